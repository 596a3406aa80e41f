//! Verification of the `linalg` dialect (on memrefs and tensors): ins/outs segments, outs
//! (memrefs, or ranked tensors with one result each),
//! `linalg.generic`'s maps (one per operand, as many dims as iterators, as many results as
//! the operand's rank) and region arguments (one per operand, its element type), and
//! `linalg.yield` (one value per out, of the out's element type).

use super::{ContractionOp, Family, SimpleOp};
use crate::dialect::LinalgOp;
use crate::ir::{AffineMap, Attr, AttrKind, Context, TypeKind};
use crate::verify::check::{Check, OpCheck};

/// The integer of an integer attribute.
pub fn int_of(ctx: &Context, a: Option<Attr>) -> Option<i64> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } => i64::try_from(*value).ok(),
        _ => None,
    }
}

/// The maps of an `indexing_maps` attribute.
pub fn maps_of(ctx: &Context, a: Option<Attr>) -> Option<Vec<AffineMap>> {
    match ctx.attr_kind(a?) {
        AttrKind::Array(v) => v
            .iter()
            .map(|&e| match ctx.attr_kind(e) {
                AttrKind::AffineMap(m) => Some(*m),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// Whether each iterator is a reduction (`"reduction"` or `#linalg.iterator_type<reduction>`);
/// `None` for anything else.
pub fn iterators_of(ctx: &Context, a: Option<Attr>) -> Option<Vec<bool>> {
    match ctx.attr_kind(a?) {
        AttrKind::Array(v) => v
            .iter()
            .map(|&e| {
                let s = match ctx.attr_kind(e) {
                    AttrKind::String { value, .. } => String::from_utf8_lossy(value).to_string(),
                    AttrKind::Opaque { dialect, body, .. } if dialect == "linalg" => body
                        .trim_start_matches(".iterator_type<")
                        .trim_end_matches('>')
                        .to_string(),
                    _ => return None,
                };
                match s.as_str() {
                    "parallel" => Some(false),
                    "reduction" => Some(true),
                    _ => None,
                }
            })
            .collect(),
        _ => None,
    }
}

/// The (ins, outs) split of a structured op: by `operandSegmentSizes`, or one input and one
/// init for `transpose` and `broadcast`.
fn split(c: &OpCheck, kind: LinalgOp) -> Result<usize, crate::diag::Diagnostic> {
    let n = c.operands().len() as i64;
    let seg = if super::has_segments(kind) {
        c.attr("operandSegmentSizes")
            .and_then(|a| crate::dialect::memref::syntax::dense_ints(c.ctx, a))
    } else if kind == LinalgOp::LinalgMap {
        Some(vec![n - 1, 1])
    } else if kind == LinalgOp::LinalgReduce {
        if n == 0 || n % 2 != 0 {
            return Err(c.err(format!(
                "expected as many inits as inputs, got {n} operands"
            )));
        }
        Some(vec![n / 2, n / 2])
    } else if c.operands().len() == 2 {
        Some(vec![1, 1])
    } else {
        return Err(c.err(format!(
            "expected one input and one init, got {} operands",
            c.operands().len()
        )));
    };
    match seg.as_deref() {
        Some([i, o]) if *i >= 0 && *o >= 0 && (*i + *o) as usize == c.operands().len() => {
            // Upstream's DestinationStyleOpInterface: one result per ranked-tensor init, of
            // the init's type.
            let inits = &c.operands()[*i as usize..];
            let tensors: Vec<_> = inits
                .iter()
                .enumerate()
                .filter(|(_, v)| matches!(c.tk(c.vty(**v)), TypeKind::RankedTensor { .. }))
                .collect();
            if tensors.len() != c.results().len() {
                return Err(c.err(format!(
                    "expected the number of tensor results ({}) to be equal to the number of output tensors ({})",
                    c.results().len(),
                    tensors.len()
                )));
            }
            for ((k, &v), &r) in tensors.iter().zip(c.results()) {
                if c.vty(v) != c.vty(r) {
                    return Err(c.err(format!(
                        "expected type of operand #{} ({}) to match type of corresponding result ({})",
                        *i as usize + k,
                        c.q(c.vty(v)),
                        c.q(c.vty(r))
                    )));
                }
            }
            for v in inits {
                if !matches!(
                    c.tk(c.vty(*v)),
                    TypeKind::MemRef { .. } | TypeKind::RankedTensor { .. }
                ) {
                    return Err(c.err("expected the outs to be memrefs or ranked tensors"));
                }
            }
            Ok(*i as usize)
        }
        _ => Err(c.err("expected operandSegmentSizes with 2 entries matching the operands")),
    }
}

fn rank_of(c: &OpCheck, v: crate::ir::Value) -> usize {
    match c.tk(c.vty(v)) {
        TypeKind::MemRef { shape, .. } | TypeKind::RankedTensor { shape, .. } => shape.len(),
        _ => 0,
    }
}

/// Verifies one `linalg` op.
pub fn verify(c: &OpCheck, dk: LinalgOp) -> Check {
    match super::family(dk) {
        Family::Yield => {
            // Every linalg op but yield and index is a structured op.
            let structured = c.parent_op().and_then(|p| c.kind_of(p)).is_some_and(|k| {
                matches!(
                    k.split(),
                    crate::dialect::DialectOp::Linalg(l)
                        if !matches!(super::family(l), Family::Yield | Family::Index)
                )
            });
            if !structured {
                return Err(c.err("expected parent op with LinalgOp interface"));
            }
            yield_matches_inits(c)
        }
        Family::Index => {
            let d = int_of(c.ctx, c.attr("dim")).ok_or_else(|| c.err("expected a 'dim'"))?;
            // The nearest enclosing structured op (every linalg op but yield and index).
            let mut cur = c.parent_op();
            let mut found = None;
            while let Some(p) = cur {
                match c.kind_of(p).map(|k| k.split()) {
                    Some(crate::dialect::DialectOp::Linalg(
                        LinalgOp::LinalgYield | LinalgOp::LinalgIndex,
                    )) => {}
                    Some(crate::dialect::DialectOp::Linalg(k)) => {
                        found = Some((p, k));
                        break;
                    }
                    _ => {}
                }
                cur = c.m.parent_op(p);
            }
            let Some((g, gk)) = found else {
                return Err(c.err("expected parent op with LinalgOp interface"));
            };
            let n = loop_count(c, g, gk);
            if d < 0 || d as usize >= n {
                return Err(c.err(format!(
                    "expected dim ({d}) to be lower than the number of loops ({n}) of the enclosing LinalgOp"
                )));
            }
            Ok(())
        }
        Family::Generic => {
            split(c, dk)?;
            let maps = maps_of(c.ctx, c.attr("indexing_maps"))
                .ok_or_else(|| c.err("expected 'indexing_maps' to be an array of affine maps"))?;
            let its = iterators_of(c.ctx, c.attr("iterator_types")).ok_or_else(|| {
                c.err("expected 'iterator_types' to be an array of \"parallel\"/\"reduction\"")
            })?;
            if maps.len() != c.operands().len() {
                return Err(c.err(format!(
                    "expected the number of indexing_map ({}) to be equal to the number of input/output operands ({})",
                    maps.len(),
                    c.operands().len()
                )));
            }
            for (i, (&m, &v)) in maps.iter().zip(c.operands()).enumerate() {
                let d = c.ctx.map_data(m);
                if d.num_dims as usize != its.len() || d.num_symbols != 0 {
                    return Err(c.err(format!(
                        "expected indexing_map #{i} to have {} dim(s) to match the number of loops",
                        its.len()
                    )));
                }
                if d.results.len() != rank_of(c, v) {
                    return Err(c.err(format!(
                        "expected operand rank ({}) to match the result rank of indexing_map #{i} ({})",
                        rank_of(c, v),
                        d.results.len()
                    )));
                }
            }
            block_args_match(c)
        }
        Family::Simple(_) | Family::Contraction(_) => verify_named(c, dk),
        Family::Map => verify_map(c, dk),
        Family::Reduce => verify_reduce(c, dk),
        Family::Elementwise => verify_elementwise(c, dk),
        Family::Contract => verify_contract(c, dk),
        Family::Table => match super::named::spec(dk) {
            Some(spec) => verify_spec(c, dk, &spec),
            None => Err(c.err("internal: no structure for this named op")),
        },
    }
}

fn shape_of(c: &OpCheck, v: crate::ir::Value) -> Option<(Vec<i64>, crate::ir::Type)> {
    match c.tk(c.vty(v)) {
        TypeKind::MemRef { shape, elem, .. } | TypeKind::RankedTensor { shape, elem, .. } => {
            Some((shape.clone(), *elem))
        }
        _ => None,
    }
}

fn dims_str(v: &[i64]) -> String {
    v.iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The convolutions, poolings and contractions of [`super::named`]: two inputs and one
/// init, `strides`/`dilations`, the static shapes as upstream's structured-op interface
/// checks them, element types the region builder can combine, and the region's arguments.
fn verify_spec(c: &OpCheck, dk: LinalgOp, spec: &super::named::Spec) -> Check {
    use super::named::window_values;
    let nin = split(c, dk)?;
    let n = spec.combiner.operands();
    if c.operands().len() != n {
        return Err(c.err(format!(
            "expected the number of indexing_map ({n}) to be equal to the number of input/output operands ({})",
            c.operands().len()
        )));
    }
    if nin != n - 1 {
        return Err(c.err(format!(
            "expected {} input(s) and 1 output, got {} and {}",
            n - 1,
            nin,
            c.operands().len() - nin
        )));
    }
    let (strides, dilations) = if spec.spatial > 0 {
        (
            window_values(c.ctx, "strides", c.attr("strides"), spec.spatial)
                .map_err(|e| c.err(e))?,
            window_values(c.ctx, "dilations", c.attr("dilations"), spec.spatial)
                .map_err(|e| c.err(e))?,
        )
    } else {
        (Vec::new(), Vec::new())
    };
    // The zero points of the quantized ops, between the filter and the output, map to `()`:
    // scalars, or rank-0 memrefs and tensors.
    let [input, filter, output] = spec.maps;
    let mut maps: Vec<&[super::named::Term]> = vec![input, filter];
    maps.extend(std::iter::repeat_n(&[][..], n - 3));
    maps.push(output);
    let mut shapes = Vec::new();
    let mut elems = Vec::new();
    for (i, &v) in c.operands().iter().enumerate() {
        let zero_point = i >= 2 && i + 1 < n;
        match shape_of(c, v) {
            Some((s, e)) => {
                shapes.push(s);
                elems.push(e);
            }
            None if zero_point => {
                shapes.push(Vec::new());
                elems.push(c.vty(v));
            }
            None => return Err(c.err("expected the operands to be memrefs or ranked tensors")),
        }
    }
    super::named::check_shapes(spec.iters.len(), &maps, &strides, &dilations, &shapes)
        .map_err(|e| c.err(e))?;
    let Some((&out, ins)) = elems.split_last() else {
        return Err(c.err("expected an output"));
    };
    super::named::check_types(c.ctx, spec.combiner, ins, out, false).map_err(|e| c.err(e))?;
    block_args_match(c)
}

/// `linalg.map`: upstream's `MapOp::verify`.
fn verify_map(c: &OpCheck, dk: LinalgOp) -> Check {
    let nin = split(c, dk)?;
    if c.regions().len() != 1 {
        return Err(c.err("expected one region"));
    }
    let args = c.entry_args(0);
    if c.operands().len() != args.len() {
        return Err(c.err(format!(
            "expects number of operands to match the arity of mapper, but got: {} and {}",
            c.operands().len(),
            args.len()
        )));
    }
    let mut shapes = Vec::new();
    for (&v, &a) in c.operands().iter().zip(args) {
        let Some((s, e)) = shape_of(c, v) else {
            return Err(c.err("expected the operands to be memrefs or ranked tensors"));
        };
        if e != c.vty(a) {
            return Err(c.err(format!(
                "expected element type of input {} to match bbArg type {}",
                c.q(e),
                c.q(c.vty(a))
            )));
        }
        shapes.push(s);
    }
    let out = &shapes[shapes.len() - 1];
    for s in &shapes[..nin] {
        if s != out {
            return Err(c.err(format!(
                "expected shape of input ({}) to match shape of output ({})",
                dims_str(s),
                dims_str(out)
            )));
        }
    }
    Ok(())
}

/// `linalg.reduce`: upstream's `ReduceOp::verify`.
fn verify_reduce(c: &OpCheck, dk: LinalgOp) -> Check {
    let nin = split(c, dk)?;
    let dims = c
        .attr("dimensions")
        .and_then(|a| crate::dialect::memref::syntax::dense_ints(c.ctx, a))
        .ok_or_else(|| c.err("expected a 'dimensions' array"))?;
    let mut shapes = Vec::new();
    let mut elems = Vec::new();
    for &v in c.operands() {
        let Some((s, e)) = shape_of(c, v) else {
            return Err(c.err("expected the operands to be memrefs or ranked tensors"));
        };
        shapes.push(s);
        elems.push(e);
    }
    let (ins, inits) = shapes.split_at(nin);
    for (i, s) in ins.iter().enumerate().skip(1) {
        if *s != ins[0] {
            return Err(c.err(format!("expects all inputs to have the same shapes. Shape at input-index {i} is not equal to the shape at input-index 0.")));
        }
    }
    for (i, s) in inits.iter().enumerate().skip(1) {
        if *s != inits[0] {
            return Err(c.err(format!("expects all outputs to have the same shapes. Shape at output-index {i} is not equal to the shape at output-index 0.")));
        }
    }
    let rank = ins[0].len() as i64;
    for &d in &dims {
        if d < 0 || d >= rank {
            return Err(c.err(format!(
                "dimensions for reduction should be in the range [0, {}].",
                rank - 1
            )));
        }
    }
    let kept: Vec<i64> = ins[0]
        .iter()
        .enumerate()
        .filter(|(i, _)| !dims.contains(&(*i as i64)))
        .map(|(_, &s)| s)
        .collect();
    if kept.len() != inits[0].len() {
        return Err(c.err(format!(
            "number of dimensions after reduction {} doesn't match the init rank {}",
            kept.len(),
            inits[0].len()
        )));
    }
    if kept != inits[0] {
        return Err(c.err(format!(
            "init dimensions [{}] doesn't match input dimensions after reduction [{}]",
            dims_str(&inits[0]),
            dims_str(&kept)
        )));
    }
    if c.regions().len() != 1 {
        return Err(c.err("expected one region"));
    }
    let args = c.entry_args(0);
    if args.len() != c.operands().len() {
        return Err(c.err("mismatching number of operands and block arguments"));
    }
    for (i, (&e, &a)) in elems.iter().zip(args).enumerate() {
        if e != c.vty(a) {
            let which = if i < nin { "input" } else { "output" };
            return Err(c.err(format!(
                "{which} element type {} does not match corresponding block argument type {}",
                c.q(e),
                c.q(c.vty(a))
            )));
        }
    }
    Ok(())
}

/// The number of loops of structured op `g`: its iterators (`generic`), its init's rank
/// (`map`, `elementwise`, `fill`, `copy`, `transpose`, `broadcast`), its input's rank
/// (`reduce`), or its named structure.
fn loop_count(c: &OpCheck, g: crate::ir::Op, kind: LinalgOp) -> usize {
    let o = c.other(g);
    let rank = |v: Option<&crate::ir::Value>| v.map_or(0, |&v| rank_of(c, v));
    if kind == LinalgOp::LinalgGeneric {
        return iterators_of(c.ctx, o.attr("iterator_types")).map_or(0, |v| v.len());
    }
    if kind == LinalgOp::LinalgReduce {
        return rank(o.operands().first());
    }
    if let Some(spec) = super::named::spec(kind) {
        return super::named::iterators(&spec).len();
    }
    if kind == LinalgOp::LinalgContract {
        return maps_of(c.ctx, o.attr("indexing_maps"))
            .and_then(|m| m.first().map(|&m| c.ctx.map_data(m).num_dims as usize))
            .unwrap_or(0);
    }
    let base = rank(o.operands().last());
    base + usize::from(super::is_contraction(kind))
}

/// `kind`'s `indexing_maps` when they are upstream's default ones (`None` otherwise, and for
/// ops without default maps).
fn default_maps_of(c: &OpCheck, kind: LinalgOp) -> Option<Vec<AffineMap>> {
    let maps = maps_of(c.ctx, c.attr("indexing_maps"))?;
    super::are_default_maps(c.ctx, kind, &maps).then_some(maps)
}

/// One region whose entry block's arguments are the operands' element types (a scalar
/// operand is its own type).
fn block_args_match(c: &OpCheck) -> Check {
    if c.regions().len() != 1 {
        return Err(c.err("expected one region"));
    }
    let args = c.entry_args(0);
    if args.len() != c.operands().len() {
        return Err(c.err(format!(
            "expected as many region arguments ({}) as operands ({})",
            args.len(),
            c.operands().len()
        )));
    }
    for (i, (&a, &v)) in args.iter().zip(c.operands()).enumerate() {
        let t = c.vty(v);
        let et = c.tk(t).element_type().unwrap_or(t);
        if c.vty(a) != et {
            return Err(c.err(format!(
                    "expected type of bb argument #{i} ({}) to match element or self type of the corresponding operand ({})",
                    c.q(c.vty(a)),
                    c.q(et)
                )));
        }
    }
    Ok(())
}

/// A named op: operand counts and ranks, its shapes (`linalg_generalize::check`), default
/// `indexing_maps` where the op has them, and its implicit region's arguments.
fn verify_named(c: &OpCheck, dk: LinalgOp) -> Check {
    let nin = split(c, dk)?;
    let (ins, outs) = c.operands().split_at(nin);
    let want: (usize, &[usize], &[usize]) = match super::family(dk) {
        Family::Simple(SimpleOp::Fill) => (1, &[0], &[]),
        Family::Simple(SimpleOp::Copy) => (1, &[], &[]),
        Family::Contraction(ContractionOp::Matmul) => (2, &[2, 2], &[2]),
        Family::Contraction(ContractionOp::BatchMatmul) => (2, &[3, 3], &[3]),
        Family::Contraction(ContractionOp::BatchReduceMatmul) => (2, &[3, 3], &[2]),
        Family::Contraction(ContractionOp::Matvec) => (2, &[2, 1], &[1]),
        Family::Simple(SimpleOp::Transpose) | Family::Simple(SimpleOp::Broadcast) => (1, &[], &[]),
        Family::Generic
        | Family::Yield
        | Family::Index
        | Family::Map
        | Family::Reduce
        | Family::Elementwise
        | Family::Table
        | Family::Contract => return Err(c.err("internal: not a named linalg op")),
    };
    if ins.len() != want.0 || outs.len() != 1 {
        return Err(c.err(format!(
            "expected {} input(s) and 1 output, got {} and {}",
            want.0,
            ins.len(),
            outs.len()
        )));
    }
    // `matmul` and `batch_matmul` with upstream's non-default `indexing_maps` (transposed or
    // broadcast operands) take their ranks from the maps.
    let custom = super::default_map_dims(dk).is_some() && default_maps_of(c, dk).is_none();
    if !custom {
        for (&v, &r) in ins.iter().zip(want.1) {
            if rank_of(c, v) != r {
                return Err(c.err(format!("expected an input of rank {r}")));
            }
        }
        if let Some(&r) = want.2.first() {
            if rank_of(c, outs[0]) != r {
                return Err(c.err(format!("expected an output of rank {r}")));
            }
        }
    }
    crate::transforms::linalg_generalize::check(c.ctx, c.m, c.op).map_err(|e| c.err(e))?;
    contraction_shapes(c, dk)?;
    if dk == LinalgOp::LinalgCopy {
        // Upstream's region builder converts the input to the init's element type.
        let unsigned = super::named::cast_is_unsigned(c.ctx, c.attr("cast")).ok_or_else(|| {
            c.err("attribute 'cast' failed to satisfy constraint: allowed 32-bit signless integer cases: 0, 1")
        })?;
        let elem = |v: crate::ir::Value| {
            let t = c.vty(v);
            c.tk(t).element_type().unwrap_or(t)
        };
        super::named::cast_op(c.ctx, elem(ins[0]), elem(outs[0]), unsigned)
            .map_err(|e| c.err(e))?;
    }
    if super::is_contraction(dk) {
        // Upstream's region builder converts both inputs to the init's element type.
        // `matmul`, `batch_matmul` and `batch_reduce_matmul` have a `cast` property; the
        // last one's region builder ignores it.
        let cast = c.attr("cast").filter(|_| super::has_cast(dk));
        let unsigned = super::named::cast_is_unsigned(c.ctx, cast).ok_or_else(|| {
            c.err("attribute 'cast' failed to satisfy constraint: allowed 32-bit signless integer cases: 0, 1")
        })? && super::honours_cast(dk);
        let elem = |v: crate::ir::Value| {
            let t = c.vty(v);
            c.tk(t).element_type().unwrap_or(t)
        };
        let ins: Vec<_> = ins.iter().map(|&v| elem(v)).collect();
        super::named::check_types(
            c.ctx,
            super::named::Combiner::MulAdd,
            &ins,
            elem(outs[0]),
            unsigned,
        )
        .map_err(|e| c.err(e))?;
    }
    block_args_match(c)
}

/// The contractions' static shapes, as upstream's structured-op interface checks them, over
/// their (default or given) indexing maps.
fn contraction_shapes(c: &OpCheck, dk: LinalgOp) -> Check {
    use super::named::Term::D;
    let (loops, terms): (usize, Vec<Vec<super::named::Term>>) = match super::family(dk) {
        Family::Contraction(ContractionOp::Matmul)
        | Family::Contraction(ContractionOp::BatchMatmul)
        | Family::Contraction(ContractionOp::BatchReduceMatmul) => {
            let loops = if dk == LinalgOp::LinalgMatmul { 3 } else { 4 };
            let maps = maps_of(c.ctx, c.attr("indexing_maps"))
                .filter(|m| m.len() == 3)
                .ok_or_else(|| c.err("expected 'indexing_maps' to be 3 affine maps"))?;
            let mut terms = Vec::new();
            for &m in &maps {
                if c.ctx.map_data(m).num_dims as usize != loops {
                    return Err(c.err(format!(
                        "expected indexing_map to have {loops} dim(s) to match the number of loops"
                    )));
                }
                terms.push(
                    super::named::dim_terms(c.ctx, m)
                        .ok_or_else(|| c.err("Unexpected dim expression in map result."))?,
                );
            }
            (loops, terms)
        }
        Family::Contraction(ContractionOp::Matvec) => {
            (2, vec![vec![D(0), D(1)], vec![D(1)], vec![D(0)]])
        }
        Family::Generic
        | Family::Yield
        | Family::Index
        | Family::Map
        | Family::Reduce
        | Family::Elementwise
        | Family::Simple(_)
        | Family::Table
        | Family::Contract => return Ok(()),
    };
    let mut shapes = Vec::new();
    for &v in c.operands() {
        let Some((s, _)) = shape_of(c, v) else {
            return Err(c.err("expected the operands to be memrefs or ranked tensors"));
        };
        shapes.push(s);
    }
    let refs: Vec<&[super::named::Term]> = terms.iter().map(|t| t.as_slice()).collect();
    super::named::check_shapes(loops, &refs, &[], &[], &shapes).map_err(|e| c.err(e))
}

/// `linalg.contract`: the DPS results, then upstream's `ContractOp::verify` (its messages,
/// emitted without the op prefix as upstream's `emitError`): each map (zipped with the first
/// three operands: two inputs, the output) a projected permutation with as many results as
/// its operand's rank, all over one iteration space; every dimension used, and none used by
/// one input alone (upstream's counts: a dimension used by one input must be used by the
/// output too); at least one contracting dimension (used by both inputs, not the output).
/// Then the structured-op interface's checks (one map per operand, static shapes), two
/// inputs and one init, element types the region builder can combine, and the region's
/// arguments.
fn verify_contract(c: &OpCheck, dk: LinalgOp) -> Check {
    let nin = split(c, dk)?;
    let maps = maps_of(c.ctx, c.attr("indexing_maps"))
        .ok_or_else(|| c.err("expected 'indexing_maps' to be an array of affine maps"))?;
    let mut dims: Option<u32> = None;
    let (mut ins_seen, mut out_seen) = (Vec::new(), Vec::new());
    for (i, (&m, &v)) in maps.iter().zip(c.operands()).take(3).enumerate() {
        let is_input = i < 2;
        let terms = super::named::dim_terms(c.ctx, m).filter(|t| {
            let mut ds: Vec<u32> = t
                .iter()
                .filter_map(|t| match t {
                    super::named::Term::D(d) => Some(*d),
                    super::named::Term::W(..) => None,
                })
                .collect();
            ds.sort_unstable();
            ds.windows(2).all(|w| w[0] != w[1])
        });
        let Some(terms) = terms else {
            return Err(c.plain_err("provided affine_map is not a projected permutation"));
        };
        let d = c.ctx.map_data(m);
        match shape_of(c, v) {
            Some((s, _)) if s.len() != terms.len() => {
                return Err(c.plain_err(
                    "ranks of shaped operand and results of corresponding affine_map differ",
                ))
            }
            Some(_) => {}
            None if !terms.is_empty() => {
                return Err(c.plain_err(
                    "affine_map specifies shaped access while operand has non-shaped type",
                ))
            }
            None => {}
        }
        match dims {
            None => {
                dims = Some(d.num_dims);
                ins_seen = vec![0usize; d.num_dims as usize];
                out_seen = vec![0usize; d.num_dims as usize];
            }
            Some(n) if n != d.num_dims => {
                return Err(c.plain_err("iteration spaces of provided affine_maps differ"))
            }
            Some(_) => {}
        }
        for t in terms {
            if let super::named::Term::D(k) = t {
                let seen = if is_input {
                    &mut ins_seen
                } else {
                    &mut out_seen
                };
                if let Some(n) = seen.get_mut(k as usize) {
                    *n += 1;
                }
            }
        }
    }
    let mut contracting = false;
    for (k, (&i, &o)) in ins_seen.iter().zip(&out_seen).enumerate() {
        contracting |= i == 2 && o == 0;
        if i == 0 && o == 0 {
            return Err(c.plain_err(format!(
                "iteration space dim at index {k} not used to access any operand"
            )));
        }
        if i == 1 && o != 1 {
            return Err(c.plain_err(format!(
                "iteration space dim at index {k} is neither a contracting dim nor of parallel iteration type"
            )));
        }
    }
    if !contracting {
        return Err(c.plain_err("'indexing_maps' do not specify a contracting dimension"));
    }
    // The structured-op interface.
    if maps.len() != c.operands().len() {
        return Err(c.err(format!(
            "expected the number of indexing_map ({}) to be equal to the number of input/output operands ({})",
            maps.len(),
            c.operands().len()
        )));
    }
    let loops = dims.unwrap_or(0) as usize;
    if c.operands().len() != 3 || nin != 2 {
        return Err(c.err(format!(
            "expected 2 input(s) and 1 output, got {} and {}",
            nin,
            c.operands().len() - nin
        )));
    }
    let mut shapes = Vec::new();
    let mut elems = Vec::new();
    let mut terms = Vec::new();
    for (&v, &m) in c.operands().iter().zip(&maps) {
        match shape_of(c, v) {
            Some((s, e)) => {
                shapes.push(s);
                elems.push(e);
            }
            None => {
                shapes.push(Vec::new());
                elems.push(c.vty(v));
            }
        }
        terms
            .push(super::named::dim_terms(c.ctx, m).ok_or_else(|| {
                c.plain_err("provided affine_map is not a projected permutation")
            })?);
    }
    let refs: Vec<&[super::named::Term]> = terms.iter().map(|t| t.as_slice()).collect();
    super::named::check_shapes(loops, &refs, &[], &[], &shapes).map_err(|e| c.err(e))?;
    let unsigned = super::named::cast_is_unsigned(c.ctx, c.attr("cast")).ok_or_else(|| {
        c.err("attribute 'cast' failed to satisfy constraint: allowed 32-bit signless integer cases: 0, 1")
    })?;
    let Some((&out, ins)) = elems.split_last() else {
        return Err(c.err("expected an output"));
    };
    super::named::check_types(c.ctx, super::named::Combiner::MulAdd, ins, out, unsigned)
        .map_err(|e| c.err(e))?;
    block_args_match(c)
}

/// `linalg.elementwise`: its kind, one map per operand over the init's rank whose results
/// are loop dimensions, upstream's static shape checks, element types the region builder
/// can combine without casts, and the region's arguments.
fn verify_elementwise(c: &OpCheck, dk: LinalgOp) -> Check {
    let nin = split(c, dk)?;
    let kind = super::named::elementwise_kind(c.ctx, c.attr("kind"))
        .ok_or_else(|| c.err("expected a '#linalg.elementwise_kind' 'kind'"))?;
    let maps = maps_of(c.ctx, c.attr("indexing_maps"))
        .ok_or_else(|| c.err("expected 'indexing_maps' to be an array of affine maps"))?;
    if maps.len() != c.operands().len() {
        return Err(c.err(format!(
            "expected the number of indexing_map ({}) to be equal to the number of input/output operands ({})",
            maps.len(),
            c.operands().len()
        )));
    }
    let mut shapes = Vec::new();
    let mut elems = Vec::new();
    for &v in c.operands() {
        let Some((s, e)) = shape_of(c, v) else {
            return Err(c.err("expected the operands to be memrefs or ranked tensors"));
        };
        shapes.push(s);
        elems.push(e);
    }
    let loops = shapes.last().map_or(0, |s| s.len());
    let mut terms = Vec::new();
    for &m in &maps {
        if c.ctx.map_data(m).num_dims as usize != loops {
            return Err(c.err(format!(
                "expected indexing_map to have {loops} dim(s) to match the number of loops"
            )));
        }
        terms.push(
            super::named::dim_terms(c.ctx, m)
                .ok_or_else(|| c.err("expected the indexing maps to be projected permutations"))?,
        );
    }
    let refs: Vec<&[super::named::Term]> = terms.iter().map(|t| t.as_slice()).collect();
    super::named::check_shapes(loops, &refs, &[], &[], &shapes).map_err(|e| c.err(e))?;
    let (ins, out) = elems.split_at(nin);
    let Some(&out) = out.first() else {
        return Err(c.err("expected one init"));
    };
    super::named::check_elementwise(c.ctx, &kind, ins, out).map_err(|e| c.err(e))?;
    block_args_match(c)
}

/// Upstream's `linalg.yield` checks against the inits of a `generic`, `map` or `reduce`
/// (whose bodies are written by hand; the named ops' bodies are built by the region
/// builders, which report their own errors): one value per init, of its element type.
fn yield_matches_inits(c: &OpCheck) -> Check {
    let Some(p) = c.parent_op() else {
        return Ok(());
    };
    let Some(crate::dialect::DialectOp::Linalg(k)) = c.kind_of(p).map(|k| k.split()) else {
        return Ok(());
    };
    if !matches!(
        k,
        LinalgOp::LinalgGeneric | LinalgOp::LinalgMap | LinalgOp::LinalgReduce
    ) {
        return Ok(());
    }
    let parent = c.other(p);
    // A malformed parent reports its own error.
    let Ok(nin) = split(&parent, k) else {
        return Ok(());
    };
    let inits = &parent.operands()[nin..];
    if c.operands().len() != inits.len() {
        return Err(c.err(format!(
            "expected number of yield values ({}) to match the number of inits / outs operands of the enclosing LinalgOp ({})",
            c.operands().len(),
            inits.len()
        )));
    }
    for (i, (&v, &init)) in c.operands().iter().zip(inits).enumerate() {
        let t = c.vty(init);
        let e = c.tk(t).element_type().unwrap_or(t);
        if c.vty(v) != e {
            return Err(c.err(format!(
                "type of yield operand {} ({}) doesn't match the element type of the enclosing linalg.generic op ({})",
                i + 1,
                c.q(c.vty(v)),
                c.q(e)
            )));
        }
    }
    Ok(())
}
