//! Structural checks shared by all ops: region shapes, terminators, successors, parents,
//! isolation from above — upstream's `OperationVerifier` and the generic op traits.

use super::check::{Check, OpCheck};
use crate::diag::Diagnostic;
use crate::dialect::OpKind;
use crate::ir::{Block, Op, Region, ValueDef};

/// Upstream's `mayBeValidWithoutTerminator`: a block may lack a terminator when it is the only
/// block of a region whose op is unregistered or has `NoTerminator`.
pub fn may_be_valid_without_terminator(c: &OpCheck, r: Region) -> bool {
    if c.m.region(r).blocks().len() != 1 {
        return false;
    }
    match c.kind {
        None => true,
        Some(k) => k.no_terminator(),
    }
}

/// Whether `op` might be a terminator: registered terminators and unregistered ops.
pub fn might_be_terminator(c: &OpCheck, op: Op) -> bool {
    match c.kind_of(op) {
        None => true,
        Some(k) => k.is_terminator(),
    }
}

/// Whether the generic "block with no terminator" checks apply to the regions of the op in
/// `c`: ops whose own verifier checks their terminators (single-block implicit terminators,
/// `scf.while`) report those errors themselves, as upstream's trait verifiers run first.
fn op_checks_own_terminators(c: &OpCheck) -> bool {
    c.kind.is_some_and(|k| k.verifies_terminators())
}

/// Checks of the op's regions made before its nested ops are verified (upstream's
/// `verifyOnEntrance` for the op and its blocks): graph regions hold at most one block, entry
/// blocks have no predecessors, blocks are not empty where a terminator is required, and only
/// the last op of a block has successors.
pub fn verify_regions_entrance(c: &OpCheck, out: &mut Vec<Diagnostic>) {
    let own = op_checks_own_terminators(c);
    for (i, &r) in c.regions().iter().enumerate() {
        let blocks = c.m.region(r).blocks();
        if let Some(k) = c.kind {
            if k.has_graph_region() && blocks.len() > 1 {
                out.push(c.err(format!("expects graph region #{i} to have 0 or 1 blocks")));
            }
        }
        let Some(&entry) = blocks.first() else {
            continue;
        };
        if has_predecessors(c, entry) {
            out.push(c.plain_err("entry block of region may not have predecessors"));
        }
        for &b in blocks {
            let Some(last) = c.m.last_op(b) else {
                if !own && !may_be_valid_without_terminator(c, r) {
                    out.push(c.plain_err("empty block: expect at least a terminator"));
                }
                continue;
            };
            for o in c.m.block_ops(b) {
                if o != last && !c.m.op(o).successors.is_empty() {
                    out.push(c.other(o).plain_err(
                        "operation with block successors must terminate its parent block",
                    ));
                }
            }
        }
    }
}

/// Checks of the op's blocks made after their ops are verified (upstream's
/// `verifyOnExit(Block)`): successors stay in the region, and blocks end in a terminator
/// unless the region may go without one.
/// Only the blocks in `blocks` are checked (those whose ops verified).
pub fn verify_blocks_exit(
    c: &OpCheck,
    blocks: &std::collections::HashSet<Block>,
    out: &mut Vec<Diagnostic>,
) {
    verify_blocks_exit_in(c, &|b| blocks.contains(&b), out)
}

/// [`verify_blocks_exit`] with the blocks to check given by a predicate.
pub fn verify_blocks_exit_in(
    c: &OpCheck,
    checked: &dyn Fn(Block) -> bool,
    out: &mut Vec<Diagnostic>,
) {
    let own = op_checks_own_terminators(c);
    for &r in c.regions() {
        for &b in c.m.region(r).blocks() {
            if !checked(b) {
                continue;
            }
            let Some(last) = c.m.last_op(b) else { continue };
            let lc = c.other(last);
            if lc
                .data
                .successors
                .iter()
                .any(|s| c.m.block(*s).parent() != Some(r))
            {
                out.push(lc.err("branching to block of a different region"));
            }
            if own || may_be_valid_without_terminator(c, r) {
                continue;
            }
            if !might_be_terminator(c, last) {
                out.push(lc.plain_err(format!(
                    "block with no terminator, has {}",
                    crate::printer::print_op_for_diagnostic(c.ctx, c.m, last)
                )));
            }
        }
    }
}

fn has_predecessors(c: &OpCheck, b: Block) -> bool {
    let Some(r) = c.m.block(b).parent() else {
        return false;
    };
    c.m.region(r).blocks().iter().any(|&pb| {
        c.m.last_op(pb)
            .is_some_and(|t| c.m.op(t).successors.contains(&b))
    })
}

/// `IsTerminator`: a terminator must be the last op of its block.
pub fn verify_terminator_position(c: &OpCheck) -> Check {
    let Some(b) = c.data.parent() else {
        return Ok(());
    };
    if c.m.last_op(b) != Some(c.op) {
        return Err(c.err("must be the last operation in the parent block"));
    }
    Ok(())
}

/// `HasParent` / `ParentOneOf`.
pub fn verify_parent(c: &OpCheck, allowed: &[OpKind], tail: &str) -> Check {
    let ok = c
        .parent_op()
        .and_then(|p| c.kind_of(p))
        .is_some_and(|k| allowed.contains(&k));
    if ok {
        Ok(())
    } else {
        Err(c.err(format!("expects parent op {tail}")))
    }
}

/// `SingleBlock`: each region holds at most one block, which is not empty unless the op has
/// `NoTerminator`.
pub fn verify_single_block(c: &OpCheck, needs_terminator: bool) -> Check {
    for i in 0..c.regions().len() {
        let blocks = c.region_blocks(i);
        if blocks.is_empty() {
            continue;
        }
        if blocks.len() != 1 {
            return Err(c.err(format!("expects region #{i} to have 0 or 1 blocks")));
        }
        if needs_terminator && c.m.last_op(blocks[0]).is_none() {
            return Err(c.err("expects a non-empty block"));
        }
    }
    Ok(())
}

/// `SingleBlockImplicitTerminator<T>` (a region trait: checked after the nested ops).
pub fn verify_implicit_terminator(c: &OpCheck, term: OpKind) -> Check {
    for i in 0..c.regions().len() {
        let Some(&b) = c.region_blocks(i).first() else {
            continue;
        };
        let Some(last) = c.m.last_op(b) else { continue };
        if c.kind_of(last) != Some(term) {
            let d = c.err(format!(
                "expects regions to end with '{}', found '{}'",
                term.name(),
                c.name_of(last)
            ));
            return Err(c.note_here(
                d,
                format!(
                    "in custom textual format, the absence of terminator implies '{}'",
                    term.name()
                ),
            ));
        }
    }
    Ok(())
}

/// `NoRegionArguments`.
pub fn verify_no_region_arguments(c: &OpCheck) -> Check {
    let n = c.regions().len();
    for i in 0..n {
        if !c.entry_args(i).is_empty() {
            if n > 1 {
                return Err(c.err(format!("region #{i} should have no arguments")));
            }
            return Err(c.err("region should have no arguments"));
        }
    }
    Ok(())
}

/// The nearest `IsolatedFromAbove` op strictly enclosing `op`.
pub fn nearest_isolated_ancestor(c: &OpCheck, op: Op) -> Option<Op> {
    let mut cur = c.m.parent_op(op);
    while let Some(p) = cur {
        if c.kind_of(p).is_some_and(|k| k.is_isolated_from_above()) {
            return Some(p);
        }
        cur = c.m.parent_op(p);
    }
    None
}

/// Whether the value's definition lies inside one of `ancestor`'s regions.
pub fn value_defined_inside(c: &OpCheck, v: crate::ir::Value, ancestor: Op) -> bool {
    let block = match c.m.value(v).def {
        ValueDef::BlockArg { block, .. } => Some(block),
        ValueDef::OpResult { op, .. } => c.m.op(op).parent(),
    };
    let mut cur = block.and_then(|b| c.m.block_parent_op(b));
    while let Some(p) = cur {
        if p == ancestor {
            return true;
        }
        cur = c.m.parent_op(p);
    }
    false
}

/// `IsolatedFromAbove`, checked from the user's side: every operand of `c`'s op must be
/// defined inside the nearest isolated ancestor. Returns the operands that are not (so that
/// dominance does not report them twice) and the diagnostic.
pub fn verify_isolation(c: &OpCheck) -> Option<(Vec<usize>, Diagnostic)> {
    let iso = nearest_isolated_ancestor(c, c.op)?;
    verify_isolation_in(c, iso, &|_| false)
}

/// [`verify_isolation`] with the nearest isolated ancestor `iso` already known, and a fast
/// test `known_inside` that may answer `true` for values known to be defined inside `iso`
/// (anything else is checked by walking up from the definition).
pub fn verify_isolation_in(
    c: &OpCheck,
    iso: Op,
    known_inside: &dyn Fn(crate::ir::Value) -> bool,
) -> Option<(Vec<usize>, Diagnostic)> {
    // A value of the op's own block is inside every ancestor of the op (the common case,
    // answered without walking up).
    let own_block = c.data.parent();
    let in_own_block = |v: crate::ir::Value| {
        let b = match c.m.value(v).def {
            ValueDef::BlockArg { block, .. } => Some(block),
            ValueDef::OpResult { op, .. } => c.m.op(op).parent(),
        };
        b.is_some() && b == own_block
    };
    let outside = |v: crate::ir::Value| {
        !in_own_block(v) && !known_inside(v) && !value_defined_inside(c, v, iso)
    };
    if !c.operands().iter().any(|v| outside(*v)) {
        return None;
    }
    let bad: Vec<usize> = c
        .operands()
        .iter()
        .enumerate()
        .filter(|(_, v)| outside(**v))
        .map(|(i, _)| i)
        .collect();
    let d = c.err("using value defined outside the region");
    Some((
        bad,
        c.note_at(d, iso, "required by region isolation constraints"),
    ))
}
