// RUN: tessera run %s --backend cpu --race-check | FileCheck %s
// RUN: tessera run %s --backend cpu --race-check --interp-order reverse | FileCheck %s
// RUN: tessera run %s --backend cpu --race-check --interp-order shuffle | FileCheck %s
// RUN: tessera run %s --backend cpu --race-check --interp-order shuffle:12345 | FileCheck %s
// RUN: tessera validate %s --no-gpu | FileCheck %s --check-prefix=VALIDATE

// A race-free kernel gives one answer in every order, and the race check finds nothing
// (no false positive): each workgroup reverses its 8 elements through workgroup memory
// with a gpu.barrier between the writes and the reads, and every invocation adds its
// value to a per-workgroup total with memref.atomic_rmw (atomics do not race with each
// other); the totals are read after the launch.

// CHECK:      [7,  6,  5,  4,  3,  2,  1,  0,  15,  14,  13,  12,  11,  10,  9,  8]
// CHECK:      [28,  92]
// VALIDATE: result: PASS (1 path compared)

func.func private @printMemrefI32(memref<*xi32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0 : i32
  %in = memref.alloc() : memref<16xi32>
  %out = memref.alloc() : memref<16xi32>
  %sum = memref.alloc() : memref<2xi32>
  affine.for %i = 0 to 16 {
    %v = arith.index_cast %i : index to i32
    affine.store %v, %in[%i] : memref<16xi32>
  }
  affine.for %i = 0 to 2 {
    affine.store %z, %sum[%i] : memref<2xi32>
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<8xi32, #gpu.address_space<workgroup>>) {
    %base = arith.muli %bx, %c8 : index
    %g = arith.addi %base, %tx : index
    %v = memref.load %in[%g] : memref<16xi32>
    memref.store %v, %sh[%tx] : memref<8xi32, #gpu.address_space<workgroup>>
    %old = memref.atomic_rmw addi %v, %sum[%bx] : (i32, memref<2xi32>) -> i32
    gpu.barrier
    %r = arith.subi %c7, %tx : index
    %w = memref.load %sh[%r] : memref<8xi32, #gpu.address_space<workgroup>>
    memref.store %w, %out[%g] : memref<16xi32>
    gpu.terminator
  }
  %u = memref.cast %out : memref<16xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %s = memref.cast %sum : memref<2xi32> to memref<*xi32>
  call @printMemrefI32(%s) : (memref<*xi32>) -> ()
  return
}
