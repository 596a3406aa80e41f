// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s
// RUN: tessera translate %s --to wgsl | FileCheck --check-prefix=WGSL %s

// Found by the gpu_pipeline fuzz target (seed from lower-affine.mlir): a zero-dim
// `affine.parallel` was taken for a parallel band (index underflow in the hardware
// assignment), and the serial-kernel fallback then left its `gpu.launch` without a
// terminator. It runs once, in a one-invocation kernel.
// CHECK-LABEL: func.func @zero_dim_parallel
// CHECK:         gpu.launch_func @zero_dim_parallel_kernel::@zero_dim_parallel_kernel blocks in (%[[C1:.*]], %[[C1]], %[[C1]]) threads in (%[[C1]], %[[C1]], %[[C1]])
// CHECK:       gpu.func @zero_dim_parallel_kernel
// CHECK-NOT:     affine.
// CHECK:         memref.store
// CHECK-NEXT:    gpu.return
// WGSL: @compute @workgroup_size(1, 1, 1)
func.func @zero_dim_parallel(%A: memref<4xf32>, %v: f32) {
  affine.parallel () = () to () {
    affine.store %v, %A[0] : memref<4xf32>
  }
  return
}
