// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU

// The unsigned integer ops on i32 at the edges of the unsigned range: arith.ceildivui,
// divui, remui, minui and maxui with 0, 1, 2^31 - 1, 2^31 (INT_MIN as bits) and 2^32 - 1
// (-1 as bits) on both sides. The expected rows were computed with Python on the
// unsigned values, printed as signed i32.
// CHECK: result: PASS (6 paths compared)
// Rows: ceildivui, divui, remui, minui, maxui.
// CPU: sizes = [5, 8]
// CPU-NEXT: [0,   1,   3,   1,   715827883,   1,   15,   1],
// CPU-NEXT: [0,   0,   2,   1,   715827882,   0,   14,   1],
// CPU-NEXT: [0,   1,   1,   0,   2,   2147483647,   2,   0],
// CPU-NEXT: [0,   1,   3,   -1,   3,   2147483647,   7,   5],
// CPU-NEXT: [1,   2,   7,   -1,   -2147483648,   -2147483648,   100,   5]]
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %a = memref.alloc() : memref<8xi32>
  %b = memref.alloc() : memref<8xi32>
  %o = memref.alloc() : memref<5x8xi32>
  %av = arith.constant dense<[0, 1, 7, -1, -2147483648, 2147483647, 100, 5]> : vector<8xi32>
  %bv = arith.constant dense<[1, 2, 3, -1, 3, -2147483648, 7, 5]> : vector<8xi32>
  %c0 = arith.constant 0 : index
  vector.store %av, %a[%c0] : memref<8xi32>, vector<8xi32>
  vector.store %bv, %b[%c0] : memref<8xi32>, vector<8xi32>
  affine.for %i = 0 to 8 {
    %x = affine.load %a[%i] : memref<8xi32>
    %y = affine.load %b[%i] : memref<8xi32>
    %cd = arith.ceildivui %x, %y : i32
    %d = arith.divui %x, %y : i32
    %r = arith.remui %x, %y : i32
    %mn = arith.minui %x, %y : i32
    %mx = arith.maxui %x, %y : i32
    affine.store %cd, %o[0, %i] : memref<5x8xi32>
    affine.store %d, %o[1, %i] : memref<5x8xi32>
    affine.store %r, %o[2, %i] : memref<5x8xi32>
    affine.store %mn, %o[3, %i] : memref<5x8xi32>
    affine.store %mx, %o[4, %i] : memref<5x8xi32>
  }
  %u = memref.cast %o : memref<5x8xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
