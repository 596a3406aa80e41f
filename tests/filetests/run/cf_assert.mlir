// RUN: tessera run %s --backend cpu --entry holds | FileCheck %s --check-prefix=HOLDS
// RUN: not tessera run %s --backend cpu --entry fails 2>&1 | FileCheck %s --check-prefix=FAILS

// `cf.assert` on the host (the interpreter): a condition that holds goes on, one that
// does not stops the run with the message and a non-zero exit.
// HOLDS: 42
// HOLDS-NOT: never printed
// FAILS: cf_assert.mlir:25:3: error: assertion failed: index out of range
// FAILS-NOT: 42
func.func private @printI64(i64)
func.func private @printNewline()
func.func @holds() {
  %c = arith.constant 42 : i64
  %z = arith.constant 0 : i64
  %ok = arith.cmpi sgt, %c, %z : i64
  cf.assert %ok, "never printed"
  call @printI64(%c) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @fails() {
  %c = arith.constant 42 : i64
  %z = arith.constant 0 : i64
  %bad = arith.cmpi slt, %c, %z : i64
  cf.assert %bad, "index out of range"
  call @printI64(%c) : (i64) -> ()
  return
}
