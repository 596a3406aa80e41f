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
//! - `scf.forall` with `shared_outs` is refused: its `tensor.parallel_insert_slice` is
//!   not in Tessera's op table.

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
                Some(OpKind::ScfForall) => {
                    return Err(self.err(
                        ctx,
                        m,
                        op,
                        "one-shot-bufferize does not bufferize 'scf.forall' with shared_outs (tensor.parallel_insert_slice is not supported)",
                    ))
                }
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
                let ty = match ctx.type_kind(m.value_type(s)).clone() {
                    crate::ir::TypeKind::MemRef { shape, elem, .. } => {
                        ctx.memref_type(shape, elem, None, None)
                    }
                    _ => m.value_type(s),
                };
                let dyn_ = self.dyn_sizes(ctx, m, &b, s);
                let t = Self::alloc(ctx, m, &b, ty, dyn_);
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
