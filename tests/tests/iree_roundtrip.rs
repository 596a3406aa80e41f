//! Every `.mlir` file of the repository through upstream MLIR and back (issue 19): Tessera
//! prints the module, `iree-opt` (recent upstream MLIR, `pip install iree-base-compiler`)
//! parses, verifies and prints it, and Tessera reads that back to the same module. Both
//! forms: Tessera's custom form through `iree-opt`, and Tessera's generic form through
//! `iree-opt --mlir-print-op-generic`; either way the result, printed by Tessera in custom
//! form, must equal Tessera's own print of the file.
//!
//! Chunks that carry `expected-error` (invalid on purpose) are not round-tripped, as in
//! `roundtrip.rs`. A file that does not round-trip must be listed in [`KNOWN`] with the
//! reason; a listed file that starts to round-trip fails the test too, so the list stays
//! true. Without `iree-opt` the test skips with a message, unless `TESSERA_REQUIRE_IREE=1`
//! (which `.ci/run` sets after installing it). `TESSERA_IREE_OPT` names the binary.
//!
//! A second test runs the `--verify-diagnostics` filetests of `tests/filetests/verify/`
//! through `iree-opt --verify-diagnostics`: their expected errors and notes must be
//! upstream's, except in the files listed in [`DIAGNOSTICS_KNOWN`] (kept true the same way).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use tessera_lowering::driver::split_chunks;
use tessera_lowering::ir::Context;
use tessera_lowering::parser::{parse_source, ParseOptions};
use tessera_lowering::printer::{print_module, PrintOptions};

use tessera_tests::IREE_ROUNDTRIP_KNOWN as KNOWN;

/// Whether chunk `i` of `rel` (or the whole file) is listed in [`KNOWN`].
fn known(key: &str) -> bool {
    KNOWN.iter().any(|(k, _)| *k == key)
}

use tessera_tests::iree_opt_or_skip;

/// `iree-opt ARGS -` with `input` on its standard input.
fn iree_output(iree: &Path, args: &[&str], input: &str) -> Result<Output, String> {
    let mut child = Command::new(iree)
        .args(args)
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", iree.display()))?;
    if let Some(mut stdin) = child.stdin.take() {
        stdin
            .write_all(input.as_bytes())
            .map_err(|e| format!("writing to iree-opt: {e}"))?;
    }
    child
        .wait_with_output()
        .map_err(|e| format!("iree-opt: {e}"))
}

/// `iree-opt ARGS` on `input`; its output, or its error text.
fn run_iree(iree: &Path, args: &[&str], input: &str) -> Result<String, String> {
    let out = iree_output(iree, args, input)?;
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        let first = err.lines().take(3).collect::<Vec<_>>().join("\n");
        return Err(format!("iree-opt refused it:\n{first}"));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

fn print(text: &str, file: &str, allow: bool, generic: bool) -> Result<String, String> {
    let mut ctx = Context::new();
    let opts = ParseOptions {
        allow_unregistered: allow,
    };
    let m = parse_source(&mut ctx, text, file, &opts).map_err(|e| format!("Tessera: {e}"))?;
    tessera_lowering::verify::verify(&ctx, &m).map_err(|e| format!("Tessera: {e}"))?;
    Ok(print_module(
        &ctx,
        &m,
        &PrintOptions {
            generic,
            debug_info: false,
        },
    ))
}

/// Runs every text of `inputs` through one `iree-opt --split-input-file ARGS` (starting
/// the binary once per chunk costs minutes); a chunk it refuses is run alone for its
/// message.
fn run_iree_batch(iree: &Path, args: &[&str], inputs: &[String]) -> Vec<Result<String, String>> {
    let sep = "\n// -----\n";
    let joined = inputs.join(sep);
    let mut all = vec!["--split-input-file"];
    all.extend_from_slice(args);
    // A refused chunk makes the exit status non-zero but leaves an empty part.
    let text = iree_output(iree, &all, &joined)
        .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
        .unwrap_or_default();
    let parts: Vec<&str> = text.split("// -----\n").collect();
    inputs
        .iter()
        .enumerate()
        .map(|(i, input)| match parts.get(i) {
            Some(p) if p.contains("module") && parts.len() == inputs.len() => Ok(p.to_string()),
            _ => run_iree(iree, args, input),
        })
        .collect()
}

/// One chunk, read back from iree-opt's output of its custom and generic print.
fn compare(
    ours: &str,
    theirs: Result<String, String>,
    file: &str,
    allow: bool,
    form: &str,
) -> Result<(), String> {
    let theirs = theirs?;
    let back =
        print(&theirs, file, allow, false).map_err(|e| format!("reading back {form}: {e}"))?;
    if back != ours {
        return Err(format!(
            "{form} form differs after iree-opt:\n--- Tessera\n{ours}\n--- through iree-opt\n{back}"
        ));
    }
    Ok(())
}

#[test]
fn every_mlir_file_round_trips_through_upstream() {
    let Some(iree) = iree_opt_or_skip("every_mlir_file_round_trips_through_upstream") else {
        return;
    };
    let root = tessera_tests::repo_root();
    let files = tessera_tests::mlir_files(&root);
    let mut work = Vec::new();
    for f in &files {
        let Ok(text) = std::fs::read_to_string(f) else {
            continue;
        };
        let rel = f
            .strip_prefix(&root)
            .unwrap_or(f)
            .to_string_lossy()
            .replace('\\', "/");
        let allow = text.contains("allow-unregistered-dialect");
        let chunks = if text.contains("split-input-file") {
            split_chunks(&text)
        } else {
            vec![text.clone()]
        };
        for (i, chunk) in chunks.into_iter().enumerate() {
            if chunk.contains("expected-error") || chunk.contains("NOROUNDTRIP") {
                continue;
            }
            work.push((rel.clone(), i, chunk, allow));
        }
    }
    // Tessera's prints of each chunk; a chunk Tessera itself refuses fails here.
    let mut results: Vec<(String, usize, Result<(), String>)> = Vec::new();
    let mut batch = Vec::new();
    for (rel, i, chunk, allow) in &work {
        match (
            print(chunk, rel, *allow, false),
            print(chunk, rel, *allow, true),
        ) {
            (Ok(c), Ok(g)) => batch.push((rel, *i, *allow, c, g)),
            (Err(e), _) | (_, Err(e)) => results.push((rel.clone(), *i, Err(e))),
        }
    }
    // Unregistered ops only where a file asks for them, as its RUN lines do.
    for allow in [false, true] {
        let group: Vec<_> = batch.iter().filter(|b| b.2 == allow).collect();
        let base: &[&str] = if allow {
            &["--allow-unregistered-dialect"]
        } else {
            &[]
        };
        let customs: Vec<String> = group.iter().map(|b| b.3.clone()).collect();
        let generics: Vec<String> = group.iter().map(|b| b.4.clone()).collect();
        let from_custom = run_iree_batch(&iree, base, &customs);
        let mut gargs = base.to_vec();
        gargs.push("--mlir-print-op-generic");
        let from_generic = run_iree_batch(&iree, &gargs, &generics);
        for ((b, c), g) in group.iter().zip(from_custom).zip(from_generic) {
            let (rel, i, allow, ours, _) = b;
            let r = compare(ours, c, rel, *allow, "custom")
                .and_then(|()| compare(ours, g, rel, *allow, "generic"));
            results.push(((*rel).clone(), *i, r));
        }
    }
    let mut failed_files: Vec<&str> = Vec::new();
    let mut unexpected = Vec::new();
    let mut passed = 0;
    let mut failed_keys: Vec<String> = Vec::new();
    for (rel, i, r) in &results {
        match r {
            Ok(()) => passed += 1,
            Err(e) => {
                let chunk_key = format!("{rel}#{i}");
                if !failed_files.contains(&rel.as_str()) {
                    failed_files.push(rel);
                }
                if !known(rel) && !known(&chunk_key) {
                    unexpected.push(format!("{rel} (chunk {i}): {e}"));
                }
                failed_keys.push(chunk_key);
            }
        }
    }
    let stale: Vec<&str> = KNOWN
        .iter()
        .filter(|(k, _)| !failed_files.contains(k) && !failed_keys.iter().any(|f| f == k))
        .map(|(k, _)| *k)
        .collect();
    eprintln!(
        "iree-opt round trip: {passed} of {} chunks both ways; {} listed as known ({})",
        results.len(),
        KNOWN.len(),
        iree.display()
    );
    assert!(
        unexpected.is_empty(),
        "{} chunks do not round-trip through iree-opt:\n\n{}",
        unexpected.len(),
        unexpected.join("\n\n")
    );
    assert!(
        stale.is_empty(),
        "listed in KNOWN but round-trip now (remove them): {stale:?}"
    );
}

/// The `--verify-diagnostics` filetests of `tests/filetests/verify/` whose diagnostics are
/// not yet upstream's, with the reason; every other one must pass `iree-opt
/// --verify-diagnostics` unchanged (same messages, notes and locations as current
/// upstream).
const DIAGNOSTICS_KNOWN: &[(&str, &str)] = &[
    (
        "bounds.mlir",
        "checks Tessera's own bounds attributes, which upstream does not verify",
    ),
    (
        "parse-errors.mlir",
        "upstream adds notes Tessera does not (previously defined here, prior use here, \
         previously referenced here, the tool's list of dialects), and a value used inside an \
         isolated region from outside is refused by Tessera's parser ('use of undeclared SSA \
         value name') but by upstream's verifier ('using value defined outside the region')",
    ),
    ("scf.mlir", "17 scf verifier messages differ"),
    (
        "tessera_attrs.mlir",
        "checks Tessera's own tessera.* attributes",
    ),
];

#[test]
fn verify_filetests_give_upstream_diagnostics() {
    let Some(iree) = iree_opt_or_skip("verify_filetests_give_upstream_diagnostics") else {
        return;
    };
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("filetests/verify");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    files.sort();
    let (mut passing, mut failing, mut stale) = (Vec::new(), Vec::new(), Vec::new());
    for f in &files {
        let Ok(text) = std::fs::read_to_string(f) else {
            continue;
        };
        let run: String = text
            .lines()
            .filter(|l| l.trim_start().starts_with("// RUN:"))
            .collect();
        if !run.contains("--verify-diagnostics") {
            continue;
        }
        let name = f
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
            .to_string();
        let mut cmd = Command::new(&iree);
        if run.contains("--allow-unregistered-dialect") {
            cmd.arg("--allow-unregistered-dialect");
        }
        if run.contains("--split-input-file") {
            cmd.arg("--split-input-file");
        }
        let out = cmd
            .arg("--verify-diagnostics")
            .arg(f)
            .stdout(Stdio::null())
            .output()
            .unwrap_or_else(|e| panic!("cannot run {}: {e}", iree.display()));
        let listed = DIAGNOSTICS_KNOWN.iter().any(|(k, _)| *k == name);
        match (out.status.success(), listed) {
            (true, false) => passing.push(name),
            (true, true) => stale.push(name),
            (false, false) => {
                let err = String::from_utf8_lossy(&out.stderr);
                failing.push(format!(
                    "{name}:\n{}",
                    err.lines().take(6).collect::<Vec<_>>().join("\n")
                ));
            }
            (false, true) => {}
        }
    }
    eprintln!(
        "verify filetests with upstream's diagnostics: {} ({}), {} listed as differing",
        passing.len(),
        passing.join(", "),
        DIAGNOSTICS_KNOWN.len()
    );
    assert!(
        failing.is_empty(),
        "iree-opt --verify-diagnostics rejects (give upstream's messages, or list the file in DIAGNOSTICS_KNOWN with the reason):\n{}",
        failing.join("\n\n")
    );
    assert!(
        stale.is_empty(),
        "listed in DIAGNOSTICS_KNOWN but iree-opt accepts them now (remove them): {stale:?}"
    );
    assert!(passing.len() >= 9, "{passing:?}");
}
