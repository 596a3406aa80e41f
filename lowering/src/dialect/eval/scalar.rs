//! Semantics of the scalar `arith` and `math` operations on register values.
//!
//! [`SOp`] names one scalar operation with its type resolved at compile time; [`eval1`],
//! [`eval2`] and [`eval3`] apply it to canonical register values (see `encoding.rs`). The
//! same functions serve the interpreter's scalar instructions, its element-wise application
//! to vectors, and constant folding (through [`super::evaluate`]).
//!
//! Integer arithmetic wraps at the operand width. Division and remainder by zero, and signed
//! division overflow (`INT_MIN / -1`), have no value ([`Undefined`]: a runtime error in the
//! interpreter, no fold in the folder). Shifts by at least the bit width
//! (poison upstream) produce 0 (`shli`, `shrui`) or the sign fill (`shrsi`), and
//! float-to-int conversions saturate (NaN gives 0): the interpreter's choice of a value for
//! poison, which [`super::evaluate`] refuses to fold. `f32` is computed in `f32`, `f64` in `f64`, and `f16`/`bf16` in
//! `f32` with the result rounded back.

use std::cell::Cell;

use half::{bf16, f16};

use super::encoding::{get_float, put_float, sext, zext, Scalar};
use super::Undefined;

/// The result of an evaluation: the value, or why it has none.
pub type EResult<T> = Result<T, Undefined>;

thread_local! {
    static FLUSH_F32_DENORMALS: Cell<bool> = const { Cell::new(false) };
}

/// Runs `f` with `f32` denormals flushed to zero (sign kept) in the operands and results
/// of float arithmetic, comparisons and conversions on this thread, as a GPU without
/// `DenormPreserve` may compute (NVIDIA's Vulkan driver does). Moves, `negf`, `absf`,
/// `copysign`, `select`, loads and stores keep them. `validate` uses it to recognise
/// that a GPU path differs only by flushing denormals, a documented deviation; the
/// reference itself always keeps them, as LangRef's IEEE arithmetic does.
pub fn with_f32_denormals_flushed<R>(f: impl FnOnce() -> R) -> R {
    struct Reset(bool);
    impl Drop for Reset {
        fn drop(&mut self) {
            FLUSH_F32_DENORMALS.with(|c| c.set(self.0));
        }
    }
    let _reset = Reset(FLUSH_F32_DENORMALS.with(|c| c.replace(true)));
    f()
}

/// Whether [`with_f32_denormals_flushed`] is in effect on this thread.
pub fn f32_denormals_flushed() -> bool {
    FLUSH_F32_DENORMALS.with(Cell::get)
}

/// `a` (of type `t`) flushed to a zero of its sign when it is an `f32` denormal and
/// [`with_f32_denormals_flushed`] is in effect.
#[inline]
fn ftz(t: Scalar, a: u64) -> u64 {
    if t == Scalar::F32 && FLUSH_F32_DENORMALS.with(Cell::get) {
        let bits = a as u32;
        if bits & 0x7f80_0000 == 0 {
            return u64::from(bits & 0x8000_0000);
        }
    }
    a
}

/// Binary integer operations.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IOp {
    /// `addi`
    Add,
    /// `subi`
    Sub,
    /// `muli`
    Mul,
    /// `divsi`
    DivS,
    /// `divui`
    DivU,
    /// `ceildivsi`
    CeilDivS,
    /// `ceildivui`
    CeilDivU,
    /// `floordivsi`
    FloorDivS,
    /// `remsi`
    RemS,
    /// `remui`
    RemU,
    /// `minsi`
    MinS,
    /// `minui`
    MinU,
    /// `maxsi`
    MaxS,
    /// `maxui`
    MaxU,
    /// `andi`
    And,
    /// `ori`
    Or,
    /// `xori`
    Xor,
    /// `shli`
    Shl,
    /// `shrsi`
    ShrS,
    /// `shrui`
    ShrU,
    /// The high half of the unsigned product (`mului_extended`'s second result).
    MulHiU,
    /// The high half of the signed product (`mulsi_extended`'s second result).
    MulHiS,
    /// `math.ipowi`: `a^b` wrapping; for `b < 0`, `1/a^|b|` truncated (0 unless `|a| = 1`;
    /// `a = 0` faults, a division by zero).
    PowI,
}

/// Binary float operations.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FOp {
    /// `addf`
    Add,
    /// `subf`
    Sub,
    /// `mulf`
    Mul,
    /// `divf`
    Div,
    /// `remf`
    Rem,
    /// `minimumf` (NaN-propagating)
    Minimum,
    /// `maximumf` (NaN-propagating)
    Maximum,
    /// `minnumf` (NaN-ignoring)
    MinNum,
    /// `maxnumf` (NaN-ignoring)
    MaxNum,
    /// `math.powf`
    Pow,
    /// `math.atan2`
    Atan2,
    /// `math.copysign`
    CopySign,
}

/// Unary float operations.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FUOp {
    /// `negf`
    Neg,
    /// `sqrt`
    Sqrt,
    /// `rsqrt`
    Rsqrt,
    /// `exp`
    Exp,
    /// `exp2`
    Exp2,
    /// `log`
    Log,
    /// `log2`
    Log2,
    /// `log10`
    Log10,
    /// `log1p`
    Log1p,
    /// `tanh`
    Tanh,
    /// `sin`
    Sin,
    /// `cos`
    Cos,
    /// `tan`
    Tan,
    /// `atan`
    Atan,
    /// `erf`
    Erf,
    /// `absf`
    Abs,
    /// `ceil`
    Ceil,
    /// `floor`
    Floor,
    /// `round` (half away from zero)
    Round,
    /// `trunc` (toward zero)
    Trunc,
    /// `roundeven` (half to even)
    RoundEven,
    /// `sinh`
    Sinh,
    /// `cosh`
    Cosh,
    /// `asin`
    Asin,
    /// `acos`
    Acos,
    /// `expm1` (`exp(x) - 1`, accurate near 0)
    ExpM1,
    /// `cbrt`
    Cbrt,
    /// `asinh`
    Asinh,
    /// `acosh`
    Acosh,
    /// `atanh`
    Atanh,
    /// `erfc` (`1 - erf(x)`, accurate where it is small)
    Erfc,
}

/// Float classification (`math.isnan`, `isinf`, `isfinite`, `isnormal`): a float operand,
/// an `i1` result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FClass {
    /// `isnan`
    Nan,
    /// `isinf` (either sign)
    Inf,
    /// `isfinite` (neither NaN nor infinite; zeros and denormals included)
    Finite,
    /// `isnormal` (finite, nonzero and not denormal, in the operand's own type)
    Normal,
}

/// Conversions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CastOp {
    /// `index_cast` (sign-extending)
    IndexCast,
    /// `index_castui` (zero-extending)
    IndexCastUI,
    /// `sitofp`
    SIToFP,
    /// `uitofp`
    UIToFP,
    /// `fptosi`
    FPToSI,
    /// `fptoui`
    FPToUI,
    /// `extf` / `truncf`
    FloatToFloat,
    /// `truncf` / `convertf` with a directed `roundingmode` (1 downward, 2 upward,
    /// 3 toward zero, 4 to nearest, ties away).
    FloatToFloatRounded(u8),
    /// `extsi`
    ExtSI,
    /// `extui`
    ExtUI,
    /// `trunci`
    TruncI,
    /// `bitcast`
    Bitcast,
}

/// The bit-counting ops of `math`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BitOp {
    /// `math.ctpop`: the number of set bits.
    CtPop,
    /// `math.ctlz`: leading zero bits (the width for 0).
    Ctlz,
    /// `math.cttz`: trailing zero bits (the width for 0).
    Cttz,
}

/// `o` on the low `w` bits of `a` (`w` in 1..=64): the interpreter's evaluation, which the
/// SPIR-V back end's constant folding shares.
pub fn bit_count(o: BitOp, w: u8, a: u64) -> i64 {
    let w = u32::from(w.clamp(1, 64));
    let v = if w == 64 { a } else { a & ((1u64 << w) - 1) };
    let n = match o {
        BitOp::CtPop => v.count_ones(),
        BitOp::Ctlz => v.leading_zeros() - (64 - w),
        BitOp::Cttz => {
            if v == 0 {
                w
            } else {
                v.trailing_zeros()
            }
        }
    };
    i64::from(n)
}

/// A scalar operation with its types resolved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SOp {
    /// Integer binary op at a width (64 for index).
    I(IOp, u8),
    /// Float binary op.
    F(FOp, Scalar),
    /// Float unary op.
    FU(FUOp, Scalar),
    /// `math.absi`
    AbsI(u8),
    /// `math.ctpop`, `ctlz`, `cttz` at a width (64 for index).
    Bits(BitOp, u8),
    /// A float classification of an operand of the given type.
    Class(FClass, Scalar),
    /// `arith.flush_denormals`: a denormal becomes the zero of its sign (on the bits).
    FlushDenormals(Scalar),
    /// `cmpi` with predicate (upstream numbering) at a width.
    CmpI(u8, u8),
    /// `cmpf` with predicate (upstream numbering).
    CmpF(u8, Scalar),
    /// A conversion from one scalar type to another.
    Cast(CastOp, Scalar, Scalar),
    /// `math.fpowi`: a float base of the type, an integer exponent (sign-extended).
    FPowI(Scalar),
    /// `math.clampf` (value, min, max): `maximumf(minimumf(value, max), min)`.
    ClampF(Scalar),
    /// `math.fma`
    Fma(Scalar),
    /// `select` (condition, true value, false value)
    Select,
    /// `arith.scaling_extf` (input, scale types; result type).
    ScalingExtF(Scalar, Scalar, Scalar),
    /// `arith.scaling_truncf` (input, scale types; result type; rounding mode).
    ScalingTruncF(Scalar, Scalar, Scalar, u8),
}

const TRUE: u64 = u64::MAX;

#[inline]
fn b(v: bool) -> u64 {
    if v {
        TRUE
    } else {
        0
    }
}

/// Applies a unary operation.
pub fn eval1(op: SOp, a: u64) -> EResult<u64> {
    Ok(match op {
        SOp::FU(u @ (FUOp::Neg | FUOp::Abs), t) => funary(u, t, a),
        SOp::FU(u, t) => ftz(t, funary(u, t, ftz(t, a))),
        SOp::AbsI(w) => sext((a as i64).wrapping_abs(), w) as u64,
        SOp::FlushDenormals(t) => flush_denormal(t, a),
        SOp::Bits(o, w) => sext(bit_count(o, w, a), w) as u64,
        // A test of the bits, not flushed: a flushed denormal is neither NaN, infinite nor
        // normal either, so every answer is the same with or without flushing.
        SOp::Class(c, t) => b(classify(c, t, a)),
        SOp::Cast(c, from, to) => ftz(to, cast(c, from, to, ftz(from, a))),
        _ => return Err(Undefined::Arity),
    })
}

/// Applies a binary operation.
#[inline]
pub fn eval2(op: SOp, a: u64, b2: u64) -> EResult<u64> {
    match op {
        SOp::I(o, w) => ibin(o, w, a as i64, b2 as i64).map(|v| v as u64),
        SOp::F(o @ FOp::CopySign, t) => Ok(fbin(o, t, a, b2)),
        SOp::F(o, t) => Ok(ftz(t, fbin(o, t, ftz(t, a), ftz(t, b2)))),
        SOp::FPowI(t) => Ok(ftz(t, fpowi(t, ftz(t, a), b2 as i64))),
        SOp::CmpI(p, w) => Ok(b(cmpi(p, w, a as i64, b2 as i64))),
        SOp::CmpF(p, t) => Ok(b(cmpf(
            p,
            get_float(t, ftz(t, a)),
            get_float(t, ftz(t, b2)),
        ))),
        // `extf(in) * extf(scale)`: the scale is a power of two, so the product of the
        // exact `f64` values rounds once, as `mulf` in the result type does.
        SOp::ScalingExtF(tin, ts, tout) => {
            Ok(put_float(tout, get_float(tin, a) * scale_value(ts, b2)))
        }
        // `truncf(in / extf(scale to the input type))`, the quotient rounded to the input
        // type first (upstream's expansion divides in it).
        SOp::ScalingTruncF(tin, ts, tout, r) => {
            let s = get_float(tin, put_float(tin, scale_value(ts, b2)));
            let q = put_float(tin, get_float(tin, a) / s);
            Ok(if r == 0 {
                cast(CastOp::FloatToFloat, tin, tout, q)
            } else {
                cast(CastOp::FloatToFloatRounded(r), tin, tout, q)
            })
        }
        _ => Err(Undefined::Arity),
    }
}

/// Applies a ternary operation.
pub fn eval3(op: SOp, a: u64, b2: u64, c: u64) -> EResult<u64> {
    match op {
        SOp::Fma(t) => Ok(ftz(t, fma(t, ftz(t, a), ftz(t, b2), ftz(t, c)))),
        SOp::Select => Ok(if a != 0 { b2 } else { c }),
        SOp::ClampF(t) => {
            let m = fbin(FOp::Minimum, t, ftz(t, a), ftz(t, c));
            Ok(ftz(t, fbin(FOp::Maximum, t, m, ftz(t, b2))))
        }
        _ => Err(Undefined::Arity),
    }
}

/// Integer binary operations on canonical values of width `w`.
#[inline]
pub fn ibin(op: IOp, w: u8, a: i64, bv: i64) -> EResult<i64> {
    let (ua, ub) = (zext(a, w), zext(bv, w));
    let r = match op {
        IOp::Add => a.wrapping_add(bv),
        IOp::Sub => a.wrapping_sub(bv),
        IOp::Mul => a.wrapping_mul(bv),
        IOp::DivS | IOp::CeilDivS | IOp::FloorDivS | IOp::RemS => {
            if bv == 0 {
                return Err(Undefined::DivisionByZero);
            }
            // (`w` 0: an operand of no integer type, in unverified input.)
            let min = if w >= 64 || w == 0 {
                i64::MIN
            } else {
                -(1i64 << (w - 1))
            };
            if op == IOp::RemS {
                a.wrapping_rem(bv)
            } else {
                if a == min && bv == -1 {
                    return Err(Undefined::DivisionOverflow);
                }
                let q = a / bv;
                let r = a % bv;
                match op {
                    IOp::CeilDivS if r != 0 && ((r < 0) == (bv < 0)) => q + 1,
                    IOp::FloorDivS if r != 0 && ((r < 0) != (bv < 0)) => q - 1,
                    _ => q,
                }
            }
        }
        IOp::DivU | IOp::CeilDivU | IOp::RemU => {
            if ub == 0 {
                return Err(Undefined::DivisionByZero);
            }
            match op {
                IOp::DivU => (ua / ub) as i64,
                IOp::CeilDivU => (ua / ub + u64::from(ua % ub != 0)) as i64,
                _ => (ua % ub) as i64,
            }
        }
        IOp::MinS => a.min(bv),
        IOp::MaxS => a.max(bv),
        IOp::MinU => ua.min(ub) as i64,
        IOp::MaxU => ua.max(ub) as i64,
        IOp::And => a & bv,
        IOp::Or => a | bv,
        IOp::Xor => a ^ bv,
        IOp::Shl => {
            if ub >= w as u64 {
                0
            } else {
                a.wrapping_shl(ub as u32)
            }
        }
        IOp::ShrS => {
            if ub >= w as u64 {
                a >> 63
            } else {
                a >> ub
            }
        }
        IOp::ShrU => {
            if ub >= w as u64 {
                0
            } else {
                (ua >> ub) as i64
            }
        }
        IOp::MulHiU => ((u128::from(ua) * u128::from(ub)) >> w) as i64,
        IOp::MulHiS => ((i128::from(a) * i128::from(bv)) >> w) as i64,
        IOp::PowI => {
            if bv < 0 {
                match a {
                    0 => return Err(Undefined::ZeroToNegativePower),
                    1 => 1,
                    -1 => {
                        if bv & 1 != 0 {
                            -1
                        } else {
                            1
                        }
                    }
                    _ => 0,
                }
            } else {
                let (mut r, mut x, mut e) = (1i64, a, bv as u64);
                while e != 0 {
                    if e & 1 != 0 {
                        r = r.wrapping_mul(x);
                    }
                    x = x.wrapping_mul(x);
                    e >>= 1;
                }
                r
            }
        }
    };
    Ok(sext(r, w))
}

/// `cmpi` with upstream's predicate numbering.
#[inline]
pub fn cmpi(p: u8, w: u8, a: i64, bv: i64) -> bool {
    let (ua, ub) = (zext(a, w), zext(bv, w));
    match p {
        0 => a == bv,
        1 => a != bv,
        2 => a < bv,
        3 => a <= bv,
        4 => a > bv,
        5 => a >= bv,
        6 => ua < ub,
        7 => ua <= ub,
        8 => ua > ub,
        _ => ua >= ub,
    }
}

/// `cmpf` with upstream's predicate numbering.
pub fn cmpf(p: u8, a: f64, bv: f64) -> bool {
    let uno = a.is_nan() || bv.is_nan();
    match p {
        0 => false,
        1 => !uno && a == bv,
        2 => !uno && a > bv,
        3 => !uno && a >= bv,
        4 => !uno && a < bv,
        5 => !uno && a <= bv,
        6 => !uno && a != bv,
        7 => !uno,
        8 => uno || a == bv,
        9 => uno || a > bv,
        10 => uno || a >= bv,
        11 => uno || a < bv,
        12 => uno || a <= bv,
        13 => uno || a != bv,
        14 => uno,
        _ => true,
    }
}

macro_rules! float_bin {
    ($op:expr, $x:expr, $y:expr, $t:ty) => {{
        let (x, y): ($t, $t) = ($x, $y);
        match $op {
            FOp::Add => x + y,
            FOp::Sub => x - y,
            FOp::Mul => x * y,
            FOp::Div => x / y,
            FOp::Rem => x % y,
            FOp::Minimum => {
                if x.is_nan() || y.is_nan() {
                    <$t>::NAN
                } else if x == 0.0 && y == 0.0 {
                    if x.is_sign_negative() {
                        x
                    } else {
                        y
                    }
                } else {
                    x.min(y)
                }
            }
            FOp::Maximum => {
                if x.is_nan() || y.is_nan() {
                    <$t>::NAN
                } else if x == 0.0 && y == 0.0 {
                    if x.is_sign_positive() {
                        x
                    } else {
                        y
                    }
                } else {
                    x.max(y)
                }
            }
            // The non-NaN operand; the zeros ordered `-0 < +0` (LangRef allows either
            // zero; the GPU paths order them so).
            FOp::MinNum | FOp::MaxNum if x.is_nan() => y,
            FOp::MinNum | FOp::MaxNum if y.is_nan() => x,
            FOp::MinNum if x == 0.0 && y == 0.0 => {
                if x.is_sign_negative() {
                    x
                } else {
                    y
                }
            }
            FOp::MaxNum if x == 0.0 && y == 0.0 => {
                if x.is_sign_positive() {
                    x
                } else {
                    y
                }
            }
            FOp::MinNum => x.min(y),
            FOp::MaxNum => x.max(y),
            FOp::Pow => x.powf(y),
            FOp::Atan2 => x.atan2(y),
            FOp::CopySign => x.copysign(y),
        }
    }};
}

/// `x^n` by binary powering in the type (in `f32` for `f16`/`bf16`, rounded once), and
/// `1/x^|n|` for `n < 0`: compiler-rt's `__powisf2`/`__powidf2`, which LLVM's `llvm.powi`
/// (upstream's lowering of `math.fpowi`) calls, and what the GPU paths compute, product for
/// product (so every path gives the same bits).
pub fn fpowi(t: Scalar, a: u64, n: i64) -> u64 {
    macro_rules! powi {
        ($x:expr, $t:ty) => {{
            let (mut r, mut x, mut e): ($t, $t, u64) = (1.0, $x, n.unsigned_abs());
            loop {
                if e & 1 != 0 {
                    r *= x;
                }
                e >>= 1;
                if e == 0 {
                    break;
                }
                x *= x;
            }
            if n < 0 {
                1.0 / r
            } else {
                r
            }
        }};
    }
    match t {
        Scalar::F32 => u64::from(powi!(f32::from_bits(a as u32), f32).to_bits()),
        Scalar::F64 => powi!(f64::from_bits(a), f64).to_bits(),
        _ => put_float(t, f64::from(powi!(get_float(t, a) as f32, f32))),
    }
}

/// Float binary operations.
#[inline]
pub fn fbin(op: FOp, t: Scalar, a: u64, bv: u64) -> u64 {
    match t {
        Scalar::F32 => float_bin!(op, f32::from_bits(a as u32), f32::from_bits(bv as u32), f32)
            .to_bits() as u64,
        Scalar::F64 => float_bin!(op, f64::from_bits(a), f64::from_bits(bv), f64).to_bits(),
        _ => {
            let r = float_bin!(op, get_float(t, a) as f32, get_float(t, bv) as f32, f32);
            put_float(t, r as f64)
        }
    }
}

macro_rules! float_un {
    ($op:expr, $x:expr, $t:ty) => {{
        let x: $t = $x;
        match $op {
            FUOp::Neg => -x,
            FUOp::Sqrt => x.sqrt(),
            FUOp::Rsqrt => 1.0 / x.sqrt(),
            FUOp::Exp => x.exp(),
            FUOp::Exp2 => x.exp2(),
            FUOp::Log => x.ln(),
            FUOp::Log2 => x.log2(),
            FUOp::Log10 => x.log10(),
            FUOp::Log1p => x.ln_1p(),
            FUOp::Tanh => x.tanh(),
            FUOp::Sin => x.sin(),
            FUOp::Cos => x.cos(),
            FUOp::Tan => x.tan(),
            FUOp::Atan => x.atan(),
            FUOp::Erf => erf(x as f64) as $t,
            FUOp::Abs => x.abs(),
            FUOp::Ceil => x.ceil(),
            FUOp::Floor => x.floor(),
            FUOp::Round => x.round(),
            FUOp::Trunc => x.trunc(),
            FUOp::RoundEven => x.round_ties_even(),
            // In f64 by the `libm` crate (ports of musl/FreeBSD, under 1 ulp), rounded once
            // to the type: `f32::acosh` of std loses most digits near 1 (`ln` of `1 + δ`).
            FUOp::Sinh => libm::sinh(x as f64) as $t,
            FUOp::Cosh => libm::cosh(x as f64) as $t,
            FUOp::Asin => libm::asin(x as f64) as $t,
            FUOp::Acos => libm::acos(x as f64) as $t,
            FUOp::ExpM1 => libm::expm1(x as f64) as $t,
            FUOp::Cbrt => libm::cbrt(x as f64) as $t,
            FUOp::Asinh => libm::asinh(x as f64) as $t,
            FUOp::Acosh => libm::acosh(x as f64) as $t,
            FUOp::Atanh => libm::atanh(x as f64) as $t,
            FUOp::Erfc => libm::erfc(x as f64) as $t,
        }
    }};
}

/// `a` (a float of type `t`) with a denormal replaced by the zero of its sign.
pub fn flush_denormal(t: Scalar, a: u64) -> u64 {
    let (exp, sign) = match t {
        Scalar::F16 => (0x7c00u64, 0x8000u64),
        Scalar::BF16 => (0x7f80, 0x8000),
        Scalar::F32 => (0x7f80_0000, 0x8000_0000),
        Scalar::F64 => (0x7ff0_0000_0000_0000, 0x8000_0000_0000_0000),
        Scalar::Small(k) => match crate::ir::minifloat::format(k) {
            Some(f) if f.nonfinite != crate::ir::minifloat::NonFinite::ExponentOnly => {
                (((1u64 << f.exp) - 1) << f.man, 1u64 << (f.width - 1))
            }
            _ => return a,
        },
        Scalar::Int(_) | Scalar::Index => return a,
    };
    if a & exp == 0 {
        a & sign
    } else {
        a
    }
}

/// Float unary operations.
pub fn funary(op: FUOp, t: Scalar, a: u64) -> u64 {
    match t {
        Scalar::F32 => float_un!(op, f32::from_bits(a as u32), f32).to_bits() as u64,
        Scalar::F64 => float_un!(op, f64::from_bits(a), f64).to_bits(),
        _ => put_float(t, float_un!(op, get_float(t, a) as f32, f32) as f64),
    }
}

/// Whether float `a` of type `t` is in class `c`; `isnormal` uses the range of `t` itself
/// (an `f16` denormal is not normal, though its `f64` value would be).
pub fn classify(c: FClass, t: Scalar, a: u64) -> bool {
    let (nan, inf, normal) = match t {
        Scalar::F16 => {
            let x = f16::from_bits(a as u16);
            (x.is_nan(), x.is_infinite(), x.is_normal())
        }
        Scalar::BF16 => {
            let x = bf16::from_bits(a as u16);
            (x.is_nan(), x.is_infinite(), x.is_normal())
        }
        Scalar::F32 => {
            let x = f32::from_bits(a as u32);
            (x.is_nan(), x.is_infinite(), x.is_normal())
        }
        Scalar::F64 | Scalar::Int(_) | Scalar::Index => {
            let x = f64::from_bits(a);
            (x.is_nan(), x.is_infinite(), x.is_normal())
        }
        // Normal: a non-zero exponent field (every value of `f8E8M0FNU` but its NaN).
        Scalar::Small(k) => {
            let x = get_float(t, a);
            let normal = crate::ir::minifloat::format(k).is_some_and(|f| {
                f.nonfinite == crate::ir::minifloat::NonFinite::ExponentOnly
                    || (a >> f.man) & ((1 << f.exp) - 1) != 0
            });
            (x.is_nan(), x.is_infinite(), normal && x.is_finite())
        }
    };
    match c {
        FClass::Nan => nan,
        FClass::Inf => inf,
        FClass::Finite => !nan && !inf,
        FClass::Normal => normal,
    }
}

/// `fma`
pub fn fma(t: Scalar, a: u64, bv: u64, c: u64) -> u64 {
    match t {
        Scalar::F32 => f32::from_bits(a as u32)
            .mul_add(f32::from_bits(bv as u32), f32::from_bits(c as u32))
            .to_bits() as u64,
        Scalar::F64 => f64::from_bits(a)
            .mul_add(f64::from_bits(bv), f64::from_bits(c))
            .to_bits(),
        _ => {
            let r =
                (get_float(t, a) as f32).mul_add(get_float(t, bv) as f32, get_float(t, c) as f32);
            put_float(t, r as f64)
        }
    }
}

fn int_range(w: u8, signed: bool) -> (f64, f64) {
    let w = w.max(1);
    if signed {
        if w >= 64 {
            (i64::MIN as f64, i64::MAX as f64)
        } else {
            (-((1i64 << (w - 1)) as f64), ((1i64 << (w - 1)) - 1) as f64)
        }
    } else if w >= 64 {
        (0.0, u64::MAX as f64)
    } else {
        (0.0, ((1u64 << w) - 1) as f64)
    }
}

/// `±mag` as an `f64` rounded to odd (the bits beyond 53 OR-ed into the last kept one),
/// from which rounding to nearest in a format of at most 51 bits is the correctly rounded
/// conversion of the integer.
fn odd_f64(neg: bool, mag: u64) -> f64 {
    let len = 64 - mag.leading_zeros();
    let r = if len > 53 {
        let sh = len - 53;
        let sticky = u64::from(mag & ((1u64 << sh) - 1) != 0);
        ((mag >> sh) | sticky) as f64 * 2f64.powi(sh as i32)
    } else {
        mag as f64
    };
    if neg {
        -r
    } else {
        r
    }
}

/// Conversions between scalar types.
pub fn cast(c: CastOp, from: Scalar, to: Scalar, a: u64) -> u64 {
    let (fw, tw) = (from.int_width(), to.int_width());
    let v = a as i64;
    match c {
        CastOp::IndexCast | CastOp::ExtSI | CastOp::TruncI => sext(v, tw) as u64,
        CastOp::IndexCastUI | CastOp::ExtUI => {
            if tw > fw {
                zext(v, fw)
            } else {
                sext(v, tw) as u64
            }
        }
        // Rounded once, to nearest even: `as` is correctly rounded to f32/f64; the
        // narrower formats round from `v` rounded to odd in f64 (53 bits, at least two
        // more than theirs), not from an f32 rounding (twice: wrong for bf16 above 2^24).
        CastOp::SIToFP | CastOp::UIToFP => {
            let (neg, mag) = if c == CastOp::SIToFP {
                (v < 0, v.unsigned_abs())
            } else {
                (false, zext(v, fw))
            };
            match to {
                Scalar::F32 => {
                    let r = mag as f32;
                    u64::from((if neg { -r } else { r }).to_bits())
                }
                Scalar::F64 => {
                    let r = mag as f64;
                    (if neg { -r } else { r }).to_bits()
                }
                _ => put_float(to, odd_f64(neg, mag)),
            }
        }
        CastOp::FPToSI | CastOp::FPToUI => {
            let x = get_float(from, a).trunc();
            let signed = c == CastOp::FPToSI;
            let (lo, hi) = int_range(tw, signed);
            let r = if x.is_nan() {
                0
            } else if x <= lo {
                if signed {
                    lo as i64
                } else {
                    0
                }
            } else if x >= hi {
                if signed {
                    if tw >= 64 {
                        i64::MAX
                    } else {
                        (1i64 << (tw.max(1) - 1)) - 1
                    }
                } else if tw >= 64 {
                    -1
                } else {
                    ((1u64 << tw) - 1) as i64
                }
            } else if signed {
                x as i64
            } else {
                x as u64 as i64
            };
            sext(r, tw) as u64
        }
        CastOp::FloatToFloat => match (from, to) {
            (Scalar::F64, Scalar::F32) => (f64::from_bits(a) as f32).to_bits() as u64,
            _ => put_float(to, get_float(from, a)),
        },
        CastOp::FloatToFloatRounded(mode) => round_directed(to, get_float(from, a), mode),
        CastOp::Bitcast => {
            if to.is_float() {
                zext(v, from.bit_width().min(64) as u8)
            } else {
                sext(v, tw) as u64
            }
        }
    }
}

/// The value of a scale operand of the scaling casts: an `f8E8M0FNU` exponent, or a wider
/// float rounded to one first (upstream's expansion truncates such a scale to
/// `f8E8M0FNU`).
fn scale_value(ts: Scalar, bits: u64) -> f64 {
    let e8m0 = Scalar::Small(crate::ir::FloatKind::F8E8M0FNU);
    if ts.bit_width() >= 16 {
        get_float(e8m0, put_float(e8m0, get_float(ts, bits)))
    } else {
        get_float(ts, bits)
    }
}

/// The neighbour of the float `bits` of type `t` one step up (`up`) or down: sign-magnitude
/// steps (`f8E8M0FNU` is unsigned); a step past the largest pattern stays put, and a
/// format without `-0` (FNUZ) steps from its smallest negative value to `+0`.
fn float_next(t: Scalar, bits: u64, up: bool) -> u64 {
    let w = t.bit_width();
    let unsigned = t == Scalar::Small(crate::ir::FloatKind::F8E8M0FNU);
    let sign = if unsigned { 0 } else { 1u64 << (w - 1) };
    let limit = if unsigned { (1u64 << w) - 1 } else { sign - 1 };
    let x = get_float(t, bits);
    let mag = bits & limit;
    let neg = bits & sign != 0;
    let away = if x == 0.0 {
        // From a zero: the smallest value of the direction's sign.
        return if up || unsigned { 1 } else { sign | 1 };
    } else {
        (x > 0.0) == up
    };
    if away {
        if mag >= limit {
            return bits;
        }
        (bits & sign) | (mag + 1)
    } else {
        let m = mag - 1;
        if m == 0 && neg && get_float(t, sign).is_nan() {
            0
        } else {
            (bits & sign) | m
        }
    }
}

/// `v` rounded to float type `t` in `roundingmode` `mode` (1 downward, 2 upward, 3 toward
/// zero, 4 to nearest with ties away from zero): the neighbours around `v` from the
/// nearest-even result, then the one the mode picks.
pub fn round_directed(t: Scalar, v: f64, mode: u8) -> u64 {
    let r = put_float(t, v);
    let rv = get_float(t, r);
    if v.is_nan() || rv == v {
        return r;
    }
    if rv.is_nan() {
        if t == Scalar::Small(crate::ir::FloatKind::F8E8M0FNU) {
            return r;
        }
        // Overflow to NaN (formats without infinities): the directed modes that round
        // toward zero give the largest finite value instead.
        // The largest finite value of `v`'s sign: the NaN pattern below the all-ones
        // (`f8E4M3FN`), or the all-ones magnitude (the FNUZ formats, whose NaN is `-0`).
        let w = t.bit_width();
        let sign = if v < 0.0 { 1u64 << (w - 1) } else { 0 };
        let ones = (1u64 << (w - 1)) - 1;
        let m = if get_float(t, sign | ones).is_nan() {
            sign | (ones - 1)
        } else {
            sign | ones
        };
        if get_float(t, m).is_nan() {
            return r;
        }
        let toward_zero = match mode {
            1 => v > 0.0,
            2 => v < 0.0,
            3 => true,
            _ => false,
        };
        return if toward_zero { m } else { r };
    }
    let (lo, hi) = if rv < v {
        (r, float_next(t, r, true))
    } else {
        (float_next(t, r, false), r)
    };
    let (fl, fh) = (get_float(t, lo), get_float(t, hi));
    match mode {
        1 => lo,
        2 => hi,
        3 => {
            if v > 0.0 {
                lo
            } else {
                hi
            }
        }
        _ => {
            let (dl, dh) = (v - fl, fh - v);
            if dl < dh || (dl == dh && fl.abs() > fh.abs()) {
                lo
            } else {
                hi
            }
        }
    }
}

/// The error function, accurate to a few ulps in `f64`.
pub fn erf(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    let ax = x.abs();
    let r = if ax < 2.5 {
        // erf(x) = 2/sqrt(pi) * exp(-x^2) * sum_{n>=0} 2^n x^(2n+1) / (1*3*...*(2n+1)):
        // every term is positive, so there is no cancellation.
        let x2 = ax * ax;
        let mut term = ax;
        let mut sum = ax;
        let mut n = 0.0;
        while term > sum * 1e-17 {
            n += 1.0;
            term *= 2.0 * x2 / (2.0 * n + 1.0);
            sum += term;
        }
        std::f64::consts::FRAC_2_SQRT_PI * (-x2).exp() * sum
    } else if ax < 6.0 {
        // erfc(x) = exp(-x^2)/sqrt(pi) * 1/(x + (1/2)/(x + 1/(x + (3/2)/(x + 2/(x + ...))))),
        // evaluated bottom-up.
        let mut f = ax;
        for k in (1..60).rev() {
            f = ax + (k as f64 / 2.0) / f;
        }
        let erfc = (-ax * ax).exp() / std::f64::consts::PI.sqrt() / f;
        1.0 - erfc
    } else {
        1.0
    };
    // Odd: `erf(-0) = -0` (the sign bit, not `x < 0`).
    if x.is_sign_negative() {
        -r
    } else {
        r
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn directed_rounding() {
        use crate::ir::FloatKind;
        let f16v = |bits: u64| get_float(Scalar::F16, bits);
        // 1.1 lies between the f16 values 1.099609375 and 1.1005859375.
        assert_eq!(f16v(round_directed(Scalar::F16, 1.1, 1)), 1.099609375);
        assert_eq!(f16v(round_directed(Scalar::F16, 1.1, 2)), 1.1005859375);
        assert_eq!(f16v(round_directed(Scalar::F16, -1.1, 1)), -1.1005859375);
        assert_eq!(f16v(round_directed(Scalar::F16, -1.1, 3)), -1.099609375);
        // Exact values stay; overflow is infinite upward, the largest value toward zero.
        assert_eq!(f16v(round_directed(Scalar::F16, 2.0, 1)), 2.0);
        assert_eq!(f16v(round_directed(Scalar::F16, 1e6, 2)), f64::INFINITY);
        assert_eq!(f16v(round_directed(Scalar::F16, 1e6, 3)), 65504.0);
        // Below the smallest subnormal: downward gives +0, upward the subnormal.
        let tiny = 2f64.powi(-26);
        assert_eq!(f16v(round_directed(Scalar::F16, tiny, 1)), 0.0);
        assert_eq!(f16v(round_directed(Scalar::F16, tiny, 2)), 2f64.powi(-24));
        assert_eq!(f16v(round_directed(Scalar::F16, -tiny, 2)), 0.0);
        let e4m3fn = Scalar::Small(FloatKind::F8E4M3FN);
        assert_eq!(get_float(e4m3fn, round_directed(e4m3fn, 1000.0, 3)), 448.0);
        assert_eq!(
            get_float(e4m3fn, round_directed(e4m3fn, -1000.0, 2)),
            -448.0
        );
        assert!(get_float(e4m3fn, round_directed(e4m3fn, 1000.0, 2)).is_nan());
        assert_eq!(get_float(e4m3fn, round_directed(e4m3fn, 1.0625, 4)), 1.125);
        // FNUZ: no -0, the step from the smallest negative value toward zero is +0.
        let fnuz = Scalar::Small(FloatKind::F8E4M3FNUZ);
        let small = 2f64.powi(-10);
        assert_eq!(get_float(fnuz, round_directed(fnuz, -small * 0.5, 2)), 0.0);
        assert_eq!(round_directed(fnuz, -small * 0.5, 2), 0);
    }

    #[test]
    fn bit_counts_at_every_width() {
        let bits = |o, w, v: i64| eval1(SOp::Bits(o, w), v as u64).map(|r| r as i64);
        // Values are kept sign-extended: -1 as an i8 is 0xFF.., counted on 8 bits.
        assert_eq!(bits(BitOp::CtPop, 8, -1), Ok(8));
        assert_eq!(bits(BitOp::Ctlz, 8, 1), Ok(7));
        assert_eq!(bits(BitOp::Cttz, 8, 0), Ok(8));
        assert_eq!(bits(BitOp::Ctlz, 64, 1), Ok(63));
        assert_eq!(bits(BitOp::Cttz, 64, i64::MIN), Ok(63));
        assert_eq!(bits(BitOp::CtPop, 32, i64::from(i32::MIN)), Ok(1));
        // i1: true is all ones; ctpop(true) = 1, which as an i1 is true again.
        assert_eq!(bits(BitOp::CtPop, 1, -1), Ok(-1));
        assert_eq!(bits(BitOp::Ctlz, 1, 0), Ok(-1));
        assert_eq!(bits(BitOp::Cttz, 1, -1), Ok(0));
        assert_eq!(bits(BitOp::Ctlz, 16, 0), Ok(16));
    }

    #[test]
    fn clampf_is_maximum_of_minimum() {
        let (inf, nan) = (f32::INFINITY, f32::NAN);
        let c = |x: f32, lo: f32, hi: f32| {
            let r = eval3(
                SOp::ClampF(Scalar::F32),
                u64::from(x.to_bits()),
                u64::from(lo.to_bits()),
                u64::from(hi.to_bits()),
            );
            f32::from_bits(r.map_or(0, |b| b as u32))
        };
        let same = |a: f32, b: f32| a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan());
        for (x, lo, hi, want) in [
            (0.5, 0.0, 1.0, 0.5),
            (-3.0, 0.0, 1.0, 0.0),
            (7.0, 0.0, 1.0, 1.0),
            (nan, 0.0, 1.0, nan),
            (0.5, nan, 1.0, nan),
            (0.5, 0.0, nan, nan),
            (-0.0, 0.0, 1.0, 0.0),
            (0.0, -1.0, -0.0, -0.0),
            (5.0, 3.0, 1.0, 3.0), // lo > hi gives lo
            (-inf, -1.0, 1.0, -1.0),
            (inf, -inf, inf, inf),
        ] {
            assert!(
                same(c(x, lo, hi), want),
                "clampf({x}, {lo}, {hi}) = {}",
                c(x, lo, hi)
            );
        }
    }

    #[test]
    fn integer_powers() {
        let p = |w, a: i64, b: i64| ibin(IOp::PowI, w, a, b);
        assert_eq!(p(32, 3, 0), Ok(1));
        assert_eq!(p(32, 0, 0), Ok(1));
        assert_eq!(p(32, 3, 31), Ok(1_264_544_299)); // wraps, as upstream's folder
        assert_eq!(p(32, 2, 31), Ok(i64::from(i32::MIN)));
        assert_eq!(p(32, 2, 32), Ok(0));
        assert_eq!(p(8, 3, 5), Ok(-13)); // 243 as an i8
        assert_eq!(p(32, 3, -2), Ok(0));
        assert_eq!(p(32, 1, -5), Ok(1));
        assert_eq!(p(32, -1, -3), Ok(-1));
        assert_eq!(p(32, -1, i64::from(i32::MIN)), Ok(1));
        assert!(
            p(32, 0, -1).is_err(),
            "0 to a negative power divides by zero"
        );
        assert_eq!(p(64, 3, 39), Ok(4_052_555_153_018_976_267));
    }

    #[test]
    fn float_integer_powers() {
        let (inf, nan) = (f32::INFINITY, f32::NAN);
        let p = |x: f32, n: i64| {
            let r = eval2(SOp::FPowI(Scalar::F32), u64::from(x.to_bits()), n as u64);
            f32::from_bits(r.map_or(0, |b| b as u32))
        };
        let same = |a: f32, b: f32| a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan());
        for (x, n, want) in [
            (2.0, 10, 1024.0),
            (3.0, -2, 1.0 / 9.0),
            (nan, 0, 1.0),
            (inf, 0, 1.0),
            (0.0, -1, inf),
            (-0.0, -1, -inf),
            (-0.0, -2, inf),
            (-0.0, 3, -0.0),
            (-2.0, 3, -8.0),
            (10.0, 39, inf),
            (1.5, i64::from(i32::MIN), 0.0),
            (-1.0, i64::from(i32::MIN), 1.0),
            (nan, 3, nan),
            (-inf, 3, -inf),
            (0.5, -126, 2f32.powi(126)),
        ] {
            assert!(
                same(p(x, n), want),
                "fpowi({x}, {n}) = {}, not {want}",
                p(x, n)
            );
        }
        // Binary powering rounds each product: 10^38 is not the nearest f32 to 1e38.
        assert_eq!(p(10.0, 38).to_bits(), 2_123_789_978);
        assert_ne!(p(10.0, 38), 1e38);
        // f16: computed in f32, rounded once (1.1^20 = 6.7275 in f32, 6.727 in f16).
        let h = eval2(
            SOp::FPowI(Scalar::F16),
            u64::from(f16::from_f32(1.1).to_bits()),
            20,
        )
        .map(|b| f16::from_bits(b as u16).to_f32());
        let want = f16::from_f32(f16::from_f32(1.1).to_f32().powi(20)).to_f32();
        assert_eq!(h, Ok(want));
    }

    #[test]
    fn transcendental_special_values() {
        use FUOp::*;
        let (inf, nan) = (f64::INFINITY, f64::NAN);
        // (op, x, expected): exact, with the sign of zero.
        let cases: &[(FUOp, f64, f64)] = &[
            (Sinh, -0.0, -0.0),
            (Sinh, inf, inf),
            (Sinh, -inf, -inf),
            (Sinh, 89.0, 2.244_806_409_587_172_8e38),
            (Sinh, 720.0, inf),
            (Cosh, -0.0, 1.0),
            (Cosh, -inf, inf),
            (Asin, -0.0, -0.0),
            (Asin, 1.0, std::f64::consts::FRAC_PI_2),
            (Asin, -1.001, nan),
            (Asin, inf, nan),
            (Acos, 1.0, 0.0),
            (Acos, -1.0, std::f64::consts::PI),
            (Acos, 2.0, nan),
            (ExpM1, -0.0, -0.0),
            (ExpM1, -inf, -1.0),
            (ExpM1, inf, inf),
            (ExpM1, 1e-30, 1e-30),
            (Cbrt, -0.0, -0.0),
            (Cbrt, -27.0, -3.0),
            (Cbrt, -inf, -inf),
            (Asinh, -0.0, -0.0),
            (Asinh, -inf, -inf),
            (Acosh, 1.0, 0.0),
            (Acosh, 0.5, nan),
            (Acosh, -inf, nan),
            (Acosh, inf, inf),
            (Atanh, -0.0, -0.0),
            (Atanh, 1.0, inf),
            (Atanh, -1.0, -inf),
            (Atanh, 1.5, nan),
            (Erfc, -0.0, 1.0),
            (Erfc, inf, 0.0),
            (Erfc, -inf, 2.0),
            (Erfc, 30.0, 0.0),
        ];
        for &(op, x, want) in cases {
            for t in [Scalar::F32, Scalar::F64, Scalar::F16] {
                let want_t = get_float(t, put_float(t, want));
                for arg in [x, nan] {
                    let r = eval1(SOp::FU(op, t), put_float(t, arg)).map(|b| get_float(t, b));
                    let Ok(got) = r else {
                        panic!("{op:?}({arg}) on {t:?} faulted");
                    };
                    if arg.is_nan() || want.is_nan() {
                        assert!(got.is_nan(), "{op:?}({arg}) on {t:?} = {got}, not NaN");
                    } else {
                        // libm is within 1 ULP in f64 (sinh(89) is 1 ULP below glibc's).
                        let close = t == Scalar::F64
                            && want_t.is_finite()
                            && (got - want_t).abs() <= want_t.abs() * f64::EPSILON;
                        assert!(
                            got.to_bits() == want_t.to_bits() || close,
                            "{op:?}({arg}) on {t:?} = {got:e}, not {want_t:e}"
                        );
                    }
                }
            }
        }
        // Accurate where the textbook formula is not: acosh(1 + 2^-23) = 2^-11·(1 - 2^-23/12
        // + ...), 2^-11 in f32; `ln(x + √(x²-1))` in f32 loses most digits there.
        let x = 1.0f32 + f32::EPSILON;
        let r = f32::from_bits(funary(Acosh, Scalar::F32, u64::from(x.to_bits())) as u32);
        assert_eq!(r, 2f32.powi(-11), "std's f32 acosh gives {}", x.acosh());
        // expm1 and erfc keep their digits where exp(x) - 1 and 1 - erf(x) lose them.
        let g = |op, x: f64| get_float(Scalar::F64, funary(op, Scalar::F64, x.to_bits()));
        assert_eq!(g(ExpM1, 1e-10), 1.00000000005e-10);
        assert!((g(Erfc, 10.0) / 2.088487583762545e-45 - 1.0).abs() < 1e-15);
    }

    #[test]
    fn erf_is_odd_at_zero_and_keeps_nan() {
        assert!(erf(-0.0) == 0.0 && erf(-0.0).is_sign_negative());
        assert!(erf(0.0) == 0.0 && erf(0.0).is_sign_positive());
        assert!(erf(f64::NAN).is_nan());
        assert_eq!(erf(f64::INFINITY), 1.0);
        assert_eq!(erf(f64::NEG_INFINITY), -1.0);
    }

    #[test]
    fn int_ops_wrap() {
        assert_eq!(ibin(IOp::Add, 8, 127, 1).unwrap(), -128);
        assert_eq!(ibin(IOp::Mul, 32, 1 << 20, 1 << 20).unwrap(), 0);
        assert_eq!(ibin(IOp::DivU, 8, -1, 2).unwrap(), 127);
        assert_eq!(ibin(IOp::DivS, 32, -7, 2).unwrap(), -3);
        assert_eq!(ibin(IOp::FloorDivS, 32, -7, 2).unwrap(), -4);
        assert_eq!(ibin(IOp::CeilDivS, 32, 7, 2).unwrap(), 4);
        assert_eq!(ibin(IOp::CeilDivU, 32, 7, 2).unwrap(), 4);
        assert_eq!(ibin(IOp::RemS, 32, -7, 2).unwrap(), -1);
        assert_eq!(ibin(IOp::RemU, 8, -1, 10).unwrap(), 5);
        assert!(ibin(IOp::DivS, 32, 1, 0).is_err());
        assert!(ibin(IOp::RemU, 32, 1, 0).is_err());
        assert!(ibin(IOp::DivS, 8, -128, -1).is_err());
        assert_eq!(ibin(IOp::ShrU, 8, -1, 4).unwrap(), 15);
        assert_eq!(ibin(IOp::ShrS, 8, -16, 2).unwrap(), -4);
        assert_eq!(ibin(IOp::Shl, 8, 1, 7).unwrap(), -128);
        assert_eq!(ibin(IOp::Shl, 8, 1, 8).unwrap(), 0);
        assert_eq!(ibin(IOp::MaxU, 8, -1, 3).unwrap(), -1);
        assert_eq!(ibin(IOp::MinS, 8, -1, 3).unwrap(), -1);
    }

    #[test]
    fn compares() {
        assert!(cmpi(2, 32, -1, 0));
        assert!(!cmpi(6, 32, -1, 0));
        assert!(cmpf(14, f64::NAN, 1.0));
        assert!(!cmpf(1, f64::NAN, f64::NAN));
        assert!(cmpf(13, f64::NAN, f64::NAN));
    }

    #[test]
    fn high_halves_of_products() {
        let hi = |op, w, a, b| ibin(op, w, a, b).unwrap();
        // (2^64 - 1)² = 2^128 - 2^65 + 1: high half 2^64 - 2 (-2 as i64).
        assert_eq!(hi(IOp::MulHiU, 64, -1, -1), -2);
        assert_eq!(hi(IOp::MulHiS, 64, -1, -1), 0);
        assert_eq!(hi(IOp::MulHiS, 64, i64::MIN, i64::MIN), 1 << 62);
        assert_eq!(hi(IOp::MulHiS, 64, i64::MIN, -1), 0);
        // i8: 100·100 = 10000 = 0x2710: high byte 0x27; -128·127 = -16256 = 0xC080.
        assert_eq!(hi(IOp::MulHiS, 8, 100, 100), 0x27);
        assert_eq!(hi(IOp::MulHiS, 8, -128, 127), -64);
        assert_eq!(hi(IOp::MulHiU, 8, -1, -1), -2);
    }

    #[test]
    fn flushing_f32_denormals_is_scoped_and_spares_moves() {
        let tiny = f32::from_bits(0x0040_0000);
        let f = |x: f32| u64::from(x.to_bits());
        let mul = || eval2(SOp::F(FOp::Mul, Scalar::F32), f(tiny), f(1.0)).unwrap();
        assert_eq!(mul(), f(tiny));
        let (m, neg, lt, fma3, f64_mul) = with_f32_denormals_flushed(|| {
            (
                mul(),
                eval1(SOp::FU(FUOp::Neg, Scalar::F32), f(tiny)).unwrap(),
                eval2(SOp::CmpF(4, Scalar::F32), f(0.0), f(tiny)).unwrap(),
                eval3(SOp::Fma(Scalar::F32), f(-tiny), f(1.0), f(-0.0)).unwrap(),
                eval2(
                    SOp::F(FOp::Mul, Scalar::F64),
                    1e-310f64.to_bits(),
                    1f64.to_bits(),
                )
                .unwrap(),
            )
        });
        assert_eq!(m, 0, "a denormal product is flushed");
        assert_eq!(neg, f(-tiny), "negf keeps the denormal");
        assert_eq!(lt, 0, "0 < flushed denormal is false");
        assert_eq!(fma3, f(-0.0), "flushed to a zero of its sign");
        assert_eq!(f64::from_bits(f64_mul), 1e-310, "f64 is not flushed");
        assert_eq!(mul(), f(tiny), "only inside the scope");
    }

    #[test]
    fn floats() {
        let f = |x: f32| x.to_bits() as u64;
        let g = |x: u64| f32::from_bits(x as u32);
        assert_eq!(g(fbin(FOp::Add, Scalar::F32, f(1.5), f(2.25))), 3.75);
        assert!(g(fbin(FOp::Minimum, Scalar::F32, f(f32::NAN), f(1.0))).is_nan());
        assert_eq!(g(fbin(FOp::MinNum, Scalar::F32, f(f32::NAN), f(1.0))), 1.0);
        assert!(g(fbin(FOp::Minimum, Scalar::F32, f(0.0), f(-0.0))).is_sign_negative());
        let h = put_float(Scalar::F16, 1.0);
        assert_eq!(
            get_float(Scalar::F16, fbin(FOp::Add, Scalar::F16, h, h)),
            2.0
        );
        assert_eq!(g(funary(FUOp::Round, Scalar::F32, f(2.5))), 3.0);
        assert_eq!(g(funary(FUOp::Round, Scalar::F32, f(-2.5))), -3.0);
        assert!((erf(0.5) - 0.520_499_877_813_046_5).abs() < 1e-15);
        assert!((erf(3.0) - 0.999_977_909_503_001_4).abs() < 1e-15);
        assert!((erf(-1.0) + 0.842_700_792_949_714_9).abs() < 1e-15);
    }

    #[test]
    fn classification_of_special_values() {
        use FClass::*;
        let f32s: [(f32, [bool; 4]); 10] = [
            // value: isnan, isinf, isfinite, isnormal
            (f32::NAN, [true, false, false, false]),
            (-f32::NAN, [true, false, false, false]),
            (f32::INFINITY, [false, true, false, false]),
            (f32::NEG_INFINITY, [false, true, false, false]),
            (0.0, [false, false, true, false]),
            (-0.0, [false, false, true, false]),
            (f32::from_bits(1), [false, false, true, false]),
            (-f32::from_bits(0x007f_ffff), [false, false, true, false]),
            (f32::MIN_POSITIVE, [false, false, true, true]),
            (-f32::MAX, [false, false, true, true]),
        ];
        for (x, want) in f32s {
            let a = u64::from(x.to_bits());
            let got = [Nan, Inf, Finite, Normal].map(|c| classify(c, Scalar::F32, a));
            assert_eq!(got, want, "{x:e}");
            let r = eval1(SOp::Class(Nan, Scalar::F32), a).unwrap();
            assert_eq!(r, if want[0] { u64::MAX } else { 0 }, "i1 true is all ones");
        }
        // Flushing f32 denormals changes no answer.
        let tiny = u64::from(f32::from_bits(0x0040_0000).to_bits());
        let flushed = with_f32_denormals_flushed(|| {
            [Nan, Inf, Finite, Normal].map(|c| eval1(SOp::Class(c, Scalar::F32), tiny).unwrap())
        });
        assert_eq!(flushed, [0, 0, u64::MAX, 0]);
        // `isnormal` in the operand's own type: an f16/bf16 denormal is not normal (its
        // f64 value would be), the least normal is.
        let h = |bits: u16| u64::from(bits);
        assert!(!classify(Normal, Scalar::F16, h(0x03ff)));
        assert!(classify(Normal, Scalar::F16, h(0x0400)));
        assert!(classify(Normal, Scalar::F16, h(0xfbff)));
        assert!(classify(Inf, Scalar::F16, h(0xfc00)));
        assert!(classify(Nan, Scalar::F16, h(0x7e00)));
        assert!(!classify(Finite, Scalar::F16, h(0x7c01)));
        assert!(!classify(Normal, Scalar::BF16, h(0x007f)));
        assert!(classify(Normal, Scalar::BF16, h(0x0080)));
        // f64: a value beyond f32's range is finite and normal; an f64 denormal is not.
        let d = |x: f64| x.to_bits();
        assert!(classify(Normal, Scalar::F64, d(1e300)));
        assert!(classify(Finite, Scalar::F64, d(-1e300)));
        assert!(!classify(Normal, Scalar::F64, d(5e-324)));
        assert!(classify(Normal, Scalar::F64, d(f64::MIN_POSITIVE)));
        assert!(classify(Inf, Scalar::F64, d(f64::NEG_INFINITY)));
    }

    #[test]
    fn trunc_and_roundeven_special_values() {
        let f = |x: f32| u64::from(x.to_bits());
        let g = |x: u64| f32::from_bits(x as u32);
        let un = |o, x: f32| g(eval1(SOp::FU(o, Scalar::F32), f(x)).unwrap());
        let same = |a: f32, b: f32| a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan());
        let cases: [(f32, f32, f32); 16] = [
            // x, trunc(x), roundeven(x)
            (2.5, 2.0, 2.0),
            (3.5, 3.0, 4.0),
            (-2.5, -2.0, -2.0),
            (-3.5, -3.0, -4.0),
            (0.5, 0.0, 0.0),
            (-0.5, -0.0, -0.0),
            (-0.7, -0.0, -1.0),
            (1.5, 1.0, 2.0),
            (0.499_999_97, 0.0, 0.0),
            (8_388_609.0, 8_388_609.0, 8_388_609.0),
            (-0.0, -0.0, -0.0),
            (f32::from_bits(1), 0.0, 0.0),
            (-f32::from_bits(1), -0.0, -0.0),
            (f32::INFINITY, f32::INFINITY, f32::INFINITY),
            (f32::NEG_INFINITY, f32::NEG_INFINITY, f32::NEG_INFINITY),
            (f32::NAN, f32::NAN, f32::NAN),
        ];
        for (x, t, e) in cases {
            assert!(same(un(FUOp::Trunc, x), t), "trunc({x:e})");
            assert!(same(un(FUOp::RoundEven, x), e), "roundeven({x:e})");
        }
        // f16 in f32, rounded once; f64 natively.
        let h = put_float(Scalar::F16, -2.5);
        let r = eval1(SOp::FU(FUOp::RoundEven, Scalar::F16), h).unwrap();
        assert_eq!(get_float(Scalar::F16, r), -2.0);
        let r = eval1(
            SOp::FU(FUOp::Trunc, Scalar::F16),
            put_float(Scalar::F16, -0.25),
        )
        .unwrap();
        assert_eq!(r, 0x8000, "trunc(-0.25) is -0 in f16");
        let r = eval1(
            SOp::FU(FUOp::RoundEven, Scalar::F64),
            2_251_799_813_685_249.5f64.to_bits(),
        );
        assert_eq!(f64::from_bits(r.unwrap()), 2_251_799_813_685_250.0);
    }

    #[test]
    fn integer_to_narrow_float_rounds_once() {
        // 2^25 + 2^17 + 1 lies just above the midpoint of the bf16 values 2^25 and
        // 2^25 + 2^18; through f32 it becomes the midpoint and rounds to even (down).
        let v = (1i64 << 25) + (1 << 17) + 1;
        let r = cast(CastOp::SIToFP, Scalar::Int(32), Scalar::BF16, v as u64);
        assert_eq!(get_float(Scalar::BF16, r), f64::from((1 << 25) + (1 << 18)));
        let r = cast(CastOp::SIToFP, Scalar::Int(32), Scalar::BF16, (-v) as u64);
        assert_eq!(
            get_float(Scalar::BF16, r),
            -f64::from((1 << 25) + (1 << 18))
        );
        // u64: 2^63 + 2^55 + 1, above the bf16 midpoint 2^63 + 2^55; f64 alone would tie.
        let u = (1u64 << 63) | (1 << 55) | 1;
        let r = cast(CastOp::UIToFP, Scalar::Int(64), Scalar::BF16, u);
        assert_eq!(get_float(Scalar::BF16, r), 2f64.powi(63) + 2f64.powi(56));
        // A narrow float format gets a float, not the integer's bits.
        let e4m3 = Scalar::Small(crate::ir::FloatKind::F8E4M3FN);
        let r = cast(CastOp::SIToFP, Scalar::Int(8), e4m3, (-3i64) as u64);
        assert_eq!(get_float(e4m3, r), -3.0);
        assert_eq!(
            cast(
                CastOp::SIToFP,
                Scalar::Int(64),
                Scalar::F32,
                i64::MIN as u64
            ),
            u64::from((i64::MIN as f32).to_bits())
        );
    }

    #[test]
    fn casts() {
        assert_eq!(
            cast(
                CastOp::ExtUI,
                Scalar::Int(8),
                Scalar::Int(32),
                (-1i64) as u64
            ),
            255
        );
        assert_eq!(
            cast(CastOp::ExtUI, Scalar::Int(1), Scalar::Int(32), u64::MAX),
            1
        );
        assert_eq!(
            cast(CastOp::TruncI, Scalar::Int(32), Scalar::Int(8), 0x1ff),
            u64::MAX
        );
        assert_eq!(
            cast(
                CastOp::FPToSI,
                Scalar::F32,
                Scalar::Int(8),
                1000f32.to_bits() as u64
            ) as i64,
            127
        );
        assert_eq!(
            cast(
                CastOp::FPToUI,
                Scalar::F32,
                Scalar::Int(8),
                1000f32.to_bits() as u64
            ) as i64,
            -1
        );
        assert_eq!(
            f32::from_bits(cast(CastOp::UIToFP, Scalar::Int(8), Scalar::F32, u64::MAX) as u32),
            255.0
        );
        assert_eq!(
            cast(
                CastOp::Bitcast,
                Scalar::F32,
                Scalar::Int(32),
                1f32.to_bits() as u64
            ),
            0x3f80_0000
        );
        let x = cast(
            CastOp::Bitcast,
            Scalar::Int(32),
            Scalar::F32,
            (-1i64) as u64,
        );
        assert_eq!(x, 0xffff_ffff);
    }
}
