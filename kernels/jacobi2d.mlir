// RUN: tessera run %s --backend cpu | FileCheck %s
//
// Two-dimensional 5-point Jacobi stencil on an HxW grid: one sweep computes
// B[i][j] = 0.2 * (A[i][j] + A[i-1][j] + A[i+1][j] + A[i][j-1] + A[i][j+1]) for the interior
// points (1 <= i < H - 1 = HM, 1 <= j < W - 1 = WM). @main fills A and B alike (so the
// boundary is fixed) and runs two sweeps, A -> B and B -> A, then prints A.
//
// PARAM H = 32
// PARAM W = 24
// DERIVED HM = 31
// DERIVED WM = 23

#fill_a = affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 13)>

func.func private @printMemrefF32(memref<*xf32>)

func.func @jacobi2d(%A: memref<32x24xf32>, %B: memref<32x24xf32>) {
  %fifth = arith.constant 0.2 : f32
  affine.for %i = 1 to 31 {
    affine.for %j = 1 to 23 {
      %c = affine.load %A[%i, %j] : memref<32x24xf32>
      %n = affine.load %A[%i - 1, %j] : memref<32x24xf32>
      %s = affine.load %A[%i + 1, %j] : memref<32x24xf32>
      %w = affine.load %A[%i, %j - 1] : memref<32x24xf32>
      %e = affine.load %A[%i, %j + 1] : memref<32x24xf32>
      %t0 = arith.addf %c, %n : f32
      %t1 = arith.addf %t0, %s : f32
      %t2 = arith.addf %t1, %w : f32
      %t3 = arith.addf %t2, %e : f32
      %v = arith.mulf %t3, %fifth : f32
      affine.store %v, %B[%i, %j] : memref<32x24xf32>
    }
  }
  return
}

func.func @main() {
  %A = memref.alloc() : memref<32x24xf32>
  %B = memref.alloc() : memref<32x24xf32>
  %eighth = arith.constant 0.125 : f32
  %off = arith.constant 0.75 : f32
  affine.for %i = 0 to 32 {
    affine.for %j = 0 to 24 {
      %r = affine.apply #fill_a(%i, %j)
      %ri = arith.index_cast %r : index to i32
      %rf = arith.sitofp %ri : i32 to f32
      %m = arith.mulf %rf, %eighth : f32
      %v = arith.subf %m, %off : f32
      affine.store %v, %A[%i, %j] : memref<32x24xf32>
      affine.store %v, %B[%i, %j] : memref<32x24xf32>
    }
  }
  call @jacobi2d(%A, %B) : (memref<32x24xf32>, memref<32x24xf32>) -> ()
  call @jacobi2d(%B, %A) : (memref<32x24xf32>, memref<32x24xf32>) -> ()
  %u = memref.cast %A : memref<32x24xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<32x24xf32>
  memref.dealloc %B : memref<32x24xf32>
  return
}

// CHECK: rank = 2 offset = 0 sizes = [32, 24] strides = [24, 1] data =
// CHECK-NEXT: {{\[\[}}-0.75, -0.375, 0, 0.375,
// CHECK: {{\[}}0.125, -0.085, -0.1, 0.015,
// CHECK: -0.75]]
