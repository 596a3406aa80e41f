// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU

// memref.transpose, extract_strided_metadata, reshape, realloc, generic_atomic_rmw,
// alloca_scope, dma_start/dma_wait and distinct_objects. They are host ops (`Gpu::Host` in
// the op table); the loops between them become kernels, which read the transposed view and
// the reshaped buffer, and every path gives the interpreter's result.
// CHECK: result: PASS (6 paths compared)
// The transposed view t[j][i] = a[i][j], a = [[0, 1, 2], [3, 4, 5]]:
// CPU: sizes = [3, 2]
// CPU-NEXT: [0,   3],
// CPU-NEXT: [1,   4],
// CPU-NEXT: [2,   5]]
// Its offset, sizes and strides:
// CPU: [0,  3,  2,  1,  3]
// memref.reshape of a to 3x2:
// CPU: sizes = [3, 2]
// CPU-NEXT: [0,   1],
// CPU-NEXT: [2,   3],
// CPU-NEXT: [4,   5]]
// memref.realloc of [0, 2, 4, 6] to 6 elements, then two stores:
// CPU: [0,  2,  4,  6,  -1,  -1]
// acc = acc * 2 + i for i < 4 through generic_atomic_rmw gives 11; the alloca_scope adds 2;
// the DMA copies src[1..4] to out[2..5]:
// CPU: [13,  13,  1,  2,  3,  13]
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %a = memref.alloc() : memref<2x3xf32>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 3 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      %f = arith.sitofp %ki : i32 to f32
      affine.store %f, %a[%i, %j] : memref<2x3xf32>
    }
  }
  // A transposed view: t[j][i] = a[i][j].
  %t = memref.transpose %a (d0, d1) -> (d1, d0) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  %tc = memref.alloc() : memref<3x2xf32>
  affine.for %j = 0 to 3 {
    affine.for %i = 0 to 2 {
      %v = affine.load %t[%j, %i] : memref<3x2xf32, strided<[1, 3]>>
      affine.store %v, %tc[%j, %i] : memref<3x2xf32>
    }
  }
  %tu = memref.cast %tc : memref<3x2xf32> to memref<*xf32>
  call @printMemrefF32(%tu) : (memref<*xf32>) -> ()
  // Its metadata: offset, sizes, strides.
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %t : memref<3x2xf32, strided<[1, 3]>> -> memref<f32>, index, index, index, index, index
  %meta = memref.alloc() : memref<5xf32>
  scf.for %q = %c0 to %c1 step %c1 {
    %m0 = arith.index_cast %off : index to i32
    %m1 = arith.index_cast %sz#0 : index to i32
    %m2 = arith.index_cast %sz#1 : index to i32
    %m3 = arith.index_cast %st#0 : index to i32
    %m4 = arith.index_cast %st#1 : index to i32
    %f0 = arith.sitofp %m0 : i32 to f32
    %f1 = arith.sitofp %m1 : i32 to f32
    %f2 = arith.sitofp %m2 : i32 to f32
    %f3 = arith.sitofp %m3 : i32 to f32
    %f4 = arith.sitofp %m4 : i32 to f32
    memref.store %f0, %meta[%c0] : memref<5xf32>
    memref.store %f1, %meta[%c1] : memref<5xf32>
    memref.store %f2, %meta[%c2] : memref<5xf32>
    memref.store %f3, %meta[%c3] : memref<5xf32>
    memref.store %f4, %meta[%c4] : memref<5xf32>
  }
  %mu = memref.cast %meta : memref<5xf32> to memref<*xf32>
  call @printMemrefF32(%mu) : (memref<*xf32>) -> ()
  // memref.reshape to 3x2 with a shape operand.
  %shape = memref.alloc() : memref<2xindex>
  memref.store %c3, %shape[%c0] : memref<2xindex>
  memref.store %c2, %shape[%c1] : memref<2xindex>
  %r = memref.reshape %a(%shape) : (memref<2x3xf32>, memref<2xindex>) -> memref<?x?xf32>
  %rc = memref.alloc() : memref<3x2xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %v = memref.load %r[%i, %j] : memref<?x?xf32>
      memref.store %v, %rc[%i, %j] : memref<3x2xf32>
    }
  }
  %ru = memref.cast %rc : memref<3x2xf32> to memref<*xf32>
  call @printMemrefF32(%ru) : (memref<*xf32>) -> ()
  // memref.realloc keeps the leading elements.
  %g = memref.alloc() : memref<4xf32>
  affine.for %i = 0 to 4 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %h = arith.addf %f, %f : f32
    affine.store %h, %g[%i] : memref<4xf32>
  }
  %g2 = memref.realloc %g(%c6) : memref<4xf32> to memref<?xf32>
  %m1f = arith.constant -1.0 : f32
  memref.store %m1f, %g2[%c4] : memref<?xf32>
  %c5 = arith.constant 5 : index
  memref.store %m1f, %g2[%c5] : memref<?xf32>
  %gu = memref.cast %g2 : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%gu) : (memref<*xf32>) -> ()
  // memref.alloca_scope with a result, memref.generic_atomic_rmw, dma, distinct_objects.
  %acc = memref.alloc() : memref<1xf32>
  %zero = arith.constant 0.0 : f32
  memref.store %zero, %acc[%c0] : memref<1xf32>
  %two = arith.constant 2.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %new = memref.generic_atomic_rmw %acc[%c0] : memref<1xf32> {
    ^bb0(%cur: f32):
      %d = arith.mulf %cur, %two : f32
      %e = arith.addf %d, %fi : f32
      memref.atomic_yield %e : f32
    }
  }
  %sum = memref.alloca_scope -> (f32) {
    %tmp = memref.alloca() : memref<1xf32>
    %x = memref.load %acc[%c0] : memref<1xf32>
    %y = arith.addf %x, %two : f32
    memref.store %y, %tmp[%c0] : memref<1xf32>
    %z = memref.load %tmp[%c0] : memref<1xf32>
    memref.alloca_scope.return %z : f32
  }
  %out = memref.alloc() : memref<6xf32>
  %src = memref.alloc() : memref<6xf32>
  affine.for %i = 0 to 6 {
    affine.store %sum, %out[%i] : memref<6xf32>
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    affine.store %f, %src[%i] : memref<6xf32>
  }
  %tag = memref.alloc() : memref<1xi32>
  memref.dma_start %src[%c1], %out[%c2], %c3, %tag[%c0] : memref<6xf32>, memref<6xf32>, memref<1xi32>
  memref.dma_wait %tag[%c0], %c3 : memref<1xi32>
  %o2, %s2 = memref.distinct_objects %out, %src : memref<6xf32>, memref<6xf32>
  %ou = memref.cast %o2 : memref<6xf32> to memref<*xf32>
  call @printMemrefF32(%ou) : (memref<*xf32>) -> ()
  return
}
