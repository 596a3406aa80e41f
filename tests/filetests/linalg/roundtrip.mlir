// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s | tessera opt - | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | tessera opt - | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// The custom forms of the linalg ops on memrefs, as upstream prints them. In generic form,
// as upstream stores them: named ops carry their implicit region (and matmul/batch_matmul
// their default indexing_maps), transpose and broadcast have no operand segments, and
// linalg.generic's iterators are #linalg.iterator_type enums.
// GENERIC: "linalg.fill"(%{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%[[X:.*]]: f32, %{{.*}}: f32):
// GENERIC-NEXT: "linalg.yield"(%[[X]]) : (f32) -> ()
// GENERIC: "linalg.matmul"(%{{.*}}, %{{.*}}, %{{.*}}) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32, %[[C:.*]]: f32):
// GENERIC-NEXT: %[[P:.*]] = "arith.mulf"(%[[A]], %[[B]]) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %[[S:.*]] = "arith.addf"(%[[C]], %[[P]]) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%[[S]]) : (f32) -> ()
// GENERIC: "linalg.transpose"(%{{.*}}, %{{.*}}) <{permutation = array<i64: 1, 0>}> ({
// GENERIC: "linalg.broadcast"(%{{.*}}, %{{.*}}) <{dimensions = array<i64: 0>}> ({
// GENERIC: "linalg.generic"(%{{.*}}, %{{.*}}) <{indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// CHECK-LABEL: func.func @named
func.func @named(%a: memref<4x3xf32>, %b: memref<3x5xf32>, %c: memref<4x5xf32>, %t: memref<3x4xf32>, %v: memref<3xf32>, %y: memref<4xf32>, %x: f32, %bc: memref<4x3xf32>, %ba: memref<2x4x3xf32>, %bb: memref<2x3x5xf32>, %bo: memref<2x4x5xf32>) {
  // CHECK: linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : memref<4x5xf32>)
  linalg.fill ins(%x : f32) outs(%c : memref<4x5xf32>)
  // CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : memref<4x3xf32>, memref<3x5xf32>) outs(%{{.*}} : memref<4x5xf32>)
  linalg.matmul ins(%a, %b : memref<4x3xf32>, memref<3x5xf32>) outs(%c : memref<4x5xf32>)
  // CHECK: linalg.batch_matmul ins(%{{.*}}, %{{.*}} : memref<2x4x3xf32>, memref<2x3x5xf32>) outs(%{{.*}} : memref<2x4x5xf32>)
  linalg.batch_matmul ins(%ba, %bb : memref<2x4x3xf32>, memref<2x3x5xf32>) outs(%bo : memref<2x4x5xf32>)
  // CHECK: linalg.transpose ins(%{{.*}} : memref<4x3xf32>) outs(%{{.*}} : memref<3x4xf32>) permutation = [1, 0]
  linalg.transpose ins(%a : memref<4x3xf32>) outs(%t : memref<3x4xf32>) permutation = [1, 0]
  // CHECK: linalg.broadcast ins(%{{.*}} : memref<3xf32>) outs(%{{.*}} : memref<4x3xf32>) dimensions = [0]
  linalg.broadcast ins(%v : memref<3xf32>) outs(%bc : memref<4x3xf32>) dimensions = [0]
  // CHECK: linalg.matvec ins(%{{.*}}, %{{.*}} : memref<4x3xf32>, memref<3xf32>) outs(%{{.*}} : memref<4xf32>)
  linalg.matvec ins(%a, %v : memref<4x3xf32>, memref<3xf32>) outs(%y : memref<4xf32>)
  // CHECK: linalg.copy ins(%{{.*}} : memref<4x3xf32>) outs(%{{.*}} : memref<4x3xf32>)
  linalg.copy ins(%a : memref<4x3xf32>) outs(%bc : memref<4x3xf32>)
  return
}

// CHECK-LABEL: func.func @generic
func.func @generic(%a: memref<4x3xf32>, %y: memref<4xf32>) {
  // CHECK: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel", "reduction"]} ins(%{{.*}} : memref<4x3xf32>) outs(%{{.*}} : memref<4xf32>) {
  // CHECK-NEXT: ^bb0(%{{.*}}: f32, %{{.*}}: f32):
  // CHECK-NEXT: %[[I:.*]] = linalg.index 1 : index
  // CHECK: %[[M:.*]] = arith.maximumf
  // CHECK-NEXT: linalg.yield %[[M]] : f32
  // CHECK-NEXT: }
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%a : memref<4x3xf32>) outs(%y : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %j = linalg.index 1 : index
    %m = arith.maximumf %in, %out : f32
    linalg.yield %m : f32
  }
  return
}

// Linalg on tensors (destination-passing style): one result per tensor init, printed after
// `->` except by transpose and broadcast, whose results take their init's type.
// CHECK-LABEL: func.func @on_tensors
// CHECK: %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<4x5xf32>) -> tensor<4x5xf32>
// CHECK: %[[M:.*]] = linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x3xf32>, tensor<3x5xf32>) outs(%[[F]] : tensor<4x5xf32>) -> tensor<4x5xf32>
// CHECK: %transposed = linalg.transpose ins(%{{.*}} : tensor<4x3xf32>) outs(%{{.*}} : tensor<3x4xf32>) permutation = [1, 0]
// CHECK: %broadcasted = linalg.broadcast ins(%{{.*}} : tensor<3xf32>) outs(%{{.*}} : tensor<4x3xf32>) dimensions = [0]
// CHECK: } -> tensor<4x5xf32>
// CHECK: linalg.copy ins(%{{.*}} : tensor<4x5xf32>) outs(%{{.*}} : tensor<4x5xf32>) -> tensor<4x5xf32>
// GENERIC-LABEL: sym_name = "on_tensors"
// GENERIC: "linalg.transpose"(%{{.*}}, %{{.*}}) <{permutation = array<i64: 1, 0>}> ({
// GENERIC: }) : (tensor<4x3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
func.func @on_tensors(%a: tensor<4x3xf32>, %b: tensor<3x5xf32>, %v: tensor<3xf32>, %x: f32, %e: tensor<4x5xf32>, %e2: tensor<3x4xf32>, %e3: tensor<4x3xf32>) -> tensor<4x5xf32> {
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x3xf32>, tensor<3x5xf32>) outs(%f : tensor<4x5xf32>) -> tensor<4x5xf32>
  %t = linalg.transpose ins(%a : tensor<4x3xf32>) outs(%e2 : tensor<3x4xf32>) permutation = [1, 0]
  %bc = linalg.broadcast ins(%v : tensor<3xf32>) outs(%e3 : tensor<4x3xf32>) dimensions = [0]
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%m : tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %in : f32
    linalg.yield %s : f32
  } -> tensor<4x5xf32>
  %c = linalg.copy ins(%g : tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %c : tensor<4x5xf32>
}
