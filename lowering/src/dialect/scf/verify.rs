//! Per-op verification rules of the `scf` dialect.
