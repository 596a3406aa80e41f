// REQUIRES: vulkan
// RUN: tessera validate %s --backend vulkan | FileCheck %s

// `remf` on f64 with infinite operands: fmod(±inf, y) is NaN, fmod(x, ±inf) is x. Found by
// the GPU differential fuzzer on an NVIDIA H200 (seed 370): `remf(inf, |inf|)` gave ±inf;
// the driver took `|x| == inf` to be false for an infinite f64, so the back end tests the
// bits of `x · 2^-1000` in f32 instead of comparing.
// CHECK: spirv (naga)                   ok
// CHECK: spirv passthrough              ok
// CHECK: wgsl                           ok
// CHECK: result: PASS (4 paths compared)
func.func @main() {
  %x = memref.alloc() : memref<6xf64>
  %r = memref.alloc() : memref<6x2xf64>
  %inf = arith.constant 0x7FF0000000000000 : f64
  %ninf = arith.constant 0xFFF0000000000000 : f64
  %nan = arith.constant 0x7FF8000000000000 : f64
  %a = arith.constant 1.5 : f64
  %b = arith.constant -2.5e300 : f64
  %c = arith.constant 7.0 : f64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  memref.store %inf, %x[%c0] : memref<6xf64>
  memref.store %ninf, %x[%c1] : memref<6xf64>
  memref.store %nan, %x[%c2] : memref<6xf64>
  memref.store %a, %x[%c3] : memref<6xf64>
  memref.store %b, %x[%c4] : memref<6xf64>
  memref.store %c, %x[%c5] : memref<6xf64>
  affine.for %i = 0 to 6 {
    %v = affine.load %x[%i] : memref<6xf64>
    %w = affine.load %x[(%i + 1) mod 6] : memref<6xf64>
    %m = math.absf %v : f64
    %q = arith.remf %v, %m : f64
    affine.store %q, %r[%i, 0] : memref<6x2xf64>
    %q2 = arith.remf %w, %v : f64
    affine.store %q2, %r[%i, 1] : memref<6x2xf64>
  }
  return
}
