// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s

// Binary float ops on every pair of 12 special values (NaN, ±inf, ±0, ±1, 0.5, -2, 3, the
// least subnormal, -0.75) in a kernel: math.atan2, powf, copysign, fpowi and arith.maximumf,
// minimumf, maxnumf, minnumf, remf, divf, mulf, addf, subf. Writing it found two bugs on
// every GPU path: remf with a subnormal divisor (llvmpipe reads it as 0: -1 rem 2^-149 gave
// inf, not -0; remf is now exact long division in integers) and powf of a subnormal base
// (read as 2^-127: 2^-149 ^ -1 gave 1.7e38, not inf; now exp2(y·(log2(x·2^24) - 24))).
// CHECK-NOT: MISMATCH
// CHECK: result: PASS (6 paths compared)
func.func @main() {
  %x = memref.alloc() : memref<144xf32>
  %y = memref.alloc() : memref<144xf32>
  %xs = arith.constant dense<[0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7F800000, 0x7F800000, 0x7F800000, 0x7F800000, 0x7F800000, 0x7F800000, 0x7F800000, 0x7F800000, 0x7F800000, 0x7F800000, 0x7F800000, 0x7F800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, -2.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 0x00000001, 0x00000001, 0x00000001, 0x00000001, 0x00000001, 0x00000001, 0x00000001, 0x00000001, 0x00000001, 0x00000001, 0x00000001, 0x00000001, -0.75, -0.75, -0.75, -0.75, -0.75, -0.75, -0.75, -0.75, -0.75, -0.75, -0.75, -0.75]> : vector<144xf32>
  %ys = arith.constant dense<[0x7FC00000, 0x7F800000, 0xFF800000, 0.0, -0.0, -1.0, 1.0, 0.5, -2.0, 3.0, 0x00000001, -0.75, 0x7FC00000, 0x7F800000, 0xFF800000, 0.0, -0.0, -1.0, 1.0, 0.5, -2.0, 3.0, 0x00000001, -0.75, 0x7FC00000, 0x7F800000, 0xFF800000, 0.0, -0.0, -1.0, 1.0, 0.5, -2.0, 3.0, 0x00000001, -0.75, 0x7FC00000, 0x7F800000, 0xFF800000, 0.0, -0.0, -1.0, 1.0, 0.5, -2.0, 3.0, 0x00000001, -0.75, 0x7FC00000, 0x7F800000, 0xFF800000, 0.0, -0.0, -1.0, 1.0, 0.5, -2.0, 3.0, 0x00000001, -0.75, 0x7FC00000, 0x7F800000, 0xFF800000, 0.0, -0.0, -1.0, 1.0, 0.5, -2.0, 3.0, 0x00000001, -0.75, 0x7FC00000, 0x7F800000, 0xFF800000, 0.0, -0.0, -1.0, 1.0, 0.5, -2.0, 3.0, 0x00000001, -0.75, 0x7FC00000, 0x7F800000, 0xFF800000, 0.0, -0.0, -1.0, 1.0, 0.5, -2.0, 3.0, 0x00000001, -0.75, 0x7FC00000, 0x7F800000, 0xFF800000, 0.0, -0.0, -1.0, 1.0, 0.5, -2.0, 3.0, 0x00000001, -0.75, 0x7FC00000, 0x7F800000, 0xFF800000, 0.0, -0.0, -1.0, 1.0, 0.5, -2.0, 3.0, 0x00000001, -0.75, 0x7FC00000, 0x7F800000, 0xFF800000, 0.0, -0.0, -1.0, 1.0, 0.5, -2.0, 3.0, 0x00000001, -0.75, 0x7FC00000, 0x7F800000, 0xFF800000, 0.0, -0.0, -1.0, 1.0, 0.5, -2.0, 3.0, 0x00000001, -0.75]> : vector<144xf32>
  %c0 = arith.constant 0 : index
  vector.store %xs, %x[%c0] : memref<144xf32>, vector<144xf32>
  vector.store %ys, %y[%c0] : memref<144xf32>, vector<144xf32>
  %o_atan2 = memref.alloc() : memref<144xf32>
  %o_powf = memref.alloc() : memref<144xf32>
  %o_copysign = memref.alloc() : memref<144xf32>
  %o_maximumf = memref.alloc() : memref<144xf32>
  %o_minimumf = memref.alloc() : memref<144xf32>
  %o_maxnumf = memref.alloc() : memref<144xf32>
  %o_minnumf = memref.alloc() : memref<144xf32>
  %o_remf = memref.alloc() : memref<144xf32>
  %o_divf = memref.alloc() : memref<144xf32>
  %o_mulf = memref.alloc() : memref<144xf32>
  %o_addf = memref.alloc() : memref<144xf32>
  %o_subf = memref.alloc() : memref<144xf32>
  %o_fpowi = memref.alloc() : memref<144xf32>
  affine.for %i = 0 to 144 {
    %a = affine.load %x[%i] : memref<144xf32>
    %b = affine.load %y[%i] : memref<144xf32>
    %r_atan2 = math.atan2 %a, %b : f32
    affine.store %r_atan2, %o_atan2[%i] : memref<144xf32>
    %r_powf = math.powf %a, %b : f32
    affine.store %r_powf, %o_powf[%i] : memref<144xf32>
    %r_copysign = math.copysign %a, %b : f32
    affine.store %r_copysign, %o_copysign[%i] : memref<144xf32>
    %r_maximumf = arith.maximumf %a, %b : f32
    affine.store %r_maximumf, %o_maximumf[%i] : memref<144xf32>
    %r_minimumf = arith.minimumf %a, %b : f32
    affine.store %r_minimumf, %o_minimumf[%i] : memref<144xf32>
    %r_maxnumf = arith.maxnumf %a, %b : f32
    affine.store %r_maxnumf, %o_maxnumf[%i] : memref<144xf32>
    %r_minnumf = arith.minnumf %a, %b : f32
    affine.store %r_minnumf, %o_minnumf[%i] : memref<144xf32>
    %r_remf = arith.remf %a, %b : f32
    affine.store %r_remf, %o_remf[%i] : memref<144xf32>
    %r_divf = arith.divf %a, %b : f32
    affine.store %r_divf, %o_divf[%i] : memref<144xf32>
    %r_mulf = arith.mulf %a, %b : f32
    affine.store %r_mulf, %o_mulf[%i] : memref<144xf32>
    %r_addf = arith.addf %a, %b : f32
    affine.store %r_addf, %o_addf[%i] : memref<144xf32>
    %r_subf = arith.subf %a, %b : f32
    affine.store %r_subf, %o_subf[%i] : memref<144xf32>
    %ii = arith.index_cast %i : index to i32
    %c7 = arith.constant 7 : i32
    %e = arith.remsi %ii, %c7 : i32
    %c3 = arith.constant 3 : i32
    %e2 = arith.subi %e, %c3 : i32
    %r_fpowi = math.fpowi %a, %e2 : f32, i32
    affine.store %r_fpowi, %o_fpowi[%i] : memref<144xf32>
  }
  return
}
