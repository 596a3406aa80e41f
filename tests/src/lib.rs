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

/// Directories (relative to the repository root) whose `.mlir` files are not Tessera input,
/// with the reason: [`mlir_files`] skips them, and so do the other walkers of the
/// repository's MLIR (`tests/tests/fuzz_opt.rs`, `lowering/tests/transforms_robustness.rs`,
/// `tests/fuzz/seed_corpus.sh`).
pub const NOT_TESSERA_INPUT: &[(&str, &str)] = &[(
    "tests/frontends",
    "torch, TOSA and StableHLO sources: input to iree-opt's frontend pipelines \
     (tests/frontends/regen.sh), whose outputs are the filetests of \
     tests/filetests/frontends/",
)];

/// Whether directory `p` is one of [`NOT_TESSERA_INPUT`].
pub fn is_not_tessera_input(p: &std::path::Path) -> bool {
    NOT_TESSERA_INPUT.iter().any(|(d, _)| p.ends_with(d))
}

/// Every `.mlir` file under `dir` (recursively, in name order), skipping `target`, hidden
/// directories and [`NOT_TESSERA_INPUT`]: the repository's MLIR for the round-trip tests.
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
                if name != "target" && !name.starts_with('.') && !is_not_tessera_input(&p) {
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

/// Files (or `file#chunk`) that do not round-trip through current upstream yet, with the
/// reason: `tests/iree_roundtrip.rs` keeps the list true, and `tests/op_coverage.rs` counts
/// an op's syntax as upstream's only from chunks not listed here.
pub const IREE_ROUNDTRIP_KNOWN: &[(&str, &str)] = &[
    (
        "spirv/tests/data/affine_on_the_fly.mlir",
        "invalid IR on purpose (an affine.min result as an affine.store dimension): the \
         SPIR-V emitter's test of affine ops lowered on the fly; Tessera's verifier and \
         upstream's both reject it",
    ),
    (
        "tests/filetests/spec/000-builtin.mlir#9",
        "the 2019 spec's opaque<\"dialect\", \"0x..\"> elements attribute, which upstream \
         removed with no replacement spelling",
    ),
    (
        "tests/filetests/spec/002-spec-2019.mlir#7",
        "the 2019 spec's argument attributes without a dialect ({unitAttr}): current upstream \
         accepts only dialect attributes there",
    ),
    (
        "tests/filetests/spec/002-spec-2019.mlir#37",
        "the 2019 spec's quoted dialect types (!llvm<\"i32*\">, !foo<\"something<a%%123^^^>>>\">), \
         which current upstream's dialects no longer parse",
    ),
    (
        "tests/filetests/spec/003-langref-2021.mlir#6",
        "the same quoted dialect types, from the 2021 LangRef",
    ),
];

/// The `iree-opt` to use (`TESSERA_IREE_OPT`, else `iree-opt` on `PATH`), if it runs.
pub fn iree_opt() -> Option<std::path::PathBuf> {
    use std::process::{Command, Stdio};
    let c = std::path::PathBuf::from(
        std::env::var_os("TESSERA_IREE_OPT").unwrap_or_else(|| "iree-opt".into()),
    );
    Command::new(&c)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
        .then_some(c)
}

/// [`iree_opt`], or `None` after saying that `test` skips (a failure instead under
/// `TESSERA_REQUIRE_IREE=1`).
pub fn iree_opt_or_skip(test: &str) -> Option<std::path::PathBuf> {
    let found = iree_opt();
    if found.is_none() {
        let required = std::env::var("TESSERA_REQUIRE_IREE").is_ok_and(|v| v == "1");
        assert!(
            !required,
            "TESSERA_REQUIRE_IREE=1 but no iree-opt (set TESSERA_IREE_OPT or put it on PATH)"
        );
        eprintln!(
            "SKIPPED {test}: no iree-opt \
             (`pip install iree-base-compiler`, or TESSERA_IREE_OPT=/path/to/iree-opt)"
        );
    }
    found
}
