//! Per-op verification rules of the `memref` dialect.
