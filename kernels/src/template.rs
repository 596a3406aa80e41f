//! Size variants of the kernel sources by textual substitution.
//!
//! Every `kernels/*.mlir` file is valid MLIR at its default sizes, and declares them in
//! its header comment:
//!
//! ```text
//! // PARAM M = 64        a size the caller chooses
//! // DERIVED OH = 9      a size computed from the others (see the kernel's `derive`)
//! ```
//!
//! Defaults are chosen pairwise distinct and distinct from every other integer literal
//! that appears in a size position of the file (fill formulas use 1, 3, 5, 7, 11 and 13,
//! which no default uses). [`instantiate`] then replaces each *size token* equal to a
//! default by the new value. A size token is a maximal run of decimal digits that is not
//! part of an identifier (`%c64`, `f32`), a float literal (`48.0`, `0.125`) or a negative
//! literal (`-1`); `x` counts as a separator inside shapes (`memref<64x32xf32>`). Comment
//! lines are dropped from instantiations (their `CHECK` lines hold values for the default
//! sizes only).
//!
//! The kernels' tests instantiate every file at several sizes and compare the results
//! with plain-Rust references, so a size that the substitution missed shows up as a
//! parse error, a verifier error or a wrong result.

use std::collections::BTreeMap;

use crate::catalog::KernelSpec;
use crate::error::KernelError;

/// One size parameter declared in a kernel's header.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Param {
    /// Its name (`M`, `OH`).
    pub name: String,
    /// Its value at the file's default sizes.
    pub default: i64,
    /// Whether it is derived from the others (`// DERIVED`).
    pub derived: bool,
}

/// Reads the `// PARAM` and `// DERIVED` lines of a kernel source, in order.
pub fn header_params(source: &str) -> Result<Vec<Param>, String> {
    let mut out: Vec<Param> = Vec::new();
    for (lineno, line) in source.lines().enumerate() {
        let Some(rest) = line.trim_start().strip_prefix("//") else {
            continue;
        };
        let rest = rest.trim_start();
        let (derived, decl) = if let Some(d) = rest.strip_prefix("PARAM ") {
            (false, d)
        } else if let Some(d) = rest.strip_prefix("DERIVED ") {
            (true, d)
        } else {
            continue;
        };
        let Some((name, value)) = decl.split_once('=') else {
            return Err(format!("line {}: expected `NAME = value`", lineno + 1));
        };
        let name = name.trim();
        let default: i64 = value
            .trim()
            .parse()
            .map_err(|_| format!("line {}: `{}` is not an integer", lineno + 1, value.trim()))?;
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Err(format!("line {}: bad parameter name `{name}`", lineno + 1));
        }
        if out.iter().any(|p| p.name == name) {
            return Err(format!(
                "line {}: parameter {name} declared twice",
                lineno + 1
            ));
        }
        if let Some(p) = out.iter().find(|p| p.default == default) {
            return Err(format!(
                "line {}: the default of {name} ({default}) equals that of {}; defaults must be distinct",
                lineno + 1,
                p.name
            ));
        }
        out.push(Param {
            name: name.to_string(),
            default,
            derived,
        });
    }
    Ok(out)
}

/// Whether byte `c` may precede a size token.
fn may_precede(text: &[u8], p: usize) -> bool {
    if p == 0 {
        return true;
    }
    let c = text[p - 1];
    if c == b'x' {
        // Inside a shape: `64x32` or `?x32`.
        return p >= 2 && (text[p - 2].is_ascii_digit() || text[p - 2] == b'?');
    }
    !(c.is_ascii_alphanumeric() || matches!(c, b'_' | b'%' | b'#' | b'@' | b'.' | b'$' | b'-'))
}

/// Whether byte `c` may follow a size token.
fn may_follow(c: Option<u8>) -> bool {
    match c {
        None => true,
        Some(b'x') => true,
        Some(c) => !(c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.')),
    }
}

/// Replaces the size tokens of `line` found in `map` (default value → new value) and
/// counts, per default, how many it replaced.
fn substitute_line(
    line: &str,
    map: &BTreeMap<i64, i64>,
    hits: &mut BTreeMap<i64, usize>,
) -> String {
    let b = line.as_bytes();
    let mut out = String::with_capacity(line.len() + 8);
    let mut i = 0;
    let mut last = 0;
    while i < b.len() {
        if !b[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        let start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if !may_precede(b, start) || !may_follow(b.get(i).copied()) {
            continue;
        }
        let Ok(v) = line[start..i].parse::<i64>() else {
            continue;
        };
        if let Some(&new) = map.get(&v) {
            out.push_str(&line[last..start]);
            out.push_str(&new.to_string());
            last = i;
            *hits.entry(v).or_default() += 1;
        }
    }
    out.push_str(&line[last..]);
    out
}

/// The values of every parameter (declared and derived) of `spec` at base sizes `sizes`
/// (in the order of [`KernelSpec::params`]).
pub fn param_values(spec: &KernelSpec, sizes: &[i64]) -> Result<Vec<(String, i64)>, KernelError> {
    if sizes.len() != spec.params.len() {
        return Err(KernelError::new(format!(
            "kernel {} takes {} sizes ({}), {} given",
            spec.name,
            spec.params.len(),
            spec.params.join(", "),
            sizes.len()
        )));
    }
    for (i, (n, &s)) in spec.params.iter().zip(sizes).enumerate() {
        let min = spec.min_sizes.get(i).copied().unwrap_or(1).max(1);
        if s < min {
            return Err(KernelError::new(format!(
                "kernel {}: size {n} must be at least {min}, got {s}",
                spec.name
            )));
        }
    }
    let mut vals: Vec<(String, i64)> = spec
        .params
        .iter()
        .zip(sizes)
        .map(|(n, &s)| (n.to_string(), s))
        .collect();
    for (n, v) in (spec.derive)(sizes) {
        if v <= 0 {
            return Err(KernelError::new(format!(
                "kernel {}: sizes {} give a non-positive {n} ({v})",
                spec.name,
                join_sizes(spec, sizes)
            )));
        }
        vals.push((n.to_string(), v));
    }
    Ok(vals)
}

/// `M=64 N=48 K=32`.
pub fn join_sizes(spec: &KernelSpec, sizes: &[i64]) -> String {
    spec.params
        .iter()
        .zip(sizes)
        .map(|(n, s)| format!("{n}={s}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The source of `spec` at base sizes `sizes`, without its comment lines.
pub fn instantiate(spec: &KernelSpec, sizes: &[i64]) -> Result<String, KernelError> {
    let header =
        header_params(spec.source).map_err(|m| KernelError::new(format!("{}: {m}", spec.file)))?;
    let values = param_values(spec, sizes)?;
    let mut map = BTreeMap::new();
    for p in &header {
        let Some((_, v)) = values.iter().find(|(n, _)| *n == p.name) else {
            return Err(KernelError::new(format!(
                "{}: header parameter {} is not a parameter of the kernel",
                spec.file, p.name
            )));
        };
        map.insert(p.default, *v);
    }
    if header.len() != values.len() {
        return Err(KernelError::new(format!(
            "{}: the header declares {} parameters, the kernel has {}",
            spec.file,
            header.len(),
            values.len()
        )));
    }
    let mut hits = BTreeMap::new();
    let mut out = String::with_capacity(spec.source.len());
    for line in spec.source.lines() {
        if line.trim_start().starts_with("//") {
            continue;
        }
        out.push_str(&substitute_line(line, &map, &mut hits));
        out.push('\n');
    }
    for p in &header {
        if !hits.contains_key(&p.default) {
            return Err(KernelError::new(format!(
                "{}: parameter {} (default {}) does not occur in the source",
                spec.file, p.name, p.default
            )));
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn subst(line: &str, pairs: &[(i64, i64)]) -> String {
        let map: BTreeMap<i64, i64> = pairs.iter().copied().collect();
        substitute_line(line, &map, &mut BTreeMap::new())
    }

    #[test]
    fn shapes_bounds_and_constants_are_sizes() {
        let r = &[(64, 7), (32, 9)];
        assert_eq!(subst("memref<64x32xf32>", r), "memref<7x9xf32>");
        assert_eq!(subst("memref<?x64xf32>", r), "memref<?x7xf32>");
        assert_eq!(
            subst("affine.for %i = 0 to 64 {", r),
            "affine.for %i = 0 to 7 {"
        );
        assert_eq!(
            subst("%n = arith.constant 32 : i32", r),
            "%n = arith.constant 9 : i32"
        );
        assert_eq!(
            subst("(d0 * 2 - d1 + 64 >= 0)", r),
            "(d0 * 2 - d1 + 7 >= 0)"
        );
    }

    #[test]
    fn identifiers_floats_and_negatives_are_not() {
        let r = &[(64, 7), (32, 9), (1, 5)];
        assert_eq!(
            subst("%c64 = arith.constant 1.0 : f32", r),
            "%c64 = arith.constant 1.0 : f32"
        );
        assert_eq!(
            subst("memref<4xi32> f32 i64 #map64 @f32", r),
            "memref<4xi32> f32 i64 #map64 @f32"
        );
        assert_eq!(
            subst("arith.constant 64.0 : f64", r),
            "arith.constant 64.0 : f64"
        );
        assert_eq!(
            subst("arith.constant -64 : index", r),
            "arith.constant -64 : index"
        );
        assert_eq!(subst("1.0e-05", r), "1.0e-05");
    }

    #[test]
    fn header_rejects_duplicate_defaults() {
        let src = "// PARAM M = 8\n// PARAM N = 8\n";
        assert!(header_params(src).unwrap_err().contains("distinct"));
        let src = "// PARAM M = 8\n// DERIVED OH = 9\n";
        let p = header_params(src).unwrap();
        assert_eq!(p.len(), 2);
        assert!(p[1].derived);
    }
}
