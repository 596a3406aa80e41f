//! Per-op verification rules of the `affine` dialect.
