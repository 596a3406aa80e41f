// Workgroup memory: an attribution and a memref.alloc in space 3, with barriers.
// contains: OpControlBarrier
// contains: Workgroup
// golden

gpu.module @kernels {
  gpu.func @reverse(%buf: memref<?xf32>)
      workgroup(%tile: memref<64xf32, #gpu.address_space<workgroup>>)
      kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %t = gpu.thread_id x
    %g = gpu.global_id x
    %x = memref.load %buf[%g] : memref<?xf32>
    memref.store %x, %tile[%t] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %c63 = arith.constant 63 : index
    %r = arith.subi %c63, %t : index
    %y = memref.load %tile[%r] : memref<64xf32, #gpu.address_space<workgroup>>
    %sq = memref.alloc() : memref<8x8xf32, 3>
    %c0 = arith.constant 0 : index
    %c7 = arith.constant 7 : index
    memref.store %y, %sq[%c7, %c0] : memref<8x8xf32, 3>
    gpu.barrier
    %z = memref.load %sq[%c7, %c0] : memref<8x8xf32, 3>
    memref.store %z, %buf[%g] : memref<?xf32>
    gpu.return
  }
}
