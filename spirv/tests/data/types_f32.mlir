// Arithmetic, comparisons, selects and index casts on f32.
// target: default
// golden

gpu.module @kernels {
  gpu.func @types_f32(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %i = gpu.global_id x
    %x = memref.load %a[%i] : memref<?xf32>
    %y = memref.load %b[%i] : memref<?xf32>
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %p, %x : f32
    %lt = arith.cmpf olt, %x, %y : f32
    %t = arith.select %lt, %s, %y : f32
    %d = arith.divf %t, %x : f32
    %n = arith.negf %d : f32
    %m = arith.maximumf %n, %t : f32
    %q = arith.subf %m, %y : f32
    %ii = arith.fptosi %q : f32 to i32
    %back = arith.sitofp %ii : i32 to f32
    %r = arith.addf %back, %q : f32
    memref.store %r, %c[%i] : memref<?xf32>
    gpu.return
  }
}
