// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all --rtol 0 --atol 0 --ulps 4 | FileCheck %s

// atan and atan2 to 4 ULP on every path, over [-6.5, 6.5]: Vulkan lets `Atan` be 4096
// ULP off and lavapipe's was ~200 ULP off near 0.125 (GPU fuzzer seed 498, a hunt of
// seeds 300-1199), so the back end evaluates them itself (range reduction to
// |t| <= 2 - √3 and an odd polynomial).
// CHECK: result: PASS (6 paths compared)
func.func @main() {
  %o = memref.alloc() : memref<1000xf32>
  %p = memref.alloc() : memref<1000xf32>
  %q = memref.alloc() : memref<1000xf32>
  affine.for %i = 0 to 1000 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %c500 = arith.constant 500.0 : f32
    %s = arith.constant 0.013 : f32
    %d = arith.subf %f, %c500 : f32
    %x = arith.mulf %d, %s : f32
    %a = math.atan %x : f32
    affine.store %a, %o[%i] : memref<1000xf32>
    %k = arith.constant 0.7 : f32
    %b = math.atan2 %x, %k : f32
    affine.store %b, %p[%i] : memref<1000xf32>
    %nk = arith.constant -2.5 : f32
    %c = math.atan2 %nk, %x : f32
    affine.store %c, %q[%i] : memref<1000xf32>
  }
  return
}
