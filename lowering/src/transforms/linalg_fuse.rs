//! `linalg-fuse-elementwise-ops`: a `linalg.generic` on tensors whose input is the result
//! of an elementwise `linalg.generic` (all loops parallel) computes that producer's value
//! itself, so the chain becomes one op (upstream's `ElementwiseOpFusion`; named ops are
//! generalized first).
//!
//! Fusing producer `P` into consumer `C` at `C`'s input `i`:
//! - the fused op's inputs are `C`'s inputs before `i`, `P`'s inputs, then `C`'s inputs
//!   after `i`; its inits, iterators and results are `C`'s;
//! - the indexing map of each of `P`'s inputs becomes `P_in ∘ P_out⁻¹ ∘ C_i`;
//! - the body is `P`'s body (without its yield), then `C`'s body, with `C`'s argument `i`
//!   replaced by the value `P` yields.
//!
//! When it applies: `P` is a `linalg.generic` on tensors with one init and one result, all
//! loops parallel, an init map that is a permutation, a body that does not read its init,
//! a single use (upstream's default control), in the same block as `C`. Its `linalg.index`
//! ops are renumbered to the consumer's loops (when a producer loop is no single consumer
//! loop, the pair is not fused). Unlike upstream: a producer that reads its init is not
//! fused (upstream makes the init an extra result), and neither is one whose result a
//! reducing consumer reads at a map that is not a permutation of all its loops (a
//! matmul's input: upstream fuses it and computes each producer value once per column).
//!
//! Before and after fusing, the pass drops the operands and results nothing needs, as
//! upstream's erase-unused patterns do (`linalg_erase_unused.rs`).

use super::linalg_generalize::nested_ops;
use crate::affine::compose::compose;
use crate::diag::Diagnostics;
use crate::dialect::linalg::verify::{iterators_of, maps_of};
use crate::dialect::OpKind;
use crate::gpu::build::i32_array;
use crate::ir::{
    AffineExprKind, AffineMap, Attr, AttrKind, Context, Module, Op, OpSpec, Type, TypeKind, Value,
    ValueMap,
};
use crate::pass::PassOptions;

pub(super) fn attr(ctx: &Context, m: &Module, op: Op, name: &str) -> Option<Attr> {
    m.op(op).get_attr(ctx.lookup_ident(name)?)
}

/// `props` with `indexing_maps` set to `maps` and `operandSegmentSizes` to `nin` inputs of
/// `nops` operands (added when missing), sorted by name.
pub(super) fn with_maps_and_segments(
    ctx: &mut Context,
    props: &[crate::ir::NamedAttr],
    maps: &[AffineMap],
    nin: usize,
    nops: usize,
) -> Vec<crate::ir::NamedAttr> {
    let ma: Vec<Attr> = maps.iter().map(|&mp| ctx.map_attr(mp)).collect();
    let ma = ctx.attr(AttrKind::Array(ma));
    let seg = i32_array(ctx, &[nin as i64, (nops - nin) as i64]);
    let (mn, sn) = (ctx.ident("indexing_maps"), ctx.ident("operandSegmentSizes"));
    let mut props = props.to_vec();
    for (name, v) in [(mn, ma), (sn, seg)] {
        match props.iter_mut().find(|a| a.name == name) {
            Some(a) => a.value = v,
            None => props.push(crate::ir::NamedAttr { name, value: v }),
        }
    }
    props.sort_by(|a, b| ctx.ident_str(a.name).cmp(ctx.ident_str(b.name)));
    props
}

/// The number of inputs of `linalg.generic` `g`.
pub(super) fn num_inputs(ctx: &Context, m: &Module, g: Op) -> Option<usize> {
    let seg =
        crate::dialect::memref::syntax::dense_ints(ctx, attr(ctx, m, g, "operandSegmentSizes")?)?;
    match seg.as_slice() {
        [i, o] if *i >= 0 && *o >= 0 && (*i + *o) as usize == m.op(g).operands().len() => {
            Some(*i as usize)
        }
        _ => None,
    }
}

/// The body block of `g` (one region, one block).
fn body(m: &Module, g: Op) -> Option<crate::ir::Block> {
    let r = *m.op(g).regions().first()?;
    match m.region(r).blocks() {
        [b] => Some(*b),
        _ => None,
    }
}

fn is_tensor(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. })
}

/// The inverse of a permutation map, `None` when `map` is not one.
fn inverse_permutation(ctx: &mut Context, map: AffineMap) -> Option<AffineMap> {
    let d = ctx.map_data(map).clone();
    let n = d.num_dims as usize;
    if d.num_symbols != 0 || d.results.len() != n {
        return None;
    }
    let mut inv = vec![None; n];
    for (k, &e) in d.results.iter().enumerate() {
        let AffineExprKind::Dim(j) = ctx.expr(e) else {
            return None;
        };
        let slot = inv.get_mut(j as usize)?;
        if slot.is_some() {
            return None;
        }
        *slot = Some(k as u32);
    }
    let res = inv
        .into_iter()
        .map(|k| k.map(|k| ctx.dim(k)))
        .collect::<Option<Vec<_>>>()?;
    Some(ctx.map(d.num_dims, 0, res))
}

/// What makes `p` fusable as a producer: (its input count, its maps, its body).
fn producer(ctx: &Context, m: &Module, p: Op) -> Option<(usize, Vec<AffineMap>, crate::ir::Block)> {
    if m.op(p).kind != Some(OpKind::LinalgGeneric) {
        return None;
    }
    let nin = num_inputs(ctx, m, p)?;
    let d = m.op(p);
    if d.operands().len() != nin + 1 || d.results().len() != 1 {
        return None;
    }
    if !is_tensor(ctx, m.value_type(d.results()[0])) {
        return None;
    }
    let iters = iterators_of(ctx, attr(ctx, m, p, "iterator_types"))?;
    if iters.iter().any(|&r| r) {
        return None;
    }
    let maps = maps_of(ctx, attr(ctx, m, p, "indexing_maps"))?;
    let b = body(m, p)?;
    let args = m.block(b).args();
    if args.len() != nin + 1 || !m.use_empty(args[nin]) {
        return None;
    }
    // A single use (upstream's default control function), and a body ending in a yield
    // of one value.
    if m.uses(d.results()[0]).len() != 1 {
        return None;
    }
    let last = m.last_op(b)?;
    if m.op(last).kind != Some(OpKind::LinalgYield) || m.op(last).operands().len() != 1 {
        return None;
    }
    Some((nin, maps, b))
}

/// Renumbers the `linalg.index` ops in `op` (a clone of producer body ops): producer loop
/// `k` is consumer loop `dims[k]` (checked by the caller).
fn renumber_indices(ctx: &mut Context, m: &mut Module, op: Op, dims: &[Option<u32>]) {
    let mut idx = Vec::new();
    m.walk_pre(op, &mut |x| {
        if m.op(x).kind == Some(OpKind::LinalgIndex) {
            idx.push(x);
        }
    });
    for x in idx {
        let k = crate::dialect::linalg::verify::int_of(ctx, attr(ctx, m, x, "dim"));
        if let Some(j) = k.and_then(|k| dims.get(k as usize).copied().flatten()) {
            let i64t = ctx.int_type(64);
            let a = ctx.int_attr(i128::from(j), i64t);
            crate::gpu::build::set_prop(ctx, m, x, "dim", a);
        }
    }
}

/// Fuses the producer of `c`'s input `i` into `c`; returns the fused op.
fn fuse(ctx: &mut Context, m: &mut Module, c: Op, i: usize, p: Op) -> Option<Op> {
    let (pin, pmaps, pbody) = producer(ctx, m, p)?;
    let cin = num_inputs(ctx, m, c)?;
    let cmaps = maps_of(ctx, attr(ctx, m, c, "indexing_maps"))?;
    let cbody = body(m, c)?;
    if m.op(p).parent() != m.op(c).parent() || m.op(c).results().is_empty() {
        return None;
    }
    let inv = inverse_permutation(ctx, *pmaps.last()?)?;
    let ci = *cmaps.get(i)?;
    // A consumer that reduces reads the operand at a permutation of all its loops, so each
    // producer value is computed once (upstream also fuses into a matmul's input and
    // recomputes the producer for every column).
    let reduces = iterators_of(ctx, attr(ctx, m, c, "iterator_types"))?
        .iter()
        .any(|&r| r);
    if reduces {
        inverse_permutation(ctx, ci)?;
    }
    let to_c = compose(ctx, inv, ci).ok()?;
    // The producer's loop k is the consumer's loop `index_dims[k]`, where its
    // `linalg.index` ops read it (a loop that is no single consumer loop: not fused).
    let index_dims: Vec<Option<u32>> = ctx
        .map_data(to_c)
        .results
        .iter()
        .map(|&e| match ctx.expr(e) {
            AffineExprKind::Dim(j) => Some(j),
            _ => None,
        })
        .collect();
    let mut index_ok = true;
    for o in m.block_ops_vec(pbody) {
        m.walk_pre(o, &mut |x| {
            if m.op(x).kind == Some(OpKind::LinalgIndex) {
                let k = crate::dialect::linalg::verify::int_of(ctx, attr(ctx, m, x, "dim"));
                index_ok &= k
                    .and_then(|k| index_dims.get(k as usize).copied().flatten())
                    .is_some();
            }
        });
    }
    if !index_ok {
        return None;
    }
    let mut maps = cmaps[..i].to_vec();
    for &pm in &pmaps[..pin] {
        maps.push(compose(ctx, pm, to_c).ok()?);
    }
    maps.extend_from_slice(&cmaps[i + 1..]);
    let cops = m.op(c).operands().to_vec();
    let pops = m.op(p).operands().to_vec();
    let mut operands = cops[..i].to_vec();
    operands.extend_from_slice(&pops[..pin]);
    operands.extend_from_slice(&cops[i + 1..]);
    let nin = cin - 1 + pin;
    // The fused op: C's properties with the new maps and segments.
    let d = m.op(c).clone();
    let props = with_maps_and_segments(ctx, &d.props, &maps, nin, operands.len());
    let result_types: Vec<Type> = d.results().iter().map(|&r| m.value_type(r)).collect();
    let f = m.create_op(OpSpec {
        name: d.name,
        kind: d.kind,
        operands: operands.clone(),
        result_types,
        props,
        attrs: d.attrs.clone(),
        successors: Vec::new(),
        num_regions: 1,
        loc: d.loc,
    });
    m.insert_before(c, f);
    let r = m.op(f).regions()[0];
    let fb = m.add_block(r);
    let args: Vec<Value> = operands
        .iter()
        .map(|&v| {
            let t = m.value_type(v);
            let e = ctx.type_kind(t).element_type().unwrap_or(t);
            m.add_block_arg(fb, e)
        })
        .collect();
    // P's body on its inputs' new arguments.
    let mut map = ValueMap::default();
    let pargs = m.block(pbody).args().to_vec();
    for (k, &a) in pargs[..pin].iter().enumerate() {
        map.values.insert(a, args[i + k]);
    }
    let pbody_ops = m.block_ops_vec(pbody);
    let mut produced = None;
    for o in pbody_ops {
        if m.op(o).kind == Some(OpKind::LinalgYield) {
            produced = m.op(o).operands().first().map(|&v| map.lookup(v));
            continue;
        }
        let n = m.clone_op(o, &mut map);
        m.append_op(fb, n);
        renumber_indices(ctx, m, n, &index_dims);
    }
    // `producer` checked that the body ends in a yield of one value.
    let produced = produced.unwrap_or(pargs[0]);
    // C's body, its argument i replaced by the produced value.
    let mut cmap = ValueMap::default();
    let cargs = m.block(cbody).args().to_vec();
    for (k, &a) in cargs.iter().enumerate() {
        let v = if k < i {
            args[k]
        } else if k == i {
            produced
        } else {
            args[k - 1 + pin]
        };
        cmap.values.insert(a, v);
    }
    for o in m.block_ops_vec(cbody) {
        let n = m.clone_op(o, &mut cmap);
        m.append_op(fb, n);
    }
    let (olds, news) = (m.op(c).results().to_vec(), m.op(f).results().to_vec());
    for (o, n) in olds.into_iter().zip(news) {
        m.replace_all_uses(o, n);
    }
    m.erase_op(c);
    if m.op(p).results().iter().all(|&v| m.use_empty(v)) {
        m.erase_op(p);
    }
    Some(f)
}

/// Fuses into consumer `c` the producers of its inputs, one after the other (each fusion
/// gives a new consumer, whose inputs include the producer's); returns whether any fused.
fn fuse_into(ctx: &mut Context, m: &mut Module, mut c: Op) -> bool {
    let mut changed = false;
    'again: loop {
        let Some(cin) = num_inputs(ctx, m, c) else {
            return changed;
        };
        let d = m.op(c);
        if d.results().is_empty() || !d.results().iter().all(|&r| is_tensor(ctx, m.value_type(r))) {
            return changed;
        }
        for i in 0..cin {
            let v = m.op(c).operands()[i];
            let Some(p) = m.defining_op(v) else { continue };
            if producer(ctx, m, p).is_none() {
                continue;
            }
            if let Some(f) = fuse(ctx, m, c, i, p) {
                c = f;
                changed = true;
                continue 'again;
            }
        }
        return changed;
    }
}

/// The pass entry point.
pub fn run(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    _opts: &PassOptions,
) -> Result<bool, Diagnostics> {
    // Consumers in program order: a producer has already taken in its own producers when
    // it is fused into its consumer.
    // Upstream runs the erase-unused patterns with the fusion patterns: a producer that
    // loses a dead result may become fusable, and a fused op may hold duplicate inputs.
    let mut changed = super::linalg_erase_unused::run_on(ctx, m, anchor);
    for c in nested_ops(m, anchor) {
        if !m.is_erased(c) && m.op(c).kind == Some(OpKind::LinalgGeneric) {
            changed |= fuse_into(ctx, m, c);
        }
    }
    changed |= super::linalg_erase_unused::run_on(ctx, m, anchor);
    Ok(changed)
}
