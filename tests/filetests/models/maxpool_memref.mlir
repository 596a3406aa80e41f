// REQUIRES: vulkan, gl
// RUN: tessera validate %s --entry forward --backend all | FileCheck %s

// The memref form of maxpool.mlir: upstream's bufferization of it (iree-opt 3.13,
// --one-shot-bufferize="bufferize-function-boundaries
// function-boundary-type-conversion=identity-layout-map"), unchanged.
// CHECK: result: PASS

module {
  func.func @forward(%arg0: memref<1x13x11x6xf32>) -> memref<1x6x5x6xf32> {
    %cst = arith.constant 0xFF800000 : f32
    %alloc = memref.alloc() alignment = 64 : memref<1x6x5x6xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<1x6x5x6xf32>)
    %alloc_0 = memref.alloc() alignment = 64 : memref<3x3xf32>
    linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %alloc_0 : memref<1x13x11x6xf32>, memref<3x3xf32>) outs(%alloc : memref<1x6x5x6xf32>)
    return %alloc : memref<1x6x5x6xf32>
  }
}

