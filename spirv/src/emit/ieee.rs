//! IEEE-exact float semantics that neither naga nor every driver keeps on its own.
//!
//! - NaN tests are integer tests of the bit pattern (`(bits & 0x7fffffff) > 0x7f800000`),
//!   never `x != x`: naga reads `OpFUnordNotEqual` as `!=` and writes it back as
//!   `OpFOrdNotEqual` (always false), and a driver that assumes no NaN may fold float
//!   self-comparisons away. `f16` and `f64` values are converted to `f32` first (exact for
//!   the sign, zero and NaN-ness).
//! - `minimumf`/`maximumf` propagate NaN and order `-0 < +0`; `minnumf`/`maxnumf` return
//!   the non-NaN operand (and order the zeros the same way, one of the two answers
//!   LangRef allows, so every path and the interpreter agree). GLSL `FMin`/`FMax`/`NMin`/
//!   `NMax` leave both cases undefined, and naga writes all four as WGSL `min`/`max`.
//! - Unordered `cmpf` predicates are `uno || ordered`, with `uno` from the bit test, so
//!   that naga (which reads `OpFUnord*` as the ordered comparison) keeps them.
//! - `divf` by a constant with a zero lane selects the IEEE quotient (`±inf`, NaN for
//!   `0/0` and `NaN/0`) built from the dividend's bits: llvmpipe (lavapipe) returns an
//!   undefined value (0) for a division by a literal zero, with or without float controls.
//! - `remf` fixes up the special values of `OpFRem`: NaN when the dividend is infinite,
//!   the divisor zero or either NaN; the dividend when the divisor is infinite; a zero
//!   result takes the dividend's sign.
//! - `subf` (and `addf` of a negation) maps a zero result of a NaN or infinite operand
//!   to NaN: lavapipe folds `x - x` and `x + (-x)` to 0 whatever `x`.
//! - A `select` with a constant condition is its chosen operand, with no instruction, so
//!   that a constant operand reaches the special cases above as a literal (the driver
//!   folds such a select, then the arithmetic on the constant it leaves).
//! - A float `select` with a constant `-0.0` operand fixes the sign of a zero result:
//!   lavapipe matches `-0.0` as `0.0` in its `bcsel(c, 1.0, 0.0) → b2f(c)` rule.
//! - Boolean vectors are combined with `OpSelect`: naga's IR has `&&`/`||` on scalars
//!   only, so `OpLogicalAnd`/`OpLogicalOr` on vectors fail its validation.

use rspirv::spirv::{GlslStd450Op as Gl, Op as SpvOp, Word};
use tessera_lowering::dialect::OpKind;
use tessera_lowering::ir::Op;

use super::types::{Scalar, VTy};
use super::Cx;
use crate::error::Result;
use crate::target::Feature;

const SIGN: u32 = 0x8000_0000;
const MAG: u32 = 0x7fff_ffff;
const SIGN64: u64 = 0x8000_0000_0000_0000;
const MAG64: u64 = 0x7fff_ffff_ffff_ffff;
const INF: u32 = 0x7f80_0000;
/// The quiet NaN the special cases produce.
pub(crate) const QNAN: u32 = 0x7fc0_0000;

impl Cx<'_> {
    /// A `u32` constant splat to the lanes of `t`.
    pub(crate) fn splat_u32(&mut self, t: VTy, v: u32) -> Word {
        let c = self.e.const_u32(v);
        self.e.const_splat(t.with_scalar(Scalar::UInt(32)), c)
    }

    /// `a && b` on booleans of shape `t` (`OpSelect` on vectors).
    pub(crate) fn bool_and(&mut self, t: VTy, a: Word, b: Word) -> Result<Word> {
        let bt = t.with_scalar(Scalar::Bool);
        let ty = self.ty(bt);
        if bt.lanes > 1 {
            let f = self.splat_int(bt, 0)?;
            self.e.op(SpvOp::Select, ty, &[a, b, f])
        } else {
            self.e.op(SpvOp::LogicalAnd, ty, &[a, b])
        }
    }
    /// `a || b` on booleans of shape `t` (`OpSelect` on vectors).
    pub(crate) fn bool_or(&mut self, t: VTy, a: Word, b: Word) -> Result<Word> {
        let bt = t.with_scalar(Scalar::Bool);
        let ty = self.ty(bt);
        if bt.lanes > 1 {
            let tr = self.splat_int(bt, 1)?;
            self.e.op(SpvOp::Select, ty, &[a, tr, b])
        } else {
            self.e.op(SpvOp::LogicalOr, ty, &[a, b])
        }
    }
    /// `!a` on booleans of shape `t`.
    pub(crate) fn bool_not(&mut self, t: VTy, a: Word) -> Result<Word> {
        let ty = self.ty(t.with_scalar(Scalar::Bool));
        self.e.op(SpvOp::LogicalNot, ty, &[a])
    }

    /// The `f32` bit pattern of float `x` of type `t`, as `u32` lanes (`f16`/`f64` are
    /// converted to `f32` first: exact for the sign, zeros and NaN-ness).
    pub(crate) fn f32_bits(&mut self, t: VTy, x: Word) -> Result<Word> {
        // A constant is converted here: naga's WGSL front end cannot evaluate the
        // conversion of an f64 literal to f32 (`Cannot cast scalar components`), so the
        // WGSL it writes for `f32(-0.375lf)` did not parse back.
        if let Some(bits) = self.const_f32_bits(t, x) {
            return Ok(self.splat_u32(t, bits));
        }
        // A constant vector of different lanes likewise, lane by lane (GPU fuzz seed 1266
        // with vector expressions: `vec4<f32>(vec4<f64>(2.2250738585072014e-308lf, ..))`).
        if let Some(parts) = self.e.const_parts_of(x).map(<[Word]>::to_vec) {
            let width = t.scalar.width();
            let lanes: Option<Vec<u32>> = parts
                .iter()
                .map(|&p| {
                    let b = self.e.const_bits_of(p)?;
                    Some(match width {
                        64 => (f64::from_bits(b) as f32).to_bits(),
                        16 => f16_bits_to_f32(b as u16).to_bits(),
                        _ => b as u32,
                    })
                })
                .collect();
            if let Some(lanes) = lanes {
                let ids: Vec<Word> = lanes.iter().map(|&b| self.e.const_u32(b)).collect();
                let uty = self.ty(t.with_scalar(Scalar::UInt(32)));
                return Ok(self.e.const_composite(uty, ids));
            }
        }
        let f = if t.scalar.width() == 32 {
            x
        } else {
            let fty = self.ty(t.with_scalar(Scalar::Float(32)));
            self.e.op(SpvOp::FConvert, fty, &[x])?
        };
        let uty = self.ty(t.with_scalar(Scalar::UInt(32)));
        self.e.op(SpvOp::Bitcast, uty, &[f])
    }

    /// The `f32` bits of `x` converted to `f32` when `x` is a scalar constant or a splat of
    /// one (sign, zeros, infinities and NaN-ness kept, as `OpFConvert` keeps them).
    fn const_f32_bits(&self, t: VTy, x: Word) -> Option<u32> {
        Some((self.const_float_value(t, x)? as f32).to_bits())
    }

    /// The value of `x` when it is a float scalar constant or a splat of one.
    fn const_float_value(&self, t: VTy, x: Word) -> Option<f64> {
        let bits = self.e.const_bits_of(x).or_else(|| {
            let parts = self.e.const_parts_of(x)?;
            let first = *parts.first()?;
            parts
                .iter()
                .all(|&p| p == first)
                .then(|| self.e.const_bits_of(first))
                .flatten()
        })?;
        Some(match t.scalar.width() {
            64 => f64::from_bits(bits),
            16 => f64::from(f16_bits_to_f32(bits as u16)),
            _ => f64::from(f32::from_bits(bits as u32)),
        })
    }

    /// `isnan(x)`, as an integer test of the bits.
    pub(crate) fn is_nan(&mut self, t: VTy, x: Word) -> Result<Word> {
        let bits = self.f32_bits(t, x)?;
        let uty = self.ty(t.with_scalar(Scalar::UInt(32)));
        let bty = self.ty(t.with_scalar(Scalar::Bool));
        let mag = self.splat_u32(t, MAG);
        let inf = self.splat_u32(t, INF);
        let m = self.e.op(SpvOp::BitwiseAnd, uty, &[bits, mag])?;
        self.e.op(SpvOp::UGreaterThan, bty, &[m, inf])
    }

    /// `isinf(x)`: a test of the bits of `x` in `f32` (`f16` converts exactly; an `f64`
    /// is first scaled by 2^-1000, exact for infinities and NaN and bringing every finite
    /// `f64` into `f32`'s range). No float comparison: NVIDIA's driver found `|x| == inf`
    /// false for an infinite `f64` (GPU fuzz seed 370 on an H200: `remf(inf, inf)` gave
    /// `inf`, not NaN).
    pub(crate) fn is_inf(&mut self, t: VTy, x: Word) -> Result<Word> {
        let bty = self.ty(t.with_scalar(Scalar::Bool));
        if let Some(v) = self.const_float_value(t, x) {
            // Folded: naga's WGSL front end cannot evaluate `abs` of an f64 literal.
            return self.splat_int(t.with_scalar(Scalar::Bool), i64::from(v.is_infinite()));
        }
        let x = if t.scalar.width() == 64 {
            let ty = self.ty(t);
            let scale = self.splat_float(t, 2f64.powi(-1000));
            self.e.op(SpvOp::FMul, ty, &[x, scale])?
        } else {
            x
        };
        let bits = self.f32_bits(t, x)?;
        let uty = self.ty(t.with_scalar(Scalar::UInt(32)));
        let mag = self.splat_u32(t, MAG);
        let inf = self.splat_u32(t, INF);
        let m = self.e.op(SpvOp::BitwiseAnd, uty, &[bits, mag])?;
        self.e.op(SpvOp::IEqual, bty, &[m, inf])
    }

    /// Whether the sign bit of `x` is set (true for `-0.0` and negative NaNs).
    pub(crate) fn sign_bit(&mut self, t: VTy, x: Word) -> Result<Word> {
        let bits = self.f32_bits(t, x)?;
        let bty = self.ty(t.with_scalar(Scalar::Bool));
        let mag = self.splat_u32(t, MAG);
        self.e.op(SpvOp::UGreaterThan, bty, &[bits, mag])
    }

    /// A float of type `t` from `f32` bits computed at run time.
    pub(crate) fn float_from_bits(&mut self, t: VTy, bits: Word) -> Result<Word> {
        let fty = self.ty(t.with_scalar(Scalar::Float(32)));
        let f = self.e.op(SpvOp::Bitcast, fty, &[bits])?;
        if t.scalar.width() == 32 {
            return Ok(f);
        }
        let ty = self.ty(t);
        self.e.op(SpvOp::FConvert, ty, &[f])
    }

    /// A non-finite float of type `t` with `f32` bits `bits`, splat to every lane: loaded
    /// from a `Private` `u32` variable, since naga rejects non-finite float literals.
    pub(crate) fn special_float(&mut self, t: VTy, bits: u32) -> Result<Word> {
        let u32t = self.e.scalar_ty(Scalar::UInt(32));
        let var = self.e.private_u32_var(bits);
        let b = self.e.load(u32t, var)?;
        self.e.mark_constant_derived(b);
        let st = VTy::scalar(t.scalar);
        let s = self.float_from_bits(st, b)?;
        if t.lanes <= 1 {
            return Ok(s);
        }
        let ty = self.ty(t);
        self.e
            .op(SpvOp::CompositeConstruct, ty, &vec![s; t.lanes as usize])
    }

    /// `±0.0` with the sign of `x`.
    fn signed_zero_of(&mut self, t: VTy, x: Word) -> Result<Word> {
        let bits = self.f32_bits(t, x)?;
        let uty = self.ty(t.with_scalar(Scalar::UInt(32)));
        let sign = self.splat_u32(t, SIGN);
        let s = self.e.op(SpvOp::BitwiseAnd, uty, &[bits, sign])?;
        self.float_from_bits(t, s)
    }

    /// `minimumf`/`maximumf` (`propagate_nan`) or `minnumf`/`maxnumf` on floats of type
    /// `t`, with `-0 < +0`.
    pub(crate) fn float_minmax(
        &mut self,
        t: VTy,
        a: Word,
        b: Word,
        is_min: bool,
        propagate_nan: bool,
    ) -> Result<Word> {
        // Two constants (one the back end folded): folded, since naga's WGSL front end
        // cannot evaluate `min`/`max` of f64 literals ("Cannot apply math function to
        // type", GPU fuzzer seed 2039).
        let kind = match (is_min, propagate_nan) {
            (true, true) => OpKind::ArithMinimumF,
            (false, true) => OpKind::ArithMaximumF,
            (true, false) => OpKind::ArithMinNumF,
            (false, false) => OpKind::ArithMaxNumF,
        };
        if let Some(w) = self.fold_float_op(kind, t, &[a, b])? {
            return Ok(w);
        }
        let ty = self.ty(t);
        let bty = self.ty(t.with_scalar(Scalar::Bool));
        let m = self
            .e
            .glsl(ty, if is_min { Gl::FMin } else { Gl::FMax }, &[a, b])?;
        // Equal operands differ only for the zeros: pick by the sign of `a`.
        let eq = self.e.op(SpvOp::FOrdEqual, bty, &[a, b])?;
        let sa = self.sign_bit(t, a)?;
        let z = if is_min {
            self.e.op(SpvOp::Select, ty, &[sa, a, b])?
        } else {
            self.e.op(SpvOp::Select, ty, &[sa, b, a])?
        };
        let r = self.e.op(SpvOp::Select, ty, &[eq, z, m])?;
        let na = self.is_nan(t, a)?;
        let nb = self.is_nan(t, b)?;
        let (if_nb, if_na) = if propagate_nan { (b, a) } else { (a, b) };
        let r = self.e.op(SpvOp::Select, ty, &[nb, if_nb, r])?;
        self.e.op(SpvOp::Select, ty, &[na, if_na, r])
    }

    /// Whether constant `w` (scalar or composite) has a zero lane (`±0.0`).
    fn has_const_zero_lane(&self, w: Word) -> bool {
        let zero = |bits: u64| bits << 1 == 0;
        if let Some(bits) = self.e.const_bits_of(w) {
            return zero(bits);
        }
        self.e
            .const_parts_of(w)
            .is_some_and(|p| p.iter().any(|&c| self.e.const_bits_of(c).is_some_and(zero)))
    }

    /// Whether constant `w` (scalar or composite) has a `-0.0` lane.
    pub(crate) fn has_const_neg_zero_lane(&self, w: Word) -> bool {
        // `-0.0` in binary16, binary32 or binary64 (an f32 denormal `0x8000` only costs a
        // select that changes nothing: its sign bit is clear).
        let neg_zero = |bits: u64| matches!(bits, 0x8000 | 0x8000_0000 | 0x8000_0000_0000_0000);
        if let Some(bits) = self.e.const_bits_of(w) {
            return neg_zero(bits);
        }
        self.e.const_parts_of(w).is_some_and(|p| {
            p.iter()
                .any(|&c| self.e.const_bits_of(c).is_some_and(neg_zero))
        })
    }

    /// `select(c, a, b)` (`w`) where `a` or `b` is a constant `-0.0`: lavapipe's NIR
    /// matches `-0.0` as the `0.0` of its pattern `bcsel(c, 1.0, 0.0) → b2f(c)`, so
    /// `select(c, 1.0, -0.0)` gave `+0` (GPU fuzzer seed 2373, through an f64 `copysign`
    /// whose sign came from such a select). A zero result takes the sign bit of the
    /// operand `c` picks. For `f16`/`f32` the select is made on the bits instead (`u32`),
    /// which no float pattern matches: with both operands constant zeros
    /// (`select(c, 0.0, -0.0)`) lavapipe and llvmpipe also fold the float fix-up below
    /// back to `+0`.
    pub(crate) fn fix_select_neg_zero(
        &mut self,
        t: VTy,
        c: Word,
        a: Word,
        b: Word,
        w: Word,
    ) -> Result<Word> {
        if t.scalar.width() <= 32 {
            // Magnitude and sign apart: NIR has no types, so a select of the bits
            // `0x3F800000`/`0x80000000` is still `bcsel(c, 1.0, -0.0)` to its patterns,
            // and `bcsel(c, 0, 0x80000000)` one of two "equal" constants; the sign comes
            // from a select of 1 and 0 shifted into place.
            let ut = t.with_scalar(Scalar::UInt(32));
            let uty = self.ty(ut);
            let mag = self.splat_u32(t, MAG);
            let ba = self.f32_bits(t, a)?;
            let bb = self.f32_bits(t, b)?;
            let ma = self.e.op(SpvOp::BitwiseAnd, uty, &[ba, mag])?;
            let mb = self.e.op(SpvOp::BitwiseAnd, uty, &[bb, mag])?;
            let m = self.e.op(SpvOp::Select, uty, &[c, ma, mb])?;
            let sa = self.sign_bit(t, a)?;
            let sb = self.sign_bit(t, b)?;
            let bty = self.ty(t.with_scalar(Scalar::Bool));
            let neg = self.e.op(SpvOp::Select, bty, &[c, sa, sb])?;
            let one = self.splat_u32(t, 1);
            let zero = self.splat_u32(t, 0);
            let bit = self.e.op(SpvOp::Select, uty, &[neg, one, zero])?;
            let c31 = self.splat_u32(t, 31);
            let sign = self.e.op(SpvOp::ShiftLeftLogical, uty, &[bit, c31])?;
            let bits = self.e.op(SpvOp::BitwiseOr, uty, &[m, sign])?;
            let _ = w;
            return self.float_from_bits(t, bits);
        }
        let ty = self.ty(t);
        let bty = self.ty(t.with_scalar(Scalar::Bool));
        let sa = self.sign_bit(t, a)?;
        let sb = self.sign_bit(t, b)?;
        let neg = self.e.op(SpvOp::Select, bty, &[c, sa, sb])?;
        let fzero = self.splat_float(t, 0.0);
        let zero = self.e.op(SpvOp::FOrdEqual, bty, &[w, fzero])?;
        let fix = self.bool_and(t, zero, neg)?;
        let abs = self.e.glsl(ty, Gl::FAbs, &[w])?;
        let nz = self.e.op(SpvOp::FNegate, ty, &[abs])?;
        self.e.op(SpvOp::Select, ty, &[fix, nz, w])
    }

    /// `arith.divf`: `OpFDiv`, with the IEEE quotient selected where the divisor is a
    /// constant zero.
    pub(crate) fn fdiv(&mut self, t: VTy, a: Word, b: Word) -> Result<Word> {
        let ty = self.ty(t);
        let q = self.e.op(SpvOp::FDiv, ty, &[a, b])?;
        let r = self.fdiv_divisor(t, a, b, q)?;
        // A dividend the driver knows at compile time but the emitter does not (computed
        // from constants): where it is zero, drivers fold `0 / b` to 0 whatever `b` (GPU
        // fuzzer seed 992), so the IEEE zero quotient is selected explicitly.
        let literal = self.e.const_bits_of(a).is_some() || self.e.const_parts_of(a).is_some();
        if !literal && self.e.is_constant_derived(a) {
            let z = self.zero_div(t, a, b)?;
            let bty = self.ty(t.with_scalar(Scalar::Bool));
            let fzero = self.splat_float(t, 0.0);
            let a_zero = self.e.op(SpvOp::FOrdEqual, bty, &[a, fzero])?;
            return self.e.op(SpvOp::Select, ty, &[a_zero, z, r]);
        }
        Ok(r)
    }

    /// [`Cx::fdiv`]'s quotient `q = a / b` with the IEEE results where `b` is zero, when the
    /// driver may know `b` (a constant, or computed from constants).
    fn fdiv_divisor(&mut self, t: VTy, a: Word, b: Word, q: Word) -> Result<Word> {
        let ty = self.ty(t);
        // A divisor the driver knows at compile time (a constant, or computed from constants
        // only) may be one it folds to 0.0 and then divides by with its own rules: the
        // explicit IEEE results apply to it too.
        let literal = self.e.const_bits_of(b).is_some() || self.e.const_parts_of(b).is_some();
        if !self.has_const_zero_lane(b) && (literal || !self.e.is_constant_derived(b)) {
            if self.const_float_value(t, a) == Some(0.0) {
                return self.zero_div(t, a, b);
            }
            return Ok(q);
        }
        let bty = self.ty(t.with_scalar(Scalar::Bool));
        let uty = self.ty(t.with_scalar(Scalar::UInt(32)));
        // ±inf with sign(a) ^ sign(b); NaN where a is zero or NaN.
        let ab = self.f32_bits(t, a)?;
        let bb = self.f32_bits(t, b)?;
        let x = self.e.op(SpvOp::BitwiseXor, uty, &[ab, bb])?;
        let sign = self.splat_u32(t, SIGN);
        let s = self.e.op(SpvOp::BitwiseAnd, uty, &[x, sign])?;
        let inf = self.splat_u32(t, INF);
        let si = self.e.op(SpvOp::BitwiseOr, uty, &[s, inf])?;
        let mag = self.splat_u32(t, MAG);
        let am = self.e.op(SpvOp::BitwiseAnd, uty, &[ab, mag])?;
        let a_nan = self.e.op(SpvOp::UGreaterThan, bty, &[am, inf])?;
        let fzero = self.splat_float(t, 0.0);
        let a_zero = if t.scalar.width() == 32 {
            let zero = self.splat_u32(t, 0);
            self.e.op(SpvOp::IEqual, bty, &[am, zero])?
        } else {
            // An f64 too small for f32 is not zero.
            self.e.op(SpvOp::FOrdEqual, bty, &[a, fzero])?
        };
        let nan_case = self.bool_or(t, a_zero, a_nan)?;
        let qnan = self.splat_u32(t, QNAN);
        let bits = self.e.op(SpvOp::Select, uty, &[nan_case, qnan, si])?;
        let special = self.float_from_bits(t, bits)?;
        let b_zero = self.e.op(SpvOp::FOrdEqual, bty, &[b, fzero])?;
        self.e.op(SpvOp::Select, ty, &[b_zero, special, q])
    }

    /// A folded value as a constant, or, when it is NaN or infinite (which naga refuses as
    /// a literal: "Float literal is NaN"), through [`Cx::special_float`].
    pub(crate) fn folded_float(&mut self, t: VTy, v: f64) -> Result<Word> {
        if v.is_finite() {
            Ok(self.splat_float(t, v))
        } else {
            self.special_float(t, (v as f32).to_bits())
        }
    }

    /// `r = f(x)` for an odd `f` with `f(x) = slope·x + O(x³)` (`tanh`, `sin`, `tan`,
    /// `atan` with slope 1, `erf` with 2/√π): `slope·x` where `|x| < 2^-12` (exact to
    /// within a rounding: the cubic term is below `2^-24·|f(x)|`), and `x` where `x` is NaN.
    /// Drivers lose both ends: `atan(-0)` is `+0` and `atan(NaN)` 0 on every path here,
    /// llvmpipe's GL `tanh(-0)` is `+0` (GPU fuzzer seed 32), its `tanh(NaN)` -1 and its
    /// `tanh(1e-8)` 0, and the `erf` approximation is only absolutely accurate.
    pub(crate) fn odd_small_args(&mut self, t: VTy, x: Word, r: Word, slope: f64) -> Result<Word> {
        let ty = self.ty(t);
        let bty = self.ty(t.with_scalar(Scalar::Bool));
        let limit = self.splat_float(t, 1.0 / 4096.0);
        let ax = self.e.glsl(ty, Gl::FAbs, &[x])?;
        let small = self.e.op(SpvOp::FOrdLessThan, bty, &[ax, limit])?;
        let is_nan = self.is_nan(t, x)?;
        let keep = self.bool_or(t, small, is_nan)?;
        let lin = if slope == 1.0 {
            x
        } else {
            let k = self.splat_float(t, slope);
            self.e.op(SpvOp::FMul, ty, &[x, k])?
        };
        self.e.op(SpvOp::Select, ty, &[keep, lin, r])
    }

    /// `log1p(x)` as `x·log(u)/(u - 1)` with `u = 1 + x`, and `x` where `u == 1`: exact
    /// for `x = ±0` (`log(1 + -0)` is `+0`) and accurate for small `x`, where `log(1 + x)`
    /// loses every digit (Goldberg, "What every computer scientist should know about
    /// floating-point arithmetic", theorem 4). Infinite `u` (`x = +inf`) gives `+inf`.
    pub(crate) fn log1p(&mut self, t: VTy, x: Word) -> Result<Word> {
        let ty = self.ty(t);
        let bty = self.ty(t.with_scalar(Scalar::Bool));
        let one = self.splat_float(t, 1.0);
        let u = self.e.op(SpvOp::FAdd, ty, &[x, one])?;
        let l = self.e.glsl(ty, Gl::Log, &[u])?;
        let um1 = self.e.op(SpvOp::FSub, ty, &[u, one])?;
        let q = self.e.op(SpvOp::FDiv, ty, &[x, um1])?;
        let scaled = self.e.op(SpvOp::FMul, ty, &[l, q])?;
        let u_is_one = self.e.op(SpvOp::FOrdEqual, bty, &[u, one])?;
        let u_inf = self.is_inf(t, u)?;
        let w = self.e.op(SpvOp::Select, ty, &[u_inf, l, scaled])?;
        self.e.op(SpvOp::Select, ty, &[u_is_one, x, w])
    }

    /// `atan2(y, x)` from `r`, the driver's `Atan2` (GLSL leaves both zeros undefined, and
    /// lavapipe gives `atan2(-0, -0) = -3π/4`), with C99/IEEE's special cases: `y = ±0`
    /// gives `±π` for a negative `x` (sign bit set, `-0` included) and `y` otherwise;
    /// both infinite give `±π/4` or `±3π/4`; an infinite `x` with a finite `y` gives `±0`
    /// or `±π`; an infinite `y` with a finite `x` gives `±π/2`; a NaN operand gives NaN.
    pub(crate) fn atan2_special_values(
        &mut self,
        t: VTy,
        y: Word,
        x: Word,
        r: Word,
    ) -> Result<Word> {
        use std::f64::consts::{FRAC_PI_2, FRAC_PI_4, PI};
        let ty = self.ty(t);
        let bty = self.ty(t.with_scalar(Scalar::Bool));
        let signed = |cx: &mut Self, v: f64| -> Result<Word> {
            let p = cx.splat_float(t, v);
            let n = cx.splat_float(t, -v);
            let s = cx.sign_bit(t, y)?;
            cx.e.op(SpvOp::Select, ty, &[s, n, p])
        };
        let x_neg = self.sign_bit(t, x)?;
        let zero = self.splat_float(t, 0.0);
        let pi = signed(self, PI)?;
        let y0 = self.signed_zero_of(t, y)?;
        let on_axis = self.e.op(SpvOp::Select, ty, &[x_neg, pi, y0])?;
        let q1 = signed(self, FRAC_PI_4)?;
        let q3 = signed(self, 3.0 * FRAC_PI_4)?;
        let diag = self.e.op(SpvOp::Select, ty, &[x_neg, q3, q1])?;
        let half = signed(self, FRAC_PI_2)?;
        let y_zero = self.e.op(SpvOp::FOrdEqual, bty, &[y, zero])?;
        let x_nan = self.is_nan(t, x)?;
        let x_ok = self.bool_not(t, x_nan)?;
        let y_zero = self.bool_and(t, y_zero, x_ok)?;
        let y_nan = self.is_nan(t, y)?;
        let y_ok = self.bool_not(t, y_nan)?;
        let x_inf = self.is_inf(t, x)?;
        let y_inf = self.is_inf(t, y)?;
        let both_inf = self.bool_and(t, x_inf, y_inf)?;
        let x_inf_only = self.bool_and(t, x_inf, y_ok)?;
        let y_inf_only = self.bool_and(t, y_inf, x_ok)?;
        let w = self.e.op(SpvOp::Select, ty, &[y_inf_only, half, r])?;
        let w = self.e.op(SpvOp::Select, ty, &[x_inf_only, on_axis, w])?;
        let w = self.e.op(SpvOp::Select, ty, &[both_inf, diag, w])?;
        let w = self.e.op(SpvOp::Select, ty, &[y_zero, on_axis, w])?;
        // A NaN operand gives NaN (lavapipe's `Atan2` returns 0 or ±π/2 for it).
        let any_nan = self.bool_or(t, x_nan, y_nan)?;
        let nan = self.special_float(t, QNAN)?;
        self.e.op(SpvOp::Select, ty, &[any_nan, nan, w])
    }

    /// `fma(a, b, c)` from `r`, the driver's `Fma` (which GLSL.std.450 and Vulkan need not
    /// fuse: lavapipe rounds the product first), made exact where the two roundings differ
    /// by more than the tolerance for one rounding: an infinite `c` with finite `a`, `b` is
    /// `c` (unfused, an overflowing product gives `inf - inf = NaN`; GPU fuzzer seed 2255),
    /// and a product that overflows with a finite `c` is computed scaled by 1/4 (exact:
    /// `|a| >= 1` there), so a `c` of the other sign can bring the sum back into range.
    pub(crate) fn fma_special_values(
        &mut self,
        t: VTy,
        a: Word,
        b: Word,
        c: Word,
        r: Word,
    ) -> Result<Word> {
        let ty = self.ty(t);
        let finite = |cx: &mut Self, x: Word| -> Result<Word> {
            let n = cx.is_nan(t, x)?;
            let i = cx.is_inf(t, x)?;
            let bad = cx.bool_or(t, n, i)?;
            cx.bool_not(t, bad)
        };
        let fa = finite(self, a)?;
        let fb = finite(self, b)?;
        let fab = self.bool_and(t, fa, fb)?;
        let c_inf = self.is_inf(t, c)?;
        let take_c = self.bool_and(t, fab, c_inf)?;
        let fc = finite(self, c)?;
        let all_finite = self.bool_and(t, fab, fc)?;
        let r_inf = self.is_inf(t, r)?;
        let overflow = self.bool_and(t, all_finite, r_inf)?;
        let quarter = self.folded_float(t, 0.25)?;
        let four = self.folded_float(t, 4.0)?;
        let aq = self.e.op(SpvOp::FMul, ty, &[a, quarter])?;
        let cq = self.e.op(SpvOp::FMul, ty, &[c, quarter])?;
        let sq = self.e.glsl(ty, Gl::Fma, &[aq, b, cq])?;
        let scaled = self.e.op(SpvOp::FMul, ty, &[sq, four])?;
        let w = self.e.op(SpvOp::Select, ty, &[overflow, scaled, r])?;
        let w = self.e.op(SpvOp::Select, ty, &[take_c, c, w])?;
        // A zero factor: the exact product (NaN with an infinite or NaN other factor, else
        // a zero with the sign `sa ^ sb`) plus `c`. lavapipe folds `fma(0, x, c)` to `c`
        // once it knows the zero, even for an infinite `x` (GPU fuzzer seed 608, a zero
        // from `copysign(0, ...)`) and for `c = -0`.
        let bty = self.ty(t.with_scalar(Scalar::Bool));
        let uty = self.ty(t.with_scalar(Scalar::UInt(32)));
        let zero = self.splat_float(t, 0.0);
        let az = self.e.op(SpvOp::FOrdEqual, bty, &[a, zero])?;
        let bz = self.e.op(SpvOp::FOrdEqual, bty, &[b, zero])?;
        let zero_factor = self.bool_or(t, az, bz)?;
        let special = self.bool_not(t, fab)?;
        let ab = self.f32_bits(t, a)?;
        let bb = self.f32_bits(t, b)?;
        let xs = self.e.op(SpvOp::BitwiseXor, uty, &[ab, bb])?;
        let sign = self.splat_u32(t, SIGN);
        let zbits = self.e.op(SpvOp::BitwiseAnd, uty, &[xs, sign])?;
        let qnan = self.splat_u32(t, QNAN);
        let pbits = self.e.op(SpvOp::Select, uty, &[special, qnan, zbits])?;
        let p = self.float_from_bits(t, pbits)?;
        // A constant zero `c` is added exactly without `FAdd`: lavapipe folds `x + 0.0` to
        // `x`, which gave -0 for fma(-0, y, +0) (GPU fuzz seed 3223, f16; f32 alike).
        let sum = match self.fadd_sub_const_zero(t, false, p, c)? {
            Some(s) => s,
            None => self.e.op(SpvOp::FAdd, ty, &[p, c])?,
        };
        self.e.op(SpvOp::Select, ty, &[zero_factor, sum, w])
    }

    /// Folded values, one per lane of `t` (or one for every lane): a constant, or, with a
    /// NaN or infinite lane, the lanes put together at run time (see [`Cx::folded_float`]).
    pub(crate) fn float_lanes(&mut self, t: VTy, values: &[f64]) -> Result<Word> {
        if let [v] = values {
            return self.folded_float(t, *v);
        }
        let st = VTy::scalar(t.scalar);
        let finite = values.iter().all(|v| v.is_finite());
        let mut parts = Vec::new();
        for &v in values {
            parts.push(if finite {
                self.e.const_float(t.scalar, v)
            } else {
                self.folded_float(st, v)?
            });
        }
        let ty = self.ty(t);
        if finite {
            Ok(self.e.const_composite(ty, parts))
        } else {
            self.e.op(SpvOp::CompositeConstruct, ty, &parts)
        }
    }

    /// `±0 / b` for a constant zero `a`: NaN where `b` is zero or NaN, else a zero with
    /// the sign `sign(a) ^ sign(b)`. llvmpipe folds a division of a literal zero to 0
    /// whatever the divisor (GPU fuzzer seeds 172, 242: `0 / 0` gave 0 on every path).
    fn zero_div(&mut self, t: VTy, a: Word, b: Word) -> Result<Word> {
        let bty = self.ty(t.with_scalar(Scalar::Bool));
        let uty = self.ty(t.with_scalar(Scalar::UInt(32)));
        let fzero = self.splat_float(t, 0.0);
        let b_nan = self.is_nan(t, b)?;
        let b_zero = self.e.op(SpvOp::FOrdEqual, bty, &[b, fzero])?;
        let nan_case = self.bool_or(t, b_nan, b_zero)?;
        let ab = self.f32_bits(t, a)?;
        let bb = self.f32_bits(t, b)?;
        let x = self.e.op(SpvOp::BitwiseXor, uty, &[ab, bb])?;
        let sign = self.splat_u32(t, SIGN);
        let s = self.e.op(SpvOp::BitwiseAnd, uty, &[x, sign])?;
        let qnan = self.splat_u32(t, QNAN);
        let bits = self.e.op(SpvOp::Select, uty, &[nan_case, qnan, s])?;
        self.float_from_bits(t, bits)
    }

    /// `x · ±0` when one operand is a constant zero (else `None`): NaN where `x` is NaN
    /// or infinite, else a zero with the sign `sign(x) ^ sign(0)`. llvmpipe folds a product
    /// with a literal zero to 0 whatever the other operand (GPU fuzzer seed 242:
    /// `inf · 0` gave 0 on every path).
    pub(crate) fn fmul_by_const_zero(&mut self, t: VTy, a: Word, b: Word) -> Result<Option<Word>> {
        let x = if self.const_float_value(t, b) == Some(0.0) {
            a
        } else if self.const_float_value(t, a) == Some(0.0) {
            b
        } else {
            return Ok(None);
        };
        let uty = self.ty(t.with_scalar(Scalar::UInt(32)));
        let x_nan = self.is_nan(t, x)?;
        let x_inf = self.is_inf(t, x)?;
        let nan_case = self.bool_or(t, x_nan, x_inf)?;
        let ab = self.f32_bits(t, a)?;
        let bb = self.f32_bits(t, b)?;
        let xs = self.e.op(SpvOp::BitwiseXor, uty, &[ab, bb])?;
        let sign = self.splat_u32(t, SIGN);
        let s = self.e.op(SpvOp::BitwiseAnd, uty, &[xs, sign])?;
        let qnan = self.splat_u32(t, QNAN);
        let bits = self.e.op(SpvOp::Select, uty, &[nan_case, qnan, s])?;
        self.float_from_bits(t, bits).map(Some)
    }

    /// `a + b` or `a - b` when an operand is a constant zero that llvmpipe drops as an
    /// identity (`x + 0.0 → x`, `x - (-0.0) → x`, `0.0 - x → -x`), which is wrong for a
    /// zero `x` (IEEE: `-0 + 0 = +0`; GPU fuzzer seed 275, where the sign of that zero
    /// then picked the sign of an infinite quotient). `None` when no operand is such a
    /// constant.
    pub(crate) fn fadd_sub_const_zero(
        &mut self,
        t: VTy,
        sub: bool,
        a: Word,
        b: Word,
    ) -> Result<Option<Word>> {
        let is = |cx: &Self, w: Word, neg: bool| {
            cx.const_float_value(t, w)
                .is_some_and(|v| v == 0.0 && v.is_sign_negative() == neg)
        };
        let ty = self.ty(t);
        // `x + (-0.0)` and `x - 0.0` are `x` exactly (±0 and NaN included), and
        // `-0.0 - x` is `-x`: no instruction (a reduction's -0.0 identity lands here).
        if (!sub && is(self, b, true)) || (sub && is(self, b, false)) {
            return Ok(Some(a));
        }
        if !sub && is(self, a, true) {
            return Ok(Some(b));
        }
        if sub && is(self, a, true) {
            return self.e.op(SpvOp::FNegate, ty, &[b]).map(Some);
        }
        let (x, negate) = if !sub && is(self, b, false) {
            (a, false)
        } else if !sub && is(self, a, false) {
            (b, false)
        } else if sub && is(self, b, true) {
            (a, false)
        } else if sub && is(self, a, false) {
            (b, true)
        } else {
            return Ok(None);
        };
        let bty = self.ty(t.with_scalar(Scalar::Bool));
        let fzero = self.splat_float(t, 0.0);
        let v = if negate {
            self.e.op(SpvOp::FNegate, ty, &[x])?
        } else {
            x
        };
        let z = self.e.op(SpvOp::FOrdEqual, bty, &[x, fzero])?;
        self.e.op(SpvOp::Select, ty, &[z, fzero, v]).map(Some)
    }

    /// `a ± b` (`r`) where the driver may have folded `x - x` or `x + (-x)` to `+0`:
    /// lavapipe's NIR does, even for an infinite or NaN `x` (GPU fuzzer seeds 1029, 1438:
    /// `sqrt(x - x)` of a NaN `x` gave 0). The operands are often the same value only
    /// after the driver merges two loads of one element, so this cannot be decided here.
    /// A zero `r` with a NaN or infinite `a` is NaN: an IEEE sum with such an operand is
    /// never zero, so a zero can only come from the fold, whose exact answer is NaN.
    pub(crate) fn fix_folded_cancellation(&mut self, t: VTy, a: Word, r: Word) -> Result<Word> {
        let ty = self.ty(t);
        let bty = self.ty(t.with_scalar(Scalar::Bool));
        let fzero = self.splat_float(t, 0.0);
        let r_zero = self.e.op(SpvOp::FOrdEqual, bty, &[r, fzero])?;
        let a_nan = self.is_nan(t, a)?;
        let a_inf = self.is_inf(t, a)?;
        let special = self.bool_or(t, a_nan, a_inf)?;
        let folded = self.bool_and(t, r_zero, special)?;
        let nan = self.special_float(t, QNAN)?;
        self.e.op(SpvOp::Select, ty, &[folded, nan, r])
    }

    /// `arith.remf` (C `fmod`): `OpFRem` with its special values fixed up.
    /// The `f32` bits of `fmod(a, b)` for finite `a` and non-zero finite `b` (f16 and f32
    /// values, through their `f32` bits), computed exactly with 32-bit integers: GPUs
    /// compute `OpFRem` (and WGSL's `%`) as `a - b·trunc(a/b)`, which is wrong whenever the
    /// quotient is not exact (`5 rem 0.1` gave 0, not 0.09999999, on every path). Long
    /// division of the significands: `r = ma mod mb`, then `r = (r << s) mod mb` for each
    /// chunk `s <= 8` of the exponent difference (`r < 2^24`, so `r << 8` fits), 32
    /// chunks for the largest difference; the result is `r·2^(eb - 150)` (exact, as a
    /// normal or a subnormal), with the sign of `a`. `|a| < |b|` gives `a`.
    fn fmod_bits(&mut self, t: VTy, a: Word, b: Word) -> Result<Word> {
        let ut = t.with_scalar(Scalar::UInt(32));
        let uty = self.ty(ut);
        let bty = self.ty(t.with_scalar(Scalar::Bool));
        let ab = self.f32_bits(t, a)?;
        let bb = self.f32_bits(t, b)?;
        let c = |cx: &mut Self, v: u32| cx.splat_u32(t, v);
        let (mag, sign, mant, hidden) = (
            c(self, MAG),
            c(self, SIGN),
            c(self, 0x7f_ffff),
            c(self, 0x80_0000),
        );
        let (zero, one, c23) = (c(self, 0), c(self, 1), c(self, 23));
        let xa = self.e.op(SpvOp::BitwiseAnd, uty, &[ab, mag])?;
        let ya = self.e.op(SpvOp::BitwiseAnd, uty, &[bb, mag])?;
        // (significand, exponent field, at least 1): value = m·2^(e - 150).
        let split = |cx: &mut Self, v: Word| -> Result<(Word, Word)> {
            let e = cx.e.op(SpvOp::ShiftRightLogical, uty, &[v, c23])?;
            let m = cx.e.op(SpvOp::BitwiseAnd, uty, &[v, mant])?;
            let sub = cx.e.op(SpvOp::IEqual, bty, &[e, zero])?;
            let mn = cx.e.op(SpvOp::BitwiseOr, uty, &[m, hidden])?;
            let m = cx.e.op(SpvOp::Select, uty, &[sub, m, mn])?;
            let e = cx.e.op(SpvOp::Select, uty, &[sub, one, e])?;
            Ok((m, e))
        };
        let (mx, ex) = split(self, xa)?;
        let (my, ey) = split(self, ya)?;
        // A zero divisor is NaN (selected by the caller); 1 keeps the division defined.
        let my0 = self.e.op(SpvOp::IEqual, bty, &[my, zero])?;
        let my = self.e.op(SpvOp::Select, uty, &[my0, one, my])?;
        let smaller = self.e.op(SpvOp::ULessThan, bty, &[xa, ya])?;
        // The exponent difference (0 when |a| < |b|: that result is selected below).
        let d = self.e.op(SpvOp::ISub, uty, &[ex, ey])?;
        let mut d = self.e.op(SpvOp::Select, uty, &[smaller, zero, d])?;
        let mut r = self.e.op(SpvOp::UMod, uty, &[mx, my])?;
        let eight = c(self, 8);
        // `r` and `d` go through variables at each chunk, so that the expression trees the
        // shader writers recurse over stay shallow (32 nested chunks overflowed the stack
        // of naga's HLSL and GLSL writers).
        let ptr = self.e.ptr_ty(rspirv::spirv::StorageClass::Function, uty);
        let (rv, dv) = (self.e.function_var(ptr), self.e.function_var(ptr));
        for _ in 0..32 {
            let lt = self.e.op(SpvOp::ULessThan, bty, &[d, eight])?;
            let s = self.e.op(SpvOp::Select, uty, &[lt, d, eight])?;
            let sh = self.e.op(SpvOp::ShiftLeftLogical, uty, &[r, s])?;
            r = self.e.op(SpvOp::UMod, uty, &[sh, my])?;
            d = self.e.op(SpvOp::ISub, uty, &[d, s])?;
            self.e.store(rv, r)?;
            self.e.store(dv, d)?;
            r = self.e.load(uty, rv)?;
            d = self.e.load(uty, dv)?;
        }
        // r·2^(ey - 150): normal with biased exponent msb + ey - 23 when that is >= 1,
        // else the subnormal r << (ey - 1).
        let r0 = self.e.op(SpvOp::IEqual, bty, &[r, zero])?;
        let rs = self.e.op(SpvOp::Select, uty, &[r0, one, r])?;
        let msb = self.e.glsl(uty, Gl::FindUMsb, &[rs])?;
        let me = self.e.op(SpvOp::IAdd, uty, &[msb, ey])?;
        let normal = self.e.op(SpvOp::UGreaterThan, bty, &[me, c23])?;
        let be = self.e.op(SpvOp::ISub, uty, &[me, c23])?;
        let bexp = self.e.op(SpvOp::ShiftLeftLogical, uty, &[be, c23])?;
        let up = self.e.op(SpvOp::ISub, uty, &[c23, msb])?;
        let frac = self.e.op(SpvOp::ShiftLeftLogical, uty, &[rs, up])?;
        let frac = self.e.op(SpvOp::BitwiseAnd, uty, &[frac, mant])?;
        let nbits = self.e.op(SpvOp::BitwiseOr, uty, &[bexp, frac])?;
        let ey1 = self.e.op(SpvOp::ISub, uty, &[ey, one])?;
        let sbits = self.e.op(SpvOp::ShiftLeftLogical, uty, &[rs, ey1])?;
        let bits = self.e.op(SpvOp::Select, uty, &[normal, nbits, sbits])?;
        let bits = self.e.op(SpvOp::Select, uty, &[r0, zero, bits])?;
        let bits = self.e.op(SpvOp::Select, uty, &[smaller, xa, bits])?;
        let sa = self.e.op(SpvOp::BitwiseAnd, uty, &[ab, sign])?;
        self.e.op(SpvOp::BitwiseOr, uty, &[bits, sa])
    }

    /// The `f64` bits (as `u64` lanes) of `fmod(a, b)` for finite `a` and non-zero finite
    /// `b`, exactly, with 64-bit integers: [`Self::fmod_bits`]'s long division on the
    /// 53-bit significands, `r = (r << s) mod mb` for chunks `s <= 11` of the exponent
    /// difference (`r < 2^53`, so `r << 11` fits), 186 chunks for the largest difference
    /// (2045), in a loop ([`Self::fmod_chunks64`]); the result is `r·2^(eb - 1075)` with the sign of `a`. `r`'s leading bit
    /// comes from the exponent of `r` converted to `f64` (exact below 2^53: GLSL.std.450's
    /// `FindUMsb` is for 32-bit integers only). Shift amounts are `u32`, as WGSL requires.
    fn fmod_bits64(&mut self, t: VTy, a: Word, b: Word) -> Result<Word> {
        let ut = t.with_scalar(Scalar::UInt(64));
        let uty = self.ty(ut);
        let u32t = t.with_scalar(Scalar::UInt(32));
        let u32ty = self.ty(u32t);
        let fty = self.ty(t);
        let bty = self.ty(t.with_scalar(Scalar::Bool));
        let ab = self.e.op(SpvOp::Bitcast, uty, &[a])?;
        let bb = self.e.op(SpvOp::Bitcast, uty, &[b])?;
        let c64 = |cx: &mut Self, v: u64| cx.splat_int(ut, v as i64);
        let c32 = |cx: &mut Self, v: u32| cx.splat_u32(t, v);
        let mag = c64(self, MAG64)?;
        let sign = c64(self, SIGN64)?;
        let mant = c64(self, (1 << 52) - 1)?;
        let hidden = c64(self, 1 << 52)?;
        let (zero, one) = (c64(self, 0)?, c64(self, 1)?);
        let (zero32, one32, c52) = (c32(self, 0), c32(self, 1), c32(self, 52));
        let xa = self.e.op(SpvOp::BitwiseAnd, uty, &[ab, mag])?;
        let ya = self.e.op(SpvOp::BitwiseAnd, uty, &[bb, mag])?;
        // (significand, exponent field as u32, at least 1): value = m·2^(e - 1075).
        let split = |cx: &mut Self, v: Word| -> Result<(Word, Word)> {
            let e = cx.e.op(SpvOp::ShiftRightLogical, uty, &[v, c52])?;
            let e = cx.e.op(SpvOp::UConvert, u32ty, &[e])?;
            let m = cx.e.op(SpvOp::BitwiseAnd, uty, &[v, mant])?;
            let sub = cx.e.op(SpvOp::IEqual, bty, &[e, zero32])?;
            let mn = cx.e.op(SpvOp::BitwiseOr, uty, &[m, hidden])?;
            let m = cx.e.op(SpvOp::Select, uty, &[sub, m, mn])?;
            let e = cx.e.op(SpvOp::Select, u32ty, &[sub, one32, e])?;
            Ok((m, e))
        };
        let (mx, ex) = split(self, xa)?;
        let (my, ey) = split(self, ya)?;
        // A zero divisor is NaN (selected by the caller); 1 keeps the division defined.
        let my0 = self.e.op(SpvOp::IEqual, bty, &[my, zero])?;
        let my = self.e.op(SpvOp::Select, uty, &[my0, one, my])?;
        let smaller = self.e.op(SpvOp::ULessThan, bty, &[xa, ya])?;
        let d = self.e.op(SpvOp::ISub, u32ty, &[ex, ey])?;
        let d = self.e.op(SpvOp::Select, u32ty, &[smaller, zero32, d])?;
        let r = self.e.op(SpvOp::UMod, uty, &[mx, my])?;
        let r = self.fmod_chunks64(t, r, d, my)?;
        // r·2^(ey - 1075): normal with biased exponent msb + ey - 52 when that is >= 1,
        // else the subnormal r << (ey - 1).
        let r0 = self.e.op(SpvOp::IEqual, bty, &[r, zero])?;
        let rs = self.e.op(SpvOp::Select, uty, &[r0, one, r])?;
        let rf = self.e.op(SpvOp::ConvertUToF, fty, &[rs])?;
        let rfb = self.e.op(SpvOp::Bitcast, uty, &[rf])?;
        let re = self.e.op(SpvOp::ShiftRightLogical, uty, &[rfb, c52])?;
        let re = self.e.op(SpvOp::UConvert, u32ty, &[re])?;
        let bias = c32(self, 1023);
        let msb = self.e.op(SpvOp::ISub, u32ty, &[re, bias])?;
        let me = self.e.op(SpvOp::IAdd, u32ty, &[msb, ey])?;
        let normal = self.e.op(SpvOp::UGreaterThan, bty, &[me, c52])?;
        let be = self.e.op(SpvOp::ISub, u32ty, &[me, c52])?;
        let be = self.e.op(SpvOp::UConvert, uty, &[be])?;
        let bexp = self.e.op(SpvOp::ShiftLeftLogical, uty, &[be, c52])?;
        let up = self.e.op(SpvOp::ISub, u32ty, &[c52, msb])?;
        let frac = self.e.op(SpvOp::ShiftLeftLogical, uty, &[rs, up])?;
        let frac = self.e.op(SpvOp::BitwiseAnd, uty, &[frac, mant])?;
        let nbits = self.e.op(SpvOp::BitwiseOr, uty, &[bexp, frac])?;
        let ey1 = self.e.op(SpvOp::ISub, u32ty, &[ey, one32])?;
        let sbits = self.e.op(SpvOp::ShiftLeftLogical, uty, &[rs, ey1])?;
        let bits = self.e.op(SpvOp::Select, uty, &[normal, nbits, sbits])?;
        let bits = self.e.op(SpvOp::Select, uty, &[r0, zero, bits])?;
        let bits = self.e.op(SpvOp::Select, uty, &[smaller, xa, bits])?;
        let sa = self.e.op(SpvOp::BitwiseAnd, uty, &[ab, sign])?;
        self.e.op(SpvOp::BitwiseOr, uty, &[bits, sa])
    }

    /// The long division of [`Self::fmod_bits64`]: `r = (r << s) mod my` for chunks
    /// `s <= 11` of `d` until `d` is 0 (on every lane), as a loop that runs at least
    /// once (186 times for the largest `d`), `r` and `d` in Function variables. Unrolled,
    /// the 186 64-bit remainders took lavapipe 8 to 40 s to compile per kernel.
    ///
    /// ```text
    /// pre:    store r, d; OpBranch %header
    /// header: OpLoopMerge %merge %cont DontUnroll; OpBranch %body
    /// body:   r, d = chunk(load r, load d); store r, d; OpBranch %cont
    /// cont:   %more = any(load d != 0); OpBranchConditional %more %header %merge
    /// merge:  load r
    /// ```
    fn fmod_chunks64(&mut self, t: VTy, r: Word, d: Word, my: Word) -> Result<Word> {
        let uty = self.ty(t.with_scalar(Scalar::UInt(64)));
        let u32ty = self.ty(t.with_scalar(Scalar::UInt(32)));
        let bty = self.ty(t.with_scalar(Scalar::Bool));
        let eleven = self.splat_u32(t, 11);
        let zero32 = self.splat_u32(t, 0);
        let rptr = self.e.ptr_ty(rspirv::spirv::StorageClass::Function, uty);
        let dptr = self.e.ptr_ty(rspirv::spirv::StorageClass::Function, u32ty);
        let (rv, dv) = (self.e.function_var(rptr), self.e.function_var(dptr));
        self.e.store(rv, r)?;
        self.e.store(dv, d)?;
        let (header, body, cont, merge) = (self.e.id(), self.e.id(), self.e.id(), self.e.id());
        self.e.branch(header)?;
        self.e.begin_block(header)?;
        self.e.loop_merge(merge, cont, true)?;
        self.e.branch(body)?;
        self.e.begin_block(body)?;
        let r = self.e.load(uty, rv)?;
        let d = self.e.load(u32ty, dv)?;
        let lt = self.e.op(SpvOp::ULessThan, bty, &[d, eleven])?;
        let s = self.e.op(SpvOp::Select, u32ty, &[lt, d, eleven])?;
        let sh = self.e.op(SpvOp::ShiftLeftLogical, uty, &[r, s])?;
        let r = self.e.op(SpvOp::UMod, uty, &[sh, my])?;
        let d = self.e.op(SpvOp::ISub, u32ty, &[d, s])?;
        self.e.store(rv, r)?;
        self.e.store(dv, d)?;
        self.e.branch(cont)?;
        self.e.begin_block(cont)?;
        let d = self.e.load(u32ty, dv)?;
        let more = self.e.op(SpvOp::INotEqual, bty, &[d, zero32])?;
        let more = if t.lanes > 1 {
            let sbty = self.ty(VTy::scalar(Scalar::Bool));
            self.e.op(SpvOp::Any, sbty, &[more])?
        } else {
            more
        };
        self.e.branch_cond(more, header, merge)?;
        self.e.begin_block(merge)?;
        self.e.load(uty, rv)
    }

    /// `arith.remf` (`op`) of `a` and `b`: exactly, by integer long division of the
    /// significands, in 32-bit integers for f16 and f32 and in 64-bit ones for f64 where
    /// the target has `Int64`; without `Int64`, f64 keeps `OpFRem` (`x - y·trunc(x/y)` on
    /// GPUs, a documented deviation, docs/VALIDATION.md). The special values are fixed up
    /// after.
    pub(crate) fn frem(&mut self, op: Op, t: VTy, a: Word, b: Word) -> Result<Word> {
        // Folded (by `dialect::eval`, exactly, as `fmod`): the fix-ups below take `abs` of
        // the operands, which naga's WGSL front end cannot evaluate on an f64 literal (GPU
        // fuzzer seed 291).
        if let Some(w) = self.fold_float_op(OpKind::ArithRemF, t, &[a, b])? {
            return Ok(w);
        }
        let ty = self.ty(t);
        let bty = self.ty(t.with_scalar(Scalar::Bool));
        let r = if t.scalar.width() <= 32 {
            let bits = self.fmod_bits(t, a, b)?;
            self.float_from_bits(t, bits)?
        } else if self.target.supports.contains(Feature::Int64) {
            self.require_scalar(Scalar::UInt(64), op)?;
            let bits = self.fmod_bits64(t, a, b)?;
            self.e.op(SpvOp::Bitcast, ty, &[bits])?
        } else {
            self.e.op(SpvOp::FRem, ty, &[a, b])?
        };
        let fzero = self.splat_float(t, 0.0);
        // A zero remainder has the dividend's sign.
        let r_zero = self.e.op(SpvOp::FOrdEqual, bty, &[r, fzero])?;
        let za = self.signed_zero_of(t, a)?;
        let r = self.e.op(SpvOp::Select, ty, &[r_zero, za, r])?;
        // fmod(x, ±inf) = x for finite x.
        let b_inf = self.is_inf(t, b)?;
        let r = self.e.op(SpvOp::Select, ty, &[b_inf, a, r])?;
        // NaN for NaN operands, an infinite dividend or a zero divisor.
        let na = self.is_nan(t, a)?;
        let nb = self.is_nan(t, b)?;
        let ia = self.is_inf(t, a)?;
        let b_zero = self.e.op(SpvOp::FOrdEqual, bty, &[b, fzero])?;
        let n1 = self.bool_or(t, na, nb)?;
        let n2 = self.bool_or(t, ia, b_zero)?;
        let nan_case = self.bool_or(t, n1, n2)?;
        let nan = self.special_float(t, QNAN)?;
        self.e.op(SpvOp::Select, ty, &[nan_case, nan, r])
    }
}

/// The `f32` value of binary16 bits (exact).
pub(crate) fn f16_bits_to_f32(h: u16) -> f32 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let e = i32::from((h >> 10) & 0x1f);
    let m = f32::from(h & 0x3ff);
    match e {
        0 => sign * m * 2f32.powi(-24),
        31 if m == 0.0 => sign * f32::INFINITY,
        31 => f32::from_bits(if h & 0x8000 != 0 { 0xffc0_0000 } else { QNAN }),
        _ => sign * (1.0 + m / 1024.0) * 2f32.powi(e - 15),
    }
}
