//! Dialects: the registry of known operations.
//!
//! Each dialect is a module that owns its ops' custom syntax, verification and folding. This
//! file holds the [`OpKind`] registry shared by all of them; an op whose name is not listed
//! here is unregistered and only accepted in generic form with `--allow-unregistered-dialect`.

macro_rules! op_kinds {
    ($($variant:ident = $name:literal,)*) => {
        /// Every registered operation.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum OpKind {
            $(
                #[doc = concat!("`", $name, "`")]
                $variant,
            )*
        }
        impl OpKind {
            /// All registered ops.
            pub const ALL: &'static [OpKind] = &[$(OpKind::$variant,)*];
            /// The full op name.
            pub fn name(self) -> &'static str {
                match self { $(OpKind::$variant => $name,)* }
            }
            /// Looks a full op name up (a hash lookup).
            pub fn from_name(name: &str) -> Option<OpKind> {
                static TABLE: std::sync::OnceLock<
                    crate::ir::fxhash::FxHashMap<&'static str, OpKind>,
                > = std::sync::OnceLock::new();
                TABLE
                    .get_or_init(|| OpKind::ALL.iter().map(|k| (k.name(), *k)).collect())
                    .get(name)
                    .copied()
            }
            /// The position of this op in [`OpKind::ALL`] (for side tables).
            pub fn index(self) -> usize {
                self as usize
            }
            /// The dialect of this op, from a table computed at compile time from the
            /// names (an op name whose namespace [`Dialect`] lacks does not compile).
            pub fn dialect_id(self) -> Dialect {
                const TABLE: &[Dialect] = &[$(Dialect::of_op_name($name),)*];
                TABLE[self as usize]
            }
        }
    };
}

op_kinds! {
    // builtin
    BuiltinModule = "builtin.module",
    UnrealizedConversionCast = "builtin.unrealized_conversion_cast",
    // func
    FuncFunc = "func.func",
    FuncReturn = "func.return",
    FuncCall = "func.call",
    FuncCallIndirect = "func.call_indirect",
    FuncConstant = "func.constant",
    // arith
    ArithConstant = "arith.constant",
    ArithAddI = "arith.addi",
    ArithSubI = "arith.subi",
    ArithMulI = "arith.muli",
    ArithDivSI = "arith.divsi",
    ArithDivUI = "arith.divui",
    ArithCeilDivSI = "arith.ceildivsi",
    ArithCeilDivUI = "arith.ceildivui",
    ArithFloorDivSI = "arith.floordivsi",
    ArithRemSI = "arith.remsi",
    ArithRemUI = "arith.remui",
    ArithMinSI = "arith.minsi",
    ArithMinUI = "arith.minui",
    ArithMaxSI = "arith.maxsi",
    ArithMaxUI = "arith.maxui",
    ArithAndI = "arith.andi",
    ArithOrI = "arith.ori",
    ArithXOrI = "arith.xori",
    ArithShLI = "arith.shli",
    ArithShRSI = "arith.shrsi",
    ArithShRUI = "arith.shrui",
    ArithAddF = "arith.addf",
    ArithSubF = "arith.subf",
    ArithMulF = "arith.mulf",
    ArithDivF = "arith.divf",
    ArithRemF = "arith.remf",
    ArithMinimumF = "arith.minimumf",
    ArithMaximumF = "arith.maximumf",
    ArithMinNumF = "arith.minnumf",
    ArithMaxNumF = "arith.maxnumf",
    ArithNegF = "arith.negf",
    ArithCmpI = "arith.cmpi",
    ArithCmpF = "arith.cmpf",
    ArithSelect = "arith.select",
    ArithIndexCast = "arith.index_cast",
    ArithIndexCastUI = "arith.index_castui",
    ArithSIToFP = "arith.sitofp",
    ArithUIToFP = "arith.uitofp",
    ArithFPToSI = "arith.fptosi",
    ArithFPToUI = "arith.fptoui",
    ArithExtF = "arith.extf",
    ArithTruncF = "arith.truncf",
    ArithExtSI = "arith.extsi",
    ArithExtUI = "arith.extui",
    ArithTruncI = "arith.trunci",
    ArithBitcast = "arith.bitcast",
    ArithAddUIExtended = "arith.addui_extended",
    ArithSubUIExtended = "arith.subui_extended",
    ArithMulUIExtended = "arith.mului_extended",
    ArithMulSIExtended = "arith.mulsi_extended",
    // math
    MathSqrt = "math.sqrt",
    MathRsqrt = "math.rsqrt",
    MathExp = "math.exp",
    MathExp2 = "math.exp2",
    MathLog = "math.log",
    MathLog2 = "math.log2",
    MathLog10 = "math.log10",
    MathLog1p = "math.log1p",
    MathTanh = "math.tanh",
    MathSin = "math.sin",
    MathCos = "math.cos",
    MathTan = "math.tan",
    MathAtan = "math.atan",
    MathAtan2 = "math.atan2",
    MathErf = "math.erf",
    MathFma = "math.fma",
    MathAbsF = "math.absf",
    MathAbsI = "math.absi",
    MathCtPop = "math.ctpop",
    MathCtlz = "math.ctlz",
    MathCttz = "math.cttz",
    MathPowF = "math.powf",
    MathCeil = "math.ceil",
    MathFloor = "math.floor",
    MathRound = "math.round",
    MathCopySign = "math.copysign",
    MathIsNaN = "math.isnan",
    MathIsInf = "math.isinf",
    MathIsFinite = "math.isfinite",
    MathIsNormal = "math.isnormal",
    MathTrunc = "math.trunc",
    MathRoundEven = "math.roundeven",
    MathSinh = "math.sinh",
    MathCosh = "math.cosh",
    MathAsin = "math.asin",
    MathAcos = "math.acos",
    MathExpM1 = "math.expm1",
    MathCbrt = "math.cbrt",
    MathAsinh = "math.asinh",
    MathAcosh = "math.acosh",
    MathAtanh = "math.atanh",
    MathErfc = "math.erfc",
    MathIPowI = "math.ipowi",
    MathFPowI = "math.fpowi",
    MathClampF = "math.clampf",
    // memref
    MemRefAlloc = "memref.alloc",
    MemRefAlloca = "memref.alloca",
    MemRefDealloc = "memref.dealloc",
    MemRefLoad = "memref.load",
    MemRefStore = "memref.store",
    MemRefDim = "memref.dim",
    MemRefRank = "memref.rank",
    MemRefCast = "memref.cast",
    MemRefCopy = "memref.copy",
    MemRefSubView = "memref.subview",
    MemRefReinterpretCast = "memref.reinterpret_cast",
    MemRefGlobal = "memref.global",
    MemRefGetGlobal = "memref.get_global",
    MemRefView = "memref.view",
    MemRefExpandShape = "memref.expand_shape",
    MemRefCollapseShape = "memref.collapse_shape",
    MemRefAtomicRmw = "memref.atomic_rmw",
    // affine
    AffineFor = "affine.for",
    AffineParallel = "affine.parallel",
    AffineIf = "affine.if",
    AffineLoad = "affine.load",
    AffineStore = "affine.store",
    AffineApply = "affine.apply",
    AffineMin = "affine.min",
    AffineMax = "affine.max",
    AffineYield = "affine.yield",
    AffineVectorLoad = "affine.vector_load",
    AffineVectorStore = "affine.vector_store",
    AffinePrefetch = "affine.prefetch",
    AffineDmaStart = "affine.dma_start",
    AffineDmaWait = "affine.dma_wait",
    AffineDelinearizeIndex = "affine.delinearize_index",
    AffineLinearizeIndex = "affine.linearize_index",
    // scf
    ScfFor = "scf.for",
    ScfParallel = "scf.parallel",
    ScfReduce = "scf.reduce",
    ScfReduceReturn = "scf.reduce.return",
    ScfIf = "scf.if",
    ScfWhile = "scf.while",
    ScfCondition = "scf.condition",
    ScfYield = "scf.yield",
    // cf
    CfBr = "cf.br",
    CfCondBr = "cf.cond_br",
    CfSwitch = "cf.switch",
    CfAssert = "cf.assert",
    // vector
    VectorLoad = "vector.load",
    VectorStore = "vector.store",
    VectorBroadcast = "vector.broadcast",
    VectorExtract = "vector.extract",
    VectorInsert = "vector.insert",
    VectorExtractElement = "vector.extractelement",
    VectorInsertElement = "vector.insertelement",
    VectorSplat = "vector.splat",
    VectorFma = "vector.fma",
    VectorReduction = "vector.reduction",
    VectorShuffle = "vector.shuffle",
    VectorInterleave = "vector.interleave",
    VectorDeinterleave = "vector.deinterleave",
    // tensor (legacy tensor_load/extract_element/dim/tensor_cast upgrade targets)
    BufferizationToTensor = "bufferization.to_tensor",
    TensorExtract = "tensor.extract",
    TensorDim = "tensor.dim",
    TensorCast = "tensor.cast",
    // gpu
    GpuModule = "gpu.module",
    GpuFunc = "gpu.func",
    GpuLaunch = "gpu.launch",
    GpuLaunchFunc = "gpu.launch_func",
    GpuThreadId = "gpu.thread_id",
    GpuBlockId = "gpu.block_id",
    GpuBlockDim = "gpu.block_dim",
    GpuGridDim = "gpu.grid_dim",
    GpuGlobalId = "gpu.global_id",
    GpuLaneId = "gpu.lane_id",
    GpuSubgroupId = "gpu.subgroup_id",
    GpuSubgroupSize = "gpu.subgroup_size",
    GpuSubgroupReduce = "gpu.subgroup_reduce",
    GpuShuffle = "gpu.shuffle",
    GpuBarrier = "gpu.barrier",
    GpuReturn = "gpu.return",
    GpuTerminator = "gpu.terminator",
    GpuYield = "gpu.yield",
    // linalg (on memrefs)
    LinalgGeneric = "linalg.generic",
    LinalgYield = "linalg.yield",
    LinalgIndex = "linalg.index",
    LinalgFill = "linalg.fill",
    LinalgCopy = "linalg.copy",
    LinalgMatmul = "linalg.matmul",
    LinalgBatchMatmul = "linalg.batch_matmul",
    LinalgMatvec = "linalg.matvec",
    LinalgTranspose = "linalg.transpose",
    LinalgBroadcast = "linalg.broadcast",
}

impl OpKind {
    /// The dialect namespace of this op.
    pub fn dialect(self) -> &'static str {
        self.dialect_id().name()
    }
}

/// The dialects with registered ops ([`REGISTERED_DIALECTS`] names them), for dispatch by
/// dialect without comparing strings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Dialect {
    Builtin,
    Func,
    Arith,
    Math,
    MemRef,
    Affine,
    Scf,
    Cf,
    Vector,
    Bufferization,
    Tensor,
    Gpu,
    Linalg,
}

impl Dialect {
    /// Every dialect, in the order of [`REGISTERED_DIALECTS`].
    pub const ALL: [Dialect; 13] = [
        Dialect::Builtin,
        Dialect::Func,
        Dialect::Arith,
        Dialect::Math,
        Dialect::MemRef,
        Dialect::Affine,
        Dialect::Scf,
        Dialect::Cf,
        Dialect::Vector,
        Dialect::Bufferization,
        Dialect::Tensor,
        Dialect::Gpu,
        Dialect::Linalg,
    ];

    /// The namespace.
    pub const fn name(self) -> &'static str {
        match self {
            Dialect::Builtin => "builtin",
            Dialect::Func => "func",
            Dialect::Arith => "arith",
            Dialect::Math => "math",
            Dialect::MemRef => "memref",
            Dialect::Affine => "affine",
            Dialect::Scf => "scf",
            Dialect::Cf => "cf",
            Dialect::Vector => "vector",
            Dialect::Bufferization => "bufferization",
            Dialect::Tensor => "tensor",
            Dialect::Gpu => "gpu",
            Dialect::Linalg => "linalg",
        }
    }

    /// The dialect of an op name `ns.op`; evaluated at compile time for the [`OpKind`]
    /// table, where an unknown namespace is a compile error.
    const fn of_op_name(op: &str) -> Dialect {
        let op = op.as_bytes();
        let mut i = 0;
        while i < Dialect::ALL.len() {
            let ns = Dialect::ALL[i].name().as_bytes();
            if op.len() > ns.len() && op[ns.len()] == b'.' {
                let mut j = 0;
                while j < ns.len() && op[j] == ns[j] {
                    j += 1;
                }
                if j == ns.len() {
                    return Dialect::ALL[i];
                }
            }
            i += 1;
        }
        panic!("an op name whose namespace is not a Dialect")
    }
}

impl OpKind {
    /// Whether the op is a block terminator (upstream's `IsTerminator` trait).
    pub fn is_terminator(self) -> bool {
        use OpKind::*;
        matches!(
            self,
            FuncReturn
                | CfBr
                | CfCondBr
                | CfSwitch
                | AffineYield
                | ScfYield
                | ScfCondition
                | ScfReduce
                | ScfReduceReturn
                | GpuReturn
                | GpuTerminator
                | GpuYield
                | LinalgYield
        )
    }

    /// Whether the op's regions are isolated from above (`IsolatedFromAbove`): value names
    /// of enclosing regions are not visible inside.
    pub fn is_isolated_from_above(self) -> bool {
        matches!(
            self,
            OpKind::BuiltinModule | OpKind::FuncFunc | OpKind::GpuModule | OpKind::GpuFunc
        )
    }

    /// Whether the op's regions are graph regions (no dominance, no terminator), as
    /// `builtin.module` and `gpu.module` upstream.
    pub fn has_graph_region(self) -> bool {
        matches!(self, OpKind::BuiltinModule | OpKind::GpuModule)
    }

    /// The dialect whose ops may be written without their prefix inside this op's regions
    /// (upstream's `OpAsmOpInterface::getDefaultDialect`): `func` inside `func.func`
    /// (`return`, `call`), `builtin` inside `builtin.module`; empty otherwise.
    pub fn default_dialect(self) -> &'static str {
        match self {
            OpKind::FuncFunc => "func",
            OpKind::BuiltinModule => "builtin",
            _ => "",
        }
    }

    /// The names of the op's inherent attributes (upstream ODS arguments, stored as
    /// properties). In generic form, attributes with these names found in the discardable
    /// dictionary (older printers) are moved to the properties.
    pub fn inherent_attrs(self) -> &'static [&'static str] {
        use OpKind::*;
        const FASTMATH: &[&str] = &["fastmath"];
        const OVERFLOW: &[&str] = &["overflowFlags"];
        match self {
            BuiltinModule => &["sym_name", "sym_visibility"],
            FuncFunc => &[
                "sym_name",
                "function_type",
                "sym_visibility",
                "arg_attrs",
                "res_attrs",
            ],
            FuncCall => &["callee", "arg_attrs", "res_attrs", "no_inline"],
            FuncConstant => &["value"],
            ArithConstant => &["value"],
            ArithAddI | ArithSubI | ArithMulI | ArithShLI | ArithTruncI => OVERFLOW,
            ArithAddF | ArithSubF | ArithMulF | ArithDivF | ArithRemF | ArithMinimumF
            | ArithMaximumF | ArithMinNumF | ArithMaxNumF | ArithNegF | ArithExtF => FASTMATH,
            ArithTruncF => &["roundingmode", "fastmath"],
            ArithCmpI => &["predicate"],
            ArithCmpF => &["predicate", "fastmath"],
            MathSqrt | MathRsqrt | MathExp | MathExp2 | MathLog | MathLog2 | MathLog10
            | MathLog1p | MathTanh | MathSin | MathCos | MathTan | MathAtan | MathAtan2
            | MathErf | MathFma | MathAbsF | MathPowF | MathCeil | MathFloor | MathRound
            | MathCopySign | MathIsNaN | MathIsInf | MathIsFinite | MathIsNormal | MathTrunc
            | MathRoundEven | MathSinh | MathCosh | MathAsin | MathAcos | MathExpM1 | MathCbrt
            | MathAsinh | MathAcosh | MathAtanh | MathErfc | MathFPowI | MathClampF => FASTMATH,
            MemRefAlloc | MemRefAlloca => &["alignment", "operandSegmentSizes"],
            MemRefLoad | MemRefStore => &["nontemporal"],
            MemRefSubView | MemRefReinterpretCast => &[
                "static_offsets",
                "static_sizes",
                "static_strides",
                "operandSegmentSizes",
            ],
            MemRefGlobal => &[
                "sym_name",
                "sym_visibility",
                "type",
                "initial_value",
                "constant",
                "alignment",
            ],
            MemRefGetGlobal => &["name"],
            MemRefExpandShape => &["reassociation", "static_output_shape"],
            MemRefCollapseShape => &["reassociation"],
            MemRefAtomicRmw => &["kind"],
            AffineFor => &[
                "lowerBoundMap",
                "upperBoundMap",
                "step",
                "operandSegmentSizes",
            ],
            AffineParallel => &[
                "reductions",
                "lowerBoundsMap",
                "lowerBoundsGroups",
                "upperBoundsMap",
                "upperBoundsGroups",
                "steps",
            ],
            AffineIf => &["condition"],
            AffineLoad | AffineStore | AffineApply | AffineMin | AffineMax | AffineVectorLoad
            | AffineVectorStore => &["map"],
            AffinePrefetch => &["map", "localityHint", "isWrite", "isDataCache"],
            AffineDelinearizeIndex => &["static_basis"],
            AffineLinearizeIndex => &["static_basis", "disjoint"],
            ScfFor => &["unsignedCmp"],
            ScfParallel => &["operandSegmentSizes"],
            CfCondBr => &["operandSegmentSizes"],
            CfSwitch => &[
                "case_values",
                "case_operand_segments",
                "operandSegmentSizes",
            ],
            CfAssert => &["msg"],
            VectorLoad | VectorStore => &["nontemporal"],
            VectorExtract | VectorInsert => &["static_position"],
            VectorReduction => &["kind", "fastmath"],
            VectorShuffle => &["mask"],
            BufferizationToTensor => &["restrict", "writable"],
            GpuModule => &["sym_name", "targets", "offloadingHandler"],
            GpuFunc => &[
                "sym_name",
                "function_type",
                "arg_attrs",
                "res_attrs",
                "workgroup_attrib_attrs",
                "private_attrib_attrs",
                "kernel",
            ],
            GpuLaunch => &["operandSegmentSizes", "kernelFunc", "kernelModule"],
            GpuLaunchFunc => &["kernel", "operandSegmentSizes"],
            GpuThreadId | GpuBlockId | GpuBlockDim | GpuGridDim | GpuGlobalId => {
                &["dimension", "upper_bound"]
            }
            GpuLaneId | GpuSubgroupId | GpuSubgroupSize => &["upper_bound"],
            GpuSubgroupReduce => &["op", "uniform", "cluster_size", "cluster_stride"],
            GpuShuffle => &["mode"],
            GpuBarrier => &["scope"],
            LinalgGeneric => &[
                "indexing_maps",
                "iterator_types",
                "doc",
                "library_call",
                "operandSegmentSizes",
            ],
            LinalgIndex => &["dim"],
            LinalgFill | LinalgCopy | LinalgMatmul | LinalgBatchMatmul | LinalgMatvec => {
                &["operandSegmentSizes"]
            }
            LinalgTranspose => &["operandSegmentSizes", "permutation"],
            LinalgBroadcast => &["operandSegmentSizes", "dimensions"],
            _ => &[],
        }
    }
}

/// The value an absent property takes (upstream's property defaults, which the generic
/// form prints).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DefaultProp {
    /// `#arith.fastmath<none>`
    FastMathNone,
    /// `#arith.overflow<none>`
    OverflowNone,
    /// `false`
    False,
    /// `#gpu.barrier_scope<workgroup>`
    BarrierWorkgroup,
}

impl OpKind {
    /// Properties with a default value, filled in by the parser when absent so that every
    /// op is stored as upstream stores it.
    pub fn default_props(self) -> &'static [(&'static str, DefaultProp)] {
        use OpKind::*;
        match self {
            ArithAddI | ArithSubI | ArithMulI | ArithShLI | ArithTruncI => {
                &[("overflowFlags", DefaultProp::OverflowNone)]
            }
            MemRefLoad | MemRefStore | VectorLoad | VectorStore => {
                &[("nontemporal", DefaultProp::False)]
            }
            GpuBarrier => &[("scope", DefaultProp::BarrierWorkgroup)],
            k if k.inherent_attrs().contains(&"fastmath") => {
                &[("fastmath", DefaultProp::FastMathNone)]
            }
            _ => &[],
        }
    }
}

impl OpKind {
    /// Unit properties: present or absent. Upstream's generic form may spell an absent one
    /// `name = false`, which the parser drops (the passes test for presence).
    pub fn unit_props(self) -> &'static [&'static str] {
        use OpKind::*;
        match self {
            ScfFor => &["unsignedCmp"],
            AffineLinearizeIndex => &["disjoint"],
            _ => &[],
        }
    }
}

impl DefaultProp {
    /// The attribute.
    pub fn build(self, ctx: &mut crate::ir::Context) -> crate::ir::Attr {
        use crate::ir::AttrKind;
        match self {
            DefaultProp::FastMathNone => ctx.attr(AttrKind::Opaque {
                dialect: "arith".to_string(),
                body: ".fastmath<none>".to_string(),
                ty: None,
            }),
            DefaultProp::OverflowNone => ctx.attr(AttrKind::Opaque {
                dialect: "arith".to_string(),
                body: ".overflow<none>".to_string(),
                ty: None,
            }),
            DefaultProp::False => ctx.attr(AttrKind::Bool(false)),
            DefaultProp::BarrierWorkgroup => {
                gpu::syntax::gpu_enum(ctx, "barrier_scope", "workgroup")
            }
        }
    }
}

/// Whether `ns` is the namespace of a registered dialect (one with ops in [`OpKind`]):
/// unknown ops of such a dialect are rejected even with `allow_unregistered`, as upstream.
pub fn is_registered_dialect(ns: &str) -> bool {
    REGISTERED_DIALECTS.contains(&ns)
}

/// The namespaces of the dialects with registered ops.
pub const REGISTERED_DIALECTS: &[&str] = &{
    let mut names = [""; Dialect::ALL.len()];
    let mut i = 0;
    while i < names.len() {
        names[i] = Dialect::ALL[i].name();
        i += 1;
    }
    names
};

pub mod affine;
pub mod arith;
pub mod builtin;
pub mod cf;
pub mod func;
pub mod gpu;
pub mod linalg;
pub mod math;
pub mod memref;
pub mod scf;
pub mod tensor_syntax;
pub mod vector;

// ----- custom assembly form dispatch ------------------------------------------------------

use crate::ir::Op;
use crate::parser::{OpParser, OperationState, PResult};
use crate::printer::OpPrinter;

/// Parses the custom form of `kind` (results and op name already consumed) by calling the
/// owning dialect's `syntax::parse`.
pub fn parse_custom(kind: OpKind, p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    match kind.dialect_id() {
        Dialect::Builtin => builtin::syntax::parse(kind, p, st),
        Dialect::Func => func::syntax::parse(kind, p, st),
        Dialect::Arith => arith::syntax::parse(kind, p, st),
        Dialect::Math => math::syntax::parse(kind, p, st),
        Dialect::Cf => cf::syntax::parse(kind, p, st),
        Dialect::MemRef => memref::syntax::parse(kind, p, st),
        Dialect::Affine => affine::syntax::parse(kind, p, st),
        Dialect::Scf => scf::syntax::parse(kind, p, st),
        Dialect::Vector => vector::syntax::parse(kind, p, st),
        Dialect::Gpu => gpu::syntax::parse(kind, p, st),
        Dialect::Linalg => linalg::syntax::parse(kind, p, st),
        Dialect::Tensor | Dialect::Bufferization => tensor_syntax::parse(kind, p, st),
    }
}

/// Prints the custom form of `op` (after its name) through the owning dialect's
/// `syntax::print`; `false` means "no custom form: print the generic form".
pub fn print_custom(kind: OpKind, p: &mut OpPrinter<'_>, op: Op) -> bool {
    match kind.dialect_id() {
        Dialect::Builtin => builtin::syntax::print(kind, p, op),
        Dialect::Func => func::syntax::print(kind, p, op),
        Dialect::Arith => arith::syntax::print(kind, p, op),
        Dialect::Math => math::syntax::print(kind, p, op),
        Dialect::Cf => cf::syntax::print(kind, p, op),
        Dialect::MemRef => memref::syntax::print(kind, p, op),
        Dialect::Affine => affine::syntax::print(kind, p, op),
        Dialect::Scf => scf::syntax::print(kind, p, op),
        Dialect::Vector => vector::syntax::print(kind, p, op),
        Dialect::Gpu => gpu::syntax::print(kind, p, op),
        Dialect::Linalg => linalg::syntax::print(kind, p, op),
        Dialect::Tensor | Dialect::Bufferization => tensor_syntax::print(kind, p, op),
    }
}

/// The result name an op suggests in custom form (upstream's
/// `OpAsmOpInterface::getAsmResultNames`): `arith.constant` names its result after its
/// value (`%c0`, `%c42_i32`, `%true`, `%cst`), `func.constant` names it `%f`, and the
/// memref/tensor ops that name theirs upstream use the op's name (`%alloc`, `%dim`,
/// `%cast`, `%subview`, `%extracted`, ...). `None` means plain numbering.
pub fn asm_result_name(ctx: &crate::ir::Context, m: &crate::ir::Module, op: Op) -> Option<String> {
    use crate::ir::{AttrKind, Signedness, TypeKind};
    let d = m.op(op);
    let fixed = match d.kind {
        Some(OpKind::FuncConstant) => Some("f"),
        Some(OpKind::MemRefAlloc) => Some("alloc"),
        Some(OpKind::MemRefAlloca) => Some("alloca"),
        Some(OpKind::MemRefCast) => Some("cast"),
        Some(OpKind::MemRefDim) => Some("dim"),
        Some(OpKind::MemRefReinterpretCast) => Some("reinterpret_cast"),
        Some(OpKind::MemRefSubView) => Some("subview"),
        Some(OpKind::MemRefView) => Some("view"),
        Some(OpKind::TensorExtract) => Some("extracted"),
        Some(OpKind::TensorDim) => Some("dim"),
        Some(OpKind::TensorCast) => Some("cast"),
        _ => None,
    };
    if let Some(n) = fixed {
        return Some(n.to_string());
    }
    // The id ops: `%thread_id_x`, `%block_dim_z`, ... (the op's name and its dimension).
    let id_op = match d.kind {
        Some(OpKind::GpuThreadId) => Some("thread_id"),
        Some(OpKind::GpuBlockId) => Some("block_id"),
        Some(OpKind::GpuBlockDim) => Some("block_dim"),
        Some(OpKind::GpuGridDim) => Some("grid_dim"),
        Some(OpKind::GpuGlobalId) => Some("global_id"),
        _ => None,
    };
    if let Some(base) = id_op {
        let dim = d
            .props
            .iter()
            .find(|a| ctx.ident_str(a.name) == "dimension")
            .and_then(|a| match ctx.attr_kind(a.value) {
                AttrKind::Opaque { dialect, body, .. } => {
                    gpu::syntax::enum_pretty(dialect, body).map(|(_, v)| v.to_string())
                }
                _ => None,
            })?;
        return Some(format!("{base}_{dim}"));
    }
    if d.kind != Some(OpKind::ArithConstant) {
        return None;
    }
    let value = d
        .props
        .iter()
        .find(|a| ctx.ident_str(a.name) == "value")?
        .value;
    let rty = m.value_type(*d.results().first()?);
    match ctx.attr_kind(value) {
        AttrKind::Bool(b) => Some(if *b { "true" } else { "false" }.to_string()),
        AttrKind::Integer { value, ty } => match ctx.type_kind(*ty) {
            TypeKind::Integer {
                width: 1,
                signedness: Signedness::Signless,
            } => Some(if *value != 0 { "true" } else { "false" }.to_string()),
            TypeKind::Integer { .. } => Some(format!(
                "c{}_{}",
                value,
                crate::printer::type_to_string(ctx, rty)
            )),
            _ => Some(format!("c{value}")),
        },
        _ => Some("cst".to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registry_tables_are_consistent() {
        for &k in OpKind::ALL {
            assert_eq!(OpKind::from_name(k.name()), Some(k));
            assert!(REGISTERED_DIALECTS.contains(&k.dialect()), "{}", k.name());
            assert_eq!(OpKind::ALL[k.index()], k);
            for (name, _) in k.default_props() {
                assert!(k.inherent_attrs().contains(name), "{} {name}", k.name());
            }
        }
        assert_eq!(OpKind::from_name("arith.frob"), None);
        assert!(OpKind::FuncReturn.is_terminator());
        assert!(OpKind::GpuFunc.is_isolated_from_above());
        assert_eq!(OpKind::FuncFunc.default_dialect(), "func");
    }
}
