// TOSA: softmax over the last axis, as TFLite lowers it (reduce_max, sub, exp, reduce_sum,
// reciprocal, mul).
func.func @forward(%x: tensor<3x13xf32>) -> tensor<3x13xf32> {
  %m = "tosa.reduce_max"(%x) <{axis = 1 : i32}> : (tensor<3x13xf32>) -> tensor<3x1xf32>
  %d = "tosa.sub"(%x, %m) : (tensor<3x13xf32>, tensor<3x1xf32>) -> tensor<3x13xf32>
  %e = "tosa.exp"(%d) : (tensor<3x13xf32>) -> tensor<3x13xf32>
  %s = "tosa.reduce_sum"(%e) <{axis = 1 : i32}> : (tensor<3x13xf32>) -> tensor<3x1xf32>
  %r = "tosa.reciprocal"(%s) : (tensor<3x1xf32>) -> tensor<3x1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %y = "tosa.mul"(%e, %r, %shift) : (tensor<3x13xf32>, tensor<3x1xf32>, tensor<1xi8>) -> tensor<3x13xf32>
  return %y : tensor<3x13xf32>
}
