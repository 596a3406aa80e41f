//! The docs tell the truth about the command line: `docs/CLI.md` and README's "The CLI"
//! and "Passes" sections are checked against the option tables of the commands
//! (`tessera_host::cli::spec`) and the pass registry.
//!
//! Conventions checked:
//! - the generated blocks of `docs/CLI.md` (each command's option table, the pass table)
//!   equal what the code generates (`TESSERA_BLESS=1` rewrites them);
//! - each command's section (`## \`tessera CMD\``) has a synopsis (its first code block)
//!   that names every option of the command, and names no option the command lacks;
//! - every `--flag` anywhere in `docs/CLI.md` and in README's "The CLI" section is an
//!   option of some command or a registered pass;
//! - README's "Passes" section lists exactly the registered passes.

mod common;

use common::cli;

use std::collections::BTreeSet;
use std::path::PathBuf;

use tessera_host::cli::docs::{commands, regenerate};
use tessera_lowering::pass::PASSES;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("workspace root")
        .to_path_buf()
}

fn read(rel: &str) -> String {
    std::fs::read_to_string(root().join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

/// The `--flag` (and `-o`-style one-letter) tokens of `text`.
fn flags(text: &str) -> BTreeSet<String> {
    let b = text.as_bytes();
    let mut out = BTreeSet::new();
    let mut i = 0;
    while i < b.len() {
        let starts =
            b[i] == b'-' && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'-'));
        if !starts {
            i += 1;
            continue;
        }
        let dashes = if b.get(i + 1) == Some(&b'-') { 2 } else { 1 };
        let s = i + dashes;
        let mut e = s;
        while e < b.len() && (b[e].is_ascii_alphanumeric() || b[e] == b'-') {
            e += 1;
        }
        let name = &text[s..e];
        let long = dashes == 2 && name.len() > 1 && name.as_bytes()[0].is_ascii_lowercase();
        let short = dashes == 1 && name.len() == 1 && name.as_bytes()[0].is_ascii_lowercase();
        if long || short {
            out.insert(format!("{}{name}", "-".repeat(dashes)));
        }
        i = e.max(i + 1);
    }
    out
}

/// Every spelling a command's table accepts and shows: `--long`, `-o`, `-v`.
fn shown_names(c: &tessera_host::cli::spec::CommandSpec) -> BTreeSet<String> {
    let mut s = BTreeSet::new();
    for o in c.options {
        s.insert(o.shown());
        if let Some(ch) = o.short {
            s.insert(format!("-{ch}"));
        }
    }
    s.insert("--help".into());
    s.insert("-h".into());
    s
}

/// The text of the `##`/`###` section whose heading contains `title`, up to the next
/// heading of the same or a higher level.
fn section<'a>(doc: &'a str, title: &str) -> &'a str {
    let start = doc
        .lines()
        .scan(0usize, |off, l| {
            let at = *off;
            *off += l.len() + 1;
            Some((at, l))
        })
        .find(|(_, l)| l.starts_with("## ") && l.contains(title))
        .map(|(at, _)| at)
        .unwrap_or_else(|| panic!("no section '{title}'"));
    let rest = &doc[start..];
    let body_at = rest.find('\n').map_or(rest.len(), |n| n + 1);
    let end = rest[body_at..]
        .find("\n## ")
        .map_or(rest.len(), |n| body_at + n + 1);
    &rest[..end]
}

/// The first fenced code block of `text`.
fn first_code_block(text: &str) -> &str {
    let open = text.find("```").expect("a synopsis code block");
    let body = &text[open + 3..];
    let body = &body[body.find('\n').map_or(0, |n| n + 1)..];
    &body[..body.find("```").expect("closed code block")]
}

#[test]
fn generated_tables_are_current() {
    let path = root().join("docs/CLI.md");
    let doc = read("docs/CLI.md");
    let (want, keys) = regenerate(&doc).expect("well-formed generated blocks");
    for c in commands() {
        let key = format!("options {}", c.name);
        assert!(
            keys.contains(&key),
            "docs/CLI.md has no '<!-- generated: {key} -->' block"
        );
    }
    assert!(
        keys.iter().any(|k| k == "passes"),
        "docs/CLI.md has no pass table"
    );
    if doc != want {
        if std::env::var_os("TESSERA_BLESS").is_some() {
            std::fs::write(&path, &want).expect("write docs/CLI.md");
            return;
        }
        let first = doc
            .lines()
            .zip(want.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(doc.lines().count().min(want.lines().count()));
        panic!(
            "docs/CLI.md's generated tables are stale (first difference at line {}):\n  doc:  {}\n  code: {}\nrun TESSERA_BLESS=1 cargo test -p tessera-host --test cli_docs to regenerate",
            first + 1,
            doc.lines().nth(first).unwrap_or("<end>"),
            want.lines().nth(first).unwrap_or("<end>")
        );
    }
}

#[test]
fn synopses_name_every_option_and_no_other() {
    let doc = read("docs/CLI.md");
    for c in commands() {
        let sec = section(&doc, &format!("`tessera {}`", c.name));
        let synopsis = first_code_block(sec);
        let names = shown_names(c);
        let written = flags(synopsis);
        for o in c.options {
            let short = o.short.map(|ch| format!("-{ch}"));
            assert!(
                written.contains(&o.shown()) || short.is_some_and(|s| written.contains(&s)),
                "docs/CLI.md: the synopsis of tessera {} leaves out {}:\n{synopsis}",
                c.name,
                o.shown()
            );
        }
        for f in &written {
            let pass = f == "--PASS";
            assert!(
                names.contains(f) || pass,
                "docs/CLI.md: the synopsis of tessera {} names {f}, which it does not have",
                c.name
            );
        }
        // `--help` lists exactly the table's options.
        let (code, help, err) = cli(&[c.name, "--help"]);
        assert_eq!(code, 0, "{err}");
        for o in c.options {
            assert!(
                help.contains(&o.synopsis()),
                "{} --help lacks {}",
                c.name,
                o.synopsis()
            );
        }
        let help_flags: BTreeSet<String> = flags(help.split("\nPASSES").next().unwrap_or(""))
            .into_iter()
            .filter(|f| !f.starts_with("--PASS"))
            .collect();
        for f in &help_flags {
            assert!(
                names.contains(f) || f == "--no-verify-each" || sec.contains(f.as_str()),
                "tessera {} --help mentions {f}, which docs/CLI.md's section does not",
                c.name
            );
        }
    }
}

/// Flags of the `cargo` command lines the docs quote.
const CARGO_FLAGS: &[&str] = &["--bench", "--release", "--test", "--lib", "-p"];

fn known_flags() -> BTreeSet<String> {
    let mut all = BTreeSet::new();
    for c in commands() {
        all.extend(shown_names(c));
    }
    for p in PASSES {
        all.insert(format!("--{}", p.name));
    }
    all
}

#[test]
fn every_flag_in_the_docs_exists() {
    let known = known_flags();
    let doc = read("docs/CLI.md");
    let readme = read("README.md");
    let cli_section = section(&readme, "The CLI");
    for (what, text) in [
        ("docs/CLI.md", doc.as_str()),
        ("README.md, The CLI", cli_section),
    ] {
        for f in flags(text) {
            assert!(
                known.contains(&f) || f == "--PASS" || CARGO_FLAGS.contains(&f.as_str()),
                "{what} mentions {f}, which no tessera command has"
            );
        }
    }
}

#[test]
fn readme_lists_exactly_the_registered_passes() {
    let readme = read("README.md");
    let sec = section(&readme, "Passes");
    let listed: BTreeSet<&str> = sec
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|t| !t.contains('/') && !t.contains(' '))
        .collect();
    let registered: BTreeSet<&str> = PASSES.iter().map(|p| p.name).collect();
    let missing: Vec<_> = registered.difference(&listed).collect();
    let extra: Vec<_> = listed.difference(&registered).collect();
    assert!(
        missing.is_empty() && extra.is_empty(),
        "README's Passes section: missing {missing:?}, not registered {extra:?}"
    );
}

#[test]
fn opt_help_lists_every_pass_with_its_summary() {
    let (code, out, err) = cli(&["opt", "--help"]);
    assert_eq!(code, 0, "{err}");
    for p in PASSES {
        assert!(
            out.lines()
                .any(|l| l.trim_start().starts_with(&format!("--{} ", p.name))
                    && l.ends_with(p.summary)),
            "opt --help lacks {}: {out}",
            p.name
        );
    }
}
