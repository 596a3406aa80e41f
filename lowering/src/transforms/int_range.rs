//! `int-range-optimizations` (upstream's name): `index` comparisons whose outcome the
//! ranges of their operands decide become constants, and so do `gpu.thread_id` /
//! `gpu.block_id` ops with a single possible value (`thread_id y` in a workgroup of height
//! 1), which lets the back end prove a vector load's alignment.
//!
//! The ranges come from [`Intervals`]: constants, index arithmetic, loop bounds, and the
//! workgroup and grid sizes a kernel's launch sites (or its `known_block_size` /
//! `known_grid_size`) give its `gpu.thread_id` and `gpu.block_id`. A register tile's guards
//! are the typical case: in a padded convolution whose workgroup covers a whole row, the
//! column test `0 <= ow + kw - 1` holds for every column copy but the first, whatever the
//! lane:
//!
//! ```mlir
//! %x = gpu.thread_id x                       // in [0, 8)
//! %c = arith.addi %x, %c8 : index            // the second column copy: [8, 15]
//! %i = arith.addi %c, %kw : index            // %kw in [0, 3): [8, 17]
//! %j = arith.addi %i, %c-1 : index
//! %ok = arith.cmpi sge, %j, %c0 : index      // becomes arith.constant true
//! ```
//!
//! `canonicalize` then folds the `arith.andi`s and `arith.select`s the constant feeds. Only
//! `index` operands are considered, and only when both ranges are bounded and inside the
//! signed 32-bit range (the ranges model index arithmetic without wrapping, and the GPU
//! pipeline's default device `index` has 32 bits); unsigned predicates are decided only when
//! both operands are non-negative. Like `tessera-bounds-check`, the pass takes a kernel's
//! grid from the launch sites in the module (or `known_grid_size`): a kernel dispatched
//! elsewhere with a larger grid is outside what it was compiled for.

use super::rewrite::{functions, CmpIPredicate, OpBuilder};
use crate::affine::access_bounds::interval::{Intervals, Range};
use crate::affine::access_bounds::LaunchFacts;
use crate::affine::launch_facts::LaunchIndex;
use crate::diag::Diagnostics;
use crate::dialect::OpKind;
use crate::ir::{Context, Module, Op, TypeKind};
use crate::pass::PassOptions;

/// The registered pass.
pub fn run(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    _opts: &PassOptions,
) -> Result<bool, Diagnostics> {
    Ok(fold_comparisons(ctx, m, anchor) > 0)
}

/// Replaces every `index` `arith.cmpi` under `anchor` that its operands' ranges decide by a
/// constant; returns how many.
pub fn fold_comparisons(ctx: &mut Context, m: &mut Module, anchor: Op) -> usize {
    let mut folded = 0;
    let sites = LaunchIndex::new(ctx, m);
    for f in functions(m, anchor) {
        let facts = if m.op(f).kind == Some(OpKind::GpuFunc) {
            sites.facts(ctx, m, f)
        } else {
            LaunchFacts::default()
        };
        // Ids with a single possible value (`thread_id y` of a workgroup one high): the
        // constant, as upstream replaces values of constant range.
        let fixed = fixed_ids(ctx, m, f, &facts);
        for (op, v) in fixed {
            let r = m.op(op).results()[0];
            let c = OpBuilder::before(m, op).const_index(ctx, m, v);
            m.replace_all_uses(r, c);
            m.erase_op(op);
            folded += 1;
        }
        let decided = decide_all(ctx, m, f, &facts);
        let i1 = ctx.int_type(1);
        for (op, truth) in decided {
            let r = m.op(op).results()[0];
            let c = OpBuilder::before(m, op).const_int(ctx, m, i128::from(truth), i1);
            m.replace_all_uses(r, c);
            m.erase_op(op);
            folded += 1;
        }
    }
    folded
}

/// The `gpu.thread_id` and `gpu.block_id` ops under `f` whose range is one value.
fn fixed_ids(ctx: &Context, m: &Module, f: Op, facts: &LaunchFacts) -> Vec<(Op, i64)> {
    let mut ids = Vec::new();
    m.walk_pre(f, &mut |op| {
        if matches!(
            m.op(op).kind,
            Some(OpKind::GpuThreadId | OpKind::GpuBlockId)
        ) && m.op(op).results().len() == 1
        {
            ids.push(op);
        }
    });
    let mut iv = Intervals::new(ctx, m, facts, Some(f));
    ids.into_iter()
        .filter_map(|op| {
            let r = iv.value(m.op(op).results()[0]);
            match (r.lo, r.hi) {
                (Some(l), Some(h)) if l == h && fits_i32(r) => Some((op, l)),
                _ => None,
            }
        })
        .collect()
}

/// The comparisons under `f` with a decided outcome.
fn decide_all(ctx: &Context, m: &Module, f: Op, facts: &LaunchFacts) -> Vec<(Op, bool)> {
    let mut cmps = Vec::new();
    m.walk_pre(f, &mut |op| {
        let d = m.op(op);
        if d.kind == Some(OpKind::ArithCmpI)
            && d.results().len() == 1
            && d.operands().len() == 2
            && matches!(
                ctx.type_kind(m.value_type(d.operands()[0])),
                TypeKind::Index
            )
        {
            cmps.push(op);
        }
    });
    let mut iv = Intervals::new(ctx, m, facts, Some(f));
    let mut out = Vec::new();
    for op in cmps {
        let Some(pred) =
            super::rewrite::int_prop(ctx, m, op, "predicate").and_then(CmpIPredicate::from_i64)
        else {
            continue;
        };
        let (a, b) = (m.op(op).operands()[0], m.op(op).operands()[1]);
        let (ra, rb) = (iv.value(a), iv.value(b));
        if !fits_i32(ra) || !fits_i32(rb) {
            continue;
        }
        if let Some(t) = decide(pred, ra, rb) {
            out.push((op, t));
        }
    }
    out
}

/// Whether `r` is bounded and within the signed 32-bit range. The ranges model `index`
/// arithmetic without wrapping; a device with 32-bit `index` (the pipeline's default) wraps
/// past that range, so only comparisons of operands inside it are decided.
pub fn fits_i32(r: Range) -> bool {
    let (min, max) = (i64::from(i32::MIN), i64::from(i32::MAX));
    r.lo.is_some_and(|l| l >= min) && r.hi.is_some_and(|h| h <= max)
}

/// The outcome of `a pred b` for every `a` in `ra` and `b` in `rb`, when it is the same.
pub fn decide(pred: CmpIPredicate, ra: Range, rb: Range) -> Option<bool> {
    use CmpIPredicate::*;
    // Empty ranges stand for values never computed: nothing to decide.
    if ra.lo.zip(ra.hi).is_some_and(|(l, h)| l > h) || rb.lo.zip(rb.hi).is_some_and(|(l, h)| l > h)
    {
        return None;
    }
    let unsigned_ok = ra.lo.is_some_and(|l| l >= 0) && rb.lo.is_some_and(|l| l >= 0);
    // a < b always / a >= b always.
    let lt = |a: Range, b: Range| -> Option<bool> {
        match (a.hi, b.lo, a.lo, b.hi) {
            (Some(ah), Some(bl), _, _) if ah < bl => Some(true),
            (_, _, Some(al), Some(bh)) if al >= bh => Some(false),
            _ => None,
        }
    };
    match pred {
        Slt => lt(ra, rb),
        Sge => lt(ra, rb).map(|x| !x),
        Sgt => lt(rb, ra),
        Sle => lt(rb, ra).map(|x| !x),
        Ult if unsigned_ok => lt(ra, rb),
        Uge if unsigned_ok => lt(ra, rb).map(|x| !x),
        Ugt if unsigned_ok => lt(rb, ra),
        Ule if unsigned_ok => lt(rb, ra).map(|x| !x),
        Eq | Ne => {
            let disjoint = lt(ra, rb) == Some(true) || lt(rb, ra) == Some(true);
            let same_point = ra.lo.is_some() && ra.lo == ra.hi && ra == rb;
            let eq = if disjoint {
                Some(false)
            } else if same_point {
                Some(true)
            } else {
                None
            };
            if pred == Eq {
                eq
            } else {
                eq.map(|x| !x)
            }
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(lo: i64, hi: i64) -> Range {
        Range::new(Some(lo), Some(hi))
    }

    #[test]
    fn decides_only_when_every_pair_agrees() {
        use CmpIPredicate::*;
        assert_eq!(decide(Sge, r(7, 16), r(0, 0)), Some(true));
        assert_eq!(decide(Sge, r(-1, 16), r(0, 0)), None);
        assert_eq!(decide(Sge, r(-9, -1), r(0, 0)), Some(false));
        assert_eq!(decide(Slt, r(0, 3), r(4, 9)), Some(true));
        assert_eq!(decide(Slt, r(0, 4), r(4, 9)), None);
        assert_eq!(decide(Sgt, r(5, 9), r(0, 4)), Some(true));
        assert_eq!(decide(Sle, r(5, 9), r(0, 4)), Some(false));
        assert_eq!(decide(Eq, r(3, 3), r(3, 3)), Some(true));
        assert_eq!(decide(Ne, r(0, 2), r(3, 5)), Some(true));
        assert_eq!(decide(Eq, r(0, 3), r(3, 5)), None);
        // Unsigned: only for non-negative operands.
        assert_eq!(decide(Ult, r(0, 3), r(4, 4)), Some(true));
        assert_eq!(decide(Ult, r(-1, 3), r(4, 4)), None);
        // Unbounded sides decide nothing they do not bound.
        assert_eq!(decide(Sge, Range::new(Some(0), None), r(0, 0)), Some(true));
        assert_eq!(decide(Sge, Range::ANY, r(0, 0)), None);
    }
}
