// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tessera opt %s --mlir-print-op-generic | tessera opt | FileCheck %s

// arith.subui_extended, vector.shuffle, vector.interleave and vector.deinterleave in custom
// and generic form. The CHECK lines are iree-opt 3.13's output for this input (its result
// names, %diff/%borrow and %res1/%res2, are left out): shuffle's result type is inferred
// from the mask, -1 is a poison index, 0-D, n-D and scalable vectors parse and print.

// CHECK: = arith.subui_extended %arg0, %arg1 : i32, i1
// CHECK: = arith.subui_extended %arg2, %arg3 : vector<4xi32>, vector<4xi1>
// CHECK: = arith.subui_extended %arg4, %arg4 : index, i1
// CHECK: = arith.subui_extended %arg5, %arg5 {tag} : tensor<2xi8>, tensor<2xi1>
// CHECK: = arith.subui_extended %arg6, %arg6 : tensor<?xi16>, tensor<3xi1>
// CHECK: = vector.shuffle %arg0, %arg1 [0, 4, -1, 2] : vector<2xf32>, vector<3xf32>
// CHECK: = vector.shuffle %arg2, %arg3 [2, 0, 1] {tag} : vector<2x4xi8>, vector<1x4xi8>
// CHECK: = vector.shuffle %arg4, %arg4 [1, 0, -1] : vector<f32>, vector<f32>
// CHECK: = vector.interleave %arg0, %arg0 : vector<2xf32> -> vector<4xf32>
// CHECK: = vector.interleave %arg2, %arg2 : vector<2x4xi8> -> vector<2x8xi8>
// CHECK: = vector.interleave %arg4, %arg4 : vector<f32> -> vector<2xf32>
// CHECK: = vector.interleave %arg5, %arg5 : vector<[4]xi32> -> vector<[8]xi32>
// CHECK: = vector.deinterleave %3 : vector<4xf32> -> vector<2xf32>
// CHECK: = vector.deinterleave %arg2 {tag} : vector<2x4xi8> -> vector<2x2xi8>
// CHECK: = vector.deinterleave %arg5 : vector<[4]xi32> -> vector<[2]xi32>
// GENERIC: = "arith.subui_extended"({{%arg[0-9]+}}, {{%arg[0-9]+}}) : (i32, i32) -> (i32, i1)
// GENERIC: = "arith.subui_extended"({{%arg[0-9]+}}, {{%arg[0-9]+}}) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi1>)
// GENERIC: = "arith.subui_extended"({{%arg[0-9]+}}, {{%arg[0-9]+}}) : (index, index) -> (index, i1)
// GENERIC: = "arith.subui_extended"({{%arg[0-9]+}}, {{%arg[0-9]+}}) {tag} : (tensor<2xi8>, tensor<2xi8>) -> (tensor<2xi8>, tensor<2xi1>)
// GENERIC: = "arith.subui_extended"({{%arg[0-9]+}}, {{%arg[0-9]+}}) : (tensor<?xi16>, tensor<?xi16>) -> (tensor<?xi16>, tensor<3xi1>)
// GENERIC: = "vector.shuffle"({{%arg[0-9]+}}, {{%arg[0-9]+}}) <{mask = array<i64: 0, 4, -1, 2>}> : (vector<2xf32>, vector<3xf32>) -> vector<4xf32>
// GENERIC: = "vector.shuffle"({{%arg[0-9]+}}, {{%arg[0-9]+}}) <{mask = array<i64: 2, 0, 1>}> {tag} : (vector<2x4xi8>, vector<1x4xi8>) -> vector<3x4xi8>
// GENERIC: = "vector.shuffle"({{%arg[0-9]+}}, {{%arg[0-9]+}}) <{mask = array<i64: 1, 0, -1>}> : (vector<f32>, vector<f32>) -> vector<3xf32>
// GENERIC: = "vector.interleave"({{%arg[0-9]+}}, {{%arg[0-9]+}}) : (vector<2xf32>, vector<2xf32>) -> vector<4xf32>
// GENERIC: = "vector.interleave"({{%arg[0-9]+}}, {{%arg[0-9]+}}) : (vector<2x4xi8>, vector<2x4xi8>) -> vector<2x8xi8>
// GENERIC: = "vector.interleave"({{%arg[0-9]+}}, {{%arg[0-9]+}}) : (vector<f32>, vector<f32>) -> vector<2xf32>
// GENERIC: = "vector.interleave"({{%arg[0-9]+}}, {{%arg[0-9]+}}) : (vector<[4]xi32>, vector<[4]xi32>) -> vector<[8]xi32>
// GENERIC: = "vector.deinterleave"({{%[0-9]+}}) : (vector<4xf32>) -> (vector<2xf32>, vector<2xf32>)
// GENERIC: = "vector.deinterleave"({{%arg[0-9]+}}) {tag} : (vector<2x4xi8>) -> (vector<2x2xi8>, vector<2x2xi8>)
// GENERIC: = "vector.deinterleave"({{%arg[0-9]+}}) : (vector<[4]xi32>) -> (vector<[2]xi32>, vector<[2]xi32>)
func.func @subui(%a: i32, %b: i32, %v: vector<4xi32>, %w: vector<4xi32>, %i: index, %t: tensor<2xi8>, %q: tensor<?xi16>) {
  %d, %c = arith.subui_extended %a, %b : i32, i1
  %dv, %cv = arith.subui_extended %v, %w : vector<4xi32>, vector<4xi1>
  %di, %ci = arith.subui_extended %i, %i : index, i1
  %dt, %ct = arith.subui_extended %t, %t {tag} : tensor<2xi8>, tensor<2xi1>
  %dd, %cd = arith.subui_extended %q, %q : tensor<?xi16>, tensor<3xi1>
  return
}
func.func @permute(%x: vector<2xf32>, %y: vector<3xf32>, %m: vector<2x4xi8>, %n: vector<1x4xi8>, %z: vector<f32>, %s: vector<[4]xi32>) {
  %0 = vector.shuffle %x, %y [0, 4, -1, 2] : vector<2xf32>, vector<3xf32>
  %1 = vector.shuffle %m, %n [2, 0, 1] {tag} : vector<2x4xi8>, vector<1x4xi8>
  %2 = vector.shuffle %z, %z [1, 0, -1] : vector<f32>, vector<f32>
  %3 = vector.interleave %x, %x : vector<2xf32> -> vector<4xf32>
  %4 = vector.interleave %m, %m : vector<2x4xi8> -> vector<2x8xi8>
  %5 = vector.interleave %z, %z : vector<f32> -> vector<2xf32>
  %6 = vector.interleave %s, %s : vector<[4]xi32> -> vector<[8]xi32>
  %7, %8 = vector.deinterleave %3 : vector<4xf32> -> vector<2xf32>
  %9, %10 = vector.deinterleave %m {tag} : vector<2x4xi8> -> vector<2x2xi8>
  %11, %12 = vector.deinterleave %s : vector<[4]xi32> -> vector<[2]xi32>
  return
}
