// REQUIRES: vulkan, gl
// RUN: tessera validate %s --entry forward --backend all | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=KERNELS
// RUN: tessera opt %s --tessera-gpu-pipeline="fuse-elementwise=false" | FileCheck %s --check-prefix=UNFUSED

// Model: layer normalisation over the last axis of a 9x50 tensor with a scale and a shift,
// as torch-mlir decomposes it: the mean, the variance of x - mean, then
// (x - mean) / sqrt(var + eps) * gamma + beta.
// CHECK: result: PASS
// Kernels after tessera-gpu-pipeline (each linalg.fill is stored inside the nest of the
// reduction that follows it; elementwise chains are fused): 4.
// KERNELS-COUNT-4: gpu.launch_func
// KERNELS-NOT: gpu.launch_func
// Without linalg-fuse-elementwise-ops: 5.
// UNFUSED-COUNT-5: gpu.launch_func
// UNFUSED-NOT: gpu.launch_func

#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d0)>
#row = affine_map<(d0, d1) -> (d1)>
#vec = affine_map<(d0) -> (d0)>

func.func @forward(%x: tensor<9x50xf32>, %gamma: tensor<50xf32>, %beta: tensor<50xf32>) -> tensor<9x50xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 50.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %er = tensor.empty() : tensor<9xf32>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<9xf32>) -> tensor<9xf32>
  %sum = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<9x50xf32>) outs(%z : tensor<9xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<9xf32>
  %mean = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]} ins(%sum : tensor<9xf32>) outs(%er : tensor<9xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.divf %in, %n : f32
    linalg.yield %m : f32
  } -> tensor<9xf32>
  %e = tensor.empty() : tensor<9x50xf32>
  %c = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %mean : tensor<9x50xf32>, tensor<9xf32>) outs(%e : tensor<9x50xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %d = arith.subf %in, %m : f32
    linalg.yield %d : f32
  } -> tensor<9x50xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%er : tensor<9xf32>) -> tensor<9xf32>
  %sq = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["parallel", "reduction"]} ins(%c : tensor<9x50xf32>) outs(%z2 : tensor<9xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %p = arith.mulf %in, %in : f32
    %s = arith.addf %p, %acc : f32
    linalg.yield %s : f32
  } -> tensor<9xf32>
  %y = linalg.generic {indexing_maps = [#id, #col, #row, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%c, %sq, %gamma, %beta : tensor<9x50xf32>, tensor<9xf32>, tensor<50xf32>, tensor<50xf32>) outs(%e : tensor<9x50xf32>) {
  ^bb0(%in: f32, %s: f32, %g: f32, %b: f32, %out: f32):
    %var = arith.divf %s, %n : f32
    %ve = arith.addf %var, %eps : f32
    %r = math.rsqrt %ve : f32
    %t = arith.mulf %in, %r : f32
    %u = arith.mulf %t, %g : f32
    %v = arith.addf %u, %b : f32
    linalg.yield %v : f32
  } -> tensor<9x50xf32>
  return %y : tensor<9x50xf32>
}
