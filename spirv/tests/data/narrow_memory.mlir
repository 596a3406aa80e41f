// Emulated 8/16-bit integers in workgroup and private memory (arrays of i32), vectors
// of i8 in a packed buffer (a 4 x i8 element is one u32 word, a 3-lane one spans 4
// bytes), i16 push-constant scalars and static-shape packed buffers.
// target: default
// contains: OpAtomicAnd

gpu.module @kernels {
  gpu.func @narrow_memory(%v: memref<?xvector<4xi8>>, %w: memref<10xi16>, %t: memref<?xvector<3xi8>>, %k: i16)
      workgroup(%tile : memref<64xi8, #gpu.address_space<workgroup>>)
      private(%p : memref<2xi16, #gpu.address_space<private>>)
      kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %i = gpu.thread_id x
    %x = memref.load %v[%i] : memref<?xvector<4xi8>>
    %e = vector.extract %x[2] : i8 from vector<4xi8>
    memref.store %e, %tile[%i] : memref<64xi8, #gpu.address_space<workgroup>>
    gpu.barrier
    %c63 = arith.constant 63 : index
    %j = arith.subi %c63, %i : index
    %y = memref.load %tile[%j] : memref<64xi8, #gpu.address_space<workgroup>>
    %b = vector.broadcast %y : i8 to vector<4xi8>
    %s = arith.addi %x, %b : vector<4xi8>
    memref.store %s, %v[%i] : memref<?xvector<4xi8>>
    %c0 = arith.constant 0 : index
    %c9 = arith.constant 9 : index
    %h = memref.load %w[%c9] : memref<10xi16>
    memref.store %h, %p[%c0] : memref<2xi16, #gpu.address_space<private>>
    %q = memref.load %p[%c0] : memref<2xi16, #gpu.address_space<private>>
    %r = arith.muli %q, %k : i16
    memref.store %r, %w[%c0] : memref<10xi16>
    %tv = memref.load %t[%i] : memref<?xvector<3xi8>>
    %tw = arith.muli %tv, %tv : vector<3xi8>
    memref.store %tw, %t[%i] : memref<?xvector<3xi8>>
    gpu.return
  }
}
