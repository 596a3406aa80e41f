// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=KERNEL

// The masked memory ops on n-D vectors, and on 1-D vectors of 8 and 16 lanes, in a
// kernel, on every path: `tessera-unroll-vectors` emulates them lane by lane first
// (element k in row-major order of the value, mask and index vector; a gather's or
// scatter's index is an offset of the last memref index, an n-D maskedload's or
// maskedstore's element (i, j) is at the last two indices plus (i, j), an expandload's
// or compressstore's j-th set element at the last index plus j), then cuts the lanes'
// extracts and inserts. vector.gather of vector<2x3xf32> (vector<2x3xindex> indices) and
// of vector<16xf32>, vector.scatter of vector<2x5xf32> and of vector<8xf32>,
// vector.maskedload of vector<2x5xf32>, vector.maskedstore of vector<3x3xf32>,
// vector.expandload of vector<2x4xf32> and vector.compressstore of vector<2x3xf32>, under
// masks that depend on the row.
// CHECK: result: PASS (6 paths compared)

// KERNEL: gpu.module
// KERNEL-NOT: vector.gather
// KERNEL-NOT: vector.scatter
// KERNEL-NOT: vector.expandload
// KERNEL-NOT: vector.compressstore
// KERNEL-NOT: vector.masked
// KERNEL-NOT: vector<{{[0-9]+}}x{{[0-9]+}}x
// KERNEL-NOT: vector<{{(1|[5-9]|[1-9][0-9]+)}}x
func.func @main(%a: memref<8x40xf32>) -> memref<8x4x24xf32> {
  %o = memref.alloc() : memref<8x4x24xf32>
  %zf = arith.constant 0.0 : f32
  linalg.fill ins(%zf : f32) outs(%o : memref<8x4x24xf32>)
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %c20 = arith.constant 20 : index
  %pass23 = arith.constant dense<-1.0> : vector<2x3xf32>
  %pass16 = arith.constant dense<-2.0> : vector<16xf32>
  %pass25 = arith.constant dense<-3.0> : vector<2x5xf32>
  %pass24 = arith.constant dense<-4.0> : vector<2x4xf32>
  %idx23 = arith.constant dense<[[7, 0, 3], [12, 1, 5]]> : vector<2x3xindex>
  %idx25 = arith.constant dense<[[4, 0, 2, 6, 1], [9, 3, 8, 5, 7]]> : vector<2x5xi32>
  %idx8 = arith.constant dense<[3, 1, 0, 2, 7, 6, 5, 4]> : vector<8xi32>
  %idx16 = arith.constant dense<[15, 0, 3, 12, 1, 5, 9, 8, 2, 4, 6, 7, 10, 11, 13, 14]> : vector<16xi32>
  affine.parallel (%i) = (0) to (8) {
    %i1 = arith.addi %i, %c1 : index
    %i2 = arith.addi %i, %c2 : index
    // Masks: rows below 1 + (i mod 2), lanes below i + 1 (n-D create_mask); a 1-D one.
    %ir = arith.remui %i, %c2 : index
    %r1 = arith.addi %ir, %c1 : index
    %m23 = vector.create_mask %r1, %i1 : vector<2x3xi1>
    %g = vector.gather %a[%i, %c2][%idx23], %m23, %pass23 : memref<8x40xf32>, vector<2x3xindex>, vector<2x3xi1>, vector<2x3xf32> into vector<2x3xf32>
    vector.store %g, %o[%i, %c0, %c0] : memref<8x4x24xf32>, vector<2x3xf32>
    %m16 = vector.create_mask %i2 : vector<16xi1>
    %g16 = vector.gather %a[%i, %c4][%idx16], %m16, %pass16 : memref<8x40xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
    vector.store %g16, %o[%i, %c2, %c0] : memref<8x4x24xf32>, vector<16xf32>
    %m25 = vector.create_mask %r1, %i : vector<2x5xi1>
    %ib = arith.remui %i, %c4 : index
    %ml = vector.maskedload %a[%ib, %c6], %m25, %pass25 : memref<8x40xf32>, vector<2x5xi1>, vector<2x5xf32> into vector<2x5xf32>
    vector.store %ml, %o[%i, %c0, %c3] : memref<8x4x24xf32>, vector<2x5xf32>
    %l10 = vector.load %a[%i, %c12] : memref<8x40xf32>, vector<10xf32>
    %v25 = vector.shape_cast %l10 : vector<10xf32> to vector<2x5xf32>
    vector.scatter %o[%i, %c3, %c8][%idx25], %m25, %v25 : memref<8x4x24xf32>, vector<2x5xi32>, vector<2x5xi1>, vector<2x5xf32>
    %v8 = vector.load %a[%i, %c20] : memref<8x40xf32>, vector<8xf32>
    %m8 = vector.create_mask %i1 : vector<8xi1>
    vector.scatter %o[%i, %c1, %c8][%idx8], %m8, %v8 : memref<8x4x24xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
    %l9 = vector.load %a[%i, %c16] : memref<8x40xf32>, vector<9xf32>
    %v33 = vector.shape_cast %l9 : vector<9xf32> to vector<3x3xf32>
    %m33 = vector.create_mask %i2, %i : vector<3x3xi1>
    vector.maskedstore %o[%i, %c1, %c20], %m33, %v33 : memref<8x4x24xf32>, vector<3x3xi1>, vector<3x3xf32>
    %m24 = vector.create_mask %r1, %i2 : vector<2x4xi1>
    %e = vector.expandload %a[%i, %c8], %m24, %pass24 : memref<8x40xf32>, vector<2x4xi1>, vector<2x4xf32> into vector<2x4xf32>
    vector.store %e, %o[%i, %c0, %c16] : memref<8x4x24xf32>, vector<2x4xf32>
    %l6 = vector.load %a[%i, %c20] : memref<8x40xf32>, vector<6xf32>
    %v23 = vector.shape_cast %l6 : vector<6xf32> to vector<2x3xf32>
    %m23b = vector.create_mask %c2, %i : vector<2x3xi1>
    vector.compressstore %o[%i, %c3, %c0], %m23b, %v23 : memref<8x4x24xf32>, vector<2x3xi1>, vector<2x3xf32>
  }
  return %o : memref<8x4x24xf32>
}
