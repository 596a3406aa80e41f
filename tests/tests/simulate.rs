//! Simulated targets (`tessera validate --simulate`, `docs/TARGETS.md`): the GPU pipeline
//! planned for each named profile, run on the CPU interpreter at the profile's subgroup
//! sizes, agrees with the reference for every library kernel at the validation suite's
//! sizes; and a plan that relies on a subgroup width the device does not run is caught.
//! CPU only: no adapter is needed.

use tessera_host::validate::{
    simulated_backends, validate_source, validate_with, Backend, DeviceChoice, PathStatus,
    Simulated, ValidateOptions,
};
use tessera_kernels::{instantiate, kernel, template::join_sizes};
use tessera_lowering::gpu::target::GpuTarget;
use tessera_lowering::gpu::target_profiles::{profile, PROFILES};

/// Every (profile, subgroup size) row name `--simulate all` must produce.
fn all_rows() -> Vec<String> {
    PROFILES
        .iter()
        .flat_map(|p| {
            p.simulated_subgroup_sizes()
                .into_iter()
                .map(move |sg| format!("sim:{}(sg={sg})", p.name))
        })
        .collect()
}

fn cli(args: &[&str]) -> (i32, String, String) {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = tessera_host::cli::run_cli(&args, &mut &b""[..], &mut out, &mut err);
    (
        code,
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}

fn kernel_path(name: &str) -> String {
    format!("{}/../kernels/{name}.mlir", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn matmul_passes_under_every_simulated_target() {
    let file = kernel_path("matmul");
    let (code, out, err) = cli(&["validate", &file, "--simulate", "all", "--no-gpu"]);
    assert_eq!(code, 0, "{out}\n{err}");
    let rows = all_rows();
    // Ranges are simulated at both ends: 9 profiles (5 with a range), 14 rows.
    assert_eq!(rows.len(), 14);
    for r in &rows {
        let line = out
            .lines()
            .find(|l| l.starts_with(&format!("{r} ")))
            .unwrap_or_else(|| panic!("no row {r}:\n{out}"));
        assert!(line.contains(" ok "), "{line}");
    }
    assert!(out.contains("sim:amd(sg=32)") && out.contains("sim:amd(sg=64)"));
    // The lowered path plus one row per profile and size.
    assert!(
        out.contains(&format!("PASS ({} paths compared)", rows.len() + 1)),
        "{out}"
    );
}

#[test]
fn unknown_simulated_target_is_an_error() {
    let file = kernel_path("saxpy");
    let (code, _, err) = cli(&["validate", &file, "--simulate", "nvidia,voodoo", "--no-gpu"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("unknown target 'voodoo'"), "{err}");
    assert!(err.contains("webgpu-baseline"), "{err}");
}

/// The kernel names and extra sizes of the validation suite's `kernel_tests!` block (the
/// `const NAME: [i64; N]` arrays it names resolved), so the two cannot drift apart.
fn suite_sizes() -> Vec<(String, Vec<Vec<i64>>)> {
    let suite = include_str!("validation_suite.rs");
    let consts =
        regex::Regex::new(r"const\s+([A-Z_0-9]+)\s*:\s*\[i64;\s*\d+\]\s*=\s*\[([^\]]*)\]").unwrap();
    let nums = |s: &str| -> Vec<i64> {
        s.split(',')
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .map(|t| t.parse().unwrap_or_else(|_| panic!("not a size: {t}")))
            .collect()
    };
    let named: Vec<(String, Vec<i64>)> = consts
        .captures_iter(suite)
        .map(|c| (c[1].to_string(), nums(&c[2])))
        .collect();
    let start = suite.find("kernel_tests! {").expect("kernel_tests! block");
    let block = &suite[start
        ..suite[start..]
            .find("\n}")
            .map_or(suite.len(), |e| start + e)];
    let entry = regex::Regex::new(r#"(?m)^\s*\w+:\s*"([^"]+)",\s*\[(.*)\];\s*$"#).unwrap();
    let item = regex::Regex::new(r"\[([^\]]*)\]|([A-Z_][A-Z_0-9]*)").unwrap();
    entry
        .captures_iter(block)
        .map(|c| {
            let sizes = item
                .captures_iter(&c[2])
                .map(|i| match (i.get(1), i.get(2)) {
                    (Some(list), _) => nums(list.as_str()),
                    (_, Some(name)) => named
                        .iter()
                        .find(|(n, _)| n == name.as_str())
                        .unwrap_or_else(|| panic!("unknown size array {}", name.as_str()))
                        .1
                        .clone(),
                    _ => unreachable!("the pattern has two alternatives"),
                })
                .collect();
            (c[1].to_string(), sizes)
        })
        .collect()
}

/// Every library kernel, at its default sizes and the suite's others, under every
/// simulated target and subgroup size.
#[test]
fn every_kernel_passes_under_every_simulated_target() {
    let suite = suite_sizes();
    assert_eq!(suite.len(), tessera_kernels::KERNELS.len(), "suite parse");
    let opts = ValidateOptions {
        device: DeviceChoice::None,
        paths: Vec::new(),
        simulate: PROFILES.iter().collect(),
        // CPU paths only, by design: TESSERA_REQUIRE_GPU=1 has no GPU path to require.
        require_gpu: false,
        ..ValidateOptions::default()
    };
    let rows = all_rows();
    let start = std::time::Instant::now();
    let mut runs = 0;
    for (name, extra) in suite {
        let spec = kernel(&name).unwrap_or_else(|| panic!("no kernel {name}"));
        let mut all = vec![spec.default_sizes()];
        all.extend(extra);
        for sizes in all {
            let what = format!("{name} [{}]", join_sizes(spec, &sizes));
            let text = instantiate(spec, &sizes).unwrap_or_else(|e| panic!("{what}: {e}"));
            let mut o = opts.clone();
            if name == "matmul_f16" {
                // As in the validation suite: its sums are exact, so no reduction slack.
                o.tolerances.reduction_scale = Some(0.0);
            }
            let t = std::time::Instant::now();
            let report =
                validate_source(&text, spec.file, &o).unwrap_or_else(|e| panic!("{what}: {e}"));
            eprintln!("{what:<40} {:>6.2}s", t.elapsed().as_secs_f64());
            assert!(report.passed(), "{what}:\n{}", report.render());
            assert_eq!(
                report.compared_paths(),
                rows.len(),
                "{what}:\n{}",
                report.render()
            );
            for r in &rows {
                let p = report.paths.iter().find(|p| &p.name == r).expect("row");
                assert!(p.ran() && p.kernels > 0, "{what}: {r} made no kernels");
            }
            runs += 1;
        }
    }
    eprintln!(
        "{runs} kernel sizes x {} simulated rows in {:.1}s",
        rows.len(),
        start.elapsed().as_secs_f64()
    );
}

// ----- a plan that relies on the wrong subgroup width is caught ------------------------

const SHARED_MATMUL: &str = "matmul";

fn lavapipe_plan_at(sg: u32) -> Vec<Box<dyn Backend>> {
    // lavapipe's plan (fixed subgroups of 8: one subgroup per workgroup, rows broadcast by
    // `gpu.shuffle idx` over 8 lanes), run as if the device had subgroups of `sg`.
    let mut s = Simulated::new(profile("lavapipe").unwrap(), sg);
    s.plan = GpuTarget::lavapipe();
    vec![Box::new(s)]
}

#[test]
fn a_plan_for_the_wrong_subgroup_width_is_caught() {
    let spec = kernel(SHARED_MATMUL).unwrap();
    let text = instantiate(spec, &spec.default_sizes()).unwrap();
    let tol = Default::default();
    // Control: the plan at its own width agrees.
    let ok = validate_with(&text, spec.file, "main", &tol, lavapipe_plan_at(8)).unwrap();
    assert!(ok.passed(), "{}", ok.render());
    // Subgroups of 4 split each 8-invocation workgroup in two: lanes 4..8 of the plan's
    // broadcasts are out of range, read the poison NaN, and the result mismatches.
    let bad = validate_with(&text, spec.file, "main", &tol, lavapipe_plan_at(4)).unwrap();
    eprintln!("{}", bad.render());
    assert!(!bad.passed());
    let row = bad
        .paths
        .iter()
        .find(|p| p.name == "sim:lavapipe(sg=4)")
        .expect("row");
    assert_eq!(row.status, PathStatus::Mismatch, "{:?}", row.status);
    let c = row.comparison.as_ref().expect("compared");
    assert!(c.mismatches > 100, "only {} mismatches", c.mismatches);
    // A wider device runs the 8-invocation workgroup as one partial subgroup whose 8
    // active lanes are exactly the plan's: still correct, and the simulation says so.
    let wide = validate_with(&text, spec.file, "main", &tol, lavapipe_plan_at(32)).unwrap();
    assert!(wide.passed(), "{}", wide.render());
    // The intel profile (8..32) plans nothing that relies on a width: both ends agree.
    let own = simulated_backends(&[profile("intel").unwrap()]);
    let own: Vec<Box<dyn Backend>> = own.into_iter().map(|b| Box::new(b) as _).collect();
    assert!(validate_with(&text, spec.file, "main", &tol, own)
        .unwrap()
        .passed());
}

// ----- the plan must fit the profile's limits ----------------------------------------

/// A hand-written kernel of `threads` invocations with `shared` f32s of workgroup memory
/// (the pipeline leaves it as is: there are no affine loops to map).
fn fixed_kernel(threads: usize, shared: usize) -> String {
    format!(
        r#"module attributes {{gpu.container_module}} {{
  gpu.module @kernels {{
    gpu.func @twice(%a: memref<512xf32>, %c: memref<512xf32>)
        workgroup(%sh : memref<{shared}xf32, #gpu.address_space<workgroup>>) kernel {{
      %i = gpu.thread_id x
      %x = memref.load %a[%i] : memref<512xf32>
      %s = arith.addf %x, %x : f32
      memref.store %s, %c[%i] : memref<512xf32>
      gpu.return
    }}
  }}
  func.func @main(%a: memref<512xf32>, %c: memref<512xf32>) {{
    %one = arith.constant 1 : index
    %n = arith.constant {threads} : index
    gpu.launch_func @kernels::@twice blocks in (%one, %one, %one) threads in (%n, %one, %one)
        args(%a : memref<512xf32>, %c : memref<512xf32>)
    return
  }}
}}
"#
    )
}

fn row_error(out: &str, row: &str) -> Option<String> {
    out.lines()
        .find(|l| l.starts_with(&format!("ERROR {row}: ")))
        .map(str::to_string)
}

#[test]
fn a_plan_over_the_profile_limits_is_an_error() {
    let dir = std::env::temp_dir().join(format!("tessera-simulate-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let run = |name: &str, text: String| {
        let f = dir.join(name);
        std::fs::write(&f, text).unwrap();
        let f = f.display().to_string();
        cli(&[
            "validate",
            &f,
            "--simulate",
            "webgpu-baseline,nvidia",
            "--no-gpu",
        ])
    };
    // 512 invocations: over WebGPU's default 256, within NVIDIA's 1024.
    let (code, out, err) = run("wide.mlir", fixed_kernel(512, 4));
    assert_eq!(code, 1, "{out}\n{err}");
    let e = row_error(&out, "sim:webgpu-baseline(sg=4)").expect("webgpu row error");
    assert!(
        e.contains("workgroup size 512 in x exceeds the target's limit 256"),
        "{e}"
    );
    assert!(row_error(&out, "sim:nvidia(sg=32)").is_none(), "{out}");
    // 32 KiB of workgroup memory: over WebGPU's 16 KiB, within NVIDIA's 48 KiB.
    let (code, out, err) = run("shared.mlir", fixed_kernel(128, 8192));
    assert_eq!(code, 1, "{out}\n{err}");
    let e = row_error(&out, "sim:webgpu-baseline(sg=128)").expect("webgpu row error");
    assert!(
        e.contains("exceeds the webgpu-baseline profile's limits"),
        "{e}"
    );
    assert!(
        out.contains("max_compute_workgroup_storage_size = 16384"),
        "{out}"
    );
    assert!(row_error(&out, "sim:nvidia(sg=32)").is_none(), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn f16_kernels_are_noted_on_profiles_without_f16() {
    let file = kernel_path("matmul_f16");
    let (code, out, err) = cli(&[
        "validate",
        &file,
        "--simulate",
        "swiftshader,nvidia",
        "--no-gpu",
        "--reduction-scale",
        "0",
    ]);
    assert_eq!(code, 0, "{out}\n{err}");
    assert!(
        out.contains("note (sim:swiftshader(sg=4)): the kernels use f16, which a swiftshader device does not report"),
        "{out}"
    );
    assert!(
        !out.contains("note (sim:nvidia(sg=32)): the kernels use f16"),
        "{out}"
    );
}
