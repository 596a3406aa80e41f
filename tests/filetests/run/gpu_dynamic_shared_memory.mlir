// REQUIRES: vulkan
// RUN: tessera run %s --backend cpu | FileCheck %s
// RUN: not tessera run %s --backend vulkan 2>&1 | FileCheck %s --check-prefix=GPU

// gpu.dynamic_shared_memory in the interpreter: each workgroup gets one i8 buffer of the
// launch's dynamic_shared_memory_size (64 bytes), viewed as two f32 arrays with
// memref.view. Each of 2 workgroups of 4 invocations writes a[t] + 100 * block into the
// first view at byte 0 and twice that into the second at byte 32, and after a barrier
// reads its neighbour's slots: out[b][t] = first[(t + 1) % 4] + second[(t + 2) % 4].
// The back end refuses the op: WGSL and Vulkan workgroup arrays have a size fixed in the
// shader.
// CHECK: [5,  8,  3,  2,  305,  308,  303,  302]
// GPU: error: {{.*}}'gpu.dynamic_shared_memory' cannot be used in a kernel: workgroup memory sized at launch
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @dyn(%a: memref<4xf32>, %o: memref<8xf32>) kernel {
      %t = gpu.thread_id x
      %b = gpu.block_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c32 = arith.constant 32 : index
      %raw = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %first = memref.view %raw[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<4xf32, #gpu.address_space<workgroup>>
      %second = memref.view %raw[%c32][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<4xf32, #gpu.address_space<workgroup>>
      %x = memref.load %a[%t] : memref<4xf32>
      %bi = arith.index_cast %b : index to i32
      %bf = arith.sitofp %bi : i32 to f32
      %hundred = arith.constant 100.0 : f32
      %off = arith.mulf %bf, %hundred : f32
      %y = arith.addf %x, %off : f32
      memref.store %y, %first[%t] : memref<4xf32, #gpu.address_space<workgroup>>
      %y2 = arith.addf %y, %y : f32
      memref.store %y2, %second[%t] : memref<4xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %t1 = arith.addi %t, %c1 : index
      %n1 = arith.remui %t1, %c4 : index
      %t2 = arith.addi %t, %c2 : index
      %n2 = arith.remui %t2, %c4 : index
      %p = memref.load %first[%n1] : memref<4xf32, #gpu.address_space<workgroup>>
      %q = memref.load %second[%n2] : memref<4xf32, #gpu.address_space<workgroup>>
      %s = arith.addf %p, %q : f32
      %base = arith.muli %b, %c4 : index
      %i = arith.addi %base, %t : index
      memref.store %s, %o[%i] : memref<8xf32>
      gpu.return
    }
  }
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @main() {
    %a = memref.alloc() : memref<4xf32>
    %o = memref.alloc() : memref<8xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : i32
    %f0 = arith.constant 0.0 : f32
    %f1 = arith.constant 1.0 : f32
    %f2 = arith.constant 2.0 : f32
    %f3 = arith.constant 3.0 : f32
    memref.store %f0, %a[%c0] : memref<4xf32>
    memref.store %f1, %a[%c1] : memref<4xf32>
    memref.store %f2, %a[%c2] : memref<4xf32>
    memref.store %f3, %a[%c3] : memref<4xf32>
    gpu.launch_func @k::@dyn blocks in (%c2, %c1, %c1) threads in (%c4, %c1, %c1) dynamic_shared_memory_size %c64 args(%a : memref<4xf32>, %o : memref<8xf32>)
    %u = memref.cast %o : memref<8xf32> to memref<*xf32>
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    return
  }
}
