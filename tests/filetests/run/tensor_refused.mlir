// RUN: not tessera run %s --backend cpu --entry reshape 2>&1 | FileCheck %s
// RUN: not tessera run %s --backend vulkan --entry reshape 2>&1 | FileCheck %s

// What one-shot-bufferize does not handle is refused at its location by the interpreter
// and by the GPU pipeline, never computed wrongly.

// CHECK: tensor_refused.mlir:[[# @LINE + 2]]:8: error: one-shot-bufferize does not bufferize 'tensor.reshape' (use expand_shape/collapse_shape)
func.func @reshape(%t: tensor<4xf32>, %s: tensor<2xi32>) -> tensor<2x2xf32> {
  %r = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<2xi32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
