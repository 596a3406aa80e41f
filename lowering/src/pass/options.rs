//! The options of every registered pass, declared once: name, type, default and help.
//!
//! [`super::registry::PASSES`] points each pass at its table; the pass manager rejects an
//! option that is not in it (suggesting the nearest names), `tessera opt --help-pass`
//! prints it and `docs/CLI.md`'s pass table is generated from it. Each pass still reads
//! its values itself (`PassOptions::get_*` with the same defaults);
//! `registry::tests::tables_match_the_passes` checks that every option in a table is
//! accepted by its pass.

/// The type of a pass option's value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OptionType {
    /// `true`/`false`/`1`/`0`; a bare name means `true`.
    Bool,
    /// A signed integer.
    Int,
    /// A non-negative integer (parsed as `u32`).
    Unsigned,
    /// Comma-separated integers.
    IntList,
    /// Free text.
    Text,
    /// One of the listed words.
    Enum(&'static [&'static str]),
}

impl OptionType {
    /// How the type is shown in help and docs.
    pub fn spelling(&self) -> String {
        match self {
            OptionType::Bool => "bool".into(),
            OptionType::Int => "int".into(),
            OptionType::Unsigned => "uint".into(),
            OptionType::IntList => "int,...".into(),
            OptionType::Text => "string".into(),
            OptionType::Enum(words) => words.join("|"),
        }
    }
}

/// One option of a pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PassOptionInfo {
    /// The option's name (`tile-sizes`).
    pub name: &'static str,
    /// The type of its value.
    pub ty: OptionType,
    /// The default, as shown to users (`none` when the pass decides).
    pub default: &'static str,
    /// One-line description.
    pub help: &'static str,
}

const fn opt(
    name: &'static str,
    ty: OptionType,
    default: &'static str,
    help: &'static str,
) -> PassOptionInfo {
    PassOptionInfo {
        name,
        ty,
        default,
        help,
    }
}

use OptionType::{Bool, Enum, Int, IntList, Text, Unsigned};

/// No options.
pub const NONE: &[PassOptionInfo] = &[];

/// `tessera-contract-fma`.
pub const CONTRACT_FMA: &[PassOptionInfo] = &[opt(
    "fp-contract",
    Enum(&["on", "off", "fast"]),
    "on",
    "on: fuse where both ops are fastmath<contract>; fast: fuse every multiply-add; off: none",
)];

/// `convert-linalg-to-affine-loops`.
pub const LINALG_TO_AFFINE: &[PassOptionInfo] = &[opt(
    "fuse-fill",
    Bool,
    "false",
    "store a linalg.fill's value inside the next op's loop nest when that op reduces into the filled buffer (one nest instead of two)",
)];

/// `one-shot-bufferize`.
pub const ONE_SHOT_BUFFERIZE: &[PassOptionInfo] = &[
    opt(
        "bufferize-function-boundaries",
        Bool,
        "false",
        "bufferize function arguments and results (tensor signatures become memrefs)",
    ),
    opt(
        "copy-before-write",
        Bool,
        "false",
        "skip the in-place analysis: every tensor write goes to a new allocation",
    ),
    opt(
        "function-boundary-type-conversion",
        Enum(&["identity-layout-map", "fully-dynamic-layout-map", "infer-layout-map"]),
        "identity-layout-map",
        "the layout of memrefs at function boundaries: identity, strided with every stride and the offset dynamic, or (infer-layout-map) dynamic arguments and results with the layout of the returned buffers",
    ),
];

/// `canonicalize`.
pub const CANONICALIZE: &[PassOptionInfo] = &[
    opt(
        "max-iterations",
        Int,
        "10",
        "rewrite rounds before giving up (negative: 1000)",
    ),
    opt(
        "max-num-rewrites",
        Int,
        "-1",
        "stop after this many rewrites (-1: no limit)",
    ),
    opt("top-down", Bool, "true", "visit ops top-down"),
    opt(
        "region-simplify",
        Enum(&["normal", "aggressive", "disabled", "true", "false"]),
        "normal",
        "simplify regions (merge blocks, drop dead arguments)",
    ),
    opt(
        "test-convergence",
        Bool,
        "false",
        "fail when the fixpoint is not reached",
    ),
    opt(
        "disable-patterns",
        Text,
        "none",
        "accepted for mlir-opt compatibility; ignored",
    ),
    opt(
        "enable-patterns",
        Text,
        "none",
        "accepted for mlir-opt compatibility; ignored",
    ),
];

/// `affine-loop-unroll`.
pub const LOOP_UNROLL: &[PassOptionInfo] = &[
    opt("unroll-factor", Int, "4", "unroll factor (positive)"),
    opt(
        "unroll-up-to-factor",
        Bool,
        "false",
        "unroll loops with fewer iterations fully",
    ),
    opt(
        "unroll-full",
        Bool,
        "false",
        "unroll loops with constant trip counts fully",
    ),
    opt(
        "unroll-num-reps",
        Int,
        "1",
        "how many times to unroll innermost loops",
    ),
    opt(
        "unroll-full-threshold",
        Int,
        "none",
        "fully unroll loops with at most this many iterations",
    ),
    opt(
        "cleanup-unroll",
        Bool,
        "false",
        "fully unroll the remainder loops",
    ),
];

/// `affine-loop-unroll-jam`.
pub const UNROLL_JAM: &[PassOptionInfo] =
    &[opt("unroll-jam-factor", Int, "4", "unroll-and-jam factor")];

/// `affine-parallelize`.
pub const PARALLELIZE: &[PassOptionInfo] = &[
    opt(
        "max-nested",
        Int,
        "unlimited",
        "parallelize at most this many nested loops",
    ),
    opt(
        "parallel-reductions",
        Bool,
        "false",
        "parallelize loops that carry reductions (affine.parallel reduce)",
    ),
    opt(
        "assume-noalias",
        Bool,
        "true",
        "distinct memref arguments do not alias",
    ),
];

/// `affine-loop-tile`.
pub const LOOP_TILE: &[PassOptionInfo] = &[
    opt(
        "tile-size",
        Int,
        "none",
        "one tile size for every loop (none: sized for cache-size)",
    ),
    opt(
        "tile-sizes",
        IntList,
        "none",
        "a tile size per loop, outermost first",
    ),
    opt(
        "cache-size",
        Int,
        "512",
        "cache size in KiB the tile sizes are chosen for",
    ),
    opt(
        "separate",
        Bool,
        "false",
        "separate full tiles from partial ones",
    ),
];

/// The mapping options shared by `tessera-map-to-gpu` and `tessera-gpu-pipeline`.
macro_rules! map_options {
    ($($extra:expr,)*) => {
        &[
            opt("workgroup-size", IntList, "planned", "workgroup size x,y,z (x contiguous)"),
            opt("register-tile", IntList, "planned", "elements per invocation x,y,z"),
            opt("tile-sizes", IntList, "planned", "workgroup tile x,y,z"),
            opt("assume-noalias", Bool, "true", "distinct memref arguments do not alias"),
            opt("serial-kernels", Bool, "true", "run nests without parallelism as one-invocation kernels"),
            $($extra,)*
            opt("target", Text, "lavapipe", "plan for a named profile (docs/TARGETS.md); the limit options override its values"),
            opt("subgroup-size", Unsigned, "8", "the device's subgroup size"),
            opt("max-subgroup-size", Unsigned, "subgroup-size", "the device's largest subgroup size (a range disables subgroup sharing)"),
            opt("subgroup-broadcast", Bool, "true", "the device can broadcast within a subgroup"),
            opt("max-invocations", Unsigned, "1024", "the device's invocations per workgroup"),
            opt("max-workgroup-size", IntList, "1024,1024,1024", "the device's workgroup size limit x,y,z"),
            opt("max-loop-iterations", Unsigned, "0", "loop iterations one invocation may run in all (0: no limit; llvmpipe: 65535)"),
            opt("max-workgroup-storage", Unsigned, "32768", "the device's workgroup memory in bytes"),
            opt("max-workgroups-per-dim", Unsigned, "65535", "the device's workgroups per grid dimension"),
            opt("cpu", Bool, "true", "plan for a CPU adapter (lavapipe)"),
            opt("vectorize", Bool, "true", "vectorize register tiles along x"),
            opt("textures", Bool, "true", "read register-tiled reduction inputs through textures on CPU adapters"),
            opt("max-texture-dim", Unsigned, "16384", "the device's largest 2-D texture side"),
        ]
    };
}

/// `tessera-map-to-gpu`.
pub const MAP_TO_GPU: &[PassOptionInfo] = map_options!(
    opt(
        "interchange",
        Bool,
        "true",
        "move the contiguous parallel loop innermost"
    ),
    opt(
        "reductions",
        Bool,
        "true",
        "map full reductions to two-pass kernels"
    ),
);

/// `tessera-gpu-pipeline`.
pub const GPU_PIPELINE: &[PassOptionInfo] = &[
    opt(
        "promote",
        Bool,
        "planned",
        "stage read-only tiles in workgroup memory (default: where the plan gains)",
    ),
    opt(
        "index-bits",
        Enum(&["32", "64"]),
        "32",
        "width of kernel index arithmetic",
    ),
    opt(
        "parallel-reductions",
        Bool,
        "true",
        "parallelize reduction loops",
    ),
    opt(
        "unchecked",
        Bool,
        "false",
        "do not guard accesses that cannot be proven in bounds",
    ),
    opt(
        "fp-contract",
        Enum(&["on", "off", "fast"]),
        "on",
        "fuse multiply-adds into math.fma (on: where both ops are fastmath<contract>; fast: all)",
    ),
    opt(
        "fuse-elementwise",
        Bool,
        "true",
        "fuse chains of elementwise linalg ops on tensors into one op before bufferizing",
    ),
    opt(
        "workgroup-size",
        IntList,
        "planned",
        "workgroup size x,y,z (x contiguous)",
    ),
    opt(
        "register-tile",
        IntList,
        "planned",
        "elements per invocation x,y,z",
    ),
    opt("tile-sizes", IntList, "planned", "workgroup tile x,y,z"),
    opt(
        "assume-noalias",
        Bool,
        "true",
        "distinct memref arguments do not alias",
    ),
    opt(
        "serial-kernels",
        Bool,
        "true",
        "run nests without parallelism as one-invocation kernels",
    ),
    opt(
        "target",
        Text,
        "lavapipe",
        "plan for a named profile (docs/TARGETS.md); the limit options override its values",
    ),
    opt("subgroup-size", Unsigned, "8", "the device's subgroup size"),
    opt(
        "max-subgroup-size",
        Unsigned,
        "subgroup-size",
        "the device's largest subgroup size (a range disables subgroup sharing)",
    ),
    opt(
        "subgroup-broadcast",
        Bool,
        "true",
        "the device can broadcast within a subgroup",
    ),
    opt(
        "max-invocations",
        Unsigned,
        "1024",
        "the device's invocations per workgroup",
    ),
    opt(
        "max-workgroup-size",
        IntList,
        "1024,1024,1024",
        "the device's workgroup size limit x,y,z",
    ),
    opt(
        "max-loop-iterations",
        Unsigned,
        "0",
        "loop iterations one invocation may run in all (0: no limit; llvmpipe: 65535)",
    ),
    opt(
        "max-workgroup-storage",
        Unsigned,
        "32768",
        "the device's workgroup memory in bytes",
    ),
    opt(
        "max-workgroups-per-dim",
        Unsigned,
        "65535",
        "the device's workgroups per grid dimension",
    ),
    opt("cpu", Bool, "true", "plan for a CPU adapter (lavapipe)"),
    opt(
        "vectorize",
        Bool,
        "true",
        "vectorize register tiles along x",
    ),
    opt(
        "textures",
        Bool,
        "true",
        "read register-tiled reduction inputs through textures on CPU adapters",
    ),
    opt(
        "max-texture-dim",
        Unsigned,
        "16384",
        "the device's largest 2-D texture side",
    ),
];

/// `convert-affine-for-to-gpu`.
pub const AFFINE_FOR_TO_GPU: &[PassOptionInfo] = &[
    opt("gpu-block-dims", Int, "1", "loops mapped to workgroup ids"),
    opt(
        "gpu-thread-dims",
        Int,
        "1",
        "loops mapped to invocation ids",
    ),
];

/// `gpu-kernel-outlining`.
pub const OUTLINE: &[PassOptionInfo] = &[opt(
    "data-layout-str",
    Text,
    "none",
    "accepted for mlir-opt compatibility; ignored",
)];

/// `tessera-subgroup-share`.
pub const SUBGROUP_SHARE: &[PassOptionInfo] =
    &[opt("subgroup-size", Int, "8", "the device's subgroup size")];

/// `tessera-promote-workgroup`.
pub const PROMOTE: &[PassOptionInfo] = &[
    opt(
        "max-workgroup-storage",
        Int,
        "32768",
        "workgroup memory in bytes",
    ),
    opt(
        "tile-k",
        Int,
        "planned",
        "the reduction tile staged per step",
    ),
];

/// `tessera-mark-textures`.
pub const MARK_TEXTURES: &[PassOptionInfo] = &[opt(
    "max-texture-dim",
    Unsigned,
    "16384",
    "the device's largest 2-D texture side (wider rows stay buffers)",
)];

/// `tessera-bounds-check`.
pub const BOUNDS_CHECK: &[PassOptionInfo] = &[
    opt(
        "index-bits",
        Enum(&["32", "64"]),
        "64",
        "reject kernels whose static memref arguments these index bits cannot address",
    ),
    opt(
        "report",
        Bool,
        "false",
        "emit a remark per kernel memory access (proven or guarded)",
    ),
    opt(
        "unchecked",
        Bool,
        "false",
        "prove what it can but guard nothing",
    ),
];
