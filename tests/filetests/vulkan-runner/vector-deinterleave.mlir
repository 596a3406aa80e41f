// REQUIRES: vulkan, gl
// RUN: tessera run %s --backend vulkan -v 2>&1 | FileCheck %s --check-prefixes=CHECK,NOTE
// RUN: tessera run %s --backend vulkan --shader-path spirv | FileCheck %s
// RUN: tessera run %s --backend vulkan --shader-path wgsl | FileCheck %s
// RUN: tessera run %s --backend gl | FileCheck %s

// vector.deinterleave of a 4-lane vector (upstream
// mlir-vulkan-runner/vector-deinterleave.mlir): the even lanes go to the first result, the
// odd lanes to the second. The vector is built with vector.insert at constant positions and
// the results are read with vector.extract.
//
// Every workgroup writes the same values to the same elements, as upstream's program does, so
// `tessera validate` (whose interpreter path reports that as a race) is not used; the four
// runs cover the SPIR-V passthrough, SPIR-V-through-naga and WGSL paths and GL.

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [0, 2]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [1, 3]
// NOTE: tessera run: note: running on {{.*}} (Vulkan)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @deinterleave(%in : memref<4xi32>, %evens : memref<2xi32>, %odds : memref<2xi32>)
      kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %i0 = arith.constant 0 : index
      %i1 = arith.constant 1 : index
      %i2 = arith.constant 2 : index
      %i3 = arith.constant 3 : index
      %zeros = arith.constant dense<0> : vector<4xi32>
      %e0 = memref.load %in[%i0] : memref<4xi32>
      %e1 = memref.load %in[%i1] : memref<4xi32>
      %e2 = memref.load %in[%i2] : memref<4xi32>
      %e3 = memref.load %in[%i3] : memref<4xi32>
      %v0 = vector.insert %e0, %zeros[0] : i32 into vector<4xi32>
      %v1 = vector.insert %e1, %v0[1] : i32 into vector<4xi32>
      %v2 = vector.insert %e2, %v1[2] : i32 into vector<4xi32>
      %v = vector.insert %e3, %v2[3] : i32 into vector<4xi32>
      %even, %odd = vector.deinterleave %v : vector<4xi32> -> vector<2xi32>
      %a0 = vector.extract %even[0] : i32 from vector<2xi32>
      %a1 = vector.extract %even[1] : i32 from vector<2xi32>
      %b0 = vector.extract %odd[0] : i32 from vector<2xi32>
      %b1 = vector.extract %odd[1] : i32 from vector<2xi32>
      memref.store %a0, %evens[%i0] : memref<2xi32>
      memref.store %a1, %evens[%i1] : memref<2xi32>
      memref.store %b0, %odds[%i0] : memref<2xi32>
      memref.store %b1, %odds[%i1] : memref<2xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %one = arith.constant 1 : index
    %four = arith.constant 4 : index
    %in = memref.alloc() : memref<4xi32>
    %evens = memref.alloc() : memref<2xi32>
    %odds = memref.alloc() : memref<2xi32>
    %iv = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
    vector.store %iv, %in[%c0] : memref<4xi32>, vector<4xi32>
    %zero = arith.constant 0 : i32
    %evens_dyn = memref.cast %evens : memref<2xi32> to memref<?xi32>
    %odds_dyn = memref.cast %odds : memref<2xi32> to memref<?xi32>
    call @fillResource1DInt(%evens_dyn, %zero) : (memref<?xi32>, i32) -> ()
    call @fillResource1DInt(%odds_dyn, %zero) : (memref<?xi32>, i32) -> ()

    gpu.launch_func @kernels::@deinterleave
        blocks in (%four, %one, %one) threads in (%one, %one, %one)
        args(%in : memref<4xi32>, %evens : memref<2xi32>, %odds : memref<2xi32>)
    %evens_u = memref.cast %evens_dyn : memref<?xi32> to memref<*xi32>
    %odds_u = memref.cast %odds_dyn : memref<?xi32> to memref<*xi32>
    call @printMemrefI32(%evens_u) : (memref<*xi32>) -> ()
    call @printMemrefI32(%odds_u) : (memref<*xi32>) -> ()
    return
  }
  func.func private @fillResource1DInt(%m : memref<?xi32>, %v : i32)
  func.func private @printMemrefI32(%m : memref<*xi32>)
}
