// REQUIRES: vulkan, gl
// RUN: tessera validate %s --entry forward --backend all | FileCheck %s

// The memref form of conv2d_nhwc_relu.mlir: upstream's bufferization of it (iree-opt 3.13,
// --one-shot-bufferize="bufferize-function-boundaries
// function-boundary-type-conversion=identity-layout-map"), unchanged.
// CHECK: result: PASS

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d3)>
module {
  func.func @forward(%arg0: memref<1x17x15x3xf32>, %arg1: memref<3x3x3x8xf32>, %arg2: memref<8xf32>) -> memref<1x8x7x8xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() alignment = 64 : memref<1x8x7x8xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<1x8x7x8xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x17x15x3xf32>, memref<3x3x3x8xf32>) outs(%alloc : memref<1x8x7x8xf32>)
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc, %arg2 : memref<1x8x7x8xf32>, memref<8xf32>) outs(%alloc : memref<1x8x7x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.addf %in, %in_0 : f32
      %1 = arith.maximumf %0, %cst : f32
      linalg.yield %1 : f32
    }
    return %alloc : memref<1x8x7x8xf32>
  }
}

