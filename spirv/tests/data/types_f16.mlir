// Arithmetic, comparisons, selects and index casts on f16.
// target: default
// naga-fails: glsl
// features: float16

gpu.module @kernels {
  gpu.func @types_f16(%a: memref<?xf16>, %b: memref<?xf16>, %c: memref<?xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %i = gpu.global_id x
    %x = memref.load %a[%i] : memref<?xf16>
    %y = memref.load %b[%i] : memref<?xf16>
    %p = arith.mulf %x, %y : f16
    %s = arith.addf %p, %x : f16
    %lt = arith.cmpf olt, %x, %y : f16
    %t = arith.select %lt, %s, %y : f16
    %d = arith.divf %t, %x : f16
    %n = arith.negf %d : f16
    %m = arith.maximumf %n, %t : f16
    %q = arith.subf %m, %y : f16
    %ii = arith.fptosi %q : f16 to i32
    %back = arith.sitofp %ii : i32 to f16
    %r = arith.addf %back, %q : f16
    memref.store %r, %c[%i] : memref<?xf16>
    gpu.return
  }
}
