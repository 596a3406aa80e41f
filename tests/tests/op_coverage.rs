//! `docs/OPS.md` is generated: for every registered op, what the op table
//! (`lowering/src/dialect/ops.rs`) declares and what the repository's tests show of it.
//! This test computes the table and fails with a diff when the file differs;
//! `TESSERA_BLESS=1` rewrites it.
//!
//! The evidence comes from the repository's `.mlir` files, read with Tessera's parser (no
//! text matching of op names, except on the lines that `expected-error` comments name):
//! - **upstream syntax**: the op is in a chunk that `tests/iree_roundtrip.rs` sends through
//!   `iree-opt` and back in custom and generic form (not listed in
//!   `IREE_ROUNDTRIP_KNOWN`);
//! - **verifier**: an `expected-error` of a `--verify-diagnostics` chunk points at a line
//!   where the op is;
//! - **interpreter**: the op is in the input of a `tessera validate` filetest or a
//!   `tessera run --backend cpu` one;
//! - **GPU**: the op is inside a `gpu.module` after `tessera validate`'s preparation and the
//!   GPU pipeline of a `tessera validate` filetest (which runs the SPIR-V passthrough, SPIR-V through naga
//!   and WGSL paths and compares them with the interpreter; `GL` when one of them runs
//!   with `--backend all` or `gl` too) or of one of the GPU fuzzer's CI programs; or it is
//!   in the input of one and a named pass rewrites it before the back end; or inside a
//!   kernel of a `tessera run --backend vulkan|gl` filetest, whose CHECK lines check the
//!   printed results.
//!
//! The test also checks the table against the evidence: an op found in a kernel must be
//! declared `Gpu::Kernel`.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use tessera_host::validate::backend::{prepare_input, RunInput};
use tessera_lowering::dialect::{Effects, Gpu, OpKind};
use tessera_lowering::driver::split_chunks;
use tessera_lowering::gpu::pipeline::{run_gpu_pipeline, GpuPipelineOptions};
use tessera_lowering::gpu::target::GpuTarget;
use tessera_lowering::ir::{Context, Module};
use tessera_lowering::parser::{parse_source, ParseOptions};

const DOC: &str = "docs/OPS.md";

/// Registered ops of current upstream MLIR per in-scope dialect (issue 19's count, taken
/// from upstream's ODS definitions: 280 in all).
const UPSTREAM: &[(&str, usize)] = &[
    ("builtin", 2),
    ("func", 5),
    ("arith", 56),
    ("math", 46),
    ("memref", 32),
    ("affine", 16),
    ("scf", 12),
    ("cf", 4),
    ("vector", 39),
    ("gpu", 68),
];

#[derive(Default, Clone, Copy)]
struct Evidence {
    parsed: bool,
    upstream: bool,
    verifier: bool,
    interp: bool,
    gpu: bool,
    gl: bool,
    /// In the input of a `tessera validate` filetest or a fuzz program (whose results are
    /// compared on every path), wherever the GPU pipeline puts it.
    gpu_via_pass: bool,
    /// Inside a kernel of a GPU fuzz program.
    fuzz: bool,
    /// Inside a kernel of a `tessera run --backend vulkan|gl` filetest (its printed
    /// results checked by CHECK lines, on that backend's default path).
    run_gpu: bool,
}

/// Every registered op in `m`, with the line of its location when it has one.
fn ops_of(m: &Module, ctx: &Context) -> Vec<(OpKind, Option<u32>, bool)> {
    let mut out = Vec::new();
    for &top in &m.top {
        m.walk_pre(top, &mut |op| {
            if let Some(k) = m.op(op).kind {
                let mut in_gpu_module = false;
                let mut p = m.parent_op(op);
                while let Some(a) = p {
                    in_gpu_module |= m.op(a).kind == Some(OpKind::GpuModule);
                    p = m.parent_op(a);
                }
                out.push((k, op_line(ctx, m, op), in_gpu_module));
            }
        });
    }
    out
}

fn op_line(ctx: &Context, m: &Module, op: tessera_lowering::ir::Op) -> Option<u32> {
    ctx.loc_file_line_col(m.op(op).loc).map(|(_, line, _)| line)
}

fn parse(ctx: &mut Context, text: &str, file: &str) -> Option<Module> {
    let opts = ParseOptions {
        allow_unregistered: text.contains("allow-unregistered-dialect"),
    };
    parse_source(ctx, text, file, &opts).ok()
}

fn run_lines(text: &str) -> Vec<&str> {
    text.lines()
        .filter_map(|l| l.trim_start().strip_prefix("// RUN:"))
        .collect()
}

/// The kinds inside kernels after `tessera validate`'s preparation of `text` (the entry's
/// allocations captured as outputs, so that nothing it computes is dead) and the GPU
/// pipeline for the default target; `None` when either refuses it.
fn kernel_kinds(text: &str, entry: &str) -> Option<Vec<OpKind>> {
    let input = RunInput {
        text,
        file: "<coverage>",
        entry,
        args: &[],
        unchecked: false,
    };
    let (mut p, _) = prepare_input(&input).ok()?;
    run_gpu_pipeline(
        &mut p.ctx,
        &mut p.module,
        &GpuTarget::default(),
        &GpuPipelineOptions::default(),
    )
    .ok()?;
    Some(
        ops_of(&p.module, &p.ctx)
            .into_iter()
            .filter(|(_, _, in_gpu)| *in_gpu)
            .map(|(k, _, _)| k)
            .collect(),
    )
}

/// The `--entry` of a `tessera validate` RUN line (`main` by default).
fn entry_of(run: &str) -> &str {
    let mut words = run.split_whitespace();
    while let Some(w) = words.next() {
        if w == "--entry" {
            return words.next().unwrap_or("main");
        }
        if let Some(e) = w.strip_prefix("--entry=") {
            return e;
        }
    }
    "main"
}

/// The number of GPU fuzz programs CI runs (`tests/fuzz_gpu.rs`'s default, from seed 0).
const FUZZ_CASES: u64 = 300;

fn gather() -> BTreeMap<OpKind, Evidence> {
    let root = tessera_tests::repo_root();
    let mut ev: BTreeMap<OpKind, Evidence> = OpKind::ALL
        .iter()
        .map(|&k| (k, Evidence::default()))
        .collect();
    for f in tessera_tests::mlir_files(&root) {
        let Ok(text) = std::fs::read_to_string(&f) else {
            continue;
        };
        let rel = f
            .strip_prefix(&root)
            .unwrap_or(&f)
            .to_string_lossy()
            .replace('\\', "/");
        let runs = run_lines(&text);
        let validate = runs.iter().any(|r| r.contains("tessera validate"));
        // As for the GPU below, a run expected to fail (`not tessera run`) shows a refusal.
        let interp = validate
            || runs.iter().any(|r| {
                r.contains("tessera run")
                    && !r.contains("not tessera run")
                    && r.contains("--backend cpu")
            });
        let gl = validate
            && runs.iter().any(|r| {
                r.contains("tessera validate")
                    && (r.contains("--backend all") || r.contains("--backend gl"))
            });
        let split = text.contains("split-input-file");
        let chunks = if split {
            split_chunks(&text)
        } else {
            vec![text.clone()]
        };
        let file_known = tessera_tests::IREE_ROUNDTRIP_KNOWN
            .iter()
            .any(|(k, _)| *k == rel);
        for (i, chunk) in chunks.iter().enumerate() {
            let mut ctx = Context::new();
            let Some(m) = parse(&mut ctx, chunk, &rel) else {
                continue;
            };
            let invalid = chunk.contains("expected-error");
            let chunk_key = format!("{rel}#{i}");
            let upstream = !invalid
                && !chunk.contains("NOROUNDTRIP")
                && !file_known
                && !tessera_tests::IREE_ROUNDTRIP_KNOWN
                    .iter()
                    .any(|(k, _)| *k == chunk_key);
            let expected_lines: Vec<u32> = if invalid {
                tessera_lowering::driver::verify_diagnostics::parse_expectations(chunk, &rel)
                    .map(|es| es.iter().map(|e| e.line).collect())
                    .unwrap_or_default()
            } else {
                Vec::new()
            };
            for (k, line, _) in ops_of(&m, &ctx) {
                let e = ev.entry(k).or_default();
                e.parsed = true;
                e.upstream |= upstream;
                e.interp |= interp && !invalid;
                if line.is_some_and(|l| expected_lines.contains(&l)) {
                    e.verifier = true;
                }
            }
        }
        let validate_runs: Vec<&str> = runs
            .iter()
            .copied()
            .filter(|r| r.contains("tessera validate"))
            .collect();
        // A run expected to fail (`not tessera run`) shows a refusal, not support.
        for run in runs.iter().filter(|r| {
            r.contains("tessera run")
                && !r.contains("not tessera run")
                && (r.contains("--backend vulkan") || r.contains("--backend gl"))
        }) {
            for k in kernel_kinds(&text, entry_of(run)).unwrap_or_default() {
                ev.entry(k).or_default().run_gpu = true;
            }
        }
        for run in validate_runs {
            if let Some(kinds) = kernel_kinds(&text, entry_of(run)) {
                for k in kinds {
                    let e = ev.entry(k).or_default();
                    e.gpu = true;
                    e.gl |= gl;
                }
                let mut ctx = Context::new();
                if let Some(m) = parse(&mut ctx, &text, &rel) {
                    for (k, _, _) in ops_of(&m, &ctx) {
                        ev.entry(k).or_default().gpu_via_pass = true;
                    }
                }
            }
        }
    }
    // The GPU fuzzer's programs: compared on every path (Vulkan and GL) with the
    // interpreter.
    for seed in 0..FUZZ_CASES {
        let p = tessera_tests::progen::generate(seed);
        let kernels = kernel_kinds(&p.text, "main");
        let mut ctx = Context::new();
        if let Some(m) = parse(&mut ctx, &p.text, "<fuzz>") {
            for (k, _, _) in ops_of(&m, &ctx) {
                let e = ev.entry(k).or_default();
                e.interp = true;
                e.gpu_via_pass |= kernels.is_some();
            }
        }
        for k in kernels.unwrap_or_default() {
            ev.entry(k).or_default().fuzz = true;
        }
    }
    ev
}

fn effects(e: Effects) -> &'static str {
    match e {
        Effects::Pure => "pure",
        Effects::NoMemoryEffect => "none (not speculatable)",
        Effects::Alloc => "alloc",
        Effects::Read => "read",
        Effects::Write => "write",
        Effects::Free => "free",
        Effects::Recursive => "recursive",
        Effects::Unknown => "any",
    }
}

fn yes(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "—"
    }
}

fn render(ev: &BTreeMap<OpKind, Evidence>) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "# Op coverage\n\n\
         Generated by `tests/tests/op_coverage.rs` from the op table \
         (`lowering/src/dialect/ops.rs`) and the repository's tests; do not edit. \
         `TESSERA_BLESS=1 cargo test -p tessera-tests --test op_coverage` rewrites it, and the \
         test fails when it is stale.\n\n\
         Columns:\n\
         - **effects**, **GPU**: what the op table declares. `kernel`: the SPIR-V back end \
         lowers it inside kernels on every path; `via PASS`: that pass of \
         `tessera-gpu-pipeline` rewrites it first; `host`: module structure or host code, \
         refused inside kernels; `refused in kernels`: valid in kernels upstream, but no \
         target of the back end runs it (the interpreter does), so kernels refuse it with \
         the op table's reason.\n\
         - **upstream syntax**: in a chunk that `tests/iree_roundtrip.rs` sends through \
         `iree-opt` 3.13 and back, in custom and generic form.\n\
         - **verifier**: an `expected-error` of a `--verify-diagnostics` filetest points at it.\n\
         - **interpreter**: in a `tessera validate` or `tessera run --backend cpu` filetest, \
         or in a GPU fuzz program (the interpreter is the reference).\n\
         - **GPU tested**: `kernel: filetest`: inside a kernel, after `validate`'s `tessera-gpu-pipeline`, \
         of a `tessera validate` filetest (SPIR-V passthrough, SPIR-V through naga and WGSL, \
         compared with the interpreter), `+GL` when one runs on GL too; `kernel: fuzz`: \
         inside a kernel of one of the 300 programs `tests/fuzz_gpu.rs` runs in CI (every \
         path of Vulkan and GL); `kernel: run`: inside a kernel of a `tessera run --backend \
         vulkan|gl` filetest, whose printed results CHECK lines compare; `pipeline input`: in the input of such a program, wherever \
         the pipeline puts it (rewritten by a pass, hoisted to the host, or in a kernel).\n\
         - Every registered op parses and prints in custom and generic form (the round-trip \
         tests read every `.mlir` file of the repository) and has its dialect's verifier.\n"
    );
    let _ = writeln!(s, "## Registered ops per dialect\n");
    let _ = writeln!(
        s,
        "| dialect | registered | upstream | upstream syntax | verifier tested | interpreter tested | in a tested kernel |"
    );
    let _ = writeln!(s, "| --- | --- | --- | --- | --- | --- | --- |");
    let mut dialects: Vec<&str> = Vec::new();
    for k in OpKind::ALL {
        if !dialects.contains(&k.dialect()) {
            dialects.push(k.dialect());
        }
    }
    let (mut total, mut total_up) = (0, 0);
    for d in &dialects {
        let ops: Vec<(&OpKind, &Evidence)> = ev.iter().filter(|(k, _)| k.dialect() == *d).collect();
        let n = |f: fn(&Evidence) -> bool| ops.iter().filter(|(_, e)| f(e)).count();
        let up = UPSTREAM.iter().find(|(u, _)| u == d).map(|(_, c)| *c);
        total += ops.len();
        total_up += up.unwrap_or(0);
        let _ = writeln!(
            s,
            "| {d} | {} | {} | {} | {} | {} | {} |",
            ops.len(),
            up.map_or("(out of scope)".to_string(), |c| c.to_string()),
            n(|e| e.upstream),
            n(|e| e.verifier),
            n(|e| e.interp),
            n(|e| e.gpu || e.fuzz || e.run_gpu),
        );
    }
    let in_scope: usize = ev
        .keys()
        .filter(|k| UPSTREAM.iter().any(|(u, _)| *u == k.dialect()))
        .count();
    let _ = writeln!(
        s,
        "\n{total} registered ops; {in_scope} of the {total_up} of upstream's arith, math, \
         memref, affine, scf, cf, vector, gpu, func and builtin.\n"
    );
    for d in &dialects {
        let _ = writeln!(s, "## {d}\n");
        let _ = writeln!(
            s,
            "| op | effects | GPU | upstream syntax | verifier | interpreter | GPU tested |"
        );
        let _ = writeln!(s, "| --- | --- | --- | --- | --- | --- | --- |");
        for (k, e) in ev.iter().filter(|(k, _)| k.dialect() == *d) {
            let gpu = match k.gpu() {
                Gpu::Kernel => "kernel".to_string(),
                Gpu::Lowered(p) => format!("via `{p}`"),
                Gpu::Host => "host".to_string(),
                Gpu::Refused(_) => "refused in kernels".to_string(),
            };
            let mut tested: Vec<&str> = Vec::new();
            if e.gpu {
                tested.push(if e.gl {
                    "kernel: filetest (+GL)"
                } else {
                    "kernel: filetest"
                });
            }
            if e.fuzz {
                tested.push("kernel: fuzz (+GL)");
            }
            if e.run_gpu {
                tested.push("kernel: run");
            }
            if e.gpu_via_pass {
                tested.push("pipeline input");
            }
            let tested = if tested.is_empty() {
                "—".to_string()
            } else {
                tested.join(", ")
            };
            let _ = writeln!(
                s,
                "| `{}` | {} | {gpu} | {} | {} | {} | {tested} |",
                k.name(),
                effects(k.effects()),
                yes(e.upstream),
                yes(e.verifier),
                yes(e.interp),
            );
        }
        let _ = writeln!(s);
    }
    s
}

#[test]
fn ops_doc_is_current_and_table_matches_evidence() {
    let ev = gather();
    // The table against the evidence.
    let wrong: Vec<&str> = ev
        .iter()
        .filter(|(k, e)| (e.gpu || e.fuzz || e.run_gpu) && k.gpu() != Gpu::Kernel)
        .map(|(k, _)| k.name())
        .collect();
    assert!(
        wrong.is_empty(),
        "ops found inside kernels but not declared Gpu::Kernel in the op table: {wrong:?}"
    );
    let unparsed: Vec<&str> = ev
        .iter()
        .filter(|(_, e)| !e.parsed)
        .map(|(k, _)| k.name())
        .collect();
    assert!(
        unparsed.is_empty(),
        "registered ops that no .mlir file of the repository uses: {unparsed:?}"
    );
    let text = render(&ev);
    let path = tessera_tests::repo_root().join(DOC);
    if std::env::var("TESSERA_BLESS").is_ok_and(|v| v == "1") {
        std::fs::write(&path, &text).expect("writing docs/OPS.md");
        return;
    }
    let old = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        old == text,
        "{DOC} is stale: rerun with TESSERA_BLESS=1. Generated:\n{text}"
    );
}
