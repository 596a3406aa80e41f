// REQUIRES: vulkan
// RUN: tessera validate %s --backend vulkan | FileCheck %s

// Found by the GPU differential fuzzer (tests/tests/fuzz_gpu.rs, seeds 44, 83, 88, 119,
// 168, 172, 186, 242, 275, 291 and others of the first 300): operations with a constant
// operand.
// - llvmpipe drops a literal zero as if no NaN, infinity or signed zero existed:
//   `x * 0.0` and `fma(0.0, x, c)` gave 0 and `c` for an infinite or NaN `x`, `0.0 / x`
//   gave 0 for a zero or NaN `x`, `x + 0.0` gave -0 for `x = -0` (seen here through
//   `1 / (x + 0)`, -inf instead of +inf). The back end now computes these special cases.
// - naga's WGSL front end cannot evaluate `abs`, `floor`, `sign`, casts of f64 or i64
//   literals ("Cannot apply math function to type", "Cannot cast scalar components"): the
//   back end folds `math` ops, `remf` and i64 shift amounts on constants (a folded NaN
//   or infinity, such as `sqrt(-1.375)`, is not a literal: naga refuses those).
// - f16/f64 `copysign` tested `b < 0`, which is false for -0 (and for negative NaNs).
// CHECK: result: PASS (4 paths compared)
func.func @main() {
  %a = memref.alloc() : memref<6xf32>
  %o = memref.alloc() : memref<6x5xf32>
  %d = memref.alloc() : memref<6xf64>
  %p = memref.alloc() : memref<6x6xf64>
  %s = memref.alloc() : memref<4xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %inf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %m = arith.constant -2.5 : f32
  %one = arith.constant 1.0 : f32
  memref.store %inf, %a[%c0] : memref<6xf32>
  memref.store %nan, %a[%c1] : memref<6xf32>
  memref.store %nz, %a[%c2] : memref<6xf32>
  memref.store %pz, %a[%c3] : memref<6xf32>
  memref.store %m, %a[%c4] : memref<6xf32>
  memref.store %one, %a[%c5] : memref<6xf32>
  affine.for %i = 0 to 6 {
    %x = affine.load %a[%i] : memref<6xf32>
    %i32 = arith.index_cast %i : index to i32
    %zero = arith.constant 0.0 : f32
    %k = arith.constant 3.0 : f32
    %mul = arith.mulf %x, %zero : f32
    %div = arith.divf %zero, %x : f32
    %add = arith.addf %x, %zero : f32
    %inv = arith.divf %one, %add : f32
    %fma = math.fma %zero, %x, %k : f32
    %nzc = arith.constant -0.0 : f32
    %sub = arith.subf %x, %nzc : f32
    %invs = arith.divf %one, %sub : f32
    affine.store %mul, %o[%i, 0] : memref<6x5xf32>
    affine.store %div, %o[%i, 1] : memref<6x5xf32>
    affine.store %inv, %o[%i, 2] : memref<6x5xf32>
    affine.store %fma, %o[%i, 3] : memref<6x5xf32>
    affine.store %invs, %o[%i, 4] : memref<6x5xf32>
    %xd = arith.extf %x : f32 to f64
    affine.store %xd, %d[%i] : memref<6xf64>
  }
  affine.for %i = 0 to 6 {
    %x = affine.load %d[%i] : memref<6xf64>
    %c = arith.constant -1.375 : f64
    %h = arith.constant 0.49999999999999994 : f64
    %ab = math.absf %c : f64
    %rd = math.round %h : f64
    %r = arith.remf %c, %h : f64
    %cs = math.copysign %ab, %x : f64
    %one64 = arith.constant 1.0 : f64
    %inv = arith.divf %one64, %cs : f64
    %sum = arith.addf %ab, %rd : f64
    %sum2 = arith.addf %sum, %r : f64
    %mn = arith.minimumf %x, %c : f64
    affine.store %sum2, %p[%i, 0] : memref<6x6xf64>
    affine.store %cs, %p[%i, 1] : memref<6x6xf64>
    affine.store %inv, %p[%i, 2] : memref<6x6xf64>
    affine.store %mn, %p[%i, 3] : memref<6x6xf64>
    %fl = math.floor %c : f64
    affine.store %fl, %p[%i, 4] : memref<6x6xf64>
    %sq = math.sqrt %c : f64
    affine.store %sq, %p[%i, 5] : memref<6x6xf64>
  }
  affine.for %i = 0 to 4 {
    %ii = arith.index_cast %i : index to i64
    %big = arith.constant -4611686018427387904 : i64
    %v = arith.addi %big, %ii : i64
    %sh = arith.constant 60 : i64
    %r = arith.shrsi %v, %sh : i64
    %l = arith.shli %ii, %sh : i64
    %x = arith.xori %r, %l : i64
    affine.store %x, %s[%i] : memref<4xi64>
  }
  return
}
