//! The `math` dialect, through `GLSL.std.450`.
//!
//! GLSL.std.450 defines its transcendental functions (`Exp`, `Log`, `Sin`, `Pow`, …) for
//! 16- and 32-bit floats only; on `f64` they are rejected with a clear error. Functions the
//! set lacks are expanded: `log10(x) = log2(x)·log10(2)`, `log1p(x) = log(1+x)`,
//! `round` (half away from zero) from `trunc` and the exact fraction `x - trunc(x)`, `copysign` by bit
//! manipulation (f32) or a select on the sign bit of the second operand (f16, f64), and `erf` by the Abramowitz–Stegun 7.1.26
//! approximation (absolute error below 1.5e-7; f16 is computed in f32). `trunc` keeps the
//! sign of its operand, `roundeven` is built like `round` (ties to even), and the
//! classification ops (`isnan`, `isinf`, `isfinite`, `isnormal`) test the bits.

use rspirv::spirv::{GlslStd450Op as Gl, Op as SpvOp, Word};
use tessera_lowering::dialect::arith::fastmath::FastMathFlags;
use tessera_lowering::dialect::{DialectOp, MathOp, OpKind};
use tessera_lowering::interp::{bit_count, BitOp};
use tessera_lowering::ir::Op;

use super::transcendental::Expanded;
use super::types::{Scalar, VTy};
use super::Cx;
use crate::error::Result;

/// The float classification ops: `math.isnan`, `isinf`, `isfinite`, `isnormal`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum FloatClass {
    Nan,
    Inf,
    Finite,
    Normal,
}

impl Cx<'_> {
    /// `math.ctpop`, `ctlz`, `cttz` on `i32` (scalars and vectors): `OpBitCount`,
    /// `31 - FindUMsb(x)` (`FindUMsb(0)` is -1, so 0 gives 32) and `FindILsb(x)` with 32 for
    /// 0, computed on the bits as `u32` (naga writes `FindUMsb` as WGSL's `firstLeadingBit`,
    /// which counts from the sign on an `i32`). Constant operands are folded. Other widths
    /// are refused: the emulated `i8`/`i16`, `i64` and `index` (32 bits on the GPU, 64 in the
    /// interpreter, so `ctlz` would differ) would each need their own form.
    pub(crate) fn emit_bit_count(&mut self, op: Op, bit_op: BitOp) -> Result<()> {
        let (a, _) = self.arg(op, 0)?;
        let (r, t) = self.result_vty(op, 0)?;
        let w = self.bit_count_value(op, bit_op, t, a)?;
        self.set_value(r, w, t);
        Ok(())
    }

    /// The value of [`Self::emit_bit_count`] on `a` of type `t`.
    fn bit_count_value(&mut self, op: Op, bit_op: BitOp, t: VTy, a: Word) -> Result<Word> {
        let logical = self
            .m
            .op(op)
            .operands()
            .first()
            .map(|&v| self.m.value_type(v))
            .and_then(|ty| {
                let e = tessera_lowering::verify::constraints::value_elem(self.ctx, ty);
                match self.ctx.type_kind(e) {
                    tessera_lowering::ir::TypeKind::Integer { width, .. } => Some(*width),
                    _ => None,
                }
            });
        if t.scalar != Scalar::Int(32) || logical != Some(32) || self.emulated(t.scalar).is_some() {
            return Err(self.unsupported(
                op,
                format!(
                    "'{}' on {}: only i32 (scalars and vectors) is lowered to the GPU",
                    self.op_name(op),
                    match logical {
                        Some(w) => format!("i{w} elements"),
                        None => "index elements".to_string(),
                    }
                ),
            ));
        }
        if let Some(lanes) = self.const_lane_bits(a, t.lanes.max(1)) {
            let parts = lanes
                .iter()
                .map(|&b| self.e.const_int(t.scalar, bit_count(bit_op, 32, b)))
                .collect::<Vec<_>>();
            return self.finish_const(t, parts);
        }
        let ut = t.with_scalar(Scalar::UInt(32));
        let uty = self.ty(ut);
        let ty = self.ty(t);
        let x = self.e.op(SpvOp::Bitcast, uty, &[a])?;
        let r = match bit_op {
            BitOp::CtPop => self.e.op(SpvOp::BitCount, uty, &[x])?,
            BitOp::Ctlz => {
                let msb = self.e.glsl(uty, Gl::FindUMsb, &[x])?;
                let c31 = self.u32_splat(t, 31);
                self.e.op(SpvOp::ISub, uty, &[c31, msb])?
            }
            BitOp::Cttz => {
                let lsb = self.e.glsl(uty, Gl::FindILsb, &[x])?;
                let zero = self.u32_splat(t, 0);
                let c32 = self.u32_splat(t, 32);
                let bt = self.ty(t.with_scalar(Scalar::Bool));
                let is0 = self.e.op(SpvOp::IEqual, bt, &[x, zero])?;
                self.e.op(SpvOp::Select, uty, &[is0, c32, lsb])?
            }
        };
        self.e.op(SpvOp::Bitcast, ty, &[r])
    }

    /// `math.absi`.
    pub(crate) fn emit_absi(&mut self, op: Op) -> Result<()> {
        let (a0, _) = self.arg(op, 0)?;
        let (r, t) = self.result_vty(op, 0)?;
        let ty = self.ty(t);
        if !t.scalar.is_int() {
            return Err(self.unsupported(op, "math.absi on non-integers"));
        }
        let w = match self.eval_const_lanes(OpKind::MathAbsI, &[t.scalar], t.scalar, t.lanes, &[a0])
        {
            // Folded (by `dialect::eval`), so that a consumer sees a constant and
            // folds too: naga's WGSL front end evaluates `abs(-7li)` but not a
            // conversion of it (`f32(..)`: "Cannot cast scalar components").
            Some(lanes) => {
                let parts = lanes
                    .iter()
                    .map(|&b| self.e.const_int(t.scalar, b as i64))
                    .collect::<Vec<_>>();
                self.finish_const(t, parts)?
            }
            // `(x ^ m) - m` with `m = x >> (width - 1)`, not GLSL.std.450 `SAbs`: its
            // result is known non-negative to drivers (Mesa's NIR range analysis), which
            // then drop a later `absi` of `absi(INT_MIN) >> s` (INT_MIN stays INT_MIN,
            // as upstream's `math.absi` wraps). Found by the GPU fuzzer (seed 1402).
            None => {
                // A `u32` shift amount: WGSL shifts take `u32` (naga writes an `i64`
                // one as `bitcast<u64>`, which WGSL refuses).
                let sh = self.splat_u32(t, t.scalar.width() - 1);
                let m = self.e.op(SpvOp::ShiftRightArithmetic, ty, &[a0, sh])?;
                let x = self.e.op(SpvOp::BitwiseXor, ty, &[a0, m])?;
                let w = self.e.op(SpvOp::ISub, ty, &[x, m])?;
                self.wrap(w, t)?
            }
        };
        self.set_value(r, w, t);
        Ok(())
    }

    /// Emits a `math` op.
    pub(crate) fn emit_math(&mut self, op: Op, kind: OpKind) -> Result<()> {
        if kind == OpKind::MathSinCos {
            // The sine and the cosine, each as math.sin and math.cos are emitted.
            self.emit_math_into(op, OpKind::MathSin, 0)?;
            return self.emit_math_into(op, OpKind::MathCos, 1);
        }
        self.emit_math_into(op, kind, 0)
    }

    /// Emits `op` as the math op `kind` on its operands, into its result `res`.
    fn emit_math_into(&mut self, op: Op, kind: OpKind, res: usize) -> Result<()> {
        use OpKind as K;
        let n = self.m.op(op).operands().len();
        let args: Vec<Word> = (0..n)
            .map(|i| self.arg(op, i).map(|(w, _)| w))
            .collect::<Result<_>>()?;
        let r = self.result(op, res)?;
        let t = self.vty_of(self.m.value_type(r), op)?;
        let ty = self.ty(t);
        let a0 = *args
            .first()
            .ok_or_else(|| self.invalid(op, "math op without operands"))?;
        if !t.scalar.is_float() {
            return Err(
                self.unsupported(op, format!("'{}' on non-float operands", self.op_name(op)))
            );
        }
        let transcendental = matches!(
            kind,
            K::MathExp
                | K::MathExp2
                | K::MathLog
                | K::MathLog2
                | K::MathLog10
                | K::MathLog1p
                | K::MathTanh
                | K::MathSin
                | K::MathCos
                | K::MathTan
                | K::MathAtan
                | K::MathAtan2
                | K::MathPowF
                | K::MathErf
                | K::MathSinh
                | K::MathCosh
                | K::MathAsin
                | K::MathAcos
                | K::MathExpM1
                | K::MathCbrt
                | K::MathAsinh
                | K::MathAcosh
                | K::MathAtanh
                | K::MathErfc
        );
        if transcendental && t.scalar == Scalar::Float(64) {
            return Err(self.unsupported(
                op,
                format!(
                    "'{}' on f64: GLSL.std.450 defines it for 16- and 32-bit floats only",
                    self.op_name(op)
                ),
            ));
        }
        if Self::folds_exactly(kind, t) {
            if let Some(w) = self.fold_float_op(kind, t, &args)? {
                self.set_value(r, w, t);
                return Ok(());
            }
        }
        let mut args = args;
        if (transcendental || kind == K::MathRsqrt)
            && args
                .iter()
                .all(|&a| self.const_lane_bits(a, t.lanes.max(1)).is_some())
        {
            // On constants only, naga's WGSL front end evaluates the function and refuses
            // a NaN or infinite result (`log(0)`, `pow(-2, 0.5)`, `exp(100)`); one operand
            // is loaded instead, so that the GPU computes it as it does at run time.
            args[0] = self.opaque_float(t, a0)?;
        }
        let w = if t.scalar == Scalar::Float(16) && (transcendental || kind == K::MathRsqrt) {
            // f16 is computed in f32 and rounded once, as the interpreter does: NVIDIA's
            // f16 `exp` and `sin` were 5 and 2.5 f16 ULP off (GPU fuzz seeds 70 and 272 on
            // an H200; Vulkan allows 2^-7 absolute error for f16 `sin`).
            let t32 = t.with_scalar(Scalar::Float(32));
            let ty32 = self.ty(t32);
            let wide = args
                .iter()
                .map(|&a| self.e.op(SpvOp::FConvert, ty32, &[a]))
                .collect::<Result<Vec<_>>>()?;
            let w32 = self.math_value(op, kind, t32, &wide)?;
            self.e.op(SpvOp::FConvert, ty, &[w32])?
        } else {
            self.math_value(op, kind, t, &args)?
        };
        self.set_value(r, w, t);
        Ok(())
    }

    /// The driver's `Log`/`Log2` (`f`) of `x`, with a subnormal `x` (below `2^-126`, zeros
    /// and negative values included) scaled by `2^24` first, and whether it was: llvmpipe
    /// reads a subnormal input as `2^-127` (`log2` of the least `f32` subnormal gave -127
    /// instead of -149). Zeros and negative values keep their results (`-inf`, NaN).
    fn log_of_normal(&mut self, t: VTy, f: Gl, x: Word) -> Result<(Word, Word)> {
        let ty = self.ty(t);
        let bty = self.ty(t.with_scalar(Scalar::Bool));
        let min_normal = self.splat_float(t, f64::from(f32::MIN_POSITIVE));
        let tiny = self.e.op(SpvOp::FOrdLessThan, bty, &[x, min_normal])?;
        let scale = self.splat_float(t, 16_777_216.0);
        let scaled = self.e.op(SpvOp::FMul, ty, &[x, scale])?;
        let xs = self.e.op(SpvOp::Select, ty, &[tiny, scaled, x])?;
        Ok((self.e.glsl(ty, f, &[xs])?, tiny))
    }

    /// `l - shift` where `tiny` (the scaling of [`Self::log_of_normal`] undone).
    fn unscale_log(&mut self, t: VTy, l: Word, tiny: Word, shift: f64) -> Result<Word> {
        let ty = self.ty(t);
        let s = self.splat_float(t, shift);
        let z = self.splat_float(t, 0.0);
        let d = self.e.op(SpvOp::Select, ty, &[tiny, s, z])?;
        self.e.op(SpvOp::FSub, ty, &[l, d])
    }

    /// The value of the float `math` op `op` (`kind`) on `args`, computed in `t`.
    fn math_value(&mut self, op: Op, kind: OpKind, t: VTy, args: &[Word]) -> Result<Word> {
        use MathOp as M;
        let DialectOp::Math(m) = kind.split() else {
            return Err(self.misrouted(op, "math_value"));
        };
        let ty = self.ty(t);
        let a0 = *args
            .first()
            .ok_or_else(|| self.invalid(op, "math op without operands"))?;
        let arg1 = || args.get(1).copied();
        let need1 = |cx: &Self| arg1().ok_or_else(|| cx.invalid(op, "missing second operand"));
        Ok(match m {
            M::MathSqrt => self.e.glsl(ty, Gl::Sqrt, &[a0])?,
            M::MathRsqrt => self.e.glsl(ty, Gl::InverseSqrt, &[a0])?,
            M::MathExp => self.e.glsl(ty, Gl::Exp, &[a0])?,
            M::MathExp2 => self.e.glsl(ty, Gl::Exp2, &[a0])?,
            M::MathLog => {
                let (l, tiny) = self.log_of_normal(t, Gl::Log, a0)?;
                self.unscale_log(t, l, tiny, 24.0 * std::f64::consts::LN_2)?
            }
            M::MathLog2 => {
                let (l, tiny) = self.log_of_normal(t, Gl::Log2, a0)?;
                self.unscale_log(t, l, tiny, 24.0)?
            }
            M::MathLog10 => {
                let (l, tiny) = self.log_of_normal(t, Gl::Log2, a0)?;
                let l = self.unscale_log(t, l, tiny, 24.0)?;
                let c = self.splat_float(t, std::f64::consts::LOG10_2);
                self.e.op(SpvOp::FMul, ty, &[l, c])?
            }
            M::MathLog1p => self.log1p(t, a0)?,
            M::MathTanh => {
                let w = self.e.glsl(ty, Gl::Tanh, &[a0])?;
                self.odd_small_args(t, a0, w, 1.0)?
            }
            M::MathSin => {
                let w = self.e.glsl(ty, Gl::Sin, &[a0])?;
                self.odd_small_args(t, a0, w, 1.0)?
            }
            M::MathCos => self.e.glsl(ty, Gl::Cos, &[a0])?,
            M::MathTan => {
                let w = self.e.glsl(ty, Gl::Tan, &[a0])?;
                self.odd_small_args(t, a0, w, 1.0)?
            }
            M::MathAtan => {
                let w = self.atan(t, a0)?;
                self.odd_small_args(t, a0, w, 1.0)?
            }
            M::MathAtan2 => {
                let b = need1(self)?;
                let w = self.atan2(t, a0, b)?;
                self.atan2_special_values(t, a0, b, w)?
            }
            M::MathPowF => {
                let b = need1(self)?;
                self.powf(t, a0, b)?
            }
            M::MathFma => {
                let b = need1(self)?;
                let c = args
                    .get(2)
                    .copied()
                    .ok_or_else(|| self.invalid(op, "fma needs 3 operands"))?;
                // A constant zero factor: the exact product (±0 or NaN), then the sum;
                // llvmpipe folds fma(0, x, c) to c even for an infinite or NaN x (GPU
                // fuzzer seed 275).
                match self.fmul_by_const_zero(t, a0, b)? {
                    Some(p) => match self.fadd_sub_const_zero(t, false, p, c)? {
                        Some(w) => w,
                        None => self.e.op(SpvOp::FAdd, ty, &[p, c])?,
                    },
                    None => {
                        let r = self.e.glsl(ty, Gl::Fma, &[a0, b, c])?;
                        // A contraction (`contract`) allows either rounding as it is.
                        let contracted = FastMathFlags::of_op(self.ctx, self.m, op)
                            .is_ok_and(|f| f.contains(FastMathFlags::CONTRACT));
                        if contracted {
                            r
                        } else {
                            self.fma_special_values(t, a0, b, c, r)?
                        }
                    }
                }
            }
            // `-x` where the sign bit is set, not `FAbs`: lavapipe folds `abs(sqrt(x))` to
            // `sqrt(x)`, which is -0 for x = -0 (GPU fuzz seed 1650, f16).
            M::MathAbsF => {
                let neg = self.sign_bit(t, a0)?;
                let n = self.e.op(SpvOp::FNegate, ty, &[a0])?;
                self.e.op(SpvOp::Select, ty, &[neg, n, a0])?
            }
            M::MathCeil => self.e.glsl(ty, Gl::Ceil, &[a0])?,
            M::MathFloor => self.e.glsl(ty, Gl::Floor, &[a0])?,
            M::MathRound => self.round_half_away(t, a0)?,
            M::MathTrunc => {
                // The sign of `x` on the result: `trunc(-0.5)` is `-0`, which a driver may
                // not keep (as `FSign(-0)` did not for `round`).
                let tr = self.trunc(t, a0)?;
                self.copysign(t, tr, a0)?
            }
            M::MathRoundEven => self.round_half_even(t, a0)?,
            M::MathCopySign => {
                let b = need1(self)?;
                self.copysign(t, a0, b)?
            }
            M::MathErf => {
                let w = self.erf(t, a0)?;
                self.odd_small_args(t, a0, w, std::f64::consts::FRAC_2_SQRT_PI)?
            }
            M::MathClampF => {
                // maximumf(minimumf(x, hi), lo): NaN propagates, -0 < +0.
                let lo = need1(self)?;
                let hi = args
                    .get(2)
                    .copied()
                    .ok_or_else(|| self.invalid(op, "clampf needs 3 operands"))?;
                let m = self.float_minmax(t, a0, hi, true, true)?;
                self.float_minmax(t, m, lo, false, true)?
            }
            M::MathSinh => self.transcendental(op, Expanded::Sinh, t, a0)?,
            M::MathCosh => self.transcendental(op, Expanded::Cosh, t, a0)?,
            M::MathAsin => self.transcendental(op, Expanded::Asin, t, a0)?,
            M::MathAcos => self.transcendental(op, Expanded::Acos, t, a0)?,
            M::MathExpM1 => self.transcendental(op, Expanded::ExpM1, t, a0)?,
            M::MathCbrt => self.transcendental(op, Expanded::Cbrt, t, a0)?,
            M::MathAsinh => self.transcendental(op, Expanded::Asinh, t, a0)?,
            M::MathAcosh => self.transcendental(op, Expanded::Acosh, t, a0)?,
            M::MathAtanh => self.transcendental(op, Expanded::Atanh, t, a0)?,
            M::MathErfc => self.transcendental(op, Expanded::Erfc, t, a0)?,
            // Emitted by their own emitters (`emit_op`, `emit_math`).
            M::MathAbsI
            | M::MathCtPop
            | M::MathCtlz
            | M::MathCttz
            | M::MathIsNaN
            | M::MathIsInf
            | M::MathIsFinite
            | M::MathIsNormal
            | M::MathIPowI
            | M::MathFPowI
            | M::MathSinCos => return Err(self.misrouted(op, "math_value")),
        })
    }

    /// Whether the `math` op `kind` on constants of type `t` is folded here, by
    /// `dialect::eval` (see [`super::fold`]): the correctly rounded ops on f16/f64
    /// constants, since naga's WGSL front end cannot evaluate `abs`, `floor`, `sign`, ...
    /// of an f64 literal ("Cannot apply math function to type"), so the naga and WGSL
    /// paths failed on them (GPU fuzzer seeds 44, 83, 119, 168 and others); and f32
    /// `sqrt`: naga's WGSL front end refuses `sqrt` of a negative literal ("sqrt built-in
    /// function argument is out of valid range", GPU fuzzer seeds 1069, 1420, 1573, 1592).
    fn folds_exactly(kind: OpKind, t: VTy) -> bool {
        use OpKind as K;
        let width = t.scalar.width();
        if !(t.scalar.is_float() && (width == 16 || width == 64 || kind == K::MathSqrt)) {
            return false;
        }
        match kind {
            K::MathAbsF
            | K::MathFloor
            | K::MathCeil
            | K::MathRound
            | K::MathTrunc
            | K::MathRoundEven
            | K::MathSqrt
            | K::MathCopySign => true,
            K::MathFma => width == 64,
            _ => false,
        }
    }

    fn copysign(&mut self, t: VTy, a: Word, b: Word) -> Result<Word> {
        let ty = self.ty(t);
        let w = t.scalar.width();
        if w != 32 {
            // `-a` where the sign bits of a and b differ, else `a`, with the sign bits of
            // their f32 conversions (which keep the sign of -0.0 and of NaN: `b < 0`
            // missed both, GPU fuzzer seed 166); f16 and f64 avoid the 16/64-bit integer
            // types (and their capabilities) the bit trick needs. No `FAbs`: lavapipe
            // folds `abs(sqrt(x))` to `sqrt(x)`, which is -0 for x = -0, so
            // `copysign(sqrt(-0), 3)` gave -0 (GPU fuzzer with vector expressions).
            let sa = self.sign_bit(t, a)?;
            let sb = self.sign_bit(t, b)?;
            let bty = self.ty(t.with_scalar(Scalar::Bool));
            let differ = self.e.op(SpvOp::LogicalNotEqual, bty, &[sa, sb])?;
            let neg = self.e.op(SpvOp::FNegate, ty, &[a])?;
            return self.e.op(SpvOp::Select, ty, &[differ, neg, a]);
        }
        let it = t.with_scalar(Scalar::UInt(w));
        let ity = self.ty(it);
        let ai = self.e.op(SpvOp::Bitcast, ity, &[a])?;
        let bi = self.e.op(SpvOp::Bitcast, ity, &[b])?;
        let sign_bit = 1u64 << (w - 1);
        let sm = self.e.const_bits(Scalar::UInt(w), sign_bit);
        let sm = self.e.const_splat(it, sm);
        let mm = self.e.const_bits(Scalar::UInt(w), sign_bit - 1);
        let mm = self.e.const_splat(it, mm);
        let mag = self.e.op(SpvOp::BitwiseAnd, ity, &[ai, mm])?;
        let sgn = self.e.op(SpvOp::BitwiseAnd, ity, &[bi, sm])?;
        let bits = self.e.op(SpvOp::BitwiseOr, ity, &[mag, sgn])?;
        self.e.op(SpvOp::Bitcast, ty, &[bits])
    }

    /// `trunc(x)` (its sign may be lost on a zero result). An `f64` is `ceil(x)` where the
    /// sign bit is set, else `floor(x)`: lavapipe's f64 `Trunc` returns large values with
    /// a fraction unchanged (`trunc(2^51 + 0.5)` and `trunc(2^49 + 0.25)` kept their
    /// fractions, filetest `run/math_classify_round_f16_f64.mlir`), which also broke f64
    /// `round` and `roundeven`; its f64 `Floor` and `Ceil` are exact.
    fn trunc(&mut self, t: VTy, x: Word) -> Result<Word> {
        let ty = self.ty(t);
        if t.scalar != Scalar::Float(64) {
            return self.e.glsl(ty, Gl::Trunc, &[x]);
        }
        let neg = self.sign_bit(t, x)?;
        let up = self.e.glsl(ty, Gl::Ceil, &[x])?;
        let down = self.e.glsl(ty, Gl::Floor, &[x])?;
        self.e.op(SpvOp::Select, ty, &[neg, up, down])
    }

    /// `math.round` (half away from zero): `trunc(x)`, plus `copysign(1, x)` where the
    /// fraction `x - trunc(x)` (exact) is at least one half, with the sign of `x` on the
    /// result. `sign(x)·floor(|x| + 0.5)` was wrong in three ways: `|x| + 0.5` rounds up
    /// for the largest value below one half (`round(-0.49999997)` gave -1) and for odd
    /// values above `2^p` (`2^23 + 1` gave `2^23 + 2`), and `FSign(-0)` is `+0`
    /// (`round(-0)` gave `+0`).
    fn round_half_away(&mut self, t: VTy, x: Word) -> Result<Word> {
        let ty = self.ty(t);
        let bty = self.ty(t.with_scalar(Scalar::Bool));
        let tr = self.trunc(t, x)?;
        let frac = self.e.op(SpvOp::FSub, ty, &[x, tr])?;
        let af = self.e.glsl(ty, Gl::FAbs, &[frac])?;
        let half = self.splat_float(t, 0.5);
        let up = self.e.op(SpvOp::FOrdGreaterThanEqual, bty, &[af, half])?;
        let one = self.splat_float(t, 1.0);
        let step = self.copysign(t, one, x)?;
        let away = self.e.op(SpvOp::FAdd, ty, &[tr, step])?;
        let r = self.e.op(SpvOp::Select, ty, &[up, away, tr])?;
        self.copysign(t, r, x)
    }

    /// `math.roundeven` (half to even), as [`Self::round_half_away`] but exact without
    /// GLSL `RoundEven` (naga writes it as WGSL `round`, whose ties are the driver's to
    /// get right): `trunc(x)`, plus `copysign(1, x)` where the exact fraction `x -
    /// trunc(x)` exceeds one half, or is one half and `trunc(x)` is odd (`t/2` has a
    /// fraction; exact, since `|t| < 2^p` wherever there is a fraction); the sign of `x`
    /// last (`roundeven(-0.5)` is `-0`). Infinities keep themselves (their fraction is
    /// NaN, which compares false), NaN stays NaN.
    fn round_half_even(&mut self, t: VTy, x: Word) -> Result<Word> {
        let ty = self.ty(t);
        let bty = self.ty(t.with_scalar(Scalar::Bool));
        let tr = self.trunc(t, x)?;
        let frac = self.e.op(SpvOp::FSub, ty, &[x, tr])?;
        let af = self.e.glsl(ty, Gl::FAbs, &[frac])?;
        let half = self.splat_float(t, 0.5);
        let above = self.e.op(SpvOp::FOrdGreaterThan, bty, &[af, half])?;
        let tie = self.e.op(SpvOp::FOrdEqual, bty, &[af, half])?;
        let h = self.e.op(SpvOp::FMul, ty, &[tr, half])?;
        let ht = self.trunc(t, h)?;
        let hf = self.e.op(SpvOp::FSub, ty, &[h, ht])?;
        let zero = self.splat_float(t, 0.0);
        let odd = self.e.op(SpvOp::FOrdNotEqual, bty, &[hf, zero])?;
        let tie_odd = self.bool_and(t, tie, odd)?;
        let up = self.bool_or(t, above, tie_odd)?;
        let one = self.splat_float(t, 1.0);
        let step = self.copysign(t, one, x)?;
        let away = self.e.op(SpvOp::FAdd, ty, &[tr, step])?;
        let r = self.e.op(SpvOp::Select, ty, &[up, away, tr])?;
        self.copysign(t, r, x)
    }

    /// `math.isnan`, `isinf`, `isfinite`, `isnormal`: tests of the bits (see
    /// [`super::ieee`]), never float self-comparisons, which naga and drivers that assume
    /// no NaN rewrite. `f16` lanes are read in `f32` (exact). An `f64` is finite when it
    /// is neither NaN nor infinite (its `f32` conversion may overflow) and normal when it
    /// is finite and `|x| >= 2^-1022`. Constant operands are folded.
    pub(crate) fn emit_math_class(&mut self, op: Op, class: FloatClass) -> Result<()> {
        let (x, xt) = self.arg(op, 0)?;
        let r = self.result(op, 0)?;
        let bt = self.vty_of(self.m.value_type(r), op)?;
        if !xt.scalar.is_float() || bt.scalar != Scalar::Bool || bt.lanes != xt.lanes {
            return Err(self.invalid(op, "expected a float operand and an i1 result of its shape"));
        }
        let width = xt.scalar.width();
        let kind = match class {
            FloatClass::Nan => OpKind::MathIsNaN,
            FloatClass::Inf => OpKind::MathIsInf,
            FloatClass::Finite => OpKind::MathIsFinite,
            FloatClass::Normal => OpKind::MathIsNormal,
        };
        // A constant is classified by `dialect::eval`.
        if let Some(lanes) = self.eval_const_lanes(kind, &[xt.scalar], bt.scalar, xt.lanes, &[x]) {
            let parts = lanes
                .iter()
                .map(|&b| self.e.const_bool(b != 0))
                .collect::<Vec<_>>();
            let w = match (bt.lanes <= 1, parts.first()) {
                (true, Some(&p)) => p,
                (false, Some(_)) => {
                    let ty = self.ty(bt);
                    self.e.const_composite(ty, parts)
                }
                (_, None) => return Err(self.invalid(op, "constant without lanes")),
            };
            self.set_value(r, w, bt);
            return Ok(());
        }
        let w = match class {
            FloatClass::Nan => self.is_nan(xt, x)?,
            FloatClass::Inf => self.is_inf(xt, x)?,
            FloatClass::Finite => {
                let n = self.is_nan(xt, x)?;
                let i = self.is_inf(xt, x)?;
                let ni = self.bool_or(xt, n, i)?;
                self.bool_not(xt, ni)?
            }
            FloatClass::Normal if width == 64 => {
                let ty = self.ty(xt);
                let bty = self.ty(bt);
                let ax = self.e.glsl(ty, Gl::FAbs, &[x])?;
                let min = self.splat_float(xt, f64::MIN_POSITIVE);
                let big = self.e.op(SpvOp::FOrdGreaterThanEqual, bty, &[ax, min])?;
                let n = self.is_nan(xt, x)?;
                let i = self.is_inf(xt, x)?;
                let ni = self.bool_or(xt, n, i)?;
                let fin = self.bool_not(xt, ni)?;
                self.bool_and(xt, big, fin)?
            }
            FloatClass::Normal => {
                // The f32 bits of the magnitude between the type's least normal and
                // infinity (an f16 converts to f32 exactly).
                let min_bits: u32 = if width == 16 {
                    0x3880_0000
                } else {
                    0x0080_0000
                };
                let bits = self.f32_bits(xt, x)?;
                let uty = self.ty(xt.with_scalar(Scalar::UInt(32)));
                let bty = self.ty(bt);
                let mag = self.splat_u32(xt, 0x7fff_ffff);
                let m = self.e.op(SpvOp::BitwiseAnd, uty, &[bits, mag])?;
                let lo = self.splat_u32(xt, min_bits);
                let inf = self.splat_u32(xt, 0x7f80_0000);
                let ge = self.e.op(SpvOp::UGreaterThanEqual, bty, &[m, lo])?;
                let lt = self.e.op(SpvOp::ULessThan, bty, &[m, inf])?;
                self.bool_and(xt, ge, lt)?
            }
        };
        self.set_value(r, w, bt);
        Ok(())
    }

    /// `atan(x)` to a few ULP: Vulkan lets `Atan` be 4096 ULP off, and lavapipe's is ~200
    /// ULP off near 0.125 (GPU fuzzer seed 498). `|x| > 1` → `π/2 - atan(1/|x|)`; `u >
    /// 2 - √3` → `π/6 + atan((u√3 - 1)/(u + √3))`; then the odd Taylor polynomial to
    /// `t^13` (|t| <= 0.268: the next term is below 2^-27 relative); the sign of `x` last.
    /// NaN gives NaN, ±inf gives ±π/2. `f16` is computed in `f32`.
    pub(crate) fn atan(&mut self, t: VTy, x: Word) -> Result<Word> {
        use std::f64::consts::{FRAC_PI_2, FRAC_PI_6};
        let ty = self.ty(t);
        if t.scalar.width() == 16 {
            let t32 = t.with_scalar(Scalar::Float(32));
            let ty32 = self.ty(t32);
            let x32 = self.e.op(SpvOp::FConvert, ty32, &[x])?;
            let y32 = self.atan(t32, x32)?;
            return self.e.op(SpvOp::FConvert, ty, &[y32]);
        }
        let bty = self.ty(t.with_scalar(Scalar::Bool));
        let one = self.splat_float(t, 1.0);
        let ax = self.e.glsl(ty, Gl::FAbs, &[x])?;
        let inv = self.e.op(SpvOp::FOrdGreaterThan, bty, &[ax, one])?;
        let rcp = self.e.op(SpvOp::FDiv, ty, &[one, ax])?;
        let u = self.e.op(SpvOp::Select, ty, &[inv, rcp, ax])?;
        let lim = self.splat_float(t, 2.0 - 3f64.sqrt());
        let big = self.e.op(SpvOp::FOrdGreaterThan, bty, &[u, lim])?;
        let r3 = self.splat_float(t, 3f64.sqrt());
        let m1 = self.splat_float(t, -1.0);
        let num = self.e.glsl(ty, Gl::Fma, &[u, r3, m1])?;
        let den = self.e.op(SpvOp::FAdd, ty, &[u, r3])?;
        let q = self.e.op(SpvOp::FDiv, ty, &[num, den])?;
        let v = self.e.op(SpvOp::Select, ty, &[big, q, u])?;
        let z = self.e.op(SpvOp::FMul, ty, &[v, v])?;
        let coeffs = [
            1.0 / 13.0,
            -1.0 / 11.0,
            1.0 / 9.0,
            -1.0 / 7.0,
            1.0 / 5.0,
            -1.0 / 3.0,
            1.0,
        ];
        let mut acc = self.splat_float(t, coeffs[0]);
        for c in &coeffs[1..] {
            let cw = self.splat_float(t, *c);
            acc = self.e.glsl(ty, Gl::Fma, &[acc, z, cw])?;
        }
        let p = self.e.op(SpvOp::FMul, ty, &[acc, v])?;
        let zero = self.splat_float(t, 0.0);
        let pi6 = self.splat_float(t, FRAC_PI_6);
        let off = self.e.op(SpvOp::Select, ty, &[big, pi6, zero])?;
        let r = self.e.op(SpvOp::FAdd, ty, &[p, off])?;
        let pi2 = self.splat_float(t, FRAC_PI_2);
        let comp = self.e.op(SpvOp::FSub, ty, &[pi2, r])?;
        let r = self.e.op(SpvOp::Select, ty, &[inv, comp, r])?;
        let neg = self.sign_bit(t, x)?;
        let nr = self.e.op(SpvOp::FNegate, ty, &[r])?;
        self.e.op(SpvOp::Select, ty, &[neg, nr, r])
    }

    /// `atan2(y, x)` from [`Self::atan`]: `atan(y/x)`, plus `±π` (the sign of `y`) for
    /// `x < 0`; `±π/2` (the sign of `y`) for `x = ±0`. The zero, infinite and NaN cases
    /// are selected after it ([`Self::atan2_special_values`]).
    fn atan2(&mut self, t: VTy, y: Word, x: Word) -> Result<Word> {
        let ty = self.ty(t);
        let bty = self.ty(t.with_scalar(Scalar::Bool));
        let q = self.e.op(SpvOp::FDiv, ty, &[y, x])?;
        let a = self.atan(t, q)?;
        let zero = self.splat_float(t, 0.0);
        let xneg = self.e.op(SpvOp::FOrdLessThan, bty, &[x, zero])?;
        let pi = self.splat_float(t, std::f64::consts::PI);
        let npi = self.splat_float(t, -std::f64::consts::PI);
        let yneg = self.sign_bit(t, y)?;
        let adj = self.e.op(SpvOp::Select, ty, &[yneg, npi, pi])?;
        let shifted = self.e.op(SpvOp::FAdd, ty, &[a, adj])?;
        let w = self.e.op(SpvOp::Select, ty, &[xneg, shifted, a])?;
        // x = ±0: ±π/2 by the sign of y (y/-0 has the wrong sign for it).
        let xzero = self.e.op(SpvOp::FOrdEqual, bty, &[x, zero])?;
        let h = self.splat_float(t, std::f64::consts::FRAC_PI_2);
        let nh = self.splat_float(t, -std::f64::consts::FRAC_PI_2);
        let half = self.e.op(SpvOp::Select, ty, &[yneg, nh, h])?;
        self.e.op(SpvOp::Select, ty, &[xzero, half, w])
    }

    fn erf(&mut self, t: VTy, x: Word) -> Result<Word> {
        let ty = self.ty(t);
        if t.scalar.width() == 16 {
            // In f32: `1 - poly·exp(-x²)` cancels, and in f16 its rounding error (up to
            // 2^-11 near 1) is the whole answer for a small `x` (GPU fuzzer seed 2662:
            // `erf(2^-24)` gave `-2^-10`).
            let t32 = t.with_scalar(Scalar::Float(32));
            let ty32 = self.ty(t32);
            let x32 = self.e.op(SpvOp::FConvert, ty32, &[x])?;
            let y32 = self.erf(t32, x32)?;
            return self.e.op(SpvOp::FConvert, ty, &[y32]);
        }
        // erf(x) = sign(x) * (1 - poly(k) * exp(-x^2)), k = 1 / (1 + p|x|).
        let ax = self.e.glsl(ty, Gl::FAbs, &[x])?;
        let p = self.splat_float(t, 0.327_591_1);
        let one = self.splat_float(t, 1.0);
        let px = self.e.op(SpvOp::FMul, ty, &[p, ax])?;
        let den = self.e.op(SpvOp::FAdd, ty, &[one, px])?;
        let k = self.e.op(SpvOp::FDiv, ty, &[one, den])?;
        let coeffs = [
            1.061_405_429,
            -1.453_152_027,
            1.421_413_741,
            -0.284_496_736,
            0.254_829_592,
        ];
        let mut acc = self.splat_float(t, coeffs[0]);
        for c in &coeffs[1..] {
            let cw = self.splat_float(t, *c);
            acc = self.e.glsl(ty, Gl::Fma, &[acc, k, cw])?;
        }
        let poly = self.e.op(SpvOp::FMul, ty, &[acc, k])?;
        let x2 = self.e.op(SpvOp::FMul, ty, &[ax, ax])?;
        let nx2 = self.e.op(SpvOp::FNegate, ty, &[x2])?;
        let ex = self.e.glsl(ty, Gl::Exp, &[nx2])?;
        let pe = self.e.op(SpvOp::FMul, ty, &[poly, ex])?;
        let y = self.e.op(SpvOp::FSub, ty, &[one, pe])?;
        let s = self.e.glsl(ty, Gl::FSign, &[x])?;
        self.e.op(SpvOp::FMul, ty, &[s, y])
    }

    /// Constant float `w` of type `t`, lane by lane, as `f32` bits loaded from a
    /// `Private` variable (and converted back for `f16`: exact), so that naga sees no
    /// constant expression.
    pub(crate) fn opaque_float(&mut self, t: VTy, w: Word) -> Result<Word> {
        let Some(lanes) = self.const_lane_bits(w, t.lanes.max(1)) else {
            return Ok(w);
        };
        let st = VTy::scalar(t.scalar);
        let mut parts = Vec::new();
        for bits in lanes {
            let f32_bits = match t.scalar.width() {
                16 => super::ieee::f16_bits_to_f32(bits as u16).to_bits(),
                32 => bits as u32,
                _ => return Ok(w),
            };
            parts.push(self.special_float(st, f32_bits)?);
        }
        if t.lanes <= 1 {
            return Ok(parts[0]);
        }
        let ty = self.ty(t);
        self.e.op(SpvOp::CompositeConstruct, ty, &parts)
    }
}
