// RUN: not tessera opt %s --split-input-file --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' 2>&1 | FileCheck %s
// RUN: not tessera opt %s --split-input-file --one-shot-bufferize 2>&1 | FileCheck %s --check-prefix=NOBOUND

// What one-shot-bufferize does not handle is refused at the op, never left as a tensor.

// tensor.parallel_insert_slice is not in Tessera's op table, so a forall with
// shared_outs is refused (an empty in_parallel is all it could hold).
// CHECK: one-shot-bufferize-errors.mlir:[[# @LINE + 2]]:8: error: one-shot-bufferize does not bufferize 'scf.forall' with shared_outs (tensor.parallel_insert_slice is not supported)
func.func @forall(%t: tensor<8xf32>) -> tensor<8xf32> {
  %o = scf.forall (%k) in (8) shared_outs(%out = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %o : tensor<8xf32>
}

// -----

// CHECK: one-shot-bufferize-errors.mlir:[[# @LINE + 2]]:8: error: one-shot-bufferize does not bufferize 'tensor.bitcast'
func.func @bitcast(%t: tensor<4xf32>) -> tensor<4xi32> {
  %r = tensor.bitcast %t : tensor<4xf32> to tensor<4xi32>
  return %r : tensor<4xi32>
}

// -----

// A tensor result of a multi-block region is refused at its op.
// CHECK: one-shot-bufferize-errors.mlir:[[# @LINE + 2]]:8: error: one-shot-bufferize handles tensor results of single-block regions only
func.func @multi_block(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.execute_region -> tensor<4xf32> {
    cf.br ^bb1
  ^bb1:
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// Without bufferize-function-boundaries, a tensor signature is refused (upstream would
// keep it and insert to_buffer/to_tensor at the boundary).
// NOBOUND: one-shot-bufferize-errors.mlir:[[# @LINE + 1]]:1: error: function has tensor arguments or results: run one-shot-bufferize with bufferize-function-boundaries
func.func @signature(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}
