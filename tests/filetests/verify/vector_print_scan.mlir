// RUN: tessera opt %s --split-input-file --verify-diagnostics

// vector.print, vscale, scalable.insert/extract and scan: upstream's messages (iree-opt
// --verify-diagnostics accepts this file).

func.func @case0(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  "vector.print"(%a) <{punctuation = #vector.punctuation<newline>, stringLiteral = "x"}> : (vector<4xf32>) -> ()
  return
}

// -----

func.func @case1(%a: memref<4xf32>) {
  // expected-error@+1 {{'vector.print' op operand #0 must be , but got 'memref<4xf32>'}}
  "vector.print"(%a) <{punctuation = #vector.punctuation<newline>}> : (memref<4xf32>) -> ()
  return
}

// -----

func.func @case2(%a: vector<4xf32>, %sv: vector<[8]xf32>) {
  // expected-error@+1 {{'vector.scalable.insert' op failed to verify that position is a multiple of the source length.}}
  %0 = vector.scalable.insert %a, %sv[2] : vector<4xf32> into vector<[8]xf32>
  return
}

// -----

func.func @case3(%a: vector<4xf32>, %sv: vector<[8]xf32>) {
  // expected-error@+1 {{'vector.scalable.extract' op failed to verify that position is a multiple of the result length.}}
  %0 = vector.scalable.extract %sv[3] : vector<4xf32> from vector<[8]xf32>
  return
}

// -----

func.func @case4(%a: vector<4xf32>, %sv: vector<[8]xi32>) {
  // expected-error@+1 {{'vector.scalable.insert' op failed to verify that all of {valueToStore, dest} have same element type}}
  %0 = vector.scalable.insert %a, %sv[0] : vector<4xf32> into vector<[8]xi32>
  return
}

// -----

func.func @case5(%a: vector<4x8xf32>, %s: vector<4xf32>) {
  // expected-error@+1 {{'vector.scan' op reduction dimension 2 has to be less than 2}}
  %2:2 = "vector.scan"(%a, %s) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 2 : i64}> : (vector<4x8xf32>, vector<4xf32>) -> (vector<4x8xf32>, vector<4xf32>)
  return
}

// -----

func.func @case6(%a: vector<4x8xf32>, %s: vector<8xf32>) {
  // expected-error@+1 {{'vector.scan' op incompatible input/initial value shapes}}
  %2:2 = "vector.scan"(%a, %s) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 1 : i64}> : (vector<4x8xf32>, vector<8xf32>) -> (vector<4x8xf32>, vector<8xf32>)
  return
}

// -----

func.func @case7(%a: vector<4x8xf32>, %s: vector<4xf32>) {
  // expected-error@+1 {{'vector.scan' op unsupported reduction type 'f32' for kind 'xor'}}
  %2:2 = "vector.scan"(%a, %s) <{inclusive = true, kind = #vector.kind<xor>, reduction_dim = 1 : i64}> : (vector<4x8xf32>, vector<4xf32>) -> (vector<4x8xf32>, vector<4xf32>)
  return
}

// -----

func.func @case8(%a: vector<4x8xf32>, %s: vector<4xf32>) {
  // expected-error@+1 {{'vector.scan' op failed to verify that all of {source, dest} have same type}}
  %2:2 = "vector.scan"(%a, %s) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 1 : i64}> : (vector<4x8xf32>, vector<4xf32>) -> (vector<4x8xf16>, vector<4xf32>)
  return
}

// -----

func.func @case9() {
  // expected-error@+1 {{'vector.vscale' op result #0 must be index, but got 'i32'}}
  %0 = "vector.vscale"() : () -> i32
  return
}
