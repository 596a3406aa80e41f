// RUN: not tessera translate %s --to wgsl 2>&1 | FileCheck %s

// Found by the gpu_pipeline fuzz target in CI (a mutant of the float-atomic kernel of
// spirv/tests/data): an atomic at constant index 1 of a memref<1xf32>. The bounds check
// does not model atomics, and the SPIR-V indexed a fixed-size array out of range, which
// naga's validator rejected. It is an error at the access now.
// CHECK: spirv-constant-index-out-of-bounds.mlir:[[# @LINE + 6]]:10: error: {{.*}}index 1 is out of bounds for dimension 0 of size 1 of 'memref<1xf32>'
gpu.module @kernels {
  gpu.func @fsum(%data: memref<?xf32>, %sum: memref<1xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %i = gpu.global_id x
    %x = memref.load %data[%i] : memref<?xf32>
    %c1 = arith.constant 1 : index
    %o = memref.atomic_rmw addf %x, %sum[%c1] : (f32, memref<1xf32>) -> f32
    gpu.return
  }
}
