//! The structural traits the verifier reads that the op table does not declare.
//!
//! The traits of registered ops (IsTerminator, IsolatedFromAbove, SymbolTable, ...) are
//! declared once, in the op table (`dialect/ops.rs`), and read through [`OpKind`]'s
//! methods. Unregistered ops have none of them; upstream treats them as "might have" any
//! trait, which the callers handle (an unregistered op may terminate a block, its
//! single-block regions need no terminator and its regions may be graph regions).

use crate::dialect::OpKind;

/// Whether the verifier's checks of `kind` read the ops that define its operands,
/// transitively: the affine ops, whose dimension and symbol operands are valid according
/// to how they are defined (upstream's `isValidDim`/`isValidSymbol`). Incremental
/// verification checks such an op again when an op upstream of it changed.
pub fn checks_operand_definitions(kind: OpKind) -> bool {
    kind.dialect_id() == crate::dialect::Dialect::Affine
}
