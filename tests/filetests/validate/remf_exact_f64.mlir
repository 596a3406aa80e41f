// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s

// arith.remf on f64 is fmod, exactly, where the target has Int64: the back end divides the
// 53-bit significands in 64-bit integers (186 chunks of at most 11 bits of exponent
// difference), as it does f16 and f32 in 32-bit ones; OpFRem (x - y·trunc(x/y) on GPUs)
// gave 0 for 5 rem 0.1 and garbage for large exponent differences. The cases: the largest
// exponent differences (the largest finite value by the least subnormal and by small
// multiples of it, 1e308 by 3e-308), subnormal operands and results, inexact quotients,
// ±0 (a zero result keeps the dividend's sign), infinities and NaN. GL (llvmpipe) has no
// f64 here: those two paths are unsupported. Scalars and vector<4xf64> lanes.
// CHECK-NOT: MISMATCH
// CHECK: result: PASS (4 paths compared; 2 unsupported on their adapter)
func.func @main() {
  %x = memref.alloc() : memref<24xf64>
  %y = memref.alloc() : memref<24xf64>
  %o = memref.alloc() : memref<24xf64>
  %ov = memref.alloc() : memref<24xf64>
  %xs = arith.constant dense<[1.7976931348623157e308, 1.7976931348623157e308, 1.7976931348623157e308, 1.0e308, 1.0e300, 5.0, 100.5, 3.0e38,
                              1.5e-323, 1.0e-310, 1.0, 2.2250738585072014e-308, -7.25, -0.0, 0.0, 6.0,
                              -6.0, 0x7FF0000000000000, 2.0, 2.0, 0x7FF8000000000000, 1.0, 1.0, -1.0e-320]> : vector<24xf64>
  %ys = arith.constant dense<[4.9406564584124654e-324, 1.4821969375237396e-323, 3.0, 3.0e-308, 7.0, 0.1, 0.3, 3.0,
                              9.8813129168249309e-324, 3.0e-320, 1.0e-320, 1.0e-320, 2.0, 3.0, -2.0, -3.0,
                              3.0, 2.0, 0x7FF0000000000000, 0xFFF0000000000000, 1.0, 0x7FF8000000000000, 0.0, 3.0e-321]> : vector<24xf64>
  %c0 = arith.constant 0 : index
  vector.store %xs, %x[%c0] : memref<24xf64>, vector<24xf64>
  vector.store %ys, %y[%c0] : memref<24xf64>, vector<24xf64>
  affine.for %i = 0 to 24 {
    %a = affine.load %x[%i] : memref<24xf64>
    %b = affine.load %y[%i] : memref<24xf64>
    %r = arith.remf %a, %b : f64
    affine.store %r, %o[%i] : memref<24xf64>
  }
  // The same on vector<4xf64>: the loop runs until every lane's division is done.
  affine.for %i = 0 to 24 step 4 {
    %a = vector.load %x[%i] : memref<24xf64>, vector<4xf64>
    %b = vector.load %y[%i] : memref<24xf64>, vector<4xf64>
    %r = arith.remf %a, %b : vector<4xf64>
    vector.store %r, %ov[%i] : memref<24xf64>, vector<4xf64>
  }
  return
}
