// REQUIRES: vulkan, gl
// RUN: tessera opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=fully-dynamic-layout-map" | FileCheck %s
// RUN: tessera opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=fully-dynamic-layout-map" | tessera validate - --entry caller --backend all | FileCheck %s --check-prefix=VALIDATE

// function-boundary-type-conversion=fully-dynamic-layout-map: tensor arguments and
// results become memrefs with every stride and the offset dynamic, as upstream writes
// them (iree-opt --one-shot-bufferize with the same options gives these signatures); a
// result buffer is cast to that layout, and a call passes its buffers cast to it. The
// bufferized module then runs through the GPU pipeline on every path (dynamic strides
// and offsets in kernels).
// CHECK-LABEL: func.func @callee(
// CHECK-SAME: %[[A:[^:]*]]: memref<4x8xf32, strided<[?, ?], offset: ?>>, %{{[^:]*}}: memref<f32, strided<[], offset: ?>>) -> memref<4x8xf32, strided<[?, ?], offset: ?>> {
// CHECK: %[[R:.*]] = memref.alloc() : memref<4x8xf32>
// CHECK: linalg.map { arith.addf } ins(%[[A]], %[[A]] : memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<4x8xf32, strided<[?, ?], offset: ?>>) outs(%[[R]] : memref<4x8xf32>)
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[R]] : memref<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %[[C]] : memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK-LABEL: func.func @caller(
// CHECK-SAME: %[[X:[^:]*]]: memref<4x8xf32, strided<[?, ?], offset: ?>>, %[[S:[^:]*]]: memref<f32, strided<[], offset: ?>>) -> (memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<4x8xf32, strided<[?, ?], offset: ?>>) {
// CHECK-NEXT: %[[Y:.*]] = call @callee(%[[X]], %[[S]]) : (memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<f32, strided<[], offset: ?>>) -> memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %[[Y]], %[[X]] : memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<4x8xf32, strided<[?, ?], offset: ?>>
// VALIDATE: gpu pipeline, cpu interpreter  ok
// VALIDATE: wgsl on gl  ok
// VALIDATE: result: PASS
func.func @callee(%a: tensor<4x8xf32>, %s: tensor<f32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.map { arith.addf } ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>)
  return %r : tensor<4x8xf32>
}
func.func @caller(%a: tensor<4x8xf32>, %s: tensor<f32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %r = func.call @callee(%a, %s) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
  return %r, %a : tensor<4x8xf32>, tensor<4x8xf32>
}
