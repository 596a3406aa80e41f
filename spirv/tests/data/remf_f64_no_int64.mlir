// arith.remf on f64 for a target without Int64: OpFRem (GPUs compute x - y·trunc(x/y),
// inexact whenever the quotient is; a documented deviation, docs/VALIDATION.md).
// target: default -int64
// features: float64
// naga-fails: msl
// contains: OpFRem

gpu.module @kernels {
  gpu.func @remf64(%x: memref<?xf64>, %y: memref<?xf64>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %i = gpu.global_id x
    %a = memref.load %x[%i] : memref<?xf64>
    %b = memref.load %y[%i] : memref<?xf64>
    %r = arith.remf %a, %b : f64
    memref.store %r, %x[%i] : memref<?xf64>
    gpu.return
  }
}
