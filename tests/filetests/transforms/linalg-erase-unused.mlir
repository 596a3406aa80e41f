// REQUIRES: vulkan, gl
// RUN: tessera opt %s --linalg-fuse-elementwise-ops | FileCheck %s
// RUN: tessera validate %s --entry argmax_cycle --backend all | FileCheck %s --check-prefix=VALIDATE

// linalg-fuse-elementwise-ops drops the operands and results nothing needs, as upstream's
// populateEraseUnusedOperandsAndResultsPatterns and EraseIdentityLinalgOp do in that pass.
// iree-opt gives the same ops, except that it also replaces an init the body does not
// read by a tensor.empty (@inputs, @keeps_loop_range, @duplicate_result).

// torch-mlir's max with an unused argmax: the argmax cycle goes (no i64 left, so the GL
// paths run it too).
// CHECK-LABEL: func.func @argmax_cycle
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<3x13xf32>) outs(%arg1 : tensor<3xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[M:.*]] = arith.maximumf %[[IN]], %[[OUT]] : f32
// CHECK-NEXT: linalg.yield %[[M]] : f32
// CHECK-NEXT: } -> tensor<3xf32>
// VALIDATE-NOT: unsupported
// VALIDATE: result: PASS (6 paths compared)
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>

func.func @argmax_cycle(%x: tensor<3x13xf32>, %m0: tensor<3xf32>, %i0: tensor<3xi64>) -> tensor<3xf32> {
  %r:2 = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<3x13xf32>) outs(%m0, %i0 : tensor<3xf32>, tensor<3xi64>) {
  ^bb0(%in: f32, %out: f32, %out_1: i64):
    %i = linalg.index 1 : index
    %j = arith.index_cast %i : index to i64
    %mx = arith.maximumf %in, %out : f32
    %gt = arith.cmpf ogt, %in, %out : f32
    %s = arith.select %gt, %j, %out_1 : i64
    linalg.yield %mx, %s : f32, i64
  } -> (tensor<3xf32>, tensor<3xi64>)
  return %r#0 : tensor<3xf32>
}

// The dead result goes, then the identity generic that is left.
// CHECK-LABEL: func.func @dead_result
// CHECK-NEXT: return %arg0 : tensor<4x4xf32>

func.func @dead_result(%x: tensor<4x4xf32>, %a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r:2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x4xf32>) outs(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) {
  ^bb0(%in: f32, %o1: f32, %o2: f32):
    %n = arith.negf %in : f32
    linalg.yield %in, %n : f32, f32
  } -> (tensor<4x4xf32>, tensor<4x4xf32>)
  return %r#0 : tensor<4x4xf32>
}

// The unused input and the duplicate input go.
// CHECK-LABEL: func.func @inputs
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x4xf32>) outs(%arg2 : tensor<4x4xf32>)
// CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: arith.addf %[[A]], %[[A]] : f32

func.func @inputs(%x: tensor<4x4xf32>, %y: tensor<4xf32>, %o: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r = linalg.generic {indexing_maps = [#id, #col, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %y, %x : tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>) outs(%o : tensor<4x4xf32>) {
  ^bb0(%a: f32, %unused: f32, %c: f32, %out: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @keeps_loop_range
// CHECK-NEXT: %0:2 = linalg.generic {indexing_maps = [#map1, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1, %arg2 : tensor<4xf32>, tensor<4x5xf32>)

// The dead result's map is the only one that holds d1: it stays.
func.func @keeps_loop_range(%x: tensor<4xf32>, %a: tensor<4xf32>, %b: tensor<4x5xf32>) -> tensor<4xf32> {
  %r:2 = linalg.generic {indexing_maps = [#row, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4xf32>) outs(%a, %b : tensor<4xf32>, tensor<4x5xf32>) {
  ^bb0(%in: f32, %o1: f32, %o2: f32):
    linalg.yield %in, %in : f32, f32
  } -> (tensor<4xf32>, tensor<4x5xf32>)
  return %r#0 : tensor<4xf32>
}

// The same init, map and yielded value: one result serves both.
// CHECK-LABEL: func.func @duplicate_result
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x4xf32>) outs(%arg1 : tensor<4x4xf32>)
// CHECK: return %0, %0 : tensor<4x4xf32>, tensor<4x4xf32>

func.func @duplicate_result(%x: tensor<4x4xf32>, %a: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %r:2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x4xf32>) outs(%a, %a : tensor<4x4xf32>, tensor<4x4xf32>) {
  ^bb0(%in: f32, %o1: f32, %o2: f32):
    %n = arith.negf %in : f32
    linalg.yield %n, %n : f32, f32
  } -> (tensor<4x4xf32>, tensor<4x4xf32>)
  return %r#0, %r#1 : tensor<4x4xf32>, tensor<4x4xf32>
}


// On memrefs, inputs go too; the outputs stay.
// CHECK-LABEL: func.func @memref_inputs
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x4xf32>) outs(%arg2 : memref<4x4xf32>)
func.func @memref_inputs(%x: memref<4x4xf32>, %y: memref<4xf32>, %o: memref<4x4xf32>) {
  linalg.generic {indexing_maps = [#id, #col, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %y, %x : memref<4x4xf32>, memref<4xf32>, memref<4x4xf32>) outs(%o : memref<4x4xf32>) {
  ^bb0(%a: f32, %unused: f32, %c: f32, %out: f32):
    %s = arith.mulf %a, %c : f32
    linalg.yield %s : f32
  }
  return
}

// A copy of a buffer onto itself goes.
// CHECK-LABEL: func.func @memref_self_copy
// CHECK-NEXT: return
func.func @memref_self_copy(%x: memref<4x4xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : memref<4x4xf32>) outs(%x : memref<4x4xf32>) {
  ^bb0(%a: f32, %out: f32):
    linalg.yield %a : f32
  }
  return
}
