// RUN: tessera opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Errors about a missing token are reported where upstream's emitWrongTokenError reports
// them: at the end of the previous token, so on the previous line when the next token
// starts a new line (blank lines and `//` comments in between are skipped; a `//` inside a
// string literal is not a comment). Errors about a wrong keyword stay at the token.

func.func @colon_next_line(%a: i32) {
  %0 = arith.addi %a, %a // expected-error {{expected ':'}}
  return
}

// -----

func.func @comma_next_line(%a: i32) {
  %0 = arith.addi %a // expected-error {{expected ','}}
    %a : i32
  return
}

// -----

func.func @type_next_line(%a: i32) {
  %0 = arith.addi %a, %a : // expected-error {{expected non-function type}}
  return
}

// -----

func.func @after_comment_lines(%a: i32) {
  %0 = arith.addi %a, %a // expected-error {{expected ':'}}
  // a comment line

  // and a blank one
  return
}

// -----

func.func @region_brace(%c: i1) {
  scf.if %c // expected-error {{expected '{' to begin a region}}
    scf.yield
  }
  return
}

// -----

func.func @operand_list() {
  %0 = "test.op"( // expected-error {{expected ')' to end operand list}}
    : () -> i32
  return
}

// -----

func.func @attr_dict() {
  "test.op"() {a = 1 // expected-error {{expected '}' in attribute dictionary}}
    b = 2} : () -> ()
  return
}

// -----

func.func @slashes_in_string() {
  %0 = "test.op"() {s = "a//b"} // expected-error {{expected ':' followed by operation type}}
  () -> i32
  return
}

// -----

func.func @memref_load(%m: memref<4xf32>, %i: index) {
  %0 = memref.load %m[%i] // expected-error {{expected ':'}}
    memref<4xf32>
  return
}

// -----

func.func @keyword_stays_at_token(%a: index) {
  scf.for %i = %a
    // expected-error@+1 {{expected 'to'}}
    %a step %a {
  }
  return
}

// -----

func.func @eof_in_region() {
  return // expected-error {{expected operation name in quotes}}
