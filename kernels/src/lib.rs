//! # tessera-kernels
//!
//! Tessera's tensor kernel library: affine loop nests over memrefs written in MLIR as users
//! write them (`kernels/*.mlir`), plus a typed Rust API that compiles them for a shape and
//! runs them.
//!
//! - [`catalog`]: the kernels — matmul, batched matmul, matmul + bias + ReLU, GEMV,
//!   transposes, elementwise kernels with broadcasting, NCHW/NHWC/depthwise convolutions,
//!   pooling, row/column reductions, softmax, layer normalisation and Jacobi stencils.
//!   Each file is a module with its kernel function(s) and a `@main` that fills inputs
//!   deterministically, calls them and prints the results (`tessera run kernels/X.mlir`).
//! - [`template`]: size variants of a file by substitution of its declared sizes.
//! - [`reference`]: independent plain-Rust implementations used as test oracles.

pub mod catalog;
pub mod error;
pub mod reference;
pub mod template;

pub use catalog::{kernel, KernelSpec, KERNELS};
pub use error::{KernelError, Result};
pub use template::instantiate;
