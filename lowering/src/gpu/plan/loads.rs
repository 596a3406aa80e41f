//! What the planner asks of a band body about its loads: whether `tessera-subgroup-share`
//! will find a load to share once the band is mapped, and whether the instances of a
//! register tile would share a load. (Planning questions, so that the mapping does not
//! depend on the kernel optimisations.)

use crate::dialect::OpKind;
use crate::ir::{Module, Op, Value};

/// Whether a band body (`template`, before mapping) has a load inside a loop whose indices
/// depend on `y_iv` but not on `x_iv`: a load that the lanes of a subgroup along x would
/// repeat, and that `tessera-subgroup-share` can share once the band is mapped with `[S, 1, 1]`
/// workgroups.
pub fn has_shareable_load(m: &Module, template: &[Op], x_iv: Value, y_iv: Value) -> bool {
    let mut found = false;
    for &op in template {
        m.walk_pre(op, &mut |l| {
            if found || m.op(l).kind != Some(OpKind::AffineLoad) {
                return;
            }
            let mut in_loop = false;
            let mut lane_guard = false;
            let mut cur = l;
            while let Some(p) = m.parent_op(cur) {
                if m.op(p).kind == Some(OpKind::AffineFor) {
                    in_loop = true;
                }
                // Under a condition that depends on x the lanes diverge: no sharing.
                if m.op(p).kind == Some(OpKind::AffineIf)
                    && m.op(p)
                        .operands()
                        .iter()
                        .any(|&v| value_uses(m, v, x_iv, 0))
                {
                    lane_guard = true;
                }
                if p == op || cur == op {
                    break;
                }
                cur = p;
            }
            if lane_guard {
                return;
            }
            let idx = &m.op(l).operands()[1..];
            if in_loop
                && idx.iter().any(|&v| value_uses(m, v, y_iv, 0))
                && !idx.iter().any(|&v| value_uses(m, v, x_iv, 0))
            {
                found = true;
            }
        });
    }
    found
}

/// Whether a band body (`template`) has a load whose indices do not depend on `iv`: a
/// value that several instances of a register tile along `iv` would share.
pub fn has_invariant_load(m: &Module, template: &[Op], iv: Value) -> bool {
    let mut found = false;
    for &op in template {
        m.walk_pre(op, &mut |l| {
            if found || m.op(l).kind != Some(OpKind::AffineLoad) {
                return;
            }
            let idx = &m.op(l).operands()[1..];
            if !idx.iter().any(|&v| value_uses(m, v, iv, 0)) {
                found = true;
            }
        });
    }
    found
}

/// Whether `v` is `iv` or computed from it (through defining ops).
fn value_uses(m: &Module, v: Value, iv: Value, depth: u32) -> bool {
    crate::gpu::build::depends(m, v, &|x| x == iv, depth)
}
