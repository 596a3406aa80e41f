//! Preparation of a loop body before it becomes the body of a GPU kernel invocation:
//!
//! - [`sequentialize_parallel`]: an `affine.parallel` that is not mapped to hardware ids
//!   becomes a nest of `affine.for` loops; declared reductions become `iter_args` starting
//!   from the neutral value of their kind (upstream's `arith::getIdentityValue` with
//!   `useOnlyFiniteValue`: the min/max kinds start from the largest finite value, since
//!   WGSL has no infinite literals), combined in the innermost body.
//! - [`promote_invariant_locations`] (register promotion): a memref element accessed in a
//!   loop only through direct loads and stores of one loop-invariant index, with nothing else
//!   in the loop touching that memref or anything that may alias it, is loaded once before
//!   the loop, carried as an `iter_arg` and stored once after it. Applied innermost loop
//!   first, this turns `C[i, j] += A[i, k] * B[k, j]` into an accumulator, which the register
//!   tile then multiplies. When the loop may run zero times the load, loop and store are
//!   wrapped in an `affine.if` testing for a non-empty loop, so no access is added to an
//!   execution that did not have one.

use crate::affine::access::{self, AliasPolicy};
use crate::affine::compose::{fully_compose_map_and_operands, fully_compose_set_and_operands};
use crate::affine::ops::{self, ParallelBounds};
use crate::affine::reduction::ReductionKind;
use crate::dialect::OpKind;
use crate::gpu::build::{body_ops, Bound, Builder};
use crate::ir::{AffineMap, Attr, AttrKind, Context, FloatBits, Module, Op, Type, TypeKind, Value};

/// The neutral element of a reduction kind for `ty`, as an attribute.
pub fn identity_attr(ctx: &mut Context, kind: ReductionKind, ty: Type) -> Attr {
    use ReductionKind as K;
    let width = match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Index => 64,
        _ => 0,
    };
    let fl = |ctx: &mut Context, v: f64| {
        ctx.attr(AttrKind::Float {
            value: FloatBits::new(v),
            ty,
        })
    };
    // The min/max identities are the infinities: max(-inf, x) = x for every x, -inf and
    // NaN included (upstream's `useOnlyFiniteValue` takes the largest finite value
    // instead, which turns a row of -inf into -FLT_MAX). The back end writes non-finite
    // constants as bit patterns, so WGSL's lack of infinite literals does not matter.
    let fmax = f64::INFINITY;
    let int = |ctx: &mut Context, v: i128| ctx.int_attr(v, ty);
    let smax = if width == 0 {
        0
    } else {
        (1i128 << (width - 1)) - 1
    };
    match kind {
        // -0.0: `-0.0 + x == x` for x = ±0.0 too (+0.0 turns a sum of -0.0s into +0.0).
        K::AddF => fl(ctx, -0.0),
        K::MulF => fl(ctx, 1.0),
        K::MaximumF => fl(ctx, -fmax),
        K::MinimumF => fl(ctx, fmax),
        // NaN: `maxnumf(NaN, x) = x` for every x, and a row of NaNs stays NaN (±inf would
        // turn it into ∓inf).
        K::MaxNumF | K::MinNumF => fl(ctx, f64::NAN),
        K::AddI | K::OrI | K::MaxUI => int(ctx, 0),
        K::MulI => int(ctx, 1),
        K::AndI | K::MinUI => int(ctx, -1),
        K::MaxSI => int(ctx, -smax - 1),
        K::MinSI => int(ctx, smax),
    }
}

/// The bounds of dimension `i` of an `affine.parallel` as `affine.for` bound maps (the max
/// of the lower group, the min of the upper group) over the op's operands.
pub fn parallel_dim_bounds(
    ctx: &mut Context,
    pb: &ParallelBounds,
    i: usize,
) -> Option<(Bound, Bound)> {
    let d = pb.dims.get(i)?;
    let group = |ctx: &mut Context, maps: &[AffineMap]| {
        let first = *maps.first()?;
        let fd = ctx.map_data(first).clone();
        let results = maps
            .iter()
            .flat_map(|&mp| ctx.map_data(mp).results.clone())
            .collect();
        Some(ctx.map(fd.num_dims, fd.num_symbols, results))
    };
    let lb = group(ctx, &d.lbs)?;
    let ub = group(ctx, &d.ubs)?;
    Some(((lb, pb.lb_operands.clone()), (ub, pb.ub_operands.clone())))
}

/// A result of `par` that is a signed or unsigned integer (`si32`, `ui8`): the arith ops
/// that combine reductions take signless integers only, so such reductions are not lowered.
pub fn non_signless_result(ctx: &Context, m: &Module, par: Op) -> Option<Type> {
    m.op(par)
        .results()
        .iter()
        .map(|&v| m.value_type(v))
        .find(|&t| {
            matches!(
                ctx.type_kind(t),
                crate::ir::TypeKind::Integer { signedness, .. }
                    if *signedness != crate::ir::Signedness::Signless
            )
        })
}

/// Replaces `par` (an `affine.parallel`) by a nest of `affine.for` loops (see the module
/// documentation). Returns the outermost new loop.
pub fn sequentialize_parallel(ctx: &mut Context, m: &mut Module, par: Op) -> Option<Op> {
    if non_signless_result(ctx, m, par).is_some() {
        return None;
    }
    let pb = ops::parallel_bounds(ctx, m, par)?;
    let kinds: Vec<ReductionKind> = pb
        .reductions
        .iter()
        .map(|&k| ReductionKind::from_atomic_rmw(k))
        .collect::<Option<_>>()?;
    let body = m.entry_block(par, 0)?;
    let yield_op = m.last_op(body)?;
    if m.op(yield_op).kind != Some(OpKind::AffineYield) {
        return None;
    }
    let tys: Vec<Type> = m
        .op(par)
        .results()
        .iter()
        .map(|&v| m.value_type(v))
        .collect();
    if tys.len() != kinds.len() {
        return None;
    }
    let loc = m.op(par).loc;
    let b = Builder::before(m, par);
    let mut inits = Vec::new();
    for (k, &t) in kinds.iter().zip(&tys) {
        let a = identity_attr(ctx, *k, t);
        inits.push(b.const_attr(ctx, m, t, a));
    }
    let mut loops = Vec::new();
    let mut cur_b = b;
    let mut cur_inits = inits;
    for i in 0..pb.dims.len() {
        let (lb, ub) = parallel_dim_bounds(ctx, &pb, i)?;
        let lp = cur_b.affine_for(ctx, m, lb, ub, pb.dims[i].step, &cur_inits);
        cur_inits = lp.iter_args.clone();
        cur_b = Builder::at_end(lp.body, loc);
        loops.push(lp);
    }
    let innermost = loops.last()?.clone();
    for op in body_ops(m, body) {
        m.move_to_end(op, innermost.body);
    }
    for (d, lp) in pb.dims.iter().zip(&loops) {
        m.replace_all_uses(d.iv, lp.iv);
    }
    // Combine the yielded values into the accumulators.
    let yielded = m.op(yield_op).operands().to_vec();
    let mut combined = Vec::new();
    for ((k, &acc), &v) in kinds.iter().zip(&innermost.iter_args).zip(&yielded) {
        combined.push(cur_b.binary(ctx, m, k.op_kind(), acc, v));
    }
    Builder::yield_in(ctx, m, innermost.body, combined, loc);
    for w in (0..loops.len().saturating_sub(1)).rev() {
        let inner_results = m.op(loops[w + 1].op).results().to_vec();
        Builder::yield_in(ctx, m, loops[w].body, inner_results, loc);
    }
    let outer = loops.first()?.op;
    let new_results = m.op(outer).results().to_vec();
    for (old, new) in m.op(par).results().to_vec().into_iter().zip(new_results) {
        m.replace_all_uses(old, new);
    }
    m.erase_op(par);
    Some(outer)
}

/// Sequentializes every `affine.parallel` nested in `root` (excluding `root`).
pub fn sequentialize_nested(ctx: &mut Context, m: &mut Module, root: Op) {
    for op in m.collect_post(root) {
        if op != root && !m.is_erased(op) && m.op(op).kind == Some(OpKind::AffineParallel) {
            sequentialize_parallel(ctx, m, op);
        }
    }
}

/// Applies [`promote_invariant_locations`] to every `affine.for` nested in `root` (included),
/// innermost first. Returns whether anything changed.
pub fn promote_all(ctx: &mut Context, m: &mut Module, root: Op, policy: AliasPolicy) -> bool {
    let mut changed = false;
    for op in m.collect_post(root) {
        if !m.is_erased(op)
            && m.op(op).kind == Some(OpKind::AffineFor)
            && promote_invariant_locations(ctx, m, op, policy).is_some()
        {
            changed = true;
        }
    }
    changed
}

/// One promotable location: the memref, its canonical index and the direct accesses.
struct Location {
    memref: Value,
    map: AffineMap,
    operands: Vec<Value>,
    accesses: Vec<Op>,
}

/// Promotes the loop-invariant memref locations of `l` (see the module documentation).
/// Returns the replacement loop when something was promoted.
pub fn promote_invariant_locations(
    ctx: &mut Context,
    m: &mut Module,
    l: Op,
    policy: AliasPolicy,
) -> Option<Op> {
    let fb = ops::for_bounds(ctx, m, l)?;
    let body = m.entry_block(l, 0)?;
    let (accesses, unknown) = access::collect_effects(ctx, m, l);
    if !unknown.is_empty() {
        return None;
    }
    let inside = |m: &Module, v: Value| !crate::gpu::build::defined_outside(m, v, l);
    // Group the direct affine accesses by memref.
    let mut locs: Vec<Location> = Vec::new();
    let mut bad: Vec<Value> = Vec::new();
    for op in body_ops(m, body) {
        let Some((mem, map, operands, _)) = ops::affine_access(ctx, m, op) else {
            continue;
        };
        if !matches!(
            m.op(op).kind,
            Some(OpKind::AffineLoad | OpKind::AffineStore)
        ) {
            bad.push(mem);
            continue;
        }
        let (cmap, cops) = fully_compose_map_and_operands(ctx, m, map, &operands);
        if cops.iter().any(|&v| inside(m, v)) {
            bad.push(mem);
            continue;
        }
        match locs.iter_mut().find(|lc| lc.memref == mem) {
            Some(lc) if lc.map == cmap && lc.operands == cops => lc.accesses.push(op),
            Some(_) => bad.push(mem),
            None => locs.push(Location {
                memref: mem,
                map: cmap,
                operands: cops,
                accesses: vec![op],
            }),
        }
    }
    locs.retain(|lc| !bad.contains(&lc.memref));
    // Nothing else in the loop may touch the memory.
    locs.retain(|lc| {
        let base = access::index_base(m, lc.memref);
        let root = access::root(ctx, m, lc.memref);
        accesses.iter().all(|a| {
            lc.accesses.contains(&a.op)
                || (access::index_base(m, a.memref) != base
                    && !access::may_alias(ctx, m, access::root(ctx, m, a.memref), root, policy))
        })
    });
    // Only worth it when the location is written (pure reads are left to load CSE).
    locs.retain(|lc| {
        lc.accesses
            .iter()
            .any(|&a| m.op(a).kind == Some(OpKind::AffineStore))
    });
    if locs.is_empty() {
        return None;
    }
    let loc = m.op(l).loc;
    let known_nonempty =
        crate::transforms::loop_util::constant_trip_count(ctx, m, &fb).is_some_and(|t| t >= 1);
    // The guard (when the loop may be empty) and the new loop.
    let outer_b = Builder::before(m, l);
    let old_results = m.op(l).results().to_vec();
    let res_tys: Vec<Type> = old_results.iter().map(|&v| m.value_type(v)).collect();
    let (inner_b, guard) = if known_nonempty {
        (outer_b, None)
    } else {
        let set = nonempty_set(ctx, m, &fb)?;
        let (set, sops) = set;
        let with_else = !res_tys.is_empty();
        let (if_op, then_b, else_b) =
            outer_b.affine_if(ctx, m, set, sops, res_tys.clone(), with_else);
        if let Some(else_b) = else_b {
            Builder::yield_in(ctx, m, else_b, fb.inits.clone(), loc);
        }
        (Builder::at_end(then_b, loc), Some((if_op, then_b)))
    };
    let mut inits = fb.inits.clone();
    for lc in &locs {
        inits.push(inner_b.affine_load(ctx, m, lc.memref, lc.map, &lc.operands));
    }
    let new = inner_b.affine_for(
        ctx,
        m,
        (fb.lb_map, fb.lb_operands.clone()),
        (fb.ub_map, fb.ub_operands.clone()),
        fb.step,
        &inits,
    );
    // Move the body into the new loop's block and rewire the arguments.
    for op in m.block_ops_vec(body) {
        m.move_to_end(op, new.body);
    }
    m.replace_all_uses(fb.iv, new.iv);
    for (old, &nw) in fb.iter_args.iter().zip(&new.iter_args) {
        m.replace_all_uses(*old, nw);
    }
    let n_old = fb.iter_args.len();
    let mut finals = Vec::new();
    for (k, lc) in locs.iter().enumerate() {
        let mut cur = new.iter_args[n_old + k];
        for op in body_ops(m, new.body) {
            if !lc.accesses.contains(&op) {
                continue;
            }
            match m.op(op).kind {
                Some(OpKind::AffineLoad) => {
                    let r = m.op(op).results()[0];
                    m.replace_all_uses(r, cur);
                    m.erase_op(op);
                }
                Some(OpKind::AffineStore) => {
                    cur = m.op(op).operands()[0];
                    m.erase_op(op);
                }
                _ => {}
            }
        }
        finals.push(cur);
    }
    if let Some(y) = crate::gpu::build::terminator(m, new.body) {
        for v in finals {
            m.add_operand(y, v);
        }
    }
    let new_results = m.op(new.op).results().to_vec();
    for (k, lc) in locs.iter().enumerate() {
        inner_b.affine_store(
            ctx,
            m,
            new_results[n_old + k],
            lc.memref,
            lc.map,
            &lc.operands,
        );
    }
    match guard {
        None => {
            for (old, &nw) in old_results.iter().zip(&new_results) {
                m.replace_all_uses(*old, nw);
            }
        }
        Some((if_op, then_b)) => {
            Builder::yield_in(ctx, m, then_b, new_results[..n_old].to_vec(), loc);
            let if_results = m.op(if_op).results().to_vec();
            for (old, &nw) in old_results.iter().zip(&if_results) {
                m.replace_all_uses(*old, nw);
            }
        }
    }
    m.erase_op(l);
    Some(new.op)
}

/// The integer set "the loop runs at least once": `ub_j - lb_i - 1 >= 0` for every pair of
/// upper and lower bound results, over the loop's bound operands.
pub fn nonempty_set(
    ctx: &mut Context,
    m: &Module,
    fb: &ops::ForBounds,
) -> Option<(crate::ir::IntegerSet, Vec<Value>)> {
    let c = crate::transforms::loop_util::combine(
        ctx,
        &[(fb.lb_map, &fb.lb_operands), (fb.ub_map, &fb.ub_operands)],
    );
    let mut cons = Vec::new();
    for &u in &c.results[1] {
        for &lo in &c.results[0] {
            let d = ctx.sub(u, lo);
            let one = ctx.cst(-1);
            cons.push(ctx.add(d, one));
        }
    }
    if cons.is_empty() {
        return None;
    }
    let eqs = vec![false; cons.len()];
    let set = ctx.integer_set(c.num_dims, c.num_symbols, cons, eqs);
    Some(fully_compose_set_and_operands(ctx, m, set, &c.operands))
}
