// REQUIRES: vulkan, gl
// RUN: tessera validate %s --entry forall_tensors --backend all | FileCheck %s
// RUN: tessera opt %s --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' | FileCheck %s --check-prefix=BUF

// A tiled tensor scf.forall on every GPU path against the interpreter's reference
// (one-shot-bufferize{copy-before-write}): a matmul tiled 2x2 as upstream's
// transform.structured.tile_using_forall writes it (extract_slice of the operands and of
// the shared output, linalg.matmul, parallel_insert_slice), into a filled accumulator,
// written in place; and a forall whose init (an argument, read-only) is also returned,
// so it works on a copy, each thread inserting the other half of the argument.
// CHECK-COUNT-3: {{(argument|result) [0-9]}} of @forall_tensors
// CHECK: gpu pipeline, cpu interpreter  ok
// CHECK: wgsl on gl  ok
// CHECK: result: PASS
// BUF-LABEL: func.func @forall_tensors(
// BUF: %[[ACC:.*]] = memref.alloc() : memref<8x12xf32>
// BUF-NEXT: linalg.fill {{.*}} outs(%[[ACC]] : memref<8x12xf32>)
// BUF-NEXT: scf.forall (%{{.*}}, %{{.*}}) in (2, 2) {
// BUF-NOT: memref.alloc
// BUF-NOT: memref.copy
// BUF: linalg.matmul {{.*}} outs(%{{.*}} : memref<4x6xf32, strided<[12, 1], offset: ?>>)
// BUF-NEXT: }
// BUF: %[[V:.*]] = memref.alloc() : memref<8xf32>
// BUF-NEXT: memref.copy %{{.*}}, %[[V]]
// BUF-NEXT: scf.forall (%{{.*}}) in (2) {
// BUF: linalg.copy ins(%{{.*}} : memref<4xf32, strided<[1], offset: ?>>) outs(%{{.*}} : memref<4xf32, strided<[1], offset: ?>>)
// BUF-NEXT: }
// BUF: return %[[ACC]], %[[V]], %arg2 :

#swap = affine_map<(d0) -> (4 - d0 * 4)>
#tile = affine_map<(d0) -> (d0 * 4)>
#tile6 = affine_map<(d0) -> (d0 * 6)>

func.func @forall_tensors(%A: tensor<8x6xf32>, %B: tensor<6x12xf32>, %v: tensor<8xf32>) -> (tensor<8x12xf32>, tensor<8xf32>, tensor<8xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x12xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<8x12xf32>) -> tensor<8x12xf32>
  %mm = scf.forall (%i, %j) in (2, 2) shared_outs(%acc = %init) -> (tensor<8x12xf32>) {
    %oi = affine.apply #tile(%i)
    %oj = affine.apply #tile6(%j)
    %a = tensor.extract_slice %A[%oi, 0] [4, 6] [1, 1] : tensor<8x6xf32> to tensor<4x6xf32>
    %b = tensor.extract_slice %B[0, %oj] [6, 6] [1, 1] : tensor<6x12xf32> to tensor<6x6xf32>
    %s = tensor.extract_slice %acc[%oi, %oj] [4, 6] [1, 1] : tensor<8x12xf32> to tensor<4x6xf32>
    %m = linalg.matmul ins(%a, %b : tensor<4x6xf32>, tensor<6x6xf32>) outs(%s : tensor<4x6xf32>) -> tensor<4x6xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %m into %acc[%oi, %oj] [4, 6] [1, 1] : tensor<4x6xf32> into tensor<8x12xf32>
    }
  }
  %d = scf.forall (%k) in (2) shared_outs(%o = %v) -> (tensor<8xf32>) {
    %ok = affine.apply #tile(%k)
    %from = affine.apply #swap(%k)
    %x = tensor.extract_slice %v[%from] [4] [1] : tensor<8xf32> to tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %o[%ok] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  return %mm, %d, %v : tensor<8x12xf32>, tensor<8xf32>, tensor<8xf32>
}
