// A f16 kernel on a target without float16.
// target: webgpu
// expect-error: needs target feature `float16`

gpu.module @kernels {
  gpu.func @k(%a: memref<?xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %i = gpu.global_id x
    %x = memref.load %a[%i] : memref<?xf16>
    %y = arith.addf %x, %x : f16
    memref.store %y, %a[%i] : memref<?xf16>
    gpu.return
  }
}
