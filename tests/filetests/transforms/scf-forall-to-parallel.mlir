// RUN: tessera opt %s --scf-forall-to-parallel | FileCheck %s

// scf-forall-to-parallel (upstream's pass of that name): the bounds become index values
// (static ones as constants), the body moves over, scf.forall.in_parallel becomes an empty
// scf.reduce and the mapping is dropped. A loop with shared_outs fails at its location
// (scf-forall-to-parallel-errors.mlir).
// CHECK-LABEL: func.func @mixed
// CHECK: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[C1B:.*]] = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%[[I:.*]], %[[J:.*]]) = (%[[C1]], %[[C0]]) to (%arg1, %[[C8]]) step (%[[C2]], %[[C1B]]) {
// CHECK-NEXT: memref.load %arg0[%[[I]], %[[J]]]
// CHECK: scf.reduce
// CHECK-NEXT: }
// CHECK-NOT: scf.forall
// CHECK-NOT: mapping
func.func @mixed(%m: memref<8x8xf32>, %n: index) {
  scf.forall (%i, %j) = (1, 0) to (%n, 8) step (2, 1) {
    %v = memref.load %m[%i, %j] : memref<8x8xf32>
    memref.store %v, %m[%j, %i] : memref<8x8xf32>
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  return
}
