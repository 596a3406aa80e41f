// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s

// Upstream's poison position -1 in a kernel, on every path. A poison extracted value,
// inserted-into vector or shuffled row may be any value; every path refines it the same
// way (`dialect::vector::POISON_INDEX`): a poison index is index 0, so the results
// compare equal. vector.extract and vector.insert of vector<4xf32> at a static -1 and at
// a dynamic index that is -1 in rows 0 and 5 (0 to 3 in the others), a vector.shuffle
// with a poison lane, and vector.extract/insert of vector<2x5xf32> (unrolled) at -1 in
// either dimension and a vector.shuffle of it with a poison row.
// CHECK: result: PASS (6 paths compared)

func.func @main(%a: memref<8x10xf32>) -> memref<8x34xf32> {
  %o = memref.alloc() : memref<8x34xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c10 = arith.constant 10 : index
  %c20 = arith.constant 20 : index
  %c24 = arith.constant 24 : index
  %m1 = arith.constant -1.0 : f32
  affine.parallel (%i) = (0) to (8) {
    %v = vector.load %a[%i, %c0] : memref<8x10xf32>, vector<4xf32>
    %ii = arith.remui %i, %c5 : index
    %j = arith.subi %ii, %c1 : index
    %x = vector.extract %v[-1] : f32 from vector<4xf32>
    memref.store %x, %o[%i, %c0] : memref<8x34xf32>
    %y = vector.extract %v[%j] : f32 from vector<4xf32>
    memref.store %y, %o[%i, %c1] : memref<8x34xf32>
    %s = vector.shuffle %v, %v [-1, 7] : vector<4xf32>, vector<4xf32>
    %s0 = vector.extract %s[0] : f32 from vector<2xf32>
    %s1 = vector.extract %s[1] : f32 from vector<2xf32>
    memref.store %s0, %o[%i, %c2] : memref<8x34xf32>
    memref.store %s1, %o[%i, %c3] : memref<8x34xf32>
    %w = vector.insert %m1, %v [-1] : f32 into vector<4xf32>
    %w2 = vector.insert %m1, %w [%j] : f32 into vector<4xf32>
    vector.store %w2, %o[%i, %c20] : memref<8x34xf32>, vector<4xf32>
    %u = vector.load %a[%i, %c0] : memref<8x10xf32>, vector<10xf32>
    %u2 = vector.shape_cast %u : vector<10xf32> to vector<2x5xf32>
    %e = vector.extract %u2[-1] : vector<5xf32> from vector<2x5xf32>
    vector.store %e, %o[%i, %c5] : memref<8x34xf32>, vector<5xf32>
    %u3 = vector.insert %m1, %u2 [1, -1] : f32 into vector<2x5xf32>
    %u4 = vector.insert %e, %u3 [-1] : vector<5xf32> into vector<2x5xf32>
    %u5 = vector.shape_cast %u4 : vector<2x5xf32> to vector<10xf32>
    vector.store %u5, %o[%i, %c10] : memref<8x34xf32>, vector<10xf32>
    %sw = vector.shuffle %u2, %u2 [3, -1] : vector<2x5xf32>, vector<2x5xf32>
    %sw10 = vector.shape_cast %sw : vector<2x5xf32> to vector<10xf32>
    vector.store %sw10, %o[%i, %c24] : memref<8x34xf32>, vector<10xf32>
    %z = vector.extract %u2[-1, -1] : f32 from vector<2x5xf32>
    %z1 = vector.extract %u2[1, -1] : f32 from vector<2x5xf32>
    %zz = arith.addf %z, %z1 : f32
    memref.store %zz, %o[%i, %c4] : memref<8x34xf32>
  }
  return %o : memref<8x34xf32>
}
