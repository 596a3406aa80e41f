// RUN: tessera opt %s --linalg-generalize-named-ops --linalg-fuse-elementwise-ops | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=GPU
// RUN: tessera opt %s --tessera-gpu-pipeline="fuse-elementwise=false" | FileCheck %s --check-prefix=NOFUSE

// Elementwise chains on tensors become one linalg.generic, as upstream's
// linalg-fuse-elementwise-ops makes them (iree-opt gives the same op for @bias_gelu).

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>

// Bias add, GELU (erf form) and an identity transpose: one op, whose body is the
// producer's then the consumer's.
// CHECK-LABEL: func.func @bias_gelu(
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<37x29xf32>, tensor<29xf32>) outs(%arg0 : tensor<37x29xf32>) {
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[B:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[X]], %[[B]] : f32
// CHECK: math.erf
// CHECK: linalg.yield
// CHECK-NEXT: } -> tensor<37x29xf32>
// CHECK-NEXT: return %[[G]]
// GPU-LABEL: func.func @bias_gelu(
// GPU-COUNT-1: gpu.launch_func
// GPU-NOT: gpu.launch_func
// GPU: return
// NOFUSE-LABEL: func.func @bias_gelu(
// NOFUSE-COUNT-3: gpu.launch_func
// NOFUSE-NOT: gpu.launch_func
// NOFUSE: return
func.func @bias_gelu(%x: tensor<37x29xf32>, %b: tensor<29xf32>) -> tensor<37x29xf32> {
  %biased = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %b : tensor<37x29xf32>, tensor<29xf32>) outs(%x : tensor<37x29xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %s = arith.addf %in, %bias : f32
    linalg.yield %s : f32
  } -> tensor<37x29xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%biased : tensor<37x29xf32>) outs(%x : tensor<37x29xf32>) {
  ^bb0(%in: f32, %out: f32):
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %rs2 = arith.constant 0.707106781 : f32
    %t = arith.mulf %in, %rs2 : f32
    %e = math.erf %t : f32
    %p = arith.addf %e, %one : f32
    %h = arith.mulf %in, %half : f32
    %r = arith.mulf %h, %p : f32
    linalg.yield %r : f32
  } -> tensor<37x29xf32>
  %y = linalg.transpose ins(%g : tensor<37x29xf32>) outs(%x : tensor<37x29xf32>) permutation = [0, 1]
  return %y : tensor<37x29xf32>
}

// A transposed producer: its input's map is composed with the inverse of its init map.
// CHECK-LABEL: func.func @transposed_producer(
// CHECK-NEXT: linalg.generic {indexing_maps = [#[[$T:.*]], #{{.*}}], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x3xf32>)
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @transposed_producer(%a: tensor<4x3xf32>, %o: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %t = linalg.transpose ins(%a : tensor<4x3xf32>) outs(%o : tensor<3x4xf32>) permutation = [1, 0]
  %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.negf %in : f32
    linalg.yield %m : f32
  } -> tensor<3x4xf32>
  return %n : tensor<3x4xf32>
}

// Not fused: a producer with a second use, a producer that reads its init (upstream makes
// the init an extra result), a reduction producer. Fused: a producer that uses
// linalg.index, whose loop 0 is the transposing consumer's loop 1.
// CHECK-LABEL: func.func @not_fused(
// CHECK-COUNT-6: linalg.generic
// CHECK: linalg.generic {indexing_maps = [#{{.*}}], iterator_types = ["parallel", "parallel"]} outs(%arg0 : tensor<4x4xf32>) {
// CHECK-NEXT: ^bb0
// CHECK-NEXT: linalg.index 1 : index
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @not_fused(%x: tensor<4x4xf32>, %v: tensor<4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %twice = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x4xf32>) outs(%x : tensor<4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %in : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  %u1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%twice : tensor<4x4xf32>) outs(%x : tensor<4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.mulf %in, %in : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  %acc = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x4xf32>) outs(%x : tensor<4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  %u2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%acc : tensor<4x4xf32>) outs(%x : tensor<4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.negf %in : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  %sum = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x4xf32>) outs(%v : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %u3 = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]} ins(%sum : tensor<4xf32>) outs(%x : tensor<4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x4xf32>
  %idx = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%x : tensor<4x4xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    linalg.yield %f : f32
  } -> tensor<4x4xf32>
  %u4 = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]} ins(%idx : tensor<4x4xf32>) outs(%x : tensor<4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x4xf32>
  return %twice, %u1, %u2, %u3, %u4 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}

// Not fused: an elementwise producer of a matmul's input (the consumer reduces and reads it
// at (d0, d2), so each producer value would be computed once per column; upstream fuses it).
// CHECK-LABEL: func.func @into_matmul(
// CHECK-COUNT-2: linalg.generic
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @into_matmul(%a: tensor<4x3xf32>, %b: tensor<3x5xf32>, %c: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x3xf32>) outs(%a : tensor<4x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = math.tanh %in : f32
    linalg.yield %t : f32
  } -> tensor<4x3xf32>
  %m = linalg.matmul ins(%n, %b : tensor<4x3xf32>, tensor<3x5xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %m : tensor<4x5xf32>
}
