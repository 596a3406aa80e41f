//! `lower-affine`: lowers the affine dialect to `scf`, `arith`, `memref` and `vector`, as
//! upstream's `LowerAffinePass` (`mlir/lib/Conversion/AffineToStandard`) does.
//!
//! | affine op | becomes |
//! |---|---|
//! | `affine.for` | `scf.for` with the lower bound the `arith.maxsi` chain of the lower map's results, the upper bound the `arith.minsi` chain of the upper map's, a constant step; the body moves over, `affine.yield` becomes `scf.yield` |
//! | `affine.parallel` | `scf.parallel` with per-dimension max/min bounds; without results the terminator becomes an empty `scf.reduce`; with reductions the inits are the identity values of the `AtomicRMWKind`s and the terminator an `scf.reduce` whose regions apply the combiner and `scf.reduce.return` it |
//! | `affine.if` | `scf.if` on the conjunction (`arith.andi`, no short-circuit) of `arith.cmpi sge/eq, constraint, 0`; `true` when there are no constraints |
//! | `affine.load` / `store` | `memref.load` / `store` on the expanded map results |
//! | `affine.vector_load` / `vector_store` | `vector.load` / `vector.store` |
//! | `affine.apply` / `min` / `max` | the expanded expression / `minsi` / `maxsi` chains |
//! | `affine.delinearize_index` / `linearize_index` | floordiv/mod and multiply-add sequences over the (static or dynamic) basis |
//! | `affine.prefetch` / `dma_start` / `dma_wait` | `memref.prefetch` / `dma_start` / `dma_wait` on the expanded map results |
//!
//! Expressions are expanded by [`affine_expand`](super::affine_expand) (upstream's
//! `AffineApplyExpander`). New ops take the location of the op they replace.

use super::affine_expand::{expand_expr, expand_map, expand_map_min_max};
use super::reductions::{combiner_of_kind, identity_value};
use super::rewrite::{
    inline_block_before, op_error, replace_op, segment_attr, terminator, CmpIPredicate, OpBuilder,
};
use crate::affine::ops;
use crate::diag::Diagnostics;
use crate::dialect::OpKind;
use crate::ir::{AffineExpr, Context, Module, NamedAttr, Op, Type, Value, DYNAMIC};
use crate::pass::PassOptions;

/// Runs `lower-affine` on every affine op under `anchor`.
pub fn run(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    opts: &PassOptions,
) -> Result<bool, Diagnostics> {
    opts.check_known("lower-affine", &[])
        .map_err(|e| op_error(ctx, m, anchor, e))?;
    // Every affine op has a lowering (`lower_op`); an op that fails to lower is reported
    // with its location.
    let mut errors = Diagnostics(Vec::new());
    let all = m.collect_post(anchor);
    let mut changed = false;
    for op in all {
        if m.is_erased(op) {
            continue;
        }
        let Some(kind) = m.op(op).kind else { continue };
        if kind.dialect() != "affine" || kind == OpKind::AffineYield {
            continue;
        }
        match lower_op(ctx, m, op, kind) {
            Ok(()) => changed = true,
            Err(msg) => errors.0.extend(op_error(ctx, m, op, msg).0),
        }
    }
    if errors.0.is_empty() {
        Ok(changed)
    } else {
        Err(errors)
    }
}

/// Lowers one affine op (not `affine.yield`, which its parent rewrites).
pub fn lower_op(ctx: &mut Context, m: &mut Module, op: Op, kind: OpKind) -> Result<(), String> {
    let b = OpBuilder::before(m, op);
    match kind {
        OpKind::AffineFor => lower_for(ctx, m, op, &b),
        OpKind::AffineParallel => lower_parallel(ctx, m, op, &b),
        OpKind::AffineIf => lower_if(ctx, m, op, &b),
        OpKind::AffineApply => {
            let map = ops::map_attr(ctx, m, op, "map").ok_or("expected a 'map' attribute")?;
            let operands = m.op(op).operands().to_vec();
            let v = expand_map(ctx, m, &b, map, &operands)?;
            replace_op(m, op, &v);
            Ok(())
        }
        OpKind::AffineMin | OpKind::AffineMax => {
            let map = ops::map_attr(ctx, m, op, "map").ok_or("expected a 'map' attribute")?;
            let operands = m.op(op).operands().to_vec();
            let v = expand_map_min_max(ctx, m, &b, map, &operands, kind == OpKind::AffineMax)?;
            replace_op(m, op, &[v]);
            Ok(())
        }
        OpKind::AffineLoad | OpKind::AffineVectorLoad => {
            let (memref, map, idx, _) =
                ops::affine_access(ctx, m, op).ok_or("malformed affine load")?;
            let ind = expand_map(ctx, m, &b, map, &idx)?;
            let rt = result_type(m, op).ok_or("expected one result")?;
            let mut operands = vec![memref];
            operands.extend(ind);
            let target = if kind == OpKind::AffineLoad {
                OpKind::MemRefLoad
            } else {
                OpKind::VectorLoad
            };
            let v = b.create1(ctx, m, target, operands, rt, vec![]);
            replace_op(m, op, &[v]);
            Ok(())
        }
        OpKind::AffineStore | OpKind::AffineVectorStore => {
            let (memref, map, idx, _) =
                ops::affine_access(ctx, m, op).ok_or("malformed affine store")?;
            let value = *m.op(op).operands().first().ok_or("missing stored value")?;
            let ind = expand_map(ctx, m, &b, map, &idx)?;
            let mut operands = vec![value, memref];
            operands.extend(ind);
            let target = if kind == OpKind::AffineStore {
                OpKind::MemRefStore
            } else {
                OpKind::VectorStore
            };
            b.create(ctx, m, target, operands, vec![], vec![], 0);
            m.erase_op(op);
            Ok(())
        }
        OpKind::AffinePrefetch => {
            let ops_ = m.op(op).operands().to_vec();
            let (&memref, idx) = ops_.split_first().ok_or("missing memref")?;
            let map = ops::map_attr(ctx, m, op, "map").ok_or("expected a 'map' attribute")?;
            let ind = expand_map(ctx, m, &b, map, idx)?;
            let mut operands = vec![memref];
            operands.extend(ind);
            let mut props = Vec::new();
            for name in ["isWrite", "localityHint", "isDataCache"] {
                let id = ctx.ident(name);
                let a = m
                    .op(op)
                    .get_attr(id)
                    .ok_or(format!("expected a '{name}' attribute"))?;
                props.push(NamedAttr { name: id, value: a });
            }
            b.create(ctx, m, OpKind::MemRefPrefetch, operands, vec![], props, 0);
            m.erase_op(op);
            Ok(())
        }
        OpKind::AffineDmaStart => lower_dma_start(ctx, m, op, &b),
        OpKind::AffineDmaWait => {
            let ops_ = m.op(op).operands().to_vec();
            let map = ops::map_attr(ctx, m, op, "tag_map").ok_or("expected a 'tag_map'")?;
            let (Some((&tag, rest)), Some(&num)) = (ops_.split_first(), ops_.last()) else {
                return Err("malformed affine.dma_wait".into());
            };
            let ind = expand_map(ctx, m, &b, map, &rest[..rest.len() - 1])?;
            let mut operands = vec![tag];
            operands.extend(ind);
            operands.push(num);
            b.create(ctx, m, OpKind::MemRefDmaWait, operands, vec![], vec![], 0);
            m.erase_op(op);
            Ok(())
        }
        OpKind::AffineDelinearizeIndex => lower_delinearize(ctx, m, op, &b),
        OpKind::AffineLinearizeIndex => lower_linearize(ctx, m, op, &b),
        _ => Err(format!(
            "failed to legalize operation '{}': no lowering in Tessera",
            kind.name()
        )),
    }
}

/// `affine.dma_start` (`src, src_map operands, dst, dst_map operands, tag, tag_map
/// operands, num (, stride, per_stride)?`) → `memref.dma_start` (`src, src indices, dst, dst
/// indices, num, tag, tag indices (, stride, per_stride)?`).
fn lower_dma_start(ctx: &mut Context, m: &mut Module, op: Op, b: &OpBuilder) -> Result<(), String> {
    let mut maps = Vec::new();
    for name in ["src_map", "dst_map", "tag_map"] {
        maps.push(ops::map_attr(ctx, m, op, name).ok_or(format!("expected a '{name}'"))?);
    }
    let ops_ = m.op(op).operands().to_vec();
    let arity = |ctx: &Context, i: usize| {
        let d = ctx.map_data(maps[i]);
        (d.num_dims + d.num_symbols) as usize
    };
    let (ns, nd, nt) = (arity(ctx, 0), arity(ctx, 1), arity(ctx, 2));
    let base = 3 + ns + nd + nt + 1;
    if ops_.len() != base && ops_.len() != base + 2 {
        return Err("affine.dma_start operands do not match its maps".into());
    }
    let src_i = expand_map(ctx, m, b, maps[0], &ops_[1..1 + ns])?;
    let dst_i = expand_map(ctx, m, b, maps[1], &ops_[2 + ns..2 + ns + nd])?;
    let tag_i = expand_map(ctx, m, b, maps[2], &ops_[3 + ns + nd..3 + ns + nd + nt])?;
    let mut operands = vec![ops_[0]];
    operands.extend(src_i);
    operands.push(ops_[1 + ns]);
    operands.extend(dst_i);
    operands.push(ops_[base - 1]);
    operands.push(ops_[2 + ns + nd]);
    operands.extend(tag_i);
    operands.extend_from_slice(&ops_[base..]);
    b.create(ctx, m, OpKind::MemRefDmaStart, operands, vec![], vec![], 0);
    m.erase_op(op);
    Ok(())
}

fn result_type(m: &Module, op: Op) -> Option<Type> {
    let r = m.op(op).results();
    (r.len() == 1).then(|| m.value_type(r[0]))
}

/// Replaces the `affine.yield` ending the entry block of region `ri` of `op` by an
/// `scf.yield` with the same operands.
fn yield_to_scf(ctx: &mut Context, m: &mut Module, op: Op, ri: usize) -> Result<(), String> {
    let Some(block) = m.entry_block(op, ri) else {
        return Ok(());
    };
    let t = terminator(m, block).ok_or("expected a terminated body")?;
    if m.op(t).kind != Some(OpKind::AffineYield) {
        return Ok(());
    }
    let operands = m.op(t).operands().to_vec();
    OpBuilder::before(m, t).create(ctx, m, OpKind::ScfYield, operands, vec![], vec![], 0);
    m.erase_op(t);
    Ok(())
}

/// Moves the blocks of region `ri` of `from` into region `ri` of `to`.
fn move_region(m: &mut Module, from: Op, to: Op, ri: usize) {
    if let (Some(&src), Some(&dst)) = (m.op(from).regions().get(ri), m.op(to).regions().get(ri)) {
        m.take_region_blocks(src, dst);
    }
}

fn lower_for(ctx: &mut Context, m: &mut Module, op: Op, b: &OpBuilder) -> Result<(), String> {
    let fb = ops::for_bounds(ctx, m, op).ok_or("malformed affine.for")?;
    let lb = expand_map_min_max(ctx, m, b, fb.lb_map, &fb.lb_operands, true)?;
    let ub = expand_map_min_max(ctx, m, b, fb.ub_map, &fb.ub_operands, false)?;
    let step = b.const_index(ctx, m, fb.step);
    let mut operands = vec![lb, ub, step];
    operands.extend(fb.inits.iter().copied());
    let rtys: Vec<Type> = m
        .op(op)
        .results()
        .iter()
        .map(|&r| m.value_type(r))
        .collect();
    let new = b.create(ctx, m, OpKind::ScfFor, operands, rtys, vec![], 1);
    move_region(m, op, new, 0);
    yield_to_scf(ctx, m, new, 0)?;
    let results = m.op(new).results().to_vec();
    replace_op(m, op, &results);
    Ok(())
}

fn lower_if(ctx: &mut Context, m: &mut Module, op: Op, b: &OpBuilder) -> Result<(), String> {
    let set = ops::set_attr(ctx, m, op, "condition").ok_or("expected a 'condition' attribute")?;
    let sd = ctx.set_data(set).clone();
    let operands = m.op(op).operands().to_vec();
    let nd = sd.num_dims as usize;
    if operands.len() != nd + sd.num_symbols as usize {
        return Err("operand count does not match the integer set".into());
    }
    let (dims, syms) = operands.split_at(nd);
    let zero = b.const_index(ctx, m, 0);
    let mut cond: Option<Value> = None;
    for (&e, &eq) in sd.constraints.iter().zip(&sd.eq_flags) {
        let v = expand_expr(ctx, m, b, e, dims, syms)?;
        let pred = if eq {
            CmpIPredicate::Eq
        } else {
            CmpIPredicate::Sge
        };
        let c = b.cmpi(ctx, m, pred, v, zero);
        cond = Some(match cond {
            Some(prev) => b.binary(ctx, m, OpKind::ArithAndI, prev, c),
            None => c,
        });
    }
    let cond = match cond {
        Some(c) => c,
        None => {
            let i1 = ctx.int_type(1);
            b.const_int(ctx, m, 1, i1)
        }
    };
    let rtys: Vec<Type> = m
        .op(op)
        .results()
        .iter()
        .map(|&r| m.value_type(r))
        .collect();
    let new = b.create(ctx, m, OpKind::ScfIf, vec![cond], rtys, vec![], 2);
    move_region(m, op, new, 0);
    move_region(m, op, new, 1);
    yield_to_scf(ctx, m, new, 0)?;
    yield_to_scf(ctx, m, new, 1)?;
    let results = m.op(new).results().to_vec();
    replace_op(m, op, &results);
    Ok(())
}

fn lower_parallel(ctx: &mut Context, m: &mut Module, op: Op, b: &OpBuilder) -> Result<(), String> {
    let pb = ops::parallel_bounds(ctx, m, op).ok_or("malformed affine.parallel")?;
    let n = pb.dims.len();
    if n == 0 {
        // No dimension: the body runs once (scf.parallel needs at least one).
        let body = m.entry_block(op, 0).ok_or("expected a body")?;
        let yielded = inline_block_before(m, body, op, &[]).ok_or("expected a terminated body")?;
        replace_op(m, op, &yielded);
        return Ok(());
    }
    let (mut lbs, mut ubs, mut steps) = (Vec::new(), Vec::new(), Vec::new());
    for d in &pb.dims {
        let lmap = merge_maps(ctx, &d.lbs).ok_or("empty lower bound group")?;
        let umap = merge_maps(ctx, &d.ubs).ok_or("empty upper bound group")?;
        lbs.push(expand_map_min_max(ctx, m, b, lmap, &pb.lb_operands, true)?);
        ubs.push(expand_map_min_max(ctx, m, b, umap, &pb.ub_operands, false)?);
    }
    for d in &pb.dims {
        steps.push(b.const_index(ctx, m, d.step));
    }
    let results = m.op(op).results().to_vec();
    let rtys: Vec<Type> = results.iter().map(|&r| m.value_type(r)).collect();
    if pb.reductions.len() != results.len() {
        return Err("the number of reductions does not match the number of results".into());
    }
    let mut combiners = Vec::new();
    let mut inits = Vec::new();
    for (&k, &t) in pb.reductions.iter().zip(&rtys) {
        let comb = combiner_of_kind(k).ok_or("unsupported reduction kind for identity value")?;
        let init = identity_value(ctx, m, b, comb, t)
            .ok_or("unsupported reduction kind for identity value")?;
        combiners.push(comb);
        inits.push(init);
    }
    let mut operands = lbs;
    operands.extend(ubs);
    operands.extend(steps);
    operands.extend(inits.iter().copied());
    let seg = segment_attr(ctx, &[n, n, n, inits.len()]);
    let seg_name = ctx.ident("operandSegmentSizes");
    let new = b.create(
        ctx,
        m,
        OpKind::ScfParallel,
        operands,
        rtys.clone(),
        vec![NamedAttr {
            name: seg_name,
            value: seg,
        }],
        1,
    );
    move_region(m, op, new, 0);
    // The terminator becomes `scf.reduce`, with one combiner region per result.
    let body = m.entry_block(new, 0).ok_or("expected a body")?;
    let t = terminator(m, body).ok_or("expected a terminated body")?;
    let yielded = m.op(t).operands().to_vec();
    if yielded.len() != combiners.len() {
        return Err("unequal number of reductions and yielded values".into());
    }
    let tb = OpBuilder::before(m, t);
    let reduce = tb.create(
        ctx,
        m,
        OpKind::ScfReduce,
        yielded,
        vec![],
        vec![],
        combiners.len(),
    );
    for (i, (&comb, &ty)) in combiners.iter().zip(&rtys).enumerate() {
        let region = m.op(reduce).regions()[i];
        let rb = m.add_block(region);
        let lhs = m.add_block_arg(rb, ty);
        let rhs = m.add_block_arg(rb, ty);
        let eb = OpBuilder::at(super::rewrite::InsertPoint::End(rb), m.op(op).loc);
        let v = eb.binary(ctx, m, comb, lhs, rhs);
        eb.create(ctx, m, OpKind::ScfReduceReturn, vec![v], vec![], vec![], 0);
    }
    m.erase_op(t);
    let new_results = m.op(new).results().to_vec();
    replace_op(m, op, &new_results);
    Ok(())
}

/// Concatenates the results of single-result maps with equal inputs into one map.
fn merge_maps(ctx: &mut Context, maps: &[crate::ir::AffineMap]) -> Option<crate::ir::AffineMap> {
    let first = *maps.first()?;
    let d = ctx.map_data(first).clone();
    let results: Vec<AffineExpr> = maps
        .iter()
        .flat_map(|&mp| ctx.map_data(mp).results.clone())
        .collect();
    Some(ctx.map(d.num_dims, d.num_symbols, results))
}

/// The basis of a delinearize/linearize op as expressions: constants, or symbols for the
/// dynamic entries (in operand order).
fn basis_exprs(ctx: &mut Context, m: &Module, op: Op) -> Result<Vec<AffineExpr>, String> {
    let statics = ops::attr(ctx, m, op, "static_basis")
        .and_then(|a| ops::ints_of(ctx, a))
        .ok_or("expected a 'static_basis' attribute")?;
    let mut next_sym = 0u32;
    Ok(statics
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                let e = ctx.sym(next_sym);
                next_sym += 1;
                e
            } else {
                ctx.cst(s)
            }
        })
        .collect())
}

/// `strides[i] = Π basis[i+1..]` for an effective basis of length `n` given as the last
/// entries of `basis`.
fn strides(ctx: &mut Context, basis: &[AffineExpr], n: usize) -> Vec<AffineExpr> {
    let mut out = vec![ctx.cst(1); n];
    let off = basis.len() as isize - n as isize;
    for i in (0..n.saturating_sub(1)).rev() {
        let bi = (i as isize + 1 + off) as usize;
        out[i] = ctx.mul(out[i + 1], basis[bi]);
    }
    out
}

fn lower_delinearize(
    ctx: &mut Context,
    m: &mut Module,
    op: Op,
    b: &OpBuilder,
) -> Result<(), String> {
    let basis = basis_exprs(ctx, m, op)?;
    let operands = m.op(op).operands().to_vec();
    let (&lin, dynamic) = operands.split_first().ok_or("missing linear index")?;
    let n = m.op(op).results().len();
    if n != basis.len() && n != basis.len() + 1 {
        return Err("should return an index for each basis element".into());
    }
    let st = strides(ctx, &basis, n);
    let d0 = ctx.dim(0);
    let off = basis.len() + 1 - n; // 1 with an outer bound, 0 without
    let mut vals = Vec::with_capacity(n);
    for (i, &stride) in st.iter().enumerate() {
        let q = ctx.bin(crate::ir::AffineBinOp::FloorDiv, d0, stride);
        let e = if i == 0 {
            q
        } else {
            ctx.bin(crate::ir::AffineBinOp::Mod, q, basis[i + off - 1])
        };
        vals.push(expand_expr(ctx, m, b, e, &[lin], dynamic)?);
    }
    replace_op(m, op, &vals);
    Ok(())
}

fn lower_linearize(ctx: &mut Context, m: &mut Module, op: Op, b: &OpBuilder) -> Result<(), String> {
    let basis = basis_exprs(ctx, m, op)?;
    let operands = m.op(op).operands().to_vec();
    let n = match ops::segments(ctx, m, op) {
        Some(seg) if seg.len() == 2 => seg[0],
        _ => operands
            .len()
            .saturating_sub(basis.iter().filter(|&&e| ctx.as_const(e).is_none()).count()),
    };
    if n != basis.len() && n != basis.len() + 1 {
        return Err("should have one basis element per index".into());
    }
    let (idx, dynamic) = operands.split_at(n.min(operands.len()));
    let st = strides(ctx, &basis, n);
    let mut sum = ctx.cst(0);
    for (i, s) in st.iter().enumerate().take(n) {
        let di = ctx.dim(i as u32);
        let t = ctx.mul(di, *s);
        sum = ctx.add(sum, t);
    }
    let v = expand_expr(ctx, m, b, sum, idx, dynamic)?;
    replace_op(m, op, &[v]);
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::gpu::testutil::{parse, print};
    use crate::pass::PassOptions;

    /// `affine.prefetch`, `dma_start` and `dma_wait` become their memref ops on the
    /// expanded indices (upstream's operand order: `memref.dma_start` takes the element
    /// count before the tag), and the result verifies.
    #[test]
    fn prefetch_and_dma_lower_to_memref() {
        let (mut ctx, mut m) = parse(
            "func.func @f(%a: memref<40x40xi32>, %b: memref<80xi32>, %t: memref<2xi32>, %n: index) {
               affine.for %i = 0 to 40 {
                 affine.prefetch %a[%i, %i + 5], read, locality<3>, data : memref<40x40xi32>
                 affine.dma_start %a[%i, %i], %b[%i * 2], %t[%i mod 2], %n : memref<40x40xi32>, memref<80xi32>, memref<2xi32>
                 affine.dma_wait %t[%i mod 2], %n : memref<2xi32>
               }
               return
             }",
        );
        let anchor = m.top[0];
        super::run(&mut ctx, &mut m, anchor, &PassOptions::default()).expect("lowers");
        let out = print(&ctx, &m);
        assert!(!out.contains("affine."), "{out}");
        assert!(
            out.contains("memref.prefetch %arg0[%arg4, %0], read, locality<3>, data"),
            "{out}"
        );
        assert!(
            out.contains("memref.dma_start %arg0[%arg4, %arg4], %arg1[%1], %arg3, %arg2[%"),
            "{out}"
        );
        assert!(out.contains("memref.dma_wait %arg2[%"), "{out}");
        assert!(crate::verify::verify(&ctx, &m).is_ok());
    }
}
