// A native i8 kernel on a target without int8 (emulated, it needs nothing).
// target: default -int8
// narrow-ints: native
// expect-error: needs target feature `int8`

gpu.module @kernels {
  gpu.func @k(%a: memref<?xi8>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %i = gpu.global_id x
    %x = memref.load %a[%i] : memref<?xi8>
    %y = arith.addi %x, %x : i8
    memref.store %y, %a[%i] : memref<?xi8>
    gpu.return
  }
}
