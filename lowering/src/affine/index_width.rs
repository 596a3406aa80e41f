//! Whether a kernel's `index` arithmetic fits 32 bits.
//!
//! Devices compute `index` in 32 bits by default (the SPIR-V back end's `index_bits = 32`).
//! LangRef's `index` is as wide as the host's (64 bits here), so a kernel whose index
//! values can leave the signed 32-bit range would silently compute something else: a
//! store through an index loaded from memory as `2^32 + 2` would write element 2, and
//! `(i * 1073741825) mod 7` would wrap. [`index_plan`] decides, per kernel, one of:
//!
//! - [`IndexPlan::Narrow`]: every `index` value lies in `[-2^31, 2^31 - 1]` whenever the
//!   kernel's `index` arguments and the dynamic sizes of its memrefs lie within
//!   `±arg_bound` (the runtime checks that bound at every launch, and a launch outside it
//!   takes the 64-bit variant or is refused);
//! - [`IndexPlan::Wide`]: some value can leave the range whatever the arguments (a
//!   constant, a value loaded from memory as `i64`, a product): the kernel needs 64-bit
//!   `index` (`Int64`), and the witness names the op and its range for the diagnostic
//!   where the device has none.
//!
//! The ranges are [`Intervals`]: constants, loop bounds, GPU ids bounded by the workgroup
//! size and the device's grid limit, values of narrow integer types by their type, index
//! arithmetic without wrapping. Conditions are ignored, so the answer is sound and may be
//! conservative.

use super::access_bounds::interval::{Intervals, Range};
use super::access_bounds::{ArgFact, LaunchFacts};
use super::launch_facts::LaunchIndex;
use crate::ir::{Context, Module, Op, TypeKind, Value, DYNAMIC};

/// The argument bounds tried, largest first: the whole signed 32-bit range, then smaller
/// ones that leave headroom for `n + c`, `ceildiv(n, c)` and `n * c` in the kernel.
pub const ARG_BOUNDS: [i64; 6] = [i32::MAX as i64, 1 << 30, 1 << 28, 1 << 24, 1 << 20, 1 << 16];

/// How wide a kernel's `index` must be.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IndexPlan {
    /// 32 bits suffice while every `index` argument and dynamic memref size `x` of a
    /// launch satisfies `|x| <= arg_bound`.
    Narrow {
        /// The bound the launch checks.
        arg_bound: i64,
    },
    /// Some `index` value can leave the 32-bit range.
    Wide(Witness),
}

/// An `index` value whose range leaves the 32-bit range.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Witness {
    /// The op defining it (for a block argument, the op owning the block).
    pub op: Op,
    /// What it is, e.g. `result of 'arith.muli'` or `induction variable of 'scf.for'`.
    pub what: String,
    /// Its range.
    pub range: Range,
}

impl Witness {
    /// `[lo, hi]` with `-inf`/`+inf` for unbounded ends.
    pub fn range_text(&self) -> String {
        let end = |x: Option<i64>, inf: &str| x.map_or(inf.to_string(), |v| v.to_string());
        format!(
            "[{}, {}]",
            end(self.range.lo, "-inf"),
            end(self.range.hi, "+inf")
        )
    }
}

/// The index plan of kernel `kernel` (a `gpu.func`), for a device that runs at most
/// `max_workgroups` workgroups per grid dimension (the runtime refuses bigger grids).
pub fn index_plan(ctx: &Context, m: &Module, kernel: Op, max_workgroups: i64) -> IndexPlan {
    index_plan_in(ctx, m, kernel, max_workgroups, &LaunchIndex::new(ctx, m))
}

/// [`index_plan`] with the module's launch sites indexed once ([`LaunchIndex`]): planning
/// every kernel of a module costs O(module), not a walk of the module per kernel.
pub fn index_plan_in(
    ctx: &Context,
    m: &Module,
    kernel: Op,
    max_workgroups: i64,
    launches: &LaunchIndex,
) -> IndexPlan {
    let base = launches.facts(ctx, m, kernel);
    let mut first_witness = None;
    for bound in ARG_BOUNDS {
        let facts = assumed_facts(ctx, m, kernel, &base, bound, max_workgroups);
        match first_wide_value(ctx, m, kernel, &facts) {
            None => return IndexPlan::Narrow { arg_bound: bound },
            Some(w) => {
                // A witness that does not depend on the bound ends the search.
                let fixed = bound == ARG_BOUNDS[0] && independent_of_arguments(&w);
                first_witness.get_or_insert(w);
                if fixed {
                    break;
                }
            }
        }
    }
    match first_witness {
        Some(w) => IndexPlan::Wide(w),
        None => IndexPlan::Narrow {
            arg_bound: ARG_BOUNDS[0],
        },
    }
}

/// An unbounded range usually comes from memory or a product of unknowns, which no
/// argument bound tightens; a bounded one beyond 32 bits may shrink with the bound.
fn independent_of_arguments(w: &Witness) -> bool {
    w.range.lo.is_none() || w.range.hi.is_none()
}

/// `base` with what the launch guarantees filled in: unknown `index` arguments within
/// `±bound`, unknown dynamic sizes of memref arguments within `[0, bound]`, an unknown
/// grid within the device's limit, an unknown workgroup size within 1024 per dimension.
fn assumed_facts(
    ctx: &Context,
    m: &Module,
    kernel: Op,
    base: &LaunchFacts,
    bound: i64,
    max_workgroups: i64,
) -> LaunchFacts {
    let mut f = base.clone();
    for g in &mut f.grid {
        if g.is_none() {
            *g = Some(max_workgroups.max(1));
        }
    }
    for b in &mut f.block {
        if b.is_none() {
            *b = Some(1024);
        }
    }
    let Some(entry) = m.entry_block(kernel, 0) else {
        return f;
    };
    for (i, &a) in m.block(entry).args().iter().enumerate() {
        match ctx.type_kind(m.value_type(a)) {
            TypeKind::Index => {
                if let Some(slot) = f.args.get_mut(i) {
                    if *slot == ArgFact::Unknown {
                        *slot = ArgFact::Range(-bound, bound);
                    }
                }
            }
            TypeKind::MemRef { shape, .. } => {
                for (d, &s) in shape.iter().enumerate() {
                    if s == DYNAMIC && !f.sizes.iter().any(|&(x, y, _, _)| x == i && y == d) {
                        f.sizes.push((i, d, 0, bound));
                    }
                }
            }
            _ => {}
        }
    }
    f
}

/// The first `index` value of `kernel` (in program order) whose range leaves the signed
/// 32-bit range under `facts`.
fn first_wide_value(ctx: &Context, m: &Module, kernel: Op, facts: &LaunchFacts) -> Option<Witness> {
    let mut iv = Intervals::new(ctx, m, facts, Some(kernel));
    let fits = |r: Range| {
        r.lo.is_some_and(|l| l >= i64::from(i32::MIN))
            && r.hi.is_some_and(|h| h <= i64::from(i32::MAX))
    };
    let is_index = |v: Value| matches!(ctx.type_kind(m.value_type(v)), TypeKind::Index);
    let mut ops = Vec::new();
    m.walk_pre(kernel, &mut |op| ops.push(op));
    for op in ops {
        // Block arguments of the op's regions (loop IVs, iter_args), then its results.
        for &r in m.op(op).regions() {
            for &b in m.region(r).blocks() {
                for (k, &a) in m.block(b).args().iter().enumerate() {
                    if !is_index(a) {
                        continue;
                    }
                    let range = iv.value(a);
                    if !fits(range) {
                        return Some(Witness {
                            op,
                            what: format!(
                                "block argument #{k} of '{}'",
                                ctx.ident_str(m.op(op).name)
                            ),
                            range,
                        });
                    }
                }
            }
        }
        if op == kernel {
            continue;
        }
        for (k, &v) in m.op(op).results().iter().enumerate() {
            if !is_index(v) {
                continue;
            }
            let range = iv.value(v);
            if !fits(range) {
                let name = ctx.ident_str(m.op(op).name);
                return Some(Witness {
                    op,
                    what: if m.op(op).results().len() == 1 {
                        format!("the result of '{name}'")
                    } else {
                        format!("result #{k} of '{name}'")
                    },
                    range,
                });
            }
        }
    }
    None
}
