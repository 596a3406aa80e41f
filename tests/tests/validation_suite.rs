//! Cross-backend validation of the kernel library: every `kernels/*.mlir` program, at its
//! default sizes and at sizes that do not divide into the GPU pipeline's tiles, runs on
//! the CPU interpreter (the reference), through the GPU pipeline on the interpreter, and
//! on a GPU through SPIR-V (naga), SPIR-V passthrough and WGSL; `tessera validate`
//! compares everything they write and print.
//!
//! Without a GPU adapter the GPU paths are skipped with a visible `SKIPPED` line (and
//! fail when `TESSERA_REQUIRE_GPU=1`). The last tests break the lowering on purpose — one
//! reduction loop a trip short, one index off by one — and check that validation notices.
//!
//! Run with `--nocapture` to see one line per (kernel, sizes, path): the error table.

use std::sync::Arc;

use tessera_host::gpu::coverage::{self, SUITE_COVERAGE};
use tessera_host::gpu::{BackendChoice, GpuDevice, GpuError, GpuOptions, ShaderPath};
use tessera_host::validate::{
    validate_source, validate_with, Backend, DeviceChoice, GpuPath, LoweredOnCpu, Mutation,
    PathKind, PathStatus, Tolerances, ValidateOptions, ValidationReport,
};
use tessera_kernels::{instantiate, kernel, template::join_sizes};
use tessera_lowering::dialect::OpKind;
use tessera_lowering::ir::{AttrKind, Context, Module, Op, OpSpec};

fn device() -> Option<Arc<GpuDevice>> {
    tessera_host::gpu::test_device().map(Arc::new)
}

/// One device per backend the suite covers ([`SUITE_COVERAGE`]: Vulkan and GL). Under
/// `TESSERA_REQUIRE_GPU=1` every one must open; otherwise a missing one is a visible skip.
fn devices() -> Vec<Arc<GpuDevice>> {
    let mut out = Vec::new();
    for (backend, _) in SUITE_COVERAGE {
        let name = coverage::backend_cli_name(backend);
        let choice: BackendChoice = name.parse().unwrap_or_else(|e| panic!("{e}"));
        match GpuDevice::new(GpuOptions {
            backend: choice,
            ..GpuOptions::for_tests()
        }) {
            Ok(d) => out.push(Arc::new(d)),
            Err(e @ (GpuError::NoAdapter { .. } | GpuError::AdapterNotFound { .. })) => {
                assert!(
                    !tessera_host::gpu::gpu_required(),
                    "TESSERA_REQUIRE_GPU=1 but there is no {name} adapter for the validation suite: {e}"
                );
                tessera_host::gpu::report_skip(&format!(
                    "SKIPPED: the validation suite's {name} paths (no {name} adapter: {e})"
                ));
            }
            // An adapter that exists but cannot be opened (NVIDIA's GL through EGL: a GL
            // 3.3 context, no compute shaders) is a failure only where the GPU is required.
            Err(e) => {
                assert!(
                    !tessera_host::gpu::gpu_required(),
                    "a {name} adapter exists but cannot be opened: {e}"
                );
                tessera_host::gpu::report_skip(&format!(
                    "SKIPPED: the validation suite's {name} paths (the adapter cannot be opened: {e})"
                ));
            }
        }
    }
    out
}

/// The paths the suite asks for: the pipeline on the interpreter, and on every device of
/// [`devices`] each shader path it has (SPIR-V through naga and WGSL everywhere,
/// passthrough on Vulkan adapters that offer it), one row per device and path (`wgsl on
/// gl`). Every path asked for must run: `validate` fails on one that cannot, and
/// [`validate_kernel`] checks every row.
fn options(devs: &[Arc<GpuDevice>]) -> ValidateOptions {
    if devs.is_empty() {
        tessera_host::gpu::report_skip(
            "SKIPPED: the GPU paths of the validation suite (no GPU adapter)",
        );
        return ValidateOptions {
            device: DeviceChoice::None,
            paths: vec![PathKind::LoweredOnCpu],
            ..ValidateOptions::default()
        };
    }
    ValidateOptions {
        device: DeviceChoice::Devices(devs.to_vec()),
        paths: PathKind::ALL.to_vec(),
        ..ValidateOptions::default()
    }
}

/// The single-device form of [`options`], for the tests that break a lowering on one
/// device on purpose.
fn device_options(dev: &Option<Arc<GpuDevice>>) -> ValidateOptions {
    match dev {
        Some(d) => {
            let mut paths = vec![
                PathKind::LoweredOnCpu,
                PathKind::Gpu(ShaderPath::Spirv),
                PathKind::Gpu(ShaderPath::Wgsl),
            ];
            if d.supports(ShaderPath::Passthrough) {
                paths.push(PathKind::Gpu(ShaderPath::Passthrough));
            }
            ValidateOptions {
                device: DeviceChoice::Device(Arc::clone(d)),
                paths,
                ..ValidateOptions::default()
            }
        }
        None => options(&[]),
    }
}

/// Kernels that use f16, which GL adapters cannot run (wgpu's GL backend has no
/// `SHADER_F16`): their GL rows must say so (`unsupported`), and every other row runs.
const F16_KERNELS: [&str; 1] = ["matmul_f16"];

/// Kernels whose suite inputs make every sum exact in its element type, in any order, so
/// they are compared with no reduction slack: `matmul_f16` sums products of quarters in
/// [-1/2, 1/2], multiples of 1/16 of magnitude at most K/4 < 128 (see its file). A dropped
/// or extra term then shows as a mismatch instead of hiding in the f16 reduction bound.
const EXACT_SUMS: [&str; 1] = ["matmul_f16"];

fn kernel_tolerances(name: &str) -> Tolerances {
    let mut tol = Tolerances::default();
    if EXACT_SUMS.contains(&name) {
        tol.reduction_scale = Some(0.0);
    }
    tol
}

fn kernel_options(name: &str, devs: &[Arc<GpuDevice>]) -> ValidateOptions {
    ValidateOptions {
        tolerances: kernel_tolerances(name),
        ..options(devs)
    }
}

fn summary(what: &str, r: &ValidationReport) {
    for p in &r.paths {
        match (&p.status, &p.comparison) {
            (PathStatus::Reference, _) => {}
            (PathStatus::Skipped(why), _) => eprintln!("{what:<40} {:<32} skipped ({why})", p.name),
            (_, Some(c)) => eprintln!(
                "{what:<40} {:<32} {:<8} max abs {:<9.2e} max rel {:<9.2e} kernels {} launches {}",
                p.name,
                if c.ok() { "ok" } else { "MISMATCH" },
                c.max_abs,
                c.max_rel,
                p.kernels,
                p.launches
            ),
            (st, None) => eprintln!("{what:<40} {:<32} {st:?}", p.name),
        }
    }
}

/// Validates kernel file `name` at its default sizes and at each of `extra`.
fn validate_kernel(name: &str, extra: &[&[i64]]) {
    let spec = kernel(name).unwrap_or_else(|| panic!("no kernel {name}"));
    let devs = devices();
    let opts = kernel_options(name, &devs);
    let mut all = vec![spec.default_sizes()];
    all.extend(extra.iter().map(|s| s.to_vec()));
    for sizes in all {
        let what = format!("{name} [{}]", join_sizes(spec, &sizes));
        let text = instantiate(spec, &sizes).unwrap_or_else(|e| panic!("{what}: {e}"));
        let report =
            validate_source(&text, spec.file, &opts).unwrap_or_else(|e| panic!("{what}: {e}"));
        summary(&what, &report);
        assert!(report.passed(), "{what}:\n{}", report.render());
        // Every row ran and was compared, except the GL rows of an f16 kernel, which
        // must say why they cannot run.
        for p in report.paths.iter().filter(|p| !p.ran()) {
            let unsupported_f16 = matches!(&p.status, PathStatus::Unsupported(why)
                if why.contains("f16") && F16_KERNELS.contains(&name) && p.name.ends_with(" on gl"));
            assert!(
                matches!(p.status, PathStatus::Reference) || unsupported_f16,
                "{what}: {} did not run\n{}",
                p.name,
                report.render()
            );
        }
        // Every (backend, shader path) the coverage table claims has its row.
        if !devs.is_empty() {
            let mut want = 1; // the pipeline on the interpreter
            for d in &devs {
                let backend = d.adapter().backend;
                for &sp in coverage::covered_paths(backend) {
                    if sp == ShaderPath::Passthrough && !d.supports(sp) {
                        assert!(
                            !tessera_host::gpu::gpu_required(),
                            "{what}: {} has no passthrough, which the suite covers on Vulkan",
                            d.adapter().short()
                        );
                        continue;
                    }
                    let row = format!("{sp} on {}", coverage::backend_cli_name(backend));
                    assert!(
                        report.path(&row).is_some(),
                        "{what}: no row {row}\n{}",
                        report.render()
                    );
                    want += 1;
                }
            }
            assert_eq!(
                report.paths.len() - 1,
                want,
                "{what}: rows\n{}",
                report.render()
            );
        } else {
            assert_eq!(report.compared_paths(), 1, "{what}\n{}", report.render());
        }
        let lowered = report
            .paths
            .iter()
            .find(|p| p.name.contains("gpu pipeline"))
            .expect("lowered path row");
        assert!(
            lowered.ran() && lowered.kernels > 0,
            "{what}: the GPU pipeline made no kernels\n{}",
            report.render()
        );
        for p in report.paths.iter().filter(|p| p.is_gpu && p.ran()) {
            assert!(p.launches > 0, "{what}: {} launched nothing", p.name);
        }
    }
}

/// Sizes of `conv2d_nchw` (N, C, H, W, F) at which the GPU pipeline versions the
/// reduction loop (`tessera-version-guards`: interior output rows run without the row
/// guard, the first and last row with it); `conv2d_rows_are_versioned` checks that it does.
const CONV_VERSIONED: [i64; 5] = [1, 2, 17, 111, 32];

/// Sizes of `conv2d_nchw` at which the filters (64 of them) are read from a transposed
/// copy through a texture (`gpu::map::relayout`; the 16 output columns fill the register tile,
/// so no tile is partial); `conv2d_filters_are_transposed` checks that they are.
const CONV_RELAYOUT: [i64; 5] = [1, 2, 9, 32, 64];

macro_rules! kernel_tests {
    ($($test:ident: $name:literal, [$($sizes:expr),*];)*) => {
        $(
            #[test]
            fn $test() {
                validate_kernel($name, &[$(&$sizes),*]);
            }
        )*
    };
}

kernel_tests! {
    matmul: "matmul", [[37, 29, 19], [5, 3, 70], [24, 128, 64]];
    batched_matmul: "batched_matmul", [[3, 13, 11, 9], [2, 16, 64, 64]];
    matmul_bias_relu: "matmul_bias_relu", [[33, 17, 9], [20, 64, 64]];
    gemv: "gemv", [[67, 31], [1, 5]];
    transpose: "transpose", [[33, 17]];
    permute4d: "permute4d", [[3, 5, 7, 9]];
    elementwise: "elementwise", [[9, 67]];
    conv2d_nchw: "conv2d_nchw", [[1, 3, 9, 7, 5], CONV_VERSIONED, CONV_RELAYOUT];
    conv2d_nhwc: "conv2d_nhwc", [[2, 7, 5, 3, 3]];
    depthwise_conv2d: "depthwise_conv2d", [[1, 5, 11, 7]];
    pooling: "pooling", [[3, 9, 7]];
    reductions: "reductions", [[13, 29], [1, 100]];
    softmax: "softmax", [[3, 77]];
    layernorm: "layernorm", [[5, 31]];
    jacobi2d: "jacobi2d", [[9, 33]];
    jacobi3d: "jacobi3d", [[5, 7, 9]];
    saxpy: "saxpy", [[1], [77]];
    matmul_f16: "matmul_f16", [[9, 13, 5], [17, 7, 60]];
}

#[test]
fn every_kernel_file_is_validated() {
    let src = include_str!("validation_suite.rs");
    for k in tessera_kernels::KERNELS {
        assert!(
            src.contains(&format!("\"{}\", [", k.name)),
            "{} has no validation test",
            k.name
        );
    }
}

// ----- a broken lowering must be caught --------------------------------------------------

fn sym_name(ctx: &Context, m: &Module, op: Op) -> String {
    ctx.lookup_ident("sym_name")
        .and_then(|s| m.op(op).get_attr(s))
        .and_then(|a| match ctx.attr_kind(a) {
            AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
            _ => None,
        })
        .unwrap_or_default()
}

/// The ops of kind `kind` inside the kernel (`gpu.func`) whose name starts with `prefix`.
fn kernel_ops(ctx: &Context, m: &Module, prefix: &str, kind: OpKind) -> Vec<Op> {
    let mut funcs = Vec::new();
    for &top in &m.top {
        m.walk_pre(top, &mut |op| {
            if m.op(op).kind == Some(OpKind::GpuFunc) && sym_name(ctx, m, op).starts_with(prefix) {
                funcs.push(op);
            }
        });
    }
    let mut out = Vec::new();
    for f in funcs {
        m.walk_pre(f, &mut |op| {
            if m.op(op).kind == Some(kind) {
                out.push(op);
            }
        });
    }
    out
}

/// The library's `conv2d_nchw` at `sizes` after the GPU pipeline for lavapipe.
fn lowered_conv2d(sizes: &[i64]) -> (Context, Module) {
    use tessera_lowering::gpu::pipeline::{run_gpu_pipeline, GpuPipelineOptions};
    use tessera_lowering::gpu::target::GpuTarget;
    use tessera_lowering::parser::{parse_source, ParseOptions};
    let spec = kernel("conv2d_nchw").unwrap();
    let text = instantiate(spec, sizes).unwrap();
    let mut ctx = Context::new();
    let mut m = parse_source(&mut ctx, &text, spec.file, &ParseOptions::default()).unwrap();
    run_gpu_pipeline(
        &mut ctx,
        &mut m,
        &GpuTarget::lavapipe(),
        &GpuPipelineOptions::default(),
    )
    .unwrap();
    (ctx, m)
}

fn index_constant(
    ctx: &mut Context,
    m: &mut Module,
    before: Op,
    v: i64,
) -> tessera_lowering::ir::Value {
    let ty = ctx.index_type();
    let value = ctx.index_attr(v);
    let spec = OpSpec {
        name: ctx.ident("arith.constant"),
        kind: Some(OpKind::ArithConstant),
        operands: vec![],
        result_types: vec![ty],
        props: vec![tessera_lowering::ir::NamedAttr {
            name: ctx.ident("value"),
            value,
        }],
        attrs: vec![],
        successors: vec![],
        num_regions: 0,
        loc: m.op(before).loc,
    };
    let c = m.create_op(spec);
    m.insert_before(before, c);
    m.op(c).results()[0]
}

/// Runs the reduction loops of the matmul kernel (its `scf.for`s carrying sums, on the
/// full-tile and the boundary paths alike) one iteration short: `ub - 1`.
fn short_reduction_loop() -> Mutation {
    short_reduction_loop_in("matmul")
}

/// [`short_reduction_loop`] for the f16 matmul: one term of K dropped.
fn short_f16_reduction_loop() -> Mutation {
    short_reduction_loop_in("matmul_f16")
}

/// Swaps the operands of every `arith.subf` in the kernels of `@sub` (`a - b` becomes
/// `b - a`).
fn swapped_subf_operands() -> Mutation {
    Box::new(|ctx: &mut Context, m: &mut Module| {
        let subs = kernel_ops(ctx, m, "sub", OpKind::ArithSubF);
        if subs.is_empty() {
            return Err("no arith.subf in the sub kernel".into());
        }
        for s in subs {
            let ops = m.op(s).operands().to_vec();
            let (&a, &b) = (ops.first().ok_or("subf")?, ops.get(1).ok_or("subf")?);
            m.set_operand(s, 0, b);
            m.set_operand(s, 1, a);
        }
        Ok(())
    })
}

fn short_reduction_loop_in(prefix: &'static str) -> Mutation {
    Box::new(move |ctx: &mut Context, m: &mut Module| {
        let loops: Vec<Op> = kernel_ops(ctx, m, prefix, OpKind::ScfFor)
            .into_iter()
            .filter(|&l| m.op(l).operands().len() > 3)
            .collect();
        if loops.is_empty() {
            return Err(format!("no reduction loop in the {prefix} kernel"));
        }
        for l in loops {
            let ub = m.op(l).operands()[1];
            let d = m.defining_op(ub).ok_or("non-constant upper bound")?;
            let v = ctx
                .lookup_ident("value")
                .and_then(|n| m.op(d).get_attr(n))
                .and_then(|a| match ctx.attr_kind(a) {
                    AttrKind::Integer { value, .. } => Some(*value as i64),
                    _ => None,
                })
                .ok_or("upper bound is not an integer constant")?;
            let c = index_constant(ctx, m, l, v - 1);
            m.set_operand(l, 1, c);
        }
        Ok(())
    })
}

/// Stores the transpose kernel's results one row further down (`i + 1`), on the
/// full-tile and the boundary paths alike.
fn store_index_off_by_one() -> Mutation {
    Box::new(|ctx: &mut Context, m: &mut Module| {
        let stores = kernel_ops(ctx, m, "transpose", OpKind::MemRefStore);
        if stores.is_empty() {
            return Err("no memref.store in the transpose kernel".into());
        }
        for s in stores {
            let idx = *m.op(s).operands().get(2).ok_or("store without indices")?;
            let one = index_constant(ctx, m, s, 1);
            let ty = ctx.index_type();
            let spec = OpSpec {
                name: ctx.ident("arith.addi"),
                kind: Some(OpKind::ArithAddI),
                operands: vec![idx, one],
                result_types: vec![ty],
                props: tessera_lowering::transforms::rewrite::default_props(ctx, OpKind::ArithAddI),
                attrs: vec![],
                successors: vec![],
                num_regions: 0,
                loc: m.op(s).loc,
            };
            let add = m.create_op(spec);
            m.insert_before(s, add);
            let r = m.op(add).results()[0];
            m.set_operand(s, 2, r);
        }
        Ok(())
    })
}

fn broken_backends(dev: &Option<Arc<GpuDevice>>, make: fn() -> Mutation) -> Vec<Box<dyn Backend>> {
    let mut b: Vec<Box<dyn Backend>> = vec![Box::new(LoweredOnCpu {
        mutation: Some(make()),
    })];
    if let Some(d) = dev {
        let mut p = GpuPath::new(Arc::clone(d), tessera_host::gpu::ShaderPath::Spirv);
        p.mutation = Some(make());
        b.push(Box::new(p));
    }
    b
}

/// Asserts that `report` failed and that each broken path (the pipeline on the
/// interpreter, and SPIR-V when there is a device) mismatched in at least `min` values,
/// the worst of them in output `site` when given.
fn assert_caught(
    report: &ValidationReport,
    dev: &Option<Arc<GpuDevice>>,
    min: usize,
    site: Option<&str>,
) {
    eprintln!("{}", report.render());
    assert!(!report.passed());
    let broken: Vec<_> = report
        .paths
        .iter()
        .filter(|p| p.status != PathStatus::Reference)
        .collect();
    assert_eq!(broken.len(), if dev.is_some() { 2 } else { 1 });
    for p in broken {
        assert_eq!(p.status, PathStatus::Mismatch, "{}: {:?}", p.name, p.status);
        let c = p.comparison.as_ref().unwrap();
        assert!(
            c.mismatches >= min.max(1),
            "{}: only {} mismatches",
            p.name,
            c.mismatches
        );
        if let Some(site) = site {
            let w = c.worst.as_ref().unwrap();
            assert!(w.site.starts_with(site), "{}: {:?}", p.name, w);
        }
    }
}

#[test]
fn a_reduction_loop_one_trip_short_is_caught() {
    let spec = kernel("matmul").unwrap();
    let text = instantiate(spec, &[37, 29, 19]).unwrap();
    let dev = device();
    let report = validate_with(
        &text,
        spec.file,
        "main",
        &Tolerances::default(),
        broken_backends(&dev, short_reduction_loop),
    )
    .unwrap();
    // Every element of C misses its last term; A and B are untouched.
    assert_caught(&report, &dev, 37 * 29, Some("out2["));
    assert!(report.render().contains("MISMATCH"));
}

/// The f16 matmul with one term of K dropped (K = 60) fails validation with the suite's
/// tolerances for it ([`EXACT_SUMS`]): the term is about 1/60 of the sum's magnitude, well
/// inside the worst-case f16 reduction bound (2·γ₆₀ ≈ 6% of Σ|x|) but not exact.
#[test]
fn an_f16_reduction_one_term_short_is_caught() {
    let spec = kernel("matmul_f16").unwrap();
    let text = instantiate(spec, &[17, 7, 60]).unwrap();
    let dev = device();
    let report = validate_with(
        &text,
        spec.file,
        "main",
        &kernel_tolerances("matmul_f16"),
        broken_backends(&dev, short_f16_reduction_loop),
    )
    .unwrap();
    assert_caught(&report, &dev, 1, None);
}

/// A function of two same-shaped inputs, validated with the validator's own arguments:
/// `c = a - b`.
const SUB: &str = r#"
func.func @sub(%a: memref<16x8xf32>, %b: memref<16x8xf32>, %c: memref<16x8xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 8 {
      %x = affine.load %a[%i, %j] : memref<16x8xf32>
      %y = affine.load %b[%i, %j] : memref<16x8xf32>
      %d = arith.subf %x, %y : f32
      affine.store %d, %c[%i, %j] : memref<16x8xf32>
    }
  }
  return
}
"#;

/// Swapped operands are caught: each argument gets its own fill, so `b - a` differs from
/// `a - b` (with one fill for both, every element would be 0 either way).
#[test]
fn swapped_operands_are_caught() {
    let dev = device();
    let report = validate_with(
        SUB,
        "sub.mlir",
        "sub",
        &Tolerances::default(),
        broken_backends(&dev, swapped_subf_operands),
    )
    .unwrap();
    assert_caught(&report, &dev, 16 * 8 / 2, Some("out2["));
    // The unbroken lowering passes.
    let backends: Vec<Box<dyn Backend>> = vec![Box::new(LoweredOnCpu::default())];
    let ok = validate_with(SUB, "sub.mlir", "sub", &Tolerances::default(), backends).unwrap();
    assert!(ok.passed(), "{}", ok.render());
}

/// A row sum of 4096 terms (`r`) beside a scaled copy (`c = 3a`): two outputs, one of
/// them a reduction.
const SUM_AND_COPY: &str = r#"
func.func @twoout(%a: memref<8x4096xf32>, %r: memref<8xf32>, %c: memref<8xf32>) {
  %three = arith.constant 3.0 : f32
  affine.for %i = 0 to 8 {
    %z = arith.constant 0.0 : f32
    %s = affine.for %j = 0 to 4096 iter_args(%acc = %z) -> (f32) {
      %x = affine.load %a[%i, %j] : memref<8x4096xf32>
      %t = arith.addf %acc, %x : f32
      affine.yield %t : f32
    }
    affine.store %s, %r[%i] : memref<8xf32>
    %y = affine.load %a[%i, 1] : memref<8x4096xf32>
    %m = arith.mulf %y, %three : f32
    affine.store %m, %c[%i] : memref<8xf32>
  }
  return
}
"#;

/// Scales the copy (`arith.mulf` by a constant) of the `twoout` kernels by `1 + 2^-13`: a
/// relative error of 1.2e-4, inside the row sum's reduction bound (2·γ₄₀₉₆ ≈ 4.9e-4 of
/// Σ|x|) but far outside f32's tolerance.
fn perturbed_copy() -> Mutation {
    Box::new(|ctx: &mut Context, m: &mut Module| {
        let muls = kernel_ops(ctx, m, "twoout", OpKind::ArithMulF);
        if muls.is_empty() {
            return Err("no arith.mulf in the twoout kernel".into());
        }
        for mul in muls {
            let b = tessera_lowering::gpu::build::Builder::before(m, mul);
            let f32t = m.value_type(m.op(mul).operands()[0]);
            let k = b.const_scalar(ctx, m, f32t, 1.0 + 2f64.powi(-13));
            let r = m.op(mul).results()[0];
            let spec = OpSpec {
                name: ctx.ident("arith.mulf"),
                kind: Some(OpKind::ArithMulF),
                operands: vec![r, k],
                result_types: vec![f32t],
                props: tessera_lowering::transforms::rewrite::default_props(ctx, OpKind::ArithMulF),
                attrs: vec![],
                successors: vec![],
                num_regions: 0,
                loc: m.op(mul).loc,
            };
            let scaled = m.create_op(spec);
            let uses: Vec<_> = m.uses(r).to_vec();
            m.insert_after(mul, scaled);
            let sr = m.op(scaled).results()[0];
            for u in uses.into_iter().filter(|u| u.op != scaled) {
                m.set_operand(u.op, u.operand as usize, sr);
            }
        }
        Ok(())
    })
}

/// The reduction bound covers only the elements a reduction reaches: an error in the
/// copy beside a long row sum is a mismatch, and the row sum itself still passes.
#[test]
fn the_reduction_bound_does_not_cover_other_outputs() {
    let dev = device();
    let report = validate_with(
        SUM_AND_COPY,
        "twoout.mlir",
        "twoout",
        &Tolerances::default(),
        broken_backends(&dev, perturbed_copy),
    )
    .unwrap();
    assert_caught(&report, &dev, 1, Some("out2["));
}

#[test]
fn a_store_index_off_by_one_is_caught() {
    let spec = kernel("transpose").unwrap();
    let text = instantiate(spec, &[33, 17]).unwrap();
    let dev = device();
    let report = validate_with(
        &text,
        spec.file,
        "main",
        &Tolerances::default(),
        broken_backends(&dev, store_index_off_by_one),
    )
    .unwrap();
    eprintln!("{}", report.render());
    assert!(!report.passed());
    for p in report
        .paths
        .iter()
        .filter(|p| p.status != PathStatus::Reference)
    {
        // The interpreter stops at the out-of-bounds store; a GPU drops or clamps it.
        assert!(p.failed(), "{}: {:?}", p.name, p.status);
    }
}

#[test]
fn the_unbroken_lowering_passes_the_same_checks() {
    let spec = kernel("matmul").unwrap();
    let text = instantiate(spec, &[37, 29, 19]).unwrap();
    let backends: Vec<Box<dyn Backend>> = vec![Box::new(LoweredOnCpu::default())];
    let report = validate_with(&text, spec.file, "main", &Tolerances::default(), backends).unwrap();
    assert!(report.passed(), "{}", report.render());
}

/// The padded convolution at [`CONV_VERSIONED`] runs its reduction loop in two versions,
/// so the validation of those sizes above covers both the guarded and the unguarded copy.
#[test]
fn conv2d_rows_are_versioned() {
    let (ctx, m) = lowered_conv2d(&CONV_VERSIONED);
    // An scf.if in the convolution kernel whose branches each hold the reduction loop.
    let ifs = kernel_ops(&ctx, &m, "conv2d_nchw_kernel", OpKind::ScfIf);
    let versioned = ifs.iter().filter(|&&op| {
        let regions = m.op(op).regions();
        regions.len() == 2
            && regions.iter().all(|&r| {
                m.region(r)
                    .blocks()
                    .iter()
                    .any(|&b| m.block_ops(b).any(|o| m.op(o).kind == Some(OpKind::ScfFor)))
            })
    });
    assert_eq!(
        versioned.count(),
        1,
        "{}",
        tessera_lowering::printer::print_module(&ctx, &m, &Default::default())
    );
}

/// The padded convolution at [`CONV_VERSIONED`] maps a lane's output columns blocked
/// (consecutive) and reads its input window once per `(c, kh)`: no innermost loop of the
/// kernel loads the input (4-D memrefs of the input's shape), only the filter. The
/// validation table above checks that the result is still exact.
#[test]
fn conv2d_window_loads_are_hoisted() {
    use tessera_lowering::ir::TypeKind;
    let (ctx, m) = lowered_conv2d(&CONV_VERSIONED);
    let input_shape = [1i64, 2, 17, 111];
    let is_input = |op: Op| {
        let v = m.op(op).operands()[0];
        matches!(ctx.type_kind(m.value_type(v)),
            TypeKind::MemRef { shape, .. } if shape[..] == input_shape)
    };
    let loops = kernel_ops(&ctx, &m, "conv2d_nchw_kernel", OpKind::ScfFor);
    let mut innermost = 0;
    let (mut input_loads, mut filter_loads) = (0, 0);
    for l in loops {
        let mut nested = false;
        let mut loads = Vec::new();
        for &r in m.op(l).regions() {
            for &b in m.region(r).blocks() {
                for o in m.block_ops(b) {
                    m.walk_pre(o, &mut |x| match m.op(x).kind {
                        Some(OpKind::ScfFor) => nested = true,
                        Some(OpKind::MemRefLoad) => loads.push(x),
                        _ => {}
                    });
                }
            }
        }
        if nested {
            continue;
        }
        innermost += 1;
        for x in loads {
            if is_input(x) {
                input_loads += 1;
            } else {
                filter_loads += 1;
            }
        }
    }
    let text = tessera_lowering::printer::print_module(&ctx, &m, &Default::default());
    assert!(innermost >= 2, "{text}");
    assert!(filter_loads > 0, "{text}");
    assert_eq!(input_loads, 0, "{text}");
}

/// At [`CONV_RELAYOUT`] the pipeline gives the convolution a transposed copy of its
/// filters, written by a kernel of its own, frees it after, and the convolution reads it
/// as a texture with one `vector<4xf32>` per lane and step. The validation table checks
/// that the result is still exact.
#[test]
fn conv2d_filters_are_transposed() {
    let (ctx, m) = lowered_conv2d(&CONV_RELAYOUT);
    let text = tessera_lowering::printer::print_module(&ctx, &m, &Default::default());
    assert!(
        text.contains("memref.alloc() : memref<2x3x3x64xf32>"),
        "{text}"
    );
    assert!(
        text.contains("args(%arg1 : memref<64x2x3x3xf32>, %alloc : memref<2x3x3x64xf32>)"),
        "{text}"
    );
    assert!(text.contains("memref.dealloc"), "{text}");
    assert!(text.contains("tessera.textures = array<i64: 1>"), "{text}");
    let vec_loads = kernel_ops(&ctx, &m, "conv2d_nchw_kernel", OpKind::VectorLoad);
    assert!(!vec_loads.is_empty(), "{text}");
}

/// The versioned convolution stays exact where the guard matters: two filter taps are
/// +inf, one reading input row `2·oh - 1` (outside the input only for the border row
/// `oh = 0`, which must take the guarded loop) and one reading column `2·ow - 1` (outside
/// only for `ow = 0`, lane 0's first column copy, which keeps its select). Skipped taps
/// leave those outputs finite; running them (or padding with zeros: 0·inf = NaN) would
/// not. Every GPU path must match the interpreter exactly, infinities and NaNs included.
#[test]
fn versioned_conv2d_skips_padded_taps_exactly() {
    let spec = kernel("conv2d_nchw").unwrap();
    let text = instantiate(spec, &CONV_VERSIONED).unwrap();
    let [_, c, _, _, f] = CONV_VERSIONED;
    let w_ty = format!("memref<{f}x{c}x3x3xf32>");
    let poke = format!(
        "  %inf = arith.constant 0x7F800000 : f32\n  %ci0 = arith.constant 0 : index\n  \
         %ci1 = arith.constant 1 : index\n  \
         memref.store %inf, %W[%ci0, %ci0, %ci0, %ci1] : {w_ty}\n  \
         memref.store %inf, %W[%ci1, %ci0, %ci1, %ci0] : {w_ty}\n  call @conv2d_nchw("
    );
    let poked = text.replacen("  call @conv2d_nchw(", &poke, 1);
    assert_ne!(poked, text, "the call to poke before was not found");
    let dev = device();
    let report = validate_source(&poked, spec.file, &device_options(&dev)).unwrap();
    summary("conv2d_nchw (inf taps)", &report);
    assert!(report.passed(), "{}", report.render());
}
