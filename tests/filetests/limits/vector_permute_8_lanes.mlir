// RUN: not tessera translate %s --to wgsl 2>&1 | FileCheck %s

// vector.shuffle, vector.interleave and vector.deinterleave lower to OpVectorShuffle on
// 1-D vectors of 2 to 4 lanes; an 8-lane result is refused with a located diagnostic.
// CHECK: limits/vector_permute_8_lanes.mlir:12:{{[0-9]+}}: error: {{.*}}vector type vector<8xi32> is not supported (only 1-D vectors of 2 to 4 lanes)
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%a: memref<4xi32>, %o: memref<8xi32>) kernel attributes {known_block_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index
      %x = vector.load %a[%c0] : memref<4xi32>, vector<4xi32>
      %y = vector.load %a[%c0] : memref<4xi32>, vector<4xi32>
      %z = vector.interleave %x, %y : vector<4xi32> -> vector<8xi32>
      %w = vector.extract %z[0] : i32 from vector<8xi32>
      memref.store %w, %o[%c0] : memref<8xi32>
      gpu.return
    }
  }
}
