//! `gpu.warp_execute_on_lane_0` (syntax and verification, as upstream):
//! `(%laneid)[warp_size] (args(%a.. : types))? (-> (types))? region attr-dict`.
//!
//! The region runs on lane 0 only; its arguments are the `args` gathered from every lane
//! (a vector argument is `warp_size` times larger along its distributed dimensions), and
//! the `gpu.yield` operands are distributed back to the lanes the same way. Storage:
//! operands `laneid, args..`, property `warp_size` (an `i64`), one region whose entry block
//! takes the expanded arguments, ended by `gpu.yield` (implicit when it has no operands).
//!
//! The interpreter runs it as subgroup collectives around the region (`interp/warp.rs`);
//! the GPU targets refuse it (upstream's vector distribution patterns rewrite it, and
//! Tessera has none).

use crate::dialect::memref::syntax::{int_value, op_attr, print_attr_dict, set_prop};
use crate::dialect::OpKind;
use crate::ir::{Op, Type, TypeKind};
use crate::parser::{Delimiter, OpParser, OperationState, PResult};
use crate::printer::OpPrinter;
use crate::verify::check::{Check, OpCheck};

/// Parses the op after its name.
#[inline(never)]
pub fn parse(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    p.parse_punct("(")?;
    let lane = p.parse_operand()?;
    p.parse_punct(")")?;
    p.parse_punct("[")?;
    let pos = p.current_pos();
    let Some(ws) = p.parse_optional_integer()? else {
        return Err(p.error_at(pos, "expected integer value"));
    };
    p.parse_punct("]")?;
    let i64t = p.ctx().int_type(64);
    let a = p.ctx().int_attr(ws as i128, i64t);
    set_prop(p, st, "warp_size", a);
    let index = p.index_type();
    st.operands.push(p.resolve_operand(&lane, index)?);
    if p.parse_optional_keyword("args") {
        p.parse_punct("(")?;
        let apos = p.current_pos();
        let us = p.parse_operand_list(Delimiter::None)?;
        let tys = p.parse_colon_type_list()?;
        p.parse_punct(")")?;
        p.resolve_operands(&us, &tys, apos, &mut st.operands)?;
    }
    st.result_types = p.parse_optional_arrow_type_list()?;
    let body = p.parse_region(&[], false)?;
    p.ensure_terminator(body, OpKind::GpuYield, st.loc);
    st.regions.push(body);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    crate::dialect::memref::syntax::move_inherent(p, st, &["warp_size"]);
    Ok(())
}

/// Prints the op after its name; `false` falls back to the generic form.
#[inline(never)]
pub fn print(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    let ops = d.operands().to_vec();
    let results = d.results().to_vec();
    let ([body], Some((&lane, args))) = (d.regions(), ops.split_first()) else {
        return false;
    };
    let body = *body;
    let Some(ws) = op_attr(p, op, "warp_size").and_then(|a| int_value(p.ctx(), a)) else {
        return false;
    };
    p.write_str("(");
    p.print_operand(lane);
    p.write_str(&format!(")[{ws}]"));
    if !args.is_empty() {
        p.write_str(" args(");
        p.print_operands(args);
        p.write_str(" : ");
        let tys: Vec<Type> = args.iter().map(|&v| m.value_type(v)).collect();
        p.print_types(&tys);
        p.write_str(")");
    }
    if !results.is_empty() {
        p.write_str(" -> (");
        let tys: Vec<Type> = results.iter().map(|&v| m.value_type(v)).collect();
        p.print_types(&tys);
        p.write_str(")");
    }
    p.write_str(" ");
    p.print_region(body, true, !results.is_empty());
    print_attr_dict(p, op, &["warp_size"]);
    true
}

/// Upstream's `verifyDistributedType`: `expanded` (lane 0's view) and `distributed` (one
/// lane's) are the same type, or vectors of one rank and element type whose dimensions
/// divide and whose ratios multiply to the warp size.
fn distributed(c: &OpCheck, expanded: Type, dist: Type, warp: i64) -> Check {
    if expanded == dist {
        return Ok(());
    }
    let (
        TypeKind::Vector {
            shape: es,
            elem: ee,
            ..
        },
        TypeKind::Vector {
            shape: ds,
            elem: de,
            ..
        },
    ) = (c.tk(expanded), c.tk(dist))
    else {
        return Err(c.err("expected vector type for distributed operands."));
    };
    if es.len() != ds.len() || ee != de {
        return Err(c.err("expected distributed vectors to have same rank and element type."));
    }
    let mut scale = 1i64;
    for (i, (&e, &d)) in es.iter().zip(ds).enumerate() {
        if e == d {
            continue;
        }
        if d == 0 || e % d != 0 {
            return Err(c.err(format!(
                "expected expanded vector dimension #{i} ({e}) to be a multipler of the \
                 distributed vector dimension ({d})"
            )));
        }
        scale = scale.saturating_mul(e / d);
    }
    if scale != warp {
        return Err(c.err(format!(
            "incompatible distribution dimensions from {} to {} with warp size = {warp}",
            c.q(expanded),
            c.q(dist)
        )));
    }
    Ok(())
}

/// Upstream's verifier: the lane id, `warp_size`, one single-block region, as many block
/// arguments as `args` and yielded values as results, each pair distributed.
#[inline(never)]
pub fn verify(c: &OpCheck) -> Check {
    use crate::verify::constraints as cs;
    let Some(ws) = c.attr("warp_size") else {
        return Err(c.err("requires attribute 'warp_size'"));
    };
    let Some(warp) = int_value(c.ctx, ws) else {
        return Err(c.err(
            "attribute 'warp_size' failed to satisfy constraint: 64-bit signless integer \
             attribute",
        ));
    };
    cs::operands(c, cs::Count::AtLeast(1))?;
    cs::operand_types(c, 0, 1, cs::INDEX)?;
    cs::regions(c, 1)?;
    cs::successors(c, 0)?;
    if c.region_blocks(0).len() != 1 {
        return Err(
            c.err("region #0 ('warpRegion') failed to verify constraint: region with 1 blocks")
        );
    }
    let args = &c.operands()[1..];
    let bargs = c.entry_args(0);
    if args.len() != bargs.len() {
        return Err(c.err("expected same number op arguments and block arguments."));
    }
    let Some(term) = c.entry_terminator(0) else {
        return Ok(());
    };
    if c.kind_of(term) != Some(OpKind::GpuYield) {
        return Ok(());
    }
    let yields = c.m.op(term).operands();
    if yields.len() != c.results().len() {
        return Err(c.err("expected same number of yield operands and return values."));
    }
    for (&b, &a) in bargs.iter().zip(args) {
        distributed(c, c.vty(b), c.vty(a), warp)?;
    }
    for (&y, &r) in yields.iter().zip(c.results()) {
        distributed(c, c.vty(y), c.vty(r), warp)?;
    }
    Ok(())
}
