//! The `#arith.fastmath<...>` flags as a typed bit set.
//!
//! The parser keeps the attribute's text (`.fastmath<nnan,contract>`); passes that act on
//! the flags read them through [`FastMathFlags`], never by searching the text: `nnan` is
//! not permission to contract, and `fast` is every flag at once (upstream's
//! `FastMathFlags::fast`).

use crate::ir::{Attr, AttrKind, Context, Module, Op};

/// A set of fast-math flags (upstream's `arith::FastMathFlags` bit values).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct FastMathFlags(u32);

impl FastMathFlags {
    /// No flags (`none`): IEEE semantics.
    pub const NONE: FastMathFlags = FastMathFlags(0);
    /// `reassoc`: reassociation allowed.
    pub const REASSOC: FastMathFlags = FastMathFlags(1);
    /// `nnan`: no NaN operands or results.
    pub const NNAN: FastMathFlags = FastMathFlags(2);
    /// `ninf`: no infinite operands or results.
    pub const NINF: FastMathFlags = FastMathFlags(4);
    /// `nsz`: the sign of a zero does not matter.
    pub const NSZ: FastMathFlags = FastMathFlags(8);
    /// `arcp`: reciprocal approximations allowed.
    pub const ARCP: FastMathFlags = FastMathFlags(16);
    /// `contract`: floating-point contraction (e.g. multiply-add into fma) allowed.
    pub const CONTRACT: FastMathFlags = FastMathFlags(32);
    /// `afn`: approximate functions allowed.
    pub const AFN: FastMathFlags = FastMathFlags(64);
    /// `fast`: every flag.
    pub const FAST: FastMathFlags = FastMathFlags(127);

    const NAMES: [(&'static str, FastMathFlags); 9] = [
        ("none", FastMathFlags::NONE),
        ("reassoc", FastMathFlags::REASSOC),
        ("nnan", FastMathFlags::NNAN),
        ("ninf", FastMathFlags::NINF),
        ("nsz", FastMathFlags::NSZ),
        ("arcp", FastMathFlags::ARCP),
        ("contract", FastMathFlags::CONTRACT),
        ("afn", FastMathFlags::AFN),
        ("fast", FastMathFlags::FAST),
    ];

    /// Whether every flag of `other` is set.
    pub fn contains(self, other: FastMathFlags) -> bool {
        self.0 & other.0 == other.0
    }
    /// The union of two sets.
    pub fn union(self, other: FastMathFlags) -> FastMathFlags {
        FastMathFlags(self.0 | other.0)
    }
    /// The flags in both sets.
    pub fn intersection(self, other: FastMathFlags) -> FastMathFlags {
        FastMathFlags(self.0 & other.0)
    }
    /// The attribute body the IR keeps (`.fastmath<nnan,contract>`, `.fastmath<fast>`,
    /// `.fastmath<none>`).
    pub fn to_body(self) -> String {
        if self == FastMathFlags::FAST {
            return ".fastmath<fast>".to_string();
        }
        let words: Vec<&str> = Self::NAMES[1..8]
            .iter()
            .filter(|(_, f)| self.contains(*f))
            .map(|(n, _)| *n)
            .collect();
        if words.is_empty() {
            ".fastmath<none>".to_string()
        } else {
            format!(".fastmath<{}>", words.join(","))
        }
    }
    /// The raw bits.
    pub fn bits(self) -> u32 {
        self.0
    }

    /// The canonical body of an `#arith.fastmath<...>` attribute as written (`body` is
    /// `.fastmath<ninf,nnan>`): the flags in upstream's order (`.fastmath<nnan,ninf>`), or
    /// `fast` for all seven. `None` for another attribute or an invalid list (kept as
    /// written, for the verifier to report).
    pub fn canonical_body(dialect: &str, body: &str) -> Option<String> {
        if dialect != "arith" || !body.starts_with(".fastmath<") {
            return None;
        }
        Self::parse_body(body).ok().map(Self::to_body)
    }

    /// Parses a comma-separated flag list (`nnan,contract`, `fast`, `none`); `Err` names
    /// the first word that is not a flag.
    pub fn parse_list(list: &str) -> Result<FastMathFlags, String> {
        let mut flags = FastMathFlags::NONE;
        for word in list.split(',').map(str::trim) {
            let f = Self::NAMES
                .iter()
                .find(|(n, _)| *n == word)
                .map(|(_, f)| *f)
                .ok_or_else(|| format!("unknown fastmath flag '{word}'"))?;
            flags = flags.union(f);
        }
        Ok(flags)
    }

    /// Parses the body of an `#arith.fastmath<...>` attribute as the IR keeps it
    /// (`.fastmath<nnan,ninf>`; the leading `.` is optional).
    pub fn parse_body(body: &str) -> Result<FastMathFlags, String> {
        let b = body.strip_prefix('.').unwrap_or(body);
        if b == "fastmath<none>" {
            // What nearly every op holds (the default): no list to split.
            return Ok(FastMathFlags::NONE);
        }
        let list = b
            .strip_prefix("fastmath<")
            .and_then(|r| r.strip_suffix('>'))
            .ok_or_else(|| format!("expected '#arith.fastmath<...>', got '#arith{body}'"))?;
        Self::parse_list(list)
    }

    /// The flags of `op`: its `fastmath` property (or attribute); none when it has none.
    /// `Err` when the attribute is not a valid `#arith.fastmath<...>`.
    pub fn of_op(ctx: &Context, m: &Module, op: Op) -> Result<FastMathFlags, String> {
        let Some(id) = ctx.lookup_ident("fastmath") else {
            return Ok(FastMathFlags::NONE);
        };
        let Some(a) = m.op(op).get_attr(id) else {
            return Ok(FastMathFlags::NONE);
        };
        Self::of_attr(ctx, a)
    }

    /// The flags of a `fastmath` attribute; `Err` when it is not a valid
    /// `#arith.fastmath<...>`.
    pub fn of_attr(ctx: &Context, a: Attr) -> Result<FastMathFlags, String> {
        match ctx.attr_kind(a) {
            AttrKind::Opaque {
                dialect,
                body,
                ty: None,
            } if dialect == "arith" => Self::parse_body(body),
            _ => Err("the 'fastmath' attribute is not an '#arith.fastmath<...>'".to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::FastMathFlags as F;

    #[test]
    fn flags_parse_as_bits() {
        assert_eq!(F::parse_body(".fastmath<none>"), Ok(F::NONE));
        let f = F::parse_body(".fastmath<nnan, contract>").unwrap();
        assert!(f.contains(F::CONTRACT) && f.contains(F::NNAN) && !f.contains(F::NINF));
        // `nnan` is not `contract`, whatever the text contains.
        assert!(!F::parse_body(".fastmath<nnan>")
            .unwrap()
            .contains(F::CONTRACT));
        assert!(F::parse_body(".fastmath<fast>")
            .unwrap()
            .contains(F::CONTRACT));
        assert_eq!(F::parse_body(".fastmath<fast>").unwrap().bits(), 127);
        assert!(F::parse_body(".fastmath<fastish>").is_err());
        assert_eq!(f.to_body(), ".fastmath<nnan,contract>");
        assert_eq!(F::NONE.to_body(), ".fastmath<none>");
        assert!(F::parse_body(".overflow<nsw>").is_err());
    }
}
