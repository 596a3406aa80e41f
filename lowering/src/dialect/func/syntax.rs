//! Custom assembly forms of the `func` dialect:
//!
//! - `func.func [private|public|nested] @f(%a: i32 {attrs}, ...) -> (i32 {attrs}, ...)
//!   [attributes {..}] [{ body }]` (external declarations take bare types);
//! - `return [%a, %b : i32, f32]`, `call @f(%a) : (i32) -> i32`,
//!   `call_indirect %f(%a) : (i32) -> i32`, `func.constant @f : (i32) -> i32`.

use crate::dialect::FuncOp;
use crate::ir::{Attr, AttrKind, Op, Type, TypeKind};
use crate::parser::{Argument, Delimiter, OpParser, OperationState, PResult};
use crate::printer::OpPrinter;

/// Names `func.func` prints itself (elided from `attributes {..}`).
const FUNC_ELIDED: &[&str] = &[
    "sym_name",
    "function_type",
    "sym_visibility",
    "arg_attrs",
    "res_attrs",
];

/// Parses the custom form of a `func` op; the results and the op name are already consumed.
pub fn parse(kind: FuncOp, p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    match kind {
        FuncOp::FuncFunc => parse_func(p, st),
        FuncOp::FuncReturn => {
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let ops = p.parse_operand_list(Delimiter::None)?;
            if !ops.is_empty() {
                let pos = p.current_pos();
                let tys = p.parse_colon_type_list()?;
                p.resolve_operands(&ops, &tys, pos, &mut st.operands)?;
            }
            Ok(())
        }
        FuncOp::FuncCall => {
            let callee = p.parse_symbol_name()?;
            let args = p.parse_operand_list(Delimiter::Paren)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            p.parse_punct(":")?;
            let pos = p.current_pos();
            let (ins, outs) = p.parse_function_type()?;
            p.resolve_operands(&args, &ins, pos, &mut st.operands)?;
            let name = p.ctx().ident_str(callee).to_string();
            let a = p.ctx().symbol_ref(&name);
            p.set_prop(st, "callee", a);
            st.result_types = outs;
            Ok(())
        }
        FuncOp::FuncCallIndirect => {
            let callee = p.parse_operand()?;
            let args = p.parse_operand_list(Delimiter::Paren)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            p.parse_punct(":")?;
            let pos = p.current_pos();
            let fty = p.parse_type()?;
            let TypeKind::Function { inputs, results } = p.ctx().type_kind(fty).clone() else {
                return Err(p.error_at(pos, "expected function type"));
            };
            let c = p.resolve_operand(&callee, fty)?;
            st.operands.push(c);
            p.resolve_operands(&args, &inputs, pos, &mut st.operands)?;
            st.result_types = results;
            Ok(())
        }
        FuncOp::FuncConstant => {
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let name = p.parse_symbol_name()?;
            let ty = p.parse_colon_type()?;
            let s = p.ctx().ident_str(name).to_string();
            let a = p.ctx().symbol_ref(&s);
            p.set_prop(st, "value", a);
            st.result_types.push(ty);
            Ok(())
        }
    }
}

/// Builds `[{..}, {..}]` from per-entry dictionaries, or `None` when all are empty.
fn attrs_array(p: &mut OpParser<'_>, dicts: &[Option<Attr>]) -> Option<Attr> {
    let any = dicts.iter().any(|d| {
        d.is_some_and(|a| matches!(p.ctx().attr_kind(a), AttrKind::Dictionary(e) if !e.is_empty()))
    });
    if !any {
        return None;
    }
    let ctx = p.ctx();
    let empty = ctx.attr(AttrKind::Dictionary(Vec::new()));
    let elems = dicts.iter().map(|d| d.unwrap_or(empty)).collect();
    Some(ctx.attr(AttrKind::Array(elems)))
}

/// The legacy `func @f(...)`: `func.func`'s syntax, plus the 2019 form of a definition
/// whose signature lists bare argument types and whose explicit entry block declares the
/// arguments (`func @f(i64, i1) -> i64 {\n^bb0(%a: i64, %c: i1): ...}`); the entry block's
/// argument types must be the signature's.
pub fn parse_legacy_func(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    parse_func_impl(p, st, true)
}

/// `func.func` (also the legacy `func @f`): upstream's `function_interface_impl`.
fn parse_func(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    parse_func_impl(p, st, false)
}

fn parse_func_impl(p: &mut OpParser<'_>, st: &mut OperationState, legacy: bool) -> PResult<()> {
    for vis in ["private", "public", "nested"] {
        if p.parse_optional_keyword(vis) {
            let a = p.ctx().str_attr(vis);
            p.set_prop(st, "sym_visibility", a);
            break;
        }
    }
    let name = p.parse_symbol_name()?;
    // Arguments: all named (`%a: i32 {..}`) or all bare types (`i32 {..}`).
    p.parse_punct("(")?;
    let mut args: Vec<Argument> = Vec::new();
    let mut arg_types: Vec<Type> = Vec::new();
    let mut arg_dicts: Vec<Option<Attr>> = Vec::new();
    let mut named: Option<bool> = None;
    if !p.parse_optional_punct(")") {
        loop {
            let pos = p.current_pos();
            if let Some(a) = p.parse_optional_argument(true, true)? {
                if named == Some(false) {
                    return Err(p.error_at(pos, "expected type instead of SSA identifier"));
                }
                named = Some(true);
                arg_types.push(a.ty.unwrap_or_else(|| p.ctx().none_type()));
                arg_dicts.push(a.attrs);
                args.push(a);
            } else {
                if named == Some(true) {
                    return Err(p.error_at(pos, "expected SSA identifier"));
                }
                if p.peek_punct("...") {
                    return Err(p.error_at(pos, "variadic arguments are not allowed"));
                }
                named = Some(false);
                let t = p.parse_type()?;
                let mut dict = None;
                if p.peek_punct("{") {
                    let mut v = Vec::new();
                    p.parse_optional_attr_dict(&mut v)?;
                    let entries = v.iter().map(|a| (a.name, a.value)).collect();
                    dict = Some(p.ctx().attr(AttrKind::Dictionary(entries)));
                }
                p.parse_optional_location()?;
                arg_types.push(t);
                arg_dicts.push(dict);
            }
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct(")")?;
    }
    // Results: `-> type` or `-> (type {attrs}, ...)`.
    let mut res_types = Vec::new();
    let mut res_dicts: Vec<Option<Attr>> = Vec::new();
    if p.parse_optional_punct("->") {
        if p.parse_optional_punct("(") {
            if !p.parse_optional_punct(")") {
                loop {
                    res_types.push(p.parse_type()?);
                    let mut dict = None;
                    if p.peek_punct("{") {
                        let mut v = Vec::new();
                        p.parse_optional_attr_dict(&mut v)?;
                        let entries = v.iter().map(|a| (a.name, a.value)).collect();
                        dict = Some(p.ctx().attr(AttrKind::Dictionary(entries)));
                    }
                    res_dicts.push(dict);
                    if !p.parse_optional_punct(",") {
                        break;
                    }
                }
                p.parse_punct(")")?;
            }
        } else {
            res_types.push(p.parse_type()?);
            res_dicts.push(None);
        }
    }
    p.parse_optional_attr_dict_with_keyword(&mut st.attrs)?;
    let s = p.ctx().ident_str(name).to_string();
    let sym = p.ctx().str_attr(&s);
    p.set_prop(st, "sym_name", sym);
    let fty = p.ctx().function_type(arg_types.clone(), res_types);
    let fa = p.ctx().type_attr(fty);
    p.set_prop(st, "function_type", fa);
    if let Some(a) = attrs_array(p, &arg_dicts) {
        p.set_prop(st, "arg_attrs", a);
    }
    if let Some(a) = attrs_array(p, &res_dicts) {
        p.set_prop(st, "res_attrs", a);
    }
    let body_pos = p.current_pos();
    let region = if p.peek_punct("{") {
        if named == Some(false) {
            if !legacy {
                return Err(p.error_at(
                    body_pos,
                    "expected named arguments for a function with a body",
                ));
            }
            return parse_legacy_body(p, st, &arg_types, body_pos);
        }
        let r = p.parse_region(&args, false)?;
        if p.module().region(r).blocks().is_empty() {
            return Err(p.error_at(body_pos, "expected non-empty function body"));
        }
        r
    } else {
        p.module().create_region()
    };
    st.regions.push(region);
    Ok(())
}

/// The body of a legacy definition with bare argument types: the entry block is labelled
/// and declares the arguments, whose types must be `arg_types`.
fn parse_legacy_body(
    p: &mut OpParser<'_>,
    st: &mut OperationState,
    arg_types: &[Type],
    body_pos: crate::parser::SrcPos,
) -> PResult<()> {
    let r = p.parse_region(&[], false)?;
    let m = p.module();
    let Some(&entry) = m.region(r).blocks().first() else {
        return Err(p.error_at(body_pos, "expected non-empty function body"));
    };
    let entry_types: Vec<Type> = m
        .block(entry)
        .args()
        .iter()
        .map(|v| m.value_type(*v))
        .collect();
    if entry_types != arg_types {
        return Err(p.error_at(
            body_pos,
            "the entry block's arguments must match the function's argument types",
        ));
    }
    st.regions.push(r);
    Ok(())
}

/// Prints the custom form of a `func` op after its name; `false` falls back to the generic
/// form.
pub fn print(kind: FuncOp, p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    match kind {
        FuncOp::FuncFunc => print_func(p, op),
        FuncOp::FuncReturn => {
            p.print_optional_attr_dict(&d.attrs, &[]);
            if !d.operands().is_empty() {
                p.write_str(" ");
                p.print_operands(d.operands());
                p.write_str(" : ");
                let tys: Vec<Type> = d.operands().iter().map(|v| m.value_type(*v)).collect();
                p.print_types(&tys);
            }
            true
        }
        FuncOp::FuncCall => {
            let Some(callee) = p.op_attr(op, "callee") else {
                return false;
            };
            if !matches!(p.ctx().attr_kind(callee), AttrKind::SymbolRef { .. }) {
                return false;
            }
            p.write_str(" ");
            p.print_attribute(callee);
            p.write_str("(");
            p.print_operands(d.operands());
            p.write_str(")");
            let attrs: Vec<_> = d.props.iter().chain(d.attrs.iter()).copied().collect();
            p.print_optional_attr_dict(&attrs, &["callee"]);
            p.write_str(" : ");
            let ins: Vec<Type> = d.operands().iter().map(|v| m.value_type(*v)).collect();
            let outs: Vec<Type> = d.results().iter().map(|v| m.value_type(*v)).collect();
            p.print_function_type(&ins, &outs);
            true
        }
        FuncOp::FuncCallIndirect => {
            let Some((&callee, args)) = d.operands().split_first() else {
                return false;
            };
            // The custom form takes the operand and result types from the callee's type.
            let TypeKind::Function { inputs, results } = p.ctx().type_kind(m.value_type(callee))
            else {
                return false;
            };
            let arg_tys: Vec<Type> = args.iter().map(|v| m.value_type(*v)).collect();
            let res_tys: Vec<Type> = d.results().iter().map(|v| m.value_type(*v)).collect();
            if *inputs != arg_tys || *results != res_tys {
                return false;
            }
            p.write_str(" ");
            p.print_operand(callee);
            p.write_str("(");
            p.print_operands(args);
            p.write_str(")");
            p.print_optional_attr_dict(&d.attrs, &[]);
            p.write_str(" : ");
            p.print_type(m.value_type(callee));
            true
        }
        FuncOp::FuncConstant => {
            let Some(v) = p.op_attr(op, "value") else {
                return false;
            };
            let Some(&r) = d.results().first() else {
                return false;
            };
            if !matches!(p.ctx().attr_kind(v), AttrKind::SymbolRef { .. }) {
                return false;
            }
            p.print_optional_attr_dict(&d.attrs, &[]);
            p.write_str(" ");
            p.print_attribute(v);
            p.write_str(" : ");
            p.print_type(m.value_type(r));
            true
        }
    }
}

fn dict_at(p: &OpPrinter<'_>, arr: Option<Attr>, i: usize) -> Option<Attr> {
    let a = arr?;
    match p.ctx().attr_kind(a) {
        AttrKind::Array(v) => v.get(i).copied(),
        _ => None,
    }
}

fn print_func(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let ctx = p.ctx();
    let d = m.op(op);
    let (Some(name), Some(fty)) = (p.op_attr(op, "sym_name"), p.op_attr(op, "function_type"))
    else {
        return false;
    };
    let AttrKind::String { value: name, .. } = ctx.attr_kind(name) else {
        return false;
    };
    let AttrKind::Type(fty) = ctx.attr_kind(fty) else {
        return false;
    };
    let TypeKind::Function { inputs, results } = ctx.type_kind(*fty) else {
        return false;
    };
    if d.regions().len() != 1 {
        return false;
    }
    let body = m.region(d.regions()[0]).blocks().first().copied();
    if let Some(b) = body {
        let args = m.block(b).args();
        if args.len() != inputs.len()
            || args.iter().zip(inputs).any(|(a, t)| m.value_type(*a) != *t)
        {
            return false;
        }
    }
    if let Some(v) = p.op_attr(op, "sym_visibility") {
        let AttrKind::String { value, .. } = ctx.attr_kind(v) else {
            return false;
        };
        p.write_str(" ");
        p.write_str(&String::from_utf8_lossy(value));
    }
    p.write_str(" @");
    p.print_keyword_or_string(&String::from_utf8_lossy(name));
    p.write_str("(");
    let arg_attrs = p.op_attr(op, "arg_attrs");
    for (i, t) in inputs.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        let dict = dict_at(p, arg_attrs, i);
        match body {
            Some(b) => p.print_argument(m.block(b).args()[i], dict),
            None => {
                p.print_type(*t);
                print_nonempty_dict(p, dict);
            }
        }
    }
    p.write_str(")");
    let res_attrs = p.op_attr(op, "res_attrs");
    if !results.is_empty() {
        p.write_str(" -> ");
        let has_attrs = (0..results.len()).any(|i| {
            dict_at(p, res_attrs, i).is_some_and(
                |a| matches!(ctx.attr_kind(a), AttrKind::Dictionary(e) if !e.is_empty()),
            )
        });
        let parens = results.len() > 1
            || has_attrs
            || matches!(ctx.type_kind(results[0]), TypeKind::Function { .. });
        if parens {
            p.write_str("(");
        }
        for (i, t) in results.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_type(*t);
            let dict = dict_at(p, res_attrs, i);
            print_nonempty_dict(p, dict);
        }
        if parens {
            p.write_str(")");
        }
    }
    let attrs: Vec<_> = d.props.iter().chain(d.attrs.iter()).copied().collect();
    p.print_optional_attr_dict_with_keyword(&attrs, FUNC_ELIDED);
    if body.is_some() {
        p.write_str(" ");
        p.print_region(d.regions()[0], false, true);
    }
    true
}

fn print_nonempty_dict(p: &mut OpPrinter<'_>, dict: Option<Attr>) {
    if let Some(a) = dict {
        if matches!(p.ctx().attr_kind(a), AttrKind::Dictionary(e) if !e.is_empty()) {
            p.write_str(" ");
            p.print_attribute(a);
        }
    }
}
