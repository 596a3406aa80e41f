// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tessera opt %s --mlir-print-op-generic | tessera opt | FileCheck %s

// vector.bitcast, shape_cast, extract/insert_strided_slice, transpose, constant_mask,
// create_mask, to_elements, outerproduct and multi_reduction in current upstream's custom
// and generic forms (iree-opt 3.13 prints the same).
// CHECK: vector.bitcast %{{.*}} {tag} : vector<4xf32> to vector<4xi32>
// CHECK: vector.bitcast %{{.*}} : vector<4xf32> to vector<8xf16>
// CHECK: vector.shape_cast %{{.*}} : vector<2x2xf32> to vector<4xf32>
// CHECK: vector.extract_strided_slice %{{.*}} offsets = [1], sizes = [2], strides = [1] {tag} : vector<4xf32> to vector<2xf32>
// CHECK: vector.extract_strided_slice %{{.*}} offsets = [1], sizes = [1], strides = [1] : vector<2x2xf32> to vector<1x2xf32>
// CHECK: vector.insert_strided_slice %{{.*}}, %{{.*}} offsets = [2], strides = [1] : vector<2xf32> into vector<4xf32>
// CHECK: vector.insert_strided_slice %{{.*}}, %{{.*}} offsets = [1, 0], strides = [1] : vector<2xf32> into vector<2x2xf32>
// CHECK: vector.transpose %{{.*}}, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
// CHECK: vector.constant_mask [2] : vector<4xi1>
// CHECK: vector.constant_mask [1, 2] {tag} : vector<2x4xi1>
// CHECK: vector.create_mask %{{.*}} : vector<4xi1>
// CHECK: vector.create_mask %{{.*}}, %{{.*}} : vector<2x4xi1>
// CHECK: %{{.*}}:4 = vector.to_elements %{{.*}} : vector<4xf32>
// CHECK: vector.outerproduct %{{.*}}, %{{.*}} : vector<4xf32>, vector<2xf32>
// CHECK: vector.outerproduct %{{.*}}, %{{.*}}, %{{.*}} {kind = #vector.kind<add>} : vector<4xf32>, f32
// CHECK: vector.outerproduct %{{.*}}, %{{.*}}, %{{.*}} {kind = #vector.kind<maxnumf>} : vector<4xf32>, vector<2xf32>
// CHECK: vector.outerproduct %{{.*}}, %{{.*}} : vector<4xf32>, f32
// CHECK: vector.multi_reduction <add>, %{{.*}}, %{{.*}} [1] : vector<2x2xf32> to vector<2xf32>
// CHECK: vector.multi_reduction <maxnumf>, %{{.*}}, %{{.*}} {tag} [0, 1] : vector<2x2xf32> to f32
// GENERIC: "vector.bitcast"(%{{.*}}) {tag} : (vector<4xf32>) -> vector<4xi32>
// GENERIC: "vector.extract_strided_slice"(%{{.*}}) <{offsets = [1], sizes = [2], strides = [1]}> {tag} : (vector<4xf32>) -> vector<2xf32>
// GENERIC: "vector.insert_strided_slice"(%{{.*}}, %{{.*}}) <{offsets = [2], strides = [1]}> : (vector<2xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC: "vector.transpose"(%{{.*}}) <{permutation = array<i64: 1, 0>}> : (vector<2x3xf32>) -> vector<3x2xf32>
// GENERIC: "vector.constant_mask"() <{mask_dim_sizes = array<i64: 2>}> : () -> vector<4xi1>
// GENERIC: "vector.create_mask"(%{{.*}}) : (index) -> vector<4xi1>
// GENERIC: "vector.to_elements"(%{{.*}}) : (vector<4xf32>) -> (f32, f32, f32, f32)
// GENERIC: "vector.outerproduct"(%{{.*}}, %{{.*}}) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<2xf32>) -> vector<4x2xf32>
// GENERIC: "vector.multi_reduction"(%{{.*}}, %{{.*}}) <{kind = #vector.kind<add>, reduction_dims = array<i64: 1>}> : (vector<2x2xf32>, vector<2xf32>) -> vector<2xf32>
func.func @f(%a: vector<4xf32>, %b: vector<2x2xf32>, %c: vector<2x3xf32>, %v2: vector<2xf32>,
             %n: index, %s: f32, %m: vector<4x2xf32>) {
  %0 = vector.bitcast %a {tag} : vector<4xf32> to vector<4xi32>
  %1 = vector.bitcast %a : vector<4xf32> to vector<8xf16>
  %2 = vector.shape_cast %b : vector<2x2xf32> to vector<4xf32>
  %3 = vector.extract_strided_slice %a offsets = [1], sizes = [2], strides = [1] {tag} : vector<4xf32> to vector<2xf32>
  %4 = vector.extract_strided_slice %b offsets = [1], sizes = [1], strides = [1] : vector<2x2xf32> to vector<1x2xf32>
  %5 = vector.insert_strided_slice %3, %a offsets = [2], strides = [1] : vector<2xf32> into vector<4xf32>
  %6 = vector.insert_strided_slice %v2, %b offsets = [1, 0], strides = [1] : vector<2xf32> into vector<2x2xf32>
  %7 = vector.transpose %c, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %8 = vector.constant_mask [2] : vector<4xi1>
  %9 = vector.constant_mask [1, 2] {tag} : vector<2x4xi1>
  %10 = vector.create_mask %n : vector<4xi1>
  %11 = vector.create_mask %n, %n : vector<2x4xi1>
  %12:4 = vector.to_elements %a : vector<4xf32>
  %13 = vector.outerproduct %a, %v2 : vector<4xf32>, vector<2xf32>
  %14 = vector.outerproduct %a, %s, %a : vector<4xf32>, f32
  %15 = vector.outerproduct %a, %v2, %m {kind = #vector.kind<maxnumf>} : vector<4xf32>, vector<2xf32>
  %16 = "vector.outerproduct"(%a, %s) <{kind = #vector.kind<mul>}> : (vector<4xf32>, f32) -> vector<4xf32>
  %17 = vector.multi_reduction <add>, %b, %v2 [1] : vector<2x2xf32> to vector<2xf32>
  %18 = vector.multi_reduction <maxnumf>, %b, %s {tag} [0, 1] : vector<2x2xf32> to f32
  return
}
