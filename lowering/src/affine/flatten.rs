//! Flattening of affine expressions into linear sums over dims, symbols and local terms.
//!
//! This is upstream's `SimpleAffineExprFlattener`: an expression becomes
//! `Σ cᵢ·dᵢ + Σ cⱼ·sⱼ + Σ cₖ·qₖ + c`, where each *local* `qₖ` stands for a sub-expression
//! that is not linear: a `floordiv`/`ceildiv` by a positive constant (with its dividend
//! kept as a flat form, so that it can become the constraints
//! `divisor·q ≤ dividend ≤ divisor·q + divisor − 1`), or a semi-affine term (a product of
//! non-constants, a division or `mod` by a symbolic expression) kept opaque.
//!
//! `e mod c` flattens to `e − c·q` with `q = e floordiv c`, after cancelling the gcd of
//! `e`'s coefficients and `c` exactly as upstream does; `e ceildiv c` becomes the local
//! `(e + c − 1) floordiv c`. Local expressions are deduplicated by identity.
//!
//! Flattening fails (upstream's "poison" case) on a division or `mod` by a constant
//! `≤ 0`, on arithmetic overflow, and on a dim or symbol position out of range.

use super::fold;
use crate::ir::affine_expr::{ceil_div, floor_div, modulo};
use crate::ir::{AffineBinOp, AffineExpr, AffineExprKind, Context};

/// A flattened expression: `coeffs` over `[dims.., symbols..]`, `locals` over the
/// flattener's local terms (shorter vectors mean trailing zeros), and a constant.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct FlatExpr {
    /// Coefficients of the dims, then of the symbols.
    pub coeffs: Vec<i64>,
    /// Coefficients of the local terms; missing trailing entries are zero.
    pub locals: Vec<i64>,
    /// The constant term.
    pub constant: i64,
}

impl FlatExpr {
    fn zero(n: usize) -> Self {
        FlatExpr {
            coeffs: vec![0; n],
            locals: Vec::new(),
            constant: 0,
        }
    }
    /// The coefficient of local `k`.
    pub fn local(&self, k: usize) -> i64 {
        self.locals.get(k).copied().unwrap_or(0)
    }
    /// Whether only the constant term is non-zero.
    pub fn is_constant(&self) -> bool {
        self.coeffs.iter().all(|c| *c == 0) && self.locals.iter().all(|c| *c == 0)
    }
    /// Every coefficient and the constant, in column order (dims, symbols, locals, const).
    fn all(&self) -> impl Iterator<Item = i64> + '_ {
        self.coeffs
            .iter()
            .chain(self.locals.iter())
            .copied()
            .chain(std::iter::once(self.constant))
    }
    fn add(&self, o: &FlatExpr) -> Option<FlatExpr> {
        let n = self.locals.len().max(o.locals.len());
        Some(FlatExpr {
            coeffs: self
                .coeffs
                .iter()
                .zip(&o.coeffs)
                .map(|(a, b)| a.checked_add(*b))
                .collect::<Option<_>>()?,
            locals: (0..n)
                .map(|k| self.local(k).checked_add(o.local(k)))
                .collect::<Option<_>>()?,
            constant: self.constant.checked_add(o.constant)?,
        })
    }
    fn scale(&self, c: i64) -> Option<FlatExpr> {
        Some(FlatExpr {
            coeffs: self
                .coeffs
                .iter()
                .map(|a| a.checked_mul(c))
                .collect::<Option<_>>()?,
            locals: self
                .locals
                .iter()
                .map(|a| a.checked_mul(c))
                .collect::<Option<_>>()?,
            constant: self.constant.checked_mul(c)?,
        })
    }
    fn div_exact(&self, g: i64) -> FlatExpr {
        FlatExpr {
            coeffs: self.coeffs.iter().map(|a| a / g).collect(),
            locals: self.locals.iter().map(|a| a / g).collect(),
            constant: self.constant / g,
        }
    }
    fn unit_local(n: usize, k: usize) -> FlatExpr {
        let mut f = FlatExpr::zero(n);
        f.locals = vec![0; k + 1];
        f.locals[k] = 1;
        f
    }
}

/// What a local term stands for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LocalDef {
    /// `dividend floordiv divisor` with `divisor > 0` (`ceildiv` is stored with its
    /// dividend shifted by `divisor − 1`).
    FloorDiv {
        /// The dividend, over the columns known when the local was created.
        dividend: FlatExpr,
        /// The positive divisor.
        divisor: i64,
    },
    /// A semi-affine term with no linear description.
    Opaque,
}

/// A local term: its expression (as upstream's `localExprs`) and its definition.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Local {
    /// The expression the local stands for, built with the upstream folds.
    pub expr: AffineExpr,
    /// Its definition.
    pub def: LocalDef,
}

/// Why an expression could not be flattened.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FlattenError {
    /// A `floordiv`, `ceildiv` or `mod` by a constant `≤ 0`.
    NonPositiveDivisor,
    /// An intermediate coefficient overflowed `i64`.
    Overflow,
    /// A dim or symbol position beyond the declared counts.
    OutOfRange,
}

/// The flattener: holds the local terms shared by every expression it flattens.
#[derive(Debug, Clone)]
pub struct Flattener {
    /// Number of dims.
    pub num_dims: u32,
    /// Number of symbols.
    pub num_symbols: u32,
    /// The local terms introduced so far.
    pub locals: Vec<Local>,
}

impl Flattener {
    /// A flattener over `num_dims` dims and `num_symbols` symbols.
    pub fn new(num_dims: u32, num_symbols: u32) -> Self {
        Flattener {
            num_dims,
            num_symbols,
            locals: Vec::new(),
        }
    }

    fn ncols(&self) -> usize {
        (self.num_dims + self.num_symbols) as usize
    }

    /// Flattens `e`. Locals it needs are appended to (or found in) `self.locals`.
    pub fn flatten(&mut self, ctx: &mut Context, e: AffineExpr) -> Result<FlatExpr, FlattenError> {
        let n = self.ncols();
        match ctx.expr(e) {
            AffineExprKind::Dim(i) => {
                if i >= self.num_dims {
                    return Err(FlattenError::OutOfRange);
                }
                let mut f = FlatExpr::zero(n);
                f.coeffs[i as usize] = 1;
                Ok(f)
            }
            AffineExprKind::Symbol(i) => {
                if i >= self.num_symbols {
                    return Err(FlattenError::OutOfRange);
                }
                let mut f = FlatExpr::zero(n);
                f.coeffs[(self.num_dims + i) as usize] = 1;
                Ok(f)
            }
            AffineExprKind::Const(c) => {
                let mut f = FlatExpr::zero(n);
                f.constant = c;
                Ok(f)
            }
            AffineExprKind::Bin(op, l, r) => {
                let a = self.flatten(ctx, l)?;
                let b = self.flatten(ctx, r)?;
                match op {
                    AffineBinOp::Add => a.add(&b).ok_or(FlattenError::Overflow),
                    AffineBinOp::Mul => {
                        if b.is_constant() {
                            a.scale(b.constant).ok_or(FlattenError::Overflow)
                        } else if a.is_constant() {
                            b.scale(a.constant).ok_or(FlattenError::Overflow)
                        } else {
                            let (x, y) = (self.to_expr(ctx, &a), self.to_expr(ctx, &b));
                            let p = fold::mul(ctx, x, y);
                            Ok(self.opaque_local(p))
                        }
                    }
                    AffineBinOp::FloorDiv | AffineBinOp::CeilDiv => {
                        let ceil = op == AffineBinOp::CeilDiv;
                        if !b.is_constant() {
                            let (x, y) = (self.to_expr(ctx, &a), self.to_expr(ctx, &b));
                            let q = if ceil {
                                fold::ceildiv(ctx, x, y)
                            } else {
                                fold::floordiv(ctx, x, y)
                            };
                            return Ok(self.opaque_local(q));
                        }
                        self.flatten_div(ctx, a, b.constant, ceil)
                    }
                    AffineBinOp::Mod => {
                        if !b.is_constant() {
                            let (x, y) = (self.to_expr(ctx, &a), self.to_expr(ctx, &b));
                            let m = fold::modulo_expr(ctx, x, y);
                            return Ok(self.opaque_local(m));
                        }
                        self.flatten_mod(ctx, a, b.constant)
                    }
                }
            }
        }
    }

    fn flatten_div(
        &mut self,
        ctx: &mut Context,
        a: FlatExpr,
        c: i64,
        ceil: bool,
    ) -> Result<FlatExpr, FlattenError> {
        if c <= 0 {
            return Err(FlattenError::NonPositiveDivisor);
        }
        if a.is_constant() {
            let v = if ceil {
                ceil_div(a.constant, c)
            } else {
                floor_div(a.constant, c)
            };
            let mut f = FlatExpr::zero(self.ncols());
            f.constant = v.ok_or(FlattenError::Overflow)?;
            return Ok(f);
        }
        let g = a.all().fold(c, fold::gcd);
        let a = if g > 1 { a.div_exact(g) } else { a };
        let divisor = c / g.max(1);
        if divisor == 1 {
            return Ok(a);
        }
        let x = self.to_expr(ctx, &a);
        let dc = ctx.cst(divisor);
        let q = if ceil {
            fold::ceildiv(ctx, x, dc)
        } else {
            fold::floordiv(ctx, x, dc)
        };
        let k = match self.find_local(q) {
            Some(k) => k,
            None => {
                let mut dividend = a;
                if ceil {
                    dividend.constant = dividend
                        .constant
                        .checked_add(divisor - 1)
                        .ok_or(FlattenError::Overflow)?;
                }
                self.push_local(q, LocalDef::FloorDiv { dividend, divisor })
            }
        };
        Ok(FlatExpr::unit_local(self.ncols(), k))
    }

    fn flatten_mod(
        &mut self,
        ctx: &mut Context,
        a: FlatExpr,
        c: i64,
    ) -> Result<FlatExpr, FlattenError> {
        if c <= 0 {
            return Err(FlattenError::NonPositiveDivisor);
        }
        if a.all().all(|x| x % c == 0) {
            return Ok(FlatExpr::zero(self.ncols()));
        }
        if a.is_constant() {
            let mut f = FlatExpr::zero(self.ncols());
            f.constant = modulo(a.constant, c).ok_or(FlattenError::Overflow)?;
            return Ok(f);
        }
        let g = a.all().fold(c, fold::gcd);
        let dividend = if g > 1 { a.div_exact(g) } else { a.clone() };
        let divisor = c / g.max(1);
        let x = self.to_expr(ctx, &dividend);
        let dc = ctx.cst(divisor);
        let q = fold::floordiv(ctx, x, dc);
        let k = match self.find_local(q) {
            Some(k) => k,
            None => self.push_local(q, LocalDef::FloorDiv { dividend, divisor }),
        };
        let mut out = a;
        if out.locals.len() <= k {
            out.locals.resize(k + 1, 0);
        }
        // Upstream assigns `-c`; adding is the same unless `a` already uses this local
        // (possible only when it was reused), where adding is the correct value.
        out.locals[k] = out.locals[k].checked_sub(c).ok_or(FlattenError::Overflow)?;
        Ok(out)
    }

    fn find_local(&self, e: AffineExpr) -> Option<usize> {
        self.locals.iter().position(|l| l.expr == e)
    }

    fn push_local(&mut self, expr: AffineExpr, def: LocalDef) -> usize {
        self.locals.push(Local { expr, def });
        self.locals.len() - 1
    }

    fn opaque_local(&mut self, e: AffineExpr) -> FlatExpr {
        let k = match self.find_local(e) {
            Some(k) => k,
            None => self.push_local(e, LocalDef::Opaque),
        };
        FlatExpr::unit_local(self.ncols(), k)
    }

    /// Rebuilds an expression from a flat form (upstream's `getAffineExprFromFlatForm`):
    /// dims in order, then symbols, then locals, then the constant, each added through the
    /// upstream folds.
    pub fn to_expr(&self, ctx: &mut Context, f: &FlatExpr) -> AffineExpr {
        let mut e = ctx.cst(0);
        for (j, &c) in f.coeffs.iter().enumerate() {
            if c == 0 {
                continue;
            }
            let id = if (j as u32) < self.num_dims {
                ctx.dim(j as u32)
            } else {
                ctx.sym(j as u32 - self.num_dims)
            };
            let t = fold::mul_cst(ctx, id, c);
            e = fold::add(ctx, e, t);
        }
        for (k, &c) in f.locals.iter().enumerate() {
            if c == 0 {
                continue;
            }
            let Some(l) = self.locals.get(k) else {
                continue;
            };
            let t = fold::mul_cst(ctx, l.expr, c);
            e = fold::add(ctx, e, t);
        }
        if f.constant != 0 {
            e = fold::add_cst(ctx, e, f.constant);
        }
        e
    }
}

/// Flattens a single expression with a fresh flattener.
pub fn flatten_expr(
    ctx: &mut Context,
    e: AffineExpr,
    num_dims: u32,
    num_symbols: u32,
) -> Result<(FlatExpr, Flattener), FlattenError> {
    let mut fl = Flattener::new(num_dims, num_symbols);
    let f = fl.flatten(ctx, e)?;
    Ok((f, fl))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn linear() {
        let mut ctx = Context::new();
        let (d0, d1, s0) = (ctx.dim(0), ctx.dim(1), ctx.sym(0));
        let (c3, c7) = (ctx.cst(3), ctx.cst(7));
        let a = ctx.mul(d0, c3);
        let b = ctx.add(a, d1);
        let c = ctx.sub(b, s0);
        let e = ctx.add(c, c7);
        let (f, fl) = flatten_expr(&mut ctx, e, 2, 1).unwrap();
        assert_eq!(f.coeffs, vec![3, 1, -1]);
        assert_eq!(f.constant, 7);
        assert!(fl.locals.is_empty());
    }

    fn ctx_cst(ctx: &mut Context, c: i64) -> AffineExpr {
        ctx.cst(c)
    }

    #[test]
    fn div_mod_locals() {
        let mut ctx = Context::new();
        let d0 = ctx.dim(0);
        let c4 = ctx.cst(4);
        let q = ctx.expr_raw(AffineExprKind::Bin(AffineBinOp::FloorDiv, d0, c4));
        let m = ctx.expr_raw(AffineExprKind::Bin(AffineBinOp::Mod, d0, c4));
        let e = ctx.add(q, m);
        let (f, fl) = flatten_expr(&mut ctx, e, 1, 0).unwrap();
        // q + (d0 - 4q) = d0 - 3q, with one shared local.
        assert_eq!(fl.locals.len(), 1);
        assert_eq!(f.coeffs, vec![1]);
        assert_eq!(f.locals, vec![-3]);
        match &fl.locals[0].def {
            LocalDef::FloorDiv { dividend, divisor } => {
                assert_eq!(*divisor, 4);
                assert_eq!(dividend.coeffs, vec![1]);
            }
            other => panic!("unexpected {other:?}"),
        }
    }

    #[test]
    fn ceildiv_shifts_dividend() {
        let mut ctx = Context::new();
        let d0 = ctx.dim(0);
        let c3 = ctx.cst(3);
        let q = ctx.expr_raw(AffineExprKind::Bin(AffineBinOp::CeilDiv, d0, c3));
        let (_, fl) = flatten_expr(&mut ctx, q, 1, 0).unwrap();
        match &fl.locals[0].def {
            LocalDef::FloorDiv { dividend, divisor } => {
                assert_eq!((*divisor, dividend.constant), (3, 2));
            }
            other => panic!("unexpected {other:?}"),
        }
    }

    #[test]
    fn errors() {
        let mut ctx = Context::new();
        let d0 = ctx.dim(0);
        let z = ctx.cst(0);
        let e = ctx.expr_raw(AffineExprKind::Bin(AffineBinOp::Mod, d0, z));
        assert_eq!(
            flatten_expr(&mut ctx, e, 1, 0).unwrap_err(),
            FlattenError::NonPositiveDivisor
        );
        let d3 = ctx.dim(3);
        assert_eq!(
            flatten_expr(&mut ctx, d3, 1, 0).unwrap_err(),
            FlattenError::OutOfRange
        );
        let max = ctx_cst(&mut ctx, i64::MAX);
        let big = ctx.expr_raw(AffineExprKind::Bin(AffineBinOp::Mul, d0, max));
        let e = ctx.expr_raw(AffineExprKind::Bin(AffineBinOp::Add, big, big));
        assert_eq!(
            flatten_expr(&mut ctx, e, 1, 0).unwrap_err(),
            FlattenError::Overflow
        );
    }

    #[test]
    fn semi_affine_is_opaque() {
        let mut ctx = Context::new();
        let (d0, s0) = (ctx.dim(0), ctx.sym(0));
        let e = ctx.expr_raw(AffineExprKind::Bin(AffineBinOp::FloorDiv, d0, s0));
        let (f, fl) = flatten_expr(&mut ctx, e, 1, 1).unwrap();
        assert_eq!(fl.locals.len(), 1);
        assert_eq!(fl.locals[0].def, LocalDef::Opaque);
        assert_eq!(f.locals, vec![1]);
    }
}
