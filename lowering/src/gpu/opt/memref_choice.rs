//! `tessera-sink-memref-choice`: accesses through a memref chosen at run time inside a
//! kernel go to each candidate under the choice's condition.
//!
//! A kernel cannot hold a memref as a value: SPIR-V's logical addressing has no pointer to
//! choose between buffers (that needs `VariablePointers`, which naga and WGSL lack), so the
//! back end refuses an `scf.if` yielding memrefs (what `one-shot-bufferize` makes of a
//! tensor-valued `scf.if`) and an `arith.select` of memrefs. This pass removes such a
//! choice when every candidate is defined outside it (a kernel argument, a view made before
//! the `scf.if`) and every use of the chosen memref is an access: `memref.load`,
//! `memref.store`, `memref.dim`, `vector.load`, `vector.store`,
//! `vector.transfer_read`/`transfer_write`, `vector.maskedload`/`maskedstore`,
//! `vector.gather`/`scatter`. Each access becomes
//!
//! ```mlir
//! %v = scf.if %cond -> (f32) {
//!   %x = memref.load %a[%i] : memref<8xf32>
//!   scf.yield %x : f32
//! } else {
//!   %y = memref.load %b[%i] : memref<8xf32>
//!   scf.yield %y : f32
//! }
//! ```
//!
//! which reads or writes exactly what the access through the chosen memref did (only the
//! taken branch runs). The `scf.if` then loses the memref result (its other results and
//! its branches' other ops stay); the `arith.select` is erased. A choice among choices is
//! resolved from the outside in, one round per level. Anything else (a candidate made
//! inside the branch, a chosen memref passed to a call or yielded on) is left for the back
//! end's refusal. Only ops inside `gpu.launch` and `gpu.func` bodies are touched; the pass
//! is linear in the kernel's size per level of nested choices.

use crate::diag::{Diagnostic, Diagnostics};
use crate::dialect::OpKind;
use crate::gpu::build::{terminator, Builder};
use crate::ir::{Context, Module, Op, OpSpec, TypeKind, Value, ValueMap};
use crate::pass::PassOptions;

/// The registered pass: every kernel under `anchor`.
pub fn run(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    opts: &PassOptions,
) -> Result<bool, Diagnostics> {
    opts.check_known("tessera-sink-memref-choice", &[])
        .map_err(|e| Diagnostics::from(Diagnostic::error_at(ctx, m.op(anchor).loc, e)))?;
    Ok(sink_in_kernels(ctx, m, anchor))
}

/// [`sink_in`] every `gpu.launch` and `gpu.func` under `anchor` (host code keeps its
/// choices: the interpreter runs them); returns whether anything changed.
pub fn sink_in_kernels(ctx: &mut Context, m: &mut Module, anchor: Op) -> bool {
    let mut kernels = Vec::new();
    m.walk_pre(anchor, &mut |op| {
        if matches!(m.op(op).kind, Some(OpKind::GpuLaunch | OpKind::GpuFunc)) {
            kernels.push(op);
        }
    });
    let mut changed = false;
    for k in kernels {
        changed |= sink_in(ctx, m, k);
    }
    changed
}

/// A memref chosen by `cond` between `then` and `other`: result `index` of `owner`.
struct Choice {
    owner: Op,
    index: usize,
    value: Value,
    cond: Value,
    then: Value,
    other: Value,
}

/// Resolves the choices in `root`, level by level; returns whether anything changed.
pub fn sink_in(ctx: &mut Context, m: &mut Module, root: Op) -> bool {
    let mut changed = false;
    loop {
        let choices = find_choices(ctx, m, root);
        let mut progress = false;
        for c in choices {
            if m.is_erased(c.owner) {
                continue;
            }
            let mut users: Vec<Op> = m.uses(c.value).iter().map(|u| u.op).collect();
            if users.is_empty() || !users.iter().all(|&u| is_access(m, u)) {
                continue;
            }
            // An access may use the chosen memref twice (a copy within one buffer).
            users.sort_unstable();
            users.dedup();
            for u in users {
                split_access(ctx, m, u, &c);
            }
            drop_choice(m, &c);
            progress = true;
        }
        if !progress {
            return changed;
        }
        changed = true;
    }
}

fn is_memref(ctx: &Context, m: &Module, v: Value) -> bool {
    matches!(ctx.type_kind(m.value_type(v)), TypeKind::MemRef { .. })
}

/// Whether `v` is defined outside `op` (so it dominates `op` and its uses after it).
fn defined_outside(m: &Module, v: Value, op: Op) -> bool {
    match m.defining_op(v) {
        Some(d) => !m.is_ancestor(op, d),
        None => m
            .value_block(v)
            .and_then(|b| m.block_parent_op(b))
            .is_none_or(|p| !m.is_ancestor(op, p)),
    }
}

/// The memref results of `scf.if` and `arith.select` ops in `root` whose candidates are
/// defined outside them.
fn find_choices(ctx: &Context, m: &Module, root: Op) -> Vec<Choice> {
    let mut out = Vec::new();
    m.walk_pre(root, &mut |op| {
        let d = m.op(op);
        match d.kind {
            Some(OpKind::ArithSelect) => {
                if let ([cond, a, b], [r]) = (d.operands(), d.results()) {
                    if is_memref(ctx, m, *r)
                        && matches!(
                            ctx.type_kind(m.value_type(*cond)),
                            TypeKind::Integer { width: 1, .. }
                        )
                    {
                        out.push(Choice {
                            owner: op,
                            index: 0,
                            value: *r,
                            cond: *cond,
                            then: *a,
                            other: *b,
                        });
                    }
                }
            }
            Some(OpKind::ScfIf) => {
                let Some(&cond) = d.operands().first() else {
                    return;
                };
                let yields: Vec<Option<Op>> = d
                    .regions()
                    .iter()
                    .map(|&r| m.region(r).blocks().first().and_then(|&b| terminator(m, b)))
                    .collect();
                let [Some(ty), Some(ey)] = yields.as_slice() else {
                    return;
                };
                for (j, &r) in d.results().iter().enumerate() {
                    let (Some(&a), Some(&b)) =
                        (m.op(*ty).operands().get(j), m.op(*ey).operands().get(j))
                    else {
                        continue;
                    };
                    if is_memref(ctx, m, r)
                        && defined_outside(m, a, op)
                        && defined_outside(m, b, op)
                    {
                        out.push(Choice {
                            owner: op,
                            index: j,
                            value: r,
                            cond,
                            then: a,
                            other: b,
                        });
                    }
                }
            }
            _ => {}
        }
    });
    out
}

/// Whether `op` is an access the choice can be sunk into (no regions, not a terminator).
fn is_access(m: &Module, op: Op) -> bool {
    matches!(
        m.op(op).kind,
        Some(
            OpKind::MemRefLoad
                | OpKind::MemRefStore
                | OpKind::MemRefDim
                | OpKind::VectorLoad
                | OpKind::VectorStore
                | OpKind::VectorTransferRead
                | OpKind::VectorTransferWrite
                | OpKind::VectorMaskedLoad
                | OpKind::VectorMaskedStore
                | OpKind::VectorGather
                | OpKind::VectorScatter
        )
    ) && m.op(op).regions().is_empty()
}

/// Replaces access `u` of `c.value` by an `scf.if` on `c.cond` doing it on each candidate.
fn split_access(ctx: &mut Context, m: &mut Module, u: Op, c: &Choice) {
    let loc = m.op(u).loc;
    let results = m.op(u).results().to_vec();
    let rtys = results.iter().map(|&r| m.value_type(r)).collect();
    let b = Builder::before(m, u);
    let split = b.create(ctx, m, "scf.if", vec![c.cond], rtys, &[], 2);
    let regions = m.op(split).regions().to_vec();
    for (&r, cand) in regions.iter().zip([c.then, c.other]) {
        let blk = m.add_block(r);
        let mut map = ValueMap::default();
        map.values.insert(c.value, cand);
        let copy = m.clone_op(u, &mut map);
        m.append_op(blk, copy);
        let vals = m.op(copy).results().to_vec();
        Builder::at_end(blk, loc).create(ctx, m, "scf.yield", vals, vec![], &[], 0);
    }
    let new_results = m.op(split).results().to_vec();
    for (old, new) in results.into_iter().zip(new_results) {
        m.replace_all_uses(old, new);
    }
    m.erase_op(u);
}

/// Removes the (now unused) chosen memref: the `arith.select`, or the `scf.if`'s result.
fn drop_choice(m: &mut Module, c: &Choice) {
    if m.op(c.owner).kind == Some(OpKind::ArithSelect) {
        m.erase_op(c.owner);
        return;
    }
    let op = c.owner;
    for r in m.op(op).regions().to_vec() {
        if let Some(y) = m.region(r).blocks().first().and_then(|&b| terminator(m, b)) {
            let mut vals = m.op(y).operands().to_vec();
            if c.index < vals.len() {
                vals.remove(c.index);
                m.set_operands(y, vals);
            }
        }
    }
    let d = m.op(op).clone();
    let results = d.results().to_vec();
    let rtys = results
        .iter()
        .enumerate()
        .filter(|&(j, _)| j != c.index)
        .map(|(_, &r)| m.value_type(r))
        .collect();
    let new = m.create_op(OpSpec {
        name: d.name,
        kind: d.kind,
        operands: d.operands().to_vec(),
        result_types: rtys,
        props: d.props.clone(),
        attrs: d.attrs.clone(),
        successors: Vec::new(),
        num_regions: d.regions().len(),
        loc: d.loc,
    });
    m.insert_before(op, new);
    let pairs: Vec<_> = d
        .regions()
        .iter()
        .copied()
        .zip(m.op(new).regions().to_vec())
        .collect();
    for (src, dst) in pairs {
        m.take_region_blocks(src, dst);
    }
    let kept: Vec<Value> = results
        .iter()
        .enumerate()
        .filter(|&(j, _)| j != c.index)
        .map(|(_, &r)| r)
        .collect();
    let new_results = m.op(new).results().to_vec();
    for (old, nv) in kept.into_iter().zip(new_results) {
        m.replace_all_uses(old, nv);
    }
    m.erase_op(op);
    // An `scf.if` left with no results and nothing but its yields does nothing.
    let empty = m.op(new).results().is_empty()
        && m.op(new).regions().iter().all(|&r| {
            m.region(r).blocks().iter().all(|&b| {
                m.block_ops(b)
                    .all(|o| m.op(o).kind == Some(OpKind::ScfYield))
            })
        });
    if empty {
        m.erase_op(new);
    }
}
