// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s

// math.powf on loaded operands inside a kernel, special values included (x^0 = 1, 1^y = 1,
// 0^-1 = +inf, (-0)^-1 = -inf, (-2)^3 = -8, (-2)^0.5 = NaN, NaN^y, inf^-1 = 0). The other
// filetest that had powf in a kernel (fuzz-regressions/gpu-fuzz-naga-const-eval-f32.mlir)
// only has constant operands, which the folder now evaluates before the back end.
// CHECK-NOT: MISMATCH
// CHECK: result: PASS (6 paths compared)
func.func @main() {
  %x = memref.alloc() : memref<32xf32>
  %y = memref.alloc() : memref<32xf32>
  %o = memref.alloc() : memref<32xf32>
  %v = memref.alloc() : memref<32xf32>
  %xs = arith.constant dense<[2.0, 3.5, 0.25, 7.0, 0.0, -0.0, -2.0, -2.0, 0x7FC00000, 0x7F800000, 1.0, 10.0, -0.0, -0.0, 0.0, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0x7F800000, -1.0, -1.0, 0.5, 0.5, 3.0, 3.0, -3.0, -0.5, 0x7FC00000, -2.0, 1.5, 0.0]> : vector<32xf32>
  %ys = arith.constant dense<[3.0, -1.5, 0.5, 0.0, -1.0, -1.0, 3.0, 0.5, 2.0, -1.0, 0x7FC00000, 2.25, -2.0, 3.0, 2.5, -1.0, -2.0, 3.0, 2.0, 0.5, 0x7F800000, 0xFF800000, 0x7F800000, 0xFF800000, 0x7F800000, 0xFF800000, -2.0, 3.0, 0.0, -0.0, -4.0, 0xFF800000]> : vector<32xf32>
  %c0 = arith.constant 0 : index
  vector.store %xs, %x[%c0] : memref<32xf32>, vector<32xf32>
  vector.store %ys, %y[%c0] : memref<32xf32>, vector<32xf32>
  affine.for %i = 0 to 32 {
    %a = affine.load %x[%i] : memref<32xf32>
    %b = affine.load %y[%i] : memref<32xf32>
    %p = math.powf %a, %b : f32
    affine.store %p, %o[%i] : memref<32xf32>
  }
  // The same on vector<4xf32> lanes.
  affine.for %j = 0 to 8 {
    %k = affine.apply affine_map<(d0) -> (d0 * 4)>(%j)
    %a = vector.load %x[%k] : memref<32xf32>, vector<4xf32>
    %b = vector.load %y[%k] : memref<32xf32>, vector<4xf32>
    %p = math.powf %a, %b : vector<4xf32>
    vector.store %p, %v[%k] : memref<32xf32>, vector<4xf32>
  }
  return
}
