// RUN: tessera opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Lexer, parser, type and attribute grammar errors: reported by the parser, at the offending
// token, with upstream's wording.

func.func @bad_branch() {
^bb12:
  cf.br ^missing  // expected-error {{reference to an undefined block}}
}

// -----

func.func @block_redef() {
^bb42:
  return
^bb42:        // expected-error {{redefinition of block '^bb42'}}
  return
}

// -----

func.func @block_arg_no_ssaid() {
^bb42 (i32): // expected-error {{expected SSA operand}}
  return
}

// -----

func.func @block_arg_no_type() {
^bb42 (%0): // expected-error {{expected ':'}}
  return
}

// -----

func.func @bad_op_type() {
^bb40:
  "foo"() : i32  // expected-error {{expected function type}}
  return
}

// -----

func.func @empty_op_name() {
  "foo"() : ()->()
  ""() : ()->()  // expected-error {{empty operation name is invalid}}
  return
}

// -----

func.func @unknown_custom_op() {
  test.asd   // expected-error {{Dialect `test' not found for custom op 'test.asd'}}
}

// -----

func.func @operand_type_count() {
  %1 = "foo"() : (i32)->i64 // expected-error {{expected 0 operand types but had 1}}
  return
}

// -----

func.func @redef() {
  %x = "xxx"(){index = 0} : ()->i32
  %x = "xxx"(){index = 0} : ()->i32 // expected-error {{redefinition of SSA value '%x'}}
  return
}

// -----

func.func @undef() {
  %x = "xxx"(%y) : (i32)->i32   // expected-error {{use of undeclared SSA value name}}
  return
}

// -----

func.func @malformed_type(%a : intt) { // expected-error {{expected non-function type}}
}

// -----

func.func @condbr_notbool() {
^bb0:
  %a = "foo"() : () -> i32
  cf.cond_br %a, ^bb0, ^bb0 // expected-error {{use of value '%a' expects different type than prior uses: 'i1' vs 'i32'}}
}

// -----

func.func @name_scope_failure() {
  affine.for %i = 1 to 10 {
  }
  "xxx"(%i) : (index)->()   // expected-error {{use of undeclared SSA value name}}
  return
}

// -----

func.func @isolated_function_body(%v: i32) {
  func.func @inner() {
    "test.use"(%v) : (i32) -> ()  // expected-error {{use of undeclared SSA value name}}
    return
  }
  return
}

// -----

func.func @duplicate_induction_var() {
  affine.for %i = 1 to 10 {
    affine.for %i = 1 to 10 { // expected-error {{region entry argument '%i' is already in use}}
    }
  }
  return
}

// -----

func.func @type_alias_unknown(!unknown_alias) -> () { // expected-error {{undefined symbol alias id 'unknown_alias'}}
  return
}

// -----

!redef_alias = i32
!redef_alias = i32 // expected-error {{redefinition of type alias id 'redef_alias'}}

// -----

// expected-error@+1 {{expected '<' in tuple type}}
func.func private @invalid_tuple_missing_less(tuple i32>)

// -----

// expected-error@+1 {{expected '>' in tuple type}}
func.func private @invalid_tuple_missing_greater(tuple<i32)

// -----

func.func @multi_result_mismatch_count() {
  // expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
  %0:1 = "foo" () : () -> (i32, i32)
  return
}

// -----

func.func @no_result_with_name() {
  // expected-error@+1 {{cannot name an operation with no results}}
  %0 = "foo" () : () -> ()
  return
}


// -----

@foo   // expected-error {{expected operation name in quotes}}


// -----

// expected-error@+1 {{use of undeclared identifier}}
#map = affine_map<(i)->(j)>

// -----

// expected-error@+1 {{expected '('}}
#set0 = affine_set<(i)[N, M] : )i >= 0)>

// -----

func.func @unterminated_string() {
  // expected-error@+1 {{expected '"' in string literal}}
  "foo"() {attr = "abc} : () -> ()
}

// -----

func.func @dense_shape() {
  // expected-error@+1 {{inferred shape of elements literal ([2]) does not match type ([2, 2])}}
  "foo"() {attr = dense<[0.0, 1.0]> : tensor<2x2xf32>} : () -> ()
  return
}

// -----

func.func @vector_zero_dim(%v : vector<0xf32>) { // expected-error {{vector types must have positive constant sizes}}
  return
}

// -----

func.func @lexer_unexpected_character() {
  $x = "foo"() : () -> i32 // expected-error {{unexpected character}}
  return
}

// -----

func.func @duplicate_dictionary_key() {
  // expected-error@+1 {{duplicate key 'a' in dictionary attribute}}
  %0 = "foo"() {a = 1, a = 2} : () -> i32
  return
}

// -----

func.func @undefined_attribute_alias() {
  // expected-error@+1 {{undefined symbol alias id 'unknown_attr'}}
  %0 = "foo"() {a = #unknown_attr} : () -> i32
  return
}

// -----

func.func @operand_list_with_type(%x: i32) {
  // expected-error@+1 {{expected ')' to end operand list}}
  %0 = "foo"(%x : i32) : (i32) -> i32
  return
}

// -----

func.func @incomplete_affine_expression() {
  // expected-error@+1 {{missing right operand of binary operator}}
  %0 = "foo"() {a = affine_map<(d0) -> (d0 +)>} : () -> i32
  return
}

// -----

func.func @dynamic_vector_dimension() {
  // expected-error@+1 {{expected non-function type}}
  %0 = "foo"() : () -> vector<4x?xf32>
  return
}

// -----

func.func @two_memory_spaces() {
  // expected-error@+1 {{multiple memory spaces specified in memref type}}
  %0 = "foo"() : () -> memref<4xf32, 1, 2>
  return
}

// -----

func.func @unregistered_in_custom_form() {
  // expected-error@+1 {{Dialect `foo' not found for custom op 'foo.bar'}}
  foo.bar %x
  return
}
