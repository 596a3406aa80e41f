//! `cse`: common subexpression elimination, as upstream's `CSE.cpp`.
//!
//! Two ops are equivalent when they have the same name, operands, inherent and
//! discardable attributes (a default `fastmath`/`overflow` flag counts as absent), result
//! types, no successors and no regions. Ops without memory effects
//! ([`effects`](super::effects)) are merged; the later one is replaced by the earlier one.
//! Ops that only read memory (loads) are merged too, as upstream does when no op that may
//! write lies between them: here, within one block, and only while no op with a write,
//! free, barrier or unknown effect (itself or nested) has been met since the earlier one.
//!
//! Scoping follows dominance: a block sees the ops of the blocks that dominate it (in a
//! multi-block region, through the dominator tree) and of the regions enclosing it, but
//! nothing crosses an op that is isolated from above (`func.func`, `gpu.func`, modules),
//! whose regions start with an empty scope. Trivially dead ops met on the way are erased,
//! as upstream's CSE does. The pass has no options.

use super::effects::{is_trivially_dead, op_effect, Effect};
use super::rewrite::{is_default_flag, op_error, replace_op};
use crate::diag::Diagnostics;
use crate::ir::fxhash::FxHashMap as HashMap;
use crate::ir::{Attr, Block, Context, Ident, Module, Op, Region};
use crate::pass::PassOptions;
use crate::verify::dominance::DomTree;

/// What makes two ops equivalent, flattened into one id list (one allocation per key):
/// the name, the count and sorted (name, value) pairs of the inherent attributes that are
/// not default flags, the same for the discardable attributes, the operand count and
/// operands, then the result types. Every variable-length part is preceded by its length,
/// so two keys are equal exactly when the ops are equivalent.
type Key = Vec<u32>;

/// A stack of scopes; lookups search from the innermost.
#[derive(Default)]
struct Scopes {
    stack: Vec<HashMap<Key, Op>>,
    /// The key being looked up (reused, so a key is only allocated when stored).
    scratch: Key,
}

impl Scopes {
    fn lookup(&self, k: &[u32]) -> Option<Op> {
        self.stack.iter().rev().find_map(|s| s.get(k).copied())
    }
    fn insert(&mut self, k: Key, op: Op) {
        if let Some(top) = self.stack.last_mut() {
            top.insert(k, op);
        }
    }
}

/// Runs `cse` on `anchor`.
pub fn run(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    opts: &PassOptions,
) -> Result<bool, Diagnostics> {
    opts.check_known("cse", &[])
        .map_err(|e| op_error(ctx, m, anchor, e))?;
    Ok(cse(ctx, m, anchor))
}

/// Eliminates common subexpressions in the regions of `anchor`; returns whether the IR
/// changed.
pub fn cse(ctx: &Context, m: &mut Module, anchor: Op) -> bool {
    let mut scopes = Scopes::default();
    let mut changed = false;
    for r in m.op(anchor).regions().to_vec() {
        scopes.stack.push(HashMap::default());
        changed |= region(ctx, m, r, &mut scopes);
        scopes.stack.pop();
    }
    changed
}

/// Appends the attribute pairs `pairs` to `out` as their count then the pairs sorted by
/// (name, value).
fn push_sorted_pairs(out: &mut Key, pairs: impl Iterator<Item = (Ident, Attr)>) {
    let at = out.len();
    out.push(0);
    let mut n = 0usize;
    for (name, value) in pairs {
        out.push(name.index() as u32);
        out.push(value.index() as u32);
        n += 1;
    }
    out[at] = n as u32;
    // Insertion sort of the (few) pairs.
    let s = &mut out[at + 1..];
    for i in 1..n {
        let mut j = i;
        while j > 0 && (s[2 * j - 2], s[2 * j - 1]) > (s[2 * j], s[2 * j + 1]) {
            s.swap(2 * j - 2, 2 * j);
            s.swap(2 * j - 1, 2 * j + 1);
            j -= 1;
        }
    }
}

/// Writes the [`Key`] of `op` into `out` (cleared first).
fn key_into(ctx: &Context, m: &Module, op: Op, out: &mut Key) {
    let d = m.op(op);
    out.clear();
    out.push(d.name.index() as u32);
    push_sorted_pairs(
        out,
        d.props
            .iter()
            .filter(|p| !is_default_flag(ctx, p.value))
            .map(|p| (p.name, p.value)),
    );
    push_sorted_pairs(out, d.attrs.iter().map(|p| (p.name, p.value)));
    out.push(d.operands().len() as u32);
    out.extend(d.operands().iter().map(|v| v.index() as u32));
    out.extend(d.results().iter().map(|&r| m.value_type(r).index() as u32));
}

fn region(ctx: &Context, m: &mut Module, r: Region, scopes: &mut Scopes) -> bool {
    let blocks = m.region(r).blocks().to_vec();
    match blocks.len() {
        0 => false,
        1 => block(ctx, m, blocks[0], scopes),
        _ => {
            // Visit the dominator tree depth-first; each block sees its dominators' scopes.
            let tree = DomTree::build(m, r);
            let mut children: Vec<Vec<usize>> = vec![Vec::new(); blocks.len()];
            for (i, &b) in blocks.iter().enumerate().skip(1) {
                if let Some(p) = tree.idom(b) {
                    children[p].push(i);
                }
            }
            dom_walk(ctx, m, &blocks, &children, 0, scopes)
        }
    }
}

fn dom_walk(
    ctx: &Context,
    m: &mut Module,
    blocks: &[Block],
    children: &[Vec<usize>],
    i: usize,
    scopes: &mut Scopes,
) -> bool {
    scopes.stack.push(HashMap::default());
    let mut changed = block(ctx, m, blocks[i], scopes);
    for &c in &children[i] {
        changed |= dom_walk(ctx, m, blocks, children, c, scopes);
    }
    scopes.stack.pop();
    changed
}

fn block(ctx: &Context, m: &mut Module, b: Block, scopes: &mut Scopes) -> bool {
    let mut changed = false;
    // The reads met in this block since the last op that may write.
    let mut reads: HashMap<Key, Op> = HashMap::default();
    for op in m.block_ops_vec(b) {
        if m.is_erased(op) {
            continue;
        }
        if is_trivially_dead(m, op) {
            m.erase_op(op);
            changed = true;
            continue;
        }
        let effect = op_effect(m, op);
        if effect == Effect::Unknown {
            reads.clear();
        }
        let regions = m.op(op).regions().to_vec();
        if !regions.is_empty() {
            let isolated = m.op(op).kind.is_some_and(|k| k.is_isolated_from_above());
            for r in regions {
                if isolated {
                    let mut fresh = Scopes::default();
                    fresh.stack.push(HashMap::default());
                    changed |= region(ctx, m, r, &mut fresh);
                } else {
                    scopes.stack.push(HashMap::default());
                    changed |= region(ctx, m, r, scopes);
                    scopes.stack.pop();
                }
            }
            continue;
        }
        if m.op(op).kind.is_none()
            || !m.op(op).successors.is_empty()
            || m.op(op).results().is_empty()
        {
            continue;
        }
        if effect == Effect::Read {
            key_into(ctx, m, op, &mut scopes.scratch);
            match reads.get(&scopes.scratch) {
                Some(&existing) => {
                    let vals = m.op(existing).results().to_vec();
                    replace_op(m, op, &vals);
                    changed = true;
                }
                None => {
                    reads.insert(scopes.scratch.clone(), op);
                }
            }
            continue;
        }
        if effect != Effect::None {
            continue;
        }
        key_into(ctx, m, op, &mut scopes.scratch);
        match scopes.lookup(&scopes.scratch) {
            Some(existing) => {
                let vals = m.op(existing).results().to_vec();
                replace_op(m, op, &vals);
                changed = true;
            }
            None => {
                let k = scopes.scratch.clone();
                scopes.insert(k, op);
            }
        }
    }
    changed
}
