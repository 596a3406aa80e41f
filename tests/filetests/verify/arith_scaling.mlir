// RUN: tessera opt %s --split-input-file --verify-diagnostics

// arith.scaling_extf and arith.scaling_truncf: upstream's messages (iree-opt
// --verify-diagnostics accepts this file).

func.func @a(%in: f32, %s: f8E8M0FNU) -> f16 {
  // expected-error@+1 {{'arith.scaling_extf' op operand types 'f32', 'f8E8M0FNU' and result type 'f16' are cast incompatible}}
  %0 = arith.scaling_extf %in, %s : f32, f8E8M0FNU to f16
  return %0 : f16
}

// -----

func.func @a(%in: f8E4M3FN, %s: f8E8M0FNU) -> f32 {
  // expected-error@+1 {{'arith.scaling_truncf' op operand types 'f8E4M3FN', 'f8E8M0FNU' and result type 'f32' are cast incompatible}}
  %0 = arith.scaling_truncf %in, %s : f8E4M3FN, f8E8M0FNU to f32
  return %0 : f32
}

// -----

func.func @a(%in: vector<4xf8E4M3FN>, %s: vector<2xf8E8M0FNU>) -> vector<4xf32> {
  // expected-error@+1 {{'arith.scaling_extf' op all non-scalar operands/results must have the same shape and base type}}
  %0 = arith.scaling_extf %in, %s : vector<4xf8E4M3FN>, vector<2xf8E8M0FNU> to vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @a(%in: f8E4M3FN, %s: f8E8M0FNU) -> i32 {
  // expected-error@+1 {{'arith.scaling_extf' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.scaling_extf %in, %s : f8E4M3FN, f8E8M0FNU to i32
  return %0 : i32
}
