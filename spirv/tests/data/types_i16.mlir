// Arithmetic, comparisons, selects and index casts on i16.
// target: default

gpu.module @kernels {
  gpu.func @types_i16(%a: memref<?xi16>, %b: memref<?xi16>, %c: memref<?xi16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %i = gpu.global_id x
    %x = memref.load %a[%i] : memref<?xi16>
    %y = memref.load %b[%i] : memref<?xi16>
    %p = arith.muli %x, %y : i16
    %s = arith.addi %p, %x : i16
    %lt = arith.cmpi slt, %x, %y : i16
    %t = arith.select %lt, %s, %y : i16
    %ix = arith.index_cast %t : i16 to index
    %bk = arith.index_cast %ix : index to i16
    %d = arith.divsi %bk, %y : i16
    %r = arith.remui %d, %y : i16
    %m = arith.maxsi %r, %x : i16
    %sh = arith.shrui %m, %y : i16
    %o = arith.xori %sh, %x : i16
    %u = arith.ceildivsi %o, %y : i16
    memref.store %u, %c[%i] : memref<?xi16>
    gpu.return
  }
}
