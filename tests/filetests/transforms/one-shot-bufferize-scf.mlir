// RUN: tessera opt %s --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' | FileCheck %s
// RUN: tessera opt %s --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries copy-before-write})' | FileCheck %s --check-prefix=CBW

// one-shot-bufferize through scf control flow. A loop-carried tensor has one buffer for
// the whole loop (the init's, or a copy of it made before the loop); the rebuilt loop
// carries no tensors. scf.if / scf.index_switch results become memrefs yielded by the
// branches.

// The tiled loop on a writable accumulator: the extract_slice / matmul / insert_slice of
// one tile are all in place, no allocation and no copy (upstream copies the tile onto
// itself and leaves that copy to canonicalization).
// CHECK-LABEL: func.func @tiled(
// CHECK-SAME: %[[A:[^:]*]]: memref<8x4xf32>, %[[B:[^:]*]]: memref<4x8xf32>, %[[C:[^:]*]]: memref<8x8xf32> {bufferization.writable = true}) -> memref<8x8xf32>
// CHECK-NOT: memref.alloc
// CHECK-NOT: memref.copy
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT: %[[SA:.*]] = memref.subview %[[A]][%[[I]], 0] [4, 4] [1, 1]
// CHECK-NEXT: %[[SC:.*]] = memref.subview %[[C]][%[[I]], 0] [4, 8] [1, 1] : memref<8x8xf32> to memref<4x8xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: linalg.matmul ins(%[[SA]], %[[B]] : {{.*}}) outs(%[[SC]] : memref<4x8xf32, strided<[8, 1], offset: ?>>)
// CHECK-NEXT: }
// CHECK-NEXT: return %[[C]] : memref<8x8xf32>
// CBW-LABEL: func.func @tiled(
// CBW: memref.alloc
// CBW: scf.for
// CBW: memref.alloc
// CBW: linalg.matmul
func.func @tiled(%A: tensor<8x4xf32>, %B: tensor<4x8xf32>, %C: tensor<8x8xf32> {bufferization.writable = true}) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c4 iter_args(%acc = %C) -> (tensor<8x8xf32>) {
    %a = tensor.extract_slice %A[%i, 0] [4, 4] [1, 1] : tensor<8x4xf32> to tensor<4x4xf32>
    %s = tensor.extract_slice %acc[%i, 0] [4, 8] [1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
    %m = linalg.matmul ins(%a, %B : tensor<4x4xf32>, tensor<4x8xf32>) outs(%s : tensor<4x8xf32>) -> tensor<4x8xf32>
    %n = tensor.insert_slice %m into %acc[%i, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<8x8xf32>
    scf.yield %n : tensor<8x8xf32>
  }
  return %r : tensor<8x8xf32>
}

// A read-only init (a function argument) is copied once, before the loop; the loop
// works in place on the copy.
// CHECK-LABEL: func.func @readonly_init(
// CHECK-SAME: %[[T:[^:]*]]: memref<8xf32>
// CHECK: %[[F:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: %[[N:.*]] = memref.alloc() : memref<8xf32>
// CHECK-NEXT: memref.copy %[[T]], %[[N]]
// CHECK-NEXT: scf.for
// CHECK-NEXT: memref.store %[[F]], %[[N]]
// CHECK-NEXT: }
// CHECK-NEXT: return %[[N]]
func.func @readonly_init(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %f = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %t) -> (tensor<8xf32>) {
    %x = tensor.insert %f into %acc[%i] : tensor<8xf32>
    scf.yield %x : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// The init is read after the loop: the loop works on a copy, although the init's
// buffer (an allocation) is writable.
// CHECK-LABEL: func.func @init_used_after(
// CHECK: %[[E:.*]] = memref.alloc() : memref<8xf32>
// CHECK-NEXT: linalg.fill {{.*}} outs(%[[E]] : memref<8xf32>)
// CHECK-NEXT: %[[N:.*]] = memref.alloc() : memref<8xf32>
// CHECK-NEXT: memref.copy %[[E]], %[[N]]
// CHECK-NEXT: scf.for
// CHECK-NEXT: memref.store %{{.*}}, %[[N]]
// CHECK: return %[[N]], %[[E]]
func.func @init_used_after(%n: index) -> (tensor<8xf32>, tensor<8xf32>) {
  %f = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<8xf32>
  %z = linalg.fill ins(%f : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (tensor<8xf32>) {
    %x = tensor.insert %f into %acc[%i] : tensor<8xf32>
    scf.yield %x : tensor<8xf32>
  }
  return %r, %z : tensor<8xf32>, tensor<8xf32>
}

// A tensor defined before the loop and read in it is not written in place inside it (a
// later iteration would read the written value): the insert into %z writes a copy.
// The yield of that other buffer copies it into the loop's buffer.
// CHECK-LABEL: func.func @read_in_later_iteration(
// CHECK: %[[Z:.*]] = memref.alloc() : memref<8xf32>
// CHECK-NEXT: linalg.fill {{.*}} outs(%[[Z]] : memref<8xf32>)
// CHECK-NEXT: %[[L:.*]] = memref.alloc() : memref<8xf32>
// CHECK-NEXT: memref.copy %[[Z]], %[[L]]
// CHECK-NEXT: scf.for %[[I:.*]] = {{.*}} {
// CHECK-NEXT: %[[V:.*]] = memref.load %[[Z]][%[[I]]]
// CHECK-NEXT: %[[C:.*]] = memref.alloc() : memref<8xf32>
// CHECK-NEXT: memref.copy %[[Z]], %[[C]]
// CHECK-NEXT: memref.store %[[V]], %[[C]][%{{.*}}]
// CHECK-NEXT: memref.copy %[[C]], %[[L]]
// CHECK-NEXT: }
// CHECK-NEXT: return %[[L]]
func.func @read_in_later_iteration(%n: index) -> tensor<8xf32> {
  %f = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %e = tensor.empty() : tensor<8xf32>
  %z = linalg.fill ins(%f : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (tensor<8xf32>) {
    %v = tensor.extract %z[%i] : tensor<8xf32>
    %x = tensor.insert %v into %z[%c7] : tensor<8xf32>
    scf.yield %x : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// Swapped iteration arguments: each yielded buffer is one of the loop's, so both go
// through a temporary before being copied back.
// CHECK-LABEL: func.func @swap(
// CHECK: %[[X:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %arg0, %[[X]]
// CHECK-NEXT: %[[Y:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %arg1, %[[Y]]
// CHECK-NEXT: scf.for
// CHECK-NEXT: %[[T0:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %[[Y]], %[[T0]]
// CHECK-NEXT: %[[T1:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %[[X]], %[[T1]]
// CHECK-NEXT: memref.copy %[[T0]], %[[X]]
// CHECK-NEXT: memref.copy %[[T1]], %[[Y]]
// CHECK-NEXT: }
// CHECK-NEXT: return %[[X]], %[[Y]]
func.func @swap(%a: tensor<4xf32>, %b: tensor<4xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (tensor<4xf32>, tensor<4xf32>) {
    scf.yield %y, %x : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// Both branches write the same tensor in place (they never both run); the result is
// that buffer, and the scf.if loses it (upstream yields the buffer from both branches).
// CHECK-LABEL: func.func @if_in_place(
// CHECK: %[[Z:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: linalg.fill
// CHECK-NEXT: scf.if %{{.*}} {
// CHECK-NEXT: memref.store %{{.*}}, %[[Z]]
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %{{.*}}, %[[Z]]
// CHECK-NEXT: }
// CHECK-NEXT: return %[[Z]]
func.func @if_in_place(%c: i1, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.if %c -> (tensor<4xf32>) {
    %x = tensor.insert %f into %z[%c0] : tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  } else {
    %y = tensor.insert %f into %z[%c1] : tensor<4xf32>
    scf.yield %y : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// The tensor is read after the scf.if: the branch writes a copy. The result may be
// either branch's buffer (a read-only argument), so the insert after the scf.if copies.
// CHECK-LABEL: func.func @if_copy(
// CHECK-SAME: %[[T:[^:]*]]: memref<4xf32>
// CHECK: %[[R:.*]] = scf.if %{{.*}} -> (memref<4xf32>) {
// CHECK-NEXT: %[[N:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %[[T]], %[[N]]
// CHECK-NEXT: memref.store %{{.*}}, %[[N]]
// CHECK-NEXT: scf.yield %[[N]] : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[T]] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %[[M:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %[[R]], %[[M]]
// CHECK-NEXT: memref.store %{{.*}}, %[[M]]
// CHECK-NEXT: return %[[M]], %[[T]]
func.func @if_copy(%t: tensor<4xf32>, %c: i1, %f: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> (tensor<4xf32>) {
    %x = tensor.insert %f into %t[%c0] : tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  } else {
    scf.yield %t : tensor<4xf32>
  }
  %s = tensor.insert %f into %r[%c0] : tensor<4xf32>
  return %s, %t : tensor<4xf32>, tensor<4xf32>
}

// scf.index_switch: the same as scf.if, one yield per case.
// CHECK-LABEL: func.func @switch(
// CHECK: %[[R:.*]] = scf.index_switch %{{.*}} -> memref<4xf32>
// CHECK: scf.yield %{{.*}} : memref<4xf32>
// CHECK: default {
// CHECK: scf.yield %{{.*}} : memref<4xf32>
// CHECK: return %[[R]]
func.func @switch(%t: tensor<4xf32>, %u: tensor<4xf32>, %k: index) -> tensor<4xf32> {
  %r = scf.index_switch %k -> tensor<4xf32>
  case 1 {
    scf.yield %t : tensor<4xf32>
  }
  default {
    scf.yield %u : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// scf.while: the before and after arguments and the result are one buffer (a copy of
// the read-only argument); the after region writes it in place.
// CHECK-LABEL: func.func @while(
// CHECK-SAME: %[[T:[^:]*]]: memref<4xf32>
// CHECK: %[[N:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %[[T]], %[[N]]
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: memref.load %[[N]]
// CHECK-NEXT: arith.cmpf
// CHECK-NEXT: scf.condition(%{{.*}})
// CHECK-NEXT: } do {
// CHECK-NEXT: memref.load %[[N]]
// CHECK-NEXT: arith.addf
// CHECK-NEXT: memref.store %{{.*}}, %[[N]]
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return %[[N]]
func.func @while(%t: tensor<4xf32>, %lim: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.while (%a = %t) : (tensor<4xf32>) -> tensor<4xf32> {
    %v = tensor.extract %a[%c0] : tensor<4xf32>
    %c = arith.cmpf olt, %v, %lim : f32
    scf.condition(%c) %a : tensor<4xf32>
  } do {
  ^bb0(%b: tensor<4xf32>):
    %v = tensor.extract %b[%c0] : tensor<4xf32>
    %w = arith.addf %v, %v : f32
    %n = tensor.insert %w into %b[%c0] : tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// tensor.reshape: memref.reshape of the source's buffer, with the shape's buffer.
// CHECK-LABEL: func.func @reshape(
// CHECK-SAME: %[[T:[^:]*]]: memref<4xf32>, %[[S:[^:]*]]: memref<2xi32>
// CHECK-NEXT: %[[R:.*]] = memref.reshape %[[T]](%[[S]]) : (memref<4xf32>, memref<2xi32>) -> memref<2x2xf32>
// CHECK-NEXT: return %[[R]]
func.func @reshape(%t: tensor<4xf32>, %s: tensor<2xi32>) -> tensor<2x2xf32> {
  %r = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<2xi32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}

// An elementwise linalg.generic reading the tensor it writes (identity maps, parallel
// loops) writes it in place, as upstream does: each element is read before it is
// written. With a transposed read it writes a copy.
// CHECK-LABEL: func.func @elementwise_in_place(
// CHECK: %[[N:.*]] = memref.alloc() : memref<4x4xf32>
// CHECK-NEXT: memref.copy %arg0, %[[N]]
// CHECK-NEXT: memref.store
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[N]] : memref<4x4xf32>) outs(%[[N]] : memref<4x4xf32>)
// CHECK: %[[M:.*]] = memref.alloc() : memref<4x4xf32>
// CHECK-NEXT: memref.copy %[[N]], %[[M]]
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[N]] : memref<4x4xf32>) outs(%[[M]] : memref<4x4xf32>)
// CHECK: return %[[M]]
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#tr2 = affine_map<(d0, d1) -> (d1, d0)>
func.func @elementwise_in_place(%t: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %w = tensor.insert %f into %t[%c0, %c0] : tensor<4x4xf32>
  %d = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%w : tensor<4x4xf32>) outs(%w : tensor<4x4xf32>) {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  %e = linalg.generic {indexing_maps = [#tr2, #id2], iterator_types = ["parallel", "parallel"]} ins(%d : tensor<4x4xf32>) outs(%d : tensor<4x4xf32>) {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  return %e : tensor<4x4xf32>
}
