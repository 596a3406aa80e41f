// arith.remf on f64, exactly: long division of the significands in 64-bit integers (a
// loop of OpUMod on u64), where the target has Int64. GLSL has no 64-bit integers and
// Metal no double.
// features: float64 int64
// naga-fails: msl glsl
// contains: OpTypeInt 64 0
// contains: OpUMod
// contains: OpLoopMerge
// contains: DontUnroll

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
