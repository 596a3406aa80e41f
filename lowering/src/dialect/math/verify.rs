//! Per-op verification rules of the `math` dialect: every op is elementwise over one
//! floating-point-like type (`math.absi` over a signless-integer-like type), with as many
//! operands as the function takes and one result of the same type. The classification
//! ops (`isnan`, `isinf`, `isfinite`, `isnormal`) take one floating-point-like operand and
//! give `i1` of its shape.

use super::Form;
use crate::dialect::arith::verify::i1_same_shape;
use crate::dialect::MathOp;
use crate::verify::check::{Check, OpCheck};
use crate::verify::constraints::{self as cs, shape, Count, TypeConstraint};

/// Verifies one `math` op.
pub fn verify(c: &OpCheck, kind: MathOp) -> Check {
    let form = super::form(kind);
    if form == Form::Classification {
        shape(c, Count::Exact(1), Count::Exact(1), 0, 0)?;
        cs::all_operands(c, cs::FLOAT_LIKE)?;
        cs::all_results(c, cs::BOOL_LIKE)?;
        if let (Some(a), Some(r)) = (c.operand_ty(0), c.result_ty(0)) {
            if !i1_same_shape(c.ctx, a, r) {
                return Err(c.err(
                    "failed to verify that result type has i1 element type and same shape as operands",
                ));
            }
        }
        return Ok(());
    }
    if form == Form::FPowI {
        // A floating-point-like base, a signless-integer-like exponent of its shape, and
        // a result of the base's type (upstream's order: the constraints, the shapes, then
        // the types).
        shape(c, Count::Exact(2), Count::Exact(1), 0, 0)?;
        cs::operand_types(c, 0, 1, cs::FLOAT_LIKE)?;
        cs::operand_types(c, 1, 1, cs::SIGNLESS_INT_LIKE)?;
        cs::all_results(c, cs::FLOAT_LIKE)?;
        cs::same_operands_and_result_shape(c)?;
        if c.operand_ty(0) != c.result_ty(0) {
            return Err(c.err("failed to verify that all of {lhs, result} have same type"));
        }
        return Ok(());
    }
    let (n, tc): (usize, TypeConstraint) = match form {
        Form::Elementwise { n, int: true, .. } => (n, cs::SIGNLESS_INT_LIKE),
        Form::Elementwise { n, int: false, .. } => (n, cs::FLOAT_LIKE),
        Form::ClampF => (3, cs::FLOAT_LIKE),
        Form::SinCos => {
            shape(c, Count::Exact(1), Count::Exact(2), 0, 0)?;
            cs::all_operands(c, cs::FLOAT_LIKE)?;
            cs::all_results(c, cs::FLOAT_LIKE)?;
            return cs::same_operands_and_result_type(c);
        }
        Form::Classification | Form::FPowI => return Ok(()),
    };
    shape(c, Count::Exact(n), Count::Exact(1), 0, 0)?;
    cs::all_operands(c, tc)?;
    cs::all_results(c, tc)?;
    cs::same_operands_and_result_type(c)
}
