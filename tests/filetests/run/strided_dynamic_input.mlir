// REQUIRES: vulkan, gl
// RUN: tessera run %s --entry make --backend cpu --output result0=%t.npy
// RUN: tessera run %s --entry scale --backend cpu --input arg0=%t.npy -- 1 | FileCheck %s
// RUN: tessera run %s --entry scale --backend vulkan --input arg0=%t.npy -- 1 | FileCheck %s
// RUN: tessera run %s --entry scale --backend vulkan --shader-path wgsl --input arg0=%t.npy -- 1 | FileCheck %s
// RUN: tessera run %s --entry scale --backend gl --input arg0=%t.npy -- 1 | FileCheck %s
// RUN: not tessera run %s --entry column_major --backend cpu --input arg0=%t.npy 2>&1 | FileCheck %s --check-prefix=ERR

// Upstream one-shot-bufferize gives function arguments a fully dynamic layout,
// memref<?x?xf32, strided<[?, ?], offset: ?>>. `--input` passes a .npy array (contiguous)
// as such an argument with its row-major strides and offset 0; the kernels the loops
// become take the strides and offset with the sizes, through the push-constant block.
// @scale also hands its kernels a transposed view (strides [1, 4]) and a window whose
// offset comes from a scalar argument.

// a = [[0, 1, 2, 3], [10, 11, 12, 13], [20, 21, 22, 23]]; 4 * a:
// CHECK: sizes = [3, 4] strides = [4, 1]
// CHECK-NEXT: [0,   4,   8,   12],
// CHECK-NEXT: [40,   44,   48,   52],
// CHECK-NEXT: [80,   84,   88,   92]]
// The transpose of a, through the view memref.transpose gives (strides [1, 4]):
// CHECK: sizes = [4, 3] strides = [3, 1]
// CHECK-NEXT: [0,   10,   20],
// CHECK-NEXT: [1,   11,   21],
// CHECK-NEXT: [2,   12,   22],
// CHECK-NEXT: [3,   13,   23]]
// The 2x2 window of a at (1, 1), offset 5 at run time:
// CHECK: sizes = [2, 2] strides = [2, 1]
// CHECK-NEXT: [11,   12],
// CHECK-NEXT: [21,   22]]

// A static stride that row-major strides contradict cannot take a .npy array:
// ERR: error: argument 0 (%arg0) of @column_major: a contiguous array of shape [3, 4] (row-major strides [4, 1], offset 0) does not fit the layout's static strides or offset

func.func private @printMemrefF32(memref<*xf32>)

func.func @make() -> memref<3x4xf32> {
  %a = memref.alloc() : memref<3x4xf32>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %c10 = arith.constant 10 : i32
      %t = arith.muli %ii, %c10 : i32
      %s = arith.addi %t, %jj : i32
      %f = arith.sitofp %s : i32 to f32
      affine.store %f, %a[%i, %j] : memref<3x4xf32>
    }
  }
  return %a : memref<3x4xf32>
}

func.func @scale(%a: memref<?x?xf32, strided<[?, ?], offset: ?>>, %o: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %m = memref.dim %a, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %four = arith.constant 4.0 : f32
  %b = memref.alloc(%n, %m) : memref<?x?xf32>
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %m {
      %x = affine.load %a[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %y = arith.mulf %x, %four : f32
      affine.store %y, %b[%i, %j] : memref<?x?xf32>
    }
  }
  %bu = memref.cast %b : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%bu) : (memref<*xf32>) -> ()
  %t = memref.transpose %a (d0, d1) -> (d1, d0) : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %tt = memref.alloc(%m, %n) : memref<?x?xf32>
  affine.for %i = 0 to %m {
    affine.for %j = 0 to %n {
      %x = affine.load %t[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      affine.store %x, %tt[%i, %j] : memref<?x?xf32>
    }
  }
  %tu = memref.cast %tt : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%tu) : (memref<*xf32>) -> ()
  %w = memref.subview %a[%o, %o] [2, 2] [1, 1] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<2x2xf32, strided<[?, ?], offset: ?>>
  %ww = memref.alloc() : memref<2x2xf32>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 2 {
      %x = affine.load %w[%i, %j] : memref<2x2xf32, strided<[?, ?], offset: ?>>
      affine.store %x, %ww[%i, %j] : memref<2x2xf32>
    }
  }
  %wu = memref.cast %ww : memref<2x2xf32> to memref<*xf32>
  call @printMemrefF32(%wu) : (memref<*xf32>) -> ()
  return
}

func.func @column_major(%a: memref<?x?xf32, strided<[1, ?], offset: ?>>) {
  return
}
