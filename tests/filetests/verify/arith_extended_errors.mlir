// RUN: tessera opt %s --split-input-file --verify-diagnostics

// The verifier's rules for the extended ops, with current upstream's messages (this file
// also passes `iree-opt --split-input-file --verify-diagnostics`, iree-base-compiler 3.13).
func.func @f(%a: i32, %b: i32) {
  // expected-error@+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
  %s, %o = arith.addui_extended %a, %b : i32, i32
  return
}

// -----

func.func @g(%a: f32, %b: f32) {
  // expected-error@+1 {{'arith.mului_extended' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'f32'}}
  %l, %h = arith.mului_extended %a, %b : f32
  return
}

// -----

func.func @h(%a: i32) {
  // expected-error@+1 {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %0:2 = "arith.mulsi_extended"(%a, %a) : (i32, i32) -> (i32, i64)
  return
}

// -----

func.func @k(%a: i32) {
  // expected-error@+1 {{'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type}}
  %0:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i64, i1)
  return
}

// -----

func.func @m(%v: vector<4xi32>) {
  // expected-error@+1 {{'arith.addui_extended' op if an operand is non-scalar, then all results must be non-scalar}}
  %0:2 = "arith.addui_extended"(%v, %v) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, i1)
  return
}
