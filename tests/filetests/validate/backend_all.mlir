// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera validate %s --backend all --paths lowered,wgsl | FileCheck %s --check-prefix=WGSL

// `--backend all` runs every shader path on every adapter wgpu finds (here lavapipe on
// Vulkan and llvmpipe on GL), one row per adapter and path, device by device. Passthrough
// exists on Vulkan only.
// CHECK: gpu pipeline, cpu interpreter  ok
// CHECK-NEXT: spirv (naga) on vulkan ok
// CHECK-NEXT: spirv passthrough on vulkan ok
// CHECK-NEXT: wgsl on vulkan ok
// CHECK-NEXT: spirv (naga) on gl ok
// CHECK-NEXT: wgsl on gl ok
// CHECK-NOT: passthrough on gl
// CHECK: result: PASS (6 paths compared)

// WGSL: gpu pipeline, cpu interpreter  ok
// WGSL-NEXT: wgsl on vulkan ok
// WGSL-NEXT: wgsl on gl ok
// WGSL: result: PASS (3 paths compared)

func.func @main() {
  %a = memref.alloc() : memref<16x24xf32>
  %b = memref.alloc() : memref<24x8xf32>
  %c = memref.alloc() : memref<16x8xf32>
  %one = arith.constant 0.5 : f32
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 16 {
    affine.for %k = 0 to 24 {
      %ii = arith.index_cast %i : index to i32
      %kk = arith.index_cast %k : index to i32
      %s = arith.addi %ii, %kk : i32
      %f = arith.sitofp %s : i32 to f32
      %v = arith.mulf %f, %one : f32
      affine.store %v, %a[%i, %k] : memref<16x24xf32>
    }
  }
  affine.for %k = 0 to 24 {
    affine.for %j = 0 to 8 {
      %kk = arith.index_cast %k : index to i32
      %jj = arith.index_cast %j : index to i32
      %s = arith.subi %kk, %jj : i32
      %f = arith.sitofp %s : i32 to f32
      %v = arith.mulf %f, %one : f32
      affine.store %v, %b[%k, %j] : memref<24x8xf32>
    }
  }
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 8 {
      affine.store %z, %c[%i, %j] : memref<16x8xf32>
    }
  }
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 8 {
      affine.for %k = 0 to 24 {
        %x = affine.load %a[%i, %k] : memref<16x24xf32>
        %y = affine.load %b[%k, %j] : memref<24x8xf32>
        %p = arith.mulf %x, %y : f32
        %acc = affine.load %c[%i, %j] : memref<16x8xf32>
        %n = arith.addf %acc, %p : f32
        affine.store %n, %c[%i, %j] : memref<16x8xf32>
      }
    }
  }
  return
}
