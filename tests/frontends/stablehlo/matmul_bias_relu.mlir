// StableHLO: a matmul (dot_general), a broadcast bias add and ReLU.
func.func @forward(%x: tensor<5x7xf32>, %w: tensor<7x9xf32>, %b: tensor<9xf32>) -> tensor<5x9xf32> {
  %m = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<5x7xf32>, tensor<7x9xf32>) -> tensor<5x9xf32>
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<9xf32>) -> tensor<5x9xf32>
  %s = stablehlo.add %m, %bb : tensor<5x9xf32>
  %z = stablehlo.constant dense<0.0> : tensor<5x9xf32>
  %r = stablehlo.maximum %s, %z : tensor<5x9xf32>
  return %r : tensor<5x9xf32>
}
