// RUN: tessera opt %s --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' | FileCheck %s
// RUN: tessera opt %s --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries copy-before-write})' | FileCheck %s --check-prefix=CBW

// one-shot-bufferize of scf.forall with shared_outs, as upstream's
// (`iree-opt --one-shot-bufferize="bufferize-function-boundaries
// function-boundary-type-conversion=identity-layout-map"` gives the same structure): the
// shared output is one buffer, the forall has no results, and each
// tensor.parallel_insert_slice is a copy into a memref.subview at the end of the
// body (a linalg.copy, which a kernel can hold; upstream writes memref.copy), or nothing
// when its source is already that slice (upstream copies the tile onto itself there and
// leaves the copy to canonicalization).

// The tiled matmul on a writable accumulator: all in place, no allocation, no copy.
// CHECK-LABEL: func.func @tiled(
// CHECK-SAME: %[[A:[^:]*]]: memref<8x8xf32>, %[[B:[^:]*]]: memref<8x8xf32>, %[[C:[^:]*]]: memref<8x8xf32> {bufferization.writable = true}) -> memref<8x8xf32>
// CHECK-NOT: memref.alloc
// CHECK-NOT: memref.copy
// CHECK: scf.forall (%[[I:.*]], %[[J:.*]]) in (2, 2) {
// CHECK-NEXT: %[[OI:.*]] = affine.apply #{{.*}}(%[[I]])
// CHECK-NEXT: %[[OJ:.*]] = affine.apply #{{.*}}(%[[J]])
// CHECK-NEXT: %[[SA:.*]] = memref.subview %[[A]][%[[OI]], 0] [4, 8] [1, 1] : memref<8x8xf32> to memref<4x8xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: %[[SB:.*]] = memref.subview %[[B]][0, %[[OJ]]] [8, 4] [1, 1] : memref<8x8xf32> to memref<8x4xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: %[[SC:.*]] = memref.subview %[[C]][%[[OI]], %[[OJ]]] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: linalg.matmul ins(%[[SA]], %[[SB]] : {{.*}}) outs(%[[SC]] : memref<4x4xf32, strided<[8, 1], offset: ?>>)
// CHECK-NEXT: }
// CHECK-NEXT: return %[[C]] : memref<8x8xf32>
// Copy-before-write: the accumulator is copied first, the tile goes through its own
// allocation, and the insert copies it into the shared buffer.
// CBW-LABEL: func.func @tiled(
// CBW: %[[O:.*]] = memref.alloc() : memref<8x8xf32>
// CBW-NEXT: memref.copy %{{.*}}, %[[O]]
// CBW-NEXT: scf.forall
// CBW: linalg.matmul
// CBW: %[[V:.*]] = memref.subview %[[O]][%{{.*}}, %{{.*}}] [4, 4] [1, 1]
// CBW-NEXT: linalg.copy ins(%{{.*}} : {{.*}}) outs(%[[V]] : {{.*}})
// CBW-NEXT: }
// CBW-NEXT: return %[[O]]
func.func @tiled(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>, %init: tensor<8x8xf32> {bufferization.writable = true}) -> tensor<8x8xf32> {
  %r = scf.forall (%i, %j) in (2, 2) shared_outs(%o = %init) -> (tensor<8x8xf32>) {
    %oi = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
    %oj = affine.apply affine_map<(d0) -> (d0 * 4)>(%j)
    %sa = tensor.extract_slice %a[%oi, 0] [4, 8] [1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
    %sb = tensor.extract_slice %b[0, %oj] [8, 4] [1, 1] : tensor<8x8xf32> to tensor<8x4xf32>
    %so = tensor.extract_slice %o[%oi, %oj] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
    %mm = linalg.matmul ins(%sa, %sb : tensor<4x8xf32>, tensor<8x4xf32>) outs(%so : tensor<4x4xf32>) -> tensor<4x4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %mm into %o[%oi, %oj] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}

// The init is a read-only argument, also returned: the forall works on a copy, and the
// insert copies a slice of the other argument into it.
// CHECK-LABEL: func.func @read_only(
// CHECK-SAME: %[[A:[^:]*]]: memref<8xf32>, %[[INIT:[^:]*]]: memref<8xf32>)
// CHECK: %[[O:.*]] = memref.alloc() : memref<8xf32>
// CHECK-NEXT: memref.copy %[[INIT]], %[[O]] : memref<8xf32> to memref<8xf32>
// CHECK-NEXT: scf.forall (%[[I:.*]]) in (2) {
// CHECK-NEXT: %[[OI:.*]] = affine.apply
// CHECK-NEXT: %[[S:.*]] = memref.subview %[[A]][%[[OI]]] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %[[V:.*]] = memref.subview %[[O]][%[[OI]]] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: linalg.copy ins(%[[S]] : {{.*}}) outs(%[[V]] : {{.*}})
// CHECK-NEXT: }
// CHECK-NEXT: return %[[O]], %[[INIT]] : memref<8xf32>, memref<8xf32>
func.func @read_only(%a: tensor<8xf32>, %init: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %r = scf.forall (%i) in (2) shared_outs(%o = %init) -> (tensor<8xf32>) {
    %oi = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
    %sa = tensor.extract_slice %a[%oi] [4] [1] : tensor<8xf32> to tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %sa into %o[%oi] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  return %r, %init : tensor<8xf32>, tensor<8xf32>
}

// Two inserts where one's source is the other's dest slice: one parallel assignment, the
// source read before either copy (through a temporary), as the tensor values say
// (upstream copies in order, so both results get %y's slices).
// CHECK-LABEL: func.func @swap(
// CHECK: scf.forall
// CHECK: %[[T:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: linalg.copy ins(%{{.*}} : {{.*}}) outs(%[[T]] : memref<4xf32>)
// CHECK-NEXT: %[[U:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: linalg.copy ins(%{{.*}} : {{.*}}) outs(%[[U]] : memref<4xf32>)
// CHECK-NEXT: linalg.copy ins(%[[T]] : memref<4xf32>) outs(%{{.*}} : {{.*}})
// CHECK-NEXT: linalg.copy ins(%[[U]] : memref<4xf32>) outs(%{{.*}} : {{.*}})
// CHECK-NEXT: }
func.func @swap(%x: tensor<8xf32> {bufferization.writable = true}, %y: tensor<8xf32> {bufferization.writable = true}) -> (tensor<8xf32>, tensor<8xf32>) {
  %r:2 = scf.forall (%i) in (2) shared_outs(%p = %x, %q = %y) -> (tensor<8xf32>, tensor<8xf32>) {
    %oi = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
    %sp = tensor.extract_slice %p[%oi] [4] [1] : tensor<8xf32> to tensor<4xf32>
    %sq = tensor.extract_slice %q[%oi] [4] [1] : tensor<8xf32> to tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %sq into %p[%oi] [4] [1] : tensor<4xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %sp into %q[%oi] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  return %r#0, %r#1 : tensor<8xf32>, tensor<8xf32>
}
