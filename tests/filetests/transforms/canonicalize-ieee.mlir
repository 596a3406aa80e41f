// RUN: tessera opt %s --canonicalize | FileCheck %s
// RUN: tessera run %s --backend cpu --entry f | FileCheck %s --check-prefix=INTERP

// Constant folding follows IEEE: division by zero gives ±inf or NaN, remf keeps the
// dividend's sign, maximumf orders -0 < +0, minnumf/maxnumf return the non-NaN operand
// and order the zeros the same way (as every GPU path does), and `uno`/`ord` see NaN.
// The interpreter agrees.

// CHECK-DAG: %[[NAN:.*]] = arith.constant 0x{{[7F]}}FC00000 : f32
// CHECK-DAG: %[[NINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK-DAG: %[[INF:.*]] = arith.constant 0x7F800000 : f32
// CHECK-DAG: %[[PZ:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[NZ:.*]] = arith.constant -0.000000e+00 : f32
// CHECK-DAG: %[[M1:.*]] = arith.constant -1.000000e+00 : f32
// CHECK-DAG: %[[T:.*]] = arith.constant true
// CHECK-DAG: %[[F:.*]] = arith.constant false
// CHECK: return %[[INF]], %[[NINF]], %[[NAN]], %[[NAN]], %[[PZ]], %[[NZ]], %[[M1]], %[[NZ]], %[[T]], %[[F]] :
// INTERP: inf
// INTERP-NEXT: -inf
// INTERP-NEXT: {{-?nan}}
// INTERP-NEXT: {{-?nan}}
// INTERP-NEXT: 0
// INTERP-NEXT: -0
// INTERP-NEXT: -1
// INTERP-NEXT: -0
// INTERP-NEXT: true
// INTERP-NEXT: false
func.func @f() -> (f32, f32, f32, f32, f32, f32, f32, f32, i1, i1) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %m1 = arith.constant -1.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %a = arith.divf %one, %z : f32
  %b = arith.divf %m1, %z : f32
  %c = arith.divf %z, %z : f32
  %d = arith.remf %one, %z : f32
  %e = arith.maximumf %nz, %z : f32
  %f = arith.minnumf %z, %nz : f32
  %g = arith.maxnumf %nan, %m1 : f32
  %h = arith.remf %nz, %one : f32
  %i = arith.cmpf uno, %nan, %one : f32
  %j = arith.cmpf ord, %nan, %one : f32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j : f32, f32, f32, f32, f32, f32, f32, f32, i1, i1
}
