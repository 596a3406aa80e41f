// RUN: tessera opt %s --tessera-gpu-pipeline="target=lavapipe" | FileCheck --check-prefix=LAVA %s
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck --check-prefix=LAVA %s
// RUN: tessera opt %s --tessera-gpu-pipeline="target=nvidia" | FileCheck --check-prefix=NV %s
// RUN: tessera opt %s --tessera-gpu-pipeline="target=amd" | FileCheck --check-prefix=AMD %s
// RUN: tessera opt %s --tessera-gpu-pipeline="target=nvidia max-invocations=128" | FileCheck --check-prefix=OVR %s
// RUN: not tessera opt %s --tessera-gpu-pipeline="target=nvidai" 2>&1 | FileCheck --check-prefix=UNKNOWN %s
// RUN: not tessera opt %s --tessera-gpu-pipeline="target=webgpu-baseline index-bits=64" 2>&1 | FileCheck --check-prefix=I64 %s

// Named target profiles (docs/TARGETS.md) on a 128^3 matmul.
//
// lavapipe (fixed subgroups of 8, a CPU adapter) keeps today's plan, with or without
// `target=`: one subgroup per workgroup, 16x16 register tiles, rows broadcast by
// `gpu.shuffle idx` over 8 lanes.
// LAVA:      gpu.launch_func @matmul_kernel::@matmul_kernel blocks in (%c1, %c8, %c1) threads in (%c8, %c1, %c1)
// LAVA:      gpu.func @matmul_kernel({{.*}}) kernel attributes {known_block_size = array<i32: 8, 1, 1>, {{.*}}tessera.register_tile = array<i64: 16, 16, 1>
// LAVA:        gpu.shuffle idx %{{.*}}, %{{.*}}, %c8_i32 : f32
//
// nvidia (warps of 32, a GPU): local X a multiple of 32, 256 invocations, tiles staged in
// workgroup memory; no subgroup sharing (it is planned only for CPU adapters).
// NV:        gpu.launch_func @matmul_kernel::@matmul_kernel blocks in (%c1, %c4, %c1) threads in (%c32, %c8, %c1)
// NV:        gpu.func @matmul_kernel({{.*}}) workgroup({{.*}}) kernel attributes {known_block_size = array<i32: 32, 8, 1>
// NV-NOT:    gpu.shuffle
// NV:        gpu.barrier
// NV-NOT:    gpu.shuffle
//
// amd (wave32 or wave64 chosen by the driver): local X a multiple of the smallest width,
// and nothing relies on a subgroup width (no shuffle).
// AMD:       threads in (%c32, %c8, %c1)
// AMD:       known_block_size = array<i32: 32, 8, 1>
// AMD-NOT:   gpu.shuffle
//
// An explicit limit overrides the profile's value.
// OVR:       threads in (%c32, %c4, %c1)
// OVR:       known_block_size = array<i32: 32, 4, 1>
//
// UNKNOWN:   error: unknown target 'nvidai' (known targets: lavapipe, swiftshader, nvidia, amd, intel, apple, mali, adreno, webgpu-baseline)
// I64:       error: index-bits=64 needs 64-bit integers in shaders, which target 'webgpu-baseline' does not have
func.func @matmul(%A: memref<128x128xf32>, %B: memref<128x128xf32>, %C: memref<128x128xf32>) {
  affine.for %i = 0 to 128 {
    affine.for %j = 0 to 128 {
      affine.for %k = 0 to 128 {
        %a = affine.load %A[%i, %k] : memref<128x128xf32>
        %b = affine.load %B[%k, %j] : memref<128x128xf32>
        %c = affine.load %C[%i, %j] : memref<128x128xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<128x128xf32>
      }
    }
  }
  return
}
