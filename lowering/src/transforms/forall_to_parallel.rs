//! `scf-forall-to-parallel` (upstream's `ForallToParallel.cpp`): an `scf.forall` without
//! `shared_outs` becomes an `scf.parallel` over the same bounds (static ones as
//! `arith.constant`s), its body moved over and its `scf.forall.in_parallel` replaced by an
//! empty `scf.reduce`; the `mapping` attribute is dropped. A loop with `shared_outs`
//! (tensors) fails the pass at its location, as upstream's does: only bufferized loops
//! become parallel loops. The GPU pipeline runs it first, so that the parallel-loop mapping
//! applies to `scf.forall`.

use super::rewrite::{op_error, segment_attr, terminator, OpBuilder};
use crate::diag::Diagnostics;
use crate::dialect::OpKind;
use crate::ir::{Context, Module, NamedAttr, Op, Value, DYNAMIC};
use crate::pass::PassOptions;

/// Runs `scf-forall-to-parallel` on every `scf.forall` under `anchor`.
pub fn run(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    opts: &PassOptions,
) -> Result<bool, Diagnostics> {
    opts.check_known("scf-forall-to-parallel", &[])
        .map_err(|e| op_error(ctx, m, anchor, e))?;
    let mut errors = Diagnostics(Vec::new());
    let mut changed = false;
    for op in m.collect_post(anchor) {
        if m.is_erased(op) || m.op(op).kind != Some(OpKind::ScfForall) {
            continue;
        }
        match convert(ctx, m, op) {
            Ok(()) => changed = true,
            Err(msg) => errors.0.extend(op_error(ctx, m, op, msg).0),
        }
    }
    if errors.0.is_empty() {
        Ok(changed)
    } else {
        Err(errors)
    }
}

/// The static list `name` of `op` with its `DYNAMIC` entries taken from `dynamic` in order,
/// as index values (constants made before `op`).
fn mixed_values(
    ctx: &mut Context,
    m: &mut Module,
    b: &OpBuilder,
    stat: &[i64],
    dynamic: &[Value],
) -> Result<Vec<Value>, String> {
    let mut next = dynamic.iter();
    let mut out = Vec::with_capacity(stat.len());
    for &s in stat {
        out.push(if s == DYNAMIC {
            *next
                .next()
                .ok_or("fewer dynamic bounds than the static list needs")?
        } else {
            b.const_index(ctx, m, s)
        });
    }
    if next.next().is_some() {
        return Err("more dynamic bounds than the static list needs".into());
    }
    Ok(out)
}

fn convert(ctx: &mut Context, m: &mut Module, op: Op) -> Result<(), String> {
    let list = |ctx: &Context, m: &Module, name: &str| {
        m.op(op)
            .get_attr_named(ctx, name)
            .and_then(|a| crate::verify::check::int_list(ctx, a))
    };
    let segs = list(ctx, m, "operandSegmentSizes").ok_or("missing operandSegmentSizes")?;
    let [nl, nu, ns, no] = segs[..] else {
        return Err("operandSegmentSizes needs 4 entries".into());
    };
    if no != 0 {
        return Err("only fully bufferized scf.forall ops can be lowered to scf.parallel".into());
    }
    let (lb, ub, step) = (
        list(ctx, m, "staticLowerBound").ok_or("missing staticLowerBound")?,
        list(ctx, m, "staticUpperBound").ok_or("missing staticUpperBound")?,
        list(ctx, m, "staticStep").ok_or("missing staticStep")?,
    );
    let ops = m.op(op).operands().to_vec();
    let (nl, nu, ns) = (nl as usize, nu as usize, ns as usize);
    if ops.len() != nl + nu + ns {
        return Err("operands do not match operandSegmentSizes".into());
    }
    let b = OpBuilder::before(m, op);
    let lbs = mixed_values(ctx, m, &b, &lb, &ops[..nl])?;
    let ubs = mixed_values(ctx, m, &b, &ub, &ops[nl..nl + nu])?;
    let steps = mixed_values(ctx, m, &b, &step, &ops[nl + nu..])?;
    let n = lbs.len();
    if ubs.len() != n || steps.len() != n {
        return Err("bounds of different ranks".into());
    }
    let mut operands = lbs;
    operands.extend(ubs);
    operands.extend(steps);
    let seg = segment_attr(ctx, &[n, n, n, 0]);
    let seg_name = ctx.ident("operandSegmentSizes");
    let new = b.create(
        ctx,
        m,
        OpKind::ScfParallel,
        operands,
        Vec::new(),
        vec![NamedAttr {
            name: seg_name,
            value: seg,
        }],
        1,
    );
    if let (Some(&src), Some(&dst)) = (m.op(op).regions().first(), m.op(new).regions().first()) {
        m.take_region_blocks(src, dst);
    }
    let body = m.entry_block(new, 0).ok_or("expected a body")?;
    if let Some(t) = terminator(m, body) {
        if m.op(t).kind == Some(OpKind::ScfForallInParallel) {
            OpBuilder::before(m, t).create(ctx, m, OpKind::ScfReduce, vec![], vec![], vec![], 0);
            m.erase_op(t);
        }
    }
    m.erase_op(op);
    Ok(())
}
