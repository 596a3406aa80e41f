//! One evaluation of the scalar `arith` and `math` ops, shared by the CPU interpreter and
//! constant folding, so that the two cannot disagree on a bit (issue 19).
//!
//! - [`encoding`]: the scalar types ([`Scalar`]) and their values as 64-bit patterns
//!   (integers sign-extended from their width, floats as their IEEE bits).
//! - [`scalar`]: the arithmetic on those patterns ([`SOp`], [`eval1`], [`eval2`],
//!   [`eval3`]): LangRef's integer rules at every width, IEEE float arithmetic in the
//!   operand type (`f16`/`bf16` in `f32`, rounded once), denormals kept, `cmpf`'s
//!   predicates, the casts with directed rounding, `fma`, `fpowi`, classification.
//! - This file: which [`SOp`] an op computes ([`scalar_op`], [`extended_ops`], exhaustive
//!   over the `arith` and `math` ops), the inputs an op's evaluation reads off the IR
//!   ([`predicate_and_rounding`]), and [`evaluate`]: an [`OpKind`] applied to constant
//!   operands, one bit pattern per result, or [`Undefined`] where LangRef gives the result
//!   no value.
//!
//! The interpreter compiles each op to its [`SOp`] once and applies [`eval1`]/[`eval2`]/
//! [`eval3`] per element, turning an [`Undefined`] into a runtime error (a division by
//! zero). The folder (`transforms/fold.rs`) calls [`evaluate`] on constant operands and
//! folds only when it returns values; the unit test `fold_agrees_with_interpreter` in
//! `dialect/eval/tests.rs` checks the two bit for bit.
//!
//! [`evaluate`] is stricter than the interpreter where the interpreter must produce
//! *something* for a poison value: shifts by the bit width or more (the interpreter gives
//! 0 or the sign fill) and `fptosi`/`fptoui` of NaN or of a value out of the result's
//! range (the interpreter saturates) are [`Undefined::Poison`], which upstream does not
//! fold either. Overflow flags (`nsw`/`nuw`) are not read: upstream folds the wrapped
//! value, a refinement of the poison an overflow gives, and so does the interpreter.

pub mod encoding;
pub mod scalar;
#[cfg(test)]
mod tests;

pub use encoding::{
    attr_bits, bits_attr, encode_float, encode_int, get_float, put_float, scalar_type, sext, zext,
    Scalar,
};
pub use scalar::{
    bit_count, eval1, eval2, eval3, f32_denormals_flushed, with_f32_denormals_flushed, BitOp,
    CastOp, EResult, FClass, FOp, FUOp, IOp, SOp,
};

use crate::dialect::{ArithOp, DialectOp, MathOp, OpKind, VectorOp};
use crate::ir::{Context, OpData};

/// Why an evaluation has no value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Undefined {
    /// An integer division or remainder by zero (UB upstream).
    DivisionByZero,
    /// A signed division of the minimum value by -1 (UB upstream).
    DivisionOverflow,
    /// `math.ipowi` of 0 to a negative power (a division by zero).
    ZeroToNegativePower,
    /// A poison result (a shift by the width or more, an `fptosi`/`fptoui` of NaN or out
    /// of range): the interpreter computes a value, the folder does not fold.
    Poison,
    /// The op is not a scalar computation, its types do not allow one, or it was applied
    /// to the wrong number of operands.
    NotScalar,
    /// An internal error: an [`SOp`] applied to the wrong number of operands.
    Arity,
}

impl Undefined {
    /// The interpreter's runtime error message.
    pub fn message(self) -> &'static str {
        match self {
            Undefined::DivisionByZero => "integer division by zero",
            Undefined::DivisionOverflow => "signed integer division overflow",
            Undefined::ZeroToNegativePower => {
                "integer division by zero (math.ipowi of 0 to a negative power)"
            }
            Undefined::Poison => "poison value",
            Undefined::NotScalar => "not a scalar computation",
            Undefined::Arity => "internal: scalar operation applied to the wrong operand count",
        }
    }
}

impl std::fmt::Display for Undefined {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.message())
    }
}

/// An element-wise op computed one scalar at a time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Elementwise {
    /// An `arith` op.
    Arith(ArithOp),
    /// A `math` op.
    Math(MathOp),
    /// `vector.fma`.
    VectorFma,
}

/// The `predicate` (0..=15) and `roundingmode` (0..=4, 0 when absent) of an op, as every
/// evaluation reads them.
pub fn predicate_and_rounding(ctx: &Context, d: &OpData) -> (u8, u8) {
    let int = |name: &str| {
        let a = d.get_attr(ctx.lookup_ident(name)?)?;
        crate::affine::ops::int_of(ctx, a)
    };
    let pred = int("predicate").unwrap_or(0).clamp(0, 15) as u8;
    let round = int("roundingmode").unwrap_or(0).clamp(0, 4) as u8;
    (pred, round)
}

/// The scalar operation of an element-wise op (`arith`, `math`, `vector.fma`) and its
/// operand count; `None` where the element types do not allow it. Exhaustive over the
/// `arith` and `math` ops: a new one must say how it computes.
///
/// `tin` is the first operand's element type (the second's for `select`), `tout` the
/// result's; `extra`: the second operand's element type and the `roundingmode` (0 when
/// absent).
pub fn scalar_op(
    kind: Elementwise,
    tin: Scalar,
    tout: Scalar,
    pred: u8,
    extra: (Option<Scalar>, u8),
) -> Option<(SOp, usize)> {
    use ArithOp::*;
    use MathOp::*;
    let w = tout.int_width();
    let ib = |o| Some((SOp::I(o, w), 2));
    let fb = |o| Some((SOp::F(o, tout), 2));
    let fu = |o| Some((SOp::FU(o, tout), 1));
    let cast = |c| Some((SOp::Cast(c, tin, tout), 1));
    match kind {
        Elementwise::Arith(a) => match a {
            ArithAddI => ib(IOp::Add),
            ArithSubI => ib(IOp::Sub),
            ArithMulI => ib(IOp::Mul),
            ArithDivSI => ib(IOp::DivS),
            ArithDivUI => ib(IOp::DivU),
            ArithCeilDivSI => ib(IOp::CeilDivS),
            ArithCeilDivUI => ib(IOp::CeilDivU),
            ArithFloorDivSI => ib(IOp::FloorDivS),
            ArithRemSI => ib(IOp::RemS),
            ArithRemUI => ib(IOp::RemU),
            ArithMinSI => ib(IOp::MinS),
            ArithMinUI => ib(IOp::MinU),
            ArithMaxSI => ib(IOp::MaxS),
            ArithMaxUI => ib(IOp::MaxU),
            ArithAndI => ib(IOp::And),
            ArithOrI => ib(IOp::Or),
            ArithXOrI => ib(IOp::Xor),
            ArithShLI => ib(IOp::Shl),
            ArithShRSI => ib(IOp::ShrS),
            ArithShRUI => ib(IOp::ShrU),
            ArithAddF => fb(FOp::Add),
            ArithSubF => fb(FOp::Sub),
            ArithMulF => fb(FOp::Mul),
            ArithDivF => fb(FOp::Div),
            ArithRemF => fb(FOp::Rem),
            ArithMinimumF => fb(FOp::Minimum),
            ArithMaximumF => fb(FOp::Maximum),
            ArithMinNumF => fb(FOp::MinNum),
            ArithMaxNumF => fb(FOp::MaxNum),
            // IEEE 754-2019 minimumNumber / maximumNumber: the non-NaN operand, -0 < +0;
            // exactly what minnumf/maxnumf compute here (one of the answers LangRef allows
            // those).
            ArithMinimumNumF => fb(FOp::MinNum),
            ArithMaximumNumF => fb(FOp::MaxNum),
            ArithFlushDenormals => Some((SOp::FlushDenormals(tout), 1)),
            ArithNegF => fu(FUOp::Neg),
            ArithCmpI => Some((SOp::CmpI(pred, tin.int_width()), 2)),
            ArithCmpF => Some((SOp::CmpF(pred, tin), 2)),
            ArithSelect => Some((SOp::Select, 3)),
            ArithIndexCast => cast(CastOp::IndexCast),
            ArithIndexCastUI => cast(CastOp::IndexCastUI),
            ArithSIToFP => cast(CastOp::SIToFP),
            ArithUIToFP => cast(CastOp::UIToFP),
            ArithFPToSI => cast(CastOp::FPToSI),
            ArithFPToUI => cast(CastOp::FPToUI),
            ArithExtF => cast(CastOp::FloatToFloat),
            ArithTruncF | ArithConvertF => match extra.1 {
                0 => cast(CastOp::FloatToFloat),
                r => cast(CastOp::FloatToFloatRounded(r)),
            },
            ArithScalingExtF => Some((SOp::ScalingExtF(tin, extra.0?, tout), 2)),
            ArithScalingTruncF => Some((SOp::ScalingTruncF(tin, extra.0?, tout, extra.1), 2)),
            ArithExtSI => cast(CastOp::ExtSI),
            ArithExtUI => cast(CastOp::ExtUI),
            ArithTruncI => cast(CastOp::TruncI),
            ArithBitcast => {
                if tin.bit_width() != tout.bit_width() {
                    None
                } else {
                    cast(CastOp::Bitcast)
                }
            }
            // Not one scalar result: see `extended_ops`; constants are values already.
            ArithConstant | ArithAddUIExtended | ArithSubUIExtended | ArithMulUIExtended
            | ArithMulSIExtended => None,
        },
        Elementwise::Math(m) => match m {
            MathPowF => fb(FOp::Pow),
            MathAtan2 => fb(FOp::Atan2),
            MathCopySign => fb(FOp::CopySign),
            MathSqrt => fu(FUOp::Sqrt),
            MathRsqrt => fu(FUOp::Rsqrt),
            MathExp => fu(FUOp::Exp),
            MathExp2 => fu(FUOp::Exp2),
            MathLog => fu(FUOp::Log),
            MathLog2 => fu(FUOp::Log2),
            MathLog10 => fu(FUOp::Log10),
            MathLog1p => fu(FUOp::Log1p),
            MathTanh => fu(FUOp::Tanh),
            MathSin => fu(FUOp::Sin),
            MathCos => fu(FUOp::Cos),
            MathTan => fu(FUOp::Tan),
            MathAtan => fu(FUOp::Atan),
            MathErf => fu(FUOp::Erf),
            MathAbsF => fu(FUOp::Abs),
            MathCeil => fu(FUOp::Ceil),
            MathFloor => fu(FUOp::Floor),
            MathRound => fu(FUOp::Round),
            MathTrunc => fu(FUOp::Trunc),
            MathRoundEven => fu(FUOp::RoundEven),
            MathSinh => fu(FUOp::Sinh),
            MathCosh => fu(FUOp::Cosh),
            MathAsin => fu(FUOp::Asin),
            MathAcos => fu(FUOp::Acos),
            MathExpM1 => fu(FUOp::ExpM1),
            MathCbrt => fu(FUOp::Cbrt),
            MathAsinh => fu(FUOp::Asinh),
            MathAcosh => fu(FUOp::Acosh),
            MathAtanh => fu(FUOp::Atanh),
            MathErfc => fu(FUOp::Erfc),
            MathIPowI => ib(IOp::PowI),
            MathFPowI => Some((SOp::FPowI(tout), 2)),
            MathClampF => Some((SOp::ClampF(tout), 3)),
            // Two results: `math.sin` and `math.cos` of the operand (see `evaluate`).
            MathSinCos => None,
            MathIsNaN => Some((SOp::Class(FClass::Nan, tin), 1)),
            MathIsInf => Some((SOp::Class(FClass::Inf, tin), 1)),
            MathIsFinite => Some((SOp::Class(FClass::Finite, tin), 1)),
            MathIsNormal => Some((SOp::Class(FClass::Normal, tin), 1)),
            MathAbsI => Some((SOp::AbsI(w), 1)),
            MathCtPop => Some((SOp::Bits(BitOp::CtPop, w), 1)),
            MathCtlz => Some((SOp::Bits(BitOp::Ctlz, w), 1)),
            MathCttz => Some((SOp::Bits(BitOp::Cttz, w), 1)),
            MathFma => Some((SOp::Fma(tout), 3)),
        },
        Elementwise::VectorFma => Some((SOp::Fma(tout), 3)),
    }
}

/// The two scalar operations of `addui_extended` (the sum, and `sum <u a` as the carry),
/// `subui_extended` (the difference, and `a <u b` as the borrow), `mului_extended` and
/// `mulsi_extended` (the low and the high half of the product) at width `w`, and whether
/// the second reads the first's result in place of the first operand (`(sum, a)`) rather
/// than the operands `(a, b)`. `None` for the other ops.
pub fn extended_ops(kind: ArithOp, w: u8) -> Option<(SOp, SOp, bool)> {
    use ArithOp::*;
    match kind {
        ArithAddUIExtended => Some((SOp::I(IOp::Add, w), SOp::CmpI(6, w), true)),
        ArithSubUIExtended => Some((SOp::I(IOp::Sub, w), SOp::CmpI(6, w), false)),
        ArithMulUIExtended => Some((SOp::I(IOp::Mul, w), SOp::I(IOp::MulHiU, w), false)),
        ArithMulSIExtended => Some((SOp::I(IOp::Mul, w), SOp::I(IOp::MulHiS, w), false)),
        // One result each (`scalar_op`), or a constant.
        ArithConstant | ArithAddI | ArithSubI | ArithMulI | ArithDivSI | ArithDivUI
        | ArithCeilDivSI | ArithCeilDivUI | ArithFloorDivSI | ArithRemSI | ArithRemUI
        | ArithMinSI | ArithMinUI | ArithMaxSI | ArithMaxUI | ArithAndI | ArithOrI | ArithXOrI
        | ArithShLI | ArithShRSI | ArithShRUI | ArithAddF | ArithSubF | ArithMulF | ArithDivF
        | ArithRemF | ArithMinimumF | ArithMaximumF | ArithMinNumF | ArithMaxNumF | ArithNegF
        | ArithMaximumNumF | ArithMinimumNumF | ArithFlushDenormals | ArithCmpI | ArithCmpF
        | ArithSelect | ArithIndexCast | ArithIndexCastUI | ArithSIToFP | ArithUIToFP
        | ArithFPToSI | ArithFPToUI | ArithExtF | ArithTruncF | ArithScalingExtF
        | ArithScalingTruncF | ArithConvertF | ArithExtSI | ArithExtUI | ArithTruncI
        | ArithBitcast => None,
    }
}

/// The types an evaluation reads: the operands' and results' element types, in order.
#[derive(Debug, Clone, Copy)]
pub struct Signature<'a> {
    /// The operands' element types.
    pub operands: &'a [Scalar],
    /// The results' element types.
    pub results: &'a [Scalar],
    /// The `predicate` of `cmpi`/`cmpf` (upstream numbering).
    pub predicate: u8,
    /// The `roundingmode` (0 when absent).
    pub rounding: u8,
}

/// `kind` applied to the constant operands `args` (bit patterns in the types of
/// `sig.operands`): one bit pattern per result, as the interpreter computes it, or why
/// there is none ([`Undefined`]; poison included, see the module docs).
///
/// Computes with `f32` denormals kept: inside [`with_f32_denormals_flushed`] (a mode of
/// `validate`'s interpreter runs, not of compilation) it answers [`Undefined::NotScalar`].
pub fn evaluate(kind: OpKind, sig: &Signature<'_>, args: &[u64]) -> EResult<Vec<u64>> {
    if f32_denormals_flushed() || args.len() != sig.operands.len() {
        return Err(Undefined::NotScalar);
    }
    let elementwise = match kind.split() {
        DialectOp::Arith(ArithOp::ArithConstant) => return Err(Undefined::NotScalar),
        DialectOp::Arith(
            a @ (ArithOp::ArithAddUIExtended
            | ArithOp::ArithSubUIExtended
            | ArithOp::ArithMulUIExtended
            | ArithOp::ArithMulSIExtended),
        ) => {
            let (&t, [a0, a1]) = (sig.operands.first().ok_or(Undefined::NotScalar)?, args) else {
                return Err(Undefined::NotScalar);
            };
            let (first, second, reads_first) =
                extended_ops(a, t.int_width()).ok_or(Undefined::NotScalar)?;
            let r0 = eval2(first, *a0, *a1)?;
            let r1 = if reads_first {
                eval2(second, r0, *a0)?
            } else {
                eval2(second, *a0, *a1)?
            };
            return Ok(vec![r0, r1]);
        }
        DialectOp::Math(MathOp::MathSinCos) => {
            let (&t, [a]) = (sig.operands.first().ok_or(Undefined::NotScalar)?, args) else {
                return Err(Undefined::NotScalar);
            };
            return Ok(vec![
                eval1(SOp::FU(FUOp::Sin, t), *a)?,
                eval1(SOp::FU(FUOp::Cos, t), *a)?,
            ]);
        }
        DialectOp::Arith(a) => Elementwise::Arith(a),
        DialectOp::Math(m) => Elementwise::Math(m),
        DialectOp::Vector(VectorOp::VectorFma) => Elementwise::VectorFma,
        DialectOp::Vector(_)
        | DialectOp::Builtin(_)
        | DialectOp::Func(_)
        | DialectOp::MemRef(_)
        | DialectOp::Affine(_)
        | DialectOp::Scf(_)
        | DialectOp::Cf(_)
        | DialectOp::Bufferization(_)
        | DialectOp::Tensor(_)
        | DialectOp::Gpu(_)
        | DialectOp::Linalg(_) => return Err(Undefined::NotScalar),
    };
    let [tout] = *sig.results else {
        return Err(Undefined::NotScalar);
    };
    // The "input" type: the first operand's, or the second's for `select`.
    let in_at = usize::from(kind == OpKind::ArithSelect);
    let tin = *sig.operands.get(in_at).ok_or(Undefined::NotScalar)?;
    let t2 = sig.operands.get(1).copied();
    let (op, arity) = scalar_op(elementwise, tin, tout, sig.predicate, (t2, sig.rounding))
        .ok_or(Undefined::NotScalar)?;
    if args.len() != arity {
        return Err(Undefined::NotScalar);
    }
    poison(op, args)?;
    let r = match *args {
        [a] => eval1(op, a)?,
        [a, b] => eval2(op, a, b)?,
        [a, b, c] => eval3(op, a, b, c)?,
        _ => return Err(Undefined::Arity),
    };
    Ok(vec![r])
}

/// [`Undefined::Poison`] where LangRef makes `op` on `args` poison but the interpreter
/// computes a value: shifts by the width or more, float-to-integer conversions of NaN or
/// of values outside the result type.
fn poison(op: SOp, args: &[u64]) -> EResult<()> {
    match (op, args) {
        (SOp::I(IOp::Shl | IOp::ShrS | IOp::ShrU, w), [_, s]) if zext(*s as i64, w) >= w.into() => {
            Err(Undefined::Poison)
        }
        (SOp::Cast(c @ (CastOp::FPToSI | CastOp::FPToUI), from, to), [a]) => {
            let x = get_float(from, *a).trunc();
            let w = i32::from(to.int_width());
            let (lo, hi) = if c == CastOp::FPToSI {
                (-(2f64.powi(w - 1)), 2f64.powi(w - 1))
            } else {
                (0.0, 2f64.powi(w))
            };
            // `trunc(-0.5)` is `-0`, which is in range of the unsigned types too.
            if x.is_nan() || x < lo || x >= hi {
                Err(Undefined::Poison)
            } else {
                Ok(())
            }
        }
        _ => Ok(()),
    }
}
