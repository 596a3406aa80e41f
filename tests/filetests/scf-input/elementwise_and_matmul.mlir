// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=KERNELS

// Loop nests in scf form, as upstream's --lower-affine and
// --convert-linalg-to-parallel-loops write them, become kernels: the GPU pipeline starts
// with tessera-raise-scf-to-affine. An scf.for nest (elementwise), an scf.parallel nest,
// an scf.for with a step of 2 and subscripts i and i + 1, and a matmul whose k loop
// carries its sum in iter_args. They ran on the host before (0 kernels, no note).
// CHECK: result: PASS (6 paths compared)
// KERNELS-COUNT-4: gpu.func
// KERNELS-NOT: scf.for
func.func @main() {
  %A = memref.alloc() : memref<64x48xf32>
  %B = memref.alloc() : memref<64x48xf32>
  %C = memref.alloc() : memref<64x48xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c48 = arith.constant 48 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %c64 step %c1 {
    scf.for %j = %c0 to %c48 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %s = arith.addi %ii, %jj : i32
      %f = arith.sitofp %s : i32 to f32
      memref.store %f, %A[%i, %j] : memref<64x48xf32>
    }
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%c64, %c48) step (%c1, %c1) {
    %x = memref.load %A[%i, %j] : memref<64x48xf32>
    %y = arith.mulf %x, %x : f32
    memref.store %y, %B[%i, %j] : memref<64x48xf32>
    scf.reduce
  }
  scf.for %i = %c0 to %c64 step %c2 {
    %i1 = arith.addi %i, %c1 : index
    scf.for %j = %c0 to %c48 step %c1 {
      %x = memref.load %B[%i, %j] : memref<64x48xf32>
      %z = memref.load %B[%i1, %j] : memref<64x48xf32>
      %w = arith.addf %x, %z : f32
      memref.store %w, %C[%i, %j] : memref<64x48xf32>
      memref.store %w, %C[%i1, %j] : memref<64x48xf32>
    }
  }
  %M = memref.alloc() : memref<24x40xf32>
  %c24 = arith.constant 24 : index
  %c40 = arith.constant 40 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c24 step %c1 {
    scf.for %j = %c0 to %c40 step %c1 {
      %s = scf.for %k = %c0 to %c48 step %c1 iter_args(%acc = %zero) -> (f32) {
        %a = memref.load %A[%i, %k] : memref<64x48xf32>
        %jk = arith.addi %j, %c8 : index
        %b = memref.load %C[%k, %jk] : memref<64x48xf32>
        %p = arith.mulf %a, %b : f32
        %n = arith.addf %acc, %p : f32
        scf.yield %n : f32
      }
      memref.store %s, %M[%i, %j] : memref<24x40xf32>
    }
  }
  return
}
