// NCHW convolution, N=1, C=64, H=W=56, F=64 filters of 3x3, stride 1, padding 1 (the
// issue-8 conv2d shape; the library's conv2d_nchw has stride 2). 2*64*56*56*64*9 =
// 231 MFLOP per run. Reads outside the input are zero (the affine.if skips them).
//
//   tessera bench host/benches/inputs/conv2d_3x3_s1.mlir

#in_bounds = affine_set<(d0, d1, d2, d3) : (d0 + d1 - 1 >= 0, -d0 - d1 + 56 >= 0, d2 + d3 - 1 >= 0, -d2 - d3 + 56 >= 0)>

func.func @conv2d_3x3_s1(%I: memref<1x64x56x56xf32>, %W: memref<64x64x3x3xf32>, %O: memref<1x64x56x56xf32>) {
  %zero = arith.constant 0.0 : f32
  affine.for %n = 0 to 1 {
    affine.for %f = 0 to 64 {
      affine.for %oh = 0 to 56 {
        affine.for %ow = 0 to 56 {
          affine.store %zero, %O[%n, %f, %oh, %ow] : memref<1x64x56x56xf32>
          affine.for %c = 0 to 64 {
            affine.for %kh = 0 to 3 {
              affine.for %kw = 0 to 3 {
                affine.if #in_bounds(%oh, %kh, %ow, %kw) {
                  %x = affine.load %I[%n, %c, %oh + %kh - 1, %ow + %kw - 1] : memref<1x64x56x56xf32>
                  %w = affine.load %W[%f, %c, %kh, %kw] : memref<64x64x3x3xf32>
                  %o = affine.load %O[%n, %f, %oh, %ow] : memref<1x64x56x56xf32>
                  %p = arith.mulf %x, %w : f32
                  %s = arith.addf %o, %p : f32
                  affine.store %s, %O[%n, %f, %oh, %ow] : memref<1x64x56x56xf32>
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
