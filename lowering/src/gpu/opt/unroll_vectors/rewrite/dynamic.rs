//! `vector.extract`/`vector.insert` of one element of an unrolled vector at a position
//! with dynamic indices: the element's row-major index is computed, then each piece
//! takes it at its own lane when the index falls in it (`first <= index < first + width`),
//! the pieces combined by `arith.select`. Each piece is accessed at the index clamped to
//! its lanes (`arith.maxsi`/`arith.minsi`), so that no access is out of bounds where the
//! index falls in another piece. A poison index (`-1`, see
//! `dialect::vector::POISON_INDEX`) is refined to 0 first (`arith.maxsi` with 0),
//! dimension by dimension, as the interpreter does; any other index out of bounds is
//! undefined behaviour (the interpreter reports it). An extract or insert of a
//! sub-vector at a dynamic position is left as it is.

use super::{int_list, Unroller};
use crate::dialect::vector::POISON_INDEX;
use crate::dialect::OpKind;
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
        let ops = d.operands().to_vec();
        let fixed = if insert { 2 } else { 1 };
        let vec = *ops.get(fixed - 1)?;
        let (l, parts) = self.parts(ctx, m, vec)?;
        let pos = int_list(ctx, d.get_attr_named(ctx, "static_position")?)?;
        let elem_ty = if insert {
            m.value_type(ops[0])
        } else {
            m.value_type(r)
        };
        if pos.len() != l.shape.len()
            || matches!(ctx.type_kind(elem_ty), TypeKind::Vector { .. })
            || pos.iter().filter(|&&p| p == DYNAMIC).count() != ops.len() - fixed
        {
            return None;
        }
        // The row-major index of the element, each dimension's poison index refined to 0.
        let mut dynamic = ops[fixed..].iter();
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
        if insert {
            let v = ops[0];
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
}
