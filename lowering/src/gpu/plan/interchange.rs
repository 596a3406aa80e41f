//! Loop interchange to expose an outer parallel loop.
//!
//! A sequential `affine.for` `F` (no `iter_args`) whose body is exactly one loop `P` with
//! bounds that do not use `F`'s IV is swapped with it when, after the swap, `P` is proved
//! parallel without reductions. The swap is legal then: every dependence joins two
//! iterations with the same `P` index (otherwise `P` would not be parallel), and for those
//! the relative order, given by `F`, is kept. The test runs on a copy, so a failed attempt
//! leaves the IR as it was.

use crate::affine::access::AliasPolicy;
use crate::affine::dependence::analyze_loop_with;
use crate::affine::ops;
use crate::dialect::OpKind;
use crate::gpu::build::{body_ops, defined_outside, Builder};
use crate::ir::{Context, Module, Op, OpSpec, Type, ValueMap};
use crate::transforms::affine_parallelize::ParallelizeOptions;
use crate::transforms::loop_util::sole_child;

fn is_parallel(ctx: &mut Context, m: &Module, op: Op, policy: AliasPolicy) -> bool {
    let dopts = ParallelizeOptions {
        assume_noalias: policy == AliasPolicy::DistinctArguments,
        ..Default::default()
    }
    .dependence_options();
    let info = analyze_loop_with(ctx, m, op, &dopts);
    info.parallel && info.reductions.is_empty()
}

/// Tries the interchange described in the module documentation; returns the new outer
/// loop when it was done.
pub fn try_interchange(
    ctx: &mut Context,
    m: &mut Module,
    f: Op,
    policy: AliasPolicy,
) -> Option<Op> {
    if m.op(f).kind != Some(OpKind::AffineFor) {
        return None;
    }
    let fb = ops::for_bounds(ctx, m, f)?;
    if !fb.iter_args.is_empty() {
        return None;
    }
    let p = sole_child(m, f)?;
    let pk = m.op(p).kind;
    if !matches!(pk, Some(OpKind::AffineParallel | OpKind::AffineFor))
        || !m.op(p).results().is_empty()
    {
        return None;
    }
    if m.op(p)
        .operands()
        .iter()
        .any(|&v| !defined_outside(m, v, f))
    {
        return None;
    }
    if is_parallel(ctx, m, f, policy) {
        return None;
    }
    // Swap on a copy.
    let mut vm = ValueMap::default();
    let copy = m.clone_op(f, &mut vm);
    m.insert_before(f, copy);
    let new_outer = swap(ctx, m, copy)?;
    if is_parallel(ctx, m, new_outer, policy) {
        m.erase_op(f);
        Some(new_outer)
    } else {
        m.erase_op(new_outer);
        None
    }
}

/// Swaps the perfectly nested pair `f` (an `affine.for`) / its only child; returns the new
/// outer loop (a copy of the child's header).
fn swap(ctx: &mut Context, m: &mut Module, f: Op) -> Option<Op> {
    let fb = ops::for_bounds(ctx, m, f)?;
    let p = sole_child(m, f)?;
    let pbody = m.entry_block(p, 0)?;
    let loc = m.op(p).loc;
    let d = m.op(p).clone();
    let spec = OpSpec {
        name: d.name,
        kind: d.kind,
        operands: d.operands().to_vec(),
        result_types: Vec::new(),
        props: d.props.clone(),
        attrs: d.attrs.clone(),
        successors: Vec::new(),
        num_regions: 1,
        loc,
    };
    let outer = m.create_op(spec);
    m.insert_before(f, outer);
    let r = m.op(outer).regions()[0];
    let ob = m.add_block(r);
    let arg_tys: Vec<Type> = m
        .block(pbody)
        .args()
        .iter()
        .map(|&a| m.value_type(a))
        .collect();
    for t in arg_tys {
        m.add_block_arg(ob, t);
    }
    let inner = Builder::at_end(ob, loc).affine_for(
        ctx,
        m,
        (fb.lb_map, fb.lb_operands.clone()),
        (fb.ub_map, fb.ub_operands.clone()),
        fb.step,
        &[],
    );
    for op in body_ops(m, pbody) {
        m.move_to_end(op, inner.body);
    }
    let (old_args, new_args) = (m.block(pbody).args().to_vec(), m.block(ob).args().to_vec());
    for (o, n) in old_args.into_iter().zip(new_args) {
        m.replace_all_uses(o, n);
    }
    m.replace_all_uses(fb.iv, inner.iv);
    Builder::yield_in(ctx, m, inner.body, vec![], loc);
    Builder::yield_in(ctx, m, ob, vec![], loc);
    m.erase_op(f);
    Some(outer)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gpu::testutil::{parse, print};

    #[test]
    fn column_sum_is_interchanged() {
        let src = r#"
func.func @colsum(%A: memref<32x16xf32>, %S: memref<16xf32>) {
  affine.for %i = 0 to 32 {
    affine.parallel (%j) = (0) to (16) {
      %a = affine.load %A[%i, %j] : memref<32x16xf32>
      %s = affine.load %S[%j] : memref<16xf32>
      %t = arith.addf %s, %a : f32
      affine.store %t, %S[%j] : memref<16xf32>
    }
  }
  return
}"#;
        let (mut ctx, mut m) = parse(src);
        let mut f = None;
        m.walk_pre(m.top[0], &mut |op| {
            if f.is_none() && m.op(op).kind == Some(OpKind::AffineFor) {
                f = Some(op);
            }
        });
        let n = try_interchange(&mut ctx, &mut m, f.unwrap(), AliasPolicy::DistinctArguments);
        assert!(n.is_some());
        let out = print(&ctx, &m);
        let p = out.find("affine.parallel").unwrap();
        let q = out.find("affine.for").unwrap();
        assert!(p < q, "{out}");
        crate::verify::verify(&ctx, &m).unwrap();
    }

    #[test]
    fn wavefront_is_not_interchanged() {
        let src = r#"
func.func @w(%A: memref<32x16xf32>) {
  affine.for %i = 1 to 32 {
    affine.parallel (%j) = (0) to (15) {
      %a = affine.load %A[%i - 1, %j + 1] : memref<32x16xf32>
      affine.store %a, %A[%i, %j] : memref<32x16xf32>
    }
  }
  return
}"#;
        let (mut ctx, mut m) = parse(src);
        let before = print(&ctx, &m);
        let mut f = None;
        m.walk_pre(m.top[0], &mut |op| {
            if f.is_none() && m.op(op).kind == Some(OpKind::AffineFor) {
                f = Some(op);
            }
        });
        assert!(
            try_interchange(&mut ctx, &mut m, f.unwrap(), AliasPolicy::DistinctArguments).is_none()
        );
        assert_eq!(before, print(&ctx, &m));
    }
}
