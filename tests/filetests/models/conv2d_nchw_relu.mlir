// REQUIRES: vulkan, gl
// RUN: tessera validate %s --entry forward --backend all | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=KERNELS

// Model: a 3x3 convolution, NCHW input and FCHW filter, padding 1 (tensor.pad, as the
// TOSA pipeline emits it), with a per-channel bias and ReLU; 17x15 images divide no tile.
// CHECK: result: PASS
// Kernels after tessera-gpu-pipeline (each linalg.fill is stored inside the nest of the
// reduction that follows it; elementwise chains are fused): 3.
// KERNELS-COUNT-3: gpu.launch_func
// KERNELS-NOT: gpu.launch_func

#bias = affine_map<(d0, d1, d2, d3) -> (d1)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

func.func @forward(%x: tensor<1x3x17x15xf32>, %w: tensor<8x3x3x3xf32>, %b: tensor<8xf32>) -> tensor<1x8x17x15xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x3x17x15xf32> to tensor<1x3x19x17xf32>
  %e = tensor.empty() : tensor<1x8x17x15xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x17x15xf32>) -> tensor<1x8x17x15xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%p, %w : tensor<1x3x19x17xf32>, tensor<8x3x3x3xf32>) outs(%f : tensor<1x8x17x15xf32>) -> tensor<1x8x17x15xf32>
  %r = linalg.generic {indexing_maps = [#id4, #bias, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %b : tensor<1x8x17x15xf32>, tensor<8xf32>) outs(%e : tensor<1x8x17x15xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %s = arith.addf %in, %bias : f32
    %m = arith.maximumf %s, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x8x17x15xf32>
  return %r : tensor<1x8x17x15xf32>
}
