// REQUIRES: vulkan, gl
// RUN: tessera validate %s --entry forward --backend all | FileCheck %s

// The memref form of matmul.mlir: upstream's bufferization of it (iree-opt 3.13,
// --one-shot-bufferize="bufferize-function-boundaries
// function-boundary-type-conversion=identity-layout-map"), unchanged.
// CHECK: result: PASS

module {
  func.func @forward(%arg0: memref<37x19xf32>, %arg1: memref<19x29xf32>) -> memref<37x29xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() alignment = 64 : memref<37x29xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<37x29xf32>)
    linalg.matmul ins(%arg0, %arg1 : memref<37x19xf32>, memref<19x29xf32>) outs(%alloc : memref<37x29xf32>)
    return %alloc : memref<37x29xf32>
  }
}

