//! Constant bounds of affine expressions over an iteration box, and the box of the affine
//! loops enclosing an op.
//!
//! An [`IterBox`] gives each dim and symbol an inclusive [`Interval`] (either side may be
//! unbounded). [`expr_bounds`] first simplifies the expression (merging like terms), then
//! evaluates it by interval arithmetic:
//!
//! - a sum's linear part (coefficient × dim/symbol + constant) is bounded exactly — the
//!   box's coordinates are independent, so each term takes its extreme on its own;
//! - non-linear terms add their own (sound) intervals;
//! - `floordiv`/`ceildiv` by a positive constant are monotone (exact given an exact
//!   dividend); `mod c` is exact when the dividend stays within one period, otherwise
//!   `[0, c − 1]` narrowed to the residues the dividend's gcd allows
//!   (`(2 * d0) mod 4 ∈ [0, 2]`);
//! - products and divisions by non-constants use interval corner rules when the divisor
//!   is known positive, and are unbounded otherwise.
//!
//! [`loop_box`] builds the box of the `affine.for`/`affine.parallel` loops around an op:
//! each IV's lower bound is the largest lower bound of its lower-bound results (the bound
//! is their max), its upper bound the smallest upper bound of its upper-bound results
//! (their min) minus one, tightened to the last value the step reaches when the lower
//! bound is a known constant. Bound operands that are outer IVs take the outer ranges
//! (triangular loops), constants are exact, `affine.apply`/`affine.min`/`affine.max`
//! results are bounded through their maps, and anything else is unbounded.

use super::compose::fully_compose_map_and_operands;
use super::fold;
use super::ops;
use super::simplify::simplify_expr;
use crate::dialect::OpKind;
use crate::ir::{AffineBinOp, AffineExpr, AffineExprKind, AffineMap, Context, Module, Op, Value};

/// An inclusive interval; `None` means unbounded on that side. `lo > hi` is empty.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Interval {
    /// Lower bound.
    pub lo: Option<i64>,
    /// Upper bound.
    pub hi: Option<i64>,
}

impl Interval {
    /// `[lo, hi]`.
    pub fn new(lo: i64, hi: i64) -> Self {
        Interval {
            lo: Some(lo),
            hi: Some(hi),
        }
    }
    /// `[v, v]`.
    pub fn point(v: i64) -> Self {
        Interval::new(v, v)
    }
    /// `(−∞, +∞)`.
    pub fn unbounded() -> Self {
        Interval { lo: None, hi: None }
    }
    /// Whether no integer lies in the interval.
    pub fn is_empty(&self) -> bool {
        matches!((self.lo, self.hi), (Some(l), Some(h)) if l > h)
    }
    /// The single value, if the interval is a point.
    pub fn as_point(&self) -> Option<i64> {
        match (self.lo, self.hi) {
            (Some(l), Some(h)) if l == h => Some(l),
            _ => None,
        }
    }
}

/// Ranges of the dims and symbols of an expression.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct IterBox {
    /// One interval per dim.
    pub dims: Vec<Interval>,
    /// One interval per symbol (missing symbols are unbounded).
    pub syms: Vec<Interval>,
}

impl IterBox {
    fn dim(&self, i: u32) -> Interval {
        self.dims
            .get(i as usize)
            .copied()
            .unwrap_or(Interval::unbounded())
    }
    fn sym(&self, i: u32) -> Interval {
        self.syms
            .get(i as usize)
            .copied()
            .unwrap_or(Interval::unbounded())
    }
}

/// Bounds in `i128` with `None` for infinities.
#[derive(Clone, Copy)]
struct Iv {
    lo: Option<i128>,
    hi: Option<i128>,
}

impl Iv {
    fn of(i: Interval) -> Iv {
        Iv {
            lo: i.lo.map(i128::from),
            hi: i.hi.map(i128::from),
        }
    }
    fn point(v: i128) -> Iv {
        Iv {
            lo: Some(v),
            hi: Some(v),
        }
    }
    const TOP: Iv = Iv { lo: None, hi: None };
    fn out(self) -> Interval {
        Interval {
            lo: self.lo.and_then(|v| i64::try_from(v).ok()),
            hi: self.hi.and_then(|v| i64::try_from(v).ok()),
        }
    }
    fn add(self, o: Iv) -> Iv {
        Iv {
            lo: opt2(self.lo, o.lo, |a, b| a.checked_add(b)),
            hi: opt2(self.hi, o.hi, |a, b| a.checked_add(b)),
        }
    }
    fn scale(self, c: i128) -> Iv {
        let m = |v: Option<i128>| v.and_then(|v| v.checked_mul(c));
        if c >= 0 {
            Iv {
                lo: m(self.lo),
                hi: m(self.hi),
            }
        } else {
            Iv {
                lo: m(self.hi),
                hi: m(self.lo),
            }
        }
    }
    fn mul(self, o: Iv) -> Iv {
        match (self.lo, self.hi, o.lo, o.hi) {
            (Some(a), Some(b), Some(c), Some(d)) => {
                let ps = [
                    a.checked_mul(c),
                    a.checked_mul(d),
                    b.checked_mul(c),
                    b.checked_mul(d),
                ];
                if ps.iter().any(|p| p.is_none()) {
                    return Iv::TOP;
                }
                let ps: Vec<i128> = ps.iter().flatten().copied().collect();
                Iv {
                    lo: ps.iter().min().copied(),
                    hi: ps.iter().max().copied(),
                }
            }
            _ => Iv::TOP,
        }
    }
}

fn opt2(a: Option<i128>, b: Option<i128>, f: impl Fn(i128, i128) -> Option<i128>) -> Option<i128> {
    f(a?, b?)
}

/// `⌊a / b⌋` for `b ≠ 0`.
fn floor_div(a: i128, b: i128) -> i128 {
    let q = a / b;
    if a % b != 0 && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

fn ceil_div(a: i128, b: i128) -> i128 {
    -floor_div(-a, b)
}

/// The bounds of `e` (over `num_dims` dims and `num_symbols` symbols) on `bx`.
///
/// Both the simplified expression (where like terms have merged) and the expression as
/// written (where `mod`s are still visible, which simplification may expand into
/// `x - c * (x floordiv c)`) are bounded; both are sound, so their intersection is.
pub fn expr_bounds(
    ctx: &mut Context,
    e: AffineExpr,
    num_dims: u32,
    num_symbols: u32,
    bx: &IterBox,
) -> Interval {
    let s = simplify_expr(ctx, e, num_dims, num_symbols);
    let a = eval(ctx, s, bx);
    let b = if s == e { a } else { eval(ctx, e, bx) };
    let lo = match (a.lo, b.lo) {
        (Some(x), Some(y)) => Some(x.max(y)),
        (x, y) => x.or(y),
    };
    let hi = match (a.hi, b.hi) {
        (Some(x), Some(y)) => Some(x.min(y)),
        (x, y) => x.or(y),
    };
    Iv { lo, hi }.out()
}

/// The bounds of every result of `map` on `bx`.
pub fn map_bounds(ctx: &mut Context, map: AffineMap, bx: &IterBox) -> Vec<Interval> {
    let d = ctx.map_data(map).clone();
    d.results
        .iter()
        .map(|&e| expr_bounds(ctx, e, d.num_dims, d.num_symbols, bx))
        .collect()
}

fn eval(ctx: &Context, e: AffineExpr, bx: &IterBox) -> Iv {
    match ctx.expr(e) {
        AffineExprKind::Dim(i) => Iv::of(bx.dim(i)),
        AffineExprKind::Symbol(i) => Iv::of(bx.sym(i)),
        AffineExprKind::Const(c) => Iv::point(c.into()),
        AffineExprKind::Bin(AffineBinOp::Add, _, _) => eval_sum(ctx, e, bx),
        AffineExprKind::Bin(AffineBinOp::Mul, l, r) => match (ctx.as_const(l), ctx.as_const(r)) {
            (_, Some(c)) => eval(ctx, l, bx).scale(c.into()),
            (Some(c), _) => eval(ctx, r, bx).scale(c.into()),
            _ => eval(ctx, l, bx).mul(eval(ctx, r, bx)),
        },
        AffineExprKind::Bin(op @ (AffineBinOp::FloorDiv | AffineBinOp::CeilDiv), l, r) => {
            let a = eval(ctx, l, bx);
            let b = eval(ctx, r, bx);
            let (Some(bl), Some(bh)) = (b.lo, b.hi) else {
                return Iv::TOP;
            };
            if bl <= 0 {
                return Iv::TOP;
            }
            let f = if op == AffineBinOp::FloorDiv {
                floor_div
            } else {
                ceil_div
            };
            // For a positive divisor, x/b is increasing in x; over b the extremes are at
            // the corners.
            let lo = a.lo.map(|x| f(x, bl).min(f(x, bh)));
            let hi = a.hi.map(|x| f(x, bl).max(f(x, bh)));
            Iv { lo, hi }
        }
        AffineExprKind::Bin(AffineBinOp::Mod, l, r) => {
            let a = eval(ctx, l, bx);
            match ctx.as_const(r) {
                Some(c) if c > 0 => {
                    let c = i128::from(c);
                    if let (Some(lo), Some(hi)) = (a.lo, a.hi) {
                        if floor_div(lo, c) == floor_div(hi, c) {
                            return Iv {
                                lo: Some(lo.rem_euclid(c)),
                                hi: Some(hi.rem_euclid(c)),
                            };
                        }
                    }
                    // The dividend's values are ≡ k (mod g): so are its residues mod c,
                    // modulo gcd(g, c).
                    let (g, k) = residue_class(ctx, l);
                    let g2 = i128::from(fold::gcd(g, c as i64).max(1));
                    let k = i128::from(k).rem_euclid(g2);
                    Iv {
                        lo: Some(k),
                        hi: Some(c - g2 + k),
                    }
                }
                _ => {
                    let b = eval(ctx, r, bx);
                    match (b.lo, b.hi) {
                        (Some(bl), Some(bh)) if bl > 0 => Iv {
                            lo: Some(0),
                            hi: Some(bh - 1),
                        },
                        _ => Iv::TOP,
                    }
                }
            }
        }
    }
}

/// `(g, k)` such that every value of `e` is `≡ k (mod g)` (`g = 0`: `e` is the constant
/// `k`). Linear terms contribute their coefficients' gcd; other terms are arbitrary.
fn residue_class(ctx: &Context, e: AffineExpr) -> (i64, i64) {
    let mut terms = Vec::new();
    summands(ctx, e, &mut terms);
    let (mut g, mut k) = (0i64, 0i64);
    for t in terms {
        match ctx.expr(t) {
            AffineExprKind::Const(c) => k = k.wrapping_add(c),
            AffineExprKind::Bin(AffineBinOp::Mul, _, r) => match ctx.as_const(r) {
                Some(c) => g = fold::gcd(g, c),
                None => return (1, 0),
            },
            _ => g = fold::gcd(g, 1),
        }
    }
    if g == 0 {
        return (0, k);
    }
    (g, k.rem_euclid(g))
}

fn summands(ctx: &Context, e: AffineExpr, out: &mut Vec<AffineExpr>) {
    match ctx.expr(e) {
        AffineExprKind::Bin(AffineBinOp::Add, l, r) => {
            summands(ctx, l, out);
            summands(ctx, r, out);
        }
        _ => out.push(e),
    }
}

/// A sum: each summand's interval added. Summands are distinct after simplification, so
/// a linear sum over independent box coordinates is bounded exactly.
fn eval_sum(ctx: &Context, e: AffineExpr, bx: &IterBox) -> Iv {
    let mut terms = Vec::new();
    summands(ctx, e, &mut terms);
    let mut acc = Iv::point(0);
    for t in terms {
        acc = acc.add(eval(ctx, t, bx));
    }
    acc
}

/// The box of the affine loops around an op.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LoopBox {
    /// The loops, outermost first (an `affine.parallel` appears once per IV).
    pub loops: Vec<Op>,
    /// Their induction variables, in the same order.
    pub ivs: Vec<Value>,
    /// The inclusive range of each IV.
    pub ranges: Vec<Interval>,
}

impl LoopBox {
    /// The range of `iv`, if it is one of the box's IVs.
    pub fn range_of(&self, iv: Value) -> Option<Interval> {
        self.ivs
            .iter()
            .position(|&v| v == iv)
            .map(|i| self.ranges[i])
    }
}

/// The box of the `affine.for`/`affine.parallel` loops enclosing `op`, outermost first;
/// when `op` is itself such a loop its IVs are included (last).
pub fn loop_box(ctx: &mut Context, m: &Module, op: Op) -> LoopBox {
    let mut chain = Vec::new();
    let mut cur = Some(op);
    while let Some(o) = cur {
        if matches!(
            ops::kind(m, o),
            Some(OpKind::AffineFor | OpKind::AffineParallel)
        ) {
            chain.push(o);
        }
        cur = m.parent_op(o);
    }
    chain.reverse();
    let mut bx = LoopBox::default();
    for l in chain {
        match ops::kind(m, l) {
            Some(OpKind::AffineFor) => {
                let Some(fb) = ops::for_bounds(ctx, m, l) else {
                    continue;
                };
                let lbs = bound_ranges(ctx, m, fb.lb_map, &fb.lb_operands, &bx);
                let ubs = bound_ranges(ctx, m, fb.ub_map, &fb.ub_operands, &bx);
                let r = iv_range(&lbs, &ubs, fb.step);
                bx.loops.push(l);
                bx.ivs.push(fb.iv);
                bx.ranges.push(r);
            }
            _ => {
                let Some(pb) = ops::parallel_bounds(ctx, m, l) else {
                    continue;
                };
                let mut new = Vec::new();
                for d in &pb.dims {
                    let mut lbs = Vec::new();
                    for &mp in &d.lbs {
                        lbs.extend(bound_ranges(ctx, m, mp, &pb.lb_operands, &bx));
                    }
                    let mut ubs = Vec::new();
                    for &mp in &d.ubs {
                        ubs.extend(bound_ranges(ctx, m, mp, &pb.ub_operands, &bx));
                    }
                    new.push((d.iv, iv_range(&lbs, &ubs, d.step)));
                }
                for (iv, r) in new {
                    bx.loops.push(l);
                    bx.ivs.push(iv);
                    bx.ranges.push(r);
                }
            }
        }
    }
    bx
}

/// The range of an IV from the ranges of its lower-bound results (max) and upper-bound
/// results (min, exclusive) and its step.
fn iv_range(lbs: &[Interval], ubs: &[Interval], step: i64) -> Interval {
    // max(e_i) >= max_i lo(e_i); an empty list leaves it unbounded.
    let lo = lbs.iter().filter_map(|i| i.lo).max();
    // min(e_j) <= min_j hi(e_j), and the bound is exclusive.
    let hi = ubs
        .iter()
        .filter_map(|i| i.hi)
        .min()
        .and_then(|h| h.checked_sub(1));
    let mut r = Interval { lo, hi };
    // iv = lb + k * step: with a constant lower bound, the last value is on the grid.
    let lb_const = match lbs {
        [single] => single.as_point(),
        _ => None,
    };
    if let (Some(l), Some(h)) = (lb_const, r.hi) {
        if h >= l && step > 1 {
            let k = (i128::from(h) - i128::from(l)) / i128::from(step);
            r.hi = i64::try_from(i128::from(l) + k * i128::from(step)).ok();
        }
    }
    r
}

/// The ranges of the results of a bound map applied to `operands` within `bx`.
fn bound_ranges(
    ctx: &mut Context,
    m: &Module,
    map: AffineMap,
    operands: &[Value],
    bx: &LoopBox,
) -> Vec<Interval> {
    let (map, operands) = fully_compose_map_and_operands(ctx, m, map, operands);
    let d = ctx.map_data(map).clone();
    let nd = d.num_dims as usize;
    let mut ib = IterBox::default();
    for (i, &v) in operands.iter().enumerate() {
        let r = value_range(ctx, m, v, bx, 0);
        if i < nd {
            ib.dims.push(r);
        } else {
            ib.syms.push(r);
        }
    }
    d.results
        .iter()
        .map(|&e| expr_bounds(ctx, e, d.num_dims, d.num_symbols, &ib))
        .collect()
}

/// The range of an `index` value given the ranges of the IVs in `bx`: IVs, constants,
/// and `affine.apply`/`min`/`max` results; anything else is unbounded.
pub fn value_range(ctx: &mut Context, m: &Module, v: Value, bx: &LoopBox, depth: u32) -> Interval {
    if let Some(r) = bx.range_of(v) {
        return r;
    }
    if let Some(c) = ops::constant_int(ctx, m, v) {
        return Interval::point(c);
    }
    if depth > 16 {
        return Interval::unbounded();
    }
    let Some(op) = m.defining_op(v) else {
        return Interval::unbounded();
    };
    let kind = ops::kind(m, op);
    if !matches!(
        kind,
        Some(OpKind::AffineApply | OpKind::AffineMin | OpKind::AffineMax)
    ) {
        return Interval::unbounded();
    }
    let Some(map) = ops::map_attr(ctx, m, op, "map") else {
        return Interval::unbounded();
    };
    let operands = m.op(op).operands().to_vec();
    let d = ctx.map_data(map).clone();
    if (d.num_dims + d.num_symbols) as usize != operands.len() || d.results.is_empty() {
        return Interval::unbounded();
    }
    let mut ib = IterBox::default();
    for (i, &o) in operands.iter().enumerate() {
        let r = value_range(ctx, m, o, bx, depth + 1);
        if i < d.num_dims as usize {
            ib.dims.push(r);
        } else {
            ib.syms.push(r);
        }
    }
    let rs = map_bounds(ctx, map, &ib);
    match kind {
        Some(OpKind::AffineMin) => Interval {
            lo: rs
                .iter()
                .map(|r| r.lo)
                .collect::<Option<Vec<_>>>()
                .and_then(|v| v.into_iter().min()),
            hi: rs.iter().filter_map(|r| r.hi).min(),
        },
        Some(OpKind::AffineMax) => Interval {
            lo: rs.iter().filter_map(|r| r.lo).max(),
            hi: rs
                .iter()
                .map(|r| r.hi)
                .collect::<Option<Vec<_>>>()
                .and_then(|v| v.into_iter().max()),
        },
        _ => rs[0],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::affine::eval::eval_expr;
    use crate::affine::testutil::{self, Ir};

    fn b(ctx: &mut Context, text: &str, dims: &[(i64, i64)]) -> Interval {
        let m = testutil::map(ctx, text);
        let d = ctx.map_data(m).clone();
        let bx = IterBox {
            dims: dims.iter().map(|&(l, h)| Interval::new(l, h)).collect(),
            syms: vec![],
        };
        expr_bounds(ctx, d.results[0], d.num_dims, d.num_symbols, &bx)
    }

    #[test]
    fn linear_is_exact() {
        let mut ctx = Context::new();
        assert_eq!(
            b(&mut ctx, "(d0, d1) -> (d0 * 2 - d1 + 3)", &[(0, 9), (1, 4)]),
            Interval::new(-1, 20)
        );
        // Like terms merge: d0 - d0 is 0, not [-9, 9].
        assert_eq!(
            b(&mut ctx, "(d0) -> (d0 + 5 - d0)", &[(0, 9)]),
            Interval::point(5)
        );
    }

    #[test]
    fn div_mod() {
        let mut ctx = Context::new();
        assert_eq!(
            b(&mut ctx, "(d0) -> (d0 floordiv 32)", &[(0, 99)]),
            Interval::new(0, 3)
        );
        assert_eq!(
            b(&mut ctx, "(d0) -> (d0 ceildiv 32)", &[(0, 99)]),
            Interval::new(0, 4)
        );
        assert_eq!(
            b(&mut ctx, "(d0) -> (d0 mod 32)", &[(0, 99)]),
            Interval::new(0, 31)
        );
        assert_eq!(
            b(&mut ctx, "(d0) -> (d0 mod 32)", &[(0, 15)]),
            Interval::new(0, 15)
        );
        assert_eq!(
            b(&mut ctx, "(d0) -> (d0 mod 32)", &[(40, 50)]),
            Interval::new(8, 18)
        );
        assert_eq!(
            b(&mut ctx, "(d0) -> ((d0 * 2) mod 4)", &[(0, 99)]),
            Interval::new(0, 2)
        );
        assert_eq!(
            b(&mut ctx, "(d0) -> ((d0 * 2 + 1) mod 4)", &[(0, 99)]),
            Interval::new(1, 3)
        );
        assert_eq!(
            b(
                &mut ctx,
                "(d0) -> (d0 floordiv 4 - d0 floordiv 4)",
                &[(0, 99)]
            ),
            Interval::point(0)
        );
        assert_eq!(
            b(&mut ctx, "(d0) -> (-d0 floordiv 4)", &[(0, 9)]),
            Interval::new(-3, 0)
        );
    }

    #[test]
    fn symbols_and_unbounded() {
        let mut ctx = Context::new();
        let m = testutil::map(
            &mut ctx,
            "(d0)[s0] -> (d0 + s0, d0 mod s0, d0 floordiv s0, d0 * s0)",
        );
        let bx = IterBox {
            dims: vec![Interval::new(0, 9)],
            syms: vec![Interval::new(2, 4)],
        };
        let r = map_bounds(&mut ctx, m, &bx);
        assert_eq!(
            r,
            vec![
                Interval::new(2, 13),
                Interval::new(0, 3),
                Interval::new(0, 4),
                Interval::new(0, 36)
            ]
        );
        let bx = IterBox {
            dims: vec![Interval::new(0, 9)],
            syms: vec![],
        };
        let r = map_bounds(&mut ctx, m, &bx);
        assert_eq!(r[0], Interval::unbounded());
        assert_eq!(r[1], Interval::unbounded());
    }

    /// Random expressions: every sampled value lies within the computed bounds.
    #[test]
    fn bounds_are_sound() {
        let texts = [
            "(d0, d1) -> ((d0 * 3 + d1) mod 7 + d0 floordiv 3)",
            "(d0, d1) -> ((d0 - d1 * 2) ceildiv 5 - (d1 + 4) mod 6)",
            "(d0, d1) -> (((d0 * 4 + d1) floordiv 4) * 3 - d1)",
            "(d0, d1) -> ((d0 mod 4) * 8 + d1 mod 8 - d0)",
        ];
        let mut ctx = Context::new();
        for t in texts {
            let m = testutil::map(&mut ctx, t);
            let e = ctx.map_data(m).results[0];
            for (a, bb, c, d) in [(-5, 5, 0, 7), (0, 20, -3, 3), (7, 9, 10, 30)] {
                let bx = IterBox {
                    dims: vec![Interval::new(a, bb), Interval::new(c, d)],
                    syms: vec![],
                };
                let r = expr_bounds(&mut ctx, e, 2, 0, &bx);
                for x in a..=bb {
                    for y in c..=d {
                        let v = eval_expr(&ctx, e, &[x, y], &[]).unwrap();
                        assert!(
                            r.lo.is_none_or(|l| l <= v) && r.hi.is_none_or(|h| v <= h),
                            "{t}: {v} not in {r:?}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn loop_boxes() {
        let mut ir = Ir::new();
        let idx = ir.index();
        let (_f, args) = ir.func("f", &[idx]);
        let n = args[0];
        let (li, i) = ir.for_(0, 100, 4);
        // Triangular: j from i to min(i + 4, 90).
        let (lj, j, _) = ir.for_map("(d0) -> (d0)", &[i], "(d0) -> (d0 + 4, 90)", &[i], 1, &[]);
        // k from max(j - 2, 0) to N: unbounded above.
        let (lk, k, _) = ir.for_map("(d0) -> (d0 - 2, 0)", &[j], "()[s0] -> (s0)", &[n], 1, &[]);
        let x = ir.cst(0);
        ir.end(&[]);
        ir.end(&[]);
        ir.end(&[]);
        ir.end_func();
        let bx = loop_box(&mut ir.ctx, &ir.m, lk);
        assert_eq!(bx.loops, vec![li, lj, lk]);
        assert_eq!(bx.ivs, vec![i, j, k]);
        assert_eq!(bx.ranges[0], Interval::new(0, 96));
        assert_eq!(bx.ranges[1], Interval::new(0, 89));
        assert_eq!(
            bx.ranges[2],
            Interval {
                lo: Some(0),
                hi: None
            }
        );
        let inner = ir.m.defining_op(x).unwrap();
        assert_eq!(loop_box(&mut ir.ctx, &ir.m, inner).ivs.len(), 3);
        assert_eq!(loop_box(&mut ir.ctx, &ir.m, li).ivs, vec![i]);
    }

    #[test]
    fn parallel_and_minmax_values() {
        let mut ir = Ir::new();
        let (p, ivs) = ir.parallel("() -> (0, 2)", &[], "() -> (10, 20)", &[], &[1, 3], &[]);
        let mn = ir.minmax("affine.min", "(d0) -> (d0 + 8, 12)", &[ivs[0]]);
        let mx = ir.minmax("affine.max", "(d0) -> (d0 - 3, 0)", &[ivs[1]]);
        ir.end(&[]);
        let bx = loop_box(&mut ir.ctx, &ir.m, p);
        assert_eq!(bx.ranges, vec![Interval::new(0, 9), Interval::new(2, 17)]);
        assert_eq!(
            value_range(&mut ir.ctx, &ir.m, mn, &bx, 0),
            Interval::new(8, 12)
        );
        assert_eq!(
            value_range(&mut ir.ctx, &ir.m, mx, &bx, 0),
            Interval::new(0, 14)
        );
    }
}
