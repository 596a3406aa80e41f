//! Per-op verification rules of the `math` dialect.
