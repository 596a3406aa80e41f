//! The `tensor` and `bufferization` dialects: value-semantics tensors (the ops of
//! linalg-on-tensors input from torch-mlir, TOSA and StableHLO) and the boundary between
//! tensors and buffers that one-shot bufferization works on.
//!
//! - `syntax.rs`: the custom forms of the `tensor` ops, as upstream (iree-opt 3.13) prints
//!   them. Every op is stored as upstream's generic form stores it: `tensor.extract_slice`
//!   has `source ++ offsets ++ sizes ++ strides` with `static_offsets/static_sizes/
//!   static_strides` (dense `i64` arrays, [`crate::ir::DYNAMIC`] where an SSA value stands)
//!   and `operandSegmentSizes`; `tensor.insert_slice` the same after `source ++ dest`;
//!   `tensor.pad` has `source ++ low ++ high` with `static_low/static_high`, `nofold` and
//!   `operandSegmentSizes`, and one region ending in `tensor.yield`.
//! - `bufferization.rs`: the custom forms of the `bufferization` ops (`to_tensor`,
//!   `to_buffer`, which the legacy `bufferization.to_memref` spelling parses to,
//!   `materialize_in_destination`, `alloc_tensor`, `dealloc_tensor`).
//! - `verify.rs`: upstream's verifiers and messages for both dialects.
//!
//! Every op of both dialects is `Gpu::Host` in the op table: no kernel sees a tensor, and
//! the interpreter runs tensor programs only after bufferization (it refuses these ops with
//! a located diagnostic, except the legacy `tensor.extract`/`tensor.dim`/`tensor.cast` and
//! `bufferization.to_tensor` that it has always run).

pub mod bufferization;
pub mod syntax;
pub mod verify;

use crate::dialect::{BufferizationOp, TensorOp};
use crate::ir::Op;
use crate::parser::{OpParser, OperationState, PResult};
use crate::printer::OpPrinter;

/// An op of the two dialects this module covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TensorLike {
    /// A `tensor` op.
    Tensor(TensorOp),
    /// A `bufferization` op.
    Bufferization(BufferizationOp),
}

/// Parses the custom form of a `tensor` / `bufferization` op.
pub fn parse(kind: TensorLike, p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    match kind {
        TensorLike::Tensor(k) => syntax::parse(k, p, st),
        TensorLike::Bufferization(k) => bufferization::parse(k, p, st),
    }
}

/// Prints the custom form of a `tensor` / `bufferization` op; `false` means "print the
/// generic form" (a malformed op).
pub fn print(kind: TensorLike, p: &mut OpPrinter<'_>, op: Op) -> bool {
    match kind {
        TensorLike::Tensor(k) => syntax::print(k, p, op),
        TensorLike::Bufferization(k) => bufferization::print(k, p, op),
    }
}
