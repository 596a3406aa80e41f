// RUN: tessera opt %s --split-input-file --verify-diagnostics

// math classification ops, trunc and roundeven: operand and result type constraints, with
// upstream's messages (this file also passes `iree-opt --split-input-file
// --verify-diagnostics`, iree-base-compiler 3.13).

func.func @isnan_result_not_bool(%x : f32) {
  // expected-error@+1 {{'math.isnan' op result #0 must be bool-like, but got 'f32'}}
  %0 = "math.isnan"(%x) : (f32) -> f32
  return
}

// -----

func.func @isinf_result_scalar_for_vector(%v : vector<4xf32>) {
  // expected-error@+1 {{'math.isinf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isinf"(%v) : (vector<4xf32>) -> i1
  return
}

// -----

func.func @isnormal_result_shape(%v : vector<4xf32>) {
  // expected-error@+1 {{'math.isnormal' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isnormal"(%v) : (vector<4xf32>) -> vector<2xi1>
  return
}

// -----

func.func @isfinite_two_operands(%x : f32) {
  // expected-error@+1 {{'math.isfinite' op requires a single operand}}
  %0 = "math.isfinite"(%x, %x) : (f32, f32) -> i1
  return
}

// -----

func.func @isnan_on_integer_generic(%i : i32) {
  // expected-error@+1 {{'math.isnan' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.isnan"(%i) : (i32) -> i1
  return
}

// -----

func.func @isinf_on_integer_custom(%i : i32) {
  // expected-error@+1 {{custom op 'math.isinf' 'operand' must be floating-point-like, but got 'i32'}}
  %0 = math.isinf %i : i32
  return
}

// -----

func.func @isnan_two_results(%x : f32) {
  // expected-error@+1 {{'math.isnan' op requires one result}}
  %0:2 = "math.isnan"(%x) : (f32) -> (i1, i1)
  return
}

// -----

func.func @trunc_on_integer(%i : i32) {
  // expected-error@+1 {{'math.trunc' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.trunc %i : i32
  return
}

// -----

func.func @roundeven_result_type(%x : f32) {
  // expected-error@+1 {{'math.roundeven' op requires the same type for all operands and results}}
  %0 = "math.roundeven"(%x) : (f32) -> f64
  return
}

// -----

func.func @ctpop_of_a_float(%x : f32) {
  // expected-error@+1 {{'math.ctpop' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = math.ctpop %x : f32
  return
}

// -----

func.func @ctlz_result_type(%x : i32) {
  // expected-error@+1 {{'math.ctlz' op requires the same type for all operands and results}}
  %0 = "math.ctlz"(%x) : (i32) -> i64
  return
}

// -----

func.func @sinh_of_an_integer(%i : i32) {
  // expected-error@+1 {{'math.sinh' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.sinh"(%i) : (i32) -> i32
  return
}

// -----

func.func @erfc_result_type(%x : f32) {
  // expected-error@+1 {{'math.erfc' op requires the same type for all operands and results}}
  %0 = "math.erfc"(%x) : (f32) -> f64
  return
}

// -----

func.func @acosh_two_operands(%x : f32) {
  // expected-error@+1 {{'math.acosh' op requires a single operand}}
  %0 = "math.acosh"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func.func @cbrt_of_an_integer_custom(%i : i32) {
  // expected-error@+1 {{'math.cbrt' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.cbrt %i : i32
  return
}

// -----

func.func @fpowi_shapes(%x : f32, %v : vector<4xi32>) {
  // expected-error@+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = "math.fpowi"(%x, %v) <{fastmath = #arith.fastmath<none>}> : (f32, vector<4xi32>) -> f32
  return
}

// -----

func.func @fpowi_result_type(%x : f32, %i : i32) {
  // expected-error@+1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "math.fpowi"(%x, %i) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f64
  return
}

// -----

func.func @fpowi_integer_base(%x : i32, %i : i32) {
  // expected-error@+1 {{'math.fpowi' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.fpowi"(%x, %i) : (i32, i32) -> i32
  return
}

// -----

func.func @fpowi_float_exponent(%x : f32, %i : f32) {
  // expected-error@+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = math.fpowi %x, %i : f32, f32
  return
}

// -----

func.func @ipowi_of_floats(%x : f32) {
  // expected-error@+1 {{'math.ipowi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.ipowi"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func.func @ipowi_mixed_widths(%x : i32, %i : i64) {
  // expected-error@+1 {{'math.ipowi' op requires the same type for all operands and results}}
  %0 = "math.ipowi"(%x, %i) : (i32, i64) -> i32
  return
}

// -----

func.func @clampf_result_type(%x : f32) {
  // expected-error@+1 {{'math.clampf' op requires the same type for all operands and results}}
  %0 = "math.clampf"(%x, %x, %x) : (f32, f32, f32) -> f64
  return
}

// -----

func.func @clampf_of_integers(%i : i32) {
  // expected-error@+1 {{'math.clampf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.clampf"(%i, %i, %i) : (i32, i32, i32) -> i32
  return
}

// -----

func.func @sincos_types(%x : f32) {
  // expected-error@+1 {{'math.sincos' op requires the same type for all operands and results}}
  %0:2 = "math.sincos"(%x) : (f32) -> (f32, f64)
  return
}

// -----

func.func @sincos_of_integers(%i : i32) {
  // expected-error@+1 {{'math.sincos' op operand #0 must be floating-point-like, but got 'i32'}}
  %s, %c = math.sincos %i : i32
  return
}
