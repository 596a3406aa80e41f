//! Custom assembly forms of the `scf` dialect, as upstream MLIR (LLVM 18–20) prints and
//! parses them.
//!
//! Storage follows upstream's generic form: `scf.for` has operands `lb, ub, step, inits..`
//! and one region whose entry block takes `(iv, iter_args..)`; `scf.if` has the condition
//! and two regions (the else region may be empty); `scf.while` has the inits and two regions
//! (`before` with the loop-carried arguments, `after` with the values forwarded by
//! `scf.condition`); `scf.parallel` has `lbs ++ ubs ++ steps ++ inits` with
//! `operandSegmentSizes` and a body terminated by `scf.reduce`, whose operands each get a
//! reduction region `(lhs, rhs)` ending in `scf.reduce.return`.
//!
//! Implicit terminators are elided as upstream: the `scf.yield` of a loop without iter_args
//! and of an `scf.if` without results; `scf.parallel` always prints its `scf.reduce`.

use crate::dialect::memref::syntax::{
    move_inherent, op_attr, parse_optional_typed_operands, print_attr_dict,
    print_attr_dict_with_keyword, print_typed_operands, segments, set_prop, set_segments,
};
use crate::dialect::{OpKind, ScfOp};
use crate::ir::{AttrKind, Op, Type, TypeKind, Value};
use crate::parser::{Argument, Delimiter, OpParser, OperationState, PResult, UnresolvedOperand};
use crate::printer::OpPrinter;

/// `(%arg = %init, ...)` (upstream's `parseAssignmentList`); the `(` must be next.
pub(crate) fn parse_assignment_list(
    p: &mut OpParser<'_>,
) -> PResult<(Vec<Argument>, Vec<UnresolvedOperand>)> {
    let mut args = Vec::new();
    let mut inits = Vec::new();
    p.parse_punct("(")?;
    if p.parse_optional_punct(")") {
        return Ok((args, inits));
    }
    loop {
        args.push(p.parse_argument(false, false)?);
        p.parse_punct("=")?;
        inits.push(p.parse_operand()?);
        if !p.parse_optional_punct(",") {
            break;
        }
    }
    p.parse_punct(")")?;
    Ok((args, inits))
}

/// `<prefix>(%a = %x, %b = %y)` (upstream's `printInitializationList`); nothing when empty.
pub(crate) fn print_initialization_list(
    p: &mut OpPrinter<'_>,
    args: &[Value],
    inits: &[Value],
    prefix: &str,
) {
    if inits.is_empty() {
        return;
    }
    p.write_str(prefix);
    p.write_str("(");
    for (i, (&a, &v)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_operand(a);
        p.write_str(" = ");
        p.print_operand(v);
    }
    p.write_str(")");
}

/// Gives `args` their types (`tys` in order).
pub(crate) fn typed_args(args: &[Argument], tys: &[Type]) -> Vec<Argument> {
    args.iter()
        .zip(tys)
        .map(|(a, &t)| Argument { ty: Some(t), ..*a })
        .collect()
}

/// Parses an operand list of exactly `n` entries in parentheses.
fn parse_n_operands(p: &mut OpParser<'_>, n: usize) -> PResult<Vec<UnresolvedOperand>> {
    let pos = p.current_pos();
    let us = p.parse_operand_list(Delimiter::Paren)?;
    if us.len() != n {
        return Err(p.error_at(pos, format!("expected {n} operands")));
    }
    Ok(us)
}

/// Parses the custom form of an `scf` op; the results and the op name are already consumed.
pub fn parse(kind: ScfOp, p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let index = p.index_type();
    match kind {
        ScfOp::ScfFor => {
            // `scf.for unsigned %i = ...`: the bounds compare unsigned (`unsignedCmp`).
            if p.parse_optional_keyword("unsigned") {
                let u = p.ctx().attr(AttrKind::Unit);
                set_prop(p, st, "unsignedCmp", u);
            }
            let iv = p.parse_argument(false, false)?;
            p.parse_punct("=")?;
            let lb = p.parse_operand()?;
            p.parse_keyword("to")?;
            let ub = p.parse_operand()?;
            p.parse_keyword("step")?;
            let step = p.parse_operand()?;
            let mut iter_args = Vec::new();
            let mut inits = Vec::new();
            if p.parse_optional_keyword("iter_args") {
                (iter_args, inits) = parse_assignment_list(p)?;
                p.parse_punct("->")?;
                st.result_types = parse_arrow_types(p)?;
            }
            if iter_args.len() != st.result_types.len() {
                return Err(p.error_at(
                    p.name_pos(),
                    "mismatch in number of loop-carried values and defined values",
                ));
            }
            let ty = if p.parse_optional_punct(":") {
                p.parse_type()?
            } else {
                index
            };
            for u in [&lb, &ub, &step] {
                st.operands.push(p.resolve_operand(u, ty)?);
            }
            let tys = st.result_types.clone();
            let pos = p.current_pos();
            p.resolve_operands(&inits, &tys, pos, &mut st.operands)?;
            let mut args = vec![Argument { ty: Some(ty), ..iv }];
            args.extend(typed_args(&iter_args, &tys));
            let body = p.parse_region(&args, false)?;
            p.ensure_terminator(body, OpKind::ScfYield, st.loc);
            st.regions.push(body);
            p.parse_optional_attr_dict(&mut st.attrs)?;
        }
        ScfOp::ScfExecuteRegion => {
            // `(-> types)? (no_inline)? region attr-dict`; every block ends in an explicit
            // terminator.
            st.result_types = p.parse_optional_arrow_type_list()?;
            if p.parse_optional_keyword("no_inline") {
                let u = p.ctx().attr(AttrKind::Unit);
                set_prop(p, st, "no_inline", u);
            }
            let body = p.parse_region(&[], false)?;
            st.regions.push(body);
            p.parse_optional_attr_dict(&mut st.attrs)?;
        }
        ScfOp::ScfIndexSwitch => parse_index_switch(p, st)?,
        ScfOp::ScfForall => parse_forall(p, st)?,
        ScfOp::ScfForallInParallel => {
            // An empty region gets its one block, as upstream's parser gives it.
            let body = p.parse_region(&[], false)?;
            if p.module().region(body).blocks().is_empty() {
                p.module().add_block(body);
            }
            st.regions.push(body);
            p.parse_optional_attr_dict(&mut st.attrs)?;
        }
        ScfOp::ScfIf => {
            let c = p.parse_operand()?;
            let i1 = p.ctx().int_type(1);
            st.operands.push(p.resolve_operand(&c, i1)?);
            st.result_types = p.parse_optional_arrow_type_list()?;
            let then = p.parse_region(&[], false)?;
            p.ensure_terminator(then, OpKind::ScfYield, st.loc);
            st.regions.push(then);
            let els = if p.parse_optional_keyword("else") {
                let r = p.parse_region(&[], false)?;
                p.ensure_terminator(r, OpKind::ScfYield, st.loc);
                r
            } else {
                p.module().create_region()
            };
            st.regions.push(els);
            p.parse_optional_attr_dict(&mut st.attrs)?;
        }
        ScfOp::ScfWhile => {
            let (args, inits) = if p.peek_punct("(") {
                parse_assignment_list(p)?
            } else {
                (Vec::new(), Vec::new())
            };
            p.parse_punct(":")?;
            let tpos = p.current_pos();
            let (ins, outs) = p.parse_function_type()?;
            if ins.len() != inits.len() {
                return Err(p.error_at(
                    tpos,
                    format!(
                        "expected as many input types as operands (expected {} got {})",
                        inits.len(),
                        ins.len()
                    ),
                ));
            }
            st.result_types = outs;
            let pos = p.current_pos();
            p.resolve_operands(&inits, &ins, pos, &mut st.operands)?;
            let before = p.parse_region(&typed_args(&args, &ins), false)?;
            st.regions.push(before);
            p.parse_keyword("do")?;
            let after = p.parse_region(&[], false)?;
            st.regions.push(after);
            p.parse_optional_attr_dict_with_keyword(&mut st.attrs)?;
        }
        ScfOp::ScfCondition => {
            p.parse_punct("(")?;
            let c = p.parse_operand()?;
            p.parse_punct(")")?;
            let i1 = p.ctx().int_type(1);
            st.operands.push(p.resolve_operand(&c, i1)?);
            p.parse_optional_attr_dict(&mut st.attrs)?;
            parse_optional_typed_operands(p, &mut st.operands)?;
        }
        ScfOp::ScfYield => {
            p.parse_optional_attr_dict(&mut st.attrs)?;
            parse_optional_typed_operands(p, &mut st.operands)?;
        }
        ScfOp::ScfParallel => {
            let ivs = p.parse_argument_list(Delimiter::Paren, false, false)?;
            p.parse_punct("=")?;
            let lbs = parse_n_operands(p, ivs.len())?;
            p.parse_keyword("to")?;
            let ubs = parse_n_operands(p, ivs.len())?;
            p.parse_keyword("step")?;
            let steps = parse_n_operands(p, ivs.len())?;
            for us in [&lbs, &ubs, &steps] {
                p.resolve_operands_same(us, index, &mut st.operands)?;
            }
            let inits = if p.parse_optional_keyword("init") {
                p.parse_operand_list(Delimiter::Paren)?
            } else {
                Vec::new()
            };
            st.result_types = p.parse_optional_arrow_type_list()?;
            let args = typed_args(&ivs, &vec![index; ivs.len()]);
            let body = p.parse_region(&args, false)?;
            p.ensure_terminator(body, OpKind::ScfReduce, st.loc);
            st.regions.push(body);
            set_segments(p, st, &[lbs.len(), ubs.len(), steps.len(), inits.len()]);
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let tys = st.result_types.clone();
            let pos = p.name_pos();
            p.resolve_operands(&inits, &tys, pos, &mut st.operands)?;
        }
        ScfOp::ScfReduce => {
            if p.parse_optional_punct("(") {
                let pos = p.current_pos();
                let us = p.parse_operand_list(Delimiter::None)?;
                let tys = p.parse_colon_type_list()?;
                p.parse_punct(")")?;
                p.resolve_operands(&us, &tys, pos, &mut st.operands)?;
            }
            if let Some(r) = p.parse_optional_region(&[], false)? {
                st.regions.push(r);
                while p.parse_optional_punct(",") {
                    let r = p.parse_region(&[], false)?;
                    st.regions.push(r);
                }
            }
            p.parse_optional_attr_dict(&mut st.attrs)?;
        }
        ScfOp::ScfReduceReturn => {
            let v = p.parse_operand()?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let ty = p.parse_colon_type()?;
            st.operands.push(p.resolve_operand(&v, ty)?);
        }
    }
    Ok(())
}

/// The types after `->`: `(t1, t2)`, `()` or a single type.
pub(crate) fn parse_arrow_types(p: &mut OpParser<'_>) -> PResult<Vec<Type>> {
    if p.parse_optional_punct("(") {
        if p.parse_optional_punct(")") {
            return Ok(Vec::new());
        }
        let tys = p.parse_type_list()?;
        p.parse_punct(")")?;
        Ok(tys)
    } else {
        Ok(vec![p.parse_type()?])
    }
}

/// ` -> t` / ` -> (t1, t2)`, nothing for no types (upstream's `printOptionalArrowTypeList`).
pub(crate) fn print_optional_arrow_type_list(p: &mut OpPrinter<'_>, tys: &[Type]) {
    if !tys.is_empty() {
        p.write_str(" -> ");
        p.print_arrow_type_list(tys);
    }
}

/// The types of `vals`.
pub(crate) fn types_of(p: &OpPrinter<'_>, vals: &[Value]) -> Vec<Type> {
    let m = p.module();
    vals.iter().map(|&v| m.value_type(v)).collect()
}

/// The entry block arguments of region `i` of `op`, if it has an entry block.
pub(crate) fn entry_args(p: &OpPrinter<'_>, op: Op, i: usize) -> Option<Vec<Value>> {
    let m = p.module();
    m.entry_block(op, i).map(|b| m.block(b).args().to_vec())
}

/// Prints the custom form of an `scf` op after its name; `false` falls back to the generic
/// form.
pub fn print(kind: ScfOp, p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    let operands = d.operands().to_vec();
    let results = d.results().to_vec();
    let regions = d.regions().to_vec();
    match kind {
        ScfOp::ScfFor => {
            let ([lb, ub, step, inits @ ..], [body]) = (&operands[..], &regions[..]) else {
                return false;
            };
            let Some(args) = entry_args(p, op, 0) else {
                return false;
            };
            let Some((&iv, iter_args)) = args.split_first() else {
                return false;
            };
            if iter_args.len() != inits.len() || results.len() != inits.len() {
                return false;
            }
            // A unit property (the parser drops upstream's generic `unsignedCmp = false`);
            // present means unsigned, as the passes read it.
            if op_attr(p, op, "unsignedCmp").is_some() {
                p.write_str(" unsigned");
            }
            p.write_str(" ");
            p.print_operand(iv);
            p.write_str(" = ");
            p.print_operand(*lb);
            p.write_str(" to ");
            p.print_operand(*ub);
            p.write_str(" step ");
            p.print_operand(*step);
            print_initialization_list(p, iter_args, inits, " iter_args");
            if !inits.is_empty() {
                p.write_str(" -> (");
                let tys = types_of(p, inits);
                p.print_types(&tys);
                p.write_str(")");
            }
            p.write_str(" ");
            let ivty = m.value_type(iv);
            if !matches!(p.ctx().type_kind(ivty), TypeKind::Index) {
                p.write_str(" : ");
                p.print_type(ivty);
                p.write_str(" ");
            }
            p.print_region(*body, false, !inits.is_empty());
            print_attr_dict(p, op, &["unsignedCmp"]);
        }
        ScfOp::ScfForall => return print_forall(p, op),
        ScfOp::ScfForallInParallel => {
            let [body] = regions[..] else { return false };
            p.write_str(" ");
            p.print_region(body, false, false);
            print_attr_dict(p, op, &[]);
        }
        ScfOp::ScfExecuteRegion => {
            let [body] = regions[..] else { return false };
            let tys = types_of(p, &results);
            print_optional_arrow_type_list(p, &tys);
            let no_inline = op_attr(p, op, "no_inline").is_some();
            if no_inline {
                p.write_str(" no_inline");
            }
            p.write_str(" ");
            p.print_region(body, false, true);
            print_attr_dict(p, op, &["no_inline"]);
        }
        ScfOp::ScfIndexSwitch => return print_index_switch(p, op),
        ScfOp::ScfIf => {
            let ([_], [then, els]) = (&operands[..], &regions[..]) else {
                return false;
            };
            let terms = !results.is_empty();
            p.write_str(" ");
            p.print_operand(operands[0]);
            if terms {
                p.write_str(" -> (");
                let tys = types_of(p, &results);
                p.print_types(&tys);
                p.write_str(")");
            }
            p.write_str(" ");
            p.print_region(*then, false, terms);
            if !m.region(*els).blocks().is_empty() {
                p.write_str(" else ");
                p.print_region(*els, false, terms);
            }
            print_attr_dict(p, op, &[]);
        }
        ScfOp::ScfWhile => {
            let [before, after] = regions[..] else {
                return false;
            };
            let Some(args) = entry_args(p, op, 0) else {
                return false;
            };
            if args.len() != operands.len() {
                return false;
            }
            print_initialization_list(p, &args, &operands, " ");
            p.write_str(" : ");
            let ins = types_of(p, &operands);
            let outs = types_of(p, &results);
            p.print_function_type(&ins, &outs);
            p.write_str(" ");
            p.print_region(before, false, true);
            p.write_str(" do ");
            p.print_region(after, true, true);
            print_attr_dict_with_keyword(p, op, &[]);
        }
        ScfOp::ScfCondition => {
            let Some((&c, args)) = operands.split_first() else {
                return false;
            };
            p.write_str("(");
            p.print_operand(c);
            p.write_str(")");
            print_attr_dict(p, op, &[]);
            print_typed_operands(p, args);
        }
        ScfOp::ScfYield => {
            print_attr_dict(p, op, &[]);
            print_typed_operands(p, &operands);
        }
        ScfOp::ScfParallel => {
            let Some(seg) = segments(p, op, 4) else {
                return false;
            };
            let [body] = regions[..] else { return false };
            let Some(ivs) = entry_args(p, op, 0) else {
                return false;
            };
            p.write_str(" (");
            p.print_operands(&ivs);
            p.write_str(") = (");
            p.print_operands(&seg[0]);
            p.write_str(") to (");
            p.print_operands(&seg[1]);
            p.write_str(") step (");
            p.print_operands(&seg[2]);
            p.write_str(")");
            if !seg[3].is_empty() {
                p.write_str(" init (");
                p.print_operands(&seg[3]);
                p.write_str(")");
            }
            let tys = types_of(p, &results);
            print_optional_arrow_type_list(p, &tys);
            p.write_str(" ");
            p.print_region(body, false, true);
            print_attr_dict(p, op, &["operandSegmentSizes"]);
        }
        ScfOp::ScfReduce => {
            if !operands.is_empty() {
                p.write_str("(");
                p.print_operands(&operands);
                p.write_str(" : ");
                let tys = types_of(p, &operands);
                p.print_types(&tys);
                p.write_str(")");
            }
            for (i, &r) in regions.iter().enumerate() {
                p.write_str(if i == 0 { " " } else { ", " });
                p.print_region(r, true, true);
            }
            print_attr_dict(p, op, &[]);
        }
        ScfOp::ScfReduceReturn => {
            let [v] = operands[..] else { return false };
            p.write_str(" ");
            p.print_operand(v);
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_type(m.value_type(v));
        }
    }
    true
}

/// Parses `scf.index_switch`, out of line: `parse` recurses once per nested region, so its
/// frame stays small (`lowering/tests/deep_nesting.rs`).
#[inline(never)]
fn parse_index_switch(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let index = p.index_type();
    // `%arg attr-dict (-> types)? (case N region)* default region`; the default
    // region is stored first, as upstream's generic form has it.
    let arg = p.parse_operand()?;
    st.operands.push(p.resolve_operand(&arg, index)?);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    st.result_types = p.parse_optional_arrow_type_list()?;
    let mut cases = Vec::new();
    let mut case_regions = Vec::new();
    while p.parse_optional_keyword("case") {
        cases.push(p.parse_integer()?);
        let r = p.parse_region(&[], false)?;
        p.ensure_terminator(r, OpKind::ScfYield, st.loc);
        case_regions.push(r);
    }
    p.parse_keyword("default")?;
    let def = p.parse_region(&[], false)?;
    p.ensure_terminator(def, OpKind::ScfYield, st.loc);
    st.regions.push(def);
    st.regions.extend(case_regions);
    let a = crate::dialect::memref::syntax::dense_i64_array(p.ctx(), &cases);
    set_prop(p, st, "cases", a);
    Ok(())
}

/// Parses `scf.forall`, out of line: `parse` recurses once per nested region, so its
/// frame stays small (`lowering/tests/deep_nesting.rs`).
#[inline(never)]
fn parse_forall(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let index = p.index_type();
    // `(%i, ..) in (ubs)` (lower bounds 0, steps 1) or `(%i, ..) = (lbs) to (ubs)
    // step (steps)`, each list `custom<DynamicIndexList>`; then `shared_outs(%o =
    // %init, ..) -> (types)`, the region, the attributes.
    use crate::dialect::memref::syntax::{dense_i64_array, parse_dynamic_index_list};
    let ivs = p.parse_argument_list(Delimiter::Paren, false, false)?;
    let n = ivs.len();
    let (lbs, ubs, steps) = if p.parse_optional_keyword("in") {
        let ub = parse_dynamic_index_list(p, "(", ")")?;
        ((Vec::new(), vec![0; n]), ub, (Vec::new(), vec![1; n]))
    } else {
        p.parse_punct("=")?;
        let lb = parse_dynamic_index_list(p, "(", ")")?;
        p.parse_keyword("to")?;
        let ub = parse_dynamic_index_list(p, "(", ")")?;
        p.parse_keyword("step")?;
        let step = parse_dynamic_index_list(p, "(", ")")?;
        (lb, ub, step)
    };
    let (outs_args, outs) = if p.parse_optional_keyword("shared_outs") {
        parse_assignment_list(p)?
    } else {
        (Vec::new(), Vec::new())
    };
    st.result_types = p.parse_optional_arrow_type_list()?;
    let mut args = typed_args(&ivs, &vec![index; n]);
    let outs_tys = st.result_types.clone();
    args.extend(typed_args(&outs_args, &outs_tys));
    let body = p.parse_region(&args, false)?;
    p.ensure_terminator(body, OpKind::ScfForallInParallel, st.loc);
    st.regions.push(body);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    for us in [&lbs.0, &ubs.0, &steps.0] {
        p.resolve_operands_same(us, index, &mut st.operands)?;
    }
    let pos = p.name_pos();
    p.resolve_operands(&outs, &outs_tys, pos, &mut st.operands)?;
    move_inherent(p, st, &["mapping"]);
    for (name, list) in [
        ("staticLowerBound", &lbs.1),
        ("staticUpperBound", &ubs.1),
        ("staticStep", &steps.1),
    ] {
        let a = dense_i64_array(p.ctx(), list);
        set_prop(p, st, name, a);
    }
    set_segments(
        p,
        st,
        &[lbs.0.len(), ubs.0.len(), steps.0.len(), outs.len()],
    );
    Ok(())
}

/// Prints `scf.forall`, out of line: `print` recurses once per nested region, so its
/// frame stays small (`lowering/tests/deep_nesting.rs`).
#[inline(never)]
fn print_forall(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    let results = d.results().to_vec();
    let regions = d.regions().to_vec();
    use crate::dialect::memref::syntax::{dense_ints, print_dynamic_index_list};
    let Some(seg) = segments(p, op, 4) else {
        return false;
    };
    let [body] = regions[..] else { return false };
    let Some(args) = entry_args(p, op, 0) else {
        return false;
    };
    let get = |name: &str| op_attr(p, op, name).and_then(|a| dense_ints(p.ctx(), a));
    let (Some(lb), Some(ub), Some(step)) = (
        get("staticLowerBound"),
        get("staticUpperBound"),
        get("staticStep"),
    ) else {
        return false;
    };
    let n = lb.len();
    if ub.len() != n || step.len() != n || args.len() != n + seg[3].len() {
        return false;
    }
    let (ivs, outs_args) = args.split_at(n);
    p.write_str(" (");
    p.print_operands(ivs);
    let normalized = seg[0].is_empty()
        && seg[2].is_empty()
        && lb.iter().all(|&v| v == 0)
        && step.iter().all(|&v| v == 1);
    if normalized {
        p.write_str(") in ");
        if !print_dynamic_index_list(p, &seg[1], &ub, "(", ")") {
            return false;
        }
    } else {
        p.write_str(") = ");
        let ok = print_dynamic_index_list(p, &seg[0], &lb, "(", ")")
            && {
                p.write_str(" to ");
                print_dynamic_index_list(p, &seg[1], &ub, "(", ")")
            }
            && {
                p.write_str(" step ");
                print_dynamic_index_list(p, &seg[2], &step, "(", ")")
            };
        if !ok {
            return false;
        }
    }
    print_initialization_list(p, outs_args, &seg[3], " shared_outs");
    p.write_str(" ");
    if !outs_args.is_empty() {
        p.write_str("-> (");
        let tys = types_of(p, &results);
        p.print_types(&tys);
        p.write_str(") ");
    }
    p.print_region(body, false, !results.is_empty());
    print_attr_dict(
        p,
        op,
        &[
            "operandSegmentSizes",
            "staticLowerBound",
            "staticUpperBound",
            "staticStep",
        ],
    );
    true
}

/// Prints `scf.index_switch`, out of line: `print` recurses once per nested region, so its
/// frame stays small (`lowering/tests/deep_nesting.rs`).
#[inline(never)]
fn print_index_switch(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    let results = d.results().to_vec();
    let regions = d.regions().to_vec();
    let operands = d.operands().to_vec();
    let [arg] = operands[..] else { return false };
    let Some(cases) = op_attr(p, op, "cases")
        .and_then(|a| crate::dialect::memref::syntax::dense_ints(p.ctx(), a))
    else {
        return false;
    };
    let Some((&def, case_regions)) = regions.split_first() else {
        return false;
    };
    if case_regions.len() != cases.len() {
        return false;
    }
    p.write_str(" ");
    p.print_operand(arg);
    print_attr_dict(p, op, &["cases"]);
    let tys = types_of(p, &results);
    print_optional_arrow_type_list(p, &tys);
    let terms = !results.is_empty();
    for (c, &r) in cases.iter().zip(case_regions) {
        p.print_new_line();
        p.write_str(&format!("case {c} "));
        p.print_region(r, false, terms);
    }
    p.print_new_line();
    p.write_str("default ");
    p.print_region(def, false, terms);
    true
}

#[cfg(test)]
mod tests {
    use crate::dialect::memref::syntax::test_util::*;

    #[test]
    fn scf_for_if_while() {
        let src = r#"
func.func @f(%lb: index, %ub: index, %st: index, %init: f32, %c: i1, %x: i32) -> f32 {
  scf.for %i = %lb to %ub step %st {
  }
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %init) -> (f32) {
    scf.yield %acc : f32
  }
  scf.for %i = %x to %x step %x : i32 {
  }
  %q = scf.if %c -> (f32) {
    scf.yield %r : f32
  } else {
    scf.yield %init : f32
  }
  %w = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return %q : f32
}
"#;
        let out = roundtrip(src);
        assert_lines(
            &out,
            &[
                "scf.for %arg6 = %arg0 to %arg1 step %arg2 {",
                "%0 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg3) -> (f32) {",
                "scf.yield %arg7 : f32",
                "scf.yield %0 : f32",
                "scf.for %arg6 = %arg5 to %arg5 step %arg5  : i32 {",
                "%1 = scf.if %arg4 -> (f32) {",
                "} else {",
                "%2 = scf.while (%arg6 = %arg5) : (i32) -> i32 {",
                "scf.condition(%arg4) %arg6 : i32",
                "} do {",
                "^bb0(%arg6: i32):",
                "scf.yield %arg6 : i32",
            ],
        );
        assert!(
            !out.contains("scf.yield\n"),
            "implicit yield printed:\n{out}"
        );
    }

    #[test]
    fn scf_parallel_reduce() {
        let src = r#"
func.func @f(%lb: index, %ub: index, %st: index, %init: f32) -> f32 {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
  }
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%init) -> f32 {
    scf.reduce(%init : f32) {
    ^bb0(%l: f32, %m: f32):
      scf.reduce.return %m : f32
    }
  }
  return %r : f32
}
"#;
        let out = roundtrip(src);
        assert_lines(
            &out,
            &[
                "scf.parallel (%arg4, %arg5) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {",
                "scf.reduce",
                "%0 = scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg2) init (%arg3) -> f32 {",
                "scf.reduce(%arg3 : f32) {",
                "scf.reduce.return %arg6 : f32",
            ],
        );
        let (ctx, m, op) = parse_find(src, "scf.parallel");
        assert!(attr_of(&ctx, &m, op, "operandSegmentSizes").is_some_and(|(_, inh)| inh));
    }

    #[test]
    fn scf_errors() {
        let e = parse_error(
            "func.func @f(%a: index) {\n  scf.parallel (%i, %j) = (%a) to (%a, %a) step (%a, %a) {\n  \
             }\n  return\n}\n",
        );
        assert!(e.contains("expected 2 operands"), "{e}");
        let e = parse_error(
            "func.func @f(%a: i32) {\n  %0 = scf.while (%b = %a) : () -> i32 {\n  } do {\n  }\n  \
             return\n}\n",
        );
        assert!(e.contains("as many input types as operands"), "{e}");
    }
}
