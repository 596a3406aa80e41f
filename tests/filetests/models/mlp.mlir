// REQUIRES: vulkan, gl
// RUN: tessera validate %s --entry forward --backend all | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=KERNELS
// RUN: tessera opt %s --tessera-gpu-pipeline="fuse-elementwise=false" | FileCheck %s --check-prefix=UNFUSED

// Model: a two-layer MLP in linalg on tensors, as torch-mlir and the TOSA pipeline emit
// it: matmul, a broadcast bias add and GELU (tanh form), then matmul and bias add.
// linalg-fuse-elementwise-ops makes each bias add and activation one kernel.
// CHECK: result: PASS
// Kernels after tessera-gpu-pipeline (each linalg.fill is stored inside the nest of the
// reduction that follows it; elementwise chains are fused): 4.
// KERNELS-COUNT-4: gpu.launch_func
// KERNELS-NOT: gpu.launch_func
// Without linalg-fuse-elementwise-ops: 5.
// UNFUSED-COUNT-5: gpu.launch_func
// UNFUSED-NOT: gpu.launch_func

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>

func.func @forward(%x: tensor<13x24xf32>, %w1: tensor<24x40xf32>, %b1: tensor<40xf32>, %w2: tensor<40x10xf32>, %b2: tensor<10xf32>) -> tensor<13x10xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<13x40xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<13x40xf32>) -> tensor<13x40xf32>
  %m1 = linalg.matmul ins(%x, %w1 : tensor<13x24xf32>, tensor<24x40xf32>) outs(%f1 : tensor<13x40xf32>) -> tensor<13x40xf32>
  %h = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%m1, %b1 : tensor<13x40xf32>, tensor<40xf32>) outs(%e1 : tensor<13x40xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %s = arith.addf %in, %bias : f32
    linalg.yield %s : f32
  } -> tensor<13x40xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%h : tensor<13x40xf32>) outs(%e1 : tensor<13x40xf32>) {
  ^bb0(%in: f32, %out: f32):
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %k0 = arith.constant 0.797884583 : f32
    %k1 = arith.constant 0.044715 : f32
    %x2 = arith.mulf %in, %in : f32
    %x3 = arith.mulf %x2, %in : f32
    %t0 = arith.mulf %x3, %k1 : f32
    %t1 = arith.addf %in, %t0 : f32
    %t2 = arith.mulf %t1, %k0 : f32
    %th = math.tanh %t2 : f32
    %p = arith.addf %th, %one : f32
    %hx = arith.mulf %in, %half : f32
    %r = arith.mulf %hx, %p : f32
    linalg.yield %r : f32
  } -> tensor<13x40xf32>
  %e2 = tensor.empty() : tensor<13x10xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<13x10xf32>) -> tensor<13x10xf32>
  %m2 = linalg.matmul ins(%g, %w2 : tensor<13x40xf32>, tensor<40x10xf32>) outs(%f2 : tensor<13x10xf32>) -> tensor<13x10xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%m2, %b2 : tensor<13x10xf32>, tensor<10xf32>) outs(%e2 : tensor<13x10xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %s = arith.addf %in, %bias : f32
    linalg.yield %s : f32
  } -> tensor<13x10xf32>
  return %y : tensor<13x10xf32>
}
