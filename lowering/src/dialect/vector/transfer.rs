//! The permutation maps of `vector.transfer_read` and `vector.transfer_write`, shared by
//! their syntax, verifier, interpreter and GPU rewrite.
//!
//! A transfer's `permutation_map` takes the source's indices to the vector's dimensions:
//! each result is a source dimension `dk` (vector dimension `i` walks source dimension
//! `k` from the indices) or the constant 0 (a broadcast: the vector repeats one element
//! along `i`). The default is the minor identity, the innermost source dimensions in order.

use crate::ir::{AffineExprKind, AffineMap, Context};

/// Per vector dimension, the source dimension it walks (`None`: a broadcast), when `map` is
/// a projected permutation with broadcasts; `Err` names what it is not, in upstream's words.
pub fn map_dims(ctx: &Context, map: AffineMap) -> Result<Vec<Option<usize>>, &'static str> {
    let data = ctx.map_data(map);
    let mut seen = vec![false; data.num_dims as usize];
    let mut out = Vec::with_capacity(data.results.len());
    for &e in &data.results {
        match ctx.expr(e) {
            AffineExprKind::Dim(d) => {
                let d = d as usize;
                if seen.get(d).copied().unwrap_or(true) {
                    return Err("requires a permutation_map that is a permutation (found one dim used more than once)");
                }
                seen[d] = true;
                out.push(Some(d));
            }
            AffineExprKind::Const(0) => out.push(None),
            _ => {
                return Err("requires a projected permutation_map (at most one dim or the zero constant can appear in each result)")
            }
        }
    }
    Ok(out)
}

/// The minor identity map from `src_rank` dimensions to the innermost `vec_rank`.
pub fn minor_identity(ctx: &mut Context, src_rank: usize, vec_rank: usize) -> AffineMap {
    let first = src_rank.saturating_sub(vec_rank);
    let results = (first..src_rank).map(|d| ctx.dim(d as u32)).collect();
    ctx.map(src_rank as u32, 0, results)
}

/// Whether `map` is the minor identity of its dimensions.
pub fn is_minor_identity(ctx: &Context, map: AffineMap) -> bool {
    let data = ctx.map_data(map);
    let (n, r) = (data.num_dims as usize, data.results.len());
    data.num_symbols == 0
        && r <= n
        && data
            .results
            .iter()
            .enumerate()
            .all(|(i, &e)| ctx.expr(e) == AffineExprKind::Dim((n - r + i) as u32))
}

/// The shape of a transfer's mask: the vector's dimensions in the order of the source
/// dimensions they walk (upstream's `inferTransferOpMaskType`); `None` with a broadcast.
pub fn mask_shape(vec_shape: &[i64], dims: &[Option<usize>]) -> Option<Vec<i64>> {
    let mut walked: Vec<(usize, i64)> = dims
        .iter()
        .zip(vec_shape)
        .map(|(d, &s)| d.map(|d| (d, s)))
        .collect::<Option<_>>()?;
    walked.sort_by_key(|&(d, _)| d);
    let mut shape: Vec<i64> = walked.into_iter().map(|(_, s)| s).collect();
    if shape.is_empty() {
        shape.push(1);
    }
    Some(shape)
}

/// The position in the mask of vector dimension `i` (see [`mask_shape`]).
pub fn mask_order(dims: &[Option<usize>]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..dims.len()).collect();
    order.sort_by_key(|&i| dims[i]);
    order
}
