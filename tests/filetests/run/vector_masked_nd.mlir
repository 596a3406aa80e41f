// RUN: tessera run %s --backend cpu | FileCheck %s

// A 2-D maskedload and maskedstore in the interpreter (the GPU pipeline leaves them to
// the host): the vector spans the two innermost dimensions from [1, 1] of a 3 x 4 memref
// m[i][j] = 4 i + j; mask create_mask 2, 2; pass-through -1. Loaded: [[5, 6, -1],
// [9, 10, -1]]; then stored back at [0, 0] with mask create_mask 1, 3 (row 0 only):
// CHECK: [5,  6,  -1,  9,  10,  -1]
// CHECK: [5,  6,  -1,  3],
// CHECK-NEXT: [4,  5,  6,  7],
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
  %c3 = arith.constant 3 : index
  %mask = vector.create_mask %c2, %c2 : vector<2x3xi1>
  %pass = arith.constant dense<-1.0> : vector<2x3xf32>
  %v = vector.maskedload %m[%c1, %c1], %mask, %pass : memref<3x4xf32>, vector<2x3xi1>, vector<2x3xf32> into vector<2x3xf32>
  %o = memref.alloc() : memref<6xf32>
  %f = vector.shape_cast %v : vector<2x3xf32> to vector<6xf32>
  vector.store %f, %o[%c0] : memref<6xf32>, vector<6xf32>
  %u = memref.cast %o : memref<6xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %sm = vector.create_mask %c1, %c3 : vector<2x3xi1>
  vector.maskedstore %m[%c0, %c0], %sm, %v : memref<3x4xf32>, vector<2x3xi1>, vector<2x3xf32>
  %um = memref.cast %m : memref<3x4xf32> to memref<*xf32>
  call @printMemrefF32(%um) : (memref<*xf32>) -> ()
  return
}
