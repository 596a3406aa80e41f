// RUN: tessera opt %s --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' | FileCheck %s
// RUN: tessera opt %s --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries copy-before-write})' | FileCheck %s --check-prefix=CBW

#id = affine_map<(d0, d1) -> (d0, d1)>

// Globals come first in the module.
// CHECK: memref.global "private" constant @[[G:.*]] : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>

// Function arguments are read-only unless marked writable: a matmul accumulating into
// %c writes a copy of it, and the copy is the result.
// CHECK-LABEL: func.func @readonly_init(
// CHECK-SAME: %[[A:.*]]: memref<2x3xf32>, %[[B:.*]]: memref<3x2xf32>, %[[C:.*]]: memref<2x2xf32>) -> memref<2x2xf32>
// CHECK-NEXT: %[[N:.*]] = memref.alloc() : memref<2x2xf32>
// CHECK-NEXT: memref.copy %[[C]], %[[N]] : memref<2x2xf32> to memref<2x2xf32>
// CHECK-NEXT: linalg.matmul ins(%[[A]], %[[B]] : memref<2x3xf32>, memref<3x2xf32>) outs(%[[N]] : memref<2x2xf32>)
// CHECK-NEXT: return %[[N]] : memref<2x2xf32>
func.func @readonly_init(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>, %c: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %m = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x2xf32>) outs(%c : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %m : tensor<2x2xf32>
}

// A writable argument is written in place: fill, then matmul, into %c's buffer.
// CHECK-LABEL: func.func @writable_init(
// CHECK-SAME: %[[C:[^:]*]]: memref<2x2xf32> {bufferization.writable = true}
// CHECK-NOT: memref.alloc
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[C]] : memref<2x2xf32>)
// CHECK-NEXT: linalg.matmul ins(%{{.*}}, %{{.*}} : memref<2x3xf32>, memref<3x2xf32>) outs(%[[C]] : memref<2x2xf32>)
// CHECK-NEXT: return %[[C]] : memref<2x2xf32>
// CBW-LABEL: func.func @writable_init(
// CBW: %[[F:.*]] = memref.alloc() : memref<2x2xf32>
// CBW-NEXT: linalg.fill ins(%{{.*}} : f32) outs(%[[F]] : memref<2x2xf32>)
// CBW-NEXT: %[[M:.*]] = memref.alloc() : memref<2x2xf32>
// CBW-NEXT: memref.copy %[[F]], %[[M]]
// CBW-NEXT: linalg.matmul ins(%{{.*}}, %{{.*}} : memref<2x3xf32>, memref<3x2xf32>) outs(%[[M]] : memref<2x2xf32>)
// CBW-NEXT: return %[[M]] : memref<2x2xf32>
func.func @writable_init(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>, %c: tensor<2x2xf32> {bufferization.writable = true}) -> tensor<2x2xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<2x2xf32>) -> tensor<2x2xf32>
  %m = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x2xf32>) outs(%f : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %m : tensor<2x2xf32>
}

// %x is read after the first generic writes it: that write goes to a new buffer (no copy:
// the body does not read the init), the second one is in place.
// CHECK-LABEL: func.func @conflict(
// CHECK-SAME: %[[X:[^:]*]]: memref<4x4xf32> {bufferization.writable = true}) -> (memref<4x4xf32>, memref<4x4xf32>)
// CHECK-NEXT: %[[N:.*]] = memref.alloc() : memref<4x4xf32>
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[X]] : memref<4x4xf32>) outs(%[[N]] : memref<4x4xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[N]] : memref<4x4xf32>) outs(%[[X]] : memref<4x4xf32>)
// CHECK: return %[[N]], %[[X]] : memref<4x4xf32>, memref<4x4xf32>
func.func @conflict(%x: tensor<4x4xf32> {bufferization.writable = true}) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %d = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x4xf32>) outs(%x : tensor<4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %in : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  %e = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%d : tensor<4x4xf32>) outs(%x : tensor<4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.mulf %in, %in : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  return %d, %e : tensor<4x4xf32>, tensor<4x4xf32>
}

// Tensor constants become read-only globals; writing into one makes a copy. extract and
// dim become memref.load and memref.dim.
// CHECK-LABEL: func.func @constant_extract(
// CHECK-SAME: %[[I:.*]]: index) -> (memref<2xf32>, f32, index)
// CHECK-NEXT: %[[K:.*]] = memref.get_global @[[G]] : memref<2xf32>
// CHECK-NEXT: %[[N:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.copy %[[K]], %[[N]]
// CHECK-NEXT: linalg.generic {{.*}} outs(%[[N]] : memref<2xf32>)
// CHECK: memref.load %[[K]][%[[I]]] : memref<2xf32>
// CHECK: memref.dim %[[N]], %{{.*}} : memref<2xf32>
func.func @constant_extract(%i: index) -> (tensor<2xf32>, f32, index) {
  %k = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%k : tensor<2xf32>) {
  ^bb0(%out: f32):
    %s = arith.addf %out, %out : f32
    linalg.yield %s : f32
  } -> tensor<2xf32>
  %v = tensor.extract %k[%i] : tensor<2xf32>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %g, %c0 : tensor<2xf32>
  return %g, %v, %n : tensor<2xf32>, f32, index
}

// bufferization.to_tensor of a memref reads it; without 'writable' a write copies.
// CHECK-LABEL: func.func @to_tensor(
// CHECK-SAME: %[[M:.*]]: memref<3xf32>) -> memref<3xf32>
// CHECK-NEXT: %[[N:.*]] = memref.alloc() : memref<3xf32>
// CHECK-NEXT: memref.copy %[[M]], %[[N]]
func.func @to_tensor(%m: memref<3xf32>) -> tensor<3xf32> {
  %t = bufferization.to_tensor %m : memref<3xf32> to tensor<3xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%t : tensor<3xf32>) {
  ^bb0(%out: f32):
    %s = arith.addf %out, %out : f32
    linalg.yield %s : f32
  } -> tensor<3xf32>
  return %g : tensor<3xf32>
}

// tensor.empty is an allocation the chain then writes in place: fill, insert,
// insert_slice. Its contents are undefined, so nothing is copied into it.
// CHECK-LABEL: func.func @empty_chain(
// CHECK-NEXT: %[[E:.*]] = memref.alloc() : memref<4x4xf32>
// CHECK-NOT: memref.alloc
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : memref<4x4xf32>)
// CHECK: memref.store %{{.*}}, %[[E]][%{{.*}}, %{{.*}}] : memref<4x4xf32>
// CHECK: %[[S:.*]] = memref.subview %[[E]][0, 1] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 1>>
// CHECK-NEXT: memref.copy %arg0, %[[S]]
// CHECK-NEXT: return %[[E]] : memref<4x4xf32>
func.func @empty_chain(%p: tensor<2x2xf32>, %i: index) -> tensor<4x4xf32> {
  %e = tensor.empty() : tensor<4x4xf32>
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %one = arith.constant 1.0 : f32
  %ins = tensor.insert %one into %f[%i, %i] : tensor<4x4xf32>
  %r = tensor.insert_slice %p into %ins[0, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// A call's tensor results may view its arguments: they are read-only, so a write copies.
// CHECK-LABEL: func.func @call_result(
// CHECK: %[[R:.*]] = call @identity(%arg0) : (memref<3xf32>) -> memref<3xf32>
// CHECK-NEXT: %[[N:.*]] = memref.alloc() : memref<3xf32>
// CHECK-NEXT: memref.copy %[[R]], %[[N]]
func.func @identity(%t: tensor<3xf32>) -> tensor<3xf32> {
  return %t : tensor<3xf32>
}
func.func @call_result(%t: tensor<3xf32> {bufferization.writable = true}) -> tensor<3xf32> {
  %r = func.call @identity(%t) : (tensor<3xf32>) -> tensor<3xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%r : tensor<3xf32>) {
  ^bb0(%out: f32):
    %s = arith.addf %out, %out : f32
    linalg.yield %s : f32
  } -> tensor<3xf32>
  return %g : tensor<3xf32>
}
