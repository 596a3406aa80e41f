//! Per-op verification rules of the `cf` dialect: operand segments, successor counts and the
//! `BranchOpInterface` rule that the operands forwarded to each successor match its block
//! arguments in number and type.

use crate::dialect::{view, CfOp, OpKind};
use crate::ir::Value;
use crate::verify::check::{Check, OpCheck};
use crate::verify::constraints::{self as cs, Count};

/// Verifies one `cf` op.
pub fn verify(c: &OpCheck, dk: CfOp) -> Check {
    let kind = OpKind::from(dk);
    match dk {
        CfOp::CfBr => {
            cs::shape(c, Count::AtLeast(0), Count::Exact(0), 0, 1)?;
            verify_successor_operands(c, kind)
        }
        CfOp::CfCondBr => {
            cs::regions(c, 0)?;
            cs::results(c, Count::Exact(0))?;
            cs::successors(c, 2)?;
            c.check_segments(Some(3))?;
            if c.segment(0).map(<[Value]>::len) != Some(1) {
                return Err(c.err("operand group starting at #0 requires 1 operand"));
            }
            cs::operand_types(c, 0, 1, cs::I1)?;
            verify_successor_operands(c, kind)
        }
        CfOp::CfSwitch => verify_switch(c),
        CfOp::CfAssert => {
            cs::shape(c, Count::Exact(1), Count::Exact(0), 0, 0)?;
            c.require("msg")?;
            cs::all_operands(c, cs::I1)
        }
    }
}

/// The operands each successor of a `cf` branch receives, in successor order. `None` when
/// the op's operand segments are malformed.
pub fn successor_operands<'a>(c: &OpCheck<'a>, kind: OpKind) -> Option<Vec<&'a [Value]>> {
    match kind {
        OpKind::CfBr => Some(vec![c.operands()]),
        OpKind::CfCondBr => {
            let v = view::CfCondBr::new(c.ctx, c.data).ok()?;
            Some(vec![v.true_dest_operands(), v.false_dest_operands()])
        }
        OpKind::CfSwitch => {
            let v = view::CfSwitch::new(c.ctx, c.data).ok()?;
            let mut out = vec![v.default_operands()];
            let cases = v.case_operands();
            let sizes = c.int_list_attr("case_operand_segments").unwrap_or_default();
            let mut start = 0usize;
            for s in sizes {
                let n = usize::try_from(s).ok()?;
                out.push(cases.get(start..start.checked_add(n)?)?);
                start += n;
            }
            Some(out)
        }
        _ => None,
    }
}

/// `BranchOpInterface`: forwarded operands match the successors' arguments.
fn verify_successor_operands(c: &OpCheck, kind: OpKind) -> Check {
    let Some(groups) = successor_operands(c, kind) else {
        return Ok(());
    };
    for (i, (succ, ops)) in c.data.successors.iter().zip(groups).enumerate() {
        let args = c.m.block(*succ).args();
        if ops.len() != args.len() {
            return Err(c.plain_err(format!(
                "branch has {} operands for successor #{i}, but target block has {}",
                ops.len(),
                args.len()
            )));
        }
        for (k, (v, a)) in ops.iter().zip(args).enumerate() {
            if c.vty(*v) != c.vty(*a) {
                return Err(c.plain_err(format!(
                    "type mismatch for bb argument #{k} of successor #{i}"
                )));
            }
        }
    }
    Ok(())
}

fn verify_switch(c: &OpCheck) -> Check {
    cs::regions(c, 0)?;
    cs::results(c, Count::Exact(0))?;
    c.check_segments(Some(3))?;
    if c.segment(0).map(<[Value]>::len) != Some(1) {
        return Err(c.err("operand group starting at #0 requires 1 operand"));
    }
    cs::operand_types(
        c,
        0,
        1,
        cs::TypeConstraint {
            summary: "integer",
            pred: cs::is_any_int,
        },
    )?;
    if c.data.successors.is_empty() {
        return Err(c.err("requires at least 1 successors but found 0"));
    }
    let cases = match c.attr("case_values") {
        Some(a) => crate::verify::check::int_list(c.ctx, a).unwrap_or_default(),
        None => Vec::new(),
    };
    let ncase_dests = c.data.successors.len() - 1;
    if c.has_attr("case_values") {
        if let (Some(flag), Some(crate::ir::AttrKind::DenseElements { ty, .. })) =
            (c.operand_ty(0), c.attr_kind("case_values"))
        {
            if let Some(et) = c.tk(*ty).element_type() {
                if et != flag {
                    return Err(c.err(format!(
                        "'flag' type ({}) should match case value type ({})",
                        c.q(flag),
                        c.q(et)
                    )));
                }
            }
        }
        if cases.len() != ncase_dests {
            return Err(c.err(format!(
                "number of case values ({}) should match number of case destinations ({ncase_dests})",
                cases.len()
            )));
        }
    } else if ncase_dests != 0 {
        return Err(c.err(format!(
            "number of case values (0) should match number of case destinations ({ncase_dests})"
        )));
    }
    let segs = c.int_list_attr("case_operand_segments").unwrap_or_default();
    if segs.len() != ncase_dests {
        return Err(c.err(format!(
            "number of case operand segments ({}) should match number of case destinations ({ncase_dests})",
            segs.len()
        )));
    }
    let total = segs.iter().fold(0i64, |a, b| a.saturating_add(*b));
    if c.segment(2).map(|s| s.len() as i64) != Some(total) {
        return Err(c.err("case operand segments do not add up to the number of case operands"));
    }
    verify_successor_operands(c, OpKind::CfSwitch)
}
