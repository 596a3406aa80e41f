//! Expression builders with upstream MLIR's operator folds.
//!
//! Upstream builds every affine expression through `AffineExpr::operator+`, `operator*`,
//! `floorDiv`, `ceilDiv` and `operator%`, each of which first tries a local simplification
//! (`simplifyAdd`, `simplifyMul`, `simplifyFloorDiv`, `simplifyCeilDiv`, `simplifyMod` in
//! `mlir/lib/IR/AffineExpr.cpp`). The flattening simplifier in
//! [`simplify`](super::simplify) rebuilds expressions through these same folds, so that
//! its output matches upstream's `simplifyAffineExpr` term for term.
//!
//! The folds here are those of LLVM 18–20 with one deliberate difference: constant
//! arithmetic that would overflow `i64` is never folded (the expression is kept as a
//! binary node instead), where upstream would wrap.
//!
//! [`Context::bin`](crate::ir::Context::bin) is a lighter builder (constant folding and
//! trivial identities only); use these functions wherever upstream-identical structure
//! matters.

use crate::ir::affine_expr::{ceil_div, floor_div, modulo};
use crate::ir::{AffineBinOp, AffineExpr, AffineExprKind, Context};

/// `e` as a constant, if it is one.
fn cst_of(ctx: &Context, e: AffineExpr) -> Option<i64> {
    ctx.as_const(e)
}

/// The operands of `e` if it is the binary operation `op`.
fn bin_of(ctx: &Context, e: AffineExpr, op: AffineBinOp) -> Option<(AffineExpr, AffineExpr)> {
    match ctx.expr(e) {
        AffineExprKind::Bin(o, l, r) if o == op => Some((l, r)),
        _ => None,
    }
}

/// Whether `e` is built from symbols and constants only (no dimension).
pub fn is_symbolic_or_constant(ctx: &Context, e: AffineExpr) -> bool {
    match ctx.expr(e) {
        AffineExprKind::Const(_) | AffineExprKind::Symbol(_) => true,
        AffineExprKind::Dim(_) => false,
        AffineExprKind::Bin(_, l, r) => {
            is_symbolic_or_constant(ctx, l) && is_symbolic_or_constant(ctx, r)
        }
    }
}

/// Whether `e` is pure affine: multiplication only by constants, `floordiv`, `ceildiv` and
/// `mod` only by constants (upstream's `isPureAffine`).
pub fn is_pure_affine(ctx: &Context, e: AffineExpr) -> bool {
    match ctx.expr(e) {
        AffineExprKind::Const(_) | AffineExprKind::Symbol(_) | AffineExprKind::Dim(_) => true,
        AffineExprKind::Bin(AffineBinOp::Add, l, r) => {
            is_pure_affine(ctx, l) && is_pure_affine(ctx, r)
        }
        AffineExprKind::Bin(AffineBinOp::Mul, l, r) => {
            is_pure_affine(ctx, l)
                && is_pure_affine(ctx, r)
                && (cst_of(ctx, l).is_some() || cst_of(ctx, r).is_some())
        }
        AffineExprKind::Bin(_, l, r) => is_pure_affine(ctx, l) && cst_of(ctx, r).is_some(),
    }
}

/// The largest integer known to divide every value of `e` (upstream's
/// `getLargestKnownDivisor`). A constant `0` reports `0`, which every integer divides
/// into; callers use it only through `x % divisor` tests with a non-zero divisor.
pub fn largest_known_divisor(ctx: &Context, e: AffineExpr) -> i64 {
    match ctx.expr(e) {
        AffineExprKind::Dim(_) | AffineExprKind::Symbol(_) => 1,
        AffineExprKind::Const(c) => c.checked_abs().unwrap_or(1),
        AffineExprKind::Bin(AffineBinOp::FloorDiv | AffineBinOp::CeilDiv, l, r) => {
            match cst_of(ctx, r) {
                Some(rc) if rc != 0 => {
                    let ld = largest_known_divisor(ctx, l);
                    match (ld.checked_rem(rc), ld.checked_div(rc)) {
                        (Some(0), Some(q)) => q.checked_abs().unwrap_or(1),
                        _ => 1,
                    }
                }
                _ => 1,
            }
        }
        AffineExprKind::Bin(AffineBinOp::Mul, l, r) => largest_known_divisor(ctx, l)
            .checked_mul(largest_known_divisor(ctx, r))
            .unwrap_or(1),
        AffineExprKind::Bin(AffineBinOp::Add | AffineBinOp::Mod, l, r) => {
            gcd(largest_known_divisor(ctx, l), largest_known_divisor(ctx, r))
        }
    }
}

/// Greatest common divisor of `|a|` and `|b|` (`gcd(0, 0) = 0`); saturates at `i64::MAX`
/// for the single unrepresentable case `gcd(i64::MIN, 0)`.
pub fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    i64::try_from(a).unwrap_or(i64::MAX)
}

/// Whether `x` is a multiple of the positive constant `c` (`x % c == 0`).
fn multiple_of(x: i64, c: i64) -> bool {
    x.checked_rem(c) == Some(0)
}

/// Builds `op(a, b)` through the matching upstream operator.
pub fn bin(ctx: &mut Context, op: AffineBinOp, a: AffineExpr, b: AffineExpr) -> AffineExpr {
    match op {
        AffineBinOp::Add => add(ctx, a, b),
        AffineBinOp::Mul => mul(ctx, a, b),
        AffineBinOp::FloorDiv => floordiv(ctx, a, b),
        AffineBinOp::CeilDiv => ceildiv(ctx, a, b),
        AffineBinOp::Mod => modulo_expr(ctx, a, b),
    }
}

/// `a + b` (upstream `operator+`).
pub fn add(ctx: &mut Context, a: AffineExpr, b: AffineExpr) -> AffineExpr {
    match simplify_add(ctx, a, b) {
        Some(e) => e,
        None => ctx.expr_raw(AffineExprKind::Bin(AffineBinOp::Add, a, b)),
    }
}

/// `a + c` for a constant `c`.
pub fn add_cst(ctx: &mut Context, a: AffineExpr, c: i64) -> AffineExpr {
    let c = ctx.cst(c);
    add(ctx, a, c)
}

/// `a * b` (upstream `operator*`).
pub fn mul(ctx: &mut Context, a: AffineExpr, b: AffineExpr) -> AffineExpr {
    match simplify_mul(ctx, a, b) {
        Some(e) => e,
        None => ctx.expr_raw(AffineExprKind::Bin(AffineBinOp::Mul, a, b)),
    }
}

/// `a * c` for a constant `c`.
pub fn mul_cst(ctx: &mut Context, a: AffineExpr, c: i64) -> AffineExpr {
    let c = ctx.cst(c);
    mul(ctx, a, c)
}

/// `a - b`, built as `a + b * -1` as upstream does.
pub fn sub(ctx: &mut Context, a: AffineExpr, b: AffineExpr) -> AffineExpr {
    let nb = mul_cst(ctx, b, -1);
    add(ctx, a, nb)
}

/// `a floordiv b` (upstream `floorDiv`).
pub fn floordiv(ctx: &mut Context, a: AffineExpr, b: AffineExpr) -> AffineExpr {
    match simplify_floordiv(ctx, a, b) {
        Some(e) => e,
        None => ctx.expr_raw(AffineExprKind::Bin(AffineBinOp::FloorDiv, a, b)),
    }
}

/// `a ceildiv b` (upstream `ceilDiv`).
pub fn ceildiv(ctx: &mut Context, a: AffineExpr, b: AffineExpr) -> AffineExpr {
    match simplify_ceildiv(ctx, a, b) {
        Some(e) => e,
        None => ctx.expr_raw(AffineExprKind::Bin(AffineBinOp::CeilDiv, a, b)),
    }
}

/// `a mod b` (upstream `operator%`).
pub fn modulo_expr(ctx: &mut Context, a: AffineExpr, b: AffineExpr) -> AffineExpr {
    match simplify_mod(ctx, a, b) {
        Some(e) => e,
        None => ctx.expr_raw(AffineExprKind::Bin(AffineBinOp::Mod, a, b)),
    }
}

fn simplify_add(ctx: &mut Context, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
    let (lc, rc) = (cst_of(ctx, lhs), cst_of(ctx, rhs));
    if let (Some(x), Some(y)) = (lc, rc) {
        return x.checked_add(y).map(|v| ctx.cst(v));
    }
    // Canonicalize so that only the RHS is a constant, and a symbolic operand goes right.
    if lc.is_some() || (is_symbolic_or_constant(ctx, lhs) && !is_symbolic_or_constant(ctx, rhs)) {
        return Some(add(ctx, rhs, lhs));
    }
    if rc == Some(0) {
        return Some(lhs);
    }
    let l_add = bin_of(ctx, lhs, AffineBinOp::Add);
    // (d0 + 2) + 3 -> d0 + 5
    if let (Some((ll, lr)), Some(c2)) = (l_add, rc) {
        if let Some(c1) = cst_of(ctx, lr) {
            let c = c1.checked_add(c2)?;
            return Some(add_cst(ctx, ll, c));
        }
    }
    // c1 * e + c2 * e -> (c1 + c2) * e
    let (c1, first) = match bin_of(ctx, lhs, AffineBinOp::Mul) {
        Some((x, y)) if cst_of(ctx, y).is_some() => (cst_of(ctx, y).unwrap_or(1), x),
        _ => (1, lhs),
    };
    let r_mul = bin_of(ctx, rhs, AffineBinOp::Mul);
    let (c2, second) = match r_mul {
        Some((x, y)) if cst_of(ctx, y).is_some() => (cst_of(ctx, y).unwrap_or(1), x),
        _ => (1, rhs),
    };
    if first == second {
        let c = c1.checked_add(c2)?;
        return Some(mul_cst(ctx, first, c));
    }
    // (d0 + 2) + d1 -> (d0 + d1) + 2
    if let Some((ll, lr)) = l_add {
        if let Some(c) = cst_of(ctx, lr) {
            let s = add(ctx, ll, rhs);
            return Some(add_cst(ctx, s, c));
        }
    }
    // expr + ((expr floordiv q) * q) * -1 -> expr mod q
    let (lrhs, rrhs) = r_mul?;
    if cst_of(ctx, rrhs) == Some(-1) {
        if let Some((llrhs, rlrhs)) = bin_of(ctx, lrhs, AffineBinOp::Mul) {
            let (dividend, divisor) = bin_of(ctx, llrhs, AffineBinOp::FloorDiv)?;
            if divisor == rlrhs && dividend == lhs {
                return Some(modulo_expr(ctx, lhs, rlrhs));
            }
        }
    }
    // expr + (expr floordiv c) * -c -> expr mod c
    let (llrhs, rlrhs) = bin_of(ctx, lrhs, AffineBinOp::FloorDiv)?;
    if llrhs != lhs {
        return None;
    }
    let neg = mul_cst(ctx, rrhs, -1);
    if rlrhs == neg {
        return Some(modulo_expr(ctx, lhs, rlrhs));
    }
    None
}

fn simplify_mul(ctx: &mut Context, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
    let (lc, rc) = (cst_of(ctx, lhs), cst_of(ctx, rhs));
    if let (Some(x), Some(y)) = (lc, rc) {
        return x.checked_mul(y).map(|v| ctx.cst(v));
    }
    let (ls, rs) = (
        is_symbolic_or_constant(ctx, lhs),
        is_symbolic_or_constant(ctx, rhs),
    );
    if !ls && !rs {
        // Not affine (dim * dim): upstream forbids it; keep it as written.
        return None;
    }
    // The constant / symbolic operand goes to the right.
    if !rs || lc.is_some() {
        return Some(mul(ctx, rhs, lhs));
    }
    match rc {
        Some(1) => return Some(lhs),
        Some(0) => return Some(rhs),
        _ => {}
    }
    let l_mul = bin_of(ctx, lhs, AffineBinOp::Mul);
    if let Some((ll, lr)) = l_mul {
        if let Some(c1) = cst_of(ctx, lr) {
            // (d0 * 2) * 3 -> d0 * 6
            if let Some(c2) = rc {
                let c = c1.checked_mul(c2)?;
                return Some(mul_cst(ctx, ll, c));
            }
            // (d0 * 2) * s0 -> (d0 * s0) * 2
            let inner = mul(ctx, ll, rhs);
            return Some(mul(ctx, inner, lr));
        }
    }
    None
}

fn simplify_floordiv(ctx: &mut Context, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
    let rc = cst_of(ctx, rhs)?;
    if rc < 1 {
        return None;
    }
    if let Some(lc) = cst_of(ctx, lhs) {
        return floor_div(lc, rc).map(|v| ctx.cst(v));
    }
    if rc == 1 {
        return Some(lhs);
    }
    if let Some((ll, lr)) = bin_of(ctx, lhs, AffineBinOp::Mul) {
        if let Some(c) = cst_of(ctx, lr) {
            if multiple_of(c, rc) {
                return Some(mul_cst(ctx, ll, c / rc));
            }
        }
    }
    if let Some((ll, lr)) = bin_of(ctx, lhs, AffineBinOp::Add) {
        let (dl, dr) = (
            largest_known_divisor(ctx, ll),
            largest_known_divisor(ctx, lr),
        );
        if multiple_of(dl, rc) || multiple_of(dr, rc) {
            let a = floordiv(ctx, ll, rhs);
            let b = floordiv(ctx, lr, rhs);
            return Some(add(ctx, a, b));
        }
    }
    None
}

fn simplify_ceildiv(ctx: &mut Context, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
    let rc = cst_of(ctx, rhs)?;
    if rc < 1 {
        return None;
    }
    if let Some(lc) = cst_of(ctx, lhs) {
        return ceil_div(lc, rc).map(|v| ctx.cst(v));
    }
    if rc == 1 {
        return Some(lhs);
    }
    if let Some((ll, lr)) = bin_of(ctx, lhs, AffineBinOp::Mul) {
        if let Some(c) = cst_of(ctx, lr) {
            if multiple_of(c, rc) {
                return Some(mul_cst(ctx, ll, c / rc));
            }
        }
    }
    None
}

fn simplify_mod(ctx: &mut Context, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
    let rc = cst_of(ctx, rhs)?;
    if rc < 1 {
        return None;
    }
    if let Some(lc) = cst_of(ctx, lhs) {
        return modulo(lc, rc).map(|v| ctx.cst(v));
    }
    if multiple_of(largest_known_divisor(ctx, lhs), rc) {
        return Some(ctx.cst(0));
    }
    if let Some((ll, lr)) = bin_of(ctx, lhs, AffineBinOp::Add) {
        if multiple_of(largest_known_divisor(ctx, ll), rc) {
            return Some(modulo_expr(ctx, lr, rhs));
        }
        if multiple_of(largest_known_divisor(ctx, lr), rc) {
            return Some(modulo_expr(ctx, ll, rhs));
        }
    }
    // (e mod a) mod b -> e mod b when b divides a
    if let Some((ll, lr)) = bin_of(ctx, lhs, AffineBinOp::Mod) {
        if let Some(a) = cst_of(ctx, lr) {
            if a >= 1 && multiple_of(a, rc) {
                return Some(modulo_expr(ctx, ll, rhs));
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn add_canonicalizes_and_folds() {
        let mut ctx = Context::new();
        let (d0, d1, s0) = (ctx.dim(0), ctx.dim(1), ctx.sym(0));
        let c2 = ctx.cst(2);
        let c3 = ctx.cst(3);
        // 2 + d0 -> d0 + 2
        let e = add(&mut ctx, c2, d0);
        assert_eq!(ctx.expr(e), AffineExprKind::Bin(AffineBinOp::Add, d0, c2));
        // (d0 + 2) + 3 -> d0 + 5
        let e2 = add(&mut ctx, e, c3);
        let c5 = ctx.cst(5);
        assert_eq!(ctx.expr(e2), AffineExprKind::Bin(AffineBinOp::Add, d0, c5));
        // s0 + d0 -> d0 + s0
        let e3 = add(&mut ctx, s0, d0);
        assert_eq!(ctx.expr(e3), AffineExprKind::Bin(AffineBinOp::Add, d0, s0));
        // d0 + d0 -> d0 * 2
        let e4 = add(&mut ctx, d0, d0);
        assert_eq!(ctx.expr(e4), AffineExprKind::Bin(AffineBinOp::Mul, d0, c2));
        // (d0 + 2) + d1 -> (d0 + d1) + 2
        let e5 = add(&mut ctx, e, d1);
        let s = ctx.expr_raw(AffineExprKind::Bin(AffineBinOp::Add, d0, d1));
        assert_eq!(ctx.expr(e5), AffineExprKind::Bin(AffineBinOp::Add, s, c2));
        // d0 - d0 -> 0
        let z = sub(&mut ctx, d0, d0);
        assert_eq!(ctx.as_const(z), Some(0));
    }

    #[test]
    fn add_detects_mod() {
        let mut ctx = Context::new();
        let d0 = ctx.dim(0);
        let c8 = ctx.cst(8);
        let q = floordiv(&mut ctx, d0, c8);
        let t = mul_cst(&mut ctx, q, -8);
        let e = add(&mut ctx, d0, t);
        assert_eq!(ctx.expr(e), AffineExprKind::Bin(AffineBinOp::Mod, d0, c8));
    }

    #[test]
    fn mul_folds() {
        let mut ctx = Context::new();
        let (d0, s0) = (ctx.dim(0), ctx.sym(0));
        let c2 = ctx.cst(2);
        let e = mul(&mut ctx, c2, d0);
        assert_eq!(ctx.expr(e), AffineExprKind::Bin(AffineBinOp::Mul, d0, c2));
        let e = mul_cst(&mut ctx, e, 3);
        let c6 = ctx.cst(6);
        assert_eq!(ctx.expr(e), AffineExprKind::Bin(AffineBinOp::Mul, d0, c6));
        // s0 * d0 -> d0 * s0
        let e = mul(&mut ctx, s0, d0);
        assert_eq!(ctx.expr(e), AffineExprKind::Bin(AffineBinOp::Mul, d0, s0));
        // dim * dim is kept.
        let d1 = ctx.dim(1);
        let e = mul(&mut ctx, d0, d1);
        assert_eq!(ctx.expr(e), AffineExprKind::Bin(AffineBinOp::Mul, d0, d1));
        // Overflow is not folded and does not loop.
        let big = mul_cst(&mut ctx, d0, i64::MAX);
        let e = mul_cst(&mut ctx, big, 3);
        assert!(matches!(
            ctx.expr(e),
            AffineExprKind::Bin(AffineBinOp::Mul, _, _)
        ));
    }

    #[test]
    fn div_and_mod_folds() {
        let mut ctx = Context::new();
        let (d0, d1) = (ctx.dim(0), ctx.dim(1));
        let (c2, c4) = (ctx.cst(2), ctx.cst(4));
        let d0x4 = mul_cst(&mut ctx, d0, 4);
        let e = floordiv(&mut ctx, d0x4, c2);
        let d0x2 = mul_cst(&mut ctx, d0, 2);
        assert_eq!(e, d0x2);
        // (d0 * 4 + d1) floordiv 4 -> d0 + d1 floordiv 4
        let s = add(&mut ctx, d0x4, d1);
        let e = floordiv(&mut ctx, s, c4);
        let q = floordiv(&mut ctx, d1, c4);
        assert_eq!(ctx.expr(e), AffineExprKind::Bin(AffineBinOp::Add, d0, q));
        // (d0 * 4) mod 2 -> 0
        let e = modulo_expr(&mut ctx, d0x4, c2);
        assert_eq!(ctx.as_const(e), Some(0));
        // (d0 * 4 + d1) mod 4 -> d1 mod 4
        let e = modulo_expr(&mut ctx, s, c4);
        let m = ctx.expr_raw(AffineExprKind::Bin(AffineBinOp::Mod, d1, c4));
        assert_eq!(e, m);
        // (d1 mod 4) mod 2 -> d1 mod 2
        let e = modulo_expr(&mut ctx, m, c2);
        let m2 = ctx.expr_raw(AffineExprKind::Bin(AffineBinOp::Mod, d1, c2));
        assert_eq!(e, m2);
        // Negative and zero divisors are kept.
        let z = ctx.cst(0);
        let e = floordiv(&mut ctx, d0, z);
        assert!(matches!(
            ctx.expr(e),
            AffineExprKind::Bin(AffineBinOp::FloorDiv, _, _)
        ));
        let m1 = ctx.cst(-1);
        let e = modulo_expr(&mut ctx, d0, m1);
        assert!(matches!(
            ctx.expr(e),
            AffineExprKind::Bin(AffineBinOp::Mod, _, _)
        ));
        // Constant folding with MLIR semantics.
        let c7 = ctx.cst(-7);
        let e = ceildiv(&mut ctx, c7, c2);
        assert_eq!(ctx.as_const(e), Some(-3));
        let e = modulo_expr(&mut ctx, c7, c2);
        assert_eq!(ctx.as_const(e), Some(1));
    }

    #[test]
    fn divisors() {
        let mut ctx = Context::new();
        let d0 = ctx.dim(0);
        let a = mul_cst(&mut ctx, d0, 6);
        let b = add_cst(&mut ctx, a, 9);
        assert_eq!(largest_known_divisor(&ctx, a), 6);
        assert_eq!(largest_known_divisor(&ctx, b), 3);
        assert_eq!(gcd(0, 0), 0);
        assert_eq!(gcd(-12, 18), 6);
        assert!(is_pure_affine(&ctx, b));
        let s0 = ctx.sym(0);
        let m = mul(&mut ctx, d0, s0);
        assert!(!is_pure_affine(&ctx, m));
        assert!(is_symbolic_or_constant(&ctx, s0));
        assert!(!is_symbolic_or_constant(&ctx, m));
    }
}
