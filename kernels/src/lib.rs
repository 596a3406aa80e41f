//! kernels
