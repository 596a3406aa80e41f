// RUN: tessera run %s --backend cpu | FileCheck %s
//
// Two-dimensional convolution in NCHW layout with a 3x3 FCHW filter, stride 2, padding 1,
// dilation 1: O[n][f][oh][ow] = sum over c, kh, kw of
// I[n][c][2*oh + kh - 1][2*ow + kw - 1] * W[f][c][kh][kw], where reads outside the input
// are zero (the affine.if skips them). I: NxCxHxW, W: FxCx3x3, O: NxFxOHxOW with
// OH = (H + 2 - 3) / 2 + 1 and OW likewise. Inputs are exact binary fractions, so the sums
// are exact.
//
// PARAM N = 4
// PARAM C = 6
// PARAM H = 17
// PARAM W = 19
// PARAM F = 8
// DERIVED OH = 9
// DERIVED OW = 10

// The padding test: 0 <= 2*oh + kh - 1 <= H - 1 and 0 <= 2*ow + kw - 1 <= W - 1.
#in_bounds = affine_set<(d0, d1, d2, d3) : (d0 * 2 + d1 - 1 >= 0, -d0 * 2 - d1 + 17 >= 0, d2 * 2 + d3 - 1 >= 0, -d2 * 2 - d3 + 19 >= 0)>
#fill_i = affine_map<(d0, d1, d2, d3) -> ((d0 * 11 + d1 * 5 + d2 * 7 + d3 * 3) mod 13)>
#fill_w = affine_map<(d0, d1, d2, d3) -> ((d0 * 3 + d1 * 7 + d2 * 5 + d3 + 1) mod 11)>

func.func private @printMemrefF32(memref<*xf32>)

func.func @conv2d_nchw(%I: memref<4x6x17x19xf32>, %W: memref<8x6x3x3xf32>, %O: memref<4x8x9x10xf32>) {
  %zero = arith.constant 0.0 : f32
  affine.for %n = 0 to 4 {
    affine.for %f = 0 to 8 {
      affine.for %oh = 0 to 9 {
        affine.for %ow = 0 to 10 {
          affine.store %zero, %O[%n, %f, %oh, %ow] : memref<4x8x9x10xf32>
          affine.for %c = 0 to 6 {
            affine.for %kh = 0 to 3 {
              affine.for %kw = 0 to 3 {
                affine.if #in_bounds(%oh, %kh, %ow, %kw) {
                  %x = affine.load %I[%n, %c, %oh * 2 + %kh - 1, %ow * 2 + %kw - 1] : memref<4x6x17x19xf32>
                  %w = affine.load %W[%f, %c, %kh, %kw] : memref<8x6x3x3xf32>
                  %o = affine.load %O[%n, %f, %oh, %ow] : memref<4x8x9x10xf32>
                  %p = arith.mulf %x, %w : f32
                  %s = arith.addf %o, %p : f32
                  affine.store %s, %O[%n, %f, %oh, %ow] : memref<4x8x9x10xf32>
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
  %I = memref.alloc() : memref<4x6x17x19xf32>
  %W = memref.alloc() : memref<8x6x3x3xf32>
  %O = memref.alloc() : memref<4x8x9x10xf32>
  %eighth = arith.constant 0.125 : f32
  %off_a = arith.constant 0.75 : f32
  %off_b = arith.constant 0.625 : f32
  affine.for %n = 0 to 4 {
    affine.for %c = 0 to 6 {
      affine.for %h = 0 to 17 {
        affine.for %w = 0 to 19 {
          %r = affine.apply #fill_i(%n, %c, %h, %w)
          %ri = arith.index_cast %r : index to i32
          %rf = arith.sitofp %ri : i32 to f32
          %m = arith.mulf %rf, %eighth : f32
          %v = arith.subf %m, %off_a : f32
          affine.store %v, %I[%n, %c, %h, %w] : memref<4x6x17x19xf32>
        }
      }
    }
  }
  affine.for %f = 0 to 8 {
    affine.for %c = 0 to 6 {
      affine.for %kh = 0 to 3 {
        affine.for %kw = 0 to 3 {
          %r = affine.apply #fill_w(%f, %c, %kh, %kw)
          %ri = arith.index_cast %r : index to i32
          %rf = arith.sitofp %ri : i32 to f32
          %m = arith.mulf %rf, %eighth : f32
          %v = arith.subf %m, %off_b : f32
          affine.store %v, %W[%f, %c, %kh, %kw] : memref<8x6x3x3xf32>
        }
      }
    }
  }
  call @conv2d_nchw(%I, %W, %O) : (memref<4x6x17x19xf32>, memref<8x6x3x3xf32>, memref<4x8x9x10xf32>) -> ()
  %u = memref.cast %O : memref<4x8x9x10xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %I : memref<4x6x17x19xf32>
  memref.dealloc %W : memref<8x6x3x3xf32>
  memref.dealloc %O : memref<4x8x9x10xf32>
  return
}

// CHECK: rank = 4 offset = 0 sizes = [4, 8, 9, 10] strides = [720, 90, 10, 1] data =
// CHECK-NEXT: {{\[\[\[\[}}-0.84375, 0.359375, -0.25, -0.25,
// CHECK: -1.75]]]]
