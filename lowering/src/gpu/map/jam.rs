//! The register tile: several independent instances of a loop body emitted together.
//!
//! An invocation of a mapped kernel computes an `m × n` register tile: `m · n` instances of
//! the band's body for different values of the band IVs. Because the band is parallel, the
//! instances are independent, so any interleaving that keeps each instance's own order is
//! equivalent. [`emit_jammed`] uses that freedom to *jam* them (unroll-and-jam):
//!
//! - an op whose operands are the same in every instance and that has no side effect is
//!   emitted once and shared;
//! - an `affine.for` whose bounds are the same in every instance becomes one loop whose
//!   `iter_args` are the concatenation of the instances' (the accumulators of the register
//!   tile), and its body is jammed recursively; likewise an `affine.if` whose condition
//!   operands are shared;
//! - everything else is emitted once per instance, in instance order;
//! - within a jammed block, a load identical to an earlier one (same memref, map and
//!   operands, no write in between) reuses the earlier value: the `m` loads of `A[i, k]`
//!   and `n` loads of `B[k, j]` of a matmul tile feed `m · n` multiply-adds.

use crate::affine::ops;
use crate::dialect::OpKind;
use crate::gpu::build::{body_ops, is_pure, terminator, Builder, Ip};
use crate::ir::{Attr, Context, Module, Op, Type, Value, ValueMap};

/// A key identifying the elements a load reads: op name, attribute (map), operands and
/// result type (vector loads of different widths differ).
type LoadKey = (Option<OpKind>, Option<Attr>, Vec<Value>, Type);

fn load_key(ctx: &Context, m: &Module, op: Op) -> Option<LoadKey> {
    match m.op(op).kind {
        Some(OpKind::AffineLoad | OpKind::MemRefLoad | OpKind::AffineVectorLoad) => {
            let map = ops::attr(ctx, m, op, "map");
            let ty = m.value_type(*m.op(op).results().first()?);
            Some((m.op(op).kind, map, m.op(op).operands().to_vec(), ty))
        }
        _ => None,
    }
}

/// Emits the template ops once per instance (`maps[k]` maps the template's free values to
/// instance `k`'s), jammed as described in the module documentation, at `b`. The maps are
/// extended with the images of the template's results.
pub fn emit_jammed(
    ctx: &mut Context,
    m: &mut Module,
    template: &[Op],
    maps: &mut [ValueMap],
    b: Builder,
) {
    // Every instance's map gains (about) one entry per template result: grow each map
    // once rather than rehashing it step by step.
    let extra: usize = template.iter().map(|&op| m.op(op).results().len()).sum();
    for mp in maps.iter_mut() {
        mp.values.reserve(extra);
    }
    let mut loads: Vec<(LoadKey, Value)> = Vec::new();
    for &op in template {
        emit_op(ctx, m, op, maps, b, &mut loads);
    }
}

/// The common image of `v` in every instance, if it is the same.
fn shared(maps: &[ValueMap], v: Value) -> Option<Value> {
    let first = maps.first()?.lookup(v);
    maps.iter().all(|mp| mp.lookup(v) == first).then_some(first)
}

fn all_shared(maps: &[ValueMap], vals: &[Value]) -> bool {
    vals.iter().all(|&v| shared(maps, v).is_some())
}

fn emit_op(
    ctx: &mut Context,
    m: &mut Module,
    op: Op,
    maps: &mut [ValueMap],
    b: Builder,
    loads: &mut Vec<(LoadKey, Value)>,
) {
    let operands = m.op(op).operands().to_vec();
    let n = maps.len();
    if n > 1 && is_pure(m, op) && all_shared(maps, &operands) {
        let c = m.clone_op(op, &mut maps[0]);
        b.insert(m, c);
        let (orig, new) = (m.op(op).results().to_vec(), m.op(c).results().to_vec());
        for mp in maps.iter_mut().skip(1) {
            for (&o, &nw) in orig.iter().zip(&new) {
                mp.values.insert(o, nw);
            }
        }
        return;
    }
    if n > 1 {
        let jammed = match m.op(op).kind {
            Some(OpKind::AffineFor) => match ops::for_bounds(ctx, m, op) {
                Some(fb) => {
                    let bound_ops: Vec<Value> = fb
                        .lb_operands
                        .iter()
                        .chain(&fb.ub_operands)
                        .copied()
                        .collect();
                    all_shared(maps, &bound_ops) && {
                        jam_for(ctx, m, op, maps, b);
                        true
                    }
                }
                None => false,
            },
            Some(OpKind::AffineIf) => all_shared(maps, &operands) && jam_if(ctx, m, op, maps, b),
            _ => false,
        };
        if jammed {
            loads.clear();
            return;
        }
    }
    let template_key = load_key(ctx, m, op);
    let writes = !is_pure(m, op) && template_key.is_none();
    for mp in maps.iter_mut() {
        if let Some((kind, map, t_operands, ty)) = &template_key {
            // The instance's key is the template's with the operands mapped, as a clone
            // would have them: look it up before cloning, so a repeated load is never
            // created (and erased).
            let key: LoadKey = (
                *kind,
                *map,
                t_operands.iter().map(|&v| mp.lookup(v)).collect(),
                *ty,
            );
            let orig = m.op(op).results()[0];
            if let Some(&(_, v)) = loads.iter().find(|(k, _)| *k == key) {
                mp.values.insert(orig, v);
                continue;
            }
            let c = m.clone_op(op, mp);
            let r = m.op(c).results()[0];
            loads.push((key, r));
            b.insert(m, c);
            continue;
        }
        let c = m.clone_op(op, mp);
        b.insert(m, c);
        if writes {
            loads.clear();
        }
    }
}

/// One `affine.for` for all instances (bounds are shared).
fn jam_for(ctx: &mut Context, m: &mut Module, op: Op, maps: &mut [ValueMap], b: Builder) {
    let Some(fb) = ops::for_bounds(ctx, m, op) else {
        return;
    };
    let Some(tbody) = m.entry_block(op, 0) else {
        return;
    };
    let lb_ops: Vec<Value> = fb.lb_operands.iter().map(|&v| maps[0].lookup(v)).collect();
    let ub_ops: Vec<Value> = fb.ub_operands.iter().map(|&v| maps[0].lookup(v)).collect();
    let mut inits = Vec::new();
    for mp in maps.iter() {
        inits.extend(fb.inits.iter().map(|&v| mp.lookup(v)));
    }
    let loc = m.op(op).loc;
    let lp = b.affine_for(
        ctx,
        m,
        (fb.lb_map, lb_ops),
        (fb.ub_map, ub_ops),
        fb.step,
        &inits,
    );
    let k_iter = fb.iter_args.len();
    for (k, mp) in maps.iter_mut().enumerate() {
        mp.values.insert(fb.iv, lp.iv);
        for (j, &a) in fb.iter_args.iter().enumerate() {
            mp.values.insert(a, lp.iter_args[k * k_iter + j]);
        }
    }
    let inner = body_ops(m, tbody);
    emit_jammed(ctx, m, &inner, maps, Builder::at_end(lp.body, loc));
    let yielded: Vec<Value> = terminator(m, tbody)
        .map(|t| m.op(t).operands().to_vec())
        .unwrap_or_default();
    let mut ys = Vec::new();
    for mp in maps.iter() {
        ys.extend(yielded.iter().map(|&v| mp.lookup(v)));
    }
    Builder::yield_in(ctx, m, lp.body, ys, loc);
    let (orig, new) = (m.op(op).results().to_vec(), m.op(lp.op).results().to_vec());
    for (k, mp) in maps.iter_mut().enumerate() {
        for (j, &o) in orig.iter().enumerate() {
            mp.values.insert(o, new[k * orig.len() + j]);
        }
    }
}

/// One `affine.if` for all instances (condition operands are shared). Returns false when
/// the op is malformed (the caller then clones per instance).
fn jam_if(ctx: &mut Context, m: &mut Module, op: Op, maps: &mut [ValueMap], b: Builder) -> bool {
    let Some(set) = ops::set_attr(ctx, m, op, "condition") else {
        return false;
    };
    let regions = m.op(op).regions().to_vec();
    if regions.len() != 2 {
        return false;
    }
    let then_t = m.region(regions[0]).blocks().first().copied();
    let else_t = m.region(regions[1]).blocks().first().copied();
    let Some(then_t) = then_t else { return false };
    let orig = m.op(op).results().to_vec();
    let mut tys: Vec<Type> = Vec::new();
    for _ in maps.iter() {
        tys.extend(orig.iter().map(|&v| m.value_type(v)));
    }
    let operands: Vec<Value> = m
        .op(op)
        .operands()
        .iter()
        .map(|&v| maps[0].lookup(v))
        .collect();
    let loc = m.op(op).loc;
    let (nif, then_b, else_b) = b.affine_if(ctx, m, set, operands, tys, else_t.is_some());
    for (t, nb) in [(Some(then_t), Some(then_b)), (else_t, else_b)] {
        let (Some(t), Some(nb)) = (t, nb) else {
            continue;
        };
        let inner = body_ops(m, t);
        emit_jammed(
            ctx,
            m,
            &inner,
            maps,
            Builder {
                ip: Ip::End(nb),
                loc,
            },
        );
        let yielded: Vec<Value> = terminator(m, t)
            .map(|y| m.op(y).operands().to_vec())
            .unwrap_or_default();
        let mut ys = Vec::new();
        for mp in maps.iter() {
            ys.extend(yielded.iter().map(|&v| mp.lookup(v)));
        }
        Builder::yield_in(ctx, m, nb, ys, loc);
    }
    let new = m.op(nif).results().to_vec();
    for (k, mp) in maps.iter_mut().enumerate() {
        for (j, &o) in orig.iter().enumerate() {
            mp.values.insert(o, new[k * orig.len() + j]);
        }
    }
    true
}
