//! Per-op verification rules of the `vector` dialect.
