//! The validation suite in a browser: every `kernels/*.mlir` program, at its default sizes
//! and at the validation suite's other sizes (read from `tests/tests/validation_suite.rs`,
//! so the two cannot drift apart), validated on the browser path of `tessera validate
//! --browser` (kernels compiled to WGSL for a baseline WebGPU device and run by
//! Dawn/Tint in headless Chromium, see `tessera_host::validate::browser`), all in ONE
//! Chromium session.
//!
//! Every run must pass; the suite's f16 kernels (`F16_KERNELS`) must instead be reported
//! `unsupported` (the path is validated as one adapter among several, as with
//! `--backend all`) when the browser's device lacks f16 (SwiftShader does not offer
//! `shader-f16`, and the page opens a baseline device).
//!
//! Needs Chromium (Debian's `chromium`, or `TESSERA_CHROMIUM`): without it the test prints
//! a SKIPPED line, and fails under `TESSERA_REQUIRE_GPU=1`. Run with `--nocapture` to see
//! one line per (kernel, sizes) with its error and time.

use std::cell::RefCell;
use std::rc::Rc;
use std::time::Instant;

use tessera_host::gpu::{gpu_required, report_skip};
use tessera_host::validate::browser::BrowserPath;
use tessera_host::validate::{validate_with, Backend, PathStatus, Tolerances};
use tessera_host::webgpu::{find_chromium, BrowserSession};
use tessera_kernels::{instantiate, kernel, template::join_sizes};

mod common;
use common::suite::{suite_sizes, suite_str_list};

#[test]
fn every_kernel_passes_in_the_browser_at_the_suites_sizes() {
    let suite = include_str!("validation_suite.rs");
    let kernels = suite_sizes(suite).unwrap_or_else(|e| panic!("validation_suite.rs: {e}"));
    let f16 = suite_str_list(suite, "F16_KERNELS").unwrap_or_else(|e| panic!("{e}"));
    let exact = suite_str_list(suite, "EXACT_SUMS").unwrap_or_else(|e| panic!("{e}"));
    for k in tessera_kernels::KERNELS {
        assert!(
            kernels.iter().any(|(n, _)| n == k.name),
            "{} is not in the suite's kernel_tests! block",
            k.name
        );
    }
    if let Err(why) = find_chromium() {
        assert!(!gpu_required(), "TESSERA_REQUIRE_GPU=1 but {why}");
        report_skip(&format!(
            "SKIPPED: the validation suite in the browser: {why}"
        ));
        return;
    }
    let start = Instant::now();
    let session = BrowserSession::start()
        .unwrap_or_else(|e| panic!("Chromium is installed but the browser path cannot start: {e}"));
    let adapter = session.adapter_line();
    let started = start.elapsed();
    let session = Rc::new(RefCell::new(session));
    let (mut passed, mut unsupported) = (0, 0);
    for (name, extra) in &kernels {
        let spec = kernel(name).unwrap_or_else(|| panic!("no kernel {name}"));
        let mut tol = Tolerances::default();
        if exact.contains(name) {
            tol.reduction_scale = Some(0.0);
        }
        for sizes in std::iter::once(spec.default_sizes()).chain(extra.iter().cloned()) {
            let what = format!("{name} [{}]", join_sizes(spec, &sizes));
            let text = instantiate(spec, &sizes).unwrap_or_else(|e| panic!("{what}: {e}"));
            let mut path = BrowserPath::with_session(Rc::clone(&session));
            path.optional = true;
            let t = Instant::now();
            let backends: Vec<Box<dyn Backend>> = vec![Box::new(path)];
            let r = validate_with(&text, spec.file, "main", &tol, backends)
                .unwrap_or_else(|e| panic!("{what}: {e}"));
            let p = r
                .paths
                .iter()
                .find(|p| p.name.starts_with("browser"))
                .unwrap_or_else(|| panic!("{what}: no browser row\n{}", r.render()));
            assert!(r.passed(), "{what}:\n{}", r.render());
            if let PathStatus::Unsupported(why) = &p.status {
                assert!(
                    f16.contains(name) && why.contains("f16"),
                    "{what}: unsupported in the browser: {why}"
                );
                eprintln!("{what:<40} unsupported ({why})");
                unsupported += 1;
                continue;
            }
            assert!(
                p.ran() && p.is_gpu && p.launches > 0,
                "{what}: the browser path did not run kernels\n{}",
                r.render()
            );
            let c = p.comparison.as_ref().expect("a compared row");
            eprintln!(
                "{what:<40} ok  max abs {:<9.2e} max rel {:<9.2e} launches {:<4} {:.2} s",
                c.max_abs,
                c.max_rel,
                p.launches,
                t.elapsed().as_secs_f64()
            );
            passed += 1;
        }
    }
    // A kernel with more storage buffers than the page's device binds per stage (17; the
    // default limit is 10) is refused before any pipeline exists, as unsupported on that
    // device, with the limit and its value.
    let many = include_str!("../filetests/limits/storage_buffer_limit.mlir");
    let mut path = BrowserPath::with_session(Rc::clone(&session));
    path.optional = true;
    let backends: Vec<Box<dyn Backend>> = vec![Box::new(path)];
    let r = validate_with(
        many,
        "storage_buffer_limit.mlir",
        "main",
        &Tolerances::default(),
        backends,
    )
    .unwrap_or_else(|e| panic!("storage_buffer_limit.mlir: {e}"));
    let row = r.paths.iter().find(|p| p.name.starts_with("browser"));
    match row.map(|p| &p.status) {
        Some(PathStatus::Unsupported(why)) => assert!(
            why.contains("binds 17 storage buffers, over device limit max_storage_buffers_per_shader_stage = "),
            "{why}"
        ),
        _ => panic!("storage_buffer_limit.mlir: not unsupported in the browser\n{}", r.render()),
    }
    // A kernel that needs subgroup operations, which the page's baseline device lacks, is
    // unsupported there with the feature named (as on llvmpipe's GL), not an error.
    let shuffles = include_str!("../filetests/validate/gpu_shuffle_modes.mlir");
    let mut path = BrowserPath::with_session(Rc::clone(&session));
    path.optional = true;
    let backends: Vec<Box<dyn Backend>> = vec![Box::new(path)];
    let r = validate_with(
        shuffles,
        "gpu_shuffle_modes.mlir",
        "main",
        &Tolerances::default(),
        backends,
    )
    .unwrap_or_else(|e| panic!("gpu_shuffle_modes.mlir: {e}"));
    let row = r.paths.iter().find(|p| p.name.starts_with("browser"));
    match row.map(|p| &p.status) {
        Some(PathStatus::Unsupported(why)) => assert!(
            why.contains("'gpu.shuffle' needs target feature `subgroups`"),
            "{why}"
        ),
        _ => panic!(
            "gpu_shuffle_modes.mlir: not unsupported in the browser\n{}",
            r.render()
        ),
    }
    eprintln!(
        "browser suite on {adapter}: {passed} passed, {unsupported} unsupported, in {:.1} s \
         ({:.1} s to start Chromium)",
        start.elapsed().as_secs_f64(),
        started.as_secs_f64()
    );
    assert!(passed > 0);
}

#[test]
fn suite_lists_are_parsed() {
    let src = "const F16_KERNELS: [&str; 2] = [\"a\", \"b_c\"];\nconst X: [&str; 1] = [y];\n";
    assert_eq!(
        suite_str_list(src, "F16_KERNELS").unwrap(),
        vec!["a".to_string(), "b_c".to_string()]
    );
    assert!(suite_str_list(src, "X").is_err());
    assert!(suite_str_list(src, "NONE").is_err());
    // The real suite's lists exist.
    let suite = include_str!("validation_suite.rs");
    assert!(suite_str_list(suite, "F16_KERNELS").is_ok_and(|l| !l.is_empty()));
}
