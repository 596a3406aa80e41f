// Arithmetic, comparisons, selects and index casts on i64.
// target: default
// naga-fails: glsl
// features: int64

gpu.module @kernels {
  gpu.func @types_i64(%a: memref<?xi64>, %b: memref<?xi64>, %c: memref<?xi64>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %i = gpu.global_id x
    %x = memref.load %a[%i] : memref<?xi64>
    %y = memref.load %b[%i] : memref<?xi64>
    %p = arith.muli %x, %y : i64
    %s = arith.addi %p, %x : i64
    %lt = arith.cmpi slt, %x, %y : i64
    %t = arith.select %lt, %s, %y : i64
    %ix = arith.index_cast %t : i64 to index
    %bk = arith.index_cast %ix : index to i64
    %d = arith.divsi %bk, %y : i64
    %r = arith.remui %d, %y : i64
    %m = arith.maxsi %r, %x : i64
    %sh = arith.shrui %m, %y : i64
    %o = arith.xori %sh, %x : i64
    %u = arith.ceildivsi %o, %y : i64
    memref.store %u, %c[%i] : memref<?xi64>
    gpu.return
  }
}
