// RUN: tessera opt %s --convert-affine-for-to-gpu="gpu-block-dims=2 gpu-thread-dims=2" | FileCheck --check-prefix=CHECK-22 %s


// Four loops: two on blocks, two on threads; a symbolic bound is the grid size itself.
// CHECK-22-LABEL: func.func @four(
// CHECK-22-SAME:    %{{.*}}: memref<?x?x?x?xf32>, %[[N:.*]]: index
// CHECK-22:         gpu.launch blocks(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[N]], %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) {
// CHECK-22-NEXT:      affine.load
// CHECK-22-NEXT:      arith.addf
// CHECK-22-NEXT:      affine.store
// CHECK-22-NEXT:      gpu.terminator
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
