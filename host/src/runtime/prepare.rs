//! From source text to a module ready to run: parsing, verification and, for GPU
//! backends, the default GPU pipeline when host code still holds affine loops.
//!
//! The GPU pipeline is `tessera_lowering::gpu::pipeline` (registered as
//! `tessera-gpu-pipeline`): it tiles parallel affine loop nests, maps them to workgroups
//! and outlines them into `gpu.launch_func` kernels. It is planned for a
//! [`GpuTarget`] filled from the device's limits ([`gpu_target`]).

use tessera_lowering::diag::{Diagnostic, SourceMap};
use tessera_lowering::dialect::OpKind;
use tessera_lowering::gpu::pipeline::{run_gpu_pipeline, GpuPipelineOptions};
use tessera_lowering::gpu::target::GpuTarget;
use tessera_lowering::ir::{Context, Module};
use tessera_lowering::parser::{parse_source, ParseOptions};

use super::error::RuntimeError;

/// The mapping target of a device: its workgroup limits, workgroup memory, subgroup size
/// range, whether it is a CPU implementation (lavapipe) and its per-invocation loop budget.
///
/// Only what the adapter guarantees: the subgroup width is a range (`subgroup_min_size`
/// ..`subgroup_max_size`; GL's llvmpipe reports 4..128), and subgroup broadcasts need the
/// `SUBGROUP` feature and a fixed width ([`GpuTarget::subgroup_broadcast_width`]).
pub fn gpu_target(dev: &crate::gpu::GpuDevice) -> GpuTarget {
    let l = dev.limits();
    let a = dev.adapter();
    let min_sg = a.subgroup_min_size.max(1);
    GpuTarget {
        max_invocations: l.max_compute_invocations_per_workgroup,
        max_workgroup_size: [
            l.max_compute_workgroup_size_x,
            l.max_compute_workgroup_size_y,
            l.max_compute_workgroup_size_z,
        ],
        max_workgroup_storage: l.max_compute_workgroup_storage_size,
        subgroup_size: min_sg,
        max_subgroup_size: a.subgroup_max_size.max(min_sg),
        max_workgroups_per_dim: l.max_compute_workgroups_per_dimension,
        is_cpu: a.device_type == wgpu::DeviceType::Cpu,
        subgroup_broadcast: dev.wgpu_features().contains(wgpu::Features::SUBGROUP),
        max_texture_dim: l.max_texture_dimension_2d,
        max_loop_iterations: loop_budget(&a.name, &a.driver),
    }
}

/// The per-invocation loop budget of an adapter: llvmpipe (lavapipe on Vulkan, llvmpipe
/// on GL, whose driver string is empty) stops every loop of an invocation once 65535
/// iterations have run in total.
pub fn loop_budget(name: &str, driver: &str) -> Option<u64> {
    let llvmpipe = |s: &str| s.to_ascii_lowercase().contains("llvmpipe");
    (llvmpipe(name) || llvmpipe(driver))
        .then_some(tessera_lowering::gpu::target::LLVMPIPE_LOOP_ITERATIONS)
}

/// A parsed, verified module.
#[derive(Clone)]
pub struct Prepared {
    /// The context.
    pub ctx: Context,
    /// The module.
    pub module: Module,
    /// Source text for diagnostics.
    pub sources: SourceMap,
    /// What preparation did, for the user (e.g. that the GPU pipeline ran).
    pub notes: Vec<String>,
    /// The `scf` loops that stay on the host, with the reason (shown without `-v`).
    pub host_loops: Vec<String>,
}

/// Parses and verifies `text` (named `file` in diagnostics).
pub fn parse_and_verify(text: &str, file: &str) -> Result<Prepared, RuntimeError> {
    let mut sources = SourceMap::new();
    sources.add(file, text);
    let mut ctx = Context::new();
    let mut module = parse_source(&mut ctx, text, file, &ParseOptions::default())
        .map_err(|d| RuntimeError::from_diags(d, Some(&sources)))?;
    tessera_lowering::verify::verify(&ctx, &module)
        .map_err(|d| RuntimeError::from_diags(d, Some(&sources)))?;
    module.mark_verified();
    Ok(Prepared {
        ctx,
        module,
        sources,
        notes: Vec::new(),
        host_loops: Vec::new(),
    })
}

/// Whether host code (anything outside `gpu.module`/`gpu.func`/`gpu.launch`) holds work
/// for the GPU pipeline: loops (`affine`, `scf`), linalg/tensor/bufferization ops, or an
/// inline `gpu.launch` to outline.
pub fn has_host_affine_loops(ctx: &Context, m: &Module) -> bool {
    let _ = ctx;
    let mut found = false;
    for &top in &m.top {
        walk_host(m, top, &mut found);
    }
    found
}

fn walk_host(m: &Module, op: tessera_lowering::ir::Op, found: &mut bool) {
    if *found {
        return;
    }
    match m.op(op).kind {
        Some(OpKind::GpuModule | OpKind::GpuFunc) => return,
        // An inline `gpu.launch`: the pipeline outlines it into a kernel (without it, the
        // interpreter would run its body on the CPU and a GPU path would launch nothing).
        Some(OpKind::GpuLaunch) => {
            *found = true;
            return;
        }
        // `scf` loops too: the pipeline raises those with affine bounds to `affine`.
        Some(OpKind::AffineFor | OpKind::AffineParallel | OpKind::ScfFor | OpKind::ScfParallel) => {
            *found = true;
            return;
        }
        // `linalg` ops: the pipeline lowers them to affine loops first; `tensor` and
        // `bufferization` ops: it bufferizes them (tensor.generate, tensor.pad and
        // tensor.splat become linalg ops).
        Some(k) if matches!(k.dialect(), "linalg" | "tensor" | "bufferization") => {
            *found = true;
            return;
        }
        _ => {}
    }
    for &r in m.op(op).regions() {
        for &b in m.region(r).blocks() {
            for inner in m.block_ops(b) {
                walk_host(m, inner, found);
            }
        }
    }
}

/// Runs the default GPU pipeline for `gpu::target` when host code holds affine loops;
/// records what happened (one line per kernel made) in `p.notes`. Returns whether it ran.
pub fn maybe_run_gpu_pipeline(p: &mut Prepared, target: &GpuTarget) -> Result<bool, RuntimeError> {
    maybe_run_gpu_pipeline_with(p, target, false)
}

/// Prepares the kernels of `p` that the GPU pipeline did not make (hand-written `gpu.func`s):
/// `tessera-sink-memref-choice`, then `tessera-bounds-check` (proves their accesses in
/// bounds, guards the others unless `unchecked`, marks each kernel), as the pipeline does
/// for its own.
pub(crate) fn check_kernel_bounds(p: &mut Prepared, unchecked: bool) -> Result<(), RuntimeError> {
    use tessera_lowering::gpu::bounds::check::{check_kernels, BoundsOptions};
    let opts = BoundsOptions {
        report: false,
        unchecked,
    };
    for top in p.module.top.clone() {
        // Accesses through a memref chosen by scf.if/arith.select: to each candidate.
        tessera_lowering::gpu::opt::memref_choice::sink_in_kernels(&mut p.ctx, &mut p.module, top);
        check_kernels(&mut p.ctx, &mut p.module, top, &opts)
            .map_err(|d| RuntimeError::from_diags(d, Some(&p.sources)))?;
    }
    tessera_lowering::verify::verify(&p.ctx, &p.module)
        .map_err(|d| RuntimeError::from_diags(d, Some(&p.sources)))
}

/// [`maybe_run_gpu_pipeline`]; `unchecked` leaves kernel accesses that the bounds check
/// cannot prove unguarded (`--unchecked`).
pub fn maybe_run_gpu_pipeline_with(
    p: &mut Prepared,
    target: &GpuTarget,
    unchecked: bool,
) -> Result<bool, RuntimeError> {
    if !has_host_affine_loops(&p.ctx, &p.module) {
        // Kernels written as gpu.func: still proven or guarded (the pipeline does it for
        // the kernels it makes).
        check_kernel_bounds(p, unchecked)?;
        return Ok(false);
    }
    let report = run_gpu_pipeline(
        &mut p.ctx,
        &mut p.module,
        target,
        &GpuPipelineOptions {
            unchecked,
            // Verified once at the end (and again below): a pass bug is still caught.
            verify_each: false,
            ..GpuPipelineOptions::default()
        },
    )
    .map_err(|d| RuntimeError::from_diags(d, Some(&p.sources)))?;
    tessera_lowering::verify::verify(&p.ctx, &p.module).map_err(|mut d| {
        for x in &mut d.0 {
            *x = Diagnostic {
                message: format!("after the GPU pipeline: {}", x.message),
                ..x.clone()
            };
        }
        RuntimeError::from_diags(d, Some(&p.sources))
    })?;
    p.notes.push(format!(
        "ran the GPU pipeline (tessera-gpu-pipeline): {} kernels",
        report.kernels.len()
    ));
    for k in &report.kernels {
        p.notes.push(format!("  {k}"));
    }
    p.host_loops = tessera_lowering::transforms::raise_scf::host_loop_notes(&p.ctx, &p.module);
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_host_loops_only() {
        let host = "func.func @f(%m: memref<4xf32>) {\n  affine.for %i = 0 to 4 {\n    %v = affine.load %m[%i] : memref<4xf32>\n  }\n  return\n}\n";
        let p = parse_and_verify(host, "h.mlir").unwrap();
        assert!(has_host_affine_loops(&p.ctx, &p.module));
        let plain = "func.func @f() {\n  return\n}\n";
        let p = parse_and_verify(plain, "p.mlir").unwrap();
        assert!(!has_host_affine_loops(&p.ctx, &p.module));
    }

    #[test]
    fn parse_errors_are_located() {
        let e = parse_and_verify("func.func @f( {\n", "bad.mlir")
            .err()
            .unwrap();
        assert!(e.render().starts_with("bad.mlir:1:"), "{}", e.render());
    }
}
