// Native 8-bit integers for a Vulkan driver: Int8 and 8-bit storage in the SPIR-V, which
// naga cannot read; the artifact's WGSL comes from the emulated compile.
// target: default
// narrow-ints: native
// naga-fails: naga
// features: int8
// contains: OpCapability Int8
// contains: OpCapability StorageBuffer8BitAccess

gpu.module @kernels {
  gpu.func @types_i8_native(%a: memref<?xi8>, %b: memref<?xi8>, %c: memref<?xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %i = gpu.global_id x
    %x = memref.load %a[%i] : memref<?xi8>
    %y = memref.load %b[%i] : memref<?xi8>
    %s = arith.addi %x, %y : i8
    %e = arith.extui %s : i8 to i32
    memref.store %e, %c[%i] : memref<?xi32>
    gpu.return
  }
}
