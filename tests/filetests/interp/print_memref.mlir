// RUN: tessera run %s --backend cpu | FileCheck %s

// The runner-utils output format, as upstream's printMemref* prints it. The base address
// is a stable fake (0x100000000 * (buffer id + 1)).

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemref1dF32(memref<?xf32, strided<[1], offset: ?>>)
func.func private @printNewline()

func.func @main() {
  %m = memref.alloc() : memref<2x3xf32>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %c3 = arith.constant 3 : i32
      %t = arith.muli %ii, %c3 : i32
      %v = arith.addi %t, %jj : i32
      %f = arith.sitofp %v : i32 to f32
      %h = arith.constant 0.5 : f32
      %g = arith.addf %f, %h : f32
      affine.store %g, %m[%i, %j] : memref<2x3xf32>
    }
  }
  %u = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  // CHECK: Unranked Memref base@ = {{0x[-9a-f]*}}
  // CHECK-SAME: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[}}[0.5,   1.5,   2.5],
  // CHECK-NEXT:  [3.5,   4.5,   5.5]]

  %a = memref.alloc() : memref<2x2x2xi32>
  %seven = arith.constant 7 : i32
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 2 {
      affine.for %k = 0 to 2 {
        affine.store %seven, %a[%i, %j, %k] : memref<2x2x2xi32>
      }
    }
  }
  %au = memref.cast %a : memref<2x2x2xi32> to memref<*xi32>
  call @printMemrefI32(%au) : (memref<*xi32>) -> ()
  // CHECK: Unranked Memref base@ = {{0x[-9a-f]*}}
  // CHECK-SAME: rank = 3 offset = 0 sizes = [2, 2, 2] strides = [4, 2, 1] data =
  // CHECK-NEXT: {{\[\[}}[7,    7],
  // CHECK-NEXT:   [7,    7]],
  // CHECK-NEXT:  {{\[}}[7,    7],
  // CHECK-NEXT:   [7,    7]]]

  %s = memref.alloc() : memref<f64>
  %pi = arith.constant 3.25 : f64
  memref.store %pi, %s[] : memref<f64>
  %su = memref.cast %s : memref<f64> to memref<*xf64>
  call @printMemrefF64(%su) : (memref<*xf64>) -> ()
  // CHECK: Unranked Memref base@ = {{0x[-9a-f]*}}
  // CHECK-SAME: rank = 0 offset = 0 sizes = [] strides = [] data =
  // CHECK-NEXT: [3.25]

  %sv = memref.subview %m[1, 0] [1, 3] [1, 1] : memref<2x3xf32> to memref<3xf32, strided<[1], offset: 3>>
  %d = memref.cast %sv : memref<3xf32, strided<[1], offset: 3>> to memref<?xf32, strided<[1], offset: ?>>
  call @printMemref1dF32(%d) : (memref<?xf32, strided<[1], offset: ?>>) -> ()
  // CHECK: Memref base@ = {{0x[-9a-f]*}}
  // CHECK-SAME: rank = 1 offset = 3 sizes = [3] strides = [1] data =
  // CHECK-NEXT: [3.5,  4.5,  5.5]
  return
}
