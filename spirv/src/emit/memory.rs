//! Memrefs: memory spaces, layouts, element addressing, loads, stores, atomics and
//! in-kernel allocations.
//!
//! A memref element is addressed by its linear index `offset + Σ iₖ·strideₖ` (in the
//! `index` type), then an access chain into the variable (see [`Access`]). Only identity
//! and `strided<...>` layouts with static strides are accepted; an affine-map layout must
//! have been normalized away (`normalize-memrefs`) first.

use rspirv::dr::Operand;
use rspirv::spirv::{Capability, Op as SpvOp, StorageClass, Word};
use tessera_lowering::ir::{Attr, AttrKind, Context, Op, Type, TypeKind, DYNAMIC};

use super::types::{Scalar, VTy};
use super::{Access, Cx, Dim, MemrefVal, Val};
use crate::error::Result;
use crate::target::Feature;

/// Upstream's memory spaces (the Vulkan storage-class map).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MemSpace {
    /// default, `0`, `#gpu.address_space<global>`
    Storage,
    /// `3`, `#gpu.address_space<workgroup>`
    Workgroup,
    /// `4`
    Uniform,
    /// `5`, `#gpu.address_space<private>`
    Private,
    /// `6`
    Function,
    /// `7`
    PushConstant,
}

impl MemSpace {
    /// A name for messages.
    pub fn name(self) -> &'static str {
        match self {
            MemSpace::Storage => "storage-buffer",
            MemSpace::Workgroup => "workgroup",
            MemSpace::Uniform => "uniform",
            MemSpace::Private => "private",
            MemSpace::Function => "function",
            MemSpace::PushConstant => "push-constant",
        }
    }
}

/// Decodes a memref memory-space attribute.
pub(crate) fn memref_space(ctx: &Context, space: Option<Attr>) -> Result<MemSpace, String> {
    let Some(a) = space else {
        return Ok(MemSpace::Storage);
    };
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => match value {
            0 => Ok(MemSpace::Storage),
            3 => Ok(MemSpace::Workgroup),
            4 => Ok(MemSpace::Uniform),
            5 => Ok(MemSpace::Private),
            6 => Ok(MemSpace::Function),
            7 => Ok(MemSpace::PushConstant),
            v => Err(format!(
                "memory space {v} is not supported (Vulkan map: 0, 3, 4, 5, 6, 7)"
            )),
        },
        AttrKind::Opaque { dialect, body, .. } if dialect == "gpu" => {
            if body.contains("global") {
                Ok(MemSpace::Storage)
            } else if body.contains("workgroup") {
                Ok(MemSpace::Workgroup)
            } else if body.contains("private") {
                Ok(MemSpace::Private)
            } else {
                Err(format!("memory space #gpu{body} is not supported"))
            }
        }
        AttrKind::Opaque { dialect, body, .. } if dialect == "spirv" => {
            for (name, s) in [
                ("StorageBuffer", MemSpace::Storage),
                ("Workgroup", MemSpace::Workgroup),
                ("Uniform", MemSpace::Uniform),
                ("Private", MemSpace::Private),
                ("Function", MemSpace::Function),
                ("PushConstant", MemSpace::PushConstant),
            ] {
                if body.contains(&format!("<{name}>")) {
                    return Ok(s);
                }
            }
            Err(format!("storage class #spirv{body} is not supported"))
        }
        _ => Err("unrecognized memory space attribute".into()),
    }
}

/// The runtime values of the `?` entries of a strided layout (index-typed ids), where
/// known.
#[derive(Debug, Clone, Default)]
pub(crate) struct DynLayout {
    /// Per dimension: the stride's value, for a dynamic stride.
    pub strides: Vec<Option<Word>>,
    /// The offset's value, for a dynamic offset.
    pub offset: Option<Word>,
}

impl Cx<'_> {
    /// Strides and offset of a memref type with the given (possibly dynamic) sizes. A
    /// strided layout with dynamic entries is refused here; kernel arguments take theirs
    /// from the push-constant block ([`Cx::memref_layout_with`]).
    pub(crate) fn memref_layout(
        &mut self,
        ty: Type,
        sizes: &[Dim],
        op: Op,
    ) -> Result<(Vec<Dim>, Dim)> {
        self.memref_layout_with(ty, sizes, op, &DynLayout::default())
    }

    /// [`Cx::memref_layout`] with the values of the `?` entries of a strided layout, where
    /// known (a kernel argument's, loaded from the push-constant block).
    pub(crate) fn memref_layout_with(
        &mut self,
        ty: Type,
        sizes: &[Dim],
        op: Op,
        dynamic: &DynLayout,
    ) -> Result<(Vec<Dim>, Dim)> {
        let layout = match self.ctx.type_kind(ty) {
            TypeKind::MemRef { layout, .. } => *layout,
            _ => return Err(self.unsupported(op, "expected a ranked memref")),
        };
        let kind = layout.map(|l| self.ctx.attr_kind(l).clone());
        match kind {
            None => self.identity_strides(sizes).map(|s| (s, Dim::Static(0))),
            Some(AttrKind::AffineMap(map)) => {
                let d = self.ctx.map_data(map);
                let identity = d.num_symbols == 0
                    && d.results.len() == sizes.len()
                    && d.results.iter().enumerate().all(|(i, e)| {
                        matches!(self.ctx.expr(*e), tessera_lowering::ir::AffineExprKind::Dim(k) if k as usize == i)
                    });
                if identity {
                    self.identity_strides(sizes).map(|s| (s, Dim::Static(0)))
                } else {
                    Err(self.unsupported(
                        op,
                        format!(
                            "memref {} has an affine-map layout; normalize memrefs \
                             (normalize-memrefs) before SPIR-V lowering",
                            self.type_str(ty)
                        ),
                    ))
                }
            }
            Some(AttrKind::StridedLayout { offset, strides }) => {
                let unknown = || {
                    self.unsupported(
                        op,
                        format!(
                            "memref {} has dynamic strides or offset, which only kernel \
                             arguments and views (subview, reinterpret_cast) can have",
                            self.type_str(ty)
                        ),
                    )
                };
                let offset = if offset == DYNAMIC {
                    Dim::Dyn(dynamic.offset.ok_or_else(unknown)?)
                } else {
                    Dim::Static(offset)
                };
                let strides = strides
                    .iter()
                    .enumerate()
                    .map(|(k, s)| {
                        if *s == DYNAMIC {
                            dynamic
                                .strides
                                .get(k)
                                .copied()
                                .flatten()
                                .map(Dim::Dyn)
                                .ok_or_else(unknown)
                        } else {
                            Ok(Dim::Static(*s))
                        }
                    })
                    .collect::<Result<Vec<_>>>()?;
                Ok((strides, offset))
            }
            Some(_) => {
                Err(self.unsupported(op, format!("memref {}: unknown layout", self.type_str(ty))))
            }
        }
    }

    /// Row-major strides of `sizes`; dynamic products are computed where called (the
    /// entry block, for arguments).
    pub(crate) fn identity_strides(&mut self, sizes: &[Dim]) -> Result<Vec<Dim>> {
        let mut strides = vec![Dim::Static(1); sizes.len()];
        let mut acc = Dim::Static(1);
        for k in (0..sizes.len()).rev() {
            strides[k] = acc;
            if k > 0 {
                acc = self.mul_dim(acc, sizes[k])?;
            }
        }
        Ok(strides)
    }

    /// The index-typed id of a dimension.
    pub(crate) fn dim_word(&mut self, d: Dim) -> Word {
        match d {
            Dim::Static(c) => self.const_index(c),
            Dim::Dyn(w) => w,
        }
    }

    /// `a * b`, folded when static.
    pub(crate) fn mul_dim(&mut self, a: Dim, b: Dim) -> Result<Dim> {
        Ok(match (a, b) {
            (Dim::Static(x), Dim::Static(y)) => Dim::Static(x.saturating_mul(y)),
            (Dim::Static(1), d) | (d, Dim::Static(1)) => d,
            _ => {
                let (x, y) = (self.dim_word(a), self.dim_word(b));
                let t = self.ty(self.index_ty());
                Dim::Dyn(self.e.op(SpvOp::IMul, t, &[x, y])?)
            }
        })
    }

    /// `offset + Σ idx[k] * stride[k]` in the index type.
    pub(crate) fn linear_index(&mut self, mr: &MemrefVal, idx: &[Word], op: Op) -> Result<Word> {
        if idx.len() != mr.sizes.len() || mr.strides.len() != mr.sizes.len() {
            return Err(self.invalid(
                op,
                format!(
                    "'{}' has {} indices for a rank-{} memref",
                    self.op_name(op),
                    idx.len(),
                    mr.sizes.len()
                ),
            ));
        }
        let t = self.ty(self.index_ty());
        let mut acc: Option<Word> = match mr.offset {
            Dim::Static(0) => None,
            d => Some(self.dim_word(d)),
        };
        for (k, &i) in idx.iter().enumerate() {
            let term = match mr.strides[k] {
                Dim::Static(1) => i,
                Dim::Static(0) => continue,
                s => {
                    let sw = self.dim_word(s);
                    self.e.op(SpvOp::IMul, t, &[i, sw])?
                }
            };
            acc = Some(match acc {
                None => term,
                Some(a) => self.e.op(SpvOp::IAdd, t, &[a, term])?,
            });
        }
        Ok(match acc {
            Some(a) => a,
            None => self.const_index(0),
        })
    }

    /// `w`, an `index` value used as an access-chain index, as a 32-bit integer. With
    /// 64-bit `index` the value is converted: an element index is in bounds here (proven,
    /// guarded, or undefined behaviour under `--unchecked`), and buffers hold fewer than
    /// 2^31 elements (the runtime checks it), so nothing is lost; naga reads only 32-bit
    /// constant indices into fixed-size arrays.
    pub(crate) fn chain_index(&mut self, w: Word) -> Result<Word> {
        if self.index != Scalar::Int(64) {
            return Ok(w);
        }
        if let Some(bits) = self.e.const_bits_of(w) {
            return Ok(self.e.const_int(Scalar::Int(32), bits as i64));
        }
        let i32t = self.e.scalar_ty(Scalar::Int(32));
        self.e.op(SpvOp::SConvert, i32t, &[w])
    }

    /// A pointer to the element at linear index `lin` (not for packed uniforms).
    pub(crate) fn element_ptr(&mut self, mr: &MemrefVal, lin: Word, op: Op) -> Result<Word> {
        let et = self.ty(mr.elem);
        let pt = self.e.ptr_ty(mr.class, et);
        match mr.access {
            Access::Block => {
                let zero = self.e.const_int(Scalar::Int(32), 0);
                let lin = self.chain_index(lin)?;
                self.e.access_chain(pt, mr.base, &[zero, lin])
            }
            Access::BlockVec4 => {
                let zero = self.e.const_int(Scalar::Int(32), 0);
                let (q, r) = self.vec4_split(lin)?;
                let (q, r) = (self.chain_index(q)?, self.chain_index(r)?);
                self.e.access_chain(pt, mr.base, &[zero, q, r])
            }
            Access::Direct => {
                let lin = self.chain_index(lin)?;
                self.e.access_chain(pt, mr.base, &[lin])
            }
            Access::PushMember { member } => {
                let m = self.e.const_int(Scalar::Int(32), member as i64);
                let lin = self.chain_index(lin)?;
                self.e.access_chain(pt, mr.base, &[m, lin])
            }
            Access::UniformPacked { .. } => {
                Err(self.unsupported(op, format!("'{}' on a uniform memref", self.op_name(op))))
            }
            Access::Packed { bits, .. } => Err(self.unsupported(
                op,
                format!(
                    "'{}' needs a pointer to an element of a packed {bits}-bit integer buffer",
                    self.op_name(op)
                ),
            )),
            Access::Texture { .. } => Err(self.unsupported(
                op,
                format!(
                    "'{}' on a memref read through a texture (`tessera.textures`); only loads \
                     are supported",
                    self.op_name(op)
                ),
            )),
        }
    }

    /// `(lin >> 2, lin & 3)`: the vector and the component of element `lin` of a
    /// [`Access::BlockVec4`] buffer.
    pub(crate) fn vec4_split(&mut self, lin: Word) -> Result<(Word, Word)> {
        let it = self.ty(self.index_ty());
        let three = self.const_index(3);
        let q = self.vec4_quot(lin)?;
        let r = self.e.op(SpvOp::BitwiseAnd, it, &[lin, three])?;
        Ok((q, r))
    }

    /// `lin >> 2`: the vector of a [`Access::BlockVec4`] buffer holding element `lin`.
    pub(crate) fn vec4_quot(&mut self, lin: Word) -> Result<Word> {
        let it = self.ty(self.index_ty());
        // A 32-bit shift amount whatever the index width: naga writes a 64-bit one as a
        // `u64` WGSL shift amount, which WGSL rejects.
        let two = self.e.const_int(Scalar::Int(32), 2);
        self.e.op(SpvOp::ShiftRightArithmetic, it, &[lin, two])
    }

    /// `q + 1`.
    pub(crate) fn vec4_next(&mut self, q: Word) -> Result<Word> {
        let it = self.ty(self.index_ty());
        let one = self.const_index(1);
        self.e.op(SpvOp::IAdd, it, &[q, one])
    }

    /// A pointer to vector `q` of a [`Access::BlockVec4`] buffer.
    pub(crate) fn vec4_ptr(&mut self, mr: &MemrefVal, q: Word) -> Result<Word> {
        let vt = self.ty(VTy {
            scalar: mr.elem.scalar,
            lanes: 4,
        });
        let pt = self.e.ptr_ty(mr.class, vt);
        let zero = self.e.const_int(Scalar::Int(32), 0);
        let q = self.chain_index(q)?;
        self.e.access_chain(pt, mr.base, &[zero, q])
    }

    /// A pointer to the constant component `comp` of vector `q` of a
    /// [`Access::BlockVec4`] buffer.
    pub(crate) fn vec4_comp_ptr(&mut self, mr: &MemrefVal, q: Word, comp: u32) -> Result<Word> {
        let et = self.ty(mr.elem);
        let pt = self.e.ptr_ty(mr.class, et);
        let zero = self.e.const_int(Scalar::Int(32), 0);
        let c = self.e.const_int(Scalar::Int(32), i64::from(comp));
        let q = self.chain_index(q)?;
        self.e.access_chain(pt, mr.base, &[zero, q, c])
    }

    /// Loads the element at linear index `lin`.
    pub(crate) fn load_elem(&mut self, mr: &MemrefVal, lin: Word, op: Op) -> Result<Word> {
        let et = self.ty(mr.elem);
        if let Access::UniformPacked { lanes } = mr.access {
            let it = self.ty(self.index_ty());
            let lanes_c = self.const_index(lanes as i64);
            let q = self.e.op(SpvOp::SDiv, it, &[lin, lanes_c])?;
            let r = self.e.op(SpvOp::SRem, it, &[lin, lanes_c])?;
            let vt = self.ty(VTy {
                scalar: mr.elem.scalar,
                lanes,
            });
            let pt = self.e.ptr_ty(mr.class, vt);
            let zero = self.e.const_int(Scalar::Int(32), 0);
            let q = self.chain_index(q)?;
            let p = self.e.access_chain(pt, mr.base, &[zero, q])?;
            let v = self.e.load(vt, p)?;
            return self.e.op(SpvOp::VectorExtractDynamic, et, &[v, r]);
        }
        if let Access::Packed { bits, atomic } = mr.access {
            return self.load_packed(mr, lin, bits, atomic);
        }
        if let Access::Texture { .. } = mr.access {
            return Err(self.unsupported(
                op,
                format!(
                    "'{}' cannot read a memref through a texture (`tessera.textures`)",
                    self.op_name(op)
                ),
            ));
        }
        let p = self.element_ptr(mr, lin, op)?;
        self.e.load(et, p)
    }

    /// Stores `value` at linear index `lin`.
    pub(crate) fn store_elem(
        &mut self,
        mr: &MemrefVal,
        lin: Word,
        value: Word,
        op: Op,
    ) -> Result<()> {
        if matches!(
            mr.access,
            Access::UniformPacked { .. } | Access::PushMember { .. }
        ) {
            return Err(self.unsupported(op, "uniform and push-constant memrefs are read-only"));
        }
        if let Access::Packed { bits, .. } = mr.access {
            return self.store_packed(mr, lin, bits, value);
        }
        if let Access::Texture { .. } = mr.access {
            return Err(self.unsupported(op, "memrefs read through textures are read-only"));
        }
        let p = self.element_ptr(mr, lin, op)?;
        self.e.store(p, value)
    }

    fn index_operands(&self, op: Op, from: usize) -> Result<Vec<Word>> {
        let n = self.m.op(op).operands().len();
        (from..n).map(|i| self.arg(op, i).map(|(w, _)| w)).collect()
    }

    /// `memref.load %m[%i...]`
    pub(crate) fn emit_load(&mut self, op: Op) -> Result<()> {
        let mr = self.memref(self.operand(op, 0)?, op)?;
        let idx = self.index_operands(op, 1)?;
        if let Access::Texture { .. } = mr.access {
            let c = match self.m.op(op).operands().last() {
                Some(&j) if idx.len() == mr.sizes.len() && !idx.is_empty() => self.value_mod4(j),
                _ => None,
            };
            let v = self.texture_read(op, &mr, &idx, c, 1)?;
            let r = self.result(op, 0)?;
            self.set_value(r, v, mr.elem);
            return Ok(());
        }
        let lin = self.linear_index(&mr, &idx, op)?;
        let v = self.load_elem(&mr, lin, op)?;
        let r = self.result(op, 0)?;
        self.set_value(r, v, mr.elem);
        Ok(())
    }

    /// `memref.store %v, %m[%i...]`
    pub(crate) fn emit_store(&mut self, op: Op) -> Result<()> {
        let (v, _) = self.arg(op, 0)?;
        let mr = self.memref(self.operand(op, 1)?, op)?;
        let idx = self.index_operands(op, 2)?;
        let lin = self.linear_index(&mr, &idx, op)?;
        self.store_elem(&mr, lin, v, op)
    }

    /// `memref.dim %m, %i`
    pub(crate) fn emit_dim(&mut self, op: Op) -> Result<()> {
        let mr = self.memref(self.operand(op, 0)?, op)?;
        let idx_v = self.operand(op, 1)?;
        let k = self
            .m
            .defining_op(idx_v)
            .and_then(|d| self.int_attr(d, "value"))
            .ok_or_else(|| self.unsupported(op, "memref.dim needs a constant dimension index"))?;
        let d = usize::try_from(k)
            .ok()
            .and_then(|k| mr.sizes.get(k).copied())
            .ok_or_else(|| self.invalid(op, format!("memref.dim index {k} out of range")))?;
        let w = self.dim_word(d);
        let r = self.result(op, 0)?;
        let t = self.index_ty();
        self.set_value(r, w, t);
        Ok(())
    }

    /// `memref.cast`: the same storage, maybe with a different static view of the shape.
    pub(crate) fn emit_memref_cast(&mut self, op: Op) -> Result<()> {
        let src = self.memref(self.operand(op, 0)?, op)?;
        let r = self.result(op, 0)?;
        self.set(r, Val::Memref(Box::new(src)));
        Ok(())
    }

    /// Declares a Workgroup/Private/Function array for a memref value of static shape.
    pub(crate) fn declare_local_memref(
        &mut self,
        op: Op,
        v: tessera_lowering::ir::Value,
        class: StorageClass,
    ) -> Result<()> {
        let ty = self.m.value_type(v);
        let TypeKind::MemRef { shape, elem, .. } = self.ctx.type_kind(ty).clone() else {
            return Err(self.unsupported(op, "attributions and allocations must be ranked memrefs"));
        };
        if shape.contains(&DYNAMIC) {
            return Err(self.unsupported(
                op,
                format!(
                    "{} memory needs a static shape, got {}",
                    class_name(class),
                    self.type_str(ty)
                ),
            ));
        }
        let n = self.static_count(op, &shape)?;
        let ev = self.vty_of(elem, op)?;
        let et = self.ty(ev);
        let arr = self.e.array_ty(et, n.max(1) as u32, None);
        let p = self.e.ptr_ty(class, arr);
        let var = if class == StorageClass::Function {
            self.e.function_var(p)
        } else {
            self.e.global_var(p, class)
        };
        let sizes: Vec<Dim> = shape.iter().map(|d| Dim::Static(*d)).collect();
        let (strides, offset) = self.memref_layout(ty, &sizes, op)?;
        self.set(
            v,
            Val::Memref(Box::new(MemrefVal {
                base: var,
                class,
                access: Access::Direct,
                elem: ev,
                sizes,
                strides,
                offset,
            })),
        );
        Ok(())
    }

    /// `memref.alloc` / `memref.alloca` inside the kernel.
    pub(crate) fn emit_alloc(&mut self, op: Op) -> Result<()> {
        let r = self.result(op, 0)?;
        let ty = self.m.value_type(r);
        let space = match self.ctx.type_kind(ty) {
            TypeKind::MemRef { memory_space, .. } => {
                memref_space(self.ctx, *memory_space).map_err(|m| self.unsupported(op, m))?
            }
            _ => return Err(self.unsupported(op, "allocation of a non-memref type")),
        };
        let is_alloca = self.m.op(op).kind == Some(tessera_lowering::dialect::OpKind::MemRefAlloca);
        let class = match space {
            MemSpace::Workgroup => StorageClass::Workgroup,
            MemSpace::Private => StorageClass::Private,
            MemSpace::Function => StorageClass::Function,
            MemSpace::Storage if is_alloca => StorageClass::Function,
            other => {
                return Err(self.unsupported(
                    op,
                    format!(
                        "cannot allocate {} memory inside a kernel; use workgroup (3), private (5) \
                         or function (6) memory",
                        other.name()
                    ),
                ))
            }
        };
        self.declare_local_memref(op, r, class)
    }

    /// `memref.atomic_rmw kind %v, %m[%i...]`
    pub(crate) fn emit_atomic_rmw(&mut self, op: Op) -> Result<()> {
        let (v, vt) = self.arg(op, 0)?;
        let mr = self.memref(self.operand(op, 1)?, op)?;
        let idx = self.index_operands(op, 2)?;
        let kind = self
            .int_attr(op, "kind")
            .ok_or_else(|| self.invalid(op, "atomic_rmw lacks `kind`"))?;
        use tessera_lowering::dialect::arith::atomic_kind::AtomicRmwKind as A;
        let k = i64::try_from(kind)
            .ok()
            .and_then(A::from_value)
            .ok_or_else(|| self.invalid(op, format!("unknown atomic_rmw kind {kind}")))?;
        let none = |e: &Self, k: A| {
            e.unsupported(
                op,
                format!(
                    "atomic_rmw kind '{}' has no SPIR-V atomic instruction",
                    k.name()
                ),
            )
        };
        let opcode = match k {
            A::AddF => {
                if vt.scalar != Scalar::Float(32) {
                    return Err(self.unsupported(op, "atomic addf is only supported on f32"));
                }
                self.need(op, Feature::FloatAtomicAdd, Some("atomic addf"))?;
                self.e.cap(Capability::AtomicFloat32AddEXT);
                self.e.ext("SPV_EXT_shader_atomic_float_add");
                SpvOp::AtomicFAddEXT
            }
            A::AddI => SpvOp::AtomicIAdd,
            A::AndI => SpvOp::AtomicAnd,
            A::Assign => SpvOp::AtomicExchange,
            A::MaxS => SpvOp::AtomicSMax,
            A::MaxU => SpvOp::AtomicUMax,
            A::MinS => SpvOp::AtomicSMin,
            A::MinU => SpvOp::AtomicUMin,
            A::OrI => SpvOp::AtomicOr,
            A::XOrI => SpvOp::AtomicXor,
            A::MaximumF | A::MaxNumF | A::MinimumF | A::MinNumF | A::MulF | A::MulI => {
                return Err(none(self, k))
            }
        };
        if vt.is_vector() || !(vt.scalar.is_int() || opcode == SpvOp::AtomicFAddEXT) {
            return Err(self.unsupported(op, "atomics need a scalar integer (or f32 addf) element"));
        }
        if vt.scalar.width() == 64 {
            self.need(op, Feature::Int64Atomics, Some("64-bit atomics"))?;
            self.e.cap(Capability::Int64Atomics);
        } else if vt.scalar.width() != 32 {
            return Err(self.unsupported(op, "atomics need 32- or 64-bit elements"));
        }
        let scope = match mr.class {
            StorageClass::Workgroup => 2,
            StorageClass::StorageBuffer => 1,
            _ => {
                return Err(
                    self.unsupported(op, "atomics need a storage-buffer or workgroup memref")
                )
            }
        };
        let lin = self.linear_index(&mr, &idx, op)?;
        let p = self.element_ptr(&mr, lin, op)?;
        let t = self.ty(vt);
        let scope_c = self.e.const_u32(scope);
        let sem = self.e.const_u32(0);
        let res = self.e.op_with(
            opcode,
            t,
            vec![
                Operand::IdRef(p),
                Operand::IdScope(scope_c),
                Operand::IdMemorySemantics(sem),
                Operand::IdRef(v),
            ],
        )?;
        let r = self.result(op, 0)?;
        self.set_value(r, res, vt);
        Ok(())
    }
}

fn class_name(c: StorageClass) -> &'static str {
    match c {
        StorageClass::Workgroup => "workgroup",
        StorageClass::Private => "private",
        StorageClass::Function => "function",
        _ => "this",
    }
}
