// RUN: tessera opt %s --tessera-gpu-pipeline 2>&1 | FileCheck %s

// Found by the gpu_pipeline fuzz target (seed from the affine custom-form tests):
// `lower-affine` lowered the loops around an `affine.prefetch` it had no lowering for,
// then failed, leaving a prefetch whose indices were no longer valid dims or symbols
// (IR that does not verify). `lower-affine` now lowers it to `memref.prefetch`, as
// upstream does; the band becomes a kernel whose prefetch (a hint, no access) keeps the
// out-of-range column j + 5, and the output verifies.
// CHECK: gpu.func @prefetch_kernel
// CHECK: memref.prefetch %{{.*}}[%{{.*}}, %{{.*}}], read, locality<3>, data : memref<400x400xi32>
func.func @prefetch(%a: memref<400x400xi32>) {
  affine.for %i = 0 to 400 {
    affine.for %j = 0 to 400 {
      affine.prefetch %a[%i, %j + 5], read, locality<3>, data : memref<400x400xi32>
    }
  }
  return
}
