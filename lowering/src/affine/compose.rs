//! Composition of affine maps, operand substitution, and the composition of a map with the
//! `affine.apply` chains feeding its operands.
//!
//! - [`replace_dims_and_symbols`] substitutes expressions for dims and symbols (upstream's
//!   `AffineExpr::replaceDimsAndSymbols`: positions beyond the replacement lists stay).
//! - [`compose`]`(f, g)` is `f ∘ g` (upstream's `f.compose(g)`): `g`'s results feed `f`'s
//!   dims; the result has `g`'s dims and the symbols of `f` followed by those of `g`.
//! - [`fully_compose_map_and_operands`] is upstream's `fullyComposeAffineMapAndOperands`:
//!   every operand produced by an `affine.apply` is replaced by the apply's map and
//!   operands, repeatedly, then [`canonicalize_map_and_operands`] promotes dim operands
//!   that are valid symbols to symbols, folds `arith.constant` symbol operands into the
//!   map, merges duplicate operands, drops unused ones, and the map is simplified.
//!
//! Expressions are rebuilt with upstream's operator folds ([`fold`]).

use super::fold;
use super::ops;
use super::simplify::simplify_map;
use crate::ir::{AffineExpr, AffineExprKind, AffineMap, Context, IntegerSet, Module, Value};

/// Substitutes `dims[i]` for `d<i>` and `syms[j]` for `s<j>` in `e`.
pub fn replace_dims_and_symbols(
    ctx: &mut Context,
    e: AffineExpr,
    dims: &[AffineExpr],
    syms: &[AffineExpr],
) -> AffineExpr {
    match ctx.expr(e) {
        AffineExprKind::Const(_) => e,
        AffineExprKind::Dim(i) => dims.get(i as usize).copied().unwrap_or(e),
        AffineExprKind::Symbol(i) => syms.get(i as usize).copied().unwrap_or(e),
        AffineExprKind::Bin(op, l, r) => {
            let nl = replace_dims_and_symbols(ctx, l, dims, syms);
            let nr = replace_dims_and_symbols(ctx, r, dims, syms);
            if nl == l && nr == r {
                e
            } else {
                fold::bin(ctx, op, nl, nr)
            }
        }
    }
}

/// Substitutes in every result of `map`, giving a map with `num_dims`/`num_symbols`.
pub fn replace_dims_and_symbols_map(
    ctx: &mut Context,
    map: AffineMap,
    dims: &[AffineExpr],
    syms: &[AffineExpr],
    num_dims: u32,
    num_symbols: u32,
) -> AffineMap {
    let results = ctx.map_data(map).results.clone();
    let results = results
        .into_iter()
        .map(|e| replace_dims_and_symbols(ctx, e, dims, syms))
        .collect();
    ctx.map(num_dims, num_symbols, results)
}

/// Substitutes in every constraint of `set`.
pub fn replace_dims_and_symbols_set(
    ctx: &mut Context,
    set: IntegerSet,
    dims: &[AffineExpr],
    syms: &[AffineExpr],
    num_dims: u32,
    num_symbols: u32,
) -> IntegerSet {
    let d = ctx.set_data(set).clone();
    let cs = d
        .constraints
        .into_iter()
        .map(|e| replace_dims_and_symbols(ctx, e, dims, syms))
        .collect();
    ctx.integer_set(num_dims, num_symbols, cs, d.eq_flags)
}

/// Replaces every occurrence of the sub-expression `from` by `to` (upstream's sparse
/// `AffineExpr::replace`).
pub fn replace_expr(
    ctx: &mut Context,
    e: AffineExpr,
    from: AffineExpr,
    to: AffineExpr,
) -> AffineExpr {
    if e == from {
        return to;
    }
    match ctx.expr(e) {
        AffineExprKind::Bin(op, l, r) => {
            let nl = replace_expr(ctx, l, from, to);
            let nr = replace_expr(ctx, r, from, to);
            if nl == l && nr == r {
                e
            } else {
                fold::bin(ctx, op, nl, nr)
            }
        }
        _ => e,
    }
}

/// Why two maps do not compose.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum ComposeError {
    /// `f` has a different number of dims than `g` has results.
    #[error("cannot compose: the outer map has {0} dims but the inner map has {1} results")]
    Mismatch(u32, usize),
}

/// `f ∘ g`: `(g's dims)[f's symbols, g's symbols] -> f(g(...))`.
pub fn compose(ctx: &mut Context, f: AffineMap, g: AffineMap) -> Result<AffineMap, ComposeError> {
    let fd = ctx.map_data(f).clone();
    let gd = ctx.map_data(g).clone();
    if fd.num_dims as usize != gd.results.len() {
        return Err(ComposeError::Mismatch(fd.num_dims, gd.results.len()));
    }
    // Shift g's symbols after f's.
    let gdims: Vec<AffineExpr> = (0..gd.num_dims).map(|i| ctx.dim(i)).collect();
    let gsyms: Vec<AffineExpr> = (0..gd.num_symbols)
        .map(|i| ctx.sym(fd.num_symbols + i))
        .collect();
    let ns = fd.num_symbols + gd.num_symbols;
    let shifted = replace_dims_and_symbols_map(ctx, g, &gdims, &gsyms, gd.num_dims, ns);
    let inner = ctx.map_data(shifted).results.clone();
    let results = fd
        .results
        .iter()
        .map(|&e| replace_dims_and_symbols(ctx, e, &inner, &[]))
        .collect();
    Ok(ctx.map(gd.num_dims, ns, results))
}

/// Composes `map` with the `affine.apply` ops producing its operands, recursively, and
/// canonicalizes the result (upstream's `fullyComposeAffineMapAndOperands` followed by
/// `canonicalizeMapAndOperands` and `simplifyAffineMap`). Returns the new map and its
/// operands. A map whose input count does not match `operands` is returned unchanged.
pub fn fully_compose_map_and_operands(
    ctx: &mut Context,
    m: &Module,
    map: AffineMap,
    operands: &[Value],
) -> (AffineMap, Vec<Value>) {
    let mut map = map;
    let mut operands = operands.to_vec();
    let n_in = (ctx.map_data(map).num_dims + ctx.map_data(map).num_symbols) as usize;
    if n_in != operands.len() {
        return (map, operands);
    }
    // SSA forbids cycles through apply ops; the bound only guards malformed IR.
    for _ in 0..256 {
        if !operands.iter().any(|&v| apply_of(ctx, m, v).is_some()) {
            break;
        }
        let (nm, no) = compose_once(ctx, m, map, &operands);
        map = nm;
        operands = no;
    }
    let (map, operands) = canonicalize_map_and_operands(ctx, m, map, &operands);
    (simplify_map(ctx, map), operands)
}

/// Like [`fully_compose_map_and_operands`] for an integer set (its constraints are composed
/// as the results of a map).
pub fn fully_compose_set_and_operands(
    ctx: &mut Context,
    m: &Module,
    set: IntegerSet,
    operands: &[Value],
) -> (IntegerSet, Vec<Value>) {
    let d = ctx.set_data(set).clone();
    let as_map = ctx.map(d.num_dims, d.num_symbols, d.constraints.clone());
    let (nm, ops) = fully_compose_map_and_operands(ctx, m, as_map, operands);
    let md = ctx.map_data(nm).clone();
    let s = ctx.integer_set(md.num_dims, md.num_symbols, md.results, d.eq_flags);
    (s, ops)
}

fn apply_of(ctx: &Context, m: &Module, v: Value) -> Option<(AffineMap, Vec<Value>)> {
    let op = m.defining_op(v)?;
    let map = ops::apply_map(ctx, m, op)?;
    Some((map, m.op(op).operands().to_vec()))
}

/// One round of upstream's `composeAffineMapAndOperands`.
fn compose_once(
    ctx: &mut Context,
    m: &Module,
    map: AffineMap,
    operands: &[Value],
) -> (AffineMap, Vec<Value>) {
    let d = ctx.map_data(map).clone();
    if d.results.is_empty() {
        let (map, ops) = canonicalize_map_and_operands(ctx, m, map, operands);
        return (simplify_map(ctx, map), ops);
    }
    let nd = d.num_dims as usize;
    let mut dims: Vec<Option<Value>> = operands[..nd].iter().map(|&v| Some(v)).collect();
    let mut syms: Vec<Option<Value>> = operands[nd..].iter().map(|&v| Some(v)).collect();
    let mut map = map;
    loop {
        let mut changed = false;
        for pos in 0..dims.len() + syms.len() {
            if replace_dim_or_sym(ctx, m, &mut map, pos, &mut dims, &mut syms) {
                changed = true;
                break;
            }
        }
        if !changed {
            break;
        }
    }
    // Prune the replaced (now unused) positions.
    let mut new_ops = Vec::new();
    let (mut ndim, mut nsym) = (0u32, 0u32);
    let mut dim_repl = Vec::with_capacity(dims.len());
    for v in &dims {
        match v {
            Some(v) => {
                dim_repl.push(ctx.dim(ndim));
                ndim += 1;
                new_ops.push(*v);
            }
            None => dim_repl.push(ctx.cst(0)),
        }
    }
    let mut sym_repl = Vec::with_capacity(syms.len());
    for v in &syms {
        match v {
            Some(v) => {
                sym_repl.push(ctx.sym(nsym));
                nsym += 1;
                new_ops.push(*v);
            }
            None => sym_repl.push(ctx.cst(0)),
        }
    }
    let map = replace_dims_and_symbols_map(ctx, map, &dim_repl, &sym_repl, ndim, nsym);
    let (map, ops) = canonicalize_map_and_operands(ctx, m, map, &new_ops);
    (simplify_map(ctx, map), ops)
}

/// Replaces the dim or symbol at `pos` by the `affine.apply` defining it, appending the
/// apply's operands to `dims`/`syms` (upstream's `replaceDimOrSym`).
fn replace_dim_or_sym(
    ctx: &mut Context,
    m: &Module,
    map: &mut AffineMap,
    pos: usize,
    dims: &mut Vec<Option<Value>>,
    syms: &mut Vec<Option<Value>>,
) -> bool {
    let is_dim = pos < dims.len();
    let p = if is_dim { pos } else { pos - dims.len() };
    let slot = if is_dim { &mut dims[p] } else { &mut syms[p] };
    let Some(v) = *slot else { return false };
    let Some((amap, aops)) = apply_of(ctx, m, v) else {
        return false;
    };
    *slot = None;
    let ad = ctx.map_data(amap).clone();
    // Shift the apply's dims and symbols past the current ones.
    let sd: Vec<AffineExpr> = (0..ad.num_dims)
        .map(|i| ctx.dim(dims.len() as u32 + i))
        .collect();
    let ss: Vec<AffineExpr> = (0..ad.num_symbols)
        .map(|i| ctx.sym(syms.len() as u32 + i))
        .collect();
    let expr = replace_dims_and_symbols(ctx, ad.results[0], &sd, &ss);
    let to_replace = if is_dim {
        ctx.dim(p as u32)
    } else {
        ctx.sym(p as u32)
    };
    let and = ad.num_dims as usize;
    dims.extend(aops[..and].iter().map(|&v| Some(v)));
    syms.extend(aops[and..].iter().map(|&v| Some(v)));
    let results = ctx.map_data(*map).results.clone();
    let results = results
        .into_iter()
        .map(|e| replace_expr(ctx, e, to_replace, expr))
        .collect();
    *map = ctx.map(dims.len() as u32, syms.len() as u32, results);
    true
}

/// Upstream's `canonicalizeMapAndOperands`: promotes dim operands that are valid symbols
/// to symbols, folds constant symbol operands into the map, merges duplicate operands and
/// drops unused ones. The map is not otherwise simplified.
pub fn canonicalize_map_and_operands(
    ctx: &mut Context,
    m: &Module,
    map: AffineMap,
    operands: &[Value],
) -> (AffineMap, Vec<Value>) {
    let d = ctx.map_data(map);
    if operands.is_empty()
        || (d.num_dims + d.num_symbols) as usize != operands.len()
        || already_canonical(ctx, m, &d.results, d.num_dims, operands)
    {
        return (map, operands.to_vec());
    }
    let d = d.clone();
    let (exprs, nd, ns, ops) = canonicalize_exprs(ctx, m, &d.results, d.num_dims, operands);
    (ctx.map(nd, ns, exprs), ops)
}

/// [`canonicalize_map_and_operands`] for an integer set.
pub fn canonicalize_set_and_operands(
    ctx: &mut Context,
    m: &Module,
    set: IntegerSet,
    operands: &[Value],
) -> (IntegerSet, Vec<Value>) {
    let d = ctx.set_data(set);
    if operands.is_empty()
        || (d.num_dims + d.num_symbols) as usize != operands.len()
        || already_canonical(ctx, m, &d.constraints, d.num_dims, operands)
    {
        return (set, operands.to_vec());
    }
    let d = d.clone();
    let (exprs, nd, ns, ops) = canonicalize_exprs(ctx, m, &d.constraints, d.num_dims, operands);
    (ctx.integer_set(nd, ns, exprs, d.eq_flags), ops)
}

/// Whether [`canonicalize_exprs`] would return `exprs` and `operands` unchanged (the
/// common case, checked without allocating): no dim operand is a valid symbol, every
/// position is used, no symbol operand is a constant, and no operand repeats among the
/// dims or among the symbols. Conservative (`false`) beyond 64 operands.
fn already_canonical(
    ctx: &Context,
    m: &Module,
    exprs: &[AffineExpr],
    num_dims: u32,
    operands: &[Value],
) -> bool {
    let n = operands.len();
    if n > 64 {
        return false;
    }
    let mut used = 0u64;
    for &e in exprs {
        mark_used_mask(ctx, e, num_dims, n, &mut used);
    }
    let all = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
    if used != all {
        return false;
    }
    let (dims, syms) = operands.split_at(num_dims as usize);
    let distinct = |vs: &[Value]| vs.iter().enumerate().all(|(i, v)| !vs[..i].contains(v));
    dims.iter().all(|&v| !ops::is_valid_symbol(ctx, m, v))
        && syms.iter().all(|&v| ops::constant_int(ctx, m, v).is_none())
        && distinct(dims)
        && distinct(syms)
}

/// [`mark_used`] into a bit mask over the `n` operand positions (dims, then symbols).
fn mark_used_mask(ctx: &Context, e: AffineExpr, num_dims: u32, n: usize, used: &mut u64) {
    match ctx.expr(e) {
        AffineExprKind::Dim(i) => {
            if i < num_dims {
                *used |= 1 << i;
            }
        }
        AffineExprKind::Symbol(i) => {
            let p = num_dims as usize + i as usize;
            if p < n {
                *used |= 1 << p;
            }
        }
        AffineExprKind::Const(_) => {}
        AffineExprKind::Bin(_, l, r) => {
            mark_used_mask(ctx, l, num_dims, n, used);
            mark_used_mask(ctx, r, num_dims, n, used);
        }
    }
}

fn canonicalize_exprs(
    ctx: &mut Context,
    m: &Module,
    exprs: &[AffineExpr],
    num_dims: u32,
    operands: &[Value],
) -> (Vec<AffineExpr>, u32, u32, Vec<Value>) {
    // 1. Promote dims that are valid symbols.
    let nd = num_dims as usize;
    let mut dim_ops = Vec::new();
    let mut sym_ops: Vec<Value> = operands[nd..].to_vec();
    let mut dim_remap = Vec::with_capacity(nd);
    for &v in &operands[..nd] {
        if ops::is_valid_symbol(ctx, m, v) {
            dim_remap.push(ctx.sym(sym_ops.len() as u32));
            sym_ops.push(v);
        } else {
            dim_remap.push(ctx.dim(dim_ops.len() as u32));
            dim_ops.push(v);
        }
    }
    let exprs: Vec<AffineExpr> = exprs
        .iter()
        .map(|&e| replace_dims_and_symbols(ctx, e, &dim_remap, &[]))
        .collect();
    // 2. Used positions.
    let mut used_d = vec![false; dim_ops.len()];
    let mut used_s = vec![false; sym_ops.len()];
    for &e in &exprs {
        mark_used(ctx, e, &mut used_d, &mut used_s);
    }
    // 3. Dedupe dims, fold constant symbols, dedupe symbols.
    let mut result_ops = Vec::new();
    let mut dim_repl = Vec::with_capacity(dim_ops.len());
    let mut seen: Vec<(Value, AffineExpr)> = Vec::new();
    let mut next_dim = 0u32;
    for (i, &v) in dim_ops.iter().enumerate() {
        if !used_d[i] {
            dim_repl.push(ctx.cst(0));
            continue;
        }
        match seen.iter().find(|(s, _)| *s == v) {
            Some(&(_, e)) => dim_repl.push(e),
            None => {
                let e = ctx.dim(next_dim);
                next_dim += 1;
                seen.push((v, e));
                dim_repl.push(e);
                result_ops.push(v);
            }
        }
    }
    let mut sym_repl = Vec::with_capacity(sym_ops.len());
    let mut seen: Vec<(Value, AffineExpr)> = Vec::new();
    let mut next_sym = 0u32;
    for (i, &v) in sym_ops.iter().enumerate() {
        if !used_s[i] {
            sym_repl.push(ctx.cst(0));
            continue;
        }
        if let Some(c) = ops::constant_int(ctx, m, v) {
            sym_repl.push(ctx.cst(c));
            continue;
        }
        match seen.iter().find(|(s, _)| *s == v) {
            Some(&(_, e)) => sym_repl.push(e),
            None => {
                let e = ctx.sym(next_sym);
                next_sym += 1;
                seen.push((v, e));
                sym_repl.push(e);
                result_ops.push(v);
            }
        }
    }
    let exprs = exprs
        .iter()
        .map(|&e| replace_dims_and_symbols(ctx, e, &dim_repl, &sym_repl))
        .collect();
    (exprs, next_dim, next_sym, result_ops)
}

fn mark_used(ctx: &Context, e: AffineExpr, d: &mut [bool], s: &mut [bool]) {
    match ctx.expr(e) {
        AffineExprKind::Dim(i) => {
            if let Some(x) = d.get_mut(i as usize) {
                *x = true;
            }
        }
        AffineExprKind::Symbol(i) => {
            if let Some(x) = s.get_mut(i as usize) {
                *x = true;
            }
        }
        AffineExprKind::Const(_) => {}
        AffineExprKind::Bin(_, l, r) => {
            mark_used(ctx, l, d, s);
            mark_used(ctx, r, d, s);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::affine::fmt::map_to_string;
    use crate::affine::testutil::{self, Ir};

    #[test]
    fn compose_upstream_example() {
        let mut ctx = Context::new();
        let f = testutil::map(&mut ctx, "(d0, d1)[s0, s1] -> (d0 + 1 + s1, d1 - 1 - s0)");
        let g = testutil::map(&mut ctx, "(d0)[s0] -> (d0 + s0, d0 - s0)");
        let c = compose(&mut ctx, f, g).unwrap();
        let c = simplify_map(&mut ctx, c);
        assert_eq!(
            map_to_string(&ctx, c),
            "(d0)[s0, s1, s2] -> (d0 + s1 + s2 + 1, d0 - s0 - s2 - 1)"
        );
        assert_eq!(compose(&mut ctx, g, f), Err(ComposeError::Mismatch(1, 2)));
    }

    #[test]
    fn compose_evaluates_like_nesting() {
        use crate::affine::eval::eval_map;
        let mut ctx = Context::new();
        let f = testutil::map(
            &mut ctx,
            "(d0, d1)[s0] -> (d0 floordiv 4 + d1 * s0, (d0 - d1) mod 3)",
        );
        let g = testutil::map(&mut ctx, "(d0, d1, d2)[s0] -> (d0 * 2 + d2, d1 - s0)");
        let c = compose(&mut ctx, f, g).unwrap();
        for (a, b, cc) in [(0, 1, 2), (5, -3, 7), (-9, 4, 1)] {
            for (sf, sg) in [(2, 3), (-1, 5)] {
                let inner = eval_map(&ctx, g, &[a, b, cc], &[sg]).unwrap();
                let want = eval_map(&ctx, f, &inner, &[sf]).unwrap();
                assert_eq!(eval_map(&ctx, c, &[a, b, cc], &[sf, sg]).unwrap(), want);
            }
        }
    }

    #[test]
    fn replace_dims_and_symbols_basic() {
        let mut ctx = Context::new();
        let e = testutil::expr(&mut ctx, "(d0, d1)[s0] -> (d0 * 2 + d1 + s0)");
        let (d1, s0) = (ctx.dim(1), ctx.sym(0));
        let c3 = ctx.cst(3);
        // d0 -> s0, d1 -> 3 (symbols untouched beyond the list)
        let r = replace_dims_and_symbols(&mut ctx, e, &[s0, c3], &[]);
        assert_eq!(crate::affine::fmt::expr_to_string(&ctx, r), "s0 * 3 + 3");
        let r = replace_dims_and_symbols(&mut ctx, e, &[d1], &[d1]);
        assert_eq!(crate::affine::fmt::expr_to_string(&ctx, r), "d1 * 4");
    }

    #[test]
    fn fully_compose_apply_chain() {
        let mut ir = Ir::new();
        let idx = ir.index();
        let (_f, args) = ir.func("f", &[idx]);
        let n = args[0];
        let c4 = ir.cst(4);
        let (_l, i) = ir.for_(0, 10, 1);
        let a = ir.apply("(d0) -> (d0 * 2)", &[i]);
        let b = ir.apply("(d0)[s0] -> (d0 + s0)", &[a, n]);
        let mp = testutil::map(&mut ir.ctx, "(d0, d1, d2) -> (d0 + d1 + d2)");
        let (nm, ops) = fully_compose_map_and_operands(&mut ir.ctx, &ir.m, mp, &[b, i, c4]);
        assert_eq!(map_to_string(&ir.ctx, nm), "(d0)[s0] -> (d0 * 3 + s0 + 4)");
        assert_eq!(ops, vec![i, n]);
        // Promotion of symbol-valid dims and deduplication.
        let mp = testutil::map(&mut ir.ctx, "(d0, d1) -> (d0 + d1 + 1)");
        let (nm, ops) = fully_compose_map_and_operands(&mut ir.ctx, &ir.m, mp, &[n, n]);
        assert_eq!(map_to_string(&ir.ctx, nm), "()[s0] -> (s0 * 2 + 1)");
        assert_eq!(ops, vec![n]);
        // Unused operands dropped; dims that are IVs stay dims.
        let mp = testutil::map(&mut ir.ctx, "(d0, d1)[s0] -> (d1)");
        let (nm, ops) = fully_compose_map_and_operands(&mut ir.ctx, &ir.m, mp, &[n, i, c4]);
        assert_eq!(map_to_string(&ir.ctx, nm), "(d0) -> (d0)");
        assert_eq!(ops, vec![i]);
        // Mismatched operand count: unchanged.
        let (nm, ops) = fully_compose_map_and_operands(&mut ir.ctx, &ir.m, mp, &[n]);
        assert_eq!((nm, ops), (mp, vec![n]));
        ir.end(&[]);
        ir.end_func();
    }

    #[test]
    fn compose_sets() {
        let mut ir = Ir::new();
        let (_l, i) = ir.for_(0, 10, 1);
        let a = ir.apply("(d0) -> (d0 - 5)", &[i]);
        let s = testutil::set(&mut ir.ctx, "(d0) : (d0 >= 0)");
        let (ns, ops) = fully_compose_set_and_operands(&mut ir.ctx, &ir.m, s, &[a]);
        assert_eq!(
            crate::affine::fmt::set_to_string(&ir.ctx, ns),
            "(d0) : (d0 - 5 >= 0)"
        );
        assert_eq!(ops, vec![i]);
        ir.end(&[]);
    }
}
