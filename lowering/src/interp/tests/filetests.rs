//! Runs the interpreter filetests (`tests/filetests/interp/*.mlir`) in-process, with a
//! small subset of FileCheck (`CHECK`, `CHECK-NEXT`, `CHECK-SAME`, `{{regex}}` taken as
//! "anything", whitespace runs canonicalised), so they are checked even before the
//! `tessera run` CLI is wired. The lit runner of the tests crate runs them for real.

use std::path::PathBuf;

use super::*;
use crate::diag::{render, SourceMap};

fn canon(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Literal pieces of a pattern (the `{{..}}` parts match anything).
fn pieces(pat: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = pat;
    while let Some(i) = rest.find("{{") {
        out.push(canon(&rest[..i]));
        match rest[i..].find("}}") {
            Some(j) => rest = &rest[i + j + 2..],
            None => rest = "",
        }
    }
    out.push(canon(rest));
    out
}

/// Matches `pat` in `line` starting at byte `from`; returns the end of the match.
fn match_in(line: &str, from: usize, pat: &str) -> Option<usize> {
    let mut at = from;
    for p in pieces(pat) {
        if p.is_empty() {
            continue;
        }
        let i = line.get(at..)?.find(&p)?;
        at += i + p.len();
    }
    Some(at)
}

fn filecheck(checks: &[(String, String)], output: &str) -> Result<(), String> {
    let lines: Vec<String> = output.lines().map(canon).collect();
    let mut line = 0usize;
    let mut col = 0usize;
    let mut started = false;
    for (kind, pat) in checks {
        match kind.as_str() {
            "CHECK" => {
                let start = if started { line + 1 } else { 0 };
                let same = if started {
                    lines
                        .get(line)
                        .and_then(|s| match_in(s, col, pat))
                        .map(|c| (line, c))
                } else {
                    None
                };
                let found = same.or_else(|| {
                    (start..lines.len()).find_map(|l| match_in(&lines[l], 0, pat).map(|c| (l, c)))
                });
                let Some((l, c)) = found else {
                    return Err(format!("CHECK: {pat} not found"));
                };
                line = l;
                col = c;
            }
            "CHECK-NEXT" => {
                let l = line + 1;
                match lines.get(l).and_then(|s| match_in(s, 0, pat)) {
                    Some(c) => {
                        line = l;
                        col = c;
                    }
                    None => {
                        return Err(format!(
                            "CHECK-NEXT: {pat} does not match line {:?}",
                            lines.get(l)
                        ))
                    }
                }
            }
            _ => match lines.get(line).and_then(|s| match_in(s, col, pat)) {
                Some(c) => col = c,
                None => {
                    return Err(format!(
                        "CHECK-SAME: {pat} does not match {:?}",
                        lines.get(line)
                    ))
                }
            },
        }
        started = true;
    }
    Ok(())
}

fn checks_of(src: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for l in src.lines() {
        let t = l.trim_start();
        let Some(t) = t.strip_prefix("//") else {
            continue;
        };
        let t = t.trim_start();
        for kind in ["CHECK-NEXT", "CHECK-SAME", "CHECK"] {
            if let Some(rest) = t.strip_prefix(kind).and_then(|r| r.strip_prefix(':')) {
                out.push((kind.to_string(), rest.trim().to_string()));
                break;
            }
        }
    }
    out
}

#[test]
fn interp_filetests() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/filetests/interp");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return;
    };
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    for path in files {
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or("")
            .to_string();
        let src = std::fs::read_to_string(&path).unwrap();
        let expect_fail = src.lines().next().is_some_and(|l| l.contains("RUN: not"));
        let mut ctx = Context::new();
        let m = parse_source(&mut ctx, &src, &name, &ParseOptions::default())
            .unwrap_or_else(|e| panic!("{name}: parse error {:?}", e.0));
        let mut it = Interpreter::new(&ctx, &m)
            .unwrap_or_else(|e| panic!("{name}: compile error {:?}", e.0));
        let mut out = Vec::new();
        let res = it.call("main", vec![], &mut out);
        let mut text = String::from_utf8_lossy(&out).into_owned();
        match (res, expect_fail) {
            (Ok(_), false) => {}
            (Err(e), true) => {
                let mut sm = SourceMap::new();
                sm.add(&name, &src);
                text.push_str(&render(&e.0, &sm));
            }
            (Ok(_), true) => panic!("{name}: expected a runtime error"),
            (Err(e), false) => panic!("{name}: runtime error {:?}", e.0),
        }
        if let Err(msg) = filecheck(&checks_of(&src), &text) {
            panic!("{name}: {msg}\n--- output ---\n{text}");
        }
    }
}
