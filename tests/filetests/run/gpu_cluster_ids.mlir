// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU

// The cluster ids in a launch without clusters (the only kind the interpreter and the
// back end run; a launch with clusters is refused): each cluster is one workgroup, so
// cluster_id is the block id, cluster_dim the grid size, cluster_block_id 0 and
// cluster_dim_blocks 1. A grid of 3 x 2 workgroups of 4 invocations; block (bx, by) writes
// row 3 by + bx: cluster_id x + 10 cluster_id y, cluster_dim x + 10 cluster_dim y (23),
// cluster_block_id z, cluster_dim_blocks y.
// CHECK: result: PASS (6 paths compared)
// CPU: [0,  23,  0,  1],
// CPU-NEXT: [1,  23,  0,  1],
// CPU-NEXT: [2,  23,  0,  1],
// CPU-NEXT: [10,  23,  0,  1],
// CPU-NEXT: [11,  23,  0,  1],
// CPU-NEXT: [12,  23,  0,  1]]
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @ids(%o : memref<6x4xi32>) kernel
      attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>} {
      %t = gpu.thread_id x
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %cx = gpu.cluster_id x
      %cy = gpu.cluster_id y
      %dx = gpu.cluster_dim x
      %dy = gpu.cluster_dim y
      %bz = gpu.cluster_block_id z
      %nb = gpu.cluster_dim_blocks y
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c10 = arith.constant 10 : index
      %cy10 = arith.muli %cy, %c10 : index
      %v0 = arith.addi %cx, %cy10 : index
      %dy10 = arith.muli %dy, %c10 : index
      %v1 = arith.addi %dx, %dy10 : index
      %row3 = arith.muli %by, %c3 : index
      %row = arith.addi %row3, %bx : index
      %is0 = arith.cmpi eq, %t, %c0 : index
      %is1 = arith.cmpi eq, %t, %c1 : index
      %is2 = arith.cmpi eq, %t, %c2 : index
      %a = arith.select %is2, %bz, %nb : index
      %b = arith.select %is1, %v1, %a : index
      %v = arith.select %is0, %v0, %b : index
      %vi = arith.index_cast %v : index to i32
      memref.store %vi, %o[%row, %t] : memref<6x4xi32>
      gpu.return
    }
  }
  func.func private @printMemrefI32(memref<*xi32>)
  func.func @main() {
    %o = memref.alloc() : memref<6x4xi32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func @kernels::@ids blocks in (%c3, %c2, %c1) threads in (%c4, %c1, %c1) args(%o : memref<6x4xi32>)
    %u = memref.cast %o : memref<6x4xi32> to memref<*xi32>
    call @printMemrefI32(%u) : (memref<*xi32>) -> ()
    return
  }
}
