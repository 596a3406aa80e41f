// REQUIRES: vulkan
// RUN: tessera run %s --backend vulkan -v 2>&1 | FileCheck %s --check-prefixes=CHECK,PASSTHROUGH
// RUN: tessera run %s --backend vulkan --shader-path spirv -v 2>&1 | FileCheck %s --check-prefixes=CHECK,SPIRV
// RUN: tessera run %s --backend vulkan --shader-path wgsl -v 2>&1 | FileCheck %s --check-prefixes=CHECK,WGSL
// RUN: tessera run %s --backend cpu | FileCheck %s

// A kernel with a scalar argument and a dynamic memref (both travel as push constants)
// gives the same output through every shader path and on the CPU interpreter.

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [10] strides = [1] data =
// CHECK-NEXT: [0,  2.5,  5,  7.5,  10,  12.5,  15,  17.5,  20,  22.5]
// The GPU runs say which adapter and shader path ran (-v, on stderr after the output).
// PASSTHROUGH: tessera run: note: running on {{.*}} (Vulkan), shader path passthrough
// SPIRV: tessera run: note: running on {{.*}} (Vulkan), shader path spirv
// WGSL: tessera run: note: running on {{.*}} (Vulkan), shader path wgsl
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%m : memref<?xf32>, %s : f32) kernel
      attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>} {
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %c4 = arith.constant 4 : index
      %c0 = arith.constant 0 : index
      %n = memref.dim %m, %c0 : memref<?xf32>
      %i0 = arith.muli %b, %c4 : index
      %i = arith.addi %i0, %t : index
      %in = arith.cmpi ult, %i, %n : index
      scf.if %in {
        %v = memref.load %m[%i] : memref<?xf32>
        %w = arith.mulf %v, %s : f32
        memref.store %w, %m[%i] : memref<?xf32>
      }
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c10 = arith.constant 10 : index
    %a = memref.alloc(%c10) : memref<?xf32>
    scf.for %i = %c0 to %c10 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      memref.store %f, %a[%i] : memref<?xf32>
    }
    %s = arith.constant 2.5 : f32
    gpu.launch_func @kernels::@scale blocks in (%c3, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%a : memref<?xf32>, %s : f32)
    %u = memref.cast %a : memref<?xf32> to memref<*xf32>
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    memref.dealloc %a : memref<?xf32>
    return
  }
  func.func private @printMemrefF32(%ptr : memref<*xf32>)
}
