// REQUIRES: vulkan
// RUN: not tessera run %s --backend vulkan --limit max_compute_workgroup_size_x=128 2>&1 | FileCheck %s --check-prefix=DIM
// RUN: not tessera run %s --backend vulkan --entry total --limit max_compute_invocations_per_workgroup=512 2>&1 | FileCheck %s --check-prefix=TOTAL
// RUN: not tessera run %s --backend vulkan --entry big 2>&1 | FileCheck %s --check-prefix=BIG

// A workgroup size over the device's limits is an error at the gpu.func that names the
// limit and its value, raised at the first launch (before any dispatch): per dimension
// (`spirv.entry_point_abi` of 256 along x against a lowered limit of 128), in total
// (`known_block_size` 32 x 32 against a lowered limit of 512 invocations) and against the
// adapter's own limit (1024 x 2 invocations; lavapipe allows 1024).
// These tests need a Vulkan adapter (the vulkan feature above): without one the test is
// skipped with a visible SKIPPED line, and fails under TESSERA_REQUIRE_GPU=1 (the CPU
// interpreter has no such limits; host/tests/limits.rs covers the same checks).

// DIM: workgroup_size.mlir:[[# @LINE + 13]]:5: error: kernel @k::@wide: workgroup size (256, 1, 1) has 256 invocations along x, over device limit max_compute_workgroup_size_x = 128
// DIM: note: kernel launched here
// DIM-NEXT: gpu.launch_func @k::@wide

// TOTAL: workgroup_size.mlir:[[# @LINE + 16]]:5: error: kernel @k::@square: workgroup size (32, 32, 1) has 1024 invocations, over device limit max_compute_invocations_per_workgroup = 512
// TOTAL: note: kernel launched here
// TOTAL-NEXT: gpu.launch_func @k::@square

// BIG: workgroup_size.mlir:[[# @LINE + 20]]:5: error: kernel @k::@big: workgroup size (1024, 2, 1) has 2048 invocations, over device limit max_compute_invocations_per_workgroup = {{[0-9]+}}
// BIG: note: kernel launched here

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @wide(%m: memref<256xf32>) kernel
        attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [256, 1, 1]>} {
      %t = gpu.thread_id x
      %one = arith.constant 1.0 : f32
      memref.store %one, %m[%t] : memref<256xf32>
      gpu.return
    }
    gpu.func @square(%m: memref<32x32xf32>) kernel
        attributes {known_block_size = array<i32: 32, 32, 1>} {
      %x = gpu.thread_id x
      %y = gpu.thread_id y
      %one = arith.constant 1.0 : f32
      memref.store %one, %m[%y, %x] : memref<32x32xf32>
      gpu.return
    }
    gpu.func @big(%m: memref<2x1024xf32>) kernel
        attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1024, 2, 1]>} {
      %x = gpu.thread_id x
      %y = gpu.thread_id y
      %one = arith.constant 1.0 : f32
      memref.store %one, %m[%y, %x] : memref<2x1024xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %m = memref.alloc() : memref<256xf32>
    gpu.launch_func @k::@wide blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%m : memref<256xf32>)
    return
  }
  func.func @total() {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %m = memref.alloc() : memref<32x32xf32>
    gpu.launch_func @k::@square blocks in (%c1, %c1, %c1) threads in (%c32, %c32, %c1)
        args(%m : memref<32x32xf32>)
    return
  }
  func.func @big() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c1024 = arith.constant 1024 : index
    %m = memref.alloc() : memref<2x1024xf32>
    gpu.launch_func @k::@big blocks in (%c1, %c1, %c1) threads in (%c1024, %c2, %c1)
        args(%m : memref<2x1024xf32>)
    return
  }
}
