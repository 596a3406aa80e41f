// RUN: tessera run %s --backend cpu | FileCheck %s
//
// Three-dimensional 7-point Jacobi stencil on a DxHxW grid: one sweep computes
// B[k][i][j] = (A[k][i][j] + its six face neighbours) / 7 for the interior points
// (1 <= k < D - 1 = DM, and likewise HM, WM). @main fills A and B alike (so the boundary
// is fixed) and runs two sweeps, A -> B and B -> A, then prints A.
//
// PARAM D = 16
// PARAM H = 10
// PARAM W = 18
// DERIVED DM = 15
// DERIVED HM = 9
// DERIVED WM = 17

#fill_a = affine_map<(d0, d1, d2) -> ((d0 * 5 + d1 * 7 + d2 * 3) mod 13)>

func.func private @printMemrefF32(memref<*xf32>)

func.func @jacobi3d(%A: memref<16x10x18xf32>, %B: memref<16x10x18xf32>) {
  %seven = arith.constant 7.0 : f32
  affine.for %k = 1 to 15 {
    affine.for %i = 1 to 9 {
      affine.for %j = 1 to 17 {
        %c = affine.load %A[%k, %i, %j] : memref<16x10x18xf32>
        %d = affine.load %A[%k - 1, %i, %j] : memref<16x10x18xf32>
        %u = affine.load %A[%k + 1, %i, %j] : memref<16x10x18xf32>
        %n = affine.load %A[%k, %i - 1, %j] : memref<16x10x18xf32>
        %s = affine.load %A[%k, %i + 1, %j] : memref<16x10x18xf32>
        %w = affine.load %A[%k, %i, %j - 1] : memref<16x10x18xf32>
        %e = affine.load %A[%k, %i, %j + 1] : memref<16x10x18xf32>
        %t0 = arith.addf %c, %d : f32
        %t1 = arith.addf %t0, %u : f32
        %t2 = arith.addf %t1, %n : f32
        %t3 = arith.addf %t2, %s : f32
        %t4 = arith.addf %t3, %w : f32
        %t5 = arith.addf %t4, %e : f32
        %v = arith.divf %t5, %seven : f32
        affine.store %v, %B[%k, %i, %j] : memref<16x10x18xf32>
      }
    }
  }
  return
}

func.func @main() {
  %A = memref.alloc() : memref<16x10x18xf32>
  %B = memref.alloc() : memref<16x10x18xf32>
  %eighth = arith.constant 0.125 : f32
  %off = arith.constant 0.75 : f32
  affine.for %k = 0 to 16 {
    affine.for %i = 0 to 10 {
      affine.for %j = 0 to 18 {
        %r = affine.apply #fill_a(%k, %i, %j)
        %ri = arith.index_cast %r : index to i32
        %rf = arith.sitofp %ri : i32 to f32
        %m = arith.mulf %rf, %eighth : f32
        %v = arith.subf %m, %off : f32
        affine.store %v, %A[%k, %i, %j] : memref<16x10x18xf32>
        affine.store %v, %B[%k, %i, %j] : memref<16x10x18xf32>
      }
    }
  }
  call @jacobi3d(%A, %B) : (memref<16x10x18xf32>, memref<16x10x18xf32>) -> ()
  call @jacobi3d(%B, %A) : (memref<16x10x18xf32>, memref<16x10x18xf32>) -> ()
  %u = memref.cast %A : memref<16x10x18xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<16x10x18xf32>
  memref.dealloc %B : memref<16x10x18xf32>
  return
}

// CHECK: rank = 3 offset = 0 sizes = [16, 10, 18] strides = [180, 18, 1] data =
// CHECK-NEXT: {{\[\[\[}}-0.75, -0.375, 0, 0.375,
// CHECK: {{\[}}0.75, 0.229592, -0.0255102, -0.147959,
// CHECK: 0.125]]]
