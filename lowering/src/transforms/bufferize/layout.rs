//! `function-boundary-type-conversion=infer-layout-map`, as upstream's
//! `OneShotModuleBufferize` does it: arguments get the fully dynamic layout (as with
//! `fully-dynamic-layout-map`), and each function's results, bufferized first with the
//! fully dynamic layout too, then take the type of the buffer returned: the `memref.cast`
//! feeding `func.return` is bypassed (upstream's `foldMemRefCasts`, which leaves the cast
//! unused) and the function type rewritten. Functions are bufferized callees first
//! (upstream's `getFuncOpsOrderedByCalls`), so a `func.call` gets the inferred result types
//! of its callee; a callee not yet bufferized (a cycle of calls) or a declaration keeps the
//! fully dynamic layout.

use super::function_type;
use crate::dialect::OpKind;
use crate::ir::{AttrKind, Context, Module, Op, Type};

/// The name of the function `call` calls (a flat symbol reference).
fn callee_name(ctx: &Context, m: &Module, call: Op) -> Option<Vec<u8>> {
    let a = m.op(call).get_attr_named(ctx, "callee")?;
    match ctx.attr_kind(a) {
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => {
            Some(ctx.ident_str(*root).as_bytes().to_vec())
        }
        _ => None,
    }
}

/// The function named `name` among `funcs`.
fn find(ctx: &Context, m: &Module, funcs: &[Op], name: &[u8]) -> Option<Op> {
    funcs
        .iter()
        .copied()
        .find(|&f| crate::verify::symbols::symbol_name(ctx, m, f) == Some(name))
}

/// The functions that `f` calls, among `funcs`.
fn callees(ctx: &Context, m: &Module, funcs: &[Op], f: Op) -> Vec<Op> {
    let mut out = Vec::new();
    m.walk_pre(f, &mut |o| {
        if m.op(o).kind == Some(OpKind::FuncCall) {
            if let Some(c) = callee_name(ctx, m, o).and_then(|n| find(ctx, m, funcs, &n)) {
                if c != f && !out.contains(&c) {
                    out.push(c);
                }
            }
        }
    });
    out
}

/// `funcs` ordered callees first (program order among the ready ones); the functions of a
/// cycle of calls follow in program order.
pub(super) fn callees_first(ctx: &Context, m: &Module, funcs: &[Op]) -> Vec<Op> {
    let deps: Vec<Vec<Op>> = funcs.iter().map(|&f| callees(ctx, m, funcs, f)).collect();
    let mut done: Vec<Op> = Vec::with_capacity(funcs.len());
    while done.len() < funcs.len() {
        let ready = funcs
            .iter()
            .zip(&deps)
            .find(|(f, d)| !done.contains(f) && d.iter().all(|c| done.contains(c)))
            .map(|(&f, _)| f);
        // A cycle: its first function in program order.
        let next = ready.or_else(|| funcs.iter().copied().find(|f| !done.contains(f)));
        match next {
            Some(f) => done.push(f),
            None => break,
        }
    }
    done
}

/// The result types of the function `call` calls, when it is already bufferized (its
/// type has no tensors left); `None` otherwise.
pub(super) fn callee_results(ctx: &Context, m: &Module, module: Op, call: Op) -> Option<Vec<Type>> {
    let name = callee_name(ctx, m, call)?;
    let mut funcs = Vec::new();
    m.walk_pre(module, &mut |o| {
        if m.op(o).kind == Some(OpKind::FuncFunc) {
            funcs.push(o);
        }
    });
    let f = find(ctx, m, &funcs, &name)?;
    let (ins, outs) = function_type(ctx, m, f)?;
    let bufferized = !ins.iter().chain(&outs).any(|&t| super::is_tensor(ctx, t));
    bufferized.then_some(outs)
}

/// Upstream's `foldMemRefCasts`: each operand of `f`'s `func.return` made by `memref.cast`
/// (a chain of them) is replaced by the cast's source, whose type becomes the function's
/// result type. The casts stay, unused, as upstream leaves them.
pub(super) fn fold_result_casts(ctx: &mut Context, m: &mut Module, f: Op) {
    let Some((ins, _)) = function_type(ctx, m, f) else {
        return;
    };
    let Some(ret) = m
        .op(f)
        .regions()
        .first()
        .and_then(|&r| m.region(r).blocks().first().copied())
        .and_then(|b| m.block_ops_vec(b).last().copied())
        .filter(|&o| m.op(o).kind == Some(OpKind::FuncReturn))
    else {
        return;
    };
    let mut outs = Vec::new();
    for (i, v) in m.op(ret).operands().to_vec().into_iter().enumerate() {
        let mut src = v;
        while let Some(&s) = m
            .defining_op(src)
            .filter(|&c| m.op(c).kind == Some(OpKind::MemRefCast))
            .and_then(|c| m.op(c).operands().first())
        {
            src = s;
        }
        if src != v {
            m.set_operand(ret, i, src);
        }
        outs.push(m.value_type(src));
    }
    let ft = ctx.function_type(ins, outs);
    let a = ctx.type_attr(ft);
    super::set_prop(ctx, m, f, "function_type", a);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parser::{parse_source, ParseOptions};

    /// Callees come first; the functions of a cycle follow in program order.
    #[test]
    fn functions_are_ordered_callees_first() {
        let text = "func.func @a() {\n call @b() : () -> ()\n return\n}\n\
                    func.func @b() {\n call @c() : () -> ()\n return\n}\n\
                    func.func @c() {\n return\n}\n\
                    func.func @x() {\n call @y() : () -> ()\n return\n}\n\
                    func.func @y() {\n call @x() : () -> ()\n return\n}\n";
        let mut ctx = Context::new();
        let m = parse_source(&mut ctx, text, "t.mlir", &ParseOptions::default()).expect("parses");
        let mut funcs = Vec::new();
        m.walk_pre(m.top[0], &mut |o| {
            if m.op(o).kind == Some(OpKind::FuncFunc) {
                funcs.push(o);
            }
        });
        let names: Vec<String> = callees_first(&ctx, &m, &funcs)
            .iter()
            .map(|&f| {
                let n = crate::verify::symbols::symbol_name(&ctx, &m, f).unwrap_or_default();
                String::from_utf8_lossy(n).into_owned()
            })
            .collect();
        assert_eq!(names, ["c", "b", "a", "x", "y"]);
    }
}
