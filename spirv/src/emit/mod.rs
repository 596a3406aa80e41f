//! Lowering of one `gpu.func ... kernel` to a SPIR-V compute module.
//!
//! The lowering walks the kernel once, in program order, emitting SPIR-V as it goes; the
//! job is split by concern:
//!
//! - [`types`]: the builder wrapper with type/constant deduplication;
//! - [`cx`]: helpers of the lowering context (diagnostics, attributes, types, values);
//! - [`analysis`]: the pre-scan (which memrefs are written);
//! - [`align`]: congruences of index values mod 2^k; which buffers get a `vec4` view;
//! - [`interface`]: arguments → buffers and push constants, attributions;
//! - [`workgroup`]: the workgroup size;
//! - [`arith`], [`math`], [`vector`]: value computations; [`transcendental`]: the `math`
//!   functions GLSL.std.450 lacks or bounds too loosely, expanded; [`powi`]: integer
//!   powers;
//! - [`fold`]: constants folded by `dialect::eval`, the interpreter's evaluation;
//! - [`ieee`]: NaN, signed zeros and the special values of `divf`/`remf`, exactly;
//! - [`narrow`]: 8/16-bit integers emulated in 32 bits, packed storage buffers;
//! - [`memory`]: memref addressing, loads, stores, atomics, allocations;
//! - [`texture`]: arguments read through sampled 2D images (`tessera.textures`);
//! - [`views`]: subviews, reinterpret casts and reshapes;
//! - [`control`]: `scf`/`affine` loops and conditionals as structured SPIR-V;
//! - [`cfg`]: structurization of multi-block `cf` regions;
//! - [`affine`]: trivial affine maps evaluated on the fly;
//! - [`gpu`]: ids, barriers and subgroup operations.
//!
//! SSA values map to SPIR-V ids in a side table indexed by `Value`; memrefs map to a
//! [`MemrefVal`] describing how to address their elements.

pub(crate) mod affine;
pub(crate) mod align;
pub(crate) mod analysis;
pub(crate) mod arith;
pub(crate) mod cfg;
pub(crate) mod control;
pub(crate) mod cx;
pub(crate) mod fold;
pub(crate) mod gpu;
pub(crate) mod ieee;
pub(crate) mod interface;
pub(crate) mod math;
pub(crate) mod memory;
pub(crate) mod narrow;
pub(crate) mod powi;
pub(crate) mod texture;
pub(crate) mod transcendental;
pub(crate) mod types;
pub(crate) mod vector;
pub(crate) mod vector_shape;
pub(crate) mod views;
pub(crate) mod workgroup;

use rspirv::spirv::{BuiltIn, Capability, StorageClass, Word};
use tessera_lowering::diag::source_loc;
use tessera_lowering::dialect::OpKind;
use tessera_lowering::interp::BitOp;
use tessera_lowering::ir::{Block, Context, Module, Op};

use crate::artifact::{BindingInfo, PushConstantLayout};
use crate::error::{Result, SpirvError};
use crate::target::{Feature, Features, NarrowInts, Target};
use arith::{Binary, Cast, MinMax};
use gpu::GpuId;
use types::{Emitter, Scalar, VTy};

/// A dimension, stride or offset of a memref: known, or an index-typed id defined in the
/// entry block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Dim {
    /// A compile-time constant.
    Static(i64),
    /// A runtime value (dominates the whole kernel).
    Dyn(Word),
}

/// How an element pointer of a memref is formed from its linear index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Access {
    /// A buffer block: `base.member0[i]`.
    Block,
    /// A storage-buffer block of 4-vectors of the (32-bit scalar) element type, see
    /// [`align`]: `base.member0[i >> 2][i & 3]`; 4-lane vector accesses at a known
    /// residue mod 4 use whole vectors.
    BlockVec4,
    /// A plain array variable: `base[i]`.
    Direct,
    /// A uniform block of `lanes`-vectors: `base.member0[i / lanes][i % lanes]`.
    UniformPacked {
        /// Lanes per vector.
        lanes: u32,
    },
    /// Member `member` of the push-constant block: `base.member[i]`.
    PushMember {
        /// Member index.
        member: u32,
    },
    /// A storage buffer of emulated `bits`-bit integers packed into `u32` words:
    /// `base.member0[i / (32 / bits)]`, see [`narrow`].
    Packed {
        /// Element width (8 or 16).
        bits: u32,
        /// Whether the words are accessed atomically (the kernel writes the buffer).
        atomic: bool,
    },
    /// A sampled 2D image of `Rgba32Float` texels (a `tessera.textures` argument, see
    /// [`texture`]): element `[i0, .., j]` is component `j & 3` of texel
    /// `(j >> 2, linear(i0, ..))`, read with `OpImageFetch`. There are no element
    /// pointers.
    Texture {
        /// Texels per row (the innermost dimension / 4).
        width: u32,
        /// Rows (the product of the outer dimensions).
        height: u32,
    },
}

/// What the kernel knows about a memref value.
#[derive(Clone, Debug)]
pub(crate) struct MemrefVal {
    /// The variable (a pointer).
    pub base: Word,
    /// Its storage class.
    pub class: StorageClass,
    /// How elements are addressed.
    pub access: Access,
    /// Element type.
    pub elem: VTy,
    /// Logical sizes.
    pub sizes: Vec<Dim>,
    /// Strides in elements.
    pub strides: Vec<Dim>,
    /// Offset in elements.
    pub offset: Dim,
}

/// The SPIR-V image of an SSA value.
#[derive(Clone, Debug)]
pub(crate) enum Val {
    /// A scalar or vector.
    Value(Word, VTy),
    /// A memref.
    Memref(Box<MemrefVal>),
}

/// What the kernel interface turned out to be.
pub(crate) struct InterfaceInfo {
    pub bindings: Vec<BindingInfo>,
    pub push_constants: PushConstantLayout,
    pub workgroup_size: [u32; 3],
}

/// The lowering state of one kernel.
pub(crate) struct Cx<'a> {
    pub ctx: &'a Context,
    pub m: &'a Module,
    pub target: &'a Target,
    pub e: Emitter,
    vals: Vec<Option<Val>>,
    /// `LocalSize`.
    pub wg_size: [u32; 3],
    /// Input variables of the builtins used, in first-use order.
    builtins: Vec<(BuiltIn, Word)>,
    /// Features the kernel turned out to need.
    pub features: Features,
    /// The `index` type.
    pub index: Scalar,
    /// The analysis results.
    pub facts: analysis::Facts,
    /// Congruence facts of index values (see [`align`]).
    pub div: align::Divisibility,
    /// The buffer arguments declared with a `vec4` view.
    pub vec4_args: tessera_lowering::ir::fxhash::FxHashSet<tessera_lowering::ir::Value>,
    /// The ids of `OpFNegate` results of `arith.negf` (see [`Cx::fix_folded_cancellation`]).
    pub negations: tessera_lowering::ir::fxhash::FxHashSet<Word>,
}

/// Lowers `func` (a `gpu.func` with the `kernel` attribute) to SPIR-V.
pub(crate) fn lower_kernel(
    ctx: &Context,
    m: &Module,
    func: Op,
    target: &Target,
    narrow: NarrowInts,
) -> Result<(Vec<u32>, String, InterfaceInfo, Features)> {
    let d = m.op(func);
    if d.kind != Some(OpKind::GpuFunc) {
        return Err(SpirvError::InvalidKernel {
            loc: source_loc(ctx, d.loc),
            msg: format!("expected a 'gpu.func', found '{}'", ctx.ident_str(d.name)),
        });
    }
    if target.index_bits != 32 && target.index_bits != 64 {
        return Err(SpirvError::InvalidKernel {
            loc: None,
            msg: format!("index_bits must be 32 or 64, not {}", target.index_bits),
        });
    }
    let index = Scalar::Int(target.index_bits);
    let facts = analysis::analyze(ctx, m, func)?;
    let mut div = align::Divisibility::default();
    let vec4_args = align::vec4_args(ctx, m, func, &mut div);
    let mut e = Emitter::new();
    e.set_narrow_emulation(narrow == NarrowInts::Emulate);
    let mut cx = Cx {
        ctx,
        m,
        target,
        e,
        vals: vec![None; m.value_capacity()],
        wg_size: [1, 1, 1],
        builtins: Vec::new(),
        features: Features::NONE,
        index,
        facts,
        div,
        vec4_args,
        negations: Default::default(),
    };
    if target.index_bits == 64 {
        cx.need(func, Feature::Int64, Some("64-bit index"))?;
        cx.e.cap(Capability::Int64);
    }
    let name = cx
        .str_attr(func, "sym_name")
        .unwrap_or_else(|| "main".to_string());
    cx.wg_size = workgroup::workgroup_size(&cx, func)?;
    let fid = cx.e.begin_entry_function()?;
    cx.e.name(fid, &name);
    let info = cx.setup_interface(func)?;
    let entry = m
        .entry_block(func, 0)
        .ok_or_else(|| SpirvError::InvalidKernel {
            loc: cx.loc(func),
            msg: "kernel has no body".into(),
        })?;
    let blocks = m.region(m.op(func).regions()[0]).blocks().to_vec();
    if blocks.len() == 1 {
        let term = cx.emit_ops(entry)?;
        cx.expect_return(term, entry)?;
        cx.e.ret()?;
    } else {
        cfg::emit_cfg(&mut cx, &blocks)?;
    }
    cx.e.end_function()?;
    let interface_vars: Vec<Word> = cx.builtins.iter().map(|(_, v)| *v).collect();
    let wg = cx.wg_size;
    cx.e.entry_point(fid, &name, &interface_vars, wg);
    let features = cx.features;
    let info = InterfaceInfo {
        workgroup_size: wg,
        ..info
    };
    Ok((cx.e.finish(), name, info, features))
}

impl<'a> Cx<'a> {
    // ----- walking -------------------------------------------------------------------

    /// Emits every op of `b` except its terminator, which is returned.
    pub fn emit_ops(&mut self, b: Block) -> Result<Option<Op>> {
        let ops = self.m.block_ops_vec(b);
        let mut term = None;
        for (i, op) in ops.iter().enumerate() {
            if i + 1 == ops.len() && self.m.op(*op).kind.is_some_and(|k| k.is_terminator()) {
                term = Some(*op);
                break;
            }
            self.emit_op(*op)?;
        }
        Ok(term)
    }

    fn expect_return(&self, term: Option<Op>, b: Block) -> Result<()> {
        match term {
            Some(t) if self.m.op(t).kind == Some(OpKind::GpuReturn) => Ok(()),
            Some(t) => Err(self.unsupported(
                t,
                format!(
                    "unexpected terminator '{}' in the kernel body",
                    self.op_name(t)
                ),
            )),
            None => Err(SpirvError::InvalidKernel {
                loc: self.m.block_parent_op(b).and_then(|o| self.loc(o)),
                msg: "kernel body does not end with gpu.return".into(),
            }),
        }
    }

    /// Emits one op.
    pub fn emit_op(&mut self, op: Op) -> Result<()> {
        let Some(kind) = self.m.op(op).kind else {
            return Err(self.unsupported(
                op,
                format!(
                    "unregistered op '{}' cannot be lowered to SPIR-V",
                    self.op_name(op)
                ),
            ));
        };
        use OpKind as K;
        match kind {
            K::ArithConstant => self.emit_constant(op),
            K::ArithAddI => self.emit_binary(op, Binary::AddI),
            K::ArithSubI => self.emit_binary(op, Binary::SubI),
            K::ArithMulI => self.emit_binary(op, Binary::MulI),
            K::ArithDivSI => self.emit_binary(op, Binary::DivSI),
            K::ArithDivUI => self.emit_binary(op, Binary::DivUI),
            K::ArithRemSI => self.emit_binary(op, Binary::RemSI),
            K::ArithRemUI => self.emit_binary(op, Binary::RemUI),
            K::ArithAndI => self.emit_binary(op, Binary::AndI),
            K::ArithOrI => self.emit_binary(op, Binary::OrI),
            K::ArithXOrI => self.emit_binary(op, Binary::XOrI),
            K::ArithShLI => self.emit_binary(op, Binary::ShLI),
            K::ArithShRSI => self.emit_binary(op, Binary::ShRSI),
            K::ArithShRUI => self.emit_binary(op, Binary::ShRUI),
            K::ArithAddF => self.emit_binary(op, Binary::AddF),
            K::ArithSubF => self.emit_binary(op, Binary::SubF),
            K::ArithMulF => self.emit_binary(op, Binary::MulF),
            K::ArithDivF => self.emit_binary(op, Binary::DivF),
            K::ArithRemF => self.emit_binary(op, Binary::RemF),
            K::ArithCeilDivSI | K::ArithCeilDivUI | K::ArithFloorDivSI => {
                self.emit_div_round(op, kind)
            }
            K::ArithMinSI => self.emit_minmax(op, MinMax::MinSI),
            K::ArithMaxSI => self.emit_minmax(op, MinMax::MaxSI),
            K::ArithMinUI => self.emit_minmax(op, MinMax::MinUI),
            K::ArithMaxUI => self.emit_minmax(op, MinMax::MaxUI),
            K::ArithMinimumF => self.emit_minmax(op, MinMax::MinimumF),
            K::ArithMaximumF => self.emit_minmax(op, MinMax::MaximumF),
            K::ArithMinNumF => self.emit_minmax(op, MinMax::MinNumF),
            K::ArithMaxNumF => self.emit_minmax(op, MinMax::MaxNumF),
            K::ArithMinimumNumF => self.emit_minmax(op, MinMax::MinimumNumF),
            K::ArithMaximumNumF => self.emit_minmax(op, MinMax::MaximumNumF),
            K::ArithNegF => self.emit_negf(op),
            K::ArithFlushDenormals => self.emit_flush_denormals(op),
            K::ArithAddUIExtended
            | K::ArithSubUIExtended
            | K::ArithMulUIExtended
            | K::ArithMulSIExtended => self.emit_extended(op, kind),
            K::ArithCmpI => self.emit_cmpi(op),
            K::ArithCmpF => self.emit_cmpf(op),
            K::ArithSelect => self.emit_select(op),
            K::ArithIndexCast => self.emit_cast(op, Cast::Index),
            K::ArithIndexCastUI => self.emit_cast(op, Cast::IndexUI),
            K::ArithSIToFP => self.emit_cast(op, Cast::SIToFP),
            K::ArithUIToFP => self.emit_cast(op, Cast::UIToFP),
            K::ArithFPToSI => self.emit_cast(op, Cast::FPToSI),
            K::ArithFPToUI => self.emit_cast(op, Cast::FPToUI),
            K::ArithExtF => self.emit_cast(op, Cast::ExtF),
            K::ArithTruncF => self.emit_cast(op, Cast::TruncF),
            K::ArithExtSI => self.emit_cast(op, Cast::ExtSI),
            K::ArithExtUI => self.emit_cast(op, Cast::ExtUI),
            K::ArithTruncI => self.emit_cast(op, Cast::TruncI),
            K::ArithBitcast => self.emit_cast(op, Cast::Bitcast),
            K::MathSqrt
            | K::MathRsqrt
            | K::MathExp
            | K::MathExp2
            | K::MathLog
            | K::MathLog2
            | K::MathLog10
            | K::MathLog1p
            | K::MathTanh
            | K::MathSin
            | K::MathCos
            | K::MathTan
            | K::MathAtan
            | K::MathAtan2
            | K::MathErf
            | K::MathFma
            | K::MathAbsF
            | K::MathPowF
            | K::MathCeil
            | K::MathFloor
            | K::MathRound
            | K::MathTrunc
            | K::MathRoundEven
            | K::MathCopySign
            | K::MathSinh
            | K::MathCosh
            | K::MathAsin
            | K::MathAcos
            | K::MathExpM1
            | K::MathCbrt
            | K::MathAsinh
            | K::MathAcosh
            | K::MathAtanh
            | K::MathErfc
            | K::MathClampF
            | K::MathSinCos => self.emit_math(op, kind),
            K::MathAbsI => self.emit_absi(op),
            K::MathCtPop => self.emit_bit_count(op, BitOp::CtPop),
            K::MathCtlz => self.emit_bit_count(op, BitOp::Ctlz),
            K::MathCttz => self.emit_bit_count(op, BitOp::Cttz),
            K::MathIPowI | K::MathFPowI => self.emit_powi(op, kind),
            K::MathIsNaN => self.emit_math_class(op, math::FloatClass::Nan),
            K::MathIsInf => self.emit_math_class(op, math::FloatClass::Inf),
            K::MathIsFinite => self.emit_math_class(op, math::FloatClass::Finite),
            K::MathIsNormal => self.emit_math_class(op, math::FloatClass::Normal),
            K::MemRefLoad => self.emit_load(op),
            K::MemRefStore => self.emit_store(op),
            K::MemRefDim => self.emit_dim(op),
            K::MemRefAlloc | K::MemRefAlloca => self.emit_alloc(op),
            K::MemRefDealloc => Ok(()),
            // A cast, and a promise of alignment the back end does not use: the result is
            // the operand.
            K::MemRefCast | K::MemRefAssumeAlignment => self.emit_memref_cast(op),
            // A hint; nothing to emit.
            K::MemRefPrefetch => Ok(()),
            K::MemRefSubView => self.emit_subview(op),
            K::MemRefReinterpretCast => self.emit_reinterpret_cast(op),
            K::MemRefCollapseShape => self.emit_collapse_shape(op),
            K::MemRefExpandShape => self.emit_expand_shape(op),
            K::MemRefAtomicRmw => self.emit_atomic_rmw(op),
            K::AffineLoad => self.emit_affine_load(op),
            K::AffineStore => self.emit_affine_store(op),
            K::AffineApply => self.emit_affine_apply(op),
            K::AffineMin | K::AffineMax => self.emit_affine_minmax(op, kind == K::AffineMin),
            K::AffineFor => self.emit_affine_for(op),
            K::AffineIf => self.emit_affine_if(op),
            K::AffineParallel
            | K::AffineVectorLoad
            | K::AffineVectorStore
            | K::AffinePrefetch
            | K::AffineDmaStart
            | K::AffineDmaWait
            | K::AffineDelinearizeIndex
            | K::AffineLinearizeIndex => Err(SpirvError::NeedsLowerAffine {
                loc: self.loc(op),
                op: self.op_name(op).to_string(),
                reason: "only affine.for/if/load/store/apply/min/max are lowered here".into(),
            }),
            K::ScfFor => self.emit_scf_for(op),
            K::ScfIf => self.emit_scf_if(op),
            K::ScfExecuteRegion => self.emit_scf_execute_region(op),
            K::ScfIndexSwitch => self.emit_scf_index_switch(op),
            K::ScfWhile => self.emit_scf_while(op),
            K::VectorLoad
            | K::VectorStore
            | K::VectorBroadcast
            | K::VectorExtract
            | K::VectorInsert
            | K::VectorFma
            | K::VectorReduction
            | K::VectorShuffle
            | K::VectorInterleave
            | K::VectorFromElements
            | K::VectorStep
            | K::VectorDeinterleave => self.emit_vector(op, kind),
            K::VectorBitcast
            | K::VectorShapeCast
            | K::VectorExtractStridedSlice
            | K::VectorInsertStridedSlice
            | K::VectorTranspose
            | K::VectorConstantMask
            | K::VectorCreateMask
            | K::VectorToElements
            | K::VectorOuterproduct
            | K::VectorMultiReduction => self.emit_vector_shape(op, kind),
            K::GpuThreadId => self.emit_gpu_id(op, GpuId::ThreadId),
            K::GpuBlockId => self.emit_gpu_id(op, GpuId::BlockId),
            K::GpuBlockDim => self.emit_gpu_id(op, GpuId::BlockDim),
            K::GpuGridDim => self.emit_gpu_id(op, GpuId::GridDim),
            K::GpuGlobalId => self.emit_gpu_id(op, GpuId::GlobalId),
            K::GpuClusterId => self.emit_gpu_id(op, GpuId::ClusterId),
            K::GpuClusterDim => self.emit_gpu_id(op, GpuId::ClusterDim),
            K::GpuClusterBlockId => self.emit_gpu_id(op, GpuId::ClusterBlockId),
            K::GpuClusterDimBlocks => self.emit_gpu_id(op, GpuId::ClusterDimBlocks),
            K::GpuLaneId => self.emit_gpu_id(op, GpuId::LaneId),
            K::GpuSubgroupId => self.emit_gpu_id(op, GpuId::SubgroupId),
            K::GpuNumSubgroups => self.emit_gpu_id(op, GpuId::NumSubgroups),
            K::GpuSubgroupSize => self.emit_gpu_id(op, GpuId::SubgroupSize),
            K::GpuBarrier => self.emit_barrier(op),
            K::GpuSubgroupReduce => self.emit_subgroup_reduce(op),
            K::GpuShuffle => self.emit_shuffle(op),
            K::GpuRotate => self.emit_rotate(op),
            K::GpuBallot => self.emit_ballot(op),
            K::GpuSubgroupBroadcast => self.emit_subgroup_broadcast(op),
            K::GpuAllReduce => self.emit_all_reduce(op),
            K::GpuDynamicSharedMemory
            | K::GpuInitializeNamedBarrier
            | K::ArithScalingExtF
            | K::ArithScalingTruncF => Err(self.not_in_kernels(op, kind)),
            // Terminators that the structured and CFG emission consume where they end
            // their block (`emit_ops` returns them); anywhere else they are misplaced.
            K::AffineYield
            | K::ScfYield
            | K::ScfCondition
            | K::CfBr
            | K::CfCondBr
            | K::GpuReturn
            | K::GpuYield => Err(self.unsupported(
                op,
                format!("terminator '{}' out of place in a kernel", self.op_name(op)),
            )),
            // The kernel itself (the entry point); never nested in one.
            K::GpuFunc => {
                Err(self.unsupported(op, format!("'{}' nested inside a kernel", self.op_name(op))))
            }
            // Every other op: what the op table says about it (dialect/ops.rs `Gpu`).
            K::BuiltinModule
            | K::UnrealizedConversionCast
            | K::FuncFunc
            | K::FuncReturn
            | K::FuncCall
            | K::FuncCallIndirect
            | K::FuncConstant
            | K::MemRefRank
            | K::MemRefCopy
            | K::MemRefGlobal
            | K::MemRefGetGlobal
            | K::MemRefView
            | K::MemRefMemorySpaceCast
            | K::ArithConvertF
            | K::MemRefTranspose
            | K::MemRefReshape
            | K::MemRefExtractStridedMetadata
            | K::MemRefExtractAlignedPointerAsIndex
            | K::MemRefRealloc
            | K::MemRefAllocaScope
            | K::MemRefAllocaScopeReturn
            | K::MemRefGenericAtomicRmw
            | K::MemRefAtomicYield
            | K::MemRefDmaStart
            | K::MemRefDmaWait
            | K::MemRefDistinctObjects
            | K::ScfParallel
            | K::ScfForall
            | K::ScfForallInParallel
            | K::ScfReduce
            | K::ScfReduceReturn
            | K::CfSwitch
            | K::CfAssert
            | K::BufferizationToTensor
            | K::TensorExtract
            | K::TensorDim
            | K::TensorCast
            | K::TensorEmpty
            | K::TensorInsert
            | K::TensorExtractSlice
            | K::TensorInsertSlice
            | K::TensorParallelInsertSlice
            | K::TensorExpandShape
            | K::TensorCollapseShape
            | K::TensorPad
            | K::TensorGenerate
            | K::TensorYield
            | K::TensorSplat
            | K::TensorFromElements
            | K::TensorRank
            | K::TensorReshape
            | K::TensorBitcast
            | K::TensorConcat
            | K::BufferizationToBuffer
            | K::BufferizationMaterializeInDestination
            | K::BufferizationAllocTensor
            | K::BufferizationDeallocTensor
            | K::GpuModule
            | K::GpuLaunch
            | K::GpuLaunchFunc
            | K::GpuTerminator
            | K::GpuWait
            | K::GpuAlloc
            | K::GpuDealloc
            | K::GpuMemcpy
            | K::GpuMemset
            | K::GpuHostRegister
            | K::GpuHostUnregister
            | K::GpuSetDefaultDevice
            | K::GpuCreateDnTensor
            | K::GpuDestroyDnTensor
            | K::GpuCreateCoo
            | K::GpuCreateCooAos
            | K::GpuCreateCsr
            | K::GpuCreateCsc
            | K::GpuCreateBsr
            | K::GpuCreate2to4Spmat
            | K::GpuDestroySpMat
            | K::GpuSpgemmCreateDescr
            | K::GpuSpgemmDestroyDescr
            | K::GpuSpmatGetSize
            | K::GpuSetCsrPointers
            | K::GpuSpmvBufferSize
            | K::GpuSpmv
            | K::GpuSddmmBufferSize
            | K::GpuSddmm
            | K::GpuSpmmBufferSize
            | K::GpuSpmm
            | K::GpuSpgemmWorkEstimationOrCompute
            | K::GpuSpgemmCopy
            | K::GpuBinary
            | K::GpuPrintf
            | K::GpuWarpExecuteOnLane0
            | K::GpuSubgroupMmaLoadMatrix
            | K::GpuSubgroupMmaStoreMatrix
            | K::GpuSubgroupMmaCompute
            | K::GpuSubgroupMmaConstantMatrix
            | K::GpuSubgroupMmaElementwise
            | K::GpuSubgroupMmaExtractThreadLocal
            | K::GpuSubgroupMmaInsertThreadLocal
            | K::LinalgGeneric
            | K::LinalgYield
            | K::LinalgIndex
            | K::LinalgFill
            | K::LinalgCopy
            | K::LinalgMatmul
            | K::LinalgBatchMatmul
            | K::LinalgBatchReduceMatmul
            | K::LinalgContract
            | K::LinalgMatvec
            | K::LinalgTranspose
            | K::LinalgBroadcast
            | K::LinalgReduce
            | K::LinalgMap
            | K::LinalgElementwise
            | K::LinalgVecmat
            | K::LinalgDot
            | K::LinalgBatchMatvec
            | K::LinalgConv1DNwcWcf
            | K::LinalgConv2D
            | K::LinalgConv2DNchwFchw
            | K::LinalgConv2DNhwcHwcf
            | K::LinalgDepthwiseConv2DNhwcHwc
            | K::LinalgDepthwiseConv2DNchwChw
            | K::LinalgPoolingNhwcMax
            | K::LinalgPoolingNhwcMin
            | K::LinalgPoolingNhwcSum
            | K::LinalgPoolingNchwMax
            | K::LinalgPoolingNchwSum
            | K::LinalgPoolingNwcSum
            | K::LinalgPoolingNcwSum
            | K::LinalgPoolingNwcMax
            | K::LinalgPoolingNcwMax
            | K::LinalgPoolingNwcMin
            | K::LinalgPoolingNdhwcSum
            | K::LinalgPoolingNdhwcMax
            | K::LinalgPoolingNdhwcMin
            | K::LinalgPoolingNhwcMaxUnsigned
            | K::LinalgPoolingNhwcMinUnsigned
            | K::LinalgPoolingNwcMaxUnsigned
            | K::LinalgPoolingNwcMinUnsigned
            | K::LinalgConv1D
            | K::LinalgConv3D
            | K::LinalgConv1DNcwFcw
            | K::LinalgConv2DNhwcFhwc
            | K::LinalgConv3DNdhwcDhwcf
            | K::LinalgConv3DNcdhwFcdhw
            | K::LinalgConv2DNgchwFgchw
            | K::LinalgConv2DNgchwGfchw
            | K::LinalgConv2DNhwgcGfhwc
            | K::LinalgDepthwiseConv1DNwcWc
            | K::LinalgDepthwiseConv1DNcwCw
            | K::LinalgDepthwiseConv1DNwcWcm
            | K::LinalgDepthwiseConv2DNhwcHwcm
            | K::LinalgDepthwiseConv3DNdhwcDhwc
            | K::LinalgDepthwiseConv3DNcdhwCdhw
            | K::LinalgQuantizedMatmul
            | K::LinalgQuantizedBatchMatmul
            | K::LinalgConv2DNhwcHwcfQ
            | K::LinalgConv2DNchwFchwQ
            | K::LinalgConv2DNhwcFhwcQ
            | K::LinalgConv3DNdhwcDhwcfQ
            | K::LinalgDepthwiseConv2DNhwcHwcQ
            | K::LinalgDepthwiseConv2DNhwcHwcmQ
            | K::LinalgMmt4D
            | K::LinalgBatchMmt4D
            | K::LinalgBatchVecmat
            | K::LinalgConv2DNhwgcGfhwcQ
            | K::LinalgDepthwiseConv3DNdhwcDhwcm
            | K::VectorPrint
            | K::VectorVscale
            | K::VectorScalableInsert
            | K::VectorScalableExtract
            | K::VectorScan
            | K::VectorTypeCast
            | K::VectorMask
            | K::VectorYield => Err(self.not_in_kernels(op, kind)),
            // Left by `tessera-unroll-vectors` only when it cannot rewrite it.
            K::VectorContract => Err(self.unsupported(
                op,
                format!(
                    "'{}' is not lowered inside kernels: tessera-unroll-vectors rewrites it \
                     only on vectors of at most {} pieces whose elements are the \
                     accumulator's or a narrower type of the same kind, in at most {} \
                     multiply-adds on pieces",
                    self.op_name(op),
                    tessera_lowering::gpu::opt::unroll_vectors::MAX_PIECES,
                    tessera_lowering::gpu::opt::unroll_vectors::MAX_CONTRACT_STEPS
                ),
            )),
            // Left by `vector-emulate-masked-memory` only when it cannot unroll them.
            K::VectorMaskedLoad
            | K::VectorMaskedStore
            | K::VectorGather
            | K::VectorScatter
            | K::VectorExpandLoad
            | K::VectorCompressStore
            | K::VectorTransferRead
            | K::VectorTransferWrite => Err(self.unsupported(
                op,
                format!(
                    "'{}' is not lowered inside kernels: vector-emulate-masked-memory \
                     rewrites it only on fixed-size vectors of up to {} lanes{}",
                    self.op_name(op),
                    tessera_lowering::transforms::masked_vector::MAX_LANES,
                    if matches!(kind, K::VectorTransferRead | K::VectorTransferWrite) {
                        " (of rank 2 or more: with a minor identity permutation map)"
                    } else {
                        ""
                    },
                ),
            )),
        }
    }

    /// The diagnostic for an op the back end does not lower inside kernels, from the op
    /// table's [`Gpu`](tessera_lowering::dialect::Gpu) marker.
    fn not_in_kernels(&self, op: Op, kind: OpKind) -> SpirvError {
        use tessera_lowering::dialect::Gpu;
        let name = self.op_name(op);
        let msg = match kind.gpu() {
            Gpu::Lowered(pass) => format!(
                "'{name}' is not lowered inside kernels: the '{pass}' pass of \
                 tessera-gpu-pipeline rewrites it first"
            ),
            Gpu::Host => format!("'{name}' runs on the host only; it cannot be used in a kernel"),
            Gpu::Refused(why) => format!("'{name}' cannot be used in a kernel: {why}"),
            Gpu::Kernel => format!(
                "internal error: the op table marks '{name}' as lowered in kernels, but the \
                 SPIR-V back end has no lowering for it"
            ),
        };
        self.unsupported(op, msg)
    }
}
