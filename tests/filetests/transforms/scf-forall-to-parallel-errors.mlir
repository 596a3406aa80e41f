// RUN: not tessera opt %s --scf-forall-to-parallel 2>&1 | FileCheck %s

// scf-forall-to-parallel refuses a loop with shared_outs (tensors), at its location, as
// upstream's pass does: only bufferized loops become scf.parallel.
// CHECK: scf-forall-to-parallel-errors.mlir:7:8: error: only fully bufferized scf.forall ops can be lowered to scf.parallel
func.func @tensors(%t: tensor<8xf32>) -> tensor<8xf32> {
  %o = scf.forall (%k) in (8) shared_outs(%out = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %o : tensor<8xf32>
}
