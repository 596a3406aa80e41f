//! `one-shot-bufferize`: tensors become memrefs.
//!
//! What it does, per function (with `bufferize-function-boundaries`):
//! - Tensor arguments become memrefs with the identity layout, and tensor results memref
//!   results (a returned buffer with another layout is copied into an identity one). With
//!   `function-boundary-type-conversion=fully-dynamic-layout-map` both have upstream's
//!   fully dynamic layout instead (`strided<[?, ...], offset: ?>`): a returned buffer and
//!   a buffer passed to `func.call` are `memref.cast` to it, nothing is copied. With
//!   `infer-layout-map` the arguments are fully dynamic and each result takes the layout of
//!   the buffer returned, upstream's inference (`layout.rs`: functions bufferized callees
//!   first, the casts at `func.return` bypassed).
//! - Every tensor value gets a buffer, in program order. An op that writes a tensor in
//!   destination-passing style (a linalg op's init, `tensor.insert`'s and
//!   `tensor.insert_slice`'s dest, `materialize_in_destination`'s dest) writes the buffer of
//!   that tensor **in place** when the analysis allows it, and otherwise a new allocation,
//!   into which it first copies the old contents if it reads them.
//! - Views (`extract_slice`, `expand_shape`, `collapse_shape`, `cast`) alias their source.
//!
//! - Control flow (`scf.rs`): a tensor carried by `scf.for` or `scf.while` has one buffer
//!   for the whole loop, and `scf.if`, `scf.index_switch` and `scf.execute_region` yield
//!   buffers; `scf.forall` with `shared_outs` has one buffer per output, into which its
//!   `tensor.parallel_insert_slice`s copy (nothing when the slice is already there).
//!
//! The in-place analysis, which is simpler than upstream's and conservative: the buffers
//! are grouped by the allocation they view (their root; the results of a conditional merge
//! the roots of its branches' buffers). A write into root `r` by op `W` is in place when
//! `r` is writable and no use `U` of a tensor value `v` whose buffer is in `r` (other than
//! the written init, used by `W` as its init) may read `v` after `W` wrote it:
//! - `U` is `W` (in another role) or nested in `W`: a conflict;
//! - a loop (any op with regions but the conditionals) holds both `U` and `W`, and `v` is
//!   defined before the loop: a conflict (a later iteration reads what `W` wrote);
//! - otherwise a conflict when `U` comes after `W` in program order, `v` is defined before
//!   `W` (not its result nor defined after it; a loop's block arguments are defined at the
//!   start of each iteration), and `U` and `W` are not in two regions of one conditional;
//! - except the read of an `insert_slice`'s dest when `W` writes exactly the slice it
//!   overwrites (a subview made by an `extract_slice` of the same buffer with the same
//!   offsets, sizes and strides), as upstream's matching extract/insert pair; the
//!   `insert_slice` then copies nothing;
//! - and except an elementwise `linalg.generic` (parallel loops, identity maps) reading
//!   the very buffer it writes: each element is read before it is written (upstream's
//!   `bufferizesToElementwiseAccess`).
//!
//! A loop "writes" the init of each tensor it carries (as upstream's loops do), so a loop
//! works on a copy when its init is used after it or inside it, or is read-only. Writable
//! roots: allocations (`tensor.empty`, copies, `alloc_tensor`), function arguments marked
//! `bufferization.writable = true`, and `to_tensor` of a memref marked `writable`. Function
//! arguments are read-only by default (upstream makes them writable): a Tessera function
//! never modifies the buffers its caller passes for tensor arguments, so its result is the
//! same with and without bufferization. Constants (`arith.constant` of a tensor) become
//! read-only `memref.global`s.
//!
//! `copy-before-write` skips the analysis: every write goes to a new allocation. The
//! interpreter runs that mode as the reference, so `validate` checks the in-place
//! decisions of the default mode against it.
//!
//! Tensors must be used only by the ops listed here and in `tensor.rs` and `scf.rs`;
//! block arguments of tensor type elsewhere (other ops' regions, extra blocks) and
//! anything else are refused with a diagnostic naming the op. The pass works on a copy
//! of the module and keeps it only when every function bufferized and the result
//! verifies, so a refusal leaves the module unchanged. No deallocations are inserted
//! (upstream leaves them to a separate pass too).

use super::rewrite::{op_error, set_prop};
use crate::affine::ops;
use crate::diag::Diagnostics;
use crate::dialect::{ArithOp, DialectOp, FuncOp, LinalgOp, OpKind};
use crate::gpu::build::{i32_array, Builder};
use crate::ir::{Attr, AttrKind, Context, Module, Op, OpSpec, Type, TypeKind, Value, DYNAMIC};
use crate::pass::PassOptions;
use std::collections::HashMap;

mod layout;
mod scf;
mod tensor;

/// Whether `t` is a tensor type.
fn is_tensor(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

/// Whether anything under `anchor` has a tensor operand, result or block argument.
pub fn has_tensors(ctx: &Context, m: &Module, anchor: Op) -> bool {
    let mut found = false;
    m.walk_pre(anchor, &mut |o| {
        if found {
            return;
        }
        let d = m.op(o);
        found = d
            .operands()
            .iter()
            .chain(d.results())
            .any(|&v| is_tensor(ctx, m.value_type(v)))
            || d.regions().iter().any(|&r| {
                m.region(r).blocks().iter().any(|&b| {
                    m.block(b)
                        .args()
                        .iter()
                        .any(|&a| is_tensor(ctx, m.value_type(a)))
                })
            });
        if !found && d.kind == Some(OpKind::FuncFunc) {
            found = ops::attr(ctx, m, o, "function_type").is_some_and(|a| match ctx.attr_kind(a) {
                AttrKind::Type(t) => match ctx.type_kind(*t) {
                    TypeKind::Function { inputs, results } => {
                        inputs.iter().chain(results).any(|&t| is_tensor(ctx, t))
                    }
                    _ => false,
                },
                _ => false,
            });
        }
    });
    found
}

/// The memref type a tensor type bufferizes to: same shape and element type, identity layout.
fn memref_of(ctx: &mut Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t).clone() {
        TypeKind::RankedTensor { shape, elem, .. } => {
            Some(ctx.memref_type(shape, elem, None, None))
        }
        _ => None,
    }
}

/// The memref type a tensor type bufferizes to at a function boundary: the identity layout,
/// or with `fully-dynamic-layout-map` a `strided<[?, ...], offset: ?>` layout (upstream's
/// `getMemRefTypeWithFullyDynamicLayout`). Any other type is kept.
fn boundary_type(ctx: &mut Context, t: Type, fully_dynamic: bool) -> Type {
    match ctx.type_kind(t).clone() {
        TypeKind::RankedTensor { shape, elem, .. } if fully_dynamic => {
            let layout = ctx.attr(AttrKind::StridedLayout {
                offset: DYNAMIC,
                strides: vec![DYNAMIC; shape.len()],
            });
            ctx.memref_type(shape, elem, Some(layout), None)
        }
        _ => memref_of(ctx, t).unwrap_or(t),
    }
}

/// One allocation (or argument, or global) that buffers view.
struct Root {
    writable: bool,
    /// The tensor values whose buffer views this root.
    tensors: Vec<Value>,
    /// The root this one was merged into (an `scf.if` result may be either branch's
    /// buffer: the roots of its yields become one).
    merged: Option<usize>,
}

struct State<'a> {
    opts: Opts,
    func: Op,
    /// Each op of the function (as it was before bufferization; a rebuilt loop takes the
    /// span of the op it replaces): its pre-order position and the position after its
    /// last nested op.
    span: HashMap<Op, (usize, usize)>,
    buf: HashMap<Value, Value>,
    root_of: HashMap<Value, usize>,
    roots: Vec<Root>,
    /// Values that were tensors and are now memrefs in place (function arguments, the
    /// results of `scf.if`, `scf.index_switch` and `scf.execute_region`).
    retyped: std::collections::HashSet<Value>,
    /// The `tensor.extract_slice` that made each subview buffer (for the matching
    /// extract_slice / insert_slice pair, written in place without a copy).
    slice_of: HashMap<Value, Op>,
    /// Ops replaced, erased at the end (their tensor results may still have uses).
    dead: Vec<Op>,
    /// Tensor block arguments of rebuilt loops, removed after the dead ops.
    dead_args: Vec<Value>,
    /// Globals made for constants: (name, anchor module).
    globals: &'a mut usize,
    module: Op,
}

#[derive(Clone, Copy)]
struct Opts {
    copy_before_write: bool,
    /// `function-boundary-type-conversion=fully-dynamic-layout-map`: tensor arguments and
    /// results become memrefs with fully dynamic strided layouts (else identity layouts).
    fully_dynamic: bool,
    /// `function-boundary-type-conversion=infer-layout-map`: `fully_dynamic` arguments, and
    /// results with the layout of the returned buffers (`layout.rs`).
    infer_results: bool,
}

type R<T> = Result<T, Diagnostics>;

/// Whether the regions of `op` may run more than once per execution of `op` (every op
/// with regions but the conditionals: loops, and ops whose regions are unknown here).
fn repeats(m: &Module, op: Op) -> bool {
    !matches!(
        m.op(op).kind,
        Some(OpKind::ScfIf | OpKind::ScfIndexSwitch | OpKind::ScfExecuteRegion | OpKind::AffineIf)
    )
}

/// The region of `anc` that holds `op` (nested in `anc`).
fn region_under(m: &Module, anc: Op, mut op: Op) -> Option<crate::ir::Region> {
    loop {
        let b = m.op(op).parent()?;
        let r = m.block(b).parent()?;
        let p = m.region(r).parent()?;
        if p == anc {
            return Some(r);
        }
        op = p;
    }
}

impl State<'_> {
    /// Whether `v` is a tensor (or a value that was one and was retyped in place).
    fn is_t(&self, ctx: &Context, m: &Module, v: Value) -> bool {
        is_tensor(ctx, m.value_type(v)) || self.retyped.contains(&v)
    }

    fn err(&self, ctx: &Context, m: &Module, op: Op, msg: impl Into<String>) -> Diagnostics {
        op_error(ctx, m, op, msg)
    }

    fn new_root(&mut self, writable: bool) -> usize {
        self.roots.push(Root {
            writable,
            tensors: Vec::new(),
            merged: None,
        });
        self.roots.len() - 1
    }

    /// The representative of root `r` (after merges).
    fn find(&self, mut r: usize) -> usize {
        while let Some(n) = self.roots.get(r).and_then(|x| x.merged) {
            r = n;
        }
        r
    }

    /// The root of buffer `b`.
    fn root(&self, b: Value) -> Option<usize> {
        self.root_of.get(&b).map(|&r| self.find(r))
    }

    /// Merges roots `a` and `b`: their tensors may alias; writable only if both are.
    fn merge(&mut self, a: usize, b: usize) -> usize {
        let (a, b) = (self.find(a), self.find(b));
        if a == b || b >= self.roots.len() || a >= self.roots.len() {
            return a;
        }
        let moved = std::mem::take(&mut self.roots[b].tensors);
        let w = self.roots[b].writable;
        self.roots[b].merged = Some(a);
        self.roots[a].tensors.extend(moved);
        self.roots[a].writable &= w;
        a
    }

    /// Marks the root of buffer `b` read-only.
    fn freeze(&mut self, b: Value) {
        if let Some(r) = self.root(b) {
            if let Some(root) = self.roots.get_mut(r) {
                root.writable = false;
            }
        }
    }

    /// Records that tensor `t` is buffered by `b` (in root `r`).
    fn bind(&mut self, t: Value, b: Value, r: usize) {
        let r = self.find(r);
        self.buf.insert(t, b);
        self.root_of.insert(b, r);
        if let Some(root) = self.roots.get_mut(r) {
            root.tensors.push(t);
        }
    }

    fn buffer(&self, ctx: &Context, m: &Module, op: Op, t: Value) -> R<Value> {
        self.buf.get(&t).copied().ok_or_else(|| {
            self.err(
                ctx,
                m,
                op,
                "operand is a tensor that one-shot-bufferize did not bufferize (defined in a region or block it does not handle)",
            )
        })
    }

    /// Where `v` is defined, as twice a position (ops are at even positions): a result
    /// just after its op and everything nested in it, a block argument at the start of
    /// its op (each iteration of a loop redefines its arguments), a function argument
    /// first.
    fn def_pos(&self, m: &Module, v: Value) -> usize {
        match m.value(v).def {
            crate::ir::ValueDef::OpResult { op, .. } => self
                .span
                .get(&op)
                .map_or(0, |s| (2 * s.1).saturating_sub(1)),
            crate::ir::ValueDef::BlockArg { block, .. } => m
                .block_parent_op(block)
                .and_then(|o| self.span.get(&o))
                .map_or(0, |s| 2 * s.0),
        }
    }

    /// Whether use `u` of `v` (a tensor in the root `w` writes) may read `v` after `w`
    /// wrote the root: `u` is `w` or nested in it; a loop around both repeats them
    /// while `v` is defined before the loop; or `u` comes after `w`, `v` is defined
    /// before `w`, and they are not in two branches of one conditional.
    fn conflict(&self, m: &Module, w: Op, u: crate::ir::Use, v: Value) -> bool {
        let uo = u.op;
        // An op made by this pass uses buffers only (a retyped value is its own buffer);
        // the op it replaces is still there and counts.
        let Some(&(us, _)) = self.span.get(&uo) else {
            return false;
        };
        if m.is_ancestor(w, uo) {
            return true;
        }
        let Some(&(ws, _)) = self.span.get(&w) else {
            return true;
        };
        let dv = self.def_pos(m, v);
        let mut a = m.parent_op(uo);
        let mut common = None;
        while let Some(p) = a {
            if p == self.func {
                break;
            }
            if m.is_ancestor(p, w) {
                common.get_or_insert(p);
                if repeats(m, p) && self.span.get(&p).is_none_or(|s| dv < 2 * s.0) {
                    return true;
                }
            }
            a = m.parent_op(p);
        }
        if us < ws || dv > 2 * ws {
            return false;
        }
        // Two branches of one conditional never both run.
        if let Some(c) = common {
            if !repeats(m, c) && region_under(m, c, uo) != region_under(m, c, w) {
                return false;
            }
        }
        true
    }

    /// Whether `u` is the dest of a `tensor.insert_slice` that overwrites exactly the
    /// slice `b` (a subview made by a matching `tensor.extract_slice` of the same
    /// buffer): writing `b` does not change what that op reads.
    fn matching_slice(&self, ctx: &Context, m: &Module, b: Value, u: crate::ir::Use) -> bool {
        let insert = matches!(
            m.op(u.op).kind,
            Some(OpKind::TensorInsertSlice | OpKind::TensorParallelInsertSlice)
        );
        if u.operand != 1 || !insert {
            return false;
        }
        let Some(&e) = self.slice_of.get(&b) else {
            return false;
        };
        self.slice_matches(ctx, m, e, u.op)
    }

    /// Whether insert_slice `ins` writes its dest's buffer exactly where
    /// extract_slice `e` viewed it.
    fn slice_matches(&self, ctx: &Context, m: &Module, e: Op, ins: Op) -> bool {
        let (Some(&src), Some(&db)) = (
            m.op(e).operands().first().and_then(|s| self.buf.get(s)),
            m.op(ins).operands().get(1).and_then(|d| self.buf.get(d)),
        ) else {
            return false;
        };
        src == db && same_slice(ctx, m, e, ins)
    }

    /// Whether the source of `tensor.insert_slice` `ins` is a subview made by a matching
    /// `tensor.extract_slice` of the buffer of its dest (nothing to copy in place).
    pub(super) fn source_in_slice(&self, ctx: &Context, m: &Module, ins: Op) -> bool {
        if !matches!(
            m.op(ins).kind,
            Some(OpKind::TensorInsertSlice | OpKind::TensorParallelInsertSlice)
        ) {
            return false;
        }
        let Some(src) = m.op(ins).operands().first().and_then(|s| self.buf.get(s)) else {
            return false;
        };
        self.slice_of
            .get(src)
            .is_some_and(|&e| self.slice_matches(ctx, m, e, ins))
    }

    /// Whether `w` may write tensor `t` (its operand `idx`) in place.
    fn in_place(&self, ctx: &Context, m: &Module, w: Op, t: Value, idx: usize) -> bool {
        if self.opts.copy_before_write {
            return false;
        }
        let Some(&b) = self.buf.get(&t) else {
            return false;
        };
        let Some(root) = self.root(b).and_then(|r| self.roots.get(r)) else {
            return false;
        };
        if !root.writable || !self.span.contains_key(&w) {
            return false;
        }
        for &v in &root.tensors {
            for &u in m.uses(v) {
                if u.op == w && v == t && u.operand as usize == idx {
                    continue;
                }
                // The source of an insert_slice that is already in the slice it writes.
                if u.op == w && u.operand == 0 && self.source_in_slice(ctx, m, w) {
                    continue;
                }
                // An elementwise op reading the very buffer it writes, each element before
                // writing it (upstream's `bufferizesToElementwiseAccess`).
                if u.op == w
                    && self.buf.get(&v) == Some(&b)
                    && elementwise(ctx, m, w, &[u.operand as usize, idx])
                {
                    continue;
                }
                if self.conflict(m, w, u, v) && !self.matching_slice(ctx, m, b, u) {
                    return false;
                }
            }
        }
        true
    }

    /// The dynamic sizes of `b` (for an allocation of its shape).
    fn dyn_sizes(&self, ctx: &mut Context, m: &mut Module, at: &Builder, b: Value) -> Vec<Value> {
        let shape = match ctx.type_kind(m.value_type(b)) {
            TypeKind::MemRef { shape, .. } => shape.clone(),
            _ => Vec::new(),
        };
        let mut out = Vec::new();
        for (i, &d) in shape.iter().enumerate() {
            if d == DYNAMIC {
                let c = at.const_index(ctx, m, i as i64);
                let t = ctx.index_type();
                let o = at.create(ctx, m, "memref.dim", vec![b, c], vec![t], &[], 0);
                out.push(m.op(o).results()[0]);
            }
        }
        out
    }

    /// `memref.alloc(dyn) : ty` before `at`.
    fn alloc(ctx: &mut Context, m: &mut Module, at: &Builder, ty: Type, dyn_: Vec<Value>) -> Value {
        let seg = i32_array(ctx, &[dyn_.len() as i64, 0]);
        let o = at.create(
            ctx,
            m,
            "memref.alloc",
            dyn_,
            vec![ty],
            &[("operandSegmentSizes", seg)],
            0,
        );
        m.op(o).results()[0]
    }

    /// The buffer op `w` writes for its tensor operand `idx` (`t`): `t`'s own buffer in
    /// place, or a new allocation (a copy of `t` when `reads`).
    fn dest(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        w: Op,
        idx: usize,
        reads: bool,
    ) -> R<(Value, usize)> {
        let t = m.op(w).operands()[idx];
        let b = self.buffer(ctx, m, w, t)?;
        if self.in_place(ctx, m, w, t, idx) {
            let r = self.root(b).unwrap_or(0);
            return Ok((b, r));
        }
        // The allocation has the shape of `t` and the identity layout.
        let ty = match ctx.type_kind(m.value_type(b)).clone() {
            TypeKind::MemRef { shape, elem, .. } => ctx.memref_type(shape, elem, None, None),
            _ => return Err(self.err(ctx, m, w, "expected a ranked tensor")),
        };
        let at = Builder::before(m, w);
        let dyn_ = self.dyn_sizes(ctx, m, &at, b);
        let nb = Self::alloc(ctx, m, &at, ty, dyn_);
        // The contents of `tensor.empty` are undefined: nothing to copy.
        let empty = m
            .defining_op(t)
            .and_then(|d| m.op(d).kind)
            .is_some_and(|k| k.name() == "tensor.empty");
        if reads && !empty {
            at.create(ctx, m, "memref.copy", vec![b, nb], vec![], &[], 0);
        }
        let r = self.new_root(true);
        self.root_of.insert(nb, r);
        Ok((nb, r))
    }

    /// Maps each operand that is a tensor to its buffer.
    fn map_operands(&self, ctx: &Context, m: &Module, op: Op) -> R<Vec<Value>> {
        m.op(op)
            .operands()
            .iter()
            .map(|&v| {
                if self.is_t(ctx, m, v) {
                    self.buffer(ctx, m, op, v)
                } else {
                    Ok(v)
                }
            })
            .collect()
    }

    /// A linalg structured op on tensors: the same op on the buffers, writing each tensor
    /// init in place or into a new allocation.
    fn linalg(&mut self, ctx: &mut Context, m: &mut Module, op: Op, nin: usize) -> R<()> {
        let mut operands = self.map_operands(ctx, m, op)?;
        let old = m.op(op).operands().to_vec();
        let region_args: Vec<Value> = m
            .op(op)
            .regions()
            .first()
            .and_then(|&r| m.region(r).blocks().first().copied())
            .map(|b| m.block(b).args().to_vec())
            .unwrap_or_default();
        let mut outs = Vec::new();
        for i in nin..old.len() {
            if !self.is_t(ctx, m, old[i]) {
                continue;
            }
            // A named op's implicit region reads the init when its argument is used.
            let reads = region_args.get(i).is_none_or(|&a| !m.use_empty(a));
            let (b, r) = self.dest(ctx, m, op, i, reads)?;
            operands[i] = b;
            outs.push((b, r));
        }
        let d = m.op(op).clone();
        let spec = OpSpec {
            name: d.name,
            kind: d.kind,
            operands,
            result_types: Vec::new(),
            props: d.props.clone(),
            attrs: d.attrs.clone(),
            successors: Vec::new(),
            num_regions: d.regions().len(),
            loc: d.loc,
        };
        let new = m.create_op(spec);
        m.insert_before(op, new);
        let (olds, news) = (d.regions().to_vec(), m.op(new).regions().to_vec());
        for (o, n) in olds.into_iter().zip(news) {
            m.take_region_blocks(o, n);
        }
        let results = m.op(op).results().to_vec();
        if results.len() != outs.len() {
            return Err(self.err(ctx, m, op, "expected one result per tensor init"));
        }
        for (res, (b, r)) in results.into_iter().zip(outs) {
            self.bind(res, b, r);
        }
        self.dead.push(op);
        Ok(())
    }

    /// Replaces the single result of `op` by the single result of a new op `name`.
    #[allow(clippy::too_many_arguments)]
    fn replace_with(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        op: Op,
        name: &str,
        operands: Vec<Value>,
        ty: Type,
        props: &[(&str, Attr)],
    ) -> Value {
        let o = Builder::before(m, op).create(ctx, m, name, operands, vec![ty], props, 0);
        let v = m.op(o).results()[0];
        if let Some(&old) = m.op(op).results().first() {
            m.replace_all_uses(old, v);
        }
        self.dead.push(op);
        v
    }

    /// A tensor-typed `arith.constant`: a private constant `memref.global` and a
    /// `memref.get_global` (read-only).
    fn constant(&mut self, ctx: &mut Context, m: &mut Module, op: Op) -> R<()> {
        let Some(&res) = m.op(op).results().first() else {
            return Err(self.err(ctx, m, op, "expected a result"));
        };
        let Some(ty) = memref_of(ctx, m.value_type(res)) else {
            return Err(self.err(ctx, m, op, "expected a ranked tensor constant"));
        };
        let Some(value) = ops::attr(ctx, m, op, "value") else {
            return Err(self.err(ctx, m, op, "expected a 'value'"));
        };
        let name = format!("__constant_{}", *self.globals);
        *self.globals += 1;
        let Some(&body) = m
            .op(self.module)
            .regions()
            .first()
            .and_then(|&r| m.region(r).blocks().first())
        else {
            return Err(self.err(ctx, m, op, "expected a module body"));
        };
        let (sym, tya, vis, unit) = (
            ctx.str_attr(&name),
            ctx.type_attr(ty),
            ctx.str_attr("private"),
            ctx.unit_attr(),
        );
        let at = match m.first_op(body) {
            Some(f) => Builder::before(m, f),
            None => Builder::at_end(body, m.op(op).loc),
        };
        at.create(
            ctx,
            m,
            "memref.global",
            vec![],
            vec![],
            &[
                ("sym_name", sym),
                ("sym_visibility", vis),
                ("type", tya),
                ("initial_value", value),
                ("constant", unit),
            ],
            0,
        );
        let sref = ctx.symbol_ref(&name);
        let o = Builder::before(m, op).create(
            ctx,
            m,
            "memref.get_global",
            vec![],
            vec![ty],
            &[("name", sref)],
            0,
        );
        let b = m.op(o).results()[0];
        let r = self.new_root(false);
        self.bind(res, b, r);
        self.dead.push(op);
        Ok(())
    }

    /// `func.call` with tensors: the callee's bufferized signature (identity-layout
    /// memrefs; a strided buffer is copied first). A callee may return a view of an
    /// argument, so its results are read-only allocations and the allocations passed to it
    /// are never written in place afterwards.
    fn call(&mut self, ctx: &mut Context, m: &mut Module, op: Op) -> R<()> {
        let mut operands = self.map_operands(ctx, m, op)?;
        let old = m.op(op).operands().to_vec();
        for (i, v) in old.iter().enumerate() {
            if !self.is_t(ctx, m, *v) {
                continue;
            }
            // Identity boundaries take a contiguous copy; fully dynamic ones take any
            // strided buffer (cast below).
            if !self.opts.fully_dynamic {
                operands[i] = self.contiguous(ctx, m, op, operands[i]);
            }
            self.freeze(operands[i]);
            if let Some(&b) = self.buf.get(v) {
                self.freeze(b);
            }
        }
        let d = m.op(op).clone();
        let mut types = Vec::new();
        for &r in d.results() {
            let t = m.value_type(r);
            types.push(boundary_type(ctx, t, self.opts.fully_dynamic));
        }
        // With inferred result layouts, the callee's (bufferized first) result types.
        if self.opts.infer_results {
            if let Some(rs) = layout::callee_results(ctx, m, self.module, op) {
                if rs.len() == types.len() {
                    types = rs;
                }
            }
        }
        // With fully dynamic boundary layouts, each buffer is cast to the callee's type.
        if self.opts.fully_dynamic {
            for (i, v) in old.iter().enumerate() {
                if !self.is_t(ctx, m, *v) {
                    continue;
                }
                let want = boundary_type(ctx, m.value_type(*v), true);
                if m.value_type(operands[i]) != want {
                    let o = Builder::before(m, op).create(
                        ctx,
                        m,
                        "memref.cast",
                        vec![operands[i]],
                        vec![want],
                        &[],
                        0,
                    );
                    operands[i] = m.op(o).results()[0];
                }
            }
        }
        let new = m.create_op(OpSpec {
            name: d.name,
            kind: d.kind,
            operands,
            result_types: types,
            props: d.props.clone(),
            attrs: d.attrs.clone(),
            successors: Vec::new(),
            num_regions: 0,
            loc: d.loc,
        });
        m.insert_before(op, new);
        let news = m.op(new).results().to_vec();
        for (&o, n) in d.results().iter().zip(news) {
            if is_tensor(ctx, m.value_type(o)) {
                let r = self.new_root(false);
                self.bind(o, n, r);
            } else {
                m.replace_all_uses(o, n);
            }
        }
        self.dead.push(op);
        Ok(())
    }

    /// `func.return`: buffers for tensors, copied into identity-layout allocations where
    /// they have another layout; returns the result types.
    fn ret(&mut self, ctx: &mut Context, m: &mut Module, op: Op) -> R<Vec<Type>> {
        let vals = m.op(op).operands().to_vec();
        let mut out = Vec::new();
        for (i, v) in vals.into_iter().enumerate() {
            let t = m.value_type(v);
            if !self.is_t(ctx, m, v) {
                out.push(t);
                continue;
            }
            let b = self.buffer(ctx, m, op, v)?;
            let want = match ctx.type_kind(m.value_type(b)).clone() {
                TypeKind::MemRef { shape, elem, .. } if self.opts.fully_dynamic => {
                    let layout = ctx.attr(AttrKind::StridedLayout {
                        offset: DYNAMIC,
                        strides: vec![DYNAMIC; shape.len()],
                    });
                    ctx.memref_type(shape, elem, Some(layout), None)
                }
                TypeKind::MemRef { shape, elem, .. } => ctx.memref_type(shape, elem, None, None),
                _ => return Err(self.err(ctx, m, op, "expected a ranked tensor result")),
            };
            let b = if m.value_type(b) == want {
                b
            } else if self.opts.fully_dynamic {
                // Any strided buffer casts to the fully dynamic layout (as upstream).
                let at = Builder::before(m, op);
                let o = at.create(ctx, m, "memref.cast", vec![b], vec![want], &[], 0);
                m.op(o).results()[0]
            } else {
                let at = Builder::before(m, op);
                let dyn_ = self.dyn_sizes(ctx, m, &at, b);
                let nb = Self::alloc(ctx, m, &at, want, dyn_);
                at.create(ctx, m, "memref.copy", vec![b, nb], vec![], &[], 0);
                nb
            };
            m.set_operand(op, i, b);
            out.push(want);
        }
        Ok(out)
    }

    /// Bufferizes one op (not the ops nested in it: see `visit`).
    fn op(&mut self, ctx: &mut Context, m: &mut Module, op: Op) -> R<()> {
        let d = m.op(op);
        let touches = d
            .operands()
            .iter()
            .chain(d.results())
            .any(|&v| self.is_t(ctx, m, v));
        let Some(kind) = d.kind else {
            if touches {
                let name = ctx.ident_str(d.name).to_string();
                return Err(self.err(ctx, m, op, format!("one-shot-bufferize does not know how to bufferize unregistered op '{name}'")));
            }
            return Ok(());
        };
        match kind.split() {
            DialectOp::Linalg(l) => match l {
                LinalgOp::LinalgYield | LinalgOp::LinalgIndex => Ok(()),
                _ => {
                    if !touches {
                        return Ok(());
                    }
                    let nin = linalg_inputs(ctx, m, op)
                        .ok_or_else(|| self.err(ctx, m, op, "expected ins and outs"))?;
                    self.linalg(ctx, m, op, nin)
                }
            },
            DialectOp::Tensor(t) => self.tensor(ctx, m, op, t),
            DialectOp::Bufferization(b) => self.bufferization(ctx, m, op, b),
            DialectOp::Arith(ArithOp::ArithConstant) if touches => self.constant(ctx, m, op),
            DialectOp::Func(FuncOp::FuncReturn) => Ok(()),
            DialectOp::Func(FuncOp::FuncCall) if touches => self.call(ctx, m, op),
            _ if !touches => Ok(()),
            _ => Err(self.err(
                ctx,
                m,
                op,
                format!(
                    "one-shot-bufferize does not bufferize '{}' on tensors",
                    kind.name()
                ),
            )),
        }
    }
}

/// Whether slice ops `a` and `b` (`tensor.extract_slice`, `tensor.insert_slice`) take
/// the same offsets, sizes and strides (the same static values and operands).
fn same_slice(ctx: &Context, m: &Module, a: Op, b: Op) -> bool {
    let props = ["static_offsets", "static_sizes", "static_strides"];
    if props.iter().any(|p| {
        ops::attr(ctx, m, a, p) != ops::attr(ctx, m, b, p) || ops::attr(ctx, m, a, p).is_none()
    }) {
        return false;
    }
    // extract_slice: source, offsets.. ; insert_slice: source, dest, offsets..
    let skip = |o: Op| match m.op(o).kind {
        Some(OpKind::TensorExtractSlice) => Some(1),
        Some(OpKind::TensorInsertSlice | OpKind::TensorParallelInsertSlice) => Some(2),
        // Not a slice op: nothing to compare.
        Some(_) | None => None,
    };
    let (Some(sa), Some(sb)) = (skip(a), skip(b)) else {
        return false;
    };
    m.op(a).operands().get(sa..) == m.op(b).operands().get(sb..)
}

/// Whether `op` is a `linalg.generic` whose loops are all parallel and whose indexing maps
/// of `operands` are identities: it reads each element of those operands only to compute
/// the same element of its result.
fn elementwise(ctx: &Context, m: &Module, op: Op, operands: &[usize]) -> bool {
    use crate::dialect::linalg::verify::{iterators_of, maps_of};
    if m.op(op).kind != Some(OpKind::LinalgGeneric) {
        return false;
    }
    let iters = iterators_of(ctx, ops::attr(ctx, m, op, "iterator_types"));
    let maps = maps_of(ctx, ops::attr(ctx, m, op, "indexing_maps"));
    let (Some(iters), Some(maps)) = (iters, maps) else {
        return false;
    };
    let rank = iters.len();
    !iters.iter().any(|&r| r)
        && operands.iter().all(|&i| {
            maps.get(i).is_some_and(|&map| {
                let d = ctx.map_data(map);
                d.num_dims as usize == rank
                    && d.num_symbols == 0
                    && d.results.len() == rank
                    && d.results
                        .iter()
                        .enumerate()
                        .all(|(k, &e)| ctx.expr(e) == crate::ir::AffineExprKind::Dim(k as u32))
            })
        })
}

/// The number of inputs of linalg structured op `op` (`operandSegmentSizes`, or one input
/// and one init).
fn linalg_inputs(ctx: &Context, m: &Module, op: Op) -> Option<usize> {
    match ops::attr(ctx, m, op, "operandSegmentSizes") {
        Some(a) => crate::dialect::memref::syntax::dense_ints(ctx, a)
            .and_then(|v| v.first().map(|&n| n as usize)),
        None => m.op(op).operands().len().checked_sub(1),
    }
}

/// Whether `func`'s argument `i` is marked `bufferization.writable = true`.
pub fn arg_writable(ctx: &Context, m: &Module, func: Op, i: usize) -> bool {
    let Some(a) = ops::attr(ctx, m, func, "arg_attrs") else {
        return false;
    };
    let AttrKind::Array(v) = ctx.attr_kind(a) else {
        return false;
    };
    let Some(&d) = v.get(i) else { return false };
    let AttrKind::Dictionary(entries) = ctx.attr_kind(d) else {
        return false;
    };
    entries.iter().any(|(n, v)| {
        ctx.ident_str(*n) == "bufferization.writable"
            && matches!(ctx.attr_kind(*v), AttrKind::Bool(true))
    })
}

fn function_type(ctx: &Context, m: &Module, f: Op) -> Option<(Vec<Type>, Vec<Type>)> {
    match ctx.attr_kind(ops::attr(ctx, m, f, "function_type")?) {
        AttrKind::Type(t) => match ctx.type_kind(*t) {
            TypeKind::Function { inputs, results } => Some((inputs.clone(), results.clone())),
            _ => None,
        },
        _ => None,
    }
}

/// Bufferizes one function.
fn function(
    ctx: &mut Context,
    m: &mut Module,
    module: Op,
    f: Op,
    opts: Opts,
    globals: &mut usize,
) -> R<()> {
    let Some((ins, outs)) = function_type(ctx, m, f) else {
        return Err(op_error(ctx, m, f, "expected a 'function_type'"));
    };
    let blocks: Vec<_> = m
        .op(f)
        .regions()
        .first()
        .map(|&r| m.region(r).blocks().to_vec())
        .unwrap_or_default();
    let mut st = State {
        opts,
        func: f,
        span: HashMap::new(),
        buf: HashMap::new(),
        root_of: HashMap::new(),
        roots: Vec::new(),
        retyped: Default::default(),
        slice_of: HashMap::new(),
        dead: Vec::new(),
        dead_args: Vec::new(),
        globals,
        module,
    };
    // The signature.
    let new_ins: Vec<Type> = ins
        .iter()
        .map(|&t| boundary_type(ctx, t, opts.fully_dynamic))
        .collect();
    if ins
        .iter()
        .any(|&t| matches!(ctx.type_kind(t), TypeKind::UnrankedTensor { .. }))
        || outs
            .iter()
            .any(|&t| matches!(ctx.type_kind(t), TypeKind::UnrankedTensor { .. }))
    {
        return Err(op_error(
            ctx,
            m,
            f,
            "unranked tensors at function boundaries are not supported",
        ));
    }
    let Some(&entry) = blocks.first() else {
        // A declaration: only the signature changes.
        let new_outs = outs
            .iter()
            .map(|&t| boundary_type(ctx, t, opts.fully_dynamic))
            .collect();
        let ft = ctx.function_type(new_ins, new_outs);
        let a = ctx.type_attr(ft);
        set_prop(ctx, m, f, "function_type", a);
        return Ok(());
    };
    if blocks.len() > 1 {
        return Err(op_error(
            ctx,
            m,
            f,
            "one-shot-bufferize handles tensors in single-block functions only",
        ));
    }
    let args = m.block(entry).args().to_vec();
    for (i, &a) in args.iter().enumerate() {
        let t = m.value_type(a);
        if memref_of(ctx, t).is_some() {
            let mt = boundary_type(ctx, t, opts.fully_dynamic);
            m.set_value_type(a, mt);
            st.retyped.insert(a);
            let r = st.new_root(arg_writable(ctx, m, f, i));
            st.bind(a, a, r);
        }
    }
    st.span = spans(m, f);
    let mut results = None;
    for o in m.block_ops_vec(entry) {
        if m.op(o).kind == Some(OpKind::FuncReturn) {
            results = Some(st.ret(ctx, m, o)?);
            continue;
        }
        st.visit(ctx, m, o)?;
    }
    let new_outs = results.unwrap_or_else(|| {
        outs.iter()
            .map(|&t| boundary_type(ctx, t, opts.fully_dynamic))
            .collect()
    });
    let ft = ctx.function_type(new_ins, new_outs);
    let a = ctx.type_attr(ft);
    set_prop(ctx, m, f, "function_type", a);
    for &o in st.dead.iter().rev() {
        if let Some(x) = m
            .op(o)
            .results()
            .iter()
            .find(|&&r| !m.use_empty(r))
            .copied()
        {
            let u = m.uses(x)[0].op;
            let name = m.op(u).kind.map_or("an op", |k| k.name());
            return Err(op_error(
                ctx,
                m,
                u,
                format!("one-shot-bufferize does not bufferize '{name}' on tensors"),
            ));
        }
        m.erase_op(o);
    }
    // The tensor block arguments of rebuilt loops (their users are gone now).
    for &a in &st.dead_args {
        if let Some(u) = m.uses(a).first().map(|u| u.op) {
            let name = m.op(u).kind.map_or("an op", |k| k.name());
            return Err(op_error(
                ctx,
                m,
                u,
                format!("one-shot-bufferize does not bufferize '{name}' on tensors"),
            ));
        }
        if let crate::ir::ValueDef::BlockArg { block, index } = m.value(a).def {
            m.erase_block_arg(block, index as usize);
        }
    }
    Ok(())
}

/// The span of every op in `f` (see `State::span`).
fn spans(m: &Module, f: Op) -> HashMap<Op, (usize, usize)> {
    let mut out = HashMap::new();
    let mut n = 0usize;
    m.walk_pre(f, &mut |o| {
        out.insert(o, (n, n + 1));
        n += 1;
    });
    // Children before parents: each op's end is final when its parent takes it.
    for o in m.collect_post(f) {
        let end = out.get(&o).map_or(0, |s| s.1);
        if let Some(p) = m.parent_op(o) {
            if let Some(s) = out.get_mut(&p) {
                s.1 = s.1.max(end);
            }
        }
    }
    out
}

/// The pass entry point.
pub fn run(ctx: &mut Context, m: &mut Module, anchor: Op, opts: &PassOptions) -> R<bool> {
    let err = |e: String| Diagnostics::from(crate::diag::Diagnostic::error(None, e));
    let (fully_dynamic, infer_results) = match opts.get("function-boundary-type-conversion") {
        None | Some("identity-layout-map") => (false, false),
        Some("fully-dynamic-layout-map") => (true, false),
        Some("infer-layout-map") => (true, true),
        Some(v) => {
            return Err(err(format!(
                "function-boundary-type-conversion={v} is not supported: function boundaries bufferize to identity-layout-map, fully-dynamic-layout-map or infer-layout-map"
            )))
        }
    };
    let o = Opts {
        copy_before_write: opts.get_bool("copy-before-write", false).map_err(err)?,
        fully_dynamic,
        infer_results,
    };
    let boundaries = opts
        .get_bool("bufferize-function-boundaries", false)
        .map_err(err)?;
    if !has_tensors(ctx, m, anchor) {
        return Ok(false);
    }
    // On a copy: a refusal leaves the module as it was (verifying), not half bufferized.
    let (mut c2, mut m2) = (ctx.clone(), m.clone());
    bufferize_module(&mut c2, &mut m2, anchor, o, boundaries)?;
    *ctx = c2;
    *m = m2;
    Ok(true)
}

/// [`run`]'s work on every function under `anchor`.
fn bufferize_module(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    o: Opts,
    boundaries: bool,
) -> R<()> {
    // A function value (func.constant, call_indirect) whose type has tensors would keep
    // the old signature: refused.
    let mut fn_value = None;
    m.walk_pre(anchor, &mut |x| {
        let d = m.op(x);
        let tensor_fn =
            d.operands()
                .iter()
                .chain(d.results())
                .any(|&v| match ctx.type_kind(m.value_type(v)) {
                    TypeKind::Function { inputs, results } => {
                        inputs.iter().chain(results).any(|&t| is_tensor(ctx, t))
                    }
                    _ => false,
                });
        if fn_value.is_none() && tensor_fn {
            fn_value = Some(x);
        }
    });
    if let Some(x) = fn_value {
        let name = m.op(x).kind.map_or("an op", |k| k.name());
        return Err(op_error(
            ctx,
            m,
            x,
            format!(
                "one-shot-bufferize does not bufferize '{name}' on a function type with tensors"
            ),
        ));
    }
    let funcs: Vec<Op> = {
        let mut v = Vec::new();
        m.walk_pre(anchor, &mut |x| {
            if m.op(x).kind == Some(OpKind::FuncFunc) {
                v.push(x);
            }
        });
        v
    };
    // Inferred result layouts: callees first, so that calls see their results' types.
    let funcs = if o.infer_results {
        layout::callees_first(ctx, m, &funcs)
    } else {
        funcs
    };
    let mut globals = 0usize;
    for f in funcs {
        if !has_tensors(ctx, m, f) {
            continue;
        }
        let sig = function_type(ctx, m, f)
            .is_some_and(|(i, o)| i.iter().chain(&o).any(|&t| is_tensor(ctx, t)));
        if sig && !boundaries {
            return Err(op_error(
                ctx,
                m,
                f,
                "function has tensor arguments or results: run one-shot-bufferize with bufferize-function-boundaries",
            ));
        }
        let module = m.parent_op(f).unwrap_or(anchor);
        function(ctx, m, module, f, o, &mut globals)?;
        if o.infer_results {
            layout::fold_result_casts(ctx, m, f);
        }
    }
    if let Some(x) = remaining(ctx, m, anchor) {
        return Err(op_error(
            ctx,
            m,
            x,
            "one-shot-bufferize left a tensor here (an op or region it does not handle)",
        ));
    }
    // The result must verify (this runs on a copy; the caller keeps the original on error).
    crate::verify::verify(ctx, m)
}

/// The first op under `anchor` that still has a tensor operand or result.
fn remaining(ctx: &Context, m: &Module, anchor: Op) -> Option<Op> {
    let mut bad = None;
    m.walk_pre(anchor, &mut |o| {
        if bad.is_none()
            && m.op(o)
                .operands()
                .iter()
                .chain(m.op(o).results())
                .any(|&v| is_tensor(ctx, m.value_type(v)))
        {
            bad = Some(o);
        }
    });
    bad
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parser::{parse_source, ParseOptions};

    /// A refusal leaves the module as it was, so it still verifies (found by the
    /// gpu_pipeline fuzz target: the argument types had already become memrefs).
    #[test]
    fn a_refusal_leaves_the_module_unchanged() {
        let text = "func.func @forall(%t: tensor<8xf32>) -> (tensor<8xf32>, f32) {\n\
                    %c0 = arith.constant 0 : index\n\
                    %o = scf.forall (%k) in (8) shared_outs(%out = %t) -> (tensor<8xf32>) {\n\
                    %x = tensor.extract %out[%c0] : tensor<8xf32>\n\
                    scf.forall.in_parallel {\n}\n}\n\
                    %y = tensor.extract %o[%c0] : tensor<8xf32>\n\
                    return %o, %y : tensor<8xf32>, f32\n}\n";
        let mut ctx = Context::new();
        let mut m =
            parse_source(&mut ctx, text, "t.mlir", &ParseOptions::default()).expect("parses");
        let print = |ctx: &Context, m: &Module| {
            crate::printer::print_module(ctx, m, &crate::printer::PrintOptions::default())
        };
        let before = print(&ctx, &m);
        let mut opts = PassOptions::default();
        opts.values
            .insert("bufferize-function-boundaries".into(), "true".into());
        let top = m.top[0];
        assert!(run(&mut ctx, &mut m, top, &opts).is_err());
        assert_eq!(print(&ctx, &m), before);
        crate::verify::verify(&ctx, &m).expect("still verifies");
    }

    /// A refusal after a loop was rebuilt (its tensor iter_args dropped) still leaves the
    /// module as it was.
    #[test]
    fn a_refusal_after_a_rebuilt_loop_leaves_the_module_unchanged() {
        let text = "func.func @f(%t: tensor<4xf32>, %n: index) -> tensor<4xi32> {\n\
                    %c0 = arith.constant 0 : index\n\
                    %c1 = arith.constant 1 : index\n\
                    %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {\n\
                    scf.yield %a : tensor<4xf32>\n}\n\
                    %b = tensor.bitcast %r : tensor<4xf32> to tensor<4xi32>\n\
                    return %b : tensor<4xi32>\n}\n";
        let mut ctx = Context::new();
        let mut m =
            parse_source(&mut ctx, text, "t.mlir", &ParseOptions::default()).expect("parses");
        let print = |ctx: &Context, m: &Module| {
            crate::printer::print_module(ctx, m, &crate::printer::PrintOptions::default())
        };
        let before = print(&ctx, &m);
        let mut opts = PassOptions::default();
        opts.values
            .insert("bufferize-function-boundaries".into(), "true".into());
        let top = m.top[0];
        let e = run(&mut ctx, &mut m, top, &opts).expect_err("refused");
        assert!(format!("{e:?}").contains("tensor.bitcast"), "{e:?}");
        assert_eq!(print(&ctx, &m), before);
        crate::verify::verify(&ctx, &m).expect("still verifies");
    }

    /// A function value whose type has tensors is refused (found by the gpu_pipeline fuzz
    /// target: the callee's signature became memrefs, the func.constant kept tensors).
    #[test]
    fn a_function_value_with_tensors_is_refused() {
        let text = "func.func private @myfn(tensor<16xf32>, f32) -> tensor<16xf32>\n\
                    func.func @constant() {\n\
                    %f = func.constant @myfn : (tensor<16xf32>, f32) -> tensor<16xf32>\n\
                    return\n}\n";
        let mut ctx = Context::new();
        let mut m =
            parse_source(&mut ctx, text, "t.mlir", &ParseOptions::default()).expect("parses");
        let mut opts = PassOptions::default();
        opts.values
            .insert("bufferize-function-boundaries".into(), "true".into());
        let top = m.top[0];
        let e = run(&mut ctx, &mut m, top, &opts).expect_err("refused");
        assert!(
            format!("{e:?}").contains("function type with tensors"),
            "{e:?}"
        );
        crate::verify::verify(&ctx, &m).expect("still verifies");
    }
}
