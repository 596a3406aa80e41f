//! The verifier: dominance, regions, terminators, symbol tables and per-op rules.
