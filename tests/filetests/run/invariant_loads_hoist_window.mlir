// REQUIRES: vulkan
// RUN: tessera validate %s | FileCheck %s

// A reduction reads the fixed element A[4, %i0 + 4] at every step of its loop (found by
// lowering/tests/gpu_pipeline_proptest.rs). The register-tiled kernel's loop then starts
// with loop-invariant loads of constant indices, which tessera-hoist-window selected
// wrongly ("'arith.addf' op using value defined outside the region"). Every path agrees.
// CHECK: gpu pipeline, cpu interpreter  ok
// CHECK: spirv (naga) {{ *}}ok
// CHECK: wgsl {{ *}}ok
// CHECK: result: PASS

func.func @f(%A: memref<104x104xf32>, %B: memref<104x104xf32>) {
  %zero = arith.constant 0.0 : f32
  affine.for %i0 = 0 to 4 {
    affine.for %i1 = 0 to 2 {
      %r = affine.for %i2 = 0 to 3 iter_args(%acc = %zero) -> (f32) {
        %a = affine.load %A[4, %i0 + 4] : memref<104x104xf32>
        %t = arith.addf %acc, %a : f32
        affine.yield %t : f32
      }
      affine.store %r, %B[4, %i0 * 2 + %i1 + 4] : memref<104x104xf32>
    }
  }
  return
}

func.func @main() {
  %A = memref.alloc() : memref<104x104xf32>
  %B = memref.alloc() : memref<104x104xf32>
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 104 {
    affine.for %j = 0 to 104 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %s = arith.addi %ii, %jj : i32
      %v = arith.sitofp %s : i32 to f32
      affine.store %v, %A[%i, %j] : memref<104x104xf32>
      affine.store %z, %B[%i, %j] : memref<104x104xf32>
    }
  }
  call @f(%A, %B) : (memref<104x104xf32>, memref<104x104xf32>) -> ()
  return
}
