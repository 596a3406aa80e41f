// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s --check-prefix=VALIDATE
// RUN: tessera run %s --backend vulkan --shader-path wgsl | FileCheck %s
// RUN: tessera run %s --backend gl --shader-path spirv | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s
// RUN: tessera opt %s | FileCheck %s --check-prefix=SYNTAX

// math.ctpop, math.ctlz and math.cttz on i32: an affine nest that the GPU pipeline maps
// to kernels, on every path, and a constant operand (folded by the back end). Inputs: 0, 1, -1, INT_MIN, 0x00F0F000, 0x80000001, 12345678,
// INT_MAX. Expected values by hand, checked with Python (bin(x).count('1'),
// 32 - x.bit_length(), the lowest set bit; 32 for 0 in ctlz and cttz).
// VALIDATE: spirv (naga) on vulkan         ok
// VALIDATE: spirv passthrough on vulkan    ok
// VALIDATE: wgsl on vulkan                 ok
// VALIDATE: spirv (naga) on gl             ok
// VALIDATE: wgsl on gl                     ok
// VALIDATE: result: PASS (6 paths compared)
// CHECK: sizes = [4, 8]
// CHECK-NEXT: {{\[\[}}0,   1,   32,   1,   8,   2,   12,   31],
// CHECK-NEXT: [32,   31,   0,   0,   8,   0,   8,   1],
// CHECK-NEXT: [32,   0,   0,   31,   12,   0,   1,   0],
// CHECK-NEXT: [8,   8,   8,   8,   8,   12,   12,   8]]
// SYNTAX: math.ctpop %{{.*}} : i32
// SYNTAX: math.ctlz %{{.*}} : i32
// SYNTAX: math.cttz %{{.*}} : i32

memref.global "private" constant @inputs : memref<8xi32> = dense<[0, 1, -1, -2147483648, 15790080, -2147483647, 12345678, 2147483647]>

func.func @main() {
  %in = memref.get_global @inputs : memref<8xi32>
  %out = memref.alloc() : memref<4x8xi32>
  %k = arith.constant 15790080 : i32
  affine.for %i = 0 to 8 {
    %x = affine.load %in[%i] : memref<8xi32>
    %p = math.ctpop %x : i32
    %l = math.ctlz %x : i32
    %t = math.cttz %x : i32
    affine.store %p, %out[0, %i] : memref<4x8xi32>
    affine.store %l, %out[1, %i] : memref<4x8xi32>
    affine.store %t, %out[2, %i] : memref<4x8xi32>
    // Row 3, from the constant c = 0x00F0F000 (folded by the back end): ctpop(c) = 8,
    // ctlz(c) = 8, cttz(c) = 12, so ctpop(c) + (ctlz(c) - 8) + (cttz(c) - 12)·x = 8, plus
    // 4 where ctpop(x) is 2 or 12 (0x80000001 and 12345678).
    %cp = math.ctpop %k : i32
    %cl = math.ctlz %k : i32
    %ct = math.cttz %k : i32
    %eight = arith.constant 8 : i32
    %twelve = arith.constant 12 : i32
    %d1 = arith.subi %cl, %eight : i32
    %d2 = arith.subi %ct, %twelve : i32
    %m = arith.muli %d2, %x : i32
    %s = arith.addi %cp, %d1 : i32
    %v = arith.addi %s, %m : i32
    %two = arith.constant 2 : i32
    %is2 = arith.cmpi eq, %p, %two : i32
    %is12 = arith.cmpi eq, %p, %twelve : i32
    %either = arith.ori %is2, %is12 : i1
    %four = arith.constant 4 : i32
    %zero = arith.constant 0 : i32
    %extra = arith.select %either, %four, %zero : i32
    %w = arith.addi %v, %extra : i32
    affine.store %w, %out[3, %i] : memref<4x8xi32>
  }
  %u = memref.cast %out : memref<4x8xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
func.func private @printMemrefI32(memref<*xi32>)
