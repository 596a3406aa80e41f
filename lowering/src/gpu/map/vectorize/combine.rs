//! Stepping a band body's reduction loop by 4 with its loads along the loop combined into
//! `vector<4 x T>` loads (texture mode, `gpu::map::texture`).
//!
//! In a vectorised matmul body the `k` loop reads `A[i, k]` as a scalar (the same for
//! every element of the x vector). Read through a texture, four consecutive `k` are one
//! texel: the loop is stepped by 4, `A[i, k .. k + 4]` is loaded once as a
//! `vector<4xf32>` at the top of the body, and the body is repeated four times with the
//! IV `k + t` and `vector.extract %a[t]` in place of the scalar load. The loop-carried
//! values chain through the four copies, so the arithmetic and its order are unchanged.
//!
//! A loop qualifies when it is at the top of the body, has step 1 and constant bounds
//! with the lower bound and the trip count multiples of 4, and at least one `affine.load`
//! directly in its body reads a memref that `keep` accepts at an index whose last
//! coordinate is `iv + e`, with `e` a multiple of 4 in every other operand (so the vector
//! is aligned), no other coordinate using the IV, and no operand defined inside the loop
//! other than the IV. The four scalar accesses were all made by the original loop, so the
//! vector access stays in bounds.

use super::{ops_since, unit_step_trip};
use crate::affine::compose::fully_compose_map_and_operands;
use crate::affine::flatten::flatten_expr;
use crate::affine::ops;
use crate::dialect::OpKind;
use crate::gpu::build::{body_ops, shift_map, terminator, Builder};
use crate::ir::{AttrKind, Context, DenseArrayData, Module, Op, TypeKind, Value, ValueMap};

/// The vector width of the combined loads.
const WIDTH: i64 = 4;

/// Combines the qualifying top-level loops of `template` (see the module docs); `keep`
/// says which memrefs may be read as vectors. Updates `template` in place and returns how
/// many loops changed.
pub(crate) fn combine_loop_loads(
    ctx: &mut Context,
    m: &mut Module,
    template: &mut Vec<Op>,
    keep: &dyn Fn(&Context, &Module, Value) -> bool,
) -> usize {
    let mut changed = 0;
    let mut out = Vec::with_capacity(template.len());
    for &op in template.iter() {
        match combine_loop(ctx, m, op, keep) {
            Some(new_ops) => {
                out.extend(new_ops);
                changed += 1;
            }
            None => out.push(op),
        }
    }
    *template = out;
    changed
}

/// Whether load `l` (directly in the body of the loop with IV `iv`) reads 4 aligned
/// consecutive elements as the IV steps through `iv .. iv + 4`.
fn combinable(
    ctx: &mut Context,
    m: &Module,
    l: Op,
    iv: Value,
    lp: Op,
    keep: &dyn Fn(&Context, &Module, Value) -> bool,
) -> bool {
    let d = m.op(l);
    if d.kind != Some(OpKind::AffineLoad) || d.results().len() != 1 {
        return false;
    }
    let operands = d.operands().to_vec();
    let Some(&mem) = operands.first() else {
        return false;
    };
    let r = d.results()[0];
    if !matches!(
        ctx.type_kind(m.value_type(r)),
        TypeKind::Float(_) | TypeKind::Integer { .. }
    ) || !keep(ctx, m, mem)
    {
        return false;
    }
    // Operands: the IV or defined outside the loop.
    if operands[1..]
        .iter()
        .any(|&v| v != iv && !crate::gpu::build::defined_outside(m, v, lp))
    {
        return false;
    }
    let Some(map) = ops::map_attr(ctx, m, l, "map") else {
        return false;
    };
    let (map, leaves) = fully_compose_map_and_operands(ctx, m, map, &operands[1..]);
    let md = ctx.map_data(map).clone();
    // The IV may be a leaf more than once (as a dim and as a symbol).
    let at: Vec<usize> = (0..leaves.len()).filter(|&i| leaves[i] == iv).collect();
    if at.is_empty() {
        return false;
    }
    let Some((&last, outer)) = md.results.split_last() else {
        return false;
    };
    if outer.iter().any(|&e| {
        at.iter()
            .any(|&p| super::uses_pos(ctx, e, md.num_dims, p as u32))
    }) {
        return false;
    }
    match flatten_expr(ctx, last, md.num_dims, md.num_symbols) {
        Ok((f, _)) if f.locals.iter().all(|&c| c == 0) => {
            let iv_coeff: i64 = at
                .iter()
                .map(|&p| f.coeffs.get(p).copied().unwrap_or(0))
                .sum();
            iv_coeff == 1
                && f.coeffs
                    .iter()
                    .enumerate()
                    .all(|(i, &c)| at.contains(&i) || c % WIDTH == 0)
                && f.constant % WIDTH == 0
        }
        _ => false,
    }
}

fn combine_loop(
    ctx: &mut Context,
    m: &mut Module,
    op: Op,
    keep: &dyn Fn(&Context, &Module, Value) -> bool,
) -> Option<Vec<Op>> {
    let fb = ops::for_bounds(ctx, m, op)?;
    let (lb, _) = unit_step_trip(ctx, &fb, WIDTH)?;
    if lb % WIDTH != 0 {
        return None;
    }
    let body = m.entry_block(op, 0)?;
    let term = terminator(m, body)?;
    let body_list = body_ops(m, body);
    let loads: Vec<Op> = body_list
        .iter()
        .copied()
        .filter(|&l| combinable(ctx, m, l, fb.iv, op, keep))
        .collect();
    if loads.is_empty() {
        return None;
    }
    // Everything the rewrite needs, before anything is built.
    let mut maps = Vec::with_capacity(loads.len());
    for &l in &loads {
        maps.push(ops::map_attr(ctx, m, l, "map")?);
    }
    let loc = m.op(op).loc;
    let before = m.prev_op(op);
    let b = Builder::before(m, op);
    let lp = b.affine_for(
        ctx,
        m,
        (fb.lb_map, fb.lb_operands.clone()),
        (fb.ub_map, fb.ub_operands.clone()),
        WIDTH,
        &fb.inits,
    );
    let inner = Builder::at_end(lp.body, loc);
    // The vector loads, at the top of the new body.
    let mut vectors = Vec::with_capacity(loads.len());
    for (&l, &map) in loads.iter().zip(&maps) {
        let operands: Vec<Value> = m
            .op(l)
            .operands()
            .iter()
            .map(|&v| if v == fb.iv { lp.iv } else { v })
            .collect();
        let r = m.op(l).results()[0];
        let et = m.value_type(r);
        let vt = ctx.vector_type(vec![WIDTH], et);
        let ma = ctx.map_attr(map);
        let v = inner.create(
            ctx,
            m,
            "affine.vector_load",
            operands,
            vec![vt],
            &[("map", ma)],
            0,
        );
        vectors.push(m.op(v).results()[0]);
    }
    let i64t = ctx.int_type(64);
    let mut carried: Vec<Value> = lp.iter_args.clone();
    for t in 0..WIDTH {
        let mut vm = ValueMap::default();
        let iv_t = if t == 0 {
            lp.iv
        } else {
            let sm = shift_map(ctx, t);
            inner.apply(ctx, m, sm, &[lp.iv])
        };
        vm.values.insert(fb.iv, iv_t);
        for (&old, &new) in fb.iter_args.iter().zip(&carried) {
            vm.values.insert(old, new);
        }
        for (&l, &vec) in loads.iter().zip(&vectors) {
            let r = m.op(l).results()[0];
            let et = m.value_type(r);
            let pos = ctx.attr(AttrKind::DenseArray {
                elem: i64t,
                data: DenseArrayData::Ints(vec![i128::from(t)]),
            });
            let x = inner.create(
                ctx,
                m,
                "vector.extract",
                vec![vec],
                vec![et],
                &[("static_position", pos)],
                0,
            );
            vm.values.insert(r, m.op(x).results()[0]);
        }
        for &o in &body_list {
            if loads.contains(&o) {
                continue;
            }
            let n = m.clone_op(o, &mut vm);
            m.append_op(lp.body, n);
        }
        carried = m
            .op(term)
            .operands()
            .iter()
            .map(|&v| vm.lookup(v))
            .collect();
    }
    Builder::yield_in(ctx, m, lp.body, carried, loc);
    let old = m.op(op).results().to_vec();
    let new = m.op(lp.op).results().to_vec();
    for (o, n) in old.into_iter().zip(new) {
        m.replace_all_uses(o, n);
    }
    let created = ops_since(m, &b, before);
    m.erase_op(op);
    Some(created)
}
