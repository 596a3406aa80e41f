//! Per-op verification rules of the `func` dialect.
