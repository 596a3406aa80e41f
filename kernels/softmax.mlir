// RUN: tessera run %s --backend cpu | FileCheck %s
//
// Numerically stable softmax over the rows of an MxN matrix:
// Y[i][j] = exp(X[i][j] - m_i) / sum over k of exp(X[i][k] - m_i), m_i = max over k of X[i][k].
// Three passes per row (max, exponentials and their sum, normalisation); the row
// statistics are carried in iter_args and the exponentials are staged in Y.
//
// PARAM M = 16
// PARAM N = 40

#fill_x = affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 13 + (d0 * 3 + d1 * 5) mod 11)>

func.func private @printMemrefF32(memref<*xf32>)

func.func @softmax(%X: memref<16x40xf32>, %Y: memref<16x40xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  affine.for %i = 0 to 16 {
    %max = affine.for %j = 0 to 40 iter_args(%acc = %ninf) -> (f32) {
      %x = affine.load %X[%i, %j] : memref<16x40xf32>
      %m = arith.maximumf %acc, %x : f32
      affine.yield %m : f32
    }
    %sum = affine.for %j = 0 to 40 iter_args(%acc = %zero) -> (f32) {
      %x = affine.load %X[%i, %j] : memref<16x40xf32>
      %d = arith.subf %x, %max : f32
      %e = math.exp %d : f32
      affine.store %e, %Y[%i, %j] : memref<16x40xf32>
      %s = arith.addf %acc, %e : f32
      affine.yield %s : f32
    }
    affine.for %j = 0 to 40 {
      %e = affine.load %Y[%i, %j] : memref<16x40xf32>
      %y = arith.divf %e, %sum : f32
      affine.store %y, %Y[%i, %j] : memref<16x40xf32>
    }
  }
  return
}

func.func @main() {
  %X = memref.alloc() : memref<16x40xf32>
  %Y = memref.alloc() : memref<16x40xf32>
  %quarter = arith.constant 0.25 : f32
  %off = arith.constant 2.75 : f32
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 40 {
      %r = affine.apply #fill_x(%i, %j)
      %ri = arith.index_cast %r : index to i32
      %rf = arith.sitofp %ri : i32 to f32
      %m = arith.mulf %rf, %quarter : f32
      %v = arith.subf %m, %off : f32
      affine.store %v, %X[%i, %j] : memref<16x40xf32>
    }
  }
  call @softmax(%X, %Y) : (memref<16x40xf32>, memref<16x40xf32>) -> ()
  %u = memref.cast %Y : memref<16x40xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %X : memref<16x40xf32>
  memref.dealloc %Y : memref<16x40xf32>
  return
}

// CHECK: rank = 2 offset = 0 sizes = [16, 40] strides = [40, 1] data =
// CHECK-NEXT: {{\[\[}}0.000776913, 0.00574065, 0.042418, 0.0200369,
// CHECK: 0.0104449]]
