// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tessera opt %s --mlir-print-op-generic | tessera opt | FileCheck %s

// memref.alloca_scope (+ .return), extract_strided_metadata, extract_aligned_pointer_as_index,
// transpose, reshape, realloc, generic_atomic_rmw (+ atomic_yield), dma_start, dma_wait and
// distinct_objects in current upstream's custom and generic forms (iree-opt 3.13 prints the
// same, up to result names and upstream's two spaces after `memref.alloca_scope`).
// CHECK-LABEL: func.func @f
// CHECK: = memref.alloca_scope -> (f32) {
// CHECK: memref.alloca_scope.return %{{.*}} : f32
// CHECK: memref.alloca_scope {
// CHECK-NEXT: memref.alloca()
// CHECK-NEXT: }
// CHECK: memref.extract_strided_metadata %{{.*}} : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK: %intptr = memref.extract_aligned_pointer_as_index %{{.*}} : memref<4x?xf32> -> index
// CHECK: %transpose = memref.transpose %{{.*}} (d0, d1) -> (d1, d0) : memref<4x?xf32> to memref<?x4xf32, strided<[1, ?]>>
// CHECK: %reshape = memref.reshape %{{.*}}(%{{.*}}) : (memref<4x?xf32>, memref<2xindex>) -> memref<?x?xf32>
// CHECK: memref.realloc %{{.*}} : memref<4xf32> to memref<8xf32>
// CHECK: memref.realloc %{{.*}}(%{{.*}}) : memref<8xf32> to memref<?xf32>
// CHECK: memref.generic_atomic_rmw %{{.*}}[%{{.*}}] : memref<4xf32> {
// CHECK-NEXT: ^bb0(%[[CUR:.*]]: f32):
// CHECK: memref.atomic_yield %{{.*}} : f32
// CHECK: memref.dma_start %{{.*}}[%{{.*}}], %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}}[%{{.*}}] : memref<4xf32>, memref<8xf32, 1>, memref<1xi32>
// CHECK: memref.dma_start %{{.*}}[%{{.*}}], %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}} : memref<4xf32>, memref<8xf32, 1>, memref<1xi32>
// CHECK: memref.dma_wait %{{.*}}[%{{.*}}], %{{.*}} : memref<1xi32>
// CHECK: memref.distinct_objects %{{.*}}, %{{.*}} : memref<4xf32>, memref<?xf32>
// GENERIC: "memref.alloca_scope.return"() : () -> ()
// GENERIC: "memref.extract_strided_metadata"(%{{.*}}) : (memref<4x?xf32>) -> (memref<f32>, index, index, index, index, index)
// GENERIC: "memref.transpose"(%{{.*}}) <{permutation = #map}> : (memref<4x?xf32>) -> memref<?x4xf32, strided<[1, ?]>>
// GENERIC: "memref.realloc"(%{{.*}}, %{{.*}}) : (memref<8xf32>, index) -> memref<?xf32>
// GENERIC: "memref.dma_start"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (memref<4xf32>, index, memref<8xf32, 1>, index, index, memref<1xi32>, index) -> ()
// GENERIC: "memref.distinct_objects"(%{{.*}}, %{{.*}}) : (memref<4xf32>, memref<?xf32>) -> (memref<4xf32>, memref<?xf32>)
func.func @f(%m: memref<4x?xf32>, %s: memref<2xindex>, %n: index, %v: f32) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %a = memref.alloca() : memref<4xf32>
    memref.alloca_scope.return %v : f32
  }
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
  }
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  %p = memref.extract_aligned_pointer_as_index %m : memref<4x?xf32> -> index
  %t = memref.transpose %m (i, j) -> (j, i) : memref<4x?xf32> to memref<?x4xf32, strided<[1, ?]>>
  %rs = memref.reshape %m(%s) : (memref<4x?xf32>, memref<2xindex>) -> memref<?x?xf32>
  %al = memref.alloc() : memref<4xf32>
  %re = memref.realloc %al : memref<4xf32> to memref<8xf32>
  %re2 = memref.realloc %re(%n) : memref<8xf32> to memref<?xf32>
  %g = memref.generic_atomic_rmw %al[%n] : memref<4xf32> {
  ^bb0(%cur : f32):
    %x = arith.addf %cur, %v : f32
    memref.atomic_yield %x : f32
  }
  %dst = memref.alloc() : memref<8xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  memref.dma_start %al[%n], %dst[%n], %n, %tag[%n] : memref<4xf32>, memref<8xf32, 1>, memref<1xi32>
  memref.dma_start %al[%n], %dst[%n], %n, %tag[%n], %n, %n : memref<4xf32>, memref<8xf32, 1>, memref<1xi32>
  memref.dma_wait %tag[%n], %n : memref<1xi32>
  %d1, %d2 = memref.distinct_objects %al, %re2 : memref<4xf32>, memref<?xf32>
  return %r : f32
}
