// A static memref of 2^31 elements overflows a 32-bit index.
// expect-error: overflows a 32-bit index

gpu.module @kernels {
  gpu.func @huge(%a: memref<65536x32768xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %i = gpu.global_id x
    %x = memref.load %a[%i, %i] : memref<65536x32768xf32>
    memref.store %x, %a[%i, %i] : memref<65536x32768xf32>
    gpu.return
  }
}
