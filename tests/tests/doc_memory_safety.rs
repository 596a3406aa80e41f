//! The figures of `docs/MEMORY_SAFETY.md` ("Reports") against the report command it
//! documents, `tessera opt FILE --tessera-gpu-pipeline=unchecked=true
//! --tessera-bounds-check=report=true`, run in-process on every `kernels/*.mlir`: every
//! access of every library kernel is proven but `N` of SAXPY's `M`, with `N` and `M` as
//! the doc states them. No GPU needed.

use std::path::{Path, PathBuf};

use tessera_host::cli::run_cli;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default()
}

/// (proven, not proven) remarks of the documented report command on `file`.
fn report(file: &Path) -> (usize, usize) {
    let args: Vec<String> = [
        "opt",
        &file.display().to_string(),
        "--tessera-gpu-pipeline=unchecked=true",
        "--tessera-bounds-check=report=true",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = run_cli(&args, &mut std::io::empty(), &mut out, &mut err);
    let err = String::from_utf8_lossy(&err);
    assert_eq!(code, 0, "{}: {err}", file.display());
    let proven = err.matches("remark: access proven in bounds").count();
    let not = err.matches("remark: access not proven in bounds").count();
    (proven, not)
}

#[test]
fn memory_safety_figures_match_the_report() {
    let root = root();
    let doc = std::fs::read_to_string(root.join("docs/MEMORY_SAFETY.md")).expect("doc");
    let re = regex::Regex::new(r"except (\d+) of SAXPY's (\d+) accesses").expect("regex");
    let caps = re
        .captures(&doc)
        .expect("MEMORY_SAFETY.md states \"except N of SAXPY's M accesses\"");
    let (doc_not, doc_total): (usize, usize) = (
        caps[1].parse().expect("number"),
        caps[2].parse().expect("number"),
    );
    let remarks = regex::Regex::new(
        r"prints (\d+) remarks: (\d+) `access proven in\s+bounds` and (\d+) `access not proven",
    )
    .expect("regex");
    let rc = remarks
        .captures(&doc)
        .expect("MEMORY_SAFETY.md states the remarks the command prints for SAXPY");
    let num = |i: usize| -> usize { rc[i].parse().expect("number") };
    let mut files: Vec<PathBuf> = std::fs::read_dir(root.join("kernels"))
        .expect("kernels/")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    for f in &files {
        let (proven, not) = report(f);
        let name = f.file_stem().map(|s| s.to_string_lossy().into_owned());
        if name.as_deref() == Some("saxpy") {
            assert_eq!(
                (not, proven + not),
                (doc_not, doc_total),
                "the doc says {doc_not} of SAXPY's {doc_total} accesses are not proven; \
                 the report command says {not} of {}",
                proven + not
            );
            assert_eq!(
                (proven + not, proven, not),
                (num(1), num(2), num(3)),
                "the SAXPY remark counts in the doc"
            );
        } else {
            assert_eq!(not, 0, "{}: {not} accesses not proven", f.display());
            assert!(proven > 0, "{}: no remarks", f.display());
        }
    }
}
