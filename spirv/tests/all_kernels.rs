//! Every kernel in the repository goes through naga to all four languages.
//!
//! The kernels are the `gpu.func … kernel` ops of
//!
//! - `spirv/tests/data/*.mlir` (except the `expect-error` files, which test errors), with
//!   each file's `// target:` line;
//! - every `// -----` chunk of `tests/filetests/**/*.mlir` holding a `gpu.func` (a chunk
//!   with `expected-error` annotations must be rejected instead; a chunk that does not
//!   parse or verify is a failure unless [`INVALID_CHUNKS`] lists it with a reason), after
//!   `tessera-sink-memref-choice`, which the runtime runs on hand-written kernels;
//! - `kernels/*.mlir`, after `tessera-gpu-pipeline` (a file that does not parse, fails
//!   the pipeline or yields no kernel is a failure);
//!
//! all compiled with [`compile_kernel`] (8/16-bit integers emulated). For each kernel the
//! output must be deterministic, the SPIR-V must pass `spirv-val`, the artifact must carry
//! WGSL, and each of WGSL, MSL, HLSL
//! and GLSL must be written — except where [`LIMITATIONS`] says the output language (as
//! naga writes it) lacks a type the kernel uses: there the translation must fail, with a
//! clean naga error naming the writer. The expected outcome is derived from the types and
//! ops the kernel contains, not listed per file.

mod common;

use std::path::{Path, PathBuf};

use tessera_lowering::dialect::OpKind;
use tessera_lowering::ir::{AttrKind, Context, FloatKind, Module, Op, Type, TypeKind};
use tessera_lowering::parser::{parse_source, ParseOptions};
use tessera_spirv::{compile_kernel, find_kernels, Feature, Target};

/// What a kernel may use that some output language lacks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Needs {
    /// 64-bit integers (`i64`, or `index` with 64-bit indices).
    Int64,
    /// `f16`.
    Float16,
    /// `f64`.
    Float64,
    /// `memref.atomic_rmw addf`.
    FloatAtomic,
}

/// The documented target limitations (see the crate docs): what fails where, and why.
const LIMITATIONS: [(Needs, &[&str], &str); 4] = [
    (
        Needs::Int64,
        &["glsl"],
        "GLSL 4.50 core has no 64-bit integers",
    ),
    (
        Needs::Float16,
        &["glsl"],
        "naga's GLSL writer has no 16-bit floats",
    ),
    (Needs::Float64, &["msl"], "Metal has no double"),
    (
        Needs::FloatAtomic,
        &["hlsl", "glsl"],
        "naga's HLSL and GLSL writers have no float atomic add",
    ),
];

/// The writer's name in naga error messages, by language.
fn stage_name(lang: &str) -> &'static str {
    match lang {
        "wgsl" => "WGSL writer",
        "msl" => "MSL writer",
        "hlsl" => "HLSL writer",
        _ => "GLSL writer",
    }
}

fn classify(ctx: &Context, t: Type, index64: bool, out: &mut Vec<Needs>) {
    let mut add = |n: Needs| {
        if !out.contains(&n) {
            out.push(n);
        }
    };
    match ctx.type_kind(t) {
        TypeKind::Integer { width: 64, .. } => add(Needs::Int64),
        TypeKind::Index if index64 => add(Needs::Int64),
        TypeKind::Float(FloatKind::F16) => add(Needs::Float16),
        TypeKind::Float(FloatKind::F64) => add(Needs::Float64),
        TypeKind::MemRef { elem, .. } | TypeKind::Vector { elem, .. } => {
            classify(ctx, *elem, index64, out)
        }
        _ => {}
    }
}

/// What `kernel` uses from the [`LIMITATIONS`] table. `int64`: whether the target has
/// `Int64`, with which `arith.remf` on f64 divides in 64-bit integers.
fn needs(ctx: &Context, m: &Module, kernel: Op, index64: bool, int64: bool) -> Vec<Needs> {
    let mut out = Vec::new();
    if index64 {
        out.push(Needs::Int64);
    }
    let kind_id = ctx.lookup_ident("kind");
    m.walk_pre(kernel, &mut |op| {
        let d = m.op(op);
        for v in d.results().iter().chain(d.operands()) {
            classify(ctx, m.value_type(*v), index64, &mut out);
        }
        for r in d.regions() {
            for b in m.region(*r).blocks() {
                for a in m.block(*b).args() {
                    classify(ctx, m.value_type(*a), index64, &mut out);
                }
            }
        }
        if int64 && d.kind == Some(OpKind::ArithRemF) && out.contains(&Needs::Float64) {
            let f64_remf = d.results().iter().any(|&r| {
                let mut t = Vec::new();
                classify(ctx, m.value_type(r), false, &mut t);
                t.contains(&Needs::Float64)
            });
            if f64_remf && !out.contains(&Needs::Int64) {
                out.push(Needs::Int64);
            }
        }
        if d.kind == Some(OpKind::MemRefAtomicRmw) {
            let addf = kind_id
                .and_then(|k| d.get_attr(k))
                .is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Integer { value: 0, .. }));
            if addf && !out.contains(&Needs::FloatAtomic) {
                out.push(Needs::FloatAtomic);
            }
        }
    });
    out
}

/// Checks one kernel; returns a one-line summary.
fn check_kernel(
    name: &str,
    ctx: &Context,
    m: &Module,
    k: Op,
    target: &Target,
) -> Result<String, String> {
    let a = compile_kernel(ctx, m, k, target).map_err(|e| format!("{name}: {e}"))?;
    let again = compile_kernel(ctx, m, k, target).map_err(|e| format!("{name}: {e}"))?;
    if again != a {
        return Err(format!("{name}: two compilations differ"));
    }
    common::spirv_val(&a.spirv, &name.replace(['/', '#', '.'], "_"))?;
    // The module the passthrough path gives a device with every float control.
    let widths =
        tessera_spirv::float_controls::float_widths(&a.spirv).map_err(|e| e.to_string())?;
    let controlled = tessera_spirv::float_controls::with_float_controls(&a.spirv, &widths, &widths)
        .map_err(|e| format!("{name}: float controls: {e}"))?;
    common::spirv_val_env(
        &controlled,
        &format!("{}_float_controls", name.replace(['/', '#', '.'], "_")),
        "vulkan1.2",
    )?;
    if a.wgsl.is_none() {
        return Err(format!("{name}: no WGSL: {:?}", a.naga_error));
    }
    // The artifact says which `index` width the kernel got (64 where its index values can
    // leave 32 bits, see `affine::index_width`).
    let uses = needs(
        ctx,
        m,
        k,
        a.index_bits == 64,
        target.supports.contains(Feature::Int64),
    );
    let failing: Vec<&str> = LIMITATIONS
        .iter()
        .filter(|(n, _, _)| uses.contains(n))
        .flat_map(|(_, langs, _)| langs.iter().copied())
        .collect();
    tessera_spirv::to_naga(&a.spirv).map_err(|e| format!("{name}: {e}"))?;
    for (lang, r) in common::naga_outputs(&a.spirv) {
        match (r, failing.contains(&lang)) {
            (Ok(_), false) => {}
            (Err(e), true) if e.contains(stage_name(lang)) => {}
            (Err(e), true) => {
                return Err(format!(
                    "{name}: {lang} failed as documented, but not with a clean writer error: {e}"
                ))
            }
            (Ok(_), true) => {
                return Err(format!(
                    "{name}: {lang} succeeded although the kernel uses {uses:?}; update the \
                     limitation table"
                ))
            }
            (Err(e), false) => return Err(format!("{name}: {lang} failed: {e}")),
        }
    }
    Ok(if failing.is_empty() {
        format!("{name}: all four")
    } else {
        format!("{name}: all but {failing:?} ({uses:?})")
    })
}

fn repo_root() -> PathBuf {
    common::crate_dir()
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default()
}

fn mlir_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            mlir_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "mlir") {
            out.push(p);
        }
    }
}

/// The `// target:` line of a data file.
fn data_target(text: &str) -> Target {
    let mut t = Target::default();
    for line in text.lines().take_while(|l| l.starts_with("//")) {
        let body = line.trim_start_matches('/').trim();
        let Some(val) = body.strip_prefix("target:") else {
            continue;
        };
        for w in val.split_whitespace() {
            match w {
                "default" => t = Target::default(),
                "webgpu" => t = Target::webgpu(),
                "index64" => t.index_bits = 64,
                _ => {
                    if let Some(f) = Feature::from_name(&w[1..]) {
                        if w.starts_with('-') {
                            t.supports.remove(f);
                        } else {
                            t.supports.insert(f);
                        }
                    }
                }
            }
        }
    }
    t
}

struct Tally {
    kernels: usize,
    lines: Vec<String>,
    failures: Vec<String>,
    /// Chunks left out by [`INVALID_CHUNKS`], with the reason.
    skipped: Vec<String>,
    /// Chunks with `expected-error` annotations, rejected as they expect.
    negative: usize,
}

/// Filetest chunks holding `gpu.func`s that are not valid programs on purpose, and carry
/// no `expected-error` annotation, with the reason. Reviewed: every other chunk must parse
/// and verify, and a listed chunk that becomes valid (or disappears) fails the test.
const INVALID_CHUNKS: &[(&str, &str)] = &[(
    "tests/filetests/transforms/gpu-kernel-outlining.mlir[0]",
    "holds ops of an unregistered dialect (its RUN line passes --allow-unregistered-dialect), \
     which no back end can compile; it tests outlining, not code generation",
)];

impl Tally {
    fn kernels_of(&mut self, label: &str, ctx: &Context, m: &Module, target: &Target) {
        for (i, k) in find_kernels(ctx, m).into_iter().enumerate() {
            self.kernels += 1;
            match check_kernel(&format!("{label}#{i}"), ctx, m, k, target) {
                Ok(s) => self.lines.push(s),
                Err(e) => self.failures.push(e),
            }
        }
    }
}

#[test]
fn every_kernel_translates_to_all_four_languages() {
    let root = repo_root();
    let mut tally = Tally {
        kernels: 0,
        lines: Vec::new(),
        failures: Vec::new(),
        skipped: Vec::new(),
        negative: 0,
    };

    // spirv/tests/data
    let mut files = Vec::new();
    mlir_files(&common::crate_dir().join("tests/data"), &mut files);
    let data_files = files.len();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap_or_default();
        if text
            .lines()
            .take_while(|l| l.starts_with("//"))
            .any(|l| l.contains("expect-error:"))
        {
            continue;
        }
        let label = format!(
            "spirv/tests/data/{}",
            f.file_name().unwrap_or_default().to_string_lossy()
        );
        let mut ctx = Context::new();
        match parse_source(&mut ctx, &text, &label, &ParseOptions::default()) {
            Ok(m) => tally.kernels_of(&label, &ctx, &m, &data_target(&text)),
            Err(e) => tally.failures.push(format!("{label}: parse error: {e}")),
        }
    }
    assert!(data_files > 20, "spirv/tests/data has {data_files} files");

    // tests/filetests, chunk by chunk.
    let mut files = Vec::new();
    mlir_files(&root.join("tests/filetests"), &mut files);
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap_or_default();
        if !text.contains("gpu.func") {
            continue;
        }
        // Negative tests (`RUN: not tessera ...`) hold kernels that must be rejected.
        if text.lines().any(|l| l.starts_with("// RUN: not ")) {
            continue;
        }
        let rel = f.strip_prefix(&root).unwrap_or(f).display().to_string();
        for (c, chunk) in text.split("\n// -----").enumerate() {
            if !chunk.contains("gpu.func") {
                continue;
            }
            let label = format!("{rel}[{c}]");
            let mut ctx = Context::new();
            let checked = parse_source(&mut ctx, chunk, &rel, &ParseOptions::default())
                .map_err(|e| e.to_string())
                .and_then(|m| {
                    tessera_lowering::verify::verify(&ctx, &m)
                        .map(|()| m)
                        .map_err(|e| e.to_string())
                });
            // A chunk that states its diagnostics (`expected-error`) must be rejected; any
            // other chunk must parse and verify, unless `INVALID_CHUNKS` says why not.
            let negative = chunk.contains("expected-error");
            match (checked, negative) {
                (Ok(mut m), false) => {
                    if INVALID_CHUNKS.iter().any(|(l, _)| *l == label) {
                        tally.failures.push(format!(
                            "{label}: listed in INVALID_CHUNKS but parses and verifies"
                        ));
                    }
                    // As the runtime prepares a hand-written kernel (host/src/runtime/
                    // prepare.rs): accesses through a memref chosen by scf.if/select go to
                    // each candidate, which the back end needs.
                    for top in m.top.clone() {
                        tessera_lowering::gpu::opt::memref_choice::sink_in_kernels(
                            &mut ctx, &mut m, top,
                        );
                    }
                    tally.kernels_of(&label, &ctx, &m, &Target::default());
                }
                (Ok(_), true) => tally.failures.push(format!(
                    "{label}: has expected-error annotations but parses and verifies"
                )),
                (Err(_), true) => tally.negative += 1,
                (Err(e), false) => match INVALID_CHUNKS.iter().find(|(l, _)| *l == label) {
                    Some((_, why)) => tally.skipped.push(format!("{label}: {why}")),
                    None => tally.failures.push(format!(
                        "{label}: does not parse or verify, and is not in INVALID_CHUNKS: {e}"
                    )),
                },
            }
        }
    }

    // kernels/*.mlir through the GPU pipeline.
    let mut files = Vec::new();
    mlir_files(&root.join("kernels"), &mut files);
    files.retain(|f| f.parent() == Some(root.join("kernels").as_path()));
    match tessera_lowering::pass::lookup_pass("tessera-gpu-pipeline") {
        None => tally.failures.push(format!(
            "kernels/*.mlir ({} files): tessera-gpu-pipeline is not registered",
            files.len()
        )),
        Some(pass) => {
            for f in &files {
                let rel = f.strip_prefix(&root).unwrap_or(f).display().to_string();
                let text = std::fs::read_to_string(f).unwrap_or_default();
                let mut ctx = Context::new();
                let mut m = match parse_source(&mut ctx, &text, &rel, &ParseOptions::default()) {
                    Ok(m) => m,
                    Err(e) => {
                        tally.failures.push(format!("{rel}: does not parse: {e}"));
                        continue;
                    }
                };
                let opts = tessera_lowering::pass::PassOptions::default();
                let mut ok = true;
                for top in m.top.clone() {
                    if let Err(e) = (pass.run)(&mut ctx, &mut m, top, &opts) {
                        tally
                            .failures
                            .push(format!("{rel}: tessera-gpu-pipeline failed: {e}"));
                        ok = false;
                        break;
                    }
                }
                if ok {
                    let before = tally.kernels;
                    tally.kernels_of(&rel, &ctx, &m, &Target::default());
                    if tally.kernels == before {
                        tally
                            .failures
                            .push(format!("{rel}: no kernel after the pipeline"));
                    }
                }
            }
        }
    }

    // Only reviewed entries of INVALID_CHUNKS are left out, and each must still apply.
    for s in &tally.skipped {
        eprintln!("not a kernel source (INVALID_CHUNKS): {s}");
    }
    for (label, _) in INVALID_CHUNKS {
        if !tally
            .skipped
            .iter()
            .any(|s| s.starts_with(&format!("{label}:")))
        {
            tally.failures.push(format!(
                "INVALID_CHUNKS entry {label} matched no invalid chunk"
            ));
        }
    }
    eprintln!("{} negative chunks rejected as they expect", tally.negative);
    if std::env::var("TESSERA_DUMP").is_ok() {
        for l in &tally.lines {
            eprintln!("{l}");
        }
    }
    eprintln!(
        "{} kernels checked, {} limited by the table",
        tally.kernels,
        tally.lines.iter().filter(|l| l.contains("all but")).count()
    );
    assert!(
        tally.failures.is_empty(),
        "{} of {} kernels failed:\n{}",
        tally.failures.len(),
        tally.kernels,
        tally.failures.join("\n\n")
    );
}

/// The table itself: WGSL is never a documented failure, and each entry has a reason.
#[test]
fn limitation_table_is_sane() {
    for (n, langs, why) in LIMITATIONS {
        assert!(!langs.contains(&"wgsl"), "{n:?}");
        assert!(!langs.is_empty() && !why.is_empty(), "{n:?}");
    }
}
