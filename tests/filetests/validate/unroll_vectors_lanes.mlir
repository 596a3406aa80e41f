// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=KERNEL

// The lane-moving ops on vectors the back end has no type for, in a kernel, on every
// path (`tessera-unroll-vectors` assembles each result piece from the source lanes it
// takes): vector.shuffle of two vector<8xf32> into vector<10xf32> and of two
// vector<2x4xf32> into vector<3x4xf32>, vector.interleave of two vector<8xf32> (into
// vector<16xf32>) and of two vector<2x3xf32>, vector.deinterleave of vector<12xf32> (two
// vector<6xf32>, pieces of 4 and 2 lanes) and of vector<2x10xf32> (two
// vector<2x5xf32>, whose rows end in a one-lane piece), and vector.to_elements of
// vector<5xf32> and of vector<2x3xf32>.
// CHECK: result: PASS (6 paths compared)

// KERNEL: gpu.module
// KERNEL-NOT: vector<{{[0-9]+}}x{{[0-9]+}}x
// KERNEL-NOT: vector<{{(1|[5-9]|[1-9][0-9]+)}}x
func.func @main(%a: memref<8x32xf32>) -> memref<8x90xf32> {
  %o = memref.alloc() : memref<8x90xf32>
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c10 = arith.constant 10 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %c22 = arith.constant 22 : index
  %c32 = arith.constant 32 : index
  %c38 = arith.constant 38 : index
  %c44 = arith.constant 44 : index
  %c50 = arith.constant 50 : index
  %c56 = arith.constant 56 : index
  %c66 = arith.constant 66 : index
  %c67 = arith.constant 67 : index
  %c68 = arith.constant 68 : index
  %c80 = arith.constant 80 : index
  affine.parallel (%i) = (0) to (8) {
    %v = vector.load %a[%i, %c0] : memref<8x32xf32>, vector<8xf32>
    %w = vector.load %a[%i, %c8] : memref<8x32xf32>, vector<8xf32>
    // 1-D shuffle: lanes of both sources in any order.
    %s = vector.shuffle %v, %w [15, 0, 3, 9, 2, 8, 12, 5, 1, 14] : vector<8xf32>, vector<8xf32>
    vector.store %s, %o[%i, %c0] : memref<8x90xf32>, vector<10xf32>
    // 1-D interleave: v0 w0 v1 w1 ...
    %il = vector.interleave %v, %w : vector<8xf32> -> vector<16xf32>
    vector.store %il, %o[%i, %c10] : memref<8x90xf32>, vector<16xf32>
    // 1-D deinterleave of 12 lanes: the even lanes, then the odd ones.
    %t = vector.load %a[%i, %c2] : memref<8x32xf32>, vector<12xf32>
    %ev, %od = vector.deinterleave %t : vector<12xf32> -> vector<6xf32>
    %d = arith.subf %ev, %od : vector<6xf32>
    vector.store %d, %o[%i, %c32] : memref<8x90xf32>, vector<6xf32>
    vector.store %od, %o[%i, %c38] : memref<8x90xf32>, vector<6xf32>
    // 2-D: shuffle of rows, interleave and deinterleave along the rows.
    %m = vector.shape_cast %v : vector<8xf32> to vector<2x4xf32>
    %n = vector.shape_cast %w : vector<8xf32> to vector<2x4xf32>
    %ms = vector.shuffle %m, %n [3, 0, 2] : vector<2x4xf32>, vector<2x4xf32>
    %msf = vector.shape_cast %ms : vector<3x4xf32> to vector<12xf32>
    vector.store %msf, %o[%i, %c44] : memref<8x90xf32>, vector<12xf32>
    %six = vector.load %a[%i, %c12] : memref<8x32xf32>, vector<6xf32>
    %p = vector.shape_cast %six : vector<6xf32> to vector<2x3xf32>
    %q = vector.shape_cast %d : vector<6xf32> to vector<2x3xf32>
    %pq = vector.interleave %p, %q : vector<2x3xf32> -> vector<2x6xf32>
    %pqf = vector.shape_cast %pq : vector<2x6xf32> to vector<12xf32>
    vector.store %pqf, %o[%i, %c68] : memref<8x90xf32>, vector<12xf32>
    %twenty = vector.load %a[%i, %c10] : memref<8x32xf32>, vector<20xf32>
    %tw = vector.shape_cast %twenty : vector<20xf32> to vector<2x10xf32>
    %e2, %o2 = vector.deinterleave %tw : vector<2x10xf32> -> vector<2x5xf32>
    %eo = arith.mulf %e2, %o2 : vector<2x5xf32>
    %eof = vector.shape_cast %eo : vector<2x5xf32> to vector<10xf32>
    vector.store %eof, %o[%i, %c56] : memref<8x90xf32>, vector<10xf32>
    // to_elements: the lanes as scalars.
    %five = vector.load %a[%i, %c16] : memref<8x32xf32>, vector<5xf32>
    %x0, %x1, %x2, %x3, %x4 = vector.to_elements %five : vector<5xf32>
    %y0 = arith.mulf %x0, %x4 : f32
    %y1 = arith.subf %y0, %x2 : f32
    %y2 = arith.addf %y1, %x3 : f32
    %y3 = arith.mulf %y2, %x1 : f32
    memref.store %y3, %o[%i, %c66] : memref<8x90xf32>
    %z0, %z1, %z2, %z3, %z4, %z5 = vector.to_elements %p : vector<2x3xf32>
    %u0 = arith.subf %z5, %z0 : f32
    %u1 = arith.mulf %u0, %z3 : f32
    %u2 = arith.addf %u1, %z4 : f32
    %u3 = arith.subf %u2, %z1 : f32
    %u4 = arith.mulf %u3, %z2 : f32
    memref.store %u4, %o[%i, %c67] : memref<8x90xf32>
    vector.store %s, %o[%i, %c80] : memref<8x90xf32>, vector<10xf32>
  }
  return %o : memref<8x90xf32>
}
