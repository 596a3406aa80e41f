//! Text of affine expressions and maps in MLIR's syntax, for diagnostics and analysis
//! reports (the printer module owns the IR's textual form; this mirrors upstream's
//! `printAffineExprInternal` so that the two agree).
//!
//! Sums print `x + y`, additions of `x * -1` print as `- x`, of `x * -c` as `- x * c`,
//! of negative constants as `- c`; `x * -1` alone prints as `-x`; multiplicative operators
//! bind tighter than `+` and parenthesise their operands when those are themselves binary.

use std::fmt::Write;

use crate::ir::{AffineBinOp, AffineExpr, AffineExprKind, AffineMap, Context, IntegerSet};

#[derive(Clone, Copy, PartialEq, Eq)]
enum Strength {
    Weak,
    Strong,
}

/// The MLIR text of an expression (`d0 * 4 + s0 - 1`).
pub fn expr_to_string(ctx: &Context, e: AffineExpr) -> String {
    let mut s = String::new();
    write_expr(ctx, e, Strength::Weak, &mut s);
    s
}

/// The MLIR text of a map (`(d0, d1)[s0] -> (d0 + s0, d1)`).
pub fn map_to_string(ctx: &Context, m: AffineMap) -> String {
    let d = ctx.map_data(m);
    let mut s = String::new();
    write_inputs(d.num_dims, d.num_symbols, &mut s);
    s.push_str(" -> (");
    for (i, &e) in d.results.iter().enumerate() {
        if i > 0 {
            s.push_str(", ");
        }
        write_expr(ctx, e, Strength::Weak, &mut s);
    }
    s.push(')');
    s
}

/// The MLIR text of an integer set (`(d0)[s0] : (d0 >= 0, s0 - d0 - 1 >= 0)`).
pub fn set_to_string(ctx: &Context, set: IntegerSet) -> String {
    let d = ctx.set_data(set);
    let mut s = String::new();
    write_inputs(d.num_dims, d.num_symbols, &mut s);
    s.push_str(" : (");
    for (i, (&e, &eq)) in d.constraints.iter().zip(&d.eq_flags).enumerate() {
        if i > 0 {
            s.push_str(", ");
        }
        write_expr(ctx, e, Strength::Weak, &mut s);
        s.push_str(if eq { " == 0" } else { " >= 0" });
    }
    s.push(')');
    s
}

fn write_inputs(nd: u32, ns: u32, s: &mut String) {
    s.push('(');
    for i in 0..nd {
        if i > 0 {
            s.push_str(", ");
        }
        let _ = write!(s, "d{i}");
    }
    s.push(')');
    if ns > 0 {
        s.push('[');
        for i in 0..ns {
            if i > 0 {
                s.push_str(", ");
            }
            let _ = write!(s, "s{i}");
        }
        s.push(']');
    }
}

fn write_expr(ctx: &Context, e: AffineExpr, enclosing: Strength, s: &mut String) {
    let (op, lhs, rhs) = match ctx.expr(e) {
        AffineExprKind::Dim(i) => {
            let _ = write!(s, "d{i}");
            return;
        }
        AffineExprKind::Symbol(i) => {
            let _ = write!(s, "s{i}");
            return;
        }
        AffineExprKind::Const(c) => {
            let _ = write!(s, "{c}");
            return;
        }
        AffineExprKind::Bin(op, l, r) => (op, l, r),
    };
    let open = enclosing == Strength::Strong;
    if open {
        s.push('(');
    }
    if op != AffineBinOp::Add {
        let spelling = match op {
            AffineBinOp::Mul => " * ",
            AffineBinOp::FloorDiv => " floordiv ",
            AffineBinOp::CeilDiv => " ceildiv ",
            _ => " mod ",
        };
        if op == AffineBinOp::Mul && ctx.as_const(rhs) == Some(-1) {
            s.push('-');
            write_expr(ctx, lhs, Strength::Strong, s);
        } else {
            write_expr(ctx, lhs, Strength::Strong, s);
            s.push_str(spelling);
            write_expr(ctx, rhs, Strength::Strong, s);
        }
    } else {
        write_sum(ctx, lhs, rhs, s);
    }
    if open {
        s.push(')');
    }
}

fn write_sum(ctx: &Context, lhs: AffineExpr, rhs: AffineExpr, s: &mut String) {
    if let AffineExprKind::Bin(AffineBinOp::Mul, rl, rr) = ctx.expr(rhs) {
        match ctx.as_const(rr) {
            Some(-1) => {
                write_expr(ctx, lhs, Strength::Weak, s);
                s.push_str(" - ");
                let add = matches!(ctx.expr(rl), AffineExprKind::Bin(AffineBinOp::Add, _, _));
                write_expr(
                    ctx,
                    rl,
                    if add {
                        Strength::Strong
                    } else {
                        Strength::Weak
                    },
                    s,
                );
                return;
            }
            Some(c) if c < -1 => {
                write_expr(ctx, lhs, Strength::Weak, s);
                s.push_str(" - ");
                write_expr(ctx, rl, Strength::Strong, s);
                let _ = write!(s, " * {}", (c as i128).unsigned_abs());
                return;
            }
            _ => {}
        }
    }
    if let Some(c) = ctx.as_const(rhs) {
        if c < 0 {
            write_expr(ctx, lhs, Strength::Weak, s);
            let _ = write!(s, " - {}", (c as i128).unsigned_abs());
            return;
        }
    }
    write_expr(ctx, lhs, Strength::Weak, s);
    s.push_str(" + ");
    write_expr(ctx, rhs, Strength::Weak, s);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::affine::fold;

    #[test]
    fn upstream_spellings() {
        let mut ctx = Context::new();
        let (d0, d1, s0) = (ctx.dim(0), ctx.dim(1), ctx.sym(0));
        let a = fold::mul_cst(&mut ctx, d0, 4);
        let b = fold::add(&mut ctx, a, d1);
        let c = fold::sub(&mut ctx, b, s0);
        let e = fold::add_cst(&mut ctx, c, -3);
        assert_eq!(expr_to_string(&ctx, e), "d0 * 4 + d1 - s0 - 3");
        let c8 = ctx.cst(8);
        let q = fold::floordiv(&mut ctx, b, c8);
        let t = fold::mul_cst(&mut ctx, q, -8);
        let e = fold::add(&mut ctx, d1, t);
        assert_eq!(
            expr_to_string(&ctx, e),
            "d1 - ((d0 * 4 + d1) floordiv 8) * 8"
        );
        let n = fold::mul_cst(&mut ctx, d0, -1);
        assert_eq!(expr_to_string(&ctx, n), "-d0");
        let m = ctx.map(2, 1, vec![e, s0]);
        assert_eq!(
            map_to_string(&ctx, m),
            "(d0, d1)[s0] -> (d1 - ((d0 * 4 + d1) floordiv 8) * 8, s0)"
        );
        let set = ctx.integer_set(1, 0, vec![d0, n], vec![false, true]);
        assert_eq!(set_to_string(&ctx, set), "(d0) : (d0 >= 0, -d0 == 0)");
    }
}
