// golden
// A kernel reading its second argument through a texture (`tessera.textures`): a scalar
// load at a constant component, one at a dynamic component and an aligned vec4 load (the
// texel itself). tests/textures.rs checks its interface and runs the kernels of
// textures.mlir.

gpu.module @kernels {
  gpu.func @tex_small(%out: memref<4x64xf32>, %T: memref<4x64xf32>) kernel attributes {known_block_size = array<i32: 16, 1, 1>, tessera.textures = array<i64: 1>} {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %t = gpu.thread_id x
    %y = gpu.block_id y
    %j = arith.muli %t, %c4 : index
    %j1 = arith.addi %j, %c1 : index
    %v = vector.load %T[%y, %j] : memref<4x64xf32>, vector<4xf32>
    %a = memref.load %T[%y, %j1] : memref<4x64xf32>
    %b = memref.load %T[%y, %t] : memref<4x64xf32>
    %s = arith.addf %a, %b : f32
    %w = vector.broadcast %s : f32 to vector<4xf32>
    %r = arith.addf %v, %w : vector<4xf32>
    vector.store %r, %out[%y, %j] : memref<4x64xf32>, vector<4xf32>
    gpu.return
  }
}
