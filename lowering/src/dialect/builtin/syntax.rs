//! Custom assembly forms of the `builtin` dialect:
//! `module @name attributes {..} { ... }` and
//! `builtin.unrealized_conversion_cast %a, %b : t1, t2 to t3`.

use crate::dialect::BuiltinOp;
use crate::ir::{AttrKind, Op, Type};
use crate::parser::{Delimiter, OpParser, OperationState, PResult};
use crate::printer::OpPrinter;

/// Parses the custom form of a `builtin` op; the results and the op name are already
/// consumed.
pub fn parse(kind: BuiltinOp, p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    match kind {
        BuiltinOp::BuiltinModule => {
            if let Some(name) = p.parse_optional_symbol_name()? {
                let s = p.ctx().ident_str(name).to_string();
                let a = p.ctx().str_attr(&s);
                p.set_prop(st, "sym_name", a);
            }
            p.parse_optional_attr_dict_with_keyword(&mut st.attrs)?;
            let r = p.parse_region(&[], false)?;
            if p.module().region(r).blocks().is_empty() {
                p.module().add_block(r);
            }
            st.regions.push(r);
            Ok(())
        }
        BuiltinOp::UnrealizedConversionCast => {
            let ins = p.parse_operand_list(Delimiter::None)?;
            let mut in_tys = Vec::new();
            if !ins.is_empty() {
                in_tys = p.parse_colon_type_list()?;
            }
            p.parse_keyword("to")?;
            let outs = p.parse_type_list()?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let pos = p.name_pos();
            p.resolve_operands(&ins, &in_tys, pos, &mut st.operands)?;
            st.result_types = outs;
            Ok(())
        }
    }
}

/// Prints the custom form of a `builtin` op after its name; `false` falls back to the
/// generic form.
pub fn print(kind: BuiltinOp, p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    match kind {
        BuiltinOp::BuiltinModule => {
            if d.regions().len() != 1 || !d.operands().is_empty() || !d.results().is_empty() {
                return false;
            }
            if let Some(a) = p.op_attr(op, "sym_name") {
                let AttrKind::String { value, .. } = p.ctx().attr_kind(a) else {
                    return false;
                };
                let s = String::from_utf8_lossy(value).into_owned();
                p.write_str(" @");
                p.print_keyword_or_string(&s);
            }
            let attrs: Vec<_> = d.props.iter().chain(d.attrs.iter()).copied().collect();
            p.print_optional_attr_dict_with_keyword(&attrs, &["sym_name"]);
            p.write_str(" ");
            p.print_region(d.regions()[0], false, true);
            true
        }
        BuiltinOp::UnrealizedConversionCast => {
            if d.results().is_empty() {
                return false;
            }
            if !d.operands().is_empty() {
                p.write_str(" ");
                p.print_operands(d.operands());
                p.write_str(" : ");
                let tys: Vec<Type> = d.operands().iter().map(|v| m.value_type(*v)).collect();
                p.print_types(&tys);
            }
            p.write_str(" to ");
            let tys: Vec<Type> = d.results().iter().map(|v| m.value_type(*v)).collect();
            p.print_types(&tys);
            p.print_optional_attr_dict(&d.attrs, &[]);
            true
        }
    }
}
