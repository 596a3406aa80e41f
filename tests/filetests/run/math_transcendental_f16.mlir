// REQUIRES: vulkan
// RUN: tessera validate %s --backend vulkan --rtol 0 --atol 0 --ulps 1 | FileCheck %s

// math.sinh, cosh, asin, acos, expm1, cbrt, asinh, acosh, atanh and erfc on f16, 128
// inputs each (x = a + i·b in f16), computed in f32 and rounded once on the GPU as in the
// interpreter: within 1 f16 ULP on every Vulkan path (measured: 0, every value equal, on
// lavapipe; llvmpipe has no f16).
// CHECK: result: PASS (4 paths compared)
func.func @main() {
  %o = memref.alloc() : memref<10x128xf16>
  affine.for %i = 0 to 128 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f16
    %a0 = arith.constant -4.0 : f16
    %b0 = arith.constant 0.0625 : f16
    %m0 = arith.mulf %f, %b0 : f16
    %x0 = arith.addf %a0, %m0 : f16
    %y0 = math.sinh %x0 : f16
    %k0 = arith.constant 0 : index
    memref.store %y0, %o[%k0, %i] : memref<10x128xf16>
    %a1 = arith.constant -4.0 : f16
    %b1 = arith.constant 0.0625 : f16
    %m1 = arith.mulf %f, %b1 : f16
    %x1 = arith.addf %a1, %m1 : f16
    %y1 = math.cosh %x1 : f16
    %k1 = arith.constant 1 : index
    memref.store %y1, %o[%k1, %i] : memref<10x128xf16>
    %a2 = arith.constant -0.99 : f16
    %b2 = arith.constant 0.01546875 : f16
    %m2 = arith.mulf %f, %b2 : f16
    %x2 = arith.addf %a2, %m2 : f16
    %y2 = math.asin %x2 : f16
    %k2 = arith.constant 2 : index
    memref.store %y2, %o[%k2, %i] : memref<10x128xf16>
    %a3 = arith.constant -0.99 : f16
    %b3 = arith.constant 0.01546875 : f16
    %m3 = arith.mulf %f, %b3 : f16
    %x3 = arith.addf %a3, %m3 : f16
    %y3 = math.acos %x3 : f16
    %k3 = arith.constant 3 : index
    memref.store %y3, %o[%k3, %i] : memref<10x128xf16>
    %a4 = arith.constant -4.0 : f16
    %b4 = arith.constant 0.0625 : f16
    %m4 = arith.mulf %f, %b4 : f16
    %x4 = arith.addf %a4, %m4 : f16
    %y4 = math.expm1 %x4 : f16
    %k4 = arith.constant 4 : index
    memref.store %y4, %o[%k4, %i] : memref<10x128xf16>
    %a5 = arith.constant -4.0 : f16
    %b5 = arith.constant 0.0625 : f16
    %m5 = arith.mulf %f, %b5 : f16
    %x5 = arith.addf %a5, %m5 : f16
    %y5 = math.cbrt %x5 : f16
    %k5 = arith.constant 5 : index
    memref.store %y5, %o[%k5, %i] : memref<10x128xf16>
    %a6 = arith.constant -4.0 : f16
    %b6 = arith.constant 0.0625 : f16
    %m6 = arith.mulf %f, %b6 : f16
    %x6 = arith.addf %a6, %m6 : f16
    %y6 = math.asinh %x6 : f16
    %k6 = arith.constant 6 : index
    memref.store %y6, %o[%k6, %i] : memref<10x128xf16>
    %a7 = arith.constant 1.0 : f16
    %b7 = arith.constant 0.0546875 : f16
    %m7 = arith.mulf %f, %b7 : f16
    %x7 = arith.addf %a7, %m7 : f16
    %y7 = math.acosh %x7 : f16
    %k7 = arith.constant 7 : index
    memref.store %y7, %o[%k7, %i] : memref<10x128xf16>
    %a8 = arith.constant -0.99 : f16
    %b8 = arith.constant 0.01546875 : f16
    %m8 = arith.mulf %f, %b8 : f16
    %x8 = arith.addf %a8, %m8 : f16
    %y8 = math.atanh %x8 : f16
    %k8 = arith.constant 8 : index
    memref.store %y8, %o[%k8, %i] : memref<10x128xf16>
    %a9 = arith.constant -4.0 : f16
    %b9 = arith.constant 0.0625 : f16
    %m9 = arith.mulf %f, %b9 : f16
    %x9 = arith.addf %a9, %m9 : f16
    %y9 = math.erfc %x9 : f16
    %k9 = arith.constant 9 : index
    memref.store %y9, %o[%k9, %i] : memref<10x128xf16>
  }
  return
}
