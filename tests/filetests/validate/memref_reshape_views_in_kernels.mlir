// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=KERNEL

// memref.collapse_shape and memref.expand_shape as views inside kernels, and memref.rank
// and memref.dealloc on the host, on every path.
// CHECK-NOT: MISMATCH
// CHECK: result: PASS (6 paths compared)
// KERNEL: gpu.func
// KERNEL: memref.collapse_shape
// KERNEL: gpu.func
// KERNEL: memref.expand_shape
func.func @main(%a: memref<4x6xf32>, %o: memref<24xf32>, %p: memref<2x2x6xf32>, %r: memref<1xindex>) {
  affine.parallel (%i) = (0) to (24) {
    %c = memref.collapse_shape %a [[0, 1]] : memref<4x6xf32> into memref<24xf32>
    %x = memref.load %c[%i] : memref<24xf32>
    %y = arith.mulf %x, %x : f32
    memref.store %y, %o[%i] : memref<24xf32>
  }
  affine.parallel (%i, %j, %k) = (0, 0, 0) to (2, 2, 6) {
    %e = memref.expand_shape %a [[0, 1], [2]] output_shape [2, 2, 6] : memref<4x6xf32> into memref<2x2x6xf32>
    %x = memref.load %e[%i, %j, %k] : memref<2x2x6xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %p[%i, %j, %k] : memref<2x2x6xf32>
  }
  %t = memref.alloc() : memref<3x5xf32>
  %n = memref.rank %t : memref<3x5xf32>
  memref.dealloc %t : memref<3x5xf32>
  %c0 = arith.constant 0 : index
  memref.store %n, %r[%c0] : memref<1xindex>
  return
}
