//! Dependence analysis for affine loop nests: does a loop carry a dependence?
//!
//! [`analyze_loop`] decides, for an `affine.for` or `affine.parallel`, whether two
//! *different* iterations of it (within one execution of the enclosing loops) can
//! conflict. It answers "parallel" only when it has a proof; whenever it is unsure the
//! loop is sequential. The steps:
//!
//! 1. **Scalars.** Every iter_arg of an `affine.for` must be a recognised reduction
//!    ([`reduction`]); the declared reductions of an `affine.parallel`
//!    are reductions by construction.
//! 2. **Effects.** Everything nested in the loop is classified
//!    ([`access::collect_effects`]); any op with unknown
//!    memory effects (a call, a barrier, an unregistered op) makes the loop sequential.
//! 3. **Memref reductions.** Load–op–store chains on a loop-invariant element of a memref
//!    that nothing else in the loop touches are recognised and set aside.
//! 4. **Pairs.** For every pair of accesses with at least one write:
//!    - both on a buffer allocated inside the loop: private to an iteration, no conflict;
//!    - on different memref values: no conflict if their roots cannot alias (see
//!      [`access`] for the rule — by default distinct function arguments
//!      *may* alias), otherwise the loop is sequential;
//!    - on one memref value defined inside the loop (a view whose offsets depend on the
//!      IV, a memref loaded from memory): it may be different memory in each iteration,
//!      so the loop is sequential;
//!    - on the same memref: a [`DepSystem`] describes the two
//!      accesses in two instances of the body (loop bounds with max/min maps, steps,
//!      triangular bounds on outer IVs, `affine.if` guards, `affine.apply` chains,
//!      `floordiv`/`mod` by constants, equal values for everything defined outside the
//!      loop) with equal indices and the loop's IV(s) different (`x < y`, and `x > y`
//!      unless the pair is an access with itself). The [`omega`] test decides
//!      integer feasibility *exactly*; a feasible or undecided system means a carried
//!      dependence.
//!
//! Because the system is exact for affine accesses, the classical tests (ZIV, strong and
//! weak SIV, GCD, Banerjee) are all subsumed: uniform distances, strided accesses
//! (`A[2i]` vs `A[2i + 1]`), triangular and min/max bounds and symbolic bounds are
//! decided precisely. Accesses with non-affine indices (loaded values, semi-affine
//! expressions) are modelled by unconstrained variables and so conflict with everything.

use super::access::{self, Access, AliasPolicy, Indices, Root};
use super::depsys::DepSystem;
use super::omega::{self, Feasibility, Row};
use super::ops;
use super::reduction::{self, Reduction, ReductionSource};
use crate::dialect::OpKind;
use crate::ir::{Context, Module, Op, TypeKind, Value};

/// Options of the analysis.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DependenceOptions {
    /// How distinct function arguments are assumed to alias.
    pub alias: AliasPolicy,
    /// Step budget of each integer feasibility test (exhausted: assume a dependence).
    pub budget: u64,
}

impl Default for DependenceOptions {
    fn default() -> Self {
        DependenceOptions {
            alias: AliasPolicy::Conservative,
            budget: omega::DEFAULT_BUDGET,
        }
    }
}

/// The verdict for one loop.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoopInfo {
    /// No dependence is carried besides the recognised `reductions`.
    pub parallel: bool,
    /// The recognised reductions (meaningful when `parallel`).
    pub reductions: Vec<Reduction>,
    /// Why the loop is sequential, or a summary of why it is parallel.
    pub reason: String,
    /// The ops involved in the dependence that makes the loop sequential.
    pub blocking: Vec<Op>,
}

impl LoopInfo {
    fn sequential(reason: String, blocking: Vec<Op>) -> Self {
        LoopInfo {
            parallel: false,
            reductions: Vec::new(),
            reason,
            blocking,
        }
    }
}

/// Analyses `loop_op` with the default (conservative) options.
pub fn analyze_loop(ctx: &mut Context, m: &Module, loop_op: Op) -> LoopInfo {
    analyze_loop_with(ctx, m, loop_op, &DependenceOptions::default())
}

/// Whether `loop_op` is parallel *without* reductions (every iteration independent),
/// with the default options.
pub fn is_parallel(ctx: &mut Context, m: &Module, loop_op: Op) -> bool {
    let info = analyze_loop(ctx, m, loop_op);
    info.parallel && info.reductions.is_empty()
}

/// Every `affine.for`/`affine.parallel` nested in `root` (included), in pre-order, with
/// its verdict.
pub fn analyze_all(
    ctx: &mut Context,
    m: &Module,
    root: Op,
    opts: &DependenceOptions,
) -> Vec<(Op, LoopInfo)> {
    let mut loops = Vec::new();
    m.walk_pre(root, &mut |op| {
        if matches!(
            ops::kind(m, op),
            Some(OpKind::AffineFor | OpKind::AffineParallel)
        ) {
            loops.push(op);
        }
    });
    loops
        .into_iter()
        .map(|l| (l, analyze_loop_with(ctx, m, l, opts)))
        .collect()
}

/// A short description of an op for reports: its name and location.
pub fn describe(ctx: &Context, m: &Module, op: Op) -> String {
    let name = ctx.ident_str(m.op(op).name);
    match ctx.loc_file_line_col(m.op(op).loc) {
        Some((f, l, c)) => format!("{name} at {f}:{l}:{c}"),
        None => format!("{name} ({op:?})"),
    }
}

/// Analyses `loop_op` (see the module documentation).
pub fn analyze_loop_with(
    ctx: &mut Context,
    m: &Module,
    loop_op: Op,
    opts: &DependenceOptions,
) -> LoopInfo {
    let me = describe(ctx, m, loop_op);
    // 1. Scalars carried by the loop.
    let (ivs, mut reductions) = match ops::kind(m, loop_op) {
        Some(OpKind::AffineFor) => {
            let Some(fb) = ops::for_bounds(ctx, m, loop_op) else {
                return LoopInfo::sequential(format!("{me}: malformed affine.for"), vec![loop_op]);
            };
            let (found, carried) = reduction::iter_arg_reductions(ctx, m, loop_op);
            if let Some(&i) = carried.first() {
                return LoopInfo::sequential(
                    format!(
                        "{me}: iter_arg #{i} carries a value that is not a recognised reduction"
                    ),
                    vec![loop_op],
                );
            }
            (vec![fb.iv], found)
        }
        Some(OpKind::AffineParallel) => {
            let Some(body) = m.entry_block(loop_op, 0) else {
                return LoopInfo::sequential(
                    format!("{me}: malformed affine.parallel"),
                    vec![loop_op],
                );
            };
            match reduction::parallel_reductions(ctx, m, loop_op) {
                Some(r) => (m.block(body).args().to_vec(), r),
                None => {
                    return LoopInfo::sequential(
                        format!("{me}: malformed affine.parallel or unknown reduction kind"),
                        vec![loop_op],
                    )
                }
            }
        }
        _ => return LoopInfo::sequential(format!("{me}: not an affine loop"), vec![loop_op]),
    };
    // 2. Effects.
    let (accesses, unknown) = access::collect_effects(ctx, m, loop_op);
    if let Some(u) = unknown.first() {
        return LoopInfo::sequential(format!("{}: {}", describe(ctx, m, u.op), u.why), vec![u.op]);
    }
    // 3. Memref reductions.
    let mem_red = reduction::memref_reductions(ctx, m, loop_op, &accesses, opts.alias);
    let exempt: Vec<Op> = mem_red
        .iter()
        .flat_map(|r| match r.source {
            ReductionSource::Memref { load, store, .. } => vec![load, store],
            _ => vec![],
        })
        .collect();
    reductions.extend(mem_red);
    // 4. Pairs.
    for i in 0..accesses.len() {
        for j in i..accesses.len() {
            let (a, b) = (&accesses[i], &accesses[j]);
            if !(a.write || b.write) || exempt.contains(&a.op) || exempt.contains(&b.op) {
                continue;
            }
            if i == j && !a.write {
                continue;
            }
            if let Err((why, ops)) = check_pair(ctx, m, loop_op, &ivs, a, b, i == j, opts) {
                return LoopInfo::sequential(why, ops);
            }
        }
    }
    let reason = if reductions.is_empty() {
        format!("{me}: no loop-carried dependence")
    } else {
        let kinds: Vec<&str> = reductions.iter().map(|r| r.kind.name()).collect();
        format!("{me}: parallel with reductions ({})", kinds.join(", "))
    };
    LoopInfo {
        parallel: true,
        reductions,
        reason,
        blocking: Vec::new(),
    }
}

type PairResult = Result<(), (String, Vec<Op>)>;

#[allow(clippy::too_many_arguments)]
fn check_pair(
    ctx: &mut Context,
    m: &Module,
    loop_op: Op,
    ivs: &[Value],
    a: &Access,
    b: &Access,
    same: bool,
    opts: &DependenceOptions,
) -> PairResult {
    let blame = |ctx: &Context, what: &str| {
        let (da, db) = (describe(ctx, m, a.op), describe(ctx, m, b.op));
        let text = if same {
            format!("{what}: {da} with itself")
        } else {
            format!("{what}: {da} and {db}")
        };
        (text, if same { vec![a.op] } else { vec![a.op, b.op] })
    };
    let (ra, rb) = (
        access::root(ctx, m, a.memref),
        access::root(ctx, m, b.memref),
    );
    // Buffers allocated inside the loop are private to an iteration.
    if ra == rb {
        if let Root::Alloc(op) = ra {
            if m.is_ancestor(loop_op, op) {
                return Ok(());
            }
        }
    }
    let (ba, bb) = (
        access::index_base(m, a.memref),
        access::index_base(m, b.memref),
    );
    if ba != bb {
        if access::may_alias(ctx, m, ra, rb, opts.alias) {
            return Err(blame(ctx, "accesses to memrefs that may alias"));
        }
        return Ok(());
    }
    // A memref value defined inside the loop (a view computed from the IV, a memref
    // loaded from memory, ...) may denote different memory in each iteration: the same
    // indices do not mean the same element, nor different indices different elements.
    let defined_inside = m
        .value_block(ba)
        .and_then(|b| m.block_parent_op(b))
        .is_some_and(|p| m.is_ancestor(loop_op, p));
    if defined_inside {
        return Err(blame(
            ctx,
            "accesses through a memref defined inside the loop",
        ));
    }
    let rank = match ctx.type_kind(m.value_type(ba)) {
        TypeKind::MemRef { shape, .. } => Some(shape.len()),
        _ => None,
    };
    // Build the system: two instances, equal indices.
    let mut ds = DepSystem::new(ctx, m, loop_op);
    let xs: Vec<Row> = ivs.iter().map(|&v| ds.value(0, v)).collect();
    let ys: Vec<Row> = ivs.iter().map(|&v| ds.value(1, v)).collect();
    ds.add_context(0, a.op);
    ds.add_context(1, b.op);
    let ia = index_rows(&mut ds, 0, a, rank);
    let ib = index_rows(&mut ds, 1, b, rank);
    if let (Some(ia), Some(ib)) = (ia, ib) {
        if ia.len() != ib.len() {
            return Err(blame(
                ds.ctx(),
                "accesses with different numbers of indices",
            ));
        }
        for (p, q) in ia.iter().zip(&ib) {
            match p.add_scaled(-1, q) {
                Some(r) => ds.eq0(r),
                None => return Err(blame(ds.ctx(), "index arithmetic overflow")),
            }
        }
    }
    let base = ds.sys.clone();
    let ds = &ds;
    let ctx_ro: &Context = ds.ctx();
    for (k, (x, y)) in xs.iter().zip(&ys).enumerate() {
        for lt in [true, false] {
            if same && !lt {
                continue;
            }
            let diff = if lt {
                y.add_scaled(-1, x)
            } else {
                x.add_scaled(-1, y)
            };
            let Some(d) = diff.and_then(|d| d.add_scaled(-1, &Row::constant(1))) else {
                return Err(blame(ctx_ro, "index arithmetic overflow"));
            };
            let mut s = base.clone();
            s.ineqs.push(d);
            // Without disjunctions the expansion is `s` itself (no copy needed).
            let systems = if ds.alternatives.is_empty() {
                vec![s]
            } else {
                ds.expanded(&s, 64).unwrap_or_else(|| vec![s])
            };
            let verdict = systems
                .iter()
                .fold(Feasibility::Infeasible, |acc, s| match acc {
                    Feasibility::Infeasible => omega::feasibility_with_budget(s, opts.budget),
                    other => other,
                });
            match verdict {
                Feasibility::Infeasible => {}
                Feasibility::Feasible => {
                    let what = if ivs.len() > 1 {
                        format!("loop-carried dependence (IV #{k})")
                    } else {
                        "loop-carried dependence".to_string()
                    };
                    return Err(blame(ctx_ro, &what));
                }
                Feasibility::Unknown => {
                    return Err(blame(
                        ctx_ro,
                        "dependence test undecided (budget or overflow)",
                    ));
                }
            }
        }
    }
    Ok(())
}

/// The index rows of an access in instance `side` (`None`: any element), with vector
/// extents added to the trailing dimensions.
fn index_rows(
    ds: &mut DepSystem<'_>,
    side: usize,
    a: &Access,
    rank: Option<usize>,
) -> Option<Vec<Row>> {
    let mut rows = match &a.indices {
        Indices::Map(map, operands) => ds.map_rows(side, *map, operands),
        Indices::Values(vals) => vals.iter().map(|&v| ds.value(side, v)).collect(),
        Indices::Any => return None,
    };
    if rank.is_some_and(|r| r != rows.len()) || a.vector.len() > rows.len() {
        return None;
    }
    let off = rows.len() - a.vector.len();
    for (t, &n) in a.vector.iter().enumerate() {
        if n < 1 {
            return None;
        }
        let e = ds.bounded_var(0, n - 1);
        rows[off + t] = rows[off + t].add_scaled(1, &e)?;
    }
    Some(rows)
}

/// Whether the reduction list contains a memref reduction through `op`.
pub fn is_reduction_access(info: &LoopInfo, op: Op) -> bool {
    info.reductions.iter().any(|r| match r.source {
        ReductionSource::Memref {
            load,
            store,
            combiner,
        } => op == load || op == store || op == combiner,
        _ => false,
    })
}
