//! Memory effects of ops, as upstream's `MemoryEffectOpInterface` and traits describe them,
//! for dead-code elimination and CSE.
//!
//! Every registered op falls in one [`Effect`] class: `None` (upstream `Pure` /
//! `NoMemoryEffect`: arith, math, index and shape ops, GPU ids), `Alloc` (allocates its own
//! result: `memref.alloc`, `memref.alloca`), `Read` (loads), `Recursive` (structured control
//! flow with `RecursiveMemoryEffects`: its effects are those of the ops it holds) or
//! `Unknown` (writes, frees, calls, barriers, unregistered ops). An op is *trivially dead*
//! (upstream's `wouldOpBeTriviallyDead`) when it is not a terminator, its results are unused,
//! and it and everything nested in it only read or allocate.

use crate::dialect::{Effects, OpKind};
use crate::ir::{Module, Op};

/// The memory-effect class of an op kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Effect {
    /// No memory effects.
    None,
    /// Allocates its result.
    Alloc,
    /// Reads memory.
    Read,
    /// Its effects are those of its nested ops.
    Recursive,
    /// Writes, frees, synchronises, calls, or is not known.
    Unknown,
}

/// The effect class of a registered op kind, from the op table's [`Effects`].
pub fn kind_effect(kind: OpKind) -> Effect {
    match kind.effects() {
        Effects::Pure | Effects::NoMemoryEffect => Effect::None,
        Effects::Alloc => Effect::Alloc,
        Effects::Read => Effect::Read,
        Effects::Recursive => Effect::Recursive,
        Effects::Write | Effects::Free | Effects::Unknown => Effect::Unknown,
    }
}

/// The combined effect class of `op` and everything nested in it (`Unknown` for
/// unregistered ops).
pub fn op_effect(m: &Module, op: Op) -> Effect {
    let Some(kind) = m.op(op).kind else {
        return Effect::Unknown;
    };
    match kind_effect(kind) {
        Effect::Recursive => {
            let mut worst = Effect::None;
            for &r in m.op(op).regions() {
                for &b in m.region(r).blocks() {
                    for o in m.block_ops(b) {
                        worst = worst.max(op_effect(m, o));
                        if worst == Effect::Unknown {
                            return worst;
                        }
                    }
                }
            }
            worst
        }
        e => e,
    }
}

/// Upstream's `isPure`: no memory effects, no regions, and speculatable — integer division
/// and remainder are not (undefined behaviour on a zero divisor or an overflowing signed
/// division: [`Effects::NoMemoryEffect`] in the op table), so they are not pure even though
/// they touch no memory.
pub fn is_pure(m: &Module, op: Op) -> bool {
    let d = m.op(op);
    let Some(kind) = d.kind else {
        return false;
    };
    d.regions().is_empty() && !kind.is_terminator() && kind.effects() == Effects::Pure
}

/// Whether `kind` is a store (`affine.store`, `memref.store`, their vector forms).
pub fn is_store(kind: Option<OpKind>) -> bool {
    matches!(
        kind,
        Some(
            OpKind::AffineStore
                | OpKind::MemRefStore
                | OpKind::AffineVectorStore
                | OpKind::VectorStore
        )
    )
}

/// Whether `op` (with its nested ops) has no memory effects at all (CSE may merge it).
pub fn is_effect_free(m: &Module, op: Op) -> bool {
    op_effect(m, op) == Effect::None
}

/// Upstream's `wouldOpBeTriviallyDead` given unused results: not a terminator, not a symbol
/// holder, and only reads or allocations of its own results (recursively).
pub fn would_be_trivially_dead(m: &Module, op: Op) -> bool {
    let Some(kind) = m.op(op).kind else {
        return false;
    };
    if kind.is_terminator() {
        return false;
    }
    op_effect(m, op) <= Effect::Read
}

/// Whether `op` is trivially dead: its results have no uses and
/// [`would_be_trivially_dead`] holds.
pub fn is_trivially_dead(m: &Module, op: Op) -> bool {
    m.op(op).results().iter().all(|&r| m.use_empty(r)) && would_be_trivially_dead(m, op)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes() {
        assert_eq!(kind_effect(OpKind::ArithAddI), Effect::None);
        assert_eq!(kind_effect(OpKind::AffineLoad), Effect::Read);
        assert_eq!(kind_effect(OpKind::MemRefAlloc), Effect::Alloc);
        assert_eq!(kind_effect(OpKind::AffineStore), Effect::Unknown);
        assert_eq!(kind_effect(OpKind::ScfFor), Effect::Recursive);
        assert!(Effect::Alloc < Effect::Read && Effect::Read < Effect::Unknown);
    }
}
