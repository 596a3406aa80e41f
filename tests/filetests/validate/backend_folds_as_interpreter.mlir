// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s

// The back end folds arith and math ops on constants (naga's WGSL front end cannot
// evaluate many of them) through dialect::eval, the interpreter's evaluation, so the
// GPU gets the interpreter's constant bit for bit. fptosi/fptoui of out-of-range
// constants (poison in LangRef) saturate as in the interpreter: the old fold wrapped
// 3e9 to -1294967296 (5 of 6 paths mismatched). The f32 chain folds absf, floor,
// roundeven, sqrt (of a negative constant too), isnan, remf and maximumf.
// CHECK-NOT: MISMATCH
// CHECK: result: PASS (6 paths compared)
func.func @main() {
  %o = memref.alloc() : memref<4xi32>
  %h = memref.alloc() : memref<4xf32>
  affine.for %i = 0 to 4 {
    %f = arith.constant 3.0e9 : f32
    %n = arith.constant -5.0e9 : f32
    %a = math.absf %n : f32
    %r = arith.fptosi %f : f32 to i32
    %s = arith.fptosi %n : f32 to i32
    %t = arith.fptoui %a : f32 to i32
    %v = arith.addi %r, %s : i32
    %w = arith.addi %v, %t : i32
    affine.store %w, %o[%i] : memref<4xi32>
    %x = arith.constant -2.5 : f32
    %y = arith.constant 0.3 : f32
    %ax = math.absf %x : f32
    %fl = math.floor %x : f32
    %re = math.roundeven %ax : f32
    %sq = math.sqrt %ax : f32
    %nq = math.sqrt %x : f32
    %nn = math.isnan %nq : f32
    %sel = arith.select %nn, %sq, %x : f32
    %rm = arith.remf %sel, %y : f32
    %mx = arith.maximumf %fl, %rm : f32
    %s1 = arith.addf %re, %mx : f32
    %s2 = arith.mulf %s1, %sq : f32
    affine.store %s2, %h[%i] : memref<4xf32>
  }
  return
}
