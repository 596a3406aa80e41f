// RUN: tessera run %s --backend cpu --entry axpy 2 -1.5 10 | FileCheck %s --check-prefix=AXPY
// RUN: tessera run %s --backend cpu --entry sum 5 | FileCheck %s --check-prefix=SUM

// Scalar arguments come from the positional arguments after the file; scalar results are
// printed one per line.

// AXPY: 7
// SUM: 10
// SUM-NEXT: 5

func.func @axpy(%a: f32, %x: f32, %y: f32) -> f32 {
  %p = arith.mulf %a, %x : f32
  %s = arith.addf %p, %y : f32
  return %s : f32
}

func.func @sum(%n: index) -> (i64, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %s = arith.addi %acc, %ii : i64
    scf.yield %s : i64
  }
  return %r, %n : i64, index
}
