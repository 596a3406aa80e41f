// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=KERNEL

// scf.forall (memref form) on every path: the GPU pipeline's scf-forall-to-parallel makes
// it an scf.parallel, which becomes a kernel; the interpreter runs the forall itself.
// b[j][i] = a[i][j] * 2 over a 2-D forall with a dynamic bound, then a strided 1-D forall
// with a lower bound and a mapping (dropped) writes -1 at odd positions of row 0.
// CHECK: result: PASS (6 paths compared)
// KERNEL: gpu.func
// KERNEL-NOT: scf.forall
// CPU: sizes = [4, 6]
// CPU-NEXT: [0,   -1,   24,   -1,   48,   -1],
// CPU-NEXT: [2,   14,   26,   38,   50,   62],
// CPU-NEXT: [4,   16,   28,   40,   52,   64],
// CPU-NEXT: [6,   18,   30,   42,   54,   66]]
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %a = memref.alloc() : memref<6x4xf32>
  %b = memref.alloc() : memref<4x6xf32>
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 4 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 6 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      %f = arith.sitofp %ki : i32 to f32
      affine.store %f, %a[%i, %j] : memref<6x4xf32>
    }
  }
  %c6 = arith.constant 6 : index
  %two = arith.constant 2.0 : f32
  scf.forall (%i, %j) in (%c6, 4) {
    %v = memref.load %a[%i, %j] : memref<6x4xf32>
    %w = arith.mulf %v, %two : f32
    memref.store %w, %b[%j, %i] : memref<4x6xf32>
  }
  %m1 = arith.constant -1.0 : f32
  %c0 = arith.constant 0 : index
  scf.forall (%i) = (1) to (%c6) step (2) {
    memref.store %m1, %b[%c0, %i] : memref<4x6xf32>
  } {mapping = [#gpu.thread<x>]}
  %u = memref.cast %b : memref<4x6xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
