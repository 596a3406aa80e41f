// RUN: tessera opt %s --split-input-file --tessera-map-to-gpu | FileCheck %s
// RUN: tessera opt %s --split-input-file --tessera-map-to-gpu="vectorize=false" | FileCheck --check-prefix=OFF %s
//
// Vectorisation along local X on CPU adapters (gpu/map/vectorize/): loop-free bodies get
// vector<4xf32> accesses and arithmetic, reduction loops vector<4xf32> partial results.
// OFF-NOT: vector<

// Loop-free body, 100 elements: 25 invocations of 4 consecutive elements each.
// CHECK-LABEL: func.func @small_1d
// CHECK:         %[[C25:.*]] = arith.constant 25 : index
// CHECK:         gpu.launch {{.*}} threads({{.*}}) in (%{{.*}} = %[[C25]], %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) {
// CHECK-NEXT:      %[[I:.*]] = affine.apply
// CHECK-NEXT:      %[[V:.*]] = affine.vector_load %{{.*}}[%[[I]]] : memref<100xf32>, vector<4xf32>
// CHECK-NEXT:      %[[W:.*]] = arith.addf %[[V]], %[[V]] : vector<4xf32>
// CHECK-NEXT:      affine.vector_store %[[W]], %{{.*}}[%[[I]]] : memref<100xf32>, vector<4xf32>
// CHECK:         } {tessera.launch_kind = "band", tessera.register_tile = array<i64: 4, 1, 1>}
func.func @small_1d(%A: memref<100xf32>) {
  affine.for %i = 0 to 100 {
    %v = affine.load %A[%i] : memref<100xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %A[%i] : memref<100xf32>
  }
  return
}


// -----

// The x-invariant row scale is loaded once per invocation and broadcast.
// CHECK-LABEL: func.func @scale_rows
// CHECK:         %[[A:.*]] = affine.vector_load %{{.*}} : memref<16x128xf32>, vector<4xf32>
// CHECK-NEXT:    %[[F:.*]] = affine.load %{{.*}} : memref<16xf32>
// CHECK-NEXT:    %[[B:.*]] = vector.broadcast %[[F]] : f32 to vector<4xf32>
// CHECK-NEXT:    %[[P:.*]] = arith.mulf %[[A]], %[[B]] : vector<4xf32>
// CHECK-NEXT:    affine.vector_store %[[P]], %{{.*}} : memref<16x128xf32>, vector<4xf32>
func.func @scale_rows(%A: memref<16x128xf32>, %s: memref<16xf32>, %B: memref<16x128xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 128 {
      %a = affine.load %A[%i, %j] : memref<16x128xf32>
      %f = affine.load %s[%i] : memref<16xf32>
      %p = arith.mulf %a, %f : f32
      affine.store %p, %B[%i, %j] : memref<16x128xf32>
    }
  }
  return
}


// -----

// A row reduction: partial maxima from -inf over a step-4 loop, one vector.reduction
// that folds in the initial value, flagged reassoc (the partial maxima reassociate).
// CHECK-LABEL: func.func @row_max
// CHECK:         %[[INIT:.*]] = arith.constant -1.000000e+30 : f32
// CHECK:         %[[NINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK-NEXT:    %[[Z:.*]] = vector.broadcast %[[NINF]] : f32 to vector<4xf32>
// CHECK-NEXT:    %[[M:.*]] = affine.for %[[J:.*]] = 0 to 64 step 4 iter_args(%[[ACC:.*]] = %[[Z]]) -> (vector<4xf32>) {
// CHECK-NEXT:      %[[A:.*]] = affine.vector_load %{{.*}}[%{{.*}}, %[[J]]] : memref<32x64xf32>, vector<4xf32>
// CHECK-NEXT:      %[[N:.*]] = arith.maximumf %[[ACC]], %[[A]] : vector<4xf32>
// CHECK-NEXT:      affine.yield %[[N]] : vector<4xf32>
// CHECK:         %[[R:.*]] = vector.reduction <maximumf>, %[[M]], %[[INIT]] fastmath<reassoc> : vector<4xf32> into f32
// CHECK-NEXT:    affine.store %[[R]]
func.func @row_max(%A: memref<32x64xf32>, %r: memref<32xf32>) {
  %ninf = arith.constant -1.0e30 : f32
  affine.for %i = 0 to 32 {
    %m = affine.for %j = 0 to 64 iter_args(%acc = %ninf) -> (f32) {
      %a = affine.load %A[%i, %j] : memref<32x64xf32>
      %n = arith.maximumf %acc, %a : f32
      affine.yield %n : f32
    }
    affine.store %m, %r[%i] : memref<32xf32>
  }
  return
}


// -----

// A transposed read keeps scalar lanes.
// CHECK-LABEL: func.func @transpose
// CHECK-NOT:     vector
// CHECK:         return
func.func @transpose(%A: memref<64x64xf32>, %B: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %a = affine.load %A[%j, %i] : memref<64x64xf32>
      affine.store %a, %B[%i, %j] : memref<64x64xf32>
    }
  }
  return
}
