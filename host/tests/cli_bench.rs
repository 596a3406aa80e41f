//! `tessera bench` through the CLI entry point: usage errors, library kernels with
//! `--json`, a file of hand-written kernels with `--plot`, the autotune cache (miss, then
//! hit) and `tessera run --autotune`. Small sizes and `--runs 2`; nothing here asserts a
//! timing.

mod common;

use common::cli;

use std::path::PathBuf;

use common::MATMUL_STATIC;
use tessera_host::bench::autotune::{tune_with_cache, Cache};
use tessera_host::bench::{BenchInput, BenchOptions};
use tessera_host::gpu::test_device;

fn tmpdir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("tessera-bench-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Fast settings: two timed runs, no warm-up, one compile, a small copy kernel.
const FAST: &[&str] = &[
    "--runs",
    "2",
    "--warmup",
    "0",
    "--compile-reps",
    "1",
    "--copy-size",
    "65536",
];

fn with_fast<'a>(args: &[&'a str]) -> Vec<&'a str> {
    let mut v = args.to_vec();
    v.extend_from_slice(FAST);
    v
}

#[test]
fn usage_errors() {
    let (code, out, _) = cli(&["bench", "--help"]);
    assert_eq!(code, 0);
    assert!(out.contains("--kernel NAME"), "{out}");
    let (code, _, err) = cli(&["bench"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("no input"), "{err}");
    let (code, _, err) = cli(&["bench", "--size", "M=4"]);
    assert_eq!(code, 2);
    assert!(err.contains("must follow a --kernel"), "{err}");
    let (code, _, err) = cli(&["bench", "--kernel", "matmul", "--runs", "x"]);
    assert_eq!(code, 2);
    assert!(err.contains("--runs"), "{err}");
    let (code, _, err) = cli(&["bench", "--kernel", "nope", "--backend", "vulkan"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("unknown kernel 'nope'") && err.contains("matmul"),
        "{err}"
    );
    let (code, _, err) = cli(&["bench", "--kernel", "matmul", "--size", "Q=3"]);
    assert_eq!(code, 2);
    assert!(err.contains("no size Q"), "{err}");
    let (code, _, err) = cli(&["bench", "--kernel", "matmul", "--backend", "cpu"]);
    assert_eq!(code, 2);
    assert!(err.contains("GPU"), "{err}");
}

#[test]
fn library_kernel_json() {
    if test_device().is_none() {
        return;
    }
    let (code, out, err) = cli(&with_fast(&[
        "bench",
        "--kernel",
        "matmul",
        "--size",
        "M=32,N=24,K=16",
        "--json",
    ]));
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}\n{out}"));
    assert!(v["adapter"].is_string());
    let peaks = &v["peaks"];
    assert!(peaks["flops_per_s"].as_f64().unwrap() > 0.0);
    assert!(peaks["bytes_per_s"].as_f64().unwrap() > 0.0);
    let r = &v["results"][0];
    assert_eq!(r["function"], "matmul");
    assert_eq!(r["flops"].as_f64().unwrap(), 2.0 * 32.0 * 24.0 * 16.0);
    // A and B read once, C read and written.
    assert_eq!(
        r["bytes"].as_f64().unwrap(),
        4.0 * (32.0 * 16.0 + 16.0 * 24.0 + 2.0 * 32.0 * 24.0)
    );
    assert!(r["median_s"].as_f64().unwrap() > 0.0);
    assert!(r["compile_s"].as_f64().unwrap() > 0.0);
    assert!(["gpu-timestamps", "wall-clock"].contains(&r["timing"].as_str().unwrap()));
    assert_eq!(r["launches"][0]["time"]["runs"], 2);
    let names: Vec<&str> = r["baselines"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["name"].as_str().unwrap())
        .collect();
    assert!(
        names.iter().any(|n| n.starts_with("naive mapping")),
        "{names:?}"
    );
    assert!(
        names.iter().any(|n| n.starts_with("naive WGSL matmul")),
        "{names:?}"
    );
    assert!(r["memcpy_fraction"].as_f64().is_some());

    // Several kernels of one file, one of them selected with --func.
    let (code, out, err) = cli(&with_fast(&[
        "bench",
        "--kernel",
        "reductions",
        "--size",
        "M=16,N=40",
        "--func",
        "row_sum",
        "--no-peaks",
        "--no-baselines",
    ]));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("@row_sum"), "{out}");
    assert!(!out.contains("@col_sum"), "{out}");
    assert!(out.contains("GB/s"), "{out}");
}

#[test]
fn file_with_plot() {
    if test_device().is_none() {
        return;
    }
    let d = tmpdir("plot");
    let src = d.join("mm.mlir");
    std::fs::write(&src, MATMUL_STATIC).unwrap();
    let svg = d.join("roofline.svg");
    let (code, out, err) = cli(&with_fast(&[
        "bench",
        src.to_str().unwrap(),
        "--plot",
        svg.to_str().unwrap(),
    ]));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("peaks:"), "{out}");
    assert!(out.contains("GFLOP/s"), "{out}");
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(text.starts_with("<svg"), "{}", &text[..text.len().min(200)]);
    assert!(text.contains("Roofline"), "no title");
    assert!(text.contains("<circle"), "no kernel point");
    assert!(text.contains("arithmetic intensity"), "no axis label");
    assert!(text.contains("<polyline"), "no roof line");
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn autotune_cache_miss_then_hit() {
    let Some(dev) = test_device() else {
        return;
    };
    let dir = tmpdir("autotune");
    let k = tessera_host::bench::library::library_kernel("matmul").unwrap();
    let input = BenchInput {
        name: "matmul".into(),
        file: "matmul.mlir".into(),
        text: k.instantiate(&[24, 40, 8]).unwrap(),
        select: Some(vec!["matmul".into()]),
    };
    let opts = BenchOptions {
        runs: 1,
        ..BenchOptions::default()
    };
    let first = tune_with_cache(&dev, &input, &opts, Some(&dir), &mut ()).unwrap();
    assert!(!first.cached);
    assert_eq!(Cache::load(&dir).entries.len(), 1);
    let second = tune_with_cache(&dev, &input, &opts, Some(&dir), &mut ()).unwrap();
    assert!(second.cached);
    assert_eq!(
        (&first.workgroup, &first.register),
        (&second.workgroup, &second.register)
    );
    // Another shape is another key.
    let other = BenchInput {
        text: k.instantiate(&[16, 16, 8]).unwrap(),
        ..input.clone()
    };
    let third = tune_with_cache(&dev, &other, &opts, Some(&dir), &mut ()).unwrap();
    assert!(!third.cached);
    assert_eq!(Cache::load(&dir).entries.len(), 2);
    // --retune ignores the cache.
    let retune = BenchOptions {
        retune: true,
        ..opts
    };
    assert!(
        !tune_with_cache(&dev, &input, &retune, Some(&dir), &mut ())
            .unwrap()
            .cached
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bench_and_run_autotune_use_the_cache() {
    if test_device().is_none() {
        return;
    }
    let dir = tmpdir("autotune-cli");
    // Only this test of this binary reads the variable.
    std::env::set_var("TESSERA_CACHE_DIR", &dir);
    let args = with_fast(&[
        "bench",
        "--kernel",
        "matmul",
        "--size",
        "M=16,N=24,K=8",
        "--autotune",
        "--no-peaks",
        "--no-baselines",
        "--json",
    ]);
    let (code, out, err) = cli(&args);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let first = v["results"][0]["autotuned"].as_str().unwrap().to_string();
    assert!(!first.contains("(cached)"), "{first}");
    assert!(dir.join("autotune.json").exists());
    let (code, out, err) = cli(&args);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let second = v["results"][0]["autotuned"].as_str().unwrap();
    assert_eq!(second, format!("{first} (cached)"));

    // `tessera run --autotune` gives the same output as the default plan.
    let src = dir.join("mm.mlir");
    let k = tessera_host::bench::library::library_kernel("matmul").unwrap();
    std::fs::write(&src, k.instantiate(&[12, 20, 8]).unwrap()).unwrap();
    let path = src.to_str().unwrap();
    let (code, plain, err) = cli(&["run", path]);
    assert_eq!(code, 0, "{err}");
    let (code, tuned, err) = cli(&["run", path, "--autotune", "-v"]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("autotuned GPU pipeline"), "{err}");
    assert_eq!(plain, tuned);
    std::env::remove_var("TESSERA_CACHE_DIR");
    let _ = std::fs::remove_dir_all(&dir);
}
