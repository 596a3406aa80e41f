//! Trivial affine ops lowered on the fly: `affine.apply/min/max/load/store` and the bounds
//! and conditions of `affine.for`/`affine.if`.
//!
//! An affine expression is evaluated in the `index` type. `floordiv`, `ceildiv` and `mod`
//! are accepted with positive constant divisors only (they become a signed division plus a
//! fix-up); anything else (a semi-affine divisor, `affine.parallel`, vector and DMA ops)
//! asks for `lower-affine` to run first.

use rspirv::spirv::{GlslStd450Op as Gl, Op as SpvOp, Word};
use tessera_lowering::ir::{
    AffineBinOp, AffineExpr, AffineExprKind, AffineMap, AttrKind, IntegerSet, Op, Value,
};

use super::types::{Scalar, VTy};
use super::Cx;
use crate::error::{Result, SpirvError};

impl Cx<'_> {
    /// An affine-map attribute of `op`.
    pub(crate) fn map_attr(&self, op: Op, name: &str) -> Result<AffineMap> {
        match self.attr(op, name) {
            Some(AttrKind::AffineMap(m)) => Ok(*m),
            _ => Err(self.invalid(
                op,
                format!("'{}' lacks affine map `{name}`", self.op_name(op)),
            )),
        }
    }

    /// Number of operands a map takes (dims + symbols).
    pub(crate) fn map_arity(&self, m: AffineMap) -> usize {
        let d = self.ctx.map_data(m);
        (d.num_dims + d.num_symbols) as usize
    }

    /// Evaluates every result of `map` on `operands`.
    pub(crate) fn eval_map(
        &mut self,
        op: Op,
        map: AffineMap,
        operands: &[Value],
    ) -> Result<Vec<Word>> {
        let d = self.ctx.map_data(map).clone();
        if operands.len() != (d.num_dims + d.num_symbols) as usize {
            return Err(self.invalid(op, "affine map operand count mismatch"));
        }
        let words = operands
            .iter()
            .map(|v| self.get(*v, op).map(|(w, _)| w))
            .collect::<Result<Vec<_>>>()?;
        d.results
            .iter()
            .map(|e| self.eval_expr(op, *e, &words, d.num_dims))
            .collect()
    }

    fn eval_expr(&mut self, op: Op, e: AffineExpr, ops: &[Word], num_dims: u32) -> Result<Word> {
        let t = self.ty(self.index_ty());
        match self.ctx.expr(e) {
            AffineExprKind::Dim(i) => ops
                .get(i as usize)
                .copied()
                .ok_or_else(|| self.invalid(op, "bad affine dim")),
            AffineExprKind::Symbol(i) => ops
                .get((num_dims + i) as usize)
                .copied()
                .ok_or_else(|| self.invalid(op, "bad affine symbol")),
            AffineExprKind::Const(c) => Ok(self.const_index(c)),
            AffineExprKind::Bin(kind, a, b) => {
                let x = self.eval_expr(op, a, ops, num_dims)?;
                match kind {
                    AffineBinOp::Add => {
                        let y = self.eval_expr(op, b, ops, num_dims)?;
                        self.e.op(SpvOp::IAdd, t, &[x, y])
                    }
                    AffineBinOp::Mul => {
                        let y = self.eval_expr(op, b, ops, num_dims)?;
                        self.e.op(SpvOp::IMul, t, &[x, y])
                    }
                    AffineBinOp::FloorDiv | AffineBinOp::CeilDiv | AffineBinOp::Mod => {
                        let c =
                            match self.ctx.as_const(b) {
                                Some(c) if c > 0 => c,
                                _ => return Err(SpirvError::NeedsLowerAffine {
                                    loc: self.loc(op),
                                    op: self.op_name(op).to_string(),
                                    reason:
                                        "a floordiv/ceildiv/mod divisor is not a positive constant"
                                            .into(),
                                }),
                            };
                        self.div_by_const(kind, x, c)
                    }
                }
            }
        }
    }

    fn div_by_const(&mut self, kind: AffineBinOp, x: Word, c: i64) -> Result<Word> {
        let it = self.index_ty();
        let t = self.ty(it);
        let bt = self.ty(VTy::scalar(Scalar::Bool));
        let cw = self.const_index(c);
        let zero = self.const_index(0);
        match kind {
            AffineBinOp::Mod => {
                let r = self.srem(it, x, cw)?;
                let neg = self.e.op(SpvOp::SLessThan, bt, &[r, zero])?;
                let rc = self.e.op(SpvOp::IAdd, t, &[r, cw])?;
                self.e.op(SpvOp::Select, t, &[neg, rc, r])
            }
            AffineBinOp::FloorDiv => {
                let neg = self.e.op(SpvOp::SLessThan, bt, &[x, zero])?;
                let cm1 = self.const_index(c - 1);
                let adj = self.e.op(SpvOp::ISub, t, &[x, cm1])?;
                let n = self.e.op(SpvOp::Select, t, &[neg, adj, x])?;
                self.e.op(SpvOp::SDiv, t, &[n, cw])
            }
            _ => {
                let pos = self.e.op(SpvOp::SGreaterThan, bt, &[x, zero])?;
                let cm1 = self.const_index(c - 1);
                let adj = self.e.op(SpvOp::IAdd, t, &[x, cm1])?;
                let n = self.e.op(SpvOp::Select, t, &[pos, adj, x])?;
                self.e.op(SpvOp::SDiv, t, &[n, cw])
            }
        }
    }

    /// Folds words with signed min (`is_min`) or max.
    pub(crate) fn fold_minmax(&mut self, words: &[Word], is_min: bool) -> Result<Word> {
        let t = self.ty(self.index_ty());
        let mut it = words.iter();
        let mut acc = *it
            .next()
            .ok_or(SpirvError::Builder("empty affine bound".into()))?;
        for w in it {
            acc = self
                .e
                .glsl(t, if is_min { Gl::SMin } else { Gl::SMax }, &[acc, *w])?;
        }
        Ok(acc)
    }

    /// Evaluates an integer set to a `bool`.
    pub(crate) fn eval_set(&mut self, op: Op, set: IntegerSet, operands: &[Value]) -> Result<Word> {
        let d = self.ctx.set_data(set).clone();
        if operands.len() != (d.num_dims + d.num_symbols) as usize {
            return Err(self.invalid(op, "integer set operand count mismatch"));
        }
        let words = operands
            .iter()
            .map(|v| self.get(*v, op).map(|(w, _)| w))
            .collect::<Result<Vec<_>>>()?;
        let bt = self.ty(VTy::scalar(Scalar::Bool));
        let zero = self.const_index(0);
        let mut acc: Option<Word> = None;
        for (e, eq) in d.constraints.iter().zip(&d.eq_flags) {
            let v = self.eval_expr(op, *e, &words, d.num_dims)?;
            let c = self.e.op(
                if *eq {
                    SpvOp::IEqual
                } else {
                    SpvOp::SGreaterThanEqual
                },
                bt,
                &[v, zero],
            )?;
            acc = Some(match acc {
                None => c,
                Some(a) => self.e.op(SpvOp::LogicalAnd, bt, &[a, c])?,
            });
        }
        Ok(acc.unwrap_or_else(|| self.e.const_bool(true)))
    }

    /// `affine.apply`
    pub(crate) fn emit_affine_apply(&mut self, op: Op) -> Result<()> {
        let map = self.map_attr(op, "map")?;
        let ops: Vec<Value> = self.m.op(op).operands().to_vec();
        let ws = self.eval_map(op, map, &ops)?;
        let w = *ws
            .first()
            .ok_or_else(|| self.invalid(op, "affine.apply map has no result"))?;
        let r = self.result(op, 0)?;
        let t = self.index_ty();
        self.set_value(r, w, t);
        Ok(())
    }

    /// `affine.min` / `affine.max`
    pub(crate) fn emit_affine_minmax(&mut self, op: Op, is_min: bool) -> Result<()> {
        let map = self.map_attr(op, "map")?;
        let ops: Vec<Value> = self.m.op(op).operands().to_vec();
        let ws = self.eval_map(op, map, &ops)?;
        if ws.is_empty() {
            return Err(self.invalid(op, "affine.min/max map has no result"));
        }
        let w = self.fold_minmax(&ws, is_min)?;
        let r = self.result(op, 0)?;
        let t = self.index_ty();
        self.set_value(r, w, t);
        Ok(())
    }

    /// `affine.load %m[map(operands)]`
    pub(crate) fn emit_affine_load(&mut self, op: Op) -> Result<()> {
        let mr = self.memref(self.operand(op, 0)?, op)?;
        let map = self.map_attr(op, "map")?;
        let ops: Vec<Value> = self.m.op(op).operands()[1..].to_vec();
        let idx = self.eval_map(op, map, &ops)?;
        if let super::Access::Texture { .. } = mr.access {
            let c = match idx.len().checked_sub(1) {
                Some(last) => self
                    .div
                    .map_result(self.ctx, self.m, map, &ops, last)
                    .mod4(),
                None => None,
            };
            let v = self.texture_read(op, &mr, &idx, c, 1)?;
            let r = self.result(op, 0)?;
            self.set_value(r, v, mr.elem);
            return Ok(());
        }
        let lin = self.linear_index(&mr, &idx, op)?;
        let v = self.load_elem(&mr, lin, op)?;
        let r = self.result(op, 0)?;
        self.set_value(r, v, mr.elem);
        Ok(())
    }

    /// `affine.store %v, %m[map(operands)]`
    pub(crate) fn emit_affine_store(&mut self, op: Op) -> Result<()> {
        let (v, _) = self.arg(op, 0)?;
        let mr = self.memref(self.operand(op, 1)?, op)?;
        let map = self.map_attr(op, "map")?;
        let all = self.m.op(op).operands();
        if all.len() < 2 {
            return Err(self.invalid(op, "affine.store needs a value and a memref"));
        }
        let ops: Vec<Value> = all[2..].to_vec();
        let idx = self.eval_map(op, map, &ops)?;
        let lin = self.linear_index(&mr, &idx, op)?;
        self.store_elem(&mr, lin, v, op)
    }
}
