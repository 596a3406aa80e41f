// Infinite and NaN constants (max/min reduction identities): naga rejects non-finite
// float literals, so they are bit patterns loaded from private u32 variables.
// target: default
// contains: OpVariable
// features: float16
// naga-fails: glsl

gpu.module @kernels {
  gpu.func @nonfinite(%a: memref<?xf32>, %h: memref<?xf16>, %v: memref<?xvector<2xf32>>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %i = gpu.global_id x
    %ninf = arith.constant 0xFF800000 : f32
    %inf = arith.constant 0x7F800000 : f32
    %nan = arith.constant 0x7FC00000 : f32
    %x = memref.load %a[%i] : memref<?xf32>
    %m = arith.maximumf %x, %ninf : f32
    %n = arith.minimumf %m, %inf : f32
    %c = arith.cmpf uno, %x, %x : f32
    %s = arith.select %c, %nan, %n : f32
    memref.store %s, %a[%i] : memref<?xf32>
    %hinf = arith.constant 0xFC00 : f16
    %y = memref.load %h[%i] : memref<?xf16>
    %hm = arith.maxnumf %y, %hinf : f16
    memref.store %hm, %h[%i] : memref<?xf16>
    %vc = arith.constant dense<[0xFF800000, 1.5]> : vector<2xf32>
    %w = memref.load %v[%i] : memref<?xvector<2xf32>>
    %vm = arith.maximumf %w, %vc : vector<2xf32>
    memref.store %vm, %v[%i] : memref<?xvector<2xf32>>
    gpu.return
  }
}
