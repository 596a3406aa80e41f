// RUN: tessera opt %s --split-input-file --tessera-gpu-pipeline="fp-contract=fast" | FileCheck %s
// RUN: tessera opt %s --split-input-file --tessera-gpu-pipeline="textures=false" | FileCheck --check-prefix=OFF %s
// RUN: tessera opt %s --split-input-file --tessera-gpu-pipeline="max-texture-dim=8" | FileCheck --check-prefix=OFF %s
// RUN: tessera opt %s --split-input-file --tessera-gpu-pipeline="max-workgroups-per-dim=16" | FileCheck --check-prefix=LIMIT %s
//
// Texture mode on CPU adapters (gpu/map/texture.rs): a register-tiled reduction whose
// lane-varying loads read memrefs that fit Rgba32Float textures is vectorised along x
// (vector<4xf32> accumulators, 8 lanes x 4 vectors x 16 rows), its k loop steps by 4 with A's
// four k values loaded as one vector (the 16 rows' vectors loaded by the lanes for each
// other and their elements shuffled from the owning lane, tessera-subgroup-share), the
// loop body is ordered chain by chain (gpu/opt/schedule.rs: texels first, then per
// row its shuffled values of A and the row's multiply-add chains), and the kernel lists
// its texture-read arguments.
// OFF-NOT: tessera.textures

// CHECK-LABEL: func.func @matmul
// CHECK:         gpu.launch_func @matmul_kernel::@matmul_kernel blocks in (%c1, %c4, %c1) threads in (%c8, %c1, %c1) args(%arg2 : memref<64x128xf32>, %arg0 : memref<64x64xf32>, %arg1 : memref<64x128xf32>)
// CHECK:       gpu.func @matmul_kernel(%[[C:.*]]: memref<64x128xf32>, %[[A:.*]]: memref<64x64xf32>, %[[B:.*]]: memref<64x128xf32>) kernel attributes {known_block_size = array<i32: 8, 1, 1>, tessera.bounds = "proven", tessera.launch_kind = "band", tessera.register_tile = array<i64: 16, 16, 1>, tessera.textures = array<i64: 1, 2>}
// CHECK:         %{{.*}}:64 = scf.for %[[K:.*]] = %c0 to %c64 step %c4 iter_args(
// CHECK:           %[[A0:.*]] = vector.load %[[A]][%{{.*}}, %[[K]]] : memref<64x64xf32>, vector<4xf32>
// CHECK:           %[[A8:.*]] = vector.load %[[A]][%{{.*}}, %[[K]]] : memref<64x64xf32>, vector<4xf32>
// CHECK-NEXT:      %[[B0:.*]] = vector.load %[[B]][%[[K]], %{{.*}}] : memref<64x128xf32>, vector<4xf32>
// CHECK:           %[[A03:.*]] = vector.extract %[[A0]][3] : f32 from vector<4xf32>
// CHECK-NEXT:      %{{.*}}:2 = gpu.shuffle idx %[[A03]], %c0_i32, %c8_i32 : f32
// CHECK:           %[[A00:.*]] = vector.extract %[[A0]][0] : f32 from vector<4xf32>
// CHECK-NEXT:      %[[S00:.*]]:2 = gpu.shuffle idx %[[A00]], %c0_i32, %c8_i32 : f32
// CHECK-NEXT:      %[[V00:.*]] = vector.broadcast %[[S00]]#0 : f32 to vector<4xf32>
// CHECK-NEXT:      %[[F0:.*]] = math.fma %[[V00]], %[[B0]], %{{.*}} fastmath<contract> : vector<4xf32>
// CHECK-NEXT:      %[[F1:.*]] = math.fma %{{.*}}, %{{.*}}, %[[F0]] fastmath<contract> : vector<4xf32>
// CHECK-NEXT:      %[[F2:.*]] = math.fma %{{.*}}, %{{.*}}, %[[F1]] fastmath<contract> : vector<4xf32>
// CHECK-NEXT:      %{{.*}} = math.fma %{{.*}}, %{{.*}}, %[[F2]] fastmath<contract> : vector<4xf32>
// CHECK-COUNT-8:   gpu.shuffle idx %{{.*}}, %c7_i32, %c8_i32 : f32
// CHECK:         vector.store %{{.*}}, %[[C]][%{{.*}}, %{{.*}}] : memref<64x128xf32>, vector<4xf32>
func.func @matmul(%A: memref<64x64xf32>, %B: memref<64x128xf32>, %C: memref<64x128xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 128 {
      affine.for %k = 0 to 64 {
        %a = affine.load %A[%i, %k] : memref<64x64xf32>
        %b = affine.load %B[%k, %j] : memref<64x128xf32>
        %c = affine.load %C[%i, %j] : memref<64x128xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<64x128xf32>
      }
    }
  }
  return
}

// -----

// B's rows of 48 floats are not a multiple of 64 (a texture row of 256 bytes): no texture
// mode. The rows of A that every lane reads are shared over the lanes; they come from a
// transposed copy At[k, i] (a copy kernel launched first), read through a texture as one
// vector of 4 rows per lane and step, and broadcast.
// CHECK-LABEL: func.func @matmul_48
// CHECK:         %[[AT:.*]] = memref.alloc() : memref<32x64xf32>
// CHECK:         gpu.launch_func @matmul_48_kernel::@matmul_48_kernel blocks in (%c32, %c1, %c1) threads in (%c64, %c1, %c1) args(%arg0 : memref<64x32xf32>, %[[AT]] : memref<32x64xf32>)
// CHECK:         gpu.launch_func @matmul_48_kernel_0::@matmul_48_kernel {{.*}}%[[AT]] : memref<32x64xf32>
// CHECK:         memref.dealloc %[[AT]] : memref<32x64xf32>
// CHECK:         gpu.func @matmul_48_kernel(%{{.*}}: memref<64x32xf32>, %{{.*}}: memref<32x64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>
// CHECK:         gpu.func @matmul_48_kernel({{.*}}) kernel attributes {known_block_size = array<i32: 8, 1, 1>, tessera.bounds = "proven", tessera.launch_kind = "band", tessera.register_tile = array<i64: 6, 32, 1>, tessera.textures = array<i64: 1>} {
// CHECK:         vector.load %arg1[%{{.*}}, %{{.*}}] : memref<32x64xf32>, vector<4xf32>
// CHECK:         gpu.shuffle idx
// The copy kernel would need 32 workgroups along x; with at most 16 there is no copy.
// LIMIT-LABEL: func.func @matmul_48
// LIMIT-NOT:     memref.alloc
// LIMIT:         return
func.func @matmul_48(%A: memref<64x32xf32>, %B: memref<32x48xf32>, %C: memref<64x48xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 48 {
      affine.for %k = 0 to 32 {
        %a = affine.load %A[%i, %k] : memref<64x32xf32>
        %b = affine.load %B[%k, %j] : memref<32x48xf32>
        %c = affine.load %C[%i, %j] : memref<64x48xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<64x48xf32>
      }
    }
  }
  return
}

// -----

// A loop-free body (element-wise) keeps its buffers: a texture would only add a copy.
// CHECK-LABEL: func.func @add
// CHECK:         gpu.func @add_kernel({{.*}}) kernel attributes {known_block_size = array<i32: 16, 8, 1>, tessera.bounds = "proven", tessera.launch_kind = "band", tessera.register_tile = array<i64: 4, 1, 1>} {
// CHECK:         vector.load
func.func @add(%A: memref<64x128xf32>, %B: memref<64x128xf32>, %C: memref<64x128xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 128 {
      %a = affine.load %A[%i, %j] : memref<64x128xf32>
      %b = affine.load %B[%i, %j] : memref<64x128xf32>
      %s = arith.addf %a, %b : f32
      affine.store %s, %C[%i, %j] : memref<64x128xf32>
    }
  }
  return
}

// -----

// Eligible memrefs, but the fitted x tile (8 lanes x 14 columns) is not whole vectors
// dividing 448: the band is planned as without textures (8 x 32 tile, shared rows, read
// from a transposed copy of A through a texture; B stays a buffer).
// CHECK-LABEL: func.func @matmul_448
// CHECK:         gpu.func @matmul_448_kernel({{.*}}) kernel attributes {known_block_size = array<i32: 64, 1, 1>
// CHECK:         gpu.func @matmul_448_kernel({{.*}}) kernel attributes {known_block_size = array<i32: 8, 1, 1>, tessera.bounds = "proven", tessera.launch_kind = "band", tessera.register_tile = array<i64: 8, 32, 1>, tessera.textures = array<i64: 1>} {
// CHECK:         gpu.shuffle idx
func.func @matmul_448(%A: memref<64x64xf32>, %B: memref<64x448xf32>, %C: memref<64x448xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 448 {
      affine.for %k = 0 to 64 {
        %a = affine.load %A[%i, %k] : memref<64x64xf32>
        %b = affine.load %B[%k, %j] : memref<64x448xf32>
        %c = affine.load %C[%i, %j] : memref<64x448xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<64x448xf32>
      }
    }
  }
  return
}

// -----

// A batched matmul whose B rows (48) rule out texture mode: the rows of A shared over the
// lanes vary in A's second dim, not its first (the batch), so no transposed copy is made
// (a copy with the batch innermost would not give the lanes consecutive rows).
// CHECK-LABEL: func.func @batched_48
// CHECK-NOT:     memref.alloc
// CHECK:         gpu.launch_func
// CHECK-NOT:     gpu.launch_func
// CHECK:         return
func.func @batched_48(%A: memref<64x64x32xf32>, %B: memref<64x32x48xf32>, %C: memref<64x64x48xf32>) {
  affine.for %b = 0 to 64 {
    affine.for %i = 0 to 64 {
      affine.for %j = 0 to 48 {
        affine.for %k = 0 to 32 {
          %a = affine.load %A[%b, %i, %k] : memref<64x64x32xf32>
          %x = affine.load %B[%b, %k, %j] : memref<64x32x48xf32>
          %c = affine.load %C[%b, %i, %j] : memref<64x64x48xf32>
          %p = arith.mulf %a, %x : f32
          %s = arith.addf %c, %p : f32
          affine.store %s, %C[%b, %i, %j] : memref<64x64x48xf32>
        }
      }
    }
  }
  return
}
