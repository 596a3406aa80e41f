// REQUIRES: vulkan, gl
// RUN: not tessera run %s --backend cpu 2>&1 | FileCheck %s --check-prefix=CPU
// RUN: not tessera run %s --backend vulkan 2>&1 | FileCheck %s --check-prefix=GPU
// RUN: not tessera run %s --backend gl 2>&1 | FileCheck %s --check-prefix=GPU

// A view whose dynamic stride reaches past its buffer (reinterpret_cast does not check):
// the interpreter faults at the first store outside, and the GPU runtime refuses the
// launch, since the kernel guards its accesses only against the view's own sizes.
// CPU: strided_view_outside_buffer.mlir:[[# @LINE + 7]]:5: error: access at byte 36 is outside its buffer of 32 bytes
// GPU: strided_view_outside_buffer.mlir:[[# @LINE + 5]]:3: error: kernel argument #1 ({{.*}}): the view (offset 0, sizes [4], strides [3]) reaches elements 0..=9 of a buffer of 8
func.func @touch(%v: memref<?xf32, strided<[?], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %v, %c0 : memref<?xf32, strided<[?], offset: ?>>
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to %n {
    affine.store %one, %v[%i] : memref<?xf32, strided<[?], offset: ?>>
  }
  return
}
func.func @main() {
  %a = memref.alloc() : memref<8xf32>
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %v = memref.reinterpret_cast %a to offset: [%c0], sizes: [%c4], strides: [%c3] : memref<8xf32> to memref<?xf32, strided<[?], offset: ?>>
  func.call @touch(%v) : (memref<?xf32, strided<[?], offset: ?>>) -> ()
  return
}
