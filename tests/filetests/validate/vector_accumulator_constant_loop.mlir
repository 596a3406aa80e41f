// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU

// A constant-bound scf.for accumulating a vector<8xf32> inside a parallel loop: it is
// raised to affine.for, and affine-parallelize{parallel-reductions} must leave it
// sequential (affine.parallel reduces scalars only). Before, the pipeline made it an
// affine.parallel with a vector result, which failed to verify ("result type cannot
// match reduction attribute").
// CHECK: result: PASS (6 paths compared)
// Row i, lane j: a[i, j] + a[i, j + 8] with a[r, c] = r + c / 8, so 2 * i + 1 + j / 4.
// CPU: {{\[}}[1,   1.25,   1.5,   1.75,   2,   2.25,   2.5,   2.75],
// CPU-NEXT: [3,   3.25,   3.5,   3.75,   4,   4.25,   4.5,   4.75],
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %a = memref.alloc() : memref<8x16xf32>
  %o = memref.alloc() : memref<8x8xf32>
  %eighth = arith.constant 0.125 : f32
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %fi = arith.sitofp %ii : i32 to f32
      %fj = arith.sitofp %jj : i32 to f32
      %q = arith.mulf %fj, %eighth : f32
      %v = arith.addf %fi, %q : f32
      affine.store %v, %a[%i, %j] : memref<8x16xf32>
    }
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant dense<0.0> : vector<8xf32>
  affine.parallel (%i) = (0) to (8) {
    %s = scf.for %k = %c0 to %c2 step %c1 iter_args(%acc = %z) -> (vector<8xf32>) {
      %col = arith.muli %k, %c8 : index
      %v = vector.load %a[%i, %col] : memref<8x16xf32>, vector<8xf32>
      %n = arith.addf %acc, %v : vector<8xf32>
      scf.yield %n : vector<8xf32>
    }
    vector.store %s, %o[%i, %c0] : memref<8x8xf32>, vector<8xf32>
  }
  %u = memref.cast %o : memref<8x8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
