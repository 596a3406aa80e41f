//! The generated parts of `docs/CLI.md`: each command's option table (from its
//! [`CommandSpec`]) and the pass table (from the pass registry). `host/tests/cli_docs.rs`
//! fails when the file differs from [`regenerate`]; `TESSERA_BLESS=1` rewrites it.
//!
//! A generated block sits between `<!-- generated: KEY -->` and `<!-- end generated -->`,
//! where KEY is `options COMMAND` or `passes`.

use std::fmt::Write as _;

use super::spec::CommandSpec;
use tessera_lowering::pass::PASSES;

/// Every command's option table, in the order of `tessera --help`.
pub fn commands() -> [&'static CommandSpec; 6] {
    [
        &super::opt::OPT,
        &super::run::RUN,
        &super::translate::TRANSLATE,
        &super::devices::DEVICES,
        &crate::validate::cli::VALIDATE,
        &super::bench::BENCH,
    ]
}

/// The registered passes as a Markdown table: name, summary, options with type and
/// default.
pub fn pass_table() -> String {
    let mut s = String::from(
        "| pass | what it does | options (`name=type`, default) |\n| --- | --- | --- |\n",
    );
    for p in PASSES {
        let opts: Vec<String> = p
            .options
            .iter()
            .map(|o| {
                format!(
                    "`{}={}` ({}): {}",
                    o.name,
                    o.ty.spelling(),
                    o.default,
                    o.help
                )
            })
            .collect();
        let _ = writeln!(
            s,
            "| `{}` | {} | {} |",
            p.name,
            p.summary,
            if opts.is_empty() {
                "none".to_string()
            } else {
                opts.join("<br>").replace('|', "\\|")
            }
        );
    }
    s
}

/// The generated text for a block key, if the key is known.
pub fn block(key: &str) -> Option<String> {
    if key == "passes" {
        return Some(pass_table());
    }
    let cmd = key.strip_prefix("options ")?;
    commands()
        .iter()
        .find(|c| c.name == cmd)
        .map(|c| c.doc_table())
}

const BEGIN: &str = "<!-- generated: ";
const END: &str = "<!-- end generated -->";

/// `doc` with every generated block replaced by its current text; the keys found, in
/// order. An unknown key or a block without its end is an error.
pub fn regenerate(doc: &str) -> Result<(String, Vec<String>), String> {
    let mut out = String::new();
    let mut keys = Vec::new();
    let mut rest = doc;
    while let Some(at) = rest.find(BEGIN) {
        let after = &rest[at + BEGIN.len()..];
        let close = after
            .find(" -->")
            .ok_or("unterminated '<!-- generated:' marker")?;
        let key = &after[..close];
        let body_start = at + BEGIN.len() + close + " -->".len();
        let end = rest[body_start..]
            .find(END)
            .ok_or_else(|| format!("generated block '{key}' has no '{END}'"))?;
        let text = block(key).ok_or_else(|| format!("unknown generated block '{key}'"))?;
        out.push_str(&rest[..body_start]);
        out.push('\n');
        out.push_str(&text);
        out.push_str(END);
        keys.push(key.to_string());
        rest = &rest[body_start + end + END.len()..];
    }
    out.push_str(rest);
    Ok((out, keys))
}
