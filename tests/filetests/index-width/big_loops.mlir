// REQUIRES: vulkan
// RUN: tessera validate %s --backend vulkan | FileCheck %s
// RUN: tessera run %s --backend vulkan | FileCheck %s --check-prefix=OUT

// Loops whose induction variables leave the 32-bit range run every iteration (issue 18:
// a loop from 0 to 2^32 step 2^30 ran 2 of its 4 iterations in 32-bit index arithmetic).
// CHECK: result: PASS (4 paths compared)
// OUT: [1,  2,  3,  4]
// OUT: [1,  1,  1,  1,  1,  1,  1,  1]

func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %out = memref.alloc() : memref<4xi32>
  %cnt = memref.alloc() : memref<8xi32>
  %z = arith.constant 0 : i32
  affine.for %k = 0 to 4 {
    affine.store %z, %out[%k] : memref<4xi32>
  }
  affine.for %k = 0 to 8 {
    affine.store %z, %cnt[%k] : memref<8xi32>
  }
  %one = arith.constant 1 : i32
  // 4 iterations: IVs 0, 2^30, 2^31, 3 * 2^30.
  affine.for %i = 0 to 4294967296 step 1073741824 {
    %k = affine.apply affine_map<(d0) -> (d0 floordiv 1073741824)>(%i)
    %s = arith.index_cast %k : index to i32
    %t = arith.addi %s, %one : i32
    affine.store %t, %out[%k] : memref<4xi32>
  }
  // 8 iterations around 2^31.
  affine.for %i = 2147483644 to 2147483652 {
    %k = affine.apply affine_map<(d0) -> (d0 - 2147483644)>(%i)
    %v = affine.load %cnt[%k] : memref<8xi32>
    %w = arith.addi %v, %one : i32
    affine.store %w, %cnt[%k] : memref<8xi32>
  }
  %u = memref.cast %out : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %v = memref.cast %cnt : memref<8xi32> to memref<*xi32>
  call @printMemrefI32(%v) : (memref<*xi32>) -> ()
  return
}
