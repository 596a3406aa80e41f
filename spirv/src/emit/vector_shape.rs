//! The `vector` ops that reshape, mask, split or combine vectors, on the 1-D vectors of 2–4
//! lanes the back end has (any other vector type is refused by [`Cx::vty_of`] with its
//! type named):
//!
//! - `bitcast` between vectors of the same lane count is `OpBitcast` (a change of lane
//!   count is refused: naga's IR has no such bitcast, so the naga paths could not take it);
//! - `shape_cast` and `transpose` of a 1-D vector are the identity;
//! - `extract_strided_slice` and `insert_strided_slice` are one `OpVectorShuffle`;
//! - `constant_mask` is a constant bool vector, `create_mask` a comparison of the lane
//!   indices with the bound;
//! - `to_elements` extracts each lane;
//! - `outerproduct` in its AXPY form (vector × scalar) is a multiplication, or with a float
//!   `add` accumulator one fused multiply-add with the special values of `vector.fma`, as
//!   upstream lowers it; its 2-D form has no 2-D vector here and is refused;
//! - `multi_reduction` of a 1-D vector to a scalar combines the accumulator with the lanes
//!   in order, as the interpreter does.

use rspirv::dr::Operand;
use rspirv::spirv::{Op as SpvOp, Word};
use tessera_lowering::dialect::{DialectOp, OpKind, VectorOp};
use tessera_lowering::ir::Op;

use super::arith::Binary;
use super::types::{Scalar, VTy};
use super::Cx;
use crate::error::Result;

impl Cx<'_> {
    /// Emits a reshaping, masking or combining `vector` op (see the module comment).
    pub(crate) fn emit_vector_shape(&mut self, op: Op, kind: OpKind) -> Result<()> {
        use VectorOp as V;
        let DialectOp::Vector(v) = kind.split() else {
            return Err(self.misrouted(op, "emit_vector_shape"));
        };
        let r = self.result(op, 0)?;
        let rt = self.vty_of(self.m.value_type(r), op)?;
        let rty = self.ty(rt);
        let w = match v {
            V::VectorBitcast => {
                let (v, vt) = self.arg(op, 0)?;
                if vt.lanes != rt.lanes {
                    return Err(self.unsupported(
                        op,
                        "bitcast between vectors of different lane counts (naga has none)",
                    ));
                }
                if vt.scalar == Scalar::Bool || rt.scalar == Scalar::Bool {
                    return Err(self.unsupported(op, "bitcast of i1 vectors"));
                }
                if vt == rt {
                    v
                } else {
                    self.e.op(SpvOp::Bitcast, rty, &[v])?
                }
            }
            V::VectorShapeCast | V::VectorTranspose => {
                let (v, vt) = self.arg(op, 0)?;
                if vt != rt {
                    return Err(self.invalid(op, "1-D shape change"));
                }
                v
            }
            V::VectorExtractStridedSlice => {
                let (v, vt) = self.arg(op, 0)?;
                let offset = self.slice_offset(op, vt)?;
                let lanes: Vec<u32> = (0..rt.lanes).map(|i| offset + i).collect();
                self.shuffle(rty, v, v, &lanes)?
            }
            V::VectorInsertStridedSlice => {
                let (s, st) = self.arg(op, 0)?;
                let (d, dt) = self.arg(op, 1)?;
                let offset = self.slice_offset(op, dt)?;
                // Shuffle lanes: the destination's are 0..n, the source's n.. .
                let lanes: Vec<u32> = (0..dt.lanes)
                    .map(|i| {
                        if (offset..offset + st.lanes).contains(&i) {
                            dt.lanes + (i - offset)
                        } else {
                            i
                        }
                    })
                    .collect();
                self.shuffle(rty, d, s, &lanes)?
            }
            V::VectorConstantMask => {
                let n = match self.dense_ints(op, "mask_dim_sizes").as_deref() {
                    Some(&[n]) => n,
                    _ => return Err(self.invalid(op, "mask_dim_sizes is not one size")),
                };
                let parts = (0..rt.lanes as i64)
                    .map(|i| self.e.const_bool(i < n))
                    .collect();
                self.e.const_composite(rty, parts)
            }
            V::VectorCreateMask => {
                let (n, nt) = self.arg(op, 0)?;
                let it = VTy {
                    scalar: nt.scalar,
                    lanes: rt.lanes,
                };
                let parts = (0..rt.lanes as i64)
                    .map(|i| self.e.const_int(nt.scalar, i))
                    .collect();
                let ity = self.ty(it);
                let steps = self.e.const_composite(ity, parts);
                let bound =
                    self.e
                        .op(SpvOp::CompositeConstruct, ity, &vec![n; rt.lanes as usize])?;
                self.e.op(SpvOp::SLessThan, rty, &[steps, bound])?
            }
            V::VectorToElements => return self.emit_to_elements(op),
            V::VectorOuterproduct => self.axpy(op, rt)?,
            V::VectorMultiReduction => return self.multi_reduction(op),
            // Emitted by `emit_vector`, or not in kernels (`emit_op`).
            V::VectorLoad
            | V::VectorStore
            | V::VectorBroadcast
            | V::VectorExtract
            | V::VectorInsert
            | V::VectorFma
            | V::VectorReduction
            | V::VectorShuffle
            | V::VectorInterleave
            | V::VectorDeinterleave
            | V::VectorFromElements
            | V::VectorStep
            | V::VectorMaskedLoad
            | V::VectorMaskedStore
            | V::VectorGather
            | V::VectorScatter
            | V::VectorExpandLoad
            | V::VectorCompressStore
            | V::VectorTransferRead
            | V::VectorTransferWrite
            | V::VectorMask
            | V::VectorYield
            | V::VectorContract
            | V::VectorTypeCast
            | V::VectorPrint
            | V::VectorVscale
            | V::VectorScalableInsert
            | V::VectorScalableExtract
            | V::VectorScan => return Err(self.misrouted(op, "emit_vector_shape")),
        };
        self.set_value(r, w, rt);
        Ok(())
    }

    /// The single offset of a strided slice on a 1-D vector of `vt`.
    fn slice_offset(&self, op: Op, vt: VTy) -> Result<u32> {
        let offsets = self
            .dense_ints(op, "offsets")
            .ok_or_else(|| self.invalid(op, "missing offsets"))?;
        match offsets[..] {
            [o] if (0..vt.lanes as i64).contains(&o) => Ok(o as u32),
            _ => Err(self.invalid(op, "offsets out of range")),
        }
    }

    /// `OpVectorShuffle` of `a` and `b` (lanes of `b` counted after `a`'s).
    fn shuffle(&mut self, ty: Word, a: Word, b: Word, lanes: &[u32]) -> Result<Word> {
        let mut operands = vec![Operand::IdRef(a), Operand::IdRef(b)];
        operands.extend(lanes.iter().map(|&l| Operand::LiteralBit32(l)));
        self.e.op_with(SpvOp::VectorShuffle, ty, operands)
    }

    fn emit_to_elements(&mut self, op: Op) -> Result<()> {
        let (v, vt) = self.arg(op, 0)?;
        let st = VTy::scalar(vt.scalar);
        let sty = self.ty(st);
        let n = self.m.op(op).results().len();
        if n != vt.lanes as usize {
            return Err(self.invalid(op, "result count does not match the lanes"));
        }
        for k in 0..n {
            let w = self.e.extract(sty, v, &[k as u32])?;
            let r = self.result(op, k)?;
            self.set_value(r, w, st);
        }
        Ok(())
    }

    /// `vector.outerproduct` of a vector and a scalar (`lhs * rhs`, combined with the
    /// accumulator by the kind).
    fn axpy(&mut self, op: Op, rt: VTy) -> Result<Word> {
        let (l, _) = self.arg(op, 0)?;
        let (s, st) = self.arg(op, 1)?;
        if st.is_vector() {
            return Err(self.unsupported(op, "outer product of two vectors (a 2-D result)"));
        }
        let ty = self.ty(rt);
        let b = self
            .e
            .op(SpvOp::CompositeConstruct, ty, &vec![s; rt.lanes as usize])?;
        let acc = if self.m.op(op).operands().len() > 2 {
            Some(self.arg(op, 2)?.0)
        } else {
            None
        };
        let word = self.combining_kind(op);
        let float = rt.scalar.is_float();
        match acc {
            Some(c) if float && word == "add" => {
                let w = self
                    .e
                    .glsl(ty, rspirv::spirv::GlslStd450Op::Fma, &[l, b, c])?;
                self.fma_special_values(rt, l, b, c, w)
            }
            acc => {
                let mul = if float { Binary::MulF } else { Binary::MulI };
                let p = self.binary(op, mul, rt, l, b)?;
                match acc {
                    Some(c) => self.combine(op, &word, rt, c, p),
                    None => Ok(p),
                }
            }
        }
    }

    /// `vector.multi_reduction` of a 1-D vector to a scalar.
    fn multi_reduction(&mut self, op: Op) -> Result<()> {
        let (v, vt) = self.arg(op, 0)?;
        let (acc, _) = self.arg(op, 1)?;
        if !vt.is_vector() || self.dense_ints(op, "reduction_dims").as_deref() != Some(&[0]) {
            return Err(self.unsupported(op, "multi_reduction other than a 1-D vector to a scalar"));
        }
        let word = self.combining_kind(op);
        let st = VTy::scalar(vt.scalar);
        let sty = self.ty(st);
        let mut cur = acc;
        for k in 0..vt.lanes {
            let x = self.e.extract(sty, v, &[k])?;
            cur = self.combine(op, &word, st, cur, x)?;
        }
        let r = self.result(op, 0)?;
        self.set_value(r, cur, st);
        Ok(())
    }

    /// The word of a `#vector.kind<..>` property (`add` when absent, its default).
    pub(crate) fn combining_kind(&self, op: Op) -> String {
        let body = self.opaque_attr(op, "kind").unwrap_or(".kind<add>");
        body.trim_start_matches(".kind")
            .trim_matches(|c| c == '<' || c == '>')
            .trim()
            .to_string()
    }
}
