//! Evaluation of affine expressions, maps and integer sets on concrete integers.
//!
//! Semantics are MLIR's: `floordiv` rounds toward −∞, `ceildiv` toward +∞, and `mod`
//! is the remainder with the sign of the divisor (so `x mod c ∈ [0, c)` for the positive
//! divisors affine maps use). All arithmetic is checked: a zero divisor, an `i64`
//! overflow or a dim/symbol position without a value is an [`EvalError`], never a panic.

use crate::ir::affine_expr::{ceil_div, floor_div, modulo};
use crate::ir::{AffineBinOp, AffineExpr, AffineExprKind, AffineMap, Context, IntegerSet};

/// Why an evaluation failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum EvalError {
    /// `floordiv`, `ceildiv` or `mod` by zero.
    #[error("division by zero in affine expression")]
    DivisionByZero,
    /// The result or an intermediate value does not fit in `i64`.
    #[error("integer overflow in affine expression")]
    Overflow,
    /// `d<n>` with fewer than `n + 1` dim values given.
    #[error("affine expression uses d{0} but only {1} dims were given")]
    MissingDim(u32, usize),
    /// `s<n>` with fewer than `n + 1` symbol values given.
    #[error("affine expression uses s{0} but only {1} symbols were given")]
    MissingSymbol(u32, usize),
}

/// The value of `e` at `dims`/`syms`.
pub fn eval_expr(
    ctx: &Context,
    e: AffineExpr,
    dims: &[i64],
    syms: &[i64],
) -> Result<i64, EvalError> {
    match ctx.expr(e) {
        AffineExprKind::Dim(i) => dims
            .get(i as usize)
            .copied()
            .ok_or(EvalError::MissingDim(i, dims.len())),
        AffineExprKind::Symbol(i) => syms
            .get(i as usize)
            .copied()
            .ok_or(EvalError::MissingSymbol(i, syms.len())),
        AffineExprKind::Const(c) => Ok(c),
        AffineExprKind::Bin(op, l, r) => {
            let a = eval_expr(ctx, l, dims, syms)?;
            let b = eval_expr(ctx, r, dims, syms)?;
            apply_bin(op, a, b)
        }
    }
}

/// One binary operation with MLIR semantics.
pub fn apply_bin(op: AffineBinOp, a: i64, b: i64) -> Result<i64, EvalError> {
    let div = |f: fn(i64, i64) -> Option<i64>| {
        if b == 0 {
            Err(EvalError::DivisionByZero)
        } else {
            f(a, b).ok_or(EvalError::Overflow)
        }
    };
    match op {
        AffineBinOp::Add => a.checked_add(b).ok_or(EvalError::Overflow),
        AffineBinOp::Mul => a.checked_mul(b).ok_or(EvalError::Overflow),
        AffineBinOp::FloorDiv => div(floor_div),
        AffineBinOp::CeilDiv => div(ceil_div),
        AffineBinOp::Mod => div(modulo),
    }
}

/// The results of `map` at `dims`/`syms`.
pub fn eval_map(
    ctx: &Context,
    map: AffineMap,
    dims: &[i64],
    syms: &[i64],
) -> Result<Vec<i64>, EvalError> {
    let d = ctx.map_data(map);
    d.results
        .iter()
        .map(|&e| eval_expr(ctx, e, dims, syms))
        .collect()
}

/// Whether the point `dims`/`syms` is in `set` (every `== 0` and `>= 0` constraint holds).
pub fn eval_set(
    ctx: &Context,
    set: IntegerSet,
    dims: &[i64],
    syms: &[i64],
) -> Result<bool, EvalError> {
    let d = ctx.set_data(set);
    for (&e, &eq) in d.constraints.iter().zip(&d.eq_flags) {
        let v = eval_expr(ctx, e, dims, syms)?;
        if (eq && v != 0) || (!eq && v < 0) {
            return Ok(false);
        }
    }
    Ok(true)
}

/// The values of `map`'s operands split as upstream does: the first `num_dims` are dims,
/// the rest symbols. Convenience for evaluating an op's map on its operand values.
pub fn eval_map_operands(
    ctx: &Context,
    map: AffineMap,
    operands: &[i64],
) -> Result<Vec<i64>, EvalError> {
    let nd = (ctx.map_data(map).num_dims as usize).min(operands.len());
    eval_map(ctx, map, &operands[..nd], &operands[nd..])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn negative_semantics() {
        let mut ctx = Context::new();
        let d0 = ctx.dim(0);
        let c4 = ctx.cst(4);
        let f = ctx.expr_raw(AffineExprKind::Bin(AffineBinOp::FloorDiv, d0, c4));
        let c = ctx.expr_raw(AffineExprKind::Bin(AffineBinOp::CeilDiv, d0, c4));
        let m = ctx.expr_raw(AffineExprKind::Bin(AffineBinOp::Mod, d0, c4));
        let map = ctx.map(1, 0, vec![f, c, m]);
        assert_eq!(eval_map(&ctx, map, &[-7], &[]).unwrap(), vec![-2, -1, 1]);
        assert_eq!(eval_map(&ctx, map, &[7], &[]).unwrap(), vec![1, 2, 3]);
        assert_eq!(eval_map(&ctx, map, &[-8], &[]).unwrap(), vec![-2, -2, 0]);
        // Reference: x == 4 * floordiv + mod for every x.
        for x in -20..20 {
            let v = eval_map(&ctx, map, &[x], &[]).unwrap();
            assert_eq!(x, 4 * v[0] + v[2]);
            assert!(v[1] * 4 >= x && (v[1] - 1) * 4 < x);
        }
    }

    #[test]
    fn symbols_and_errors() {
        let mut ctx = Context::new();
        let (d0, s0) = (ctx.dim(0), ctx.sym(0));
        let e = ctx.expr_raw(AffineExprKind::Bin(AffineBinOp::Mod, d0, s0));
        assert_eq!(eval_expr(&ctx, e, &[10], &[3]), Ok(1));
        assert_eq!(
            eval_expr(&ctx, e, &[10], &[0]),
            Err(EvalError::DivisionByZero)
        );
        assert_eq!(
            eval_expr(&ctx, e, &[10], &[]),
            Err(EvalError::MissingSymbol(0, 0))
        );
        assert_eq!(
            eval_expr(&ctx, e, &[], &[1]),
            Err(EvalError::MissingDim(0, 0))
        );
        let big = ctx.cst(i64::MAX);
        let e = ctx.expr_raw(AffineExprKind::Bin(AffineBinOp::Add, d0, big));
        assert_eq!(eval_expr(&ctx, e, &[1], &[]), Err(EvalError::Overflow));
        let m1 = ctx.cst(-1);
        let e = ctx.expr_raw(AffineExprKind::Bin(AffineBinOp::FloorDiv, d0, m1));
        assert_eq!(
            eval_expr(&ctx, e, &[i64::MIN], &[]),
            Err(EvalError::Overflow)
        );
        let map = ctx.map(1, 1, vec![d0, s0]);
        assert_eq!(eval_map_operands(&ctx, map, &[4, 5]).unwrap(), vec![4, 5]);
    }

    #[test]
    fn sets() {
        let mut ctx = Context::new();
        let d0 = ctx.dim(0);
        let m = ctx.cst(-5);
        let lo = ctx.add(d0, m);
        let c2 = ctx.cst(2);
        let md = ctx.expr_raw(AffineExprKind::Bin(AffineBinOp::Mod, d0, c2));
        let set = ctx.integer_set(1, 0, vec![lo, md], vec![false, true]);
        assert!(eval_set(&ctx, set, &[6], &[]).unwrap());
        assert!(!eval_set(&ctx, set, &[7], &[]).unwrap());
        assert!(!eval_set(&ctx, set, &[4], &[]).unwrap());
    }
}
