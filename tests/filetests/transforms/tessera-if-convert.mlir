// RUN: tessera opt %s --split-input-file --tessera-if-convert | FileCheck %s

// A padded 1-D convolution: the condition becomes an i1, the input is read at a clamped
// index, and the accumulation is unconditional with a select.
// CHECK-LABEL: func.func @conv1d
// CHECK:         affine.for
// CHECK:           affine.for
// CHECK-NOT:         affine.if
// CHECK:             %[[W:.*]] = affine.load %arg1
// CHECK:             %[[C0:.*]] = arith.cmpi sge
// CHECK:             %[[C1:.*]] = arith.cmpi sge
// CHECK:             %[[C:.*]] = arith.andi %[[C0]], %[[C1]] : i1
// CHECK:             %[[LO:.*]] = affine.max
// CHECK:             %[[IX:.*]] = affine.min #{{.*}}(%[[LO]])
// CHECK:             %[[X:.*]] = memref.load %arg0[%[[IX]]] : memref<10xf32>
// CHECK:             %[[P:.*]] = arith.mulf %[[X]], %[[W]] : f32
// CHECK:             %[[O:.*]] = affine.load %arg2
// CHECK:             %[[S:.*]] = arith.addf %[[O]], %[[P]] : f32
// CHECK:             %[[R:.*]] = arith.select %[[C]], %[[S]], %[[O]] : f32
// CHECK:             affine.store %[[R]], %arg2
func.func @conv1d(%I: memref<10xf32>, %W: memref<3xf32>, %O: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %k = 0 to 3 {
      affine.if affine_set<(d0, d1) : (d0 + d1 - 1 >= 0, -d0 - d1 + 10 >= 0)>(%i, %k) {
        %x = affine.load %I[%i + %k - 1] : memref<10xf32>
        %w = affine.load %W[%k] : memref<3xf32>
        %o = affine.load %O[%i] : memref<10xf32>
        %p = arith.mulf %x, %w : f32
        %s = arith.addf %o, %p : f32
        affine.store %s, %O[%i] : memref<10xf32>
      }
    }
  }
  return
}

// -----

// The location itself is only in bounds under the condition: left alone.
// CHECK-LABEL: func.func @guarded_location
// CHECK:         affine.if
// CHECK-NOT:     arith.select
func.func @guarded_location(%A: memref<10xf32>) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 12 {
    affine.if affine_set<(d0) : (-d0 + 9 >= 0)>(%i) {
      %o = affine.load %A[%i] : memref<10xf32>
      %s = arith.addf %o, %c : f32
      affine.store %s, %A[%i] : memref<10xf32>
    }
  }
  return
}

// -----

// The rebuilt ops keep the properties and attributes of the ops they replace: the
// accumulation's `fastmath` flags, the `nontemporal` hints of the loads (the clamped
// `memref.load` takes it as its property) and of the store.
// CHECK-LABEL: func.func @keeps_flags
// CHECK-NOT:         affine.if
// CHECK:             memref.load %arg0[%{{.*}}] nontemporal(true) : memref<10xf32>
// CHECK:             %[[O:.*]] = affine.load %arg2[%{{.*}}] {nontemporal = true} : memref<10xf32>
// CHECK:             %[[S:.*]] = arith.addf %[[O]], %{{.*}} fastmath<nnan,contract> : f32
// CHECK:             %[[R:.*]] = arith.select %{{.*}}, %[[S]], %[[O]] : f32
// CHECK:             affine.store %[[R]], %arg2[%{{.*}}] {nontemporal = true} : memref<10xf32>
func.func @keeps_flags(%I: memref<10xf32>, %W: memref<3xf32>, %O: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %k = 0 to 3 {
      affine.if affine_set<(d0, d1) : (d0 + d1 - 1 >= 0, -d0 - d1 + 10 >= 0)>(%i, %k) {
        %x = affine.load %I[%i + %k - 1] {nontemporal = true} : memref<10xf32>
        %w = affine.load %W[%k] : memref<3xf32>
        %o = affine.load %O[%i] {nontemporal = true} : memref<10xf32>
        %p = arith.mulf %x, %w : f32
        %s = arith.addf %o, %p fastmath<nnan,contract> : f32
        affine.store %s, %O[%i] {nontemporal = true} : memref<10xf32>
      }
    }
  }
  return
}
