//! `vector.transfer_read` / `transfer_write` of a vector of rank 2 or more whose
//! permutation map is the minor identity (vector dimension `t` walks memref dimension
//! `r - n + t`, none broadcast): one access per element, at the indices plus its
//! multi-index, under `scf.if` on its mask bit (the mask has the vector's shape) and, for
//! each dimension not in bounds, `index < size` (unsigned, so that a negative index is
//! outside too); a read takes the padding where the condition fails, a write skips the
//! element. An element at a constant index outside a dimension not in bounds gets no
//! access. Other maps are left as they are.

use super::{
    access, conditional_access, delinearize, extract, shape_of, static_mask, Transfer, MAX_LANES,
};
use crate::dialect::OpKind;
use crate::ir::{AttrKind, Context, Module, Op, TypeKind};
use crate::transforms::rewrite::{CmpIPredicate, OpBuilder};

/// Rewrites one n-D transfer; `false` when it is left as it is.
pub(super) fn emulate(ctx: &mut Context, m: &mut Module, op: Op, read: bool, t: &Transfer) -> bool {
    let Some((vshape, velem)) = shape_of(ctx, t.vec_ty) else {
        return false;
    };
    let TypeKind::MemRef { shape, elem, .. } = ctx.type_kind(m.value_type(t.src)).clone() else {
        return false;
    };
    let (n, r) = (vshape.len(), shape.len());
    let lanes = vshape.iter().try_fold(1i64, |a, &d| a.checked_mul(d));
    let Some(lanes) = lanes.filter(|l| (1..=MAX_LANES).contains(l)) else {
        return false;
    };
    if velem != elem || t.idx.len() != r || n > r {
        return false;
    }
    // The minor identity map, and `in_bounds` per vector dimension.
    let d = m.op(op);
    let dims = match d
        .get_attr_named(ctx, "permutation_map")
        .map(|a| ctx.attr_kind(a))
    {
        Some(AttrKind::AffineMap(map)) => crate::dialect::vector::transfer::map_dims(ctx, *map),
        _ => return false,
    };
    if dims
        .ok()
        .is_none_or(|dims| (0..n).any(|k| dims.get(k) != Some(&Some(r - n + k))))
    {
        return false;
    }
    let in_bounds: Option<Vec<bool>> =
        match d.get_attr_named(ctx, "in_bounds").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(v)) => v
                .iter()
                .map(|&x| match ctx.attr_kind(x) {
                    AttrKind::Bool(b) => Some(*b),
                    _ => None,
                })
                .collect(),
            _ => None,
        };
    let Some(in_bounds) = in_bounds.filter(|v| v.len() == n) else {
        return false;
    };
    let b = OpBuilder::before(m, op);
    let index = ctx.index_type();
    // The size of each memref dimension a vector dimension not in bounds walks.
    let mut sizes = Vec::with_capacity(n);
    for (k, &inb) in in_bounds.iter().enumerate() {
        let dim = r - n + k;
        sizes.push(if inb {
            None
        } else if shape[dim] >= 0 {
            Some(b.const_index(ctx, m, shape[dim]))
        } else {
            let dv = b.const_index(ctx, m, dim as i64);
            Some(b.create1(ctx, m, OpKind::MemRefDim, vec![t.src, dv], index, vec![]))
        });
    }
    let known = t.mask.and_then(|mk| static_mask(ctx, m, mk, lanes));
    let mut acc = match t.pad {
        Some(p) => b.create1(ctx, m, OpKind::VectorBroadcast, vec![p], t.vec_ty, vec![]),
        None => m.op(op).operands()[0],
    };
    let val = acc;
    'lanes: for lane in 0..lanes {
        let bit = known.as_ref().map(|bits| bits[lane as usize]);
        if bit == Some(false) {
            continue;
        }
        let pos = delinearize(&vshape, lane);
        let mut operands = vec![t.src];
        operands.extend_from_slice(&t.idx);
        let mut conds = Vec::new();
        if let (Some(mk), None) = (t.mask, bit) {
            match extract(ctx, m, &b, mk, lane) {
                Some(x) => conds.push(x),
                None => return false,
            }
        }
        for (k, &p) in pos.iter().enumerate() {
            let dim = r - n + k;
            let base = t.idx[dim];
            // A constant index decides the bounds check here.
            let fixed = crate::transforms::fold::const_int(ctx, m, base)
                .map(|x| x + i128::from(p))
                .filter(|_| shape[dim] >= 0)
                .map(|x| x >= 0 && x < i128::from(shape[dim]));
            if fixed == Some(false) && !in_bounds[k] {
                continue 'lanes;
            }
            let at = if p == 0 {
                base
            } else {
                let off = b.const_index(ctx, m, p);
                b.binary(ctx, m, OpKind::ArithAddI, base, off)
            };
            if let (Some(sz), None) = (sizes[k], fixed) {
                conds.push(b.cmpi(ctx, m, CmpIPredicate::Ult, at, sz));
            }
            operands[dim + 1] = at;
        }
        let value = if read { acc } else { val };
        let Some((&first, rest)) = conds.split_first() else {
            access(ctx, m, &b, &mut operands, &mut acc, read, value, lane);
            continue;
        };
        let mut cond = first;
        for &c in rest {
            cond = b.binary(ctx, m, OpKind::ArithAndI, cond, c);
        }
        conditional_access(ctx, m, &b, cond, &mut operands, &mut acc, read, value, lane);
    }
    if let Some(res) = t.result {
        m.replace_all_uses(res, acc);
    }
    m.erase_op(op);
    true
}
