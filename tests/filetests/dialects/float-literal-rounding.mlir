// RUN: tessera opt %s --canonicalize | FileCheck %s

// Float literals are rounded once, to nearest even, from the decimal to the type, as
// upstream's APFloat::convertFromString: a decimal a sliver above a tie whose f64 is the
// tie itself rounds up (rounding through f64 gave the even neighbour below). The bit
// patterns are iree-opt's (folded bitcasts); e.g. 1 + 2^-11 + 10^-20 : f16 is 0x3C01.

// CHECK-LABEL: func.func @f16_ties
// 0x3C01 0x3C00 0x3C00 0x3C02 0x3C01 0xBC01
// CHECK: return %c15361_i16, %c15360_i16, %c15360_i16, %c15362_i16, %c15361_i16, %c-17407_i16 :
func.func @f16_ties() -> (i16, i16, i16, i16, i16, i16) {
  %0 = arith.constant 1.00048828125000000001 : f16
  %1 = arith.constant 1.00048828125 : f16
  %2 = arith.constant 1.00048828124999999999 : f16
  %3 = arith.constant 1.00146484375 : f16
  %4 = arith.constant 1.00146484374999999999 : f16
  %5 = arith.constant -1.00048828125000000001 : f16
  %b0 = arith.bitcast %0 : f16 to i16
  %b1 = arith.bitcast %1 : f16 to i16
  %b2 = arith.bitcast %2 : f16 to i16
  %b3 = arith.bitcast %3 : f16 to i16
  %b4 = arith.bitcast %4 : f16 to i16
  %b5 = arith.bitcast %5 : f16 to i16
  return %b0, %b1, %b2, %b3, %b4, %b5 : i16, i16, i16, i16, i16, i16
}

// The overflow threshold 65520 (inf 0x7C00; a sliver below: 65504 = 0x7BFF), 1e10
// (inf, as upstream), the tie 2^-25 between 0 and the least subnormal (0x0000, a sliver
// above: 0x0001), the subnormal tie 3·2^-25 (to the even 0x0002).
// CHECK-LABEL: func.func @f16_edges
// CHECK: return %c31744_i16, %c31743_i16, %c31744_i16, %c0_i16, %c1_i16, %c2_i16 :
func.func @f16_edges() -> (i16, i16, i16, i16, i16, i16) {
  %0 = arith.constant 65520.0 : f16
  %1 = arith.constant 65519.9999999999999999 : f16
  %2 = arith.constant 1.0e10 : f16
  %3 = arith.constant 2.98023223876953125e-8 : f16
  %4 = arith.constant 2.98023223876953125000001e-8 : f16
  %5 = arith.constant 8.94069671630859375e-8 : f16
  %b0 = arith.bitcast %0 : f16 to i16
  %b1 = arith.bitcast %1 : f16 to i16
  %b2 = arith.bitcast %2 : f16 to i16
  %b3 = arith.bitcast %3 : f16 to i16
  %b4 = arith.bitcast %4 : f16 to i16
  %b5 = arith.bitcast %5 : f16 to i16
  return %b0, %b1, %b2, %b3, %b4, %b5 : i16, i16, i16, i16, i16, i16
}

// bf16 1 + 2^-8 + sliver (0x3F81), the tie (0x3F80); f32 1 + 2^-24 + sliver
// (0x3F800001), the tie (0x3F800000); f32's overflow threshold 2^128 - 2^103 (inf
// 0x7F800000) and a sliver below it (0x7F7FFFFF).
// CHECK-LABEL: func.func @bf16_f32
// CHECK: return %c16257_i16, %c16256_i16, %c1065353217_i32, %c1065353216_i32, %c2139095040_i32, %c2139095039_i32 :
func.func @bf16_f32() -> (i16, i16, i32, i32, i32, i32) {
  %0 = arith.constant 1.00390625000000000001 : bf16
  %1 = arith.constant 1.00390625 : bf16
  %2 = arith.constant 1.000000059604644775390625000000001 : f32
  %3 = arith.constant 1.000000059604644775390625 : f32
  %4 = arith.constant 340282356779733661637539395458142568448.0 : f32
  %5 = arith.constant 340282356779733661637539395458142568447.9 : f32
  %b0 = arith.bitcast %0 : bf16 to i16
  %b1 = arith.bitcast %1 : bf16 to i16
  %b2 = arith.bitcast %2 : f32 to i32
  %b3 = arith.bitcast %3 : f32 to i32
  %b4 = arith.bitcast %4 : f32 to i32
  %b5 = arith.bitcast %5 : f32 to i32
  return %b0, %b1, %b2, %b3, %b4, %b5 : i16, i16, i32, i32, i32, i32
}

// f8E4M3FN: 1 + 2^-4 + sliver (0x39), the tie (0x38); 464 is halfway between the
// largest value 448 (0x7E) and the NaN pattern: the tie goes to the even 448, a sliver
// above to NaN (0x7F).
// CHECK-LABEL: func.func @small
// CHECK: return %c57_i8, %c56_i8, %c126_i8, %c127_i8 :
func.func @small() -> (i8, i8, i8, i8) {
  %0 = arith.constant 1.06250000000000000001 : f8E4M3FN
  %1 = arith.constant 1.0625 : f8E4M3FN
  %2 = arith.constant 464.0 : f8E4M3FN
  %3 = arith.constant 464.00000000000000001 : f8E4M3FN
  %b0 = arith.bitcast %0 : f8E4M3FN to i8
  %b1 = arith.bitcast %1 : f8E4M3FN to i8
  %b2 = arith.bitcast %2 : f8E4M3FN to i8
  %b3 = arith.bitcast %3 : f8E4M3FN to i8
  return %b0, %b1, %b2, %b3 : i8, i8, i8, i8
}

// The elements of dense literals round the same way.
// CHECK-LABEL: func.func @dense
// CHECK-DAG: arith.constant dense<[1.000980e+00, 1.000000e+00, -1.000980e+00, 6.550400e+04]> : tensor<4xf16>
// CHECK-DAG: arith.constant dense<[1.00000012, 1.000000e+00]> : tensor<2xf32>
func.func @dense() -> (tensor<4xf16>, tensor<2xf32>) {
  %0 = arith.constant dense<[1.00048828125000000001, 1.00048828125, -1.00048828125000000001, 65519.9999999999999999]> : tensor<4xf16>
  %1 = arith.constant dense<[1.000000059604644775390625000000001, 1.000000059604644775390624999999999]> : tensor<2xf32>
  return %0, %1 : tensor<4xf16>, tensor<2xf32>
}
