//! `tessera-promote-workgroup`: stages the tiles a workgroup reads repeatedly in workgroup
//! memory (`#gpu.address_space<workgroup>`), with `gpu.barrier`s.
//!
//! Candidates are the sequential `affine.for` loops of a `gpu.launch` body (a matmul's `k`
//! loop after mapping) that every invocation of a workgroup runs the same way: their bounds
//! and every enclosing loop bound or `affine.if` condition use only values uniform across
//! the workgroup (block ids, sizes, host values and pure arithmetic on them) — the full-tile
//! path of a mapped band, not its guarded partial tiles. In such a loop `F` (IV `k`, step
//! `s`), a memref `M` is promoted when
//!
//! - `M` has a static shape and the identity layout, and nothing in the launch writes `M`
//!   or anything that may alias it;
//! - every direct `affine.load` of `M` in `F`'s body has indices of the form
//!   `uniform + c_k · k + Σ c_t · thread_id_t + constant` (after composing `affine.apply`
//!   chains), with the same uniform part for all the loads, per dimension.
//!
//! `F` is then strip-mined by `T_k` (the largest of 32, 16, … for which the buffers fit in
//! half the target's workgroup storage): for each `k0`, the invocations copy the box of `M`
//! that the workgroup reads for `k ∈ [k0, k0 + T_k·s)` — its extent follows from the
//! coefficients and the ranges of the thread ids — into a workgroup attribution of the
//! launch, cooperatively (invocation `t` copies elements `t, t + W, …`, bounds-checked
//! against `M`'s shape), then `gpu.barrier`, then the `k` loop reads the buffer, then
//! `gpu.barrier` before the next copy. The loop's `iter_args` (accumulators) thread through
//! both loops.

use crate::affine::access::{self, AliasPolicy};
use crate::affine::compose::{fully_compose_map_and_operands, fully_compose_set_and_operands};
use crate::affine::flatten::flatten_expr;
use crate::affine::ops;
use crate::diag::{Diagnostic, Diagnostics};
use crate::dialect::OpKind;
use crate::gpu::build::is_pure;
use crate::gpu::build::{body_ops, defined_outside, set_attr, Builder, Ip};
use crate::gpu::target::GpuTarget;
use crate::ir::{
    AffineExpr, AttrKind, Block, Context, Module, Op, Type, TypeKind, Value, ValueDef, DYNAMIC,
};
use crate::pass::PassOptions;
use crate::transforms::loop_tile::min_upper_bound;
use crate::transforms::loop_util::{combine, elem_bytes};

/// The pass entry point (options: `max-workgroup-storage` in bytes, `tile-k`).
pub fn run(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    opts: &PassOptions,
) -> Result<bool, Diagnostics> {
    let err = |ctx: &Context, m: &Module, e: String| {
        Diagnostics::from(Diagnostic::error_at(ctx, m.op(anchor).loc, e))
    };
    opts.check_known(
        "tessera-promote-workgroup",
        &["max-workgroup-storage", "tile-k"],
    )
    .map_err(|e| err(ctx, m, e))?;
    let mut target = GpuTarget::default();
    if opts.get("max-workgroup-storage").is_some() {
        let v = opts
            .get_i64("max-workgroup-storage", 0)
            .map_err(|e| err(ctx, m, e))?;
        target.max_workgroup_storage = u32::try_from(v.max(0)).unwrap_or(u32::MAX);
    }
    let tile_k = match opts.get("tile-k") {
        Some(_) => Some(
            opts.get_i64("tile-k", 16)
                .map_err(|e| err(ctx, m, e))?
                .max(1),
        ),
        None => None,
    };
    Ok(!promote_with(ctx, m, anchor, &target, tile_k)?.is_empty())
}

/// Promotes in every `gpu.launch` under `anchor`; returns the launches changed.
pub fn promote(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    target: &GpuTarget,
) -> Result<Vec<Op>, Diagnostics> {
    promote_with(ctx, m, anchor, target, None)
}

fn promote_with(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    target: &GpuTarget,
    tile_k: Option<i64>,
) -> Result<Vec<Op>, Diagnostics> {
    let mut launches = Vec::new();
    m.walk_pre(anchor, &mut |op| {
        if m.op(op).kind == Some(OpKind::GpuLaunch) {
            launches.push(op);
        }
    });
    let mut changed = Vec::new();
    for l in launches {
        if promote_launch(ctx, m, l, target, tile_k) {
            let unit = ctx.attr(crate::ir::AttrKind::Unit);
            crate::gpu::build::set_attr(ctx, m, l, crate::gpu::attrs::PROMOTED, unit);
            changed.push(l);
        }
    }
    Ok(changed)
}

/// The context of one launch.
struct Launch {
    op: Op,
    entry: Block,
    /// Workgroup size.
    w: [i64; 3],
    /// Bytes of workgroup memory still available.
    budget: i64,
}

fn promote_launch(
    ctx: &mut Context,
    m: &mut Module,
    l: Op,
    target: &GpuTarget,
    tile_k: Option<i64>,
) -> bool {
    let Some(entry) = m.entry_block(l, 0) else {
        return false;
    };
    let seg = ops::segments(ctx, m, l).unwrap_or_default();
    if !matches!(seg.len(), 11 | 12)
        || seg.get(11).is_some_and(|&c| c != 0)
        || seg[0] != 0
        || seg[1..7].iter().any(|&c| c != 1)
        || seg[7..10].iter().any(|&c| c != 0)
    {
        return false;
    }
    let opnds = m.op(l).operands().to_vec();
    let w: Option<Vec<i64>> = opnds[3..6]
        .iter()
        .map(|&v| crate::gpu::build::const_of(ctx, m, v))
        .collect();
    let Some(w) = w else { return false };
    let nwg = crate::gpu::build::int_attr(ctx, m, l, "workgroup_attributions")
        .unwrap_or(0)
        .max(0) as usize;
    // Private attributions would follow the workgroup ones: not handled.
    if m.block(entry).args().len() != 12 + nwg {
        return false;
    }
    let mut used = 0i64;
    for &a in &m.block(entry).args()[12..] {
        used += bytes_of(ctx, m.value_type(a)).unwrap_or(0);
    }
    let mut lc = Launch {
        op: l,
        entry,
        w: [w[0], w[1], w[2]],
        budget: i64::from(target.max_workgroup_storage) / 2 - used,
    };
    // Candidate loops, outermost first.
    let mut loops = Vec::new();
    m.walk_pre(l, &mut |op| {
        if m.op(op).kind == Some(OpKind::AffineFor) {
            loops.push(op);
        }
    });
    let (accesses, unknown) = access::collect_effects(ctx, m, l);
    let harmless = |op: Op| {
        matches!(
            m.op(op).kind,
            Some(OpKind::GpuTerminator | OpKind::GpuBarrier)
        )
    };
    if !unknown.iter().all(|u| harmless(u.op)) {
        return false;
    }
    let mut done: Vec<Op> = Vec::new();
    let mut any = false;
    for f in loops {
        if m.is_erased(f) || done.iter().any(|&d| m.is_ancestor(d, f)) {
            continue;
        }
        if !uniform_context(ctx, m, &lc, f) {
            continue;
        }
        if let Some(n) = promote_loop(ctx, m, &mut lc, f, &accesses, tile_k) {
            done.push(n);
            any = true;
        }
    }
    any
}

fn bytes_of(ctx: &Context, t: Type) -> Option<i64> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, elem, .. } => {
            shape.iter().try_fold(elem_bytes(ctx, *elem), |acc, &d| {
                (d != DYNAMIC).then(|| acc.saturating_mul(d))
            })
        }
        _ => None,
    }
}

/// Whether `v` has the same value in every invocation of the launch's workgroup.
fn uniform(ctx: &Context, m: &Module, lc: &Launch, v: Value, depth: u32) -> bool {
    if depth > 32 {
        return false;
    }
    if defined_outside(m, v, lc.op) {
        return true;
    }
    match m.value(v).def {
        ValueDef::BlockArg { block, index } => {
            if block == lc.entry {
                return index < 3 || (6..12).contains(&index);
            }
            let Some(p) = m.block_parent_op(block) else {
                return false;
            };
            index == 0
                && m.op(p).kind == Some(OpKind::AffineFor)
                && uniform_bounds(ctx, m, lc, p, depth + 1)
        }
        ValueDef::OpResult { op, .. } => {
            is_pure(m, op)
                && m.op(op)
                    .operands()
                    .iter()
                    .all(|&o| uniform(ctx, m, lc, o, depth + 1))
        }
    }
}

fn uniform_bounds(ctx: &Context, m: &Module, lc: &Launch, f: Op, depth: u32) -> bool {
    let Some(fb) = ops::for_bounds(ctx, m, f) else {
        return false;
    };
    fb.lb_operands
        .iter()
        .chain(&fb.ub_operands)
        .all(|&v| uniform(ctx, m, lc, v, depth))
}

/// Whether every invocation of the workgroup runs `f` the same number of times.
fn uniform_context(ctx: &Context, m: &Module, lc: &Launch, f: Op) -> bool {
    if !uniform_bounds(ctx, m, lc, f, 0) {
        return false;
    }
    let mut cur = m.parent_op(f);
    while let Some(p) = cur {
        if p == lc.op {
            return true;
        }
        let ok = match m.op(p).kind {
            Some(OpKind::AffineFor) => uniform_bounds(ctx, m, lc, p, 0),
            Some(OpKind::AffineIf | OpKind::ScfIf | OpKind::ScfFor) => m
                .op(p)
                .operands()
                .iter()
                .all(|&v| uniform(ctx, m, lc, v, 0)),
            _ => false,
        };
        if !ok {
            return false;
        }
        cur = m.parent_op(p);
    }
    false
}

/// One index of one load: `uniform part (map over `uni` symbols) + c_k·k + Σ c_t·t + cst`.
#[derive(Debug, Clone)]
struct Index {
    /// Coefficients of the uniform operands (by value).
    uni: Vec<(Value, i64)>,
    ck: i64,
    ct: [i64; 3],
    cst: i64,
}

/// Decomposes the indices of a load; `None` when an operand is neither the IV, a thread id
/// nor uniform, or an index is not linear.
fn decompose(
    ctx: &mut Context,
    m: &Module,
    lc: &Launch,
    f: Op,
    iv: Value,
    load: Op,
) -> Option<(Value, Vec<Index>)> {
    let (mem, map, operands, _) = ops::affine_access(ctx, m, load)?;
    let (map, operands) = fully_compose_map_and_operands(ctx, m, map, &operands);
    let d = ctx.map_data(map).clone();
    let tids: Vec<Value> = m.block(lc.entry).args()[3..6].to_vec();
    let mut out = Vec::new();
    for &e in &d.results {
        let (flat, _) = flatten_expr(ctx, e, d.num_dims, d.num_symbols).ok()?;
        if flat.locals.iter().any(|&c| c != 0) {
            return None;
        }
        let mut ix = Index {
            uni: Vec::new(),
            ck: 0,
            ct: [0; 3],
            cst: flat.constant,
        };
        for (p, &v) in operands.iter().enumerate() {
            let c = flat.coeffs.get(p).copied().unwrap_or(0);
            if c == 0 {
                continue;
            }
            if v == iv {
                ix.ck += c;
            } else if let Some(t) = tids.iter().position(|&x| x == v) {
                ix.ct[t] += c;
            } else if uniform(ctx, m, lc, v, 0)
                && defined_outside(m, v, f)
                && (ops::is_valid_symbol(ctx, m, v) || ops::loop_of_iv(m, v).is_some())
            {
                ix.uni.push((v, c));
            } else {
                return None;
            }
        }
        ix.uni.sort_by_key(|(v, _)| v.index());
        out.push(ix);
    }
    Some((mem, out))
}

/// A load and its decomposed indices.
type LoadIndices = (Op, Vec<Index>);

/// The local range `[lo, hi]` of `c_k·(k − k0) + Σ c_t·t` plus the constant.
fn local_range(ix: &Index, tk_span: i64, w: [i64; 3]) -> (i64, i64) {
    let mut lo = ix.cst;
    let mut hi = ix.cst;
    let mut add = |c: i64, ext: i64| {
        let (a, b) = (0, c * ext);
        lo += a.min(b);
        hi += a.max(b);
    };
    add(ix.ck, tk_span);
    for (c, wt) in ix.ct.iter().zip(w) {
        add(*c, wt - 1);
    }
    (lo, hi)
}

/// A memref to promote in a loop.
struct Plan {
    mem: Value,
    loads: Vec<Op>,
    /// The uniform part per dim (shared by the loads).
    uni: Vec<Vec<(Value, i64)>>,
    ck: Vec<i64>,
    /// The smallest offset per dim (at `k = k0`, thread 0, ...).
    lo: Vec<i64>,
    /// The extent per dim.
    extent: Vec<i64>,
}

fn plan_for(loads: &[LoadIndices], mem: Value, tk_span: i64, w: [i64; 3]) -> Option<Plan> {
    let first = &loads.first()?.1;
    let rank = first.len();
    let mut lo = vec![i64::MAX; rank];
    let mut hi = vec![i64::MIN; rank];
    for (_, ixs) in loads {
        if ixs.len() != rank {
            return None;
        }
        for d in 0..rank {
            if ixs[d].uni != first[d].uni || ixs[d].ck != first[d].ck {
                return None;
            }
            let (a, b) = local_range(&ixs[d], tk_span, w);
            lo[d] = lo[d].min(a);
            hi[d] = hi[d].max(b);
        }
    }
    let extent: Vec<i64> = lo.iter().zip(&hi).map(|(a, b)| b - a + 1).collect();
    Some(Plan {
        mem,
        loads: loads.iter().map(|(o, _)| *o).collect(),
        uni: first.iter().map(|ix| ix.uni.clone()).collect(),
        ck: first.iter().map(|ix| ix.ck).collect(),
        lo,
        extent,
    })
}

fn promote_loop(
    ctx: &mut Context,
    m: &mut Module,
    lc: &mut Launch,
    f: Op,
    accesses: &[access::Access],
    tile_k: Option<i64>,
) -> Option<Op> {
    let fb = ops::for_bounds(ctx, m, f)?;
    let body = m.entry_block(f, 0)?;
    // Read-only memrefs loaded directly in the body, with their decomposed loads.
    let mut groups: Vec<(Value, Vec<LoadIndices>)> = Vec::new();
    let mut rejected: Vec<Value> = Vec::new();
    for op in body_ops(m, body) {
        if m.op(op).kind != Some(OpKind::AffineLoad) {
            continue;
        }
        let Some((mem, ixs)) = decompose(ctx, m, lc, f, fb.iv, op) else {
            if let Some((mem, ..)) = ops::affine_access(ctx, m, op) {
                rejected.push(mem);
            }
            continue;
        };
        match groups.iter_mut().find(|(v, _)| *v == mem) {
            Some((_, g)) => g.push((op, ixs)),
            None => groups.push((mem, vec![(op, ixs)])),
        }
    }
    groups.retain(|(mem, g)| {
        let base = access::index_base(m, *mem);
        let root = access::root(ctx, m, *mem);
        !rejected.contains(mem)
            && g.iter().any(|(_, ixs)| ixs.iter().any(|ix| ix.ck != 0))
            && static_shape(ctx, m, *mem).is_some()
            && accesses.iter().all(|a| {
                !a.write
                    || (access::index_base(m, a.memref) != base
                        && !access::may_alias(
                            ctx,
                            m,
                            access::root(ctx, m, a.memref),
                            root,
                            AliasPolicy::DistinctArguments,
                        ))
            })
    });
    if groups.is_empty() {
        return None;
    }
    // Tile size along k: the largest that fits.
    let mut tk = tile_k.unwrap_or(32);
    let plans = loop {
        let span = (tk - 1) * fb.step;
        let plans: Option<Vec<Plan>> = groups
            .iter()
            .map(|(mem, g)| plan_for(g, *mem, span, lc.w))
            .collect();
        let plans = plans?;
        let bytes: i64 = plans
            .iter()
            .map(|p| {
                let eb =
                    crate::gpu::build::elem_type(ctx, m, p.mem).map_or(4, |t| elem_bytes(ctx, t));
                p.extent.iter().fold(eb, |a, &e| a.saturating_mul(e))
            })
            .sum();
        if bytes <= lc.budget {
            lc.budget -= bytes;
            break plans;
        }
        if tile_k.is_some() || tk <= 1 {
            return None;
        }
        tk /= 2;
    };
    Some(rewrite(ctx, m, lc, f, tk, &plans))
}

fn static_shape(ctx: &Context, m: &Module, mem: Value) -> Option<Vec<i64>> {
    match ctx.type_kind(m.value_type(mem)) {
        TypeKind::MemRef {
            shape,
            layout: None,
            ..
        } if !shape.contains(&DYNAMIC) => Some(shape.clone()),
        _ => None,
    }
}

/// Strip-mines `f`, adds the buffers, the copies, the barriers, and redirects the loads.
fn rewrite(
    ctx: &mut Context,
    m: &mut Module,
    lc: &mut Launch,
    f: Op,
    tk: i64,
    plans: &[Plan],
) -> Op {
    let fb = match ops::for_bounds(ctx, m, f) {
        Some(fb) => fb,
        None => return f,
    };
    let loc = m.op(f).loc;
    let b = Builder::before(m, f);
    // Buffers: new workgroup attributions.
    let wg_space = ctx.attr(AttrKind::Opaque {
        dialect: "gpu".into(),
        body: ".address_space<workgroup>".into(),
        ty: None,
    });
    let mut bufs = Vec::new();
    for p in plans {
        let elem = crate::gpu::build::elem_type(ctx, m, p.mem).unwrap_or_else(|| ctx.f32_type());
        let t = ctx.memref_type(p.extent.clone(), elem, None, Some(wg_space));
        bufs.push(m.add_block_arg(lc.entry, t));
    }
    let nwg = (m.block(lc.entry).args().len() - 12) as i128;
    let i64t = ctx.int_type(64);
    let na = ctx.int_attr(nwg, i64t);
    set_attr(ctx, m, lc.op, "workgroup_attributions", na);
    // k0 loop.
    let span = tk * fb.step;
    let outer = b.affine_for(
        ctx,
        m,
        (fb.lb_map, fb.lb_operands.clone()),
        (fb.ub_map, fb.ub_operands.clone()),
        span,
        &fb.inits,
    );
    let ob = Builder {
        ip: Ip::End(outer.body),
        loc,
    };
    let k0 = outer.iv;
    // Cooperative copies.
    let tids: Vec<Value> = m.block(lc.entry).args()[3..6].to_vec();
    let (wx, wy, wz) = (lc.w[0], lc.w[1], lc.w[2]);
    let lt = {
        let (sx, sy, sz) = (ctx.sym(0), ctx.sym(1), ctx.sym(2));
        let cy = ctx.cst(wx);
        let cz = ctx.cst(wx * wy);
        let ey = ctx.mul(sy, cy);
        let ez = ctx.mul(sz, cz);
        let e0 = ctx.add(sx, ey);
        let e = ctx.add(e0, ez);
        let mp = ctx.map(0, 3, vec![e]);
        ob.apply(ctx, m, mp, &tids)
    };
    let nthreads = wx * wy * wz;
    for (p, &buf) in plans.iter().zip(&bufs) {
        let total: i64 = p.extent.iter().product();
        let s0 = ctx.sym(0);
        let lbm = ctx.map(0, 1, vec![s0]);
        let ubm = ctx.constant_map(total);
        let cl = ob.affine_for(ctx, m, (lbm, vec![lt]), (ubm, vec![]), nthreads, &[]);
        let cb = Builder {
            ip: Ip::End(cl.body),
            loc,
        };
        // Coordinates in the box.
        let rank = p.extent.len();
        let mut coords = Vec::new();
        let mut stride: i64 = p.extent.iter().product();
        for d in 0..rank {
            stride /= p.extent[d].max(1);
            let d0 = ctx.dim(0);
            let sc = ctx.cst(stride.max(1));
            let mut e = crate::affine::fold::floordiv(ctx, d0, sc);
            if d > 0 {
                let ec = ctx.cst(p.extent[d]);
                e = crate::affine::fold::modulo_expr(ctx, e, ec);
            }
            let mp = ctx.map(1, 0, vec![e]);
            coords.push(cb.apply(ctx, m, mp, &[cl.iv]));
        }
        // Global indices: uniform + c_k * k0 + lo + coord, over dims [k0, coord] and the
        // uniform symbols.
        let mut gidx = Vec::new();
        for (d, &coord) in coords.iter().enumerate() {
            let (e, ops_v) = origin_expr(ctx, p, d, Some(coord));
            let mut all = vec![k0, coord];
            all.extend(ops_v);
            let mp = ctx.map(all.len() as u32, 0, vec![e]);
            gidx.push((mp, all));
        }
        // In-bounds guard on the source.
        let shape = static_shape(ctx, m, p.mem).unwrap_or_default();
        let mut cons: Vec<(crate::ir::AffineMap, Vec<Value>)> = Vec::new();
        for (d, (mp, all)) in gidx.iter().enumerate() {
            let e = ctx.map_data(*mp).results[0];
            let nd = ctx.map_data(*mp).num_dims;
            let ns = ctx.map_data(*mp).num_symbols;
            cons.push((ctx.map(nd, ns, vec![e]), all.clone()));
            let size = shape.get(d).copied().unwrap_or(DYNAMIC);
            if size != DYNAMIC {
                let c = ctx.cst(size - 1);
                let neg = ctx.neg(e);
                let ub = ctx.add(neg, c);
                cons.push((ctx.map(nd, ns, vec![ub]), all.clone()));
            }
        }
        let refs: Vec<(crate::ir::AffineMap, &[Value])> =
            cons.iter().map(|(mp, o)| (*mp, o.as_slice())).collect();
        let c = combine(ctx, &refs);
        let exprs: Vec<AffineExpr> = c.results.iter().flat_map(|r| r.iter().copied()).collect();
        let eqs = vec![false; exprs.len()];
        let set = ctx.integer_set(c.num_dims, c.num_symbols, exprs, eqs);
        let (set, sops) = fully_compose_set_and_operands(ctx, m, set, &c.operands);
        let (_g, gthen, _) = cb.affine_if(ctx, m, set, sops, vec![], false);
        let gb = Builder {
            ip: Ip::End(gthen),
            loc,
        };
        let mut src_map_results = Vec::new();
        let mut src_ops: Vec<Value> = Vec::new();
        {
            let refs: Vec<(crate::ir::AffineMap, &[Value])> =
                gidx.iter().map(|(mp, o)| (*mp, o.as_slice())).collect();
            let c = combine(ctx, &refs);
            for r in &c.results {
                src_map_results.push(r[0]);
            }
            let mp = ctx.map(c.num_dims, c.num_symbols, src_map_results.clone());
            let (mp, ops2) = fully_compose_map_and_operands(ctx, m, mp, &c.operands);
            src_ops.extend(ops2);
            let v = gb.affine_load(ctx, m, p.mem, mp, &src_ops);
            let idm = ctx.identity_map(rank as u32);
            gb.affine_store(ctx, m, v, buf, idm, &coords);
        }
        Builder::yield_in(ctx, m, gthen, vec![], loc);
        Builder::yield_in(ctx, m, cl.body, vec![], loc);
    }
    ob.create(ctx, m, "gpu.barrier", vec![], vec![], &[], 0);
    // Inner k loop: k0 to min(k0 + span, ub).
    let lbm = ctx.identity_map(1);
    let ub = min_upper_bound(ctx, &fb, k0, span);
    let inner = ob.affine_for(ctx, m, (lbm, vec![k0]), ub, fb.step, &outer.iter_args);
    if let Some(body) = m.entry_block(f, 0) {
        for op in m.block_ops_vec(body) {
            m.move_to_end(op, inner.body);
        }
    }
    m.replace_all_uses(fb.iv, inner.iv);
    for (o, &n) in fb.iter_args.iter().zip(&inner.iter_args) {
        m.replace_all_uses(*o, n);
    }
    ob.create(ctx, m, "gpu.barrier", vec![], vec![], &[], 0);
    let inner_res = m.op(inner.op).results().to_vec();
    Builder::yield_in(ctx, m, outer.body, inner_res, loc);
    let (old, new) = (
        m.op(f).results().to_vec(),
        m.op(outer.op).results().to_vec(),
    );
    for (o, n) in old.into_iter().zip(new) {
        m.replace_all_uses(o, n);
    }
    // Redirect the loads: buffer index = original index - origin.
    for (p, &buf) in plans.iter().zip(&bufs) {
        for &ld in &p.loads {
            let Some((_, map, operands, _)) = ops::affine_access(ctx, m, ld) else {
                continue;
            };
            let rank = p.extent.len();
            let mut pieces: Vec<(crate::ir::AffineMap, Vec<Value>)> = vec![(map, operands.clone())];
            for d in 0..rank {
                let (e, ops_v) = origin_expr(ctx, p, d, None);
                let mut all = vec![k0];
                all.extend(ops_v);
                pieces.push((ctx.map(all.len() as u32, 0, vec![e]), all));
            }
            let refs: Vec<(crate::ir::AffineMap, &[Value])> =
                pieces.iter().map(|(mp, o)| (*mp, o.as_slice())).collect();
            let c = combine(ctx, &refs);
            let results: Vec<AffineExpr> = (0..rank)
                .map(|d| ctx.sub(c.results[0][d], c.results[d + 1][0]))
                .collect();
            let mp = ctx.map(c.num_dims, c.num_symbols, results);
            let (mp, ops2) = fully_compose_map_and_operands(ctx, m, mp, &c.operands);
            let lb = Builder::before(m, ld);
            let v = lb.affine_load(ctx, m, buf, mp, &ops2);
            let r = m.op(ld).results()[0];
            m.replace_all_uses(r, v);
            m.erase_op(ld);
        }
    }
    m.erase_op(f);
    outer.op
}

/// The origin of dim `d` of a plan's box, `uniform + c_k·k0 + lo (+ coord)`, over the dims
/// `[k0 (, coord), uniform values (returned)...]`; canonicalization later turns the valid
/// symbols among them into symbols.
fn origin_expr(
    ctx: &mut Context,
    p: &Plan,
    d: usize,
    coord: Option<Value>,
) -> (AffineExpr, Vec<Value>) {
    let k0 = ctx.dim(0);
    let ck = ctx.cst(p.ck[d]);
    let mut e = ctx.mul(k0, ck);
    let lo = ctx.cst(p.lo[d]);
    e = ctx.add(e, lo);
    if coord.is_some() {
        let c = ctx.dim(1);
        e = ctx.add(e, c);
    }
    let first: u32 = if coord.is_some() { 2 } else { 1 };
    let mut ops_v = Vec::new();
    for (j, &(v, c)) in p.uni[d].iter().enumerate() {
        let s = ctx.dim(first + j as u32);
        let cc = ctx.cst(c);
        let t = ctx.mul(s, cc);
        e = ctx.add(e, t);
        ops_v.push(v);
    }
    (e, ops_v)
}
