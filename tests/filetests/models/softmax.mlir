// REQUIRES: vulkan, gl
// RUN: tessera validate %s --entry forward --backend all | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=KERNELS

// Model: softmax over the last axis of a 7x33 tensor, as the TOSA and StableHLO pipelines
// lower it: a max reduction, exp(x - max), a sum reduction, a division.
// CHECK: result: PASS
// Kernels after tessera-gpu-pipeline (each linalg.fill is stored inside the nest of the
// reduction that follows it; elementwise chains are fused): 4.
// KERNELS-COUNT-4: gpu.launch_func
// KERNELS-NOT: gpu.launch_func

#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d0)>

func.func @forward(%x: tensor<7x33xf32>) -> tensor<7x33xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<7xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%er : tensor<7xf32>) -> tensor<7xf32>
  %max = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<7x33xf32>) outs(%mi : tensor<7xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.maximumf %in, %acc : f32
    linalg.yield %m : f32
  } -> tensor<7xf32>
  %e = tensor.empty() : tensor<7x33xf32>
  %ex = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %max : tensor<7x33xf32>, tensor<7xf32>) outs(%e : tensor<7x33xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %d = arith.subf %in, %m : f32
    %v = math.exp %d : f32
    linalg.yield %v : f32
  } -> tensor<7x33xf32>
  %si = linalg.fill ins(%zero : f32) outs(%er : tensor<7xf32>) -> tensor<7xf32>
  %sum = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["parallel", "reduction"]} ins(%ex : tensor<7x33xf32>) outs(%si : tensor<7xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<7xf32>
  %y = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%ex, %sum : tensor<7x33xf32>, tensor<7xf32>) outs(%e : tensor<7x33xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %v = arith.divf %in, %s : f32
    linalg.yield %v : f32
  } -> tensor<7x33xf32>
  return %y : tensor<7x33xf32>
}
