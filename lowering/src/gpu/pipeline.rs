//! `tessera-gpu-pipeline`: plain affine code to outlined, SPIR-V-ready GPU kernels.
//!
//! The pipeline is a list of registered passes, [`GPU_PIPELINE_STEPS`], that the pass
//! manager runs: `tessera opt --tessera-gpu-pipeline` expands to them ([`expand`]), so
//! `--mlir-print-ir-after-all` shows the IR after each, `--mlir-timing` times each under
//! the pipeline, and `--dump-pass-pipeline` prints the expansion as a `--pass-pipeline`
//! string that gives the same result. [`run_gpu_pipeline`] (the runtime, `translate`,
//! `validate`) runs the same list for a [`GpuTarget`] read from the adapter.
//!
//! In words:
//!
//! 0. `linalg-generalize-named-ops` and `linalg-fuse-elementwise-ops` (unless
//!    `fuse-elementwise=false`: chains of elementwise linalg ops on tensors become one op),
//!    `tessera-narrow-powi-exponent` (a constant `i64` exponent of `math.fpowi`, as
//!    torch-mlir's GELU gives, becomes `i32` where it fits: the GPU lowers `i32` ones),
//!    `one-shot-bufferize{bufferize-function-boundaries}` (linalg-on-tensors input: tensors
//!    become memrefs, written in place where the analysis allows),
//!    `convert-linalg-to-affine-loops{fuse-fill}` (linalg input; a fill followed by a
//!    reduction into its buffer becomes one nest), `scf-forall-to-parallel` (a
//!    memref-form `scf.forall` becomes `scf.parallel`), `lower-vector-mask` (each
//!    `vector.mask` folds its mask into the op it masks), `tessera-raise-scf-to-affine`
//!    (`scf.for` loops with affine bounds become `affine.for`),
//!    `tessera-reject-out-of-bounds` (affine accesses that provably leave their memref are
//!    errors);
//! 1. `canonicalize`, `tessera-if-convert` (guarded accumulations such as a padded
//!    convolution's become unconditional: clamped reads and a select);
//! 2. `affine-parallelize{parallel-reductions=true}`: parallel loops become
//!    `affine.parallel`, reductions `reduce(...)` (dependences are never parallelized);
//! 3. `tessera-map-to-gpu`: the outermost parallel band of each nest is tiled three ways at
//!    once — grid (workgroup tiles), workgroup (invocations) and register tiles — and
//!    becomes a `gpu.launch` (the tile sizes are chosen jointly from the loop bounds and the
//!    [`GpuTarget`], so this step *is* the tiling; `affine-loop-tile` remains available as a
//!    standalone pass);
//! 4. `tessera-subgroup-share` when the target can broadcast within a subgroup: row loads
//!    that every lane repeats are spread over the lanes and broadcast;
//!    `tessera-promote-workgroup` when promotion is on (default: off on CPU adapters);
//! 5. `lower-affine`: kernels (and the host code) become `scf`/`arith`/`memref`;
//!    `tessera-unroll-vectors`: kernel vectors of more than 4 lanes, of one lane or of
//!    rank 2 or more become 1-D pieces of at most 4 lanes (SPIR-V's vectors);
//!    `vector-emulate-masked-memory`: masked vector loads, stores, gathers and scatters,
//!    and vector transfers, become plain vector accesses or a conditional scalar access
//!    per lane;
//! 6. `canonicalize`, `cse`, `tessera-contract-fma` (kernel multiply-adds flagged
//!    `contract` become `math.fma`; `fp-contract=fast` fuses every one, `fp-contract=off`
//!    none);
//! 7. `tessera-schedule-chains` (launches that read through textures),
//!    `gpu-kernel-outlining`, `tessera-mark-textures`, then `canonicalize` to drop unused
//!    id ops.
//! 8. `int-range-optimizations` (index comparisons that the ranges of ids, loop counters
//!    and constants decide become constants) and `tessera-version-guards` (a kernel loop
//!    whose guards hold in most workgroups gets an unguarded copy for them), each followed
//!    by `canonicalize` (which the pass manager skips when the pass changed nothing: see
//!    `PassKind::Cleanup`).
//! 9. `tessera-hoist-window` on CPU adapters (the overlapping loads of a short window loop
//!    are read once before it and selected by its counter), then `canonicalize` and `cse`.
//! 10. `tessera-bounds-check`: kernel accesses are proven in bounds or guarded (option
//!     `unchecked` leaves them unguarded), and kernel memrefs must fit `index-bits`.
//!
//! The kernels that come out contain only `scf`, `arith`, `math`, `memref` and `gpu` ops,
//! which `tessera_spirv::compile_kernel` accepts. [`run_gpu_pipeline`] returns a report per
//! kernel, read from the IR: its grid, workgroup size, register tile
//! (`tessera.register_tile`), kind (`tessera.launch_kind`) and whether it was promoted
//! (`tessera.promoted`).

use crate::diag::{Diagnostic, Diagnostics};
use crate::dialect::OpKind;
use crate::gpu::plan::{LaunchKind, MapOptions, MAP_OPTION_NAMES};
use crate::gpu::target::GpuTarget;
use crate::ir::fxhash::FxHashMap;
use crate::ir::{AttrKind, Context, Module, Op};
use crate::pass::{PassOptions, PipelineElement, RunOptions};
use std::time::{Duration, Instant};

/// When a step of [`GPU_PIPELINE_STEPS`] runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StepWhen {
    /// Every run.
    Always,
    /// The target broadcasts within a subgroup of one known width and promotion is off.
    SubgroupBroadcast,
    /// Workgroup-memory promotion is on (option `promote`; default: off on CPU adapters).
    Promote,
    /// Option `fp-contract` is not `off`.
    FpContract,
    /// CPU adapters only.
    CpuTarget,
    /// Option `fuse-elementwise` is on (default).
    FuseElementwise,
}

impl StepWhen {
    /// Whether the step runs for `gpu::target` and `opts`.
    pub fn holds(self, target: &GpuTarget, opts: &GpuPipelineOptions) -> bool {
        let promote = opts.promote.unwrap_or(!target.is_cpu);
        match self {
            StepWhen::Always => true,
            StepWhen::SubgroupBroadcast => target.subgroup_broadcast_width().is_some() && !promote,
            StepWhen::Promote => promote,
            StepWhen::FpContract => opts.fp_contract != crate::gpu::opt::contract::FpContract::Off,
            StepWhen::CpuTarget => target.is_cpu,
            StepWhen::FuseElementwise => opts.fuse_elementwise,
        }
    }

    /// The condition in words (the docs' step table).
    pub fn describe(self) -> &'static str {
        match self {
            StepWhen::Always => "always",
            StepWhen::SubgroupBroadcast => {
                "the target broadcasts within subgroups of one known width and promotion is off"
            }
            StepWhen::Promote => "promotion is on (`promote`; default: GPUs, not CPU adapters)",
            StepWhen::FpContract => "`fp-contract` is not `off`",
            StepWhen::CpuTarget => "CPU adapters",
            StepWhen::FuseElementwise => "`fuse-elementwise` is on (default)",
        }
    }
}

/// [`GPU_PIPELINE_STEPS`] as a Markdown table (docs/ARCHITECTURE.md's generated block).
pub fn steps_markdown() -> String {
    let mut s = String::from(
        "| # | pass | runs when | options set by the pipeline |\n| --- | --- | --- | --- |\n",
    );
    for (i, step) in GPU_PIPELINE_STEPS.iter().enumerate() {
        let opts = if step.options.is_empty() {
            String::new()
        } else {
            step.options
                .iter()
                .map(|o| format!("`{o}`"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        s.push_str(&format!(
            "| {} | `{}` | {} | {opts} |\n",
            i + 1,
            step.pass,
            step.when.describe()
        ));
    }
    s
}

/// One step of [`GPU_PIPELINE_STEPS`].
#[derive(Debug, Clone, Copy)]
pub struct Step {
    /// The registered pass.
    pub pass: &'static str,
    /// When it runs.
    pub when: StepWhen,
    /// The options of the pass that the pipeline sets (from the target and the pipeline's
    /// options; [`step_options`] fills them). A pass option not listed keeps its default.
    pub options: &'static [&'static str],
}

const fn step(pass: &'static str, when: StepWhen, options: &'static [&'static str]) -> Step {
    Step {
        pass,
        when,
        options,
    }
}

/// The target options of `tessera-map-to-gpu` ([`GpuTarget::pass_options`]).
const MAP_STEP_OPTIONS: &[&str] = &[
    "subgroup-size",
    "max-subgroup-size",
    "subgroup-broadcast",
    "max-invocations",
    "max-workgroup-size",
    "max-loop-iterations",
    "max-workgroup-storage",
    "max-workgroups-per-dim",
    "cpu",
    "max-texture-dim",
    "workgroup-size",
    "register-tile",
    "tile-sizes",
    "assume-noalias",
    "serial-kernels",
    "vectorize",
    "textures",
];

/// The steps of `tessera-gpu-pipeline`, in the order they run, each with the condition
/// under which it runs and the options the pipeline gives it. Every step is a registered
/// pass; [`expand`] turns the list into the pipeline the pass manager runs, and
/// `lowering/tests/gpu_pipeline_steps.rs` checks that a run performs exactly these steps.
/// The `canonicalize` and `cse` after a pass run only when something changed since they
/// last ran (the pass manager's rule for clean-up passes).
pub const GPU_PIPELINE_STEPS: &[Step] = &[
    // Linalg on tensors: elementwise chains become one op (named ops are generalized so
    // that transpose, broadcast and the like fuse too), then tensors become buffers.
    step(
        "linalg-generalize-named-ops",
        StepWhen::FuseElementwise,
        &[],
    ),
    step(
        "linalg-fuse-elementwise-ops",
        StepWhen::FuseElementwise,
        &[],
    ),
    step("tessera-narrow-powi-exponent", StepWhen::Always, &[]),
    step(
        "one-shot-bufferize",
        StepWhen::Always,
        &["bufferize-function-boundaries"],
    ),
    step(
        "convert-linalg-to-affine-loops",
        StepWhen::Always,
        &["fuse-fill"],
    ),
    step("scf-forall-to-parallel", StepWhen::Always, &[]),
    step("lower-vector-mask", StepWhen::Always, &[]),
    step("tessera-raise-scf-to-affine", StepWhen::Always, &[]),
    step("tessera-reject-out-of-bounds", StepWhen::Always, &[]),
    step("canonicalize", StepWhen::Always, &[]),
    step("tessera-if-convert", StepWhen::Always, &[]),
    // Twice: a reduction moved out of an inner loop can expose an outer one.
    step(
        "affine-parallelize",
        StepWhen::Always,
        &["parallel-reductions", "assume-noalias"],
    ),
    step(
        "affine-parallelize",
        StepWhen::Always,
        &["parallel-reductions", "assume-noalias"],
    ),
    step("tessera-map-to-gpu", StepWhen::Always, MAP_STEP_OPTIONS),
    step(
        "tessera-subgroup-share",
        StepWhen::SubgroupBroadcast,
        &["subgroup-size"],
    ),
    step(
        "tessera-promote-workgroup",
        StepWhen::Promote,
        &["max-workgroup-storage"],
    ),
    step("lower-affine", StepWhen::Always, &[]),
    step("tessera-unroll-vectors", StepWhen::Always, &[]),
    step("vector-emulate-masked-memory", StepWhen::Always, &[]),
    step("canonicalize", StepWhen::Always, &[]),
    step("cse", StepWhen::Always, &[]),
    step(
        "tessera-contract-fma",
        StepWhen::FpContract,
        &["fp-contract"],
    ),
    step("tessera-schedule-chains", StepWhen::Always, &[]),
    step("gpu-kernel-outlining", StepWhen::Always, &[]),
    step("tessera-sink-memref-choice", StepWhen::Always, &[]),
    step(
        "tessera-mark-textures",
        StepWhen::Always,
        &["max-texture-dim"],
    ),
    step("canonicalize", StepWhen::Always, &[]),
    step("int-range-optimizations", StepWhen::Always, &[]),
    step("canonicalize", StepWhen::Always, &[]),
    step("tessera-version-guards", StepWhen::Always, &[]),
    step("canonicalize", StepWhen::Always, &[]),
    step("tessera-hoist-window", StepWhen::CpuTarget, &[]),
    step("canonicalize", StepWhen::CpuTarget, &[]),
    step("cse", StepWhen::CpuTarget, &[]),
    step(
        "tessera-bounds-check",
        StepWhen::Always,
        &["unchecked", "index-bits"],
    ),
];

/// The value of option `name` of `step` for `gpu::target` and `opts` (`None`: left at the
/// pass's default, e.g. an empty tile override).
fn step_option(
    step: &Step,
    name: &str,
    target: &GpuTarget,
    opts: &GpuPipelineOptions,
) -> Option<String> {
    let list = |v: &[i64]| {
        (!v.is_empty()).then(|| v.iter().map(i64::to_string).collect::<Vec<_>>().join(","))
    };
    let promote = opts.promote.unwrap_or(!target.is_cpu);
    if let Some((_, v)) = target.pass_options().into_iter().find(|(k, _)| *k == name) {
        return Some(v);
    }
    match name {
        "parallel-reductions" => Some(opts.parallel_reductions.to_string()),
        "assume-noalias" => Some(opts.assume_noalias.to_string()),
        "workgroup-size" => list(&opts.workgroup_size),
        "register-tile" => list(&opts.register_tile),
        "tile-sizes" => list(&opts.tile_sizes),
        "serial-kernels" => Some(opts.serial_kernels.to_string()),
        "vectorize" => Some(opts.vectorize.to_string()),
        // Workgroup-memory promotion and textures are two answers to the same loads.
        "textures" => Some((opts.textures && !promote).to_string()),
        "fp-contract" => Some(opts.fp_contract.as_str().to_string()),
        "unchecked" => Some(opts.unchecked.to_string()),
        "index-bits" => Some(opts.index_bits.to_string()),
        // Tensor signatures become memrefs: the entry's arguments are buffers.
        "bufferize-function-boundaries" => Some("true".into()),
        // A fill and the reduction into its buffer: one kernel.
        "fuse-fill" => Some("true".into()),
        // `tessera-subgroup-share` runs only where the width is known.
        "subgroup-size" if step.pass == "tessera-subgroup-share" => {
            target.subgroup_broadcast_width().map(|w| w.to_string())
        }
        other => unreachable_option(step.pass, other),
    }
}

/// An option listed in [`GPU_PIPELINE_STEPS`] that [`step_option`] does not fill: a bug in
/// this file, which `every_step_option_is_filled` (below) catches.
fn unreachable_option(pass: &str, name: &str) -> Option<String> {
    debug_assert!(false, "step {pass}: option {name} has no value");
    None
}

/// The options the pipeline gives `step`.
pub fn step_options(step: &Step, target: &GpuTarget, opts: &GpuPipelineOptions) -> PassOptions {
    let mut o = PassOptions::default();
    for &name in step.options {
        if let Some(v) = step_option(step, name, target, opts) {
            o.values.insert(name.to_string(), v);
        }
    }
    o
}

/// The passes `tessera-gpu-pipeline` runs for `gpu::target` and `opts`, in order.
pub fn pipeline_passes(target: &GpuTarget, opts: &GpuPipelineOptions) -> Vec<PipelineElement> {
    GPU_PIPELINE_STEPS
        .iter()
        .filter(|s| s.when.holds(target, opts))
        .map(|s| PipelineElement::Pass {
            name: s.pass.to_string(),
            options: step_options(s, target, opts),
        })
        .collect()
}

/// The registered pipeline's expansion (`PassKind::Pipeline`): its options read as
/// [`GpuPipelineOptions::from_pass_options`] reads them.
pub fn expand(o: &PassOptions) -> Result<Vec<PipelineElement>, String> {
    let mut target = GpuTarget::default();
    let opts = GpuPipelineOptions::from_pass_options(o, &mut target)?;
    target.validate()?;
    Ok(pipeline_passes(&target, &opts))
}

/// Options of the pipeline (all optional overrides of the planner's choices).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GpuPipelineOptions {
    /// Workgroup tile per hardware dim (x, y, z).
    pub tile_sizes: Vec<i64>,
    /// Workgroup size per hardware dim.
    pub workgroup_size: Vec<i64>,
    /// Register tile per hardware dim.
    pub register_tile: Vec<i64>,
    /// Promote tiles to workgroup memory (`None`: on for GPUs, off for CPU adapters).
    pub promote: Option<bool>,
    /// Bit width of `index` on the device (32 or 64); static extents must fit.
    pub index_bits: u32,
    /// Turn iter_args reductions into `affine.parallel` reductions.
    pub parallel_reductions: bool,
    /// Run nests without parallelism in one-invocation kernels.
    pub serial_kernels: bool,
    /// Distinct memref arguments do not alias.
    pub assume_noalias: bool,
    /// Leave kernel accesses that `tessera-bounds-check` cannot prove unguarded.
    pub unchecked: bool,
    /// Which `addf(x, mulf(a, b))` in kernels fuse into `math.fma`
    /// (`tessera-contract-fma`): `On` (default) only pairs flagged `contract`, `Fast` all.
    pub fp_contract: crate::gpu::opt::contract::FpContract,
    /// Vectorise the band dim on local X by 4 on CPU adapters (`tessera-map-to-gpu`'s
    /// `vectorize`; see `gpu::map::vectorize`).
    pub vectorize: bool,
    /// Read the vector-loaded inputs of register-tiled reduction kernels through textures
    /// on CPU adapters (`tessera-map-to-gpu`'s `textures`; see `gpu::map::texture`).
    pub textures: bool,
    /// Verify the module after every pass (default). Off, it is verified once, after the
    /// last pass: a pass bug is still caught, only blamed on the pipeline rather than on
    /// the pass.
    pub verify_each: bool,
    /// Fuse elementwise linalg ops on tensors (`linalg-fuse-elementwise-ops`) before
    /// bufferizing.
    pub fuse_elementwise: bool,
}

impl Default for GpuPipelineOptions {
    fn default() -> Self {
        GpuPipelineOptions {
            tile_sizes: Vec::new(),
            workgroup_size: Vec::new(),
            register_tile: Vec::new(),
            promote: None,
            index_bits: 32,
            parallel_reductions: true,
            serial_kernels: true,
            assume_noalias: true,
            unchecked: false,
            fp_contract: crate::gpu::opt::contract::FpContract::On,
            vectorize: true,
            textures: true,
            verify_each: true,
            fuse_elementwise: true,
        }
    }
}

/// One kernel produced by the pipeline.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KernelReport {
    /// `module::func`.
    pub symbol: String,
    /// What the kernel does (`None` for a `gpu.launch` that was in the input).
    pub kind: Option<LaunchKind>,
    /// Workgroups per dim (`None`: computed at run time).
    pub grid: [Option<i64>; 3],
    /// Workgroup size.
    pub workgroup: [i64; 3],
    /// Register tile (elements per invocation per dim).
    pub register_tile: [i64; 3],
    /// Whether tiles were promoted to workgroup memory.
    pub promoted: bool,
}

impl std::fmt::Display for KernelReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let g: Vec<String> = self
            .grid
            .iter()
            .map(|x| x.map_or("?".to_string(), |v| v.to_string()))
            .collect();
        write!(
            f,
            "@{}: grid [{}], workgroup [{}, {}, {}], register tile [{}, {}, {}]{}",
            self.symbol,
            g.join(", "),
            self.workgroup[0],
            self.workgroup[1],
            self.workgroup[2],
            self.register_tile[0],
            self.register_tile[1],
            self.register_tile[2],
            if self.promoted {
                ", workgroup memory"
            } else {
                ""
            }
        )
    }
}

/// What the pipeline did.
#[derive(Debug, Clone, Default)]
pub struct PipelineReport {
    /// The kernels, in program order.
    pub kernels: Vec<KernelReport>,
    /// Wall time of each pass, then the time spent verifying (one `verify` entry).
    pub pass_times: Vec<(String, Duration)>,
    /// Total wall time.
    pub total: Duration,
}

impl GpuPipelineOptions {
    /// Reads the pass options of `tessera-gpu-pipeline` (and fills `gpu::target` from the target
    /// options).
    pub fn from_pass_options(o: &PassOptions, target: &mut GpuTarget) -> Result<Self, String> {
        let mut known: Vec<&str> = vec![
            "promote",
            "index-bits",
            "parallel-reductions",
            "unchecked",
            "fp-contract",
            "fuse-elementwise",
        ];
        known.extend(
            MAP_OPTION_NAMES
                .iter()
                .filter(|n| !["interchange", "reductions"].contains(n)),
        );
        o.check_known("tessera-gpu-pipeline", &known)?;
        let mo = MapOptions::from_pass_options(o)?;
        *target = mo.target.clone();
        let promote = match o.get("promote") {
            Some(_) => Some(o.get_bool("promote", false)?),
            None => None,
        };
        let bits = o.get_i64("index-bits", 32)?;
        if bits != 32 && bits != 64 {
            return Err(format!("index-bits must be 32 or 64, got {bits}"));
        }
        if let Some(name) = o.get("target") {
            let p = crate::gpu::target_profiles::profile(name)?;
            if bits == 64 && !p.features.shader_int64 {
                return Err(format!(
                    "index-bits=64 needs 64-bit integers in shaders, which target '{}' does not have",
                    p.name
                ));
            }
        }
        Ok(GpuPipelineOptions {
            tile_sizes: mo.overrides.tile,
            workgroup_size: mo.overrides.workgroup,
            register_tile: mo.overrides.register,
            promote,
            index_bits: bits as u32,
            parallel_reductions: o.get_bool("parallel-reductions", true)?,
            serial_kernels: mo.serial_kernels,
            assume_noalias: mo.assume_noalias,
            unchecked: o.get_bool("unchecked", false)?,
            fp_contract: match o.get("fp-contract") {
                None => crate::gpu::opt::contract::FpContract::On,
                Some(v) => crate::gpu::opt::contract::FpContract::parse(v)?,
            },
            vectorize: mo.vectorize,
            textures: mo.textures,
            verify_each: true,
            fuse_elementwise: o.get_bool("fuse-elementwise", true)?,
        })
    }
}

/// The registered pass, for callers outside the pass manager (which runs [`expand`]'s
/// passes itself): runs the pipeline for the default (lavapipe-like) target, adjusted by
/// the target options.
pub fn run(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    opts: &PassOptions,
) -> Result<bool, Diagnostics> {
    let passes = expand(opts)
        .map_err(|e| Diagnostics::from(Diagnostic::error_at(ctx, m.op(anchor).loc, e)))?;
    let ro = RunOptions {
        verify_each: true,
        ..RunOptions::default()
    };
    Ok(crate::pass::run_pipeline_at(ctx, m, anchor, &passes, &ro)?.changed)
}

/// Runs the pipeline on every top-level op of `m` (normally one `builtin.module`): the
/// passes of [`pipeline_passes`], through the pass manager, then verification (after
/// every pass that changed the IR when [`GpuPipelineOptions::verify_each`], else once).
pub fn run_gpu_pipeline(
    ctx: &mut Context,
    m: &mut Module,
    target: &GpuTarget,
    opts: &GpuPipelineOptions,
) -> Result<PipelineReport, Diagnostics> {
    let start = Instant::now();
    if let Err(e) = target.validate() {
        let loc = m.top.first().map(|&t| m.op(t).loc);
        return Err(match loc {
            Some(l) => Diagnostic::error_at(ctx, l, e),
            None => Diagnostic::error(None, e),
        }
        .into());
    }
    let passes = pipeline_passes(target, opts);
    let ro = RunOptions {
        verify_each: opts.verify_each,
        timing: true,
        print_ir_after_all: false,
    };
    let mut r = crate::pass::run_pipeline(ctx, m, &passes, &ro)?;
    if !opts.verify_each {
        let t = Instant::now();
        crate::verify::verify(ctx, m)?;
        r.verify_time += t.elapsed();
    }
    let mut pass_times: Vec<(String, Duration)> =
        r.timings.into_iter().map(|t| (t.name, t.time)).collect();
    pass_times.push(("verify".to_string(), r.verify_time));
    let mut kernels = Vec::new();
    for top in m.top.clone() {
        kernels.extend(report_kernels(ctx, m, top));
    }
    Ok(PipelineReport {
        kernels,
        pass_times,
        total: start.elapsed(),
    })
}

/// The kernels launched under `anchor`, in program order, from the IR: the launch
/// operands (grid, workgroup size) and the kernel's `tessera.*` attributes.
fn report_kernels(ctx: &Context, m: &Module, anchor: Op) -> Vec<KernelReport> {
    use crate::gpu::attrs;
    // The kernels by `module::func`, found once.
    let mut funcs: FxHashMap<String, Op> = FxHashMap::default();
    m.walk_pre(anchor, &mut |op| {
        if m.op(op).kind != Some(OpKind::GpuFunc) {
            return;
        }
        let name = |o: Op| crate::gpu::outline::symbol_name(ctx, m, o);
        if let (Some(p), Some(f)) = (m.parent_op(op), name(op)) {
            if let Some(mname) = name(p) {
                funcs.insert(format!("{mname}::{f}"), op);
            }
        }
    });
    let mut out = Vec::new();
    m.walk_pre(anchor, &mut |op| {
        if m.op(op).kind != Some(OpKind::GpuLaunchFunc) {
            return;
        }
        let ops = m.op(op).operands();
        let cst = |i: usize| {
            ops.get(i)
                .and_then(|&v| crate::gpu::build::const_of(ctx, m, v))
        };
        let sym = match crate::affine::ops::attr(ctx, m, op, "kernel").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::SymbolRef { root, nested }) => {
                let mut s = ctx.ident_str(*root).to_string();
                for n in nested {
                    s.push_str("::");
                    s.push_str(ctx.ident_str(*n));
                }
                s
            }
            _ => String::new(),
        };
        let func = funcs.get(&sym).copied();
        let fattr = |name: &str| func.and_then(|f| crate::affine::ops::attr(ctx, m, f, name));
        let register_tile = fattr(attrs::REGISTER_TILE)
            .and_then(|a| crate::affine::ops::ints_of(ctx, a))
            .and_then(|v| <[i64; 3]>::try_from(v).ok())
            .unwrap_or([1, 1, 1]);
        let kind = fattr(attrs::LAUNCH_KIND).and_then(|a| match ctx.attr_kind(a) {
            AttrKind::String { value, .. } => {
                std::str::from_utf8(value).ok().and_then(LaunchKind::parse)
            }
            _ => None,
        });
        out.push(KernelReport {
            symbol: sym,
            kind,
            grid: [cst(0), cst(1), cst(2)],
            workgroup: [
                cst(3).unwrap_or(0),
                cst(4).unwrap_or(0),
                cst(5).unwrap_or(0),
            ],
            register_tile,
            promoted: fattr(attrs::PROMOTED).is_some(),
        });
    });
    out
}
