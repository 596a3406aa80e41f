//! The fast path of the bounds proofs: interval arithmetic over index values.
//!
//! [`Intervals`] gives every integer value a range `[lo, hi]` (either end may be
//! unbounded) that contains every value it can take, under the same modelling
//! assumptions as [`AccessSystem`](super::AccessSystem) (index arithmetic does not wrap,
//! an `scf.for` IV lies in `[lb, ub)`): constants, `arith.addi`/`subi`, `muli` by a
//! constant, casts, `minsi`/`maxsi`, `select` (either side), divisions and remainders by a
//! positive constant, `affine.apply`/`min`/`max`, GPU ids from the [`LaunchFacts`], loop
//! IVs from their loops' bounds, kernel arguments from the launch sites and `memref.dim`.
//! Conditions are ignored, so a range over-approximates the values wherever they are
//! used; anything else is unbounded.
//!
//! An index whose range lies inside its dimension is in bounds, whatever the path to
//! the access: [`Intervals::proves`] is a sound, cheap proof for the common case (static
//! shapes, ids and loop counters), and the exact Omega test is only needed when it fails.
//! Ranges are memoised per value, so the accesses of one kernel share the work.

use crate::ir::fxhash::FxHashMap as HashMap;

use super::{ArgFact, LaunchFacts};
use crate::affine::ops;
use crate::dialect::OpKind;
use crate::ir::{
    AffineBinOp, AffineExpr, AffineExprKind, AffineMap, AttrKind, Context, Module, Op, TypeKind,
    Value, ValueDef, DYNAMIC,
};

/// A range of integers; `None` ends are unbounded. An empty range (`lo > hi`) stands for
/// a value that is never computed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Range {
    /// Smallest value, if bounded below.
    pub lo: Option<i64>,
    /// Largest value, if bounded above.
    pub hi: Option<i64>,
}

impl Range {
    /// Every integer.
    pub const ANY: Range = Range { lo: None, hi: None };

    /// The single value `c`.
    pub fn point(c: i64) -> Range {
        Range {
            lo: Some(c),
            hi: Some(c),
        }
    }

    /// `[lo, hi]`.
    pub fn new(lo: Option<i64>, hi: Option<i64>) -> Range {
        Range { lo, hi }
    }

    fn add(self, o: Range) -> Range {
        Range {
            lo: self.lo.zip(o.lo).and_then(|(a, b)| a.checked_add(b)),
            hi: self.hi.zip(o.hi).and_then(|(a, b)| a.checked_add(b)),
        }
    }

    fn scale(self, c: i64) -> Range {
        let mul = |x: Option<i64>| x.and_then(|x| x.checked_mul(c));
        if c >= 0 {
            Range {
                lo: mul(self.lo),
                hi: mul(self.hi),
            }
        } else {
            Range {
                lo: mul(self.hi),
                hi: mul(self.lo),
            }
        }
    }

    /// The product of two ranges: the hull of the four corner products (unbounded when
    /// an end is unbounded or a product overflows `i64`).
    fn mul(self, o: Range) -> Range {
        let (Some(a), Some(b), Some(c), Some(d)) = (self.lo, self.hi, o.lo, o.hi) else {
            return Range::ANY;
        };
        let corners = [
            a.checked_mul(c),
            a.checked_mul(d),
            b.checked_mul(c),
            b.checked_mul(d),
        ];
        if corners.iter().any(Option::is_none) {
            return Range::ANY;
        }
        let vals = corners.map(|x| x.unwrap_or(0));
        Range::new(vals.iter().min().copied(), vals.iter().max().copied())
    }

    fn hull(self, o: Range) -> Range {
        Range {
            lo: self.lo.zip(o.lo).map(|(a, b)| a.min(b)),
            hi: self.hi.zip(o.hi).map(|(a, b)| a.max(b)),
        }
    }

    /// Range of `min(a, b)` (`max` when `max`).
    fn extremum(self, o: Range, max: bool) -> Range {
        // With one side unbounded, the bounded one wins for the lower end of a max and
        // the upper end of a min; otherwise the result is unbounded.
        let both = |a: Option<i64>, b: Option<i64>, bounded_wins: bool| match (a, b) {
            (Some(a), Some(b)) => Some(if max { a.max(b) } else { a.min(b) }),
            (Some(x), None) | (None, Some(x)) if bounded_wins => Some(x),
            _ => None,
        };
        Range {
            lo: both(self.lo, o.lo, max),
            hi: both(self.hi, o.hi, !max),
        }
    }

    /// Floor division by the positive constant `c`.
    fn floor_div(self, c: i64) -> Range {
        Range {
            lo: self.lo.map(|x| x.div_euclid(c)),
            hi: self.hi.map(|x| x.div_euclid(c)),
        }
    }

    /// Ceiling division by the positive constant `c`.
    fn ceil_div(self, c: i64) -> Range {
        let cd = |x: i64| -((-(x as i128)).div_euclid(c as i128));
        let fit = |x: i128| i64::try_from(x).ok();
        Range {
            lo: self.lo.and_then(|x| fit(cd(x))),
            hi: self.hi.and_then(|x| fit(cd(x))),
        }
    }

    /// Truncating division by the positive constant `c` (rounds toward zero: between the
    /// floor and the ceiling).
    fn trunc_div(self, c: i64) -> Range {
        Range {
            lo: self.floor_div(c).lo,
            hi: self.ceil_div(c).hi,
        }
    }

    /// Floor modulo by the positive constant `c`.
    fn floor_mod(self, c: i64) -> Range {
        match (self.lo, self.hi) {
            // Within one period: the exact remainders.
            (Some(lo), Some(hi)) if lo.div_euclid(c) == hi.div_euclid(c) => {
                Range::new(Some(lo.rem_euclid(c)), Some(hi.rem_euclid(c)))
            }
            _ => Range::new(Some(0), Some(c - 1)),
        }
    }

    /// Truncating remainder by the positive constant `c` (takes the dividend's sign).
    fn trunc_rem(self, c: i64) -> Range {
        match self.lo {
            Some(lo) if lo >= 0 => self.floor_mod(c),
            _ => Range::new(
                Some(-(c - 1)),
                Some(match self.hi {
                    Some(h) if h < 0 => 0,
                    _ => c - 1,
                }),
            ),
        }
    }

    fn non_negative(self) -> bool {
        self.lo.is_some_and(|l| l >= 0)
    }
}

/// Memoised ranges of the integer values of one kernel (or function).
pub struct Intervals<'a> {
    ctx: &'a Context,
    m: &'a Module,
    facts: &'a LaunchFacts,
    func: Option<Op>,
    memo: HashMap<Value, Range>,
    depth: u32,
}

impl<'a> Intervals<'a> {
    /// Ranges of values under `func` (the kernel `facts` describe, if any).
    pub fn new(ctx: &'a Context, m: &'a Module, facts: &'a LaunchFacts, func: Option<Op>) -> Self {
        Intervals {
            ctx,
            m,
            facts,
            func,
            memo: HashMap::default(),
            depth: 0,
        }
    }

    /// Whether every index of the access stays inside its memref on every execution:
    /// `0 ≤ index` and `index + span ≤ size` for each dimension (`span` on the last one).
    /// `false` only means "not shown here".
    /// `operands` are the index values, or the operands of `map` when the access is an
    /// affine one.
    pub fn proves(
        &mut self,
        memref: Value,
        operands: &[Value],
        map: Option<AffineMap>,
        span: i64,
    ) -> bool {
        let TypeKind::MemRef { shape, .. } = self.ctx.type_kind(self.m.value_type(memref)) else {
            return false;
        };
        let shape = shape.clone();
        let ranges: Vec<Range> = match map {
            Some(map) => match self.map_ranges(map, operands) {
                Some(r) => r,
                None => return false,
            },
            None => operands.iter().map(|&v| self.value(v)).collect(),
        };
        if ranges.len() != shape.len() {
            return false;
        }
        let rank = ranges.len();
        for (d, r) in ranges.iter().enumerate() {
            let span = if d + 1 == rank { span } else { 1 };
            let size_lo = match shape[d] {
                DYNAMIC => self.dynamic_size(memref, d).lo,
                s => Some(s),
            };
            let (Some(lo), Some(hi), Some(size)) = (r.lo, r.hi, size_lo) else {
                return false;
            };
            if lo < 0 || hi.checked_add(span).is_none_or(|e| e > size) {
                return false;
            }
        }
        true
    }

    /// The range of the integer value `v`.
    pub fn value(&mut self, v: Value) -> Range {
        if let Some(&r) = self.memo.get(&v) {
            return r;
        }
        let r = if self.depth > 64 {
            Range::ANY
        } else {
            self.depth += 1;
            let r = self.structural(v);
            self.depth -= 1;
            self.fit_type(v, r)
        };
        self.memo.insert(v, r);
        r
    }

    /// `r`, or the whole signed range of `v`'s integer type when that type is narrower
    /// than 64 bits and could not hold every value of `r` (the computation may have
    /// wrapped, or a truncating cast dropped bits): a value of type `iN` read as signed
    /// always lies in `[-2^(N-1), 2^(N-1) - 1]`.
    fn fit_type(&self, v: Value, r: Range) -> Range {
        let TypeKind::Integer { width, .. } = self.ctx.type_kind(self.m.value_type(v)) else {
            return r;
        };
        let w = *width;
        if w >= 64 {
            return r;
        }
        if w == 0 {
            return Range::ANY;
        }
        let (min, max) = (-(1i64 << (w - 1)), (1i64 << (w - 1)) - 1);
        if r.lo.is_some_and(|l| l >= min) && r.hi.is_some_and(|h| h <= max) {
            r
        } else {
            Range::new(Some(min), Some(max))
        }
    }

    fn structural(&mut self, v: Value) -> Range {
        let m = self.m;
        let Some(op) = m.defining_op(v) else {
            return self.block_arg(v);
        };
        let o = m.op(op).operands();
        let k = ops::kind(m, op);
        let ctx = self.ctx;
        let cst = |x: Value| ops::constant_int(ctx, m, x);
        match (k, o) {
            (Some(OpKind::ArithConstant), _) => cst(v).map_or(Range::ANY, Range::point),
            (Some(OpKind::ArithAddI), &[a, b]) => self.value(a).add(self.value(b)),
            (Some(OpKind::ArithSubI), &[a, b]) => {
                let rb = self.value(b).scale(-1);
                self.value(a).add(rb)
            }
            (Some(OpKind::ArithMulI), &[a, b]) => match (cst(a), cst(b)) {
                (_, Some(c)) => self.value(a).scale(c),
                (Some(c), _) => self.value(b).scale(c),
                _ => self.value(a).mul(self.value(b)),
            },
            (Some(OpKind::ArithIndexCast | OpKind::ArithExtSI), &[a]) => self.value(a),
            // Zero-extensions read a negative source as a large unsigned value.
            // Otherwise the result is the source's bits read as unsigned: `[0, 2^N - 1]`
            // for an `iN` source narrower than 64 bits.
            (Some(OpKind::ArithExtUI | OpKind::ArithIndexCastUI), &[a]) => {
                let r = self.value(a);
                if r.non_negative() {
                    return r;
                }
                match self.ctx.type_kind(m.value_type(a)) {
                    TypeKind::Integer { width, .. } if (1..64).contains(width) => {
                        Range::new(Some(0), Some((1i64 << *width) - 1))
                    }
                    _ => Range::ANY,
                }
            }
            // A mask by a non-negative value: between 0 and the mask (and between 0 and the
            // smaller bound of two non-negative operands).
            (Some(OpKind::ArithAndI), &[a, b]) => {
                let (ra, rb) = (self.value(a), self.value(b));
                let bound = |r: Range| r.non_negative().then_some(r.hi).flatten();
                match (bound(ra), bound(rb)) {
                    (Some(x), Some(y)) => Range::new(Some(0), Some(x.min(y))),
                    (Some(x), None) | (None, Some(x)) => Range::new(Some(0), Some(x)),
                    (None, None) => Range::ANY,
                }
            }
            (Some(OpKind::ArithSelect), &[_, a, b]) => self.value(a).hull(self.value(b)),
            (Some(k @ (OpKind::ArithMaxSI | OpKind::ArithMinSI)), &[a, b]) => self
                .value(a)
                .extremum(self.value(b), k == OpKind::ArithMaxSI),
            (Some(k @ (OpKind::AffineMax | OpKind::AffineMin)), _) => {
                let Some(map) = ops::map_attr(self.ctx, m, op, "map") else {
                    return Range::ANY;
                };
                let o = o.to_vec();
                let rs = self.map_ranges(map, &o).unwrap_or_default();
                let mut it = rs.into_iter();
                let Some(first) = it.next() else {
                    return Range::ANY;
                };
                it.fold(first, |acc, r| acc.extremum(r, k == OpKind::AffineMax))
            }
            (Some(OpKind::AffineApply), _) => {
                let Some(map) = ops::apply_map(self.ctx, m, op) else {
                    return Range::ANY;
                };
                let o = o.to_vec();
                match self.map_ranges(map, &o).as_deref() {
                    Some(&[r]) => r,
                    _ => Range::ANY,
                }
            }
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
            ) => match cst(b) {
                Some(c) if c > 0 => {
                    let ra = self.value(a);
                    match k {
                        OpKind::ArithDivSI => ra.trunc_div(c),
                        OpKind::ArithRemSI => ra.trunc_rem(c),
                        OpKind::ArithFloorDivSI => ra.floor_div(c),
                        OpKind::ArithCeilDivSI => ra.ceil_div(c),
                        // Unsigned: as signed for a non-negative dividend only.
                        _ if !ra.non_negative() => Range::ANY,
                        OpKind::ArithDivUI => ra.floor_div(c),
                        _ => ra.floor_mod(c),
                    }
                }
                // A signed remainder by anything takes the dividend's sign and is no
                // larger in magnitude: between `min(lo, 0)` and `max(hi, 0)`.
                _ if k == OpKind::ArithRemSI => {
                    let ra = self.value(a);
                    Range::new(ra.lo.map(|l| l.min(0)), ra.hi.map(|h| h.max(0)))
                }
                _ => Range::ANY,
            },
            (Some(OpKind::MemRefDim), &[mem, d]) => match cst(d) {
                Some(d) if d >= 0 => {
                    let d = d as usize;
                    match self.ctx.type_kind(m.value_type(mem)) {
                        TypeKind::MemRef { shape, .. }
                            if shape.get(d).is_some_and(|&s| s != DYNAMIC) =>
                        {
                            Range::point(shape[d])
                        }
                        _ => self.dynamic_size(mem, d),
                    }
                }
                _ => Range::new(Some(0), None),
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
            (Some(OpKind::GpuClusterBlockId), _) => Range::point(0),
            (Some(OpKind::GpuClusterDimBlocks), _) => Range::point(1),
            // A subgroup has at most 128 lanes (Vulkan's `maxSubgroupSize` bound), and a
            // workgroup at most 1024 invocations on every device Tessera plans for.
            (Some(OpKind::ScfFor | OpKind::AffineFor), _) => {
                match m.op(op).results().iter().position(|&r| r == v) {
                    Some(k) => self.carried(op, k, true),
                    None => Range::ANY,
                }
            }
            (Some(OpKind::GpuLaneId), _) => Range::new(Some(0), Some(127)),
            (Some(OpKind::GpuSubgroupSize), _) => Range::new(Some(1), Some(128)),
            (Some(OpKind::GpuSubgroupId), _) => Range::new(Some(0), Some(1023)),
            (Some(OpKind::GpuNumSubgroups), _) => Range::new(Some(1), Some(1024)),
            _ => Range::ANY,
        }
    }

    /// The range of a dynamic size of `memref` (through `memref.cast`s): the launch
    /// sites' constant sizes when `memref` is a kernel argument, else any size.
    fn dynamic_size(&self, memref: Value, dim: usize) -> Range {
        let mut v = memref;
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
        if let TypeKind::MemRef { shape, .. } = self.ctx.type_kind(self.m.value_type(v)) {
            if let Some(&s) = shape.get(dim) {
                if s != DYNAMIC {
                    return Range::point(s);
                }
            }
        }
        let known = self.kernel_arg_index(v).and_then(|a| {
            self.facts
                .sizes
                .iter()
                .find(|&&(x, d, _, _)| x == a && d == dim)
                .map(|&(_, _, lo, hi)| (lo, hi))
        });
        match known {
            Some((lo, hi)) => Range::new(Some(lo.max(0)), Some(hi)),
            None => Range::new(Some(0), None),
        }
    }

    fn kernel_arg_index(&self, v: Value) -> Option<usize> {
        let ValueDef::BlockArg { block, index } = self.m.value(v).def else {
            return None;
        };
        let p = self.m.block_parent_op(block)?;
        (Some(p) == self.func).then_some(index as usize)
    }

    fn gpu_id(&self, k: OpKind, op: Op) -> Range {
        let d = match ops::attr(self.ctx, self.m, op, "dimension").map(|a| self.ctx.attr_kind(a)) {
            Some(AttrKind::Opaque { body, .. }) => match body.as_str() {
                "<dim x>" => 0,
                "<dim y>" => 1,
                "<dim z>" => 2,
                _ => return Range::ANY,
            },
            _ => return Range::ANY,
        };
        let (block, grid) = (self.facts.block[d], self.facts.grid[d]);
        let below = |n: Option<i64>| Range::new(Some(0), n.map(|n| n - 1));
        match k {
            OpKind::GpuThreadId => below(block),
            OpKind::GpuBlockId => below(grid),
            OpKind::GpuBlockDim => block.map_or(Range::new(Some(1), None), Range::point),
            OpKind::GpuGridDim => Range::new(Some(1), grid),
            _ => below(block.zip(grid).and_then(|(b, g)| b.checked_mul(g))),
        }
    }

    /// Iteration argument `k` of the `scf.for`/`affine.for` `lp` (in the body, or its
    /// result `k` after the loop when `after`): bounded when the loop yields it back as
    /// `x + d` or `x - d` (`d` bounded and not carried) and the trip count `N` is bounded.
    /// After `j` iterations it is `init + j·d`, with `j < N` in the body and `j <= N`
    /// after it; anything else is unbounded.
    fn carried(&mut self, lp: Op, k: usize, after: bool) -> Range {
        let m = self.m;
        let Some(body) = m.entry_block(lp, 0) else {
            return Range::ANY;
        };
        let Some(&x) = m.block(body).args().get(k + 1) else {
            return Range::ANY;
        };
        if after {
            // The body's range first, so that `x` is memoised with it.
            self.value(x);
        } else {
            // Until this loop is analysed, the carried value is unknown (cycles end here).
            self.memo.insert(x, Range::ANY);
        }
        let o = m.op(lp).operands().to_vec();
        let (init, trips) = match ops::kind(m, lp) {
            Some(OpKind::ScfFor) => {
                if ops::attr(self.ctx, m, lp, "unsignedCmp").is_some() {
                    return Range::ANY;
                }
                let (Some(&lb), Some(&ub), Some(&step), Some(&init)) =
                    (o.first(), o.get(1), o.get(2), o.get(3 + k))
                else {
                    return Range::ANY;
                };
                let (lb, ub, step) = (self.value(lb), self.value(ub), self.value(step));
                let trips = match (lb.lo, ub.hi, step.lo) {
                    (Some(l), Some(h), Some(s)) if s >= 1 => {
                        h.checked_sub(l).map(|d| ceil_div_pos(d.max(0), s))
                    }
                    _ => None,
                };
                (init, trips)
            }
            Some(OpKind::AffineFor) => {
                let Some(fb) = ops::for_bounds(self.ctx, m, lp) else {
                    return Range::ANY;
                };
                let Some(&init) = fb.inits.get(k) else {
                    return Range::ANY;
                };
                let lbs = self.map_ranges(fb.lb_map, &fb.lb_operands);
                let ubs = self.map_ranges(fb.ub_map, &fb.ub_operands);
                let lo = lbs.and_then(|r| r.iter().filter_map(|r| r.lo).max());
                let hi = ubs.and_then(|r| r.iter().filter_map(|r| r.hi).min());
                let trips = match (lo, hi) {
                    (Some(l), Some(h)) => h.checked_sub(l).map(|d| ceil_div_pos(d.max(0), fb.step)),
                    _ => None,
                };
                (init, trips)
            }
            _ => return Range::ANY,
        };
        let r0 = self.value(init);
        let Some(n) = trips else {
            return Range::ANY;
        };
        // The value yielded back: `x + d`, `d + x` or `x - d`.
        let Some(y) = m
            .last_op(body)
            .and_then(|t| m.op(t).operands().get(k).copied())
        else {
            return Range::ANY;
        };
        let Some(def) = m.defining_op(y) else {
            return Range::ANY;
        };
        let d = match (ops::kind(m, def), m.op(def).operands()) {
            (Some(OpKind::ArithAddI), &[a, b]) if a == x => self.value(b),
            (Some(OpKind::ArithAddI), &[a, b]) if b == x => self.value(a),
            (Some(OpKind::ArithSubI), &[a, b]) if a == x => self.value(b).scale(-1),
            _ => return Range::ANY,
        };
        let j = if after { n } else { (n - 1).max(0) };
        let (Some(dlo), Some(dhi)) = (d.lo, d.hi) else {
            return Range::ANY;
        };
        let (Some(lo), Some(hi)) = (dlo.min(0).checked_mul(j), dhi.max(0).checked_mul(j)) else {
            return Range::ANY;
        };
        r0.add(Range::new(Some(lo), Some(hi)))
    }

    /// Block arguments: loop IVs, kernel arguments, `gpu.launch` ids.
    fn block_arg(&mut self, v: Value) -> Range {
        let m = self.m;
        let ValueDef::BlockArg { block, index } = m.value(v).def else {
            return Range::ANY;
        };
        let index = index as usize;
        let Some(p) = m.block_parent_op(block) else {
            return Range::ANY;
        };
        let o = m.op(p).operands();
        match ops::kind(m, p) {
            // An unsigned loop compares its counter unsigned: not modelled.
            Some(OpKind::ScfFor)
                if index == 0 && ops::attr(self.ctx, m, p, "unsignedCmp").is_some() =>
            {
                Range::ANY
            }
            Some(OpKind::ScfFor | OpKind::AffineFor) if index > 0 => {
                self.carried(p, index - 1, false)
            }
            Some(OpKind::ScfFor) if index == 0 => match o {
                [lb, ub, ..] => {
                    let (lb, ub) = (*lb, *ub);
                    iv(self.value(lb), self.value(ub))
                }
                _ => Range::ANY,
            },
            Some(OpKind::ScfParallel) => {
                let n = m.block(block).args().len();
                match (o.get(index), o.get(n + index)) {
                    (Some(&lb), Some(&ub)) => iv(self.value(lb), self.value(ub)),
                    _ => Range::ANY,
                }
            }
            Some(OpKind::AffineFor) if index == 0 => {
                let Some(fb) = ops::for_bounds(self.ctx, m, p) else {
                    return Range::ANY;
                };
                let (Some(lbs), Some(ubs)) = (
                    self.map_ranges(fb.lb_map, &fb.lb_operands),
                    self.map_ranges(fb.ub_map, &fb.ub_operands),
                ) else {
                    return Range::ANY;
                };
                // iv ≥ every lower bound and < every upper bound.
                let lo = lbs.iter().filter_map(|r| r.lo).max();
                let hi = ubs.iter().filter_map(|r| r.hi).min();
                iv(Range::new(lo, None), Range::new(None, hi))
            }
            Some(OpKind::GpuLaunch) if index < 12 => {
                let base = ops::segments(self.ctx, m, p)
                    .and_then(|s| s.first().copied())
                    .unwrap_or(0);
                let size_pos = if index < 6 {
                    base + index
                } else {
                    base + index - 6
                };
                let Some(&size) = o.get(size_pos) else {
                    return Range::ANY;
                };
                let size = self.value(size);
                if index < 6 {
                    Range::new(Some(0), size.hi.and_then(|h| h.checked_sub(1)))
                } else {
                    size
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
                    ArgFact::Range(lo, hi) => Range::new(Some(lo), Some(hi)),
                    ArgFact::DimOf { arg, dim } => match m.block(block).args().get(arg) {
                        Some(&mem) => self.dynamic_size(mem, dim),
                        None => Range::ANY,
                    },
                    ArgFact::Unknown => Range::ANY,
                }
            }
            _ => Range::ANY,
        }
    }

    /// The ranges of the results of `map` applied to `operands` (`None` when they do not
    /// match).
    pub fn map_ranges(&mut self, map: AffineMap, operands: &[Value]) -> Option<Vec<Range>> {
        let d = self.ctx.map_data(map);
        let nd = d.num_dims as usize;
        if nd + d.num_symbols as usize != operands.len() {
            return None;
        }
        let results = d.results.clone();
        let args: Vec<Range> = operands.iter().map(|&o| self.value(o)).collect();
        Some(
            results
                .into_iter()
                .map(|e| self.expr(e, &args, nd, 0))
                .collect(),
        )
    }

    fn expr(&self, e: AffineExpr, args: &[Range], nd: usize, depth: u32) -> Range {
        if depth > 64 {
            return Range::ANY;
        }
        match self.ctx.expr(e) {
            AffineExprKind::Dim(i) => args.get(i as usize).copied().unwrap_or(Range::ANY),
            AffineExprKind::Symbol(i) => args.get(nd + i as usize).copied().unwrap_or(Range::ANY),
            AffineExprKind::Const(c) => Range::point(c),
            AffineExprKind::Bin(op, a, b) => {
                let ra = self.expr(a, args, nd, depth + 1);
                let c = match self.ctx.expr(b) {
                    AffineExprKind::Const(c) => Some(c),
                    _ => None,
                };
                match (op, c) {
                    (AffineBinOp::Add, _) => ra.add(self.expr(b, args, nd, depth + 1)),
                    (AffineBinOp::Mul, Some(c)) => ra.scale(c),
                    (AffineBinOp::Mul, None) => match self.ctx.expr(a) {
                        AffineExprKind::Const(c) => self.expr(b, args, nd, depth + 1).scale(c),
                        _ => Range::ANY,
                    },
                    (AffineBinOp::FloorDiv, Some(c)) if c > 0 => ra.floor_div(c),
                    (AffineBinOp::CeilDiv, Some(c)) if c > 0 => ra.ceil_div(c),
                    (AffineBinOp::Mod, Some(c)) if c > 0 => ra.floor_mod(c),
                    _ => Range::ANY,
                }
            }
        }
    }
}

/// An IV with `lb ≤ iv < ub`.
/// `ceil(d / s)` for `d >= 0`, `s >= 1`.
fn ceil_div_pos(d: i64, s: i64) -> i64 {
    d / s + i64::from(d % s != 0)
}

fn iv(lb: Range, ub: Range) -> Range {
    Range::new(lb.lo, ub.hi.and_then(|h| h.checked_sub(1)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::affine::access_bounds::Verdict;
    use crate::affine::launch_facts::launch_facts;
    use crate::gpu::bounds::check::{access_of, analyze_access};
    use crate::parser::{parse_source, ParseOptions};

    /// For each access of the kernel: (proven by intervals, proven by the Omega test).
    fn both(body: &str) -> Vec<(bool, bool)> {
        let src = format!(
            "module attributes {{gpu.container_module}} {{\n gpu.module @k {{\n  gpu.func @f(%a: memref<64xf32>, %n: index) kernel attributes {{known_block_size = array<i32: 16, 1, 1>}} {{\n{body}\n   gpu.return\n  }}\n }}\n}}\n"
        );
        let mut ctx = Context::new();
        let m = parse_source(&mut ctx, &src, "t.mlir", &ParseOptions::default())
            .unwrap_or_else(|e| panic!("{e}\n{src}"));
        let mut func = None;
        m.walk_pre(m.top[0], &mut |op| {
            if ops::kind(&m, op) == Some(OpKind::GpuFunc) {
                func = Some(op);
            }
        });
        let func = func.expect("kernel");
        let facts = launch_facts(&ctx, &m, func);
        let mut list = Vec::new();
        m.walk_pre(func, &mut |op| list.push(op));
        let accesses: Vec<_> = list
            .iter()
            .filter_map(|&op| access_of(&ctx, &m, op))
            .collect();
        let by_intervals: Vec<bool> = {
            let mut iv = Intervals::new(&ctx, &m, &facts, Some(func));
            accesses
                .iter()
                .map(|a| iv.proves(a.memref, &a.operands, a.map, a.span))
                .collect()
        };
        accesses
            .iter()
            .zip(by_intervals)
            .map(|(a, i)| {
                let (v, _) = analyze_access(&mut ctx, &m, &facts, Some(func), a);
                let omega = v
                    .iter()
                    .all(|&(l, h)| l == Verdict::Proven && h == Verdict::Proven);
                (i, omega)
            })
            .collect()
    }

    #[test]
    fn intervals_prove_only_what_holds() {
        let v = both(
            "%c0 = arith.constant 0 : index
             %c1 = arith.constant 1 : index
             %c4 = arith.constant 4 : index
             %c8 = arith.constant 8 : index
             %c48 = arith.constant 48 : index
             %c61 = arith.constant 61 : index
             %t = gpu.thread_id x
             %x = arith.muli %t, %c4 : index
             %v0 = memref.load %a[%x] : memref<64xf32>
             %y = arith.addi %x, %c4 : index
             %v1 = memref.load %a[%y] : memref<64xf32>
             %z = arith.addi %t, %c48 : index
             %v2 = memref.load %a[%z] : memref<64xf32>
             %r = arith.remsi %n, %c8 : index
             %v3 = memref.load %a[%r] : memref<64xf32>
             %q = arith.remsi %t, %c8 : index
             %v4 = memref.load %a[%q] : memref<64xf32>
             scf.for %i = %c0 to %c61 step %c4 {
               %j = arith.addi %i, %c1 : index
               %v5 = memref.load %a[%j] : memref<64xf32>
               %k = arith.addi %i, %c4 : index
               %v6 = memref.load %a[%k] : memref<64xf32>
             }
             %u = arith.subi %t, %c1 : index
             %lt = arith.cmpi slt, %t, %c1 : index
             scf.if %lt {
             } else {
               %v7 = memref.load %a[%u] : memref<64xf32>
             }",
        );
        for (i, &(by_intervals, by_omega)) in v.iter().enumerate() {
            assert!(!by_intervals || by_omega, "access {i}: {v:?}");
        }
        // t*4 ≤ 60 and t+48 ≤ 63 are in; t*4+4 may reach 64; a remainder of an unknown
        // sign may be negative; i+1 ≤ 61 is in while i+4 ≤ 64 is not (step lattice
        // aside); t-1 needs the condition, which only the Omega test reads.
        let intervals: Vec<bool> = v.iter().map(|p| p.0).collect();
        assert_eq!(
            intervals,
            vec![true, false, true, false, true, true, false, false]
        );
        assert!(v[7].1, "the else branch bounds t - 1: {v:?}");
    }

    #[test]
    fn range_arithmetic() {
        let r = Range::new(Some(-5), Some(9));
        assert_eq!(r.floor_div(4), Range::new(Some(-2), Some(2)));
        assert_eq!(r.ceil_div(4), Range::new(Some(-1), Some(3)));
        assert_eq!(r.trunc_div(4), Range::new(Some(-2), Some(3)));
        assert_eq!(r.floor_mod(4), Range::new(Some(0), Some(3)));
        assert_eq!(r.trunc_rem(4), Range::new(Some(-3), Some(3)));
        assert_eq!(
            Range::new(Some(5), Some(6)).floor_mod(4),
            Range::new(Some(1), Some(2))
        );
        assert_eq!(
            Range::new(Some(-6), Some(-5)).trunc_rem(4),
            Range::new(Some(-3), Some(0))
        );
        assert_eq!(r.scale(-2), Range::new(Some(-18), Some(10)));
        assert_eq!(r.add(Range::new(Some(1), None)), Range::new(Some(-4), None));
        assert_eq!(
            Range::new(Some(i64::MAX), Some(i64::MAX)).add(Range::point(1)),
            Range::ANY
        );
        // min(r, [0, ∞)) = [-5, 9]; max(r, [0, ∞)) = [0, ∞).
        let pos = Range::new(Some(0), None);
        assert_eq!(r.extremum(pos, false), Range::new(Some(-5), Some(9)));
        assert_eq!(r.extremum(pos, true), Range::new(Some(0), None));
        assert_eq!(r.hull(pos), Range::new(Some(-5), None));
    }
}
