//! The steps that `tessera-gpu-pipeline` runs are the steps of its one list,
//! `GPU_PIPELINE_STEPS`, in that order, each exactly when its condition holds (issue 20).
//! A step added to the runner but not to the list, a step moved, or a condition changed,
//! fails here.

use tessera_lowering::gpu::opt::contract::FpContract;
use tessera_lowering::gpu::pipeline::{
    expand, run_gpu_pipeline, step_options, GpuPipelineOptions, GPU_PIPELINE_STEPS,
};
use tessera_lowering::gpu::target::GpuTarget;
use tessera_lowering::ir::Context;
use tessera_lowering::parser::{parse_source, ParseOptions};
use tessera_lowering::pass::{
    lookup_pass, parse_pipeline, pipeline_text, run_pipeline, PassKind, RunOptions,
};

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

/// Matches `ran` against the list: every step whose condition holds ran, in order, except
/// that a clean-up (`canonicalize`, `cse`) may have been skipped by the pass manager (no
/// pass changed the IR since it last ran); nothing else ran.
fn check(ran: &[String], target: &GpuTarget, opts: &GpuPipelineOptions) {
    let mut i = 0;
    for step in GPU_PIPELINE_STEPS {
        let here = ran.get(i).map(String::as_str) == Some(step.pass);
        let must = step.when.holds(target, opts);
        let cleanup = matches!(
            lookup_pass(step.pass).map(|p| p.kind),
            Some(PassKind::Cleanup)
        );
        if !cleanup || !must {
            assert_eq!(
                here, must,
                "step {} ({:?}) ran={here}, expected {must}; steps that ran: {ran:?}",
                step.pass, step.when
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
fn every_listed_step_is_a_registered_pass_with_the_options_it_is_given() {
    for step in GPU_PIPELINE_STEPS {
        let info =
            lookup_pass(step.pass).unwrap_or_else(|| panic!("{}: not registered", step.pass));
        for o in step.options {
            assert!(
                info.options.iter().any(|x| x.name == *o),
                "{}: no option {o}",
                step.pass
            );
        }
    }
}

/// Every option a step lists gets a value (or is an empty override) on each target.
#[test]
fn every_step_option_is_filled() {
    for target in [GpuTarget::lavapipe(), GpuTarget::webgpu_default()] {
        let o = GpuPipelineOptions {
            tile_sizes: vec![8, 8],
            workgroup_size: vec![8, 8],
            register_tile: vec![1, 1],
            ..GpuPipelineOptions::default()
        };
        for step in GPU_PIPELINE_STEPS {
            if !step.when.holds(&target, &o) {
                continue;
            }
            let got = step_options(step, &target, &o);
            assert_eq!(
                got.values.len(),
                step.options.len(),
                "{}: {got:?}",
                step.pass
            );
        }
    }
}

/// The pipeline written out as text (`--dump-pass-pipeline`) and run with `--pass-pipeline`
/// gives the same module as the registered pipeline.
#[test]
fn the_expansion_as_text_gives_the_same_module() {
    let print = |m: &tessera_lowering::ir::Module, ctx: &Context| {
        tessera_lowering::printer::print_module(ctx, m, &Default::default())
    };
    let run = |pipeline: &str| {
        let mut ctx = Context::new();
        let mut m = parse_source(&mut ctx, SRC, "steps.mlir", &ParseOptions::default())
            .unwrap_or_else(|e| panic!("parse: {e:?}"));
        let p = parse_pipeline(pipeline).unwrap_or_else(|e| panic!("{e}"));
        let ro = RunOptions {
            verify_each: true,
            ..RunOptions::default()
        };
        run_pipeline(&mut ctx, &mut m, &p, &ro).unwrap_or_else(|e| panic!("{e:?}"));
        print(&m, &ctx)
    };
    for opts in ["", "{target=nvidia}", "{fp-contract=fast promote=true}"] {
        let registered = format!("tessera-gpu-pipeline{opts}");
        let expanded = expand(
            &tessera_lowering::pass::pipeline::parse_options(
                opts.trim_matches(|c| c == '{' || c == '}'),
            )
            .unwrap_or_else(|e| panic!("{e}")),
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let text = pipeline_text(&expanded);
        assert!(text.contains("tessera-map-to-gpu{"), "{text}");
        let a = run(&registered);
        let b = run(&text);
        assert_eq!(a, b, "{registered} and {text} differ");
        assert!(a.contains("gpu.launch_func"), "{a}");
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
    let mut skipped_cleanup = false;
    for target in [GpuTarget::lavapipe(), GpuTarget::webgpu_default()] {
        for opts in [&GpuPipelineOptions::default(), &fast, &off, &no_promote] {
            let ran = steps(&target, opts);
            check(&ran, &target, opts);
            let listed = GPU_PIPELINE_STEPS
                .iter()
                .filter(|s| s.when.holds(&target, opts))
                .count();
            skipped_cleanup |= ran.len() < listed;
        }
    }
    // The pass manager's clean-up rule is exercised (some canonicalize had nothing to do).
    assert!(skipped_cleanup, "no clean-up was skipped");
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
    let want = tessera_lowering::gpu::pipeline::steps_markdown();
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
