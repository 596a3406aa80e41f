// REQUIRES: vulkan
// RUN: tessera validate %s --backend vulkan | FileCheck %s

// Found by the GPU differential fuzzer (tests/tests/fuzz_gpu.rs, seeds 1154, 1308, 1742,
// 2162, 2586, 2675, 2821, 2913): `math.round` was `sign(x) * floor(|x| + 0.5)`, which
// - gave -1 for the largest value below -0.5 (`|x| + 0.5` rounds up to 1),
// - gave 2^p + 2 for 2^p + 1 (`2^p + 1.5` rounds to even),
// - gave +0 for -0 and for values in (-0.5, 0) (`FSign(-0)` is +0; seen here as `1 / r`).
// It is `trunc(x)` plus `copysign(1, x)` where the exact fraction `x - trunc(x)` is at
// least 0.5, with the sign of `x` on the result.
// CHECK: result: PASS (4 paths compared)
func.func @main() {
  %a = memref.alloc() : memref<12xf32>
  %o = memref.alloc() : memref<12x3xf32>
  %h = memref.alloc() : memref<6xf16>
  %ho = memref.alloc() : memref<6x3xf16>
  %d = memref.alloc() : memref<6xf64>
  %do = memref.alloc() : memref<6x3xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %c10 = arith.constant 10 : index
  %c11 = arith.constant 11 : index
  // -0, -(0.5 - 2^-25), 0.5 - 2^-25, 2^23 + 1, -(2^23 + 1), 2.5, -2.5, 0.5, -0.5, -0.25,
  // -inf, NaN
  %f0 = arith.constant 0x80000000 : f32
  %f1 = arith.constant 0xBEFFFFFF : f32
  %f2 = arith.constant 0x3EFFFFFF : f32
  %f3 = arith.constant 0x4B000001 : f32
  %f4 = arith.constant 0xCB000001 : f32
  %f5 = arith.constant 2.5 : f32
  %f6 = arith.constant -2.5 : f32
  %f7 = arith.constant 0.5 : f32
  %f8 = arith.constant -0.5 : f32
  %f9 = arith.constant -0.25 : f32
  %f10 = arith.constant 0xFF800000 : f32
  %f11 = arith.constant 0x7FC00000 : f32
  memref.store %f0, %a[%c0] : memref<12xf32>
  memref.store %f1, %a[%c1] : memref<12xf32>
  memref.store %f2, %a[%c2] : memref<12xf32>
  memref.store %f3, %a[%c3] : memref<12xf32>
  memref.store %f4, %a[%c4] : memref<12xf32>
  memref.store %f5, %a[%c5] : memref<12xf32>
  memref.store %f6, %a[%c6] : memref<12xf32>
  memref.store %f7, %a[%c7] : memref<12xf32>
  memref.store %f8, %a[%c8] : memref<12xf32>
  memref.store %f9, %a[%c9] : memref<12xf32>
  memref.store %f10, %a[%c10] : memref<12xf32>
  memref.store %f11, %a[%c11] : memref<12xf32>
  // f16: -0, -(0.5 - 2^-12), 2^11 + 1, -2.5, -0.25, 1.5
  %h0 = arith.constant 0x8000 : f16
  %h1 = arith.constant 0xB7FF : f16
  %h2 = arith.constant 0x6801 : f16
  %h3 = arith.constant -2.5 : f16
  %h4 = arith.constant -0.25 : f16
  %h5 = arith.constant 1.5 : f16
  memref.store %h0, %h[%c0] : memref<6xf16>
  memref.store %h1, %h[%c1] : memref<6xf16>
  memref.store %h2, %h[%c2] : memref<6xf16>
  memref.store %h3, %h[%c3] : memref<6xf16>
  memref.store %h4, %h[%c4] : memref<6xf16>
  memref.store %h5, %h[%c5] : memref<6xf16>
  // f64: -0, -(0.5 - 2^-54), 2^52 + 1, -2.5, -0.25, 1.5
  %d0 = arith.constant 0x8000000000000000 : f64
  %d1 = arith.constant 0xBFDFFFFFFFFFFFFF : f64
  %d2 = arith.constant 0x4330000000000001 : f64
  %d3 = arith.constant -2.5 : f64
  %d4 = arith.constant -0.25 : f64
  %d5 = arith.constant 1.5 : f64
  memref.store %d0, %d[%c0] : memref<6xf64>
  memref.store %d1, %d[%c1] : memref<6xf64>
  memref.store %d2, %d[%c2] : memref<6xf64>
  memref.store %d3, %d[%c3] : memref<6xf64>
  memref.store %d4, %d[%c4] : memref<6xf64>
  memref.store %d5, %d[%c5] : memref<6xf64>
  affine.for %i = 0 to 12 {
    %x = affine.load %a[%i] : memref<12xf32>
    %r = math.round %x : f32
    %one = arith.constant 1.0 : f32
    %inv = arith.divf %one, %r : f32
    %big = arith.constant 8388608.0 : f32
    %low = arith.subf %r, %big : f32
    affine.store %r, %o[%i, 0] : memref<12x3xf32>
    affine.store %inv, %o[%i, 1] : memref<12x3xf32>
    affine.store %low, %o[%i, 2] : memref<12x3xf32>
  }
  affine.for %i = 0 to 6 {
    %x = affine.load %h[%i] : memref<6xf16>
    %r = math.round %x : f16
    %one = arith.constant 1.0 : f16
    %inv = arith.divf %one, %r : f16
    %big = arith.constant 2048.0 : f16
    %low = arith.subf %r, %big : f16
    affine.store %r, %ho[%i, 0] : memref<6x3xf16>
    affine.store %inv, %ho[%i, 1] : memref<6x3xf16>
    affine.store %low, %ho[%i, 2] : memref<6x3xf16>
    %y = affine.load %d[%i] : memref<6xf64>
    %s = math.round %y : f64
    %done = arith.constant 1.0 : f64
    %dinv = arith.divf %done, %s : f64
    %dbig = arith.constant 4503599627370496.0 : f64
    %dlow = arith.subf %s, %dbig : f64
    affine.store %s, %do[%i, 0] : memref<6x3xf64>
    affine.store %dinv, %do[%i, 1] : memref<6x3xf64>
    affine.store %dlow, %do[%i, 2] : memref<6x3xf64>
  }
  return
}
