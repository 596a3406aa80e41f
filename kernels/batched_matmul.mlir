// RUN: tessera run %s --backend cpu | FileCheck %s
//
// Batched matrix multiplication C[b] += A[b] * B[b], A: BATCHxMxK, B: BATCHxKxN,
// C: BATCHxMxN. Inputs are exact binary fractions (see matmul.mlir), so the result is exact.
//
// PARAM BATCH = 4
// PARAM M = 16
// PARAM N = 12
// PARAM K = 8

#fill_a = affine_map<(d0, d1, d2) -> ((d0 * 5 + d1 * 7 + d2 * 3) mod 13)>
#fill_b = affine_map<(d0, d1, d2) -> ((d0 * 7 + d1 * 3 + d2 * 5 + 1) mod 11)>

func.func private @printMemrefF32(memref<*xf32>)

func.func @batched_matmul(%A: memref<4x16x8xf32>, %B: memref<4x8x12xf32>, %C: memref<4x16x12xf32>) {
  affine.for %b = 0 to 4 {
    affine.for %i = 0 to 16 {
      affine.for %j = 0 to 12 {
        affine.for %k = 0 to 8 {
          %x = affine.load %A[%b, %i, %k] : memref<4x16x8xf32>
          %y = affine.load %B[%b, %k, %j] : memref<4x8x12xf32>
          %c = affine.load %C[%b, %i, %j] : memref<4x16x12xf32>
          %p = arith.mulf %x, %y : f32
          %s = arith.addf %c, %p : f32
          affine.store %s, %C[%b, %i, %j] : memref<4x16x12xf32>
        }
      }
    }
  }
  return
}

func.func @main() {
  %A = memref.alloc() : memref<4x16x8xf32>
  %B = memref.alloc() : memref<4x8x12xf32>
  %C = memref.alloc() : memref<4x16x12xf32>
  %eighth = arith.constant 0.125 : f32
  %off_a = arith.constant 0.75 : f32
  %off_b = arith.constant 0.625 : f32
  %zero = arith.constant 0.0 : f32
  affine.for %b = 0 to 4 {
    affine.for %i = 0 to 16 {
      affine.for %k = 0 to 8 {
        %r = affine.apply #fill_a(%b, %i, %k)
        %ri = arith.index_cast %r : index to i32
        %rf = arith.sitofp %ri : i32 to f32
        %m = arith.mulf %rf, %eighth : f32
        %v = arith.subf %m, %off_a : f32
        affine.store %v, %A[%b, %i, %k] : memref<4x16x8xf32>
      }
    }
  }
  affine.for %b = 0 to 4 {
    affine.for %k = 0 to 8 {
      affine.for %j = 0 to 12 {
        %r = affine.apply #fill_b(%b, %k, %j)
        %ri = arith.index_cast %r : index to i32
        %rf = arith.sitofp %ri : i32 to f32
        %m = arith.mulf %rf, %eighth : f32
        %v = arith.subf %m, %off_b : f32
        affine.store %v, %B[%b, %k, %j] : memref<4x8x12xf32>
      }
    }
  }
  affine.for %b = 0 to 4 {
    affine.for %i = 0 to 16 {
      affine.for %j = 0 to 12 {
        affine.store %zero, %C[%b, %i, %j] : memref<4x16x12xf32>
      }
    }
  }
  call @batched_matmul(%A, %B, %C) : (memref<4x16x8xf32>, memref<4x8x12xf32>, memref<4x16x12xf32>) -> ()
  %u = memref.cast %C : memref<4x16x12xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<4x16x8xf32>
  memref.dealloc %B : memref<4x8x12xf32>
  memref.dealloc %C : memref<4x16x12xf32>
  return
}

// CHECK: rank = 3 offset = 0 sizes = [4, 16, 12] strides = [192, 12, 1] data =
// CHECK-NEXT: {{\[\[\[}}0.171875, -0.40625, 0.5625, -0.359375,
// CHECK: 1.375]]]
