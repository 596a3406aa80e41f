// RUN: not tessera opt %s --tessera-gpu-pipeline 2>&1 | FileCheck %s

// Found by the gpu_pipeline fuzz target (seed from the affine custom-form tests):
// `lower-affine` lowered the loops around an `affine.prefetch` it has no lowering for,
// then failed, leaving a prefetch whose indices were no longer valid dims or symbols
// (IR that does not verify). Ops without a lowering are now reported before anything is
// rewritten. The lowering's own unit test checks that the IR is left as it was.
// CHECK: error: failed to legalize operation 'affine.prefetch': no lowering in Tessera
// CHECK-NEXT: affine.prefetch %a[%i, %j + 5], read, locality<3>, data
func.func @prefetch(%a: memref<400x400xi32>) {
  affine.for %i = 0 to 400 {
    affine.for %j = 0 to 400 {
      affine.prefetch %a[%i, %j + 5], read, locality<3>, data : memref<400x400xi32>
    }
  }
  return
}
