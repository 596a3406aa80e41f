// REQUIRES: vulkan, gl
// RUN: tessera run %s --backend vulkan -v 2>&1 | FileCheck %s --check-prefixes=CHECK,NOTE
// RUN: tessera run %s --backend vulkan --shader-path spirv | FileCheck %s
// RUN: tessera run %s --backend vulkan --shader-path wgsl | FileCheck %s
// RUN: tessera run %s --backend gl | FileCheck %s

// vector.shuffle of two 2-lane vectors into four lanes (upstream
// mlir-vulkan-runner/vector-shuffle.mlir): lanes 0-1 come from the first buffer, 2-3 from
// the second, and the mask [2, 1, 3, 3] picks from their concatenation. The vectors are
// built and taken apart with vector.insert / vector.extract at SSA positions (the upstream
// copy used vector.insertelement / vector.extractelement, which current MLIR has removed).
//
// Every workgroup writes the same values to the same elements, as upstream's program does, so
// `tessera validate` (whose interpreter path reports that as a race) is not used; the four
// runs cover the SPIR-V passthrough, SPIR-V-through-naga and WGSL paths and GL.

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [2, 1, 3, 3]
// NOTE: tessera run: note: running on {{.*}} (Vulkan)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @shuffle(%x : memref<2xi32>, %y : memref<2xi32>, %out : memref<4xi32>)
      kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %i0 = arith.constant 0 : index
      %i1 = arith.constant 1 : index
      %i2 = arith.constant 2 : index
      %i3 = arith.constant 3 : index
      %zeros = arith.constant dense<0> : vector<2xi32>
      %x0 = memref.load %x[%i0] : memref<2xi32>
      %x1 = memref.load %x[%i1] : memref<2xi32>
      %y0 = memref.load %y[%i0] : memref<2xi32>
      %y1 = memref.load %y[%i1] : memref<2xi32>
      %u0 = vector.insert %x0, %zeros[%i0] : i32 into vector<2xi32>
      %u = vector.insert %x1, %u0[%i1] : i32 into vector<2xi32>
      %v0 = vector.insert %y0, %zeros[%i0] : i32 into vector<2xi32>
      %v = vector.insert %y1, %v0[%i1] : i32 into vector<2xi32>
      %w = vector.shuffle %u, %v [2, 1, 3, 3] : vector<2xi32>, vector<2xi32>
      %w0 = vector.extract %w[%i0] : i32 from vector<4xi32>
      %w1 = vector.extract %w[%i1] : i32 from vector<4xi32>
      %w2 = vector.extract %w[%i2] : i32 from vector<4xi32>
      %w3 = vector.extract %w[%i3] : i32 from vector<4xi32>
      memref.store %w0, %out[%i0] : memref<4xi32>
      memref.store %w1, %out[%i1] : memref<4xi32>
      memref.store %w2, %out[%i2] : memref<4xi32>
      memref.store %w3, %out[%i3] : memref<4xi32>
      gpu.return
    }
  }

  func.func @main() {
    %x = memref.alloc() : memref<2xi32>
    %y = memref.alloc() : memref<2xi32>
    %out = memref.alloc() : memref<4xi32>
    %c0 = arith.constant 0 : index
    %one = arith.constant 1 : index
    %four = arith.constant 4 : index
    %xv = arith.constant dense<[0, 1]> : vector<2xi32>
    %yv = arith.constant dense<[2, 3]> : vector<2xi32>
    vector.store %xv, %x[%c0] : memref<2xi32>, vector<2xi32>
    vector.store %yv, %y[%c0] : memref<2xi32>, vector<2xi32>
    %zero = arith.constant 0 : i32
    %out_dyn = memref.cast %out : memref<4xi32> to memref<?xi32>
    call @fillResource1DInt(%out_dyn, %zero) : (memref<?xi32>, i32) -> ()

    gpu.launch_func @kernels::@shuffle
        blocks in (%four, %one, %one) threads in (%one, %one, %one)
        args(%x : memref<2xi32>, %y : memref<2xi32>, %out : memref<4xi32>)
    %out_u = memref.cast %out_dyn : memref<?xi32> to memref<*xi32>
    call @printMemrefI32(%out_u) : (memref<*xi32>) -> ()
    return
  }
  func.func private @fillResource1DInt(%m : memref<?xi32>, %v : i32)
  func.func private @printMemrefI32(%m : memref<*xi32>)
}
