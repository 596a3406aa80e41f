// RUN: tessera run %s --backend cpu | FileCheck %s

// Memref layouts: a column-major affine-map layout (folded into strides), a tiled layout
// (laid out in its normalised physical shape), and strided subviews.

func.func private @printMemrefI32(memref<*xi32>)

#cm = affine_map<(d0, d1) -> (d1, d0)>
#tile = affine_map<(d0, d1) -> (d0 floordiv 2, d1 floordiv 2, d0 mod 2, d1 mod 2)>

func.func @main() {
  %cm = memref.alloc() : memref<2x3xi32, #cm>
  %t = memref.alloc() : memref<4x4xi32, #tile>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %c10 = arith.constant 10 : i32
      %a = arith.muli %ii, %c10 : i32
      %v = arith.addi %a, %jj : i32
      affine.store %v, %t[%i, %j] : memref<4x4xi32, #tile>
      affine.if affine_set<(d0, d1) : (1 - d0 >= 0, 2 - d1 >= 0)>(%i, %j) {
        affine.store %v, %cm[%i, %j] : memref<2x3xi32, #cm>
      }
    }
  }
  // The column-major buffer seen flat: elements in column order.
  %flat = memref.reinterpret_cast %cm to offset: [0], sizes: [6], strides: [1]
      : memref<2x3xi32, #cm> to memref<6xi32>
  %fu = memref.cast %flat : memref<6xi32> to memref<*xi32>
  call @printMemrefI32(%fu) : (memref<*xi32>) -> ()
  // CHECK: rank = 1 offset = 0 sizes = [6] strides = [1] data =
  // CHECK-NEXT: [0,  10,  1,  11,  2,  12]

  // The logical view of the column-major memref: strides [1, 2].
  %cu = memref.cast %cm : memref<2x3xi32, #cm> to memref<*xi32>
  call @printMemrefI32(%cu) : (memref<*xi32>) -> ()
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [1, 2] data =
  // CHECK-NEXT: {{\[}}[0,   1,   2],
  // CHECK-NEXT:  [10,   11,   12]]

  // The tiled memref read back through its logical indices.
  %out = memref.alloc() : memref<4x4xi32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %v = affine.load %t[%i, %j] : memref<4x4xi32, #tile>
      affine.store %v, %out[%i, %j] : memref<4x4xi32>
    }
  }
  %ou = memref.cast %out : memref<4x4xi32> to memref<*xi32>
  call @printMemrefI32(%ou) : (memref<*xi32>) -> ()
  // CHECK: rank = 2 offset = 0 sizes = [4, 4] strides = [4, 1] data =
  // CHECK-NEXT: {{\[}}[0,   1,   2,   3],
  // CHECK-NEXT:  [10,   11,   12,   13],
  // CHECK-NEXT:  [20,   21,   22,   23],
  // CHECK-NEXT:  [30,   31,   32,   33]]

  // A strided subview: every other column of rows 1..2.
  %sv = memref.subview %out[1, 0] [2, 2] [1, 2] : memref<4x4xi32> to memref<2x2xi32, strided<[4, 2], offset: 4>>
  %su = memref.cast %sv : memref<2x2xi32, strided<[4, 2], offset: 4>> to memref<*xi32>
  call @printMemrefI32(%su) : (memref<*xi32>) -> ()
  // CHECK: rank = 2 offset = 4 sizes = [2, 2] strides = [4, 2] data =
  // CHECK-NEXT: {{\[}}[10,   12],
  // CHECK-NEXT:  [20,   22]]
  return
}
