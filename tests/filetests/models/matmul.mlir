// REQUIRES: vulkan, gl
// RUN: tessera validate %s --entry forward --backend all | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=KERNELS

// Model: a matmul in linalg on tensors as torch-mlir emits it (tensor.empty, a zero fill,
// linalg.matmul), with sizes that divide no tile (37x19 * 19x29). Compared with numpy in
// host/python/tests/test_models.py; the memref form is matmul_memref.mlir.
// CHECK: result: PASS
// Kernels after tessera-gpu-pipeline (each linalg.fill is stored inside the nest of the
// reduction that follows it; elementwise chains are fused): 1.
// KERNELS-COUNT-1: gpu.launch_func
// KERNELS-NOT: gpu.launch_func

func.func @forward(%a: tensor<37x19xf32>, %b: tensor<19x29xf32>) -> tensor<37x29xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<37x29xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<37x29xf32>) -> tensor<37x29xf32>
  %m = linalg.matmul ins(%a, %b : tensor<37x19xf32>, tensor<19x29xf32>) outs(%f : tensor<37x29xf32>) -> tensor<37x29xf32>
  return %m : tensor<37x29xf32>
}
