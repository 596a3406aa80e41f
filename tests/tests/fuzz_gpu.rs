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

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;

use tessera_host::gpu::{
    gpu_required, report_skip, BackendChoice, GpuDevice, GpuOptions, ShaderPath, REQUIRE_GPU_ENV,
};
use tessera_host::validate::{
    validate_with, Backend, GpuPath, LoweredOnCpu, PathFailure, PathStatus, RunInput, RunOutput,
    Tolerances,
};
use tessera_tests::progen::{generate, Program, Ty};

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
        s
    }
}

fn check(p: &Program, devices: &[Device], counts: &mut Counts) -> Result<(), String> {
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
            PathStatus::Ok | PathStatus::Mismatch => {
                if !path.is_gpu {
                    counts.kernels += path.kernels as u64;
                }
                *counts.runs.entry(path.name.clone()).or_default() += 1
            }
            _ => {}
        }
    }
    if report.passed() {
        Ok(())
    } else {
        Err(report.render())
    }
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
        if let Err(report) = check(&p, &devices, &mut counts) {
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
