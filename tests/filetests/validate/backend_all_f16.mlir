// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: not tessera validate %s --backend gl | FileCheck %s --check-prefix=GL

// With `--backend all`, an adapter that lacks a feature the program needs (GL has no
// f16) gets an `unsupported` row that says why, and the other adapters decide; naming
// that backend alone fails, since the path asked for cannot run.
// CHECK: wgsl on vulkan ok
// CHECK-NEXT: spirv (naga) on gl unsupported
// CHECK-NEXT: wgsl on gl unsupported
// CHECK: UNSUPPORTED spirv (naga) on gl: the kernels use f16, which llvmpipe {{.*}} (Gl) does not support
// CHECK: result: PASS (4 paths compared; 2 unsupported on their adapter)

// GL: FAILED: path spirv (naga) was asked for but cannot run here (the kernels use f16
// GL: result: FAIL (2 paths failed or could not run)

func.func @main() {
  %a = memref.alloc() : memref<32xf16>
  %c = memref.alloc() : memref<32xf16>
  %h = arith.constant 0.25 : f16
  affine.for %i = 0 to 32 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f16
    affine.store %f, %a[%i] : memref<32xf16>
  }
  affine.for %i = 0 to 32 {
    %x = affine.load %a[%i] : memref<32xf16>
    %y = arith.mulf %x, %h : f16
    affine.store %y, %c[%i] : memref<32xf16>
  }
  return
}
