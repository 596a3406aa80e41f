//! The structural traits of registered ops, as upstream's ODS declares them.
//!
//! Only what the generic verifier needs: which ops terminate blocks, which regions need no
//! terminator, which ops are isolated from above, symbol tables, affine scopes, graph
//! regions, single-block regions with an implicit terminator, and `HasParent` constraints.
//! Unregistered ops have none of these traits; upstream treats them as "might have" any
//! trait, which the callers handle (an unregistered op may terminate a block, its
//! single-block regions need no terminator and its regions may be graph regions).

use crate::dialect::OpKind;

/// Whether `kind` has the `IsTerminator` trait.
pub fn is_terminator(kind: OpKind) -> bool {
    use OpKind::*;
    matches!(
        kind,
        FuncReturn
            | CfBr
            | CfCondBr
            | CfSwitch
            | AffineYield
            | ScfYield
            | ScfCondition
            | ScfReduce
            | ScfReduceReturn
            | GpuReturn
            | GpuTerminator
            | GpuYield
            | LinalgYield
    )
}

/// Whether the verifier's checks of `kind` read the ops that define its operands,
/// transitively: the affine ops, whose dimension and symbol operands are valid according
/// to how they are defined (upstream's `isValidDim`/`isValidSymbol`). Incremental
/// verification checks such an op again when an op upstream of it changed.
pub fn checks_operand_definitions(kind: OpKind) -> bool {
    kind.dialect_id() == crate::dialect::Dialect::Affine
}

/// Whether the regions of `kind` need no terminator (`NoTerminator`).
pub fn no_terminator(kind: OpKind) -> bool {
    matches!(kind, OpKind::BuiltinModule | OpKind::GpuModule)
}

/// Whether `kind` is `IsolatedFromAbove`.
pub fn isolated_from_above(kind: OpKind) -> bool {
    matches!(
        kind,
        OpKind::FuncFunc | OpKind::BuiltinModule | OpKind::GpuModule | OpKind::GpuFunc
    )
}

/// Whether `kind` is a `SymbolTable`.
pub fn symbol_table(kind: OpKind) -> bool {
    matches!(kind, OpKind::BuiltinModule | OpKind::GpuModule)
}

/// Whether `kind` has the `AffineScope` trait: its region's top-level values are valid
/// affine symbols.
pub fn affine_scope(kind: OpKind) -> bool {
    matches!(
        kind,
        OpKind::FuncFunc | OpKind::BuiltinModule | OpKind::GpuFunc | OpKind::GpuLaunch
    )
}

/// Whether the regions of `kind` are graph regions (`RegionKind::Graph`).
pub fn graph_regions(kind: OpKind) -> bool {
    matches!(kind, OpKind::BuiltinModule | OpKind::GpuModule)
}

/// The terminator implied by `SingleBlockImplicitTerminator<T>`, if `kind` has the trait.
pub fn implicit_terminator(kind: OpKind) -> Option<OpKind> {
    use OpKind::*;
    match kind {
        AffineFor | AffineIf | AffineParallel => Some(AffineYield),
        ScfFor | ScfIf => Some(ScfYield),
        _ => None,
    }
}

/// Whether every region of `kind` holds at most one block (`SingleBlock`).
pub fn single_block(kind: OpKind) -> bool {
    implicit_terminator(kind).is_some() || no_terminator(kind) || kind == OpKind::ScfParallel
}

/// Whether the op's own verifier checks the terminators of its regions (so the generic
/// "block with no terminator" checks must not report them again): ops with an implicit
/// terminator, `scf.parallel` (must end in `scf.reduce`) and `scf.while`.
pub fn checks_own_terminators(kind: OpKind) -> bool {
    implicit_terminator(kind).is_some() || matches!(kind, OpKind::ScfParallel | OpKind::ScfWhile)
}

/// Whether `kind` has `NoRegionArguments`.
pub fn no_region_arguments(kind: OpKind) -> bool {
    matches!(
        kind,
        OpKind::AffineIf | OpKind::ScfIf | OpKind::BuiltinModule | OpKind::GpuModule
    )
}

/// The `HasParent`/`ParentOneOf` constraint of `kind`: the allowed parents and the message
/// tail upstream prints after `expects parent op `.
pub fn parent_constraint(kind: OpKind) -> Option<(&'static [OpKind], &'static str)> {
    use OpKind::*;
    Some(match kind {
        FuncReturn => (&[FuncFunc], "'func.func'"),
        ScfYield => (
            &[ScfFor, ScfIf, ScfWhile],
            "to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'",
        ),
        ScfCondition => (&[ScfWhile], "'scf.while'"),
        ScfReduce => (&[ScfParallel], "'scf.parallel'"),
        ScfReduceReturn => (&[ScfReduce], "'scf.reduce'"),
        GpuFunc => (&[GpuModule], "'gpu.module'"),
        GpuReturn => (&[GpuFunc], "'gpu.func'"),
        GpuTerminator => (&[GpuLaunch], "'gpu.launch'"),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trait_table_is_consistent() {
        for &k in OpKind::ALL {
            if let Some(t) = implicit_terminator(k) {
                assert!(is_terminator(t), "{:?}", k);
                assert!(single_block(k));
            }
            if symbol_table(k) {
                assert!(isolated_from_above(k) && no_terminator(k));
            }
        }
    }
}
