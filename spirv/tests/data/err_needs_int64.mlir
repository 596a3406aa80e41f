// A i64 kernel on a target without int64.
// target: webgpu
// expect-error: needs target feature `int64`

gpu.module @kernels {
  gpu.func @k(%a: memref<?xi64>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %i = gpu.global_id x
    %x = memref.load %a[%i] : memref<?xi64>
    %y = arith.addi %x, %x : i64
    memref.store %y, %a[%i] : memref<?xi64>
    gpu.return
  }
}
