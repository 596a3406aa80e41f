// RUN: not tessera translate %s --to wgsl 2>&1 | FileCheck %s

// Found by the gpu_pipeline fuzz target (seed from tests/filetests/limits/): a static
// memref argument of 2^31 - 1 f32 needs an 8 GiB array, which SPIR-V's 32-bit layouts
// cannot describe; naga's layouter panicked on it (and with 64-bit indices the length was
// truncated). It is an error at the kernel now.
// CHECK: spirv-buffer-over-4gib.mlir:[[# @LINE + 3]]:5: error: {{.*}}memref argument #0 needs a buffer of 2147483647 x 4 bytes, over the 4 GiB a SPIR-V array can hold
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @huge(%m: memref<2147483647xf32>) kernel
        attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %v = memref.load %m[%c0] : memref<2147483647xf32>
      memref.store %v, %m[%c0] : memref<2147483647xf32>
      gpu.return
    }
  }
}
