// RUN: tessera run %s --backend cpu | FileCheck %s

// The reshaping, masking and combining vector ops on 2-D vectors and across lane counts, in
// the interpreter (the back end has 1-D vectors of 2 to 4 lanes only; see
// vector_shape.mlir for those inside kernels). v = [[1, 2, 3], [4, 5, 6]]. Checked against
// numpy.
// transpose -> [[1, 4], [2, 5], [3, 6]], then shape_cast to 6 elements:
// CHECK: [1,  4,  2,  5,  3,  6]
// extract_strided_slice offsets [0, 1] sizes [2, 2] -> [[2, 3], [5, 6]], inserted at [1, 0]
// of a 3x2 zero vector -> [[0, 0], [2, 3], [5, 6]]:
// CHECK: [0,  0,  2,  3,  5,  6]
// multi_reduction <add> over dim 1 from (100, 200) -> (106, 215); over both dims from 0.5
// -> 21.5; outerproduct (1, 2) x (3, 4, 5) with acc 1 (fma) -> [[4, 5, 6], [7, 9, 11]]:
// CHECK: [106,  215,  21.5,  4,  5,  6,  7,  9,  11]
// create_mask 1, 2 on 2x3 and constant_mask [2, 1], as 0/1, then the i32 0x3f800000 (1.0)
// and 0x40000000 (2.0) bitcast to i16 halves (low first): (0, 16256, 0, 16384):
// CHECK: [1,  1,  0,  0,  0,  0,  1,  0,  0,  1,  0,  0,  0,  16256,  0,  16384]
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %v = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %t = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %f = vector.shape_cast %t : vector<3x2xf32> to vector<6xf32>
  %o1 = memref.alloc() : memref<6xf32>
  %c0 = arith.constant 0 : index
  vector.store %f, %o1[%c0] : memref<6xf32>, vector<6xf32>
  %u1 = memref.cast %o1 : memref<6xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()

  %s = vector.extract_strided_slice %v offsets = [0, 1], sizes = [2, 2], strides = [1, 1] : vector<2x3xf32> to vector<2x2xf32>
  %z = arith.constant dense<0.0> : vector<3x2xf32>
  %ins = vector.insert_strided_slice %s, %z offsets = [1, 0], strides = [1, 1] : vector<2x2xf32> into vector<3x2xf32>
  %f2 = vector.shape_cast %ins : vector<3x2xf32> to vector<6xf32>
  vector.store %f2, %o1[%c0] : memref<6xf32>, vector<6xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()

  %acc = arith.constant dense<[100.0, 200.0]> : vector<2xf32>
  %r1 = vector.multi_reduction <add>, %v, %acc [1] : vector<2x3xf32> to vector<2xf32>
  %half = arith.constant 0.5 : f32
  %r2 = vector.multi_reduction <add>, %v, %half [0, 1] : vector<2x3xf32> to f32
  %l = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %r = arith.constant dense<[3.0, 4.0, 5.0]> : vector<3xf32>
  %ones = arith.constant dense<1.0> : vector<2x3xf32>
  %op = vector.outerproduct %l, %r, %ones : vector<2xf32>, vector<3xf32>
  %opf = vector.shape_cast %op : vector<2x3xf32> to vector<6xf32>
  %o2 = memref.alloc() : memref<9xf32>
  vector.store %r1, %o2[%c0] : memref<9xf32>, vector<2xf32>
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  memref.store %r2, %o2[%c2] : memref<9xf32>
  vector.store %opf, %o2[%c3] : memref<9xf32>, vector<6xf32>
  %u2 = memref.cast %o2 : memref<9xf32> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()

  %c1 = arith.constant 1 : index
  %m1 = vector.create_mask %c1, %c2 : vector<2x3xi1>
  %m2 = vector.constant_mask [2, 1] : vector<2x3xi1>
  %one6 = arith.constant dense<1.0> : vector<2x3xf32>
  %zero6 = arith.constant dense<0.0> : vector<2x3xf32>
  %s1 = arith.select %m1, %one6, %zero6 : vector<2x3xi1>, vector<2x3xf32>
  %s2 = arith.select %m2, %one6, %zero6 : vector<2x3xi1>, vector<2x3xf32>
  %w = arith.constant dense<[1065353216, 1073741824]> : vector<2xi32>
  %h = vector.bitcast %w : vector<2xi32> to vector<4xi16>
  %hf = arith.uitofp %h : vector<4xi16> to vector<4xf32>
  %o3 = memref.alloc() : memref<16xf32>
  %f3 = vector.shape_cast %s1 : vector<2x3xf32> to vector<6xf32>
  %f4 = vector.shape_cast %s2 : vector<2x3xf32> to vector<6xf32>
  %c6 = arith.constant 6 : index
  %c12 = arith.constant 12 : index
  vector.store %f3, %o3[%c0] : memref<16xf32>, vector<6xf32>
  vector.store %f4, %o3[%c6] : memref<16xf32>, vector<6xf32>
  vector.store %hf, %o3[%c12] : memref<16xf32>, vector<4xf32>
  %u3 = memref.cast %o3 : memref<16xf32> to memref<*xf32>
  call @printMemrefF32(%u3) : (memref<*xf32>) -> ()
  return
}
