// RUN: tessera run %s --backend cpu | FileCheck %s
// RUN: tessera opt %s | FileCheck %s --check-prefix=PRINT

// cf.switch: the default destination, a case without operands and one with operands, as
// upstream prints them (iree-opt gives the same lines).
// CHECK: 10
// CHECK-NEXT: 15
// CHECK-NEXT: -1
// PRINT: cf.switch %arg0 : i32, [
// PRINT-NEXT: default: ^bb3,
// PRINT-NEXT: 0: ^bb1,
// PRINT-NEXT: 5: ^bb2(%arg0 : i32)
// PRINT-NEXT: ]
func.func @classify(%x: i32) -> i32 {
  cf.switch %x : i32, [
    default: ^bb3,
    0: ^bb1,
    5: ^bb2(%x : i32)
  ]
^bb1:
  %c10 = arith.constant 10 : i32
  return %c10 : i32
^bb2(%y: i32):
  %c2 = arith.constant 3 : i32
  %r = arith.muli %y, %c2 : i32
  return %r : i32
^bb3:
  %m = arith.constant -1 : i32
  return %m : i32
}

func.func @main() {
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %a = call @classify(%c0) : (i32) -> i32
  %b = call @classify(%c5) : (i32) -> i32
  %c = call @classify(%c7) : (i32) -> i32
  vector.print %a : i32
  vector.print %b : i32
  vector.print %c : i32
  return
}
