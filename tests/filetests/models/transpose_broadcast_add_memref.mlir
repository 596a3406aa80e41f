// REQUIRES: vulkan, gl
// RUN: tessera validate %s --entry forward --backend all | FileCheck %s

// The memref form of transpose_broadcast_add.mlir: upstream's bufferization of it (iree-opt 3.13,
// --one-shot-bufferize="bufferize-function-boundaries
// function-boundary-type-conversion=identity-layout-map"), unchanged.
// CHECK: result: PASS

#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @forward(%arg0: memref<12x20xf32>, %arg1: memref<12xf32>) -> memref<20x12xf32> {
    %alloc = memref.alloc() alignment = 64 : memref<20x12xf32>
    linalg.transpose ins(%arg0 : memref<12x20xf32>) outs(%alloc : memref<20x12xf32>) permutation = [1, 0] 
    %alloc_0 = memref.alloc() alignment = 64 : memref<20x12xf32>
    linalg.broadcast ins(%arg1 : memref<12xf32>) outs(%alloc_0 : memref<20x12xf32>) dimensions = [0] 
    %alloc_1 = memref.alloc() alignment = 64 : memref<20x12xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc, %alloc_0 : memref<20x12xf32>, memref<20x12xf32>) outs(%alloc_1 : memref<20x12xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %0 = arith.addf %in, %in_2 : f32
      linalg.yield %0 : f32
    }
    return %alloc_1 : memref<20x12xf32>
  }
}

