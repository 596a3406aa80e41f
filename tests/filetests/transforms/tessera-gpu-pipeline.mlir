// RUN: tessera opt %s --split-input-file --tessera-gpu-pipeline="subgroup-broadcast=false textures=false fp-contract=fast" | FileCheck %s
// RUN: tessera opt %s --split-input-file --tessera-gpu-pipeline="workgroup-size=32,4 register-tile=2,2 promote=true subgroup-size=32" | FileCheck --check-prefix=GPU %s

// The default pipeline on a 1024^3 matmul: a 16x32 grid of 64x32 tiles, 16x8
// invocations with 4x4 register tiles; kernels contain only scf/arith/memref/gpu ops.
// CHECK: module attributes {gpu.container_module}
// CHECK-LABEL: func.func @matmul
// CHECK-DAG:     %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG:     %[[C32:.*]] = arith.constant 32 : index
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK:         gpu.launch_func @matmul_kernel::@matmul_kernel blocks in (%[[C16]], %[[C32]], %[[C1]]) threads in (%[[C16]], %[[C8]], %[[C1]]) args(%{{.*}} : memref<1024x1024xf32>, %{{.*}} : memref<1024x1024xf32>, %{{.*}} : memref<1024x1024xf32>)
// CHECK:       gpu.module @matmul_kernel {
// CHECK-NEXT:    gpu.func @matmul_kernel({{.*}}) kernel attributes {known_block_size = array<i32: 16, 8, 1>, tessera.bounds = "proven", tessera.launch_kind = "band", tessera.register_tile = array<i64: 4, 4, 1>} {
// CHECK-NOT:       affine.
// CHECK:           scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args({{.*}}) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-COUNT-8:     memref.load
// The 16 multiply-adds are fused (tessera-contract-fma under fp-contract=fast).
// CHECK-COUNT-16:    math.fma
// CHECK:           gpu.return
// GPU-LABEL: gpu.func @matmul_kernel
// GPU-SAME:      workgroup(%{{.*}} : memref<{{.*}}xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<{{.*}}xf32, #gpu.address_space<workgroup>>)
// GPU-SAME:      known_block_size = array<i32: 32, 4, 1>
// GPU:           gpu.barrier
func.func @matmul(%A: memref<1024x1024xf32>, %B: memref<1024x1024xf32>, %C: memref<1024x1024xf32>) {
  affine.for %i = 0 to 1024 {
    affine.for %j = 0 to 1024 {
      affine.for %k = 0 to 1024 {
        %a = affine.load %A[%i, %k] : memref<1024x1024xf32>
        %b = affine.load %B[%k, %j] : memref<1024x1024xf32>
        %c = affine.load %C[%i, %j] : memref<1024x1024xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<1024x1024xf32>
      }
    }
  }
  return
}

// -----

// Dynamic sizes: the grid is computed on the host from memref.dim.
// CHECK-LABEL: func.func @scale
// CHECK:         %[[D:.*]] = memref.dim
// CHECK:         gpu.launch_func @scale_kernel::@scale_kernel blocks in (%{{.*}}, %{{.*}}, %{{.*}}) threads in
// CHECK:       gpu.module @scale_kernel
// CHECK:         gpu.func @scale_kernel({{.*}}) kernel attributes {known_block_size = array<i32: 128, 1, 1>
// CHECK:           scf.if
func.func @scale(%A: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %A, %c0 : memref<?xf32>
  %two = arith.constant 2.0 : f32
  affine.for %i = 0 to %n {
    %v = affine.load %A[%i] : memref<?xf32>
    %w = arith.mulf %v, %two : f32
    affine.store %w, %A[%i] : memref<?xf32>
  }
  return
}
