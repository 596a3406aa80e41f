//! The reshaping ops of `tessera-unroll-vectors`: each result piece is assembled from the
//! lanes it takes (`chunk`).

use super::{int_list, Lane, Reshape, Unroller};
use crate::dialect::memref::syntax::dense_i64_array;
use crate::dialect::vector::POISON_INDEX;
use crate::dialect::OpKind;
use crate::gpu::opt::unroll_vectors::Layout;
use crate::ir::{AttrKind, Context, Module, NamedAttr, Op, Type, TypeKind, Value};
use crate::transforms::rewrite::OpBuilder;

impl Unroller {
    /// The reshaping ops: each result piece assembled from the lanes it takes.
    pub(super) fn reshape(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        b: &OpBuilder,
        op: Op,
        kind: Reshape,
    ) -> Option<()> {
        let d = m.op(op).clone();
        let r = *d.results().first()?;
        let rt = m.value_type(r);
        let ops = d.operands().to_vec();
        let ints = |ctx: &Context, name: &str| -> Option<Vec<i64>> {
            let a = d.get_attr_named(ctx, name)?;
            int_list(ctx, a)
        };
        // The result's layout; a scalar result (an extract of one element) is one lane.
        let scalar_result = !matches!(ctx.type_kind(rt), TypeKind::Vector { .. });
        let out = if scalar_result {
            Layout {
                shape: vec![1],
                elem: rt,
            }
        } else {
            Layout::of(ctx, rt)?
        };
        let pieces = match kind {
            Reshape::Broadcast => {
                let src = *ops.first()?;
                match ctx.type_kind(m.value_type(src)) {
                    TypeKind::Vector { .. } => {
                        let (sl, sp) = self.parts(ctx, m, src)?;
                        let n = out.shape.len();
                        let rnk = sl.shape.len();
                        if rnk > n {
                            return None;
                        }
                        self.assemble(ctx, m, b, &out, |f| {
                            let i = out.index(f);
                            let j: Vec<i64> = (0..rnk)
                                .map(|t| if sl.shape[t] == 1 { 0 } else { i[n - rnk + t] })
                                .collect();
                            Self::lane(&sl, &sp, sl.flat(&j))
                        })
                    }
                    _ => self.assemble(ctx, m, b, &out, |_| (src, None)),
                }
            }
            Reshape::Extract => {
                let [src] = ops[..] else { return None };
                let pos = refine_poison(ints(ctx, "static_position")?);
                let (sl, sp) = self.parts(ctx, m, src)?;
                if pos.len() > sl.shape.len()
                    || pos
                        .iter()
                        .zip(&sl.shape)
                        .any(|(&p, &s)| !(0..s).contains(&p))
                {
                    return None;
                }
                let mut full = pos.clone();
                full.resize(sl.shape.len(), 0);
                let base = sl.flat(&full);
                self.assemble(ctx, m, b, &out, |f| Self::lane(&sl, &sp, base + f))
            }
            Reshape::Insert => {
                let [val, dest] = ops[..] else { return None };
                let pos = refine_poison(ints(ctx, "static_position")?);
                let (dl, dp) = self.parts(ctx, m, dest)?;
                if pos.len() > dl.shape.len()
                    || pos
                        .iter()
                        .zip(&dl.shape)
                        .any(|(&p, &s)| !(0..s).contains(&p))
                {
                    return None;
                }
                let mut full = pos.clone();
                full.resize(dl.shape.len(), 0);
                let base = dl.flat(&full);
                let vparts = match ctx.type_kind(m.value_type(val)) {
                    TypeKind::Vector { .. } => Some(self.parts(ctx, m, val)?),
                    _ => None,
                };
                let size = vparts.as_ref().map_or(1, |(vl, _)| vl.numel());
                self.assemble(ctx, m, b, &out, |f| {
                    if (base..base + size).contains(&f) {
                        match &vparts {
                            Some((vl, vp)) => Self::lane(vl, vp, f - base),
                            None => (val, None),
                        }
                    } else {
                        Self::lane(&dl, &dp, f)
                    }
                })
            }
            Reshape::ExtractSlice => {
                let [src] = ops[..] else { return None };
                let offsets = ints(ctx, "offsets")?;
                if ints(ctx, "strides")?.iter().any(|&s| s != 1) {
                    return None;
                }
                let (sl, sp) = self.parts(ctx, m, src)?;
                if offsets.len() > sl.shape.len() || out.shape.len() != sl.shape.len() {
                    return None;
                }
                self.assemble(ctx, m, b, &out, |f| {
                    let mut i = out.index(f);
                    for (t, &o) in offsets.iter().enumerate() {
                        i[t] += o;
                    }
                    Self::lane(&sl, &sp, sl.flat(&i))
                })
            }
            Reshape::InsertSlice => {
                let [val, dest] = ops[..] else { return None };
                let offsets = ints(ctx, "offsets")?;
                if ints(ctx, "strides")?.iter().any(|&s| s != 1) {
                    return None;
                }
                let (dl, dp) = self.parts(ctx, m, dest)?;
                let (vl, vp) = self.parts(ctx, m, val)?;
                let (n, rnk) = (dl.shape.len(), vl.shape.len());
                if offsets.len() != n || rnk > n {
                    return None;
                }
                self.assemble(ctx, m, b, &out, |f| {
                    let i = dl.index(f);
                    let inside = (0..n).all(|t| {
                        if t < n - rnk {
                            i[t] == offsets[t]
                        } else {
                            (offsets[t]..offsets[t] + vl.shape[t - (n - rnk)]).contains(&i[t])
                        }
                    });
                    if inside {
                        let j: Vec<i64> = (n - rnk..n).map(|t| i[t] - offsets[t]).collect();
                        Self::lane(&vl, &vp, vl.flat(&j))
                    } else {
                        Self::lane(&dl, &dp, f)
                    }
                })
            }
            Reshape::ShapeCast => {
                let [src] = ops[..] else { return None };
                let (sl, sp) = self.parts(ctx, m, src)?;
                if sl.numel() != out.numel() {
                    return None;
                }
                self.assemble(ctx, m, b, &out, |f| Self::lane(&sl, &sp, f))
            }
            Reshape::Transpose => {
                let [src] = ops[..] else { return None };
                let perm = ints(ctx, "permutation")?;
                let (sl, sp) = self.parts(ctx, m, src)?;
                let n = sl.shape.len();
                let mut sorted = perm.clone();
                sorted.sort_unstable();
                if sorted != (0..n as i64).collect::<Vec<_>>() || out.shape.len() != n {
                    return None;
                }
                self.assemble(ctx, m, b, &out, |f| {
                    let i = out.index(f);
                    let mut j = vec![0; n];
                    for (t, &p) in perm.iter().enumerate() {
                        j[p as usize] = i[t];
                    }
                    Self::lane(&sl, &sp, sl.flat(&j))
                })
            }
            Reshape::FromElements => {
                if ops.len() as i64 != out.numel() {
                    return None;
                }
                self.assemble(ctx, m, b, &out, |f| (ops[f as usize], None))
            }
        };
        self.finish(ctx, m, r, pieces)
    }

    /// The pieces of a value of layout `l` whose element `flat` comes from `lane(flat)`.
    pub(super) fn assemble(
        &self,
        ctx: &mut Context,
        m: &mut Module,
        b: &OpBuilder,
        l: &Layout,
        lane: impl Fn(i64) -> Lane,
    ) -> Vec<Value> {
        let mut out = Vec::new();
        for q in l.pieces() {
            let lanes: Vec<Lane> = (q.first..q.first + q.width).map(&lane).collect();
            out.push(chunk(ctx, m, b, l.elem, &lanes));
        }
        out
    }
}

/// One piece of `lanes.len()` lanes of `elem` from its lanes.
pub(super) fn chunk(
    ctx: &mut Context,
    m: &mut Module,
    b: &OpBuilder,
    elem: Type,
    lanes: &[Lane],
) -> Value {
    let w = lanes.len() as i64;
    if let [(v, j)] = lanes[..] {
        return match j {
            None => v,
            Some(j) => extract(ctx, m, b, v, j, elem),
        };
    }
    let (v0, j0) = lanes[0];
    // A run of one vector.
    if let Some(j0) = j0 {
        if lanes
            .iter()
            .enumerate()
            .all(|(i, &(v, j))| v == v0 && j == Some(j0 + i as i64))
        {
            if j0 == 0 && lanes_of(ctx, m, v0) == w {
                return v0;
            }
            return strided_slice(ctx, m, b, v0, j0, w, elem);
        }
    }
    // One scalar everywhere: a splat.
    if lanes.iter().all(|&l| l == (v0, None)) {
        let t = ctx.vector_type(vec![w], elem);
        return b.create1(ctx, m, OpKind::VectorBroadcast, vec![v0], t, vec![]);
    }
    // A whole vector with one lane replaced.
    let own: Vec<usize> = (0..lanes.len())
        .filter(|&i| {
            let (v, j) = lanes[i];
            j != Some(i as i64) || lanes_of(ctx, m, v) != w
        })
        .collect();
    if let [odd] = own[..] {
        let base = lanes[(odd + 1) % lanes.len()].0;
        if lanes
            .iter()
            .enumerate()
            .all(|(i, &(v, _))| i == odd || v == base)
        {
            let x = scalar(ctx, m, b, lanes[odd], elem);
            let t = m.value_type(base);
            let props = position(ctx, odd as i64);
            return b.create1(ctx, m, OpKind::VectorInsert, vec![x, base], t, props);
        }
    }
    let xs: Vec<Value> = lanes.iter().map(|&l| scalar(ctx, m, b, l, elem)).collect();
    let t = ctx.vector_type(vec![w], elem);
    b.create1(ctx, m, OpKind::VectorFromElements, xs, t, vec![])
}

/// The lanes of a value (1 for a scalar).
fn lanes_of(ctx: &Context, m: &Module, v: Value) -> i64 {
    match ctx.type_kind(m.value_type(v)) {
        TypeKind::Vector { shape, .. } => shape.first().copied().unwrap_or(1),
        _ => 1,
    }
}

/// The scalar of a lane.
pub(super) fn scalar(
    ctx: &mut Context,
    m: &mut Module,
    b: &OpBuilder,
    lane: Lane,
    elem: Type,
) -> Value {
    match lane {
        (v, None) => v,
        (v, Some(j)) => extract(ctx, m, b, v, j, elem),
    }
}

/// `vector.extract %v[j]`.
pub(crate) fn extract(
    ctx: &mut Context,
    m: &mut Module,
    b: &OpBuilder,
    v: Value,
    j: i64,
    elem: Type,
) -> Value {
    let props = position(ctx, j);
    b.create1(ctx, m, OpKind::VectorExtract, vec![v], elem, props)
}

/// `vector.extract_strided_slice %v {offsets = [j], sizes = [w], strides = [1]}`.
pub(crate) fn strided_slice(
    ctx: &mut Context,
    m: &mut Module,
    b: &OpBuilder,
    v: Value,
    j: i64,
    w: i64,
    elem: Type,
) -> Value {
    let i64t = ctx.int_type(64);
    let list = |ctx: &mut Context, x: i64| {
        let a = ctx.int_attr(i128::from(x), i64t);
        ctx.attr(AttrKind::Array(vec![a]))
    };
    let props = vec![
        NamedAttr {
            name: ctx.ident("offsets"),
            value: list(ctx, j),
        },
        NamedAttr {
            name: ctx.ident("sizes"),
            value: list(ctx, w),
        },
        NamedAttr {
            name: ctx.ident("strides"),
            value: list(ctx, 1),
        },
    ];
    let t = ctx.vector_type(vec![w], elem);
    b.create1(ctx, m, OpKind::VectorExtractStridedSlice, vec![v], t, props)
}

/// Static positions with the poison index refined to 0, as every path refines it (see
/// `dialect::vector::POISON_INDEX`).
fn refine_poison(pos: Vec<i64>) -> Vec<i64> {
    pos.into_iter()
        .map(|p| if p == POISON_INDEX { 0 } else { p })
        .collect()
}

/// `static_position = array<i64: k>`.
pub(crate) fn position(ctx: &mut Context, k: i64) -> Vec<NamedAttr> {
    let name = ctx.ident("static_position");
    let value = dense_i64_array(ctx, &[k]);
    vec![NamedAttr { name, value }]
}
