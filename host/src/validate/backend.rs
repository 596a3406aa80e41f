//! The paths a program runs on, behind one [`Backend`] trait.
//!
//! - [`Reference`]: the CPU interpreter on the program as written (no lowering). Every
//!   other path is compared with it.
//! - [`LoweredOnCpu`]: the default GPU pipeline, then the CPU interpreter, which runs each
//!   `gpu.launch_func` invocation by invocation with its race check on (a data race
//!   between invocations fails the path). It checks the tiling and mapping passes without
//!   a GPU.
//! - [`GpuPath`]: the GPU pipeline, then the host runtime on a device, kernels reaching
//!   the driver through one [`ShaderPath`]: SPIR-V through naga, raw SPIR-V
//!   (passthrough), or WGSL.
//!
//! A [`Mutation`] can be attached to the lowered paths: it edits the IR after the GPU
//! pipeline, which is how the tests check that a broken lowering is caught.

use std::sync::Arc;
use std::time::{Duration, Instant};

use tessera_lowering::dialect::OpKind;
use tessera_lowering::gpu::pipeline::{run_gpu_pipeline, GpuPipelineOptions};
use tessera_lowering::gpu::target::GpuTarget;
use tessera_lowering::interp::RtValue;
use tessera_lowering::ir::{Context, Module};

use super::capture::capture_allocs;
use crate::gpu::{GpuDevice, ShaderPath};
use crate::runtime::prepare::{self, Prepared};
use crate::runtime::{
    Arg, CompileOptions, DType, HostArray, Program, Runtime, RuntimeOptions, Source, Value,
};

/// An edit applied to the module after the GPU pipeline (for fault-injection tests).
pub type Mutation = Box<dyn Fn(&mut Context, &mut Module) -> Result<(), String>>;

/// What a path runs.
#[derive(Debug, Clone, Copy)]
pub struct RunInput<'a> {
    /// The program text.
    pub text: &'a str,
    /// Its file name (for diagnostics).
    pub file: &'a str,
    /// The function to call.
    pub entry: &'a str,
    /// Arrays for the entry's memref parameters.
    pub args: &'a [HostArray],
    /// Leave kernel accesses the bounds check cannot prove unguarded (`--unchecked`).
    pub unchecked: bool,
}

/// What a path produced.
#[derive(Debug, Clone, Default)]
pub struct RunOutput {
    /// Everything the program printed.
    pub stdout: String,
    /// The entry's memref arguments after the call, then its results (the original ones
    /// and the captured allocations), in order; `None` for values with no host form.
    pub outputs: Vec<Option<HostArray>>,
    /// `gpu.launch_func` sites in the program that ran.
    pub kernels: usize,
    /// Kernel launches dispatched on a GPU.
    pub launches: u64,
    /// Wall time, from parsing to the last result on the host.
    pub elapsed: Duration,
    /// Remarks (for instance that the GPU pipeline did not run).
    pub notes: Vec<String>,
    /// The subgroup sizes the device may run kernels with (`min..=max`), on a GPU path;
    /// `None` elsewhere. A program whose kernels depend on the subgroup size is compared
    /// with the reference run at that size (see [`subgroup_dependent`]).
    pub subgroup_sizes: Option<(u32, u32)>,
}

/// Why a path produced nothing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PathFailure {
    /// The path is not available here (no adapter, feature missing, no pipeline).
    Skipped(String),
    /// The path failed (a compile or runtime error): a validation failure.
    Error(String),
    /// One adapter of `--backend all` lacks a feature the program needs: reported, not a
    /// failure (see [`PathStatus::Unsupported`](super::PathStatus::Unsupported)).
    Unsupported(String),
}

/// One way of running a program.
pub trait Backend {
    /// The path's name in reports: `spirv (naga)`.
    fn name(&self) -> String;
    /// Runs `input`.
    fn run(&mut self, input: &RunInput<'_>) -> Result<RunOutput, PathFailure>;
    /// Whether kernels run on a GPU on this path.
    fn runs_on_gpu(&self) -> bool {
        false
    }
    /// The documented deviation of this path, if it has one: where its target language
    /// cannot express LangRef's semantics for NaN and infinities, differences confined to
    /// such values are reported as that deviation (a `deviation` row), not as a mismatch.
    fn nonfinite_deviation(&self) -> Option<&'static str> {
        None
    }
    /// Whether this path may flush `f32` denormals to zero (a GPU whose driver does and
    /// which this path cannot ask for `DenormPreserve`): a mismatch that the reference
    /// with flushed denormals explains is then the documented deviation
    /// [`FLUSHED_DENORMALS`], not a failure.
    fn may_flush_denormals(&self) -> bool {
        false
    }
}

/// The deviation of a GPU path that cannot declare SignedZeroInfNanPreserve on a driver
/// that may then ignore NaN and infinities (see `docs/VALIDATION.md`, "Documented
/// deviations").
pub const DRIVER_NONFINITE: &str = "only at NaN or infinity: without SignedZeroInfNanPreserve, \
     which only the passthrough path can declare, the driver may ignore NaN and infinities \
     (docs/VALIDATION.md, \"Documented deviations\")";

/// The deviation of a path whose driver flushes `f32` denormals (see `docs/VALIDATION.md`,
/// "Documented deviations").
pub const FLUSHED_DENORMALS: &str =
    "as f32 denormals flushed to zero give: the driver flushes them \
     unless a shader declares DenormPreserve, which only the passthrough path can, on a \
     device that offers it (docs/VALIDATION.md, \"Documented deviations\")";

/// The browser path's deviation (see `docs/VALIDATION.md`, "Documented deviations").
pub const WGSL_NONFINITE: &str =
    "only at NaN or infinity: WGSL makes no NaN or infinity guarantees: an implementation \
     (Tint, a browser) may assume there are none (docs/VALIDATION.md, \"Documented deviations\")";

/// Parses, verifies and captures the entry's allocations.
pub fn prepare_input(input: &RunInput<'_>) -> Result<(Prepared, Vec<String>), String> {
    let mut p = prepare::parse_and_verify(input.text, input.file).map_err(|e| e.render())?;
    let labels = capture_allocs(&mut p.ctx, &mut p.module, input.entry)?;
    tessera_lowering::verify::verify(&p.ctx, &p.module)
        .map_err(|d| format!("after capturing the outputs of @{}: {:?}", input.entry, d.0))?;
    Ok((p, labels))
}

fn count_launches(m: &Module) -> usize {
    let mut n = 0;
    for &top in &m.top {
        m.walk_pre(top, &mut |op| {
            if m.op(op).kind == Some(OpKind::GpuLaunchFunc) {
                n += 1;
            }
        });
    }
    n
}

/// A scalar result as a 0-d array (the other results are not compared this way).
pub(super) fn scalar_array(v: &RtValue) -> Option<HostArray> {
    match v {
        RtValue::F32(x) => HostArray::from_slice(&[*x], &[]).ok(),
        RtValue::F64(x) => HostArray::from_slice(&[*x], &[]).ok(),
        RtValue::F16(x) => HostArray::from_slice(&[*x], &[]).ok(),
        RtValue::Index(x) => HostArray::from_slice(&[*x], &[]).ok(),
        RtValue::Int { value, .. } => HostArray::from_slice(&[*value], &[]).ok(),
        _ => None,
    }
}

/// Compiles `p` on `runtime` and calls the entry, collecting every output.
pub fn run_prepared(
    runtime: &Runtime,
    p: Prepared,
    input: &RunInput<'_>,
    start: Instant,
    notes: Vec<String>,
) -> Result<RunOutput, PathFailure> {
    run_prepared_with(runtime, p, input, start, notes, &|_| {})
}

/// [`run_prepared`]; `configure` adjusts the program before the call (the simulated
/// targets set the interpreter's subgroup size and launch checks, see `simulate`).
pub(crate) fn run_prepared_with(
    runtime: &Runtime,
    p: Prepared,
    input: &RunInput<'_>,
    start: Instant,
    notes: Vec<String>,
    configure: &dyn Fn(&mut Program),
) -> Result<RunOutput, PathFailure> {
    let kernels = count_launches(&p.module);
    let mut opts = CompileOptions::named(input.file);
    opts.gpu_pipeline = false;
    let mut program: Program = runtime
        .compile(Source::Module(p.ctx, p.module), &opts)
        .map_err(|e| failure(&e))?;
    configure(&mut program);
    let args: Vec<Arg<'_>> = input.args.iter().map(Arg::from).collect();
    let mut out = Vec::new();
    let res = program
        .call_with_output(input.entry, &args, &mut out)
        .map_err(|e| failure(&e))?;
    let mut outputs: Vec<Option<HostArray>> = res.args.into_iter().flatten().map(Some).collect();
    for r in res.results {
        outputs.push(match r {
            Value::Array(a) => Some(a),
            Value::Scalar(v) => scalar_array(&v),
            Value::Other => None,
        });
    }
    Ok(RunOutput {
        stdout: String::from_utf8_lossy(&out).into_owned(),
        outputs,
        kernels,
        launches: program.gpu_launches(),
        elapsed: start.elapsed(),
        notes,
        subgroup_sizes: None,
    })
}

/// A runtime error as a path failure: a capability or limit the device lacks (a kernel
/// that needs subgroups on llvmpipe's GL, more storage buffers than the device binds) is
/// [`PathFailure::Skipped`], which [`GpuPath`] reports as unsupported on one adapter of
/// `--backend all`; anything else is an error.
fn failure(e: &crate::runtime::RuntimeError) -> PathFailure {
    match e.target_lacks() {
        // The message names the feature or the limit and its value.
        Some(_) => PathFailure::Skipped(e.message().to_string()),
        None => PathFailure::Error(e.render()),
    }
}

/// Runs the GPU pipeline for `gpu::target` (when host code holds affine loops), then the
/// mutation.
pub(crate) fn lower(
    p: &mut Prepared,
    target: &GpuTarget,
    mutation: Option<&Mutation>,
    unchecked: bool,
) -> Result<Vec<String>, PathFailure> {
    let mut notes = Vec::new();
    if prepare::has_host_affine_loops(&p.ctx, &p.module) {
        let rendered = |d: tessera_lowering::diag::Diagnostics,
                        sources: &tessera_lowering::diag::SourceMap| {
            PathFailure::Error(tessera_lowering::diag::render(&d.0, sources))
        };
        run_gpu_pipeline(
            &mut p.ctx,
            &mut p.module,
            target,
            &GpuPipelineOptions {
                unchecked,
                verify_each: false,
                ..GpuPipelineOptions::default()
            },
        )
        .map_err(|d| rendered(d, &p.sources))?;
        tessera_lowering::verify::verify(&p.ctx, &p.module).map_err(|d| {
            let mut f = rendered(d, &p.sources);
            if let PathFailure::Error(m) = &mut f {
                m.insert_str(0, "after the GPU pipeline:\n");
            }
            f
        })?;
    } else {
        // Hand-written kernels get what `tessera run` gives them (prepare.rs).
        prepare::check_kernel_bounds(p, unchecked).map_err(|e| PathFailure::Error(e.render()))?;
        notes.push("no affine loops in host code: the GPU pipeline had nothing to map".to_string());
    }
    if let Some(f) = mutation {
        f(&mut p.ctx, &mut p.module).map_err(PathFailure::Error)?;
    }
    Ok(notes)
}

/// The optional shader features the kernels (`gpu.func`s) of `m` need because of their
/// value types: `f16`, `f64` (`SHADER_F16`, `SHADER_F64`).
pub fn kernel_type_features(ctx: &Context, m: &Module) -> Vec<&'static str> {
    use tessera_lowering::ir::{FloatKind, Type, TypeKind};
    let mut need: Vec<&'static str> = Vec::new();
    let mut note = |t: Type| {
        let mut t = t;
        if let TypeKind::MemRef { elem, .. } = ctx.type_kind(t) {
            t = *elem;
        }
        let f = match ctx.type_kind(t) {
            TypeKind::Float(FloatKind::F16) => "f16",
            TypeKind::Float(FloatKind::F64) => "f64",
            TypeKind::Integer { width: 64, .. } => "i64",
            _ => return,
        };
        if !need.contains(&f) {
            need.push(f);
        }
    };
    for &top in &m.top {
        m.walk_pre(top, &mut |op| {
            if m.op(op).kind != Some(OpKind::GpuFunc) {
                return;
            }
            m.walk_pre(op, &mut |inner| {
                for &v in m.op(inner).results() {
                    note(m.value_type(v));
                }
                for &r in m.op(inner).regions() {
                    for &b in m.region(r).blocks() {
                        for &a in m.block(b).args() {
                            note(m.value_type(a));
                        }
                    }
                }
            });
        });
    }
    need.sort_unstable();
    need
}

/// Whether a kernel of `m` computes `index` values that can leave the 32-bit range, so
/// that it needs 64-bit integers on the device (see
/// `tessera_lowering::affine::index_width`), on a device running at most
/// `max_workgroups` workgroups per grid dimension.
pub fn kernels_need_wide_index(ctx: &Context, m: &Module, max_workgroups: u32) -> bool {
    use tessera_lowering::affine::index_width::{index_plan, IndexPlan};
    let mut kernels = Vec::new();
    for &top in &m.top {
        m.walk_pre(top, &mut |op| {
            if m.op(op).kind == Some(OpKind::GpuFunc) {
                kernels.push(op);
            }
        });
    }
    kernels.into_iter().any(|k| {
        matches!(
            index_plan(ctx, m, k, i64::from(max_workgroups)),
            IndexPlan::Wide(_)
        )
    })
}

/// Whether the kernels written in `m` (before the GPU pipeline) compute results that
/// depend on the subgroup size: lane and subgroup ids and counts, shuffles, rotations,
/// ballots, broadcasts and subgroup reductions. Such a program gives different (correct)
/// answers on devices with different subgroup sizes, so `validate` compares a GPU path with
/// the reference run at that path's size. (The kernels the GPU pipeline makes from loops
/// are planned for the device's size and do not depend on it.)
pub fn subgroup_dependent(m: &Module) -> bool {
    let mut found = false;
    for &top in &m.top {
        m.walk_pre(top, &mut |op| {
            found |= matches!(
                m.op(op).kind,
                Some(
                    OpKind::GpuLaneId
                        | OpKind::GpuSubgroupId
                        | OpKind::GpuSubgroupSize
                        | OpKind::GpuNumSubgroups
                        | OpKind::GpuSubgroupReduce
                        | OpKind::GpuShuffle
                        | OpKind::GpuRotate
                        | OpKind::GpuBallot
                        | OpKind::GpuSubgroupBroadcast
                )
            );
        });
    }
    found
}

/// The CPU interpreter on the program as written, with subgroups of
/// [`tessera_lowering::interp::Config::subgroup_size`]'s default (32 lanes), or of
/// `subgroup_size` lanes when set: the reference of a GPU path whose device runs a
/// program that depends on the subgroup size ([`subgroup_dependent`]) with another size.
#[derive(Debug, Default)]
pub struct Reference {
    /// Lanes per subgroup; `None` for the interpreter's default.
    pub subgroup_size: Option<u32>,
}

impl Backend for Reference {
    fn name(&self) -> String {
        "cpu interpreter (reference)".into()
    }

    fn run(&mut self, input: &RunInput<'_>) -> Result<RunOutput, PathFailure> {
        let start = Instant::now();
        let (p, _) = prepare_input(input).map_err(PathFailure::Error)?;
        let size = self.subgroup_size;
        run_prepared_with(&Runtime::cpu(), p, input, start, Vec::new(), &|prog| {
            if let Some(sg) = size {
                prog.interp.config.subgroup_size = sg;
            }
        })
    }
}

/// The CPU interpreter on the program as written, with `f32` denormals flushed to zero
/// ([`tessera_lowering::interp::with_f32_denormals_flushed`]): what a GPU that flushes
/// them computes. Not a path of the report; [`super::validate_with_checks`] compares a
/// mismatching row of a path that [`Backend::may_flush_denormals`] with it.
#[derive(Debug, Default)]
pub struct FlushedReference;

impl FlushedReference {
    /// Runs `input` with denormals flushed.
    pub fn run(&self, input: &RunInput<'_>) -> Result<RunOutput, PathFailure> {
        tessera_lowering::interp::with_f32_denormals_flushed(|| Reference::default().run(input))
    }
}

/// The GPU pipeline, then the CPU interpreter.
#[derive(Default)]
pub struct LoweredOnCpu {
    /// Applied after the pipeline.
    pub mutation: Option<Mutation>,
}

impl Backend for LoweredOnCpu {
    fn name(&self) -> String {
        "gpu pipeline, cpu interpreter".into()
    }

    fn run(&mut self, input: &RunInput<'_>) -> Result<RunOutput, PathFailure> {
        let start = Instant::now();
        let (mut p, _) = prepare_input(input).map_err(PathFailure::Error)?;
        let notes = lower(
            &mut p,
            &GpuTarget::default(),
            self.mutation.as_ref(),
            input.unchecked,
        )?;
        // The interpreter checks every kernel for data races between invocations: the
        // sequential order it runs them in would hide a race that a GPU exposes.
        let runtime = Runtime::with_options(RuntimeOptions {
            race_check: true,
            ..RuntimeOptions::cpu()
        })
        .map_err(|e| PathFailure::Error(e.render()))?;
        run_prepared(&runtime, p, input, start, notes)
    }
}

/// The GPU pipeline, then a device through one shader path.
pub struct GpuPath {
    /// The device.
    pub device: Arc<GpuDevice>,
    /// How kernels reach the driver.
    pub path: ShaderPath,
    /// Applied after the pipeline.
    pub mutation: Option<Mutation>,
    /// Added to the row's name when several adapters are validated (`on vulkan`).
    pub tag: Option<String>,
    /// Part of `--backend all`: a program this adapter lacks a feature for is
    /// [`PathFailure::Unsupported`] instead of a failure.
    pub optional: bool,
}

impl GpuPath {
    /// `path` on `device`.
    pub fn new(device: Arc<GpuDevice>, path: ShaderPath) -> Self {
        GpuPath {
            device,
            path,
            mutation: None,
            tag: None,
            optional: false,
        }
    }

    /// `path` on `device` as one adapter of `--backend all`: the row is named after the
    /// backend (`wgsl on gl`), and a program the adapter lacks a feature for is reported
    /// as unsupported there.
    pub fn among_several(device: Arc<GpuDevice>, path: ShaderPath, tag: String) -> Self {
        GpuPath {
            tag: Some(tag),
            optional: true,
            ..GpuPath::new(device, path)
        }
    }
}

impl Backend for GpuPath {
    fn name(&self) -> String {
        match &self.tag {
            Some(t) => format!("{} on {t}", self.path),
            None => self.path.to_string(),
        }
    }

    fn runs_on_gpu(&self) -> bool {
        true
    }

    fn may_flush_denormals(&self) -> bool {
        let fc = &self.device.adapter().float_controls;
        !crate::gpu::float_controls::declared_for_f32(self.path, fc).1
    }

    fn nonfinite_deviation(&self) -> Option<&'static str> {
        // Without SignedZeroInfNanPreserve a driver may ignore NaN and infinities (NVIDIA's
        // did, on the naga paths: GPU fuzz seeds 691, 852, 880, 1029, 1063, 1146, 1179 on
        // an H200). Only the passthrough path declares it, where the device offers it.
        // llvmpipe keeps them without it (the fuzzer checks every path there on every
        // commit), so its rows stay strict and a regression of Tessera's own IEEE code
        // there is a mismatch.
        let a = self.device.adapter();
        let declared = crate::gpu::float_controls::declared_for_f32(self.path, &a.float_controls).0;
        let llvmpipe = prepare::loop_budget(&a.name, &a.driver).is_some();
        (!declared && !llvmpipe).then_some(DRIVER_NONFINITE)
    }

    fn run(&mut self, input: &RunInput<'_>) -> Result<RunOutput, PathFailure> {
        if !self.device.supports(self.path) {
            return Err(PathFailure::Skipped(match self.path {
                ShaderPath::Passthrough => format!(
                    "{} has no SPIR-V passthrough (needs Vulkan and PASSTHROUGH_SHADERS)",
                    self.device.adapter().short()
                ),
                p => format!("{} does not support {p}", self.device.adapter().short()),
            }));
        }
        let start = Instant::now();
        let (mut p, _) = prepare_input(input).map_err(PathFailure::Error)?;
        let notes = lower(
            &mut p,
            &prepare::gpu_target(&self.device),
            self.mutation.as_ref(),
            input.unchecked,
        )?;
        let have = self.device.enabled_features();
        let mut missing: Vec<&str> = kernel_type_features(&p.ctx, &p.module)
            .into_iter()
            .filter(|f| match *f {
                "f16" => !have.f16,
                "f64" => !have.f64,
                "i64" => !have.i64,
                _ => false,
            })
            .collect();
        if !have.i64
            && kernels_need_wide_index(
                &p.ctx,
                &p.module,
                self.device.limits().max_compute_workgroups_per_dimension,
            )
        {
            missing.push("index values beyond 32 bits (64-bit integers)");
        }
        if !missing.is_empty() {
            let why = format!(
                "the kernels use {}, which {} does not support",
                missing.join(" and "),
                self.device.adapter().short()
            );
            return Err(if self.optional {
                PathFailure::Unsupported(why)
            } else {
                PathFailure::Skipped(why)
            });
        }
        let options = RuntimeOptions {
            shader_path: Some(self.path),
            ..RuntimeOptions::default()
        };
        let runtime = Runtime::with_device(Arc::clone(&self.device), options);
        let a = self.device.adapter();
        let sizes = (a.subgroup_min_size, a.subgroup_max_size);
        let mut out = run_prepared(&runtime, p, input, start, notes).map_err(|f| match f {
            PathFailure::Skipped(why) if self.optional => PathFailure::Unsupported(why),
            f => f,
        })?;
        out.subgroup_sizes = Some(sizes);
        Ok(out)
    }
}

/// Multipliers of the fill pattern, one per argument (cycled): coprime with 13 and 11 and
/// distinct, so no two arguments of a function hold the same data, or data that is one
/// shift of another's.
const FILL_STEPS: [usize; 6] = [7, 5, 11, 3, 9, 4];

/// Deterministic contents for entry parameter number `seed`: exact binary fractions for
/// floats (`((a·i + 3 + s) mod 13) / 8 - 3/4` over the flat index `i`, with `a` and `s`
/// chosen by the parameter's position; f16 uses quarters `((a·i + 3 + s) mod 5) / 4 - 1/2`
/// so that sums of products stay exact in f16), small integers otherwise. Each argument
/// gets its own pattern, so swapped operands change the result.
pub fn default_arg(dtype: DType, shape: &[usize], seed: usize) -> Result<HostArray, String> {
    let n: usize = shape.iter().product();
    let a = FILL_STEPS[seed % FILL_STEPS.len()];
    let s = seed / FILL_STEPS.len() + seed;
    let v = |i: usize| ((a * i + 3 + s) % 13) as f64 * 0.125 - 0.75;
    let q = |i: usize| ((a * i + 3 + s) % 5) as f64 * 0.25 - 0.5;
    let w = |i: usize| ((a * i + 3 + s) % 13) as i64 - 6;
    match dtype {
        DType::F32 => {
            HostArray::from_slice(&(0..n).map(|i| v(i) as f32).collect::<Vec<_>>(), shape)
        }
        DType::F64 => HostArray::from_slice(&(0..n).map(v).collect::<Vec<_>>(), shape),
        DType::F16 => HostArray::from_slice(
            &(0..n)
                .map(|i| half::f16::from_f64(q(i)))
                .collect::<Vec<_>>(),
            shape,
        ),
        DType::I32 => {
            HostArray::from_slice(&(0..n).map(|i| w(i) as i32).collect::<Vec<_>>(), shape)
        }
        DType::I64 => HostArray::from_slice(&(0..n).map(w).collect::<Vec<_>>(), shape),
        DType::I16 => {
            HostArray::from_slice(&(0..n).map(|i| w(i) as i16).collect::<Vec<_>>(), shape)
        }
        DType::I8 => HostArray::from_slice(&(0..n).map(|i| w(i) as i8).collect::<Vec<_>>(), shape),
        other => HostArray::zeros(other, shape),
    }
}
