//! Vectorisation of a band body's reduction loops along their own IV (a row sum): `width`
//! partial results in a `vector<width x T>` and one `vector.reduction` at the end.

use std::collections::HashMap;

use super::{ops_since, unit_step_trip, Analyzer, Emitter, Kind, VecPlan};
use crate::affine::ops;
use crate::dialect::OpKind;
use crate::gpu::build::{body_ops, terminator, Builder};
use crate::ir::{AttrKind, Block, Context, Module, Op, TypeKind, ValueMap};

/// The combining kind (`vector.reduction`) and identity of a reduction op.
fn reduction_kind(k: OpKind) -> Option<(&'static str, f64)> {
    Some(match k {
        // -0.0 is the exact identity of a float sum (`-0.0 + x == x` for x = ±0.0 too).
        OpKind::ArithAddF => ("add", -0.0),
        OpKind::ArithAddI => ("add", 0.0),
        OpKind::ArithMulF | OpKind::ArithMulI => ("mul", 1.0),
        OpKind::ArithMaximumF => ("maximumf", f64::NEG_INFINITY),
        // NaN, not ∓inf: `maxnumf(NaN, x) = x` for every x, and a row of NaNs stays NaN.
        OpKind::ArithMaxNumF => ("maxnumf", f64::NAN),
        OpKind::ArithMinimumF => ("minimumf", f64::INFINITY),
        OpKind::ArithMinNumF => ("minnumf", f64::NAN),
        _ => return None,
    })
}

/// For a loop whose every `iter_args` value is a reduction (`acc = op(acc, x)`, the
/// accumulator used only there): the combining kind and identity of each.
fn reduction_slots(
    ctx: &Context,
    m: &Module,
    fb: &ops::ForBounds,
    body: Block,
) -> Option<Vec<(&'static str, f64)>> {
    let t = terminator(m, body)?;
    let ys = m.op(t).operands().to_vec();
    if ys.len() != fb.iter_args.len() || ys.is_empty() {
        return None;
    }
    let mut out = Vec::new();
    for (&a, &y) in fb.iter_args.iter().zip(&ys) {
        let r = m.defining_op(y)?;
        let k = m.op(r).kind?;
        let kind = reduction_kind(k)?;
        let ops = m.op(r).operands();
        let uses_acc = ops.len() == 2 && (ops[0] == a) != (ops[1] == a);
        if !uses_acc || m.uses(a).len() != 1 || m.uses(y).len() != 1 || m.op(r).parent != Some(body)
        {
            return None;
        }
        if !matches!(
            ctx.type_kind(m.value_type(a)),
            TypeKind::Integer { .. } | TypeKind::Float(_)
        ) {
            return None;
        }
        out.push(kind);
    }
    Some(out)
}

/// Vectorises the reduction loops at the top of `template` by `width` along their IV: a
/// loop with step 1, constant bounds whose trip count `width` divides, only reductions in
/// its `iter_args` and no stores or nested regions, whose loads are contiguous in the IV
/// (a row sum's `A[i, j]`), becomes a loop of step `width` over `vector<width x T>`
/// partial results (initialised to the reduction's identity) followed by one
/// `vector.reduction` per result that also folds in the initial value, flagged
/// `fastmath<reassoc>`. The order of the floating-point combination changes (`width`
/// interleaved partial sums), as with any parallel reduction. Returns whether a loop changed; `template` is updated in place.
pub(crate) fn vectorize_reduction_loops(
    ctx: &mut Context,
    m: &mut Module,
    template: &mut Vec<Op>,
    width: i64,
) -> bool {
    let mut changed = false;
    let mut out = Vec::with_capacity(template.len());
    for &op in template.iter() {
        match vectorize_reduction_loop(ctx, m, op, width) {
            Some(new_ops) => {
                out.extend(new_ops);
                changed = true;
            }
            None => out.push(op),
        }
    }
    *template = out;
    changed
}

fn vectorize_reduction_loop(
    ctx: &mut Context,
    m: &mut Module,
    op: Op,
    width: i64,
) -> Option<Vec<Op>> {
    let fb = ops::for_bounds(ctx, m, op)?;
    unit_step_trip(ctx, &fb, width)?;
    let body = m.entry_block(op, 0)?;
    let slots = reduction_slots(ctx, m, &fb, body)?;
    // No stores, no nested regions.
    let mut plain = true;
    for o in body_ops(m, body) {
        let d = m.op(o);
        if !d.regions().is_empty()
            || crate::transforms::effects::is_store(d.kind)
            || d.kind.is_none()
        {
            plain = false;
        }
    }
    if !plain {
        return None;
    }
    let mut a = Analyzer {
        ctx,
        m,
        x_iv: fb.iv,
        kinds: HashMap::new(),
    };
    for &arg in &fb.iter_args {
        a.kinds.insert(arg, Kind::Vector);
    }
    let ys = a.block(body)?;
    if ys.iter().any(|&k| k != Kind::Vector) {
        return None;
    }
    let plan = VecPlan {
        kinds: a.kinds,
        x_iv: fb.iv,
        width,
    };
    let before = m.prev_op(op);
    let b = Builder::before(m, op);
    let loc = m.op(op).loc;
    let mut e = Emitter {
        ctx,
        m,
        plan: &plan,
    };
    let mut inits = Vec::new();
    for (&arg, &(_, id)) in fb.iter_args.iter().zip(&slots) {
        let t = e.m.value_type(arg);
        let s = b.const_scalar(e.ctx, e.m, t, id);
        let vt = e.vec_type(t);
        let bc = b.create(e.ctx, e.m, "vector.broadcast", vec![s], vec![vt], &[], 0);
        inits.push(e.m.op(bc).results()[0]);
    }
    let lp = b.affine_for(
        e.ctx,
        e.m,
        (fb.lb_map, fb.lb_operands.clone()),
        (fb.ub_map, fb.ub_operands.clone()),
        width,
        &inits,
    );
    let mut vm = ValueMap::default();
    vm.values.insert(fb.iv, lp.iv);
    for (&old, &new) in fb.iter_args.iter().zip(&lp.iter_args) {
        vm.values.insert(old, new);
    }
    let inner = Builder::at_end(lp.body, loc);
    let mut cache = HashMap::new();
    let ops = body_ops(e.m, body);
    e.block(&ops, &inner, &mut vm, &mut cache, None);
    let vslots = vec![Kind::Vector; slots.len()];
    let ys = e.yields(body, &vslots, &inner, &vm, &mut cache);
    Builder::yield_in(e.ctx, e.m, lp.body, ys, loc);
    let results = e.m.op(lp.op).results().to_vec();
    let old_results = e.m.op(op).results().to_vec();
    for (j, (&(kind, _), &init)) in slots.iter().zip(&fb.inits).enumerate() {
        let t = e.m.value_type(old_results[j]);
        let kattr = e.ctx.attr(AttrKind::Opaque {
            dialect: "vector".into(),
            body: format!(".kind<{kind}>"),
            ty: None,
        });
        // `reassoc`: the partial sums already reassociate the loop's order, and the back
        // ends may then combine the lanes before the initial value (a shorter chain).
        let fm = e.ctx.attr(AttrKind::Opaque {
            dialect: "arith".into(),
            body: ".fastmath<reassoc>".into(),
            ty: None,
        });
        let red = b.create(
            e.ctx,
            e.m,
            "vector.reduction",
            vec![results[j], init],
            vec![t],
            &[("kind", kattr), ("fastmath", fm)],
            0,
        );
        let r = e.m.op(red).results()[0];
        e.m.replace_all_uses(old_results[j], r);
    }
    let created = ops_since(m, &b, before);
    m.erase_op(op);
    Some(created)
}
