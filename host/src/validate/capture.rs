//! Making every memref a program writes observable.
//!
//! A host program usually allocates its buffers in `@main`, fills them, calls kernels,
//! prints and frees them, returning nothing. To compare the buffers themselves, the
//! validator rewrites the entry function before any lowering: each ranked `memref.alloc`
//! at the top level of its entry block becomes an extra result (appended to every
//! `func.return` and to the function type), and the `memref.dealloc`s of those buffers
//! (directly or through `memref.cast`) are dropped. The rewrite is the same for every
//! path, so outputs line up by position; each is labelled with its allocation site.
//!
//! Memref arguments of the entry are observable without rewriting: the runtime returns
//! their contents after the call.

use tessera_lowering::dialect::OpKind;
use tessera_lowering::ir::{Attr, AttrKind, Context, Module, NamedAttr, Op, TypeKind, Value};
use tessera_lowering::printer::type_to_string;

/// The function named `name` at module level (not inside a `gpu.module`).
pub fn find_func(ctx: &Context, m: &Module, name: &str) -> Option<Op> {
    let sym = ctx.lookup_ident("sym_name")?;
    let mut found = None;
    for &top in &m.top {
        m.walk_pre(top, &mut |op| {
            if found.is_some() || m.op(op).kind != Some(OpKind::FuncFunc) {
                return;
            }
            let inside_gpu = {
                let mut p = m.parent_op(op);
                let mut gpu = false;
                while let Some(q) = p {
                    gpu |= m.op(q).kind == Some(OpKind::GpuModule);
                    p = m.parent_op(q);
                }
                gpu
            };
            if inside_gpu {
                return;
            }
            let named = m
                .op(op)
                .get_attr(sym)
                .is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::String { value, .. } if value.as_slice() == name.as_bytes()));
            if named {
                found = Some(op);
            }
        });
    }
    found
}

/// Follows `memref.cast` chains back to the value they cast.
fn cast_root(m: &Module, mut v: Value) -> Value {
    while let Some(d) = m.defining_op(v) {
        if m.op(d).kind != Some(OpKind::MemRefCast) {
            break;
        }
        match m.op(d).operands().first() {
            Some(&src) => v = src,
            None => break,
        }
    }
    v
}

/// `file:line:col` of an op, or `?`.
pub fn loc_string(ctx: &Context, m: &Module, op: Op) -> String {
    match ctx.loc_file_line_col(m.op(op).loc) {
        Some((f, l, c)) => format!("{f}:{l}:{c}"),
        None => "?".to_string(),
    }
}

/// Rewrites function `entry` to return its top-level allocations (see the module docs).
/// Returns one label per added result: `alloc at file:line:col (memref<…>)`.
pub fn capture_allocs(
    ctx: &mut Context,
    m: &mut Module,
    entry: &str,
) -> Result<Vec<String>, String> {
    let func =
        find_func(ctx, m, entry).ok_or_else(|| format!("no function @{entry} in the program"))?;
    let Some(&region) = m.op(func).regions().first() else {
        return Err(format!("@{entry} has no body"));
    };
    let Some(&entry_block) = m.region(region).blocks().first() else {
        return Err(format!("@{entry} is only a declaration (it has no body)"));
    };
    let mut allocs: Vec<(Op, Value)> = Vec::new();
    for op in m.block_ops_vec(entry_block) {
        if m.op(op).kind != Some(OpKind::MemRefAlloc) {
            continue;
        }
        let Some(&v) = m.op(op).results().first() else {
            continue;
        };
        if matches!(ctx.type_kind(m.value_type(v)), TypeKind::MemRef { .. }) {
            allocs.push((op, v));
        }
    }
    // A buffer that `memref.realloc` consumes is freed by it: it is no output.
    let mut reallocated = Vec::new();
    m.walk_pre(func, &mut |op| {
        if m.op(op).kind == Some(OpKind::MemRefRealloc) {
            if let Some(&v) = m.op(op).operands().first() {
                reallocated.push(cast_root(m, v));
            }
        }
    });
    allocs.retain(|&(_, v)| !reallocated.contains(&v));
    // A buffer the function returns is a result already (returning it twice would make
    // the reference read a buffer the first result handed over).
    let mut returned = Vec::new();
    for &b in m.region(region).blocks() {
        for op in m.block_ops(b) {
            if m.op(op).kind == Some(OpKind::FuncReturn) {
                returned.extend(m.op(op).operands().iter().map(|&v| cast_root(m, v)));
            }
        }
    }
    allocs.retain(|&(_, v)| !returned.contains(&v));
    if allocs.is_empty() {
        return Ok(Vec::new());
    }
    let values: Vec<Value> = allocs.iter().map(|&(_, v)| v).collect();
    // Drop the deallocations of captured buffers anywhere in the function.
    let mut body_ops = Vec::new();
    m.walk_pre(func, &mut |op| body_ops.push(op));
    for op in body_ops {
        if m.is_erased(op) || m.op(op).kind != Some(OpKind::MemRefDealloc) {
            continue;
        }
        if let Some(&v) = m.op(op).operands().first() {
            if values.contains(&cast_root(m, v)) {
                m.erase_op(op);
            }
        }
    }
    // Return them from every return of the function body.
    let blocks = m.region(region).blocks().to_vec();
    for b in blocks {
        for op in m.block_ops_vec(b) {
            if m.op(op).kind == Some(OpKind::FuncReturn) {
                for &v in &values {
                    m.add_operand(op, v);
                }
            }
        }
    }
    // Extend the function type (and result attributes, when present).
    let ft_name = ctx.ident("function_type");
    let ra_name = ctx.ident("res_attrs");
    let new_types: Vec<_> = values.iter().map(|&v| m.value_type(v)).collect();
    let props = m.op(func).props.clone();
    let mut new_props: Vec<NamedAttr> = Vec::with_capacity(props.len());
    for na in props {
        let value = if na.name == ft_name {
            let ty = match ctx.attr_kind(na.value) {
                AttrKind::Type(t) => *t,
                _ => return Err(format!("@{entry} has a malformed function_type")),
            };
            let TypeKind::Function { inputs, results } = ctx.type_kind(ty).clone() else {
                return Err(format!("@{entry} has a malformed function_type"));
            };
            let mut results = results;
            results.extend(new_types.iter().copied());
            let f = ctx.function_type(inputs, results);
            ctx.type_attr(f)
        } else if na.name == ra_name {
            extend_array(ctx, na.value, values.len())
        } else {
            na.value
        };
        new_props.push(NamedAttr {
            name: na.name,
            value,
        });
    }
    m.op_mut(func).props = new_props;
    Ok(allocs
        .iter()
        .map(|&(op, v)| {
            format!(
                "alloc at {} ({})",
                loc_string(ctx, m, op),
                type_to_string(ctx, m.value_type(v))
            )
        })
        .collect())
}

fn extend_array(ctx: &mut Context, a: Attr, n: usize) -> Attr {
    let AttrKind::Array(items) = ctx.attr_kind(a).clone() else {
        return a;
    };
    let mut items = items;
    for _ in 0..n {
        let empty = ctx.attr(AttrKind::Dictionary(Vec::new()));
        items.push(empty);
    }
    ctx.attr(AttrKind::Array(items))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tessera_lowering::parser::{parse_source, ParseOptions};
    use tessera_lowering::printer::{print_module, PrintOptions};

    #[test]
    fn allocs_become_results() {
        let src = r#"
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<2x2xi32>
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.dealloc %c : memref<?xf32>
  memref.dealloc %b : memref<2x2xi32>
  return
}
"#;
        let mut ctx = Context::new();
        let mut m = parse_source(&mut ctx, src, "t.mlir", &ParseOptions::default()).unwrap();
        let labels = capture_allocs(&mut ctx, &mut m, "main").unwrap();
        assert_eq!(
            labels,
            vec![
                "alloc at t.mlir:3:8 (memref<4xf32>)",
                "alloc at t.mlir:4:8 (memref<2x2xi32>)"
            ]
        );
        tessera_lowering::verify::verify(&ctx, &m).unwrap();
        let text = print_module(&ctx, &m, &PrintOptions::default());
        assert!(
            text.contains("-> (memref<4xf32>, memref<2x2xi32>)"),
            "{text}"
        );
        assert!(!text.contains("dealloc"), "{text}");
    }

    #[test]
    fn missing_entry_is_an_error() {
        let mut ctx = Context::new();
        let mut m = parse_source(
            &mut ctx,
            "func.func private @f()",
            "t.mlir",
            &ParseOptions::default(),
        )
        .unwrap();
        assert!(capture_allocs(&mut ctx, &mut m, "main")
            .unwrap_err()
            .contains("no function @main"));
        assert!(capture_allocs(&mut ctx, &mut m, "f")
            .unwrap_err()
            .contains("declaration"));
    }
}
