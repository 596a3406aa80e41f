// StableHLO: 3x3 max pooling, stride 2, padding 1, NHWC (reduce_window).
func.func @forward(%x: tensor<1x13x11x3xf32>) -> tensor<1x7x6x3xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %y = "stablehlo.reduce_window"(%x, %ninf) <{padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<1x13x11x3xf32>, tensor<f32>) -> tensor<1x7x6x3xf32>
  return %y : tensor<1x7x6x3xf32>
}
