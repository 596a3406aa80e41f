//! The kernel interface: buffer bindings, the push-constant block and
//! workgroup/private attributions.
//!
//! See [`crate::artifact`] for the layout contract with the host. Buffers are declared in
//! argument order (binding = position among buffer arguments), then the push-constant
//! block, whose members are all loaded at the top of the entry block so that scalar
//! arguments and dynamic sizes dominate the whole kernel.

use rspirv::spirv::{Capability, Decoration, Op as SpvOp, StorageClass, Word};
use tessera_lowering::ir::{AttrKind, Op, Type, TypeKind, DYNAMIC};

use super::memory::{memref_space, DynLayout, MemSpace};
use super::types::{Scalar, VTy};
use super::{Access, Cx, Dim, InterfaceInfo, MemrefVal, Val};
use crate::artifact::{
    BindingInfo, BufferStorage, PushConstantEntry, PushConstantKind, PushConstantLayout, PushScalar,
};
use crate::error::{Result, SpirvError};
use crate::target::Feature;

/// A planned push-constant member.
struct PcPlan {
    kind: PushConstantKind,
    scalar: PushScalar,
    /// For arrays: element count.
    len: Option<u32>,
}

impl Cx<'_> {
    /// Declares buffers, the push-constant block and attributions; binds the kernel's
    /// entry-block arguments.
    pub(crate) fn setup_interface(&mut self, func: Op) -> Result<InterfaceInfo> {
        let m = self.m;
        let inputs = match self.attr(func, "function_type") {
            Some(AttrKind::Type(t)) => match self.ctx.type_kind(*t) {
                TypeKind::Function { inputs, .. } => inputs.clone(),
                _ => return Err(self.invalid(func, "function_type is not a function type")),
            },
            _ => return Err(self.invalid(func, "gpu.func lacks function_type")),
        };
        let entry = m
            .entry_block(func, 0)
            .ok_or_else(|| self.invalid(func, "kernel has no body"))?;
        let args = m.block(entry).args().to_vec();
        if args.len() < inputs.len() {
            return Err(self.invalid(func, "entry block has fewer arguments than the signature"));
        }
        let n_in = inputs.len();
        let n_wg = self
            .int_attr(func, "workgroup_attributions")
            .unwrap_or(0)
            .max(0) as usize;
        if n_in + n_wg > args.len() {
            return Err(self.invalid(func, "workgroup_attributions exceeds the block arguments"));
        }

        let textures = self.texture_args(func, &args[..n_in])?;

        // Buffers, in argument order.
        let mut bindings = Vec::new();
        let mut scalars = Vec::new();
        let mut dyn_sizes = Vec::new();
        let mut dyn_strides = Vec::new();
        let mut dyn_offsets = Vec::new();
        let mut pc_arrays = Vec::new();
        for (i, &a) in args[..n_in].iter().enumerate() {
            let ty = m.value_type(a);
            match self.ctx.type_kind(ty).clone() {
                TypeKind::MemRef {
                    shape,
                    elem,
                    memory_space,
                    ..
                } => {
                    let space = memref_space(self.ctx, memory_space)
                        .map_err(|msg| self.unsupported(func, format!("argument #{i}: {msg}")))?;
                    let ev = self.vty_of(elem, func)?;
                    match space {
                        MemSpace::Storage if textures.get(i) == Some(&true) => {
                            let binding = bindings.len() as u32;
                            bindings.push(self.declare_texture(func, i, a, binding, &shape)?);
                        }
                        MemSpace::Storage | MemSpace::Uniform => {
                            let binding = bindings.len() as u32;
                            let info =
                                self.declare_buffer(func, i, a, binding, space, &shape, ev)?;
                            bindings.push(info);
                            for (d, s) in shape.iter().enumerate() {
                                if *s == DYNAMIC {
                                    dyn_sizes.push((i, d));
                                }
                            }
                            // The `?` entries of a strided layout travel with the sizes.
                            if let Some((strides, offset)) = strided_layout(self.ctx, ty) {
                                for (d, s) in strides.iter().enumerate() {
                                    if *s == DYNAMIC {
                                        dyn_strides.push((i, d));
                                    }
                                }
                                if offset == DYNAMIC {
                                    dyn_offsets.push(i);
                                }
                            }
                        }
                        MemSpace::PushConstant => pc_arrays.push((i, a, shape, ev)),
                        other => {
                            return Err(self.unsupported(
                                func,
                                format!(
                                    "kernel argument #{i} is a memref in {} memory; arguments \
                                     must be storage, uniform or push-constant memrefs",
                                    other.name()
                                ),
                            ))
                        }
                    }
                }
                TypeKind::UnrankedMemRef { .. } => {
                    return Err(self
                        .unsupported(func, format!("kernel argument #{i} is an unranked memref")))
                }
                _ => {
                    let t = self.vty_of(ty, func)?;
                    if t.is_vector() {
                        return Err(self.unsupported(
                            func,
                            format!("kernel argument #{i}: vector arguments are not supported"),
                        ));
                    }
                    scalars.push((i, a, t.scalar));
                }
            }
        }

        // The push-constant plan: scalars, dynamic sizes, dynamic strides and offsets, then
        // push-constant arrays.
        let idx_pc = if self.index == Scalar::Int(64) {
            PushScalar::I64
        } else {
            PushScalar::I32
        };
        let mut plan: Vec<PcPlan> = Vec::new();
        for (i, _, s) in &scalars {
            plan.push(PcPlan {
                kind: PushConstantKind::Scalar(*i),
                scalar: push_scalar(*s),
                len: None,
            });
        }
        for (i, d) in &dyn_sizes {
            plan.push(PcPlan {
                kind: PushConstantKind::DynSize(*i, *d),
                scalar: idx_pc,
                len: None,
            });
        }
        for (i, d) in &dyn_strides {
            plan.push(PcPlan {
                kind: PushConstantKind::DynStride(*i, *d),
                scalar: idx_pc,
                len: None,
            });
        }
        for i in &dyn_offsets {
            plan.push(PcPlan {
                kind: PushConstantKind::DynOffset(*i),
                scalar: idx_pc,
                len: None,
            });
        }
        for (i, _, shape, ev) in &pc_arrays {
            let n = self.static_count(func, shape)?;
            let scalar = match ev {
                VTy {
                    scalar: s,
                    lanes: 1,
                } if s.width() >= 32 => push_scalar(*s),
                _ => {
                    return Err(self.unsupported(
                        func,
                        format!(
                            "push-constant memref argument #{i} must hold 32- or 64-bit scalars"
                        ),
                    ))
                }
            };
            if self.facts.is_written(args[*i]) {
                return Err(self.unsupported(
                    func,
                    format!("push-constant memref argument #{i} is written"),
                ));
            }
            plan.push(PcPlan {
                kind: PushConstantKind::Array(*i),
                scalar,
                len: Some(n as u32),
            });
        }
        let (layout, dyn_layouts) =
            self.declare_push_constants(func, &plan, &scalars, &dyn_sizes, &pc_arrays)?;

        // Strides of buffers with dynamic sizes are computed in the entry block; dynamic
        // strides and offsets come from the push-constant block.
        for info in &bindings {
            let a = args[info.arg_index];
            if let Some(Val::Memref(mv)) = self.vals_get(a) {
                let mut mv = (*mv).clone();
                let ty = m.value_type(a);
                let dynamic = dyn_layouts
                    .iter()
                    .find(|(j, _)| *j == info.arg_index)
                    .map(|(_, l)| l.clone())
                    .unwrap_or_default();
                let (strides, offset) = self.memref_layout_with(ty, &mv.sizes, func, &dynamic)?;
                mv.strides = strides;
                mv.offset = offset;
                self.set(a, Val::Memref(Box::new(mv)));
            }
        }

        // Attributions.
        for (k, &a) in args[n_in..].iter().enumerate() {
            let class = if k < n_wg {
                StorageClass::Workgroup
            } else {
                StorageClass::Private
            };
            self.declare_local_memref(func, a, class)?;
        }

        Ok(InterfaceInfo {
            bindings,
            push_constants: layout,
            workgroup_size: self.wg_size,
        })
    }

    fn vals_get(&self, v: tessera_lowering::ir::Value) -> Option<Val> {
        self.vals.get(v.index()).and_then(|x| x.clone())
    }

    /// The length of a buffer's `OpTypeArray` of `n` elements of `stride` bytes: SPIR-V
    /// array lengths and naga's layouts are 32-bit, so the array must hold at most
    /// `u32::MAX` bytes.
    fn buffer_array_len(&self, op: Op, arg_index: usize, n: u64, stride: u32) -> Result<u32> {
        let n = n.max(1);
        match n.checked_mul(u64::from(stride)) {
            Some(bytes) if bytes <= u64::from(u32::MAX) => Ok(n as u32),
            _ => Err(self.unsupported(
                op,
                format!(
                    "memref argument #{arg_index} needs a buffer of {n} x {stride} bytes, over the 4 GiB a SPIR-V array can hold"
                ),
            )),
        }
    }

    /// The element count of a static shape, checking it against the index width.
    pub(crate) fn static_count(&self, op: Op, shape: &[i64]) -> Result<u64> {
        let mut n: u128 = 1;
        for d in shape {
            if *d == DYNAMIC {
                return Err(self.unsupported(op, "a static shape is required here"));
            }
            n = n.saturating_mul((*d).max(0) as u128);
        }
        let limit: u128 = if self.index == Scalar::Int(32) {
            1 << 31
        } else {
            1 << 63
        };
        if n >= limit {
            let ty = format!(
                "memref<{}>",
                shape
                    .iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join("x")
            );
            return Err(SpirvError::IndexOverflow {
                loc: self.loc(op),
                ty,
                elements: n,
            });
        }
        if n > u32::MAX as u128 {
            return Err(self.unsupported(op, "memref too large for a SPIR-V array"));
        }
        Ok(n as u64)
    }

    #[allow(clippy::too_many_arguments)]
    fn declare_buffer(
        &mut self,
        func: Op,
        arg_index: usize,
        arg: tessera_lowering::ir::Value,
        binding: u32,
        space: MemSpace,
        shape: &[i64],
        ev: VTy,
    ) -> Result<BindingInfo> {
        if ev.scalar == Scalar::Bool {
            return Err(self.unsupported(
                func,
                format!("kernel argument #{arg_index}: memrefs of i1 cannot live in buffers"),
            ));
        }
        let written = self.facts.is_written(arg);
        let layout = strided_layout(self.ctx, self.m.value_type(arg));
        let dynamic = shape.contains(&DYNAMIC)
            || layout
                .as_ref()
                .is_some_and(|(st, off)| *off == DYNAMIC || st.contains(&DYNAMIC));
        let static_len = if dynamic {
            // Still check the static part cannot overflow on its own.
            let st: Vec<i64> = shape
                .iter()
                .map(|d| if *d == DYNAMIC { 1 } else { *d })
                .collect();
            self.static_count(func, &st)?;
            None
        } else {
            let n = self.static_count(func, shape)?;
            match &layout {
                // A static strided layout reaches `offset + sum((size - 1) * stride) + 1`
                // elements of the buffer, not the shape's count.
                Some((strides, offset)) if n > 0 => {
                    Some(self.strided_extent(func, arg_index, shape, strides, *offset)?)
                }
                _ => Some(n),
            }
        };
        let elem = self.ty(ev);
        let (var, storage, access, elem_bytes) = match space {
            MemSpace::Uniform => {
                let Some(n) = static_len else {
                    return Err(self.unsupported(
                        func,
                        format!("uniform memref argument #{arg_index} needs a static shape"),
                    ));
                };
                if written {
                    return Err(self.unsupported(
                        func,
                        format!("uniform memref argument #{arg_index} is written; uniform buffers are read-only"),
                    ));
                }
                let lanes = match ev {
                    VTy {
                        scalar: s,
                        lanes: 1,
                    } if s.width() == 32 => 4,
                    VTy {
                        scalar: s,
                        lanes: 1,
                    } if s.width() == 64 => 2,
                    _ => {
                        return Err(self.unsupported(
                            func,
                            format!(
                            "uniform memref argument #{arg_index} must hold 32- or 64-bit scalars"
                        ),
                        ))
                    }
                };
                let vt = self.ty(VTy {
                    scalar: ev.scalar,
                    lanes,
                });
                let count = self.buffer_array_len(func, arg_index, n.div_ceil(lanes as u64), 16)?;
                let arr = self.e.array_ty(vt, count, Some(16));
                let block = self.e.block_ty(vec![(arr, 0)]);
                let p = self.e.ptr_ty(StorageClass::Uniform, block);
                let var = self.e.global_var(p, StorageClass::Uniform);
                (
                    var,
                    BufferStorage::Uniform,
                    Access::UniformPacked { lanes },
                    ev.scalar.width() / 8,
                )
            }
            _ if self.emulated(ev.scalar).is_some() => {
                // Emulated 8/16-bit integers: the host's packed bytes as u32 words.
                let bits = ev.scalar.width();
                let elem_bytes = ev.std430_size();
                let u32t = self.e.scalar_ty(Scalar::UInt(32));
                let arr = match static_len {
                    Some(n) => {
                        let words = (n.max(1) * elem_bytes as u64).div_ceil(4);
                        let words = self.buffer_array_len(func, arg_index, words, 4)?;
                        self.e.array_ty(u32t, words, Some(4))
                    }
                    None => self.e.runtime_array_ty(u32t, 4),
                };
                let block = if written {
                    self.e
                        .block_ty_tagged(vec![(arr, 0)], 1, "PackedAtomicWords")
                } else {
                    self.e.block_ty(vec![(arr, 0)])
                };
                let p = self.e.ptr_ty(StorageClass::StorageBuffer, block);
                let var = self.e.global_var(p, StorageClass::StorageBuffer);
                if !written {
                    self.e.decorate(var, Decoration::NonWritable, &[]);
                }
                (
                    var,
                    BufferStorage::StorageBuffer,
                    Access::Packed {
                        bits,
                        atomic: written,
                    },
                    elem_bytes,
                )
            }
            _ => {
                let stride = ev.std430_size();
                match ev.scalar.width() {
                    8 => {
                        self.e.cap(Capability::StorageBuffer8BitAccess);
                        self.e.ext("SPV_KHR_8bit_storage");
                    }
                    16 => {
                        self.e.cap(Capability::StorageBuffer16BitAccess);
                        self.e.ext("SPV_KHR_16bit_storage");
                    }
                    _ => {}
                }
                // The `vec4` view (see `align`): the same bytes as 4-vectors.
                let vec4 = match static_len {
                    Some(n) if self.vec4_args.contains(&arg) && n % 4 == 0 && !ev.is_vector() => {
                        Some(n / 4)
                    }
                    _ => None,
                };
                let arr = match (vec4, static_len) {
                    (Some(q), _) => {
                        let vt = self.ty(VTy {
                            scalar: ev.scalar,
                            lanes: 4,
                        });
                        let len = self.buffer_array_len(func, arg_index, q, stride * 4)?;
                        self.e.array_ty(vt, len, Some(stride * 4))
                    }
                    (None, Some(n)) => {
                        let len = self.buffer_array_len(func, arg_index, n, stride)?;
                        self.e.array_ty(elem, len, Some(stride))
                    }
                    (None, None) => self.e.runtime_array_ty(elem, stride),
                };
                let block = self.e.block_ty(vec![(arr, 0)]);
                let p = self.e.ptr_ty(StorageClass::StorageBuffer, block);
                let var = self.e.global_var(p, StorageClass::StorageBuffer);
                if !written {
                    self.e.decorate(var, Decoration::NonWritable, &[]);
                }
                let access = if vec4.is_some() {
                    Access::BlockVec4
                } else {
                    Access::Block
                };
                (var, BufferStorage::StorageBuffer, access, stride)
            }
        };
        self.e.decorate(var, Decoration::DescriptorSet, &[0]);
        self.e.decorate(var, Decoration::Binding, &[binding]);
        self.e.name(var, &format!("arg{arg_index}"));
        let class = if storage == BufferStorage::Uniform {
            StorageClass::Uniform
        } else {
            StorageClass::StorageBuffer
        };
        let sizes = shape
            .iter()
            .map(|d| {
                if *d == DYNAMIC {
                    Dim::Dyn(0)
                } else {
                    Dim::Static(*d)
                }
            })
            .collect();
        self.set(
            arg,
            Val::Memref(Box::new(MemrefVal {
                base: var,
                class,
                access,
                elem: ev,
                sizes,
                strides: Vec::new(),
                offset: Dim::Static(0),
            })),
        );
        Ok(BindingInfo {
            binding,
            storage,
            read_only: !written,
            elem_bytes,
            static_len,
            arg_index,
        })
    }

    /// The number of elements a static strided layout reaches: `offset + sum((size_k - 1)
    /// * stride_k) + 1` (a negative stride or offset is refused).
    fn strided_extent(
        &self,
        func: Op,
        arg_index: usize,
        shape: &[i64],
        strides: &[i64],
        offset: i64,
    ) -> Result<u64> {
        let bad = || {
            self.unsupported(
                func,
                format!(
                    "memref argument #{arg_index}: its strided layout reaches outside 0..2^63 elements"
                ),
            )
        };
        if offset < 0 || strides.iter().any(|s| *s < 0) {
            return Err(bad());
        }
        let mut hi = offset as u128;
        for (s, st) in shape.iter().zip(strides) {
            hi += ((*s).max(1) as u128 - 1) * (*st as u128);
        }
        let n = hi + 1;
        if n > u32::MAX as u128 {
            return Err(self.unsupported(func, "memref too large for a SPIR-V array"));
        }
        Ok(n as u64)
    }

    /// Declares the push-constant block and loads its members; returns its layout and, per
    /// buffer argument with dynamic strides or offset, their values.
    fn declare_push_constants(
        &mut self,
        func: Op,
        plan: &[PcPlan],
        scalars: &[(usize, tessera_lowering::ir::Value, Scalar)],
        dyn_sizes: &[(usize, usize)],
        pc_arrays: &[(usize, tessera_lowering::ir::Value, Vec<i64>, VTy)],
    ) -> Result<(PushConstantLayout, Vec<(usize, DynLayout)>)> {
        let mut dyn_layouts: Vec<(usize, DynLayout)> = Vec::new();
        if plan.is_empty() {
            return Ok((PushConstantLayout::default(), dyn_layouts));
        }
        self.need(
            func,
            Feature::PushConstants,
            Some("scalar arguments and dynamic sizes"),
        )?;
        // Offsets.
        let mut entries = Vec::new();
        let mut off = 0u32;
        let mut align = 4u32;
        for p in plan {
            let b = p.scalar.bytes();
            align = align.max(b);
            off = off.div_ceil(b) * b;
            let size = b * p.len.unwrap_or(1);
            entries.push(PushConstantEntry {
                kind: p.kind,
                offset: off,
                size,
                scalar: p.scalar,
            });
            off += size;
        }
        let size = off.div_ceil(align) * align;
        // Types.
        let mut members = Vec::new();
        let mut member_scalars = Vec::new();
        for (p, e) in plan.iter().zip(&entries) {
            let s = match p.scalar {
                PushScalar::I32 => Scalar::Int(32),
                PushScalar::I64 => Scalar::Int(64),
                PushScalar::F32 => Scalar::Float(32),
                PushScalar::F64 => Scalar::Float(64),
            };
            self.require_scalar(s, func)?;
            let st = self.e.scalar_ty(s);
            let t = match p.len {
                Some(n) => self.e.array_ty(st, n.max(1), Some(p.scalar.bytes())),
                None => st,
            };
            members.push((t, e.offset));
            member_scalars.push(s);
        }
        let block = self.e.block_ty(members);
        let ptr = self.e.ptr_ty(StorageClass::PushConstant, block);
        let var = self.e.global_var(ptr, StorageClass::PushConstant);
        self.e.name(var, "push_constants");

        // Loads at the top of the entry block.
        let mut dyn_words: Vec<((usize, usize), Word)> = Vec::new();
        for (k, p) in plan.iter().enumerate() {
            let s = member_scalars[k];
            let member = self.e.const_int(Scalar::Int(32), k as i64);
            match p.kind {
                PushConstantKind::Scalar(i) => {
                    let st = self.e.scalar_ty(s);
                    let pt = self.e.ptr_ty(StorageClass::PushConstant, st);
                    let ptr = self.e.access_chain(pt, var, &[member])?;
                    let raw = self.e.load(st, ptr)?;
                    let Some((_, a, want)) = scalars.iter().find(|(j, _, _)| *j == i) else {
                        continue;
                    };
                    let v = self.narrow_push_scalar(raw, s, *want)?;
                    self.set_value(*a, v, VTy::scalar(*want));
                }
                PushConstantKind::DynSize(i, d) => {
                    let st = self.e.scalar_ty(s);
                    let pt = self.e.ptr_ty(StorageClass::PushConstant, st);
                    let ptr = self.e.access_chain(pt, var, &[member])?;
                    let w = self.e.load(st, ptr)?;
                    dyn_words.push(((i, d), w));
                }
                PushConstantKind::DynStride(i, _) | PushConstantKind::DynOffset(i) => {
                    let st = self.e.scalar_ty(s);
                    let pt = self.e.ptr_ty(StorageClass::PushConstant, st);
                    let ptr = self.e.access_chain(pt, var, &[member])?;
                    let w = self.e.load(st, ptr)?;
                    let slot = match dyn_layouts.iter().position(|(j, _)| *j == i) {
                        Some(k) => k,
                        None => {
                            dyn_layouts.push((i, DynLayout::default()));
                            dyn_layouts.len() - 1
                        }
                    };
                    let l = &mut dyn_layouts[slot].1;
                    if let PushConstantKind::DynStride(_, d) = p.kind {
                        if l.strides.len() <= d {
                            l.strides.resize(d + 1, None);
                        }
                        l.strides[d] = Some(w);
                    } else {
                        l.offset = Some(w);
                    }
                }
                PushConstantKind::Array(i) => {
                    let Some((_, a, shape, ev)) = pc_arrays.iter().find(|(j, ..)| *j == i) else {
                        continue;
                    };
                    let sizes = shape.iter().map(|d| Dim::Static(*d)).collect();
                    self.set(
                        *a,
                        Val::Memref(Box::new(MemrefVal {
                            base: var,
                            class: StorageClass::PushConstant,
                            access: Access::PushMember { member: k as u32 },
                            elem: *ev,
                            sizes,
                            strides: Vec::new(),
                            offset: Dim::Static(0),
                        })),
                    );
                }
            }
        }
        // Patch dynamic sizes into the buffers' memref values.
        let _ = dyn_sizes;
        for ((i, d), w) in dyn_words {
            let entry = self.m.entry_block(func, 0);
            let Some(a) = entry.and_then(|b| self.m.block(b).args().get(i).copied()) else {
                continue;
            };
            if let Some(Val::Memref(mut mv)) = self.vals_get(a) {
                if let Some(slot) = mv.sizes.get_mut(d) {
                    *slot = Dim::Dyn(w);
                }
                self.set(a, Val::Memref(mv));
            }
        }
        // Push-constant arrays get their strides now.
        for (_, a, _, _) in pc_arrays {
            if let Some(Val::Memref(mut mv)) = self.vals_get(*a) {
                let ty = self.m.value_type(*a);
                let (strides, offset) = self.memref_layout(ty, &mv.sizes, func)?;
                mv.strides = strides;
                mv.offset = offset;
                self.set(*a, Val::Memref(mv));
            }
        }
        Ok((PushConstantLayout { entries, size }, dyn_layouts))
    }

    /// Converts a widened push-constant scalar back to the argument's type.
    fn narrow_push_scalar(&mut self, raw: Word, have: Scalar, want: Scalar) -> Result<Word> {
        if have == want {
            return Ok(raw);
        }
        if self.emulated(want).is_some() {
            // Held in 32 bits: re-establish the sign-extended form of the low bits.
            return self.wrap(raw, VTy::scalar(want));
        }
        let wt = self.e.scalar_ty(want);
        match want {
            Scalar::Bool => {
                let zero = self.e.const_int(have, 0);
                self.e.op(SpvOp::INotEqual, wt, &[raw, zero])
            }
            Scalar::Int(_) => self.e.op(SpvOp::SConvert, wt, &[raw]),
            Scalar::Float(_) => self.e.op(SpvOp::FConvert, wt, &[raw]),
            Scalar::UInt(_) => self.e.op(SpvOp::UConvert, wt, &[raw]),
        }
    }
}

/// The strides and offset of `ty`'s `strided<...>` layout (`DYNAMIC` for `?`), if it has
/// one.
fn strided_layout(ctx: &tessera_lowering::ir::Context, ty: Type) -> Option<(Vec<i64>, i64)> {
    let TypeKind::MemRef {
        layout: Some(l), ..
    } = ctx.type_kind(ty)
    else {
        return None;
    };
    match ctx.attr_kind(*l) {
        AttrKind::StridedLayout { offset, strides } => Some((strides.clone(), *offset)),
        _ => None,
    }
}

fn push_scalar(s: Scalar) -> PushScalar {
    match s {
        Scalar::Float(64) => PushScalar::F64,
        Scalar::Float(_) => PushScalar::F32,
        Scalar::Int(64) | Scalar::UInt(64) => PushScalar::I64,
        _ => PushScalar::I32,
    }
}
