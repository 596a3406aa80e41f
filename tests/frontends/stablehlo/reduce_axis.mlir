// StableHLO: sum over axis 1 of a 3-d tensor.
func.func @forward(%x: tensor<3x7x5xf32>) -> tensor<3x5xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %y = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<3x7x5xf32>, tensor<f32>) -> tensor<3x5xf32>
  return %y : tensor<3x5xf32>
}
