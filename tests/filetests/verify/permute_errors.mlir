// RUN: tessera opt %s --split-input-file --verify-diagnostics

// arith.subui_extended, vector.shuffle, vector.interleave and vector.deinterleave: operand,
// result and attribute constraints and the ops' own rules, with upstream's messages (this
// file also passes `iree-opt --split-input-file --verify-diagnostics`, iree-base-compiler
// 3.13).

func.func @subui_operand_float(%a: f32) {
  // expected-error@+1 {{'arith.subui_extended' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'f32'}}
  %0:2 = "arith.subui_extended"(%a, %a) : (f32, f32) -> (f32, i1)
  return
}

// -----

func.func @subui_borrow_not_bool(%a: i32) {
  // expected-error@+1 {{'arith.subui_extended' op result #1 must be bool-like, but got 'i32'}}
  %0:2 = "arith.subui_extended"(%a, %a) : (i32, i32) -> (i32, i32)
  return
}

// -----

func.func @subui_diff_type(%a: i32) {
  // expected-error@+1 {{'arith.subui_extended' op failed to verify that all of {lhs, rhs, diff} have same type}}
  %0:2 = "arith.subui_extended"(%a, %a) : (i32, i32) -> (i64, i1)
  return
}

// -----

func.func @subui_scalar_operands_vector_borrow(%a: i32) {
  // expected-error@+1 {{'arith.subui_extended' op if a result is non-scalar, then at least one operand must be non-scalar}}
  %0:2 = "arith.subui_extended"(%a, %a) : (i32, i32) -> (i32, vector<1xi1>)
  return
}

// -----

func.func @subui_borrow_shape(%a: vector<4xi32>) {
  // expected-error@+1 {{'arith.subui_extended' op all non-scalar operands/results must have the same shape and base type}}
  %0:2 = "arith.subui_extended"(%a, %a) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<2xi1>)
  return
}

// -----

func.func @subui_vector_operands_scalar_borrow(%a: vector<4xi32>) {
  // expected-error@+1 {{'arith.subui_extended' op if an operand is non-scalar, then all results must be non-scalar}}
  %0:2 = "arith.subui_extended"(%a, %a) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, i1)
  return
}

// -----

func.func @subui_unranked_and_ranked(%a: tensor<*xi32>) {
  // expected-error@+1 {{'arith.subui_extended' op all non-scalar operands/results must have the same shape and base type}}
  %0:2 = "arith.subui_extended"(%a, %a) : (tensor<*xi32>, tensor<*xi32>) -> (tensor<*xi32>, tensor<3xi1>)
  return
}

// -----

func.func @shuffle_no_mask(%a: vector<2xf32>) {
  // expected-error@+1 {{'vector.shuffle' op requires attribute 'mask'}}
  %0 = "vector.shuffle"(%a, %a) : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
  return
}

// -----

func.func @shuffle_scalable(%a: vector<[4]xf32>) {
  // expected-error@+1 {{'vector.shuffle' op operand #0 must be fixed-length vector of any non-token type values, but got 'vector<[4]xf32>'}}
  %0 = "vector.shuffle"(%a, %a) <{mask = array<i64: 0, 1>}> : (vector<[4]xf32>, vector<[4]xf32>) -> vector<2xf32>
  return
}

// -----

func.func @shuffle_scalar_result(%a: vector<2xf32>) {
  // expected-error@+1 {{'vector.shuffle' op result #0 must be vector of any non-token type values, but got 'f32'}}
  %0 = "vector.shuffle"(%a, %a) <{mask = array<i64: 0>}> : (vector<2xf32>, vector<2xf32>) -> f32
  return
}

// -----

func.func @shuffle_elem_v1(%a: vector<2xi32>) {
  // expected-error@+1 {{'vector.shuffle' op failed to verify that first operand v1 and result have same element type}}
  %0 = "vector.shuffle"(%a, %a) <{mask = array<i64: 0, 1>}> : (vector<2xi32>, vector<2xi32>) -> vector<2xf32>
  return
}

// -----

func.func @shuffle_elem_v2(%a: vector<2xf32>, %b: vector<2xi32>) {
  // expected-error@+1 {{'vector.shuffle' op failed to verify that second operand v2 and result have same element type}}
  %0 = "vector.shuffle"(%a, %b) <{mask = array<i64: 0, 1>}> : (vector<2xf32>, vector<2xi32>) -> vector<2xf32>
  return
}

// -----

func.func @shuffle_rank(%a: vector<2xf32>, %b: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.shuffle' op rank mismatch}}
  %0 = "vector.shuffle"(%a, %b) <{mask = array<i64: 0, 1>}> : (vector<2xf32>, vector<2x3xf32>) -> vector<2xf32>
  return
}

// -----

func.func @shuffle_trailing_dim(%a: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.shuffle' op dimension mismatch}}
  %0 = "vector.shuffle"(%a, %a) <{mask = array<i64: 0, 1>}> : (vector<2x3xf32>, vector<2x3xf32>) -> vector<2x2xf32>
  return
}

// -----

func.func @shuffle_mask_length(%a: vector<2xf32>) {
  // expected-error@+1 {{'vector.shuffle' op mask length mismatch}}
  %0 = "vector.shuffle"(%a, %a) <{mask = array<i64: 0>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
  return
}

// -----

func.func @shuffle_mask_index(%a: vector<2xf32>) {
  // expected-error@+1 {{'vector.shuffle' op mask index #2 out of range}}
  %0 = "vector.shuffle"(%a, %a) <{mask = array<i64: 0, 4>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
  return
}

// -----

func.func @shuffle_mask_negative(%a: vector<2xf32>) {
  // expected-error@+1 {{'vector.shuffle' op mask index #1 out of range}}
  %0 = "vector.shuffle"(%a, %a) <{mask = array<i64: -2, 0>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
  return
}

// -----

func.func @interleave_scalar(%a: f32) {
  // expected-error@+1 {{'vector.interleave' op operand #0 must be vector of any non-token type values, but got 'f32'}}
  %0 = "vector.interleave"(%a, %a) : (f32, f32) -> vector<2xf32>
  return
}

// -----

func.func @interleave_types(%a: vector<2xf32>, %b: vector<3xf32>) {
  // expected-error@+1 {{'vector.interleave' op failed to verify that all of {lhs, rhs} have same type}}
  %0 = "vector.interleave"(%a, %b) : (vector<2xf32>, vector<3xf32>) -> vector<5xf32>
  return
}

// -----

func.func @interleave_width(%a: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.interleave' op failed to verify that type of 'result' is double the width of the inputs}}
  %0 = "vector.interleave"(%a, %a) : (vector<2x3xf32>, vector<2x3xf32>) -> vector<4x3xf32>
  return
}

// -----

func.func @deinterleave_0d(%a: vector<f32>) {
  // expected-error@+1 {{'vector.deinterleave' op operand #0 must be vector of any non-token type values, but got 'vector<f32>'}}
  %0:2 = "vector.deinterleave"(%a) : (vector<f32>) -> (vector<1xf32>, vector<1xf32>)
  return
}

// -----

func.func @deinterleave_odd(%a: vector<3xf32>) {
  // expected-error@+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the source vector has an even number of elements}}
  %0:2 = "vector.deinterleave"(%a) : (vector<3xf32>) -> (vector<1xf32>, vector<1xf32>)
  return
}

// -----

func.func @deinterleave_result_types(%a: vector<2xf32>) {
  // expected-error@+1 {{'vector.deinterleave' op failed to verify that all of {res1, res2} have same type}}
  %0:2 = "vector.deinterleave"(%a) : (vector<2xf32>) -> (vector<1xf32>, vector<2xf32>)
  return
}

// -----

func.func @deinterleave_half(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the results is half the width of source trailing dimension}}
  %0:2 = "vector.deinterleave"(%a) : (vector<4xf32>) -> (vector<4xf32>, vector<4xf32>)
  return
}
