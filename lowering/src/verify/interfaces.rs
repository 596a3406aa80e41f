//! Checks of upstream's op interfaces shared by several dialects: `LoopLikeOpInterface`
//! (inits, region iter_args, yielded values and loop results agree) and the
//! `RegionBranchOpInterface` edge check between a region terminator and the parent results.

use super::check::{Check, OpCheck};
use crate::ir::{Type, Value};

/// The pieces of a loop with loop-carried values.
pub struct LoopParts<'a> {
    /// Initial values (operands).
    pub inits: &'a [Value],
    /// Region iteration arguments (entry block arguments after the induction variables).
    pub iter_args: &'a [Value],
    /// Values yielded by the body terminator (empty when there is no terminator).
    pub yielded: &'a [Value],
    /// The op results.
    pub results: &'a [Value],
}

/// Upstream's `verifyLoopLikeOpInterface`, with its messages.
pub fn verify_loop_like(c: &OpCheck, l: &LoopParts) -> Check {
    if l.inits.len() != l.iter_args.len() {
        return Err(c.err(format!(
            "different number of inits and region iter_args: {} != {}",
            l.inits.len(),
            l.iter_args.len()
        )));
    }
    if !l.yielded.is_empty() && l.iter_args.len() != l.yielded.len() {
        return Err(c.err(format!(
            "different number of region iter_args and yielded values: {} != {}",
            l.iter_args.len(),
            l.yielded.len()
        )));
    }
    if l.results.len() != l.iter_args.len() {
        return Err(c.err(format!(
            "different number of loop results and region iter_args: {} != {}",
            l.results.len(),
            l.iter_args.len()
        )));
    }
    for (i, (init, arg)) in l.inits.iter().zip(l.iter_args).enumerate() {
        let (it, at) = (c.vty(*init), c.vty(*arg));
        if it != at {
            return Err(c.err(format!(
                "{i}-th init and {i}-th region iter_arg have different type: {} != {}",
                c.q(it),
                c.q(at)
            )));
        }
        if let Some(y) = l.yielded.get(i) {
            let yt = c.vty(*y);
            if yt != at {
                return Err(c.err(format!(
                    "{i}-th region iter_arg and {i}-th yielded value have different type: {} != {}",
                    c.q(at),
                    c.q(yt)
                )));
            }
        }
    }
    for (i, (arg, res)) in l.iter_args.iter().zip(l.results).enumerate() {
        let (at, rt) = (c.vty(*arg), c.vty(*res));
        if at != rt {
            return Err(c.err(format!(
                "{i}-th region iter_arg and {i}-th loop result have different type: {} != {}",
                c.q(at),
                c.q(rt)
            )));
        }
    }
    Ok(())
}

/// `RegionBranchOpInterface`: the operands of `term` flow to the parent's results.
/// `c` is the parent op; `term_name` is the terminator's op name.
pub fn verify_edge_to_parent(c: &OpCheck, term_name: &str, operands: &[Value]) -> Check {
    let results = c.result_types();
    if operands.len() != results.len() {
        return Err(c.err(format!(
            "region control flow edge from Operation {term_name} to parent results: source has {} operands, but target successor <to parent> needs {}",
            operands.len(),
            results.len()
        )));
    }
    verify_edge_types(
        c,
        &format!("Operation {term_name}"),
        "parent results",
        operands,
        &results,
    )
}

/// Types along a region control flow edge, with upstream's message. `from` is
/// `Operation <name>` or `parent operands`.
pub fn verify_edge_types(
    c: &OpCheck,
    from: &str,
    target: &str,
    operands: &[Value],
    inputs: &[Type],
) -> Check {
    for (i, (v, t)) in operands.iter().zip(inputs).enumerate() {
        let vt = c.vty(*v);
        if vt != *t {
            return Err(c.err(format!(
                "along control flow edge from {from} to {target}: source type #{i} {} should match input type #{i} {}",
                c.q(vt),
                c.q(*t)
            )));
        }
    }
    Ok(())
}
