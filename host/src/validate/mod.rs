//! Cross-backend validation: `tessera validate`.
//!
//! [`validate`] runs a program on the CPU interpreter (the reference) and on every other
//! available path — the GPU pipeline on the interpreter, and on a GPU through SPIR-V via
//! naga, raw SPIR-V (passthrough) and WGSL — and compares everything the program writes
//! and prints:
//!
//! - **memrefs**: the entry's memref arguments after the call, its results, and every
//!   buffer its entry block allocates (made observable by [`capture`]);
//! - **printed output**: token by token, numbers within tolerance (plus the printing
//!   precision), everything else exactly, the printed base addresses aside.
//!
//! Elements are compared with the `approx` crate (relative, absolute and ULP tolerances,
//! defaults by element type, see [`tolerance`]); reductions get a per-element bound from
//! their length and the sum of their terms' magnitudes (see [`reduction`]). The
//! [`ValidationReport`] renders as a table (path, status, max abs/rel error, worst index,
//! kernels, launches, time); any mismatch or path error fails the validation.
//!
//! The rationale of every default is in `docs/VALIDATION.md`.

pub mod backend;
pub mod browser;
pub mod capture;
pub mod cli;
pub mod compare;
pub mod printed;
pub mod reduction;
pub mod report;
pub mod simulate;
pub mod tolerance;

#[cfg(test)]
mod tests;

use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

pub use backend::{
    Backend, GpuPath, LoweredOnCpu, Mutation, PathFailure, Reference, RunInput, RunOutput,
};
pub use compare::{Bounds, Comparison, Worst};
pub use report::{PathReport, PathStatus, ValidationReport};
pub use simulate::{simulated_backends, Simulated};
pub use tolerance::{Tol, Tolerances};

use crate::gpu::{BackendChoice, GpuDevice, GpuError, GpuOptions, ShaderPath};
use crate::runtime::{CompileOptions, DType, HostArray, ParamType, Runtime, Source};
use reduction::{find_accumulations, gamma, make_shadow, make_taint, max_terms};

/// Which GPU to validate on.
#[derive(Clone, Default)]
pub enum DeviceChoice {
    /// Open the best adapter (per `options`); GPU paths are skipped when there is none.
    #[default]
    Auto,
    /// Open an adapter with these options.
    With(GpuOptions),
    /// Use this device.
    Device(Arc<GpuDevice>),
    /// Every adapter wgpu finds, on every backend (`--backend all`), opened with these
    /// options (their `backend` and `adapter_name` are ignored). One row per adapter and
    /// shader path, named `wgsl on gl`.
    All(GpuOptions),
    /// These devices, as [`DeviceChoice::All`] does with the adapters it finds.
    Devices(Vec<Arc<GpuDevice>>),
    /// No GPU paths.
    None,
}

/// The paths a validation runs. Every path asked for must run: one that cannot (no
/// adapter, no passthrough, a missing feature) is a failure, not a skip.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PathKind {
    /// The GPU pipeline, then the CPU interpreter.
    LoweredOnCpu,
    /// A GPU through a shader path.
    Gpu(ShaderPath),
}

impl PathKind {
    /// Every path, in report order.
    pub const ALL: [PathKind; 4] = [
        PathKind::LoweredOnCpu,
        PathKind::Gpu(ShaderPath::Spirv),
        PathKind::Gpu(ShaderPath::Passthrough),
        PathKind::Gpu(ShaderPath::Wgsl),
    ];

    /// Parses `lowered`, `spirv`, `passthrough` or `wgsl`.
    pub fn parse(s: &str) -> Result<PathKind, String> {
        match s.to_ascii_lowercase().as_str() {
            "lowered" | "cpu" | "interp" | "pipeline" => Ok(PathKind::LoweredOnCpu),
            other => crate::runtime::parse_shader_path(other)
                .map(PathKind::Gpu)
                .map_err(|_| {
                    format!("unknown path '{s}' (expected lowered, spirv, passthrough or wgsl)")
                }),
        }
    }
}

/// Options of [`validate_source`].
#[derive(Clone)]
pub struct ValidateOptions {
    /// The function to call (`main`).
    pub entry: String,
    /// Tolerance overrides.
    pub tolerances: Tolerances,
    /// Paths to run besides the reference.
    pub paths: Vec<PathKind>,
    /// The GPU.
    pub device: DeviceChoice,
    /// Fail when no GPU path can run (`TESSERA_REQUIRE_GPU=1` sets it too).
    pub require_gpu: bool,
    /// Leave kernel accesses the bounds check cannot prove unguarded (`--unchecked`).
    pub unchecked: bool,
    /// Whether `paths` was given by the user (`--paths`). The default list asks for the
    /// passthrough path only on devices that have it (Vulkan with `PASSTHROUGH_SHADERS`);
    /// a list given explicitly fails where it cannot run.
    pub explicit_paths: bool,
    /// Also run the kernels in headless Chromium's WebGPU (`--browser`, see [`browser`]).
    pub browser: bool,
    /// Simulated targets (`--simulate`): one path per profile and subgroup size.
    pub simulate: Vec<&'static tessera_lowering::gpu::target_profiles::TargetProfile>,
}

impl Default for ValidateOptions {
    fn default() -> Self {
        ValidateOptions {
            entry: "main".into(),
            tolerances: Tolerances::default(),
            paths: PathKind::ALL.to_vec(),
            device: DeviceChoice::Auto,
            require_gpu: std::env::var(crate::gpu::REQUIRE_GPU_ENV).is_ok_and(|v| v == "1"),
            unchecked: false,
            explicit_paths: false,
            browser: false,
            simulate: Vec::new(),
        }
    }
}

/// Validates `file`'s function `entry` on every available path with `tolerances`.
pub fn validate(
    file: &Path,
    entry: &str,
    tolerances: &Tolerances,
) -> Result<ValidationReport, String> {
    let text = std::fs::read_to_string(file)
        .map_err(|e| format!("cannot read '{}': {e}", file.display()))?;
    let opts = ValidateOptions {
        entry: entry.to_string(),
        tolerances: *tolerances,
        ..ValidateOptions::default()
    };
    validate_source(&text, &file.display().to_string(), &opts)
}

/// The backends `opts` asks for, and the paths skipped while choosing them.
///
/// GPU paths run device by device, each in [`PathKind::ALL`] order. With several devices
/// ([`DeviceChoice::All`], [`DeviceChoice::Devices`]) the passthrough path runs on the
/// Vulkan devices only (it hands SPIR-V to a Vulkan driver and exists nowhere else), and
/// a device that lacks a feature the program needs reports it as unsupported.
pub fn backends_for(opts: &ValidateOptions) -> (Vec<Box<dyn Backend>>, Vec<PathReport>) {
    let (mut out, mut skipped) = device_backends(opts);
    if opts.browser {
        match browser::BrowserPath::start() {
            Ok(mut b) => {
                // With several adapters the browser is one more: a feature it lacks is
                // an `unsupported` row, as on the others.
                b.optional = matches!(opts.device, DeviceChoice::All(_) | DeviceChoice::Devices(_));
                out.push(Box::new(b))
            }
            Err(why) => skipped.push(PathReport::skipped(browser::NAME.to_string(), why)),
        }
    }
    for b in simulated_backends(&opts.simulate) {
        out.push(Box::new(b));
    }
    (out, skipped)
}

/// The lowered path and the GPU paths of [`backends_for`].
fn device_backends(opts: &ValidateOptions) -> (Vec<Box<dyn Backend>>, Vec<PathReport>) {
    let mut out: Vec<Box<dyn Backend>> = Vec::new();
    let mut skipped = Vec::new();
    let gpu_paths: Vec<ShaderPath> = PathKind::ALL
        .iter()
        .filter(|k| opts.paths.contains(k))
        .filter_map(|k| match k {
            PathKind::Gpu(sp) => Some(*sp),
            PathKind::LoweredOnCpu => None,
        })
        .collect();
    for &p in &opts.paths {
        match p {
            PathKind::LoweredOnCpu => out.push(Box::new(LoweredOnCpu::default())),
            PathKind::Gpu(_) => {}
        }
    }
    if gpu_paths.is_empty() {
        return (out, skipped);
    }
    let several = matches!(opts.device, DeviceChoice::All(_) | DeviceChoice::Devices(_));
    let devices: Result<Vec<Arc<GpuDevice>>, String> = match &opts.device {
        DeviceChoice::None => Err("GPU paths not requested".into()),
        DeviceChoice::Device(d) => Ok(vec![Arc::clone(d)]),
        DeviceChoice::Devices(ds) if ds.is_empty() => {
            Err("no GPU adapter was given to validate on".into())
        }
        DeviceChoice::Devices(ds) => Ok(ds.clone()),
        DeviceChoice::Auto => open_device(GpuOptions::for_tests()).map(|d| vec![d]),
        DeviceChoice::With(o) => open_device(o.clone()).map(|d| vec![d]),
        DeviceChoice::All(o) => open_every_adapter(o),
    };
    let devices = match devices {
        Ok(d) => d,
        Err(why) => {
            for sp in gpu_paths {
                skipped.push(PathReport::skipped(sp.to_string(), why.clone()));
            }
            return (out, skipped);
        }
    };
    let tags = device_tags(&devices);
    for (d, tag) in devices.iter().zip(tags) {
        for &sp in &gpu_paths {
            let exists = sp != ShaderPath::Passthrough
                || if several {
                    d.adapter().backend == wgpu::Backend::Vulkan
                        && (opts.explicit_paths || d.supports(sp))
                } else {
                    opts.explicit_paths || d.supports(sp)
                };
            if !exists {
                continue;
            }
            out.push(Box::new(if several {
                GpuPath::among_several(Arc::clone(d), sp, tag.clone())
            } else {
                GpuPath::new(Arc::clone(d), sp)
            }));
        }
    }
    (out, skipped)
}

/// Row tags for `devices`: the backend (`vulkan`), with the adapter's name when two
/// devices share a backend.
fn device_tags(devices: &[Arc<GpuDevice>]) -> Vec<String> {
    let backend = |d: &Arc<GpuDevice>| crate::gpu::coverage::backend_cli_name(d.adapter().backend);
    devices
        .iter()
        .map(|d| {
            let shared = devices
                .iter()
                .filter(|e| e.adapter().backend == d.adapter().backend)
                .count()
                > 1;
            if shared {
                format!("{} ({})", backend(d), d.adapter().name)
            } else {
                backend(d).to_string()
            }
        })
        .collect()
}

/// Opens a device on every adapter wgpu finds (every backend), best first. Adapters
/// without compute shaders are left out; an adapter that exists but cannot be opened is
/// an error.
pub fn open_every_adapter(o: &GpuOptions) -> Result<Vec<Arc<GpuDevice>>, String> {
    let mut out = Vec::new();
    let mut seen: Vec<(wgpu::Backend, String)> = Vec::new();
    for a in crate::gpu::enumerate_adapters(BackendChoice::All) {
        if !a.compute || seen.contains(&(a.backend, a.name.clone())) {
            continue;
        }
        seen.push((a.backend, a.name.clone()));
        let backend: BackendChoice = crate::gpu::coverage::backend_cli_name(a.backend)
            .parse()
            .map_err(|e: String| format!("adapter {}: {e}", a.short()))?;
        let d = GpuDevice::new(GpuOptions {
            backend,
            adapter_name: Some(a.name.clone()),
            ..o.clone()
        })
        .map_err(|e| format!("cannot open {}: {e}", a.short()))?;
        out.push(Arc::new(d));
    }
    if out.is_empty() {
        return Err(
            "no GPU adapter on any backend; install mesa-vulkan-drivers for lavapipe".into(),
        );
    }
    Ok(out)
}

fn open_device(o: GpuOptions) -> Result<Arc<GpuDevice>, String> {
    match GpuDevice::new(o) {
        Ok(d) => Ok(Arc::new(d)),
        Err(e @ (GpuError::NoAdapter { .. } | GpuError::AdapterNotFound { .. })) => Err(format!(
            "no GPU adapter ({e}); install mesa-vulkan-drivers for lavapipe"
        )),
        Err(e) => Err(format!("cannot open the GPU: {e}")),
    }
}

/// Validates program `text` (named `file`) per `opts`.
pub fn validate_source(
    text: &str,
    file: &str,
    opts: &ValidateOptions,
) -> Result<ValidationReport, String> {
    let (backends, skipped) = backends_for(opts);
    let mut report = validate_with_checks(
        text,
        file,
        &opts.entry,
        &opts.tolerances,
        backends,
        opts.unchecked,
    )?;
    for p in &skipped {
        if let PathStatus::Skipped(why) = &p.status {
            report.failures.push(unavailable(&p.name, why));
        }
    }
    report.paths.extend(skipped);
    report.sort_paths();
    if opts.require_gpu && !report.paths.iter().any(|p| p.is_gpu && p.ran()) {
        report.failures.push(format!(
            "no GPU path ran and a GPU is required ({}=1 or --require-gpu)",
            crate::gpu::REQUIRE_GPU_ENV
        ));
    }
    Ok(report)
}

/// Arrays for the memref parameters of `entry` (deterministic contents), the number of
/// its own results, and the labels of its captured allocations.
/// What [`entry_args`] finds out about the entry.
struct EntryArgs {
    /// Deterministic inputs, one per parameter.
    args: Vec<HostArray>,
    /// The entry's own results (not counting the captured allocations).
    n_results: usize,
    /// The captured allocations' labels.
    labels: Vec<String>,
    /// The parameters marked `bufferization.writable = true`, not compared.
    writable: Vec<usize>,
}

fn entry_args(text: &str, file: &str, entry: &str) -> Result<EntryArgs, String> {
    let input = RunInput {
        text,
        file,
        entry,
        args: &[],
        unchecked: false,
    };
    let (p, labels) = backend::prepare_input(&input)?;
    // The entry's arguments marked `bufferization.writable = true` (read before
    // bufferization, which drops the attribute).
    let writable: Vec<usize> = capture::find_func(&p.ctx, &p.module, entry)
        .map(|f| {
            let m = &p.module;
            let nargs = m
                .op(f)
                .regions()
                .first()
                .and_then(|&r| m.region(r).blocks().first().copied())
                .map_or(0, |b| m.block(b).args().len());
            (0..nargs)
                .filter(|&i| tessera_lowering::transforms::bufferize::arg_writable(&p.ctx, m, f, i))
                .collect()
        })
        .unwrap_or_default();
    let mut opts = CompileOptions::named(file);
    opts.gpu_pipeline = false;
    let program = Runtime::cpu()
        .compile(Source::Module(p.ctx, p.module), &opts)
        .map_err(|e| e.render())?;
    let (params, results) = program
        .signature(entry)
        .ok_or_else(|| format!("no function @{entry} in the program"))?;
    let mut args = Vec::new();
    for (i, t) in params.iter().enumerate() {
        let ParamType::MemRef { elem, .. } = t else {
            return Err(format!(
                "parameter {i} of @{entry} is a {t}; validate a host function without scalar parameters (e.g. --entry main)"
            ));
        };
        let dtype = DType::for_scalar(*elem).ok_or_else(|| {
            format!("parameter {i} of @{entry} has type {t}, which has no host array form")
        })?;
        let shape = t.static_shape().ok_or_else(|| {
            format!("parameter {i} of @{entry} has a dynamic shape ({t}); validate a host function that allocates it (e.g. --entry main)")
        })?;
        args.push(backend::default_arg(dtype, &shape, i)?);
    }
    let own_results = results.len().saturating_sub(labels.len());
    Ok(EntryArgs {
        args,
        n_results: own_results,
        labels,
        writable,
    })
}

/// Reduction bounds per output: `scale · 2γₙ · max(|shadow|, |reference|)` on the elements
/// a reduction reaches (those the taint run changes, see [`reduction`]), none elsewhere.
fn reduction_bounds(
    input: &RunInput<'_>,
    reference: &RunOutput,
    tol: &Tolerances,
) -> (Bounds, Option<(usize, u64)>) {
    let scale = tol.reduction_scale.unwrap_or(1.0);
    let none = (vec![None; reference.outputs.len()], None);
    let Ok((mut p, _)) = backend::prepare_input(input) else {
        return none;
    };
    let accs = find_accumulations(&p.ctx, &p.module);
    let Some(n) = max_terms(&accs) else {
        return none;
    };
    let info = Some((accs.len(), n));
    if scale == 0.0 {
        return (none.0, info);
    }
    // The elements a reduction reaches: those the taint run changes. When the taint cannot
    // mark them (a term that is not a scalar float) every element gets the bound.
    let mut t = p.clone();
    let taint = make_taint(&mut t.ctx, &mut t.module, &accs)
        .then(|| backend::run_prepared(&Runtime::cpu(), t, input, Instant::now(), Vec::new()).ok())
        .flatten();
    make_shadow(&mut p.ctx, &mut p.module, &accs);
    let shadow = backend::run_prepared(&Runtime::cpu(), p, input, Instant::now(), Vec::new()).ok();
    let bounds = reference
        .outputs
        .iter()
        .enumerate()
        .map(|(k, o)| {
            let o = o.as_ref()?;
            let u = tolerance::FloatFormat::of(o.dtype())?.unit_roundoff();
            let g = 2.0 * gamma(n, u) * scale;
            let r = compare::abs_values(o)?;
            let same_shape =
                |s: &&crate::runtime::HostArray| s.shape() == o.shape() && s.dtype() == o.dtype();
            let s = shadow
                .as_ref()
                .and_then(|s| s.outputs.get(k)?.as_ref())
                .filter(same_shape)
                .and_then(compare::abs_values);
            let reached: Option<Vec<bool>> = match &taint {
                Some(t) => {
                    let want = compare::float_values(o)?;
                    let got = t
                        .outputs
                        .get(k)
                        .and_then(|t| t.as_ref())
                        .filter(same_shape)
                        .and_then(compare::float_values);
                    // No comparable taint output: treat every element as reached.
                    got.map(|got| {
                        want.iter()
                            .zip(&got)
                            .map(|(a, b)| a.to_bits() != b.to_bits())
                            .collect()
                    })
                }
                None => None,
            };
            if reached.as_ref().is_some_and(|r| !r.contains(&true)) {
                return None;
            }
            Some(
                r.iter()
                    .enumerate()
                    .map(|(i, a)| {
                        let hit = reached
                            .as_ref()
                            .is_none_or(|r| r.get(i).copied().unwrap_or(true));
                        let m = s.as_ref().and_then(|s| s.get(i)).map_or(*a, |b| a.max(*b));
                        if hit {
                            g * m
                        } else {
                            0.0
                        }
                    })
                    .collect(),
            )
        })
        .collect();
    (bounds, info)
}

/// Validates `text` on `backends` (the reference runs first, on the CPU interpreter).
pub fn validate_with(
    text: &str,
    file: &str,
    entry: &str,
    tolerances: &Tolerances,
    backends: Vec<Box<dyn Backend>>,
) -> Result<ValidationReport, String> {
    validate_with_checks(text, file, entry, tolerances, backends, false)
}

/// [`validate_with`]; `unchecked` leaves the kernel accesses the bounds check cannot prove
/// unguarded on the lowered paths (`--unchecked`).
pub fn validate_with_checks(
    text: &str,
    file: &str,
    entry: &str,
    tolerances: &Tolerances,
    backends: Vec<Box<dyn Backend>>,
    unchecked: bool,
) -> Result<ValidationReport, String> {
    let EntryArgs {
        args,
        n_results,
        labels,
        writable,
    } = entry_args(text, file, entry)?;
    let input = RunInput {
        text,
        file,
        entry,
        args: &args,
        unchecked,
    };
    let mut report = ValidationReport::new(file, entry, *tolerances);
    for (i, a) in args.iter().enumerate() {
        // A `bufferization.writable` tensor argument's buffer may be reused by the in-place
        // bufferization of the lowered paths and is never written by the reference (which
        // copies before every write): its contents after the call are the bufferization's
        // choice, so it is not compared.
        let note = if writable.contains(&i) {
            ", not compared: bufferization.writable"
        } else {
            ""
        };
        report
            .outputs
            .push(format!("argument {i} of @{entry} ({}){note}", a.describe()));
    }
    for i in 0..n_results {
        report.outputs.push(format!("result {i} of @{entry}"));
    }
    report.outputs.extend(labels);
    let mut reference = Reference::default();
    let want = match reference.run(&input) {
        Ok(o) => o,
        Err(PathFailure::Error(e) | PathFailure::Skipped(e) | PathFailure::Unsupported(e)) => {
            report
                .paths
                .push(PathReport::error(reference.name(), false, e.clone()));
            report
                .failures
                .push(format!("the reference run failed: {e}"));
            return Ok(report);
        }
    };
    let drop_writable = |o: &mut RunOutput| {
        for &i in &writable {
            if let Some(slot) = o.outputs.get_mut(i) {
                *slot = None;
            }
        }
    };
    let mut want = want;
    drop_writable(&mut want);
    let (bounds, reductions) = reduction_bounds(&input, &want, tolerances);
    report.reductions = reductions;
    report.printed_numbers = printed::tokenize(&want.stdout)
        .iter()
        .filter(|t| matches!(t, printed::Token::Number(..)))
        .count();
    report.output_dtypes = want
        .outputs
        .iter()
        .map(|o| o.as_ref().map(|a| a.dtype()))
        .collect();
    report
        .paths
        .push(PathReport::reference(reference.name(), &want));
    let names: Vec<String> = (0..want.outputs.len()).map(|k| format!("out{k}")).collect();
    // The reference with f32 denormals flushed, run when a path that may flush them
    // mismatches (`None` inside: that run failed, so nothing is explained by it).
    let mut flushed: Option<Option<RunOutput>> = None;
    // A program whose kernels depend on the subgroup size is compared with the reference
    // run at the device's size (`None` inside: that run failed).
    let by_subgroup = backend::prepare_input(&input)
        .map(|(p, _)| backend::subgroup_dependent(&p.module))
        .unwrap_or(false);
    let default_sg = tessera_lowering::interp::Config::default().subgroup_size;
    let mut sized: std::collections::HashMap<u32, Option<RunOutput>> =
        std::collections::HashMap::new();
    for mut b in backends {
        let name = b.name();
        let is_gpu = b.runs_on_gpu();
        let deviation = b.nonfinite_deviation();
        let may_flush = b.may_flush_denormals();
        match b.run(&input) {
            Ok(mut got) => {
                drop_writable(&mut got);
                let mut cmp = compare::compare(&want, &got, &names, &bounds, tolerances);
                if let (true, Some((lo, hi))) = (by_subgroup, got.subgroup_sizes) {
                    // The driver picks a size in lo..=hi: the path is right when it equals
                    // the reference at one of them (the first is reported otherwise).
                    let mut first = None;
                    for sg in subgroup_sizes_between(lo, hi) {
                        let c = if sg == default_sg {
                            compare::compare(&want, &got, &names, &bounds, tolerances)
                        } else {
                            let r = sized.entry(sg).or_insert_with(|| {
                                let mut r = Reference {
                                    subgroup_size: Some(sg),
                                }
                                .run(&input)
                                .ok();
                                if let Some(r) = &mut r {
                                    drop_writable(r);
                                }
                                r
                            });
                            match r {
                                Some(r) => compare::compare(r, &got, &names, &bounds, tolerances),
                                None => continue,
                            }
                        };
                        let ok = c.ok();
                        if ok || first.is_none() {
                            first = Some((sg, c));
                        }
                        if ok {
                            break;
                        }
                    }
                    if let Some((sg, c)) = first {
                        got.notes.push(format!(
                            "compared with the reference run with subgroups of {sg} lanes (the \
                             device runs subgroups of {lo}..={hi} lanes, and the program's \
                             kernels depend on the subgroup size)"
                        ));
                        cmp = c;
                    }
                }
                let mut row = PathReport::compared(name, is_gpu, &got, cmp);
                if may_flush && row.status == PathStatus::Mismatch {
                    let ftz =
                        flushed.get_or_insert_with(|| backend::FlushedReference.run(&input).ok());
                    if let Some(ftz) = ftz {
                        let again = compare::compare(ftz, &got, &names, &bounds, tolerances);
                        if again.ok() {
                            row.status = PathStatus::Deviation(backend::FLUSHED_DENORMALS.into());
                        }
                    }
                }
                report.paths.push(match deviation {
                    Some(why) => row.with_nonfinite_deviation(why),
                    None => row,
                });
            }
            Err(PathFailure::Skipped(why)) => {
                report.failures.push(unavailable(&name, &why));
                report.paths.push(PathReport::skipped(name, why))
            }
            Err(PathFailure::Unsupported(why)) => {
                report.paths.push(PathReport::unsupported(name, why))
            }
            Err(PathFailure::Error(e)) => report.paths.push(PathReport::error(name, is_gpu, e)),
        }
    }
    Ok(report)
}

/// The subgroup sizes a device reporting `lo..=hi` may run with: the powers of two in
/// that range (`lo` alone when the range is empty or `lo` is 0).
fn subgroup_sizes_between(lo: u32, hi: u32) -> Vec<u32> {
    let mut out = vec![lo.max(1)];
    let mut s = lo.max(1).next_power_of_two();
    while s <= hi && out.len() < 8 {
        if !out.contains(&s) {
            out.push(s);
        }
        s *= 2;
    }
    out
}

/// The failure of a path that was asked for and could not run: a validation runs every
/// path it is asked for, and the user leaves a path out with an explicit `--paths` list.
fn unavailable(path: &str, why: &str) -> String {
    format!(
        "path {path} was asked for but cannot run here ({why}); pass --paths without it (or --no-gpu) to validate the other paths"
    )
}
