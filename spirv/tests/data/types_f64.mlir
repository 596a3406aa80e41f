// Arithmetic, comparisons, selects and index casts on f64.
// target: default
// naga-fails: msl
// features: float64

gpu.module @kernels {
  gpu.func @types_f64(%a: memref<?xf64>, %b: memref<?xf64>, %c: memref<?xf64>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %i = gpu.global_id x
    %x = memref.load %a[%i] : memref<?xf64>
    %y = memref.load %b[%i] : memref<?xf64>
    %p = arith.mulf %x, %y : f64
    %s = arith.addf %p, %x : f64
    %lt = arith.cmpf olt, %x, %y : f64
    %t = arith.select %lt, %s, %y : f64
    %d = arith.divf %t, %x : f64
    %n = arith.negf %d : f64
    %m = arith.maximumf %n, %t : f64
    %q = arith.subf %m, %y : f64
    %ii = arith.fptosi %q : f64 to i32
    %back = arith.sitofp %ii : i32 to f64
    %r = arith.addf %back, %q : f64
    memref.store %r, %c[%i] : memref<?xf64>
    gpu.return
  }
}
