//! The bench driver: compiles each input, measures its kernels and the baselines.

use std::time::Duration;

use serde::Serialize;
use tessera_lowering::gpu::pipeline::GpuPipelineOptions;

use super::autotune;
use super::compile::{compile_median, Compiled};
use super::measure::{create_pipeline, measure_peaks, time_dispatch, DeviceBuffers, Peaks, Timing};
use super::reference;
use crate::gpu::{BufferKind, GpuDevice, ShaderPath};
use crate::runtime::prepare::gpu_target;
use crate::runtime::to_binary;

/// What to bench.
#[derive(Debug, Clone)]
pub struct BenchInput {
    /// Shown name: the file, or `matmul M=1024 N=1024 K=1024`.
    pub name: String,
    /// File name for diagnostics.
    pub file: String,
    /// MLIR text.
    pub text: String,
    /// Functions to bench (`None`: every function that launches kernels).
    pub select: Option<Vec<String>>,
}

/// How to bench.
#[derive(Debug, Clone)]
pub struct BenchOptions {
    /// Timed runs per kernel (the median is reported).
    pub runs: usize,
    /// Untimed warm-up runs per kernel.
    pub warmup: usize,
    /// Compiles per input (the median compile time is reported).
    pub compile_reps: usize,
    /// Measure the naive mapping and the hand-written WGSL matmul.
    pub baselines: bool,
    /// Measure the adapter's peak FLOP/s and bandwidth.
    pub peaks: bool,
    /// Floats copied by the copy kernel.
    pub copy_floats: u64,
    /// Pick pipeline options with the autotuner (cached on disk).
    pub autotune: bool,
    /// Ignore the autotune cache (re-tune and overwrite).
    pub retune: bool,
    /// Pipeline options (overrides of the planner's choices).
    pub pipeline: GpuPipelineOptions,
    /// Shader path (`None`: SPIR-V through naga, passthrough when naga cannot read it).
    pub shader_path: Option<ShaderPath>,
}

impl Default for BenchOptions {
    fn default() -> Self {
        BenchOptions {
            runs: 5,
            warmup: 1,
            compile_reps: 5,
            baselines: true,
            peaks: true,
            copy_floats: 8 << 20,
            autotune: false,
            retune: false,
            // As the runtime compiles: the module is verified once after the pipeline.
            // Benchmarks opt in to contracting every kernel multiply-add into an fma
            // (`fp-contract=fast`), as GPU compilers do by default; `run` and `validate`
            // keep LangRef's rule (only ops flagged `contract`).
            pipeline: GpuPipelineOptions {
                verify_each: false,
                fp_contract: tessera_lowering::gpu::opt::contract::FpContract::Fast,
                ..GpuPipelineOptions::default()
            },
            shader_path: None,
        }
    }
}

/// Progress reporting (the CLI draws a bar; the library default does nothing).
pub trait Progress {
    /// Adds `n` expected steps.
    fn add_len(&mut self, n: u64);
    /// One step done.
    fn inc(&mut self);
    /// What is running now.
    fn message(&mut self, msg: &str);
}

impl Progress for () {
    fn add_len(&mut self, _: u64) {}
    fn inc(&mut self) {}
    fn message(&mut self, _: &str) {}
}

/// A baseline measured next to a kernel.
#[derive(Debug, Clone, Serialize)]
pub struct Baseline {
    /// What it is.
    pub name: String,
    /// Median seconds per run.
    pub median_s: f64,
    /// Achieved GFLOP/s (with the kernel's FLOP count).
    pub gflops: f64,
    /// Achieved GB/s (with the kernel's byte count).
    pub gbps: f64,
    /// Baseline time / kernel time: how many times faster the kernel is.
    pub speedup: f64,
}

/// One launch of a function.
#[derive(Debug, Clone, Serialize)]
pub struct LaunchResult {
    /// `module::kernel`.
    pub kernel: String,
    /// Workgroups.
    pub grid: [u32; 3],
    /// Workgroup size.
    pub workgroup: [u32; 3],
    /// Pipeline creation, seconds.
    pub pipeline_create_s: f64,
    /// Run timing.
    pub time: Timing,
}

/// One benched function.
#[derive(Debug, Clone, Serialize)]
pub struct FuncResult {
    /// The input's shown name.
    pub input: String,
    /// The function.
    pub function: String,
    /// Its launches.
    pub launches: Vec<LaunchResult>,
    /// The input's compile time (text → SPIR-V + WGSL), median, seconds.
    pub compile_s: f64,
    /// Of which parse + verify + GPU pipeline.
    pub compile_front_s: f64,
    /// Of which SPIR-V + WGSL.
    pub compile_backend_s: f64,
    /// Sum of the launches' pipeline creation times, seconds.
    pub pipeline_create_s: f64,
    /// Sum of the launches' median run times, seconds (texture uploads included: GFLOP/s
    /// and GB/s are computed from this).
    pub median_s: f64,
    /// Of which texture uploads (buffer -> texture copies before the launches that read
    /// memrefs through textures), seconds; `None` when no launch binds a texture or there
    /// are no GPU timestamps (then the wall-clock `median_s` includes them anyway).
    pub texture_upload_s: Option<f64>,
    /// Where run times come from: `gpu-timestamps` or `wall-clock`.
    pub timing: &'static str,
    /// FLOPs per run (static count).
    pub flops: f64,
    /// Bytes per run (compulsory memref traffic).
    pub bytes: f64,
    /// Whether the counts are exact (every trip count static).
    pub counts_exact: bool,
    /// Achieved GFLOP/s.
    pub gflops: f64,
    /// Achieved GB/s.
    pub gbps: f64,
    /// GB/s as a fraction of the copy kernel's.
    pub memcpy_fraction: Option<f64>,
    /// GFLOP/s as a fraction of the FMA kernel's.
    pub peak_flops_fraction: Option<f64>,
    /// Baselines measured in the same process.
    pub baselines: Vec<Baseline>,
    /// The GPU pipeline's plan for the input's kernels.
    pub plan: Vec<String>,
    /// Pipeline options chosen by the autotuner (when `--autotune`).
    pub autotuned: Option<String>,
}

/// Everything a bench measured.
#[derive(Debug, Clone, Serialize)]
pub struct BenchReport {
    /// Adapter name.
    pub adapter: String,
    /// Driver and its version.
    pub driver: String,
    /// Graphics API.
    pub backend: String,
    /// `gpu-timestamps` or `wall-clock`.
    pub timing: &'static str,
    /// Timed runs per kernel.
    pub runs: usize,
    /// Measured peaks.
    pub peaks: Option<Peaks>,
    /// One entry per benched function.
    pub results: Vec<FuncResult>,
    /// Launches that could not be benched.
    pub skipped: Vec<String>,
}

struct Measured {
    launches: Vec<LaunchResult>,
    total: f64,
    create: f64,
    uploads: Option<f64>,
}

/// Times every launch of every function of `c`; returns per-function results in the
/// order of `c.funcs`.
fn measure_compiled(
    dev: &GpuDevice,
    c: &Compiled,
    opts: &BenchOptions,
    runs: usize,
    warmup: usize,
    progress: &mut dyn Progress,
) -> Result<Vec<Measured>, String> {
    let mut bufs = DeviceBuffers::new(dev, &c.buffers)?;
    let mut out = Vec::new();
    for f in &c.funcs {
        let mut m = Measured {
            launches: Vec::new(),
            total: 0.0,
            create: 0.0,
            uploads: None,
        };
        for &li in &f.launches {
            let l = c.launches.get(li).ok_or("internal: launch index")?;
            let binary = to_binary(&l.artifact);
            let (pipeline, created) = create_pipeline(dev, &binary, opts.shader_path)?;
            let (b, imm) = bufs.bind(dev, l)?;
            let t = time_dispatch(dev, &pipeline, &b, &imm, l.grid, warmup, runs, &mut || {
                progress.inc()
            })?;
            m.total += t.median_s;
            if let Some(u) = t.texture_upload_median_s {
                *m.uploads.get_or_insert(0.0) += u;
            }
            m.create += created.as_secs_f64();
            m.launches.push(LaunchResult {
                kernel: l.symbol.clone(),
                grid: l.grid,
                workgroup: l.block,
                pipeline_create_s: created.as_secs_f64(),
                time: t,
            });
        }
        out.push(m);
    }
    Ok(out)
}

fn launch_count(c: &Compiled) -> u64 {
    c.funcs.iter().map(|f| f.launches.len() as u64).sum()
}

/// `(m, n, k)` when the function's buffers are three 2-D `f32` memrefs shaped
/// `A: m×k`, `B: k×n`, `C: m×n` and it does at least `2mnk` FLOPs.
fn matmul_shape(c: &Compiled, func: usize, flops: f64) -> Option<(u64, u64, u64)> {
    let f = c.funcs.get(func)?;
    let mut shapes: Vec<&[i64]> = Vec::new();
    let mut seen = Vec::new();
    for &li in &f.launches {
        for a in &c.launches.get(li)?.args {
            if let super::compile::LaunchArg::Buffer(i) = a {
                if !seen.contains(i) {
                    seen.push(*i);
                    let b = c.buffers.get(*i)?;
                    if b.f32_elems && b.shape.len() == 2 {
                        shapes.push(&b.shape);
                    }
                }
            }
        }
    }
    for a in &shapes {
        for b in &shapes {
            for cc in &shapes {
                let (m, k, k2, n) = (a[0], a[1], b[0], b[1]);
                if k == k2
                    && cc[0] == m
                    && cc[1] == n
                    && !std::ptr::eq(*a, *b)
                    && !std::ptr::eq(*a, *cc)
                    && !std::ptr::eq(*b, *cc)
                    && flops >= 2.0 * (m * n * k) as f64
                {
                    return Some((m as u64, n as u64, k as u64));
                }
            }
        }
    }
    None
}

fn time_naive_wgsl_matmul(
    dev: &GpuDevice,
    (m, n, k): (u64, u64, u64),
    opts: &BenchOptions,
    progress: &mut dyn Progress,
) -> Result<f64, String> {
    let mk = |label: &str, len: u64| {
        dev.create_buffer(label, len * 4, BufferKind::Storage)
            .map_err(|e| e.to_string())
    };
    let a = mk("naive A", m * k)?;
    let b = mk("naive B", k * n)?;
    let c = mk("naive C", m * n)?;
    dev.upload(&a, &vec![0.5f32; (m * k) as usize])
        .map_err(|e| e.to_string())?;
    dev.upload(&b, &vec![0.25f32; (k * n) as usize])
        .map_err(|e| e.to_string())?;
    let bin = reference::naive_matmul_kernel(m, n, k);
    let (p, _) = create_pipeline(dev, &bin, Some(ShaderPath::Wgsl))?;
    let wg = u64::from(reference::NAIVE_MM_WG);
    let grid = [n.div_ceil(wg) as u32, m.div_ceil(wg) as u32, 1];
    let t = time_dispatch(
        dev,
        &p,
        &[&a, &b, &c],
        &[],
        grid,
        opts.warmup,
        opts.runs,
        &mut || progress.inc(),
    )?;
    Ok(t.median_s)
}

fn baseline(name: &str, median_s: f64, flops: f64, bytes: f64, kernel_s: f64) -> Baseline {
    Baseline {
        name: name.to_string(),
        median_s,
        gflops: flops / median_s.max(1e-12) / 1e9,
        gbps: bytes / median_s.max(1e-12) / 1e9,
        speedup: median_s / kernel_s.max(1e-12),
    }
}

/// The options that register tile 1×1×1 gives: one invocation per output element, scalar
/// buffer accesses (no vectorisation, no textures).
pub fn naive_options(base: &GpuPipelineOptions) -> GpuPipelineOptions {
    GpuPipelineOptions {
        register_tile: vec![1, 1, 1],
        tile_sizes: Vec::new(),
        vectorize: false,
        textures: false,
        ..base.clone()
    }
}

/// Benches `inputs` on `dev`.
pub fn run_bench(
    dev: &GpuDevice,
    inputs: &[BenchInput],
    opts: &BenchOptions,
    progress: &mut dyn Progress,
) -> Result<BenchReport, String> {
    let target = gpu_target(dev);
    let spirv_target = autotune::spirv_target(dev);
    let a = dev.adapter();
    let mut report = BenchReport {
        adapter: a.name.clone(),
        driver: format!("{} {}", a.driver, a.driver_info).trim().to_string(),
        backend: format!("{:?}", a.backend),
        timing: if dev.has_timestamps() {
            super::measure::GPU_TIMESTAMPS
        } else {
            super::measure::WALL_CLOCK
        },
        runs: opts.runs,
        peaks: None,
        results: Vec::new(),
        skipped: Vec::new(),
    };
    let per_run = (opts.runs.max(1) + opts.warmup) as u64;
    if opts.peaks {
        progress.add_len(2 * per_run);
        progress.message("peaks (FMA and copy kernels)");
        report.peaks = Some(measure_peaks(
            dev,
            opts.copy_floats,
            opts.warmup,
            opts.runs,
            &mut || progress.inc(),
        )?);
    }
    for input in inputs {
        progress.message(&format!("compiling {}", input.name));
        let select = input.select.as_deref();
        let mut pipeline_opts = opts.pipeline.clone();
        let mut tuned = None;
        if opts.autotune {
            progress.message(&format!("autotuning {}", input.name));
            let choice = autotune::tune(dev, input, opts, progress)?;
            tuned = Some(choice.describe());
            pipeline_opts = choice.apply(&pipeline_opts);
        }
        let c = compile_median(
            opts.compile_reps,
            &input.text,
            &input.file,
            select,
            &target,
            &pipeline_opts,
            &spirv_target,
        )?;
        report.skipped.extend(c.skipped.iter().cloned());
        progress.add_len(launch_count(&c) * per_run);
        progress.message(&format!("running {}", input.name));
        let measured = measure_compiled(dev, &c, opts, opts.runs, opts.warmup, progress)?;
        let naive = if opts.baselines {
            progress.message(&format!("naive mapping of {}", input.name));
            let nc = compile_median(
                1,
                &input.text,
                &input.file,
                select,
                &target,
                &naive_options(&opts.pipeline),
                &spirv_target,
            )?;
            progress.add_len(launch_count(&nc) * per_run);
            let nm = measure_compiled(dev, &nc, opts, opts.runs, opts.warmup, progress)?;
            Some((nc, nm))
        } else {
            None
        };
        for (fi, (f, m)) in c.funcs.iter().zip(&measured).enumerate() {
            let cost = f.cost.unwrap_or_else(|| {
                let mut t = super::cost::Cost {
                    exact: true,
                    ..Default::default()
                };
                for &li in &f.launches {
                    if let Some(o) = c.launches.get(li).and_then(|l| l.own_cost) {
                        t.flops += o.flops;
                        t.bytes += o.bytes;
                        t.exact &= o.exact;
                    }
                }
                t
            });
            let secs = m.total.max(1e-12);
            let gflops = cost.flops / secs / 1e9;
            let gbps = cost.bytes / secs / 1e9;
            let mut baselines = Vec::new();
            if let Some((nc, nm)) = &naive {
                if let Some(ni) = nc.funcs.iter().position(|g| g.name == f.name) {
                    if let Some(x) = nm.get(ni) {
                        baselines.push(baseline(
                            "naive mapping (register tile 1x1x1)",
                            x.total,
                            cost.flops,
                            cost.bytes,
                            m.total,
                        ));
                    }
                }
            }
            if opts.baselines {
                if let Some(shape) = matmul_shape(&c, fi, cost.flops) {
                    progress.add_len(per_run);
                    progress.message("hand-written naive WGSL matmul");
                    let t = time_naive_wgsl_matmul(dev, shape, opts, progress)?;
                    baselines.push(baseline(
                        "naive WGSL matmul (16x16, loop over k)",
                        t,
                        2.0 * (shape.0 * shape.1 * shape.2) as f64,
                        cost.bytes,
                        m.total,
                    ));
                }
            }
            let timing = m.launches.first().map_or(report.timing, |l| l.time.source);
            report.results.push(FuncResult {
                input: input.name.clone(),
                function: f.name.clone(),
                compile_s: c.times.total().as_secs_f64(),
                compile_front_s: c.times.front.as_secs_f64(),
                compile_backend_s: c.times.backend.as_secs_f64(),
                pipeline_create_s: m.create,
                median_s: m.total,
                texture_upload_s: m.uploads,
                timing,
                flops: cost.flops,
                bytes: cost.bytes,
                counts_exact: cost.exact,
                gflops,
                gbps,
                memcpy_fraction: report
                    .peaks
                    .as_ref()
                    .map(|p| gbps * 1e9 / p.bytes_per_s.max(1e-12)),
                peak_flops_fraction: report
                    .peaks
                    .as_ref()
                    .map(|p| gflops * 1e9 / p.flops_per_s.max(1e-12)),
                baselines,
                plan: c.plans.clone(),
                autotuned: tuned.clone(),
                launches: m.launches.clone(),
            });
        }
    }
    Ok(report)
}

/// Seconds as a short human string (`1.23 ms`).
pub fn fmt_secs(s: f64) -> String {
    let d = Duration::from_secs_f64(s.max(0.0));
    if d.as_secs_f64() >= 1.0 {
        format!("{:.2} s", s)
    } else if d.as_secs_f64() >= 1e-3 {
        format!("{:.2} ms", s * 1e3)
    } else {
        format!("{:.1} us", s * 1e6)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tessera_lowering::gpu::pipeline::run_gpu_pipeline;
    use tessera_lowering::gpu::target::GpuTarget;
    use tessera_lowering::ir::Context;
    use tessera_lowering::parser::{parse_source, ParseOptions};

    /// The naive mapping stays naive when the default plan reads textures: a register
    /// tile of 1 would otherwise be a texture-mode plan.
    #[test]
    fn naive_mapping_has_no_textures_or_vectors() {
        let src = r#"
func.func @mm(%A: memref<64x64xf32>, %B: memref<64x64xf32>, %C: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      affine.for %k = 0 to 64 {
        %a = affine.load %A[%i, %k] : memref<64x64xf32>
        %b = affine.load %B[%k, %j] : memref<64x64xf32>
        %c = affine.load %C[%i, %j] : memref<64x64xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<64x64xf32>
      }
    }
  }
  return
}"#;
        let run = |o: &GpuPipelineOptions| {
            let mut ctx = Context::new();
            let mut m = parse_source(&mut ctx, src, "mm.mlir", &ParseOptions::default())
                .unwrap_or_else(|e| panic!("{e}"));
            run_gpu_pipeline(&mut ctx, &mut m, &GpuTarget::default(), o)
                .unwrap_or_else(|e| panic!("{e}"));
            tessera_lowering::printer::print_module(&ctx, &m, &Default::default())
        };
        let default = run(&GpuPipelineOptions::default());
        assert!(default.contains("tessera.textures"), "{default}");
        let naive = run(&naive_options(&GpuPipelineOptions::default()));
        assert!(!naive.contains("tessera.textures"), "{naive}");
        assert!(!naive.contains("vector<"), "{naive}");
        assert!(
            naive.contains("tessera.register_tile = array<i64: 1, 1, 1>"),
            "{naive}"
        );
    }
}
