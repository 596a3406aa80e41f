// A 64-bit index (upstream's use-64bit-index).
// target: default index64
// features: int64
// naga-fails: glsl

gpu.module @kernels {
  gpu.func @idx64(%a: memref<?x?xf32>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %i = gpu.global_id x
    %j = gpu.block_id y
    %x = memref.load %a[%j, %i] : memref<?x?xf32>
    %ni = arith.index_cast %n : index to i32
    %nf = arith.sitofp %ni : i32 to f32
    %y = arith.addf %x, %nf : f32
    memref.store %y, %a[%j, %i] : memref<?x?xf32>
    gpu.return
  }
}
