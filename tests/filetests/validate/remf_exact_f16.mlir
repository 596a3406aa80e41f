// REQUIRES: vulkan
// RUN: tessera validate %s --backend vulkan | FileCheck %s

// arith.remf on f16 is exact too (see remf_exact.mlir): computed on the f32 bits of the
// operands by the same long division, then converted back (exactly).
// CHECK-NOT: MISMATCH
// CHECK: result: PASS (4 paths compared)
func.func @main() {
  %x = memref.alloc() : memref<8xf16>
  %y = memref.alloc() : memref<8xf16>
  %o = memref.alloc() : memref<8xf16>
  %xs = arith.constant dense<[6.0e4, 3.0e4, 2049.0, 100.5, -7.25, 1.0e4, 5.0, 1.0e-3]> : vector<8xf16>
  %ys = arith.constant dense<[3.0, 7.0, 3.0, 0.3, 2.0, 1.0e-3, 0.1, 3.0e-4]> : vector<8xf16>
  %c0 = arith.constant 0 : index
  vector.store %xs, %x[%c0] : memref<8xf16>, vector<8xf16>
  vector.store %ys, %y[%c0] : memref<8xf16>, vector<8xf16>
  affine.for %i = 0 to 8 {
    %a = affine.load %x[%i] : memref<8xf16>
    %b = affine.load %y[%i] : memref<8xf16>
    %r = arith.remf %a, %b : f16
    affine.store %r, %o[%i] : memref<8xf16>
  }
  return
}
