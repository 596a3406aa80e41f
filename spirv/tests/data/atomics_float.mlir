// Float atomic add needs float_atomic_add; naga's HLSL and GLSL writers lack it.
// features: float_atomic_add
// naga-fails: hlsl glsl

gpu.module @kernels {
  gpu.func @fsum(%data: memref<?xf32>, %sum: memref<1xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %i = gpu.global_id x
    %x = memref.load %data[%i] : memref<?xf32>
    %c0 = arith.constant 0 : index
    %o = memref.atomic_rmw addf %x, %sum[%c0] : (f32, memref<1xf32>) -> f32
    gpu.return
  }
}
