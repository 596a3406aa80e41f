// Clustered subgroup reductions become xor-shuffle butterflies (naga has no clustered
// group operations).
// features: subgroups
// contains: OpGroupNonUniformShuffleXor

gpu.module @kernels {
  gpu.func @clustered(%a: memref<?xf32>, %b: memref<?xi32>, %c: memref<?xi8>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %i = gpu.global_id x
    %x = memref.load %a[%i] : memref<?xf32>
    %s = gpu.subgroup_reduce add %x cluster(size = 4) : (f32) -> f32
    %m = gpu.subgroup_reduce maxnumf %s uniform cluster(size = 8, stride = 2) : (f32) -> f32
    memref.store %m, %a[%i] : memref<?xf32>
    %y = memref.load %b[%i] : memref<?xi32>
    %u = gpu.subgroup_reduce minui %y cluster(size = 16) : (i32) -> i32
    %o = gpu.subgroup_reduce xor %u cluster(size = 2, stride = 4) : (i32) -> i32
    memref.store %o, %b[%i] : memref<?xi32>
    %z = memref.load %c[%i] : memref<?xi8>
    %zs = gpu.subgroup_reduce mul %z cluster(size = 4) : (i8) -> i8
    memref.store %zs, %c[%i] : memref<?xi8>
    gpu.return
  }
}
