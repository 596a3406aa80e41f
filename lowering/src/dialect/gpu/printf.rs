//! `gpu.printf "format" attr-dict (, %args : types)?` (syntax and verification, as
//! upstream): a C printf of scalar integers, indices and floats. The interpreter prints it
//! per invocation (`interp/printf.rs`); no GPU target of Tessera has a device printf, so
//! kernels that hold one are refused.

use crate::dialect::memref::syntax::{move_inherent, op_attr, print_attr_dict, set_prop};
use crate::ir::{AttrKind, Op, TypeKind};
use crate::parser::{Delimiter, OpParser, OperationState, PResult};
use crate::printer::OpPrinter;
use crate::verify::check::{Check, OpCheck};

/// Parses `gpu.printf` after its name.
#[inline(never)]
pub fn parse(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let pos = p.current_pos();
    let Some(value) = p.parse_optional_string_bytes() else {
        return Err(p.error_at(pos, "expected attribute value"));
    };
    let a = p.ctx().attr(AttrKind::String { value, ty: None });
    set_prop(p, st, "format", a);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent(p, st, &["format"]);
    if p.parse_optional_punct(",") {
        let us = p.parse_operand_list(Delimiter::None)?;
        let tpos = p.current_pos();
        let tys = p.parse_colon_type_list()?;
        p.resolve_operands(&us, &tys, tpos, &mut st.operands)?;
    }
    Ok(())
}

/// Prints `gpu.printf` after its name; `false` falls back to the generic form.
#[inline(never)]
pub fn print(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let Some(format) = op_attr(p, op, "format") else {
        return false;
    };
    if !matches!(p.ctx().attr_kind(format), AttrKind::String { ty: None, .. }) {
        return false;
    }
    let args = p.module().op(op).operands().to_vec();
    p.write_str(" ");
    p.print_attribute(format);
    print_attr_dict(p, op, &["format"]);
    if !args.is_empty() {
        p.write_str(", ");
        p.print_operands(&args);
        p.write_str(" : ");
        let tys: Vec<_> = args.iter().map(|&v| p.module().value_type(v)).collect();
        p.print_types(&tys);
    }
    true
}

/// `format` a string, no results or regions, and scalar integer, index or float arguments.
#[inline(never)]
pub fn verify(c: &OpCheck) -> Check {
    use crate::verify::constraints as cs;
    match c.attr("format").map(|a| c.ctx.attr_kind(a)) {
        None => return Err(c.err("requires attribute 'format'")),
        Some(AttrKind::String { ty: None, .. }) => {}
        Some(_) => {
            let a = c
                .attr("format")
                .map(|a| crate::printer::attr_to_string(c.ctx, a));
            let a = a.unwrap_or_default();
            return Err(c.plain_err(format!(
                "invalid properties {{format = {a}}} for op gpu.printf: Invalid attribute \
                 `format` in property conversion: {a}"
            )));
        }
    }
    cs::shape(c, cs::Count::AtLeast(0), cs::Count::Exact(0), 0, 0)?;
    for (i, &v) in c.operands().iter().enumerate() {
        let t = c.vty(v);
        let ok = matches!(
            c.tk(t),
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
        );
        if !ok {
            return Err(c.err(format!(
                "operand #{i} must be variadic of integer or index or floating-point, but got {}",
                c.q(t)
            )));
        }
    }
    Ok(())
}
