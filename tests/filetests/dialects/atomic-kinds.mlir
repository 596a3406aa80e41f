// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tessera opt %s --mlir-print-op-generic | tessera opt | FileCheck %s

// `arith::AtomicRMWKind` in generic form is current upstream's number (the enumeration is
// alphabetical: addf=0, addi=1, andi=2, assign=3, maximumf=4, maxnumf=5, maxs=6, maxu=7,
// minimumf=8, minnumf=9, mins=10, minu=11, mulf=12, muli=13, ori=14, xori=15). The GENERIC
// lines are iree-opt 3.13's output for this file; the round trip gives the keywords back.

func.func @kinds(%mi : memref<4xi32>, %mf : memref<4xf32>, %i : index, %x : i32, %f : f32) {
  // GENERIC: <{kind = 1 : i64}>
  // CHECK: memref.atomic_rmw addi
  %0 = memref.atomic_rmw addi %x, %mi[%i] : (i32, memref<4xi32>) -> i32
  // GENERIC: <{kind = 2 : i64}>
  // CHECK: memref.atomic_rmw andi
  %1 = memref.atomic_rmw andi %x, %mi[%i] : (i32, memref<4xi32>) -> i32
  // GENERIC: <{kind = 3 : i64}>
  // CHECK: memref.atomic_rmw assign
  %2 = memref.atomic_rmw assign %x, %mi[%i] : (i32, memref<4xi32>) -> i32
  // GENERIC: <{kind = 4 : i64}>
  // CHECK: memref.atomic_rmw maximumf
  %3 = memref.atomic_rmw maximumf %f, %mf[%i] : (f32, memref<4xf32>) -> f32
  // GENERIC: <{kind = 6 : i64}>
  // CHECK: memref.atomic_rmw maxs
  %4 = memref.atomic_rmw maxs %x, %mi[%i] : (i32, memref<4xi32>) -> i32
  // GENERIC: <{kind = 11 : i64}>
  // CHECK: memref.atomic_rmw minu
  %5 = memref.atomic_rmw minu %x, %mi[%i] : (i32, memref<4xi32>) -> i32
  // GENERIC: <{kind = 14 : i64}>
  // CHECK: memref.atomic_rmw ori
  %6 = memref.atomic_rmw ori %x, %mi[%i] : (i32, memref<4xi32>) -> i32
  // GENERIC: <{kind = 15 : i64}>
  // CHECK: memref.atomic_rmw xori
  %7 = memref.atomic_rmw xori %x, %mi[%i] : (i32, memref<4xi32>) -> i32
  return
}

// The reductions of affine.parallel use the same numbers: maxnumf is 5.
// GENERIC-LABEL: sym_name = "parallel_reduce"
// GENERIC: reductions = [5]
// CHECK-LABEL: func.func @parallel_reduce
// CHECK: reduce ("maxnumf")
func.func @parallel_reduce(%m : memref<4xf32>) -> f32 {
  %r = affine.parallel (%i) = (0) to (4) reduce ("maxnumf") -> f32 {
    %v = affine.load %m[%i] : memref<4xf32>
    affine.yield %v : f32
  }
  return %r : f32
}
