// TOSA: 3x3 average pooling, stride 2, padding 1 (the divisor counts only in-bounds cells).
func.func @forward(%x: tensor<1x13x11x3xf32>) -> tensor<1x7x6x3xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %y = "tosa.avg_pool2d"(%x, %zp, %zp) <{acc_type = f32, kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>}> : (tensor<1x13x11x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x6x3xf32>
  return %y : tensor<1x7x6x3xf32>
}
