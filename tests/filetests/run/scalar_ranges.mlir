// RUN: not tessera run %s --backend cpu --entry wide 4294967297 2>&1 | FileCheck %s --check-prefix=I32
// RUN: not tessera run %s --backend cpu --entry narrow 300 2>&1 | FileCheck %s --check-prefix=I8
// RUN: not tessera run %s --backend cpu --entry narrow -129 2>&1 | FileCheck %s --check-prefix=I8NEG
// RUN: not tessera run %s --backend cpu --entry float 1e39 2>&1 | FileCheck %s --check-prefix=F32
// RUN: tessera run %s --backend cpu --entry narrow 255 | FileCheck %s --check-prefix=OK8
// RUN: tessera run %s --backend cpu --entry wide -2147483648 | FileCheck %s --check-prefix=OK32

// Scalar command-line arguments are range-checked for their parameter's type: a value out
// of range is an error naming the argument and the range (it used to wrap: 4294967297
// became 1 and 300 became 44, with exit 0). Signless integers take their signed and
// unsigned values, as MLIR's integer literals do.

// I32: error: argument 0 of @wide: 4294967297 is out of range for i32 (-2147483648 to 4294967295)
// I8: error: argument 0 of @narrow: 300 is out of range for i8 (-128 to 255)
// I8NEG: error: argument 0 of @narrow: -129 is out of range for i8 (-128 to 255)
// F32: error: argument 0 of @float: 1e39 is out of range for f32 (finite values up to 3.4028235e38 in magnitude)
// OK8: -1
// OK32: -2147483648

func.func @wide(%x: i32) -> i32 {
  return %x : i32
}
func.func @narrow(%x: i8) -> i8 {
  return %x : i8
}
func.func @float(%x: f32) -> f32 {
  return %x : f32
}
