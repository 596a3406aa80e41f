//! Per-op verification rules of the `builtin` dialect.
//!
//! `builtin.module`: one graph region of at most one block, no region arguments, no
//! terminator, optional `sym_name` (the symbol-table checks run in `crate::verify`).
//! `builtin.unrealized_conversion_cast`: any operands and results.

use crate::dialect::BuiltinOp;
use crate::verify::check::{Check, OpCheck};
use crate::verify::constraints::{regions, successors};
use crate::verify::symbols;

/// Verifies one `builtin` op.
pub fn verify(c: &OpCheck, kind: BuiltinOp) -> Check {
    match kind {
        BuiltinOp::BuiltinModule => {
            regions(c, 1)?;
            if !c.results().is_empty() {
                return Err(c.err("requires zero results"));
            }
            if !c.operands().is_empty() {
                return Err(c.err("requires zero operands"));
            }
            if c.has_attr("sym_name") && c.str_attr("sym_name").is_none() {
                return Err(
                    c.err("attribute 'sym_name' failed to satisfy constraint: string attribute")
                );
            }
            symbols::verify_visibility(c)
        }
        BuiltinOp::UnrealizedConversionCast => {
            regions(c, 0)?;
            successors(c, 0)
        }
    }
}
