// REQUIRES: vulkan, gl
// RUN: tessera run %s --backend cpu | FileCheck %s
// RUN: tessera opt %s --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' | tessera run - --backend cpu | FileCheck %s
// RUN: tessera validate %s --backend all | FileCheck %s --check-prefix=VALIDATE

// A loop that reads, in every iteration, a tensor it also updates: the update writes a
// copy made in the loop (written in place, the second and third iterations would read
// 0 and 0 instead of 1 and 2, and the sum would be 2). The interpreter runs the
// reference (copy-before-write) and the in-place program (one-shot-bufferize's output).
// On the GPU paths the loop stays on the host: it holds bufferization's memref.alloc and
// memref.copy, which a kernel cannot (before, the pipeline made it a serial kernel and the
// back end refused the allocation in it).
// CHECK: 5
// VALIDATE: result: PASS (6 paths compared)
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %v = scf.for %i = %c0 to %c4 step %c1 iter_args(%t = %e) -> (tensor<4xf32>) {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %n = tensor.insert %f into %t[%i] : tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  }
  %e2 = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  %sum = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %z) -> (tensor<4xf32>) {
    %x0 = tensor.extract %v[%i] : tensor<4xf32>
    %ip = arith.addi %i, %c1 : index
    %upd = tensor.insert %x0 into %v[%ip] : tensor<4xf32>
    %x1 = tensor.extract %upd[%c2] : tensor<4xf32>
    %a0 = tensor.extract %acc[%c0] : tensor<4xf32>
    %s = arith.addf %a0, %x1 : f32
    %acc2 = tensor.insert %s into %acc[%c0] : tensor<4xf32>
    scf.yield %acc2 : tensor<4xf32>
  }
  %r = tensor.extract %sum[%c0] : tensor<4xf32>
  return %r : f32
}
