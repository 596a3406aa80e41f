// RUN: not tessera translate %s --to wgsl 2>&1 | FileCheck %s

// Only a workgroup-scoped gpu.barrier is lowered: a subgroup barrier lowered to a
// workgroup one would wait for invocations of other subgroups that need not reach it.
// CHECK: error: {{.*}}gpu.barrier with scope <subgroup>: only the workgroup scope is lowered
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%a: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %i = gpu.thread_id x
      %v = memref.load %a[%i] : memref<64xf32>
      gpu.barrier scope <subgroup>
      memref.store %v, %a[%i] : memref<64xf32>
      gpu.return
    }
  }
}
