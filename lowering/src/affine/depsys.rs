//! Dependence systems: the integer constraints under which two accesses, executed in two
//! different iterations of a loop, touch the same element.
//!
//! A [`DepSystem`] describes two instances of the loop body — side 0 and side 1 — as
//! integer variables of an [`omega::System`](super::omega::System):
//!
//! - a value defined outside the loop is the same in both instances and gets one *shared*
//!   variable; values defined inside get one variable per side;
//! - index values are expanded structurally: constants, `affine.apply` (through its map),
//!   `arith.addi`/`subi`/`muli` by constants on `index`; `affine.min` (`affine.max`)
//!   results get a variable bounded above (below) by each of their expressions;
//! - `floordiv`/`ceildiv`/`mod` by positive constants become local variables with their
//!   exact defining inequalities (`c·q ≤ e ≤ c·q + c − 1`); semi-affine terms become
//!   unconstrained variables;
//! - every affine loop IV that appears gets its loop's bounds (`iv ≥` each lower bound,
//!   `iv <` each upper bound — max/min bounds — and `iv = lb + step·k`; with several
//!   lower bounds and a step, one alternative per lower bound being the largest, see
//!   [`DepSystem::alternatives`]), `scf.for` IVs get `lb ≤ iv < ub`, and accesses inside
//!   the `then` region of an `affine.if` get its conditions.
//!
//! Anything not understood becomes an unconstrained variable, which only adds solutions:
//! the system over-approximates the real dependences, so "no integer solution" is a proof
//! of independence.

use crate::ir::fxhash::FxHashMap as HashMap;

use super::flatten::{FlatExpr, Flattener, LocalDef};
use super::omega::{Row, System};
use super::ops;
use crate::dialect::{view, OpKind};
use crate::ir::{AffineMap, Context, Module, Op, Value, ValueDef};

/// Which instance a value is resolved in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Scope {
    /// Defined outside the loop: one variable for both instances.
    Shared,
    /// Defined inside the loop, in instance 0 or 1.
    Side(usize),
}

/// A dependence system under construction for a loop.
pub struct DepSystem<'a> {
    ctx: &'a mut Context,
    m: &'a Module,
    loop_op: Op,
    /// The constraints.
    pub sys: System,
    /// Disjunctions: the system holds when, for each group, one of its alternatives
    /// (extra equalities and inequalities) is added. Used for `iv = max(lbs) + step·k`,
    /// split on which lower bound is the largest.
    pub alternatives: Vec<Vec<System>>,
    memo: HashMap<(Scope, Value), Row>,
    guarded: Vec<(Scope, Op)>,
    depth: u32,
}

impl<'a> DepSystem<'a> {
    /// An empty system for two instances of `loop_op`'s body.
    pub fn new(ctx: &'a mut Context, m: &'a Module, loop_op: Op) -> Self {
        DepSystem {
            ctx,
            m,
            loop_op,
            sys: System::new(0),
            alternatives: Vec::new(),
            memo: HashMap::default(),
            guarded: Vec::new(),
            depth: 0,
        }
    }

    /// The context (read-only).
    pub fn ctx(&self) -> &Context {
        self.ctx
    }

    /// Whether `v` is defined inside the loop (including its IVs).
    pub fn inside(&self, v: Value) -> bool {
        let Some(b) = self.m.value_block(v) else {
            return false;
        };
        match self.m.block_parent_op(b) {
            Some(p) => self.m.is_ancestor(self.loop_op, p),
            None => false,
        }
    }

    fn scope_of(&self, side: usize, v: Value) -> Scope {
        if self.inside(v) {
            Scope::Side(side)
        } else {
            Scope::Shared
        }
    }

    fn fresh(&mut self) -> Row {
        Row::var(self.sys.add_var())
    }

    /// `row ≥ 0`.
    pub fn ge0(&mut self, r: Row) {
        self.sys.ineqs.push(r);
    }

    /// `row = 0`.
    pub fn eq0(&mut self, r: Row) {
        self.sys.eqs.push(r);
    }

    /// A fresh variable bounded to `[lo, hi]`.
    pub fn bounded_var(&mut self, lo: i64, hi: i64) -> Row {
        let v = self.fresh();
        if let Some(r) = v.add_scaled(-1, &Row::constant(lo)) {
            self.ge0(r);
        }
        if let Some(r) = Row::constant(hi).add_scaled(-1, &v) {
            self.ge0(r);
        }
        v
    }

    /// The linear form of an `index` value in instance `side`.
    pub fn value(&mut self, side: usize, v: Value) -> Row {
        let scope = self.scope_of(side, v);
        if let Some(r) = self.memo.get(&(scope, v)) {
            return r.clone();
        }
        let r = self.compute(side, scope, v);
        self.memo.insert((scope, v), r.clone());
        r
    }

    fn compute(&mut self, side: usize, scope: Scope, v: Value) -> Row {
        if let Some(c) = ops::constant_int(self.ctx, self.m, v) {
            return Row::constant(c);
        }
        if self.depth > 64 {
            return self.fresh();
        }
        self.depth += 1;
        let r = self.compute_structural(side, scope, v);
        self.depth -= 1;
        r
    }

    fn compute_structural(&mut self, side: usize, scope: Scope, v: Value) -> Row {
        let m = self.m;
        let Some(op) = m.defining_op(v) else {
            return self.leaf(side, scope, v);
        };
        let operands = m.op(op).operands().to_vec();
        let is_index = ops::is_index(self.ctx, m, v);
        match ops::kind(m, op) {
            Some(OpKind::AffineApply) => match ops::apply_map(self.ctx, m, op) {
                Some(map) => self
                    .map_rows(side, map, &operands)
                    .pop()
                    .unwrap_or_else(|| self.fresh()),
                None => self.leaf(side, scope, v),
            },
            Some(OpKind::ArithAddI | OpKind::ArithSubI) if is_index && operands.len() == 2 => {
                let a = self.value(side, operands[0]);
                let b = self.value(side, operands[1]);
                let f = if ops::kind(m, op) == Some(OpKind::ArithAddI) {
                    1
                } else {
                    -1
                };
                a.add_scaled(f, &b).unwrap_or_else(|| self.fresh())
            }
            Some(OpKind::ArithMulI) if is_index && operands.len() == 2 => {
                let ca = ops::constant_int(self.ctx, m, operands[0]);
                let cb = ops::constant_int(self.ctx, m, operands[1]);
                let scaled = match (ca, cb) {
                    (_, Some(c)) => self.value(side, operands[0]).scaled(c),
                    (Some(c), _) => self.value(side, operands[1]).scaled(c),
                    _ => None,
                };
                scaled.unwrap_or_else(|| self.leaf(side, scope, v))
            }
            Some(k @ (OpKind::AffineMin | OpKind::AffineMax)) => {
                let t = self.fresh();
                self.memo.insert((scope, v), t.clone());
                if let Some(map) = ops::map_attr(self.ctx, m, op, "map") {
                    for r in self.map_rows(side, map, &operands) {
                        // min: t <= r ; max: t >= r
                        let c = if k == OpKind::AffineMin {
                            r.add_scaled(-1, &t)
                        } else {
                            t.add_scaled(-1, &r)
                        };
                        if let Some(c) = c {
                            self.ge0(c);
                        }
                    }
                }
                t
            }
            _ => self.leaf(side, scope, v),
        }
    }

    /// A variable for an opaque value; IVs get their loop's bounds.
    fn leaf(&mut self, side: usize, scope: Scope, v: Value) -> Row {
        let r = self.fresh();
        self.memo.insert((scope, v), r.clone());
        let m = self.m;
        if let ValueDef::BlockArg { block, index } = m.value(v).def {
            if let Some(p) = m.block_parent_op(block) {
                match ops::kind(m, p) {
                    Some(OpKind::AffineFor) if index == 0 => self.for_domain(side, p, &r),
                    Some(OpKind::AffineParallel) => {
                        self.parallel_domain(side, p, index as usize, &r)
                    }
                    Some(OpKind::ScfFor) if index == 0 => self.scf_for_domain(side, p, &r),
                    _ => {}
                }
            }
        }
        r
    }

    fn for_domain(&mut self, side: usize, f: Op, iv: &Row) {
        let Some(fb) = ops::for_bounds(self.ctx, self.m, f) else {
            return;
        };
        let lbs = self.map_rows(side, fb.lb_map, &fb.lb_operands);
        let ubs = self.map_rows(side, fb.ub_map, &fb.ub_operands);
        self.iv_bounds(iv, &lbs, &ubs, fb.step);
    }

    fn parallel_domain(&mut self, side: usize, p: Op, dim: usize, iv: &Row) {
        let Some(pb) = ops::parallel_bounds(self.ctx, self.m, p) else {
            return;
        };
        let Some(d) = pb.dims.get(dim).cloned() else {
            return;
        };
        let mut lbs = Vec::new();
        for &mp in &d.lbs {
            lbs.extend(self.map_rows(side, mp, &pb.lb_operands));
        }
        let mut ubs = Vec::new();
        for &mp in &d.ubs {
            ubs.extend(self.map_rows(side, mp, &pb.ub_operands));
        }
        self.iv_bounds(iv, &lbs, &ubs, d.step);
    }

    fn scf_for_domain(&mut self, side: usize, f: Op, iv: &Row) {
        let Ok(v) = view::ScfFor::new(self.ctx, self.m.op(f)) else {
            return;
        };
        let (lb, ub) = (v.lower_bound(), v.upper_bound());
        if !ops::is_index(self.ctx, self.m, lb) {
            return;
        }
        let (lb, ub) = (self.value(side, lb), self.value(side, ub));
        self.iv_bounds(iv, &[lb], &[ub], 1);
    }

    /// `iv ≥ lb` for each lower bound, `iv ≤ ub − 1` for each upper bound, and
    /// `iv = lb + step·k` when there is a single lower bound.
    fn iv_bounds(&mut self, iv: &Row, lbs: &[Row], ubs: &[Row], step: i64) {
        for lb in lbs {
            if let Some(r) = iv.add_scaled(-1, lb) {
                self.ge0(r);
            }
        }
        for ub in ubs {
            if let Some(r) = ub
                .add_scaled(-1, iv)
                .and_then(|r| r.add_scaled(-1, &Row::constant(1)))
            {
                self.ge0(r);
            }
        }
        if step > 1 {
            if let [lb] = lbs {
                let k = self.fresh();
                if let Some(r) = iv.add_scaled(-1, lb).and_then(|r| r.add_scaled(-step, &k)) {
                    self.eq0(r);
                }
            } else if lbs.len() > 1 {
                // iv = max(lbs) + step·k: one alternative per lower bound being the max.
                let mut alts = Vec::with_capacity(lbs.len());
                for (r, lb) in lbs.iter().enumerate() {
                    let k = self.fresh();
                    let mut alt = System::new(0);
                    for (o, other) in lbs.iter().enumerate() {
                        if o != r {
                            if let Some(c) = lb.add_scaled(-1, other) {
                                alt.ineqs.push(c);
                            }
                        }
                    }
                    if let Some(e) = iv.add_scaled(-1, lb).and_then(|e| e.add_scaled(-step, &k)) {
                        alt.eqs.push(e);
                    }
                    alts.push(alt);
                }
                self.alternatives.push(alts);
            }
        }
    }

    /// The systems whose union is the described set: the base system with one
    /// alternative of each disjunction. `None` when there would be more than `cap`;
    /// callers then use the base system alone, which over-approximates the union.
    pub fn expanded(&self, base: &System, cap: usize) -> Option<Vec<System>> {
        let mut out = vec![base.clone()];
        for group in &self.alternatives {
            if out.len().checked_mul(group.len())? > cap {
                return None;
            }
            let mut next = Vec::with_capacity(out.len() * group.len());
            for s in &out {
                for alt in group {
                    let mut t = s.clone();
                    t.eqs.extend(alt.eqs.iter().cloned());
                    t.ineqs.extend(alt.ineqs.iter().cloned());
                    t.num_vars = t.num_vars.max(alt.num_vars);
                    next.push(t);
                }
            }
            out = next;
        }
        Some(out)
    }

    /// The linear forms of the results of `map` applied to `operands` in instance `side`.
    pub fn map_rows(&mut self, side: usize, map: AffineMap, operands: &[Value]) -> Vec<Row> {
        let d = self.ctx.map_data(map).clone();
        if (d.num_dims + d.num_symbols) as usize != operands.len() {
            return d.results.iter().map(|_| self.fresh()).collect();
        }
        let args: Vec<Row> = operands.iter().map(|&o| self.value(side, o)).collect();
        let mut fl = Flattener::new(d.num_dims, d.num_symbols);
        let flats: Vec<Option<FlatExpr>> = d
            .results
            .iter()
            .map(|&e| fl.flatten(self.ctx, e).ok())
            .collect();
        // Locals, in order: each may refer to earlier ones.
        let mut locals: Vec<Row> = Vec::with_capacity(fl.locals.len());
        for l in fl.locals.clone() {
            let q = self.fresh();
            if let LocalDef::FloorDiv { dividend, divisor } = &l.def {
                if let Some(e) = combine(&args, &locals, dividend) {
                    // e - divisor*q >= 0 ; divisor*q + divisor - 1 - e >= 0
                    let lo = e.add_scaled(-divisor, &q);
                    let hi = lo
                        .as_ref()
                        .and_then(|lo| lo.scaled(-1))
                        .and_then(|r| r.add_scaled(divisor - 1, &Row::constant(1)));
                    if let (Some(lo), Some(hi)) = (lo, hi) {
                        self.ge0(lo);
                        self.ge0(hi);
                    }
                }
            }
            locals.push(q);
        }
        flats
            .into_iter()
            .map(|f| match f.and_then(|f| combine(&args, &locals, &f)) {
                Some(r) => r,
                None => self.fresh(),
            })
            .collect()
    }

    /// Adds the conditions of the `affine.if`s whose `then` region holds `op`, and creates
    /// the IVs of the affine loops around it (with their bounds), in instance `side`.
    pub fn add_context(&mut self, side: usize, op: Op) {
        let m = self.m;
        let mut child = op;
        while let Some(p) = m.parent_op(child) {
            match ops::kind(m, p) {
                Some(OpKind::AffineFor) => {
                    if let Some(b) = m.entry_block(p, 0) {
                        if let Some(&iv) = m.block(b).args().first() {
                            self.value(side, iv);
                        }
                    }
                }
                Some(OpKind::AffineParallel) => {
                    if let Some(b) = m.entry_block(p, 0) {
                        for iv in m.block(b).args().to_vec() {
                            self.value(side, iv);
                        }
                    }
                }
                Some(OpKind::AffineIf) => {
                    let in_then = m.op(child).parent().and_then(|b| m.block(b).parent())
                        == m.op(p).regions().first().copied();
                    let scope = if m.is_ancestor(self.loop_op, p) {
                        Scope::Side(side)
                    } else {
                        Scope::Shared
                    };
                    if in_then && !self.guarded.contains(&(scope, p)) {
                        self.guarded.push((scope, p));
                        self.if_conditions(side, p);
                    }
                }
                Some(OpKind::FuncFunc | OpKind::GpuFunc) => break,
                _ => {}
            }
            child = p;
        }
    }

    fn if_conditions(&mut self, side: usize, p: Op) {
        let Some(set) = ops::set_attr(self.ctx, self.m, p, "condition") else {
            return;
        };
        let d = self.ctx.set_data(set).clone();
        let as_map = self
            .ctx
            .map(d.num_dims, d.num_symbols, d.constraints.clone());
        let operands = self.m.op(p).operands().to_vec();
        if operands.len() != (d.num_dims + d.num_symbols) as usize {
            return;
        }
        let rows = self.map_rows(side, as_map, &operands);
        for (r, eq) in rows.into_iter().zip(d.eq_flags) {
            if eq {
                self.eq0(r);
            } else {
                self.ge0(r);
            }
        }
    }
}

/// `Σ f.coeffs[i]·args[i] + Σ f.locals[k]·locals[k] + f.constant`, checked.
fn combine(args: &[Row], locals: &[Row], f: &FlatExpr) -> Option<Row> {
    let mut r = Row::constant(f.constant);
    for (i, &c) in f.coeffs.iter().enumerate() {
        if c != 0 {
            r = r.add_scaled(c, args.get(i)?)?;
        }
    }
    for (k, &c) in f.locals.iter().enumerate() {
        if c != 0 {
            r = r.add_scaled(c, locals.get(k)?)?;
        }
    }
    Some(r)
}
