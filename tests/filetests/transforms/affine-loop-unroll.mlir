// RUN: tessera opt %s --split-input-file --allow-unregistered-dialect --affine-loop-unroll | FileCheck %s
// RUN: tessera opt %s --split-input-file --allow-unregistered-dialect --affine-loop-unroll="unroll-full" | FileCheck --check-prefix=FULL %s
// RUN: tessera opt %s --split-input-file --allow-unregistered-dialect --affine-loop-unroll="unroll-full unroll-full-threshold=2" | FileCheck --check-prefix=SHORT %s
// RUN: tessera opt %s --split-input-file --allow-unregistered-dialect --affine-loop-unroll="unroll-factor=3" | FileCheck --check-prefix=BY3 %s
// RUN: tessera opt %s --split-input-file --allow-unregistered-dialect --affine-loop-unroll="unroll-factor=4 cleanup-unroll" | FileCheck --check-prefix=CLEANUP %s
// RUN: tessera opt %s --split-input-file --allow-unregistered-dialect --affine-loop-unroll="unroll-factor=8 unroll-up-to-factor" | FileCheck --check-prefix=UPTO %s

// CHECK-DAG: [[$P1:#map[0-9]*]] = affine_map<(d0) -> (d0 + 1)>
// CHECK-DAG: [[$P2:#map[0-9]*]] = affine_map<(d0) -> (d0 + 2)>
// CHECK-DAG: [[$P3:#map[0-9]*]] = affine_map<(d0) -> (d0 + 3)>

// A trip count divisible by the factor: the step is scaled, copies use iv + i.
// CHECK-LABEL: func.func @divisible
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 8 step 4 {
// CHECK-NEXT:      "test.use"(%[[I]])
// CHECK-NEXT:      %[[I1:.*]] = affine.apply [[$P1]](%[[I]])
// CHECK-NEXT:      "test.use"(%[[I1]])
// CHECK-NEXT:      %[[I2:.*]] = affine.apply [[$P2]](%[[I]])
// CHECK-NEXT:      "test.use"(%[[I2]])
// CHECK-NEXT:      %[[I3:.*]] = affine.apply [[$P3]](%[[I]])
// CHECK-NEXT:      "test.use"(%[[I3]])
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// BY3-LABEL: func.func @divisible
// BY3-NEXT:    affine.for %[[I:.*]] = 0 to 6 step 3 {
// BY3-COUNT-3: "test.use"
// BY3:         }
// BY3-NEXT:    affine.for %{{.*}} = 6 to 8 {
// BY3-NEXT:      "test.use"
// BY3-NEXT:    }
// FULL-LABEL: func.func @divisible
// FULL-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// FULL-NEXT:    "test.use"(%[[C0]])
// FULL-COUNT-7: affine.apply
// FULL-NEXT:    "test.use"
// FULL-NEXT:    return
func.func @divisible() {
  affine.for %i = 0 to 8 {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// Trip count 5 by 4: the main loop runs once (promoted, IV = 0 at the function entry) and
// the single-iteration cleanup loop is promoted too.
// CHECK-LABEL: func.func @remainder
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT:    "test.use"(%[[C0]])
// CHECK-COUNT-3: affine.apply
// CHECK:         "test.use"(%[[C8]])
// CHECK-NEXT:    return
// CLEANUP-LABEL: func.func @remainder
// CLEANUP-NOT:     affine.for
// CLEANUP-COUNT-5: "test.use"
func.func @remainder() {
  affine.for %i = 0 to 10 step 2 {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// A symbolic trip count: the main loop stops at the last multiple of the factor and the
// cleanup loop starts there (or at the lower bound when the trip count is negative).
// CHECK-DAG:   [[$UB:#map[0-9]*]] = affine_map<()[s0] -> ((s0 floordiv 4) * 4)>
// CHECK-DAG:   [[$CLB:#map[0-9]*]] = affine_map<()[s0] -> ((s0 floordiv 4) * 4, 0)>
// CHECK-LABEL: func.func @symbolic
// CHECK-SAME:    (%[[N:.*]]: index)
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to [[$UB]]()[%[[N]]] step 4 {
// CHECK-COUNT-4: "test.use"
// CHECK:         }
// CHECK-NEXT:    affine.for %[[J:.*]] = max [[$CLB]]()[%[[N]]] to %[[N]] {
// CHECK-NEXT:      "test.use"(%[[J]])
// CHECK-NEXT:    }
func.func @symbolic(%n: index) {
  affine.for %i = 0 to %n {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// Iteration arguments chain through the copies; the cleanup loop continues from the
// main loop's results.
// BY3-LABEL: func.func @iter_args
// BY3-SAME:    (%[[N:.*]]: index)
// BY3:         %[[INIT:.*]] = arith.constant 1.000000e+00 : f32
// BY3-NEXT:    %[[R:.*]] = affine.for %{{.*}} = 0 to 6 step 3 iter_args(%[[A:.*]] = %[[INIT]]) -> (f32) {
// BY3-NEXT:      %[[S0:.*]] = arith.addf %[[A]], %[[A]] : f32
// BY3-NEXT:      %[[S1:.*]] = arith.addf %[[S0]], %[[S0]] : f32
// BY3-NEXT:      %[[S2:.*]] = arith.addf %[[S1]], %[[S1]] : f32
// BY3-NEXT:      affine.yield %[[S2]] : f32
// BY3-NEXT:    }
// BY3-NEXT:    %[[LAST:.*]] = arith.addf %[[R]], %[[R]] : f32
// BY3-NEXT:    return %[[LAST]] : f32
func.func @iter_args(%n: index) -> f32 {
  %c = arith.constant 1.0 : f32
  %r = affine.for %i = 0 to 7 iter_args(%a = %c) -> (f32) {
    %s = arith.addf %a, %a : f32
    affine.yield %s : f32
  }
  return %r : f32
}

// -----

// Only innermost loops are unrolled; a trip count below the factor is left alone unless
// full unrolling or unroll-up-to-factor is asked for. With a threshold, full unrolling
// takes every loop whose trip count is at most the threshold.
// CHECK-LABEL: func.func @nest
// CHECK-NEXT:    affine.for %{{.*}} = 0 to 3 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 2 {
// FULL-LABEL: func.func @nest
// FULL-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// FULL-NEXT:    affine.for %[[I:.*]] = 0 to 3 {
// FULL-NEXT:      "test.use"(%[[I]], %[[C0]])
// FULL-NEXT:      %[[J1:.*]] = affine.apply #{{.*}}(%[[C0]])
// FULL-NEXT:      "test.use"(%[[I]], %[[J1]])
// FULL-NEXT:    }
// SHORT-LABEL: func.func @nest
// SHORT:         affine.for %{{.*}} = 0 to 3 {
// SHORT-NOT:       affine.for
// SHORT-COUNT-2:   "test.use"
// UPTO-LABEL: func.func @nest
// UPTO:          affine.for %{{.*}} = 0 to 3 {
// UPTO-NOT:        affine.for
// UPTO-COUNT-2:    "test.use"
func.func @nest() {
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 2 {
      "test.use"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

// -----

// Bounds with several results cannot get a cleanup loop: the loop is left alone.
// CHECK-LABEL: func.func @min_bound
// CHECK-NEXT:    affine.for %{{.*}} = 0 to min #{{.*}}()[%{{.*}}] {
// CHECK-NEXT:      "test.use"
// CHECK-NEXT:    }
func.func @min_bound(%n: index) {
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 100)>()[%n] {
    "test.use"(%i) : (index) -> ()
  }
  return
}
