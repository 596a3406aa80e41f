//! Loop utilities shared by the tiling and GPU mapping passes: perfect bands, trip counts,
//! combining the operand lists of several affine maps, and memory footprints.

use crate::affine::bounds::{expr_bounds, loop_box, value_range, Interval, IterBox};
use crate::affine::compose::{fully_compose_map_and_operands, replace_dims_and_symbols};
use crate::affine::fold;
use crate::affine::ops::{self, ForBounds};
use crate::affine::simplify::simplify_expr;
use crate::dialect::OpKind;
use crate::gpu::build::body_ops;
use crate::ir::{AffineExpr, AffineMap, Context, Module, Op, TypeKind, Value};

/// The single op of `op`'s body besides its terminator, if it is alone.
pub fn sole_child(m: &Module, op: Op) -> Option<Op> {
    let b = m.entry_block(op, 0)?;
    match body_ops(m, b)[..] {
        [c] => Some(c),
        _ => None,
    }
}

/// The perfectly nested `affine.for` loops starting at `root` (upstream's
/// `getPerfectlyNestedLoops`): each loop's body is exactly the next loop and a terminator.
pub fn perfect_for_band(m: &Module, root: Op) -> Vec<Op> {
    let mut band = vec![root];
    let mut cur = root;
    while let Some(c) = sole_child(m, cur) {
        if m.op(c).kind != Some(OpKind::AffineFor) {
            break;
        }
        band.push(c);
        cur = c;
    }
    band
}

/// Several `(map, operands)` pairs rewritten over one operand list: the dims of every
/// piece in order, then their symbols in order. Returns the rewritten result expressions
/// of each piece and the combined dim/symbol counts and operands.
pub struct Combined {
    /// The results of each piece, over the combined dims and symbols.
    pub results: Vec<Vec<AffineExpr>>,
    /// Number of dims.
    pub num_dims: u32,
    /// Number of symbols.
    pub num_symbols: u32,
    /// The operands (dims then symbols).
    pub operands: Vec<Value>,
}

/// Combines `(map, operands)` pieces (see [`Combined`]).
pub fn combine(ctx: &mut Context, pieces: &[(AffineMap, &[Value])]) -> Combined {
    let total_dims: u32 = pieces
        .iter()
        .map(|(mp, _)| ctx.map_data(*mp).num_dims)
        .sum();
    let (mut dpos, mut spos) = (0u32, 0u32);
    let mut dims_ops = Vec::new();
    let mut syms_ops = Vec::new();
    let mut results = Vec::new();
    for (mp, opnds) in pieces {
        let d = ctx.map_data(*mp).clone();
        let nd = d.num_dims as usize;
        let de: Vec<AffineExpr> = (0..d.num_dims).map(|i| ctx.dim(dpos + i)).collect();
        let se: Vec<AffineExpr> = (0..d.num_symbols).map(|i| ctx.sym(spos + i)).collect();
        dims_ops.extend_from_slice(&opnds[..nd.min(opnds.len())]);
        syms_ops.extend_from_slice(&opnds[nd.min(opnds.len())..]);
        let rs = d
            .results
            .iter()
            .map(|&e| replace_dims_and_symbols(ctx, e, &de, &se))
            .collect();
        results.push(rs);
        dpos += d.num_dims;
        spos += d.num_symbols;
    }
    let _ = total_dims;
    dims_ops.extend(syms_ops);
    Combined {
        results,
        num_dims: dpos,
        num_symbols: spos,
        operands: dims_ops,
    }
}

/// The trip count of a loop with single-result bounds as `(map, operands)`:
/// `max(0, (ub - lb) ceildiv step)` composed and canonicalized. `None` when a bound has
/// several results.
pub fn trip_count_map(
    ctx: &mut Context,
    m: &Module,
    fb: &ForBounds,
) -> Option<(AffineMap, Vec<Value>)> {
    if ctx.map_data(fb.lb_map).results.len() != 1 || ctx.map_data(fb.ub_map).results.len() != 1 {
        return None;
    }
    let c = combine(
        ctx,
        &[(fb.lb_map, &fb.lb_operands), (fb.ub_map, &fb.ub_operands)],
    );
    let diff = ctx.sub(c.results[1][0], c.results[0][0]);
    let st = ctx.cst(fb.step);
    let e = fold::ceildiv(ctx, diff, st);
    let map = ctx.map(c.num_dims, c.num_symbols, vec![e]);
    Some(fully_compose_map_and_operands(ctx, m, map, &c.operands))
}

/// The constant trip count of an `affine.for`, if known (negative counts are 0).
pub fn constant_trip_count(ctx: &mut Context, m: &Module, fb: &ForBounds) -> Option<i64> {
    let (map, _) = trip_count_map(ctx, m, fb)?;
    let e = *ctx.map_data(map).results.first()?;
    ctx.as_const(e).map(|c| c.max(0))
}

/// The largest integer known to divide the trip count (the count itself when constant;
/// upstream's `getLargestDivisorOfTripCount`).
pub fn trip_count_divisor(ctx: &mut Context, m: &Module, fb: &ForBounds) -> i64 {
    let Some((map, _)) = trip_count_map(ctx, m, fb) else {
        return 1;
    };
    let Some(&e) = ctx.map_data(map).results.first() else {
        return 1;
    };
    match ctx.as_const(e) {
        Some(c) => c.max(0),
        None => {
            // (ub - lb) ceildiv step: the divisor of the difference divided by the step.
            let d = ctx.map_data(map).clone();
            let s = simplify_expr(ctx, e, d.num_dims, d.num_symbols);
            fold::largest_known_divisor(ctx, s).max(1)
        }
    }
}

/// Whether the bounds of every loop in `band` are defined outside the band's root (the band
/// is hyper-rectangular: no bound uses a band IV).
pub fn is_hyper_rectangular(ctx: &Context, m: &Module, band: &[Op]) -> bool {
    let Some(&root) = band.first() else {
        return true;
    };
    band.iter().all(|&l| match ops::for_bounds(ctx, m, l) {
        Some(fb) => fb
            .lb_operands
            .iter()
            .chain(&fb.ub_operands)
            .all(|&v| crate::gpu::build::defined_outside(m, v, root)),
        None => false,
    })
}

/// The size in bytes of an element type (for footprints); 4 when unknown.
pub fn elem_bytes(ctx: &Context, t: crate::ir::Type) -> i64 {
    match ctx.type_kind(t) {
        TypeKind::Float(k) => i64::from(k.width().div_ceil(8)),
        TypeKind::Integer { width, .. } => i64::from(width.div_ceil(8)).max(1),
        TypeKind::Index => 8,
        _ => 4,
    }
}

/// The bytes of memory touched by the affine accesses nested in `root` (the sum over memrefs
/// of the bounding box of their accessed indices), upstream's `getMemoryFootprintBytes` in
/// spirit. `None` when a box is unbounded.
pub fn footprint_bytes(ctx: &mut Context, m: &Module, root: Op) -> Option<i64> {
    let mut accesses = Vec::new();
    m.walk_pre(root, &mut |op| accesses.push(op));
    // memref value -> per-dim [lo, hi]
    let mut boxes: Vec<(Value, Vec<Interval>)> = Vec::new();
    for op in accesses {
        let Some((mem, map, operands, _)) = ops::affine_access(ctx, m, op) else {
            if matches!(
                m.op(op).kind,
                Some(OpKind::MemRefLoad | OpKind::MemRefStore)
            ) {
                return None;
            }
            continue;
        };
        let bx = loop_box(ctx, m, op);
        let d = ctx.map_data(map).clone();
        let mut ib = IterBox::default();
        for (i, &v) in operands.iter().enumerate() {
            let r = value_range(ctx, m, v, &bx, 0);
            if i < d.num_dims as usize {
                ib.dims.push(r);
            } else {
                ib.syms.push(r);
            }
        }
        let ranges: Vec<Interval> = d
            .results
            .iter()
            .map(|&e| expr_bounds(ctx, e, d.num_dims, d.num_symbols, &ib))
            .collect();
        match boxes.iter_mut().find(|(v, _)| *v == mem) {
            Some((_, b)) => {
                for (x, y) in b.iter_mut().zip(&ranges) {
                    x.lo = x.lo.zip(y.lo).map(|(a, b)| a.min(b));
                    x.hi = x.hi.zip(y.hi).map(|(a, b)| a.max(b));
                }
            }
            None => boxes.push((mem, ranges)),
        }
    }
    let mut total: i64 = 0;
    for (mem, b) in boxes {
        let eb = crate::gpu::build::elem_type(ctx, m, mem).map_or(4, |t| elem_bytes(ctx, t));
        let mut n: i64 = eb;
        for r in b {
            let (lo, hi) = (r.lo?, r.hi?);
            n = n.checked_mul((hi - lo + 1).max(0))?;
        }
        total = total.checked_add(n)?;
    }
    Some(total)
}
