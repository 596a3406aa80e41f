//! `convert-linalg-to-affine-loops`: each `linalg.generic` on memrefs (named ops are
//! generalized first) becomes a perfect `affine.for` nest, one loop per iterator in
//! iterator order (upstream's `linalgOpToAffineLoops`), with an `affine.load` per used
//! operand at its indexing map, the region's body inlined, `linalg.index` replaced by the
//! induction variable and each yielded value stored with `affine.store` at its out's map.
//! Loop bounds come from the operand shapes: a static size, or `memref.dim` of an operand
//! whose size is dynamic (a symbol upper bound).

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

/// The trip count of a loop: a static size, or dimension `d` of operand `v` (a dynamic
/// size, read with `memref.dim` before the nest).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Range {
    Static(i64),
    Dim(crate::ir::Value, usize),
}

/// The trip count of each loop of `g`, from the first operand dimension indexed by exactly
/// that loop dimension (a static one when several operands give it).
/// Every operand dimension indexed by exactly loop `d`, for each loop.
type Extents = Vec<Vec<(usize, Range)>>;

fn loop_ranges(ctx: &Context, m: &Module, g: Op) -> Result<(Vec<Range>, Extents), String> {
    let maps = maps_of(ctx, attr(ctx, m, g, "indexing_maps")).ok_or("expected 'indexing_maps'")?;
    let iters =
        iterators_of(ctx, attr(ctx, m, g, "iterator_types")).ok_or("expected 'iterator_types'")?;
    let mut ranges = vec![None; iters.len()];
    let mut extents: Extents = vec![Vec::new(); iters.len()];
    for (k, (&mp, &v)) in maps.iter().zip(m.op(g).operands()).enumerate() {
        let TypeKind::MemRef { shape, .. } = ctx.type_kind(m.value_type(v)) else {
            continue;
        };
        for (i, &e) in ctx.map_data(mp).results.iter().enumerate() {
            if let AffineExprKind::Dim(d) = ctx.expr(e) {
                let s = shape.get(i).copied().unwrap_or(crate::ir::DYNAMIC);
                let r = if s == crate::ir::DYNAMIC {
                    Range::Dim(v, i)
                } else {
                    Range::Static(s)
                };
                if let Some(e) = extents.get_mut(d as usize) {
                    e.push((k, r));
                }
                if let Some(slot) = ranges.get_mut(d as usize) {
                    if slot.is_none()
                        || (matches!(slot, Some(Range::Dim(..))) && s != crate::ir::DYNAMIC)
                    {
                        *slot = Some(r);
                    }
                }
            }
        }
    }
    let ranges = ranges
        .into_iter()
        .enumerate()
        .map(|(i, r)| {
            r.ok_or(format!(
                "cannot infer the range of loop {i} from the operand shapes"
            ))
        })
        .collect::<Result<Vec<_>, String>>();
    Ok((ranges?, extents))
}

/// Lowers one `linalg.generic` to loops; `init`: the value a fused `linalg.fill` stores
/// into the init before the reduction loops (see [`fill_fusable`]).
fn lower(
    ctx: &mut Context,
    m: &mut Module,
    g: Op,
    init: Option<crate::ir::Value>,
) -> Result<(), String> {
    let (ranges, extents) = loop_ranges(ctx, m, g)?;
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
    // Dynamic trip counts: `memref.dim` before the nest, a symbol upper bound.
    let mut bounds = Vec::new();
    for &r in &ranges {
        bounds.push(match r {
            Range::Static(n) => (ctx.constant_map(n), vec![]),
            Range::Dim(v, i) => {
                let c = b.const_index(ctx, m, i as i64);
                let t = ctx.index_type();
                let d = b.create(ctx, m, "memref.dim", vec![v, c], vec![t], &[], 0);
                let s0 = ctx.sym(0);
                (ctx.map(0, 1, vec![s0]), vec![m.op(d).results()[0]])
            }
        });
    }
    // Every operand dimension a loop indexes has the loop's trip count: a static mismatch is
    // an error here, a dynamic one a `cf.assert` before the nest (upstream leaves it
    // undefined behaviour; Tessera never reads past an operand silently).
    for (d, (ext, &r)) in extents.iter().zip(&ranges).enumerate() {
        for &(k, e) in ext {
            match (r, e) {
                (Range::Static(a), Range::Static(b)) if a != b => {
                    return Err(format!(
                        "operand #{k} has size {b} in the dimension loop {d} indexes, which has {a} iterations"
                    ));
                }
                (Range::Static(_), Range::Static(_)) => {}
                _ if r == e => {}
                _ => {
                    let t = ctx.index_type();
                    let val = |b: &Builder, ctx: &mut Context, m: &mut Module, r: Range| match r {
                        Range::Static(n) => b.const_index(ctx, m, n),
                        Range::Dim(v, i) => {
                            let c = b.const_index(ctx, m, i as i64);
                            let o = b.create(ctx, m, "memref.dim", vec![v, c], vec![t], &[], 0);
                            m.op(o).results()[0]
                        }
                    };
                    let (x, y) = (val(&b, ctx, m, r), val(&b, ctx, m, e));
                    let i64t = ctx.int_type(64);
                    let pred = ctx.int_attr(0, i64t);
                    let i1 = ctx.int_type(1);
                    let c = b.create(
                        ctx,
                        m,
                        "arith.cmpi",
                        vec![x, y],
                        vec![i1],
                        &[("predicate", pred)],
                        0,
                    );
                    let cv = m.op(c).results()[0];
                    let msg = ctx.str_attr(&format!(
                        "linalg: operand #{k}'s size in the dimension loop {d} indexes differs from the loop's trip count"
                    ));
                    b.create(ctx, m, "cf.assert", vec![cv], vec![], &[("msg", msg)], 0);
                }
            }
        }
    }
    let iters = iterators_of(ctx, attr(ctx, m, g, "iterator_types")).unwrap_or_default();
    let mut ivs = Vec::new();
    for (k, ub) in bounds.into_iter().enumerate() {
        // A fused fill: one store per point of the parallel loops, before the reductions.
        if let (Some(v), Some(true)) = (init, iters.get(k)) {
            if iters[..k].iter().all(|r| !r) {
                let out = operands[nin];
                let at = ivs_padded(ctx, m, &b, &ivs, iters.len());
                b.affine_store(ctx, m, v, out, maps[nin], &at);
            }
        }
        let zero = ctx.constant_map(0);
        let lp = b.affine_for(ctx, m, (zero, vec![]), ub, 1, &[]);
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

/// The induction variables for an access map of `n` dims when only the first `ivs.len()`
/// loops exist: the fused fill's store happens before the reduction loops, whose dims
/// the init's map does not use ([`fill_fusable`] checks it), so zeros stand in for them.
fn ivs_padded(
    ctx: &mut Context,
    m: &mut Module,
    b: &Builder,
    ivs: &[crate::ir::Value],
    n: usize,
) -> Vec<crate::ir::Value> {
    let mut v = ivs.to_vec();
    while v.len() < n {
        v.push(b.const_index(ctx, m, 0));
    }
    v
}

/// The base memref of `v` through view ops (subview, cast, reshapes, transpose).
fn view_root(m: &Module, mut v: crate::ir::Value) -> crate::ir::Value {
    while let Some(d) = m.defining_op(v) {
        match m.op(d).kind {
            Some(
                OpKind::MemRefSubView
                | OpKind::MemRefCast
                | OpKind::MemRefReinterpretCast
                | OpKind::MemRefExpandShape
                | OpKind::MemRefCollapseShape
                | OpKind::MemRefTranspose
                | OpKind::MemRefView,
            ) => match m.op(d).operands().first() {
                Some(&s) => v = s,
                None => break,
            },
            _ => break,
        }
    }
    v
}

/// Whether `fill` (a `linalg.fill` on a memref) can be stored inside the loop nest of `g`,
/// the op right after it: `g` writes exactly the filled buffer as its one init, its
/// parallel loops all come before its reduction loops (at least one), its init map is the
/// parallel loops once each (so the nest stores every element once, before reducing into
/// it), and no input views the same memory (it would read elements not filled yet).
/// Returns the fill value.
fn fill_fusable(ctx: &Context, m: &Module, fill: Op, g: Op) -> Option<crate::ir::Value> {
    let [v, buf] = m.op(fill).operands() else {
        return None;
    };
    let (v, buf) = (*v, *buf);
    if !matches!(ctx.type_kind(m.value_type(buf)), TypeKind::MemRef { .. })
        || matches!(
            ctx.type_kind(m.value_type(v)),
            TypeKind::MemRef { .. } | TypeKind::RankedTensor { .. }
        )
    {
        return None;
    }
    let seg =
        crate::dialect::memref::syntax::dense_ints(ctx, attr(ctx, m, g, "operandSegmentSizes")?)?;
    let [nin, 1] = seg.as_slice() else {
        return None;
    };
    let nin = usize::try_from(*nin).ok()?;
    let ops = m.op(g).operands();
    if ops.get(nin) != Some(&buf) {
        return None;
    }
    let iters = iterators_of(ctx, attr(ctx, m, g, "iterator_types"))?;
    let np = iters.iter().take_while(|r| !**r).count();
    if np == iters.len() || iters[np..].iter().any(|r| !r) {
        return None;
    }
    let maps = maps_of(ctx, attr(ctx, m, g, "indexing_maps"))?;
    let out = ctx.map_data(*maps.get(nin)?);
    let mut seen = vec![false; np];
    for &e in &out.results {
        let AffineExprKind::Dim(d) = ctx.expr(e) else {
            return None;
        };
        let slot = seen.get_mut(d as usize)?;
        if *slot {
            return None;
        }
        *slot = true;
    }
    if seen.iter().any(|s| !s) {
        return None;
    }
    let root = view_root(m, buf);
    if ops[..nin].iter().any(|&i| view_root(m, i) == root) {
        return None;
    }
    Some(v)
}

/// Whether `op` is a generalized `linalg.fill`: a `linalg.generic` with one scalar input and
/// one init, all loops parallel, an init map that is a permutation, and a body that yields
/// the input.
fn is_generic_fill(ctx: &Context, m: &Module, op: Op) -> bool {
    if m.op(op).kind != Some(OpKind::LinalgGeneric) {
        return false;
    }
    let Some(seg) = attr(ctx, m, op, "operandSegmentSizes")
        .and_then(|a| crate::dialect::memref::syntax::dense_ints(ctx, a))
    else {
        return false;
    };
    let ops = m.op(op).operands();
    if seg != [1, 1] || ops.len() != 2 {
        return false;
    }
    if matches!(
        ctx.type_kind(m.value_type(ops[0])),
        TypeKind::MemRef { .. } | TypeKind::RankedTensor { .. }
    ) {
        return false;
    }
    let Some(iters) = iterators_of(ctx, attr(ctx, m, op, "iterator_types")) else {
        return false;
    };
    let Some(maps) = maps_of(ctx, attr(ctx, m, op, "indexing_maps")) else {
        return false;
    };
    let [_, out] = maps.as_slice() else {
        return false;
    };
    let d = ctx.map_data(*out);
    let mut seen = vec![false; iters.len()];
    let perm = iters.iter().all(|r| !r)
        && d.results.len() == iters.len()
        && d.results.iter().all(|&e| match ctx.expr(e) {
            AffineExprKind::Dim(k) => seen
                .get_mut(k as usize)
                .is_some_and(|s| !std::mem::replace(s, true)),
            _ => false,
        });
    let Some(&r) = m.op(op).regions().first() else {
        return false;
    };
    let [b] = m.region(r).blocks() else {
        return false;
    };
    let body = m.block_ops_vec(*b);
    let yields_input = matches!(body.as_slice(), [y]
        if m.op(*y).kind == Some(OpKind::LinalgYield)
            && m.op(*y).operands() == [m.block(*b).args()[0]]);
    perm && yields_input
}

/// The linalg op right after `op` in its block, generalized, when `op` is a fill that
/// [`fill_fusable`] accepts with it; the fill value.
fn fused_fill_consumer(
    ctx: &mut Context,
    m: &mut Module,
    op: Op,
) -> Result<Option<(Op, crate::ir::Value)>, Diagnostics> {
    if m.op(op).kind != Some(OpKind::LinalgFill) && !is_generic_fill(ctx, m, op) {
        return Ok(None);
    }
    // Allocations and constants in between touch no existing memory.
    let mut next = m.next_op(op);
    while let Some(n) = next {
        match m.op(n).kind {
            Some(OpKind::MemRefAlloc | OpKind::MemRefAlloca | OpKind::ArithConstant) => {
                next = m.next_op(n);
            }
            _ => break,
        }
    }
    let Some(next) = next.filter(|&n| pure_buffer_semantics(ctx, m, n)) else {
        return Ok(None);
    };
    let nk = m.op(next).kind;
    let g = if is_named(nk) && nk != Some(OpKind::LinalgFill) {
        // Generalizing first only to look at the maps: a generalized op lowers the same.
        generalize(ctx, m, next).map_err(|e| super::rewrite::op_error(ctx, m, next, e))?
    } else if nk == Some(OpKind::LinalgGeneric) {
        next
    } else {
        return Ok(None);
    };
    Ok(fill_fusable(ctx, m, op, g).map(|v| (g, v)))
}

/// The pass entry point. With `fuse-fill` (which `tessera-gpu-pipeline` sets), a
/// `linalg.fill` followed by a reduction into the same buffer becomes one loop nest that
/// stores the fill value before reducing ([`fill_fusable`]): one GPU kernel instead of two.
pub fn run(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    opts: &PassOptions,
) -> Result<bool, Diagnostics> {
    let fuse_fill = opts
        .get_bool("fuse-fill", false)
        .map_err(|e| Diagnostics::from(crate::diag::Diagnostic::error(None, e)))?;
    let mut changed = false;
    for op in nested_ops(m, anchor) {
        // Ops on tensors are left alone, as upstream's patterns match only ops with pure
        // buffer semantics (one-shot-bufferize comes first).
        if m.is_erased(op) || !pure_buffer_semantics(ctx, m, op) {
            continue;
        }
        if fuse_fill {
            if let Some((g, v)) = fused_fill_consumer(ctx, m, op)? {
                lower(ctx, m, g, Some(v)).map_err(|e| super::rewrite::op_error(ctx, m, g, e))?;
                m.erase_op(op);
                changed = true;
                continue;
            }
        }
        let kind = m.op(op).kind;
        let g = if is_named(kind) {
            generalize(ctx, m, op).map_err(|e| super::rewrite::op_error(ctx, m, op, e))?
        } else if kind == Some(OpKind::LinalgGeneric) {
            op
        } else {
            continue;
        };
        lower(ctx, m, g, None).map_err(|e| super::rewrite::op_error(ctx, m, g, e))?;
        changed = true;
    }
    Ok(changed)
}

/// Whether no operand or result of `op` is a tensor (upstream's
/// `hasPureBufferSemantics`).
fn pure_buffer_semantics(ctx: &Context, m: &Module, op: Op) -> bool {
    let d = m.op(op);
    !d.operands().iter().chain(d.results()).any(|&v| {
        matches!(
            ctx.type_kind(m.value_type(v)),
            TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
        )
    })
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
