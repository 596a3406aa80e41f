//! Expansion of affine expressions and maps into `arith` ops on `index` values, exactly as
//! upstream's `AffineApplyExpander` (`mlir/lib/Dialect/Affine/Utils/Utils.cpp`) does:
//!
//! - `+` → `arith.addi`, `*` → `arith.muli`, constants → `arith.constant … : index`
//!   (one per occurrence; canonicalize uniques them), dims and symbols → their operands;
//! - `a mod b` → `r = remsi a, b; select (r < 0), r + b, r` (Euclidean: `b > 0`);
//! - `a floordiv b` → `n = a < 0; q = divsi (n ? -1 - a : a), b; n ? -1 - q : q`;
//! - `a ceildiv b` → `n = a <= 0; q = divsi (n ? -a : a - 1), b; n ? -q : q + 1`.
//!
//! The division sequences use only `arith.divsi`, `arith.remsi`, `arith.cmpi` and
//! `arith.select`, which every back end supports. A constant divisor must be positive
//! (upstream's "modulo by non-positive value is not supported" and "division by
//! non-positive value is not supported" errors); a symbolic divisor (semi-affine
//! expressions such as the strides of `affine.delinearize_index` with a dynamic basis) is
//! assumed positive, as affine semantics require.

use super::rewrite::{CmpIPredicate, OpBuilder};
use crate::dialect::OpKind;
use crate::ir::{AffineBinOp, AffineExpr, AffineExprKind, AffineMap, Context, Module, Value};

/// Emits ops computing `e` over `dims` and `syms` with `b`; returns the result or an error
/// message.
pub fn expand_expr(
    ctx: &mut Context,
    m: &mut Module,
    b: &OpBuilder,
    e: AffineExpr,
    dims: &[Value],
    syms: &[Value],
) -> Result<Value, String> {
    match ctx.expr(e) {
        AffineExprKind::Const(c) => Ok(b.const_index(ctx, m, c)),
        AffineExprKind::Dim(i) => dims
            .get(i as usize)
            .copied()
            .ok_or_else(|| format!("affine dim d{i} out of range")),
        AffineExprKind::Symbol(i) => syms
            .get(i as usize)
            .copied()
            .ok_or_else(|| format!("affine symbol s{i} out of range")),
        AffineExprKind::Bin(op, l, r) => {
            if matches!(
                op,
                AffineBinOp::Mod | AffineBinOp::FloorDiv | AffineBinOp::CeilDiv
            ) {
                if let Some(c) = ctx.as_const(r) {
                    if c <= 0 {
                        return Err(if op == AffineBinOp::Mod {
                            "modulo by non-positive value is not supported".to_string()
                        } else {
                            "division by non-positive value is not supported".to_string()
                        });
                    }
                }
            }
            let lhs = expand_expr(ctx, m, b, l, dims, syms)?;
            let rhs = expand_expr(ctx, m, b, r, dims, syms)?;
            Ok(match op {
                AffineBinOp::Add => b.binary(ctx, m, OpKind::ArithAddI, lhs, rhs),
                AffineBinOp::Mul => b.binary(ctx, m, OpKind::ArithMulI, lhs, rhs),
                AffineBinOp::Mod => {
                    let rem = b.binary(ctx, m, OpKind::ArithRemSI, lhs, rhs);
                    let zero = b.const_index(ctx, m, 0);
                    let neg = b.cmpi(ctx, m, CmpIPredicate::Slt, rem, zero);
                    let fixed = b.binary(ctx, m, OpKind::ArithAddI, rem, rhs);
                    b.select(ctx, m, neg, fixed, rem)
                }
                AffineBinOp::FloorDiv => {
                    let zero = b.const_index(ctx, m, 0);
                    let none = b.const_index(ctx, m, -1);
                    let neg = b.cmpi(ctx, m, CmpIPredicate::Slt, lhs, zero);
                    let negdec = b.binary(ctx, m, OpKind::ArithSubI, none, lhs);
                    let dividend = b.select(ctx, m, neg, negdec, lhs);
                    let q = b.binary(ctx, m, OpKind::ArithDivSI, dividend, rhs);
                    let fixed = b.binary(ctx, m, OpKind::ArithSubI, none, q);
                    b.select(ctx, m, neg, fixed, q)
                }
                AffineBinOp::CeilDiv => {
                    let zero = b.const_index(ctx, m, 0);
                    let one = b.const_index(ctx, m, 1);
                    let nonpos = b.cmpi(ctx, m, CmpIPredicate::Sle, lhs, zero);
                    let negated = b.binary(ctx, m, OpKind::ArithSubI, zero, lhs);
                    let dec = b.binary(ctx, m, OpKind::ArithSubI, lhs, one);
                    let dividend = b.select(ctx, m, nonpos, negated, dec);
                    let q = b.binary(ctx, m, OpKind::ArithDivSI, dividend, rhs);
                    let negq = b.binary(ctx, m, OpKind::ArithSubI, zero, q);
                    let incq = b.binary(ctx, m, OpKind::ArithAddI, q, one);
                    b.select(ctx, m, nonpos, negq, incq)
                }
            })
        }
    }
}

/// Emits ops computing every result of `map` applied to `operands` (dims first, then
/// symbols).
pub fn expand_map(
    ctx: &mut Context,
    m: &mut Module,
    b: &OpBuilder,
    map: AffineMap,
    operands: &[Value],
) -> Result<Vec<Value>, String> {
    let d = ctx.map_data(map).clone();
    let nd = d.num_dims as usize;
    if operands.len() != nd + d.num_symbols as usize {
        return Err(format!(
            "affine map expects {} operands, got {}",
            nd + d.num_symbols as usize,
            operands.len()
        ));
    }
    let (dims, syms) = operands.split_at(nd);
    d.results
        .iter()
        .map(|&e| expand_expr(ctx, m, b, e, dims, syms))
        .collect()
}

/// Emits the max (`is_max`) or min of the results of `map` as a left-to-right chain of
/// `arith.maxsi` / `arith.minsi` (upstream's `buildMinMaxReductionSeq`).
pub fn expand_map_min_max(
    ctx: &mut Context,
    m: &mut Module,
    b: &OpBuilder,
    map: AffineMap,
    operands: &[Value],
    is_max: bool,
) -> Result<Value, String> {
    let vals = expand_map(ctx, m, b, map, operands)?;
    let mut it = vals.into_iter();
    let mut acc = it.next().ok_or("empty min/max map")?;
    let kind = if is_max {
        OpKind::ArithMaxSI
    } else {
        OpKind::ArithMinSI
    };
    for v in it {
        acc = b.binary(ctx, m, kind, acc, v);
    }
    Ok(acc)
}
