//! host

pub mod gpu;
