// REQUIRES: vulkan
// RUN: tessera validate %s --backend vulkan | FileCheck %s

// Found by the GPU differential fuzzer (tests/tests/fuzz_gpu.rs, seed 2373): lavapipe
// matches a constant `-0.0` as the `0.0` of its rule `bcsel(c, 1.0, 0.0) -> b2f(c)`, so
// `select(c, 1.0, -0.0)` gave +0 where it picked -0 (seen here as `1 / r`, and through a
// `copysign` taking the sign of such a select, as in the seed). A float `select` with a
// constant `-0.0` operand now puts the sign of the picked operand back on a zero result.
// CHECK: result: PASS (4 paths compared)
func.func @main() {
  %a = memref.alloc() : memref<2xf32>
  %o = memref.alloc() : memref<2x3xf32>
  %d = memref.alloc() : memref<2xf64>
  %q = memref.alloc() : memref<2x2xf64>
  %h = memref.alloc() : memref<2x2xf16>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m3 = arith.constant -3.0 : f32
  %p3 = arith.constant 3.0 : f32
  memref.store %m3, %a[%c0] : memref<2xf32>
  memref.store %p3, %a[%c1] : memref<2xf32>
  %dm3 = arith.constant -3.0 : f64
  %dp3 = arith.constant 3.0 : f64
  memref.store %dm3, %d[%c0] : memref<2xf64>
  memref.store %dp3, %d[%c1] : memref<2xf64>
  affine.for %i = 0 to 2 {
    %x = affine.load %a[%i] : memref<2xf32>
    %one = arith.constant 1.0 : f32
    %nz = arith.constant -0.0 : f32
    %zero = arith.constant 0.0 : f32
    %c = arith.cmpf ogt, %x, %zero : f32
    %s = arith.select %c, %one, %nz : f32
    %inv = arith.divf %one, %s : f32
    %s2 = arith.select %c, %nz, %one : f32
    %inv2 = arith.divf %one, %s2 : f32
    %cs = math.copysign %x, %s : f32
    affine.store %inv, %o[%i, 0] : memref<2x3xf32>
    affine.store %inv2, %o[%i, 1] : memref<2x3xf32>
    affine.store %cs, %o[%i, 2] : memref<2x3xf32>
    %y = affine.load %d[%i] : memref<2xf64>
    %done = arith.constant 1.0 : f64
    %dnz = arith.constant -0.0 : f64
    %ds = arith.select %c, %done, %dnz : f64
    %dinv = arith.divf %done, %ds : f64
    %dcs = math.copysign %y, %ds : f64
    affine.store %dinv, %q[%i, 0] : memref<2x2xf64>
    affine.store %dcs, %q[%i, 1] : memref<2x2xf64>
    %hone = arith.constant 1.0 : f16
    %hnz = arith.constant -0.0 : f16
    %hs = arith.select %c, %hone, %hnz : f16
    %hinv = arith.divf %hone, %hs : f16
    affine.store %hs, %h[%i, 0] : memref<2x2xf16>
    affine.store %hinv, %h[%i, 1] : memref<2x2xf16>
  }
  return
}
