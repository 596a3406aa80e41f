//! From source text to a module ready to run: parsing, verification and, for GPU
//! backends, the default GPU pipeline when host code still holds affine loops.
//!
//! The GPU pipeline (tiling affine loop nests and mapping them to `gpu.launch_func`
//! kernels) is a pass of `tessera-lowering`. This module finds it in the pass registry
//! under one of [`GPU_PIPELINE_PASSES`]; when none is registered, affine loops outside
//! kernels simply run on the CPU interpreter (and [`Prepared::notes`] says so).

use tessera_lowering::diag::{Diagnostic, SourceMap};
use tessera_lowering::dialect::OpKind;
use tessera_lowering::ir::{Context, Module};
use tessera_lowering::parser::{parse_source, ParseOptions};
use tessera_lowering::pass::{lookup_pass, PassInfo, PassOptions};

use super::error::RuntimeError;

/// Registry names under which the default GPU pipeline is looked up, in order.
pub const GPU_PIPELINE_PASSES: &[&str] = &["tessera-gpu-pipeline", "gpu-pipeline"];

/// The registered default GPU pipeline pass, if any.
pub fn gpu_pipeline_pass() -> Option<&'static PassInfo> {
    GPU_PIPELINE_PASSES.iter().find_map(|n| lookup_pass(n))
}

/// A parsed, verified module.
pub struct Prepared {
    /// The context.
    pub ctx: Context,
    /// The module.
    pub module: Module,
    /// Source text for diagnostics.
    pub sources: SourceMap,
    /// What preparation did, for the user (e.g. that the GPU pipeline ran).
    pub notes: Vec<String>,
}

/// Parses and verifies `text` (named `file` in diagnostics).
pub fn parse_and_verify(text: &str, file: &str) -> Result<Prepared, RuntimeError> {
    let mut sources = SourceMap::new();
    sources.add(file, text);
    let mut ctx = Context::new();
    let module = parse_source(&mut ctx, text, file, &ParseOptions::default())
        .map_err(|d| RuntimeError::from_diags(d, Some(&sources)))?;
    tessera_lowering::verify::verify(&ctx, &module)
        .map_err(|d| RuntimeError::from_diags(d, Some(&sources)))?;
    Ok(Prepared {
        ctx,
        module,
        sources,
        notes: Vec::new(),
    })
}

/// Whether host code (anything outside `gpu.module`/`gpu.func`/`gpu.launch`) holds
/// `affine.for` or `affine.parallel` loops.
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
        Some(OpKind::GpuModule | OpKind::GpuFunc | OpKind::GpuLaunch) => return,
        Some(OpKind::AffineFor | OpKind::AffineParallel) => {
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

/// Runs the default GPU pipeline when host code holds affine loops and the pipeline
/// exists; records what happened in `p.notes`. Returns whether it ran.
pub fn maybe_run_gpu_pipeline(p: &mut Prepared) -> Result<bool, RuntimeError> {
    if !has_host_affine_loops(&p.ctx, &p.module) {
        return Ok(false);
    }
    let Some(pass) = gpu_pipeline_pass() else {
        p.notes.push(
            "affine loops outside GPU kernels run on the CPU interpreter (no GPU pipeline pass is registered)"
                .to_string(),
        );
        return Ok(false);
    };
    let opts = PassOptions::default();
    for top in p.module.top.clone() {
        (pass.run)(&mut p.ctx, &mut p.module, top, &opts)
            .map_err(|d| RuntimeError::from_diags(d, Some(&p.sources)))?;
    }
    tessera_lowering::verify::verify(&p.ctx, &p.module).map_err(|d| {
        let mut d = d;
        for x in &mut d.0 {
            *x = Diagnostic {
                message: format!("after the GPU pipeline ({}): {}", pass.name, x.message),
                ..x.clone()
            };
        }
        RuntimeError::from_diags(d, Some(&p.sources))
    })?;
    p.notes
        .push(format!("ran the GPU pipeline ({})", pass.name));
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
