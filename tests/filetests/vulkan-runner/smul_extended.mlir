// REQUIRES: vulkan
// RUN: tessera run %s --backend vulkan -v 2>&1 | FileCheck %s
// RUN: tessera validate %s --backend all | FileCheck %s --check-prefix=PATHS

// Signed widening multiply (upstream mlir-vulkan-runner/smul_extended.mlir): one workgroup per
// lane writes the low and the high 32 bits of the 64-bit product. Upstream also runs it
// after the WebGPU expansion; here the WGSL paths of `validate` cover that.

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT: [0, 1, -2, 1, 1048560, -87620295, -131071, 560969770]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT: [0, 0, -1, 0, 0, -1, 0, -499807318]
// CHECK: tessera run: note: running on {{.*}} (Vulkan)
// PATHS: result: PASS
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @mul_wide_s(%a : memref<8xi32>, %b : memref<8xi32>, %lo_out : memref<8xi32>, %hi_out : memref<8xi32>)
      kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %i = gpu.block_id x
      %x = memref.load %a[%i] : memref<8xi32>
      %y = memref.load %b[%i] : memref<8xi32>
      %lo, %hi = arith.mulsi_extended %x, %y : i32
      memref.store %lo, %lo_out[%i] : memref<8xi32>
      memref.store %hi, %hi_out[%i] : memref<8xi32>
      gpu.return
    }
  }

  func.func @main() {
    %a = memref.alloc() : memref<8xi32>
    %b = memref.alloc() : memref<8xi32>
    %low = memref.alloc() : memref<8xi32>
    %high = memref.alloc() : memref<8xi32>
    %zero = arith.constant 0 : i32
    %low_dyn = memref.cast %low : memref<8xi32> to memref<?xi32>
    %high_dyn = memref.cast %high : memref<8xi32> to memref<?xi32>
    call @fillResource1DInt(%low_dyn, %zero) : (memref<?xi32>, i32) -> ()
    call @fillResource1DInt(%high_dyn, %zero) : (memref<?xi32>, i32) -> ()

    // As i32: -1·2 = -2 has high word -1; the last pair needs all 64 bits of the product.
    %c0 = arith.constant 0 : index
    %lhs = arith.constant dense<[0, 1, -1, -1, 65535, 65535, -65535, 2088183954]> : vector<8xi32>
    %rhs = arith.constant dense<[0, 1, 2, -1, 16, -1337, -65535, -1028001427]> : vector<8xi32>
    vector.store %lhs, %a[%c0] : memref<8xi32>, vector<8xi32>
    vector.store %rhs, %b[%c0] : memref<8xi32>, vector<8xi32>

    %one = arith.constant 1 : index
    %eight = arith.constant 8 : index
    gpu.launch_func @kernels::@mul_wide_s
        blocks in (%eight, %one, %one) threads in (%one, %one, %one)
        args(%a : memref<8xi32>, %b : memref<8xi32>, %low : memref<8xi32>, %high : memref<8xi32>)
    %low_u = memref.cast %low_dyn : memref<?xi32> to memref<*xi32>
    %high_u = memref.cast %high_dyn : memref<?xi32> to memref<*xi32>
    call @printMemrefI32(%low_u) : (memref<*xi32>) -> ()
    call @printMemrefI32(%high_u) : (memref<*xi32>) -> ()
    return
  }
  func.func private @fillResource1DInt(%m : memref<?xi32>, %v : i32)
  func.func private @printMemrefI32(%m : memref<*xi32>)
}
