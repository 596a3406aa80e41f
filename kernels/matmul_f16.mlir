// RUN: tessera run %s --backend cpu | FileCheck %s
//
// Half-precision matrix multiplication C += A * B with f16 inputs, f16 accumulation and an
// f16 result (the GPU "hgemm"), A: MxK, B: KxN, C: MxN. Inputs are quarters in
// [-1/2, 1/2], so every product is a multiple of 1/16 of magnitude at most 1/4, and every
// partial sum, in any order, is a multiple of 1/16 of magnitude at most K/4: exact in f16
// (which holds every multiple of 1/16 below 2^11/16 = 128) for K up to 511. The result is
// then order-independent, and the validation suite compares it with no reduction slack
// (docs/VALIDATION.md), so a dropped term cannot hide in the f16 tolerance.
//
// PARAM M = 32
// PARAM N = 24
// PARAM K = 16

#fill_a = affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 5)>
#fill_b = affine_map<(d0, d1) -> ((d0 * 3 + d1 * 2 + 1) mod 5)>

func.func private @printMemrefF16(memref<*xf16>)

func.func @matmul_f16(%A: memref<32x16xf16>, %B: memref<16x24xf16>, %C: memref<32x24xf16>) {
  affine.for %i = 0 to 32 {
    affine.for %j = 0 to 24 {
      affine.for %k = 0 to 16 {
        %a = affine.load %A[%i, %k] : memref<32x16xf16>
        %b = affine.load %B[%k, %j] : memref<16x24xf16>
        %c = affine.load %C[%i, %j] : memref<32x24xf16>
        %p = arith.mulf %a, %b : f16
        %s = arith.addf %c, %p : f16
        affine.store %s, %C[%i, %j] : memref<32x24xf16>
      }
    }
  }
  return
}

func.func @main() {
  %A = memref.alloc() : memref<32x16xf16>
  %B = memref.alloc() : memref<16x24xf16>
  %C = memref.alloc() : memref<32x24xf16>
  %quarter = arith.constant 0.25 : f16
  %off_a = arith.constant 0.5 : f16
  %off_b = arith.constant 0.5 : f16
  %zero = arith.constant 0.0 : f16
  affine.for %i = 0 to 32 {
    affine.for %k = 0 to 16 {
      %r = affine.apply #fill_a(%i, %k)
      %ri = arith.index_cast %r : index to i32
      %rf = arith.sitofp %ri : i32 to f16
      %m = arith.mulf %rf, %quarter : f16
      %v = arith.subf %m, %off_a : f16
      affine.store %v, %A[%i, %k] : memref<32x16xf16>
    }
  }
  affine.for %k = 0 to 16 {
    affine.for %j = 0 to 24 {
      %r = affine.apply #fill_b(%k, %j)
      %ri = arith.index_cast %r : index to i32
      %rf = arith.sitofp %ri : i32 to f16
      %m = arith.mulf %rf, %quarter : f16
      %v = arith.subf %m, %off_b : f16
      affine.store %v, %B[%k, %j] : memref<16x24xf16>
    }
  }
  affine.for %i = 0 to 32 {
    affine.for %j = 0 to 24 {
      affine.store %zero, %C[%i, %j] : memref<32x24xf16>
    }
  }
  call @matmul_f16(%A, %B, %C) : (memref<32x16xf16>, memref<16x24xf16>, memref<32x24xf16>) -> ()
  %u = memref.cast %C : memref<32x24xf16> to memref<*xf16>
  call @printMemrefF16(%u) : (memref<*xf16>) -> ()
  memref.dealloc %A : memref<32x16xf16>
  memref.dealloc %B : memref<16x24xf16>
  memref.dealloc %C : memref<32x24xf16>
  return
}

// CHECK: rank = 2 offset = 0 sizes = [32, 24] strides = [24, 1] data =
// CHECK-NEXT: {{\[\[}}0.125, -1.0625, 2.125, -0.9375, -0.25,
// CHECK: -0.9375, 0, 0, -0.9375, 1.875]]
