// TOSA: 3x3 max pooling, stride 2, padding 1, NHWC.
func.func @forward(%x: tensor<1x13x11x3xf32>) -> tensor<1x7x6x3xf32> {
  %y = "tosa.max_pool2d"(%x) <{kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>}> : (tensor<1x13x11x3xf32>) -> tensor<1x7x6x3xf32>
  return %y : tensor<1x7x6x3xf32>
}
