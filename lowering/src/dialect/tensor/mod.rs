//! The `tensor` and `bufferization` dialects: value-semantics tensors (the ops of
//! linalg-on-tensors input from torch-mlir, TOSA and StableHLO) and the boundary between
//! tensors and buffers that one-shot bufferization works on.
//!
//! - `syntax.rs`: the custom forms of the `tensor` ops, as upstream (iree-opt 3.13) prints
//!   them. Every op is stored as upstream's generic form stores it: `tensor.extract_slice`
//!   has `source ++ offsets ++ sizes ++ strides` with `static_offsets/static_sizes/
//!   static_strides` (dense `i64` arrays, [`crate::ir::DYNAMIC`] where an SSA value stands)
//!   and `operandSegmentSizes`; `tensor.insert_slice` the same after `source ++ dest`, and
//!   `tensor.parallel_insert_slice` (no result; only in an `scf.forall.in_parallel`);
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

#[cfg(test)]
mod tests {
    use crate::dialect::memref::syntax::test_util::roundtrip;

    /// Ops whose operands, segments or properties do not fit their custom form print in
    /// the generic form (and read back), instead of printing something else or panicking.
    #[test]
    fn malformed_ops_fall_back_to_generic() {
        let src = r#"
"func.func"() <{function_type = (tensor<4x4xf32>, index, f32, memref<4xf32>) -> (), sym_name = "f"}> ({
^bb0(%t: tensor<4x4xf32>, %i: index, %f: f32, %m: memref<4xf32>):
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 5, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4x4xf32>) -> tensor<4xf32>
  %1 = "tensor.insert_slice"(%t, %t) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %2 = "tensor.pad"(%t, %i) <{operandSegmentSizes = array<i32: 1, 1, 0>, static_low = array<i64: 1, 1>, static_high = array<i64: 1, 1>}> ({
  ^bb0(%a: index, %b: index):
    "tensor.yield"(%f) : (f32) -> ()
  }) : (tensor<4x4xf32>, index) -> tensor<6x6xf32>
  %3 = "tensor.expand_shape"(%t) <{reassociation = [[0, 1], [2]]}> : (tensor<4x4xf32>) -> tensor<2x2x4xf32>
  %4 = "tensor.concat"(%t) : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %5 = "tensor.from_elements"(%i) : (index) -> tensor<1xf32>
  %6 = "tensor.splat"() : () -> tensor<4xf32>
  %7 = "tensor.generate"() : () -> tensor<4xf32>
  %8 = "bufferization.alloc_tensor"(%t, %t) <{operandSegmentSizes = array<i32: 0, 2, 0>}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %9 = "bufferization.to_buffer"(%t, %t) : (tensor<4x4xf32>, tensor<4x4xf32>) -> memref<4x4xf32>
  "bufferization.materialize_in_destination"(%t) : (tensor<4x4xf32>) -> ()
  "bufferization.dealloc_tensor"() : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"#;
        let out = roundtrip(src);
        for name in [
            "tensor.extract_slice",
            "tensor.insert_slice",
            "tensor.pad",
            "tensor.expand_shape",
            "tensor.concat",
            "tensor.from_elements",
            "tensor.splat",
            "tensor.generate",
            "bufferization.alloc_tensor",
            "bufferization.to_buffer",
            "bufferization.materialize_in_destination",
            "bufferization.dealloc_tensor",
        ] {
            assert!(
                out.contains(&format!("\"{name}\"(")),
                "{name} not generic in:\n{out}"
            );
        }
    }

    /// The legacy spellings read as the current ops: `bufferization.to_memref` (renamed
    /// `to_buffer` in 2025, also in its older form without `to`) and `to_tensor` without
    /// `to`.
    #[test]
    fn legacy_spellings() {
        let src = r#"
func.func @f(%t: tensor<4xf32>, %m: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>, tensor<4xf32>) {
  %a = bufferization.to_memref %t : tensor<4xf32> to memref<4xf32>
  %b = bufferization.to_memref %t : memref<4xf32>
  %c = bufferization.to_tensor %m : memref<4xf32>
  return %a, %b, %c : memref<4xf32>, memref<4xf32>, tensor<4xf32>
}
"#;
        let out = roundtrip(src);
        assert_eq!(
            out.matches("bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32>")
                .count(),
            2,
            "{out}"
        );
        assert!(
            out.contains("bufferization.to_tensor %arg1 : memref<4xf32> to tensor<4xf32>"),
            "{out}"
        );
    }
}
