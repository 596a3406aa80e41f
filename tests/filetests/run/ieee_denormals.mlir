// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s

// f32 denormals are kept on every path (LangRef's arithmetic is IEEE 754). A driver that
// flushes them (NVIDIA's, without DenormPreserve) gets a `deviation` row on the paths
// that cannot declare DenormPreserve, never a silent `ok` and never a failure; lavapipe
// and llvmpipe keep them.
// CHECK: spirv (naga) on vulkan         ok
// CHECK: spirv passthrough on vulkan    ok
// CHECK: wgsl on vulkan                 ok
// CHECK: spirv (naga) on gl             ok
// CHECK: wgsl on gl                     ok
// CHECK: result: PASS (6 paths compared)

func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %tiny = arith.constant 0x00100000 : f32
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    %f = arith.index_cast %i : index to i32
    %g = arith.sitofp %f : i32 to f32
    %d = arith.mulf %g, %tiny : f32
    affine.store %d, %a[%i] : memref<4xf32>
    %z = arith.cmpf oeq, %d, %zero : f32
    %s = arith.select %z, %one, %zero : f32
    affine.store %s, %b[%i] : memref<4xf32>
  }
  return
}
