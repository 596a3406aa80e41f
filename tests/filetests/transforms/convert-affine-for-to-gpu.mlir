// RUN: tessera opt %s --split-input-file --convert-affine-for-to-gpu="gpu-block-dims=1 gpu-thread-dims=1" | FileCheck --check-prefix=CHECK-11 %s

// Upstream's direct mapping: one iteration per invocation, IV = lb + id * step, kept
// affine (the ids are symbols of the launch's affine scope).
// CHECK-11-DAG: #[[$MI:.*]] = affine_map<()[s0] -> (s0 * 4 + 5)>
// CHECK-11-DAG: #[[$MJ:.*]] = affine_map<()[s0] -> (s0 * 7 + 3)>
// CHECK-11-LABEL: func.func @step_var(
// CHECK-11-DAG:     %[[C3:.*]] = arith.constant 3 : index
// CHECK-11-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-11:         gpu.launch blocks(%[[B0:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C3]], %{{.*}} = %[[C1]], %{{.*}} = %[[C1]]) threads(%[[T0:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C3]], %{{.*}} = %[[C1]], %{{.*}} = %[[C1]]) {
// CHECK-11-NEXT:      %[[I:.*]] = affine.apply #[[$MI]]()[%[[B0]]]
// CHECK-11-NEXT:      %[[J:.*]] = affine.apply #[[$MJ]]()[%[[T0]]]
// CHECK-11-NEXT:      %[[V:.*]] = affine.load %{{.*}}[%[[I]], %[[J]]] : memref<?x?xf32>
// CHECK-11-NEXT:      affine.store %[[V]], %{{.*}}[%[[I]], %[[J]]] : memref<?x?xf32>
// CHECK-11-NEXT:      gpu.terminator
func.func @step_var(%A : memref<?x?xf32>, %B : memref<?x?xf32>) {
  affine.for %i = 5 to 15 step 4 {
    affine.for %j = 3 to 19 step 7 {
      %0 = affine.load %A[%i, %j] : memref<?x?xf32>
      affine.store %0, %B[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// -----

// With one block and one thread dim, the inner loops stay in the kernel.
// CHECK-11-LABEL: func.func @four(
// CHECK-11:         gpu.launch
// CHECK-11-NEXT:      affine.for %{{.*}} = 0 to 8 {
// CHECK-11-NEXT:        affine.for %{{.*}} = 0 to 16 {
func.func @four(%A: memref<?x?x?x?xf32>, %n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to 4 {
      affine.for %k = 0 to 8 {
        affine.for %l = 0 to 16 {
          %0 = affine.load %A[%i, %j, %k, %l] : memref<?x?x?x?xf32>
          %1 = arith.addf %0, %0 : f32
          affine.store %1, %A[%i, %j, %k, %l] : memref<?x?x?x?xf32>
        }
      }
    }
  }
  return
}
