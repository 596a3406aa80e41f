// REQUIRES: vulkan
// RUN: tessera validate %s --backend all --rtol 0 --atol 0 --ulps 0 | FileCheck %s

// math.ipowi with a constant base (3^n, n from -20 to 19: 0 for n < 0) and math.fpowi of
// constant f32, f64 and f16 bases (1.7^n; f16 computed in f32 and rounded once) in an
// affine nest the GPU pipeline maps, bit for bit on every path that runs (llvmpipe has
// neither f16 nor f64): binary powering, product for product, on every path; the
// constant bases are loaded, not folded, so that naga's front ends do not evaluate the
// squarings (3^32 wraps, 1.7^(2^k) overflows) as constant expressions.
// CHECK: result: PASS (4 paths compared; 2 unsupported on their adapter)
func.func @main() {
  %o = memref.alloc() : memref<40xi32>
  %p = memref.alloc() : memref<40xf32>
  %q = memref.alloc() : memref<40xf64>
  %h = memref.alloc() : memref<40xf16>
  affine.for %i = 0 to 40 {
    %ii = arith.index_cast %i : index to i32
    %c20 = arith.constant 20 : i32
    %n = arith.subi %ii, %c20 : i32
    %three = arith.constant 3 : i32
    %a = math.ipowi %three, %n : i32
    affine.store %a, %o[%i] : memref<40xi32>
    %x = arith.constant 1.7 : f32
    %b = math.fpowi %x, %n : f32, i32
    affine.store %b, %p[%i] : memref<40xf32>
    %xd = arith.constant 1.7 : f64
    %c = math.fpowi %xd, %n : f64, i32
    affine.store %c, %q[%i] : memref<40xf64>
    %xh = arith.constant 1.7 : f16
    %d = math.fpowi %xh, %n : f16, i32
    affine.store %d, %h[%i] : memref<40xf16>
  }
  return
}
