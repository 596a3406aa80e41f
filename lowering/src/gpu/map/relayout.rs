//! Transposed copies of the rows that every lane of a register-tiled kernel reads, so that
//! they can be read four at a time from a texture (CPU adapters).
//!
//! A convolution mapped with its filters `f` on the register tile's rows reads, at each
//! step of its reduction loops, `W[f0 + i, c, kh, kw]` for the tile's 32 rows `i`: the same
//! values in every lane (`tessera-subgroup-share` spreads them over the lanes, 4 scalar
//! loads and 32 shuffles per step). Those 32 values are 576 floats apart. This step gives
//! the kernel a copy `Wt` of `W` with the row dim moved innermost,
//! `Wt[c, kh, kw, f] = W[f, c, kh, kw]`, written by a small kernel launched right before
//! it, and reads `Wt[c, kh, kw, f0 + i]` instead: 32 consecutive floats, which
//! `tessera-subgroup-share` loads as one `vector<4xf32>` per lane, and which the kernel
//! reads through an `Rgba32Float` texture (the launch is tagged [`TEXTURE_ROWS`]; on
//! lavapipe one texel fetch costs about what one lane-varying scalar load does). The
//! hand-written lab kernel (`host/examples/lab/conv_lab.py`) measured 22.6 → 28.4 GFLOP/s
//! for this change.
//!
//! A memref qualifies when:
//! - it is defined outside the launch and only read in it, with `affine.load`s, and nothing
//!   in the launch writes memory that may alias it (through another view) or has effects
//!   that are not known;
//! - no subscript of those loads depends on the lane (`thread_id x`); the first is one
//!   operand that depends on no loop inside the launch, and another subscript does depend
//!   on such a loop (a reduction step);
//! - at least `4·S` of the loads are equal but for that first operand (the register tile's
//!   rows, which `tessera-subgroup-share` then reads as vectors);
//! - the transposed type can live in a texture (static `f32`, identity layout, the row
//!   count a multiple of 64, both texture sides within the device limit), and the copy's
//!   grid (one workgroup per `G` elements, below) within the device's workgroups per dim.
//!
//! The copy kernel has one invocation per element, workgroups of `G` along the copy's
//! innermost dim, and the copy is freed after the kernel. `G` is 64, or the largest power
//! of two within the device's invocations per workgroup and its workgroup size along x
//! when those are smaller: the copy obeys the device limits as the mapped kernels do (a
//! power of two at most 64 divides the element count, a multiple of 64). The result is exact: the kernel
//! reads the same values. The cost, per call: an allocation, the copy kernel (0.2 ms for
//! the convolution's 36864 filter values on lavapipe) and the texture upload.

use crate::affine::access::{self, AliasPolicy};
use crate::dialect::OpKind;
use crate::gpu::build::{create_launch, terminate_launch};
use crate::gpu::build::{depends, expr_positions, lone_position, set_attr, Builder};
use crate::gpu::plan::{LaunchKind, LaunchPlan};
use crate::gpu::target::GpuTarget;
use crate::ir::{AttrKind, Context, Module, Op, TypeKind, Value};
use crate::transforms::effects::{op_effect, Effect};

/// The tag on a launch whose transposed rows are read through a texture: `mark_textures`
/// treats it like `tessera.texture_reads`, without texture mode's loop-body scheduling.
pub const TEXTURE_ROWS: &str = crate::gpu::attrs::TEXTURE_ROWS;

/// Invocations per workgroup of the copy kernel on a device that allows them.
const COPY_WG: i64 = 64;

/// The copy kernel's workgroup size along x: [`COPY_WG`], or the largest power of two
/// within `gpu::target`'s invocations per workgroup and workgroup size along x.
fn copy_workgroup(target: &GpuTarget) -> i64 {
    let cap = COPY_WG
        .min(i64::from(target.max_invocations))
        .min(i64::from(target.max_workgroup_size[0]))
        .max(1);
    let mut g = 1;
    while g * 2 <= cap {
        g *= 2;
    }
    g
}

/// Gives `launch` transposed copies of its shared row operands (see the module docs);
/// returns the plans of the copy launches created before it.
pub(crate) fn transpose_shared_rows(
    ctx: &mut Context,
    m: &mut Module,
    launch: Op,
    target: &GpuTarget,
    alias: AliasPolicy,
) -> Vec<LaunchPlan> {
    let limits = Limits {
        texture_dim: target.max_texture_dim,
        groups: i64::from(target.max_workgroups_per_dim),
        rows: 4 * i64::from(target.subgroup_size),
        workgroup: copy_workgroup(target),
    };
    let Some(body) = m.entry_block(launch, 0) else {
        return Vec::new();
    };
    let Some(&tid_x) = m.block(body).args().get(3) else {
        return Vec::new();
    };
    let mut inner_ivs = Vec::new();
    let mut loads: Vec<Op> = Vec::new();
    m.walk_pre(launch, &mut |op| match m.op(op).kind {
        Some(OpKind::AffineFor) => {
            if let Some(b) = m.entry_block(op, 0) {
                inner_ivs.extend(m.block(b).args().first().copied());
            }
        }
        Some(OpKind::AffineLoad) => loads.push(op),
        _ => {}
    });
    let mut mems: Vec<Value> = Vec::new();
    for &l in &loads {
        if let Some(&mem) = m.op(l).operands().first() {
            if !mems.contains(&mem) && crate::transforms::rewrite::defined_outside(m, mem, launch) {
                mems.push(mem);
            }
        }
    }
    let mut plans = Vec::new();
    for mem in mems {
        let mine: Vec<Op> = loads
            .iter()
            .copied()
            .filter(|&l| m.op(l).operands().first() == Some(&mem))
            .collect();
        if !qualifies(
            ctx, m, launch, mem, &mine, tid_x, &inner_ivs, &limits, alias,
        ) {
            continue;
        }
        if let Some(plan) = transpose(ctx, m, launch, mem, &mine, &limits) {
            plans.push(plan);
        }
    }
    if !plans.is_empty() {
        let unit = ctx.attr(AttrKind::Unit);
        set_attr(ctx, m, launch, TEXTURE_ROWS, unit);
    }
    plans
}

/// The device limits a copy must fit, and the rows a vector share takes.
struct Limits {
    texture_dim: u32,
    /// Workgroups per grid dim.
    groups: i64,
    /// `4·S`: the consecutive rows `tessera-subgroup-share` reads as one vector per lane.
    rows: i64,
    /// The copy kernel's invocations per workgroup (see [`copy_workgroup`]).
    workgroup: i64,
}

/// Whether `mem`, read by `loads` in `launch`, gets a transposed copy (see the module
/// docs).
#[allow(clippy::too_many_arguments)]
fn qualifies(
    ctx: &Context,
    m: &Module,
    launch: Op,
    mem: Value,
    loads: &[Op],
    tid_x: Value,
    inner_ivs: &[Value],
    limits: &Limits,
    alias: AliasPolicy,
) -> bool {
    let ty = m.value_type(mem);
    let Some(tt) = transposed_shape(ctx, ty) else {
        return false;
    };
    if !eligible_shape(ctx, ty, &tt, limits.texture_dim) {
        return false;
    }
    // Only read in the launch, and nothing in it may write that memory (through another
    // view of it) or has effects that are not known.
    let root = access::root(ctx, m, mem);
    let mut only_loads = true;
    m.walk_pre(launch, &mut |op| {
        let d = m.op(op);
        if d.kind != Some(OpKind::AffineLoad) && d.operands().contains(&mem) {
            only_loads = false;
        }
        if d.kind == Some(OpKind::AffineLoad)
            && d.operands().get(1..).is_some_and(|ix| ix.contains(&mem))
        {
            only_loads = false;
        }
        if op != launch && d.regions().is_empty() && op_effect(m, op) == Effect::Unknown {
            let written = d.operands().iter().any(|&v| {
                matches!(ctx.type_kind(m.value_type(v)), TypeKind::MemRef { .. })
                    && access::may_alias(ctx, m, access::root(ctx, m, v), root, alias)
            });
            let stores = crate::transforms::effects::is_store(d.kind);
            if written || !stores {
                only_loads = false;
            }
        }
    });
    if !only_loads {
        return false;
    }
    // Every load: no operand depends on the lane; the first subscript is one operand that
    // no loop of the launch changes. The rows the register tile reads are loads equal
    // but for that operand, in a group of at least `4·S`; some other subscript is a
    // reduction step.
    let in_loop = |v: Value| depends(m, v, &|x| inner_ivs.contains(&x), 0);
    let mut groups: Vec<(Vec<Value>, crate::ir::AffineMap, i64)> = Vec::new();
    let mut reduces = false;
    for &l in loads {
        let Some(map) = crate::affine::ops::map_attr(ctx, m, l, "map") else {
            return false;
        };
        let data = ctx.map_data(map);
        let operands = m.op(l).operands().get(1..).unwrap_or(&[]);
        if operands.len() != (data.num_dims + data.num_symbols) as usize
            || data.results.len() != tt.len()
            || operands.iter().any(|&v| depends(m, v, &|x| x == tid_x, 0))
        {
            return false;
        }
        let Some(row_pos) =
            lone_position(ctx, data.results[0], data.num_dims).filter(|&p| p < operands.len())
        else {
            return false;
        };
        if in_loop(operands[row_pos]) {
            return false;
        }
        reduces |= data.results[1..].iter().any(|&e| {
            let mut pos = Vec::new();
            expr_positions(ctx, e, data.num_dims, &mut pos);
            pos.iter()
                .any(|&p| operands.get(p).is_some_and(|&v| in_loop(v)))
        });
        let mut key: Vec<Value> = operands.to_vec();
        key.remove(row_pos);
        match groups.iter_mut().find(|(k, mp, _)| *k == key && *mp == map) {
            Some(g) => g.2 += 1,
            None => groups.push((key, map, 1)),
        }
    }
    reduces && groups.iter().any(|g| g.2 >= limits.rows)
}

/// The transposed shape of a static memref type (first dim last).
fn transposed_shape(ctx: &Context, ty: crate::ir::Type) -> Option<Vec<i64>> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, .. } if shape.len() >= 2 => {
            let mut s = shape[1..].to_vec();
            s.push(shape[0]);
            Some(s)
        }
        _ => None,
    }
}

/// Whether the transposed copy of `ty` (shape `tt`) can live in a texture.
fn eligible_shape(ctx: &Context, ty: crate::ir::Type, tt: &[i64], max_dim: u32) -> bool {
    let TypeKind::MemRef {
        elem,
        layout,
        memory_space,
        ..
    } = ctx.type_kind(ty)
    else {
        return false;
    };
    if layout.is_some() || memory_space.is_some() {
        return false;
    }
    if !matches!(
        ctx.type_kind(*elem),
        TypeKind::Float(crate::ir::FloatKind::F32)
    ) {
        return false;
    }
    let Some((&inner, outer)) = tt.split_last() else {
        return false;
    };
    let rows = outer
        .iter()
        .try_fold(1i64, |acc, &d| acc.checked_mul(d))
        .unwrap_or(i64::MAX);
    inner > 0
        && inner % crate::gpu::map::texture::INNER_MULTIPLE == 0
        && outer.iter().all(|&d| d > 0)
        && inner / 4 <= i64::from(max_dim)
        && rows <= i64::from(max_dim)
}

/// Creates the copy of `mem` and its kernel before `launch`, frees the copy after it, and
/// points `loads` at the copy.
fn transpose(
    ctx: &mut Context,
    m: &mut Module,
    launch: Op,
    mem: Value,
    loads: &[Op],
    limits: &Limits,
) -> Option<LaunchPlan> {
    let ty = m.value_type(mem);
    let tt = transposed_shape(ctx, ty)?;
    let elem = ctx.type_kind(ty).element_type()?;
    let total = tt.iter().try_fold(1i64, |a, &d| a.checked_mul(d))?;
    // One workgroup of `wg` per `wg` elements, within the device's grid limit.
    let wg = limits.workgroup;
    if wg < 1 || total % wg != 0 || total / wg > limits.groups.min(i64::from(i32::MAX)) {
        return None;
    }
    let after = m.next_op(launch)?;
    let loc = m.op(launch).loc;
    let b = Builder::before(m, launch);
    let wt_ty = ctx.memref_type(tt.clone(), elem, None, None);
    let seg = crate::gpu::build::i32_array(ctx, &[0, 0]);
    let alloc = b.create(
        ctx,
        m,
        "memref.alloc",
        vec![],
        vec![wt_ty],
        &[("operandSegmentSizes", seg)],
        0,
    );
    let wt = m.op(alloc).results()[0];
    let gx = b.const_index(ctx, m, total / wg);
    let one = b.const_index(ctx, m, 1);
    let wgc = b.const_index(ctx, m, wg);
    let (copy, cbody) = create_launch(ctx, m, &b, [gx, one, one], [wgc, one, one]);
    let args = m.block(cbody).args().to_vec();
    let kb = Builder::at_end(cbody, loc);
    // i = block_id.x · wg + thread_id.x, the row-major position in the copy.
    let (s0, s1) = (ctx.sym(0), ctx.sym(1));
    let w = ctx.cst(wg);
    let bw = ctx.mul(s0, w);
    let e = ctx.add(bw, s1);
    let imap = ctx.map(0, 2, vec![e]);
    let i = kb.apply(ctx, m, imap, &[args[0], args[3]]);
    // Index k of the copy: (i floordiv stride_k) mod extent_k.
    let d0 = ctx.dim(0);
    let mut idx = Vec::new();
    let mut stride = total;
    for (k, &n) in tt.iter().enumerate() {
        stride /= n;
        let sc = ctx.cst(stride);
        let q = crate::affine::fold::floordiv(ctx, d0, sc);
        let e = if k == 0 {
            q
        } else {
            let nc = ctx.cst(n);
            crate::affine::fold::modulo_expr(ctx, q, nc)
        };
        idx.push(e);
    }
    let r = idx.len();
    let mut src = vec![idx[r - 1]];
    src.extend_from_slice(&idx[..r - 1]);
    let src_map = ctx.map(1, 0, src);
    let dst_map = ctx.map(1, 0, idx);
    let v = kb.affine_load(ctx, m, mem, src_map, &[i]);
    kb.affine_store(ctx, m, v, wt, dst_map, &[i]);
    terminate_launch(ctx, m, cbody, loc);
    Builder::before(m, after).create(ctx, m, "memref.dealloc", vec![wt], vec![], &[], 0);
    // The kernel reads the copy: the first subscript moves last.
    for &l in loads {
        let Some(map) = crate::affine::ops::map_attr(ctx, m, l, "map") else {
            continue;
        };
        let data = ctx.map_data(map).clone();
        let mut res = data.results[1..].to_vec();
        res.push(data.results[0]);
        let nm = ctx.map(data.num_dims, data.num_symbols, res);
        let a = ctx.map_attr(nm);
        crate::transforms::rewrite::set_prop(ctx, m, l, "map", a);
        m.set_operand(l, 0, wt);
    }
    Some(LaunchPlan {
        launch: copy,
        kind: LaunchKind::Band,
        grid: [Some(total / wg), Some(1), Some(1)],
        workgroup: [wg, 1, 1],
        register: [1, 1, 1],
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn copy_workgroup_obeys_the_limits() {
        let t = GpuTarget::lavapipe();
        assert_eq!(copy_workgroup(&t), 64);
        let small = |inv: u32, x: u32| GpuTarget {
            max_invocations: inv,
            max_workgroup_size: [x, 1024, 1024],
            ..GpuTarget::lavapipe()
        };
        assert_eq!(copy_workgroup(&small(16, 1024)), 16);
        assert_eq!(copy_workgroup(&small(48, 1024)), 32);
        assert_eq!(copy_workgroup(&small(1024, 8)), 8);
        assert_eq!(copy_workgroup(&small(1, 1)), 1);
        assert_eq!(copy_workgroup(&small(7, 1024)), 4);
    }
}
