// RUN: tessera opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// func.func signatures and func.return.

func.func @return_count() -> i32 {
  // expected-error@+1 {{'func.return' op has 0 operands, but enclosing function (@return_count) returns 1}}
  return
}

// -----

func.func @return_type() -> i32 {
  %0 = arith.constant 1.0 : f32
  // expected-error@+1 {{type of return operand 0 ('f32') doesn't match function result type ('i32') in function @return_type}}
  return %0 : f32
}

// -----

func.func @return_inside_loop() {
  affine.for %i = 1 to 100 {
    // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
    func.return
  }
  return
}

// -----

// expected-error@+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
"func.func"() <{function_type = (i32) -> (), sym_name = "entry_args"}> ({
^bb0:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op type of entry block argument #0('f32') must match the type of the corresponding argument in function signature('i32')}}
"func.func"() <{function_type = (i32) -> (), sym_name = "entry_arg_type"}> ({
^bb0(%a: f32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() <{function_type = i32, sym_name = "not_a_function_type"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op requires attribute 'function_type'}}
"func.func"() <{sym_name = "no_type"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

func.func @isolated_from_above(%v: i32) {
  // An unregistered op's region sees %v; a nested function's body is isolated.
  "test.region"() ({
    "test.use"(%v) : (i32) -> ()
  }) : () -> ()
  return
}

// -----

func.func @call_indirect_types(%f: (i32) -> i32, %x: i64) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %r = "func.call_indirect"(%f, %x) : ((i32) -> i32, i64) -> i32
  return
}
