// REQUIRES: vulkan, gl
// RUN: tessera validate %s --entry chain --backend all | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=FUSED
// RUN: tessera opt %s --tessera-gpu-pipeline="fuse-elementwise=false" | FileCheck %s --check-prefix=UNFUSED

// An elementwise chain on tensors that linalg-fuse-elementwise-ops makes one kernel (four
// unfused): a broadcast bias add, a transpose, a generic that reads linalg.index, and an
// activation, on sizes that divide no tile. The interpreter runs the unfused ops.
// CHECK: result 0 of @chain
// CHECK: gpu pipeline, cpu interpreter  ok
// CHECK: spirv (naga) on vulkan  ok
// CHECK: wgsl on gl  ok
// CHECK: result: PASS
// FUSED-COUNT-1: gpu.launch_func
// FUSED-NOT: gpu.launch_func
// UNFUSED-COUNT-4: gpu.launch_func
// UNFUSED-NOT: gpu.launch_func

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>

func.func @chain(%x: tensor<21x13xf32>, %b: tensor<13xf32>, %o: tensor<13x21xf32>) -> tensor<13x21xf32> {
  %biased = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %b : tensor<21x13xf32>, tensor<13xf32>) outs(%x : tensor<21x13xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %s = arith.addf %in, %bias : f32
    linalg.yield %s : f32
  } -> tensor<21x13xf32>
  %t = linalg.transpose ins(%biased : tensor<21x13xf32>) outs(%o : tensor<13x21xf32>) permutation = [1, 0]
  %ramp = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<13x21xf32>) outs(%o : tensor<13x21xf32>) {
  ^bb0(%in: f32, %out: f32):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i32
    %jf = arith.sitofp %ji : i32 to f32
    %k = arith.constant 0.0625 : f32
    %d = arith.mulf %jf, %k : f32
    %s = arith.subf %in, %d : f32
    linalg.yield %s : f32
  } -> tensor<13x21xf32>
  %act = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%ramp : tensor<13x21xf32>) outs(%o : tensor<13x21xf32>) {
  ^bb0(%in: f32, %out: f32):
    %th = math.tanh %in : f32
    linalg.yield %th : f32
  } -> tensor<13x21xf32>
  return %act : tensor<13x21xf32>
}
