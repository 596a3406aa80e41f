// REQUIRES: vulkan
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck --check-prefix=IR %s

// Found by the op-coverage test (tests/tests/op_coverage.rs), which lowers the GPU
// fuzzer's programs with `tessera opt --tessera-gpu-pipeline`: 12 of the 300 CI seeds
// (79, 88, 117, ...) were refused with "'affine.parallel' op result type cannot match
// reduction attribute". `affine-parallelize` turns an `i32` loop reducing with
// `arith.maxsi`/`minsi`/`maxui`/`minui` into an `affine.parallel` with a `maxs`/`mins`/
// `maxu`/`minu` reduction, as upstream does, and the verifier wrongly required a signed
// (`si32`) or unsigned (`ui32`) result for those kinds; upstream accepts signless ones.
// The loops below reduce signed and unsigned min and max over values of both signs.
// CHECK: result: PASS
// IR: gpu.module
func.func @main() {
  %a = memref.alloc() : memref<16xi32>
  %o = memref.alloc() : memref<4xi32>
  affine.for %i = 0 to 16 {
    %ii = arith.index_cast %i : index to i32
    %c7 = arith.constant 7 : i32
    %c1000003 = arith.constant 1000003 : i32
    %s = arith.subi %ii, %c7 : i32
    %v = arith.muli %s, %c1000003 : i32
    affine.store %v, %a[%i] : memref<16xi32>
  }
  %init = arith.constant 5 : i32
  %r0, %r1, %r2, %r3 = affine.for %k = 0 to 16
      iter_args(%x0 = %init, %x1 = %init, %x2 = %init, %x3 = %init) -> (i32, i32, i32, i32) {
    %v = affine.load %a[%k] : memref<16xi32>
    %m0 = arith.maxsi %x0, %v : i32
    %m1 = arith.minsi %x1, %v : i32
    %m2 = arith.maxui %x2, %v : i32
    %m3 = arith.minui %x3, %v : i32
    affine.yield %m0, %m1, %m2, %m3 : i32, i32, i32, i32
  }
  affine.store %r0, %o[0] : memref<4xi32>
  affine.store %r1, %o[1] : memref<4xi32>
  affine.store %r2, %o[2] : memref<4xi32>
  affine.store %r3, %o[3] : memref<4xi32>
  return
}
