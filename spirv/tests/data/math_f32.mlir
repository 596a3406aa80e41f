// math ops on f32 through GLSL.std.450 (and expansions for log10, log1p, round, copysign, erf).
// contains: OpExtInst

gpu.module @kernels {
  gpu.func @math(%buf: memref<?xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %i = gpu.global_id x
    %x = memref.load %buf[%i] : memref<?xf32>
    %a0 = math.sqrt %x : f32
    %a1 = math.rsqrt %a0 : f32
    %a2 = math.exp %a1 : f32
    %a3 = math.exp2 %a2 : f32
    %a4 = math.log %a3 : f32
    %a5 = math.log2 %a4 : f32
    %a6 = math.log10 %a5 : f32
    %a7 = math.log1p %a6 : f32
    %a8 = math.tanh %a7 : f32
    %a9 = math.sin %a8 : f32
    %b0 = math.cos %a9 : f32
    %b1 = math.tan %b0 : f32
    %b2 = math.atan %b1 : f32
    %b3 = math.atan2 %b2, %x : f32
    %b4 = math.powf %b3, %x : f32
    %b5 = math.fma %b4, %x, %x : f32
    %b6 = math.absf %b5 : f32
    %b7 = math.ceil %b6 : f32
    %b8 = math.floor %b7 : f32
    %b9 = math.round %b8 : f32
    %c0 = math.copysign %b9, %x : f32
    %c1 = math.erf %c0 : f32
    %c2 = arith.minnumf %c1, %x : f32
    %c3 = arith.maxnumf %c2, %x : f32
    %c4 = arith.minimumf %c3, %x : f32
    %c5 = arith.remf %c4, %x : f32
    %ne = arith.cmpf une, %c5, %x : f32
    %uo = arith.cmpf uno, %c5, %x : f32
    %ueq = arith.cmpf ueq, %c5, %x : f32
    %t0 = arith.select %ne, %c5, %x : f32
    %t1 = arith.select %uo, %t0, %x : f32
    %t2 = arith.select %ueq, %t1, %x : f32
    memref.store %t2, %buf[%i] : memref<?xf32>
    gpu.return
  }
}
