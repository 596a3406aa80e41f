//! The validation tables of `README.md` and `docs/VALIDATION.md` are generated: this test
//! validates every library kernel at the validation suite's sizes (read from
//! `tests/tests/validation_suite.rs`, so the two cannot drift apart) on every path, renders
//! the tables and fails with a diff when the text between the marker comments
//! `<!-- validation-table:begin -->` / `<!-- validation-table:end -->` (README, one row per
//! kernel) or `<!-- validation-table-by-size:begin -->` / `...:end` (VALIDATION.md, one
//! row per size) differs. `TESSERA_BLESS=1` rewrites the two blocks instead.
//!
//! Errors are printed with two significant digits (`1.8e-7`). lavapipe's results are
//! deterministic for a given Mesa/LLVM build and CPU, so the digits are compared exactly;
//! the tables describe lavapipe, and on another adapter (whose `exp`, `rsqrt` and FMA
//! contraction may legitimately differ in the last bits) the comparison is skipped with a
//! visible `SKIPPED` line. Without any adapter the test prints `SKIPPED` too, and fails
//! when `TESSERA_REQUIRE_GPU=1`.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use tessera_host::validate::{
    validate_source, DeviceChoice, PathStatus, ValidateOptions, ValidationReport,
};
use tessera_kernels::{instantiate, kernel, template::join_sizes, KernelSpec};

mod common;
use common::suite::suite_sizes;

/// The paths of the tables' columns: the report's path name and the column title.
const COLUMNS: [(&str, &str); 4] = [
    ("gpu pipeline, cpu interpreter", "pipeline on interpreter"),
    ("spirv (naga)", "SPIR-V (naga)"),
    ("spirv passthrough", "SPIR-V passthrough"),
    ("wgsl", "WGSL"),
];

const BLESS_ENV: &str = "TESSERA_BLESS";

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default()
}

/// A kernel and, per size, its row of errors.
type KernelResults<'a> = (&'a KernelSpec, Vec<(Vec<i64>, Row)>);

/// Max abs and max rel error of each column's path, or why there is none.
type Row = Vec<Result<(f64, f64), String>>;

fn row(r: &ValidationReport) -> Row {
    COLUMNS
        .iter()
        .map(|(name, _)| {
            let Some(p) = r.paths.iter().find(|p| p.name == *name) else {
                return Err("not run".into());
            };
            match (&p.status, &p.comparison) {
                (PathStatus::Skipped(_), _) => Err("skipped".into()),
                (_, Some(c)) if c.ok() => Ok((c.max_abs, c.max_rel)),
                (_, Some(_)) => Err("MISMATCH".into()),
                (_, None) => Err("error".into()),
            }
        })
        .collect()
}

/// An error with two significant digits, `0` when exact.
fn num(x: f64) -> String {
    if x == 0.0 {
        "0".into()
    } else {
        format!("{x:.1e}")
    }
}

fn cell(c: &Result<(f64, f64), String>) -> String {
    match c {
        Ok((a, r)) => format!("{} / {}", num(*a), num(*r)),
        Err(why) => why.clone(),
    }
}

/// The element-wise max of rows (an error string wins over numbers).
fn merge(rows: &[Row]) -> Row {
    (0..COLUMNS.len())
        .map(|i| {
            let mut acc = Ok((0.0f64, 0.0f64));
            for r in rows {
                acc = match (acc, &r[i]) {
                    (Err(e), _) => Err(e),
                    (_, Err(e)) => Err(e.clone()),
                    (Ok((a, b)), Ok((c, d))) => Ok((a.max(*c), b.max(*d))),
                };
            }
            acc
        })
        .collect()
}

struct Tables {
    readme: String,
    by_size: String,
}

fn header(out: &mut String, first: &[&str]) {
    let titles: Vec<&str> = first
        .iter()
        .copied()
        .chain(COLUMNS.iter().map(|c| c.1))
        .collect();
    let _ = writeln!(out, "| {} |", titles.join(" | "));
    let _ = writeln!(out, "|{}", "---|".repeat(titles.len()));
}

fn render(results: &[KernelResults<'_>]) -> Tables {
    let mut readme = String::new();
    header(&mut readme, &["kernel", "sizes tested"]);
    let mut by_size = String::new();
    header(&mut by_size, &["kernel", "sizes"]);
    let mut inexact = Vec::new();
    for (spec, runs) in results {
        let sizes: Vec<String> = runs
            .iter()
            .map(|(s, _)| s.iter().map(i64::to_string).collect::<Vec<_>>().join("×"))
            .collect();
        let rows: Vec<Row> = runs.iter().map(|(_, r)| r.clone()).collect();
        let merged = merge(&rows);
        if merged
            .iter()
            .any(|c| !matches!(c, Ok((a, r)) if *a == 0.0 && *r == 0.0))
        {
            inexact.push(format!("`{}`", spec.name));
        }
        let cells: Vec<String> = merged.iter().map(cell).collect();
        let _ = writeln!(
            readme,
            "| {} | {}: {} | {} |",
            spec.name,
            spec.params.join("×"),
            sizes.join(", "),
            cells.join(" | ")
        );
        for (s, r) in runs {
            let cells: Vec<String> = r.iter().map(cell).collect();
            let _ = writeln!(
                by_size,
                "| {} | {} | {} |",
                spec.name,
                join_sizes(spec, s),
                cells.join(" | ")
            );
        }
    }
    let _ = writeln!(
        readme,
        "\nKernels with a non-zero error on some path: {}; every other kernel matches the \
         interpreter bit for bit.",
        if inexact.is_empty() {
            "none".to_string()
        } else {
            inexact.join(", ")
        }
    );
    Tables { readme, by_size }
}

/// `text` with the block between the markers named `name` replaced by `block`.
fn replace_block(text: &str, name: &str, block: &str) -> Result<String, String> {
    let begin = format!("<!-- {name}:begin -->\n");
    let end = format!("<!-- {name}:end -->");
    let b = text
        .find(&begin)
        .ok_or_else(|| format!("no `{}` marker", begin.trim()))?
        + begin.len();
    let e = text[b..]
        .find(&end)
        .ok_or_else(|| format!("no `{end}` marker"))?
        + b;
    Ok(format!("{}{}{}", &text[..b], block, &text[e..]))
}

/// A line diff of `old` and `new` (lines only in one of them).
fn diff(old: &str, new: &str) -> String {
    let mut out = String::new();
    for l in old.lines().filter(|l| !new.lines().any(|n| n == *l)) {
        let _ = writeln!(out, "- {l}");
    }
    for l in new.lines().filter(|l| !old.lines().any(|o| o == *l)) {
        let _ = writeln!(out, "+ {l}");
    }
    out
}

#[test]
fn validation_tables_match_the_suite() {
    let root = root();
    let suite = std::fs::read_to_string(root.join("tests/tests/validation_suite.rs"))
        .expect("read validation_suite.rs");
    let kernels = suite_sizes(&suite).unwrap_or_else(|e| panic!("validation_suite.rs: {e}"));
    // The suite covers every kernel (its own test checks that); so do the tables.
    for k in tessera_kernels::KERNELS {
        assert!(
            kernels.iter().any(|(n, _)| n == k.name),
            "{} is not in the suite's kernel_tests! block",
            k.name
        );
    }
    let Some(dev) = tessera_host::gpu::test_device().map(Arc::new) else {
        return;
    };
    let adapter = dev.adapter().name.clone();
    if !adapter.contains("llvmpipe") {
        eprintln!(
            "SKIPPED: the validation tables describe lavapipe (llvmpipe); this adapter is \
             '{adapter}'"
        );
        return;
    }
    let opts = ValidateOptions {
        device: DeviceChoice::Device(Arc::clone(&dev)),
        ..ValidateOptions::default()
    };
    let mut results = Vec::new();
    for (name, extra) in &kernels {
        let spec = kernel(name).unwrap_or_else(|| panic!("no kernel {name}"));
        let mut runs = Vec::new();
        for sizes in std::iter::once(spec.default_sizes()).chain(extra.iter().cloned()) {
            let text = instantiate(spec, &sizes).unwrap_or_else(|e| panic!("{name}: {e}"));
            let report = validate_source(&text, spec.file, &opts)
                .unwrap_or_else(|e| panic!("{name} {sizes:?}: {e}"));
            runs.push((sizes, row(&report)));
        }
        results.push((spec, runs));
    }
    let tables = render(&results);
    let bless = std::env::var(BLESS_ENV).is_ok_and(|v| v == "1");
    let mut stale = Vec::new();
    for (file, block, text) in [
        ("README.md", "validation-table", &tables.readme),
        (
            "docs/VALIDATION.md",
            "validation-table-by-size",
            &tables.by_size,
        ),
    ] {
        let path = root.join(file);
        let old = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{file}: {e}"));
        let new = replace_block(&old, block, text).unwrap_or_else(|e| panic!("{file}: {e}"));
        if new == old {
            continue;
        }
        if bless {
            std::fs::write(&path, &new).unwrap_or_else(|e| panic!("{file}: {e}"));
            eprintln!("blessed {file}");
        } else {
            stale.push(format!("{file} ({block}):\n{}", diff(&old, &new)));
        }
    }
    assert!(
        stale.is_empty(),
        "the validation tables are stale; rerun with {BLESS_ENV}=1 to rewrite them:\n{}",
        stale.join("\n")
    );
}

#[test]
fn suite_sizes_are_parsed() {
    let src = r#"
const BIG: [i64; 2] = [7, 8];
kernel_tests! {
    a: "a", [[1, 2], BIG];
    b_c: "b_c", [];
}
"#;
    let k = suite_sizes(src).unwrap();
    assert_eq!(
        k,
        vec![
            ("a".to_string(), vec![vec![1, 2], vec![7, 8]]),
            ("b_c".to_string(), vec![])
        ]
    );
    assert_eq!(num(1.79e-7), "1.8e-7");
    assert_eq!(num(0.0), "0");
    assert_eq!(
        replace_block("x\n<!-- t:begin -->\nold\n<!-- t:end -->\ny", "t", "new\n").unwrap(),
        "x\n<!-- t:begin -->\nnew\n<!-- t:end -->\ny"
    );
}
