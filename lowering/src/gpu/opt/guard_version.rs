//! `tessera-version-guards`: a kernel loop whose guards hold in most workgroups gets a
//! second, unguarded copy that those workgroups run.
//!
//! After if-conversion a padded convolution's accumulators are updated with
//! `arith.select %in_bounds, %new, %old`. Part of the condition depends on the lane and the
//! loop counters only through a bounded offset, and otherwise on a workgroup id: the row
//! test `0 <= oh + kh - 1` of a workgroup that owns output row `oh = gpu.block_id z` holds
//! for every `kh` in `[0, 3)` exactly when `oh >= 1`. On a CPU adapter a select per
//! accumulator costs as much as the multiply-add it guards, so this pass rewrites a
//! top-level `scf.for` of a kernel as
//!
//! ```mlir
//! %p = (the workgroup ids' ranges where the chosen comparisons always hold)
//! %r = scf.if %p -> (...) {
//!   %a = scf.for ... { (the loop, the chosen comparisons replaced by true) }
//!   scf.yield %a
//! } else {
//!   %b = scf.for ... { (the loop as it was) }
//!   scf.yield %b
//! }
//! ```
//!
//! and `canonicalize` folds the selects of the first copy away. `%p` is uniform over a
//! workgroup, so the branch never diverges.
//!
//! A comparison `a pred b` (`sge`, `sgt`, `sle`, `slt` on `index`) is a candidate when
//! `a - b` is linear (`addi`, `subi`, `muli` by a constant) in one workgroup id — a
//! `gpu.block_id` or an `index` argument of the kernel, defined before the loop — and in
//! other values with bounded ranges (lanes, loop counters; [`Intervals`]). Taking each of
//! those at its worst gives a sufficient condition `c·u + k >= 0` on the id `u` alone. The
//! comparisons are taken, most workgroups first, while the workgroups that satisfy all of
//! them stay at least half of the grid; the loop is versioned only if some `arith.select`
//! in it then has a condition made only of taken comparisons (`arith.andi`) and constants.
//! A comparison that holds for every workgroup is simply replaced by `true`. Every range
//! involved must be bounded and inside 32 bits (see `int_range::fits_i32`), and the grid
//! comes from the module's launch sites, as for `tessera-bounds-check`.

use std::collections::BTreeMap;

use crate::affine::access_bounds::interval::Intervals;
use crate::affine::access_bounds::LaunchFacts;
use crate::affine::launch_facts::LaunchIndex;
use crate::affine::ops;
use crate::diag::Diagnostics;
use crate::dialect::OpKind;
use crate::ir::{Context, Module, Op, TypeKind, Value, ValueDef, ValueMap};
use crate::pass::PassOptions;
use crate::transforms::int_range::fits_i32;
use crate::transforms::rewrite::{functions, CmpIPredicate, InsertPoint, OpBuilder};

/// The registered pass.
pub fn run(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    _opts: &PassOptions,
) -> Result<bool, Diagnostics> {
    Ok(version_guards(ctx, m, anchor) > 0)
}

/// Versions the top-level loops of the kernels under `anchor` (see the module docs);
/// returns how many loops were versioned or had a comparison folded.
pub fn version_guards(ctx: &mut Context, m: &mut Module, anchor: Op) -> usize {
    let mut changed = 0;
    let sites = LaunchIndex::new(ctx, m);
    for f in functions(m, anchor) {
        if m.op(f).kind != Some(OpKind::GpuFunc) {
            continue;
        }
        let Some(entry) = m.entry_block(f, 0) else {
            continue;
        };
        let loops: Vec<Op> = m
            .block_ops(entry)
            .filter(|&op| m.op(op).kind == Some(OpKind::ScfFor))
            .collect();
        let facts = sites.facts(ctx, m, f);
        for l in loops {
            let plan = plan_loop(ctx, m, f, l, &facts);
            if plan.always.is_empty() && plan.taken.is_empty() {
                continue;
            }
            let i1 = ctx.int_type(1);
            for &c in &plan.always {
                replace_by_true(ctx, m, c, i1);
            }
            if !plan.taken.is_empty() {
                version(ctx, m, l, &plan);
            }
            changed += 1;
        }
    }
    changed
}

/// `a pred b` as `coef * atom + k >= 0` for every lane and loop iteration, `atom` a
/// workgroup id.
#[derive(Debug, Clone, Copy)]
struct Candidate {
    cmp: Op,
    atom: Value,
    /// The ids that satisfy it.
    window: Window,
}

/// Ids `fast` within an id's full `range`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Window {
    fast: (i64, i64),
    range: (i64, i64),
}

impl Window {
    fn fraction(&self) -> f64 {
        span(self.fast) as f64 / span(self.range) as f64
    }
}

fn span((lo, hi): (i64, i64)) -> i64 {
    if hi < lo {
        0
    } else {
        // Ranges here are inside 32 bits (`fits_i32`); saturate anyway.
        hi.saturating_sub(lo).saturating_add(1)
    }
}

#[derive(Debug, Default)]
struct Plan {
    /// Comparisons true in every workgroup.
    always: Vec<Op>,
    /// Comparisons the fast copy takes as true.
    taken: Vec<Op>,
    /// Per id: the ids the fast copy runs for.
    ids: BTreeMap<Value, Window>,
}

fn plan_loop(ctx: &Context, m: &Module, f: Op, l: Op, facts: &LaunchFacts) -> Plan {
    let mut iv = Intervals::new(ctx, m, facts, Some(f));
    let mut cmps = Vec::new();
    m.walk_pre(l, &mut |op| {
        if m.op(op).kind == Some(OpKind::ArithCmpI)
            && m.op(op).operands().len() == 2
            && m.op(op).results().len() == 1
        {
            cmps.push(op);
        }
    });
    let mut plan = Plan::default();
    let mut cands = Vec::new();
    for c in cmps {
        match candidate(ctx, m, f, l, c, &mut iv) {
            Some(Verdict::Always) => plan.always.push(c),
            Some(Verdict::When(cand)) if cand.window.fraction() >= 0.5 => cands.push(cand),
            _ => {}
        }
    }
    // Most workgroups first; ties in program order (the walk's), so the result is
    // deterministic.
    cands.sort_by(|a, b| b.window.fraction().total_cmp(&a.window.fraction()));
    for cand in cands {
        // The id's window with this comparison taken too.
        let cur = plan
            .ids
            .get(&cand.atom)
            .map_or(cand.window.fast, |w| w.fast);
        let window = Window {
            fast: (cur.0.max(cand.window.fast.0), cur.1.min(cand.window.fast.1)),
            range: cand.window.range,
        };
        let others: f64 = plan
            .ids
            .iter()
            .filter(|(a, _)| **a != cand.atom)
            .map(|(_, w)| w.fraction())
            .product();
        if others * window.fraction() >= 0.5 {
            plan.ids.insert(cand.atom, window);
            plan.taken.push(cand.cmp);
        }
    }
    if !plan.taken.is_empty() && !selects_fold(ctx, m, l, &plan) {
        plan.taken.clear();
        plan.ids.clear();
    }
    plan
}

enum Verdict {
    Always,
    When(Candidate),
}

/// The candidate that comparison `c` gives, if any.
fn candidate(
    ctx: &Context,
    m: &Module,
    f: Op,
    l: Op,
    c: Op,
    iv: &mut Intervals<'_>,
) -> Option<Verdict> {
    let o = m.op(c).operands();
    let (a, b) = (o[0], o[1]);
    if !matches!(ctx.type_kind(m.value_type(a)), TypeKind::Index) {
        return None;
    }
    let pred = crate::transforms::rewrite::int_prop(ctx, m, c, "predicate")
        .and_then(CmpIPredicate::from_i64)?;
    // Both sides inside the 32-bit range, where device arithmetic does not wrap.
    if !fits_i32(iv.value(a)) || !fits_i32(iv.value(b)) {
        return None;
    }
    let (la, lb) = (linear(ctx, m, a, 0)?, linear(ctx, m, b, 0)?);
    // Normalise to `e >= 0`.
    let e = match pred {
        CmpIPredicate::Sge => la.sub(&lb)?,
        CmpIPredicate::Sgt => la.sub(&lb)?.offset(-1)?,
        CmpIPredicate::Sle => lb.sub(&la)?,
        CmpIPredicate::Slt => lb.sub(&la)?.offset(-1)?,
        _ => return None,
    };
    let mut k = e.c;
    let mut uniform: Option<(Value, i64)> = None;
    for &(v, coef) in &e.terms {
        if is_workgroup_id(m, f, l, v) {
            if uniform.is_some() {
                return None;
            }
            uniform = Some((v, coef));
            continue;
        }
        let r = iv.value(v);
        if !fits_i32(r) {
            return None;
        }
        let (lo, hi) = (r.lo?, r.hi?);
        if lo > hi {
            return None;
        }
        // The worst case of this term.
        let worst = if coef > 0 {
            lo.checked_mul(coef)?
        } else {
            hi.checked_mul(coef)?
        };
        k = k.checked_add(worst)?;
    }
    let Some((u, coef)) = uniform else {
        return (k >= 0).then_some(Verdict::Always);
    };
    let ru = iv.value(u);
    if !fits_i32(ru) {
        return None;
    }
    let (Some(rlo), Some(rhi)) = (ru.lo, ru.hi) else {
        return None;
    };
    if rlo > rhi {
        return None;
    }
    // coef * u + k >= 0.
    let sat = if coef > 0 {
        (rlo.max(ceil_div(k.checked_neg()?, coef)?), rhi)
    } else {
        (rlo, rhi.min(floor_div(k, coef.checked_neg()?)?))
    };
    if sat == (rlo, rhi) {
        return Some(Verdict::Always);
    }
    if span(sat) == 0 {
        return None;
    }
    Some(Verdict::When(Candidate {
        cmp: c,
        atom: u,
        window: Window {
            fast: sat,
            range: (rlo, rhi),
        },
    }))
}

fn floor_div(a: i64, b: i64) -> Option<i64> {
    let q = a.checked_div(b)?;
    Some(if (a % b != 0) && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    })
}

fn ceil_div(a: i64, b: i64) -> Option<i64> {
    floor_div(a.checked_neg()?, b)?.checked_neg()
}

/// A `gpu.block_id` or an `index` argument of kernel `f`, defined before loop `l`.
fn is_workgroup_id(m: &Module, f: Op, l: Op, v: Value) -> bool {
    match m.value(v).def {
        ValueDef::BlockArg { block, .. } => m.entry_block(f, 0) == Some(block),
        ValueDef::OpResult { op, .. } => {
            m.op(op).kind == Some(OpKind::GpuBlockId)
                && m.op(op).operands().is_empty()
                && crate::transforms::rewrite::defined_outside(m, v, l)
                && m.parent_op(op) == Some(f)
        }
    }
}

/// An integer linear form `Σ coef·value + c`.
#[derive(Debug, Clone, Default)]
struct Lin {
    terms: Vec<(Value, i64)>,
    c: i64,
}

impl Lin {
    fn atom(v: Value) -> Lin {
        Lin {
            terms: vec![(v, 1)],
            c: 0,
        }
    }

    fn add_scaled(&self, o: &Lin, s: i64) -> Option<Lin> {
        let mut r = self.clone();
        r.c = r.c.checked_add(o.c.checked_mul(s)?)?;
        for &(v, k) in &o.terms {
            let k = k.checked_mul(s)?;
            match r.terms.iter_mut().find(|(w, _)| *w == v) {
                Some(t) => t.1 = t.1.checked_add(k)?,
                None => r.terms.push((v, k)),
            }
        }
        r.terms.retain(|&(_, k)| k != 0);
        Some(r)
    }

    fn sub(&self, o: &Lin) -> Option<Lin> {
        self.add_scaled(o, -1)
    }

    fn offset(mut self, d: i64) -> Option<Lin> {
        self.c = self.c.checked_add(d)?;
        Some(self)
    }
}

/// `v` as a linear form over the values it is built from with `addi`, `subi` and `muli`
/// by a constant; anything else is an atom.
fn linear(ctx: &Context, m: &Module, v: Value, depth: u32) -> Option<Lin> {
    if let Some(c) = ops::constant_int(ctx, m, v) {
        return Some(Lin {
            terms: Vec::new(),
            c,
        });
    }
    let Some(op) = m.defining_op(v) else {
        return Some(Lin::atom(v));
    };
    if depth > 32 {
        return Some(Lin::atom(v));
    }
    let o = m.op(op).operands();
    match (m.op(op).kind, o) {
        (Some(OpKind::ArithAddI), &[a, b]) => {
            linear(ctx, m, a, depth + 1)?.add_scaled(&linear(ctx, m, b, depth + 1)?, 1)
        }
        (Some(OpKind::ArithSubI), &[a, b]) => {
            linear(ctx, m, a, depth + 1)?.sub(&linear(ctx, m, b, depth + 1)?)
        }
        (Some(OpKind::ArithMulI), &[a, b]) => {
            match (ops::constant_int(ctx, m, a), ops::constant_int(ctx, m, b)) {
                (_, Some(k)) => Lin::default().add_scaled(&linear(ctx, m, a, depth + 1)?, k),
                (Some(k), _) => Lin::default().add_scaled(&linear(ctx, m, b, depth + 1)?, k),
                _ => Some(Lin::atom(v)),
            }
        }
        _ => Some(Lin::atom(v)),
    }
}

/// Whether some `arith.select` in `l` has a condition made only of taken (or always-true)
/// comparisons, `arith.andi` and `true` constants.
fn selects_fold(ctx: &Context, m: &Module, l: Op, plan: &Plan) -> bool {
    let mut found = false;
    m.walk_pre(l, &mut |op| {
        if !found && m.op(op).kind == Some(OpKind::ArithSelect) {
            if let Some(&c) = m.op(op).operands().first() {
                found = folds(ctx, m, c, plan, 0);
            }
        }
    });
    found
}

fn folds(ctx: &Context, m: &Module, c: Value, plan: &Plan, depth: u32) -> bool {
    if ops::constant_int(ctx, m, c).is_some_and(|x| x != 0) {
        return true;
    }
    let Some(op) = m.defining_op(c) else {
        return false;
    };
    if plan.taken.contains(&op) || plan.always.contains(&op) {
        return true;
    }
    match (m.op(op).kind, m.op(op).operands()) {
        (Some(OpKind::ArithAndI), &[a, b]) if depth < 32 => {
            folds(ctx, m, a, plan, depth + 1) && folds(ctx, m, b, plan, depth + 1)
        }
        _ => false,
    }
}

/// Replaces the result of comparison `c` by `true` and erases it.
fn replace_by_true(ctx: &mut Context, m: &mut Module, c: Op, i1: crate::ir::Type) {
    let Some(&r) = m.op(c).results().first() else {
        return;
    };
    let t = OpBuilder::before(m, c).const_int(ctx, m, 1, i1);
    m.replace_all_uses(r, t);
    m.erase_op(c);
}

/// Wraps `l` in the `scf.if` of `plan` with a copy of `l` taking the taken comparisons as
/// true in the `then` branch.
fn version(ctx: &mut Context, m: &mut Module, l: Op, plan: &Plan) {
    let b = OpBuilder::before(m, l);
    // The condition: every id within its fast range.
    let mut cond: Option<Value> = None;
    for (&u, w) in &plan.ids {
        let ((lo, hi), (rlo, rhi)) = (w.fast, w.range);
        let mut parts = Vec::new();
        if lo > rlo {
            let c = b.const_index(ctx, m, lo);
            parts.push(b.cmpi(ctx, m, CmpIPredicate::Sge, u, c));
        }
        if hi < rhi {
            let c = b.const_index(ctx, m, hi);
            parts.push(b.cmpi(ctx, m, CmpIPredicate::Sle, u, c));
        }
        for p in parts {
            cond = Some(match cond {
                None => p,
                Some(q) => b.binary(ctx, m, OpKind::ArithAndI, q, p),
            });
        }
    }
    let Some(cond) = cond else {
        return;
    };
    let results: Vec<Value> = m.op(l).results().to_vec();
    let rtys: Vec<_> = results.iter().map(|&r| m.value_type(r)).collect();
    let iff = b.create(ctx, m, OpKind::ScfIf, vec![cond], rtys, vec![], 2);
    let new_results: Vec<Value> = m.op(iff).results().to_vec();
    for (&old, &new) in results.iter().zip(&new_results) {
        m.replace_all_uses(old, new);
    }
    let regions = m.op(iff).regions().to_vec();
    let (then_r, else_r) = (regions[0], regions[1]);
    let loc = m.op(l).loc;
    // else: the loop as it was.
    let else_b = m.add_block(else_r);
    m.detach(l);
    m.append_op(else_b, l);
    OpBuilder::at(InsertPoint::End(else_b), loc).create(
        ctx,
        m,
        OpKind::ScfYield,
        results,
        vec![],
        vec![],
        0,
    );
    // then: a copy with the taken comparisons true.
    let then_b = m.add_block(then_r);
    let mut map = ValueMap::default();
    let copy = m.clone_op(l, &mut map);
    m.append_op(then_b, copy);
    let i1 = ctx.int_type(1);
    let t = OpBuilder::before(m, copy).const_int(ctx, m, 1, i1);
    for &c in &plan.taken {
        let Some(&orig) = m.op(c).results().first() else {
            continue;
        };
        let r = map.lookup(orig);
        if let Some(cc) = m.defining_op(r) {
            m.replace_all_uses(r, t);
            m.erase_op(cc);
        }
    }
    let copy_results = m.op(copy).results().to_vec();
    OpBuilder::at(InsertPoint::End(then_b), loc).create(
        ctx,
        m,
        OpKind::ScfYield,
        copy_results,
        vec![],
        vec![],
        0,
    );
}
