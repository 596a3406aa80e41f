// affine.parallel is not lowered on the fly.
// expect-error: run lower-affine first

gpu.module @kernels {
  gpu.func @par(%a: memref<16xf32>) kernel attributes {known_block_size = array<i32: 1, 1, 1>} {
    affine.parallel (%i) = (0) to (16) {
      %x = affine.load %a[%i] : memref<16xf32>
      affine.store %x, %a[%i] : memref<16xf32>
    }
    gpu.return
  }
}
