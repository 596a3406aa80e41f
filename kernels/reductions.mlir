// RUN: tessera run %s --backend cpu | FileCheck %s
//
// Row and column reductions of an MxN matrix A:
// @row_sum: r[i] = sum over j of A[i][j]    @row_max: r[i] = max over j of A[i][j]
// @col_sum: c[j] = sum over i of A[i][j]    @col_max: c[j] = max over i of A[i][j]
// Row reductions carry the accumulator in iter_args; column reductions accumulate in the
// output memref (both are common ways of writing them). A[i][j] is an exact binary fraction
// (((7i + 3j) mod 13 + (3i + 5j) mod 11) / 8 - 11/8, whose row and column maxima vary), so
// the sums are exact.
//
// PARAM M = 40
// PARAM N = 24

#fill_a = affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 13 + (d0 * 3 + d1 * 5) mod 11)>

func.func private @printMemrefF32(memref<*xf32>)

func.func @row_sum(%A: memref<40x24xf32>, %r: memref<40xf32>) {
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 40 {
    %sum = affine.for %j = 0 to 24 iter_args(%acc = %zero) -> (f32) {
      %a = affine.load %A[%i, %j] : memref<40x24xf32>
      %s = arith.addf %acc, %a : f32
      affine.yield %s : f32
    }
    affine.store %sum, %r[%i] : memref<40xf32>
  }
  return
}

func.func @row_max(%A: memref<40x24xf32>, %r: memref<40xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  affine.for %i = 0 to 40 {
    %max = affine.for %j = 0 to 24 iter_args(%acc = %ninf) -> (f32) {
      %a = affine.load %A[%i, %j] : memref<40x24xf32>
      %m = arith.maximumf %acc, %a : f32
      affine.yield %m : f32
    }
    affine.store %max, %r[%i] : memref<40xf32>
  }
  return
}

func.func @col_sum(%A: memref<40x24xf32>, %c: memref<24xf32>) {
  %zero = arith.constant 0.0 : f32
  affine.for %j = 0 to 24 {
    affine.store %zero, %c[%j] : memref<24xf32>
    affine.for %i = 0 to 40 {
      %a = affine.load %A[%i, %j] : memref<40x24xf32>
      %s = affine.load %c[%j] : memref<24xf32>
      %t = arith.addf %s, %a : f32
      affine.store %t, %c[%j] : memref<24xf32>
    }
  }
  return
}

func.func @col_max(%A: memref<40x24xf32>, %c: memref<24xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  affine.for %j = 0 to 24 {
    affine.store %ninf, %c[%j] : memref<24xf32>
    affine.for %i = 0 to 40 {
      %a = affine.load %A[%i, %j] : memref<40x24xf32>
      %s = affine.load %c[%j] : memref<24xf32>
      %t = arith.maximumf %s, %a : f32
      affine.store %t, %c[%j] : memref<24xf32>
    }
  }
  return
}

func.func @main() {
  %A = memref.alloc() : memref<40x24xf32>
  %rs = memref.alloc() : memref<40xf32>
  %rm = memref.alloc() : memref<40xf32>
  %cs = memref.alloc() : memref<24xf32>
  %cm = memref.alloc() : memref<24xf32>
  %eighth = arith.constant 0.125 : f32
  %off = arith.constant 1.375 : f32
  affine.for %i = 0 to 40 {
    affine.for %j = 0 to 24 {
      %r = affine.apply #fill_a(%i, %j)
      %ri = arith.index_cast %r : index to i32
      %rf = arith.sitofp %ri : i32 to f32
      %m = arith.mulf %rf, %eighth : f32
      %v = arith.subf %m, %off : f32
      affine.store %v, %A[%i, %j] : memref<40x24xf32>
    }
  }
  call @row_sum(%A, %rs) : (memref<40x24xf32>, memref<40xf32>) -> ()
  call @row_max(%A, %rm) : (memref<40x24xf32>, memref<40xf32>) -> ()
  call @col_sum(%A, %cs) : (memref<40x24xf32>, memref<24xf32>) -> ()
  call @col_max(%A, %cm) : (memref<40x24xf32>, memref<24xf32>) -> ()
  %u0 = memref.cast %rs : memref<40xf32> to memref<*xf32>
  call @printMemrefF32(%u0) : (memref<*xf32>) -> ()
  %u1 = memref.cast %rm : memref<40xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  %u2 = memref.cast %cs : memref<24xf32> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  %u3 = memref.cast %cm : memref<24xf32> to memref<*xf32>
  call @printMemrefF32(%u3) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<40x24xf32>
  memref.dealloc %rs : memref<40xf32>
  memref.dealloc %rm : memref<40xf32>
  memref.dealloc %cs : memref<24xf32>
  memref.dealloc %cm : memref<24xf32>
  return
}

// CHECK: rank = 1 offset = 0 sizes = [40] strides = [1] data =
// CHECK-NEXT: {{\[}}-1.25, 1, -1.375, 0.875,
// CHECK: -0.875]
// CHECK: rank = 1 offset = 0 sizes = [40] strides = [1] data =
// CHECK-NEXT: {{\[}}1.25, 1.375, 1.125, 1,
// CHECK: 1]
// CHECK: rank = 1 offset = 0 sizes = [24] strides = [1] data =
// CHECK-NEXT: {{\[}}-1.375, -0.75, -0.125, 0.5,
// CHECK: -0.625]
// CHECK: rank = 1 offset = 0 sizes = [24] strides = [1] data =
// CHECK-NEXT: {{\[}}1.125, 1.375, 1.125, 1.125,
// CHECK: 1.25]
