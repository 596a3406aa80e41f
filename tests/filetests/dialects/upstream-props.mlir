// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | tessera opt | FileCheck %s

// Properties that current upstream (iree-opt 3.13) has and prints in custom form:
// `scf.for unsigned` (unsignedCmp), `arith.trunci ... overflow<...>` (overflowFlags,
// default none), and unit properties that upstream's generic form writes as `= false`.

// CHECK-LABEL: func.func @props
func.func @props(%n: index, %x: i64, %a: index, %b: index) -> (i32, i32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // CHECK: scf.for unsigned %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} {
  scf.for unsigned %i = %c0 to %n step %c1 {
  }
  // CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} {
  // CHECK-NEXT: }
  // CHECK-NOT: unsignedCmp
  scf.for %i = %c0 to %n step %c1 {
  }
  // CHECK: arith.trunci %{{.*}} overflow<nsw> : i64 to i32
  %t = arith.trunci %x overflow<nsw> : i64 to i32
  // CHECK: arith.trunci %{{.*}} : i64 to i32
  %u = "arith.trunci"(%x) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
  // CHECK: affine.linearize_index [%{{.*}}, %{{.*}}] by (%{{.*}}, %{{.*}}) : index
  %l = "affine.linearize_index"(%a, %b, %n, %n) <{disjoint = false, operandSegmentSizes = array<i32: 2, 2>, static_basis = array<i64: -9223372036854775808, -9223372036854775808>}> : (index, index, index, index) -> index
  return %t, %u, %l : i32, i32, index
}
