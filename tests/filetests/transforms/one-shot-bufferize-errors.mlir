// RUN: not tessera opt %s --split-input-file --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' 2>&1 | FileCheck %s
// RUN: not tessera opt %s --split-input-file --one-shot-bufferize 2>&1 | FileCheck %s --check-prefix=NOBOUND

// What one-shot-bufferize does not handle is refused at the op, never left as a tensor.

// CHECK: one-shot-bufferize-errors.mlir:[[# @LINE + 4]]:8: error: one-shot-bufferize handles tensors defined at function level only (not in nested regions, loop-carried or yielded)
func.func @loop_carried(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %t) -> (tensor<8xf32>) {
    scf.yield %acc : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

// CHECK: one-shot-bufferize-errors.mlir:[[# @LINE + 2]]:8: error: one-shot-bufferize does not bufferize 'tensor.reshape' (use expand_shape/collapse_shape)
func.func @reshape(%t: tensor<4xf32>, %s: tensor<2xi32>) -> tensor<2x2xf32> {
  %r = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<2xi32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}

// -----

// Without bufferize-function-boundaries, a tensor signature is refused (upstream would
// keep it and insert to_buffer/to_tensor at the boundary).
// NOBOUND: one-shot-bufferize-errors.mlir:[[# @LINE + 1]]:1: error: function has tensor arguments or results: run one-shot-bufferize with bufferize-function-boundaries
func.func @signature(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}
