// RUN: tessera opt %s --split-input-file --allow-unregistered-dialect --affine-loop-unroll-jam | FileCheck %s
// RUN: tessera opt %s --split-input-file --allow-unregistered-dialect --affine-loop-unroll-jam="unroll-jam-factor=2" | FileCheck --check-prefix=BY2 %s

// The outer loop's body runs are copied next to themselves; the inner loop is shared.
// CHECK-DAG: [[$P1:#map[0-9]*]] = affine_map<(d0) -> (d0 + 1)>
// CHECK-DAG: [[$P2:#map[0-9]*]] = affine_map<(d0) -> (d0 + 2)>
// CHECK-DAG: [[$P3:#map[0-9]*]] = affine_map<(d0) -> (d0 + 3)>
// CHECK-LABEL: func.func @jam
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 16 step 4 {
// CHECK-NEXT:      "test.pre"(%[[I]])
// CHECK-NEXT:      %[[I1:.*]] = affine.apply [[$P1]](%[[I]])
// CHECK-NEXT:      "test.pre"(%[[I1]])
// CHECK-NEXT:      %[[I2:.*]] = affine.apply [[$P2]](%[[I]])
// CHECK-NEXT:      "test.pre"(%[[I2]])
// CHECK-NEXT:      %[[I3:.*]] = affine.apply [[$P3]](%[[I]])
// CHECK-NEXT:      "test.pre"(%[[I3]])
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 8 {
// CHECK-NEXT:        "test.body"(%[[I]], %[[J]])
// CHECK-NEXT:        %[[K1:.*]] = affine.apply [[$P1]](%[[I]])
// CHECK-NEXT:        "test.body"(%[[K1]], %[[J]])
// CHECK-NEXT:        %[[K2:.*]] = affine.apply [[$P2]](%[[I]])
// CHECK-NEXT:        "test.body"(%[[K2]], %[[J]])
// CHECK-NEXT:        %[[K3:.*]] = affine.apply [[$P3]](%[[I]])
// CHECK-NEXT:        "test.body"(%[[K3]], %[[J]])
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @jam() {
  affine.for %i = 0 to 16 {
    "test.pre"(%i) : (index) -> ()
    affine.for %j = 0 to 8 {
      "test.body"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

// -----

// Register tiling of a matmul: the inner reduction loop gets one accumulator per copy;
// 7 rows by 2 leave a cleanup row (promoted).
// BY2-LABEL: func.func @matmul
// BY2-NEXT:    %[[C6:.*]] = arith.constant 6 : index
// BY2-NEXT:    affine.for %[[I:.*]] = 0 to 6 step 2 {
// BY2-NEXT:      affine.for %[[J:.*]] = 0 to 6 {
// BY2-NEXT:        %[[C0:.*]] = affine.load %{{.*}}[%[[I]], %[[J]]]
// BY2-NEXT:        %[[I1:.*]] = affine.apply #{{.*}}(%[[I]])
// BY2-NEXT:        %[[C1:.*]] = affine.load %{{.*}}[%[[I1]], %[[J]]]
// BY2-NEXT:        %[[R:.*]]:2 = affine.for %[[K:.*]] = 0 to 5 iter_args(%[[A0:.*]] = %[[C0]], %[[A1:.*]] = %[[C1]]) -> (f32, f32) {
// BY2:               %[[S0:.*]] = arith.addf %[[A0]], %{{.*}} : f32
// BY2:               %[[S1:.*]] = arith.addf %[[A1]], %{{.*}} : f32
// BY2-NEXT:          affine.yield %[[S0]], %[[S1]] : f32, f32
// BY2-NEXT:        }
// BY2-NEXT:        affine.store %[[R]]#0, %{{.*}}[%[[I]], %[[J]]]
// BY2-NEXT:        %[[I2:.*]] = affine.apply #{{.*}}(%[[I]])
// BY2-NEXT:        affine.store %[[R]]#1, %{{.*}}[%[[I2]], %[[J]]]
// BY2-NEXT:      }
// BY2-NEXT:    }
// BY2-NEXT:    affine.for %{{.*}} = 0 to 6 {
// BY2-NEXT:      affine.load %{{.*}}[%[[C6]], %{{.*}}]
func.func @matmul(%A: memref<7x5xf32>, %B: memref<5x6xf32>, %C: memref<7x6xf32>) {
  affine.for %i = 0 to 7 {
    affine.for %j = 0 to 6 {
      %init = affine.load %C[%i, %j] : memref<7x6xf32>
      %r = affine.for %k = 0 to 5 iter_args(%acc = %init) -> (f32) {
        %a = affine.load %A[%i, %k] : memref<7x5xf32>
        %b = affine.load %B[%k, %j] : memref<5x6xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %acc, %p : f32
        affine.yield %s : f32
      }
      affine.store %r, %C[%i, %j] : memref<7x6xf32>
    }
  }
  return
}

// -----

// Reductions carried by the jammed loop: the copies start from the identity (0 for addi,
// 1 for muli) and the partial results are combined after the loop.
// BY2-LABEL: func.func @outer_reduction
// BY2-SAME:    (%[[A:.*]]: memref<8xi32>)
// BY2-DAG:     %[[C5:.*]] = arith.constant 5 : i32
// BY2-DAG:     %[[C3:.*]] = arith.constant 3 : i32
// BY2-DAG:     %[[ZERO:.*]] = arith.constant 0 : i32
// BY2-DAG:     %[[ONE:.*]] = arith.constant 1 : i32
// BY2:         %[[R:.*]]:4 = affine.for %{{.*}} = 0 to 8 step 2 iter_args(%[[S:.*]] = %[[C5]], %[[P:.*]] = %[[C3]], %[[S1:.*]] = %[[ZERO]], %[[P1:.*]] = %[[ONE]]) -> (i32, i32, i32, i32) {
// BY2:           affine.yield
// BY2-NEXT:    }
// BY2-NEXT:    %[[SUM:.*]] = arith.addi %[[R]]#0, %[[R]]#2 : i32
// BY2-NEXT:    %[[PROD:.*]] = arith.muli %[[R]]#1, %[[R]]#3 : i32
// BY2-NEXT:    return %[[SUM]], %[[PROD]] : i32, i32
func.func @outer_reduction(%A: memref<8xi32>) -> (i32, i32) {
  %c5 = arith.constant 5 : i32
  %c3 = arith.constant 3 : i32
  %s, %p = affine.for %i = 0 to 8 iter_args(%acc = %c5, %prod = %c3) -> (i32, i32) {
    %v = affine.load %A[%i] : memref<8xi32>
    %t = arith.addi %acc, %v : i32
    %q = arith.muli %prod, %v : i32
    affine.yield %t, %q : i32, i32
  }
  return %s, %p : i32, i32
}

// -----

// Iteration arguments that are not reductions, or inner bounds depending on the outer
// IV, make unroll-and-jam inapplicable: nothing changes.
// CHECK-LABEL: func.func @not_applicable
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 8 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to #{{.*}}(%[[I]]) {
func.func @not_applicable() {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      "test.body"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

// -----

// An inner loop whose init is the outer IV: each copy's IV (`iv + i·step`) is made at the
// top of the body, before the jammed inner loop that takes it (it was made after the
// loop, a use before its definition).
// BY2-LABEL: func.func @init_from_outer_iv
// BY2:         affine.for %[[I:.*]] = 0 to 64 step 2 {
// BY2-NEXT:      %[[I1:.*]] = affine.apply #{{.*}}(%[[I]])
// BY2-NEXT:      %{{.*}}:2 = affine.for %{{.*}} = 0 to 16 iter_args(%{{.*}} = %[[I]], %{{.*}} = %[[I1]]) -> (index, index) {
func.func @init_from_outer_iv(%p: memref<64xi32>) {
  %d = arith.constant 3 : index
  affine.for %i = 0 to 64 {
    %q = affine.for %k = 0 to 16 iter_args(%acc = %i) -> (index) {
      %n = arith.subi %acc, %d : index
      affine.yield %n : index
    }
    %w = arith.index_cast %q : index to i32
    affine.store %w, %p[%i] : memref<64xi32>
  }
  return
}
