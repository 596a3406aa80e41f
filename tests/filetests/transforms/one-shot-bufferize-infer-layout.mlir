// REQUIRES: vulkan, gl
// RUN: tessera opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=infer-layout-map" | FileCheck %s
// RUN: tessera opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=infer-layout-map" | tessera validate - --entry forward --backend all | FileCheck %s --check-prefix=VALIDATE

// function-boundary-type-conversion=infer-layout-map, as upstream's OneShotModuleBufferize
// does it: arguments get the fully dynamic layout; each result is first cast to it, then
// the function's result type becomes the type of the buffer returned (foldMemRefCasts: the
// return takes the cast's source, the cast stays unused). Functions bufferize callees
// first, so @forward's call of @window (defined after it) gets @window's inferred result
// type, and a declaration keeps the fully dynamic one. iree-opt --one-shot-bufferize with
// the same options prints the same lines, but for upstream's `alignment = 64` on
// memref.alloc and its names of the generic's block arguments (%in, %out). The bufferized
// module runs through the GPU pipeline on every path.
// CHECK-LABEL: func.func @fresh(
// CHECK-SAME: %{{[^:]*}}: memref<8xf32, strided<[?], offset: ?>>) -> memref<8xf32> {
// CHECK: %[[A:.*]] = memref.alloc() : memref<8xf32>
// CHECK-NEXT: linalg.fill ins(%{{.*}} : f32) outs(%[[A]] : memref<8xf32>)
// CHECK-NEXT: %{{.*}} = memref.cast %[[A]] : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %[[A]] : memref<8xf32>
// CHECK-LABEL: func.func @same(
// CHECK-SAME: %[[T:[^:]*]]: memref<8xf32, strided<[?], offset: ?>>) -> memref<8xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: return %[[T]] : memref<8xf32, strided<[?], offset: ?>>
// CHECK-LABEL: func.func private @ext(memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-LABEL: func.func @callext(
// CHECK-NEXT: call @ext(%{{.*}}) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-LABEL: func.func @forward(
// CHECK-SAME: %[[X:[^:]*]]: memref<8x16xf32, strided<[?, ?], offset: ?>>, %[[U:[^:]*]]: memref<4x8xf32, strided<[?, ?], offset: ?>>) -> (memref<4x8xf32>, memref<4x8xf32, strided<[?, ?], offset: ?>>) {
// CHECK-NEXT: %[[W:.*]] = call @window(%[[X]]) : (memref<8x16xf32, strided<[?, ?], offset: ?>>) -> memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %[[R:.*]] = memref.alloc() : memref<4x8xf32>
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[W]], %[[U]] : memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<4x8xf32, strided<[?, ?], offset: ?>>) outs(%[[R]] : memref<4x8xf32>) {
// CHECK: %{{.*}} = memref.cast %[[R]] : memref<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %[[R]], %[[W]] : memref<4x8xf32>, memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK-LABEL: func.func @window(
// CHECK-SAME: %[[S:[^:]*]]: memref<8x16xf32, strided<[?, ?], offset: ?>>) -> memref<4x8xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %[[V:.*]] = memref.subview %[[S]][2, 4] [4, 8] [1, 1] : memref<8x16xf32, strided<[?, ?], offset: ?>> to memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %[[V]] : memref<4x8xf32, strided<[?, ?], offset: ?>>
// VALIDATE: gpu pipeline, cpu interpreter  ok
// VALIDATE: wgsl on gl  ok
// VALIDATE: result: PASS (6 paths compared)

#id = affine_map<(d0, d1) -> (d0, d1)>

func.func @fresh(%t: tensor<8xf32>) -> tensor<8xf32> {
  %c = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %0 = linalg.fill ins(%c : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

func.func @same(%t: tensor<8xf32>) -> tensor<8xf32> {
  return %t : tensor<8xf32>
}

func.func private @ext(tensor<4xf32>) -> tensor<4xf32>

func.func @callext(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @ext(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @forward(%t: tensor<8x16xf32>, %u: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %w = call @window(%t) : (tensor<8x16xf32>) -> tensor<4x8xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%w, %u : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.mulf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r, %w : tensor<4x8xf32>, tensor<4x8xf32>
}

func.func @window(%t: tensor<8x16xf32>) -> tensor<4x8xf32> {
  %0 = tensor.extract_slice %t[2, 4] [4, 8] [1, 1] : tensor<8x16xf32> to tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
