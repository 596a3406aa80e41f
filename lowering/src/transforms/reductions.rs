//! Reduction kinds for the transformation passes: upstream's `arith::AtomicRMWKind` values
//! (as `affine.parallel` stores them in `reductions`), their combiner ops, and their
//! identity values (upstream's `arith::getIdentityValueAttr`, non-finite variant), plus
//! the recognition of `affine.for` iteration arguments that are reductions (upstream's
//! `getSupportedReductions`: the yielded value is a combiner op applied to the iteration
//! argument, which has no other use).

use super::rewrite::{int_width, OpBuilder};
use crate::affine::ops;
use crate::dialect::arith::atomic_kind::AtomicRmwKind;
use crate::dialect::OpKind;
use crate::ir::{Attr, AttrKind, Context, FloatBits, Module, Op, Type, TypeKind, Value};

/// The combiner op of an `AtomicRMWKind` value (`assign` has none).
pub fn combiner_of_kind(v: i64) -> Option<OpKind> {
    AtomicRmwKind::from_value(v)?.combiner()
}

/// The `AtomicRMWKind` value of a combiner op that upstream's `getSupportedReductions`
/// recognises (every combiner but `xori`'s).
pub fn kind_of_combiner(k: OpKind) -> Option<i64> {
    AtomicRmwKind::ALL
        .iter()
        .find(|a| a.combiner() == Some(k) && **a != AtomicRmwKind::XOrI)
        .map(|a| a.value())
}

/// The combining kinds of `#vector.kind` and `#gpu.all_reduce_op` with their arith combiner
/// ops on integers and on floats, in upstream's order.
const COMBINING_KINDS: [(&str, Option<OpKind>, Option<OpKind>); 13] = [
    ("add", Some(OpKind::ArithAddI), Some(OpKind::ArithAddF)),
    ("mul", Some(OpKind::ArithMulI), Some(OpKind::ArithMulF)),
    ("minui", Some(OpKind::ArithMinUI), None),
    ("minsi", Some(OpKind::ArithMinSI), None),
    ("minnumf", None, Some(OpKind::ArithMinNumF)),
    ("maxui", Some(OpKind::ArithMaxUI), None),
    ("maxsi", Some(OpKind::ArithMaxSI), None),
    ("maxnumf", None, Some(OpKind::ArithMaxNumF)),
    ("and", Some(OpKind::ArithAndI), None),
    ("or", Some(OpKind::ArithOrI), None),
    ("xor", Some(OpKind::ArithXOrI), None),
    ("minimumf", None, Some(OpKind::ArithMinimumF)),
    ("maximumf", None, Some(OpKind::ArithMaximumF)),
];

/// The arith combiner of combining kind `word` on integers or on floats (`float`).
pub fn combiner_of_kind_word(word: &str, float: bool) -> Option<OpKind> {
    let (_, i, f) = COMBINING_KINDS.iter().find(|(w, _, _)| *w == word)?;
    if float {
        *f
    } else {
        *i
    }
}

/// The combining kind whose combiner is `k` (the inverse of [`combiner_of_kind_word`]).
pub fn kind_word_of_combiner(k: OpKind) -> Option<&'static str> {
    COMBINING_KINDS
        .iter()
        .find(|(_, i, f)| *i == Some(k) || *f == Some(k))
        .map(|(w, _, _)| *w)
}

/// The identity value of reduction combiner `k` for type `ty`, as an attribute.
pub fn identity_attr(ctx: &mut Context, k: OpKind, ty: Type) -> Option<Attr> {
    match ctx.type_kind(ty).clone() {
        TypeKind::Float(_) => {
            let v = match k {
                // -0.0 is exact for ±0.0 operands too.
                OpKind::ArithAddF => -0.0,
                OpKind::ArithMulF => 1.0,
                OpKind::ArithMaximumF => f64::NEG_INFINITY,
                OpKind::ArithMinimumF => f64::INFINITY,
                OpKind::ArithMaxNumF | OpKind::ArithMinNumF => f64::NAN,
                _ => return None,
            };
            Some(ctx.attr(AttrKind::Float {
                value: FloatBits::new(v),
                ty,
            }))
        }
        TypeKind::Integer { .. } | TypeKind::Index => {
            let w = int_width(ctx, ty).filter(|&w| w >= 1)?;
            let smax: i128 = if w >= 128 {
                i128::MAX
            } else {
                (1i128 << (w - 1)) - 1
            };
            let v = match k {
                OpKind::ArithAddI | OpKind::ArithOrI | OpKind::ArithXOrI | OpKind::ArithMaxUI => 0,
                OpKind::ArithMulI => 1,
                OpKind::ArithAndI | OpKind::ArithMinUI => -1,
                OpKind::ArithMaxSI => -smax - 1,
                OpKind::ArithMinSI => smax,
                _ => return None,
            };
            Some(super::rewrite::int_attr(ctx, v, ty))
        }
        _ => None,
    }
}

/// Materialises the identity of combiner `k` for `ty` with `b`.
pub fn identity_value(
    ctx: &mut Context,
    m: &mut Module,
    b: &OpBuilder,
    k: OpKind,
    ty: Type,
) -> Option<Value> {
    let a = identity_attr(ctx, k, ty)?;
    Some(b.constant(ctx, m, a, ty))
}

/// An iteration argument of an `affine.for` recognised as a reduction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct IterReduction {
    /// The position among the iteration arguments.
    pub position: usize,
    /// The combiner op kind.
    pub combiner: OpKind,
}

/// The reductions among the iteration arguments of `for_op` (each iteration argument whose
/// only use is a combiner op producing the yielded value).
pub fn iter_arg_reductions(ctx: &Context, m: &Module, for_op: Op) -> Vec<IterReduction> {
    let Some(fb) = ops::for_bounds(ctx, m, for_op) else {
        return Vec::new();
    };
    let Some(body) = m.entry_block(for_op, 0) else {
        return Vec::new();
    };
    let Some(y) = super::rewrite::terminator(m, body) else {
        return Vec::new();
    };
    let yielded = m.op(y).operands().to_vec();
    let mut out = Vec::new();
    for (i, &arg) in fb.iter_args.iter().enumerate() {
        let Some(&yv) = yielded.get(i) else { continue };
        let Some(def) = m.defining_op(yv) else {
            continue;
        };
        let Some(kind) = m.op(def).kind else { continue };
        if kind_of_combiner(kind).is_none() || m.op(def).parent() != Some(body) {
            continue;
        }
        let uses = m.uses(arg);
        if uses.len() == 1 && uses[0].op == def && m.op(def).operands().len() == 2 {
            out.push(IterReduction {
                position: i,
                combiner: kind,
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identities() {
        let mut ctx = Context::new();
        let i32t = ctx.int_type(32);
        let a = identity_attr(&mut ctx, OpKind::ArithMinSI, i32t).unwrap();
        assert!(matches!(
            ctx.attr_kind(a),
            AttrKind::Integer {
                value: 2147483647,
                ..
            }
        ));
        let a = identity_attr(&mut ctx, OpKind::ArithMaxSI, i32t).unwrap();
        assert!(matches!(
            ctx.attr_kind(a),
            AttrKind::Integer {
                value: -2147483648,
                ..
            }
        ));
        let a = identity_attr(&mut ctx, OpKind::ArithMinUI, i32t).unwrap();
        assert!(matches!(
            ctx.attr_kind(a),
            AttrKind::Integer { value: -1, .. }
        ));
        assert_eq!(combiner_of_kind(0), Some(OpKind::ArithAddF));
        assert_eq!(combiner_of_kind(3), None); // assign
        assert_eq!(kind_of_combiner(OpKind::ArithAndI), Some(2));
        assert_eq!(kind_of_combiner(OpKind::ArithXOrI), None);
    }
}
