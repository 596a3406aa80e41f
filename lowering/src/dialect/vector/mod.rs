//! The `vector` dialect: custom syntax (`syntax`) and per-op verification (`verify`).

pub mod syntax;
pub mod transfer;
pub mod verify;
