//! Per-op verification rules of the `builtin` dialect.
