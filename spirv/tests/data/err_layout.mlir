// A memref with an affine-map layout must be normalized first.
// expect-error: normalize-memrefs

gpu.module @kernels {
  gpu.func @transposed(%a: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>) kernel attributes {known_block_size = array<i32: 4, 1, 1>} {
    %c0 = arith.constant 0 : index
    %x = memref.load %a[%c0, %c0] : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
    memref.store %x, %a[%c0, %c0] : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
    gpu.return
  }
}
