//! `tessera-subgroup-share`: loads that every lane of a subgroup repeats are loaded once,
//! spread over the lanes, and broadcast.
//!
//! A register-tiled matmul invocation computing rows `i0 .. i0 + R` reads `A[i0 + r, k]`
//! for every `r` in every step of its `k` loop. When the rows do not depend on the lane
//! (local X) — the case when the workgroup is exactly one subgroup, `[S, 1, 1]`, and the
//! rows come from the workgroup id — all `S` lanes of the subgroup load the same `R`
//! values. This pass rewrites such a group: lane `l` loads the row `i0 + (8·j + l)` of chunk
//! `j`, and each original value becomes `gpu.shuffle idx %v, r mod S, S` (an
//! `OpGroupNonUniformShuffle` with a constant lane). `R` loads per step become `R / S`
//! loads plus `R` register permutations. On lavapipe, where a divergent storage-buffer
//! load costs a loop over the 8 SIMD lanes and a shuffle from a constant lane is one
//! vector permutation, this doubles matmul throughput.
//!
//! `affine.vector_load`s whose every use is a `vector.extract` at a static position
//! (texture mode's `A[i, k .. k + 4]`, `gpu::map::vectorize::combine`) are grouped the same way:
//! lane `l` loads row `8·j + l`'s vector, and each extracted element becomes the same
//! element of this lane's vector, shuffled from lane `r mod S`.
//!
//! A group is a set of `affine.load`s (or such vector loads) in one block, on the same memref with the same map,
//! whose operands are equal except at one position `p`, where they differ by constants
//! forming an arithmetic progression `o + s·t` (`t = 0 .. S`); every operand must be
//! independent of the lane (`threadIdx.x`) and the loads must be under lane-independent
//! control flow, so that all `S` lanes execute the group together. The new load reads only
//! elements that the group read before, so no access goes out of bounds that did not
//! before. Element types must be 32 bits wide.

use std::collections::HashMap;

use crate::affine::compose::fully_compose_map_and_operands;
use crate::diag::{Diagnostic, Diagnostics};
use crate::dialect::OpKind;
use crate::gpu::build::{const_of, expr_positions, lone_position, Builder};
use crate::ir::{AttrKind, Block, Context, Module, Op, TypeKind, Value};
use crate::pass::PassOptions;

/// The registered pass: `tessera-subgroup-share{subgroup-size=8}`.
pub fn run(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    opts: &PassOptions,
) -> Result<bool, Diagnostics> {
    let loc = m.op(anchor).loc;
    opts.check_known("tessera-subgroup-share", &["subgroup-size"])
        .map_err(|e| Diagnostics::from(Diagnostic::error_at(ctx, loc, e)))?;
    let sg = opts
        .get_i64("subgroup-size", 8)
        .map_err(|e| Diagnostics::from(Diagnostic::error_at(ctx, loc, e)))?;
    if !(1..=128).contains(&sg) {
        return Err(Diagnostic::error_at(ctx, loc, "subgroup-size must be in 1..=128").into());
    }
    Ok(share_loads(ctx, m, anchor, sg) > 0)
}

/// Rewrites every shareable load group in the `gpu.launch` ops under `anchor`; returns the
/// number of groups rewritten.
pub fn share_loads(ctx: &mut Context, m: &mut Module, anchor: Op, sg: i64) -> usize {
    if sg < 2 {
        return 0;
    }
    let mut launches = Vec::new();
    m.walk_pre(anchor, &mut |op| {
        if m.op(op).kind == Some(OpKind::GpuLaunch) {
            launches.push(op);
        }
    });
    launches
        .into_iter()
        .map(|l| share_in_launch(ctx, m, l, sg))
        .sum()
}

/// The lane-dependence of values inside one launch (memoized).
struct LaneDep {
    tid_x: Value,
    memo: HashMap<Value, bool>,
}

impl LaneDep {
    /// Whether `v` may differ between the lanes of a subgroup.
    fn depends(&mut self, m: &Module, v: Value, depth: u32) -> bool {
        if v == self.tid_x {
            return true;
        }
        if let Some(&d) = self.memo.get(&v) {
            return d;
        }
        if depth > 64 {
            return true;
        }
        let d = match m.defining_op(v) {
            Some(op) => {
                let d = m.op(op);
                let pure = matches!(
                    d.kind,
                    Some(
                        OpKind::AffineApply
                            | OpKind::AffineMin
                            | OpKind::AffineMax
                            | OpKind::ArithConstant
                            | OpKind::ArithAddI
                            | OpKind::ArithSubI
                            | OpKind::ArithMulI
                            | OpKind::ArithIndexCast
                            | OpKind::GpuBlockId
                            | OpKind::GpuGridDim
                            | OpKind::GpuBlockDim
                    )
                );
                if !pure || !d.regions().is_empty() {
                    true
                } else {
                    let operands = d.operands().to_vec();
                    operands.into_iter().any(|o| self.depends(m, o, depth + 1))
                }
            }
            None => match m.value_block(v).and_then(|b| m.block_parent_op(b)) {
                // Launch ids other than threadIdx.x are uniform in a `[S, 1, 1]` workgroup.
                Some(p) if m.op(p).kind == Some(OpKind::GpuLaunch) => false,
                // A loop IV is uniform when its bounds are.
                Some(p) if m.op(p).kind == Some(OpKind::AffineFor) => {
                    let is_iv = m
                        .value_block(v)
                        .is_some_and(|b| m.block(b).args().first() == Some(&v));
                    if is_iv {
                        let operands = loop_bound_operands(m, p);
                        operands.into_iter().any(|o| self.depends(m, o, depth + 1))
                    } else {
                        true
                    }
                }
                _ => true,
            },
        };
        self.memo.insert(v, d);
        d
    }
}

/// The bound operands of an `affine.for` (its operands minus the `iter_args` inits).
fn loop_bound_operands(m: &Module, f: Op) -> Vec<Value> {
    let d = m.op(f);
    let n_iter = d.results().len();
    let ops = d.operands();
    ops[..ops.len().saturating_sub(n_iter)].to_vec()
}

/// Whether every op enclosing `op` up to `launch` runs the same way in every lane.
fn control_uniform(m: &Module, op: Op, launch: Op, dep: &mut LaneDep) -> bool {
    let mut cur = op;
    while let Some(p) = m.parent_op(cur) {
        if p == launch {
            return true;
        }
        let ok = match m.op(p).kind {
            Some(OpKind::AffineFor) => loop_bound_operands(m, p)
                .into_iter()
                .all(|v| !dep.depends(m, v, 0)),
            Some(OpKind::AffineIf) => m
                .op(p)
                .operands()
                .to_vec()
                .into_iter()
                .all(|v| !dep.depends(m, v, 0)),
            _ => false,
        };
        if !ok {
            return false;
        }
        cur = p;
    }
    false
}

/// `a − b` when it is a constant.
fn const_diff(ctx: &mut Context, m: &Module, a: Value, b: Value) -> Option<i64> {
    if a == b {
        return Some(0);
    }
    let (d0, d1) = (ctx.dim(0), ctx.dim(1));
    let e = ctx.sub(d0, d1);
    let map = ctx.map(2, 0, vec![e]);
    let (map, _) = fully_compose_map_and_operands(ctx, m, map, &[a, b]);
    let r = ctx.map_data(map).results.clone();
    match r[..] {
        [e] => ctx.as_const(e),
        _ => None,
    }
}

/// Whether `v` is available before `at` (which is in block `blk` at position `pos`).
fn available_before(m: &Module, v: Value, blk: Block, pos: &HashMap<Op, usize>, at: Op) -> bool {
    match m.defining_op(v) {
        Some(d) if m.op(d).parent == Some(blk) => match (pos.get(&d), pos.get(&at)) {
            (Some(a), Some(b)) => a < b,
            _ => false,
        },
        _ => true,
    }
}

fn share_in_launch(ctx: &mut Context, m: &mut Module, launch: Op, sg: i64) -> usize {
    let operands = m.op(launch).operands().to_vec();
    // Our launches carry no async dependencies: grid x, y, z then block x, y, z.
    if operands.len() < 6 {
        return 0;
    }
    let bs: Vec<Option<i64>> = operands[3..6]
        .iter()
        .map(|&v| const_of(ctx, m, v))
        .collect();
    if bs != [Some(sg), Some(1), Some(1)] {
        return 0;
    }
    let Some(body) = m.entry_block(launch, 0) else {
        return 0;
    };
    let Some(&tid_x) = m.block(body).args().get(3) else {
        return 0;
    };
    let mut dep = LaneDep {
        tid_x,
        memo: HashMap::new(),
    };
    let mut loads = Vec::new();
    m.walk_pre(launch, &mut |op| {
        if m.op(op).kind == Some(OpKind::AffineLoad)
            || (m.op(op).kind == Some(OpKind::AffineVectorLoad) && extracted_only(m, op))
        {
            loads.push(op);
        }
    });
    // Candidate loads: 32-bit elements, lane-independent operands and control.
    let mut cands = Vec::new();
    for l in loads {
        let ty = m.value_type(m.op(l).results()[0]);
        let ty = match ctx.type_kind(ty) {
            TypeKind::Vector { elem, .. } => *elem,
            _ => ty,
        };
        let is32 = matches!(
            ctx.type_kind(ty),
            TypeKind::Float(crate::ir::FloatKind::F32) | TypeKind::Integer { width: 32, .. }
        );
        if !is32 {
            continue;
        }
        let ops = m.op(l).operands().to_vec();
        if ops.len() < 2 || ops[1..].iter().any(|&v| dep.depends(m, v, 0)) {
            continue;
        }
        if control_uniform(m, l, launch, &mut dep) {
            cands.push(l);
        }
    }
    let mut done = 0usize;
    let mut consumed: std::collections::HashSet<Op> = std::collections::HashSet::new();
    let max_idx = cands
        .iter()
        .map(|&l| m.op(l).operands().len() - 1)
        .max()
        .unwrap_or(0);
    for p in 0..max_idx {
        // Group by (block, memref, map, operands other than p).
        let mut groups: Vec<(Vec<Value>, Block, Vec<Op>)> = Vec::new();
        for &l in &cands {
            if consumed.contains(&l) || m.is_erased(l) {
                continue;
            }
            let d = m.op(l);
            let ops = d.operands();
            if p + 1 >= ops.len() {
                continue;
            }
            let Some(blk) = d.parent else { continue };
            let mut key: Vec<Value> = ops.to_vec();
            key.remove(p + 1);
            let map = crate::affine::ops::attr(ctx, m, l, "map");
            let same_map = |o: Op| crate::affine::ops::attr(ctx, m, o, "map") == map;
            match groups
                .iter_mut()
                .find(|(k, b, g)| *k == key && *b == blk && same_map(g[0]))
            {
                Some((_, _, g)) => g.push(l),
                None => groups.push((key, blk, vec![l])),
            }
        }
        for (_, blk, g) in groups {
            if (g.len() as i64) < sg {
                continue;
            }
            done += rewrite_group(ctx, m, blk, &g, p + 1, sg, tid_x, &mut consumed);
        }
    }
    done
}

/// Whether every use of the result of vector load `l` is a `vector.extract` at a static
/// position (texture mode's four `k` values of a row of `A`): such a load is shared like a
/// scalar one, one `gpu.shuffle` per extracted element.
fn extracted_only(m: &Module, l: Op) -> bool {
    let Some(&r) = m.op(l).results().first() else {
        return false;
    };
    m.uses(r).iter().all(|u| {
        let d = m.op(u.op);
        d.kind == Some(OpKind::VectorExtract) && d.operands().len() == 1 && d.results().len() == 1
    })
}

/// The op of block `blk` that is `op` or encloses it.
fn ancestor_in(m: &Module, op: Op, blk: Block) -> Option<Op> {
    let mut cur = op;
    loop {
        if m.op(cur).parent == Some(blk) {
            return Some(cur);
        }
        cur = m.parent_op(cur)?;
    }
}

/// Rewrites the chunks of `group` (loads differing at operand `p`) that form progressions
/// of `sg` members; returns the number of chunks rewritten.
#[allow(clippy::too_many_arguments)]
fn rewrite_group(
    ctx: &mut Context,
    m: &mut Module,
    blk: Block,
    group: &[Op],
    p: usize,
    sg: i64,
    tid_x: Value,
    consumed: &mut std::collections::HashSet<Op>,
) -> usize {
    let v0 = m.op(group[0]).operands()[p];
    let mut with_off: Vec<(i64, Op)> = Vec::new();
    for &l in group {
        let v = m.op(l).operands()[p];
        if let Some(o) = const_diff(ctx, m, v, v0) {
            if !with_off.iter().any(|&(x, _)| x == o) {
                with_off.push((o, l));
            }
        }
    }
    with_off.sort_by_key(|&(o, _)| o);
    let pos: HashMap<Op, usize> = m
        .block_ops_vec(blk)
        .into_iter()
        .enumerate()
        .map(|(i, o)| (o, i))
        .collect();
    let n = with_off.len();
    let sgu = sg as usize;
    let vec_ok = innermost_operand(ctx, m, group[0], p);
    let mut rewritten = 0;
    let mut i = 0;
    while i + sgu <= n {
        // `4·S` consecutive elements of the innermost dim: lane `l` loads the 4 elements
        // from `4·l` as one vector.
        let vn = 4 * sgu;
        if vec_ok
            && i + vn <= n
            && (0..vn).all(|t| with_off[i + t].0 == with_off[i].0 + t as i64)
            && share_vec4(
                ctx,
                m,
                blk,
                &with_off[i..i + vn],
                p,
                sg,
                tid_x,
                &pos,
                consumed,
            )
        {
            rewritten += 1;
            i += vn;
            continue;
        }
        let s = with_off[i + 1].0 - with_off[i].0;
        let ok = s != 0 && (0..sgu).all(|t| with_off[i + t].0 == with_off[i].0 + s * t as i64);
        if !ok {
            i += 1;
            continue;
        }
        let chunk: Vec<(i64, Op)> = with_off[i..i + sgu].to_vec();
        let first = chunk[0].1;
        let elem = m.value_type(m.op(first).results()[0]);
        let is_vector = m.op(first).kind == Some(OpKind::AffineVectorLoad);
        let name = if is_vector {
            "affine.vector_load"
        } else {
            "affine.load"
        };
        // Lane l reads the member of offset o_i + s·l.
        let Some((loaded, b)) = lane_load(ctx, m, blk, &chunk, p, s, tid_x, &pos, name, elem)
        else {
            i += 1;
            continue;
        };
        let shuffler = Shuffler::new(ctx, m, &b, sg);
        for (t, &(_, l)) in chunk.iter().enumerate() {
            if is_vector {
                // Each element extracted from the row's vector: extract it from this
                // lane's vector and take it from lane `t`.
                let old = m.op(l).results()[0];
                for u in m.uses(old).to_vec() {
                    let x = u.op;
                    let xt = m.value_type(m.op(x).results()[0]);
                    let pos = crate::affine::ops::attr(ctx, m, x, "static_position");
                    let Some(pos) = pos else { continue };
                    // At the group's block level (where every lane runs), as for scalars.
                    let at = ancestor_in(m, x, blk).unwrap_or(x);
                    let xb = Builder::before(m, at);
                    let new = shuffler.extract(ctx, m, &xb, loaded, pos, xt, t);
                    let xr = m.op(x).results()[0];
                    m.replace_all_uses(xr, new);
                    m.erase_op(x);
                }
                if m.use_empty(old) {
                    m.erase_op(l);
                }
                consumed.insert(l);
                continue;
            }
            // The broadcast goes right before the first use of the value in this block
            // (a row's value is then live only while its multiply-adds run).
            let old = m.op(l).results()[0];
            let lb = before_first_use(m, l, blk, &pos);
            let new = shuffler.shuffle(ctx, m, &lb, loaded, t);
            m.replace_all_uses(old, new);
            m.erase_op(l);
            consumed.insert(l);
        }
        rewritten += 1;
        i += sgu;
    }
    rewritten
}

/// `gpu.shuffle idx` from a constant lane of an `S`-wide subgroup.
struct Shuffler {
    width: Value,
    mode: crate::ir::Attr,
}

impl Shuffler {
    /// The width constant goes at `b`.
    fn new(ctx: &mut Context, m: &mut Module, b: &Builder, sg: i64) -> Self {
        let i32t = ctx.int_type(32);
        let width = b.const_scalar(ctx, m, i32t, sg as f64);
        let mode = ctx.attr(AttrKind::Opaque {
            dialect: "gpu".into(),
            body: "<shuffle_mode idx>".into(),
            ty: None,
        });
        Shuffler { width, mode }
    }

    /// Element `pos` (a `static_position`) of vector `v`, of type `ty`, from lane `lane`,
    /// at `b`.
    #[allow(clippy::too_many_arguments)]
    fn extract(
        &self,
        ctx: &mut Context,
        m: &mut Module,
        b: &Builder,
        v: Value,
        pos: crate::ir::Attr,
        ty: crate::ir::Type,
        lane: usize,
    ) -> Value {
        let x = b.create(
            ctx,
            m,
            "vector.extract",
            vec![v],
            vec![ty],
            &[("static_position", pos)],
            0,
        );
        let xv = m.op(x).results()[0];
        self.shuffle(ctx, m, b, xv, lane)
    }

    /// `v` of lane `lane`, at `b`.
    fn shuffle(
        &self,
        ctx: &mut Context,
        m: &mut Module,
        b: &Builder,
        v: Value,
        lane: usize,
    ) -> Value {
        let i32t = ctx.int_type(32);
        let i1t = ctx.int_type(1);
        let ty = m.value_type(v);
        let lane = b.const_scalar(ctx, m, i32t, lane as f64);
        let sh = b.create(
            ctx,
            m,
            "gpu.shuffle",
            vec![v, lane, self.width],
            vec![ty, i1t],
            &[("mode", self.mode)],
            0,
        );
        m.op(sh).results()[0]
    }
}

/// A builder right before the first use of `l`'s result in `blk` (or before `l`).
fn before_first_use(m: &Module, l: Op, blk: Block, pos: &HashMap<Op, usize>) -> Builder {
    let old = m.op(l).results()[0];
    let first_use = m
        .uses(old)
        .iter()
        .filter_map(|u| ancestor_in(m, u.op, blk))
        .min_by_key(|o| pos.get(o).copied().unwrap_or(usize::MAX))
        .unwrap_or(l);
    Builder::before(m, first_use)
}

/// The load, named `name` with result type `ty`, that lane `l` makes for `chunk` (loads
/// differing at operand `p`): operand `p` becomes `o + stride·l` for the first member's
/// `o`. It goes before the chunk's earliest member; `None` (nothing created) when the
/// first member's operands are not available there. Returns the loaded value and a
/// builder at that point.
#[allow(clippy::too_many_arguments)]
fn lane_load(
    ctx: &mut Context,
    m: &mut Module,
    blk: Block,
    chunk: &[(i64, Op)],
    p: usize,
    stride: i64,
    tid_x: Value,
    pos: &HashMap<Op, usize>,
    name: &str,
    ty: crate::ir::Type,
) -> Option<(Value, Builder)> {
    let earliest = chunk
        .iter()
        .map(|&(_, l)| l)
        .min_by_key(|l| pos.get(l).copied().unwrap_or(usize::MAX))?;
    let first = chunk.first()?.1;
    let fops = m.op(first).operands().to_vec();
    if !fops
        .iter()
        .all(|&v| available_before(m, v, blk, pos, earliest))
    {
        return None;
    }
    // The load moves up to the earliest member: nothing between the members may write
    // memory (or have effects that are not known).
    let mut left: Vec<Op> = chunk
        .iter()
        .filter_map(|&(_, l)| ancestor_in(m, l, blk))
        .collect();
    let mut cur = ancestor_in(m, earliest, blk);
    while let Some(o) = cur {
        left.retain(|&x| x != o);
        if left.is_empty() {
            break;
        }
        if crate::transforms::effects::op_effect(m, o)
            == crate::transforms::effects::Effect::Unknown
        {
            return None;
        }
        cur = m.next_op(o);
    }
    let map_attr = crate::affine::ops::attr(ctx, m, first, "map")?;
    let b = Builder::before(m, earliest);
    let (d0, s0) = (ctx.dim(0), ctx.sym(0));
    let sc = ctx.cst(stride);
    let ls = ctx.mul(s0, sc);
    let e = ctx.add(d0, ls);
    let map = ctx.map(1, 1, vec![e]);
    let lane_idx = b.apply(ctx, m, map, &[fops[p], tid_x]);
    let mut new_ops = fops;
    new_ops[p] = lane_idx;
    let load = b.create(ctx, m, name, new_ops, vec![ty], &[("map", map_attr)], 0);
    Some((m.op(load).results()[0], b))
}

/// Whether operand `p` of scalar `affine.load` `l` is the innermost subscript of an
/// identity-layout memref of 32-bit elements, used by no other subscript: consecutive
/// values of it are consecutive elements.
fn innermost_operand(ctx: &Context, m: &Module, l: Op, p: usize) -> bool {
    if m.op(l).kind != Some(OpKind::AffineLoad) || p == 0 {
        return false;
    }
    let Some(&mem) = m.op(l).operands().first() else {
        return false;
    };
    let ok_type = matches!(ctx.type_kind(m.value_type(mem)),
        TypeKind::MemRef { layout: None, elem, .. }
            if matches!(ctx.type_kind(*elem),
                TypeKind::Float(crate::ir::FloatKind::F32) | TypeKind::Integer { width: 32, .. }));
    let Some(map) = crate::affine::ops::map_attr(ctx, m, l, "map") else {
        return false;
    };
    let data = ctx.map_data(map);
    let pos = p - 1;
    let is_p = |e| lone_position(ctx, e, data.num_dims) == Some(pos);
    let uses_p = |e| {
        let mut v = Vec::new();
        expr_positions(ctx, e, data.num_dims, &mut v);
        v.contains(&pos)
    };
    match data.results.split_last() {
        Some((&last, rest)) => ok_type && is_p(last) && !rest.iter().any(|&e| uses_p(e)),
        None => false,
    }
}

/// Rewrites `chunk` (`4·sg` loads of consecutive elements along the innermost dim, at
/// operand `p`) as one `vector<4>` load per lane, lane `l` reading elements `4·l ..
/// 4·l + 3`, and member `t` as element `t mod 4` of lane `t / 4`'s vector. Returns false
/// (changing nothing) when the chunk's operands are not available before its first load.
#[allow(clippy::too_many_arguments)]
fn share_vec4(
    ctx: &mut Context,
    m: &mut Module,
    blk: Block,
    chunk: &[(i64, Op)],
    p: usize,
    sg: i64,
    tid_x: Value,
    pos: &HashMap<Op, usize>,
    consumed: &mut std::collections::HashSet<Op>,
) -> bool {
    let elem = m.value_type(m.op(chunk[0].1).results()[0]);
    let vty = ctx.vector_type(vec![4], elem);
    let Some((loaded, b)) = lane_load(
        ctx,
        m,
        blk,
        chunk,
        p,
        4,
        tid_x,
        pos,
        "affine.vector_load",
        vty,
    ) else {
        return false;
    };
    let i64t = ctx.int_type(64);
    let shuffler = Shuffler::new(ctx, m, &b, sg);
    for (t, &(_, l)) in chunk.iter().enumerate() {
        let old = m.op(l).results()[0];
        // Right before the first use in this block, as for scalar rows.
        let lb = before_first_use(m, l, blk, pos);
        let at = ctx.attr(AttrKind::DenseArray {
            elem: i64t,
            data: crate::ir::DenseArrayData::Ints(vec![(t % 4) as i128]),
        });
        let new = shuffler.extract(ctx, m, &lb, loaded, at, elem, t / 4);
        m.replace_all_uses(old, new);
        m.erase_op(l);
        consumed.insert(l);
    }
    true
}

#[cfg(test)]
mod tests {
    use crate::gpu::testutil::run_pass;

    #[test]
    fn matmul_rows_are_broadcast() {
        let src = r#"
func.func @f(%A: memref<64x32xf32>, %B: memref<32x64xf32>, %C: memref<64x64xf32>) {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c8, %gy = %c8, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1) {
    %r0 = affine.apply affine_map<()[s0] -> (s0 * 8)>()[%by]
    %r1 = affine.apply affine_map<()[s0] -> (s0 * 8 + 1)>()[%by]
    %r2 = affine.apply affine_map<()[s0] -> (s0 * 8 + 2)>()[%by]
    %r3 = affine.apply affine_map<()[s0] -> (s0 * 8 + 3)>()[%by]
    %r4 = affine.apply affine_map<()[s0] -> (s0 * 8 + 4)>()[%by]
    %r5 = affine.apply affine_map<()[s0] -> (s0 * 8 + 5)>()[%by]
    %r6 = affine.apply affine_map<()[s0] -> (s0 * 8 + 6)>()[%by]
    %r7 = affine.apply affine_map<()[s0] -> (s0 * 8 + 7)>()[%by]
    %j = affine.apply affine_map<()[s0, s1] -> (s0 * 8 + s1)>()[%bx, %tx]
    affine.for %k = 0 to 32 {
      %a0 = affine.load %A[%r0, %k] : memref<64x32xf32>
      %a1 = affine.load %A[%r1, %k] : memref<64x32xf32>
      %a2 = affine.load %A[%r2, %k] : memref<64x32xf32>
      %a3 = affine.load %A[%r3, %k] : memref<64x32xf32>
      %a4 = affine.load %A[%r4, %k] : memref<64x32xf32>
      %a5 = affine.load %A[%r5, %k] : memref<64x32xf32>
      %a6 = affine.load %A[%r6, %k] : memref<64x32xf32>
      %a7 = affine.load %A[%r7, %k] : memref<64x32xf32>
      %b = affine.load %B[%k, %j] : memref<32x64xf32>
      %s0 = arith.mulf %a0, %b : f32
      %s1 = arith.mulf %a1, %s0 : f32
      %s2 = arith.mulf %a2, %s1 : f32
      %s3 = arith.mulf %a3, %s2 : f32
      %s4 = arith.mulf %a4, %s3 : f32
      %s5 = arith.mulf %a5, %s4 : f32
      %s6 = arith.mulf %a6, %s5 : f32
      %s7 = arith.mulf %a7, %s6 : f32
      affine.store %s7, %C[%r0, %j] : memref<64x64xf32>
    }
    gpu.terminator
  }
  return
}
"#;
        let out = run_pass(src, "builtin.module(tessera-subgroup-share)");
        assert_eq!(out.matches("affine.load %arg0").count(), 1, "{out}");
        assert_eq!(out.matches("gpu.shuffle idx").count(), 8, "{out}");
        // The B load depends on the lane: untouched.
        assert_eq!(out.matches("affine.load %arg1").count(), 1, "{out}");
    }

    /// A store between the loads of a group: the load of lane l cannot move above it.
    #[test]
    fn rows_with_a_store_between_stay() {
        let mut rows = String::new();
        for r in 0..8 {
            rows.push_str(&format!(
                "      %a{r} = affine.load %A[%r{r}, %k] : memref<64x32xf32>\n"
            ));
            if r == 3 {
                rows.push_str("      affine.store %a0, %A[%r0, %k] : memref<64x32xf32>\n");
            }
        }
        let mut ids = String::new();
        for r in 0..8 {
            ids.push_str(&format!(
                "    %r{r} = affine.apply affine_map<()[s0] -> (s0 * 8 + {r})>()[%by]\n"
            ));
        }
        let src = format!(
            r#"
func.func @f(%A: memref<64x32xf32>, %C: memref<64x64xf32>) {{
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c8, %gy = %c8, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1) {{
{ids}    affine.for %k = 0 to 32 {{
{rows}      %s0 = arith.addf %a0, %a1 : f32
      %s1 = arith.addf %a2, %a3 : f32
      %s2 = arith.addf %a4, %a5 : f32
      %s3 = arith.addf %a6, %a7 : f32
      %t0 = arith.addf %s0, %s1 : f32
      %t1 = arith.addf %s2, %s3 : f32
      %t2 = arith.addf %t0, %t1 : f32
      affine.store %t2, %C[%r0, %tx] : memref<64x64xf32>
    }}
    gpu.terminator
  }}
  return
}}
"#
        );
        let out = run_pass(&src, "builtin.module(tessera-subgroup-share)");
        assert!(!out.contains("gpu.shuffle"), "{out}");
        assert_eq!(out.matches("affine.load %arg0").count(), 8, "{out}");
    }

    #[test]
    fn lane_dependent_rows_are_left_alone() {
        let src = r#"
func.func @f(%A: memref<64x32xf32>, %C: memref<64xf32>) {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c8, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1) {
    %cst = arith.constant 0.0 : f32
    %s = affine.for %r = 0 to 8 iter_args(%acc = %cst) -> (f32) {
      %a = affine.load %A[%r, %tx] : memref<64x32xf32>
      %n = arith.addf %acc, %a : f32
      affine.yield %n : f32
    }
    affine.store %s, %C[%tx] : memref<64xf32>
    gpu.terminator
  }
  return
}
"#;
        let out = run_pass(src, "builtin.module(tessera-subgroup-share)");
        assert!(!out.contains("gpu.shuffle"), "{out}");
    }
}
