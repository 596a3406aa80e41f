// TOSA: a 3x3 NHWC convolution (padding 1, stride 2, bias) followed by ReLU as tosa.clamp.
func.func @forward(%x: tensor<1x11x9x3xf32>, %w: tensor<5x3x3x3xf32>, %b: tensor<5xf32>) -> tensor<1x6x5x5xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %c = "tosa.conv2d"(%x, %w, %b, %zp, %zp) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>}> : (tensor<1x11x9x3xf32>, tensor<5x3x3x3xf32>, tensor<5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x5x5xf32>
  %r = "tosa.clamp"(%c) <{min_val = 0.0 : f32, max_val = 3.4e38 : f32}> : (tensor<1x6x5x5xf32>) -> tensor<1x6x5x5xf32>
  return %r : tensor<1x6x5x5xf32>
}
