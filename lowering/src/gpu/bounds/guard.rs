//! Guards for memory accesses that `tessera-bounds-check` could not prove in bounds, with
//! robust-buffer-access semantics: the access runs only when every unproven index is in
//! range; a load yields zero otherwise, a store is skipped.
//!
//! ```mlir
//! %d = memref.dim %m, %c0 : memref<?xf32>        // or a constant for a static size
//! %ok = arith.cmpi ult, %i, %d : index            // unsigned: also rejects negatives
//! %v = scf.if %ok -> (f32) {
//!   %x = memref.load %m[%i] : memref<?xf32>
//!   scf.yield %x : f32
//! } else {
//!   %z = arith.constant 0.000000e+00 : f32
//!   scf.yield %z : f32
//! }
//! ```
//!
//! Only the sides the analysis left open are tested: a dimension proven non-negative but
//! not below its size uses `slt`; a vector access also requires `i + length ≤ size`.

use crate::affine::access_bounds::Verdict;
use crate::dialect::OpKind;
use crate::ir::{AffineMap, Op};
use crate::ir::{AttrKind, Context, DenseData, FloatBits, Module, Type, TypeKind, Value, DYNAMIC};
use crate::transforms::rewrite::{CmpIPredicate, OpBuilder};

/// One access of a memref, as the analysis reads it.
#[derive(Debug, Clone)]
pub struct Access {
    /// The op.
    pub op: Op,
    /// The memref accessed.
    pub memref: Value,
    /// The index operands (for affine ops: the map operands).
    pub operands: Vec<Value>,
    /// The access map of an affine op.
    pub map: Option<AffineMap>,
    /// Elements touched along the innermost dimension (vector length, else 1).
    pub span: i64,
}

/// Wraps `a` in an `scf.if` on the in-bounds condition of its unproven dimensions.
pub fn guard_access(
    ctx: &mut Context,
    m: &mut Module,
    a: &Access,
    verdicts: &[(Verdict, Verdict)],
) -> Result<(), String> {
    guard_access_with(ctx, m, a, verdicts, Vec::new())
}

/// [`guard_access`], also testing the `i1` values `extra` (built before the access: the
/// conditions under which the views it goes through lie in their sources).
pub fn guard_access_with(
    ctx: &mut Context,
    m: &mut Module,
    a: &Access,
    verdicts: &[(Verdict, Verdict)],
    extra: Vec<Value>,
) -> Result<(), String> {
    let b = OpBuilder::before(m, a.op);
    let shape = match ctx.type_kind(m.value_type(a.memref)) {
        TypeKind::MemRef { shape, .. } => shape.clone(),
        _ => return Err("guarded access on a non-memref".into()),
    };
    let indices: Vec<Value> = match a.map {
        Some(map) => {
            let d = ctx.map_data(map).clone();
            let mut v = Vec::with_capacity(d.results.len());
            for &e in &d.results {
                let one = ctx.map(d.num_dims, d.num_symbols, vec![e]);
                v.push(b.affine_apply(ctx, m, one, a.operands.clone()));
            }
            v
        }
        None => a.operands.clone(),
    };
    let rank = indices.len();
    let mut conds = extra;
    for (d, (&idx, &(lo, hi))) in indices.iter().zip(verdicts).enumerate() {
        if lo == Verdict::Proven && hi == Verdict::Proven {
            continue;
        }
        let size = match shape.get(d) {
            Some(&s) if s != DYNAMIC => b.const_index(ctx, m, s),
            Some(_) => {
                let c = b.const_index(ctx, m, d as i64);
                let t = ctx.index_type();
                b.create1(ctx, m, OpKind::MemRefDim, vec![a.memref, c], t, vec![])
            }
            None => return Err("index beyond the memref's rank".into()),
        };
        let span = if d + 1 == rank { a.span } else { 1 };
        if span > 1 {
            let zero = b.const_index(ctx, m, 0);
            let len = b.const_index(ctx, m, span);
            let end = b.binary(ctx, m, OpKind::ArithAddI, idx, len);
            conds.push(b.cmpi(ctx, m, CmpIPredicate::Sge, idx, zero));
            conds.push(b.cmpi(ctx, m, CmpIPredicate::Sle, end, size));
        } else if lo == Verdict::Proven {
            conds.push(b.cmpi(ctx, m, CmpIPredicate::Slt, idx, size));
        } else {
            conds.push(b.cmpi(ctx, m, CmpIPredicate::Ult, idx, size));
        }
    }
    let Some(mut ok) = conds.first().copied() else {
        return Ok(());
    };
    for &c in &conds[1..] {
        ok = b.binary(ctx, m, OpKind::ArithAndI, ok, c);
    }
    let results = m.op(a.op).results().to_vec();
    let rtys: Vec<Type> = results.iter().map(|&r| m.value_type(r)).collect();
    let iff = b.create(ctx, m, OpKind::ScfIf, vec![ok], rtys.clone(), vec![], 2);
    let new_results = m.op(iff).results().to_vec();
    for (&old, &new) in results.iter().zip(&new_results) {
        m.replace_all_uses(old, new);
    }
    let regions = m.op(iff).regions().to_vec();
    let (Some(&then_r), Some(&else_r)) = (regions.first(), regions.get(1)) else {
        return Err("scf.if without two regions".into());
    };
    let then_b = m.add_block(then_r);
    m.detach(a.op);
    m.append_op(then_b, a.op);
    let tb = OpBuilder::at(
        crate::transforms::rewrite::InsertPoint::End(then_b),
        m.op(a.op).loc,
    );
    tb.create(ctx, m, OpKind::ScfYield, results.clone(), vec![], vec![], 0);
    if !rtys.is_empty() {
        let else_b = m.add_block(else_r);
        let eb = OpBuilder::at(
            crate::transforms::rewrite::InsertPoint::End(else_b),
            m.op(a.op).loc,
        );
        let mut zeros = Vec::with_capacity(rtys.len());
        for &t in &rtys {
            zeros.push(zero_of(ctx, m, &eb, t)?);
        }
        eb.create(ctx, m, OpKind::ScfYield, zeros, vec![], vec![], 0);
    }
    Ok(())
}

/// The zero of a scalar or vector type.
fn zero_of(ctx: &mut Context, m: &mut Module, b: &OpBuilder, t: Type) -> Result<Value, String> {
    match ctx.type_kind(t).clone() {
        TypeKind::Float(_) => Ok(b.const_float(ctx, m, 0.0, t)),
        TypeKind::Integer { .. } | TypeKind::Index => Ok(b.const_int(ctx, m, 0, t)),
        TypeKind::Vector { elem, .. } => {
            let data = match ctx.type_kind(elem) {
                TypeKind::Float(_) => DenseData::Floats(vec![FloatBits::new(0.0)]),
                TypeKind::Integer { .. } | TypeKind::Index => DenseData::Ints(vec![0]),
                _ => return Err("no zero for this vector element type".into()),
            };
            let a = ctx.attr(AttrKind::DenseElements { ty: t, data });
            Ok(b.constant(ctx, m, a, t))
        }
        _ => Err("no zero for this loaded type".into()),
    }
}
