// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=KERNEL

// Wide vectors carried by control flow in a kernel (`tessera-unroll-vectors`): an scf.for
// accumulating vector<2x5xf32> (pieces of 4 lanes and scalars as iteration arguments;
// its trip count is read from memory, clamped to [0, 4], so that the loop stays scf.for)
// and an scf.if yielding one, on every path.
// CHECK: result: PASS (6 paths compared)
// Row i: 0.5 + the sum over k < 3 of rows i and i + 1 of a at columns k..k+4 (a[r, j] =
// (j - r) / 4), negated for i >= 4.
// CPU: {{\[}}[1.25,   2,   2.75,   3.5,   4.25,   0.5,   1.25,   2,   2.75,   3.5,   0,   0,   0,   0,   0,   0],
// CPU-NEXT: [0.5,   1.25,   2,   2.75,   3.5,   -0.25,   0.5,   1.25,   2,   2.75,   0,   0,   0,   0,   0,   0],
// CPU: [4,   3.25,   2.5,   1.75,   1,   4.75,   4,   3.25,   2.5,   1.75,   0,   0,   0,   0,   0,   0]]

// KERNEL: gpu.module
// KERNEL-NOT: vector<{{[0-9]+}}x{{[0-9]+}}x
// KERNEL-NOT: vector<{{(1|[5-9]|[1-9][0-9]+)}}x
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %a = memref.alloc() : memref<9x16xf32>
  %o = memref.alloc() : memref<8x16xf32>
  %n = memref.alloc() : memref<1xi32>
  %quarter = arith.constant 0.25 : f32
  affine.for %i = 0 to 9 {
    affine.for %j = 0 to 16 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %s = arith.subi %jj, %ii : i32
      %f = arith.sitofp %s : i32 to f32
      %g = arith.mulf %f, %quarter : f32
      affine.store %g, %a[%i, %j] : memref<9x16xf32>
    }
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c3i = arith.constant 3 : i32
  memref.store %c3i, %n[%c0] : memref<1xi32>
  %z = arith.constant dense<0.5> : vector<2x5xf32>
  affine.parallel (%i) = (0) to (8) {
    %cnti = memref.load %n[%c0] : memref<1xi32>
    %cnt0 = arith.index_cast %cnti : i32 to index
    %cnt1 = arith.maxsi %cnt0, %c0 : index
    %cnt = arith.minsi %cnt1, %c4 : index
    %s = scf.for %k = %c0 to %cnt step %c1 iter_args(%acc = %z) -> (vector<2x5xf32>) {
      %v = vector.load %a[%i, %k] : memref<9x16xf32>, vector<2x5xf32>
      %t = arith.addf %acc, %v : vector<2x5xf32>
      scf.yield %t : vector<2x5xf32>
    }
    %p = arith.cmpi ult, %i, %c4 : index
    %r = scf.if %p -> (vector<2x5xf32>) {
      scf.yield %s : vector<2x5xf32>
    } else {
      %m = arith.negf %s : vector<2x5xf32>
      scf.yield %m : vector<2x5xf32>
    }
    %f = vector.shape_cast %r : vector<2x5xf32> to vector<10xf32>
    vector.store %f, %o[%i, %c0] : memref<8x16xf32>, vector<10xf32>
  }
  %u = memref.cast %o : memref<8x16xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
