//! Per-op verification rules of the `gpu` dialect.
