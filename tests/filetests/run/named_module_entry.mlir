// REQUIRES: vulkan, gl
// RUN: tessera run %s --entry forward --backend cpu | FileCheck %s
// RUN: tessera run %s --entry forward --backend vulkan | FileCheck %s
// RUN: tessera run %s --entry forward --backend gl | FileCheck %s
// RUN: tessera run %s --entry jit_forward::forward --backend vulkan | FileCheck %s
// RUN: tessera validate %s --entry forward --backend all | FileCheck %s --check-prefix=VALIDATE
// RUN: not tessera run %s --entry nothere --backend cpu 2>&1 | FileCheck %s --check-prefix=ERR

// `--entry NAME` finds @NAME inside a named module too (JAX wraps its StableHLO in
// `module @jit_forward { .. }`), when exactly one function has that name; the qualified
// name `jit_forward::forward` works as well (issue 22). It used to say "no entry function
// @forward" on the GPU backends and in validate.
// CHECK: [2,  4,  6,  8]
// VALIDATE: result: PASS (6 paths compared)
// ERR: error: {{.*}}no entry function @nothere (functions: @jit_forward::forward)
module @jit_forward {
  func.func @forward() {
    %a = memref.alloc() : memref<4xf32>
    affine.for %i = 0 to 4 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      %one = arith.constant 1.0 : f32
      %g = arith.addf %f, %one : f32
      %h = arith.addf %g, %g : f32
      affine.store %h, %a[%i] : memref<4xf32>
    }
    %u = memref.cast %a : memref<4xf32> to memref<*xf32>
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}
