// RUN: tessera opt %s --split-input-file --tessera-map-to-gpu="subgroup-broadcast=false vectorize=false" | FileCheck %s
// RUN: tessera opt %s --split-input-file --tessera-map-to-gpu="workgroup-size=8,4 register-tile=2,2 textures=false" | FileCheck --check-prefix=SMALL %s

// A 2-D band with a reduction loop: 16x8 invocations, a 4x4 register tile per invocation,
// one k loop carrying the 16 accumulators; the tiles divide the bounds: no guard.
// CHECK-DAG: #[[$MX:.*]] = affine_map<()[s0, s1] -> (s0 * 64 + s1)>
// CHECK-DAG: #[[$MY:.*]] = affine_map<()[s0, s1] -> (s0 * 32 + s1)>
// CHECK-DAG: #[[$MX1:.*]] = affine_map<()[s0, s1] -> (s0 * 64 + s1 + 16)>
// CHECK-LABEL: func.func @matmul
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK:         gpu.launch blocks(%[[BX:.*]], %[[BY:.*]], %{{.*}}) in (%{{.*}} = %[[C2]], %{{.*}} = %[[C2]], %{{.*}} = %[[C1]]) threads(%[[TX:.*]], %[[TY:.*]], %{{.*}}) in (%{{.*}} = %[[C16]], %{{.*}} = %[[C8]], %{{.*}} = %[[C1]]) {
// CHECK-NEXT:      %[[I0:.*]] = affine.apply #[[$MY]]()[%[[BY]], %[[TY]]]
// CHECK-NEXT:      %[[J0:.*]] = affine.apply #[[$MX]]()[%[[BX]], %[[TX]]]
// CHECK-NEXT:      %[[J1:.*]] = affine.apply #[[$MX1]]()[%[[BX]], %[[TX]]]
// CHECK:           %[[C00:.*]] = affine.load %{{.*}}[%[[I0]], %[[J0]]] : memref<64x128xf32>
// CHECK:           %[[R:.*]]:16 = affine.for %[[K:.*]] = 0 to 32 iter_args(%[[ACC:.*]] = %[[C00]], {{.*}}) -> ({{.*}}) {
// CHECK-NEXT:        %[[A0:.*]] = affine.load %{{.*}}[%[[I0]], %[[K]]] : memref<64x32xf32>
// CHECK:             %[[B0:.*]] = affine.load %{{.*}}[%[[K]], %[[J0]]] : memref<32x128xf32>
// CHECK:             %[[P:.*]] = arith.mulf %[[A0]], %[[B0]] : f32
// CHECK:             arith.addf %[[ACC]], %[[P]] : f32
// CHECK:             affine.yield
// CHECK:           affine.store %[[R]]#0, %{{.*}}[%[[I0]], %[[J0]]] : memref<64x128xf32>
// CHECK-NOT:       affine.if
// CHECK:           gpu.terminator
// CHECK-NEXT:    } {tessera.launch_kind = "band", tessera.register_tile = array<i64: 4, 4, 1>}
// SMALL-LABEL: func.func @matmul
// SMALL:         gpu.launch blocks({{.*}}) in (%{{.*}} = %c8, %{{.*}} = %c8, %{{.*}} = %c1) threads({{.*}}) in (%{{.*}} = %c8, %{{.*}} = %c4, %{{.*}} = %c1)
// SMALL:           affine.for %{{.*}} = 0 to 32 iter_args({{.*}}) -> (f32, f32, f32, f32) {
// SMALL:         } {tessera.launch_kind = "band", tessera.register_tile = array<i64: 2, 2, 1>}
func.func @matmul(%A: memref<64x32xf32>, %B: memref<32x128xf32>, %C: memref<64x128xf32>) {
  affine.parallel (%i, %j) = (0, 0) to (64, 128) {
    affine.for %k = 0 to 32 {
      %a = affine.load %A[%i, %k] : memref<64x32xf32>
      %b = affine.load %B[%k, %j] : memref<32x128xf32>
      %c = affine.load %C[%i, %j] : memref<64x128xf32>
      %p = arith.mulf %a, %b : f32
      %s = arith.addf %c, %p : f32
      affine.store %s, %C[%i, %j] : memref<64x128xf32>
    }
  }
  return
}

// -----

// A trip count smaller than the preferred workgroup: one workgroup of exactly 100.
// Parallel affine.for loops are mapped too (the pass runs the dependence analysis).
// CHECK-LABEL: func.func @small_1d
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C100:.*]] = arith.constant 100 : index
// CHECK:         gpu.launch blocks(%[[BX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C1]], %{{.*}} = %[[C1]], %{{.*}} = %[[C1]]) threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C100]], %{{.*}} = %[[C1]], %{{.*}} = %[[C1]]) {
// CHECK-NEXT:      %[[I:.*]] = affine.apply #{{.*}}()[%[[BX]], %[[TX]]]
// CHECK-NEXT:      affine.load %{{.*}}[%[[I]]] : memref<100xf32>
// SMALL-LABEL: func.func @small_1d
// SMALL:         gpu.launch blocks({{.*}}) in (%{{.*}} = %c7, {{.*}}) threads({{.*}}) in (%{{.*}} = %c8,
// SMALL:           affine.if #{{.*}}()[%{{.*}}] {
// SMALL:           } else {
// SMALL-NEXT:        affine.for %{{.*}} = 0 to 2 {
// SMALL:               affine.if
func.func @small_1d(%A: memref<100xf32>) {
  affine.for %i = 0 to 100 {
    %v = affine.load %A[%i] : memref<100xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %A[%i] : memref<100xf32>
  }
  return
}

// -----

// Dynamic bounds: trip counts and grid computed on the host, full tiles jammed under an
// affine.if, partial tiles guarded per instance.
// CHECK-DAG: #[[$MAX0:.*]] = affine_map<()[s0] -> (0, s0)>
// CHECK-DAG: #[[$GX:.*]] = affine_map<()[s0] -> (s0 ceildiv 64)>
// CHECK-DAG: #[[$GY:.*]] = affine_map<()[s0] -> (s0 ceildiv 8)>
// CHECK-DAG: #[[$FULL:.*]] = affine_set<()[s0, s1, s2, s3] : (s0 - s1 * 64 - 64 >= 0, s2 - s3 * 8 - 8 >= 0)>
// CHECK-LABEL: func.func @dynamic
// CHECK:         %[[M:.*]] = memref.dim
// CHECK-DAG:     %[[NY:.*]] = affine.max #[[$MAX0]]()[%[[M]]]
// CHECK-DAG:     %[[NX:.*]] = affine.max #[[$MAX0]]()[%arg2]
// CHECK:         %[[GX:.*]] = affine.apply #[[$GX]]()[%[[NX]]]
// CHECK:         %[[GY:.*]] = affine.apply #[[$GY]]()[%[[NY]]]
// CHECK:         gpu.launch blocks(%[[BX:.*]], %[[BY:.*]], %{{.*}}) in (%{{.*}} = %[[GX]], %{{.*}} = %[[GY]], %{{.*}} = %{{.*}}) threads
// CHECK-NEXT:      affine.if #[[$FULL]]()[%[[NX]], %[[BX]], %[[NY]], %[[BY]]] {
// CHECK-COUNT-4:     affine.store
// CHECK:           } else {
// CHECK-NEXT:        affine.for %[[A:.*]] = 0 to 4 {
// CHECK:               affine.if #{{.*}}(%[[A]])[%[[NX]], %[[BX]], %{{.*}}, %[[NY]], %[[BY]], %{{.*}}] {
// CHECK-NEXT:            affine.load
// CHECK-NEXT:            affine.load
// CHECK-NEXT:            arith.addf
// CHECK-NEXT:            affine.store
// (`%B[%i]` is shared along x, so the register tile along x pays off: 4 instances.)
func.func @dynamic(%A: memref<?x?xf32>, %B: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %m = memref.dim %A, %c0 : memref<?x?xf32>
  affine.parallel (%i, %j) = (0, 0) to (symbol(%m), symbol(%n)) {
    %v = affine.load %A[%i, %j] : memref<?x?xf32>
    %b = affine.load %B[%i] : memref<?xf32>
    %s = arith.addf %v, %b : f32
    affine.store %s, %A[%i, %j] : memref<?x?xf32>
  }
  return
}

// -----

// Four parallel dims: the two outer ones are linearized on z (floordiv/mod by the inner
// trip count).
// CHECK-DAG: #[[$DIV:.*]] = affine_map<()[s0] -> (s0 floordiv 3)>
// CHECK-DAG: #[[$MOD:.*]] = affine_map<()[s0] -> (s0 mod 3)>
// CHECK-LABEL: func.func @linearized
// CHECK:         %[[C6:.*]] = arith.constant 6 : index
// CHECK:         gpu.launch blocks(%{{.*}}, %{{.*}}, %[[BZ:.*]]) in (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %[[C6]])
// CHECK:           %[[A:.*]] = affine.apply #[[$DIV]]()[%[[BZ]]]
// CHECK-NEXT:      %[[B:.*]] = affine.apply #[[$MOD]]()[%[[BZ]]]
// CHECK:           affine.load %{{.*}}[%[[A]], %[[B]], %{{.*}}, %{{.*}}] : memref<2x3x4x8xf32>
func.func @linearized(%A: memref<2x3x4x8xf32>) {
  affine.parallel (%a, %b, %c, %d) = (0, 0, 0, 0) to (2, 3, 4, 8) {
    %v = affine.load %A[%a, %b, %c, %d] : memref<2x3x4x8xf32>
    %w = arith.mulf %v, %v : f32
    affine.store %w, %A[%a, %b, %c, %d] : memref<2x3x4x8xf32>
  }
  return
}

// -----

// A sequential time loop stays on the host, with a launch per step.
// CHECK-LABEL: func.func @time_loop
// CHECK-NEXT:    affine.for %{{.*}} = 0 to 10 {
// CHECK:           gpu.launch
// CHECK:           gpu.launch
// CHECK:         } {tessera.launch_kind = "band", tessera.register_tile = array<i64: 1, 1, 1>}
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @time_loop(%A: memref<64xf32>, %B: memref<64xf32>) {
  affine.for %t = 0 to 10 {
    affine.parallel (%i) = (1) to (63) {
      %l = affine.load %A[%i - 1] : memref<64xf32>
      %r = affine.load %A[%i + 1] : memref<64xf32>
      %s = arith.addf %l, %r : f32
      affine.store %s, %B[%i] : memref<64xf32>
    }
    affine.parallel (%i) = (1) to (63) {
      %v = affine.load %B[%i] : memref<64xf32>
      affine.store %v, %A[%i] : memref<64xf32>
    }
  }
  return
}

// -----

// A recurrence has no parallelism: it runs sequentially in a one-invocation kernel.
// CHECK-LABEL: func.func @recurrence
// CHECK:         %[[C1:.*]] = arith.constant 1 : index
// CHECK:         gpu.launch blocks(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C1]], %{{.*}} = %[[C1]], %{{.*}} = %[[C1]]) threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C1]], %{{.*}} = %[[C1]], %{{.*}} = %[[C1]]) {
// CHECK-NEXT:      affine.for %{{.*}} = 1 to 64 {
func.func @recurrence(%A: memref<64xf32>) {
  affine.for %i = 1 to 64 {
    %p = affine.load %A[%i - 1] : memref<64xf32>
    %v = affine.load %A[%i] : memref<64xf32>
    %s = arith.addf %p, %v : f32
    affine.store %s, %A[%i] : memref<64xf32>
  }
  return
}

// -----

// A full reduction: per-invocation partials, then one invocation combines them; the host
// reads the result.
// CHECK-LABEL: func.func @sum
// CHECK:         %[[P:.*]] = memref.alloc() : memref<128xf32>
// CHECK:         %[[F:.*]] = memref.alloc() : memref<1xf32>
// CHECK:         gpu.launch
// CHECK:           %[[ACC:.*]] = affine.for %{{.*}} = %{{.*}} to 512 step 128 iter_args
// CHECK:           affine.store %[[ACC]], %[[P]][%{{.*}}] : memref<128xf32>
// CHECK:         gpu.launch
// CHECK:           affine.for %{{.*}} = 0 to 128 iter_args
// CHECK:           affine.store %{{.*}}, %[[F]][0] : memref<1xf32>
// CHECK:         %[[R:.*]] = memref.load %[[F]][%{{.*}}] : memref<1xf32>
// CHECK:         memref.dealloc %[[P]]
// CHECK:         return %[[R]] : f32
func.func @sum(%A: memref<512xf32>) -> f32 {
  %r = affine.parallel (%i) = (0) to (512) reduce ("addf") -> (f32) {
    %v = affine.load %A[%i] : memref<512xf32>
    affine.yield %v : f32
  }
  return %r : f32
}
