//! Custom assembly forms of the `cf` dialect:
//! `cf.br ^bb1(%a : i32)`, `cf.cond_br %c, ^bb1(%a : i32), ^bb2`,
//! `cf.switch %f : i32, [ default: ^bb1, 42: ^bb2(%a : i32) ]`, `cf.assert %c, "msg"`.
//!
//! Successor operands are trailing operands: `cf.br` has only them; `cf.cond_br` has the
//! condition, the true operands, then the false operands, with `operandSegmentSizes =
//! array<i32: 1, T, F>`; `cf.switch` has the flag, the default operands, then the case
//! operands, with `case_values` (a `dense<..> : vector<NxiK>`), `case_operand_segments`
//! and `operandSegmentSizes`.

use crate::dialect::CfOp;
use crate::ir::{AttrKind, DenseArrayData, DenseData, Op, Signedness, Type, TypeKind, Value};
use crate::parser::{OpParser, OperationState, PResult};
use crate::printer::OpPrinter;

/// Parses the custom form of a `cf` op; the results and the op name are already consumed.
pub fn parse(kind: CfOp, p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    match kind {
        CfOp::CfBr => {
            let b = p.parse_successor_and_use_list(&mut st.operands)?;
            st.successors.push(b);
            p.parse_optional_attr_dict(&mut st.attrs)?;
            Ok(())
        }
        CfOp::CfCondBr => {
            let c = p.parse_operand()?;
            p.parse_punct(",")?;
            let mut t_ops = Vec::new();
            let tb = p.parse_successor_and_use_list(&mut t_ops)?;
            p.parse_punct(",")?;
            let mut f_ops = Vec::new();
            let fb = p.parse_successor_and_use_list(&mut f_ops)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let i1 = p.ctx().int_type(1);
            let cv = p.resolve_operand(&c, i1)?;
            let seg = p.i32_array_attr(&[1, t_ops.len() as i32, f_ops.len() as i32]);
            st.operands.push(cv);
            st.operands.extend(t_ops);
            st.operands.extend(f_ops);
            st.successors = vec![tb, fb];
            p.set_prop(st, "operandSegmentSizes", seg);
            Ok(())
        }
        CfOp::CfSwitch => parse_switch(p, st),
        CfOp::CfAssert => {
            let c = p.parse_operand()?;
            p.parse_punct(",")?;
            let msg = p.parse_string()?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let i1 = p.ctx().int_type(1);
            let cv = p.resolve_operand(&c, i1)?;
            st.operands.push(cv);
            let a = p.ctx().str_attr(&msg);
            p.set_prop(st, "msg", a);
            Ok(())
        }
    }
}

fn parse_switch(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let flag = p.parse_operand()?;
    let fty = p.parse_colon_type()?;
    let fv = p.resolve_operand(&flag, fty)?;
    p.parse_punct(",")?;
    p.parse_punct("[")?;
    p.parse_keyword("default")?;
    p.parse_punct(":")?;
    let mut default_ops = Vec::new();
    let db = p.parse_successor_and_use_list(&mut default_ops)?;
    let mut values = Vec::new();
    let mut case_ops: Vec<Value> = Vec::new();
    let mut segments = Vec::new();
    let mut succs = vec![db];
    while p.parse_optional_punct(",") {
        let pos = p.current_pos();
        let a = p.parse_attribute(Some(fty))?;
        let value = match *p.ctx().attr_kind(a) {
            AttrKind::Integer { value, .. } => value,
            AttrKind::Bool(b) => i128::from(b),
            _ => return Err(p.error_at(pos, "expected integer case value")),
        };
        values.push(value);
        p.parse_punct(":")?;
        let before = case_ops.len();
        let b = p.parse_successor_and_use_list(&mut case_ops)?;
        segments.push((case_ops.len() - before) as i32);
        succs.push(b);
    }
    p.parse_punct("]")?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    st.operands.push(fv);
    let nd = default_ops.len() as i32;
    let nc = case_ops.len() as i32;
    st.operands.extend(default_ops);
    st.operands.extend(case_ops);
    st.successors = succs;
    if !values.is_empty() {
        let ctx = p.ctx();
        let vty = ctx.vector_type(vec![values.len() as i64], fty);
        let cv = ctx.attr(AttrKind::DenseElements {
            ty: vty,
            data: DenseData::Ints(values),
        });
        p.set_prop(st, "case_values", cv);
    }
    let segs = p.i32_array_attr(&segments);
    p.set_prop(st, "case_operand_segments", segs);
    let oss = p.i32_array_attr(&[1, nd, nc]);
    p.set_prop(st, "operandSegmentSizes", oss);
    Ok(())
}

/// The `operandSegmentSizes` of `op`, if it is a dense i32 array.
fn segments(p: &OpPrinter<'_>, op: Op, name: &str) -> Option<Vec<usize>> {
    let a = p.op_attr(op, name)?;
    match p.ctx().attr_kind(a) {
        AttrKind::DenseArray {
            data: DenseArrayData::Ints(v),
            ..
        } => v.iter().map(|x| usize::try_from(*x).ok()).collect(),
        _ => None,
    }
}

/// Prints the custom form of a `cf` op after its name; `false` falls back to the generic
/// form.
pub fn print(kind: CfOp, p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    let ops = d.operands();
    match kind {
        CfOp::CfBr => {
            let [b] = d.successors[..] else { return false };
            p.write_str(" ");
            p.print_successor_and_use_list(b, ops);
            p.print_optional_attr_dict(&d.attrs, &[]);
            true
        }
        CfOp::CfCondBr => {
            let [tb, fb] = d.successors[..] else {
                return false;
            };
            let Some(seg) = segments(p, op, "operandSegmentSizes") else {
                return false;
            };
            if seg.len() != 3 || seg[0] != 1 || seg.iter().sum::<usize>() != ops.len() {
                return false;
            }
            // The custom form implies an `i1` condition.
            let ct = m.value_type(ops[0]);
            if !matches!(
                p.ctx().type_kind(ct),
                TypeKind::Integer {
                    width: 1,
                    signedness: Signedness::Signless
                }
            ) {
                return false;
            }
            p.write_str(" ");
            p.print_operand(ops[0]);
            p.write_str(", ");
            p.print_successor_and_use_list(tb, &ops[1..1 + seg[1]]);
            p.write_str(", ");
            p.print_successor_and_use_list(fb, &ops[1 + seg[1]..]);
            let attrs: Vec<_> = d.props.iter().chain(d.attrs.iter()).copied().collect();
            p.print_optional_attr_dict(&attrs, &["operandSegmentSizes"]);
            true
        }
        CfOp::CfSwitch => print_switch(p, op),
        CfOp::CfAssert => {
            let Some(msg) = p.op_attr(op, "msg") else {
                return false;
            };
            let is_i1 = ops.len() == 1
                && matches!(
                    p.ctx().type_kind(m.value_type(ops[0])),
                    TypeKind::Integer {
                        width: 1,
                        signedness: Signedness::Signless
                    }
                );
            if !is_i1 || !matches!(p.ctx().attr_kind(msg), AttrKind::String { .. }) {
                return false;
            }
            p.write_str(" ");
            p.print_operand(ops[0]);
            p.write_str(", ");
            p.print_attribute_without_type(msg);
            let attrs: Vec<_> = d.props.iter().chain(d.attrs.iter()).copied().collect();
            p.print_optional_attr_dict(&attrs, &["msg"]);
            true
        }
    }
}

fn print_switch(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    let ops = d.operands();
    let Some(seg) = segments(p, op, "operandSegmentSizes") else {
        return false;
    };
    let case_segs = segments(p, op, "case_operand_segments").unwrap_or_default();
    if seg.len() != 3 || seg[0] != 1 || seg.iter().sum::<usize>() != ops.len() {
        return false;
    }
    let values: Vec<i128> = match p.op_attr(op, "case_values").map(|a| p.ctx().attr_kind(a)) {
        Some(AttrKind::DenseElements {
            data: DenseData::Ints(v),
            ty,
        }) => {
            let n = match p.ctx().type_kind(*ty) {
                TypeKind::Vector { shape, .. } | TypeKind::RankedTensor { shape, .. } => {
                    shape.first().copied().unwrap_or(1) as usize
                }
                _ => v.len(),
            };
            if v.len() == 1 && n > 1 {
                vec![v[0]; n]
            } else {
                v.clone()
            }
        }
        None => Vec::new(),
        _ => return false,
    };
    if values.len() + 1 != d.successors.len()
        || case_segs.len() != values.len()
        || case_segs.iter().sum::<usize>() != seg[2]
    {
        return false;
    }
    let fty: Type = m.value_type(ops[0]);
    p.write_str(" ");
    p.print_operand(ops[0]);
    p.write_str(" : ");
    p.print_type(fty);
    p.write_str(", [");
    p.indent();
    p.print_new_line();
    p.write_str("default: ");
    p.print_successor_and_use_list(d.successors[0], &ops[1..1 + seg[1]]);
    let mut start = 1 + seg[1];
    for (i, v) in values.iter().enumerate() {
        p.write_str(",");
        p.print_new_line();
        p.write_str(&format!("{v}: "));
        let n = case_segs[i];
        p.print_successor_and_use_list(d.successors[i + 1], &ops[start..start + n]);
        start += n;
    }
    p.dedent();
    p.print_new_line();
    p.write_str("]");
    let attrs: Vec<_> = d.props.iter().chain(d.attrs.iter()).copied().collect();
    p.print_optional_attr_dict(
        &attrs,
        &[
            "case_values",
            "case_operand_segments",
            "operandSegmentSizes",
        ],
    );
    true
}
