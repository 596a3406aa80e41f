// TOSA: a batched matmul (batch 2) of odd shapes.
func.func @forward(%a: tensor<2x5x7xf32>, %b: tensor<2x7x9xf32>) -> tensor<2x5x9xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %c = "tosa.matmul"(%a, %b, %zp, %zp) : (tensor<2x5x7xf32>, tensor<2x7x9xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x5x9xf32>
  return %c : tensor<2x5x9xf32>
}
