// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s

// arith.remf is fmod, exactly: GPUs compute OpFRem (and WGSL's %) as x - y·trunc(x/y),
// which is wrong whenever the quotient is inexact, small ones too: 5 rem 0.1 gave 0 instead
// of 0.09999993, 100.5 rem 0.3 gave -7.6e-6 instead of 0.29999602, 3e38 rem 3 gave 0
// instead of 2, on all 5 GPU paths. The back end now computes f16 and f32 remf by long
// division of the significands in 32-bit integers (f64 keeps OpFRem: a documented
// deviation, see docs/VALIDATION.md).
// CHECK-NOT: MISMATCH
// CHECK: result: PASS (6 paths compared)
func.func @main() {
  %x = memref.alloc() : memref<8xf32>
  %y = memref.alloc() : memref<8xf32>
  %o = memref.alloc() : memref<8xf32>
  %xs = arith.constant dense<[3.0e38, 1.0e10, 16777217.0, 100.5, -7.25, 2.0e20, 5.0, 1.0e-3]> : vector<8xf32>
  %ys = arith.constant dense<[3.0, 7.0, 3.0, 0.3, 2.0, 1.0e-3, 0.1, 3.0e-4]> : vector<8xf32>
  %c0 = arith.constant 0 : index
  vector.store %xs, %x[%c0] : memref<8xf32>, vector<8xf32>
  vector.store %ys, %y[%c0] : memref<8xf32>, vector<8xf32>
  affine.for %i = 0 to 8 {
    %a = affine.load %x[%i] : memref<8xf32>
    %b = affine.load %y[%i] : memref<8xf32>
    %r = arith.remf %a, %b : f32
    affine.store %r, %o[%i] : memref<8xf32>
  }
  return
}
