// Integer atomics on storage and workgroup memory.
// contains: OpAtomicIAdd

gpu.module @kernels {
  gpu.func @histogram(%data: memref<?xi32>, %bins: memref<16xi32>)
      workgroup(%local: memref<16xi32, 3>)
      kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %i = gpu.global_id x
    %x = memref.load %data[%i] : memref<?xi32>
    %c15 = arith.constant 15 : i32
    %b = arith.andi %x, %c15 : i32
    %bi = arith.index_cast %b : i32 to index
    %one = arith.constant 1 : i32
    %o1 = memref.atomic_rmw addi %one, %local[%bi] : (i32, memref<16xi32, 3>) -> i32
    gpu.barrier
    %o2 = memref.atomic_rmw addi %one, %bins[%bi] : (i32, memref<16xi32>) -> i32
    %o3 = memref.atomic_rmw maxs %o2, %bins[%bi] : (i32, memref<16xi32>) -> i32
    %o4 = memref.atomic_rmw minu %o3, %bins[%bi] : (i32, memref<16xi32>) -> i32
    %o5 = memref.atomic_rmw ori %o4, %bins[%bi] : (i32, memref<16xi32>) -> i32
    %o6 = memref.atomic_rmw assign %o5, %bins[%bi] : (i32, memref<16xi32>) -> i32
    gpu.return
  }
}
