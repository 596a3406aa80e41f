// RUN: tessera run %s --backend cpu | FileCheck %s

// gpu.launch on the CPU: each workgroup reverses its 8 elements through workgroup memory,
// with a gpu.barrier between the writes and the reads.

func.func private @printMemrefI32(memref<*xi32>)

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %in = memref.alloc() : memref<16xi32>
  %out = memref.alloc() : memref<16xi32>
  affine.for %i = 0 to 16 {
    %v = arith.index_cast %i : index to i32
    affine.store %v, %in[%i] : memref<16xi32>
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<8xi32, #gpu.address_space<workgroup>>) {
    %base = arith.muli %bx, %c8 : index
    %g = arith.addi %base, %tx : index
    %v = memref.load %in[%g] : memref<16xi32>
    memref.store %v, %sh[%tx] : memref<8xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %r = arith.subi %c7, %tx : index
    %w = memref.load %sh[%r] : memref<8xi32, #gpu.address_space<workgroup>>
    memref.store %w, %out[%g] : memref<16xi32>
    gpu.terminator
  }
  %u = memref.cast %out : memref<16xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

// CHECK: rank = 1 offset = 0 sizes = [16] strides = [1] data =
// CHECK-NEXT: [7,  6,  5,  4,  3,  2,  1,  0,  15,  14,  13,  12,  11,  10,  9,  8]
