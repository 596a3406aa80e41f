// REQUIRES: vulkan
// RUN: not tessera run %s --backend vulkan 2>&1 | FileCheck %s
// RUN: not tessera run %s --backend vulkan --limit max_compute_workgroup_storage_size=16384 2>&1 | FileCheck %s --check-prefix=LOWERED

// Workgroup memory over `max_compute_workgroup_storage_size` (32 KiB on lavapipe) is an
// error at the gpu.func, naming the limit and its value, when the program is compiled
// (nothing runs or is allocated). It counts workgroup attributions and workgroup-space
// allocs: 8192 + 2048 floats = 40960 bytes. With the limit lowered to 16 KiB, a kernel
// with 16 KiB + 4 bytes is rejected too; the one with exactly 16 KiB is accepted.
// Needs a Vulkan adapter (the feature above; without one it fails under TESSERA_REQUIRE_GPU=1).

// CHECK: workgroup_memory.mlir:[[# @LINE + 9]]:5: error: kernel @k::@big needs 40960 bytes of workgroup memory, over device limit max_compute_workgroup_storage_size = {{[0-9]+}}
// CHECK-NOT: @k::@fits

// LOWERED: workgroup_memory.mlir:[[# @LINE + 6]]:5: error: kernel @k::@big needs 40960 bytes of workgroup memory, over device limit max_compute_workgroup_storage_size = 16384
// LOWERED: workgroup_memory.mlir:[[# @LINE + 15]]:5: error: kernel @k::@over needs 16388 bytes of workgroup memory, over device limit max_compute_workgroup_storage_size = 16384
// LOWERED-NOT: @k::@fits

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @big(%m: memref<64xf32>)
        workgroup(%tile: memref<8192xf32, #gpu.address_space<workgroup>>)
        kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %t = gpu.thread_id x
      %x = memref.load %m[%t] : memref<64xf32>
      memref.store %x, %tile[%t] : memref<8192xf32, #gpu.address_space<workgroup>>
      %more = memref.alloc() : memref<2048xf32, 3>
      memref.store %x, %more[%t] : memref<2048xf32, 3>
      gpu.return
    }
    gpu.func @over(%m: memref<64xf32>)
        workgroup(%tile: memref<4097xi32, #gpu.address_space<workgroup>>)
        kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      gpu.return
    }
    gpu.func @fits(%m: memref<64xf32>)
        workgroup(%tile: memref<4096xf32, #gpu.address_space<workgroup>>)
        kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %m = memref.alloc() : memref<64xf32>
    gpu.launch_func @k::@big blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%m : memref<64xf32>)
    return
  }
}
