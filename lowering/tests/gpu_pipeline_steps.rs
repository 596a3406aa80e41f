//! The steps that `tessera-gpu-pipeline` runs are the steps of its one list,
//! `GPU_PIPELINE_STEPS`, in that order, each exactly when its condition holds (issue 20).
//! A step added to the runner but not to the list, a step moved, or a condition changed,
//! fails here.

use tessera_lowering::ir::Context;
use tessera_lowering::parser::{parse_source, ParseOptions};
use tessera_lowering::pass::lookup_pass;
use tessera_lowering::transforms::gpu_contract::FpContract;
use tessera_lowering::transforms::gpu_pipeline::{
    run_gpu_pipeline, GpuPipelineOptions, StepWhen, GPU_PIPELINE_STEPS, UNREGISTERED_STEPS,
};
use tessera_lowering::transforms::target::GpuTarget;

/// A matmul (register-tiled, read through textures on CPU adapters).
const SRC: &str = r#"
func.func @matmul(%A: memref<64x64xf32>, %B: memref<64x128xf32>, %C: memref<64x128xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 128 {
      affine.for %k = 0 to 64 {
        %a = affine.load %A[%i, %k] : memref<64x64xf32>
        %b = affine.load %B[%k, %j] : memref<64x128xf32>
        %c = affine.load %C[%i, %j] : memref<64x128xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<64x128xf32>
      }
    }
  }
  return
}
"#;

/// Runs the pipeline and returns the names of the steps it ran, in order.
fn steps(target: &GpuTarget, opts: &GpuPipelineOptions) -> Vec<String> {
    let mut ctx = Context::new();
    let mut m = parse_source(&mut ctx, SRC, "steps.mlir", &ParseOptions::default())
        .unwrap_or_else(|e| panic!("parse: {e:?}"));
    let r = run_gpu_pipeline(&mut ctx, &mut m, target, opts)
        .unwrap_or_else(|e| panic!("pipeline: {e:?}"));
    assert!(!r.kernels.is_empty(), "the matmul became no kernel");
    let mut names: Vec<String> = r.pass_times.into_iter().map(|(n, _)| n).collect();
    assert_eq!(
        names.pop().as_deref(),
        Some("verify"),
        "verify time comes last"
    );
    names
}

/// Matches `ran` against the list: a step whose condition is decided by the target and
/// options ran exactly when it holds; `Textures` and `AfterChange` steps may or may not
/// have run; every step that ran is listed, in order.
fn check(ran: &[String], target: &GpuTarget, opts: &GpuPipelineOptions) {
    let promote = opts.promote.unwrap_or(!target.is_cpu);
    let mut i = 0;
    for &(name, when) in GPU_PIPELINE_STEPS {
        let here = ran.get(i).map(String::as_str) == Some(name);
        let must: Option<bool> = match when {
            StepWhen::Always => Some(true),
            StepWhen::SubgroupBroadcast => {
                Some(target.subgroup_broadcast_width().is_some() && !promote)
            }
            StepWhen::Promote => Some(promote),
            StepWhen::FpContract => Some(opts.fp_contract != FpContract::Off),
            StepWhen::CpuTarget => Some(target.is_cpu),
            StepWhen::Textures | StepWhen::AfterChange => None,
        };
        if let Some(must) = must {
            assert_eq!(
                here, must,
                "step {name} ({when:?}) ran={here}, expected {must}; steps that ran: {ran:?}"
            );
        }
        if here {
            i += 1;
        }
    }
    assert_eq!(
        i,
        ran.len(),
        "steps that ran but are not in GPU_PIPELINE_STEPS (or out of order): {:?}",
        &ran[i..]
    );
}

#[test]
fn every_listed_step_is_a_registered_pass_or_named_as_not_one() {
    for &(name, _) in GPU_PIPELINE_STEPS {
        assert_eq!(
            lookup_pass(name).is_some(),
            !UNREGISTERED_STEPS.contains(&name),
            "{name}: registered pass iff not in UNREGISTERED_STEPS"
        );
    }
    for name in UNREGISTERED_STEPS {
        assert!(GPU_PIPELINE_STEPS.iter().any(|(n, _)| n == name), "{name}");
    }
}

#[test]
fn steps_run_in_list_order_on_each_target() {
    let fast = GpuPipelineOptions {
        fp_contract: FpContract::Fast,
        ..GpuPipelineOptions::default()
    };
    let off = GpuPipelineOptions {
        fp_contract: FpContract::Off,
        promote: Some(true),
        ..GpuPipelineOptions::default()
    };
    let no_promote = GpuPipelineOptions {
        promote: Some(false),
        ..GpuPipelineOptions::default()
    };
    let mut seen_textures = false;
    for target in [GpuTarget::lavapipe(), GpuTarget::webgpu_default()] {
        for opts in [&GpuPipelineOptions::default(), &fast, &off, &no_promote] {
            let ran = steps(&target, opts);
            check(&ran, &target, opts);
            seen_textures |= ran.iter().any(|n| n == "tessera-schedule-chains");
        }
    }
    // The texture path is covered too (lavapipe, default options).
    assert!(seen_textures, "no run read through textures");
}

/// docs/ARCHITECTURE.md's step table is `steps_markdown()` (`TESSERA_BLESS=1` rewrites it).
#[test]
fn architecture_doc_lists_the_steps() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/ARCHITECTURE.md");
    let doc = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    let begin = "<!-- gpu-pipeline-steps:begin -->\n";
    let end = "<!-- gpu-pipeline-steps:end -->";
    let b = doc.find(begin).expect("no gpu-pipeline-steps:begin marker") + begin.len();
    let e = b + doc[b..]
        .find(end)
        .expect("no gpu-pipeline-steps:end marker");
    let want = tessera_lowering::transforms::gpu_pipeline::steps_markdown();
    if doc[b..e] == want {
        return;
    }
    if std::env::var("TESSERA_BLESS").is_ok_and(|v| v == "1") {
        let mut out = doc[..b].to_string();
        out.push_str(&want);
        out.push_str(&doc[e..]);
        std::fs::write(&path, out).unwrap_or_else(|e| panic!("{path:?}: {e}"));
        return;
    }
    panic!(
        "docs/ARCHITECTURE.md's GPU pipeline step table is stale; rerun with TESSERA_BLESS=1:\n{want}"
    );
}
