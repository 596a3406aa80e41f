//! Direct interpretation of value-semantics programs: the `tensor` and `bufferization`
//! ops, tensor constants and `linalg.generic` (on tensors and on memrefs).
//!
//! A tensor value is an object slot holding a [`super::memory::MemRefDesc`] of a buffer
//! that nothing writes after the op creating it has filled it: every op that makes a new
//! tensor (`tensor.insert`, `insert_slice`, `pad`, a `linalg.generic` with tensor outs,
//! `bufferization.to_tensor`, ...) allocates a fresh host heap buffer in identity layout
//! ([`MemOp::TensorAlloc`], [`MemOp::Clone`]) and writes it before the value is visible,
//! and no op writes through a tensor's buffer afterwards. Ops that only re-describe
//! their operand (`tensor.cast`, `expand_shape`, `collapse_shape`, `reshape`) return a
//! view of the same buffer, which is safe because it is never written. A tensor constant
//! is a constant (store-protected) global. Function arguments and results of tensor type
//! cross the API as memrefs, as before. Tensor buffers are never freed (a value may be
//! live anywhere); the memory limit bounds a program that makes too many.
//!
//! A `linalg.generic` runs as the loop nest `convert-linalg-to-loops` gives: one loop per
//! iterator, in iterator order (so reductions combine in lexicographic order of the
//! iteration domain), the trip counts from the operand shapes as upstream's
//! `getStaticLoopRanges`, each used operand read at its indexing map, the body run per
//! point, and each yielded value written at its out's map: into the memref out, or into
//! a fresh copy of the tensor init that becomes the result. Named ops reach here as the
//! `linalg.generic` that `linalg-generalize-named-ops` defines them by.

use crate::dialect::linalg::verify::{int_of, iterators_of, maps_of};
use crate::dialect::{BufferizationOp, OpKind, TensorOp as T};
use crate::ir::{Op, TypeKind, Value, DYNAMIC};

use super::amap::AMap;
use super::compile::{FnC, RCtx};
use super::decode::{attr, elem_scalar, i64_list, memref_info, segments, split_segments};
use super::inst::{GlobalDef, Inst, MemOp, Src, R};
use super::memory::LayoutSpec;
use super::scalar::SOp;
use super::value::Scalar;

/// Open loops of a nest: `(iv, ub, top label, exit label)`.
type Nest = Vec<(R, R, u32, u32)>;

impl FnC<'_, '_> {
    /// A `tensor.parallel_insert_slice` of an `scf.forall.in_parallel`: its source copied
    /// into the slice of the forall result that its destination (a `shared_outs` block
    /// argument) stands for.
    pub(crate) fn parallel_insert_slice(&mut self, op: Op) {
        if self.m.op(op).kind != Some(OpKind::TensorParallelInsertSlice) {
            return self.unsupported(
                op,
                "an op other than tensor.parallel_insert_slice in scf.forall.in_parallel",
            );
        }
        let ops = self.m.op(op).operands().to_vec();
        let [src, dest, ..] = ops.as_slice() else {
            return self.error("tensor.parallel_insert_slice needs a source and a destination");
        };
        let Some(&ro) = self.forall_outs.get(dest) else {
            return self.error("tensor.parallel_insert_slice into a value that is no shared_outs block argument of its scf.forall");
        };
        let Some([offsets, sizes, strides]) = self.slice_lists(op, 2) else {
            return self.error("invalid offsets, sizes or strides");
        };
        let result_shape = self.shaped(*src).map(|s| s.1).unwrap_or_default();
        let (view, s) = (self.new_obj(), self.obj(*src));
        self.mem(MemOp::SubView {
            d: view,
            s: ro,
            offsets,
            sizes,
            strides,
            result_shape,
        });
        self.mem(MemOp::Copy {
            s,
            t: view,
            op: "tensor.parallel_insert_slice",
        });
    }

    pub(crate) fn mem(&mut self, m: MemOp) {
        self.emit(Inst::Mem(Box::new(m)));
    }

    /// Opens a loop nest over `[0, ubs[k])`, outermost first; returns the counters.
    fn open_nest(&mut self, ubs: &[R]) -> (Vec<R>, Nest) {
        let zero = self.const_reg(0);
        let mut ivs = Vec::new();
        let mut nest = Vec::new();
        for &ub in ubs {
            let iv = self.new_reg();
            let (exit, top) = (self.new_label(), self.new_label());
            self.emit(Inst::LoopEnter {
                iv,
                lb: zero,
                ub,
                exit,
                uns: false,
            });
            self.bind(top);
            ivs.push(iv);
            nest.push((iv, ub, top, exit));
        }
        (ivs, nest)
    }

    fn close_nest(&mut self, nest: Nest) {
        let one = self.const_reg(1);
        for (iv, ub, top, exit) in nest.into_iter().rev() {
            self.emit(Inst::LoopNext {
                iv,
                step: one,
                ub,
                body: top,
                uns: false,
            });
            self.bind(exit);
        }
    }

    /// A register holding `s`.
    fn src_reg(&mut self, s: Src) -> R {
        match s {
            Src::Reg(r) => r,
            Src::Const(c) => self.const_reg(c as u64),
        }
    }

    /// Registers holding the sizes of the memref or tensor in object slot `m` of static
    /// shape `shape` (a `DYNAMIC` size is read at run time).
    fn sizes_of(&mut self, m: R, shape: &[i64]) -> Vec<R> {
        shape
            .iter()
            .enumerate()
            .map(|(k, &s)| {
                if s == DYNAMIC {
                    let (d, i) = (self.new_reg(), self.const_reg(k as u64));
                    self.mem(MemOp::Dim { d, m, i });
                    d
                } else {
                    self.const_reg(s as u64)
                }
            })
            .collect()
    }

    fn load_at(&mut self, d: R, m: R, idx: &[R], t: Scalar) {
        let inst = match *idx {
            [i] => Inst::Load1 { d, m, i, t },
            [i0, i1] => Inst::Load2 {
                d,
                m,
                i: [i0, i1],
                t,
            },
            _ => {
                let ix = self.push_idx(idx);
                Inst::Load {
                    d,
                    m,
                    ix,
                    n: idx.len().min(u8::MAX as usize) as u8,
                    t,
                }
            }
        };
        self.emit(inst);
    }

    fn store_at(&mut self, v: R, m: R, idx: &[R], t: Scalar) {
        let inst = match *idx {
            [i] => Inst::Store1 { v, m, i, t },
            [i0, i1] => Inst::Store2 {
                v,
                m,
                i: [i0, i1],
                t,
            },
            _ => {
                let ix = self.push_idx(idx);
                Inst::Store {
                    v,
                    m,
                    ix,
                    n: idx.len().min(u8::MAX as usize) as u8,
                    t,
                }
            }
        };
        self.emit(inst);
    }

    /// The element type and static shape of a ranked tensor or memref value.
    fn shaped(&mut self, v: Value) -> Option<(Scalar, Vec<i64>)> {
        match memref_info(self.ctx, self.m.value_type(v)) {
            Ok((e, Some(s), _)) => Some((e, s)),
            _ => None,
        }
    }

    /// The mixed offsets, sizes and strides of a slice op whose segments `seg.. seg + 3`
    /// are the dynamic ones.
    fn slice_lists(&mut self, op: Op, first: usize) -> Option<[Vec<Src>; 3]> {
        let (ctx, d) = (self.ctx, self.m.op(op));
        let ops = d.operands().to_vec();
        let segs = segments(ctx, d).and_then(|s| split_segments(&s, ops.len()))?;
        let get = |n: &str| attr(ctx, d, n).and_then(|a| i64_list(ctx, a));
        let (so, ss, st) = (
            get("static_offsets")?,
            get("static_sizes")?,
            get("static_strides")?,
        );
        let o = self.mixed(&so, &ops[segs.get(first)?.clone()])?;
        let z = self.mixed(&ss, &ops[segs.get(first + 1)?.clone()])?;
        let s = self.mixed(&st, &ops[segs.get(first + 2)?.clone()])?;
        Some([o, z, s])
    }

    /// `arith.constant` of a tensor type: a constant global holding the elements.
    pub(crate) fn tensor_constant(&mut self, d: R, ty: crate::ir::Type, bits: Vec<u64>) {
        let Ok((elem, Some(shape), _)) = memref_info(self.ctx, ty) else {
            return self.error("tensor constant of an unranked or unsupported type");
        };
        let n: i64 = shape.iter().product();
        if bits.len() != 1 && bits.len() as i64 != n {
            return self.error("dense constant has the wrong number of elements");
        }
        let g = self.b.prog.globals.len() as u32;
        self.b.prog.globals.push(GlobalDef {
            name: format!("{}::<tensor constant {g}>", self.f.name),
            elem,
            shape,
            layout: LayoutSpec::Identity,
            init: Some(bits),
            constant: true,
        });
        self.mem(MemOp::GetGlobal { d, g });
    }

    /// Compiles a `tensor` op other than `tensor.extract` and the reshapes.
    pub(crate) fn tensor_op(&mut self, op: Op, kind: OpKind, tk: T) {
        let (ctx, d) = (self.ctx, self.m.op(op));
        let ops = d.operands().to_vec();
        let res = d.results().first().copied();
        use OpKind::*;
        match tk {
            T::TensorDim | T::TensorRank => {
                let Some(res) = res else { return };
                let (dd, m) = (self.reg(res), ops.first().map(|&v| self.obj(v)));
                let Some(m) = m else {
                    return self.error("expected a tensor operand");
                };
                match (kind, ops.get(1)) {
                    (TensorDim, Some(&i)) => {
                        let i = self.reg(i);
                        self.mem(MemOp::Dim { d: dd, m, i })
                    }
                    (TensorRank, _) => self.mem(MemOp::Rank { d: dd, m }),
                    _ => self.error("tensor.dim needs an index"),
                }
            }
            T::TensorCast => {
                let (Some(res), [s]) = (res, ops.as_slice()) else {
                    return self.error("tensor.cast needs one operand");
                };
                let shape = memref_info(ctx, self.m.value_type(res))
                    .ok()
                    .and_then(|(_, s, _)| s);
                let (dd, s) = (self.obj(res), self.obj(*s));
                self.mem(MemOp::Cast { d: dd, s, shape })
            }
            T::TensorEmpty => {
                let Some(res) = res else { return };
                let Some((elem, shape)) = self.shaped(res) else {
                    return self.unsupported(op, "result type");
                };
                let Some(shape) = self.mixed(&shape, &ops) else {
                    return self.error("tensor.empty needs one operand per dynamic dimension");
                };
                let dd = self.obj(res);
                self.mem(MemOp::TensorAlloc { d: dd, elem, shape })
            }
            T::TensorSplat => {
                let (Some(res), Some((&v, dynv))) = (res, ops.split_first()) else {
                    return self.error("tensor.splat needs a value");
                };
                let Some((elem, shape)) = self.shaped(res) else {
                    return self.unsupported(op, "result type");
                };
                let Some(shape) = self.mixed(&shape, dynv) else {
                    return self.error("tensor.splat needs one size per dynamic dimension");
                };
                let (dd, v) = (self.obj(res), self.reg(v));
                self.mem(MemOp::TensorAlloc { d: dd, elem, shape });
                self.mem(MemOp::Fill { m: dd, v });
            }
            T::TensorFromElements => {
                let Some(res) = res else { return };
                let Some((elem, shape)) = self.shaped(res) else {
                    return self.unsupported(op, "result type");
                };
                if shape.contains(&DYNAMIC) || shape.iter().product::<i64>() != ops.len() as i64 {
                    return self.error("tensor.from_elements needs one operand per element");
                }
                let dd = self.obj(res);
                let sizes = shape.iter().map(|&s| Src::Const(s)).collect();
                self.mem(MemOp::TensorAlloc {
                    d: dd,
                    elem,
                    shape: sizes,
                });
                for (k, &v) in ops.iter().enumerate() {
                    let mut lin = k as i64;
                    let mut idx = vec![0i64; shape.len()];
                    for j in (0..shape.len()).rev() {
                        idx[j] = lin % shape[j].max(1);
                        lin /= shape[j].max(1);
                    }
                    let idx: Vec<R> = idx.into_iter().map(|i| self.const_reg(i as u64)).collect();
                    let v = self.reg(v);
                    self.store_at(v, dd, &idx, elem);
                }
            }
            T::TensorInsert => {
                let (Some(res), [v, dest, idx @ ..]) = (res, ops.as_slice()) else {
                    return self.error("tensor.insert needs a value and a tensor");
                };
                let Some(t) = elem_scalar(ctx, self.m.value_type(*dest)) else {
                    return self.unsupported(op, "element type");
                };
                let (dd, s, v) = (self.obj(res), self.obj(*dest), self.reg(*v));
                let idx: Vec<R> = idx.iter().map(|&i| self.reg(i)).collect();
                self.mem(MemOp::Clone { d: dd, s });
                self.store_at(v, dd, &idx, t);
            }
            T::TensorExtractSlice => {
                let (Some(res), Some(&src)) = (res, ops.first()) else {
                    return self.error("tensor.extract_slice needs a source");
                };
                let Some([offsets, sizes, strides]) = self.slice_lists(op, 1) else {
                    return self.error("invalid offsets, sizes or strides");
                };
                let result_shape = self.shaped(res).map(|s| s.1).unwrap_or_default();
                let (view, s, dd) = (self.new_obj(), self.obj(src), self.obj(res));
                self.mem(MemOp::SubView {
                    d: view,
                    s,
                    offsets,
                    sizes,
                    strides,
                    result_shape,
                });
                self.mem(MemOp::Clone { d: dd, s: view });
            }
            T::TensorInsertSlice => {
                let (Some(res), [src, dest, ..]) = (res, ops.as_slice()) else {
                    return self.error("tensor.insert_slice needs a source and a destination");
                };
                let Some([offsets, sizes, strides]) = self.slice_lists(op, 2) else {
                    return self.error("invalid offsets, sizes or strides");
                };
                let result_shape = self.shaped(*src).map(|s| s.1).unwrap_or_default();
                let (view, s, dst, dd) = (
                    self.new_obj(),
                    self.obj(*src),
                    self.obj(*dest),
                    self.obj(res),
                );
                self.mem(MemOp::Clone { d: dd, s: dst });
                self.mem(MemOp::SubView {
                    d: view,
                    s: dd,
                    offsets,
                    sizes,
                    strides,
                    result_shape,
                });
                self.mem(MemOp::Copy {
                    s,
                    t: view,
                    op: "tensor.insert_slice",
                });
            }
            T::TensorConcat => {
                let Some(res) = res else { return };
                let Some((elem, shape)) = self.shaped(res) else {
                    return self.unsupported(op, "result type");
                };
                let Some(dim) = int_of(ctx, attr(ctx, d, "dim"))
                    .and_then(|x| usize::try_from(x).ok())
                    .filter(|&x| x < shape.len())
                else {
                    return self.error("tensor.concat needs a 'dim' below the rank");
                };
                let mut ins = Vec::new();
                for &v in &ops {
                    let Some((_, s)) = self.shaped(v) else {
                        return self.unsupported(op, "operand type");
                    };
                    let o = self.obj(v);
                    let sz = self.sizes_of(o, &s);
                    ins.push((o, s, sz));
                }
                let Some(first) = ins.first() else {
                    return self.error("tensor.concat needs an operand");
                };
                // The result's sizes: the first input's, the concatenated dimension summed.
                let mut sizes: Vec<Src> = first.2.iter().map(|&r| Src::Reg(r)).collect();
                let mut total = self.const_reg(0);
                for (_, _, sz) in &ins {
                    let t = self.new_reg();
                    self.emit(Inst::AddI {
                        d: t,
                        a: total,
                        b: sz[dim],
                    });
                    total = t;
                }
                sizes[dim] = Src::Reg(total);
                for (k, &s) in shape.iter().enumerate() {
                    if s != DYNAMIC {
                        sizes[k] = Src::Const(s);
                    }
                }
                let dd = self.obj(res);
                self.mem(MemOp::TensorAlloc {
                    d: dd,
                    elem,
                    shape: sizes,
                });
                let mut off = self.const_reg(0);
                for (o, s, sz) in ins {
                    let view = self.new_obj();
                    let mut offsets = vec![Src::Const(0); shape.len()];
                    offsets[dim] = Src::Reg(off);
                    self.mem(MemOp::SubView {
                        d: view,
                        s: dd,
                        offsets,
                        sizes: sz.iter().map(|&r| Src::Reg(r)).collect(),
                        strides: vec![Src::Const(1); shape.len()],
                        result_shape: s,
                    });
                    self.mem(MemOp::Copy {
                        s: o,
                        t: view,
                        op: "tensor.concat",
                    });
                    let t = self.new_reg();
                    self.emit(Inst::AddI {
                        d: t,
                        a: off,
                        b: sz[dim],
                    });
                    off = t;
                }
            }
            T::TensorReshape => {
                let (Some(res), [s, shape]) = (res, ops.as_slice()) else {
                    return self.error("tensor.reshape needs a source and a shape");
                };
                let (dd, s, shape) = (self.obj(res), self.obj(*s), self.obj(*shape));
                self.mem(MemOp::Reshape { d: dd, s, shape })
            }
            T::TensorGenerate => {
                let Some(res) = res else { return };
                let Some((elem, shape)) = self.shaped(res) else {
                    return self.unsupported(op, "result type");
                };
                let Some(sizes) = self.mixed(&shape, &ops) else {
                    return self.error("tensor.generate needs one extent per dynamic dimension");
                };
                let dd = self.obj(res);
                self.mem(MemOp::TensorAlloc {
                    d: dd,
                    elem,
                    shape: sizes.clone(),
                });
                let ubs: Vec<R> = sizes.into_iter().map(|s| self.src_reg(s)).collect();
                self.yield_region(op, dd, &ubs, elem);
            }
            T::TensorPad => {
                let (Some(res), Some(&src)) = (res, ops.first()) else {
                    return self.error("tensor.pad needs a source");
                };
                let (Some((elem, rshape)), Some((_, sshape))) =
                    (self.shaped(res), self.shaped(src))
                else {
                    return self.unsupported(op, "operand or result type");
                };
                let segs = segments(ctx, d).and_then(|s| split_segments(&s, ops.len()));
                let get = |n: &str| attr(ctx, d, n).and_then(|a| i64_list(ctx, a));
                let lists = segs.zip(get("static_low")).zip(get("static_high"));
                let Some(((segs, sl), sh)) = lists.filter(|((s, _), _)| s.len() == 3) else {
                    return self.error("tensor.pad: invalid low or high padding");
                };
                let (Some(low), Some(high)) = (
                    self.mixed(&sl, &ops[segs[1].clone()]),
                    self.mixed(&sh, &ops[segs[2].clone()]),
                ) else {
                    return self.error("tensor.pad: invalid low or high padding");
                };
                if low.len() != sshape.len() || high.len() != sshape.len() {
                    return self.error("tensor.pad: one low and high padding per dimension");
                }
                let s = self.obj(src);
                let ssz = self.sizes_of(s, &sshape);
                let mut ubs = Vec::new();
                for k in 0..sshape.len() {
                    if rshape.get(k).is_some_and(|&x| x != DYNAMIC) {
                        ubs.push(self.const_reg(rshape[k] as u64));
                        continue;
                    }
                    let (l, h) = (self.src_reg(low[k]), self.src_reg(high[k]));
                    let (t, u) = (self.new_reg(), self.new_reg());
                    self.emit(Inst::AddI {
                        d: t,
                        a: ssz[k],
                        b: l,
                    });
                    self.emit(Inst::AddI { d: u, a: t, b: h });
                    ubs.push(u);
                }
                let dd = self.obj(res);
                self.mem(MemOp::TensorAlloc {
                    d: dd,
                    elem,
                    shape: ubs.iter().map(|&r| Src::Reg(r)).collect(),
                });
                // The padding value everywhere (one fill when the region only yields a
                // value from outside it, as upstream's bufferization makes a `linalg.fill`
                // of it; else the region per element), then the source inside.
                match self.uniform_yield(op) {
                    Some(v) => {
                        let v = self.reg(v);
                        self.mem(MemOp::Fill { m: dd, v });
                    }
                    None => self.yield_region(op, dd, &ubs, elem),
                }
                let view = self.new_obj();
                self.mem(MemOp::SubView {
                    d: view,
                    s: dd,
                    offsets: low,
                    sizes: ssz.iter().map(|&r| Src::Reg(r)).collect(),
                    strides: vec![Src::Const(1); sshape.len()],
                    result_shape: sshape,
                });
                self.mem(MemOp::Copy {
                    s,
                    t: view,
                    op: "tensor.pad",
                });
            }
            T::TensorYield => self.error(
                "'tensor.yield' op cannot be interpreted outside tensor.generate or tensor.pad",
            ),
            T::TensorBitcast => self.unsupported(op, "tensor.bitcast"),
            // `mem_op` compiles the reads and reshapes (views of the buffer); the
            // parallel insert is `scf.forall`'s terminator, which the interpreter refuses.
            T::TensorExtract
            | T::TensorParallelInsertSlice
            | T::TensorExpandShape
            | T::TensorCollapseShape => self.unsupported(op, ""),
        }
    }

    /// The value the region of `op` yields when its body is only a `tensor.yield` of a
    /// value defined outside the region.
    fn uniform_yield(&self, op: Op) -> Option<Value> {
        let &r = self.m.op(op).regions().first()?;
        let [body] = self.m.region(r).blocks() else {
            return None;
        };
        let ops = self.m.block_ops_vec(*body);
        let [y] = ops.as_slice() else { return None };
        if self.m.op(*y).kind != Some(OpKind::TensorYield) {
            return None;
        }
        let &v = self.m.op(*y).operands().first()?;
        (!super::compile::defined_inside(self.m, v, op)).then_some(v)
    }

    /// Runs the single-block region of `op` (`tensor.generate`, `tensor.pad`) at every
    /// point of `[0, ubs)`, its block arguments the point, storing the `tensor.yield`ed
    /// value into `dst` there.
    fn yield_region(&mut self, op: Op, dst: R, ubs: &[R], t: Scalar) {
        let Some(&r) = self.m.op(op).regions().first() else {
            return self.error("expected a region");
        };
        let blocks = self.m.region(r).blocks().to_vec();
        let [body] = blocks.as_slice() else {
            return self.error("expected a single-block region");
        };
        let args = self.m.block(*body).args().to_vec();
        if args.len() != ubs.len() {
            return self.error("expected one region argument per dimension");
        }
        let (ivs, nest) = self.open_nest(ubs);
        for (&a, &iv) in args.iter().zip(&ivs) {
            let ar = self.reg(a);
            self.emit(Inst::Mov { d: ar, s: iv });
        }
        for o in self.m.block_ops_vec(*body) {
            self.set_loc(o);
            if self.m.op(o).kind == Some(OpKind::TensorYield) {
                let Some(&v) = self.m.op(o).operands().first() else {
                    return self.error("tensor.yield needs a value");
                };
                let v = self.reg(v);
                self.store_at(v, dst, &ivs, t);
            } else {
                self.op(o, &RCtx::Func);
            }
        }
        self.set_loc(op);
        self.close_nest(nest);
    }

    /// The `bufferization` ops on values.
    pub(crate) fn bufferization_op(&mut self, op: Op, k: BufferizationOp) {
        let (ctx, d) = (self.ctx, self.m.op(op));
        let ops = d.operands().to_vec();
        let res = d.results().first().copied();
        match k {
            // A tensor of the memref's current contents; a memref holding a copy of the
            // tensor's (writing it cannot change the tensor).
            BufferizationOp::BufferizationToTensor | BufferizationOp::BufferizationToBuffer => {
                let (Some(res), Some(&s)) = (res, ops.first()) else {
                    return self.error("expected one operand and one result");
                };
                let (dd, s) = (self.obj(res), self.obj(s));
                self.mem(MemOp::Clone { d: dd, s });
            }
            BufferizationOp::BufferizationMaterializeInDestination => {
                let [s, dest] = ops.as_slice() else {
                    return self.error("expected a source and a destination");
                };
                let s = self.obj(*s);
                match res {
                    Some(res) => {
                        let dd = self.obj(res);
                        self.mem(MemOp::Clone { d: dd, s });
                    }
                    None => {
                        let t = self.obj(*dest);
                        self.mem(MemOp::Copy {
                            s,
                            t,
                            op: "bufferization.materialize_in_destination",
                        });
                    }
                }
            }
            BufferizationOp::BufferizationAllocTensor => {
                let Some(res) = res else { return };
                let Some((elem, shape)) = self.shaped(res) else {
                    return self.unsupported(op, "result type");
                };
                let segs = segments(ctx, d).and_then(|s| split_segments(&s, ops.len()));
                let Some(segs) = segs.filter(|s| s.len() == 3) else {
                    return self.error("missing or invalid operandSegmentSizes");
                };
                let dd = self.obj(res);
                if let Some(&c) = ops[segs[1].clone()].first() {
                    let s = self.obj(c);
                    return self.mem(MemOp::Clone { d: dd, s });
                }
                let Some(shape) = self.mixed(&shape, &ops[segs[0].clone()]) else {
                    return self.error("alloc_tensor needs one size per dynamic dimension");
                };
                self.mem(MemOp::TensorAlloc { d: dd, elem, shape });
            }
            // Tensor buffers are never freed.
            BufferizationOp::BufferizationDeallocTensor => {}
        }
    }

    /// `linalg.index`: the counter of loop `dim` of the innermost enclosing generic.
    pub(crate) fn linalg_index(&mut self, op: Op) {
        let d = self.m.op(op);
        let dim = int_of(self.ctx, attr(self.ctx, d, "dim"));
        let Some(&res) = d.results().first() else {
            return;
        };
        let Some(ivs) = self.linalg_ivs.last() else {
            return self
                .error("'linalg.index' op cannot be interpreted outside a linalg structured op");
        };
        let Some(iv) = dim
            .and_then(|x| usize::try_from(x).ok())
            .and_then(|x| ivs.get(x).copied())
        else {
            return self.error("linalg.index dim out of range");
        };
        let r = self.reg(res);
        self.emit(Inst::Mov { d: r, s: iv });
    }

    /// `linalg.generic` on tensors or memrefs, run directly (see the module docs).
    pub(crate) fn linalg_generic(&mut self, op: Op) {
        if let Err(e) = self.try_linalg_generic(op) {
            self.error(format!("'linalg.generic' op cannot be interpreted: {e}"));
        }
    }

    fn try_linalg_generic(&mut self, g: Op) -> Result<(), String> {
        let (ctx, m) = (self.ctx, self.m);
        let d = m.op(g);
        let maps = maps_of(ctx, attr(ctx, d, "indexing_maps")).ok_or("expected 'indexing_maps'")?;
        let iters =
            iterators_of(ctx, attr(ctx, d, "iterator_types")).ok_or("expected 'iterator_types'")?;
        let seg = segments(ctx, d).ok_or("expected 'operandSegmentSizes'")?;
        let nin = seg.first().copied().unwrap_or(0);
        let operands = d.operands().to_vec();
        let results = d.results().to_vec();
        let region = *d.regions().first().ok_or("expected a region")?;
        let blocks = m.region(region).blocks().to_vec();
        let [body] = blocks.as_slice() else {
            return Err("expected a single-block region".into());
        };
        let args = m.block(*body).args().to_vec();
        if nin > operands.len() || maps.len() != operands.len() || args.len() != operands.len() {
            return Err("expected one indexing map and one region argument per operand".into());
        }
        // Operand shapes (`None` for a scalar operand).
        let mut shapes: Vec<Option<(Scalar, Vec<i64>)>> = Vec::new();
        for &v in &operands {
            let t = m.value_type(v);
            let s = match ctx.type_kind(t) {
                TypeKind::MemRef { .. } | TypeKind::RankedTensor { .. } => {
                    Some(self.shaped(v).ok_or("unsupported operand type")?)
                }
                _ => None,
            };
            shapes.push(s);
        }
        for (k, (&mp, s)) in maps.iter().zip(&shapes).enumerate() {
            let md = ctx.map_data(mp);
            let rank = s.as_ref().map_or(0, |s| s.1.len());
            if md.num_dims as usize != iters.len()
                || md.num_symbols != 0
                || md.results.len() != rank
            {
                return Err(format!(
                    "indexing map #{k} must have one dim per loop, no symbols and one result per operand dimension"
                ));
            }
        }
        if results.len() > operands.len() - nin {
            return Err("expected at most one result per output".into());
        }
        // Loop ranges (upstream's getStaticLoopRanges): each loop's trip count is the size
        // of the first operand dimension its map gives as exactly that loop (a static one
        // preferred); every other such dimension must agree.
        let objs: Vec<Option<R>> = operands
            .iter()
            .zip(&shapes)
            .map(|(&v, s)| s.as_ref().map(|_| self.obj(v)))
            .collect();
        let mut ranges: Vec<Option<(i64, usize, usize)>> = vec![None; iters.len()];
        let mut extents: Vec<Vec<(i64, usize, usize)>> = vec![Vec::new(); iters.len()];
        for (k, (&mp, s)) in maps.iter().zip(&shapes).enumerate() {
            let Some((_, shape)) = s else { continue };
            for (i, &e) in ctx.map_data(mp).results.iter().enumerate() {
                if let crate::ir::AffineExprKind::Dim(dd) = ctx.expr(e) {
                    let sz = shape.get(i).copied().unwrap_or(DYNAMIC);
                    let r = (sz, k, i);
                    if let Some(x) = extents.get_mut(dd as usize) {
                        x.push(r);
                    }
                    if let Some(slot) = ranges.get_mut(dd as usize) {
                        if slot.is_none() || (slot.is_some_and(|x| x.0 == DYNAMIC) && sz != DYNAMIC)
                        {
                            *slot = Some(r);
                        }
                    }
                }
            }
        }
        let mut ubs = Vec::new();
        for (l, r) in ranges.iter().enumerate() {
            let (sz, k, i) = r.ok_or(format!(
                "cannot infer the range of loop {l} from the operand shapes"
            ))?;
            let ub = if sz == DYNAMIC {
                let o = objs[k].ok_or("scalar operand")?;
                let (dr, ir) = (self.new_reg(), self.const_reg(i as u64));
                self.mem(MemOp::Dim { d: dr, m: o, i: ir });
                dr
            } else {
                self.const_reg(sz as u64)
            };
            ubs.push(ub);
        }
        for (l, (ext, r)) in extents.iter().zip(&ranges).enumerate() {
            let Some((rs, rk, ri)) = *r else { continue };
            for &(sz, k, i) in ext {
                if (k, i) == (rk, ri) {
                    continue;
                }
                if sz != DYNAMIC && rs != DYNAMIC {
                    if sz != rs {
                        return Err(format!(
                            "operand #{k} has size {sz} in the dimension loop {l} indexes, which has {rs} iterations"
                        ));
                    }
                    continue;
                }
                let o = objs[k].ok_or("scalar operand")?;
                let (dr, ir) = (self.new_reg(), self.const_reg(i as u64));
                self.mem(MemOp::Dim { d: dr, m: o, i: ir });
                let c = self.new_reg();
                self.emit(Inst::Op2 {
                    op: SOp::CmpI(0, 64),
                    d: c,
                    a: dr,
                    b: ubs[l],
                });
                let msg = self.f.msgs.len() as u32;
                self.f.msgs.push(format!(
                    "assertion failed: linalg: operand #{k}'s size in the dimension loop {l} indexes differs from the loop's trip count"
                ));
                self.emit(Inst::Assert { c, msg });
            }
        }
        // The outputs: a memref out is written in place; a tensor out's init is copied
        // into a fresh buffer, the result.
        let mut outs = Vec::new();
        for j in 0..operands.len() - nin {
            let k = nin + j;
            let o = objs[k].ok_or("expected a shaped output")?;
            let is_tensor = matches!(
                ctx.type_kind(m.value_type(operands[k])),
                TypeKind::RankedTensor { .. }
            );
            if is_tensor {
                let &r = results
                    .get(j)
                    .ok_or("expected a result per tensor output")?;
                let dr = self.obj(r);
                self.mem(MemOp::Clone { d: dr, s: o });
                outs.push(dr);
            } else {
                outs.push(o);
            }
        }
        let (ivs, nest) = self.open_nest(&ubs);
        self.linalg_ivs.push(ivs.clone());
        for (k, &a) in args.iter().enumerate() {
            if m.uses(a).is_empty() {
                continue;
            }
            let ar = self.reg(a);
            match &shapes[k] {
                None => {
                    let s = self.reg(operands[k]);
                    self.emit(Inst::Mov { d: ar, s });
                }
                Some((t, _)) => {
                    let src = if k >= nin {
                        outs[k - nin]
                    } else {
                        objs[k].unwrap_or(0)
                    };
                    let idx = self.map_at(maps[k], &ivs)?;
                    self.load_at(ar, src, &idx, *t);
                }
            }
        }
        for o in m.block_ops_vec(*body) {
            self.set_loc(o);
            if m.op(o).kind == Some(OpKind::LinalgYield) {
                let vals = m.op(o).operands().to_vec();
                if vals.len() != outs.len() {
                    self.linalg_ivs.pop();
                    return Err("expected one yielded value per output".into());
                }
                for (j, &v) in vals.iter().enumerate() {
                    let k = nin + j;
                    let Some((t, _)) = shapes[k] else { continue };
                    if elem_scalar(ctx, m.value_type(v)) != Some(t) {
                        self.linalg_ivs.pop();
                        return Err(
                            "expected the yielded values to have the outputs' element types".into(),
                        );
                    }
                    let idx = self.map_at(maps[k], &ivs)?;
                    let v = self.reg(v);
                    self.store_at(v, outs[j], &idx, t);
                }
            } else {
                self.op(o, &RCtx::Func);
            }
        }
        self.linalg_ivs.pop();
        self.set_loc(g);
        self.close_nest(nest);
        Ok(())
    }

    /// Registers holding the results of `map` at the point `ivs`.
    fn map_at(&mut self, map: crate::ir::AffineMap, ivs: &[R]) -> Result<Vec<R>, String> {
        let am = AMap::compile(self.ctx, map, ivs)?;
        Ok(am.results.into_iter().map(|e| self.expr_reg(e)).collect())
    }
}
