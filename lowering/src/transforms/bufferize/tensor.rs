//! How each `tensor` and `bufferization` op bufferizes (see the module docs for the
//! in-place rule).
//!
//! - `extract`, `dim`, `rank`: `memref.load`, `memref.dim`, a constant.
//! - `cast`, `extract_slice`, `expand_shape`, `collapse_shape`: views of the source buffer
//!   (`memref.cast`, `memref.subview`, `memref.expand_shape`, `memref.collapse_shape`; a
//!   reshape of a strided view copies it into an identity buffer first).
//! - `insert`, `insert_slice`: write into the dest's buffer (in place or a copy):
//!   `memref.store`, `memref.copy` into a `memref.subview` (nothing when the source is
//!   already there: the subview of a matching `extract_slice` of that buffer).
//! - `empty`, `splat`, `from_elements`, `generate`, `pad`, `concat`: a new buffer,
//!   filled by `linalg.fill`, stores, a `linalg.generic` running the body (its index
//!   arguments are `linalg.index`), or copies into subviews.
//! - `to_tensor`: the memref; `to_buffer`: the buffer, after which the allocation is never
//!   written in place (writes through the memref are outside the analysis);
//!   `materialize_in_destination`: a copy into the destination; `alloc_tensor`: an
//!   allocation (and a copy); `dealloc_tensor`: nothing (no deallocation is inserted).
//! - `reshape`: `memref.reshape` of the source (a view; a strided source or shape is
//!   copied into an identity buffer first). `bitcast` is refused, as upstream refuses it
//!   ('op was not bufferized': the memref dialect has no bitcast to lower it to).

use super::{State, R};
use crate::dialect::memref::verify::strides_and_offset;
use crate::dialect::{BufferizationOp, TensorOp};
use crate::gpu::build::{i32_array, Builder};
use crate::ir::{Attr, AttrKind, Context, Module, Op, Type, TypeKind, Value, DYNAMIC};

/// A dense i64 array property of `op`.
fn ints(ctx: &Context, m: &Module, op: Op, name: &str) -> Option<Vec<i64>> {
    let a = crate::affine::ops::attr(ctx, m, op, name)?;
    crate::dialect::memref::syntax::dense_ints(ctx, a)
}

/// `array<i64: ...>`, as the offsets, sizes and strides of a subview.
fn i64_array(ctx: &mut Context, values: &[i64]) -> Attr {
    let elem = ctx.int_type(64);
    ctx.attr(AttrKind::DenseArray {
        elem,
        data: crate::ir::DenseArrayData::Ints(values.iter().map(|&v| i128::from(v)).collect()),
    })
}

/// The operand segments of `op`.
fn segments(ctx: &Context, m: &Module, op: Op) -> Option<Vec<Vec<Value>>> {
    let seg = ints(ctx, m, op, "operandSegmentSizes")?;
    let ops = m.op(op).operands();
    let mut out = Vec::new();
    let mut at = 0usize;
    for n in seg {
        let n = usize::try_from(n).ok()?;
        out.push(ops.get(at..at + n)?.to_vec());
        at += n;
    }
    Some(out)
}

/// Upstream's `computeRankReductionMask`: which dims of `sizes` the reduced `shape`
/// drops (greedy; dropped dims must be static 1).
fn dropped_dims(sizes: &[i64], shape: &[i64]) -> Option<Vec<bool>> {
    let mut j = 0;
    let mut drop = Vec::new();
    for &s in sizes {
        let dynamic_match = s != 1 && (shape.get(j) == Some(&DYNAMIC) || s == DYNAMIC);
        if j < shape.len() && (dynamic_match || s == shape[j]) {
            j += 1;
            drop.push(false);
        } else if s == 1 {
            drop.push(true);
        } else {
            return None;
        }
    }
    (j == shape.len()).then_some(drop)
}

/// The type of `memref.subview` of `src` with these static offsets, sizes and strides
/// (`DYNAMIC` for operands), reduced to `shape` when given.
fn subview_type(
    ctx: &mut Context,
    src: Type,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
    shape: Option<&[i64]>,
) -> Option<Type> {
    let (sstrides, soff) = strides_and_offset(ctx, src)?;
    let (elem, space) = match ctx.type_kind(src) {
        TypeKind::MemRef {
            elem, memory_space, ..
        } => (*elem, *memory_space),
        _ => return None,
    };
    let mul = |a: i64, b: i64| {
        if a == DYNAMIC || b == DYNAMIC {
            DYNAMIC
        } else {
            a.checked_mul(b).unwrap_or(DYNAMIC)
        }
    };
    let mut off = soff;
    for (&o, &s) in offsets.iter().zip(&sstrides) {
        let t = mul(o, s);
        off = if off == DYNAMIC || t == DYNAMIC {
            DYNAMIC
        } else {
            off.checked_add(t).unwrap_or(DYNAMIC)
        };
    }
    let st: Vec<i64> = strides
        .iter()
        .zip(&sstrides)
        .map(|(&a, &b)| mul(a, b))
        .collect();
    let drop = match shape {
        Some(sh) => dropped_dims(sizes, sh)?,
        None => vec![false; sizes.len()],
    };
    let (mut rshape, mut rstrides) = (Vec::new(), Vec::new());
    for ((&sz, &s), &d) in sizes.iter().zip(&st).zip(&drop) {
        if !d {
            rshape.push(sz);
            rstrides.push(s);
        }
    }
    let layout = ctx.attr(AttrKind::StridedLayout {
        offset: off,
        strides: rstrides,
    });
    Some(ctx.memref_type(rshape, elem, Some(layout), space))
}

/// `memref.subview %src[offs][sizes][strides] : ty`, the `DYNAMIC` entries taken from
/// `dyn_offs`, `dyn_sizes` and `dyn_strides`, before the builder's point.
#[allow(clippy::too_many_arguments)]
fn build_subview(
    ctx: &mut Context,
    m: &mut Module,
    at: &Builder,
    src: Value,
    ty: Type,
    statics: [&[i64]; 3],
    dyn_offs: &[Value],
    dyn_sizes: &[Value],
    dyn_strides: &[Value],
) -> Value {
    let mut operands = vec![src];
    operands.extend(dyn_offs.iter().chain(dyn_sizes).chain(dyn_strides).copied());
    let seg = i32_array(
        ctx,
        &[
            1,
            dyn_offs.len() as i64,
            dyn_sizes.len() as i64,
            dyn_strides.len() as i64,
        ],
    );
    let [o, sz, st] = statics;
    let (ao, asz, ast) = (i64_array(ctx, o), i64_array(ctx, sz), i64_array(ctx, st));
    let v = at.create(
        ctx,
        m,
        "memref.subview",
        operands,
        vec![ty],
        &[
            ("operandSegmentSizes", seg),
            ("static_offsets", ao),
            ("static_sizes", asz),
            ("static_strides", ast),
        ],
        0,
    );
    m.op(v).results()[0]
}

/// The shape of a ranked tensor or memref type.
fn shape_of(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } | TypeKind::MemRef { shape, .. } => {
            Some(shape.clone())
        }
        _ => None,
    }
}

/// Whether memref type `t` has the identity layout.
fn is_identity(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::MemRef { layout: None, .. })
}

impl State<'_> {
    /// An identity-layout buffer with `b`'s contents: `b` itself, or a copy.
    pub(super) fn contiguous(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        op: Op,
        b: Value,
    ) -> Value {
        let t = m.value_type(b);
        if is_identity(ctx, t) {
            return b;
        }
        let (shape, elem, space) = match ctx.type_kind(t) {
            TypeKind::MemRef {
                shape,
                elem,
                memory_space,
                ..
            } => (shape.clone(), *elem, *memory_space),
            _ => return b,
        };
        let ty = ctx.memref_type(shape, elem, None, space);
        let at = Builder::before(m, op);
        let dyn_ = self.dyn_sizes(ctx, m, &at, b);
        let nb = Self::alloc(ctx, m, &at, ty, dyn_);
        at.create(ctx, m, "memref.copy", vec![b, nb], vec![], &[], 0);
        let r = self.new_root(true);
        self.root_of.insert(nb, r);
        nb
    }

    /// A new writable buffer for `res` (a ranked tensor) with dynamic sizes `dyn_`.
    fn fresh(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        op: Op,
        res: Value,
        dyn_: Vec<Value>,
    ) -> R<Value> {
        let Some(ty) = super::memref_of(ctx, m.value_type(res)) else {
            return Err(self.err(ctx, m, op, "expected a ranked tensor result"));
        };
        let at = Builder::before(m, op);
        let b = Self::alloc(ctx, m, &at, ty, dyn_);
        let r = self.new_root(true);
        self.bind(res, b, r);
        Ok(b)
    }

    /// Binds `res` to view `v` of a buffer in the same root as `src`.
    fn view(&mut self, res: Value, v: Value, src: Value) {
        let r = self.root(src).unwrap_or(0);
        self.bind(res, v, r);
    }

    /// The dynamic sizes of a tensor type `t` from `dyn_` or, for each dynamic dim, the
    /// matching dim of buffer `like`.
    fn sizes_like(&mut self, ctx: &mut Context, m: &mut Module, op: Op, like: Value) -> Vec<Value> {
        let at = Builder::before(m, op);
        self.dyn_sizes(ctx, m, &at, like)
    }

    /// A `linalg.generic` writing `out` (identity map, all parallel) whose body is the
    /// single-block `region` of `op`: its index arguments become `linalg.index`, its
    /// `tensor.yield` a `linalg.yield`.
    fn generic_from_region(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        op: Op,
        out: Value,
        rank: usize,
    ) -> R<()> {
        let Some(&region) = m.op(op).regions().first() else {
            return Err(self.err(ctx, m, op, "expected a region"));
        };
        let [blk] = m.region(region).blocks() else {
            return Err(self.err(ctx, m, op, "expected a single-block region"));
        };
        let blk = *blk;
        let id = ctx.identity_map(rank as u32);
        let (g, body) = crate::transforms::linalg_generalize::build_generic(
            ctx,
            m,
            op,
            &[],
            &[out],
            &[id],
            &vec![false; rank],
        );
        let loc = m.op(op).loc;
        let bb = Builder::at_end(body, loc);
        let mut map = crate::ir::ValueMap::default();
        let args = m.block(blk).args().to_vec();
        let index = ctx.index_type();
        let i64t = ctx.int_type(64);
        for (k, &a) in args.iter().enumerate() {
            let d = ctx.int_attr(k as i128, i64t);
            let o = bb.create(
                ctx,
                m,
                "linalg.index",
                vec![],
                vec![index],
                &[("dim", d)],
                0,
            );
            map.values.insert(a, m.op(o).results()[0]);
        }
        for o in m.block_ops_vec(blk) {
            if m.op(o).kind == Some(crate::dialect::OpKind::TensorYield) {
                let vals: Vec<Value> = m.op(o).operands().iter().map(|&v| map.lookup(v)).collect();
                bb.create(ctx, m, "linalg.yield", vals, vec![], &[], 0);
                continue;
            }
            let n = m.clone_op(o, &mut map);
            m.append_op(body, n);
        }
        let _ = g;
        Ok(())
    }

    /// The `memref.subview` of the dest buffer `b` that `tensor.parallel_insert_slice`
    /// `op` writes, before `at` (its `scf.forall.in_parallel`).
    pub(super) fn insert_view(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        op: Op,
        b: Value,
        at: Op,
    ) -> R<Value> {
        let Some(segs) = segments(ctx, m, op) else {
            return Err(self.err(ctx, m, op, "expected operandSegmentSizes"));
        };
        let src = m.op(op).operands().first().copied();
        let shape = src
            .and_then(|v| shape_of(ctx, m.value_type(v)))
            .unwrap_or_default();
        self.subview_at(ctx, m, op, b, &segs, 2, &shape, at)
    }

    /// `memref.subview` of `b` with `op`'s offsets, sizes and strides (its operand
    /// segments `first..first + 3`), reduced to `shape`.
    #[allow(clippy::too_many_arguments)]
    fn subview(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        op: Op,
        b: Value,
        segs: &[Vec<Value>],
        first: usize,
        shape: &[i64],
    ) -> R<Value> {
        self.subview_at(ctx, m, op, b, segs, first, shape, op)
    }

    /// [`Self::subview`], built before `at`.
    #[allow(clippy::too_many_arguments)]
    fn subview_at(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        op: Op,
        b: Value,
        segs: &[Vec<Value>],
        first: usize,
        shape: &[i64],
        at: Op,
    ) -> R<Value> {
        let (Some(offs), Some(sizes), Some(strides)) = (
            ints(ctx, m, op, "static_offsets"),
            ints(ctx, m, op, "static_sizes"),
            ints(ctx, m, op, "static_strides"),
        ) else {
            return Err(self.err(ctx, m, op, "expected static offsets, sizes and strides"));
        };
        let (Some(o), Some(s), Some(t)) =
            (segs.get(first), segs.get(first + 1), segs.get(first + 2))
        else {
            return Err(self.err(ctx, m, op, "expected offset, size and stride operands"));
        };
        let Some(ty) = subview_type(ctx, m.value_type(b), &offs, &sizes, &strides, Some(shape))
        else {
            return Err(self.err(
                ctx,
                m,
                op,
                "cannot compute the strided view of this slice (its source has no strided layout)",
            ));
        };
        let (o, s, t) = (o.clone(), s.clone(), t.clone());
        let at = Builder::before(m, at);
        Ok(build_subview(
            ctx,
            m,
            &at,
            b,
            ty,
            [&offs, &sizes, &strides],
            &o,
            &s,
            &t,
        ))
    }

    pub(super) fn tensor(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        op: Op,
        t: TensorOp,
    ) -> R<()> {
        let operands = self.map_operands(ctx, m, op)?;
        let res = m.op(op).results().first().copied();
        let need = |s: &Self, ctx: &Context, m: &Module| {
            res.ok_or_else(|| s.err(ctx, m, op, "expected a result"))
        };
        match t {
            TensorOp::TensorExtract => {
                let ty = m.value_type(need(self, ctx, m)?);
                self.replace_with(ctx, m, op, "memref.load", operands, ty, &[]);
                Ok(())
            }
            TensorOp::TensorDim => {
                let ty = ctx.index_type();
                self.replace_with(ctx, m, op, "memref.dim", operands, ty, &[]);
                Ok(())
            }
            TensorOp::TensorRank => {
                let r = need(self, ctx, m)?;
                let Some(src) = m.op(op).operands().first().copied() else {
                    return Err(self.err(ctx, m, op, "expected an operand"));
                };
                let Some(rank) = shape_of(ctx, m.value_type(src)).or_else(|| {
                    self.buf
                        .get(&src)
                        .and_then(|&b| shape_of(ctx, m.value_type(b)))
                }) else {
                    return Err(self.err(ctx, m, op, "expected a ranked tensor"));
                };
                let c = Builder::before(m, op).const_index(ctx, m, rank.len() as i64);
                m.replace_all_uses(r, c);
                self.dead.push(op);
                Ok(())
            }
            TensorOp::TensorCast => {
                let r = need(self, ctx, m)?;
                let Some(&src) = operands.first() else {
                    return Err(self.err(ctx, m, op, "expected one operand"));
                };
                let (layout, space) = match ctx.type_kind(m.value_type(src)) {
                    TypeKind::MemRef {
                        layout,
                        memory_space,
                        ..
                    } => (*layout, *memory_space),
                    _ => (None, None),
                };
                let (shape, elem) = match ctx.type_kind(m.value_type(r)) {
                    TypeKind::RankedTensor { shape, elem, .. } => (shape.clone(), *elem),
                    _ => {
                        return Err(self.err(
                            ctx,
                            m,
                            op,
                            "casts to unranked tensors are not supported",
                        ))
                    }
                };
                let ty = ctx.memref_type(shape, elem, layout, space);
                let o = Builder::before(m, op).create(
                    ctx,
                    m,
                    "memref.cast",
                    vec![src],
                    vec![ty],
                    &[],
                    0,
                );
                let b = m.op(o).results()[0];
                self.view(r, b, src);
                self.dead.push(op);
                Ok(())
            }
            TensorOp::TensorEmpty => {
                let r = need(self, ctx, m)?;
                self.fresh(ctx, m, op, r, operands)?;
                self.dead.push(op);
                Ok(())
            }
            TensorOp::TensorSplat => {
                let r = need(self, ctx, m)?;
                let Some((&v, dyn_)) = operands.split_first() else {
                    return Err(self.err(ctx, m, op, "expected a value"));
                };
                let b = self.fresh(ctx, m, op, r, dyn_.to_vec())?;
                let seg = i32_array(ctx, &[1, 1]);
                Builder::before(m, op).create(
                    ctx,
                    m,
                    "linalg.fill",
                    vec![v, b],
                    vec![],
                    &[("operandSegmentSizes", seg)],
                    1,
                );
                // The fill's region, as its parser would build it.
                let fill = m
                    .prev_op(op)
                    .ok_or_else(|| self.err(ctx, m, op, "internal: no fill"))?;
                let types = [m.value_type(v), m.value_type(b)];
                let loc = m.op(op).loc;
                let region = crate::dialect::linalg::build_named_region(
                    ctx,
                    m,
                    crate::dialect::LinalgOp::LinalgFill,
                    &types,
                    false,
                    loc,
                );
                let dst = m.op(fill).regions()[0];
                m.take_region_blocks(region, dst);
                self.dead.push(op);
                Ok(())
            }
            TensorOp::TensorFromElements => {
                let r = need(self, ctx, m)?;
                let shape = shape_of(ctx, m.value_type(r)).unwrap_or_default();
                let b = self.fresh(ctx, m, op, r, Vec::new())?;
                let at = Builder::before(m, op);
                for (n, &v) in operands.iter().enumerate() {
                    // Row-major indices of element n.
                    let mut idx = vec![0i64; shape.len()];
                    let mut rest = n as i64;
                    for (k, &d) in shape.iter().enumerate().rev() {
                        if d > 0 {
                            idx[k] = rest % d;
                            rest /= d;
                        }
                    }
                    let mut ops = vec![v, b];
                    for i in idx {
                        ops.push(at.const_index(ctx, m, i));
                    }
                    at.create(ctx, m, "memref.store", ops, vec![], &[], 0);
                }
                self.dead.push(op);
                Ok(())
            }
            TensorOp::TensorGenerate => {
                let r = need(self, ctx, m)?;
                let rank = shape_of(ctx, m.value_type(r)).map_or(0, |s| s.len());
                let b = self.fresh(ctx, m, op, r, operands)?;
                self.generic_from_region(ctx, m, op, b, rank)?;
                self.dead.push(op);
                Ok(())
            }
            TensorOp::TensorYield => Ok(()),
            TensorOp::TensorInsert => {
                let r = need(self, ctx, m)?;
                let (b, root) = self.dest(ctx, m, op, 1, true)?;
                let mut ops = operands.clone();
                if let Some(slot) = ops.get_mut(1) {
                    *slot = b;
                }
                Builder::before(m, op).create(ctx, m, "memref.store", ops, vec![], &[], 0);
                self.bind(r, b, root);
                self.dead.push(op);
                Ok(())
            }
            TensorOp::TensorExtractSlice => {
                let r = need(self, ctx, m)?;
                let Some(segs) = segments(ctx, m, op) else {
                    return Err(self.err(ctx, m, op, "expected operandSegmentSizes"));
                };
                let Some(&src) = operands.first() else {
                    return Err(self.err(ctx, m, op, "expected a source"));
                };
                let shape = shape_of(ctx, m.value_type(r)).unwrap_or_default();
                let v = self.subview(ctx, m, op, src, &segs, 1, &shape)?;
                self.view(r, v, src);
                self.slice_of.insert(v, op);
                self.dead.push(op);
                Ok(())
            }
            TensorOp::TensorInsertSlice => {
                let r = need(self, ctx, m)?;
                let Some(segs) = segments(ctx, m, op) else {
                    return Err(self.err(ctx, m, op, "expected operandSegmentSizes"));
                };
                let Some(&src) = operands.first() else {
                    return Err(self.err(ctx, m, op, "expected a source"));
                };
                let (b, root) = self.dest(ctx, m, op, 1, true)?;
                // The source already in that slice of `b` (a matching extract_slice
                // written in place): nothing to copy.
                let in_slice = self.slice_of.get(&src).is_some_and(|&e| {
                    m.op(e).operands().first().and_then(|s| self.buf.get(s)) == Some(&b)
                        && super::same_slice(ctx, m, e, op)
                });
                if !in_slice {
                    let shape = shape_of(ctx, m.value_type(src)).unwrap_or_default();
                    let v = self.subview(ctx, m, op, b, &segs, 2, &shape)?;
                    Builder::before(m, op).create(
                        ctx,
                        m,
                        "memref.copy",
                        vec![src, v],
                        vec![],
                        &[],
                        0,
                    );
                }
                self.bind(r, b, root);
                self.dead.push(op);
                Ok(())
            }
            // `scf.forall` bufferizes the ops of its `in_parallel` (see `scf.rs`); the
            // verifier allows this op nowhere else.
            TensorOp::TensorParallelInsertSlice => Err(self.err(
                ctx,
                m,
                op,
                "one-shot-bufferize bufferizes 'tensor.parallel_insert_slice' only in the 'scf.forall.in_parallel' of an 'scf.forall' with shared_outs",
            )),
            TensorOp::TensorExpandShape | TensorOp::TensorCollapseShape => {
                let r = need(self, ctx, m)?;
                let Some((&src, rest)) = operands.split_first() else {
                    return Err(self.err(ctx, m, op, "expected a source"));
                };
                let src_c = self.contiguous(ctx, m, op, src);
                let space = match ctx.type_kind(m.value_type(src_c)) {
                    TypeKind::MemRef { memory_space, .. } => *memory_space,
                    _ => None,
                };
                let (shape, elem) = match ctx.type_kind(m.value_type(r)) {
                    TypeKind::RankedTensor { shape, elem, .. } => (shape.clone(), *elem),
                    _ => return Err(self.err(ctx, m, op, "expected a ranked tensor result")),
                };
                let ty = ctx.memref_type(shape, elem, None, space);
                let (name, props): (&str, Vec<(&str, Attr)>) = if t == TensorOp::TensorExpandShape {
                    let mut p = Vec::new();
                    for n in ["reassociation", "static_output_shape"] {
                        if let Some(a) = crate::affine::ops::attr(ctx, m, op, n) {
                            p.push((n, a));
                        }
                    }
                    ("memref.expand_shape", p)
                } else {
                    let p = crate::affine::ops::attr(ctx, m, op, "reassociation")
                        .map(|a| vec![("reassociation", a)])
                        .unwrap_or_default();
                    ("memref.collapse_shape", p)
                };
                let mut ops = vec![src_c];
                ops.extend_from_slice(rest);
                let o = Builder::before(m, op).create(ctx, m, name, ops, vec![ty], &props, 0);
                let v = m.op(o).results()[0];
                self.view(r, v, src_c);
                self.dead.push(op);
                Ok(())
            }
            TensorOp::TensorPad => self.pad(ctx, m, op, &operands),
            TensorOp::TensorConcat => self.concat(ctx, m, op, &operands),
            TensorOp::TensorReshape => {
                // `memref.reshape` of an identity-layout source (copied first when
                // strided), its shape operand's buffer (the same), a view of the source.
                let r = need(self, ctx, m)?;
                let [src, shape] = operands.as_slice() else {
                    return Err(self.err(ctx, m, op, "expected a source and a shape"));
                };
                let (src_c, shape_c) = (
                    self.contiguous(ctx, m, op, *src),
                    self.contiguous(ctx, m, op, *shape),
                );
                let Some(ty) = super::memref_of(ctx, m.value_type(r)) else {
                    return Err(self.err(
                        ctx,
                        m,
                        op,
                        "one-shot-bufferize does not bufferize 'tensor.reshape' to an unranked tensor",
                    ));
                };
                let o = Builder::before(m, op).create(
                    ctx,
                    m,
                    "memref.reshape",
                    vec![src_c, shape_c],
                    vec![ty],
                    &[],
                    0,
                );
                let v = m.op(o).results()[0];
                self.view(r, v, src_c);
                self.dead.push(op);
                Ok(())
            }
            TensorOp::TensorBitcast => Err(self.err(
                ctx,
                m,
                op,
                "one-shot-bufferize does not bufferize 'tensor.bitcast': there is no memref bitcast to lower it to (upstream's one-shot-bufferize refuses it too: 'op was not bufferized')",
            )),
        }
    }

    /// `tensor.pad`: a new buffer filled by the body (a `linalg.generic` over the result),
    /// then the source copied into the subview at the low padding.
    fn pad(&mut self, ctx: &mut Context, m: &mut Module, op: Op, operands: &[Value]) -> R<()> {
        let Some(r) = m.op(op).results().first().copied() else {
            return Err(self.err(ctx, m, op, "expected a result"));
        };
        let Some(segs) = segments(ctx, m, op) else {
            return Err(self.err(ctx, m, op, "expected operandSegmentSizes"));
        };
        let (Some(low), Some(high)) = (
            ints(ctx, m, op, "static_low"),
            ints(ctx, m, op, "static_high"),
        ) else {
            return Err(self.err(ctx, m, op, "expected static_low and static_high"));
        };
        let Some(&src) = operands.first() else {
            return Err(self.err(ctx, m, op, "expected a source"));
        };
        let dyn_low = segs.get(1).cloned().unwrap_or_default();
        let dyn_high = segs.get(2).cloned().unwrap_or_default();
        let rshape = shape_of(ctx, m.value_type(r)).unwrap_or_default();
        let sshape = shape_of(ctx, m.value_type(src)).unwrap_or_default();
        let at = Builder::before(m, op);
        // Dynamic result sizes: source size + low + high.
        let (mut li, mut hi) = (dyn_low.iter(), dyn_high.iter());
        let mut lows = Vec::new();
        let mut dyn_sizes = Vec::new();
        let index = ctx.index_type();
        for (k, &rs) in rshape.iter().enumerate() {
            let l = match low.get(k) {
                Some(&x) if x == DYNAMIC => li.next().copied(),
                Some(&x) => Some(at.const_index(ctx, m, x)),
                None => None,
            };
            let h = match high.get(k) {
                Some(&x) if x == DYNAMIC => hi.next().copied(),
                Some(&x) => Some(at.const_index(ctx, m, x)),
                None => None,
            };
            let (Some(l), Some(h)) = (l, h) else {
                return Err(self.err(
                    ctx,
                    m,
                    op,
                    "expected one low and one high padding per dimension",
                ));
            };
            lows.push(l);
            if rs == DYNAMIC {
                let c = at.const_index(ctx, m, k as i64);
                let d = at.create(ctx, m, "memref.dim", vec![src, c], vec![index], &[], 0);
                let dv = m.op(d).results()[0];
                let a = at.create(ctx, m, "arith.addi", vec![dv, l], vec![index], &[], 0);
                let av = m.op(a).results()[0];
                let b = at.create(ctx, m, "arith.addi", vec![av, h], vec![index], &[], 0);
                dyn_sizes.push(m.op(b).results()[0]);
            }
        }
        let b = self.fresh(ctx, m, op, r, dyn_sizes)?;
        self.generic_from_region(ctx, m, op, b, rshape.len())?;
        // The source into the interior: offsets = low (dynamic operands), sizes = the
        // source's, strides 1.
        let mut offs = Vec::new();
        let mut off_ops = Vec::new();
        for (k, &l) in lows.iter().enumerate() {
            match low.get(k) {
                Some(&x) if x != DYNAMIC => offs.push(x),
                _ => {
                    offs.push(DYNAMIC);
                    off_ops.push(l);
                }
            }
        }
        let mut size_ops = Vec::new();
        for (k, &s) in sshape.iter().enumerate() {
            if s == DYNAMIC {
                let c = at.const_index(ctx, m, k as i64);
                let d = at.create(ctx, m, "memref.dim", vec![src, c], vec![index], &[], 0);
                size_ops.push(m.op(d).results()[0]);
            }
        }
        let ones = vec![1i64; sshape.len()];
        let Some(ty) = subview_type(ctx, m.value_type(b), &offs, &sshape, &ones, None) else {
            return Err(self.err(ctx, m, op, "cannot compute the padded interior's view"));
        };
        let v = build_subview(
            ctx,
            m,
            &at,
            b,
            ty,
            [&offs, &sshape, &ones],
            &off_ops,
            &size_ops,
            &[],
        );
        at.create(ctx, m, "memref.copy", vec![src, v], vec![], &[], 0);
        self.dead.push(op);
        Ok(())
    }

    /// `tensor.concat`: a new buffer, each input copied into the subview at its offset
    /// along `dim` (static sizes along `dim`).
    fn concat(&mut self, ctx: &mut Context, m: &mut Module, op: Op, operands: &[Value]) -> R<()> {
        let Some(r) = m.op(op).results().first().copied() else {
            return Err(self.err(ctx, m, op, "expected a result"));
        };
        let Some(dim) =
            crate::affine::ops::attr(ctx, m, op, "dim").and_then(|a| match ctx.attr_kind(a) {
                AttrKind::Integer { value, .. } => usize::try_from(*value).ok(),
                _ => None,
            })
        else {
            return Err(self.err(ctx, m, op, "expected a 'dim'"));
        };
        let rshape = shape_of(ctx, m.value_type(r)).unwrap_or_default();
        if rshape.contains(&DYNAMIC) {
            return Err(self.err(
                ctx,
                m,
                op,
                "one-shot-bufferize handles tensor.concat with static shapes only",
            ));
        }
        let b = self.fresh(ctx, m, op, r, Vec::new())?;
        let at = Builder::before(m, op);
        let mut offset = 0i64;
        for &src in operands {
            let sshape = shape_of(ctx, m.value_type(src)).unwrap_or_default();
            let Some(&along) = sshape.get(dim) else {
                return Err(self.err(ctx, m, op, "expected inputs of the result's rank"));
            };
            let mut offs = vec![0i64; sshape.len()];
            offs[dim] = offset;
            let ones = vec![1i64; sshape.len()];
            let Some(ty) = subview_type(ctx, m.value_type(b), &offs, &sshape, &ones, None) else {
                return Err(self.err(ctx, m, op, "cannot compute an input's view"));
            };
            let v = build_subview(ctx, m, &at, b, ty, [&offs, &sshape, &ones], &[], &[], &[]);
            at.create(ctx, m, "memref.copy", vec![src, v], vec![], &[], 0);
            offset += along;
        }
        self.dead.push(op);
        Ok(())
    }

    pub(super) fn bufferization(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        op: Op,
        b: BufferizationOp,
    ) -> R<()> {
        let res = m.op(op).results().first().copied();
        match b {
            BufferizationOp::BufferizationToTensor => {
                let d = m.op(op);
                let (Some(&src), Some(r)) = (d.operands().first(), res) else {
                    return Err(self.err(ctx, m, op, "expected one operand and one result"));
                };
                let writable = crate::affine::ops::attr(ctx, m, op, "writable").is_some();
                let root = match self.root(src) {
                    Some(x) => x,
                    None => {
                        let x = self.new_root(writable);
                        self.root_of.insert(src, x);
                        x
                    }
                };
                self.bind(r, src, root);
                self.dead.push(op);
                Ok(())
            }
            BufferizationOp::BufferizationToBuffer => {
                let Some(r) = res else {
                    return Err(self.err(ctx, m, op, "expected a result"));
                };
                let operands = self.map_operands(ctx, m, op)?;
                let Some(&src) = operands.first() else {
                    return Err(self.err(ctx, m, op, "expected an operand"));
                };
                // Writes through the memref are outside the analysis: no more in-place
                // writes into this allocation.
                self.freeze(src);
                let want = m.value_type(r);
                let v = if m.value_type(src) == want {
                    src
                } else {
                    let o = Builder::before(m, op).create(
                        ctx,
                        m,
                        "memref.cast",
                        vec![src],
                        vec![want],
                        &[],
                        0,
                    );
                    m.op(o).results()[0]
                };
                m.replace_all_uses(r, v);
                self.dead.push(op);
                Ok(())
            }
            BufferizationOp::BufferizationMaterializeInDestination => {
                let operands = self.map_operands(ctx, m, op)?;
                let (Some(&src), Some(&dst0)) = (operands.first(), m.op(op).operands().get(1))
                else {
                    return Err(self.err(ctx, m, op, "expected a source and a destination"));
                };
                if self.is_t(ctx, m, dst0) {
                    let Some(r) = res else {
                        return Err(self.err(ctx, m, op, "expected a result"));
                    };
                    let (d, root) = self.dest(ctx, m, op, 1, false)?;
                    if d != src {
                        Builder::before(m, op).create(
                            ctx,
                            m,
                            "memref.copy",
                            vec![src, d],
                            vec![],
                            &[],
                            0,
                        );
                    }
                    self.bind(r, d, root);
                } else {
                    Builder::before(m, op).create(
                        ctx,
                        m,
                        "memref.copy",
                        vec![src, dst0],
                        vec![],
                        &[],
                        0,
                    );
                }
                self.dead.push(op);
                Ok(())
            }
            BufferizationOp::BufferizationAllocTensor => {
                let Some(r) = res else {
                    return Err(self.err(ctx, m, op, "expected a result"));
                };
                let operands = self.map_operands(ctx, m, op)?;
                let segs = segments(ctx, m, op).unwrap_or_default();
                let dyn_n = segs.first().map_or(0, |s| s.len());
                let copy = segs.get(1).and_then(|s| s.first()).map(|_| operands[dyn_n]);
                let Some(mut ty) = super::memref_of(ctx, m.value_type(r)) else {
                    return Err(self.err(ctx, m, op, "expected a ranked tensor result"));
                };
                if let Some(space) = crate::affine::ops::attr(ctx, m, op, "memory_space") {
                    if let TypeKind::MemRef { shape, elem, .. } = ctx.type_kind(ty).clone() {
                        ty = ctx.memref_type(shape, elem, None, Some(space));
                    }
                }
                let at = Builder::before(m, op);
                let dyn_: Vec<Value> = operands[..dyn_n].to_vec();
                let dyn_ = if dyn_.is_empty() {
                    match copy {
                        Some(c) => self.sizes_like(ctx, m, op, c),
                        None => dyn_,
                    }
                } else {
                    dyn_
                };
                let nb = Self::alloc(ctx, m, &at, ty, dyn_);
                if let Some(c) = copy {
                    at.create(ctx, m, "memref.copy", vec![c, nb], vec![], &[], 0);
                }
                let root = self.new_root(true);
                self.bind(r, nb, root);
                self.dead.push(op);
                Ok(())
            }
            // No deallocation is inserted (the buffer may still be viewed).
            BufferizationOp::BufferizationDeallocTensor => {
                self.dead.push(op);
                Ok(())
            }
        }
    }
}
