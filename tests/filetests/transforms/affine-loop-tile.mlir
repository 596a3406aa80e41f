// RUN: tessera opt %s --split-input-file --affine-loop-tile="tile-size=32" | FileCheck %s
// RUN: tessera opt %s --split-input-file --affine-loop-tile="tile-sizes=16,8 separate" | FileCheck --check-prefix=SEP %s
// RUN: tessera opt %s --split-input-file --affine-loop-tile="cache-size=64" | FileCheck --check-prefix=CACHE %s

// CHECK-DAG: [[$LB:#map[0-9]*]] = affine_map<(d0) -> (d0)>
// CHECK-DAG: [[$UB:#map[0-9]*]] = affine_map<(d0) -> (d0 + 32)>
// CHECK-DAG: [[$UB_MIN:#map[0-9]*]] = affine_map<(d0) -> (d0 + 32, 50)>

// CHECK-LABEL: func.func @matmul
// CHECK-NEXT:   affine.for %[[II:.*]] = 0 to 256 step 32 {
// CHECK-NEXT:     affine.for %[[JJ:.*]] = 0 to 512 step 32 {
// CHECK-NEXT:       affine.for %[[KK:.*]] = 0 to 50 step 32 {
// CHECK-NEXT:         affine.for %[[I:.*]] = [[$LB]](%[[II]]) to [[$UB]](%[[II]]) {
// CHECK-NEXT:           affine.for %[[J:.*]] = [[$LB]](%[[JJ]]) to [[$UB]](%[[JJ]]) {
// CHECK-NEXT:             affine.for %[[K:.*]] = [[$LB]](%[[KK]]) to min [[$UB_MIN]](%[[KK]]) {
// CHECK-NEXT:               affine.load %{{.*}}[%[[I]], %[[K]]]
// CHECK-NEXT:               affine.load %{{.*}}[%[[K]], %[[J]]]
// SEP-LABEL: func.func @matmul
// SEP:         affine.for %{{.*}} = 0 to 256 step 16 {
// SEP-NEXT:      affine.for %{{.*}} = 0 to 512 step 8 {
// SEP-NEXT:        affine.for %{{.*}} = 0 to 50 step 4 {
// SEP-NEXT:          affine.if #{{.*}}(%{{.*}}) {
// SEP:               } else {
// CACHE-LABEL: func.func @matmul
// CACHE:         affine.for %{{.*}} = 0 to 256 step 2 {
// CACHE-NEXT:      affine.for %{{.*}} = 0 to 512 step 2 {
// CACHE-NEXT:        affine.for %{{.*}} = 0 to 50 step 2 {
func.func @matmul(%A: memref<256x50xf32>, %B: memref<50x512xf32>, %C: memref<256x512xf32>) {
  affine.for %i = 0 to 256 {
    affine.for %j = 0 to 512 {
      affine.for %k = 0 to 50 {
        %a = affine.load %A[%i, %k] : memref<256x50xf32>
        %b = affine.load %B[%k, %j] : memref<50x512xf32>
        %c = affine.load %C[%i, %j] : memref<256x512xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<256x512xf32>
      }
    }
  }
  return
}

// -----

// Symbolic bounds: the tile's upper bound is a min with the original bound.
// CHECK-DAG: [[$MAP_SYM:#map[0-9]*]] = affine_map<(d0)[s0] -> (d0 + 32, s0)>
// CHECK-LABEL: func.func @dynamic
// CHECK:         affine.for %[[I:.*]] = 0 to %[[N:.*]] step 32 {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to %[[M:.*]] step 32 {
// CHECK-NEXT:        affine.for %{{.*}} = #{{.*}}(%[[I]]) to min [[$MAP_SYM]](%[[I]])[%[[N]]] {
// CHECK-NEXT:          affine.for %{{.*}} = #{{.*}}(%[[J]]) to min [[$MAP_SYM]](%[[J]])[%[[M]]] {
// SEP-DAG: [[$SEP_COND:#set[0-9]*]] = affine_set<(d0, d1)[s0, s1] : (-d0 + s0 - 16 >= 0, -d1 + s1 - 8 >= 0)>
// SEP-LABEL: func.func @dynamic
// SEP:         affine.for %[[I:.*]] = 0 to %[[N:.*]] step 16 {
// SEP-NEXT:      affine.for %[[J:.*]] = 0 to %[[M:.*]] step 8 {
// SEP-NEXT:        affine.if [[$SEP_COND]](%[[I]], %[[J]])[%[[N]], %[[M]]] {
// SEP-NEXT:          affine.for %{{.*}} = #{{.*}}(%[[I]]) to #{{.*}}(%[[I]]) {
// SEP-NEXT:            affine.for %{{.*}} = #{{.*}}(%[[J]]) to #{{.*}}(%[[J]]) {
// SEP:             } else {
// SEP-NEXT:          affine.for %{{.*}} = #{{.*}}(%[[I]]) to min #{{.*}}(%[[I]])[%[[N]]] {
// SEP-NEXT:            affine.for %{{.*}} = #{{.*}}(%[[J]]) to min #{{.*}}(%[[J]])[%[[M]]] {
func.func @dynamic(%A: memref<?x?xf32>, %N: index, %M: index) {
  affine.for %i = 0 to %N {
    affine.for %j = 0 to %M {
      %v = affine.load %A[%i, %j] : memref<?x?xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %A[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// -----

// A trip count smaller than the tile: the intra-tile loop runs the whole trip count.
// CHECK-DAG: [[$UB10:#map[0-9]*]] = affine_map<(d0) -> (d0 + 10)>
// CHECK-LABEL: func.func @small
// CHECK:         affine.for %[[I:.*]] = 0 to 10 step 32 {
// CHECK-NEXT:      affine.for %{{.*}} = #{{.*}}(%[[I]]) to [[$UB10]](%[[I]]) {
func.func @small(%A: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%i] : memref<10xf32>
    affine.store %v, %A[%i] : memref<10xf32>
  }
  return
}

// -----

// Steps scale the tile-space step and the intra-tile span.
// CHECK-DAG: [[$UB_STEP:#map[0-9]*]] = affine_map<(d0) -> (d0 + 64, 200)>
// CHECK-LABEL: func.func @stepped
// CHECK:         affine.for %[[I:.*]] = 4 to 200 step 64 {
// CHECK-NEXT:      affine.for %{{.*}} = #{{.*}}(%[[I]]) to min [[$UB_STEP]](%[[I]]) step 2 {
func.func @stepped(%A: memref<200xf32>) {
  affine.for %i = 4 to 200 step 2 {
    %v = affine.load %A[%i] : memref<200xf32>
    affine.store %v, %A[%i] : memref<200xf32>
  }
  return
}

// -----

// A dependence carried by the outer loop with a negative inner distance: tiling would be
// illegal, the band is left alone.
// CHECK-LABEL: func.func @skewed_dependence
// CHECK-NEXT:    affine.for %{{.*}} = 1 to 64 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 63 {
func.func @skewed_dependence(%A: memref<64x64xf32>) {
  affine.for %i = 1 to 64 {
    affine.for %j = 0 to 63 {
      %v = affine.load %A[%i - 1, %j + 1] : memref<64x64xf32>
      affine.store %v, %A[%i, %j] : memref<64x64xf32>
    }
  }
  return
}
