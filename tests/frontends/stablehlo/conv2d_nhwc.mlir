// StableHLO: a 3x3 NHWC convolution (HWIO filter, padding 1, stride 2).
func.func @forward(%x: tensor<1x11x9x3xf32>, %w: tensor<3x3x3x5xf32>) -> tensor<1x6x5x5xf32> {
  %c = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x11x9x3xf32>, tensor<3x3x3x5xf32>) -> tensor<1x6x5x5xf32>
  return %c : tensor<1x6x5x5xf32>
}
