//! The memory ops of `tessera-unroll-vectors`: one access per piece, at the row's and the
//! chunk's offsets added to the indices.

use super::Unroller;
use crate::dialect::vector::MaskedAccess;
use crate::dialect::OpKind;
use crate::gpu::opt::unroll_vectors::{Layout, NATIVE_LANES};
use crate::ir::{AttrKind, Context, Module, NamedAttr, Op, Type, TypeKind, Value};
use crate::transforms::rewrite::OpBuilder;

impl Unroller {
    /// The indices of piece `p` of an access of layout `l` at `idx`: the row's multi-index
    /// added to the indices of memref dims `dims` (one per leading vector dim; `None`: a
    /// broadcast dim), the chunk's first lane to that of `inner`.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn piece_indices(
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
        let q = l.piece(p);
        let (row, k) = (q.row, q.chunk);
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
    pub(super) fn memref_rank(ctx: &Context, m: &Module, base: Value, elem: Type) -> Option<usize> {
        match ctx.type_kind(m.value_type(base)) {
            TypeKind::MemRef { shape, elem: e, .. } if *e == elem => Some(shape.len()),
            _ => None,
        }
    }

    /// `vector.load`: one load per piece.
    pub(super) fn load(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        b: &OpBuilder,
        op: Op,
    ) -> Option<()> {
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
        for p in 0..l.count() {
            let w = l.piece(p).width;
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
    pub(super) fn store(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        b: &OpBuilder,
        op: Op,
    ) -> Option<()> {
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
            let w = l.piece(p as i64).width;
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
    pub(super) fn transfer(
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
        for p in 0..l.count() {
            let w = l.piece(p).width;
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

    /// `vector.maskedload`/`maskedstore` of a 1-D vector without one-lane pieces: one per
    /// piece, with its piece of the mask and of the pass-through or stored value.
    pub(super) fn masked(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        b: &OpBuilder,
        op: Op,
        load: bool,
    ) -> Option<()> {
        let d = m.op(op).clone();
        let a = MaskedAccess::of(ctx, &d).ok()??;
        let (base, idx, mask, other) = (a.base, a.indices, a.mask, a.value);
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
}

/// The `nontemporal` property of a load or store, to keep on its pieces.
fn nontemporal(ctx: &mut Context, m: &Module, op: Op) -> Vec<NamedAttr> {
    let name = ctx.ident("nontemporal");
    m.op(op)
        .get_attr(name)
        .map(|value| vec![NamedAttr { name, value }])
        .unwrap_or_default()
}
