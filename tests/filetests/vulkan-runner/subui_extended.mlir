// REQUIRES: vulkan
// RUN: tessera run %s --backend vulkan -v 2>&1 | FileCheck %s
// RUN: tessera validate %s --backend all | FileCheck %s --check-prefix=PATHS

// Subtract with borrow (upstream mlir-vulkan-runner/subui_extended.mlir): one workgroup per
// lane computes lhs - rhs as u32 and whether it borrowed (lhs <u rhs). Upstream also runs it
// after the WebGPU expansion; here the WGSL paths of `validate` cover that.

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [5, 0, 2, 8]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [0, 0, 1, 1]
// CHECK: tessera run: note: running on {{.*}} (Vulkan)
// PATHS: result: PASS
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @sub_borrow(%a : memref<4xi32>, %b : memref<4xi32>, %diff_out : memref<4xi32>, %borrow_out : memref<4xi32>)
      kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %i = gpu.block_id x
      %x = memref.load %a[%i] : memref<4xi32>
      %y = memref.load %b[%i] : memref<4xi32>
      %d, %c = arith.subui_extended %x, %y : i32, i1
      %c32 = arith.extui %c : i1 to i32
      memref.store %d, %diff_out[%i] : memref<4xi32>
      memref.store %c32, %borrow_out[%i] : memref<4xi32>
      gpu.return
    }
  }

  func.func @main() {
    %a = memref.alloc() : memref<4xi32>
    %b = memref.alloc() : memref<4xi32>
    %diff = memref.alloc() : memref<4xi32>
    %borrow = memref.alloc() : memref<4xi32>
    %zero = arith.constant 0 : i32
    %diff_dyn = memref.cast %diff : memref<4xi32> to memref<?xi32>
    %borrow_dyn = memref.cast %borrow : memref<4xi32> to memref<?xi32>
    call @fillResource1DInt(%diff_dyn, %zero) : (memref<?xi32>, i32) -> ()
    call @fillResource1DInt(%borrow_dyn, %zero) : (memref<?xi32>, i32) -> ()

    // 1 - (2^32 - 1) and 5 - (2^32 - 3) borrow and wrap to 2 and 8.
    %c0 = arith.constant 0 : index
    %lhs = arith.constant dense<[10, 50, 1, 5]> : vector<4xi32>
    %rhs = arith.constant dense<[5, 50, 4294967295, 4294967293]> : vector<4xi32>
    vector.store %lhs, %a[%c0] : memref<4xi32>, vector<4xi32>
    vector.store %rhs, %b[%c0] : memref<4xi32>, vector<4xi32>

    %one = arith.constant 1 : index
    %four = arith.constant 4 : index
    gpu.launch_func @kernels::@sub_borrow
        blocks in (%four, %one, %one) threads in (%one, %one, %one)
        args(%a : memref<4xi32>, %b : memref<4xi32>, %diff : memref<4xi32>, %borrow : memref<4xi32>)
    %diff_u = memref.cast %diff_dyn : memref<?xi32> to memref<*xi32>
    %borrow_u = memref.cast %borrow_dyn : memref<?xi32> to memref<*xi32>
    call @printMemrefI32(%diff_u) : (memref<*xi32>) -> ()
    call @printMemrefI32(%borrow_u) : (memref<*xi32>) -> ()
    return
  }
  func.func private @fillResource1DInt(%m : memref<?xi32>, %v : i32)
  func.func private @printMemrefI32(%m : memref<*xi32>)
}
