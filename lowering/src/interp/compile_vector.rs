//! Compilation of the `vector` ops that reshape, mask, split or combine vectors:
//! `bitcast`, `shape_cast`, the strided slices, `transpose`, `constant_mask`,
//! `create_mask`, `to_elements`, `outerproduct` and `multi_reduction`. Pure data movement
//! becomes [`VecOp::Permute`] over row-major elements; arithmetic reuses the element-wise
//! scalar instructions, so that results are bit-identical to the corresponding `arith` ops.

use crate::ir::{Op, Value};

use super::compile::FnC;
use super::decode::{attr, elem_scalar, enum_word, red_kind_by_name, vector_shape};
use super::inst::{Inst, RedKind, Slot, Src, VecOp};
use super::memory::row_major_strides;
use super::scalar::SOp;
use super::value::Scalar;

/// The most products a `vector.contract` may have in the interpreter.
pub const MAX_CONTRACT_PRODUCTS: i64 = 1 << 24;

/// Row-major element count of `shape`.
fn count(shape: &[i64]) -> i64 {
    shape.iter().product::<i64>().max(0)
}

/// Steps `idx` to the next row-major index within `shape`.
fn next_index(idx: &mut [i64], shape: &[i64]) {
    for k in (0..shape.len()).rev() {
        idx[k] += 1;
        if idx[k] < shape[k] {
            return;
        }
        idx[k] = 0;
    }
}

/// The element map of `vector.extract_strided_slice` (unit strides): element `k` of the
/// result (shape `sizes ++ shape[sizes.len()..]`) is element `map[k]` of the source.
pub fn extract_slice_map(shape: &[i64], offsets: &[i64], sizes: &[i64]) -> Option<Vec<i64>> {
    if offsets.len() != sizes.len() || sizes.len() > shape.len() {
        return None;
    }
    let mut rshape = sizes.to_vec();
    rshape.extend_from_slice(&shape[sizes.len()..]);
    let strides = row_major_strides(shape);
    let mut idx = vec![0i64; rshape.len()];
    let mut map = Vec::with_capacity(count(&rshape) as usize);
    for _ in 0..count(&rshape) {
        let mut off = 0i64;
        for (k, &i) in idx.iter().enumerate() {
            let p = i + offsets.get(k).copied().unwrap_or(0);
            if !(0..shape[k]).contains(&p) {
                return None;
            }
            off += p * strides[k];
        }
        map.push(off);
        next_index(&mut idx, &rshape);
    }
    Some(map)
}

/// The element map of `vector.insert_strided_slice` over the source's elements followed by
/// the destination's: the destination, with the source (aligned to its trailing
/// dimensions) at `offsets`.
pub fn insert_slice_map(src: &[i64], dest: &[i64], offsets: &[i64]) -> Option<Vec<i64>> {
    if offsets.len() != dest.len() || src.len() > dest.len() {
        return None;
    }
    let lead = dest.len() - src.len();
    let n_src = count(src);
    let sstr = row_major_strides(src);
    let mut idx = vec![0i64; dest.len()];
    let mut map = Vec::with_capacity(count(dest) as usize);
    for flat in 0..count(dest) {
        let mut inside = true;
        let mut off = 0i64;
        for k in 0..dest.len() {
            let rel = idx[k] - offsets[k];
            let extent = if k < lead { 1 } else { src[k - lead] };
            if !(0..extent).contains(&rel) {
                inside = false;
                break;
            }
            if k >= lead {
                off += rel * sstr[k - lead];
            }
        }
        map.push(if inside { off } else { n_src + flat });
        next_index(&mut idx, dest);
    }
    Some(map)
}

/// The element map of `vector.transpose`: result dimension `i` is source dimension
/// `perm[i]`.
pub fn transpose_map(shape: &[i64], perm: &[i64]) -> Option<Vec<i64>> {
    if perm.len() != shape.len() {
        return None;
    }
    let perm: Vec<usize> = perm
        .iter()
        .map(|&p| usize::try_from(p).ok().filter(|&u| u < shape.len()))
        .collect::<Option<_>>()?;
    let rshape: Vec<i64> = perm.iter().map(|&p| shape[p]).collect();
    let strides = row_major_strides(shape);
    let mut idx = vec![0i64; rshape.len()];
    let mut map = Vec::with_capacity(count(&rshape) as usize);
    for _ in 0..count(&rshape) {
        map.push(idx.iter().zip(&perm).map(|(&i, &p)| i * strides[p]).sum());
        next_index(&mut idx, &rshape);
    }
    Some(map)
}

/// The vector shape ops [`FnC::vector_shape_op`] compiles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum VecShape {
    /// `vector.bitcast`
    Bitcast,
    /// An op that permutes its operand's elements.
    Permute(Permute),
    /// `vector.insert_strided_slice`
    InsertStridedSlice,
    /// `vector.constant_mask`
    ConstantMask,
    /// `vector.create_mask`
    CreateMask,
    /// `vector.to_elements`
    ToElements,
    /// `vector.outerproduct`
    Outerproduct,
    /// `vector.multi_reduction`
    MultiReduction,
}

/// The vector ops that are one permutation of their operand's elements.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Permute {
    /// `vector.shape_cast`
    ShapeCast,
    /// `vector.transpose`
    Transpose,
    /// `vector.extract_strided_slice`
    ExtractStridedSlice,
}

/// The other vector ops [`FnC::vector_misc`] compiles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum VecMisc {
    /// `vector.print`
    Print,
    /// `vector.vscale`
    Vscale,
    /// `vector.scalable.insert`
    ScalableInsert,
    /// `vector.scalable.extract`
    ScalableExtract,
    /// `vector.scan`
    Scan,
}

impl FnC<'_, '_> {
    /// The reshaping, masking and combining `vector` ops (see the module comment).
    #[inline(never)]
    pub(crate) fn vector_shape_op(&mut self, op: Op, dk: VecShape) {
        let (ctx, d) = (self.ctx, self.m.op(op));
        let (ops, res) = (d.operands().to_vec(), d.results().to_vec());
        let shape_of = |v: Value| vector_shape(ctx, self.m.value_type(v)).map(|(s, _)| s);
        let ints = |name: &str| attr(ctx, d, name).and_then(|a| super::decode::i64_list(ctx, a));
        match dk {
            VecShape::Bitcast => {
                let (Some(&s), Some(&r)) = (ops.first(), res.first()) else {
                    return self.error("vector.bitcast needs an operand and a result");
                };
                let (from, to) = (
                    elem_scalar(ctx, self.m.value_type(s)),
                    elem_scalar(ctx, self.m.value_type(r)),
                );
                let (Some(from), Some(to)) = (from, to) else {
                    return self.unsupported(op, "bitcast of an unsupported element type");
                };
                let (so, d) = (self.obj(s), self.obj(r));
                self.emit(Inst::Vector(Box::new(VecOp::Bitcast {
                    d,
                    s: so,
                    from,
                    to,
                })));
            }
            VecShape::Permute(pk) => {
                let (Some(&s), Some(&r), Some(shape)) = (
                    ops.first(),
                    res.first(),
                    ops.first().and_then(|&v| shape_of(v)),
                ) else {
                    return self.unsupported(op, "unsupported vector type");
                };
                let map = match pk {
                    Permute::ShapeCast => Some((0..count(&shape)).collect()),
                    Permute::Transpose => {
                        ints("permutation").and_then(|p| transpose_map(&shape, &p))
                    }
                    Permute::ExtractStridedSlice => ints("offsets")
                        .zip(ints("sizes"))
                        .and_then(|(o, z)| extract_slice_map(&shape, &o, &z)),
                };
                let Some(map) = map else {
                    return self.error("malformed vector shape operation");
                };
                let (a, d) = (self.obj(s), self.obj(r));
                self.emit(Inst::Vector(Box::new(VecOp::Permute {
                    d,
                    a,
                    b: None,
                    map,
                })));
            }
            VecShape::InsertStridedSlice => {
                let (Some(&s), Some(&dst), Some(&r)) = (ops.first(), ops.get(1), res.first())
                else {
                    return self.error("vector.insert_strided_slice needs two operands");
                };
                let map = shape_of(s)
                    .zip(shape_of(dst))
                    .zip(ints("offsets"))
                    .and_then(|((s, t), o)| insert_slice_map(&s, &t, &o));
                let Some(map) = map else {
                    return self.error("malformed vector.insert_strided_slice");
                };
                let (a, b, d) = (self.obj(s), self.obj(dst), self.obj(r));
                self.emit(Inst::Vector(Box::new(VecOp::Permute {
                    d,
                    a,
                    b: Some(b),
                    map,
                })));
            }
            VecShape::ConstantMask | VecShape::CreateMask => {
                let (Some(&r), Some(shape)) = (res.first(), res.first().and_then(|&v| shape_of(v)))
                else {
                    return self.unsupported(op, "unsupported vector type");
                };
                let bounds: Vec<Src> = if dk == VecShape::ConstantMask {
                    ints("mask_dim_sizes")
                        .unwrap_or_default()
                        .into_iter()
                        .map(Src::Const)
                        .collect()
                } else {
                    ops.iter().map(|&v| Src::Reg(self.reg(v))).collect()
                };
                // A 0-D mask has one bound, over a one-element vector.
                let shape = if shape.is_empty() { vec![1] } else { shape };
                if bounds.len() != shape.len() {
                    return self.error("mask bounds do not match the vector rank");
                }
                let d = self.obj(r);
                self.emit(Inst::Vector(Box::new(VecOp::Mask { d, bounds, shape })));
            }
            VecShape::ToElements => {
                let Some(&s) = ops.first() else {
                    return self.error("vector.to_elements needs an operand");
                };
                let so = self.obj(s);
                let n = res.len() as i64;
                for (k, r) in res.into_iter().enumerate() {
                    let d = self.reg(r);
                    self.emit(Inst::Vector(Box::new(VecOp::Extract {
                        d,
                        s: so,
                        pos: vec![Src::Const(k as i64)],
                        shape: vec![n],
                        scalar: true,
                    })));
                }
            }
            VecShape::Outerproduct => self.outerproduct(op, &ops, &res),
            VecShape::MultiReduction => self.multi_reduction(op, &ops, &res),
        }
    }

    /// `vector.print`, `vscale` (1: the targets have fixed-length vectors), the scalable
    /// inserts and extracts (element permutations, with vscale 1) and `scan`.
    #[inline(never)]
    pub(crate) fn vector_misc(&mut self, op: Op, dk: VecMisc) {
        use crate::ir::{AttrKind, TypeKind};
        let (ctx, d) = (self.ctx, self.m.op(op));
        let (ops, res) = (d.operands().to_vec(), d.results().to_vec());
        let int = |name: &str| {
            attr(ctx, d, name).and_then(|a| match ctx.attr_kind(a) {
                AttrKind::Integer { value, .. } => i64::try_from(*value).ok(),
                _ => None,
            })
        };
        match dk {
            VecMisc::Vscale => {
                let Some(&r) = res.first() else { return };
                let r = self.reg(r);
                self.f.reg_init[r as usize] = 1;
            }
            VecMisc::ScalableInsert | VecMisc::ScalableExtract => {
                let insert = dk == VecMisc::ScalableInsert;
                let shape =
                    |v: Value| vector_shape(ctx, self.m.value_type(v)).map(|(_, n)| n as i64);
                let (Some(pos), Some(&r)) = (int("pos"), res.first()) else {
                    return self.error("scalable insert/extract without a position");
                };
                let map: Option<Vec<i64>> = if insert {
                    ops.first().zip(ops.get(1)).and_then(|(&v, &dst)| {
                        let (n, total) = (shape(v)?, shape(dst)?);
                        Some(
                            (0..total)
                                .map(|i| {
                                    if (pos..pos + n).contains(&i) {
                                        i - pos
                                    } else {
                                        n + i
                                    }
                                })
                                .collect(),
                        )
                    })
                } else {
                    shape(r).map(|n| (pos..pos + n).collect())
                };
                let Some(map) = map else {
                    return self.unsupported(op, "unsupported vector type");
                };
                let a = self.obj(ops[0]);
                let b = if insert { Some(self.obj(ops[1])) } else { None };
                let dd = self.obj(r);
                self.emit(Inst::Vector(Box::new(VecOp::Permute { d: dd, a, b, map })));
            }
            VecMisc::Scan => {
                let (Some(&v), Some(&init), Some(&r0), Some(&r1)) =
                    (ops.first(), ops.get(1), res.first(), res.get(1))
                else {
                    return self.error("vector.scan needs two operands and two results");
                };
                let (Some(shape), Some(t), Some(dim)) = (
                    vector_shape(ctx, self.m.value_type(v)).map(|(s, _)| s),
                    elem_scalar(ctx, self.m.value_type(v)),
                    int("reduction_dim").and_then(|x| usize::try_from(x).ok()),
                ) else {
                    return self.unsupported(op, "unsupported vector type");
                };
                let inclusive = attr(ctx, d, "inclusive")
                    .is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Bool(true)));
                let Some(kind) = self.combining_kind(op, t) else {
                    return self.unsupported(op, "unknown combining kind");
                };
                let (vo, io, d0, d1) = (self.obj(v), self.obj(init), self.obj(r0), self.obj(r1));
                self.emit(Inst::Vector(Box::new(VecOp::Scan {
                    d: d0,
                    acc: d1,
                    v: vo,
                    init: io,
                    shape,
                    dim,
                    inclusive,
                    kind,
                    t,
                })));
            }
            VecMisc::Print => {
                let text = attr(ctx, d, "stringLiteral").and_then(|a| match ctx.attr_kind(a) {
                    AttrKind::String { value, .. } => Some(value.clone()),
                    _ => None,
                });
                let punct = match attr(ctx, d, "punctuation")
                    .and_then(|a| enum_word(ctx, a))
                    .as_deref()
                {
                    Some("no_punctuation") => "",
                    Some("comma") => ", ",
                    Some("open") => "( ",
                    Some("close") => " )",
                    _ => "\n",
                };
                let value = match ops.first() {
                    Some(&v) => {
                        let ty = self.m.value_type(v);
                        let Some(t) = elem_scalar(ctx, ty) else {
                            return self.unsupported(op, "print of an unsupported type");
                        };
                        let elem = ctx.type_kind(ty).element_type().unwrap_or(ty);
                        let unsigned = matches!(ctx.type_kind(elem),
                            TypeKind::Integer { signedness, .. } if *signedness == crate::ir::Signedness::Unsigned);
                        let shape = vector_shape(ctx, ty).map(|(s, _)| s).unwrap_or_default();
                        Some(((t, shape), unsigned))
                    }
                    None => None,
                };
                let args = ops.iter().map(|&v| self.slot(v)).collect();
                let unsigned = value.as_ref().is_some_and(|(_, u)| *u);
                let id = self.f.rtcalls.len() as u32;
                self.f.rtcalls.push(super::inst::RtCall {
                    func: super::runtime::RtFunc::VectorPrint,
                    args,
                    rets: Vec::new(),
                    print: Some(super::inst::PrintSpec {
                        value: value.map(|(v, _)| v),
                        unsigned,
                        text,
                        punct,
                    }),
                    printf: None,
                });
                self.emit(Inst::CallRt { id });
            }
        }
    }

    /// `vector.contract` (see [`VecOp::Contract`]): the products each accumulator element
    /// takes, from the indexing maps.
    #[inline(never)]
    pub(crate) fn contract(&mut self, op: Op) {
        use crate::ir::AttrKind;
        let (ctx, d) = (self.ctx, self.m.op(op));
        let (ops, res) = (d.operands().to_vec(), d.results().to_vec());
        let (Some(&l), Some(&r), Some(&acc), Some(&out)) =
            (ops.first(), ops.get(1), ops.get(2), res.first())
        else {
            return self.error("vector.contract needs three operands");
        };
        // A scalar accumulator has no shape; a vector the interpreter does not hold (over
        // its size limit) is refused here.
        let shape = |v: Value| match self.m.value_type(v) {
            t if matches!(ctx.type_kind(t), crate::ir::TypeKind::Vector { .. }) => {
                vector_shape(ctx, t).map(|(s, _)| s)
            }
            _ => Some(Vec::new()),
        };
        let (Some(ls), Some(rs), Some(accs)) = (shape(l), shape(r), shape(acc)) else {
            return self.unsupported(op, "a vector larger than the interpreter holds");
        };
        let n_iter = match attr(ctx, d, "iterator_types").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(v)) => v.len(),
            _ => return self.error("vector.contract without iterator_types"),
        };
        let Some(maps) = attr(ctx, d, "indexing_maps") else {
            return self.error("vector.contract without indexing_maps");
        };
        let dims = match crate::dialect::vector::verify::contract_dims(
            ctx,
            maps,
            n_iter,
            [ls.len(), rs.len(), accs.len()],
        ) {
            Ok(d) => d,
            Err(e) => return self.error(e),
        };
        let (Some(tl), Some(tr), Some(t)) = (
            elem_scalar(ctx, self.m.value_type(l)),
            elem_scalar(ctx, self.m.value_type(r)),
            elem_scalar(ctx, self.m.value_type(acc)),
        ) else {
            return self.unsupported(op, "unsupported element type");
        };
        let Some(kind) = self.combining_kind(op, t) else {
            return self.unsupported(op, "unknown combining kind");
        };
        // Iteration sizes, then each accumulator element's products in row-major order of
        // the dimensions the accumulator does not have.
        let size: Vec<i64> = dims
            .iter()
            .map(|w| {
                w[0].map(|p| ls[p])
                    .or_else(|| w[1].map(|p| rs[p]))
                    .or_else(|| w[2].map(|p| accs[p]))
                    .unwrap_or(1)
            })
            .collect();
        let red: Vec<usize> = (0..n_iter).filter(|&i| dims[i][2].is_none()).collect();
        let red_shape: Vec<i64> = red.iter().map(|&i| size[i]).collect();
        // The products are listed at compile time: bound them (a limit, not a wrong answer).
        let products = count(&accs).checked_mul(count(&red_shape));
        if products.is_none_or(|p| p > MAX_CONTRACT_PRODUCTS) {
            return self.unsupported(
                op,
                &format!("a contraction of more than {MAX_CONTRACT_PRODUCTS} products"),
            );
        }
        let (lstr, rstr) = (row_major_strides(&ls), row_major_strides(&rs));
        let mut terms = Vec::with_capacity(count(&accs) as usize);
        let mut aidx = vec![0i64; accs.len()];
        // A scalar accumulator (no dimensions) is one element.
        for _ in 0..count(&accs) {
            let mut point = vec![0i64; n_iter];
            for (i, w) in dims.iter().enumerate() {
                if let Some(p) = w[2] {
                    point[i] = aidx[p];
                }
            }
            let mut ridx = vec![0i64; red.len()];
            let mut ts = Vec::with_capacity(count(&red_shape) as usize);
            for _ in 0..count(&red_shape) {
                for (k, &i) in red.iter().enumerate() {
                    point[i] = ridx[k];
                }
                let lin = |which: usize, strides: &[i64]| -> i64 {
                    dims.iter()
                        .enumerate()
                        .filter_map(|(i, w)| w[which].map(|p| point[i] * strides[p]))
                        .sum()
                };
                ts.push((lin(0, &lstr) as u32, lin(1, &rstr) as u32));
                next_index(&mut ridx, &red_shape);
            }
            terms.push(ts);
            next_index(&mut aidx, &accs);
        }
        let (lo, ro) = (self.obj(l), self.obj(r));
        let (acc_s, dst) = match (self.slot(acc), self.slot(out)) {
            (Slot::R(a), Slot::R(o)) => (Slot::R(a), Slot::R(o)),
            (Slot::O(a), Slot::O(o)) => (Slot::O(a), Slot::O(o)),
            _ => return self.error("vector.contract accumulator and result differ"),
        };
        self.emit(Inst::Vector(Box::new(VecOp::Contract {
            d: dst,
            acc: acc_s,
            l: lo,
            r: ro,
            terms,
            kind,
            tl,
            tr,
            t,
        })));
    }

    /// The combining kind of `op` for elements of type `t`.
    fn combining_kind(&mut self, op: Op, t: Scalar) -> Option<RedKind> {
        let (ctx, d) = (self.ctx, self.m.op(op));
        let name = attr(ctx, d, "kind").and_then(|a| enum_word(ctx, a))?;
        red_kind_by_name(&name, t.is_float())
    }

    /// `vector.outerproduct`: `lhs[i] * rhs[j]` (or `lhs[i] * rhs` for a scalar rhs),
    /// combined with the accumulator by the kind; a float `add` with an accumulator is one
    /// fused multiply-add, as upstream's lowering emits `vector.fma`.
    fn outerproduct(&mut self, op: Op, ops: &[Value], res: &[Value]) {
        let ctx = self.ctx;
        let (Some(&l), Some(&r), Some(&out)) = (ops.first(), ops.get(1), res.first()) else {
            return self.error("vector.outerproduct needs two operands");
        };
        let (Some(ls), Some(t)) = (
            vector_shape(ctx, self.m.value_type(l)).map(|(s, _)| s),
            elem_scalar(ctx, self.m.value_type(out)),
        ) else {
            return self.unsupported(op, "unsupported vector type");
        };
        let Some(kind) = self.combining_kind(op, t) else {
            return self.unsupported(op, "unknown combining kind");
        };
        let m = ls.first().copied().unwrap_or(1);
        let lo = self.obj(l);
        // Both factors as vectors of the result's shape.
        let (a, b) = match self.slot(r) {
            Slot::R(s) => (lo, {
                let b = self.new_obj();
                let n = m.max(0) as usize;
                self.emit(Inst::Vector(Box::new(VecOp::SplatScalar { d: b, s, n })));
                b
            }),
            Slot::O(ro) => {
                let n = vector_shape(ctx, self.m.value_type(r))
                    .map_or(0, |(s, _)| s.first().copied().unwrap_or(1));
                let (a, b) = (self.new_obj(), self.new_obj());
                let amap = (0..m)
                    .flat_map(|i| std::iter::repeat_n(i, n as usize))
                    .collect();
                let bmap = (0..m).flat_map(|_| 0..n).collect();
                for (d, src, map) in [(a, lo, amap), (b, ro, bmap)] {
                    self.emit(Inst::Vector(Box::new(VecOp::Permute {
                        d,
                        a: src,
                        b: None,
                        map,
                    })));
                }
                (a, b)
            }
        };
        let d = self.obj(out);
        let acc = ops.get(2).map(|&v| self.obj(v));
        let w = t.int_width();
        let mul = if t.is_float() {
            SOp::F(super::scalar::FOp::Mul, t)
        } else {
            SOp::I(super::scalar::IOp::Mul, w)
        };
        let vop = |op, d, a, b, c, arity| Inst::VOp {
            op,
            d,
            a,
            b,
            c,
            arity,
        };
        match acc {
            Some(c) if kind == RedKind::AddF => self.emit(vop(SOp::Fma(t), d, a, b, c, 3)),
            Some(c) => {
                let p = self.new_obj();
                self.emit(vop(mul, p, a, b, 0, 2));
                let comb = super::compile_cf::red_sop(kind, t);
                self.emit(vop(comb, d, c, p, 0, 2));
            }
            None => self.emit(vop(mul, d, a, b, 0, 2)),
        }
    }

    /// `vector.multi_reduction`: each result element is its accumulator element combined,
    /// in row-major order, with the source elements that reduce into it.
    fn multi_reduction(&mut self, op: Op, ops: &[Value], res: &[Value]) {
        let (ctx, d) = (self.ctx, self.m.op(op));
        let (Some(&s), Some(&acc), Some(&out)) = (ops.first(), ops.get(1), res.first()) else {
            return self.error("vector.multi_reduction needs two operands");
        };
        let (Some(shape), Some(t)) = (
            vector_shape(ctx, self.m.value_type(s)).map(|(s, _)| s),
            elem_scalar(ctx, self.m.value_type(s)),
        ) else {
            return self.unsupported(op, "unsupported vector type");
        };
        let dims = attr(ctx, d, "reduction_dims")
            .and_then(|a| super::decode::i64_list(ctx, a))
            .unwrap_or_default();
        let Some(kind) = self.combining_kind(op, t) else {
            return self.unsupported(op, "unknown combining kind");
        };
        // Output element of each source element, in row-major order.
        let kept: Vec<usize> = (0..shape.len())
            .filter(|&i| !dims.contains(&(i as i64)))
            .collect();
        let kshape: Vec<i64> = kept.iter().map(|&i| shape[i]).collect();
        let kstr = row_major_strides(&kshape);
        let mut idx = vec![0i64; shape.len()];
        let mut into = Vec::with_capacity(count(&shape) as usize);
        for _ in 0..count(&shape) {
            into.push(kept.iter().zip(&kstr).map(|(&k, &st)| idx[k] * st).sum());
            next_index(&mut idx, &shape);
        }
        let v = self.obj(s);
        let (acc, dst) = match (self.slot(acc), self.slot(out)) {
            (Slot::R(a), Slot::R(r)) => (Slot::R(a), Slot::R(r)),
            (Slot::O(a), Slot::O(r)) => (Slot::O(a), Slot::O(r)),
            _ => return self.error("vector.multi_reduction accumulator and result differ"),
        };
        self.emit(Inst::Vector(Box::new(VecOp::MultiReduction {
            d: dst,
            v,
            acc,
            into,
            kind,
            t,
        })));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slice_maps() {
        // vector<2x4>: rows 0..2, columns 1..3.
        assert_eq!(
            extract_slice_map(&[2, 4], &[0, 1], &[2, 2]),
            Some(vec![1, 2, 5, 6])
        );
        // Leading offsets only: the trailing dimension whole.
        assert_eq!(
            extract_slice_map(&[2, 4], &[1], &[1]),
            Some(vec![4, 5, 6, 7])
        );
        assert_eq!(extract_slice_map(&[4], &[3], &[2]), None);
        // vector<2> into vector<4> at 1: dest 0, src 0, src 1, dest 3.
        assert_eq!(insert_slice_map(&[2], &[4], &[1]), Some(vec![2, 0, 1, 5]));
        // vector<2> into vector<2x3> at [1, 1].
        assert_eq!(
            insert_slice_map(&[2], &[2, 3], &[1, 1]),
            Some(vec![2, 3, 4, 5, 0, 1])
        );
        assert_eq!(
            transpose_map(&[2, 3], &[1, 0]),
            Some(vec![0, 3, 1, 4, 2, 5])
        );
        assert_eq!(transpose_map(&[2, 3], &[0, 2]), None);
    }
}
