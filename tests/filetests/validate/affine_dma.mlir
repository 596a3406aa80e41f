// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s

// affine.dma_start/affine.dma_wait on the host (lower-affine makes them memref.dma_start/
// dma_wait, which the host runs as a copy), then a kernel that reads the copy.
// CHECK-NOT: MISMATCH
// CHECK: result: PASS (6 paths compared)
func.func @main(%a: memref<16xf32>, %o: memref<16xf32>) {
  %buf = memref.alloc() : memref<16xf32>
  %tag = memref.alloc() : memref<1xi32>
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  affine.dma_start %a[%c0], %buf[%c0], %tag[%c0], %c16 : memref<16xf32>, memref<16xf32>, memref<1xi32>
  affine.dma_wait %tag[%c0], %c16 : memref<1xi32>
  affine.for %i = 0 to 16 {
    %x = affine.load %buf[%i] : memref<16xf32>
    %y = arith.addf %x, %x : f32
    affine.store %y, %o[%i] : memref<16xf32>
  }
  return
}
