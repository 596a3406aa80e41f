// REQUIRES: vulkan, gl
// RUN: tessera validate %s --entry forward --backend all | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=KERNELS

// Model: a 3x3 convolution with stride 2, NHWC input and HWCF filter, no padding, with a
// per-channel bias and ReLU.
// CHECK: result: PASS
// Kernels after tessera-gpu-pipeline (each linalg.fill is stored inside the nest of the
// reduction that follows it; elementwise chains are fused): 2.
// KERNELS-COUNT-2: gpu.launch_func
// KERNELS-NOT: gpu.launch_func

#bias = affine_map<(d0, d1, d2, d3) -> (d3)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

func.func @forward(%x: tensor<1x17x15x3xf32>, %w: tensor<3x3x3x8xf32>, %b: tensor<8xf32>) -> tensor<1x8x7x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x8x7x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x7x8xf32>) -> tensor<1x8x7x8xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%x, %w : tensor<1x17x15x3xf32>, tensor<3x3x3x8xf32>) outs(%f : tensor<1x8x7x8xf32>) -> tensor<1x8x7x8xf32>
  %r = linalg.generic {indexing_maps = [#id4, #bias, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %b : tensor<1x8x7x8xf32>, tensor<8xf32>) outs(%e : tensor<1x8x7x8xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %s = arith.addf %in, %bias : f32
    %m = arith.maximumf %s, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x8x7x8xf32>
  return %r : tensor<1x8x7x8xf32>
}
