//! `gpu.binary`: serialized GPU objects (syntax and verification, as upstream).
//!
//! `gpu.binary @name <handler>? attr-dict [#gpu.object<..>, ..]` holds the result of
//! compiling a `gpu.module` for some targets (`gpu-module-to-binary`): properties
//! `sym_name`, `offloadingHandler` (default `#gpu.select_object`, filled in by the custom
//! parser and then not written) and `objects`, a non-empty array of `#gpu.object`.
//!
//! The objects are opaque dialect attributes. Two of their spellings are canonicalized when
//! parsed, as upstream prints them: the default object format is not written
//! (`#gpu.object<#nvvm.target, fatbin = "..">` is `#gpu.object<#nvvm.target, "..">`) and an
//! integer object index of `#gpu.select_object` carries its type (`<1 : i64>`).
//!
//! Tessera cannot run any of the objects (they are PTX, cubins, HSACOs or SPIR-V for other
//! runtimes): the interpreter and `tessera run` refuse a `gpu.launch_func` whose kernel is in
//! a `gpu.binary`; a binary that no launch uses is ignored.

use super::syntax::string_of;
use crate::dialect::memref::syntax::{move_inherent, op_attr, print_attr_dict, set_prop};
use crate::ir::{Attr, AttrKind, Context, Op};
use crate::parser::{OpParser, OperationState, PResult};
use crate::printer::OpPrinter;
use crate::verify::check::{Check, OpCheck};

/// `#gpu.select_object` without an object, the default offloading handler.
fn default_handler(ctx: &mut Context) -> Attr {
    ctx.attr(AttrKind::Opaque {
        dialect: "gpu".into(),
        body: ".select_object".into(),
        ty: None,
    })
}

/// Whether `a` is the default offloading handler.
fn is_default_handler(ctx: &Context, a: Attr) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Opaque { dialect, body, ty: None }
        if dialect == "gpu" && body == ".select_object")
}

/// Whether `a` is a `#gpu.object<..>`.
fn is_object(ctx: &Context, a: Attr) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Opaque { dialect, body, .. }
        if dialect == "gpu" && body.starts_with(".object<"))
}

/// Whether `a` is an offloading handler Tessera knows (`#gpu.select_object`, with or
/// without an object).
fn is_handler(ctx: &Context, a: Attr) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Opaque { dialect, body, ty: None }
        if dialect == "gpu" && (body == ".select_object" || body.starts_with(".select_object<")))
}

/// The body of a `#gpu.object` or `#gpu.select_object` as upstream prints it, `None` when
/// it is already so (or is another attribute).
pub(crate) fn canonical_body(body: &str) -> Option<String> {
    if let Some(inner) = body
        .strip_prefix(".select_object<")
        .and_then(|b| b.strip_suffix('>'))
    {
        let digits = inner.strip_prefix('-').unwrap_or(inner);
        if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
            return Some(format!(".select_object<{inner} : i64>"));
        }
        return None;
    }
    let inner = body.strip_prefix(".object<")?.strip_suffix('>')?;
    let parts = top_level_commas(inner);
    let last = *parts.last()?;
    let rest = inner[last..].trim_start();
    let value = rest
        .strip_prefix("fatbin")?
        .trim_start()
        .strip_prefix('=')?;
    Some(format!(".object<{}{}>", &inner[..last], value))
}

/// The offsets just after each top-level comma of `s` (brackets of any kind and strings
/// nest; the `>` of `->` closes nothing).
fn top_level_commas(s: &str) -> Vec<usize> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let (mut depth, mut i) = (0i32, 0usize);
    while i < b.len() {
        match b[i] {
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    if b[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
            }
            b'<' | b'[' | b'{' | b'(' => depth += 1,
            b'>' if i > 0 && b[i - 1] == b'-' => {}
            b'>' | b']' | b'}' | b')' => depth -= 1,
            b',' if depth == 0 => out.push(i + 1),
            _ => {}
        }
        i += 1;
    }
    out
}

/// `@name (<handler>)? attr-dict [objects]`
#[inline(never)]
pub fn parse(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = p.parse_symbol_name()?;
    let s = p.ctx().ident_str(name).to_string();
    let na = p.ctx().str_attr(&s);
    set_prop(p, st, "sym_name", na);
    let h = if p.parse_optional_punct("<") {
        let h = p.parse_attribute(None)?;
        p.parse_punct(">")?;
        h
    } else {
        default_handler(p.ctx())
    };
    set_prop(p, st, "offloadingHandler", h);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent(p, st, &["objects"]);
    let pos = p.current_pos();
    let objects = p.parse_attribute(None)?;
    if !matches!(p.ctx().attr_kind(objects), AttrKind::Array(_)) {
        return Err(p.error_at(pos, "invalid kind of attribute specified"));
    }
    set_prop(p, st, "objects", objects);
    Ok(())
}

/// Prints `gpu.binary` after its name; `false` falls back to the generic form.
#[inline(never)]
pub fn print(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let ctx = p.ctx();
    let Some(name) = string_of(ctx, op_attr(p, op, "sym_name")) else {
        return false;
    };
    let Some(objects) = op_attr(p, op, "objects") else {
        return false;
    };
    let d = p.module().op(op);
    if !d.operands().is_empty() || !d.results().is_empty() || !d.regions().is_empty() {
        return false;
    }
    p.write_str(" ");
    crate::dialect::memref::syntax::print_symbol_bytes(p, name);
    p.write_str(" ");
    if let Some(h) = op_attr(p, op, "offloadingHandler").filter(|&h| !is_default_handler(ctx, h)) {
        p.write_str("<");
        p.print_attribute(h);
        p.write_str(">");
    }
    print_attr_dict(p, op, &["sym_name", "offloadingHandler", "objects"]);
    p.write_str(" ");
    p.print_attribute(objects);
    true
}

/// Upstream's checks: the properties, no operands, results or regions, and a symbol table
/// around it.
#[inline(never)]
pub fn verify(c: &OpCheck) -> Check {
    use crate::verify::constraints as cs;
    let objects = c.require("objects")?;
    if let Some(h) = c.attr("offloadingHandler") {
        if !is_handler(c.ctx, h) {
            return Err(c.err(
                "attribute 'offloadingHandler' failed to satisfy constraint: any attribute with \
                 the `OffloadingTranslationAttrTrait` trait.",
            ));
        }
    }
    let objects_ok = match c.ctx.attr_kind(objects) {
        AttrKind::Array(v) => !v.is_empty() && v.iter().all(|&a| is_object(c.ctx, a)),
        _ => false,
    };
    if !objects_ok {
        return Err(c.err(
            "attribute 'objects' failed to satisfy constraint: an array of GPU object \
             attributes with at least 1 elements",
        ));
    }
    match c.attr("sym_name").map(|a| c.ctx.attr_kind(a)) {
        None => return Err(c.err("requires attribute 'sym_name'")),
        Some(AttrKind::String { .. }) => {}
        Some(_) => {
            return Err(c.err("attribute 'sym_name' failed to satisfy constraint: string attribute"))
        }
    }
    cs::shape(c, cs::Count::Exact(0), cs::Count::Exact(0), 0, 0)?;
    let in_table = c
        .parent_op()
        .and_then(|p| c.kind_of(p))
        .is_some_and(|k| k.is_symbol_table());
    if !in_table {
        return Err(c.err("symbol's parent must have the SymbolTable trait"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::canonical_body;

    #[test]
    fn object_bodies_are_canonical() {
        assert_eq!(
            canonical_body(".object<#nvvm.target, fatbin = \"E\">").as_deref(),
            Some(".object<#nvvm.target, \"E\">")
        );
        assert_eq!(canonical_body(".object<#nvvm.target, \"E\">"), None);
        assert_eq!(
            canonical_body(".object<#nvvm.target, bin = \"fatbin = \">"),
            None
        );
        assert_eq!(
            canonical_body(
                ".object<#nvvm.target, kernels = <[#gpu.kernel_metadata<\"k\", () -> ()>]>, \
                 fatbin = \"F\">"
            )
            .as_deref(),
            Some(
                ".object<#nvvm.target, kernels = <[#gpu.kernel_metadata<\"k\", () -> ()>]>, \"F\">"
            )
        );
        assert_eq!(
            canonical_body(".select_object<1>").as_deref(),
            Some(".select_object<1 : i64>")
        );
        assert_eq!(canonical_body(".select_object<1 : i64>"), None);
        assert_eq!(canonical_body(".select_object<#rocdl.target>"), None);
    }
}
