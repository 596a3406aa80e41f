//! `vector.extract`/`vector.insert` of an unrolled vector at a position with dynamic
//! indices. One element: the element's row-major index is computed, then each piece
//! takes it at its own lane when the index falls in it (`first <= index < first + width`),
//! the pieces combined by `arith.select`. Each piece is accessed at the index clamped to
//! its lanes (`arith.maxsi`/`arith.minsi`), so that no access is out of bounds where the
//! index falls in another piece. A poison index (`-1`, see
//! `dialect::vector::POISON_INDEX`) is refined to 0 first (`arith.maxsi` with 0),
//! dimension by dimension, as the interpreter does; any other index out of bounds is
//! undefined behaviour (the interpreter reports it). A sub-vector at a dynamic position
//! (whole rows: the position indexes leading dimensions only) is taken or replaced piece
//! by piece, by `arith.select` on which of the sub-vectors the position names.

use super::{int_list, Unroller};
use crate::dialect::vector::POISON_INDEX;
use crate::dialect::{view, OpKind};
use crate::gpu::opt::unroll_vectors::NATIVE_LANES;
use crate::ir::{Context, Module, Op, TypeKind, Value, DYNAMIC};
use crate::transforms::rewrite::{CmpIPredicate, OpBuilder};

impl Unroller {
    /// `vector.extract` (`insert == false`) or `vector.insert` of one element at a
    /// position with dynamic indices; `None` leaves it as it is.
    pub(super) fn dynamic_position(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        b: &OpBuilder,
        op: Op,
        insert: bool,
    ) -> Option<()> {
        let d = m.op(op).clone();
        let r = *d.results().first()?;
        // (inserted value, vector, dynamic positions)
        let (value, vec, dyn_pos) = if insert {
            let v = view::VectorInsert::new(ctx, &d).ok()?;
            (
                Some(v.value_to_store()),
                v.dest(),
                v.dynamic_position().to_vec(),
            )
        } else {
            let v = view::VectorExtract::new(ctx, &d).ok()?;
            (None, v.source(), v.dynamic_position().to_vec())
        };
        let (l, parts) = self.parts(ctx, m, vec)?;
        let pos = int_list(ctx, d.get_attr_named(ctx, "static_position")?)?;
        let elem_ty = m.value_type(value.unwrap_or(r));
        let sub_vector = matches!(ctx.type_kind(elem_ty), TypeKind::Vector { .. });
        if pos.len() > l.shape.len()
            || (pos.len() == l.shape.len()) == sub_vector
            || pos.iter().filter(|&&p| p == DYNAMIC).count() != dyn_pos.len()
        {
            return None;
        }
        // The row-major index of the element, each dimension's poison index refined to 0.
        let mut dynamic = dyn_pos.iter();
        let mut index = Vec::with_capacity(pos.len());
        for &p in &pos {
            index.push(if p == DYNAMIC {
                // `max(v, 0)`: the poison index -1 is 0 (and any other negative index is
                // undefined behaviour).
                let v = *dynamic.next()?;
                let zero = b.const_index(ctx, m, 0);
                b.binary(ctx, m, OpKind::ArithMaxSI, v, zero)
            } else {
                b.const_index(ctx, m, if p == POISON_INDEX { 0 } else { p })
            });
        }
        let mut flat: Option<Value> = None;
        // The row-major index of the element, or of the sub-vector among those of its
        // shape (the leading dimensions the position indexes).
        for (&i, &n) in index.iter().zip(&l.shape) {
            // Horner's rule: flat * n + i.
            flat = Some(match flat {
                Some(f) => {
                    let n = b.const_index(ctx, m, n);
                    let f = b.binary(ctx, m, OpKind::ArithMulI, f, n);
                    b.binary(ctx, m, OpKind::ArithAddI, f, i)
                }
                None => i,
            });
        }
        let flat = flat?;
        if sub_vector {
            return self.dynamic_sub_vector(ctx, m, b, &d, flat, pos.len(), insert);
        }
        // Per piece: whether the element is in it, and its lane there (clamped).
        let mut lanes: Vec<(Value, Option<Value>)> = Vec::new();
        // Signed compares and clamps throughout, so that index-width analysis bounds
        // them by the index's range.
        let zero = b.const_index(ctx, m, 0);
        for q in l.pieces() {
            let first = b.const_index(ctx, m, q.first);
            let end = b.const_index(ctx, m, q.first + q.width);
            let from = b.cmpi(ctx, m, CmpIPredicate::Sge, flat, first);
            let below = b.cmpi(ctx, m, CmpIPredicate::Slt, flat, end);
            let inside = b.binary(ctx, m, OpKind::ArithAndI, from, below);
            let lane = (q.width > 1).then(|| {
                let rel = b.binary(ctx, m, OpKind::ArithSubI, flat, first);
                let last = b.const_index(ctx, m, q.width.min(NATIVE_LANES) - 1);
                let rel = b.binary(ctx, m, OpKind::ArithMaxSI, rel, zero);
                b.binary(ctx, m, OpKind::ArithMinSI, rel, last)
            });
            lanes.push((inside, lane));
        }
        // `static_position = array<i64: DYNAMIC>`: the lane is the last operand.
        let at = |ctx: &mut Context| {
            let name = ctx.ident("static_position");
            let value = crate::dialect::memref::syntax::dense_i64_array(ctx, &[DYNAMIC]);
            vec![crate::ir::NamedAttr { name, value }]
        };
        if let Some(v) = value {
            let mut pieces = Vec::new();
            for (&piece, &(inside, lane)) in parts.iter().zip(&lanes) {
                let new = match lane {
                    None => v,
                    Some(lane) => {
                        let t = m.value_type(piece);
                        let props = at(ctx);
                        b.create1(ctx, m, OpKind::VectorInsert, vec![v, piece, lane], t, props)
                    }
                };
                pieces.push(b.select(ctx, m, inside, new, piece));
            }
            self.finish(ctx, m, r, pieces)
        } else {
            let mut acc: Option<Value> = None;
            for (&piece, &(inside, lane)) in parts.iter().zip(&lanes) {
                let x = match lane {
                    None => piece,
                    Some(lane) => {
                        let props = at(ctx);
                        b.create1(
                            ctx,
                            m,
                            OpKind::VectorExtract,
                            vec![piece, lane],
                            elem_ty,
                            props,
                        )
                    }
                };
                acc = Some(match acc {
                    Some(a) => b.select(ctx, m, inside, x, a),
                    None => x,
                });
            }
            self.finish(ctx, m, r, vec![acc?])
        }
    }

    /// The sub-vector case of [`Self::dynamic_position`]: the position indexes the `k`
    /// leading dimensions, so sub-vector `c` (row-major among them) is the `S` pieces from
    /// piece `c * S` on (whole rows). An extract's result piece `j` is the `j`-th piece of
    /// the sub-vector `flat` selects; an insert replaces each piece of that sub-vector.
    #[allow(clippy::too_many_arguments)]
    fn dynamic_sub_vector(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        b: &OpBuilder,
        d: &crate::ir::OpData,
        flat: Value,
        k: usize,
        insert: bool,
    ) -> Option<()> {
        let r = *d.results().first()?;
        let (sub, vec) = if insert {
            let v = view::VectorInsert::new(ctx, d).ok()?;
            (v.value_to_store(), v.dest())
        } else {
            (r, view::VectorExtract::new(ctx, d).ok()?.source())
        };
        let (l, parts) = self.parts(ctx, m, vec)?;
        let count: i64 = l.shape[..k].iter().product();
        let s = usize::try_from(l.count() / count).ok()?;
        // Whether sub-vector `c` is the one selected.
        let mut is = Vec::with_capacity(count as usize);
        for c in 0..count {
            let cv = b.const_index(ctx, m, c);
            is.push(b.cmpi(ctx, m, CmpIPredicate::Eq, flat, cv));
        }
        if insert {
            let (_, vp) = self.parts(ctx, m, sub)?;
            if vp.len() != s {
                return None;
            }
            let pieces = parts
                .iter()
                .enumerate()
                .map(|(p, &old)| b.select(ctx, m, is[p / s], vp[p % s], old))
                .collect();
            self.finish(ctx, m, r, pieces)
        } else {
            let mut pieces = Vec::with_capacity(s);
            for j in 0..s {
                let mut acc = parts[j];
                for (c, &sel) in is.iter().enumerate().skip(1) {
                    acc = b.select(ctx, m, sel, parts[c * s + j], acc);
                }
                pieces.push(acc);
            }
            self.finish(ctx, m, r, pieces)
        }
    }
}
