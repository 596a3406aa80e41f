// RUN: not tessera run %s --backend cpu 2>&1 | FileCheck %s
// RUN: not tessera run %s --backend cpu --entry alloc 2>&1 | FileCheck %s --check-prefix=ALLOC

// The interpreter runs tensor programs after one-shot-bufferize has turned them into
// memref programs; a value-semantics tensor op or a bufferization op that reaches it is
// refused at its location, never computed wrongly.

// CHECK: tensor_unsupported.mlir:[[# @LINE + 3]]:3: error: operation 'tensor.empty' is not supported by the CPU interpreter (bufferize the tensor program first)
func.func @main() -> index {
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<4x4xf32>
  %r = tensor.rank %e : tensor<4x4xf32>
  return %r : index
}

// ALLOC: tensor_unsupported.mlir:[[# @LINE + 2]]:3: error: operation 'bufferization.alloc_tensor' is not supported by the CPU interpreter (bufferize the tensor program first)
func.func @alloc() -> tensor<4xf32> {
  %a = bufferization.alloc_tensor() : tensor<4xf32>
  return %a : tensor<4xf32>
}
