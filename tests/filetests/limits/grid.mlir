// REQUIRES: vulkan
// RUN: not tessera run %s --backend vulkan 2>&1 | FileCheck %s
// RUN: not tessera run %s --backend vulkan --entry small --limit max_compute_workgroups_per_dimension=16 2>&1 | FileCheck %s --check-prefix=LOWERED
// RUN: tessera run %s --backend vulkan --entry fits --limit max_compute_workgroups_per_dimension=16 | FileCheck %s --check-prefix=FITS

// A grid over `max_compute_workgroups_per_dimension` (65535 on lavapipe) is reported at
// the gpu.launch_func, naming the limit and its value; Tessera does not split the
// dispatch (that would need a workgroup-id base offset in the kernel). With the limit
// lowered to 16, a grid of 17 along y is reported and one of 16 runs (workgroup y
// writes y + 1 to element y; the host reads element 15).
// Needs a Vulkan adapter (the feature above; without one it fails under TESSERA_REQUIRE_GPU=1).

// CHECK: grid.mlir:[[# @LINE + 30]]:5: error: gpu.launch_func of @k::@one: grid (70000, 1, 1) has 70000 workgroups along x, over device limit max_compute_workgroups_per_dimension = {{[0-9]+}} (Tessera does not split dispatches
// LOWERED: grid.mlir:[[# @LINE + 37]]:5: error: gpu.launch_func of @k::@one: grid (1, 17, 1) has 17 workgroups along y, over device limit max_compute_workgroups_per_dimension = 16
// FITS: 16

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @one(%m: memref<1xi32>) kernel
        attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %x = gpu.block_id x
      %y = gpu.block_id y
      %s = arith.addi %x, %y : index
      %i = arith.index_cast %s : index to i32
      memref.store %i, %m[%c0] : memref<1xi32>
      gpu.return
    }
    gpu.func @rows(%m: memref<16xi32>) kernel
        attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %y = gpu.block_id y
      %i = arith.index_cast %y : index to i32
      %one = arith.constant 1 : i32
      %v = arith.addi %i, %one : i32
      memref.store %v, %m[%y] : memref<16xi32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %big = arith.constant 70000 : index
    %m = memref.alloc() : memref<1xi32>
    gpu.launch_func @k::@one blocks in (%big, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%m : memref<1xi32>)
    return
  }
  func.func @small() {
    %c1 = arith.constant 1 : index
    %c17 = arith.constant 17 : index
    %m = memref.alloc() : memref<1xi32>
    gpu.launch_func @k::@one blocks in (%c1, %c17, %c1) threads in (%c1, %c1, %c1)
        args(%m : memref<1xi32>)
    return
  }
  func.func @fits() -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c15 = arith.constant 15 : index
    %m = memref.alloc() : memref<16xi32>
    gpu.launch_func @k::@rows blocks in (%c1, %c16, %c1) threads in (%c1, %c1, %c1)
        args(%m : memref<16xi32>)
    %v = memref.load %m[%c15] : memref<16xi32>
    return %v : i32
  }
}
