// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tessera opt %s --mlir-print-op-generic | tessera opt | FileCheck %s

// scf.execute_region (one block, several blocks, no_inline) and scf.index_switch (with
// results, and the empty form) in current upstream's custom and generic forms (iree-opt
// 3.13 prints the same, with a space after the result types of index_switch). The default
// region of index_switch is stored first, as upstream's generic form has it.
// CHECK-LABEL: func.func @f
// CHECK: = scf.execute_region -> f32 {
// CHECK: = scf.execute_region -> f32 no_inline {
// CHECK-NEXT: cf.cond_br
// CHECK: ^bb3(%[[W:.*]]: f32):
// CHECK-NEXT: scf.yield %[[W]] : f32
// CHECK: = scf.index_switch %{{.*}} -> f32
// CHECK-NEXT: case 2 {
// CHECK: case 5 {
// CHECK: default {
// CHECK: scf.index_switch %{{.*}}
// CHECK-NEXT: default {
// CHECK-NEXT: }
// GENERIC: "scf.execute_region"() <{no_inline}> ({
// GENERIC: "scf.index_switch"(%{{.*}}) <{cases = array<i64: 2, 5>}> ({
// GENERIC-NEXT: "arith.constant"() <{value = 3.000000e+01 : f32}>
// GENERIC: "scf.index_switch"(%{{.*}}) <{cases = array<i64>}> ({
// GENERIC-NEXT: "scf.yield"() : () -> ()
func.func @f(%c: i1, %i: index) -> (f32, f32, f32) {
  %r = scf.execute_region -> f32 {
    %x = arith.constant 1.0 : f32
    scf.yield %x : f32
  }
  %r2 = scf.execute_region -> f32 no_inline {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %y = arith.constant 2.0 : f32
    cf.br ^bb3(%y : f32)
  ^bb2:
    %z = arith.constant 3.0 : f32
    cf.br ^bb3(%z : f32)
  ^bb3(%w: f32):
    scf.yield %w : f32
  }
  %s = scf.index_switch %i -> f32
  case 2 {
    %a = arith.constant 10.0 : f32
    scf.yield %a : f32
  }
  case 5 {
    %b = arith.constant 20.0 : f32
    scf.yield %b : f32
  }
  default {
    %d = arith.constant 30.0 : f32
    scf.yield %d : f32
  }
  scf.index_switch %i
  default {
  }
  return %r, %r2, %s : f32, f32, f32
}
