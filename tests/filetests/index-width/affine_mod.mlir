// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: not tessera run %s --backend gl 2>&1 | FileCheck %s --check-prefix=GL

// `(i * 1073741825) mod 7` needs 64-bit index arithmetic: the product reaches 1.6e10.
// In 32 bits it wrapped and the stores went to the wrong rows (issue 18). The kernel is
// compiled with 64-bit `index` where the device has Int64 (lavapipe), and refused with a
// diagnostic naming the product and its range where it has not (llvmpipe GL).
// CHECK: spirv (naga) on vulkan ok
// CHECK: wgsl on vulkan ok
// CHECK: UNSUPPORTED spirv (naga) on gl: the kernels use index values beyond 32 bits (64-bit integers)
// CHECK: result: PASS (4 paths compared; 2 unsupported on their adapter)

// GL: affine_mod.mlir:[[# @LINE + 12]]:5: error: kernel @main_kernel_0::@main_kernel cannot be compiled for the GPU: the result of 'arith.muli' ranges over [0, 16106127375], beyond the 32-bit `index` of a device without 64-bit integers (Int64)

func.func @main() {
  %out = memref.alloc() : memref<7x16xi32>
  %z = arith.constant 0 : i32
  affine.for %r = 0 to 7 {
    affine.for %i = 0 to 16 {
      affine.store %z, %out[%r, %i] : memref<7x16xi32>
    }
  }
  affine.for %i = 0 to 16 {
    %ii = arith.index_cast %i : index to i32
    affine.store %ii, %out[(%i * 1073741825) mod 7, %i] : memref<7x16xi32>
  }
  return
}
