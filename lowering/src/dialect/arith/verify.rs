//! Per-op verification rules of the `arith` dialect.
