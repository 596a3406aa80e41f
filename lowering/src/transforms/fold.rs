//! Folding of `arith` and `math` ops, after upstream's `fold` hooks (`ArithOps.cpp`,
//! `MathOps.cpp`) and its DRR canonicalization patterns (`ArithCanonicalization.td`).
//!
//! [`fold_op`] returns, for each result, either an existing value or a constant attribute
//! to materialise; it never mutates the IR.
//!
//! **Constant operands.** An `arith` or `math` op (or `vector.fma`) whose operands are all
//! scalar `arith.constant`s is evaluated by [`crate::dialect::eval::evaluate`], the same
//! evaluation the interpreter runs, so a folded constant has exactly the bits the
//! interpreter computes for the unfolded op (checked by `dialect/eval/tests.rs`). Nothing is
//! folded where that evaluation has no value: integer division by zero, signed
//! `MIN / -1`, `ipowi` of 0 to a negative power, and poison (shifts by the width or more,
//! `fptosi`/`fptoui` of NaN or out of range); nor where the result would not load back as
//! the same bits (a signalling NaN, whose payload a float attribute does not keep).
//! Integers wider than 64 bits are not folded.
//!
//! This folds more than upstream in two ways, both bit-exact with the interpreter: the
//! transcendental `math` ops (`sin`, `exp`, `erf`, ...) fold at every float type, where
//! upstream folds most only for `f32`/`f64` and some (`rsqrt`, `cbrt`, `clampf`, `fma`,
//! `isnan`, ...) not at all; and `minnumf`/`maxnumf`/`minimumnumf`/`maximumnumf` order
//! the zeros `-0 < +0`, one of the answers LangRef allows, the one every Tessera path
//! gives. Fast-math flags are not read: no fold here needs one.
//!
//! **Identities** of one non-constant operand (`x + 0`, `x * 1`, `x & x`, `select` on a
//! constant condition, `negf(negf(x))`, ...) follow upstream's folders.
//!
//! [`rewrite_op`] holds the rewrites that build new ops (constants moved to the right of
//! commutative ops, `(x + c0) + c1 → x + (c0 + c1)` and friends).

use super::rewrite::{int_attr, int_width, sext, CmpIPredicate, OpBuilder};
use crate::dialect::OpKind;
use crate::ir::{Attr, AttrKind, Context, Module, Op, Type, TypeKind, Value};

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

fn result_type(m: &Module, op: Op) -> Option<Type> {
    match m.op(op).results() {
        [r] => Some(m.value_type(*r)),
        _ => None,
    }
}

/// Folds `op`; `None` when nothing folds.
pub fn fold_op(ctx: &mut Context, m: &Module, op: Op) -> Option<Vec<Folded>> {
    let kind = m.op(op).kind?;
    if let Some(f) = fold_constants(ctx, m, op, kind) {
        return Some(f);
    }
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
            int_width(ctx, rt).filter(|w| (1..=128).contains(w))?;
            int_identity(ctx, m, kind, a, b, rt).and_then(one)
        }
        ArithCmpI => {
            // cmpi %x, %x
            let [a, b] = operands[..] else { return None };
            let pred = CmpIPredicate::from_i64(super::rewrite::int_prop(ctx, m, op, "predicate")?)?;
            if a != b {
                return None;
            }
            use CmpIPredicate::*;
            let v = matches!(pred, Eq | Sle | Sge | Ule | Uge);
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
        ArithIndexCast | ArithIndexCastUI => {
            // cast(cast(x)) -> x when the types round-trip.
            let [a] = operands[..] else { return None };
            let inner = m.defining_op(a)?;
            if m.op(inner).kind == Some(kind) {
                let x = *m.op(inner).operands().first()?;
                if m.value_type(x) == rt {
                    return one(Folded::Value(x));
                }
            }
            None
        }
        ArithNegF => {
            let [a] = operands[..] else { return None };
            let inner = m.defining_op(a)?;
            if m.op(inner).kind == Some(ArithNegF) {
                return one(Folded::Value(*m.op(inner).operands().first()?));
            }
            None
        }
        ArithAddF | ArithSubF | ArithMulF | ArithDivF => {
            // Exact for every `a` (NaN, the zeros and the infinities included).
            let [a, b] = operands[..] else { return None };
            let y = const_float(ctx, m, b)?;
            let keep_a = match kind {
                ArithAddF => y == 0.0 && y.is_sign_negative(),
                ArithSubF => y == 0.0 && y.is_sign_positive(),
                _ => y == 1.0,
            };
            keep_a.then(|| vec![Folded::Value(a)])
        }
        _ => None,
    }
}

/// `op` evaluated on constant operands by the shared evaluation
/// ([`crate::dialect::eval::evaluate`], which says which ops it computes: the `arith` and
/// `math` ops and `vector.fma`); `None` unless every operand is a scalar `arith.constant`
/// and the evaluation has a value for each result.
fn fold_constants(ctx: &mut Context, m: &Module, op: Op, kind: OpKind) -> Option<Vec<Folded>> {
    use crate::dialect::eval;
    let d = m.op(op);
    if d.operands().is_empty() {
        return None;
    }
    let mut types = Vec::with_capacity(d.operands().len());
    let mut args = Vec::with_capacity(d.operands().len());
    for &v in d.operands() {
        let t = eval::scalar_type(ctx, m.value_type(v))?;
        args.push(eval::attr_bits(ctx, const_attr(ctx, m, v)?, t)?);
        types.push(t);
    }
    let result_types: Vec<Type> = d.results().iter().map(|&r| m.value_type(r)).collect();
    let results = result_types
        .iter()
        .map(|&t| eval::scalar_type(ctx, t))
        .collect::<Option<Vec<_>>>()?;
    let (predicate, rounding) = eval::predicate_and_rounding(ctx, d);
    let sig = eval::Signature {
        operands: &types,
        results: &results,
        predicate,
        rounding,
    };
    let bits = eval::evaluate(kind, &sig, &args).ok()?;
    if bits.len() != results.len() {
        return None;
    }
    let mut out = Vec::with_capacity(bits.len());
    for ((b, t), ty) in bits.into_iter().zip(results).zip(result_types) {
        out.push(Folded::Attr(eval::bits_attr(ctx, b, t, ty)?));
    }
    Some(out)
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
