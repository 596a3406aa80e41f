// RUN: tessera opt %s --split-input-file --allow-unregistered-dialect --normalize-memrefs | FileCheck %s

// A tiled allocation becomes its physical shape; accesses compose the layout.
// CHECK-LABEL: func.func @tiled_alloc
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() : memref<2x2x32x64xf32>
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 64 {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 128 {
// CHECK-NEXT:        %[[V:.*]] = affine.load %[[M]][%[[I]] floordiv 32, %[[J]] floordiv 64, %[[I]] mod 32, %[[J]] mod 64] : memref<2x2x32x64xf32>
// CHECK-NEXT:        affine.store %[[V]], %[[M]][%[[I]] floordiv 32, (%[[J]] + 1) floordiv 64, %[[I]] mod 32, {{.*}}] : memref<2x2x32x64xf32>
// CHECK:         memref.dealloc %[[M]] : memref<2x2x32x64xf32>
#tile = affine_map<(d0, d1) -> (d0 floordiv 32, d1 floordiv 64, d0 mod 32, d1 mod 64)>
func.func @tiled_alloc() {
  %m = memref.alloc() : memref<64x128xf32, #tile>
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 128 {
      %v = affine.load %m[%i, %j] : memref<64x128xf32, #tile>
      affine.store %v, %m[%i, %j + 1] : memref<64x128xf32, #tile>
    }
  }
  memref.dealloc %m : memref<64x128xf32, #tile>
  return
}

// -----

// Arguments, results, calls and external declarations are retyped together.
// CHECK-LABEL: func.func @caller
// CHECK-SAME:    (%[[A:.*]]: memref<5x6xi32>) -> memref<5x6xi32>
// CHECK-NEXT:    %[[R:.*]] = call @callee(%[[A]]) : (memref<5x6xi32>) -> memref<5x6xi32>
// CHECK-NEXT:    %[[V:.*]] = affine.load %[[R]][2, 1] : memref<5x6xi32>
// CHECK-NEXT:    %[[E:.*]] = call @ext(%[[R]]) : (memref<5x6xi32>) -> memref<2x4xf32>
// CHECK-NEXT:    return %[[R]] : memref<5x6xi32>
// CHECK-LABEL: func.func @callee
// CHECK-SAME:    (%[[P:.*]]: memref<5x6xi32>) -> memref<5x6xi32>
// CHECK-NEXT:    return %[[P]] : memref<5x6xi32>
// CHECK:       func.func private @ext(memref<5x6xi32>) -> memref<2x4xf32>
#t = affine_map<(d0, d1) -> (d1, d0)>
#u = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
func.func @caller(%A: memref<6x5xi32, #t>) -> memref<6x5xi32, #t> {
  %r = call @callee(%A) : (memref<6x5xi32, #t>) -> memref<6x5xi32, #t>
  %v = affine.load %r[1, 2] : memref<6x5xi32, #t>
  %e = call @ext(%r) : (memref<6x5xi32, #t>) -> memref<8xf32, #u>
  return %r : memref<6x5xi32, #t>
}
func.func @callee(%P: memref<6x5xi32, #t>) -> memref<6x5xi32, #t> {
  return %P : memref<6x5xi32, #t>
}
func.func private @ext(memref<6x5xi32, #t>) -> memref<8xf32, #u>

// -----

// A memref used by a non-affine op is not normalisable: the function keeps its types,
// and so does the function calling it.
// CHECK-LABEL: func.func @blocked
// CHECK-SAME:    memref<8xf32, #{{.*}}>
// CHECK:         memref.load %{{.*}} : memref<8xf32, #{{.*}}>
// CHECK-LABEL: func.func @calls_blocked
// CHECK:         memref.alloc() : memref<8xf32, #{{.*}}>
#u = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
func.func @blocked(%A: memref<8xf32, #u>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %A[%c0] : memref<8xf32, #u>
  return %v : f32
}
func.func @calls_blocked() -> f32 {
  %m = memref.alloc() : memref<8xf32, #u>
  %v = call @blocked(%m) : (memref<8xf32, #u>) -> f32
  return %v : f32
}

// -----

// Strided layouts are left as they are, as upstream does.
// CHECK-LABEL: func.func @strided
// CHECK-SAME:    memref<4x4xf32, strided<[8, 1], offset: 2>>
// CHECK:         affine.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<4x4xf32, strided<[8, 1], offset: 2>>
func.func @strided(%A: memref<4x4xf32, strided<[8, 1], offset: 2>>, %i: index) -> f32 {
  %v = affine.load %A[%i, %i] : memref<4x4xf32, strided<[8, 1], offset: 2>>
  return %v : f32
}

// -----

// The memory space is kept; a layout with a constant offset gets an exact extent.
// CHECK-LABEL: func.func @space
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() : memref<11xf32, 3>
// CHECK-NEXT:    affine.store %{{.*}}, %[[M]][%{{.*}} + 3] : memref<11xf32, 3>
func.func @space(%v: f32, %i: index) {
  %m = memref.alloc() : memref<8xf32, affine_map<(d0) -> (d0 + 3)>, 3>
  affine.store %v, %m[%i] : memref<8xf32, affine_map<(d0) -> (d0 + 3)>, 3>
  return
}

// -----

// Identity layouts and dynamic shapes are left alone.
// CHECK-LABEL: func.func @untouched
// CHECK-SAME:    memref<4xf32>
// CHECK-SAME:    memref<?xf32, #{{.*}}>
func.func @untouched(%A: memref<4xf32>, %B: memref<?xf32, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>>) {
  return
}

// -----

// A value with a tiled layout that the pass cannot retype (here a global) blocks its
// function and the functions it calls.
// CHECK-LABEL: func.func @from_global
// CHECK:         memref.get_global @g : memref<8xf32, #{{.*}}>
// CHECK:         call @use(%{{.*}}) : (memref<8xf32, #{{.*}}>) -> f32
// CHECK-LABEL: func.func @use
// CHECK-SAME:    memref<8xf32, #{{.*}}>
#u = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
memref.global "private" @g : memref<8xf32, #u>
func.func @from_global() -> f32 {
  %m = memref.get_global @g : memref<8xf32, #u>
  %v = call @use(%m) : (memref<8xf32, #u>) -> f32
  return %v : f32
}
func.func @use(%A: memref<8xf32, #u>) -> f32 {
  %v = affine.load %A[3] : memref<8xf32, #u>
  return %v : f32
}
