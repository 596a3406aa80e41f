// The shape of upstream's mlir-vulkan-runner `addi8` test: i8 loads from a 1-D and a
// 2-D buffer, an i8 add, extui to i32, one workgroup of one invocation per element.
// Emulated: no Int8 capability, the i8 buffers are packed u32 words, all four naga
// outputs. (Executed on a GPU with wrapping values by tests/gpu_narrow.rs.)
// target: webgpu

gpu.module @kernels {
  gpu.func @kernel_addi(%arg0 : memref<8xi8>, %arg1 : memref<8x8xi8>, %arg2 : memref<8x8x8xi32>)
    kernel attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
    %x = gpu.block_id x
    %y = gpu.block_id y
    %z = gpu.block_id z
    %0 = memref.load %arg0[%x] : memref<8xi8>
    %1 = memref.load %arg1[%y, %x] : memref<8x8xi8>
    %2 = arith.addi %0, %1 : i8
    %3 = arith.extui %2 : i8 to i32
    memref.store %3, %arg2[%z, %y, %x] : memref<8x8x8xi32>
    gpu.return
  }
}
