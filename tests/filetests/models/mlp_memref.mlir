// REQUIRES: vulkan, gl
// RUN: tessera validate %s --entry forward --backend all | FileCheck %s

// The memref form of mlp.mlir: upstream's bufferization of it (iree-opt 3.13,
// --one-shot-bufferize="bufferize-function-boundaries
// function-boundary-type-conversion=identity-layout-map"), unchanged.
// CHECK: result: PASS

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @forward(%arg0: memref<13x24xf32>, %arg1: memref<24x40xf32>, %arg2: memref<40xf32>, %arg3: memref<40x10xf32>, %arg4: memref<10xf32>) -> memref<13x10xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() alignment = 64 : memref<13x40xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<13x40xf32>)
    linalg.matmul ins(%arg0, %arg1 : memref<13x24xf32>, memref<24x40xf32>) outs(%alloc : memref<13x40xf32>)
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc, %arg2 : memref<13x40xf32>, memref<40xf32>) outs(%alloc : memref<13x40xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %0 = arith.addf %in, %in_1 : f32
      linalg.yield %0 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc : memref<13x40xf32>) outs(%alloc : memref<13x40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_1 = arith.constant 5.000000e-01 : f32
      %cst_2 = arith.constant 1.000000e+00 : f32
      %cst_3 = arith.constant 0.797884583 : f32
      %cst_4 = arith.constant 4.471500e-02 : f32
      %0 = arith.mulf %in, %in : f32
      %1 = arith.mulf %0, %in : f32
      %2 = arith.mulf %1, %cst_4 : f32
      %3 = arith.addf %in, %2 : f32
      %4 = arith.mulf %3, %cst_3 : f32
      %5 = math.tanh %4 : f32
      %6 = arith.addf %5, %cst_2 : f32
      %7 = arith.mulf %in, %cst_1 : f32
      %8 = arith.mulf %7, %6 : f32
      linalg.yield %8 : f32
    }
    %alloc_0 = memref.alloc() alignment = 64 : memref<13x10xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_0 : memref<13x10xf32>)
    linalg.matmul ins(%alloc, %arg3 : memref<13x40xf32>, memref<40x10xf32>) outs(%alloc_0 : memref<13x10xf32>)
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_0, %arg4 : memref<13x10xf32>, memref<10xf32>) outs(%alloc_0 : memref<13x10xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %0 = arith.addf %in, %in_1 : f32
      linalg.yield %0 : f32
    }
    return %alloc_0 : memref<13x10xf32>
  }
}

