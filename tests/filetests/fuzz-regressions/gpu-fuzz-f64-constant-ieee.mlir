// REQUIRES: vulkan
// RUN: tessera validate %s --backend vulkan | FileCheck %s

// Found by the GPU differential fuzzer (tests/tests/fuzz_gpu.rs, seed 7): the IEEE
// handling of f64 `maximumf`/`minimumf`/`cmpf` converts its operands to f32 to test their
// bits, and for a constant operand naga's WGSL front end cannot evaluate the conversion of
// the f64 literal (`f32(-0.375lf)`: "Cannot cast scalar components"), so the naga and WGSL
// paths failed with "generated WGSL does not parse". Constants are converted at compile
// time now.
// CHECK: result: PASS (4 paths compared)
func.func @main() {
  %a = memref.alloc() : memref<4xf64>
  %o = memref.alloc() : memref<4x3xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %nan = arith.constant 0x7FF8000000000000 : f64
  %nz = arith.constant -0.0 : f64
  %x = arith.constant 2.5 : f64
  %ninf = arith.constant 0xFFF0000000000000 : f64
  memref.store %nan, %a[%c0] : memref<4xf64>
  memref.store %nz, %a[%c1] : memref<4xf64>
  memref.store %x, %a[%c2] : memref<4xf64>
  memref.store %ninf, %a[%c3] : memref<4xf64>
  affine.for %i = 0 to 4 {
    %v = affine.load %a[%i] : memref<4xf64>
    %k = arith.constant -0.375 : f64
    %z = arith.constant 0.0 : f64
    %mx = arith.maximumf %v, %k : f64
    %mn = arith.minimumf %v, %z : f64
    %u = arith.cmpf ule, %v, %k : f64
    %s = arith.select %u, %mx, %mn : f64
    affine.store %mx, %o[%i, 0] : memref<4x3xf64>
    affine.store %mn, %o[%i, 1] : memref<4x3xf64>
    affine.store %s, %o[%i, 2] : memref<4x3xf64>
  }
  return
}
