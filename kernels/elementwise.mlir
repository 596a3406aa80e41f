// RUN: tessera run %s --backend cpu | FileCheck %s
//
// Elementwise kernels. @silu is unary: Y = X * sigmoid(X) = X / (1 + exp(-X)).
// @bias_scale is binary with broadcasting along both axes: Z[i][j] = X[i][j] * s[j] + t[i]
// (s broadcast over rows, t over columns). X, Y, Z: MxN, s: N, t: M.
//
// PARAM M = 24
// PARAM N = 40

#fill_x = affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 13)>
#fill_s = affine_map<(d0) -> ((d0 * 5 + 1) mod 11)>
#fill_t = affine_map<(d0) -> ((d0 * 7) mod 13)>

func.func private @printMemrefF32(memref<*xf32>)

func.func @silu(%X: memref<24x40xf32>, %Y: memref<24x40xf32>) {
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 24 {
    affine.for %j = 0 to 40 {
      %x = affine.load %X[%i, %j] : memref<24x40xf32>
      %n = arith.negf %x : f32
      %e = math.exp %n : f32
      %d = arith.addf %one, %e : f32
      %y = arith.divf %x, %d : f32
      affine.store %y, %Y[%i, %j] : memref<24x40xf32>
    }
  }
  return
}

func.func @bias_scale(%X: memref<24x40xf32>, %s: memref<40xf32>, %t: memref<24xf32>, %Z: memref<24x40xf32>) {
  affine.for %i = 0 to 24 {
    affine.for %j = 0 to 40 {
      %x = affine.load %X[%i, %j] : memref<24x40xf32>
      %a = affine.load %s[%j] : memref<40xf32>
      %b = affine.load %t[%i] : memref<24xf32>
      %p = arith.mulf %x, %a : f32
      %z = arith.addf %p, %b : f32
      affine.store %z, %Z[%i, %j] : memref<24x40xf32>
    }
  }
  return
}

func.func @main() {
  %X = memref.alloc() : memref<24x40xf32>
  %Y = memref.alloc() : memref<24x40xf32>
  %Z = memref.alloc() : memref<24x40xf32>
  %s = memref.alloc() : memref<40xf32>
  %t = memref.alloc() : memref<24xf32>
  %eighth = arith.constant 0.125 : f32
  %off_a = arith.constant 0.75 : f32
  %off_b = arith.constant 0.625 : f32
  affine.for %i = 0 to 24 {
    affine.for %j = 0 to 40 {
      %r = affine.apply #fill_x(%i, %j)
      %ri = arith.index_cast %r : index to i32
      %rf = arith.sitofp %ri : i32 to f32
      %m = arith.mulf %rf, %eighth : f32
      %v = arith.subf %m, %off_a : f32
      affine.store %v, %X[%i, %j] : memref<24x40xf32>
    }
  }
  affine.for %j = 0 to 40 {
    %r = affine.apply #fill_s(%j)
    %ri = arith.index_cast %r : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %m = arith.mulf %rf, %eighth : f32
    %v = arith.subf %m, %off_b : f32
    affine.store %v, %s[%j] : memref<40xf32>
  }
  affine.for %i = 0 to 24 {
    %r = affine.apply #fill_t(%i)
    %ri = arith.index_cast %r : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %m = arith.mulf %rf, %eighth : f32
    %v = arith.subf %m, %off_a : f32
    affine.store %v, %t[%i] : memref<24xf32>
  }
  call @silu(%X, %Y) : (memref<24x40xf32>, memref<24x40xf32>) -> ()
  call @bias_scale(%X, %s, %t, %Z) : (memref<24x40xf32>, memref<40xf32>, memref<24xf32>, memref<24x40xf32>) -> ()
  %uy = memref.cast %Y : memref<24x40xf32> to memref<*xf32>
  call @printMemrefF32(%uy) : (memref<*xf32>) -> ()
  %uz = memref.cast %Z : memref<24x40xf32> to memref<*xf32>
  call @printMemrefF32(%uz) : (memref<*xf32>) -> ()
  memref.dealloc %X : memref<24x40xf32>
  memref.dealloc %Y : memref<24x40xf32>
  memref.dealloc %Z : memref<24x40xf32>
  memref.dealloc %s : memref<40xf32>
  memref.dealloc %t : memref<24xf32>
  return
}

// CHECK: rank = 2 offset = 0 sizes = [24, 40] strides = [40, 1] data =
// CHECK-NEXT: {{\[\[}}-0.240616, -0.15275, 0, 0.22225,
// CHECK: -0.0585988]]
// CHECK: rank = 2 offset = 0 sizes = [24, 40] strides = [40, 1] data =
// CHECK-NEXT: {{\[\[}}-0.375, -0.796875, -0.75, -0.75,
// CHECK: -0.1875]]
