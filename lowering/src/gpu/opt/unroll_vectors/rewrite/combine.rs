//! The combining ops of `tessera-unroll-vectors`: `vector.multi_reduction`,
//! `vector.outerproduct` and `vector.contract`. Each result element is combined in the
//! interpreter's order exactly (so float results are bit-identical): its accumulator,
//! then the source elements (or the products) that reduce into it in row-major order, a
//! float `add` of products being one fused multiply-add per product.

use super::reshape::{chunk, scalar};
use super::{int_list, Lane, Unroller};
use crate::dialect::OpKind;
use crate::gpu::opt::unroll_vectors::Layout;
use crate::ir::{Attr, Context, Module, Op, Type, TypeKind, Value};
use crate::transforms::rewrite::OpBuilder;

/// The most products a `vector.contract` is unrolled into (one fused multiply-add or a
/// multiply and a combine each, per piece); a larger one is left as it is.
pub const MAX_CONTRACT_STEPS: i64 = 4096;

/// How one combining op folds a product or an element into its accumulator.
#[derive(Clone, Copy)]
struct Combine {
    /// The arith op of the combining kind (`arith.addf` for `add` on floats, ...).
    combiner: OpKind,
    /// The `#vector.kind` attribute, for the `vector.reduction`s of pieces.
    kind: Attr,
    /// A float `add` of products: one fused multiply-add.
    fused: bool,
    float: bool,
}

impl Combine {
    fn of(ctx: &Context, kind: Attr, elem: Type) -> Option<Combine> {
        let word = crate::dialect::vector::syntax::opaque_inner(ctx, kind, "vector", ".kind")?;
        let float = ctx.type_kind(elem).is_float();
        if !float
            && !matches!(
                ctx.type_kind(elem),
                TypeKind::Integer { .. } | TypeKind::Index
            )
        {
            return None;
        }
        let combiner = crate::transforms::reductions::combiner_of_kind_word(word, float)?;
        Some(Combine {
            combiner,
            kind,
            fused: float && combiner == OpKind::ArithAddF,
            float,
        })
    }

    /// `acc <op> x` on two values of one type (pieces or scalars).
    fn apply(
        &self,
        ctx: &mut Context,
        m: &mut Module,
        b: &OpBuilder,
        acc: Value,
        x: Value,
    ) -> Value {
        let t = m.value_type(acc);
        b.create1(ctx, m, self.combiner, vec![acc, x], t, vec![])
    }

    /// `acc` combined with the product `x * y` (`None`: no accumulator, the product).
    fn product(
        &self,
        ctx: &mut Context,
        m: &mut Module,
        b: &OpBuilder,
        x: Value,
        y: Value,
        acc: Option<Value>,
    ) -> Value {
        let t = m.value_type(x);
        let scalar = !matches!(ctx.type_kind(t), TypeKind::Vector { .. });
        match acc {
            Some(c) if self.fused => {
                let k = if scalar {
                    OpKind::MathFma
                } else {
                    OpKind::VectorFma
                };
                b.create1(ctx, m, k, vec![x, y, c], t, vec![])
            }
            _ => {
                let k = if self.float {
                    OpKind::ArithMulF
                } else {
                    OpKind::ArithMulI
                };
                let p = b.create1(ctx, m, k, vec![x, y], t, vec![]);
                match acc {
                    Some(c) => self.apply(ctx, m, b, c, p),
                    None => p,
                }
            }
        }
    }
}

/// The layout of result `r`: a scalar is one lane.
fn out_layout(ctx: &Context, m: &Module, r: Value) -> Option<(Layout, bool)> {
    let t = m.value_type(r);
    if matches!(ctx.type_kind(t), TypeKind::Vector { .. }) {
        Some((Layout::of(ctx, t)?, false))
    } else {
        Some((
            Layout {
                shape: vec![1],
                elem: t,
            },
            true,
        ))
    }
}

/// A piece of `w` lanes of `x` (a scalar): itself, or its `vector.broadcast`.
fn splat(ctx: &mut Context, m: &mut Module, b: &OpBuilder, x: Value, w: i64, elem: Type) -> Value {
    chunk(ctx, m, b, elem, &vec![(x, None); w as usize])
}

impl Unroller {
    /// The pieces of accumulator `acc` of result layout `out` (a scalar: itself).
    fn acc_parts(
        &self,
        ctx: &Context,
        m: &Module,
        acc: Value,
        scalar_out: bool,
    ) -> Option<(Layout, Vec<Value>)> {
        if scalar_out {
            let elem = m.value_type(acc);
            Some((
                Layout {
                    shape: vec![1],
                    elem,
                },
                vec![acc],
            ))
        } else {
            self.parts(ctx, m, acc)
        }
    }

    /// `vector.multi_reduction`. With the innermost dimension kept, each source row
    /// combines piece by piece into its result row; with it reduced, each result element
    /// is a chain over its rows, a `vector.reduction` of each piece accumulating into the
    /// next (a one-lane piece: the combiner).
    pub(super) fn multi_reduction(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        b: &OpBuilder,
        op: Op,
    ) -> Option<()> {
        let d = m.op(op).clone();
        let (&[src, acc], &[r]) = (d.operands(), d.results()) else {
            return None;
        };
        let (sl, sp) = self.parts(ctx, m, src)?;
        let dims = int_list(ctx, d.get_attr_named(ctx, "reduction_dims")?)?;
        let c = Combine::of(ctx, d.get_attr_named(ctx, "kind")?, sl.elem)?;
        let (out, scalar_out) = out_layout(ctx, m, r)?;
        let (al, ap) = self.acc_parts(ctx, m, acc, scalar_out)?;
        let n = sl.shape.len();
        let kept: Vec<usize> = (0..n).filter(|&t| !dims.contains(&(t as i64))).collect();
        let kshape = Layout {
            shape: kept.iter().map(|&t| sl.shape[t]).collect(),
            elem: sl.elem,
        };
        // The result element of source element `f`.
        let into = |f: i64| -> i64 {
            let i = sl.index(f);
            let k: Vec<i64> = kept.iter().map(|&t| i[t]).collect();
            kshape.flat(&k)
        };
        if al.numel() != out.numel() || out.numel() != kshape.shape.iter().product::<i64>() {
            return None;
        }
        if kept.last() == Some(&(n - 1)) {
            if scalar_out || out.row_len() != sl.row_len() {
                return None;
            }
            let mut cur = ap;
            for row in 0..sl.rows() {
                let orow = into(row * sl.row_len()) / out.row_len();
                for k in 0..sl.chunks() {
                    let p = (orow * out.chunks() + k) as usize;
                    let x = sp[(row * sl.chunks() + k) as usize];
                    cur[p] = c.apply(ctx, m, b, cur[p], x);
                }
            }
            return self.finish(ctx, m, r, cur);
        }
        let mut chains: Vec<Option<Value>> = vec![None; out.numel() as usize];
        for row in 0..sl.rows() {
            let o = into(row * sl.row_len()) as usize;
            let mut cur = match chains[o] {
                Some(v) => v,
                None => {
                    let lane = Self::lane(&al, &ap, o as i64);
                    scalar(ctx, m, b, lane, sl.elem)
                }
            };
            for k in 0..sl.chunks() {
                let x = sp[(row * sl.chunks() + k) as usize];
                cur = if sl.width(k) == 1 {
                    c.apply(ctx, m, b, cur, x)
                } else {
                    let name = ctx.ident("kind");
                    let props = vec![crate::ir::NamedAttr {
                        name,
                        value: c.kind,
                    }];
                    b.create1(
                        ctx,
                        m,
                        OpKind::VectorReduction,
                        vec![x, cur],
                        sl.elem,
                        props,
                    )
                };
            }
            chains[o] = Some(cur);
        }
        let chains: Vec<Value> = chains.into_iter().collect::<Option<_>>()?;
        let pieces = self.assemble(ctx, m, b, &out, |f| (chains[f as usize], None));
        self.finish(ctx, m, r, pieces)
    }

    /// `vector.outerproduct`: row `i` of the result is `lhs[i]` (a splat) times the pieces
    /// of `rhs`, combined with the accumulator's pieces of that row; with a scalar `rhs`
    /// (AXPY), the pieces of `lhs` times a splat of it.
    pub(super) fn outerproduct(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        b: &OpBuilder,
        op: Op,
    ) -> Option<()> {
        let d = m.op(op).clone();
        let (&[x, y], acc) = (d.operands().split_at_checked(2)?.0, d.operands().get(2)) else {
            return None;
        };
        let [r] = d.results()[..] else { return None };
        let out = Layout::of(ctx, m.value_type(r))?;
        let c = Combine::of(ctx, d.get_attr_named(ctx, "kind")?, out.elem)?;
        let (xl, xp) = self.parts(ctx, m, x)?;
        let accp = match acc {
            Some(&a) => {
                let (al, ap) = self.parts(ctx, m, a)?;
                if al.shape != out.shape {
                    return None;
                }
                Some(ap)
            }
            None => None,
        };
        let y_vector = matches!(ctx.type_kind(m.value_type(y)), TypeKind::Vector { .. });
        let mut pieces = Vec::new();
        if y_vector {
            let (yl, yp) = self.parts(ctx, m, y)?;
            if out.shape != [xl.numel(), yl.numel()] || xl.shape.len() != 1 {
                return None;
            }
            for i in 0..out.rows() {
                let xi = scalar(ctx, m, b, Self::lane(&xl, &xp, i), out.elem);
                for k in 0..out.chunks() {
                    let p = (i * out.chunks() + k) as usize;
                    let s = splat(ctx, m, b, xi, out.width(k), out.elem);
                    let a = accp.as_ref().map(|ap| ap[p]);
                    pieces.push(c.product(ctx, m, b, s, yp[k as usize], a));
                }
            }
        } else {
            if out.shape != xl.shape || out.shape.len() != 1 {
                return None;
            }
            for k in 0..out.chunks() {
                let s = splat(ctx, m, b, y, out.width(k), out.elem);
                let a = accp.as_ref().map(|ap| ap[k as usize]);
                pieces.push(c.product(ctx, m, b, xp[k as usize], s, a));
            }
        }
        self.finish(ctx, m, r, pieces)
    }

    /// `vector.contract` (in kernels it always comes here, of any width): each piece of
    /// the accumulator folds in the products of every reduction point in row-major order,
    /// the factors of its lanes gathered into pieces — a whole source piece or a run of
    /// one, a splat, or lanes from several — as upstream's elementwise
    /// `vector-contract-lowering` does with a broadcast, a multiply and an add (here a
    /// fused multiply-add for floats, as the interpreter computes it). Factors of a
    /// narrower type are extended first (`arith.extf`, `arith.extsi`), as the interpreter
    /// converts or holds them.
    pub(super) fn contract(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        b: &OpBuilder,
        op: Op,
    ) -> Option<()> {
        let d = m.op(op).clone();
        let (&[x, y, acc], &[r]) = (d.operands(), d.results()) else {
            return None;
        };
        let (out, scalar_out) = out_layout(ctx, m, r)?;
        let (_, ap) = self.acc_parts(ctx, m, acc, scalar_out)?;
        let (xl, xp) = self.parts(ctx, m, x)?;
        let (yl, yp) = self.parts(ctx, m, y)?;
        let c = Combine::of(ctx, d.get_attr_named(ctx, "kind")?, out.elem)?;
        // Factors of a narrower type of the same kind are extended to the result's.
        for e in [xl.elem, yl.elem] {
            if e != out.elem {
                let (from, to) = (bits(ctx, e)?, bits(ctx, out.elem)?);
                if from.1 != to.1 || from.0 >= to.0 {
                    return None;
                }
            }
        }
        let n_iter = match ctx.attr_kind(d.get_attr_named(ctx, "iterator_types")?) {
            crate::ir::AttrKind::Array(v) => v.len(),
            _ => return None,
        };
        let accs: Vec<i64> = if scalar_out {
            vec![]
        } else {
            out.shape.clone()
        };
        let dims = crate::dialect::vector::verify::contract_dims(
            ctx,
            d.get_attr_named(ctx, "indexing_maps")?,
            n_iter,
            [xl.shape.len(), yl.shape.len(), accs.len()],
        )
        .ok()?;
        let size: Vec<i64> = dims
            .iter()
            .map(|w| {
                w[0].map(|p| xl.shape[p])
                    .or_else(|| w[1].map(|p| yl.shape[p]))
                    .or_else(|| w[2].map(|p| accs[p]))
                    .unwrap_or(1)
            })
            .collect();
        let red: Vec<usize> = (0..n_iter).filter(|&i| dims[i][2].is_none()).collect();
        let red_l = Layout {
            shape: red.iter().map(|&i| size[i]).collect(),
            elem: out.elem,
        };
        let points: i64 = red_l.shape.iter().product();
        let steps = (ap.len() as i64).checked_mul(points)?;
        if steps > MAX_CONTRACT_STEPS {
            return None;
        }
        let (xs, ys) = (strides(&xl.shape), strides(&yl.shape));
        // The flat source positions of result element `f` at reduction point `rp`.
        let at = |f: i64, rp: i64| -> (i64, i64) {
            let ai = if scalar_out { vec![] } else { out.index(f) };
            let ri = if red.is_empty() {
                vec![]
            } else {
                red_l.index(rp)
            };
            let mut point = vec![0i64; n_iter];
            for (i, w) in dims.iter().enumerate() {
                if let Some(p) = w[2] {
                    point[i] = ai[p];
                }
            }
            for (k, &i) in red.iter().enumerate() {
                point[i] = ri[k];
            }
            let lin = |which: usize, st: &[i64]| -> i64 {
                dims.iter()
                    .enumerate()
                    .filter_map(|(i, w)| w[which].map(|p| point[i] * st[p]))
                    .sum()
            };
            (lin(0, &xs), lin(1, &ys))
        };
        let mut pieces = Vec::new();
        for q in out.pieces() {
            let (w, first) = (q.width, q.first);
            let mut cur = ap[q.index];
            for rp in 0..points {
                let lanes: Vec<(Lane, Lane)> = (first..first + w)
                    .map(|f| {
                        let (i, j) = at(f, rp);
                        (Self::lane(&xl, &xp, i), Self::lane(&yl, &yp, j))
                    })
                    .collect();
                let xa: Vec<Lane> = lanes.iter().map(|l| l.0).collect();
                let ya: Vec<Lane> = lanes.iter().map(|l| l.1).collect();
                let xv = chunk(ctx, m, b, xl.elem, &xa);
                let yv = chunk(ctx, m, b, yl.elem, &ya);
                let xv = extend(ctx, m, b, xv, xl.elem, out.elem, w);
                let yv = extend(ctx, m, b, yv, yl.elem, out.elem, w);
                cur = c.product(ctx, m, b, xv, yv, Some(cur));
            }
            pieces.push(cur);
        }
        self.finish(ctx, m, r, pieces)
    }
}

/// Row-major strides of `shape`.
fn strides(shape: &[i64]) -> Vec<i64> {
    let mut s = vec![1i64; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        s[i] = s[i + 1] * shape[i + 1];
    }
    s
}

/// The width of a float (`true`) or signless integer (`false`) type.
fn bits(ctx: &Context, t: Type) -> Option<(u32, bool)> {
    match ctx.type_kind(t) {
        TypeKind::Float(f) => Some((f.width(), true)),
        TypeKind::Integer {
            width,
            signedness: crate::ir::Signedness::Signless,
        } => Some((*width, false)),
        _ => None,
    }
}

/// `v` (a piece of `w` lanes of `from`) as `to`: itself, or its `arith.extf` (floats) or
/// `arith.extsi` (integers, as the interpreter holds them sign-extended).
fn extend(
    ctx: &mut Context,
    m: &mut Module,
    b: &OpBuilder,
    v: Value,
    from: Type,
    to: Type,
    w: i64,
) -> Value {
    if from == to {
        return v;
    }
    let t = Layout::piece_type(ctx, to, w);
    let k = if ctx.type_kind(to).is_float() {
        OpKind::ArithExtF
    } else {
        OpKind::ArithExtSI
    };
    b.create1(ctx, m, k, vec![v], t, vec![])
}
