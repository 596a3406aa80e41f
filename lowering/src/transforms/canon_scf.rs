//! Canonicalization patterns of the `scf` dialect (upstream `SCF.cpp`):
//!
//! - `scf.for` with constant bounds and step (`SimplifyTrivialLoops`): no iteration →
//!   replaced by its inits; one iteration → its body is inlined with the IV replaced by the
//!   lower bound; a body that only yields folds the loop like `affine.for`'s.
//! - `scf.for` iteration arguments (`ForOpIterArgsFolder`): an argument that is yielded
//!   unchanged, or whose init is yielded, is always its init; one unused both inside and
//!   after the loop is dead. Such arguments are removed (the loop is rebuilt).
//! - `scf.if` with a constant condition (`RemoveStaticCondition`) is replaced by the taken
//!   branch.
//! - `scf.execute_region` with one block and no `no_inline` is inlined
//!   (`SingleBlockExecuteInliner`).
//! - `scf.index_switch` on a constant is replaced by the selected region
//!   (`FoldConstantCase`).

use super::canon_affine::{fold_empty_body, take_branch};
use super::fold::const_int;
use super::rewrite::{inline_block_before, replace_op, terminator};
use crate::dialect::{view, OpKind};
use crate::ir::{Context, Module, Op, OpSpec, Type, Value};

/// Applies the `scf` patterns to `op`; returns whether the IR changed.
pub fn canonicalize(ctx: &mut Context, m: &mut Module, op: Op, kind: OpKind) -> bool {
    match kind {
        OpKind::ScfFor => for_op(ctx, m, op),
        OpKind::ScfIf => {
            let Some(&c) = m.op(op).operands().first() else {
                return false;
            };
            match const_int(ctx, m, c) {
                Some(v) => take_branch(m, op, if v != 0 { 0 } else { 1 }),
                None => false,
            }
        }
        // `SingleBlockExecuteInliner`: a one-block region without `no_inline` ending in
        // scf.yield is inlined.
        OpKind::ScfExecuteRegion => {
            let d = m.op(op);
            let no_inline = d.get_attr_named(ctx, "no_inline").is_some();
            let single = d
                .regions()
                .first()
                .is_some_and(|&r| m.region(r).blocks().len() == 1);
            let yields = m
                .entry_block(op, 0)
                .and_then(|b| terminator(m, b))
                .is_some_and(|t| m.op(t).kind == Some(OpKind::ScfYield));
            !no_inline && single && yields && take_branch(m, op, 0)
        }
        // `FoldConstantCase`: a constant argument selects its case (or the default).
        OpKind::ScfIndexSwitch => {
            let Some(&a) = m.op(op).operands().first() else {
                return false;
            };
            let Some(v) = const_int(ctx, m, a) else {
                return false;
            };
            let cases = m
                .op(op)
                .get_attr_named(ctx, "cases")
                .and_then(|c| crate::verify::check::int_list(ctx, c))
                .unwrap_or_default();
            let ri = cases
                .iter()
                .position(|&c| i128::from(c) == v)
                .map_or(0, |i| i + 1);
            take_branch(m, op, ri)
        }
        _ => false,
    }
}

/// The trip count of an `scf.for` with constant bounds and step (signed comparison).
pub fn scf_trip_count(ctx: &Context, m: &Module, op: Op) -> Option<u64> {
    if super::rewrite::int_prop(ctx, m, op, "unsignedCmp").is_some()
        || crate::affine::ops::attr(ctx, m, op, "unsignedCmp").is_some()
    {
        return None;
    }
    let ops = m.op(op).operands();
    let (lb, ub, step) = (*ops.first()?, *ops.get(1)?, *ops.get(2)?);
    if lb == ub {
        return Some(0);
    }
    let (l, u, s) = (
        const_int(ctx, m, lb)?,
        const_int(ctx, m, ub)?,
        const_int(ctx, m, step)?,
    );
    if s <= 0 {
        return None;
    }
    if u <= l {
        return Some(0);
    }
    // `u - l ≥ 1`; no overflow in `(u - l - 1) / s + 1` once the difference fits.
    u64::try_from(u.checked_sub(l)?.checked_sub(1)? / s + 1).ok()
}

fn for_op(ctx: &mut Context, m: &mut Module, op: Op) -> bool {
    let Ok(v) = view::ScfFor::new(ctx, m.op(op)) else {
        return false;
    };
    let bounds = [v.lower_bound(), v.upper_bound(), v.step()];
    let inits = v.init_args().to_vec();
    let Some(body) = m.entry_block(op, 0) else {
        return false;
    };
    let args = m.block(body).args().to_vec();
    if args.len() != inits.len() + 1 {
        return false;
    }
    match scf_trip_count(ctx, m, op) {
        Some(0) => {
            replace_op(m, op, &inits);
            return true;
        }
        Some(1) => {
            let mut repl = vec![bounds[0]];
            repl.extend(inits.iter().copied());
            if let Some(vals) = inline_block_before(m, body, op, &repl) {
                replace_op(m, op, &vals);
                return true;
            }
            return false;
        }
        _ => {}
    }
    if fold_empty_body(ctx, m, op, &args[1..], &inits) {
        return true;
    }
    fold_iter_args(ctx, m, op, bounds, &inits, &args)
}

/// Upstream's `ForOpIterArgsFolder`.
fn fold_iter_args(
    ctx: &mut Context,
    m: &mut Module,
    op: Op,
    bounds: [Value; 3],
    inits: &[Value],
    args: &[Value],
) -> bool {
    let _ = ctx;
    let Some(body) = m.entry_block(op, 0) else {
        return false;
    };
    let Some(y) = terminator(m, body) else {
        return false;
    };
    let yielded = m.op(y).operands().to_vec();
    let results = m.op(op).results().to_vec();
    if yielded.len() != inits.len() || results.len() != inits.len() {
        return false;
    }
    let iter_args = &args[1..];
    let mut keep = vec![true; inits.len()];
    for j in 0..inits.len() {
        let invariant = yielded[j] == iter_args[j] || yielded[j] == inits[j];
        let dead = m.use_empty(iter_args[j]) && m.use_empty(results[j]);
        if invariant || dead {
            keep[j] = false;
        }
    }
    if keep.iter().all(|&k| k) {
        return false;
    }
    // Replace the removed arguments and results by their inits.
    for j in 0..inits.len() {
        if !keep[j] {
            m.replace_all_uses(iter_args[j], inits[j]);
            m.replace_all_uses(results[j], inits[j]);
        }
    }
    let new_yield: Vec<Value> = (0..inits.len())
        .filter(|&j| keep[j])
        .map(|j| yielded[j])
        .collect();
    m.set_operands(y, new_yield);
    for j in (0..inits.len()).rev() {
        if !keep[j] {
            m.erase_block_arg(body, j + 1);
        }
    }
    let mut new_operands = bounds.to_vec();
    new_operands.extend((0..inits.len()).filter(|&j| keep[j]).map(|j| inits[j]));
    let rtys: Vec<Type> = (0..inits.len())
        .filter(|&j| keep[j])
        .map(|j| m.value_type(results[j]))
        .collect();
    let d = m.op(op).clone();
    let new = m.create_op(OpSpec {
        name: d.name,
        kind: d.kind,
        operands: new_operands,
        result_types: rtys,
        props: d.props.clone(),
        attrs: d.attrs.clone(),
        successors: Vec::new(),
        num_regions: 1,
        loc: d.loc,
    });
    m.insert_before(op, new);
    let (src, dst) = (m.op(op).regions()[0], m.op(new).regions()[0]);
    m.take_region_blocks(src, dst);
    let new_results = m.op(new).results().to_vec();
    let mut k = 0;
    for j in 0..inits.len() {
        if keep[j] {
            m.replace_all_uses(results[j], new_results[k]);
            k += 1;
        }
    }
    m.erase_op(op);
    true
}
