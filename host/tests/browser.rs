//! `tessera validate --browser` and `tessera translate --to webgpu` in headless Chromium.
//!
//! Needs Chromium (Debian's `chromium`, or `TESSERA_CHROMIUM`): without it each test that
//! needs it prints a SKIPPED line, unless `TESSERA_REQUIRE_GPU=1`, which makes it fail.
//! One Chromium serves all kernels of a test.

use std::cell::RefCell;
use std::rc::Rc;

use tessera_host::gpu::GpuOptions;
use tessera_host::gpu::{gpu_required, report_skip};
use tessera_host::runtime::{Arg, CompileOptions, DType, Runtime};
use tessera_host::validate::backend::default_arg;
use tessera_host::validate::browser::BrowserPath;
use tessera_host::validate::{
    validate_source, validate_with, Backend, DeviceChoice, PathKind, PathStatus, Tolerances,
    ValidateOptions,
};
use tessera_host::webgpu::{find_chromium, session, BrowserSession};
use tessera_lowering::dialect::OpKind;
use tessera_lowering::ir::{Context, Module};

fn root() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// A started browser, or `None` (after a visible skip) when there is no Chromium.
fn browser(test: &str) -> Option<Rc<RefCell<BrowserSession>>> {
    if let Err(why) = find_chromium() {
        assert!(!gpu_required(), "{test}: TESSERA_REQUIRE_GPU=1 but {why}");
        report_skip(&format!("SKIPPED {test}: {why}"));
        return None;
    }
    match BrowserSession::start() {
        Ok(s) => Some(Rc::new(RefCell::new(s))),
        Err(e) => panic!("{test}: Chromium is installed but the browser path cannot start: {e}"),
    }
}

fn validate_in(
    s: &Rc<RefCell<BrowserSession>>,
    file: &str,
    path: BrowserPath,
) -> tessera_host::validate::ValidationReport {
    let text = std::fs::read_to_string(root().join(file)).unwrap();
    let backends: Vec<Box<dyn Backend>> = vec![Box::new(path)];
    let _ = s;
    validate_with(&text, file, "main", &Tolerances::default(), backends).unwrap()
}

/// Issue 22's models (linalg on tensors and upstream's memref form of each) on the
/// browser path too: bufferization, fusion and the kernels in WebGPU.
#[test]
fn models_pass_in_the_browser() {
    let Some(s) = browser("models_pass_in_the_browser") else {
        return;
    };
    let mut files: Vec<_> = std::fs::read_dir(root().join("tests/filetests/models"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    assert!(files.len() >= 20, "expected the 10 models in two forms");
    for f in files {
        let name = f.strip_prefix(root()).unwrap().display().to_string();
        let text = std::fs::read_to_string(&f).unwrap();
        let backends: Vec<Box<dyn Backend>> =
            vec![Box::new(BrowserPath::with_session(Rc::clone(&s)))];
        let r = validate_with(&text, &name, "forward", &Tolerances::default(), backends).unwrap();
        assert!(r.passed(), "{name}:\n{}", r.render());
        let p = r
            .paths
            .iter()
            .find(|p| p.name.starts_with("browser"))
            .unwrap();
        assert!(p.ran() && p.is_gpu, "{}", r.render());
    }
}

#[test]
fn kernels_pass_in_the_browser() {
    let Some(s) = browser("kernels_pass_in_the_browser") else {
        return;
    };
    for k in [
        "elementwise",
        "matmul",
        "transpose",
        "gemv",
        "jacobi2d",
        "conv2d_nchw",
        // Max reductions: their identity -f32::MAX once was a literal Tint rejects.
        "reductions",
        "softmax",
    ] {
        let file = format!("kernels/{k}.mlir");
        let t = std::time::Instant::now();
        let r = validate_in(&s, &file, BrowserPath::with_session(Rc::clone(&s)));
        eprintln!("{k}: {:.2} s", t.elapsed().as_secs_f64());
        assert!(r.passed(), "{file}:\n{}", r.render());
        let p = r
            .paths
            .iter()
            .find(|p| p.name.starts_with("browser"))
            .unwrap();
        assert!(p.ran() && p.is_gpu, "{}", r.render());
    }
}

/// Swaps the operands of every `arith.subf` in the kernels (`a - b` becomes `b - a`).
/// NaN, signed zeros and infinities (issue 18) come out of Chromium's WebGPU as on every
/// other path: WGSL promises nothing about NaN, but the kernels handle special values with
/// explicit integer bit tests, which Tint compiles as written. So the browser path has no
/// documented deviation.
#[test]
fn ieee_special_values_are_exact_in_the_browser() {
    let Some(s) = browser("ieee_special_values_are_exact_in_the_browser") else {
        return;
    };
    for file in [
        "tests/filetests/run/ieee_div_rem.mlir",
        "tests/filetests/run/ieee_minmax_cmpf.mlir",
        "tests/filetests/run/ieee_vector_bool.mlir",
    ] {
        let r = validate_in(&s, file, BrowserPath::with_session(Rc::clone(&s)));
        assert!(r.passed(), "{file}:\n{}", r.render());
        assert_eq!(r.compared_paths(), 1, "{file}:\n{}", r.render());
    }
}

fn swapped_subf(ctx: &mut Context, m: &mut Module) -> Result<(), String> {
    let _ = ctx;
    let mut subs = Vec::new();
    for &top in &m.top {
        m.walk_pre(top, &mut |op| {
            if m.op(op).kind == Some(OpKind::GpuFunc) {
                m.walk_pre(op, &mut |i| {
                    if m.op(i).kind == Some(OpKind::ArithSubF) {
                        subs.push(i);
                    }
                });
            }
        });
    }
    if subs.is_empty() {
        return Err("no arith.subf in the kernels".into());
    }
    for s in subs {
        let ops = m.op(s).operands().to_vec();
        m.set_operand(s, 0, ops[1]);
        m.set_operand(s, 1, ops[0]);
    }
    Ok(())
}

#[test]
fn a_broken_lowering_is_caught_in_the_browser() {
    let Some(s) = browser("a_broken_lowering_is_caught_in_the_browser") else {
        return;
    };
    let mut path = BrowserPath::with_session(Rc::clone(&s));
    path.mutation = Some(Box::new(swapped_subf));
    let r = validate_in(&s, "kernels/elementwise.mlir", path);
    assert!(!r.passed(), "{}", r.render());
    let p = r
        .paths
        .iter()
        .find(|p| p.name.starts_with("browser"))
        .unwrap();
    assert!(
        matches!(p.status, PathStatus::Mismatch),
        "expected a mismatch:\n{}",
        r.render()
    );
}

#[test]
fn a_missing_browser_fails_the_validation_with_a_clear_message() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tessera"))
        .args(["validate", "kernels/saxpy.mlir", "--no-gpu", "--browser"])
        .current_dir(root())
        .env("TESSERA_CHROMIUM", "/nonexistent/chromium")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(
        stdout.contains("TESSERA_CHROMIUM=/nonexistent/chromium is not a file")
            && stdout.contains("result: FAIL"),
        "{stdout}"
    );
}

#[test]
fn translate_to_webgpu_writes_a_module_that_runs_in_the_browser() {
    let dir = std::env::temp_dir().join(format!("tessera-webgpu-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tessera"))
        .args(["translate", "kernels/matmul.mlir", "--to", "webgpu", "-o"])
        .arg(&dir)
        .current_dir(root())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let js = std::fs::read_to_string(dir.join("matmul.js")).unwrap();
    assert!(dir.join("tessera_webgpu.js").is_file());
    assert!(js.contains("export const kernels = {"), "{js}");
    assert!(
        js.contains("export async function matmul(device, inputs = {})"),
        "{js}"
    );
    assert!(js.contains("\"matmul_kernel::matmul_kernel\": {"), "{js}");
    assert!(dir
        .join("kernels/matmul_kernel.matmul_kernel.wgsl")
        .is_file());
    // @main prints, which the module cannot do: it is left out, with the reason.
    assert!(!js.contains("export async function main"), "{js}");
    assert!(
        js.contains("// Not exported:") && js.contains("func.call"),
        "{js}"
    );

    let Some(s) = browser("translate_to_webgpu_writes_a_module_that_runs_in_the_browser") else {
        let _ = std::fs::remove_dir_all(&dir);
        return;
    };
    let shapes: [&[usize]; 3] = [&[64, 32], &[32, 48], &[64, 48]];
    let args: Vec<_> = shapes
        .iter()
        .enumerate()
        .map(|(i, sh)| default_arg(DType::F32, sh, i).unwrap())
        .collect();
    let text = std::fs::read_to_string(root().join("kernels/matmul.mlir")).unwrap();
    let mut program = Runtime::cpu()
        .compile(text.as_str(), &CompileOptions::named("matmul.mlir"))
        .unwrap();
    let want = program
        .call("matmul", &args.iter().map(Arg::from).collect::<Vec<_>>())
        .unwrap();
    let want_c: Vec<f32> = want.args[2].as_ref().unwrap().to_vec::<f32>().unwrap();

    let mut inputs = serde_json::Map::new();
    for (i, a) in args.iter().enumerate() {
        let v: Vec<f32> = a.to_vec::<f32>().unwrap();
        let bytes: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
        inputs.insert(
            format!("arg{i}"),
            serde_json::json!({"type": "Float32Array", "data": session::base64_encode(&bytes)}),
        );
    }
    let reply = {
        let mut b = s.borrow_mut();
        b.serve_dir(&dir).unwrap();
        b.request(serde_json::json!({
            "op": "module", "url": "/files/matmul.js", "func": "matmul", "inputs": inputs,
        }))
        .unwrap()
    };
    let got = session::base64_decode(reply["data"]["arg2"].as_str().unwrap()).unwrap();
    let got: Vec<f32> = got
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    assert_eq!(got.len(), want_c.len());
    // Exact binary fractions: every partial sum is exact in f32.
    assert_eq!(got, want_c);
    assert!(want_c.iter().any(|x| *x != 0.0));
    let exports = reply["exports"].to_string();
    assert!(
        exports.contains("matmul") && exports.contains("kernels"),
        "{exports}"
    );
    drop(s);
    let _ = std::fs::remove_dir_all(&dir);
}

/// naga writes `-f32::MAX` (the identity of a max reduction) as
/// `-340282350000000000000000000000000000000f`, above f32's range: Tint rejects it, and the
/// rejection names the line. The WGSL Tessera writes has the exact hexadecimal form, which
/// Tint accepts.
#[test]
fn tint_rejects_naga_f32_max_literal_and_accepts_tesseras() {
    let Some(s) = browser("tint_rejects_naga_f32_max_literal_and_accepts_tesseras") else {
        return;
    };
    let naga_literal = format!("-{}f", f32::MAX);
    let wgsl = format!(
        "@group(0) @binding(0) var<storage, read_write> b: array<f32>;\n\
         @compute @workgroup_size(1) fn main() {{\n    b[0] = max(b[0], {naga_literal});\n}}\n"
    );
    let spec = |name: &str, wgsl: &str| {
        serde_json::json!({
            "name": name, "entry": "main", "wgsl": wgsl, "workgroup": [1, 1, 1],
            "bindings": [{"binding": 0, "arg": 0, "kind": "storage", "elemBytes": 4,
                          "staticLen": 0, "width": 0, "height": 0}],
            "uniform": null,
        })
    };
    let compile = |name: &str, wgsl: &str| {
        s.borrow_mut()
            .request(serde_json::json!({"op": "compile", "kernel": spec(name, wgsl)}))
    };
    let err = compile("naga", &wgsl).expect_err("Tint accepted an out-of-range f32 literal");
    assert!(
        err.contains("3:")
            && err.contains("cannot be represented as 'f32'")
            && err.contains(&naga_literal),
        "{err}"
    );
    let exact = tessera_spirv::exact_f32_literals(&wgsl);
    assert!(exact.contains("-0x1.fffffep+127f"), "{exact}");
    compile("exact", &exact).unwrap_or_else(|e| panic!("Tint rejects {exact}: {e}"));
}

/// The browser's SwiftShader device has no `shader-f16`. With `--backend all` the browser
/// is one adapter among several: an f16 program is `unsupported` there and the validation
/// passes on the others; with `--browser` alone the path asked for cannot run, which fails.
#[test]
fn an_f16_program_is_unsupported_in_the_browser_among_all_backends() {
    let test = "an_f16_program_is_unsupported_in_the_browser_among_all_backends";
    if let Err(why) = find_chromium() {
        assert!(!gpu_required(), "{test}: TESSERA_REQUIRE_GPU=1 but {why}");
        report_skip(&format!("SKIPPED {test}: {why}"));
        return;
    }
    let file = "kernels/matmul_f16.mlir";
    let text = std::fs::read_to_string(root().join(file)).unwrap();
    // `--backend all --browser`, without the native GPU paths (the wiring under test).
    let opts = ValidateOptions {
        paths: vec![PathKind::LoweredOnCpu],
        device: DeviceChoice::All(GpuOptions::default()),
        browser: true,
        // No GPU path runs here by design (only the browser's, which is unsupported).
        require_gpu: false,
        ..ValidateOptions::default()
    };
    let r = validate_source(&text, file, &opts).unwrap();
    let p = r
        .paths
        .iter()
        .find(|p| p.name.starts_with("browser"))
        .unwrap_or_else(|| panic!("no browser row\n{}", r.render()));
    assert!(
        matches!(&p.status, PathStatus::Unsupported(why) if why.contains("f16")),
        "{}",
        r.render()
    );
    assert!(r.passed(), "{}", r.render());
    // `--browser` alone: a failure, with the reason.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tessera"))
        .args(["validate", file, "--no-gpu", "--browser"])
        .current_dir(root())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(
        stdout.contains("the kernels use f16, which the browser's WebGPU device does not have")
            && stdout.contains("result: FAIL"),
        "{stdout}"
    );
}
