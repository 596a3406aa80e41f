// RUN: tessera opt %s | tessera opt | FileCheck %s

// Custom assembly forms of the affine dialect, printed in upstream's canonical form
// (LLVM 18-20) and stable under print -> parse -> print.

// CHECK-DAG: #[[$LBMAX:.*]] = affine_map<(d0)[s0] -> (d0, s0 + 1)>
// CHECK-DAG: #[[$UBMIN:.*]] = affine_map<()[s0] -> (s0, 100)>
// CHECK-DAG: #[[$PLUS5:.*]] = affine_map<(d0) -> (d0 + 5)>
// CHECK-DAG: #[[$ID:.*]] = affine_map<(d0) -> (d0)>
// CHECK-DAG: #[[$APPLY:.*]] = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
// CHECK-DAG: #[[$SYMONLY:.*]] = affine_map<()[s0] -> (s0 floordiv 4)>
// CHECK-DAG: #[[$MIN:.*]] = affine_map<(d0)[s0] -> (d0 + 4, s0)>
// CHECK-DAG: #[[$SET:.*]] = affine_set<(d0)[s0] : (d0 >= 0, -d0 + s0 - 1 >= 0)>
// CHECK-DAG: #[[$SET2:.*]] = affine_set<(d0) : (d0 - 5 >= 0)>

// CHECK-LABEL: func.func @for_bounds
// CHECK-SAME: (%[[N:.*]]: index, %[[M:.*]]: index)
func.func @for_bounds(%n: index, %m: index) {
  // CHECK: affine.for %{{.*}} = 0 to 10 {
  affine.for %i = 0 to 10 {
  }
  // CHECK: affine.for %{{.*}} = %[[N]] to %[[M]] step 2 {
  affine.for %i = %n to %m step 2 {
  }
  // CHECK: affine.for %{{.*}} = max #[[$LBMAX]](%[[N]])[%[[M]]] to min #[[$UBMIN]]()[%[[M]]] {
  affine.for %i = max affine_map<(d0)[s0] -> (d0, s0 + 1)>(%n)[%m] to min affine_map<()[s0] -> (s0, 100)>()[%m] {
  }
  // CHECK: affine.for %{{.*}} = -4 to #[[$PLUS5]](%[[N]]) step 3 {
  affine.for %i = -4 to affine_map<(d0) -> (d0 + 5)>(%n) step 3 {
  }
  // A single-dim identity bound keeps its map (only the symbol identity prints bare).
  // CHECK: affine.for %{{.*}} = #[[$ID]](%[[N]]) to 10 {
  affine.for %i = affine_map<(d0) -> (d0)>(%n) to 10 {
  }
  return
}

// CHECK-LABEL: func.func @for_nest_load_store
// CHECK-SAME: (%[[A:.*]]: memref<100x100xf32>, %[[S:.*]]: index)
func.func @for_nest_load_store(%a: memref<100x100xf32>, %s: index) {
  // CHECK: affine.for %[[I:.*]] = 0 to 50 {
  affine.for %i = 0 to 50 {
    // CHECK: affine.for %[[J:.*]] = 0 to 40 {
    affine.for %j = 0 to 40 {
      // CHECK: %[[V:.*]] = affine.load %[[A]][%[[I]] + 1, %[[J]] * 2 + symbol(%[[S]])] : memref<100x100xf32>
      %v = affine.load %a[%i + 1, %j * 2 + symbol(%s)] : memref<100x100xf32>
      // CHECK: affine.store %[[V]], %[[A]][%[[I]], %[[J]]] : memref<100x100xf32>
      affine.store %v, %a[%i, %j] : memref<100x100xf32>
      // CHECK: affine.load %[[A]][%[[I]] floordiv 2, %[[J]] mod 4 - 1] : memref<100x100xf32>
      %w = affine.load %a[%i floordiv 2, %j mod 4 - 1] : memref<100x100xf32>
    }
  }
  return
}

// CHECK-LABEL: func.func @iter_args
func.func @iter_args(%a: memref<10xf32>, %init: f32) -> f32 {
  // CHECK: %[[R:.*]] = affine.for %[[I:.*]] = 0 to 10 iter_args(%[[ACC:.*]] = %{{.*}}) -> (f32) {
  %r = affine.for %i = 0 to 10 iter_args(%acc = %init) -> (f32) {
    // CHECK: %[[V:.*]] = affine.load %{{.*}}[%[[I]]] : memref<10xf32>
    %v = affine.load %a[%i] : memref<10xf32>
    // CHECK: %[[S:.*]] = arith.addf %[[ACC]], %[[V]] : f32
    %s = arith.addf %acc, %v : f32
    // CHECK: affine.yield %[[S]] : f32
    affine.yield %s : f32
  }
  // CHECK: return %[[R]] : f32
  return %r : f32
}

// CHECK-LABEL: func.func @yield_elided
func.func @yield_elided() {
  // CHECK: affine.for
  // CHECK-NOT: affine.yield
  // CHECK: return
  affine.for %i = 0 to 4 {
    affine.yield
  }
  return
}

// CHECK-LABEL: func.func @parallel
// CHECK-SAME: (%[[N:.*]]: index, %[[M:.*]]: index, %[[A:.*]]: memref<100x100xf32>)
func.func @parallel(%n: index, %m: index, %a: memref<100x100xf32>) -> (f32, f32) {
  // CHECK: affine.parallel (%{{.*}}, %{{.*}}) = (0, 0) to (%[[N]], %[[M]]) {
  affine.parallel (%i, %j) = (0, 0) to (%n, %m) {
  }
  // CHECK: affine.parallel (%[[I:.*]], %[[J:.*]]) = (0, max(%[[N]], 2)) to (%[[M]], min(%[[N]] + 4, 10)) step (1, 2) {
  affine.parallel (%i, %j) = (0, max(%n, 2)) to (%m, min(%n + 4, 10)) step (1, 2) {
    // CHECK: affine.load %[[A]][%[[I]], %[[J]]]
    %v = affine.load %a[%i, %j] : memref<100x100xf32>
  }
  // CHECK: %{{.*}}:2 = affine.parallel (%[[K:.*]]) = (0) to (symbol(%[[N]])) reduce ("addf", "maximumf") -> (f32, f32) {
  %r:2 = affine.parallel (%k) = (0) to (symbol(%n)) reduce ("addf", "maxf") -> (f32, f32) {
    %v = affine.load %a[%k, %k] : memref<100x100xf32>
    // CHECK: affine.yield %{{.*}}, %{{.*}} : f32, f32
    affine.yield %v, %v : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

// CHECK-LABEL: func.func @if_else
// CHECK-SAME: (%[[N:.*]]: index, %[[A:.*]]: f32, %[[B:.*]]: f32)
func.func @if_else(%n: index, %a: f32, %b: f32) -> f32 {
  // CHECK: affine.for %[[I:.*]] = 0 to 10 {
  affine.for %i = 0 to 10 {
    // CHECK: affine.if #[[$SET]](%[[I]])[%[[N]]] {
    affine.if affine_set<(d0)[s0] : (d0 >= 0, -d0 + s0 - 1 >= 0)>(%i)[%n] {
    }
  }
  %c3 = arith.constant 3 : index
  // CHECK: %[[R:.*]] = affine.if #[[$SET2]](%{{.*}}) -> f32 {
  %r = affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%c3) -> f32 {
    // CHECK-NEXT: affine.yield %[[A]] : f32
    affine.yield %a : f32
  // CHECK-NEXT: } else {
  } else {
    // CHECK-NEXT: affine.yield %[[B]] : f32
    affine.yield %b : f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @apply_min_max
// CHECK-SAME: (%[[I:.*]]: index, %[[N:.*]]: index)
func.func @apply_min_max(%i: index, %n: index) -> (index, index, index, index) {
  // CHECK: affine.apply #[[$APPLY]](%[[I]])[%[[N]]]
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%i)[%n]
  // CHECK: affine.apply #[[$SYMONLY]]()[%[[N]]]
  %1 = affine.apply affine_map<()[s0] -> (s0 floordiv 4)>()[%n]
  // CHECK: affine.min #[[$MIN]](%[[I]])[%[[N]]]
  %2 = affine.min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%i)[%n]
  // CHECK: affine.max #[[$MIN]](%[[I]])[%[[N]]]
  %3 = affine.max affine_map<(d0)[s0] -> (d0 + 4, s0)>(%i)[%n]
  return %0, %1, %2, %3 : index, index, index, index
}

// CHECK-LABEL: func.func @vector_load_store
func.func @vector_load_store(%a: memref<100xf32>) {
  affine.for %i = 0 to 25 {
    // CHECK: %[[V:.*]] = affine.vector_load %{{.*}}[%{{.*}} * 4] : memref<100xf32>, vector<4xf32>
    %v = affine.vector_load %a[%i * 4] : memref<100xf32>, vector<4xf32>
    // CHECK: affine.vector_store %[[V]], %{{.*}}[%{{.*}} * 4] : memref<100xf32>, vector<4xf32>
    affine.vector_store %v, %a[%i * 4] : memref<100xf32>, vector<4xf32>
  }
  return
}

// CHECK-LABEL: func.func @prefetch
func.func @prefetch(%a: memref<400x400xi32>) {
  affine.for %i = 0 to 400 {
    affine.for %j = 0 to 395 {
      // CHECK: affine.prefetch %{{.*}}[%{{.*}}, %{{.*}} + 5], read, locality<3>, data : memref<400x400xi32>
      affine.prefetch %a[%i, %j + 5], read, locality<3>, data : memref<400x400xi32>
      // CHECK: affine.prefetch %{{.*}}[%{{.*}}, %{{.*}}], write, locality<0>, instr : memref<400x400xi32>
      affine.prefetch %a[%i, %j], write, locality<0>, instr : memref<400x400xi32>
    }
  }
  return
}

// CHECK-LABEL: func.func @dma
func.func @dma(%src: memref<40x128xf32>, %dst: memref<2x1024xf32>, %tag: memref<1xi32>, %num: index, %stride: index, %per: index) {
  affine.for %i = 0 to 10 {
    // CHECK: affine.dma_start %{{.*}}[%{{.*}}, 0], %{{.*}}[0, %{{.*}}], %{{.*}}[0], %{{.*}} : memref<40x128xf32>, memref<2x1024xf32>, memref<1xi32>
    affine.dma_start %src[%i, 0], %dst[0, %i], %tag[0], %num : memref<40x128xf32>, memref<2x1024xf32>, memref<1xi32>
    // CHECK: affine.dma_start %{{.*}}[%{{.*}}, 0], %{{.*}}[0, %{{.*}}], %{{.*}}[0], %{{.*}}, %{{.*}}, %{{.*}} : memref<40x128xf32>, memref<2x1024xf32>, memref<1xi32>
    affine.dma_start %src[%i, 0], %dst[0, %i], %tag[0], %num, %stride, %per : memref<40x128xf32>, memref<2x1024xf32>, memref<1xi32>
    // CHECK: affine.dma_wait %{{.*}}[0], %{{.*}} : memref<1xi32>
    affine.dma_wait %tag[0], %num : memref<1xi32>
  }
  return
}

// CHECK-LABEL: func.func @delinearize_linearize
// CHECK-SAME: (%[[IDX:.*]]: index, %[[B0:.*]]: index, %[[B1:.*]]: index)
func.func @delinearize_linearize(%idx: index, %b0: index, %b1: index) -> (index, index) {
  // CHECK: %[[D:.*]]:2 = affine.delinearize_index %[[IDX]] into (%[[B0]], %[[B1]]) : index, index
  %d:2 = affine.delinearize_index %idx into (%b0, %b1) : index, index
  // CHECK: affine.delinearize_index %[[IDX]] into (2, 3, 4) : index, index, index
  %e:3 = affine.delinearize_index %idx into (2, 3, 4) : index, index, index
  // CHECK: affine.delinearize_index %[[IDX]] into (%[[B0]], 4) : index, index
  %f:2 = affine.delinearize_index %idx into (%b0, 4) : index, index
  // CHECK: affine.linearize_index [%[[D]]#0, %[[D]]#1] by (%[[B0]], %[[B1]]) : index
  %l = affine.linearize_index [%d#0, %d#1] by (%b0, %b1) : index
  // CHECK: affine.linearize_index disjoint [%{{.*}}, %{{.*}}] by (2, 3) : index
  %m = affine.linearize_index disjoint [%e#0, %e#1] by (2, 3) : index
  return %l, %m : index, index
}
