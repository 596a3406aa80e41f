// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s

// `select(cmpf true, 0.0, -2.5) · x` with x = -3: IEEE gives -0, and every GPU path gave +0.
// The driver (lavapipe and llvmpipe's NIR) folds the select of a constant condition, then
// the product with the literal zero it gets, without regard to signed zeros. The back end
// now picks the operand of a select with a constant condition itself, so the literal zero
// reaches the product as one, and `fmul_by_const_zero` gives the sign (and NaN for an
// infinite x). Found by the GPU fuzzer once it generated vector expressions (seed 215 of
// that generator; the program itself has no vectors).
// CHECK-NOT: MISMATCH
// CHECK: result: PASS (6 paths compared)
func.func @main() {
  %in0 = memref.alloc() : memref<4xf32>
  %out0 = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = arith.constant -3.0 : f32
  %p = arith.constant 2.0 : f32
  %inf = arith.constant 0xFF800000 : f32
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %nz = arith.constant -0.0 : f32
  memref.store %m, %in0[%c0] : memref<4xf32>
  memref.store %p, %in0[%c1] : memref<4xf32>
  memref.store %inf, %in0[%c2] : memref<4xf32>
  memref.store %nz, %in0[%c3] : memref<4xf32>
  affine.for %i = 0 to 4 {
    %z = arith.constant 0.0 : f32
    %w = arith.constant -2.5 : f32
    %x = affine.load %in0[%i] : memref<4xf32>
    %t = arith.cmpf true, %x, %x : f32
    %s = arith.select %t, %z, %w : f32
    %y = arith.mulf %s, %x : f32
    affine.store %y, %out0[%i] : memref<4xf32>
  }
  return
}
