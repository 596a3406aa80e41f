// RUN: tessera run %s --backend cpu | FileCheck %s
//
// A fully connected layer: C = relu(A * B + bias), A: MxK, B: KxN, bias: N, C: MxN. The
// kernel zeroes C, accumulates the product, then adds the bias and clamps at zero in a
// second loop nest. Inputs are exact binary fractions (see matmul.mlir).
//
// PARAM M = 32
// PARAM N = 24
// PARAM K = 16

#fill_a = affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 13)>
#fill_b = affine_map<(d0, d1) -> ((d0 * 3 + d1 * 5 + 1) mod 11)>
#fill_bias = affine_map<(d0) -> ((d0 * 5 + 1) mod 11)>

func.func private @printMemrefF32(memref<*xf32>)

func.func @matmul_bias_relu(%A: memref<32x16xf32>, %B: memref<16x24xf32>, %bias: memref<24xf32>, %C: memref<32x24xf32>) {
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 32 {
    affine.for %j = 0 to 24 {
      affine.store %zero, %C[%i, %j] : memref<32x24xf32>
    }
  }
  affine.for %i = 0 to 32 {
    affine.for %j = 0 to 24 {
      affine.for %k = 0 to 16 {
        %a = affine.load %A[%i, %k] : memref<32x16xf32>
        %b = affine.load %B[%k, %j] : memref<16x24xf32>
        %c = affine.load %C[%i, %j] : memref<32x24xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<32x24xf32>
      }
    }
  }
  affine.for %i = 0 to 32 {
    affine.for %j = 0 to 24 {
      %c = affine.load %C[%i, %j] : memref<32x24xf32>
      %b = affine.load %bias[%j] : memref<24xf32>
      %s = arith.addf %c, %b : f32
      %r = arith.maximumf %s, %zero : f32
      affine.store %r, %C[%i, %j] : memref<32x24xf32>
    }
  }
  return
}

func.func @main() {
  %A = memref.alloc() : memref<32x16xf32>
  %B = memref.alloc() : memref<16x24xf32>
  %bias = memref.alloc() : memref<24xf32>
  %C = memref.alloc() : memref<32x24xf32>
  %eighth = arith.constant 0.125 : f32
  %off_a = arith.constant 0.75 : f32
  %off_b = arith.constant 0.625 : f32
  affine.for %i = 0 to 32 {
    affine.for %k = 0 to 16 {
      %r = affine.apply #fill_a(%i, %k)
      %ri = arith.index_cast %r : index to i32
      %rf = arith.sitofp %ri : i32 to f32
      %m = arith.mulf %rf, %eighth : f32
      %v = arith.subf %m, %off_a : f32
      affine.store %v, %A[%i, %k] : memref<32x16xf32>
    }
  }
  affine.for %k = 0 to 16 {
    affine.for %j = 0 to 24 {
      %r = affine.apply #fill_b(%k, %j)
      %ri = arith.index_cast %r : index to i32
      %rf = arith.sitofp %ri : i32 to f32
      %m = arith.mulf %rf, %eighth : f32
      %v = arith.subf %m, %off_b : f32
      affine.store %v, %B[%k, %j] : memref<16x24xf32>
    }
  }
  affine.for %j = 0 to 24 {
    %r = affine.apply #fill_bias(%j)
    %ri = arith.index_cast %r : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %m = arith.mulf %rf, %eighth : f32
    %v = arith.subf %m, %off_b : f32
    affine.store %v, %bias[%j] : memref<24xf32>
  }
  call @matmul_bias_relu(%A, %B, %bias, %C) : (memref<32x16xf32>, memref<16x24xf32>, memref<24xf32>, memref<32x24xf32>) -> ()
  %u = memref.cast %C : memref<32x24xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<32x16xf32>
  memref.dealloc %B : memref<16x24xf32>
  memref.dealloc %bias : memref<24xf32>
  memref.dealloc %C : memref<32x24xf32>
  return
}

// CHECK: rank = 2 offset = 0 sizes = [32, 24] strides = [24, 1] data =
// CHECK-NEXT: {{\[\[}}0, 1.09375, 0, 0.25,
// CHECK: 0.96875]]
