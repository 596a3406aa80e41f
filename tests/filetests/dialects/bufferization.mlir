// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// `bufferization.to_tensor` (the upgrade target of the legacy `tensor_load`) in current
// upstream's custom form, with and without its unit properties; iree-opt prints the same
// (tests/iree_roundtrip.rs).
// CHECK-LABEL: func.func @to_tensor
// CHECK: %[[T:.*]] = bufferization.to_tensor %{{.*}} : memref<4xf32> to tensor<4xf32>
// CHECK: bufferization.to_tensor %{{.*}} restrict writable : memref<4xf32> to tensor<4xf32>
// CHECK: tensor.extract %[[T]][%{{.*}}] : tensor<4xf32>
// GENERIC: "bufferization.to_tensor"(%{{.*}}) <{restrict, writable}> : (memref<4xf32>) -> tensor<4xf32>
func.func @to_tensor(%m: memref<4xf32>, %i: index) -> (f32, tensor<4xf32>) {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %u = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
  %e = tensor.extract %t[%i] : tensor<4xf32>
  return %e, %u : f32, tensor<4xf32>
}
