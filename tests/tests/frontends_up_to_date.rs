//! The frontend filetests are upstream's output, up to date (issue 22): each
//! `tests/filetests/frontends/<frontend>_<name>.mlir` is what `iree-opt`'s pipeline for
//! `<frontend>` (torch-mlir's `torch-backend-to-linalg-on-tensors-backend-pipeline`, the TOSA
//! and StableHLO input pipelines) makes of `tests/frontends/<frontend>/<name>.mlir`, under
//! the header `tests/frontends/regen.sh` writes. This test reruns each pipeline, as
//! `regen.sh` names it, and fails when an output differs from the checked-in one, when a
//! source has no output or an output no source, or when the header's command is not the
//! script's. Without `iree-opt` it skips with a message, unless `TESSERA_REQUIRE_IREE=1`;
//! `TESSERA_IREE_OPT` names the binary.

use std::path::{Path, PathBuf};
use std::process::Command;
use tessera_tests::{iree_opt_or_skip, repo_root};

/// The `.mlir` files directly in `dir`, in name order.
fn mlir_in(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    v.retain(|p| p.extension().is_some_and(|e| e == "mlir"));
    v.sort();
    v
}

/// The pipeline of each frontend, read from `regen.sh`'s `pipeline` function (lines
/// `    torch) echo "ARGS" ;;`).
fn pipelines(script: &str) -> Vec<(String, String)> {
    script
        .lines()
        .filter_map(|l| {
            let (fe, rest) = l.trim().split_once(") echo \"")?;
            let (args, _) = rest.split_once('"')?;
            fe.chars()
                .all(|c| c.is_ascii_alphanumeric())
                .then(|| (fe.to_string(), args.to_string()))
        })
        .collect()
}

#[test]
fn frontend_outputs_are_up_to_date() {
    let Some(iree) = iree_opt_or_skip("frontend_outputs_are_up_to_date") else {
        return;
    };
    let root = repo_root();
    let script = std::fs::read_to_string(root.join("tests/frontends/regen.sh"))
        .expect("tests/frontends/regen.sh");
    let pipes = pipelines(&script);
    assert_eq!(pipes.len(), 3, "regen.sh's pipelines: {pipes:?}");
    let out_dir = root.join("tests/filetests/frontends");
    let mut expected_outputs = Vec::new();
    let mut problems = Vec::new();
    for (fe, args) in &pipes {
        for src in mlir_in(&root.join("tests/frontends").join(fe)) {
            let name = src.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
            let rel_src = format!("tests/frontends/{fe}/{name}.mlir");
            let out_name = format!("{fe}_{name}.mlir");
            expected_outputs.push(out_name.clone());
            let Ok(checked_in) = std::fs::read_to_string(out_dir.join(&out_name)) else {
                problems.push(format!(
                    "{rel_src}: no tests/filetests/frontends/{out_name}"
                ));
                continue;
            };
            let command = format!("// COMMAND: iree-opt '{args}' {rel_src}");
            if !checked_in.lines().any(|l| l == command) {
                problems.push(format!("{out_name}: its header does not say `{command}`"));
            }
            // The header is the comment lines up to the first empty line.
            let body = checked_in
                .split_once("\n\n")
                .map(|(_, b)| b)
                .unwrap_or_default();
            let out = Command::new(&iree)
                .arg(args)
                .arg(&rel_src)
                .current_dir(&root)
                .output()
                .unwrap_or_else(|e| panic!("cannot run {}: {e}", iree.display()));
            if !out.status.success() {
                let err = String::from_utf8_lossy(&out.stderr);
                problems.push(format!(
                    "{rel_src}: iree-opt {args} failed:\n{}",
                    err.lines().take(4).collect::<Vec<_>>().join("\n")
                ));
                continue;
            }
            let fresh = String::from_utf8_lossy(&out.stdout);
            if fresh.trim_end() != body.trim_end() {
                let first = fresh
                    .lines()
                    .zip(body.lines())
                    .position(|(a, b)| a != b)
                    .unwrap_or(fresh.lines().count().min(body.lines().count()));
                problems.push(format!(
                    "{out_name} differs from iree-opt's output (first at body line {}):\n  \
                     checked in: {}\n  iree-opt:   {}",
                    first + 1,
                    body.lines().nth(first).unwrap_or("<end>"),
                    fresh.lines().nth(first).unwrap_or("<end>")
                ));
            }
        }
    }
    for out in mlir_in(&out_dir) {
        let name = out.file_name().and_then(|s| s.to_str()).unwrap_or_default();
        if !expected_outputs.iter().any(|e| e == name) {
            problems.push(format!("tests/filetests/frontends/{name}: no source"));
        }
    }
    eprintln!(
        "frontend outputs checked against {}: {}",
        iree.display(),
        expected_outputs.len()
    );
    assert!(
        problems.is_empty(),
        "{} frontend outputs are stale (rerun tests/frontends/regen.sh):\n{}",
        problems.len(),
        problems.join("\n")
    );
    assert!(expected_outputs.len() >= 20, "{expected_outputs:?}");
}
