// REQUIRES: vulkan, gl
// RUN: not tessera run %s --backend gl 2>&1 | FileCheck %s --check-prefix=GL
// RUN: tessera validate %s --backend all | FileCheck %s --check-prefix=VALIDATE

// A kernel binding more storage buffers than the device allows per shader stage (17
// memref arguments; llvmpipe's GL binds 16) is refused before its pipeline is created,
// at the launch, with the count and the limit and its value; `validate --backend all`
// reports the GL paths as unsupported on their adapter (they lack the limit), not as
// errors, and compares the Vulkan paths, which bind all 17.

// GL: storage_buffer_limit.mlir:[[# @LINE + 6]]:3: error: kernel @main_kernel::@main_kernel binds 17 storage buffers, over device limit max_storage_buffers_per_shader_stage = 16 (one binding per memref argument)
// VALIDATE: spirv (naga) on vulkan ok {{.*}} 1 1
// VALIDATE: UNSUPPORTED spirv (naga) on gl: kernel @main_kernel::@main_kernel binds 17 storage buffers, over device limit max_storage_buffers_per_shader_stage = 16
// VALIDATE: UNSUPPORTED wgsl on gl: kernel @main_kernel::@main_kernel binds 17 storage buffers
// VALIDATE: result: PASS (4 paths compared; 2 unsupported on their adapter)
func.func @main(%a0: memref<4xf32>, %a1: memref<4xf32>, %a2: memref<4xf32>, %a3: memref<4xf32>, %a4: memref<4xf32>, %a5: memref<4xf32>, %a6: memref<4xf32>, %a7: memref<4xf32>, %a8: memref<4xf32>, %a9: memref<4xf32>, %a10: memref<4xf32>, %a11: memref<4xf32>, %a12: memref<4xf32>, %a13: memref<4xf32>, %a14: memref<4xf32>, %a15: memref<4xf32>, %a16: memref<4xf32>) {
  affine.for %i = 0 to 4 {
    %v0 = affine.load %a0[%i] : memref<4xf32>
    %v1 = affine.load %a1[%i] : memref<4xf32>
    %v2 = affine.load %a2[%i] : memref<4xf32>
    %v3 = affine.load %a3[%i] : memref<4xf32>
    %v4 = affine.load %a4[%i] : memref<4xf32>
    %v5 = affine.load %a5[%i] : memref<4xf32>
    %v6 = affine.load %a6[%i] : memref<4xf32>
    %v7 = affine.load %a7[%i] : memref<4xf32>
    %v8 = affine.load %a8[%i] : memref<4xf32>
    %v9 = affine.load %a9[%i] : memref<4xf32>
    %v10 = affine.load %a10[%i] : memref<4xf32>
    %v11 = affine.load %a11[%i] : memref<4xf32>
    %v12 = affine.load %a12[%i] : memref<4xf32>
    %v13 = affine.load %a13[%i] : memref<4xf32>
    %v14 = affine.load %a14[%i] : memref<4xf32>
    %v15 = affine.load %a15[%i] : memref<4xf32>
    %s1 = arith.addf %v0, %v1 : f32
    %s2 = arith.addf %s1, %v2 : f32
    %s3 = arith.addf %s2, %v3 : f32
    %s4 = arith.addf %s3, %v4 : f32
    %s5 = arith.addf %s4, %v5 : f32
    %s6 = arith.addf %s5, %v6 : f32
    %s7 = arith.addf %s6, %v7 : f32
    %s8 = arith.addf %s7, %v8 : f32
    %s9 = arith.addf %s8, %v9 : f32
    %s10 = arith.addf %s9, %v10 : f32
    %s11 = arith.addf %s10, %v11 : f32
    %s12 = arith.addf %s11, %v12 : f32
    %s13 = arith.addf %s12, %v13 : f32
    %s14 = arith.addf %s13, %v14 : f32
    %s15 = arith.addf %s14, %v15 : f32
    affine.store %s15, %a16[%i] : memref<4xf32>
  }
  return
}
