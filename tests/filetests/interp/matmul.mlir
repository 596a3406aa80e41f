// RUN: tessera run %s --backend cpu | FileCheck %s

// A 4x4 matmul as an affine loop nest, C = A * B with A[i][k] = i + k, B[k][j] = k - j.

func.func private @printMemrefF32(memref<*xf32>)

func.func @matmul(%A: memref<4x4xf32>, %B: memref<4x4xf32>, %C: memref<4x4xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      affine.for %k = 0 to 4 {
        %a = affine.load %A[%i, %k] : memref<4x4xf32>
        %b = affine.load %B[%k, %j] : memref<4x4xf32>
        %c = affine.load %C[%i, %j] : memref<4x4xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<4x4xf32>
      }
    }
  }
  return
}

func.func @main() {
  %A = memref.alloc() : memref<4x4xf32>
  %B = memref.alloc() : memref<4x4xf32>
  %C = memref.alloc() : memref<4x4xf32>
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %s = arith.addi %ii, %jj : i32
      %d = arith.subi %ii, %jj : i32
      %fs = arith.sitofp %s : i32 to f32
      %fd = arith.sitofp %d : i32 to f32
      affine.store %fs, %A[%i, %j] : memref<4x4xf32>
      affine.store %fd, %B[%i, %j] : memref<4x4xf32>
      affine.store %z, %C[%i, %j] : memref<4x4xf32>
    }
  }
  call @matmul(%A, %B, %C) : (memref<4x4xf32>, memref<4x4xf32>, memref<4x4xf32>) -> ()
  %u = memref.cast %C : memref<4x4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<4x4xf32>
  memref.dealloc %B : memref<4x4xf32>
  memref.dealloc %C : memref<4x4xf32>
  return
}

// CHECK: rank = 2 offset = 0 sizes = [4, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[}}[14,   8,   2,   -4],
// CHECK-NEXT:  [20,   10,   0,   -10],
// CHECK-NEXT:  [26,   12,   -2,   -16],
// CHECK-NEXT:  [32,   14,   -4,   -22]]
