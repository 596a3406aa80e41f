// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=KERNEL

// vector.step wider than the back end's 4 lanes, in a kernel, on every path:
// `tessera-unroll-vectors` makes each piece a constant of its lanes' indices.
// vector<5xindex> (its last piece is one lane, a scalar), vector<8xi32> and
// vector<16xindex> (whole pieces), each added to a row-dependent splat and stored, and a
// vector<5xi8> extended to i32 (the element type is kept in the pieces).
// CHECK: result: PASS (6 paths compared)

// KERNEL: gpu.module
// KERNEL-NOT: vector.step
// KERNEL-NOT: vector<{{[0-9]+}}x{{[0-9]+}}x
// KERNEL-NOT: vector<{{(1|[5-9]|[1-9][0-9]+)}}x
func.func @main(%a: memref<8x4xi32>) -> memref<8x34xi32> {
  %o = memref.alloc() : memref<8x34xi32>
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %c13 = arith.constant 13 : index
  %c29 = arith.constant 29 : index
  %c255 = arith.constant 255 : i32
  affine.parallel (%i) = (0) to (8) {
    %x0 = memref.load %a[%i, %c0] : memref<8x4xi32>
    %x = arith.andi %x0, %c255 : i32
    %xi = arith.index_cast %x : i32 to index
    %s5 = vector.step : vector<5xindex>
    %b5 = vector.broadcast %xi : index to vector<5xindex>
    %t5 = arith.addi %s5, %b5 : vector<5xindex>
    %r5 = arith.index_cast %t5 : vector<5xindex> to vector<5xi32>
    vector.store %r5, %o[%i, %c0] : memref<8x34xi32>, vector<5xi32>
    %s8 = vector.step : vector<8xi32>
    %b8 = vector.broadcast %x : i32 to vector<8xi32>
    %t8 = arith.muli %s8, %b8 : vector<8xi32>
    vector.store %t8, %o[%i, %c5] : memref<8x34xi32>, vector<8xi32>
    %s16 = vector.step : vector<16xindex>
    %b16 = vector.broadcast %xi : index to vector<16xindex>
    %t16 = arith.subi %b16, %s16 : vector<16xindex>
    %r16 = arith.index_cast %t16 : vector<16xindex> to vector<16xi32>
    vector.store %r16, %o[%i, %c13] : memref<8x34xi32>, vector<16xi32>
    %s58 = vector.step : vector<5xi8>
    %r58 = arith.extsi %s58 : vector<5xi8> to vector<5xi32>
    vector.store %r58, %o[%i, %c29] : memref<8x34xi32>, vector<5xi32>
  }
  return %o : memref<8x34xi32>
}
