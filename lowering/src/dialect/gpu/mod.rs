//! The `gpu` dialect: custom syntax (`syntax`) and per-op verification (`verify`); the
//! sparse matrix products with variadic parts (`sparse_mm`) keep both in one module.

pub mod binary;
pub mod mma;
pub mod printf;
pub mod sparse_mm;
pub mod syntax;
pub mod verify;
pub mod warp;

use crate::dialect::OpKind;
use crate::ir::{Context, Module, Op};

/// The reduction a `gpu.all_reduce` computes, as one of upstream's kind names (`add`,
/// `maxnumf`, ...): its `op` attribute, or the op of a body that combines its two block
/// arguments with one commutative arith op and yields the result. Any other body is an
/// error naming what is supported: the interpreter and the back end both evaluate the
/// reduction in a fixed order from the kind, so they agree bit for bit.
pub fn all_reduce_kind(ctx: &Context, m: &Module, op: Op) -> Result<&'static str, String> {
    let d = m.op(op);
    if let Some(id) = ctx.lookup_ident("op") {
        if let Some(a) = d.get_attr(id) {
            let word = syntax::gpu_enum_value(ctx, a, "all_reduce_op").unwrap_or("");
            return syntax::REDUCE_OPS
                .iter()
                .copied()
                .find(|k| *k == word)
                .ok_or_else(|| format!("unknown reduction '{word}'"));
        }
    }
    const BODY: &str = "a gpu.all_reduce body must be one arith op (addf, addi, mulf, muli, \
                        andi, ori, xori, min/max) of the two block arguments and a gpu.yield \
                        of its result";
    let body = m.entry_block(op, 0).ok_or(BODY)?;
    let args = m.block(body).args().to_vec();
    let ops = m.block_ops_vec(body);
    let ([a, b], [comb, y]) = (&args[..], &ops[..]) else {
        return Err(BODY.into());
    };
    let (cd, yd) = (m.op(*comb), m.op(*y));
    let Some(kind) = cd
        .kind
        .and_then(crate::transforms::reductions::kind_word_of_combiner)
    else {
        return Err(BODY.into());
    };
    let operands = cd.operands();
    let combines = operands == [*a, *b] || operands == [*b, *a];
    let yields = yd.kind == Some(OpKind::GpuYield) && yd.operands() == cd.results();
    if combines && yields {
        Ok(kind)
    } else {
        Err(BODY.into())
    }
}
