//! Interned affine expressions, maps and integer sets.
//!
//! Expressions are built through [`Context`](super::Context) so that they are interned; the
//! builders fold constants on the fly (as upstream's `AffineExpr` operators do). Heavier
//! simplification lives in `crate::affine`.

use super::entity::entity_id;

entity_id!(
    /// An interned affine expression.
    AffineExpr,
    "aexpr"
);
entity_id!(
    /// An interned affine map.
    AffineMap,
    "amap"
);
entity_id!(
    /// An interned integer set.
    IntegerSet,
    "aset"
);

/// Binary operators of affine expressions. Subtraction is `a + b * -1`, as upstream.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AffineBinOp {
    /// `+`
    Add,
    /// `*`
    Mul,
    /// `mod`
    Mod,
    /// `floordiv`
    FloorDiv,
    /// `ceildiv`
    CeilDiv,
}

/// The structure of an affine expression.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AffineExprKind {
    /// `d<n>`
    Dim(u32),
    /// `s<n>`
    Symbol(u32),
    /// An integer constant.
    Const(i64),
    /// A binary operation.
    Bin(AffineBinOp, AffineExpr, AffineExpr),
}

/// An affine map `(d0, ..)[s0, ..] -> (e0, ..)`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct AffineMapData {
    /// Number of dimensions.
    pub num_dims: u32,
    /// Number of symbols.
    pub num_symbols: u32,
    /// Result expressions.
    pub results: Vec<AffineExpr>,
}

/// An integer set `(d0)[s0] : (e0 >= 0, e1 == 0)`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct IntegerSetData {
    /// Number of dimensions.
    pub num_dims: u32,
    /// Number of symbols.
    pub num_symbols: u32,
    /// Constraint expressions.
    pub constraints: Vec<AffineExpr>,
    /// `eq_flags[i]` is true for `== 0`, false for `>= 0`.
    pub eq_flags: Vec<bool>,
}

/// MLIR's `floordiv` on integers (rounds toward negative infinity).
/// Returns `None` for a zero divisor or overflow.
pub fn floor_div(a: i64, b: i64) -> Option<i64> {
    if b == 0 {
        return None;
    }
    let q = a.checked_div(b)?;
    if (a % b != 0) && ((a < 0) != (b < 0)) {
        q.checked_sub(1)
    } else {
        Some(q)
    }
}

/// MLIR's `ceildiv` on integers (rounds toward positive infinity).
pub fn ceil_div(a: i64, b: i64) -> Option<i64> {
    if b == 0 {
        return None;
    }
    let q = a.checked_div(b)?;
    if (a % b != 0) && ((a < 0) == (b < 0)) {
        q.checked_add(1)
    } else {
        Some(q)
    }
}

/// MLIR's `mod`: the result has the sign of the divisor... for positive divisors it is
/// always in `[0, b)`, as upstream's `mod` (which requires a positive divisor in affine).
pub fn modulo(a: i64, b: i64) -> Option<i64> {
    if b == 0 {
        return None;
    }
    let r = a.checked_rem(b)?;
    Some(if r != 0 && ((r < 0) != (b < 0)) {
        r + b
    } else {
        r
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn div_semantics() {
        assert_eq!(floor_div(-7, 2), Some(-4));
        assert_eq!(floor_div(7, 2), Some(3));
        assert_eq!(floor_div(-8, 2), Some(-4));
        assert_eq!(ceil_div(-7, 2), Some(-3));
        assert_eq!(ceil_div(7, 2), Some(4));
        assert_eq!(modulo(-7, 2), Some(1));
        assert_eq!(modulo(7, 3), Some(1));
        assert_eq!(floor_div(1, 0), None);
        assert_eq!(floor_div(i64::MIN, -1), None);
    }
}
