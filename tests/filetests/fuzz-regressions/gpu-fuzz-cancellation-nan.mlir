// REQUIRES: vulkan
// RUN: tessera validate %s --backend vulkan | FileCheck %s

// Found by the GPU differential fuzzer (tests/tests/fuzz_gpu.rs, seeds 1029, 1438, 2814):
// lavapipe folds `x - x` and `x + (-x)` to 0 whatever `x`, so `sqrt(x - x)` of a NaN `x`
// gave 0 instead of NaN (the two operands are often two loads of one element that the
// driver merges). `subf`, and `addf` of a `negf`, now give NaN for a zero result with a
// NaN or infinite operand.
// CHECK: result: PASS (4 paths compared)
func.func @main() {
  %a = memref.alloc() : memref<4xf16>
  %o = memref.alloc() : memref<4xf16>
  %b = memref.alloc() : memref<4xf32>
  %p = memref.alloc() : memref<4x2xf32>
  %d = memref.alloc() : memref<4xf64>
  %q = memref.alloc() : memref<4xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %nan = arith.constant 0x7E00 : f16
  %inf = arith.constant 0x7C00 : f16
  %one = arith.constant 1.0 : f16
  memref.store %nan, %a[%c0] : memref<4xf16>
  memref.store %inf, %a[%c1] : memref<4xf16>
  memref.store %one, %a[%c2] : memref<4xf16>
  memref.store %inf, %a[%c3] : memref<4xf16>
  %fnan = arith.constant 0x7FC00000 : f32
  %finf = arith.constant 0xFF800000 : f32
  %ftwo = arith.constant 2.0 : f32
  memref.store %fnan, %b[%c0] : memref<4xf32>
  memref.store %finf, %b[%c1] : memref<4xf32>
  memref.store %ftwo, %b[%c2] : memref<4xf32>
  memref.store %finf, %b[%c3] : memref<4xf32>
  %dnan = arith.constant 0x7FF8000000000000 : f64
  %dinf = arith.constant 0x7FF0000000000000 : f64
  %dbig = arith.constant 0x7FEFFFFFFFFFFFFF : f64
  memref.store %dnan, %d[%c0] : memref<4xf64>
  memref.store %dinf, %d[%c1] : memref<4xf64>
  memref.store %dbig, %d[%c2] : memref<4xf64>
  memref.store %dinf, %d[%c3] : memref<4xf64>
  affine.for %i = 0 to 4 {
    %x = affine.load %a[%i] : memref<4xf16>
    %y = affine.load %a[%i] : memref<4xf16>
    %diff = arith.subf %x, %y : f16
    %r = math.sqrt %diff : f16
    affine.store %r, %o[%i] : memref<4xf16>
    %u = affine.load %b[%i] : memref<4xf32>
    %n = arith.negf %u : f32
    %s = arith.addf %u, %n : f32
    %s2 = arith.addf %n, %u : f32
    affine.store %s, %p[%i, 0] : memref<4x2xf32>
    affine.store %s2, %p[%i, 1] : memref<4x2xf32>
    %v = affine.load %d[%i] : memref<4xf64>
    %w = affine.load %d[%i] : memref<4xf64>
    %e = arith.subf %v, %w : f64
    affine.store %e, %q[%i] : memref<4xf64>
  }
  return
}
