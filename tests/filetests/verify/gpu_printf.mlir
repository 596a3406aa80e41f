// RUN: tessera opt %s --split-input-file --verify-diagnostics

// The verifier of gpu.printf with upstream's messages (iree-opt 3.13 --verify-diagnostics
// accepts this file).

func.func @vector(%a: vector<2xi32>) {
  // expected-error@+1 {{'gpu.printf' op operand #0 must be variadic of integer or index or floating-point, but got 'vector<2xi32>'}}
  "gpu.printf"(%a) <{format = "q %d"}> : (vector<2xi32>) -> ()
  return
}

// -----

func.func @no_format(%a: i32) {
  // expected-error@+1 {{'gpu.printf' op requires attribute 'format'}}
  "gpu.printf"(%a) : (i32) -> ()
  return
}

// -----

func.func @format_kind(%a: i32) {
  // expected-error@+1 {{invalid properties {format = 3 : i64} for op gpu.printf: Invalid attribute `format` in property conversion: 3 : i64}}
  "gpu.printf"(%a) <{format = 3}> : (i32) -> ()
  return
}

// -----

func.func @result(%a: i32) {
  // expected-error@+1 {{'gpu.printf' op requires zero results}}
  %0 = "gpu.printf"(%a) <{format = "x"}> : (i32) -> i32
  return
}

// -----

func.func @memref(%a: memref<i32>, %b: f64) {
  // expected-error@+1 {{'gpu.printf' op operand #1 must be variadic of integer or index or floating-point, but got 'memref<i32>'}}
  "gpu.printf"(%b, %a) <{format = "x"}> : (f64, memref<i32>) -> ()
  return
}
