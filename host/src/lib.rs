//! host

pub mod cli;
pub mod gpu;
