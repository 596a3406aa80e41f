//! `tessera-unroll-vectors`: in GPU kernels, every vector value that the back end has no
//! type for — one of more than [`NATIVE_LANES`] lanes, of one lane, or of rank 2 or more —
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
//! - `vector.maskedload`/`vector.maskedstore` of a 1-D vector without a one-lane piece:
//!   one per piece with its pieces of the mask and of the pass-through or value (then
//!   emulated lane by lane by `vector-emulate-masked-memory`);
//! - `arith.constant`: a constant per piece (a splat stays a splat);
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
//! - `vector.broadcast`, `vector.extract`/`vector.insert` (static positions),
//!   `vector.extract_strided_slice`/`vector.insert_strided_slice`, `vector.shape_cast`,
//!   `vector.transpose` and `vector.from_elements`: each result piece is assembled from the
//!   lanes it takes — a whole source piece as it is, a run of one source piece by
//!   `extract_strided_slice`, one lane replaced by `vector.insert`, a splat by
//!   `vector.broadcast`, anything else by `vector.from_elements` of extracted lanes.
//!
//! - `scf.for` iteration arguments and `scf.if` results: the op carries the pieces
//!   instead (see [`carry_pieces`]).
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
use crate::dialect::memref::syntax::dense_i64_array;
use crate::dialect::{ArithOp, DialectOp, OpKind, VectorOp};
use crate::ir::fxhash::{FxHashMap, FxHashSet};
use crate::ir::{
    AttrKind, Context, DenseData, Module, NamedAttr, Op, OpSpec, Type, TypeKind, Value,
};
use crate::pass::PassOptions;
use crate::transforms::rewrite::OpBuilder;

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
    let mut u = Unroller {
        pieces: FxHashMap::default(),
    };
    let mut done = Vec::new();
    let mut created = Vec::new();
    for op in outside.into_iter().chain(ops) {
        if m.is_erased(op) || !touches_wide(ctx, m, op) {
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
        (0..l.rows() * l.chunks())
            .map(|p| Layout::piece_type(ctx, l.elem, l.width(p % l.chunks())))
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
                let n = (l.rows() * l.chunks()) as usize;
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
    let flat = if l.shape.len() == 1 {
        v
    } else {
        let t = ctx.vector_type(vec![l.numel()], l.elem);
        b.create1(ctx, m, OpKind::VectorShapeCast, vec![v], t, vec![])
    };
    let mut out = Vec::new();
    for row in 0..l.rows() {
        for k in 0..l.chunks() {
            let (f, w) = (row * l.row_len() + k * NATIVE_LANES, l.width(k));
            out.push(if w == 1 {
                extract(ctx, m, b, flat, f, l.elem)
            } else {
                strided_slice(ctx, m, b, flat, f, w, l.elem)
            });
        }
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
        let p = p as i64;
        let (row, k) = (p / l.chunks(), p % l.chunks());
        let f = row * l.row_len() + k * NATIVE_LANES;
        acc = if l.width(k) == 1 {
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
    if l.shape.len() == 1 {
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

/// Whether `op` has an operand or a result of a type [`is_wide`].
fn touches_wide(ctx: &Context, m: &Module, op: Op) -> bool {
    let d = m.op(op);
    d.operands()
        .iter()
        .chain(d.results())
        .any(|&v| is_wide(ctx, m.value_type(v)))
}

/// Whether `t` is a vector type the back end has none for and the pass unrolls: fixed
/// size, rank 1 or more, not 1-D of 2 to [`NATIVE_LANES`] lanes, at most [`MAX_PIECES`]
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

impl Layout {
    /// The layout of a fixed-size vector type of rank 1 or more with at most
    /// [`MAX_PIECES`] pieces.
    fn of(ctx: &Context, t: Type) -> Option<Layout> {
        match ctx.type_kind(t) {
            TypeKind::Vector {
                shape,
                scalable,
                elem,
            } if !shape.is_empty()
                && !scalable.iter().any(|s| *s)
                && shape.iter().all(|&d| d >= 1) =>
            {
                let l = Layout {
                    shape: shape.clone(),
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

/// Where one lane of a piece being assembled comes from: a scalar value (`None`), or lane
/// `j` of a vector value.
type Lane = (Value, Option<i64>);

/// The ops whose result pieces are assembled from lanes of their operands.
#[derive(Debug, Clone, Copy)]
enum Reshape {
    Broadcast,
    Extract,
    Insert,
    ExtractSlice,
    InsertSlice,
    ShapeCast,
    Transpose,
    FromElements,
}

/// The pieces of the values unrolled so far.
struct Unroller {
    pieces: FxHashMap<Value, Vec<Value>>,
}

impl Unroller {
    /// The layout and pieces of vector value `v`: its pieces when it was unrolled, itself
    /// when it is a native vector.
    fn parts(&self, ctx: &Context, m: &Module, v: Value) -> Option<(Layout, Vec<Value>)> {
        let l = Layout::of(ctx, m.value_type(v))?;
        if let Some(p) = self.pieces.get(&v) {
            return Some((l, p.clone()));
        }
        (l.shape.len() == 1 && (2..=NATIVE_LANES).contains(&l.shape[0])).then(|| (l, vec![v]))
    }

    /// Where element `flat` of an unrolled value is.
    fn lane(l: &Layout, pieces: &[Value], flat: i64) -> Lane {
        let (p, j) = l.locate(flat);
        let k = (flat % l.row_len()) / NATIVE_LANES;
        if l.width(k) == 1 {
            (pieces[p], None)
        } else {
            (pieces[p], Some(j))
        }
    }

    /// Records the pieces of result `r` of the op being rewritten: kept when its type is
    /// wide, else (a native vector or a scalar, one piece) replacing it.
    fn finish(
        &mut self,
        ctx: &Context,
        m: &mut Module,
        r: Value,
        pieces: Vec<Value>,
    ) -> Option<()> {
        if is_wide(ctx, m.value_type(r)) {
            self.pieces.insert(r, pieces);
        } else {
            let [p] = pieces[..] else { return None };
            m.replace_all_uses(r, p);
        }
        Some(())
    }

    /// Unrolls `op` (see the module comment); `None` leaves it as it is.
    fn unroll(&mut self, ctx: &mut Context, m: &mut Module, op: Op) -> Option<()> {
        let kind = m.op(op).kind?;
        let b = OpBuilder::before(m, op);
        match kind.split() {
            DialectOp::Arith(ArithOp::ArithConstant) => self.constant(ctx, m, op),
            DialectOp::Arith(_) | DialectOp::Math(_) => self.elementwise(ctx, m, &b, op),
            DialectOp::Vector(v) => match v {
                VectorOp::VectorFma => self.elementwise(ctx, m, &b, op),
                VectorOp::VectorLoad => self.load(ctx, m, &b, op),
                VectorOp::VectorStore => self.store(ctx, m, &b, op),
                VectorOp::VectorTransferRead => self.transfer(ctx, m, &b, op, true),
                VectorOp::VectorTransferWrite => self.transfer(ctx, m, &b, op, false),
                VectorOp::VectorReduction => self.reduction(ctx, m, &b, op),
                VectorOp::VectorBroadcast => self.reshape(ctx, m, &b, op, Reshape::Broadcast),
                VectorOp::VectorExtract => self.reshape(ctx, m, &b, op, Reshape::Extract),
                VectorOp::VectorInsert => self.reshape(ctx, m, &b, op, Reshape::Insert),
                VectorOp::VectorExtractStridedSlice => {
                    self.reshape(ctx, m, &b, op, Reshape::ExtractSlice)
                }
                VectorOp::VectorInsertStridedSlice => {
                    self.reshape(ctx, m, &b, op, Reshape::InsertSlice)
                }
                VectorOp::VectorShapeCast => self.reshape(ctx, m, &b, op, Reshape::ShapeCast),
                VectorOp::VectorTranspose => self.reshape(ctx, m, &b, op, Reshape::Transpose),
                VectorOp::VectorFromElements => self.reshape(ctx, m, &b, op, Reshape::FromElements),
                VectorOp::VectorBitcast => self.elementwise(ctx, m, &b, op),
                VectorOp::VectorConstantMask => self.constant_mask(ctx, m, &b, op),
                VectorOp::VectorCreateMask => self.create_mask(ctx, m, &b, op),
                VectorOp::VectorMaskedLoad => self.masked(ctx, m, &b, op, true),
                VectorOp::VectorMaskedStore => self.masked(ctx, m, &b, op, false),
                VectorOp::VectorShuffle
                | VectorOp::VectorInterleave
                | VectorOp::VectorDeinterleave
                | VectorOp::VectorStep
                | VectorOp::VectorToElements
                | VectorOp::VectorOuterproduct
                | VectorOp::VectorMultiReduction
                | VectorOp::VectorGather
                | VectorOp::VectorScatter
                | VectorOp::VectorExpandLoad
                | VectorOp::VectorCompressStore
                | VectorOp::VectorMask
                | VectorOp::VectorYield
                | VectorOp::VectorContract
                | VectorOp::VectorPrint
                | VectorOp::VectorVscale
                | VectorOp::VectorScalableInsert
                | VectorOp::VectorScalableExtract
                | VectorOp::VectorScan => None,
            },
            DialectOp::Builtin(_)
            | DialectOp::Func(_)
            | DialectOp::MemRef(_)
            | DialectOp::Affine(_)
            | DialectOp::Scf(_)
            | DialectOp::Cf(_)
            | DialectOp::Bufferization(_)
            | DialectOp::Tensor(_)
            | DialectOp::Gpu(_)
            | DialectOp::Linalg(_) => None,
        }
    }

    /// An elementwise op (`arith`, `math`, `vector.fma`): the op on each piece.
    fn elementwise(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        b: &OpBuilder,
        op: Op,
    ) -> Option<()> {
        let d = m.op(op).clone();
        if !d.regions().is_empty() {
            return None;
        }
        // Every vector operand and result has one shape.
        let mut layout: Option<Layout> = None;
        for &v in d.operands().iter().chain(d.results()) {
            let t = m.value_type(v);
            if !matches!(ctx.type_kind(t), TypeKind::Vector { .. }) {
                continue;
            }
            let l = Layout::of(ctx, t)?;
            match &layout {
                Some(k) if k.shape != l.shape => return None,
                Some(_) => {}
                None => layout = Some(l),
            }
        }
        let layout = layout?;
        let mut operands: Vec<Option<Vec<Value>>> = Vec::new();
        for &v in d.operands() {
            operands.push(match ctx.type_kind(m.value_type(v)) {
                TypeKind::Vector { .. } => Some(self.parts(ctx, m, v)?.1),
                _ => None,
            });
        }
        let elems: Vec<Option<Type>> = d
            .results()
            .iter()
            .map(|&r| match ctx.type_kind(m.value_type(r)) {
                TypeKind::Vector { elem, .. } => Some(*elem),
                _ => None,
            })
            .collect();
        if elems.iter().any(Option::is_none) {
            return None;
        }
        let n = (layout.rows() * layout.chunks()) as usize;
        let mut results: Vec<Vec<Value>> = vec![Vec::with_capacity(n); elems.len()];
        for p in 0..n {
            let w = layout.width(p as i64 % layout.chunks());
            let ops_p: Vec<Value> = d
                .operands()
                .iter()
                .zip(&operands)
                .map(|(&v, ps)| ps.as_ref().map_or(v, |ps| ps[p]))
                .collect();
            let tys: Vec<Type> = elems
                .iter()
                .flatten()
                .map(|&e| Layout::piece_type(ctx, e, w))
                .collect();
            // A one-lane piece is a scalar: the scalar op of a vector-only op.
            let scalar_kind = if d.kind == Some(OpKind::VectorFma) {
                Some(OpKind::MathFma)
            } else if d.kind == Some(OpKind::VectorBitcast) {
                Some(OpKind::ArithBitcast)
            } else {
                None
            };
            let new = if let (Some(k), 1) = (scalar_kind, w) {
                b.create(ctx, m, k, ops_p, tys, vec![], 0)
            } else {
                let spec = OpSpec {
                    name: d.name,
                    kind: d.kind,
                    operands: ops_p,
                    result_types: tys,
                    props: d.props.clone(),
                    attrs: d.attrs.clone(),
                    successors: Vec::new(),
                    num_regions: 0,
                    loc: d.loc,
                };
                let new = m.create_op(spec);
                b.insert(m, new);
                new
            };
            for (i, &r) in m.op(new).results().to_vec().iter().enumerate() {
                results[i].push(r);
            }
        }
        for (&r, ps) in d.results().iter().zip(results) {
            self.finish(ctx, m, r, ps)?;
        }
        Some(())
    }

    /// `arith.constant` of a wide vector: a constant per piece.
    fn constant(&mut self, ctx: &mut Context, m: &mut Module, op: Op) -> Option<()> {
        let r = *m.op(op).results().first()?;
        let l = Layout::of(ctx, m.value_type(r))?;
        let value = m.op(op).get_attr_named(ctx, "value")?;
        let data = match ctx.attr_kind(value) {
            AttrKind::DenseElements { data, .. } => data.clone(),
            _ => return None,
        };
        let len = match &data {
            DenseData::Ints(v) => v.len(),
            DenseData::Floats(v) => v.len(),
            DenseData::Complex(_) | DenseData::Strings(_) | DenseData::Hex(_) => return None,
        } as i64;
        if len != 1 && len != l.numel() {
            return None;
        }
        let b = OpBuilder::before(m, op);
        let mut pieces = Vec::new();
        let mut made: Vec<(crate::ir::Attr, Value)> = Vec::new();
        for row in 0..l.rows() {
            for k in 0..l.chunks() {
                let w = l.width(k);
                let start = (row * l.row_len() + k * NATIVE_LANES) as usize;
                let range = if len == 1 {
                    0..1
                } else {
                    start..start + w as usize
                };
                let ty = Layout::piece_type(ctx, l.elem, w);
                let a = match (&data, w) {
                    (DenseData::Ints(v), 1) => {
                        crate::transforms::rewrite::int_attr(ctx, v[range.start], l.elem)
                    }
                    (DenseData::Floats(v), 1) => ctx.attr(AttrKind::Float {
                        value: v[range.start],
                        ty: l.elem,
                    }),
                    (DenseData::Ints(v), _) => ctx.attr(AttrKind::DenseElements {
                        ty,
                        data: DenseData::Ints(v[range].to_vec()),
                    }),
                    (DenseData::Floats(v), _) => ctx.attr(AttrKind::DenseElements {
                        ty,
                        data: DenseData::Floats(v[range].to_vec()),
                    }),
                    (DenseData::Complex(_) | DenseData::Strings(_) | DenseData::Hex(_), _) => {
                        return None
                    }
                };
                // A splat's pieces of one width are one constant.
                let v = match made.iter().find(|(x, _)| *x == a) {
                    Some(&(_, v)) => v,
                    None => {
                        let v = b.constant(ctx, m, a, ty);
                        made.push((a, v));
                        v
                    }
                };
                pieces.push(v);
            }
        }
        self.finish(ctx, m, r, pieces)
    }

    /// The indices of piece `p` of an access of layout `l` at `idx`: the row's multi-index
    /// added to the indices of memref dims `dims` (one per leading vector dim; `None`: a
    /// broadcast dim), the chunk's first lane to that of `inner`.
    #[allow(clippy::too_many_arguments)]
    fn piece_indices(
        ctx: &mut Context,
        m: &mut Module,
        b: &OpBuilder,
        l: &Layout,
        idx: &[Value],
        dims: &[Option<usize>],
        inner: usize,
        p: i64,
        consts: &mut Vec<(i64, Value)>,
    ) -> Vec<Value> {
        let (row, k) = (p / l.chunks(), p % l.chunks());
        let rank = l.shape.len();
        let mut offsets = vec![0i64; idx.len()];
        let row_idx = Layout {
            shape: l.shape[..rank - 1].to_vec(),
            elem: l.elem,
        };
        if rank > 1 {
            for (d, &o) in row_idx.index(row).iter().enumerate() {
                if let Some(md) = dims[d] {
                    offsets[md] += o;
                }
            }
        }
        offsets[inner] += k * NATIVE_LANES;
        idx.iter()
            .zip(offsets)
            .map(|(&v, o)| {
                if o == 0 {
                    v
                } else {
                    let c = match consts.iter().find(|(x, _)| *x == o) {
                        Some(&(_, c)) => c,
                        None => {
                            let c = b.const_index(ctx, m, o);
                            consts.push((o, c));
                            c
                        }
                    };
                    b.binary(ctx, m, OpKind::ArithAddI, v, c)
                }
            })
            .collect()
    }

    /// The memref rank and element type of `base` when its elements are scalars of `elem`.
    fn memref_rank(ctx: &Context, m: &Module, base: Value, elem: Type) -> Option<usize> {
        match ctx.type_kind(m.value_type(base)) {
            TypeKind::MemRef { shape, elem: e, .. } if *e == elem => Some(shape.len()),
            _ => None,
        }
    }

    /// `vector.load`: one load per piece.
    fn load(&mut self, ctx: &mut Context, m: &mut Module, b: &OpBuilder, op: Op) -> Option<()> {
        let d = m.op(op).clone();
        let r = *d.results().first()?;
        let l = Layout::of(ctx, m.value_type(r))?;
        let (&base, idx) = d.operands().split_first()?;
        let mr = Self::memref_rank(ctx, m, base, l.elem)?;
        let n = l.shape.len();
        if idx.len() != mr || n > mr {
            return None;
        }
        let dims: Vec<Option<usize>> = (mr - n..mr).map(Some).collect();
        let nt = nontemporal(ctx, m, op);
        let mut consts = Vec::new();
        let mut pieces = Vec::new();
        for p in 0..l.rows() * l.chunks() {
            let w = l.width(p % l.chunks());
            let mut operands = vec![base];
            operands.extend(Self::piece_indices(
                ctx,
                m,
                b,
                &l,
                idx,
                &dims,
                mr - 1,
                p,
                &mut consts,
            ));
            pieces.push(if w == 1 {
                b.create1(ctx, m, OpKind::MemRefLoad, operands, l.elem, nt.clone())
            } else {
                let t = Layout::piece_type(ctx, l.elem, w);
                b.create1(ctx, m, OpKind::VectorLoad, operands, t, nt.clone())
            });
        }
        self.finish(ctx, m, r, pieces)
    }

    /// `vector.store`: one store per piece.
    fn store(&mut self, ctx: &mut Context, m: &mut Module, b: &OpBuilder, op: Op) -> Option<()> {
        let d = m.op(op).clone();
        let [val, base, ref idx @ ..] = d.operands()[..] else {
            return None;
        };
        let (l, parts) = self.parts(ctx, m, val)?;
        let mr = Self::memref_rank(ctx, m, base, l.elem)?;
        let n = l.shape.len();
        if idx.len() != mr || n > mr {
            return None;
        }
        let dims: Vec<Option<usize>> = (mr - n..mr).map(Some).collect();
        let nt = nontemporal(ctx, m, op);
        let mut consts = Vec::new();
        for (p, &piece) in parts.iter().enumerate() {
            let w = l.width(p as i64 % l.chunks());
            let mut operands = vec![piece, base];
            operands.extend(Self::piece_indices(
                ctx,
                m,
                b,
                &l,
                idx,
                &dims,
                mr - 1,
                p as i64,
                &mut consts,
            ));
            let kind = if w == 1 {
                OpKind::MemRefStore
            } else {
                OpKind::VectorStore
            };
            b.create(ctx, m, kind, operands, vec![], nt.clone(), 0);
        }
        Some(())
    }

    /// `vector.transfer_read`/`transfer_write` on a memref without a mask.
    fn transfer(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        b: &OpBuilder,
        op: Op,
        read: bool,
    ) -> Option<()> {
        let d = m.op(op).clone();
        let segs =
            crate::verify::check::int_list(ctx, d.get_attr_named(ctx, "operandSegmentSizes")?)?;
        // Read: the memref, its indices, the padding, the mask; write: the vector, the
        // memref, its indices, the mask.
        let nb = match (read, &segs[..]) {
            (true, &[1, nb, 1, 0]) | (false, &[1, 1, nb, 0]) => usize::try_from(nb).ok()?,
            _ => return None,
        };
        let ops = d.operands();
        if ops.len() != 2 + nb {
            return None;
        }
        let (vec_v, base, idx) = if read {
            (*d.results().first()?, ops[0], &ops[1..1 + nb])
        } else {
            if !d.results().is_empty() {
                return None; // a tensor destination
            }
            (ops[0], ops[1], &ops[2..2 + nb])
        };
        let pad = if read { ops[1 + nb] } else { base };
        let l = Layout::of(ctx, m.value_type(vec_v))?;
        let mr = Self::memref_rank(ctx, m, base, l.elem)?;
        if mr != nb {
            return None;
        }
        let map = match ctx.attr_kind(d.get_attr_named(ctx, "permutation_map")?) {
            AttrKind::AffineMap(mm) => *mm,
            _ => return None,
        };
        let dims = crate::dialect::vector::transfer::map_dims(ctx, map).ok()?;
        let in_bounds: Vec<bool> = match ctx.attr_kind(d.get_attr_named(ctx, "in_bounds")?) {
            AttrKind::Array(v) => v
                .iter()
                .map(|&a| matches!(ctx.attr_kind(a), AttrKind::Bool(true)))
                .collect(),
            _ => return None,
        };
        let n = l.shape.len();
        if dims.len() != n || in_bounds.len() != n {
            return None;
        }
        // Leading dims: in bounds or broadcast; the innermost one: a memref dim.
        if (0..n - 1).any(|t| dims[t].is_some() && !in_bounds[t]) {
            return None;
        }
        let inner = dims[n - 1]?;
        let inner_in_bounds = in_bounds[n - 1];
        if !inner_in_bounds && l.row_len() % NATIVE_LANES == 1 {
            return None; // a one-lane piece that may leave the memref
        }
        let parts = if read {
            None
        } else {
            Some(self.parts(ctx, m, vec_v)?.1)
        };
        if dims.iter().flatten().any(|&md| md >= mr) {
            return None;
        }
        let inner_expr = ctx.dim(inner as u32);
        let piece_map = ctx.map(mr as u32, 0, vec![inner_expr]);
        let map_attr = ctx.map_attr(piece_map);
        let ib = ctx.attr(AttrKind::Bool(inner_in_bounds));
        let ib = ctx.attr(AttrKind::Array(vec![ib]));
        let props = |ctx: &mut Context, write: bool| {
            let segs = crate::transforms::rewrite::segment_attr(
                ctx,
                &(if write { [1, 1, mr, 0] } else { [1, mr, 1, 0] })[..],
            );
            vec![
                NamedAttr {
                    name: ctx.ident("in_bounds"),
                    value: ib,
                },
                NamedAttr {
                    name: ctx.ident("operandSegmentSizes"),
                    value: segs,
                },
                NamedAttr {
                    name: ctx.ident("permutation_map"),
                    value: map_attr,
                },
            ]
        };
        let mut pieces = Vec::new();
        let mut consts = Vec::new();
        for p in 0..l.rows() * l.chunks() {
            let w = l.width(p % l.chunks());
            let ind = Self::piece_indices(ctx, m, b, &l, idx, &dims, inner, p, &mut consts);
            if read {
                let mut operands = vec![base];
                operands.extend(ind);
                pieces.push(if w == 1 {
                    b.create1(ctx, m, OpKind::MemRefLoad, operands, l.elem, vec![])
                } else {
                    operands.push(pad);
                    let t = Layout::piece_type(ctx, l.elem, w);
                    let pr = props(ctx, false);
                    b.create1(ctx, m, OpKind::VectorTransferRead, operands, t, pr)
                });
            } else {
                let piece = parts.as_ref()?[p as usize];
                let mut operands = vec![piece, base];
                operands.extend(ind);
                if w == 1 {
                    b.create(ctx, m, OpKind::MemRefStore, operands, vec![], vec![], 0);
                } else {
                    let pr = props(ctx, true);
                    b.create(ctx, m, OpKind::VectorTransferWrite, operands, vec![], pr, 0);
                }
            }
        }
        if read {
            self.finish(ctx, m, vec_v, pieces)
        } else {
            Some(())
        }
    }

    /// `vector.constant_mask`: a constant per piece.
    fn constant_mask(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        b: &OpBuilder,
        op: Op,
    ) -> Option<()> {
        let r = *m.op(op).results().first()?;
        let l = Layout::of(ctx, m.value_type(r))?;
        let sizes = int_list(ctx, m.op(op).get_attr_named(ctx, "mask_dim_sizes")?)?;
        if sizes.len() != l.shape.len() {
            return None;
        }
        let set: Vec<bool> = (0..l.numel())
            .map(|f| l.index(f).iter().zip(&sizes).all(|(&i, &n)| i < n))
            .collect();
        let mut pieces = Vec::new();
        for row in 0..l.rows() {
            for k in 0..l.chunks() {
                let w = l.width(k);
                let first = (row * l.row_len() + k * NATIVE_LANES) as usize;
                let lanes = &set[first..first + w as usize];
                let ty = Layout::piece_type(ctx, l.elem, w);
                let a = if w == 1 {
                    ctx.attr(AttrKind::Bool(lanes[0]))
                } else {
                    let data = if lanes.iter().all(|&x| x == lanes[0]) {
                        vec![i128::from(lanes[0])]
                    } else {
                        lanes.iter().map(|&x| i128::from(x)).collect()
                    };
                    ctx.attr(AttrKind::DenseElements {
                        ty,
                        data: DenseData::Ints(data),
                    })
                };
                pieces.push(b.constant(ctx, m, a, ty));
            }
        }
        self.finish(ctx, m, r, pieces)
    }

    /// `vector.create_mask %n` of a 1-D vector: piece `k` is `create_mask %n - 4k` (the
    /// bound may be negative or above the piece's lanes: lane `i` is set when `i` is
    /// below it), a one-lane piece `4k < %n`.
    fn create_mask(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        b: &OpBuilder,
        op: Op,
    ) -> Option<()> {
        let r = *m.op(op).results().first()?;
        let l = Layout::of(ctx, m.value_type(r))?;
        let [n] = m.op(op).operands()[..] else {
            return None;
        };
        if l.shape.len() != 1 {
            return None;
        }
        let mut pieces = Vec::new();
        for k in 0..l.chunks() {
            let w = l.width(k);
            let first = b.const_index(ctx, m, k * NATIVE_LANES);
            pieces.push(if w == 1 {
                b.cmpi(
                    ctx,
                    m,
                    crate::transforms::rewrite::CmpIPredicate::Slt,
                    first,
                    n,
                )
            } else {
                let bound = b.binary(ctx, m, OpKind::ArithSubI, n, first);
                let ty = Layout::piece_type(ctx, l.elem, w);
                b.create1(ctx, m, OpKind::VectorCreateMask, vec![bound], ty, vec![])
            });
        }
        self.finish(ctx, m, r, pieces)
    }

    /// `vector.maskedload`/`maskedstore` of a 1-D vector without one-lane pieces: one per
    /// piece, with its piece of the mask and of the pass-through or stored value.
    fn masked(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        b: &OpBuilder,
        op: Op,
        load: bool,
    ) -> Option<()> {
        let d = m.op(op).clone();
        let ops = d.operands();
        if ops.len() < 3 {
            return None;
        }
        let (base, idx) = (ops[0], &ops[1..ops.len() - 2]);
        let (mask, other) = (ops[ops.len() - 2], ops[ops.len() - 1]);
        let (l, other_parts) = self.parts(ctx, m, other)?;
        let (_, mask_parts) = self.parts(ctx, m, mask)?;
        let mr = Self::memref_rank(ctx, m, base, l.elem)?;
        if l.shape.len() != 1
            || l.row_len() % NATIVE_LANES == 1
            || idx.len() != mr
            || mask_parts.len() != other_parts.len()
        {
            return None;
        }
        let dims = [Some(mr - 1)];
        let mut consts = Vec::new();
        let mut pieces = Vec::new();
        for (p, (&mp, &op_)) in mask_parts.iter().zip(&other_parts).enumerate() {
            let ind = Self::piece_indices(ctx, m, b, &l, idx, &dims, mr - 1, p as i64, &mut consts);
            let mut operands = vec![base];
            operands.extend(ind);
            operands.extend([mp, op_]);
            if load {
                let t = m.value_type(op_);
                pieces.push(b.create1(ctx, m, OpKind::VectorMaskedLoad, operands, t, vec![]));
            } else {
                b.create(
                    ctx,
                    m,
                    OpKind::VectorMaskedStore,
                    operands,
                    vec![],
                    vec![],
                    0,
                );
            }
        }
        if load {
            self.finish(ctx, m, *d.results().first()?, pieces)
        } else {
            Some(())
        }
    }

    /// `vector.reduction`: the pieces in order, each accumulating into the next.
    fn reduction(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        b: &OpBuilder,
        op: Op,
    ) -> Option<()> {
        let d = m.op(op).clone();
        let r = *d.results().first()?;
        let (&src, acc) = d.operands().split_first()?;
        let (l, parts) = self.parts(ctx, m, src)?;
        let kind_attr = d.get_attr_named(ctx, "kind")?;
        let word = crate::dialect::vector::syntax::opaque_inner(ctx, kind_attr, "vector", ".kind")?
            .to_string();
        let combiner = crate::transforms::reductions::combiner_of_kind_word(
            &word,
            ctx.type_kind(l.elem).is_float(),
        )?;
        let fastmath = d.get_attr_named(ctx, "fastmath");
        let mut cur: Option<Value> = acc.first().copied();
        for (p, &piece) in parts.iter().enumerate() {
            let w = l.width(p as i64 % l.chunks());
            cur = Some(if w == 1 {
                match cur {
                    None => piece,
                    Some(c) => {
                        let props = match fastmath {
                            Some(f) if combiner.is_inherent("fastmath") => vec![NamedAttr {
                                name: ctx.ident("fastmath"),
                                value: f,
                            }],
                            _ => vec![],
                        };
                        b.create1(ctx, m, combiner, vec![c, piece], l.elem, props)
                    }
                }
            } else {
                let mut operands = vec![piece];
                operands.extend(cur);
                b.create1(
                    ctx,
                    m,
                    OpKind::VectorReduction,
                    operands,
                    l.elem,
                    d.props.clone(),
                )
            });
        }
        self.finish(ctx, m, r, vec![cur?])
    }

    /// The reshaping ops: each result piece assembled from the lanes it takes.
    fn reshape(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        b: &OpBuilder,
        op: Op,
        kind: Reshape,
    ) -> Option<()> {
        let d = m.op(op).clone();
        let r = *d.results().first()?;
        let rt = m.value_type(r);
        let ops = d.operands().to_vec();
        let ints = |ctx: &Context, name: &str| -> Option<Vec<i64>> {
            let a = d.get_attr_named(ctx, name)?;
            int_list(ctx, a)
        };
        // The result's layout; a scalar result (an extract of one element) is one lane.
        let scalar_result = !matches!(ctx.type_kind(rt), TypeKind::Vector { .. });
        let out = if scalar_result {
            Layout {
                shape: vec![1],
                elem: rt,
            }
        } else {
            Layout::of(ctx, rt)?
        };
        let pieces = match kind {
            Reshape::Broadcast => {
                let src = *ops.first()?;
                match ctx.type_kind(m.value_type(src)) {
                    TypeKind::Vector { .. } => {
                        let (sl, sp) = self.parts(ctx, m, src)?;
                        let n = out.shape.len();
                        let rnk = sl.shape.len();
                        if rnk > n {
                            return None;
                        }
                        self.assemble(ctx, m, b, &out, |f| {
                            let i = out.index(f);
                            let j: Vec<i64> = (0..rnk)
                                .map(|t| if sl.shape[t] == 1 { 0 } else { i[n - rnk + t] })
                                .collect();
                            Self::lane(&sl, &sp, sl.flat(&j))
                        })
                    }
                    _ => self.assemble(ctx, m, b, &out, |_| (src, None)),
                }
            }
            Reshape::Extract => {
                let [src] = ops[..] else { return None };
                let pos = ints(ctx, "static_position")?;
                let (sl, sp) = self.parts(ctx, m, src)?;
                if pos.len() > sl.shape.len()
                    || pos
                        .iter()
                        .zip(&sl.shape)
                        .any(|(&p, &s)| !(0..s).contains(&p))
                {
                    return None;
                }
                let mut full = pos.clone();
                full.resize(sl.shape.len(), 0);
                let base = sl.flat(&full);
                self.assemble(ctx, m, b, &out, |f| Self::lane(&sl, &sp, base + f))
            }
            Reshape::Insert => {
                let [val, dest] = ops[..] else { return None };
                let pos = ints(ctx, "static_position")?;
                let (dl, dp) = self.parts(ctx, m, dest)?;
                if pos.len() > dl.shape.len()
                    || pos
                        .iter()
                        .zip(&dl.shape)
                        .any(|(&p, &s)| !(0..s).contains(&p))
                {
                    return None;
                }
                let mut full = pos.clone();
                full.resize(dl.shape.len(), 0);
                let base = dl.flat(&full);
                let vparts = match ctx.type_kind(m.value_type(val)) {
                    TypeKind::Vector { .. } => Some(self.parts(ctx, m, val)?),
                    _ => None,
                };
                let size = vparts.as_ref().map_or(1, |(vl, _)| vl.numel());
                self.assemble(ctx, m, b, &out, |f| {
                    if (base..base + size).contains(&f) {
                        match &vparts {
                            Some((vl, vp)) => Self::lane(vl, vp, f - base),
                            None => (val, None),
                        }
                    } else {
                        Self::lane(&dl, &dp, f)
                    }
                })
            }
            Reshape::ExtractSlice => {
                let [src] = ops[..] else { return None };
                let offsets = ints(ctx, "offsets")?;
                if ints(ctx, "strides")?.iter().any(|&s| s != 1) {
                    return None;
                }
                let (sl, sp) = self.parts(ctx, m, src)?;
                if offsets.len() > sl.shape.len() || out.shape.len() != sl.shape.len() {
                    return None;
                }
                self.assemble(ctx, m, b, &out, |f| {
                    let mut i = out.index(f);
                    for (t, &o) in offsets.iter().enumerate() {
                        i[t] += o;
                    }
                    Self::lane(&sl, &sp, sl.flat(&i))
                })
            }
            Reshape::InsertSlice => {
                let [val, dest] = ops[..] else { return None };
                let offsets = ints(ctx, "offsets")?;
                if ints(ctx, "strides")?.iter().any(|&s| s != 1) {
                    return None;
                }
                let (dl, dp) = self.parts(ctx, m, dest)?;
                let (vl, vp) = self.parts(ctx, m, val)?;
                let (n, rnk) = (dl.shape.len(), vl.shape.len());
                if offsets.len() != n || rnk > n {
                    return None;
                }
                self.assemble(ctx, m, b, &out, |f| {
                    let i = dl.index(f);
                    let inside = (0..n).all(|t| {
                        if t < n - rnk {
                            i[t] == offsets[t]
                        } else {
                            (offsets[t]..offsets[t] + vl.shape[t - (n - rnk)]).contains(&i[t])
                        }
                    });
                    if inside {
                        let j: Vec<i64> = (n - rnk..n).map(|t| i[t] - offsets[t]).collect();
                        Self::lane(&vl, &vp, vl.flat(&j))
                    } else {
                        Self::lane(&dl, &dp, f)
                    }
                })
            }
            Reshape::ShapeCast => {
                let [src] = ops[..] else { return None };
                let (sl, sp) = self.parts(ctx, m, src)?;
                if sl.numel() != out.numel() {
                    return None;
                }
                self.assemble(ctx, m, b, &out, |f| Self::lane(&sl, &sp, f))
            }
            Reshape::Transpose => {
                let [src] = ops[..] else { return None };
                let perm = ints(ctx, "permutation")?;
                let (sl, sp) = self.parts(ctx, m, src)?;
                let n = sl.shape.len();
                let mut sorted = perm.clone();
                sorted.sort_unstable();
                if sorted != (0..n as i64).collect::<Vec<_>>() || out.shape.len() != n {
                    return None;
                }
                self.assemble(ctx, m, b, &out, |f| {
                    let i = out.index(f);
                    let mut j = vec![0; n];
                    for (t, &p) in perm.iter().enumerate() {
                        j[p as usize] = i[t];
                    }
                    Self::lane(&sl, &sp, sl.flat(&j))
                })
            }
            Reshape::FromElements => {
                if ops.len() as i64 != out.numel() {
                    return None;
                }
                self.assemble(ctx, m, b, &out, |f| (ops[f as usize], None))
            }
        };
        self.finish(ctx, m, r, pieces)
    }

    /// The pieces of a value of layout `l` whose element `flat` comes from `lane(flat)`.
    fn assemble(
        &self,
        ctx: &mut Context,
        m: &mut Module,
        b: &OpBuilder,
        l: &Layout,
        lane: impl Fn(i64) -> Lane,
    ) -> Vec<Value> {
        let mut out = Vec::new();
        for row in 0..l.rows() {
            for k in 0..l.chunks() {
                let w = l.width(k);
                let first = row * l.row_len() + k * NATIVE_LANES;
                let lanes: Vec<Lane> = (first..first + w).map(&lane).collect();
                out.push(chunk(ctx, m, b, l.elem, &lanes));
            }
        }
        out
    }
}

/// One piece of `lanes.len()` lanes of `elem` from its lanes.
fn chunk(ctx: &mut Context, m: &mut Module, b: &OpBuilder, elem: Type, lanes: &[Lane]) -> Value {
    let w = lanes.len() as i64;
    if let [(v, j)] = lanes[..] {
        return match j {
            None => v,
            Some(j) => extract(ctx, m, b, v, j, elem),
        };
    }
    let (v0, j0) = lanes[0];
    // A run of one vector.
    if let Some(j0) = j0 {
        if lanes
            .iter()
            .enumerate()
            .all(|(i, &(v, j))| v == v0 && j == Some(j0 + i as i64))
        {
            if j0 == 0 && lanes_of(ctx, m, v0) == w {
                return v0;
            }
            return strided_slice(ctx, m, b, v0, j0, w, elem);
        }
    }
    // One scalar everywhere: a splat.
    if lanes.iter().all(|&l| l == (v0, None)) {
        let t = ctx.vector_type(vec![w], elem);
        return b.create1(ctx, m, OpKind::VectorBroadcast, vec![v0], t, vec![]);
    }
    // A whole vector with one lane replaced.
    let own: Vec<usize> = (0..lanes.len())
        .filter(|&i| {
            let (v, j) = lanes[i];
            j != Some(i as i64) || lanes_of(ctx, m, v) != w
        })
        .collect();
    if let [odd] = own[..] {
        let base = lanes[(odd + 1) % lanes.len()].0;
        if lanes
            .iter()
            .enumerate()
            .all(|(i, &(v, _))| i == odd || v == base)
        {
            let x = scalar(ctx, m, b, lanes[odd], elem);
            let t = m.value_type(base);
            let props = position(ctx, odd as i64);
            return b.create1(ctx, m, OpKind::VectorInsert, vec![x, base], t, props);
        }
    }
    let xs: Vec<Value> = lanes.iter().map(|&l| scalar(ctx, m, b, l, elem)).collect();
    let t = ctx.vector_type(vec![w], elem);
    b.create1(ctx, m, OpKind::VectorFromElements, xs, t, vec![])
}

/// The lanes of a value (1 for a scalar).
fn lanes_of(ctx: &Context, m: &Module, v: Value) -> i64 {
    match ctx.type_kind(m.value_type(v)) {
        TypeKind::Vector { shape, .. } => shape.first().copied().unwrap_or(1),
        _ => 1,
    }
}

/// The scalar of a lane.
fn scalar(ctx: &mut Context, m: &mut Module, b: &OpBuilder, lane: Lane, elem: Type) -> Value {
    match lane {
        (v, None) => v,
        (v, Some(j)) => extract(ctx, m, b, v, j, elem),
    }
}

/// `vector.extract %v[j]`.
fn extract(
    ctx: &mut Context,
    m: &mut Module,
    b: &OpBuilder,
    v: Value,
    j: i64,
    elem: Type,
) -> Value {
    let props = position(ctx, j);
    b.create1(ctx, m, OpKind::VectorExtract, vec![v], elem, props)
}

/// `vector.extract_strided_slice %v {offsets = [j], sizes = [w], strides = [1]}`.
fn strided_slice(
    ctx: &mut Context,
    m: &mut Module,
    b: &OpBuilder,
    v: Value,
    j: i64,
    w: i64,
    elem: Type,
) -> Value {
    let i64t = ctx.int_type(64);
    let list = |ctx: &mut Context, x: i64| {
        let a = ctx.int_attr(i128::from(x), i64t);
        ctx.attr(AttrKind::Array(vec![a]))
    };
    let props = vec![
        NamedAttr {
            name: ctx.ident("offsets"),
            value: list(ctx, j),
        },
        NamedAttr {
            name: ctx.ident("sizes"),
            value: list(ctx, w),
        },
        NamedAttr {
            name: ctx.ident("strides"),
            value: list(ctx, 1),
        },
    ];
    let t = ctx.vector_type(vec![w], elem);
    b.create1(ctx, m, OpKind::VectorExtractStridedSlice, vec![v], t, props)
}

/// `static_position = array<i64: k>`.
fn position(ctx: &mut Context, k: i64) -> Vec<NamedAttr> {
    let name = ctx.ident("static_position");
    let value = dense_i64_array(ctx, &[k]);
    vec![NamedAttr { name, value }]
}

/// The `nontemporal` property of a load or store, to keep on its pieces.
fn nontemporal(ctx: &mut Context, m: &Module, op: Op) -> Vec<NamedAttr> {
    let name = ctx.ident("nontemporal");
    m.op(op)
        .get_attr(name)
        .map(|value| vec![NamedAttr { name, value }])
        .unwrap_or_default()
}

/// An attribute as a list of integers: a dense array or an array of integer attributes.
fn int_list(ctx: &Context, a: crate::ir::Attr) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::Array(items) => items
            .iter()
            .map(|&x| match ctx.attr_kind(x) {
                AttrKind::Integer { value, .. } => i64::try_from(*value).ok(),
                _ => None,
            })
            .collect(),
        _ => crate::verify::check::int_list(ctx, a),
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
        // More than MAX_PIECES pieces: left to the back end's diagnostic.
        assert!(!wide(&mut ctx, &[4 * MAX_PIECES + 4]));
        assert!(!is_wide(&ctx, f32t));
    }
}
