// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=PLAN

// An `index` counter carried by a loop (`iter_args` of `scf.for` and `affine.for`) is
// bounded by the loop's trip count (`init + j·d`, `j <= N`), so these kernels keep 32-bit
// `index` and run on llvmpipe's GL too, which has no Int64 (they were refused there:
// an iter_arg counted as unbounded). The `affine.for` counter is not made an
// `affine.parallel` reduction either: that op reduces integers and floats, not `index`.
// CHECK: result: PASS (6 paths compared)
// PLAN-NOT: affine.parallel {{.*}}reduce
// PLAN: gpu.func

func.func @main() {
  %o = memref.alloc() : memref<64xi32>
  %p = memref.alloc() : memref<64xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c16 = arith.constant 16 : index
  %d = arith.constant 3 : index
  affine.for %i = 0 to 64 {
    %r = scf.for %k = %c0 to %c16 step %c1 iter_args(%acc = %c5) -> (index) {
      %n = arith.addi %acc, %d : index
      scf.yield %n : index
    }
    %s = arith.addi %r, %i : index
    %v = arith.index_cast %s : index to i32
    affine.store %v, %o[%i] : memref<64xi32>
    %q = affine.for %k = 0 to 16 iter_args(%acc = %i) -> (index) {
      %n = arith.subi %acc, %d : index
      affine.yield %n : index
    }
    %w = arith.index_cast %q : index to i32
    affine.store %w, %p[%i] : memref<64xi32>
  }
  return
}
