//! Ordering a register-tiled reduction loop's body accumulator by accumulator
//! (texture mode, `gpu::map::texture`).
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
//! consecutive and the operands a row needs (its values of `A`, taken from another lane
//! with `gpu.shuffle`) are made right before the row's first chain. Loads that a quarter
//! of the chains or more share (the texels of `B`, and of `A` that the lanes load for
//! each other) come first, so that no call separates the multiply-adds of a chain. The order of every
//! floating-point operation on a value is unchanged: only independent ops move.
//!
//! Only loops whose body is free of side effects except loads (no stores, barriers,
//! calls, nested regions) are reordered.

use crate::dialect::OpKind;
use crate::ir::fxhash::FxHashMap;
use crate::ir::{Module, Op, Value};

use crate::gpu::build::{body_ops, terminator};

/// `tessera-schedule-chains`: [`schedule_chains`] in every `gpu.launch` under `anchor`
/// tagged `tessera.texture_reads` (texture mode); nothing else changes.
pub fn run(
    ctx: &mut crate::ir::Context,
    m: &mut Module,
    anchor: Op,
    opts: &crate::pass::PassOptions,
) -> Result<bool, crate::diag::Diagnostics> {
    opts.check_known("tessera-schedule-chains", &[])
        .map_err(|e| {
            crate::diag::Diagnostics::from(crate::diag::Diagnostic::error_at(
                ctx,
                m.op(anchor).loc,
                e,
            ))
        })?;
    let Some(tag) = ctx.lookup_ident(crate::gpu::attrs::TEXTURE_READS) else {
        return Ok(false);
    };
    let mut launches = Vec::new();
    m.walk_pre(anchor, &mut |op| {
        if m.op(op).kind == Some(OpKind::GpuLaunch) && m.op(op).get_attr(tag).is_some() {
            launches.push(op);
        }
    });
    let mut n = 0;
    for l in launches {
        n += schedule_chains(m, l);
    }
    Ok(n > 0)
}

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
                | OpKind::VectorFma
                | OpKind::AffineApply
                // Within one straight-line block every lane that reaches the shuffle
                // reaches it wherever it is placed.
                | OpKind::GpuShuffle
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
    // How many chains need each op (a chain's closure is the ops
    // stamped with its number).
    let mut count: FxHashMap<Op, usize> = FxHashMap::default();
    let mut closure = Marks::new();
    let mut order = Vec::new();
    for &y in &yields {
        closure.next_round();
        order.clear();
        visit(m, body, y, &mut closure, &mut order);
        for &o in &order {
            *count.entry(o).or_default() += 1;
        }
    }
    let mut emitted: Vec<Op> = Vec::with_capacity(ops.len());
    let mut done = Marks::new();
    done.next_round();
    // Loads a quarter of the chains or more share (matmul's `B[k, j]` texels) come first,
    // so that the chains run without calls between their multiply-adds.
    let n = yields.len();
    for &o in &ops {
        let c = count.get(&o).copied().unwrap_or(0);
        let shared = 4 * c >= n && c > 0;
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

/// A set of ops as stamps in a dense table: an op is in the set when its stamp is the
/// current round's, so starting a new (empty) set costs nothing.
struct Marks {
    /// The round in which each op was last added; sized by the loop body, not the module
    /// (a table over every op of the module, made per loop, was quadratic in the number
    /// of kernels).
    stamp: FxHashMap<Op, u32>,
    round: u32,
}

impl Marks {
    fn new() -> Self {
        Marks {
            stamp: FxHashMap::default(),
            round: 0,
        }
    }
    /// Empties the set.
    fn next_round(&mut self) {
        self.round += 1;
    }
    fn contains(&self, op: Op) -> bool {
        self.stamp.get(&op) == Some(&self.round)
    }
    /// Adds `op`; false when it was already in.
    fn insert(&mut self, op: Op) -> bool {
        self.stamp.insert(op, self.round) != Some(self.round)
    }
}

/// Emits the op defining `v` (in `body`) after its operands' ops, depth first, with an
/// explicit stack (chains are thousands of ops long).
fn visit(m: &Module, body: crate::ir::Block, v: Value, done: &mut Marks, out: &mut Vec<Op>) {
    let Some(root) = m.defining_op(v) else { return };
    if m.op(root).parent() != Some(body) || done.contains(root) {
        return;
    }
    // (op, next operand to look at)
    let mut stack: Vec<(Op, usize)> = vec![(root, 0)];
    while let Some(&mut (op, ref mut i)) = stack.last_mut() {
        let operands = m.op(op).operands();
        if let Some(&x) = operands.get(*i) {
            *i += 1;
            if let Some(d) = m.defining_op(x) {
                if m.op(d).parent() == Some(body) && !done.contains(d) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gpu::testutil::{parse, print};

    #[test]
    fn chains_become_consecutive_and_shared_loads_come_first() {
        let src = r#"
func.func @f(%A: memref<64xf32>, %B: memref<64xf32>, %x0: f32, %y0: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %r:2 = scf.for %k = %c0 to %c64 step %c1 iter_args(%x = %x0, %y = %y0) -> (f32, f32) {
    %a = memref.load %A[%k] : memref<64xf32>
    %b = memref.load %B[%k] : memref<64xf32>
    %x1 = arith.mulf %x, %a : f32
    %y1 = arith.mulf %y, %a : f32
    %x2 = arith.addf %x1, %b : f32
    %y2 = arith.addf %y1, %b : f32
    scf.yield %x2, %y2 : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}"#;
        let (ctx, mut m) = parse(src);
        let top = m.top[0];
        assert_eq!(schedule_chains(&mut m, top), 1);
        let text = print(&ctx, &m);
        let body: Vec<&str> = text
            .lines()
            .skip_while(|l| !l.contains("scf.for"))
            .skip(1)
            .take(7)
            .map(str::trim)
            .collect();
        // Both loads are shared by the two chains: first; then chain x, then chain y.
        assert!(
            body[0].contains("memref.load") && body[1].contains("memref.load"),
            "{text}"
        );
        assert!(body[2].contains("arith.mulf"), "{text}");
        assert!(body[3].contains("arith.addf"), "{text}");
        assert!(body[4].contains("arith.mulf"), "{text}");
        assert!(body[5].contains("arith.addf"), "{text}");
        assert!(body[6].starts_with("scf.yield"), "{text}");
        // A second run changes nothing.
        assert_eq!(schedule_chains(&mut m, top), 0);
    }

    #[test]
    fn loops_with_side_effects_are_left_alone() {
        let src = r#"
func.func @f(%A: memref<64xf32>, %x0: f32, %y0: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %r:2 = scf.for %k = %c0 to %c64 step %c1 iter_args(%x = %x0, %y = %y0) -> (f32, f32) {
    %y1 = arith.mulf %y, %y : f32
    %x1 = arith.mulf %x, %x : f32
    memref.store %x1, %A[%k] : memref<64xf32>
    scf.yield %x1, %y1 : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}"#;
        let (_ctx, mut m) = parse(src);
        let top = m.top[0];
        assert_eq!(schedule_chains(&mut m, top), 0);
    }
}
