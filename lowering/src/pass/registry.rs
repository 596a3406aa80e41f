//! The registry of passes, by upstream name. Each pass lives in its own file under
//! `crate::transforms` and is listed here.

use super::options::{self, PassOptionInfo};
use super::{PassOptions, PipelineElement};
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
    /// Its options (`lowering/src/pass/options.rs`).
    pub options: &'static [PassOptionInfo],
    /// The entry point.
    pub run: PassFn,
    /// How the pass manager treats it.
    pub kind: PassKind,
}

/// Expands a registered pipeline's options into the passes it runs.
pub type ExpandFn = fn(&PassOptions) -> Result<Vec<PipelineElement>, String>;

/// How the pass manager runs a registered pass.
#[derive(Clone, Copy)]
pub enum PassKind {
    /// An ordinary pass: it runs every time it is listed.
    Transform,
    /// An idempotent clean-up (`canonicalize`, `cse`: each runs to a fixpoint). The pass
    /// manager skips it on an anchor when no pass has changed the IR since it last ran
    /// there with the same options, and says so in `--mlir-print-ir-after-all`.
    Cleanup,
    /// A registered pipeline (upstream's `PassPipelineRegistration`): the pass manager
    /// runs the passes its options expand to, each as a pass of its own (IR dumps, timing
    /// nested under the pipeline's name, verification). [`PassInfo::run`] runs the same
    /// expansion for callers outside the pass manager.
    Pipeline(ExpandFn),
}

impl PassInfo {
    /// Checks the option names of `opts` against this pass's table; the error names the
    /// nearest valid options.
    pub fn check_options(&self, opts: &PassOptions) -> Result<(), String> {
        for k in opts.values.keys() {
            if self.options.iter().any(|o| o.name == k) {
                continue;
            }
            let names: Vec<&str> = self.options.iter().map(|o| o.name).collect();
            let mut msg = format!("no such option '{k}' for pass '{}'", self.name);
            if names.is_empty() {
                msg.push_str(" (it takes no options)");
            } else {
                if let Some(s) = suggest(k, &names) {
                    msg.push_str(&format!("; did you mean '{s}'?"));
                }
                msg.push_str(&format!(" (options: {})", names.join(", ")));
            }
            return Err(msg);
        }
        Ok(())
    }
}

/// Every registered pass.
pub static PASSES: &[PassInfo] = &[
    PassInfo { name: "normalize-memrefs", display: "NormalizeMemRefs", summary: "Normalize memrefs", options: options::NONE, run: crate::transforms::normalize_memrefs::run, kind: PassKind::Transform },
    PassInfo { name: "affine-loop-unroll", display: "AffineLoopUnroll", summary: "Unroll affine loops", options: options::LOOP_UNROLL, run: crate::transforms::loop_unroll::run, kind: PassKind::Transform },
    PassInfo { name: "affine-loop-unroll-jam", display: "AffineLoopUnrollAndJam", summary: "Unroll and jam affine loops", options: options::UNROLL_JAM, run: crate::transforms::unroll_and_jam::run, kind: PassKind::Transform },
    PassInfo { name: "cse", display: "CSE", summary: "Eliminate common sub-expressions", options: options::NONE, run: crate::transforms::cse::run, kind: PassKind::Cleanup },
    PassInfo { name: "canonicalize", display: "Canonicalizer", summary: "Canonicalize operations", options: options::CANONICALIZE, run: crate::transforms::canonicalize::run, kind: PassKind::Cleanup },
    PassInfo { name: "tessera-raise-scf-to-affine", display: "TesseraRaiseScfToAffine", summary: "Raise scf loops and memref accesses with affine bounds and subscripts to affine", options: options::NONE, run: crate::transforms::raise_scf::run, kind: PassKind::Transform },
    PassInfo { name: "scf-forall-to-parallel", display: "SCFForallToParallelLoop", summary: "Convert SCF forall loops to SCF parallel loops", options: options::NONE, run: crate::transforms::forall_to_parallel::run, kind: PassKind::Transform },
    PassInfo { name: "lower-vector-mask", display: "LowerVectorMask", summary: "Fold each vector.mask into the transfer, gather or reduction it masks", options: options::NONE, run: crate::transforms::vector_mask::run, kind: PassKind::Transform },
    PassInfo { name: "vector-emulate-masked-memory", display: "VectorEmulateMaskedMemory", summary: "Emulate masked vector loads, stores, gathers and scatters with a conditional scalar access per lane", options: options::NONE, run: crate::transforms::masked_vector::run, kind: PassKind::Transform },
    PassInfo { name: "lower-affine", display: "LowerAffinePass", summary: "Lower Affine operations to a combination of Arith and SCF operations", options: options::NONE, run: crate::transforms::lower_affine::run, kind: PassKind::Transform },
    PassInfo { name: "affine-parallelize", display: "AffineParallelize", summary: "Convert affine.for ops into 1-D affine.parallel", options: options::PARALLELIZE, run: crate::transforms::affine_parallelize::run, kind: PassKind::Transform },
    PassInfo { name: "affine-loop-tile", display: "LoopTiling", summary: "Tile affine loop nests", options: options::LOOP_TILE, run: crate::transforms::loop_tile::run, kind: PassKind::Transform },
    PassInfo { name: "tessera-map-to-gpu", display: "TesseraMapToGpu", summary: "Map parallel affine loop bands to tiled gpu.launch kernels with register tiles", options: options::MAP_TO_GPU, run: crate::gpu::map::run, kind: PassKind::Transform },
    PassInfo { name: "convert-affine-for-to-gpu", display: "ConvertAffineForToGPU", summary: "Convert top-level AffineFor Ops to GPU kernels (one iteration per invocation, upstream semantics)", options: options::AFFINE_FOR_TO_GPU, run: crate::gpu::map::affine_to_gpu::run, kind: PassKind::Transform },
    PassInfo { name: "gpu-kernel-outlining", display: "GpuKernelOutliningPass", summary: "Outline gpu.launch bodies to kernel functions", options: options::OUTLINE, run: crate::gpu::outline::run, kind: PassKind::Transform },
    PassInfo { name: "tessera-contract-fma", display: "TesseraContractFma", summary: "Fuse single-use multiply-adds in GPU kernels into math.fma", options: options::CONTRACT_FMA, run: crate::gpu::opt::contract::run, kind: PassKind::Transform },
    PassInfo { name: "tessera-narrow-powi-exponent", display: "TesseraNarrowPowiExponent", summary: "Give math.fpowi a constant i32 exponent where its wider constant exponent fits i32", options: options::NONE, run: crate::transforms::narrow_powi::run, kind: PassKind::Transform },
    PassInfo { name: "tessera-if-convert", display: "TesseraIfConvert", summary: "Turn guarded read-modify-write accumulations into unconditional ones with a select", options: options::NONE, run: crate::transforms::if_convert::run, kind: PassKind::Transform },
    PassInfo { name: "tessera-subgroup-share", display: "TesseraSubgroupShare", summary: "Load lane-invariant row groups once per subgroup and broadcast them (gpu.shuffle idx)", options: options::SUBGROUP_SHARE, run: crate::gpu::opt::subgroup_share::run, kind: PassKind::Transform },
    PassInfo { name: "tessera-promote-workgroup", display: "TesseraPromoteWorkgroup", summary: "Stage read-only tiles of mapped kernels in workgroup memory with barriers", options: options::PROMOTE, run: crate::gpu::opt::promote_workgroup::run, kind: PassKind::Transform },
    PassInfo { name: "int-range-optimizations", display: "IntRangeOptimizations", summary: "Fold index comparisons that the ranges of their operands decide", options: options::NONE, run: crate::transforms::int_range::run, kind: PassKind::Transform },
    PassInfo { name: "tessera-version-guards", display: "TesseraVersionGuards", summary: "Give kernel loops whose guards hold in most workgroups an unguarded copy for those workgroups", options: options::NONE, run: crate::gpu::opt::guard_version::run, kind: PassKind::Transform },
    PassInfo { name: "tessera-hoist-window", display: "TesseraHoistWindow", summary: "Load the overlapping window reads of a short kernel loop once before it and select them by its counter", options: options::NONE, run: crate::gpu::opt::hoist_window::run, kind: PassKind::Transform },
    PassInfo { name: "tessera-unroll-vectors", display: "TesseraUnrollVectors", summary: "Unroll kernel vectors wider than 4 lanes or of rank 2 or more into 1-D pieces of at most 4 lanes", options: options::NONE, run: crate::gpu::opt::unroll_vectors::run, kind: PassKind::Transform },
    PassInfo { name: "tessera-reject-out-of-bounds", display: "TesseraRejectOutOfBounds", summary: "Reject affine accesses that provably leave their memref (changes nothing)", options: options::NONE, run: crate::gpu::bounds::check::run_reject, kind: PassKind::Transform },
    PassInfo { name: "tessera-sink-memref-choice", display: "TesseraSinkMemrefChoice", summary: "Turn kernel accesses through a memref chosen by scf.if or arith.select into accesses of each candidate under the condition", options: options::NONE, run: crate::gpu::opt::memref_choice::run, kind: PassKind::Transform },
    PassInfo { name: "tessera-schedule-chains", display: "TesseraScheduleChains", summary: "Order texture-mode reduction loop bodies accumulator by accumulator", options: options::NONE, run: crate::gpu::opt::schedule::run, kind: PassKind::Transform },
    PassInfo { name: "tessera-mark-textures", display: "TesseraMarkTextures", summary: "List the texture-backed arguments of outlined kernels (tessera.textures)", options: options::MARK_TEXTURES, run: crate::gpu::map::texture::run, kind: PassKind::Transform },
    PassInfo { name: "tessera-bounds-check", display: "TesseraBoundsCheck", summary: "Prove kernel memory accesses in bounds, guard the others, reject provably out-of-bounds affine accesses", options: options::BOUNDS_CHECK, run: crate::gpu::bounds::check::run, kind: PassKind::Transform },
    PassInfo { name: "tessera-gpu-pipeline", display: "TesseraGpuPipeline", summary: "Affine loop nests to outlined, tiled GPU kernels (parallelize, map, promote, lower, outline)", options: options::GPU_PIPELINE, run: crate::gpu::pipeline::run, kind: PassKind::Pipeline(crate::gpu::pipeline::expand) },
    PassInfo { name: "one-shot-bufferize", display: "OneShotBufferizePass", summary: "One-Shot Bufferize", options: options::ONE_SHOT_BUFFERIZE, run: crate::transforms::bufferize::run, kind: PassKind::Transform },
    PassInfo { name: "linalg-fuse-elementwise-ops", display: "LinalgElementwiseOpFusionPass", summary: "Fuse elementwise operations on tensors", options: options::NONE, run: crate::transforms::linalg_fuse::run, kind: PassKind::Transform },
    PassInfo { name: "linalg-generalize-named-ops", display: "LinalgGeneralizeNamedOpsPass", summary: "Convert named ops into generic ops", options: options::NONE, run: crate::transforms::linalg_generalize::run, kind: PassKind::Transform },
    PassInfo { name: "convert-linalg-to-affine-loops", display: "ConvertLinalgToAffineLoopsPass", summary: "Convert the operations from the linalg dialect into affine loops", options: options::LINALG_TO_AFFINE, run: crate::transforms::linalg_to_affine::run, kind: PassKind::Transform },
];

/// Finds a pass by name.
pub fn lookup_pass(name: &str) -> Option<&'static PassInfo> {
    PASSES.iter().find(|p| p.name == name)
}

/// The error for a name that is not a registered pass, naming the nearest passes.
pub fn unknown_pass_message(name: &str) -> String {
    let names: Vec<&str> = PASSES.iter().map(|p| p.name).collect();
    match suggest(name, &names) {
        Some(s) => format!("'{name}' does not refer to a registered pass; did you mean '{s}'?"),
        None => format!(
            "'{name}' does not refer to a registered pass (run 'tessera opt --list-passes')"
        ),
    }
}

/// The candidate nearest to `name` (Levenshtein distance, ties in candidate order), when
/// it is near enough to be a likely typo: at most a third of the longer name, or `name`
/// is a prefix of it.
pub fn suggest<'a>(name: &str, candidates: &[&'a str]) -> Option<&'a str> {
    let mut best: Option<(usize, &'a str)> = None;
    for &c in candidates {
        let d = if c.starts_with(name) && !name.is_empty() {
            0
        } else {
            edit_distance(name, c)
        };
        if best.is_none_or(|(bd, _)| d < bd) {
            best = Some((d, c));
        }
    }
    let (d, c) = best?;
    let limit = (name.len().max(c.len()) / 3).max(1);
    (d <= limit).then_some(c)
}

/// Edit distance over bytes (optimal string alignment: insertions, deletions,
/// substitutions and transpositions of neighbours each cost 1).
fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let w = b.len() + 1;
    let mut d = vec![0usize; (a.len() + 1) * w];
    for (j, cell) in d.iter_mut().enumerate().take(w) {
        *cell = j;
    }
    for i in 1..=a.len() {
        d[i * w] = i;
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut v = (d[(i - 1) * w + j] + 1)
                .min(d[i * w + j - 1] + 1)
                .min(d[(i - 1) * w + j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                v = v.min(d[(i - 2) * w + j - 2] + 1);
            }
            d[i * w + j] = v;
        }
    }
    d[a.len() * w + b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parser::{parse_source, ParseOptions};

    const NEST: &str = "func.func @f(%a: memref<64x64xf32>, %b: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %v = affine.load %a[%i, %j] : memref<64x64xf32>
      affine.store %v, %b[%j, %i] : memref<64x64xf32>
    }
  }
  return
}
";

    /// A value of the option's type: its default where that is a value.
    fn sample(o: &PassOptionInfo) -> String {
        let concrete = !["none", "planned", "unlimited"].contains(&o.default);
        match o.ty {
            _ if concrete => o.default.to_string(),
            options::OptionType::Bool => "true".into(),
            options::OptionType::Int | options::OptionType::Unsigned => "2".into(),
            options::OptionType::IntList => "2,2".into(),
            options::OptionType::Text => "x".into(),
            options::OptionType::Enum(w) => w[0].to_string(),
        }
    }

    fn run_with(info: &PassInfo, opts: &PassOptions) -> Result<bool, String> {
        let mut ctx = Context::new();
        let mut m = parse_source(&mut ctx, NEST, "t.mlir", &ParseOptions::default())
            .map_err(|d| format!("{d:?}"))?;
        let top = m.top[0];
        (info.run)(&mut ctx, &mut m, top, opts).map_err(|d| format!("{d:?}"))
    }

    /// Every option in a pass's table is accepted by the pass itself, with a value of its
    /// type, so the table cannot list an option that the pass would reject.
    #[test]
    fn tables_match_the_passes() {
        for info in PASSES {
            for o in info.options {
                let mut opts = PassOptions::default();
                opts.values.insert(o.name.to_string(), sample(o));
                assert!(info.check_options(&opts).is_ok());
                if let Err(e) = run_with(info, &opts) {
                    assert!(
                        !e.contains("no such option"),
                        "{} rejects its option {}: {e}",
                        info.name,
                        o.name
                    );
                }
            }
            let mut bogus = PassOptions::default();
            bogus.values.insert("no-such-thing".into(), "1".into());
            assert!(info.check_options(&bogus).is_err(), "{}", info.name);
        }
    }

    #[test]
    fn suggestions() {
        assert_eq!(
            unknown_pass_message("affine-loop-tiles"),
            "'affine-loop-tiles' does not refer to a registered pass; did you mean 'affine-loop-tile'?"
        );
        assert!(unknown_pass_message("zzz").contains("--list-passes"));
        let mut o = PassOptions::default();
        o.values.insert("tile-szes".into(), "4".into());
        let tile = lookup_pass("affine-loop-tile").unwrap();
        let e = tile.check_options(&o).unwrap_err();
        assert!(e.contains("did you mean 'tile-sizes'?"), "{e}");
        assert!(
            e.contains("(options: tile-size, tile-sizes, cache-size, separate)"),
            "{e}"
        );
        assert_eq!(suggest("cs", &["cse", "canonicalize"]), Some("cse"));
        assert_eq!(suggest("rusn", &["warmup", "runs"]), Some("runs"));
        assert_eq!(suggest("zzzz", &["cse"]), None);
    }

    #[test]
    fn names_are_unique() {
        for (i, p) in PASSES.iter().enumerate() {
            assert!(PASSES[..i].iter().all(|q| q.name != p.name), "{}", p.name);
            for (j, o) in p.options.iter().enumerate() {
                assert!(
                    p.options[..j].iter().all(|q| q.name != o.name),
                    "{}",
                    o.name
                );
            }
        }
    }
}
