//! `affine-loop-unroll`: unrolls `affine.for` loops, as upstream's `LoopUnroll.cpp` and
//! `loopUnrollByFactor` / `loopUnrollFull` / `loopUnrollUpToFactor` (`LoopUtils.cpp`).
//!
//! Options (upstream's): `unroll-factor` (4), `unroll-up-to-factor` (unroll by the trip
//! count when it is smaller), `unroll-full` (unroll constant-trip loops completely),
//! `unroll-full-threshold` (with `unroll-full`: fully unroll every loop, not only the
//! innermost ones, whose constant trip count is at most this), `unroll-num-reps` (repeat on
//! the innermost loops this many times) and `cleanup-unroll` (fully unroll instead of
//! leaving a cleanup loop).
//!
//! Unrolling by `f` scales the step by `f` and appends `f − 1` copies of the body, the IV
//! of copy `i` being `affine.apply (d0) -> (d0 + i·step)`; iteration arguments are chained
//! through the copies (copy `i` reads what copy `i − 1` yields) and the yield takes the
//! last copy's values. When `f` does not divide the trip count, a cleanup loop (a clone
//! taking the main loop's results as inits) runs the remaining iterations: its lower bound
//! is `lb + (tc − tc mod f)·step`, which is also the main loop's new upper bound. This needs
//! single-result bounds, as upstream. Unlike upstream, a trip count that is not a known
//! constant keeps `lb` in the cleanup lower bound (a max), so that a negative trip count
//! does not run the cleanup loop. Loops that become single-iteration are promoted. An
//! unrolling that would create more than [`MAX_UNROLLED_OPS`] ops is not done.

use super::affine_loop::{
    body_ops, cleanup_bounds, constant_trip_count, largest_divisor_of_trip_count,
    promote_if_single_iteration, set_lower_bound, set_step, set_upper_bound,
};
use super::rewrite::{functions, op_error, terminator, OpBuilder};
use crate::affine::ops;
use crate::diag::Diagnostics;
use crate::dialect::OpKind;
use crate::ir::{Context, Module, Op, Value, ValueMap};
use crate::pass::PassOptions;

/// The options of `affine-loop-unroll`.
#[derive(Debug, Clone, Copy)]
pub struct UnrollOptions {
    /// `unroll-factor`
    pub factor: u64,
    /// `unroll-up-to-factor`
    pub up_to_factor: bool,
    /// `unroll-full`
    pub full: bool,
    /// `unroll-num-reps`
    pub num_reps: u64,
    /// `unroll-full-threshold`, when given.
    pub full_threshold: Option<u64>,
    /// `cleanup-unroll`
    pub cleanup_unroll: bool,
}

fn parse_options(opts: &PassOptions) -> Result<UnrollOptions, String> {
    opts.check_known(
        "affine-loop-unroll",
        &[
            "unroll-factor",
            "unroll-up-to-factor",
            "unroll-full",
            "unroll-num-reps",
            "unroll-full-threshold",
            "cleanup-unroll",
        ],
    )?;
    let nonneg = |name: &str, v: i64| {
        u64::try_from(v).map_err(|_| format!("option '{name}' must not be negative"))
    };
    let factor = nonneg("unroll-factor", opts.get_i64("unroll-factor", 4)?)?;
    if factor == 0 {
        return Err("option 'unroll-factor' must be positive".into());
    }
    let full_threshold = match opts.get("unroll-full-threshold") {
        None => None,
        Some(_) => Some(nonneg(
            "unroll-full-threshold",
            opts.get_i64("unroll-full-threshold", 1)?,
        )?),
    };
    Ok(UnrollOptions {
        factor,
        up_to_factor: opts.get_bool("unroll-up-to-factor", false)?,
        full: opts.get_bool("unroll-full", false)?,
        num_reps: nonneg("unroll-num-reps", opts.get_i64("unroll-num-reps", 1)?)?,
        full_threshold,
        cleanup_unroll: opts.get_bool("cleanup-unroll", false)?,
    })
}

/// Runs `affine-loop-unroll` on every function under `anchor`.
pub fn run(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    opts: &PassOptions,
) -> Result<bool, Diagnostics> {
    let o = parse_options(opts).map_err(|e| op_error(ctx, m, anchor, e))?;
    let mut changed = false;
    for f in functions(m, anchor) {
        changed |= unroll_function(ctx, m, f, &o);
    }
    Ok(changed)
}

/// Unrolls the loops of one function; returns whether the IR changed.
pub fn unroll_function(ctx: &mut Context, m: &mut Module, func: Op, o: &UnrollOptions) -> bool {
    let mut changed = false;
    if o.full {
        if let Some(th) = o.full_threshold {
            // Every short loop, innermost first (post-order).
            let loops: Vec<Op> = m
                .collect_post(func)
                .into_iter()
                .filter(|&op| m.op(op).kind == Some(OpKind::AffineFor))
                .filter(|&op| constant_trip_count(ctx, m, op).is_some_and(|t| t <= th))
                .collect();
            for l in loops {
                if !m.is_erased(l) {
                    changed |= unroll_full(ctx, m, l).unwrap_or(false);
                }
            }
            return changed;
        }
    }
    for _ in 0..o.num_reps.max(1) {
        let loops = innermost_loops(m, func);
        if loops.is_empty() {
            break;
        }
        let mut unrolled = false;
        for l in loops {
            let r = if o.full {
                unroll_full(ctx, m, l)
            } else if o.up_to_factor {
                unroll_up_to_factor(ctx, m, l, o.factor)
            } else {
                unroll_by_factor(ctx, m, l, o.factor, o.cleanup_unroll)
            };
            unrolled |= r.is_ok();
            changed |= r.unwrap_or(false);
        }
        if !unrolled {
            break;
        }
    }
    changed
}

/// The `affine.for` ops under `op` that contain no other `affine.for`, in post-order.
pub fn innermost_loops(m: &Module, op: Op) -> Vec<Op> {
    m.collect_post(op)
        .into_iter()
        .filter(|&l| m.op(l).kind == Some(OpKind::AffineFor))
        .filter(|&l| {
            let mut inner = false;
            m.walk_pre(l, &mut |x| {
                inner |= x != l && m.op(x).kind == Some(OpKind::AffineFor);
            });
            !inner
        })
        .collect()
}

/// Why a loop transformation did not apply (upstream's `failure()`): the loop does not
/// have the required form (trip count, bounds, reductions).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotApplicable;

impl std::fmt::Display for NotApplicable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("the loop transformation does not apply")
    }
}

impl std::error::Error for NotApplicable {}

/// The outcome of an unrolling utility: `Ok(changed)` on success, `Err(NotApplicable)`
/// when the loop cannot be unrolled as asked.
pub type UnrollResult = Result<bool, NotApplicable>;

/// Unrolls a constant-trip loop completely (upstream's `loopUnrollFull`).
pub fn unroll_full(ctx: &mut Context, m: &mut Module, for_op: Op) -> UnrollResult {
    let tc = constant_trip_count(ctx, m, for_op).ok_or(NotApplicable)?;
    if tc == 0 {
        return Ok(false);
    }
    if promote_if_single_iteration(ctx, m, for_op) {
        return Ok(true);
    }
    unroll_by_factor(ctx, m, for_op, tc, false)
}

/// Unrolls by `factor`, or by the trip count when it is smaller (upstream's
/// `loopUnrollUpToFactor`).
pub fn unroll_up_to_factor(
    ctx: &mut Context,
    m: &mut Module,
    for_op: Op,
    factor: u64,
) -> UnrollResult {
    match constant_trip_count(ctx, m, for_op) {
        Some(tc) if tc < factor => unroll_by_factor(ctx, m, for_op, tc, false),
        _ => unroll_by_factor(ctx, m, for_op, factor, false),
    }
}

/// Unrolls `for_op` by `factor` (upstream's `loopUnrollByFactor`).
pub fn unroll_by_factor(
    ctx: &mut Context,
    m: &mut Module,
    for_op: Op,
    factor: u64,
    cleanup_unroll: bool,
) -> UnrollResult {
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
    if !within_size_limit(m, for_op, factor) {
        return Err(NotApplicable);
    }
    if let Some(t) = tc {
        if t < factor {
            return if cleanup_unroll {
                unroll_full(ctx, m, for_op)
            } else {
                Err(NotApplicable)
            };
        }
    }
    if !largest_divisor_of_trip_count(ctx, m, for_op).is_multiple_of(factor) {
        if ctx.map_data(fb.lb_map).results.len() != 1 || ctx.map_data(fb.ub_map).results.len() != 1
        {
            return Err(NotApplicable);
        }
        if cleanup_unroll {
            return unroll_full(ctx, m, for_op);
        }
        generate_cleanup_loop(ctx, m, for_op, factor)?;
    }
    let step = fb.step;
    let new_step = step
        .checked_mul(i64::try_from(factor).map_err(|_| NotApplicable)?)
        .ok_or(NotApplicable)?;
    set_step(ctx, m, for_op, new_step);
    generate_unrolled_body(ctx, m, for_op, factor, step);
    promote_if_single_iteration(ctx, m, for_op);
    Ok(true)
}

/// The most ops an unrolling may create (a guard against `unroll-full` of a loop with a
/// huge constant trip count; upstream has none).
pub const MAX_UNROLLED_OPS: u64 = 1 << 20;

/// Whether `factor` copies of the body of `for_op` stay within [`MAX_UNROLLED_OPS`].
pub fn within_size_limit(m: &Module, for_op: Op, factor: u64) -> bool {
    let mut n = 0u64;
    m.walk_pre(for_op, &mut |_| n += 1);
    n.saturating_mul(factor) <= MAX_UNROLLED_OPS
}

/// Appends `factor − 1` copies of the body of `for_op` before its terminator, chaining the
/// iteration arguments; the IV of copy `i` is `iv + i·step`.
pub fn generate_unrolled_body(
    ctx: &mut Context,
    m: &mut Module,
    for_op: Op,
    factor: u64,
    step: i64,
) {
    let Some(fb) = ops::for_bounds(ctx, m, for_op) else {
        return;
    };
    let Some(body) = m.entry_block(for_op, 0) else {
        return;
    };
    let Some(term) = terminator(m, body) else {
        return;
    };
    let originals = body_ops(m, body);
    let yielded = m.op(term).operands().to_vec();
    let mut last: Vec<Value> = yielded.clone();
    let loc = m.op(for_op).loc;
    for i in 1..factor {
        let mut map = ValueMap::default();
        for (a, v) in fb.iter_args.iter().zip(&last) {
            map.values.insert(*a, *v);
        }
        if !m.use_empty(fb.iv) {
            let d0 = ctx.dim(0);
            let off = ctx.cst(step.saturating_mul(i as i64));
            let e = ctx.add(d0, off);
            let bump = ctx.map(1, 0, vec![e]);
            let b = OpBuilder {
                ip: super::rewrite::InsertPoint::Before(term),
                loc,
            };
            let v = b.affine_apply(ctx, m, bump, vec![fb.iv]);
            map.values.insert(fb.iv, v);
        }
        for &op in &originals {
            let c = m.clone_op(op, &mut map);
            m.insert_before(term, c);
        }
        last = yielded.iter().map(|&y| map.lookup(y)).collect();
    }
    m.set_operands(term, last);
}

/// Splits off a cleanup loop after `for_op` running the iterations that an unroll by
/// `factor` leaves over (upstream's `generateCleanupLoopForUnroll`).
pub fn generate_cleanup_loop(
    ctx: &mut Context,
    m: &mut Module,
    for_op: Op,
    factor: u64,
) -> Result<Op, NotApplicable> {
    let (clb, cops, mub, mops) = cleanup_bounds(ctx, m, for_op, factor).ok_or(NotApplicable)?;
    let cleanup = m.clone_op(for_op, &mut ValueMap::default());
    m.insert_after(for_op, cleanup);
    let results = m.op(for_op).results().to_vec();
    let cresults = m.op(cleanup).results().to_vec();
    for (r, c) in results.iter().zip(&cresults) {
        m.replace_all_uses(*r, *c);
    }
    if let Some(cfb) = ops::for_bounds(ctx, m, cleanup) {
        let base = cfb.lb_operands.len() + cfb.ub_operands.len();
        for (j, &r) in results.iter().enumerate() {
            m.set_operand(cleanup, base + j, r);
        }
    }
    set_lower_bound(ctx, m, cleanup, clb, &cops);
    promote_if_single_iteration(ctx, m, cleanup);
    set_upper_bound(ctx, m, for_op, mub, &mops);
    Ok(cleanup)
}
