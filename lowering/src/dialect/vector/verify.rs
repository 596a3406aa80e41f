//! Per-op verification rules of the `vector` dialect (the subset Tessera registers): memory
//! accesses (element types, one index per memref dimension), broadcasts, extracts and
//! inserts (positions against the vector rank and the implied result type), splats, `fma`,
//! reductions, `shuffle`/`interleave`/`deinterleave`, and the reshaping, masking and
//! combining ops (`bitcast`, `shape_cast`, the strided slices, `transpose`, the masks,
//! `to_elements`, `outerproduct`, `multi_reduction`). Messages follow upstream's
//! `VectorOps.cpp` and ODS constraints (checked against iree-opt 3.13).

use crate::dialect::{view, VectorOp};
use crate::ir::{Type, TypeKind, DYNAMIC};
use crate::verify::check::{Check, OpCheck};
use crate::verify::constraints::{self as cs, shape, Count};

/// Verifies one `vector` op.
pub fn verify(c: &OpCheck, kind: VectorOp) -> Check {
    match kind {
        VectorOp::VectorMask => verify_vector_mask(c),
        VectorOp::VectorYield => cs::results(c, Count::Exact(0)),
        VectorOp::VectorLoad => verify_load_store(c, true).and_then(|()| cs::alignment(c)),
        VectorOp::VectorStore => verify_load_store(c, false).and_then(|()| cs::alignment(c)),
        VectorOp::VectorBroadcast => verify_broadcast(c),
        VectorOp::VectorFromElements => {
            shape(c, Count::AtLeast(1), Count::Exact(1), 0, 0)?;
            cs::all_results(c, cs::ANY_VECTOR)?;
            let Some(rt) = c.result_ty(0) else {
                return Ok(());
            };
            let (n, elem) = match c.tk(rt) {
                TypeKind::Vector { shape, elem, .. } => (shape.iter().product::<i64>(), *elem),
                _ => return Ok(()),
            };
            if c.operands().len() as i64 != n || c.operand_types().iter().any(|&t| t != elem) {
                return Err(c.err(
                    "failed to verify that shaped type 'dest' matches 'elements' element count and types",
                ));
            }
            Ok(())
        }
        VectorOp::VectorStep => {
            shape(c, Count::Exact(0), Count::Exact(1), 0, 0)?;
            let Some(rt) = c.result_ty(0) else {
                return Ok(());
            };
            let ok = match c.tk(rt) {
                TypeKind::Vector { shape, elem, .. } => {
                    shape.len() == 1
                        && (cs::is_index(c.ctx, *elem)
                            || (cs::is_signless_int(c.ctx, *elem)
                                && matches!(c.tk(*elem), TypeKind::Integer { width, .. } if *width >= 8)))
                }
                _ => false,
            };
            if !ok {
                return Err(c.err(format!(
                    "result #0 must be vector of index or signless integer of at least 8 bits values of ranks 1, but got {}",
                    c.q(rt)
                )));
            }
            Ok(())
        }
        VectorOp::VectorExtract => verify_extract(c),
        VectorOp::VectorInsert => verify_insert(c),
        VectorOp::VectorFma => {
            shape(c, Count::Exact(3), Count::Exact(1), 0, 0)?;
            cs::all_operands(c, cs::ANY_VECTOR)?;
            let mut ts = c.operand_types();
            ts.extend(c.result_types());
            if ts.iter().any(|t| *t != ts[0]) {
                return Err(
                    c.err("failed to verify that all of {lhs, rhs, acc, result} have same type")
                );
            }
            if !cs::is_float(c.ctx, cs::value_elem(c.ctx, ts[0])) {
                return Err(c.err(format!(
                    "operand #0 must be vector of floating-point values, but got {}",
                    c.q(ts[0])
                )));
            }
            Ok(())
        }
        VectorOp::VectorReduction => verify_reduction(c),
        VectorOp::VectorShuffle => verify_shuffle(c),
        VectorOp::VectorInterleave => verify_interleave(c),
        VectorOp::VectorDeinterleave => verify_deinterleave(c),
        VectorOp::VectorBitcast => verify_bitcast(c),
        VectorOp::VectorShapeCast => verify_shape_cast(c),
        VectorOp::VectorTypeCast => verify_type_cast(c),
        VectorOp::VectorExtractStridedSlice => verify_extract_strided_slice(c),
        VectorOp::VectorInsertStridedSlice => verify_insert_strided_slice(c),
        VectorOp::VectorTranspose => verify_transpose(c),
        VectorOp::VectorConstantMask | VectorOp::VectorCreateMask => verify_mask(c),
        VectorOp::VectorToElements => verify_to_elements(c),
        VectorOp::VectorOuterproduct => verify_outerproduct(c),
        VectorOp::VectorMultiReduction => verify_multi_reduction(c),
        VectorOp::VectorMaskedLoad
        | VectorOp::VectorMaskedStore
        | VectorOp::VectorGather
        | VectorOp::VectorScatter
        | VectorOp::VectorExpandLoad
        | VectorOp::VectorCompressStore => verify_masked(c, kind),
        VectorOp::VectorTransferRead => verify_transfer(c, true),
        VectorOp::VectorTransferWrite => verify_transfer(c, false),
        VectorOp::VectorPrint => verify_print(c),
        VectorOp::VectorVscale => {
            shape(c, Count::Exact(0), Count::Exact(1), 0, 0)?;
            let r = c.result_ty(0);
            let ok = r.is_some_and(|t| cs::is_index(c.ctx, t));
            check_type(c, "result #0", r, "index", ok)
        }
        VectorOp::VectorScalableInsert => verify_scalable(c, true),
        VectorOp::VectorScalableExtract => verify_scalable(c, false),
        VectorOp::VectorScan => verify_scan(c),
        VectorOp::VectorContract => verify_contract(c),
    }
}

/// Per iteration dimension of a `vector.contract`, where it appears: the positions of its
/// results in each of the three indexing maps. `Err` carries upstream's message.
pub(crate) type ContractDims = Vec<[Option<usize>; 3]>;

/// The three indexing maps of `vector.contract` checked as upstream does (a map per operand,
/// one input per iterator, one output per operand dimension, projected permutations), and
/// where each iteration dimension appears.
pub(crate) fn contract_dims(
    ctx: &crate::ir::Context,
    maps: crate::ir::Attr,
    n_iter: usize,
    ranks: [usize; 3],
) -> Result<ContractDims, String> {
    use crate::ir::{AffineExprKind, AttrKind};
    let AttrKind::Array(maps) = ctx.attr_kind(maps) else {
        return Err("expected an indexing map for each vector operand".into());
    };
    if maps.len() != 3 {
        return Err("expected an indexing map for each vector operand".into());
    }
    let mut dims: ContractDims = vec![[None; 3]; n_iter];
    for (i, &a) in maps.iter().enumerate() {
        let AttrKind::AffineMap(map) = ctx.attr_kind(a) else {
            return Err("expected an indexing map for each vector operand".into());
        };
        let data = ctx.map_data(*map);
        if data.num_symbols != 0 {
            return Err(format!("expected indexing map {i} to have no symbols"));
        }
        if data.num_dims as usize != n_iter {
            return Err(format!(
                "expected indexing map {i} to have {n_iter} number of inputs"
            ));
        }
        if data.results.len() != ranks[i] {
            return Err(format!(
                "expected indexing map {i} to have {} number of outputs",
                ranks[i]
            ));
        }
        for (pos, &e) in data.results.iter().enumerate() {
            match ctx.expr(e) {
                AffineExprKind::Dim(d) if dims[d as usize][i].is_none() => {
                    dims[d as usize][i] = Some(pos);
                }
                _ => {
                    return Err(format!(
                        "expected indexing map {i} to be a projected permutation of its inputs"
                    ))
                }
            }
        }
    }
    Ok(dims)
}

/// `vector.contract`: upstream's `ContractionOp::verify`.
fn verify_contract(c: &OpCheck) -> Check {
    use crate::ir::AttrKind;
    shape(c, Count::Exact(3), Count::Exact(1), 0, 0)?;
    let maps = c.require("indexing_maps")?;
    let its = c.require("iterator_types")?;
    let AttrKind::Array(its) = c.ctx.attr_kind(its).clone() else {
        return Err(c.err("attribute 'iterator_types' failed to satisfy constraint: Iterator type should be an enum."));
    };
    let reduction: Vec<bool> = its
        .iter()
        .map(|&a| {
            super::syntax::opaque_inner(c.ctx, a, "vector", ".iterator_type") == Some("reduction")
        })
        .collect();
    let (Some(l), Some(r), Some(acc), Some(res)) = (
        c.operand_ty(0),
        c.operand_ty(1),
        c.operand_ty(2),
        c.result_ty(0),
    ) else {
        return Ok(());
    };
    if acc != res {
        return Err(c.err("failed to verify that all of {acc, result} have same type"));
    }
    let shape_of = |t: Type| vparts(c, t).map(|(s, _, _)| s).unwrap_or_default();
    let (ls, rs, accs) = (shape_of(l), shape_of(r), shape_of(acc));
    let dims = contract_dims(c.ctx, maps, its.len(), [ls.len(), rs.len(), accs.len()])
        .map_err(|e| c.err(e))?;
    let contracting: Vec<usize> = (0..its.len())
        .filter(|&d| reduction[d] && dims[d][0].is_some() && dims[d][1].is_some())
        .collect();
    if contracting.is_empty() {
        return Err(c.err("expected at least one contracting dimension pair"));
    }
    let pair_ok = |d: usize| match (dims[d][0], dims[d][1]) {
        (Some(a), Some(b)) => ls.get(a) == rs.get(b),
        _ => true,
    };
    if !contracting.iter().all(|&d| pair_ok(d)) {
        return Err(c.err("invalid contracting dimension map"));
    }
    let batch: Vec<usize> = (0..its.len())
        .filter(|&d| !reduction[d] && dims[d][0].is_some() && dims[d][1].is_some())
        .collect();
    if !batch.iter().all(|&d| pair_ok(d)) {
        return Err(c.err("invalid batch dimension map"));
    }
    // The accumulator's shape from the operands' sizes of its dimensions.
    let size = |d: usize| {
        dims[d][0]
            .and_then(|p| ls.get(p).copied())
            .or_else(|| dims[d][1].and_then(|p| rs.get(p).copied()))
    };
    let mut expect = vec![0i64; accs.len()];
    for (d, w) in dims.iter().enumerate() {
        if let Some(p) = w[2] {
            expect[p] = size(d).unwrap_or(accs[p]);
        }
    }
    let elem = cs::value_elem(c.ctx, acc);
    if expect != accs {
        let dims_s: Vec<String> = expect.iter().map(i64::to_string).collect();
        return Err(c.err(format!(
            "invalid accumulator/result vector shape, expected: 'vector<{}x{}>'",
            dims_s.join("x"),
            crate::verify::fmt::type_str(c.ctx, elem)
        )));
    }
    let kind = c
        .attr("kind")
        .and_then(|a| super::syntax::opaque_inner(c.ctx, a, "vector", ".kind"));
    if kind.is_some_and(|k| !kind_supports(c, k, elem)) {
        return Err(c.err("unsupported contraction type"));
    }
    Ok(())
}

/// `vector.print`: at most one operand, of a vector, integer, index or float type, and no
/// source or punctuation with a string.
fn verify_print(c: &OpCheck) -> Check {
    shape(c, Count::AtLeast(0), Count::Exact(0), 0, 0)?;
    if c.operands().len() > 1 {
        return Err(c.err(format!(
            "expected 0 or 1 operands, but found {}",
            c.operands().len()
        )));
    }
    if let Some(t) = c.operand_ty(0) {
        let e = cs::value_elem(c.ctx, t);
        let ok = (matches!(c.tk(t), TypeKind::Vector { .. }) || e == t)
            && (cs::is_float(c.ctx, e)
                || cs::is_index(c.ctx, e)
                || matches!(c.tk(e), TypeKind::Integer { .. }));
        check_type(c, "operand #0", Some(t), "", ok)?;
    }
    let punct = c
        .attr("punctuation")
        .and_then(|a| super::syntax::opaque_inner(c.ctx, a, "vector", ".punctuation"));
    // Upstream's attribute parser refuses another value (Tessera keeps the attribute opaque
    // until here).
    if let Some(p) = punct.filter(|p| !super::syntax::PUNCTUATIONS.contains(p)) {
        return Err(c.err(format!(
            "expected ::mlir::vector::PrintPunctuation to be one of: no_punctuation, newline, \
             comma, open, close (got '{p}')"
        )));
    }
    let newline = punct.is_none_or(|p| p == "newline");
    if c.attr("stringLiteral").is_some() && (!c.operands().is_empty() || !newline) {
        return Err(c.err(
            "failed to verify that `source` or `punctuation` are not set when printing strings",
        ));
    }
    Ok(())
}

/// `vector.scalable.insert` / `extract`: a fixed-length 1-D vector in or out of a scalable
/// 1-D vector of its element type, at a multiple of its length.
fn verify_scalable(c: &OpCheck, insert: bool) -> Check {
    use crate::ir::AttrKind;
    let n = if insert { 2 } else { 1 };
    shape(c, Count::Exact(n), Count::Exact(1), 0, 0)?;
    let pos = c.require("pos")?;
    let Some(pos) = (match c.ctx.attr_kind(pos) {
        AttrKind::Integer { value, .. } => i64::try_from(*value).ok(),
        _ => None,
    }) else {
        return Err(c.err(
            "attribute 'pos' failed to satisfy constraint: 64-bit signless integer attribute",
        ));
    };
    let (fixed, scalable) = if insert {
        (c.operand_ty(0), c.operand_ty(1))
    } else {
        (c.result_ty(0), c.operand_ty(0))
    };
    let (Some(f), Some(sc)) = (
        fixed.and_then(|t| vparts(c, t)),
        scalable.and_then(|t| vparts(c, t)),
    ) else {
        return Ok(());
    };
    if f.2 != sc.2 {
        return Err(c.err(if insert {
            "failed to verify that all of {valueToStore, dest} have same element type"
        } else {
            "failed to verify that all of {source, res} have same element type"
        }));
    }
    if insert && c.operand_ty(1) != c.result_ty(0) {
        return Err(c.err("failed to verify that all of {dest, res} have same type"));
    }
    let len = f.0.iter().product::<i64>();
    if len > 0 && pos % len != 0 {
        return Err(c.err(if insert {
            "failed to verify that position is a multiple of the source length."
        } else {
            "failed to verify that position is a multiple of the result length."
        }));
    }
    Ok(())
}

/// `vector.scan`: upstream's `ScanOp::verify` after the type constraints.
fn verify_scan(c: &OpCheck) -> Check {
    use crate::ir::AttrKind;
    shape(c, Count::Exact(2), Count::Exact(2), 0, 0)?;
    c.require("kind")?;
    let dim = c.require("reduction_dim")?;
    let Some(dim) = (match c.ctx.attr_kind(dim) {
        AttrKind::Integer { value, .. } => i64::try_from(*value).ok(),
        _ => None,
    }) else {
        return Err(c.err(
            "attribute 'reduction_dim' failed to satisfy constraint: 64-bit signless integer attribute",
        ));
    };
    c.require("inclusive")?;
    let (Some(src), Some(init), Some(dest), Some(acc)) = (
        c.operand_ty(0),
        c.operand_ty(1),
        c.result_ty(0),
        c.result_ty(1),
    ) else {
        return Ok(());
    };
    if src != dest {
        return Err(c.err("failed to verify that all of {source, dest} have same type"));
    }
    if init != acc {
        return Err(c.err(
            "failed to verify that all of {initial_value, accumulated_value} have same type",
        ));
    }
    let (Some((ss, _, se)), Some((is, _, _))) = (vparts(c, src), vparts(c, init)) else {
        return Ok(());
    };
    let rank = ss.len() as i64;
    if dim >= rank || dim < 0 {
        return Err(c.err(format!(
            "reduction dimension {dim} has to be less than {rank}"
        )));
    }
    if is.len() as i64 != rank - 1 {
        return Err(c.err(format!(
            "initial value rank {} has to be equal to {}",
            is.len(),
            rank - 1
        )));
    }
    let expect: Vec<i64> = ss
        .iter()
        .enumerate()
        .filter(|(i, _)| *i as i64 != dim)
        .map(|(_, &d)| d)
        .collect();
    if is != expect {
        return Err(c.err("incompatible input/initial value shapes"));
    }
    let kind = c
        .attr("kind")
        .and_then(|a| super::syntax::opaque_inner(c.ctx, a, "vector", ".kind"));
    if let Some(k) = kind {
        if !kind_supports(c, k, se) {
            return Err(c.err(format!(
                "unsupported reduction type {} for kind '{k}'",
                c.q(se)
            )));
        }
    }
    Ok(())
}

/// `vector.transfer_read` / `transfer_write`: upstream's `TransferReadOp::verify` /
/// `TransferWriteOp::verify` and the shared `verifyTransferOp` and
/// `verifyPermutationMap`, in their order.
fn verify_transfer(c: &OpCheck, read: bool) -> Check {
    use super::transfer::{map_dims, mask_shape};
    use crate::ir::AttrKind;
    let in_bounds = c.require("in_bounds")?;
    let map_attr = c.require("permutation_map")?;
    let AttrKind::AffineMap(map) = c.ctx.attr_kind(map_attr).clone() else {
        return Err(
            c.err("attribute 'permutation_map' failed to satisfy constraint: AffineMap attribute")
        );
    };
    let AttrKind::Array(bounds) = c.ctx.attr_kind(in_bounds).clone() else {
        return Err(c.err(
            "attribute 'in_bounds' failed to satisfy constraint: 1-bit boolean array attribute",
        ));
    };
    // (base, indices, padding, mask, vector type)
    let (base, indices, padding, mask, vty) = if read {
        let v = cs::operand_view(c, view::VectorTransferRead::new)?;
        let vty = c.result_ty(0);
        (v.base(), v.indices(), Some(v.padding()), v.mask(), vty)
    } else {
        let v = cs::operand_view(c, view::VectorTransferWrite::new)?;
        let vty = Some(c.vty(v.value_to_store()));
        (v.base(), v.indices(), None, v.mask(), vty)
    };
    let (sty, nidx) = (c.vty(base), indices.len());
    let Some(vty) = vty else {
        return Ok(());
    };
    let Some((vs, _, ve)) = vparts(c, vty) else {
        return Ok(());
    };
    let (rank, elem) = match c.tk(sty) {
        TypeKind::MemRef { shape, elem, .. } | TypeKind::RankedTensor { shape, elem, .. } => {
            (shape.len(), *elem)
        }
        _ => return Err(c.err("requires source to be a memref or ranked tensor type")),
    };
    if nidx != rank {
        return Err(c.err(format!("requires {rank} indices")));
    }
    let dims = map_dims(c.ctx, map);
    if !read && dims.as_ref().is_ok_and(|d| d.iter().any(Option::is_none)) {
        return Err(c.err("should not have broadcast dimensions"));
    }
    let data = c.ctx.map_data(map);
    if vparts(c, elem).is_none() {
        let minor = vs.last().copied().unwrap_or(1);
        if let (Some(eb), Some(vb)) = (scalar_bits(c, elem), scalar_bits(c, ve)) {
            if (vb * minor) % eb != 0 {
                return Err(c.err("requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type"));
            }
        }
        if data.results.len() != vs.len() {
            return Err(c.err(
                "requires a permutation_map with result dims of the same rank as the vector type",
            ));
        }
    }
    if data.num_symbols != 0 {
        return Err(c.err("requires permutation_map without symbols"));
    }
    if data.num_dims as usize != rank {
        return Err(c.err(
            "requires a permutation_map with input dims of the same rank as the source type",
        ));
    }
    if let Some(mask) = mask {
        let mask_ty = Some(c.vty(mask));
        let inferred = dims.as_ref().ok().and_then(|d| mask_shape(&vs, d));
        let got = mask_ty.and_then(|t| vparts(c, t));
        let same = matches!((&inferred, &got), (Some(i), Some((g, _, e))) if i == g && cs::is_i1(c.ctx, *e));
        if !same {
            let inferred = inferred.map_or("?".to_string(), |s| {
                let d: Vec<String> = s.iter().map(i64::to_string).collect();
                format!("'vector<{}xi1>'", d.join("x"))
            });
            return Err(c.err(format!(
                "inferred mask type ({inferred}) and mask operand type ({}) don't match",
                mask_ty.map_or("?".to_string(), |t| c.q(t))
            )));
        }
    }
    if data.results.len() != bounds.len() {
        return Err(c.err(format!(
            "expects the in_bounds attr of same rank as permutation_map results: {} vs inBounds of size: {}",
            crate::printer::attr_to_string(c.ctx, map_attr),
            bounds.len()
        )));
    }
    if let Some(padding) = padding {
        if vparts(c, elem).is_none() && c.vty(padding) != elem {
            return Err(c.err("requires formal padding and source of the same elemental type"));
        }
    }
    dims.map(|_| ()).map_err(|e| c.err(e))
}

/// The masked memory ops: the ODS constraints (a memref base, index offsets, an integer
/// index vector for gather/scatter, an `i1` mask, the alignment), then upstream's
/// `verify`: the element types, one offset per memref dimension, the value, mask and
/// index vector shapes, and the pass-through of the result type.
fn verify_masked(c: &OpCheck, kind: VectorOp) -> Check {
    use VectorOp as V;
    let loads = matches!(
        kind,
        V::VectorMaskedLoad | V::VectorGather | V::VectorExpandLoad
    );
    let indexed = matches!(kind, V::VectorGather | V::VectorScatter);
    let fixed = if indexed { 4 } else { 3 };
    // Upstream's scatter has an optional tensor result (for a tensor base).
    if kind == V::VectorScatter && c.result_types().len() == 1 {
        if let Some(r) = c.result_ty(0) {
            return Err(c.err(format!(
                "result #0 must be ranked tensor of any non-token type values, but got {}",
                c.q(r)
            )));
        }
    }
    shape(
        c,
        Count::AtLeast(fixed),
        Count::Exact(usize::from(loads)),
        0,
        0,
    )?;
    cs::operand_types(c, 0, 1, cs::RANKED_MEMREF)?;
    let tys = c.operand_types();
    let n = tys.len();
    for (i, &t) in tys.iter().enumerate().take(n + 1 - fixed).skip(1) {
        if !cs::is_index(c.ctx, t) {
            return Err(c.err(format!(
                "operand #{i} must be variadic of index, but got {}",
                c.q(t)
            )));
        }
    }
    let (ivec, mask, val) = (indexed.then(|| tys[n - 3]), tys[n - 2], tys[n - 1]);
    if let Some(t) = ivec {
        let ok = vparts(c, t).is_some_and(|(_, _, e)| {
            cs::is_index(c.ctx, e) || matches!(c.tk(e), TypeKind::Integer { .. })
        });
        check_type(
            c,
            &format!("operand #{}", n - 3),
            Some(t),
            "vector of integer or index values",
            ok,
        )?;
    }
    let ok = vparts(c, mask).is_some_and(|(_, _, e)| cs::is_i1(c.ctx, e));
    check_type(
        c,
        &format!("operand #{}", n - 2),
        Some(mask),
        "vector of 1-bit signless integer values",
        ok,
    )?;
    cs::alignment(c)?;
    let (what, vt) = if loads {
        ("result", c.result_ty(0))
    } else {
        ("valueToStore", Some(val))
    };
    let (Some(vt), Some(mt)) = (vt, c.operand_ty(0)) else {
        return Ok(());
    };
    let Some((vs, _, ve)) = vparts(c, vt) else {
        return Ok(());
    };
    if let Some(me) = c.tk(mt).element_type() {
        if me != ve {
            return Err(c.err(format!(
                "base element type ({}) does not match {what} element type ({})",
                c.q(me),
                c.q(ve)
            )));
        }
    }
    let rank = c.tk(mt).shape().map_or(0, <[i64]>::len);
    if n - fixed != rank {
        return Err(c.err(format!("requires {rank} indices")));
    }
    let shape_of = |t: Type| vparts(c, t).map(|(s, _, _)| s);
    if let Some(it) = ivec {
        if shape_of(it).as_deref() != Some(vs.as_slice()) {
            return Err(c.err(format!("expected {what} dim to match indices dim")));
        }
        if shape_of(mask).as_deref() != Some(vs.as_slice()) {
            return Err(c.err(format!("expected {what} dim to match mask dim")));
        }
    } else if shape_of(mask).as_deref() != Some(vs.as_slice()) {
        return Err(c.err(format!("expected {what} shape to match mask shape")));
    }
    if loads && val != vt {
        return Err(c.err("expected pass_thru of same type as result type"));
    }
    Ok(())
}

/// The operand and result vectors of a one-operand, one-result op (the ODS type
/// constraints checked), or `None` when the op is malformed past what `shape` reports.
type Parts = (Vec<i64>, Vec<bool>, Type);

fn unary_vectors(c: &OpCheck) -> Result<Option<(Parts, Parts)>, crate::diag::Diagnostic> {
    shape(c, Count::Exact(1), Count::Exact(1), 0, 0)?;
    any_vectors(c, 1)?;
    let (s, r) = (c.operand_ty(0), c.result_ty(0));
    Ok(s.and_then(|s| vparts(c, s))
        .zip(r.and_then(|r| vparts(c, r))))
}

/// Operands `0..n` and result 0 are vectors of any rank (upstream's `AnyVectorOfAnyRank`).
fn any_vectors(c: &OpCheck, n: usize) -> Check {
    for i in 0..n {
        let t = c.operand_ty(i);
        let ok = t.is_some_and(|t| vector_kind(c, t, false, false));
        check_type(c, &format!("operand #{i}"), t, ANY_VECTOR_SUMMARY, ok)?;
    }
    let r = c.result_ty(0);
    let ok = r.is_some_and(|t| vector_kind(c, t, false, false));
    check_type(c, "result #0", r, ANY_VECTOR_SUMMARY, ok)
}

/// The size in bits of a scalar type (`index` is 64 bits, as in the default data layout).
fn scalar_bits(c: &OpCheck, t: Type) -> Option<i64> {
    match c.tk(t) {
        TypeKind::Integer { width, .. } => Some(i64::from(*width)),
        TypeKind::Float(f) => Some(i64::from(f.width())),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

/// `vector.bitcast`: same rank, the same leading dimensions, and the same number of bits in
/// the trailing dimension (or in the element, for 0-D vectors).
fn verify_bitcast(c: &OpCheck) -> Check {
    let Some(((ss, _, se), (rs, _, re))) = unary_vectors(c)? else {
        return Ok(());
    };
    if ss.len() != rs.len() {
        return Err(c.err("failed to verify that all of {source, result} have same rank"));
    }
    for i in 0..ss.len().saturating_sub(1) {
        if ss[i] != rs[i] {
            return Err(c.err(format!("dimension size mismatch at: {i}")));
        }
    }
    let (Some(sb), Some(rb)) = (scalar_bits(c, se), scalar_bits(c, re)) else {
        return Ok(());
    };
    match (ss.last(), rs.last()) {
        (Some(&sn), Some(&rn)) if sb.checked_mul(sn) != rb.checked_mul(rn) => {
            return Err(c.err("source/result bitwidth of the minor 1-D vectors must be equal"));
        }
        (Some(_), Some(_)) => {}
        _ if sb != rb => {
            return Err(
                c.err("source/result bitwidth of the 0-D vector element types must be equal")
            )
        }
        _ => {}
    }
    Ok(())
}

/// `vector.shape_cast`: the same element type and number of elements.
fn verify_shape_cast(c: &OpCheck) -> Check {
    let Some(((ss, sc, se), (rs, rc, re))) = unary_vectors(c)? else {
        return Ok(());
    };
    if se != re {
        return Err(c.err(format!(
            "source element type ({}) does not match result element type ({})",
            c.q(se),
            c.q(re)
        )));
    }
    let count = |s: &[i64]| s.iter().try_fold(1i64, |a, &d| a.checked_mul(d));
    let (sn, rn) = (count(&ss), count(&rs));
    if sn != rn {
        return Err(c.err(format!(
            "has different number of elements at source ({}) and result ({})",
            sn.unwrap_or(i64::MAX),
            rn.unwrap_or(i64::MAX)
        )));
    }
    let scalable = |f: &[bool]| f.iter().filter(|s| **s).count();
    if scalable(&sc) != scalable(&rc) {
        return Err(c.err(format!(
            "has different number of scalable dims at source ({}) and result ({})",
            scalable(&sc),
            scalable(&rc)
        )));
    }
    Ok(())
}

/// `vector.type_cast`: a statically shaped memref viewed as a memref of vectors, both with
/// identity layouts in one memory space, with the same scalar type and the same shape once
/// each memref's shape is followed by its vector element's (upstream's messages and order).
fn verify_type_cast(c: &OpCheck) -> Check {
    shape(c, Count::Exact(1), Count::Exact(1), 0, 0)?;
    let (Some(s), Some(r)) = (c.operand_ty(0), c.result_ty(0)) else {
        return Ok(());
    };
    let static_memref =
        matches!(c.tk(s), TypeKind::MemRef { shape, .. } if shape.iter().all(|&d| d != DYNAMIC));
    check_type(
        c,
        "operand #0",
        Some(s),
        "statically shaped memref of any non-token type values",
        static_memref,
    )?;
    let memref = |t: Type| match c.tk(t) {
        TypeKind::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        } => Some((shape.clone(), *elem, *layout, *memory_space)),
        _ => None,
    };
    let Some((ss, se, sl, sm)) = memref(s) else {
        return Ok(());
    };
    let Some((rs, re, rl, rm)) = memref(r) else {
        return Err(c.err(format!(
            "result #0 must be memref of any non-token type values, but got {}",
            c.q(r)
        )));
    };
    // Identity once a strided layout is canonicalised (row-major strides, offset 0).
    let identity = |shape: &[i64], layout: Option<crate::ir::Attr>| -> bool {
        let Some(a) = layout else { return true };
        match c.ctx.attr_kind(a) {
            crate::ir::AttrKind::AffineMap(m) => {
                let d = c.ctx.map_data(*m);
                d.num_symbols == 0
                    && d.num_dims as usize == shape.len()
                    && d.results
                        .iter()
                        .enumerate()
                        .all(|(i, &e)| c.ctx.expr(e) == crate::ir::AffineExprKind::Dim(i as u32))
            }
            crate::ir::AttrKind::StridedLayout { offset, strides } => {
                let mut want = vec![1i64; shape.len()];
                for i in (0..shape.len().saturating_sub(1)).rev() {
                    want[i] = want[i + 1].saturating_mul(shape[i + 1]);
                }
                *offset == 0 && *strides == want
            }
            _ => false,
        }
    };
    if !identity(&ss, sl) {
        return Err(c.err("expects operand to be a memref with identity layout"));
    }
    if !identity(&rs, rl) {
        return Err(c.err("expects result to be a memref with identity layout"));
    }
    if sm != rm {
        return Err(c.err("expects result in same memory space"));
    }
    // The scalar type and the shape, through a vector element.
    let flat = |shape: Vec<i64>, elem: Type| match c.tk(elem) {
        TypeKind::Vector {
            shape: vs,
            elem: ve,
            ..
        } => (
            shape
                .into_iter()
                .chain(vs.iter().copied())
                .collect::<Vec<_>>(),
            *ve,
        ),
        _ => (shape, elem),
    };
    let ((sf, sx), (rf, rx)) = (flat(ss, se), flat(rs, re));
    if sx != rx {
        return Err(c.err(format!(
            "expects result and operand with same underlying scalar type: {}",
            c.q(r)
        )));
    }
    if sf != rf {
        return Err(c.err(format!(
            "expects concatenated result and operand shapes to be equal: {}",
            c.q(r)
        )));
    }
    Ok(())
}

/// An `I64ArrayAttr` property (an array of 64-bit integer attributes), with upstream's
/// constraint message when it is another attribute.
fn i64_array_attr(c: &OpCheck, name: &str) -> Result<Vec<i64>, crate::diag::Diagnostic> {
    use crate::ir::AttrKind;
    let a = c.require(name)?;
    let bad = || {
        c.err(format!(
            "attribute '{name}' failed to satisfy constraint: 64-bit integer array attribute"
        ))
    };
    let AttrKind::Array(items) = c.ctx.attr_kind(a) else {
        return Err(bad());
    };
    items
        .iter()
        .map(|&i| match c.ctx.attr_kind(i) {
            AttrKind::Integer { value, ty }
                if matches!(c.tk(*ty), TypeKind::Integer { width: 64, .. }) =>
            {
                i64::try_from(*value).map_err(|_| bad())
            }
            _ => Err(bad()),
        })
        .collect()
}

/// Upstream's `isIntegerArrayAttrConfinedToShape`: `vals[i]` in `[min, shape[i])`, or
/// `[min, shape[i] + 1)` when not `half_open`.
fn confined_to_shape(
    c: &OpCheck,
    vals: &[i64],
    shape: &[i64],
    name: &str,
    half_open: bool,
    min: i64,
) -> Check {
    for (i, (&v, &d)) in vals.iter().zip(shape).enumerate() {
        let max = if half_open { d } else { d.saturating_add(1) };
        if v < min || v >= max {
            return Err(c.err(format!(
                "expected {name} dimension {i} to be confined to [{min}, {max})"
            )));
        }
    }
    Ok(())
}

/// Upstream's `isSumOfIntegerArrayAttrConfinedToShape` (not half open, minimum 1).
fn sum_confined_to_shape(c: &OpCheck, a: &[i64], b: &[i64], shape: &[i64], names: &str) -> Check {
    for (i, ((&x, &y), &d)) in a.iter().zip(b).zip(shape).enumerate() {
        let max = d.saturating_add(1);
        let sum = x.saturating_add(y);
        if sum < 1 || sum >= max {
            return Err(c.err(format!(
                "expected sum({names}) dimension {i} to be confined to [1, {max})"
            )));
        }
    }
    Ok(())
}

/// Strides of the strided-slice ops: all 1 (upstream's `[1, 2)`).
fn unit_strides(c: &OpCheck, strides: &[i64]) -> Check {
    if strides.iter().any(|&s| s != 1) {
        return Err(c.err("expected strides to be confined to [1, 2)"));
    }
    Ok(())
}

/// `vector.extract_strided_slice`, as upstream's `ExtractStridedSliceOp::verify`.
fn verify_extract_strided_slice(c: &OpCheck) -> Check {
    let Some(((ss, sc, se), (rs, _, re))) = unary_vectors(c)? else {
        return Ok(());
    };
    if se != re {
        return Err(c.err("failed to verify that operand and result have same element type"));
    }
    let offsets = i64_array_attr(c, "offsets")?;
    let sizes = i64_array_attr(c, "sizes")?;
    let strides = i64_array_attr(c, "strides")?;
    if offsets.len() != sizes.len() || offsets.len() != strides.len() {
        return Err(c.err("expected offsets, sizes and strides attributes of same size"));
    }
    for (name, v) in [
        ("offsets", &offsets),
        ("sizes", &sizes),
        ("strides", &strides),
    ] {
        if v.len() > ss.len() {
            return Err(c.err(format!(
                "expected {name} attribute of rank no greater than vector rank"
            )));
        }
    }
    confined_to_shape(c, &offsets, &ss, "offsets", true, 0)?;
    confined_to_shape(c, &sizes, &ss, "sizes", false, 1)?;
    unit_strides(c, &strides)?;
    sum_confined_to_shape(c, &offsets, &sizes, &ss, "offsets, sizes")?;
    let mut expect = sizes.clone();
    expect.extend_from_slice(&ss[sizes.len()..]);
    if rs != expect {
        let dims: Vec<String> = expect
            .iter()
            .enumerate()
            .map(|(i, d)| match sc.get(i) {
                Some(true) => format!("[{d}]"),
                _ => d.to_string(),
            })
            .collect();
        let elem = crate::verify::fmt::type_str(c.ctx, se);
        return Err(c.err(format!(
            "expected result type to be 'vector<{}x{elem}>'",
            dims.join("x")
        )));
    }
    Ok(())
}

/// `vector.insert_strided_slice`, as upstream's `InsertStridedSliceOp::verify`.
fn verify_insert_strided_slice(c: &OpCheck) -> Check {
    shape(c, Count::Exact(2), Count::Exact(1), 0, 0)?;
    any_vectors(c, 2)?;
    let (Some(v), Some(d), Some(r)) = (c.operand_ty(0), c.operand_ty(1), c.result_ty(0)) else {
        return Ok(());
    };
    let (Some((vs, _, ve)), Some((ds, _, _)), Some((_, _, re))) =
        (vparts(c, v), vparts(c, d), vparts(c, r))
    else {
        return Ok(());
    };
    if ve != re {
        return Err(c.err("failed to verify that operand #0 and result have same element type"));
    }
    if d != r {
        return Err(c.err("failed to verify that all of {dest, result} have same type"));
    }
    let offsets = i64_array_attr(c, "offsets")?;
    let strides = i64_array_attr(c, "strides")?;
    if offsets.len() != ds.len() {
        return Err(c.err("expected offsets of same size as destination vector rank"));
    }
    if strides.len() != vs.len() {
        return Err(c.err("expected strides of same size as source vector rank"));
    }
    if vs.len() > ds.len() {
        return Err(c.err("expected source rank to be no greater than destination rank"));
    }
    let mut src_as_dest = vec![0; ds.len() - vs.len()];
    src_as_dest.extend_from_slice(&vs);
    confined_to_shape(c, &offsets, &ds, "offsets", true, 0)?;
    unit_strides(c, &strides)?;
    sum_confined_to_shape(
        c,
        &offsets,
        &src_as_dest,
        &ds,
        "offsets, source vector shape",
    )
}

/// `vector.transpose`: a permutation of the dimensions that maps the source shape onto the
/// result's.
fn verify_transpose(c: &OpCheck) -> Check {
    let Some(((ss, _, se), (rs, _, re))) = unary_vectors(c)? else {
        return Ok(());
    };
    if se != re {
        return Err(c.err("failed to verify that operand and result have same element type"));
    }
    let Some(perm) = c.attr("permutation") else {
        return Err(c.err("requires attribute 'permutation'"));
    };
    let Some(perm) = super::syntax::i64_array(c.ctx, perm) else {
        return Err(c.err(
            "attribute 'permutation' failed to satisfy constraint: i64 dense array attribute",
        ));
    };
    let rank = rs.len();
    if ss.len() != rank {
        return Err(c.err(format!("vector result rank mismatch: {rank}")));
    }
    if perm.len() != rank {
        return Err(c.err(format!("transposition length mismatch: {}", perm.len())));
    }
    let mut seen = vec![false; rank];
    for (i, &p) in perm.iter().enumerate() {
        let Some(u) = usize::try_from(p).ok().filter(|&u| u < rank) else {
            return Err(c.err(format!("transposition index out of range: {p}")));
        };
        if seen[u] {
            return Err(c.err(format!("duplicate position index: {p}")));
        }
        seen[u] = true;
        if rs[i] != ss[u] {
            return Err(c.err(format!("dimension size mismatch at: {p}")));
        }
    }
    Ok(())
}

/// `vector.constant_mask` and `vector.create_mask`: a vector of `i1`, and one size per
/// dimension (an index operand for create_mask, an entry of `mask_dim_sizes`, within the
/// dimension, for constant_mask).
fn verify_mask(c: &OpCheck) -> Check {
    let create = c.kind == Some(crate::dialect::OpKind::VectorCreateMask);
    if create {
        shape(c, Count::AtLeast(0), Count::Exact(1), 0, 0)?;
        for (i, t) in c.operand_types().into_iter().enumerate() {
            if !cs::is_index(c.ctx, t) {
                return Err(c.err(format!(
                    "operand #{i} must be variadic of index, but got {}",
                    c.q(t)
                )));
            }
        }
    } else {
        shape(c, Count::Exact(0), Count::Exact(1), 0, 0)?;
    }
    let r = c.result_ty(0);
    let parts = r.and_then(|t| vparts(c, t));
    let ok = parts.as_ref().is_some_and(|(_, _, e)| cs::is_i1(c.ctx, *e));
    check_type(
        c,
        "result #0",
        r,
        "vector of 1-bit signless integer values",
        ok,
    )?;
    let Some((rs, rc, _)) = parts else {
        return Ok(());
    };
    if create {
        let n = c.operands().len();
        if rs.is_empty() && n != 1 {
            return Err(c.err("must specify exactly one operand for 0-D create_mask"));
        }
        if !rs.is_empty() && n != rs.len() {
            return Err(c.err("must specify an operand for each result vector dimension"));
        }
        return Ok(());
    }
    let Some(a) = c.attr("mask_dim_sizes") else {
        return Err(c.err("requires attribute 'mask_dim_sizes'"));
    };
    let Some(sizes) = super::syntax::i64_array(c.ctx, a) else {
        return Err(c.err(
            "attribute 'mask_dim_sizes' failed to satisfy constraint: i64 dense array attribute",
        ));
    };
    if rs.is_empty() {
        // Upstream reports these with emitError (no op prefix).
        if sizes.len() != 1 {
            return Err(c.plain_err("array attr must have length 1 for 0-D vectors"));
        }
        if !matches!(sizes[0], 0 | 1) {
            return Err(c.plain_err("mask dim size must be either 0 or 1 for 0-D vectors"));
        }
        return Ok(());
    }
    if sizes.len() != rs.len() {
        return Err(c.err("must specify array attr of size equal vector result rank"));
    }
    for (i, &s) in sizes.iter().enumerate() {
        if s < 0 || s > rs[i] {
            return Err(c.err("array attr of size out of bounds of vector result dimension size"));
        }
        if rc.get(i).copied().unwrap_or(false) && s != 0 && s != rs[i] {
            return Err(c.err("only supports 'none set' or 'all set' scalable dimensions"));
        }
    }
    if sizes.contains(&0) && sizes.iter().any(|&s| s != 0) {
        return Err(c.err(
            "expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim",
        ));
    }
    Ok(())
}

/// `vector.to_elements`: one result of the element type per element.
fn verify_to_elements(c: &OpCheck) -> Check {
    shape(c, Count::Exact(1), Count::AtLeast(0), 0, 0)?;
    let s = c.operand_ty(0);
    let ok = s.is_some_and(|t| vector_kind(c, t, true, false));
    check_type(
        c,
        "operand #0",
        s,
        "vector of any non-token type values",
        ok,
    )?;
    let Some((ss, _, se)) = s.and_then(|t| vparts(c, t)) else {
        return Ok(());
    };
    let n = ss.iter().try_fold(1i64, |a, &d| a.checked_mul(d));
    let rts = c.result_types();
    if n != Some(rts.len() as i64) || rts.iter().any(|&t| t != se) {
        return Err(c.err(
            "failed to verify that shaped type 'source' matches 'elements' element count and types",
        ));
    }
    Ok(())
}

/// Whether combining kind `k` applies to element type `t` (upstream's
/// `isSupportedCombiningKind`).
fn kind_supports(c: &OpCheck, k: &str, t: Type) -> bool {
    match k {
        "add" | "mul" => cs::is_signless_int_or_index(c.ctx, t) || cs::is_float(c.ctx, t),
        "minui" | "minsi" | "maxui" | "maxsi" | "and" | "or" | "xor" => {
            cs::is_signless_int_or_index(c.ctx, t)
        }
        "minnumf" | "maxnumf" | "minimumf" | "maximumf" => cs::is_float(c.ctx, t),
        _ => false,
    }
}

/// `vector.outerproduct`: an outer product of two 1-D vectors into a 2-D one, or an AXPY of
/// a 1-D vector and a scalar, with an optional accumulator of the result type.
fn verify_outerproduct(c: &OpCheck) -> Check {
    shape(c, Count::AtLeast(2), Count::Exact(1), 0, 0)?;
    if c.operands().len() > 3 {
        return Err(c.err(format!(
            "expected at most 3 operands, but found {}",
            c.operands().len()
        )));
    }
    let (Some(l), Some(r), Some(res)) = (c.operand_ty(0), c.operand_ty(1), c.result_ty(0)) else {
        return Ok(());
    };
    let lp = vparts(c, l);
    check_type(c, "operand #0", Some(l), ANY_VECTOR_SUMMARY, lp.is_some())?;
    let rp = vparts(c, res);
    check_type(c, "result #0", Some(res), ANY_VECTOR_SUMMARY, rp.is_some())?;
    let (Some((ls, lc, le)), Some((rs, _, re))) = (lp, rp) else {
        return Ok(());
    };
    if le != re {
        return Err(c.err("failed to verify that lhs operand and result have same element type"));
    }
    if cs::value_elem(c.ctx, r) != re {
        return Err(c.err("failed to verify that rhs operand and result have same element type"));
    }
    if ls.len() != 1 {
        return Err(c.err("expected 1-d vector for operand #1"));
    }
    if let Some((vs, vc, _)) = vparts(c, r) {
        if vs.len() != 1 {
            return Err(c.err("expected 1-d vector for operand #2"));
        }
        if rs.len() != 2 {
            return Err(c.err("expected 2-d vector result"));
        }
        if ls[0] != rs[0] {
            return Err(c.err("expected #1 operand dim to match result dim #1"));
        }
        if vs[0] != rs[1] {
            return Err(c.err("expected #2 operand dim to match result dim #2"));
        }
        if lc.first() == Some(&true) && vc.first() != Some(&true) {
            return Err(c.err("expected either both or only #2 operand dim to be scalable"));
        }
    } else {
        if rs.len() != 1 {
            return Err(c.err("expected 1-d vector result"));
        }
        if ls[0] != rs[0] {
            return Err(c.err("expected #1 operand dim to match result dim #1"));
        }
    }
    if c.operand_ty(2).is_some_and(|a| a != res) {
        return Err(c.err("expected operand #3 of same type as result type"));
    }
    let kind = c
        .attr("kind")
        .and_then(|a| super::syntax::opaque_inner(c.ctx, a, "vector", ".kind"));
    if let Some(k) = kind {
        if !kind_supports(c, k, re) {
            return Err(c.err("unsupported outerproduct type"));
        }
    }
    Ok(())
}

/// `vector.multi_reduction`: the reduction dimensions in range and distinct, the result the
/// source without them (the element type when none is left), the accumulator of that type.
fn verify_multi_reduction(c: &OpCheck) -> Check {
    shape(c, Count::Exact(2), Count::Exact(1), 0, 0)?;
    c.require("kind")?;
    let Some(a) = c.attr("reduction_dims") else {
        return Err(c.err("requires attribute 'reduction_dims'"));
    };
    let Some(dims) = super::syntax::i64_array(c.ctx, a) else {
        return Err(c.err(
            "attribute 'reduction_dims' failed to satisfy constraint: i64 dense array attribute",
        ));
    };
    let (Some(s), Some(acc), Some(r)) = (c.operand_ty(0), c.operand_ty(1), c.result_ty(0)) else {
        return Ok(());
    };
    let sp = vparts(c, s);
    check_type(c, "operand #0", Some(s), ANY_VECTOR_SUMMARY, sp.is_some())?;
    let Some((ss, sc, se)) = sp else {
        return Ok(());
    };
    if acc != r {
        return Err(c.err("failed to verify that all of {dest, acc} have same type"));
    }
    let mut seen = vec![false; ss.len()];
    for &d in &dims {
        let Some(u) = usize::try_from(d).ok().filter(|&u| u < ss.len()) else {
            return Err(c.err(format!("reduction dimension out of range: {d}")));
        };
        if seen[u] {
            return Err(c.err(format!("duplicate reduction dimension: {d}")));
        }
        seen[u] = true;
    }
    let kept: Vec<usize> = (0..ss.len()).filter(|&i| !seen[i]).collect();
    let ok = if kept.is_empty() {
        r == se
    } else {
        let shape: Vec<i64> = kept.iter().map(|&i| ss[i]).collect();
        let flags: Vec<bool> = kept
            .iter()
            .map(|&i| sc.get(i).copied().unwrap_or(false))
            .collect();
        matches!(c.tk(r), TypeKind::Vector { shape: s2, scalable, elem }
            if *s2 == shape && *elem == se
                && scalable.iter().any(|x| *x) == flags.iter().any(|x| *x)
                && (scalable.is_empty() || *scalable == flags))
    };
    if !ok {
        return Err(c.err(format!(
            "destination type {} is incompatible with source type {}",
            c.q(r),
            c.q(s)
        )));
    }
    Ok(())
}

fn vshape<'a>(c: &OpCheck<'a>, t: Type) -> Option<(&'a [i64], Type)> {
    match c.tk(t) {
        TypeKind::Vector { shape, elem, .. } => Some((shape.as_slice(), *elem)),
        _ => None,
    }
}

fn verify_load_store(c: &OpCheck, load: bool) -> Check {
    let base = if load { 0 } else { 1 };
    if load {
        shape(c, Count::AtLeast(1), Count::Exact(1), 0, 0)?;
    } else {
        shape(c, Count::AtLeast(2), Count::Exact(0), 0, 0)?;
    }
    cs::operand_types(c, base, 1, cs::RANKED_MEMREF)?;
    for (i, v) in c.operands().iter().enumerate().skip(base + 1) {
        let t = c.vty(*v);
        if !cs::is_index(c.ctx, t) {
            return Err(c.err(format!(
                "operand #{i} must be variadic of index, but got {}",
                c.q(t)
            )));
        }
    }
    let vt = if load {
        c.result_ty(0)
    } else {
        c.operand_ty(0)
    };
    let (Some(mt), Some(vt)) = (c.operand_ty(base), vt) else {
        return Ok(());
    };
    let Some((_, velem)) = vshape(c, vt) else {
        let what = if load { "result #0" } else { "operand #0" };
        return Err(c.err(format!(
            "{what} must be vector of any non-token type values, but got {}",
            c.q(vt)
        )));
    };
    let Some(mut melem) = c.tk(mt).element_type() else {
        return Ok(());
    };
    if let TypeKind::Vector { elem, .. } = c.tk(melem) {
        if melem != vt {
            return Err(c.err(if load {
                "base memref and result vector types should match"
            } else {
                "base memref and valueToStore vector types should match"
            }));
        }
        melem = *elem;
    }
    if melem != velem {
        return Err(c.err(if load {
            "base and result element types should match"
        } else {
            "base and valueToStore element type should match"
        }));
    }
    let rank = c.tk(mt).shape().map_or(0, <[i64]>::len);
    if c.operands().len() - base - 1 != rank {
        return Err(c.err(format!("requires {rank} indices")));
    }
    Ok(())
}

fn verify_broadcast(c: &OpCheck) -> Check {
    shape(c, Count::Exact(1), Count::Exact(1), 0, 0)?;
    cs::all_results(c, cs::ANY_VECTOR)?;
    let (Some(s), Some(r)) = (c.operand_ty(0), c.result_ty(0)) else {
        return Ok(());
    };
    let Some((rshape, relem)) = vshape(c, r) else {
        return Ok(());
    };
    let Some((sshape, selem)) = vshape(c, s) else {
        if s != relem {
            return Err(
                c.err("failed to verify that source operand and result have same element type")
            );
        }
        return Ok(());
    };
    if selem != relem {
        return Err(c.err("failed to verify that source operand and result have same element type"));
    }
    if sshape.len() > rshape.len() {
        return Err(c.err("source rank higher than destination rank"));
    }
    let lead = rshape.len() - sshape.len();
    for (i, d) in sshape.iter().enumerate() {
        let rd = rshape[lead + i];
        if *d != 1 && *d != rd {
            return Err(c.err(format!("dimension mismatch ({d} vs. {rd})")));
        }
    }
    Ok(())
}

/// The static positions of an extract/insert (`static_position`, or the older `position`).
fn positions(c: &OpCheck) -> Option<Vec<i64>> {
    c.int_list_attr("static_position")
        .or_else(|| c.int_list_attr("position"))
}

/// Checks positions against `vshape` (non-dynamic ones must be in range).
fn check_positions(c: &OpCheck, pos: &[i64], vshape: &[i64], what: &str) -> Check {
    if pos.len() > vshape.len() {
        return Err(c.err(format!(
            "expected position attribute of rank no greater than {what} vector rank"
        )));
    }
    // Both accept the poison index `-1` (see `POISON_INDEX`); upstream's wording names it
    // for an extract's source dimension only.
    let dim = if what == "source" {
        "vector dimension or poison (-1)".to_string()
    } else {
        format!("{what} vector dimension")
    };
    for (i, (p, d)) in pos.iter().zip(vshape).enumerate() {
        if *p != DYNAMIC && *p != super::POISON_INDEX && (*p < 0 || *p >= *d) {
            return Err(c.err(format!(
                "expected position attribute #{} to be a non-negative integer smaller than the corresponding {dim}",
                i + 1
            )));
        }
    }
    Ok(())
}

/// The type that remains after indexing `vshape` with `npos` positions.
fn sub_type(c: &OpCheck, v: Type, npos: usize) -> Option<(Vec<i64>, Type)> {
    let (shape, elem) = vshape(c, v)?;
    Some((shape.get(npos..)?.to_vec(), elem))
}

fn type_matches(c: &OpCheck, t: Type, rest: &(Vec<i64>, Type)) -> bool {
    if rest.0.is_empty() {
        return t == rest.1;
    }
    matches!(vshape(c, t), Some((s, e)) if s == rest.0.as_slice() && e == rest.1)
}

fn verify_extract(c: &OpCheck) -> Check {
    shape(c, Count::AtLeast(1), Count::Exact(1), 0, 0)?;
    cs::operand_types(c, 0, 1, cs::ANY_VECTOR)?;
    let (Some(src), Some(res)) = (c.operand_ty(0), c.result_ty(0)) else {
        return Ok(());
    };
    let Some((sshape, _)) = vshape(c, src) else {
        return Ok(());
    };
    let pos = positions(c).unwrap_or_default();
    check_positions(c, &pos, sshape, "source")?;
    let dynamic = pos.iter().filter(|p| **p == DYNAMIC).count();
    if c.operands().len() - 1 != dynamic {
        return Err(c.err(format!("expected {dynamic} dynamic position values")));
    }
    if let Some(rest) = sub_type(c, src, pos.len()) {
        if !type_matches(c, res, &rest) {
            return Err(c.err(format!(
                "failed to verify that result type matches the type of the extracted element or sub-vector ({} given)",
                c.q(res)
            )));
        }
    }
    Ok(())
}

fn verify_insert(c: &OpCheck) -> Check {
    shape(c, Count::AtLeast(2), Count::Exact(1), 0, 0)?;
    cs::operand_types(c, 1, 1, cs::ANY_VECTOR)?;
    let (Some(src), Some(dst), Some(res)) = (c.operand_ty(0), c.operand_ty(1), c.result_ty(0))
    else {
        return Ok(());
    };
    if dst != res {
        return Err(c.err("failed to verify that all of {dest, result} have same type"));
    }
    let Some((dshape, _)) = vshape(c, dst) else {
        return Ok(());
    };
    let pos = positions(c).unwrap_or_default();
    check_positions(c, &pos, dshape, "dest")?;
    let dynamic = pos.iter().filter(|p| **p == DYNAMIC).count();
    if c.operands().len() - 2 != dynamic {
        return Err(c.err(format!("expected {dynamic} dynamic position values")));
    }
    if let Some(rest) = sub_type(c, dst, pos.len()) {
        if !type_matches(c, src, &rest) {
            return Err(
                c.err("expected position attribute rank + source rank to match dest vector rank")
            );
        }
    }
    Ok(())
}

fn verify_reduction(c: &OpCheck) -> Check {
    shape(c, Count::AtLeast(1), Count::Exact(1), 0, 0)?;
    c.require("kind")?;
    cs::operand_types(c, 0, 1, cs::ANY_VECTOR)?;
    let (Some(v), Some(r)) = (c.operand_ty(0), c.result_ty(0)) else {
        return Ok(());
    };
    let Some((s, e)) = vshape(c, v) else {
        return Ok(());
    };
    if e != r {
        return Err(c.err("failed to verify that source operand and result have same element type"));
    }
    if s.len() > 1 {
        return Err(c.err(format!("unsupported reduction rank: {}", s.len())));
    }
    if let Some(acc) = c.operand_ty(1) {
        if acc != r {
            return Err(c.err("failed to verify that all of {dest, acc} have same type"));
        }
    }
    Ok(())
}

/// Upstream's `AnyVectorOfAnyRank` (any vector, 0-D included) and, with `fixed`, its
/// fixed-length form; `AnyVectorOfNonZeroRank` with `nonzero_rank`.
fn vector_kind(c: &OpCheck, t: Type, fixed: bool, nonzero_rank: bool) -> bool {
    match c.tk(t) {
        TypeKind::Vector {
            shape, scalable, ..
        } => (!fixed || !scalable.iter().any(|s| *s)) && (!nonzero_rank || !shape.is_empty()),
        _ => false,
    }
}

const ANY_VECTOR_SUMMARY: &str = "vector of any non-token type values";

/// `operand #i` / `result #i must be <summary>, but got <type>` when `ok` fails.
fn check_type(c: &OpCheck, what: &str, t: Option<Type>, summary: &str, ok: bool) -> Check {
    match t {
        Some(t) if !ok => Err(c.err(format!("{what} must be {summary}, but got {}", c.q(t)))),
        _ => Ok(()),
    }
}

/// A vector's shape, scalable flags and element type.
fn vparts(c: &OpCheck, t: Type) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    match c.tk(t) {
        TypeKind::Vector {
            shape,
            scalable,
            elem,
        } => Some((shape.clone(), scalable.clone(), *elem)),
        _ => None,
    }
}

/// `t` with its trailing dimension scaled by `num / den` (a 0-D vector counts as one
/// element), or `None` when that is not a whole number or `t` is not a vector.
fn trailing_scaled(c: &OpCheck, t: Type, num: i64, den: i64) -> Option<TypeKind> {
    let (mut shape, mut scalable, elem) = vparts(c, t)?;
    if shape.is_empty() {
        shape.push(1);
        scalable.push(false);
    }
    let last = shape.last_mut()?;
    let scaled = last.checked_mul(num)?;
    if scaled % den != 0 {
        return None;
    }
    *last = scaled / den;
    Some(TypeKind::Vector {
        shape,
        scalable,
        elem,
    })
}

/// `vector.shuffle`: ODS constraints (fixed-length operands, a vector result, the element
/// types), then `ShuffleOp::verify` (ranks, trailing dimensions, mask length and indices,
/// `-1` being the poison index).
fn verify_shuffle(c: &OpCheck) -> Check {
    shape(c, Count::Exact(2), Count::Exact(1), 0, 0)?;
    let Some(mask_attr) = c.attr("mask") else {
        return Err(c.err("requires attribute 'mask'"));
    };
    let Some(mask) = super::syntax::i64_array(c.ctx, mask_attr) else {
        return Err(
            c.err("attribute 'mask' failed to satisfy constraint: i64 dense array attribute")
        );
    };
    const FIXED: &str = "fixed-length vector of any non-token type values";
    for i in 0..2 {
        let t = c.operand_ty(i);
        let ok = t.is_some_and(|t| vector_kind(c, t, true, false));
        check_type(c, &format!("operand #{i}"), t, FIXED, ok)?;
    }
    let r = c.result_ty(0);
    let ok = r.is_some_and(|t| vector_kind(c, t, false, false));
    check_type(c, "result #0", r, ANY_VECTOR_SUMMARY, ok)?;
    let (Some(v1), Some(v2), Some(r)) = (c.operand_ty(0), c.operand_ty(1), c.result_ty(0)) else {
        return Ok(());
    };
    let (Some((s1, _, e1)), Some((s2, _, e2)), Some((sr, _, er))) =
        (vparts(c, v1), vparts(c, v2), vparts(c, r))
    else {
        return Ok(());
    };
    if e1 != er {
        return Err(
            c.err("failed to verify that first operand v1 and result have same element type")
        );
    }
    if e2 != er {
        return Err(
            c.err("failed to verify that second operand v2 and result have same element type")
        );
    }
    let well_formed_0d = s1.is_empty() && s2.is_empty() && sr.len() == 1;
    let well_formed_nd = s1.len() == sr.len() && s2.len() == sr.len();
    if !well_formed_0d && !well_formed_nd {
        return Err(c.err("rank mismatch"));
    }
    let trailing = |s: &[i64]| s.get(1..).map(<[i64]>::to_vec).unwrap_or_default();
    if trailing(&sr) != trailing(&s1) || trailing(&s1) != trailing(&s2) {
        return Err(c.err("dimension mismatch"));
    }
    if mask.is_empty() {
        return Err(c.err("invalid mask length"));
    }
    if sr.first().and_then(|&n| usize::try_from(n).ok()) != Some(mask.len()) {
        return Err(c.err("mask length mismatch"));
    }
    let lead = |s: &[i64]| s.first().copied().unwrap_or(1);
    let size = lead(&s1).saturating_add(lead(&s2));
    for (k, &m) in mask.iter().enumerate() {
        if m != -1 && !(0..size).contains(&m) {
            return Err(c.err(format!("mask index #{} out of range", k + 1)));
        }
    }
    Ok(())
}

/// `vector.interleave`: two operands of one vector type (0-D allowed), the result that type
/// with its trailing dimension doubled.
fn verify_interleave(c: &OpCheck) -> Check {
    shape(c, Count::Exact(2), Count::Exact(1), 0, 0)?;
    any_vectors(c, 2)?;
    let (Some(a), Some(b), Some(r)) = (c.operand_ty(0), c.operand_ty(1), c.result_ty(0)) else {
        return Ok(());
    };
    if a != b {
        return Err(c.err("failed to verify that all of {lhs, rhs} have same type"));
    }
    if trailing_scaled(c, a, 2, 1).as_ref() != Some(c.tk(r)) {
        return Err(
            c.err("failed to verify that type of 'result' is double the width of the inputs")
        );
    }
    Ok(())
}

/// `vector.deinterleave`: a vector of rank >= 1 with an even trailing dimension, and two
/// results of that type with the trailing dimension halved.
fn verify_deinterleave(c: &OpCheck) -> Check {
    shape(c, Count::Exact(1), Count::Exact(2), 0, 0)?;
    let s = c.operand_ty(0);
    let ok = s.is_some_and(|t| vector_kind(c, t, false, true));
    check_type(c, "operand #0", s, ANY_VECTOR_SUMMARY, ok)?;
    for i in 0..2 {
        let t = c.result_ty(i);
        let ok = t.is_some_and(|t| vector_kind(c, t, false, true));
        check_type(c, &format!("result #{i}"), t, ANY_VECTOR_SUMMARY, ok)?;
    }
    let (Some(s), Some(r0), Some(r1)) = (c.operand_ty(0), c.result_ty(0), c.result_ty(1)) else {
        return Ok(());
    };
    if vparts(c, s)
        .and_then(|(sh, _, _)| sh.last().copied())
        .is_some_and(|n| n % 2 != 0)
    {
        return Err(c.err(
            "failed to verify that the trailing dimension of the source vector has an even number of elements",
        ));
    }
    if r0 != r1 {
        return Err(c.err("failed to verify that all of {res1, res2} have same type"));
    }
    if trailing_scaled(c, s, 1, 2).as_ref() != Some(c.tk(r0)) {
        return Err(c.err(
            "failed to verify that the trailing dimension of the results is half the width of source trailing dimension",
        ));
    }
    Ok(())
}

/// The mask shape a maskable op expects under `vector.mask` (upstream's
/// `MaskableOpInterface::getExpectedMaskType`), `Some(None)` when it cannot be computed
/// here (a transfer with a broadcast), `None` when the op is not maskable.
pub fn expected_mask_shape(
    ctx: &crate::ir::Context,
    m: &crate::ir::Module,
    op: crate::ir::Op,
) -> Option<Option<Vec<i64>>> {
    use crate::dialect::OpKind;
    let d = m.op(op);
    let shape_of = |v: Option<&crate::ir::Value>| -> Option<Vec<i64>> {
        match ctx.type_kind(m.value_type(*v?)) {
            TypeKind::Vector { shape, .. } => Some(shape.clone()),
            _ => None,
        }
    };
    Some(match d.kind? {
        OpKind::VectorReduction | OpKind::VectorMultiReduction => shape_of(d.operands().first()),
        OpKind::VectorGather => shape_of(d.results().first()),
        OpKind::VectorTransferRead | OpKind::VectorTransferWrite => {
            let vec = if d.kind == Some(OpKind::VectorTransferRead) {
                d.results().first()
            } else {
                d.operands().first()
            };
            let map =
                d.get_attr_named(ctx, "permutation_map")
                    .and_then(|a| match ctx.attr_kind(a) {
                        crate::ir::AttrKind::AffineMap(mp) => Some(*mp),
                        _ => None,
                    });
            let dims = map.and_then(|mp| super::transfer::map_dims(ctx, mp).ok());
            match (shape_of(vec), dims) {
                (Some(s), Some(dims)) => super::transfer::mask_shape(&s, &dims),
                _ => None,
            }
        }
        OpKind::VectorContract => {
            let maps =
                d.get_attr_named(ctx, "indexing_maps")
                    .and_then(|a| match ctx.attr_kind(a) {
                        crate::ir::AttrKind::Array(v) => Some(v.clone()),
                        _ => None,
                    });
            let mut sizes: Vec<Option<i64>> = Vec::new();
            for (i, a) in maps.unwrap_or_default().iter().enumerate() {
                let crate::ir::AttrKind::AffineMap(mp) = ctx.attr_kind(*a) else {
                    continue;
                };
                let data = ctx.map_data(*mp);
                sizes.resize(sizes.len().max(data.num_dims as usize), None);
                let s = shape_of(d.operands().get(i)).unwrap_or_default();
                for (k, &e) in data.results.iter().enumerate() {
                    if let (crate::ir::AffineExprKind::Dim(dd), Some(&n)) = (ctx.expr(e), s.get(k))
                    {
                        sizes[dd as usize] = Some(n);
                    }
                }
            }
            sizes.into_iter().collect()
        }
        _ => return None,
    })
}

/// `vector.mask`: upstream's `MaskOp::verify`.
fn verify_vector_mask(c: &OpCheck) -> Check {
    shape(c, Count::AtLeast(1), Count::AtLeast(0), 1, 0)?;
    let Some(&b) = c.region_blocks(0).first() else {
        return Err(c.err("expects a terminator within the mask region"));
    };
    let ops = c.m.block_ops_vec(b);
    if ops.is_empty() {
        return Err(c.err("expects a terminator within the mask region"));
    }
    if ops.len() > 2 {
        return Err(c.err("expects only one operation to mask"));
    }
    let term = ops[ops.len() - 1];
    if c.kind_of(term) != Some(crate::dialect::OpKind::VectorYield) {
        return Err(c.err("expects a terminator within the mask region"));
    }
    let yielded = c.m.op(term).operands();
    if yielded.len() != c.results().len() {
        return Err(c.err("expects number of results to match mask region yielded values"));
    }
    if ops.len() == 1 {
        return Ok(());
    }
    let inner = ops[0];
    let Some(expected) = expected_mask_shape(c.ctx, c.m, inner) else {
        return Err(c.err("expects a MaskableOpInterface within the mask region"));
    };
    let inner_results = c.m.op(inner).results();
    if inner_results.len() != c.results().len() {
        return Err(
            c.err("expects number of results to match maskable operation number of results")
        );
    }
    if inner_results != yielded {
        return Err(c.err(
            "expects all the results from the MaskableOpInterface to match all the values \
             returned by the terminator",
        ));
    }
    let inner_types: Vec<Type> = inner_results.iter().map(|&v| c.m.value_type(v)).collect();
    if inner_types != c.result_types() {
        return Err(c.err("expects result type to match maskable operation result type"));
    }
    if let (Some(want), Some(mt)) = (expected, c.operand_ty(0)) {
        let ok = match c.tk(mt) {
            TypeKind::Vector { shape, elem, .. } => *shape == want && cs::is_i1(c.ctx, *elem),
            _ => false,
        };
        if !ok {
            let dims: Vec<String> = want.iter().map(i64::to_string).collect();
            return Err(c.err(format!(
                "expects a 'vector<{}xi1>' mask for the maskable operation",
                dims.join("x")
            )));
        }
    }
    if let Some(pt) = c.operand_ty(1) {
        if c.kind_of(inner) != Some(crate::dialect::OpKind::VectorTransferRead) {
            return Err(c.err("doesn't expect a passthru argument for this maskable operation"));
        }
        if inner_types.len() != 1 {
            return Err(c.err("expects result when passthru argument is provided"));
        }
        if inner_types[0] != pt {
            return Err(c.err("expects passthru type to match result type"));
        }
    }
    Ok(())
}
