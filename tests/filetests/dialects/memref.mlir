// RUN: tessera opt %s | tessera opt | FileCheck %s

// Custom assembly forms of the memref dialect: every op, printed in upstream's canonical
// form (LLVM 18-20) and stable under print -> parse -> print.

// CHECK-DAG: #[[$OFF:.*]] = affine_map<(d0)[s0] -> (d0 + s0)>

// CHECK-LABEL: func.func @alloc_alloca
func.func @alloc_alloca(%d: index, %s: index) {
  // CHECK: %[[A:.*]] = memref.alloc() : memref<4xf32>
  %0 = memref.alloc() : memref<4xf32>
  // CHECK: memref.alloc(%{{.*}}) alignment = 8 : memref<?xf32>
  %1 = memref.alloc(%d) {alignment = 8} : memref<?xf32>
  // CHECK: memref.alloc(%{{.*}})[%{{.*}}] : memref<?xf32, #[[$OFF]]>
  %2 = memref.alloc(%d)[%s] : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  // CHECK: memref.alloca() alignment = 64 : memref<2x2xi32>
  %3 = memref.alloca() {alignment = 64 : i64} : memref<2x2xi32>
  // CHECK: memref.dealloc %[[A]] : memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  return
}

// CHECK-LABEL: func.func @load_store
// CHECK-SAME: (%[[M:.*]]: memref<8x16xf32>, %[[I:.*]]: index, %[[J:.*]]: index)
func.func @load_store(%m: memref<8x16xf32>, %i: index, %j: index) {
  // CHECK: %[[V:.*]] = memref.load %[[M]][%[[I]], %[[J]]] : memref<8x16xf32>
  %v = memref.load %m[%i, %j] : memref<8x16xf32>
  // The property as current upstream spells it, `nontemporal(true)`; the older spelling in
  // the attribute dictionary is read too.
  // CHECK: memref.load %[[M]][%[[J]], %[[I]]] nontemporal(true) : memref<8x16xf32>
  %w = memref.load %m[%j, %i] {nontemporal = true} : memref<8x16xf32>
  // CHECK: memref.load %[[M]][%[[I]], %[[I]]] nontemporal(true) {tag} : memref<8x16xf32>
  %x = memref.load %m[%i, %i] nontemporal(true) {tag} : memref<8x16xf32>
  // CHECK: memref.store %[[V]], %[[M]][%[[I]], %[[J]]] : memref<8x16xf32>
  memref.store %v, %m[%i, %j] : memref<8x16xf32>
  // CHECK: memref.store %{{.*}}, %[[M]][%[[I]], %[[I]]] : memref<8x16xf32>
  memref.store %w, %m[%i, %i] {nontemporal = false} : memref<8x16xf32>
  // CHECK: memref.store %{{.*}}, %[[M]][%[[J]], %[[J]]] nontemporal(true) : memref<8x16xf32>
  memref.store %x, %m[%j, %j] nontemporal(true) : memref<8x16xf32>
  // CHECK: memref.store %{{.*}}, %[[M]][%[[J]], %[[I]]] : memref<8x16xf32>
  memref.store %x, %m[%j, %i] nontemporal(false) : memref<8x16xf32>
  return
}

// CHECK-LABEL: func.func @dim_rank_cast_copy
func.func @dim_rank_cast_copy(%m: memref<?xf32>, %s: memref<4xf32>, %t: memref<4xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  // CHECK: memref.dim %{{.*}}, %{{.*}} : memref<?xf32>
  %d = memref.dim %m, %c0 : memref<?xf32>
  // CHECK: memref.rank %{{.*}} : memref<?xf32>
  %r = memref.rank %m : memref<?xf32>
  // CHECK: memref.cast %{{.*}} : memref<4xf32> to memref<?xf32>
  %c = memref.cast %s : memref<4xf32> to memref<?xf32>
  // CHECK: memref.copy %{{.*}}, %{{.*}} : memref<4xf32> to memref<4xf32>
  memref.copy %s, %t : memref<4xf32> to memref<4xf32>
  return %d, %r : index, index
}

// CHECK-LABEL: func.func @subview
// CHECK-SAME: (%[[A:.*]]: memref<8x16xf32>, %[[I:.*]]: index, %[[S:.*]]: index)
func.func @subview(%a: memref<8x16xf32>, %i: index, %s: index) {
  // CHECK: memref.subview %[[A]][%[[I]], 0] [4, %[[S]]] [1, 1] : memref<8x16xf32> to memref<4x?xf32, strided<[16, 1], offset: ?>>
  %0 = memref.subview %a[%i, 0] [4, %s] [1, 1] : memref<8x16xf32> to memref<4x?xf32, strided<[16, 1], offset: ?>>
  // CHECK: memref.subview %[[A]][2, 4] [2, 2] [2, 1] : memref<8x16xf32> to memref<2x2xf32, strided<[32, 1], offset: 36>>
  %1 = memref.subview %a[2, 4] [2, 2] [2, 1] : memref<8x16xf32> to memref<2x2xf32, strided<[32, 1], offset: 36>>
  return
}

// CHECK-LABEL: func.func @reinterpret_cast
// CHECK-SAME: (%[[A:.*]]: memref<?xf32>, %[[S:.*]]: index)
func.func @reinterpret_cast(%a: memref<?xf32>, %s: index) {
  // CHECK: memref.reinterpret_cast %[[A]] to offset: [0], sizes: [%[[S]], 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 1]>>
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [%s, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 1]>>
  // CHECK: memref.reinterpret_cast %[[A]] to offset: [%[[S]]], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, strided<[1], offset: ?>>
  %1 = memref.reinterpret_cast %a to offset: [%s], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, strided<[1], offset: ?>>
  return
}

// CHECK: memref.global "private" constant @cst : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
memref.global "private" constant @cst : memref<2xf32> = dense<[1.0, 2.0]>
// CHECK: memref.global @uninit : memref<4xi32> = uninitialized
memref.global @uninit : memref<4xi32> = uninitialized
// CHECK: memref.global "private" @ext : memref<3xf32>{{$}}
memref.global "private" @ext : memref<3xf32>
// CHECK: memref.global @aligned : memref<4xf32> = dense<0.000000e+00> alignment = 64
memref.global @aligned : memref<4xf32> = dense<0.0> {alignment = 64 : i64}

// CHECK-LABEL: func.func @get_global_view
func.func @get_global_view(%d: index) {
  // CHECK: memref.get_global @cst : memref<2xf32>
  %0 = memref.get_global @cst : memref<2xf32>
  %c0 = arith.constant 0 : index
  %buf = memref.alloc() : memref<2048xi8>
  // CHECK: memref.view %{{.*}}[%{{.*}}][%{{.*}}] : memref<2048xi8> to memref<?x4xf32>
  %1 = memref.view %buf[%c0][%d] : memref<2048xi8> to memref<?x4xf32>
  // CHECK: memref.view %{{.*}}[%{{.*}}][] : memref<2048xi8> to memref<16x4xf32>
  %2 = memref.view %buf[%c0][] : memref<2048xi8> to memref<16x4xf32>
  return
}

// CHECK-LABEL: func.func @reshape
func.func @reshape(%m: memref<8x5xf32>, %n: memref<?xf32>, %d: index) {
  // CHECK: memref.expand_shape %{{.*}} {{\[\[}}0, 1], [2]] output_shape [2, 4, 5] : memref<8x5xf32> into memref<2x4x5xf32>
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 5] : memref<8x5xf32> into memref<2x4x5xf32>
  // The pre-LLVM-19 form without output_shape is accepted for static results.
  // CHECK: memref.expand_shape %{{.*}} {{\[\[}}0, 1], [2]] output_shape [4, 2, 5] : memref<8x5xf32> into memref<4x2x5xf32>
  %1 = memref.expand_shape %m [[0, 1], [2]] : memref<8x5xf32> into memref<4x2x5xf32>
  // CHECK: memref.expand_shape %{{.*}} {{\[\[}}0, 1]] output_shape [%{{.*}}, 4] : memref<?xf32> into memref<?x4xf32>
  %2 = memref.expand_shape %n [[0, 1]] output_shape [%d, 4] : memref<?xf32> into memref<?x4xf32>
  // CHECK: memref.collapse_shape %{{.*}} {{\[\[}}0, 1], [2]] : memref<2x4x5xf32> into memref<8x5xf32>
  %3 = memref.collapse_shape %0 [[0, 1], [2]] : memref<2x4x5xf32> into memref<8x5xf32>
  return
}

// CHECK-LABEL: func.func @atomic_rmw
func.func @atomic_rmw(%v: f32, %m: memref<10xf32>, %i: index, %x: i32, %n: memref<10xi32>) -> (f32, i32) {
  // CHECK: memref.atomic_rmw addf %{{.*}}, %{{.*}}[%{{.*}}] : (f32, memref<10xf32>) -> f32
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  // CHECK: memref.atomic_rmw maxs %{{.*}}, %{{.*}}[%{{.*}}] : (i32, memref<10xi32>) -> i32
  %1 = memref.atomic_rmw "maxs" %x, %n[%i] : (i32, memref<10xi32>) -> i32
  // CHECK: memref.atomic_rmw maximumf
  %2 = memref.atomic_rmw maximumf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  return %0, %1 : f32, i32
}
