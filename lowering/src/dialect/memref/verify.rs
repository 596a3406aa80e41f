//! Per-op verification rules of the `memref` dialect, with upstream's messages: allocation
//! operand counts against `?` dimensions and layout symbols, load/store subscripts and
//! element types, casts, copies, globals (a symbol use from `memref.get_global`), subview
//! offsets/sizes/strides and result types, reshapes and atomics.

use crate::dialect::{view, MemRefOp, OpKind};
use crate::ir::{AttrKind, Context, Type, TypeKind, Value, DYNAMIC};
use crate::verify::check::{Check, OpCheck};
use crate::verify::constraints::{self as cs, shape, Count};
use crate::verify::{fmt, symbols};

/// Verifies one `memref` op.
pub fn verify(c: &OpCheck, dk: MemRefOp) -> Check {
    let kind = OpKind::from(dk);
    use OpKind::*;
    match dk {
        MemRefOp::MemRefAlloc | MemRefOp::MemRefAlloca => verify_alloc(c),
        MemRefOp::MemRefDealloc => {
            shape(
                c,
                Count::declared(OpKind::MemRefDealloc),
                Count::Exact(0),
                0,
                0,
            )?;
            cs::all_operands(c, cs::RANKED_OR_UNRANKED_MEMREF)
        }
        MemRefOp::MemRefLoad => verify_load(c).and_then(|()| cs::alignment(c)),
        MemRefOp::MemRefStore => verify_store(c).and_then(|()| cs::alignment(c)),
        MemRefOp::MemRefDim => {
            shape(c, Count::declared(OpKind::MemRefDim), Count::Exact(1), 0, 0)?;
            cs::operand_types(c, 0, 1, cs::RANKED_OR_UNRANKED_MEMREF)?;
            cs::operand_types(c, 1, 1, cs::INDEX)?;
            cs::all_results(c, cs::INDEX)
        }
        MemRefOp::MemRefRank => {
            shape(
                c,
                Count::declared(OpKind::MemRefRank),
                Count::Exact(1),
                0,
                0,
            )?;
            cs::all_operands(c, cs::RANKED_OR_UNRANKED_MEMREF)?;
            cs::all_results(c, cs::INDEX)
        }
        MemRefOp::MemRefCast => verify_cast(c),
        MemRefOp::MemRefCopy => verify_copy(c),
        MemRefOp::MemRefSubView => verify_subview(c),
        MemRefOp::MemRefReinterpretCast => verify_reinterpret_cast(c),
        MemRefOp::MemRefGlobal => verify_global(c),
        MemRefOp::MemRefGetGlobal => verify_get_global(c),
        MemRefOp::MemRefView => {
            shape(c, Count::AtLeast(2), Count::Exact(1), 0, 0)?;
            if let Some(t) = c.operand_ty(0) {
                let ok = matches!(c.tk(t), TypeKind::MemRef { shape, elem, .. }
                    if shape.len() == 1 && cs::is_i8(c.ctx, *elem));
                if !ok {
                    return Err(c.err(format!(
                        "operand #0 must be 1D memref of 8-bit signless integer values, but got {}",
                        c.q(t)
                    )));
                }
            }
            cs::operand_types(c, 1, c.operands().len().saturating_sub(1), cs::INDEX)?;
            cs::all_results(c, cs::RANKED_MEMREF)
        }
        MemRefOp::MemRefExpandShape | MemRefOp::MemRefCollapseShape => {
            verify_reshape(c, kind == MemRefExpandShape)
        }
        MemRefOp::MemRefAtomicRmw => verify_atomic_rmw(c),
        MemRefOp::MemRefAssumeAlignment => {
            shape(c, Count::Exact(1), Count::Exact(1), 0, 0)?;
            cs::all_operands(c, cs::RANKED_OR_UNRANKED_MEMREF)?;
            if c.operand_ty(0) != c.result_ty(0) {
                return Err(c.err("failed to verify that all of {memref, result} have same type"));
            }
            match c.attr("alignment").and_then(|a| match c.ctx.attr_kind(a) {
                AttrKind::Integer { value, .. } => Some(*value),
                _ => None,
            }) {
                Some(a) if a > 0 && (a & (a - 1)) == 0 => Ok(()),
                Some(_) => Err(c.err("alignment must be power of 2")),
                None => Err(c.err("requires attribute 'alignment'")),
            }
        }
        MemRefOp::MemRefPrefetch => {
            shape(c, Count::AtLeast(1), Count::Exact(0), 0, 0)?;
            cs::operand_types(c, 0, 1, cs::RANKED_OR_UNRANKED_MEMREF)?;
            let hint = c
                .attr("localityHint")
                .and_then(|a| match c.ctx.attr_kind(a) {
                    AttrKind::Integer { value, .. } => Some(*value),
                    _ => None,
                });
            if !hint.is_some_and(|h| (0..=3).contains(&h)) {
                return Err(c.err(
                    "attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
                ));
            }
            for flag in ["isWrite", "isDataCache"] {
                if !c
                    .attr(flag)
                    .is_some_and(|a| matches!(c.ctx.attr_kind(a), AttrKind::Bool(_)))
                {
                    return Err(c.err(format!("requires attribute '{flag}'")));
                }
            }
            let rank = c
                .operand_ty(0)
                .and_then(|t| c.tk(t).shape())
                .map_or(0, <[i64]>::len);
            let n = c.operands().len() - 1;
            if n != rank {
                return Err(c.err(format!(
                    "invalid number of indices for accessed memref, expected {rank} but got {n}"
                )));
            }
            cs::operand_types(c, 1, n, cs::INDEX)
        }
        MemRefOp::MemRefTranspose => verify_transpose(c),
        MemRefOp::MemRefReshape => verify_memref_reshape(c),
        MemRefOp::MemRefExtractStridedMetadata => verify_extract_strided_metadata(c),
        MemRefOp::MemRefExtractAlignedPointerAsIndex => {
            shape(c, Count::Exact(1), Count::Exact(1), 0, 0)?;
            cs::all_operands(c, cs::RANKED_OR_UNRANKED_MEMREF)?;
            cs::all_results(c, cs::INDEX)
        }
        MemRefOp::MemRefRealloc => verify_realloc(c),
        MemRefOp::MemRefAllocaScope => shape(c, Count::Exact(0), Count::AtLeast(0), 1, 0),
        MemRefOp::MemRefAllocaScopeReturn => {
            shape(c, Count::AtLeast(0), Count::Exact(0), 0, 0)?;
            let Some(parent) = c.parent_op() else {
                return Ok(());
            };
            let want: Vec<Type> = c.other(parent).result_types();
            if want != c.operand_types() {
                return Err(c.err(
                    "expects the types of the returned values to match the types of the \
                     results of the parent 'memref.alloca_scope'",
                ));
            }
            Ok(())
        }
        MemRefOp::MemRefGenericAtomicRmw => verify_generic_atomic_rmw(c),
        MemRefOp::MemRefAtomicYield => {
            shape(c, Count::Exact(1), Count::Exact(0), 0, 0)?;
            let (Some(parent), Some(vt)) = (c.parent_op(), c.operand_ty(0)) else {
                return Ok(());
            };
            match c.other(parent).result_ty(0) {
                Some(pt) if pt != vt => Err(c.err(format!(
                    "types mismatch between yield op: {} and its parent: {}",
                    c.q(vt),
                    c.q(pt)
                ))),
                _ => Ok(()),
            }
        }
        MemRefOp::MemRefDmaStart => verify_dma_start(c),
        MemRefOp::MemRefDmaWait => {
            shape(c, Count::AtLeast(2), Count::Exact(0), 0, 0)?;
            cs::operand_types(c, 0, 1, cs::RANKED_MEMREF)?;
            let rank = c
                .operand_ty(0)
                .and_then(|t| c.tk(t).shape())
                .map_or(0, <[i64]>::len);
            let n = c.operands().len();
            if n != rank + 2 {
                return Err(c.err(format!(
                    "expected tagIndices to have the same number of elements as the tagMemRef \
                     rank, expected {rank}, but got {}",
                    n.saturating_sub(2)
                )));
            }
            cs::operand_types(c, 1, n - 1, cs::INDEX)
        }
        MemRefOp::MemRefDistinctObjects => {
            shape(c, Count::AtLeast(1), Count::AtLeast(1), 0, 0)?;
            cs::all_operands(c, cs::RANKED_OR_UNRANKED_MEMREF)?;
            if c.operand_types() != c.result_types() {
                return Err(c.err("operand types and result types must match"));
            }
            Ok(())
        }
        MemRefOp::MemRefMemorySpaceCast => {
            shape(c, Count::Exact(1), Count::Exact(1), 0, 0)?;
            let (Some(a), Some(b)) = (c.operand_ty(0), c.result_ty(0)) else {
                return Ok(());
            };
            // Only the memory space may differ.
            let compatible = match (c.tk(a), c.tk(b)) {
                (
                    TypeKind::MemRef {
                        shape: sa,
                        elem: ea,
                        layout: la,
                        ..
                    },
                    TypeKind::MemRef {
                        shape: sb,
                        elem: eb,
                        layout: lb,
                        ..
                    },
                ) => sa == sb && ea == eb && la == lb,
                (
                    TypeKind::UnrankedMemRef { elem: ea, .. },
                    TypeKind::UnrankedMemRef { elem: eb, .. },
                ) => ea == eb,
                _ => false,
            };
            if !compatible {
                return Err(c.err(format!(
                    "operand type {} and result type {} are cast incompatible",
                    c.q(a),
                    c.q(b)
                )));
            }
            Ok(())
        }
    }
}

/// The `(shape, element, layout, memory space)` of a ranked memref.
type RankedParts<'a> = (
    &'a [i64],
    Type,
    Option<crate::ir::Attr>,
    Option<crate::ir::Attr>,
);

/// The parts of a ranked memref type.
fn ranked(ctx: &Context, t: Type) -> Option<RankedParts<'_>> {
    match ctx.type_kind(t) {
        TypeKind::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        } => Some((shape.as_slice(), *elem, *layout, *memory_space)),
        _ => None,
    }
}

/// Row-major strides of `shape` (`DYNAMIC` once a dynamic size is crossed).
fn identity_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![0i64; shape.len()];
    let mut running = 1i64;
    for i in (0..shape.len()).rev() {
        strides[i] = running;
        running = if running == DYNAMIC || shape[i] == DYNAMIC {
            DYNAMIC
        } else {
            running.checked_mul(shape[i]).unwrap_or(DYNAMIC)
        };
    }
    strides
}

/// The strides and offset of a ranked memref with an identity or `strided<>` layout
/// (`DYNAMIC` for unknown values); `None` for non-identity affine-map layouts.
pub fn strides_and_offset(ctx: &Context, t: Type) -> Option<(Vec<i64>, i64)> {
    let (shape, _, layout, _) = ranked(ctx, t)?;
    match layout.map(|l| ctx.attr_kind(l)) {
        None => Some((identity_strides(shape), 0)),
        Some(AttrKind::StridedLayout { offset, strides }) => Some((strides.clone(), *offset)),
        Some(AttrKind::AffineMap(m)) => {
            let d = ctx.map_data(*m);
            let identity = d.num_symbols == 0
                && d.num_dims as usize == shape.len()
                && d.results
                    .iter()
                    .enumerate()
                    .all(|(i, e)| ctx.expr(*e) == crate::ir::AffineExprKind::Dim(i as u32));
            identity.then(|| (identity_strides(shape), 0))
        }
        _ => None,
    }
}

/// The number of symbols of a memref's affine-map layout (0 for other layouts).
pub(crate) fn layout_symbols(ctx: &Context, t: Type) -> usize {
    match ranked(ctx, t).and_then(|r| r.2).map(|l| ctx.attr_kind(l)) {
        Some(AttrKind::AffineMap(m)) => ctx.map_data(*m).num_symbols as usize,
        // As upstream, through the layout's affine map: one symbol for a dynamic offset,
        // then one per dynamic stride.
        Some(AttrKind::StridedLayout { offset, strides }) => {
            usize::from(*offset == DYNAMIC) + strides.iter().filter(|s| **s == DYNAMIC).count()
        }
        _ => 0,
    }
}

fn verify_alloc(c: &OpCheck) -> Check {
    // `memref.alloca` declares the same operands.
    shape(
        c,
        Count::declared(OpKind::MemRefAlloc),
        Count::Exact(1),
        0,
        0,
    )?;
    cs::declared_segments(c)?;
    variadic_index(c, 0)?;
    cs::all_results(c, cs::RANKED_MEMREF)?;
    if let Some(a) = c.int_attr("alignment") {
        if a <= 0 || (a & (a - 1)) != 0 {
            return Err(c.err("attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0"));
        }
    }
    let Some(rt) = c.result_ty(0) else {
        return Ok(());
    };
    let Some((shp, ..)) = ranked(c.ctx, rt) else {
        return Ok(());
    };
    let dynamic = shp.iter().filter(|d| **d == DYNAMIC).count();
    let nsizes = c.segment(0).map_or(0, <[_]>::len);
    if nsizes != dynamic {
        return Err(c.err(format!(
            "incorrect number of dynamic sizes, has {nsizes}, expected {dynamic}"
        )));
    }
    let nsyms = layout_symbols(c.ctx, rt);
    let got = c.segment(1).map_or(0, <[_]>::len);
    if got != nsyms {
        return Err(c.err(format!(
            "symbol operand count does not equal memref symbol count: expected {nsyms}, got {got}"
        )));
    }
    Ok(())
}

fn verify_load(c: &OpCheck) -> Check {
    shape(
        c,
        Count::declared(OpKind::MemRefLoad),
        Count::Exact(1),
        0,
        0,
    )?;
    cs::operand_types(c, 0, 1, cs::ANY_MEMREF)?;
    variadic_index(c, 1)?;
    let v = cs::operand_view(c, view::MemRefLoad::new)?;
    let (mt, Some(rt)) = (c.vty(v.memref()), c.result_ty(0)) else {
        return Ok(());
    };
    if c.tk(mt).element_type() != Some(rt) {
        return Err(c.err("failed to verify that result type matches element type of 'memref'"));
    }
    if let Some(shp) = c.tk(mt).shape() {
        let n = v.indices().len();
        if n != shp.len() {
            return Err(c.err(format!(
                "invalid number of indices for accessed memref, expected {} but got {n}",
                shp.len()
            )));
        }
    }
    Ok(())
}

/// `operand #i must be variadic of index` for operands `first..`.
fn variadic_index(c: &OpCheck, first: usize) -> Check {
    for (i, v) in c.operands().iter().enumerate().skip(first) {
        let t = c.vty(*v);
        if !cs::is_index(c.ctx, t) {
            return Err(c.err(format!(
                "operand #{i} must be variadic of index, but got {}",
                c.q(t)
            )));
        }
    }
    Ok(())
}

fn verify_store(c: &OpCheck) -> Check {
    shape(
        c,
        Count::declared(OpKind::MemRefStore),
        Count::Exact(0),
        0,
        0,
    )?;
    cs::operand_types(c, 1, 1, cs::ANY_MEMREF)?;
    variadic_index(c, 2)?;
    let v = cs::operand_view(c, view::MemRefStore::new)?;
    let (vt, mt) = (c.vty(v.value()), c.vty(v.memref()));
    if c.tk(mt).element_type() != Some(vt) {
        return Err(c.err("failed to verify that type of 'value' matches element type of 'memref'"));
    }
    if let Some(shp) = c.tk(mt).shape() {
        let n = v.indices().len();
        if n != shp.len() {
            return Err(c.err(format!(
                "invalid number of indices for accessed memref, expected {} but got {n}",
                shp.len()
            )));
        }
    }
    Ok(())
}

fn verify_cast(c: &OpCheck) -> Check {
    shape(
        c,
        Count::declared(OpKind::MemRefCast),
        Count::Exact(1),
        0,
        0,
    )?;
    cs::all_operands(c, cs::RANKED_OR_UNRANKED_MEMREF)?;
    cs::all_results(c, cs::RANKED_OR_UNRANKED_MEMREF)?;
    let (Some(a), Some(b)) = (c.operand_ty(0), c.result_ty(0)) else {
        return Ok(());
    };
    if !cast_compatible(c.ctx, a, b) {
        return Err(c.err(format!(
            "operand type {} and result type {} are cast incompatible",
            c.q(a),
            c.q(b)
        )));
    }
    Ok(())
}

/// Upstream's `memref::CastOp::areCastCompatible`.
fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    let space = |t: Type| match ctx.type_kind(t) {
        TypeKind::MemRef { memory_space, .. } | TypeKind::UnrankedMemRef { memory_space, .. } => {
            *memory_space
        }
        _ => None,
    };
    if ctx.type_kind(a).element_type() != ctx.type_kind(b).element_type() || space(a) != space(b) {
        return false;
    }
    match (ranked(ctx, a), ranked(ctx, b)) {
        (Some((sa, _, la, _)), Some((sb, _, lb, _))) => {
            if sa.len() != sb.len() {
                return false;
            }
            if sa
                .iter()
                .zip(sb)
                .any(|(x, y)| *x != DYNAMIC && *y != DYNAMIC && x != y)
            {
                return false;
            }
            if la == lb {
                return true;
            }
            // Layouts must agree where both are static.
            match (strides_and_offset(ctx, a), strides_and_offset(ctx, b)) {
                (Some((s1, o1)), Some((s2, o2))) => {
                    let ok = |x: i64, y: i64| x == y || x == DYNAMIC || y == DYNAMIC;
                    ok(o1, o2) && s1.iter().zip(&s2).all(|(x, y)| ok(*x, *y))
                }
                _ => false,
            }
        }
        (None, None) => false,
        _ => true,
    }
}

fn verify_copy(c: &OpCheck) -> Check {
    shape(
        c,
        Count::declared(OpKind::MemRefCopy),
        Count::Exact(0),
        0,
        0,
    )?;
    cs::all_operands(c, cs::RANKED_OR_UNRANKED_MEMREF)?;
    let (Some(a), Some(b)) = (c.operand_ty(0), c.operand_ty(1)) else {
        return Ok(());
    };
    if let (Some(sa), Some(sb)) = (c.tk(a).shape(), c.tk(b).shape()) {
        let mismatch = sa.len() != sb.len()
            || sa
                .iter()
                .zip(sb)
                .any(|(x, y)| *x != DYNAMIC && *y != DYNAMIC && x != y);
        if mismatch {
            return Err(c.err("requires the same shape for all operands"));
        }
    }
    if c.tk(a).element_type() != c.tk(b).element_type() {
        return Err(c.err("requires the same element type for all operands"));
    }
    Ok(())
}

/// The `static_*` array of an offset/size/stride op with its dynamic operand segment.
fn mixed(
    c: &OpCheck,
    attr: &str,
    what: &str,
    dynamic_operands: &[Value],
    expected: usize,
) -> Result<Vec<i64>, crate::diag::Diagnostic> {
    let Some(vals) = c.int_list_attr(attr) else {
        return Err(c.err(format!("requires attribute '{attr}'")));
    };
    if vals.len() != expected {
        return Err(c.err(format!("expected {expected} {what} values")));
    }
    let dynamic = vals.iter().filter(|v| **v == DYNAMIC).count();
    let got = dynamic_operands.len();
    if dynamic != got {
        return Err(c.plain_err(format!(
            "expected the number of '{what}s' to match the number of dynamic entries in '{attr}' ({got} vs {dynamic})"
        )));
    }
    Ok(vals)
}

fn verify_subview(c: &OpCheck) -> Check {
    shape(
        c,
        Count::declared(OpKind::MemRefSubView),
        Count::Exact(1),
        0,
        0,
    )?;
    cs::declared_segments(c)?;
    cs::operand_types(c, 0, 1, cs::RANKED_MEMREF)?;
    variadic_index(c, 1)?;
    cs::all_results(c, cs::RANKED_MEMREF)?;
    let v = cs::operand_view(c, view::MemRefSubView::new)?;
    let (src, Some(res)) = (c.vty(v.source()), c.result_ty(0)) else {
        return Ok(());
    };
    let (Some((sshape, selem, _, sspace)), Some((rshape, relem, _, rspace))) =
        (ranked(c.ctx, src), ranked(c.ctx, res))
    else {
        return Ok(());
    };
    let rank = sshape.len();
    // Upstream's `OffsetSizeAndStrideOpInterface`: the three lists agree first.
    let len = |a: &str| c.int_list_attr(a).map_or(0, |v| v.len());
    let (no, ns, nt) = (
        len("static_offsets"),
        len("static_sizes"),
        len("static_strides"),
    );
    if no != ns {
        return Err(c.plain_err(format!(
            "expected mixed offsets rank to match mixed sizes rank ({no} vs {ns}) so the rank of the result type is well-formed."
        )));
    }
    if ns != nt {
        return Err(c.plain_err(format!(
            "expected mixed sizes rank to match mixed strides rank ({ns} vs {nt}) so the rank of the result type is well-formed."
        )));
    }
    let offsets = mixed(c, "static_offsets", "offset", v.offsets(), rank)?;
    let sizes = mixed(c, "static_sizes", "size", v.sizes(), rank)?;
    let strides = mixed(c, "static_strides", "stride", v.strides(), rank)?;
    if rshape.len() > rank {
        return Err(c.err("expected result rank to be smaller or equal to the source rank."));
    }
    // The type upstream infers for the non-rank-reduced subview.
    let Some((sstrides, soffset)) = strides_and_offset(c.ctx, src) else {
        return Ok(());
    };
    let mul = |a: i64, b: i64| {
        if a == DYNAMIC || b == DYNAMIC {
            DYNAMIC
        } else {
            a.checked_mul(b).unwrap_or(DYNAMIC)
        }
    };
    let mut off = soffset;
    for (o, s) in offsets.iter().zip(&sstrides) {
        let term = mul(*o, *s);
        off = if off == DYNAMIC || term == DYNAMIC {
            DYNAMIC
        } else {
            off.checked_add(term).unwrap_or(DYNAMIC)
        };
    }
    let exp_strides: Vec<i64> = strides
        .iter()
        .zip(&sstrides)
        .map(|(a, b)| mul(*a, *b))
        .collect();
    let expected = {
        let mut s = String::from("memref<");
        for d in &sizes {
            if *d == DYNAMIC {
                s.push('?');
            } else {
                s.push_str(&d.to_string());
            }
            s.push('x');
        }
        s.push_str(&fmt::type_str(c.ctx, selem));
        s.push_str(", strided<[");
        let st: Vec<String> = exp_strides
            .iter()
            .map(|x| {
                if *x == DYNAMIC {
                    "?".into()
                } else {
                    x.to_string()
                }
            })
            .collect();
        s.push_str(&st.join(", "));
        s.push(']');
        if off != 0 {
            s.push_str(", offset: ");
            s.push_str(&if off == DYNAMIC {
                "?".to_string()
            } else {
                off.to_string()
            });
        }
        s.push('>');
        if let Some(sp) = sspace {
            s.push_str(", ");
            s.push_str(&fmt::attr_str(c.ctx, sp));
        }
        s.push('>');
        s
    };
    let got = fmt::type_str(c.ctx, res);
    let fail = |why: &str| {
        Err(c.plain_err(format!(
            "expected result type to be '{expected}' or a rank-reduced version. ({why}), but got '{got}'"
        )))
    };
    if relem != selem {
        return fail("mismatch of result element type");
    }
    if rspace != sspace {
        return fail("mismatch of result memory space");
    }
    // Sizes: equal rank needs equal sizes; lower rank may only drop static unit sizes.
    let sizes_ok = if rshape.len() == sizes.len() {
        rshape == sizes.as_slice()
    } else {
        let mut it = rshape.iter().peekable();
        let mut ok = true;
        for s in &sizes {
            match it.peek() {
                Some(r) if **r == *s => {
                    it.next();
                }
                _ if *s == 1 => {}
                _ => {
                    ok = false;
                    break;
                }
            }
        }
        ok && it.next().is_none()
    };
    if !sizes_ok {
        return fail("mismatch of result sizes");
    }
    if rshape.len() == sizes.len() {
        if let Some((rstrides, roff)) = strides_and_offset(c.ctx, res) {
            let ok = |x: i64, y: i64| x == y || x == DYNAMIC || y == DYNAMIC;
            let unit = |i: usize| sizes.get(i) == Some(&1);
            let strides_ok = rstrides
                .iter()
                .zip(&exp_strides)
                .enumerate()
                .all(|(i, (x, y))| unit(i) || ok(*x, *y));
            if !ok(roff, off) || !strides_ok {
                return fail("mismatch of result layout");
            }
        }
    }
    Ok(())
}

fn verify_reinterpret_cast(c: &OpCheck) -> Check {
    shape(
        c,
        Count::declared(OpKind::MemRefReinterpretCast),
        Count::Exact(1),
        0,
        0,
    )?;
    cs::declared_segments(c)?;
    cs::operand_types(c, 0, 1, cs::RANKED_OR_UNRANKED_MEMREF)?;
    variadic_index(c, 1)?;
    cs::all_results(c, cs::RANKED_MEMREF)?;
    let v = cs::operand_view(c, view::MemRefReinterpretCast::new)?;
    let (src, Some(res)) = (c.vty(v.source()), c.result_ty(0)) else {
        return Ok(());
    };
    let Some((rshape, relem, _, rspace)) = ranked(c.ctx, res) else {
        return Ok(());
    };
    let rank = rshape.len();
    mixed(c, "static_offsets", "offset", v.offsets(), 1)?;
    mixed(c, "static_sizes", "size", v.sizes(), rank)?;
    mixed(c, "static_strides", "stride", v.strides(), rank)?;
    let selem = c.tk(src).element_type();
    if selem != Some(relem) {
        return Err(c.err(format!(
            "source element type ({}) does not match result element type ({})",
            selem.map_or_else(String::new, |t| c.q(t)),
            c.q(relem)
        )));
    }
    let sspace = match c.tk(src) {
        TypeKind::MemRef { memory_space, .. } | TypeKind::UnrankedMemRef { memory_space, .. } => {
            *memory_space
        }
        _ => None,
    };
    if sspace != rspace {
        return Err(c.err("different memory spaces specified"));
    }
    Ok(())
}

fn verify_global(c: &OpCheck) -> Check {
    shape(c, Count::Exact(0), Count::Exact(0), 0, 0)?;
    if c.str_attr("sym_name").is_none() {
        return Err(c.err("requires attribute 'sym_name'"));
    }
    let Some(t) = c.type_attr("type") else {
        return Err(c.err("requires attribute 'type'"));
    };
    symbols::verify_visibility(c)?;
    let static_memref = ranked(c.ctx, t).is_some_and(|(s, ..)| s.iter().all(|d| *d != DYNAMIC));
    if !static_memref {
        return Err(c.err(format!(
            "type should be static shaped memref, but got {}",
            c.q(t)
        )));
    }
    if let Some(init) = c.attr_kind("initial_value") {
        match init {
            AttrKind::Unit => {}
            AttrKind::DenseElements { ty, .. }
            | AttrKind::DenseResource { ty, .. }
            | AttrKind::OpaqueElements { ty, .. }
            | AttrKind::SparseElements { ty, .. } => {
                let (Some(ishape), Some(ielem)) = (c.tk(*ty).shape(), c.tk(*ty).element_type())
                else {
                    return Ok(());
                };
                let Some((mshape, melem, ..)) = ranked(c.ctx, t) else {
                    return Ok(());
                };
                if ielem != melem {
                    return Err(c.err(format!(
                        "initial value element expected to be of type {}, but was of type {}",
                        c.q(melem),
                        c.q(ielem)
                    )));
                }
                if ishape != mshape {
                    let j = |s: &[i64]| s.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
                    return Err(c.err(format!(
                        "initial value shape expected to be {} but was {}",
                        j(mshape),
                        j(ishape)
                    )));
                }
            }
            _ => return Err(c.err("initial value should be a unit or elements attribute")),
        }
    }
    if let Some(a) = c.int_attr("alignment") {
        if a <= 0 || (a & (a - 1)) != 0 {
            return Err(c.err("attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0"));
        }
    }
    Ok(())
}

fn verify_get_global(c: &OpCheck) -> Check {
    shape(c, Count::Exact(0), Count::Exact(1), 0, 0)?;
    let Some(name) = c.attr("name") else {
        return Err(c.err("requires attribute 'name'"));
    };
    cs::all_results(c, cs::RANKED_MEMREF)?;
    if symbols::nearest_symbol_table(c.m, c.op).is_none() {
        return Ok(());
    }
    let text = symbols::ref_str(c.ctx, name);
    let global = symbols::lookup_nearest(c.ctx, c.m, c.op, name)
        .filter(|g| c.kind_of(*g) == Some(OpKind::MemRefGlobal));
    let Some(g) = global else {
        return Err(c.err(format!(
            "'{}' does not reference a valid global memref",
            text.trim_start_matches('@')
        )));
    };
    let (Some(gt), Some(rt)) = (c.other(g).type_attr("type"), c.result_ty(0)) else {
        return Ok(());
    };
    if gt != rt {
        return Err(c.err(format!(
            "result type {} does not match type {} of the global memref {text}",
            c.q(rt),
            c.q(gt)
        )));
    }
    Ok(())
}

/// The `reassociation` attribute: an array of arrays of integers.
fn reassociation(c: &OpCheck) -> Option<Vec<Vec<i64>>> {
    let AttrKind::Array(groups) = c.attr_kind("reassociation")? else {
        return None;
    };
    groups
        .iter()
        .map(|g| crate::verify::check::int_list(c.ctx, *g))
        .collect()
}

fn verify_reshape(c: &OpCheck, expand: bool) -> Check {
    shape(c, Count::AtLeast(1), Count::Exact(1), 0, 0)?;
    cs::operand_types(c, 0, 1, cs::RANKED_MEMREF)?;
    cs::all_results(c, cs::RANKED_MEMREF)?;
    let Some(groups) = reassociation(c) else {
        return Err(c.err("requires attribute 'reassociation'"));
    };
    let (Some(src), Some(res)) = (c.operand_ty(0), c.result_ty(0)) else {
        return Ok(());
    };
    let (Some((sshape, selem, ..)), Some((rshape, relem, ..))) =
        (ranked(c.ctx, src), ranked(c.ctx, res))
    else {
        return Ok(());
    };
    if selem != relem {
        return Err(c.err("expected source and result element types to match"));
    }
    let (collapsed, expanded) = if expand {
        (sshape, rshape)
    } else {
        (rshape, sshape)
    };
    if collapsed.is_empty() {
        if expanded.iter().all(|d| *d == 1) {
            return Ok(());
        }
        return Err(c.err("rank 0 memrefs can only be extended/collapsed with/from ones"));
    }
    if groups.len() != collapsed.len() {
        return Err(c.err(format!(
            "invalid number of reassociation groups: found {}, expected {}",
            groups.len(),
            collapsed.len()
        )));
    }
    let mut next = 0i64;
    for g in &groups {
        for &i in g {
            if i >= expanded.len() as i64 {
                return Err(c.err(format!("reassociation index {i} is out of bounds")));
            }
            if i != next {
                return Err(c.err("expected reassociation map #0 to be valid and contiguous"));
            }
            next += 1;
        }
    }
    if next != expanded.len() as i64 {
        return Err(c.err(format!(
            "expected collapsed rank ({}) to equal the number of reassociation maps ({})",
            collapsed.len(),
            groups.len()
        )));
    }
    // Upstream's `reshapeLikeShapesAreCompatible`: a static collapsed dim is the product
    // of its static group, and a dynamic one has a dynamic dim in its group.
    for (i, g) in groups.iter().enumerate() {
        let dims: Vec<i64> = g
            .iter()
            .filter_map(|&k| expanded.get(k as usize).copied())
            .collect();
        let dynamic = dims.contains(&DYNAMIC);
        let cd = collapsed[i];
        if (cd == DYNAMIC) != dynamic {
            return Err(c.err(format!(
                "collapsed dim ({i}) must be dynamic if and only if reassociation group is dynamic"
            )));
        }
        if !dynamic {
            let size = dims.iter().try_fold(1i64, |a, &d| a.checked_mul(d));
            if size != Some(cd) {
                return Err(c.err(format!(
                    "collapsed dim size ({cd}) must equal reassociation group size ({})",
                    size.map_or_else(|| "overflow".to_string(), |v| v.to_string())
                )));
            }
        }
    }
    Ok(())
}

fn verify_atomic_rmw(c: &OpCheck) -> Check {
    shape(
        c,
        Count::declared(OpKind::MemRefAtomicRmw),
        Count::Exact(1),
        0,
        0,
    )?;
    c.require("kind")?;
    cs::operand_types(c, 1, 1, cs::RANKED_MEMREF)?;
    variadic_index(c, 2)?;
    let (Some(vt), Some(mt), Some(rt)) = (c.operand_ty(0), c.operand_ty(1), c.result_ty(0)) else {
        return Ok(());
    };
    if c.tk(mt).element_type() != Some(vt) {
        return Err(c.err("failed to verify that value type matches element type of memref"));
    }
    if vt != rt {
        return Err(c.err("failed to verify that all of {value, result} have same type"));
    }
    if let Some(shp) = c.tk(mt).shape() {
        if c.operands().len() - 2 != shp.len() {
            return Err(c.err("expects the number of subscripts to be equal to memref rank"));
        }
    }
    let kind = c
        .int_attr("kind")
        .and_then(|v| i64::try_from(v).ok())
        .and_then(crate::dialect::arith::atomic_kind::AtomicRmwKind::from_value);
    let Some(kind) = kind else {
        return Err(c.err(
            "attribute 'kind' failed to satisfy constraint: allowed 64-bit signless integer cases: 0 to 15",
        ));
    };
    match kind.is_float() {
        Some(true) if !matches!(c.tk(vt), TypeKind::Float(_)) => Err(c.err(format!(
            "with kind '{}' expects a floating-point type",
            kind.name()
        ))),
        Some(false) if !matches!(c.tk(vt), TypeKind::Integer { .. }) => Err(c.err(format!(
            "with kind '{}' expects an integer type",
            kind.name()
        ))),
        _ => Ok(()),
    }
}

fn verify_transpose(c: &OpCheck) -> Check {
    shape(c, Count::Exact(1), Count::Exact(1), 0, 0)?;
    cs::all_operands(c, cs::RANKED_MEMREF)?;
    cs::all_results(c, cs::RANKED_MEMREF)?;
    let Some(perm) = c.map_attr("permutation") else {
        return Err(c.err("requires attribute 'permutation'"));
    };
    let (Some(st), Some(rt)) = (c.operand_ty(0), c.result_ty(0)) else {
        return Ok(());
    };
    let d = c.ctx.map_data(perm);
    let mut seen = vec![false; d.num_dims as usize];
    let mut order = Vec::new();
    let is_perm = d.num_symbols == 0
        && d.results.len() == d.num_dims as usize
        && d.results.iter().all(|&e| match c.ctx.expr(e) {
            crate::ir::AffineExprKind::Dim(i) => {
                let i = i as usize;
                order.push(i);
                i < seen.len() && !std::mem::replace(&mut seen[i], true)
            }
            _ => false,
        });
    if !is_perm {
        return Err(c.err("expected a permutation map"));
    }
    let (Some((sshape, selem, _, sspace)), Some((rshape, relem, _, rspace))) =
        (ranked(c.ctx, st), ranked(c.ctx, rt))
    else {
        return Ok(());
    };
    if order.len() != sshape.len() {
        return Err(c.err("expected a permutation map of same rank as the input"));
    }
    // The result is the input's view with sizes and strides permuted.
    let permuted: Vec<i64> = order.iter().map(|&i| sshape[i]).collect();
    let strides_ok = match (strides_and_offset(c.ctx, st), strides_and_offset(c.ctx, rt)) {
        (Some((ss, so)), Some((rs, ro))) => {
            let same = |a: i64, b: i64| a == b || b == DYNAMIC;
            same(so, ro) && order.iter().zip(&rs).all(|(&i, &r)| same(ss[i], r))
        }
        _ => false,
    };
    if permuted != rshape || selem != relem || sspace != rspace || !strides_ok {
        return Err(c.err(format!(
            "result type {} is not equivalent to the canonical transposed input type",
            c.q(rt)
        )));
    }
    Ok(())
}

fn verify_memref_reshape(c: &OpCheck) -> Check {
    shape(c, Count::Exact(2), Count::Exact(1), 0, 0)?;
    cs::operand_types(c, 0, 1, cs::RANKED_OR_UNRANKED_MEMREF)?;
    cs::all_results(c, cs::RANKED_OR_UNRANKED_MEMREF)?;
    let (Some(st), Some(sh), Some(rt)) = (c.operand_ty(0), c.operand_ty(1), c.result_ty(0)) else {
        return Ok(());
    };
    let shape_ok = match c.tk(sh) {
        TypeKind::MemRef { shape, elem, .. } => {
            shape.len() == 1 && cs::is_signless_int_or_index(c.ctx, *elem)
        }
        _ => false,
    };
    if !shape_ok {
        return Err(c.err(format!(
            "operand #1 must be 1D memref of signless integer or index values, but got {}",
            c.q(sh)
        )));
    }
    if c.tk(st).element_type() != c.tk(rt).element_type() {
        return Err(
            c.err("element types of source and destination memref types should be the same")
        );
    }
    if matches!(c.tk(st), TypeKind::MemRef { .. })
        && strides_and_offset(c.ctx, st).is_none_or(|(s, o)| {
            let shp = c.tk(st).shape().unwrap_or(&[]);
            o != 0 || s != identity_strides(shp)
        })
    {
        return Err(c.err("source memref type should have identity affine map"));
    }
    let shape_len = c.tk(sh).shape().and_then(|s| s.first().copied());
    if let Some(rshape) = c.tk(rt).shape() {
        if ranked(c.ctx, rt).is_some_and(|r| r.2.is_some()) {
            return Err(c.err("result memref type should have identity affine map"));
        }
        match shape_len {
            Some(DYNAMIC) => {
                return Err(c.err(
                    "cannot use shape operand with dynamic length to reshape to \
                     statically-ranked memref type",
                ))
            }
            Some(n) if n != rshape.len() as i64 => {
                return Err(c.err("length of shape operand differs from the result's memref rank"))
            }
            _ => {}
        }
    }
    Ok(())
}

fn verify_extract_strided_metadata(c: &OpCheck) -> Check {
    shape(c, Count::Exact(1), Count::AtLeast(2), 0, 0)?;
    cs::all_operands(c, cs::STRIDED_MEMREF)?;
    let Some(st) = c.operand_ty(0) else {
        return Ok(());
    };
    let Some((sshape, elem, _, space)) = ranked(c.ctx, st) else {
        return Ok(());
    };
    let rank = sshape.len();
    let base_ok = c.result_ty(0).is_some_and(|b| {
        ranked(c.ctx, b).is_some_and(|(bs, be, bl, bsp)| {
            bs.is_empty() && be == elem && bl.is_none() && bsp == space
        })
    });
    let rest = c.results().len() - 1;
    let idx_ok = rest == 1 + 2 * rank
        && c.result_types()[1..]
            .iter()
            .all(|&t| cs::is_index(c.ctx, t));
    if !base_ok || !idx_ok {
        return Err(c.err(format!(
            "expects a rank-0 memref of the source's element type and memory space, then \
             {} index results (offset, {rank} sizes, {rank} strides)",
            1 + 2 * rank
        )));
    }
    Ok(())
}

fn verify_realloc(c: &OpCheck) -> Check {
    shape(c, Count::AtLeast(1), Count::Exact(1), 0, 0)?;
    cs::operand_types(c, 0, 1, cs::RANKED_MEMREF)?;
    cs::all_results(c, cs::RANKED_MEMREF)?;
    let (Some(st), Some(rt)) = (c.operand_ty(0), c.result_ty(0)) else {
        return Ok(());
    };
    let (Some((ss, se, sl, ssp)), Some((rs, re, rl, rsp))) = (ranked(c.ctx, st), ranked(c.ctx, rt))
    else {
        return Ok(());
    };
    if ss.len() != 1 {
        return Err(c.err(format!(
            "operand #0 must be 1D memref of any non-token type values, but got {}",
            c.q(st)
        )));
    }
    if rs.len() != 1 {
        return Err(c.err(format!(
            "result #0 must be 1D memref of any non-token type values, but got {}",
            c.q(rt)
        )));
    }
    if sl.is_some() {
        return Err(c.err(format!(
            "unsupported layout for source memref type {}",
            c.q(st)
        )));
    }
    if rl.is_some() {
        return Err(c.err(format!(
            "unsupported layout for result memref type {}",
            c.q(rt)
        )));
    }
    if ssp != rsp {
        return Err(c.err(format!(
            "different memory spaces specified for source memref type {} and result memref \
             type {}",
            c.q(st),
            c.q(rt)
        )));
    }
    if se != re {
        return Err(c.err(format!(
            "source element type ({}) does not match result element type ({})",
            c.q(se),
            c.q(re)
        )));
    }
    let has_size = c.operands().len() == 2;
    if rs[0] == DYNAMIC && !has_size {
        return Err(c.plain_err(format!(
            "missing dimension operand for result type {}",
            c.q(rt)
        )));
    }
    if rs[0] != DYNAMIC && has_size {
        return Err(c.plain_err(format!(
            "unnecessary dimension operand for result type {}",
            c.q(rt)
        )));
    }
    if c.operands().len() > 2 {
        return Err(c.err(format!(
            "expected at most 2 operands, but found {}",
            c.operands().len()
        )));
    }
    cs::operand_types(c, 1, c.operands().len() - 1, cs::INDEX)
}

fn verify_generic_atomic_rmw(c: &OpCheck) -> Check {
    shape(c, Count::AtLeast(1), Count::Exact(1), 1, 0)?;
    cs::operand_types(c, 0, 1, cs::RANKED_MEMREF)?;
    variadic_index(c, 1)?;
    let (Some(mt), Some(rt)) = (c.operand_ty(0), c.result_ty(0)) else {
        return Ok(());
    };
    if let Some(shp) = c.tk(mt).shape() {
        if c.operands().len() - 1 != shp.len() {
            return Err(c.err("expects the number of subscripts to be equal to memref rank"));
        }
    }
    if c.tk(mt).element_type() != Some(rt) {
        return Err(c.err("failed to verify that result type matches element type of memref"));
    }
    let args = c.entry_args(0);
    if args.len() != 1 {
        return Err(c.err("expected single number of entry block arguments"));
    }
    if c.vty(args[0]) != rt {
        return Err(c.err("expected block argument of the same type result type"));
    }
    // Every op of the body must be free of side effects (it may run more than once).
    for &b in c.region_blocks(0) {
        for o in c.m.block_ops(b) {
            let pure = c.kind_of(o).is_none_or(|k| {
                matches!(
                    k.effects(),
                    crate::dialect::Effects::Pure | crate::dialect::Effects::NoMemoryEffect
                ) || k.is_terminator()
            });
            if !pure {
                return Err(c.other(o).plain_err(
                    "body of 'memref.generic_atomic_rmw' should contain only operations with \
                     no side effects",
                ));
            }
        }
    }
    Ok(())
}

fn verify_dma_start(c: &OpCheck) -> Check {
    shape(c, Count::AtLeast(4), Count::Exact(0), 0, 0)?;
    let n = c.operands().len();
    let rank = |i: usize| -> Option<usize> {
        c.operand_ty(i).and_then(|t| match c.tk(t) {
            TypeKind::MemRef { shape, .. } => Some(shape.len()),
            _ => None,
        })
    };
    let l = super::dma::dma_start_layout(n, rank).map_err(|e| c.err(e.message()))?;
    let index_ok = l
        .src_idx
        .chain(l.dst_idx)
        .chain(l.num..l.num + 1)
        .chain(l.tag_idx.start..n)
        .all(|i| c.operand_ty(i).is_some_and(|t| cs::is_index(c.ctx, t)));
    if !index_ok {
        return Err(
            c.err("expected indices, the number of elements and strides to be of index type")
        );
    }
    Ok(())
}
