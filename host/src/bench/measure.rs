//! Timing on the device: buffers, pipelines, warm-up and timed runs.
//!
//! Every timed run is its own submit with one dispatch. With `TIMESTAMP_QUERY` the time
//! of a run is the GPU time between the timestamps around its compute pass; without it,
//! the host wall-clock time from submit to completion (labelled as such).
//!
//! A kernel with texture bindings copies each bound buffer into its texture before every
//! dispatch. That copy is per-launch work, so the time of a run includes it: with
//! timestamps, run time = texture upload + kernel pass (both timed on the GPU, and kept
//! apart in [`Timing::kernel_median_s`] / [`Timing::texture_upload_median_s`]); on the
//! wall clock it is included anyway.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use tessera_spirv::{PushConstantKind, PushScalar};

use super::compile::{BufferSpec, LaunchArg, LaunchSpec};
use super::reference;
use crate::gpu::{BufferKind, DeviceBuffer, GpuDevice, KernelBinary, Pipeline, ShaderPath};

/// Medians of timed runs.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Timing {
    /// Median time per run, seconds (texture uploads included).
    pub median_s: f64,
    /// Median GPU time of the kernel's compute pass alone, seconds (equals `median_s`
    /// without texture bindings; `median_s` under wall-clock timing).
    pub kernel_median_s: f64,
    /// Texture bindings copied from their buffers before each run.
    pub textures: usize,
    /// Median GPU time of those copies per run, seconds (timestamps and textures only).
    pub texture_upload_median_s: Option<f64>,
    /// Fastest run, seconds.
    pub min_s: f64,
    /// Number of timed runs.
    pub runs: usize,
    /// `gpu-timestamps` or `wall-clock`.
    pub source: &'static str,
    /// Median host wall-clock time from submit to completion, seconds (includes the
    /// submit overhead; a cross-check of the timestamps).
    pub wall_median_s: f64,
}

/// Label of GPU-timestamp timings.
pub const GPU_TIMESTAMPS: &str = "gpu-timestamps";
/// Label of wall-clock timings.
pub const WALL_CLOCK: &str = "wall-clock";

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    match v.len() {
        0 => 0.0,
        n if n % 2 == 1 => v[n / 2],
        n => 0.5 * (v[n / 2 - 1] + v[n / 2]),
    }
}

/// Runs `pipeline` `warmup` times, then `runs` timed times (one submit each), calling
/// `tick` after each run.
#[allow(clippy::too_many_arguments)]
pub fn time_dispatch(
    dev: &GpuDevice,
    pipeline: &Pipeline,
    buffers: &[&DeviceBuffer],
    immediates: &[u8],
    grid: [u32; 3],
    warmup: usize,
    runs: usize,
    tick: &mut dyn FnMut(),
) -> Result<Timing, String> {
    let err = |e: crate::gpu::GpuError| format!("{}: {e}", pipeline.name());
    for _ in 0..warmup {
        let mut b = dev.batch();
        b.dispatch(pipeline, buffers, immediates, grid)
            .map_err(err)?;
        b.flush().map_err(err)?;
        tick();
    }
    let gpu = dev.has_timestamps();
    let mut samples = Vec::with_capacity(runs);
    let mut kernels = Vec::with_capacity(runs);
    let mut uploads = Vec::with_capacity(runs);
    let mut textures = 0;
    let mut walls = Vec::with_capacity(runs);
    for _ in 0..runs.max(1) {
        let mut b = dev.batch();
        b.set_timing(true);
        b.dispatch(pipeline, buffers, immediates, grid)
            .map_err(err)?;
        let t0 = Instant::now();
        let r = b.flush().map_err(err)?;
        let wall = t0.elapsed();
        let d = r.per_dispatch.first();
        textures = d.map_or(0, |d| d.textures);
        let (t, k) = match d.and_then(|d| d.gpu_time.map(|k| (d, k))) {
            Some((d, k)) if gpu => {
                if let Some(u) = d.texture_upload {
                    uploads.push(u.as_secs_f64());
                }
                (d.total_gpu_time().unwrap_or(k), k)
            }
            _ if gpu => (r.wall_time, r.wall_time),
            _ => (wall, wall),
        };
        samples.push(t.as_secs_f64());
        kernels.push(k.as_secs_f64());
        walls.push(wall.as_secs_f64());
        tick();
    }
    let min_s = samples.iter().copied().fold(f64::INFINITY, f64::min);
    Ok(Timing {
        median_s: median(&mut samples),
        kernel_median_s: median(&mut kernels),
        textures,
        texture_upload_median_s: (!uploads.is_empty()).then(|| median(&mut uploads)),
        min_s,
        runs: samples.len(),
        source: if gpu { GPU_TIMESTAMPS } else { WALL_CLOCK },
        wall_median_s: median(&mut walls),
    })
}

/// Creates a pipeline for `binary` (as the runtime does: raw SPIR-V where the device takes
/// it, else SPIR-V through naga, else WGSL, unless `path` says) and how long that took.
pub fn create_pipeline(
    dev: &GpuDevice,
    binary: &KernelBinary,
    path: Option<ShaderPath>,
) -> Result<(Pipeline, Duration), String> {
    let path = match path {
        Some(p) => p,
        None if binary.spirv.is_empty() => ShaderPath::Wgsl,
        None => dev.shader_path_for(None),
    };
    let t0 = Instant::now();
    let p = dev
        .create_pipeline(binary, path)
        .map_err(|e| format!("{}: {e}", binary.name))?;
    Ok((p, t0.elapsed()))
}

/// Small deterministic `f32` values (multiples of 1/16 in [-0.25, 0.5]).
fn fill_f32(n: usize) -> Vec<f32> {
    (0..n)
        .map(|i| ((i * 7) % 13) as f32 / 16.0 - 0.25)
        .collect()
}

/// The device buffers of a compiled module: storage buffers created up front, uniform
/// copies on demand.
pub struct DeviceBuffers {
    storage: Vec<DeviceBuffer>,
    uniform: HashMap<usize, DeviceBuffer>,
    specs: Vec<BufferSpec>,
}

impl DeviceBuffers {
    /// Creates and fills one storage buffer per spec.
    pub fn new(dev: &GpuDevice, specs: &[BufferSpec]) -> Result<Self, String> {
        let mut storage = Vec::with_capacity(specs.len());
        for (i, s) in specs.iter().enumerate() {
            let label = format!("bench buffer {i} ({})", s.ty);
            let b = dev
                .create_buffer(&label, s.bytes, BufferKind::Storage)
                .map_err(|e| e.to_string())?;
            if s.f32_elems {
                dev.upload(&b, &fill_f32((s.bytes / 4) as usize))
                    .map_err(|e| e.to_string())?;
            }
            storage.push(b);
        }
        Ok(DeviceBuffers {
            storage,
            uniform: HashMap::new(),
            specs: specs.to_vec(),
        })
    }

    /// The buffers bound by `launch`, in binding order, and its immediates.
    pub fn bind(
        &mut self,
        dev: &GpuDevice,
        launch: &LaunchSpec,
    ) -> Result<(Vec<&DeviceBuffer>, Vec<u8>), String> {
        let a = &launch.artifact;
        let mut which = Vec::new();
        for b in &a.bindings {
            let Some(LaunchArg::Buffer(i)) = launch.args.get(b.arg_index) else {
                return Err(format!(
                    "@{}: binding {} is not a memref argument",
                    launch.symbol, b.binding
                ));
            };
            let uniform = b.storage == tessera_spirv::BufferStorage::Uniform;
            if uniform && !self.uniform.contains_key(i) {
                let s = self.specs.get(*i).ok_or("internal: buffer index")?;
                let u = dev
                    .create_buffer("bench uniform", s.bytes, BufferKind::Uniform)
                    .map_err(|e| e.to_string())?;
                self.uniform.insert(*i, u);
            }
            which.push((*i, uniform));
        }
        let mut bufs = Vec::new();
        for (i, uniform) in which {
            let b = if uniform {
                self.uniform.get(&i)
            } else {
                self.storage.get(i)
            };
            bufs.push(b.ok_or("internal: buffer index")?);
        }
        Ok((bufs, immediates(launch)?))
    }
}

/// The push-constant bytes of `launch`.
pub fn immediates(launch: &LaunchSpec) -> Result<Vec<u8>, String> {
    let pc = &launch.artifact.push_constants;
    let mut imm = vec![0u8; pc.size as usize];
    for e in &pc.entries {
        let PushConstantKind::Scalar(i) = e.kind else {
            return Err(format!(
                "@{}: dynamic sizes and push-constant arrays are not supported by bench",
                launch.symbol
            ));
        };
        let (int, float) = match launch.args.get(i) {
            Some(LaunchArg::Int(v)) => (*v, *v as f64),
            Some(LaunchArg::Float(f)) => (*f as i64, *f),
            _ => (1, 1.0),
        };
        let bytes = match e.scalar {
            PushScalar::I32 => (int as i32).to_le_bytes().to_vec(),
            PushScalar::I64 => int.to_le_bytes().to_vec(),
            PushScalar::F32 => (float as f32).to_le_bytes().to_vec(),
            PushScalar::F64 => float.to_le_bytes().to_vec(),
        };
        let o = e.offset as usize;
        let dst = imm
            .get_mut(o..o + bytes.len())
            .ok_or("internal: push constant outside the block")?;
        dst.copy_from_slice(&bytes);
    }
    Ok(imm)
}

/// The adapter's measured peaks.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Peaks {
    /// FMA kernel: FLOP/s.
    pub flops_per_s: f64,
    /// Copy kernel: bytes/s (read + write).
    pub bytes_per_s: f64,
    /// FMA kernel timing.
    pub fma: Timing,
    /// Copy kernel timing.
    pub copy: Timing,
    /// FLOPs of one FMA-kernel run.
    pub fma_flops: f64,
    /// Bytes moved by one copy-kernel run.
    pub copy_bytes: f64,
}

/// Measures peak FLOP/s (FMA kernel) and bandwidth (copy kernel, `copy_floats` floats).
pub fn measure_peaks(
    dev: &GpuDevice,
    copy_floats: u64,
    warmup: usize,
    runs: usize,
    tick: &mut dyn FnMut(),
) -> Result<Peaks, String> {
    // FMA: 256 workgroups of 256 invocations.
    let fma_wgs = 256u32;
    let inv = u64::from(fma_wgs) * u64::from(reference::REF_WG);
    let out = dev
        .create_buffer("fma out", inv * 16, BufferKind::Storage)
        .map_err(|e| e.to_string())?;
    let (p, _) = create_pipeline(dev, &reference::fma_kernel(), Some(ShaderPath::Wgsl))?;
    let fma = time_dispatch(dev, &p, &[&out], &[], [fma_wgs, 1, 1], warmup, runs, tick)?;
    let fma_flops = inv as f64 * reference::fma_flops_per_invocation();
    // Copy: as many floats as asked for, within the binding limit.
    let limit = dev
        .limits()
        .max_storage_buffer_binding_size
        .min(dev.limits().max_buffer_size);
    let floats = copy_floats.min(limit / 4) / 4 * 4;
    let vec4s = (floats / 4).max(1);
    let per_row = u64::from(dev.limits().max_compute_workgroups_per_dimension).min(32768);
    let wgs = vec4s.div_ceil(u64::from(reference::REF_WG));
    let (gx, gy) = if wgs <= per_row {
        (wgs, 1)
    } else {
        (per_row, wgs.div_ceil(per_row))
    };
    let src = dev
        .create_buffer("copy src", vec4s * 16, BufferKind::Storage)
        .map_err(|e| e.to_string())?;
    dev.upload(&src, &fill_f32((vec4s * 4) as usize))
        .map_err(|e| e.to_string())?;
    let dst = dev
        .create_buffer("copy dst", vec4s * 16, BufferKind::Storage)
        .map_err(|e| e.to_string())?;
    let (p, _) = create_pipeline(
        dev,
        &reference::copy_kernel(gx as u32),
        Some(ShaderPath::Wgsl),
    )?;
    let copy = time_dispatch(
        dev,
        &p,
        &[&src, &dst],
        &[],
        [gx as u32, gy as u32, 1],
        warmup,
        runs,
        tick,
    )?;
    let copy_bytes = 2.0 * (vec4s * 16) as f64;
    Ok(Peaks {
        flops_per_s: fma_flops / fma.median_s.max(1e-12),
        bytes_per_s: copy_bytes / copy.median_s.max(1e-12),
        fma,
        copy,
        fma_flops,
        copy_bytes,
    })
}
