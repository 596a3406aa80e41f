// REQUIRES: vulkan
// RUN: not tessera run %s --backend cpu 2>&1 | FileCheck %s --check-prefix=CPU
// RUN: not tessera run %s --backend vulkan 2>&1 | FileCheck %s --check-prefix=GPU

// A gpu.rotate of width 16 needs the first 16 lanes of a subgroup. With 8 invocations the
// interpreter (subgroups of 32) has 8 active lanes and reports it; on lavapipe, whose
// subgroups have 8 lanes, the back end refuses the rotation, which would cross subgroups.
// CPU: error: {{.*}}gpu.rotate of width 16 with only 8 active lanes in the subgroup
// GPU: error: {{.*}}gpu.rotate of width 16: the target's subgroups may have only 8 lanes
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @rot(%a: memref<8xf32>) kernel attributes {known_block_size = array<i32: 8, 1, 1>} {
      %t = gpu.thread_id x
      %x = memref.load %a[%t] : memref<8xf32>
      %r, %ok = gpu.rotate %x, 1, 16 : f32
      memref.store %r, %a[%t] : memref<8xf32>
      gpu.return
    }
  }
  func.func @main() {
    %a = memref.alloc() : memref<8xf32>
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    gpu.launch_func @k::@rot blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%a : memref<8xf32>)
    return
  }
}
