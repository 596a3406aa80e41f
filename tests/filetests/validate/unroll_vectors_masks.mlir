// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=KERNEL

// Masks of wide vectors in a kernel, on every path (`tessera-unroll-vectors`): a
// create_mask of vector<8xi1> (piece k: create_mask of the bound minus 4k) feeding a
// maskedload and a maskedstore of vector<8xf32> (one per piece, then emulated lane by
// lane by `vector-emulate-masked-memory`), and a 2-D constant_mask selecting in a
// vector<2x4xf32> whose bits a vector.bitcast reads as vector<2x4xi32>.
// CHECK: result: PASS (6 paths compared)
// Row i: lanes below i loaded, the others 7 (the pass-through); lanes below i + 2 stored
// at column 4.
// CPU: [-1,   -1,   -1,   -1,   7,   7,   -1,   -1,   -1,   -1,   -1,   -1],
// CPU-NEXT: [-1,   -1,   -1,   -1,   -0.25,   7,   7,   -1,   -1,   -1,   -1,   -1],
// CPU: [-1,   -1,   -1,   -1,   -1.75,   -1.5,   -1.25,   -1,   -0.75,   -0.5,   -0.25,   7]]
// Row 0: x = (0, 0.25, 0.5, 0.75 | 1, ...): lanes 0..2 of the first row kept, the rest
// negated (bits of -0.75 = -1086324736, of -1.0 = -1082130432).
// CPU: [0,   1048576000,   1056964608,   -1086324736,   -1082130432,   -1080033280,   -1077936128,   -1075838976],

// KERNEL: gpu.module
// KERNEL-NOT: vector<{{[0-9]+}}x{{[0-9]+}}x
// KERNEL-NOT: vector<{{(1|[5-9]|[1-9][0-9]+)}}x
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %a = memref.alloc() : memref<8x12xf32>
  %o = memref.alloc() : memref<8x12xf32>
  %b = memref.alloc() : memref<8x8xi32>
  %quarter = arith.constant 0.25 : f32
  %m1 = arith.constant -1.0 : f32
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 12 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %s = arith.subi %jj, %ii : i32
      %f = arith.sitofp %s : i32 to f32
      %g = arith.mulf %f, %quarter : f32
      affine.store %g, %a[%i, %j] : memref<8x12xf32>
      affine.store %m1, %o[%i, %j] : memref<8x12xf32>
    }
  }
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %pass = arith.constant dense<7.0> : vector<8xf32>
  affine.parallel (%i) = (0) to (8) {
    // Lanes below i are loaded, the others take the pass-through; lanes below i + 2 are
    // stored at column 4.
    %mask = vector.create_mask %i : vector<8xi1>
    %v = vector.maskedload %a[%i, %c0], %mask, %pass : memref<8x12xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
    %c2 = arith.constant 2 : index
    %i2 = arith.addi %i, %c2 : index
    %mask2 = vector.create_mask %i2 : vector<8xi1>
    vector.maskedstore %o[%i, %c4], %mask2, %v : memref<8x12xf32>, vector<8xi1>, vector<8xf32>
    // A 2-D constant mask selects between two rows; the bits of the result as i32.
    %w = vector.load %a[%i, %c0] : memref<8x12xf32>, vector<8xf32>
    %w2 = vector.shape_cast %w : vector<8xf32> to vector<2x4xf32>
    %cm = vector.constant_mask [1, 3] : vector<2x4xi1>
    %neg = arith.negf %w2 : vector<2x4xf32>
    %sel = arith.select %cm, %w2, %neg : vector<2x4xi1>, vector<2x4xf32>
    %bits = vector.bitcast %sel : vector<2x4xf32> to vector<2x4xi32>
    %flat = vector.shape_cast %bits : vector<2x4xi32> to vector<8xi32>
    vector.store %flat, %b[%i, %c0] : memref<8x8xi32>, vector<8xi32>
  }
  %u = memref.cast %o : memref<8x12xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %ub = memref.cast %b : memref<8x8xi32> to memref<*xi32>
  call @printMemrefI32(%ub) : (memref<*xi32>) -> ()
  return
}
