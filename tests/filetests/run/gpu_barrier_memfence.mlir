// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=OUT
// RUN: tessera translate %s --to spirv-asm | FileCheck %s --check-prefix=ASM
// RUN: echo 'gpu.module @k { gpu.func @f(%%n: i32) kernel attributes {known_block_size = array<i32: 8, 1, 1>} { %%b = gpu.initialize_named_barrier %%n : i32 -> !gpu.named_barrier gpu.barrier named(%%b : !gpu.named_barrier) gpu.return } }' | not tessera translate - --to wgsl 2>&1 | FileCheck %s --check-prefix=NAMED

// gpu.barrier memfence [#gpu.address_space<global>] between a write to a storage buffer
// and a read of a neighbour's element: the back end adds UniformMemory to the barrier's
// semantics (0x148 = AcquireRelease | UniformMemory | WorkgroupMemory), so the write is
// visible; PASS on every path. A named barrier is refused in kernels.
// CHECK: result: PASS
// OUT: [1,  2,  3,  4,  5,  6,  7,  0]
// ASM: [[SEM:%[0-9]+]] = OpConstant {{.*}} 328
// ASM: OpControlBarrier {{%[0-9]+}} {{%[0-9]+}} [[SEM]]
// NAMED: error: {{.*}}'gpu.initialize_named_barrier' cannot be used in a kernel: named barriers need SPIR-V's Kernel capability
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @rot(%a: memref<8xi32>, %o: memref<8xi32>) kernel
        attributes {known_block_size = array<i32: 8, 1, 1>} {
      %t = gpu.thread_id x
      %ti = arith.index_cast %t : index to i32
      memref.store %ti, %a[%t] : memref<8xi32>
      gpu.barrier memfence [#gpu.address_space<global>]
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %t1 = arith.addi %t, %c1 : index
      %n = arith.remui %t1, %c8 : index
      %x = memref.load %a[%n] : memref<8xi32>
      memref.store %x, %o[%t] : memref<8xi32>
      gpu.return
    }
  }
  func.func private @printMemrefI32(memref<*xi32>)
  func.func @main() {
    %a = memref.alloc() : memref<8xi32>
    %o = memref.alloc() : memref<8xi32>
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    gpu.launch_func @k::@rot blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%a : memref<8xi32>, %o : memref<8xi32>)
    %u = memref.cast %o : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%u) : (memref<*xi32>) -> ()
    return
  }
}
