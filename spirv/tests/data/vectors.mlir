// vector ops on vector<4xf32>: loads/stores from scalar and vector memrefs, broadcast,
// fma, extract/insert, reduction, splat constants.

gpu.module @kernels {
  gpu.func @vectors(%buf: memref<?xf32>, %vbuf: memref<?xvector<4xf32>>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %i = gpu.global_id x
    %c4 = arith.constant 4 : index
    %base = arith.muli %i, %c4 : index
    %v = vector.load %buf[%base] : memref<?xf32>, vector<4xf32>
    %w = memref.load %vbuf[%i] : memref<?xvector<4xf32>>
    %two = arith.constant 2.0 : f32
    %s = vector.broadcast %two : f32 to vector<4xf32>
    %f = vector.fma %v, %s, %w : vector<4xf32>
    %sum = arith.addf %f, %v : vector<4xf32>
    %e = vector.extract %sum[2] : f32 from vector<4xf32>
    %ins = vector.insert %e, %sum[1] : f32 into vector<4xf32>
    %r = vector.reduction <add>, %ins : vector<4xf32> into f32
    %half = arith.constant dense<0.5> : vector<4xf32>
    %out = arith.mulf %ins, %half : vector<4xf32>
    vector.store %out, %buf[%base] : memref<?xf32>, vector<4xf32>
    memref.store %out, %vbuf[%i] : memref<?xvector<4xf32>>
    memref.store %r, %buf[%i] : memref<?xf32>
    gpu.return
  }
}
