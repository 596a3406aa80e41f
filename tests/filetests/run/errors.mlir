// RUN: not tessera run %s --backend cpu 2>&1 | FileCheck %s --check-prefix=ENTRY
// RUN: not tessera run %s --backend cpu --entry needs_input 2>&1 | FileCheck %s --check-prefix=INPUT
// RUN: not tessera run %s --backend cpu --entry takes_scalar 2>&1 | FileCheck %s --check-prefix=SCALAR
// RUN: not tessera run %s --entry oob --backend cpu 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: not tessera run %s --entry takes_scalar --frob 2>&1 | FileCheck %s --check-prefix=USAGE

// Errors of `tessera run`, whatever the backend: a missing entry function, a dynamic
// memref without --input, a missing scalar argument, a located runtime fault, a bad flag.

// ENTRY: error: {{.*}}errors.mlir: no entry function @main (functions: @needs_input, @oob, @takes_scalar)
// INPUT: error: argument 0 of @needs_input has type memref<?xf32>: pass it with --input arg0=FILE.npy
// SCALAR: error: argument 0 of @takes_scalar is a i32: pass it as a positional argument after the file
// OOB: errors.mlir:[[# @LINE + 11]]:8: error: out-of-bounds access to memref<4xf32>: index [4] is outside shape [4]
// USAGE: tessera run: unknown option '--frob'

func.func @needs_input(%m: memref<?xf32>) {
  return
}
func.func @takes_scalar(%x: i32) {
  return
}
func.func @oob(%m: memref<4xf32>) {
  %c4 = arith.constant 4 : index
  %v = memref.load %m[%c4] : memref<4xf32>
  return
}
