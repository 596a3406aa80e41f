//! The `gpu` dialect inside a kernel: ids and sizes, barriers, subgroup operations.
//!
//! Ids are read from `Input` builtin variables (declared `uvec3`/`uint`, as Vulkan and
//! naga require) and bitcast to the signed `index` type. `gpu.block_dim` is the
//! `LocalSize` constant. `gpu.barrier` is `OpControlBarrier Workgroup Workgroup
//! AcquireRelease|WorkgroupMemory`, as upstream's lowering. Subgroup reductions and
//! shuffles use `OpGroupNonUniform*` at subgroup scope; unsigned min/max go through the
//! unsigned type. Clustered reductions (`cluster(size = s, stride = d)`), which naga
//! cannot express, are xor-shuffle butterflies. `gpu.shuffle` assumes its width equals the subgroup size (as upstream's
//! lowering does) and computes the `valid` flag against the given width.

use rspirv::dr::Operand;
use rspirv::spirv::{BuiltIn, Capability, GroupOperation, Op as SpvOp, StorageClass, Word};
use tessera_lowering::ir::Op;

use super::types::{Scalar, VTy};
use super::Cx;
use crate::error::Result;
use crate::target::Feature;

/// The dimension named by a `#gpu<dim x>` body.
pub(crate) fn parse_dim(body: &str) -> Option<u32> {
    let rest = &body[body.find("dim")? + 3..];
    match rest.trim_start().chars().next()? {
        'x' => Some(0),
        'y' => Some(1),
        'z' => Some(2),
        _ => None,
    }
}

/// The ops [`Cx::emit_gpu_id`] emits (`emit_op` maps each `gpu` id and size query to
/// one, so the dispatch is exhaustive on both sides).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum GpuId {
    /// `gpu.thread_id`
    ThreadId,
    /// `gpu.block_id`
    BlockId,
    /// `gpu.block_dim`
    BlockDim,
    /// `gpu.grid_dim`
    GridDim,
    /// `gpu.global_id`
    GlobalId,
    /// `gpu.cluster_id`
    ClusterId,
    /// `gpu.cluster_dim`
    ClusterDim,
    /// `gpu.cluster_block_id`
    ClusterBlockId,
    /// `gpu.cluster_dim_blocks`
    ClusterDimBlocks,
    /// `gpu.lane_id`
    LaneId,
    /// `gpu.subgroup_id`
    SubgroupId,
    /// `gpu.num_subgroups`
    NumSubgroups,
    /// `gpu.subgroup_size`
    SubgroupSize,
}

impl Cx<'_> {
    fn subgroups(&mut self, op: Op, cap: Capability) -> Result<()> {
        self.need(op, Feature::Subgroups, None)?;
        self.e.cap(Capability::GroupNonUniform);
        self.e.cap(cap);
        Ok(())
    }

    /// Converts a `u32` builtin value to the index type.
    fn u32_to_index(&mut self, w: Word) -> Result<Word> {
        match self.index {
            Scalar::Int(64) => {
                let u64t = self.e.scalar_ty(Scalar::UInt(64));
                let wide = self.e.op(SpvOp::UConvert, u64t, &[w])?;
                let it = self.e.scalar_ty(Scalar::Int(64));
                self.e.op(SpvOp::Bitcast, it, &[wide])
            }
            s => {
                let it = self.e.scalar_ty(s);
                self.e.op(SpvOp::Bitcast, it, &[w])
            }
        }
    }

    /// Loads a scalar `u32` builtin.
    fn load_scalar_builtin(&mut self, bi: BuiltIn) -> Result<Word> {
        let u = VTy::scalar(Scalar::UInt(32));
        let var = self.builtin_var(bi, u);
        let ut = self.ty(u);
        self.e.load(ut, var)
    }

    /// Loads component `dimension` of a `vec3<u32>` builtin, as an index.
    fn dim_builtin(&mut self, op: Op, bi: BuiltIn) -> Result<Word> {
        let d = self
            .opaque_attr(op, "dimension")
            .and_then(parse_dim)
            .ok_or_else(|| self.invalid(op, "missing or bad `dimension` attribute"))?;
        let v3 = VTy {
            scalar: Scalar::UInt(32),
            lanes: 3,
        };
        let var = self.builtin_var(bi, v3);
        let vt = self.ty(v3);
        let v = self.e.load(vt, var)?;
        let ut = self.e.scalar_ty(Scalar::UInt(32));
        let c = self.e.extract(ut, v, &[d])?;
        self.u32_to_index(c)
    }

    /// `gpu.thread_id`, `block_id`, `global_id`, `grid_dim`, `block_dim`, `lane_id`,
    /// `subgroup_id`, `subgroup_size`, `num_subgroups` and the cluster queries.
    pub(crate) fn emit_gpu_id(&mut self, op: Op, id: GpuId) -> Result<()> {
        let r = self.result(op, 0)?;
        let t = self.index_ty();
        let w = match id {
            GpuId::ThreadId => self.dim_builtin(op, BuiltIn::LocalInvocationId)?,
            GpuId::BlockId => self.dim_builtin(op, BuiltIn::WorkgroupId)?,
            GpuId::GlobalId => self.dim_builtin(op, BuiltIn::GlobalInvocationId)?,
            GpuId::GridDim => self.dim_builtin(op, BuiltIn::NumWorkgroups)?,
            // No clusters: a cluster is one workgroup.
            GpuId::ClusterId => self.dim_builtin(op, BuiltIn::WorkgroupId)?,
            GpuId::ClusterDim => self.dim_builtin(op, BuiltIn::NumWorkgroups)?,
            GpuId::ClusterBlockId => self.const_index(0),
            GpuId::ClusterDimBlocks => self.const_index(1),
            GpuId::BlockDim => {
                let d = self
                    .opaque_attr(op, "dimension")
                    .and_then(parse_dim)
                    .ok_or_else(|| self.invalid(op, "missing or bad `dimension` attribute"))?;
                let n = self.wg_size[d as usize];
                self.const_index(n as i64)
            }
            GpuId::LaneId => {
                self.subgroups(op, Capability::GroupNonUniform)?;
                let w = self.load_scalar_builtin(BuiltIn::SubgroupLocalInvocationId)?;
                self.u32_to_index(w)?
            }
            GpuId::SubgroupId => {
                self.subgroups(op, Capability::GroupNonUniform)?;
                let w = self.load_scalar_builtin(BuiltIn::SubgroupId)?;
                self.u32_to_index(w)?
            }
            // ceil(workgroup size / SubgroupSize), not the NumSubgroups builtin:
            // lavapipe (Mesa 22.3) rounds it down, so a workgroup of 20 with subgroups
            // of 8 reported 2 subgroups while subgroup ids reach 2.
            GpuId::NumSubgroups => {
                self.subgroups(op, Capability::GroupNonUniform)?;
                let s = self.load_scalar_builtin(BuiltIn::SubgroupSize)?;
                let total = self.wg_size.iter().product::<u32>();
                let ut = self.e.scalar_ty(Scalar::UInt(32));
                let top = self.e.const_u32(total);
                let one = self.e.const_u32(1);
                let sum = self.e.op(SpvOp::IAdd, ut, &[top, s])?;
                let num = self.e.op(SpvOp::ISub, ut, &[sum, one])?;
                let w = self.e.op(SpvOp::UDiv, ut, &[num, s])?;
                self.u32_to_index(w)?
            }
            GpuId::SubgroupSize => {
                self.subgroups(op, Capability::GroupNonUniform)?;
                let w = self.load_scalar_builtin(BuiltIn::SubgroupSize)?;
                self.u32_to_index(w)?
            }
        };
        self.set_value(r, w, t);
        Ok(())
    }

    /// `gpu.barrier`
    pub(crate) fn emit_barrier(&mut self, op: Op) -> Result<()> {
        // Only the workgroup scope: a subgroup or cluster barrier lowered to a workgroup one
        // would wait for invocations that need not reach it.
        let scope = self
            .ctx
            .lookup_ident("scope")
            .and_then(|id| self.m.op(op).get_attr(id));
        if let Some(scope) = scope.and_then(|a| {
            tessera_lowering::dialect::gpu::syntax::gpu_enum_value(self.ctx, a, "barrier_scope")
        }) {
            if scope != "workgroup" {
                return Err(self.unsupported(
                    op,
                    format!(
                        "gpu.barrier with scope <{scope}>: only the workgroup scope is lowered"
                    ),
                ));
            }
        }
        let wg = self.e.const_u32(2);
        // AcquireRelease (0x8) | WorkgroupMemory (0x100), as upstream's lowering; a
        // `memfence` that names global memory adds UniformMemory (0x40), which orders the
        // storage buffers.
        let global = match self.attr(op, "address_spaces") {
            Some(tessera_lowering::ir::AttrKind::Array(items)) => items.iter().any(|&a| {
                tessera_lowering::printer::attr_to_string(self.ctx, a).contains("global")
            }),
            _ => false,
        };
        let sem = self.e.const_u32(if global { 0x148 } else { 0x108 });
        self.e.control_barrier(wg, wg, sem)
    }

    /// `gpu.subgroup_reduce`
    pub(crate) fn emit_subgroup_reduce(&mut self, op: Op) -> Result<()> {
        let (v, t) = self.arg(op, 0)?;
        let body = self.opaque_attr(op, "op").unwrap_or("");
        let word = body
            .trim_matches(|c| c == '<' || c == '>')
            .split_whitespace()
            .last()
            .unwrap_or("")
            .to_string();
        if let Some(size) = self.int_attr(op, "cluster_size") {
            let stride = self.int_attr(op, "cluster_stride").unwrap_or(1);
            return self.clustered_reduce(op, &word, v, t, size, stride);
        }
        self.subgroups(op, Capability::GroupNonUniformArithmetic)?;
        if t.scalar.is_float() && t.scalar.width() <= 32 {
            let mode = match word.as_str() {
                "maximumf" | "maxf" => Some((true, true)),
                "maxnumf" | "max" => Some((true, false)),
                "minimumf" | "minf" => Some((false, true)),
                "minnumf" | "min" => Some((false, false)),
                _ => None,
            };
            if let Some((is_max, propagate)) = mode {
                let w = self.exact_subgroup_minmax(v, t, is_max, propagate)?;
                let r = self.result(op, 0)?;
                self.set_value(r, w, t);
                return Ok(());
            }
        }
        let (int, float, boolean) = (
            t.scalar.is_int(),
            t.scalar.is_float(),
            t.scalar == Scalar::Bool,
        );
        let mut unsigned = false;
        let opcode = match (word.as_str(), int, float, boolean) {
            ("add", true, _, _) => SpvOp::GroupNonUniformIAdd,
            ("add", _, true, _) => SpvOp::GroupNonUniformFAdd,
            ("mul", true, _, _) => SpvOp::GroupNonUniformIMul,
            ("mul", _, true, _) => SpvOp::GroupNonUniformFMul,
            ("minsi" | "min", true, _, _) => SpvOp::GroupNonUniformSMin,
            ("maxsi" | "max", true, _, _) => SpvOp::GroupNonUniformSMax,
            ("minui", true, _, _) => {
                unsigned = true;
                SpvOp::GroupNonUniformUMin
            }
            ("maxui", true, _, _) => {
                unsigned = true;
                SpvOp::GroupNonUniformUMax
            }
            ("minnumf" | "minimumf" | "min", _, true, _) => SpvOp::GroupNonUniformFMin,
            ("maxnumf" | "maximumf" | "max", _, true, _) => SpvOp::GroupNonUniformFMax,
            ("and", true, _, _) => SpvOp::GroupNonUniformBitwiseAnd,
            ("or", true, _, _) => SpvOp::GroupNonUniformBitwiseOr,
            ("xor", true, _, _) => SpvOp::GroupNonUniformBitwiseXor,
            ("and", _, _, true) => SpvOp::GroupNonUniformLogicalAnd,
            ("or", _, _, true) => SpvOp::GroupNonUniformLogicalOr,
            ("xor", _, _, true) => SpvOp::GroupNonUniformLogicalXor,
            _ => {
                return Err(self.unsupported(
                    op,
                    format!("subgroup reduction '{word}' on this type is not supported"),
                ))
            }
        };
        let scope = self.e.const_u32(3);
        let (x, xt) = if unsigned {
            self.bitcast_unsigned(v, t)?
        } else {
            (v, t)
        };
        let ty = self.ty(xt);
        let mut w = self.e.op_with(
            opcode,
            ty,
            vec![
                Operand::IdScope(scope),
                Operand::GroupOperation(GroupOperation::Reduce),
                Operand::IdRef(x),
            ],
        )?;
        if unsigned {
            w = self.bitcast_signed(w, t)?;
        } else if matches!(
            opcode,
            SpvOp::GroupNonUniformIAdd | SpvOp::GroupNonUniformIMul
        ) {
            w = self.wrap(w, t)?;
        }
        let r = self.result(op, 0)?;
        self.set_value(r, w, t);
        Ok(())
    }

    /// A float min/max subgroup reduction of `v` (`f16`/`f32`), exact in NaN and signed
    /// zeros: `OpGroupNonUniformFMax`/`FMin` leave both undefined, so it reduces integer
    /// keys instead. The key of the `f32` bits `b` is `b ^ ((b >> 31) & 0x7FFFFFFF)`
    /// (arithmetic shift), whose signed order is the float order with `-0 < +0`; a NaN
    /// lane gets the key that wins the reduction where NaN propagates (`maximumf`,
    /// `minimumf`) and the one that loses it otherwise (`maxnumf`, `minnumf`: all lanes
    /// NaN still give NaN, as the key decodes to a NaN). The key is its own inverse.
    fn exact_subgroup_minmax(
        &mut self,
        v: Word,
        t: VTy,
        is_max: bool,
        propagate: bool,
    ) -> Result<Word> {
        let uty = self.ty(t.with_scalar(Scalar::UInt(32)));
        let ity = self.ty(t.with_scalar(Scalar::Int(32)));
        let bits = self.f32_bits(t, v)?;
        let key = self.float_order_key(t, bits)?;
        let nan = self.is_nan(t, v)?;
        let sentinel = if is_max == propagate {
            0x7FFF_FFFF
        } else {
            0x8000_0000
        };
        let c = self.e.const_u32(sentinel);
        let sentinel = self.e.const_splat(t.with_scalar(Scalar::UInt(32)), c);
        let key = self.e.op(SpvOp::Select, uty, &[nan, sentinel, key])?;
        let ikey = self.e.op(SpvOp::Bitcast, ity, &[key])?;
        let scope = self.e.const_u32(3);
        let opcode = if is_max {
            SpvOp::GroupNonUniformSMax
        } else {
            SpvOp::GroupNonUniformSMin
        };
        let red = self.e.op_with(
            opcode,
            ity,
            vec![
                Operand::IdScope(scope),
                Operand::GroupOperation(GroupOperation::Reduce),
                Operand::IdRef(ikey),
            ],
        )?;
        let ukey = self.e.op(SpvOp::Bitcast, uty, &[red])?;
        let out = self.float_order_key(t, ukey)?;
        self.float_from_bits(t, out)
    }

    /// `b ^ ((b >> 31) & 0x7FFFFFFF)` on `u32` lanes of shape `t` (see
    /// [`Self::exact_subgroup_minmax`]).
    fn float_order_key(&mut self, t: VTy, b: Word) -> Result<Word> {
        let ut = t.with_scalar(Scalar::UInt(32));
        let uty = self.ty(ut);
        let mag = self.e.const_u32(0x7FFF_FFFF);
        let mag = self.e.const_splat(ut, mag);
        // On `i32`: naga reads `OpShiftRightArithmetic` of a `u32` as WGSL's `>>` on
        // `u32`, a logical shift.
        let it = t.with_scalar(Scalar::Int(32));
        let ity = self.ty(it);
        let bi = self.e.op(SpvOp::Bitcast, ity, &[b])?;
        let c31 = self.e.const_u32(31);
        let c31 = self.e.const_splat(ut, c31);
        let shi = self.e.op(SpvOp::ShiftRightArithmetic, ity, &[bi, c31])?;
        let sh = self.e.op(SpvOp::Bitcast, uty, &[shi])?;
        let m = self.e.op(SpvOp::BitwiseAnd, uty, &[sh, mag])?;
        self.e.op(SpvOp::BitwiseXor, uty, &[b, m])
    }

    /// A clustered `gpu.subgroup_reduce` (`cluster(size = s, stride = d)`): naga has no
    /// clustered group operations, so it is a butterfly of `log2(s)` xor-shuffles with
    /// masks `d, 2d, …, (s/2)·d`, each step combining a lane with its partner — after it
    /// every lane holds the reduction of its cluster (upstream's shuffle expansion).
    fn clustered_reduce(
        &mut self,
        op: Op,
        word: &str,
        v: Word,
        t: VTy,
        size: i128,
        stride: i128,
    ) -> Result<()> {
        let pow2 = |x: i128| x > 0 && x <= 1 << 30 && x & (x - 1) == 0;
        if !pow2(size) || !pow2(stride) || size * stride > 1 << 30 {
            return Err(self.invalid(
                op,
                format!("cluster size {size} and stride {stride} must be powers of two"),
            ));
        }
        let kind = match word {
            "min" if t.scalar.is_float() => "minnumf",
            "max" if t.scalar.is_float() => "maxnumf",
            "min" => "minsi",
            "max" => "maxsi",
            w => w,
        };
        self.subgroups(op, Capability::GroupNonUniformShuffle)?;
        let ty = self.ty(t);
        let scope = self.e.const_u32(3);
        let mut x = v;
        let mut mask = stride;
        while mask < size * stride {
            let m = self.e.const_u32(mask as u32);
            let other = self.e.op_with(
                SpvOp::GroupNonUniformShuffleXor,
                ty,
                vec![
                    Operand::IdScope(scope),
                    Operand::IdRef(x),
                    Operand::IdRef(m),
                ],
            )?;
            x = self.combine(op, kind, t, x, other)?;
            mask *= 2;
        }
        let r = self.result(op, 0)?;
        self.set_value(r, x, t);
        Ok(())
    }

    /// `gpu.shuffle`
    pub(crate) fn emit_shuffle(&mut self, op: Op) -> Result<()> {
        let mode = self.opaque_attr(op, "mode").unwrap_or("");
        let word = mode
            .trim_matches(|c| c == '<' || c == '>')
            .split_whitespace()
            .last()
            .unwrap_or("")
            .to_string();
        let (opcode, cap) = match word.as_str() {
            "xor" => (
                SpvOp::GroupNonUniformShuffleXor,
                Capability::GroupNonUniformShuffle,
            ),
            "idx" => (
                SpvOp::GroupNonUniformShuffle,
                Capability::GroupNonUniformShuffle,
            ),
            "down" => (
                SpvOp::GroupNonUniformShuffleDown,
                Capability::GroupNonUniformShuffleRelative,
            ),
            "up" => (
                SpvOp::GroupNonUniformShuffleUp,
                Capability::GroupNonUniformShuffleRelative,
            ),
            _ => {
                return Err(self.unsupported(op, format!("shuffle mode '{word}' is not supported")))
            }
        };
        // `idx` from a constant lane stays an `OpGroupNonUniformShuffle` with a constant
        // index (not an `OpGroupNonUniformBroadcast`): lavapipe turns it into one vector
        // permutation, while its broadcast first searches the first active lane in an
        // 8-iteration loop (the padded 3x3 convolution ran 9-10 GFLOP/s with broadcasts,
        // 14 with shuffles).
        let lane_const = match word.as_str() {
            "idx" => self
                .m
                .op(op)
                .operands()
                .get(1)
                .and_then(|&v| tessera_lowering::affine::ops::constant_int(self.ctx, self.m, v))
                .and_then(|c| u32::try_from(c).ok()),
            _ => None,
        };

        self.subgroups(op, cap)?;
        let (v, t) = self.arg(op, 0)?;
        let (off, ot) = self.arg(op, 1)?;
        let (width, _) = self.arg(op, 2)?;
        let uoff = match lane_const {
            Some(c) => self.e.const_u32(c),
            None => self.bitcast_unsigned(off, ot)?.0,
        };
        let scope = self.e.const_u32(3);
        let ty = self.ty(t);
        let w = self.e.op_with(
            opcode,
            ty,
            vec![
                Operand::IdScope(scope),
                Operand::IdRef(v),
                Operand::IdRef(uoff),
            ],
        )?;
        let r = self.result(op, 0)?;
        self.set_value(r, w, t);
        // The `valid` flag (upstream's GPUOps.td, and the interpreter): the lane itself
        // and its source lane are both inside [0, width). Not computed when unused (the
        // kernels the GPU pipeline makes shuffle in their inner loops).
        if let Some(valid) = self.result(op, 1).ok().filter(|&v| !self.m.use_empty(v)) {
            let it = self.ty(ot);
            let bt = self.ty(VTy::scalar(Scalar::Bool));
            let lane_u = self.load_scalar_builtin(BuiltIn::SubgroupLocalInvocationId)?;
            let lane = self.e.op(SpvOp::Bitcast, it, &[lane_u])?;
            let src = match word.as_str() {
                "xor" => self.e.op(SpvOp::BitwiseXor, it, &[lane, off])?,
                "down" => self.e.op(SpvOp::IAdd, it, &[lane, off])?,
                "up" => self.e.op(SpvOp::ISub, it, &[lane, off])?,
                _ => off,
            };
            let zero = self.e.const_int(ot.scalar, 0);
            let lane_in = self.e.op(SpvOp::SLessThan, bt, &[lane, width])?;
            let src_lo = self.e.op(SpvOp::SGreaterThanEqual, bt, &[src, zero])?;
            let src_hi = self.e.op(SpvOp::SLessThan, bt, &[src, width])?;
            let src_in = self.e.op(SpvOp::LogicalAnd, bt, &[src_lo, src_hi])?;
            let flag = self.e.op(SpvOp::LogicalAnd, bt, &[lane_in, src_in])?;
            self.set_value(valid, flag, VTy::scalar(Scalar::Bool));
        }
        Ok(())
    }
}

impl Cx<'_> {
    /// A value to move between lanes: booleans travel as `u32` 0/1 (WGSL's subgroup
    /// builtins take no `bool`). Returns the value, its type, and whether it was a bool.
    fn lane_value(&mut self, v: Word, t: VTy) -> Result<(Word, VTy, bool)> {
        if t.scalar != Scalar::Bool {
            return Ok((v, t, false));
        }
        let ut = t.with_scalar(Scalar::UInt(32));
        let ty = self.ty(ut);
        let (one, zero) = (self.e.const_u32(1), self.e.const_u32(0));
        let (one, zero) = (self.e.const_splat(ut, one), self.e.const_splat(ut, zero));
        let w = self.e.op(SpvOp::Select, ty, &[v, one, zero])?;
        Ok((w, ut, true))
    }

    /// The inverse of [`Self::lane_value`].
    fn lane_value_back(&mut self, w: Word, t: VTy, was_bool: bool) -> Result<Word> {
        if !was_bool {
            return Ok(w);
        }
        let ut = t.with_scalar(Scalar::UInt(32));
        let bt = self.ty(t);
        let zero = self.e.const_u32(0);
        let zero = self.e.const_splat(ut, zero);
        self.e.op(SpvOp::INotEqual, bt, &[w, zero])
    }

    /// `OpGroupNonUniformShuffle` of `v` from lane `src` (a `u32`).
    fn shuffle_from(&mut self, v: Word, t: VTy, src: Word) -> Result<Word> {
        let (x, xt, was_bool) = self.lane_value(v, t)?;
        let ty = self.ty(xt);
        let scope = self.e.const_u32(3);
        let w = self.e.op_with(
            SpvOp::GroupNonUniformShuffle,
            ty,
            vec![
                Operand::IdScope(scope),
                Operand::IdRef(x),
                Operand::IdRef(src),
            ],
        )?;
        self.lane_value_back(w, t, was_bool)
    }

    /// `gpu.rotate`: lane `l` reads lane `((l + offset) & (width - 1)) | (l & ~(width - 1))`
    /// with a shuffle, valid where `l < width`. The width must fit in the target's
    /// smallest subgroup, or the rotation would read lanes of another subgroup.
    pub(crate) fn emit_rotate(&mut self, op: Op) -> Result<()> {
        let (Some(off), Some(width)) = (self.int_attr(op, "offset"), self.int_attr(op, "width"))
        else {
            return Err(self.invalid(op, "gpu.rotate needs `offset` and `width`"));
        };
        let min = self.target.subgroup_min;
        if width > i128::from(min) {
            return Err(self.unsupported(
                op,
                format!(
                    "gpu.rotate of width {width}: the target's subgroups may have only {min} \
                     lanes (subgroup_min_size), and a rotation across subgroups is undefined"
                ),
            ));
        }
        self.subgroups(op, Capability::GroupNonUniformShuffle)?;
        let (v, t) = self.arg(op, 0)?;
        let ut = self.e.scalar_ty(Scalar::UInt(32));
        let lane = self.load_scalar_builtin(BuiltIn::SubgroupLocalInvocationId)?;
        let (c_off, c_lo, c_hi) = (
            self.e.const_u32(off as u32),
            self.e.const_u32(width as u32 - 1),
            self.e.const_u32(!(width as u32 - 1)),
        );
        let sum = self.e.op(SpvOp::IAdd, ut, &[lane, c_off])?;
        let low = self.e.op(SpvOp::BitwiseAnd, ut, &[sum, c_lo])?;
        let high = self.e.op(SpvOp::BitwiseAnd, ut, &[lane, c_hi])?;
        let src = self.e.op(SpvOp::BitwiseOr, ut, &[low, high])?;
        let w = self.shuffle_from(v, t, src)?;
        let r = self.result(op, 0)?;
        self.set_value(r, w, t);
        if let Ok(valid) = self.result(op, 1) {
            let bt = self.ty(VTy::scalar(Scalar::Bool));
            let c_w = self.e.const_u32(width as u32);
            let flag = self.e.op(SpvOp::ULessThan, bt, &[lane, c_w])?;
            self.set_value(valid, flag, VTy::scalar(Scalar::Bool));
        }
        Ok(())
    }

    /// `gpu.ballot` to `i32` or `i64`: the low words of `OpGroupNonUniformBallot`; lanes at
    /// or past the result's width are not represented, as in the interpreter.
    pub(crate) fn emit_ballot(&mut self, op: Op) -> Result<()> {
        let r = self.result(op, 0)?;
        let rt = self.vty_of(self.m.value_type(r), op)?;
        let bits = match rt.scalar {
            Scalar::Int(w) if !rt.is_vector() => w,
            _ => 0,
        };
        if bits != 32 && bits != 64 {
            return Err(self.unsupported(
                op,
                format!(
                    "gpu.ballot to {}: kernels take i32 and i64 results",
                    self.type_str(self.m.value_type(r))
                ),
            ));
        }
        if bits == 64 {
            self.need(op, Feature::Int64, Some("a 64-bit ballot"))?;
        }
        self.subgroups(op, Capability::GroupNonUniformBallot)?;
        let (p, _) = self.arg(op, 0)?;
        let v4 = VTy {
            scalar: Scalar::UInt(32),
            lanes: 4,
        };
        let v4t = self.ty(v4);
        let scope = self.e.const_u32(3);
        let ballot = self.e.op_with(
            SpvOp::GroupNonUniformBallot,
            v4t,
            vec![Operand::IdScope(scope), Operand::IdRef(p)],
        )?;
        let ut = self.e.scalar_ty(Scalar::UInt(32));
        let lo = self.e.extract(ut, ballot, &[0])?;
        let w = if bits == 32 {
            let it = self.e.scalar_ty(Scalar::Int(32));
            self.e.op(SpvOp::Bitcast, it, &[lo])?
        } else {
            let hi = self.e.extract(ut, ballot, &[1])?;
            let u64t = self.e.scalar_ty(Scalar::UInt(64));
            let lo = self.e.op(SpvOp::UConvert, u64t, &[lo])?;
            let hi = self.e.op(SpvOp::UConvert, u64t, &[hi])?;
            let c32 = self.e.const_u32(32);
            let hi = self.e.op(SpvOp::ShiftLeftLogical, u64t, &[hi, c32])?;
            let x = self.e.op(SpvOp::BitwiseOr, u64t, &[lo, hi])?;
            let it = self.e.scalar_ty(Scalar::Int(64));
            self.e.op(SpvOp::Bitcast, it, &[x])?
        };
        self.set_value(r, w, rt);
        Ok(())
    }

    /// `gpu.subgroup_broadcast`: `OpGroupNonUniformBroadcastFirst` from the first active
    /// lane, a shuffle from a given lane (the lane need not be a constant).
    pub(crate) fn emit_subgroup_broadcast(&mut self, op: Op) -> Result<()> {
        let (v, t) = self.arg(op, 0)?;
        let w = if self.m.op(op).operands().len() == 2 {
            self.subgroups(op, Capability::GroupNonUniformShuffle)?;
            let (lane, lt) = self.arg(op, 1)?;
            let (src, _) = self.bitcast_unsigned(lane, lt)?;
            self.shuffle_from(v, t, src)?
        } else {
            self.subgroups(op, Capability::GroupNonUniformBallot)?;
            let (x, xt, was_bool) = self.lane_value(v, t)?;
            let ty = self.ty(xt);
            let scope = self.e.const_u32(3);
            let w = self.e.op_with(
                SpvOp::GroupNonUniformBroadcastFirst,
                ty,
                vec![Operand::IdScope(scope), Operand::IdRef(x)],
            )?;
            self.lane_value_back(w, t, was_bool)?
        };
        let r = self.result(op, 0)?;
        self.set_value(r, w, t);
        Ok(())
    }

    /// `gpu.all_reduce`: each invocation stores its value in a workgroup array indexed by
    /// `LocalInvocationIndex`; after a barrier every invocation folds the array in index
    /// order (x fastest, from element 0), which is the interpreter's order, so the result
    /// is the same bit for bit (float sums included); a second barrier keeps the array
    /// until every invocation has read it. The kind comes from
    /// [`tessera_lowering::dialect::gpu::all_reduce_kind`]. Cost: workgroup size loads per
    /// invocation; no subgroup operations, so it runs on every target.
    pub(crate) fn emit_all_reduce(&mut self, op: Op) -> Result<()> {
        let kind = tessera_lowering::dialect::gpu::all_reduce_kind(self.ctx, self.m, op)
            .map_err(|e| self.unsupported(op, e))?;
        let (v, t) = self.arg(op, 0)?;
        let n: u32 = self.wg_size.iter().product();
        let (x, xt, was_bool) = self.lane_value(v, t)?;
        let et = self.ty(xt);
        let arr = self.e.array_ty(et, n.max(1), None);
        let arr_ptr = self.e.ptr_ty(StorageClass::Workgroup, arr);
        let var = self.e.global_var(arr_ptr, StorageClass::Workgroup);
        let elem_ptr = self.e.ptr_ty(StorageClass::Workgroup, et);
        let ut = self.e.scalar_ty(Scalar::UInt(32));
        let me = self.load_scalar_builtin(BuiltIn::LocalInvocationIndex)?;
        let slot = self.e.access_chain(elem_ptr, var, &[me])?;
        self.e.store(slot, x)?;
        let (wg, sem) = (self.e.const_u32(2), self.e.const_u32(0x108));
        self.e.control_barrier(wg, wg, sem)?;
        let zero = self.e.const_u32(0);
        let p0 = self.e.access_chain(elem_ptr, var, &[zero])?;
        let first = self.e.load(et, p0)?;
        let first = self.lane_value_back(first, t, was_bool)?;
        let out = if n <= 1 {
            first
        } else {
            // for i in 1..n: acc = acc <kind> array[i]  (bottom-tested: n >= 2)
            let ty = self.ty(t);
            let pre = self.e.cur_label;
            let (header, body, cont, merge) = (self.e.id(), self.e.id(), self.e.id(), self.e.id());
            self.e.branch(header)?;
            self.e.begin_block(header)?;
            let one = self.e.const_u32(1);
            let i = self.e.phi(ut, &[(one, pre)])?;
            let acc = self.e.phi(ty, &[(first, pre)])?;
            self.e.loop_merge(merge, cont, false)?;
            self.e.branch(body)?;
            self.e.begin_block(body)?;
            let p = self.e.access_chain(elem_ptr, var, &[i.id])?;
            let y = self.e.load(et, p)?;
            let y = self.lane_value_back(y, t, was_bool)?;
            let next_acc = self.combine(op, kind, t, acc.id, y)?;
            let from = self.e.cur_label;
            self.e.branch(cont)?;
            let copies = self
                .e
                .begin_continue_with_copies(cont, &[acc], &[next_acc], from)?;
            let acc2 = copies.first().copied().unwrap_or(next_acc);
            let next = self.e.op(SpvOp::IAdd, ut, &[i.id, one])?;
            let bt = self.ty(VTy::scalar(Scalar::Bool));
            let cn = self.e.const_u32(n);
            let more = self.e.op(SpvOp::ULessThan, bt, &[next, cn])?;
            self.e.branch_cond(more, header, merge)?;
            self.e.patch_phi(i, next, cont);
            self.e.patch_phi(acc, acc2, cont);
            self.e.begin_block(merge)?;
            self.e.phi(ty, &[(acc2, cont)])?.id
        };
        self.e.control_barrier(wg, wg, sem)?;
        let r = self.result(op, 0)?;
        self.set_value(r, out, t);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::parse_dim;

    #[test]
    fn dims() {
        assert_eq!(parse_dim("<dim x>"), Some(0));
        assert_eq!(parse_dim("<dim z>"), Some(2));
        assert_eq!(parse_dim("<dim  y>"), Some(1));
        assert_eq!(parse_dim("<foo>"), None);
    }
}
