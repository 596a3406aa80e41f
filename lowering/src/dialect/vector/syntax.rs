//! Custom assembly forms of the `vector` dialect.

use crate::dialect::OpKind;
use crate::ir::Op;
use crate::parser::{OpParser, OperationState, PResult};
use crate::printer::OpPrinter;

/// Parses the custom form of a `vector` op; the results and the op name are already consumed.
pub fn parse(kind: OpKind, p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let _ = st;
    Err(p.custom_form_not_implemented(kind))
}

/// Prints the custom form of a `vector` op after its name; `false` falls back to the generic
/// form.
pub fn print(kind: OpKind, p: &mut OpPrinter<'_>, op: Op) -> bool {
    let _ = (kind, p, op);
    false
}
