// RUN: not tessera opt %s --tessera-gpu-pipeline 2>&1 | FileCheck %s

// What one-shot-bufferize does not handle is refused at its location by the GPU pipeline,
// never computed wrongly: here a read of an scf.forall shared_outs block argument that
// other threads write. The interpreter runs tensors with value semantics, where the block
// argument is the init (the inserts take effect when the forall ends).

// CHECK: tensor_refused.mlir:[[# @LINE + 4]]:10: error: one-shot-bufferize does not bufferize this use of an 'scf.forall' shared_outs block argument
func.func @forall(%t: tensor<8xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %o = scf.forall (%k) in (2) shared_outs(%out = %t) -> (tensor<8xf32>) {
    %x = tensor.extract %out[%c0] : tensor<8xf32>
    %off = affine.apply affine_map<(d0) -> (d0 * 4)>(%k)
    %s = tensor.extract_slice %t[%off] [4] [1] : tensor<8xf32> to tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %out[%off] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  return %o : tensor<8xf32>
}
