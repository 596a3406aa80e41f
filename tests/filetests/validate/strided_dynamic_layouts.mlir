// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s

// Memrefs with dynamic strides and offset on every path. @main hands @scale (whose loops
// become one kernel) views as memref<?x?xf32, strided<[?, ?], offset: ?>>: a window with
// dynamic offsets and a dynamic row stride (every other row), and a transposed view of a
// 10x8 buffer (strides [1, 8], reinterpret_cast); the kernel takes each view's strides and
// offset with its sizes. Then a kernel makes its own view per thread, a row of %a with a
// dynamic stride (memref.subview inside the kernel, guarded on lying in %a).
// CHECK: gpu pipeline, cpu interpreter  ok
// CHECK-NEXT: spirv (naga) on vulkan ok
// CHECK-NEXT: spirv passthrough on vulkan ok
// CHECK-NEXT: wgsl on vulkan ok
// CHECK-NEXT: spirv (naga) on gl ok
// CHECK-NEXT: wgsl on gl ok
// CHECK: result: PASS (6 paths compared)

func.func @scale(%a: memref<?x?xf32, strided<[?, ?], offset: ?>>, %b: memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %m = memref.dim %a, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %k = arith.constant 3.0 : f32
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %m {
      %x = affine.load %a[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %y = arith.mulf %x, %k : f32
      %z = arith.addf %y, %x : f32
      affine.store %z, %b[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
    }
  }
  return
}

func.func @main() {
  %a = memref.alloc() : memref<8x10xf32>
  %b = memref.alloc() : memref<8x10xf32>
  %c = memref.alloc() : memref<10x8xf32>
  %r = memref.alloc() : memref<8x5xf32>
  %p = memref.alloc() : memref<2xindex>
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 10 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %c16 = arith.constant 16 : i32
      %t = arith.muli %ii, %c16 : i32
      %s = arith.addi %t, %jj : i32
      %f = arith.sitofp %s : i32 to f32
      affine.store %f, %a[%i, %j] : memref<8x10xf32>
      affine.store %z, %b[%i, %j] : memref<8x10xf32>
      affine.store %z, %c[%j, %i] : memref<10x8xf32>
    }
  }
  // Offsets and strides the compiler cannot see: read back from memory.
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  memref.store %c2, %p[%c0] : memref<2xindex>
  memref.store %c3, %p[%c1] : memref<2xindex>
  %o0 = memref.load %p[%c0] : memref<2xindex>
  %o1 = memref.load %p[%c1] : memref<2xindex>
  // Rows 2, 4 and 6, columns 3 to 6.
  %va = memref.subview %a[%o0, %o1] [3, 4] [%o0, 1] : memref<8x10xf32> to memref<3x4xf32, strided<[?, 1], offset: ?>>
  %vb = memref.subview %b[%o0, %o1] [3, 4] [%o0, 1] : memref<8x10xf32> to memref<3x4xf32, strided<[?, 1], offset: ?>>
  %ca = memref.cast %va : memref<3x4xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %cb = memref.cast %vb : memref<3x4xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  func.call @scale(%ca, %cb) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  // %c (10x8) seen as 8x10 with strides [1, 8]: %c is 4 * %a transposed.
  %t = memref.reinterpret_cast %c to offset: [%c0], sizes: [8, 10], strides: [%c1, 8] : memref<10x8xf32> to memref<8x10xf32, strided<[?, 8], offset: ?>>
  %ct = memref.cast %t : memref<8x10xf32, strided<[?, 8], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %aa = memref.cast %a : memref<8x10xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  func.call @scale(%aa, %ct) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  // In the kernel: row %i of %a, every %o0-th element.
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 5 {
      %row = memref.subview %a[%i, 0] [1, 5] [1, %o0] : memref<8x10xf32> to memref<5xf32, strided<[?], offset: ?>>
      %x = memref.load %row[%j] : memref<5xf32, strided<[?], offset: ?>>
      affine.store %x, %r[%i, %j] : memref<8x5xf32>
    }
  }
  return
}
