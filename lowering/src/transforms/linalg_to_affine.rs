//! `convert-linalg-to-affine-loops`: each `linalg.generic` on memrefs (named ops are
//! generalized first) becomes a perfect `affine.for` nest, one loop per iterator in
//! iterator order (upstream's `linalgOpToAffineLoops`), with an `affine.load` per used
//! operand at its indexing map, the region's body inlined, `linalg.index` replaced by the
//! induction variable and each yielded value stored with `affine.store` at its out's map.
//! Loop bounds come from the static shapes; dynamic shapes are rejected with a diagnostic.

use super::linalg_generalize::{generalize, is_named, nested_ops};
use crate::diag::Diagnostics;
use crate::dialect::linalg::verify::{int_of, iterators_of, maps_of};
use crate::dialect::OpKind;
use crate::gpu::build::{Builder, Ip};
use crate::ir::{AffineExprKind, Context, Module, Op, TypeKind, ValueMap};
use crate::pass::PassOptions;

fn attr(ctx: &Context, m: &Module, op: Op, name: &str) -> Option<crate::ir::Attr> {
    m.op(op).get_attr(ctx.lookup_ident(name)?)
}

/// The trip count of each loop of `g`, from the first operand dimension indexed by exactly
/// that loop dimension.
fn loop_ranges(ctx: &Context, m: &Module, g: Op) -> Result<Vec<i64>, String> {
    let maps = maps_of(ctx, attr(ctx, m, g, "indexing_maps")).ok_or("expected 'indexing_maps'")?;
    let iters =
        iterators_of(ctx, attr(ctx, m, g, "iterator_types")).ok_or("expected 'iterator_types'")?;
    let mut ranges = vec![None; iters.len()];
    for (&mp, &v) in maps.iter().zip(m.op(g).operands()) {
        let TypeKind::MemRef { shape, .. } = ctx.type_kind(m.value_type(v)) else {
            continue;
        };
        for (i, &e) in ctx.map_data(mp).results.iter().enumerate() {
            if let AffineExprKind::Dim(d) = ctx.expr(e) {
                let s = shape.get(i).copied().unwrap_or(-1);
                if s < 0 {
                    return Err("dynamic shapes are not supported".into());
                }
                if let Some(slot) = ranges.get_mut(d as usize) {
                    if slot.is_none() {
                        *slot = Some(s);
                    }
                }
            }
        }
    }
    ranges
        .into_iter()
        .enumerate()
        .map(|(i, r)| {
            r.ok_or(format!(
                "cannot infer the range of loop {i} from the operand shapes"
            ))
        })
        .collect()
}

/// Lowers one `linalg.generic` to loops.
fn lower(ctx: &mut Context, m: &mut Module, g: Op) -> Result<(), String> {
    let ranges = loop_ranges(ctx, m, g)?;
    let maps = maps_of(ctx, attr(ctx, m, g, "indexing_maps")).ok_or("expected 'indexing_maps'")?;
    let seg = attr(ctx, m, g, "operandSegmentSizes")
        .and_then(|a| crate::dialect::memref::syntax::dense_ints(ctx, a))
        .ok_or("expected 'operandSegmentSizes'")?;
    let nin = seg.first().copied().unwrap_or(0) as usize;
    let operands = m.op(g).operands().to_vec();
    let region = *m.op(g).regions().first().ok_or("expected a region")?;
    let blocks = m.region(region).blocks().to_vec();
    let [body] = blocks.as_slice() else {
        return Err("expected a single-block region".into());
    };
    let body = *body;
    let args = m.block(body).args.clone();
    // The structure the loop nest relies on (the verifier checks the same; the interpreter
    // may run this on unverified input).
    if nin > operands.len() || maps.len() != operands.len() || args.len() != operands.len() {
        return Err("expected one indexing map and one region argument per operand".into());
    }
    for (&a, &v) in args.iter().zip(&operands) {
        let t = m.value_type(v);
        if ctx.type_kind(t).element_type().unwrap_or(t) != m.value_type(a) {
            return Err("expected each region argument to have its operand's element type".into());
        }
    }
    for (&mp, &v) in maps.iter().zip(&operands) {
        let d = ctx.map_data(mp);
        let rank = match ctx.type_kind(m.value_type(v)) {
            TypeKind::MemRef { shape, .. } => shape.len(),
            _ => 0,
        };
        if d.num_dims as usize != ranges.len() || d.num_symbols != 0 || d.results.len() != rank {
            return Err("expected each indexing map to have one dim per loop, no symbols and one result per operand dimension".into());
        }
    }
    let loc = m.op(g).loc;
    let mut b = Builder {
        ip: Ip::Before(g),
        loc,
    };
    let mut ivs = Vec::new();
    for &r in &ranges {
        let lp = b.affine_for_const(ctx, m, 0, r, 1, &[]);
        Builder::yield_in(ctx, m, lp.body, vec![], loc);
        let y = m.last_op(lp.body).ok_or("loop without terminator")?;
        b = Builder {
            ip: Ip::Before(y),
            loc,
        };
        ivs.push(lp.iv);
    }
    let mut vm = ValueMap::default();
    for (i, (&a, &v)) in args.iter().zip(&operands).enumerate() {
        if m.uses(a).is_empty() {
            continue;
        }
        let is_mem = matches!(ctx.type_kind(m.value_type(v)), TypeKind::MemRef { .. });
        let nv = if is_mem {
            b.affine_load(ctx, m, v, maps[i], &ivs)
        } else {
            v
        };
        vm.values.insert(a, nv);
    }
    for op in m.block_ops_vec(body) {
        match m.op(op).kind {
            Some(OpKind::LinalgYield) => {
                let vals: Vec<_> = m.op(op).operands().iter().map(|&v| vm.lookup(v)).collect();
                if vals.len() != operands.len() - nin {
                    return Err("expected one yielded value per output".into());
                }
                for (j, &v) in vals.iter().enumerate() {
                    let mem = operands[nin + j];
                    if ctx.type_kind(m.value_type(mem)).element_type() != Some(m.value_type(v)) {
                        return Err(
                            "expected the yielded values to have the outputs' element types".into(),
                        );
                    }
                    b.affine_store(ctx, m, v, mem, maps[nin + j], &ivs);
                }
            }
            Some(OpKind::LinalgIndex) => {
                let d = int_of(ctx, attr(ctx, m, op, "dim"))
                    .and_then(|d| ivs.get(usize::try_from(d).ok()?).copied())
                    .ok_or("bad linalg.index dim")?;
                let r = m.op(op).results()[0];
                vm.values.insert(r, d);
            }
            _ => {
                let c = m.clone_op(op, &mut vm);
                match b.ip {
                    Ip::Before(at) => m.insert_before(at, c),
                    Ip::End(blk) => m.append_op(blk, c),
                }
            }
        }
    }
    m.erase_op(g);
    Ok(())
}

/// The pass entry point.
pub fn run(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    _opts: &PassOptions,
) -> Result<bool, Diagnostics> {
    let mut changed = false;
    for op in nested_ops(m, anchor) {
        if m.is_erased(op) {
            continue;
        }
        let kind = m.op(op).kind;
        let g = if is_named(kind) {
            generalize(ctx, m, op).map_err(|e| super::rewrite::op_error(ctx, m, op, e))?
        } else if kind == Some(OpKind::LinalgGeneric) {
            op
        } else {
            continue;
        };
        lower(ctx, m, g).map_err(|e| super::rewrite::op_error(ctx, m, g, e))?;
        changed = true;
    }
    Ok(changed)
}

/// Whether anything nested in `anchor` is a `linalg` op.
pub fn has_linalg(m: &Module, anchor: Op) -> bool {
    nested_ops(m, anchor)
        .into_iter()
        .any(|o| m.op(o).kind.is_some_and(|k| k.dialect() == "linalg"))
}

/// The first step of `tessera-gpu-pipeline`: when `anchor` holds `linalg` ops, runs this
/// pass on it and verifies the result.
pub fn pipeline_step(ctx: &mut Context, m: &mut Module, anchor: Op) -> Result<(), Diagnostics> {
    if has_linalg(m, anchor) {
        run(ctx, m, anchor, &PassOptions::default())?;
        crate::verify::verify(ctx, m)?;
    }
    Ok(())
}
