//! `tessera-map-to-gpu`: maps affine loop nests onto GPU workgroups (`gpu.launch`).
//!
//! For every loop nest at the top of a function body (and, recursively, inside sequential
//! host loops), in program order:
//!
//! 1. **Interchange** (`interchange=true`): a sequential `affine.for` whose body is exactly a
//!    parallel loop with bounds independent of it is swapped with it when the swapped outer
//!    loop is then proved parallel (a column sum written row by row becomes a parallel loop
//!    over columns around a sequential loop over rows).
//! 2. **Band**: the outermost parallel band is the chain of perfectly nested, hyper-
//!    rectangular parallel loops (`affine.parallel` without reductions, or `affine.for`
//!    proved parallel without reductions) at the top of the nest. It is mapped as described
//!    below. Loops nested in the band's body stay inside each invocation: inner
//!    `affine.parallel` ops are made sequential (reductions become `iter_args`), and memory
//!    locations that a loop reads and writes at a loop-invariant index are promoted to
//!    `iter_args` (see `gpu::plan::prep`), so a matmul's `k` loop carries its accumulators.
//! 3. **Full reductions**: an `affine.parallel` whose every dim is reduced (`reduce(...)`,
//!    a vector summed to a scalar) is computed by two launches (see `gpu::map::reduce`).
//! 4. **Sequential nests** that contain a band somewhere stay on the host as loops and
//!    their inner nests are mapped (a launch per host iteration, as a time-stepping loop
//!    requires); nests without any parallelism run in a one-invocation kernel
//!    (`serial-kernels=true`, the default) or stay on the host.
//!
//! ## Mapping a band
//!
//! The band dim whose IV indexes the innermost (contiguous) memref dimension of the most
//! accesses (stores count more) goes to local/grid **X**; the innermost remaining dim to
//! **Y**; the remaining outer dims to **Z**. More than one dim on Z is linearized into
//! `gpu.block_id z` (`floordiv`/`mod` by the constant trip counts of the inner ones); dims
//! that cannot be linearized (dynamic inner trip counts) become sequential loops inside the
//! kernel. Workgroup sizes `w` and register tiles `r` come from `gpu::plan::config`. With the
//! band's lower bound `lb`, step `s` and trip count `N` (computed on the host, before the
//! launch, from bound operands that may be symbols or `memref.dim` results), invocation
//! `(b, t)` of dim `h` handles the `r` elements
//!
//! ```text
//! iv = lb + (b · w · r + t + a · w) · s      for a = 0 .. r − 1
//! ```
//!
//! (cyclic within the tile: neighbouring invocations touch neighbouring elements), and the
//! grid is `ceil(N / (w · r))`. The `r_x · r_y` instances are jammed (see `gpu::map::jam`): one
//! `k` loop carries all accumulators. When `N` is not known to be a multiple of the tile,
//! the body is split: `affine.if` the workgroup's tile is full (`N − b·w·r − w·r ≥ 0`, the
//! same for the whole workgroup) runs the jammed tile; otherwise loops over `a` run each
//! instance under an `affine.if` guard `iv < ub`.
//!
//! ## Affine validity
//!
//! `gpu.launch` is an affine scope (as upstream), so its id block arguments are valid
//! symbols, and so are the host values it uses. Indices are built as `affine.apply` of
//! those symbols and loads stay `affine.load`; `lower-affine` later turns kernels into
//! `scf`/`arith`/`memref` with index arithmetic. This is how Tessera avoids upstream's
//! `convert-affine-for-to-gpu` problem of non-affine indices inside the launch.
//!
//! Each launch carries `tessera.register_tile = array<i64: x, y, z>` for reports.
//!
//! The work is split by concern: `gpu::plan::band` finds and prepares bands, `gpu::plan::config` picks
//! sizes, `gpu::map::launch` emits the launch, `gpu::map::jam` the register tile, `gpu::map::reduce` full
//! reductions and `gpu::plan::interchange` the interchange; this file drives them.
//!
//! Aliasing: as upstream's affine analyses, distinct memref arguments are assumed not to
//! alias (`assume-noalias=true`, the default); `assume-noalias=false` makes them may-alias
//! unless marked `llvm.noalias`, which keeps such loops sequential.

pub mod affine_to_gpu;
pub mod jam;
pub mod launch;
pub mod reduce;
pub mod relayout;
pub mod texture;
pub mod vectorize;

use crate::affine::access;
use crate::diag::{Diagnostic, Diagnostics};
use crate::dialect::OpKind;
use crate::gpu::build::Builder;
use crate::gpu::build::{create_launch, tag_register_tile, terminate_launch};
use crate::gpu::map::launch::map_band;
use crate::gpu::plan::band::{collect_band, contains_band};
use crate::gpu::plan::prep::{sequentialize_nested, sequentialize_parallel};
use crate::gpu::plan::{LaunchKind, LaunchPlan, MapOptions, MAP_OPTION_NAMES};
use crate::ir::{Block, Context, Module, Op};
use crate::pass::PassOptions;

/// The pass entry point (`tessera-map-to-gpu`).
pub fn run(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    opts: &PassOptions,
) -> Result<bool, Diagnostics> {
    let err = |ctx: &Context, m: &Module, e: String| {
        Diagnostics::from(Diagnostic::error_at(ctx, m.op(anchor).loc, e))
    };
    opts.check_known("tessera-map-to-gpu", MAP_OPTION_NAMES)
        .map_err(|e| err(ctx, m, e))?;
    let o = MapOptions::from_pass_options(opts).map_err(|e| err(ctx, m, e))?;
    let plans = map_to_gpu(ctx, m, anchor, &o)?;
    Ok(!plans.is_empty())
}

/// Maps the loop nests of every function under `anchor`; returns the launches created.
pub fn map_to_gpu(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    o: &MapOptions,
) -> Result<Vec<LaunchPlan>, Diagnostics> {
    let mut plans = Vec::new();
    for f in crate::gpu::build::functions(m, anchor) {
        let Some(body) = m.entry_block(f, 0) else {
            continue;
        };
        process_block(ctx, m, body, o, &mut plans)?;
    }
    for p in &plans {
        let kind = ctx.str_attr(p.kind.as_str());
        crate::gpu::build::set_attr(ctx, m, p.launch, crate::gpu::attrs::LAUNCH_KIND, kind);
    }
    Ok(plans)
}

fn process_block(
    ctx: &mut Context,
    m: &mut Module,
    b: Block,
    o: &MapOptions,
    plans: &mut Vec<LaunchPlan>,
) -> Result<(), Diagnostics> {
    for op in m.block_ops_vec(b) {
        if m.is_erased(op) {
            continue;
        }
        match m.op(op).kind {
            Some(OpKind::AffineFor | OpKind::AffineParallel) => process_nest(ctx, m, op, o, plans)?,
            Some(OpKind::AffineIf | OpKind::ScfIf | OpKind::ScfFor)
                if contains_band(ctx, m, op, o) =>
            {
                for &r in m.op(op).regions().to_vec().iter() {
                    for &blk in m.region(r).blocks().to_vec().iter() {
                        process_block(ctx, m, blk, o, plans)?;
                    }
                }
            }
            _ => {}
        }
    }
    Ok(())
}

fn process_nest(
    ctx: &mut Context,
    m: &mut Module,
    op: Op,
    o: &MapOptions,
    plans: &mut Vec<LaunchPlan>,
) -> Result<(), Diagnostics> {
    let mut op = op;
    if o.interchange {
        if let Some(n) = crate::gpu::plan::interchange::try_interchange(ctx, m, op, o.alias()) {
            op = n;
        }
    }
    if let Some(band) = collect_band(ctx, m, op, o) {
        plans.extend(map_band(ctx, m, &band, o)?);
        return Ok(());
    }
    if o.reductions
        && m.op(op).kind == Some(OpKind::AffineParallel)
        && !m.op(op).results().is_empty()
    {
        if let Some(mut p) = crate::gpu::map::reduce::map_full_reduction(ctx, m, op, o)? {
            plans.append(&mut p);
            return Ok(());
        }
    }
    if contains_band(ctx, m, op, o) {
        // A sequential host loop around parallel work.
        let op = if m.op(op).kind == Some(OpKind::AffineParallel) {
            match sequentialize_parallel(ctx, m, op) {
                Some(n) => n,
                None => return Ok(()),
            }
        } else {
            op
        };
        if let Some(b) = m.entry_block(op, 0) {
            process_block(ctx, m, b, o, plans)?;
        }
        return Ok(());
    }
    if o.serial_kernels {
        let op = split_for_loop_budget(ctx, m, op, o.target.max_loop_iterations);
        if let Some(p) = serial_kernel(ctx, m, op) {
            plans.push(p);
        }
    }
    Ok(())
}

/// Iterations a device may count for one run of the ops of `b`: every iteration of a loop
/// counts (two per iteration, a margin for the extra back edges a driver's loop form may
/// take), with its body's; both arms of a conditional count. `None` when a trip count is
/// not constant, or an op holds regions that may loop and are not counted (`scf.while`,
/// `affine.parallel`, `scf.parallel`, a region of several blocks, any other region op).
///
/// Expanded, a loop `L` adds `2 · Π trips` over `L` and the loops around it inside `b`,
/// so one iterative walk that carries that product suffices.
fn loop_iterations(ctx: &mut Context, m: &Module, b: Block) -> Option<u64> {
    let mut total: u64 = 0;
    let mut work: Vec<(Block, u64)> = vec![(b, 1)];
    while let Some((blk, outer)) = work.pop() {
        for op in m.block_ops_vec(blk) {
            if m.op(op).regions().is_empty() {
                continue;
            }
            let trips = match m.op(op).kind {
                Some(OpKind::AffineFor) => {
                    let fb = crate::affine::ops::for_bounds(ctx, m, op)?;
                    u64::try_from(crate::transforms::loop_util::constant_trip_count(
                        ctx, m, &fb,
                    )?)
                    .ok()?
                }
                Some(OpKind::ScfFor) => crate::transforms::canon_scf::scf_trip_count(ctx, m, op)?,
                // Conditionals: both arms count, once per run of the enclosing block.
                Some(OpKind::AffineIf | OpKind::ScfIf) => 0,
                // Any other op with regions may loop and is not counted.
                _ => return None,
            };
            let is_loop = matches!(m.op(op).kind, Some(OpKind::AffineFor | OpKind::ScfFor));
            let inner = if is_loop {
                let runs = outer.checked_mul(trips)?;
                total = total.checked_add(runs.checked_mul(2)?)?;
                runs
            } else {
                outer
            };
            for &r in m.op(op).regions() {
                let blocks = m.region(r).blocks();
                // A region of several blocks may branch back (a `cf` loop).
                if blocks.len() > 1 {
                    return None;
                }
                work.extend(blocks.iter().map(|&blk| (blk, inner)));
            }
        }
    }
    Some(total)
}

/// A one-invocation kernel runs its whole nest in one invocation. On a device that ends
/// an invocation's loops after `budget` iterations (llvmpipe: 65535, all loops together),
/// a nest that would run more is strip-mined: its outermost loop is tiled by the number of
/// its iterations that fit the budget, the tile loop stays on the host and the intra-tile
/// loop becomes the kernel (a launch per tile, ordered like the iterations). Returns the
/// op to wrap in the kernel: `op`, or the intra-tile loop.
///
/// Left as it is (the caller's kernel may then hit the limit): loops with `iter_args` or
/// bounds that are not constant, and nests whose single outer iteration exceeds the
/// budget.
fn split_for_loop_budget(ctx: &mut Context, m: &mut Module, op: Op, budget: Option<u64>) -> Op {
    let Some(budget) = budget else {
        return op;
    };
    if m.op(op).kind != Some(OpKind::AffineFor) || !m.op(op).results().is_empty() {
        return op;
    }
    let Some(body) = m.entry_block(op, 0) else {
        return op;
    };
    let Some(fb) = crate::affine::ops::for_bounds(ctx, m, op) else {
        return op;
    };
    if !fb.inits.is_empty() {
        return op;
    }
    let (Some(trips), Some(per_iter)) = (
        crate::transforms::loop_util::constant_trip_count(ctx, m, &fb),
        loop_iterations(ctx, m, body).and_then(|n| n.checked_add(2)),
    ) else {
        return op;
    };
    let Ok(trips) = u64::try_from(trips) else {
        return op;
    };
    if trips.saturating_mul(per_iter) <= budget || per_iter > budget {
        return op;
    }
    let chunk = (budget / per_iter).max(1);
    let Ok(chunk) = i64::try_from(chunk) else {
        return op;
    };
    match crate::transforms::loop_tile::tile_band(ctx, m, &[op], &[chunk]) {
        Ok(loops) => loops.get(1).copied().unwrap_or(op),
        Err(_) => op,
    }
}

/// Wraps a nest without parallelism in a one-invocation launch, if it can run on the device
/// (no results, no calls or unknown effects, no op a kernel cannot hold: a `memref.copy`
/// or `memref.alloc` keeps its loop on the host, as bufferization's copies in a sequential
/// loop do).
fn serial_kernel(ctx: &mut Context, m: &mut Module, op: Op) -> Option<LaunchPlan> {
    if !m.op(op).results().is_empty() {
        return None;
    }
    let mut holdable = true;
    m.walk_pre(op, &mut |o| {
        holdable &= m.op(o).kind.is_none_or(access::kernel_may_hold);
    });
    if !holdable {
        return None;
    }
    let (_, unknown) = access::collect_effects(ctx, m, op);
    if !unknown.is_empty() {
        return None;
    }
    let loc = m.op(op).loc;
    let b = Builder::before(m, op);
    let one = b.const_index(ctx, m, 1);
    let (launch, body) = create_launch(ctx, m, &b, [one, one, one], [one, one, one]);
    tag_register_tile(ctx, m, launch, [1, 1, 1]);
    m.move_to_end(op, body);
    // The launch is built by now: a parallel that stays (a zero-dim one) runs as it is.
    let op = if m.op(op).kind == Some(OpKind::AffineParallel) {
        sequentialize_parallel(ctx, m, op).unwrap_or(op)
    } else {
        op
    };
    sequentialize_nested(ctx, m, op);
    terminate_launch(ctx, m, body, loc);
    Some(LaunchPlan {
        launch,
        kind: LaunchKind::Serial,
        grid: [Some(1); 3],
        workgroup: [1, 1, 1],
        register: [1, 1, 1],
    })
}
