// REQUIRES: vulkan
// RUN: tessera run %s --backend vulkan -v 2>&1 | FileCheck %s
// RUN: tessera validate %s --backend all | FileCheck %s --check-prefix=PATHS

// Add with carry (upstream mlir-vulkan-runner/addui_extended.mlir): one workgroup per lane
// computes lhs + rhs as u32 and whether it wrapped. Upstream also runs it after the WebGPU
// expansion; here the WGSL paths of `validate` cover that.

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [0, 42, 0, 42]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [1, 0, 1, 1]
// CHECK: tessera run: note: running on {{.*}} (Vulkan)
// PATHS: result: PASS
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @add_carry(%a : memref<4xi32>, %b : memref<4xi32>, %sum_out : memref<4xi32>, %carry_out : memref<4xi32>)
      kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %i = gpu.block_id x
      %x = memref.load %a[%i] : memref<4xi32>
      %y = memref.load %b[%i] : memref<4xi32>
      %s, %c = arith.addui_extended %x, %y : i32, i1
      %c32 = arith.extui %c : i1 to i32
      memref.store %s, %sum_out[%i] : memref<4xi32>
      memref.store %c32, %carry_out[%i] : memref<4xi32>
      gpu.return
    }
  }

  func.func @main() {
    %a = memref.alloc() : memref<4xi32>
    %b = memref.alloc() : memref<4xi32>
    %sum = memref.alloc() : memref<4xi32>
    %carry = memref.alloc() : memref<4xi32>
    %zero = arith.constant 0 : i32
    %sum_dyn = memref.cast %sum : memref<4xi32> to memref<?xi32>
    %carry_dyn = memref.cast %carry : memref<4xi32> to memref<?xi32>
    call @fillResource1DInt(%sum_dyn, %zero) : (memref<?xi32>, i32) -> ()
    call @fillResource1DInt(%carry_dyn, %zero) : (memref<?xi32>, i32) -> ()

    // -1 + 1 and 2^32 - 1 + 1 wrap to 0; 43 + (2^32 - 1) wraps to 42.
    %c0 = arith.constant 0 : index
    %lhs = arith.constant dense<[-1, 24, 4294967295, 43]> : vector<4xi32>
    %rhs = arith.constant dense<[1, 18, 1, 4294967295]> : vector<4xi32>
    vector.store %lhs, %a[%c0] : memref<4xi32>, vector<4xi32>
    vector.store %rhs, %b[%c0] : memref<4xi32>, vector<4xi32>

    %one = arith.constant 1 : index
    %four = arith.constant 4 : index
    gpu.launch_func @kernels::@add_carry
        blocks in (%four, %one, %one) threads in (%one, %one, %one)
        args(%a : memref<4xi32>, %b : memref<4xi32>, %sum : memref<4xi32>, %carry : memref<4xi32>)
    %sum_u = memref.cast %sum_dyn : memref<?xi32> to memref<*xi32>
    %carry_u = memref.cast %carry_dyn : memref<?xi32> to memref<*xi32>
    call @printMemrefI32(%sum_u) : (memref<*xi32>) -> ()
    call @printMemrefI32(%carry_u) : (memref<*xi32>) -> ()
    return
  }
  func.func private @fillResource1DInt(%m : memref<?xi32>, %v : i32)
  func.func private @printMemrefI32(%m : memref<*xi32>)
}
