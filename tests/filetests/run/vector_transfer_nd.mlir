// RUN: tessera run %s --backend cpu | FileCheck %s

// 2-D transfers in the interpreter (the GPU pipeline leaves them to the host). m[i][j] =
// 4 i + j (3 x 4).
// A transposed read at [1, 2] with the map (d0, d1) -> (d1, d0) into vector<3x2>: element
// [r, c] is m[1 + c][2 + r]; rows 2 + r >= 4 are not in bounds: padding -1. Then a read
// at [0, 0] with a 2x3 mask create_mask 2, 1 (in source order) and padding 9:
// CHECK: [6,  10,  7,  11,  -1,  -1]
// CHECK: [0,  9,  9,  4,  9,  9]
// A write of the first vector plus 100, transposed back at [1, 2]: the lanes at column 4
// are outside and not written, so row 1 gets 106, 107 at columns 2, 3 and row 2 110, 111:
// CHECK: [0,  1,  2,  3],
// CHECK-NEXT: [4,  5,  106,  107],
// CHECK-NEXT: [8,  9,  110,  111]]
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %m = memref.alloc() : memref<3x4xf32>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      %x = arith.sitofp %ki : i32 to f32
      affine.store %x, %m[%i, %j] : memref<3x4xf32>
    }
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %mone = arith.constant -1.0 : f32
  %nine = arith.constant 9.0 : f32
  %t = vector.transfer_read %m[%c1, %c2], %mone {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<3x4xf32>, vector<3x2xf32>
  %o = memref.alloc() : memref<6xf32>
  %tf = vector.shape_cast %t : vector<3x2xf32> to vector<6xf32>
  vector.store %tf, %o[%c0] : memref<6xf32>, vector<6xf32>
  %u = memref.cast %o : memref<6xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %mask = vector.create_mask %c2, %c1 : vector<2x3xi1>
  %r = vector.transfer_read %m[%c0, %c0], %nine, %mask : memref<3x4xf32>, vector<2x3xf32>
  %rf = vector.shape_cast %r : vector<2x3xf32> to vector<6xf32>
  vector.store %rf, %o[%c0] : memref<6xf32>, vector<6xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %hundred = arith.constant dense<100.0> : vector<3x2xf32>
  %t2 = arith.addf %t, %hundred : vector<3x2xf32>
  vector.transfer_write %t2, %m[%c1, %c2] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<3x2xf32>, memref<3x4xf32>
  %um = memref.cast %m : memref<3x4xf32> to memref<*xf32>
  call @printMemrefF32(%um) : (memref<*xf32>) -> ()
  return
}
