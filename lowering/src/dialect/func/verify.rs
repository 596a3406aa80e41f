//! Per-op verification rules of the `func` dialect, with upstream's messages:
//! `func.func` (signature vs entry block, declarations), `func.return` (against the enclosing
//! function), `func.call` / `func.constant` (symbol uses), `func.call_indirect`.

use crate::dialect::{FuncOp, OpKind};
use crate::ir::{Op, Type, TypeKind};
use crate::verify::check::{Check, OpCheck};
use crate::verify::constraints::{self as cs, shape, Count};
use crate::verify::symbols;

/// Verifies one `func` op.
pub fn verify(c: &OpCheck, kind: FuncOp) -> Check {
    match kind {
        FuncOp::FuncFunc => verify_func(c),
        FuncOp::FuncReturn => verify_return(c),
        FuncOp::FuncCall => verify_call(c),
        FuncOp::FuncCallIndirect => verify_call_indirect(c),
        FuncOp::FuncConstant => verify_constant(c),
    }
}

/// The `(inputs, results)` of a function type.
pub fn fn_sig<'a>(c: &OpCheck<'a>, t: Type) -> Option<(&'a [Type], &'a [Type])> {
    match c.ctx.type_kind(t) {
        TypeKind::Function { inputs, results } => Some((inputs.as_slice(), results.as_slice())),
        _ => None,
    }
}

/// The `function_type` of a function-like op (`func.func`, `gpu.func`).
pub fn function_type_of(c: &OpCheck, op: Op) -> Option<Type> {
    c.other(op)
        .type_attr("function_type")
        .filter(|t| fn_sig(c, *t).is_some())
}

/// The checks of upstream's `FunctionOpInterface`: `sym_name` and `function_type` present,
/// entry block arguments matching the signature, declarations not public.
pub fn verify_function_like(c: &OpCheck) -> Check {
    if c.str_attr("sym_name").is_none() {
        return Err(c.err("requires attribute 'sym_name'"));
    }
    let Some(ft) = c.type_attr("function_type") else {
        return Err(c.err("requires attribute 'function_type'"));
    };
    let Some((inputs, _)) = fn_sig(c, ft) else {
        return Err(c.err(
            "attribute 'function_type' failed to satisfy constraint: type attribute of function type",
        ));
    };
    symbols::verify_visibility(c)?;
    let Some(entry) = c.entry(0) else {
        if symbols::is_public(c) {
            return Err(c.err("symbol declaration cannot have public visibility"));
        }
        return Ok(());
    };
    let args = c.m.block(entry).args();
    if args.len() != inputs.len() {
        return Err(c.err(format!(
            "entry block must have {} arguments to match function signature",
            inputs.len()
        )));
    }
    for (i, (a, t)) in args.iter().zip(inputs).enumerate() {
        let at = c.vty(*a);
        if at != *t {
            return Err(c.err(format!(
                "type of entry block argument #{i}({}) must match the type of the corresponding argument in function signature({})",
                c.q(at),
                c.q(*t)
            )));
        }
    }
    Ok(())
}

fn verify_func(c: &OpCheck) -> Check {
    shape(c, Count::Exact(0), Count::Exact(0), 1, 0)?;
    verify_function_like(c)
}

fn verify_return(c: &OpCheck) -> Check {
    cs::results(c, Count::Exact(0))?;
    let Some(f) = c.parent_op() else {
        return Ok(());
    };
    let Some(ft) = function_type_of(c, f) else {
        return Ok(());
    };
    let Some((_, results)) = fn_sig(c, ft) else {
        return Ok(());
    };
    let fname = c.other(f).str_attr("sym_name").unwrap_or_default();
    if c.operands().len() != results.len() {
        return Err(c.err(format!(
            "has {} operands, but enclosing function (@{fname}) returns {}",
            c.operands().len(),
            results.len()
        )));
    }
    for (i, (v, t)) in c.operands().iter().zip(results).enumerate() {
        let vt = c.vty(*v);
        if vt != *t {
            return Err(c.plain_err(format!(
                "type of return operand {i} ({}) doesn't match function result type ({}) in function @{fname}",
                c.q(vt),
                c.q(*t)
            )));
        }
    }
    Ok(())
}

/// Checks call operands and results against a callee signature, with upstream's messages.
fn check_call_signature(c: &OpCheck, operands: &[crate::ir::Value], ft: Type) -> Check {
    let Some((inputs, results)) = fn_sig(c, ft) else {
        return Ok(());
    };
    if inputs.len() != operands.len() {
        return Err(c.err("incorrect number of operands for callee"));
    }
    for (i, (v, t)) in operands.iter().zip(inputs).enumerate() {
        let vt = c.vty(*v);
        if vt != *t {
            return Err(c.err(format!(
                "operand type mismatch: expected operand type {}, but provided {} for operand number {i}",
                c.q(*t),
                c.q(vt)
            )));
        }
    }
    if results.len() != c.results().len() {
        return Err(c.err("incorrect number of results for callee"));
    }
    let rts = c.result_types();
    for (i, (r, t)) in rts.iter().zip(results).enumerate() {
        if r != t {
            let d = c.err(format!("result type mismatch at index {i}"));
            let d = c.note_here(d, format!("      op result types: {}", c.ql(&rts)));
            return Err(c.note_here(d, format!("callee result types: {}", c.ql(results))));
        }
    }
    Ok(())
}

fn verify_call(c: &OpCheck) -> Check {
    shape(c, Count::AtLeast(0), Count::AtLeast(0), 0, 0)?;
    let Some(callee) = c.attr("callee") else {
        return Err(c.err("requires attribute 'callee'"));
    };
    if !matches!(c.ctx.attr_kind(callee), crate::ir::AttrKind::SymbolRef { nested, .. } if nested.is_empty())
    {
        return Err(c.err(
            "attribute 'callee' failed to satisfy constraint: flat symbol reference attribute",
        ));
    }
    // Symbol use: the callee must be a `func.func` in the nearest symbol table.
    if symbols::nearest_symbol_table(c.m, c.op).is_none() {
        return Ok(());
    }
    let name = symbols::ref_str(c.ctx, callee);
    let target = symbols::lookup_nearest(c.ctx, c.m, c.op, callee)
        .filter(|f| c.kind_of(*f) == Some(OpKind::FuncFunc));
    let Some(f) = target else {
        return Err(c.err(format!(
            "'{}' does not reference a valid function",
            &name[1..]
        )));
    };
    let Some(ft) = function_type_of(c, f) else {
        return Ok(());
    };
    check_call_signature(c, c.operands(), ft)
}

fn verify_call_indirect(c: &OpCheck) -> Check {
    shape(c, Count::AtLeast(1), Count::AtLeast(0), 0, 0)?;
    cs::operand_types(c, 0, 1, cs::FUNCTION)?;
    let Some(ft) = c.operand_ty(0) else {
        return Ok(());
    };
    let Some((inputs, results)) = fn_sig(c, ft) else {
        return Ok(());
    };
    let args: Vec<Type> = c.operand_types()[1..].to_vec();
    if args != inputs {
        return Err(c.err("failed to verify that callee input types match argument types"));
    }
    if c.result_types() != results {
        return Err(c.err("failed to verify that callee result types match result types"));
    }
    Ok(())
}

fn verify_constant(c: &OpCheck) -> Check {
    shape(c, Count::Exact(0), Count::Exact(1), 0, 0)?;
    let Some(sym) = c.attr("value") else {
        return Err(c.err("requires attribute 'value'"));
    };
    if !matches!(c.ctx.attr_kind(sym), crate::ir::AttrKind::SymbolRef { .. }) {
        return Err(c.err(
            "attribute 'value' failed to satisfy constraint: flat symbol reference attribute",
        ));
    }
    if symbols::nearest_symbol_table(c.m, c.op).is_none() {
        return Ok(());
    }
    let name = symbols::ref_str(c.ctx, sym);
    let target = symbols::lookup_nearest(c.ctx, c.m, c.op, sym)
        .filter(|f| c.kind_of(*f) == Some(OpKind::FuncFunc));
    let Some(f) = target else {
        return Err(c.err(format!("reference to undefined function '{}'", &name[1..])));
    };
    if function_type_of(c, f) != c.result_ty(0) {
        return Err(c.err("reference to function with mismatched type"));
    }
    Ok(())
}
