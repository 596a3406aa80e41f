// RUN: tessera opt %s --split-input-file --verify-diagnostics

// Without --allow-unregistered-dialect, unregistered ops are rejected by the parser.

func.func @unregistered_generic_op() {
  // expected-error@+1 {{operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used}}
  "foo.bar"() : () -> ()
  return
}

// -----

func.func @integer_literal_for_float() {
  // expected-error@+2 {{unexpected decimal integer literal for a floating point value}}
  // expected-note@+1 {{add a trailing dot to make the literal a float}}
  %0 = arith.constant 1 : f32
  return
}
