//! Textual forms of types, attributes and affine maps for diagnostic messages.
//!
//! Verifier messages quote types the way upstream's diagnostics do (`'memref<4xf32>'`). The
//! spelling follows upstream's printer; it is kept here, self-contained, so that the verifier
//! never depends on printer state (aliases, SSA names).

use crate::ir::{
    AffineBinOp, AffineExpr, AffineExprKind, AffineMap, Attr, AttrKind, Context, Signedness, Type,
    TypeKind, DYNAMIC,
};
use std::fmt::Write;

/// The textual form of a type (`memref<?x4xf32, 1>`).
pub fn type_str(ctx: &Context, t: Type) -> String {
    let mut s = String::new();
    write_type(ctx, t, &mut s);
    s
}

/// A type in single quotes, as upstream's diagnostics print types: `'f32'`.
pub fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", type_str(ctx, t))
}

/// A list of types, each quoted, separated by `, ` (upstream's `TypeRange` in diagnostics).
pub fn quoted_list(ctx: &Context, ts: &[Type]) -> String {
    ts.iter()
        .map(|t| quoted(ctx, *t))
        .collect::<Vec<_>>()
        .join(", ")
}

fn write_dims(shape: &[i64], scalable: Option<&[bool]>, out: &mut String) {
    for (i, d) in shape.iter().enumerate() {
        let sc = scalable.and_then(|s| s.get(i).copied()).unwrap_or(false);
        if sc {
            out.push('[');
        }
        if *d == DYNAMIC {
            out.push('?');
        } else {
            let _ = write!(out, "{d}");
        }
        if sc {
            out.push(']');
        }
        out.push('x');
    }
}

fn write_type(ctx: &Context, t: Type, out: &mut String) {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, signedness } => {
            let p = match signedness {
                Signedness::Signless => "i",
                Signedness::Signed => "si",
                Signedness::Unsigned => "ui",
            };
            let _ = write!(out, "{p}{width}");
        }
        TypeKind::Index => out.push_str("index"),
        TypeKind::Float(k) => out.push_str(k.keyword()),
        TypeKind::Complex(e) => {
            out.push_str("complex<");
            write_type(ctx, *e, out);
            out.push('>');
        }
        TypeKind::Tuple(ts) => {
            out.push_str("tuple<");
            write_list(ctx, ts, out);
            out.push('>');
        }
        TypeKind::None => out.push_str("none"),
        TypeKind::Function { inputs, results } => {
            out.push('(');
            write_list(ctx, inputs, out);
            out.push_str(") -> ");
            let single_plain = results.len() == 1
                && !matches!(ctx.type_kind(results[0]), TypeKind::Function { .. });
            if single_plain {
                write_type(ctx, results[0], out);
            } else {
                out.push('(');
                write_list(ctx, results, out);
                out.push(')');
            }
        }
        TypeKind::Vector {
            shape,
            scalable,
            elem,
        } => {
            out.push_str("vector<");
            write_dims(shape, Some(scalable), out);
            write_type(ctx, *elem, out);
            out.push('>');
        }
        TypeKind::RankedTensor {
            shape,
            elem,
            encoding,
        } => {
            out.push_str("tensor<");
            write_dims(shape, None, out);
            write_type(ctx, *elem, out);
            if let Some(e) = encoding {
                out.push_str(", ");
                write_attr(ctx, *e, out);
            }
            out.push('>');
        }
        TypeKind::UnrankedTensor { elem } => {
            out.push_str("tensor<*x");
            write_type(ctx, *elem, out);
            out.push('>');
        }
        TypeKind::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        } => {
            out.push_str("memref<");
            write_dims(shape, None, out);
            write_type(ctx, *elem, out);
            if let Some(l) = layout {
                out.push_str(", ");
                write_attr(ctx, *l, out);
            }
            if let Some(s) = memory_space {
                out.push_str(", ");
                write_attr(ctx, *s, out);
            }
            out.push('>');
        }
        TypeKind::UnrankedMemRef { elem, memory_space } => {
            out.push_str("memref<*x");
            write_type(ctx, *elem, out);
            if let Some(s) = memory_space {
                out.push_str(", ");
                write_attr(ctx, *s, out);
            }
            out.push('>');
        }
        TypeKind::Opaque { dialect, body } => {
            let _ = write!(out, "!{dialect}{body}");
        }
    }
}

fn write_list(ctx: &Context, ts: &[Type], out: &mut String) {
    for (i, t) in ts.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_type(ctx, *t, out);
    }
}

/// The textual form of an attribute, for the attribute kinds that appear inside types and
/// messages (integers, strings, maps, strided layouts, dialect attributes). Other kinds get
/// a generic placeholder naming their kind.
pub fn attr_str(ctx: &Context, a: Attr) -> String {
    let mut s = String::new();
    write_attr(ctx, a, &mut s);
    s
}

fn write_attr(ctx: &Context, a: Attr, out: &mut String) {
    match ctx.attr_kind(a) {
        AttrKind::Unit => out.push_str("unit"),
        AttrKind::Bool(b) => {
            let _ = write!(out, "{b}");
        }
        AttrKind::Integer { value, ty } => {
            let _ = write!(out, "{value}");
            let is_i64 = matches!(
                ctx.type_kind(*ty),
                TypeKind::Integer {
                    width: 64,
                    signedness: Signedness::Signless
                }
            );
            if !is_i64 {
                out.push_str(" : ");
                write_type(ctx, *ty, out);
            }
        }
        AttrKind::Float { value, ty } => {
            let _ = write!(out, "{:e} : ", value.get());
            write_type(ctx, *ty, out);
        }
        AttrKind::String { value, .. } => {
            let _ = write!(
                out,
                "\"{}\"",
                String::from_utf8_lossy(value).escape_default()
            );
        }
        AttrKind::Type(t) => write_type(ctx, *t, out),
        AttrKind::AffineMap(m) => {
            out.push_str("affine_map<");
            out.push_str(&map_str(ctx, *m));
            out.push('>');
        }
        AttrKind::StridedLayout { offset, strides } => {
            out.push_str("strided<[");
            for (i, s) in strides.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_dyn(*s, out);
            }
            out.push(']');
            if *offset != 0 {
                out.push_str(", offset: ");
                write_dyn(*offset, out);
            }
            out.push('>');
        }
        AttrKind::Array(items) => {
            out.push('[');
            for (i, x) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_attr(ctx, *x, out);
            }
            out.push(']');
        }
        AttrKind::SymbolRef { root, nested } => {
            let _ = write!(out, "@{}", ctx.ident_str(*root));
            for n in nested {
                let _ = write!(out, "::@{}", ctx.ident_str(*n));
            }
        }
        AttrKind::Opaque { dialect, body, .. } => {
            let _ = write!(out, "#{dialect}{body}");
        }
        other => {
            let kind = format!("{other:?}");
            let head = kind
                .split(|c: char| !c.is_alphanumeric())
                .next()
                .unwrap_or("attr");
            let _ = write!(out, "<{head} attribute>");
        }
    }
}

fn write_dyn(v: i64, out: &mut String) {
    if v == DYNAMIC {
        out.push('?');
    } else {
        let _ = write!(out, "{v}");
    }
}

/// The textual form of an affine map without the `affine_map<>` wrapper:
/// `(d0, d1)[s0] -> (d0 + s0, d1)`.
pub fn map_str(ctx: &Context, m: AffineMap) -> String {
    let d = ctx.map_data(m);
    let mut out = String::from("(");
    for i in 0..d.num_dims {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "d{i}");
    }
    out.push(')');
    if d.num_symbols > 0 {
        out.push('[');
        for i in 0..d.num_symbols {
            if i > 0 {
                out.push_str(", ");
            }
            let _ = write!(out, "s{i}");
        }
        out.push(']');
    }
    out.push_str(" -> (");
    for (i, e) in d.results.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_expr(ctx, *e, false, &mut out);
    }
    out.push(')');
    out
}

/// Writes an affine expression with upstream's conventions: `a - b` for `a + b * -1`,
/// parentheses around sums nested in products.
fn write_expr(ctx: &Context, e: AffineExpr, enclose: bool, out: &mut String) {
    match ctx.expr(e) {
        AffineExprKind::Dim(i) => {
            let _ = write!(out, "d{i}");
        }
        AffineExprKind::Symbol(i) => {
            let _ = write!(out, "s{i}");
        }
        AffineExprKind::Const(c) => {
            let _ = write!(out, "{c}");
        }
        AffineExprKind::Bin(AffineBinOp::Add, a, b) => {
            if enclose {
                out.push('(');
            }
            write_expr(ctx, a, false, out);
            // `a + b * -1` prints as `a - b`; `a + -c` as `a - c`.
            let mut done = false;
            if let AffineExprKind::Bin(AffineBinOp::Mul, x, y) = ctx.expr(b) {
                if ctx.as_const(y) == Some(-1) {
                    out.push_str(" - ");
                    write_expr(ctx, x, true, out);
                    done = true;
                }
            }
            if !done {
                match ctx.as_const(b) {
                    Some(c) if c < 0 && c != i64::MIN => {
                        let _ = write!(out, " - {}", -c);
                    }
                    _ => {
                        out.push_str(" + ");
                        write_expr(ctx, b, false, out);
                    }
                }
            }
            if enclose {
                out.push(')');
            }
        }
        AffineExprKind::Bin(op, a, b) => {
            let sym = match op {
                AffineBinOp::Mul => " * ",
                AffineBinOp::Mod => " mod ",
                AffineBinOp::FloorDiv => " floordiv ",
                AffineBinOp::CeilDiv => " ceildiv ",
                AffineBinOp::Add => " + ",
            };
            if enclose {
                out.push('(');
            }
            write_expr(ctx, a, true, out);
            out.push_str(sym);
            write_expr(ctx, b, true, out);
            if enclose {
                out.push(')');
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::FloatKind;

    #[test]
    fn types_print_like_upstream() {
        let mut ctx = Context::new();
        let f32t = ctx.f32_type();
        let i32t = ctx.int_type(32);
        let idx = ctx.index_type();
        let m = ctx.memref_type(vec![DYNAMIC, 4], f32t, None, None);
        assert_eq!(type_str(&ctx, m), "memref<?x4xf32>");
        let i64t = ctx.int_type(64);
        let one = ctx.int_attr(1, i64t);
        let m1 = ctx.memref_type(vec![2], f32t, None, Some(one));
        assert_eq!(type_str(&ctx, m1), "memref<2xf32, 1>");
        let d0 = ctx.dim(0);
        let d1 = ctx.dim(1);
        let s0 = ctx.sym(0);
        let sum = ctx.add(d0, s0);
        let diff = ctx.sub(d0, d1);
        let map = ctx.map(2, 1, vec![sum, diff]);
        assert_eq!(map_str(&ctx, map), "(d0, d1)[s0] -> (d0 + s0, d0 - d1)");
        let f = ctx.function_type(vec![i32t, idx], vec![f32t]);
        assert_eq!(type_str(&ctx, f), "(i32, index) -> f32");
        let f0 = ctx.function_type(vec![], vec![]);
        assert_eq!(type_str(&ctx, f0), "() -> ()");
        let v = ctx.vector_type(vec![4, 8], f32t);
        assert_eq!(quoted(&ctx, v), "'vector<4x8xf32>'");
        let bf = ctx.float_type(FloatKind::BF16);
        assert_eq!(quoted_list(&ctx, &[bf, i32t]), "'bf16', 'i32'");
    }
}
