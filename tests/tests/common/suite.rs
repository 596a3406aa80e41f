//! What the validation suite (`tests/tests/validation_suite.rs`) validates, read from its
//! source so that the tests that follow it (the docs tables, the browser suite) cannot
//! drift from it.

use std::collections::BTreeMap;

/// A kernel name and its extra sizes (besides the defaults).
pub type SuiteEntry = (String, Vec<Vec<i64>>);

/// The kernel names and extra sizes of the suite's `kernel_tests!` block, in order, with
/// the `const NAME: [i64; N] = [...]` arrays it names resolved.
pub fn suite_sizes(suite: &str) -> Result<Vec<SuiteEntry>, String> {
    let consts_re =
        regex::Regex::new(r"const\s+([A-Z_0-9]+)\s*:\s*\[i64;\s*\d+\]\s*=\s*\[([^\]]*)\]")
            .map_err(|e| e.to_string())?;
    let nums = |s: &str| -> Result<Vec<i64>, String> {
        s.split(',')
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .map(|t| t.parse().map_err(|_| format!("not a size: '{t}'")))
            .collect()
    };
    let mut consts = BTreeMap::new();
    for c in consts_re.captures_iter(suite) {
        consts.insert(c[1].to_string(), nums(&c[2])?);
    }
    let start = suite
        .find("kernel_tests! {")
        .ok_or("validation_suite.rs has no `kernel_tests! {` block")?;
    let body = &suite[start..];
    let end = body.find("\n}").ok_or("unterminated kernel_tests! block")?;
    let line_re = regex::Regex::new(r#"^\s*\w+\s*:\s*"([a-z0-9_]+)"\s*,\s*\[(.*)\]\s*;\s*$"#)
        .map_err(|e| e.to_string())?;
    let item_re =
        regex::Regex::new(r"\[([^\]]*)\]|([A-Z_][A-Z_0-9]*)").map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    for line in body[..end].lines().skip(1) {
        let Some(c) = line_re.captures(line) else {
            continue;
        };
        let mut extra = Vec::new();
        for it in item_re.captures_iter(&c[2]) {
            match (it.get(1), it.get(2)) {
                (Some(list), _) => extra.push(nums(list.as_str())?),
                (None, Some(name)) => extra.push(
                    consts
                        .get(name.as_str())
                        .cloned()
                        .ok_or_else(|| format!("unknown size constant {}", name.as_str()))?,
                ),
                _ => {}
            }
        }
        out.push((c[1].to_string(), extra));
    }
    if out.is_empty() {
        return Err("no kernels found in the kernel_tests! block".into());
    }
    Ok(out)
}

/// The names of the `const NAME: [&str; N] = ["a", ...]` list of the suite (e.g.
/// `F16_KERNELS`).
pub fn suite_str_list(suite: &str, name: &str) -> Result<Vec<String>, String> {
    let re = regex::Regex::new(&format!(
        r"const\s+{}\s*:\s*\[&str;\s*\d+\]\s*=\s*\[([^\]]*)\]",
        regex::escape(name)
    ))
    .map_err(|e| e.to_string())?;
    let c = re
        .captures(suite)
        .ok_or_else(|| format!("the suite has no `const {name}: [&str; N]`"))?;
    c[1].split(',')
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(|t| {
            t.strip_prefix('"')
                .and_then(|t| t.strip_suffix('"'))
                .map(str::to_string)
                .ok_or_else(|| format!("{name}: not a string literal: {t}"))
        })
        .collect()
}
