//! Every `tessera bench` command in the docs (`README.md`, `docs/*.md`, lines of ```` ```sh ````
//! blocks) runs, in-process through `tessera_host::cli::run_cli`, and prints a sane report;
//! and the commands that `docs/CLI.md` gives for reproducing the README's figures are the
//! README's own commands (they once benched the library's stride-2 `conv2d_nchw` instead
//! of `host/benches/inputs/conv2d_3x3_s1.mlir`, which the figures come from).
//!
//! What is changed to keep the run small, and nothing else:
//! - `--size P=V,...` values are capped at 64 (same kernel, same flags, smaller shapes);
//! - `--plot FILE` writes into a temporary folder, and `--autotune` caches there
//!   (`TESSERA_CACHE_DIR`);
//! - `--runs 1 --warmup 0 --compile-reps 1 --copy-size 65536` are added (unless given).
//!
//! File inputs (`host/benches/inputs/*.mlir`) have fixed shapes and run at those shapes:
//! at most 231 MFLOP (the convolutions) or 8M elements (the element-wise add), a few
//! seconds each in a debug build on lavapipe. Nothing here asserts a timing.
//!
//! Without a GPU adapter the test prints `SKIPPED` (and fails when
//! `TESSERA_REQUIRE_GPU=1`); the command-consistency check runs anyway.

use std::path::{Path, PathBuf};

use tessera_host::cli::run_cli;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default()
}

/// The doc files searched for commands.
fn doc_files(root: &Path) -> Vec<PathBuf> {
    let mut files = vec![root.join("README.md")];
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root.join("docs"))
        .map(|d| {
            d.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "md"))
                .collect()
        })
        .unwrap_or_default();
    docs.sort();
    files.extend(docs);
    files
}

/// One `tessera bench` command of a doc: where it is and its arguments after `bench`.
#[derive(Debug, Clone, PartialEq)]
struct Command {
    at: String,
    args: Vec<String>,
}

/// The `tessera bench` commands in the ```` ```sh ```` blocks of `text` (a line whose
/// program is `tessera`, `.../tessera` or `$T`), with their trailing comments removed.
/// `only_after` restricts the search to the first block after that line.
fn bench_commands(text: &str, file: &str, only_after: Option<&str>) -> Vec<Command> {
    let mut out = Vec::new();
    let mut in_sh = false;
    let mut armed = only_after.is_none();
    let mut done = false;
    for (n, line) in text.lines().enumerate() {
        let t = line.trim();
        if let Some(marker) = only_after {
            if t.contains(marker) {
                armed = true;
            }
        }
        if t.starts_with("```") {
            if in_sh && only_after.is_some() && armed {
                done = true;
            }
            in_sh = !in_sh && t == "```sh";
            continue;
        }
        if !in_sh || !armed || done {
            continue;
        }
        let code = t.split(" #").next().unwrap_or("");
        let words: Vec<&str> = code.split_whitespace().collect();
        let Some(i) = words.iter().position(|w| *w == "bench") else {
            continue;
        };
        let prog = if i > 0 { words[i - 1] } else { "" };
        if prog == "tessera" || prog.ends_with("/tessera") || prog == "$T" {
            out.push(Command {
                at: format!("{file}:{}", n + 1),
                args: words[i + 1..].iter().map(|s| s.to_string()).collect(),
            });
        }
    }
    out
}

/// `args` made small (see the module docs), writing files under `tmp`.
fn small(args: &[String], tmp: &Path) -> Vec<String> {
    let mut out = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        out.push(a.clone());
        match a.as_str() {
            "--size" => {
                if let Some(v) = it.next() {
                    let capped: Vec<String> = v
                        .split(',')
                        .map(|kv| match kv.split_once('=') {
                            Some((k, n)) => match n.parse::<i64>() {
                                Ok(n) => format!("{k}={}", n.min(64)),
                                Err(_) => kv.to_string(),
                            },
                            None => kv.to_string(),
                        })
                        .collect();
                    out.push(capped.join(","));
                }
            }
            "--plot" => {
                if let Some(v) = it.next() {
                    let name = Path::new(v)
                        .file_name()
                        .map_or("plot.svg".into(), |n| n.to_string_lossy().into_owned());
                    out.push(tmp.join(name).display().to_string());
                }
            }
            _ => {}
        }
    }
    for (flag, value) in [
        ("--runs", "1"),
        ("--warmup", "0"),
        ("--compile-reps", "1"),
        ("--copy-size", "65536"),
    ] {
        if !args.iter().any(|a| a == flag) {
            out.push(flag.into());
            out.push(value.into());
        }
    }
    out
}

/// A command normalised for comparison: the `--plot` file name dropped.
fn normalised(args: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        out.push(a.clone());
        if a == "--plot" {
            it.next();
            out.push("FILE".into());
        }
    }
    out
}

#[test]
fn cli_doc_reproduces_the_readme_figures() {
    let root = root();
    let readme = std::fs::read_to_string(root.join("README.md")).expect("README.md");
    let cli = std::fs::read_to_string(root.join("docs/CLI.md")).expect("docs/CLI.md");
    let figures = bench_commands(&readme, "README.md", Some("## Benchmarks"));
    let repro = bench_commands(&cli, "docs/CLI.md", Some("Reproducing the issue-8 figures"));
    assert!(
        !figures.is_empty(),
        "no bench commands under README's Benchmarks"
    );
    assert!(
        !repro.is_empty(),
        "no bench commands in docs/CLI.md's reproduction block"
    );
    let readme_set: Vec<Vec<String>> = figures.iter().map(|c| normalised(&c.args)).collect();
    for c in &repro {
        assert!(
            readme_set.contains(&normalised(&c.args)),
            "{}: `tessera bench {}` is not among the README's benchmark commands, whose \
             figures it claims to reproduce:\n{}",
            c.at,
            c.args.join(" "),
            figures
                .iter()
                .map(|f| format!("  tessera bench {}", f.args.join(" ")))
                .collect::<Vec<_>>()
                .join("\n")
        );
    }
}

#[test]
fn every_doc_bench_command_runs_small() {
    let root = root();
    let mut commands = Vec::new();
    for f in doc_files(&root) {
        let text = std::fs::read_to_string(&f).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        let name = f.strip_prefix(&root).unwrap_or(&f).display().to_string();
        commands.extend(bench_commands(&text, &name, None));
    }
    assert!(
        commands.len() >= 4,
        "too few bench commands found: {commands:?}"
    );
    if tessera_host::gpu::test_device().is_none() {
        return;
    }
    let tmp = std::env::temp_dir().join(format!("tessera-doc-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    std::fs::create_dir_all(&tmp).expect("temp dir");
    // The only test in this binary that touches the process's environment and directory.
    std::env::set_var("TESSERA_CACHE_DIR", &tmp);
    std::env::set_current_dir(&root).expect("cd to the repository root");
    let mut failures = Vec::new();
    let mut seen: Vec<&[String]> = Vec::new();
    for c in &commands {
        // docs/CLI.md repeats the README's commands: each runs once.
        if seen.contains(&c.args.as_slice()) {
            continue;
        }
        seen.push(&c.args);
        let mut args = vec!["bench".to_string()];
        args.extend(small(&c.args, &tmp));
        eprintln!("{}: tessera {}", c.at, args.join(" "));
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = run_cli(&args, &mut std::io::empty(), &mut out, &mut err);
        let out = String::from_utf8_lossy(&out);
        let err = String::from_utf8_lossy(&err);
        let mut why = Vec::new();
        if code != 0 {
            why.push(format!("exit code {code}"));
        }
        if !out.contains("achieved:") || !out.contains("GFLOP/s") || !out.contains("time:") {
            why.push("no timed kernel in the report".to_string());
        }
        if out.contains("skipped") {
            why.push("a launch was skipped".to_string());
        }
        if let Some(i) = c.args.iter().position(|a| a == "--func") {
            if let Some(f) = c.args.get(i + 1) {
                if !out.contains(&format!("@{f}")) {
                    why.push(format!("no report for @{f}"));
                }
            }
        }
        if let Some(i) = c.args.iter().position(|a| a == "--plot") {
            let name = c
                .args
                .get(i + 1)
                .and_then(|p| Path::new(p).file_name())
                .map(|n| tmp.join(n));
            let svg = name
                .and_then(|p| std::fs::read_to_string(p).ok())
                .unwrap_or_default();
            if !svg.contains("<svg") {
                why.push("no roofline SVG written".to_string());
            }
        }
        if c.args.iter().any(|a| a == "--autotune") && !out.contains("autotuned") {
            why.push("no autotuned plan reported".to_string());
        }
        if !why.is_empty() {
            failures.push(format!(
                "{}: tessera {}: {}\nstdout:\n{out}\nstderr:\n{err}",
                c.at,
                args.join(" "),
                why.join("; ")
            ));
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn commands_are_extracted_and_shrunk() {
    let text = "x\n```sh\nT=target/release/tessera\n$T bench --kernel matmul --size M=1024,N=8 --plot a/r.svg   # c\ncargo bench -p x\n```\n```\ntessera bench FILE\n```\n";
    let c = bench_commands(text, "f", None);
    assert_eq!(c.len(), 1);
    assert_eq!(c[0].at, "f:4");
    let tmp = Path::new("/t");
    let s = small(&c[0].args, tmp);
    assert_eq!(
        s[..6],
        ["--kernel", "matmul", "--size", "M=64,N=8", "--plot", "/t/r.svg"]
    );
    assert!(s.windows(2).any(|w| w == ["--runs", "1"]));
    assert_eq!(
        normalised(&c[0].args),
        [
            "--kernel",
            "matmul",
            "--size",
            "M=1024,N=8",
            "--plot",
            "FILE"
        ]
    );
}
