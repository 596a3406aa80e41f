//! `tessera-hoist-window`: the loads of a sliding window move out of a short window loop.
//!
//! In a register-tiled convolution whose lanes own consecutive output columns (a *blocked*
//! x mapping, `gpu::map::launch`), the `kw` loop of a 3-wide window reads, per lane,
//! `I[.., x + j + kw - 1]` for its 7 columns `j`: 21 lane-varying loads per `(c, kh)`, of
//! only 9 different addresses. On a CPU adapter each such load is a loop over the SIMD
//! lanes. This pass rewrites a (signed) `scf.for` with constant bounds and 2 to 4 iterations
//!
//! ```mlir
//! scf.for %kw = 0 to 3 step 1 {
//!   %x = memref.load %I[.., f(%kw)]
//!   ... %x ...
//! }
//! ```
//!
//! as
//!
//! ```mlir
//! %x0 = memref.load %I[.., f(0)]      // and f(1), f(2), with the address ops cloned
//! ...
//! scf.for %kw = 0 to 3 step 1 {
//!   %x = arith.select (%kw == 2), %x2, (arith.select (%kw == 1), %x1, %x0)
//!   ... %x ...
//! }
//! ```
//!
//! and `cse` then merges the hoisted loads that read the same address. Only loads that
//! overlap that way are hoisted: a load whose address at some iteration is read (by it or
//! another load) at another iteration. Addresses are
//! compared as linear forms over `addi`/`subi`/`muli` by a constant, with other ops kept
//! as opaque terms of their operands' forms (a clamp `minsi(maxsi(..))` of equal forms is
//! equal); the comparison only decides profitability, never correctness.
//!
//! The rewrite is exact: every iteration of such a loop runs (constant bounds, at least
//! one iteration, the load at the top level of the body), so the hoisted loads read the
//! addresses the loop reads, and a loop is only rewritten when nothing in it writes
//! memory, synchronises or calls, and its counter cannot wrap. The loads' address
//! computations must be pure or loads themselves and depend only on the IV, values
//! defined outside the loop and each other (no loop-carried value); `gpu.*` ops (shuffles)
//! are never moved. The pipeline runs this pass on CPU adapters only (`tessera-gpu-pipeline`).

use crate::affine::ops;
use crate::diag::Diagnostics;
use crate::dialect::OpKind;
use crate::ir::fxhash::{FxHashMap as HashMap, FxHashSet as HashSet};
use crate::ir::{Context, Module, Op, TypeKind, Value, ValueMap};
use crate::pass::PassOptions;
use crate::transforms::effects::{op_effect, Effect};
use crate::transforms::rewrite::{functions, CmpIPredicate, OpBuilder};

/// The most iterations of a loop whose loads are hoisted (each hoisted load costs one
/// select per extra iteration in the loop body).
pub const MAX_TRIP: i64 = 4;

/// The registered pass.
pub fn run(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    opts: &PassOptions,
) -> Result<bool, Diagnostics> {
    opts.check_known("tessera-hoist-window", &[])
        .map_err(|e| crate::transforms::rewrite::op_error(ctx, m, anchor, e))?;
    Ok(hoist_windows(ctx, m, anchor) > 0)
}

/// Hoists the window loads of the `scf.for` loops of the kernels under `anchor`, inner
/// loops first; returns how many loops changed.
pub fn hoist_windows(ctx: &mut Context, m: &mut Module, anchor: Op) -> usize {
    let mut loops = Vec::new();
    for f in functions(m, anchor) {
        if m.op(f).kind != Some(OpKind::GpuFunc) {
            continue;
        }
        m.walk_pre(f, &mut |op| {
            if m.op(op).kind == Some(OpKind::ScfFor) {
                loops.push(op);
            }
        });
    }
    let mut changed = 0;
    for &l in loops.iter().rev() {
        if !m.is_erased(l) && hoist_loop(ctx, m, l) {
            changed += 1;
        }
    }
    changed
}

/// A linear form `Σ coef·atom + c`, terms sorted by atom.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct Lin {
    terms: Vec<(u32, i64)>,
    c: i64,
}

impl Lin {
    fn constant(c: i64) -> Lin {
        Lin {
            terms: Vec::new(),
            c,
        }
    }
    fn atom(a: u32) -> Lin {
        Lin {
            terms: vec![(a, 1)],
            c: 0,
        }
    }
    /// `self + s·o`, `None` on overflow.
    fn add_scaled(&self, o: &Lin, s: i64) -> Option<Lin> {
        let mut terms = self.terms.clone();
        for &(a, k) in &o.terms {
            let k = k.checked_mul(s)?;
            match terms.binary_search_by_key(&a, |t| t.0) {
                Ok(i) => terms[i].1 = terms[i].1.checked_add(k)?,
                Err(i) => terms.insert(i, (a, k)),
            }
        }
        terms.retain(|t| t.1 != 0);
        Some(Lin {
            terms,
            c: self.c.checked_add(o.c.checked_mul(s)?)?,
        })
    }
    fn as_const(&self) -> Option<i64> {
        self.terms.is_empty().then_some(self.c)
    }
}

/// An opaque term: a value defined outside the loop, or an op (name, attributes, result
/// type and number) of operand forms.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Atom {
    Outer(Value),
    Op(Vec<u32>, Vec<Lin>),
}

/// The forms of the values of one loop body at given IV values.
struct Forms<'a> {
    m: &'a Module,
    ctx: &'a Context,
    iv: Value,
    /// The loop.
    l: Op,
    movable: &'a HashSet<Value>,
    atoms: HashMap<Atom, u32>,
    memo: HashMap<(Value, i64), Lin>,
}

impl Forms<'_> {
    fn intern(&mut self, a: Atom) -> Lin {
        let n = self.atoms.len() as u32;
        Lin::atom(*self.atoms.entry(a).or_insert(n))
    }

    /// The form of `v` when the IV is `t`.
    fn form(&mut self, v: Value, t: i64) -> Lin {
        if v == self.iv {
            return Lin::constant(t);
        }
        if let Some(f) = self.memo.get(&(v, t)) {
            return f.clone();
        }
        let f = self.compute(v, t);
        self.memo.insert((v, t), f.clone());
        f
    }

    fn compute(&mut self, v: Value, t: i64) -> Lin {
        let m = self.m;
        if let Some(c) = ops::constant_int(self.ctx, m, v) {
            return Lin::constant(c);
        }
        // Linear ops are looked through wherever they are (a lane's column offsets are
        // computed before the loop); other ops only in the loop's movable part.
        let Some(op) = m.defining_op(v) else {
            return self.intern(Atom::Outer(v));
        };
        let inside = self.movable.contains(&v);
        let d = m.op(op);
        if !inside && !crate::transforms::rewrite::defined_outside(m, v, self.l) {
            return self.intern(Atom::Outer(v));
        }
        let operands = d.operands().to_vec();
        let linear = match (d.kind, operands.as_slice()) {
            (Some(OpKind::ArithAddI), &[a, b]) => {
                let (fa, fb) = (self.form(a, t), self.form(b, t));
                fa.add_scaled(&fb, 1)
            }
            (Some(OpKind::ArithSubI), &[a, b]) => {
                let (fa, fb) = (self.form(a, t), self.form(b, t));
                fa.add_scaled(&fb, -1)
            }
            (Some(OpKind::ArithMulI), &[a, b]) => {
                let (fa, fb) = (self.form(a, t), self.form(b, t));
                match (fa.as_const(), fb.as_const()) {
                    (_, Some(k)) => Lin::constant(0).add_scaled(&fa, k),
                    (Some(k), _) => Lin::constant(0).add_scaled(&fb, k),
                    _ => None,
                }
            }
            // A cast of a constant (the IV of an integer loop as an index): the constant
            // (a heuristic only; the rewrite does not depend on it).
            (
                Some(
                    OpKind::ArithIndexCast
                    | OpKind::ArithIndexCastUI
                    | OpKind::ArithExtSI
                    | OpKind::ArithExtUI,
                ),
                &[a],
            ) => {
                let fa = self.form(a, t);
                fa.as_const().map(Lin::constant)
            }
            _ => None,
        };
        if let Some(f) = linear {
            return f;
        }
        if !inside {
            return self.intern(Atom::Outer(v));
        }
        let mut head = vec![d.name.index() as u32];
        for p in d.props.iter().chain(d.attrs.iter()) {
            head.push(p.name.index() as u32);
            head.push(p.value.index() as u32);
        }
        let r = d.results().iter().position(|&x| x == v).unwrap_or(0);
        head.push(r as u32);
        head.push(m.value_type(v).index() as u32);
        let args = operands.iter().map(|&o| self.form(o, t)).collect();
        self.intern(Atom::Op(head, args))
    }
}

/// Whether `op` may be evaluated before the loop: no regions, registered, pure or a load,
/// not a `gpu.*` op, not a terminator.
fn movable_kind(ctx: &Context, m: &Module, op: Op) -> bool {
    let d = m.op(op);
    let Some(kind) = d.kind else { return false };
    !kind.is_terminator()
        && d.regions().is_empty()
        && !d.results().is_empty()
        && !ctx.ident_str(d.name).starts_with("gpu.")
        && matches!(op_effect(m, op), Effect::None | Effect::Read)
}

/// Rewrites `l` if it is a short window loop with overlapping loads; returns whether it
/// changed.
fn hoist_loop(ctx: &mut Context, m: &mut Module, l: Op) -> bool {
    // Constant bounds (a signed loop), 2 to 4 iterations from a non-negative start.
    let Some(trip) =
        crate::transforms::canon_scf::scf_trip_count(ctx, m, l).and_then(|t| i64::try_from(t).ok())
    else {
        return false;
    };
    let operands = m.op(l).operands().to_vec();
    let (Some(lb), Some(step)) = (
        operands.first().and_then(|&v| ops::constant_int(ctx, m, v)),
        operands.get(2).and_then(|&v| ops::constant_int(ctx, m, v)),
    ) else {
        return false;
    };
    if lb < 0 || !(2..=MAX_TRIP).contains(&trip) || op_effect(m, l) > Effect::Read {
        return false;
    }
    let Some(body) = m.entry_block(l, 0) else {
        return false;
    };
    let Some(&iv) = m.block(body).args().first() else {
        return false;
    };
    // The IV must not wrap: every value it takes, and the next one the loop compares
    // against its bound, fits its type (32 bits for `index`, the device width).
    let bits = match ctx.type_kind(m.value_type(iv)) {
        TypeKind::Index => 32,
        TypeKind::Integer { width, .. } => (*width).min(64),
        _ => return false,
    };
    let max = if bits >= 64 {
        i64::MAX
    } else {
        (1i64 << (bits - 1)) - 1
    };
    if trip
        .checked_mul(step)
        .and_then(|s| s.checked_add(lb))
        .is_none_or(|end| end > max)
    {
        return false;
    }
    // The ops of the body that depend only on the IV, values from outside and each other.
    let mut movable: HashSet<Value> = HashSet::default();
    let mut body_ops = Vec::new();
    for op in m.block_ops_vec(body) {
        let ok = movable_kind(ctx, m, op)
            && m.op(op).operands().iter().all(|&v| {
                v == iv
                    || movable.contains(&v)
                    || crate::transforms::rewrite::defined_outside(m, v, l)
            });
        if ok {
            movable.extend(m.op(op).results().iter().copied());
            body_ops.push(op);
        }
    }
    let loads: Vec<Op> = body_ops
        .iter()
        .copied()
        .filter(|&op| matches!(m.op(op).kind, Some(OpKind::MemRefLoad | OpKind::VectorLoad)))
        .collect();
    if loads.is_empty() {
        return false;
    }
    // The address form of each load at each iteration; a load is a window load when one
    // of its forms is shared.
    let ivs: Vec<i64> = (0..trip).map(|i| lb + i * step).collect();
    let keys: Vec<Vec<Lin>> = {
        let mut forms = Forms {
            m,
            ctx,
            iv,
            l,
            movable: &movable,
            atoms: HashMap::default(),
            memo: HashMap::default(),
        };
        loads
            .iter()
            .map(|&op| {
                let r = m.op(op).results()[0];
                ivs.iter().map(|&t| forms.form(r, t)).collect()
            })
            .collect()
    };
    // The iterations (a bit each) at which each address is read.
    let mut when: HashMap<&Lin, u32> = HashMap::default();
    for ks in &keys {
        for (i, k) in ks.iter().enumerate() {
            *when.entry(k).or_default() |= 1 << i;
        }
    }
    let window: Vec<Op> = loads
        .iter()
        .zip(&keys)
        .filter(|(_, ks)| {
            ks.iter()
                .enumerate()
                .any(|(i, k)| when.get(k).is_some_and(|&w| w & !(1 << i) != 0))
        })
        .map(|(&op, _)| op)
        .collect();
    if window.is_empty() {
        return false;
    }
    // The window loads and the body ops they depend on, in body order.
    let mut needed: HashSet<Op> = HashSet::default();
    let mut stack = window.clone();
    while let Some(op) = stack.pop() {
        if !needed.insert(op) {
            continue;
        }
        for &v in m.op(op).operands() {
            if movable.contains(&v) {
                if let Some(d) = m.defining_op(v) {
                    stack.push(d);
                }
            }
        }
    }
    let hoisted: Vec<Op> = body_ops
        .iter()
        .copied()
        .filter(|op| needed.contains(op))
        .collect();
    let Some(first) = m.block_ops(body).next() else {
        return false;
    };
    // One copy per iteration before the loop.
    let before = OpBuilder::before(m, l);
    let iv_ty = m.value_type(iv);
    let mut copies: Vec<ValueMap> = Vec::new();
    for &t in &ivs {
        let mut map = ValueMap::default();
        let c = before.const_int(ctx, m, i128::from(t), iv_ty);
        map.values.insert(iv, c);
        for &op in &hoisted {
            let copy = m.clone_op(op, &mut map);
            before.insert(m, copy);
        }
        copies.push(map);
    }
    // In the body, each window load becomes a select of its copies on the IV.
    let inside = OpBuilder::before(m, first);
    let mut is_t = Vec::new();
    for &t in &ivs[1..] {
        let c = inside.const_int(ctx, m, i128::from(t), iv_ty);
        is_t.push(inside.cmpi(ctx, m, CmpIPredicate::Eq, iv, c));
    }
    for &op in &window {
        let r = m.op(op).results()[0];
        let mut sel = copies[0].lookup(r);
        for (i, &cond) in is_t.iter().enumerate() {
            let v = copies[i + 1].lookup(r);
            sel = inside.select(ctx, m, cond, v, sel);
        }
        m.replace_all_uses(r, sel);
    }
    // Erased only now: `first` (the insertion point of the selects) may be a window load
    // itself (a loop-invariant load with constant indices heads the body).
    for &op in &window {
        m.erase_op(op);
    }
    true
}
