// RUN: tessera opt %s --split-input-file --verify-diagnostics

// arith: operand and result type constraints, comparisons, select, constants, casts.

func.func @addi_on_float(%a : f32) {
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'f32'}}
  %0 = arith.addi %a, %a : f32
  return
}

// -----

func.func @addf_on_integer(%a : i32) {
  // expected-error@+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.addf %a, %a : i32
  return
}

// -----

func.func @binary_type_mismatch(%a : i32, %b : i64) {
  // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @binary_operand_count(%a : i32) {
  // expected-error@+1 {{'arith.muli' op expected 2 operands, but found 1}}
  %0 = "arith.muli"(%a) : (i32) -> i32
  return
}

// -----

func.func @cmpi_result_type(%a : i32) {
  // expected-error@+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %r = "arith.cmpi"(%a, %a) {predicate = 0 : i64} : (i32, i32) -> i32
  return
}

// -----

func.func @cmpi_vector_shape() {
  %c = arith.constant dense<0> : vector<42xi32>
  // expected-error@+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %r = "arith.cmpi"(%c, %c) {predicate = 0 : i64} : (vector<42xi32>, vector<42xi32>) -> vector<41xi1>
  return
}

// -----

func.func @cmpi_predicate(%a : i32) {
  // expected-error@+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %r = "arith.cmpi"(%a, %a) {predicate = 42 : i64} : (i32, i32) -> i1
  return
}

// -----

func.func @cmpi_missing_predicate(%a : i32) {
  // expected-error@+1 {{'arith.cmpi' op requires attribute 'predicate'}}
  %r = "arith.cmpi"(%a, %a) {foo = 1 : i64} : (i32, i32) -> i1
  return
}

// -----

func.func @cmpf_operand_types(%a : f32, %b : f64) {
  // expected-error@+1 {{'arith.cmpf' op requires all operands to have the same type}}
  %r = "arith.cmpf"(%a, %b) {predicate = 1 : i64} : (f32, f64) -> i1
  return
}

// -----

func.func @cmpf_on_integer(%a : i32) {
  // expected-error@+1 {{custom op 'arith.cmpf' 'lhs' must be floating-point-like, but got 'i32'}}
  %r = arith.cmpf oeq, %a, %a : i32
  return
}

// -----

func.func @select_types(%c : i1, %a : i32, %b : i64) {
  // expected-error@+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %r = "arith.select"(%c, %a, %b) : (i1, i32, i64) -> i32
  return
}

// -----

func.func @select_condition_shape(%c : vector<4xi1>, %a : vector<8xi32>) {
  // expected-error@+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %r = arith.select %c, %a, %a : vector<4xi1>, vector<8xi32>
  return
}

// -----

func.func @constant_type() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %x = "arith.constant"() {value = 10.0 : f32} : () -> f64
  return
}

// -----

func.func @constant_signed() {
  // expected-error@+1 {{'arith.constant' op integer return type must be signless}}
  %0 = "arith.constant"() {value = 0 : ui32} : () -> ui32
  return
}

// -----

func.func @extf_narrows(%a : f32) {
  // expected-error@+1 {{'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible}}
  %0 = arith.extf %a : f32 to f16
  return
}

// -----

func.func @truncf_widens(%a : f16) {
  // expected-error@+1 {{'arith.truncf' op operand type 'f16' and result type 'f32' are cast incompatible}}
  %0 = arith.truncf %a : f16 to f32
  return
}

// -----

func.func @extsi_same_width(%a : i16) {
  // expected-error@+1 {{'arith.extsi' op operand type 'i16' and result type 'i16' are cast incompatible}}
  %0 = arith.extsi %a : i16 to i16
  return
}

// -----

func.func @trunci_index(%a : index) {
  // expected-error@+1 {{'arith.trunci' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.trunci %a : index to i8
  return
}

// -----

func.func @index_cast_index_to_index(%a : index) {
  // expected-error@+1 {{'arith.index_cast' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = arith.index_cast %a : index to index
  return
}

// -----

func.func @index_cast_float(%a : index) {
  // expected-error@+1 {{'arith.index_cast' op result #0 must be signless-non-zero-bitwidth-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = arith.index_cast %a : index to f32
  return
}

// -----

func.func @sitofp_to_integer(%a : i32) {
  // expected-error@+1 {{'arith.sitofp' op result #0 must be floating-point-like, but got 'i64'}}
  %0 = arith.sitofp %a : i32 to i64
  return
}

// -----

func.func @cast_shape(%a : vector<2xf16>) {
  // expected-error@+1 {{'arith.extf' op requires the same shape for all operands and results}}
  %0 = arith.extf %a : vector<2xf16> to vector<3xf32>
  return
}

// -----

func.func @bitcast_width(%a : f16) {
  // expected-error@+1 {{'arith.bitcast' op operand type 'f16' and result type 'f32' are cast incompatible}}
  %0 = arith.bitcast %a : f16 to f32
  return
}

// -----

func.func @math_on_integer(%a : i32) {
  // expected-error@+1 {{'math.sqrt' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.sqrt %a : i32
  return
}

// -----

func.func @math_fma_types(%a : f32, %b : f64) {
  // expected-error@+1 {{'math.fma' op requires the same type for all operands and results}}
  %0 = "math.fma"(%a, %a, %b) : (f32, f32, f64) -> f32
  return
}

// -----

func.func @flush_denormals_int(%i: i32) {
  // expected-error@+1 {{'arith.flush_denormals' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.flush_denormals %i : i32
  return
}

// -----

func.func @maximumnumf_types(%x: f32, %y: f64) {
  // expected-error@+1 {{'arith.maximumnumf' op requires the same type for all operands and results}}
  %0 = "arith.maximumnumf"(%x, %y) : (f32, f64) -> f32
  return
}

// -----

func.func @convertf_width(%x: f32) {
  // expected-error@+1 {{'arith.convertf' op operand type 'f32' and result type 'f16' are cast incompatible}}
  %0 = arith.convertf %x : f32 to f16
  return
}
