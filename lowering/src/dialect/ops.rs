//! The op table: one declarative definition per registered op, in the spirit of MLIR's ODS.
//!
//! Each entry of [`op_table!`] names the op and gives, as a constant [`OpDef`]:
//! - its **memory effects** ([`Effects`], mandatory: there is no default, so an op that
//!   writes memory cannot be taken for a pure one);
//! - where it **runs on the GPU** ([`Gpu`], mandatory: emitted in kernels, rewritten by a
//!   named pass first, host only, or refused);
//! - its **traits** ([`Traits`]: Terminator, IsolatedFromAbove, SymbolTable, NoTerminator,
//!   graph regions, AffineScope, SingleBlock, NoRegionArguments, Commutative, ReturnLike);
//! - its **properties** (upstream's inherent attributes, [`Prop`]), with their defaults and
//!   unit properties;
//! - `HasParent`, `SingleBlockImplicitTerminator`, the default dialect of its regions and
//!   the result name it suggests in custom form;
//! - its **operands** by upstream's names, `[memref: One, indices: Variadic]` between its
//!   name and its definition (where declared), from which [`view`] gets a typed accessor
//!   struct per op (`dialect/operands.rs`).
//!
//! [`OpKind`], its name tables and every trait query ([`OpKind::is_terminator`],
//! [`OpKind::effects`], [`OpKind::props`], ...) are generated from the table: they are
//! lookups by index, with no `_ =>` fallback. The op's custom syntax, verifier, folder,
//! interpreter and SPIR-V lowering are the hooks of its dialect module
//! (`dialect/<ns>/{syntax,verify}.rs`, `interp/compile_ops.rs`, `spirv/src/emit`), whose
//! matches on `OpKind` the compiler checks for exhaustiveness where they dispatch every op.
//! docs/ARCHITECTURE.md ("Adding an op") lists the places to fill.

use super::operands::{Arity, OperandDef};
use super::Dialect;

/// What an op does to memory (upstream's `MemoryEffectOpInterface` and its traits).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Effects {
    /// No memory effects and always speculatable (upstream `Pure`).
    Pure,
    /// No memory effects but not always speculatable: integer division and remainder,
    /// undefined on a zero divisor (upstream `NoMemoryEffect` + conditionally speculatable).
    NoMemoryEffect,
    /// Allocates its result (`MemAlloc` on the result).
    Alloc,
    /// Reads memory (`MemRead`).
    Read,
    /// Writes memory, and may read it (`MemWrite`).
    Write,
    /// Frees memory (`MemFree`).
    Free,
    /// Its effects are those of the ops it holds (`RecursiveMemoryEffects`).
    Recursive,
    /// May do anything: calls, barriers, asserts, symbol definitions (no interface).
    Unknown,
}

/// Where an op runs when a module is lowered to the GPU.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Gpu {
    /// The SPIR-V back end lowers it inside kernels (`spirv/src/emit`), for every path
    /// (passthrough SPIR-V and naga's WGSL, MSL, HLSL, GLSL). A given type may still be
    /// refused there with a diagnostic that names the target and what it lacks.
    Kernel,
    /// A pass of `tessera-gpu-pipeline` (named here) rewrites it before the back end.
    Lowered(&'static str),
    /// It structures the module or runs on the host (`tessera run` executes it); inside a
    /// kernel it is refused.
    Host,
    /// No GPU target of Tessera can run it (the reason, named here): a kernel that holds it
    /// is refused on every path with that reason (the interpreter may still run it).
    Refused(&'static str),
}

/// A set of structural traits (bit flags).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Traits(u32);

impl Traits {
    /// No traits.
    pub const NONE: Traits = Traits(0);
    /// `IsTerminator`: ends a block.
    pub const TERMINATOR: Traits = Traits(1);
    /// `IsolatedFromAbove`: values of enclosing regions are not visible inside.
    pub const ISOLATED_FROM_ABOVE: Traits = Traits(1 << 1);
    /// `SymbolTable`.
    pub const SYMBOL_TABLE: Traits = Traits(1 << 2);
    /// `NoTerminator`: its blocks need no terminator.
    pub const NO_TERMINATOR: Traits = Traits(1 << 3);
    /// Its regions are graph regions (`RegionKindInterface`: no dominance).
    pub const GRAPH_REGION: Traits = Traits(1 << 4);
    /// `AffineScope`: its region's top-level values are valid affine symbols.
    pub const AFFINE_SCOPE: Traits = Traits(1 << 5);
    /// `SingleBlock`: each region holds at most one block.
    pub const SINGLE_BLOCK: Traits = Traits(1 << 6);
    /// `NoRegionArguments`.
    pub const NO_REGION_ARGUMENTS: Traits = Traits(1 << 7);
    /// `Commutative`: operands may be swapped.
    pub const COMMUTATIVE: Traits = Traits(1 << 8);
    /// `ReturnLike`: returns control and values to the parent op.
    pub const RETURN_LIKE: Traits = Traits(1 << 9);
    /// The op's own verifier checks the terminators of its regions (so the generic "block
    /// with no terminator" check must not report them again).
    pub const VERIFIES_TERMINATORS: Traits = Traits(1 << 10);

    /// Both sets.
    pub const fn with(self, other: Traits) -> Traits {
        Traits(self.0 | other.0)
    }

    /// Whether every trait of `t` is in the set.
    pub const fn has(self, t: Traits) -> bool {
        self.0 & t.0 == t.0
    }
}

impl std::ops::BitOr for Traits {
    type Output = Traits;
    fn bitor(self, rhs: Traits) -> Traits {
        self.with(rhs)
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
    /// `#gpu.prune_2to4_spmat_flag<PRUNE_AND_CHECK>`
    PruneAndCheck,
    /// `#gpu.mat_transpose_mode<NON_TRANSPOSE>`
    NonTranspose,
    /// `#vector.kind<add>`
    CombiningKindAdd,
    /// `#vector.punctuation<newline>`
    PunctuationNewline,
}

/// How a property is stored when absent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PropKind {
    /// Required or optional, no default.
    Plain,
    /// Filled with this default when absent (the parser and the builders do).
    Default(DefaultProp),
    /// A unit property: present or absent. Upstream's generic form may spell an absent one
    /// `name = false`, which the parser drops.
    Unit,
}

/// An inherent attribute (upstream ODS argument, stored as a property).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Prop {
    /// Its name.
    pub name: &'static str,
    /// Default or unit.
    pub kind: PropKind,
}

impl Prop {
    /// A property without default.
    pub const fn plain(name: &'static str) -> Prop {
        Prop {
            name,
            kind: PropKind::Plain,
        }
    }
    /// A property with a default.
    pub const fn default(name: &'static str, d: DefaultProp) -> Prop {
        Prop {
            name,
            kind: PropKind::Default(d),
        }
    }
    /// A unit property.
    pub const fn unit(name: &'static str) -> Prop {
        Prop {
            name,
            kind: PropKind::Unit,
        }
    }
}

/// One op's definition.
#[derive(Debug, Clone, Copy)]
pub struct OpDef {
    /// The full name, `dialect.op`.
    pub name: &'static str,
    /// Memory effects.
    pub effects: Effects,
    /// GPU lowering.
    pub gpu: Gpu,
    /// Structural traits.
    pub traits: Traits,
    /// Inherent attributes.
    pub props: &'static [Prop],
    /// `HasParent`/`ParentOneOf`: the allowed parents and the message tail upstream
    /// prints after `expects parent op `.
    pub parent: Option<(&'static [OpKind], &'static str)>,
    /// `SingleBlockImplicitTerminator<T>`.
    pub implicit_terminator: Option<OpKind>,
    /// The dialect whose ops may be written without their prefix inside its regions
    /// (`OpAsmOpInterface::getDefaultDialect`); empty for none.
    pub default_dialect: &'static str,
    /// The result name suggested in custom form (`OpAsmOpInterface::getAsmResultNames`),
    /// where it is a fixed name.
    pub result_name: Option<&'static str>,
    /// The operand groups, by upstream's names (`None`: not declared yet). An op that
    /// declares them gets a typed view in [`view`] (see `dialect/operands.rs`).
    pub operands: Option<&'static [OperandDef]>,
}

/// The start of a definition: the two mandatory parts.
const fn op(effects: Effects, gpu: Gpu) -> OpDef {
    OpDef {
        name: "",
        effects,
        gpu,
        traits: Traits::NONE,
        props: &[],
        parent: None,
        implicit_terminator: None,
        default_dialect: "",
        result_name: None,
        operands: None,
    }
}

impl OpDef {
    const fn traits(mut self, t: Traits) -> OpDef {
        self.traits = self.traits.with(t);
        self
    }
    const fn props(mut self, p: &'static [Prop]) -> OpDef {
        self.props = p;
        self
    }
    const fn parent(mut self, allowed: &'static [OpKind], tail: &'static str) -> OpDef {
        self.parent = Some((allowed, tail));
        self
    }
    /// `SingleBlockImplicitTerminator<T>` (implies SingleBlock and VerifiesTerminators).
    const fn implicit_terminator(mut self, t: OpKind) -> OpDef {
        self.implicit_terminator = Some(t);
        self.traits = self
            .traits
            .with(Traits::SINGLE_BLOCK)
            .with(Traits::VERIFIES_TERMINATORS);
        self
    }
    const fn default_dialect(mut self, d: &'static str) -> OpDef {
        self.default_dialect = d;
        self
    }
    const fn result_name(mut self, n: &'static str) -> OpDef {
        self.result_name = Some(n);
        self
    }
}

/// The operand list of a table entry, `[name: Arity, ...]`, as an `OpDef::operands`.
macro_rules! operand_defs {
    () => {
        None
    };
    ([$($arg:ident $arity:ident)*]) => {
        Some(&[$(OperandDef {
            name: super::operands::ident_name(stringify!($arg)),
            arity: Arity::$arity,
        }),*])
    };
}

macro_rules! op_table {
    ($($dialect:ident $enum:ident {
        $($variant:ident = $name:literal $([$($arg:ident: $arity:ident),* $(,)?])? => $def:expr,)*
    })*) => {
        /// Every registered operation.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum OpKind {
            $($(
                #[doc = concat!("`", $name, "`")]
                $variant,
            )*)*
        }

        $(
            #[doc = concat!("The ops of the `", stringify!($dialect), "` dialect: what its")]
            /// hooks (syntax, verifier) match on, exhaustively.
            #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
            pub enum $enum {
                $(
                    #[doc = concat!("`", $name, "`")]
                    $variant,
                )*
            }

            impl From<$enum> for OpKind {
                fn from(k: $enum) -> OpKind {
                    match k {
                        $($enum::$variant => OpKind::$variant,)*
                    }
                }
            }

            // Each op sits in the group of its name's namespace.
            $(
                const _: () = assert!(
                    Dialect::of_op_name($name) as u8 == Dialect::$dialect as u8,
                    concat!($name, " is not in its dialect's group")
                );
            )*
        )*

        /// An op, as the op of its dialect ([`OpKind::split`]).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum DialectOp {
            $(
                #[doc = concat!("A `", stringify!($dialect), "` op.")]
                $dialect($enum),
            )*
        }

        impl OpKind {
            /// The op as the op of its dialect, for a dialect's hooks to match on
            /// exhaustively.
            pub fn split(self) -> DialectOp {
                match self {
                    $($(OpKind::$variant => DialectOp::$dialect($enum::$variant),)*)*
                }
            }
        }

        /// The definitions, indexed by [`OpKind::index`].
        static DEFS: &[OpDef] = {
            use OpKind::*;
            use Effects::*;
            &[$($(OpDef {
                name: $name,
                operands: operand_defs!($([$($arg $arity)*])?),
                ..$def
            },)*)*]
        };

        /// Typed views of the ops whose table entry declares their operands: one struct
        /// per op, named as its [`OpKind`], with one accessor per operand group.
        pub mod view {
            use super::super::operands::{
                group_get, group_type, ident_name, op_view, position, split, OperandError,
            };
            use super::OpKind;
            use crate::ir::{Context, OpData, Value};
            $($($(
                op_view!($variant $name $($arg $arity)*);
            )?)*)*
        }

        impl OpKind {
            /// All registered ops.
            pub const ALL: &'static [OpKind] = &[$($(OpKind::$variant,)*)*];
            /// The dialect of each op.
            const DIALECTS: &'static [Dialect] = &[$($({
                let _ = $name;
                Dialect::$dialect
            },)*)*];
        }
    };
}

/// Custom form suggests `%alloc`, `%dim`, ... (the op's name).
const FASTMATH: &[Prop] = &[Prop::default("fastmath", DefaultProp::FastMathNone)];
const OVERFLOW: &[Prop] = &[Prop::default("overflowFlags", DefaultProp::OverflowNone)];
const NONTEMPORAL: &[Prop] = &[
    Prop::plain("alignment"),
    Prop::default("nontemporal", DefaultProp::False),
];
const ALIGNMENT: &[Prop] = &[Prop::plain("alignment")];
const TRANSFER: &[Prop] = &[
    Prop::plain("in_bounds"),
    Prop::plain("operandSegmentSizes"),
    Prop::plain("permutation_map"),
];
/// The pass that rewrites the masked `vector` memory ops for the GPU.
const MASKED: Gpu = Gpu::Lowered("vector-emulate-masked-memory");
const MASK: Gpu = Gpu::Lowered("lower-vector-mask");
const UNROLL: Gpu = Gpu::Lowered("tessera-unroll-vectors");
const SCALING: Gpu =
    Gpu::Refused("its scale is an f8E8M0FNU exponent, and no target has the 8-bit float formats");
const SEGMENTS: &[Prop] = &[Prop::plain("operandSegmentSizes")];
/// `OffsetSizeAndStrideOpInterface`'s static lists (`tensor.extract_slice`/`insert_slice`).
const OFFSETS_SIZES_STRIDES: &[Prop] = &[
    Prop::plain("static_offsets"),
    Prop::plain("static_sizes"),
    Prop::plain("static_strides"),
    Prop::plain("operandSegmentSizes"),
];
/// The convolutions and poolings with `strides` and `dilations`.
const WINDOWED: &[Prop] = &[
    Prop::plain("dilations"),
    Prop::plain("operandSegmentSizes"),
    Prop::plain("strides"),
];
/// The sparse library ops with one transpose mode.
const SPARSE_A: &[Prop] = &[
    Prop::default("modeA", DefaultProp::NonTranspose),
    Prop::plain("computeType"),
];
/// The sparse library ops with two transpose modes.
const SPARSE_AB: &[Prop] = &[
    Prop::default("modeA", DefaultProp::NonTranspose),
    Prop::default("modeB", DefaultProp::NonTranspose),
    Prop::plain("computeType"),
];
const MAP: &[Prop] = &[Prop::plain("map")];
const GPU_ID: &[Prop] = &[Prop::plain("dimension"), Prop::plain("upper_bound")];
const UPPER_BOUND: &[Prop] = &[Prop::plain("upper_bound")];
const LINALG: Gpu = Gpu::Lowered("convert-linalg-to-affine-loops");
/// The tensor and bufferization ops: `one-shot-bufferize` turns them into memref ops.
const BUFFERIZE: Gpu = Gpu::Lowered("one-shot-bufferize");
/// The tensor ops `one-shot-bufferize` refuses.
const NOT_BUFFERIZED: &str = "one-shot-bufferize does not bufferize it";
/// The subgroup matrix ops: the interpreter runs them, the GPU targets cannot.
const MMA: Gpu = Gpu::Refused(
    "the target lacks cooperative-matrix support (wgpu 30 exposes none, so neither \
     SPIR-V's KHR_cooperative_matrix nor a naga backend can run it)",
);
const LOWER_AFFINE: Gpu = Gpu::Lowered("lower-affine");
const TERMINATOR: Traits = Traits::TERMINATOR;
const RETURN: Traits = Traits::TERMINATOR.with(Traits::RETURN_LIKE);
const COMMUTATIVE: Traits = Traits::COMMUTATIVE;
const MODULE_TRAITS: Traits = Traits::ISOLATED_FROM_ABOVE
    .with(Traits::SYMBOL_TABLE)
    .with(Traits::NO_TERMINATOR)
    .with(Traits::GRAPH_REGION)
    .with(Traits::SINGLE_BLOCK)
    .with(Traits::NO_REGION_ARGUMENTS);

op_table! {
    Builtin BuiltinOp {
        BuiltinModule = "builtin.module" => op(Unknown, Gpu::Host)
            .traits(MODULE_TRAITS.with(Traits::AFFINE_SCOPE))
            .props(&[Prop::plain("sym_name"), Prop::plain("sym_visibility")])
            .default_dialect("builtin"),
        UnrealizedConversionCast = "builtin.unrealized_conversion_cast" => op(Pure, Gpu::Host),
    }
    Func FuncOp {
        FuncFunc = "func.func" => op(Unknown, Gpu::Host)
            .traits(Traits::ISOLATED_FROM_ABOVE.with(Traits::AFFINE_SCOPE))
            .props(&[
                Prop::plain("sym_name"),
                Prop::plain("function_type"),
                Prop::plain("sym_visibility"),
                Prop::plain("arg_attrs"),
                Prop::plain("res_attrs"),
            ])
            .default_dialect("func"),
        FuncReturn = "func.return" [operands: Variadic] => op(Pure, Gpu::Host)
            .traits(RETURN)
            .parent(&[FuncFunc], "'func.func'"),
        FuncCall = "func.call" [operands: Variadic] => op(Unknown, Gpu::Host).props(&[
            Prop::plain("callee"),
            Prop::plain("arg_attrs"),
            Prop::plain("res_attrs"),
            Prop::plain("no_inline"),
        ]),
        FuncCallIndirect = "func.call_indirect" [callee: One, callee_operands: Variadic] => op(Unknown, Gpu::Host),
        FuncConstant = "func.constant" => op(Pure, Gpu::Host)
            .props(&[Prop::plain("value")])
            .result_name("f"),
    }
    Arith ArithOp {
        ArithConstant = "arith.constant" => op(Pure, Gpu::Kernel).props(&[Prop::plain("value")]),
        ArithAddI = "arith.addi" [lhs: One, rhs: One] => op(Pure, Gpu::Kernel).traits(COMMUTATIVE).props(OVERFLOW),
        ArithSubI = "arith.subi" [lhs: One, rhs: One] => op(Pure, Gpu::Kernel).props(OVERFLOW),
        ArithMulI = "arith.muli" [lhs: One, rhs: One] => op(Pure, Gpu::Kernel).traits(COMMUTATIVE).props(OVERFLOW),
        ArithDivSI = "arith.divsi" [lhs: One, rhs: One] => op(NoMemoryEffect, Gpu::Kernel),
        ArithDivUI = "arith.divui" [lhs: One, rhs: One] => op(NoMemoryEffect, Gpu::Kernel),
        ArithCeilDivSI = "arith.ceildivsi" [lhs: One, rhs: One] => op(NoMemoryEffect, Gpu::Kernel),
        ArithCeilDivUI = "arith.ceildivui" [lhs: One, rhs: One] => op(NoMemoryEffect, Gpu::Kernel),
        ArithFloorDivSI = "arith.floordivsi" [lhs: One, rhs: One] => op(NoMemoryEffect, Gpu::Kernel),
        ArithRemSI = "arith.remsi" [lhs: One, rhs: One] => op(NoMemoryEffect, Gpu::Kernel),
        ArithRemUI = "arith.remui" [lhs: One, rhs: One] => op(NoMemoryEffect, Gpu::Kernel),
        ArithMinSI = "arith.minsi" [lhs: One, rhs: One] => op(Pure, Gpu::Kernel).traits(COMMUTATIVE),
        ArithMinUI = "arith.minui" [lhs: One, rhs: One] => op(Pure, Gpu::Kernel).traits(COMMUTATIVE),
        ArithMaxSI = "arith.maxsi" [lhs: One, rhs: One] => op(Pure, Gpu::Kernel).traits(COMMUTATIVE),
        ArithMaxUI = "arith.maxui" [lhs: One, rhs: One] => op(Pure, Gpu::Kernel).traits(COMMUTATIVE),
        ArithAndI = "arith.andi" [lhs: One, rhs: One] => op(Pure, Gpu::Kernel).traits(COMMUTATIVE),
        ArithOrI = "arith.ori" [lhs: One, rhs: One] => op(Pure, Gpu::Kernel).traits(COMMUTATIVE),
        ArithXOrI = "arith.xori" [lhs: One, rhs: One] => op(Pure, Gpu::Kernel).traits(COMMUTATIVE),
        ArithShLI = "arith.shli" [lhs: One, rhs: One] => op(Pure, Gpu::Kernel).props(OVERFLOW),
        ArithShRSI = "arith.shrsi" [lhs: One, rhs: One] => op(Pure, Gpu::Kernel),
        ArithShRUI = "arith.shrui" [lhs: One, rhs: One] => op(Pure, Gpu::Kernel),
        ArithAddF = "arith.addf" [lhs: One, rhs: One] => op(Pure, Gpu::Kernel).traits(COMMUTATIVE).props(FASTMATH),
        ArithSubF = "arith.subf" [lhs: One, rhs: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        ArithMulF = "arith.mulf" [lhs: One, rhs: One] => op(Pure, Gpu::Kernel).traits(COMMUTATIVE).props(FASTMATH),
        ArithDivF = "arith.divf" [lhs: One, rhs: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        ArithRemF = "arith.remf" [lhs: One, rhs: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        ArithMinimumF = "arith.minimumf" [lhs: One, rhs: One] => op(Pure, Gpu::Kernel).traits(COMMUTATIVE).props(FASTMATH),
        ArithMaximumF = "arith.maximumf" [lhs: One, rhs: One] => op(Pure, Gpu::Kernel).traits(COMMUTATIVE).props(FASTMATH),
        ArithMinNumF = "arith.minnumf" [lhs: One, rhs: One] => op(Pure, Gpu::Kernel).traits(COMMUTATIVE).props(FASTMATH),
        ArithMaxNumF = "arith.maxnumf" [lhs: One, rhs: One] => op(Pure, Gpu::Kernel).traits(COMMUTATIVE).props(FASTMATH),
        ArithNegF = "arith.negf" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        ArithMaximumNumF = "arith.maximumnumf" [lhs: One, rhs: One] => op(Pure, Gpu::Kernel)
            .traits(COMMUTATIVE)
            .props(FASTMATH),
        ArithMinimumNumF = "arith.minimumnumf" [lhs: One, rhs: One] => op(Pure, Gpu::Kernel)
            .traits(COMMUTATIVE)
            .props(FASTMATH),
        ArithFlushDenormals = "arith.flush_denormals" => op(Pure, Gpu::Kernel).props(FASTMATH),
        ArithCmpI = "arith.cmpi" [lhs: One, rhs: One] => op(Pure, Gpu::Kernel).props(&[Prop::plain("predicate")]),
        ArithCmpF = "arith.cmpf" [lhs: One, rhs: One] => op(Pure, Gpu::Kernel).props(&[
            Prop::plain("predicate"),
            Prop::default("fastmath", DefaultProp::FastMathNone),
        ]),
        ArithSelect = "arith.select" [condition: One, true_value: One, false_value: One] => op(Pure, Gpu::Kernel),
        ArithIndexCast = "arith.index_cast" [r#in: One] => op(Pure, Gpu::Kernel),
        ArithIndexCastUI = "arith.index_castui" [r#in: One] => op(Pure, Gpu::Kernel),
        ArithSIToFP = "arith.sitofp" [r#in: One] => op(Pure, Gpu::Kernel),
        ArithUIToFP = "arith.uitofp" [r#in: One] => op(Pure, Gpu::Kernel),
        ArithFPToSI = "arith.fptosi" [r#in: One] => op(Pure, Gpu::Kernel),
        ArithFPToUI = "arith.fptoui" [r#in: One] => op(Pure, Gpu::Kernel),
        // `fastmath` is optional on the float casts (upstream's `OptionalAttr`: absent, not
        // `none`, when not written).
        ArithExtF = "arith.extf" [r#in: One] => op(Pure, Gpu::Kernel).props(&[Prop::plain("fastmath")]),
        ArithTruncF = "arith.truncf" [r#in: One] => op(Pure, Gpu::Kernel).props(&[
            Prop::plain("roundingmode"),
            Prop::plain("fastmath"),
        ]),
        // `extf(in) * 2^scale` and `truncf(in / 2^scale)` with an `f8E8M0FNU` scale (a wider
        // one is rounded to it first), as upstream's `arith-expand` lowers them.
        ArithScalingExtF = "arith.scaling_extf" [r#in: One, scale: One] => op(Pure, SCALING).props(&[Prop::plain("fastmath")]),
        ArithScalingTruncF = "arith.scaling_truncf" [r#in: One, scale: One] => op(Pure, SCALING).props(&[
            Prop::plain("roundingmode"),
            Prop::plain("fastmath"),
        ]),
        // Between float types of one width (f16 <-> bf16): bf16 has no SPIR-V type here, so
        // it stays in host code (the interpreter).
        ArithConvertF = "arith.convertf" [r#in: One] => op(Pure, Gpu::Host).props(&[Prop::plain("roundingmode")]),
        ArithExtSI = "arith.extsi" [r#in: One] => op(Pure, Gpu::Kernel),
        ArithExtUI = "arith.extui" [r#in: One] => op(Pure, Gpu::Kernel),
        ArithTruncI = "arith.trunci" [r#in: One] => op(Pure, Gpu::Kernel).props(OVERFLOW),
        ArithBitcast = "arith.bitcast" [r#in: One] => op(Pure, Gpu::Kernel),
        ArithAddUIExtended = "arith.addui_extended" [lhs: One, rhs: One] => op(Pure, Gpu::Kernel).traits(COMMUTATIVE),
        ArithSubUIExtended = "arith.subui_extended" => op(Pure, Gpu::Kernel),
        ArithMulUIExtended = "arith.mului_extended" [lhs: One, rhs: One] => op(Pure, Gpu::Kernel).traits(COMMUTATIVE),
        ArithMulSIExtended = "arith.mulsi_extended" [lhs: One, rhs: One] => op(Pure, Gpu::Kernel).traits(COMMUTATIVE),
    }
    Math MathOp {
        MathSqrt = "math.sqrt" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathRsqrt = "math.rsqrt" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathExp = "math.exp" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathExp2 = "math.exp2" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathLog = "math.log" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathLog2 = "math.log2" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathLog10 = "math.log10" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathLog1p = "math.log1p" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathTanh = "math.tanh" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathSin = "math.sin" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathCos = "math.cos" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathTan = "math.tan" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathAtan = "math.atan" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathAtan2 = "math.atan2" [lhs: One, rhs: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathErf = "math.erf" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathFma = "math.fma" [a: One, b: One, c: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathAbsF = "math.absf" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathAbsI = "math.absi" [operand: One] => op(Pure, Gpu::Kernel),
        MathCtPop = "math.ctpop" [operand: One] => op(Pure, Gpu::Kernel),
        MathCtlz = "math.ctlz" [operand: One] => op(Pure, Gpu::Kernel),
        MathCttz = "math.cttz" [operand: One] => op(Pure, Gpu::Kernel),
        MathPowF = "math.powf" [lhs: One, rhs: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathCeil = "math.ceil" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathFloor = "math.floor" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathRound = "math.round" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathCopySign = "math.copysign" [lhs: One, rhs: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathIsNaN = "math.isnan" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathIsInf = "math.isinf" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathIsFinite = "math.isfinite" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathIsNormal = "math.isnormal" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathTrunc = "math.trunc" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathRoundEven = "math.roundeven" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathSinh = "math.sinh" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathCosh = "math.cosh" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathAsin = "math.asin" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathAcos = "math.acos" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathExpM1 = "math.expm1" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathCbrt = "math.cbrt" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathAsinh = "math.asinh" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathAcosh = "math.acosh" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathAtanh = "math.atanh" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathErfc = "math.erfc" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        // Not speculated: the interpreter faults on 0 to a negative power.
        MathIPowI = "math.ipowi" [lhs: One, rhs: One] => op(NoMemoryEffect, Gpu::Kernel),
        MathFPowI = "math.fpowi" [lhs: One, rhs: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathClampF = "math.clampf" [a: One, b: One, c: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
        MathSinCos = "math.sincos" [operand: One] => op(Pure, Gpu::Kernel).props(FASTMATH),
    }
    MemRef MemRefOp {
        MemRefAlloc = "memref.alloc" [dynamic_sizes: Variadic, symbol_operands: Variadic] =>
            op(Alloc, Gpu::Kernel)
            .props(&[Prop::plain("alignment"), Prop::plain("operandSegmentSizes")])
            .result_name("alloc"),
        MemRefAlloca = "memref.alloca" [dynamic_sizes: Variadic, symbol_operands: Variadic] =>
            op(Alloc, Gpu::Kernel)
            .props(&[Prop::plain("alignment"), Prop::plain("operandSegmentSizes")])
            .result_name("alloca"),
        MemRefDealloc = "memref.dealloc" [memref: One] => op(Free, Gpu::Kernel),
        MemRefLoad = "memref.load" [memref: One, indices: Variadic] =>
            op(Read, Gpu::Kernel).props(NONTEMPORAL),
        MemRefStore = "memref.store" [value: One, memref: One, indices: Variadic] =>
            op(Write, Gpu::Kernel).props(NONTEMPORAL),
        MemRefDim = "memref.dim" [source: One, index: One] =>
            op(Pure, Gpu::Kernel).result_name("dim"),
        MemRefRank = "memref.rank" [memref: One] => op(Pure, Gpu::Host),
        MemRefCast = "memref.cast" [source: One] => op(Pure, Gpu::Kernel).result_name("cast"),
        MemRefCopy = "memref.copy" [source: One, target: One] => op(Write, Gpu::Host),
        MemRefSubView = "memref.subview"
            [source: One, offsets: Variadic, sizes: Variadic, strides: Variadic] =>
            op(Pure, Gpu::Kernel)
            .props(&[
                Prop::plain("static_offsets"),
                Prop::plain("static_sizes"),
                Prop::plain("static_strides"),
                Prop::plain("operandSegmentSizes"),
            ])
            .result_name("subview"),
        MemRefReinterpretCast = "memref.reinterpret_cast"
            [source: One, offsets: Variadic, sizes: Variadic, strides: Variadic] =>
            op(Pure, Gpu::Kernel)
            .props(&[
                Prop::plain("static_offsets"),
                Prop::plain("static_sizes"),
                Prop::plain("static_strides"),
                Prop::plain("operandSegmentSizes"),
            ])
            .result_name("reinterpret_cast"),
        MemRefGlobal = "memref.global" => op(Unknown, Gpu::Host).props(&[
            Prop::plain("sym_name"),
            Prop::plain("sym_visibility"),
            Prop::plain("type"),
            Prop::plain("initial_value"),
            Prop::plain("constant"),
            Prop::plain("alignment"),
        ]),
        MemRefGetGlobal = "memref.get_global" => op(Pure, Gpu::Host).props(&[Prop::plain("name")]),
        MemRefView = "memref.view" [source: One, byte_shift: One, sizes: Variadic] => op(Pure, Gpu::Host).result_name("view"),
        MemRefExpandShape = "memref.expand_shape" [src: One, output_shape: Variadic] => op(Pure, Gpu::Kernel)
            .props(&[Prop::plain("reassociation"), Prop::plain("static_output_shape")]),
        MemRefCollapseShape = "memref.collapse_shape" [src: One] => op(Pure, Gpu::Kernel)
            .props(&[Prop::plain("reassociation")]),
        MemRefAtomicRmw = "memref.atomic_rmw" [value: One, memref: One, indices: Variadic] =>
            op(Write, Gpu::Kernel).props(&[Prop::plain("kind")]),
        MemRefAssumeAlignment = "memref.assume_alignment" [memref: One] => op(Pure, Gpu::Kernel)
            .props(&[Prop::plain("alignment")])
            .result_name("assume_align"),
        MemRefPrefetch = "memref.prefetch" [memref: One, indices: Variadic] => op(Unknown, Gpu::Kernel).props(&[
            Prop::plain("isWrite"),
            Prop::plain("localityHint"),
            Prop::plain("isDataCache"),
        ]),
        MemRefMemorySpaceCast = "memref.memory_space_cast" [source: One] => op(Pure, Gpu::Host)
            .result_name("memspacecast"),
        MemRefTranspose = "memref.transpose" [r#in: One] => op(Pure, Gpu::Host)
            .props(&[Prop::plain("permutation")])
            .result_name("transpose"),
        MemRefReshape = "memref.reshape" [source: One, shape: One] => op(Pure, Gpu::Host).result_name("reshape"),
        MemRefExtractStridedMetadata = "memref.extract_strided_metadata" [source: One] => op(Pure, Gpu::Host),
        MemRefExtractAlignedPointerAsIndex = "memref.extract_aligned_pointer_as_index" [source: One] =>
            op(Pure, Gpu::Host).result_name("intptr"),
        // Allocates, copies and frees: every effect.
        MemRefRealloc = "memref.realloc" [source: One, dynamic_result_size: Optional] => op(Unknown, Gpu::Host).props(&[Prop::plain("alignment")]),
        MemRefAllocaScope = "memref.alloca_scope" => op(Recursive, Gpu::Host)
            .implicit_terminator(MemRefAllocaScopeReturn),
        MemRefAllocaScopeReturn = "memref.alloca_scope.return" [results: Variadic] => op(Pure, Gpu::Host)
            .traits(RETURN)
            .parent(&[MemRefAllocaScope], "'memref.alloca_scope'"),
        MemRefGenericAtomicRmw = "memref.generic_atomic_rmw" [memref: One, indices: Variadic] => op(Write, Gpu::Host)
            .implicit_terminator(MemRefAtomicYield),
        MemRefAtomicYield = "memref.atomic_yield" [result: One] => op(Pure, Gpu::Host)
            .traits(TERMINATOR)
            .parent(&[MemRefGenericAtomicRmw], "'memref.generic_atomic_rmw'"),
        MemRefDmaStart = "memref.dma_start" => op(Write, Gpu::Host),
        MemRefDmaWait = "memref.dma_wait" => op(Unknown, Gpu::Host),
        MemRefDistinctObjects = "memref.distinct_objects" => op(Pure, Gpu::Host),
    }
    Affine AffineOp {
        AffineFor = "affine.for"
            [lower_bound_operands: Variadic, upper_bound_operands: Variadic, inits: Variadic] =>
            op(Recursive, Gpu::Kernel)
            .props(&[
                Prop::plain("lowerBoundMap"),
                Prop::plain("upperBoundMap"),
                Prop::plain("step"),
                Prop::plain("operandSegmentSizes"),
            ])
            .implicit_terminator(AffineYield),
        AffineParallel = "affine.parallel" [map_operands: Variadic] => op(Recursive, Gpu::Lowered("tessera-map-to-gpu"))
            .props(&[
                Prop::plain("reductions"),
                Prop::plain("lowerBoundsMap"),
                Prop::plain("lowerBoundsGroups"),
                Prop::plain("upperBoundsMap"),
                Prop::plain("upperBoundsGroups"),
                Prop::plain("steps"),
            ])
            .implicit_terminator(AffineYield),
        AffineIf = "affine.if" => op(Recursive, Gpu::Kernel)
            .traits(Traits::NO_REGION_ARGUMENTS)
            .props(&[Prop::plain("condition")])
            .implicit_terminator(AffineYield),
        AffineLoad = "affine.load" [memref: One, indices: Variadic] =>
            op(Read, Gpu::Kernel).props(MAP),
        AffineStore = "affine.store" [value: One, memref: One, indices: Variadic] =>
            op(Write, Gpu::Kernel).props(MAP),
        AffineApply = "affine.apply" [map_operands: Variadic] => op(Pure, Gpu::Kernel).props(MAP),
        AffineMin = "affine.min" [operands: Variadic] => op(Pure, Gpu::Kernel).props(MAP),
        AffineMax = "affine.max" [operands: Variadic] => op(Pure, Gpu::Kernel).props(MAP),
        AffineYield = "affine.yield" [operands: Variadic] => op(Pure, Gpu::Kernel).traits(RETURN),
        AffineVectorLoad = "affine.vector_load" [memref: One, indices: Variadic] =>
            op(Read, LOWER_AFFINE).props(MAP),
        AffineVectorStore = "affine.vector_store" [value: One, memref: One, indices: Variadic] =>
            op(Write, LOWER_AFFINE).props(MAP),
        AffinePrefetch = "affine.prefetch" [memref: One, indices: Variadic] => op(Unknown, LOWER_AFFINE).props(&[
            Prop::plain("map"),
            Prop::plain("localityHint"),
            Prop::plain("isWrite"),
            Prop::plain("isDataCache"),
        ]),
        AffineDmaStart = "affine.dma_start" => op(Write, LOWER_AFFINE),
        AffineDmaWait = "affine.dma_wait" => op(Unknown, LOWER_AFFINE),
        AffineDelinearizeIndex = "affine.delinearize_index" => op(Pure, LOWER_AFFINE)
            .props(&[Prop::plain("static_basis")]),
        AffineLinearizeIndex = "affine.linearize_index" => op(Pure, LOWER_AFFINE)
            .props(&[Prop::plain("static_basis"), Prop::unit("disjoint")]),
    }
    Scf ScfOp {
        ScfFor = "scf.for" [lower_bound: One, upper_bound: One, step: One, init_args: Variadic] =>
            op(Recursive, Gpu::Kernel)
            .props(&[Prop::unit("unsignedCmp")])
            .implicit_terminator(ScfYield),
        ScfParallel = "scf.parallel" [lower_bound: Variadic, upper_bound: Variadic, step: Variadic, init_vals: Variadic] => op(Recursive, Gpu::Lowered("tessera-map-to-gpu"))
            .traits(Traits::SINGLE_BLOCK.with(Traits::VERIFIES_TERMINATORS))
            .props(SEGMENTS),
        ScfReduce = "scf.reduce" [operands: Variadic] => op(Recursive, Gpu::Lowered("tessera-map-to-gpu"))
            .traits(TERMINATOR)
            .parent(&[ScfParallel], "'scf.parallel'"),
        ScfReduceReturn = "scf.reduce.return" [result: One] => op(Pure, Gpu::Lowered("tessera-map-to-gpu"))
            .traits(TERMINATOR)
            .parent(&[ScfReduce], "'scf.reduce'"),
        ScfIf = "scf.if" [condition: One] => op(Recursive, Gpu::Kernel)
            .traits(Traits::NO_REGION_ARGUMENTS)
            .implicit_terminator(ScfYield),
        ScfWhile = "scf.while" [inits: Variadic] =>
            op(Unknown, Gpu::Kernel).traits(Traits::VERIFIES_TERMINATORS),
        ScfCondition = "scf.condition" [condition: One, args: Variadic] => op(Pure, Gpu::Kernel)
            .traits(TERMINATOR)
            .parent(&[ScfWhile], "'scf.while'"),
        // Any number of blocks, each ending in scf.yield (or a branch).
        ScfExecuteRegion = "scf.execute_region" => op(Recursive, Gpu::Kernel)
            .props(&[Prop::unit("no_inline")]),
        ScfIndexSwitch = "scf.index_switch" [arg: One] => op(Recursive, Gpu::Kernel)
            .traits(Traits::NO_REGION_ARGUMENTS)
            .props(&[Prop::plain("cases")])
            .implicit_terminator(ScfYield),
        // Memref form only on the GPU: `scf-forall-to-parallel` makes it an scf.parallel.
        ScfForall = "scf.forall" [dynamic_lower_bound: Variadic, dynamic_upper_bound: Variadic, dynamic_step: Variadic, outputs: Variadic] => op(Recursive, Gpu::Lowered("scf-forall-to-parallel"))
            .props(&[
                Prop::plain("staticLowerBound"),
                Prop::plain("staticUpperBound"),
                Prop::plain("staticStep"),
                Prop::plain("mapping"),
                Prop::plain("operandSegmentSizes"),
            ])
            .implicit_terminator(ScfForallInParallel),
        ScfForallInParallel = "scf.forall.in_parallel" =>
            op(Pure, Gpu::Lowered("scf-forall-to-parallel"))
                .traits(TERMINATOR.with(Traits::NO_TERMINATOR).with(Traits::SINGLE_BLOCK))
                .parent(&[ScfForall], "'scf.forall'"),
        ScfYield = "scf.yield" [results: Variadic] => op(Pure, Gpu::Kernel).traits(RETURN).parent(
            &[ScfFor, ScfIf, ScfWhile, ScfExecuteRegion, ScfIndexSwitch],
            "to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'",
        ),
    }
    Cf CfOp {
        CfBr = "cf.br" [dest_operands: Variadic] => op(Pure, Gpu::Kernel).traits(TERMINATOR),
        CfCondBr = "cf.cond_br" [condition: One, true_dest_operands: Variadic, false_dest_operands: Variadic] => op(Pure, Gpu::Kernel).traits(TERMINATOR).props(SEGMENTS),
        CfSwitch = "cf.switch" [flag: One, default_operands: Variadic, case_operands: Variadic] => op(Pure, Gpu::Host).traits(TERMINATOR).props(&[
            Prop::plain("case_values"),
            Prop::plain("case_operand_segments"),
            Prop::plain("operandSegmentSizes"),
        ]),
        CfAssert = "cf.assert" [arg: One] => op(Unknown, Gpu::Host).props(&[Prop::plain("msg")]),
    }
    Vector VectorOp {
        VectorLoad = "vector.load" [base: One, indices: Variadic] =>
            op(Read, Gpu::Kernel).props(NONTEMPORAL),
        VectorStore = "vector.store" [value_to_store: One, base: One, indices: Variadic] =>
            op(Write, Gpu::Kernel).props(NONTEMPORAL),
        VectorBroadcast = "vector.broadcast" => op(Pure, Gpu::Kernel),
        VectorExtract = "vector.extract" [source: One, dynamic_position: Variadic] => op(Pure, Gpu::Kernel)
            .props(&[Prop::plain("static_position")]),
        VectorInsert = "vector.insert" [value_to_store: One, dest: One, dynamic_position: Variadic] => op(Pure, Gpu::Kernel)
            .props(&[Prop::plain("static_position")]),
        VectorFma = "vector.fma" [lhs: One, rhs: One, acc: One] => op(Pure, Gpu::Kernel),
        VectorReduction = "vector.reduction" => op(Pure, Gpu::Kernel).props(&[
            Prop::plain("kind"),
            Prop::default("fastmath", DefaultProp::FastMathNone),
        ]),
        VectorShuffle = "vector.shuffle" => op(Pure, Gpu::Kernel).props(&[Prop::plain("mask")]),
        VectorInterleave = "vector.interleave" => op(Pure, Gpu::Kernel),
        VectorDeinterleave = "vector.deinterleave" => op(Pure, Gpu::Kernel),
        VectorFromElements = "vector.from_elements" => op(Pure, Gpu::Kernel),
        VectorStep = "vector.step" => op(Pure, Gpu::Kernel),
        VectorBitcast = "vector.bitcast" => op(Pure, Gpu::Kernel),
        VectorShapeCast = "vector.shape_cast" => op(Pure, Gpu::Kernel),
        VectorExtractStridedSlice = "vector.extract_strided_slice" => op(Pure, Gpu::Kernel)
            .props(&[Prop::plain("offsets"), Prop::plain("sizes"), Prop::plain("strides")]),
        VectorInsertStridedSlice = "vector.insert_strided_slice" => op(Pure, Gpu::Kernel)
            .props(&[Prop::plain("offsets"), Prop::plain("strides")]),
        VectorTranspose = "vector.transpose" => op(Pure, Gpu::Kernel)
            .props(&[Prop::plain("permutation")]),
        VectorConstantMask = "vector.constant_mask" => op(Pure, Gpu::Kernel)
            .props(&[Prop::plain("mask_dim_sizes")]),
        VectorCreateMask = "vector.create_mask" => op(Pure, Gpu::Kernel),
        VectorToElements = "vector.to_elements" => op(Pure, Gpu::Kernel),
        VectorOuterproduct = "vector.outerproduct" => op(Pure, Gpu::Kernel)
            .props(&[Prop::default("kind", DefaultProp::CombiningKindAdd)]),
        VectorMultiReduction = "vector.multi_reduction" => op(Pure, Gpu::Kernel)
            .props(&[Prop::plain("kind"), Prop::plain("reduction_dims")]),
        VectorMaskedLoad = "vector.maskedload" [base: One, indices: Variadic, mask: One, pass_thru: One] => op(Read, MASKED).props(ALIGNMENT),
        VectorMaskedStore = "vector.maskedstore" [base: One, indices: Variadic, mask: One, value_to_store: One] => op(Write, MASKED).props(ALIGNMENT),
        VectorGather = "vector.gather" [base: One, offsets: Variadic, indices: One, mask: One, pass_thru: One] => op(Read, MASKED).props(ALIGNMENT),
        VectorScatter = "vector.scatter" [base: One, offsets: Variadic, indices: One, mask: One, value_to_store: One] => op(Write, MASKED).props(ALIGNMENT),
        VectorExpandLoad = "vector.expandload" [base: One, indices: Variadic, mask: One, pass_thru: One] => op(Read, MASKED).props(ALIGNMENT),
        VectorCompressStore = "vector.compressstore" [base: One, indices: Variadic, mask: One, value_to_store: One] => op(Write, MASKED).props(ALIGNMENT),
        VectorTransferRead = "vector.transfer_read"
            [base: One, indices: Variadic, padding: One, mask: Optional] =>
            op(Read, MASKED).props(TRANSFER),
        VectorTransferWrite = "vector.transfer_write"
            [value_to_store: One, base: One, indices: Variadic, mask: Optional] =>
            op(Write, MASKED).props(TRANSFER),
        // One maskable op and its mask; `lower-vector-mask` folds the mask into the op
        // (the interpreter runs that rewrite too).
        VectorMask = "vector.mask" => op(Recursive, MASK).traits(Traits::NO_REGION_ARGUMENTS),
        VectorYield = "vector.yield" => op(Pure, MASK).traits(RETURN),
        // N-D in general: the back end has no lowering; in kernels `tessera-unroll-vectors`
        // rewrites every one into multiply-adds on pieces of at most 4 lanes.
        VectorContract = "vector.contract" [lhs: One, rhs: One, acc: One] => op(Pure, UNROLL).props(&[
            Prop::default("fastmath", DefaultProp::FastMathNone),
            Prop::plain("indexing_maps"),
            Prop::plain("iterator_types"),
            Prop::default("kind", DefaultProp::CombiningKindAdd),
        ]),
        // A view of a statically shaped memref as a memref of vectors (its trailing
        // dimensions). Neither the interpreter nor the kernels hold memrefs of vectors.
        VectorTypeCast = "vector.type_cast" => op(Pure, Gpu::Refused(
            "memrefs of vectors have no storage-buffer layout in kernels; load and store \
             the scalar memref with vector.load and vector.store instead",
        )),
        // The runtime's output: host only, as upstream lowers it to runtime calls.
        VectorPrint = "vector.print" => op(Write, Gpu::Host).props(&[
            Prop::default("punctuation", DefaultProp::PunctuationNewline),
            Prop::plain("stringLiteral"),
        ]),
        // Scalable vectors: Tessera's targets have fixed-length vectors (vscale is 1).
        VectorVscale = "vector.vscale" => op(Pure, Gpu::Host).result_name("vscale"),
        VectorScalableInsert = "vector.scalable.insert" => op(Pure, Gpu::Host)
            .props(&[Prop::plain("pos")]),
        VectorScalableExtract = "vector.scalable.extract" => op(Pure, Gpu::Host)
            .props(&[Prop::plain("pos")]),
        // Its accumulator is a vector of rank n - 1, 0-D for a 1-D scan: no SPIR-V type here.
        VectorScan = "vector.scan" => op(Pure, Gpu::Host).props(&[
            Prop::plain("inclusive"),
            Prop::plain("kind"),
            Prop::plain("reduction_dim"),
        ]),
    }
    // The tensor <-> buffer boundary of one-shot bufferization (and the upgrade target of
    // the legacy `tensor_load`): `one-shot-bufferize` rewrites them; no kernel sees a tensor.
    Bufferization BufferizationOp {
        BufferizationToTensor = "bufferization.to_tensor" => op(Unknown, BUFFERIZE)
            .props(&[Prop::unit("restrict"), Prop::unit("writable")]),
        // Upstream: Pure (a cast to the tensor's future buffer).
        BufferizationToBuffer = "bufferization.to_buffer" => op(Pure, BUFFERIZE)
            .props(&[Prop::unit("read_only")]),
        // Upstream declares its effects per operand: it writes `dest` when `dest` is a
        // memref (and is pure on tensors); one marker for both is the conservative one.
        BufferizationMaterializeInDestination = "bufferization.materialize_in_destination" =>
            op(Write, BUFFERIZE).props(&[Prop::unit("restrict"), Prop::unit("writable")]),
        BufferizationAllocTensor = "bufferization.alloc_tensor" => op(Alloc, BUFFERIZE)
            .props(&[Prop::plain("memory_space"), Prop::plain("operandSegmentSizes")]),
        // Upstream: MemFree on its operand's buffer.
        BufferizationDeallocTensor = "bufferization.dealloc_tensor" => op(Free, BUFFERIZE),
    }
    // Value-semantics tensors (linalg-on-tensors input: torch-mlir, TOSA, StableHLO).
    // Pure, as upstream declares them (tensor.generate: its body's effects); rewritten by
    // `one-shot-bufferize`.
    Tensor TensorOp {
        TensorExtract = "tensor.extract" [tensor: One, indices: Variadic] =>
            op(Pure, BUFFERIZE).result_name("extracted"),
        TensorDim = "tensor.dim" => op(Pure, BUFFERIZE).result_name("dim"),
        TensorCast = "tensor.cast" => op(Pure, BUFFERIZE).result_name("cast"),
        TensorEmpty = "tensor.empty" => op(Pure, BUFFERIZE),
        TensorInsert = "tensor.insert" [scalar: One, dest: One, indices: Variadic] =>
            op(Pure, BUFFERIZE).result_name("inserted"),
        TensorExtractSlice = "tensor.extract_slice" => op(Pure, BUFFERIZE)
            .props(OFFSETS_SIZES_STRIDES)
            .result_name("extracted_slice"),
        TensorInsertSlice = "tensor.insert_slice" => op(Pure, BUFFERIZE)
            .props(OFFSETS_SIZES_STRIDES)
            .result_name("inserted_slice"),
        // Only inside `scf.forall.in_parallel` (checked by its verifier and this op's, with
        // upstream's messages, rather than a `HasParent` message upstream does not give).
        // Not pure: it has no results, and it is the forall's write of its shared_outs.
        TensorParallelInsertSlice = "tensor.parallel_insert_slice" => op(Unknown, BUFFERIZE)
            .props(OFFSETS_SIZES_STRIDES),
        TensorExpandShape = "tensor.expand_shape" => op(Pure, BUFFERIZE)
            .props(&[Prop::plain("reassociation"), Prop::plain("static_output_shape")])
            .result_name("expanded"),
        TensorCollapseShape = "tensor.collapse_shape" => op(Pure, BUFFERIZE)
            .props(&[Prop::plain("reassociation")])
            .result_name("collapsed"),
        TensorPad = "tensor.pad" => op(Pure, BUFFERIZE)
            .props(&[
                Prop::plain("static_low"),
                Prop::plain("static_high"),
                Prop::unit("nofold"),
                Prop::plain("operandSegmentSizes"),
            ])
            .implicit_terminator(TensorYield)
            .result_name("padded"),
        TensorGenerate = "tensor.generate" => op(Recursive, BUFFERIZE)
            .implicit_terminator(TensorYield)
            .result_name("generated"),
        TensorYield = "tensor.yield" => op(Pure, BUFFERIZE)
            .traits(RETURN)
            .parent(&[TensorGenerate, TensorPad], "to be one of 'tensor.generate, tensor.pad'"),
        TensorSplat = "tensor.splat" => op(Pure, BUFFERIZE).result_name("splat"),
        TensorFromElements = "tensor.from_elements" => op(Pure, BUFFERIZE)
            .result_name("from_elements"),
        TensorRank = "tensor.rank" => op(Pure, BUFFERIZE).result_name("rank"),
        TensorReshape = "tensor.reshape" => op(Pure, Gpu::Refused(NOT_BUFFERIZED)).result_name("reshape"),
        TensorBitcast = "tensor.bitcast" => op(Pure, Gpu::Refused(NOT_BUFFERIZED)),
        TensorConcat = "tensor.concat" => op(Pure, BUFFERIZE)
            .props(&[Prop::plain("dim")])
            .result_name("concat"),
    }
    Gpu GpuOp {
        GpuModule = "gpu.module" => op(Unknown, Gpu::Host)
            .traits(MODULE_TRAITS)
            .props(&[
                Prop::plain("sym_name"),
                Prop::plain("targets"),
                Prop::plain("offloadingHandler"),
            ]),
        GpuFunc = "gpu.func" => op(Unknown, Gpu::Kernel)
            .traits(Traits::ISOLATED_FROM_ABOVE.with(Traits::AFFINE_SCOPE))
            .props(&[
                Prop::plain("sym_name"),
                Prop::plain("function_type"),
                Prop::plain("arg_attrs"),
                Prop::plain("res_attrs"),
                Prop::plain("workgroup_attrib_attrs"),
                Prop::plain("private_attrib_attrs"),
                Prop::plain("kernel"),
            ])
            .parent(&[GpuModule], "'gpu.module'"),
        GpuLaunch = "gpu.launch" => op(Unknown, Gpu::Lowered("gpu-kernel-outlining"))
            .traits(Traits::AFFINE_SCOPE)
            .props(&[
                Prop::plain("operandSegmentSizes"),
                Prop::plain("kernelFunc"),
                Prop::plain("kernelModule"),
            ]),
        GpuLaunchFunc = "gpu.launch_func" => op(Unknown, Gpu::Host)
            .props(&[Prop::plain("kernel"), Prop::plain("operandSegmentSizes")]),
        GpuThreadId = "gpu.thread_id" => op(Pure, Gpu::Kernel).props(GPU_ID),
        GpuBlockId = "gpu.block_id" => op(Pure, Gpu::Kernel).props(GPU_ID),
        GpuBlockDim = "gpu.block_dim" => op(Pure, Gpu::Kernel).props(GPU_ID),
        GpuGridDim = "gpu.grid_dim" => op(Pure, Gpu::Kernel).props(GPU_ID),
        GpuGlobalId = "gpu.global_id" => op(Pure, Gpu::Kernel).props(GPU_ID),
        // Thread block clusters: a launch without clusters (the only kind the interpreter
        // and the back end run) has clusters of one block.
        GpuClusterId = "gpu.cluster_id" => op(Pure, Gpu::Kernel).props(GPU_ID),
        GpuClusterDim = "gpu.cluster_dim" => op(Pure, Gpu::Kernel).props(GPU_ID),
        GpuClusterBlockId = "gpu.cluster_block_id" => op(Pure, Gpu::Kernel).props(GPU_ID),
        GpuClusterDimBlocks = "gpu.cluster_dim_blocks" => op(Pure, Gpu::Kernel).props(GPU_ID),
        GpuLaneId = "gpu.lane_id" => op(Pure, Gpu::Kernel).props(UPPER_BOUND),
        GpuSubgroupId = "gpu.subgroup_id" => op(Pure, Gpu::Kernel).props(UPPER_BOUND),
        GpuSubgroupSize = "gpu.subgroup_size" => op(Pure, Gpu::Kernel).props(UPPER_BOUND),
        GpuNumSubgroups = "gpu.num_subgroups" => op(Pure, Gpu::Kernel).props(UPPER_BOUND),
        GpuSubgroupReduce = "gpu.subgroup_reduce" [value: One] => op(Unknown, Gpu::Kernel).props(&[
            Prop::plain("op"),
            Prop::plain("uniform"),
            Prop::plain("cluster_size"),
            Prop::plain("cluster_stride"),
        ]),
        GpuShuffle = "gpu.shuffle" [value: One, offset: One, width: One] => op(Pure, Gpu::Kernel).props(&[Prop::plain("mode")]),
        GpuRotate = "gpu.rotate" => op(Pure, Gpu::Kernel)
            .props(&[Prop::plain("offset"), Prop::plain("width")]),
        // Collectives that depend on which lanes are active stay where they are written:
        // their effects are unknown, as `gpu.subgroup_reduce`'s.
        GpuBallot = "gpu.ballot" => op(Unknown, Gpu::Kernel),
        GpuSubgroupBroadcast = "gpu.subgroup_broadcast" [src: One, lane: Optional] => op(Unknown, Gpu::Kernel)
            .props(&[Prop::plain("broadcast_type")]),
        GpuAllReduce = "gpu.all_reduce" [value: One] => op(Unknown, Gpu::Kernel)
            .props(&[Prop::plain("op"), Prop::plain("uniform")]),
        GpuDynamicSharedMemory = "gpu.dynamic_shared_memory" => op(
            Pure,
            Gpu::Refused(
                "workgroup memory sized at launch: WGSL and Vulkan workgroup arrays have a size \
                 fixed in the shader (declare a workgroup attribution or a memref.alloc in \
                 workgroup memory instead)"
            )
        ),
        GpuBarrier = "gpu.barrier" => op(Unknown, Gpu::Kernel)
            .props(&[
                Prop::plain("address_spaces"),
                Prop::default("scope", DefaultProp::BarrierWorkgroup),
            ]),
        // A barrier over a number of invocations: SPIR-V's NamedBarrier needs the Kernel
        // (OpenCL) capability, which neither Vulkan nor naga has.
        GpuInitializeNamedBarrier = "gpu.initialize_named_barrier" => op(Unknown, Gpu::Refused(
            "named barriers need SPIR-V's Kernel capability (OpenCL), which Vulkan and naga lack"
        )),
        GpuReturn = "gpu.return" [operands: Variadic] => op(Pure, Gpu::Kernel)
            .traits(RETURN)
            .parent(&[GpuFunc], "'gpu.func'"),
        GpuTerminator = "gpu.terminator" => op(Pure, Gpu::Lowered("gpu-kernel-outlining"))
            .traits(TERMINATOR)
            .parent(&[GpuLaunch], "'gpu.launch'"),
        // Ends a `gpu.all_reduce` body in kernels (and `gpu.warp_execute_on_lane_0`'s).
        GpuYield = "gpu.yield" [values: Variadic] => op(Pure, Gpu::Kernel).traits(RETURN),
        GpuWait = "gpu.wait" => op(Unknown, Gpu::Host),
        GpuAlloc = "gpu.alloc" => op(Alloc, Gpu::Host)
            .props(&[Prop::plain("hostShared"), Prop::plain("operandSegmentSizes")]),
        GpuDealloc = "gpu.dealloc" => op(Free, Gpu::Host),
        GpuMemcpy = "gpu.memcpy" => op(Write, Gpu::Host),
        GpuMemset = "gpu.memset" => op(Write, Gpu::Host),
        GpuHostRegister = "gpu.host_register" => op(Unknown, Gpu::Host),
        GpuHostUnregister = "gpu.host_unregister" => op(Unknown, Gpu::Host),
        GpuSetDefaultDevice = "gpu.set_default_device" => op(Write, Gpu::Host),
        GpuCreateDnTensor = "gpu.create_dn_tensor" => op(Unknown, Gpu::Host).props(SEGMENTS),
        GpuDestroyDnTensor = "gpu.destroy_dn_tensor" => op(Unknown, Gpu::Host),
        GpuCreateCoo = "gpu.create_coo" => op(Unknown, Gpu::Host),
        GpuCreateCooAos = "gpu.create_coo_aos" => op(Unknown, Gpu::Host),
        GpuCreateCsr = "gpu.create_csr" => op(Unknown, Gpu::Host),
        GpuCreateCsc = "gpu.create_csc" => op(Unknown, Gpu::Host),
        GpuCreateBsr = "gpu.create_bsr" => op(Unknown, Gpu::Host),
        GpuCreate2to4Spmat = "gpu.create_2to4_spmat" => op(Unknown, Gpu::Host)
            .props(&[Prop::default("pruneFlag", DefaultProp::PruneAndCheck)]),
        GpuDestroySpMat = "gpu.destroy_sp_mat" => op(Unknown, Gpu::Host),
        GpuSpgemmCreateDescr = "gpu.spgemm_create_descr" => op(Unknown, Gpu::Host),
        GpuSpgemmDestroyDescr = "gpu.spgemm_destroy_descr" => op(Unknown, Gpu::Host),
        GpuSpmatGetSize = "gpu.spmat_get_size" => op(Unknown, Gpu::Host),
        GpuSetCsrPointers = "gpu.set_csr_pointers" => op(Unknown, Gpu::Host),
        GpuSpmvBufferSize = "gpu.spmv_buffer_size" => op(Unknown, Gpu::Host).props(SPARSE_A),
        GpuSpmv = "gpu.spmv" => op(Unknown, Gpu::Host).props(SPARSE_A),
        GpuSddmmBufferSize = "gpu.sddmm_buffer_size" => op(Unknown, Gpu::Host).props(SPARSE_AB),
        GpuSddmm = "gpu.sddmm" => op(Unknown, Gpu::Host).props(SPARSE_AB),
        GpuSpmmBufferSize = "gpu.spmm_buffer_size" => op(Unknown, Gpu::Host).props(&[
            Prop::default("modeA", DefaultProp::NonTranspose),
            Prop::default("modeB", DefaultProp::NonTranspose),
            Prop::plain("computeType"),
            Prop::plain("resultSegmentSizes"),
        ]),
        GpuSpmm = "gpu.spmm" => op(Unknown, Gpu::Host).props(&[
            Prop::default("modeA", DefaultProp::NonTranspose),
            Prop::default("modeB", DefaultProp::NonTranspose),
            Prop::plain("computeType"),
            Prop::plain("operandSegmentSizes"),
        ]),
        GpuSpgemmWorkEstimationOrCompute = "gpu.spgemm_work_estimation_or_compute" =>
            op(Unknown, Gpu::Host).props(&[
                Prop::default("modeA", DefaultProp::NonTranspose),
                Prop::default("modeB", DefaultProp::NonTranspose),
                Prop::plain("computeType"),
                Prop::plain("kind"),
            ]),
        GpuSpgemmCopy = "gpu.spgemm_copy" => op(Unknown, Gpu::Host).props(SPARSE_AB),
        // Serialized GPU objects for other runtimes: a launch of one of their kernels is
        // refused by the interpreter and `tessera run`.
        GpuPrintf = "gpu.printf" => op(Write, Gpu::Refused(
            "no target has a device printf (SPIR-V's NonSemantic.DebugPrintf reaches neither \
             naga nor wgpu)"
        ))
        .props(&[Prop::plain("format")]),
        GpuSubgroupMmaLoadMatrix = "gpu.subgroup_mma_load_matrix" => op(Read, MMA).props(&[Prop::plain("leadDimension"), Prop::unit("transpose")]),
        GpuSubgroupMmaStoreMatrix = "gpu.subgroup_mma_store_matrix" => op(Write, MMA).props(&[Prop::plain("leadDimension"), Prop::unit("transpose")]),
        GpuSubgroupMmaCompute = "gpu.subgroup_mma_compute" => op(Pure, MMA).props(&[Prop::unit("a_transpose"), Prop::unit("b_transpose")]),
        GpuSubgroupMmaConstantMatrix = "gpu.subgroup_mma_constant_matrix" => op(Pure, MMA),
        GpuSubgroupMmaElementwise = "gpu.subgroup_mma_elementwise" => op(Pure, MMA).props(&[Prop::plain("opType")]),
        GpuSubgroupMmaExtractThreadLocal = "gpu.subgroup_mma_extract_thread_local" => op(Pure, MMA),
        GpuSubgroupMmaInsertThreadLocal = "gpu.subgroup_mma_insert_thread_local" => op(Pure, MMA),
        GpuWarpExecuteOnLane0 = "gpu.warp_execute_on_lane_0" => op(Recursive, Gpu::Refused(
            "upstream's vector distribution patterns rewrite it, and Tessera has none"
        ))
        .props(&[Prop::plain("warp_size")])
        .implicit_terminator(GpuYield),
        GpuBinary = "gpu.binary" => op(Unknown, Gpu::Host).props(&[
            Prop::plain("sym_name"),
            Prop::plain("offloadingHandler"),
            Prop::plain("objects"),
        ]),
    }
    Linalg LinalgOp {
        LinalgGeneric = "linalg.generic" => op(Write, LINALG).props(&[
            Prop::plain("indexing_maps"),
            Prop::plain("iterator_types"),
            Prop::plain("doc"),
            Prop::plain("library_call"),
            Prop::plain("operandSegmentSizes"),
        ]),
        LinalgYield = "linalg.yield" => op(Pure, LINALG).traits(RETURN),
        LinalgIndex = "linalg.index" => op(Pure, LINALG).props(&[Prop::plain("dim")]),
        LinalgFill = "linalg.fill" => op(Write, LINALG).props(SEGMENTS),
        LinalgCopy = "linalg.copy" => op(Write, LINALG).props(&[
            Prop::plain("cast"),
            Prop::plain("operandSegmentSizes"),
        ]),
        LinalgMatmul = "linalg.matmul" => op(Write, LINALG).props(&[
            Prop::plain("indexing_maps"),
            Prop::plain("cast"),
            Prop::plain("operandSegmentSizes"),
        ]),
        LinalgBatchMatmul = "linalg.batch_matmul" => op(Write, LINALG).props(&[
            Prop::plain("indexing_maps"),
            Prop::plain("cast"),
            Prop::plain("operandSegmentSizes"),
        ]),
        LinalgMatvec = "linalg.matvec" => op(Write, LINALG).props(SEGMENTS),
        LinalgTranspose = "linalg.transpose" => op(Write, LINALG)
            .props(&[Prop::plain("permutation")])
            .result_name("transposed"),
        LinalgBroadcast = "linalg.broadcast" => op(Write, LINALG)
            .props(&[Prop::plain("dimensions")])
            .result_name("broadcasted"),
        LinalgReduce = "linalg.reduce" => op(Write, LINALG)
            .props(&[Prop::plain("dimensions")])
            .result_name("reduced"),
        LinalgMap = "linalg.map" => op(Write, LINALG).result_name("mapped"),
        LinalgElementwise = "linalg.elementwise" => op(Write, LINALG).props(&[
            Prop::plain("indexing_maps"),
            Prop::plain("kind"),
            Prop::plain("operandSegmentSizes"),
        ]),
        LinalgVecmat = "linalg.vecmat" => op(Write, LINALG).props(SEGMENTS),
        LinalgDot = "linalg.dot" => op(Write, LINALG).props(SEGMENTS),
        LinalgBatchMatvec = "linalg.batch_matvec" => op(Write, LINALG).props(SEGMENTS),
        LinalgConv1DNwcWcf = "linalg.conv_1d_nwc_wcf" => op(Write, LINALG).props(WINDOWED),
        LinalgConv2D = "linalg.conv_2d" => op(Write, LINALG).props(SEGMENTS),
        LinalgConv2DNchwFchw = "linalg.conv_2d_nchw_fchw" => op(Write, LINALG).props(WINDOWED),
        LinalgConv2DNhwcHwcf = "linalg.conv_2d_nhwc_hwcf" => op(Write, LINALG).props(WINDOWED),
        LinalgDepthwiseConv2DNhwcHwc = "linalg.depthwise_conv_2d_nhwc_hwc" => op(Write, LINALG)
            .props(WINDOWED),
        LinalgDepthwiseConv2DNchwChw = "linalg.depthwise_conv_2d_nchw_chw" => op(Write, LINALG)
            .props(WINDOWED),
        LinalgPoolingNhwcMax = "linalg.pooling_nhwc_max" => op(Write, LINALG).props(WINDOWED),
        LinalgPoolingNhwcMin = "linalg.pooling_nhwc_min" => op(Write, LINALG).props(WINDOWED),
        LinalgPoolingNhwcSum = "linalg.pooling_nhwc_sum" => op(Write, LINALG).props(WINDOWED),
        LinalgPoolingNchwMax = "linalg.pooling_nchw_max" => op(Write, LINALG).props(WINDOWED),
        LinalgPoolingNchwSum = "linalg.pooling_nchw_sum" => op(Write, LINALG).props(WINDOWED),
        LinalgPoolingNwcSum = "linalg.pooling_nwc_sum" => op(Write, LINALG).props(WINDOWED),
        LinalgPoolingNcwSum = "linalg.pooling_ncw_sum" => op(Write, LINALG).props(WINDOWED),
        LinalgPoolingNwcMax = "linalg.pooling_nwc_max" => op(Write, LINALG).props(WINDOWED),
        LinalgPoolingNcwMax = "linalg.pooling_ncw_max" => op(Write, LINALG).props(WINDOWED),
        LinalgPoolingNwcMin = "linalg.pooling_nwc_min" => op(Write, LINALG).props(WINDOWED),
        LinalgPoolingNdhwcSum = "linalg.pooling_ndhwc_sum" => op(Write, LINALG).props(WINDOWED),
        LinalgPoolingNdhwcMax = "linalg.pooling_ndhwc_max" => op(Write, LINALG).props(WINDOWED),
        LinalgPoolingNdhwcMin = "linalg.pooling_ndhwc_min" => op(Write, LINALG).props(WINDOWED),
        LinalgPoolingNhwcMaxUnsigned = "linalg.pooling_nhwc_max_unsigned" => op(Write, LINALG).props(WINDOWED),
        LinalgPoolingNhwcMinUnsigned = "linalg.pooling_nhwc_min_unsigned" => op(Write, LINALG).props(WINDOWED),
        LinalgPoolingNwcMaxUnsigned = "linalg.pooling_nwc_max_unsigned" => op(Write, LINALG).props(WINDOWED),
        LinalgPoolingNwcMinUnsigned = "linalg.pooling_nwc_min_unsigned" => op(Write, LINALG).props(WINDOWED),
        LinalgConv1D = "linalg.conv_1d" => op(Write, LINALG).props(SEGMENTS),
        LinalgConv3D = "linalg.conv_3d" => op(Write, LINALG).props(SEGMENTS),
        LinalgConv1DNcwFcw = "linalg.conv_1d_ncw_fcw" => op(Write, LINALG).props(WINDOWED),
        LinalgConv2DNhwcFhwc = "linalg.conv_2d_nhwc_fhwc" => op(Write, LINALG).props(WINDOWED),
        LinalgConv3DNdhwcDhwcf = "linalg.conv_3d_ndhwc_dhwcf" => op(Write, LINALG).props(WINDOWED),
        LinalgConv3DNcdhwFcdhw = "linalg.conv_3d_ncdhw_fcdhw" => op(Write, LINALG).props(WINDOWED),
        LinalgConv2DNgchwFgchw = "linalg.conv_2d_ngchw_fgchw" => op(Write, LINALG).props(WINDOWED),
        LinalgConv2DNgchwGfchw = "linalg.conv_2d_ngchw_gfchw" => op(Write, LINALG).props(WINDOWED),
        LinalgConv2DNhwgcGfhwc = "linalg.conv_2d_nhwgc_gfhwc" => op(Write, LINALG).props(WINDOWED),
        LinalgDepthwiseConv1DNwcWc = "linalg.depthwise_conv_1d_nwc_wc" => op(Write, LINALG)
            .props(WINDOWED),
        LinalgDepthwiseConv1DNcwCw = "linalg.depthwise_conv_1d_ncw_cw" => op(Write, LINALG)
            .props(WINDOWED),
        LinalgDepthwiseConv1DNwcWcm = "linalg.depthwise_conv_1d_nwc_wcm" => op(Write, LINALG)
            .props(WINDOWED),
        LinalgDepthwiseConv2DNhwcHwcm = "linalg.depthwise_conv_2d_nhwc_hwcm" => op(Write, LINALG)
            .props(WINDOWED),
        LinalgDepthwiseConv3DNdhwcDhwc = "linalg.depthwise_conv_3d_ndhwc_dhwc" => op(Write, LINALG)
            .props(WINDOWED),
        LinalgDepthwiseConv3DNcdhwCdhw = "linalg.depthwise_conv_3d_ncdhw_cdhw" => op(Write, LINALG)
            .props(WINDOWED),
        LinalgDepthwiseConv3DNdhwcDhwcm = "linalg.depthwise_conv_3d_ndhwc_dhwcm" => op(Write, LINALG)
            .props(WINDOWED),
        LinalgQuantizedMatmul = "linalg.quantized_matmul" => op(Write, LINALG).props(SEGMENTS),
        LinalgQuantizedBatchMatmul = "linalg.quantized_batch_matmul" => op(Write, LINALG).props(SEGMENTS),
        LinalgConv2DNhwcHwcfQ = "linalg.conv_2d_nhwc_hwcf_q" => op(Write, LINALG).props(WINDOWED),
        LinalgConv2DNchwFchwQ = "linalg.conv_2d_nchw_fchw_q" => op(Write, LINALG).props(WINDOWED),
        LinalgConv2DNhwcFhwcQ = "linalg.conv_2d_nhwc_fhwc_q" => op(Write, LINALG).props(WINDOWED),
        LinalgConv3DNdhwcDhwcfQ = "linalg.conv_3d_ndhwc_dhwcf_q" => op(Write, LINALG).props(WINDOWED),
        LinalgDepthwiseConv2DNhwcHwcQ = "linalg.depthwise_conv_2d_nhwc_hwc_q" => op(Write, LINALG).props(WINDOWED),
        LinalgDepthwiseConv2DNhwcHwcmQ = "linalg.depthwise_conv_2d_nhwc_hwcm_q" => op(Write, LINALG).props(WINDOWED),
        LinalgMmt4D = "linalg.mmt4d" => op(Write, LINALG).props(SEGMENTS),
        LinalgBatchMmt4D = "linalg.batch_mmt4d" => op(Write, LINALG).props(SEGMENTS),
        LinalgBatchVecmat = "linalg.batch_vecmat" => op(Write, LINALG).props(SEGMENTS),
        LinalgConv2DNhwgcGfhwcQ = "linalg.conv_2d_nhwgc_gfhwc_q" => op(Write, LINALG).props(WINDOWED),
        LinalgBatchReduceMatmul = "linalg.batch_reduce_matmul" => op(Write, LINALG).props(&[
            Prop::plain("indexing_maps"),
            Prop::plain("cast"),
            Prop::plain("operandSegmentSizes"),
        ]),
        LinalgContract = "linalg.contract" => op(Write, LINALG).props(&[
            Prop::plain("indexing_maps"),
            Prop::plain("cast"),
            Prop::plain("operandSegmentSizes"),
        ]),
    }
}

impl OpKind {
    /// The op's definition.
    pub fn def(self) -> &'static OpDef {
        &DEFS[self as usize]
    }
    /// The full op name.
    pub fn name(self) -> &'static str {
        self.def().name
    }
    /// Looks a full op name up (a hash lookup).
    pub fn from_name(name: &str) -> Option<OpKind> {
        static TABLE: std::sync::OnceLock<crate::ir::fxhash::FxHashMap<&'static str, OpKind>> =
            std::sync::OnceLock::new();
        TABLE
            .get_or_init(|| OpKind::ALL.iter().map(|k| (k.name(), *k)).collect())
            .get(name)
            .copied()
    }
    /// The position of this op in [`OpKind::ALL`] (for side tables).
    pub fn index(self) -> usize {
        self as usize
    }
    /// The dialect of this op.
    pub fn dialect_id(self) -> Dialect {
        OpKind::DIALECTS[self as usize]
    }
    /// The dialect namespace of this op.
    pub fn dialect(self) -> &'static str {
        self.dialect_id().name()
    }
    /// Whether the op has all of `t`.
    pub fn has(self, t: Traits) -> bool {
        self.def().traits.has(t)
    }
    /// Memory effects.
    pub fn effects(self) -> Effects {
        self.def().effects
    }
    /// Where the op runs on the GPU.
    pub fn gpu(self) -> Gpu {
        self.def().gpu
    }
    /// `IsTerminator`.
    pub fn is_terminator(self) -> bool {
        self.has(Traits::TERMINATOR)
    }
    /// `IsolatedFromAbove`: value names of enclosing regions are not visible inside.
    pub fn is_isolated_from_above(self) -> bool {
        self.has(Traits::ISOLATED_FROM_ABOVE)
    }
    /// Whether the op's regions are graph regions (no dominance), as `builtin.module` and
    /// `gpu.module` upstream.
    pub fn has_graph_region(self) -> bool {
        self.has(Traits::GRAPH_REGION)
    }
    /// `NoTerminator`.
    pub fn no_terminator(self) -> bool {
        self.has(Traits::NO_TERMINATOR)
    }
    /// `SymbolTable`.
    pub fn is_symbol_table(self) -> bool {
        self.has(Traits::SYMBOL_TABLE)
    }
    /// `AffineScope`.
    pub fn is_affine_scope(self) -> bool {
        self.has(Traits::AFFINE_SCOPE)
    }
    /// `SingleBlock`.
    pub fn is_single_block(self) -> bool {
        self.has(Traits::SINGLE_BLOCK)
    }
    /// `NoRegionArguments`.
    pub fn no_region_arguments(self) -> bool {
        self.has(Traits::NO_REGION_ARGUMENTS)
    }
    /// `Commutative`.
    pub fn is_commutative(self) -> bool {
        self.has(Traits::COMMUTATIVE)
    }
    /// Whether the op's own verifier checks its regions' terminators.
    pub fn verifies_terminators(self) -> bool {
        self.has(Traits::VERIFIES_TERMINATORS)
    }
    /// `SingleBlockImplicitTerminator<T>`.
    pub fn implicit_terminator(self) -> Option<OpKind> {
        self.def().implicit_terminator
    }
    /// `HasParent`/`ParentOneOf`: the allowed parents and the message tail.
    pub fn parent_constraint(self) -> Option<(&'static [OpKind], &'static str)> {
        self.def().parent
    }
    /// The dialect whose ops may be written without their prefix inside this op's regions
    /// (`func` inside `func.func`, `builtin` inside `builtin.module`; empty otherwise).
    pub fn default_dialect(self) -> &'static str {
        self.def().default_dialect
    }
    /// The inherent attributes (properties).
    pub fn props(self) -> &'static [Prop] {
        self.def().props
    }
    /// Whether `name` is an inherent attribute of the op. In generic form, attributes with
    /// these names found in the discardable dictionary (older printers) are moved to the
    /// properties.
    pub fn is_inherent(self, name: &str) -> bool {
        self.props().iter().any(|p| p.name == name)
    }
    /// Properties with a default value, filled in by the parser and the builders when
    /// absent so that every op is stored as upstream stores it.
    pub fn default_props(self) -> impl Iterator<Item = (&'static str, DefaultProp)> {
        self.props().iter().filter_map(|p| match p.kind {
            PropKind::Default(d) => Some((p.name, d)),
            PropKind::Plain | PropKind::Unit => None,
        })
    }
    /// Whether `name` is a unit property of the op.
    pub fn is_unit_prop(self, name: &str) -> bool {
        self.props()
            .iter()
            .any(|p| p.name == name && p.kind == PropKind::Unit)
    }
    /// The declared operand groups (`None` where the table does not declare them yet).
    pub fn operand_defs(self) -> Option<&'static [OperandDef]> {
        self.def().operands
    }
    /// Whether the op sizes its operand groups with `operandSegmentSizes`
    /// (`AttrSizedOperandSegments`).
    pub fn has_segment_sizes(self) -> bool {
        self.is_inherent("operandSegmentSizes")
    }
    /// Whether the op has unit properties.
    pub fn has_unit_props(self) -> bool {
        self.props().iter().any(|p| p.kind == PropKind::Unit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_consistent() {
        for &k in OpKind::ALL {
            let d = k.def();
            assert_eq!(OpKind::from_name(k.name()), Some(k));
            assert!(
                super::super::REGISTERED_DIALECTS.contains(&k.dialect()),
                "{}",
                k.name()
            );
            assert_eq!(OpKind::ALL[k.index()], k);
            if let Some(t) = d.implicit_terminator {
                assert!(t.is_terminator(), "{}", k.name());
                assert!(k.is_single_block() && k.verifies_terminators());
            }
            if k.is_symbol_table() {
                assert!(k.is_isolated_from_above() && k.no_terminator() && k.has_graph_region());
            }
            if k.no_terminator() {
                assert!(k.is_single_block(), "{}", k.name());
            }
            if k.has(Traits::RETURN_LIKE) {
                assert!(k.is_terminator(), "{}", k.name());
            }
            // A terminator has no memory effect of its own (scf.reduce holds its
            // reductions' ops).
            if k.is_terminator() {
                assert!(
                    matches!(d.effects, Effects::Pure | Effects::Recursive),
                    "{}",
                    k.name()
                );
            }
            let mut names: Vec<&str> = d.props.iter().map(|p| p.name).collect();
            names.sort_unstable();
            names.dedup();
            assert_eq!(
                names.len(),
                d.props.len(),
                "{}: duplicate property",
                k.name()
            );
        }
        for &k in OpKind::ALL {
            let Some(defs) = k.operand_defs() else {
                continue;
            };
            // ODS needs `AttrSizedOperandSegments` to split more than one group of
            // variable size, and has no use for it otherwise.
            let variable = defs.iter().filter(|d| d.arity != Arity::One).count();
            assert_eq!(variable > 1, k.has_segment_sizes(), "{}", k.name());
            let mut names: Vec<&str> = defs.iter().map(|d| d.name).collect();
            names.sort_unstable();
            names.dedup();
            assert_eq!(names.len(), defs.len(), "{}: duplicate operand", k.name());
        }
        assert_eq!(OpKind::from_name("arith.frob"), None);
        assert!(OpKind::FuncReturn.is_terminator());
        assert!(OpKind::ScfReduce.is_terminator());
        assert!(OpKind::GpuFunc.is_isolated_from_above());
        assert_eq!(OpKind::FuncFunc.default_dialect(), "func");
        assert_eq!(OpKind::MemRefStore.effects(), Effects::Write);
        assert!(OpKind::ArithAddF.is_inherent("fastmath"));
        assert!(OpKind::ScfFor.is_unit_prop("unsignedCmp"));
    }
}
