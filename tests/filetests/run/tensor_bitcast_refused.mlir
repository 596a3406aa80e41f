// RUN: not tessera run %s --backend cpu --entry bitcast 2>&1 | FileCheck %s --check-prefix=CPU
// RUN: not tessera validate %s --entry bitcast --backend all 2>&1 | FileCheck %s --check-prefix=CPU
// RUN: not tessera opt %s --tessera-gpu-pipeline 2>&1 | FileCheck %s

// tensor.bitcast: upstream's one-shot-bufferize refuses it too ('op was not bufferized';
// the memref dialect has no bitcast), so no GPU path computes it, and the interpreter
// (which runs tensors directly) refuses it as well.
// CPU: tensor_bitcast_refused.mlir:[[# @LINE + 3]]:8: error: operation 'tensor.bitcast' is not supported by the CPU interpreter
// CHECK: tensor_bitcast_refused.mlir:[[# @LINE + 2]]:8: error: one-shot-bufferize does not bufferize 'tensor.bitcast': there is no memref bitcast to lower it to
func.func @bitcast(%t: tensor<4xf32>) -> tensor<4xi32> {
  %r = tensor.bitcast %t : tensor<4xf32> to tensor<4xi32>
  return %r : tensor<4xi32>
}
