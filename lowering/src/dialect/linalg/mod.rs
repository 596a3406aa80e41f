//! The `linalg` dialect on memrefs and tensors: `linalg.generic` (with `linalg.yield` and
//! `linalg.index`), `linalg.map` and `linalg.reduce` (with their own regions), and named
//! structured ops (`fill`, `copy`, `matmul`, `batch_matmul`, `batch_reduce_matmul`,
//! `matvec`, `transpose`, `broadcast`, and the convolutions, poolings, contractions and
//! quantized ops of [`named`]).
//!
//! Storage, as upstream's generic form: every structured op has operands `ins ++ outs`,
//! with `operandSegmentSizes` except `transpose` and `broadcast` (one input, one init),
//! `map` (the init is the last operand) and `reduce` (as many inputs as inits).
//! `linalg.generic` keeps `indexing_maps`, `iterator_types` (`#linalg.iterator_type<..>`
//! enums, printed as strings in custom form) and its region. Named ops carry their implicit
//! region too, built by the custom parser ([`build_named_region`]) as upstream's region
//! builders do (converting the inputs to the init's element type: mixed precision), and
//! `matmul`/`batch_matmul`/`batch_reduce_matmul` their default `indexing_maps` and, when
//! given, `cast = #linalg.type_fn<..>`. `linalg.contract` always spells its
//! `indexing_maps` (projected permutations over one iteration space); its body is the
//! contractions' `out + cast(a) * cast(b)` and its iterators are inferred from the maps
//! ([`contract_iterators`]).

pub mod named;
pub mod syntax;
pub mod verify;

use crate::dialect::LinalgOp;
use crate::gpu::build::Builder;
use crate::ir::{Attr, AttrKind, Context, Module, Region, Type};

/// How a linalg op is spelled, verified and built. This is the one exhaustive match over
/// the dialect: every other dispatch over linalg ops matches on the family, so a new op
/// is classified here once (and, if it is a table op, given its [`named::spec`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Family {
    /// `linalg.generic`.
    Generic,
    /// `linalg.yield`.
    Yield,
    /// `linalg.index`.
    Index,
    /// `linalg.map`.
    Map,
    /// `linalg.reduce`.
    Reduce,
    /// `linalg.elementwise`.
    Elementwise,
    /// `fill`, `copy`, `transpose`, `broadcast`: the body yields the input.
    Simple(SimpleOp),
    /// `matmul`, `batch_matmul`, `batch_reduce_matmul`, `matvec`: `out + a * b`, with
    /// stored `indexing_maps` on the first three.
    Contraction(ContractionOp),
    /// The convolutions, poolings, contractions and quantized ops of [`named::spec`]'s
    /// table.
    Table,
    /// `linalg.contract`: `out + a * b` over any projected-permutation `indexing_maps`,
    /// always spelled out; its iterators are inferred from them ([`contract_iterators`]).
    Contract,
}

/// The [`Family::Simple`] ops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SimpleOp {
    Fill,
    Copy,
    Transpose,
    Broadcast,
}

/// The [`Family::Contraction`] ops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ContractionOp {
    Matmul,
    BatchMatmul,
    BatchReduceMatmul,
    Matvec,
}

/// The family of `kind`.
pub fn family(kind: LinalgOp) -> Family {
    use ContractionOp as C;
    use SimpleOp as S;
    match kind {
        LinalgOp::LinalgGeneric => Family::Generic,
        LinalgOp::LinalgYield => Family::Yield,
        LinalgOp::LinalgIndex => Family::Index,
        LinalgOp::LinalgMap => Family::Map,
        LinalgOp::LinalgReduce => Family::Reduce,
        LinalgOp::LinalgElementwise => Family::Elementwise,
        LinalgOp::LinalgFill => Family::Simple(S::Fill),
        LinalgOp::LinalgCopy => Family::Simple(S::Copy),
        LinalgOp::LinalgTranspose => Family::Simple(S::Transpose),
        LinalgOp::LinalgBroadcast => Family::Simple(S::Broadcast),
        LinalgOp::LinalgMatmul => Family::Contraction(C::Matmul),
        LinalgOp::LinalgBatchMatmul => Family::Contraction(C::BatchMatmul),
        LinalgOp::LinalgBatchReduceMatmul => Family::Contraction(C::BatchReduceMatmul),
        LinalgOp::LinalgMatvec => Family::Contraction(C::Matvec),
        LinalgOp::LinalgContract => Family::Contract,
        LinalgOp::LinalgVecmat
        | LinalgOp::LinalgDot
        | LinalgOp::LinalgBatchMatvec
        | LinalgOp::LinalgConv1DNwcWcf
        | LinalgOp::LinalgConv2D
        | LinalgOp::LinalgConv2DNchwFchw
        | LinalgOp::LinalgConv2DNhwcHwcf
        | LinalgOp::LinalgDepthwiseConv2DNhwcHwc
        | LinalgOp::LinalgDepthwiseConv2DNchwChw
        | LinalgOp::LinalgPoolingNhwcMax
        | LinalgOp::LinalgPoolingNhwcMin
        | LinalgOp::LinalgPoolingNhwcSum
        | LinalgOp::LinalgPoolingNchwMax
        | LinalgOp::LinalgPoolingNchwSum
        | LinalgOp::LinalgPoolingNwcSum
        | LinalgOp::LinalgPoolingNcwSum
        | LinalgOp::LinalgPoolingNwcMax
        | LinalgOp::LinalgPoolingNcwMax
        | LinalgOp::LinalgPoolingNwcMin
        | LinalgOp::LinalgPoolingNdhwcSum
        | LinalgOp::LinalgPoolingNdhwcMax
        | LinalgOp::LinalgPoolingNdhwcMin
        | LinalgOp::LinalgPoolingNhwcMaxUnsigned
        | LinalgOp::LinalgPoolingNhwcMinUnsigned
        | LinalgOp::LinalgPoolingNwcMaxUnsigned
        | LinalgOp::LinalgPoolingNwcMinUnsigned
        | LinalgOp::LinalgConv1D
        | LinalgOp::LinalgConv3D
        | LinalgOp::LinalgConv1DNcwFcw
        | LinalgOp::LinalgConv2DNhwcFhwc
        | LinalgOp::LinalgConv3DNdhwcDhwcf
        | LinalgOp::LinalgConv3DNcdhwFcdhw
        | LinalgOp::LinalgConv2DNgchwFgchw
        | LinalgOp::LinalgConv2DNgchwGfchw
        | LinalgOp::LinalgConv2DNhwgcGfhwc
        | LinalgOp::LinalgDepthwiseConv1DNwcWc
        | LinalgOp::LinalgDepthwiseConv1DNcwCw
        | LinalgOp::LinalgDepthwiseConv1DNwcWcm
        | LinalgOp::LinalgDepthwiseConv2DNhwcHwcm
        | LinalgOp::LinalgDepthwiseConv3DNdhwcDhwc
        | LinalgOp::LinalgDepthwiseConv3DNcdhwCdhw
        | LinalgOp::LinalgQuantizedMatmul
        | LinalgOp::LinalgQuantizedBatchMatmul
        | LinalgOp::LinalgConv2DNhwcHwcfQ
        | LinalgOp::LinalgConv2DNchwFchwQ
        | LinalgOp::LinalgConv2DNhwcFhwcQ
        | LinalgOp::LinalgConv3DNdhwcDhwcfQ
        | LinalgOp::LinalgDepthwiseConv2DNhwcHwcQ
        | LinalgOp::LinalgDepthwiseConv2DNhwcHwcmQ
        | LinalgOp::LinalgMmt4D
        | LinalgOp::LinalgBatchMmt4D
        | LinalgOp::LinalgBatchVecmat
        | LinalgOp::LinalgConv2DNhwgcGfhwcQ
        | LinalgOp::LinalgDepthwiseConv3DNdhwcDhwcm => Family::Table,
    }
}

/// The body of a named op: `linalg.yield %in` (`fill`, `copy`, `transpose`, `broadcast`)
/// or `linalg.yield %out + %a * %b` (the contractions).
pub fn is_contraction(kind: LinalgOp) -> bool {
    matches!(family(kind), Family::Contraction(_))
}

/// Whether `kind` has `operandSegmentSizes` (every structured op but `transpose` and
/// `broadcast`, whose operands are one input and one init, `map`, whose init is its last
/// operand, and `reduce`, with as many inputs as inits).
pub fn has_segments(kind: LinalgOp) -> bool {
    !matches!(
        kind,
        LinalgOp::LinalgTranspose
            | LinalgOp::LinalgBroadcast
            | LinalgOp::LinalgMap
            | LinalgOp::LinalgReduce
    )
}

/// The combiner of a named op's implied body (`None` for the ops whose body only moves
/// values: fill, copy, transpose, broadcast...).
pub fn combiner(kind: LinalgOp) -> Option<named::Combiner> {
    match named::spec(kind) {
        Some(spec) => Some(spec.combiner),
        None if is_contraction(kind) || kind == LinalgOp::LinalgContract => {
            Some(named::Combiner::MulAdd)
        }
        None => None,
    }
}

/// Builds the implicit region of named op `kind` over operands of `types` (detached): one
/// block whose arguments are the operands' element types (a scalar is its own type) and
/// the body upstream's region builder makes: [`named::build_body`] for the contractions
/// (`out + cast(a) * cast(b)`, `cast_unsigned` when `unsigned`: `matmul`'s `cast`
/// property) and the ops of [`named`], a plain yield of the input otherwise. Malformed
/// operand lists, and element types the region builder cannot combine, get an empty yield,
/// for the verifier to report.
pub fn build_named_region(
    ctx: &mut Context,
    m: &mut Module,
    kind: LinalgOp,
    types: &[Type],
    unsigned: bool,
    loc: Attr,
) -> Region {
    let r = m.create_region();
    let b = m.add_block(r);
    let args: Vec<_> = types
        .iter()
        .map(|&t| {
            let e = ctx.type_kind(t).element_type().unwrap_or(t);
            m.add_block_arg(b, e)
        })
        .collect();
    if let Some(combiner) = combiner(kind) {
        if named::build_body(ctx, m, b, combiner, unsigned, loc).is_err() {
            for op in m.block_ops_vec(b).into_iter().rev() {
                m.erase_op(op);
            }
            Builder::at_end(b, loc).create(ctx, m, "linalg.yield", vec![], vec![], &[], 0);
        }
        return r;
    }
    let yielded = match args.as_slice() {
        // `copy` converts its input to the init's element type (upstream's `cast`).
        [input, out] if kind == LinalgOp::LinalgCopy => {
            let to = m.value_type(*out);
            match named::cast_value(ctx, m, b, *input, to, unsigned, loc) {
                Ok(v) => vec![v],
                Err(_) => Vec::new(),
            }
        }
        [input, _] => vec![*input],
        _ => Vec::new(),
    };
    Builder::at_end(b, loc).create(ctx, m, "linalg.yield", yielded, vec![], &[], 0);
    r
}

/// `#linalg.iterator_type<parallel>` / `<reduction>`.
pub fn iterator_attr(ctx: &mut Context, reduction: bool) -> Attr {
    let body = if reduction {
        ".iterator_type<reduction>"
    } else {
        ".iterator_type<parallel>"
    };
    ctx.attr(AttrKind::Opaque {
        dialect: "linalg".to_string(),
        body: body.to_string(),
        ty: None,
    })
}

/// The `iterator_types` array of `iters` (`true` = reduction), as upstream stores it.
pub fn iterators_attr(ctx: &mut Context, iters: &[bool]) -> Attr {
    let v = iters.iter().map(|&r| iterator_attr(ctx, r)).collect();
    ctx.attr(AttrKind::Array(v))
}

/// Upstream's default `indexing_maps` of `matmul` and `batch_matmul` (which store them):
/// the loop count and each map's results as loop dims; `None` for the other ops.
pub fn default_map_dims(kind: LinalgOp) -> Option<(u32, [&'static [u32]; 3])> {
    use ContractionOp as C;
    Some(match family(kind) {
        Family::Contraction(C::Matmul) => (3, [&[0, 2], &[2, 1], &[0, 1]]),
        Family::Contraction(C::BatchMatmul) => (4, [&[0, 1, 3], &[0, 3, 2], &[0, 1, 2]]),
        Family::Contraction(C::BatchReduceMatmul) => (4, [&[0, 1, 3], &[0, 3, 2], &[1, 2]]),
        Family::Contraction(C::Matvec)
        | Family::Simple(_)
        | Family::Table
        | Family::Generic
        | Family::Yield
        | Family::Index
        | Family::Map
        | Family::Reduce
        | Family::Elementwise
        | Family::Contract => return None,
    })
}

/// Whether `kind` has a `cast = #linalg.type_fn<..>` property (`copy`, `contract`, and the
/// ops with stored default `indexing_maps`).
pub fn has_cast(kind: LinalgOp) -> bool {
    matches!(kind, LinalgOp::LinalgCopy | LinalgOp::LinalgContract)
        || default_map_dims(kind).is_some()
}

/// Whether `kind`'s region builder converts with its `cast` property (`copy`, `matmul`,
/// `batch_matmul` and `contract`; upstream's `batch_reduce_matmul` stores `cast` but always
/// converts with `cast_signed`).
pub fn honours_cast(kind: LinalgOp) -> bool {
    matches!(
        kind,
        LinalgOp::LinalgCopy
            | LinalgOp::LinalgMatmul
            | LinalgOp::LinalgBatchMatmul
            | LinalgOp::LinalgContract
    )
}

/// `linalg.contract`'s iterator types (`true` = reduction), inferred from its maps as
/// upstream's `ContractOp::getIteratorTypesArray` does: a loop dimension is parallel when
/// the output's map (the last one) uses it, a reduction otherwise. `None` when the output
/// map's results are not all loop dimensions below its dimension count.
pub fn contract_iterators(ctx: &Context, maps: &[crate::ir::AffineMap]) -> Option<Vec<bool>> {
    let out = ctx.map_data(*maps.last()?);
    let mut iters = vec![true; out.num_dims as usize];
    for &e in &out.results {
        match ctx.expr(e) {
            crate::ir::AffineExprKind::Dim(d) => *iters.get_mut(d as usize)? = false,
            _ => return None,
        }
    }
    Some(iters)
}

/// Whether `maps` are `kind`'s default `indexing_maps` ([`default_map_dims`]).
pub fn are_default_maps(ctx: &Context, kind: LinalgOp, maps: &[crate::ir::AffineMap]) -> bool {
    let Some((n, lists)) = default_map_dims(kind) else {
        return false;
    };
    let is_dim = |e, k| matches!(ctx.expr(e), crate::ir::AffineExprKind::Dim(x) if x == k);
    maps.len() == 3
        && maps.iter().zip(lists).all(|(&m, l)| {
            let d = ctx.map_data(m);
            d.num_dims == n
                && d.num_symbols == 0
                && d.results.len() == l.len()
                && d.results.iter().zip(l).all(|(&e, &k)| is_dim(e, k))
        })
}
