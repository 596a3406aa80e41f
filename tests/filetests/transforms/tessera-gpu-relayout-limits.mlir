// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline="max-invocations=16" | FileCheck --check-prefix=INV16 %s
// RUN: tessera opt %s --tessera-gpu-pipeline="max-invocations=48" | FileCheck --check-prefix=INV48 %s
// RUN: tessera opt %s --tessera-gpu-pipeline="max-workgroup-size=8,1024,1024" | FileCheck --check-prefix=X8 %s
// RUN: tessera opt %s --tessera-gpu-pipeline="max-invocations=16 max-workgroups-per-dim=64" | FileCheck --check-prefix=GRID %s

// The copy kernel that `gpu::map::relayout` adds (the rows of A, transposed, for a matmul whose
// B rows rule out texture mode) obeys the device limits like the matmul's own kernel: 64
// invocations per workgroup by default, else the largest power of two within the
// invocations per workgroup and the workgroup size along x, with the grid grown to match.
// CHECK-LABEL: func.func @matmul_48
// CHECK:         %[[AT:.*]] = memref.alloc() : memref<32x64xf32>
// CHECK:         gpu.launch_func @matmul_48_kernel::@matmul_48_kernel blocks in (%c32, %c1, %c1) threads in (%c64, %c1, %c1) args(%arg0 : memref<64x32xf32>, %[[AT]] : memref<32x64xf32>)
// CHECK:         gpu.func @matmul_48_kernel(%{{.*}}: memref<64x32xf32>, %{{.*}}: memref<32x64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>

// INV16-LABEL: func.func @matmul_48
// INV16:         %[[AT:.*]] = memref.alloc() : memref<32x64xf32>
// INV16:         gpu.launch_func @matmul_48_kernel::@matmul_48_kernel blocks in (%c128, %c1, %c1) threads in (%c16, %c1, %c1) args(%arg0 : memref<64x32xf32>, %[[AT]] : memref<32x64xf32>)
// INV16:         gpu.func @matmul_48_kernel(%{{.*}}: memref<64x32xf32>, %{{.*}}: memref<32x64xf32>) kernel attributes {known_block_size = array<i32: 16, 1, 1>
// INV16:           %[[B:.*]] = gpu.block_id x
// INV16:           %[[T:.*]] = gpu.thread_id x
// INV16:           %[[O:.*]] = arith.muli %[[B]], %c16 : index
// INV16:           arith.addi %[[O]], %[[T]] : index
// INV16-NOT:     known_block_size = array<i32: 64

// INV48-LABEL: func.func @matmul_48
// INV48:         gpu.launch_func @matmul_48_kernel::@matmul_48_kernel blocks in (%c64, %c1, %c1) threads in (%c32, %c1, %c1)
// INV48:         gpu.func @matmul_48_kernel(%{{.*}}: memref<64x32xf32>, %{{.*}}: memref<32x64xf32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>

// X8-LABEL: func.func @matmul_48
// X8:         gpu.launch_func @matmul_48_kernel::@matmul_48_kernel blocks in (%c256, %c1, %c1) threads in (%c8, %c1, %c1)
// X8:         gpu.func @matmul_48_kernel(%{{.*}}: memref<64x32xf32>, %{{.*}}: memref<32x64xf32>) kernel attributes {known_block_size = array<i32: 8, 1, 1>

// With 16 invocations the copy needs 128 workgroups along x; with at most 64 there is no
// copy (the matmul reads A from its buffer).
// GRID-LABEL: func.func @matmul_48
// GRID-NOT:     memref.alloc
// GRID:         gpu.launch_func
// GRID-NOT:     gpu.launch_func
// GRID:         return
func.func @matmul_48(%A: memref<64x32xf32>, %B: memref<32x48xf32>, %C: memref<64x48xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 48 {
      affine.for %k = 0 to 32 {
        %a = affine.load %A[%i, %k] : memref<64x32xf32>
        %b = affine.load %B[%k, %j] : memref<32x48xf32>
        %c = affine.load %C[%i, %j] : memref<64x48xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<64x48xf32>
      }
    }
  }
  return
}
