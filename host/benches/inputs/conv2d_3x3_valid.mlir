// A 3x3 convolution, 64 -> 64 channels, stride 1, no padding ("valid"), on a pre-padded
// 1x64x58x58 input: O[0][f][oh][ow] += I[0][c][oh + kh][ow + kw] * W[f][c][kh][kw] for a
// 56x56 output. The same work as `conv2d_3x3_s1.mlir` without its padding guard, which
// lets the planner share the filter loads across lanes (`tessera bench` input).

func.func @conv_valid(%I: memref<1x64x58x58xf32>, %W: memref<64x64x3x3xf32>, %O: memref<1x64x56x56xf32>) {
  affine.for %f = 0 to 64 {
    affine.for %oh = 0 to 56 {
      affine.for %ow = 0 to 56 {
        affine.for %c = 0 to 64 {
          affine.for %kh = 0 to 3 {
            affine.for %kw = 0 to 3 {
              %x = affine.load %I[0, %c, %oh + %kh, %ow + %kw] : memref<1x64x58x58xf32>
              %w = affine.load %W[%f, %c, %kh, %kw] : memref<64x64x3x3xf32>
              %o = affine.load %O[0, %f, %oh, %ow] : memref<1x64x56x56xf32>
              %p = arith.mulf %x, %w : f32
              %s = arith.addf %o, %p : f32
              affine.store %s, %O[0, %f, %oh, %ow] : memref<1x64x56x56xf32>
            }
          }
        }
      }
    }
  }
  return
}
