//! Memory-access bounds: integer systems describing where one memref access executes,
//! used to prove that its indices stay inside the memref's shape (or to show that they
//! leave it).
//!
//! An [`AccessSystem`] describes *one* dynamic instance of an access as integer variables
//! of an [`omega::System`](super::omega::System), over-approximating the set of instances
//! that can really execute:
//!
//! - index values are expanded structurally: constants, `arith.addi`/`subi`, `muli` by a
//!   constant, `arith.index_cast`/`extsi` (the value is kept: index arithmetic is assumed
//!   not to wrap — the GPU pipeline rejects extents that `index` cannot address),
//!   `affine.apply` through its map (floor divisions and mods become local variables with
//!   their defining inequalities), `affine.min`/`max` and `arith.minsi`/`maxsi` (bounded by
//!   every operand, equal to one of them), `arith.select` (one alternative per side of the
//!   condition), and `arith.divsi`/`remsi`/`floordivsi`/`ceildivsi`/`divui`/`remui` by a
//!   positive constant (exact, split on the sign of the dividend);
//! - `gpu.thread_id` lies in `[0, block size)` and `gpu.block_id` in `[0, grid size)` when
//!   the [`LaunchFacts`] know the sizes (from `known_block_size`/`known_grid_size` or from
//!   constant sizes at every `gpu.launch_func` of the kernel), and is non-negative
//!   otherwise; the block arguments of a `gpu.launch` body are bounded by the launch's
//!   operands;
//! - a dynamic memref size (`memref.dim`, or a kernel `index` argument that every launch
//!   site passes as a size of a memref argument) is a non-negative variable shared by every
//!   use of the same size;
//! - loop IVs get their loop's bounds (`scf.for`, `scf.parallel`, `affine.for`,
//!   `affine.parallel`, with the step lattice), and the conditions of the enclosing
//!   `scf.if`/`affine.if` hold (negated in `else` regions; `arith.andi`/`ori`/`xori true`
//!   of comparisons are split into alternatives).
//!
//! Disjunctions are kept as alternatives and pruned with the Omega test as they are added;
//! past a cap they are dropped, which only adds solutions. Anything not understood becomes
//! an unconstrained variable and clears [`AccessSystem::exact`]: an infeasible query is a
//! proof in every case, a feasible one is a witness only when the system is exact.

use crate::ir::fxhash::FxHashMap as HashMap;

mod context;
pub mod interval;

use super::flatten::{FlatExpr, Flattener, LocalDef};
use super::omega::{feasibility, Feasibility, Row, System};
use super::ops;
use crate::dialect::OpKind;
use crate::ir::{AffineMap, AttrKind, Context, Module, Op, TypeKind, Value, ValueDef, DYNAMIC};

/// Most alternatives of the expanded system kept before disjunctions are dropped.
const MAX_EXPANSION: usize = 64;

/// What the launch sites of a kernel tell about its ids and arguments.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LaunchFacts {
    /// Workgroup size per dim (x, y, z), when known.
    pub block: [Option<i64>; 3],
    /// Largest grid size per dim, when known.
    pub grid: [Option<i64>; 3],
    /// Per kernel argument: what every launch site passes.
    pub args: Vec<ArgFact>,
    /// Ranges `(arg, dim, lo, hi)` of dynamic sizes of memref arguments that every launch
    /// site passes with a constant size.
    pub sizes: Vec<(usize, usize, i64, i64)>,
}

/// What every launch site passes for one kernel argument.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArgFact {
    /// Nothing known.
    Unknown,
    /// An integer constant in `[lo, hi]` at every site.
    Range(i64, i64),
    /// The size of dimension `dim` of the memref passed as kernel argument `arg`.
    DimOf {
        /// Kernel argument position of the memref.
        arg: usize,
        /// Its dimension.
        dim: usize,
    },
}

/// One index of an access, with the extent it must stay under.
#[derive(Debug, Clone)]
pub struct IndexBound {
    /// The index's linear form.
    pub row: Row,
    /// The dimension's size (a constant for a static dimension).
    pub size: Row,
    /// Number of consecutive elements touched from the index (vector accesses: the
    /// vector's length on the innermost dimension, else 1).
    pub span: i64,
}

/// The answer for one side of one index.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// No instance violates the bound.
    Proven,
    /// Some instance of the (exact) system violates it.
    Violated,
    /// Neither could be shown.
    Unknown,
}

/// An integer system describing the instances of one access.
pub struct AccessSystem<'a> {
    ctx: &'a mut Context,
    m: &'a Module,
    facts: &'a LaunchFacts,
    /// The constraints every instance satisfies.
    pub sys: System,
    /// Disjunctions (each instance satisfies one alternative of each group).
    pub alternatives: Vec<Vec<System>>,
    /// Whether the system describes the instances exactly (no unconstrained stand-ins,
    /// no dropped disjunctions).
    pub exact: bool,
    memo: HashMap<Value, Row>,
    dims: HashMap<(Value, usize), Row>,
    func: Option<Op>,
    depth: u32,
}

impl<'a> AccessSystem<'a> {
    /// An empty system; `func` is the kernel (`gpu.func`) whose arguments `facts` describe.
    pub fn new(
        ctx: &'a mut Context,
        m: &'a Module,
        facts: &'a LaunchFacts,
        func: Option<Op>,
    ) -> Self {
        AccessSystem {
            ctx,
            m,
            facts,
            sys: System::new(0),
            alternatives: Vec::new(),
            exact: true,
            memo: HashMap::default(),
            dims: HashMap::default(),
            func,
            depth: 0,
        }
    }

    fn fresh(&mut self) -> Row {
        Row::var(self.sys.add_var())
    }

    fn opaque(&mut self) -> Row {
        self.exact = false;
        self.fresh()
    }

    fn ge0(&mut self, r: Option<Row>) {
        match r {
            Some(r) => self.sys.ineqs.push(r),
            None => self.exact = false,
        }
    }

    fn eq0(&mut self, r: Option<Row>) {
        match r {
            Some(r) => self.sys.eqs.push(r),
            None => self.exact = false,
        }
    }

    fn bounded(&mut self, lo: i64, hi: Option<i64>) -> Row {
        let v = self.fresh();
        self.ge0(v.add_scaled(-1, &Row::constant(lo)));
        if let Some(hi) = hi {
            self.ge0(Row::constant(hi).add_scaled(-1, &v));
        }
        v
    }

    /// Adds a disjunction, pruning alternatives that contradict the constraints so far.
    pub fn add_alternatives(&mut self, alts: Vec<System>) {
        let live: Vec<System> = alts
            .into_iter()
            .filter(|a| feasibility(&with(&self.sys, a)) != Feasibility::Infeasible)
            .collect();
        match live.len() {
            0 => self.sys.ineqs.push(Row::constant(-1)),
            1 => {
                let a = &live[0];
                self.sys.eqs.extend(a.eqs.iter().cloned());
                self.sys.ineqs.extend(a.ineqs.iter().cloned());
            }
            n => {
                let total: usize = self.alternatives.iter().map(Vec::len).product();
                if total.saturating_mul(n) > MAX_EXPANSION {
                    self.exact = false;
                } else {
                    self.alternatives.push(live);
                }
            }
        }
    }

    /// The size of dimension `dim` of `memref`: a constant when static, else a shared
    /// non-negative variable.
    pub fn dim_size(&mut self, memref: Value, dim: usize) -> Row {
        let root = self.memref_root(memref);
        if let TypeKind::MemRef { shape, .. } = self.ctx.type_kind(self.m.value_type(root)) {
            if let Some(&s) = shape.get(dim) {
                if s != DYNAMIC {
                    return Row::constant(s);
                }
            }
        }
        // A dynamic size is any size: a violation for some size is no witness.
        self.exact = false;
        if let Some(r) = self.dims.get(&(root, dim)) {
            return r.clone();
        }
        let known = self.kernel_arg_index(root).and_then(|a| {
            self.facts
                .sizes
                .iter()
                .find(|&&(x, d, _, _)| x == a && d == dim)
                .map(|&(_, _, lo, hi)| (lo, hi))
        });
        let r = match known {
            Some((lo, hi)) => self.bounded(lo.max(0), Some(hi)),
            None => self.bounded(0, None),
        };
        self.dims.insert((root, dim), r.clone());
        r
    }

    /// The argument position of `v` if it is an argument of the kernel.
    fn kernel_arg_index(&self, v: Value) -> Option<usize> {
        let ValueDef::BlockArg { block, index } = self.m.value(v).def else {
            return None;
        };
        let p = self.m.block_parent_op(block)?;
        (Some(p) == self.func).then_some(index as usize)
    }

    /// `memref.cast` does not change the runtime sizes.
    fn memref_root(&self, mut v: Value) -> Value {
        for _ in 0..16 {
            match self.m.defining_op(v) {
                Some(op) if ops::kind(self.m, op) == Some(OpKind::MemRefCast) => {
                    match self.m.op(op).operands().first() {
                        Some(&s) => v = s,
                        None => break,
                    }
                }
                _ => break,
            }
        }
        v
    }

    /// The linear form of an integer value.
    pub fn value(&mut self, v: Value) -> Row {
        if let Some(r) = self.memo.get(&v) {
            return r.clone();
        }
        let r = if let Some(c) = ops::constant_int(self.ctx, self.m, v) {
            Row::constant(c)
        } else if self.depth > 64 {
            self.opaque()
        } else {
            self.depth += 1;
            let r = self.structural(v);
            self.depth -= 1;
            r
        };
        self.memo.insert(v, r.clone());
        r
    }

    fn structural(&mut self, v: Value) -> Row {
        let m = self.m;
        let Some(op) = m.defining_op(v) else {
            return self.block_arg(v);
        };
        let o = m.op(op).operands().to_vec();
        let k = ops::kind(m, op);
        match (k, o.as_slice()) {
            (Some(OpKind::ArithAddI), &[a, b]) | (Some(OpKind::ArithSubI), &[a, b]) => {
                let (ra, rb) = (self.value(a), self.value(b));
                let f = if k == Some(OpKind::ArithAddI) { 1 } else { -1 };
                ra.add_scaled(f, &rb).unwrap_or_else(|| self.opaque())
            }
            (Some(OpKind::ArithMulI), &[a, b]) => {
                let s = match (
                    ops::constant_int(self.ctx, m, a),
                    ops::constant_int(self.ctx, m, b),
                ) {
                    (_, Some(c)) => self.value(a).scaled(c),
                    (Some(c), _) => self.value(b).scaled(c),
                    _ => None,
                };
                s.unwrap_or_else(|| self.opaque())
            }
            (
                Some(OpKind::ArithIndexCast | OpKind::ArithExtSI | OpKind::ArithIndexCastUI),
                &[a],
            ) => self.value(a),
            (Some(OpKind::ArithExtUI), &[a]) => {
                let ra = self.value(a);
                let t = self.fresh();
                let nonneg = sys1(vec![Some(ra.clone())], vec![t.add_scaled(-1, &ra)]);
                let neg = sys1(vec![Row::constant(-1).add_scaled(-1, &ra)], vec![]);
                self.add_alternatives(vec![nonneg, neg]);
                t
            }
            (Some(OpKind::ArithSelect), &[c, a, b]) => {
                let (ra, rb) = (self.value(a), self.value(b));
                let t = self.fresh();
                let mut alts = Vec::new();
                for (truth, r) in [(true, ra), (false, rb)] {
                    for mut alt in self.condition(c, truth) {
                        match t.add_scaled(-1, &r) {
                            Some(e) => alt.eqs.push(e),
                            None => self.exact = false,
                        }
                        alts.push(alt);
                    }
                }
                self.add_alternatives(alts);
                t
            }
            (
                Some(
                    k @ (OpKind::ArithMaxSI
                    | OpKind::ArithMinSI
                    | OpKind::AffineMax
                    | OpKind::AffineMin),
                ),
                _,
            ) => {
                let rows = if matches!(k, OpKind::ArithMaxSI | OpKind::ArithMinSI) {
                    o.iter().map(|&x| self.value(x)).collect()
                } else {
                    match ops::map_attr(self.ctx, m, op, "map") {
                        Some(map) => self.map_rows(map, &o),
                        None => return self.opaque(),
                    }
                };
                self.extremum(&rows, matches!(k, OpKind::ArithMaxSI | OpKind::AffineMax))
            }
            (Some(OpKind::AffineApply), _) => match ops::apply_map(self.ctx, m, op) {
                Some(map) => self
                    .map_rows(map, &o)
                    .pop()
                    .unwrap_or_else(|| self.opaque()),
                None => self.opaque(),
            },
            (
                Some(
                    k @ (OpKind::ArithDivSI
                    | OpKind::ArithRemSI
                    | OpKind::ArithFloorDivSI
                    | OpKind::ArithCeilDivSI
                    | OpKind::ArithDivUI
                    | OpKind::ArithRemUI),
                ),
                &[a, b],
            ) => match ops::constant_int(self.ctx, m, b) {
                Some(c) if c > 0 => self.division(k, a, c),
                _ => self.opaque(),
            },
            (Some(OpKind::MemRefDim), &[mem, d]) => match ops::constant_int(self.ctx, m, d) {
                Some(d) if d >= 0 => self.dim_size(mem, d as usize),
                _ => self.opaque_at_least(0),
            },
            (
                Some(
                    k @ (OpKind::GpuThreadId
                    | OpKind::GpuBlockId
                    | OpKind::GpuBlockDim
                    | OpKind::GpuGridDim
                    | OpKind::GpuGlobalId),
                ),
                _,
            ) => self.gpu_id(k, op),
            // Without clusters a cluster is one block.
            (Some(OpKind::GpuClusterId), _) => self.gpu_id(OpKind::GpuBlockId, op),
            (Some(OpKind::GpuClusterDim), _) => self.gpu_id(OpKind::GpuGridDim, op),
            (Some(OpKind::GpuClusterBlockId), _) => Row::constant(0),
            (Some(OpKind::GpuClusterDimBlocks), _) => Row::constant(1),
            _ => self.opaque(),
        }
    }

    /// `t` = max (or min) of `rows`: bounded by each, equal to one.
    fn extremum(&mut self, rows: &[Row], max: bool) -> Row {
        let t = self.fresh();
        let mut alts = Vec::new();
        for r in rows {
            let c = if max {
                t.add_scaled(-1, r)
            } else {
                r.add_scaled(-1, &t)
            };
            self.ge0(c);
            alts.push(sys1(vec![], vec![t.add_scaled(-1, r)]));
        }
        self.add_alternatives(alts);
        t
    }

    /// Integer division or remainder of `a` by the positive constant `c`.
    fn division(&mut self, k: OpKind, a: Value, c: i64) -> Row {
        let ra = self.value(a);
        let q = self.fresh();
        let r = self.fresh();
        // a = c·q + r, with r's range depending on the rounding.
        let e = ra.add_scaled(-c, &q).and_then(|x| x.add_scaled(-1, &r));
        let nonneg = Some(ra.clone());
        let neg = Row::constant(-1).add_scaled(-1, &ra);
        let r_lo = Some(r.clone()); // r >= 0
        let r_hi = Row::constant(c - 1).add_scaled(-1, &r); // r <= c-1
        let r_nlo = r.add_scaled(1, &Row::constant(c - 1)); // r >= -(c-1)
        let r_nhi = r.scaled(-1); // r <= 0
        let alts = match k {
            // Truncating: the remainder takes the dividend's sign.
            OpKind::ArithDivSI | OpKind::ArithRemSI => vec![
                sys1(vec![nonneg, r_lo, r_hi], vec![e.clone()]),
                sys1(vec![neg, r_nlo, r_nhi], vec![e]),
            ],
            OpKind::ArithFloorDivSI => vec![sys1(vec![r_lo, r_hi], vec![e])],
            OpKind::ArithCeilDivSI => vec![sys1(vec![r_nlo, r_nhi], vec![e])],
            // Unsigned: floor division of a non-negative dividend; a negative one reads
            // as a huge unsigned value (nothing known).
            _ => {
                self.exact = false;
                vec![
                    sys1(vec![nonneg, r_lo, r_hi], vec![e]),
                    sys1(vec![neg], vec![]),
                ]
            }
        };
        self.add_alternatives(alts);
        if matches!(k, OpKind::ArithRemSI | OpKind::ArithRemUI) {
            r
        } else {
            q
        }
    }

    fn gpu_id(&mut self, k: OpKind, op: Op) -> Row {
        let d = match ops::attr(self.ctx, self.m, op, "dimension").map(|a| self.ctx.attr_kind(a)) {
            Some(AttrKind::Opaque { body, .. }) => match body.as_str() {
                "<dim x>" => 0,
                "<dim y>" => 1,
                "<dim z>" => 2,
                _ => return self.opaque(),
            },
            _ => return self.opaque(),
        };
        let (block, grid) = (self.facts.block[d], self.facts.grid[d]);
        match k {
            OpKind::GpuThreadId => {
                if block.is_none() {
                    self.exact = false;
                }
                self.bounded(0, block.map(|b| b - 1))
            }
            OpKind::GpuBlockId => {
                if grid.is_none() {
                    self.exact = false;
                }
                self.bounded(0, grid.map(|g| g - 1))
            }
            OpKind::GpuBlockDim => match block {
                Some(b) => Row::constant(b),
                None => self.opaque_at_least(1),
            },
            OpKind::GpuGridDim => {
                self.exact = false;
                self.bounded(1, grid)
            }
            _ => {
                let hi = match (block, grid) {
                    (Some(b), Some(g)) => b.checked_mul(g).map(|x| x - 1),
                    _ => None,
                };
                self.exact = false;
                self.bounded(0, hi)
            }
        }
    }

    fn opaque_at_least(&mut self, lo: i64) -> Row {
        self.exact = false;
        self.bounded(lo, None)
    }

    /// Block arguments: loop IVs, kernel arguments, `gpu.launch` ids.
    fn block_arg(&mut self, v: Value) -> Row {
        let m = self.m;
        let ValueDef::BlockArg { block, index } = m.value(v).def else {
            return self.opaque();
        };
        let index = index as usize;
        let Some(p) = m.block_parent_op(block) else {
            return self.opaque();
        };
        let r = self.fresh();
        // Memoise first: bounds may refer back to the IV.
        self.memo.insert(v, r.clone());
        match ops::kind(m, p) {
            Some(OpKind::ScfFor) if index == 0 => {
                let o = m.op(p).operands().to_vec();
                if o.len() < 3 {
                    self.exact = false;
                    return r;
                }
                let (lb, ub) = (self.value(o[0]), self.value(o[1]));
                let step = ops::constant_int(self.ctx, m, o[2]);
                self.iv_bounds(&r, &[lb], &[ub], step);
            }
            Some(OpKind::ScfParallel) => {
                let o = m.op(p).operands().to_vec();
                let n = m.block(block).args().len();
                let (Some(&lb), Some(&ub), Some(&st)) =
                    (o.get(index), o.get(n + index), o.get(2 * n + index))
                else {
                    self.exact = false;
                    return r;
                };
                let (lb, ub) = (self.value(lb), self.value(ub));
                let step = ops::constant_int(self.ctx, m, st);
                self.iv_bounds(&r, &[lb], &[ub], step);
            }
            Some(OpKind::AffineFor) if index == 0 => match ops::for_bounds(self.ctx, m, p) {
                Some(fb) => {
                    let lbs = self.map_rows(fb.lb_map, &fb.lb_operands);
                    let ubs = self.map_rows(fb.ub_map, &fb.ub_operands);
                    self.iv_bounds(&r, &lbs, &ubs, Some(fb.step));
                }
                None => self.exact = false,
            },
            Some(OpKind::AffineParallel) => {
                match ops::parallel_bounds(self.ctx, m, p)
                    .and_then(|pb| pb.dims.get(index).cloned().map(|d| (pb, d)))
                {
                    Some((pb, d)) => {
                        let mut lbs = Vec::new();
                        for &mp in &d.lbs {
                            lbs.extend(self.map_rows(mp, &pb.lb_operands));
                        }
                        let mut ubs = Vec::new();
                        for &mp in &d.ubs {
                            ubs.extend(self.map_rows(mp, &pb.ub_operands));
                        }
                        self.iv_bounds(&r, &lbs, &ubs, Some(d.step));
                    }
                    None => self.exact = false,
                }
            }
            Some(OpKind::GpuLaunch) if index < 12 => {
                // (bx, by, bz, tx, ty, tz, gx, gy, gz, sx, sy, sz); the sizes are the
                // launch's grid and block operands after the async dependencies.
                let o = m.op(p).operands().to_vec();
                let base = ops::segments(self.ctx, m, p)
                    .and_then(|s| s.first().copied())
                    .unwrap_or(0);
                let size_pos = match index {
                    0..=2 => base + index,
                    3..=5 => base + index,
                    _ => base + index - 6,
                };
                let size = o.get(size_pos).map(|&s| self.value(s));
                match size {
                    Some(size) if index < 6 => {
                        self.ge0(Some(r.clone()));
                        self.ge0(
                            size.add_scaled(-1, &r)
                                .and_then(|x| x.add_scaled(1, &Row::constant(-1))),
                        );
                    }
                    Some(size) => self.eq0(r.add_scaled(-1, &size)),
                    None => self.exact = false,
                }
            }
            Some(OpKind::GpuFunc) if Some(p) == self.func => {
                match self
                    .facts
                    .args
                    .get(index)
                    .copied()
                    .unwrap_or(ArgFact::Unknown)
                {
                    ArgFact::Range(lo, hi) => {
                        if lo != hi {
                            self.exact = false;
                        }
                        self.ge0(r.add_scaled(-1, &Row::constant(lo)));
                        self.ge0(Row::constant(hi).add_scaled(-1, &r));
                    }
                    ArgFact::DimOf { arg, dim } => match m.block(block).args().get(arg).copied() {
                        Some(mem) => {
                            let s = self.dim_size(mem, dim);
                            self.eq0(r.add_scaled(-1, &s));
                        }
                        None => self.exact = false,
                    },
                    ArgFact::Unknown => self.exact = false,
                }
            }
            _ => self.exact = false,
        }
        r
    }

    /// `iv ≥ lb` for each lower bound, `iv ≤ ub − 1` for each upper bound, and the step
    /// lattice `iv = lb + step·k` (one alternative per lower bound being the largest).
    fn iv_bounds(&mut self, iv: &Row, lbs: &[Row], ubs: &[Row], step: Option<i64>) {
        for lb in lbs {
            self.ge0(iv.add_scaled(-1, lb));
        }
        for ub in ubs {
            self.ge0(
                ub.add_scaled(-1, iv)
                    .and_then(|r| r.add_scaled(1, &Row::constant(-1))),
            );
        }
        match step {
            Some(1) => {}
            Some(s) if s > 1 => {
                let mut alts = Vec::new();
                for (i, lb) in lbs.iter().enumerate() {
                    let k = self.fresh();
                    let mut ineqs: Vec<Option<Row>> = lbs
                        .iter()
                        .enumerate()
                        .filter(|&(o, _)| o != i)
                        .map(|(_, other)| lb.add_scaled(-1, other))
                        .collect();
                    ineqs.push(Some(k.clone()));
                    let e = iv.add_scaled(-1, lb).and_then(|e| e.add_scaled(-s, &k));
                    alts.push(sys1(ineqs, vec![e]));
                }
                self.add_alternatives(alts);
            }
            _ => self.exact = false,
        }
    }

    /// The linear forms of the results of `map` applied to `operands`.
    pub fn map_rows(&mut self, map: AffineMap, operands: &[Value]) -> Vec<Row> {
        let d = self.ctx.map_data(map).clone();
        if (d.num_dims + d.num_symbols) as usize != operands.len() {
            return d.results.iter().map(|_| self.opaque()).collect();
        }
        let args: Vec<Row> = operands.iter().map(|&o| self.value(o)).collect();
        let mut fl = Flattener::new(d.num_dims, d.num_symbols);
        let flats: Vec<Option<FlatExpr>> = d
            .results
            .iter()
            .map(|&e| fl.flatten(self.ctx, e).ok())
            .collect();
        let mut locals: Vec<Row> = Vec::with_capacity(fl.locals.len());
        for l in fl.locals.clone() {
            let q = self.fresh();
            match &l.def {
                LocalDef::FloorDiv { dividend, divisor } => {
                    match combine(&args, &locals, dividend) {
                        Some(e) => {
                            let lo = e.add_scaled(-divisor, &q);
                            let hi = lo
                                .as_ref()
                                .and_then(|lo| lo.scaled(-1))
                                .and_then(|r| r.add_scaled(divisor - 1, &Row::constant(1)));
                            self.ge0(lo);
                            self.ge0(hi);
                        }
                        None => self.exact = false,
                    }
                }
                LocalDef::Opaque => self.exact = false,
            }
            locals.push(q);
        }
        flats
            .into_iter()
            .map(|f| match f.and_then(|f| combine(&args, &locals, &f)) {
                Some(r) => r,
                None => self.opaque(),
            })
            .collect()
    }

    /// Decides one side of an index bound: `upper` asks whether `index + span ≤ size`
    /// always holds, otherwise whether `index ≥ 0` does.
    pub fn check(&self, b: &IndexBound, upper: bool) -> Verdict {
        // The violation: index ≤ -1, or index + span - size ≥ 1.
        let bad = if upper {
            b.row
                .add_scaled(-1, &b.size)
                .and_then(|r| r.add_scaled(b.span - 1, &Row::constant(1)))
        } else {
            Row::constant(-1).add_scaled(-1, &b.row)
        };
        let Some(bad) = bad else {
            return Verdict::Unknown;
        };
        let mut base = self.sys.clone();
        base.ineqs.push(bad);
        let mut all_infeasible = true;
        let expanded;
        let systems: &[System] = if self.alternatives.is_empty() {
            // One system: the base itself (no copy).
            std::slice::from_ref(&base)
        } else {
            expanded = self.expanded(&base);
            &expanded
        };
        for s in systems {
            match feasibility(s) {
                Feasibility::Infeasible => {}
                Feasibility::Feasible if self.exact => return Verdict::Violated,
                _ => all_infeasible = false,
            }
        }
        if all_infeasible {
            Verdict::Proven
        } else {
            Verdict::Unknown
        }
    }

    /// Whether no instance can execute at all (the context is contradictory).
    pub fn unreachable(&self) -> bool {
        self.expanded(&self.sys)
            .iter()
            .all(|s| feasibility(s) == Feasibility::Infeasible)
    }

    fn expanded(&self, base: &System) -> Vec<System> {
        let mut out = vec![base.clone()];
        for group in &self.alternatives {
            let mut next = Vec::with_capacity(out.len() * group.len());
            for s in &out {
                for alt in group {
                    next.push(with(s, alt));
                }
            }
            out = next;
        }
        out
    }
}

/// `a` and `b` together.
fn with(a: &System, b: &System) -> System {
    let mut t = a.clone();
    t.eqs.extend(b.eqs.iter().cloned());
    t.ineqs.extend(b.ineqs.iter().cloned());
    t.num_vars = t.num_vars.max(b.num_vars);
    t
}

/// Every pair of alternatives, joined.
fn product(a: &[System], b: &[System]) -> Vec<System> {
    let mut out = Vec::with_capacity(a.len() * b.len());
    for x in a {
        for y in b {
            out.push(with(x, y));
        }
    }
    out
}

/// A system from optional rows; a missing row (overflow) is dropped, which weakens it.
fn sys1(ineqs: Vec<Option<Row>>, eqs: Vec<Option<Row>>) -> System {
    let mut s = System::new(0);
    s.ineqs.extend(ineqs.into_iter().flatten());
    s.eqs.extend(eqs.into_iter().flatten());
    s
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
