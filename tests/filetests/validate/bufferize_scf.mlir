// REQUIRES: vulkan, gl
// RUN: tessera validate %s --entry scf_tensors --backend all | FileCheck %s
// RUN: tessera opt %s --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' | FileCheck %s --check-prefix=BUF

// Tensors through scf control flow on every GPU path against the interpreter's
// reference (one-shot-bufferize{copy-before-write}): a tiled matmul (two scf.for over
// extract_slice / linalg.matmul / insert_slice, written in place into one accumulator),
// an scf.if over tensors (its branches yield either an updated copy or the input), and an
// scf.while doubling a vector until a counter runs out (an elementwise generic writing its
// own input in place).
// CHECK-COUNT-3: result {{[0-9]}} of @scf_tensors
// CHECK: gpu pipeline, cpu interpreter  ok
// CHECK: wgsl on gl  ok
// CHECK: result: PASS
// BUF-LABEL: func.func @scf_tensors(
// BUF: %[[ACC:.*]] = memref.alloc() : memref<8x12xf32>
// BUF-NEXT: linalg.fill {{.*}} outs(%[[ACC]] : memref<8x12xf32>)
// BUF-NEXT: scf.for
// BUF-NEXT: scf.for
// BUF-NOT: memref.alloc
// BUF-NOT: memref.copy
// BUF: linalg.matmul {{.*}} outs(%{{.*}} : memref<4x4xf32, strided<[12, 1], offset: ?>>)
// BUF-NEXT: }
// BUF-NEXT: }
// BUF: scf.if {{.*}} -> (memref<4xf32>)
// BUF: scf.while (%{{.*}} = %{{.*}}) : (index) -> index
// BUF: linalg.generic {{.*}} ins(%[[V:.*]] : memref<4xf32>) outs(%[[V]] : memref<4xf32>)
// BUF: return %[[ACC]],

#id = affine_map<(d0) -> (d0)>

func.func @scf_tensors(%A: tensor<8x6xf32>, %B: tensor<6x12xf32>, %v: tensor<4xf32>) -> (tensor<8x12xf32>, tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x12xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<8x12xf32>) -> tensor<8x12xf32>
  %mm = scf.for %i = %c0 to %c8 step %c4 iter_args(%acc = %init) -> (tensor<8x12xf32>) {
    %row = scf.for %j = %c0 to %c12 step %c4 iter_args(%acc2 = %acc) -> (tensor<8x12xf32>) {
      %a = tensor.extract_slice %A[%i, 0] [4, 6] [1, 1] : tensor<8x6xf32> to tensor<4x6xf32>
      %b = tensor.extract_slice %B[0, %j] [6, 4] [1, 1] : tensor<6x12xf32> to tensor<6x4xf32>
      %s = tensor.extract_slice %acc2[%i, %j] [4, 4] [1, 1] : tensor<8x12xf32> to tensor<4x4xf32>
      %m = linalg.matmul ins(%a, %b : tensor<4x6xf32>, tensor<6x4xf32>) outs(%s : tensor<4x4xf32>) -> tensor<4x4xf32>
      %n = tensor.insert_slice %m into %acc2[%i, %j] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x12xf32>
      scf.yield %n : tensor<8x12xf32>
    }
    scf.yield %row : tensor<8x12xf32>
  }
  %x = tensor.extract %v[%c0] : tensor<4xf32>
  %pos = arith.cmpf ogt, %x, %zero : f32
  %sel = scf.if %pos -> (tensor<4xf32>) {
    %y = tensor.insert %zero into %v[%c1] : tensor<4xf32>
    scf.yield %y : tensor<4xf32>
  } else {
    scf.yield %v : tensor<4xf32>
  }
  %w:2 = scf.while (%t = %v, %k = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
    %go = arith.cmpi slt, %k, %c3 : index
    scf.condition(%go) %t, %k : tensor<4xf32>, index
  } do {
  ^bb0(%t2: tensor<4xf32>, %k2: index):
    %d = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%t2 : tensor<4xf32>) outs(%t2 : tensor<4xf32>) {
    ^bb0(%p: f32, %q: f32):
      %s2 = arith.addf %p, %p : f32
      linalg.yield %s2 : f32
    } -> tensor<4xf32>
    %k3 = arith.addi %k2, %c1 : index
    scf.yield %d, %k3 : tensor<4xf32>, index
  }
  return %mm, %sel, %w#0 : tensor<8x12xf32>, tensor<4xf32>, tensor<4xf32>
}
