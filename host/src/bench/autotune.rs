//! The on-device autotuner: times a few candidate GPU pipeline options (workgroup sizes
//! and register tiles valid for the adapter), keeps the fastest, and caches it on disk.
//!
//! The cache is one JSON file, `autotune.json`, in `$TESSERA_CACHE_DIR`, else
//! `$XDG_CACHE_HOME/tessera`, else `~/.cache/tessera`. Its entries are keyed by
//! (kernel fingerprint, shape, adapter): the fingerprint hashes the source with every
//! number blanked out (the kernel's structure), the shape lists the memref types of the
//! kernels' buffers, and the adapter is its name and driver. Later runs with the same key
//! use the cached winner without timing anything. A module is tuned as a whole: the
//! options apply to every loop nest of the selected functions and the score is the sum
//! of their launches' median times.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use tessera_lowering::gpu::pipeline::GpuPipelineOptions;
use tessera_spirv::Target;

use super::compile::compile;
use super::measure::{create_pipeline, time_dispatch, DeviceBuffers};
use super::{BenchInput, BenchOptions, Progress};
use crate::gpu::GpuDevice;
use crate::runtime::prepare::gpu_target;
use crate::runtime::to_binary;

/// The back-end target for `dev` (as the runtime compiles kernels for it).
pub fn spirv_target(dev: &GpuDevice) -> Target {
    crate::runtime::kernels::target_for(dev)
}

/// One candidate (or the winner): overrides of the pipeline's plan.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Choice {
    /// Workgroup size per hardware dim (empty: the planner's).
    pub workgroup: Vec<i64>,
    /// Register tile per hardware dim (empty: the planner's).
    pub register: Vec<i64>,
    /// Its measured time (sum of the launches' medians), seconds.
    pub median_s: f64,
    /// Whether it came from the cache.
    #[serde(skip)]
    pub cached: bool,
}

impl Choice {
    fn new(workgroup: &[i64], register: &[i64]) -> Self {
        Choice {
            workgroup: workgroup.to_vec(),
            register: register.to_vec(),
            median_s: 0.0,
            cached: false,
        }
    }

    /// `workgroup [16, 8] register [4, 4]` (`planner default` without overrides).
    pub fn describe(&self) -> String {
        let mut s = if self.workgroup.is_empty() && self.register.is_empty() {
            "planner default".to_string()
        } else {
            format!(
                "workgroup {:?} register tile {:?}",
                self.workgroup, self.register
            )
        };
        if self.cached {
            s.push_str(" (cached)");
        }
        s
    }

    /// `base` with this choice's overrides.
    pub fn apply(&self, base: &GpuPipelineOptions) -> GpuPipelineOptions {
        GpuPipelineOptions {
            workgroup_size: self.workgroup.clone(),
            register_tile: self.register.clone(),
            tile_sizes: Vec::new(),
            ..base.clone()
        }
    }
}

/// The candidates valid for `dev`: the planner's default and a few workgroup shapes and
/// register tiles (x is the contiguous dimension). The one-subgroup shapes with large
/// tiles are for texture mode on CPU adapters (a matmul's 32 x 32 tile ran ~15% faster
/// than the default 16 x 16 on lavapipe, but compiles 5x slower, so it is not the
/// default).
pub fn candidates(dev: &GpuDevice) -> Vec<Choice> {
    let t = gpu_target(dev);
    let sg = i64::from(t.subgroup_size.max(1));
    let one_subgroup = [sg, 1];
    let all: [(&[i64], &[i64]); 12] = [
        (&[], &[]),
        (&one_subgroup, &[32, 32]),
        (&one_subgroup, &[64, 16]),
        (&[16, 8], &[4, 4]),
        (&[16, 8], &[8, 4]),
        (&[8, 8], &[8, 4]),
        (&[16, 4], &[4, 8]),
        (&[32, 4], &[4, 4]),
        (&[8, 16], &[4, 4]),
        (&[16, 16], &[2, 2]),
        (&[64], &[4]),
        (&[128], &[8]),
    ];
    all.iter()
        .filter(|(w, _)| {
            let inv: i64 = w.iter().product();
            inv <= i64::from(t.max_invocations)
                && w.iter()
                    .zip(t.max_workgroup_size)
                    .all(|(&x, m)| x <= i64::from(m))
        })
        .map(|(w, r)| Choice::new(w, r))
        .collect()
}

/// The autotune cache directory: `$TESSERA_CACHE_DIR`, `$XDG_CACHE_HOME/tessera` or
/// `~/.cache/tessera`.
pub fn cache_dir() -> Option<PathBuf> {
    let env = |k: &str| {
        std::env::var_os(k)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    env("TESSERA_CACHE_DIR")
        .or_else(|| env("XDG_CACHE_HOME").map(|d| d.join("tessera")))
        .or_else(|| env("HOME").map(|d| d.join(".cache").join("tessera")))
}

/// The cache file: key → winner.
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct Cache {
    /// Format version.
    pub version: u32,
    /// `adapter | fingerprint | shape` → winner.
    pub entries: BTreeMap<String, Choice>,
}

impl Cache {
    fn path(dir: &Path) -> PathBuf {
        dir.join("autotune.json")
    }

    /// Reads the cache in `dir` (empty when missing or unreadable).
    pub fn load(dir: &Path) -> Cache {
        std::fs::read_to_string(Self::path(dir))
            .ok()
            .and_then(|t| serde_json::from_str(&t).ok())
            .unwrap_or(Cache {
                version: 1,
                entries: BTreeMap::new(),
            })
    }

    /// Writes the cache to `dir` (created if needed).
    pub fn save(&self, dir: &Path) -> Result<(), String> {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        let text = serde_json::to_string_pretty(self).map_err(|e| e.to_string())?;
        let tmp = dir.join(format!("autotune.json.{}", std::process::id()));
        std::fs::write(&tmp, text).map_err(|e| format!("cannot write {}: {e}", tmp.display()))?;
        std::fs::rename(&tmp, Self::path(dir))
            .map_err(|e| format!("cannot write {}: {e}", Self::path(dir).display()))
    }
}

/// FNV-1a of `text` with every run of digits replaced by `#`: the kernel's structure,
/// independent of its sizes.
pub fn fingerprint(text: &str, select: Option<&[String]>) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |b: u8| {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    };
    let mut in_digits = false;
    for b in text.bytes() {
        if b.is_ascii_digit() {
            if !in_digits {
                eat(b'#');
            }
            in_digits = true;
        } else {
            in_digits = false;
            eat(b);
        }
    }
    for s in select.unwrap_or(&[]) {
        eat(0);
        s.bytes().for_each(&mut eat);
    }
    format!("{h:016x}")
}

/// The cache key of `input` on `dev`.
pub fn cache_key(dev: &GpuDevice, input: &BenchInput, shape: &str) -> String {
    let a = dev.adapter();
    format!(
        "{} {} {} | {} | {}",
        a.name,
        a.driver,
        a.driver_info,
        fingerprint(&input.text, input.select.as_deref()),
        shape
    )
}

/// Tunes `input` with the cache in [`cache_dir`] (no caching when there is none).
pub fn tune(
    dev: &GpuDevice,
    input: &BenchInput,
    opts: &BenchOptions,
    progress: &mut dyn Progress,
) -> Result<Choice, String> {
    tune_with_cache(dev, input, opts, cache_dir().as_deref(), progress)
}

/// Tunes `input`: the cached winner for its key when `cache` holds one (and
/// `opts.retune` is off), else times every candidate and stores the fastest.
pub fn tune_with_cache(
    dev: &GpuDevice,
    input: &BenchInput,
    opts: &BenchOptions,
    cache: Option<&Path>,
    progress: &mut dyn Progress,
) -> Result<Choice, String> {
    let target = gpu_target(dev);
    let st = spirv_target(dev);
    let select = input.select.as_deref();
    let base = compile(
        &input.text,
        &input.file,
        select,
        &target,
        &opts.pipeline,
        &st,
    )?;
    let shape = base
        .buffers
        .iter()
        .map(|b| b.ty.as_str())
        .collect::<Vec<_>>()
        .join(", ");
    let key = cache_key(dev, input, &shape);
    let mut stored = cache.map(Cache::load);
    if let (Some(c), false) = (&stored, opts.retune) {
        if let Some(hit) = c.entries.get(&key) {
            return Ok(Choice {
                cached: true,
                ..hit.clone()
            });
        }
    }
    let runs = opts.runs.clamp(1, 3);
    let mut best: Option<Choice> = None;
    let cands = candidates(dev);
    progress.add_len(cands.len() as u64);
    for cand in cands {
        progress.message(&format!("autotune: {}", cand.describe()));
        let score = (|| -> Result<f64, String> {
            let c = compile(
                &input.text,
                &input.file,
                select,
                &target,
                &cand.apply(&opts.pipeline),
                &st,
            )?;
            if c.launches.is_empty() {
                return Err("no launches".into());
            }
            let mut bufs = DeviceBuffers::new(dev, &c.buffers)?;
            let mut total = 0.0;
            for l in &c.launches {
                let (p, _) = create_pipeline(dev, &to_binary(&l.artifact), opts.shader_path)?;
                let (b, imm) = bufs.bind(dev, l)?;
                total += time_dispatch(dev, &p, &b, &imm, l.grid, 1, runs, &mut || {})?.median_s;
            }
            Ok(total)
        })();
        progress.inc();
        if let Ok(t) = score {
            if best.as_ref().is_none_or(|b| t < b.median_s) {
                best = Some(Choice {
                    median_s: t,
                    ..cand
                });
            }
        }
    }
    let best = best.ok_or_else(|| format!("autotune: no candidate compiled for {}", input.name))?;
    if let (Some(dir), Some(c)) = (cache, stored.as_mut()) {
        c.version = 1;
        c.entries.insert(key, best.clone());
        c.save(dir)?;
    }
    Ok(best)
}

/// Pipeline options for `tessera run --autotune`: `base` with the tuned choice for the
/// whole of `text` (every function), and the choice.
pub fn tuned_options(
    dev: &GpuDevice,
    text: &str,
    file: &str,
    base: &GpuPipelineOptions,
) -> Result<(GpuPipelineOptions, Choice), String> {
    let input = BenchInput {
        name: file.to_string(),
        file: file.to_string(),
        text: text.to_string(),
        select: None,
    };
    let opts = BenchOptions {
        pipeline: base.clone(),
        runs: 3,
        ..BenchOptions::default()
    };
    let choice = tune(dev, &input, &opts, &mut ())?;
    Ok((choice.apply(base), choice))
}

/// For `tessera run --autotune`: `text` parsed, verified and mapped by the GPU
/// pipeline with `base` plus the tuned overrides (the cached winner when there is one),
/// ready for
/// [`Runtime::compile`](crate::runtime::Runtime::compile), and the choice. `Ok(None)`
/// when host code holds no affine loops (nothing to tune).
pub fn tuned_module(
    dev: &GpuDevice,
    text: &str,
    file: &str,
    base: &GpuPipelineOptions,
) -> Result<
    Option<(
        tessera_lowering::ir::Context,
        tessera_lowering::ir::Module,
        Choice,
    )>,
    String,
> {
    let mut p = crate::runtime::prepare::parse_and_verify(text, file).map_err(|e| e.render())?;
    if !crate::runtime::prepare::has_host_affine_loops(&p.ctx, &p.module) {
        return Ok(None);
    }
    let (opts, choice) = tuned_options(dev, text, file, base)?;
    tessera_lowering::gpu::pipeline::run_gpu_pipeline(
        &mut p.ctx,
        &mut p.module,
        &gpu_target(dev),
        &opts,
    )
    .map_err(|d| crate::runtime::RuntimeError::from_diags(d, Some(&p.sources)).render())?;
    Ok(Some((p.ctx, p.module, choice)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fingerprint_ignores_sizes_only() {
        let a = fingerprint("memref<64x32xf32> affine.for %i = 0 to 64", None);
        let b = fingerprint("memref<1024x8xf32> affine.for %i = 0 to 1024", None);
        let c = fingerprint("memref<64x32xi32> affine.for %i = 0 to 64", None);
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_ne!(
            a,
            fingerprint(
                "memref<64x32xf32> affine.for %i = 0 to 64",
                Some(&["f".into()])
            )
        );
    }

    #[test]
    fn cache_round_trips() {
        let dir =
            std::env::temp_dir().join(format!("tessera-autotune-test-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        assert!(Cache::load(&dir).entries.is_empty());
        let mut c = Cache::load(&dir);
        c.entries.insert("k".into(), Choice::new(&[16, 8], &[4, 4]));
        c.save(&dir).unwrap();
        let back = Cache::load(&dir);
        assert_eq!(back.entries.get("k").unwrap().register, vec![4, 4]);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
