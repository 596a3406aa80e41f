// REQUIRES: vulkan, gl
// RUN: tessera validate %s --entry mlp --backend all | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=IR

// An MLP layer in linalg on tensors, as frontends emit it: relu(x * w + b) with sizes that
// divide no tile (37x19 * 19x29). The GPU pipeline bufferizes it (one-shot-bufferize:
// the zero constant becomes a read-only global, copied once into the accumulator that the
// matmul and the bias-relu generic then write in place); the interpreter's reference
// bufferizes every write into a new buffer.
// CHECK: out3: result 0 of @mlp
// CHECK: gpu pipeline, cpu interpreter  ok
// CHECK: spirv (naga) on vulkan  ok
// CHECK: wgsl on gl  ok
// CHECK: result: PASS
// IR: memref.global "private" constant @{{.*}} : memref<37x29xf32> = dense<0.000000e+00>
// IR-LABEL: func.func @mlp(
// IR-SAME: -> memref<37x29xf32>
// IR-COUNT-1: memref.alloc()
// IR-NOT: memref.alloc()
// IR: return

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>

func.func @mlp(%x: tensor<37x19xf32>, %w: tensor<19x29xf32>, %b: tensor<29xf32>) -> tensor<37x29xf32> {
  %zero = arith.constant dense<0.0> : tensor<37x29xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<37x19xf32>, tensor<19x29xf32>) outs(%zero : tensor<37x29xf32>) -> tensor<37x29xf32>
  %r = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<29xf32>) outs(%mm : tensor<37x29xf32>) {
  ^bb0(%bias: f32, %acc: f32):
    %s = arith.addf %acc, %bias : f32
    %c0 = arith.constant 0.0 : f32
    %relu = arith.maximumf %s, %c0 : f32
    linalg.yield %relu : f32
  } -> tensor<37x29xf32>
  return %r : tensor<37x29xf32>
}
