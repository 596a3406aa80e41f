//! Runs every `.mlir` filetest (files with `// RUN:` lines) under `tests/filetests/` and the
//! other test-data folders, in the upstream lit format. The `tessera` tool runs in-process
//! through `tessera_host::cli::run_cli`; `FileCheck` is `tessera_tests::filecheck`.

use std::path::{Path, PathBuf};
use tessera_tests::lit::{discover, run_files, Features, Summary, ToolRunner};

struct InProcess;

impl ToolRunner for InProcess {
    fn run(
        &self,
        tool: &str,
        args: &[String],
        stdin: &[u8],
    ) -> std::io::Result<(i32, Vec<u8>, Vec<u8>)> {
        if tool != "tessera" {
            return Err(std::io::Error::new(
                std::io::ErrorKind::NotFound,
                format!("unknown tool '{tool}'"),
            ));
        }
        let mut out = Vec::new();
        let mut err = Vec::new();
        let mut input = stdin;
        let code = tessera_host::cli::run_cli(args, &mut input, &mut out, &mut err);
        Ok((code, out, err))
    }
}

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default()
}

/// The lit features of this machine: `gpu` when any adapter wgpu finds can compute,
/// `vulkan` and `gl` per backend. Under `TESSERA_REQUIRE_GPU=1`, `gpu` and the backends
/// the validation suite covers (`host/src/gpu/coverage.rs`: `vulkan`, `gl`) are mandatory:
/// a test that `REQUIRES:` them fails when they are missing instead of being skipped.
fn features() -> Features {
    use tessera_host::gpu::{enumerate_adapters, BackendChoice};
    let mut f = Features::default();
    for (name, backend) in [("vulkan", BackendChoice::Vulkan), ("gl", BackendChoice::Gl)] {
        if enumerate_adapters(backend).iter().any(|a| a.compute) {
            f.available.insert(name.to_string());
            f.available.insert("gpu".to_string());
        }
    }
    if std::env::var(tessera_host::gpu::REQUIRE_GPU_ENV).is_ok_and(|v| v == "1") {
        f.mandatory.insert("gpu".to_string());
        for (backend, _) in tessera_host::gpu::coverage::SUITE_COVERAGE {
            f.mandatory
                .insert(tessera_host::gpu::coverage::backend_cli_name(backend).to_string());
        }
    }
    f
}

#[test]
fn filetests() {
    let root = workspace_root();
    let mut files = Vec::new();
    for dir in ["tests/filetests", "kernels"] {
        files.extend(discover(&root.join(dir)));
    }
    assert!(!files.is_empty(), "no filetests found");
    let features = features();
    eprintln!(
        "filetests: features {:?}, mandatory {:?}",
        features.available, features.mandatory
    );
    let mut summary = Summary::default();
    run_files(&files, &InProcess, &features, &mut summary);
    if summary.success() {
        // Straight to stderr, so the skips show even though the test passes.
        tessera_host::gpu::report_skip(&summary.report());
    }
    assert!(summary.success(), "{}", summary.report());
}
