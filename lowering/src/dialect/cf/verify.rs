//! Per-op verification rules of the `cf` dialect.
