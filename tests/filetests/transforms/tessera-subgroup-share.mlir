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
// CHECK: } {tessera.register_tile = array<i64: 8, 32, 1>}

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
