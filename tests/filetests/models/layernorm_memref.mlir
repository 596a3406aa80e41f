// REQUIRES: vulkan, gl
// RUN: tessera validate %s --entry forward --backend all | FileCheck %s

// The memref form of layernorm.mlir: upstream's bufferization of it (iree-opt 3.13,
// --one-shot-bufferize="bufferize-function-boundaries
// function-boundary-type-conversion=identity-layout-map"), unchanged.
// CHECK: result: PASS

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @forward(%arg0: memref<9x50xf32>, %arg1: memref<50xf32>, %arg2: memref<50xf32>) -> memref<9x50xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 5.000000e+01 : f32
    %cst_1 = arith.constant 9.99999974E-6 : f32
    %alloc = memref.alloc() alignment = 64 : memref<9xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<9xf32>)
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : memref<9x50xf32>) outs(%alloc : memref<9xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.addf %in, %out : f32
      linalg.yield %0 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%alloc : memref<9xf32>) outs(%alloc : memref<9xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.divf %in, %cst_0 : f32
      linalg.yield %0 : f32
    }
    %alloc_2 = memref.alloc() alignment = 64 : memref<9x50xf32>
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %alloc : memref<9x50xf32>, memref<9xf32>) outs(%alloc_2 : memref<9x50xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %0 = arith.subf %in, %in_3 : f32
      linalg.yield %0 : f32
    }
    linalg.fill ins(%cst : f32) outs(%alloc : memref<9xf32>)
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%alloc_2 : memref<9x50xf32>) outs(%alloc : memref<9xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.mulf %in, %in : f32
      %1 = arith.addf %0, %out : f32
      linalg.yield %1 : f32
    }
    linalg.generic {indexing_maps = [#map, #map1, #map3, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_2, %alloc, %arg1, %arg2 : memref<9x50xf32>, memref<9xf32>, memref<50xf32>, memref<50xf32>) outs(%alloc_2 : memref<9x50xf32>) {
    ^bb0(%in: f32, %in_3: f32, %in_4: f32, %in_5: f32, %out: f32):
      %0 = arith.divf %in_3, %cst_0 : f32
      %1 = arith.addf %0, %cst_1 : f32
      %2 = math.rsqrt %1 : f32
      %3 = arith.mulf %in, %2 : f32
      %4 = arith.mulf %3, %in_4 : f32
      %5 = arith.addf %4, %in_5 : f32
      linalg.yield %5 : f32
    }
    return %alloc_2 : memref<9x50xf32>
  }
}

