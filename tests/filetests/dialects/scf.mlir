// RUN: tessera opt %s | tessera opt | FileCheck %s

// Custom assembly forms of the scf dialect, printed in upstream's canonical form
// (LLVM 18-20) and stable under print -> parse -> print.

// CHECK-LABEL: func.func @for_loops
// CHECK-SAME: (%[[LB:.*]]: index, %[[UB:.*]]: index, %[[ST:.*]]: index)
func.func @for_loops(%lb: index, %ub: index, %step: index) {
  // CHECK: scf.for %{{.*}} = %[[LB]] to %[[UB]] step %[[ST]] {
  // CHECK-NEXT: }
  scf.for %i = %lb to %ub step %step {
    scf.yield
  }
  return
}

// CHECK-LABEL: func.func @for_iter_args
// CHECK-SAME: (%[[LB:.*]]: index, %[[UB:.*]]: index, %[[ST:.*]]: index, %[[INIT:.*]]: f32)
func.func @for_iter_args(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  // CHECK: %[[R:.*]] = scf.for %{{.*}} = %[[LB]] to %[[UB]] step %[[ST]] iter_args(%[[ACC:.*]] = %[[INIT]]) -> (f32) {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    // CHECK-NEXT: %[[S:.*]] = arith.addf %[[ACC]], %[[ACC]] : f32
    %s = arith.addf %acc, %acc : f32
    // CHECK-NEXT: scf.yield %[[S]] : f32
    scf.yield %s : f32
  }
  // CHECK: return %[[R]] : f32
  return %r : f32
}

// CHECK-LABEL: func.func @for_i32
func.func @for_i32(%lb: i32, %ub: i32, %step: i32) {
  // CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} : i32 {
  scf.for %i = %lb to %ub step %step : i32 {
  }
  return
}

// CHECK-LABEL: func.func @if_ops
// CHECK-SAME: (%[[C:.*]]: i1, %[[A:.*]]: f32, %[[B:.*]]: f32)
func.func @if_ops(%c: i1, %a: f32, %b: f32) -> f32 {
  // CHECK: scf.if %[[C]] {
  // CHECK-NEXT: }
  scf.if %c {
  }
  // CHECK: scf.if %[[C]] {
  // CHECK-NEXT: } else {
  // CHECK-NEXT: }
  scf.if %c {
    scf.yield
  } else {
  }
  // CHECK: %[[R:.*]] = scf.if %[[C]] -> (f32) {
  %r = scf.if %c -> (f32) {
    // CHECK-NEXT: scf.yield %[[A]] : f32
    scf.yield %a : f32
  // CHECK-NEXT: } else {
  } else {
    // CHECK-NEXT: scf.yield %[[B]] : f32
    scf.yield %b : f32
  }
  // CHECK: %{{.*}}:2 = scf.if %[[C]] -> (f32, f32) {
  %p:2 = scf.if %c -> (f32, f32) {
    scf.yield %a, %b : f32, f32
  } else {
    scf.yield %b, %a : f32, f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @while_loop
// CHECK-SAME: (%[[X:.*]]: i32, %[[N:.*]]: i32)
func.func @while_loop(%x: i32, %n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  // CHECK: %[[R:.*]] = scf.while (%[[A:.*]] = %[[X]]) : (i32) -> i32 {
  %res = scf.while (%a = %x) : (i32) -> i32 {
    // CHECK-NEXT: %[[COND:.*]] = arith.cmpi slt, %[[A]], %[[N]] : i32
    %cond = arith.cmpi slt, %a, %n : i32
    // CHECK-NEXT: scf.condition(%[[COND]]) %[[A]] : i32
    scf.condition(%cond) %a : i32
  // CHECK-NEXT: } do {
  } do {
  // CHECK-NEXT: ^bb0(%[[B:.*]]: i32):
  ^bb0(%b: i32):
    // CHECK-NEXT: %[[NEXT:.*]] = arith.addi %[[B]], %{{.*}} : i32
    %next = arith.addi %b, %c1 : i32
    // CHECK-NEXT: scf.yield %[[NEXT]] : i32
    scf.yield %next : i32
  }
  // CHECK: return %[[R]] : i32
  return %res : i32
}

// CHECK-LABEL: func.func @while_no_args
func.func @while_no_args(%c: i1) {
  // CHECK: scf.while : () -> () {
  // CHECK-NEXT: scf.condition(%{{.*}})
  // CHECK-NEXT: } do {
  // CHECK-NEXT: scf.yield
  // CHECK-NEXT: }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

// CHECK-LABEL: func.func @parallel
// CHECK-SAME: (%[[LB:.*]]: index, %[[UB:.*]]: index, %[[ST:.*]]: index, %[[INIT:.*]]: f32)
func.func @parallel(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  // CHECK: scf.parallel (%{{.*}}, %{{.*}}) = (%[[LB]], %[[LB]]) to (%[[UB]], %[[UB]]) step (%[[ST]], %[[ST]]) {
  // CHECK-NEXT: scf.reduce
  // CHECK-NEXT: }
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%step, %step) {
  }
  // CHECK: %[[R:.*]] = scf.parallel (%{{.*}}) = (%[[LB]]) to (%[[UB]]) step (%[[ST]]) init (%[[INIT]]) -> f32 {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%step) init (%init) -> f32 {
    %one = arith.constant 1.0 : f32
    // CHECK: scf.reduce(%{{.*}} : f32) {
    scf.reduce(%one : f32) {
    // CHECK-NEXT: ^bb0(%[[L:.*]]: f32, %[[RR:.*]]: f32):
    ^bb0(%lhs: f32, %rhs: f32):
      // CHECK-NEXT: %[[SUM:.*]] = arith.addf %[[L]], %[[RR]] : f32
      %sum = arith.addf %lhs, %rhs : f32
      // CHECK-NEXT: scf.reduce.return %[[SUM]] : f32
      scf.reduce.return %sum : f32
    }
  }
  // CHECK: return %[[R]] : f32
  return %r : f32
}

// CHECK-LABEL: func.func @parallel_two_reductions
func.func @parallel_two_reductions(%lb: index, %ub: index, %step: index, %f: f32, %g: i32) -> (f32, i32) {
  // CHECK: %{{.*}}:2 = scf.parallel (%{{.*}}) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) init (%{{.*}}, %{{.*}}) -> (f32, i32) {
  %r:2 = scf.parallel (%i) = (%lb) to (%ub) step (%step) init (%f, %g) -> (f32, i32) {
    // CHECK: scf.reduce(%{{.*}}, %{{.*}} : f32, i32) {
    scf.reduce(%f, %g : f32, i32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    // CHECK: }, {
    }, {
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}
