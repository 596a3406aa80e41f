// A constant index outside a static dimension is still an error at the access when the
// buffer has a vec4 view (the check runs before emission).
// expect-error: index 128 is out of bounds for dimension 0 of size 128

gpu.module @kernels {
  gpu.func @vec4_oob(%a: memref<128xf32>) kernel attributes {known_block_size = array<i32: 16, 1, 1>} {
    %c4 = arith.constant 4 : index
    %c128 = arith.constant 128 : index
    %x = gpu.thread_id x
    %i = arith.muli %x, %c4 : index
    %v = vector.load %a[%i] : memref<128xf32>, vector<4xf32>
    vector.store %v, %a[%i] : memref<128xf32>, vector<4xf32>
    %s = memref.load %a[%c128] : memref<128xf32>
    memref.store %s, %a[%i] : memref<128xf32>
    gpu.return
  }
}
