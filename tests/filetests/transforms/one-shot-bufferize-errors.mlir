// RUN: not tessera opt %s --split-input-file --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' 2>&1 | FileCheck %s
// RUN: not tessera opt %s --split-input-file --one-shot-bufferize 2>&1 | FileCheck %s --check-prefix=NOBOUND

// What one-shot-bufferize does not handle is refused at the op, never left as a tensor.

// A shared_outs block argument of scf.forall read where other threads may write (all
// threads share its buffer) is refused at the read.
// CHECK: one-shot-bufferize-errors.mlir:[[# @LINE + 4]]:10: error: one-shot-bufferize does not bufferize this use of an 'scf.forall' shared_outs block argument: other threads may write what it reads
func.func @forall(%t: tensor<8xf32>, %v: tensor<4xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %o = scf.forall (%k) in (2) shared_outs(%out = %t) -> (tensor<8xf32>) {
    %x = tensor.extract %out[%c0] : tensor<8xf32>
    %off = affine.apply affine_map<(d0) -> (d0 * 4)>(%k)
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %out[%off] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  return %o : tensor<8xf32>
}

// -----

// CHECK: one-shot-bufferize-errors.mlir:[[# @LINE + 2]]:8: error: one-shot-bufferize does not bufferize 'tensor.bitcast': there is no memref bitcast to lower it to
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

// A tensor carried by affine.for (iter_args) is refused at the loop: upstream has no
// bufferization for affine.for either (iree-opt: "op was not bufferized"). Tensors only
// read inside an affine.for or scf.parallel bufferize (one-shot-bufferize-loops.mlir), and
// the interpreter runs this function as written (run/tensor_loops.mlir).
// CHECK: one-shot-bufferize-errors.mlir:[[# @LINE + 4]]:8: error: one-shot-bufferize does not bufferize 'affine.for' on tensors
func.func @affine_iter_args(%m: memref<8xf32>) {
  %t = arith.constant dense<1.0> : tensor<8xf32>
  %c = arith.constant 2.0 : f32
  %r = affine.for %i = 0 to 8 iter_args(%acc = %t) -> (tensor<8xf32>) {
    %n = tensor.insert %c into %acc[%i] : tensor<8xf32>
    affine.yield %n : tensor<8xf32>
  }
  %c0 = arith.constant 0 : index
  %x = tensor.extract %r[%c0] : tensor<8xf32>
  memref.store %x, %m[%c0] : memref<8xf32>
  return
}

// -----

// A tensor reduced by scf.parallel is refused at the loop (iree-opt refuses its
// scf.reduce: "op was not bufferized").
// CHECK: one-shot-bufferize-errors.mlir:[[# @LINE + 6]]:8: error: one-shot-bufferize does not bufferize 'scf.parallel' on tensors
func.func @parallel_reduce(%m: memref<4xf32>) {
  %t = arith.constant dense<1.0> : tensor<4xf32>
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  %s = scf.parallel (%i) = (%c0) to (%c8) step (%c1) init (%t) -> tensor<4xf32> {
    scf.reduce(%t : tensor<4xf32>) {
    ^bb0(%a: tensor<4xf32>, %b: tensor<4xf32>):
      %e = tensor.empty() : tensor<4xf32>
      %y = linalg.map { arith.addf } ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>)
      scf.reduce.return %y : tensor<4xf32>
    }
  }
  %x = tensor.extract %s[%c0] : tensor<4xf32>
  memref.store %x, %m[%c0] : memref<4xf32>
  return
}

// -----

// Without bufferize-function-boundaries, a tensor signature is refused (upstream would
// keep it and insert to_buffer/to_tensor at the boundary).
// NOBOUND: one-shot-bufferize-errors.mlir:[[# @LINE + 1]]:1: error: function has tensor arguments or results: run one-shot-bufferize with bufferize-function-boundaries
func.func @signature(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}
