// REQUIRES: vulkan
// RUN: tessera run %s --backend vulkan -v 2>&1 | FileCheck %s --check-prefixes=CHECK,VULKAN
// RUN: tessera run %s --backend cpu | FileCheck %s

// Host code and kernels share memrefs: host loads see earlier launches, host stores are
// seen by later launches, and a loop of 100 launches with a readback each keeps going.

// CHECK: 2
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [3,  101,  5,  6]
// CHECK-NEXT: 201
// VULKAN: tessera run: note: running on {{.*}} (Vulkan)
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @inc(%m: memref<4xi32>) kernel
        attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>} {
      %t = gpu.thread_id x
      %v = memref.load %m[%t] : memref<4xi32>
      %c1 = arith.constant 1 : i32
      %w = arith.addi %v, %c1 : i32
      memref.store %w, %m[%t] : memref<4xi32>
      gpu.return
    }
  }
  func.func private @printI64(i64)
  func.func private @printNewline()
  func.func private @printMemrefI32(memref<*xi32>)

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c100 = arith.constant 100 : index
    %m = memref.alloc() : memref<4xi32>
    scf.for %i = %c0 to %c4 step %c1 {
      %ii = arith.index_cast %i : index to i32
      memref.store %ii, %m[%i] : memref<4xi32>
    }
    gpu.launch_func @k::@inc blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%m : memref<4xi32>)
    gpu.launch_func @k::@inc blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%m : memref<4xi32>)
    %first = memref.load %m[%c0] : memref<4xi32>
    %f64 = arith.extsi %first : i32 to i64
    call @printI64(%f64) : (i64) -> ()
    call @printNewline() : () -> ()
    %big = arith.constant 100 : i32
    memref.store %big, %m[%c1] : memref<4xi32>
    gpu.launch_func @k::@inc blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%m : memref<4xi32>)
    %u = memref.cast %m : memref<4xi32> to memref<*xi32>
    call @printMemrefI32(%u) : (memref<*xi32>) -> ()
    %last = scf.for %i = %c0 to %c100 step %c1 iter_args(%acc = %c0) -> (index) {
      gpu.launch_func @k::@inc blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%m : memref<4xi32>)
      %v = memref.load %m[%c1] : memref<4xi32>
      %vi = arith.index_cast %v : i32 to index
      scf.yield %vi : index
    }
    %l64 = arith.index_cast %last : index to i64
    call @printI64(%l64) : (i64) -> ()
    call @printNewline() : () -> ()
    memref.dealloc %m : memref<4xi32>
    return
  }
}
