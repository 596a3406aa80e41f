// Arithmetic, comparisons, selects and index casts on i8.
// target: default
// golden

gpu.module @kernels {
  gpu.func @types_i8(%a: memref<?xi8>, %b: memref<?xi8>, %c: memref<?xi8>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %i = gpu.global_id x
    %x = memref.load %a[%i] : memref<?xi8>
    %y = memref.load %b[%i] : memref<?xi8>
    %p = arith.muli %x, %y : i8
    %s = arith.addi %p, %x : i8
    %lt = arith.cmpi slt, %x, %y : i8
    %t = arith.select %lt, %s, %y : i8
    %ix = arith.index_cast %t : i8 to index
    %bk = arith.index_cast %ix : index to i8
    %d = arith.divsi %bk, %y : i8
    %r = arith.remui %d, %y : i8
    %m = arith.maxsi %r, %x : i8
    %sh = arith.shrui %m, %y : i8
    %o = arith.xori %sh, %x : i8
    %u = arith.ceildivsi %o, %y : i8
    memref.store %u, %c[%i] : memref<?xi8>
    gpu.return
  }
}
