// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | tessera opt | FileCheck %s

// The builtin small float types, their constants (rounded to the format: overflow is
// NaN, shown in hex, in f8E4M3FN, infinity in f8E5M2, the largest value in the finite-only
// formats; f8E8M0FNU holds powers of two, 0 rounding up to 2^-127), and the truncf and
// scaling casts with their rounding-mode keywords, as iree-opt 3.13 prints them.
// CHECK: arith.constant 6.000000e+00 : f4E2M1FN
// CHECK: arith.constant 6.000000e+00 : f4E2M1FN
// CHECK: arith.constant 0.000000e+00 : f4E2M1FN
// CHECK: arith.constant 1.000000e+00 : f4E2M1FN
// CHECK: arith.constant -6.000000e+00 : f4E2M1FN
// CHECK: arith.constant 2.000000e+00 : f8E8M0FNU
// CHECK: arith.constant 4.000000e+00 : f8E8M0FNU
// CHECK: arith.constant 5.877470e-39 : f8E8M0FNU
// CHECK: arith.constant 5.877470e-39 : f8E8M0FNU
// CHECK: arith.constant 1.000000e+00 : f8E8M0FNU
// CHECK: arith.constant 0.000000e+00 : f8E4M3FN
// CHECK: arith.constant 1.953130e-03 : f8E4M3FN
// CHECK: arith.constant 0x80 : f8E5M2FNUZ
// CHECK: arith.constant 0xFF : f8E5M2
// CHECK: arith.constant 0xFF : f8E8M0FNU
// CHECK: arith.constant 0x7C : f8E4M3
// CHECK: arith.constant 2.800000e+01 : f6E3M2FN
// CHECK: arith.constant 6.250000e-02 : f8E4M3B11FNUZ
// CHECK: arith.constant 0x70 : f8E3M4
// CHECK: arith.truncf %{{.*}} to_nearest_even fastmath<fast> : f32 to f16
// CHECK: arith.truncf %{{.*}} toward_zero : f32 to f8E4M3FN
// CHECK: arith.convertf %{{.*}} upward : f16 to bf16
// CHECK: arith.scaling_extf %{{.*}}, %{{.*}} : vector<4xf4E2M1FN>, vector<4xf8E8M0FNU> to vector<4xbf16>
// CHECK: arith.scaling_truncf %{{.*}}, %{{.*}} to_nearest_away fastmath<fast> : f32, f8E8M0FNU to f8E4M3FN
func.func @constants() {
  %a = arith.constant 100.0 : f4E2M1FN
  %b = arith.constant 6.5 : f4E2M1FN
  %c = arith.constant 0.25 : f4E2M1FN
  %d = arith.constant 0.75 : f4E2M1FN
  %e = arith.constant 0x0F : f4E2M1FN
  %f = arith.constant 1.5 : f8E8M0FNU
  %g = arith.constant 3.0 : f8E8M0FNU
  %h = arith.constant 0.0 : f8E8M0FNU
  %i = arith.constant 0x00 : f8E8M0FNU
  %j = arith.constant 0x7F : f8E8M0FNU
  %k = arith.constant 1.0e-10 : f8E4M3FN
  %l = arith.constant 0.001953125 : f8E4M3FN
  %m = arith.constant 0x80 : f8E5M2FNUZ
  %n = arith.constant 0xFF : f8E5M2
  %o = arith.constant 3.0e38 : f8E8M0FNU
  %q = arith.constant 0x7C : f8E4M3
  %r = arith.constant 1.0e5 : f6E3M2FN
  %s = arith.constant 0.0625 : f8E4M3B11FNUZ
  %t = arith.constant 1.0e5 : f8E3M4
  return
}
func.func @casts(%x: f32, %h: f16, %v: vector<4xf4E2M1FN>, %vs: vector<4xf8E8M0FNU>, %s: f8E8M0FNU) {
  %0 = arith.truncf %x to_nearest_even fastmath<fast> : f32 to f16
  %1 = arith.truncf %x toward_zero : f32 to f8E4M3FN
  %2 = arith.convertf %h upward : f16 to bf16
  %3 = arith.scaling_extf %v, %vs : vector<4xf4E2M1FN>, vector<4xf8E8M0FNU> to vector<4xbf16>
  %4 = arith.scaling_truncf %x, %s to_nearest_away fastmath<fast> : f32, f8E8M0FNU to f8E4M3FN
  return
}
