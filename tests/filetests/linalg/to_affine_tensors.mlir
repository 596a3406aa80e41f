// RUN: tessera opt %s --convert-linalg-to-affine-loops | FileCheck %s

// convert-linalg-to-affine-loops lowers linalg ops on memrefs and leaves ops on tensors
// alone, as upstream's patterns match only ops with pure buffer semantics (iree-opt
// --convert-linalg-to-affine-loops prints the same module). Tessera refused the tensor
// fill ("cannot infer the range of loop 0 from the operand shapes").
// CHECK-LABEL: func.func @on_tensors(
// CHECK: %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<5x9xf32>) -> tensor<5x9xf32>
// CHECK-NEXT: %{{.*}} = linalg.contract indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}] ins(%{{.*}}, %{{.*}} : tensor<5x7xf32>, tensor<9x7xf32>) outs(%[[F]] : tensor<5x9xf32>) -> tensor<5x9xf32>
// CHECK-LABEL: func.func @on_memrefs(
// CHECK-NOT: linalg.
// CHECK: affine.for
// CHECK-NOT: linalg.
// CHECK: return

#a = affine_map<(m, n, k) -> (m, k)>
#bt = affine_map<(m, n, k) -> (n, k)>
#c = affine_map<(m, n, k) -> (m, n)>

func.func @on_tensors(%a: tensor<5x7xf32>, %bt: tensor<9x7xf32>) -> tensor<5x9xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<5x9xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<5x9xf32>) -> tensor<5x9xf32>
  %c = linalg.contract indexing_maps = [#a, #bt, #c] ins(%a, %bt : tensor<5x7xf32>, tensor<9x7xf32>) outs(%f : tensor<5x9xf32>) -> tensor<5x9xf32>
  return %c : tensor<5x9xf32>
}

func.func @on_memrefs(%a: memref<5x7xf32>, %bt: memref<9x7xf32>, %c: memref<5x9xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<5x9xf32>)
  linalg.contract indexing_maps = [#a, #bt, #c] ins(%a, %bt : memref<5x7xf32>, memref<9x7xf32>) outs(%c : memref<5x9xf32>)
  return
}
