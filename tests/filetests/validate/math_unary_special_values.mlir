// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s

// The unary float math ops on f32 special values inside kernels: NaN, ±inf, ±0, ±1, ±0.5,
// subnormals (the least one, 2^-127 and the largest negative one), values outside the
// domains of log/sqrt/asin/acosh/atanh. llvmpipe reads a subnormal input of Log/Log2 as
// 2^-127 (log2 of the least subnormal gave -127 instead of -149, log and log10 alike): the
// back end now scales a subnormal input by 2^24 first and subtracts 24 after.
// CHECK-NOT: MISMATCH
// CHECK: result: PASS (6 paths compared)
func.func @main() {
  %x = memref.alloc() : memref<18xf32>
  %xs = arith.constant dense<[0x7FC00000, 0x7F800000, 0xFF800000, 0.0, -0.0, -1.0, 1.0, 0.5, -0.5, 2.0, 0x00000001, -3.0, 100.0, -100.0, 0.25, 1.5, 0x00400000, 0x807FFFFF]> : vector<18xf32>
  %c0 = arith.constant 0 : index
  vector.store %xs, %x[%c0] : memref<18xf32>, vector<18xf32>
  %o_sqrt = memref.alloc() : memref<18xf32>
  %o_rsqrt = memref.alloc() : memref<18xf32>
  %o_exp = memref.alloc() : memref<18xf32>
  %o_exp2 = memref.alloc() : memref<18xf32>
  %o_expm1 = memref.alloc() : memref<18xf32>
  %o_log = memref.alloc() : memref<18xf32>
  %o_log2 = memref.alloc() : memref<18xf32>
  %o_log10 = memref.alloc() : memref<18xf32>
  %o_log1p = memref.alloc() : memref<18xf32>
  %o_tanh = memref.alloc() : memref<18xf32>
  %o_sin = memref.alloc() : memref<18xf32>
  %o_cos = memref.alloc() : memref<18xf32>
  %o_tan = memref.alloc() : memref<18xf32>
  %o_atan = memref.alloc() : memref<18xf32>
  %o_erf = memref.alloc() : memref<18xf32>
  %o_erfc = memref.alloc() : memref<18xf32>
  %o_sinh = memref.alloc() : memref<18xf32>
  %o_cosh = memref.alloc() : memref<18xf32>
  %o_asin = memref.alloc() : memref<18xf32>
  %o_acos = memref.alloc() : memref<18xf32>
  %o_asinh = memref.alloc() : memref<18xf32>
  %o_acosh = memref.alloc() : memref<18xf32>
  %o_atanh = memref.alloc() : memref<18xf32>
  %o_cbrt = memref.alloc() : memref<18xf32>
  %o_absf = memref.alloc() : memref<18xf32>
  %o_ceil = memref.alloc() : memref<18xf32>
  %o_floor = memref.alloc() : memref<18xf32>
  %o_round = memref.alloc() : memref<18xf32>
  %o_roundeven = memref.alloc() : memref<18xf32>
  %o_trunc = memref.alloc() : memref<18xf32>
  affine.for %i = 0 to 18 {
    %a = affine.load %x[%i] : memref<18xf32>
    %r_sqrt = math.sqrt %a : f32
    affine.store %r_sqrt, %o_sqrt[%i] : memref<18xf32>
    %r_rsqrt = math.rsqrt %a : f32
    affine.store %r_rsqrt, %o_rsqrt[%i] : memref<18xf32>
    %r_exp = math.exp %a : f32
    affine.store %r_exp, %o_exp[%i] : memref<18xf32>
    %r_exp2 = math.exp2 %a : f32
    affine.store %r_exp2, %o_exp2[%i] : memref<18xf32>
    %r_expm1 = math.expm1 %a : f32
    affine.store %r_expm1, %o_expm1[%i] : memref<18xf32>
    %r_log = math.log %a : f32
    affine.store %r_log, %o_log[%i] : memref<18xf32>
    %r_log2 = math.log2 %a : f32
    affine.store %r_log2, %o_log2[%i] : memref<18xf32>
    %r_log10 = math.log10 %a : f32
    affine.store %r_log10, %o_log10[%i] : memref<18xf32>
    %r_log1p = math.log1p %a : f32
    affine.store %r_log1p, %o_log1p[%i] : memref<18xf32>
    %r_tanh = math.tanh %a : f32
    affine.store %r_tanh, %o_tanh[%i] : memref<18xf32>
    %r_sin = math.sin %a : f32
    affine.store %r_sin, %o_sin[%i] : memref<18xf32>
    %r_cos = math.cos %a : f32
    affine.store %r_cos, %o_cos[%i] : memref<18xf32>
    %r_tan = math.tan %a : f32
    affine.store %r_tan, %o_tan[%i] : memref<18xf32>
    %r_atan = math.atan %a : f32
    affine.store %r_atan, %o_atan[%i] : memref<18xf32>
    %r_erf = math.erf %a : f32
    affine.store %r_erf, %o_erf[%i] : memref<18xf32>
  }
  affine.for %i = 0 to 18 {
    %a = affine.load %x[%i] : memref<18xf32>
    %r_erfc = math.erfc %a : f32
    affine.store %r_erfc, %o_erfc[%i] : memref<18xf32>
    %r_sinh = math.sinh %a : f32
    affine.store %r_sinh, %o_sinh[%i] : memref<18xf32>
    %r_cosh = math.cosh %a : f32
    affine.store %r_cosh, %o_cosh[%i] : memref<18xf32>
    %r_asin = math.asin %a : f32
    affine.store %r_asin, %o_asin[%i] : memref<18xf32>
    %r_acos = math.acos %a : f32
    affine.store %r_acos, %o_acos[%i] : memref<18xf32>
    %r_asinh = math.asinh %a : f32
    affine.store %r_asinh, %o_asinh[%i] : memref<18xf32>
    %r_acosh = math.acosh %a : f32
    affine.store %r_acosh, %o_acosh[%i] : memref<18xf32>
    %r_atanh = math.atanh %a : f32
    affine.store %r_atanh, %o_atanh[%i] : memref<18xf32>
    %r_cbrt = math.cbrt %a : f32
    affine.store %r_cbrt, %o_cbrt[%i] : memref<18xf32>
    %r_absf = math.absf %a : f32
    affine.store %r_absf, %o_absf[%i] : memref<18xf32>
    %r_ceil = math.ceil %a : f32
    affine.store %r_ceil, %o_ceil[%i] : memref<18xf32>
    %r_floor = math.floor %a : f32
    affine.store %r_floor, %o_floor[%i] : memref<18xf32>
    %r_round = math.round %a : f32
    affine.store %r_round, %o_round[%i] : memref<18xf32>
    %r_roundeven = math.roundeven %a : f32
    affine.store %r_roundeven, %o_roundeven[%i] : memref<18xf32>
    %r_trunc = math.trunc %a : f32
    affine.store %r_trunc, %o_trunc[%i] : memref<18xf32>
  }
  return
}
