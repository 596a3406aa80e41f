//! Structured control flow: `scf.for`, `scf.if`, `scf.while`, `affine.for`, `affine.if`.
//!
//! Shapes emitted (all accepted by `spirv-val` and by naga's SPIR-V front end):
//!
//! ```text
//! for:    pre:    ... OpBranch %header
//!         header: %iv = OpPhi [lb, pre] [next, cont]; %acc = OpPhi ...
//!                 %c = OpSLessThan %iv %ub
//!                 OpLoopMerge %merge %cont None; OpBranch %check
//!         check:  OpSelectionMerge %body None; OpBranchConditional %c %body %exit
//!         exit:   OpBranch %merge                      (the break)
//!         body:   ... OpBranch %cont
//!         cont:   %acc' = OpPhi [yielded, body end] ...   (see `continue_copies`)
//!                 %next = OpIAdd %iv %step; OpBranch %header
//!         merge:  (results are the header phis)
//!
//! if:     OpSelectionMerge %merge None; OpBranchConditional %c %then %else
//!         then: ... OpBranch %merge   else: ... OpBranch %merge
//!         merge: %r = OpPhi [then value, then end] [else value, else end]
//!
//! while:  header: phis for the "before" arguments; OpLoopMerge; OpBranch %before
//!         before: ... OpBranchConditional %cond %after %merge
//!         after:  ... OpBranch %cont      cont: copies of the yields; OpBranch %header
//! ```
//!
//! Phi operands on back edges are patched once the loop body has been emitted.

use rspirv::spirv::{Op as SpvOp, Word};
use tessera_lowering::dialect::OpKind;
use tessera_lowering::ir::{AttrKind, Block, Op, Value};

use super::types::{PhiSlot, Scalar, VTy};
use super::Cx;
use crate::error::{Result, SpirvError};

impl Cx<'_> {
    /// The single block of region `i` of `op`, or `None` when the region is empty.
    fn single_block(&self, op: Op, i: usize) -> Result<Option<Block>> {
        let Some(&r) = self.m.op(op).regions().get(i) else {
            return Ok(None);
        };
        match self.m.region(r).blocks() {
            [] => Ok(None),
            [b] => Ok(Some(*b)),
            _ => Err(SpirvError::Unstructured {
                loc: self.loc(op),
                msg: format!("'{}' region with several blocks", self.op_name(op)),
            }),
        }
    }

    /// The words of the operands of terminator `term` (a yield), checked against `n`.
    fn yielded(&self, parent: Op, term: Option<Op>, n: usize) -> Result<Vec<(Word, VTy)>> {
        let Some(t) = term else {
            if n == 0 {
                return Ok(Vec::new());
            }
            return Err(self.invalid(
                parent,
                format!("'{}' region lacks a yield", self.op_name(parent)),
            ));
        };
        let k = self.m.op(t).operands().len();
        if k != n {
            return Err(self.invalid(t, format!("yield of {k} values where {n} are expected")));
        }
        (0..k).map(|i| self.arg(t, i)).collect()
    }

    /// Emits a counted loop `for iv = lb; iv < ub; iv += step` over `body`, whose block
    /// arguments are `(iv, iter_args...)`. Returns the loop results. `runs_once`: the
    /// bounds are constants with `lb < ub` (signed), so the loop is bottom-tested.
    #[allow(clippy::too_many_arguments)]
    fn counted_loop(
        &mut self,
        op: Op,
        lb: Word,
        ub: Word,
        step: Word,
        t: VTy,
        inits: Vec<(Word, VTy)>,
        body: Block,
        unsigned: bool,
        runs_once: bool,
    ) -> Result<Vec<(Word, VTy)>> {
        // A loop the caller knows to run at least once tests its bound at the bottom
        // (see `rotated_loop`).
        if runs_once {
            return self.rotated_loop(op, lb, ub, step, t, inits, body);
        }
        let pre = self.e.cur_label;
        let (header, body_l, cont, merge) = (self.e.id(), self.e.id(), self.e.id(), self.e.id());
        self.e.branch(header)?;
        self.e.begin_block(header)?;
        let ty = self.ty(t);
        let (iv, phis) = self.header_phis(ty, lb, &inits, pre)?;
        let bt = self.ty(VTy::scalar(Scalar::Bool));
        let cmp = if unsigned {
            SpvOp::ULessThan
        } else {
            SpvOp::SLessThan
        };
        let c = self.e.op(cmp, bt, &[iv.id, ub])?;
        self.e.loop_merge(merge, cont, self.facts.no_unroll(op))?;
        // `if (!c) break;` then the body at the loop's top level: drivers that run the
        // loop body under an execution mask (lavapipe) would otherwise blend every value
        // the body assigns (a 10x slowdown for a register-tiled matmul), and naga would
        // nest the whole body in an `if`. Loop-carried values stay phis: lavapipe keeps
        // Function variables in memory.
        let (check, exit) = (self.e.id(), self.e.id());
        self.e.branch(check)?;
        self.e.begin_block(check)?;
        self.e.selection_merge(body_l)?;
        self.e.branch_cond(c, body_l, exit)?;
        self.e.begin_block(exit)?;
        self.e.branch(merge)?;

        self.e.begin_block(body_l)?;
        let ys = self.loop_body(op, body, iv.id, t, &phis)?;
        let ys = self.continue_copies(cont, &phis, &ys)?;
        let next = self.e.op(SpvOp::IAdd, ty, &[iv.id, step])?;
        self.e.branch(header)?;
        self.e.patch_phi(iv, next, cont);
        for ((p, _), (y, _)) in phis.iter().zip(&ys) {
            self.e.patch_phi(*p, *y, cont);
        }
        self.e.begin_block(merge)?;
        Ok(phis.iter().map(|(p, vt)| (p.id, *vt)).collect())
    }

    /// A counted loop known to run at least once, with the bound tested at the bottom:
    ///
    /// ```text
    /// header: %iv = OpPhi [lb, pre] [next, cont]; %acc = OpPhi ...
    ///         OpLoopMerge %merge %cont None; OpBranch %body
    /// body:   ... OpBranch %cont
    /// cont:   %acc' = OpPhi [yielded, body end] ...
    ///         %next = OpIAdd %iv %step; %c = OpSLessThan %next %ub
    ///         OpBranchConditional %c %header %merge
    /// merge:  %r = OpPhi [%acc', cont]
    /// ```
    ///
    /// The body runs at the loop's top level and no value crosses a break: on lavapipe
    /// the top-tested form copies every loop-carried value once more per iteration
    /// (a register-tiled matmul's 256 accumulators: 3 blends each instead of 1).
    #[allow(clippy::too_many_arguments)]
    fn rotated_loop(
        &mut self,
        op: Op,
        lb: Word,
        ub: Word,
        step: Word,
        t: VTy,
        inits: Vec<(Word, VTy)>,
        body: Block,
    ) -> Result<Vec<(Word, VTy)>> {
        let pre = self.e.cur_label;
        let (header, body_l, cont, merge) = (self.e.id(), self.e.id(), self.e.id(), self.e.id());
        self.e.branch(header)?;
        self.e.begin_block(header)?;
        let ty = self.ty(t);
        let (iv, phis) = self.header_phis(ty, lb, &inits, pre)?;
        self.e.loop_merge(merge, cont, self.facts.no_unroll(op))?;
        self.e.branch(body_l)?;
        self.e.begin_block(body_l)?;
        let ys = self.loop_body(op, body, iv.id, t, &phis)?;
        let ys = self.continue_copies(cont, &phis, &ys)?;
        let next = self.e.op(SpvOp::IAdd, ty, &[iv.id, step])?;
        let bt = self.ty(VTy::scalar(Scalar::Bool));
        let c = self.e.op(SpvOp::SLessThan, bt, &[next, ub])?;
        self.e.branch_cond(c, header, merge)?;
        self.e.patch_phi(iv, next, cont);
        for ((p, _), (y, _)) in phis.iter().zip(&ys) {
            self.e.patch_phi(*p, *y, cont);
        }
        self.e.begin_block(merge)?;
        let mut out = Vec::with_capacity(ys.len());
        for (y, vt) in ys {
            let pty = self.ty(vt);
            out.push((self.e.phi(pty, &[(y, cont)])?.id, vt));
        }
        Ok(out)
    }

    /// The phis of a counted loop's header: the IV from `lb` and one per `iter_args`
    /// initial value, all entered from `pre` (back edges are patched later).
    fn header_phis(
        &mut self,
        ty: Word,
        lb: Word,
        inits: &[(Word, VTy)],
        pre: Word,
    ) -> Result<(PhiSlot, Vec<(PhiSlot, VTy)>)> {
        let iv = self.e.phi(ty, &[(lb, pre)])?;
        let mut phis = Vec::with_capacity(inits.len());
        for (w, vt) in inits {
            let pty = self.ty(*vt);
            phis.push((self.e.phi(pty, &[(*w, pre)])?, *vt));
        }
        Ok((iv, phis))
    }

    /// Ends the loop body (the current block) with a branch to the continue target `cont`,
    /// opens `cont` and copies the yielded values `ys` there (see
    /// [`Emitter::begin_continue_with_copies`](super::types::Emitter::begin_continue_with_copies)):
    /// the back edges of `phis` must take the returned copies, so that no value of the body
    /// is read in naga's `continuing` block.
    fn continue_copies(
        &mut self,
        cont: Word,
        phis: &[(PhiSlot, VTy)],
        ys: &[(Word, VTy)],
    ) -> Result<Vec<(Word, VTy)>> {
        let from = self.e.cur_label;
        self.e.branch(cont)?;
        let slots: Vec<PhiSlot> = phis.iter().map(|(p, _)| *p).collect();
        let vals: Vec<Word> = ys.iter().map(|(w, _)| *w).collect();
        let copies = self
            .e
            .begin_continue_with_copies(cont, &slots, &vals, from)?;
        Ok(copies
            .into_iter()
            .zip(ys)
            .map(|(c, (_, t))| (c, *t))
            .collect())
    }

    /// Binds a counted loop's block arguments (`iv`, then the `iter_args` phis), emits its
    /// body and returns the yielded values.
    fn loop_body(
        &mut self,
        op: Op,
        body: Block,
        iv: Word,
        t: VTy,
        phis: &[(PhiSlot, VTy)],
    ) -> Result<Vec<(Word, VTy)>> {
        let args = self.m.block(body).args().to_vec();
        if args.len() != phis.len() + 1 {
            return Err(self.invalid(op, "loop body arguments do not match its iter_args"));
        }
        self.set_value(args[0], iv, t);
        for (a, (p, vt)) in args[1..].iter().zip(phis) {
            self.set_value(*a, p.id, *vt);
        }
        let term = self.emit_ops(body)?;
        self.yielded(op, term, phis.len())
    }

    fn bind_results(&mut self, op: Op, vals: &[(Word, VTy)]) -> Result<()> {
        let results = self.m.op(op).results().to_vec();
        if results.len() != vals.len() {
            return Err(self.invalid(op, "result count mismatch"));
        }
        for (r, (w, t)) in results.iter().zip(vals) {
            self.set_value(*r, *w, *t);
        }
        Ok(())
    }

    /// `scf.for`
    pub(crate) fn emit_scf_for(&mut self, op: Op) -> Result<()> {
        let (lb, t) = self.arg(op, 0)?;
        let (ub, _) = self.arg(op, 1)?;
        let (step, _) = self.arg(op, 2)?;
        let n = self.m.op(op).operands().len();
        let inits = (3..n)
            .map(|i| self.arg(op, i))
            .collect::<Result<Vec<_>>>()?;
        let body = self
            .single_block(op, 0)?
            .ok_or_else(|| self.invalid(op, "scf.for without a body"))?;
        let unsigned = self.attr(op, "unsignedCmp").is_some();
        let bound = |i: usize| {
            self.m
                .op(op)
                .operands()
                .get(i)
                .and_then(|&v| tessera_lowering::affine::ops::constant_int(self.ctx, self.m, v))
        };
        let runs_once = !unsigned && matches!((bound(0), bound(1)), (Some(l), Some(u)) if l < u);
        let res = self.counted_loop(op, lb, ub, step, t, inits, body, unsigned, runs_once)?;
        self.bind_results(op, &res)
    }

    /// Emits a two-way structured conditional; `then`/`els` are the regions' blocks.
    fn conditional(
        &mut self,
        op: Op,
        cond: Word,
        then: Option<Block>,
        els: Option<Block>,
        n_results: usize,
    ) -> Result<Vec<(Word, VTy)>> {
        if n_results > 0 && els.is_none() {
            return Err(self.invalid(op, "a conditional with results needs an else region"));
        }
        let merge = self.e.id();
        let then_l = self.e.id();
        let else_l = if els.is_some() { self.e.id() } else { merge };
        self.e.selection_merge(merge)?;
        self.e.branch_cond(cond, then_l, else_l)?;
        self.e.begin_block(then_l)?;
        let yt = match then {
            Some(b) => {
                let term = self.emit_ops(b)?;
                self.yielded(op, term, n_results)?
            }
            None => Vec::new(),
        };
        let then_end = self.e.cur_label;
        self.e.branch(merge)?;
        let mut ye = Vec::new();
        let mut else_end = 0;
        if let Some(b) = els {
            self.e.begin_block(else_l)?;
            let term = self.emit_ops(b)?;
            ye = self.yielded(op, term, n_results)?;
            else_end = self.e.cur_label;
            self.e.branch(merge)?;
        }
        self.e.begin_block(merge)?;
        let mut out = Vec::new();
        for ((a, t), (b, _)) in yt.iter().zip(&ye) {
            let ty = self.ty(*t);
            let p = self.e.phi(ty, &[(*a, then_end), (*b, else_end)])?;
            out.push((p.id, *t));
        }
        Ok(out)
    }

    /// `scf.if`
    pub(crate) fn emit_scf_if(&mut self, op: Op) -> Result<()> {
        let (c, _) = self.arg(op, 0)?;
        let then = self.single_block(op, 0)?;
        let els = self.single_block(op, 1)?;
        let n = self.m.op(op).results().len();
        let res = self.conditional(op, c, then, els, n)?;
        self.bind_results(op, &res)
    }

    /// `scf.execute_region` of one block (canonicalize inlines those without `no_inline`;
    /// several blocks are refused as unstructured).
    pub(crate) fn emit_scf_execute_region(&mut self, op: Op) -> Result<()> {
        let b = self
            .single_block(op, 0)?
            .ok_or_else(|| self.invalid(op, "scf.execute_region without a block"))?;
        let n = self.m.op(op).results().len();
        let term = self.emit_ops(b)?;
        let ys = self.yielded(op, term, n)?;
        self.bind_results(op, &ys)
    }

    /// `scf.index_switch`: nested selections on `arg == case` in case order, the default
    /// region innermost; built with a loop (one level per case), then the merges closed
    /// from the inside out with the phis of the results.
    pub(crate) fn emit_scf_index_switch(&mut self, op: Op) -> Result<()> {
        let (a, at) = self.arg(op, 0)?;
        let n = self.m.op(op).results().len();
        let cases = self
            .int_list_attr(op, "cases")
            .ok_or_else(|| self.invalid(op, "scf.index_switch without 'cases'"))?;
        if cases.len() + 1 != self.m.op(op).regions().len() {
            return Err(self.invalid(op, "scf.index_switch cases do not match its regions"));
        }
        let bt = self.ty(at.with_scalar(Scalar::Bool));
        // (merge label, then-branch end label, then-branch values) per open selection.
        let mut open = Vec::with_capacity(cases.len());
        for (i, &v) in cases.iter().enumerate() {
            let (merge, then_l, else_l) = (self.e.id(), self.e.id(), self.e.id());
            let k = self.e.const_int(at.scalar, v);
            let c = self.e.op(SpvOp::IEqual, bt, &[a, k])?;
            self.e.selection_merge(merge)?;
            self.e.branch_cond(c, then_l, else_l)?;
            self.e.begin_block(then_l)?;
            let yt = match self.single_block(op, i + 1)? {
                Some(b) => {
                    let term = self.emit_ops(b)?;
                    self.yielded(op, term, n)?
                }
                None => self.yielded(op, None, n)?,
            };
            let then_end = self.e.cur_label;
            self.e.branch(merge)?;
            open.push((merge, then_end, yt));
            self.e.begin_block(else_l)?;
        }
        let mut vals = match self.single_block(op, 0)? {
            Some(b) => {
                let term = self.emit_ops(b)?;
                self.yielded(op, term, n)?
            }
            None => self.yielded(op, None, n)?,
        };
        while let Some((merge, then_end, yt)) = open.pop() {
            let else_end = self.e.cur_label;
            self.e.branch(merge)?;
            self.e.begin_block(merge)?;
            let mut out = Vec::with_capacity(n);
            for ((x, t), (y, _)) in yt.iter().zip(&vals) {
                let ty = self.ty(*t);
                let p = self.e.phi(ty, &[(*x, then_end), (*y, else_end)])?;
                out.push((p.id, *t));
            }
            vals = out;
        }
        self.bind_results(op, &vals)
    }

    /// `scf.while`
    pub(crate) fn emit_scf_while(&mut self, op: Op) -> Result<()> {
        let n = self.m.op(op).operands().len();
        let inits = (0..n)
            .map(|i| self.arg(op, i))
            .collect::<Result<Vec<_>>>()?;
        let before = self
            .single_block(op, 0)?
            .ok_or_else(|| self.invalid(op, "scf.while without a before region"))?;
        let after = self
            .single_block(op, 1)?
            .ok_or_else(|| self.invalid(op, "scf.while without an after region"))?;
        let pre = self.e.cur_label;
        let (header, before_l, after_l, cont, merge) = (
            self.e.id(),
            self.e.id(),
            self.e.id(),
            self.e.id(),
            self.e.id(),
        );
        self.e.branch(header)?;
        self.e.begin_block(header)?;
        let bargs = self.m.block(before).args().to_vec();
        if bargs.len() != inits.len() {
            return Err(self.invalid(
                op,
                "scf.while before-region arguments do not match its operands",
            ));
        }
        let mut phis = Vec::new();
        for (a, (w, vt)) in bargs.iter().zip(&inits) {
            let ty = self.ty(*vt);
            let p = self.e.phi(ty, &[(*w, pre)])?;
            self.set_value(*a, p.id, *vt);
            phis.push(p);
        }
        self.e.loop_merge(merge, cont, self.facts.no_unroll(op))?;
        self.e.branch(before_l)?;

        self.e.begin_block(before_l)?;
        let term = self.emit_ops(before)?;
        let cond_op = match term {
            Some(t) if self.m.op(t).kind == Some(OpKind::ScfCondition) => t,
            _ => {
                return Err(self.invalid(op, "scf.while before region must end with scf.condition"))
            }
        };
        let (c, _) = self.arg(cond_op, 0)?;
        let k = self.m.op(cond_op).operands().len();
        let passed = (1..k)
            .map(|i| self.arg(cond_op, i))
            .collect::<Result<Vec<_>>>()?;
        self.e.branch_cond(c, after_l, merge)?;

        self.e.begin_block(after_l)?;
        let aargs = self.m.block(after).args().to_vec();
        if aargs.len() != passed.len() {
            return Err(self.invalid(
                op,
                "scf.while after-region arguments do not match scf.condition",
            ));
        }
        for (a, (w, vt)) in aargs.iter().zip(&passed) {
            self.set_value(*a, *w, *vt);
        }
        let term = self.emit_ops(after)?;
        let ys = self.yielded(op, term, inits.len())?;
        let slots: Vec<(PhiSlot, VTy)> = phis.iter().zip(&ys).map(|(p, (_, t))| (*p, *t)).collect();
        let ys = self.continue_copies(cont, &slots, &ys)?;
        self.e.branch(header)?;
        for (p, (y, _)) in phis.iter().zip(&ys) {
            self.e.patch_phi(*p, *y, cont);
        }
        self.e.begin_block(merge)?;
        self.bind_results(op, &passed)
    }

    /// `affine.for`, lowered on the fly (bounds are max/min over the bound maps).
    pub(crate) fn emit_affine_for(&mut self, op: Op) -> Result<()> {
        let lb_map = self.map_attr(op, "lowerBoundMap")?;
        let ub_map = self.map_attr(op, "upperBoundMap")?;
        let n_lb = self.map_arity(lb_map);
        let n_ub = self.map_arity(ub_map);
        let ops: Vec<Value> = self.m.op(op).operands().to_vec();
        if ops.len() < n_lb + n_ub {
            return Err(self.invalid(op, "affine.for has fewer operands than its bound maps need"));
        }
        let step = match self.attr(op, "step") {
            Some(AttrKind::Integer { value, .. }) if *value > 0 => *value as i64,
            None => 1,
            _ => return Err(self.invalid(op, "affine.for step must be a positive integer")),
        };
        let lbs = self.eval_map(op, lb_map, &ops[..n_lb])?;
        let ubs = self.eval_map(op, ub_map, &ops[n_lb..n_lb + n_ub])?;
        let lb = self.fold_minmax(&lbs, false)?;
        let ub = self.fold_minmax(&ubs, true)?;
        let inits = ops[n_lb + n_ub..]
            .iter()
            .map(|v| self.get(*v, op))
            .collect::<Result<Vec<_>>>()?;
        let body = self
            .single_block(op, 0)?
            .ok_or_else(|| self.invalid(op, "affine.for without a body"))?;
        let stepw = self.const_index(step);
        let t = self.index_ty();
        // Constant bounds: single-result maps whose result is a constant (the operands,
        // which may be constants too, are not the bounds).
        let const_bound = |map| {
            let d = self.ctx.map_data(map);
            match d.results[..] {
                [e] => self.ctx.as_const(e),
                _ => None,
            }
        };
        let runs_once = matches!(
            (const_bound(lb_map), const_bound(ub_map)),
            (Some(l), Some(u)) if l < u
        );
        let res = self.counted_loop(op, lb, ub, stepw, t, inits, body, false, runs_once)?;
        self.bind_results(op, &res)
    }

    /// `affine.if`, lowered on the fly.
    pub(crate) fn emit_affine_if(&mut self, op: Op) -> Result<()> {
        let set = match self.attr(op, "condition") {
            Some(AttrKind::IntegerSet(s)) => *s,
            _ => return Err(self.invalid(op, "affine.if lacks its integer set")),
        };
        let ops: Vec<Value> = self.m.op(op).operands().to_vec();
        let c = self.eval_set(op, set, &ops)?;
        let then = self.single_block(op, 0)?;
        let els = self.single_block(op, 1)?;
        let n = self.m.op(op).results().len();
        let res = self.conditional(op, c, then, els, n)?;
        self.bind_results(op, &res)
    }
}
