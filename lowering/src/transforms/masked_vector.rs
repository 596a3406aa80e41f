//! `vector-emulate-masked-memory`: the masked `vector` memory ops become one
//! `scf.if` per lane around a scalar `memref.load`/`memref.store`, as upstream's
//! masked-load/store emulation patterns (`populateVectorMaskedLoadStoreEmulationPatterns`)
//! do for `maskedload`/`maskedstore`, here for all six, and the transfers on 1-D vectors
//! (see [`emulate_transfer`]):
//!
//! - `maskedload`/`maskedstore`: lane `k` at the last index plus `k`; an n-D vector's
//!   element at multi-index `(k0, .., kn-1)` at the last `n` indices plus those (as the
//!   interpreter, and as a `vector.load` of that shape reads);
//! - `expandload`/`compressstore`: the `j`-th set lane at the last index plus `j` (a
//!   running count of the set lanes);
//! - `gather`/`scatter`: lane `k` at the last index plus element `k` of the index vector
//!   (cast to `index`); on n-D vectors, element `k` in row-major order of the value,
//!   mask and index vector (each index vector element is an offset of the last index, as
//!   upstream's unrolling of n-D gathers into 1-D ones keeps the indices).
//!
//! A load starts from the pass-through vector and inserts each loaded lane; a lane whose
//! mask bit is clear touches no memory, so that a masked tail past the end of a buffer is
//! never read or written. The scalar accesses are then what `tessera-bounds-check` proves
//! or guards like any other. The GPU pipeline runs it after `lower-affine`, so that kernels
//! reach the back end without these ops. A lane at a constant index past a static
//! innermost dimension gets no access: it may only be clear (a set lane out of bounds is
//! undefined behaviour, which the interpreter reports). The transfers of rank 2 or more
//! are rewritten when their permutation map is the minor identity (`transfer_nd`). A
//! vector of more than [`MAX_LANES`] lanes, or a scalable one, is left as it is (the back
//! end refuses it, naming the type).

use super::rewrite::{op_error, InsertPoint, OpBuilder};
use crate::diag::Diagnostics;
use crate::dialect::memref::syntax::dense_i64_array;
use crate::dialect::vector::MaskedAccess;
use crate::dialect::OpKind;
use crate::ir::{Context, Module, NamedAttr, Op, Type, TypeKind, Value};
use crate::pass::PassOptions;

mod transfer_nd;

/// The most lanes a masked op is unrolled into.
pub const MAX_LANES: i64 = 64;

/// Runs `vector-emulate-masked-memory` under `anchor`.
pub fn run(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    opts: &PassOptions,
) -> Result<bool, Diagnostics> {
    opts.check_known("vector-emulate-masked-memory", &[])
        .map_err(|e| op_error(ctx, m, anchor, e))?;
    let mut changed = false;
    for op in m.collect_post(anchor) {
        if m.is_erased(op) {
            continue;
        }
        let Some(kind) = m.op(op).kind else { continue };
        changed |= match kind {
            OpKind::VectorMaskedLoad
            | OpKind::VectorMaskedStore
            | OpKind::VectorGather
            | OpKind::VectorScatter
            | OpKind::VectorExpandLoad
            | OpKind::VectorCompressStore => emulate(ctx, m, op),
            OpKind::VectorTransferRead => emulate_transfer(ctx, m, op, true),
            OpKind::VectorTransferWrite => emulate_transfer(ctx, m, op, false),
            _ => false,
        };
    }
    Ok(changed)
}

/// The lane count and element type of a 1-D vector type.
fn lanes_of(ctx: &Context, t: Type) -> Option<(i64, Type)> {
    match ctx.type_kind(t) {
        TypeKind::Vector {
            shape,
            scalable,
            elem,
        } if shape.len() == 1 && !scalable.iter().any(|s| *s) => Some((shape[0], *elem)),
        _ => None,
    }
}

/// The shape and element type of a fixed-size vector type of rank 1 or more.
fn shape_of(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    match ctx.type_kind(t) {
        TypeKind::Vector {
            shape,
            scalable,
            elem,
        } if !shape.is_empty() && !scalable.iter().any(|s| *s) => Some((shape.clone(), *elem)),
        _ => None,
    }
}

/// The multi-index of element `k` (row-major) of a vector of `shape`.
fn delinearize(shape: &[i64], mut k: i64) -> Vec<i64> {
    let mut idx = vec![0; shape.len()];
    for d in (0..shape.len()).rev() {
        let n = shape[d].max(1);
        idx[d] = k % n;
        k /= n;
    }
    idx
}

/// A property `static_position` of element `k` (row-major) of vector type `t`.
fn position(ctx: &mut Context, t: Type, k: i64) -> Vec<NamedAttr> {
    let idx = shape_of(ctx, t).map_or_else(|| vec![k], |(s, _)| delinearize(&s, k));
    let name = ctx.ident("static_position");
    let value = dense_i64_array(ctx, &idx);
    vec![NamedAttr { name, value }]
}

/// `vector.extract %v[..]` of element `k` (row-major; a scalar of the element type).
fn extract(ctx: &mut Context, m: &mut Module, b: &OpBuilder, v: Value, k: i64) -> Option<Value> {
    let t = m.value_type(v);
    let (_, elem) = shape_of(ctx, t)?;
    let props = position(ctx, t, k);
    Some(b.create1(ctx, m, OpKind::VectorExtract, vec![v], elem, props))
}

/// The elements of `v` when it is an `arith.constant` of integers (a splat expanded).
fn constant_ints(ctx: &Context, m: &Module, v: Value, lanes: i64) -> Option<Vec<i128>> {
    use crate::ir::{AttrKind, DenseData};
    let a = crate::transforms::fold::const_attr(ctx, m, v)?;
    match ctx.attr_kind(a) {
        AttrKind::DenseElements {
            data: DenseData::Ints(vals),
            ..
        } => match vals[..] {
            [one] => Some(vec![one; lanes as usize]),
            _ if vals.len() == lanes as usize => Some(vals.clone()),
            _ => None,
        },
        _ => None,
    }
}

/// The lanes of mask `v` when they are known: an `arith.constant` of `i1`s, a
/// `vector.constant_mask`, or a `vector.create_mask` of a constant bound (1-D).
fn static_mask(ctx: &Context, m: &Module, v: Value, lanes: i64) -> Option<Vec<bool>> {
    let op = m.defining_op(v)?;
    let d = m.op(op);
    let below = |n: i128| Some((0..lanes).map(|k| i128::from(k) < n).collect());
    match d.kind? {
        OpKind::ArithConstant => Some(
            constant_ints(ctx, m, v, lanes)?
                .iter()
                .map(|&b| b != 0)
                .collect(),
        ),
        OpKind::VectorConstantMask => {
            let a = d.get_attr_named(ctx, "mask_dim_sizes")?;
            match crate::verify::check::int_list(ctx, a)?[..] {
                [n] => below(i128::from(n)),
                _ => None,
            }
        }
        OpKind::VectorCreateMask => match d.operands() {
            [n] => below(crate::transforms::fold::const_int(ctx, m, *n)?),
            _ => None,
        },
        _ => None,
    }
}

/// Lane `k`'s access at `operands` (the memref and its indices): a load inserted into
/// `acc`, or a store of lane `k` of `val`.
#[allow(clippy::too_many_arguments)]
fn access(
    ctx: &mut Context,
    m: &mut Module,
    b: &OpBuilder,
    operands: &mut Vec<Value>,
    acc: &mut Value,
    load: bool,
    val: Value,
    k: i64,
) {
    let vty = m.value_type(val);
    let elem = match ctx.type_kind(vty) {
        TypeKind::Vector { elem, .. } => *elem,
        _ => vty,
    };
    let operands = std::mem::take(operands);
    if load {
        let x = b.create1(ctx, m, OpKind::MemRefLoad, operands, elem, vec![]);
        let props = position(ctx, vty, k);
        *acc = b.create1(ctx, m, OpKind::VectorInsert, vec![x, *acc], vty, props);
    } else {
        let props = position(ctx, vty, k);
        let x = b.create1(ctx, m, OpKind::VectorExtract, vec![val], elem, props);
        let mut all = vec![x];
        all.extend(operands);
        b.create(ctx, m, OpKind::MemRefStore, all, vec![], vec![], 0);
    }
}

/// Lane `k`'s access (see [`access`]) under `scf.if %cond`: a load yields the vector with
/// the lane inserted, or `acc` unchanged, into a new `acc`.
#[allow(clippy::too_many_arguments)]
fn conditional_access(
    ctx: &mut Context,
    m: &mut Module,
    b: &OpBuilder,
    cond: Value,
    operands: &mut Vec<Value>,
    acc: &mut Value,
    load: bool,
    val: Value,
    k: i64,
) {
    let vty = m.value_type(*acc);
    let rtys = if load { vec![vty] } else { Vec::new() };
    let iff = b.create(ctx, m, OpKind::ScfIf, vec![cond], rtys, vec![], 2);
    let regions = m.op(iff).regions().to_vec();
    let then_b = m.add_block(regions[0]);
    let tb = OpBuilder::at(InsertPoint::End(then_b), b.loc);
    let before = *acc;
    access(ctx, m, &tb, operands, acc, load, val, k);
    if load {
        tb.create(ctx, m, OpKind::ScfYield, vec![*acc], vec![], vec![], 0);
        let else_b = m.add_block(regions[1]);
        let eb = OpBuilder::at(InsertPoint::End(else_b), b.loc);
        eb.create(ctx, m, OpKind::ScfYield, vec![before], vec![], vec![], 0);
        *acc = m.op(iff).results()[0];
    } else {
        tb.create(ctx, m, OpKind::ScfYield, vec![], vec![], vec![], 0);
    }
}

/// Rewrites one op; `false` when it is left as it is.
pub(crate) fn emulate(ctx: &mut Context, m: &mut Module, op: Op) -> bool {
    let Ok(Some(a)) = MaskedAccess::of(ctx, m.op(op)) else {
        return false;
    };
    let (base, idx, ivec) = (a.base, a.indices.to_vec(), a.index_vec);
    let (mask, val, compressed) = (a.mask, a.value, a.compressed);
    let indexed = ivec.is_some();
    let result = m.op(op).results().first().copied();
    let Some((shape, _)) = shape_of(ctx, m.value_type(val)) else {
        return false;
    };
    let lanes = shape.iter().try_fold(1i64, |a, &d| a.checked_mul(d));
    let Some(lanes) = lanes.filter(|l| (1..=MAX_LANES).contains(l)) else {
        return false;
    };
    let Some((&last, lead)) = idx.split_last() else {
        return false;
    };
    // A contiguous access of rank `r` walks the last `r` indices (the interpreter's
    // `MaskedMode::Contiguous`); the others walk the last index only.
    let contiguous = !indexed && !compressed;
    if contiguous && shape.len() > idx.len() {
        return false;
    }
    let b = OpBuilder::before(m, op);
    let index = ctx.index_type();
    let (zero, one) = (b.const_index(ctx, m, 0), b.const_index(ctx, m, 1));
    // The running vector of a load (from the pass-through) and count of set lanes.
    let mut acc = val;
    let mut count = zero;
    // Lanes known to be clear touch nothing and lanes known to be set need no branch
    // (a constant index past the end in a clear lane never reaches the back end).
    let known = static_mask(ctx, m, mask, lanes);
    let offsets = ivec.and_then(|iv| constant_ints(ctx, m, iv, lanes));
    let inner_size = match ctx.type_kind(m.value_type(base)) {
        TypeKind::MemRef { shape, .. } => shape.last().copied().filter(|&s| s >= 0),
        _ => None,
    };
    for k in 0..lanes {
        let set = known.as_ref().map(|bits| bits[k as usize]);
        if set == Some(false) {
            continue;
        }
        let offset = if compressed {
            count
        } else if let Some(c) = offsets.as_ref() {
            // Constant offsets stay constants, whose range index-width analysis knows.
            let Ok(c) = i64::try_from(c[k as usize]) else {
                return false;
            };
            b.const_index(ctx, m, c)
        } else if let Some(iv) = ivec {
            let Some(x) = extract(ctx, m, &b, iv, k) else {
                return false;
            };
            if ctx.type_kind(m.value_type(x)) == &TypeKind::Index {
                x
            } else {
                b.create1(ctx, m, OpKind::ArithIndexCast, vec![x], index, vec![])
            }
        } else {
            let pos = delinearize(&shape, k);
            b.const_index(ctx, m, pos[pos.len() - 1])
        };
        // The leading indices a contiguous n-D access walks (the last one is `offset`).
        let mut lead = lead.to_vec();
        if contiguous {
            let pos = delinearize(&shape, k);
            let from = lead.len() + 1 - pos.len();
            for (t, &p) in pos[..pos.len() - 1].iter().enumerate() {
                if p != 0 {
                    let c = b.const_index(ctx, m, p);
                    lead[from + t] = b.binary(ctx, m, OpKind::ArithAddI, lead[from + t], c);
                }
            }
        }
        // A lane at a constant index past a static innermost dimension may only be clear
        // (a set one is undefined behaviour, which the interpreter reports): it gets no
        // access, so that no constant out-of-range index reaches the back end.
        let fixed_at = crate::transforms::fold::const_int(ctx, m, last)
            .zip(crate::transforms::fold::const_int(ctx, m, offset))
            .map(|(a, o)| a + o);
        if let (Some(at), Some(size)) = (fixed_at, inner_size) {
            if at < 0 || at >= i128::from(size) {
                if compressed && k + 1 < lanes {
                    let Some(bit) = extract(ctx, m, &b, mask, k) else {
                        return false;
                    };
                    let step = b.select(ctx, m, bit, one, zero);
                    count = b.binary(ctx, m, OpKind::ArithAddI, count, step);
                }
                continue;
            }
        }
        let at = b.binary(ctx, m, OpKind::ArithAddI, last, offset);
        let mut operands = vec![base];
        operands.extend_from_slice(&lead);
        operands.push(at);
        if set == Some(true) {
            access(
                ctx,
                m,
                &b,
                &mut operands,
                &mut acc,
                result.is_some(),
                val,
                k,
            );
            if compressed {
                count = b.binary(ctx, m, OpKind::ArithAddI, count, one);
            }
            continue;
        }
        let Some(bit) = extract(ctx, m, &b, mask, k) else {
            return false;
        };
        conditional_access(
            ctx,
            m,
            &b,
            bit,
            &mut operands,
            &mut acc,
            result.is_some(),
            val,
            k,
        );
        if compressed && k + 1 < lanes {
            let step = b.select(ctx, m, bit, one, zero);
            count = b.binary(ctx, m, OpKind::ArithAddI, count, step);
        }
    }
    if let Some(r) = result {
        m.replace_all_uses(r, acc);
    }
    m.erase_op(op);
    true
}

/// The attributes of a transfer the rewrite needs: the source dimension its 1-D vector
/// walks (`None`: a broadcast) and whether it is in bounds.
fn transfer_dim(ctx: &Context, m: &Module, op: Op) -> Option<(Option<usize>, bool)> {
    use crate::ir::AttrKind;
    let d = m.op(op);
    let map = match ctx.attr_kind(d.get_attr_named(ctx, "permutation_map")?) {
        AttrKind::AffineMap(mm) => *mm,
        _ => return None,
    };
    let dims = crate::dialect::vector::transfer::map_dims(ctx, map).ok()?;
    let in_bounds = match ctx.attr_kind(d.get_attr_named(ctx, "in_bounds")?) {
        AttrKind::Array(v) => match v[..] {
            [b] => matches!(ctx.attr_kind(b), AttrKind::Bool(true)),
            _ => return None,
        },
        _ => return None,
    };
    match dims[..] {
        [dim] => Some((dim, in_bounds)),
        _ => None,
    }
}

/// The operands of a transfer on a memref: its vector type, the memref and its indices,
/// the padding of a read, the mask, and the result of a read.
pub(crate) struct Transfer {
    vec_ty: Type,
    src: Value,
    idx: Vec<Value>,
    pad: Option<Value>,
    mask: Option<Value>,
    result: Option<Value>,
}

/// The operands of transfer `op` (`None`: malformed, or a write to a tensor).
fn transfer_parts(ctx: &Context, m: &Module, op: Op, read: bool) -> Option<Transfer> {
    let ops = m.op(op).operands().to_vec();
    let result = m.op(op).results().first().copied();
    let segs = m
        .op(op)
        .get_attr_named(ctx, "operandSegmentSizes")
        .and_then(|a| crate::verify::check::int_list(ctx, a));
    let &[a, b, c, k] = segs.as_deref()? else {
        return None;
    };
    let (a, b, c, k) = (a as usize, b as usize, c as usize, k as usize);
    if a + b + c + k != ops.len() {
        return None;
    }
    let mask = ops.get(a + b + c).copied().filter(|_| k == 1);
    if read {
        let r = result?;
        Some(Transfer {
            vec_ty: m.value_type(r),
            src: ops[0],
            idx: ops[a..a + b].to_vec(),
            pad: Some(ops[a + b]),
            mask,
            result,
        })
    } else if result.is_some() {
        None // a tensor destination
    } else {
        Some(Transfer {
            vec_ty: m.value_type(ops[0]),
            src: ops[a],
            idx: ops[a + b..a + b + c].to_vec(),
            pad: None,
            mask,
            result,
        })
    }
}

/// `vector.transfer_read` / `transfer_write` of a 1-D vector on a memref:
///
/// - in bounds, along the innermost dimension, without a mask: `vector.load` /
///   `vector.store` (what upstream's transfer-to-load patterns give);
/// - a read that broadcasts one element, without a mask: a `memref.load` and a
///   `vector.broadcast`;
/// - otherwise one `scf.if` per lane on its mask bit and, for a dimension not in bounds,
///   `index < size` (unsigned, so that a negative index is outside too): a read takes the
///   padding where the condition fails, a write skips the lane.
pub(crate) fn emulate_transfer(ctx: &mut Context, m: &mut Module, op: Op, read: bool) -> bool {
    let Some(t) = transfer_parts(ctx, m, op, read) else {
        return false;
    };
    if shape_of(ctx, t.vec_ty).is_some_and(|(s, _)| s.len() >= 2) {
        return transfer_nd::emulate(ctx, m, op, read, &t);
    }
    let ops = m.op(op).operands().to_vec();
    let Transfer {
        vec_ty,
        src,
        idx,
        pad,
        mask,
        result,
    } = t;
    let TypeKind::MemRef { shape, elem, .. } = ctx.type_kind(m.value_type(src)).clone() else {
        return false;
    };
    let Some((lanes, velem)) = lanes_of(ctx, vec_ty) else {
        return false;
    };
    let Some((dim, in_bounds)) = transfer_dim(ctx, m, op) else {
        return false;
    };
    if velem != elem || !(1..=MAX_LANES).contains(&lanes) || idx.len() != shape.len() {
        return false;
    }
    let b = OpBuilder::before(m, op);
    let Some(dim) = dim else {
        // A broadcast read of one element.
        if mask.is_some() || !read {
            return false;
        }
        let mut operands = vec![src];
        operands.extend_from_slice(&idx);
        let x = b.create1(ctx, m, OpKind::MemRefLoad, operands, elem, vec![]);
        let v = b.create1(ctx, m, OpKind::VectorBroadcast, vec![x], vec_ty, vec![]);
        if let Some(r) = result {
            m.replace_all_uses(r, v);
        }
        m.erase_op(op);
        return true;
    };
    if in_bounds && mask.is_none() && dim + 1 == shape.len() {
        let mut operands = Vec::new();
        if !read {
            operands.push(ops[0]);
        }
        operands.push(src);
        operands.extend_from_slice(&idx);
        if read {
            let v = b.create1(ctx, m, OpKind::VectorLoad, operands, vec_ty, vec![]);
            if let Some(r) = result {
                m.replace_all_uses(r, v);
            }
        } else {
            b.create(ctx, m, OpKind::VectorStore, operands, vec![], vec![], 0);
        }
        m.erase_op(op);
        return true;
    }
    // One conditional access per lane.
    let known = mask.and_then(|mk| static_mask(ctx, m, mk, lanes));
    let size = if in_bounds {
        None
    } else if shape[dim] >= 0 {
        Some(b.const_index(ctx, m, shape[dim]))
    } else {
        let d = b.const_index(ctx, m, dim as i64);
        let index = ctx.index_type();
        Some(b.create1(ctx, m, OpKind::MemRefDim, vec![src, d], index, vec![]))
    };
    let mut acc = match pad {
        Some(p) => b.create1(ctx, m, OpKind::VectorBroadcast, vec![p], vec_ty, vec![]),
        None => ops[0],
    };
    let val = if read { acc } else { ops[0] };
    for lane in 0..lanes {
        let bit = known.as_ref().map(|bits| bits[lane as usize]);
        if bit == Some(false) {
            continue;
        }
        // A constant index decides the bounds check here: outside, the lane keeps the
        // padding (a write skips it); inside, it needs no check.
        let fixed_at =
            crate::transforms::fold::const_int(ctx, m, idx[dim]).map(|x| x + i128::from(lane));
        let fixed_in = match (fixed_at, shape[dim]) {
            (Some(x), s) if s >= 0 => Some(x >= 0 && x < i128::from(s)),
            _ => None,
        };
        if fixed_in == Some(false) && !in_bounds {
            continue;
        }
        let off = b.const_index(ctx, m, lane);
        let at = b.binary(ctx, m, OpKind::ArithAddI, idx[dim], off);
        let mut conds = Vec::new();
        if let (Some(mk), None) = (mask, bit) {
            match extract(ctx, m, &b, mk, lane) {
                Some(x) => conds.push(x),
                None => return false,
            }
        }
        if let (Some(sz), None) = (size, fixed_in) {
            conds.push(b.cmpi(ctx, m, super::rewrite::CmpIPredicate::Ult, at, sz));
        }
        let mut operands = vec![src];
        operands.extend_from_slice(&idx);
        operands[dim + 1] = at;
        let Some((&first, rest)) = conds.split_first() else {
            access(ctx, m, &b, &mut operands, &mut acc, read, val, lane);
            continue;
        };
        let mut cond = first;
        for &cc in rest {
            cond = b.binary(ctx, m, OpKind::ArithAndI, cond, cc);
        }
        conditional_access(ctx, m, &b, cond, &mut operands, &mut acc, read, val, lane);
    }
    if let Some(r) = result {
        m.replace_all_uses(r, acc);
    }
    m.erase_op(op);
    true
}
