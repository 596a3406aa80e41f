//! Runs every `.mlir` filetest (files with `// RUN:` lines) under `tests/filetests/` and the
//! other test-data folders, in the upstream lit format. The `tessera` tool runs in-process
//! through `tessera_host::cli::run_cli`; `FileCheck` is `tessera_tests::filecheck`.

use std::path::{Path, PathBuf};
use tessera_tests::lit::{discover, run_file, ToolRunner};

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

#[test]
fn filetests() {
    let root = workspace_root();
    let mut files = Vec::new();
    for dir in ["tests/filetests", "kernels"] {
        files.extend(discover(&root.join(dir)));
    }
    assert!(!files.is_empty(), "no filetests found");
    let mut failures = Vec::new();
    for f in &files {
        if let Err(e) = run_file(f, &InProcess) {
            failures.push(format!("FAIL: {}\n{}", f.display(), e));
        }
    }
    eprintln!(
        "filetests: {} passed, {} failed",
        files.len() - failures.len(),
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
