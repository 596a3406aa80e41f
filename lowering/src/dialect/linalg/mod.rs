//! The `linalg` dialect on memrefs and tensors: `linalg.generic` (with `linalg.yield` and
//! `linalg.index`), `linalg.map` and `linalg.reduce` (with their own regions), and named
//! structured ops (`fill`, `copy`, `matmul`, `batch_matmul`, `matvec`, `transpose`,
//! `broadcast`, and the convolutions, poolings and contractions of [`named`]).
//!
//! Storage, as upstream's generic form: every structured op has operands `ins ++ outs`,
//! with `operandSegmentSizes` except `transpose` and `broadcast` (one input, one init),
//! `map` (the init is the last operand) and `reduce` (as many inputs as inits).
//! `linalg.generic` keeps `indexing_maps`, `iterator_types` (`#linalg.iterator_type<..>`
//! enums, printed as strings in custom form) and its region. Named ops carry their implicit
//! region too, built by the custom parser ([`build_named_region`]) as upstream's region
//! builders do, and `matmul`/`batch_matmul` their default `indexing_maps`.

pub mod named;
pub mod syntax;
pub mod verify;

use crate::dialect::LinalgOp;
use crate::gpu::build::Builder;
use crate::ir::{Attr, AttrKind, Context, Module, Region, Type};

/// The body of a named op: `linalg.yield %in` (`fill`, `copy`, `transpose`, `broadcast`)
/// or `linalg.yield %out + %a * %b` (the contractions).
pub fn is_contraction(kind: LinalgOp) -> bool {
    match kind {
        LinalgOp::LinalgMatmul | LinalgOp::LinalgBatchMatmul | LinalgOp::LinalgMatvec => true,
        LinalgOp::LinalgFill
        | LinalgOp::LinalgCopy
        | LinalgOp::LinalgTranspose
        | LinalgOp::LinalgBroadcast
        | LinalgOp::LinalgGeneric
        | LinalgOp::LinalgYield
        | LinalgOp::LinalgIndex
        | LinalgOp::LinalgReduce
        | LinalgOp::LinalgMap
        | LinalgOp::LinalgElementwise
        | LinalgOp::LinalgVecmat
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
        | LinalgOp::LinalgDepthwiseConv3DNdhwcDhwcm => false,
    }
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

/// Builds the implicit region of named op `kind` over operands of `types` (detached): one
/// block whose arguments are the operands' element types (a scalar is its own type) and
/// the body upstream's region builder makes: [`named::build_body`] for the contractions
/// (`arith.mulf` + `arith.addf`, `muli` + `addi` on integers, after upstream's `cast_signed`
/// of each input to the output's element type) and the ops of [`named`], a plain
/// yield of the input otherwise. Malformed operand lists, and element types the region
/// builder cannot combine, get an empty yield, for the verifier to report.
pub fn build_named_region(
    ctx: &mut Context,
    m: &mut Module,
    kind: LinalgOp,
    types: &[Type],
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
    // The contractions' body is `out + cast_signed(a) * cast_signed(b)`, as for the ops of
    // [`named`] that multiply and add.
    let combiner = match named::spec(kind) {
        Some(spec) => Some(spec.combiner),
        None if is_contraction(kind) && args.len() == 3 => Some(named::Combiner::MulAdd),
        None => None,
    };
    if let Some(combiner) = combiner {
        if named::build_body(ctx, m, b, combiner, loc).is_err() {
            for op in m.block_ops_vec(b).into_iter().rev() {
                m.erase_op(op);
            }
            Builder::at_end(b, loc).create(ctx, m, "linalg.yield", vec![], vec![], &[], 0);
        }
        return r;
    }
    let bb = Builder::at_end(b, loc);
    let yielded = match (is_contraction(kind), args.as_slice()) {
        (false, [input, _]) => vec![*input],
        _ => Vec::new(),
    };
    bb.create(ctx, m, "linalg.yield", yielded, vec![], &[], 0);
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
    Some(match kind {
        LinalgOp::LinalgMatmul => (3, [&[0, 2], &[2, 1], &[0, 1]]),
        LinalgOp::LinalgBatchMatmul => (4, [&[0, 1, 3], &[0, 3, 2], &[0, 1, 2]]),
        LinalgOp::LinalgFill
        | LinalgOp::LinalgCopy
        | LinalgOp::LinalgMatvec
        | LinalgOp::LinalgTranspose
        | LinalgOp::LinalgBroadcast
        | LinalgOp::LinalgGeneric
        | LinalgOp::LinalgYield
        | LinalgOp::LinalgIndex
        | LinalgOp::LinalgMap
        | LinalgOp::LinalgReduce
        | LinalgOp::LinalgElementwise
        | LinalgOp::LinalgVecmat
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
        | LinalgOp::LinalgDepthwiseConv3DNdhwcDhwcm => return None,
    })
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
