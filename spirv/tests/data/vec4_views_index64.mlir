// The vec4 views (emit/align.rs) with a 64-bit index: aligned, misaligned and scalar
// accesses on vec4 views.
// target: default index64
// features: int64
// naga-fails: glsl

gpu.module @kernels {
  gpu.func @vec4_mixed(%A: memref<8x132xf32>, %B: memref<8x128xf32>, %C: memref<8x128xf32>, %D: memref<8x128xf32>, %E: memref<16x132xf32>) kernel attributes {known_block_size = array<i32: 16, 1, 1>} {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %ten = arith.constant 10.0 : f32
    %x = gpu.thread_id x
    %bx = gpu.block_id x
    %y = gpu.block_id y
    %0 = arith.muli %bx, %c64 : index
    %1 = arith.muli %x, %c4 : index
    %j = arith.addi %0, %1 : index
    %j1 = arith.addi %j, %c1 : index
    %j2 = arith.addi %j, %c2 : index
    %a = vector.load %A[%y, %j] : memref<8x132xf32>, vector<4xf32>
    %a1 = vector.load %A[%y, %j1] : memref<8x132xf32>, vector<4xf32>
    %b = vector.load %B[%y, %j] : memref<8x128xf32>, vector<4xf32>
    %s = arith.addf %a, %a1 : vector<4xf32>
    %t = arith.addf %s, %b : vector<4xf32>
    vector.store %t, %C[%y, %j] : memref<8x128xf32>, vector<4xf32>
    vector.store %a1, %D[%y, %j] : memref<8x128xf32>, vector<4xf32>
    %sc = memref.load %A[%y, %j2] : memref<8x132xf32>
    %sc10 = arith.mulf %sc, %ten : f32
    memref.store %sc10, %D[%y, %j1] : memref<8x128xf32>
    %y8 = arith.addi %y, %c8 : index
    %e = vector.load %E[%y8, %j] : memref<16x132xf32>, vector<4xf32>
    vector.store %e, %E[%y, %j1] : memref<16x132xf32>, vector<4xf32>
    gpu.return
  }

  gpu.func @vec4_stencil(%A: memref<8x132xf32>, %C: memref<8x128xf32>) kernel attributes {known_block_size = array<i32: 16, 1, 1>} {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %x = gpu.thread_id x
    %bx = gpu.block_id x
    %y = gpu.block_id y
    %0 = arith.muli %bx, %c64 : index
    %1 = arith.muli %x, %c4 : index
    %j = arith.addi %0, %1 : index
    %j1 = arith.addi %j, %c1 : index
    %j2 = arith.addi %j, %c2 : index
    %j3 = arith.addi %j, %c3 : index
    %a1 = vector.load %A[%y, %j1] : memref<8x132xf32>, vector<4xf32>
    %a2 = vector.load %A[%y, %j2] : memref<8x132xf32>, vector<4xf32>
    %a3 = vector.load %A[%y, %j3] : memref<8x132xf32>, vector<4xf32>
    %s = arith.addf %a1, %a2 : vector<4xf32>
    %t = arith.addf %s, %a3 : vector<4xf32>
    vector.store %t, %C[%y, %j] : memref<8x128xf32>, vector<4xf32>
    gpu.return
  }
}
