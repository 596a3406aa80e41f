//! The kernel library's sources for `tessera bench --kernel NAME --size ...`.
//!
//! `tessera-kernels` depends on this crate (its typed API runs on the host runtime), so
//! the host cannot depend on it. This module therefore carries the few facts the bench
//! needs about each `kernels/*.mlir` file: its text (`include_str!`), its base size
//! parameters, the rules of its derived sizes, and its kernel functions. The
//! substitution of sizes follows `tessera_kernels::template` (the `// PARAM` /
//! `// DERIVED` header and its size-token rules); `kernels/tests/bench_library.rs`
//! checks that both give the same text for every kernel at several sizes, so the two
//! cannot drift apart silently.

use std::collections::BTreeMap;

/// One kernel source of the library, as the bench sees it.
#[derive(Debug, Clone, Copy)]
pub struct LibraryKernel {
    /// Short name (the file stem): `matmul`.
    pub name: &'static str,
    /// The file's text.
    pub source: &'static str,
    /// Base size parameters, in order.
    pub params: &'static [&'static str],
    /// Derived sizes (name, value) from the base sizes.
    pub derive: fn(&[i64]) -> Vec<(&'static str, i64)>,
    /// The kernel functions (the `@main` host function aside).
    pub functions: &'static [&'static str],
}

fn none(_: &[i64]) -> Vec<(&'static str, i64)> {
    Vec::new()
}

fn at(s: &[i64], i: usize) -> i64 {
    s.get(i).copied().unwrap_or(0)
}

/// Output size of a window along one axis (as `tessera_kernels::catalog::conv_out`).
fn conv_out(input: i64, kernel: i64, stride: i64, pad: i64) -> i64 {
    let span = input + 2 * pad - (kernel - 1) - 1;
    if span < 0 {
        0
    } else {
        span / stride + 1
    }
}

fn conv2d_nchw(s: &[i64]) -> Vec<(&'static str, i64)> {
    vec![
        ("OH", conv_out(at(s, 2), 3, 2, 1)),
        ("OW", conv_out(at(s, 3), 3, 2, 1)),
    ]
}

fn conv2d_nhwc(s: &[i64]) -> Vec<(&'static str, i64)> {
    vec![("HB", at(s, 1) + 1), ("WB", at(s, 2) + 1)]
}

fn pooling(s: &[i64]) -> Vec<(&'static str, i64)> {
    let (h, w) = (at(s, 1), at(s, 2));
    vec![
        ("MH", conv_out(h, 2, 2, 0)),
        ("MW", conv_out(w, 2, 2, 0)),
        ("AH", conv_out(h, 3, 1, 0)),
        ("AW", conv_out(w, 3, 1, 0)),
    ]
}

fn jacobi2d(s: &[i64]) -> Vec<(&'static str, i64)> {
    vec![("HM", at(s, 0) - 1), ("WM", at(s, 1) - 1)]
}

fn jacobi3d(s: &[i64]) -> Vec<(&'static str, i64)> {
    vec![
        ("DM", at(s, 0) - 1),
        ("HM", at(s, 1) - 1),
        ("WM", at(s, 2) - 1),
    ]
}

macro_rules! lib {
    ($name:literal, [$($p:literal),*], $derive:expr, [$($f:literal),*]) => {
        LibraryKernel {
            name: $name,
            source: include_str!(concat!("../../../kernels/", $name, ".mlir")),
            params: &[$($p),*],
            derive: $derive,
            functions: &[$($f),*],
        }
    };
}

/// Every kernel of the library (the same list as `tessera_kernels::KERNELS`).
pub const LIBRARY: &[LibraryKernel] = &[
    lib!("matmul", ["M", "N", "K"], none, ["matmul"]),
    lib!(
        "batched_matmul",
        ["BATCH", "M", "N", "K"],
        none,
        ["batched_matmul"]
    ),
    lib!(
        "matmul_bias_relu",
        ["M", "N", "K"],
        none,
        ["matmul_bias_relu"]
    ),
    lib!("gemv", ["M", "N"], none, ["gemv"]),
    lib!("transpose", ["M", "N"], none, ["transpose"]),
    lib!("permute4d", ["N", "C", "H", "W"], none, ["permute4d"]),
    lib!("elementwise", ["M", "N"], none, ["silu", "bias_scale"]),
    lib!(
        "conv2d_nchw",
        ["N", "C", "H", "W", "F"],
        conv2d_nchw,
        ["conv2d_nchw"]
    ),
    lib!(
        "conv2d_nhwc",
        ["N", "H", "W", "C", "F"],
        conv2d_nhwc,
        ["conv2d_nhwc"]
    ),
    lib!(
        "depthwise_conv2d",
        ["N", "C", "H", "W"],
        none,
        ["depthwise_conv2d"]
    ),
    lib!(
        "pooling",
        ["C", "H", "W"],
        pooling,
        ["maxpool2d", "avgpool2d"]
    ),
    lib!(
        "reductions",
        ["M", "N"],
        none,
        ["row_sum", "row_max", "col_sum", "col_max"]
    ),
    lib!("softmax", ["M", "N"], none, ["softmax"]),
    lib!("layernorm", ["M", "N"], none, ["layernorm"]),
    lib!("jacobi2d", ["H", "W"], jacobi2d, ["jacobi2d"]),
    lib!("jacobi3d", ["D", "H", "W"], jacobi3d, ["jacobi3d"]),
    lib!("saxpy", ["N"], none, ["saxpy"]),
    lib!("matmul_f16", ["M", "N", "K"], none, ["matmul_f16"]),
];

/// The library kernel named `name`.
pub fn library_kernel(name: &str) -> Option<&'static LibraryKernel> {
    LIBRARY.iter().find(|k| k.name == name)
}

/// The names of every library kernel, comma separated (for messages).
pub fn library_names() -> String {
    LIBRARY
        .iter()
        .map(|k| k.name)
        .collect::<Vec<_>>()
        .join(", ")
}

/// `(name, default)` of the `// PARAM` and `// DERIVED` header lines, in order.
fn header(source: &str) -> Result<Vec<(String, i64)>, String> {
    let mut out = Vec::new();
    for (n, line) in source.lines().enumerate() {
        let Some(rest) = line.trim_start().strip_prefix("//") else {
            continue;
        };
        let rest = rest.trim_start();
        let Some(decl) = rest
            .strip_prefix("PARAM ")
            .or_else(|| rest.strip_prefix("DERIVED "))
        else {
            continue;
        };
        let (name, value) = decl
            .split_once('=')
            .ok_or_else(|| format!("line {}: expected `NAME = value`", n + 1))?;
        let v: i64 = value
            .trim()
            .parse()
            .map_err(|_| format!("line {}: `{}` is not an integer", n + 1, value.trim()))?;
        out.push((name.trim().to_string(), v));
    }
    Ok(out)
}

impl LibraryKernel {
    /// The default base sizes, from the header.
    pub fn default_sizes(&self) -> Vec<i64> {
        let h = header(self.source).unwrap_or_default();
        self.params
            .iter()
            .map(|p| h.iter().find(|(n, _)| n == p).map_or(0, |(_, v)| *v))
            .collect()
    }

    /// Base sizes from `NAME=VALUE` pairs; parameters not given keep their defaults.
    pub fn sizes_from(&self, pairs: &[(String, i64)]) -> Result<Vec<i64>, String> {
        let mut sizes = self.default_sizes();
        for (name, v) in pairs {
            let Some(i) = self
                .params
                .iter()
                .position(|p| p.eq_ignore_ascii_case(name))
            else {
                return Err(format!(
                    "kernel {} has no size {name} (sizes: {})",
                    self.name,
                    self.params.join(", ")
                ));
            };
            if *v < 1 {
                return Err(format!("size {name} must be at least 1, got {v}"));
            }
            sizes[i] = *v;
        }
        Ok(sizes)
    }

    /// The source at base sizes `sizes` (comment lines dropped), as
    /// `tessera_kernels::instantiate` gives it.
    pub fn instantiate(&self, sizes: &[i64]) -> Result<String, String> {
        if sizes.len() != self.params.len() {
            return Err(format!(
                "kernel {} takes {} sizes ({}), {} given",
                self.name,
                self.params.len(),
                self.params.join(", "),
                sizes.len()
            ));
        }
        let mut values: Vec<(String, i64)> = self
            .params
            .iter()
            .zip(sizes)
            .map(|(n, &s)| (n.to_string(), s))
            .collect();
        for (n, v) in (self.derive)(sizes) {
            if v <= 0 {
                return Err(format!(
                    "kernel {}: these sizes give a non-positive {n} ({v})",
                    self.name
                ));
            }
            values.push((n.to_string(), v));
        }
        let mut map = BTreeMap::new();
        for (name, default) in header(self.source)? {
            let v = values
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| *v)
                .ok_or_else(|| format!("{}: unknown header parameter {name}", self.name))?;
            map.insert(default, v);
        }
        let mut out = String::with_capacity(self.source.len());
        for line in self.source.lines() {
            if line.trim_start().starts_with("//") {
                continue;
            }
            out.push_str(&substitute(line, &map));
            out.push('\n');
        }
        Ok(out)
    }
}

fn may_precede(b: &[u8], p: usize) -> bool {
    if p == 0 {
        return true;
    }
    let c = b[p - 1];
    if c == b'x' {
        return p >= 2 && (b[p - 2].is_ascii_digit() || b[p - 2] == b'?');
    }
    !(c.is_ascii_alphanumeric() || matches!(c, b'_' | b'%' | b'#' | b'@' | b'.' | b'$' | b'-'))
}

fn may_follow(c: Option<u8>) -> bool {
    match c {
        None | Some(b'x') => true,
        Some(c) => !(c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.')),
    }
}

/// Replaces the size tokens of `line` found in `map` (default → new value).
fn substitute(line: &str, map: &BTreeMap<i64, i64>) -> String {
    let b = line.as_bytes();
    let mut out = String::with_capacity(line.len() + 8);
    let (mut i, mut last) = (0, 0);
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
        if let Some(new) = line[start..i].parse::<i64>().ok().and_then(|v| map.get(&v)) {
            out.push_str(&line[last..start]);
            out.push_str(&new.to_string());
            last = i;
        }
    }
    out.push_str(&line[last..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matmul_sizes_are_substituted() {
        let k = library_kernel("matmul").unwrap();
        let s = k
            .sizes_from(&[("M".into(), 128), ("k".into(), 16)])
            .unwrap();
        assert_eq!(s, vec![128, 48, 16]);
        let text = k.instantiate(&s).unwrap();
        assert!(text.contains("memref<128x16xf32>"), "{text}");
        assert!(!text.contains("PARAM"));
        assert!(k.sizes_from(&[("Q".into(), 1)]).is_err());
    }

    #[test]
    fn conv_derives_output_sizes() {
        let k = library_kernel("conv2d_nchw").unwrap();
        let text = k.instantiate(&[1, 64, 56, 56, 64]).unwrap();
        assert!(text.contains("memref<1x64x28x28xf32>"), "{text}");
    }
}
