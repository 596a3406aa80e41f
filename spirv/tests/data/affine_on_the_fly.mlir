// Trivial affine ops lowered on the fly: affine.for with min/max bounds, affine.load/store
// with floordiv/mod/ceildiv, affine.apply, affine.min and affine.if.

gpu.module @kernels {
  gpu.func @affine(%m: memref<16x16xf32>, %n: index) kernel attributes {known_block_size = array<i32: 16, 1, 1>} {
    %t = gpu.thread_id x
    affine.for %j = 0 to min affine_map<()[s0] -> (16, s0)>()[%n] step 2 {
      %v = affine.load %m[%t, %j floordiv 2 + %j mod 2] : memref<16x16xf32>
      %two = arith.constant 2.0 : f32
      %w = arith.mulf %v, %two : f32
      affine.store %w, %m[%t, %j] : memref<16x16xf32>
      %k = affine.apply affine_map<(d0) -> (d0 ceildiv 2)>(%j)
      %l = affine.min affine_map<(d0, d1) -> (d0, d1 + 1)>(%k, %t)
      affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%j, %t) {
        affine.store %w, %m[%t, %l] : memref<16x16xf32>
      }
    }
    gpu.return
  }
}
