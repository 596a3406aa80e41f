//! Workspace-level test support for Tessera.
//!
//! * [`filecheck`] is an in-process reimplementation of LLVM's `FileCheck`
//!   (prefixes, `CHECK-NEXT`/`-SAME`/`-LABEL`/`-DAG`/`-NOT`/`-COUNT`/`-EMPTY`,
//!   regex blocks and pattern variables).
//! * [`lit`] runs `.mlir` filetests written in the upstream lit format: it
//!   collects the `// RUN:` lines, performs the `%s`/`%S`/`%t` substitutions,
//!   and executes each line as a shell-like pipeline whose `FileCheck` stages
//!   run in-process and whose other tools run through a
//!   [`lit::ToolRunner`].
//! * [`progen`] generates random, verified host programs for differential fuzzing of
//!   the GPU paths (`tests/tests/fuzz_gpu.rs`).

pub mod filecheck;
pub mod lit;
pub mod progen;

/// The repository's root directory (the parent of this crate's).
pub fn repo_root() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(std::path::Path::to_path_buf)
        .unwrap_or_default()
}

/// Every `.mlir` file under `dir` (recursively, in name order), skipping `target` and hidden
/// directories: the repository's MLIR for the round-trip tests.
pub fn mlir_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else {
            continue;
        };
        let mut entries: Vec<std::path::PathBuf> =
            rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
        entries.sort();
        for p in entries.into_iter().rev() {
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if p.is_dir() {
                if name != "target" && !name.starts_with('.') {
                    stack.push(p);
                }
            } else if name.ends_with(".mlir") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}
