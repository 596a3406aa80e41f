//! The `memref` dialect: custom syntax (`syntax`), per-op verification (`verify`), and the
//! operand layout of `dma_start` (`dma`).

pub mod dma;
pub mod syntax;
pub mod verify;
