// RUN: not tessera run %s --backend cpu --entry forall 2>&1 | FileCheck %s --check-prefix=CPU
// RUN: not tessera run %s --backend vulkan --entry forall 2>&1 | FileCheck %s --check-prefix=CPU

// What one-shot-bufferize does not handle is refused at its location, never computed
// wrongly: the GPU pipeline leaves this function to the host, and the interpreter, which
// runs tensor programs directly (no bufferization), refuses it. The pipeline's own
// refusal is tested in transforms/one-shot-bufferize-errors.mlir.

// CPU: tensor_refused.mlir:[[# @LINE + 2]]:8: error: operation 'scf.forall' is not supported by the CPU interpreter (scf.forall with shared_outs on tensors)
func.func @forall(%t: tensor<8xf32>) -> tensor<8xf32> {
  %o = scf.forall (%k) in (8) shared_outs(%out = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %o : tensor<8xf32>
}
