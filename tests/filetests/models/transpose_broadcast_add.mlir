// REQUIRES: vulkan, gl
// RUN: tessera validate %s --entry forward --backend all | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=KERNELS
// RUN: tessera opt %s --tessera-gpu-pipeline="fuse-elementwise=false" | FileCheck %s --check-prefix=UNFUSED

// Model: a transpose plus a broadcast add, as the StableHLO pipeline emits
// stablehlo.transpose and stablehlo.add of a broadcast_in_dim: linalg.transpose,
// linalg.broadcast, then an elementwise add; fusion makes them one kernel.
// CHECK: result: PASS
// Kernels after tessera-gpu-pipeline (each linalg.fill is stored inside the nest of the
// reduction that follows it; elementwise chains are fused): 1.
// KERNELS-COUNT-1: gpu.launch_func
// KERNELS-NOT: gpu.launch_func
// Without linalg-fuse-elementwise-ops: 3.
// UNFUSED-COUNT-3: gpu.launch_func
// UNFUSED-NOT: gpu.launch_func

#id = affine_map<(d0, d1) -> (d0, d1)>

func.func @forward(%x: tensor<12x20xf32>, %v: tensor<12xf32>) -> tensor<20x12xf32> {
  %e = tensor.empty() : tensor<20x12xf32>
  %t = linalg.transpose ins(%x : tensor<12x20xf32>) outs(%e : tensor<20x12xf32>) permutation = [1, 0]
  %e2 = tensor.empty() : tensor<20x12xf32>
  %b = linalg.broadcast ins(%v : tensor<12xf32>) outs(%e2 : tensor<20x12xf32>) dimensions = [0]
  %e3 = tensor.empty() : tensor<20x12xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%t, %b : tensor<20x12xf32>, tensor<20x12xf32>) outs(%e3 : tensor<20x12xf32>) {
  ^bb0(%a: f32, %c: f32, %out: f32):
    %r = arith.addf %a, %c : f32
    linalg.yield %r : f32
  } -> tensor<20x12xf32>
  return %s : tensor<20x12xf32>
}
