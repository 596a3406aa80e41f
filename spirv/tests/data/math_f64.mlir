// The GLSL.std.450 functions defined for f64.
// features: float64
// naga-fails: msl

gpu.module @kernels {
  gpu.func @math64(%buf: memref<?xf64>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %i = gpu.global_id x
    %x = memref.load %buf[%i] : memref<?xf64>
    %a = math.sqrt %x : f64
    %b = math.fma %a, %x, %x : f64
    %c = math.absf %b : f64
    %d = math.floor %c : f64
    %e = math.ceil %d : f64
    %f = math.copysign %e, %x : f64
    memref.store %f, %buf[%i] : memref<?xf64>
    gpu.return
  }
}
