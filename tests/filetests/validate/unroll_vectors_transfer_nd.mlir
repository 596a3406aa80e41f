// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=KERNEL

// vector.transfer_read and vector.transfer_write of 2-D vectors with a mask or with a
// leading dimension not in bounds, in a kernel, on every path: `tessera-unroll-vectors`
// emulates them element by element first (an scf.if per element on its mask bit and
// each index not in bounds against its size), then cuts the elements' extracts and
// inserts. A masked read of vector<2x8xf32> (rows past the end read the padding), a read
// of vector<3x5xf32> not in bounds in either dimension, a masked write of
// vector<2x3xf32> and a write of vector<2x4xf32> not in bounds along its rows (its second row past the end).
// CHECK: result: PASS (6 paths compared)

// KERNEL: gpu.module
// KERNEL-NOT: vector.transfer
// KERNEL-NOT: vector<{{[0-9]+}}x{{[0-9]+}}x
// KERNEL-NOT: vector<{{(1|[5-9]|[1-9][0-9]+)}}x
func.func @main(%a: memref<8x12xf32>) -> memref<8x8x16xf32> {
  %o = memref.alloc() : memref<8x8x16xf32>
  %zf = arith.constant 0.0 : f32
  linalg.fill ins(%zf : f32) outs(%o : memref<8x8x16xf32>)
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %pad = arith.constant -7.0 : f32
  affine.parallel (%i) = (0) to (8) {
    %i1 = arith.addi %i, %c1 : index
    %ir = arith.remui %i, %c2 : index
    %r1 = arith.addi %ir, %c1 : index
    %m28 = vector.create_mask %r1, %i1 : vector<2x8xi1>
    %r28 = vector.transfer_read %a[%i, %c2], %pad, %m28 {in_bounds = [false, true]} : memref<8x12xf32>, vector<2x8xf32>
    vector.transfer_write %r28, %o[%i, %c0, %c0] {in_bounds = [true, true]} : vector<2x8xf32>, memref<8x8x16xf32>
    %r35 = vector.transfer_read %a[%i, %c9], %pad : memref<8x12xf32>, vector<3x5xf32>
    vector.transfer_write %r35, %o[%i, %c2, %c0] {in_bounds = [true, true]} : vector<3x5xf32>, memref<8x8x16xf32>
    %m23 = vector.create_mask %c2, %i : vector<2x3xi1>
    %v23 = vector.extract_strided_slice %r35 offsets = [0, 0], sizes = [2, 3], strides = [1, 1] : vector<3x5xf32> to vector<2x3xf32>
    vector.transfer_write %v23, %o[%i, %c5, %c8], %m23 {in_bounds = [true, true]} : vector<2x3xf32>, memref<8x8x16xf32>
    %v34 = vector.extract_strided_slice %r28 offsets = [0, 0], sizes = [2, 4], strides = [1, 1] : vector<2x8xf32> to vector<2x4xf32>
    %w34 = vector.broadcast %v34 : vector<2x4xf32> to vector<3x2x4xf32>
    %x34 = vector.extract %w34[1] : vector<2x4xf32> from vector<3x2x4xf32>
    vector.transfer_write %x34, %o[%i, %c7, %c0] {in_bounds = [false, true]} : vector<2x4xf32>, memref<8x8x16xf32>
  }
  return %o : memref<8x8x16xf32>
}
