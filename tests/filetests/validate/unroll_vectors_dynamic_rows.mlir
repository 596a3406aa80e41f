// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=KERNEL

// vector.extract and vector.insert of sub-vectors at dynamic positions of vectors the
// back end has no type for, in a kernel, on every path: `tessera-unroll-vectors` selects
// each result piece among the candidate sub-vectors' (arith.select on the position).
// A row vector<5xf32> of vector<3x5xf32>, a vector<2x4xf32> of vector<3x2x4xf32>, a
// native row vector<4xf32> of vector<4x4xf32> (one piece), and the row inserted back at
// another dynamic position; a dynamic poison index -1 in row 7 names the first
// sub-vector, as on every path.
// CHECK: result: PASS (6 paths compared)

// KERNEL: gpu.module
// KERNEL-NOT: vector<{{[0-9]+}}x{{[0-9]+}}x
// KERNEL-NOT: vector<{{(1|[5-9]|[1-9][0-9]+)}}x
func.func @main(%a: memref<8x32xf32>) -> memref<8x48xf32> {
  %o = memref.alloc() : memref<8x48xf32>
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c13 = arith.constant 13 : index
  %c20 = arith.constant 20 : index
  %c40 = arith.constant 40 : index
  %neg = arith.constant -1 : index
  affine.parallel (%i) = (0) to (8) {
    %j3 = arith.remui %i, %c3 : index
    %is7 = arith.cmpi eq, %i, %c7 : index
    %jp = arith.select %is7, %neg, %j3 : index
    %k3 = arith.subi %c2, %j3 : index
    %l15 = vector.load %a[%i, %c0] : memref<8x32xf32>, vector<15xf32>
    %v35 = vector.shape_cast %l15 : vector<15xf32> to vector<3x5xf32>
    %row = vector.extract %v35[%jp] : vector<5xf32> from vector<3x5xf32>
    vector.store %row, %o[%i, %c0] : memref<8x48xf32>, vector<5xf32>
    %ins = vector.insert %row, %v35 [%k3] : vector<5xf32> into vector<3x5xf32>
    %f15 = vector.shape_cast %ins : vector<3x5xf32> to vector<15xf32>
    vector.store %f15, %o[%i, %c5] : memref<8x48xf32>, vector<15xf32>
    %l24 = vector.load %a[%i, %c4] : memref<8x32xf32>, vector<24xf32>
    %v324 = vector.shape_cast %l24 : vector<24xf32> to vector<3x2x4xf32>
    %m = vector.extract %v324[%jp] : vector<2x4xf32> from vector<3x2x4xf32>
    %m8 = vector.shape_cast %m : vector<2x4xf32> to vector<8xf32>
    vector.store %m8, %o[%i, %c40] : memref<8x48xf32>, vector<8xf32>
    %l16 = vector.load %a[%i, %c13] : memref<8x32xf32>, vector<16xf32>
    %v44 = vector.shape_cast %l16 : vector<16xf32> to vector<4x4xf32>
    %n = vector.extract %v44[%jp] : vector<4xf32> from vector<4x4xf32>
    vector.store %n, %o[%i, %c20] : memref<8x48xf32>, vector<4xf32>
    %v44b = vector.insert %n, %v44 [%k3] : vector<4xf32> into vector<4x4xf32>
    %f16 = vector.shape_cast %v44b : vector<4x4xf32> to vector<16xf32>
    %c24 = arith.constant 24 : index
    vector.store %f16, %o[%i, %c24] : memref<8x48xf32>, vector<16xf32>
  }
  return %o : memref<8x48xf32>
}
