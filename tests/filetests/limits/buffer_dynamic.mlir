// REQUIRES: vulkan
// RUN: not tessera run %s --backend vulkan --limit max_storage_buffer_binding_size=1024 -- 257 2>&1 | FileCheck %s
// RUN: tessera run %s --backend vulkan --limit max_storage_buffer_binding_size=1024 -- 256 | FileCheck %s --check-prefix=FITS

// A dynamically shaped memref is checked at the launch, before its device buffer is
// created: 257 floats (1028 bytes) over a storage binding limit lowered to 1024 bytes is
// an error at the gpu.launch_func naming the limit and its value; 256 floats run.
// Needs a Vulkan adapter (the feature above; without one it fails under TESSERA_REQUIRE_GPU=1).

// CHECK: buffer_dynamic.mlir:[[# @LINE + 17]]:5: error: kernel argument #0 (memref<{{[0-9?]+}}xf32>): buffer `{{.*}}` of 1028 bytes exceeds device limit max_storage_buffer_binding_size = 1024
// FITS: 1

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @first(%m: memref<?xf32>) kernel
        attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %one = arith.constant 1.0 : f32
      memref.store %one, %m[%c0] : memref<?xf32>
      gpu.return
    }
  }
  func.func @main(%n: index) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %m = memref.alloc(%n) : memref<?xf32>
    gpu.launch_func @k::@first blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%m : memref<?xf32>)
    %v = memref.load %m[%c0] : memref<?xf32>
    return %v : f32
  }
}
