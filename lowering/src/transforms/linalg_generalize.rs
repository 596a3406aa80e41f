//! `linalg-generalize-named-ops`: rewrites each named `linalg` op into the `linalg.generic`
//! upstream's generalization gives: the same indexing maps and iterator types, and as body
//! the op's implicit region, which the parser built as upstream's region builders do (the
//! contractions' `out + cast(a) * cast(b)`, with `cast_unsigned` under `matmul`'s
//! `cast = #linalg.type_fn<cast_unsigned>`; the convolutions, poolings and quantized ops of
//! [`named`]; `map`, `reduce`, `elementwise`; `contract`, whose iterators are inferred from
//! its maps as upstream does). `fill`, `copy`, `transpose` and `broadcast` get a plain
//! `linalg.yield` of the input.

use crate::diag::Diagnostics;
use crate::dialect::linalg::{family, named, ContractionOp, Family, SimpleOp};
use crate::dialect::memref::syntax::dense_ints;
use crate::dialect::{LinalgOp, OpKind};
use crate::gpu::build::{i32_array, Builder, Ip};
use crate::ir::{AffineMap, Attr, AttrKind, Context, DenseArrayData, Module, Op, Type, TypeKind};
use crate::pass::PassOptions;

/// The generic form of a named op: maps (one per operand) and iterators (`true` =
/// reduction).
pub struct Structure {
    /// Indexing maps.
    pub maps: Vec<AffineMap>,
    /// Iterator types.
    pub iters: Vec<bool>,
}

fn shape_of(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, elem, .. } | TypeKind::RankedTensor { shape, elem, .. } => {
            Some((shape.clone(), *elem))
        }
        _ => None,
    }
}

fn i64_prop(ctx: &Context, m: &Module, op: Op, name: &str) -> Option<Vec<i64>> {
    let id = ctx.lookup_ident(name)?;
    let a = m.op(op).get_attr(id)?;
    match ctx.attr_kind(a) {
        AttrKind::DenseArray {
            data: DenseArrayData::Ints(_),
            ..
        } => dense_ints(ctx, a),
        _ => None,
    }
}

/// What a named op's maps are built from, once checked.
enum Shape {
    Fill(u32),
    Copy(u32),
    /// `matmul`, `batch_matmul` and `batch_reduce_matmul`, which store their maps.
    Stored(LinalgOp),
    Matvec,
    Transpose(Vec<u32>, u32),
    Broadcast(Vec<u32>, u32),
}

/// Checks named op `op` (ranks, shapes, permutation/dimensions, element types).
pub fn check(ctx: &Context, m: &Module, op: Op) -> Result<(), String> {
    shape(ctx, m, op).map(|_| ())
}

fn shape(ctx: &Context, m: &Module, op: Op) -> Result<Shape, String> {
    use LinalgOp::*;
    let d = m.op(op);
    let Some(crate::dialect::DialectOp::Linalg(kind)) = d.kind.map(|k| k.split()) else {
        return Err("not a linalg op".into());
    };
    let ops = d.operands();
    let Some((&out, ins)) = ops.split_last() else {
        return Err("expected an output".into());
    };
    let Some(&in0) = ins.first() else {
        return Err("expected an input".into());
    };
    let (oshape, oelem) = shape_of(ctx, m.value_type(out)).ok_or("expected a memref output")?;
    let rank = oshape.len() as u32;
    let want_ins = match family(kind) {
        Family::Contraction(_) => 2,
        Family::Simple(_) => 1,
        Family::Generic
        | Family::Yield
        | Family::Index
        | Family::Map
        | Family::Reduce
        | Family::Elementwise
        | Family::Table
        | Family::Contract => return Err("not a named linalg op with an implied body".into()),
    };
    if ins.len() != want_ins {
        return Err(format!("expected {want_ins} input(s) and 1 output"));
    }
    // The contractions and `copy` convert their inputs to the init's type (the verifier
    // checks that the region builder can); `fill`, `transpose` and `broadcast` keep it.
    if !crate::dialect::linalg::is_contraction(kind) && kind != LinalgCopy {
        for &v in ins {
            let t = m.value_type(v);
            let e = shape_of(ctx, t).map_or(t, |s| s.1);
            if e != oelem && kind == LinalgFill {
                let q = |t| crate::printer::type_to_string(ctx, t);
                return Err(format!(
                    "expected fill value type ('{}') to match output element type ('{}')",
                    q(e),
                    q(oelem)
                ));
            }
            if e != oelem {
                return Err("expected the element types of the operands to be the same".into());
            }
        }
    }
    let ish = shape_of(ctx, m.value_type(in0)).map(|s| s.0);
    Ok(match family(kind) {
        Family::Simple(SimpleOp::Fill) => {
            if ish.is_some() {
                return Err("expected a scalar fill value".into());
            }
            Shape::Fill(rank)
        }
        Family::Simple(SimpleOp::Copy) => {
            if ish != Some(oshape.clone()) {
                return Err("expected the input and output shapes to be the same".into());
            }
            Shape::Copy(rank)
        }
        Family::Contraction(ContractionOp::Matmul)
        | Family::Contraction(ContractionOp::BatchMatmul)
        | Family::Contraction(ContractionOp::BatchReduceMatmul) => Shape::Stored(kind),
        Family::Contraction(ContractionOp::Matvec) => Shape::Matvec,
        Family::Simple(SimpleOp::Transpose) => {
            let perm = i64_prop(ctx, m, op, "permutation").ok_or("expected 'permutation'")?;
            let ish = ish.ok_or("expected a memref input")?;
            if perm.len() != oshape.len() || ish.len() != oshape.len() {
                return Err("expected the permutation to have the rank of input and init".into());
            }
            let mut inv = vec![u32::MAX; perm.len()];
            for (i, &p) in perm.iter().enumerate() {
                match usize::try_from(p).ok().and_then(|p| inv.get_mut(p)) {
                    Some(slot) if *slot == u32::MAX => *slot = i as u32,
                    _ => return Err("expected 'permutation' to be a permutation".into()),
                }
            }
            for (i, &p) in perm.iter().enumerate() {
                if ish[p as usize] != oshape[i] {
                    return Err(format!(
                        "expected dim {i} of the init to be dim {p} of the input"
                    ));
                }
            }
            Shape::Transpose(inv, rank)
        }
        Family::Simple(SimpleOp::Broadcast) => {
            let bd = i64_prop(ctx, m, op, "dimensions").ok_or("expected 'dimensions'")?;
            let ish = ish.ok_or("expected a memref input")?;
            if ish.len() + bd.len() != oshape.len()
                || bd.iter().any(|&x| x < 0 || x >= rank as i64)
                || bd.windows(2).any(|w| w[0] >= w[1])
            {
                return Err("expected 'dimensions' to be the sorted added dims of the init".into());
            }
            let kept: Vec<u32> = (0..rank).filter(|i| !bd.contains(&(*i as i64))).collect();
            for (j, &k) in kept.iter().enumerate() {
                if ish[j] != oshape[k as usize] {
                    return Err(format!(
                        "expected dim {j} of the input to be dim {k} of the init"
                    ));
                }
            }
            Shape::Broadcast(kept, rank)
        }
        Family::Generic
        | Family::Yield
        | Family::Index
        | Family::Map
        | Family::Reduce
        | Family::Elementwise
        | Family::Table
        | Family::Contract => return Err("not a named linalg op with an implied body".into()),
    })
}

/// The generic structure of named op `op`, or why it is malformed.
pub fn structure(ctx: &mut Context, m: &Module, op: Op) -> Result<Structure, String> {
    let sh = shape(ctx, m, op)?;
    // `matmul`, `batch_matmul` and `batch_reduce_matmul` store their maps (upstream's
    // default, or transposed and broadcast operands); their iterators are fixed: the loops
    // missing from the default output map are the reductions.
    if let Shape::Stored(kind) = sh {
        let Some((n, lists)) = crate::dialect::linalg::default_map_dims(kind) else {
            return Err("expected default indexing maps".into());
        };
        let a = ctx
            .lookup_ident("indexing_maps")
            .and_then(|id| m.op(op).get_attr(id));
        let maps = match crate::dialect::linalg::verify::maps_of(ctx, a) {
            Some(maps) => maps,
            None => lists
                .iter()
                .map(|l| {
                    let r = l.iter().map(|&d| ctx.dim(d)).collect();
                    ctx.map(n, 0, r)
                })
                .collect(),
        };
        return Ok(Structure {
            maps,
            iters: (0..n).map(|d| !lists[2].contains(&d)).collect(),
        });
    }
    let dims = |c: &mut Context, n: u32, idx: &[u32]| -> AffineMap {
        let r = idx.iter().map(|&i| c.dim(i)).collect();
        c.map(n, 0, r)
    };
    let c = ctx;
    Ok(match sh {
        Shape::Fill(rank) => Structure {
            maps: vec![c.map(rank, 0, vec![]), c.identity_map(rank)],
            iters: vec![false; rank as usize],
        },
        Shape::Copy(rank) => {
            let id = c.identity_map(rank);
            Structure {
                maps: vec![id, id],
                iters: vec![false; rank as usize],
            }
        }
        Shape::Stored(_) => return Err("expected stored indexing maps".into()),
        Shape::Matvec => Structure {
            maps: vec![dims(c, 2, &[0, 1]), dims(c, 2, &[1]), dims(c, 2, &[0])],
            iters: vec![false, true],
        },
        Shape::Transpose(idx, rank) | Shape::Broadcast(idx, rank) => Structure {
            maps: vec![dims(c, rank, &idx), c.identity_map(rank)],
            iters: vec![false; rank as usize],
        },
    })
}

/// Builds `linalg.generic` before `at` with `ins`/`outs`, `maps` and `iters` (and one result
/// per tensor out); returns the op and its body block (arguments: the element types; no ops yet).
pub fn build_generic(
    ctx: &mut Context,
    m: &mut Module,
    at: Op,
    ins: &[crate::ir::Value],
    outs: &[crate::ir::Value],
    maps: &[AffineMap],
    iters: &[bool],
) -> (Op, crate::ir::Block) {
    let loc = m.op(at).loc;
    let ma: Vec<Attr> = maps.iter().map(|&mp| ctx.map_attr(mp)).collect();
    let ma = ctx.attr(AttrKind::Array(ma));
    let ia = crate::dialect::linalg::iterators_attr(ctx, iters);
    let seg = i32_array(ctx, &[ins.len() as i64, outs.len() as i64]);
    let mut operands = ins.to_vec();
    operands.extend_from_slice(outs);
    // One result per tensor init (destination-passing style).
    let results: Vec<_> = outs
        .iter()
        .map(|&v| m.value_type(v))
        .filter(|&t| matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. }))
        .collect();
    let b = Builder {
        ip: Ip::Before(at),
        loc,
    };
    let g = b.create(
        ctx,
        m,
        "linalg.generic",
        operands.clone(),
        results,
        &[
            ("indexing_maps", ma),
            ("iterator_types", ia),
            ("operandSegmentSizes", seg),
        ],
        1,
    );
    let r = m.op(g).regions()[0];
    let body = m.add_block(r);
    for v in operands {
        let t = m.value_type(v);
        let e = ctx.type_kind(t).element_type().unwrap_or(t);
        m.add_block_arg(body, e);
    }
    (g, body)
}

/// The operand split, maps and iterators of a `map`, `reduce`, `elementwise`, contraction
/// or [`named`] op, whose
/// region becomes the generic's body unchanged (upstream moves it too).
fn region_structure(
    ctx: &mut Context,
    m: &Module,
    op: Op,
    kind: LinalgOp,
) -> Result<(usize, Vec<AffineMap>, Vec<bool>), String> {
    let ops = m.op(op).operands();
    let n = ops.len();
    let rank_of = |v: crate::ir::Value| shape_of(ctx, m.value_type(v)).map(|s| s.0.len() as u32);
    match family(kind) {
        Family::Map => {
            let Some(&init) = ops.last() else {
                return Err("expected an init".into());
            };
            let rank = rank_of(init).ok_or("expected a shaped init")?;
            let id = ctx.identity_map(rank);
            Ok((n - 1, vec![id; n], vec![false; rank as usize]))
        }
        Family::Reduce => {
            if n == 0 || !n.is_multiple_of(2) {
                return Err("expected as many inits as inputs".into());
            }
            let dims = i64_prop(ctx, m, op, "dimensions").ok_or("expected 'dimensions'")?;
            let rank = rank_of(ops[0]).ok_or("expected a shaped input")?;
            let iters: Vec<bool> = (0..rank as i64).map(|d| dims.contains(&d)).collect();
            let kept: Vec<crate::ir::AffineExpr> = (0..rank)
                .filter(|&d| !iters[d as usize])
                .map(|d| ctx.dim(d))
                .collect();
            let id = ctx.identity_map(rank);
            let init = ctx.map(rank, 0, kept);
            let mut maps = vec![id; n / 2];
            maps.extend(vec![init; n / 2]);
            Ok((n / 2, maps, iters))
        }
        Family::Elementwise => {
            let Some(&init) = ops.last() else {
                return Err("expected an init".into());
            };
            let rank = rank_of(init).ok_or("expected a shaped init")?;
            let a = ctx
                .lookup_ident("indexing_maps")
                .and_then(|id| m.op(op).get_attr(id));
            let maps = crate::dialect::linalg::verify::maps_of(ctx, a)
                .ok_or("expected 'indexing_maps'")?;
            let nin = n - 1;
            Ok((nin, maps, vec![false; rank as usize]))
        }
        Family::Generic
        | Family::Yield
        | Family::Index
        | Family::Simple(SimpleOp::Fill)
        | Family::Simple(SimpleOp::Transpose)
        | Family::Simple(SimpleOp::Broadcast) => Err("not an op with a region body".into()),
        Family::Simple(SimpleOp::Copy) => {
            let s = structure(ctx, m, op)?;
            Ok((1, s.maps, s.iters))
        }
        Family::Contraction(_) => {
            let s = structure(ctx, m, op)?;
            Ok((2, s.maps, s.iters))
        }
        Family::Contract => {
            let a = ctx
                .lookup_ident("indexing_maps")
                .and_then(|id| m.op(op).get_attr(id));
            let maps = crate::dialect::linalg::verify::maps_of(ctx, a)
                .filter(|maps| maps.len() == n && n == 3)
                .ok_or("expected 3 'indexing_maps'")?;
            let iters = crate::dialect::linalg::contract_iterators(ctx, &maps)
                .ok_or("expected the output's map to be a projected permutation")?;
            Ok((2, maps, iters))
        }
        Family::Table => {
            let spec = named::spec(kind).ok_or("not a named linalg op")?;
            let attr = |name: &str| ctx.lookup_ident(name).and_then(|id| m.op(op).get_attr(id));
            let (s, d) = (attr("strides"), attr("dilations"));
            let (strides, dilations) = if spec.spatial > 0 {
                (
                    named::window_values(ctx, "strides", s, spec.spatial)?,
                    named::window_values(ctx, "dilations", d, spec.spatial)?,
                )
            } else {
                (Vec::new(), Vec::new())
            };
            if n != spec.combiner.operands() {
                return Err(format!(
                    "expected {} inputs and 1 init",
                    spec.combiner.operands() - 1
                ));
            }
            let maps = named::maps(ctx, &spec, &strides, &dilations);
            Ok((n - 1, maps, named::iterators(&spec)))
        }
    }
}

/// Generalizes a `map`, `reduce`, `elementwise`, contraction or [`named`] op: a `linalg.generic` with its maps and
/// iterators that takes over the op's body.
fn generalize_with_region(
    ctx: &mut Context,
    m: &mut Module,
    op: Op,
    kind: LinalgOp,
) -> Result<Op, String> {
    let (nin, maps, iters) = region_structure(ctx, m, op, kind)?;
    let ops = m.op(op).operands().to_vec();
    let src = match m.op(op).regions() {
        [r] => match m.region(*r).blocks.as_slice() {
            [b] => *b,
            _ => return Err("expected a body of one block".into()),
        },
        _ => return Err("expected one region".into()),
    };
    let src_args = m.block(src).args.clone();
    if src_args.len() != ops.len() {
        return Err("expected one region argument per operand".into());
    }
    let (ins, outs) = ops.split_at(nin);
    let (g, body) = build_generic(ctx, m, op, ins, outs, &maps, &iters);
    let new_args = m.block(body).args.clone();
    for (&o, &n) in src_args.iter().zip(&new_args) {
        if m.value_type(o) != m.value_type(n) {
            m.erase_op(g);
            return Err("expected the region arguments to be the operands' element types".into());
        }
    }
    for (o, n) in src_args.into_iter().zip(new_args) {
        m.replace_all_uses(o, n);
    }
    m.splice_block(src, body);
    keep_attrs(m, op, g);
    let (old, new) = (m.op(op).results().to_vec(), m.op(g).results().to_vec());
    for (o, n) in old.into_iter().zip(new) {
        m.replace_all_uses(o, n);
    }
    m.erase_op(op);
    Ok(g)
}

/// Copies the discardable attributes of `from` to `to`, as upstream's generalization keeps
/// them on the generic.
fn keep_attrs(m: &mut Module, from: Op, to: Op) {
    for na in m.op(from).attrs.clone() {
        m.set_discardable_attr(to, na.name, na.value);
    }
}

/// Generalizes one named op; returns the new `linalg.generic`.
pub fn generalize(ctx: &mut Context, m: &mut Module, op: Op) -> Result<Op, String> {
    if let Some(crate::dialect::DialectOp::Linalg(k)) = m.op(op).kind.map(|k| k.split()) {
        if named::spec(k).is_some()
            || crate::dialect::linalg::is_contraction(k)
            || k == LinalgOp::LinalgCopy
            || matches!(
                k,
                LinalgOp::LinalgMap
                    | LinalgOp::LinalgReduce
                    | LinalgOp::LinalgElementwise
                    | LinalgOp::LinalgContract
            )
        {
            return generalize_with_region(ctx, m, op, k);
        }
    }
    let s = structure(ctx, m, op)?;
    let ops = m.op(op).operands().to_vec();
    let Some((&out, ins)) = ops.split_last() else {
        return Err("expected an output".into());
    };
    let (g, body) = build_generic(ctx, m, op, ins, &[out], &s.maps, &s.iters);
    let loc = m.op(op).loc;
    let y = m.block(body).args[0];
    let bb = Builder::at_end(body, loc);
    bb.create(ctx, m, "linalg.yield", vec![y], vec![], &[], 0);
    keep_attrs(m, op, g);
    let (old, new) = (m.op(op).results().to_vec(), m.op(g).results().to_vec());
    for (o, n) in old.into_iter().zip(new) {
        m.replace_all_uses(o, n);
    }
    m.erase_op(op);
    Ok(g)
}

/// Whether `kind` is a named op this pass generalizes.
pub fn is_named(kind: Option<OpKind>) -> bool {
    matches!(
        kind.map(OpKind::split),
        Some(crate::dialect::DialectOp::Linalg(l))
            if !matches!(family(l), Family::Generic | Family::Yield | Family::Index)
    )
}

/// Every op nested in `anchor` (pre-order).
pub fn nested_ops(m: &Module, anchor: Op) -> Vec<Op> {
    let mut out = Vec::new();
    m.walk_pre(anchor, &mut |o| out.push(o));
    out
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
        if m.is_erased(op) || !is_named(m.op(op).kind) {
            continue;
        }
        generalize(ctx, m, op).map_err(|e| super::rewrite::op_error(ctx, m, op, e))?;
        changed = true;
    }
    Ok(changed)
}
