// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tessera opt %s --mlir-print-op-generic | tessera opt | FileCheck %s

// tensor.parallel_insert_slice in an scf.forall.in_parallel, in current upstream's custom
// and generic forms (iree-opt prints the same): static and dynamic offsets, a rank-reducing
// insert, two shared_outs.
// CHECK-LABEL: func.func @f
// CHECK: %[[R:.*]]:2 = scf.forall (%[[I:.*]], %[[J:.*]]) in (2, 2) shared_outs(%[[O:.*]] = %{{.*}}, %[[P:.*]] = %{{.*}}) -> (tensor<8x8xf32>, tensor<2x8xf32>) {
// CHECK: %[[S:.*]] = tensor.extract_slice %[[O]][%{{.*}}, %{{.*}}] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
// CHECK: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %[[S]] into %[[O]][%{{.*}}, %{{.*}}] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
// CHECK-NEXT: tensor.parallel_insert_slice %{{.*}} into %[[P]][%[[I]], 4] [1, 4] [1, 1] : tensor<4xf32> into tensor<2x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: "tensor.parallel_insert_slice"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, tensor<8x8xf32>, index, index) -> ()
// GENERIC: "tensor.parallel_insert_slice"(%{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 4>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4xf32>, tensor<2x8xf32>, index) -> ()
func.func @f(%a: tensor<8x8xf32>, %b: tensor<2x8xf32>, %v: tensor<4xf32>) -> (tensor<8x8xf32>, tensor<2x8xf32>) {
  %r:2 = scf.forall (%i, %j) in (2, 2) shared_outs(%o = %a, %p = %b) -> (tensor<8x8xf32>, tensor<2x8xf32>) {
    %oi = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
    %oj = affine.apply affine_map<(d0) -> (d0 * 4)>(%j)
    %s = tensor.extract_slice %o[%oi, %oj] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%oi, %oj] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
      tensor.parallel_insert_slice %v into %p[%i, 4] [1, 4] [1, 1] : tensor<4xf32> into tensor<2x8xf32>
    }
  }
  return %r#0, %r#1 : tensor<8x8xf32>, tensor<2x8xf32>
}
