//! Full reductions: an `affine.parallel` whose dims are all reduced (`reduce("addf")`, a
//! vector summed to a scalar), with no parallel dim left to spread over invocations.
//!
//! The rule (correctness first, no atomics: WGSL has no float atomics):
//!
//! 1. **Partial launch**: `G × W` invocations (`W` the target's preferred workgroup size,
//!    `G = clamp(ceil(N / 8W), 1, 64)` workgroups for a static outermost trip count `N`, 32
//!    when it is dynamic). Invocation `p` folds the iterations `p, p + GW, p + 2GW, …` of
//!    the outermost reduced dim (a cyclic distribution, so neighbouring invocations read
//!    neighbouring elements), and the inner reduced dims entirely, into accumulators that
//!    start from the neutral value; it writes them to `partial[p]` (one buffer of `G · W`
//!    elements per result, allocated on the host).
//! 2. **Final launch**: one invocation folds `partial[0 .. GW]` in order into `final[0]`.
//! 3. The host reads `final[0]` (`memref.load`), which replaces the op's result, and frees
//!    both buffers.
//!
//! Reductions nested inside a mapped band are not handled here: there, the reduced loop
//! stays sequential inside each invocation (see `gpu::map`). Floating-point results are
//! reassociated (different rounding than a sequential loop).

use crate::affine::access::AliasPolicy;
use crate::affine::ops;
use crate::affine::reduction::ReductionKind;
use crate::diag::Diagnostics;
use crate::gpu::build::{body_ops, i32_array, terminator, Builder, Ip};
use crate::gpu::build::{create_launch, tag_register_tile, terminate_launch};
use crate::gpu::map::jam::emit_jammed;
use crate::gpu::plan::prep::{
    identity_attr, parallel_dim_bounds, promote_all, sequentialize_nested,
};
use crate::gpu::plan::{LaunchKind, LaunchPlan, MapOptions};
use crate::ir::{Context, Module, Op, Type, Value, ValueMap};

/// Maps a full reduction (see the module documentation). `Ok(None)` when `par` is not one
/// this handles (it is then left to the caller).
pub fn map_full_reduction(
    ctx: &mut Context,
    m: &mut Module,
    par: Op,
    o: &MapOptions,
) -> Result<Option<Vec<LaunchPlan>>, Diagnostics> {
    let Some(pb) = ops::parallel_bounds(ctx, m, par) else {
        return Ok(None);
    };
    if let Some(t) = crate::gpu::plan::prep::non_signless_result(ctx, m, par) {
        let shown = crate::printer::type_to_string(ctx, t);
        return Err(crate::transforms::rewrite::op_error(
            ctx,
            m,
            par,
            format!(
                "'affine.parallel' reductions of '{shown}' (a signed or unsigned integer) are not \
                 supported by the GPU pipeline: use signless integers"
            ),
        ));
    }
    let kinds: Option<Vec<ReductionKind>> = pb
        .reductions
        .iter()
        .map(|&k| ReductionKind::from_atomic_rmw(k))
        .collect();
    let Some(kinds) = kinds else { return Ok(None) };
    let tys: Vec<Type> = m
        .op(par)
        .results()
        .iter()
        .map(|&v| m.value_type(v))
        .collect();
    if kinds.is_empty() || tys.len() != kinds.len() || tys.iter().any(|&t| !is_scalar(ctx, t)) {
        return Ok(None);
    }
    let Some(body) = m.entry_block(par, 0) else {
        return Ok(None);
    };
    let Some(yield_op) = terminator(m, body) else {
        return Ok(None);
    };
    let policy = if o.assume_noalias {
        AliasPolicy::DistinctArguments
    } else {
        AliasPolicy::Conservative
    };
    sequentialize_nested(ctx, m, par);
    for op in body_ops(m, body) {
        promote_all(ctx, m, op, policy);
    }
    let loc = m.op(par).loc;
    let host = Builder::before(m, par);
    let host_start = m.prev_op(par);
    // Outermost dim: lb, trip count.
    let Some((lb0, ub0)) = parallel_dim_bounds(ctx, &pb, 0) else {
        return Ok(None);
    };
    let step0 = pb.dims[0].step;
    let l = host.min_max(ctx, m, false, lb0.0, &lb0.1);
    let u = host.min_max(ctx, m, true, ub0.0, &ub0.1);
    let (s0, s1) = (ctx.sym(0), ctx.sym(1));
    let diff = ctx.sub(s1, s0);
    let st = ctx.cst(step0);
    let cnt = crate::affine::fold::ceildiv(ctx, diff, st);
    let zero = ctx.cst(0);
    let nmap = ctx.map(0, 2, vec![zero, cnt]);
    let n = host.min_max(ctx, m, false, nmap, &[l, u]);
    let w =
        i64::from(o.target.preferred_invocations()).min(i64::from(o.target.max_workgroup_size[0]));
    let g = match crate::gpu::build::const_of(ctx, m, n) {
        Some(nn) => ((nn + 8 * w - 1) / (8 * w)).clamp(1, 64),
        None => 32,
    }
    .min(i64::from(o.target.max_workgroups_per_dim));
    let p_total = g * w;
    // Buffers.
    let mut partials = Vec::new();
    let mut finals = Vec::new();
    for &t in &tys {
        partials.push(alloc(ctx, m, &host, p_total, t));
        finals.push(alloc(ctx, m, &host, 1, t));
    }
    // Launch 1: partial results.
    let gv = host.const_index(ctx, m, g);
    let wv = host.const_index(ctx, m, w);
    let one = host.const_index(ctx, m, 1);
    let (l1, k1) = create_launch(ctx, m, &host, [gv, one, one], [wv, one, one]);
    tag_register_tile(ctx, m, l1, [1, 1, 1]);
    let args = m.block(k1).args().to_vec();
    let kb = Builder {
        ip: Ip::End(k1),
        loc,
    };
    let (sb, stt) = (ctx.sym(0), ctx.sym(1));
    let wc = ctx.cst(w);
    let bw = ctx.mul(sb, wc);
    let pe = ctx.add(bw, stt);
    let pmap = ctx.map(0, 2, vec![pe]);
    let p = kb.apply(ctx, m, pmap, &[args[0], args[3]]);
    let mut inits = Vec::new();
    for (k, &t) in kinds.iter().zip(&tys) {
        let a = identity_attr(ctx, *k, t);
        inits.push(kb.const_attr(ctx, m, t, a));
    }
    let sym_map = {
        let s = ctx.sym(0);
        ctx.map(0, 1, vec![s])
    };
    let ub = match crate::gpu::build::const_of(ctx, m, n) {
        Some(c) => (ctx.constant_map(c), vec![]),
        None => (sym_map, vec![n]),
    };
    let q = kb.affine_for(ctx, m, (sym_map, vec![p]), ub, p_total, &inits);
    let qb = Builder {
        ip: Ip::End(q.body),
        loc,
    };
    // iv0 = lb + q * step
    let (sl, sq) = (ctx.sym(0), ctx.dim(0));
    let stc = ctx.cst(step0);
    let qs = ctx.mul(sq, stc);
    let ive = ctx.add(qs, sl);
    let ivmap = ctx.map(1, 1, vec![ive]);
    let iv0 = qb.apply(ctx, m, ivmap, &[q.iv, l]);
    let mut vm = ValueMap::default();
    vm.values.insert(pb.dims[0].iv, iv0);
    // Inner reduced dims: sequential loops threading the accumulators.
    let mut cur_b = qb;
    let mut cur_accs = q.iter_args.clone();
    let mut loops = Vec::new();
    for i in 1..pb.dims.len() {
        let Some((lb, ub)) = parallel_dim_bounds(ctx, &pb, i) else {
            return Ok(None);
        };
        let lp = cur_b.affine_for(ctx, m, lb, ub, pb.dims[i].step, &cur_accs);
        vm.values.insert(pb.dims[i].iv, lp.iv);
        cur_accs = lp.iter_args.clone();
        cur_b = Builder {
            ip: Ip::End(lp.body),
            loc,
        };
        loops.push(lp);
    }
    let template = body_ops(m, body);
    let mut maps = vec![vm];
    emit_jammed(ctx, m, &template, &mut maps, cur_b);
    let yielded: Vec<Value> = m
        .op(yield_op)
        .operands()
        .iter()
        .map(|&v| maps[0].lookup(v))
        .collect();
    let mut combined = Vec::new();
    for ((k, &acc), &v) in kinds.iter().zip(&cur_accs).zip(&yielded) {
        combined.push(cur_b.binary(ctx, m, k.op_kind(), acc, v));
    }
    let innermost_body = loops.last().map_or(q.body, |lp| lp.body);
    Builder::yield_in(ctx, m, innermost_body, combined, loc);
    for w_ in (0..loops.len()).rev() {
        let results = m.op(loops[w_].op).results().to_vec();
        let outer_body = if w_ == 0 { q.body } else { loops[w_ - 1].body };
        Builder::yield_in(ctx, m, outer_body, results, loc);
    }
    let accs = m.op(q.op).results().to_vec();
    let idm = ctx.identity_map(1);
    for (&a, &buf) in accs.iter().zip(&partials) {
        kb.affine_store(ctx, m, a, buf, idm, &[p]);
    }
    terminate_launch(ctx, m, k1, loc);
    // Launch 2: combine the partials.
    let (l2, k2) = create_launch(ctx, m, &host, [one, one, one], [one, one, one]);
    tag_register_tile(ctx, m, l2, [1, 1, 1]);
    let kb2 = Builder {
        ip: Ip::End(k2),
        loc,
    };
    let mut inits2 = Vec::new();
    for (k, &t) in kinds.iter().zip(&tys) {
        let a = identity_attr(ctx, *k, t);
        inits2.push(kb2.const_attr(ctx, m, t, a));
    }
    let f = kb2.affine_for_const(ctx, m, 0, p_total, 1, &inits2);
    let fbld = Builder {
        ip: Ip::End(f.body),
        loc,
    };
    let mut next = Vec::new();
    for ((k, &acc), &buf) in kinds.iter().zip(&f.iter_args).zip(&partials) {
        let v = fbld.affine_load(ctx, m, buf, idm, &[f.iv]);
        next.push(fbld.binary(ctx, m, k.op_kind(), acc, v));
    }
    Builder::yield_in(ctx, m, f.body, next, loc);
    let sums = m.op(f.op).results().to_vec();
    let c0 = ctx.constant_map(0);
    for (&s, &buf) in sums.iter().zip(&finals) {
        kb2.affine_store(ctx, m, s, buf, c0, &[]);
    }
    terminate_launch(ctx, m, k2, loc);
    // Host: read the results, free the buffers.
    let zero_idx = host.const_index(ctx, m, 0);
    let old = m.op(par).results().to_vec();
    for ((&r, &buf), &t) in old.iter().zip(&finals).zip(&tys) {
        let ld = host.create(ctx, m, "memref.load", vec![buf, zero_idx], vec![t], &[], 0);
        let v = m.op(ld).results()[0];
        m.replace_all_uses(r, v);
    }
    for &buf in partials.iter().chain(&finals) {
        host.create(ctx, m, "memref.dealloc", vec![buf], vec![], &[], 0);
    }
    crate::gpu::map::launch::tidy_host_ops(ctx, m, host_start, par);
    m.erase_op(par);
    Ok(Some(vec![
        LaunchPlan {
            launch: l1,
            kind: LaunchKind::ReducePartial,
            grid: [Some(g), Some(1), Some(1)],
            workgroup: [w, 1, 1],
            register: [1, 1, 1],
        },
        LaunchPlan {
            launch: l2,
            kind: LaunchKind::ReduceFinal,
            grid: [Some(1); 3],
            workgroup: [1, 1, 1],
            register: [1, 1, 1],
        },
    ]))
}

fn is_scalar(ctx: &Context, t: Type) -> bool {
    let k = ctx.type_kind(t);
    k.is_float() || k.is_int_or_index()
}

/// `memref.alloc() : memref<n x t>` at `b`.
fn alloc(ctx: &mut Context, m: &mut Module, b: &Builder, n: i64, t: Type) -> Value {
    let ty = ctx.memref_type(vec![n], t, None, None);
    let seg = i32_array(ctx, &[0, 0]);
    let op = b.create(
        ctx,
        m,
        "memref.alloc",
        vec![],
        vec![ty],
        &[("operandSegmentSizes", seg)],
        0,
    );
    m.op(op).results()[0]
}
