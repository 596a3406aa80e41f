// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s

// Row reductions with maximumf, minimumf, maxnumf and minnumf over NaN and signed zeros,
// through the GPU pipeline's vectorised reduction (vector<4> partials, one
// vector.reduction) on every path. Found once `validate` compared the sign of zeros:
// - maxnumf/minnumf partials started from ∓inf, so a row of NaNs gave ∓inf; their
//   identity is NaN (`maxnumf(NaN, x) = x`) in the vectoriser, the parallel-reduction
//   rewrite and the interpreter's `affine.parallel`; addf's is -0.0 there too;
// - `select(c, 0.0, -0.0)` gave +0 for both on lavapipe and llvmpipe (the select is on
//   the bits now).
// CHECK: result: PASS (6 paths compared)
func.func @main() {
  %a = memref.alloc() : memref<6x64xf32>
  %o = memref.alloc() : memref<6x4xf32>
  %nan = arith.constant 0x7FC00000 : f32
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %c2 = arith.constant 2 : i32
  %c0i = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  // row 0: all -0; row 1: -0 and +0 mixed; row 2: one NaN among values; row 3: all NaN;
  // row 4: +0 and -0 with negative values; row 5: ordinary values
  affine.for %j = 0 to 64 {
    %jj = arith.index_cast %j : index to i32
    %jf = arith.sitofp %jj : i32 to f32
    affine.store %nz, %a[0, %j] : memref<6x64xf32>
    %odd = arith.remsi %jj, %c2 : i32
    %isodd = arith.cmpi ne, %odd, %c0i : i32
    %z = arith.select %isodd, %pz, %nz : f32
    affine.store %z, %a[1, %j] : memref<6x64xf32>
    %is5 = arith.cmpi eq, %jj, %c5 : i32
    %v2 = arith.select %is5, %nan, %jf : f32
    affine.store %v2, %a[2, %j] : memref<6x64xf32>
    affine.store %nan, %a[3, %j] : memref<6x64xf32>
    %neg = arith.negf %jf : f32
    affine.store %neg, %a[4, %j] : memref<6x64xf32>
    %s = arith.mulf %jf, %jf : f32
    affine.store %s, %a[5, %j] : memref<6x64xf32>
  }
  affine.for %i = 0 to 6 {
    %m0 = affine.for %j = 0 to 64 iter_args(%acc = %ninf) -> (f32) {
      %x = affine.load %a[%i, %j] : memref<6x64xf32>
      %r = arith.maximumf %acc, %x : f32
      affine.yield %r : f32
    }
    affine.store %m0, %o[%i, 0] : memref<6x4xf32>
    %m1 = affine.for %j = 0 to 64 iter_args(%acc = %pinf) -> (f32) {
      %x = affine.load %a[%i, %j] : memref<6x64xf32>
      %r = arith.minimumf %acc, %x : f32
      affine.yield %r : f32
    }
    affine.store %m1, %o[%i, 1] : memref<6x4xf32>
    %m2 = affine.for %j = 0 to 64 iter_args(%acc = %nan) -> (f32) {
      %x = affine.load %a[%i, %j] : memref<6x64xf32>
      %r = arith.maxnumf %acc, %x : f32
      affine.yield %r : f32
    }
    affine.store %m2, %o[%i, 2] : memref<6x4xf32>
    %m3 = affine.for %j = 0 to 64 iter_args(%acc = %nan) -> (f32) {
      %x = affine.load %a[%i, %j] : memref<6x64xf32>
      %r = arith.minnumf %acc, %x : f32
      affine.yield %r : f32
    }
    affine.store %m3, %o[%i, 3] : memref<6x4xf32>
  }
  return
}
