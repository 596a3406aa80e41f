//! `affine-loop-unroll-jam`: unroll-and-jam of an `affine.for` (upstream's
//! `LoopUnrollAndJam.cpp` and `loopUnrollJamByFactor`), the register-tiling transform:
//! the outer loop's step is scaled by the factor `f` and every maximal run of non-loop ops
//! in its body (and, recursively, in the bodies of the loops it contains) is followed by
//! `f − 1` copies of itself for the IVs `iv + i·step`, so that the inner loops are shared
//! ("jammed") by the copies.
//!
//! - Inner loops with iteration arguments get `f` sets of them (their inits, arguments and
//!   yields are duplicated and remapped per copy).
//! - Iteration arguments of the jammed loop itself must be reductions (a combiner op applied
//!   to the argument, which has no other use); each copy starts from the combiner's
//!   identity and the partial results are combined after the loop. (Upstream copies the
//!   init into every copy, which is wrong unless the init is the identity; and it does not
//!   check that the arguments are reductions.) Floating-point reductions are reassociated,
//!   as upstream does.
//! - A trip count not divisible by `f` leaves a cleanup loop, as for unrolling.
//! - Inner loops whose bounds depend on values defined inside the jammed loop are not
//!   supported (nothing changes), as upstream.
//!
//! Like upstream, no dependence check is made: unroll-and-jam is the caller's decision.
//! The pass (option `unroll-jam-factor`, default 4) transforms, in each function, the
//! first `affine.for` among the ops of the entry block (upstream looks only at the very
//! first op of the entry block, so it also misses a loop preceded by constants).

use super::affine_loop::{
    add_iter_args, body_ops, constant_trip_count, largest_divisor_of_trip_count,
    promote_if_single_iteration, set_step,
};
use super::loop_unroll::{generate_cleanup_loop, within_size_limit, NotApplicable};
use super::reductions::{identity_value, iter_arg_reductions};
use super::rewrite::{defined_outside, functions, op_error, terminator, InsertPoint, OpBuilder};
use crate::affine::ops;
use crate::diag::Diagnostics;
use crate::dialect::OpKind;
use crate::ir::{Block, Context, Module, Op, Value, ValueMap};
use crate::pass::PassOptions;

/// Runs `affine-loop-unroll-jam` on every function under `anchor`.
pub fn run(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    opts: &PassOptions,
) -> Result<bool, Diagnostics> {
    opts.check_known("affine-loop-unroll-jam", &["unroll-jam-factor"])
        .map_err(|e| op_error(ctx, m, anchor, e))?;
    let factor = opts
        .get_i64("unroll-jam-factor", 4)
        .map_err(|e| op_error(ctx, m, anchor, e))?;
    let factor = u64::try_from(factor)
        .ok()
        .filter(|&f| f > 0)
        .ok_or_else(|| {
            op_error(
                ctx,
                m,
                anchor,
                "option 'unroll-jam-factor' must be positive",
            )
        })?;
    let mut changed = false;
    for f in functions(m, anchor) {
        let Some(entry) = m.entry_block(f, 0) else {
            continue;
        };
        let first = m
            .block_ops(entry)
            .find(|&op| m.op(op).kind == Some(OpKind::AffineFor));
        if let Some(l) = first {
            changed |= unroll_jam_by_factor(ctx, m, l, factor).unwrap_or(false);
        }
    }
    Ok(changed)
}

/// Maximal runs of non-`affine.for` ops (terminators excluded) in the blocks under `op`.
fn jam_blocks(m: &Module, op: Op, out: &mut Vec<Vec<Op>>) {
    for &r in m.op(op).regions() {
        for &b in m.region(r).blocks() {
            jam_block(m, b, out);
        }
    }
}

fn jam_block(m: &Module, b: Block, out: &mut Vec<Vec<Op>>) {
    let mut run = Vec::new();
    for op in body_ops(m, b) {
        if m.op(op).kind == Some(OpKind::AffineFor) {
            if !run.is_empty() {
                out.push(std::mem::take(&mut run));
            }
            jam_blocks(m, op, out);
        } else {
            run.push(op);
        }
    }
    if !run.is_empty() {
        out.push(run);
    }
}

/// Whether every bound operand of every loop under `for_op` is defined outside it.
fn inner_bounds_invariant(ctx: &Context, m: &Module, for_op: Op) -> bool {
    let mut ok = true;
    m.walk_pre(for_op, &mut |l| {
        if l == for_op || m.op(l).kind != Some(OpKind::AffineFor) {
            return;
        }
        match ops::for_bounds(ctx, m, l) {
            Some(fb) => {
                ok &= fb
                    .lb_operands
                    .iter()
                    .chain(&fb.ub_operands)
                    .all(|&v| defined_outside(m, v, for_op));
            }
            None => ok = false,
        }
    });
    ok
}

/// Unroll-and-jams `for_op` by `factor`; `Ok(changed)`, or `Err(NotApplicable)` when it does not
/// apply.
pub fn unroll_jam_by_factor(
    ctx: &mut Context,
    m: &mut Module,
    for_op: Op,
    factor: u64,
) -> Result<bool, NotApplicable> {
    if factor == 0 {
        return Err(NotApplicable);
    }
    let tc = constant_trip_count(ctx, m, for_op);
    if factor == 1 {
        return Ok(tc == Some(1) && promote_if_single_iteration(ctx, m, for_op));
    }
    let fb = ops::for_bounds(ctx, m, for_op).ok_or(NotApplicable)?;
    let body = m.entry_block(for_op, 0).ok_or(NotApplicable)?;
    if body_ops(m, body).is_empty() {
        return Ok(false);
    }
    if tc.is_some_and(|t| t < factor)
        || !inner_bounds_invariant(ctx, m, for_op)
        || !within_size_limit(m, for_op, factor)
    {
        return Err(NotApplicable);
    }
    let reductions = iter_arg_reductions(ctx, m, for_op);
    if reductions.len() != fb.iter_args.len() {
        return Err(NotApplicable);
    }
    let mut sub_blocks = Vec::new();
    jam_block(m, body, &mut sub_blocks);
    if !largest_divisor_of_trip_count(ctx, m, for_op).is_multiple_of(factor) {
        if ctx.map_data(fb.lb_map).results.len() != 1 || ctx.map_data(fb.ub_map).results.len() != 1
        {
            return Err(NotApplicable);
        }
        generate_cleanup_loop(ctx, m, for_op, factor)?;
    }
    let f = factor as usize;
    let mut maps: Vec<ValueMap> = vec![ValueMap::default(); f - 1];

    // Loops with iteration arguments get `f` sets of them (inner loops first).
    let with_iter_args: Vec<Op> = m
        .collect_post(for_op)
        .into_iter()
        .filter(|&l| m.op(l).kind == Some(OpKind::AffineFor))
        .filter(|&l| ops::for_bounds(ctx, m, l).is_some_and(|b| !b.inits.is_empty()))
        .collect();
    let mut for_op = for_op;
    let mut new_loops = Vec::new();
    for old in with_iter_args {
        let Some(ob) = ops::for_bounds(ctx, m, old) else {
            return Err(NotApplicable);
        };
        let Some(ybody) = m.entry_block(old, 0) else {
            return Err(NotApplicable);
        };
        let Some(y) = terminator(m, ybody) else {
            return Err(NotApplicable);
        };
        let old_yields = m.op(y).operands().to_vec();
        let n = ob.inits.len();
        let dup_inits: Vec<Value> = if old == for_op {
            // The jammed loop's copies start from the identity of their reduction.
            let b = OpBuilder::before(m, old);
            let mut v = Vec::new();
            for _ in 1..f {
                for r in &reductions {
                    let ty = m.value_type(ob.inits[r.position]);
                    v.push(identity_value(ctx, m, &b, r.combiner, ty).ok_or(NotApplicable)?);
                }
            }
            v
        } else {
            (1..f).flat_map(|_| ob.inits.iter().copied()).collect()
        };
        let dup_yields: Vec<Value> = (1..f).flat_map(|_| old_yields.iter().copied()).collect();
        let new =
            add_iter_args(ctx, m, old, &dup_inits, &|_| dup_yields.clone()).ok_or(NotApplicable)?;
        if old == for_op {
            for_op = new;
        }
        let nb = ops::for_bounds(ctx, m, new).ok_or(NotApplicable)?;
        let results = m.op(new).results().to_vec();
        for i in 1..f {
            for j in 0..n {
                maps[i - 1]
                    .values
                    .insert(nb.iter_args[j], nb.iter_args[i * n + j]);
                maps[i - 1].values.insert(results[j], results[i * n + j]);
            }
        }
        new_loops.push(new);
    }

    let step = fb.step;
    let new_step = step.checked_mul(factor as i64).ok_or(NotApplicable)?;
    set_step(ctx, m, for_op, new_step);
    let iv = ops::for_bounds(ctx, m, for_op).ok_or(NotApplicable)?.iv;
    let loc = m.op(for_op).loc;
    for i in (1..f).rev() {
        for sb in &sub_blocks {
            let Some(&last) = sb.last() else { continue };
            // Insert after the sub-block: before the op following it.
            let Some(anchor) = m.next_op(last) else {
                continue;
            };
            let b = OpBuilder {
                ip: InsertPoint::Before(anchor),
                loc,
            };
            if !m.use_empty(iv) {
                let d0 = ctx.dim(0);
                let off = ctx.cst(step.saturating_mul(i as i64));
                let e = ctx.add(d0, off);
                let bump = ctx.map(1, 0, vec![e]);
                let v = b.affine_apply(ctx, m, bump, vec![iv]);
                maps[i - 1].values.insert(iv, v);
            }
            for &op in sb {
                let c = m.clone_op(op, &mut maps[i - 1]);
                m.insert_before(anchor, c);
            }
        }
        // Remap the duplicated inits and yields of copy `i`.
        for &l in &new_loops {
            let Some(lb) = ops::for_bounds(ctx, m, l) else {
                continue;
            };
            let n = lb.inits.len() / f;
            let ctrl = lb.lb_operands.len() + lb.ub_operands.len();
            let Some(lbody) = m.entry_block(l, 0) else {
                continue;
            };
            let Some(y) = terminator(m, lbody) else {
                continue;
            };
            for j in 0..n {
                if l != for_op {
                    let v = maps[i - 1].lookup(m.op(l).operands()[ctrl + j]);
                    // Copy `i`'s IV (`iv + i·step`) is made after the sub-block that
                    // holds `l`; an init that is the IV needs it before `l`.
                    if let Some(d) = m.defining_op(v) {
                        let bump = m.op(d).kind == Some(OpKind::AffineApply)
                            && m.op(d).parent == m.op(l).parent
                            && m.op(d).operands() == [iv];
                        if bump && comes_after(m, l, d) {
                            m.move_before(d, l);
                        }
                    }
                    m.set_operand(l, ctrl + i * n + j, v);
                }
                let v = maps[i - 1].lookup(m.op(y).operands()[j]);
                m.set_operand(y, i * n + j, v);
            }
        }
    }

    // Combine the partial reductions of the jammed loop after it.
    if !reductions.is_empty() {
        let results = m.op(for_op).results().to_vec();
        let n = results.len() / f;
        let b = match m.next_op(for_op) {
            Some(nx) => OpBuilder {
                ip: InsertPoint::Before(nx),
                loc,
            },
            None => return Err(NotApplicable),
        };
        for r in &reductions {
            let pos = r.position;
            let mut acc = results[pos];
            let mut created = Vec::new();
            for i in (1..f).rev() {
                acc = b.binary(ctx, m, r.combiner, acc, results[i * n + pos]);
                if let Some(d) = m.defining_op(acc) {
                    created.push(d);
                }
            }
            m.replace_uses_where(results[pos], acc, &|_, u| !created.contains(&u.op));
        }
    }
    promote_if_single_iteration(ctx, m, for_op);
    Ok(true)
}

/// Whether `b` follows `a` in their block.
fn comes_after(m: &Module, a: Op, b: Op) -> bool {
    let mut cur = m.next_op(a);
    while let Some(o) = cur {
        if o == b {
            return true;
        }
        cur = m.next_op(o);
    }
    false
}
