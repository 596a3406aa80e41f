//! Memref views: `memref.subview`, `memref.reinterpret_cast`, `memref.collapse_shape` and
//! `memref.expand_shape` produce a new [`MemrefVal`] over the same variable with another
//! offset, sizes and strides; no code is emitted beyond the index arithmetic for dynamic
//! entries (placed where the view is defined, which dominates its uses).
//!
//! `collapse_shape` assumes each collapsed group is contiguous (as upstream requires):
//! the group's size is the product of its sizes and its stride is the innermost one.

use rspirv::spirv::Op as SpvOp;
use tessera_lowering::ir::{AttrKind, Op, DYNAMIC};

use super::{Cx, Dim, MemrefVal, Val};
use crate::error::Result;

impl Cx<'_> {
    fn add_dim(&mut self, a: Dim, b: Dim) -> Result<Dim> {
        Ok(match (a, b) {
            (Dim::Static(x), Dim::Static(y)) => Dim::Static(x.saturating_add(y)),
            (Dim::Static(0), d) | (d, Dim::Static(0)) => d,
            _ => {
                let (x, y) = (self.dim_word(a), self.dim_word(b));
                let t = self.ty(self.index_ty());
                Dim::Dyn(self.e.op(SpvOp::IAdd, t, &[x, y])?)
            }
        })
    }

    /// The mixed static/dynamic list `static_name` with `?` entries taken from `dyn_ops`.
    fn mixed_list(
        &self,
        op: Op,
        static_name: &str,
        dyn_ops: &mut std::slice::Iter<'_, tessera_lowering::ir::Value>,
    ) -> Result<Vec<Dim>> {
        let statics = self.dense_ints(op, static_name).ok_or_else(|| {
            self.invalid(op, format!("'{}' lacks `{static_name}`", self.op_name(op)))
        })?;
        statics
            .into_iter()
            .map(|s| {
                if s == DYNAMIC {
                    let v = dyn_ops.next().ok_or_else(|| {
                        self.invalid(op, format!("too few dynamic entries for `{static_name}`"))
                    })?;
                    Ok(Dim::Dyn(self.get(*v, op)?.0))
                } else {
                    Ok(Dim::Static(s))
                }
            })
            .collect()
    }

    /// The offsets, sizes and strides of a subview or reinterpret_cast.
    fn view_lists(&self, op: Op) -> Result<(Vec<Dim>, Vec<Dim>, Vec<Dim>)> {
        let ops = self.m.op(op).operands();
        let rest = ops.get(1..).unwrap_or(&[]);
        let mut it = rest.iter();
        let offs = self.mixed_list(op, "static_offsets", &mut it)?;
        let sizes = self.mixed_list(op, "static_sizes", &mut it)?;
        let strides = self.mixed_list(op, "static_strides", &mut it)?;
        Ok((offs, sizes, strides))
    }

    /// The result rank of a view op.
    fn result_shape(&self, op: Op) -> Result<Vec<i64>> {
        let r = self.result(op, 0)?;
        self.ctx
            .type_kind(self.m.value_type(r))
            .shape()
            .map(<[i64]>::to_vec)
            .ok_or_else(|| self.invalid(op, "view result is not a ranked memref"))
    }

    /// `memref.subview`
    pub(crate) fn emit_subview(&mut self, op: Op) -> Result<()> {
        let src = self.memref(self.operand(op, 0)?, op)?;
        let (offs, sizes, steps) = self.view_lists(op)?;
        let n = src.sizes.len();
        if offs.len() != n || sizes.len() != n || steps.len() != n {
            return Err(self.invalid(op, "subview lists do not match the source rank"));
        }
        let mut offset = src.offset;
        let mut new_strides = Vec::with_capacity(n);
        for k in 0..n {
            let o = self.mul_dim(offs[k], src.strides[k])?;
            offset = self.add_dim(offset, o)?;
            new_strides.push(self.mul_dim(src.strides[k], steps[k])?);
        }
        // Rank reduction: drop unit dimensions the result type does not keep.
        let want = self.result_shape(op)?;
        let mut keep_sizes = Vec::new();
        let mut keep_strides = Vec::new();
        let mut drops = n
            .checked_sub(want.len())
            .ok_or_else(|| self.invalid(op, "subview result has a higher rank"))?;
        for k in 0..n {
            let j = keep_sizes.len();
            let unit = sizes[k] == Dim::Static(1);
            let matches = match (want.get(j), sizes[k]) {
                (Some(&w), Dim::Static(s)) => w == s || w == DYNAMIC,
                (Some(&w), Dim::Dyn(_)) => w == DYNAMIC,
                (None, _) => false,
            };
            if unit && drops > 0 && !matches {
                drops -= 1;
                continue;
            }
            if !matches {
                return Err(
                    self.unsupported(op, "cannot match the subview result shape (rank reduction)")
                );
            }
            keep_sizes.push(sizes[k]);
            keep_strides.push(new_strides[k]);
        }
        if keep_sizes.len() != want.len() {
            return Err(
                self.unsupported(op, "cannot match the subview result shape (rank reduction)")
            );
        }
        let r = self.result(op, 0)?;
        self.set(
            r,
            Val::Memref(Box::new(MemrefVal {
                sizes: keep_sizes,
                strides: keep_strides,
                offset,
                ..src
            })),
        );
        Ok(())
    }

    /// `memref.reinterpret_cast`
    pub(crate) fn emit_reinterpret_cast(&mut self, op: Op) -> Result<()> {
        let src = self.memref(self.operand(op, 0)?, op)?;
        let (offs, sizes, strides) = self.view_lists(op)?;
        let [offset] = offs.as_slice() else {
            return Err(self.invalid(op, "reinterpret_cast needs exactly one offset"));
        };
        if sizes.len() != strides.len() {
            return Err(self.invalid(op, "reinterpret_cast sizes and strides differ in length"));
        }
        let r = self.result(op, 0)?;
        self.set(
            r,
            Val::Memref(Box::new(MemrefVal {
                sizes,
                strides,
                offset: *offset,
                ..src
            })),
        );
        Ok(())
    }

    /// The `reassociation` groups of a reshape.
    fn reassociation(&self, op: Op) -> Result<Vec<Vec<usize>>> {
        let Some(AttrKind::Array(groups)) = self.attr(op, "reassociation") else {
            return Err(self.invalid(op, "reshape lacks `reassociation`"));
        };
        groups
            .iter()
            .map(|g| match self.ctx.attr_kind(*g) {
                AttrKind::Array(items) => items
                    .iter()
                    .map(|i| match self.ctx.attr_kind(*i) {
                        AttrKind::Integer { value, .. } if *value >= 0 => Ok(*value as usize),
                        _ => Err(self.invalid(op, "bad reassociation index")),
                    })
                    .collect(),
                _ => Err(self.invalid(op, "bad reassociation group")),
            })
            .collect()
    }

    /// `memref.collapse_shape`
    pub(crate) fn emit_collapse_shape(&mut self, op: Op) -> Result<()> {
        let src = self.memref(self.operand(op, 0)?, op)?;
        let groups = self.reassociation(op)?;
        let mut sizes = Vec::new();
        let mut strides = Vec::new();
        for g in &groups {
            let (Some(&first), Some(&last)) = (g.first(), g.last()) else {
                // An empty group collapses nothing (a rank-0 result).
                continue;
            };
            if last >= src.sizes.len() || first > last {
                return Err(self.invalid(op, "reassociation index out of range"));
            }
            let mut size = Dim::Static(1);
            for k in first..=last {
                size = self.mul_dim(size, src.sizes[k])?;
            }
            sizes.push(size);
            strides.push(src.strides[last]);
        }
        let r = self.result(op, 0)?;
        self.set(
            r,
            Val::Memref(Box::new(MemrefVal {
                sizes,
                strides,
                ..src
            })),
        );
        Ok(())
    }

    /// `memref.expand_shape`
    pub(crate) fn emit_expand_shape(&mut self, op: Op) -> Result<()> {
        let src = self.memref(self.operand(op, 0)?, op)?;
        let groups = self.reassociation(op)?;
        let out: Vec<Dim> = match self.dense_ints(op, "static_output_shape") {
            Some(_) => {
                let ops = self.m.op(op).operands();
                let mut it = ops.get(1..).unwrap_or(&[]).iter();
                self.mixed_list(op, "static_output_shape", &mut it)?
            }
            None => self
                .result_shape(op)?
                .into_iter()
                .map(Dim::Static)
                .collect(),
        };
        if groups.len() != src.sizes.len() {
            return Err(self.invalid(op, "expand_shape groups do not match the source rank"));
        }
        let mut strides = vec![Dim::Static(1); out.len()];
        for (k, g) in groups.iter().enumerate() {
            let mut stride = src.strides[k];
            for &j in g.iter().rev() {
                let Some(slot) = strides.get_mut(j) else {
                    return Err(self.invalid(op, "reassociation index out of range"));
                };
                *slot = stride;
                stride = self.mul_dim(stride, out[j])?;
            }
        }
        let r = self.result(op, 0)?;
        self.set(
            r,
            Val::Memref(Box::new(MemrefVal {
                sizes: out,
                strides,
                ..src
            })),
        );
        Ok(())
    }
}
