// RUN: not tessera run %s --backend cpu 2>&1 | FileCheck %s

// A barrier inside a branch taken by only half of the workgroup.

func.func @main() {
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %lt = arith.cmpi ult, %tx, %c16 : index
    scf.if %lt {
      gpu.barrier
    }
    gpu.terminator
  }
  return
}

// CHECK: divergent_barrier.mlir:13:7: error: gpu.barrier reached by only some invocations of the workgroup (16 of 32; the others returned)
// CHECK: divergent_barrier.mlir:9:3: note: called from here
