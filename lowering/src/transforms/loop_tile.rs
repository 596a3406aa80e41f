//! `affine-loop-tile`: rectangular tiling of perfectly nested `affine.for` bands.
//!
//! As upstream's `LoopTiling` pass (`mlir/lib/Dialect/Affine/Transforms/LoopTiling.cpp`):
//! the bands are the maximal perfect nests rooted at each `affine.for` directly in a function
//! body. A band of `n` loops becomes `n` tile-space loops (original bounds, step multiplied by
//! the tile size) around `n` intra-tile loops running from the tile-space IV to
//!
//! - `iv + tile * step` when the trip count is known to be a multiple of the tile size,
//! - `iv + trip * step` when the constant trip count is smaller than the tile,
//! - `min(iv + tile * step, original upper bounds)` otherwise — the map is the original upper
//!   bound map with the new dim appended and `d + tile * step` as its first result, exactly
//!   upstream's `affine_map<(d0) -> (d0 + 32, 50)>` form.
//!
//! Tile sizes: `tile-size` for every loop, else `tile-sizes` (padded with the default 4), else
//! sizes derived from `cache-size` (KiB): the band's memory footprint divided by the cache
//! size gives an excess factor whose `n`-th root is the size of every loop but the last, and
//! sizes are then reduced to divisors of constant trip counts (upstream's rule).
//!
//! `separate` splits each tile into a full-tile version (no `min` bounds) under an `affine.if`
//! testing that the tile is full, and the partial version in the else branch.
//!
//! Legality: bands must be hyper-rectangular (no bound uses a band IV) and carry no
//! `iter_args`; tiling is applied only when every loop of the band except the innermost is
//! proved parallel (no dependence and no reduction), which makes the band fully permutable.
//! Other bands are left untouched.

use super::affine_parallelize::ParallelizeOptions;
use super::loop_util::{
    combine, constant_trip_count, footprint_bytes, is_hyper_rectangular, perfect_for_band,
    trip_count_divisor,
};
use crate::affine::compose::fully_compose_set_and_operands;
use crate::affine::dependence::analyze_loop_with;
use crate::affine::ops::{self, ForBounds};
use crate::diag::{Diagnostic, Diagnostics};
use crate::dialect::OpKind;
use crate::gpu::build::{functions, i32_array, set_prop, shift_map, Builder, LoopParts};
use crate::ir::{AffineMap, Context, Module, Op, Value, ValueMap};
use crate::pass::PassOptions;

/// Upstream's default tile size.
pub const DEFAULT_TILE_SIZE: i64 = 4;

/// Options of `affine-loop-tile`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TileOptions {
    /// One tile size for every loop (`tile-size`).
    pub tile_size: Option<i64>,
    /// Per-loop tile sizes (`tile-sizes`).
    pub tile_sizes: Vec<i64>,
    /// Cache size in KiB for derived sizes (`cache-size`).
    pub cache_size_kib: i64,
    /// Separate full and partial tiles (`separate`).
    pub separate: bool,
}

impl Default for TileOptions {
    fn default() -> Self {
        TileOptions {
            tile_size: None,
            tile_sizes: Vec::new(),
            cache_size_kib: 512,
            separate: false,
        }
    }
}

impl TileOptions {
    /// Reads the pass options.
    pub fn from_pass_options(o: &PassOptions) -> Result<Self, String> {
        o.check_known(
            "affine-loop-tile",
            &["tile-size", "tile-sizes", "cache-size", "separate"],
        )?;
        let tile_size = match o.get("tile-size") {
            Some(_) => Some(o.get_i64("tile-size", DEFAULT_TILE_SIZE)?),
            None => None,
        };
        let tile_sizes = o.get_i64_list("tile-sizes")?.unwrap_or_default();
        if tile_size.is_some_and(|t| t < 1) || tile_sizes.iter().any(|&t| t < 1) {
            return Err("tile sizes must be positive".to_string());
        }
        Ok(TileOptions {
            tile_size,
            tile_sizes,
            cache_size_kib: o.get_i64("cache-size", 512)?.max(1),
            separate: o.get_bool("separate", false)?,
        })
    }
}

/// The pass entry point.
pub fn run(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    opts: &PassOptions,
) -> Result<bool, Diagnostics> {
    let o = TileOptions::from_pass_options(opts)
        .map_err(|e| Diagnostics::from(Diagnostic::error_at(ctx, m.op(anchor).loc, e)))?;
    let mut changed = false;
    for f in functions(m, anchor) {
        let Some(body) = m.entry_block(f, 0) else {
            continue;
        };
        let roots: Vec<Op> = m
            .block_ops(body)
            .filter(|&op| m.op(op).kind == Some(OpKind::AffineFor))
            .collect();
        for root in roots {
            let band = perfect_for_band(m, root);
            if !can_tile(ctx, m, &band) {
                continue;
            }
            let sizes = tile_sizes_for(ctx, m, &band, &o);
            if let Ok(loops) = tile_band(ctx, m, &band, &sizes) {
                changed = true;
                if o.separate {
                    separate_full_tiles(ctx, m, &loops);
                }
            }
        }
    }
    Ok(changed)
}

/// Whether `band` may be tiled: perfect, hyper-rectangular, without `iter_args`, and every
/// loop but the innermost parallel without reductions.
pub fn can_tile(ctx: &mut Context, m: &Module, band: &[Op]) -> bool {
    if band.is_empty() || !is_hyper_rectangular(ctx, m, band) {
        return false;
    }
    if band
        .iter()
        .any(|&l| ops::for_bounds(ctx, m, l).is_none_or(|fb| !fb.iter_args.is_empty()))
    {
        return false;
    }
    let dopts = ParallelizeOptions::default().dependence_options();
    band[..band.len() - 1].iter().all(|&l| {
        let info = analyze_loop_with(ctx, m, l, &dopts);
        info.parallel && info.reductions.is_empty()
    })
}

/// The tile sizes of `band` under `o` (upstream's `getTileSizes`).
pub fn tile_sizes_for(ctx: &mut Context, m: &Module, band: &[Op], o: &TileOptions) -> Vec<i64> {
    let n = band.len();
    if let Some(t) = o.tile_size {
        return vec![t; n];
    }
    if !o.tile_sizes.is_empty() {
        let mut v = o.tile_sizes.clone();
        v.resize(n, DEFAULT_TILE_SIZE);
        return v;
    }
    let mut sizes = match footprint_bytes(ctx, m, band[0]) {
        None => vec![DEFAULT_TILE_SIZE; n],
        Some(fp) => {
            let cache = o.cache_size_kib.saturating_mul(1024);
            let cache = cache.max(1);
            let excess = (fp + cache - 1) / cache;
            if excess <= 1 {
                return vec![1; n];
            }
            let t = ((excess as f64).powf(1.0 / n as f64).floor() as i64).max(1);
            let mut v = Vec::with_capacity(n);
            let mut cumul = 1i64;
            for i in 0..n {
                let s = if i + 1 < n {
                    t
                } else {
                    (excess / cumul).max(1)
                };
                cumul = cumul.saturating_mul(s);
                v.push(s);
            }
            v
        }
    };
    // Adjust to divisors of constant trip counts.
    for (i, &l) in band.iter().enumerate() {
        let Some(fb) = ops::for_bounds(ctx, m, l) else {
            continue;
        };
        let Some(tc) = constant_trip_count(ctx, m, &fb) else {
            continue;
        };
        let s = &mut sizes[i];
        if tc > 1 && *s > tc / 2 {
            *s = tc / 2;
        }
        *s = (*s).max(1);
        while tc > 0 && tc % *s != 0 {
            *s -= 1;
        }
    }
    sizes
}

/// Tiles a perfect, hyper-rectangular band without `iter_args` (callers check
/// [`can_tile`] or know better); returns the `2n` new loops, tile-space loops first.
pub fn tile_band(
    ctx: &mut Context,
    m: &mut Module,
    band: &[Op],
    sizes: &[i64],
) -> Result<Vec<Op>, String> {
    let n = band.len();
    if n == 0 || sizes.len() != n || sizes.iter().any(|&s| s < 1) {
        return Err("invalid band or tile sizes".to_string());
    }
    let fbs: Vec<ForBounds> = band
        .iter()
        .map(|&l| ops::for_bounds(ctx, m, l).ok_or_else(|| "malformed affine.for".to_string()))
        .collect::<Result<_, _>>()?;
    let root = band[0];
    let loc = m.op(root).loc;
    let Some(inner_body) = m.entry_block(band[n - 1], 0) else {
        return Err("malformed affine.for".to_string());
    };
    let mut b = Builder::before(m, root);
    let mut tile_loops: Vec<LoopParts> = Vec::with_capacity(n);
    for (i, fb) in fbs.iter().enumerate() {
        let step = sizes[i].checked_mul(fb.step).ok_or("tile step overflows")?;
        let lp = b.affine_for(
            ctx,
            m,
            (fb.lb_map, fb.lb_operands.clone()),
            (fb.ub_map, fb.ub_operands.clone()),
            step,
            &[],
        );
        b = Builder::at_end(lp.body, loc);
        tile_loops.push(lp);
    }
    let mut intra: Vec<LoopParts> = Vec::with_capacity(n);
    for (i, fb) in fbs.iter().enumerate() {
        let tiv = tile_loops[i].iv;
        let lb = (ctx.identity_map(1), vec![tiv]);
        let span = sizes[i] * fb.step;
        let tc = constant_trip_count(ctx, m, fb);
        let div = trip_count_divisor(ctx, m, fb);
        let ub = match tc {
            Some(tc) if tc < sizes[i] => (shift_map(ctx, tc * fb.step), vec![tiv]),
            _ if div == 0 || div % sizes[i] != 0 => min_upper_bound(ctx, fb, tiv, span),
            _ => (shift_map(ctx, span), vec![tiv]),
        };
        let lp = b.affine_for(ctx, m, lb, ub, fb.step, &[]);
        b = Builder::at_end(lp.body, loc);
        intra.push(lp);
    }
    let innermost = intra[n - 1].body;
    for op in crate::gpu::build::body_ops(m, inner_body) {
        m.move_to_end(op, innermost);
    }
    for (fb, lp) in fbs.iter().zip(&intra) {
        m.replace_all_uses(fb.iv, lp.iv);
    }
    for lp in tile_loops.iter().chain(&intra) {
        Builder::yield_in(ctx, m, lp.body, vec![], loc);
    }
    m.erase_op(root);
    Ok(tile_loops.iter().chain(&intra).map(|lp| lp.op).collect())
}

/// `min(tile_iv + span, original upper bounds)`: the original map with one more dim (the
/// tile IV, after the original dims) and `d_new + span` as its first result.
pub fn min_upper_bound(
    ctx: &mut Context,
    fb: &ForBounds,
    tiv: Value,
    span: i64,
) -> (AffineMap, Vec<Value>) {
    let d = ctx.map_data(fb.ub_map).clone();
    let nd = d.num_dims as usize;
    let new_dim = ctx.dim(d.num_dims);
    let c = ctx.cst(span);
    let mut results = vec![ctx.add(new_dim, c)];
    results.extend(d.results.iter().copied());
    let map = ctx.map(d.num_dims + 1, d.num_symbols, results);
    let mut operands = fb.ub_operands[..nd].to_vec();
    operands.push(tiv);
    operands.extend_from_slice(&fb.ub_operands[nd..]);
    (map, operands)
}

/// Rewrites the bounds of an `affine.for` (keeping its iter_args inits).
pub fn set_for_bounds(
    ctx: &mut Context,
    m: &mut Module,
    op: Op,
    lb: (AffineMap, Vec<Value>),
    ub: (AffineMap, Vec<Value>),
) {
    let Some(fb) = ops::for_bounds(ctx, m, op) else {
        return;
    };
    let seg = i32_array(
        ctx,
        &[lb.1.len() as i64, ub.1.len() as i64, fb.inits.len() as i64],
    );
    let (la, ua) = (ctx.map_attr(lb.0), ctx.map_attr(ub.0));
    set_prop(ctx, m, op, "lowerBoundMap", la);
    set_prop(ctx, m, op, "upperBoundMap", ua);
    set_prop(ctx, m, op, "operandSegmentSizes", seg);
    let mut operands = lb.1;
    operands.extend(ub.1);
    operands.extend(fb.inits);
    m.set_operands(op, operands);
}

/// Upstream's `separateFullTiles` on a tiled nest (`loops` = tile-space then intra-tile
/// loops): when some intra-tile loop has a `min` upper bound, the intra-tile nest is put in
/// the else branch of an `affine.if` that tests for a full tile, and a copy without `min`
/// bounds in the then branch.
pub fn separate_full_tiles(ctx: &mut Context, m: &mut Module, loops: &[Op]) -> bool {
    let n = loops.len() / 2;
    if n == 0 {
        return false;
    }
    let intra = &loops[n..];
    // (intra loop index, ub map, ub operands, span)
    let mut mins = Vec::new();
    for (i, &l) in intra.iter().enumerate() {
        let Some(fb) = ops::for_bounds(ctx, m, l) else {
            return false;
        };
        if ctx.map_data(fb.ub_map).results.len() > 1 {
            let Some(tb) = ops::for_bounds(ctx, m, loops[i]) else {
                return false;
            };
            mins.push((i, fb.ub_map, fb.ub_operands.clone(), tb.step, tb.iv));
        }
    }
    if mins.is_empty() {
        return false;
    }
    // Constraints: orig_ub_r - (d_tile + span) >= 0 for every original result r.
    let pieces: Vec<(AffineMap, &[Value])> = mins
        .iter()
        .map(|(_, mp, o, _, _)| (*mp, o.as_slice()))
        .collect();
    let c = combine(ctx, &pieces);
    let mut cons = Vec::new();
    for (k, rs) in c.results.iter().enumerate() {
        let first = rs[0];
        for &r in &rs[1..] {
            let e = ctx.sub(r, first);
            cons.push(e);
        }
        let _ = k;
    }
    let eqs = vec![false; cons.len()];
    let set = ctx.integer_set(c.num_dims, c.num_symbols, cons, eqs);
    let (set, operands) = fully_compose_set_and_operands(ctx, m, set, &c.operands);
    let first_intra = intra[0];
    let loc = m.op(first_intra).loc;
    let b = Builder::before(m, first_intra);
    let (_if_op, then_b, else_b) = b.affine_if(ctx, m, set, operands, vec![], true);
    let Some(else_b) = else_b else { return false };
    let mut vm = ValueMap::default();
    let full = m.clone_op(first_intra, &mut vm);
    m.append_op(then_b, full);
    m.move_to_end(first_intra, else_b);
    Builder::yield_in(ctx, m, then_b, vec![], loc);
    Builder::yield_in(ctx, m, else_b, vec![], loc);
    // Drop the min bounds in the full-tile copy.
    for (i, _, _, span, tiv) in mins {
        let Some(&orig) = intra.get(i) else { continue };
        let Some(nl) = find_clone(m, full, orig, &vm) else {
            continue;
        };
        let Some(fb) = ops::for_bounds(ctx, m, nl) else {
            continue;
        };
        let ub = (shift_map(ctx, span), vec![tiv]);
        set_for_bounds(ctx, m, nl, (fb.lb_map, fb.lb_operands.clone()), ub);
    }
    true
}

/// The clone of `orig` inside `clone_root`, found through the IV mapping.
fn find_clone(m: &Module, clone_root: Op, orig: Op, vm: &ValueMap) -> Option<Op> {
    let iv = *m.block(m.entry_block(orig, 0)?).args().first()?;
    let niv = vm.values.get(&iv)?;
    let mut found = None;
    m.walk_pre(clone_root, &mut |op| {
        if m.entry_block(op, 0)
            .is_some_and(|b| m.block(b).args().first() == Some(niv))
        {
            found = Some(op);
        }
    });
    found
}

#[cfg(test)]
mod tests {
    use crate::gpu::testutil::run_pass;

    const MM: &str = r#"
func.func @mm(%A: memref<64x50xf32>, %B: memref<50x64xf32>, %C: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      affine.for %k = 0 to 50 {
        %a = affine.load %A[%i, %k] : memref<64x50xf32>
        %b = affine.load %B[%k, %j] : memref<50x64xf32>
        %c = affine.load %C[%i, %j] : memref<64x64xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<64x64xf32>
      }
    }
  }
  return
}"#;

    #[test]
    fn tiles_with_min_bounds() {
        let out = run_pass(MM, "affine-loop-tile{tile-size=32}");
        assert!(out.contains("affine_map<(d0) -> (d0 + 32, 50)>"), "{out}");
        assert!(out.contains("affine.for %arg3 = 0 to 64 step 32"), "{out}");
        assert!(out.contains("affine.for %arg5 = 0 to 50 step 32"), "{out}");
    }

    #[test]
    fn separate_full_tiles() {
        let out = run_pass(MM, "affine-loop-tile{tile-size=32 separate}");
        assert!(out.contains("affine.if"), "{out}");
        assert!(out.contains("} else {"), "{out}");
    }

    #[test]
    fn dependent_band_is_left_alone() {
        let src = r#"
func.func @f(%A: memref<64x64xf32>) {
  affine.for %i = 1 to 64 {
    affine.for %j = 0 to 63 {
      %v = affine.load %A[%i - 1, %j + 1] : memref<64x64xf32>
      affine.store %v, %A[%i, %j] : memref<64x64xf32>
    }
  }
  return
}"#;
        let out = run_pass(src, "affine-loop-tile{tile-size=8}");
        assert!(!out.contains("step 8"), "{out}");
    }
}
