//! Custom assembly forms of the `arith` dialect (upstream's assembly formats):
//!
//! - `arith.constant 42 : i32`, `arith.constant 1.0 : f32`, `arith.constant true`,
//!   `arith.constant dense<...> : tensor<4xf32>` (the result type is the value's type);
//! - binary ops `%a, %b [overflow<nsw>|fastmath<fast>] : type`; `negf %a : f32`;
//! - `cmpi slt, %a, %b : i32`, `cmpf olt, %a, %b [fastmath<..>] : f32` (the legacy string
//!   predicate `cmpi "slt", ...` is accepted);
//! - `select %c, %a, %b : i32` and `select %c, %a, %b : vector<4xi1>, vector<4xi32>`;
//! - casts `%x [fastmath<..>] : i32 to f32`.
//!
//! Properties are stored as upstream stores them: `predicate` as an `i64` enum value,
//! `fastmath` / `overflowFlags` as `#arith.fastmath<none>` / `#arith.overflow<none>` dialect
//! attributes, always present on the ops that have them (as upstream's defaults).

use crate::dialect::ArithOp;
use crate::ir::{Attr, AttrKind, Op, Type, TypeKind};
use crate::parser::{Delimiter, OpParser, OperationState, PResult};
use crate::printer::OpPrinter;
use crate::verify::constraints as cs;

/// `arith.cmpi` predicates by enum value.
pub const CMPI_PREDICATES: &[&str] = &[
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];

/// `arith.cmpf` predicates by enum value.
pub const CMPF_PREDICATES: &[&str] = &[
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];

/// How an op's custom form is shaped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Form {
    Constant,
    /// `%a, %b : t`, with an optional flag keyword (`overflow`/`fastmath`).
    Binary(Flag),
    /// `%a : t` with an optional flag.
    Unary(Flag),
    CmpI,
    CmpF,
    Select,
    /// `%a : t to u` with an optional flag.
    Cast(Flag),
    /// `%a [rounding] [fastmath<..>] : t to u` (`truncf`, `convertf`: an optional
    /// `#arith.round_mode` keyword, then the flag).
    RoundedCast(Flag),
    /// `%in, %scale [rounding] [fastmath<..>] : t, s to u` (`scaling_extf`, `scaling_truncf`).
    ScalingCast,
    /// `%a, %b : t, i1` (`addui_extended`: the sum and the overflow; `subui_extended`: the
    /// difference and the borrow).
    AddExtended,
    /// `%a, %b : t` (`mului_extended`, `mulsi_extended`: two results of type `t`).
    MulExtended,
}

/// The optional flag attribute of an op.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Flag {
    None,
    Overflow,
    FastMath,
}

fn form(kind: ArithOp) -> Form {
    use ArithOp::*;
    match kind {
        ArithConstant => Form::Constant,
        ArithAddI | ArithSubI | ArithMulI | ArithShLI => Form::Binary(Flag::Overflow),
        ArithDivSI | ArithDivUI | ArithCeilDivSI | ArithCeilDivUI | ArithFloorDivSI
        | ArithRemSI | ArithRemUI | ArithMinSI | ArithMinUI | ArithMaxSI | ArithMaxUI
        | ArithAndI | ArithOrI | ArithXOrI | ArithShRSI | ArithShRUI => Form::Binary(Flag::None),
        ArithAddF | ArithSubF | ArithMulF | ArithDivF | ArithRemF | ArithMinimumF
        | ArithMaximumF | ArithMinNumF | ArithMaxNumF | ArithMaximumNumF | ArithMinimumNumF => {
            Form::Binary(Flag::FastMath)
        }
        ArithNegF | ArithFlushDenormals => Form::Unary(Flag::FastMath),
        ArithAddUIExtended | ArithSubUIExtended => Form::AddExtended,
        ArithMulUIExtended | ArithMulSIExtended => Form::MulExtended,
        ArithCmpI => Form::CmpI,
        ArithCmpF => Form::CmpF,
        ArithSelect => Form::Select,
        ArithExtF => Form::Cast(Flag::FastMath),
        ArithTruncF => Form::RoundedCast(Flag::FastMath),
        ArithConvertF => Form::RoundedCast(Flag::None),
        ArithScalingExtF | ArithScalingTruncF => Form::ScalingCast,
        ArithIndexCast | ArithIndexCastUI | ArithSIToFP | ArithUIToFP | ArithFPToSI
        | ArithFPToUI | ArithExtSI | ArithExtUI | ArithBitcast => Form::Cast(Flag::None),
        // `trunci %x overflow<nsw> : i64 to i32` (current upstream).
        ArithTruncI => Form::Cast(Flag::Overflow),
    }
}

fn flag_names(f: Flag) -> Option<(&'static str, &'static str, &'static str)> {
    // (property name, keyword, attribute mnemonic)
    match f {
        Flag::None => None,
        Flag::Overflow => Some(("overflowFlags", "overflow", "overflow")),
        Flag::FastMath => Some(("fastmath", "fastmath", "fastmath")),
    }
}

/// Parses `fastmath<...>` / `overflow<...>` if present and sets the property (to `<none>`
/// when absent and the op's table entry defaults it, as upstream's default).
fn parse_flag(p: &mut OpParser<'_>, st: &mut OperationState, f: Flag) -> PResult<()> {
    let Some((prop, kw, mnemonic)) = flag_names(f) else {
        return Ok(());
    };
    let body = if p.parse_optional_keyword(kw) {
        if !p.peek_punct("<") {
            return Err(p.error_wrong_token("expected '<'"));
        }
        let b = p.capture_angle_body()?;
        format!(".{mnemonic}{b}")
    } else if st
        .kind
        .is_some_and(|k| k.default_props().any(|(name, _)| name == prop))
    {
        format!(".{mnemonic}<none>")
    } else {
        // An optional flag (the float casts' `fastmath`) stays absent, as upstream's.
        return Ok(());
    };
    // Flags in upstream's order, whatever the order written.
    let body = super::fastmath::FastMathFlags::canonical_body("arith", &body).unwrap_or(body);
    let a = p.ctx().attr(AttrKind::Opaque {
        dialect: "arith".to_string(),
        body,
        ty: None,
    });
    p.set_prop(st, prop, a);
    Ok(())
}

/// Parses an optional `fastmath<...>` flag into the `fastmath` property (default `none`);
/// shared with the `math` dialect.
pub(crate) fn parse_fastmath(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    parse_flag(p, st, Flag::FastMath)
}

/// Prints ` fastmath<...>` / ` overflow<...>` unless the flag is `none` or absent.
/// Returns false when the property is not a recognizable flag attribute.
fn print_flag(p: &mut OpPrinter<'_>, op: Op, f: Flag) -> bool {
    let Some((prop, kw, mnemonic)) = flag_names(f) else {
        return true;
    };
    let Some(a) = p.op_attr(op, prop) else {
        return true;
    };
    let AttrKind::Opaque {
        dialect,
        body,
        ty: None,
    } = p.ctx().attr_kind(a)
    else {
        return false;
    };
    let prefix = format!(".{mnemonic}<");
    if dialect != "arith" || !body.starts_with(&prefix) {
        return false;
    }
    if body == &format!(".{mnemonic}<none>") {
        return true;
    }
    let rest = &body[mnemonic.len() + 1..];
    let text = format!(" {kw}{rest}");
    p.write_str(&text);
    true
}

/// Prints an optional ` fastmath<...>` (shared with the `math` dialect).
pub(crate) fn print_fastmath(p: &mut OpPrinter<'_>, op: Op) -> bool {
    print_flag(p, op, Flag::FastMath)
}

/// The elided property names for an op form.
fn elided(f: Flag) -> &'static [&'static str] {
    match f {
        Flag::None => &[],
        Flag::Overflow => &["overflowFlags"],
        Flag::FastMath => &["fastmath"],
    }
}

/// The `i1` type shaped like `t` (for comparison results and select conditions).
pub(crate) fn i1_like(p: &mut OpParser<'_>, t: Type) -> Type {
    let ctx = p.ctx();
    let i1 = ctx.int_type(1);
    match ctx.type_kind(t).clone() {
        TypeKind::Vector {
            shape, scalable, ..
        } => ctx.ty(TypeKind::Vector {
            shape,
            scalable,
            elem: i1,
        }),
        TypeKind::RankedTensor {
            shape, encoding, ..
        } => ctx.ty(TypeKind::RankedTensor {
            shape,
            elem: i1,
            encoding,
        }),
        TypeKind::UnrankedTensor { .. } => ctx.ty(TypeKind::UnrankedTensor { elem: i1 }),
        _ => i1,
    }
}

/// The type of a constant's value attribute.
fn attr_type(p: &mut OpParser<'_>, a: Attr) -> Option<Type> {
    let ctx = p.ctx();
    Some(match ctx.attr_kind(a) {
        AttrKind::Bool(_) => ctx.int_type(1),
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => *ty,
        AttrKind::DenseElements { ty, .. }
        | AttrKind::DenseResource { ty, .. }
        | AttrKind::SparseElements { ty, .. }
        | AttrKind::OpaqueElements { ty, .. } => *ty,
        AttrKind::String { ty: Some(t), .. } | AttrKind::Opaque { ty: Some(t), .. } => *t,
        _ => return None,
    })
}

/// Parses the custom form of an `arith` op; the results and the op name are already
/// consumed.
pub fn parse(kind: ArithOp, p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let f = form(kind);
    match f {
        Form::Constant => {
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let pos = p.current_pos();
            let v = p.parse_attribute(None)?;
            let Some(t) = attr_type(p, v) else {
                return Err(p.error_at(pos, "expected a typed attribute for 'arith.constant'"));
            };
            p.set_prop(st, "value", v);
            st.result_types.push(t);
        }
        Form::Binary(flag) => {
            let a = p.parse_operand()?;
            p.parse_punct(",")?;
            let b = p.parse_operand()?;
            parse_flag(p, st, flag)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let t = p.parse_colon_type()?;
            p.resolve_operands_same(&[a, b], t, &mut st.operands)?;
            st.result_types.push(t);
        }
        Form::AddExtended | Form::MulExtended => {
            let a = p.parse_operand()?;
            p.parse_punct(",")?;
            let b = p.parse_operand()?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let t = p.parse_colon_type()?;
            let t1 = if f == Form::AddExtended {
                p.parse_punct(",")?;
                p.parse_type()?
            } else {
                t
            };
            p.resolve_operands_same(&[a, b], t, &mut st.operands)?;
            st.result_types.push(t);
            st.result_types.push(t1);
        }
        Form::Unary(flag) => {
            let a = p.parse_operand()?;
            parse_flag(p, st, flag)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let t = p.parse_colon_type()?;
            let v = p.resolve_operand(&a, t)?;
            st.operands.push(v);
            st.result_types.push(t);
        }
        Form::CmpI | Form::CmpF => {
            let table = if f == Form::CmpI {
                CMPI_PREDICATES
            } else {
                CMPF_PREDICATES
            };
            let pos = p.current_pos();
            let pred = p.parse_keyword_or_string()?;
            let Some(idx) = table.iter().position(|s| *s == pred) else {
                return Err(p.error_at(pos, format!("invalid predicate '{pred}'")));
            };
            p.parse_punct(",")?;
            let a = p.parse_operand()?;
            p.parse_punct(",")?;
            let b = p.parse_operand()?;
            if f == Form::CmpF {
                parse_flag(p, st, Flag::FastMath)?;
            }
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let t = p.parse_colon_type()?;
            // The result type is inferred from the operands', so their constraint is checked
            // here, at the op name, as upstream's custom parser does.
            let (c, kind) = if f == Form::CmpI {
                (cs::SIGNLESS_NONZERO_INT_LIKE, "arith.cmpi")
            } else {
                (cs::FLOAT_LIKE, "arith.cmpf")
            };
            if !(c.pred)(p.ctx(), t) {
                let shown = crate::printer::type_to_string(p.ctx(), t);
                return Err(p.error_at(
                    p.name_pos(),
                    format!(
                        "custom op '{kind}' 'lhs' must be {}, but got '{shown}'",
                        c.summary
                    ),
                ));
            }
            p.resolve_operands_same(&[a, b], t, &mut st.operands)?;
            let i64t = p.ctx().int_type(64);
            let pa = p.ctx().int_attr(idx as i128, i64t);
            p.set_prop(st, "predicate", pa);
            let r = i1_like(p, t);
            st.result_types.push(r);
        }
        Form::Select => {
            let pos = p.name_pos();
            let ops = p.parse_operand_list(Delimiter::None)?;
            if ops.len() != 3 {
                return Err(
                    p.error_at(pos, format!("expected 3 operands, but found {}", ops.len()))
                );
            }
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let mut rt = p.parse_colon_type()?;
            let ct = if p.parse_optional_punct(",") {
                let c = rt;
                rt = p.parse_type()?;
                c
            } else {
                p.ctx().int_type(1)
            };
            p.resolve_operands(&ops, &[ct, rt, rt], pos, &mut st.operands)?;
            st.result_types.push(rt);
        }
        Form::RoundedCast(flag) => {
            let a = p.parse_operand()?;
            parse_rounding(p, st);
            parse_flag(p, st, flag)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let from = p.parse_colon_type()?;
            p.parse_keyword("to")?;
            let to = p.parse_type()?;
            let v = p.resolve_operand(&a, from)?;
            st.operands.push(v);
            st.result_types.push(to);
        }
        Form::ScalingCast => {
            let a = p.parse_operand()?;
            p.parse_punct(",")?;
            let sc = p.parse_operand()?;
            if kind == ArithOp::ArithScalingTruncF {
                parse_rounding(p, st);
            }
            parse_flag(p, st, Flag::FastMath)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let from = p.parse_colon_type()?;
            p.parse_punct(",")?;
            let scale_t = p.parse_type()?;
            p.parse_keyword("to")?;
            let to = p.parse_type()?;
            st.operands.push(p.resolve_operand(&a, from)?);
            st.operands.push(p.resolve_operand(&sc, scale_t)?);
            st.result_types.push(to);
        }
        Form::Cast(flag) => {
            let a = p.parse_operand()?;
            parse_flag(p, st, flag)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let from = p.parse_colon_type()?;
            p.parse_keyword("to")?;
            let to = p.parse_type()?;
            let v = p.resolve_operand(&a, from)?;
            st.operands.push(v);
            st.result_types.push(to);
        }
    }
    Ok(())
}

/// Prints the custom form of an `arith` op after its name; `false` falls back to the
/// generic form.
pub fn print(kind: ArithOp, p: &mut OpPrinter<'_>, op: Op) -> bool {
    let f = form(kind);
    let m = p.module();
    let d = m.op(op);
    let ops = d.operands();
    let Some(&res) = d.results().first() else {
        return false;
    };
    let rt = m.value_type(res);
    if matches!(f, Form::AddExtended | Form::MulExtended) {
        let (Some(&r1), [a, b]) = (d.results().get(1), ops) else {
            return false;
        };
        let t1 = m.value_type(r1);
        if d.results().len() != 2
            || m.value_type(*a) != rt
            || m.value_type(*b) != rt
            || (f == Form::MulExtended && t1 != rt)
        {
            return false;
        }
        p.write_str(" ");
        p.print_operands(ops);
        p.print_optional_attr_dict(&all_attrs(p, op), &[]);
        p.write_str(" : ");
        p.print_type(rt);
        if f == Form::AddExtended {
            p.write_str(", ");
            p.print_type(t1);
        }
        return true;
    }
    if d.results().len() != 1 {
        return false;
    }
    match f {
        Form::Constant => {
            let Some(v) = p.op_attr(op, "value") else {
                return false;
            };
            if !ops.is_empty() {
                return false;
            }
            p.print_optional_attr_dict(&d.attrs, &[]);
            p.write_str(" ");
            p.print_attribute(v);
            // A bare `true`/`false` or `42` (i64) already implies the type; anything whose
            // printed type differs from the result type cannot use the custom form.
            let implied = match p.ctx().attr_kind(v) {
                AttrKind::Bool(_) => {
                    matches!(p.ctx().type_kind(rt), TypeKind::Integer { width: 1, .. })
                }
                AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => *ty == rt,
                AttrKind::DenseElements { ty, .. } | AttrKind::SparseElements { ty, .. } => {
                    *ty == rt
                }
                AttrKind::DenseResource { ty, .. } | AttrKind::OpaqueElements { ty, .. } => {
                    *ty == rt
                }
                _ => false,
            };
            implied
        }
        Form::Binary(flag) => {
            if ops.len() != 2 || m.value_type(ops[0]) != rt || m.value_type(ops[1]) != rt {
                return false;
            }
            p.write_str(" ");
            p.print_operands(ops);
            if !print_flag(p, op, flag) {
                return false;
            }
            p.print_optional_attr_dict(&all_attrs(p, op), elided(flag));
            p.write_str(" : ");
            p.print_type(rt);
            true
        }
        Form::AddExtended | Form::MulExtended => false,
        Form::Unary(flag) => {
            if ops.len() != 1 || m.value_type(ops[0]) != rt {
                return false;
            }
            p.write_str(" ");
            p.print_operand(ops[0]);
            if !print_flag(p, op, flag) {
                return false;
            }
            p.print_optional_attr_dict(&all_attrs(p, op), elided(flag));
            p.write_str(" : ");
            p.print_type(rt);
            true
        }
        Form::CmpI | Form::CmpF => {
            let table = if f == Form::CmpI {
                CMPI_PREDICATES
            } else {
                CMPF_PREDICATES
            };
            let Some(pa) = p.op_attr(op, "predicate") else {
                return false;
            };
            let AttrKind::Integer { value, .. } = p.ctx().attr_kind(pa) else {
                return false;
            };
            let Some(name) = usize::try_from(*value).ok().and_then(|i| table.get(i)) else {
                return false;
            };
            if ops.len() != 2 || m.value_type(ops[0]) != m.value_type(ops[1]) {
                return false;
            }
            p.write_str(" ");
            p.write_str(name);
            p.write_str(", ");
            p.print_operands(ops);
            let flag = if f == Form::CmpF {
                Flag::FastMath
            } else {
                Flag::None
            };
            if !print_flag(p, op, flag) {
                return false;
            }
            let mut el = vec!["predicate"];
            el.extend_from_slice(elided(flag));
            p.print_optional_attr_dict(&all_attrs(p, op), &el);
            p.write_str(" : ");
            p.print_type(m.value_type(ops[0]));
            true
        }
        Form::Select => {
            if ops.len() != 3 || m.value_type(ops[1]) != rt || m.value_type(ops[2]) != rt {
                return false;
            }
            let ct = m.value_type(ops[0]);
            let shaped = p.ctx().type_kind(ct).shape().is_some()
                || matches!(p.ctx().type_kind(ct), TypeKind::UnrankedTensor { .. });
            if !shaped && !matches!(p.ctx().type_kind(ct), TypeKind::Integer { width: 1, .. }) {
                return false;
            }
            p.write_str(" ");
            p.print_operands(ops);
            p.print_optional_attr_dict(&all_attrs(p, op), &[]);
            p.write_str(" : ");
            if shaped {
                p.print_type(ct);
                p.write_str(", ");
            }
            p.print_type(rt);
            true
        }
        Form::RoundedCast(flag) => {
            if ops.len() != 1 {
                return false;
            }
            p.write_str(" ");
            p.print_operand(ops[0]);
            if !print_rounding(p, op) || !print_flag(p, op, flag) {
                return false;
            }
            let mut skip = elided(flag).to_vec();
            skip.push("roundingmode");
            p.print_optional_attr_dict(&all_attrs(p, op), &skip);
            p.write_str(" : ");
            p.print_type(m.value_type(ops[0]));
            p.write_str(" to ");
            p.print_type(rt);
            true
        }
        Form::ScalingCast => {
            let [a, sc] = ops else {
                return false;
            };
            p.write_str(" ");
            p.print_operands(&[*a, *sc]);
            if !print_rounding(p, op) || !print_flag(p, op, Flag::FastMath) {
                return false;
            }
            p.print_optional_attr_dict(&all_attrs(p, op), &["fastmath", "roundingmode"]);
            p.write_str(" : ");
            p.print_type(m.value_type(*a));
            p.write_str(", ");
            p.print_type(m.value_type(*sc));
            p.write_str(" to ");
            p.print_type(rt);
            true
        }
        Form::Cast(flag) => {
            if ops.len() != 1 {
                return false;
            }
            p.write_str(" ");
            p.print_operand(ops[0]);
            if !print_flag(p, op, flag) {
                return false;
            }
            p.print_optional_attr_dict(&all_attrs(p, op), elided(flag));
            p.write_str(" : ");
            p.print_type(m.value_type(ops[0]));
            p.write_str(" to ");
            p.print_type(rt);
            true
        }
    }
}

/// The keywords of `#arith.round_mode`, by value (upstream's `RoundingMode`).
pub const ROUNDING_MODES: [&str; 5] = [
    "to_nearest_even",
    "downward",
    "upward",
    "toward_zero",
    "to_nearest_away",
];

/// An optional rounding-mode keyword, stored as `roundingmode = N : i32`.
fn parse_rounding(p: &mut OpParser<'_>, st: &mut OperationState) {
    for (i, kw) in ROUNDING_MODES.iter().enumerate() {
        if p.parse_optional_keyword(kw) {
            let i32t = p.ctx().int_type(32);
            let a = p.ctx().int_attr(i as i128, i32t);
            p.set_prop(st, "roundingmode", a);
            return;
        }
    }
}

/// ` keyword` for a `roundingmode` property; false when it is not one of the modes.
fn print_rounding(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let Some(a) = p.op_attr(op, "roundingmode") else {
        return true;
    };
    let AttrKind::Integer { value, .. } = p.ctx().attr_kind(a) else {
        return false;
    };
    let Some(kw) = usize::try_from(*value)
        .ok()
        .and_then(|i| ROUNDING_MODES.get(i))
    else {
        return false;
    };
    p.write_str(" ");
    p.write_str(kw);
    true
}

/// Properties and discardable attributes together (the custom form prints both in one
/// dictionary, as upstream's `attr-dict`).
pub(crate) fn all_attrs(p: &OpPrinter<'_>, op: Op) -> Vec<crate::ir::NamedAttr> {
    let d = p.module().op(op);
    d.props.iter().chain(d.attrs.iter()).copied().collect()
}
