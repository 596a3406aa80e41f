// REQUIRES: vulkan
// RUN: tessera opt %s | FileCheck %s
// RUN: tessera validate %s --entry forward --backend all | FileCheck %s --check-prefix=VALID

// A linalg.generic with two results, as torch-mlir lowers aten._softmax (a max and its
// argmax over the last axis): upstream prints and parses the result types in parentheses
// (parseOptionalArrowTypeList); Tessera read `-> t1, t2` only, and printed it so.
// CHECK: } -> (tensor<3xf32>, tensor<3xi64>)
// CHECK: return %{{.*}}#0, %{{.*}}#1 : tensor<3xf32>, tensor<3xi64>
// VALID: result: PASS

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
func.func @forward(%x: tensor<3x13xf32>, %a: tensor<3xf32>, %b: tensor<3xi64>) -> (tensor<3xf32>, tensor<3xi64>) {
  %4:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<3x13xf32>) outs(%a, %b : tensor<3xf32>, tensor<3xi64>) {
  ^bb0(%in: f32, %out: f32, %out_1: i64):
    %12 = linalg.index 1 : index
    %13 = arith.index_cast %12 : index to i64
    %14 = arith.maximumf %in, %out : f32
    %15 = arith.cmpf ogt, %in, %out : f32
    %16 = arith.select %15, %13, %out_1 : i64
    linalg.yield %14, %16 : f32, i64
  } -> (tensor<3xf32>, tensor<3xi64>)
  return %4#0, %4#1 : tensor<3xf32>, tensor<3xi64>
}
