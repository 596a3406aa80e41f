// TOSA: an int8 3x3 NHWC convolution with zero points and an i32 accumulator (quantized).
// The pipeline gives linalg.conv_2d_nhwc_hwcf_q (the quantized convolution, with zero
// points).
func.func @forward(%x: tensor<1x7x5x3xi8>, %w: tensor<4x3x3x3xi8>, %b: tensor<4xi32>) -> tensor<1x5x3x4xi32> {
  %izp = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c = "tosa.conv2d"(%x, %w, %b, %izp, %wzp) <{acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x7x5x3xi8>, tensor<4x3x3x3xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x5x3x4xi32>
  return %c : tensor<1x5x3x4xi32>
}
