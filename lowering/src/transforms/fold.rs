//! Folding of `arith` ops, after upstream's `fold` hooks (`ArithOps.cpp`) and its DRR
//! canonicalization patterns (`ArithCanonicalization.td`).
//!
//! [`fold_op`] returns, for each result, either an existing value or a constant attribute
//! to materialise; it never mutates the IR. Integer arithmetic is exact modulo the type's
//! width (`index` is 64-bit): results are truncated and sign-extended as `APInt` would, and
//! nothing is folded where upstream's fold would produce poison or UB (division by zero,
//! signed `MIN / -1`, shifts by the width or more). Float arithmetic is done in the
//! operand type's precision (`f32` natively, `f16`/`bf16` through `f64` then rounded,
//! which is exact for `+ - * /` since `f64` has more than twice their precision); other
//! float types are not folded.
//!
//! [`rewrite_op`] holds the rewrites that build new ops (constants moved to the right of
//! commutative ops, `(x + c0) + c1 → x + (c0 + c1)` and friends).

use super::rewrite::{int_attr, int_width, sext, zext, CmpIPredicate, OpBuilder};
use crate::dialect::OpKind;
use crate::ir::{Attr, AttrKind, Context, FloatBits, FloatKind, Module, Op, Type, TypeKind, Value};

/// What a result folds to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Folded {
    /// An existing value.
    Value(Value),
    /// A constant to materialise (with the result's type).
    Attr(Attr),
}

/// The value attribute of `v` if it is an `arith.constant`.
pub fn const_attr(ctx: &Context, m: &Module, v: Value) -> Option<Attr> {
    let op = m.defining_op(v)?;
    if m.op(op).kind != Some(OpKind::ArithConstant) {
        return None;
    }
    crate::affine::ops::attr(ctx, m, op, "value")
}

/// The integer value of constant `v` (sign-extended), for integer, index and `i1` types.
pub fn const_int(ctx: &Context, m: &Module, v: Value) -> Option<i128> {
    match ctx.attr_kind(const_attr(ctx, m, v)?) {
        AttrKind::Integer { value, .. } => Some(*value),
        AttrKind::Bool(b) => Some(if *b { -1 } else { 0 }),
        _ => None,
    }
}

/// The float value of constant `v`.
pub fn const_float(ctx: &Context, m: &Module, v: Value) -> Option<f64> {
    match ctx.attr_kind(const_attr(ctx, m, v)?) {
        AttrKind::Float { value, .. } => Some(value.get()),
        _ => None,
    }
}

fn float_kind(ctx: &Context, t: Type) -> Option<FloatKind> {
    match ctx.type_kind(t) {
        TypeKind::Float(k) => Some(*k),
        _ => None,
    }
}

/// Rounds `v` to the precision of `k`; `None` for formats not folded.
pub fn round_float(k: FloatKind, v: f64) -> Option<f64> {
    Some(match k {
        FloatKind::F64 => v,
        FloatKind::F32 => v as f32 as f64,
        FloatKind::F16 => half::f16::from_f64(v).to_f64(),
        FloatKind::BF16 => half::bf16::from_f64(v).to_f64(),
        _ => return None,
    })
}

fn float_attr(ctx: &mut Context, v: f64, ty: Type) -> Attr {
    ctx.attr(AttrKind::Float {
        value: FloatBits::new(v),
        ty,
    })
}

fn result_type(m: &Module, op: Op) -> Option<Type> {
    match m.op(op).results() {
        [r] => Some(m.value_type(*r)),
        _ => None,
    }
}

/// Folds `op`; `None` when nothing folds.
pub fn fold_op(ctx: &mut Context, m: &Module, op: Op) -> Option<Vec<Folded>> {
    let kind = m.op(op).kind?;
    let operands = m.op(op).operands();
    let rt = result_type(m, op)?;
    let one = |f: Folded| Some(vec![f]);
    use OpKind::*;
    match kind {
        ArithAddI | ArithSubI | ArithMulI | ArithDivSI | ArithDivUI | ArithCeilDivSI
        | ArithCeilDivUI | ArithFloorDivSI | ArithRemSI | ArithRemUI | ArithMinSI | ArithMaxSI
        | ArithMinUI | ArithMaxUI | ArithAndI | ArithOrI | ArithXOrI | ArithShLI | ArithShRSI
        | ArithShRUI => {
            let [a, b] = operands[..] else { return None };
            let w = int_width(ctx, rt).filter(|w| (1..=128).contains(w))?;
            if let (Some(x), Some(y)) = (const_int(ctx, m, a), const_int(ctx, m, b)) {
                let v = eval_int(kind, x, y, w)?;
                return one(Folded::Attr(int_attr(ctx, v, rt)));
            }
            int_identity(ctx, m, kind, a, b, rt).and_then(one)
        }
        ArithCmpI => {
            let [a, b] = operands[..] else { return None };
            let pred = CmpIPredicate::from_i64(super::rewrite::int_prop(ctx, m, op, "predicate")?)?;
            let w = int_width(ctx, m.value_type(a)).filter(|w| (1..=128).contains(w))?;
            let v = if a == b {
                use CmpIPredicate::*;
                matches!(pred, Eq | Sle | Sge | Ule | Uge)
            } else {
                let (x, y) = (const_int(ctx, m, a)?, const_int(ctx, m, b)?);
                eval_cmpi(pred, x, y, w)
            };
            one(Folded::Attr(ctx.attr(AttrKind::Bool(v))))
        }
        ArithSelect => {
            let [c, a, b] = operands[..] else { return None };
            if a == b {
                return one(Folded::Value(a));
            }
            if let Some(cv) = const_int(ctx, m, c) {
                return one(Folded::Value(if cv != 0 { a } else { b }));
            }
            // select %c, true, false -> %c
            if matches!(ctx.type_kind(rt), TypeKind::Integer { width: 1, .. })
                && m.value_type(c) == rt
                && const_int(ctx, m, a) == Some(-1)
                && const_int(ctx, m, b) == Some(0)
            {
                return one(Folded::Value(c));
            }
            None
        }
        ArithIndexCast | ArithIndexCastUI | ArithExtSI | ArithExtUI | ArithTruncI => {
            let [a] = operands[..] else { return None };
            let src_w = int_width(ctx, m.value_type(a)).filter(|w| (1..=128).contains(w))?;
            int_width(ctx, rt).filter(|w| (1..=128).contains(w))?;
            if let Some(x) = const_int(ctx, m, a) {
                let unsigned = matches!(kind, ArithIndexCastUI | ArithExtUI);
                let v = if unsigned { zext(x, src_w) as i128 } else { x };
                return one(Folded::Attr(int_attr(ctx, v, rt)));
            }
            // cast(cast(x)) -> x when the types round-trip.
            if matches!(kind, ArithIndexCast | ArithIndexCastUI) {
                let inner = m.defining_op(a)?;
                if m.op(inner).kind == Some(kind) {
                    let x = *m.op(inner).operands().first()?;
                    if m.value_type(x) == rt {
                        return one(Folded::Value(x));
                    }
                }
            }
            None
        }
        ArithSIToFP | ArithUIToFP => {
            let [a] = operands[..] else { return None };
            let x = const_int(ctx, m, a)?;
            let w = int_width(ctx, m.value_type(a)).filter(|w| (1..=128).contains(w))?;
            let k = float_kind(ctx, rt)?;
            let v = if kind == ArithUIToFP {
                zext(x, w) as f64
            } else {
                x as f64
            };
            let v = round_float(k, v)?;
            one(Folded::Attr(float_attr(ctx, v, rt)))
        }
        ArithExtF | ArithTruncF => {
            let [a] = operands[..] else { return None };
            let x = const_float(ctx, m, a)?;
            let k = float_kind(ctx, rt)?;
            let v = round_float(k, x)?;
            one(Folded::Attr(float_attr(ctx, v, rt)))
        }
        ArithNegF => {
            let [a] = operands[..] else { return None };
            if let Some(x) = const_float(ctx, m, a) {
                return one(Folded::Attr(float_attr(ctx, -x, rt)));
            }
            let inner = m.defining_op(a)?;
            if m.op(inner).kind == Some(ArithNegF) {
                return one(Folded::Value(*m.op(inner).operands().first()?));
            }
            None
        }
        ArithAddF | ArithSubF | ArithMulF | ArithDivF | ArithRemF | ArithMinimumF
        | ArithMaximumF | ArithMinNumF | ArithMaxNumF => {
            let [a, b] = operands[..] else { return None };
            let k = float_kind(ctx, rt)?;
            if let (Some(x), Some(y)) = (const_float(ctx, m, a), const_float(ctx, m, b)) {
                let v = eval_float(kind, k, x, y)?;
                return one(Folded::Attr(float_attr(ctx, v, rt)));
            }
            let y = const_float(ctx, m, b)?;
            let keep_a = match kind {
                ArithAddF => y == 0.0 && y.is_sign_negative(),
                ArithSubF => y == 0.0 && y.is_sign_positive(),
                ArithMulF | ArithDivF => y == 1.0,
                _ => false,
            };
            keep_a.then(|| vec![Folded::Value(a)])
        }
        ArithCmpF => {
            let [a, b] = operands[..] else { return None };
            let pred = super::rewrite::int_prop(ctx, m, op, "predicate")?;
            let (x, y) = (const_float(ctx, m, a)?, const_float(ctx, m, b)?);
            let v = eval_cmpf(pred, x, y)?;
            one(Folded::Attr(ctx.attr(AttrKind::Bool(v))))
        }
        _ => None,
    }
}

/// Evaluates an integer binary op on sign-extended `w`-bit values; `None` where upstream
/// does not fold (UB or poison).
pub fn eval_int(kind: OpKind, x: i128, y: i128, w: u32) -> Option<i128> {
    use OpKind::*;
    if !(1..=128).contains(&w) {
        return None;
    }
    let (ux, uy) = (zext(x, w), zext(y, w));
    let smin = sext(1i128 << (w - 1), w);
    let v: i128 = match kind {
        ArithAddI => x.wrapping_add(y),
        ArithSubI => x.wrapping_sub(y),
        ArithMulI => x.wrapping_mul(y),
        ArithDivSI | ArithCeilDivSI | ArithFloorDivSI | ArithRemSI => {
            if y == 0 || (x == smin && y == -1 && kind != ArithRemSI) {
                return None;
            }
            match kind {
                ArithDivSI => x / y,
                ArithRemSI => x % y,
                ArithFloorDivSI => {
                    let q = x / y;
                    if x % y != 0 && ((x < 0) != (y < 0)) {
                        q - 1
                    } else {
                        q
                    }
                }
                _ => {
                    let q = x / y;
                    if x % y != 0 && ((x < 0) == (y < 0)) {
                        q + 1
                    } else {
                        q
                    }
                }
            }
        }
        ArithDivUI | ArithCeilDivUI | ArithRemUI => {
            if uy == 0 {
                return None;
            }
            match kind {
                ArithDivUI => (ux / uy) as i128,
                ArithRemUI => (ux % uy) as i128,
                _ => (ux / uy + u128::from(ux % uy != 0)) as i128,
            }
        }
        ArithMinSI => x.min(y),
        ArithMaxSI => x.max(y),
        ArithMinUI => ux.min(uy) as i128,
        ArithMaxUI => ux.max(uy) as i128,
        ArithAndI => x & y,
        ArithOrI => x | y,
        ArithXOrI => x ^ y,
        ArithShLI | ArithShRSI | ArithShRUI => {
            if uy >= u128::from(w) {
                return None;
            }
            let s = uy as u32;
            match kind {
                ArithShLI => ((ux << s) & mask(w)) as i128,
                ArithShRSI => x >> s,
                _ => (ux >> s) as i128,
            }
        }
        _ => return None,
    };
    Some(sext(v, w))
}

fn mask(w: u32) -> u128 {
    if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    }
}

/// Evaluates `arith.cmpi`.
pub fn eval_cmpi(p: CmpIPredicate, x: i128, y: i128, w: u32) -> bool {
    let (ux, uy) = (zext(x, w), zext(y, w));
    use CmpIPredicate::*;
    match p {
        Eq => x == y,
        Ne => x != y,
        Slt => x < y,
        Sle => x <= y,
        Sgt => x > y,
        Sge => x >= y,
        Ult => ux < uy,
        Ule => ux <= uy,
        Ugt => ux > uy,
        Uge => ux >= uy,
    }
}

/// Evaluates `arith.cmpf` (predicates by upstream enum value).
pub fn eval_cmpf(p: i64, x: f64, y: f64) -> Option<bool> {
    let unordered = x.is_nan() || y.is_nan();
    let (lt, eq, gt) = (x < y, x == y, x > y);
    Some(match p {
        0 => false,
        1 => !unordered && eq,
        2 => !unordered && gt,
        3 => !unordered && (gt || eq),
        4 => !unordered && lt,
        5 => !unordered && (lt || eq),
        6 => !unordered && !eq,
        7 => !unordered,
        8 => unordered || eq,
        9 => unordered || gt,
        10 => unordered || gt || eq,
        11 => unordered || lt,
        12 => unordered || lt || eq,
        13 => unordered || !eq,
        14 => unordered,
        15 => true,
        _ => return None,
    })
}

/// Evaluates a float binary op in the precision of `k`.
pub fn eval_float(kind: OpKind, k: FloatKind, x: f64, y: f64) -> Option<f64> {
    use OpKind::*;
    if k == FloatKind::F32 {
        let (a, b) = (x as f32, y as f32);
        let r: f32 = match kind {
            ArithAddF => a + b,
            ArithSubF => a - b,
            ArithMulF => a * b,
            ArithDivF => a / b,
            ArithRemF => a % b,
            _ => return min_max(kind, x, y).and_then(|v| round_float(k, v)),
        };
        return Some(r as f64);
    }
    let r = match kind {
        ArithAddF => x + y,
        ArithSubF => x - y,
        ArithMulF => x * y,
        ArithDivF => x / y,
        ArithRemF if k == FloatKind::F64 => x % y,
        ArithRemF => return None,
        _ => min_max(kind, x, y)?,
    };
    round_float(k, r)
}

/// `minimumf`/`maximumf` (NaN-propagating, `-0 < +0`) and `minnumf`/`maxnumf`
/// (NaN-ignoring, `-0 < +0`).
fn min_max(kind: OpKind, x: f64, y: f64) -> Option<f64> {
    use OpKind::*;
    Some(match kind {
        ArithMinimumF | ArithMaximumF => {
            if x.is_nan() || y.is_nan() {
                f64::NAN
            } else if x == y {
                // Distinguish the zeros.
                let neg = x.is_sign_negative() || y.is_sign_negative();
                let pos = x.is_sign_positive() || y.is_sign_positive();
                if kind == ArithMinimumF {
                    if neg {
                        -x.abs()
                    } else {
                        x
                    }
                } else if pos {
                    x.abs()
                } else {
                    x
                }
            } else if kind == ArithMinimumF {
                x.min(y)
            } else {
                x.max(y)
            }
        }
        // The non-NaN operand; the zeros ordered as by `minimumf`/`maximumf` (one of the
        // answers LangRef allows, the one every GPU path gives).
        ArithMinNumF | ArithMaxNumF if x.is_nan() => y,
        ArithMinNumF | ArithMaxNumF if y.is_nan() => x,
        ArithMinNumF => min_max(ArithMinimumF, x, y)?,
        ArithMaxNumF => min_max(ArithMaximumF, x, y)?,
        _ => return None,
    })
}

/// Algebraic identities of integer ops with one non-constant operand.
fn int_identity(
    ctx: &mut Context,
    m: &Module,
    kind: OpKind,
    a: Value,
    b: Value,
    rt: Type,
) -> Option<Folded> {
    use OpKind::*;
    let cb = const_int(ctx, m, b);
    let all_ones = Some(-1i128);
    let zero = |ctx: &mut Context| Folded::Attr(int_attr(ctx, 0, rt));
    match kind {
        ArithAddI | ArithOrI | ArithXOrI | ArithSubI | ArithShLI | ArithShRSI | ArithShRUI
            if cb == Some(0) =>
        {
            Some(Folded::Value(a))
        }
        ArithMulI | ArithDivSI | ArithDivUI | ArithCeilDivSI | ArithCeilDivUI | ArithFloorDivSI
            if cb == Some(1) =>
        {
            Some(Folded::Value(a))
        }
        ArithMulI | ArithAndI if cb == Some(0) => Some(zero(ctx)),
        ArithRemSI | ArithRemUI if cb == Some(1) => Some(zero(ctx)),
        ArithAndI if cb == all_ones => Some(Folded::Value(a)),
        ArithOrI if cb == all_ones => Some(Folded::Value(b)),
        ArithAndI | ArithOrI | ArithMinSI | ArithMaxSI | ArithMinUI | ArithMaxUI if a == b => {
            Some(Folded::Value(a))
        }
        ArithSubI | ArithXOrI if a == b => Some(zero(ctx)),
        ArithAddI => {
            // addi(subi(x, y), y) -> x ; addi(y, subi(x, y)) -> x
            for (s, other) in [(a, b), (b, a)] {
                if let Some(d) = m.defining_op(s) {
                    if m.op(d).kind == Some(ArithSubI) && m.op(d).operands().get(1) == Some(&other)
                    {
                        return Some(Folded::Value(m.op(d).operands()[0]));
                    }
                }
            }
            None
        }
        ArithSubI => {
            // subi(addi(x, y), y) -> x ; subi(addi(x, y), x) -> y
            let d = m.defining_op(a)?;
            if m.op(d).kind != Some(ArithAddI) {
                return None;
            }
            let ops = m.op(d).operands();
            if ops.get(1) == Some(&b) {
                Some(Folded::Value(ops[0]))
            } else if ops.first() == Some(&b) {
                ops.get(1).map(|&v| Folded::Value(v))
            } else {
                None
            }
        }
        _ => None,
    }
}

/// Rewrites that build new ops: moves a constant operand of a commutative op to the
/// right, and reassociates constants through `addi`/`subi`/`muli` chains
/// (`AddIAddConstant`, `AddISubConstantRHS`, `SubIRHSAddConstant`,
/// `SubIRHSSubConstantRHS`, `MulIMulIConstant`). Returns whether the IR changed.
pub fn rewrite_op(ctx: &mut Context, m: &mut Module, op: Op) -> bool {
    let Some(kind) = m.op(op).kind else {
        return false;
    };
    let (a, b) = match *m.op(op).operands() {
        [a, b] => (a, b),
        _ => return false,
    };
    let const_left = const_attr(ctx, m, a).is_some() && const_attr(ctx, m, b).is_none();
    if kind.is_commutative() && const_left {
        m.set_operand(op, 0, b);
        m.set_operand(op, 1, a);
        return true;
    }
    use OpKind::*;
    if kind == ArithCmpI && const_left {
        return swap_cmpi(ctx, m, op, a, b);
    }
    if kind == ArithAddI {
        // addi(x, muli(y, -1)) -> subi(x, y) (AddIMulNegativeOneRhs/Lhs).
        for (x, n) in [(a, b), (b, a)] {
            if let Some(y) = negated(ctx, m, n) {
                let v = OpBuilder::before(m, op).binary(ctx, m, ArithSubI, x, y);
                super::rewrite::replace_op(m, op, &[v]);
                return true;
            }
        }
    }
    if !matches!(kind, ArithAddI | ArithSubI | ArithMulI) {
        return false;
    }
    let Some(rt) = result_type(m, op) else {
        return false;
    };
    let Some(w) = int_width(ctx, rt).filter(|w| (1..=128).contains(w)) else {
        return false;
    };
    let Some(c1) = const_int(ctx, m, b) else {
        return false;
    };
    let Some(inner) = m.defining_op(a) else {
        return false;
    };
    let Some(ik) = m.op(inner).kind else {
        return false;
    };
    let iops = m.op(inner).operands().to_vec();
    if iops.len() != 2 {
        return false;
    }
    let Some(c0) = const_int(ctx, m, iops[1]) else {
        return false;
    };
    let x = iops[0];
    // The new (kind, constant) applied to x.
    let (nk, c) = match (kind, ik) {
        (ArithAddI, ArithAddI) => (ArithAddI, c0.wrapping_add(c1)),
        (ArithAddI, ArithSubI) => (ArithAddI, c1.wrapping_sub(c0)),
        (ArithSubI, ArithAddI) => (ArithAddI, c0.wrapping_sub(c1)),
        (ArithSubI, ArithSubI) => (ArithSubI, c0.wrapping_add(c1)),
        (ArithMulI, ArithMulI) => (ArithMulI, c0.wrapping_mul(c1)),
        _ => return false,
    };
    let b_ = OpBuilder::before(m, op);
    let cv = b_.const_int(ctx, m, sext(c, w), rt);
    let nv = b_.binary(ctx, m, nk, x, cv);
    super::rewrite::replace_op(m, op, &[nv]);
    true
}

/// `y` when `v` is `arith.muli y, -1`.
fn negated(ctx: &Context, m: &Module, v: Value) -> Option<Value> {
    let d = m.defining_op(v)?;
    if m.op(d).kind != Some(OpKind::ArithMulI) {
        return None;
    }
    match m.op(d).operands() {
        [y, c] if const_int(ctx, m, *c) == Some(-1) => Some(*y),
        _ => None,
    }
}

/// `cmpi pred, c, x` -> `cmpi swapped(pred), x, c` (upstream's `CmpIOp::fold` moves the
/// constant to the right).
fn swap_cmpi(ctx: &mut Context, m: &mut Module, op: Op, a: Value, b: Value) -> bool {
    use CmpIPredicate::*;
    let Some(p) =
        super::rewrite::int_prop(ctx, m, op, "predicate").and_then(CmpIPredicate::from_i64)
    else {
        return false;
    };
    let q = match p {
        Eq => Eq,
        Ne => Ne,
        Slt => Sgt,
        Sle => Sge,
        Sgt => Slt,
        Sge => Sle,
        Ult => Ugt,
        Ule => Uge,
        Ugt => Ult,
        Uge => Ule,
    };
    let i64t = ctx.int_type(64);
    let attr = ctx.int_attr(q as i64 as i128, i64t);
    super::rewrite::set_prop(ctx, m, op, "predicate", attr);
    m.set_operand(op, 0, b);
    m.set_operand(op, 1, a);
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_semantics() {
        assert_eq!(eval_int(OpKind::ArithAddI, 127, 1, 8), Some(-128));
        assert_eq!(eval_int(OpKind::ArithMulI, 16, 16, 8), Some(0));
        assert_eq!(eval_int(OpKind::ArithDivSI, -7, 2, 32), Some(-3));
        assert_eq!(eval_int(OpKind::ArithFloorDivSI, -7, 2, 32), Some(-4));
        assert_eq!(eval_int(OpKind::ArithCeilDivSI, -7, 2, 32), Some(-3));
        assert_eq!(eval_int(OpKind::ArithCeilDivSI, 7, 2, 32), Some(4));
        assert_eq!(eval_int(OpKind::ArithRemSI, -7, 2, 32), Some(-1));
        assert_eq!(eval_int(OpKind::ArithDivSI, i32::MIN as i128, -1, 32), None);
        assert_eq!(eval_int(OpKind::ArithDivSI, 1, 0, 32), None);
        assert_eq!(eval_int(OpKind::ArithDivUI, -1, 2, 8), Some(127));
        assert_eq!(eval_int(OpKind::ArithRemUI, -1, 10, 8), Some(5));
        assert_eq!(eval_int(OpKind::ArithCeilDivUI, 7, 2, 8), Some(4));
        assert_eq!(eval_int(OpKind::ArithShLI, 1, 7, 8), Some(-128));
        assert_eq!(eval_int(OpKind::ArithShLI, 1, 8, 8), None);
        assert_eq!(eval_int(OpKind::ArithShRSI, -128, 7, 8), Some(-1));
        assert_eq!(eval_int(OpKind::ArithShRUI, -128, 7, 8), Some(1));
        assert_eq!(eval_int(OpKind::ArithMinUI, -1, 3, 8), Some(3));
        assert_eq!(eval_int(OpKind::ArithMaxSI, -1, 3, 8), Some(3));
        assert_eq!(
            eval_int(OpKind::ArithAddI, i64::MAX as i128, 1, 64),
            Some(i64::MIN as i128)
        );
        assert!(eval_cmpi(CmpIPredicate::Ult, 1, -1, 32));
        assert!(!eval_cmpi(CmpIPredicate::Slt, 1, -1, 32));
    }

    #[test]
    fn float_semantics() {
        let third = eval_float(OpKind::ArithDivF, FloatKind::F32, 1.0, 3.0).unwrap();
        assert_eq!(third, (1.0f32 / 3.0) as f64);
        assert_eq!(
            eval_float(OpKind::ArithAddF, FloatKind::F16, 2048.0, 1.0),
            Some(2048.0)
        );
        let mn = eval_float(OpKind::ArithMinimumF, FloatKind::F64, 0.0, -0.0).unwrap();
        assert!(mn == 0.0 && mn.is_sign_negative());
        assert!(
            eval_float(OpKind::ArithMaximumF, FloatKind::F64, f64::NAN, 1.0)
                .unwrap()
                .is_nan()
        );
        assert_eq!(
            eval_float(OpKind::ArithMaxNumF, FloatKind::F64, f64::NAN, 1.0),
            Some(1.0)
        );
        let mx = eval_float(OpKind::ArithMaxNumF, FloatKind::F32, -0.0, 0.0).unwrap();
        assert!(mx == 0.0 && mx.is_sign_positive());
        let mn = eval_float(OpKind::ArithMinNumF, FloatKind::F32, 0.0, -0.0).unwrap();
        assert!(mn == 0.0 && mn.is_sign_negative());
        assert_eq!(
            eval_float(OpKind::ArithDivF, FloatKind::F32, -1.0, 0.0),
            Some(f64::NEG_INFINITY)
        );
        let r = eval_float(OpKind::ArithRemF, FloatKind::F32, -0.0, 1.0).unwrap();
        assert!(r == 0.0 && r.is_sign_negative());
        assert_eq!(eval_cmpf(4, 1.0, 2.0), Some(true));
        assert_eq!(eval_cmpf(11, f64::NAN, 2.0), Some(true));
        assert_eq!(eval_cmpf(4, f64::NAN, 2.0), Some(false));
    }
}
