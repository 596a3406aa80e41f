// A f64 kernel on a target without float64.
// target: webgpu
// expect-error: needs target feature `float64`

gpu.module @kernels {
  gpu.func @k(%a: memref<?xf64>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %i = gpu.global_id x
    %x = memref.load %a[%i] : memref<?xf64>
    %y = arith.addf %x, %x : f64
    memref.store %y, %a[%i] : memref<?xf64>
    gpu.return
  }
}
