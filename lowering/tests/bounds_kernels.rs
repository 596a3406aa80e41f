//! Every kernel the default GPU pipeline makes from the kernel library (`kernels/*.mlir`)
//! is proven in bounds by `tessera-bounds-check` (marked `tessera.bounds = "proven"`, no
//! guards, naga's runtime checks off), with and without workgroup promotion.
//!
//! The one exception is SAXPY: `y[i]` for `i < dim(x)` with `y` of an unrelated dynamic
//! size cannot be proven (it is out of bounds for a shorter `y`), so its accesses to `y`
//! are guarded.

use std::collections::BTreeMap;

use tessera_lowering::affine::launch_facts::launch_facts;
use tessera_lowering::dialect::OpKind;
use tessera_lowering::gpu::bounds::check::{access_of, access_proven};
use tessera_lowering::gpu::pipeline::{run_gpu_pipeline, GpuPipelineOptions};
use tessera_lowering::gpu::target::GpuTarget;
use tessera_lowering::ir::{AttrKind, Context, Module, Op};
use tessera_lowering::parser::{parse_source, ParseOptions};

/// Kernels allowed to keep guards, with the reason.
const GUARDED: &[(&str, &str)] = &[(
    "saxpy",
    "y's dynamic size is unrelated to the loop bound dim(x)",
)];

fn kernel_files() -> Vec<(String, String)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../kernels");
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).expect("kernels directory") {
        let p = e.expect("entry").path();
        if p.extension().is_some_and(|x| x == "mlir") {
            let name = p
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            out.push((name, std::fs::read_to_string(&p).expect("read")));
        }
    }
    out.sort();
    out
}

fn marks(ctx: &Context, m: &Module) -> Vec<(Op, String)> {
    let mut out = Vec::new();
    for &top in &m.top {
        m.walk_pre(top, &mut |op| {
            if m.op(op).kind == Some(OpKind::GpuFunc) {
                let mark = ctx
                    .lookup_ident("tessera.bounds")
                    .and_then(|id| m.op(op).get_attr(id))
                    .map(|a| match ctx.attr_kind(a) {
                        AttrKind::String { value, .. } => {
                            String::from_utf8_lossy(value).into_owned()
                        }
                        _ => String::new(),
                    })
                    .unwrap_or_default();
                out.push((op, mark));
            }
        });
    }
    out
}

/// Counts the accesses of `func` proven in bounds (after the pipeline, before guards
/// would be added: the pipeline is run unchecked).
fn count(ctx: &mut Context, m: &Module, func: Op) -> (usize, usize) {
    let facts = launch_facts(ctx, m, func);
    let mut ops = Vec::new();
    m.walk_pre(func, &mut |op| ops.push(op));
    let (mut total, mut proven) = (0, 0);
    for op in ops {
        let Some(a) = access_of(ctx, m, op) else {
            continue;
        };
        total += 1;
        // Decided as the pass decides: the interval fast path, then the exact test.
        if access_proven(ctx, m, &facts, Some(func), &a) {
            proven += 1;
        }
    }
    (total, proven)
}

fn check(promote: bool) {
    let mut report = BTreeMap::new();
    let mut failures = Vec::new();
    for (name, src) in kernel_files() {
        let mut ctx = Context::new();
        let mut m = parse_source(&mut ctx, &src, &name, &ParseOptions::default()).expect("parse");
        let opts = GpuPipelineOptions {
            promote: Some(promote),
            unchecked: true,
            ..GpuPipelineOptions::default()
        };
        run_gpu_pipeline(&mut ctx, &mut m, &GpuTarget::default(), &opts)
            .unwrap_or_else(|e| panic!("{name}: pipeline failed: {e}"));
        let (mut total, mut proven) = (0, 0);
        for (f, mark) in marks(&ctx, &m) {
            let (t, p) = count(&mut ctx, &m, f);
            total += t;
            proven += p;
            let allowed = GUARDED.iter().any(|(k, _)| *k == name);
            if mark != "proven" && !allowed {
                failures.push(format!("{name}: a kernel is '{mark}' ({p}/{t} proven)"));
            }
            if (mark == "proven") != (p == t) {
                failures.push(format!("{name}: mark '{mark}' but {p}/{t} proven"));
            }
        }
        report.insert(name, (proven, total));
    }
    let (p, t) = report
        .values()
        .fold((0, 0), |(a, b), (x, y)| (a + x, b + y));
    eprintln!("promote={promote}: {p}/{t} accesses proven: {report:?}");
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn library_kernels_are_proven() {
    check(false);
}

#[test]
fn library_kernels_are_proven_with_promotion() {
    check(true);
}
