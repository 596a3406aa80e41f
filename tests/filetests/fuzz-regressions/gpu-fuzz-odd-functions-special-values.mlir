// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s

// Found by the GPU differential fuzzer once `validate` compared the sign of zeros (seed
// 32: llvmpipe's GL `tanh(-0)` is `+0`), then widened by hand to each function's special
// values, on every path:
// - `atan(-0)` was `+0` and `atan(NaN)` 0 everywhere; GL's `tanh(NaN)` was -1 and its
//   `tanh(1e-8)` 0. Odd functions now return `slope·x` for `|x| < 2^-12` and NaN for NaN.
// - `log1p(-0)` was `+0` (`log(1 + x)`); it is `x·log(u)/(u - 1)`, `u = 1 + x`, now.
// - `atan2`: GLSL leaves both zeros undefined (`atan2(-0, -0)` was `-3π/4`, not `-π`),
//   and a NaN operand gave 0 or ±π/2; IEEE's special cases are selected explicitly.
// - The interpreter's `erf(-0)` was `+0` (it tested `x < 0`, not the sign bit).
// CHECK: result: PASS (6 paths compared)
func.func @main() {
  %v = memref.alloc() : memref<8xf32>
  %o = memref.alloc() : memref<8x8xf32>
  %u = memref.alloc() : memref<8x8xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %a0 = arith.constant 0.0 : f32
  %a1 = arith.constant -0.0 : f32
  %a2 = arith.constant 1.5 : f32
  %a3 = arith.constant -2.5 : f32
  %a4 = arith.constant 0x7F800000 : f32
  %a5 = arith.constant 0xFF800000 : f32
  %a6 = arith.constant 0x7FC00000 : f32
  %a7 = arith.constant 1.0e-8 : f32
  memref.store %a0, %v[%c0] : memref<8xf32>
  memref.store %a1, %v[%c1] : memref<8xf32>
  memref.store %a2, %v[%c2] : memref<8xf32>
  memref.store %a3, %v[%c3] : memref<8xf32>
  memref.store %a4, %v[%c4] : memref<8xf32>
  memref.store %a5, %v[%c5] : memref<8xf32>
  memref.store %a6, %v[%c6] : memref<8xf32>
  memref.store %a7, %v[%c7] : memref<8xf32>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %y = affine.load %v[%i] : memref<8xf32>
      %x = affine.load %v[%j] : memref<8xf32>
      %r = math.atan2 %y, %x : f32
      affine.store %r, %o[%i, %j] : memref<8x8xf32>
      %s = affine.load %v[%j] : memref<8xf32>
      %l = math.log1p %s : f32
      %t = math.tanh %s : f32
      %a = math.atan %s : f32
      %e = math.erf %s : f32
      %w = math.sin %s : f32
      %q = math.tan %s : f32
      affine.store %l, %u[0, %j] : memref<8x8xf32>
      affine.store %t, %u[1, %j] : memref<8x8xf32>
      affine.store %a, %u[2, %j] : memref<8x8xf32>
      affine.store %e, %u[3, %j] : memref<8x8xf32>
      affine.store %w, %u[4, %j] : memref<8x8xf32>
      affine.store %q, %u[5, %j] : memref<8x8xf32>
    }
  }
  return
}
