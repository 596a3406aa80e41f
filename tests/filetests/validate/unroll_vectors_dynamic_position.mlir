// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=KERNEL

// vector.extract and vector.insert of one element at dynamic positions of vectors the
// back end has no type for, in a kernel, on every path: `tessera-unroll-vectors` takes
// the element from (or puts it into) the piece its row-major index falls in, by
// arith.select over the pieces. vector<5xf32> (a one-lane last piece), vector<8xf32>,
// vector<16xf32> and vector<2x5xf32> (one dynamic and one static index, both dynamic,
// and a dynamic poison index -1 in row 7, refined to 0 as on every path).
// CHECK: result: PASS (6 paths compared)

// KERNEL: gpu.module
// KERNEL-NOT: vector<{{[0-9]+}}x{{[0-9]+}}x
// KERNEL-NOT: vector<{{(1|[5-9]|[1-9][0-9]+)}}x
func.func @main(%a: memref<8x16xf32>) -> memref<8x44xf32> {
  %o = memref.alloc() : memref<8x44xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : index
  %c16 = arith.constant 16 : index
  %c18 = arith.constant 18 : index
  %c28 = arith.constant 28 : index
  %m1 = arith.constant -1.0 : f32
  affine.parallel (%i) = (0) to (8) {
    %x = memref.load %a[%i, %c0] : memref<8x16xf32>
    %v5 = vector.load %a[%i, %c0] : memref<8x16xf32>, vector<5xf32>
    %v8 = vector.load %a[%i, %c0] : memref<8x16xf32>, vector<8xf32>
    %v16 = vector.load %a[%i, %c0] : memref<8x16xf32>, vector<16xf32>
    %l10 = vector.load %a[%i, %c4] : memref<8x16xf32>, vector<10xf32>
    %v25 = vector.shape_cast %l10 : vector<10xf32> to vector<2x5xf32>
    // Indices: (7 - i) mod 5, 2i mod 16, i mod 2; -1 in row 7.
    %r = arith.subi %c7, %i : index
    %j5 = arith.remui %r, %c5 : index
    %i2 = arith.muli %i, %c2 : index
    %j16 = arith.remui %i2, %c16 : index
    %j2 = arith.remui %i, %c2 : index
    %is7 = arith.cmpi eq, %i, %c7 : index
    %neg = arith.constant -1 : index
    %jp = arith.select %is7, %neg, %j2 : index
    %e5 = vector.extract %v5[%j5] : f32 from vector<5xf32>
    memref.store %e5, %o[%i, %c0] : memref<8x44xf32>
    %e8 = vector.extract %v8[%i] : f32 from vector<8xf32>
    memref.store %e8, %o[%i, %c1] : memref<8x44xf32>
    %e16 = vector.extract %v16[%j16] : f32 from vector<16xf32>
    memref.store %e16, %o[%i, %c2] : memref<8x44xf32>
    %e25 = vector.extract %v25[%jp, %j5] : f32 from vector<2x5xf32>
    memref.store %e25, %o[%i, %c3] : memref<8x44xf32>
    %e25b = vector.extract %v25[1, %jp] : f32 from vector<2x5xf32>
    memref.store %e25b, %o[%i, %c4] : memref<8x44xf32>
    %n5 = vector.insert %m1, %v5 [%j5] : f32 into vector<5xf32>
    vector.store %n5, %o[%i, %c5] : memref<8x44xf32>, vector<5xf32>
    %n16 = vector.insert %x, %v16 [%j16] : f32 into vector<16xf32>
    vector.store %n16, %o[%i, %c28] : memref<8x44xf32>, vector<16xf32>
    %n25 = vector.insert %m1, %v25 [%jp, %j5] : f32 into vector<2x5xf32>
    %n10 = vector.shape_cast %n25 : vector<2x5xf32> to vector<10xf32>
    vector.store %n10, %o[%i, %c18] : memref<8x44xf32>, vector<10xf32>
    %n8 = vector.insert %m1, %v8 [%i] : f32 into vector<8xf32>
    vector.store %n8, %o[%i, %c10] : memref<8x44xf32>, vector<8xf32>
  }
  return %o : memref<8x44xf32>
}
