//! Holds our FileCheck against LLVM's on the cases of
//! `tests/filecheck-cases/llvm-dialect.txt`, each of which records the exit
//! code LLVM 15's `FileCheck` gives it.
//!
//! * `agrees_with_recorded_llvm_verdicts` runs our FileCheck on every case and
//!   fails, naming each case, where its exit code differs from LLVM's.
//! * `recorded_verdicts_match_live_llvm` re-runs LLVM's `FileCheck` (when it
//!   is installed) and fails where the recorded verdict is stale.
//! * `regenerate` (ignored) rewrites the recorded verdicts from LLVM's
//!   `FileCheck`:
//!   `cargo test -p tessera-tests --test filecheck_llvm -- --ignored regenerate`

use std::path::{Path, PathBuf};
use std::process::Command;

use tessera_tests::filecheck::{parse_checks_with, run, Options};

const CASES: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/filecheck-cases/llvm-dialect.txt"
);

/// One case of the table.
struct Case {
    name: String,
    args: Vec<String>,
    check: String,
    input: String,
    /// LLVM FileCheck's exit code; `None` when not yet recorded (`?`).
    llvm: Option<i32>,
}

#[derive(PartialEq)]
enum Section {
    None,
    Check,
    Input,
}

/// Parses the table; panics with the line number on a malformed file.
fn parse_cases(text: &str) -> Vec<Case> {
    let mut cases = Vec::new();
    let mut cur: Option<Case> = None;
    let mut section = Section::None;
    for (idx, line) in text.lines().enumerate() {
        let lineno = idx + 1;
        if let Some(name) = line.strip_prefix("=== ") {
            assert!(
                cur.is_none(),
                "{CASES}:{lineno}: case started before the previous one's `--- llvm:` line"
            );
            cur = Some(Case {
                name: name.trim().to_string(),
                args: Vec::new(),
                check: String::new(),
                input: String::new(),
                llvm: None,
            });
            section = Section::None;
            continue;
        }
        let Some(case) = cur.as_mut() else {
            assert!(
                line.is_empty() || line.starts_with('#'),
                "{CASES}:{lineno}: text outside a case: {line:?}"
            );
            continue;
        };
        if let Some(args) = line.strip_prefix("--- args:") {
            case.args = args.split_whitespace().map(str::to_string).collect();
        } else if line == "--- check" {
            section = Section::Check;
        } else if line == "--- input" {
            section = Section::Input;
        } else if let Some(verdict) = line.strip_prefix("--- llvm:") {
            let verdict = verdict.trim();
            case.llvm = if verdict == "?" {
                None
            } else {
                Some(
                    verdict
                        .parse()
                        .unwrap_or_else(|_| panic!("{CASES}:{lineno}: bad verdict {verdict:?}")),
                )
            };
            if let Some(done) = cur.take() {
                cases.push(done);
            }
            section = Section::None;
        } else {
            match section {
                Section::Check => {
                    case.check.push_str(line);
                    case.check.push('\n');
                }
                Section::Input => {
                    case.input.push_str(line);
                    case.input.push('\n');
                }
                Section::None => panic!("{CASES}:{lineno}: text outside a section: {line:?}"),
            }
        }
    }
    assert!(cur.is_none(), "{CASES}: last case has no `--- llvm:` line");
    cases
}

fn load_cases() -> Vec<Case> {
    let text = std::fs::read_to_string(CASES).unwrap_or_else(|e| panic!("{CASES}: {e}"));
    let cases = parse_cases(&text);
    let mut names: Vec<&str> = cases.iter().map(|c| c.name.as_str()).collect();
    names.sort_unstable();
    for pair in names.windows(2) {
        assert!(pair[0] != pair[1], "{CASES}: duplicate case {:?}", pair[0]);
    }
    cases
}

/// Our FileCheck's exit code on `case`.
fn ours(case: &Case) -> i32 {
    let args: Vec<&str> = case.args.iter().map(String::as_str).collect();
    let result = Options::from_args(&args)
        .and_then(|opts| parse_checks_with(&case.check, &opts))
        .and_then(|checks| run(&checks, &case.input));
    match result {
        Ok(()) => 0,
        Err(e) => e.exit_code(),
    }
}

fn describe(code: i32) -> &'static str {
    match code {
        0 => "pass",
        1 => "check failed",
        _ => "error",
    }
}

#[test]
fn agrees_with_recorded_llvm_verdicts() {
    let cases = load_cases();
    assert!(cases.len() >= 40, "only {} cases", cases.len());
    let mut disagreements = Vec::new();
    for case in &cases {
        let Some(llvm) = case.llvm else {
            disagreements.push(format!("{}: no LLVM verdict recorded", case.name));
            continue;
        };
        let got = ours(case);
        if got != llvm {
            disagreements.push(format!(
                "{}: LLVM FileCheck exits {llvm} ({}), ours {got} ({})",
                case.name,
                describe(llvm),
                describe(got)
            ));
        }
    }
    assert!(
        disagreements.is_empty(),
        "our FileCheck disagrees with LLVM's on {} of {} cases:\n  {}",
        disagreements.len(),
        cases.len(),
        disagreements.join("\n  ")
    );
}

/// LLVM 15's `FileCheck`, if installed.
fn llvm_filecheck() -> Option<PathBuf> {
    let fixed = Path::new("/usr/lib/llvm-15/bin/FileCheck");
    let candidates = [
        fixed.to_path_buf(),
        PathBuf::from("FileCheck-15"),
        PathBuf::from("FileCheck"),
    ];
    candidates.into_iter().find(|bin| {
        Command::new(bin)
            .arg("--version")
            .output()
            .is_ok_and(|out| String::from_utf8_lossy(&out.stdout).contains("LLVM version 15."))
    })
}

/// Runs LLVM's FileCheck on `case`; returns its exit code.
fn llvm_verdict(bin: &Path, case: &Case, dir: &Path) -> i32 {
    let check = dir.join("check.txt");
    let input = dir.join("input.txt");
    std::fs::write(&check, &case.check).expect("write check file");
    std::fs::write(&input, &case.input).expect("write input file");
    let out = Command::new(bin)
        .arg(&check)
        .arg("--input-file")
        .arg(&input)
        .arg("--dump-input=never")
        .args(&case.args)
        .output()
        .unwrap_or_else(|e| panic!("{}: running {}: {e}", case.name, bin.display()));
    out.status
        .code()
        .unwrap_or_else(|| panic!("{}: {} was killed", case.name, bin.display()))
}

fn scratch_dir(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "tessera-filecheck-llvm-{tag}-{}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).expect("create scratch directory");
    dir
}

#[test]
fn recorded_verdicts_match_live_llvm() {
    let Some(bin) = llvm_filecheck() else {
        tessera_host::gpu::report_skip(
            "SKIPPED: recorded_verdicts_match_live_llvm: LLVM 15 FileCheck not found \
             (/usr/lib/llvm-15/bin/FileCheck, FileCheck-15 or FileCheck in PATH; \
             Debian package llvm-15-tools)",
        );
        return;
    };
    let dir = scratch_dir("live");
    let cases = load_cases();
    let mut stale = Vec::new();
    for case in &cases {
        let live = llvm_verdict(&bin, case, &dir);
        if case.llvm != Some(live) {
            stale.push(format!(
                "{}: recorded {}, LLVM FileCheck now exits {live}",
                case.name,
                case.llvm.map_or("?".to_string(), |c| c.to_string())
            ));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        stale.is_empty(),
        "recorded verdicts differ from {} on {} cases (regenerate with \
         `cargo test -p tessera-tests --test filecheck_llvm -- --ignored regenerate`):\n  {}",
        bin.display(),
        stale.len(),
        stale.join("\n  ")
    );
}

/// Rewrites the `--- llvm:` lines of the table from LLVM's FileCheck.
#[test]
#[ignore = "rewrites tests/filecheck-cases/llvm-dialect.txt from LLVM's FileCheck"]
fn regenerate() {
    let bin = llvm_filecheck().expect("LLVM 15 FileCheck is needed to regenerate the verdicts");
    let text = std::fs::read_to_string(CASES).expect("read cases");
    let cases = load_cases();
    let dir = scratch_dir("regen");
    let mut verdicts = cases.iter().map(|c| llvm_verdict(&bin, c, &dir));
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        if line.starts_with("--- llvm:") {
            let code = verdicts.next().expect("one verdict per case");
            out.push_str(&format!("--- llvm: {code}\n"));
        } else {
            out.push_str(line);
            out.push('\n');
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::write(CASES, out).expect("write cases");
}
