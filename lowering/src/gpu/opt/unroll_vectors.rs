//! `tessera-unroll-vectors`: in GPU kernels, every vector value that the back end has no
//! type for — one of more than [`NATIVE_LANES`] lanes, of one lane, of rank 0 (laid out
//! as one lane) or of rank 2 or more —
//! becomes pieces of at most [`NATIVE_LANES`] lanes, as upstream's unrolling to a native
//! shape (`populateVectorUnrollPatterns` with native shape `[1, .., 1, 4]`, what IREE's
//! SPIR-V lowering does before converting vectors).
//!
//! **Pieces.** A vector of shape `[s0, .., sn-1]` is a list of rows (the row-major order of
//! its leading dimensions), and each row of `sn-1` lanes is cut into chunks of four lanes
//! from lane 0, the last one shorter: `vector<2x6xf32>` is four pieces, `vector<4xf32>`,
//! `vector<2xf32>`, `vector<4xf32>`, `vector<2xf32>`. A chunk of one lane is a scalar (the
//! back end has no one-lane vectors either). The pieces, in order, are the elements in
//! row-major order, which is the order every rewrite below reads them in.
//!
//! **Ops.** Only ops nested in a `gpu.launch` or a `gpu.func` are rewritten, plus the
//! `arith.constant`s defined outside that they use (which outlining then sinks into the
//! kernel); host code keeps its vectors (the interpreter runs it). The GPU pipeline runs
//! the pass after `lower-affine` and before `vector-emulate-masked-memory`, on the
//! `gpu.launch` bodies (before outlining); it works on outlined `gpu.func`s too. Each op
//! with a vector operand or result of such a type becomes one op per piece, or a
//! combination of pieces:
//!
//! - elementwise `arith` and `math` ops (casts, `cmpf`/`cmpi`, `select` with a vector or a
//!   scalar condition included), `vector.fma` and `vector.bitcast` between one shape: the
//!   op on each piece (`math.fma`, `arith.bitcast` on a one-lane piece);
//! - `vector.constant_mask` (any rank): a constant per piece; `vector.create_mask` of a
//!   1-D vector: piece `k` is `create_mask` of the bound minus `4k` (a lane is set when
//!   its index is below the bound, which may be negative), a one-lane piece `4k < bound`;
//!   of rank 2 or more, a row's pieces are those of the last bound when each leading
//!   index of the row is below its bound, else of bound 0;
//! - `vector.step` (1-D): a constant per piece, its lanes' indices;
//! - `vector.maskedload`/`vector.maskedstore` of a 1-D vector without a one-lane piece:
//!   one per piece with its pieces of the mask and of the pass-through or value (then
//!   emulated lane by lane by `vector-emulate-masked-memory`, which runs after this pass);
//! - the other masked memory ops of a wide vector of any rank (`vector.gather`,
//!   `vector.scatter`, `vector.expandload`, `vector.compressstore`, and
//!   `maskedload`/`maskedstore` of rank 2 or more or with a one-lane piece; at most
//!   `masked_vector::MAX_LANES` lanes): emulated lane by lane first, by the rewrite of
//!   `vector-emulate-masked-memory`, whose lane extracts and inserts and `scf.if`s
//!   carrying the loaded vector are then unrolled like any others (so the order of the two
//!   passes does not matter to them);
//! - `arith.constant`: a constant per piece (a splat stays a splat);
//! - `vector.transfer_read`/`vector.transfer_write` of a wide vector with a mask, or of
//!   rank 2 or more with a leading dimension not in bounds (the n-D ones with a minor
//!   identity map): emulated element by element first, as `vector-emulate-masked-memory`
//!   does (one `scf.if` per element on its mask bit and bounds), then cut as above;
//! - `vector.load`/`vector.store` (and `affine.vector_load`/`affine.vector_store`, lowered
//!   first as `lower-affine` lowers them): one access per piece, at the row's and chunk's
//!   offsets added to the indices (`memref.load`/`memref.store` for one lane);
//! - `vector.transfer_read`/`vector.transfer_write` on a memref without a mask, whose
//!   leading vector dimensions are in bounds or broadcast: one 1-D transfer per piece
//!   along the innermost vector dimension's memref dimension, keeping that dimension's
//!   `in_bounds` (a one-lane piece must be in bounds: it becomes a `memref.load`/`store`);
//! - `vector.reduction`: the pieces reduce in order, each with the previous result as its
//!   accumulator (a one-lane piece combines with the arith op of the kind), which is the
//!   interpreter's sequential order `((acc op v0) op v1) ..` exactly, with or without
//!   `reassoc` (the flags are kept on every piece);
//! - `vector.extract`/`vector.insert` at a position with dynamic indices: of one element,
//!   each piece takes it at its lane when the row-major index falls in it; of a
//!   sub-vector, each of its pieces is selected among the candidates' — combined by
//!   `arith.select` (see `rewrite/dynamic.rs`);
//! - `vector.broadcast`, `vector.extract`/`vector.insert` (static positions),
//!   `vector.extract_strided_slice`/`vector.insert_strided_slice`, `vector.shape_cast`,
//!   `vector.transpose` and `vector.from_elements`: each result piece is assembled from the
//!   lanes it takes — a whole source piece as it is, a run of one source piece by
//!   `extract_strided_slice`, one lane replaced by `vector.insert`, a splat by
//!   `vector.broadcast`, anything else by `vector.from_elements` of extracted lanes;
//!   `vector.shuffle` (along the leading dimension), `vector.interleave`,
//!   `vector.deinterleave` (two results) and `vector.to_elements` (a scalar per lane) too;
//! - `vector.multi_reduction`: with the innermost dimension kept, each source row combines
//!   piece by piece (the kind's arith op) into its result row; with it reduced, each result
//!   element is its accumulator, then a `vector.reduction` of each piece of each of its
//!   rows accumulating into the next — in both, the interpreter's order (the accumulator,
//!   then the source elements in row-major order), so float results are bit-identical;
//! - `vector.outerproduct`: row `i` is a splat of `lhs[i]` times the pieces of `rhs` (the
//!   AXPY form: the pieces of `lhs` times a splat), a float `add` with an accumulator being
//!   one `vector.fma` per piece (`math.fma` for one lane), as upstream lowers it and the
//!   interpreter computes it; other kinds multiply, then combine with the accumulator;
//! - `vector.contract`, every one in a kernel whatever its width (the back end has no
//!   lowering for it; the op table names this pass): each accumulator piece folds in the
//!   products of every reduction point in row-major order, its lanes' factors gathered
//!   into pieces as above, one `vector.fma` each for a float `add` (as the interpreter's
//!   fused evaluation), else a multiply and the kind's combiner — upstream's elementwise
//!   `vector-contract-lowering`; narrower factors are extended as the interpreter holds
//!   them (`arith.extf`, `arith.extsi`). Factors of another kind of type (`index` into
//!   `i64`), vectors the pass leaves, or more than [`MAX_CONTRACT_STEPS`] piece-steps leave
//!   the op as it is (the back end refuses it, saying why).
//!
//! - `scf.for` iteration arguments and `scf.if` results: the op carries the pieces
//!   instead (see `carry_pieces`).
//!
//! A result of a native type (a `vector.extract` of one row, a reduction) replaces the old
//! value; the old ops go once nothing uses them. An op the pass does not know, or whose
//! operands have no pieces (a block argument of another op, a value from the host),
//! is left as it is, with the ops that feed it: the back end then refuses it with its
//! located diagnostic naming the type, as before — never a wrong answer. Vectors of more
//! than [`MAX_PIECES`] pieces and scalable vectors are left too.
//!
//! **Target.** The native width is 4, SPIR-V's largest vector outside kernels (`Vector16`
//! is a Kernel capability). The pieces keep the element type, so `f16` and `i64` vectors
//! need exactly what their 2–4-lane vectors need (the `Float16` and `Int64` features,
//! which the back end checks as for any other use); `i1` pieces are boolean vectors.

use crate::diag::{Diagnostic, Diagnostics};
use crate::dialect::OpKind;
use crate::ir::fxhash::FxHashSet;
use crate::ir::{
    AttrKind, Context, DenseData, Module, NamedAttr, Op, OpSpec, Type, TypeKind, Value,
};
use crate::pass::PassOptions;
use crate::transforms::rewrite::OpBuilder;

mod rewrite;

pub use rewrite::MAX_CONTRACT_STEPS;
use rewrite::{extract, position, strided_slice, Unroller};

/// The most lanes of a piece: SPIR-V's vectors have 2 to 4.
pub const NATIVE_LANES: i64 = 4;

/// The most pieces a vector is cut into; a larger vector is left as it is.
pub const MAX_PIECES: i64 = 256;

/// The registered pass.
pub fn run(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    opts: &PassOptions,
) -> Result<bool, Diagnostics> {
    opts.check_known("tessera-unroll-vectors", &[])
        .map_err(|e| Diagnostics::from(Diagnostic::error_at(ctx, m.op(anchor).loc, e)))?;
    // `affine.vector_load`/`store` of a wide vector: lowered first, as `lower-affine` does.
    let mut lowered = false;
    for op in kernel_ops(m, anchor) {
        let kind = m.op(op).kind;
        if matches!(
            kind,
            Some(OpKind::AffineVectorLoad | OpKind::AffineVectorStore)
        ) && touches_wide(ctx, m, op)
        {
            if let Some(k) = kind {
                crate::transforms::lower_affine::lower_op(ctx, m, op, k)
                    .map_err(|e| crate::transforms::rewrite::op_error(ctx, m, op, e))?;
                lowered = true;
            }
        }
    }
    // The masked memory ops of wide vectors that the unrolling does not cut (gathers,
    // scatters, expanding loads, compressing stores, masked loads and stores with a
    // one-lane piece): emulated lane by lane first, as `vector-emulate-masked-memory`
    // does after the unrolling for native ones; the unrolling then cuts the lanes'
    // extracts and inserts and the `scf.if`s that carry the loaded vector.
    for op in kernel_ops(m, anchor) {
        if m.is_erased(op) || !touches_wide(ctx, m, op) {
            continue;
        }
        let Some(kind) = m.op(op).kind else { continue };
        if emulated_first(ctx, m, op, kind) {
            lowered |= match kind {
                OpKind::VectorTransferRead | OpKind::VectorTransferWrite => {
                    let read = kind == OpKind::VectorTransferRead;
                    crate::transforms::masked_vector::emulate_transfer(ctx, m, op, read)
                }
                _ => crate::transforms::masked_vector::emulate(ctx, m, op),
            };
        }
    }
    // `scf.for`/`scf.if` carrying wide vectors carry their pieces instead.
    for op in kernel_ops(m, anchor) {
        if !m.is_erased(op) && carry_pieces(ctx, m, op).is_some() {
            lowered = true;
        }
    }
    let ops = kernel_ops(m, anchor);
    // The wide constants defined outside the kernels that kernel ops use.
    let mut outside: Vec<Op> = Vec::new();
    let mut seen: FxHashSet<Op> = FxHashSet::default();
    let inside: FxHashSet<Op> = ops.iter().copied().collect();
    for &op in &ops {
        for &v in m.op(op).operands() {
            if let Some(d) = m.defining_op(v) {
                if !inside.contains(&d)
                    && m.op(d).kind == Some(OpKind::ArithConstant)
                    && is_wide(ctx, m.value_type(v))
                    && seen.insert(d)
                {
                    outside.push(d);
                }
            }
        }
    }
    let mut u = Unroller::new();
    let mut done = Vec::new();
    let mut created = Vec::new();
    for op in outside.into_iter().chain(ops) {
        // `vector.contract` has no lowering in the back end: every one is rewritten.
        if m.is_erased(op)
            || !(touches_wide(ctx, m, op) || m.op(op).kind == Some(OpKind::VectorContract))
        {
            continue;
        }
        let before = m.op_capacity();
        if u.unroll(ctx, m, op).is_some() {
            done.push(op);
        }
        created.extend((before..m.op_capacity()).map(Op::from_index));
    }
    // The old ops once nothing uses them; then the pieces nothing uses (those of a value
    // whose user was left as it is: constants, loads and arithmetic, never a store).
    let unused =
        |m: &Module, op: Op| !m.is_erased(op) && m.op(op).results().iter().all(|&r| m.use_empty(r));
    let mut changed = lowered;
    for op in done.into_iter().rev() {
        if unused(m, op) {
            m.erase_op(op);
            changed = true;
        }
    }
    for &op in created.iter().rev() {
        if unused(m, op) && !m.op(op).results().is_empty() {
            m.erase_op(op);
        }
    }
    // A piece still in use stands for an old value: the IR changed.
    Ok(changed || created.iter().any(|&op| !m.is_erased(op)))
}

/// An `scf.for` whose iteration arguments, or an `scf.if` whose results, include wide
/// vectors becomes one that carries their pieces: the wide value is split into pieces
/// where it is yielded or passed in ([`split`]) and joined from them where it is used
/// ([`join`]); the unrolling then finds the pieces through the split and join ops, which
/// leave nothing behind. `None` (nothing changed) for other ops.
fn carry_pieces(ctx: &mut Context, m: &mut Module, op: Op) -> Option<()> {
    let d = m.op(op).clone();
    // (lower bound, upper bound, step) or (condition) before the carried operands.
    let (for_loop, fixed) = if d.kind == Some(OpKind::ScfFor) {
        (true, 3)
    } else if d.kind == Some(OpKind::ScfIf) {
        (false, 1)
    } else {
        return None;
    };
    let wide: Vec<Option<Layout>> = d
        .results()
        .iter()
        .map(|&r| {
            let t = m.value_type(r);
            if is_wide(ctx, t) {
                Layout::of(ctx, t)
            } else {
                None
            }
        })
        .collect();
    if wide.iter().all(Option::is_none)
        || (for_loop && d.operands().len() != fixed + wide.len())
        || d.regions().len() != if for_loop { 1 } else { 2 }
    {
        return None;
    }
    let blocks: Vec<crate::ir::Block> = d
        .regions()
        .iter()
        .flat_map(|&r| m.region(r).blocks().to_vec())
        .collect();
    let yields: Vec<Op> = blocks
        .iter()
        .map(|&b| crate::transforms::rewrite::terminator(m, b))
        .collect::<Option<_>>()?;
    // Everything is checked before the first change: from here on nothing fails.
    if yields
        .iter()
        .any(|&y| m.op(y).operands().len() != wide.len())
        || (for_loop && (blocks.len() != 1 || m.block(blocks[0]).args().len() != 1 + wide.len()))
    {
        return None;
    }
    for l in wide.iter().flatten() {
        zero_attr(ctx, l)?;
    }
    let b = OpBuilder::before(m, op);
    // Operands and result types: the others in place, then the pieces.
    let piece_types = |ctx: &mut Context, l: &Layout| -> Vec<Type> {
        l.pieces()
            .map(|q| Layout::piece_type(ctx, l.elem, q.width))
            .collect()
    };
    let mut operands = d.operands()[..fixed].to_vec();
    let mut tail_ops = Vec::new();
    let mut types = Vec::new();
    let mut tail_types = Vec::new();
    for (i, (&r, l)) in d.results().iter().zip(&wide).enumerate() {
        match l {
            None => {
                if for_loop {
                    operands.push(d.operands()[fixed + i]);
                }
                types.push(m.value_type(r));
            }
            Some(l) => {
                if for_loop {
                    tail_ops.extend(split(ctx, m, &b, d.operands()[fixed + i], l));
                }
                tail_types.extend(piece_types(ctx, l));
            }
        }
    }
    operands.extend(tail_ops);
    let narrow = types.len();
    types.extend(tail_types);
    let spec = OpSpec {
        name: d.name,
        kind: d.kind,
        operands,
        result_types: types,
        props: d.props.clone(),
        attrs: d.attrs.clone(),
        successors: Vec::new(),
        num_regions: d.regions().len(),
        loc: d.loc,
    };
    let new = m.create_op(spec);
    b.insert(m, new);
    for (i, &r) in d.regions().iter().enumerate() {
        let dst = m.op(new).regions()[i];
        m.take_region_blocks(r, dst);
    }
    // The loop body: the pieces become block arguments, joined where the wide one was.
    if for_loop {
        let body = blocks[0];
        // The yield at least is there (checked above).
        let jb = match m.first_op(body) {
            Some(first) => OpBuilder::before(m, first),
            None => OpBuilder::at(crate::transforms::rewrite::InsertPoint::Start(body), d.loc),
        };
        let mut erase = Vec::new();
        for (i, l) in wide.iter().enumerate() {
            let Some(l) = l else { continue };
            let tys = piece_types(ctx, l);
            let args: Vec<Value> = tys.into_iter().map(|t| m.add_block_arg(body, t)).collect();
            let old = m.block(body).args()[1 + i];
            let t = m.value_type(old);
            let v = join(ctx, m, &jb, &args, l, t);
            m.replace_all_uses(old, v);
            erase.push(1 + i);
        }
        for i in erase.into_iter().rev() {
            m.erase_block_arg(body, i);
        }
    }
    // The yields: the pieces after the others.
    for &y in &yields {
        let yb = OpBuilder::before(m, y);
        let old = m.op(y).operands().to_vec();
        let mut vals = Vec::new();
        let mut tail = Vec::new();
        for (&v, l) in old.iter().zip(&wide) {
            match l {
                None => vals.push(v),
                Some(l) => tail.extend(split(ctx, m, &yb, v, l)),
            }
        }
        vals.extend(tail);
        m.set_operands(y, vals);
    }
    // The results: joined after the op.
    let results = m.op(new).results().to_vec();
    let after = OpBuilder::before(m, op);
    let (mut k, mut t) = (0, narrow);
    for (&r, l) in d.results().iter().zip(&wide) {
        match l {
            None => {
                m.replace_all_uses(r, results[k]);
                k += 1;
            }
            Some(l) => {
                let n = l.count() as usize;
                let ty = m.value_type(r);
                let v = join(ctx, m, &after, &results[t..t + n], l, ty);
                m.replace_all_uses(r, v);
                t += n;
            }
        }
    }
    m.erase_op(op);
    Some(())
}

/// A zero of the elements of `l`, as an attribute (`None`: not an integer or float).
fn zero_attr(ctx: &mut Context, l: &Layout) -> Option<crate::ir::Attr> {
    let data = match ctx.type_kind(l.elem) {
        TypeKind::Float(_) => DenseData::Floats(vec![crate::ir::FloatBits::new(0.0)]),
        TypeKind::Integer { .. } | TypeKind::Index => DenseData::Ints(vec![0]),
        _ => return None,
    };
    let ty = ctx.vector_type(vec![l.numel()], l.elem);
    Some(ctx.attr(AttrKind::DenseElements { ty, data }))
}

/// The pieces of wide value `v` of layout `l`, as ops the unrolling resolves: a
/// `shape_cast` to 1-D, then an `extract_strided_slice` (or an `extract`) per piece.
fn split(ctx: &mut Context, m: &mut Module, b: &OpBuilder, v: Value, l: &Layout) -> Vec<Value> {
    let t = ctx.vector_type(vec![l.numel()], l.elem);
    let flat = if m.value_type(v) == t {
        v
    } else {
        b.create1(ctx, m, OpKind::VectorShapeCast, vec![v], t, vec![])
    };
    let mut out = Vec::new();
    for q in l.pieces() {
        let (f, w) = (q.first, q.width);
        out.push(if w == 1 {
            extract(ctx, m, b, flat, f, l.elem)
        } else {
            strided_slice(ctx, m, b, flat, f, w, l.elem)
        });
    }
    out
}

/// The wide value of type `ty` (layout `l`) made of `pieces`, as ops the unrolling
/// resolves: each piece inserted into a zero 1-D vector, then a `shape_cast`.
fn join(
    ctx: &mut Context,
    m: &mut Module,
    b: &OpBuilder,
    pieces: &[Value],
    l: &Layout,
    ty: Type,
) -> Value {
    let t = ctx.vector_type(vec![l.numel()], l.elem);
    let zero = match zero_attr(ctx, l) {
        Some(a) => a,
        None => ctx.attr(AttrKind::DenseElements {
            ty: t,
            data: DenseData::Ints(vec![0]),
        }),
    };
    let mut acc = b.constant(ctx, m, zero, t);
    let i64t = ctx.int_type(64);
    for (p, &piece) in pieces.iter().enumerate() {
        let q = l.piece(p as i64);
        let f = q.first;
        acc = if q.width == 1 {
            let props = position(ctx, f);
            b.create1(ctx, m, OpKind::VectorInsert, vec![piece, acc], t, props)
        } else {
            let off = ctx.int_attr(i128::from(f), i64t);
            let one = ctx.int_attr(1, i64t);
            let props = vec![
                NamedAttr {
                    name: ctx.ident("offsets"),
                    value: ctx.attr(AttrKind::Array(vec![off])),
                },
                NamedAttr {
                    name: ctx.ident("strides"),
                    value: ctx.attr(AttrKind::Array(vec![one])),
                },
            ];
            b.create1(
                ctx,
                m,
                OpKind::VectorInsertStridedSlice,
                vec![piece, acc],
                t,
                props,
            )
        };
    }
    if ty == t {
        acc
    } else {
        b.create1(ctx, m, OpKind::VectorShapeCast, vec![acc], ty, vec![])
    }
}

/// The ops nested in `gpu.launch` and `gpu.func` bodies under `anchor`, in program order.
fn kernel_ops(m: &Module, anchor: Op) -> Vec<Op> {
    let mut out = Vec::new();
    m.walk_pre(anchor, &mut |op| {
        let mut p = m.parent_op(op);
        while let Some(q) = p {
            if matches!(m.op(q).kind, Some(OpKind::GpuLaunch | OpKind::GpuFunc)) {
                out.push(op);
                return;
            }
            p = m.parent_op(q);
        }
    });
    out
}

/// Whether masked memory op `op` (of `kind`, touching a wide vector) is emulated before
/// the unrolling: gathers, scatters, expanding loads and compressing stores, masked loads
/// and stores of rank 2 or more or with a one-lane piece (the others are cut into pieces
/// instead), and transfers with a mask or a leading dimension not in bounds.
fn emulated_first(ctx: &Context, m: &Module, op: Op, kind: OpKind) -> bool {
    match kind {
        OpKind::VectorGather
        | OpKind::VectorScatter
        | OpKind::VectorExpandLoad
        | OpKind::VectorCompressStore => true,
        // A 1-D transfer with a mask (the unrolling cuts only unmasked ones).
        OpKind::VectorTransferRead | OpKind::VectorTransferWrite => {
            let d = m.op(op);
            let segs = d
                .get_attr_named(ctx, "operandSegmentSizes")
                .and_then(|a| crate::verify::check::int_list(ctx, a));
            let vector = if kind == OpKind::VectorTransferRead {
                d.results().first().copied()
            } else {
                d.operands().first().copied()
            };
            let masked = segs.is_some_and(|s| s.last() == Some(&1));
            // A leading dimension not in bounds (the pieces' transfers keep only the
            // innermost one's `in_bounds`).
            let leading_out = match d.get_attr_named(ctx, "in_bounds").map(|a| ctx.attr_kind(a)) {
                Some(AttrKind::Array(v)) => v.split_last().is_some_and(|(_, lead)| {
                    lead.iter()
                        .any(|&x| ctx.attr_kind(x) == &AttrKind::Bool(false))
                }),
                _ => false,
            };
            vector
                .and_then(|v| Layout::of(ctx, m.value_type(v)))
                .is_some()
                && (masked || leading_out)
        }
        OpKind::VectorMaskedLoad | OpKind::VectorMaskedStore => {
            // The pass-through or stored value is the last operand.
            match m.op(op).operands().last() {
                Some(&v) => match Layout::of(ctx, m.value_type(v)) {
                    Some(l) => l.shape.len() != 1 || l.row_len() % NATIVE_LANES == 1,
                    None => false,
                },
                None => false,
            }
        }
        _ => false,
    }
}

/// Whether `op` has an operand or a result of a type [`is_wide`].
fn touches_wide(ctx: &Context, m: &Module, op: Op) -> bool {
    let d = m.op(op);
    d.operands()
        .iter()
        .chain(d.results())
        .any(|&v| is_wide(ctx, m.value_type(v)))
}

/// Whether `t` is a vector type the back end has none for and the pass unrolls: fixed
/// size (0-D included), not 1-D of 2 to [`NATIVE_LANES`] lanes, at most [`MAX_PIECES`]
/// pieces.
pub fn is_wide(ctx: &Context, t: Type) -> bool {
    match Layout::of(ctx, t) {
        Some(l) => !(l.shape.len() == 1 && (2..=NATIVE_LANES).contains(&l.shape[0])),
        None => false,
    }
}

/// The pieces of a vector type (see the module comment).
#[derive(Debug, Clone)]
struct Layout {
    shape: Vec<i64>,
    elem: Type,
}

/// One piece of a [`Layout`].
#[derive(Debug, Clone, Copy)]
struct Piece {
    /// Its position in the list of pieces.
    index: usize,
    /// Its row (the row-major position of the leading indices).
    row: i64,
    /// Its chunk in the row.
    chunk: i64,
    /// Its lanes (1 to [`NATIVE_LANES`]; one lane is a scalar).
    width: i64,
    /// The row-major position of its first element.
    first: i64,
}

impl Layout {
    /// The layout of a fixed-size vector type with at most [`MAX_PIECES`] pieces; a 0-D
    /// vector is laid out as one of one lane (one scalar piece), its element.
    fn of(ctx: &Context, t: Type) -> Option<Layout> {
        match ctx.type_kind(t) {
            TypeKind::Vector {
                shape,
                scalable,
                elem,
            } if !scalable.iter().any(|s| *s) && shape.iter().all(|&d| d >= 1) => {
                let l = Layout {
                    shape: if shape.is_empty() {
                        vec![1]
                    } else {
                        shape.clone()
                    },
                    elem: *elem,
                };
                let pieces = l.rows().checked_mul(l.chunks())?;
                (pieces <= MAX_PIECES).then_some(l)
            }
            _ => None,
        }
    }
    /// Lanes per row.
    fn row_len(&self) -> i64 {
        self.shape[self.shape.len() - 1]
    }
    /// The number of rows (the product of the leading dimensions).
    fn rows(&self) -> i64 {
        self.shape[..self.shape.len() - 1]
            .iter()
            .try_fold(1i64, |a, &d| a.checked_mul(d))
            .unwrap_or(i64::MAX)
    }
    /// Chunks per row.
    fn chunks(&self) -> i64 {
        (self.row_len() + NATIVE_LANES - 1) / NATIVE_LANES
    }
    /// The lanes of chunk `k` of a row.
    fn width(&self, k: i64) -> i64 {
        (self.row_len() - k * NATIVE_LANES).min(NATIVE_LANES)
    }
    /// The number of elements.
    fn numel(&self) -> i64 {
        self.rows() * self.row_len()
    }
    /// The number of pieces.
    fn count(&self) -> i64 {
        self.rows() * self.chunks()
    }
    /// Piece `p` (in order: the chunks of row 0, then of row 1, ..).
    fn piece(&self, p: i64) -> Piece {
        let (row, chunk) = (p / self.chunks(), p % self.chunks());
        Piece {
            index: p as usize,
            row,
            chunk,
            width: self.width(chunk),
            first: row * self.row_len() + chunk * NATIVE_LANES,
        }
    }
    /// Every piece, in order.
    fn pieces(&self) -> impl Iterator<Item = Piece> + '_ {
        (0..self.count()).map(|p| self.piece(p))
    }
    /// The type of a piece of `w` lanes of element type `elem`.
    fn piece_type(ctx: &mut Context, elem: Type, w: i64) -> Type {
        if w == 1 {
            elem
        } else {
            ctx.vector_type(vec![w], elem)
        }
    }
    /// The piece and the lane in it of element `flat` (row-major).
    fn locate(&self, flat: i64) -> (usize, i64) {
        let (row, lane) = (flat / self.row_len(), flat % self.row_len());
        let k = lane / NATIVE_LANES;
        ((row * self.chunks() + k) as usize, lane % NATIVE_LANES)
    }
    /// The multi-index of element `flat`.
    fn index(&self, mut flat: i64) -> Vec<i64> {
        let mut idx = vec![0; self.shape.len()];
        for d in (0..self.shape.len()).rev() {
            idx[d] = flat % self.shape[d];
            flat /= self.shape[d];
        }
        idx
    }
    /// The row-major position of multi-index `idx`.
    fn flat(&self, idx: &[i64]) -> i64 {
        idx.iter()
            .zip(&self.shape)
            .fold(0, |acc, (&i, &d)| acc * d + i)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout(ctx: &mut Context, shape: &[i64]) -> Layout {
        let f32t = ctx.f32_type();
        let t = ctx.vector_type(shape.to_vec(), f32t);
        Layout::of(ctx, t).expect("a layout")
    }

    #[test]
    fn rows_are_cut_into_chunks_of_four_from_lane_zero() {
        let mut ctx = Context::new();
        let l = layout(&mut ctx, &[2, 6]);
        assert_eq!((l.rows(), l.chunks()), (2, 2));
        assert_eq!((l.width(0), l.width(1)), (4, 2));
        // Element (1, 5): row 1, chunk 1 (piece 3), lane 1.
        assert_eq!(l.locate(11), (3, 1));
        assert_eq!(l.index(11), vec![1, 5]);
        assert_eq!(l.flat(&[1, 5]), 11);
        let l = layout(&mut ctx, &[9]);
        assert_eq!((l.chunks(), l.width(2)), (3, 1));
    }

    #[test]
    fn wide_means_what_the_back_end_has_no_type_for() {
        let mut ctx = Context::new();
        let f32t = ctx.f32_type();
        let wide = |ctx: &mut Context, s: &[i64]| {
            let t = ctx.vector_type(s.to_vec(), f32t);
            is_wide(ctx, t)
        };
        assert!(!wide(&mut ctx, &[2]));
        assert!(!wide(&mut ctx, &[4]));
        assert!(wide(&mut ctx, &[1]));
        assert!(wide(&mut ctx, &[5]));
        assert!(wide(&mut ctx, &[1, 4]));
        assert!(wide(&mut ctx, &[16]));
        // 0-D: one scalar piece.
        assert!(wide(&mut ctx, &[]));
        // More than MAX_PIECES pieces: left to the back end's diagnostic.
        assert!(!wide(&mut ctx, &[4 * MAX_PIECES + 4]));
        assert!(!is_wide(&ctx, f32t));
    }
}
