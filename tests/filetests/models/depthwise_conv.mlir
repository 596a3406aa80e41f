// REQUIRES: vulkan, gl
// RUN: tessera validate %s --entry forward --backend all | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=KERNELS

// Model: a 3x3 depthwise convolution, NHWC input and HWC filter, 6 channels.
// CHECK: result: PASS
// Kernels after tessera-gpu-pipeline (each linalg.fill is stored inside the nest of the
// reduction that follows it; elementwise chains are fused): 1.
// KERNELS-COUNT-1: gpu.launch_func
// KERNELS-NOT: gpu.launch_func

func.func @forward(%x: tensor<1x13x11x6xf32>, %w: tensor<3x3x6xf32>) -> tensor<1x11x9x6xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x11x9x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x11x9x6xf32>) -> tensor<1x11x9x6xf32>
  %c = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x13x11x6xf32>, tensor<3x3x6xf32>) outs(%f : tensor<1x11x9x6xf32>) -> tensor<1x11x9x6xf32>
  return %c : tensor<1x11x9x6xf32>
}
