//! The per-invocation loop budget (`GpuTarget::max_loop_iterations`): llvmpipe ends every
//! loop of an invocation once it has run 65535 iterations in total, so a one-invocation
//! kernel that would run more (20 in-place Gauss–Seidel sweeps of a 64x64 array: ~78 000)
//! silently stopped part-way on lavapipe and GL. The mapping strip-mines the outermost loop
//! of such a nest: the tile loop stays on the host around the launch, each launch runs as
//! many iterations as fit. Checked here on the interpreter (same results as the source)
//! and on the shape of the output; `host/tests/inplace_sweep.rs` runs it on a device.

use tessera_lowering::gpu::pipeline::{run_gpu_pipeline, GpuPipelineOptions};
use tessera_lowering::gpu::target::{GpuTarget, LLVMPIPE_LOOP_ITERATIONS};
use tessera_lowering::interp::{Interpreter, RtValue};
use tessera_lowering::ir::{Context, Module};
use tessera_lowering::parser::{parse_source, ParseOptions};
use tessera_lowering::printer::{print_module, PrintOptions};

/// In-place 9-point Gauss–Seidel: each inner element becomes the mean of its 3x3
/// neighbourhood, reading neighbours already updated in the same sweep; `steps` sweeps.
fn sweep(steps: i64) -> String {
    format!(
        r#"
func.func @sweep(%A: memref<64x64xf32>) {{
  %ninth = arith.constant 9.0 : f32
  affine.for %t = 0 to {steps} {{
    affine.for %i = 1 to 63 {{
      affine.for %j = 1 to 63 {{
        %a0 = affine.load %A[%i - 1, %j - 1] : memref<64x64xf32>
        %a1 = affine.load %A[%i - 1, %j] : memref<64x64xf32>
        %a2 = affine.load %A[%i - 1, %j + 1] : memref<64x64xf32>
        %a3 = affine.load %A[%i, %j - 1] : memref<64x64xf32>
        %a4 = affine.load %A[%i, %j] : memref<64x64xf32>
        %a5 = affine.load %A[%i, %j + 1] : memref<64x64xf32>
        %a6 = affine.load %A[%i + 1, %j - 1] : memref<64x64xf32>
        %a7 = affine.load %A[%i + 1, %j] : memref<64x64xf32>
        %a8 = affine.load %A[%i + 1, %j + 1] : memref<64x64xf32>
        %s0 = arith.addf %a0, %a1 : f32
        %s1 = arith.addf %s0, %a2 : f32
        %s2 = arith.addf %s1, %a3 : f32
        %s3 = arith.addf %s2, %a4 : f32
        %s4 = arith.addf %s3, %a5 : f32
        %s5 = arith.addf %s4, %a6 : f32
        %s6 = arith.addf %s5, %a7 : f32
        %s7 = arith.addf %s6, %a8 : f32
        %m = arith.divf %s7, %ninth : f32
        affine.store %m, %A[%i, %j] : memref<64x64xf32>
      }}
    }}
  }}
  return
}}
"#
    )
}

fn init() -> Vec<f32> {
    (0..64 * 64)
        .map(|k| {
            let (i, j) = (k / 64, k % 64);
            ((i * (j + 2) + 2) % 61) as f32 / 61.0
        })
        .collect()
}

fn run(ctx: &Context, m: &Module) -> Vec<f32> {
    let mut it = Interpreter::new(ctx, m).unwrap_or_else(|e| panic!("interpreter: {e}"));
    let d = it
        .memory_mut()
        .memref_from_f32(&[64, 64], &init())
        .expect("alloc");
    let mut out = Vec::new();
    it.call("sweep", vec![RtValue::MemRef(d.clone())], &mut out)
        .unwrap_or_else(|e| panic!("run: {e}"));
    it.memory_mut().read_f32(&d).expect("read")
}

/// The pipeline's output for `gpu::target`, and the sweep run before and after it.
fn lower(steps: i64, target: &GpuTarget) -> (String, Vec<f32>, Vec<f32>) {
    let mut ctx = Context::new();
    let src = sweep(steps);
    let m0 = parse_source(&mut ctx, &src, "sweep.mlir", &ParseOptions::default())
        .unwrap_or_else(|e| panic!("parse: {e}"));
    let before = run(&ctx, &m0);
    let mut m = m0.clone();
    run_gpu_pipeline(&mut ctx, &mut m, target, &GpuPipelineOptions::default())
        .unwrap_or_else(|e| panic!("pipeline: {e}"));
    let after = run(&ctx, &m);
    (
        print_module(&ctx, &m, &PrintOptions::default()),
        before,
        after,
    )
}

/// The host part of the printed module: `@sweep` up to the first `gpu.module`.
fn host_part(text: &str) -> &str {
    let start = text.find("func.func @sweep").unwrap_or(0);
    let end = text.find("gpu.module").unwrap_or(text.len());
    &text[start..end]
}

#[test]
fn lavapipe_targets_carry_the_llvmpipe_loop_budget() {
    assert_eq!(
        GpuTarget::lavapipe().max_loop_iterations,
        Some(LLVMPIPE_LOOP_ITERATIONS)
    );
    assert_eq!(GpuTarget::webgpu_default().max_loop_iterations, None);
}

#[test]
fn a_sequential_sweep_over_the_budget_is_split_into_launches() {
    // 20 sweeps: 20 · (1 + 62 · 63) ≈ 78 000 iterations in one invocation.
    let (text, before, after) = lower(20, &GpuTarget::lavapipe());
    let host = host_part(&text);
    assert!(
        host.contains("scf.for") && host.contains("gpu.launch_func"),
        "the sweep loop should stay on the host around the launch:\n{text}"
    );
    assert!(
        text.contains("arith.minsi"),
        "each launch runs a tile of the sweeps:\n{text}"
    );
    assert_eq!(before, after, "the split sweep differs from the source");
}

#[test]
fn a_sweep_within_the_budget_stays_one_kernel() {
    let (text, before, after) = lower(4, &GpuTarget::lavapipe());
    assert!(
        !host_part(&text).contains("scf.for"),
        "4 sweeps fit the budget; no host loop expected:\n{text}"
    );
    assert_eq!(before, after);
    // Without a budget, 20 sweeps stay one kernel too.
    let unbounded = GpuTarget {
        max_loop_iterations: None,
        ..GpuTarget::lavapipe()
    };
    let (text, before, after) = lower(20, &unbounded);
    assert!(!host_part(&text).contains("scf.for"), "{text}");
    assert_eq!(before, after);
}
