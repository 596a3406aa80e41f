// RUN: tessera opt %s --pass-pipeline='builtin.module(convert-linalg-to-affine-loops{fuse-fill})' | FileCheck %s
// RUN: tessera opt %s --convert-linalg-to-affine-loops | FileCheck %s --check-prefix=PLAIN

// convert-linalg-to-affine-loops{fuse-fill} (which tessera-gpu-pipeline sets): a
// linalg.fill followed by a reduction into the filled buffer becomes one nest that stores
// the fill value once per point of the parallel loops, before the reduction loops. Without
// the option (the interpreter's reference), each op has its own nest.

// CHECK-LABEL: func.func @matmul(
// CHECK: affine.for %[[I:.*]] = 0 to 5 {
// CHECK-NEXT: affine.for %[[J:.*]] = 0 to 7 {
// CHECK: affine.store %{{.*}}, %[[C:.*]][%[[I]], %[[J]]] : memref<5x7xf32>
// CHECK-NEXT: affine.for %{{.*}} = 0 to 3 {
// CHECK-NOT: affine.for
// CHECK: return
// PLAIN-LABEL: func.func @matmul(
// PLAIN-COUNT-2: affine.for %{{.*}} = 0 to 5 {
func.func @matmul(%a: memref<5x3xf32>, %b: memref<3x7xf32>) -> memref<5x7xf32> {
  %z = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<5x7xf32>
  linalg.fill ins(%z : f32) outs(%c : memref<5x7xf32>)
  linalg.matmul ins(%a, %b : memref<5x3xf32>, memref<3x7xf32>) outs(%c : memref<5x7xf32>)
  return %c : memref<5x7xf32>
}

// A generalized fill, with an allocation in between (max pooling's window), fuses too.
// CHECK-LABEL: func.func @pool(
// CHECK-COUNT-4: affine.for
// CHECK: affine.store %{{.*}}, %{{.*}} : memref<1x3x3x2xf32>
// CHECK-NEXT: affine.for
// CHECK-NEXT: affine.for
// CHECK-NOT: affine.for
// CHECK: return
func.func @pool(%x: memref<1x7x7x2xf32>) -> memref<1x3x3x2xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %o = memref.alloc() : memref<1x3x3x2xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%ninf : f32) outs(%o : memref<1x3x3x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  %w = memref.alloc() : memref<3x3xf32>
  linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%x, %w : memref<1x7x7x2xf32>, memref<3x3xf32>) outs(%o : memref<1x3x3x2xf32>)
  return %o : memref<1x3x3x2xf32>
}

// Not fused: an input views the filled buffer (it would read elements not filled yet);
// a reduction loop before a parallel one; an op in between that reads the buffer. Each
// fill keeps its own nest: 2 + 3 loops, 1 + 2 and 1 + 2.
// CHECK-LABEL: func.func @not_fused(
// CHECK-COUNT-11: affine.for
// CHECK-NOT: affine.for
// CHECK: return
func.func @not_fused(%m: memref<4x4xf32>, %v: memref<4xf32>, %w: memref<4x4xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%w : memref<4x4xf32>)
  %wc = memref.cast %w : memref<4x4xf32> to memref<4x4xf32>
  linalg.matmul ins(%wc, %m : memref<4x4xf32>, memref<4x4xf32>) outs(%w : memref<4x4xf32>)
  linalg.fill ins(%z : f32) outs(%v : memref<4xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%m : memref<4x4xf32>) outs(%v : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  }
  linalg.fill ins(%z : f32) outs(%v : memref<4xf32>)
  %c0 = arith.constant 0 : index
  %x = memref.load %v[%c0] : memref<4xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%m : memref<4x4xf32>) outs(%v : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  }
  return %x : f32
}
