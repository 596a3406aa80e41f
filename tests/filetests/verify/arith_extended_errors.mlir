// RUN: not tessera opt %s --split-input-file 2>&1 | FileCheck %s

// The verifier's rules for the extended ops, as upstream's.
func.func @f(%a: i32, %b: i32) {
  // CHECK: error: 'arith.addui_extended' op failed to verify that overflow has i1 element type
  %s, %o = arith.addui_extended %a, %b : i32, i32
  return
}

// -----

func.func @g(%a: f32, %b: f32) {
  // CHECK: error: 'arith.mului_extended' op operand #0 must be signless-integer-like
  %l, %h = arith.mului_extended %a, %b : f32
  return
}
