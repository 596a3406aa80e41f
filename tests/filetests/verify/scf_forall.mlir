// RUN: tessera opt %s --split-input-file --verify-diagnostics

// scf.forall and scf.forall.in_parallel: upstream's messages (iree-opt
// --verify-diagnostics accepts this file).

func.func @forall_results() {
  // expected-error@+1 {{'scf.forall' op produces 1 results, but has only 0 outputs}}
  %0 = "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    }) : () -> ()
  }) : () -> f32
  return
}

// -----

func.func @forall_region_args() {
  // expected-error@+1 {{'scf.forall' op region expects 2 arguments}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 8, 8>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    }) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @forall_mapping(%m: memref<8x8xf32>) {
  // expected-error@+1 {{'scf.forall' op mapping attribute size must match op rank}}
  scf.forall (%i, %j) in (8, 8) {
    %v = memref.load %m[%i, %j] : memref<8x8xf32>
  } {mapping = [#gpu.thread<x>]}
  return
}

// -----

func.func @in_parallel_parent() {
  scf.execute_region {
    // expected-error@+1 {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
    scf.forall.in_parallel {
    }
  }
  return
}
