// RUN: not tessera opt %s --tessera-gpu-pipeline 2>&1 | FileCheck %s

// affine.parallel reductions of signed or unsigned integers are valid IR (upstream accepts
// maxs on si32), but the arith ops that combine them take signless integers only: the GPU
// pipeline refuses them with a diagnostic. It used to build arith.maxsi on si32 and fail
// verification after a pass (cargo-fuzz gpu_pipeline, seeded from verify/
// affine_parallel_reductions.mlir).
// CHECK: error: 'affine.parallel' reductions of 'si32' (a signed or unsigned integer) are not supported by the GPU pipeline: use signless integers
func.func @signed(%m: memref<10xsi32>) -> (si32, si32) {
  %a, %b = affine.parallel (%i) = (0) to (10) reduce ("maxs", "mins") -> (si32, si32) {
    %v = affine.load %m[%i] : memref<10xsi32>
    affine.yield %v, %v : si32, si32
  }
  return %a, %b : si32, si32
}
