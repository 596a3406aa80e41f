// REQUIRES: vulkan, gl
// RUN: tessera opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s
// RUN: tessera validate %s --entry reads --backend all | FileCheck %s --check-prefix=VALIDATE

// Tensors read inside an affine.for (with scalar iter_args) and an scf.parallel bufferize
// as upstream's one-shot-bufferize does it (iree-opt with
// function-boundary-type-conversion=identity-layout-map prints the same lines): the loops
// stay, the reads become memref.loads of the argument's buffer. A tensor carried by the loops themselves is refused, as upstream
// refuses it (one-shot-bufferize-errors.mlir), and runs in the interpreter
// (run/tensor_loops.mlir).
// CHECK-LABEL: func.func @reads(
// CHECK-SAME: %[[T:[^:]*]]: memref<8xf32>, %[[M:[^:]*]]: memref<8xf32>) -> f32 {
// CHECK: %[[S:.*]] = affine.for %[[I:.*]] = 0 to 8 iter_args(%[[A:.*]] = %{{.*}}) -> (f32) {
// CHECK-NEXT: %[[X:.*]] = memref.load %[[T]][%[[I]]] : memref<8xf32>
// CHECK-NEXT: %[[Y:.*]] = arith.addf %[[A]], %[[X]] : f32
// CHECK-NEXT: affine.yield %[[Y]] : f32
// CHECK: scf.parallel (%[[J:.*]]) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// CHECK-NEXT: %[[Z:.*]] = memref.load %[[T]][%[[J]]] : memref<8xf32>
// CHECK-NEXT: %[[W:.*]] = arith.mulf %[[Z]], %{{.*}} : f32
// CHECK-NEXT: memref.store %[[W]], %[[M]][%[[J]]] : memref<8xf32>
// CHECK: return %[[S]] : f32
// VALIDATE: gpu pipeline, cpu interpreter  ok
// VALIDATE: wgsl on gl  ok
// VALIDATE: result: PASS (6 paths compared)

func.func @reads(%t: tensor<8xf32>, %m: memref<8xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %s = affine.for %i = 0 to 8 iter_args(%acc = %z) -> (f32) {
    %x = tensor.extract %t[%i] : tensor<8xf32>
    %y = arith.addf %acc, %x : f32
    affine.yield %y : f32
  }
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  %two = arith.constant 2.0 : f32
  scf.parallel (%j) = (%c0) to (%c8) step (%c1) {
    %x = tensor.extract %t[%j] : tensor<8xf32>
    %w = arith.mulf %x, %two : f32
    memref.store %w, %m[%j] : memref<8xf32>
    scf.reduce
  }
  return %s : f32
}
