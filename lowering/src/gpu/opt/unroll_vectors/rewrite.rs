//! The rewrites of `tessera-unroll-vectors`, op by op (see the parent module): each op
//! with a wide vector operand or result becomes ops on the pieces.

use super::{is_wide, Layout, NATIVE_LANES};
use crate::dialect::{ArithOp, DialectOp, OpKind, VectorOp};
use crate::ir::fxhash::FxHashMap;
use crate::ir::{
    AttrKind, Context, DenseData, Module, NamedAttr, Op, OpSpec, Type, TypeKind, Value,
};
use crate::transforms::rewrite::OpBuilder;

mod combine;
mod dynamic;
mod lanes;
mod memory;
mod reshape;

pub use combine::MAX_CONTRACT_STEPS;
use lanes::Lanes;

pub(super) use reshape::{extract, position, strided_slice};

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
pub(super) struct Unroller {
    pieces: FxHashMap<Value, Vec<Value>>,
}

impl Unroller {
    /// No value unrolled yet.
    pub(super) fn new() -> Self {
        Unroller {
            pieces: FxHashMap::default(),
        }
    }

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
    pub(super) fn unroll(&mut self, ctx: &mut Context, m: &mut Module, op: Op) -> Option<()> {
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
                VectorOp::VectorExtract if m.op(op).operands().len() > 1 => {
                    self.dynamic_position(ctx, m, &b, op, false)
                }
                VectorOp::VectorExtract => self.reshape(ctx, m, &b, op, Reshape::Extract),
                VectorOp::VectorInsert if m.op(op).operands().len() > 2 => {
                    self.dynamic_position(ctx, m, &b, op, true)
                }
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
                VectorOp::VectorStep => self.step(ctx, m, &b, op),
                VectorOp::VectorMaskedLoad => self.masked(ctx, m, &b, op, true),
                VectorOp::VectorMaskedStore => self.masked(ctx, m, &b, op, false),
                VectorOp::VectorShuffle => self.lanes(ctx, m, &b, op, Lanes::Shuffle),
                VectorOp::VectorInterleave => self.lanes(ctx, m, &b, op, Lanes::Interleave),
                VectorOp::VectorDeinterleave => self.lanes(ctx, m, &b, op, Lanes::Deinterleave),
                VectorOp::VectorToElements => self.lanes(ctx, m, &b, op, Lanes::ToElements),
                VectorOp::VectorOuterproduct => self.outerproduct(ctx, m, &b, op),
                VectorOp::VectorMultiReduction => self.multi_reduction(ctx, m, &b, op),
                VectorOp::VectorContract => self.contract(ctx, m, &b, op),
                // Lowered before the unrolling (see `run`): these are left only when
                // `vector-emulate-masked-memory` cannot take them either.
                VectorOp::VectorGather
                | VectorOp::VectorScatter
                | VectorOp::VectorExpandLoad
                | VectorOp::VectorCompressStore
                | VectorOp::VectorTypeCast
                | VectorOp::VectorMask
                | VectorOp::VectorYield
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
        let n = layout.count() as usize;
        let mut results: Vec<Vec<Value>> = vec![Vec::with_capacity(n); elems.len()];
        for p in 0..n {
            let w = layout.piece(p as i64).width;
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
        for q in l.pieces() {
            let w = q.width;
            let start = q.first as usize;
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
        self.finish(ctx, m, r, pieces)
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
        let set: Vec<i128> = (0..l.numel())
            .map(|f| i128::from(l.index(f).iter().zip(&sizes).all(|(&i, &n)| i < n)))
            .collect();
        let pieces = Self::constant_pieces(ctx, m, b, &l, &set);
        self.finish(ctx, m, r, pieces)
    }

    /// `vector.step` (1-D): a constant per piece, its lanes' indices (wrapped to the
    /// element width, as `arith.constant` holds them).
    fn step(&mut self, ctx: &mut Context, m: &mut Module, b: &OpBuilder, op: Op) -> Option<()> {
        let r = *m.op(op).results().first()?;
        let l = Layout::of(ctx, m.value_type(r))?;
        let w = crate::transforms::rewrite::int_width(ctx, l.elem)?;
        if l.shape.len() != 1 {
            return None;
        }
        let lanes: Vec<i128> = (0..i128::from(l.numel()))
            .map(|i| crate::transforms::rewrite::sext(i, w))
            .collect();
        let pieces = Self::constant_pieces(ctx, m, b, &l, &lanes);
        self.finish(ctx, m, r, pieces)
    }

    /// One constant per piece of `l`, of the integer elements `values` (row-major; `i1`
    /// elements are 0 or 1): a scalar for a one-lane piece, a splat where the lanes agree.
    fn constant_pieces(
        ctx: &mut Context,
        m: &mut Module,
        b: &OpBuilder,
        l: &Layout,
        values: &[i128],
    ) -> Vec<Value> {
        let mut pieces = Vec::new();
        for q in l.pieces() {
            let w = q.width;
            let first = q.first as usize;
            let lanes = &values[first..first + w as usize];
            let ty = Layout::piece_type(ctx, l.elem, w);
            let a = if w == 1 {
                crate::transforms::rewrite::int_attr(ctx, lanes[0], l.elem)
            } else {
                let data = if lanes.iter().all(|&x| x == lanes[0]) {
                    vec![lanes[0]]
                } else {
                    lanes.to_vec()
                };
                ctx.attr(AttrKind::DenseElements {
                    ty,
                    data: DenseData::Ints(data),
                })
            };
            pieces.push(b.constant(ctx, m, a, ty));
        }
        pieces
    }

    /// `vector.create_mask %n` of a 1-D vector: piece `k` is `create_mask %n - 4k` (the
    /// bound may be negative or above the piece's lanes: lane `i` is set when `i` is
    /// below it), a one-lane piece `4k < %n`. Of rank 2 or more, each row is that of its
    /// last bound when each of its leading indices is below its bound, else of bound 0.
    fn create_mask(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        b: &OpBuilder,
        op: Op,
    ) -> Option<()> {
        let r = *m.op(op).results().first()?;
        let l = Layout::of(ctx, m.value_type(r))?;
        let bounds = m.op(op).operands().to_vec();
        let (&n, lead) = bounds.split_last()?;
        if bounds.len() != l.shape.len() {
            return None;
        }
        use crate::transforms::rewrite::CmpIPredicate::Slt;
        let zero = b.const_index(ctx, m, 0);
        let mut pieces = Vec::new();
        for row in 0..l.rows() {
            // A row is set up to the last bound when each leading index is below its
            // bound, else clear: the last bound is then 0.
            let idx = l.index(row * l.row_len());
            let mut row_ok: Option<Value> = None;
            for (&i, &bound) in idx.iter().zip(lead) {
                let c = b.const_index(ctx, m, i);
                let lt = b.cmpi(ctx, m, Slt, c, bound);
                row_ok = Some(match row_ok {
                    Some(a) => b.binary(ctx, m, OpKind::ArithAndI, a, lt),
                    None => lt,
                });
            }
            let n = match row_ok {
                Some(ok) => b.select(ctx, m, ok, n, zero),
                None => n,
            };
            for k in 0..l.chunks() {
                let w = l.width(k);
                let first = b.const_index(ctx, m, k * NATIVE_LANES);
                pieces.push(if w == 1 {
                    b.cmpi(ctx, m, Slt, first, n)
                } else {
                    let bound = b.binary(ctx, m, OpKind::ArithSubI, n, first);
                    let ty = Layout::piece_type(ctx, l.elem, w);
                    b.create1(ctx, m, OpKind::VectorCreateMask, vec![bound], ty, vec![])
                });
            }
        }
        self.finish(ctx, m, r, pieces)
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
            let w = l.piece(p as i64).width;
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
