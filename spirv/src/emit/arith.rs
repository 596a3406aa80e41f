//! The `arith` dialect.
//!
//! Integers are emitted as signed SPIR-V types; operations with unsigned semantics
//! (`divui`, `remui`, `shrui`, `uitofp`, `fptoui`, `extui`, `index_castui`) bitcast their
//! operands to the unsigned type of the same width and back, so that the meaning survives
//! consumers that read the operation's signedness from the operand types (naga does).
//! Float comparisons, min/max, `divf` and `remf` keep NaN and signed zeros as LangRef
//! says on every consumer (see [`super::ieee`]). Infinite and NaN constants,
//! which naga rejects as literals, are bit patterns loaded from `Private` `u32`
//! variables and bitcast. 8/16-bit integers may be emulated in 32 bits (see
//! [`super::narrow`]): the wraparound is applied here.

use rspirv::spirv::{GlslStd450Op as Gl, Op as SpvOp, Word};
use tessera_lowering::dialect::OpKind;
use tessera_lowering::ir::{AttrKind, DenseData, Op};

use super::types::{Scalar, VTy};
use super::Cx;
use crate::error::Result;

/// The ops [`Cx::emit_minmax`] emits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum MinMax {
    /// `arith.minsi`
    MinSI,
    /// `arith.maxsi`
    MaxSI,
    /// `arith.minui`
    MinUI,
    /// `arith.maxui`
    MaxUI,
    /// `arith.minimumf`
    MinimumF,
    /// `arith.maximumf`
    MaximumF,
    /// `arith.minnumf`
    MinNumF,
    /// `arith.maxnumf`
    MaxNumF,
    /// `arith.minimumnumf`
    MinimumNumF,
    /// `arith.maximumnumf`
    MaximumNumF,
}

/// The ops [`Cx::binary`] emits: the integer ops (the first 13) and the float ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Binary {
    /// `arith.addi`
    AddI,
    /// `arith.subi`
    SubI,
    /// `arith.muli`
    MulI,
    /// `arith.divsi`
    DivSI,
    /// `arith.divui`
    DivUI,
    /// `arith.remsi`
    RemSI,
    /// `arith.remui`
    RemUI,
    /// `arith.andi`
    AndI,
    /// `arith.ori`
    OrI,
    /// `arith.xori`
    XOrI,
    /// `arith.shli`
    ShLI,
    /// `arith.shrsi`
    ShRSI,
    /// `arith.shrui`
    ShRUI,
    /// `arith.addf`
    AddF,
    /// `arith.subf`
    SubF,
    /// `arith.mulf`
    MulF,
    /// `arith.divf`
    DivF,
    /// `arith.remf`
    RemF,
}

impl Binary {
    /// The op.
    pub(crate) fn kind(self) -> OpKind {
        match self {
            Binary::AddI => OpKind::ArithAddI,
            Binary::SubI => OpKind::ArithSubI,
            Binary::MulI => OpKind::ArithMulI,
            Binary::DivSI => OpKind::ArithDivSI,
            Binary::DivUI => OpKind::ArithDivUI,
            Binary::RemSI => OpKind::ArithRemSI,
            Binary::RemUI => OpKind::ArithRemUI,
            Binary::AndI => OpKind::ArithAndI,
            Binary::OrI => OpKind::ArithOrI,
            Binary::XOrI => OpKind::ArithXOrI,
            Binary::ShLI => OpKind::ArithShLI,
            Binary::ShRSI => OpKind::ArithShRSI,
            Binary::ShRUI => OpKind::ArithShRUI,
            Binary::AddF => OpKind::ArithAddF,
            Binary::SubF => OpKind::ArithSubF,
            Binary::MulF => OpKind::ArithMulF,
            Binary::DivF => OpKind::ArithDivF,
            Binary::RemF => OpKind::ArithRemF,
        }
    }
}

/// The casts [`Cx::emit_cast`] emits (`emit_op` maps each `arith` cast to one, so the
/// dispatch is exhaustive on both sides).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Cast {
    /// `arith.index_cast`
    Index,
    /// `arith.index_castui`
    IndexUI,
    /// `arith.sitofp`
    SIToFP,
    /// `arith.uitofp`
    UIToFP,
    /// `arith.fptosi`
    FPToSI,
    /// `arith.fptoui`
    FPToUI,
    /// `arith.extf`
    ExtF,
    /// `arith.truncf`
    TruncF,
    /// `arith.extsi`
    ExtSI,
    /// `arith.extui`
    ExtUI,
    /// `arith.trunci`
    TruncI,
    /// `arith.bitcast`
    Bitcast,
}

impl Cast {
    /// The op.
    fn kind(self) -> OpKind {
        match self {
            Cast::Index => OpKind::ArithIndexCast,
            Cast::IndexUI => OpKind::ArithIndexCastUI,
            Cast::SIToFP => OpKind::ArithSIToFP,
            Cast::UIToFP => OpKind::ArithUIToFP,
            Cast::FPToSI => OpKind::ArithFPToSI,
            Cast::FPToUI => OpKind::ArithFPToUI,
            Cast::ExtF => OpKind::ArithExtF,
            Cast::TruncF => OpKind::ArithTruncF,
            Cast::ExtSI => OpKind::ArithExtSI,
            Cast::ExtUI => OpKind::ArithExtUI,
            Cast::TruncI => OpKind::ArithTruncI,
            Cast::Bitcast => OpKind::ArithBitcast,
        }
    }
}

impl Cx<'_> {
    pub(crate) fn result_vty(
        &mut self,
        op: Op,
        i: usize,
    ) -> Result<(tessera_lowering::ir::Value, VTy)> {
        let r = self.result(op, i)?;
        let t = self.vty_of(self.m.value_type(r), op)?;
        Ok((r, t))
    }

    /// A constant splat of `v` in type `t`.
    pub(crate) fn splat_int(&mut self, t: VTy, v: i64) -> Result<Word> {
        let c = if t.scalar == Scalar::Bool {
            self.e.const_bool(v != 0)
        } else {
            self.lane_const(t.scalar, Some(v as i128), None)
        };
        self.finish_const(t, vec![c])
    }
    /// A float constant splat.
    pub(crate) fn splat_float(&mut self, t: VTy, v: f64) -> Word {
        let c = self.e.const_float(t.scalar, v);
        self.e.const_splat(t, c)
    }

    /// The constant of one lane of type `s`. 16-bit integers are made as 32-bit constants
    /// and narrowed by [`Cx::finish_const`]: naga's SPIR-V front end has no 16-bit
    /// integer constants.
    fn lane_const(&mut self, s: Scalar, i: Option<i128>, f: Option<f64>) -> Word {
        match (s, i, f) {
            (Scalar::Bool, Some(i), _) => self.e.const_bool(i != 0),
            (Scalar::Bool, None, f) => self.e.const_bool(f.unwrap_or(0.0) != 0.0),
            (Scalar::Float(_), _, Some(f)) => self.e.const_float(s, f),
            (Scalar::Float(_), i, None) => self.e.const_float(s, i.unwrap_or(0) as f64),
            (Scalar::Int(16), i, f) if self.emulated(s).is_none() => {
                let v = i
                    .map(|x| x as i16 as i64)
                    .or(f.map(|x| x as i16 as i64))
                    .unwrap_or(0);
                self.e.const_int(Scalar::Int(32), v)
            }
            (s, Some(i), _) => self.e.const_int(s, i as i64),
            (s, None, f) => self.e.const_int(s, f.unwrap_or(0.0) as i64),
        }
    }

    /// Assembles lane constants (one = splat) into a value of type `t`.
    pub(crate) fn finish_const(&mut self, t: VTy, parts: Vec<Word>) -> Result<Word> {
        if t.scalar == Scalar::Int(16) && self.emulated(t.scalar).is_none() {
            let st = self.ty(VTy::scalar(t.scalar));
            let mut conv = Vec::new();
            for p in &parts {
                conv.push(self.e.op(SpvOp::SConvert, st, &[*p])?);
            }
            if t.lanes <= 1 {
                return Ok(conv[0]);
            }
            if conv.len() == 1 {
                conv = vec![conv[0]; t.lanes as usize];
            }
            let ty = self.ty(t);
            return self.e.op(SpvOp::CompositeConstruct, ty, &conv);
        }
        Ok(match parts.as_slice() {
            [one] => self.e.const_splat(t, *one),
            _ => {
                let ty = self.ty(t);
                self.e.const_composite(ty, parts)
            }
        })
    }

    /// `arith.constant`
    pub(crate) fn emit_constant(&mut self, op: Op) -> Result<()> {
        let (r, t) = self.result_vty(op, 0)?;
        let value = self
            .attr(op, "value")
            .ok_or_else(|| self.invalid(op, "arith.constant lacks `value`"))?;
        let s = t.scalar;
        let floats: Vec<f64> = match value {
            AttrKind::Float { value, .. } => vec![value.get()],
            AttrKind::DenseElements {
                data: DenseData::Floats(v),
                ..
            } => v.iter().map(|x| x.get()).collect(),
            _ => Vec::new(),
        };
        if s.is_float() && floats.iter().any(|f| !f.is_finite()) {
            return self.nonfinite_constant(op, r, t, &floats);
        }
        let parts: Vec<Word> = match value {
            AttrKind::Integer { value, .. } => vec![self.lane_const(s, Some(*value), None)],
            AttrKind::Bool(b) => vec![self.lane_const(s, Some(*b as i128), None)],
            AttrKind::Float { value, .. } => vec![self.lane_const(s, None, Some(value.get()))],
            AttrKind::DenseElements { data, .. } => match data {
                DenseData::Ints(v) => v
                    .iter()
                    .map(|x| self.lane_const(s, Some(*x), None))
                    .collect(),
                DenseData::Floats(v) => v
                    .iter()
                    .map(|x| self.lane_const(s, None, Some(x.get())))
                    .collect(),
                _ => return Err(self.unsupported(op, "unsupported dense constant payload")),
            },
            _ => return Err(self.unsupported(op, "unsupported constant attribute")),
        };
        if parts.len() != 1 && parts.len() != t.lanes as usize {
            return Err(self.invalid(op, "dense constant does not match its vector type"));
        }
        let id = self.finish_const(t, parts)?;
        self.set_value(r, id, t);
        Ok(())
    }

    /// A float constant with an infinite or NaN lane. naga rejects non-finite float
    /// literals (and WGSL non-finite constant expressions), so such a lane is the `f32`
    /// bit pattern loaded from a `Private` `u32` variable, bitcast (and converted for
    /// `f16`/`f64`) where the constant is defined.
    fn nonfinite_constant(
        &mut self,
        op: Op,
        r: tessera_lowering::ir::Value,
        t: VTy,
        values: &[f64],
    ) -> Result<()> {
        if values.len() != 1 && values.len() != t.lanes as usize {
            return Err(self.invalid(op, "dense constant does not match its vector type"));
        }
        let st = self.ty(VTy::scalar(t.scalar));
        let f32t = self.e.scalar_ty(Scalar::Float(32));
        let u32t = self.e.scalar_ty(Scalar::UInt(32));
        let mut parts = Vec::new();
        for &v in values {
            if v.is_finite() {
                parts.push(self.e.const_float(t.scalar, v));
                continue;
            }
            let var = self.e.private_u32_var((v as f32).to_bits());
            let bits = self.e.load(u32t, var)?;
            let f = self.e.op(SpvOp::Bitcast, f32t, &[bits])?;
            parts.push(if t.scalar.width() == 32 {
                f
            } else {
                self.e.op(SpvOp::FConvert, st, &[f])?
            });
        }
        let w = if t.lanes <= 1 {
            parts[0]
        } else {
            if parts.len() == 1 {
                parts = vec![parts[0]; t.lanes as usize];
            }
            let ty = self.ty(t);
            self.e.op(SpvOp::CompositeConstruct, ty, &parts)?
        };
        self.set_value(r, w, t);
        Ok(())
    }

    /// A shift amount as a 32-bit unsigned value (WGSL requires `u32` shift amounts
    /// whatever the width of the shifted value).
    fn shift_amount(&mut self, b: Word, t: VTy) -> Result<Word> {
        let u32t = self.ty(t.with_scalar(Scalar::UInt(32)));
        let b32 = if self.phys_width(t.scalar) == 32 {
            b
        } else if let Some(bits) = self.e.const_bits_of(b) {
            // A constant amount is converted here: naga's WGSL front end cannot evaluate
            // `i32(60li)` ("Cannot cast scalar components", GPU fuzzer seeds 88, 186).
            let c = self.e.const_u32(bits as u32);
            return Ok(self.e.const_splat(t.with_scalar(Scalar::UInt(32)), c));
        } else if let Some(lanes) = self.e.const_parts_of(b).and_then(|parts| {
            parts
                .iter()
                .map(|&p| self.e.const_bits_of(p))
                .collect::<Option<Vec<u64>>>()
        }) {
            // The same for a constant vector of amounts (a broadcast constant).
            let parts: Vec<Word> = lanes.iter().map(|&l| self.e.const_u32(l as u32)).collect();
            return Ok(self.e.const_composite(u32t, parts));
        } else {
            let i32t = self.ty(t.with_scalar(Scalar::Int(32)));
            self.e.op(SpvOp::SConvert, i32t, &[b])?
        };
        self.e.op(SpvOp::Bitcast, u32t, &[b32])
    }

    /// `arith.addui_extended` (the wrapped sum and `sum <u lhs` as the overflow),
    /// `arith.subui_extended` (the wrapped difference and `lhs <u rhs` as the borrow) and
    /// `arith.mului_extended` / `arith.mulsi_extended` (the low and the high half of the
    /// product). The high half is built from 16-bit limbs in `u32`, so it needs neither
    /// `Int64` nor `OpUMulExtended` (which naga does not read and WGSL lacks); the signed
    /// one subtracts `rhs` where `lhs < 0` and `lhs` where `rhs < 0`. `i32` only: another
    /// width is refused with a diagnostic.
    pub(crate) fn emit_extended(&mut self, op: Op, kind: OpKind) -> Result<()> {
        let (a, t) = self.arg(op, 0)?;
        let (b, _) = self.arg(op, 1)?;
        let (r0, r1) = (self.result(op, 0)?, self.result(op, 1)?);
        if t.scalar != Scalar::Int(32) {
            return Err(self.unsupported(
                op,
                format!(
                    "'{}' on i{} elements: only i32 is lowered to the GPU",
                    self.op_name(op),
                    t.scalar.width()
                ),
            ));
        }
        let ty = self.ty(t);
        let (ua, ut) = self.bitcast_unsigned(a, t)?;
        let (ub, _) = self.bitcast_unsigned(b, t)?;
        let uty = self.ty(ut);
        if kind == OpKind::ArithAddUIExtended {
            let us = self.e.op(SpvOp::IAdd, uty, &[ua, ub])?;
            let bt = t.with_scalar(Scalar::Bool);
            let bty = self.ty(bt);
            let carry = self.e.op(SpvOp::ULessThan, bty, &[us, ua])?;
            let sum = self.bitcast_signed(us, t)?;
            self.set_value(r0, sum, t);
            self.set_value(r1, carry, bt);
            return Ok(());
        }
        if kind == OpKind::ArithSubUIExtended {
            let ud = self.e.op(SpvOp::ISub, uty, &[ua, ub])?;
            let bt = t.with_scalar(Scalar::Bool);
            let bty = self.ty(bt);
            let borrow = self.e.op(SpvOp::ULessThan, bty, &[ua, ub])?;
            let diff = self.bitcast_signed(ud, t)?;
            self.set_value(r0, diff, t);
            self.set_value(r1, borrow, bt);
            return Ok(());
        }
        let low = self.e.op(SpvOp::IMul, ty, &[a, b])?;
        let mask = self.splat_u32(t, 0xffff);
        let sixteen = self.splat_u32(t, 16);
        let lo16 = |cx: &mut Self, x: Word| cx.e.op(SpvOp::BitwiseAnd, uty, &[x, mask]);
        let hi16 = |cx: &mut Self, x: Word| cx.e.op(SpvOp::ShiftRightLogical, uty, &[x, sixteen]);
        let (a0, a1) = (lo16(self, ua)?, hi16(self, ua)?);
        let (b0, b1) = (lo16(self, ub)?, hi16(self, ub)?);
        let p00 = self.e.op(SpvOp::IMul, uty, &[a0, b0])?;
        let p01 = self.e.op(SpvOp::IMul, uty, &[a0, b1])?;
        let p10 = self.e.op(SpvOp::IMul, uty, &[a1, b0])?;
        let p11 = self.e.op(SpvOp::IMul, uty, &[a1, b1])?;
        // The carry out of the middle column: at most 3·(2^16 - 1), no overflow.
        let p00h = hi16(self, p00)?;
        let p01l = lo16(self, p01)?;
        let p10l = lo16(self, p10)?;
        let mid = self.e.op(SpvOp::IAdd, uty, &[p00h, p01l])?;
        let mid = self.e.op(SpvOp::IAdd, uty, &[mid, p10l])?;
        let midh = hi16(self, mid)?;
        let p01h = hi16(self, p01)?;
        let p10h = hi16(self, p10)?;
        let hi = self.e.op(SpvOp::IAdd, uty, &[p11, p01h])?;
        let hi = self.e.op(SpvOp::IAdd, uty, &[hi, p10h])?;
        let mut hi = self.e.op(SpvOp::IAdd, uty, &[hi, midh])?;
        if kind == OpKind::ArithMulSIExtended {
            let zero = self.splat_u32(t, 0);
            let bt = t.with_scalar(Scalar::Bool);
            let bty = self.ty(bt);
            let szero = self.bitcast_signed(zero, t)?;
            let a_neg = self.e.op(SpvOp::SLessThan, bty, &[a, szero])?;
            let b_neg = self.e.op(SpvOp::SLessThan, bty, &[b, szero])?;
            let sub_b = self.e.op(SpvOp::Select, uty, &[a_neg, ub, zero])?;
            let sub_a = self.e.op(SpvOp::Select, uty, &[b_neg, ua, zero])?;
            hi = self.e.op(SpvOp::ISub, uty, &[hi, sub_b])?;
            hi = self.e.op(SpvOp::ISub, uty, &[hi, sub_a])?;
        }
        let high = self.bitcast_signed(hi, t)?;
        self.set_value(r0, low, t);
        self.set_value(r1, high, t);
        Ok(())
    }

    /// Bitcasts a signed-integer value to the unsigned type of the same shape. An emulated
    /// 8/16-bit value is zero-extended instead (see [`super::narrow`]).
    pub(crate) fn bitcast_unsigned(&mut self, w: Word, t: VTy) -> Result<(Word, VTy)> {
        match t.scalar {
            Scalar::Int(n) => {
                let ut = t.with_scalar(Scalar::UInt(n));
                if let Some(k) = self.emulated(t.scalar) {
                    return Ok((self.zext_emulated(w, t, k)?, ut));
                }
                let ty = self.ty(ut);
                Ok((self.e.op(SpvOp::Bitcast, ty, &[w])?, ut))
            }
            _ => Ok((w, t)),
        }
    }
    /// Bitcasts an unsigned value back to the signed type `t` (wrapping an emulated
    /// 8/16-bit result back to its sign-extended form).
    pub(crate) fn bitcast_signed(&mut self, w: Word, t: VTy) -> Result<Word> {
        let ty = self.ty(t);
        let s = self.e.op(SpvOp::Bitcast, ty, &[w])?;
        self.wrap(s, t)
    }

    /// `addf`, `subf`, `mulf`, `divf` or `remf` of two constants (ones the back end
    /// folded, as `math.absf` of a constant: the IR's folding saw no constant there),
    /// folded, so that its consumers see a constant and fold too: naga's WGSL front end
    /// evaluates the whole expression, and fails on what it cannot evaluate (`min` of f64
    /// values: "Cannot apply math function to type", GPU fuzzer seed 2039) or what is not
    /// finite. Computed by `dialect::eval`, the interpreter's and the IR folder's
    /// evaluation (f16 in f32, rounded once).
    fn fold_float_binary(
        &mut self,
        kind: OpKind,
        t: VTy,
        a: Word,
        b: Word,
    ) -> Result<Option<Word>> {
        use OpKind as K;
        if !matches!(
            kind,
            K::ArithAddF | K::ArithSubF | K::ArithMulF | K::ArithDivF | K::ArithRemF
        ) {
            return Ok(None);
        }
        self.fold_float_op(kind, t, &[a, b])
    }

    /// Binary integer and float arithmetic.
    pub(crate) fn emit_binary(&mut self, op: Op, kind: Binary) -> Result<()> {
        let (a, _) = self.arg(op, 0)?;
        let (b, _) = self.arg(op, 1)?;
        let (r, t) = self.result_vty(op, 0)?;
        let w = self.binary(op, kind, t, a, b)?;
        self.set_value(r, w, t);
        Ok(())
    }

    /// Emits binary op `kind` on `a`, `b` of type `t`.
    pub(crate) fn binary(
        &mut self,
        op: Op,
        kind: Binary,
        t: VTy,
        a: Word,
        b: Word,
    ) -> Result<Word> {
        use Binary as K;
        let ty = self.ty(t);
        if t.scalar == Scalar::Bool {
            let o = match kind {
                K::AndI | K::MulI => return self.bool_and(t, a, b),
                K::OrI => return self.bool_or(t, a, b),
                K::XOrI | K::AddI | K::SubI => SpvOp::LogicalNotEqual,
                K::DivSI
                | K::DivUI
                | K::RemSI
                | K::RemUI
                | K::ShLI
                | K::ShRSI
                | K::ShRUI
                | K::AddF
                | K::SubF
                | K::MulF
                | K::DivF
                | K::RemF => {
                    return Err(self.unsupported(op, format!("'{}' on i1", self.op_name(op))))
                }
            };
            return self.e.op(o, ty, &[a, b]);
        }
        let float = t.scalar.is_float();
        if float {
            if let Some(w) = self.fold_float_binary(kind.kind(), t, a, b)? {
                return Ok(w);
            }
        }
        if !float && matches!(kind, K::DivSI | K::RemSI | K::DivUI | K::RemUI) {
            self.refuse_constant_zero_divisor(op, b)?;
        }
        let o = match (kind, float) {
            (K::AddI, false) => SpvOp::IAdd,
            (K::SubI, false) => SpvOp::ISub,
            (K::MulI, false) => SpvOp::IMul,
            (K::DivSI, false) => SpvOp::SDiv,
            (K::RemSI, false) => return self.srem(t, a, b),
            (K::AndI, false) => SpvOp::BitwiseAnd,
            (K::OrI, false) => SpvOp::BitwiseOr,
            (K::XOrI, false) => SpvOp::BitwiseXor,
            (K::ShLI | K::ShRSI, false) => {
                let o = if kind == K::ShLI {
                    SpvOp::ShiftLeftLogical
                } else {
                    SpvOp::ShiftRightArithmetic
                };
                let amount = self.shift_amount(b, t)?;
                let w = self.e.op(o, ty, &[a, amount])?;
                return self.wrap(w, t);
            }
            (K::DivUI | K::RemUI | K::ShRUI, false) => {
                let (ua, ut) = self.bitcast_unsigned(a, t)?;
                let ub = if kind == K::ShRUI {
                    self.shift_amount(b, t)?
                } else {
                    self.bitcast_unsigned(b, t)?.0
                };
                // The arm's three ops.
                let o = if kind == K::DivUI {
                    SpvOp::UDiv
                } else if kind == K::RemUI {
                    SpvOp::UMod
                } else {
                    SpvOp::ShiftRightLogical
                };
                let uty = self.ty(ut);
                let u = self.e.op(o, uty, &[ua, ub])?;
                return self.bitcast_signed(u, t);
            }
            (K::AddF | K::SubF, true) => {
                let sub = kind == K::SubF;
                if let Some(w) = self.fadd_sub_const_zero(t, sub, a, b)? {
                    return Ok(w);
                }
                let w = self
                    .e
                    .op(if sub { SpvOp::FSub } else { SpvOp::FAdd }, ty, &[a, b])?;
                // `x - x` and `x + (-x)` may be folded to 0 by the driver; a sum can only
                // see such a pair through a subtraction or a negation, and not with a
                // constant operand (a difference of equal constants is 0 if finite).
                let is_const = |cx: &Self, w: Word| {
                    cx.e.const_bits_of(w).is_some() || cx.e.const_parts_of(w).is_some()
                };
                let paired = sub || self.negations.contains(&a) || self.negations.contains(&b);
                if paired && !is_const(self, a) && !is_const(self, b) {
                    return self.fix_folded_cancellation(t, a, w);
                }
                return Ok(w);
            }
            (K::MulF, true) => match self.fmul_by_const_zero(t, a, b)? {
                Some(w) => return Ok(w),
                None => SpvOp::FMul,
            },
            (K::DivF, true) => return self.fdiv(t, a, b),
            (K::RemF, true) => return self.frem(op, t, a, b),
            (
                K::AddI
                | K::SubI
                | K::MulI
                | K::DivSI
                | K::DivUI
                | K::RemSI
                | K::RemUI
                | K::AndI
                | K::OrI
                | K::XOrI
                | K::ShLI
                | K::ShRSI
                | K::ShRUI,
                true,
            )
            | (K::AddF | K::SubF | K::MulF | K::DivF | K::RemF, false) => {
                return Err(self.unsupported(
                    op,
                    format!(
                        "'{}' on {} operands",
                        self.op_name(op),
                        if float { "float" } else { "integer" }
                    ),
                ))
            }
        };
        let w = self.e.op(o, ty, &[a, b])?;
        // Emulated narrow integers: these can leave the n-bit range.
        if matches!(o, SpvOp::IAdd | SpvOp::ISub | SpvOp::IMul | SpvOp::SDiv) {
            self.wrap(w, t)
        } else {
            Ok(w)
        }
    }

    /// `a remsi b` as `a - (a / b)·b`, with `OpSDiv` (truncating): naga writes `OpSRem`
    /// as GLSL's `%`, which is undefined for negative operands (llvmpipe's GL driver gave
    /// `remsi(-1, 2) = -128` on i8), while `/` truncates on every target.
    pub(crate) fn srem(&mut self, t: VTy, a: Word, b: Word) -> Result<Word> {
        let ty = self.ty(t);
        let q = self.e.op(SpvOp::SDiv, ty, &[a, b])?;
        let q = self.wrap(q, t)?;
        let p = self.e.op(SpvOp::IMul, ty, &[q, b])?;
        let r = self.e.op(SpvOp::ISub, ty, &[a, p])?;
        self.wrap(r, t)
    }

    /// Refuses an integer division or remainder whose divisor is a constant with a zero
    /// lane: LangRef makes it undefined behaviour, and naga rejects such SPIR-V ("Division
    /// by zero"), so the kernel gets a diagnostic instead of code that some paths refuse.
    fn refuse_constant_zero_divisor(&self, op: Op, b: Word) -> Result<()> {
        let zero = |w: Word| self.e.const_bits_of(w) == Some(0);
        let has_zero = zero(b)
            || self
                .e
                .const_parts_of(b)
                .is_some_and(|p| p.iter().any(|&c| zero(c)));
        if has_zero {
            return Err(self.unsupported(
                op,
                format!(
                    "'{}' by a constant zero, which is undefined behaviour",
                    self.op_name(op)
                ),
            ));
        }
        Ok(())
    }

    /// `arith.floordivsi`, `arith.ceildivsi`, `arith.ceildivui`.
    pub(crate) fn emit_div_round(&mut self, op: Op, kind: OpKind) -> Result<()> {
        let (a, _) = self.arg(op, 0)?;
        let (b, _) = self.arg(op, 1)?;
        self.refuse_constant_zero_divisor(op, b)?;
        let (r, t) = self.result_vty(op, 0)?;
        if !t.scalar.is_int() {
            return Err(
                self.unsupported(op, format!("'{}' needs integer operands", self.op_name(op)))
            );
        }
        let ty = self.ty(t);
        let bt = self.ty(t.with_scalar(Scalar::Bool));
        let zero = self.splat_int(t, 0)?;
        let one = self.splat_int(t, 1)?;
        let w = if kind == OpKind::ArithCeilDivUI {
            // q = a / b; q + (a % b != 0)
            let (ua, ut) = self.bitcast_unsigned(a, t)?;
            let (ub, _) = self.bitcast_unsigned(b, t)?;
            let uty = self.ty(ut);
            let q = self.e.op(SpvOp::UDiv, uty, &[ua, ub])?;
            let m = self.e.op(SpvOp::UMod, uty, &[ua, ub])?;
            let q = self.bitcast_signed(q, t)?;
            let m = self.bitcast_signed(m, t)?;
            let nz = self.e.op(SpvOp::INotEqual, bt, &[m, zero])?;
            let inc = self.e.op(SpvOp::Select, ty, &[nz, one, zero])?;
            self.e.op(SpvOp::IAdd, ty, &[q, inc])?
        } else {
            // q = a / b (truncating), r = a - q*b; adjust when r != 0 and the signs of r
            // and b differ (floor) or agree (ceil).
            let q = self.e.op(SpvOp::SDiv, ty, &[a, b])?;
            let qb = self.e.op(SpvOp::IMul, ty, &[q, b])?;
            let rem = self.e.op(SpvOp::ISub, ty, &[a, qb])?;
            let nz = self.e.op(SpvOp::INotEqual, bt, &[rem, zero])?;
            let rneg = self.e.op(SpvOp::SLessThan, bt, &[rem, zero])?;
            let bneg = self.e.op(SpvOp::SLessThan, bt, &[b, zero])?;
            let (rel, adj) = if kind == OpKind::ArithFloorDivSI {
                (SpvOp::LogicalNotEqual, SpvOp::ISub)
            } else {
                (SpvOp::LogicalEqual, SpvOp::IAdd)
            };
            let signs = self.e.op(rel, bt, &[rneg, bneg])?;
            let fix = self.bool_and(t, nz, signs)?;
            let qa = self.e.op(adj, ty, &[q, one])?;
            self.e.op(SpvOp::Select, ty, &[fix, qa, q])?
        };
        let w = self.wrap(w, t)?;
        self.set_value(r, w, t);
        Ok(())
    }

    /// Integer and float min/max.
    pub(crate) fn emit_minmax(&mut self, op: Op, kind: MinMax) -> Result<()> {
        use MinMax as K;
        let (a, _) = self.arg(op, 0)?;
        let (b, _) = self.arg(op, 1)?;
        let (r, t) = self.result_vty(op, 0)?;
        let ty = self.ty(t);
        let bt = self.ty(t.with_scalar(Scalar::Bool));
        let w = match kind {
            K::MinSI | K::MaxSI if t.scalar.width() >= 32 => {
                let g = if kind == K::MinSI { Gl::SMin } else { Gl::SMax };
                self.e.glsl(ty, g, &[a, b])?
            }
            K::MinSI | K::MaxSI | K::MinUI | K::MaxUI => {
                if !t.scalar.is_int() {
                    return Err(self.unsupported(op, "integer min/max on non-integers"));
                }
                let cmp = if matches!(kind, K::MinSI | K::MaxSI) {
                    SpvOp::SLessThan
                } else {
                    SpvOp::ULessThan
                };
                let lt = self.e.op(cmp, bt, &[a, b])?;
                let (x, y) = if matches!(kind, K::MinSI | K::MinUI) {
                    (a, b)
                } else {
                    (b, a)
                };
                self.e.op(SpvOp::Select, ty, &[lt, x, y])?
            }
            // minimumnumf/maximumnumf (IEEE 754-2019 minimumNumber/maximumNumber): the
            // non-NaN operand, -0 < +0, which is what minnumf/maxnumf give here.
            K::MinNumF
            | K::MaxNumF
            | K::MinimumF
            | K::MaximumF
            | K::MinimumNumF
            | K::MaximumNumF => {
                let is_min = matches!(kind, K::MinNumF | K::MinimumF | K::MinimumNumF);
                let propagate = matches!(kind, K::MinimumF | K::MaximumF);
                self.float_minmax(t, a, b, is_min, propagate)?
            }
        };
        self.set_value(r, w, t);
        Ok(())
    }

    /// `arith.flush_denormals`: a denormal becomes the zero of its sign. The test is on the
    /// bits for f32 (no float op a driver could flush first) and on the exact f32 value of
    /// an f16; f64 compares its magnitude with the least normal. The signed zero is made
    /// from the sign bit, not by a multiplication a driver could fold to +0.
    pub(crate) fn emit_flush_denormals(&mut self, op: Op) -> Result<()> {
        let (x, _) = self.arg(op, 0)?;
        let (r, t) = self.result_vty(op, 0)?;
        if !t.scalar.is_float() {
            return Err(self.unsupported(op, "arith.flush_denormals on non-floats"));
        }
        let ty = self.ty(t);
        let bty = self.ty(t.with_scalar(Scalar::Bool));
        let uty = self.ty(t.with_scalar(Scalar::UInt(32)));
        let fty = self.ty(t.with_scalar(Scalar::Float(32)));
        let bits = self.f32_bits(t, x)?;
        let sign_mask = self.splat_u32(t, 0x8000_0000);
        let sign = self.e.op(SpvOp::BitwiseAnd, uty, &[bits, sign_mask])?;
        let zero32 = self.e.op(SpvOp::Bitcast, fty, &[sign])?;
        let width = t.scalar.width();
        let zero = if width == 32 {
            zero32
        } else {
            self.e.op(SpvOp::FConvert, ty, &[zero32])?
        };
        let small = match width {
            32 => {
                let exp = self.splat_u32(t, 0x7f80_0000);
                let e = self.e.op(SpvOp::BitwiseAnd, uty, &[bits, exp])?;
                let z = self.splat_u32(t, 0);
                self.e.op(SpvOp::IEqual, bty, &[e, z])?
            }
            16 => {
                // |x| below 2^-14, the least normal f16, as f32 bits.
                let mag = self.splat_u32(t, 0x7fff_ffff);
                let m = self.e.op(SpvOp::BitwiseAnd, uty, &[bits, mag])?;
                let lo = self.splat_u32(t, 0x3880_0000);
                self.e.op(SpvOp::ULessThan, bty, &[m, lo])?
            }
            _ => {
                let ax = self.e.glsl(ty, Gl::FAbs, &[x])?;
                let min = self.splat_float(t, f64::MIN_POSITIVE);
                self.e.op(SpvOp::FOrdLessThan, bty, &[ax, min])?
            }
        };
        let w = self.e.op(SpvOp::Select, ty, &[small, zero, x])?;
        self.set_value(r, w, t);
        Ok(())
    }

    /// `arith.negf`
    pub(crate) fn emit_negf(&mut self, op: Op) -> Result<()> {
        let (a, _) = self.arg(op, 0)?;
        let (r, t) = self.result_vty(op, 0)?;
        let ty = self.ty(t);
        let w = self.e.op(SpvOp::FNegate, ty, &[a])?;
        self.negations.insert(w);
        self.set_value(r, w, t);
        Ok(())
    }

    /// `arith.cmpi`
    pub(crate) fn emit_cmpi(&mut self, op: Op) -> Result<()> {
        let (a, at) = self.arg(op, 0)?;
        let (b, _) = self.arg(op, 1)?;
        let (r, t) = self.result_vty(op, 0)?;
        let ty = self.ty(t);
        let pred = self
            .int_attr(op, "predicate")
            .ok_or_else(|| self.invalid(op, "cmpi lacks `predicate`"))?;
        let o = if at.scalar == Scalar::Bool {
            match pred {
                0 => SpvOp::LogicalEqual,
                1 => SpvOp::LogicalNotEqual,
                _ => return Err(self.unsupported(op, "ordering comparison of i1 values")),
            }
        } else {
            match pred {
                0 => SpvOp::IEqual,
                1 => SpvOp::INotEqual,
                2 => SpvOp::SLessThan,
                3 => SpvOp::SLessThanEqual,
                4 => SpvOp::SGreaterThan,
                5 => SpvOp::SGreaterThanEqual,
                6 => SpvOp::ULessThan,
                7 => SpvOp::ULessThanEqual,
                8 => SpvOp::UGreaterThan,
                9 => SpvOp::UGreaterThanEqual,
                p => return Err(self.invalid(op, format!("unknown cmpi predicate {p}"))),
            }
        };
        let w = self.e.op(o, ty, &[a, b])?;
        self.set_value(r, w, t);
        Ok(())
    }

    /// `arith.cmpf`
    pub(crate) fn emit_cmpf(&mut self, op: Op) -> Result<()> {
        let (a, _) = self.arg(op, 0)?;
        let (b, _) = self.arg(op, 1)?;
        let (r, t) = self.result_vty(op, 0)?;
        let ty = self.ty(t);
        let pred = self
            .int_attr(op, "predicate")
            .ok_or_else(|| self.invalid(op, "cmpf lacks `predicate`"))?;
        let at = self.get(self.operand(op, 0)?, op)?.1;
        // The ordered comparison behind each predicate (`one` = `olt || ogt`); unordered
        // predicates are `uno || ordered` with `uno` from the bits (see [`super::ieee`]).
        let base = match pred {
            1 | 8 => Some(SpvOp::FOrdEqual),
            2 | 9 => Some(SpvOp::FOrdGreaterThan),
            3 | 10 => Some(SpvOp::FOrdGreaterThanEqual),
            4 | 11 => Some(SpvOp::FOrdLessThan),
            5 | 12 => Some(SpvOp::FOrdLessThanEqual),
            // 6 | 13 (`one`, `ueq`): `olt || ogt`; the rest use no ordered comparison.
            _ => None,
        };
        let ordered = |cx: &mut Self| -> Result<Word> {
            match base {
                Some(o) => cx.e.op(o, ty, &[a, b]),
                None => {
                    let lt = cx.e.op(SpvOp::FOrdLessThan, ty, &[a, b])?;
                    let gt = cx.e.op(SpvOp::FOrdGreaterThan, ty, &[a, b])?;
                    cx.bool_or(t, lt, gt)
                }
            }
        };
        let uno = |cx: &mut Self| -> Result<Word> {
            let na = cx.is_nan(at, a)?;
            let nb = cx.is_nan(at, b)?;
            cx.bool_or(t, na, nb)
        };
        let w = match pred {
            0 => self.splat_int(t, 0)?,
            1..=6 => ordered(self)?,
            7 => {
                let u = uno(self)?;
                self.bool_not(t, u)?
            }
            8..=13 => {
                let u = uno(self)?;
                let o = ordered(self)?;
                self.bool_or(t, u, o)?
            }
            14 => uno(self)?,
            15 => self.splat_int(t, 1)?,
            p => return Err(self.invalid(op, format!("unknown cmpf predicate {p}"))),
        };
        self.set_value(r, w, t);
        Ok(())
    }

    /// `arith.select`
    pub(crate) fn emit_select(&mut self, op: Op) -> Result<()> {
        let (c, ct) = self.arg(op, 0)?;
        let (a, _) = self.arg(op, 1)?;
        let (b, _) = self.arg(op, 2)?;
        let (r, t) = self.result_vty(op, 0)?;
        let ty = self.ty(t);
        // A constant condition (`cmpf true`, a folded compare) picks its operand here, so
        // a constant operand reaches its users as a literal, which the special cases for
        // literals (`fmul_by_const_zero`, ...) see: the driver folds the select and then
        // the float arithmetic on the constant without regard to signed zeros (GPU fuzz:
        // `select(cmpf true, 0.0, c) · -1` gave +0 on every path).
        if let Some(v) = self.e.const_bool_of(c) {
            self.set_value(r, if v { a } else { b }, t);
            return Ok(());
        }
        let c = if t.is_vector() && !ct.is_vector() {
            let bt = self.ty(t.with_scalar(Scalar::Bool));
            self.e
                .op(SpvOp::CompositeConstruct, bt, &vec![c; t.lanes as usize])?
        } else {
            c
        };
        let mut w = self.e.op(SpvOp::Select, ty, &[c, a, b])?;
        if t.scalar.is_float()
            && (self.has_const_neg_zero_lane(a) || self.has_const_neg_zero_lane(b))
        {
            w = self.fix_select_neg_zero(t, c, a, b, w)?;
        }
        self.set_value(r, w, t);
        Ok(())
    }

    /// `fptosi` (`signed`) or `fptoui` of `a` (of type `st`) to the integer type `t`, as
    /// the interpreter computes it (`dialect::eval::scalar`): NaN converts to 0, and a value
    /// out of the result's range (after truncation toward zero) saturates at its bounds.
    /// LangRef makes both poison and SPIR-V leaves them undefined; the drivers differ (for
    /// `f32` to `i8`: +inf gave 0 or -128, 128.0 gave -128, 300.5 gave 44), so `validate`
    /// reported mismatches on every GPU path (`validate/fptoint_saturates.mlir`).
    ///
    /// NaN lanes are replaced by 0.0, and the rest clamped in float to the source type's
    /// values within the result's range before converting, so the conversion never sees a
    /// value out of range. Where the largest such value is below the upper bound (`2^31 -
    /// 128` for `f32` to `i32`, 65504 for `f16` to `i32`), a value above it is selected to
    /// the bound after the conversion; likewise the lower bound where the source type
    /// cannot reach it (`-inf` in `f16` to `i32`).
    fn fptoint_saturating(&mut self, a: Word, st: VTy, t: VTy, signed: bool) -> Result<Word> {
        let ty = self.ty(t);
        let sty = self.ty(st);
        let bty = self.ty(st.with_scalar(Scalar::Bool));
        let w = t.scalar.width().clamp(1, 64);
        let (min, max): (i128, i128) = if signed {
            (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1)
        } else {
            (0, (1i128 << w) - 1)
        };
        // The significand bits and the largest finite value of the source type.
        let (digits, largest) = match st.scalar.width() {
            16 => (11, 65504.0),
            32 => (24, f64::from(f32::MAX)),
            _ => (53, f64::MAX),
        };
        // `max` rounded down to `digits` significant bits: the largest float not above it.
        let len = 128 - max.leading_zeros();
        let hi_exact = if len > digits {
            max & !((1i128 << (len - digits)) - 1)
        } else {
            max
        };
        let hi = (hi_exact as f64).min(largest);
        // `min` is 0 or a power of two: exact unless beyond the type's range.
        let lo = (min as f64).max(-largest);
        let nan = self.is_nan(st, a)?;
        let zero = self.splat_float(st, 0.0);
        let x = self.e.op(SpvOp::Select, sty, &[nan, zero, a])?;
        let hi_c = self.splat_float(st, hi);
        let lo_c = self.splat_float(st, lo);
        let below = self.e.glsl(sty, Gl::FMin, &[x, hi_c])?;
        let clamped = self.e.glsl(sty, Gl::FMax, &[below, lo_c])?;
        let mut r = if signed {
            let c = self.e.op(SpvOp::ConvertFToS, ty, &[clamped])?;
            self.wrap(c, t)?
        } else {
            let ut = self.ty(t.with_scalar(Scalar::UInt(t.scalar.width())));
            let u = self.e.op(SpvOp::ConvertFToU, ut, &[clamped])?;
            self.bitcast_signed(u, t)?
        };
        if (hi as i128) < max {
            // The bound's bits, sign-extended from the result's width (all ones unsigned).
            let top = self.splat_int(t, if signed { max as i64 } else { -1 })?;
            let over = self.e.op(SpvOp::FOrdGreaterThan, bty, &[x, hi_c])?;
            r = self.e.op(SpvOp::Select, ty, &[over, top, r])?;
        }
        if (lo as i128) > min {
            let bottom = self.splat_int(t, min as i64)?;
            let under = self.e.op(SpvOp::FOrdLessThan, bty, &[x, lo_c])?;
            r = self.e.op(SpvOp::Select, ty, &[under, bottom, r])?;
        }
        Ok(r)
    }

    /// Casts.
    pub(crate) fn emit_cast(&mut self, op: Op, cast: Cast) -> Result<()> {
        use OpKind as K;
        let kind = cast.kind();
        let (a, st) = self.arg(op, 0)?;
        let (r, t) = self.result_vty(op, 0)?;
        let ty = self.ty(t);
        let bool_src = st.scalar == Scalar::Bool;
        let w = match cast {
            Cast::Index | Cast::ExtSI | Cast::TruncI | Cast::IndexUI | Cast::ExtUI => {
                let unsigned = matches!(kind, K::ArithIndexCastUI | K::ArithExtUI);
                let plain = |s: Scalar| matches!(s, Scalar::Int(32 | 64) | Scalar::UInt(32 | 64));
                let folded = match self.e.const_bits_of(a) {
                    // A constant converts to a constant: naga's WGSL front end refuses a
                    // const-expression cast that changes the value (`i32(4294967296li)`).
                    Some(bits)
                        if t.lanes <= 1 && st.lanes <= 1 && plain(st.scalar) && plain(t.scalar) =>
                    {
                        let v = match (st.scalar.width(), unsigned) {
                            (64, _) => bits as i64,
                            (_, true) => i64::from(bits as u32),
                            (_, false) => i64::from(bits as u32 as i32),
                        };
                        Some(self.e.const_int(t.scalar, v))
                    }
                    _ => None,
                };
                if let Some(c) = folded {
                    c
                } else if bool_src {
                    let one = self.splat_int(t, if unsigned { 1 } else { -1 })?;
                    let zero = self.splat_int(t, 0)?;
                    self.e.op(SpvOp::Select, ty, &[a, one, zero])?
                } else if t.scalar == Scalar::Bool {
                    let one = self.splat_int(st, 1)?;
                    let zero = self.splat_int(st, 0)?;
                    let sty = self.ty(st);
                    let low = self.e.op(SpvOp::BitwiseAnd, sty, &[a, one])?;
                    self.e.op(SpvOp::INotEqual, ty, &[low, zero])?
                } else if st == t {
                    a
                } else if unsigned && t.scalar.width() > st.scalar.width() {
                    let (ua, _) = self.bitcast_unsigned(a, st)?;
                    let u = if self.phys_width(st.scalar) == self.phys_width(t.scalar) {
                        ua
                    } else {
                        let ut = self.ty(t.with_scalar(Scalar::UInt(t.scalar.width())));
                        self.e.op(SpvOp::UConvert, ut, &[ua])?
                    };
                    self.bitcast_signed(u, t)?
                } else {
                    self.int_resize(a, st, t)?
                }
            }
            Cast::SIToFP | Cast::UIToFP => {
                // A constant (one the back end folded, as `absi` of a constant) converts
                // to a constant, by `dialect::eval`: naga's WGSL front end cannot evaluate
                // `f32(<i64 literal>)` ("Cannot cast scalar components").
                let folded = if bool_src {
                    None
                } else {
                    self.fold_float_result(kind, st.scalar, t, a)?
                };
                if let Some(c) = folded {
                    c
                } else if bool_src {
                    let one = self.splat_float(t, if kind == K::ArithSIToFP { -1.0 } else { 1.0 });
                    let zero = self.splat_float(t, 0.0);
                    self.e.op(SpvOp::Select, ty, &[a, one, zero])?
                } else if kind == K::ArithSIToFP {
                    self.e.op(SpvOp::ConvertSToF, ty, &[a])?
                } else {
                    let (ua, _) = self.bitcast_unsigned(a, st)?;
                    self.e.op(SpvOp::ConvertUToF, ty, &[ua])?
                }
            }
            Cast::FPToSI | Cast::FPToUI => {
                if t.scalar == Scalar::Bool {
                    return Err(self.unsupported(op, "float to i1 conversion"));
                }
                if let Some(lanes) =
                    self.eval_const_lanes(kind, &[st.scalar], t.scalar, t.lanes, &[a])
                {
                    // A constant converts to a constant, by `dialect::eval`: naga's WGSL
                    // front end cannot evaluate the conversion of an f64 literal
                    // (`i32(0.0lf)`: "Cannot cast scalar components", GPU fuzzer seed
                    // 2431). Out of range (poison in LangRef) it saturates at the result
                    // type's bounds, as the interpreter does.
                    let parts = lanes
                        .iter()
                        .map(|&bits| self.lane_const(t.scalar, Some(i128::from(bits as i64)), None))
                        .collect();
                    self.finish_const(t, parts)?
                } else {
                    self.fptoint_saturating(a, st, t, kind == K::ArithFPToSI)?
                }
            }
            Cast::ExtF | Cast::TruncF => {
                let mode = self.int_attr(op, "roundingmode").unwrap_or(0);
                if mode != 0 {
                    let name = tessera_lowering::dialect::arith::syntax::ROUNDING_MODES
                        .get(mode as usize)
                        .copied()
                        .unwrap_or("unknown");
                    return Err(self.unsupported(
                        op,
                        format!(
                            "arith.truncf with rounding mode {name}: kernels round to nearest \
                             even only (naga has no FPRoundingMode)"
                        ),
                    ));
                }
                if st == t {
                    a
                } else {
                    self.e.op(SpvOp::FConvert, ty, &[a])?
                }
            }
            Cast::Bitcast => {
                if bool_src || t.scalar == Scalar::Bool {
                    if st == t {
                        a
                    } else {
                        return Err(self.unsupported(op, "bitcast of i1"));
                    }
                } else if st == t {
                    a
                } else if self.emulated(st.scalar).is_some() || self.emulated(t.scalar).is_some() {
                    self.bitcast_emulated(op, a, st, t)?
                } else if let Some(lanes) = (t.scalar == Scalar::Float(32) && st.scalar.is_int())
                    .then(|| self.const_lane_bits(a, t.lanes.max(1)))
                    .flatten()
                {
                    // An integer constant to f32: the float constant, or for NaN and
                    // infinite lanes its exact bits loaded from a variable. Tint evaluates
                    // `bitcast<f32>(-27i)` and rejects the NaN ("value -nan cannot be
                    // represented as 'f32'", browser fuzzing seed 89).
                    let st32 = VTy::scalar(t.scalar);
                    let mut parts = Vec::new();
                    let mut finite = true;
                    for bits in lanes {
                        let v = f32::from_bits(bits as u32);
                        parts.push(if v.is_finite() {
                            self.e.const_float(t.scalar, f64::from(v))
                        } else {
                            finite = false;
                            self.special_float(st32, bits as u32)?
                        });
                    }
                    match (t.lanes <= 1, finite) {
                        (true, _) => parts[0],
                        (false, true) => self.e.const_composite(ty, parts),
                        (false, false) => self.e.op(SpvOp::CompositeConstruct, ty, &parts)?,
                    }
                } else {
                    self.e.op(SpvOp::Bitcast, ty, &[a])?
                }
            }
        };
        self.set_value(r, w, t);
        Ok(())
    }
}
