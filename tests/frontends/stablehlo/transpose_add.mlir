// StableHLO: transpose a matrix and add a broadcast row vector.
func.func @forward(%x: tensor<5x7xf32>, %b: tensor<5xf32>) -> tensor<7x5xf32> {
  %t = stablehlo.transpose %x, dims = [1, 0] : (tensor<5x7xf32>) -> tensor<7x5xf32>
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<5xf32>) -> tensor<7x5xf32>
  %y = stablehlo.add %t, %bb : tensor<7x5xf32>
  return %y : tensor<7x5xf32>
}
