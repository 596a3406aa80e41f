//! `tessera-gpu-pipeline`: plain affine code to outlined, SPIR-V-ready GPU kernels.
//!
//! The passes, in order (verifying the IR after each, or only once at the end when
//! [`GpuPipelineOptions::verify_each`] is off):
//!
//! The order and the conditions live in one list, [`GPU_PIPELINE_STEPS`] (a test checks that
//! the runner follows it); in words:
//!
//! 0. `tessera-raise-scf-to-affine` (`scf.for` loops with affine bounds become
//!    `affine.for`);
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
//! 6. `canonicalize`, `cse`, `tessera-contract-fma` (kernel multiply-adds flagged
//!    `contract` become `math.fma`; `fp-contract=fast` fuses every one, `fp-contract=off`
//!    none);
//! 7. `tessera-schedule-chains` when some launch reads through textures,
//!    `gpu-kernel-outlining`, `tessera-mark-textures`, then `canonicalize` to drop unused
//!    id ops.
//! 8. `int-range-optimizations` (index comparisons that the ranges of ids, loop counters
//!    and constants decide become constants) and `tessera-version-guards` (a kernel loop
//!    whose guards hold in most workgroups gets an unguarded copy for them), each followed
//!    by `canonicalize` when it changed something.
//! 9. `tessera-hoist-window` on CPU adapters (the overlapping loads of a short window loop
//!    are read once before it and selected by its counter), then `canonicalize` and `cse`
//!    when it changed something.
//! 10. `tessera-bounds-check`: kernel accesses are proven in bounds or guarded (option
//!     `unchecked` leaves them unguarded); affine accesses that provably leave their memref
//!     are rejected before step 1.
//!
//! The kernels that come out contain only `scf`, `arith`, `math`, `memref` and `gpu` ops,
//! which `tessera_spirv::compile_kernel` accepts. [`run_gpu_pipeline`] returns a report per
//! kernel: its grid, workgroup size and register tile.

use super::gpu_config::PlanOverrides;
use super::gpu_map::{LaunchKind, LaunchPlan, MapOptions, MAP_OPTION_NAMES};
use super::gpu_outline::OutlinedKernel;
use super::target::GpuTarget;
use crate::diag::{Diagnostic, Diagnostics};
use crate::dialect::OpKind;
use crate::ir::{AttrKind, Context, Module, Op, TypeKind, DYNAMIC};
use crate::pass::{lookup_pass, PassOptions};
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
    /// Some launch reads through textures.
    Textures,
    /// The last step above it that is not a clean-up (`canonicalize`, `cse`) changed something.
    AfterChange,
    /// CPU adapters only.
    CpuTarget,
}

impl StepWhen {
    /// The condition in words (the docs' step table).
    pub fn describe(self) -> &'static str {
        match self {
            StepWhen::Always => "always",
            StepWhen::SubgroupBroadcast => {
                "the target broadcasts within subgroups of one known width and promotion is off"
            }
            StepWhen::Promote => "promotion is on (`promote`; default: GPUs, not CPU adapters)",
            StepWhen::FpContract => "`fp-contract` is not `off`",
            StepWhen::Textures => "some launch reads through textures",
            StepWhen::AfterChange => {
                "the last step above it that is not a clean-up changed something"
            }
            StepWhen::CpuTarget => "CPU adapters",
        }
    }
}

/// [`GPU_PIPELINE_STEPS`] as a Markdown table (docs/ARCHITECTURE.md's generated block).
pub fn steps_markdown() -> String {
    let mut s = String::from("| # | step | runs when |\n| --- | --- | --- |\n");
    for (i, (name, when)) in GPU_PIPELINE_STEPS.iter().enumerate() {
        let reg = if UNREGISTERED_STEPS.contains(name) {
            " (not a registered pass)"
        } else {
            ""
        };
        s.push_str(&format!(
            "| {} | `{name}`{reg} | {} |\n",
            i + 1,
            when.describe()
        ));
    }
    s
}

/// Steps of [`GPU_PIPELINE_STEPS`] that are not (yet) registered passes.
pub const UNREGISTERED_STEPS: &[&str] = &["tessera-schedule-chains", "tessera-mark-textures"];

/// The steps of `tessera-gpu-pipeline`, in the order they run, each with the condition
/// under which it runs. Every name is a registered pass except those in
/// [`UNREGISTERED_STEPS`] (steps the runner calls directly); the runner records each step it
/// runs under this name in [`PipelineReport::pass_times`], and
/// `lowering/tests/gpu_pipeline_steps.rs` checks that the steps a run records are, in
/// order, the steps of this list whose condition held. (Before `canonicalize`, affine
/// accesses that provably leave their memref are rejected; that check is not a pass.)
pub const GPU_PIPELINE_STEPS: &[(&str, StepWhen)] = &[
    ("tessera-raise-scf-to-affine", StepWhen::Always),
    ("canonicalize", StepWhen::Always),
    ("tessera-if-convert", StepWhen::Always),
    // Twice: a reduction moved out of an inner loop can expose an outer one.
    ("affine-parallelize", StepWhen::Always),
    ("affine-parallelize", StepWhen::Always),
    ("tessera-map-to-gpu", StepWhen::Always),
    ("tessera-subgroup-share", StepWhen::SubgroupBroadcast),
    ("tessera-promote-workgroup", StepWhen::Promote),
    ("lower-affine", StepWhen::Always),
    ("canonicalize", StepWhen::Always),
    ("cse", StepWhen::Always),
    ("tessera-contract-fma", StepWhen::FpContract),
    ("tessera-schedule-chains", StepWhen::Textures),
    ("gpu-kernel-outlining", StepWhen::Always),
    ("tessera-mark-textures", StepWhen::Always),
    ("canonicalize", StepWhen::Always),
    ("int-range-optimizations", StepWhen::Always),
    ("canonicalize", StepWhen::AfterChange),
    ("tessera-version-guards", StepWhen::Always),
    ("canonicalize", StepWhen::AfterChange),
    ("tessera-hoist-window", StepWhen::CpuTarget),
    ("canonicalize", StepWhen::AfterChange),
    ("cse", StepWhen::AfterChange),
    ("tessera-bounds-check", StepWhen::Always),
];

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
    pub fp_contract: super::gpu_contract::FpContract,
    /// Vectorise the band dim on local X by 4 on CPU adapters (`tessera-map-to-gpu`'s
    /// `vectorize`; see `gpu_vectorize`).
    pub vectorize: bool,
    /// Read the vector-loaded inputs of register-tiled reduction kernels through textures
    /// on CPU adapters (`tessera-map-to-gpu`'s `textures`; see `gpu_texture`).
    pub textures: bool,
    /// Verify the module after every pass (default). Off, it is verified once, after the
    /// last pass: a pass bug is still caught, only blamed on the pipeline rather than on
    /// the pass.
    pub verify_each: bool,
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
            fp_contract: super::gpu_contract::FpContract::On,
            vectorize: true,
            textures: true,
            verify_each: true,
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
    /// Reads the pass options of `tessera-gpu-pipeline` (and fills `target` from the target
    /// options).
    pub fn from_pass_options(o: &PassOptions, target: &mut GpuTarget) -> Result<Self, String> {
        let mut known: Vec<&str> = vec![
            "promote",
            "index-bits",
            "parallel-reductions",
            "unchecked",
            "fp-contract",
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
            let p = super::target_profiles::profile(name)?;
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
                None => super::gpu_contract::FpContract::On,
                Some(v) => super::gpu_contract::FpContract::parse(v)?,
            },
            vectorize: mo.vectorize,
            textures: mo.textures,
            verify_each: true,
        })
    }
}

/// The registered pass: runs the pipeline with the default (lavapipe-like) target, adjusted
/// by the target options.
pub fn run(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    opts: &PassOptions,
) -> Result<bool, Diagnostics> {
    let mut target = GpuTarget::default();
    let o = GpuPipelineOptions::from_pass_options(opts, &mut target)
        .map_err(|e| Diagnostics::from(Diagnostic::error_at(ctx, m.op(anchor).loc, e)))?;
    let r = run_pipeline_on(ctx, m, anchor, &target, &o)?;
    Ok(!r.kernels.is_empty())
}

/// Runs the pipeline on every top-level op of `m` (normally one `builtin.module`).
pub fn run_gpu_pipeline(
    ctx: &mut Context,
    m: &mut Module,
    target: &GpuTarget,
    opts: &GpuPipelineOptions,
) -> Result<PipelineReport, Diagnostics> {
    let mut report = PipelineReport::default();
    for top in m.top.clone() {
        let r = run_pipeline_on(ctx, m, top, target, opts)?;
        report.kernels.extend(r.kernels);
        report.pass_times.extend(r.pass_times);
        report.total += r.total;
    }
    Ok(report)
}

/// Verification between passes: after each pass when `each`, else once at the end; the
/// time it takes is reported apart from the passes'.
struct Checks {
    each: bool,
    spent: Duration,
}

impl Checks {
    fn verify(&mut self, ctx: &Context, m: &Module) -> Result<(), Diagnostics> {
        let t = Instant::now();
        let r = crate::verify::verify(ctx, m);
        self.spent += t.elapsed();
        r
    }

    /// After a pass.
    fn after_pass(&mut self, ctx: &Context, m: &Module) -> Result<(), Diagnostics> {
        if self.each {
            self.verify(ctx, m)
        } else {
            Ok(())
        }
    }

    /// After the last pass: verifies in either mode.
    fn finish(
        &mut self,
        ctx: &Context,
        m: &Module,
        times: &mut Vec<(String, Duration)>,
    ) -> Result<(), Diagnostics> {
        let r = self.verify(ctx, m);
        times.push(("verify".to_string(), self.spent));
        r
    }
}

#[allow(clippy::too_many_arguments)]
fn run_registered(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    name: &str,
    opts: &PassOptions,
    times: &mut Vec<(String, Duration)>,
    checks: &mut Checks,
) -> Result<bool, Diagnostics> {
    let Some(info) = lookup_pass(name) else {
        return Err(Diagnostic::error(
            None,
            format!("'{name}' does not refer to a registered pass"),
        )
        .into());
    };
    let t = Instant::now();
    let changed = (info.run)(ctx, m, anchor, opts)?;
    times.push((name.to_string(), t.elapsed()));
    checks.after_pass(ctx, m)?;
    Ok(changed)
}

fn run_pipeline_on(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    target: &GpuTarget,
    opts: &GpuPipelineOptions,
) -> Result<PipelineReport, Diagnostics> {
    let start = Instant::now();
    let loc = m.op(anchor).loc;
    target
        .validate()
        .map_err(|e| Diagnostics::from(Diagnostic::error_at(ctx, loc, e)))?;
    let mut times = Vec::new();
    let mut checks = Checks {
        each: opts.verify_each,
        spent: Duration::ZERO,
    };
    let none = PassOptions::default();
    super::linalg_to_affine::pipeline_step(ctx, m, anchor)?; // linalg input (issue 22)
    run_registered(
        ctx,
        m,
        anchor,
        "tessera-raise-scf-to-affine",
        &none,
        &mut times,
        &mut checks,
    )?;
    super::bounds_check::reject_out_of_bounds(ctx, m, anchor)?;
    run_registered(
        ctx,
        m,
        anchor,
        "canonicalize",
        &none,
        &mut times,
        &mut checks,
    )?;
    run_registered(
        ctx,
        m,
        anchor,
        "tessera-if-convert",
        &none,
        &mut times,
        &mut checks,
    )?;
    let mut popts = PassOptions::default();
    popts.values.insert(
        "parallel-reductions".into(),
        opts.parallel_reductions.to_string(),
    );
    popts
        .values
        .insert("assume-noalias".into(), opts.assume_noalias.to_string());
    // Twice: a reduction moved out of an inner loop can expose an outer one.
    run_registered(
        ctx,
        m,
        anchor,
        "affine-parallelize",
        &popts,
        &mut times,
        &mut checks,
    )?;
    run_registered(
        ctx,
        m,
        anchor,
        "affine-parallelize",
        &popts,
        &mut times,
        &mut checks,
    )?;
    // Mapping (the tiling).
    let mo = MapOptions {
        target: target.clone(),
        overrides: PlanOverrides {
            workgroup: opts.workgroup_size.clone(),
            register: opts.register_tile.clone(),
            tile: opts.tile_sizes.clone(),
        },
        assume_noalias: opts.assume_noalias,
        serial_kernels: opts.serial_kernels,
        vectorize: opts.vectorize,
        // Workgroup-memory promotion and textures are two answers to the same loads.
        textures: opts.textures && !opts.promote.unwrap_or(!target.is_cpu),
        ..MapOptions::default()
    };
    let t = Instant::now();
    let plans = super::gpu_map::map_to_gpu(ctx, m, anchor, &mo)?;
    times.push(("tessera-map-to-gpu".to_string(), t.elapsed()));
    checks.after_pass(ctx, m)?;
    let promote = opts.promote.unwrap_or(!target.is_cpu);
    // Broadcasts only where every kernel runs with subgroups of one known width.
    if let (Some(width), false) = (target.subgroup_broadcast_width(), promote) {
        let t = Instant::now();
        super::gpu_subgroup_share::share_loads(ctx, m, anchor, i64::from(width));
        times.push(("tessera-subgroup-share".to_string(), t.elapsed()));
        checks.after_pass(ctx, m)?;
    }
    let mut promoted: Vec<Op> = Vec::new();
    if promote {
        let t = Instant::now();
        promoted = super::promote_workgroup::promote(ctx, m, anchor, target)?;
        times.push(("tessera-promote-workgroup".to_string(), t.elapsed()));
        checks.after_pass(ctx, m)?;
    }
    run_registered(
        ctx,
        m,
        anchor,
        "lower-affine",
        &none,
        &mut times,
        &mut checks,
    )?;
    run_registered(
        ctx,
        m,
        anchor,
        "canonicalize",
        &none,
        &mut times,
        &mut checks,
    )?;
    run_registered(ctx, m, anchor, "cse", &none, &mut times, &mut checks)?;
    if opts.fp_contract != super::gpu_contract::FpContract::Off {
        let mut c = PassOptions::default();
        c.values
            .insert("fp-contract".into(), opts.fp_contract.as_str().into());
        run_registered(
            ctx,
            m,
            anchor,
            "tessera-contract-fma",
            &c,
            &mut times,
            &mut checks,
        )?;
    }
    if let Some(tag) = ctx.lookup_ident(super::gpu_texture::TEXTURE_READS) {
        let t = Instant::now();
        let mut launches = Vec::new();
        m.walk_pre(anchor, &mut |op| {
            if m.op(op).kind == Some(OpKind::GpuLaunch) && m.op(op).get_attr(tag).is_some() {
                launches.push(op);
            }
        });
        for l in launches {
            super::gpu_schedule::schedule_chains(m, l);
        }
        times.push(("tessera-schedule-chains".to_string(), t.elapsed()));
        checks.after_pass(ctx, m)?;
    }
    let t = Instant::now();
    let outlined = super::gpu_outline::outline(ctx, m, anchor)?;
    times.push(("gpu-kernel-outlining".to_string(), t.elapsed()));
    checks.after_pass(ctx, m)?;
    let t = Instant::now();
    super::gpu_texture::mark_textures(ctx, m, anchor, target.max_texture_dim);
    times.push(("tessera-mark-textures".to_string(), t.elapsed()));
    run_registered(
        ctx,
        m,
        anchor,
        "canonicalize",
        &none,
        &mut times,
        &mut checks,
    )?;
    // Guards that the ranges of lanes, loop counters and workgroup ids decide, or that hold
    // in most workgroups (a padded convolution's interior rows), stop costing a select. On
    // CPU adapters, a lane's overlapping window loads (a blocked convolution's
    // `I[.., x + j + kw]`) are then read once per window instead of once per window step.
    // Each pass that changed something is followed by its clean-up.
    let late: [(&str, &[&str]); 3] = [
        ("int-range-optimizations", &["canonicalize"]),
        ("tessera-version-guards", &["canonicalize"]),
        ("tessera-hoist-window", &["canonicalize", "cse"]),
    ];
    for (pass, cleanup) in late {
        if pass == "tessera-hoist-window" && !target.is_cpu {
            continue;
        }
        if run_registered(ctx, m, anchor, pass, &none, &mut times, &mut checks)? {
            for &c in cleanup {
                run_registered(ctx, m, anchor, c, &none, &mut times, &mut checks)?;
            }
        }
    }
    check_index_bits(ctx, m, anchor, opts.index_bits)?;
    let t = Instant::now();
    let bounds = super::bounds_check::BoundsOptions {
        report: false,
        unchecked: opts.unchecked,
    };
    super::bounds_check::check_kernels(ctx, m, anchor, &bounds)?;
    times.push(("tessera-bounds-check".to_string(), t.elapsed()));
    checks.finish(ctx, m, &mut times)?;
    let kernels = report_kernels(ctx, m, anchor, &plans, &outlined, &promoted);
    Ok(PipelineReport {
        kernels,
        pass_times: times,
        total: start.elapsed(),
    })
}

/// Static memref extents used by kernels must be addressable with `index_bits`-bit
/// indices.
fn check_index_bits(ctx: &Context, m: &Module, anchor: Op, bits: u32) -> Result<(), Diagnostics> {
    if bits >= 64 {
        return Ok(());
    }
    let limit = (1i128 << (bits - 1)) - 1;
    let mut errs = Vec::new();
    m.walk_pre(anchor, &mut |op| {
        if m.op(op).kind != Some(OpKind::GpuFunc) {
            return;
        }
        let Some(b) = m.entry_block(op, 0) else {
            return;
        };
        for &a in m.block(b).args() {
            if let TypeKind::MemRef { shape, .. } = ctx.type_kind(m.value_type(a)) {
                let n = shape
                    .iter()
                    .filter(|&&d| d != DYNAMIC)
                    .try_fold(1i128, |acc, &d| acc.checked_mul(i128::from(d)));
                if n.is_none_or(|n| n > limit) {
                    errs.push(Diagnostic::error_at(
                        ctx,
                        m.op(op).loc,
                        format!(
                            "kernel argument has more elements than {bits}-bit indices address"
                        ),
                    ));
                }
            }
        }
    });
    if errs.is_empty() {
        Ok(())
    } else {
        Err(Diagnostics(errs))
    }
}

fn report_kernels(
    ctx: &Context,
    m: &Module,
    anchor: Op,
    plans: &[LaunchPlan],
    outlined: &[OutlinedKernel],
    promoted: &[Op],
) -> Vec<KernelReport> {
    let mut out = Vec::new();
    m.walk_pre(anchor, &mut |op| {
        if m.op(op).kind != Some(OpKind::GpuLaunchFunc) {
            return;
        }
        let ops = m.op(op).operands();
        let cst = |i: usize| {
            ops.get(i)
                .and_then(|&v| super::gpu_build::const_of(ctx, m, v))
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
        let ok = outlined.iter().find(|k| k.symbol == sym);
        let plan = ok.and_then(|k| plans.iter().find(|p| p.launch == k.launch));
        let reg = ok
            .and_then(|k| {
                crate::affine::ops::attr(ctx, m, k.func, crate::gpu::attrs::REGISTER_TILE)
            })
            .and_then(|a| crate::affine::ops::ints_of(ctx, a))
            .and_then(|v| <[i64; 3]>::try_from(v).ok())
            .or(plan.map(|p| p.register))
            .unwrap_or([1, 1, 1]);
        let grid = [cst(0), cst(1), cst(2)];
        let workgroup = [
            cst(3).unwrap_or(0),
            cst(4).unwrap_or(0),
            cst(5).unwrap_or(0),
        ];
        out.push(KernelReport {
            symbol: sym,
            kind: plan.map(|p| p.kind),
            grid: match plan {
                Some(p) if grid.iter().any(Option::is_none) => p.grid,
                _ => grid,
            },
            workgroup,
            register_tile: reg,
            promoted: ok.is_some_and(|k| promoted.contains(&k.launch)),
        });
    });
    out
}
