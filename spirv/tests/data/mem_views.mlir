// Views: subview (with rank reduction), reinterpret_cast, collapse_shape and expand_shape.
// golden

gpu.module @kernels {
  gpu.func @views(%m: memref<16x16xf32>, %out: memref<?xf32>) kernel attributes {known_block_size = array<i32: 4, 1, 1>} {
    %i = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %sv = memref.subview %m[%i, 2] [4, 4] [1, 2] : memref<16x16xf32> to memref<4x4xf32, strided<[16, 2], offset: ?>>
    %a = memref.load %sv[%c1, %c3] : memref<4x4xf32, strided<[16, 2], offset: ?>>
    %row = memref.subview %m[%i, 0] [1, 16] [1, 1] : memref<16x16xf32> to memref<16xf32, strided<[1], offset: ?>>
    %b = memref.load %row[%c3] : memref<16xf32, strided<[1], offset: ?>>
    %rc = memref.reinterpret_cast %m to offset: [0], sizes: [256], strides: [1] : memref<16x16xf32> to memref<256xf32>
    %c = memref.load %rc[%c3] : memref<256xf32>
    %cs = memref.collapse_shape %m [[0, 1]] : memref<16x16xf32> into memref<256xf32>
    %d = memref.load %cs[%c3] : memref<256xf32>
    %es = memref.expand_shape %cs [[0, 1, 2]] output_shape [4, 4, 16] : memref<256xf32> into memref<4x4x16xf32>
    %e = memref.load %es[%c1, %c1, %c3] : memref<4x4x16xf32>
    %s0 = arith.addf %a, %b : f32
    %s1 = arith.addf %s0, %c : f32
    %s2 = arith.addf %s1, %d : f32
    %s3 = arith.addf %s2, %e : f32
    memref.store %s3, %out[%i] : memref<?xf32>
    memref.store %s3, %row[%c0] : memref<16xf32, strided<[1], offset: ?>>
    gpu.return
  }
}
