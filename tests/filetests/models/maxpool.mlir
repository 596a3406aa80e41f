// REQUIRES: vulkan, gl
// RUN: tessera validate %s --entry forward --backend all | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=KERNELS

// Model: 3x3 max pooling with stride 2, NHWC, as the TOSA pipeline emits it (a -inf fill,
// the window as a tensor.empty operand).
// CHECK: result: PASS
// Kernels after tessera-gpu-pipeline (each linalg.fill is stored inside the nest of the
// reduction that follows it; elementwise chains are fused): 1.
// KERNELS-COUNT-1: gpu.launch_func
// KERNELS-NOT: gpu.launch_func

func.func @forward(%x: tensor<1x13x11x6xf32>) -> tensor<1x6x5x6xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<1x6x5x6xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x6x5x6xf32>) -> tensor<1x6x5x6xf32>
  %win = tensor.empty() : tensor<3x3xf32>
  %p = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%x, %win : tensor<1x13x11x6xf32>, tensor<3x3xf32>) outs(%f : tensor<1x6x5x6xf32>) -> tensor<1x6x5x6xf32>
  return %p : tensor<1x6x5x6xf32>
}
