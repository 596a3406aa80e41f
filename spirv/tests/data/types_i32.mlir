// Arithmetic, comparisons, selects and index casts on i32.
// target: default

gpu.module @kernels {
  gpu.func @types_i32(%a: memref<?xi32>, %b: memref<?xi32>, %c: memref<?xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %i = gpu.global_id x
    %x = memref.load %a[%i] : memref<?xi32>
    %y = memref.load %b[%i] : memref<?xi32>
    %p = arith.muli %x, %y : i32
    %s = arith.addi %p, %x : i32
    %lt = arith.cmpi slt, %x, %y : i32
    %t = arith.select %lt, %s, %y : i32
    %ix = arith.index_cast %t : i32 to index
    %bk = arith.index_cast %ix : index to i32
    %d = arith.divsi %bk, %y : i32
    %r = arith.remui %d, %y : i32
    %m = arith.maxsi %r, %x : i32
    %sh = arith.shrui %m, %y : i32
    %o = arith.xori %sh, %x : i32
    %u = arith.ceildivsi %o, %y : i32
    memref.store %u, %c[%i] : memref<?xi32>
    gpu.return
  }
}
