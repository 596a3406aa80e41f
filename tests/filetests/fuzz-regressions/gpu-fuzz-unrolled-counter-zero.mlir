// REQUIRES: vulkan
// RUN: tessera validate %s --backend vulkan | FileCheck %s
// RUN: tessera translate %s --to spirv-asm | FileCheck %s --check-prefix=ASM

// Found by the GPU differential fuzzer (seed 2498, reduced): on the passthrough path
// lavapipe (Mesa 22.3) unrolled the `k` loop and computed `x · sitofp(0)` as +0 for
// x = -3, so `2 / (x · 0)` was +inf instead of -inf and the `minimumf` reduction below
// gave -0.667. A loop that converts an integer to a float now carries `DontUnroll`
// (the `NoContraction` decoration and SignedZeroInfNanPreserve did not help).
// CHECK: result: PASS (4 paths compared)
// ASM-LABEL: kernel @main_kernel_0::@main_kernel
// ASM: OpLoopMerge {{%[0-9]+ %[0-9]+}} DontUnroll
// ASM-LABEL: kernel @main_kernel_1::@main_kernel
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %in = memref.alloc() : memref<8xf32>
  %o = memref.alloc() : memref<8xf32>
  %p = memref.alloc() : memref<8x4xf32>
  %m3 = arith.constant -3.0 : f32
  affine.for %j = 0 to 8 {
    affine.store %m3, %in[%j] : memref<8xf32>
  }
  affine.for %j = 0 to 8 {
    %x = affine.load %in[%j] : memref<8xf32>
    %two = arith.constant 2.0 : f32
    %inf = arith.constant 0x7F800000 : f32
    %r = affine.for %k = 0 to 4 iter_args(%acc = %inf) -> (f32) {
      %ki = arith.index_cast %k : index to i32
      %kf = arith.sitofp %ki : i32 to f32
      %d = arith.mulf %x, %kf : f32
      %q = arith.divf %two, %d : f32
      %m = arith.minimumf %acc, %q : f32
      affine.yield %m : f32
    }
    affine.store %r, %o[%j] : memref<8xf32>
  }
  // Each term on its own: p[j, 0] = 2 / (x · 0) = -inf.
  affine.for %j = 0 to 8 {
    %x = affine.load %in[%j] : memref<8xf32>
    %two = arith.constant 2.0 : f32
    affine.for %k = 0 to 4 {
      %ki = arith.index_cast %k : index to i32
      %kf = arith.sitofp %ki : i32 to f32
      %d = arith.mulf %x, %kf : f32
      %q = arith.divf %two, %d : f32
      affine.store %q, %p[%j, %k] : memref<8x4xf32>
    }
  }
  %u = memref.cast %o : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
