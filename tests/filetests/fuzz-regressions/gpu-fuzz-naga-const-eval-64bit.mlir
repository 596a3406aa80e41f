// REQUIRES: vulkan
// RUN: tessera validate %s --backend all | FileCheck %s

// Found by the GPU differential fuzzer (tests/tests/fuzz_gpu.rs, seeds 2039, 2431):
// naga's WGSL front end cannot evaluate some expressions on f64 and i64 constants:
// `min`/`max` of f64 literals ("Cannot apply math function to type"), the conversion of
// an f64 literal to an integer or of an i64 one to a float (`i32(0.0lf)`: "Cannot cast
// scalar components"). The naga and WGSL paths failed with "generated WGSL does not
// parse". The back end folds these on constants now (truncation, rounding to nearest,
// IEEE `min`/`max` with -0 < +0), and `absi` and `addf`..`remf` of constants, so that
// their consumers fold too: the IR's folding does not see a constant the back end made
// (`remf(x, absf(x))` below, then `sqrt` and `minimumf` of it; `sitofp` of `absi`). GL
// (llvmpipe) has no i64 or f64.
// CHECK: result: PASS (4 paths compared; 2 unsupported on their adapter)
func.func @main() {
  %o = memref.alloc() : memref<2x4xi64>
  %t = memref.alloc() : memref<2x3xi8>
  %f = memref.alloc() : memref<2x2xf32>
  %g = memref.alloc() : memref<2x3xf64>
  affine.for %i = 0 to 2 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %k = arith.constant -9223372036854775807 : i64
    %a = math.absi %k : i64
    memref.store %a, %o[%i, %c0] : memref<2x4xi64>
    %min = arith.constant -9223372036854775808 : i64
    %amin = math.absi %min : i64
    memref.store %amin, %o[%i, %c1] : memref<2x4xi64>
    %d0 = arith.constant 0.0 : f64
    %t0 = arith.fptosi %d0 : f64 to i8
    memref.store %t0, %t[%i, %c0] : memref<2x3xi8>
    %d1 = arith.constant -2.75 : f64
    %t1 = arith.fptosi %d1 : f64 to i8
    memref.store %t1, %t[%i, %c1] : memref<2x3xi8>
    %d2 = arith.constant 200.5 : f64
    %t2 = arith.fptoui %d2 : f64 to i8
    memref.store %t2, %t[%i, %c2] : memref<2x3xi8>
    %s = arith.sitofp %a : i64 to f32
    memref.store %s, %f[%i, %c0] : memref<2x2xf32>
    %u = arith.uitofp %amin : i64 to f32
    memref.store %u, %f[%i, %c1] : memref<2x2xf32>
    %x = arith.constant -1.625 : f64
    %ax = math.absf %x : f64
    %rem = arith.remf %x, %ax : f64
    %sq = math.sqrt %rem : f64
    %z = arith.constant 0.5 : f64
    %mn = arith.minimumf %sq, %z : f64
    memref.store %mn, %g[%i, %c0] : memref<2x3xf64>
    %mx = arith.maxnumf %ax, %z : f64
    memref.store %mx, %g[%i, %c1] : memref<2x3xf64>
    %q = arith.divf %z, %ax : f64
    memref.store %q, %g[%i, %c2] : memref<2x3xf64>
  }
  return
}
