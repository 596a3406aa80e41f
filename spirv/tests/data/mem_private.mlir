// Private memory: a private attribution (Private storage) and memref.alloca (Function).

gpu.module @kernels {
  gpu.func @private(%buf: memref<16xf32>)
      private(%p: memref<4xf32, #gpu.address_space<private>>)
      kernel attributes {known_block_size = array<i32: 4, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %local = memref.alloca() : memref<4xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      %x = memref.load %buf[%i] : memref<16xf32>
      memref.store %x, %p[%i] : memref<4xf32, #gpu.address_space<private>>
      memref.store %x, %local[%i] : memref<4xf32>
    }
    %a = memref.load %p[%c1] : memref<4xf32, #gpu.address_space<private>>
    %b = memref.load %local[%c1] : memref<4xf32>
    %s = arith.addf %a, %b : f32
    memref.store %s, %buf[%c0] : memref<16xf32>
    gpu.return
  }
}
