// REQUIRES: vulkan, gl
// RUN: tessera validate %s --entry forward --backend all | FileCheck %s

// The memref form of reduce_axis.mlir: upstream's bufferization of it (iree-opt 3.13,
// --one-shot-bufferize="bufferize-function-boundaries
// function-boundary-type-conversion=identity-layout-map"), unchanged.
// CHECK: result: PASS

module {
  func.func @forward(%arg0: memref<23x37xf32>) -> memref<23xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() alignment = 64 : memref<23xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<23xf32>)
    linalg.reduce ins(%arg0 : memref<23x37xf32>) outs(%alloc : memref<23xf32>) dimensions = [1] 
      (%in: f32, %init: f32) {
        %0 = arith.addf %in, %init : f32
        linalg.yield %0 : f32
      }
    return %alloc : memref<23xf32>
  }
}

