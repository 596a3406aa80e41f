//! Ordering a register-tiled reduction loop's body accumulator by accumulator
//! (texture mode, `gpu_texture`).
//!
//! After unroll-and-jam the body of a texture-mode `k` loop holds all its loads first,
//! then the multiply-adds step by step (`t = 0..4`), each step touching all 64 vector
//! accumulators. On lavapipe a texel fetch is a call, across which every live vector is
//! spilled, and 256 accumulators never fit in registers anyway: updating every
//! accumulator once per step reloads and spills it four times per iteration.
//!
//! [`schedule_chains`] reorders such a body so that each yielded value is computed as one
//! chain: a depth-first post-order walk from the yielded values, in yield order, emits
//! every op right after its operands. An accumulator's four multiply-adds become
//! consecutive and the operands a row needs (its texel of `A`) are fetched right before
//! the row's first chain. Loads that a quarter of the chains or more share (the texels of
//! `B`) come first, so that no call separates the multiply-adds of a chain. The order of every
//! floating-point operation on a value is unchanged: only independent ops move.
//!
//! Only loops whose body is free of side effects except loads (no stores, barriers,
//! calls, nested regions) are reordered.

use crate::dialect::OpKind;
use crate::ir::{Module, Op, Value};

use super::gpu_build::{body_ops, terminator};

/// Reorders the bodies of the `scf.for` loops with `iter_args` nested in `root` (see the
/// module docs). Returns how many loops were reordered.
pub fn schedule_chains(m: &mut Module, root: Op) -> usize {
    let mut loops = Vec::new();
    m.walk_pre(root, &mut |op| {
        if m.op(op).kind == Some(OpKind::ScfFor) && m.op(op).results().len() > 1 {
            loops.push(op);
        }
    });
    loops.into_iter().filter(|&l| schedule_loop(m, l)).count()
}

fn reorderable(m: &Module, op: Op) -> bool {
    let d = m.op(op);
    let Some(k) = d.kind else { return false };
    if !d.regions().is_empty() {
        return false;
    }
    matches!(k.dialect(), "arith" | "math")
        || matches!(
            k,
            OpKind::MemRefLoad
                | OpKind::VectorLoad
                | OpKind::VectorExtract
                | OpKind::VectorBroadcast
                | OpKind::VectorSplat
                | OpKind::VectorFma
                | OpKind::AffineApply
        )
}

fn schedule_loop(m: &mut Module, lp: Op) -> bool {
    let Some(body) = m.entry_block(lp, 0) else {
        return false;
    };
    let Some(term) = terminator(m, body) else {
        return false;
    };
    let ops = body_ops(m, body);
    if ops.iter().any(|&o| !reorderable(m, o)) {
        return false;
    }
    let yields: Vec<Value> = m.op(term).operands().to_vec();
    // How many chains need each op.
    let mut count: crate::ir::fxhash::FxHashMap<Op, usize> = Default::default();
    for &y in &yields {
        let mut closure = crate::ir::fxhash::FxHashSet::default();
        let mut order = Vec::new();
        visit(m, body, y, &mut closure, &mut order);
        for o in order {
            *count.entry(o).or_insert(0) += 1;
        }
    }
    let mut emitted: Vec<Op> = Vec::with_capacity(ops.len());
    let mut done = crate::ir::fxhash::FxHashSet::default();
    // Loads a quarter of the chains or more share (matmul's `B[k, j]` texels) come first,
    // so that the chains run without calls between their multiply-adds.
    let n = yields.len();
    for &o in &ops {
        let shared = count.get(&o).is_some_and(|&c| 4 * c >= n);
        if shared && matches!(m.op(o).kind, Some(OpKind::MemRefLoad | OpKind::VectorLoad)) {
            for &r in m.op(o).results() {
                visit(m, body, r, &mut done, &mut emitted);
            }
        }
    }
    for y in yields {
        visit(m, body, y, &mut done, &mut emitted);
    }
    // Ops no yielded value needs (dead code) keep their place at the end.
    for &o in &ops {
        if done.insert(o) {
            emitted.push(o);
        }
    }
    if emitted == ops {
        return false;
    }
    for &o in &emitted {
        m.move_before(o, term);
    }
    true
}

/// Emits the op defining `v` (in `body`) after its operands' ops, depth first, with an
/// explicit stack (chains are thousands of ops long).
fn visit(
    m: &Module,
    body: crate::ir::Block,
    v: Value,
    done: &mut crate::ir::fxhash::FxHashSet<Op>,
    out: &mut Vec<Op>,
) {
    let Some(root) = m.defining_op(v) else { return };
    if m.op(root).parent() != Some(body) || done.contains(&root) {
        return;
    }
    // (op, next operand to look at)
    let mut stack: Vec<(Op, usize)> = vec![(root, 0)];
    while let Some(&mut (op, ref mut i)) = stack.last_mut() {
        let operands = m.op(op).operands();
        if let Some(&x) = operands.get(*i) {
            *i += 1;
            if let Some(d) = m.defining_op(x) {
                if m.op(d).parent() == Some(body) && !done.contains(&d) {
                    stack.push((d, 0));
                }
            }
            continue;
        }
        stack.pop();
        if done.insert(op) {
            out.push(op);
        }
    }
}
