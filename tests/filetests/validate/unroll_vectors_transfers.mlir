// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU

// Transfers of 2-D vectors with permutation maps in a kernel (`tessera-unroll-vectors`):
// a transposing read, vector<2x6xf32> with (d0, d1) -> (d1, d0), is one 1-D read per
// row along memref dim 0 (its innermost vector dim; not known in bounds, so it keeps
// in_bounds = [false]), each row at the next index of memref dim 1; a read that
// broadcasts its leading dim, vector<2x4xf32> with (d0, d1) -> (0, d1), reads the same
// row for both pieces.
// CHECK: result: PASS (6 paths compared)
// Row i: t[r][c] = a[c, i + r] = (i + r - c) / 4, then lanes 2..5 of the broadcast rows
// (a[i, 2], a[i, 3], a[i, 0], a[i, 1]).
// CPU: [0,   -0.25,   -0.5,   -0.75,   -1,   -1.25,   0.25,   0,   -0.25,   -0.5,   -0.75,   -1,   0.5,   0.75,   0,   0.25],
// CPU-NEXT: [0.25,   0,   -0.25,   -0.5,   -0.75,   -1,   0.5,   0.25,   0,   -0.25,   -0.5,   -0.75,   0.25,   0.5,   -0.25,   0],
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %a = memref.alloc() : memref<8x12xf32>
  %o = memref.alloc() : memref<8x16xf32>
  %quarter = arith.constant 0.25 : f32
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 12 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %s = arith.subi %jj, %ii : i32
      %f = arith.sitofp %s : i32 to f32
      %g = arith.mulf %f, %quarter : f32
      affine.store %g, %a[%i, %j] : memref<8x12xf32>
    }
  }
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %pad = arith.constant -9.0 : f32
  affine.parallel (%i) = (0) to (8) {
    %t = vector.transfer_read %a[%c0, %i], %pad {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<8x12xf32>, vector<2x6xf32>
    %b = vector.transfer_read %a[%i, %c0], %pad {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<8x12xf32>, vector<2x4xf32>
    %tf = vector.shape_cast %t : vector<2x6xf32> to vector<12xf32>
    %bf = vector.shape_cast %b : vector<2x4xf32> to vector<8xf32>
    vector.store %tf, %o[%i, %c0] : memref<8x16xf32>, vector<12xf32>
    %s = vector.extract_strided_slice %bf offsets = [2], sizes = [4], strides = [1] : vector<8xf32> to vector<4xf32>
    %c12 = arith.constant 12 : index
    vector.store %s, %o[%i, %c12] : memref<8x16xf32>, vector<4xf32>
  }
  %u = memref.cast %o : memref<8x16xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
