//! Per-op verification rules of the `scf` dialect, with upstream's messages: `scf.for`
//! bounds and loop-carried values, `scf.if` branches, `scf.while` terminators and the values
//! flowing between its regions, `scf.parallel` with its `scf.reduce` terminator, and the
//! terminators' own rules.

use crate::dialect::{view, OpKind, ScfOp};
use crate::ir::{Op, Type, Value};
use crate::verify::check::{Check, OpCheck};
use crate::verify::constraints::{self as cs, shape, Count};
use crate::verify::interfaces::{
    verify_edge_to_parent, verify_edge_types, verify_loop_like, LoopParts,
};

/// The region checks of one `scf` op, run after its nested ops verified.
pub fn verify_regions(c: &OpCheck, kind: ScfOp) -> Check {
    match kind {
        ScfOp::ScfFor => verify_for_regions(c),
        ScfOp::ScfIf => verify_if_regions(c),
        ScfOp::ScfWhile => verify_while_regions(c),
        ScfOp::ScfReduce => verify_reduce_regions(c),
        ScfOp::ScfExecuteRegion => verify_execute_region_regions(c),
        ScfOp::ScfForall | ScfOp::ScfForallInParallel => Ok(()),
        ScfOp::ScfIndexSwitch => verify_index_switch_regions(c),
        ScfOp::ScfParallel | ScfOp::ScfReduceReturn | ScfOp::ScfCondition | ScfOp::ScfYield => {
            Ok(())
        }
    }
}

/// Verifies one `scf` op.
pub fn verify(c: &OpCheck, kind: ScfOp) -> Check {
    match kind {
        ScfOp::ScfFor => verify_for(c),
        ScfOp::ScfIf => verify_if(c),
        ScfOp::ScfWhile => verify_while(c),
        ScfOp::ScfParallel => verify_parallel(c),
        ScfOp::ScfReduce => verify_reduce(c),
        ScfOp::ScfReduceReturn => verify_reduce_return(c),
        ScfOp::ScfCondition => {
            cs::results(c, Count::Exact(0))?;
            cs::operands(c, Count::AtLeast(1))?;
            cs::operand_types(c, 0, 1, cs::I1)
        }
        ScfOp::ScfYield => cs::results(c, Count::Exact(0)),
        ScfOp::ScfExecuteRegion => {
            cs::operands(c, Count::Exact(0))?;
            cs::regions(c, 1)?;
            if c.region_blocks(0).is_empty() {
                return Err(c.err("region needs to have at least one block"));
            }
            if !c.entry_args(0).is_empty() {
                return Err(c.err("region cannot have any arguments"));
            }
            Ok(())
        }
        ScfOp::ScfIndexSwitch => verify_index_switch(c),
        ScfOp::ScfForall => verify_forall(c),
        ScfOp::ScfForallInParallel => verify_in_parallel(c),
    }
}

/// `scf.forall.in_parallel`: upstream's `InParallelOp::verify`: only
/// `tensor.parallel_insert_slice` ops, each inserting into a shared_outs block argument of
/// the parent `scf.forall`.
fn verify_in_parallel(c: &OpCheck) -> Check {
    cs::operands(c, Count::Exact(0))?;
    cs::results(c, Count::Exact(0))?;
    cs::regions(c, 1)?;
    // The forall's block arguments after its induction variables.
    let outs: &[Value] = match c.parent_op() {
        Some(f) if c.kind_of(f) == Some(OpKind::ScfForall) => {
            let fc = c.other(f);
            let rank = fc.int_list_attr("staticUpperBound").map_or(0, |v| v.len());
            fc.entry_args(0).get(rank..).unwrap_or(&[])
        }
        // The parent constraint reports it.
        Some(_) | None => return Ok(()),
    };
    for &b in c.region_blocks(0) {
        for o in c.m.block_ops(b) {
            if c.kind_of(o) != Some(OpKind::TensorParallelInsertSlice) {
                return Err(c.err("expected only ParallelCombiningOpInterface ops"));
            }
            let dest = c.m.op(o).operands().get(1);
            if !dest.is_some_and(|d| outs.contains(d)) {
                return Err(c
                    .other(o)
                    .err("may only insert into an output block argument"));
            }
        }
    }
    Ok(())
}

fn verify_forall(c: &OpCheck) -> Check {
    cs::regions(c, 1)?;
    let rank = c.int_list_attr("staticUpperBound").map_or(0, |v| v.len());
    let segs = c.segment_sizes().unwrap_or_default();
    let outs = segs.get(3).copied().unwrap_or(0) as usize;
    if c.results().len() != outs {
        return Err(c.err(format!(
            "produces {} results, but has only {outs} outputs",
            c.results().len()
        )));
    }
    let args = c.entry_args(0);
    if args.len() != rank + outs {
        return Err(c.err(format!("region expects {rank} arguments")));
    }
    for (i, &a) in args[..rank].iter().enumerate() {
        if !cs::is_index(c.ctx, c.vty(a)) {
            return Err(c.err(format!("expects {i}-th block argument to be an index")));
        }
    }
    let out_vals = view::ScfForall::new(c.ctx, c.data).map_or(&[][..], |v| v.outputs());
    for (i, (&a, &o)) in args[rank..].iter().zip(out_vals).enumerate() {
        if c.vty(a) != c.vty(o) {
            return Err(c.err(format!(
                "type mismatch between {i}-th output and corresponding block argument"
            )));
        }
    }
    if let Some(crate::ir::AttrKind::Array(m)) = c.attr_kind("mapping") {
        if !m.is_empty() && m.len() != rank {
            return Err(c.err("mapping attribute size must match op rank"));
        }
    }
    for (i, (name, what)) in [
        ("staticLowerBound", "lower bound"),
        ("staticUpperBound", "upper bound"),
        ("staticStep", "step"),
    ]
    .into_iter()
    .enumerate()
    {
        let stat = c.int_list_attr(name).unwrap_or_default();
        if stat.len() != rank {
            return Err(c.err(format!("expected {rank} {what} values, got {}", stat.len())));
        }
        let ndyn = stat.iter().filter(|&&v| v == crate::ir::DYNAMIC).count();
        if segs.get(i).copied().unwrap_or(0) as usize != ndyn {
            return Err(c.err(format!("expected {ndyn} dynamic {what} values")));
        }
    }
    Ok(())
}

/// The `scf.yield` ending each block of an `scf.execute_region` passes its results.
fn verify_execute_region_regions(c: &OpCheck) -> Check {
    for &b in c.region_blocks(0) {
        let Some(t) = c.m.block_ops(b).last() else {
            continue;
        };
        if c.kind_of(t) == Some(OpKind::ScfYield) {
            verify_edge_to_parent(c, "scf.yield", c.m.op(t).operands())?;
        }
    }
    Ok(())
}

fn verify_index_switch(c: &OpCheck) -> Check {
    cs::operands(c, Count::Exact(1))?;
    cs::operand_types(c, 0, 1, cs::INDEX)?;
    let cases = c.int_list_attr("cases").unwrap_or_default();
    let n = c.regions().len().saturating_sub(1);
    if cases.len() != n {
        return Err(c.err(format!(
            "has {n} case regions but {} case values",
            cases.len()
        )));
    }
    let mut seen = std::collections::BTreeSet::new();
    for v in &cases {
        if !seen.insert(*v) {
            return Err(c.err(format!("has duplicate case value: {v}")));
        }
    }
    Ok(())
}

/// Each region of an `scf.index_switch` yields values of its result types.
fn verify_index_switch_regions(c: &OpCheck) -> Check {
    let results = c.result_types();
    for r in 0..c.regions().len() {
        let name = if r == 0 {
            "default region".to_string()
        } else {
            format!("case region #{}", r - 1)
        };
        let Some(t) = c.entry_terminator(r) else {
            continue;
        };
        if c.kind_of(t) != Some(OpKind::ScfYield) {
            return Err(c.err(format!(
                "expected region to end with scf.yield, but got {}",
                c.name_of(t)
            )));
        }
        let tys: Vec<Type> = c.m.op(t).operands().iter().map(|&v| c.vty(v)).collect();
        if tys.len() != results.len() {
            let d = c.err(format!(
                "expected each region to return {} values, but {name} returns {}",
                results.len(),
                tys.len()
            ));
            return Err(c.note_at(d, t, "see yield operation here"));
        }
        for (i, (a, b)) in results.iter().zip(&tys).enumerate() {
            if a != b {
                let d = c.err(format!(
                    "expected result #{i} of each region to be {}",
                    c.q(*a)
                ));
                return Err(c.note_at(d, t, format!("{name} returns {} here", c.q(*b))));
            }
        }
    }
    Ok(())
}

/// `region #i ('name') failed to verify constraint: region with 1 blocks`.
fn sized_region(c: &OpCheck, i: usize, name: &str) -> Check {
    if c.region_blocks(i).len() != 1 {
        return Err(c.err(format!(
            "region #{i} ('{name}') failed to verify constraint: region with 1 blocks"
        )));
    }
    Ok(())
}

fn terminator_operands<'a>(
    c: &OpCheck<'a>,
    region: usize,
    kind: OpKind,
) -> Option<(Op, &'a [Value])> {
    let t = c.entry_terminator(region)?;
    (c.kind_of(t) == Some(kind)).then(|| (t, c.m.op(t).operands()))
}

fn verify_for(c: &OpCheck) -> Check {
    cs::regions(c, 1)?;
    let v = cs::operand_view(c, view::ScfFor::new)?;
    cs::operand_types(c, 0, 3, cs::SIGNLESS_INT_OR_INDEX)?;
    let lbt = c.vty(v.lower_bound());
    if lbt != c.vty(v.upper_bound()) || lbt != c.vty(v.step()) {
        return Err(
            c.err("failed to verify that all of {lowerBound, upperBound, step} have same type")
        );
    }
    sized_region(c, 0, "region")?;
    if v.init_args().len() != c.results().len() {
        return Err(c.err("mismatch in number of loop-carried values and defined values"));
    }
    Ok(())
}

fn verify_for_regions(c: &OpCheck) -> Check {
    let Some(&lb) = c.operands().first() else {
        return Ok(());
    };
    let lbt = c.vty(lb);
    let inits = c.operands().get(3..).unwrap_or(&[]);
    let args = c.entry_args(0);
    if args.first().map(|a| c.vty(*a)) != Some(lbt) {
        return Err(c.err("expected induction variable to be same type as bounds and step"));
    }
    let yielded = terminator_operands(c, 0, OpKind::ScfYield).map_or(&[][..], |t| t.1);
    verify_loop_like(
        c,
        &LoopParts {
            inits,
            iter_args: &args[1..],
            yielded,
            results: c.results(),
        },
    )
}

fn verify_if(c: &OpCheck) -> Check {
    cs::regions(c, 2)?;
    cs::operands(c, Count::Exact(1))?;
    cs::operand_types(c, 0, 1, cs::I1)?;
    sized_region(c, 0, "thenRegion")?;
    if !c.results().is_empty() && c.region_blocks(1).is_empty() {
        return Err(c.err("must have an else block if defining values"));
    }
    Ok(())
}

fn verify_if_regions(c: &OpCheck) -> Check {
    for r in 0..2 {
        if let Some((_, ops)) = terminator_operands(c, r, OpKind::ScfYield) {
            verify_edge_to_parent(c, "scf.yield", ops)?;
        }
    }
    Ok(())
}

/// The terminator of a `scf.while` region, which must be `kind`.
fn while_terminator<'a>(
    c: &OpCheck<'a>,
    region: usize,
    which: &str,
    kind: OpKind,
) -> Result<(Op, &'a [Value]), crate::diag::Diagnostic> {
    let Some(t) = c.entry_terminator(region) else {
        return Err(c.err("expects a non-empty block"));
    };
    if c.kind_of(t) != Some(kind) {
        let d = c.err(format!(
            "expects the '{which}' region to terminate with '{}'",
            kind.name()
        ));
        return Err(c.note_at(d, t, "terminator here"));
    }
    Ok((t, c.m.op(t).operands()))
}

fn verify_while(c: &OpCheck) -> Check {
    cs::regions(c, 2)?;
    sized_region(c, 0, "before")?;
    sized_region(c, 1, "after")?;
    while_terminator(c, 0, "before", OpKind::ScfCondition)?;
    while_terminator(c, 1, "after", OpKind::ScfYield)?;
    Ok(())
}

fn verify_while_regions(c: &OpCheck) -> Check {
    let (_, cond_ops) = while_terminator(c, 0, "before", OpKind::ScfCondition)?;
    let (_, yield_ops) = while_terminator(c, 1, "after", OpKind::ScfYield)?;
    let types = |vs: &[Value]| vs.iter().map(|v| c.vty(*v)).collect::<Vec<Type>>();
    // parent operands -> before region
    let before = types(c.entry_args(0));
    edge(c, "parent operands", 0, c.operands(), &before)?;
    // scf.condition -> after region, then -> parent results
    let forwarded = cond_ops.get(1..).unwrap_or(&[]);
    let after = types(c.entry_args(1));
    edge(c, "Operation scf.condition", 1, forwarded, &after)?;
    verify_edge_to_parent(c, "scf.condition", forwarded)?;
    // scf.yield -> before region
    edge(c, "Operation scf.yield", 0, yield_ops, &before)
}

/// A region control flow edge into region `r` with `inputs` arguments.
fn edge(c: &OpCheck, from: &str, r: usize, operands: &[Value], inputs: &[Type]) -> Check {
    if operands.len() != inputs.len() {
        return Err(c.err(format!(
            "region control flow edge from {from} to Region #{r}: source has {} operands, but target successor <to region #{r} with {} inputs> needs {}",
            operands.len(),
            inputs.len(),
            inputs.len()
        )));
    }
    verify_edge_types(c, from, &format!("Region #{r}"), operands, inputs)
}

fn verify_parallel(c: &OpCheck) -> Check {
    cs::regions(c, 1)?;
    c.check_segments(Some(4))?;
    let Ok(v) = view::ScfParallel::new(c.ctx, c.data) else {
        return Ok(());
    };
    let (lbs, ubs, steps, inits) = (v.lower_bound(), v.upper_bound(), v.step(), v.init_vals());
    cs::operand_types(c, 0, lbs.len() + ubs.len() + steps.len(), cs::INDEX)?;
    if lbs.len() != ubs.len() || lbs.len() != steps.len() {
        return Err(c.err("expects the same number of lower bounds, upper bounds and steps"));
    }
    if steps.is_empty() {
        return Err(c.err("needs at least one tuple element for lowerBound, upperBound and step"));
    }
    for s in steps {
        if let Some(d) = c.def_op(*s) {
            if c.kind_of(d) == Some(OpKind::ArithConstant) {
                if let Some(v) = c.other(d).int_attr("value") {
                    if v <= 0 {
                        return Err(c.err("constant step operand must be positive"));
                    }
                }
            }
        }
    }
    let Some(_) = c.entry(0) else { return Ok(()) };
    let args = c.entry_args(0);
    if args.len() != steps.len() {
        return Err(c.err(format!(
            "expects the same number of induction variables: {} as bound and step values: {}",
            args.len(),
            steps.len()
        )));
    }
    if args.iter().any(|a| !cs::is_index(c.ctx, c.vty(*a))) {
        return Err(c.err("expects arguments for the induction variable to be of index type"));
    }
    let term = c.entry_terminator(0);
    let Some(reduce) = term.filter(|t| c.kind_of(*t) == Some(OpKind::ScfReduce)) else {
        let d = c.err("expects body to terminate with 'scf.reduce'");
        return Err(match term {
            Some(t) => c.note_at(d, t, "terminator here"),
            None => d,
        });
    };
    let rc = c.other(reduce);
    let (nres, nred, ninit) = (c.results().len(), rc.operands().len(), inits.len());
    if nres != nred {
        return Err(c.err(format!(
            "expects number of results: {nres} to be the same as number of reductions: {nred}"
        )));
    }
    if nres != ninit {
        return Err(c.err(format!(
            "expects number of results: {nres} to be the same as number of initial values: {ninit}"
        )));
    }
    for (i, (r, v)) in c.result_types().iter().zip(rc.operand_types()).enumerate() {
        if *r != v {
            return Err(rc.err(format!(
                "expects type of {i}-th reduction operand: {} to be the same as the {i}-th result type: {}",
                c.q(v),
                c.q(*r)
            )));
        }
    }
    Ok(())
}

fn verify_reduce(c: &OpCheck) -> Check {
    cs::results(c, Count::Exact(0))?;
    if c.regions().len() != c.operands().len() {
        return Err(c.err(format!(
            "expects one reduction region per operand: {} regions for {} operands",
            c.regions().len(),
            c.operands().len()
        )));
    }
    Ok(())
}

fn verify_reduce_regions(c: &OpCheck) -> Check {
    for i in 0..c.regions().len() {
        let blocks = c.region_blocks(i);
        if blocks.len() != 1 {
            return Err(c.err(format!(
                "region #{i} ('reductions') failed to verify constraint: region with 1 blocks"
            )));
        }
        let Some(last) = c.m.last_op(blocks[0]) else {
            // The generic block checks report "empty block: expect at least a terminator".
            continue;
        };
        let Some(t) = c.operand_ty(i) else { continue };
        let args = c.m.block(blocks[0]).args();
        if args.len() != 2 || args.iter().any(|a| c.vty(*a) != t) {
            return Err(c.err(format!(
                "expected two block arguments with type {} in the {i}-th reduction region",
                c.q(t)
            )));
        }
        if c.kind_of(last) != Some(OpKind::ScfReduceReturn) {
            return Err(c.err("reduction bodies must be terminated with an 'scf.reduce.return' op"));
        }
    }
    Ok(())
}

fn verify_reduce_return(c: &OpCheck) -> Check {
    shape(c, Count::Exact(1), Count::Exact(0), 0, 0)?;
    let Some(b) = c.data.parent() else {
        return Ok(());
    };
    let Some(&arg) = c.m.block(b).args().first() else {
        return Ok(());
    };
    let (Some(t), expected) = (c.operand_ty(0), c.vty(arg)) else {
        return Ok(());
    };
    if t != expected {
        return Err(c.err(format!(
            "must have type {} (the type of the reduction inputs)",
            c.q(expected)
        )));
    }
    Ok(())
}
