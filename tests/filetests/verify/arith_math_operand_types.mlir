// RUN: tessera opt %s --split-input-file --verify-diagnostics

// Operand type constraints of the arith and math ops that no other verify filetest
// covered, with upstream's messages (iree-opt --verify-diagnostics accepts this file).

func.func @divsi(%a: f32) -> f32 {
  // expected-error @+1 {{'arith.divsi' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'f32'}}
  %0 = arith.divsi %a, %a : f32
  return %0 : f32
}
// -----

func.func @divui(%a: f32) -> f32 {
  // expected-error @+1 {{'arith.divui' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'f32'}}
  %0 = arith.divui %a, %a : f32
  return %0 : f32
}
// -----

func.func @ceildivsi(%a: f32) -> f32 {
  // expected-error @+1 {{'arith.ceildivsi' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'f32'}}
  %0 = arith.ceildivsi %a, %a : f32
  return %0 : f32
}
// -----

func.func @ceildivui(%a: f32) -> f32 {
  // expected-error @+1 {{'arith.ceildivui' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'f32'}}
  %0 = arith.ceildivui %a, %a : f32
  return %0 : f32
}
// -----

func.func @floordivsi(%a: f32) -> f32 {
  // expected-error @+1 {{'arith.floordivsi' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'f32'}}
  %0 = arith.floordivsi %a, %a : f32
  return %0 : f32
}
// -----

func.func @remsi(%a: f32) -> f32 {
  // expected-error @+1 {{'arith.remsi' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'f32'}}
  %0 = arith.remsi %a, %a : f32
  return %0 : f32
}
// -----

func.func @remui(%a: f32) -> f32 {
  // expected-error @+1 {{'arith.remui' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'f32'}}
  %0 = arith.remui %a, %a : f32
  return %0 : f32
}
// -----

func.func @minsi(%a: f32) -> f32 {
  // expected-error @+1 {{'arith.minsi' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'f32'}}
  %0 = arith.minsi %a, %a : f32
  return %0 : f32
}
// -----

func.func @minui(%a: f32) -> f32 {
  // expected-error @+1 {{'arith.minui' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'f32'}}
  %0 = arith.minui %a, %a : f32
  return %0 : f32
}
// -----

func.func @maxsi(%a: f32) -> f32 {
  // expected-error @+1 {{'arith.maxsi' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'f32'}}
  %0 = arith.maxsi %a, %a : f32
  return %0 : f32
}
// -----

func.func @maxui(%a: f32) -> f32 {
  // expected-error @+1 {{'arith.maxui' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'f32'}}
  %0 = arith.maxui %a, %a : f32
  return %0 : f32
}
// -----

func.func @andi(%a: f32) -> f32 {
  // expected-error @+1 {{'arith.andi' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'f32'}}
  %0 = arith.andi %a, %a : f32
  return %0 : f32
}
// -----

func.func @ori(%a: f32) -> f32 {
  // expected-error @+1 {{'arith.ori' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'f32'}}
  %0 = arith.ori %a, %a : f32
  return %0 : f32
}
// -----

func.func @xori(%a: f32) -> f32 {
  // expected-error @+1 {{'arith.xori' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'f32'}}
  %0 = arith.xori %a, %a : f32
  return %0 : f32
}
// -----

func.func @shli(%a: f32) -> f32 {
  // expected-error @+1 {{'arith.shli' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'f32'}}
  %0 = arith.shli %a, %a : f32
  return %0 : f32
}
// -----

func.func @shrsi(%a: f32) -> f32 {
  // expected-error @+1 {{'arith.shrsi' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'f32'}}
  %0 = arith.shrsi %a, %a : f32
  return %0 : f32
}
// -----

func.func @shrui(%a: f32) -> f32 {
  // expected-error @+1 {{'arith.shrui' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'f32'}}
  %0 = arith.shrui %a, %a : f32
  return %0 : f32
}
// -----

func.func @subf(%a: i32) -> i32 {
  // expected-error @+1 {{'arith.subf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.subf %a, %a : i32
  return %0 : i32
}
// -----

func.func @remf(%a: i32) -> i32 {
  // expected-error @+1 {{'arith.remf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.remf %a, %a : i32
  return %0 : i32
}
// -----

func.func @minimumf(%a: i32) -> i32 {
  // expected-error @+1 {{'arith.minimumf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.minimumf %a, %a : i32
  return %0 : i32
}
// -----

func.func @minnumf(%a: i32) -> i32 {
  // expected-error @+1 {{'arith.minnumf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.minnumf %a, %a : i32
  return %0 : i32
}
// -----

func.func @maxnumf(%a: i32) -> i32 {
  // expected-error @+1 {{'arith.maxnumf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.maxnumf %a, %a : i32
  return %0 : i32
}
// -----

func.func @minimumnumf(%a: i32) -> i32 {
  // expected-error @+1 {{'arith.minimumnumf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.minimumnumf %a, %a : i32
  return %0 : i32
}
// -----

func.func @negf(%a: i32) -> i32 {
  // expected-error @+1 {{'arith.negf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.negf %a : i32
  return %0 : i32
}
// -----

func.func @index_castui(%a: f32) -> index {
  // expected-error @+1 {{'arith.index_castui' op operand #0 must be signless-non-zero-bitwidth-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = arith.index_castui %a : f32 to index
  return %0 : index
}
// -----

func.func @uitofp(%a: f32) -> f64 {
  // expected-error @+1 {{'arith.uitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.uitofp %a : f32 to f64
  return %0 : f64
}
// -----

func.func @fptosi(%a: i32) -> i64 {
  // expected-error @+1 {{'arith.fptosi' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.fptosi %a : i32 to i64
  return %0 : i64
}
// -----

func.func @fptoui(%a: i32) -> i64 {
  // expected-error @+1 {{'arith.fptoui' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.fptoui %a : i32 to i64
  return %0 : i64
}
// -----

func.func @extui(%a: i32) -> i16 {
  // expected-error @+1 {{'arith.extui' op operand type 'i32' and result type 'i16' are cast incompatible}}
  %0 = arith.extui %a : i32 to i16
  return %0 : i16
}
// -----

func.func @rsqrt(%a: i32) -> i32 {
  // expected-error @+1 {{'math.rsqrt' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.rsqrt %a : i32
  return %0 : i32
}
// -----

func.func @exp(%a: i32) -> i32 {
  // expected-error @+1 {{'math.exp' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.exp %a : i32
  return %0 : i32
}
// -----

func.func @exp2(%a: i32) -> i32 {
  // expected-error @+1 {{'math.exp2' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.exp2 %a : i32
  return %0 : i32
}
// -----

func.func @log(%a: i32) -> i32 {
  // expected-error @+1 {{'math.log' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.log %a : i32
  return %0 : i32
}
// -----

func.func @log2(%a: i32) -> i32 {
  // expected-error @+1 {{'math.log2' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.log2 %a : i32
  return %0 : i32
}
// -----

func.func @log10(%a: i32) -> i32 {
  // expected-error @+1 {{'math.log10' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.log10 %a : i32
  return %0 : i32
}
// -----

func.func @log1p(%a: i32) -> i32 {
  // expected-error @+1 {{'math.log1p' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.log1p %a : i32
  return %0 : i32
}
// -----

func.func @tanh(%a: i32) -> i32 {
  // expected-error @+1 {{'math.tanh' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.tanh %a : i32
  return %0 : i32
}
// -----

func.func @sin(%a: i32) -> i32 {
  // expected-error @+1 {{'math.sin' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.sin %a : i32
  return %0 : i32
}
// -----

func.func @cos(%a: i32) -> i32 {
  // expected-error @+1 {{'math.cos' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.cos %a : i32
  return %0 : i32
}
// -----

func.func @tan(%a: i32) -> i32 {
  // expected-error @+1 {{'math.tan' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.tan %a : i32
  return %0 : i32
}
// -----

func.func @atan(%a: i32) -> i32 {
  // expected-error @+1 {{'math.atan' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.atan %a : i32
  return %0 : i32
}
// -----

func.func @erf(%a: i32) -> i32 {
  // expected-error @+1 {{'math.erf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.erf %a : i32
  return %0 : i32
}
// -----

func.func @ceil(%a: i32) -> i32 {
  // expected-error @+1 {{'math.ceil' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.ceil %a : i32
  return %0 : i32
}
// -----

func.func @floor(%a: i32) -> i32 {
  // expected-error @+1 {{'math.floor' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.floor %a : i32
  return %0 : i32
}
// -----

func.func @round(%a: i32) -> i32 {
  // expected-error @+1 {{'math.round' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.round %a : i32
  return %0 : i32
}
// -----

func.func @cosh(%a: i32) -> i32 {
  // expected-error @+1 {{'math.cosh' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.cosh %a : i32
  return %0 : i32
}
// -----

func.func @asin(%a: i32) -> i32 {
  // expected-error @+1 {{'math.asin' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.asin %a : i32
  return %0 : i32
}
// -----

func.func @acos(%a: i32) -> i32 {
  // expected-error @+1 {{'math.acos' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.acos %a : i32
  return %0 : i32
}
// -----

func.func @expm1(%a: i32) -> i32 {
  // expected-error @+1 {{'math.expm1' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.expm1 %a : i32
  return %0 : i32
}
// -----

func.func @asinh(%a: i32) -> i32 {
  // expected-error @+1 {{'math.asinh' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.asinh %a : i32
  return %0 : i32
}
// -----

func.func @atanh(%a: i32) -> i32 {
  // expected-error @+1 {{'math.atanh' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.atanh %a : i32
  return %0 : i32
}
// -----

func.func @atan2(%a: i32) -> i32 {
  // expected-error @+1 {{'math.atan2' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.atan2 %a, %a : i32
  return %0 : i32
}
// -----

func.func @powf(%a: i32) -> i32 {
  // expected-error @+1 {{'math.powf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.powf %a, %a : i32
  return %0 : i32
}
// -----

func.func @copysign(%a: i32) -> i32 {
  // expected-error @+1 {{'math.copysign' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.copysign %a, %a : i32
  return %0 : i32
}
// -----

func.func @absi(%a: f32) -> f32 {
  // expected-error @+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = math.absi %a : f32
  return %0 : f32
}
// -----

func.func @cttz(%a: f32) -> f32 {
  // expected-error @+1 {{'math.cttz' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = math.cttz %a : f32
  return %0 : f32
}
