// REQUIRES: vulkan, gl
// RUN: tessera validate %s --entry forward --backend all | FileCheck %s

// The memref form of softmax.mlir: upstream's bufferization of it (iree-opt 3.13,
// --one-shot-bufferize="bufferize-function-boundaries
// function-boundary-type-conversion=identity-layout-map"), unchanged.
// CHECK: result: PASS

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  func.func @forward(%arg0: memref<7x33xf32>) -> memref<7x33xf32> {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() alignment = 64 : memref<7xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<7xf32>)
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : memref<7x33xf32>) outs(%alloc : memref<7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %out : f32
      linalg.yield %0 : f32
    }
    %alloc_1 = memref.alloc() alignment = 64 : memref<7x33xf32>
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %alloc : memref<7x33xf32>, memref<7xf32>) outs(%alloc_1 : memref<7x33xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %0 = arith.subf %in, %in_2 : f32
      %1 = math.exp %0 : f32
      linalg.yield %1 : f32
    }
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<7xf32>)
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%alloc_1 : memref<7x33xf32>) outs(%alloc : memref<7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.addf %in, %out : f32
      linalg.yield %0 : f32
    }
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_1, %alloc : memref<7x33xf32>, memref<7xf32>) outs(%alloc_1 : memref<7x33xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %0 = arith.divf %in, %in_2 : f32
      linalg.yield %0 : f32
    }
    return %alloc_1 : memref<7x33xf32>
  }
}

