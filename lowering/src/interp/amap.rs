//! Pre-decoded affine expressions, maps and integer sets.
//!
//! An [`AExpr`] is an affine expression compiled against an *environment* of `u64` slots:
//! for code, the environment is the frame's register file and each dimension or symbol is
//! the register of the corresponding map operand; for memref layouts, it is the array
//! `[indices..., symbols...]`. Purely linear expressions (the common case: `d0 + 4 * d1 - 1`)
//! become a flat list of `(slot, coefficient)` terms; anything with `mod`, `floordiv`,
//! `ceildiv` or a product of two variables stays a small tree.
//!
//! [`AExpr::range`] computes the interval an expression covers when its inputs range over
//! intervals; memref layouts use it to find the physical shape of an affine-map layout, as
//! `normalize-memrefs` does.

use crate::ir::affine_expr::{ceil_div, floor_div, modulo};
use crate::ir::{AffineBinOp, AffineExpr, AffineExprKind, AffineMap, Context, IntegerSet};

use super::errors::{fault, FResult};

/// A tree node of a non-linear affine expression.
#[derive(Debug, Clone, PartialEq)]
pub enum Node {
    /// An environment slot.
    Var(u32),
    /// A constant.
    Const(i64),
    /// A binary operation.
    Bin(AffineBinOp, Box<Node>, Box<Node>),
}

/// A compiled affine expression.
#[derive(Debug, Clone, PartialEq)]
pub enum AExpr {
    /// `cst + sum(coef * env[slot])`
    Lin {
        /// `(slot, coefficient)` terms.
        terms: Vec<(u32, i64)>,
        /// The constant term.
        cst: i64,
    },
    /// A general expression.
    Tree(Node),
}

impl AExpr {
    /// Compiles `e`; dimension `i` reads slot `dims[i]`, symbol `j` reads `syms[j]`.
    pub fn compile(
        ctx: &Context,
        e: AffineExpr,
        dims: &[u32],
        syms: &[u32],
    ) -> Result<AExpr, String> {
        let node = to_node(ctx, e, dims, syms)?;
        let mut terms = Vec::new();
        let mut cst = 0i64;
        if linearize(&node, 1, &mut terms, &mut cst).is_some() {
            // Merge repeated slots.
            let mut merged: Vec<(u32, i64)> = Vec::new();
            for (s, c) in terms {
                match merged.iter_mut().find(|(x, _)| *x == s) {
                    Some(t) => t.1 = t.1.wrapping_add(c),
                    None => merged.push((s, c)),
                }
            }
            merged.retain(|(_, c)| *c != 0);
            Ok(AExpr::Lin { terms: merged, cst })
        } else {
            Ok(AExpr::Tree(node))
        }
    }

    /// If the expression is a single slot with coefficient 1 and no constant, that slot.
    pub fn as_var(&self) -> Option<u32> {
        match self {
            AExpr::Lin { terms, cst: 0 } if terms.len() == 1 && terms[0].1 == 1 => Some(terms[0].0),
            _ => None,
        }
    }

    /// If the expression is constant, its value.
    pub fn as_const(&self) -> Option<i64> {
        match self {
            AExpr::Lin { terms, cst } if terms.is_empty() => Some(*cst),
            _ => None,
        }
    }

    /// Evaluates the expression over `env` (slots hold canonical `index` values).
    #[inline]
    pub fn eval(&self, env: &[u64]) -> FResult<i64> {
        match self {
            AExpr::Lin { terms, cst } => {
                let mut acc = *cst;
                for &(s, c) in terms {
                    let v = env.get(s as usize).copied().unwrap_or(0) as i64;
                    acc = acc.wrapping_add(v.wrapping_mul(c));
                }
                Ok(acc)
            }
            AExpr::Tree(n) => eval_node(n, env),
        }
    }

    /// The interval covered by the expression when slot `s` ranges over `ranges[s]`
    /// (inclusive). `None` when it cannot be bounded (division by a variable, overflow).
    pub fn range(&self, ranges: &[(i64, i64)]) -> Option<(i64, i64)> {
        match self {
            AExpr::Lin { terms, cst } => {
                let (mut lo, mut hi) = (*cst, *cst);
                for &(s, c) in terms {
                    let (a, b) = *ranges.get(s as usize)?;
                    let (x, y) = (a.checked_mul(c)?, b.checked_mul(c)?);
                    lo = lo.checked_add(x.min(y))?;
                    hi = hi.checked_add(x.max(y))?;
                }
                Some((lo, hi))
            }
            AExpr::Tree(n) => node_range(n, ranges),
        }
    }

    /// The linear form `(terms, cst)` if the expression is linear.
    pub fn linear(&self) -> Option<(&[(u32, i64)], i64)> {
        match self {
            AExpr::Lin { terms, cst } => Some((terms, *cst)),
            AExpr::Tree(_) => None,
        }
    }
}

fn to_node(ctx: &Context, e: AffineExpr, dims: &[u32], syms: &[u32]) -> Result<Node, String> {
    Ok(match ctx.expr(e) {
        AffineExprKind::Dim(i) => Node::Var(
            *dims
                .get(i as usize)
                .ok_or_else(|| format!("affine map uses d{i} but has only {} dims", dims.len()))?,
        ),
        AffineExprKind::Symbol(i) => {
            Node::Var(*syms.get(i as usize).ok_or_else(|| {
                format!("affine map uses s{i} but has only {} symbols", syms.len())
            })?)
        }
        AffineExprKind::Const(c) => Node::Const(c),
        AffineExprKind::Bin(op, a, b) => Node::Bin(
            op,
            Box::new(to_node(ctx, a, dims, syms)?),
            Box::new(to_node(ctx, b, dims, syms)?),
        ),
    })
}

/// Accumulates `scale * node` into linear terms; `None` if not linear.
fn linearize(n: &Node, scale: i64, terms: &mut Vec<(u32, i64)>, cst: &mut i64) -> Option<()> {
    match n {
        Node::Var(s) => terms.push((*s, scale)),
        Node::Const(c) => *cst = cst.checked_add(c.checked_mul(scale)?)?,
        Node::Bin(AffineBinOp::Add, a, b) => {
            linearize(a, scale, terms, cst)?;
            linearize(b, scale, terms, cst)?;
        }
        Node::Bin(AffineBinOp::Mul, a, b) => match (&**a, &**b) {
            (x, Node::Const(c)) | (Node::Const(c), x) => {
                linearize(x, scale.checked_mul(*c)?, terms, cst)?
            }
            _ => return None,
        },
        Node::Bin(..) => return None,
    }
    Some(())
}

fn eval_node(n: &Node, env: &[u64]) -> FResult<i64> {
    Ok(match n {
        Node::Var(s) => env.get(*s as usize).copied().unwrap_or(0) as i64,
        Node::Const(c) => *c,
        Node::Bin(op, a, b) => {
            let (x, y) = (eval_node(a, env)?, eval_node(b, env)?);
            match op {
                AffineBinOp::Add => x.wrapping_add(y),
                AffineBinOp::Mul => x.wrapping_mul(y),
                AffineBinOp::Mod => match modulo(x, y) {
                    Some(v) => v,
                    None => return fault(format!("affine 'mod' by {y}")),
                },
                AffineBinOp::FloorDiv => match floor_div(x, y) {
                    Some(v) => v,
                    None => return fault(format!("affine 'floordiv' by {y}")),
                },
                AffineBinOp::CeilDiv => match ceil_div(x, y) {
                    Some(v) => v,
                    None => return fault(format!("affine 'ceildiv' by {y}")),
                },
            }
        }
    })
}

fn node_range(n: &Node, ranges: &[(i64, i64)]) -> Option<(i64, i64)> {
    match n {
        Node::Var(s) => ranges.get(*s as usize).copied(),
        Node::Const(c) => Some((*c, *c)),
        Node::Bin(op, a, b) => {
            let (alo, ahi) = node_range(a, ranges)?;
            let (blo, bhi) = node_range(b, ranges)?;
            match op {
                AffineBinOp::Add => Some((alo.checked_add(blo)?, ahi.checked_add(bhi)?)),
                AffineBinOp::Mul => {
                    let c = [
                        alo.checked_mul(blo)?,
                        alo.checked_mul(bhi)?,
                        ahi.checked_mul(blo)?,
                        ahi.checked_mul(bhi)?,
                    ];
                    Some((*c.iter().min()?, *c.iter().max()?))
                }
                AffineBinOp::Mod => {
                    if blo != bhi || blo <= 0 {
                        return None;
                    }
                    let c = blo;
                    if floor_div(alo, c)? == floor_div(ahi, c)? {
                        Some((modulo(alo, c)?, modulo(ahi, c)?))
                    } else {
                        Some((0, c - 1))
                    }
                }
                AffineBinOp::FloorDiv | AffineBinOp::CeilDiv => {
                    if blo != bhi || blo == 0 {
                        return None;
                    }
                    let f = if *op == AffineBinOp::FloorDiv {
                        floor_div
                    } else {
                        ceil_div
                    };
                    let (x, y) = (f(alo, blo)?, f(ahi, blo)?);
                    Some((x.min(y), x.max(y)))
                }
            }
        }
    }
}

/// A compiled affine map: one [`AExpr`] per result.
#[derive(Debug, Clone, PartialEq)]
pub struct AMap {
    /// The results.
    pub results: Vec<AExpr>,
}

impl AMap {
    /// Compiles map `m` whose dims and symbols read the slots `operands` (dims first).
    pub fn compile(ctx: &Context, m: AffineMap, operands: &[u32]) -> Result<AMap, String> {
        let d = ctx.map_data(m);
        let nd = d.num_dims as usize;
        if operands.len() != nd + d.num_symbols as usize {
            return Err(format!(
                "affine map expects {} dims and {} symbols but got {} operands",
                d.num_dims,
                d.num_symbols,
                operands.len()
            ));
        }
        let results = d
            .results
            .iter()
            .map(|&e| AExpr::compile(ctx, e, &operands[..nd], &operands[nd..]))
            .collect::<Result<_, _>>()?;
        Ok(AMap { results })
    }
}

/// A compiled integer set: every constraint `e >= 0` or `e == 0` must hold.
#[derive(Debug, Clone, PartialEq)]
pub struct ASet {
    /// `(expression, is_equality)`
    pub constraints: Vec<(AExpr, bool)>,
}

impl ASet {
    /// Compiles set `s` whose dims and symbols read the slots `operands`.
    pub fn compile(ctx: &Context, s: IntegerSet, operands: &[u32]) -> Result<ASet, String> {
        let d = ctx.set_data(s);
        let nd = d.num_dims as usize;
        if operands.len() != nd + d.num_symbols as usize {
            return Err(format!(
                "integer set expects {} dims and {} symbols but got {} operands",
                d.num_dims,
                d.num_symbols,
                operands.len()
            ));
        }
        let mut constraints = Vec::new();
        for (i, &e) in d.constraints.iter().enumerate() {
            let eq = d.eq_flags.get(i).copied().unwrap_or(false);
            constraints.push((
                AExpr::compile(ctx, e, &operands[..nd], &operands[nd..])?,
                eq,
            ));
        }
        Ok(ASet { constraints })
    }

    /// Whether the point in `env` satisfies every constraint.
    pub fn contains(&self, env: &[u64]) -> FResult<bool> {
        for (e, eq) in &self.constraints {
            let v = e.eval(env)?;
            if (*eq && v != 0) || (!*eq && v < 0) {
                return Ok(false);
            }
        }
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn linear_and_tree() {
        let mut ctx = Context::new();
        let d0 = ctx.dim(0);
        let d1 = ctx.dim(1);
        let c4 = ctx.cst(4);
        let m = ctx.mul(d1, c4);
        let e = ctx.add(d0, m);
        let c3 = ctx.cst(3);
        let e = ctx.sub(e, c3);
        let x = AExpr::compile(&ctx, e, &[5, 7], &[]).unwrap();
        assert_eq!(
            x,
            AExpr::Lin {
                terms: vec![(5, 1), (7, 4)],
                cst: -3
            }
        );
        let mut env = vec![0u64; 8];
        env[5] = 2;
        env[7] = 3;
        assert_eq!(x.eval(&env).unwrap(), 11);

        let c32 = ctx.cst(32);
        let md = ctx.bin(AffineBinOp::Mod, d0, c32);
        let fd = ctx.bin(AffineBinOp::FloorDiv, d0, c32);
        let xm = AExpr::compile(&ctx, md, &[0], &[]).unwrap();
        let xf = AExpr::compile(&ctx, fd, &[0], &[]).unwrap();
        assert_eq!(xm.eval(&[(-1i64) as u64]).unwrap(), 31);
        assert_eq!(xf.eval(&[(-1i64) as u64]).unwrap(), -1);
        assert_eq!(xm.range(&[(0, 63)]), Some((0, 31)));
        assert_eq!(xm.range(&[(0, 15)]), Some((0, 15)));
        assert_eq!(xf.range(&[(0, 63)]), Some((0, 1)));
        assert_eq!(
            x.range(&[
                (0, 0),
                (0, 0),
                (0, 0),
                (0, 0),
                (0, 0),
                (0, 3),
                (0, 0),
                (0, 2)
            ]),
            Some((-3, 8))
        );
    }

    #[test]
    fn division_by_zero_faults() {
        let mut ctx = Context::new();
        let d0 = ctx.dim(0);
        let s0 = ctx.sym(0);
        let e = ctx.bin(AffineBinOp::FloorDiv, d0, s0);
        let x = AExpr::compile(&ctx, e, &[0], &[1]).unwrap();
        assert!(x.eval(&[5, 0]).is_err());
        assert_eq!(x.eval(&[5, 2]).unwrap(), 2);
    }

    #[test]
    fn sets() {
        let mut ctx = Context::new();
        let d0 = ctx.dim(0);
        let c10 = ctx.cst(10);
        let e = ctx.sub(c10, d0);
        let s = ctx.integer_set(1, 0, vec![d0, e], vec![false, false]);
        let set = ASet::compile(&ctx, s, &[0]).unwrap();
        assert!(set.contains(&[3]).unwrap());
        assert!(!set.contains(&[11]).unwrap());
        assert!(!set.contains(&[(-1i64) as u64]).unwrap());
    }
}
