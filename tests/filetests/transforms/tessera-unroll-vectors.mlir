// RUN: tessera opt %s --split-input-file --tessera-unroll-vectors | FileCheck %s

// `tessera-unroll-vectors` cuts the vectors of GPU kernels that SPIR-V has no type for
// (more than 4 lanes, one lane, rank 2 or more) into 1-D pieces of at most 4 lanes. The
// kernels are gpu.launch bodies, as in the GPU pipeline (the pass takes outlined
// gpu.funcs too; these are not gpu.funcs because spirv/tests/all_kernels.rs compiles
// every gpu.func of the filetests as it is, and these need the pass first).

// A wide load, multiply by a non-splat constant and store: two pieces of 4 lanes, the
// second at the innermost index plus 4, each with its half of the constant.
// CHECK-LABEL: func.func @elementwise
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[K0:.*]] = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>
// CHECK-DAG: %[[K1:.*]] = arith.constant dense<[5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00]> : vector<4xf32>
// CHECK: %[[V0:.*]] = vector.load %arg0[%arg2, %[[C0]]] : memref<8x16xf32>, vector<4xf32>
// CHECK: %[[C4:.*]] = arith.constant 4 : index
// CHECK: %[[J4:.*]] = arith.addi %[[C0]], %[[C4]] : index
// CHECK: %[[V1:.*]] = vector.load %arg0[%arg2, %[[J4]]] : memref<8x16xf32>, vector<4xf32>
// CHECK: %[[W0:.*]] = arith.mulf %[[V0]], %[[K0]] : vector<4xf32>
// CHECK: %[[W1:.*]] = arith.mulf %[[V1]], %[[K1]] : vector<4xf32>
// CHECK: vector.store %[[W0]], %arg1[%arg2, %[[C0]]]
// CHECK: vector.store %[[W1]], %arg1[%arg2, %{{.*}}]
// CHECK-NOT: vector<8xf32>
// CHECK: gpu.terminator
func.func @elementwise(%a: memref<8x16xf32>, %o: memref<8x16xf32>, %i: index) {
  %one = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %one, %gy = %one, %gz = %one) threads(%tx, %ty, %tz) in (%sx = %one, %sy = %one, %sz = %one) {
    %c0 = arith.constant 0 : index
    %two = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : vector<8xf32>
    %v = vector.load %a[%i, %c0] : memref<8x16xf32>, vector<8xf32>
    %w = arith.mulf %v, %two : vector<8xf32>
    vector.store %w, %o[%i, %c0] : memref<8x16xf32>, vector<8xf32>
    gpu.terminator
  }
  return
}

// -----

// vector<2x4xf32>: one piece per row, the second row at the next index of the leading
// memref dimension; extract of row 1 and its broadcast are that row's piece.
// CHECK-LABEL: func.func @two_d
// CHECK: %[[R0:.*]] = vector.load %arg0[%arg1, %arg2] : memref<8x16xf32>, vector<4xf32>
// CHECK: %[[I1:.*]] = arith.addi %arg1, %{{.*}} : index
// CHECK: %[[R1:.*]] = vector.load %arg0[%[[I1]], %arg2] : memref<8x16xf32>, vector<4xf32>
// CHECK: %[[S0:.*]] = arith.addf %[[R0]], %[[R1]] : vector<4xf32>
// CHECK: %[[S1:.*]] = arith.addf %[[R1]], %[[R1]] : vector<4xf32>
// CHECK: vector.store %[[S0]], %arg0[%arg1, %arg2]
// CHECK: vector.store %[[S1]], %arg0[%{{.*}}, %arg2]
// CHECK-NOT: vector<2x4xf32>
// CHECK: gpu.terminator
func.func @two_d(%a: memref<8x16xf32>, %i: index, %j: index) {
  %one = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %one, %gy = %one, %gz = %one) threads(%tx, %ty, %tz) in (%sx = %one, %sy = %one, %sz = %one) {
    %v = vector.load %a[%i, %j] : memref<8x16xf32>, vector<2x4xf32>
    %r = vector.extract %v[1] : vector<4xf32> from vector<2x4xf32>
    %b = vector.broadcast %r : vector<4xf32> to vector<2x4xf32>
    %s = arith.addf %v, %b : vector<2x4xf32>
    vector.store %s, %a[%i, %j] : memref<8x16xf32>, vector<2x4xf32>
    gpu.terminator
  }
  return
}

// -----

// A reduction of 9 lanes: pieces of 4, 4 and a scalar, reduced in order from the
// accumulator (the interpreter's order): ((acc + v0..3) + v4..7) + v8.
// CHECK-LABEL: func.func @reduce
// CHECK: %[[P0:.*]] = vector.load %arg0[%{{.*}}] : memref<16xf32>, vector<4xf32>
// CHECK: %[[P1:.*]] = vector.load %arg0[%{{.*}}] : memref<16xf32>, vector<4xf32>
// CHECK: %[[P2:.*]] = memref.load %arg0[%{{.*}}] : memref<16xf32>
// CHECK: %[[R0:.*]] = vector.reduction <add>, %[[P0]], %arg2 : vector<4xf32> into f32
// CHECK: %[[R1:.*]] = vector.reduction <add>, %[[P1]], %[[R0]] : vector<4xf32> into f32
// CHECK: %[[R2:.*]] = arith.addf %[[R1]], %[[P2]] : f32
// CHECK: memref.store %[[R2]], %arg1
func.func @reduce(%a: memref<16xf32>, %o: memref<1xf32>, %acc: f32) {
  %one = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %one, %gy = %one, %gz = %one) threads(%tx, %ty, %tz) in (%sx = %one, %sy = %one, %sz = %one) {
    %c0 = arith.constant 0 : index
    %v = vector.load %a[%c0] : memref<16xf32>, vector<9xf32>
    %r = vector.reduction <add>, %v, %acc : vector<9xf32> into f32
    memref.store %r, %o[%c0] : memref<1xf32>
    gpu.terminator
  }
  return
}

// -----

// A vector carried by a loop: the loop carries its pieces (split from the initial
// value, joined where the argument is used, split again where it is yielded; the
// unrolling then sees through the split and join ops, which leave nothing behind).
// CHECK-LABEL: func.func @carried
// CHECK: %[[Z:.*]] = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK: %[[R:.*]]:2 = scf.for {{.*}} iter_args(%[[A0:.*]] = %[[Z]], %[[A1:.*]] = %[[Z]]) -> (vector<4xf32>, vector<4xf32>)
// CHECK: %[[V0:.*]] = vector.load %arg0[%{{.*}}] : memref<16xf32>, vector<4xf32>
// CHECK: %[[V1:.*]] = vector.load %arg0[%{{.*}}] : memref<16xf32>, vector<4xf32>
// CHECK: %[[S0:.*]] = arith.addf %[[A0]], %[[V0]] : vector<4xf32>
// CHECK: %[[S1:.*]] = arith.addf %[[A1]], %[[V1]] : vector<4xf32>
// CHECK: scf.yield %[[S0]], %[[S1]] : vector<4xf32>, vector<4xf32>
// CHECK: vector.store %[[R]]#0, %arg0
// CHECK: vector.store %[[R]]#1, %arg0
// CHECK-NOT: vector<8xf32>
// CHECK: gpu.terminator
func.func @carried(%a: memref<16xf32>, %n: index) {
  %one = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %one, %gy = %one, %gz = %one) threads(%tx, %ty, %tz) in (%sx = %one, %sy = %one, %sz = %one) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant dense<0.0> : vector<8xf32>
    %s = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %z) -> (vector<8xf32>) {
      %v = vector.load %a[%c0] : memref<16xf32>, vector<8xf32>
      %t = arith.addf %acc, %v : vector<8xf32>
      scf.yield %t : vector<8xf32>
    }
    vector.store %s, %a[%c0] : memref<16xf32>, vector<8xf32>
    gpu.terminator
  }
  return
}

// -----

// Host code keeps its vectors (the interpreter runs it).
// CHECK-LABEL: func.func @host
// CHECK: vector.load %arg0[%{{.*}}] : memref<16xf32>, vector<8xf32>
func.func @host(%a: memref<16xf32>) -> vector<8xf32> {
  %c0 = arith.constant 0 : index
  %v = vector.load %a[%c0] : memref<16xf32>, vector<8xf32>
  return %v : vector<8xf32>
}

// -----

// Inside a gpu.launch: affine.vector_load/store are lowered first, the shape_casts
// vanish (their pieces are the pieces), and the splat constant defined on the host is
// one vector<4xf32> constant there, which outlining sinks into the kernel.
// CHECK-LABEL: func.func @launch
// CHECK: %[[K:.*]] = arith.constant dense<2.000000e+00> : vector<4xf32>
// CHECK-NOT: vector<2x4xf32>
// CHECK: gpu.launch
// CHECK: %[[A:.*]] = vector.load %arg0[%{{.*}}] : memref<16xf32>, vector<4xf32>
// CHECK: %[[B:.*]] = vector.load %arg0[%{{.*}}] : memref<16xf32>, vector<4xf32>
// CHECK: %[[X:.*]] = arith.mulf %[[A]], %[[K]] : vector<4xf32>
// CHECK: %[[Y:.*]] = arith.mulf %[[B]], %[[K]] : vector<4xf32>
// CHECK: vector.store %[[X]], %arg0
// CHECK: vector.store %[[Y]], %arg0
// CHECK-NOT: vector.shape_cast
// CHECK-NOT: vector<8xf32>
// CHECK: gpu.terminator
func.func @launch(%a: memref<16xf32>) {
  %c1 = arith.constant 1 : index
  %k = arith.constant dense<2.0> : vector<2x4xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %v = affine.vector_load %a[3] : memref<16xf32>, vector<8xf32>
    %s = vector.shape_cast %v : vector<8xf32> to vector<2x4xf32>
    %w = arith.mulf %s, %k : vector<2x4xf32>
    %t = vector.shape_cast %w : vector<2x4xf32> to vector<8xf32>
    affine.vector_store %t, %a[8] : memref<16xf32>, vector<8xf32>
    gpu.terminator
  }
  return
}

// -----

// Reshaping ops assemble each piece from the lanes it takes: lanes of two pieces by
// from_elements, a run of one piece by extract_strided_slice, one lane replaced by
// vector.insert; a transfer not known in bounds stays a transfer per piece (padding).
// CHECK-LABEL: func.func @assemble
// CHECK: %[[T0:.*]] = vector.transfer_read %arg0[%arg1, %arg1], %{{.*}} : memref<4x16xf32>, vector<4xf32>
// CHECK: %[[J:.*]] = arith.addi %arg1, %{{.*}} : index
// CHECK: %[[T1:.*]] = vector.transfer_read %arg0[%arg1, %[[J]]], %{{.*}} : memref<4x16xf32>, vector<4xf32>
// CHECK: %[[E0:.*]] = vector.extract %[[T0]][2]
// CHECK: %[[E1:.*]] = vector.extract %[[T0]][3]
// CHECK: %[[E2:.*]] = vector.extract %[[T1]][0]
// CHECK: %[[E3:.*]] = vector.extract %[[T1]][1]
// CHECK: %[[S:.*]] = vector.from_elements %[[E0]], %[[E1]], %[[E2]], %[[E3]] : vector<4xf32>
// CHECK: %[[T:.*]] = vector.extract_strided_slice %[[T1]] offsets = [0], sizes = [2], strides = [1] : vector<4xf32> to vector<2xf32>
// CHECK: %[[U:.*]] = vector.insert %arg2, %[[T1]] [1] : f32 into vector<4xf32>
// CHECK: vector.transfer_write %[[T0]], %arg0[%arg1, %arg1] {in_bounds = [true]} : vector<4xf32>, memref<4x16xf32>
// CHECK: vector.transfer_write %[[U]], %arg0[%arg1, %{{.*}}] {in_bounds = [true]} : vector<4xf32>, memref<4x16xf32>
// CHECK: vector.store %[[S]]
// CHECK: vector.store %[[T]]
// CHECK-NOT: vector<8xf32>
// CHECK: gpu.terminator
func.func @assemble(%a: memref<4x16xf32>, %i: index, %x: f32) {
  %one = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %one, %gy = %one, %gz = %one) threads(%tx, %ty, %tz) in (%sx = %one, %sy = %one, %sz = %one) {
    %pad = arith.constant 0.0 : f32
    %v = vector.transfer_read %a[%i, %i], %pad : memref<4x16xf32>, vector<8xf32>
    %s = vector.extract_strided_slice %v offsets = [2], sizes = [4], strides = [1] : vector<8xf32> to vector<4xf32>
    %t = vector.extract_strided_slice %v offsets = [4], sizes = [2], strides = [1] : vector<8xf32> to vector<2xf32>
    %u = vector.insert %x, %v [5] : f32 into vector<8xf32>
    vector.transfer_write %u, %a[%i, %i] {in_bounds = [true]} : vector<8xf32>, memref<4x16xf32>
    vector.store %s, %a[%i, %i] : memref<4x16xf32>, vector<4xf32>
    vector.store %t, %a[%i, %i] : memref<4x16xf32>, vector<2xf32>
    gpu.terminator
  }
  return
}

// -----

// create_mask of 6 lanes: a create_mask per piece, of the bound minus the piece's first
// lane; the maskedload takes one per piece with its piece of the mask and pass-through.
// CHECK-LABEL: func.func @masked
// CHECK-DAG: %[[P0:.*]] = arith.constant dense<1.000000e+00> : vector<4xf32>
// CHECK-DAG: %[[P1:.*]] = arith.constant dense<1.000000e+00> : vector<2xf32>
// CHECK: gpu.launch
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[B0:.*]] = arith.subi %arg1, %[[C0]] : index
// CHECK: %[[M0:.*]] = vector.create_mask %[[B0]] : vector<4xi1>
// CHECK: %[[C4:.*]] = arith.constant 4 : index
// CHECK: %[[B1:.*]] = arith.subi %arg1, %[[C4]] : index
// CHECK: %[[M1:.*]] = vector.create_mask %[[B1]] : vector<2xi1>
// CHECK: vector.maskedload %arg0[%arg1], %[[M0]], %[[P0]] : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK: %[[J:.*]] = arith.addi %arg1, %{{.*}} : index
// CHECK: vector.maskedload %arg0[%[[J]]], %[[M1]], %[[P1]] : memref<16xf32>, vector<2xi1>, vector<2xf32> into vector<2xf32>
// CHECK-NOT: vector<6x
// CHECK: gpu.terminator
func.func @masked(%a: memref<16xf32>, %n: index) {
  %one = arith.constant 1 : index
  %pass = arith.constant dense<1.0> : vector<6xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %one, %gy = %one, %gz = %one) threads(%tx, %ty, %tz) in (%sx = %one, %sy = %one, %sz = %one) {
    %mask = vector.create_mask %n : vector<6xi1>
    %v = vector.maskedload %a[%n], %mask, %pass : memref<16xf32>, vector<6xi1>, vector<6xf32> into vector<6xf32>
    vector.store %v, %a[%n] : memref<16xf32>, vector<6xf32>
    gpu.terminator
  }
  return
}

// -----

// An op the pass does not unroll (vector.bitcast between lane counts): it and its users
// are left as they are, for the back end to refuse naming vector<16xi16>; no dead pieces.
// CHECK-LABEL: func.func @left
// CHECK: %[[V:.*]] = vector.load %arg0[%{{.*}}] : memref<16xi32>, vector<8xi32>
// CHECK-NEXT: %[[Z:.*]] = vector.bitcast %[[V]] : vector<8xi32> to vector<16xi16>
// CHECK-NEXT: %[[W:.*]] = arith.addi %[[Z]], %[[Z]] : vector<16xi16>
// CHECK-NEXT: vector.store %[[W]], %arg1[%{{.*}}] : memref<32xi16>, vector<16xi16>
// CHECK-NEXT: gpu.terminator
func.func @left(%a: memref<16xi32>, %b: memref<32xi16>) {
  %one = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %one, %gy = %one, %gz = %one) threads(%tx, %ty, %tz) in (%sx = %one, %sy = %one, %sz = %one) {
    %c0 = arith.constant 0 : index
    %v = vector.load %a[%c0] : memref<16xi32>, vector<8xi32>
    %z = vector.bitcast %v : vector<8xi32> to vector<16xi16>
    %w = arith.addi %z, %z : vector<16xi16>
    vector.store %w, %b[%c0] : memref<32xi16>, vector<16xi16>
    gpu.terminator
  }
  return
}

// -----

// vector.step of 6 lanes: a constant per piece, its lanes' indices.
// CHECK-LABEL: func.func @step
// CHECK-DAG: %[[A:.*]] = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
// CHECK-DAG: %[[B:.*]] = arith.constant dense<[4, 5]> : vector<2xindex>
// CHECK-NOT: vector.step
// CHECK: vector.store %[[A]], %arg0[%{{.*}}] : memref<16xindex>, vector<4xindex>
// CHECK: vector.store %[[B]], %arg0[%{{.*}}] : memref<16xindex>, vector<2xindex>
func.func @step(%a: memref<16xindex>) {
  %one = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %one, %gy = %one, %gz = %one) threads(%tx, %ty, %tz) in (%sx = %one, %sy = %one, %sz = %one) {
    %c0 = arith.constant 0 : index
    %z = vector.step : vector<6xindex>
    vector.store %z, %a[%c0] : memref<16xindex>, vector<6xindex>
    gpu.terminator
  }
  return
}

// -----

// vector.shuffle: each result piece from the source lanes it takes — a whole piece as it
// is, the others from extracted lanes (position 9 is lane 1 of the second source).
// CHECK-LABEL: func.func @shuffle
// CHECK: %[[V0:.*]] = vector.load %arg0[%c0] : memref<16xf32>, vector<4xf32>
// CHECK: %[[V1:.*]] = vector.load %arg0[%{{.*}}] : memref<16xf32>, vector<4xf32>
// CHECK: %[[A:.*]] = vector.extract %[[V0]][1] : f32 from vector<4xf32>
// CHECK: %[[B:.*]] = vector.extract %[[V0]][1] : f32 from vector<4xf32>
// CHECK: %[[T:.*]] = vector.from_elements %[[A]], %[[B]] : vector<2xf32>
// CHECK: vector.store %[[V1]], %arg1[%c0] : memref<16xf32>, vector<4xf32>
// CHECK: vector.store %[[T]], %arg1[%{{.*}}] : memref<16xf32>, vector<2xf32>
// CHECK-NOT: vector.shuffle
// CHECK: gpu.terminator
func.func @shuffle(%a: memref<16xf32>, %o: memref<16xf32>) {
  %one = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %one, %gy = %one, %gz = %one) threads(%tx, %ty, %tz) in (%sx = %one, %sy = %one, %sz = %one) {
    %c0 = arith.constant 0 : index
    %v = vector.load %a[%c0] : memref<16xf32>, vector<8xf32>
    %s = vector.shuffle %v, %v [4, 5, 6, 7, 1, 9] : vector<8xf32>, vector<8xf32>
    vector.store %s, %o[%c0] : memref<16xf32>, vector<6xf32>
    gpu.terminator
  }
  return
}

// -----

// vector.multi_reduction over the innermost dimension: per row, its accumulator lane,
// then a vector.reduction of each piece accumulating into the next (the one-lane piece:
// arith.addf), in the interpreter's order.
// CHECK-LABEL: func.func @multi_reduction
// CHECK: %[[R0:.*]] = vector.load %arg0[%c0, %c0] : memref<4x8xf32>, vector<4xf32>
// CHECK: %[[R0T:.*]] = memref.load %arg0
// CHECK: %[[R1:.*]] = vector.load %arg0[%{{.*}}, %c0] : memref<4x8xf32>, vector<4xf32>
// CHECK: %[[R1T:.*]] = memref.load %arg0
// CHECK: %[[ACC:.*]] = vector.load %arg0[%c0, %c0] : memref<4x8xf32>, vector<2xf32>
// CHECK: %[[A0:.*]] = vector.extract %[[ACC]][0] : f32 from vector<2xf32>
// CHECK: %[[S0:.*]] = vector.reduction <add>, %[[R0]], %[[A0]] : vector<4xf32> into f32
// CHECK: %[[T0:.*]] = arith.addf %[[S0]], %[[R0T]] : f32
// CHECK: %[[A1:.*]] = vector.extract %[[ACC]][1] : f32 from vector<2xf32>
// CHECK: %[[S1:.*]] = vector.reduction <add>, %[[R1]], %[[A1]] : vector<4xf32> into f32
// CHECK: %[[T1:.*]] = arith.addf %[[S1]], %[[R1T]] : f32
// CHECK: %[[V:.*]] = vector.from_elements %[[T0]], %[[T1]] : vector<2xf32>
// CHECK: vector.store %[[V]], %arg1[%c0, %c0]
// CHECK-NOT: vector.multi_reduction
// CHECK: gpu.terminator
func.func @multi_reduction(%a: memref<4x8xf32>, %o: memref<4x8xf32>) {
  %one = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %one, %gy = %one, %gz = %one) threads(%tx, %ty, %tz) in (%sx = %one, %sy = %one, %sz = %one) {
    %c0 = arith.constant 0 : index
    %v = vector.load %a[%c0, %c0] : memref<4x8xf32>, vector<2x5xf32>
    %acc = vector.load %a[%c0, %c0] : memref<4x8xf32>, vector<2xf32>
    %r = vector.multi_reduction <add>, %v, %acc [1] : vector<2x5xf32> to vector<2xf32>
    vector.store %r, %o[%c0, %c0] : memref<4x8xf32>, vector<2xf32>
    gpu.terminator
  }
  return
}

// -----

// vector.contract (a matrix-vector product): per reduction step k, the factors of the
// accumulator's lanes gathered into pieces (column k of the matrix: row 0's piece with
// lane 1 from row 1; lane k of the vector in both lanes), then one vector.fma.
// CHECK-LABEL: func.func @contract
// CHECK: %[[X0:.*]] = vector.load %arg0[%c0, %c0] : memref<4x8xf32>, vector<2xf32>
// CHECK: %[[X1:.*]] = vector.load %arg0[%{{.*}}, %c0] : memref<4x8xf32>, vector<2xf32>
// CHECK: %[[V:.*]] = vector.load %arg0[%c0, %c0] : memref<4x8xf32>, vector<2xf32>
// CHECK: %[[E0:.*]] = vector.extract %[[X1]][0] : f32 from vector<2xf32>
// CHECK: %[[C0:.*]] = vector.insert %[[E0]], %[[X0]] [1] : f32 into vector<2xf32>
// CHECK: %[[F0:.*]] = vector.extract %[[V]][0] : f32 from vector<2xf32>
// CHECK: %[[B0:.*]] = vector.insert %[[F0]], %[[V]] [1] : f32 into vector<2xf32>
// CHECK: %[[S0:.*]] = vector.fma %[[C0]], %[[B0]], %[[V]] : vector<2xf32>
// CHECK: %[[E1:.*]] = vector.extract %[[X0]][1] : f32 from vector<2xf32>
// CHECK: %[[C1:.*]] = vector.insert %[[E1]], %[[X1]] [0] : f32 into vector<2xf32>
// CHECK: %[[F1:.*]] = vector.extract %[[V]][1] : f32 from vector<2xf32>
// CHECK: %[[B1:.*]] = vector.insert %[[F1]], %[[V]] [0] : f32 into vector<2xf32>
// CHECK: %[[S1:.*]] = vector.fma %[[C1]], %[[B1]], %[[S0]] : vector<2xf32>
// CHECK: vector.store %[[S1]], %arg1[%c0, %c0]
// CHECK-NOT: vector.contract
// CHECK: gpu.terminator
func.func @contract(%a: memref<4x8xf32>, %o: memref<4x8xf32>) {
  %one = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %one, %gy = %one, %gz = %one) threads(%tx, %ty, %tz) in (%sx = %one, %sy = %one, %sz = %one) {
    %c0 = arith.constant 0 : index
    %x = vector.load %a[%c0, %c0] : memref<4x8xf32>, vector<2x2xf32>
    %acc = vector.load %a[%c0, %c0] : memref<4x8xf32>, vector<2xf32>
    %r = vector.contract {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %x, %acc, %acc : vector<2x2xf32>, vector<2xf32> into vector<2xf32>
    vector.store %r, %o[%c0, %c0] : memref<4x8xf32>, vector<2xf32>
    gpu.terminator
  }
  return
}
