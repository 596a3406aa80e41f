// REQUIRES: vulkan
// RUN: tessera validate %s --backend vulkan | FileCheck %s

// Found by the GPU differential fuzzer (tests/tests/fuzz_gpu.rs, seed 2255): `math.fma`
// is fused (one rounding), but GLSL.std.450 `Fma` need not be, and lavapipe's is not.
// Where the two roundings differ by more than one rounding's tolerance the back end
// computes the exact result: an infinite `c` with finite `a`, `b` (the product overflows
// unfused: `fma(-1.8e308, -1.25, -inf)` was `+inf + -inf = NaN`, fused it is `-inf`), and
// an overflowing product with a finite `c` that brings the sum back into range
// (`fma(3e38, 2, -3.4e38)` is 2.6e38, not `inf`). Seed 608: with a zero factor the
// driver knows (`copysign(0, ...)` of constants), lavapipe folds `fma(0, x, c)` to `c`
// even for an infinite `x`; the back end adds the exact product (NaN here) to `c`.
// CHECK: result: PASS (4 paths compared)
func.func @main() {
  %a = memref.alloc() : memref<3xf32>
  %b = memref.alloc() : memref<3xf32>
  %c = memref.alloc() : memref<3xf32>
  %o = memref.alloc() : memref<3xf32>
  %da = memref.alloc() : memref<2xf64>
  %db = memref.alloc() : memref<2xf64>
  %dc = memref.alloc() : memref<2xf64>
  %do = memref.alloc() : memref<2xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %big = arith.constant 3.0e38 : f32
  %two = arith.constant 2.0 : f32
  %nmax = arith.constant -3.4e38 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %one = arith.constant 1.5 : f32
  memref.store %big, %a[%c0] : memref<3xf32>
  memref.store %two, %b[%c0] : memref<3xf32>
  memref.store %ninf, %c[%c0] : memref<3xf32>
  memref.store %big, %a[%c1] : memref<3xf32>
  memref.store %two, %b[%c1] : memref<3xf32>
  memref.store %nmax, %c[%c1] : memref<3xf32>
  memref.store %pinf, %a[%c2] : memref<3xf32>
  memref.store %one, %b[%c2] : memref<3xf32>
  memref.store %ninf, %c[%c2] : memref<3xf32>
  %x = arith.constant -1.8e308 : f64
  %y = arith.constant -1.25 : f64
  %z = arith.constant 0xFFF0000000000000 : f64
  %w = arith.constant 1.0e308 : f64
  %v = arith.constant -1.7e308 : f64
  %two64 = arith.constant 2.0 : f64
  memref.store %x, %da[%c0] : memref<2xf64>
  memref.store %y, %db[%c0] : memref<2xf64>
  memref.store %z, %dc[%c0] : memref<2xf64>
  memref.store %w, %da[%c1] : memref<2xf64>
  memref.store %two64, %db[%c1] : memref<2xf64>
  memref.store %v, %dc[%c1] : memref<2xf64>
  affine.for %i = 0 to 3 {
    %p = affine.load %a[%i] : memref<3xf32>
    %q = affine.load %b[%i] : memref<3xf32>
    %r = affine.load %c[%i] : memref<3xf32>
    %f = math.fma %p, %q, %r : f32
    affine.store %f, %o[%i] : memref<3xf32>
  }
  affine.for %i = 0 to 2 {
    %p = affine.load %da[%i] : memref<2xf64>
    %q = affine.load %db[%i] : memref<2xf64>
    %r = affine.load %dc[%i] : memref<2xf64>
    %f = math.fma %p, %q, %r : f64
    affine.store %f, %do[%i] : memref<2xf64>
  }
  %h = memref.alloc() : memref<4xf16>
  %ho = memref.alloc() : memref<4xf16>
  %hinf = arith.constant 0x7C00 : f16
  %hone = arith.constant 1.0 : f16
  memref.store %hinf, %h[%c0] : memref<4xf16>
  memref.store %hone, %h[%c1] : memref<4xf16>
  memref.store %hinf, %h[%c2] : memref<4xf16>
  affine.for %i = 0 to 4 {
    %hz = arith.constant 0x0000 : f16
    %ht = arith.constant 0x7C00 : f16
    %hone1 = arith.constant 0x3C00 : f16
    %hu = arith.cmpf uno, %ht, %ht : f16
    %hs = arith.select %hu, %hone1, %ht : f16
    %zz = math.copysign %hz, %hs : f16
    %hx = affine.load %h[%i] : memref<4xf16>
    %hy = affine.load %h[(%i * 3) mod 4] : memref<4xf16>
    %hf = math.fma %zz, %hx, %hy : f16
    affine.store %hf, %ho[%i] : memref<4xf16>
  }
  return
}
