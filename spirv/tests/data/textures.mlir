// Kernel arguments read through textures (`tessera.textures`, emit/texture.rs): scalar loads
// at constant and dynamic components, aligned, unaligned and dynamic vector loads of 2-4
// lanes (unaligned ones crossing into the next row), affine.load, memref.dim, ranks 1 and 3.
// tests/textures.rs runs every kernel on the adapter and checks each element read.

gpu.module @kernels {
  // out[y][j + k] = T[y][j + k], j = 4 tid, k = 0..3: constant components.
  gpu.func @tex_scalar(%out: memref<8x64xf32>, %T: memref<8x64xf32>) kernel attributes {known_block_size = array<i32: 16, 1, 1>, tessera.textures = array<i64: 1>} {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %t = gpu.thread_id x
    %y = gpu.block_id y
    %j = arith.muli %t, %c4 : index
    %j1 = arith.addi %j, %c1 : index
    %j2 = arith.addi %j, %c2 : index
    %j3 = arith.addi %j, %c3 : index
    %a0 = memref.load %T[%y, %j] : memref<8x64xf32>
    %a1 = memref.load %T[%y, %j1] : memref<8x64xf32>
    %a2 = memref.load %T[%y, %j2] : memref<8x64xf32>
    %a3 = memref.load %T[%y, %j3] : memref<8x64xf32>
    memref.store %a0, %out[%y, %j] : memref<8x64xf32>
    memref.store %a1, %out[%y, %j1] : memref<8x64xf32>
    memref.store %a2, %out[%y, %j2] : memref<8x64xf32>
    memref.store %a3, %out[%y, %j3] : memref<8x64xf32>
    gpu.return
  }

  // Unknown residues (x = tid): o1[y][x] = T[y][x]; o4, o2, o3 = T[y][x .. x + n] as
  // vectors of 4, 2 and 3 lanes (past the end of a row they continue in the next one).
  gpu.func @tex_dynamic(%o1: memref<8x64xf32>, %T: memref<9x64xf32>, %o4: memref<8x64x4xf32>, %o2: memref<8x64x2xf32>, %o3: memref<8x64x3xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>, tessera.textures = array<i64: 1>} {
    %c0 = arith.constant 0 : index
    %x = gpu.thread_id x
    %y = gpu.block_id y
    %s = memref.load %T[%y, %x] : memref<9x64xf32>
    memref.store %s, %o1[%y, %x] : memref<8x64xf32>
    %v4 = vector.load %T[%y, %x] : memref<9x64xf32>, vector<4xf32>
    vector.store %v4, %o4[%y, %x, %c0] : memref<8x64x4xf32>, vector<4xf32>
    %v2 = vector.load %T[%y, %x] : memref<9x64xf32>, vector<2xf32>
    vector.store %v2, %o2[%y, %x, %c0] : memref<8x64x2xf32>, vector<2xf32>
    %v3 = vector.load %T[%y, %x] : memref<9x64xf32>, vector<3xf32>
    vector.store %v3, %o3[%y, %x, %c0] : memref<8x64x3xf32>, vector<3xf32>
    gpu.return
  }

  // Known residues, j = 4 tid: a = T[y][j..+4] (the texel), b = T[y][j+1..+4] (two texels,
  // the last one of a row followed by the first of the next), c = T[y][j+3..+4],
  // d = T[y][j+1..+2] (one texel), e = T[y][j+2..+3] (two texels), f = T[y][j+2..+2].
  gpu.func @tex_known(%T: memref<9x64xf32>, %a: memref<8x64xf32>, %b: memref<8x64xf32>, %c: memref<8x64xf32>, %d: memref<8x16x2xf32>, %e: memref<8x16x3xf32>, %f: memref<8x16x2xf32>) kernel attributes {known_block_size = array<i32: 16, 1, 1>, tessera.textures = array<i64: 0>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %t = gpu.thread_id x
    %y = gpu.block_id y
    %j = arith.muli %t, %c4 : index
    %j1 = arith.addi %j, %c1 : index
    %j2 = arith.addi %j, %c2 : index
    %j3 = arith.addi %j, %c3 : index
    %va = vector.load %T[%y, %j] : memref<9x64xf32>, vector<4xf32>
    vector.store %va, %a[%y, %j] : memref<8x64xf32>, vector<4xf32>
    %vb = vector.load %T[%y, %j1] : memref<9x64xf32>, vector<4xf32>
    vector.store %vb, %b[%y, %j] : memref<8x64xf32>, vector<4xf32>
    %vc = vector.load %T[%y, %j3] : memref<9x64xf32>, vector<4xf32>
    vector.store %vc, %c[%y, %j] : memref<8x64xf32>, vector<4xf32>
    %vd = vector.load %T[%y, %j1] : memref<9x64xf32>, vector<2xf32>
    vector.store %vd, %d[%y, %t, %c0] : memref<8x16x2xf32>, vector<2xf32>
    %ve = vector.load %T[%y, %j2] : memref<9x64xf32>, vector<3xf32>
    vector.store %ve, %e[%y, %t, %c0] : memref<8x16x3xf32>, vector<3xf32>
    %vf = vector.load %T[%y, %j2] : memref<9x64xf32>, vector<2xf32>
    vector.store %vf, %f[%y, %t, %c0] : memref<8x16x2xf32>, vector<2xf32>
    gpu.return
  }

  // Rank 1, x = 64 bid + tid: o1[x] = T[x] (dynamic component, guarded by memref.dim);
  // j = 4x mod 124: o4[j..+4] = T[j..+4] (the texel), o5[j..+4] = T[j+1..+4].
  gpu.func @tex_1d(%o1: memref<128xf32>, %T: memref<128xf32>, %o4: memref<128xf32>, %o5: memref<128xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>, tessera.textures = array<i64: 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %c124 = arith.constant 124 : index
    %t = gpu.thread_id x
    %bx = gpu.block_id x
    %b64 = arith.muli %bx, %c64 : index
    %x = arith.addi %b64, %t : index
    %n = memref.dim %T, %c0 : memref<128xf32>
    %in = arith.cmpi slt, %x, %n : index
    scf.if %in {
      %s = memref.load %T[%x] : memref<128xf32>
      memref.store %s, %o1[%x] : memref<128xf32>
    }
    %x4 = arith.muli %x, %c4 : index
    %j = arith.remui %x4, %c124 : index
    %v = vector.load %T[%j] : memref<128xf32>, vector<4xf32>
    vector.store %v, %o4[%j] : memref<128xf32>, vector<4xf32>
    %j1 = arith.addi %j, %c1 : index
    %w = vector.load %T[%j1] : memref<128xf32>, vector<4xf32>
    vector.store %w, %o5[%j] : memref<128xf32>, vector<4xf32>
    gpu.return
  }

  // Rank 3 (T: 2x3x64, texel row y = 3 i0 + i1), j = 4 tid: o[i0][i1][j..+4] = T[..][j..+4];
  // s[i0][i1][t] = T[..][j + 2]; a[..][t] = T[..][4t + 3] (affine.load, constant
  // component); b[..][t] = T[..][t + 5] (affine.load, dynamic component).
  gpu.func @tex_3d(%o: memref<2x3x64xf32>, %s: memref<2x3x16xf32>, %T: memref<2x3x64xf32>, %a: memref<2x3x16xf32>, %b: memref<2x3x16xf32>) kernel attributes {known_block_size = array<i32: 16, 1, 1>, tessera.textures = array<i64: 2>} {
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %t = gpu.thread_id x
    %i1 = gpu.block_id y
    %i0 = gpu.block_id z
    %j = arith.muli %t, %c4 : index
    %v = vector.load %T[%i0, %i1, %j] : memref<2x3x64xf32>, vector<4xf32>
    vector.store %v, %o[%i0, %i1, %j] : memref<2x3x64xf32>, vector<4xf32>
    %j2 = arith.addi %j, %c2 : index
    %e = memref.load %T[%i0, %i1, %j2] : memref<2x3x64xf32>
    memref.store %e, %s[%i0, %i1, %t] : memref<2x3x16xf32>
    %p = affine.load %T[%i0, %i1, %t * 4 + 3] : memref<2x3x64xf32>
    memref.store %p, %a[%i0, %i1, %t] : memref<2x3x16xf32>
    %q = affine.load %T[%i0, %i1, %t + 5] : memref<2x3x64xf32>
    memref.store %q, %b[%i0, %i1, %t] : memref<2x3x16xf32>
    gpu.return
  }
}
