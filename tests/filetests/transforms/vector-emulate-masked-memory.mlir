// RUN: tessera opt %s --split-input-file --vector-emulate-masked-memory | FileCheck %s

// A mask known only at run time: one scf.if per lane around a scalar access; a load
// threads the pass-through through the branches.
// CHECK-LABEL: func.func @dynamic_load
// CHECK-COUNT-2: scf.if
// CHECK: memref.load
// CHECK: vector.insert
// CHECK: scf.yield
// CHECK: } else {
// CHECK: scf.yield
// CHECK-NOT: vector.maskedload
// CHECK: return
func.func @dynamic_load(%m: memref<16xf32>, %i: index, %mask: vector<2xi1>, %p: vector<2xf32>) -> vector<2xf32> {
  %v = vector.maskedload %m[%i], %mask, %p : memref<16xf32>, vector<2xi1>, vector<2xf32> into vector<2xf32>
  return %v : vector<2xf32>
}

// -----

// A constant mask: the set lanes are plain accesses, the clear ones none.
// CHECK-LABEL: func.func @static_store
// CHECK-NOT: scf.if
// CHECK-COUNT-2: memref.store
// CHECK-NOT: memref.store
// CHECK: return
func.func @static_store(%m: memref<16xf32>, %i: index, %v: vector<4xf32>) {
  %mask = vector.constant_mask [2] : vector<4xi1>
  vector.maskedstore %m[%i], %mask, %v : memref<16xf32>, vector<4xi1>, vector<4xf32>
  return
}

// -----

// Gather with constant offsets: the lane indices are constants added to the base.
// CHECK-LABEL: func.func @gather
// CHECK-DAG: %[[C5:.*]] = arith.constant 5 : index
// CHECK: %[[AT:.*]] = arith.addi %{{.*}}, %[[C5]] : index
// CHECK: memref.load %{{.*}}[%{{.*}}, %[[AT]]]
// CHECK-NOT: vector.gather
func.func @gather(%m: memref<4x16xf32>, %i: index, %mask: vector<2xi1>, %p: vector<2xf32>) -> vector<2xf32> {
  %iv = arith.constant dense<[5, 7]> : vector<2xindex>
  %g = vector.gather %m[%i, %i] [%iv], %mask, %p : memref<4x16xf32>, vector<2xindex>, vector<2xi1>, vector<2xf32> into vector<2xf32>
  return %g : vector<2xf32>
}

// -----

// A lane at a constant index past the innermost dimension gets no access.
// CHECK-LABEL: func.func @tail
// CHECK-COUNT-2: memref.load
// CHECK-NOT: memref.load
// CHECK: return
func.func @tail(%m: memref<10xf32>, %mask: vector<4xi1>, %p: vector<4xf32>) -> vector<4xf32> {
  %c8 = arith.constant 8 : index
  %v = vector.maskedload %m[%c8], %mask, %p : memref<10xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %v : vector<4xf32>
}

// -----

// 2-D vectors: element (i, j), in row-major order, at the last two indices plus (i, j).
// CHECK-LABEL: func.func @two_d
// CHECK-NOT: vector.maskedload
// CHECK: vector.extract %arg2[0, 0] : i1 from vector<2x4xi1>
// CHECK: memref.load %arg0[%arg1, %{{.*}}] : memref<4x8xf32>
// CHECK: vector.insert %{{.*}}, %arg3 [0, 0] : f32 into vector<2x4xf32>
// CHECK: vector.extract %arg2[0, 3] : i1 from vector<2x4xi1>
// CHECK: %[[ROW:.*]] = arith.addi %arg1, %[[ONE:.*]] : index
// CHECK: %[[COL:.*]] = arith.addi %arg1, %{{.*}} : index
// CHECK: vector.extract %arg2[1, 0] : i1 from vector<2x4xi1>
// CHECK: memref.load %arg0[%[[ROW]], %[[COL]]] : memref<4x8xf32>
// CHECK: vector.insert %{{.*}} [1, 0] : f32 into vector<2x4xf32>
// CHECK: vector.extract %arg2[1, 3] : i1 from vector<2x4xi1>
// CHECK-NOT: vector.maskedload
// CHECK: return
func.func @two_d(%m: memref<4x8xf32>, %i: index, %mask: vector<2x4xi1>, %p: vector<2x4xf32>) -> vector<2x4xf32> {
  %v = vector.maskedload %m[%i, %i], %mask, %p : memref<4x8xf32>, vector<2x4xi1>, vector<2x4xf32> into vector<2x4xf32>
  return %v : vector<2x4xf32>
}

// -----

// A transfer in bounds along the innermost dimension without a mask is a vector.load; one
// not in bounds checks each lane's index against the size (unsigned), and a lane at a
// constant index past the end keeps the padding.
// CHECK-LABEL: func.func @transfers
// CHECK: vector.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<4x10xf32>, vector<4xf32>
// CHECK: arith.cmpi ult
// CHECK: scf.if
// CHECK: memref.load
// CHECK: scf.if
// CHECK-NOT: vector.transfer_read
// CHECK: return
func.func @transfers(%m: memref<4x10xf32>, %i: index, %j: index, %pad: f32) -> (vector<4xf32>, vector<4xf32>) {
  %a = vector.transfer_read %m[%i, %j], %pad {in_bounds = [true]} : memref<4x10xf32>, vector<4xf32>
  %b = vector.transfer_read %m[%i, %j], %pad : memref<4x10xf32>, vector<4xf32>
  return %a, %b : vector<4xf32>, vector<4xf32>
}

// -----

// A broadcast read is one scalar load and a vector.broadcast.
// CHECK-LABEL: func.func @broadcast
// CHECK: %[[X:.*]] = memref.load
// CHECK: vector.broadcast %[[X]] : f32 to vector<4xf32>
func.func @broadcast(%m: memref<4x10xf32>, %i: index, %pad: f32) -> vector<4xf32> {
  %a = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (0)>} : memref<4x10xf32>, vector<4xf32>
  return %a : vector<4xf32>
}
