// REQUIRES: vulkan, gl
// RUN: tessera validate %s --entry forward --backend all | FileCheck %s

// The memref form of conv2d_nchw_relu.mlir: upstream's bufferization of it (iree-opt 3.13,
// --one-shot-bufferize="bufferize-function-boundaries
// function-boundary-type-conversion=identity-layout-map"), unchanged.
// CHECK: result: PASS

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d1)>
module {
  func.func @forward(%arg0: memref<1x3x17x15xf32>, %arg1: memref<8x3x3x3xf32>, %arg2: memref<8xf32>) -> memref<1x8x17x15xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() alignment = 64 : memref<1x3x19x17xf32>
    linalg.map outs(%alloc : memref<1x3x19x17xf32>)
      (%init: f32) {
        %0 = linalg.index 0 : index
        %1 = linalg.index 1 : index
        %2 = linalg.index 2 : index
        %3 = linalg.index 3 : index
        linalg.yield %cst : f32
      }
    %subview = memref.subview %alloc[0, 0, 1, 1] [1, 3, 17, 15] [1, 1, 1, 1] : memref<1x3x19x17xf32> to memref<1x3x17x15xf32, strided<[969, 323, 17, 1], offset: 18>>
    memref.copy %arg0, %subview : memref<1x3x17x15xf32> to memref<1x3x17x15xf32, strided<[969, 323, 17, 1], offset: 18>>
    %alloc_0 = memref.alloc() alignment = 64 : memref<1x8x17x15xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_0 : memref<1x8x17x15xf32>)
    linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%alloc, %arg1 : memref<1x3x19x17xf32>, memref<8x3x3x3xf32>) outs(%alloc_0 : memref<1x8x17x15xf32>)
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_0, %arg2 : memref<1x8x17x15xf32>, memref<8xf32>) outs(%alloc_0 : memref<1x8x17x15xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %0 = arith.addf %in, %in_1 : f32
      %1 = arith.maximumf %0, %cst : f32
      linalg.yield %1 : f32
    }
    return %alloc_0 : memref<1x8x17x15xf32>
  }
}

