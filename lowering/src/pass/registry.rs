//! The registry of passes, by upstream name. Each pass lives in its own file under
//! `crate::transforms` and is listed here.

use super::PassOptions;
use crate::diag::Diagnostics;
use crate::ir::{Context, Module, Op};

/// A pass entry point: runs on `anchor` and everything nested in it; returns whether it
/// changed the IR.
pub type PassFn = fn(&mut Context, &mut Module, Op, &PassOptions) -> Result<bool, Diagnostics>;

/// A registered pass.
#[derive(Clone, Copy)]
pub struct PassInfo {
    /// The command-line name (`affine-loop-tile`).
    pub name: &'static str,
    /// The name printed in IR dumps (`AffineLoopTiling`).
    pub display: &'static str,
    /// One-line description for `--help`.
    pub summary: &'static str,
    /// The entry point.
    pub run: PassFn,
}

/// Every registered pass.
pub static PASSES: &[PassInfo] = &[
    PassInfo { name: "normalize-memrefs", display: "NormalizeMemRefs", summary: "Normalize memrefs", run: crate::transforms::normalize_memrefs::run },
    PassInfo { name: "affine-loop-unroll", display: "AffineLoopUnroll", summary: "Unroll affine loops", run: crate::transforms::loop_unroll::run },
    PassInfo { name: "affine-loop-unroll-jam", display: "AffineLoopUnrollAndJam", summary: "Unroll and jam affine loops", run: crate::transforms::unroll_and_jam::run },
    PassInfo { name: "cse", display: "CSE", summary: "Eliminate common sub-expressions", run: crate::transforms::cse::run },
    PassInfo { name: "canonicalize", display: "Canonicalizer", summary: "Canonicalize operations", run: crate::transforms::canonicalize::run },
    PassInfo { name: "lower-affine", display: "LowerAffinePass", summary: "Lower Affine operations to a combination of Arith and SCF operations", run: crate::transforms::lower_affine::run },
    PassInfo { name: "affine-parallelize", display: "AffineParallelize", summary: "Convert affine.for ops into 1-D affine.parallel", run: crate::transforms::affine_parallelize::run },
    PassInfo { name: "affine-loop-tile", display: "LoopTiling", summary: "Tile affine loop nests", run: crate::transforms::loop_tile::run },
    PassInfo { name: "tessera-map-to-gpu", display: "TesseraMapToGpu", summary: "Map parallel affine loop bands to tiled gpu.launch kernels with register tiles", run: crate::transforms::gpu_map::run },
    PassInfo { name: "convert-affine-for-to-gpu", display: "ConvertAffineForToGPU", summary: "Convert top-level AffineFor Ops to GPU kernels (one iteration per invocation, upstream semantics)", run: crate::transforms::gpu_affine_to_gpu::run },
    PassInfo { name: "gpu-kernel-outlining", display: "GpuKernelOutliningPass", summary: "Outline gpu.launch bodies to kernel functions", run: crate::transforms::gpu_outline::run },
    PassInfo { name: "tessera-contract-fma", display: "TesseraContractFma", summary: "Fuse single-use multiply-adds in GPU kernels into math.fma", run: crate::transforms::gpu_contract::run },
    PassInfo { name: "tessera-if-convert", display: "TesseraIfConvert", summary: "Turn guarded read-modify-write accumulations into unconditional ones with a select", run: crate::transforms::if_convert::run },
    PassInfo { name: "tessera-subgroup-share", display: "TesseraSubgroupShare", summary: "Load lane-invariant row groups once per subgroup and broadcast them (gpu.shuffle idx)", run: crate::transforms::gpu_subgroup_share::run },
    PassInfo { name: "tessera-promote-workgroup", display: "TesseraPromoteWorkgroup", summary: "Stage read-only tiles of mapped kernels in workgroup memory with barriers", run: crate::transforms::promote_workgroup::run },
    PassInfo { name: "int-range-optimizations", display: "IntRangeOptimizations", summary: "Fold index comparisons that the ranges of their operands decide", run: crate::transforms::int_range::run },
    PassInfo { name: "tessera-version-guards", display: "TesseraVersionGuards", summary: "Give kernel loops whose guards hold in most workgroups an unguarded copy for those workgroups", run: crate::transforms::guard_version::run },
    PassInfo { name: "tessera-hoist-window", display: "TesseraHoistWindow", summary: "Load the overlapping window reads of a short kernel loop once before it and select them by its counter", run: crate::transforms::hoist_window::run },
    PassInfo { name: "tessera-bounds-check", display: "TesseraBoundsCheck", summary: "Prove kernel memory accesses in bounds, guard the others, reject provably out-of-bounds affine accesses", run: crate::transforms::bounds_check::run },
    PassInfo { name: "tessera-gpu-pipeline", display: "TesseraGpuPipeline", summary: "Affine loop nests to outlined, tiled GPU kernels (parallelize, map, promote, lower, outline)", run: crate::transforms::gpu_pipeline::run },
];

/// Finds a pass by name.
pub fn lookup_pass(name: &str) -> Option<&'static PassInfo> {
    PASSES.iter().find(|p| p.name == name)
}
