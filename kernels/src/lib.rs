//! # tessera-kernels
//!
//! Tessera's tensor kernel library: affine loop nests over memrefs written in MLIR as users
//! write them (`kernels/*.mlir`), plus a typed Rust API that compiles them for a shape and
//! runs them.
//!
//! - [`catalog`]: the kernels — matmul, batched matmul, matmul + bias + ReLU, GEMV,
//!   transposes, elementwise kernels with broadcasting, NCHW/NHWC/depthwise convolutions,
//!   pooling, row/column reductions, softmax, layer normalisation, Jacobi stencils, and
//!   a dynamically shaped SAXPY (`memref<?xf32>`, one compiled program for every length)
//!   and a half-precision matmul (`matmul_f16`, validated but without a typed API).
//!   Each file is a module with its kernel function(s) and a `@main` that fills inputs
//!   deterministically, calls them and prints the results (`tessera run kernels/X.mlir`).
//! - [`template`]: size variants of a file by substitution of its declared sizes.
//! - [`reference`]: independent plain-Rust implementations used as test oracles.
//! - [`api`] (re-exported at the crate root): `matmul(&rt, &a, &b)` and friends on
//!   [`Tensor<f32>`]s, compiling each kernel once per shape in a [`KernelRuntime`] that
//!   runs on the CPU interpreter or on a GPU through the host runtime.
//!
//! ```
//! use tessera_kernels::{matmul, KernelRuntime, Tensor};
//!
//! let rt = KernelRuntime::cpu();
//! let a = Tensor::new(vec![1.0f32, 2.0, 3.0, 4.0], &[2, 2])?;
//! let b = Tensor::new(vec![1.0f32, 0.0, 0.0, 1.0], &[2, 2])?;
//! let c = matmul(&rt, &a, &b)?;
//! assert_eq!(c.data(), &[1.0, 2.0, 3.0, 4.0]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod api;
pub mod catalog;
pub mod error;
pub mod reference;
pub mod runtime;
pub mod template;

pub use api::*;
pub use catalog::{kernel, KernelSpec, KERNELS};
pub use error::{KernelError, Result};
pub use runtime::{Backend, KernelRuntime};
pub use template::instantiate;
