// TOSA: an int8 batched matmul with zero zero-points and an i32 result (quantized).
func.func @forward(%a: tensor<1x5x7xi8>, %b: tensor<1x7x9xi8>) -> tensor<1x5x9xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c = "tosa.matmul"(%a, %b, %zp, %zp) : (tensor<1x5x7xi8>, tensor<1x7x9xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x5x9xi32>
  return %c : tensor<1x5x9xi32>
}
