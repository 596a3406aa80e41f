// REQUIRES: vulkan, gl
// RUN: tessera validate %s --entry forward --backend all | FileCheck %s

// Model: a sum over the last axis of a 23x37 tensor with linalg.reduce, as the StableHLO
// pipeline emits stablehlo.reduce.
// CHECK: result: PASS

func.func @forward(%x: tensor<23x37xf32>) -> tensor<23xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<23xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<23xf32>) -> tensor<23xf32>
  %r = linalg.reduce ins(%x : tensor<23x37xf32>) outs(%f : tensor<23xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  return %r : tensor<23xf32>
}
