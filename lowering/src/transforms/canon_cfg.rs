//! Region simplification for unstructured control flow (the part of upstream's
//! `simplifyRegions` and `cf` canonicalizations that Tessera implements):
//!
//! - blocks unreachable from the entry block are erased;
//! - `cf.cond_br` on a constant condition, or to the same block with the same operands
//!   on both edges, becomes `cf.br`;
//! - an unused argument of a non-entry block is dropped when every predecessor branches
//!   with `cf.br` or `cf.cond_br` (the matching successor operands go too), as upstream's
//!   dead block-argument elimination does for `BranchOpInterface` terminators;
//! - a `cf.br` to a block with no other predecessor merges the two blocks
//!   (`SimplifyBrToBlockWithSinglePred`).
//!
//! Identical blocks are not merged (upstream's `mergeIdenticalBlocks` is not implemented).

use super::fold::const_int;
use super::rewrite::{segment_attr, set_prop, OpBuilder};
use crate::dialect::OpKind;
use crate::ir::{Block, Context, Module, Op, Region, Value};
use crate::verify::dominance::DomTree;

/// Simplifies every multi-block region at or under `anchor`; returns whether the IR
/// changed.
/// The branch patterns always run; unreachable-block and dead-argument elimination only
/// with `region_simplify` (upstream's `region-simplify` option).
pub fn simplify_regions(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    region_simplify: bool,
) -> bool {
    let mut regions: Vec<Region> = Vec::new();
    m.walk_pre(anchor, &mut |op| {
        for &r in m.op(op).regions() {
            if m.region(r).blocks().len() > 1 {
                regions.push(r);
            }
        }
    });
    let mut changed = false;
    for r in regions {
        if m.region(r).parent().is_some_and(|p| m.is_erased(p)) {
            continue;
        }
        changed |= fold_branches(ctx, m, r);
        if region_simplify {
            changed |= erase_unreachable(m, r);
            changed |= drop_dead_args(ctx, m, r);
        }
        changed |= merge_single_pred(m, r);
    }
    changed
}

/// Upstream's `SimplifyBrToBlockWithSinglePred`: a `cf.br` to a block whose only
/// predecessor is the branching block is replaced by that block's ops (its arguments
/// become the branch operands).
fn merge_single_pred(m: &mut Module, r: Region) -> bool {
    let mut changed = false;
    loop {
        let blocks = m.region(r).blocks().to_vec();
        let mut preds: std::collections::HashMap<Block, usize> = std::collections::HashMap::new();
        for &b in &blocks {
            if let Some(t) = m.last_op(b) {
                for &s in &m.op(t).successors {
                    *preds.entry(s).or_insert(0) += 1;
                }
            }
        }
        let mut merged = false;
        for &b in &blocks {
            let Some(t) = m.last_op(b) else { continue };
            if m.op(t).kind != Some(OpKind::CfBr) || m.op(t).successors.len() != 1 {
                continue;
            }
            let dest = m.op(t).successors[0];
            if dest == b || Some(dest) == blocks.first().copied() || preds.get(&dest) != Some(&1) {
                continue;
            }
            let args = m.op(t).operands().to_vec();
            let params = m.block(dest).args().to_vec();
            if args.len() != params.len() {
                continue;
            }
            for (p, a) in params.into_iter().zip(args) {
                m.replace_all_uses(p, a);
            }
            m.erase_op(t);
            m.splice_block(dest, b);
            m.erase_block(dest);
            merged = true;
            break;
        }
        if !merged {
            return changed;
        }
        changed = true;
    }
}

fn erase_unreachable(m: &mut Module, r: Region) -> bool {
    let tree = DomTree::build(m, r);
    let dead: Vec<Block> = m
        .region(r)
        .blocks()
        .iter()
        .skip(1)
        .copied()
        .filter(|&b| !tree.is_reachable(b))
        .collect();
    for &b in &dead {
        m.erase_block(b);
    }
    !dead.is_empty()
}

/// The successor operands of `term` for successor `i` as an operand range.
fn successor_range(
    ctx: &Context,
    m: &Module,
    term: Op,
    i: usize,
) -> Option<std::ops::Range<usize>> {
    let n = m.op(term).operands().len();
    match m.op(term).kind? {
        OpKind::CfBr => (i == 0).then_some(0..n),
        OpKind::CfCondBr => {
            let seg = crate::affine::ops::segments(ctx, m, term)?;
            if seg.len() != 3 {
                return None;
            }
            match i {
                0 => Some(seg[0]..seg[0] + seg[1]),
                1 => Some(seg[0] + seg[1]..n),
                _ => None,
            }
        }
        _ => None,
    }
}

fn fold_branches(ctx: &mut Context, m: &mut Module, r: Region) -> bool {
    let mut changed = false;
    for b in m.region(r).blocks().to_vec() {
        let Some(t) = m.last_op(b) else { continue };
        if m.op(t).kind != Some(OpKind::CfCondBr) || m.op(t).successors.len() != 2 {
            continue;
        }
        let (Some(tr), Some(fr)) = (successor_range(ctx, m, t, 0), successor_range(ctx, m, t, 1))
        else {
            continue;
        };
        let ops = m.op(t).operands().to_vec();
        let succ = m.op(t).successors.clone();
        let cond = ops.first().and_then(|&c| const_int(ctx, m, c));
        let same = succ[0] == succ[1] && ops[tr.clone()] == ops[fr.clone()];
        let pick = match cond {
            Some(v) if v != 0 => 0,
            Some(_) => 1,
            None if same => 0,
            None => continue,
        };
        let (dest, args): (Block, Vec<Value>) = if pick == 0 {
            (succ[0], ops[tr].to_vec())
        } else {
            (succ[1], ops[fr].to_vec())
        };
        let br = OpBuilder::before(m, t).create(ctx, m, OpKind::CfBr, args, vec![], vec![], 0);
        m.op_mut(br).successors = vec![dest];
        m.erase_op(t);
        changed = true;
    }
    changed
}

fn drop_dead_args(ctx: &mut Context, m: &mut Module, r: Region) -> bool {
    let blocks = m.region(r).blocks().to_vec();
    let mut changed = false;
    for (bi, &b) in blocks.iter().enumerate() {
        if bi == 0 {
            continue;
        }
        // Predecessor edges: (terminator, successor index).
        let mut edges = Vec::new();
        let mut ok = true;
        for &p in &blocks {
            let Some(t) = m.last_op(p) else { continue };
            for (si, &s) in m.op(t).successors.iter().enumerate() {
                if s == b {
                    if successor_range(ctx, m, t, si).is_none() {
                        ok = false;
                    }
                    edges.push((t, si));
                }
            }
        }
        if !ok {
            continue;
        }
        let nargs = m.block(b).args().len();
        for ai in (0..nargs).rev() {
            let arg = m.block(b).args()[ai];
            if !m.use_empty(arg) {
                continue;
            }
            for &(t, si) in &edges {
                remove_successor_operand(ctx, m, t, si, ai);
            }
            m.erase_block_arg(b, ai);
            changed = true;
        }
    }
    changed
}

fn remove_successor_operand(ctx: &mut Context, m: &mut Module, t: Op, si: usize, ai: usize) {
    let Some(range) = successor_range(ctx, m, t, si) else {
        return;
    };
    let mut ops = m.op(t).operands().to_vec();
    let pos = range.start + ai;
    if pos >= range.end {
        return;
    }
    ops.remove(pos);
    m.set_operands(t, ops);
    if m.op(t).kind == Some(OpKind::CfCondBr) {
        if let Some(mut seg) = crate::affine::ops::attr(ctx, m, t, "operandSegmentSizes")
            .and_then(|a| crate::affine::ops::ints_of(ctx, a))
        {
            if let Some(x) = seg.get_mut(1 + si) {
                *x -= 1;
            }
            let sizes: Vec<usize> = seg.iter().map(|&v| v.max(0) as usize).collect();
            let a = segment_attr(ctx, &sizes);
            set_prop(ctx, m, t, "operandSegmentSizes", a);
        }
    }
}
