//! The `math` functions that GLSL.std.450 lacks (`expm1`, `cbrt`, `erfc`) or defines only
//! as loosely as the formula they come from (`Sinh`, `Cosh`, `Asin`, `Acos`, `Asinh`,
//! `Acosh`, `Atanh`: Vulkan gives them the precision "inherited from" `exp`, `atan2` and
//! `log`, which is no bound at all where the formula cancels). Each is expanded here in
//! `f32` (the caller computes `f16` in `f32` and rounds once; `f64` is refused before) from
//! operations that stay accurate where the formula cancels:
//!
//! - `exp` itself is reduced first ([`Cx::exp_scaled`]: `x = n·ln2 + r`, the driver's
//!   `exp(r)` on `|r| <= ln2/2`, `2^n` from its bits): Vulkan lets `Exp` be `3 + 2|x|`
//!   ULP off, and lavapipe's was 60 ULP off at 88;
//! - `sinh`: an odd Taylor polynomial for `|x| < 1`, else `e^|x|/2 - (1/4)/(e^|x|/2)`
//!   (`e^|x|/2` is finite wherever `sinh` is); `cosh` the same with `+`;
//! - `asin(x) = atan(x/√((1-x)(1+x)))` and `acos(x) = 2·atan(√((1-x)/(1+x)))`, through
//!   [`Cx::atan`] (a few ULP; the driver's `Atan` may be thousands off);
//! - `expm1`: a Taylor polynomial for `|x| < 1/2`, `exp(x) - 1` above;
//! - `cbrt`: `exp2(log2|x|/3)` refined by two Newton steps (the driver's `exp2`/`log2`
//!   only seed it), with the sign of `x`;
//! - `asinh(x) = log1p(|x| + x²/(1 + √(1+x²)))`, `acosh(x) = log1p(t + √(t(x+1)))` with
//!   `t = x - 1` (exact near 1), both `log(|x|) + ln 2` above `2^12`, and `atanh(x) =
//!   log1p(2|x|/(1-|x|))/2`, with `log1p` of a non-negative argument from its own
//!   series near 0 ([`Cx::log1p_pos`]);
//! - `erfc`: Numerical Recipes' Chebyshev fit `t·exp(-z² + P(t))`, `t = 1/(1 + z/2)`
//!   (relative error below 1.2e-7 for `z = |x| >= 0`), with `z²` split exactly into
//!   `zh² + zl(z + zh)` (`zh`: `z` with its low 12 bits cleared) so that the rounding of
//!   `z²` (up to 2^-17 absolute near the underflow, 30 ULP in the result) does not reach
//!   the exponential; `2 - erfc(|x|)` for a negative `x`.
//!
//! Measured against the interpreter (libm in `f64`, rounded once) over 4,096 inputs per
//! function spread over every binade, on lavapipe and llvmpipe, every path alike: sinh 4,
//! cosh 3, asin 2, acos 2, expm1 5, cbrt 1, asinh 2, acosh 2, atanh 3, erfc 10 ULP
//! (filetests `run/math_transcendental_accuracy*.mlir`).
//!
//! Special values are selected explicitly, never left to the driver: NaN gives NaN, `±0`
//! keeps its sign in the odd functions, `±inf` gives the limit, and an operand outside the
//! domain (`|x| > 1` for `asin`/`acos`/`atanh`, `x < 1` for `acosh`) gives NaN; the poles
//! (`atanh(±1)`, `acos(-1)`, `asin(±1)`) are selected too, since llvmpipe's quotient by a
//! zero found at run time is not guaranteed to be infinite.

use rspirv::spirv::{GlslStd450Op as Gl, Op as SpvOp, Word};
use tessera_lowering::ir::Op;

use super::ieee::QNAN;
use super::types::{Scalar, VTy};
use super::Cx;
use crate::error::Result;

const INF: u32 = 0x7f80_0000;

/// `1/n!` for `n` in `0..=13`.
fn inv_fact(n: u32) -> f64 {
    (1..=n).fold(1.0, |acc, k| acc / f64::from(k))
}

/// The `math` functions expanded here ([`Cx::transcendental`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Expanded {
    /// `math.sinh`
    Sinh,
    /// `math.cosh`
    Cosh,
    /// `math.asin`
    Asin,
    /// `math.acos`
    Acos,
    /// `math.expm1`
    ExpM1,
    /// `math.cbrt`
    Cbrt,
    /// `math.asinh`
    Asinh,
    /// `math.acosh`
    Acosh,
    /// `math.atanh`
    Atanh,
    /// `math.erfc`
    Erfc,
}

impl Cx<'_> {
    /// The value of one of the functions above (`kind`) at `x`, of `f32` type `t`.
    pub(crate) fn transcendental(&mut self, op: Op, f: Expanded, t: VTy, x: Word) -> Result<Word> {
        if t.scalar != Scalar::Float(32) {
            return Err(self.invalid(op, "internal: expanded math function on a non-f32 type"));
        }
        match f {
            Expanded::Sinh => self.sinh(t, x),
            Expanded::Cosh => self.cosh(t, x),
            Expanded::Asin => self.asin(t, x),
            Expanded::Acos => self.acos(t, x),
            Expanded::ExpM1 => self.expm1(t, x),
            Expanded::Cbrt => self.cbrt(t, x),
            Expanded::Asinh => self.asinh(t, x),
            Expanded::Acosh => self.acosh(t, x),
            Expanded::Atanh => self.atanh(t, x),
            Expanded::Erfc => self.erfc(t, x),
        }
    }

    /// `c[0]·z^(n-1) + … + c[n-1]`, by Horner's rule with `Fma`.
    fn horner(&mut self, t: VTy, z: Word, coeffs: &[f64]) -> Result<Word> {
        let ty = self.ty(t);
        let Some((first, rest)) = coeffs.split_first() else {
            return Ok(self.splat_float(t, 0.0));
        };
        let mut acc = self.splat_float(t, *first);
        for c in rest {
            let cw = self.splat_float(t, *c);
            acc = self.e.glsl(ty, Gl::Fma, &[acc, z, cw])?;
        }
        Ok(acc)
    }

    /// `math.powf`: the driver's `Pow` of `|x|` (GLSL.std.450 leaves `x < 0`, and `x = 0`
    /// with `y <= 0`, undefined) with libm's `pow` special values selected explicitly, as
    /// the interpreter computes them (C99 Annex F): `x^±0 = 1` and `1^y = 1` (NaN
    /// included), NaN otherwise for a NaN operand; a negative finite `x` gives `±|x|^y`
    /// (negative for an odd integer `y`) and NaN for a non-integer `y`; `±0^y` is `±inf`
    /// (signed for an odd negative `y`) for `y < 0` and `±0` for `y > 0`; `±inf^y` and
    /// `x^±inf` their limits (`(-1)^±inf = 1`). Before, llvmpipe gave `0^-1 = 0`,
    /// `(-2)^3 = NaN`, `NaN^2 = 0` and `1^NaN = NaN` on every path
    /// (`validate/math_powf_kernel.mlir`).
    pub(crate) fn powf(&mut self, t: VTy, x: Word, y: Word) -> Result<Word> {
        let ty = self.ty(t);
        let ax = self.e.glsl(ty, Gl::FAbs, &[x])?;
        let p = self.e.glsl(ty, Gl::Pow, &[ax, y])?;
        // A subnormal |x|: llvmpipe reads it as 2^-127 (as for `log2`), so
        // `exp2(y·(log2(|x|·2^24) - 24))` instead.
        let min_normal = self.splat_float(t, f64::from(f32::MIN_POSITIVE));
        let tiny = self.fcmp(t, SpvOp::FOrdLessThan, ax, min_normal)?;
        let scale = self.splat_float(t, 16_777_216.0);
        let xs = self.e.op(SpvOp::FMul, ty, &[ax, scale])?;
        let l = self.e.glsl(ty, Gl::Log2, &[xs])?;
        let c24 = self.splat_float(t, 24.0);
        let l = self.e.op(SpvOp::FSub, ty, &[l, c24])?;
        let yl = self.e.op(SpvOp::FMul, ty, &[y, l])?;
        let pt = self.e.glsl(ty, Gl::Exp2, &[yl])?;
        let p = self.fsel(t, tiny, pt, p)?;
        let (zero, one, half) = (
            self.splat_float(t, 0.0),
            self.splat_float(t, 1.0),
            self.splat_float(t, 0.5),
        );
        let inf = self.special_float(t, INF)?;
        let ninf = self.special_float(t, INF | 0x8000_0000)?;
        let nzero = self.special_float(t, 0x8000_0000)?;
        let nan = self.special_float(t, QNAN)?;
        // y an integer (floor(y) == y: false for NaN, true for ±inf) and odd.
        let fy = self.e.glsl(ty, Gl::Floor, &[y])?;
        let y_int = self.fcmp(t, SpvOp::FOrdEqual, fy, y)?;
        let hy = self.e.op(SpvOp::FMul, ty, &[y, half])?;
        let fhy = self.e.glsl(ty, Gl::Floor, &[hy])?;
        let half_frac = self.fcmp(t, SpvOp::FOrdNotEqual, fhy, hy)?;
        let y_odd = self.bool_and(t, y_int, half_frac)?;
        let x_neg = self.sign_bit(t, x)?;
        let y_inf = self.is_inf(t, y)?;
        let y_lt0 = self.fcmp(t, SpvOp::FOrdLessThan, y, zero)?;
        // Finite x: ±|x|^y, NaN for a negative x and a finite non-integer y.
        let np = self.e.op(SpvOp::FNegate, ty, &[p])?;
        let neg_odd = self.bool_and(t, x_neg, y_odd)?;
        let mut r = self.fsel(t, neg_odd, np, p)?;
        let x_lt0 = self.fcmp(t, SpvOp::FOrdLessThan, x, zero)?;
        let not_int = self.bool_not(t, y_int)?;
        let bad = self.bool_and(t, x_lt0, not_int)?;
        r = self.fsel(t, bad, nan, r)?;
        // y = ±inf: 1 for |x| = 1, else 0 or inf by |x| < 1 and the sign of y.
        let ax_lt1 = self.fcmp(t, SpvOp::FOrdLessThan, ax, one)?;
        let ax_eq1 = self.fcmp(t, SpvOp::FOrdEqual, ax, one)?;
        let small = self.fsel(t, y_lt0, inf, zero)?;
        let large = self.fsel(t, y_lt0, zero, inf)?;
        let yr = self.fsel(t, ax_lt1, small, large)?;
        let yr = self.fsel(t, ax_eq1, one, yr)?;
        r = self.fsel(t, y_inf, yr, r)?;
        // x = ±0: ±inf or +inf for y < 0, ±0 or +0 for y > 0 (signed when y is odd).
        let zneg = self.fsel(t, neg_odd, ninf, inf)?;
        let zpos = self.fsel(t, y_odd, x, zero)?;
        let zr = self.fsel(t, y_lt0, zneg, zpos)?;
        let x_zero = self.fcmp(t, SpvOp::FOrdEqual, x, zero)?;
        r = self.fsel(t, x_zero, zr, r)?;
        // x = ±inf: +inf^y is 0 or inf; -inf^y the same, negative for an odd y.
        let ipos = self.fsel(t, y_lt0, zero, inf)?;
        let ineg_lt = self.fsel(t, y_odd, nzero, zero)?;
        let ineg_gt = self.fsel(t, y_odd, ninf, inf)?;
        let ineg = self.fsel(t, y_lt0, ineg_lt, ineg_gt)?;
        let ir = self.fsel(t, x_neg, ineg, ipos)?;
        let x_inf = self.is_inf(t, x)?;
        r = self.fsel(t, x_inf, ir, r)?;
        // NaN operands, then x^±0 = 1 and 1^y = 1 over everything.
        let xn = self.is_nan(t, x)?;
        let yn = self.is_nan(t, y)?;
        let any_nan = self.bool_or(t, xn, yn)?;
        r = self.fsel(t, any_nan, nan, r)?;
        let y_zero = self.fcmp(t, SpvOp::FOrdEqual, y, zero)?;
        let x_one = self.fcmp(t, SpvOp::FOrdEqual, x, one)?;
        let ones = self.bool_or(t, y_zero, x_one)?;
        self.fsel(t, ones, one, r)
    }

    /// `select(c, a, b)` on floats of type `t`.
    fn fsel(&mut self, t: VTy, c: Word, a: Word, b: Word) -> Result<Word> {
        let ty = self.ty(t);
        self.e.op(SpvOp::Select, ty, &[c, a, b])
    }

    /// `a <op> b` on floats of type `t`, a boolean of its shape.
    fn fcmp(&mut self, t: VTy, op: SpvOp, a: Word, b: Word) -> Result<Word> {
        let bty = self.ty(t.with_scalar(Scalar::Bool));
        self.e.op(op, bty, &[a, b])
    }

    /// `r` with the sign of `x` (`r >= 0`): `-r` where the sign bit of `x` is set.
    fn with_sign_of(&mut self, t: VTy, x: Word, r: Word) -> Result<Word> {
        let ty = self.ty(t);
        let neg = self.sign_bit(t, x)?;
        let nr = self.e.op(SpvOp::FNegate, ty, &[r])?;
        self.fsel(t, neg, nr, r)
    }

    /// NaN where `c` holds, else `r`.
    fn nan_where(&mut self, t: VTy, c: Word, r: Word) -> Result<Word> {
        let nan = self.special_float(t, QNAN)?;
        self.fsel(t, c, nan, r)
    }

    /// `x` where `x` is NaN or infinite, else `r`.
    fn keep_non_finite(&mut self, t: VTy, x: Word, r: Word) -> Result<Word> {
        let n = self.is_nan(t, x)?;
        let i = self.is_inf(t, x)?;
        let k = self.bool_or(t, n, i)?;
        self.fsel(t, k, x, r)
    }

    /// `e^x·2^shift`, accurate to about the driver's `exp` on `[-ln2/2, ln2/2]`: Vulkan
    /// lets `Exp` be `3 + 2|x|` ULP off (lavapipe's was 60 ULP off at `x = 88`), so
    /// `x = n·ln2 + r` (Cody-Waite, `ln2` in two parts: `n·LN2_HI` is exact for `|n| <
    /// 256`), `exp(r)` by the driver, and the power of two from its bits, in two factors
    /// (`2^n` alone may overflow where the product does not). `x` is clamped to
    /// `[-104, 89.5]` first (beyond it the result is 0 or infinite anyway); a NaN `x` gives
    /// an unspecified value, which callers select away.
    fn exp_scaled(&mut self, t: VTy, x: Word, shift: i32) -> Result<Word> {
        const LN2_HI: f64 = 0.693_145_751_953_125; // 0x3f317200: 16 significant bits
        const LN2_LO: f64 = 1.428_606_820_309_417_2e-6; // ln 2 - LN2_HI
        let ty = self.ty(t);
        let it = t.with_scalar(Scalar::Int(32));
        let ity = self.ty(it);
        let hi = self.splat_float(t, 89.5);
        let lo = self.splat_float(t, -104.0);
        let xc = self.e.glsl(ty, Gl::FMin, &[x, hi])?;
        let xc = self.e.glsl(ty, Gl::FMax, &[xc, lo])?;
        let l2e = self.splat_float(t, std::f64::consts::LOG2_E);
        let half = self.splat_float(t, 0.5);
        let k = self.e.glsl(ty, Gl::Fma, &[xc, l2e, half])?;
        let kf = self.e.glsl(ty, Gl::Floor, &[k])?;
        let c_hi = self.splat_float(t, LN2_HI);
        let c_lo = self.splat_float(t, LN2_LO);
        let p_hi = self.e.op(SpvOp::FMul, ty, &[kf, c_hi])?;
        let r = self.e.op(SpvOp::FSub, ty, &[xc, p_hi])?;
        let p_lo = self.e.op(SpvOp::FMul, ty, &[kf, c_lo])?;
        let r = self.e.op(SpvOp::FSub, ty, &[r, p_lo])?;
        let e = self.e.glsl(ty, Gl::Exp, &[r])?;
        let n = self.e.op(SpvOp::ConvertFToS, ity, &[kf])?;
        let one = self.splat_int(it, 1)?;
        let n1 = self.e.op(SpvOp::ShiftRightArithmetic, ity, &[n, one])?;
        let n2 = self.e.op(SpvOp::ISub, ity, &[n, n1])?;
        let bias = self.splat_int(it, i64::from(127 + shift))?;
        let n2 = self.e.op(SpvOp::IAdd, ity, &[n2, bias])?;
        let b127 = self.splat_int(it, 127)?;
        let n1 = self.e.op(SpvOp::IAdd, ity, &[n1, b127])?;
        let c23 = self.splat_int(it, 23)?;
        let uty = self.ty(t.with_scalar(Scalar::UInt(32)));
        let mut scaled = e;
        for m in [n1, n2] {
            let bits = self.e.op(SpvOp::ShiftLeftLogical, ity, &[m, c23])?;
            let bits = self.e.op(SpvOp::Bitcast, uty, &[bits])?;
            let f = self.float_from_bits(t, bits)?;
            scaled = self.e.op(SpvOp::FMul, ty, &[scaled, f])?;
        }
        Ok(scaled)
    }

    /// `log(1 + w)` for `w >= 0`: `2·atanh(s)`, `s = w/(2 + w)`, by its odd series to
    /// `s^15` where `w < 0.41` (`|s| < 0.172`), else the driver's `log(1 + w)` (at least
    /// 0.34 there, so the rounding of `1 + w` costs under an ULP). Not [`Cx::log1p`]'s
    /// `w·log(u)/(u - 1)`: through it, `asinh` and `atanh` were 2,000 and 1,000 ULP off
    /// near 4e-4 on the naga paths only (4 ULP on passthrough), though `math.log1p` alone
    /// measured within 3 ULP there. The cause was not isolated; a driver re-association
    /// of `(w + 1) - 1` to `w`, which naga's SPIR-V does not forbid, would explain it. The
    /// series has no such cancellation to lose.
    fn log1p_pos(&mut self, t: VTy, w: Word) -> Result<Word> {
        let ty = self.ty(t);
        let one = self.splat_float(t, 1.0);
        let two = self.splat_float(t, 2.0);
        let d = self.e.op(SpvOp::FAdd, ty, &[w, two])?;
        let s = self.e.op(SpvOp::FDiv, ty, &[w, d])?;
        let z = self.e.op(SpvOp::FMul, ty, &[s, s])?;
        let coeffs: Vec<f64> = [15.0, 13.0, 11.0, 9.0, 7.0, 5.0, 3.0]
            .iter()
            .map(|n| 1.0 / n)
            .collect();
        let p = self.horner(t, z, &coeffs)?;
        let sz = self.e.op(SpvOp::FMul, ty, &[s, z])?;
        let h = self.e.glsl(ty, Gl::Fma, &[sz, p, s])?;
        let small = self.e.op(SpvOp::FMul, ty, &[h, two])?;
        let u = self.e.op(SpvOp::FAdd, ty, &[w, one])?;
        let large = self.e.glsl(ty, Gl::Log, &[u])?;
        let lim = self.splat_float(t, 0.41);
        let lt = self.fcmp(t, SpvOp::FOrdLessThan, w, lim)?;
        self.fsel(t, lt, small, large)
    }

    /// `(e^a ± e^-a)/2` for `a = |x|`: `e^a/2` from [`Self::exp_scaled`] (finite up to
    /// `sinh`'s and `cosh`'s own overflow, near 89.4), `e^-a/2 = (1/4)/(e^a/2)`.
    fn exp_pair(&mut self, t: VTy, a: Word, plus: bool) -> Result<Word> {
        let ty = self.ty(t);
        let he = self.exp_scaled(t, a, -1)?;
        let q = self.splat_float(t, 0.25);
        let inv = self.e.op(SpvOp::FDiv, ty, &[q, he])?;
        let op = if plus { SpvOp::FAdd } else { SpvOp::FSub };
        self.e.op(op, ty, &[he, inv])
    }

    fn sinh(&mut self, t: VTy, x: Word) -> Result<Word> {
        let ty = self.ty(t);
        let a = self.e.glsl(ty, Gl::FAbs, &[x])?;
        // |x| < 1: a + a·z·P(z), z = a², P to a^13/13! (the next term is below 2^-40).
        let z = self.e.op(SpvOp::FMul, ty, &[a, a])?;
        let coeffs: Vec<f64> = [13, 11, 9, 7, 5, 3].iter().map(|&n| inv_fact(n)).collect();
        let p = self.horner(t, z, &coeffs)?;
        let az = self.e.op(SpvOp::FMul, ty, &[a, z])?;
        let small = self.e.glsl(ty, Gl::Fma, &[az, p, a])?;
        let large = self.exp_pair(t, a, false)?;
        let one = self.splat_float(t, 1.0);
        let lt1 = self.fcmp(t, SpvOp::FOrdLessThan, a, one)?;
        let r = self.fsel(t, lt1, small, large)?;
        let r = self.with_sign_of(t, x, r)?;
        self.keep_non_finite(t, x, r)
    }

    fn cosh(&mut self, t: VTy, x: Word) -> Result<Word> {
        let ty = self.ty(t);
        let a = self.e.glsl(ty, Gl::FAbs, &[x])?;
        let r = self.exp_pair(t, a, true)?;
        // NaN stays NaN, ±inf gives +inf: both are `|x|`.
        self.keep_non_finite(t, a, r)
    }

    fn asin(&mut self, t: VTy, x: Word) -> Result<Word> {
        let ty = self.ty(t);
        let a = self.e.glsl(ty, Gl::FAbs, &[x])?;
        let one = self.splat_float(t, 1.0);
        let om = self.e.op(SpvOp::FSub, ty, &[one, a])?;
        let op = self.e.op(SpvOp::FAdd, ty, &[one, a])?;
        let d = self.e.op(SpvOp::FMul, ty, &[om, op])?;
        let s = self.e.glsl(ty, Gl::Sqrt, &[d])?;
        let q = self.e.op(SpvOp::FDiv, ty, &[a, s])?;
        let r = self.atan(t, q)?;
        let h = self.splat_float(t, std::f64::consts::FRAC_PI_2);
        let at1 = self.fcmp(t, SpvOp::FOrdEqual, a, one)?;
        let r = self.fsel(t, at1, h, r)?;
        let r = self.with_sign_of(t, x, r)?;
        let out = self.fcmp(t, SpvOp::FOrdGreaterThan, a, one)?;
        let r = self.nan_where(t, out, r)?;
        self.odd_small_args(t, x, r, 1.0)
    }

    fn acos(&mut self, t: VTy, x: Word) -> Result<Word> {
        let ty = self.ty(t);
        let one = self.splat_float(t, 1.0);
        let om = self.e.op(SpvOp::FSub, ty, &[one, x])?;
        let op = self.e.op(SpvOp::FAdd, ty, &[one, x])?;
        let q = self.e.op(SpvOp::FDiv, ty, &[om, op])?;
        let s = self.e.glsl(ty, Gl::Sqrt, &[q])?;
        let at = self.atan(t, s)?;
        let two = self.splat_float(t, 2.0);
        let r = self.e.op(SpvOp::FMul, ty, &[at, two])?;
        let m1 = self.splat_float(t, -1.0);
        let at_m1 = self.fcmp(t, SpvOp::FOrdEqual, x, m1)?;
        let pi = self.splat_float(t, std::f64::consts::PI);
        let r = self.fsel(t, at_m1, pi, r)?;
        let a = self.e.glsl(ty, Gl::FAbs, &[x])?;
        let out = self.fcmp(t, SpvOp::FOrdGreaterThan, a, one)?;
        let nan = self.is_nan(t, x)?;
        let bad = self.bool_or(t, out, nan)?;
        self.nan_where(t, bad, r)
    }

    fn expm1(&mut self, t: VTy, x: Word) -> Result<Word> {
        let ty = self.ty(t);
        // |x| < 1/2: x + x²·Q(x), Q = 1/2! + x/3! + … + x^8/10! (the next term is below
        // 2^-31 relative).
        let coeffs: Vec<f64> = (2..=10).rev().map(inv_fact).collect();
        let q = self.horner(t, x, &coeffs)?;
        let x2 = self.e.op(SpvOp::FMul, ty, &[x, x])?;
        let small = self.e.glsl(ty, Gl::Fma, &[x2, q, x])?;
        let e = self.exp_scaled(t, x, 0)?;
        let one = self.splat_float(t, 1.0);
        let large = self.e.op(SpvOp::FSub, ty, &[e, one])?;
        let a = self.e.glsl(ty, Gl::FAbs, &[x])?;
        let half = self.splat_float(t, 0.5);
        let lt = self.fcmp(t, SpvOp::FOrdLessThan, a, half)?;
        let r = self.fsel(t, lt, small, large)?;
        // -inf gives -1; +inf, NaN and ±0 give themselves (x²·Q + -0 is +0).
        let m1 = self.splat_float(t, -1.0);
        let neg = self.sign_bit(t, x)?;
        let inf = self.is_inf(t, x)?;
        let ninf = self.bool_and(t, inf, neg)?;
        let r = self.fsel(t, ninf, m1, r)?;
        let zero = self.splat_float(t, 0.0);
        let is0 = self.fcmp(t, SpvOp::FOrdEqual, x, zero)?;
        let nan = self.is_nan(t, x)?;
        let keep = self.bool_or(t, is0, nan)?;
        let nn = self.bool_not(t, neg)?;
        let pos_inf = self.bool_and(t, inf, nn)?;
        let keep = self.bool_or(t, keep, pos_inf)?;
        self.fsel(t, keep, x, r)
    }

    fn cbrt(&mut self, t: VTy, x: Word) -> Result<Word> {
        let ty = self.ty(t);
        let a = self.e.glsl(ty, Gl::FAbs, &[x])?;
        let l = self.e.glsl(ty, Gl::Log2, &[a])?;
        let third = self.splat_float(t, 1.0 / 3.0);
        let l3 = self.e.op(SpvOp::FMul, ty, &[l, third])?;
        let mut y = self.e.glsl(ty, Gl::Exp2, &[l3])?;
        // Newton on y³ = a: y - (y - a/y²)/3, twice (each step squares the relative error
        // of the driver's seed; the last one's rounding, under 1 ULP, remains).
        for _ in 0..2 {
            let y2 = self.e.op(SpvOp::FMul, ty, &[y, y])?;
            let q = self.e.op(SpvOp::FDiv, ty, &[a, y2])?;
            let d = self.e.op(SpvOp::FSub, ty, &[y, q])?;
            let d3 = self.e.op(SpvOp::FMul, ty, &[d, third])?;
            y = self.e.op(SpvOp::FSub, ty, &[y, d3])?;
        }
        let r = self.with_sign_of(t, x, y)?;
        let zero = self.splat_float(t, 0.0);
        let is0 = self.fcmp(t, SpvOp::FOrdEqual, x, zero)?;
        let r = self.fsel(t, is0, x, r)?;
        self.keep_non_finite(t, x, r)
    }

    /// `log(a) + ln 2`, `asinh(a)` and `acosh(a)` for `a > 2^12` (the next term, `1/(4a²)`,
    /// is below 2^-26 relative).
    fn log_2a(&mut self, t: VTy, a: Word) -> Result<Word> {
        let ty = self.ty(t);
        let l = self.e.glsl(ty, Gl::Log, &[a])?;
        let ln2 = self.splat_float(t, std::f64::consts::LN_2);
        self.e.op(SpvOp::FAdd, ty, &[l, ln2])
    }

    fn asinh(&mut self, t: VTy, x: Word) -> Result<Word> {
        let ty = self.ty(t);
        let a = self.e.glsl(ty, Gl::FAbs, &[x])?;
        let one = self.splat_float(t, 1.0);
        let z = self.e.op(SpvOp::FMul, ty, &[a, a])?;
        let z1 = self.e.op(SpvOp::FAdd, ty, &[z, one])?;
        let s = self.e.glsl(ty, Gl::Sqrt, &[z1])?;
        let s1 = self.e.op(SpvOp::FAdd, ty, &[s, one])?;
        let f = self.e.op(SpvOp::FDiv, ty, &[z, s1])?;
        let w = self.e.op(SpvOp::FAdd, ty, &[a, f])?;
        let mid = self.log1p_pos(t, w)?;
        let large = self.log_2a(t, a)?;
        let lim = self.splat_float(t, 4096.0);
        let big = self.fcmp(t, SpvOp::FOrdGreaterThan, a, lim)?;
        let r = self.fsel(t, big, large, mid)?;
        let r = self.with_sign_of(t, x, r)?;
        let r = self.keep_non_finite(t, x, r)?;
        self.odd_small_args(t, x, r, 1.0)
    }

    fn acosh(&mut self, t: VTy, x: Word) -> Result<Word> {
        let ty = self.ty(t);
        let one = self.splat_float(t, 1.0);
        let tm = self.e.op(SpvOp::FSub, ty, &[x, one])?;
        let tp = self.e.op(SpvOp::FAdd, ty, &[x, one])?;
        let p = self.e.op(SpvOp::FMul, ty, &[tm, tp])?;
        let s = self.e.glsl(ty, Gl::Sqrt, &[p])?;
        let w = self.e.op(SpvOp::FAdd, ty, &[tm, s])?;
        let mid = self.log1p_pos(t, w)?;
        let large = self.log_2a(t, x)?;
        let lim = self.splat_float(t, 4096.0);
        let big = self.fcmp(t, SpvOp::FOrdGreaterThan, x, lim)?;
        let r = self.fsel(t, big, large, mid)?;
        // +inf gives +inf; below 1 (-inf included) and NaN give NaN.
        let inf = self.is_inf(t, x)?;
        let r = self.fsel(t, inf, x, r)?;
        let lt1 = self.fcmp(t, SpvOp::FOrdLessThan, x, one)?;
        let nan = self.is_nan(t, x)?;
        let bad = self.bool_or(t, lt1, nan)?;
        self.nan_where(t, bad, r)
    }

    fn atanh(&mut self, t: VTy, x: Word) -> Result<Word> {
        let ty = self.ty(t);
        let a = self.e.glsl(ty, Gl::FAbs, &[x])?;
        let one = self.splat_float(t, 1.0);
        let two = self.splat_float(t, 2.0);
        let half = self.splat_float(t, 0.5);
        let n = self.e.op(SpvOp::FMul, ty, &[a, two])?;
        let d = self.e.op(SpvOp::FSub, ty, &[one, a])?;
        let q = self.e.op(SpvOp::FDiv, ty, &[n, d])?;
        let l = self.log1p_pos(t, q)?;
        let r = self.e.op(SpvOp::FMul, ty, &[l, half])?;
        let inf = self.special_float(t, INF)?;
        let at1 = self.fcmp(t, SpvOp::FOrdEqual, a, one)?;
        let r = self.fsel(t, at1, inf, r)?;
        let r = self.with_sign_of(t, x, r)?;
        let out = self.fcmp(t, SpvOp::FOrdGreaterThan, a, one)?;
        let r = self.nan_where(t, out, r)?;
        self.odd_small_args(t, x, r, 1.0)
    }

    fn erfc(&mut self, t: VTy, x: Word) -> Result<Word> {
        let ty = self.ty(t);
        let uty = self.ty(t.with_scalar(Scalar::UInt(32)));
        let z = self.e.glsl(ty, Gl::FAbs, &[x])?;
        let one = self.splat_float(t, 1.0);
        let half = self.splat_float(t, 0.5);
        let hz = self.e.op(SpvOp::FMul, ty, &[z, half])?;
        let den = self.e.op(SpvOp::FAdd, ty, &[one, hz])?;
        let tt = self.e.op(SpvOp::FDiv, ty, &[one, den])?;
        let coeffs = [
            0.170_872_77,
            -0.822_152_23,
            1.488_515_87,
            -1.135_203_98,
            0.278_868_07,
            -0.186_288_06,
            0.096_784_18,
            0.374_091_96,
            1.000_023_68,
            -1.265_512_23,
        ];
        let poly = self.horner(t, tt, &coeffs)?;
        // z² = zh² (exact: 12 significant bits) + zl·(2zh + zl), zl = z - zh (exact).
        let zb = self.e.op(SpvOp::Bitcast, uty, &[z])?;
        let mask = self.splat_u32(t, 0xffff_f000);
        let zhb = self.e.op(SpvOp::BitwiseAnd, uty, &[zb, mask])?;
        let zh = self.e.op(SpvOp::Bitcast, ty, &[zhb])?;
        let zl = self.e.op(SpvOp::FSub, ty, &[z, zh])?;
        let hi = self.e.op(SpvOp::FMul, ty, &[zh, zh])?;
        let zs = self.e.op(SpvOp::FAdd, ty, &[z, zh])?;
        let lo = self.e.op(SpvOp::FMul, ty, &[zl, zs])?;
        let nhi = self.e.op(SpvOp::FNegate, ty, &[hi])?;
        let e1 = self.exp_scaled(t, nhi, 0)?;
        let arg = self.e.op(SpvOp::FSub, ty, &[poly, lo])?;
        let e2 = self.e.glsl(ty, Gl::Exp, &[arg])?;
        let te = self.e.op(SpvOp::FMul, ty, &[tt, e2])?;
        let pos = self.e.op(SpvOp::FMul, ty, &[te, e1])?;
        let two = self.splat_float(t, 2.0);
        let negr = self.e.op(SpvOp::FSub, ty, &[two, pos])?;
        let neg = self.sign_bit(t, x)?;
        let r = self.fsel(t, neg, negr, pos)?;
        // +inf gives +0, -inf gives 2, NaN gives NaN.
        let inf = self.is_inf(t, x)?;
        let zero = self.splat_float(t, 0.0);
        let lim = self.fsel(t, neg, two, zero)?;
        let r = self.fsel(t, inf, lim, r)?;
        // ±0 gives exactly 1 (the fit is 1 to 1.2e-7 there).
        let is0 = self.fcmp(t, SpvOp::FOrdEqual, z, zero)?;
        let r = self.fsel(t, is0, one, r)?;
        let nan = self.is_nan(t, x)?;
        self.fsel(t, nan, x, r)
    }
}
