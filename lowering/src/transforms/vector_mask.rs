//! `lower-vector-mask`: each `vector.mask` folds its mask into the op it masks and goes
//! away, as upstream's pass of that name does for transfers and gathers, and as its LLVM
//! lowering does for reductions:
//!
//! - `vector.transfer_read`, `vector.transfer_write`, `vector.gather`: the mask becomes
//!   the op's mask operand (`arith.andi` with the op's own mask, if it has one); a read
//!   with a pass-through vector selects it in the masked-off lanes (`arith.select`), where
//!   the transfer alone reads the padding.
//! - `vector.reduction`, `vector.multi_reduction`: the masked-off elements of the source
//!   are replaced by the combining kind's identity (`arith.select` with a splat constant:
//!   `-0.0` for a float `add`, `1` for `mul`, NaN for `maxnumf`/`minnumf`, `-inf`/`+inf`
//!   for `maximumf`/`minimumf`, the extremes for the integer min/max, all ones for `and`,
//!   0 for `or`/`xor`), so they leave the result unchanged: `x ⊕ identity = x` exactly.
//!   With every lane masked off, the result is the accumulator, or the identity without
//!   one.
//! - An empty `vector.mask` (its body only yields) is replaced by the values it yields.
//!
//! A masked `vector.contract` is refused with a diagnostic. The GPU pipeline runs the pass
//! before `vector-emulate-masked-memory`, and the interpreter runs it on a copy of the
//! module before compiling one that holds `vector.mask` (`interp::compile`), so both read
//! masks the same way; the run filetests check the results against hand-computed values.

use super::reductions::{combiner_of_kind_word, identity_attr};
use super::rewrite::{
    inline_block_before, op_error, replace_op, segment_attr, set_prop, OpBuilder,
};
use crate::diag::Diagnostics;
use crate::dialect::OpKind;
use crate::ir::{AttrKind, Context, DenseData, Module, Op, TypeKind, Value};
use crate::pass::PassOptions;

/// Whether `anchor` holds a `vector.mask`.
pub fn has_mask(m: &Module, anchor: Op) -> bool {
    m.collect_post(anchor)
        .into_iter()
        .any(|o| m.op(o).kind == Some(OpKind::VectorMask))
}

/// Runs `lower-vector-mask` under `anchor`.
pub fn run(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    opts: &PassOptions,
) -> Result<bool, Diagnostics> {
    opts.check_known("lower-vector-mask", &[])
        .map_err(|e| op_error(ctx, m, anchor, e))?;
    let mut changed = false;
    for op in m.collect_post(anchor) {
        if m.is_erased(op) || m.op(op).kind != Some(OpKind::VectorMask) {
            continue;
        }
        lower_one(ctx, m, op)?;
        changed = true;
    }
    Ok(changed)
}

/// The splat of the identity of `inner`'s combining kind, of the type of `src`.
fn identity_splat(
    ctx: &mut Context,
    m: &mut Module,
    b: &OpBuilder,
    inner: Op,
    src: Value,
) -> Option<Value> {
    let vt = m.value_type(src);
    let TypeKind::Vector { elem, .. } = ctx.type_kind(vt).clone() else {
        return None;
    };
    let kind = m.op(inner).get_attr_named(ctx, "kind")?;
    let word =
        crate::dialect::vector::syntax::opaque_inner(ctx, kind, "vector", ".kind")?.to_string();
    let k = combiner_of_kind_word(&word, ctx.type_kind(elem).is_float())?;
    let scalar = identity_attr(ctx, k, elem)?;
    let data = match ctx.attr_kind(scalar).clone() {
        AttrKind::Float { value, .. } => DenseData::Floats(vec![value]),
        AttrKind::Integer { value, .. } => DenseData::Ints(vec![value]),
        _ => return None,
    };
    let splat = ctx.attr(AttrKind::DenseElements { ty: vt, data });
    Some(b.constant(ctx, m, splat, vt))
}

fn lower_one(ctx: &mut Context, m: &mut Module, mask_op: Op) -> Result<(), Diagnostics> {
    let operands = m.op(mask_op).operands().to_vec();
    let (Some(&mask), passthru) = (operands.first(), operands.get(1).copied()) else {
        return Err(op_error(ctx, m, mask_op, "vector.mask without a mask"));
    };
    let Some(body) = m.entry_block(mask_op, 0) else {
        return Err(op_error(ctx, m, mask_op, "vector.mask without a body"));
    };
    let b = OpBuilder::before(m, mask_op);
    if let Some(inner) = crate::dialect::vector::syntax::masked_op(m, mask_op) {
        let d = m.op(inner);
        let ops = d.operands().to_vec();
        match d.kind {
            Some(OpKind::VectorTransferRead | OpKind::VectorTransferWrite) => {
                let segs = d
                    .get_attr_named(ctx, "operandSegmentSizes")
                    .and_then(|a| crate::dialect::memref::syntax::dense_ints(ctx, a))
                    .filter(|s| s.len() == 4 && s.iter().all(|&x| x >= 0))
                    .map(|s| s.iter().map(|&x| x as usize).collect::<Vec<usize>>());
                let Some(segs) = segs else {
                    return Err(op_error(
                        ctx,
                        m,
                        inner,
                        "transfer without operandSegmentSizes",
                    ));
                };
                if segs[3] == 1 {
                    let own = ops[ops.len() - 1];
                    let both = b.binary(ctx, m, OpKind::ArithAndI, mask, own);
                    m.set_operand(inner, ops.len() - 1, both);
                } else {
                    m.add_operand(inner, mask);
                    let sizes: Vec<usize> = vec![segs[0], segs[1], segs[2], 1];
                    let seg = segment_attr(ctx, &sizes);
                    set_prop(ctx, m, inner, "operandSegmentSizes", seg);
                }
            }
            Some(OpKind::VectorGather) if ops.len() >= 2 => {
                let i = ops.len() - 2;
                let both = b.binary(ctx, m, OpKind::ArithAndI, mask, ops[i]);
                m.set_operand(inner, i, both);
            }
            Some(OpKind::VectorReduction | OpKind::VectorMultiReduction) => {
                let Some(&src) = ops.first() else {
                    return Err(op_error(ctx, m, inner, "reduction without a source"));
                };
                let Some(id) = identity_splat(ctx, m, &b, inner, src) else {
                    return Err(op_error(
                        ctx,
                        m,
                        inner,
                        "masked reduction of an unknown kind or element type",
                    ));
                };
                let sel = b.select(ctx, m, mask, src, id);
                m.set_operand(inner, 0, sel);
            }
            _ => {
                let name = d.kind.map_or("", |k| k.name());
                return Err(op_error(
                    ctx,
                    m,
                    inner,
                    format!("lower-vector-mask: a masked '{name}' is not lowered"),
                ));
            }
        }
    }
    let mut vals = inline_block_before(m, body, mask_op, &[]).unwrap_or_default();
    if let (Some(pt), Some(v)) = (passthru, vals.first_mut()) {
        *v = b.select(ctx, m, mask, *v, pt);
    }
    replace_op(m, mask_op, &vals);
    Ok(())
}
