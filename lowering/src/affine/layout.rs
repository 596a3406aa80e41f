//! Memref layouts linearised to an element offset.
//!
//! A memref's layout maps its logical indices to a position in memory. [`linearize`] turns
//! a layout and index expressions into one affine offset expression (in elements):
//!
//! - identity layout: row-major, `Σ iₖ · Πⱼ₍ⱼ>ₖ₎ sizeⱼ`; a dynamic size is a symbol
//!   ([`LayoutSymbol::Size`]), so strides past a dynamic dimension are products of symbols
//!   (semi-affine);
//! - `strided<[s₀, …], offset: o>`: `o + Σ iₖ · sₖ`, with `?` strides and offset as symbols
//!   ([`LayoutSymbol::Stride`], [`LayoutSymbol::Offset`]);
//! - an affine-map layout: the map is applied to the indices (its own symbols become
//!   [`LayoutSymbol::MapSymbol`]s) and the resulting physical indices are linearised
//!   row-major over the [`physical_shape`], whose dynamic extents become
//!   [`LayoutSymbol::PhysicalSize`] symbols.
//!
//! [`physical_shape`] follows upstream's `normalizeMemRefType` (the `-normalize-memrefs`
//! pass): each layout result ranges over the logical index box `[0, sizeₖ − 1]`, and the
//! physical extent is its upper bound plus one (the lower bound is taken as 0). A result
//! that depends on a dynamic dimension has a dynamic extent; a result without a constant
//! upper bound otherwise (it depends on a layout symbol), or with a negative one, cannot
//! be normalised. Upper bounds come from [`bounds`](super::bounds), which is exact for the
//! tiled layouts (`d0 floordiv 32`, `d0 mod 32`) and may be tighter than upstream's
//! Fourier–Motzkin bound when a dimension is smaller than a tile (`memref<16xf32>` tiled by
//! 32 gets extent 16 for `d0 mod 32`).
//!
//! Symbols of the result are numbered after the caller's: the offset is an expression over
//! the caller's dims and symbols `s0 … s(n−1)`, followed by `sn …` described in order by
//! [`Linearized::symbols`].

use super::bounds::{expr_bounds, Interval, IterBox};
use super::compose::replace_dims_and_symbols;
use super::fold;
use super::simplify::simplify_expr;
use crate::ir::{
    AffineExpr, AffineExprKind, AffineMap, AttrKind, Context, Layout, Type, TypeKind, DYNAMIC,
};

/// What a symbol introduced by [`linearize`] stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LayoutSymbol {
    /// The (dynamic) size of logical dimension `k`.
    Size(usize),
    /// The dynamic stride of dimension `k` of a strided layout.
    Stride(usize),
    /// The dynamic offset of a strided layout.
    Offset,
    /// The dynamic extent of physical dimension `k` of an affine-map layout.
    PhysicalSize(usize),
    /// Symbol `k` of the layout map (bound by the memref's symbol operands at allocation).
    MapSymbol(usize),
}

/// A linearised access.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Linearized {
    /// The element offset.
    pub expr: AffineExpr,
    /// The position of the first layout symbol (`s<first_symbol>`).
    pub first_symbol: u32,
    /// The layout symbols, in order.
    pub symbols: Vec<LayoutSymbol>,
}

/// Why a layout could not be linearised.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LayoutError {
    /// The type is not a ranked memref.
    #[error("expected a ranked memref type")]
    NotRankedMemRef,
    /// The layout attribute is not an affine map or strided layout.
    #[error("unsupported memref layout attribute")]
    UnsupportedLayout,
    /// The number of indices does not match the rank (or the layout map's dims).
    #[error("expected {expected} indices, got {got}")]
    RankMismatch {
        /// The memref rank.
        expected: usize,
        /// The number of indices given.
        got: usize,
    },
    /// The layout map has no finite physical extent.
    #[error("cannot normalize the layout: physical dimension {0} has no constant upper bound")]
    Unbounded(usize),
    /// The layout maps to negative positions.
    #[error("cannot normalize the layout: physical dimension {0} is negative")]
    Negative(usize),
    /// A stride or extent overflowed.
    #[error("memref extent overflows i64")]
    Overflow,
}

/// The shape and decoded layout of a ranked memref type.
pub fn memref_layout(ctx: &Context, ty: Type) -> Result<(Vec<i64>, Layout), LayoutError> {
    let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(ty) else {
        return Err(LayoutError::NotRankedMemRef);
    };
    let shape = shape.clone();
    let layout = match layout.map(|a| ctx.attr_kind(a)) {
        None => Layout::Identity,
        Some(AttrKind::StridedLayout { offset, strides }) => Layout::Strided {
            offset: *offset,
            strides: strides.clone(),
        },
        Some(AttrKind::AffineMap(m)) => {
            if is_identity(ctx, *m, shape.len()) {
                Layout::Identity
            } else {
                Layout::Map(*m)
            }
        }
        Some(_) => return Err(LayoutError::UnsupportedLayout),
    };
    Ok((shape, layout))
}

fn is_identity(ctx: &Context, m: AffineMap, rank: usize) -> bool {
    let d = ctx.map_data(m);
    d.num_dims as usize == rank
        && d.num_symbols == 0
        && d.results.len() == rank
        && d.results
            .iter()
            .enumerate()
            .all(|(i, &e)| ctx.expr(e) == AffineExprKind::Dim(i as u32))
}

/// The physical shape of a memref: its shape for identity and strided layouts, the
/// normalised shape (as upstream's `normalizeMemRefType`) for affine-map layouts.
pub fn physical_shape(ctx: &mut Context, ty: Type) -> Result<Vec<i64>, LayoutError> {
    let (shape, layout) = memref_layout(ctx, ty)?;
    match layout {
        Layout::Identity | Layout::Strided { .. } => Ok(shape),
        Layout::Map(m) => map_physical_shape(ctx, m, &shape),
    }
}

fn map_physical_shape(
    ctx: &mut Context,
    m: AffineMap,
    shape: &[i64],
) -> Result<Vec<i64>, LayoutError> {
    let d = ctx.map_data(m).clone();
    if d.num_dims as usize != shape.len() {
        return Err(LayoutError::RankMismatch {
            expected: shape.len(),
            got: d.num_dims as usize,
        });
    }
    let bx = IterBox {
        dims: shape
            .iter()
            .map(|&s| {
                if s == DYNAMIC {
                    Interval {
                        lo: Some(0),
                        hi: None,
                    }
                } else {
                    Interval::new(0, s.saturating_sub(1))
                }
            })
            .collect(),
        syms: vec![],
    };
    let mut out = Vec::with_capacity(d.results.len());
    for (k, &e) in d.results.iter().enumerate() {
        if uses_dynamic_dim(ctx, e, shape) {
            out.push(DYNAMIC);
            continue;
        }
        let r = expr_bounds(ctx, e, d.num_dims, d.num_symbols, &bx);
        match r.hi {
            None => return Err(LayoutError::Unbounded(k)),
            Some(h) if h < 0 => return Err(LayoutError::Negative(k)),
            Some(h) => out.push(h.checked_add(1).ok_or(LayoutError::Overflow)?),
        }
    }
    Ok(out)
}

fn uses_dynamic_dim(ctx: &Context, e: AffineExpr, shape: &[i64]) -> bool {
    match ctx.expr(e) {
        AffineExprKind::Dim(i) => shape.get(i as usize) == Some(&DYNAMIC),
        AffineExprKind::Bin(_, l, r) => {
            uses_dynamic_dim(ctx, l, shape) || uses_dynamic_dim(ctx, r, shape)
        }
        _ => false,
    }
}

struct Syms {
    first: u32,
    list: Vec<LayoutSymbol>,
}

impl Syms {
    fn get(&mut self, ctx: &mut Context, s: LayoutSymbol) -> AffineExpr {
        let pos = match self.list.iter().position(|x| *x == s) {
            Some(p) => p,
            None => {
                self.list.push(s);
                self.list.len() - 1
            }
        };
        ctx.sym(self.first + pos as u32)
    }
}

/// Row-major `Σ idx[k] · Π_{j>k} extent(j)`; `extent` is only asked for `j ≥ 1`.
fn row_major(
    ctx: &mut Context,
    idx: &[AffineExpr],
    extent: &mut dyn FnMut(&mut Context, usize) -> AffineExpr,
) -> Result<AffineExpr, LayoutError> {
    let mut total = ctx.cst(0);
    let mut stride = ctx.cst(1);
    for k in (0..idx.len()).rev() {
        let t = fold::mul(ctx, idx[k], stride);
        total = fold::add(ctx, t, total);
        if k > 0 {
            let ext = extent(ctx, k);
            if let (Some(a), Some(b)) = (ctx.as_const(stride), ctx.as_const(ext)) {
                a.checked_mul(b).ok_or(LayoutError::Overflow)?;
            }
            stride = fold::mul(ctx, stride, ext);
        }
    }
    Ok(total)
}

/// The element offset of `memref[indices]` (see the module documentation); `indices` are
/// expressions over the caller's dims and symbols `s0 … s(num_symbols − 1)`.
pub fn linearize(
    ctx: &mut Context,
    ty: Type,
    indices: &[AffineExpr],
    num_symbols: u32,
) -> Result<Linearized, LayoutError> {
    let (shape, layout) = memref_layout(ctx, ty)?;
    if indices.len() != shape.len() {
        return Err(LayoutError::RankMismatch {
            expected: shape.len(),
            got: indices.len(),
        });
    }
    let mut syms = Syms {
        first: num_symbols,
        list: Vec::new(),
    };
    let expr = match layout {
        Layout::Identity => row_major(ctx, indices, &mut |ctx, k| match shape[k] {
            DYNAMIC => syms.get(ctx, LayoutSymbol::Size(k)),
            e => ctx.cst(e),
        })?,
        Layout::Strided { offset, strides } => {
            if strides.len() != shape.len() {
                return Err(LayoutError::RankMismatch {
                    expected: shape.len(),
                    got: strides.len(),
                });
            }
            let mut e = if offset == DYNAMIC {
                syms.get(ctx, LayoutSymbol::Offset)
            } else {
                ctx.cst(offset)
            };
            for (k, (&i, &s)) in indices.iter().zip(&strides).enumerate() {
                let st = if s == DYNAMIC {
                    syms.get(ctx, LayoutSymbol::Stride(k))
                } else {
                    ctx.cst(s)
                };
                let t = fold::mul(ctx, i, st);
                e = fold::add(ctx, e, t);
            }
            e
        }
        Layout::Map(m) => {
            let phys_shape = map_physical_shape(ctx, m, &shape)?;
            let d = ctx.map_data(m).clone();
            let map_syms: Vec<AffineExpr> = (0..d.num_symbols as usize)
                .map(|k| syms.get(ctx, LayoutSymbol::MapSymbol(k)))
                .collect();
            let phys: Vec<AffineExpr> = d
                .results
                .iter()
                .map(|&r| replace_dims_and_symbols(ctx, r, indices, &map_syms))
                .collect();
            // A dynamic extent of a `x mod c` result is `c` (as upstream's
            // `createDimSizeExprForTiledLayout` computes it); others are symbols.
            let results = d.results.clone();
            row_major(ctx, &phys, &mut |ctx, k| match phys_shape[k] {
                DYNAMIC => match ctx.expr(results[k]) {
                    AffineExprKind::Bin(crate::ir::AffineBinOp::Mod, _, r)
                        if ctx.as_const(r).is_some_and(|c| c > 0) =>
                    {
                        r
                    }
                    _ => syms.get(ctx, LayoutSymbol::PhysicalSize(k)),
                },
                e => ctx.cst(e),
            })?
        }
    };
    let nd = indices.iter().map(|&e| max_dim(ctx, e)).max().unwrap_or(0);
    let ns = num_symbols + syms.list.len() as u32;
    let expr = simplify_expr(ctx, expr, nd, ns);
    Ok(Linearized {
        expr,
        first_symbol: num_symbols,
        symbols: syms.list,
    })
}

fn max_dim(ctx: &Context, e: AffineExpr) -> u32 {
    match ctx.expr(e) {
        AffineExprKind::Dim(i) => i + 1,
        AffineExprKind::Bin(_, l, r) => max_dim(ctx, l).max(max_dim(ctx, r)),
        _ => 0,
    }
}

/// The offset map `(d0, …, d(rank−1))[layout symbols] -> (offset)` of a memref type.
pub fn linearize_map(
    ctx: &mut Context,
    ty: Type,
) -> Result<(AffineMap, Vec<LayoutSymbol>), LayoutError> {
    let rank = match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, .. } => shape.len(),
        _ => return Err(LayoutError::NotRankedMemRef),
    };
    let idx: Vec<AffineExpr> = (0..rank as u32).map(|i| ctx.dim(i)).collect();
    let l = linearize(ctx, ty, &idx, 0)?;
    let m = ctx.map(rank as u32, l.symbols.len() as u32, vec![l.expr]);
    Ok((m, l.symbols))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::affine::eval::eval_expr;
    use crate::affine::fmt::expr_to_string;
    use crate::affine::testutil;

    fn memref(ctx: &mut Context, shape: &[i64], layout: Option<crate::ir::Attr>) -> Type {
        let f = ctx.f32_type();
        ctx.memref_type(shape.to_vec(), f, layout, None)
    }

    fn lin(ctx: &mut Context, ty: Type) -> (String, Vec<LayoutSymbol>) {
        let (m, s) = linearize_map(ctx, ty).unwrap();
        let e = ctx.map_data(m).results[0];
        (expr_to_string(ctx, e), s)
    }

    #[test]
    fn identity_layouts() {
        let mut ctx = Context::new();
        let t = memref(&mut ctx, &[4, 8], None);
        assert_eq!(lin(&mut ctx, t), ("d0 * 8 + d1".to_string(), vec![]));
        let t = memref(&mut ctx, &[2, 3, 4], None);
        assert_eq!(lin(&mut ctx, t).0, "d0 * 12 + d1 * 4 + d2");
        let t = memref(&mut ctx, &[DYNAMIC, DYNAMIC], None);
        assert_eq!(
            lin(&mut ctx, t),
            ("d0 * s0 + d1".to_string(), vec![LayoutSymbol::Size(1)])
        );
        // An explicit identity map is the identity layout.
        let id = ctx.identity_map(2);
        let a = ctx.map_attr(id);
        let t = memref(&mut ctx, &[4, 8], Some(a));
        assert_eq!(physical_shape(&mut ctx, t).unwrap(), vec![4, 8]);
        assert_eq!(lin(&mut ctx, t).0, "d0 * 8 + d1");
        // Rank 0.
        let t = memref(&mut ctx, &[], None);
        assert_eq!(lin(&mut ctx, t).0, "0");
    }

    #[test]
    fn dynamic_middle_dim() {
        let mut ctx = Context::new();
        let t = memref(&mut ctx, &[4, DYNAMIC, 8], None);
        let (m, s) = linearize_map(&mut ctx, t).unwrap();
        assert_eq!(s, vec![LayoutSymbol::Size(1)]);
        let e = ctx.map_data(m).results[0];
        // n = 5: offset of (2, 3, 1) = 2*40 + 3*8 + 1
        assert_eq!(eval_expr(&ctx, e, &[2, 3, 1], &[5]), Ok(105));
    }

    #[test]
    fn strided_layouts() {
        let mut ctx = Context::new();
        let a = ctx.attr(AttrKind::StridedLayout {
            offset: DYNAMIC,
            strides: vec![1, 4],
        });
        let t = memref(&mut ctx, &[4, 8], Some(a));
        assert_eq!(
            lin(&mut ctx, t),
            ("d0 + d1 * 4 + s0".to_string(), vec![LayoutSymbol::Offset])
        );
        let a = ctx.attr(AttrKind::StridedLayout {
            offset: 10,
            strides: vec![DYNAMIC, 1],
        });
        let t = memref(&mut ctx, &[4, 8], Some(a));
        assert_eq!(
            lin(&mut ctx, t),
            (
                "d0 * s0 + d1 + 10".to_string(),
                vec![LayoutSymbol::Stride(0)]
            )
        );
        assert_eq!(physical_shape(&mut ctx, t).unwrap(), vec![4, 8]);
        // Caller symbols come first.
        let (d0, s0) = (ctx.dim(0), ctx.sym(0));
        let l = linearize(&mut ctx, t, &[s0, d0], 1).unwrap();
        assert_eq!(expr_to_string(&ctx, l.expr), "d0 + s0 * s1 + 10");
        assert_eq!(l.first_symbol, 1);
    }

    #[test]
    fn tiled_layouts() {
        let mut ctx = Context::new();
        let m = testutil::map(
            &mut ctx,
            "(d0, d1) -> (d0 floordiv 32, d1 floordiv 64, d0 mod 32, d1 mod 64)",
        );
        let a = ctx.map_attr(m);
        let t = memref(&mut ctx, &[64, 128], Some(a));
        assert_eq!(physical_shape(&mut ctx, t).unwrap(), vec![2, 2, 32, 64]);
        let (lm, syms) = linearize_map(&mut ctx, t).unwrap();
        assert!(syms.is_empty());
        let e = ctx.map_data(lm).results[0];
        // A bijection onto [0, 8192).
        let mut seen = vec![false; 64 * 128];
        for i in 0..64 {
            for j in 0..128 {
                let o = eval_expr(&ctx, e, &[i, j], &[]).unwrap();
                let want = (i / 32) * 4096 + (j / 64) * 2048 + (i % 32) * 64 + j % 64;
                assert_eq!(o, want);
                assert!(!seen[o as usize]);
                seen[o as usize] = true;
            }
        }
        // Shapes that are not multiples of the tile.
        let t = memref(&mut ctx, &[100, 100], Some(a));
        assert_eq!(physical_shape(&mut ctx, t).unwrap(), vec![4, 2, 32, 64]);
        // The builtin spec's `#tiled_2d_128x256` (written `div` there).
        let m = testutil::map(
            &mut ctx,
            "(d0, d1) -> (d0 floordiv 128, d1 floordiv 256, d0 mod 128, d1 mod 256)",
        );
        let a = ctx.map_attr(m);
        let t = memref(&mut ctx, &[256, 512], Some(a));
        assert_eq!(physical_shape(&mut ctx, t).unwrap(), vec![2, 2, 128, 256]);
        // Dynamic shape: results depending on a dynamic dim are dynamic, as upstream's
        // `memref<4x?xf32, (d0, d1) -> (d0, d1 floordiv 32, d1 mod 32)>` becomes
        // `memref<4x?x?xf32>`.
        let t = memref(&mut ctx, &[DYNAMIC, 128], Some(a));
        assert_eq!(
            physical_shape(&mut ctx, t).unwrap(),
            vec![DYNAMIC, 1, DYNAMIC, 128]
        );
        let (lm, syms) = linearize_map(&mut ctx, t).unwrap();
        assert!(syms.is_empty());
        let e = ctx.map_data(lm).results[0];
        // Physical extents (?, 1, 128 (the tile), 128): offset = p0*16384 + p2*128 + p3.
        assert_eq!(eval_expr(&ctx, e, &[130, 7], &[]), Ok(16384 + 2 * 128 + 7));
        // A dynamic floordiv extent that is not outermost is a symbol.
        let m = testutil::map(&mut ctx, "(d0, d1) -> (d1, d0 floordiv 4, d0 mod 4)");
        let a = ctx.map_attr(m);
        let t = memref(&mut ctx, &[DYNAMIC, 3], Some(a));
        let (lm, syms) = linearize_map(&mut ctx, t).unwrap();
        assert_eq!(syms, vec![LayoutSymbol::PhysicalSize(1)]);
        let e = ctx.map_data(lm).results[0];
        // (3, q, 4) extents with q = 5: offset of (9, 2) = 2*20 + 2*4 + 1
        assert_eq!(eval_expr(&ctx, e, &[9, 2], &[5]), Ok(49));
    }

    #[test]
    fn other_map_layouts() {
        let mut ctx = Context::new();
        // Column-major via a permutation map.
        let m = testutil::map(&mut ctx, "(d0, d1) -> (d1, d0)");
        let a = ctx.map_attr(m);
        let t = memref(&mut ctx, &[4, 8], Some(a));
        assert_eq!(physical_shape(&mut ctx, t).unwrap(), vec![8, 4]);
        assert_eq!(lin(&mut ctx, t).0, "d0 + d1 * 4");
        // Offset/padding map.
        let m = testutil::map(&mut ctx, "(d0) -> (d0 + 3)");
        let a = ctx.map_attr(m);
        let t = memref(&mut ctx, &[10], Some(a));
        assert_eq!(physical_shape(&mut ctx, t).unwrap(), vec![13]);
        // Symbols in a static memref's layout: not normalisable.
        let m = testutil::map(&mut ctx, "(d0)[s0] -> (d0 floordiv s0, d0 mod s0)");
        let a = ctx.map_attr(m);
        let t = memref(&mut ctx, &[64], Some(a));
        assert_eq!(physical_shape(&mut ctx, t), Err(LayoutError::Unbounded(0)));
        // Negative space.
        let m = testutil::map(&mut ctx, "(d0) -> (d0 - 20)");
        let a = ctx.map_attr(m);
        let t = memref(&mut ctx, &[10], Some(a));
        assert_eq!(physical_shape(&mut ctx, t), Err(LayoutError::Negative(0)));
        // Errors.
        let f = ctx.f32_type();
        assert_eq!(
            physical_shape(&mut ctx, f),
            Err(LayoutError::NotRankedMemRef)
        );
        let t = memref(&mut ctx, &[4, 8], None);
        let d0 = ctx.dim(0);
        assert_eq!(
            linearize(&mut ctx, t, &[d0], 0),
            Err(LayoutError::RankMismatch {
                expected: 2,
                got: 1
            })
        );
    }
}
