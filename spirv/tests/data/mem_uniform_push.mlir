// A uniform buffer (space 4), a push-constant memref (space 7), push-constant scalars of
// several types and dynamic sizes read through memref.dim.
// naga-fails: msl glsl
// features: push_constants float64 float16
// golden

gpu.module @kernels {
  gpu.func @params(%out: memref<?x?xf32>, %s: f32, %u: memref<10xf32, 4>, %n: index,
                   %pc: memref<3xi32, 7>, %d: f64, %flag: i1, %h: f16)
      kernel attributes {known_block_size = array<i32: 8, 8, 1>} {
    %i = gpu.global_id x
    %j = gpu.global_id y
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %dim1 = memref.dim %out, %c1 : memref<?x?xf32>
    %jj = arith.remsi %j, %dim1 : index
    %ui = arith.remsi %i, %n : index
    %x = memref.load %u[%ui] : memref<10xf32, 4>
    %k = memref.load %pc[%c2] : memref<3xi32, 7>
    %kf = arith.sitofp %k : i32 to f32
    %df = arith.truncf %d : f64 to f32
    %hf = arith.extf %h : f16 to f32
    %y0 = arith.mulf %x, %s : f32
    %y1 = arith.addf %y0, %kf : f32
    %y2 = arith.addf %y1, %df : f32
    %y3 = arith.addf %y2, %hf : f32
    %y = arith.select %flag, %y3, %y0 : f32
    memref.store %y, %out[%i, %jj] : memref<?x?xf32>
    gpu.return
  }
}
