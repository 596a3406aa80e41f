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
//!    `iter_args` (see `gpu_prep`), so a matmul's `k` loop carries its accumulators.
//! 3. **Full reductions**: an `affine.parallel` whose every dim is reduced (`reduce(...)`,
//!    a vector summed to a scalar) is computed by two launches (see `gpu_reduce`).
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
//! kernel. Workgroup sizes `w` and register tiles `r` come from `gpu_config`. With the
//! band's lower bound `lb`, step `s` and trip count `N` (computed on the host, before the
//! launch, from bound operands that may be symbols or `memref.dim` results), invocation
//! `(b, t)` of dim `h` handles the `r` elements
//!
//! ```text
//! iv = lb + (b · w · r + t + a · w) · s      for a = 0 .. r − 1
//! ```
//!
//! (cyclic within the tile: neighbouring invocations touch neighbouring elements), and the
//! grid is `ceil(N / (w · r))`. The `r_x · r_y` instances are jammed (see `gpu_jam`): one
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

use super::affine_parallelize::ParallelizeOptions;
use super::gpu_build::{body_ops, defined_outside, i32_array, set_attr, Builder, Ip};
use super::gpu_config::{choose, HwPlan, PlanOverrides};
use super::gpu_jam::emit_jammed;
use super::gpu_prep::{
    parallel_dim_bounds, promote_all, sequentialize_nested, sequentialize_parallel,
};
use super::loop_util::{combine, sole_child};
use super::target::GpuTarget;
use crate::affine::access::{self, AliasPolicy};
use crate::affine::compose::{fully_compose_map_and_operands, fully_compose_set_and_operands};
use crate::affine::dependence::analyze_loop_with;
use crate::affine::flatten::flatten_expr;
use crate::affine::ops;
use crate::diag::{Diagnostic, Diagnostics};
use crate::dialect::OpKind;
use crate::ir::{
    AffineExpr, AffineMap, AttrKind, Block, Context, DenseArrayData, Module, Op, Value, ValueMap,
};
use crate::pass::PassOptions;

/// Options of the mapping.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MapOptions {
    /// The device.
    pub target: GpuTarget,
    /// Explicit sizes.
    pub overrides: PlanOverrides,
    /// Distinct memref arguments do not alias (upstream's assumption).
    pub assume_noalias: bool,
    /// Run nests without parallelism in one-invocation kernels.
    pub serial_kernels: bool,
    /// Try loop interchange to expose an outer parallel loop.
    pub interchange: bool,
    /// Map full reductions with two launches.
    pub reductions: bool,
}

impl Default for MapOptions {
    fn default() -> Self {
        MapOptions {
            target: GpuTarget::default(),
            overrides: PlanOverrides::default(),
            assume_noalias: true,
            serial_kernels: true,
            interchange: true,
            reductions: true,
        }
    }
}

/// The option names understood by [`MapOptions::from_pass_options`].
pub const MAP_OPTION_NAMES: &[&str] = &[
    "workgroup-size",
    "register-tile",
    "tile-sizes",
    "assume-noalias",
    "serial-kernels",
    "interchange",
    "reductions",
    "subgroup-size",
    "max-invocations",
    "max-workgroup-storage",
    "max-workgroups-per-dim",
    "cpu",
];

impl MapOptions {
    /// Reads pass options (`workgroup-size=16,8 register-tile=4,4 subgroup-size=32 ...`).
    pub fn from_pass_options(o: &PassOptions) -> Result<Self, String> {
        let d = MapOptions::default();
        let mut t = d.target.clone();
        if let Some(v) = o.get("subgroup-size") {
            t.subgroup_size = parse_u32(v, "subgroup-size")?;
        }
        if let Some(v) = o.get("max-invocations") {
            t.max_invocations = parse_u32(v, "max-invocations")?;
        }
        if let Some(v) = o.get("max-workgroup-storage") {
            t.max_workgroup_storage = parse_u32(v, "max-workgroup-storage")?;
        }
        if let Some(v) = o.get("max-workgroups-per-dim") {
            t.max_workgroups_per_dim = parse_u32(v, "max-workgroups-per-dim")?;
        }
        t.is_cpu = o.get_bool("cpu", t.is_cpu)?;
        t.validate()?;
        Ok(MapOptions {
            target: t,
            overrides: PlanOverrides {
                workgroup: o.get_i64_list("workgroup-size")?.unwrap_or_default(),
                register: o.get_i64_list("register-tile")?.unwrap_or_default(),
                tile: o.get_i64_list("tile-sizes")?.unwrap_or_default(),
            },
            assume_noalias: o.get_bool("assume-noalias", d.assume_noalias)?,
            serial_kernels: o.get_bool("serial-kernels", d.serial_kernels)?,
            interchange: o.get_bool("interchange", d.interchange)?,
            reductions: o.get_bool("reductions", d.reductions)?,
        })
    }

    fn alias(&self) -> AliasPolicy {
        if self.assume_noalias {
            AliasPolicy::DistinctArguments
        } else {
            AliasPolicy::Conservative
        }
    }
}

fn parse_u32(v: &str, name: &str) -> Result<u32, String> {
    v.trim()
        .parse()
        .map_err(|_| format!("invalid value '{v}' for option '{name}'"))
}

/// What a launch created by the mapping does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LaunchKind {
    /// A tiled parallel band.
    Band,
    /// A nest without parallelism, one invocation.
    Serial,
    /// First pass of a full reduction: per-invocation partial results.
    ReducePartial,
    /// Second pass of a full reduction: partials combined.
    ReduceFinal,
}

/// One `gpu.launch` created by the mapping.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LaunchPlan {
    /// The launch op.
    pub launch: Op,
    /// What it does.
    pub kind: LaunchKind,
    /// Workgroups per dim when static.
    pub grid: [Option<i64>; 3],
    /// Workgroup size.
    pub workgroup: [i64; 3],
    /// Register tile (elements per invocation per dim).
    pub register: [i64; 3],
}

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
    for f in super::gpu_build::functions(m, anchor) {
        let Some(body) = m.entry_block(f, 0) else {
            continue;
        };
        process_block(ctx, m, body, o, &mut plans)?;
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
        if let Some(n) = super::gpu_interchange::try_interchange(ctx, m, op, o.alias()) {
            op = n;
        }
    }
    if let Some(band) = collect_band(ctx, m, op, o) {
        plans.push(map_band(ctx, m, &band, o)?);
        return Ok(());
    }
    if o.reductions
        && m.op(op).kind == Some(OpKind::AffineParallel)
        && !m.op(op).results().is_empty()
    {
        if let Some(mut p) = super::gpu_reduce::map_full_reduction(ctx, m, op, o)? {
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
        if let Some(p) = serial_kernel(ctx, m, op) {
            plans.push(p);
        }
    }
    Ok(())
}

/// One dimension of a band.
#[derive(Debug, Clone)]
pub struct BandDim {
    /// Lower bound (max of the results).
    pub lb: (AffineMap, Vec<Value>),
    /// Upper bound (min of the results, exclusive).
    pub ub: (AffineMap, Vec<Value>),
    /// Step.
    pub step: i64,
    /// The IV.
    pub iv: Value,
}

/// A parallel band: the loops (outermost first), their dims and the innermost body.
#[derive(Debug, Clone)]
pub struct Band {
    /// The outermost loop.
    pub root: Op,
    /// The innermost loop.
    pub last: Op,
    /// Every dim, outermost first.
    pub dims: Vec<BandDim>,
}

/// The dims of `op` if it can be part of a band (`root` is the band's outermost loop).
fn band_dims(
    ctx: &mut Context,
    m: &Module,
    op: Op,
    root: Op,
    o: &MapOptions,
) -> Option<Vec<BandDim>> {
    let outside = |vals: &[Value]| vals.iter().all(|&v| defined_outside(m, v, root));
    match m.op(op).kind {
        Some(OpKind::AffineParallel) => {
            if !m.op(op).results().is_empty() {
                return None;
            }
            let pb = ops::parallel_bounds(ctx, m, op)?;
            if !outside(&pb.lb_operands) || !outside(&pb.ub_operands) {
                return None;
            }
            (0..pb.dims.len())
                .map(|i| {
                    let (lb, ub) = parallel_dim_bounds(ctx, &pb, i)?;
                    Some(BandDim {
                        lb,
                        ub,
                        step: pb.dims[i].step,
                        iv: pb.dims[i].iv,
                    })
                })
                .collect()
        }
        Some(OpKind::AffineFor) => {
            let fb = ops::for_bounds(ctx, m, op)?;
            if !fb.iter_args.is_empty() || !outside(&fb.lb_operands) || !outside(&fb.ub_operands) {
                return None;
            }
            let dopts = ParallelizeOptions {
                assume_noalias: o.assume_noalias,
                ..Default::default()
            }
            .dependence_options();
            let info = analyze_loop_with(ctx, m, op, &dopts);
            if !info.parallel || !info.reductions.is_empty() {
                return None;
            }
            Some(vec![BandDim {
                lb: (fb.lb_map, fb.lb_operands),
                ub: (fb.ub_map, fb.ub_operands),
                step: fb.step,
                iv: fb.iv,
            }])
        }
        _ => None,
    }
}

/// The outermost parallel band starting at `root`, if `root` is parallel.
pub fn collect_band(ctx: &mut Context, m: &Module, root: Op, o: &MapOptions) -> Option<Band> {
    let mut dims = band_dims(ctx, m, root, root, o)?;
    let mut last = root;
    while let Some(c) = sole_child(m, last) {
        match band_dims(ctx, m, c, root, o) {
            Some(d) => {
                dims.extend(d);
                last = c;
            }
            None => break,
        }
    }
    Some(Band { root, last, dims })
}

/// Whether a band can be found anywhere inside `op` (included).
fn contains_band(ctx: &mut Context, m: &Module, op: Op, o: &MapOptions) -> bool {
    let mut cands = Vec::new();
    m.walk_pre(op, &mut |x| {
        if matches!(
            m.op(x).kind,
            Some(OpKind::AffineFor | OpKind::AffineParallel)
        ) {
            cands.push(x);
        }
    });
    cands.into_iter().any(|c| {
        band_dims(ctx, m, c, c, o).is_some()
            || (o.reductions
                && m.op(c).kind == Some(OpKind::AffineParallel)
                && !m.op(c).results().is_empty())
    })
}

/// The static value of `min`/`max` of a bound, if every result folds to a constant.
fn static_bound(
    ctx: &mut Context,
    m: &Module,
    b: &(AffineMap, Vec<Value>),
    is_min: bool,
) -> Option<i64> {
    let (map, _) = fully_compose_map_and_operands(ctx, m, b.0, &b.1);
    let rs = ctx.map_data(map).results.clone();
    let cs: Option<Vec<i64>> = rs.iter().map(|&e| ctx.as_const(e)).collect();
    let cs = cs?;
    if is_min {
        cs.into_iter().min()
    } else {
        cs.into_iter().max()
    }
}

/// The static trip count of a band dim.
fn static_trip(ctx: &mut Context, m: &Module, d: &BandDim) -> Option<i64> {
    let lo = static_bound(ctx, m, &d.lb, false)?;
    let hi = static_bound(ctx, m, &d.ub, true)?;
    let n = hi.checked_sub(lo)?;
    Some(if n <= 0 { 0 } else { (n + d.step - 1) / d.step })
}

/// Scores of each band dim for local X: accesses whose innermost index moves with unit
/// stride along the dim (stores 3, loads 2).
fn x_scores(ctx: &mut Context, m: &Module, band: &Band) -> Vec<i64> {
    let mut scores = vec![0i64; band.dims.len()];
    let mut accesses = Vec::new();
    m.walk_pre(band.last, &mut |op| accesses.push(op));
    for op in accesses {
        let Some((_, map, operands, write)) = ops::affine_access(ctx, m, op) else {
            continue;
        };
        let (map, operands) = fully_compose_map_and_operands(ctx, m, map, &operands);
        let d = ctx.map_data(map).clone();
        let Some(&last) = d.results.last() else {
            continue;
        };
        let Ok((flat, _)) = flatten_expr(ctx, last, d.num_dims, d.num_symbols) else {
            continue;
        };
        for (k, dim) in band.dims.iter().enumerate() {
            if let Some(p) = operands.iter().position(|&v| v == dim.iv) {
                if flat.coeffs.get(p).is_some_and(|c| c.abs() == 1) {
                    scores[k] += if write { 3 } else { 2 };
                }
            }
        }
    }
    scores
}

/// Hardware assignment: `(x, y, z group, sunk dims)` as band dim indices.
fn assign_hw(
    ctx: &mut Context,
    m: &Module,
    band: &Band,
    trips: &[Option<i64>],
) -> (usize, Option<usize>, Vec<usize>, Vec<usize>) {
    let scores = x_scores(ctx, m, band);
    let n = band.dims.len();
    let mut x = n - 1;
    for k in (0..n).rev() {
        if scores[k] > scores[x] {
            x = k;
        }
    }
    let mut rest: Vec<usize> = (0..n).filter(|&k| k != x).collect();
    let y = rest.pop();
    let mut z = rest;
    let mut sunk = Vec::new();
    if z.len() > 1 {
        // Linearize the longest suffix whose dims, but the first, have static trip counts;
        // the dims before it run sequentially inside the kernel.
        let mut s = z.len() - 1;
        while s > 0 && trips[z[s]].is_some() {
            s -= 1;
        }
        sunk = z[..s].to_vec();
        z = z[s..].to_vec();
    }
    (x, y, z, sunk)
}

/// Moves the band dims `sunk` into sequential loops around the body of `band.last`.
fn sink_dims(ctx: &mut Context, m: &mut Module, band: &Band, sunk: &[usize]) {
    if sunk.is_empty() {
        return;
    }
    let Some(body) = m.entry_block(band.last, 0) else {
        return;
    };
    let Some(term) = super::gpu_build::terminator(m, body) else {
        return;
    };
    let ops_list = body_ops(m, body);
    let loc = m.op(band.last).loc;
    let mut b = Builder::before(m, term);
    let mut loops = Vec::new();
    for &k in sunk {
        let d = &band.dims[k];
        let lp = b.affine_for(ctx, m, d.lb.clone(), d.ub.clone(), d.step, &[]);
        b = Builder::at_end(lp.body, loc);
        loops.push(lp);
    }
    let Some(inner) = loops.last() else { return };
    let inner_body = inner.body;
    for op in ops_list {
        m.move_to_end(op, inner_body);
    }
    for (&k, lp) in sunk.iter().zip(&loops) {
        m.replace_all_uses(band.dims[k].iv, lp.iv);
    }
    for lp in &loops {
        Builder::yield_in(ctx, m, lp.body, vec![], loc);
    }
}

/// Prepares the band body for the kernel: inner `affine.parallel` ops become sequential,
/// invariant memory locations become `iter_args`.
fn prepare_body(ctx: &mut Context, m: &mut Module, body: Block, policy: AliasPolicy) {
    for op in body_ops(m, body) {
        if m.op(op).kind == Some(OpKind::AffineParallel) {
            if let Some(n) = sequentialize_parallel(ctx, m, op) {
                sequentialize_nested(ctx, m, n);
            }
        } else {
            sequentialize_nested(ctx, m, op);
        }
    }
    for op in body_ops(m, body) {
        promote_all(ctx, m, op, policy);
    }
}

/// Creates an empty `gpu.launch` with the given sizes before `b`; returns it and its body.
pub fn create_launch(
    ctx: &mut Context,
    m: &mut Module,
    b: &Builder,
    grid: [Value; 3],
    block: [Value; 3],
) -> (Op, Block) {
    let seg = i32_array(ctx, &[0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0]);
    let mut operands = grid.to_vec();
    operands.extend(block);
    let launch = b.create(
        ctx,
        m,
        "gpu.launch",
        operands,
        vec![],
        &[("operandSegmentSizes", seg)],
        1,
    );
    let i64t = ctx.int_type(64);
    let zero = ctx.int_attr(0, i64t);
    set_attr(ctx, m, launch, "workgroup_attributions", zero);
    let r = m.op(launch).regions()[0];
    let body = m.add_block(r);
    let it = ctx.index_type();
    for _ in 0..12 {
        m.add_block_arg(body, it);
    }
    (launch, body)
}

/// Ends a launch body with `gpu.terminator`.
pub fn terminate_launch(ctx: &mut Context, m: &mut Module, body: Block, loc: crate::ir::Attr) {
    Builder::at_end(body, loc).create(ctx, m, "gpu.terminator", vec![], vec![], &[], 0);
}

/// Records the register tile on a launch (`tessera.register_tile`).
pub fn tag_register_tile(ctx: &mut Context, m: &mut Module, launch: Op, r: [i64; 3]) {
    let i64t = ctx.int_type(64);
    let a = ctx.attr(AttrKind::DenseArray {
        elem: i64t,
        data: DenseArrayData::Ints(r.iter().map(|&v| v as i128).collect()),
    });
    set_attr(ctx, m, launch, "tessera.register_tile", a);
}

/// How a band dim is indexed inside the kernel.
#[derive(Debug, Clone)]
enum DimIndex {
    /// On hardware dim `h`.
    Hw(usize),
    /// Linearized on z: `(block_z floordiv div) mod modulo` (`modulo` absent for the first).
    Linear { div: i64, modulo: Option<i64> },
}

/// Maps one band onto a `gpu.launch` (see the module documentation).
fn map_band(
    ctx: &mut Context,
    m: &mut Module,
    band: &Band,
    o: &MapOptions,
) -> Result<LaunchPlan, Diagnostics> {
    let loc = m.op(band.root).loc;
    let trips: Vec<Option<i64>> = band.dims.iter().map(|d| static_trip(ctx, m, d)).collect();
    let (x, y, z, sunk) = assign_hw(ctx, m, band, &trips);
    sink_dims(ctx, m, band, &sunk);
    let Some(body) = m.entry_block(band.last, 0) else {
        return Err(Diagnostic::error_at(ctx, loc, "malformed loop body").into());
    };
    prepare_body(ctx, m, body, o.alias());
    let mut has_loop = false;
    for op in body_ops(m, body) {
        m.walk_pre(op, &mut |x| {
            has_loop |= matches!(
                m.op(x).kind,
                Some(OpKind::AffineFor | OpKind::ScfFor | OpKind::ScfWhile)
            )
        });
    }
    // Per-hardware-dim static trip counts.
    let z_trip = if z.is_empty() {
        Some(1)
    } else {
        z.iter()
            .try_fold(1i64, |acc, &k| trips[k].and_then(|t| acc.checked_mul(t)))
    };
    let hw_trips = [
        Some(trips[x]).flatten(),
        y.map_or(Some(1), |k| trips[k]),
        z_trip,
    ];
    let n_hw = 1 + usize::from(y.is_some()) + usize::from(!z.is_empty());
    let plan: HwPlan = choose(n_hw, hw_trips, has_loop, &o.target, &o.overrides, true)
        .map_err(|e| Diagnostics::from(Diagnostic::error_at(ctx, loc, e)))?;
    let tile = plan.tile();
    // Host side: lower bounds and trip counts of the mapped dims.
    let host = Builder::before(m, band.root);
    let host_start = m.prev_op(band.root);
    let mut lbv: Vec<Option<Value>> = vec![None; band.dims.len()];
    let mut nv: Vec<Option<Value>> = vec![None; band.dims.len()];
    let mapped: Vec<usize> = std::iter::once(x)
        .chain(y)
        .chain(z.iter().copied())
        .collect();
    for &k in &mapped {
        let d = &band.dims[k];
        let l = host.min_max(ctx, m, false, d.lb.0, &d.lb.1);
        let u = host.min_max(ctx, m, true, d.ub.0, &d.ub.1);
        let (s0, s1) = (ctx.sym(0), ctx.sym(1));
        let diff = ctx.sub(s1, s0);
        let st = ctx.cst(d.step);
        let cnt = crate::affine::fold::ceildiv(ctx, diff, st);
        let zero = ctx.cst(0);
        let nmap = ctx.map(0, 2, vec![zero, cnt]);
        let n = host.min_max(ctx, m, false, nmap, &[l, u]);
        lbv[k] = Some(l);
        nv[k] = Some(n);
    }
    // Grid sizes.
    let ceil_map = |ctx: &mut Context, t: i64| {
        let s0 = ctx.sym(0);
        let c = ctx.cst(t);
        let e = crate::affine::fold::ceildiv(ctx, s0, c);
        ctx.map(0, 1, vec![e])
    };
    let internal = |ctx: &Context| {
        Diagnostics::from(Diagnostic::error_at(
            ctx,
            loc,
            "internal error: unmapped band dim",
        ))
    };
    let nval = |ctx: &Context, k: usize| nv[k].ok_or_else(|| internal(ctx));
    let gx_map = ceil_map(ctx, tile[0]);
    let nx = nval(ctx, x)?;
    let gx = host.apply(ctx, m, gx_map, &[nx]);
    let gy = match y {
        Some(k) => {
            let mp = ceil_map(ctx, tile[1]);
            let n = nval(ctx, k)?;
            host.apply(ctx, m, mp, &[n])
        }
        None => host.const_index(ctx, m, 1),
    };
    // Linearized z: N_first * product of the static inner trips.
    let mut dim_index: Vec<Option<DimIndex>> = vec![None; band.dims.len()];
    dim_index[x] = Some(DimIndex::Hw(0));
    if let Some(k) = y {
        dim_index[k] = Some(DimIndex::Hw(1));
    }
    let gz = if z.is_empty() {
        host.const_index(ctx, m, 1)
    } else if z.len() == 1 {
        dim_index[z[0]] = Some(DimIndex::Hw(2));
        let mp = ceil_map(ctx, tile[2]);
        let n = nval(ctx, z[0])?;
        host.apply(ctx, m, mp, &[n])
    } else {
        let mut div = 1i64;
        for (j, &k) in z.iter().enumerate().rev() {
            let t = trips[k].unwrap_or(1).max(1);
            dim_index[k] = Some(DimIndex::Linear {
                div,
                modulo: (j > 0).then_some(t),
            });
            if j > 0 {
                div = div.saturating_mul(t);
            }
        }
        let s0 = ctx.sym(0);
        let c = ctx.cst(div);
        let e = ctx.mul(s0, c);
        let mp = ctx.map(0, 1, vec![e]);
        let n = nval(ctx, z[0])?;
        host.apply(ctx, m, mp, &[n])
    };
    let bs: Vec<Value> = plan
        .workgroup
        .iter()
        .map(|&w| host.const_index(ctx, m, w))
        .collect();
    let (launch, kbody) = create_launch(ctx, m, &host, [gx, gy, gz], [bs[0], bs[1], bs[2]]);
    tag_register_tile(ctx, m, launch, plan.register);
    let args = m.block(kbody).args().to_vec();
    let (bid, tid) = ([args[0], args[1], args[2]], [args[3], args[4], args[5]]);
    let kb = Builder {
        ip: Ip::End(kbody),
        loc,
    };
    // Guards.
    let hw_of_dim = |h: usize| -> Option<usize> {
        match h {
            0 => Some(x),
            1 => y,
            _ => (z.len() == 1).then(|| z[0]),
        }
    };
    let mut guarded = [false; 3];
    for (h, g) in guarded.iter_mut().enumerate() {
        let Some(k) = hw_of_dim(h) else { continue };
        *g = match trips[k] {
            Some(n) => n % tile[h] != 0,
            None => tile[h] > 1,
        };
    }
    let template = body_ops(m, body);
    // The IV value of dim k on hardware dim h for register offset `a` (a constant or a
    // dim value).
    let iv_value = |ctx: &mut Context,
                    m: &mut Module,
                    b: &Builder,
                    k: usize,
                    a: Result<i64, Value>|
     -> Result<Value, Diagnostics> {
        let d = &band.dims[k];
        let Some(lb) = lbv[k] else { return Ok(d.iv) };
        match &dim_index[k] {
            Some(DimIndex::Hw(h)) => {
                let h = *h;
                // lb + (bid * T + tid + a * w) * step, symbols [lb, bid, tid], dim [a].
                let (s_lb, s_b, s_t) = (ctx.sym(0), ctx.sym(1), ctx.sym(2));
                let tt = ctx.cst(tile[h]);
                let bt = ctx.mul(s_b, tt);
                let mut idx = ctx.add(bt, s_t);
                let mut operands = vec![];
                let nd = match a {
                    Ok(c) => {
                        let off = ctx.cst(c * plan.workgroup[h]);
                        idx = ctx.add(idx, off);
                        0
                    }
                    Err(v) => {
                        let d0 = ctx.dim(0);
                        let w = ctx.cst(plan.workgroup[h]);
                        let aw = ctx.mul(d0, w);
                        idx = ctx.add(idx, aw);
                        operands.push(v);
                        1
                    }
                };
                let st = ctx.cst(d.step);
                let sc = ctx.mul(idx, st);
                let e = ctx.add(s_lb, sc);
                operands.extend([lb, bid[h], tid[h]]);
                let mp = ctx.map(nd, 3, vec![e]);
                Ok(b.apply(ctx, m, mp, &operands))
            }
            Some(DimIndex::Linear { div, modulo }) => {
                let (s_lb, s_b) = (ctx.sym(0), ctx.sym(1));
                let dv = ctx.cst(*div);
                let mut idx = crate::affine::fold::floordiv(ctx, s_b, dv);
                if let Some(md) = modulo {
                    let mc = ctx.cst(*md);
                    idx = crate::affine::fold::modulo_expr(ctx, idx, mc);
                }
                let st = ctx.cst(d.step);
                let sc = ctx.mul(idx, st);
                let e = ctx.add(s_lb, sc);
                let mp = ctx.map(0, 2, vec![e]);
                Ok(b.apply(ctx, m, mp, &[lb, bid[2]]))
            }
            None => Ok(d.iv),
        }
    };
    let any_guard = guarded.iter().any(|&g| g);
    let full_b = if any_guard {
        // affine.if (tile is full) { jammed } else { guarded loops }
        let mut cons: Vec<(AffineExpr, Vec<Value>)> = Vec::new();
        for h in 0..3 {
            if !guarded[h] {
                continue;
            }
            let Some(k) = hw_of_dim(h) else { continue };
            // N - bid*T - T >= 0 over symbols [N, bid]
            let (s_n, s_b) = (ctx.sym(0), ctx.sym(1));
            let tt = ctx.cst(tile[h]);
            let bt = ctx.mul(s_b, tt);
            let e0 = ctx.sub(s_n, bt);
            let mt = ctx.cst(-tile[h]);
            let e = ctx.add(e0, mt);
            cons.push((e, vec![nval(ctx, k)?, bid[h]]));
        }
        let (set, sops) = make_set(ctx, m, &cons);
        let (_ifop, then_b, else_b) = kb.affine_if(ctx, m, set, sops, vec![], true);
        let Some(else_b) = else_b else {
            return Err(internal(ctx));
        };
        // Partial tiles.
        let eb = Builder {
            ip: Ip::End(else_b),
            loc,
        };
        let mut inner = eb;
        let mut loops = Vec::new();
        let mut a_vals: [Option<Value>; 3] = [None; 3];
        for h in [1usize, 0] {
            if plan.register[h] > 1 && hw_of_dim(h).is_some() {
                let lp = inner.affine_for_const(ctx, m, 0, plan.register[h], 1, &[]);
                inner = Builder {
                    ip: Ip::End(lp.body),
                    loc,
                };
                a_vals[h] = Some(lp.iv);
                loops.push(lp);
            }
        }
        let mut vm = ValueMap::default();
        for &k in &mapped {
            let a = match &dim_index[k] {
                Some(DimIndex::Hw(h)) => a_vals[*h].map_or(Ok(0), Err),
                _ => Ok(0),
            };
            let v = iv_value(ctx, m, &inner, k, a)?;
            vm.values.insert(band.dims[k].iv, v);
        }
        let mut gcons: Vec<(AffineExpr, u32, Vec<Value>)> = Vec::new();
        for h in 0..3 {
            if !guarded[h] {
                continue;
            }
            let Some(k) = hw_of_dim(h) else { continue };
            // ub - iv - 1 >= 0, i.e. N - idx - 1 >= 0 with idx = bid*T + tid + a*w.
            let (s_n, s_b, s_t) = (ctx.sym(0), ctx.sym(1), ctx.sym(2));
            let tt = ctx.cst(tile[h]);
            let bt = ctx.mul(s_b, tt);
            let mut idx = ctx.add(bt, s_t);
            let mut ops_v = vec![];
            if let Some(av) = a_vals[h] {
                let d0 = ctx.dim(0);
                let w = ctx.cst(plan.workgroup[h]);
                let aw = ctx.mul(d0, w);
                idx = ctx.add(idx, aw);
                ops_v.push(av);
            }
            let e0 = ctx.sub(s_n, idx);
            let m1 = ctx.cst(-1);
            let e = ctx.add(e0, m1);
            ops_v.extend([nval(ctx, k)?, bid[h], tid[h]]);
            gcons.push((e, u32::from(a_vals[h].is_some()), ops_v));
        }
        let (gset, gops) = make_set_mixed(ctx, m, &gcons);
        let (_g, gthen, _) = inner.affine_if(ctx, m, gset, gops, vec![], false);
        let mut maps = vec![vm];
        emit_jammed(
            ctx,
            m,
            &template,
            &mut maps,
            Builder {
                ip: Ip::End(gthen),
                loc,
            },
        );
        Builder::yield_in(ctx, m, gthen, vec![], loc);
        for lp in loops.iter().rev() {
            Builder::yield_in(ctx, m, lp.body, vec![], loc);
        }
        Builder::yield_in(ctx, m, else_b, vec![], loc);
        Some((
            then_b,
            Builder {
                ip: Ip::End(then_b),
                loc,
            },
        ))
    } else {
        None
    };
    let fb = full_b.as_ref().map_or(kb, |(_, b)| *b);
    // Full tiles: all instances, jammed.
    let mut cache: Vec<((usize, i64), Value)> = Vec::new();
    let mut maps = Vec::new();
    let (ry, rx) = (
        if y.is_some() { plan.register[1] } else { 1 },
        plan.register[0],
    );
    for ay in 0..ry {
        for ax in 0..rx {
            let mut vm = ValueMap::default();
            for &k in &mapped {
                let a = match &dim_index[k] {
                    Some(DimIndex::Hw(0)) => ax,
                    Some(DimIndex::Hw(1)) => ay,
                    _ => 0,
                };
                let v = match cache.iter().find(|(key, _)| *key == (k, a)) {
                    Some(&(_, v)) => v,
                    None => {
                        let v = iv_value(ctx, m, &fb, k, Ok(a))?;
                        cache.push(((k, a), v));
                        v
                    }
                };
                vm.values.insert(band.dims[k].iv, v);
            }
            maps.push(vm);
        }
    }
    emit_jammed(ctx, m, &template, &mut maps, fb);
    if let Some((then_b, _)) = full_b {
        Builder::yield_in(ctx, m, then_b, vec![], loc);
    }
    terminate_launch(ctx, m, kbody, loc);
    m.erase_op(band.root);
    erase_dead_host_ops(m, host_start, launch);
    let grid_static = [gx, gy, gz].map(|v| super::gpu_build::const_of(ctx, m, v));
    Ok(LaunchPlan {
        launch,
        kind: LaunchKind::Band,
        grid: grid_static,
        workgroup: plan.workgroup,
        register: plan.register,
    })
}

/// Erases the unused pure ops the mapping created on the host, between `start` (exclusive;
/// `None`: the block's first op) and `end`.
fn erase_dead_host_ops(m: &mut Module, start: Option<Op>, end: Op) {
    loop {
        let mut cur = match start {
            Some(s) => m.next_op(s),
            None => m.op(end).parent().and_then(|b| m.first_op(b)),
        };
        let mut changed = false;
        while let Some(op) = cur {
            if op == end {
                break;
            }
            cur = m.next_op(op);
            let unused = m.op(op).results().iter().all(|&r| m.use_empty(r));
            if unused && super::gpu_jam::is_pure(m, op) {
                m.erase_op(op);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
}

/// An integer set from constraints `e >= 0`, each over its own symbols only.
fn make_set(
    ctx: &mut Context,
    m: &Module,
    cons: &[(AffineExpr, Vec<Value>)],
) -> (crate::ir::IntegerSet, Vec<Value>) {
    let pieces: Vec<(AffineMap, Vec<Value>)> = cons
        .iter()
        .map(|(e, ops_v)| (ctx.map(0, ops_v.len() as u32, vec![*e]), ops_v.clone()))
        .collect();
    set_from_pieces(ctx, m, &pieces)
}

/// An integer set from constraints `e >= 0` over `nd` dims (the first operands) and
/// symbols (the rest).
fn make_set_mixed(
    ctx: &mut Context,
    m: &Module,
    cons: &[(AffineExpr, u32, Vec<Value>)],
) -> (crate::ir::IntegerSet, Vec<Value>) {
    let pieces: Vec<(AffineMap, Vec<Value>)> = cons
        .iter()
        .map(|(e, nd, ops_v)| {
            (
                ctx.map(*nd, ops_v.len() as u32 - nd, vec![*e]),
                ops_v.clone(),
            )
        })
        .collect();
    set_from_pieces(ctx, m, &pieces)
}

fn set_from_pieces(
    ctx: &mut Context,
    m: &Module,
    pieces: &[(AffineMap, Vec<Value>)],
) -> (crate::ir::IntegerSet, Vec<Value>) {
    let refs: Vec<(AffineMap, &[Value])> =
        pieces.iter().map(|(mp, o)| (*mp, o.as_slice())).collect();
    let c = combine(ctx, &refs);
    let cons: Vec<AffineExpr> = c.results.iter().flat_map(|r| r.iter().copied()).collect();
    let eqs = vec![false; cons.len()];
    let set = ctx.integer_set(c.num_dims, c.num_symbols, cons, eqs);
    fully_compose_set_and_operands(ctx, m, set, &c.operands)
}

/// Wraps a nest without parallelism in a one-invocation launch, if it can run on the device
/// (no results, no calls or unknown effects).
fn serial_kernel(ctx: &mut Context, m: &mut Module, op: Op) -> Option<LaunchPlan> {
    if !m.op(op).results().is_empty() {
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
    let op = if m.op(op).kind == Some(OpKind::AffineParallel) {
        sequentialize_parallel(ctx, m, op)?
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
