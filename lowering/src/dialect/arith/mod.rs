//! The `arith` dialect: custom syntax (`syntax`) and per-op verification (`verify`).

pub mod atomic_kind;
pub mod fastmath;
pub mod syntax;
pub mod verify;
