// RUN: tessera opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Symbol tables (builtin.module, gpu.module): unique names, resolved references.

// expected-note@+1 {{see existing symbol definition here}}
func.func @f() {
  return
}

// expected-error@+1 {{redefinition of symbol named 'f'}}
func.func @f() {
  return
}

// -----

gpu.module @kernels {
  // expected-note@+1 {{see existing symbol definition here}}
  gpu.func @k() {
    gpu.return
  }
  // expected-error@+1 {{redefinition of symbol named 'k'}}
  gpu.func @k() {
    gpu.return
  }
}

// -----

// The same name in different symbol tables is fine.
module @a {
  func.func private @f()
}
module @b {
  func.func private @f()
}

// -----

func.func @call_unknown() {
  // expected-error@+1 {{'func.call' op 'missing' does not reference a valid function}}
  func.call @missing() : () -> ()
  return
}

// -----

memref.global "private" @g : memref<4xf32>

func.func @call_non_function() {
  // expected-error@+1 {{'func.call' op 'g' does not reference a valid function}}
  func.call @g() : () -> ()
  return
}

// -----

func.func private @callee(i32) -> f32

func.func @call_operand_types(%x: i64) {
  // expected-error@+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  %r = func.call @callee(%x) : (i64) -> f32
  return
}

// -----

func.func private @callee(i32) -> f32

func.func @call_operand_count(%x: i32) {
  // expected-error@+1 {{'func.call' op incorrect number of operands for callee}}
  %r = func.call @callee(%x, %x) : (i32, i32) -> f32
  return
}

// -----

func.func private @callee() -> (i32, f32)

func.func @call_result_types() {
  // expected-error@+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note@+2 {{op result types: 'f32', 'i32'}}
  // expected-note@+1 {{callee result types: 'i32', 'f32'}}
  %0:2 = func.call @callee() : () -> (f32, i32)
  return
}

// -----

func.func private @callee() -> i32

func.func @call_result_count() {
  // expected-error@+1 {{'func.call' op incorrect number of results for callee}}
  func.call @callee() : () -> ()
  return
}

// -----

// Lookups start at the nearest symbol table: the function outside the nested module is not
// visible.
func.func private @outer()

module @inner {
  func.func @user() {
    // expected-error@+1 {{'func.call' op 'outer' does not reference a valid function}}
    func.call @outer() : () -> ()
    return
  }
}

// -----

func.func @undefined_constant() {
  // expected-error@+1 {{'func.constant' op reference to undefined function 'nope'}}
  %f = func.constant @nope : () -> ()
  return
}

// -----

func.func private @h(i32)

func.func @constant_type_mismatch() {
  // expected-error@+1 {{'func.constant' op reference to function with mismatched type}}
  %f = func.constant @h : (i64) -> ()
  return
}

// -----

func.func @get_global_undefined() {
  // expected-error@+1 {{'memref.get_global' op 'gv' does not reference a valid global memref}}
  %0 = memref.get_global @gv : memref<3xf32>
  return
}

// -----

memref.global @gv : memref<3xi32>

func.func @get_global_type() {
  // expected-error@+1 {{'memref.get_global' op result type 'memref<3xf32>' does not match type 'memref<3xi32>' of the global memref @gv}}
  %0 = memref.get_global @gv : memref<3xf32>
  return
}

// -----

// expected-error@+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @public_declaration(i32)
