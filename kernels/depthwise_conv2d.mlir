// RUN: tessera run %s --backend cpu | FileCheck %s
//
// Depthwise two-dimensional convolution in NCHW layout, one 3x3 filter per channel,
// stride 1, padding 1: O[n][c][oh][ow] = sum over kh, kw of
// I[n][c][oh + kh - 1][ow + kw - 1] * W[c][kh][kw], reads outside the input being zero.
// I, O: NxCxHxW, W: Cx3x3. Inputs are exact binary fractions, so the sums are exact.
//
// PARAM N = 4
// PARAM C = 6
// PARAM H = 12
// PARAM W = 10

// The padding test: 0 <= oh + kh - 1 <= H - 1 and 0 <= ow + kw - 1 <= W - 1.
#in_bounds = affine_set<(d0, d1, d2, d3) : (d0 + d1 - 1 >= 0, -d0 - d1 + 12 >= 0, d2 + d3 - 1 >= 0, -d2 - d3 + 10 >= 0)>
#fill_i = affine_map<(d0, d1, d2, d3) -> ((d0 * 11 + d1 * 5 + d2 * 7 + d3 * 3) mod 13)>
#fill_w = affine_map<(d0, d1, d2) -> ((d0 * 3 + d1 * 7 + d2 * 5 + 1) mod 11)>

func.func private @printMemrefF32(memref<*xf32>)

func.func @depthwise_conv2d(%I: memref<4x6x12x10xf32>, %W: memref<6x3x3xf32>, %O: memref<4x6x12x10xf32>) {
  %zero = arith.constant 0.0 : f32
  affine.for %n = 0 to 4 {
    affine.for %c = 0 to 6 {
      affine.for %oh = 0 to 12 {
        affine.for %ow = 0 to 10 {
          affine.store %zero, %O[%n, %c, %oh, %ow] : memref<4x6x12x10xf32>
          affine.for %kh = 0 to 3 {
            affine.for %kw = 0 to 3 {
              affine.if #in_bounds(%oh, %kh, %ow, %kw) {
                %x = affine.load %I[%n, %c, %oh + %kh - 1, %ow + %kw - 1] : memref<4x6x12x10xf32>
                %w = affine.load %W[%c, %kh, %kw] : memref<6x3x3xf32>
                %o = affine.load %O[%n, %c, %oh, %ow] : memref<4x6x12x10xf32>
                %p = arith.mulf %x, %w : f32
                %s = arith.addf %o, %p : f32
                affine.store %s, %O[%n, %c, %oh, %ow] : memref<4x6x12x10xf32>
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
  %I = memref.alloc() : memref<4x6x12x10xf32>
  %W = memref.alloc() : memref<6x3x3xf32>
  %O = memref.alloc() : memref<4x6x12x10xf32>
  %eighth = arith.constant 0.125 : f32
  %off_a = arith.constant 0.75 : f32
  %off_b = arith.constant 0.625 : f32
  affine.for %n = 0 to 4 {
    affine.for %c = 0 to 6 {
      affine.for %h = 0 to 12 {
        affine.for %w = 0 to 10 {
          %r = affine.apply #fill_i(%n, %c, %h, %w)
          %ri = arith.index_cast %r : index to i32
          %rf = arith.sitofp %ri : i32 to f32
          %m = arith.mulf %rf, %eighth : f32
          %v = arith.subf %m, %off_a : f32
          affine.store %v, %I[%n, %c, %h, %w] : memref<4x6x12x10xf32>
        }
      }
    }
  }
  affine.for %c = 0 to 6 {
    affine.for %kh = 0 to 3 {
      affine.for %kw = 0 to 3 {
        %r = affine.apply #fill_w(%c, %kh, %kw)
        %ri = arith.index_cast %r : index to i32
        %rf = arith.sitofp %ri : i32 to f32
        %m = arith.mulf %rf, %eighth : f32
        %v = arith.subf %m, %off_b : f32
        affine.store %v, %W[%c, %kh, %kw] : memref<6x3x3xf32>
      }
    }
  }
  call @depthwise_conv2d(%I, %W, %O) : (memref<4x6x12x10xf32>, memref<6x3x3xf32>, memref<4x6x12x10xf32>) -> ()
  %u = memref.cast %O : memref<4x6x12x10xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %I : memref<4x6x12x10xf32>
  memref.dealloc %W : memref<6x3x3xf32>
  memref.dealloc %O : memref<4x6x12x10xf32>
  return
}

// CHECK: rank = 4 offset = 0 sizes = [4, 6, 12, 10] strides = [720, 120, 10, 1] data =
// CHECK-NEXT: {{\[\[\[\[}}0.125, 0.28125, -0.390625, -0.046875,
// CHECK: 0.65625]]]]
