// REQUIRES: vulkan, gl
// RUN: tessera validate %s --entry forward --backend all | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=KERNELS

// Model: a sum over the last axis of a 23x37 tensor with linalg.reduce, as the StableHLO
// pipeline emits stablehlo.reduce.
// CHECK: result: PASS
// Kernels after tessera-gpu-pipeline (each linalg.fill is stored inside the nest of the
// reduction that follows it; elementwise chains are fused): 1.
// KERNELS-COUNT-1: gpu.launch_func
// KERNELS-NOT: gpu.launch_func

func.func @forward(%x: tensor<23x37xf32>) -> tensor<23xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<23xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<23xf32>) -> tensor<23xf32>
  %r = linalg.reduce ins(%x : tensor<23x37xf32>) outs(%f : tensor<23xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  return %r : tensor<23xf32>
}
