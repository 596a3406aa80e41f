// REQUIRES: vulkan
// RUN: tessera validate %s --backend vulkan | FileCheck %s

// Found by the GPU differential fuzzer (seed 984; a hunt of seeds 300-1199): lavapipe
// (Mesa 22.3, LLVM 15) gets a signed comparison of a sign-extended 32-bit value with an
// i64 constant wrong: `i64(x) > 15` was true and `i64(x) < 3` false for every x in 0..7,
// scalar and vector, on every path (a shift amount computed from `n > 15` then went
// wrong by up to 2^61). The zero extension is right, so the back end sign-extends 32 to
// 64 bits as `(zext(x) ^ 2^31) - 2^31`.
// CHECK: result: PASS (4 paths compared)
func.func private @printMemrefI64(memref<*xi64>)
func.func @main() {
  %in0 = memref.alloc() : memref<8xi64>
  %o = memref.alloc() : memref<6x8xi64>
  affine.for %j = 0 to 8 {
    %jj = arith.index_cast %j : index to i64
    affine.store %jj, %in0[%j] : memref<8xi64>
  }
  affine.for %j = 0 to 8 {
    %x = affine.load %in0[%j] : memref<8xi64>
    %one = arith.constant 1 : i64
    %zero = arith.constant 0 : i64
    %c15 = arith.constant 15 : i64
    %c3 = arith.constant 3 : i64
    %j64 = arith.index_cast %j : index to i64
    %b0 = arith.cmpi sgt, %x, %c15 : i64
    %r0 = arith.select %b0, %one, %zero : i64
    affine.store %r0, %o[0, %j] : memref<6x8xi64>
    %b1 = arith.cmpi sgt, %j64, %c15 : i64
    %r1 = arith.select %b1, %one, %zero : i64
    affine.store %r1, %o[1, %j] : memref<6x8xi64>
    %b2 = arith.cmpi slt, %j64, %c3 : i64
    %r2 = arith.select %b2, %one, %zero : i64
    affine.store %r2, %o[2, %j] : memref<6x8xi64>
    %b3 = arith.cmpi sgt, %j64, %x : i64
    %r3 = arith.select %b3, %one, %zero : i64
    affine.store %r3, %o[3, %j] : memref<6x8xi64>
    %b4 = arith.cmpi eq, %j64, %c3 : i64
    %r4 = arith.select %b4, %one, %zero : i64
    affine.store %r4, %o[4, %j] : memref<6x8xi64>
    %b5 = arith.cmpi sge, %j64, %c3 : i64
    %r5 = arith.extui %b5 : i1 to i64
    affine.store %r5, %o[5, %j] : memref<6x8xi64>
  }
  %u = memref.cast %o : memref<6x8xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}
