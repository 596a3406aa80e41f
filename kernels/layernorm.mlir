// RUN: tessera run %s --backend cpu | FileCheck %s
//
// Layer normalisation over the rows of an MxN matrix:
// Y[i][j] = (X[i][j] - mean_i) / sqrt(var_i + 1e-5) * gamma[j] + beta[j], with the mean and
// the (biased) variance of row i computed in two passes, carried in iter_args.
//
// PARAM M = 16
// PARAM N = 48

#fill_x = affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 13 + (d0 * 3 + d1 * 5) mod 11)>
#fill_g = affine_map<(d0) -> ((d0 * 5 + 1) mod 11)>
#fill_b = affine_map<(d0) -> ((d0 * 7) mod 13)>

func.func private @printMemrefF32(memref<*xf32>)

func.func @layernorm(%X: memref<16x48xf32>, %gamma: memref<48xf32>, %beta: memref<48xf32>, %Y: memref<16x48xf32>) {
  %zero = arith.constant 0.0 : f32
  %ni = arith.constant 48 : i32
  %n = arith.sitofp %ni : i32 to f32
  %eps = arith.constant 1.0e-05 : f32
  affine.for %i = 0 to 16 {
    %sum = affine.for %j = 0 to 48 iter_args(%acc = %zero) -> (f32) {
      %x = affine.load %X[%i, %j] : memref<16x48xf32>
      %s = arith.addf %acc, %x : f32
      affine.yield %s : f32
    }
    %mean = arith.divf %sum, %n : f32
    %sq = affine.for %j = 0 to 48 iter_args(%acc = %zero) -> (f32) {
      %x = affine.load %X[%i, %j] : memref<16x48xf32>
      %d = arith.subf %x, %mean : f32
      %d2 = arith.mulf %d, %d : f32
      %s = arith.addf %acc, %d2 : f32
      affine.yield %s : f32
    }
    %var = arith.divf %sq, %n : f32
    %ve = arith.addf %var, %eps : f32
    %rstd = math.rsqrt %ve : f32
    affine.for %j = 0 to 48 {
      %x = affine.load %X[%i, %j] : memref<16x48xf32>
      %g = affine.load %gamma[%j] : memref<48xf32>
      %b = affine.load %beta[%j] : memref<48xf32>
      %d = arith.subf %x, %mean : f32
      %xn = arith.mulf %d, %rstd : f32
      %xg = arith.mulf %xn, %g : f32
      %y = arith.addf %xg, %b : f32
      affine.store %y, %Y[%i, %j] : memref<16x48xf32>
    }
  }
  return
}

func.func @main() {
  %X = memref.alloc() : memref<16x48xf32>
  %gamma = memref.alloc() : memref<48xf32>
  %beta = memref.alloc() : memref<48xf32>
  %Y = memref.alloc() : memref<16x48xf32>
  %eighth = arith.constant 0.125 : f32
  %off_x = arith.constant 1.375 : f32
  %off_g = arith.constant 0.625 : f32
  %off_b = arith.constant 0.75 : f32
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 48 {
      %r = affine.apply #fill_x(%i, %j)
      %ri = arith.index_cast %r : index to i32
      %rf = arith.sitofp %ri : i32 to f32
      %m = arith.mulf %rf, %eighth : f32
      %v = arith.subf %m, %off_x : f32
      affine.store %v, %X[%i, %j] : memref<16x48xf32>
    }
  }
  affine.for %j = 0 to 48 {
    %r = affine.apply #fill_g(%j)
    %ri = arith.index_cast %r : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %m = arith.mulf %rf, %eighth : f32
    %v = arith.subf %m, %off_g : f32
    affine.store %v, %gamma[%j] : memref<48xf32>
  }
  affine.for %j = 0 to 48 {
    %r = affine.apply #fill_b(%j)
    %ri = arith.index_cast %r : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %m = arith.mulf %rf, %eighth : f32
    %v = arith.subf %m, %off_b : f32
    affine.store %v, %beta[%j] : memref<48xf32>
  }
  call @layernorm(%X, %gamma, %beta, %Y) : (memref<16x48xf32>, memref<48xf32>, memref<48xf32>, memref<16x48xf32>) -> ()
  %u = memref.cast %Y : memref<16x48xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %X : memref<16x48xf32>
  memref.dealloc %gamma : memref<48xf32>
  memref.dealloc %beta : memref<48xf32>
  memref.dealloc %Y : memref<16x48xf32>
  return
}

// CHECK: rank = 2 offset = 0 sizes = [16, 48] strides = [48, 1] data =
// CHECK-NEXT: {{\[\[}}0.308436, 0.0524701, -1.22275, 0.25,
// CHECK: -0.25]]
