//! # tessera-lowering
//!
//! The IR core of Tessera and everything that works on it before code generation:
//!
//! - [`ir`]: interned types, attributes and affine maps in a [`ir::Context`]; operations,
//!   blocks, regions and values in typed arenas in a [`ir::Module`], with a mutation API.
//! - [`dialect`]: the registry of known ops; each dialect owns its syntax and verifier.
//! - [`parser`] and [`printer`]: the MLIR textual format, generic and custom forms.
//! - [`verify`]: structural and per-op verification, reporting every error.
//! - [`affine`]: affine map simplification, composition, bounds and dependence analysis.
//! - [`interp`]: the CPU reference interpreter.
//! - [`pass`]: the pass manager and `--pass-pipeline` syntax; [`driver`]: the `opt` driver.
//! - [`diag`]: MLIR-style diagnostics.
//!
//! The data flow from text to dispatch is described in `docs/ARCHITECTURE.md`.

pub mod affine;
pub mod diag;
pub mod dialect;
pub mod driver;
pub mod gpu;
pub mod interp;
pub mod ir;
pub mod parser;
pub mod pass;
pub mod printer;
pub mod transforms;
pub mod verify;
