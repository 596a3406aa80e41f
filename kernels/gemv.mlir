// RUN: tessera run %s --backend cpu | FileCheck %s
//
// Matrix-vector product y = A * x, A: MxN, x: N, y: M. The kernel zeroes y[i] and then
// accumulates row i (an imperfect nest: the i loop is parallel, the j loop a reduction).
// Inputs are exact binary fractions (see matmul.mlir).
//
// PARAM M = 48
// PARAM N = 40

#fill_a = affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 13)>
#fill_x = affine_map<(d0) -> ((d0 * 5 + 1) mod 11)>

func.func private @printMemrefF32(memref<*xf32>)

func.func @gemv(%A: memref<48x40xf32>, %x: memref<40xf32>, %y: memref<48xf32>) {
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 48 {
    affine.store %zero, %y[%i] : memref<48xf32>
    affine.for %j = 0 to 40 {
      %a = affine.load %A[%i, %j] : memref<48x40xf32>
      %b = affine.load %x[%j] : memref<40xf32>
      %c = affine.load %y[%i] : memref<48xf32>
      %p = arith.mulf %a, %b : f32
      %s = arith.addf %c, %p : f32
      affine.store %s, %y[%i] : memref<48xf32>
    }
  }
  return
}

func.func @main() {
  %A = memref.alloc() : memref<48x40xf32>
  %x = memref.alloc() : memref<40xf32>
  %y = memref.alloc() : memref<48xf32>
  %eighth = arith.constant 0.125 : f32
  %off_a = arith.constant 0.75 : f32
  %off_b = arith.constant 0.625 : f32
  affine.for %i = 0 to 48 {
    affine.for %j = 0 to 40 {
      %r = affine.apply #fill_a(%i, %j)
      %ri = arith.index_cast %r : index to i32
      %rf = arith.sitofp %ri : i32 to f32
      %m = arith.mulf %rf, %eighth : f32
      %v = arith.subf %m, %off_a : f32
      affine.store %v, %A[%i, %j] : memref<48x40xf32>
    }
  }
  affine.for %j = 0 to 40 {
    %r = affine.apply #fill_x(%j)
    %ri = arith.index_cast %r : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %m = arith.mulf %rf, %eighth : f32
    %v = arith.subf %m, %off_b : f32
    affine.store %v, %x[%j] : memref<40xf32>
  }
  call @gemv(%A, %x, %y) : (memref<48x40xf32>, memref<40xf32>, memref<48xf32>) -> ()
  %u = memref.cast %y : memref<48xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<48x40xf32>
  memref.dealloc %x : memref<40xf32>
  memref.dealloc %y : memref<48xf32>
  return
}

// CHECK: rank = 1 offset = 0 sizes = [48] strides = [1] data =
// CHECK-NEXT: {{\[}}2.1875, 0.96875, -0.25, -0.859375,
// CHECK: -0.859375]
