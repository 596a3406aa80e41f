//! `tessera run`, `translate` and `devices` through the CLI entry point: `.npy` inputs
//! and outputs, argument checks, scalar arguments, timing, the CPU fallback (in a child
//! process with the drivers hidden) and translation bundles.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use common::{matmul_ref, values, MATMUL_DYNAMIC};
use tessera_host::cli::run_cli;
use tessera_host::gpu::{enumerate_adapters, BackendChoice};
use tessera_host::runtime::{npy, HostArray};

fn cli(args: &[&str]) -> (i32, String, String) {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = run_cli(&args, &mut std::io::empty(), &mut out, &mut err);
    let err = String::from_utf8_lossy(&err)
        .lines()
        .filter(|l| !l.starts_with("error: XDG_RUNTIME_DIR"))
        .collect::<Vec<_>>()
        .join("\n");
    (code, String::from_utf8_lossy(&out).into_owned(), err)
}

fn tmpdir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("tessera-cli-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn write(dir: &Path, name: &str, text: &str) -> String {
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p.to_string_lossy().into_owned()
}

/// Whether a Vulkan adapter exists; without one under `TESSERA_REQUIRE_GPU=1` the test
/// fails instead of taking its no-GPU branch.
fn have_gpu() -> bool {
    let have = !enumerate_adapters(BackendChoice::Vulkan).is_empty();
    assert!(
        have || !tessera_host::gpu::gpu_required(),
        "TESSERA_REQUIRE_GPU=1 but no Vulkan adapter"
    );
    have
}

#[test]
fn npy_inputs_and_outputs() {
    let d = tmpdir("npy");
    let src = write(&d, "mm.mlir", MATMUL_DYNAMIC);
    let (m, k, n) = (9, 5, 7);
    let a = HostArray::from_slice(&values(m * k, 3), &[m, k]).unwrap();
    let b = HostArray::from_slice(&values(k * n, 4), &[k, n]).unwrap();
    let c = HostArray::from_slice(&vec![0f32; m * n], &[m, n]).unwrap();
    for (name, arr) in [("a.npy", &a), ("b.npy", &b), ("c.npy", &c)] {
        npy::write(&d.join(name), arr).unwrap();
    }
    let want = matmul_ref(&a.to_vec().unwrap(), &b.to_vec().unwrap(), m, k, n);
    for backend in ["cpu", "auto"] {
        let out = d.join(format!("out-{backend}.npy"));
        let (code, _, err) = cli(&[
            "run",
            &src,
            "--backend",
            backend,
            "--input",
            &format!("arg0={}", d.join("a.npy").display()),
            "--input",
            &format!("%arg1={}", d.join("b.npy").display()),
            "--input",
            &format!("2={}", d.join("c.npy").display()),
            "--output",
            &format!("arg2={}", out.display()),
        ]);
        assert_eq!(code, 0, "{backend}: {err}");
        let got = npy::read(&out).unwrap();
        assert_eq!(got.shape(), &[m, n]);
        common::assert_close(&got.to_vec::<f32>().unwrap(), &want, 1e-5);
    }
}

/// linalg on tensors: the tensor arguments come from `.npy` files and the tensor result goes
/// to one (`--output result0=`); the GPU pipeline bufferizes the function (arguments are
/// read-only: the accumulator argument keeps its contents).
#[test]
fn npy_tensor_arguments_and_results() {
    let d = tmpdir("npy-tensor");
    let src = write(
        &d,
        "mm.mlir",
        "func.func @mm(%a: tensor<9x5xf32>, %b: tensor<5x7xf32>, %c: tensor<9x7xf32>) -> tensor<9x7xf32> {\n\
         \x20 %m = linalg.matmul ins(%a, %b : tensor<9x5xf32>, tensor<5x7xf32>) outs(%c : tensor<9x7xf32>) -> tensor<9x7xf32>\n\
         \x20 return %m : tensor<9x7xf32>\n\
         }\n",
    );
    let (m, k, n) = (9, 5, 7);
    let a = HostArray::from_slice(&values(m * k, 3), &[m, k]).unwrap();
    let b = HostArray::from_slice(&values(k * n, 4), &[k, n]).unwrap();
    let c0 = values(m * n, 5);
    let c = HostArray::from_slice(&c0, &[m, n]).unwrap();
    for (name, arr) in [("a.npy", &a), ("b.npy", &b), ("c.npy", &c)] {
        npy::write(&d.join(name), arr).unwrap();
    }
    let mut want = matmul_ref(&a.to_vec().unwrap(), &b.to_vec().unwrap(), m, k, n);
    for (w, c) in want.iter_mut().zip(&c0) {
        *w += c;
    }
    let mut backends = vec!["cpu"];
    if have_gpu() {
        backends.push("vulkan");
    }
    for backend in backends {
        let out = d.join(format!("out-{backend}.npy"));
        let cout = d.join(format!("c-{backend}.npy"));
        let (code, _, err) = cli(&[
            "run",
            &src,
            "--entry",
            "mm",
            "--backend",
            backend,
            "--input",
            &format!("arg0={}", d.join("a.npy").display()),
            "--input",
            &format!("arg1={}", d.join("b.npy").display()),
            "--input",
            &format!("arg2={}", d.join("c.npy").display()),
            "--output",
            &format!("result0={}", out.display()),
            "--output",
            &format!("arg2={}", cout.display()),
        ]);
        assert_eq!(code, 0, "{backend}: {err}");
        let got = npy::read(&out).unwrap();
        assert_eq!(got.shape(), &[m, n]);
        common::assert_close(&got.to_vec::<f32>().unwrap(), &want, 1e-5);
        let kept = npy::read(&cout).unwrap();
        assert_eq!(
            kept.to_vec::<f32>().unwrap(),
            c0,
            "{backend}: argument 2 was written"
        );
    }
}

/// A function that returns one buffer twice: both results are read before the buffer is
/// freed (the second read used to fail with "use of a deallocated buffer").
#[test]
fn same_buffer_returned_twice() {
    let d = tmpdir("twice");
    let src = write(
        &d,
        "twice.mlir",
        "func.func @main() -> (memref<2xf32>, memref<2xf32>) {\n\
         \x20 %a = memref.alloc() : memref<2xf32>\n\
         \x20 %z = arith.constant 1.5 : f32\n\
         \x20 linalg.fill ins(%z : f32) outs(%a : memref<2xf32>)\n\
         \x20 return %a, %a : memref<2xf32>, memref<2xf32>\n\
         }\n",
    );
    let (r0, r1) = (d.join("r0.npy"), d.join("r1.npy"));
    let (code, _, err) = cli(&[
        "run",
        &src,
        "--backend",
        "cpu",
        "--output",
        &format!("result0={}", r0.display()),
        "--output",
        &format!("result1={}", r1.display()),
    ]);
    assert_eq!(code, 0, "{err}");
    for p in [&r0, &r1] {
        assert_eq!(
            npy::read(p).unwrap().to_vec::<f32>().unwrap(),
            vec![1.5, 1.5]
        );
    }
}

#[test]
fn npy_dtype_and_shape_errors_name_both() {
    let d = tmpdir("npyerr");
    let src = write(&d, "mm.mlir", common::MATMUL_STATIC);
    let wrong_dtype = HostArray::from_slice(&vec![0f64; 64 * 48], &[64, 48]).unwrap();
    npy::write(&d.join("f64.npy"), &wrong_dtype).unwrap();
    let (code, _, err) = cli(&[
        "run",
        &src,
        "--backend=cpu",
        "--input",
        &format!("arg0={}", d.join("f64.npy").display()),
    ]);
    assert_eq!(code, 1);
    assert!(
        err.contains(
            "dtype float64 does not match parameter type memref<64x48xf32> (expects float32)"
        ),
        "{err}"
    );
    let wrong_shape = HostArray::from_slice(&vec![0f32; 48 * 64], &[48, 64]).unwrap();
    npy::write(&d.join("t.npy"), &wrong_shape).unwrap();
    let (code, _, err) = cli(&[
        "run",
        &src,
        "--backend=cpu",
        "--input",
        &format!("arg0={}", d.join("t.npy").display()),
    ]);
    assert_eq!(code, 1);
    assert!(
        err.contains("shape (48, 64) does not match parameter type memref<64x48xf32>"),
        "{err}"
    );
    let (code, _, err) = cli(&["run", &src, "--backend=cpu", "--input", "arg7=x.npy"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("--input arg7: @main has no argument of that name"),
        "{err}"
    );
    let (code, _, err) = cli(&[
        "run",
        &src,
        "--backend=cpu",
        "--input",
        "arg0=/nonexistent.npy",
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("cannot read '/nonexistent.npy'"), "{err}");
}

const SCALARS: &str = r#"
func.func @axpy(%a: f32, %x: f32, %y: f32) -> f32 {
  %p = arith.mulf %a, %x : f32
  %s = arith.addf %p, %y : f32
  return %s : f32
}
func.func @count(%n: index, %flag: i1) -> (index, i1) {
  return %n, %flag : index, i1
}
"#;

#[test]
fn scalar_arguments_and_results() {
    let d = tmpdir("scalars");
    let src = write(&d, "s.mlir", SCALARS);
    let (code, out, err) = cli(&[
        "run",
        &src,
        "--backend=cpu",
        "--entry",
        "axpy",
        "2",
        "-1.5",
        "10",
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "7\n");
    let (code, out, err) = cli(&["run", &src, "--backend=cpu", "-e", "count", "42", "true"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "42\ntrue\n");
    let (code, _, err) = cli(&["run", &src, "--backend=cpu", "--entry", "axpy", "2"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("argument 1 of @axpy is a f32: pass it as a positional argument"),
        "{err}"
    );
    let (code, _, err) = cli(&[
        "run",
        &src,
        "--backend=cpu",
        "--entry",
        "axpy",
        "1",
        "2",
        "x",
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("'x' is not a valid f32 value"), "{err}");
    let (code, _, err) = cli(&[
        "run",
        &src,
        "--backend=cpu",
        "--entry",
        "axpy",
        "1",
        "2",
        "3",
        "4",
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("too many arguments"), "{err}");
}

#[test]
fn missing_entry_and_bad_file_are_errors() {
    let d = tmpdir("entry");
    let src = write(&d, "s.mlir", SCALARS);
    let (code, _, err) = cli(&["run", &src, "--backend=cpu"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("no entry function @main (functions: @axpy, @count)"),
        "{err}"
    );
    let bad = write(
        &d,
        "bad.mlir",
        "func.func @main() {\n  %x = arith.addi\n}\n",
    );
    let (code, _, err) = cli(&["run", &bad, "--backend=cpu"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("bad.mlir:2:18: error: expected SSA operand"),
        "{err}"
    );
    let (code, _, err) = cli(&["run", &src, "--backend=tpu"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown backend 'tpu'"), "{err}");
}

#[test]
fn explicit_backend_without_adapter_fails_clearly() {
    // No Metal/D3D12 on Linux CI machines. (Not a GPU skip: on a Mac the Metal adapter
    // exists and this error cannot be provoked.)
    if !enumerate_adapters(BackendChoice::Metal).is_empty() {
        tessera_host::gpu::report_skip("SKIPPED: a Metal adapter exists");
        return;
    }
    let d = tmpdir("metal");
    let src = write(&d, "s.mlir", SCALARS);
    let (code, _, err) = cli(&[
        "run",
        &src,
        "--backend",
        "metal",
        "--entry",
        "axpy",
        "1",
        "2",
        "3",
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("cannot open a GPU for backend metal"), "{err}");
    // With other adapters the message names them; with none, how to get one.
    let others = enumerate_adapters(BackendChoice::All);
    match others.first() {
        Some(a) => assert!(
            err.contains("the adapters that exist are: ") && err.contains(&a.short()),
            "{err}"
        ),
        None => assert!(err.contains("mesa-vulkan-drivers"), "{err}"),
    }
}

#[test]
fn unknown_adapter_name_lists_the_adapters() {
    let d = tmpdir("adapter");
    let src = write(&d, "s.mlir", SCALARS);
    let (code, _, err) = cli(&[
        "run",
        &src,
        "--adapter",
        "no-such-adapter",
        "--entry",
        "axpy",
        "1",
        "2",
        "3",
    ]);
    assert_eq!(code, 1);
    assert!(
        err.contains("no GPU adapter named like \"no-such-adapter\" (available: "),
        "{err}"
    );
}

/// `tessera run ARGS` in a child process that sees no Vulkan ICD and no EGL vendor, with
/// `TESSERA_REQUIRE_GPU` set to `require` (or unset).
fn run_without_drivers(args: &[&str], require: Option<&str>) -> std::process::Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tessera"));
    cmd.args(args)
        .env("VK_ICD_FILENAMES", "/nonexistent.json")
        .env("VK_DRIVER_FILES", "/nonexistent.json")
        .env("__EGL_VENDOR_LIBRARY_FILENAMES", "/nonexistent.json")
        .env_remove("TESSERA_REQUIRE_GPU");
    if let Some(v) = require {
        cmd.env("TESSERA_REQUIRE_GPU", v);
    }
    cmd.output().unwrap()
}

#[test]
fn no_cpu_fallback_when_a_gpu_is_required_or_a_shader_path_named() {
    let d = tmpdir("nofallback");
    let src = write(&d, "s.mlir", SCALARS);
    let out = run_without_drivers(&["run", &src, "--entry", "axpy", "2", "3", "4"], Some("1"));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(out.stdout.is_empty());
    assert!(
        stderr.contains("no GPU adapter found") && stderr.contains("TESSERA_REQUIRE_GPU=1"),
        "{stderr}"
    );
    let out = run_without_drivers(
        &[
            "run",
            &src,
            "--shader-path",
            "spirv",
            "--entry",
            "axpy",
            "2",
            "3",
            "4",
        ],
        None,
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("shader path spirv needs one"), "{stderr}");
    // `--backend cpu` is what a GPU-less run asks for explicitly, and it still works.
    let out = run_without_drivers(
        &[
            "run",
            &src,
            "--backend",
            "cpu",
            "--entry",
            "axpy",
            "2",
            "3",
            "4",
        ],
        Some("1"),
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "10\n");
}

#[test]
fn cpu_fallback_note_without_drivers() {
    let d = tmpdir("fallback");
    let src = write(&d, "s.mlir", SCALARS);
    let out = run_without_drivers(&["run", &src, "--entry", "axpy", "2", "3", "4"], None);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "10\n");
    assert!(
        stderr.contains("no GPU adapter found")
            && stderr.contains("running on the CPU interpreter"),
        "{stderr}"
    );
    assert!(
        stderr.contains("apt-get install mesa-vulkan-drivers"),
        "{stderr}"
    );
}

#[test]
fn time_reports_kernels() {
    if !have_gpu() {
        tessera_host::gpu::report_skip(
            "SKIPPED: no GPU adapter (install mesa-vulkan-drivers for lavapipe)",
        );
        return;
    }
    let d = tmpdir("time");
    let src = write(&d, "mm.mlir", common::MATMUL_STATIC);
    let (code, _, err) = cli(&["run", &src, "--time"]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("tessera run: timing on"), "{err}");
    assert!(err.contains("@kernels::@matmul"), "{err}");
    assert!(err.contains("host overhead"), "{err}");
    let (code, _, err) = cli(&["run", &src, "--time", "--backend=cpu"]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("kernels ran on the CPU"), "{err}");
}

#[test]
fn translate_bundles_and_binaries() {
    let d = tmpdir("translate");
    let src = write(&d, "mm.mlir", MATMUL_DYNAMIC);
    let (code, out, err) = cli(&["translate", &src, "--to", "wgsl"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("// ---- kernel @kernels::@matmul\n"),
        "{out}"
    );
    assert!(out.contains("@compute @workgroup_size(8, 8, 1)"), "{out}");
    let (code, out, err) = cli(&["translate", &src, "--to=spirv-asm"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("; ---- kernel @kernels::@matmul\n"),
        "{out}"
    );
    assert!(out.contains("OpEntryPoint GLCompute"), "{out}");
    for fmt in ["msl", "hlsl", "glsl"] {
        let (code, out, err) = cli(&["translate", &src, "--to", fmt]);
        assert_eq!(code, 0, "{fmt}: {err}");
        assert!(out.contains("matmul"), "{fmt}: {out}");
    }
    // A malformed command line (binary output needs -o): exit 2, as docs/CLI.md says.
    let (code, _, err) = cli(&["translate", &src, "--to", "spirv"]);
    assert_eq!(code, 2);
    assert!(err.contains("give -o OUT"), "{err}");
    let spv = d.join("k.spv");
    let (code, _, err) = cli(&[
        "translate",
        &src,
        "--to",
        "spirv",
        "-o",
        &spv.to_string_lossy(),
    ]);
    assert_eq!(code, 0, "{err}");
    let bytes = std::fs::read(&spv).unwrap();
    assert_eq!(&bytes[..4], &0x0723_0203u32.to_le_bytes());
    let none = write(&d, "none.mlir", "func.func @main() {\n  return\n}\n");
    let (code, _, err) = cli(&["translate", &none, "--to", "wgsl"]);
    assert_eq!(code, 1);
    assert!(err.contains("no gpu.func kernels"), "{err}");
}

#[test]
fn devices_lists_adapters() {
    let (code, out, err) = cli(&["devices", "--backend", "vulkan"]);
    if !have_gpu() {
        assert_eq!(code, 1);
        assert!(err.contains("no GPU adapter"), "{err}");
        return;
    }
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("[0] "), "{out}");
    assert!(out.contains("backend: Vulkan"), "{out}");
    assert!(out.contains("max_storage_buffer_binding_size"), "{out}");
    assert!(out.contains("tessera features:"), "{out}");
}

/// `tessera run ARGS` in a child process that sees no Vulkan ICD but Mesa's GL driver.
fn run_with_gl_only(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_tessera"))
        .args(args)
        .env("VK_ICD_FILENAMES", "/nonexistent.json")
        .env("VK_DRIVER_FILES", "/nonexistent.json")
        .env_remove("TESSERA_REQUIRE_GPU")
        .output()
        .unwrap()
}

/// The issue's scenario: on a machine whose Vulkan driver is missing but whose GL driver
/// is present, `auto` picks GL (a backend the validation suite covers), and the matmul it
/// prints is the CPU interpreter's, with no note about unvalidated backends.
#[test]
fn auto_on_a_gl_only_machine_matches_the_cpu() {
    if enumerate_adapters(BackendChoice::Gl).is_empty() {
        assert!(
            !tessera_host::gpu::gpu_required(),
            "TESSERA_REQUIRE_GPU=1 but there is no GL adapter"
        );
        tessera_host::gpu::report_skip("SKIPPED: no GL adapter (install libegl1 libgl1-mesa-dri)");
        return;
    }
    // The library's matmul, which prints its result.
    let src = concat!(env!("CARGO_MANIFEST_DIR"), "/../kernels/matmul.mlir");
    let gl = run_with_gl_only(&["run", src, "-v"]);
    let gl_err = String::from_utf8_lossy(&gl.stderr);
    assert_eq!(gl.status.code(), Some(0), "{gl_err}");
    assert!(gl_err.contains("(Gl), shader path spirv"), "{gl_err}");
    assert!(!gl_err.contains("validation suite does not"), "{gl_err}");
    let cpu = run_with_gl_only(&["run", src, "--backend", "cpu"]);
    assert_eq!(cpu.status.code(), Some(0));
    assert!(!cpu.stdout.is_empty());
    assert_eq!(
        String::from_utf8_lossy(&gl.stdout),
        String::from_utf8_lossy(&cpu.stdout)
    );
}

#[test]
fn backend_all_is_only_for_validate_and_devices() {
    let (code, _, err) = cli(&["run", "-", "--backend", "all"]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("backend 'all' is for `tessera validate`"),
        "{err}"
    );
    let (code, _, err) = cli(&[
        "validate",
        "x.mlir",
        "--backend",
        "all",
        "--adapter",
        "llvm",
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--adapter picks one adapter"), "{err}");
}
