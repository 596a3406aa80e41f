// REQUIRES: vulkan
// RUN: not tessera run %s --backend vulkan 2>&1 | FileCheck %s
// RUN: not tessera run %s --backend vulkan --limit max_storage_buffer_binding_size=1024 2>&1 | FileCheck %s --check-prefix=LOWERED

// A statically shaped memref passed to a kernel that needs a buffer over
// `max_buffer_size` or `max_storage_buffer_binding_size` is an error at its memref.alloc
// (or function), naming the limit and its value. It is reported when the program is
// compiled, before the host allocates anything: the 8 GiB memref is never allocated.
// Needs a Vulkan adapter (the feature above; without one it fails under TESSERA_REQUIRE_GPU=1).

// CHECK: buffer_static.mlir:[[# @LINE + 19]]:10: error: memref.alloc of type memref<2147483647xf32> is passed to a kernel but needs a device buffer of 8589934588 bytes, over device limit max_buffer_size = {{[0-9]+}}
// CHECK-NOT: memref<257xf32>

// LOWERED: buffer_static.mlir:[[# @LINE + 16]]:10: error: memref.alloc of type memref<2147483647xf32> is passed to a kernel but needs a device buffer of 8589934588 bytes, over device limit max_buffer_size = {{[0-9]+}}
// LOWERED: buffer_static.mlir:[[# @LINE + 18]]:10: error: memref.alloc of type memref<257xf32> is passed to a kernel but needs a device buffer of 1028 bytes, over device limit max_storage_buffer_binding_size = 1024

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @huge(%m: memref<2147483647xf32>) kernel
        attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      gpu.return
    }
    gpu.func @small(%m: memref<257xf32>) kernel
        attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %m = memref.alloc() : memref<2147483647xf32>
    gpu.launch_func @k::@huge blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%m : memref<2147483647xf32>)
    %s = memref.alloc() : memref<257xf32>
    gpu.launch_func @k::@small blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%s : memref<257xf32>)
    return
  }
}
