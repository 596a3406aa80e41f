// REQUIRES: vulkan
// RUN: not tessera run %s --backend vulkan 2>&1 | FileCheck %s

// Kernels index with 32-bit integers (`index` is i32 on the device), so a memref whose
// linearised size reaches 2^31 elements cannot be addressed: it is an error at the
// gpu.func (kernel arguments and allocs) and at the host memref.alloc passed to it,
// naming the limit, when the program is compiled (nothing is allocated; the memref
// would be 2 GiB). 2^31 - 1 elements is within the index range.
// Needs a Vulkan adapter (the feature above; without one it fails under TESSERA_REQUIRE_GPU=1).

// CHECK: index_overflow.mlir:[[# @LINE + 6]]:5: error: kernel @k::@f: memref<65536x32768xi8> has 2147483648 elements, more than a 32-bit device index can address: the linearised index must stay below 2^31 (device limit: index = i32, max 2147483647 elements)
// CHECK: index_overflow.mlir:[[# @LINE + 15]]:10: error: memref.alloc passed to a kernel: memref<65536x32768xi8> has 2147483648 elements, more than a 32-bit device index can address
// CHECK-NOT: error

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%m: memref<65536x32768xi8>) kernel
        attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %v = arith.constant 1 : i8
      memref.store %v, %m[%c0, %c0] : memref<65536x32768xi8>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %m = memref.alloc() : memref<65536x32768xi8>
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%m : memref<65536x32768xi8>)
    return
  }
}
