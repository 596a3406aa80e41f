//! Robustness of the generic transformation passes over every `.mlir` test case of the
//! repository: each chunk that parses and verifies goes through each pass (with a few
//! option sets). No pass may panic or fail, except `lower-affine` on ops it cannot lower
//! (such as `affine.dma_start`); `canonicalize` must converge; whatever a pass produces
//! must verify, print, re-parse, verify again and print identically.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use tessera_lowering::driver::split_chunks;
use tessera_lowering::ir::Context;
use tessera_lowering::parser::{parse_source, ParseOptions};
use tessera_lowering::pass::{parse_pipeline, run_pipeline, RunOptions};
use tessera_lowering::printer::{print_module, PrintOptions};
use tessera_lowering::verify::verify;

const PIPELINES: &[&str] = &[
    "canonicalize{test-convergence}",
    "lower-affine,canonicalize{test-convergence},cse",
    "canonicalize{top-down=false region-simplify=disabled}",
    "cse",
    "lower-affine",
    "normalize-memrefs",
    "affine-loop-unroll",
    "affine-loop-unroll{unroll-factor=3 cleanup-unroll}",
    "affine-loop-unroll{unroll-full unroll-full-threshold=4}",
    "affine-loop-unroll-jam{unroll-jam-factor=3}",
    "normalize-memrefs,affine-loop-unroll-jam{unroll-jam-factor=2},lower-affine,canonicalize,cse",
];

fn corpus() -> Vec<(String, String)> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(rd) = std::fs::read_dir(dir) else {
            return;
        };
        let mut v: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
        v.sort();
        for p in v {
            let name = p
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or("")
                .to_string();
            // tests/frontends holds torch/TOSA/StableHLO sources for iree-opt, not Tessera
            // input (tessera_tests::NOT_TESSERA_INPUT).
            if p.is_dir() && name != "target" && !name.starts_with('.') {
                if p.ends_with("tests/frontends") {
                    continue;
                }
                walk(&p, out);
            } else if name.ends_with(".mlir") {
                out.push(p);
            }
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default();
    let mut files = Vec::new();
    walk(&root, &mut files);
    let mut chunks = Vec::new();
    for f in files {
        if let Ok(t) = std::fs::read_to_string(&f) {
            for c in split_chunks(&t) {
                if !c.trim().is_empty() {
                    chunks.push((f.display().to_string(), c));
                }
            }
        }
    }
    chunks
}

/// Runs `pipeline` on `src`; returns a failure description.
fn check(src: &str, pipeline: &str) -> Result<(), String> {
    let opts = ParseOptions {
        allow_unregistered: true,
    };
    let mut ctx = Context::new();
    let Ok(mut m) = parse_source(&mut ctx, src, "in.mlir", &opts) else {
        return Ok(());
    };
    if verify(&ctx, &m).is_err() {
        return Ok(());
    }
    let p = parse_pipeline(pipeline).map_err(|e| e.to_string())?;
    let ropts = RunOptions {
        verify_each: true,
        ..Default::default()
    };
    if let Err(e) = run_pipeline(&mut ctx, &mut m, &p, &ropts) {
        // Only `lower-affine` may refuse an input (ops it has no lowering for); the
        // half-transformed module is not inspected.
        if pipeline.contains("lower-affine") {
            return Ok(());
        }
        return Err(format!("pass error: {:?}", e.0));
    }
    verify(&ctx, &m).map_err(|e| format!("output does not verify: {:?}", e.0))?;
    let text = print_module(&ctx, &m, &PrintOptions::default());
    let mut ctx2 = Context::new();
    let m2 = parse_source(&mut ctx2, &text, "out.mlir", &opts)
        .map_err(|e| format!("output does not parse: {:?}\n{text}", e.0))?;
    verify(&ctx2, &m2)
        .map_err(|e| format!("re-parsed output does not verify: {:?}\n{text}", e.0))?;
    let text2 = print_module(&ctx2, &m2, &PrintOptions::default());
    if text != text2 {
        return Err(format!(
            "print/parse is not a fixpoint:\n{text}\n---\n{text2}"
        ));
    }
    Ok(())
}

#[test]
fn passes_survive_the_corpus() {
    let chunks = corpus();
    assert!(!chunks.is_empty(), "no .mlir files found");
    let mut failures = Vec::new();
    let mut runs = 0usize;
    for (file, src) in &chunks {
        for p in PIPELINES {
            runs += 1;
            let r = catch_unwind(AssertUnwindSafe(|| check(src, p)));
            let msg = match r {
                Ok(Ok(())) => continue,
                Ok(Err(e)) => e,
                Err(_) => "panicked".to_string(),
            };
            failures.push(format!("{file} with '{p}': {msg}\n--- input ---\n{src}"));
        }
    }
    eprintln!(
        "transforms robustness: {runs} runs over {} chunks, {} failures",
        chunks.len(),
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
