// REQUIRES: vulkan
// RUN: tessera run %s --backend vulkan | FileCheck %s

// A store through an index loaded from memory: 2^32 + 2, -2^32 + 5 and 2^30 are out of
// bounds and dropped by the kernel's bounds guard (docs/MEMORY_SAFETY.md); only 5 is
// stored. With 32-bit index arithmetic the first two were cut to 2 and 5 before the
// guard, and element 2 was written (issue 18). The CPU interpreter reports such an
// access as an error (out of bounds is undefined behaviour in LangRef), so this is a run.
// CHECK: [0,  0,  0,  0,  0,  1,  0,  0]

func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %idx = memref.alloc() : memref<4xi64>
  %out = memref.alloc() : memref<8xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %big = arith.constant 4294967298 : i64
  %neg = arith.constant -4294967291 : i64
  %five = arith.constant 5 : i64
  %huge = arith.constant 1073741824 : i64
  memref.store %big, %idx[%c0] : memref<4xi64>
  memref.store %neg, %idx[%c1] : memref<4xi64>
  memref.store %five, %idx[%c2] : memref<4xi64>
  memref.store %huge, %idx[%c3] : memref<4xi64>
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 8 {
    affine.store %z, %out[%i] : memref<8xf32>
  }
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    %v = affine.load %idx[%i] : memref<4xi64>
    %j = arith.index_cast %v : i64 to index
    memref.store %one, %out[%j] : memref<8xf32>
  }
  %u = memref.cast %out : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
