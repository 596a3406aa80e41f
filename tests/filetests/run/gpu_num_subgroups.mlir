// REQUIRES: vulkan
// RUN: tessera validate %s --backend vulkan | FileCheck %s
// RUN: tessera run %s --backend vulkan | FileCheck %s --check-prefix=GPU
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU

// gpu.num_subgroups in a kernel of 20 invocations (not a multiple of the subgroup size):
// the count is rounded up. Row 0 stores 1 where num_subgroups = ceil(20 / subgroup_size)
// and row 1 where subgroup_id < num_subgroups, which holds at every subgroup size, so
// validate compares them with the interpreter. On lavapipe (subgroups of 8) the count is 3;
// its NumSubgroups builtin said 2 (row 0 was 0), so the back end computes the count from
// the workgroup size instead. The interpreter's default subgroup size is 32.
// (GL: llvmpipe's GL has no subgroups, and the kernel is refused there with a diagnostic.)
// CHECK: result: PASS
// GPU: [1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1],
// GPU-NEXT: [1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1]]
// CPU: [1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1],
// CPU-NEXT: [1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1,  1]]
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @ids(%o : memref<2x20xi32>) kernel
      attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [20, 1, 1]>} {
      %t = gpu.thread_id x
      %n = gpu.num_subgroups : index
      %s = gpu.subgroup_size : index
      %g = gpu.subgroup_id : index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c20 = arith.constant 20 : index
      %sm1 = arith.subi %s, %c1 : index
      %top = arith.addi %c20, %sm1 : index
      %want = arith.divui %top, %s : index
      %ok0 = arith.cmpi eq, %n, %want : index
      %ok1 = arith.cmpi ult, %g, %n : index
      %o0 = arith.extui %ok0 : i1 to i32
      %o1 = arith.extui %ok1 : i1 to i32
      memref.store %o0, %o[%c0, %t] : memref<2x20xi32>
      memref.store %o1, %o[%c1, %t] : memref<2x20xi32>
      gpu.return
    }
  }
  func.func private @printMemrefI32(memref<*xi32>)
  func.func @main() {
    %o = memref.alloc() : memref<2x20xi32>
    %c1 = arith.constant 1 : index
    %c20 = arith.constant 20 : index
    gpu.launch_func @kernels::@ids blocks in (%c1, %c1, %c1) threads in (%c20, %c1, %c1) args(%o : memref<2x20xi32>)
    %u = memref.cast %o : memref<2x20xi32> to memref<*xi32>
    call @printMemrefI32(%u) : (memref<*xi32>) -> ()
    return
  }
}
