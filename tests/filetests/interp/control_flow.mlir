// RUN: tessera run %s --backend cpu | FileCheck %s

// Loops with iter_args, scf.while, block arguments, recursion, printed with printI64/F64.

func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()
func.func private @printComma()
func.func private @printOpen()
func.func private @printClose()

func.func @fact(%n: i64) -> i64 {
  %one = arith.constant 1 : i64
  cf.br ^loop(%n, %one : i64, i64)
^loop(%i: i64, %acc: i64):
  %done = arith.cmpi sle, %i, %one : i64
  cf.cond_br %done, ^exit(%acc : i64), ^body
^body:
  %a = arith.muli %acc, %i : i64
  %j = arith.subi %i, %one : i64
  cf.br ^loop(%j, %a : i64, i64)
^exit(%r: i64):
  return %r : i64
}

func.func @fib(%n: i64) -> i64 {
  %c2 = arith.constant 2 : i64
  %c1 = arith.constant 1 : i64
  %lt = arith.cmpi slt, %n, %c2 : i64
  %r = scf.if %lt -> (i64) {
    scf.yield %n : i64
  } else {
    %a = arith.subi %n, %c1 : i64
    %b = arith.subi %n, %c2 : i64
    %fa = func.call @fib(%a) : (i64) -> i64
    %fb = func.call @fib(%b) : (i64) -> i64
    %s = arith.addi %fa, %fb : i64
    scf.yield %s : i64
  }
  return %r : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %z = arith.constant 0.0 : f64
  %half = arith.constant 0.5 : f64
  // sum_{i<10} i * 0.5 = 22.5
  %s = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %z) -> (f64) {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    %t = arith.mulf %f, %half : f64
    %n = arith.addf %acc, %t : f64
    scf.yield %n : f64
  }
  call @printOpen() : () -> ()
  call @printF64(%s) : (f64) -> ()
  call @printComma() : () -> ()
  %c20 = arith.constant 20 : i64
  %f20 = call @fact(%c20) : (i64) -> i64
  call @printI64(%f20) : (i64) -> ()
  call @printComma() : () -> ()
  %c15 = arith.constant 15 : i64
  %fb = call @fib(%c15) : (i64) -> i64
  call @printI64(%fb) : (i64) -> ()
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  // CHECK: ( 22.5, 2432902008176640000, 610 )

  // Triangular nest: count pairs j <= i < 8.
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %cnt = affine.for %i = 0 to 8 iter_args(%a = %zero) -> (i64) {
    %b = affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) iter_args(%x = %a) -> (i64) {
      %y = arith.addi %x, %one : i64
      affine.yield %y : i64
    }
    affine.yield %b : i64
  }
  call @printI64(%cnt) : (i64) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: 36

  // scf.while: number of halvings from 1000 to 0.
  %k1000 = arith.constant 1000 : i64
  %two = arith.constant 2 : i64
  %w:2 = scf.while (%v = %k1000, %n = %zero) : (i64, i64) -> (i64, i64) {
    %c = arith.cmpi sgt, %v, %zero : i64
    scf.condition(%c) %v, %n : i64, i64
  } do {
  ^bb0(%v: i64, %n: i64):
    %h = arith.divsi %v, %two : i64
    %m = arith.addi %n, %one : i64
    scf.yield %h, %m : i64, i64
  }
  call @printI64(%w#1) : (i64) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: 10
  return
}
