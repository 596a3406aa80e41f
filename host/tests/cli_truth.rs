//! The command line does what its help and docs say (the mismatches of the issue "The CLI
//! and the docs tell the truth", one test each).

mod common;

use common::cli;

use tessera_host::gpu::{enumerate_adapters, BackendChoice};

#[test]
fn shader_path_default_is_passthrough_where_allowed() {
    for cmd in ["run", "bench"] {
        let (code, out, _) = cli(&[cmd, "--help"]);
        assert_eq!(code, 0);
        let at = out.find("--shader-path P").expect("--shader-path in help");
        let entry: String = out[at..].lines().take(3).collect::<Vec<_>>().join(" ");
        assert!(
            entry.contains("(default: passthrough where the device allows it, else spirv)"),
            "{cmd}: {entry}"
        );
        assert!(!out.contains("spirv (default)"), "{cmd}: {out}");
    }
}

#[test]
fn passes_are_discoverable() {
    let (code, out, _) = cli(&["opt", "--list-passes"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("--affine-loop-tile: Tile affine loop nests"),
        "{out}"
    );
    assert!(
        out.lines()
            .any(|l| l.contains("tile-sizes=int,...") && l.contains("(default: none)")),
        "{out}"
    );
    let (code, out, _) = cli(&["opt", "--help-pass", "tessera-bounds-check"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("report=bool") && out.contains("(default: false)"),
        "{out}"
    );
    let (code, out, _) = cli(&["opt", "--help-pass", "cse"]);
    assert_eq!(code, 0);
    assert!(out.contains("(no options)"), "{out}");
    // Unknown passes and options name the nearest valid ones.
    let (code, _, err) = cli(&["opt", "--help-pass", "affine-loop-tiel"]);
    assert_eq!(code, 2);
    assert!(err.contains("did you mean 'affine-loop-tile'?"), "{err}");
    let (code, _, err) = cli(&["opt", "-", "--canonicalise"]);
    assert_eq!(code, 2);
    assert!(err.contains("did you mean '--canonicalize'?"), "{err}");
    let (code, _, err) = cli(&["opt", "-", "--affine-loop-unroll=unroll-factr=2"]);
    assert_eq!(code, 2);
    assert!(err.contains("did you mean 'unroll-factor'?"), "{err}");
    let (code, _, err) = cli(&["opt", "-", "--pass-pipeline=builtin.module(csee)"]);
    assert_eq!(code, 2);
    assert!(err.contains("did you mean 'cse'?"), "{err}");
    let (code, _, err) = cli(&["opt", "-", "--split-input-fil"]);
    assert_eq!(code, 2);
    assert!(err.contains("did you mean '--split-input-file'?"), "{err}");
}

#[test]
fn malformed_command_lines_exit_2() {
    let cases: &[(&[&str], &str)] = &[
        (&["translate", "k.mlir", "--to", "spirv"], "give -o OUT"),
        (
            &["translate", "k.mlir", "--to", "ptx"],
            "unknown format 'ptx'",
        ),
        (&["bench", "--kernel", "nosuch"], "unknown kernel 'nosuch'"),
        (
            &["bench", "--kernel", "matmul", "--size", "Q=3"],
            "no size Q",
        ),
        (
            &["bench", "--kernel", "matmul", "--runs", "0"],
            "--runs: expected an integer >= 1, got '0'",
        ),
        (
            &["bench", "--kernel", "matmul", "--compile-reps", "0"],
            "--compile-reps",
        ),
        (
            &["bench", "--kernel", "matmul", "--retune"],
            "--retune only applies with --autotune",
        ),
        (
            &["bench", "--kernel", "matmul", "--workgroup-size", "8,0"],
            "--workgroup-size",
        ),
        (
            &["run", "f.mlir", "--entyr", "main"],
            "did you mean '--entry'?",
        ),
        (&["run", "f.mlir", "--backend", "vulkn"], "--backend"),
        (&["run", "f.mlir", "--input", "x.npy"], "NAME=VALUE"),
        (&["validate", "f.mlir", "--rtol", "-1"], "--rtol"),
        (&["devices", "--backend", "cpu"], "unknown backend"),
        (&["devices", "extra"], "unexpected argument"),
    ];
    for (args, msg) in cases {
        let (code, _, err) = cli(args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains(msg), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: one line: {err}");
    }
}

#[test]
fn scalar_arguments_may_look_like_flags() {
    let dir = std::env::temp_dir().join(format!("tessera-cli-truth-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("neg.mlir");
    std::fs::write(
        &f,
        "func.func @main(%x: i32, %y: f32) -> (i32, f32) {\n  return %x, %y : i32, f32\n}\n",
    )
    .unwrap();
    let f = f.to_string_lossy().to_string();
    let (code, out, err) = cli(&["run", &f, "--backend", "cpu", "-3", "-1.5"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "-3\n-1.5\n");
    let (code, out, err) = cli(&["run", &f, "--backend=cpu", "--", "-3", "-2"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "-3\n-2\n");
}

#[test]
fn bench_file_mode_leaves_out_a_driver_main() {
    use tessera_host::bench::compile::default_selection;
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let matmul = std::fs::read_to_string(root.join("kernels/matmul.mlir")).unwrap();
    assert_eq!(
        default_selection(&matmul, "matmul.mlir"),
        Some(vec!["matmul".to_string()])
    );
    // A file whose only function is @main benches it; one without @main benches all.
    let lone = "func.func @main(%a: memref<4xf32>) {\n  return\n}\n";
    assert_eq!(default_selection(lone, "lone.mlir"), None);
    let add =
        std::fs::read_to_string(root.join("host/benches/inputs/elementwise_add.mlir")).unwrap();
    assert_eq!(default_selection(&add, "add.mlir"), None);
}

#[test]
fn devices_shows_passthrough_only_where_run_takes_it() {
    let (code, out, _) = cli(&["devices"]);
    if code != 0 {
        eprintln!("SKIPPED: no adapter");
        return;
    }
    for block in out.split("\n[") {
        let vulkan = block.contains("backend: Vulkan");
        let features = block
            .lines()
            .find(|l| l.trim_start().starts_with("tessera features:"))
            .unwrap_or_default();
        if !vulkan {
            assert!(!features.contains("passthrough"), "{block}");
        }
    }
}

#[test]
fn explicit_backend_without_adapter_names_the_others() {
    if !enumerate_adapters(BackendChoice::Metal).is_empty() {
        eprintln!("SKIPPED: a Metal adapter exists");
        return;
    }
    let others = enumerate_adapters(BackendChoice::All);
    let (code, _, err) = cli(&["devices", "--backend", "metal"]);
    assert_eq!(code, 1);
    let (rcode, _, rerr) = cli(&["run", "-", "--backend", "metal"]);
    assert_eq!(rcode, 1, "{rerr}");
    match others.first() {
        Some(a) => {
            for e in [&err, &rerr] {
                assert!(!e.contains("no adapters at all"), "{e}");
                assert!(e.contains(&a.short()), "{e}");
            }
        }
        None => assert!(err.contains("mesa-vulkan-drivers"), "{err}"),
    }
}
