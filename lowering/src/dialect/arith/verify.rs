//! Per-op verification rules of the `arith` dialect, following upstream's ODS constraints:
//! integer ops on signless-integer-like types, float ops on floating-point-like types,
//! comparisons producing `i1` of the operands' shape, `select`, constants and casts (width
//! rules of `extf`/`truncf`/`extsi`/`extui`/`trunci`, `index_cast` between integers and
//! `index`, equal bit widths for `bitcast`).

use crate::dialect::ArithOp;
use crate::ir::{AttrKind, Context, Signedness, Type, TypeKind};
use crate::verify::check::{Check, OpCheck};
use crate::verify::constraints::{self as cs, shape, Count, TypeConstraint};

/// Verifies one `arith` op.
pub fn verify(c: &OpCheck, kind: ArithOp) -> Check {
    match kind {
        ArithOp::ArithConstant => verify_constant(c),
        ArithOp::ArithAddI
        | ArithOp::ArithSubI
        | ArithOp::ArithMulI
        | ArithOp::ArithDivSI
        | ArithOp::ArithDivUI
        | ArithOp::ArithCeilDivSI
        | ArithOp::ArithCeilDivUI
        | ArithOp::ArithFloorDivSI
        | ArithOp::ArithRemSI
        | ArithOp::ArithRemUI
        | ArithOp::ArithMinSI
        | ArithOp::ArithMinUI
        | ArithOp::ArithMaxSI
        | ArithOp::ArithMaxUI
        | ArithOp::ArithAndI
        | ArithOp::ArithOrI
        | ArithOp::ArithXOrI
        | ArithOp::ArithShLI
        | ArithOp::ArithShRSI
        | ArithOp::ArithShRUI => elementwise(c, 2, cs::SIGNLESS_NONZERO_INT_LIKE),
        ArithOp::ArithAddF
        | ArithOp::ArithSubF
        | ArithOp::ArithMulF
        | ArithOp::ArithDivF
        | ArithOp::ArithRemF
        | ArithOp::ArithMinimumF
        | ArithOp::ArithMaximumF
        | ArithOp::ArithMinNumF
        | ArithOp::ArithMaxNumF
        | ArithOp::ArithMaximumNumF
        | ArithOp::ArithMinimumNumF => elementwise(c, 2, cs::FLOAT_LIKE),
        ArithOp::ArithNegF | ArithOp::ArithFlushDenormals => elementwise(c, 1, cs::FLOAT_LIKE),
        ArithOp::ArithAddUIExtended => extended(c, Some("sum")),
        ArithOp::ArithSubUIExtended => extended(c, Some("diff")),
        ArithOp::ArithMulUIExtended | ArithOp::ArithMulSIExtended => extended(c, None),
        ArithOp::ArithCmpI => verify_cmp(c, cs::SIGNLESS_NONZERO_INT_LIKE, 9),
        ArithOp::ArithCmpF => verify_cmp(c, cs::FLOAT_LIKE, 15),
        ArithOp::ArithSelect => verify_select(c),
        ArithOp::ArithIndexCast | ArithOp::ArithIndexCastUI => cast(
            c,
            cs::INT_LIKE_OR_MEMREF_OF_INT,
            cs::INT_LIKE_OR_MEMREF_OF_INT,
            |ctx, a, b| {
                let (a, b) = (memref_or_value_elem(ctx, a), memref_or_value_elem(ctx, b));
                (cs::is_index(ctx, a) && cs::is_signless_int(ctx, b))
                    || (cs::is_signless_int(ctx, a) && cs::is_index(ctx, b))
            },
        ),
        ArithOp::ArithSIToFP | ArithOp::ArithUIToFP => {
            cast(c, cs::SIGNLESS_FIXED_INT_LIKE, cs::FLOAT_LIKE, |_, _, _| {
                true
            })
        }
        ArithOp::ArithFPToSI | ArithOp::ArithFPToUI => {
            cast(c, cs::FLOAT_LIKE, cs::SIGNLESS_FIXED_INT_LIKE, |_, _, _| {
                true
            })
        }
        ArithOp::ArithExtF => cast(c, cs::FLOAT_LIKE, cs::FLOAT_LIKE, |ctx, a, b| {
            width(ctx, b) > width(ctx, a)
        }),
        ArithOp::ArithScalingExtF => scaling(c, true),
        ArithOp::ArithScalingTruncF => scaling(c, false),
        ArithOp::ArithTruncF => cast(c, cs::FLOAT_LIKE, cs::FLOAT_LIKE, |ctx, a, b| {
            width(ctx, b) < width(ctx, a)
        }),
        ArithOp::ArithConvertF => cast(c, cs::FLOAT_LIKE, cs::FLOAT_LIKE, |ctx, a, b| {
            width(ctx, b) == width(ctx, a) && a != b
        }),
        ArithOp::ArithExtSI | ArithOp::ArithExtUI => cast(
            c,
            cs::SIGNLESS_FIXED_INT_LIKE,
            cs::SIGNLESS_FIXED_INT_LIKE,
            |ctx, a, b| width(ctx, b) > width(ctx, a),
        ),
        ArithOp::ArithTruncI => cast(
            c,
            cs::SIGNLESS_FIXED_INT_LIKE,
            cs::SIGNLESS_FIXED_INT_LIKE,
            |ctx, a, b| width(ctx, b) < width(ctx, a),
        ),
        ArithOp::ArithBitcast => cast(
            c,
            cs::INT_OR_FLOAT_LIKE_OR_MEMREF,
            cs::INT_OR_FLOAT_LIKE_OR_MEMREF,
            |ctx, a, b| {
                width(ctx, memref_or_value_elem(ctx, a)) == width(ctx, memref_or_value_elem(ctx, b))
            },
        ),
    }
}

/// The bit width of the (element) type: integers, floats; 0 otherwise.
fn width(ctx: &Context, t: Type) -> u32 {
    match ctx.type_kind(cs::value_elem(ctx, t)) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Float(k) => k.width(),
        _ => 0,
    }
}

/// `scaling_extf` (`widen`) and `scaling_truncf`: float-like operands and result, the
/// elementwise shape rule, and a result wider (narrower) than the input.
fn scaling(c: &OpCheck, widen: bool) -> Check {
    shape(c, Count::Exact(2), Count::Exact(1), 0, 0)?;
    cs::all_operands(c, cs::FLOAT_LIKE)?;
    cs::all_results(c, cs::FLOAT_LIKE)?;
    let (Some(a), Some(s), Some(r)) = (c.operand_ty(0), c.operand_ty(1), c.result_ty(0)) else {
        return Ok(());
    };
    let shape_of = |t: Type| match c.tk(t) {
        TypeKind::Vector {
            shape, scalable, ..
        } => Some((0, shape.clone(), scalable.clone())),
        TypeKind::RankedTensor { shape, .. } => Some((1, shape.clone(), Vec::new())),
        TypeKind::UnrankedTensor { .. } => Some((2, Vec::new(), Vec::new())),
        _ => None,
    };
    let shaped: Vec<_> = [a, s, r].into_iter().filter_map(shape_of).collect();
    if shaped.windows(2).any(|w| w[0] != w[1]) {
        return Err(c.err("all non-scalar operands/results must have the same shape and base type"));
    }
    let (wa, wr) = (width(c.ctx, a), width(c.ctx, r));
    if (widen && wr <= wa) || (!widen && wr >= wa) {
        return Err(c.err(format!(
            "operand types {}, {} and result type {} are cast incompatible",
            c.q(a),
            c.q(s),
            c.q(r)
        )));
    }
    Ok(())
}

fn memref_or_value_elem(ctx: &Context, t: Type) -> Type {
    match ctx.type_kind(t) {
        TypeKind::MemRef { elem, .. } | TypeKind::UnrankedMemRef { elem, .. } => *elem,
        _ => cs::value_elem(ctx, t),
    }
}

/// `n` operands and one result, all of one type satisfying `tc`.
fn elementwise(c: &OpCheck, n: usize, tc: TypeConstraint) -> Check {
    shape(c, Count::Exact(n), Count::Exact(1), 0, 0)?;
    cs::all_operands(c, tc)?;
    cs::all_results(c, tc)?;
    cs::same_operands_and_result_type(c)
}

/// `addui_extended` (`sum, overflow`), `subui_extended` (`diff, borrow`), `mului_extended`
/// and `mulsi_extended` (`low, high`), checked in the order and with the messages of current
/// upstream (iree-opt 3.13): the ODS operand and result constraints, `AllTypesMatch`, then
/// (for the ops with an `i1` result) the `Elementwise` trait's shape rules. `bool_result`
/// names the first result of the ops whose second is an `i1` (`sum`, `diff`).
fn extended(c: &OpCheck, bool_result: Option<&str>) -> Check {
    shape(c, Count::Exact(2), Count::Exact(2), 0, 0)?;
    let int = cs::SIGNLESS_NONZERO_INT_LIKE;
    cs::all_operands(c, int)?;
    let second = if bool_result.is_some() {
        cs::BOOL_LIKE
    } else {
        int
    };
    for (i, tc) in [(0, int), (1, second)] {
        if let Some(t) = c.result_ty(i) {
            if !tc.ok(c.ctx, t) {
                return Err(c.err(format!(
                    "result #{i} must be {}, but got {}",
                    tc.summary,
                    c.q(t)
                )));
            }
        }
    }
    let (Some(a), Some(b), Some(r0), Some(r1)) = (
        c.operand_ty(0),
        c.operand_ty(1),
        c.result_ty(0),
        c.result_ty(1),
    ) else {
        return Ok(());
    };
    match bool_result {
        Some(name) => {
            if a != b || a != r0 {
                return Err(c.err(format!(
                    "failed to verify that all of {{lhs, rhs, {name}}} have same type"
                )));
            }
            cs::elementwise_shapes(c, &[a, b], &[r0, r1])
        }
        None if a != b || a != r0 || a != r1 => {
            Err(c.err("failed to verify that all of {lhs, rhs, low, high} have same type"))
        }
        None => Ok(()),
    }
}

fn cast(
    c: &OpCheck,
    input: TypeConstraint,
    output: TypeConstraint,
    compatible: fn(&Context, Type, Type) -> bool,
) -> Check {
    shape(c, Count::Exact(1), Count::Exact(1), 0, 0)?;
    cs::all_operands(c, input)?;
    cs::all_results(c, output)?;
    cs::same_operands_and_result_shape(c)?;
    let (Some(a), Some(b)) = (c.operand_ty(0), c.result_ty(0)) else {
        return Ok(());
    };
    if let (TypeKind::RankedTensor { shape: sa, .. }, TypeKind::RankedTensor { shape: sb, .. }) =
        (c.tk(a), c.tk(b))
    {
        if sa != sb {
            return Err(
                c.err("failed to verify that input and output have the same tensor dimensions")
            );
        }
    }
    if !compatible(c.ctx, a, b) {
        return Err(c.err(format!(
            "operand type {} and result type {} are cast incompatible",
            c.q(a),
            c.q(b)
        )));
    }
    Ok(())
}

/// The `i1` type of the same shape as `t` (scalar `i1` for scalars).
pub(crate) fn i1_same_shape(ctx: &Context, t: Type, result: Type) -> bool {
    let is_i1 = |x: Type| cs::is_i1(ctx, x);
    match (ctx.type_kind(t), ctx.type_kind(result)) {
        (
            TypeKind::Vector {
                shape: a,
                scalable: sa,
                ..
            },
            TypeKind::Vector {
                shape: b,
                scalable: sb,
                elem,
            },
        ) => a == b && sa == sb && is_i1(*elem),
        (
            TypeKind::RankedTensor {
                shape: a,
                encoding: ea,
                ..
            },
            TypeKind::RankedTensor {
                shape: b,
                elem,
                encoding: eb,
            },
        ) => a == b && ea == eb && is_i1(*elem),
        (TypeKind::UnrankedTensor { .. }, TypeKind::UnrankedTensor { elem }) => is_i1(*elem),
        (
            TypeKind::Vector { .. }
            | TypeKind::RankedTensor { .. }
            | TypeKind::UnrankedTensor { .. },
            _,
        ) => false,
        _ => is_i1(result),
    }
}

fn verify_cmp(c: &OpCheck, tc: TypeConstraint, max_pred: i128) -> Check {
    shape(c, Count::Exact(2), Count::Exact(1), 0, 0)?;
    let Some(p) = c.attr("predicate") else {
        return Err(c.err("requires attribute 'predicate'"));
    };
    let cases = (0..=max_pred)
        .map(|i| i.to_string())
        .collect::<Vec<_>>()
        .join(", ");
    match c.ctx.attr_kind(p) {
        AttrKind::Integer { value, .. } if (0..=max_pred).contains(value) => {}
        _ => {
            return Err(c.err(format!(
                "attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: {cases}"
            )))
        }
    }
    cs::all_operands(c, tc)?;
    cs::all_results(c, cs::BOOL_LIKE)?;
    cs::same_type_operands(c)?;
    let (Some(lhs), Some(res)) = (c.operand_ty(0), c.result_ty(0)) else {
        return Ok(());
    };
    if !i1_same_shape(c.ctx, lhs, res) {
        return Err(c.err(
            "failed to verify that result type has i1 element type and same shape as operands",
        ));
    }
    Ok(())
}

fn verify_select(c: &OpCheck) -> Check {
    shape(c, Count::Exact(3), Count::Exact(1), 0, 0)?;
    cs::operand_types(c, 0, 1, cs::BOOL_LIKE)?;
    let (Some(cond), Some(t), Some(f), Some(r)) = (
        c.operand_ty(0),
        c.operand_ty(1),
        c.operand_ty(2),
        c.result_ty(0),
    ) else {
        return Ok(());
    };
    if t != f || t != r {
        return Err(
            c.err("failed to verify that all of {true_value, false_value, result} have same type")
        );
    }
    if cs::is_container(c.ctx, cond) {
        let same_shape = match (c.tk(cond), c.tk(r)) {
            (
                TypeKind::Vector {
                    shape: a,
                    scalable: sa,
                    ..
                },
                TypeKind::Vector {
                    shape: b,
                    scalable: sb,
                    ..
                },
            ) => a == b && sa == sb,
            (TypeKind::RankedTensor { shape: a, .. }, TypeKind::RankedTensor { shape: b, .. }) => {
                a == b
            }
            _ => false,
        };
        if !same_shape {
            return Err(
                c.err("failed to verify that condition is signless i1 or has matching shape")
            );
        }
    }
    Ok(())
}

fn verify_constant(c: &OpCheck) -> Check {
    shape(c, Count::Exact(0), Count::Exact(1), 0, 0)?;
    let Some(v) = c.attr("value") else {
        return Err(c.err("requires attribute 'value'"));
    };
    let Some(rt) = c.result_ty(0) else {
        return Ok(());
    };
    let attr_ty = match c.ctx.attr_kind(v) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => Some(*ty),
        AttrKind::DenseElements { ty, .. }
        | AttrKind::DenseResource { ty, .. }
        | AttrKind::OpaqueElements { ty, .. }
        | AttrKind::SparseElements { ty, .. } => Some(*ty),
        AttrKind::Bool(_) => None,
        _ => None,
    };
    let matches = match c.ctx.attr_kind(v) {
        AttrKind::Bool(_) => cs::is_i1(c.ctx, rt),
        _ => attr_ty == Some(rt),
    };
    if !matches {
        return Err(c.err("failed to verify that all of {value, result} have same type"));
    }
    if let TypeKind::Integer { signedness, .. } = c.tk(rt) {
        if *signedness != Signedness::Signless {
            return Err(c.err("integer return type must be signless"));
        }
    }
    if let (AttrKind::Integer { value, .. }, TypeKind::Integer { width, .. }) =
        (c.ctx.attr_kind(v), c.tk(rt))
    {
        if *width < 128 {
            let w = *width;
            let min = -(1i128 << (w.max(1) - 1));
            let umax = (1i128 << w) - 1;
            if *value < min || *value > umax {
                return Err(c.err("failed to verify that all of {value, result} have same type"));
            }
        }
    }
    if let TypeKind::Vector { scalable, .. } = c.tk(rt) {
        if scalable.iter().any(|s| *s) {
            if let AttrKind::DenseElements { data, .. } = c.ctx.attr_kind(v) {
                let splat = match data {
                    crate::ir::DenseData::Ints(x) => x.len() == 1,
                    crate::ir::DenseData::Floats(x) => x.len() == 1,
                    _ => true,
                };
                if !splat {
                    return Err(c.err("intializing scalable vectors with elements attribute is not supported unless it's a vector splat"));
                }
            }
        }
    }
    Ok(())
}
