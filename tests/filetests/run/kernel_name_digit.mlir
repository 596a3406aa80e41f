// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s

// A kernel whose name ends in a digit: naga's WGSL writer renames its entry point
// (`lanes4` becomes `lanes4_`), so the WGSL paths failed to create the pipeline when they
// asked for the entry point by the kernel's name. Each module has one entry point, which the
// runtime now selects without naming it.
// CHECK: spirv (naga) on vulkan         ok
// CHECK: spirv passthrough on vulkan    ok
// CHECK: wgsl on vulkan                 ok
// CHECK: spirv (naga) on gl             ok
// CHECK: wgsl on gl                     ok
// CHECK: result: PASS

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @lanes4(%a: memref<8xf32>) kernel attributes {known_block_size = array<i32: 8, 1, 1>} {
      %t = gpu.thread_id x
      %v = memref.load %a[%t] : memref<8xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %a[%t] : memref<8xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %one = arith.constant 1.5 : f32
    %a = memref.alloc() : memref<8xf32>
    affine.for %i = 0 to 8 {
      memref.store %one, %a[%i] : memref<8xf32>
    }
    gpu.launch_func @k::@lanes4 blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%a : memref<8xf32>)
    %u = memref.cast %a : memref<8xf32> to memref<*xf32>
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}
