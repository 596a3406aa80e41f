//! `--verify-diagnostics`: checks produced diagnostics against `expected-*` comments, as
//! `mlir-opt` does.
//!
//! A comment `// expected-error@+1 {{message}}` expects an error whose message contains
//! `message` on the line one below the comment (`@-N`, `@+N`, `@above`, `@below`, or no suffix
//! for the comment's own line). Severities: `error`, `warning`, `note`, `remark`. Every
//! produced diagnostic must be expected and every expectation must be produced.

use crate::diag::{Diagnostic, Severity, SourceLoc};

/// One `expected-*` comment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Expectation {
    /// The expected severity.
    pub severity: Severity,
    /// The line (1-based) the diagnostic must be reported on.
    pub line: u32,
    /// The substring the message must contain.
    pub message: String,
    /// Where the comment is (line, column), for reporting unmet expectations.
    pub at: (u32, u32),
}

/// Collects the expectations in `text`. Malformed expectation comments are errors.
pub fn parse_expectations(text: &str, file: &str) -> Result<Vec<Expectation>, Vec<Diagnostic>> {
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for (idx, line) in text.lines().enumerate() {
        let lineno = idx as u32 + 1;
        let mut rest = line;
        let mut base = 0usize;
        while let Some(p) = rest.find("expected-") {
            let start = base + p;
            let after = &rest[p + "expected-".len()..];
            let (sev, after) = if let Some(a) = after.strip_prefix("error") {
                (Severity::Error, a)
            } else if let Some(a) = after.strip_prefix("warning") {
                (Severity::Warning, a)
            } else if let Some(a) = after.strip_prefix("note") {
                (Severity::Note, a)
            } else if let Some(a) = after.strip_prefix("remark") {
                (Severity::Remark, a)
            } else {
                base = start + "expected-".len();
                rest = &line[base..];
                continue;
            };
            let col = start as u32 + 1;
            let loc = Some(SourceLoc {
                file: file.to_string(),
                line: lineno,
                col,
            });
            // `-re` (regex) expectations are matched as substrings of their literal parts.
            let after = after.strip_prefix("-re").unwrap_or(after);
            // Optional ` @offset` (upstream allows spaces before the `@`).
            let after = after.trim_start_matches(' ');
            let (target, after) = if let Some(a) = after.strip_prefix('@') {
                let end = a
                    .find(|c: char| c.is_whitespace() || c == '{')
                    .unwrap_or(a.len());
                let spec = &a[..end];
                let t = match spec {
                    "above" => lineno.checked_sub(1),
                    "below" => Some(lineno + 1),
                    "unknown" => Some(0),
                    _ => {
                        if let Some(n) = spec.strip_prefix('+') {
                            n.parse::<u32>().ok().map(|n| lineno + n)
                        } else if let Some(n) = spec.strip_prefix('-') {
                            n.parse::<u32>().ok().and_then(|n| lineno.checked_sub(n))
                        } else {
                            None
                        }
                    }
                };
                match t {
                    Some(t) => (t, &a[end..]),
                    None => {
                        errors.push(Diagnostic::error(
                            loc,
                            format!("invalid expected-* line offset '@{spec}'"),
                        ));
                        break;
                    }
                }
            } else {
                (lineno, after)
            };
            let after = after.trim_start();
            let Some(body) = after.strip_prefix("{{") else {
                errors.push(Diagnostic::error(
                    loc,
                    "expected '{{' in expected-* comment",
                ));
                break;
            };
            let Some(close) = body.find("}}") else {
                errors.push(Diagnostic::error(
                    loc,
                    "expected '}}' at the end of the expected-* message",
                ));
                break;
            };
            out.push(Expectation {
                severity: sev,
                line: target,
                message: body[..close].to_string(),
                at: (lineno, col),
            });
            base = line.len() - body[close + 2..].len();
            rest = &line[base..];
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

/// Matches `diags` (with their notes) against `expected`; returns the failures as errors.
pub fn check(expected: &[Expectation], diags: &[Diagnostic], file: &str) -> Vec<Diagnostic> {
    let mut flat: Vec<&Diagnostic> = Vec::new();
    for d in diags {
        flatten(d, &mut flat);
    }
    let mut used = vec![false; expected.len()];
    let mut failures = Vec::new();
    for d in flat {
        // Diagnostics at an unknown location match `@unknown` (line 0).
        let line = match &d.loc {
            Some(l) if l.file == file => Some(l.line),
            Some(_) => None,
            None => Some(0),
        };
        let hit = expected.iter().enumerate().position(|(i, e)| {
            !used[i]
                && e.severity == d.severity
                && Some(e.line) == line
                && d.message.contains(&e.message)
        });
        match hit {
            Some(i) => used[i] = true,
            None => failures.push(Diagnostic::error(
                d.loc.clone(),
                format!("unexpected {}: {}", d.severity.as_str(), d.message),
            )),
        }
    }
    for (i, e) in expected.iter().enumerate() {
        if !used[i] {
            failures.push(Diagnostic::error(
                Some(SourceLoc {
                    file: file.to_string(),
                    line: e.at.0,
                    col: e.at.1,
                }),
                format!(
                    "expected {} \"{}\" was not produced",
                    e.severity.as_str(),
                    e.message
                ),
            ));
        }
    }
    failures
}

fn flatten<'a>(d: &'a Diagnostic, out: &mut Vec<&'a Diagnostic>) {
    out.push(d);
    for n in &d.notes {
        flatten(n, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(line: u32, msg: &str) -> Diagnostic {
        Diagnostic::error(
            Some(SourceLoc {
                file: "f.mlir".into(),
                line,
                col: 3,
            }),
            msg,
        )
    }

    #[test]
    fn offsets_and_matching() {
        let text = "// expected-error@+1 {{bad thing}}\nop\n// expected-warning@-1 {{careful}}\nx // expected-error {{here}}\n";
        let e = parse_expectations(text, "f.mlir").unwrap();
        assert_eq!(e.len(), 3);
        assert_eq!((e[0].line, e[1].line, e[2].line), (2, 2, 4));
        let mut w = err(2, "be careful now");
        w.severity = Severity::Warning;
        let diags = vec![err(2, "a bad thing happened"), w, err(4, "here it is")];
        assert!(check(&e, &diags, "f.mlir").is_empty());
    }

    #[test]
    fn failures_both_ways() {
        let e = parse_expectations("// expected-error@+1 {{bad}}\nop\n", "f.mlir").unwrap();
        let f = check(&e, &[err(3, "bad")], "f.mlir");
        assert_eq!(f.len(), 2);
        assert!(f[0].message.starts_with("unexpected error: bad"));
        assert!(f[1].message.contains("was not produced"));
    }

    #[test]
    fn notes_are_matched() {
        let text = "// expected-error@+2 {{use}}\n// expected-note@+2 {{defined here}}\nuse\ndef\n";
        let e = parse_expectations(text, "f.mlir").unwrap();
        let d = err(3, "use").with_note(
            Some(SourceLoc {
                file: "f.mlir".into(),
                line: 4,
                col: 1,
            }),
            "defined here",
        );
        assert!(check(&e, &[d], "f.mlir").is_empty());
    }

    #[test]
    fn spaced_offset_and_unknown() {
        let e = parse_expectations(
            "// expected-error @+1 {{a}}\nx\n// expected-error@unknown {{b}}\n",
            "f.mlir",
        )
        .unwrap();
        assert_eq!((e[0].line, e[1].line), (2, 0));
        let d = vec![err(2, "a"), Diagnostic::error(None, "b")];
        assert!(check(&e, &d, "f.mlir").is_empty());
    }

    #[test]
    fn malformed() {
        assert!(parse_expectations("// expected-error@x {{a}}", "f").is_err());
        assert!(parse_expectations("// expected-error {{a", "f").is_err());
    }
}
