// RUN: tessera run %s --backend cpu | FileCheck %s
//
// Two-dimensional transpose B[j][i] = A[i][j], A: MxN, B: NxM.
//
// PARAM M = 40
// PARAM N = 24

#fill_a = affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 13)>

func.func private @printMemrefF32(memref<*xf32>)

func.func @transpose(%A: memref<40x24xf32>, %B: memref<24x40xf32>) {
  affine.for %i = 0 to 40 {
    affine.for %j = 0 to 24 {
      %v = affine.load %A[%i, %j] : memref<40x24xf32>
      affine.store %v, %B[%j, %i] : memref<24x40xf32>
    }
  }
  return
}

func.func @main() {
  %A = memref.alloc() : memref<40x24xf32>
  %B = memref.alloc() : memref<24x40xf32>
  %eighth = arith.constant 0.125 : f32
  %off_a = arith.constant 0.75 : f32
  affine.for %i = 0 to 40 {
    affine.for %j = 0 to 24 {
      %r = affine.apply #fill_a(%i, %j)
      %ri = arith.index_cast %r : index to i32
      %rf = arith.sitofp %ri : i32 to f32
      %m = arith.mulf %rf, %eighth : f32
      %v = arith.subf %m, %off_a : f32
      affine.store %v, %A[%i, %j] : memref<40x24xf32>
    }
  }
  call @transpose(%A, %B) : (memref<40x24xf32>, memref<24x40xf32>) -> ()
  %u = memref.cast %B : memref<24x40xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<40x24xf32>
  memref.dealloc %B : memref<24x40xf32>
  return
}

// CHECK: rank = 2 offset = 0 sizes = [24, 40] strides = [40, 1] data =
// CHECK-NEXT: {{\[\[}}-0.75, 0.125, -0.625, 0.25,
// CHECK: -0.25]]
