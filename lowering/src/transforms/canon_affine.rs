//! Canonicalization patterns of the affine dialect (upstream `AffineOps.cpp`:
//! `SimplifyAffineOp`, the `fold` hooks, `canonicalizeLoopBounds`, `AlwaysTrueOrFalseIf`,
//! `DeduplicateAffineMinMaxExpressions`, `CanonicalizeSingleResultAffineMinMaxOp`).
//!
//! - `affine.apply`, `affine.load`/`store`/`vector_load`/`vector_store`, `affine.min`/`max`,
//!   `affine.for` bounds and `affine.if` conditions are composed with the `affine.apply`
//!   chains feeding them, constant operands are promoted into the maps and the maps are
//!   simplified ([`fully_compose_map_and_operands`]).
//! - `affine.apply` of a constant map folds to a constant; of a single operand, to it.
//! - `affine.min`/`max`: duplicate results are dropped, constant results reduced to the
//!   tightest one, a constant map folds, a single-result map becomes `affine.apply`.
//! - `affine.for`: bound maps lose duplicate results; a zero-trip loop is replaced by its
//!   inits; a single-trip loop is promoted into its block (upstream does this in its loop
//!   utilities, Tessera's `canonicalize` does it too); a body that only yields its
//!   iteration arguments (or values from outside) folds the loop away.
//! - `affine.if` with an always-false set takes its else branch (or disappears), with an
//!   always-true set its then branch.

use super::affine_loop::{constant_trip_count, promote_if_single_iteration};
use super::canonicalize::Constants;
use super::rewrite::{inline_block_before, replace_op, set_prop, OpBuilder};
use crate::affine::compose::{fully_compose_map_and_operands, fully_compose_set_and_operands};
use crate::affine::ops;
use crate::affine::simplify::{is_trivially_empty, simplify_set};
use crate::dialect::OpKind;
use crate::ir::{AffineExpr, AffineExprKind, AffineMap, Context, Module, Op, Value};

/// Applies the affine patterns to `op`; returns whether the IR changed.
pub fn canonicalize(
    ctx: &mut Context,
    m: &mut Module,
    op: Op,
    kind: OpKind,
    consts: &mut Constants,
) -> bool {
    match kind {
        OpKind::AffineApply => apply(ctx, m, op, consts),
        OpKind::AffineLoad | OpKind::AffineVectorLoad => access(ctx, m, op, 0),
        OpKind::AffineStore | OpKind::AffineVectorStore => access(ctx, m, op, 1),
        OpKind::AffineMin | OpKind::AffineMax => {
            min_max(ctx, m, op, kind == OpKind::AffineMax, consts)
        }
        OpKind::AffineFor => for_op(ctx, m, op),
        OpKind::AffineIf => if_op(ctx, m, op),
        _ => false,
    }
}

fn set_map(ctx: &mut Context, m: &mut Module, op: Op, name: &str, map: AffineMap) {
    let a = ctx.map_attr(map);
    set_prop(ctx, m, op, name, a);
}

fn apply(ctx: &mut Context, m: &mut Module, op: Op, consts: &mut Constants) -> bool {
    let Some(map) = ops::apply_map(ctx, m, op) else {
        return false;
    };
    let operands = m.op(op).operands().to_vec();
    let (nm, nops) = fully_compose_map_and_operands(ctx, m, map, &operands);
    let Some(&e) = ctx.map_data(nm).results.first() else {
        return false;
    };
    if let Some(c) = ctx.as_const(e) {
        let ty = m.value_type(m.op(op).results()[0]);
        let a = ctx.index_attr(c);
        let v = consts.get(ctx, m, op, a, ty);
        replace_op(m, op, &[v]);
        return true;
    }
    let d = ctx.map_data(nm);
    let single = match ctx.expr(e) {
        AffineExprKind::Dim(0) => d.num_dims == 1 && d.num_symbols == 0,
        AffineExprKind::Symbol(0) => d.num_dims == 0 && d.num_symbols == 1,
        _ => false,
    };
    if single && nops.len() == 1 {
        replace_op(m, op, &[nops[0]]);
        return true;
    }
    if nm == map && nops == operands {
        return false;
    }
    m.set_operands(op, nops);
    set_map(ctx, m, op, "map", nm);
    true
}

fn access(ctx: &mut Context, m: &mut Module, op: Op, mem_pos: usize) -> bool {
    let Some((_, map, idx, _)) = ops::affine_access(ctx, m, op) else {
        return false;
    };
    let (nm, nops) = fully_compose_map_and_operands(ctx, m, map, &idx);
    if nm == map && nops == idx {
        return false;
    }
    let mut all = m.op(op).operands()[..=mem_pos].to_vec();
    all.extend(nops);
    m.set_operands(op, all);
    set_map(ctx, m, op, "map", nm);
    true
}

/// Drops duplicate results and all constant results but the tightest one (the largest for
/// a max, the smallest for a min).
fn dedupe_results(ctx: &mut Context, map: AffineMap, is_max: bool) -> AffineMap {
    let d = ctx.map_data(map).clone();
    let mut best: Option<(usize, i64)> = None;
    let mut out: Vec<AffineExpr> = Vec::new();
    for &e in &d.results {
        if let Some(c) = ctx.as_const(e) {
            best = Some(match best {
                None => {
                    out.push(e); // placeholder, keeps the first constant's position
                    (out.len() - 1, c)
                }
                Some((p, b)) => (p, if is_max { b.max(c) } else { b.min(c) }),
            });
        } else if !out.contains(&e) {
            out.push(e);
        }
    }
    if let Some((p, c)) = best {
        out[p] = ctx.cst(c);
    }
    if out == d.results {
        return map;
    }
    ctx.map(d.num_dims, d.num_symbols, out)
}

fn min_max(
    ctx: &mut Context,
    m: &mut Module,
    op: Op,
    is_max: bool,
    consts: &mut Constants,
) -> bool {
    let Some(map) = ops::map_attr(ctx, m, op, "map") else {
        return false;
    };
    let operands = m.op(op).operands().to_vec();
    let d = ctx.map_data(map).clone();
    if (d.num_dims + d.num_symbols) as usize != operands.len() || d.results.is_empty() {
        return false;
    }
    let (nm, nops) = fully_compose_map_and_operands(ctx, m, map, &operands);
    let nm = dedupe_results(ctx, nm, is_max);
    let results = ctx.map_data(nm).results.clone();
    if results.len() == 1 {
        if let Some(c) = ctx.as_const(results[0]) {
            let ty = m.value_type(m.op(op).results()[0]);
            let a = ctx.index_attr(c);
            let v = consts.get(ctx, m, op, a, ty);
            replace_op(m, op, &[v]);
            return true;
        }
        // A single-result min/max is an affine.apply.
        let v = OpBuilder::before(m, op).affine_apply(ctx, m, nm, nops);
        replace_op(m, op, &[v]);
        return true;
    }
    if nm == map && nops == operands {
        return false;
    }
    m.set_operands(op, nops);
    set_map(ctx, m, op, "map", nm);
    true
}

fn for_op(ctx: &mut Context, m: &mut Module, op: Op) -> bool {
    let Some(fb) = ops::for_bounds(ctx, m, op) else {
        return false;
    };
    let mut changed = false;
    let (lm, lo) = fully_compose_map_and_operands(ctx, m, fb.lb_map, &fb.lb_operands);
    let lm = dedupe_results(ctx, lm, true);
    let (um, uo) = fully_compose_map_and_operands(ctx, m, fb.ub_map, &fb.ub_operands);
    let um = dedupe_results(ctx, um, false);
    if lm != fb.lb_map || lo != fb.lb_operands || um != fb.ub_map || uo != fb.ub_operands {
        super::affine_loop::set_bounds(ctx, m, op, (lm, &lo), (um, &uo));
        changed = true;
    }
    match constant_trip_count(ctx, m, op) {
        Some(0) => {
            replace_op(m, op, &fb.inits);
            return true;
        }
        Some(1) if promote_if_single_iteration(ctx, m, op) => return true,
        _ => {}
    }
    if fold_empty_body(ctx, m, op, &fb.iter_args, &fb.inits) {
        return true;
    }
    changed
}

/// A loop whose body only yields: each result is its init when the iteration argument is
/// yielded unchanged, or the yielded value when it is defined outside the loop (the loop
/// runs at least once). Folds only when every result resolves.
pub(crate) fn fold_empty_body(
    ctx: &mut Context,
    m: &mut Module,
    op: Op,
    iter_args: &[Value],
    inits: &[Value],
) -> bool {
    let Some(body) = m.entry_block(op, 0) else {
        return false;
    };
    let Some(t) = super::rewrite::terminator(m, body) else {
        return false;
    };
    if m.first_op(body) != Some(t) || m.op(op).results().is_empty() {
        return false;
    }
    let yielded = m.op(t).operands().to_vec();
    if yielded.len() != iter_args.len() {
        return false;
    }
    let mut repl = Vec::new();
    let mut runs: Option<bool> = None;
    for (i, &y) in yielded.iter().enumerate() {
        if y == iter_args[i] {
            repl.push(inits[i]);
        } else if super::rewrite::defined_outside(m, y, op) {
            let r = *runs.get_or_insert_with(|| loop_runs(ctx, m, op));
            if !r {
                return false;
            }
            repl.push(y);
        } else {
            return false;
        }
    }
    replace_op(m, op, &repl);
    true
}

/// Whether a loop is known to run at least once.
fn loop_runs(ctx: &mut Context, m: &Module, op: Op) -> bool {
    match m.op(op).kind {
        Some(OpKind::AffineFor) => constant_trip_count(ctx, m, op).is_some_and(|c| c >= 1),
        Some(OpKind::ScfFor) => {
            super::canon_scf::scf_trip_count(ctx, m, op).is_some_and(|c| c >= 1)
        }
        _ => false,
    }
}

fn if_op(ctx: &mut Context, m: &mut Module, op: Op) -> bool {
    let Some(set) = ops::set_attr(ctx, m, op, "condition") else {
        return false;
    };
    let operands = m.op(op).operands().to_vec();
    let sd = ctx.set_data(set).clone();
    if (sd.num_dims + sd.num_symbols) as usize != operands.len() {
        return false;
    }
    let (ns, nops) = fully_compose_set_and_operands(ctx, m, set, &operands);
    let ns = simplify_set(ctx, ns);
    let nd = ctx.set_data(ns).clone();
    let always_false = is_trivially_empty(ctx, ns);
    let always_true = nd.constraints.is_empty()
        || nd.constraints.iter().zip(&nd.eq_flags).all(|(&e, &eq)| {
            ctx.as_const(e)
                .is_some_and(|c| if eq { c == 0 } else { c >= 0 })
        });
    if always_true || always_false {
        let region = if always_true { 0 } else { 1 };
        return take_branch(m, op, region);
    }
    if ns == set && nops == operands {
        return false;
    }
    m.set_operands(op, nops);
    let a = ctx.attr(crate::ir::AttrKind::IntegerSet(ns));
    set_prop(ctx, m, op, "condition", a);
    true
}

/// Replaces an `if`-like op by the contents of its region `ri` (results → yielded values);
/// an empty region (an absent else) just erases the op when it has no results.
pub(crate) fn take_branch(m: &mut Module, op: Op, ri: usize) -> bool {
    let nres = m.op(op).results().len();
    match m.entry_block(op, ri) {
        Some(block) => {
            let Some(t) = super::rewrite::terminator(m, block) else {
                return false;
            };
            if m.op(t).operands().len() != nres {
                return false;
            }
            match inline_block_before(m, block, op, &[]) {
                Some(vals) => {
                    replace_op(m, op, &vals);
                    true
                }
                None => false,
            }
        }
        None if nres == 0 => {
            m.erase_op(op);
            true
        }
        None => false,
    }
}
