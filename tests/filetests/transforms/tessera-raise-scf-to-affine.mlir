// RUN: tessera opt %s --tessera-raise-scf-to-affine | FileCheck %s

// scf loops with affine bounds and memref accesses with affine subscripts become affine
// ops; the others stay, marked with the reason. The ops that computed the subscripts
// stay too, for canonicalize to erase.

// CHECK-LABEL: func.func @raised
// CHECK:       affine.for %[[I:.*]] = 0 to %{{.*}} step 2 {
// CHECK:         %[[S:.*]] = affine.for %[[J:.*]] = #{{.*}}(%[[I]]) to 32 iter_args(%[[ACC:.*]] = %{{.*}}) -> (f32) {
// CHECK:           %[[X:.*]] = affine.load %{{.*}}[%[[I]] + 1, %[[J]] floordiv 4] : memref<?x8xf32>
// CHECK:           %[[Y:.*]] = affine.load %{{.*}}[%[[I]] * 3, %[[J]] - %[[I]]] : memref<?x40xf32>
// CHECK:           affine.yield %{{.*}} : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.store %[[S]], %{{.*}}[%[[I]]] : memref<?xf32>
// CHECK:       affine.parallel (%{{.*}}, %{{.*}}) = (0, 0) to (symbol(%{{.*}}), 8) {
// CHECK-NOT:   scf.
func.func @raised(%a: memref<?x8xf32>, %b: memref<?x40xf32>, %o: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %z = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c2 {
    %lb = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%i)
    %s = scf.for %j = %lb to %c32 step %c1 iter_args(%acc = %z) -> (f32) {
      %i1 = arith.addi %i, %c1 : index
      %j4 = arith.floordivsi %j, %c4 : index
      %x = memref.load %a[%i1, %j4] : memref<?x8xf32>
      %i3 = arith.muli %i, %c3 : index
      %ji = arith.subi %j, %i : index
      %y = memref.load %b[%i3, %ji] : memref<?x40xf32>
      %p = arith.mulf %x, %y : f32
      %t = arith.addf %acc, %p : f32
      scf.yield %t : f32
    }
    memref.store %s, %o[%i] : memref<?xf32>
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c8) step (%c1, %c1) {
    %x = memref.load %a[%i, %j] : memref<?x8xf32>
    memref.store %x, %a[%i, %j] : memref<?x8xf32>
    scf.reduce
  }
  return
}

// A product of symbols is a symbol (%nm); a product of IVs is not affine.
// CHECK-LABEL: func.func @kept
// CHECK:       affine.for %[[I:.*]] = 0 to %{{.*}} {
// CHECK:         scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:      memref.load %{{.*}}[%[[J]]] : memref<?xf32>
// CHECK-NEXT:      affine.store %{{.*}}, %{{.*}}[%[[I]]] : memref<?xf32>
// CHECK:         } {tessera.host_reason = "its upper bound is not affine in the enclosing affine loops and symbols"}
// CHECK:       scf.parallel
// CHECK:       } {tessera.host_reason = "it has reductions (scf.reduce with operands)"}
// CHECK:       scf.for
// CHECK:       } {tessera.host_reason = "its step is not a positive constant"}
func.func @kept(%a: memref<?xf32>, %n: index, %m: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %nm = arith.muli %n, %m : index
  %z = arith.constant 0.0 : f32
  %v = memref.load %a[%c0] : memref<?xf32>
  %k = arith.fptosi %v : f32 to i32
  %kk = arith.index_cast %k : i32 to index
  scf.for %i = %c0 to %nm step %c1 {
    %ii = arith.muli %i, %i : index
    scf.for %j = %c0 to %ii step %c1 {
      %x = memref.load %a[%j] : memref<?xf32>
      memref.store %x, %a[%i] : memref<?xf32>
    }
  }
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> f32 {
    %x = memref.load %a[%i] : memref<?xf32>
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.addf %l, %rr : f32
      scf.reduce.return %s : f32
    }
  }
  scf.for %i = %c0 to %n step %kk {
    memref.store %r, %a[%i] : memref<?xf32>
  }
  return %r : f32
}

// The host initialises a uniform buffer (memory space 4) in a loop: kernels do not write
// uniform buffers, so the loop stays on the host.
// CHECK-LABEL: func.func @uniform_init
// CHECK:       scf.for
// CHECK:       } {tessera.host_reason = "it writes a memref in memory space 4 : i64, which kernels do not write"}
func.func @uniform_init(%t: memref<8xf32, 4>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %v = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %v, %t[%i] : memref<8xf32, 4>
  }
  return
}
