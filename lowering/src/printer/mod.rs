//! IR → MLIR text: custom and generic op forms, aliases, deterministic SSA names.
