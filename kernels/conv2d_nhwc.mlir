// RUN: tessera run %s --backend cpu | FileCheck %s
//
// Two-dimensional convolution in NHWC layout with a 3x3 HWCF filter, stride 1, padding 2,
// dilation 2: O[n][oh][ow][f] = sum over kh, kw, c of
// I[n][oh + 2*kh - 2][ow + 2*kw - 2][c] * W[kh][kw][c][f], reads outside the input being
// zero. I: NxHxWxC, W: 3x3xCxF, O: NxHxWxF (with this padding and dilation the output has
// the input's spatial size). Inputs are exact binary fractions, so the sums are exact.
//
// PARAM N = 4
// PARAM H = 9
// PARAM W = 14
// PARAM C = 6
// PARAM F = 8
// DERIVED HB = 10
// DERIVED WB = 15

// The padding test: 0 <= oh + 2*kh - 2 <= H - 1 and 0 <= ow + 2*kw - 2 <= W - 1
// (HB = H + 1, WB = W + 1).
#in_bounds = affine_set<(d0, d1, d2, d3) : (d0 + d1 * 2 - 2 >= 0, -d0 - d1 * 2 + 10 >= 0, d2 + d3 * 2 - 2 >= 0, -d2 - d3 * 2 + 15 >= 0)>
#fill_i = affine_map<(d0, d1, d2, d3) -> ((d0 * 11 + d1 * 5 + d2 * 7 + d3 * 3) mod 13)>
#fill_w = affine_map<(d0, d1, d2, d3) -> ((d0 * 3 + d1 * 7 + d2 * 5 + d3 + 1) mod 11)>

func.func private @printMemrefF32(memref<*xf32>)

func.func @conv2d_nhwc(%I: memref<4x9x14x6xf32>, %W: memref<3x3x6x8xf32>, %O: memref<4x9x14x8xf32>) {
  %zero = arith.constant 0.0 : f32
  affine.for %n = 0 to 4 {
    affine.for %oh = 0 to 9 {
      affine.for %ow = 0 to 14 {
        affine.for %f = 0 to 8 {
          affine.store %zero, %O[%n, %oh, %ow, %f] : memref<4x9x14x8xf32>
          affine.for %kh = 0 to 3 {
            affine.for %kw = 0 to 3 {
              affine.if #in_bounds(%oh, %kh, %ow, %kw) {
                affine.for %c = 0 to 6 {
                  %x = affine.load %I[%n, %oh + %kh * 2 - 2, %ow + %kw * 2 - 2, %c] : memref<4x9x14x6xf32>
                  %w = affine.load %W[%kh, %kw, %c, %f] : memref<3x3x6x8xf32>
                  %o = affine.load %O[%n, %oh, %ow, %f] : memref<4x9x14x8xf32>
                  %p = arith.mulf %x, %w : f32
                  %s = arith.addf %o, %p : f32
                  affine.store %s, %O[%n, %oh, %ow, %f] : memref<4x9x14x8xf32>
                }
              }
            }
          }
        }
      }
    }
  }
  return
}

func.func @main() {
  %I = memref.alloc() : memref<4x9x14x6xf32>
  %W = memref.alloc() : memref<3x3x6x8xf32>
  %O = memref.alloc() : memref<4x9x14x8xf32>
  %eighth = arith.constant 0.125 : f32
  %off_a = arith.constant 0.75 : f32
  %off_b = arith.constant 0.625 : f32
  affine.for %n = 0 to 4 {
    affine.for %h = 0 to 9 {
      affine.for %w = 0 to 14 {
        affine.for %c = 0 to 6 {
          %r = affine.apply #fill_i(%n, %h, %w, %c)
          %ri = arith.index_cast %r : index to i32
          %rf = arith.sitofp %ri : i32 to f32
          %m = arith.mulf %rf, %eighth : f32
          %v = arith.subf %m, %off_a : f32
          affine.store %v, %I[%n, %h, %w, %c] : memref<4x9x14x6xf32>
        }
      }
    }
  }
  affine.for %kh = 0 to 3 {
    affine.for %kw = 0 to 3 {
      affine.for %c = 0 to 6 {
        affine.for %f = 0 to 8 {
          %r = affine.apply #fill_w(%kh, %kw, %c, %f)
          %ri = arith.index_cast %r : index to i32
          %rf = arith.sitofp %ri : i32 to f32
          %m = arith.mulf %rf, %eighth : f32
          %v = arith.subf %m, %off_b : f32
          affine.store %v, %W[%kh, %kw, %c, %f] : memref<3x3x6x8xf32>
        }
      }
    }
  }
  call @conv2d_nhwc(%I, %W, %O) : (memref<4x9x14x6xf32>, memref<3x3x6x8xf32>, memref<4x9x14x8xf32>) -> ()
  %u = memref.cast %O : memref<4x9x14x8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %I : memref<4x9x14x6xf32>
  memref.dealloc %W : memref<3x3x6x8xf32>
  memref.dealloc %O : memref<4x9x14x8xf32>
  return
}

// CHECK: rank = 4 offset = 0 sizes = [4, 9, 14, 8] strides = [1008, 112, 8, 1] data =
// CHECK-NEXT: {{\[\[\[\[}}0.78125, 0.21875, -0.6875, -0.5625,
// CHECK: -1.15625]]]]
