//! Compilation of memory ops: `memref.*`, the `affine` memory and index ops, `vector`
//! loads and stores, and `tensor.extract` (tensors are read-only memref views here).

use crate::dialect::vector::MaskedAccess;
use crate::dialect::{view, AffineOp as A, MemRefOp as M, OpKind, TensorOp as T, VectorOp as V};
use crate::ir::{AffineBinOp, Op, Value, DYNAMIC};

use super::amap::{AExpr, Node};
use super::compile::RCtx;
use super::compile::{FnC, Sym};
use super::decode::{
    atomic_kind, attr, elem_scalar, i64_list, map_attr, memory_space, memref_info, segments,
    split_segments, symbol_ref, vector_shape,
};
use super::inst::{Inst, MaskedMode, MemOp, Src, R};

/// The ops [`FnC::mem_op`] compiles, as the op of their dialect: its dispatch lists every
/// op of these dialects, so an op added to one of them is a compile error there until it
/// is handled or routed elsewhere.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Memory {
    /// A `memref` op.
    MemRef(M),
    /// An `affine` op (the memory and index ops).
    Affine(A),
    /// A `tensor` op (handed to `compile_tensor.rs`).
    Tensor(T),
    /// A `vector` memory op.
    Vector(V),
}

impl FnC<'_, '_> {
    /// A register holding the value of expression `e`.
    pub(crate) fn expr_reg(&mut self, e: AExpr) -> R {
        if let Some(r) = e.as_var() {
            return r;
        }
        if let Some(c) = e.as_const() {
            return self.const_reg(c as u64);
        }
        let d = self.new_reg();
        let id = self.f.exprs.len() as u32;
        self.f.exprs.push(e);
        self.emit(Inst::Affine { d, e: id });
        d
    }

    /// Registers holding the results of the affine map attribute `name` applied to
    /// `operands` (the indices of affine loads and stores).
    fn map_indices(&mut self, op: Op, name: &str, operands: &[Value]) -> Option<Vec<R>> {
        let d = self.m.op(op);
        let Some(map) = map_attr(self.ctx, d, name) else {
            // Upstream elides an identity map in some printers; treat a missing map as
            // identity over the operands.
            return Some(operands.iter().map(|&v| self.reg(v)).collect());
        };
        let exprs = self.amap(map, operands);
        Some(exprs.into_iter().map(|e| self.expr_reg(e)).collect())
    }

    pub(crate) fn push_idx(&mut self, regs: &[R]) -> u32 {
        let ix = self.f.idx.len() as u32;
        self.f.idx.extend_from_slice(regs);
        ix
    }

    /// A list of mixed static/dynamic values (`static_sizes` + dynamic operands).
    pub(crate) fn mixed(&mut self, stat: &[i64], dynv: &[Value]) -> Option<Vec<Src>> {
        let mut it = dynv.iter();
        let out: Option<Vec<Src>> = stat
            .iter()
            .map(|&s| {
                if s == DYNAMIC {
                    it.next().map(|&v| Src::Reg(self.reg(v)))
                } else {
                    Some(Src::Const(s))
                }
            })
            .collect();
        if it.next().is_some() {
            return None;
        }
        out
    }

    /// Compiles a memory op.
    pub(crate) fn mem_op(&mut self, op: Op, kind: OpKind, mk: Memory) {
        let (ctx, d) = (self.ctx, self.m.op(op));
        let ops = d.operands().to_vec();
        let res = d.results().first().copied();
        use OpKind::*;
        let mop = match mk {
            Memory::MemRef(M::MemRefAlloc | M::MemRefAlloca) => {
                let Some(res) = res else { return };
                let ty = self.m.value_type(res);
                let (elem, shape, layout) = match memref_info(ctx, ty) {
                    Ok((e, Some(s), l)) => (e, s, l),
                    Ok(_) => return self.error("allocation of an unranked memref"),
                    Err(e) => return self.unsupported(op, &e),
                };
                let (dynamic, symbols) = if kind == MemRefAlloca {
                    let v = self.view(view::MemRefAlloca::new(ctx, d));
                    v.map(|v| (v.dynamic_sizes(), v.symbol_operands()))
                } else {
                    let v = self.view(view::MemRefAlloc::new(ctx, d));
                    v.map(|v| (v.dynamic_sizes(), v.symbol_operands()))
                }
                .unzip();
                let (Some(dynamic), Some(symbols)) = (dynamic, symbols) else {
                    return;
                };
                let Some(shape) = self.mixed(&shape, dynamic) else {
                    return self.error("alloc needs one operand per dynamic dimension");
                };
                let syms = symbols.iter().map(|&v| self.reg(v)).collect();
                let dd = self.obj(res);
                MemOp::Alloc {
                    d: dd,
                    elem,
                    shape,
                    syms,
                    layout,
                    stack: kind == MemRefAlloca,
                    space: memory_space(ctx, ty),
                }
            }
            Memory::MemRef(M::MemRefDealloc) => {
                let Some(&m) = ops.first() else { return };
                MemOp::Dealloc {
                    m: self.obj(m),
                    op: "memref.dealloc",
                }
            }
            Memory::MemRef(M::MemRefLoad)
            | Memory::Tensor(T::TensorExtract)
            | Memory::Affine(A::AffineLoad) => {
                let parts = if kind == AffineLoad {
                    let v = self.view(view::AffineLoad::new(ctx, d));
                    v.map(|v| (v.memref(), v.indices()))
                } else if kind == TensorExtract {
                    let v = self.view(view::TensorExtract::new(ctx, d));
                    v.map(|v| (v.tensor(), v.indices()))
                } else {
                    let v = self.view(view::MemRefLoad::new(ctx, d));
                    v.map(|v| (v.memref(), v.indices()))
                };
                let (Some(res), Some((m, indices))) = (res, parts) else {
                    return self.error("load without a result");
                };
                let Some(t) = elem_scalar(ctx, self.m.value_type(m)) else {
                    return self.unsupported(op, "element type");
                };
                let idx = if kind == AffineLoad {
                    match self.map_indices(op, "map", indices) {
                        Some(i) => i,
                        None => return,
                    }
                } else {
                    indices.iter().map(|&v| self.reg(v)).collect()
                };
                let m = self.obj(m);
                let dreg = self.reg(res);
                let inst = match *idx.as_slice() {
                    [i] => Inst::Load1 { d: dreg, m, i, t },
                    [i0, i1] => Inst::Load2 {
                        d: dreg,
                        m,
                        i: [i0, i1],
                        t,
                    },
                    _ if idx.len() > u8::MAX as usize => {
                        return self.unsupported(op, "rank above 255")
                    }
                    _ => {
                        let ix = self.push_idx(&idx);
                        Inst::Load {
                            d: dreg,
                            m,
                            ix,
                            n: idx.len() as u8,
                            t,
                        }
                    }
                };
                return self.emit(inst);
            }
            Memory::MemRef(M::MemRefStore) | Memory::Affine(A::AffineStore) => {
                let parts = if kind == AffineStore {
                    let v = self.view(view::AffineStore::new(ctx, d));
                    v.map(|v| (v.value(), v.memref(), v.indices()))
                } else {
                    let v = self.view(view::MemRefStore::new(ctx, d));
                    v.map(|v| (v.value(), v.memref(), v.indices()))
                };
                let Some((value, memref, indices)) = parts else {
                    return;
                };
                let Some(t) = elem_scalar(ctx, self.m.value_type(memref)) else {
                    return self.unsupported(op, "element type");
                };
                let idx = if kind == AffineStore {
                    match self.map_indices(op, "map", indices) {
                        Some(i) => i,
                        None => return,
                    }
                } else {
                    indices.iter().map(|&v| self.reg(v)).collect()
                };
                let (v, m) = (self.reg(value), self.obj(memref));
                let inst = match *idx.as_slice() {
                    [i] => Inst::Store1 { v, m, i, t },
                    [i0, i1] => Inst::Store2 {
                        v,
                        m,
                        i: [i0, i1],
                        t,
                    },
                    _ if idx.len() > u8::MAX as usize => {
                        return self.unsupported(op, "rank above 255")
                    }
                    _ => {
                        let ix = self.push_idx(&idx);
                        Inst::Store {
                            v,
                            m,
                            ix,
                            n: idx.len() as u8,
                            t,
                        }
                    }
                };
                return self.emit(inst);
            }
            Memory::MemRef(M::MemRefCopy) => {
                let Some(v) = self.view(view::MemRefCopy::new(ctx, d)) else {
                    return;
                };
                MemOp::Copy {
                    s: self.obj(v.source()),
                    t: self.obj(v.target()),
                    op: "memref.copy",
                }
            }
            Memory::MemRef(M::MemRefDim) => {
                let (Some(res), [m, i]) = (res, ops.as_slice()) else {
                    return self.error("memref.dim needs two operands");
                };
                MemOp::Dim {
                    d: self.reg(res),
                    m: self.obj(*m),
                    i: self.reg(*i),
                }
            }
            Memory::MemRef(M::MemRefRank) => {
                let (Some(res), [m]) = (res, ops.as_slice()) else {
                    return self.error("memref.rank needs one operand");
                };
                MemOp::Rank {
                    d: self.reg(res),
                    m: self.obj(*m),
                }
            }
            // An aligned buffer stays where it is (a false promise of alignment is undefined
            // behaviour upstream, so any result is allowed); a memory-space cast is the same
            // buffer.
            Memory::MemRef(M::MemRefCast | M::MemRefAssumeAlignment | M::MemRefMemorySpaceCast) => {
                let (Some(res), [s]) = (res, ops.as_slice()) else {
                    return self.error("memref.cast needs one operand");
                };
                let shape = memref_info(ctx, self.m.value_type(res))
                    .ok()
                    .and_then(|(_, s, _)| s);
                MemOp::Cast {
                    d: self.obj(res),
                    s: self.obj(*s),
                    shape,
                }
            }
            Memory::MemRef(M::MemRefSubView | M::MemRefReinterpretCast) => {
                let Some(res) = res else { return };
                let groups = if kind == MemRefSubView {
                    let v = self.view(view::MemRefSubView::new(ctx, d));
                    v.map(|v| (v.source(), [v.offsets(), v.sizes(), v.strides()]))
                } else {
                    let v = self.view(view::MemRefReinterpretCast::new(ctx, d));
                    v.map(|v| (v.source(), [v.offsets(), v.sizes(), v.strides()]))
                };
                let Some((source, [offsets, sizes, strides])) = groups else {
                    return;
                };
                let get = |n: &str| attr(ctx, d, n).and_then(|a| i64_list(ctx, a));
                let (Some(so), Some(ss), Some(st)) = (
                    get("static_offsets"),
                    get("static_sizes"),
                    get("static_strides"),
                ) else {
                    return self.error("missing static offsets, sizes or strides");
                };
                let (Some(offs), Some(sizes), Some(strides)) = (
                    self.mixed(&so, offsets),
                    self.mixed(&ss, sizes),
                    self.mixed(&st, strides),
                ) else {
                    return self.error("dynamic operands do not match the static lists");
                };
                let s = self.obj(source);
                let dd = self.obj(res);
                if kind == MemRefSubView {
                    let result_shape = memref_info(ctx, self.m.value_type(res))
                        .ok()
                        .and_then(|(_, s, _)| s)
                        .unwrap_or_default();
                    MemOp::SubView {
                        d: dd,
                        s,
                        offsets: offs,
                        sizes,
                        strides,
                        result_shape,
                    }
                } else {
                    let Some(&offset) = offs.first() else {
                        return self.error("reinterpret_cast needs an offset");
                    };
                    MemOp::Reinterpret {
                        d: dd,
                        s,
                        offset,
                        sizes,
                        strides,
                    }
                }
            }
            Memory::MemRef(M::MemRefView) => {
                let Some(res) = res else { return };
                let Some(v) = self.view(view::MemRefView::new(ctx, d)) else {
                    return;
                };
                let Ok((elem, Some(shape), _)) = memref_info(ctx, self.m.value_type(res)) else {
                    return self.unsupported(op, "result type");
                };
                let Some(sizes) = self.mixed(&shape, v.sizes()) else {
                    return self.error("memref.view needs one size per dynamic dimension");
                };
                MemOp::View {
                    d: self.obj(res),
                    s: self.obj(v.source()),
                    shift: self.reg(v.byte_shift()),
                    sizes,
                    elem,
                }
            }
            // A tensor reshape is a view of its (immutable) operand's buffer.
            Memory::MemRef(M::MemRefExpandShape | M::MemRefCollapseShape)
            | Memory::Tensor(T::TensorExpandShape | T::TensorCollapseShape) => {
                let (Some(res), Some(&src)) = (res, ops.first()) else {
                    return;
                };
                let groups = match attr(ctx, d, "reassociation").map(|a| ctx.attr_kind(a)) {
                    Some(crate::ir::AttrKind::Array(gs)) => {
                        let g: Option<Vec<Vec<usize>>> = gs
                            .iter()
                            .map(|&g| {
                                i64_list(ctx, g).and_then(|v| {
                                    v.into_iter().map(|x| usize::try_from(x).ok()).collect()
                                })
                            })
                            .collect();
                        g
                    }
                    _ => None,
                };
                let Some(groups) = groups else {
                    return self.error("missing or invalid 'reassociation'");
                };
                let (s, dd) = (self.obj(src), self.obj(res));
                if matches!(kind, MemRefCollapseShape | TensorCollapseShape) {
                    MemOp::Collapse { d: dd, s, groups }
                } else {
                    let Ok((_, Some(rshape), _)) = memref_info(ctx, self.m.value_type(res)) else {
                        return self.unsupported(op, "result type");
                    };
                    let stat = attr(ctx, d, "static_output_shape")
                        .and_then(|a| i64_list(ctx, a))
                        .unwrap_or(rshape);
                    let shape = if ops.len() > 1 {
                        match self.mixed(&stat, &ops[1..]) {
                            Some(s) => s,
                            None => return self.error("expand_shape output_shape does not match"),
                        }
                    } else {
                        stat.iter().map(|&x| Src::Const(x)).collect()
                    };
                    MemOp::Expand {
                        d: dd,
                        s,
                        groups,
                        shape,
                    }
                }
            }
            Memory::MemRef(M::MemRefGetGlobal) => {
                let Some(res) = res else { return };
                let Some(parts) = attr(ctx, d, "name").and_then(|a| symbol_ref(ctx, a)) else {
                    return self.error("memref.get_global without a 'name'");
                };
                match self.b.resolve(self.scope, &parts) {
                    Some(Sym::Global(g)) => MemOp::GetGlobal {
                        d: self.obj(res),
                        g,
                    },
                    _ => return self.trap(format!("unknown memref.global @{}", parts.join("::@"))),
                }
            }
            Memory::MemRef(M::MemRefAtomicRmw) => {
                let Some(res) = res else { return };
                let Some(v) = self.view(view::MemRefAtomicRmw::new(ctx, d)) else {
                    return;
                };
                let Some(t) = elem_scalar(ctx, self.m.value_type(v.memref())) else {
                    return self.unsupported(op, "element type");
                };
                let Some(k) = attr(ctx, d, "kind").and_then(|a| atomic_kind(ctx, a, t.is_float()))
                else {
                    return self.error("unknown atomic_rmw kind");
                };
                let idx = v.indices().iter().map(|&v| self.reg(v)).collect();
                MemOp::AtomicRmw {
                    d: self.reg(res),
                    v: self.reg(v.value()),
                    m: self.obj(v.memref()),
                    idx,
                    kind: k,
                    t,
                }
            }
            Memory::Vector(
                V::VectorMaskedLoad
                | V::VectorMaskedStore
                | V::VectorGather
                | V::VectorScatter
                | V::VectorExpandLoad
                | V::VectorCompressStore,
            ) => {
                let Some(mop) = self.masked(op) else {
                    return;
                };
                mop
            }
            Memory::Vector(V::VectorTransferRead | V::VectorTransferWrite) => {
                let Some(mop) = self.transfer(op, kind == VectorTransferRead) else {
                    return;
                };
                mop
            }
            Memory::Vector(V::VectorLoad) | Memory::Affine(A::AffineVectorLoad) => {
                let parts = if kind == AffineVectorLoad {
                    let v = self.view(view::AffineVectorLoad::new(ctx, d));
                    v.map(|v| (v.memref(), v.indices()))
                } else {
                    let v = self.view(view::VectorLoad::new(ctx, d));
                    v.map(|v| (v.base(), v.indices()))
                };
                let (Some(res), Some((m, indices))) = (res, parts) else {
                    return;
                };
                let (Some((shape, _)), Some(t)) = (
                    vector_shape(ctx, self.m.value_type(res)),
                    elem_scalar(ctx, self.m.value_type(m)),
                ) else {
                    return self.unsupported(op, "types");
                };
                let idx = if kind == AffineVectorLoad {
                    match self.map_indices(op, "map", indices) {
                        Some(i) => i,
                        None => return,
                    }
                } else {
                    indices.iter().map(|&v| self.reg(v)).collect()
                };
                MemOp::VLoad {
                    d: self.obj(res),
                    m: self.obj(m),
                    idx,
                    shape,
                    t,
                }
            }
            Memory::Vector(V::VectorStore) | Memory::Affine(A::AffineVectorStore) => {
                let parts = if kind == AffineVectorStore {
                    let v = self.view(view::AffineVectorStore::new(ctx, d));
                    v.map(|v| (v.value(), v.memref(), v.indices()))
                } else {
                    let v = self.view(view::VectorStore::new(ctx, d));
                    v.map(|v| (v.value_to_store(), v.base(), v.indices()))
                };
                let Some((value, memref, indices)) = parts else {
                    return;
                };
                let (Some((shape, _)), Some(t)) = (
                    vector_shape(ctx, self.m.value_type(value)),
                    elem_scalar(ctx, self.m.value_type(memref)),
                ) else {
                    return self.unsupported(op, "types");
                };
                let idx = if kind == AffineVectorStore {
                    match self.map_indices(op, "map", indices) {
                        Some(i) => i,
                        None => return,
                    }
                } else {
                    indices.iter().map(|&v| self.reg(v)).collect()
                };
                MemOp::VStore {
                    v: self.obj(value),
                    m: self.obj(memref),
                    idx,
                    shape,
                    t,
                }
            }
            Memory::Affine(A::AffineApply | A::AffineMin | A::AffineMax) => {
                let Some(res) = res else { return };
                let Some(map) = map_attr(ctx, d, "map") else {
                    return self.error("missing 'map'");
                };
                let exprs = self.amap(map, &ops);
                let r = self.reg(res);
                if kind == AffineApply {
                    if exprs.len() != 1 {
                        return self.error("affine.apply needs a single-result map");
                    }
                    let id = self.f.exprs.len() as u32;
                    self.f.exprs.extend(exprs);
                    return self.emit(Inst::Affine { d: r, e: id });
                }
                if exprs.is_empty() {
                    return self.error("affine.min/max needs a map with results");
                }
                let m = self.f.maps.len() as u32;
                self.f.maps.push(exprs);
                return self.emit(Inst::AffineMinMax {
                    d: r,
                    m,
                    max: kind == AffineMax,
                });
            }
            Memory::Affine(A::AffineDelinearizeIndex | A::AffineLinearizeIndex) => {
                return self.linear_index(op, kind)
            }
            Memory::Affine(A::AffineDmaStart) => return self.dma_start(op),
            Memory::MemRef(M::MemRefDmaStart) => return self.memref_dma_start(op),
            // Transfers complete at once.
            Memory::MemRef(M::MemRefDmaWait) => return,
            // A hint.
            Memory::MemRef(M::MemRefPrefetch) => return,
            Memory::MemRef(M::MemRefTranspose) => {
                let (Some(res), [s]) = (res, ops.as_slice()) else {
                    return self.error("memref.transpose needs one operand");
                };
                let perm: Option<Vec<usize>> = map_attr(ctx, d, "permutation").and_then(|m| {
                    ctx.map_data(m)
                        .results
                        .iter()
                        .map(|&e| match ctx.expr(e) {
                            crate::ir::AffineExprKind::Dim(i) => Some(i as usize),
                            _ => None,
                        })
                        .collect()
                });
                let Some(perm) = perm else {
                    return self.error("memref.transpose without a permutation map");
                };
                MemOp::Transpose {
                    d: self.obj(res),
                    s: self.obj(*s),
                    perm,
                }
            }
            Memory::MemRef(M::MemRefReshape) => {
                let (Some(res), [s, shape]) = (res, ops.as_slice()) else {
                    return self.error("memref.reshape needs two operands");
                };
                MemOp::Reshape {
                    d: self.obj(res),
                    s: self.obj(*s),
                    shape: self.obj(*shape),
                }
            }
            Memory::MemRef(M::MemRefExtractStridedMetadata) => {
                let results = d.results().to_vec();
                let ([s], [base, offset, rest @ ..]) = (ops.as_slice(), results.as_slice()) else {
                    return self
                        .error("memref.extract_strided_metadata needs a base and an offset");
                };
                let (sizes, strides) = rest.split_at(rest.len() / 2);
                MemOp::Metadata {
                    base: self.obj(*base),
                    s: self.obj(*s),
                    offset: self.reg(*offset),
                    sizes: sizes.iter().map(|&v| self.reg(v)).collect(),
                    strides: strides.iter().map(|&v| self.reg(v)).collect(),
                }
            }
            Memory::MemRef(M::MemRefExtractAlignedPointerAsIndex) => {
                let (Some(res), [s]) = (res, ops.as_slice()) else {
                    return self.error("memref.extract_aligned_pointer_as_index needs one operand");
                };
                MemOp::Pointer {
                    d: self.reg(res),
                    s: self.obj(*s),
                }
            }
            Memory::MemRef(M::MemRefRealloc) => {
                let Some(res) = res else { return };
                let Some(v) = self.view(view::MemRefRealloc::new(ctx, d)) else {
                    return;
                };
                let size = match (
                    v.dynamic_result_size(),
                    memref_info(ctx, self.m.value_type(res)),
                ) {
                    (Some(n), _) => Src::Reg(self.reg(n)),
                    (None, Ok((_, Some(s), _))) if s.len() == 1 && s[0] != DYNAMIC => {
                        Src::Const(s[0])
                    }
                    _ => return self.error("memref.realloc needs a size"),
                };
                MemOp::Realloc {
                    d: self.obj(res),
                    s: self.obj(v.source()),
                    size,
                }
            }
            Memory::MemRef(M::MemRefDistinctObjects) => {
                // The same buffers (distinctness is a promise: aliasing ones are undefined
                // behaviour upstream).
                let results = d.results().to_vec();
                for (&r, &s) in results.iter().zip(&ops) {
                    let m = MemOp::Cast {
                        d: self.obj(r),
                        s: self.obj(s),
                        shape: None,
                    };
                    self.emit(Inst::Mem(Box::new(m)));
                }
                return;
            }
            // Compiled by `compile_op` (out of line: they hold regions).
            Memory::MemRef(M::MemRefAllocaScope | M::MemRefGenericAtomicRmw) => {
                return self.unsupported(op, "")
            }
            Memory::MemRef(M::MemRefAllocaScopeReturn | M::MemRefAtomicYield) => {
                return self.unsupported(op, "")
            }
            // Value-semantics tensor ops: `compile_tensor.rs`.
            Memory::Tensor(
                tk @ (T::TensorEmpty
                | T::TensorInsert
                | T::TensorExtractSlice
                | T::TensorInsertSlice
                | T::TensorPad
                | T::TensorGenerate
                | T::TensorYield
                | T::TensorSplat
                | T::TensorFromElements
                | T::TensorRank
                | T::TensorReshape
                | T::TensorBitcast
                | T::TensorConcat
                | T::TensorDim
                | T::TensorCast),
            ) => return self.tensor_op(op, kind, tk),
            // Not routed here: `compile_op` compiles the ops with regions, the terminators
            // and the vector ops on registers; `memref.global` is a symbol.
            Memory::MemRef(M::MemRefGlobal)
            | Memory::Affine(
                A::AffineFor
                | A::AffineParallel
                | A::AffineIf
                | A::AffineYield
                | A::AffinePrefetch
                | A::AffineDmaWait,
            )
            | Memory::Tensor(T::TensorParallelInsertSlice)
            | Memory::Vector(
                V::VectorBroadcast
                | V::VectorExtract
                | V::VectorInsert
                | V::VectorFma
                | V::VectorReduction
                | V::VectorShuffle
                | V::VectorInterleave
                | V::VectorDeinterleave
                | V::VectorFromElements
                | V::VectorStep
                | V::VectorBitcast
                | V::VectorShapeCast
                | V::VectorExtractStridedSlice
                | V::VectorInsertStridedSlice
                | V::VectorTranspose
                | V::VectorConstantMask
                | V::VectorCreateMask
                | V::VectorToElements
                | V::VectorOuterproduct
                | V::VectorMultiReduction
                | V::VectorMask
                | V::VectorYield
                | V::VectorContract
                | V::VectorTypeCast
                | V::VectorPrint
                | V::VectorVscale
                | V::VectorScalableInsert
                | V::VectorScalableExtract
                | V::VectorScan,
            ) => return self.unsupported(op, ""),
        };
        self.emit(Inst::Mem(Box::new(mop)));
    }

    fn linear_index(&mut self, op: Op, kind: OpKind) {
        let (ctx, d) = (self.ctx, self.m.op(op));
        let ops = d.operands().to_vec();
        let results = d.results().to_vec();
        let (idx_ops, basis_ops): (Vec<Value>, Vec<Value>) =
            if kind == OpKind::AffineDelinearizeIndex {
                match ops.split_first() {
                    Some((&i, rest)) => (vec![i], rest.to_vec()),
                    None => return self.error("delinearize_index without an index"),
                }
            } else {
                match segments(ctx, d).and_then(|s| split_segments(&s, ops.len())) {
                    Some(rg) if rg.len() == 2 => {
                        (ops[rg[0].clone()].to_vec(), ops[rg[1].clone()].to_vec())
                    }
                    _ => return self.error("linearize_index without valid operandSegmentSizes"),
                }
            };
        let basis: Vec<Src> = match attr(ctx, d, "static_basis").and_then(|a| i64_list(ctx, a)) {
            Some(stat) => match self.mixed(&stat, &basis_ops) {
                Some(b) => b,
                None => return self.error("dynamic basis does not match static_basis"),
            },
            None => basis_ops.iter().map(|&v| Src::Reg(self.reg(v))).collect(),
        };
        let n = if kind == OpKind::AffineDelinearizeIndex {
            results.len()
        } else {
            idx_ops.len()
        };
        // Extend the basis with an unbounded outermost entry when it is one short.
        let mut b: Vec<Option<Src>> = basis.into_iter().map(Some).collect();
        if b.len() + 1 == n {
            b.insert(0, None);
        }
        if b.len() != n {
            return self.error("basis length does not match the number of indices");
        }
        let node = |s: Src| match s {
            Src::Reg(r) => Node::Var(r),
            Src::Const(c) => Node::Const(c),
        };
        // prod(b[i+1..])
        let suffix = |i: usize| -> Node {
            let mut p = Node::Const(1);
            for s in b[i + 1..].iter().flatten() {
                p = Node::Bin(AffineBinOp::Mul, Box::new(p), Box::new(node(*s)));
            }
            p
        };
        if kind == OpKind::AffineDelinearizeIndex {
            let x = self.reg(idx_ops[0]);
            for (i, &r) in results.iter().enumerate() {
                let q = Node::Bin(
                    AffineBinOp::FloorDiv,
                    Box::new(Node::Var(x)),
                    Box::new(suffix(i)),
                );
                let e = match (i, b[i]) {
                    (0, _) | (_, None) => q,
                    (_, Some(s)) => Node::Bin(AffineBinOp::Mod, Box::new(q), Box::new(node(s))),
                };
                let dreg = self.reg(r);
                let id = self.f.exprs.len() as u32;
                self.f.exprs.push(AExpr::Tree(e));
                self.emit(Inst::Affine { d: dreg, e: id });
            }
        } else {
            let Some(&r) = results.first() else { return };
            let mut acc = Node::Const(0);
            for (i, &v) in idx_ops.iter().enumerate() {
                let term = Node::Bin(
                    AffineBinOp::Mul,
                    Box::new(Node::Var(self.reg(v))),
                    Box::new(suffix(i)),
                );
                acc = Node::Bin(AffineBinOp::Add, Box::new(acc), Box::new(term));
            }
            let dreg = self.reg(r);
            let id = self.f.exprs.len() as u32;
            self.f.exprs.push(AExpr::Tree(acc));
            self.emit(Inst::Affine { d: dreg, e: id });
        }
    }

    /// `memref.alloca_scope`: its body inline, the returned values into the results (out of
    /// `mem_op`, whose frame is large: region ops recurse once per nested region).
    #[inline(never)]
    pub(crate) fn alloca_scope(&mut self, op: Op) {
        let d = self.m.op(op);
        let Some(&body) = d.regions().first() else {
            return self.error("memref.alloca_scope without a region");
        };
        let dsts = self.slots_of(d.results());
        let end = self.new_label();
        self.region(body, &RCtx::Yield { dsts, after: end });
        self.bind(end);
    }

    /// `memref.generic_atomic_rmw`: invocations run one at a time between barriers, so load,
    /// body and store are one atomic step; the race detector sees two atomic accesses.
    #[inline(never)]
    pub(crate) fn generic_atomic_rmw(&mut self, op: Op) {
        let d = self.m.op(op);
        let ops = d.operands().to_vec();
        let res = d.results().first().copied();
        // Invocations run one at a time between barriers, so load, body and store
        // are one atomic step; the race detector sees two atomic accesses.
        let (Some(res), Some(&body)) = (res, d.regions().first()) else {
            return self.error("memref.generic_atomic_rmw without a result or a body");
        };
        let Some(&m) = ops.first() else {
            return self.error("memref.generic_atomic_rmw without a memref");
        };
        let arg = self
            .m
            .region(body)
            .blocks()
            .first()
            .and_then(|&b| self.m.block(b).args().first().copied());
        let Some(arg) = arg else {
            return self.error("memref.generic_atomic_rmw body without an argument");
        };
        let idx: Vec<R> = ops[1..].iter().map(|&v| self.reg(v)).collect();
        let (mo, cur, out) = (self.obj(m), self.reg(arg), self.reg(res));
        self.emit(Inst::Mem(Box::new(MemOp::RmwLoad {
            d: cur,
            m: mo,
            idx: idx.clone(),
        })));
        let end = self.new_label();
        let dsts = self.slots_of(&[res]);
        self.region(body, &RCtx::Yield { dsts, after: end });
        self.bind(end);
        self.emit(Inst::Mem(Box::new(MemOp::RmwStore { v: out, m: mo, idx })));
    }

    /// `memref.dma_start`: operands `src, src_idx.., dst, dst_idx.., num, tag, tag_idx..
    /// (, stride, per_stride)?`.
    fn memref_dma_start(&mut self, op: Op) {
        let (ctx, d) = (self.ctx, self.m.op(op));
        let ops = d.operands().to_vec();
        let rank = |i: usize| {
            ops.get(i)
                .and_then(|&v| memref_info(ctx, self.m.value_type(v)).ok())
                .and_then(|(_, s, _)| s)
                .map(|s| s.len())
        };
        let l = match crate::dialect::memref::dma::dma_start_layout(ops.len(), rank) {
            Ok(l) => l,
            Err(e) => return self.error(format!("memref.dma_start: {}", e.message())),
        };
        let regs = |s: &mut Self, r: std::ops::Range<usize>| -> Vec<R> {
            ops[r].iter().map(|&v| s.reg(v)).collect()
        };
        let src_idx = regs(self, l.src_idx.clone());
        let dst_idx = regs(self, l.dst_idx.clone());
        let tag_idx = regs(self, l.tag_idx.clone());
        let stride = l.stride.map(|(a, b)| (self.reg(ops[a]), self.reg(ops[b])));
        let mop = MemOp::DmaStart {
            src: self.obj(ops[0]),
            src_idx,
            dst: self.obj(ops[l.dst]),
            dst_idx,
            tag: self.obj(ops[l.tag]),
            tag_idx,
            n: self.reg(ops[l.num]),
            stride,
        };
        self.emit(Inst::Mem(Box::new(mop)));
    }

    fn dma_start(&mut self, op: Op) {
        let (ctx, d) = (self.ctx, self.m.op(op));
        let ops = d.operands().to_vec();
        let maps = ["src_map", "dst_map", "tag_map"].map(|n| map_attr(ctx, d, n));
        let [Some(sm), Some(dm), Some(tm)] = maps else {
            return self.error("affine.dma_start needs src_map, dst_map and tag_map");
        };
        let arity = |m| (ctx.map_data(m).num_dims + ctx.map_data(m).num_symbols) as usize;
        let (ns, nd, nt) = (arity(sm), arity(dm), arity(tm));
        let base = 3 + ns + nd + nt + 1;
        if ops.len() != base && ops.len() != base + 2 {
            return self.error("affine.dma_start operands do not match its maps");
        }
        let mut at = 0usize;
        let mut take = |k: usize| {
            let r = at..at + k;
            at += k;
            r
        };
        let (src_m, src_i, dst_m, dst_i, tag_m, tag_i, num) = (
            take(1),
            take(ns),
            take(1),
            take(nd),
            take(1),
            take(nt),
            take(1),
        );
        let exprs_s = self.amap(sm, &ops[src_i]);
        let exprs_d = self.amap(dm, &ops[dst_i]);
        let exprs_t = self.amap(tm, &ops[tag_i]);
        let src_idx = exprs_s.into_iter().map(|e| self.expr_reg(e)).collect();
        let dst_idx = exprs_d.into_iter().map(|e| self.expr_reg(e)).collect();
        let tag_idx = exprs_t.into_iter().map(|e| self.expr_reg(e)).collect();
        let stride = if ops.len() == base + 2 {
            Some((self.reg(ops[base]), self.reg(ops[base + 1])))
        } else {
            None
        };
        let mop = MemOp::DmaStart {
            src: self.obj(ops[src_m.start]),
            src_idx,
            dst: self.obj(ops[dst_m.start]),
            dst_idx,
            tag: self.obj(ops[tag_m.start]),
            tag_idx,
            n: self.reg(ops[num.start]),
            stride,
        };
        self.emit(Inst::Mem(Box::new(mop)));
    }

    /// A masked vector memory op (see [`MemOp::Masked`]); `None` after reporting an
    /// error.
    #[inline(never)]
    fn masked(&mut self, op: Op) -> Option<MemOp> {
        let (ctx, d) = (self.ctx, self.m.op(op));
        let res = d.results().first().copied();
        let Some(a) = self.view(MaskedAccess::of(ctx, d))? else {
            self.error(format!(
                "'{}' is not a masked vector access",
                ctx.ident_str(d.name)
            ));
            return None;
        };
        let (base, val) = (a.base, a.value);
        let (Some((shape, _)), Some(t)) = (
            vector_shape(ctx, self.m.value_type(val)),
            elem_scalar(ctx, self.m.value_type(base)),
        ) else {
            self.unsupported(op, "types");
            return None;
        };
        let mode = match (a.index_vec, a.compressed) {
            (Some(iv), _) => MaskedMode::Indexed(self.obj(iv)),
            (None, true) => MaskedMode::Compressed,
            (None, false) => MaskedMode::Contiguous,
        };
        let idx = a.indices.iter().map(|&v| self.reg(v)).collect();
        Some(MemOp::Masked {
            d: res.map(|r| self.obj(r)),
            m: self.obj(base),
            idx,
            mask: self.obj(a.mask),
            val: self.obj(val),
            shape,
            t,
            mode,
        })
    }

    /// `vector.transfer_read` / `transfer_write` (see [`MemOp::Transfer`]); `None` after
    /// reporting an error.
    #[inline(never)]
    fn transfer(&mut self, op: Op, read: bool) -> Option<MemOp> {
        use crate::ir::{AttrKind, TypeKind};
        let (ctx, d) = (self.ctx, self.m.op(op));
        let res = d.results().first().copied();
        // (base, indices, padding, mask; the stored vector)
        let (src, indices, pad, mask, vec) = if read {
            let v = self.view(view::VectorTransferRead::new(ctx, d))?;
            (v.base(), v.indices(), Some(v.padding()), v.mask(), res)
        } else {
            let v = self.view(view::VectorTransferWrite::new(ctx, d))?;
            let stored = Some(v.value_to_store());
            (v.base(), v.indices(), None, v.mask(), stored)
        };
        let Some(vec) = vec else {
            self.error("transfer without a vector");
            return None;
        };
        if !matches!(
            ctx.type_kind(self.m.value_type(src)),
            TypeKind::MemRef { .. }
        ) {
            self.unsupported(op, "a transfer on a tensor needs bufferization");
            return None;
        }
        let map = map_attr(ctx, d, "permutation_map");
        let dims = map.and_then(|m| crate::dialect::vector::transfer::map_dims(ctx, m).ok());
        let in_bounds: Option<Vec<bool>> =
            attr(ctx, d, "in_bounds").and_then(|a| match ctx.attr_kind(a) {
                AttrKind::Array(v) => v
                    .iter()
                    .map(|&b| match ctx.attr_kind(b) {
                        AttrKind::Bool(x) => Some(*x),
                        _ => None,
                    })
                    .collect(),
                _ => None,
            });
        let (Some(dims), Some(in_bounds), Some((shape, _)), Some(t)) = (
            dims,
            in_bounds,
            vector_shape(ctx, self.m.value_type(vec)),
            elem_scalar(ctx, self.m.value_type(src)),
        ) else {
            self.unsupported(op, "transfer with an unsupported map or type");
            return None;
        };
        let idx = indices.iter().map(|&v| self.reg(v)).collect();
        let pad = pad.map(|v| self.reg(v));
        let mask = mask.map(|v| self.obj(v));
        let (dd, vv) = if read {
            (Some(self.obj(vec)), None)
        } else {
            (None, Some(self.obj(vec)))
        };
        Some(MemOp::Transfer {
            d: dd,
            v: vv,
            m: self.obj(src),
            idx,
            pad,
            mask,
            shape,
            dims,
            in_bounds,
            t,
        })
    }
}
