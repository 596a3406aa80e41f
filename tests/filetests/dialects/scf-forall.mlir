// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tessera opt %s --mlir-print-op-generic | tessera opt | FileCheck %s

// scf.forall in current upstream's custom and generic forms (iree-opt 3.13 prints the
// same): the normalized `in (..)` form, lower bounds and steps, static and dynamic entries,
// a mapping, and shared_outs with an empty scf.forall.in_parallel.
// CHECK-LABEL: func.func @f
// CHECK: scf.forall (%[[K:.*]], %[[L:.*]]) in (8, %{{.*}}) {
// CHECK-NEXT: memref.load %{{.*}}[%[[K]], %[[L]]]
// CHECK: scf.forall (%{{.*}}) = (1) to (%{{.*}}) step (2) {
// CHECK: } {mapping = [#gpu.thread<x>]}
// CHECK: = scf.forall (%{{.*}}) in (8) shared_outs(%{{.*}} = %{{.*}}) -> (tensor<8xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: "scf.forall"(%{{.*}}) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 8, -9223372036854775808>}> ({
// GENERIC: "scf.forall.in_parallel"() ({
// GENERIC: "scf.forall"(%{{.*}}) <{mapping = [#gpu.thread<x>], operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 1>, staticStep = array<i64: 2>, staticUpperBound = array<i64: -9223372036854775808>}> ({
// GENERIC: "scf.forall"(%{{.*}}) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
func.func @f(%m: memref<8x8xf32>, %n: index, %t: tensor<8xf32>) -> tensor<8xf32> {
  scf.forall (%k, %l) in (8, %n) {
    %v = memref.load %m[%k, %l] : memref<8x8xf32>
    memref.store %v, %m[%l, %k] : memref<8x8xf32>
  }
  scf.forall (%k) = (1) to (%n) step (2) {
    %v = memref.load %m[%k, %k] : memref<8x8xf32>
  } {mapping = [#gpu.thread<x>]}
  %o = scf.forall (%k) in (8) shared_outs(%out = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %o : tensor<8xf32>
}
