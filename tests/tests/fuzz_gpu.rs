//! Differential fuzzing of every GPU path: random, verified programs
//! ([`tessera_tests::progen`]) run on the CPU interpreter (the reference), through the GPU
//! pipeline on the interpreter, and on every available device and shader path — Vulkan
//! (SPIR-V through naga, SPIR-V passthrough, WGSL) and GL (SPIR-V through naga, WGSL) —
//! and `tessera validate` compares every buffer they write with its default tolerances.
//!
//! `TESSERA_GPU_FUZZ_CASES=N` runs N programs (default 300), `TESSERA_GPU_FUZZ_SEED=S`
//! starts at seed S (default 0). A mismatch fails the test; it prints the seed, the program
//! and the validation report, and writes the program to
//! `<target dir>/gpu-fuzz/seed-<S>.mlir`. The counts (programs, runs per path, skips by
//! reason) are printed at the end, also when the test passes. See "Differential fuzzing"
//! in `docs/VALIDATION.md`.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::rc::Rc;
use std::sync::Arc;
use std::time::Instant;

use tessera_host::gpu::{
    gpu_required, report_skip, BackendChoice, GpuDevice, GpuOptions, ShaderPath, REQUIRE_GPU_ENV,
};
use tessera_host::validate::browser::BrowserPath;
use tessera_host::validate::{
    validate_with, Backend, GpuPath, LoweredOnCpu, PathFailure, PathStatus, RunInput, RunOutput,
    Tolerances,
};
use tessera_host::webgpu::{find_chromium, BrowserSession};
use tessera_tests::progen::{generate, generate_with, GenOptions, Program, Ty};

/// Seeds whose programs hit a known, unfixed bug, each with the bug it hits. They are left
/// out of the run and counted as skips; remove an entry when its bug is fixed.
const KNOWN_FAILURES: &[(u64, &str)] = &[];

/// A device and the shader paths the fuzzer runs on it.
struct Device {
    /// `vulkan` or `gl`.
    name: &'static str,
    dev: Arc<GpuDevice>,
    paths: Vec<ShaderPath>,
}

impl Device {
    /// Why this device cannot run a program of `types`, if it cannot.
    fn lacks(&self, types: &[Ty]) -> Option<String> {
        let have = self.dev.enabled_features();
        for t in types {
            let missing = match t {
                Ty::F16 => !have.f16,
                Ty::F64 => !have.f64,
                Ty::I64 => !have.i64,
                _ => false,
            };
            if missing {
                return Some(format!("{}: no {} support", self.name, t.name()));
            }
        }
        None
    }
}

/// A GPU path named after its device too (`vulkan spirv (naga)`).
struct Named {
    name: String,
    inner: GpuPath,
}

impl Backend for Named {
    fn name(&self) -> String {
        self.name.clone()
    }
    fn run(&mut self, input: &RunInput<'_>) -> Result<RunOutput, PathFailure> {
        self.inner.run(input)
    }
    fn runs_on_gpu(&self) -> bool {
        true
    }
    fn may_flush_denormals(&self) -> bool {
        self.inner.may_flush_denormals()
    }
    fn nonfinite_deviation(&self) -> Option<&'static str> {
        self.inner.nonfinite_deviation()
    }
}

fn open(name: &'static str, backend: BackendChoice) -> Result<Device, String> {
    let dev = GpuDevice::new(GpuOptions {
        backend,
        ..GpuOptions::for_tests()
    })
    .map_err(|e| e.to_string())?;
    let dev = Arc::new(dev);
    let mut paths = vec![ShaderPath::Spirv, ShaderPath::Wgsl];
    if dev.supports(ShaderPath::Passthrough) {
        paths.push(ShaderPath::Passthrough);
    }
    Ok(Device { name, dev, paths })
}

fn env_u64(name: &str, default: u64) -> u64 {
    match std::env::var(name) {
        Ok(v) => v
            .trim()
            .parse()
            .unwrap_or_else(|_| panic!("{name}={v} is not a number")),
        Err(_) => default,
    }
}

fn out_dir() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target"));
    target.join("gpu-fuzz")
}

#[derive(Default)]
struct Counts {
    programs: u64,
    /// Runs compared with the reference, per path.
    runs: BTreeMap<String, u64>,
    /// Skipped (program, device) pairs or programs, per reason.
    skips: BTreeMap<String, u64>,
    kernels: u64,
    failures: Vec<u64>,
    /// Failed seeds where a path refused the program (an error, no comparison), with the
    /// first line of the first refusal.
    refused: Vec<(u64, String)>,
}

impl Counts {
    fn report(&self, seconds: f64) -> String {
        let mut s = format!(
            "gpu fuzz: {} programs in {seconds:.1}s, {} kernel launch sites, {} failed",
            self.programs,
            self.kernels,
            self.failures.len()
        );
        for (p, n) in &self.runs {
            s.push_str(&format!("\n  runs  {p:<28} {n}"));
        }
        for (why, n) in &self.skips {
            s.push_str(&format!("\n  SKIPPED {n:>5} x {why}"));
        }
        for (seed, why) in &self.refused {
            s.push_str(&format!("\n  REFUSED seed {seed}: {why}"));
        }
        s
    }
}

/// A program that failed: the rendered report and, when a path refused it (failed to
/// compile or run instead of producing a result to compare), the first refusal.
struct Failure {
    report: String,
    refused: Option<String>,
}

impl From<String> for Failure {
    fn from(report: String) -> Self {
        Failure {
            report,
            refused: None,
        }
    }
}

fn check(p: &Program, devices: &[Device], counts: &mut Counts) -> Result<(), Failure> {
    let file = format!("fuzz-seed-{}.mlir", p.seed);
    let mut backends: Vec<Box<dyn Backend>> = vec![Box::new(LoweredOnCpu::default())];
    for d in devices {
        if let Some(why) = d.lacks(&p.types) {
            *counts.skips.entry(why).or_default() += 1;
            continue;
        }
        for &sp in &d.paths {
            backends.push(Box::new(Named {
                name: format!("{} {sp}", d.name),
                inner: GpuPath::new(Arc::clone(&d.dev), sp),
            }));
        }
    }
    let report = validate_with(&p.text, &file, "main", &Tolerances::default(), backends)?;
    for path in &report.paths {
        match &path.status {
            PathStatus::Ok | PathStatus::Mismatch | PathStatus::Deviation(_) => {
                if !path.is_gpu {
                    counts.kernels += path.kernels as u64;
                }
                *counts.runs.entry(path.name.clone()).or_default() += 1
            }
            _ => {}
        }
    }
    if report.passed() {
        return Ok(());
    }
    let refused = report.paths.iter().find_map(|path| match &path.status {
        PathStatus::Error(e) => Some(format!(
            "{}: {}",
            path.name,
            e.lines().next().unwrap_or_default()
        )),
        _ => None,
    });
    Err(Failure {
        report: report.render(),
        refused,
    })
}

#[test]
fn gpu_paths_agree_with_the_interpreter() {
    let cases = env_u64("TESSERA_GPU_FUZZ_CASES", 300);
    let first = env_u64("TESSERA_GPU_FUZZ_SEED", 0);
    let mut counts = Counts::default();
    let mut devices = Vec::new();
    match open("vulkan", BackendChoice::Vulkan) {
        Ok(d) => devices.push(d),
        Err(e) => {
            assert!(
                !gpu_required(),
                "{REQUIRE_GPU_ENV}=1 but no Vulkan device opened: {e}"
            );
            report_skip(&format!(
                "SKIPPED: the Vulkan paths of the GPU fuzzer (no adapter: {e})"
            ));
            counts
                .skips
                .insert("no Vulkan adapter (every program)".into(), cases);
        }
    }
    match open("gl", BackendChoice::Gl) {
        Ok(d) => devices.push(d),
        Err(e) => {
            report_skip(&format!(
                "SKIPPED: the GL paths of the GPU fuzzer (no adapter: {e})"
            ));
            counts
                .skips
                .insert("no GL adapter (every program)".into(), cases);
        }
    }
    for d in &devices {
        eprintln!(
            "gpu fuzz device {}: {} (paths {:?}, features {:?})",
            d.name,
            d.dev.adapter().short(),
            d.paths,
            d.dev.enabled_features().names()
        );
    }
    let start = Instant::now();
    let mut failed = Vec::new();
    for seed in first..first + cases {
        if let Some((_, bug)) = KNOWN_FAILURES.iter().find(|(s, _)| *s == seed) {
            *counts
                .skips
                .entry(format!("known failure: {bug}"))
                .or_default() += 1;
            continue;
        }
        let p = generate(seed);
        counts.programs += 1;
        if let Err(Failure { report, refused }) = check(&p, &devices, &mut counts) {
            let dir = out_dir();
            let path = dir.join(format!("seed-{seed}.mlir"));
            let saved = std::fs::create_dir_all(&dir)
                .and_then(|_| std::fs::write(&path, &p.text))
                .map(|_| path.display().to_string())
                .unwrap_or_else(|e| format!("(not saved: {e})"));
            eprintln!(
                "GPU FUZZ MISMATCH: seed {seed}, program saved to {saved}\n{}\n{report}",
                p.text
            );
            counts.failures.push(seed);
            if let Some(why) = refused {
                counts.refused.push((seed, why));
            }
            failed.push(seed);
        }
    }
    let summary = counts.report(start.elapsed().as_secs_f64());
    report_skip(&summary);
    assert!(
        failed.is_empty(),
        "the GPU paths disagree with the interpreter for seeds {failed:?} (programs and reports above)\n{summary}"
    );
}

/// WGSL's accuracy of `sin` and `cos`: an absolute error of 2^-11 on [-π, π] (Vulkan
/// allows the same; lavapipe is far more accurate, SwiftShader is not).
const WGSL_SIN_COS_ATOL: f64 = 1.0 / 2048.0;

/// The browser path (Chromium's WebGPU: Dawn/Tint, on SwiftShader here) on the first
/// `TESSERA_GPU_FUZZ_BROWSER_CASES` programs (default 100) from `TESSERA_GPU_FUZZ_SEED`, all
/// in one Chromium session. The programs are those of the same seeds without subnormal
/// edge values ([`GenOptions::subnormals`]): WebGPU implementations may flush subnormals
/// to zero, and SwiftShader does. Programs whose kernels use a type the browser's baseline
/// device lacks (f16, f64, i64) are counted as unsupported, by reason. A mismatch is
/// counted, and printed, as a documented WGSL deviation when every mismatching element
/// has a NaN or an infinity on one side (WGSL guarantees neither), or when the program
/// calls transcendental functions and passes with an absolute tolerance of WGSL's
/// `sin`/`cos` accuracy; any other mismatch or error fails the test. Without Chromium
/// the test prints a SKIPPED line, and fails under `TESSERA_REQUIRE_GPU=1`.
#[test]
fn browser_path_agrees_with_the_interpreter() {
    let cases = env_u64("TESSERA_GPU_FUZZ_BROWSER_CASES", 100);
    let first = env_u64("TESSERA_GPU_FUZZ_SEED", 0);
    if let Err(why) = find_chromium() {
        assert!(!gpu_required(), "{REQUIRE_GPU_ENV}=1 but {why}");
        report_skip(&format!(
            "SKIPPED: the browser path of the GPU fuzzer: {why}"
        ));
        return;
    }
    let start = Instant::now();
    let session = BrowserSession::start()
        .unwrap_or_else(|e| panic!("Chromium is installed but the browser path cannot start: {e}"));
    let adapter = session.adapter_line();
    let session = Rc::new(RefCell::new(session));
    let (mut programs, mut matched) = (0u64, 0u64);
    let mut unsupported: BTreeMap<String, u64> = BTreeMap::new();
    let mut deviations: Vec<u64> = Vec::new();
    let mut accuracy: Vec<u64> = Vec::new();
    let mut failed: Vec<u64> = Vec::new();
    for seed in first..first + cases {
        if KNOWN_FAILURES.iter().any(|(s, _)| *s == seed) {
            continue;
        }
        let p = generate_with(seed, GenOptions { subnormals: false });
        programs += 1;
        let file = format!("fuzz-seed-{seed}.mlir");
        let run = |tol: &Tolerances| {
            let mut path = BrowserPath::with_session(Rc::clone(&session));
            path.optional = true;
            let backends: Vec<Box<dyn Backend>> = vec![Box::new(path)];
            validate_with(&p.text, &file, "main", tol, backends)
        };
        let report = match run(&Tolerances::default()) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("BROWSER FUZZ ERROR: seed {seed}\n{}\n{e}", p.text);
                failed.push(seed);
                continue;
            }
        };
        let row = report.paths.iter().find(|r| r.name.starts_with("browser"));
        match row.map(|r| (&r.status, r.comparison.as_ref())) {
            Some((PathStatus::Unsupported(why), _)) => {
                // "the kernels use f64, which ..." → "the kernels use f64".
                let why = why.split(", which").next().unwrap_or(why).to_string();
                *unsupported.entry(why).or_default() += 1;
            }
            Some((PathStatus::Ok, _)) if report.passed() => matched += 1,
            // `validate` reports it: every difference at a NaN or an infinity.
            Some((PathStatus::Deviation(_), Some(c))) => {
                eprintln!(
                    "browser fuzz: seed {seed}: documented deviation (WGSL outside naga: NaN \
                     and infinities not guaranteed): {}",
                    c.details.join("; ")
                );
                deviations.push(seed);
            }
            Some((PathStatus::Mismatch, Some(c)))
                if p.transcendental
                    && run(&Tolerances {
                        atol: Some(WGSL_SIN_COS_ATOL),
                        ..Tolerances::default()
                    })
                    .is_ok_and(|r| r.passed()) =>
            {
                eprintln!(
                    "browser fuzz: seed {seed}: documented deviation (WGSL accuracy of \
                     transcendental functions: passes with atol 2^-11): {}",
                    c.details.join("; ")
                );
                accuracy.push(seed);
            }
            _ => {
                eprintln!(
                    "BROWSER FUZZ MISMATCH: seed {seed}\n{}\n{}",
                    p.text,
                    report.render()
                );
                failed.push(seed);
            }
        }
    }
    let unsupported_total: u64 = unsupported.values().sum();
    let mut summary = format!(
        "browser fuzz on {adapter}: {programs} programs (no subnormal inputs) in {:.1}s: \
         {matched} matched, {unsupported_total} unsupported, {} mismatched within WGSL's \
         transcendental accuracy {accuracy:?}, {} NaN/inf deviations {deviations:?}, \
         {} failed {failed:?}",
        start.elapsed().as_secs_f64(),
        accuracy.len(),
        deviations.len(),
        failed.len()
    );
    for (why, n) in &unsupported {
        summary.push_str(&format!("\n  UNSUPPORTED {n:>4} x {why}"));
    }
    report_skip(&summary);
    assert!(
        failed.is_empty(),
        "the browser path disagrees with the interpreter for seeds {failed:?}\n{summary}"
    );
    assert!(
        matched > 0 || programs == 0,
        "no fuzz program ran in the browser\n{summary}"
    );
}
