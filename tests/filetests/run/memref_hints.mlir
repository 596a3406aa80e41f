// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU

// memref.assume_alignment (a view of the same buffer), memref.prefetch (a hint) and
// memref.memory_space_cast, on every path: b[i] = a[i] * 2 + 1 through the aligned view.
// The prefetch has unknown memory effects, as upstream declares it, so its loop stays on the
// host (interpreted) rather than becoming a kernel; the first loop is the kernel.
// CHECK: result: PASS (6 paths compared)
// CPU: [1,  3,  5,  7,  9,  11,  13,  15]
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  affine.for %i = 0 to 8 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    affine.store %f, %a[%i] : memref<8xf32>
  }
  %aa = memref.assume_alignment %a, 64 : memref<8xf32>
  affine.for %i = 0 to 8 {
    memref.prefetch %aa[%i], read, locality<3>, data : memref<8xf32>
    %x = affine.load %aa[%i] : memref<8xf32>
    %two = arith.constant 2.0 : f32
    %one = arith.constant 1.0 : f32
    %y = arith.mulf %x, %two : f32
    %z = arith.addf %y, %one : f32
    affine.store %z, %b[%i] : memref<8xf32>
  }
  %s = memref.memory_space_cast %b : memref<8xf32> to memref<8xf32, 1>
  %back = memref.memory_space_cast %s : memref<8xf32, 1> to memref<8xf32>
  %u = memref.cast %back : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
