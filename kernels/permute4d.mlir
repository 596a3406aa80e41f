// RUN: tessera run %s --backend cpu | FileCheck %s
//
// A four-dimensional permutation, NCHW to NHWC: O[n][h][w][c] = I[n][c][h][w],
// I: NxCxHxW, O: NxHxWxC.
//
// PARAM N = 4
// PARAM C = 6
// PARAM H = 10
// PARAM W = 12

#fill_i = affine_map<(d0, d1, d2, d3) -> ((d0 * 11 + d1 * 5 + d2 * 7 + d3 * 3) mod 13)>

func.func private @printMemrefF32(memref<*xf32>)

func.func @permute4d(%I: memref<4x6x10x12xf32>, %O: memref<4x10x12x6xf32>) {
  affine.for %n = 0 to 4 {
    affine.for %c = 0 to 6 {
      affine.for %h = 0 to 10 {
        affine.for %w = 0 to 12 {
          %v = affine.load %I[%n, %c, %h, %w] : memref<4x6x10x12xf32>
          affine.store %v, %O[%n, %h, %w, %c] : memref<4x10x12x6xf32>
        }
      }
    }
  }
  return
}

func.func @main() {
  %I = memref.alloc() : memref<4x6x10x12xf32>
  %O = memref.alloc() : memref<4x10x12x6xf32>
  %eighth = arith.constant 0.125 : f32
  %off = arith.constant 0.75 : f32
  affine.for %n = 0 to 4 {
    affine.for %c = 0 to 6 {
      affine.for %h = 0 to 10 {
        affine.for %w = 0 to 12 {
          %r = affine.apply #fill_i(%n, %c, %h, %w)
          %ri = arith.index_cast %r : index to i32
          %rf = arith.sitofp %ri : i32 to f32
          %m = arith.mulf %rf, %eighth : f32
          %v = arith.subf %m, %off : f32
          affine.store %v, %I[%n, %c, %h, %w] : memref<4x6x10x12xf32>
        }
      }
    }
  }
  call @permute4d(%I, %O) : (memref<4x6x10x12xf32>, memref<4x10x12x6xf32>) -> ()
  %u = memref.cast %O : memref<4x10x12x6xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %I : memref<4x6x10x12xf32>
  memref.dealloc %O : memref<4x10x12x6xf32>
  return
}

// CHECK: rank = 4 offset = 0 sizes = [4, 10, 12, 6] strides = [720, 72, 6, 1] data =
// CHECK-NEXT: {{\[\[\[\[}}-0.75, -0.125, 0.5, -0.5,
// CHECK: 0.625]]]]
