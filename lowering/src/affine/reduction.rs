//! Recognition of reductions carried by affine loops.
//!
//! Three forms are recognised:
//!
//! - **iter_args** of `affine.for` (upstream's `getSupportedReductions`): the region
//!   argument has exactly one use, a *combiner* `op(arg, x)` or `op(x, arg)` of a supported
//!   kind in the loop body, whose result is used only by the `affine.yield`, at the same
//!   position;
//! - the declared `reductions` of `affine.parallel`;
//! - **load–op–store** on a loop-invariant location: in one block of the loop, a load of
//!   `M[idx]` whose only use is a combiner whose only use is a store of its result to
//!   `M[idx]`, where both accesses use the same map and operands (after composing
//!   `affine.apply` chains) or the same index values, every index is defined outside the
//!   loop, and no other access in the loop touches `M` or a memref that may alias it.
//!
//! Supported kinds are those of `arith::AtomicRMWKind` that upstream recognises:
//! `addf`, `mulf`, `addi`, `muli`, `andi`, `ori`, `maximumf`, `minimumf`, `maxnumf`,
//! `minnumf`, `maxsi`, `minsi`, `maxui`, `minui`.

use super::access::{self, Access, AliasPolicy, Indices};
use super::compose::fully_compose_map_and_operands;
use super::ops;
use crate::dialect::arith::atomic_kind::AtomicRmwKind;
use crate::dialect::OpKind;
use crate::ir::{Context, Module, Op, TypeKind, Value};

/// The combining operation of a reduction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReductionKind {
    /// `arith.addf`
    AddF,
    /// `arith.mulf`
    MulF,
    /// `arith.addi`
    AddI,
    /// `arith.muli`
    MulI,
    /// `arith.andi`
    AndI,
    /// `arith.ori`
    OrI,
    /// `arith.maximumf`
    MaximumF,
    /// `arith.minimumf`
    MinimumF,
    /// `arith.maxnumf`
    MaxNumF,
    /// `arith.minnumf`
    MinNumF,
    /// `arith.maxsi`
    MaxSI,
    /// `arith.minsi`
    MinSI,
    /// `arith.maxui`
    MaxUI,
    /// `arith.minui`
    MinUI,
}

impl ReductionKind {
    /// Every kind.
    const ALL: [ReductionKind; 14] = {
        use ReductionKind::*;
        [
            AddF, MulF, AddI, MulI, AndI, OrI, MaximumF, MinimumF, MaxNumF, MinNumF, MaxSI, MinSI,
            MaxUI, MinUI,
        ]
    };
    /// The reduction kind of a combiner op.
    pub fn of_op(k: OpKind) -> Option<Self> {
        Self::ALL.iter().copied().find(|r| r.op_kind() == k)
    }
    /// The kind of an `arith::AtomicRMWKind` value (as stored by `affine.parallel`).
    pub fn from_atomic_rmw(v: i64) -> Option<Self> {
        let a = AtomicRmwKind::from_value(v)?;
        Self::ALL.iter().copied().find(|r| r.rmw() == a)
    }
    /// The `arith::AtomicRMWKind`.
    fn rmw(self) -> AtomicRmwKind {
        use AtomicRmwKind as A;
        use ReductionKind::*;
        match self {
            AddF => A::AddF,
            MulF => A::MulF,
            AddI => A::AddI,
            MulI => A::MulI,
            AndI => A::AndI,
            OrI => A::OrI,
            MaximumF => A::MaximumF,
            MinimumF => A::MinimumF,
            MaxNumF => A::MaxNumF,
            MinNumF => A::MinNumF,
            MaxSI => A::MaxS,
            MinSI => A::MinS,
            MaxUI => A::MaxU,
            MinUI => A::MinU,
        }
    }
    /// The `arith::AtomicRMWKind` value.
    pub fn atomic_rmw(self) -> i64 {
        self.rmw().value()
    }
    /// The `arith::AtomicRMWKind` spelling (`addf`, `maxs`, ...).
    pub fn name(self) -> &'static str {
        self.rmw().name()
    }
    /// The combiner op.
    pub fn op_kind(self) -> OpKind {
        use ReductionKind::*;
        match self {
            AddF => OpKind::ArithAddF,
            MulF => OpKind::ArithMulF,
            AddI => OpKind::ArithAddI,
            MulI => OpKind::ArithMulI,
            AndI => OpKind::ArithAndI,
            OrI => OpKind::ArithOrI,
            MaximumF => OpKind::ArithMaximumF,
            MinimumF => OpKind::ArithMinimumF,
            MaxNumF => OpKind::ArithMaxNumF,
            MinNumF => OpKind::ArithMinNumF,
            MaxSI => OpKind::ArithMaxSI,
            MinSI => OpKind::ArithMinSI,
            MaxUI => OpKind::ArithMaxUI,
            MinUI => OpKind::ArithMinUI,
        }
    }
}

/// Where a reduction lives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReductionSource {
    /// Iteration argument `index` of an `affine.for`, combined by `combiner`.
    IterArg {
        /// Position among the iter_args.
        index: usize,
        /// The combining op.
        combiner: Op,
    },
    /// Result `index` of an `affine.parallel` with a declared reduction.
    ParallelResult {
        /// Position among the results.
        index: usize,
    },
    /// A load–combine–store of one loop-invariant memref element.
    Memref {
        /// The load.
        load: Op,
        /// The combining op.
        combiner: Op,
        /// The store.
        store: Op,
    },
}

/// A recognised reduction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reduction {
    /// The combining operation.
    pub kind: ReductionKind,
    /// Where it lives.
    pub source: ReductionSource,
}

/// `(kind, combiner, other operand)` if `v`'s only use is a supported binary combiner.
fn sole_combiner(m: &Module, v: Value) -> Option<(ReductionKind, Op, Value)> {
    let uses = m.uses(v);
    let [u] = uses else { return None };
    let kind = ReductionKind::of_op(m.op(u.op).kind?)?;
    let operands = m.op(u.op).operands();
    if operands.len() != 2 || m.op(u.op).results().len() != 1 {
        return None;
    }
    let other = if operands[0] == v {
        operands[1]
    } else {
        operands[0]
    };
    (other != v).then_some((kind, u.op, other))
}

/// The iter_args reductions of an `affine.for`, and the positions of iter_args that are
/// carried without a recognised reduction.
pub fn iter_arg_reductions(ctx: &Context, m: &Module, for_op: Op) -> (Vec<Reduction>, Vec<usize>) {
    let Some(fb) = ops::for_bounds(ctx, m, for_op) else {
        return (Vec::new(), Vec::new());
    };
    let body = m.entry_block(for_op, 0);
    let yield_op = body.and_then(|b| m.last_op(b));
    let mut found = Vec::new();
    let mut carried = Vec::new();
    for (i, &arg) in fb.iter_args.iter().enumerate() {
        let ok = sole_combiner(m, arg).and_then(|(kind, comb, _)| {
            let r = *m.op(comb).results().first()?;
            let [u] = m.uses(r) else { return None };
            let y = yield_op?;
            let in_body = m.op(comb).parent() == body;
            // `affine.parallel` reduces integers and floats, not `index` (its verifier,
            // as upstream's, rejects an `index` result): such a counter stays carried.
            let typed = !matches!(ctx.type_kind(m.value_type(r)), TypeKind::Index);
            (in_body
                && typed
                && u.op == y
                && u.operand as usize == i
                && ops::kind(m, y) == Some(OpKind::AffineYield))
            .then_some(Reduction {
                kind,
                source: ReductionSource::IterArg {
                    index: i,
                    combiner: comb,
                },
            })
        });
        match ok {
            Some(r) => found.push(r),
            None => carried.push(i),
        }
    }
    (found, carried)
}

/// The declared reductions of an `affine.parallel`; `None` if one is not a known kind.
pub fn parallel_reductions(ctx: &mut Context, m: &Module, par: Op) -> Option<Vec<Reduction>> {
    let pb = ops::parallel_bounds(ctx, m, par)?;
    pb.reductions
        .iter()
        .enumerate()
        .map(|(i, &k)| {
            Some(Reduction {
                kind: ReductionKind::from_atomic_rmw(k)?,
                source: ReductionSource::ParallelResult { index: i },
            })
        })
        .collect()
}

/// The canonical (composed) index description of an access, if every index is defined
/// outside `loop_op`.
fn invariant_indices(ctx: &mut Context, m: &Module, loop_op: Op, a: &Access) -> Option<Indices> {
    let inside = |v: Value| {
        m.value_block(v)
            .and_then(|b| m.block_parent_op(b))
            .is_some_and(|p| m.is_ancestor(loop_op, p))
    };
    let idx = match &a.indices {
        Indices::Map(map, operands) => {
            let (map, operands) = fully_compose_map_and_operands(ctx, m, *map, operands);
            Indices::Map(map, operands)
        }
        Indices::Values(v) => Indices::Values(v.clone()),
        Indices::Any => return None,
    };
    let operands = match &idx {
        Indices::Map(_, o) | Indices::Values(o) => o,
        Indices::Any => return None,
    };
    operands.iter().all(|&v| !inside(v)).then_some(idx)
}

/// The load–op–store reductions on loop-invariant locations among `accesses` (all the
/// accesses under `loop_op`).
pub fn memref_reductions(
    ctx: &mut Context,
    m: &Module,
    loop_op: Op,
    accesses: &[Access],
    policy: AliasPolicy,
) -> Vec<Reduction> {
    let mut out = Vec::new();
    for st in accesses.iter().filter(|a| a.write && a.vector.is_empty()) {
        if !matches!(
            ops::kind(m, st.op),
            Some(OpKind::AffineStore | OpKind::MemRefStore)
        ) {
            continue;
        }
        let Some(&stored) = m.op(st.op).operands().first() else {
            continue;
        };
        let Some(comb) = m.defining_op(stored) else {
            continue;
        };
        let Some(kind) = m.op(comb).kind.and_then(ReductionKind::of_op) else {
            continue;
        };
        if m.uses(stored).len() != 1 || m.op(comb).operands().len() != 2 {
            continue;
        }
        // One combiner operand is a load of the same element whose only use is the combiner.
        let ld = m.op(comb).operands().iter().find_map(|&o| {
            let lop = m.defining_op(o)?;
            let la = accesses.iter().find(|a| a.op == lop && !a.write)?;
            (m.uses(o).len() == 1 && m.op(comb).operands().iter().filter(|&&x| x == o).count() == 1)
                .then_some(la)
        });
        let Some(ld) = ld else { continue };
        if !matches!(
            ops::kind(m, ld.op),
            Some(OpKind::AffineLoad | OpKind::MemRefLoad)
        ) || !ld.vector.is_empty()
        {
            continue;
        }
        let base = access::index_base(m, st.memref);
        if access::index_base(m, ld.memref) != base {
            continue;
        }
        // Same block, load first.
        let block = m.op(st.op).parent();
        if block.is_none() || m.op(ld.op).parent() != block || !precedes(m, ld.op, st.op) {
            continue;
        }
        let (Some(i1), Some(i2)) = (
            invariant_indices(ctx, m, loop_op, ld),
            invariant_indices(ctx, m, loop_op, st),
        ) else {
            continue;
        };
        if i1 != i2 {
            continue;
        }
        // No other access to anything that may be this memory.
        let r = access::root(ctx, m, st.memref);
        let alone = accesses.iter().all(|a| {
            a.op == st.op
                || a.op == ld.op
                || (access::index_base(m, a.memref) != base
                    && !access::may_alias(ctx, m, access::root(ctx, m, a.memref), r, policy))
        });
        if alone {
            out.push(Reduction {
                kind,
                source: ReductionSource::Memref {
                    load: ld.op,
                    combiner: comb,
                    store: st.op,
                },
            });
        }
    }
    out
}

/// Whether `a` comes before `b` in their (common) block.
fn precedes(m: &Module, a: Op, b: Op) -> bool {
    let mut cur = m.next_op(a);
    while let Some(o) = cur {
        if o == b {
            return true;
        }
        cur = m.next_op(o);
    }
    false
}
