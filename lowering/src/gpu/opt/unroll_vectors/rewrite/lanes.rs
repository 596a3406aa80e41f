//! The lane-moving ops of `tessera-unroll-vectors` with several vector operands or
//! results: `vector.shuffle`, `vector.interleave`, `vector.deinterleave` and
//! `vector.to_elements`. As for the reshaping ops, each result piece is assembled from the
//! source lanes it takes.

use super::{int_list, Unroller};
use crate::gpu::opt::unroll_vectors::Layout;
use crate::ir::{Context, Module, Op};
use crate::transforms::rewrite::OpBuilder;

/// The ops of this file.
#[derive(Debug, Clone, Copy)]
pub(super) enum Lanes {
    Shuffle,
    Interleave,
    Deinterleave,
    ToElements,
}

impl Unroller {
    /// Unrolls one op of [`Lanes`]; `None` leaves it as it is.
    pub(super) fn lanes(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        b: &OpBuilder,
        op: Op,
        kind: Lanes,
    ) -> Option<()> {
        let d = m.op(op).clone();
        let ops = d.operands().to_vec();
        let res = d.results().to_vec();
        match kind {
            // Along the leading dimension, of the two sources one after the other; a
            // poison (-1) position takes the first row of the first source.
            Lanes::Shuffle => {
                let (&[x, y], &[r]) = (&ops[..], &res[..]) else {
                    return None;
                };
                let mask = int_list(ctx, d.get_attr_named(ctx, "mask")?)?;
                let (xl, xp) = self.parts(ctx, m, x)?;
                let (yl, yp) = self.parts(ctx, m, y)?;
                let out = Layout::of(ctx, m.value_type(r))?;
                let n = out.shape.len();
                let (nx, ny) = (xl.shape[0], yl.shape[0]);
                if xl.shape.len() != n
                    || yl.shape.len() != n
                    || mask.len() as i64 != out.shape[0]
                    || mask.iter().any(|&s| !(-1..nx + ny).contains(&s))
                {
                    return None;
                }
                let pieces = self.assemble(ctx, m, b, &out, |f| {
                    let mut i = out.index(f);
                    let s = mask[i[0] as usize].max(0);
                    if s < nx {
                        i[0] = s;
                        Self::lane(&xl, &xp, xl.flat(&i))
                    } else {
                        i[0] = s - nx;
                        Self::lane(&yl, &yp, yl.flat(&i))
                    }
                });
                self.finish(ctx, m, r, pieces)
            }
            // Lane 2i of the innermost dimension from the first source, 2i + 1 from the
            // second.
            Lanes::Interleave => {
                let (&[x, y], &[r]) = (&ops[..], &res[..]) else {
                    return None;
                };
                let (xl, xp) = self.parts(ctx, m, x)?;
                let (yl, yp) = self.parts(ctx, m, y)?;
                let out = Layout::of(ctx, m.value_type(r))?;
                if out.numel() != 2 * xl.numel() || xl.shape != yl.shape {
                    return None;
                }
                let pieces = self.assemble(ctx, m, b, &out, |f| {
                    let mut i = out.index(f);
                    let last = i.len() - 1;
                    let (src, lane) = (i[last] % 2, i[last] / 2);
                    i[last] = lane;
                    if src == 0 {
                        Self::lane(&xl, &xp, xl.flat(&i))
                    } else {
                        Self::lane(&yl, &yp, yl.flat(&i))
                    }
                });
                self.finish(ctx, m, r, pieces)
            }
            // The even lanes of the innermost dimension, then the odd ones.
            Lanes::Deinterleave => {
                let (&[x], &[r0, r1]) = (&ops[..], &res[..]) else {
                    return None;
                };
                let (xl, xp) = self.parts(ctx, m, x)?;
                let out = Layout::of(ctx, m.value_type(r0))?;
                if 2 * out.numel() != xl.numel() || out.shape.len() != xl.shape.len() {
                    return None;
                }
                let mut all = Vec::new();
                for odd in 0..2 {
                    all.push(self.assemble(ctx, m, b, &out, |f| {
                        let mut i = out.index(f);
                        let last = i.len() - 1;
                        i[last] = 2 * i[last] + odd;
                        Self::lane(&xl, &xp, xl.flat(&i))
                    }));
                }
                let p1 = all.pop()?;
                let p0 = all.pop()?;
                self.finish(ctx, m, r0, p0)?;
                self.finish(ctx, m, r1, p1)
            }
            // Result k is element k in row-major order.
            Lanes::ToElements => {
                let [x] = ops[..] else { return None };
                let (xl, xp) = self.parts(ctx, m, x)?;
                if res.len() as i64 != xl.numel() {
                    return None;
                }
                for (f, &r) in res.iter().enumerate() {
                    let lane = Self::lane(&xl, &xp, f as i64);
                    let v = super::reshape::scalar(ctx, m, b, lane, xl.elem);
                    self.finish(ctx, m, r, vec![v])?;
                }
                Some(())
            }
        }
    }
}
