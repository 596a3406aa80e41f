// RUN: tessera opt %s --split-input-file --affine-parallelize | FileCheck %s
// RUN: tessera opt %s --split-input-file --affine-parallelize=max-nested=1 | FileCheck --check-prefix=MAX-NESTED %s
// RUN: tessera opt %s --split-input-file --affine-parallelize=parallel-reductions=1 | FileCheck --check-prefix=REDUCE %s

// CHECK-LABEL: func.func @matmul
// CHECK:         affine.parallel (%[[I:.*]]) = (0) to (64) {
// CHECK-NEXT:      affine.parallel (%[[J:.*]]) = (0) to (32) {
// CHECK-NEXT:        affine.for %[[K:.*]] = 0 to 16 {
// CHECK:               affine.store %{{.*}}, %{{.*}}[%[[I]], %[[J]]]
// MAX-NESTED-LABEL: func.func @matmul
// MAX-NESTED:         affine.parallel (%{{.*}}) = (0) to (64) {
// MAX-NESTED-NEXT:      affine.for %{{.*}} = 0 to 32 {
// MAX-NESTED-NEXT:        affine.for %{{.*}} = 0 to 16 {
func.func @matmul(%A: memref<64x16xf32>, %B: memref<16x32xf32>, %C: memref<64x32xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 32 {
      affine.for %k = 0 to 16 {
        %a = affine.load %A[%i, %k] : memref<64x16xf32>
        %b = affine.load %B[%k, %j] : memref<16x32xf32>
        %c = affine.load %C[%i, %j] : memref<64x32xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<64x32xf32>
      }
    }
  }
  return
}

// -----

// A loop-carried dependence along %i: only %j becomes parallel.
// CHECK-LABEL: func.func @carried
// CHECK:         affine.for %{{.*}} = 1 to 100 {
// CHECK-NEXT:      affine.parallel (%{{.*}}) = (0) to (100) {
func.func @carried(%A: memref<100x100xf32>) {
  affine.for %i = 1 to 100 {
    affine.for %j = 0 to 100 {
      %v = affine.load %A[%i - 1, %j] : memref<100x100xf32>
      affine.store %v, %A[%i, %j] : memref<100x100xf32>
    }
  }
  return
}

// -----

// A recurrence stays sequential.
// CHECK-LABEL: func.func @prefix
// CHECK-NOT:     affine.parallel
// CHECK:         affine.for
func.func @prefix(%A: memref<100xf32>) {
  affine.for %i = 1 to 100 {
    %p = affine.load %A[%i - 1] : memref<100xf32>
    %v = affine.load %A[%i] : memref<100xf32>
    %s = arith.addf %p, %v : f32
    affine.store %s, %A[%i] : memref<100xf32>
  }
  return
}

// -----

// Strided accesses that never meet: parallel.
// CHECK-LABEL: func.func @even_odd
// CHECK:         affine.parallel (%{{.*}}) = (0) to (50) {
func.func @even_odd(%A: memref<100xf32>) {
  affine.for %i = 0 to 50 {
    %v = affine.load %A[%i * 2] : memref<100xf32>
    affine.store %v, %A[%i * 2 + 1] : memref<100xf32>
  }
  return
}

// -----

// Symbolic and min/max bounds are kept as bound groups.
// CHECK-LABEL: func.func @bounds
// CHECK:         affine.parallel (%{{.*}}) = (max(symbol(%{{.*}}), 2)) to (min(symbol(%{{.*}}), 64)) {
func.func @bounds(%A: memref<64xf32>, %lo: index, %hi: index) {
  affine.for %i = max affine_map<()[s0] -> (s0, 2)>()[%lo] to min affine_map<()[s0] -> (s0, 64)>()[%hi] {
    %v = affine.load %A[%i] : memref<64xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %A[%i] : memref<64xf32>
  }
  return
}

// -----

// Reductions through iter_args.
// CHECK-LABEL: func.func @sum
// CHECK:         affine.for
// REDUCE-LABEL: func.func @sum
// REDUCE:         %[[CST:.*]] = arith.constant 0.000000e+00 : f32
// REDUCE:         %[[R:.*]] = affine.parallel (%[[I:.*]]) = (0) to (128) reduce ("addf") -> (f32) {
// REDUCE-NEXT:      %[[V:.*]] = affine.load %{{.*}}[%[[I]]] : memref<128xf32>
// REDUCE-NEXT:      affine.yield %[[V]] : f32
// REDUCE-NEXT:    }
// REDUCE-NEXT:    %[[S:.*]] = arith.addf %[[CST]], %[[R]] : f32
// REDUCE-NEXT:    return %[[S]] : f32
func.func @sum(%A: memref<128xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 128 iter_args(%acc = %z) -> (f32) {
    %v = affine.load %A[%i] : memref<128xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}

// -----

// A maximum and a sum in one loop; the row loop is parallel around them.
// REDUCE-LABEL: func.func @row_max_sum
// REDUCE:         affine.parallel (%{{.*}}) = (0) to (16) {
// REDUCE:           %{{.*}}:2 = affine.parallel (%{{.*}}) = (0) to (32) reduce ("maximumf", "addf") -> (f32, f32) {
func.func @row_max_sum(%A: memref<16x32xf32>, %M: memref<16xf32>, %S: memref<16xf32>) {
  %ninf = arith.constant -3.0e+38 : f32
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 16 {
    %r:2 = affine.for %j = 0 to 32 iter_args(%m = %ninf, %s = %z) -> (f32, f32) {
      %v = affine.load %A[%i, %j] : memref<16x32xf32>
      %m2 = arith.maximumf %m, %v : f32
      %s2 = arith.addf %s, %v : f32
      affine.yield %m2, %s2 : f32, f32
    }
    affine.store %r#0, %M[%i] : memref<16xf32>
    affine.store %r#1, %S[%i] : memref<16xf32>
  }
  return
}

// -----

// A memory reduction (load-add-store of one element) is a dependence: not converted.
// REDUCE-LABEL: func.func @mem_reduction
// REDUCE:         affine.for
// REDUCE-NOT:     affine.parallel
func.func @mem_reduction(%A: memref<64xf32>, %s: memref<1xf32>) {
  affine.for %i = 0 to 64 {
    %v = affine.load %A[%i] : memref<64xf32>
    %a = affine.load %s[0] : memref<1xf32>
    %b = arith.addf %a, %v : f32
    affine.store %b, %s[0] : memref<1xf32>
  }
  return
}

// -----

// Calls have unknown effects.
// CHECK-LABEL: func.func @call
// CHECK-NOT:     affine.parallel
func.func private @ext(index)
func.func @call() {
  affine.for %i = 0 to 10 {
    func.call @ext(%i) : (index) -> ()
  }
  return
}
