// StableHLO: softmax over the last axis (reduce max, subtract, exp, reduce sum, divide).
func.func @forward(%x: tensor<3x13xf32>) -> tensor<3x13xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<3x13xf32>, tensor<f32>) -> tensor<3xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<3xf32>) -> tensor<3x13xf32>
  %d = stablehlo.subtract %x, %mb : tensor<3x13xf32>
  %e = stablehlo.exponential %d : tensor<3x13xf32>
  %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<3x13xf32>, tensor<f32>) -> tensor<3xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<3xf32>) -> tensor<3x13xf32>
  %y = stablehlo.divide %e, %sb : tensor<3x13xf32>
  return %y : tensor<3x13xf32>
}
