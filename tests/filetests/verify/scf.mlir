// RUN: tessera opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// scf: loop bounds and carried values, if/else results, while regions, parallel/reduce.

func.func @for_bound_type(%arg0: f32, %arg1: index) {
  // expected-error@+1 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  "scf.for"(%arg0, %arg1, %arg1) ({}) : (f32, index, index) -> ()
  return
}

// -----

func.func @for_bound_mismatch(%arg0: i32, %arg1: index) {
  // expected-error@+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%arg1, %arg0, %arg1) ({}) : (index, i32, index) -> ()
  return
}

// -----

func.func @for_results_count(%arg0: index, %init: f32) {
  // expected-error@+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  "scf.for"(%arg0, %arg0, %arg0, %init) ({
  ^bb0(%i0 : index, %iter: f32):
    scf.yield %iter : f32
  }) : (index, index, index, f32) -> ()
  return
}

// -----

func.func @for_result_type(%arg0: index, %init: f32) {
  // expected-error@+1 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'f32' != 'f64'}}
  %r = "scf.for"(%arg0, %arg0, %arg0, %init) ({
  ^bb0(%i0 : index, %iter: f32):
    scf.yield %iter : f32
  }) : (index, index, index, f32) -> (f64)
  return
}

// -----

func.func @for_yield_type(%lb : index, %ub : index, %step : index) {
  %s0 = arith.constant 0.0 : f32
  %t0 = arith.constant 1.0 : f32
  // expected-error@+1 {{'scf.for' op 1-th region iter_arg and 1-th yielded value have different type: 'f32' != 'i32'}}
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%si = %s0, %ti = %t0) -> (f32, f32) {
    %ic = arith.constant 1 : i32
    scf.yield %si, %ic : f32, i32
  }
  return
}

// -----

func.func @for_induction_variable_type(%arg0: index) {
  // expected-error@+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%arg0, %arg0, %arg0) ({
  ^bb0(%i0 : f32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @if_condition_type(%arg0: index) {
  // expected-error@+1 {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'index'}}
  "scf.if"(%arg0) ({scf.yield}, {}) : (index) -> ()
  return
}

// -----

func.func @if_missing_else(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.if' op must have an else block if defining values}}
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @if_yield_count(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.if' op region control flow edge from Operation scf.yield to parent results: source has 1 operands, but target successor <to parent> needs 2}}
  %a, %b = scf.if %c -> (f32, f32) {
    scf.yield %x : f32
  } else {
    scf.yield %x, %x : f32, f32
  }
  return
}

// -----

func.func @yield_parent() {
  "test.region"() ({
    // expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
    scf.yield
  }) : () -> ()
  return
}

// -----

func.func @while_before_terminator() {
  // expected-error@+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  scf.while : () -> () {
    // expected-note@+1 {{terminator here}}
    "test.terminator"() : () -> ()
  } do {
    scf.yield
  }
  return
}

// -----

func.func @while_after_arguments() {
  %true = arith.constant true
  // expected-error@+1 {{'scf.while' op region control flow edge from Operation scf.condition to Region #1: source has 0 operands, but target successor <to region #1 with 1 inputs> needs 1}}
  scf.while : () -> () {
    scf.condition(%true)
  } do {
  ^bb0(%arg0: i32):
    scf.yield
  }
  return
}

// -----

func.func @while_after_argument_types() {
  %true = arith.constant true
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: source type #0 'i1' should match input type #0 'i32'}}
  %0 = scf.while : () -> (i1) {
    scf.condition(%true) %true : i1
  } do {
  ^bb0(%arg0: i32):
    scf.yield
  }
  return
}

// -----

func.func @parallel_step_not_positive(%a: index, %b: index) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i0, %i1) = (%a, %a) to (%b, %b) step (%c1, %c0) {
  }
  return
}

// -----

func.func @parallel_terminator(%arg0: index, %arg1: index, %arg2: index) {
  // expected-error@+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  "scf.parallel"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    // expected-note@+1 {{terminator here}}
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_reduction_count(%arg0 : index, %arg1: index, %arg2: index) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 0 to be the same as number of reductions: 1}}
  scf.parallel (%i0) = (%arg0) to (%arg1) step (%arg2) {
    %c0 = arith.constant 1.0 : f32
    scf.reduce(%c0 : f32) {
      ^bb0(%lhs: f32, %rhs: f32):
        scf.reduce.return %lhs : f32
    }
  }
  return
}

// -----

func.func @reduce_block_arguments(%arg0 : index, %arg1 : f32) {
  %zero = arith.constant 0.0 : f32
  %res = scf.parallel (%i0) = (%arg0) to (%arg0) step (%arg0) init (%zero) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%arg1 : f32) {
      ^bb0(%lhs : f32, %rhs : i32):
        scf.reduce.return %lhs : f32
    }
  }
  return
}

// -----

func.func @reduce_return_type(%arg0 : index, %arg1: f32) {
  %zero = arith.constant 0.0 : f32
  %res = scf.parallel (%i0) = (%arg0) to (%arg0) step (%arg0) init (%zero) -> f32 {
    scf.reduce(%arg1 : f32) {
      ^bb0(%lhs : f32, %rhs : f32):
        %c0 = arith.constant 1 : index
        // expected-error@+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
        scf.reduce.return %c0 : index
    }
  }
  return
}
