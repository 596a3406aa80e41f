//! Vector values: small row-major arrays of register-encoded elements. Element-wise
//! arithmetic reuses the scalar semantics of `scalar.rs`; shape manipulation (broadcast,
//! extract, insert) works on row-major offsets.

use std::sync::Arc;

use super::compile_cf::red_sop;
use super::errors::{fault, FResult};
use super::exec::vector;
use super::inst::{Obj, RedKind, Slot, Src, VecOp};
use super::memory::row_major_strides;
use super::scalar::{self, SOp};
use super::value::{sext, Scalar};
use crate::dialect::vector::POISON_INDEX;

/// Applies `op` element-wise to the vectors in object slots `a`, `b`, `c` (as many as
/// `arity`).
pub(crate) fn elementwise(
    op: SOp,
    objs: &[Obj],
    a: u32,
    b: u32,
    c: u32,
    arity: u8,
) -> FResult<Arc<[u64]>> {
    let va = vector(objs, a)?;
    let out: Vec<u64> = match arity {
        1 => va
            .iter()
            .map(|&x| scalar::eval1(op, x))
            .collect::<FResult<_>>()?,
        2 => {
            let vb = vector(objs, b)?;
            if vb.len() != va.len() {
                return fault("vector operands of different lengths");
            }
            va.iter()
                .zip(vb.iter())
                .map(|(&x, &y)| scalar::eval2(op, x, y))
                .collect::<FResult<_>>()?
        }
        _ => {
            let (vb, vc) = (vector(objs, b)?, vector(objs, c)?);
            if vb.len() != va.len() || vc.len() != va.len() {
                return fault("vector operands of different lengths");
            }
            va.iter()
                .zip(vb.iter())
                .zip(vc.iter())
                .map(|((&x, &y), &z)| scalar::eval3(op, x, y, z))
                .collect::<FResult<_>>()?
        }
    };
    Ok(out.into())
}

fn position(pos: &[Src], shape: &[i64], regs: &[u64]) -> FResult<(usize, usize)> {
    if pos.len() > shape.len() {
        return fault("vector position has more entries than the vector has dimensions");
    }
    let strides = row_major_strides(shape);
    let mut off = 0i64;
    for (k, p) in pos.iter().enumerate() {
        // A poison index (`-1`, static or dynamic) is refined to index 0, as on every GPU
        // path (see [`POISON_INDEX`]); any other index out of bounds
        // is undefined behaviour, reported.
        let i = match p.get(regs) {
            POISON_INDEX => 0,
            i => i,
        };
        if i < 0 || i >= shape[k] {
            return fault(format!(
                "vector position {i} out of bounds for dimension of size {}",
                shape[k]
            ));
        }
        off = off.wrapping_add(i.wrapping_mul(strides[k]));
    }
    let sub: i64 = shape[pos.len()..].iter().product();
    Ok((off as usize, sub.max(0) as usize))
}

/// Runs a vector op.
pub(crate) fn vec_op(op: &VecOp, regs: &mut [u64], objs: &mut [Obj]) -> FResult<()> {
    match op {
        VecOp::FromElements { d, elems } => {
            let v: Vec<u64> = elems.iter().map(|s| s.get(regs) as u64).collect();
            objs[*d as usize] = Obj::Vector(v.into());
        }
        VecOp::SplatScalar { d, s, n } => {
            objs[*d as usize] = Obj::Vector(vec![regs[*s as usize]; *n].into());
        }
        VecOp::Broadcast { d, s, src, dst } => {
            let v = vector(objs, *s)?.clone();
            if src.len() > dst.len() {
                return fault("vector.broadcast to a lower rank");
            }
            let lead = dst.len() - src.len();
            for (k, &x) in src.iter().enumerate() {
                if x != 1 && x != dst[lead + k] {
                    return fault("vector.broadcast between incompatible shapes");
                }
            }
            let sstr = row_major_strides(src);
            let n: i64 = dst.iter().product();
            let mut out = Vec::with_capacity(n.max(0) as usize);
            let mut idx = vec![0i64; dst.len()];
            for _ in 0..n.max(0) {
                let mut off = 0i64;
                for (k, &x) in src.iter().enumerate() {
                    if x != 1 {
                        off += idx[lead + k] * sstr[k];
                    }
                }
                out.push(v.get(off as usize).copied().unwrap_or(0));
                for k in (0..dst.len()).rev() {
                    idx[k] += 1;
                    if idx[k] < dst[k] {
                        break;
                    }
                    idx[k] = 0;
                }
            }
            objs[*d as usize] = Obj::Vector(out.into());
        }
        VecOp::Extract {
            d,
            s,
            pos,
            shape,
            scalar,
        } => {
            let v = vector(objs, *s)?.clone();
            let (off, sub) = position(pos, shape, regs)?;
            if *scalar {
                regs[*d as usize] = v.get(off).copied().unwrap_or(0);
            } else {
                let part: Vec<u64> = v
                    .get(off..off + sub)
                    .map(|x| x.to_vec())
                    .unwrap_or_default();
                objs[*d as usize] = Obj::Vector(part.into());
            }
        }
        VecOp::Insert {
            d,
            v,
            dest,
            pos,
            shape,
            scalar,
        } => {
            let mut out: Vec<u64> = vector(objs, *dest)?.to_vec();
            let (off, sub) = position(pos, shape, regs)?;
            if *scalar {
                if let Some(x) = out.get_mut(off) {
                    *x = regs[*v as usize];
                }
            } else {
                let src = vector(objs, *v)?;
                if src.len() != sub {
                    return fault("vector.insert of a vector of the wrong size");
                }
                if let Some(dst) = out.get_mut(off..off + sub) {
                    dst.copy_from_slice(src);
                }
            }
            objs[*d as usize] = Obj::Vector(out.into());
        }
        VecOp::Permute { d, a, b, map } => {
            let mut all: Vec<u64> = vector(objs, *a)?.to_vec();
            if let Some(b) = b {
                all.extend_from_slice(vector(objs, *b)?);
            }
            let out = map
                .iter()
                .map(|&k| match k {
                    POISON_INDEX => Ok(all.first().copied().unwrap_or(0)),
                    k => usize::try_from(k)
                        .ok()
                        .and_then(|k| all.get(k).copied())
                        .map_or_else(|| fault("vector permutation index out of range"), Ok),
                })
                .collect::<FResult<Vec<u64>>>()?;
            objs[*d as usize] = Obj::Vector(out.into());
        }
        VecOp::Bitcast { d, s, from, to } => {
            let out = bitcast(vector(objs, *s)?, *from, *to)?;
            objs[*d as usize] = Obj::Vector(out.into());
        }
        VecOp::Mask { d, bounds, shape } => {
            let bounds: Vec<i64> = bounds.iter().map(|b| b.get(regs)).collect();
            let n: i64 = shape.iter().product::<i64>().max(0);
            let mut idx = vec![0i64; shape.len()];
            let mut out = Vec::with_capacity(n as usize);
            for _ in 0..n {
                let on = idx.iter().zip(&bounds).all(|(&i, &b)| i < b);
                // i1 true is all ones in the canonical register form.
                out.push(if on { u64::MAX } else { 0 });
                for k in (0..shape.len()).rev() {
                    idx[k] += 1;
                    if idx[k] < shape[k] {
                        break;
                    }
                    idx[k] = 0;
                }
            }
            objs[*d as usize] = Obj::Vector(out.into());
        }
        VecOp::MultiReduction {
            d,
            v,
            acc,
            into,
            kind,
            t,
        } => {
            let mut out: Vec<u64> = match acc {
                Slot::R(a) => vec![regs[*a as usize]],
                Slot::O(a) => vector(objs, *a)?.to_vec(),
            };
            let vals = vector(objs, *v)?;
            if vals.len() != into.len() {
                return fault("vector.multi_reduction source of the wrong size");
            }
            for (&x, &k) in vals.iter().zip(into) {
                let Some(r) = usize::try_from(k).ok().and_then(|k| out.get_mut(k)) else {
                    return fault("vector.multi_reduction result index out of range");
                };
                *r = scalar::eval2(red_sop(*kind, *t), *r, x)?;
            }
            match d {
                Slot::R(d) => regs[*d as usize] = out.first().copied().unwrap_or(0),
                Slot::O(d) => objs[*d as usize] = Obj::Vector(out.into()),
            }
        }
        VecOp::Scan {
            d,
            acc,
            v,
            init,
            shape,
            dim,
            inclusive,
            kind,
            t,
        } => {
            let src = vector(objs, *v)?.clone();
            let start = vector(objs, *init)?.clone();
            let n = shape.get(*dim).copied().unwrap_or(0).max(0) as usize;
            let inner: i64 = shape.get(dim + 1..).map_or(1, |s| s.iter().product());
            let outer: i64 = shape.get(..*dim).map_or(1, |s| s.iter().product());
            let (inner, outer) = (inner.max(0) as usize, outer.max(0) as usize);
            if src.len() != n * inner * outer || start.len() != inner * outer {
                return fault("vector.scan operands of the wrong sizes");
            }
            let op = red_sop(*kind, *t);
            let mut out = vec![0u64; src.len()];
            let mut last = start.to_vec();
            for o in 0..outer {
                for j in 0..inner {
                    let at = |i: usize| (o * n + i) * inner + j;
                    let mut prev = 0u64;
                    for i in 0..n {
                        let x = match (i, *inclusive) {
                            (0, true) => src[at(0)],
                            (0, false) => start[o * inner + j],
                            (_, true) => scalar::eval2(op, prev, src[at(i)])?,
                            (_, false) => scalar::eval2(op, prev, src[at(i - 1)])?,
                        };
                        out[at(i)] = x;
                        prev = x;
                    }
                    if n > 0 {
                        last[o * inner + j] = prev;
                    }
                }
            }
            objs[*d as usize] = Obj::Vector(out.into());
            objs[*acc as usize] = Obj::Vector(last.into());
        }
        VecOp::Contract {
            d,
            acc,
            l,
            r,
            terms,
            kind,
            tl,
            tr,
            t,
        } => {
            let (lv, rv) = (vector(objs, *l)?.clone(), vector(objs, *r)?.clone());
            let mut out: Vec<u64> = match acc {
                Slot::R(a) => vec![regs[*a as usize]],
                Slot::O(a) => vector(objs, *a)?.to_vec(),
            };
            if out.len() != terms.len() {
                return fault("vector.contract accumulator of the wrong size");
            }
            let conv = |from: Scalar, x: u64| {
                if from == *t || !t.is_float() {
                    x
                } else {
                    super::value::put_float(*t, super::value::get_float(from, x))
                }
            };
            let fused = *kind == RedKind::AddF;
            let mul = if t.is_float() {
                SOp::F(super::scalar::FOp::Mul, *t)
            } else {
                SOp::I(super::scalar::IOp::Mul, t.int_width())
            };
            for (x, ts) in out.iter_mut().zip(terms) {
                for &(i, j) in ts {
                    let (Some(&a), Some(&b)) = (lv.get(i as usize), rv.get(j as usize)) else {
                        return fault("vector.contract index out of range");
                    };
                    let (a, b) = (conv(*tl, a), conv(*tr, b));
                    *x = if fused {
                        scalar::eval3(SOp::Fma(*t), a, b, *x)?
                    } else {
                        let p = scalar::eval2(mul, a, b)?;
                        scalar::eval2(red_sop(*kind, *t), *x, p)?
                    };
                }
            }
            match d {
                Slot::R(d) => regs[*d as usize] = out.first().copied().unwrap_or(0),
                Slot::O(d) => objs[*d as usize] = Obj::Vector(out.into()),
            }
        }
        VecOp::Reduction { d, v, acc, kind, t } => {
            let vals = vector(objs, *v)?;
            let mut it = vals.iter().copied();
            let mut r = match acc {
                Some(a) => regs[*a as usize],
                None => match it.next() {
                    Some(x) => x,
                    None => return fault("vector.reduction of an empty vector"),
                },
            };
            for x in it {
                r = if *kind == RedKind::Assign {
                    x
                } else {
                    scalar::eval2(red_sop(*kind, *t), r, x)?
                };
            }
            regs[*d as usize] = r;
        }
    }
    Ok(())
}

/// `vector.bitcast` on register-encoded elements: the low `from` bits of each element,
/// element 0 lowest (little-endian, as LLVM and SPIR-V lay vectors out), cut into elements
/// of `to` (integers sign-extended to the canonical form).
fn bitcast(v: &[u64], from: Scalar, to: Scalar) -> FResult<Vec<u64>> {
    let (fw, tw) = (from.bit_width() as usize, to.bit_width() as usize);
    let total = v.len() * fw;
    if fw == 0 || tw == 0 || !total.is_multiple_of(tw) {
        return fault("vector.bitcast between vectors of different sizes");
    }
    let mut bits = vec![false; total];
    for (i, &x) in v.iter().enumerate() {
        for b in 0..fw {
            bits[i * fw + b] = (x >> b) & 1 == 1;
        }
    }
    Ok(bits
        .chunks(tw)
        .map(|c| {
            let raw = c
                .iter()
                .enumerate()
                .fold(0u64, |a, (b, &on)| a | (u64::from(on) << b));
            match to {
                Scalar::Int(w) => sext(raw as i64, w) as u64,
                _ => raw,
            }
        })
        .collect())
}
