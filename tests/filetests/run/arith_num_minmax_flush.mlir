// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU

// arith.maximumnumf / minimumnumf (IEEE 754-2019 maximumNumber / minimumNumber: the
// non-NaN operand, -0 < +0) and arith.flush_denormals (a denormal becomes the zero of its
// sign) on f32 edge values, on every path. Results are stored as bits; row 0 maximumnumf,
// row 1 minimumnumf of the pairs (a[i], b[i]); row 2 flush_denormals of a[i].
//   a: NaN, 1.0, -0.0, +0.0,  NaN, 2^-149 (least denormal), -2^-127 (denormal), 2^-126 (least normal)
//   b: 2.0, NaN, +0.0, -0.0,  NaN, -1.0, inf, -inf
// CHECK: result: PASS (6 paths compared)
// CPU: sizes = [3, 8]
// CPU-NEXT: {{\[\[}}1073741824,   1065353216,   0,   0,   2143289344,   1,   2139095040,   8388608],
// CPU-NEXT: [1073741824,   1065353216,   -2147483648,   -2147483648,   2143289344,   -1082130432,   -2143289344,   -8388608],
// CPU-NEXT: [2143289344,   1065353216,   -2147483648,   0,   2143289344,   0,   -2147483648,   8388608]]
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %a = memref.alloc() : memref<8xi32>
  %b = memref.alloc() : memref<8xi32>
  %o = memref.alloc() : memref<3x8xi32>
  %av = arith.constant dense<[2143289344, 1065353216, -2147483648, 0, 2143289344, 1, -2143289344, 8388608]> : vector<8xi32>
  %bv = arith.constant dense<[1073741824, 2143289344, 0, -2147483648, 2143289344, -1082130432, 2139095040, -8388608]> : vector<8xi32>
  %c0 = arith.constant 0 : index
  vector.store %av, %a[%c0] : memref<8xi32>, vector<8xi32>
  vector.store %bv, %b[%c0] : memref<8xi32>, vector<8xi32>
  affine.for %i = 0 to 8 {
    %x = affine.load %a[%i] : memref<8xi32>
    %y = affine.load %b[%i] : memref<8xi32>
    %xf = arith.bitcast %x : i32 to f32
    %yf = arith.bitcast %y : i32 to f32
    %mx = arith.maximumnumf %xf, %yf : f32
    %mn = arith.minimumnumf %xf, %yf : f32
    %fl = arith.flush_denormals %xf : f32
    %mxb = arith.bitcast %mx : f32 to i32
    %mnb = arith.bitcast %mn : f32 to i32
    %flb = arith.bitcast %fl : f32 to i32
    affine.store %mxb, %o[0, %i] : memref<3x8xi32>
    affine.store %mnb, %o[1, %i] : memref<3x8xi32>
    affine.store %flb, %o[2, %i] : memref<3x8xi32>
  }
  %u = memref.cast %o : memref<3x8xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
