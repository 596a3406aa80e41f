//! `arith::AtomicRMWKind`: the kind of `memref.atomic_rmw` and `affine.atomic_rmw`, and of
//! each `affine.parallel` reduction. Declared once: the syntax, the interpreter, the
//! reduction passes and the SPIR-V emitter all read this enum.
//!
//! The integer values are current upstream's (the enumeration is alphabetical since
//! `andi` and `xori` joined it: addf=0, addi=1, andi=2, assign=3, ...), which is what a
//! generic-form `kind = N : i64` or `reductions = [N]` means to upstream's tools. LLVM
//! 18–20 numbered them differently (addf, addi, assign, maximumf, ...); a number has no
//! spelling to tell the two apart, so generic input is read with today's numbering.

use crate::dialect::OpKind;

/// An `arith::AtomicRMWKind`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AtomicRmwKind {
    /// `addf`
    AddF,
    /// `addi`
    AddI,
    /// `andi`
    AndI,
    /// `assign`
    Assign,
    /// `maximumf`
    MaximumF,
    /// `maxnumf`
    MaxNumF,
    /// `maxs`
    MaxS,
    /// `maxu`
    MaxU,
    /// `minimumf`
    MinimumF,
    /// `minnumf`
    MinNumF,
    /// `mins`
    MinS,
    /// `minu`
    MinU,
    /// `mulf`
    MulF,
    /// `muli`
    MulI,
    /// `ori`
    OrI,
    /// `xori`
    XOrI,
}

impl AtomicRmwKind {
    /// Every kind, in value order.
    pub const ALL: [AtomicRmwKind; 16] = {
        use AtomicRmwKind::*;
        [
            AddF, AddI, AndI, Assign, MaximumF, MaxNumF, MaxS, MaxU, MinimumF, MinNumF, MinS, MinU,
            MulF, MulI, OrI, XOrI,
        ]
    };

    /// The integer upstream stores.
    pub fn value(self) -> i64 {
        self as i64
    }

    /// The kind with integer value `v`.
    pub fn from_value(v: i64) -> Option<Self> {
        Self::ALL.get(usize::try_from(v).ok()?).copied()
    }

    /// The keyword (`addf`, `maxs`, ...).
    pub fn name(self) -> &'static str {
        use AtomicRmwKind::*;
        match self {
            AddF => "addf",
            AddI => "addi",
            AndI => "andi",
            Assign => "assign",
            MaximumF => "maximumf",
            MaxNumF => "maxnumf",
            MaxS => "maxs",
            MaxU => "maxu",
            MinimumF => "minimumf",
            MinNumF => "minnumf",
            MinS => "mins",
            MinU => "minu",
            MulF => "mulf",
            MulI => "muli",
            OrI => "ori",
            XOrI => "xori",
        }
    }

    /// The kind spelled `s`; `maxf`/`minf` are the names before LLVM 18.
    pub fn from_name(s: &str) -> Option<Self> {
        let s = match s {
            "maxf" => "maximumf",
            "minf" => "minimumf",
            other => other,
        };
        Self::ALL.iter().copied().find(|k| k.name() == s)
    }

    /// Whether the kind applies to floats (else to integers; `assign` to both).
    pub fn is_float(self) -> Option<bool> {
        use AtomicRmwKind::*;
        match self {
            AddF | MaximumF | MaxNumF | MinimumF | MinNumF | MulF => Some(true),
            AddI | AndI | MaxS | MaxU | MinS | MinU | MulI | OrI | XOrI => Some(false),
            Assign => None,
        }
    }

    /// The arith op that combines two values as this kind does (`assign` has none).
    pub fn combiner(self) -> Option<OpKind> {
        use AtomicRmwKind::*;
        Some(match self {
            AddF => OpKind::ArithAddF,
            AddI => OpKind::ArithAddI,
            AndI => OpKind::ArithAndI,
            Assign => return None,
            MaximumF => OpKind::ArithMaximumF,
            MaxNumF => OpKind::ArithMaxNumF,
            MaxS => OpKind::ArithMaxSI,
            MaxU => OpKind::ArithMaxUI,
            MinimumF => OpKind::ArithMinimumF,
            MinNumF => OpKind::ArithMinNumF,
            MinS => OpKind::ArithMinSI,
            MinU => OpKind::ArithMinUI,
            MulF => OpKind::ArithMulF,
            MulI => OpKind::ArithMulI,
            OrI => OpKind::ArithOrI,
            XOrI => OpKind::ArithXOrI,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The values iree-opt 3.13 (current upstream) prints in generic form for each
    /// keyword, e.g. `memref.atomic_rmw maxs` → `kind = 6 : i64`.
    #[test]
    fn values_are_current_upstreams() {
        let upstream = [
            ("addf", 0),
            ("addi", 1),
            ("andi", 2),
            ("assign", 3),
            ("maximumf", 4),
            ("maxnumf", 5),
            ("maxs", 6),
            ("maxu", 7),
            ("minimumf", 8),
            ("minnumf", 9),
            ("mins", 10),
            ("minu", 11),
            ("mulf", 12),
            ("muli", 13),
            ("ori", 14),
            ("xori", 15),
        ];
        for (name, v) in upstream {
            let k = AtomicRmwKind::from_name(name).expect(name);
            assert_eq!(k.value(), v, "{name}");
            assert_eq!(AtomicRmwKind::from_value(v), Some(k));
            assert_eq!(k.name(), name);
        }
        assert_eq!(
            AtomicRmwKind::from_name("maxf"),
            Some(AtomicRmwKind::MaximumF)
        );
        assert_eq!(AtomicRmwKind::from_value(16), None);
        assert_eq!(AtomicRmwKind::from_value(-1), None);
    }
}
