// REQUIRES: vulkan, gl
// RUN: tessera opt %s | FileCheck %s
// RUN: tessera validate %s --entry forward --backend all | FileCheck %s --check-prefix=VALID

// strides and dilations as dense vectors of i64, as torch-mlir and the TOSA pipeline of
// iree-opt print them (upstream's RankedI64ElementsAttr is any DenseIntElementsAttr):
// Tessera refused them ("failed to satisfy constraint") and now reads, keeps and uses them.
// CHECK: linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
// CHECK: linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<[2, 1]> : vector<2xi64>}
// VALID: result: PASS

func.func @forward(%x: tensor<1x7x5x2xf32>, %y: tensor<1x2x7x5xf32>, %w: tensor<3x2x3x3xf32>) -> (tensor<1x3x2x2xf32>, tensor<1x3x3x3xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %k = tensor.empty() : tensor<3x3xf32>
  %e = tensor.empty() : tensor<1x3x2x2xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32>
  %p = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%x, %k : tensor<1x7x5x2xf32>, tensor<3x3xf32>) outs(%f : tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32>
  %e2 = tensor.empty() : tensor<1x3x3x3xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<[2, 1]> : vector<2xi64>} ins(%y, %w : tensor<1x2x7x5xf32>, tensor<3x2x3x3xf32>) outs(%f2 : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  return %p, %c : tensor<1x3x2x2xf32>, tensor<1x3x3x3xf32>
}
