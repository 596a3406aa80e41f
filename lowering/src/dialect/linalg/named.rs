//! The convolution, pooling and small contraction named ops (`conv_*`, `depthwise_conv_*`,
//! `pooling_*`, `vecmat`, `dot`, `batch_matvec`), described as upstream's OpDSL
//! (`core_named_ops.py`) defines them: an iteration domain (its iterator types), one
//! indexing map per operand (input, filter or window, output), whose spatial results are
//! `d_out * stride + d_window * dilation`, and a combiner. The region builder
//! ([`build_body`]) makes upstream's body, with `cast_signed` conversions to the output's
//! element type where the operands' types differ (`cast_unsigned` for the unsigned poolings
//! and for `matmul`/`batch_matmul` with `cast = #linalg.type_fn<cast_unsigned>`). The
//! quantized ops (`quantized_matmul`, `*_q`) take two scalar zero points after the filter,
//! whose maps are `() `, and subtract them from the converted input and filter.

use crate::dialect::LinalgOp;
use crate::gpu::build::Builder;
use crate::ir::{
    AffineMap, Attr, AttrKind, Context, DenseData, Module, Signedness, Type, TypeKind, Value,
};
use crate::printer::type_to_string;

/// How a named op combines an input element into its output.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Combiner {
    /// `out + cast(in) * cast(filter)` (the convolutions and contractions).
    MulAdd,
    /// `max(out, cast(in))` (`maximumf`, `maxsi`).
    Max,
    /// `min(out, cast(in))` (`minimumf`, `minsi`).
    Min,
    /// `out + cast(in)`.
    Sum,
    /// `maxui(out, cast_unsigned(in))` (integers only, as upstream).
    MaxUnsigned,
    /// `minui(out, cast_unsigned(in))` (integers only, as upstream).
    MinUnsigned,
    /// `out + (cast(in) - cast(in_zp)) * (cast(filter) - cast(filter_zp))` (the quantized
    /// ops, whose two scalar zero points follow the filter).
    MulAddZeroPoints,
}

impl Combiner {
    /// Whether the input is converted with upstream's `cast_unsigned` (else `cast_signed`).
    pub fn unsigned(self) -> bool {
        matches!(self, Combiner::MaxUnsigned | Combiner::MinUnsigned)
    }
    /// The number of operands: input, filter (or window), the zero points of the quantized
    /// ops, and the output.
    pub fn operands(self) -> usize {
        match self {
            Combiner::MulAddZeroPoints => 5,
            Combiner::MulAdd
            | Combiner::Max
            | Combiner::Min
            | Combiner::Sum
            | Combiner::MaxUnsigned
            | Combiner::MinUnsigned => 3,
        }
    }
    /// Whether the filter takes part in the body (not for the poolings' window).
    fn uses_filter(self) -> bool {
        matches!(self, Combiner::MulAdd | Combiner::MulAddZeroPoints)
    }
}

/// One result of an indexing map.
#[derive(Debug, Clone, Copy)]
pub enum Term {
    /// Loop dimension `d<i>`.
    D(u32),
    /// `d<out> * strides[axis] + d<window> * dilations[axis]`.
    W(u32, u32, usize),
}
use Term::{D, W};

/// A named op's structure.
#[derive(Debug, Clone, Copy)]
pub struct Spec {
    /// Iterator types, `p` (parallel) or `r` (reduction), one per loop.
    pub iters: &'static str,
    /// The maps of the input, the filter (or pooling window) and the output (the zero points
    /// of [`Combiner::MulAddZeroPoints`], between the filter and the output, map to `()`).
    pub maps: [&'static [Term]; 3],
    /// The body.
    pub combiner: Combiner,
    /// The number of `strides`/`dilations` entries; 0 for ops without them.
    pub spatial: usize,
}

const NHWC_IN: &[Term] = &[D(0), W(1, 4, 0), W(2, 5, 1), D(3)];
const NCHW_IN: &[Term] = &[D(0), D(1), W(2, 4, 0), W(3, 5, 1)];
const OUT4: &[Term] = &[D(0), D(1), D(2), D(3)];
const WIN45: &[Term] = &[D(4), D(5)];
/// The 1-D poolings: domain (n, ow, c, kw) or (n, c, ow, kw).
const NWC_IN: &[Term] = &[D(0), W(1, 3, 0), D(2)];
const NCW_IN: &[Term] = &[D(0), D(1), W(2, 3, 0)];
const OUT3: &[Term] = &[D(0), D(1), D(2)];
const WIN3: &[Term] = &[D(3)];
/// The 3-D poolings: domain (n, od, oh, ow, c, kd, kh, kw).
const NDHWC_IN: &[Term] = &[D(0), W(1, 5, 0), W(2, 6, 1), W(3, 7, 2), D(4)];
/// The five-dimensional outputs (3-D poolings and convolutions, grouped convolutions).
const OUT5: &[Term] = &[D(0), D(1), D(2), D(3), D(4)];
const WIN567: &[Term] = &[D(5), D(6), D(7)];

/// The structure of `kind`, or `None` when it is not one of these ops.
pub fn spec(kind: LinalgOp) -> Option<Spec> {
    use Combiner::*;
    use LinalgOp::*;
    let s = |iters, maps, combiner, spatial| Spec {
        iters,
        maps,
        combiner,
        spatial,
    };
    let pool = |input, c| s("pppprr", [input, WIN45, OUT4], c, 2);
    let pool1 = |input, c| s("pppr", [input, WIN3, OUT3], c, 1);
    let pool3 = |c| s("ppppprrr", [NDHWC_IN, WIN567, OUT5], c, 3);
    Some(match kind {
        LinalgVecmat => s("pr", [&[D(1)], &[D(1), D(0)], &[D(0)]], MulAdd, 0),
        LinalgDot => s("r", [&[D(0)], &[D(0)], &[]], MulAdd, 0),
        LinalgBatchMatvec => s(
            "ppr",
            [&[D(0), D(1), D(2)], &[D(0), D(2)], &[D(0), D(1)]],
            MulAdd,
            0,
        ),
        LinalgConv1DNwcWcf => s(
            "ppprr",
            [
                &[D(0), W(1, 3, 0), D(4)],
                &[D(3), D(4), D(2)],
                &[D(0), D(1), D(2)],
            ],
            MulAdd,
            1,
        ),
        LinalgConv2D => s(
            "pprr",
            [&[W(0, 2, 0), W(1, 3, 1)], &[D(2), D(3)], &[D(0), D(1)]],
            MulAdd,
            0,
        ),
        LinalgConv2DNhwcHwcf => s(
            "pppprrr",
            [
                &[D(0), W(1, 4, 0), W(2, 5, 1), D(6)],
                &[D(4), D(5), D(6), D(3)],
                OUT4,
            ],
            MulAdd,
            2,
        ),
        LinalgConv2DNchwFchw => s(
            "pppprrr",
            [
                &[D(0), D(4), W(2, 5, 0), W(3, 6, 1)],
                &[D(1), D(4), D(5), D(6)],
                OUT4,
            ],
            MulAdd,
            2,
        ),
        LinalgDepthwiseConv2DNhwcHwc => {
            s("pppprr", [NHWC_IN, &[D(4), D(5), D(3)], OUT4], MulAdd, 2)
        }
        // Upstream's domain is (n, oh, ow, ic, kh, kw) here, as for the NHWC form.
        LinalgDepthwiseConv2DNchwChw => s(
            "pppprr",
            [
                &[D(0), D(3), W(1, 4, 0), W(2, 5, 1)],
                &[D(3), D(4), D(5)],
                &[D(0), D(3), D(1), D(2)],
            ],
            MulAdd,
            2,
        ),
        LinalgPoolingNhwcMax => pool(NHWC_IN, Max),
        LinalgPoolingNhwcMin => pool(NHWC_IN, Min),
        LinalgPoolingNhwcSum => pool(NHWC_IN, Sum),
        LinalgPoolingNchwMax => pool(NCHW_IN, Max),
        LinalgPoolingNchwSum => pool(NCHW_IN, Sum),
        LinalgPoolingNhwcMaxUnsigned => pool(NHWC_IN, MaxUnsigned),
        LinalgPoolingNhwcMinUnsigned => pool(NHWC_IN, MinUnsigned),
        LinalgPoolingNwcSum => pool1(NWC_IN, Sum),
        LinalgPoolingNwcMax => pool1(NWC_IN, Max),
        LinalgPoolingNwcMin => pool1(NWC_IN, Min),
        LinalgPoolingNwcMaxUnsigned => pool1(NWC_IN, MaxUnsigned),
        LinalgPoolingNwcMinUnsigned => pool1(NWC_IN, MinUnsigned),
        LinalgPoolingNcwSum => pool1(NCW_IN, Sum),
        LinalgPoolingNcwMax => pool1(NCW_IN, Max),
        LinalgPoolingNdhwcSum => pool3(Sum),
        LinalgPoolingNdhwcMax => pool3(Max),
        LinalgPoolingNdhwcMin => pool3(Min),
        LinalgConv1D => s("pr", [&[W(0, 1, 0)], &[D(1)], &[D(0)]], MulAdd, 0),
        LinalgConv3D => s(
            "ppprrr",
            [
                &[W(0, 3, 0), W(1, 4, 1), W(2, 5, 2)],
                &[D(3), D(4), D(5)],
                OUT3,
            ],
            MulAdd,
            0,
        ),
        LinalgConv1DNcwFcw => s(
            "ppprr",
            [&[D(0), D(3), W(2, 4, 0)], &[D(1), D(3), D(4)], OUT3],
            MulAdd,
            1,
        ),
        LinalgConv2DNhwcFhwc => s(
            "pppprrr",
            [
                &[D(0), W(1, 4, 0), W(2, 5, 1), D(6)],
                &[D(3), D(4), D(5), D(6)],
                OUT4,
            ],
            MulAdd,
            2,
        ),
        LinalgConv3DNdhwcDhwcf => s(
            "ppppprrrr",
            [
                &[D(0), W(1, 5, 0), W(2, 6, 1), W(3, 7, 2), D(8)],
                &[D(5), D(6), D(7), D(8), D(4)],
                OUT5,
            ],
            MulAdd,
            3,
        ),
        LinalgConv3DNcdhwFcdhw => s(
            "ppppprrrr",
            [
                &[D(0), D(5), W(2, 6, 0), W(3, 7, 1), W(4, 8, 2)],
                &[D(1), D(5), D(6), D(7), D(8)],
                OUT5,
            ],
            MulAdd,
            3,
        ),
        // Grouped: domain (n, g, f, oh, ow, c, kh, kw), or (n, oh, ow, g, f, kh, kw, c).
        LinalgConv2DNgchwFgchw => s(
            "ppppprrr",
            [
                &[D(0), D(1), D(5), W(3, 6, 0), W(4, 7, 1)],
                &[D(2), D(1), D(5), D(6), D(7)],
                OUT5,
            ],
            MulAdd,
            2,
        ),
        LinalgConv2DNgchwGfchw => s(
            "ppppprrr",
            [
                &[D(0), D(1), D(5), W(3, 6, 0), W(4, 7, 1)],
                &[D(1), D(2), D(5), D(6), D(7)],
                OUT5,
            ],
            MulAdd,
            2,
        ),
        LinalgConv2DNhwgcGfhwc => s(
            "ppppprrr",
            [
                &[D(0), W(1, 5, 0), W(2, 6, 1), D(3), D(7)],
                &[D(3), D(4), D(5), D(6), D(7)],
                OUT5,
            ],
            MulAdd,
            2,
        ),
        // Depthwise: domain (n, ow, ic, kw), (n, ow, ic, cm, kw), (n, oh, ow, ic, cm, kh, kw),
        // (n, od, oh, ow, kd, kh, kw, ic) or (n, od, oh, ow, cm, kd, kh, kw, ic), as upstream's.
        LinalgDepthwiseConv1DNwcWc => s(
            "pppr",
            [&[D(0), W(1, 3, 0), D(2)], &[D(3), D(2)], OUT3],
            MulAdd,
            1,
        ),
        LinalgDepthwiseConv1DNcwCw => s(
            "pppr",
            [
                &[D(0), D(2), W(1, 3, 0)],
                &[D(2), D(3)],
                &[D(0), D(2), D(1)],
            ],
            MulAdd,
            1,
        ),
        LinalgDepthwiseConv1DNwcWcm => s(
            "ppppr",
            [
                &[D(0), W(1, 4, 0), D(2)],
                &[D(4), D(2), D(3)],
                &[D(0), D(1), D(2), D(3)],
            ],
            MulAdd,
            1,
        ),
        LinalgDepthwiseConv2DNhwcHwcm => s(
            "ppppprr",
            [
                &[D(0), W(1, 5, 0), W(2, 6, 1), D(3)],
                &[D(5), D(6), D(3), D(4)],
                OUT5,
            ],
            MulAdd,
            2,
        ),
        LinalgDepthwiseConv3DNdhwcDhwc => s(
            "pppprrrp",
            [
                &[D(0), W(1, 4, 0), W(2, 5, 1), W(3, 6, 2), D(7)],
                &[D(4), D(5), D(6), D(7)],
                &[D(0), D(1), D(2), D(3), D(7)],
            ],
            MulAdd,
            3,
        ),
        LinalgDepthwiseConv3DNcdhwCdhw => s(
            "pppprrrp",
            [
                &[D(0), D(7), W(1, 4, 0), W(2, 5, 1), W(3, 6, 2)],
                &[D(7), D(4), D(5), D(6)],
                &[D(0), D(7), D(1), D(2), D(3)],
            ],
            MulAdd,
            3,
        ),
        LinalgDepthwiseConv3DNdhwcDhwcm => s(
            "ppppprrrp",
            [
                &[D(0), W(1, 5, 0), W(2, 6, 1), W(3, 7, 2), D(8)],
                &[D(5), D(6), D(7), D(8), D(4)],
                &[D(0), D(1), D(2), D(3), D(8), D(4)],
            ],
            MulAdd,
            3,
        ),
        // The quantized ops: their float or integer twin's structure, with zero points.
        LinalgQuantizedMatmul => s(
            "ppr",
            [&[D(0), D(2)], &[D(2), D(1)], &[D(0), D(1)]],
            MulAddZeroPoints,
            0,
        ),
        LinalgQuantizedBatchMatmul => s(
            "pppr",
            [&[D(0), D(1), D(3)], &[D(0), D(3), D(2)], OUT3],
            MulAddZeroPoints,
            0,
        ),
        LinalgConv2DNhwcHwcfQ => quantized(LinalgConv2DNhwcHwcf)?,
        LinalgConv2DNchwFchwQ => quantized(LinalgConv2DNchwFchw)?,
        LinalgConv2DNhwcFhwcQ => quantized(LinalgConv2DNhwcFhwc)?,
        LinalgConv3DNdhwcDhwcfQ => quantized(LinalgConv3DNdhwcDhwcf)?,
        LinalgDepthwiseConv2DNhwcHwcQ => quantized(LinalgDepthwiseConv2DNhwcHwc)?,
        LinalgDepthwiseConv2DNhwcHwcmQ => quantized(LinalgDepthwiseConv2DNhwcHwcm)?,
        LinalgConv2DNhwgcGfhwcQ => quantized(LinalgConv2DNhwgcGfhwc)?,
        // The tiled contractions: domain (m, n, k, m0, n0, k0) or (b, m, n, k, m0, n0, k0).
        LinalgMmt4D => s(
            "pprppr",
            [
                &[D(0), D(2), D(3), D(5)],
                &[D(1), D(2), D(4), D(5)],
                &[D(0), D(1), D(3), D(4)],
            ],
            MulAdd,
            0,
        ),
        LinalgBatchMmt4D => s(
            "ppprppr",
            [
                &[D(0), D(1), D(3), D(4), D(6)],
                &[D(0), D(2), D(3), D(5), D(6)],
                &[D(0), D(1), D(2), D(4), D(5)],
            ],
            MulAdd,
            0,
        ),
        LinalgBatchVecmat => s(
            "ppr",
            [&[D(0), D(2)], &[D(0), D(2), D(1)], &[D(0), D(1)]],
            MulAdd,
            0,
        ),
        LinalgGeneric
        | LinalgYield
        | LinalgIndex
        | LinalgFill
        | LinalgCopy
        | LinalgMatmul
        | LinalgBatchMatmul
        | LinalgBatchReduceMatmul
        | LinalgMatvec
        | LinalgTranspose
        | LinalgBroadcast
        | LinalgReduce
        | LinalgMap
        | LinalgElementwise
        | LinalgContract => return None,
    })
}

/// The structure of quantized op `base`'s twin: `base`'s, with the zero points.
fn quantized(base: LinalgOp) -> Option<Spec> {
    spec(base).map(|s| Spec {
        combiner: Combiner::MulAddZeroPoints,
        ..s
    })
}

/// The values of `strides` or `dilations` (`attr`), `spatial` ones, default 1; the error is
/// upstream's ODS message.
pub fn window_values(
    ctx: &Context,
    name: &str,
    attr: Option<Attr>,
    spatial: usize,
) -> Result<Vec<i64>, String> {
    let Some(a) = attr else {
        return Ok(vec![1; spatial]);
    };
    let bad = || {
        format!(
            "attribute '{name}' failed to satisfy constraint: 64-bit signless int elements attribute of shape [{spatial}]"
        )
    };
    let AttrKind::DenseElements {
        ty,
        data: DenseData::Ints(v),
    } = ctx.attr_kind(a)
    else {
        return Err(bad());
    };
    // Upstream's `RankedI64ElementsAttr` is any `DenseIntElementsAttr`: a tensor or (as
    // torch-mlir and the TOSA pipeline print it) a vector of i64.
    let ok_type = match ctx.type_kind(*ty) {
        TypeKind::RankedTensor { shape, elem, .. }
        | TypeKind::Vector {
            shape,
            elem,
            scalable: _,
        } => {
            shape.as_slice() == [spatial as i64]
                && matches!(
                    ctx.type_kind(*elem),
                    TypeKind::Integer { width: 64, signedness }
                        if *signedness == Signedness::Signless
                )
        }
        _ => false,
    };
    if !ok_type {
        return Err(bad());
    }
    let vals: Vec<i64> = v.iter().map(|&x| x as i64).collect();
    Ok(match vals.as_slice() {
        [x] => vec![*x; spatial],
        _ => vals,
    })
}

/// The three indexing maps of `spec` with `strides` and `dilations`.
pub fn maps(ctx: &mut Context, spec: &Spec, strides: &[i64], dilations: &[i64]) -> Vec<AffineMap> {
    let n = spec.iters.len() as u32;
    let [input, filter, out] = spec.maps;
    let zero_points = spec.combiner.operands() - 3;
    std::iter::once(input)
        .chain(std::iter::once(filter))
        .chain(std::iter::repeat_n(&[][..], zero_points))
        .chain(std::iter::once(out))
        .map(|terms| {
            let r = terms
                .iter()
                .map(|&t| match t {
                    D(i) => ctx.dim(i),
                    W(o, k, axis) => {
                        let scaled = |ctx: &mut Context, d: u32, f: i64| {
                            let e = ctx.dim(d);
                            if f == 1 {
                                e
                            } else {
                                let c = ctx.cst(f);
                                ctx.mul(e, c)
                            }
                        };
                        let a = scaled(ctx, o, strides.get(axis).copied().unwrap_or(1));
                        let b = scaled(ctx, k, dilations.get(axis).copied().unwrap_or(1));
                        ctx.add(a, b)
                    }
                })
                .collect();
            ctx.map(n, 0, r)
        })
        .collect()
}

/// The iterator types of `spec` (`true` = reduction).
pub fn iterators(spec: &Spec) -> Vec<bool> {
    spec.iters.chars().map(|c| c == 'r').collect()
}

/// The op of upstream's `cast_signed` (`cast_unsigned` when `unsigned`) from `from` to `to`
/// (`None` when they are equal).
pub fn cast_op(
    ctx: &Context,
    from: Type,
    to: Type,
    unsigned: bool,
) -> Result<Option<&'static str>, String> {
    if from == to {
        return Ok(None);
    }
    Ok(Some(match (ctx.type_kind(from), ctx.type_kind(to)) {
        (TypeKind::Integer { width: a, .. }, TypeKind::Integer { width: b, .. }) => {
            match (a < b, unsigned) {
                (true, false) => "arith.extsi",
                (true, true) => "arith.extui",
                (false, _) => "arith.trunci",
            }
        }
        (TypeKind::Integer { .. }, TypeKind::Float(_)) if unsigned => "arith.uitofp",
        (TypeKind::Integer { .. }, TypeKind::Float(_)) => "arith.sitofp",
        (TypeKind::Float(_), TypeKind::Integer { .. }) if unsigned => "arith.fptoui",
        (TypeKind::Float(_), TypeKind::Integer { .. }) => "arith.fptosi",
        (TypeKind::Float(a), TypeKind::Float(b)) if a.width() < b.width() => "arith.extf",
        (TypeKind::Float(a), TypeKind::Float(b)) if a.width() > b.width() => "arith.truncf",
        _ => {
            return Err(format!(
                "casting {} to {} is not supported",
                type_to_string(ctx, from),
                type_to_string(ctx, to)
            ))
        }
    }))
}

/// Whether element type `t` is a signless integer (`Some(width == 1)`) or a float
/// (`Some(false)`); an error for the types the region builder cannot combine.
fn elem_class(ctx: &Context, t: Type) -> Result<(bool, bool), String> {
    match ctx.type_kind(t) {
        TypeKind::Integer {
            width, signedness, ..
        } if *signedness == Signedness::Signless => Ok((true, *width == 1)),
        TypeKind::Float(_) => Ok((false, false)),
        // Upstream's region builder combines the output's element type with itself (the
        // inputs are cast to it first): its message for the binary op.
        _ => {
            let t = type_to_string(ctx, t);
            Err(format!(
                "Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, \
                 or allInteger, got '{t}' and '{t}'"
            ))
        }
    }
}

/// Upstream's region builder's first check, made while it parses the custom form: the
/// operands of the body's first binary op (the inputs cast to the output's element type,
/// or left as they are where it cannot cast them, an `index` input) must all be integers
/// or all floats. Returns the output's class (`(integer, i1)`).
pub fn check_binary_classes(
    ctx: &Context,
    combiner: Combiner,
    ins: &[Type],
    out: Type,
    unsigned: bool,
) -> Result<(bool, bool), String> {
    let (int, bool_) = elem_class(ctx, out)?;
    // The operands of the first binary op, as upstream's region builder makes them: the
    // inputs cast to the output's type, or left as they are where it cannot cast them
    // (an `index` input); a mix of classes is its binary-op error.
    let used = if combiner.uses_filter() { 2 } else { 1 };
    let casted: Vec<Type> = ins
        .iter()
        .take(used)
        .enumerate()
        .map(|(i, &t)| {
            let u = (combiner.unsigned() || unsigned) && i < 2;
            if cast_op(ctx, t, out, u).is_ok() {
                out
            } else {
                t
            }
        })
        .collect();
    let pair = match (combiner.uses_filter(), casted.as_slice()) {
        (true, [a, b]) => Some((*a, *b)),
        (false, [a]) => Some((out, *a)),
        _ => None,
    };
    if let Some((a, b)) = pair {
        if elem_class(ctx, a).map(|c| c.0) != elem_class(ctx, b).map(|c| c.0)
            || elem_class(ctx, a).is_err()
        {
            return Err(format!(
                "Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, \
                 or allInteger, got '{}' and '{}'",
                type_to_string(ctx, a),
                type_to_string(ctx, b)
            ));
        }
    }
    Ok((int, bool_))
}

/// Checks that [`build_body`] can build the body for the input element types `ins`
/// (input, filter or window, zero points) and the output's `out`, converting with
/// `cast_unsigned` when `unsigned` (the filter only matters for the multiplications).
pub fn check_types(
    ctx: &Context,
    combiner: Combiner,
    ins: &[Type],
    out: Type,
    unsigned: bool,
) -> Result<(), String> {
    let (int, bool_) = check_binary_classes(ctx, combiner, ins, out, unsigned)?;
    let used = if combiner.uses_filter() { ins.len() } else { 1 };
    unsigned_on_uint(combiner, int, bool_)?;
    if combiner == Combiner::MulAddZeroPoints && bool_ {
        return Err("unsupported operation: sub with bools".into());
    }
    for (i, &t) in ins.iter().take(used).enumerate() {
        // The zero points are converted with `cast_signed` always.
        let u = (combiner.unsigned() || unsigned) && i < 2;
        cast_op(ctx, t, out, u)?;
    }
    Ok(())
}

/// Upstream's region builder refuses `max_unsigned`/`min_unsigned` on anything but
/// non-boolean integers (its message).
fn unsigned_on_uint(combiner: Combiner, int: bool, bool_: bool) -> Result<(), String> {
    let what = match combiner {
        Combiner::MaxUnsigned => "max",
        Combiner::MinUnsigned => "min",
        Combiner::MulAdd
        | Combiner::MulAddZeroPoints
        | Combiner::Max
        | Combiner::Min
        | Combiner::Sum => return Ok(()),
    };
    if int && !bool_ {
        Ok(())
    } else {
        Err(format!(
            "unsupported operation: unsigned {what} not on uint"
        ))
    }
}

/// Appends upstream's `cast_signed` (`cast_unsigned` when `unsigned`) of `v` to `to` at the
/// end of `block`; `v` itself when the types are equal.
pub fn cast_value(
    ctx: &mut Context,
    m: &mut Module,
    block: crate::ir::Block,
    v: Value,
    to: Type,
    unsigned: bool,
    loc: Attr,
) -> Result<Value, String> {
    cast(ctx, m, &Builder::at_end(block, loc), v, to, unsigned)
}

fn cast(
    ctx: &mut Context,
    m: &mut Module,
    bb: &Builder,
    v: Value,
    to: Type,
    unsigned: bool,
) -> Result<Value, String> {
    let from = m.value_type(v);
    let Some(name) = cast_op(ctx, from, to, unsigned)? else {
        return Ok(v);
    };
    let op = bb.create(ctx, m, name, vec![v], vec![to], &[], 0);
    Ok(m.op(op).results()[0])
}

/// Fills `block` (arguments: input, filter or window, the zero points of the quantized
/// ops, output element) with the body of `combiner`, as upstream's region builder does:
/// the input and filter converted to the output's type with `cast_signed`, or
/// `cast_unsigned` for the unsigned poolings and when `unsigned` (`matmul`'s
/// `cast = #linalg.type_fn<cast_unsigned>`). An element type it cannot combine is an error.
pub fn build_body(
    ctx: &mut Context,
    m: &mut Module,
    block: crate::ir::Block,
    combiner: Combiner,
    unsigned: bool,
    loc: Attr,
) -> Result<(), String> {
    let args = m.block(block).args.clone();
    if args.len() != combiner.operands() {
        return Err(format!("expected {} region arguments", combiner.operands()));
    }
    let (input, filter, out) = (args[0], args[1], args[args.len() - 1]);
    let t = m.value_type(out);
    let bb = Builder::at_end(block, loc);
    let (int, bool_) = elem_class(ctx, t)?;
    unsigned_on_uint(combiner, int, bool_)?;
    let unsigned = unsigned || combiner.unsigned();
    let arith =
        |int_op: &'static str, bool_op: &'static str, float_op: &'static str| match (int, bool_) {
            (true, true) => bool_op,
            (true, false) => int_op,
            (false, _) => float_op,
        };
    let binary = |ctx: &mut Context, m: &mut Module, name: &str, a: Value, b: Value| {
        let op = bb.create(ctx, m, name, vec![a, b], vec![t], &[], 0);
        m.op(op).results()[0]
    };
    let x = cast(ctx, m, &bb, input, t, unsigned)?;
    let (name, rhs) = match combiner {
        Combiner::MulAdd => {
            let y = cast(ctx, m, &bb, filter, t, unsigned)?;
            let p = binary(
                ctx,
                m,
                arith("arith.muli", "arith.andi", "arith.mulf"),
                x,
                y,
            );
            (arith("arith.addi", "arith.ori", "arith.addf"), p)
        }
        Combiner::MulAddZeroPoints => {
            if bool_ {
                return Err("unsupported operation: sub with bools".into());
            }
            let sub = arith("arith.subi", "arith.subi", "arith.subf");
            let xz = cast(ctx, m, &bb, args[2], t, false)?;
            let xs = binary(ctx, m, sub, x, xz);
            let y = cast(ctx, m, &bb, filter, t, unsigned)?;
            let yz = cast(ctx, m, &bb, args[3], t, false)?;
            let ys = binary(ctx, m, sub, y, yz);
            let p = binary(
                ctx,
                m,
                arith("arith.muli", "arith.andi", "arith.mulf"),
                xs,
                ys,
            );
            (arith("arith.addi", "arith.ori", "arith.addf"), p)
        }
        Combiner::Max => (if int { "arith.maxsi" } else { "arith.maximumf" }, x),
        Combiner::Min => (if int { "arith.minsi" } else { "arith.minimumf" }, x),
        Combiner::MaxUnsigned => ("arith.maxui", x),
        Combiner::MinUnsigned => ("arith.minui", x),
        Combiner::Sum => (arith("arith.addi", "arith.ori", "arith.addf"), x),
    };
    let rv = binary(ctx, m, name, out, rhs);
    bb.create(ctx, m, "linalg.yield", vec![rv], vec![], &[], 0);
    Ok(())
}

/// The value of term `t` at loop values `at`.
fn eval(t: Term, at: &[i64], strides: &[i64], dilations: &[i64]) -> i64 {
    let get = |i: u32| at.get(i as usize).copied().unwrap_or(0);
    match t {
        D(i) => get(i),
        W(o, k, axis) => {
            let s = strides.get(axis).copied().unwrap_or(1);
            let d = dilations.get(axis).copied().unwrap_or(1);
            get(o)
                .saturating_mul(s)
                .saturating_add(get(k).saturating_mul(d))
        }
    }
}

/// Upstream's structured-op interface checks on `shapes` (input, filter or window,
/// output): each operand's rank, then, when every loop range is static, each dimension
/// against the range its indexing expression spans (equal for a loop dimension, at least
/// as large for a window expression), with upstream's messages.
pub fn check_shapes(
    loops: usize,
    maps: &[&[Term]],
    strides: &[i64],
    dilations: &[i64],
    shapes: &[Vec<i64>],
) -> Result<(), String> {
    for (i, (terms, shape)) in maps.iter().zip(shapes).enumerate() {
        if terms.len() != shape.len() {
            return Err(format!(
                "expected operand #{i} rank ({}) to match the result rank of indexing_map ({})",
                shape.len(),
                terms.len()
            ));
        }
    }
    let mut ranges = vec![None; loops];
    for (terms, shape) in maps.iter().zip(shapes) {
        for (&t, &s) in terms.iter().zip(shape) {
            if let D(i) = t {
                if let Some(slot) = ranges.get_mut(i as usize) {
                    slot.get_or_insert(s);
                }
            }
        }
    }
    let Some(ranges) = ranges.into_iter().collect::<Option<Vec<i64>>>() else {
        return Err("expected the shape-to-loops map to be non-null".into());
    };
    if ranges.iter().any(|&r| r < 0) {
        return Ok(());
    }
    let start = vec![0; ranges.len()];
    let end: Vec<i64> = ranges.iter().map(|r| r - 1).collect();
    for (i, (terms, shape)) in maps.iter().zip(shapes).enumerate() {
        for (j, (&t, &s)) in terms.iter().zip(shape).enumerate() {
            if s <= 0 {
                continue;
            }
            let a = eval(t, &start, strides, dilations);
            let b = eval(t, &end, strides, dilations);
            let inferred = a.max(b).saturating_add(1);
            if a.min(b) < 0 {
                return Err(format!(
                    "unexpected result less than 0 at expression #{j} of indexing_map #{i}"
                ));
            }
            match t {
                D(_) if inferred != s => {
                    return Err(format!(
                        "inferred input/output operand #{i} has shape's dimension #{j} to be {inferred}, but found {s}"
                    ))
                }
                W(..) if inferred > s => {
                    return Err(format!(
                        "inferred input/output operand #{i} has shape's dimension #{j} to be greater than or equal to {inferred}, but found {s}"
                    ))
                }
                D(_) | W(..) => {}
            }
        }
    }
    Ok(())
}

/// The terms of `map` when every result is a loop dimension (a projected permutation, as
/// upstream's matmul requires of its `indexing_maps`).
pub fn dim_terms(ctx: &Context, map: AffineMap) -> Option<Vec<Term>> {
    let d = ctx.map_data(map);
    if d.num_symbols != 0 {
        return None;
    }
    d.results
        .iter()
        .map(|&e| match ctx.expr(e) {
            crate::ir::AffineExprKind::Dim(i) => Some(D(i)),
            _ => None,
        })
        .collect()
}

/// The number of inputs of `linalg.elementwise` kind `kind` (upstream's `ElementwiseKind`:
/// unary, binary or ternary), `None` for an unknown kind.
pub fn elementwise_arity(kind: &str) -> Option<usize> {
    Some(match kind {
        "exp" | "log" | "abs" | "ceil" | "floor" | "negf" | "reciprocal" | "round" | "sqrt"
        | "rsqrt" | "square" | "tanh" | "erf" => 1,
        "add" | "sub" | "mul" | "div" | "div_unsigned" | "max_signed" | "min_signed"
        | "max_unsigned" | "min_unsigned" | "powf" => 2,
        "select" => 3,
        _ => return None,
    })
}

/// The op upstream's region builder makes for `linalg.elementwise` kind `kind` on element
/// type `t` (of the value operands), with whether it is `reciprocal` (`1 / x`) or `square`
/// (`x * x`); an error for the combinations upstream refuses.
fn elementwise_op(ctx: &Context, kind: &str, t: Type) -> Result<&'static str, String> {
    let float = matches!(ctx.type_kind(t), TypeKind::Float(_));
    let int = matches!(ctx.type_kind(t), TypeKind::Integer { signedness, .. } if *signedness == Signedness::Signless);
    let name = match (kind, float, int) {
        ("exp", true, _) => "math.exp",
        ("log", true, _) => "math.log",
        ("abs", true, _) => "math.absf",
        ("ceil", true, _) => "math.ceil",
        ("floor", true, _) => "math.floor",
        ("negf", true, _) => "arith.negf",
        ("reciprocal", true, _) => "arith.divf",
        ("round", true, _) => "math.round",
        ("sqrt", true, _) => "math.sqrt",
        ("rsqrt", true, _) => "math.rsqrt",
        ("square", true, _) => "arith.mulf",
        ("tanh", true, _) => "math.tanh",
        ("erf", true, _) => "math.erf",
        ("add", true, _) => "arith.addf",
        ("add", _, true) => "arith.addi",
        ("sub", true, _) => "arith.subf",
        ("sub", _, true) => "arith.subi",
        ("mul", true, _) => "arith.mulf",
        ("mul", _, true) => "arith.muli",
        ("div", true, _) => "arith.divf",
        ("div", _, true) => "arith.divsi",
        ("div_unsigned", _, true) => "arith.divui",
        ("max_signed" | "max_unsigned", true, _) => "arith.maximumf",
        ("max_signed", _, true) => "arith.maxsi",
        ("max_unsigned", _, true) => "arith.maxui",
        ("min_signed" | "min_unsigned", true, _) => "arith.minimumf",
        ("min_signed", _, true) => "arith.minsi",
        ("min_unsigned", _, true) => "arith.minui",
        ("powf", true, _) => "math.powf",
        ("select", _, _) => "arith.select",
        _ => {
            return Err(format!(
                "elementwise kind '{kind}' is not supported on {}",
                type_to_string(ctx, t)
            ))
        }
    };
    Ok(name)
}

/// Checks that [`build_elementwise`] can build kind `kind`'s body over element types `ins`
/// into `out` (upstream's builder does not cast: the result must be the init's type).
pub fn check_elementwise(ctx: &Context, kind: &str, ins: &[Type], out: Type) -> Result<(), String> {
    let arity =
        elementwise_arity(kind).ok_or_else(|| format!("unknown elementwise kind '{kind}'"))?;
    if ins.len() != arity {
        return Err(format!(
            "elementwise kind '{kind}' takes {arity} input(s), got {}",
            ins.len()
        ));
    }
    let values = if kind == "select" { &ins[1..] } else { ins };
    let t = values[0];
    elementwise_op(ctx, kind, t)?;
    if values.iter().any(|&v| v != t) || t != out {
        return Err(format!(
            "elementwise kind '{kind}' needs its inputs and init of one element type"
        ));
    }
    if kind == "select" && !matches!(ctx.type_kind(ins[0]), TypeKind::Integer { width: 1, .. }) {
        return Err("elementwise kind 'select' needs an i1 condition".into());
    }
    Ok(())
}

/// Fills `block` (arguments: the inputs' and the init's element types) with upstream's body
/// of `linalg.elementwise` kind `kind`.
pub fn build_elementwise(
    ctx: &mut Context,
    m: &mut Module,
    block: crate::ir::Block,
    kind: &str,
    loc: Attr,
) -> Result<(), String> {
    let args = m.block(block).args.clone();
    let Some((&out, ins)) = args.split_last() else {
        return Err("expected region arguments".into());
    };
    let in_types: Vec<Type> = ins.iter().map(|&v| m.value_type(v)).collect();
    let t = m.value_type(out);
    check_elementwise(ctx, kind, &in_types, t)?;
    let name = elementwise_op(ctx, kind, t)?;
    let bb = Builder::at_end(block, loc);
    let operands = match kind {
        "reciprocal" => {
            let one = ctx.attr(AttrKind::Float {
                value: crate::ir::FloatBits::new(1.0),
                ty: t,
            });
            let c = bb.create(
                ctx,
                m,
                "arith.constant",
                vec![],
                vec![t],
                &[("value", one)],
                0,
            );
            vec![m.op(c).results()[0], ins[0]]
        }
        "square" => vec![ins[0], ins[0]],
        _ => ins.to_vec(),
    };
    let r = bb.create(ctx, m, name, operands, vec![t], &[], 0);
    let rv = m.op(r).results()[0];
    bb.create(ctx, m, "linalg.yield", vec![rv], vec![], &[], 0);
    Ok(())
}

/// The kind of a `#linalg.elementwise_kind<..>` attribute.
pub fn elementwise_kind(ctx: &Context, a: Option<Attr>) -> Option<String> {
    match ctx.attr_kind(a?) {
        AttrKind::Opaque { dialect, body, .. } if dialect == "linalg" => body
            .strip_prefix(".elementwise_kind<")
            .and_then(|b| b.strip_suffix('>'))
            .map(str::to_string),
        _ => None,
    }
}

/// `#linalg.elementwise_kind<kind>`.
pub fn elementwise_kind_attr(ctx: &mut Context, kind: &str) -> Attr {
    ctx.attr(AttrKind::Opaque {
        dialect: "linalg".to_string(),
        body: format!(".elementwise_kind<{kind}>"),
        ty: None,
    })
}

/// Whether `cast` (`matmul`'s and `batch_matmul`'s `cast` property) is
/// `#linalg.type_fn<cast_unsigned>`; `None` when it is neither that nor `cast_signed`.
pub fn cast_is_unsigned(ctx: &Context, cast: Option<Attr>) -> Option<bool> {
    let Some(a) = cast else {
        return Some(false);
    };
    match ctx.attr_kind(a) {
        AttrKind::Opaque { dialect, body, .. } if dialect == "linalg" => match body.as_str() {
            ".type_fn<cast_signed>" => Some(false),
            ".type_fn<cast_unsigned>" => Some(true),
            _ => None,
        },
        _ => None,
    }
}
