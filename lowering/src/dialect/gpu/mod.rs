//! The `gpu` dialect: custom syntax (`syntax`) and per-op verification (`verify`); the
//! sparse matrix products with variadic parts (`sparse_mm`) keep both in one module.

pub mod binary;
pub mod mma;
pub mod printf;
pub mod sparse_mm;
pub mod syntax;
pub mod verify;
pub mod warp;
