//! `affine.for` utilities shared by `canonicalize` and the unrolling passes, after
//! upstream's `LoopUtils.cpp` / `LoopAnalysis.cpp`:
//!
//! - [`trip_count_map`]: `(ubᵢ − lb) ceildiv step` for each upper-bound result, composed
//!   with the `affine.apply` chains feeding the operands and canonicalised (upstream's
//!   `getTripCountMapAndOperands`; needs a single-result lower bound);
//! - [`constant_trip_count`] (the minimum over constant results, never negative) and
//!   [`largest_divisor_of_trip_count`];
//! - [`promote_if_single_iteration`]: splices the body of a one-trip loop into its block
//!   (the IV becomes the lower bound: a constant at the function entry, the operand of an
//!   identity bound, or an `affine.apply`);
//! - bound and step setters that keep `operandSegmentSizes` consistent, and
//!   [`add_iter_args`] (upstream's `replaceWithAdditionalYields`).

use super::rewrite::{
    func_entry_block, inline_block_before, segment_attr, set_prop, terminator, InsertPoint,
    OpBuilder,
};
use crate::affine::compose::fully_compose_map_and_operands;
use crate::affine::fold;
use crate::affine::ops::{self, ForBounds};
use crate::ir::{AffineExpr, AffineExprKind, AffineMap, Context, Module, Op, Type, Value};

/// The trip-count map of an `affine.for` and its operands: one result per upper-bound
/// result. `None` when the lower bound has several results or the op is malformed.
pub fn trip_count_map(
    ctx: &mut Context,
    m: &Module,
    for_op: Op,
) -> Option<(AffineMap, Vec<Value>)> {
    let fb = ops::for_bounds(ctx, m, for_op)?;
    trip_count_map_of(ctx, m, &fb)
}

/// [`trip_count_map`] for decoded bounds.
pub fn trip_count_map_of(
    ctx: &mut Context,
    m: &Module,
    fb: &ForBounds,
) -> Option<(AffineMap, Vec<Value>)> {
    let ld = ctx.map_data(fb.lb_map).clone();
    let ud = ctx.map_data(fb.ub_map).clone();
    if ld.results.len() != 1 || ud.results.is_empty() {
        return None;
    }
    // Operands: ub dims, lb dims, ub symbols, lb symbols.
    let (und, lnd) = (ud.num_dims, ld.num_dims);
    let (uns, lns) = (ud.num_symbols, ld.num_symbols);
    let ud_map: Vec<AffineExpr> = (0..und).map(|i| ctx.dim(i)).collect();
    let us_map: Vec<AffineExpr> = (0..uns).map(|i| ctx.sym(i)).collect();
    let ld_map: Vec<AffineExpr> = (0..lnd).map(|i| ctx.dim(und + i)).collect();
    let ls_map: Vec<AffineExpr> = (0..lns).map(|i| ctx.sym(uns + i)).collect();
    let lb = crate::affine::replace_dims_and_symbols(ctx, ld.results[0], &ld_map, &ls_map);
    let step = ctx.cst(fb.step);
    let mut results = Vec::with_capacity(ud.results.len());
    for &u in &ud.results {
        let u = crate::affine::replace_dims_and_symbols(ctx, u, &ud_map, &us_map);
        let diff = fold::sub(ctx, u, lb);
        results.push(fold::ceildiv(ctx, diff, step));
    }
    let map = ctx.map(und + lnd, uns + lns, results);
    let mut operands = Vec::new();
    operands.extend_from_slice(&fb.ub_operands[..und as usize]);
    operands.extend_from_slice(&fb.lb_operands[..lnd as usize]);
    operands.extend_from_slice(&fb.ub_operands[und as usize..]);
    operands.extend_from_slice(&fb.lb_operands[lnd as usize..]);
    Some(fully_compose_map_and_operands(ctx, m, map, &operands))
}

/// The constant trip count of an `affine.for`, if every trip-count result is constant (the
/// minimum of them, or 0 when negative).
pub fn constant_trip_count(ctx: &mut Context, m: &Module, for_op: Op) -> Option<u64> {
    let (map, _) = trip_count_map(ctx, m, for_op)?;
    let mut best: Option<i64> = None;
    for &e in &ctx.map_data(map).results.clone() {
        let c = ctx.as_const(e)?;
        best = Some(best.map_or(c, |b| b.min(c)));
    }
    best.map(|c| c.max(0) as u64)
}

/// The largest known divisor of the trip count (the count itself when constant; 1 when
/// unknown).
pub fn largest_divisor_of_trip_count(ctx: &mut Context, m: &Module, for_op: Op) -> u64 {
    let Some((map, _)) = trip_count_map(ctx, m, for_op) else {
        return 1;
    };
    let results = ctx.map_data(map).results.clone();
    let mut g: Option<i64> = None;
    for e in results {
        let d = match ctx.as_const(e) {
            Some(c) => c.max(0),
            None => fold::largest_known_divisor(ctx, e),
        };
        g = Some(match g {
            None => d,
            Some(x) => fold::gcd(x, d),
        });
    }
    g.map_or(1, |x| x.max(0) as u64)
}

/// The constant value of a single-result constant map.
pub fn single_constant(ctx: &Context, map: AffineMap) -> Option<i64> {
    let d = ctx.map_data(map);
    match d.results.as_slice() {
        [e] => ctx.as_const(*e),
        _ => None,
    }
}

/// Whether `map` is `(d0) -> (d0)` or `()[s0] -> (s0)`.
pub fn is_single_operand_identity(ctx: &Context, map: AffineMap) -> bool {
    let d = ctx.map_data(map);
    match d.results.as_slice() {
        [e] => match ctx.expr(*e) {
            AffineExprKind::Dim(0) => d.num_dims == 1 && d.num_symbols == 0,
            AffineExprKind::Symbol(0) => d.num_dims == 0 && d.num_symbols == 1,
            _ => false,
        },
        _ => false,
    }
}

/// If `for_op` runs exactly once, splices its body into the parent block (IV → lower
/// bound, iteration arguments → inits, results → yielded values) and erases it; returns
/// whether it did (upstream's `promoteIfSingleIteration`).
pub fn promote_if_single_iteration(ctx: &mut Context, m: &mut Module, for_op: Op) -> bool {
    if constant_trip_count(ctx, m, for_op) != Some(1) {
        return false;
    }
    let Some(fb) = ops::for_bounds(ctx, m, for_op) else {
        return false;
    };
    if ctx.map_data(fb.lb_map).results.len() != 1 {
        return false;
    }
    let Some(body) = m.entry_block(for_op, 0) else {
        return false;
    };
    let loc = m.op(for_op).loc;
    let iv_value = if m.use_empty(fb.iv) {
        fb.iv
    } else if let Some(c) = single_constant(ctx, fb.lb_map) {
        let ip = match func_entry_block(m, for_op) {
            Some(b) => InsertPoint::Start(b),
            None => InsertPoint::Before(for_op),
        };
        OpBuilder::at(ip, loc).const_index(ctx, m, c)
    } else if is_single_operand_identity(ctx, fb.lb_map) {
        fb.lb_operands[0]
    } else {
        OpBuilder::before(m, for_op).affine_apply(ctx, m, fb.lb_map, fb.lb_operands.clone())
    };
    let mut args = vec![iv_value];
    args.extend(fb.inits.iter().copied());
    let Some(yielded) = inline_block_before(m, body, for_op, &args) else {
        return false;
    };
    super::rewrite::replace_op(m, for_op, &yielded);
    true
}

/// Rewrites the operands and `operandSegmentSizes` of an `affine.for`.
fn set_for_operands(
    ctx: &mut Context,
    m: &mut Module,
    for_op: Op,
    lb: &[Value],
    ub: &[Value],
    inits: &[Value],
) {
    let mut all = lb.to_vec();
    all.extend_from_slice(ub);
    all.extend_from_slice(inits);
    m.set_operands(for_op, all);
    let seg = segment_attr(ctx, &[lb.len(), ub.len(), inits.len()]);
    set_prop(ctx, m, for_op, "operandSegmentSizes", seg);
}

/// Sets the lower bound of an `affine.for`.
pub fn set_lower_bound(
    ctx: &mut Context,
    m: &mut Module,
    for_op: Op,
    map: AffineMap,
    operands: &[Value],
) {
    let Some(fb) = ops::for_bounds(ctx, m, for_op) else {
        return;
    };
    set_for_operands(ctx, m, for_op, operands, &fb.ub_operands, &fb.inits);
    let a = ctx.map_attr(map);
    set_prop(ctx, m, for_op, "lowerBoundMap", a);
}

/// Sets the upper bound of an `affine.for`.
pub fn set_upper_bound(
    ctx: &mut Context,
    m: &mut Module,
    for_op: Op,
    map: AffineMap,
    operands: &[Value],
) {
    let Some(fb) = ops::for_bounds(ctx, m, for_op) else {
        return;
    };
    set_for_operands(ctx, m, for_op, &fb.lb_operands, operands, &fb.inits);
    let a = ctx.map_attr(map);
    set_prop(ctx, m, for_op, "upperBoundMap", a);
}

/// Sets both bounds of an `affine.for` at once.
pub fn set_bounds(
    ctx: &mut Context,
    m: &mut Module,
    for_op: Op,
    lb: (AffineMap, &[Value]),
    ub: (AffineMap, &[Value]),
) {
    let Some(fb) = ops::for_bounds(ctx, m, for_op) else {
        return;
    };
    set_for_operands(ctx, m, for_op, lb.1, ub.1, &fb.inits);
    let la = ctx.map_attr(lb.0);
    set_prop(ctx, m, for_op, "lowerBoundMap", la);
    let ua = ctx.map_attr(ub.0);
    set_prop(ctx, m, for_op, "upperBoundMap", ua);
}

/// Sets the step of an `affine.for`.
pub fn set_step(ctx: &mut Context, m: &mut Module, for_op: Op, step: i64) {
    let a = ctx.index_attr(step);
    set_prop(ctx, m, for_op, "step", a);
}

/// Replaces `for_op` by a copy with extra iteration arguments (`new_inits`, yielding
/// `new_yields(block args)` after the existing yields); the body moves to the new op and
/// the old results are replaced by the first results of the new one. Returns the new op.
pub fn add_iter_args(
    ctx: &mut Context,
    m: &mut Module,
    for_op: Op,
    new_inits: &[Value],
    new_yields: &dyn Fn(&[Value]) -> Vec<Value>,
) -> Option<Op> {
    let fb = ops::for_bounds(ctx, m, for_op)?;
    let body = m.entry_block(for_op, 0)?;
    let yield_op = terminator(m, body)?;
    let types: Vec<Type> = new_inits.iter().map(|&v| m.value_type(v)).collect();
    let mut new_args = Vec::new();
    for &t in &types {
        new_args.push(m.add_block_arg(body, t));
    }
    for v in new_yields(&new_args) {
        m.add_operand(yield_op, v);
    }
    let mut inits = fb.inits.clone();
    inits.extend_from_slice(new_inits);
    let mut operands = fb.lb_operands.clone();
    operands.extend_from_slice(&fb.ub_operands);
    operands.extend_from_slice(&inits);
    let mut rtys: Vec<Type> = m
        .op(for_op)
        .results()
        .iter()
        .map(|&r| m.value_type(r))
        .collect();
    rtys.extend(types);
    let d = m.op(for_op).clone();
    let spec = crate::ir::OpSpec {
        name: d.name,
        kind: d.kind,
        operands,
        result_types: rtys,
        props: d.props.clone(),
        attrs: d.attrs.clone(),
        successors: Vec::new(),
        num_regions: 1,
        loc: d.loc,
    };
    let new = m.create_op(spec);
    m.insert_before(for_op, new);
    let seg = segment_attr(
        ctx,
        &[fb.lb_operands.len(), fb.ub_operands.len(), inits.len()],
    );
    set_prop(ctx, m, new, "operandSegmentSizes", seg);
    let (src, dst) = (m.op(for_op).regions()[0], m.op(new).regions()[0]);
    m.take_region_blocks(src, dst);
    let old_results = m.op(for_op).results().to_vec();
    let new_results = m.op(new).results().to_vec();
    for (o, n) in old_results.iter().zip(&new_results) {
        m.replace_all_uses(*o, *n);
    }
    m.erase_op(for_op);
    Some(new)
}

/// The ops of a block before its terminator.
pub fn body_ops(m: &Module, b: crate::ir::Block) -> Vec<Op> {
    let mut v = m.block_ops_vec(b);
    if terminator(m, b).is_some() {
        v.pop();
    }
    v
}

/// Places the inputs of several `(map, operands)` pairs side by side: returns each map's
/// results rewritten over the combined inputs (all dims first, then all symbols), the
/// combined dim and symbol counts, and the combined operands.
pub fn concat_inputs(
    ctx: &mut Context,
    parts: &[(AffineMap, &[Value])],
) -> (Vec<Vec<AffineExpr>>, u32, u32, Vec<Value>) {
    let (mut nd, mut ns) = (0u32, 0u32);
    let mut dim_ops = Vec::new();
    let mut sym_ops = Vec::new();
    let mut out = Vec::new();
    for &(map, operands) in parts {
        let d = ctx.map_data(map).clone();
        let dims: Vec<AffineExpr> = (0..d.num_dims).map(|i| ctx.dim(nd + i)).collect();
        let syms: Vec<AffineExpr> = (0..d.num_symbols).map(|i| ctx.sym(ns + i)).collect();
        out.push(
            d.results
                .iter()
                .map(|&e| crate::affine::replace_dims_and_symbols(ctx, e, &dims, &syms))
                .collect(),
        );
        dim_ops.extend_from_slice(&operands[..d.num_dims as usize]);
        sym_ops.extend_from_slice(&operands[d.num_dims as usize..]);
        nd += d.num_dims;
        ns += d.num_symbols;
    }
    dim_ops.extend(sym_ops);
    (out, nd, ns, dim_ops)
}

/// The lower bound of the cleanup loop of an unroll by `factor` (upstream's
/// `getCleanupLoopLowerBound`): `lb + (tc − tc mod factor) · step` for each trip-count
/// result `tc`. When the trip count is not a known constant it may be negative, and then
/// that expression falls below `lb` (upstream would run the cleanup loop from there); the
/// original lower bound is added to the map (a max) so that the cleanup loop stays empty.
/// Returns `(cleanup lower bound map, operands, main loop upper bound map, operands)`.
pub fn cleanup_bounds(
    ctx: &mut Context,
    m: &Module,
    for_op: Op,
    factor: u64,
) -> Option<(AffineMap, Vec<Value>, AffineMap, Vec<Value>)> {
    let fb = ops::for_bounds(ctx, m, for_op)?;
    let (tmap, tops) = trip_count_map_of(ctx, m, &fb)?;
    let f = ctx.cst(i64::try_from(factor).ok()?);
    let step = ctx.cst(fb.step);
    let (parts, nd, ns, operands) =
        concat_inputs(ctx, &[(fb.lb_map, &fb.lb_operands), (tmap, &tops)]);
    let lb = parts[0][0];
    let mut results = Vec::new();
    let mut all_const = true;
    for &tc in &parts[1] {
        all_const &= ctx.as_const(tc).is_some_and(|c| c >= 0);
        let r = fold::modulo_expr(ctx, tc, f);
        let whole = fold::sub(ctx, tc, r);
        let bump = fold::mul(ctx, whole, step);
        results.push(fold::add(ctx, lb, bump));
    }
    let main_ub = ctx.map(nd, ns, results.clone());
    let (main_ub, main_ops) = fully_compose_map_and_operands(ctx, m, main_ub, &operands);
    if !all_const {
        results.push(lb);
    }
    let clb = ctx.map(nd, ns, results);
    let (clb, cops) = fully_compose_map_and_operands(ctx, m, clb, &operands);
    Some((clb, cops, main_ub, main_ops))
}
