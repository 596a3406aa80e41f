// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s

// sqrt(absf(sqrt(x))) with x = -0 is +0 (absf(-0) = +0); lavapipe and llvmpipe fold
// abs(sqrt(x)) to sqrt(x), so FAbs gave -0 on every GPU path (GPU fuzz seed 1650, f16; f32
// alike). math.absf is now `-x` where the sign bit is set (as copysign, see
// gpu-fuzz-copysign-sqrt-negative-zero.mlir).
// CHECK-NOT: MISMATCH
// CHECK: result: PASS (6 paths compared)
func.func @main() {
  %in = memref.alloc() : memref<4xf32>
  %out = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %a = arith.constant 4.0 : f32
  %m = arith.constant -2.5 : f32
  memref.store %nz, %in[%c0] : memref<4xf32>
  memref.store %pz, %in[%c1] : memref<4xf32>
  memref.store %a, %in[%c2] : memref<4xf32>
  memref.store %m, %in[%c3] : memref<4xf32>
  affine.for %i = 0 to 4 {
    %x = affine.load %in[%i] : memref<4xf32>
    %s = math.sqrt %x : f32
    %b = math.absf %s : f32
    %r = math.sqrt %b : f32
    affine.store %r, %out[%i] : memref<4xf32>
  }
  return
}
