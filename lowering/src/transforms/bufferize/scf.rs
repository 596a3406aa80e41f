//! How control flow over tensors bufferizes, and the walk that visits every op in
//! program order (see the module docs for the in-place rule).
//!
//! - `scf.for` and `scf.while`: each tensor carried by the loop gets **one buffer for the
//!   whole loop**, chosen before it as if the loop wrote its init: the init's buffer in
//!   place when the analysis allows, otherwise a copy of it (none of a `tensor.empty`).
//!   The iteration arguments and the results are that buffer. A yield (or an
//!   `scf.condition`) of another buffer copies it into the loop's buffer; values whose
//!   buffer is one of the loop's buffers go through a temporary first, so that swapped
//!   iteration arguments stay exact. The rebuilt loop has no tensor iter_args or results
//!   (upstream passes memrefs through iter_args instead; a loop without them stays
//!   raisable to `affine.for`). In the usual tiled loop (`extract_slice` of the iteration
//!   argument, an op writing the slice, `insert_slice` of its result at the same offsets)
//!   everything is in place and no copy is made.
//! - `scf.if`, `scf.index_switch`, `scf.execute_region` (single block): the results
//!   become memrefs yielded by the branches, as upstream; a result may be either branch's
//!   buffer, so their roots are merged. A result for which every branch yields the same
//!   buffer is that buffer, and the op loses it (the usual conditional update in a loop
//!   then has no memref-valued `scf.if`, which a kernel cannot hold). When the branches' buffers have different types
//!   (layouts), a strided one is copied into an identity buffer (upstream casts to a
//!   layout with dynamic strides instead).
//! - `scf.forall` with `shared_outs`: each output gets one buffer, chosen as a loop's
//!   (its init in place, or a copy when the init is read after the forall or inside it, or
//!   is read-only); the shared_outs block arguments are that buffer, every
//!   `tensor.parallel_insert_slice` of the `scf.forall.in_parallel` becomes a copy
//!   into a `memref.subview` of it at the end of the body, and nothing when its source is
//!   already that slice (the tiled `extract_slice` / op / `parallel_insert_slice` nest is
//!   written in place); the forall loses its outputs and results, as upstream's. The
//!   copies are `linalg.copy`, which a kernel can hold (upstream writes `memref.copy`,
//!   which Tessera runs on the host only), one parallel assignment: a source in the
//!   buffer of some insert goes through a temporary first (upstream copies in order,
//!   so two inserts swapping slices both get the same values).
//!   All threads share the buffer, so a use of a shared_outs block argument is refused
//!   unless it reads only what its own thread writes: the `extract_slice` of exactly a
//!   slice this thread inserts (upstream's contract makes the inserted slices of the
//!   threads disjoint), `tensor.dim`, or the insert's dest.

use super::{State, R};
use crate::dialect::OpKind;
use crate::gpu::build::Builder;
use crate::ir::{Block, Context, Module, Op, OpSpec, Type, Value};

impl State<'_> {
    /// Whether `op` has a tensor operand, result or block argument.
    fn carries(&self, ctx: &Context, m: &Module, op: Op) -> bool {
        let d = m.op(op);
        d.operands()
            .iter()
            .chain(d.results())
            .any(|&v| self.is_t(ctx, m, v))
            || d.regions().iter().any(|&r| {
                m.region(r).blocks().iter().any(|&b| {
                    m.block(b)
                        .args()
                        .iter()
                        .any(|&a| super::is_tensor(ctx, m.value_type(a)))
                })
            })
    }

    /// Bufferizes `op` and, unless its regions are a structured op's body, the ops
    /// nested in it, in program order.
    pub(super) fn visit(&mut self, ctx: &mut Context, m: &mut Module, op: Op) -> R<()> {
        if m.is_erased(op) {
            return Ok(());
        }
        let kind = m.op(op).kind;
        if self.carries(ctx, m, op) {
            match kind {
                Some(OpKind::ScfFor) => return self.scf_for(ctx, m, op),
                Some(OpKind::ScfWhile) => return self.scf_while(ctx, m, op),
                Some(OpKind::ScfIf | OpKind::ScfIndexSwitch | OpKind::ScfExecuteRegion) => {
                    return self.branches(ctx, m, op)
                }
                Some(OpKind::ScfForall) => return self.scf_forall(ctx, m, op),
                _ => {}
            }
        }
        self.op(ctx, m, op)?;
        let structured = kind.is_some_and(|k| k.dialect() == "linalg" || k.dialect() == "tensor");
        if !structured && !m.is_erased(op) {
            self.nested(ctx, m, op)?;
        }
        Ok(())
    }

    /// Visits the ops in every block of `op`'s regions (whose arguments are no tensors).
    fn nested(&mut self, ctx: &mut Context, m: &mut Module, op: Op) -> R<()> {
        for r in m.op(op).regions().to_vec() {
            for b in m.region(r).blocks().to_vec() {
                if m.block(b)
                    .args()
                    .iter()
                    .any(|&a| super::is_tensor(ctx, m.value_type(a)))
                {
                    return Err(self.err(
                        ctx,
                        m,
                        op,
                        "one-shot-bufferize does not bufferize block arguments of tensor type here (only scf.for and scf.while iteration arguments)",
                    ));
                }
                for o in m.block_ops_vec(b) {
                    self.visit(ctx, m, o)?;
                }
            }
        }
        Ok(())
    }

    /// Visits the ops of block `b` but its terminator, which it returns.
    fn body(&mut self, ctx: &mut Context, m: &mut Module, op: Op, b: Block) -> R<Op> {
        let ops = m.block_ops_vec(b);
        let Some((&last, rest)) = ops.split_last() else {
            return Err(self.err(ctx, m, op, "expected a terminator"));
        };
        for &o in rest {
            self.visit(ctx, m, o)?;
        }
        Ok(last)
    }

    /// `memref.copy` of each `(src, dst)` before `at`, as one parallel assignment: a
    /// source in the root of some destination is first copied into a temporary.
    fn copy_into(&mut self, ctx: &mut Context, m: &mut Module, at: Op, pairs: &[(Value, Value)]) {
        let pairs: Vec<(Value, Value)> = pairs.iter().copied().filter(|(s, d)| s != d).collect();
        let dst_roots: Vec<Option<usize>> = pairs.iter().map(|&(_, d)| self.root(d)).collect();
        let b = Builder::before(m, at);
        let mut srcs = Vec::new();
        for &(s, _) in &pairs {
            let r = self.root(s);
            if r.is_some() && dst_roots.contains(&r) {
                let t = self.contiguous_copy(ctx, m, &b, s);
                b.create(ctx, m, "memref.copy", vec![s, t], vec![], &[], 0);
                srcs.push(t);
            } else {
                srcs.push(s);
            }
        }
        for (s, &(_, d)) in srcs.into_iter().zip(&pairs) {
            b.create(ctx, m, "memref.copy", vec![s, d], vec![], &[], 0);
        }
    }

    /// Replaces `op` by the same op with operands `operands` and only its results
    /// `keep` (their uses move to the new results), taking over its regions and span.
    fn rebuild(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        op: Op,
        operands: Vec<Value>,
        keep: &[usize],
        props: Vec<crate::ir::NamedAttr>,
    ) -> Op {
        let _ = ctx;
        let d = m.op(op).clone();
        let result_types: Vec<Type> = keep.iter().map(|&i| m.value_type(d.results()[i])).collect();
        let new = m.create_op(OpSpec {
            name: d.name,
            kind: d.kind,
            operands,
            result_types,
            props,
            attrs: d.attrs.clone(),
            successors: Vec::new(),
            num_regions: d.regions().len(),
            loc: d.loc,
        });
        m.insert_before(op, new);
        let news = m.op(new).regions().to_vec();
        for (&o, n) in d.regions().iter().zip(news) {
            m.take_region_blocks(o, n);
        }
        let new_results = m.op(new).results().to_vec();
        for (&i, n) in keep.iter().zip(new_results) {
            m.replace_all_uses(d.results()[i], n);
        }
        if let Some(&s) = self.span.get(&op) {
            self.span.insert(new, s);
        }
        self.dead.push(op);
        new
    }

    /// The loop's buffer for each of `inits` (operands `first..` of `op`) that is a
    /// tensor: in place or a copy, chosen as a write of the init by `op`.
    fn loop_buffers(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        op: Op,
        first: usize,
        n: usize,
    ) -> R<Vec<Option<(Value, usize)>>> {
        let mut out = Vec::new();
        for i in 0..n {
            let v = m.op(op).operands()[first + i];
            if self.is_t(ctx, m, v) {
                out.push(Some(self.dest(ctx, m, op, first + i, true)?));
            } else {
                out.push(None);
            }
        }
        Ok(out)
    }

    /// Binds the tensor arguments `args` to the loop's buffers and marks them for removal.
    fn bind_args(&mut self, args: &[Value], bufs: &[Option<(Value, usize)>]) {
        for (&a, b) in args.iter().zip(bufs) {
            if let Some((b, r)) = *b {
                self.bind(a, b, r);
                self.dead_args.push(a);
            }
        }
    }

    /// Terminator `term`'s operands `first..` go to the loop's buffers: copies where they
    /// are other buffers; its tensor operands are dropped.
    fn yield_into(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        term: Op,
        first: usize,
        bufs: &[Option<(Value, usize)>],
    ) -> R<()> {
        let vals = m.op(term).operands().to_vec();
        if vals.len() != first + bufs.len() {
            return Err(self.err(ctx, m, term, "expected one value per loop-carried value"));
        }
        let mut pairs = Vec::new();
        let mut kept = vals[..first].to_vec();
        for (&v, b) in vals[first..].iter().zip(bufs) {
            match *b {
                Some((dst, _)) => {
                    if !self.is_t(ctx, m, v) {
                        return Err(self.err(ctx, m, term, "expected a tensor"));
                    }
                    pairs.push((self.buffer(ctx, m, term, v)?, dst));
                }
                None => kept.push(v),
            }
        }
        self.copy_into(ctx, m, term, &pairs);
        m.set_operands(term, kept);
        Ok(())
    }

    /// `scf.for` with tensor iter_args (operands: lb, ub, step, inits).
    fn scf_for(&mut self, ctx: &mut Context, m: &mut Module, op: Op) -> R<()> {
        let Some(n) = m.op(op).operands().len().checked_sub(3) else {
            return Err(self.err(ctx, m, op, "expected bounds and a step"));
        };
        let Some(body) = m.entry_block(op, 0) else {
            return Err(self.err(ctx, m, op, "expected a body"));
        };
        let args = m.block(body).args().to_vec();
        if args.len() != n + 1 || m.op(op).results().len() != n {
            return Err(self.err(ctx, m, op, "expected one iter_arg and result per init"));
        }
        let bufs = self.loop_buffers(ctx, m, op, 3, n)?;
        self.bind_args(&args[1..], &bufs);
        let term = self.body(ctx, m, op, body)?;
        self.yield_into(ctx, m, term, 0, &bufs)?;
        self.finish_loop(ctx, m, op, 3, &bufs);
        Ok(())
    }

    /// Binds the loop's results to its buffers and rebuilds it without them.
    fn finish_loop(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        op: Op,
        first: usize,
        bufs: &[Option<(Value, usize)>],
    ) {
        let results = m.op(op).results().to_vec();
        let mut keep = Vec::new();
        for (i, (&r, b)) in results.iter().zip(bufs).enumerate() {
            match *b {
                Some((b, root)) => self.bind(r, b, root),
                None => keep.push(i),
            }
        }
        let ops = m.op(op).operands().to_vec();
        let mut operands = ops[..first].to_vec();
        for (&v, b) in ops[first..].iter().zip(bufs) {
            if b.is_none() {
                operands.push(v);
            }
        }
        let props = m.op(op).props.clone();
        self.rebuild(ctx, m, op, operands, &keep, props);
    }

    /// `scf.while` carrying tensors: position `i` of the inits, the `before` arguments,
    /// the `scf.condition`'s values, the `after` arguments and the results is one buffer.
    fn scf_while(&mut self, ctx: &mut Context, m: &mut Module, op: Op) -> R<()> {
        let inits = m.op(op).operands().to_vec();
        let results = m.op(op).results().to_vec();
        let (Some(before), Some(after)) = (m.entry_block(op, 0), m.entry_block(op, 1)) else {
            return Err(self.err(ctx, m, op, "expected a before and an after region"));
        };
        let bargs = m.block(before).args().to_vec();
        let aargs = m.block(after).args().to_vec();
        if bargs.len() != inits.len() || aargs.len() != results.len() {
            return Err(self.err(ctx, m, op, "expected one block argument per value"));
        }
        let same = inits.len() == results.len()
            && bargs.iter().zip(&results).all(|(&a, &r)| {
                let (ta, tr) = (m.value_type(a), m.value_type(r));
                let t = super::is_tensor(ctx, ta);
                t == super::is_tensor(ctx, tr) && (!t || ta == tr)
            });
        if !same {
            return Err(self.err(
                ctx,
                m,
                op,
                "one-shot-bufferize bufferizes scf.while only when each tensor result has the type of the init at its position",
            ));
        }
        let bufs = self.loop_buffers(ctx, m, op, 0, inits.len())?;
        self.bind_args(&bargs, &bufs);
        let cond = self.body(ctx, m, op, before)?;
        self.yield_into(ctx, m, cond, 1, &bufs)?;
        self.bind_args(&aargs, &bufs);
        let y = self.body(ctx, m, op, after)?;
        self.yield_into(ctx, m, y, 0, &bufs)?;
        self.finish_loop(ctx, m, op, 0, &bufs);
        Ok(())
    }

    /// `scf.forall` with `shared_outs` (operands: lower bounds, upper bounds, steps,
    /// outputs): each output gets one buffer, chosen as a loop's; the shared_outs block
    /// arguments are that buffer; each `tensor.parallel_insert_slice` becomes a
    /// `linalg.copy` into a subview of it at the end of the body (none when its source is
    /// already there), as one parallel assignment; the forall loses its results.
    fn scf_forall(&mut self, ctx: &mut Context, m: &mut Module, op: Op) -> R<()> {
        let segs = crate::dialect::memref::syntax::dense_ints(
            ctx,
            crate::affine::ops::attr(ctx, m, op, "operandSegmentSizes")
                .ok_or_else(|| self.err(ctx, m, op, "expected operandSegmentSizes"))?,
        )
        .unwrap_or_default();
        let [nl, nu, ns, no] = segs[..] else {
            return Err(self.err(ctx, m, op, "expected four operand segments"));
        };
        let first = (nl + nu + ns) as usize;
        let n = no as usize;
        let Some(body) = m.entry_block(op, 0) else {
            return Err(self.err(ctx, m, op, "expected a body"));
        };
        let args = m.block(body).args().to_vec();
        let Some(rank) = args.len().checked_sub(n) else {
            return Err(self.err(ctx, m, op, "expected one block argument per output"));
        };
        let outs = args[rank..].to_vec();
        if m.op(op).operands().len() != first + n || m.op(op).results().len() != n {
            return Err(self.err(ctx, m, op, "expected one result per output"));
        }
        let Some(term) = m.block_ops_vec(body).last().copied() else {
            return Err(self.err(ctx, m, op, "expected a terminator"));
        };
        let inserts = m
            .entry_block(term, 0)
            .map(|b| m.block_ops_vec(b))
            .unwrap_or_default();
        for &a in &outs {
            self.check_shared(ctx, m, a, &inserts)?;
        }
        let bufs = self.loop_buffers(ctx, m, op, first, n)?;
        self.bind_args(&outs, &bufs);
        self.body(ctx, m, op, body)?;
        self.parallel_inserts(ctx, m, term, &inserts)?;
        // The results are the buffers; the rebuilt op has no outputs.
        let results = m.op(op).results().to_vec();
        for (&r, b) in results.iter().zip(&bufs) {
            let Some((b, root)) = *b else {
                return Err(self.err(ctx, m, op, "expected tensor outputs"));
            };
            self.bind(r, b, root);
        }
        let operands = m.op(op).operands()[..first].to_vec();
        let props = m.op(op).props.clone();
        let new = self.rebuild(ctx, m, op, operands, &[], props);
        let seg = crate::gpu::build::i32_array(ctx, &[nl, nu, ns, 0]);
        super::set_prop(ctx, m, new, "operandSegmentSizes", seg);
        Ok(())
    }

    /// Every thread of an `scf.forall` sees the same shared_outs buffer, which the others
    /// write: a use of the block argument `a` is bufferized only where it reads nothing
    /// another thread writes (upstream's contract: the slices the threads insert are
    /// disjoint): the dest of a `tensor.parallel_insert_slice`, `tensor.dim`, or a
    /// `tensor.extract_slice` of exactly the slice some `parallel_insert_slice` (of
    /// `inserts`) writes into `a`, which only this thread writes.
    fn check_shared(&self, ctx: &Context, m: &Module, a: Value, inserts: &[Op]) -> R<()> {
        for u in m.uses(a) {
            let ok = match m.op(u.op).kind {
                Some(OpKind::TensorParallelInsertSlice) => u.operand == 1,
                Some(OpKind::TensorDim) => true,
                Some(OpKind::TensorExtractSlice) => inserts.iter().any(|&p| {
                    m.op(p).operands().get(1) == Some(&a) && super::same_slice(ctx, m, u.op, p)
                }),
                Some(_) | None => false,
            };
            if !ok {
                return Err(self.err(
                    ctx,
                    m,
                    u.op,
                    "one-shot-bufferize does not bufferize this use of an 'scf.forall' shared_outs block argument: other threads may write what it reads (only a tensor.extract_slice of the slice a tensor.parallel_insert_slice of this thread writes, tensor.dim, and tensor.parallel_insert_slice are bufferized)",
                ));
            }
        }
        Ok(())
    }

    /// The `tensor.parallel_insert_slice` ops `inserts` of the `scf.forall.in_parallel`
    /// `term`: `linalg.copy`s into subviews of their dests' buffers before `term`, as one
    /// parallel assignment (a source in the root of some dest goes through a temporary
    /// first); none for a source already in its slice.
    fn parallel_inserts(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        term: Op,
        inserts: &[Op],
    ) -> R<()> {
        let mut copies = Vec::new();
        for &p in inserts {
            let Some(&src) = m.op(p).operands().first() else {
                return Err(self.err(ctx, m, p, "expected a source"));
            };
            let Some(&dest) = m.op(p).operands().get(1) else {
                return Err(self.err(ctx, m, p, "expected a dest"));
            };
            let s = self.buffer(ctx, m, p, src)?;
            let d = self.buffer(ctx, m, p, dest)?;
            if !self.source_in_slice(ctx, m, p) {
                let v = self.insert_view(ctx, m, p, d, term)?;
                copies.push((s, v, self.root(d)));
            }
            self.dead.push(p);
        }
        let dst_roots: Vec<Option<usize>> = copies.iter().map(|c| c.2).collect();
        let b = Builder::before(m, term);
        let mut pairs = Vec::new();
        for (s, v, _) in copies {
            let r = self.root(s);
            let src = if r.is_some() && dst_roots.contains(&r) {
                let t = self.contiguous_copy(ctx, m, &b, s);
                Self::linalg_copy(ctx, m, term, s, t);
                t
            } else {
                s
            };
            pairs.push((src, v));
        }
        for (s, v) in pairs {
            Self::linalg_copy(ctx, m, term, s, v);
        }
        Ok(())
    }

    /// `linalg.copy ins(src) outs(dst)` before `at`: the copies inside an `scf.forall`
    /// body, which becomes a kernel (upstream writes `memref.copy`, which Tessera runs on
    /// the host only; `linalg.copy` lowers to loops inside the kernel).
    fn linalg_copy(ctx: &mut Context, m: &mut Module, at: Op, src: Value, dst: Value) {
        let seg = crate::gpu::build::i32_array(ctx, &[1, 1]);
        let b = Builder::before(m, at);
        let copy = b.create(
            ctx,
            m,
            "linalg.copy",
            vec![src, dst],
            vec![],
            &[("operandSegmentSizes", seg)],
            1,
        );
        let types = [m.value_type(src), m.value_type(dst)];
        let loc = m.op(at).loc;
        let region = crate::dialect::linalg::build_named_region(
            ctx,
            m,
            crate::dialect::LinalgOp::LinalgCopy,
            &types,
            false,
            loc,
        );
        let dst_region = m.op(copy).regions()[0];
        m.take_region_blocks(region, dst_region);
    }

    /// A new identity-layout allocation of the shape of buffer `s`, before `b`'s point.
    fn contiguous_copy(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        b: &Builder,
        s: Value,
    ) -> Value {
        let ty = match ctx.type_kind(m.value_type(s)).clone() {
            crate::ir::TypeKind::MemRef { shape, elem, .. } => {
                ctx.memref_type(shape, elem, None, None)
            }
            _ => m.value_type(s),
        };
        let dyn_ = self.dyn_sizes(ctx, m, b, s);
        Self::alloc(ctx, m, b, ty, dyn_)
    }

    /// `scf.if`, `scf.index_switch`, `scf.execute_region` with tensor results: each
    /// region's `scf.yield` yields buffers, the results become memrefs.
    fn branches(&mut self, ctx: &mut Context, m: &mut Module, op: Op) -> R<()> {
        let results = m.op(op).results().to_vec();
        let mut yields = Vec::new();
        for r in m.op(op).regions().to_vec() {
            let blocks = m.region(r).blocks().to_vec();
            let [b] = blocks.as_slice() else {
                return Err(self.err(
                    ctx,
                    m,
                    op,
                    "one-shot-bufferize handles tensor results of single-block regions only",
                ));
            };
            if !m.block(*b).args().is_empty() {
                return Err(self.err(ctx, m, op, "expected no block arguments"));
            }
            let y = self.body(ctx, m, op, *b)?;
            if m.op(y).kind != Some(OpKind::ScfYield) || m.op(y).operands().len() != results.len() {
                return Err(self.err(ctx, m, y, "expected an scf.yield of every result"));
            }
            yields.push(y);
        }
        if yields.is_empty() {
            return Err(self.err(ctx, m, op, "expected a region"));
        }
        let mut dropped = Vec::new();
        for (j, &res) in results.iter().enumerate() {
            if !self.is_t(ctx, m, res) {
                continue;
            }
            let mut bs = Vec::new();
            for &y in &yields {
                let v = m.op(y).operands()[j];
                bs.push(self.buffer(ctx, m, y, v)?);
            }
            if bs.iter().any(|&b| m.value_type(b) != m.value_type(bs[0])) {
                for (b, &y) in bs.iter_mut().zip(&yields) {
                    *b = self.contiguous(ctx, m, y, *b);
                }
            }
            let ty = m.value_type(bs[0]);
            if bs.iter().any(|&b| m.value_type(b) != ty) {
                return Err(self.err(ctx, m, op, "the branches yield buffers of different types"));
            }
            let mut root = None;
            for (&b, &y) in bs.iter().zip(&yields) {
                m.set_operand(y, j, b);
                let r = match self.root(b) {
                    Some(r) => r,
                    None => {
                        let r = self.new_root(false);
                        self.root_of.insert(b, r);
                        r
                    }
                };
                root = Some(match root {
                    Some(x) => self.merge(x, r),
                    None => r,
                });
            }
            let root = root.unwrap_or(0);
            if bs.iter().all(|&b| b == bs[0]) {
                // Every branch yields the same buffer: the result is that buffer, and the
                // op loses the result (a memref-valued scf.if cannot run in a kernel).
                self.bind(res, bs[0], root);
                dropped.push(j);
            } else {
                m.set_value_type(res, ty);
                self.retyped.insert(res);
                self.bind(res, res, root);
            }
        }
        if dropped.is_empty() {
            return Ok(());
        }
        for &y in &yields {
            let kept: Vec<Value> = m
                .op(y)
                .operands()
                .iter()
                .enumerate()
                .filter(|(j, _)| !dropped.contains(j))
                .map(|(_, &v)| v)
                .collect();
            m.set_operands(y, kept);
        }
        let keep: Vec<usize> = (0..results.len())
            .filter(|j| !dropped.contains(j))
            .collect();
        let (operands, props) = (m.op(op).operands().to_vec(), m.op(op).props.clone());
        let new = self.rebuild(ctx, m, op, operands, &keep, props);
        // The memref results kept: the new op's results are their buffers.
        let news = m.op(new).results().to_vec();
        for (&j, n) in keep.iter().zip(news) {
            let old = results[j];
            if self.retyped.contains(&old) {
                let r = self.root(old).unwrap_or(0);
                self.retyped.insert(n);
                self.bind(n, n, r);
            }
        }
        Ok(())
    }
}
