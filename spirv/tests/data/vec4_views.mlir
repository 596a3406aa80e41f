// golden
// Storage buffers of 32-bit scalars with aligned 4-lane vector accesses (or loads at a known
// misalignment) get a vec4 view (emit/align.rs): aligned vector.load/store become one vector
// OpLoad/OpStore, misaligned loads two and a shuffle, misaligned stores four stores to
// constant components; every other access to such a buffer addresses component `lin & 3`
// of vector `lin >> 2`. Buffers that
// do not qualify (dynamic shape, element count not a multiple of 4, misaligned rows) keep
// scalar arrays. tests/gpu_vec4.rs runs these kernels on the adapter.

gpu.module @kernels {
  // C = A + B, 4 columns per invocation: every binding gets the vec4 view.
  gpu.func @vec4_add(%A: memref<8x128xf32>, %B: memref<8x128xf32>, %C: memref<8x128xf32>) kernel attributes {known_block_size = array<i32: 16, 1, 1>} {
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %x = gpu.thread_id x
    %bx = gpu.block_id x
    %y = gpu.block_id y
    %0 = arith.muli %bx, %c64 : index
    %1 = arith.muli %x, %c4 : index
    %j = arith.addi %0, %1 : index
    %a = vector.load %A[%y, %j] : memref<8x128xf32>, vector<4xf32>
    %b = vector.load %B[%y, %j] : memref<8x128xf32>, vector<4xf32>
    %s = arith.addf %a, %b : vector<4xf32>
    vector.store %s, %C[%y, %j] : memref<8x128xf32>, vector<4xf32>
    gpu.return
  }

  // Aligned and unaligned vector accesses, and scalar ones, on vec4 views:
  // C = A[j] + A[j+1] + B[j]; D = A[j+1] with D[j+1] = 10 * A[j+2];
  // E[y][j+1..j+5] = E[y+8][j..j+4].
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

  // A loop whose induction variable starts at 4 * x and steps by 64: C = fma(A, 2, B).
  gpu.func @vec4_loop(%A: memref<8x128xf32>, %B: memref<8x128xf32>, %C: memref<8x128xf32>) kernel attributes {known_block_size = array<i32: 16, 1, 1>} {
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %two = arith.constant 2.0 : f32
    %x = gpu.thread_id x
    %y = gpu.block_id y
    %x4 = arith.muli %x, %c4 : index
    %w = vector.broadcast %two : f32 to vector<4xf32>
    scf.for %k = %x4 to %c128 step %c64 {
      %a = vector.load %A[%y, %k] : memref<8x128xf32>, vector<4xf32>
      %b = vector.load %B[%y, %k] : memref<8x128xf32>, vector<4xf32>
      %f = math.fma %a, %w, %b : vector<4xf32>
      vector.store %f, %C[%y, %k] : memref<8x128xf32>, vector<4xf32>
    }
    gpu.return
  }

  // No vec4 view: 130 elements (not a multiple of 4), rows of 130 (index 130 + 4x is not
  // a multiple of 4). out[1][4x..4x+4] = S[4x..4x+4] + 1.
  gpu.func @vec4_scalar(%S: memref<130xf32>, %U: memref<2x130xf32>) kernel attributes {known_block_size = array<i32: 16, 1, 1>} {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %one = arith.constant dense<1.0> : vector<4xf32>
    %x = gpu.thread_id x
    %i = arith.muli %x, %c4 : index
    %v = vector.load %S[%i] : memref<130xf32>, vector<4xf32>
    %w = arith.addf %v, %one : vector<4xf32>
    vector.store %w, %U[%c1, %i] : memref<2x130xf32>, vector<4xf32>
    gpu.return
  }

  // No vec4 view: a dynamic shape.
  gpu.func @vec4_dynamic(%T: memref<?xf32>) kernel attributes {known_block_size = array<i32: 16, 1, 1>} {
    %c4 = arith.constant 4 : index
    %x = gpu.thread_id x
    %i = arith.muli %x, %c4 : index
    %v = vector.load %T[%i] : memref<?xf32>, vector<4xf32>
    %w = arith.addf %v, %v : vector<4xf32>
    vector.store %w, %T[%i] : memref<?xf32>, vector<4xf32>
    gpu.return
  }
  // Vector compare/select/math on vec4 views of f32 and i32 buffers: single vector
  // instructions. C = -max(exp(a > b ? a : b), a) / b + sitofp(I); I = 2I < I ? 2I : I.
  gpu.func @vec4_ops(%A: memref<8x128xf32>, %B: memref<8x128xf32>, %C: memref<8x128xf32>, %I: memref<8x128xi32>) kernel attributes {known_block_size = array<i32: 16, 1, 1>} {
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %x = gpu.thread_id x
    %bx = gpu.block_id x
    %y = gpu.block_id y
    %0 = arith.muli %bx, %c64 : index
    %1 = arith.muli %x, %c4 : index
    %j = arith.addi %0, %1 : index
    %a = vector.load %A[%y, %j] : memref<8x128xf32>, vector<4xf32>
    %b = vector.load %B[%y, %j] : memref<8x128xf32>, vector<4xf32>
    %i = vector.load %I[%y, %j] : memref<8x128xi32>, vector<4xi32>
    %gt = arith.cmpf ogt, %a, %b : vector<4xf32>
    %mx = arith.select %gt, %a, %b : vector<4xi1>, vector<4xf32>
    %e = math.exp %mx : vector<4xf32>
    %m = arith.maximumf %e, %a : vector<4xf32>
    %n = arith.negf %m : vector<4xf32>
    %d = arith.divf %n, %b : vector<4xf32>
    %fi = arith.sitofp %i : vector<4xi32> to vector<4xf32>
    %r = arith.addf %d, %fi : vector<4xf32>
    %ii = arith.addi %i, %i : vector<4xi32>
    %ci = arith.cmpi slt, %ii, %i : vector<4xi32>
    %si = arith.select %ci, %ii, %i : vector<4xi1>, vector<4xi32>
    vector.store %r, %C[%y, %j] : memref<8x128xf32>, vector<4xf32>
    vector.store %si, %I[%y, %j] : memref<8x128xi32>, vector<4xi32>
    gpu.return
  }
  // Loads at known misalignments (j + 1, j + 2, j + 3) of a buffer with no aligned access:
  // it still gets the vec4 view, and each load is two vector loads and a shuffle.
  // C[y][j..j+4] = A[y][j+1..] + A[y][j+2..] + A[y][j+3..].
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
