// RUN: tessera opt %s --split-input-file --pass-pipeline="builtin.module(tessera-map-to-gpu{textures=false},tessera-subgroup-share)" | FileCheck %s
// RUN: tessera opt %s --split-input-file --pass-pipeline="builtin.module(tessera-map-to-gpu{subgroup-broadcast=false textures=false},tessera-subgroup-share)" | FileCheck --check-prefix=OFF %s

// On a CPU adapter that broadcasts within 8-wide subgroups, a matmul band gets one
// subgroup per workgroup and an 8 x 32 register tile; the 32 rows of A that all lanes
// read in each k step become 4 lane-distributed loads (row = base + 8j + lane) and 32
// constant-lane shuffles. B's loads depend on the lane and stay as they are.

// CHECK-LABEL: func.func @matmul
// CHECK: gpu.launch
// CHECK-SAME: threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %c8{{.*}}, %{{.*}} = %c1{{.*}}, %{{.*}} = %c1{{.*}})
// CHECK: affine.for
// CHECK-COUNT-4: affine.load %arg0[%{{.*}}, %{{.*}}] : memref<64x32xf32>
// CHECK-NOT: affine.load %arg0
// CHECK: gpu.shuffle idx %{{.*}}, %{{.*}}, %{{.*}} : f32
// CHECK: } {tessera.launch_kind = "band", tessera.register_tile = array<i64: 8, 32, 1>}

// OFF-LABEL: func.func @matmul
// OFF: threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %c16{{.*}}, %{{.*}} = %c8{{.*}}, %{{.*}} = %c1{{.*}})
// OFF-NOT: gpu.shuffle
func.func @matmul(%A: memref<64x32xf32>, %B: memref<32x64xf32>, %C: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      affine.for %k = 0 to 32 {
        %a = affine.load %A[%i, %k] : memref<64x32xf32>
        %b = affine.load %B[%k, %j] : memref<32x64xf32>
        %c = affine.load %C[%i, %j] : memref<64x64xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<64x64xf32>
      }
    }
  }
  return
}

// -----

// An elementwise band has no loop, so no sharing and the usual 16 x 8 workgroups.
// CHECK-LABEL: func.func @scale
// CHECK: threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %c16{{.*}}, %{{.*}} = %c8{{.*}}, %{{.*}} = %c1{{.*}})
// CHECK-NOT: gpu.shuffle
// OFF-LABEL: func.func @scale
func.func @scale(%A: memref<64x64xf32>) {
  %two = arith.constant 2.0 : f32
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %a = affine.load %A[%i, %j] : memref<64x64xf32>
      %p = arith.mulf %a, %two : f32
      affine.store %p, %A[%i, %j] : memref<64x64xf32>
    }
  }
  return
}

// -----

// Rows along the innermost dim: the 32 values every lane reads per step,
// Wt[c, f0 .. f0 + 31], are consecutive. Lane l loads the vector Wt[c, f0 + 4l .. +3]
// (8 lanes cover the 32), and value i is element i mod 4 of lane i / 4's vector.

// CHECK-LABEL: func.func @rows_inner
// CHECK: affine.for
// CHECK: %[[V:.*]] = affine.vector_load %arg1[%{{.*}}, %{{.*}}] : memref<16x64xf32>, vector<4xf32>
// CHECK-NOT: affine.load %arg1
// CHECK: %[[E:.*]] = vector.extract %[[V]][0] : f32 from vector<4xf32>
// CHECK: gpu.shuffle idx %[[E]], %{{.*}}, %{{.*}} : f32
// CHECK-COUNT-31: gpu.shuffle idx
// CHECK-NOT: affine.load %arg1
// CHECK: } {tessera.launch_kind = "band", tessera.register_tile = array<i64: 8, 32, 1>}

// OFF-LABEL: func.func @rows_inner
// OFF-NOT: gpu.shuffle
func.func @rows_inner(%X: memref<16x64xf32>, %Wt: memref<16x64xf32>, %O: memref<64x64xf32>) {
  affine.for %f = 0 to 64 {
    affine.for %x = 0 to 64 {
      affine.for %c = 0 to 16 {
        %w = affine.load %Wt[%c, %f] : memref<16x64xf32>
        %v = affine.load %X[%c, %x] : memref<16x64xf32>
        %o = affine.load %O[%f, %x] : memref<64x64xf32>
        %p = arith.mulf %w, %v : f32
        %s = arith.addf %o, %p : f32
        affine.store %s, %O[%f, %x] : memref<64x64xf32>
      }
    }
  }
  return
}
