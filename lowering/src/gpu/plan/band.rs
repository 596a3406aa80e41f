//! Parallel bands: finding them, choosing their hardware dims, and preparing their bodies.
//!
//! A band is the chain of perfectly nested, hyper-rectangular parallel loops at the top of a
//! nest: `affine.parallel` ops without reductions (all their dims) and `affine.for` loops
//! proved parallel without reductions. [`assign_hw`] picks the dim for local/grid X (the one
//! indexing the innermost memref dimension with unit stride in the most accesses, stores
//! weighing more), Y (the innermost other dim) and Z (the rest, linearized when their inner
//! trip counts are static; the others are [`sink_dims`]-ed into sequential loops inside the
//! kernel). [`prepare_body`] makes inner `affine.parallel` ops sequential and promotes
//! loop-invariant memory locations to `iter_args`.

use crate::affine::access::AliasPolicy;
use crate::affine::compose::fully_compose_map_and_operands;
use crate::affine::dependence::analyze_loop_with;
use crate::affine::flatten::flatten_expr;
use crate::affine::ops;
use crate::dialect::OpKind;
use crate::gpu::build::{body_ops, defined_outside, Bound, Builder};
use crate::gpu::plan::prep::{
    parallel_dim_bounds, promote_all, sequentialize_nested, sequentialize_parallel,
};
use crate::gpu::plan::MapOptions;
use crate::ir::{Block, Context, Module, Op, Value};
use crate::transforms::affine_parallelize::ParallelizeOptions;
use crate::transforms::loop_util::sole_child;

/// One dimension of a band.
#[derive(Debug, Clone)]
pub struct BandDim {
    /// Lower bound (max of the results).
    pub lb: Bound,
    /// Upper bound (min of the results, exclusive).
    pub ub: Bound,
    /// Step.
    pub step: i64,
    /// The IV.
    pub iv: Value,
}

/// A parallel band: the loops (outermost first), their dims and the innermost body.
#[derive(Debug, Clone)]
pub struct Band {
    /// The outermost loop.
    pub root: Op,
    /// The innermost loop.
    pub last: Op,
    /// Every dim, outermost first.
    pub dims: Vec<BandDim>,
}

/// The dims of `op` if it can be part of a band (`root` is the band's outermost loop).
pub(crate) fn band_dims(
    ctx: &mut Context,
    m: &Module,
    op: Op,
    root: Op,
    o: &MapOptions,
) -> Option<Vec<BandDim>> {
    let outside = |vals: &[Value]| vals.iter().all(|&v| defined_outside(m, v, root));
    match m.op(op).kind {
        Some(OpKind::AffineParallel) => {
            if !m.op(op).results().is_empty() {
                return None;
            }
            let pb = ops::parallel_bounds(ctx, m, op)?;
            // `affine.parallel () = () to ()` runs its body once: nothing to map.
            if pb.dims.is_empty() {
                return None;
            }
            if !outside(&pb.lb_operands) || !outside(&pb.ub_operands) {
                return None;
            }
            (0..pb.dims.len())
                .map(|i| {
                    let (lb, ub) = parallel_dim_bounds(ctx, &pb, i)?;
                    Some(BandDim {
                        lb,
                        ub,
                        step: pb.dims[i].step,
                        iv: pb.dims[i].iv,
                    })
                })
                .collect()
        }
        Some(OpKind::AffineFor) => {
            let fb = ops::for_bounds(ctx, m, op)?;
            if !fb.iter_args.is_empty() || !outside(&fb.lb_operands) || !outside(&fb.ub_operands) {
                return None;
            }
            let dopts = ParallelizeOptions {
                assume_noalias: o.assume_noalias,
                ..Default::default()
            }
            .dependence_options();
            let info = analyze_loop_with(ctx, m, op, &dopts);
            if !info.parallel || !info.reductions.is_empty() {
                return None;
            }
            Some(vec![BandDim {
                lb: (fb.lb_map, fb.lb_operands),
                ub: (fb.ub_map, fb.ub_operands),
                step: fb.step,
                iv: fb.iv,
            }])
        }
        _ => None,
    }
}

/// The outermost parallel band starting at `root`, if `root` is parallel.
pub fn collect_band(ctx: &mut Context, m: &Module, root: Op, o: &MapOptions) -> Option<Band> {
    let mut dims = band_dims(ctx, m, root, root, o)?;
    let mut last = root;
    while let Some(c) = sole_child(m, last) {
        match band_dims(ctx, m, c, root, o) {
            Some(d) => {
                dims.extend(d);
                last = c;
            }
            None => break,
        }
    }
    Some(Band { root, last, dims })
}

/// Whether a band can be found anywhere inside `op` (included).
pub(crate) fn contains_band(ctx: &mut Context, m: &Module, op: Op, o: &MapOptions) -> bool {
    let mut cands = Vec::new();
    m.walk_pre(op, &mut |x| {
        if matches!(
            m.op(x).kind,
            Some(OpKind::AffineFor | OpKind::AffineParallel)
        ) {
            cands.push(x);
        }
    });
    cands.into_iter().any(|c| {
        band_dims(ctx, m, c, c, o).is_some()
            || (o.reductions
                && m.op(c).kind == Some(OpKind::AffineParallel)
                && !m.op(c).results().is_empty())
    })
}

/// The static value of `min`/`max` of a bound, if every result folds to a constant.
fn static_bound(ctx: &mut Context, m: &Module, b: &Bound, is_min: bool) -> Option<i64> {
    let (map, _) = fully_compose_map_and_operands(ctx, m, b.0, &b.1);
    let rs = ctx.map_data(map).results.clone();
    let cs: Option<Vec<i64>> = rs.iter().map(|&e| ctx.as_const(e)).collect();
    let cs = cs?;
    if is_min {
        cs.into_iter().min()
    } else {
        cs.into_iter().max()
    }
}

/// The static trip count of a band dim.
pub(crate) fn static_trip(ctx: &mut Context, m: &Module, d: &BandDim) -> Option<i64> {
    let lo = static_bound(ctx, m, &d.lb, false)?;
    let hi = static_bound(ctx, m, &d.ub, true)?;
    let n = hi.checked_sub(lo)?;
    Some(if n <= 0 { 0 } else { (n + d.step - 1) / d.step })
}

/// Scores of each band dim for local X: accesses whose innermost index moves with unit
/// stride along the dim (stores 3, loads 2).
fn x_scores(ctx: &mut Context, m: &Module, band: &Band) -> Vec<i64> {
    let mut scores = vec![0i64; band.dims.len()];
    let mut accesses = Vec::new();
    m.walk_pre(band.last, &mut |op| accesses.push(op));
    for op in accesses {
        let Some((_, map, operands, write)) = ops::affine_access(ctx, m, op) else {
            continue;
        };
        let (map, operands) = fully_compose_map_and_operands(ctx, m, map, &operands);
        let d = ctx.map_data(map).clone();
        let Some(&last) = d.results.last() else {
            continue;
        };
        let Ok((flat, _)) = flatten_expr(ctx, last, d.num_dims, d.num_symbols) else {
            continue;
        };
        for (k, dim) in band.dims.iter().enumerate() {
            if let Some(p) = operands.iter().position(|&v| v == dim.iv) {
                if flat.coeffs.get(p).is_some_and(|c| c.abs() == 1) {
                    scores[k] += if write { 3 } else { 2 };
                }
            }
        }
    }
    scores
}

/// Hardware assignment: `(x, y, z group, sunk dims)` as band dim indices.
pub(crate) fn assign_hw(
    ctx: &mut Context,
    m: &Module,
    band: &Band,
    trips: &[Option<i64>],
    share_y: bool,
) -> (usize, Option<usize>, Vec<usize>, Vec<usize>) {
    let scores = x_scores(ctx, m, band);
    let n = band.dims.len();
    let mut x = n - 1;
    for k in (0..n).rev() {
        if scores[k] > scores[x] {
            x = k;
        }
    }
    let mut rest: Vec<usize> = (0..n).filter(|&k| k != x).collect();
    // With subgroup sharing, y is the innermost dim along which a load that every lane
    // repeats varies (a convolution's filters `f` for `W[f, c, kh, kw]`), so that its
    // values are the register tile's rows.
    if share_y {
        let body: Vec<Op> = m
            .entry_block(band.last, 0)
            .map(|b| m.block_ops_vec(b))
            .unwrap_or_default();
        if let Some(pos) = rest.iter().rposition(|&k| {
            crate::gpu::plan::loads::has_shareable_load(m, &body, band.dims[x].iv, band.dims[k].iv)
        }) {
            let k = rest.remove(pos);
            rest.push(k);
        }
    }
    let y = rest.pop();
    let mut z = rest;
    let mut sunk = Vec::new();
    if z.len() > 1 {
        // Linearize the longest suffix whose dims, but the first, have static trip counts;
        // the dims before it run sequentially inside the kernel.
        let mut s = z.len() - 1;
        while s > 0 && trips[z[s]].is_some() {
            s -= 1;
        }
        sunk = z[..s].to_vec();
        z = z[s..].to_vec();
    }
    (x, y, z, sunk)
}

/// Moves the band dims `sunk` into sequential loops around the body of `band.last`.
pub(crate) fn sink_dims(ctx: &mut Context, m: &mut Module, band: &Band, sunk: &[usize]) {
    if sunk.is_empty() {
        return;
    }
    let Some(body) = m.entry_block(band.last, 0) else {
        return;
    };
    let Some(term) = crate::gpu::build::terminator(m, body) else {
        return;
    };
    let ops_list = body_ops(m, body);
    let loc = m.op(band.last).loc;
    let mut b = Builder::before(m, term);
    let mut loops = Vec::new();
    for &k in sunk {
        let d = &band.dims[k];
        let lp = b.affine_for(ctx, m, d.lb.clone(), d.ub.clone(), d.step, &[]);
        b = Builder::at_end(lp.body, loc);
        loops.push(lp);
    }
    let Some(inner) = loops.last() else { return };
    let inner_body = inner.body;
    for op in ops_list {
        m.move_to_end(op, inner_body);
    }
    for (&k, lp) in sunk.iter().zip(&loops) {
        m.replace_all_uses(band.dims[k].iv, lp.iv);
    }
    for lp in &loops {
        Builder::yield_in(ctx, m, lp.body, vec![], loc);
    }
}

/// Prepares the band body for the kernel: inner `affine.parallel` ops become sequential,
/// invariant memory locations become `iter_args`.
pub(crate) fn prepare_body(ctx: &mut Context, m: &mut Module, body: Block, policy: AliasPolicy) {
    for op in body_ops(m, body) {
        if m.op(op).kind == Some(OpKind::AffineParallel) {
            if let Some(n) = sequentialize_parallel(ctx, m, op) {
                sequentialize_nested(ctx, m, n);
            }
        } else {
            sequentialize_nested(ctx, m, op);
        }
    }
    for op in body_ops(m, body) {
        promote_all(ctx, m, op, policy);
    }
}
