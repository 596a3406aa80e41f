// RUN: not tessera run %s --backend cpu --entry forall 2>&1 | FileCheck %s --check-prefix=CPU
// RUN: not tessera run %s --backend vulkan --entry forall 2>&1 | FileCheck %s --check-prefix=CPU
// RUN: not tessera opt %s --tessera-gpu-pipeline 2>&1 | FileCheck %s

// What one-shot-bufferize does not handle is refused at its location, never computed
// wrongly: `tessera run` does not run the GPU pipeline on this function (it leaves it
// to the host), and the interpreter, which runs tensor programs directly (no bufferization),
// refuses it; the pipeline's one-shot-bufferize refuses it too.

// CPU: tensor_refused.mlir:[[# @LINE + 3]]:8: error: operation 'scf.forall' is not supported by the CPU interpreter (scf.forall with shared_outs on tensors)
// CHECK: tensor_refused.mlir:[[# @LINE + 2]]:8: error: one-shot-bufferize does not bufferize 'scf.forall' with shared_outs (tensor.parallel_insert_slice is not supported)
func.func @forall(%t: tensor<8xf32>) -> tensor<8xf32> {
  %o = scf.forall (%k) in (8) shared_outs(%out = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %o : tensor<8xf32>
}
