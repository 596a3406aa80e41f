// RUN: tessera run %s --backend cpu | FileCheck %s
//
// Matrix multiplication C += A * B as a plain affine loop nest, A: MxK, B: KxN, C: MxN.
// @main fills A[i][k] = ((7i + 3k) mod 13) / 8 - 3/4 and B[k][j] = ((3k + 5j + 1) mod 11) / 8
// - 5/8 (exact binary fractions, so every partial sum is exact in f32 and the result does
// not depend on the summation order), zeroes C, calls @matmul and prints C.
//
// PARAM M = 64
// PARAM N = 48
// PARAM K = 32

#fill_a = affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 13)>
#fill_b = affine_map<(d0, d1) -> ((d0 * 3 + d1 * 5 + 1) mod 11)>

func.func private @printMemrefF32(memref<*xf32>)

func.func @matmul(%A: memref<64x32xf32>, %B: memref<32x48xf32>, %C: memref<64x48xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 48 {
      affine.for %k = 0 to 32 {
        %a = affine.load %A[%i, %k] : memref<64x32xf32>
        %b = affine.load %B[%k, %j] : memref<32x48xf32>
        %c = affine.load %C[%i, %j] : memref<64x48xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<64x48xf32>
      }
    }
  }
  return
}

func.func @main() {
  %A = memref.alloc() : memref<64x32xf32>
  %B = memref.alloc() : memref<32x48xf32>
  %C = memref.alloc() : memref<64x48xf32>
  %eighth = arith.constant 0.125 : f32
  %off_a = arith.constant 0.75 : f32
  %off_b = arith.constant 0.625 : f32
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 64 {
    affine.for %k = 0 to 32 {
      %r = affine.apply #fill_a(%i, %k)
      %ri = arith.index_cast %r : index to i32
      %rf = arith.sitofp %ri : i32 to f32
      %m = arith.mulf %rf, %eighth : f32
      %v = arith.subf %m, %off_a : f32
      affine.store %v, %A[%i, %k] : memref<64x32xf32>
    }
  }
  affine.for %k = 0 to 32 {
    affine.for %j = 0 to 48 {
      %r = affine.apply #fill_b(%k, %j)
      %ri = arith.index_cast %r : index to i32
      %rf = arith.sitofp %ri : i32 to f32
      %m = arith.mulf %rf, %eighth : f32
      %v = arith.subf %m, %off_b : f32
      affine.store %v, %B[%k, %j] : memref<32x48xf32>
    }
  }
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 48 {
      affine.store %zero, %C[%i, %j] : memref<64x48xf32>
    }
  }
  call @matmul(%A, %B, %C) : (memref<64x32xf32>, memref<32x48xf32>, memref<64x48xf32>) -> ()
  %u = memref.cast %C : memref<64x48xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<64x32xf32>
  memref.dealloc %B : memref<32x48xf32>
  memref.dealloc %C : memref<64x48xf32>
  return
}

// CHECK: rank = 2 offset = 0 sizes = [64, 48] strides = [48, 1] data =
// CHECK-NEXT: {{\[\[}}0.71875, 0.40625, 0.953125, -0.734375,
// CHECK: -1.59375]]
