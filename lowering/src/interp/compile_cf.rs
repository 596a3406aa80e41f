//! Compilation of control flow: `cf` branches, and the structured loops and conditionals of
//! `scf` and `affine`, flattened into jumps.
//!
//! A loop `for iv = lb to ub step s` becomes
//!
//! ```text
//!     iter_args <- inits
//!     LoopEnter iv, lb, ub -> exit        ; iv = lb, leave if iv >= ub
//! body:
//!     ...                                 ; yield copies into iter_args
//! latch:
//!     LoopNext iv, s, ub -> body          ; iv += s, loop while iv < ub
//! exit:
//!     results <- iter_args
//! ```
//!
//! so one iteration costs one instruction of overhead. Parallel loops run their iterations
//! in order (a valid schedule), with reductions accumulated in the result slots.

use std::cell::Cell;

use crate::dialect::view;
use crate::ir::{AffineMap, Op, Value};

use super::amap::{AExpr, AMap, ASet};
use super::compile::{FnC, RCtx};
use super::decode::{
    atomic_kind, attr, i64_list, int_attr, map_attr, scalar_type, segments, set_attr,
    split_segments,
};
use super::inst::{Inst, MemOp, RedKind, Slot, Src, SwitchTable, R};
use super::scalar::{FOp, IOp, SOp};
use super::value::{put_float, Scalar};

impl FnC<'_, '_> {
    /// A register holding the min (`max == false`) or max of `exprs`.
    pub(crate) fn bound_of(&mut self, exprs: Vec<AExpr>, max: bool) -> R {
        if exprs.len() == 1 {
            if let Some(r) = exprs[0].as_var() {
                return r;
            }
            if let Some(c) = exprs[0].as_const() {
                return self.const_reg(c as u64);
            }
        }
        let d = self.new_reg();
        if exprs.len() == 1 {
            let e = self.f.exprs.len() as u32;
            self.f.exprs.extend(exprs);
            self.emit(Inst::Affine { d, e });
        } else if exprs.is_empty() {
            self.error("affine bound map without results");
        } else {
            let m = self.f.maps.len() as u32;
            self.f.maps.push(exprs);
            self.emit(Inst::AffineMinMax { d, m, max });
        }
        d
    }

    /// Compiles `map` over `operands` into expressions.
    pub(crate) fn amap(&mut self, map: AffineMap, operands: &[Value]) -> Vec<AExpr> {
        let regs: Vec<R> = operands.iter().map(|&v| self.reg(v)).collect();
        match AMap::compile(self.ctx, map, &regs) {
            Ok(m) => m.results,
            Err(e) => {
                self.error(e);
                Vec::new()
            }
        }
    }

    /// Emits a counted loop around `body`, which receives the latch label.
    fn counted_loop(
        &mut self,
        iv: R,
        lb: R,
        ub: R,
        step: R,
        uns: bool,
        body: impl FnOnce(&mut Self, u32),
    ) {
        let (exit, top, latch) = (self.new_label(), self.new_label(), self.new_label());
        self.emit(Inst::LoopEnter {
            iv,
            lb,
            ub,
            exit,
            uns,
        });
        self.bind(top);
        body(self, latch);
        self.bind(latch);
        self.emit(Inst::LoopNext {
            iv,
            step,
            ub,
            body: top,
            uns,
        });
        self.bind(exit);
    }

    /// Emits a loop nest over `dims` (`(iv, lb, ub, step)`), innermost last.
    fn loop_nest(&mut self, dims: &[(R, R, R, R)], body: &mut dyn FnMut(&mut Self, u32)) {
        match dims.split_first() {
            None => {
                let after = self.new_label();
                body(self, after);
                self.bind(after);
            }
            Some((&(iv, lb, ub, step), rest)) => {
                self.counted_loop(iv, lb, ub, step, false, |me, latch| {
                    if rest.is_empty() {
                        body(me, latch);
                    } else {
                        me.loop_nest(rest, body);
                    }
                });
            }
        }
    }

    /// `scf.for`
    pub(crate) fn scf_for(&mut self, op: Op) {
        let d = self.m.op(op);
        let Some(v) = self.view(view::ScfFor::new(self.ctx, d)) else {
            return;
        };
        let results = d.results().to_vec();
        let Some(&r) = d.regions().first() else {
            self.error("malformed scf.for");
            return;
        };
        let Some(entry) = self.m.region(r).blocks().first().copied() else {
            return;
        };
        let args = self.m.block(entry).args().to_vec();
        if args.is_empty() {
            self.error("scf.for body without an induction variable");
            return;
        }
        let uns = attr(self.ctx, d, "unsignedCmp").is_some();
        let (lb, ub) = (self.reg(v.lower_bound()), self.reg(v.upper_bound()));
        let step = self.reg(v.step());
        let iv = self.reg(args[0]);
        let iters = self.slots_of(&args[1..]);
        let inits = self.slots_of(v.init_args());
        self.emit(Inst::CheckStep { s: step });
        self.copies(&iters, &inits);
        self.counted_loop(iv, lb, ub, step, uns, |me, latch| {
            me.region(
                r,
                &RCtx::Yield {
                    dsts: iters.clone(),
                    after: latch,
                },
            );
        });
        let res = self.slots_of(&results);
        self.copies(&res, &iters);
    }

    /// `affine.for`
    pub(crate) fn affine_for(&mut self, op: Op) {
        let (ctx, d) = (self.ctx, self.m.op(op));
        let (Some(lbm), Some(ubm)) = (
            map_attr(ctx, d, "lowerBoundMap"),
            map_attr(ctx, d, "upperBoundMap"),
        ) else {
            self.error("affine.for without bound maps");
            return;
        };
        let ops = d.operands().to_vec();
        let nl = (ctx.map_data(lbm).num_dims + ctx.map_data(lbm).num_symbols) as usize;
        let nu = (ctx.map_data(ubm).num_dims + ctx.map_data(ubm).num_symbols) as usize;
        let ranges = match segments(ctx, d) {
            Some(s) if s.len() == 3 => split_segments(&s, ops.len()),
            _ if ops.len() >= nl + nu => Some(vec![0..nl, nl..nl + nu, nl + nu..ops.len()]),
            _ => None,
        };
        let Some(rg) = ranges else {
            self.error("affine.for operands do not match its bound maps");
            return;
        };
        let step = int_attr(ctx, d, "step").unwrap_or(1);
        if step <= 0 {
            self.error("affine.for step must be positive");
            return;
        }
        let Some(&r) = d.regions().first() else {
            return;
        };
        let Some(entry) = self.m.region(r).blocks().first().copied() else {
            return;
        };
        let args = self.m.block(entry).args().to_vec();
        if args.is_empty() {
            self.error("affine.for body without an induction variable");
            return;
        }
        let results = d.results().to_vec();
        let lbe = self.amap(lbm, &ops[rg[0].clone()]);
        let ube = self.amap(ubm, &ops[rg[1].clone()]);
        let lb = self.bound_of(lbe, true);
        let ub = self.bound_of(ube, false);
        let step = self.const_reg(step as u64);
        let iv = self.reg(args[0]);
        let iters = self.slots_of(&args[1..]);
        let inits = self.slots_of(&ops[rg[2].clone()]);
        self.copies(&iters, &inits);
        self.counted_loop(iv, lb, ub, step, false, |me, latch| {
            me.region(
                r,
                &RCtx::Yield {
                    dsts: iters.clone(),
                    after: latch,
                },
            );
        });
        let res = self.slots_of(&results);
        self.copies(&res, &iters);
    }

    /// `scf.if` (`cond` given) and `affine.if` (`set` given).
    pub(crate) fn if_op(&mut self, op: Op, affine: bool) {
        let d = self.m.op(op);
        let ops = d.operands().to_vec();
        let regions = d.regions().to_vec();
        let res = self.slots_of(d.results());
        let (else_l, end) = (self.new_label(), self.new_label());
        if affine {
            let Some(set) = set_attr(self.ctx, d, "condition") else {
                self.error("affine.if without a 'condition' integer set");
                return;
            };
            let regs: Vec<R> = ops.iter().map(|&v| self.reg(v)).collect();
            match ASet::compile(self.ctx, set, &regs) {
                Ok(s) => {
                    let id = self.f.sets.len() as u32;
                    self.f.sets.push(s);
                    self.emit(Inst::JumpIfNotInSet { set: id, t: else_l });
                }
                Err(e) => self.error(e),
            }
        } else {
            let Some(&c) = ops.first() else {
                self.error("scf.if without a condition");
                return;
            };
            let c = self.reg(c);
            self.emit(Inst::JumpIfZero { c, t: else_l });
        }
        let rc = RCtx::Yield {
            dsts: res,
            after: end,
        };
        if let Some(&t) = regions.first() {
            self.region(t, &rc);
            if self.m.region(t).blocks().is_empty() {
                self.emit(Inst::Jump { t: end });
            }
        }
        self.bind(else_l);
        if let Some(&e) = regions.get(1) {
            if !self.m.region(e).blocks().is_empty() {
                self.region(e, &rc);
            }
        }
        self.bind(end);
    }

    /// `scf.while`
    pub(crate) fn scf_while(&mut self, op: Op) {
        let d = self.m.op(op);
        let regions = d.regions().to_vec();
        let (Some(&before), Some(&after)) = (regions.first(), regions.get(1)) else {
            self.error("scf.while needs two regions");
            return;
        };
        let entry_args = |r| {
            self.m
                .region(r)
                .blocks()
                .first()
                .map(|&b| self.m.block(b).args().to_vec())
                .unwrap_or_default()
        };
        let (bargs, aargs) = (entry_args(before), entry_args(after));
        let inits = self.slots_of(d.operands());
        let results = self.slots_of(d.results());
        let bslots = self.slots_of(&bargs);
        let aslots = self.slots_of(&aargs);
        self.copies(&bslots, &inits);
        let (top, body, exit) = (self.new_label(), self.new_label(), self.new_label());
        self.bind(top);
        self.region(
            before,
            &RCtx::WhileBefore {
                results,
                after_args: aslots,
                exit,
                body,
            },
        );
        self.bind(body);
        self.region(
            after,
            &RCtx::Yield {
                dsts: bslots,
                after: top,
            },
        );
        self.bind(exit);
    }

    /// `scf.condition` inside the `before` region of `scf.while`.
    pub(crate) fn scf_condition(&mut self, op: Op, rc: &RCtx) {
        let RCtx::WhileBefore {
            results,
            after_args,
            exit,
            body,
        } = rc
        else {
            self.error("scf.condition outside scf.while");
            return;
        };
        let ops = self.m.op(op).operands().to_vec();
        let Some((&c, vals)) = ops.split_first() else {
            self.error("scf.condition without a condition");
            return;
        };
        let c = self.reg(c);
        let vals = self.slots_of(vals);
        let stop = self.new_label();
        self.emit(Inst::JumpIfZero { c, t: stop });
        self.copies(after_args, &vals);
        self.emit(Inst::Jump { t: *body });
        self.bind(stop);
        self.copies(results, &vals);
        self.emit(Inst::Jump { t: *exit });
    }

    /// `scf.parallel`
    pub(crate) fn scf_parallel(&mut self, op: Op) {
        let d = self.m.op(op);
        let ops = d.operands().to_vec();
        let Some(&r) = d.regions().first() else {
            return;
        };
        let Some(entry) = self.m.region(r).blocks().first().copied() else {
            return;
        };
        let ivs = self.m.block(entry).args().to_vec();
        let n = ivs.len();
        let k = d.results().len();
        let rg = match segments(self.ctx, d) {
            Some(s) if s.len() == 4 => split_segments(&s, ops.len()),
            _ if ops.len() == 3 * n + k => {
                Some(vec![0..n, n..2 * n, 2 * n..3 * n, 3 * n..3 * n + k])
            }
            _ => None,
        };
        let Some(rg) = rg.filter(|rg| {
            rg[0].len() == n && rg[1].len() == n && rg[2].len() == n && rg[3].len() == k
        }) else {
            self.error("scf.parallel operands do not match its induction variables");
            return;
        };
        let accs = self.slots_of(d.results());
        let inits = self.slots_of(&ops[rg[3].clone()]);
        self.copies(&accs, &inits);
        let bounds = (0..n)
            .map(|i| {
                (
                    self.reg(ops[rg[0].start + i]),
                    self.reg(ops[rg[1].start + i]),
                    self.reg(ops[rg[2].start + i]),
                )
            })
            .collect();
        self.parallel_nest(r, &ivs, bounds, accs);
    }

    /// The iterations of a parallel loop (`scf.parallel`, `scf.forall`) in order: a step
    /// check per dimension, then the nest over `bounds` (lower, upper, step per induction
    /// variable), its body combining into `accs` through `scf.reduce`.
    fn parallel_nest(
        &mut self,
        r: crate::ir::Region,
        ivs: &[crate::ir::Value],
        bounds: Vec<(R, R, R)>,
        accs: Vec<Slot>,
    ) {
        let mut dims = Vec::with_capacity(bounds.len());
        for (&iv, (lb, ub, st)) in ivs.iter().zip(bounds) {
            self.emit(Inst::CheckStep { s: st });
            let iv = self.reg(iv);
            dims.push((iv, lb, ub, st));
        }
        self.loop_nest(&dims, &mut |me, latch| {
            me.region(
                r,
                &RCtx::ParBody {
                    accs: accs.clone(),
                    after: latch,
                    counter: Cell::new(0),
                },
            );
        });
    }

    /// `scf.forall` of the memref form: its iterations in order, like `scf.parallel`
    /// (`shared_outs` on tensors are refused).
    pub(crate) fn scf_forall(&mut self, op: Op) {
        let (ctx, d) = (self.ctx, self.m.op(op));
        let ops = d.operands().to_vec();
        let Some(&r) = d.regions().first() else {
            return;
        };
        let Some(entry) = self.m.region(r).blocks().first().copied() else {
            return;
        };
        let args = self.m.block(entry).args().to_vec();
        let Some(rg) = segments(ctx, d)
            .and_then(|s| split_segments(&s, ops.len()))
            .filter(|rg| rg.len() == 4)
        else {
            return self.error("scf.forall without valid operandSegmentSizes");
        };
        // `shared_outs` on tensors, with value semantics: each result starts as a copy of
        // its init, the `tensor.parallel_insert_slice`s of every iteration write into it,
        // and the block argument is the init itself (the inserts take effect when the
        // forall ends, so a read of the argument sees the init).
        let outs = ops[rg[3].clone()].to_vec();
        let results = d.results().to_vec();
        if outs.len() != results.len() || outs.len() > args.len() {
            return self.error("scf.forall shared_outs do not match its results");
        }
        let (ivs, out_args) = args.split_at(args.len() - outs.len());
        let ivs = ivs.to_vec();
        for ((&init, &res), &arg) in outs.iter().zip(&results).zip(out_args) {
            let (io, ro) = (self.obj(init), self.obj(res));
            self.mem(MemOp::Clone { d: ro, s: io });
            let a = self.slot(arg);
            self.copies(&[a], &[Slot::O(io)]);
            self.forall_outs.insert(arg, ro);
        }
        let list = |n: &str| attr(ctx, d, n).and_then(|a| super::decode::i64_list(ctx, a));
        let (Some(lb), Some(ub), Some(step)) = (
            list("staticLowerBound"),
            list("staticUpperBound"),
            list("staticStep"),
        ) else {
            return self.error("scf.forall without its static bounds");
        };
        let (Some(lb), Some(ub), Some(step)) = (
            self.mixed(&lb, &ops[rg[0].clone()]),
            self.mixed(&ub, &ops[rg[1].clone()]),
            self.mixed(&step, &ops[rg[2].clone()]),
        ) else {
            return self.error("scf.forall dynamic bounds do not match the static lists");
        };
        if lb.len() != ivs.len() || ub.len() != ivs.len() || step.len() != ivs.len() {
            return self.error("scf.forall bounds do not match its induction variables");
        }
        let reg = |me: &mut Self, s: Src| match s {
            Src::Reg(r) => r,
            Src::Const(c) => me.const_reg(c as u64),
        };
        let bounds = (0..ivs.len())
            .map(|i| (reg(self, lb[i]), reg(self, ub[i]), reg(self, step[i])))
            .collect();
        self.parallel_nest(r, &ivs, bounds, Vec::new());
    }

    /// `scf.reduce` in a `scf.parallel` body (new form: one op with a region per reduced
    /// value, the body's terminator; old form: one op per value).
    pub(crate) fn scf_reduce(&mut self, op: Op, rc: &RCtx) {
        let RCtx::ParBody {
            accs,
            after,
            counter,
        } = rc
        else {
            self.error("scf.reduce outside scf.parallel");
            return;
        };
        let d = self.m.op(op);
        let vals = d.operands().to_vec();
        let regions = d.regions().to_vec();
        if vals.len() != regions.len() {
            self.error("scf.reduce needs one region per operand");
            return;
        }
        let base = counter.get();
        counter.set(base + vals.len());
        for (j, (&v, &r)) in vals.iter().zip(&regions).enumerate() {
            let Some(&acc) = accs.get(base + j) else {
                self.error("more scf.reduce operands than scf.parallel results");
                return;
            };
            let Some(entry) = self.m.region(r).blocks().first().copied() else {
                continue;
            };
            let args = self.m.block(entry).args().to_vec();
            if args.len() != 2 {
                self.error("scf.reduce region needs two arguments");
                return;
            }
            let (lhs, rhs) = (self.slot(args[0]), self.slot(args[1]));
            let vs = self.slot(v);
            self.copies(&[lhs, rhs], &[acc, vs]);
            let next = self.new_label();
            self.region(
                r,
                &RCtx::Yield {
                    dsts: vec![acc],
                    after: next,
                },
            );
            self.bind(next);
        }
        if self.m.next_op(op).is_none() {
            self.emit(Inst::Jump { t: *after });
        }
    }

    /// `affine.parallel`
    pub(crate) fn affine_parallel(&mut self, op: Op) {
        let (ctx, d) = (self.ctx, self.m.op(op));
        let (Some(lbm), Some(ubm)) = (
            map_attr(ctx, d, "lowerBoundsMap"),
            map_attr(ctx, d, "upperBoundsMap"),
        ) else {
            self.error("affine.parallel without bound maps");
            return;
        };
        let ops = d.operands().to_vec();
        let nl = (ctx.map_data(lbm).num_dims + ctx.map_data(lbm).num_symbols) as usize;
        if ops.len() < nl {
            self.error("affine.parallel operands do not match its bound maps");
            return;
        }
        let Some(&r) = d.regions().first() else {
            return;
        };
        let Some(entry) = self.m.region(r).blocks().first().copied() else {
            return;
        };
        let ivs = self.m.block(entry).args().to_vec();
        let n = ivs.len();
        let groups = |name: &str, total: usize| -> Option<Vec<usize>> {
            match attr(ctx, d, name).and_then(|a| i64_list(ctx, a)) {
                Some(g) => g.into_iter().map(|x| usize::try_from(x).ok()).collect(),
                None if total == n => Some(vec![1; n]),
                None => None,
            }
        };
        let lbe = self.amap(lbm, &ops[..nl]);
        let ube = self.amap(ubm, &ops[nl..]);
        let (Some(lg), Some(ug)) = (
            groups("lowerBoundsGroups", lbe.len()),
            groups("upperBoundsGroups", ube.len()),
        ) else {
            self.error("affine.parallel bound groups do not match its induction variables");
            return;
        };
        if lg.len() != n
            || ug.len() != n
            || lg.iter().sum::<usize>() != lbe.len()
            || ug.iter().sum::<usize>() != ube.len()
        {
            self.error("affine.parallel bound groups do not match its bound maps");
            return;
        }
        let steps = attr(ctx, d, "steps")
            .and_then(|a| i64_list(ctx, a))
            .unwrap_or_else(|| vec![1; n]);
        if steps.len() != n || steps.iter().any(|&s| s <= 0) {
            self.error("affine.parallel steps must be positive, one per induction variable");
            return;
        }
        // Reductions.
        let results = d.results().to_vec();
        let red_attrs = match attr(ctx, d, "reductions").map(|a| ctx.attr_kind(a)) {
            Some(crate::ir::AttrKind::Array(v)) => v.clone(),
            _ => Vec::new(),
        };
        if red_attrs.len() != results.len() {
            self.error("affine.parallel needs one reduction kind per result");
            return;
        }
        let mut kinds = Vec::new();
        for (&a, &v) in red_attrs.iter().zip(&results) {
            let Some(t) = scalar_type(ctx, self.m.value_type(v)) else {
                if let Some(o) = self.cur_op {
                    self.unsupported(o, "non-scalar reduction");
                }
                return;
            };
            match atomic_kind(ctx, a, t.is_float()) {
                Some(k) => kinds.push((k, t)),
                None => {
                    self.error("unknown affine.parallel reduction kind");
                    return;
                }
            }
        }
        let accs = self.slots_of(&results);
        for (acc, (k, t)) in accs.iter().zip(&kinds) {
            if let Slot::R(a) = acc {
                let c = self.const_reg(identity(*k, *t));
                self.emit(Inst::Mov { d: *a, s: c });
            }
        }
        let (mut li, mut ui) = (lbe.into_iter(), ube.into_iter());
        let mut dims = Vec::new();
        for i in 0..n {
            let l: Vec<AExpr> = li.by_ref().take(lg[i]).collect();
            let u: Vec<AExpr> = ui.by_ref().take(ug[i]).collect();
            let lb = self.bound_of(l, true);
            let ub = self.bound_of(u, false);
            let st = self.const_reg(steps[i] as u64);
            let iv = self.reg(ivs[i]);
            dims.push((iv, lb, ub, st));
        }
        self.loop_nest(&dims, &mut |me, latch| {
            me.region(
                r,
                &RCtx::AffParBody {
                    accs: accs.clone(),
                    kinds: kinds.clone(),
                    after: latch,
                },
            );
        });
    }

    /// `acc = acc <kind> v`
    pub(crate) fn combine(&mut self, k: RedKind, t: Scalar, acc: Slot, v: Slot) {
        match (acc, v) {
            (Slot::R(a), Slot::R(b)) => {
                if k == RedKind::Assign {
                    self.emit(Inst::Mov { d: a, s: b });
                } else {
                    self.emit(Inst::Op2 {
                        op: red_sop(k, t),
                        d: a,
                        a,
                        b,
                    });
                }
            }
            _ => self.error("vector reductions are not supported in affine.parallel"),
        }
    }

    /// `cf.br`, `cf.cond_br`, `cf.switch`
    pub(crate) fn branch(&mut self, op: Op) {
        use crate::dialect::OpKind;
        let d = self.m.op(op);
        let ops = d.operands().to_vec();
        let succs = d.successors.clone();
        let block_args = |me: &mut Self, i: usize| -> Vec<Slot> {
            let args = succs
                .get(i)
                .map(|&b| me.m.block(b).args().to_vec())
                .unwrap_or_default();
            me.slots_of(&args)
        };
        match d.kind {
            Some(OpKind::CfBr) => {
                let Some(&t) = succs.first() else {
                    return self.error("cf.br without a successor");
                };
                let dst = block_args(self, 0);
                let src = self.slots_of(&ops);
                self.copies(&dst, &src);
                let l = self.block_label(t);
                self.emit(Inst::Jump { t: l });
            }
            Some(OpKind::CfCondBr) => {
                if succs.len() != 2 || ops.is_empty() {
                    return self.error("malformed cf.cond_br");
                }
                let (nt, nf) = (
                    self.m.block(succs[0]).args().len(),
                    self.m.block(succs[1]).args().len(),
                );
                let rg = match segments(self.ctx, d) {
                    Some(s) if s.len() == 3 => split_segments(&s, ops.len()),
                    _ if ops.len() == 1 + nt + nf => Some(vec![0..1, 1..1 + nt, 1 + nt..ops.len()]),
                    _ => None,
                };
                let Some(rg) = rg else {
                    return self.error("cf.cond_br operands do not match its successors");
                };
                let c = self.reg(ops[0]);
                let tv = self.slots_of(&ops[rg[1].clone()]);
                let fv = self.slots_of(&ops[rg[2].clone()]);
                let (ta, fa) = (block_args(self, 0), block_args(self, 1));
                let (lt, lf) = (self.block_label(succs[0]), self.block_label(succs[1]));
                let else_l = self.new_label();
                self.emit(Inst::JumpIfZero { c, t: else_l });
                self.copies(&ta, &tv);
                self.emit(Inst::Jump { t: lt });
                self.bind(else_l);
                self.copies(&fa, &fv);
                self.emit(Inst::Jump { t: lf });
            }
            _ => self.switch(op),
        }
    }

    fn switch(&mut self, op: Op) {
        let (ctx, d) = (self.ctx, self.m.op(op));
        let succs = d.successors.clone();
        let Some(v) = self.view(view::CfSwitch::new(ctx, d)) else {
            return;
        };
        let values = attr(ctx, d, "case_values")
            .and_then(|a| i64_list(ctx, a))
            .unwrap_or_default();
        let case_segs: Vec<usize> = attr(ctx, d, "case_operand_segments")
            .and_then(|a| i64_list(ctx, a))
            .map(|v| v.into_iter().map(|x| x.max(0) as usize).collect())
            .unwrap_or_else(|| vec![0; values.len()]);
        if succs.len() != values.len() + 1 || case_segs.len() != values.len() {
            return self.error("cf.switch case values do not match its successors");
        }
        let case_operands = v.case_operands();
        let Some(case_rg) = split_segments(&case_segs, case_operands.len()) else {
            return self.error("cf.switch case operand segments do not add up");
        };
        let flag = self.reg(v.flag());
        let w = scalar_type(ctx, self.m.value_type(v.flag()))
            .map(|s| s.int_width())
            .unwrap_or(64);
        let mut edges: Vec<(u32, Vec<Value>, crate::ir::Block)> = Vec::new();
        edges.push((self.new_label(), v.default_operands().to_vec(), succs[0]));
        for (i, rg) in case_rg.iter().enumerate() {
            let l = self.new_label();
            edges.push((l, case_operands[rg.clone()].to_vec(), succs[i + 1]));
        }
        let cases = values
            .iter()
            .zip(&edges[1..])
            .map(|(&v, e)| (super::value::sext(v, w), e.0))
            .collect();
        let id = self.f.switches.len() as u32;
        self.f.switches.push(SwitchTable {
            flag,
            cases,
            default: edges[0].0,
        });
        self.emit(Inst::Switch { id });
        for (l, vals, target) in edges {
            self.bind(l);
            let src = self.slots_of(&vals);
            let args = self.m.block(target).args().to_vec();
            let dst = self.slots_of(&args);
            self.copies(&dst, &src);
            let tl = self.block_label(target);
            self.emit(Inst::Jump { t: tl });
        }
    }
}

/// The scalar op combining two values with reduction kind `k` at type `t`.
pub(crate) fn red_sop(k: RedKind, t: Scalar) -> SOp {
    let w = t.int_width();
    match k {
        RedKind::AddF => SOp::F(FOp::Add, t),
        RedKind::MulF => SOp::F(FOp::Mul, t),
        RedKind::MaximumF => SOp::F(FOp::Maximum, t),
        RedKind::MinimumF => SOp::F(FOp::Minimum, t),
        RedKind::MaxNumF => SOp::F(FOp::MaxNum, t),
        RedKind::MinNumF => SOp::F(FOp::MinNum, t),
        RedKind::AddI => SOp::I(IOp::Add, w),
        RedKind::MulI => SOp::I(IOp::Mul, w),
        RedKind::MaxS => SOp::I(IOp::MaxS, w),
        RedKind::MinS => SOp::I(IOp::MinS, w),
        RedKind::MaxU => SOp::I(IOp::MaxU, w),
        RedKind::MinU => SOp::I(IOp::MinU, w),
        RedKind::AndI => SOp::I(IOp::And, w),
        RedKind::OrI => SOp::I(IOp::Or, w),
        RedKind::XorI => SOp::I(IOp::Xor, w),
        // `assign` keeps the new value: `select(true, new, old)` with the operands swapped
        // by the caller is not needed; callers special-case it.
        RedKind::Assign => SOp::I(IOp::Or, 0),
    }
}

/// The identity element of a reduction, in register encoding.
pub(crate) fn identity(k: RedKind, t: Scalar) -> u64 {
    let w = t.int_width();
    match k {
        // -0.0 is exact for ±0.0 operands too (`-0.0 + -0.0 = -0.0`).
        RedKind::AddF => put_float(t, -0.0),
        RedKind::MulF => put_float(t, 1.0),
        RedKind::MaximumF => put_float(t, f64::NEG_INFINITY),
        RedKind::MinimumF => put_float(t, f64::INFINITY),
        // `maxnumf(NaN, x) = x` for every `x`, NaN included; `-inf` would turn a row of
        // NaNs into `-inf` (as `reductions::identity_attr` says).
        RedKind::MaxNumF | RedKind::MinNumF => put_float(t, f64::NAN),
        RedKind::AddI | RedKind::OrI | RedKind::XorI | RedKind::MaxU | RedKind::Assign => 0,
        RedKind::MulI => 1,
        RedKind::AndI | RedKind::MinU => u64::MAX,
        RedKind::MaxS => super::value::sext(1i64 << (w.clamp(1, 64) - 1), w) as u64,
        RedKind::MinS => {
            if w >= 64 {
                i64::MAX as u64
            } else {
                ((1i64 << (w - 1)) - 1) as u64
            }
        }
    }
}
