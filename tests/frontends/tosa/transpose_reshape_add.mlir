// TOSA: transpose a matrix, reshape a vector to a row and add it with broadcasting.
func.func @forward(%x: tensor<5x7xf32>, %b: tensor<5xf32>) -> tensor<7x5xf32> {
  %t = "tosa.transpose"(%x) <{perms = array<i32: 1, 0>}> : (tensor<5x7xf32>) -> tensor<7x5xf32>
  %shape = "tosa.const_shape"() <{values = dense<[1, 5]> : tensor<2xindex>}> : () -> !tosa.shape<2>
  %row = "tosa.reshape"(%b, %shape) : (tensor<5xf32>, !tosa.shape<2>) -> tensor<1x5xf32>
  %y = "tosa.add"(%t, %row) : (tensor<7x5xf32>, tensor<1x5xf32>) -> tensor<7x5xf32>
  return %y : tensor<7x5xf32>
}
