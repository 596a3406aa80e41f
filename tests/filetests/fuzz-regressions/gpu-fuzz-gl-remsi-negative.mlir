// REQUIRES: gl
// RUN: tessera validate %s --backend gl --paths lowered,spirv,wgsl | FileCheck %s
// REQUIRES: vulkan
// RUN: tessera validate %s --backend vulkan | FileCheck %s --check-prefix=VK

// Found by the GPU differential fuzzer (tests/tests/fuzz_gpu.rs, seed 11): `arith.remsi`
// with a negative operand was wrong on GL (llvmpipe): naga writes `OpSRem` as GLSL's `%`,
// which GLSL leaves undefined for negative operands (remsi(-1, 2) gave -128 on i8). It is
// `a - (a / b)·b` now, also for affine `mod` in kernels. Every pair of 8 values, on i8
// (emulated in 32 bits) and i32; no divisor is 0 and no pair is INT_MIN / -1.
// CHECK: result: PASS (3 paths compared)
// VK: result: PASS (4 paths compared)
func.func @main() {
  %a = memref.alloc() : memref<8xi8>
  %w = memref.alloc() : memref<8xi32>
  %o = memref.alloc() : memref<8x8xi8>
  %p = memref.alloc() : memref<8x8xi32>
  affine.for %i = 0 to 8 {
    %ii = arith.index_cast %i : index to i8
    %c4 = arith.constant 4 : i8
    %c19 = arith.constant 19 : i8
    %s = arith.subi %ii, %c4 : i8
    %v = arith.muli %s, %c19 : i8
    affine.store %v, %a[%i] : memref<8xi8>
    %vw = arith.extsi %v : i8 to i32
    %c1000 = arith.constant 1000 : i32
    %big = arith.muli %vw, %c1000 : i32
    affine.store %big, %w[%i] : memref<8xi32>
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %x = affine.load %a[%i] : memref<8xi8>
      %y = affine.load %a[%j] : memref<8xi8>
      %z = arith.constant 0 : i8
      %one = arith.constant 7 : i8
      %iz = arith.cmpi eq, %y, %z : i8
      %y1 = arith.select %iz, %one, %y : i8
      %r = arith.remsi %x, %y1 : i8
      affine.store %r, %o[%i, %j] : memref<8x8xi8>
      %xw = affine.load %w[%i] : memref<8xi32>
      %yw = arith.extsi %y1 : i8 to i32
      %rw = arith.remsi %xw, %yw : i32
      affine.store %rw, %p[%i, %j] : memref<8x8xi32>
    }
  }
  return
}
