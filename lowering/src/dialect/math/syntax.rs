//! Custom assembly forms of the `math` dialect: unary ops `%x [fastmath<..>] : f32`,
//! binary ops `%a, %b [fastmath<..>] : f32`, `fma %a, %b, %c [fastmath<..>] : f32`, and
//! `absi %x : i32`. Float ops always carry a `fastmath` property (default `none`). The
//! classification ops (`isnan`, `isinf`, `isfinite`, `isnormal`) name the operand's type;
//! their result is `i1` of its shape.

use super::Form;
use crate::dialect::arith::syntax::{all_attrs, i1_like, parse_fastmath, print_fastmath};
use crate::dialect::{MathOp, OpKind};
use crate::ir::Op;
use crate::parser::{OpParser, OperationState, PResult};
use crate::printer::OpPrinter;
use crate::verify::constraints::{is_float, value_elem};

/// `isnan %x [fastmath<..>] [attr-dict] : T`: the result type is `i1` shaped like `T`,
/// which must be floating-point-like (upstream infers it, and says so at the op name).
fn parse_classification(
    kind: OpKind,
    p: &mut OpParser<'_>,
    st: &mut OperationState,
) -> PResult<()> {
    let pos = p.name_pos();
    let x = p.parse_operand()?;
    parse_fastmath(p, st)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    let elem = value_elem(p.ctx(), t);
    if !is_float(p.ctx(), elem) {
        let shown = crate::printer::type_to_string(p.ctx(), t);
        return Err(p.error_at(
            pos,
            format!(
                "custom op '{}' 'operand' must be floating-point-like, but got '{shown}'",
                kind.name()
            ),
        ));
    }
    let v = p.resolve_operand(&x, t)?;
    st.operands.push(v);
    let r = i1_like(p, t);
    st.result_types.push(r);
    Ok(())
}

fn print_classification(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    let (&[x], &[r]) = (d.operands(), d.results()) else {
        return false;
    };
    let t = m.value_type(x);
    let ctx = p.ctx();
    if !is_float(ctx, value_elem(ctx, t))
        || !crate::dialect::arith::verify::i1_same_shape(ctx, t, m.value_type(r))
    {
        return false;
    }
    p.write_str(" ");
    p.print_operands(&[x]);
    if !print_fastmath(p, op) {
        return false;
    }
    p.print_optional_attr_dict(&all_attrs(p, op), &["fastmath"]);
    p.write_str(" : ");
    p.print_type(t);
    true
}

/// `fpowi %x, %n [fastmath<..>] [attr-dict] : T, I`: a float base, an integer exponent,
/// a result of the base's type.
fn parse_fpowi(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let x = p.parse_operand()?;
    p.parse_punct(",")?;
    let n = p.parse_operand()?;
    parse_fastmath(p, st)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    p.parse_punct(",")?;
    let it = p.parse_type()?;
    let xv = p.resolve_operand(&x, t)?;
    let nv = p.resolve_operand(&n, it)?;
    st.operands.push(xv);
    st.operands.push(nv);
    st.result_types.push(t);
    Ok(())
}

fn print_fpowi(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    let (&[x, n], &[r]) = (d.operands(), d.results()) else {
        return false;
    };
    let (t, it) = (m.value_type(x), m.value_type(n));
    if m.value_type(r) != t {
        return false;
    }
    p.write_str(" ");
    p.print_operands(&[x, n]);
    if !print_fastmath(p, op) {
        return false;
    }
    p.print_optional_attr_dict(&all_attrs(p, op), &["fastmath"]);
    p.write_str(" : ");
    p.print_type(t);
    p.write_str(", ");
    p.print_type(it);
    true
}

/// `clampf %x to [%lo, %hi] [fastmath<..>] [attr-dict] : T`.
fn parse_clampf(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let x = p.parse_operand()?;
    p.parse_keyword("to")?;
    p.parse_punct("[")?;
    let lo = p.parse_operand()?;
    p.parse_punct(",")?;
    let hi = p.parse_operand()?;
    p.parse_punct("]")?;
    parse_fastmath(p, st)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    p.resolve_operands_same(&[x, lo, hi], t, &mut st.operands)?;
    st.result_types.push(t);
    Ok(())
}

fn print_clampf(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    let (&[x, lo, hi], &[r]) = (d.operands(), d.results()) else {
        return false;
    };
    let t = m.value_type(r);
    if [x, lo, hi].iter().any(|v| m.value_type(*v) != t) {
        return false;
    }
    p.write_str(" ");
    p.print_operands(&[x]);
    p.write_str(" to [");
    p.print_operands(&[lo, hi]);
    p.write_str("]");
    if !print_fastmath(p, op) {
        return false;
    }
    p.print_optional_attr_dict(&all_attrs(p, op), &["fastmath"]);
    p.write_str(" : ");
    p.print_type(t);
    true
}

/// Parses the custom form of a `math` op; the results and the op name are already consumed.
pub fn parse(kind: MathOp, p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let (n, fm) = match super::form(kind) {
        Form::Classification => return parse_classification(kind.into(), p, st),
        Form::FPowI => return parse_fpowi(p, st),
        Form::ClampF => return parse_clampf(p, st),
        Form::SinCos => (1, true),
        Form::Elementwise { n, fastmath, .. } => (n, fastmath),
    };
    let mut ops = vec![p.parse_operand()?];
    for _ in 1..n {
        p.parse_punct(",")?;
        ops.push(p.parse_operand()?);
    }
    if fm {
        parse_fastmath(p, st)?;
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    p.resolve_operands_same(&ops, t, &mut st.operands)?;
    st.result_types.push(t);
    if super::form(kind) == Form::SinCos {
        st.result_types.push(t);
    }
    Ok(())
}

/// Prints the custom form of a `math` op after its name; `false` falls back to the generic
/// form.
pub fn print(kind: MathOp, p: &mut OpPrinter<'_>, op: Op) -> bool {
    let (n, fm) = match super::form(kind) {
        Form::Classification => return print_classification(p, op),
        Form::FPowI => return print_fpowi(p, op),
        Form::ClampF => return print_clampf(p, op),
        Form::SinCos => (1, true),
        Form::Elementwise { n, fastmath, .. } => (n, fastmath),
    };
    let m = p.module();
    let d = m.op(op);
    let ops = d.operands();
    let want = if super::form(kind) == Form::SinCos {
        2
    } else {
        1
    };
    let (Some(&r), true) = (d.results().first(), d.results().len() == want) else {
        return false;
    };
    if d.results()
        .iter()
        .any(|&x| m.value_type(x) != m.value_type(r))
    {
        return false;
    }
    let t = m.value_type(r);
    if ops.len() != n || ops.iter().any(|v| m.value_type(*v) != t) {
        return false;
    }
    p.write_str(" ");
    p.print_operands(ops);
    if fm && !print_fastmath(p, op) {
        return false;
    }
    let el: &[&str] = if fm { &["fastmath"] } else { &[] };
    p.print_optional_attr_dict(&all_attrs(p, op), el);
    p.write_str(" : ");
    p.print_type(t);
    true
}
