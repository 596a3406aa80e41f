// REQUIRES: vulkan
// RUN: tessera validate %s --backend vulkan | FileCheck %s

// Found by the GPU differential fuzzer (tests/tests/fuzz_gpu.rs, seed 2662): `math.erf`
// on f16 computed `1 - poly(k) * exp(-x^2)` in f16, whose rounding error near 1 (2^-11)
// is the whole answer for a small `x`: `erf(2^-24)` gave -2^-10. f16 is computed in f32.
// CHECK: result: PASS (4 paths compared)
func.func @main() {
  %a = memref.alloc() : memref<6xf16>
  %o = memref.alloc() : memref<6xf16>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %v0 = arith.constant 0x0001 : f16
  %v1 = arith.constant 0x8001 : f16
  %v2 = arith.constant 0x03FF : f16
  %v3 = arith.constant 0x1400 : f16
  %v4 = arith.constant -0.375 : f16
  %v5 = arith.constant 2.5 : f16
  memref.store %v0, %a[%c0] : memref<6xf16>
  memref.store %v1, %a[%c1] : memref<6xf16>
  memref.store %v2, %a[%c2] : memref<6xf16>
  memref.store %v3, %a[%c3] : memref<6xf16>
  memref.store %v4, %a[%c4] : memref<6xf16>
  memref.store %v5, %a[%c5] : memref<6xf16>
  affine.for %i = 0 to 6 {
    %x = affine.load %a[%i] : memref<6xf16>
    %e = math.erf %x : f16
    affine.store %e, %o[%i] : memref<6xf16>
  }
  return
}
