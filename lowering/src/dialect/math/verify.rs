//! Per-op verification rules of the `math` dialect: every op is elementwise over one
//! floating-point-like type (`math.absi` over a signless-integer-like type), with as many
//! operands as the function takes and one result of the same type.

use crate::dialect::OpKind;
use crate::verify::check::{Check, OpCheck};
use crate::verify::constraints::{self as cs, shape, Count, TypeConstraint};

/// Verifies one `math` op.
pub fn verify(c: &OpCheck, kind: OpKind) -> Check {
    use OpKind::*;
    let (n, tc): (usize, TypeConstraint) = match kind {
        MathAtan2 | MathPowF | MathCopySign => (2, cs::FLOAT_LIKE),
        MathFma => (3, cs::FLOAT_LIKE),
        MathAbsI => (1, cs::SIGNLESS_INT_LIKE),
        _ => (1, cs::FLOAT_LIKE),
    };
    shape(c, Count::Exact(n), Count::Exact(1), 0, 0)?;
    cs::all_operands(c, tc)?;
    cs::all_results(c, tc)?;
    cs::same_operands_and_result_type(c)
}
