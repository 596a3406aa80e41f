// REQUIRES: vulkan, gl
// RUN: tessera validate %s --entry forward --backend all | FileCheck %s

// The memref form of depthwise_conv.mlir: upstream's bufferization of it (iree-opt 3.13,
// --one-shot-bufferize="bufferize-function-boundaries
// function-boundary-type-conversion=identity-layout-map"), unchanged.
// CHECK: result: PASS

module {
  func.func @forward(%arg0: memref<1x13x11x6xf32>, %arg1: memref<3x3x6xf32>) -> memref<1x11x9x6xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() alignment = 64 : memref<1x11x9x6xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<1x11x9x6xf32>)
    linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x13x11x6xf32>, memref<3x3x6xf32>) outs(%alloc : memref<1x11x9x6xf32>)
    return %alloc : memref<1x11x9x6xf32>
  }
}

