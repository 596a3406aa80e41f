// Subgroup reductions, shuffles and subgroup builtins.
// features: subgroups
// contains: GroupNonUniformArithmetic
// contains: OpGroupNonUniformShuffleXor

gpu.module @kernels {
  gpu.func @subgroups(%buf: memref<?xf32>, %ibuf: memref<?xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %i = gpu.global_id x
    %x = memref.load %buf[%i] : memref<?xf32>
    %s = gpu.subgroup_reduce add %x : (f32) -> f32
    %m = gpu.subgroup_reduce maxnumf %s : (f32) -> f32
    %off = arith.constant 1 : i32
    %width = arith.constant 32 : i32
    %sh, %valid = gpu.shuffle xor %m, %off, %width : f32
    %dn, %valid2 = gpu.shuffle down %sh, %off, %width : f32
    %v = arith.select %valid2, %dn, %s : f32
    memref.store %v, %buf[%i] : memref<?xf32>
    %y = memref.load %ibuf[%i] : memref<?xi32>
    %r = gpu.subgroup_reduce minui %y : (i32) -> i32
    %lane = gpu.lane_id
    %size = gpu.subgroup_size : index
    %li = arith.index_cast %lane : index to i32
    %si = arith.index_cast %size : index to i32
    %r1 = arith.addi %r, %li : i32
    %r2 = arith.addi %r1, %si : i32
    memref.store %r2, %ibuf[%i] : memref<?xi32>
    gpu.return
  }
}
