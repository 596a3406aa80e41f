// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s

// fma(sqrt(x), 0.25, +0.0) with x = -0 is +0: the exact product is -0, and -0 + +0 = +0.
// The back end's zero-factor path added the constant +0 with FAdd, which lavapipe and
// llvmpipe fold to the product, so every GPU path gave -0 (GPU fuzz seed 3223, f16; f32
// alike). A constant zero addend is now added exactly without FAdd.
// CHECK-NOT: MISMATCH
// CHECK: result: PASS (6 paths compared)
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %o = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m0 = arith.constant 0x80000000 : f32
  %p0 = arith.constant 0x00000000 : f32
  %one = arith.constant 0x3F800000 : f32
  memref.store %m0, %a[%c0] : memref<4xf32>
  memref.store %p0, %a[%c1] : memref<4xf32>
  memref.store %one, %a[%c2] : memref<4xf32>
  memref.store %m0, %a[%c3] : memref<4xf32>
  affine.for %i = 0 to 4 {
    %x = affine.load %a[%i] : memref<4xf32>
    %s = math.sqrt %x : f32
    %q = arith.constant 0x3E800000 : f32
    %z = arith.constant 0x00000000 : f32
    %r = math.fma %s, %q, %z : f32
    affine.store %r, %o[%i] : memref<4xf32>
  }
  return
}
