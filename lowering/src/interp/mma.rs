//! The subgroup matrix ops (`gpu.subgroup_mma_*`) on the interpreter.
//!
//! Upstream requires every invocation of a subgroup to run these ops together, and leaves
//! the layout of a `!gpu.mma_matrix` across the invocations to the target. The interpreter
//! models a matrix value as the whole matrix, held by every invocation (an object of
//! `rows * cols` elements in register encoding, row-major):
//! - `load_matrix` reads element `(r, c)` at `base + r * leadDimension + c` of the memref's
//!   buffer (`base + c * leadDimension + r` with `transpose`), where `base` is the element
//!   offset of the indices; every invocation reads the same matrix.
//! - `store_matrix` writes the matrix back the same way; the values are the same in every
//!   invocation, so only lane 0 of each subgroup performs the writes (which keeps the race
//!   check from reporting the subgroup's own identical writes).
//! - `compute` is `C + A * B`: products exact, each accumulation rounded to C's element type
//!   (integer matrices wrap at C's width; `si8`/`ui8` operands extend by their
//!   signedness); `a_transpose`/`b_transpose` only describe how the operands were loaded
//!   and change nothing.
//! - `constant_matrix` splats its value; `elementwise` applies its op to each element
//!   (`maxf`/`minf` propagate NaN like `arith.maximumf`/`minimumf`, `divs`/`divu` by zero
//!   is refused at run time, `extf` converts to the result's element type).
//! - `extract_thread_local` uses a documented lane -> elements mapping: lane `l` of a
//!   subgroup of `S` holds the elements `l, l + S, l + 2S, ...` in row-major order, so index
//!   `i` is element `l + i * S` (an index past the matrix is refused at run time).
//!   `insert_thread_local` is a subgroup collective (`interp/gpu.rs`): every lane's value
//!   goes to its element `l + i * S`, and every lane gets the rebuilt matrix (outside a
//!   kernel, like the other collectives, it is refused).

use std::sync::Arc;

use super::errors::{fault, FResult};
use super::exec::{Exec, Val};
use super::inst::Obj;
use super::race::Kind;
use super::value::{get_float, put_float, sext, zext, Scalar};

/// A matrix element type: the scalar and whether it is unsigned (`uiN`).
pub type Elem = (Scalar, bool);

/// One subgroup matrix op, as the runtime call that performs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MmaCall {
    /// Arguments: the memref, the indices. Result: the matrix.
    Load {
        rows: u32,
        cols: u32,
        ld: i64,
        transpose: bool,
    },
    /// Arguments: the matrix, the memref, the lane id, the indices.
    Store {
        rows: u32,
        cols: u32,
        ld: i64,
        transpose: bool,
    },
    /// Arguments: A, B, C. Result: C + A * B.
    Compute {
        m: u32,
        n: u32,
        k: u32,
        a: Elem,
        b: Elem,
        c: Elem,
    },
    /// Argument: the value. Result: the splat.
    Constant { len: u32 },
    /// Arguments: the matrices. Result: the elementwise op (an index of
    /// `dialect::gpu::mma::ELEMENTWISE_OPS`) from elements of `arg` to elements of `res`.
    Elementwise { op: u8, arg: Elem, res: Elem },
    /// Arguments: the matrix, the lane id, the subgroup size, the index. Result: the
    /// element.
    Extract { len: u32 },
}

/// The element type of a matrix type's element text.
pub fn elem_of(text: &str) -> Option<Elem> {
    let int = |rest: &str| rest.parse::<u8>().ok().filter(|w| (1..=64).contains(w));
    Some(match text {
        "f16" => (Scalar::F16, false),
        "bf16" => (Scalar::BF16, false),
        "f32" => (Scalar::F32, false),
        "f64" => (Scalar::F64, false),
        _ => {
            if let Some(r) = text.strip_prefix("ui") {
                (Scalar::Int(int(r)?), true)
            } else if let Some(r) = text.strip_prefix("si") {
                (Scalar::Int(int(r)?), false)
            } else {
                (Scalar::Int(int(text.strip_prefix('i')?)?), false)
            }
        }
    })
}

fn is_float(t: Scalar) -> bool {
    matches!(t, Scalar::F16 | Scalar::BF16 | Scalar::F32 | Scalar::F64)
}

/// An integer element's value (extended by its signedness).
fn int_of((t, unsigned): Elem, bits: u64) -> i128 {
    let w = match t {
        Scalar::Int(w) => w,
        _ => 64,
    };
    if unsigned {
        zext(bits as i64, w) as i128
    } else {
        sext(bits as i64, w) as i128
    }
}

/// An integer in register encoding for `t` (truncated, then sign-extended).
fn int_bits(t: Scalar, v: i128) -> u64 {
    let w = match t {
        Scalar::Int(w) => w,
        _ => 64,
    };
    sext(v as i64, w) as u64
}

fn matrix(vals: &[Val], i: usize) -> FResult<Arc<[u64]>> {
    match vals.get(i) {
        Some(Val::O(Obj::Vector(v))) => Ok(v.clone()),
        _ => fault("a subgroup matrix op without its matrix operand"),
    }
}

fn index(vals: &[Val], i: usize) -> FResult<i64> {
    match vals.get(i) {
        Some(Val::R(b)) => Ok(*b as i64),
        _ => fault("a subgroup matrix op without its index operand"),
    }
}

impl Exec<'_> {
    /// Runs one subgroup matrix op; the result, if it has one.
    pub(crate) fn mma_call(&mut self, call: MmaCall, vals: &[Val]) -> FResult<Option<Val>> {
        match call {
            MmaCall::Load {
                rows,
                cols,
                ld,
                transpose,
            } => {
                let Some(Val::O(Obj::MemRef(m))) = vals.first() else {
                    return fault("gpu.subgroup_mma_load_matrix without its memref");
                };
                let m = m.clone();
                let idx = (1..vals.len())
                    .map(|i| index(vals, i))
                    .collect::<FResult<Vec<_>>>()?;
                let base = m.offset_of_checked(&idx)?;
                let mut out = Vec::with_capacity(rows as usize * cols as usize);
                for r in 0..i64::from(rows) {
                    for c in 0..i64::from(cols) {
                        let (a, b) = if transpose { (c, r) } else { (r, c) };
                        let off = base + a * ld + b;
                        let addr = m.byte_addr(off)?;
                        self.note_here(&m, off, addr, Kind::Read)?;
                        out.push(self.mem.load(m.buffer, addr, m.elem)?);
                    }
                }
                Ok(Some(Val::O(Obj::Vector(out.into()))))
            }
            MmaCall::Store {
                rows,
                cols,
                ld,
                transpose,
            } => {
                let v = matrix(vals, 0)?;
                let Some(Val::O(Obj::MemRef(m))) = vals.get(1) else {
                    return fault("gpu.subgroup_mma_store_matrix without its memref");
                };
                let m = m.clone();
                if index(vals, 2)? != 0 {
                    return Ok(None);
                }
                let idx = (3..vals.len())
                    .map(|i| index(vals, i))
                    .collect::<FResult<Vec<_>>>()?;
                let base = m.offset_of_checked(&idx)?;
                for r in 0..i64::from(rows) {
                    for c in 0..i64::from(cols) {
                        let (a, b) = if transpose { (c, r) } else { (r, c) };
                        let off = base + a * ld + b;
                        let addr = m.byte_addr(off)?;
                        self.note_here(&m, off, addr, Kind::Write)?;
                        let e = v.get((r * i64::from(cols) + c) as usize).copied();
                        let Some(e) = e else {
                            return fault("a matrix smaller than its type");
                        };
                        self.mem.store(m.buffer, addr, m.elem, e)?;
                    }
                }
                Ok(None)
            }
            MmaCall::Compute { m, n, k, a, b, c } => {
                let (va, vb, vc) = (matrix(vals, 0)?, matrix(vals, 1)?, matrix(vals, 2)?);
                let (m, n, k) = (m as usize, n as usize, k as usize);
                if va.len() < m * k || vb.len() < k * n || vc.len() < m * n {
                    return fault("a matrix smaller than its type");
                }
                let mut out = Vec::with_capacity(m * n);
                for i in 0..m {
                    for j in 0..n {
                        let mut acc = vc[i * n + j];
                        for l in 0..k {
                            let (x, y) = (va[i * k + l], vb[l * n + j]);
                            acc = if is_float(c.0) {
                                let p = get_float(a.0, x) * get_float(b.0, y);
                                put_float(c.0, get_float(c.0, acc) + p)
                            } else {
                                let p = int_of(a, x).wrapping_mul(int_of(b, y));
                                int_bits(c.0, int_of(c, acc).wrapping_add(p))
                            };
                        }
                        out.push(acc);
                    }
                }
                Ok(Some(Val::O(Obj::Vector(out.into()))))
            }
            MmaCall::Constant { len } => {
                let Some(Val::R(b)) = vals.first() else {
                    return fault("gpu.subgroup_mma_constant_matrix without its value");
                };
                Ok(Some(Val::O(Obj::Vector(vec![*b; len as usize].into()))))
            }
            MmaCall::Elementwise { op, arg, res } => {
                let ms = (0..vals.len())
                    .map(|i| matrix(vals, i))
                    .collect::<FResult<Vec<_>>>()?;
                let len = ms.first().map_or(0, |m| m.len());
                let name = crate::dialect::gpu::mma::ELEMENTWISE_OPS
                    .get(op as usize)
                    .copied()
                    .unwrap_or("");
                let mut out = Vec::with_capacity(len);
                for e in 0..len {
                    let x = ms.first().and_then(|m| m.get(e)).copied().unwrap_or(0);
                    let y = ms.get(1).and_then(|m| m.get(e)).copied().unwrap_or(0);
                    out.push(elementwise(name, arg, res, x, y)?);
                }
                Ok(Some(Val::O(Obj::Vector(out.into()))))
            }
            MmaCall::Extract { len } => {
                let v = matrix(vals, 0)?;
                let (lane, size, i) = (index(vals, 1)?, index(vals, 2)?, index(vals, 3)?);
                let e = i.checked_mul(size).and_then(|x| x.checked_add(lane));
                match e.filter(|&e| (0..i64::from(len)).contains(&e)) {
                    Some(e) => Ok(Some(Val::R(v[e as usize]))),
                    None => fault(format!(
                        "gpu.subgroup_mma_extract_thread_local: index {i} of lane {lane} is past \
                         the {len} elements of the matrix (lane l holds elements l, l + {size}, \
                         ...)"
                    )),
                }
            }
        }
    }
}

/// One element of `gpu.subgroup_mma_elementwise`.
fn elementwise(name: &str, arg: Elem, res: Elem, x: u64, y: u64) -> FResult<u64> {
    let f = |v: f64| put_float(res.0, v);
    let (fx, fy) = (get_float(arg.0, x), get_float(arg.0, y));
    let (ix, iy) = (int_of(arg, x), int_of(arg, y));
    let i = |v: i128| int_bits(res.0, v);
    Ok(match name {
        "addf" => f(fx + fy),
        "mulf" => f(fx * fy),
        "subf" => f(fx - fy),
        "divf" => f(fx / fy),
        "maxf" | "minf" => {
            if fx.is_nan() || fy.is_nan() {
                f(f64::NAN)
            } else if fx == fy {
                // -0 < +0, as arith.maximumf/minimumf.
                let neg = if name == "maxf" {
                    fx.is_sign_negative() && fy.is_sign_negative()
                } else {
                    fx.is_sign_negative() || fy.is_sign_negative()
                };
                f(if neg { -fx.abs() } else { fx.abs() })
            } else if (name == "maxf") == (fx > fy) {
                f(fx)
            } else {
                f(fy)
            }
        }
        "negatef" => f(-fx),
        "extf" => f(fx),
        "addi" => i(ix.wrapping_add(iy)),
        "muli" => i(ix.wrapping_mul(iy)),
        "subi" => i(ix.wrapping_sub(iy)),
        "negates" => i(ix.wrapping_neg()),
        "divs" | "divu" => {
            let (a, b) = if name == "divu" {
                (int_of((arg.0, true), x), int_of((arg.0, true), y))
            } else {
                (ix, iy)
            };
            if b == 0 {
                return fault(format!(
                    "gpu.subgroup_mma_elementwise {name}: division by zero"
                ));
            }
            i(a.wrapping_div(b))
        }
        _ => {
            return fault(format!(
                "unknown gpu.subgroup_mma_elementwise kind '{name}'"
            ))
        }
    })
}

impl super::compile::FnC<'_, '_> {
    /// Compiles a subgroup matrix op to its runtime call ([`MmaCall`]).
    #[inline(never)]
    pub(crate) fn gpu_mma(&mut self, op: crate::ir::Op, mo: crate::dialect::gpu::mma::MmaOp) {
        use super::decode::{attr, int_attr, memref_info};
        use super::inst::{GpuIdKind, Inst, Slot};
        use crate::dialect::gpu::mma::{matrix_type, MmaOp, ELEMENTWISE_OPS};
        let (ctx, m) = (self.ctx, self.m);
        let d = m.op(op);
        let ops = d.operands().to_vec();
        let res = d.results().to_vec();
        let mat = |v: crate::ir::Value| matrix_type(ctx, m.value_type(v));
        let elem = |v: crate::ir::Value| mat(v).and_then(|t| elem_of(t.elem));
        let dims = |v: crate::ir::Value| {
            mat(v).and_then(|t| Some((u32::try_from(t.rows).ok()?, u32::try_from(t.cols).ok()?)))
        };
        let ld = int_attr(ctx, d, "leadDimension");
        let transpose = attr(ctx, d, "transpose").is_some();
        // The memref operand's element type must be the matrix's.
        let memref_ok = |mv: crate::ir::Value, mx: crate::ir::Value| {
            matches!((memref_info(ctx, m.value_type(mv)), elem(mx)),
                (Ok((e, _, _)), Some((t, _))) if e == t)
        };
        let lane = |s: &mut Self, kind| {
            let r = s.new_reg();
            s.emit(Inst::GpuId { d: r, kind, dim: 0 });
            Slot::R(r)
        };
        let mut args: Vec<Slot> = Vec::new();
        let call = match mo {
            MmaOp::Load => {
                let (Some(&r), Some(&src), Some(ld)) = (res.first(), ops.first(), ld) else {
                    return self.error("gpu.subgroup_mma_load_matrix without its operands");
                };
                let Some((rows, cols)) = dims(r) else {
                    return self.unsupported(op, "a result that is not a 2-D !gpu.mma_matrix");
                };
                if !memref_ok(src, r) {
                    return self.unsupported(
                        op,
                        "a memref whose element type is not the matrix's element type",
                    );
                }
                args = ops.iter().map(|&v| self.slot(v)).collect();
                MmaCall::Load {
                    rows,
                    cols,
                    ld,
                    transpose,
                }
            }
            MmaOp::Store => {
                let ([v, dst, idx @ ..], Some(ld)) = (&ops[..], ld) else {
                    return self.error("gpu.subgroup_mma_store_matrix without its operands");
                };
                let Some((rows, cols)) = dims(*v) else {
                    return self.unsupported(op, "an operand that is not a 2-D !gpu.mma_matrix");
                };
                if !memref_ok(*dst, *v) {
                    return self.unsupported(
                        op,
                        "a memref whose element type is not the matrix's element type",
                    );
                }
                args.push(self.slot(*v));
                args.push(self.slot(*dst));
                args.push(lane(self, GpuIdKind::LaneId));
                for &i in idx {
                    args.push(self.slot(i));
                }
                MmaCall::Store {
                    rows,
                    cols,
                    ld,
                    transpose,
                }
            }
            MmaOp::Compute => {
                let [a, b, c] = ops[..] else {
                    return self.error("gpu.subgroup_mma_compute needs three matrices");
                };
                let (Some((mm, kk)), Some((_, nn))) = (dims(a), dims(b)) else {
                    return self.unsupported(op, "operands that are not 2-D !gpu.mma_matrix");
                };
                let (Some(ea), Some(eb), Some(ec)) = (elem(a), elem(b), elem(c)) else {
                    return self.unsupported(op, "an unsupported matrix element type");
                };
                if [ea, eb, ec].iter().any(|e| is_float(e.0) != is_float(ec.0)) {
                    return self.unsupported(op, "a mix of integer and float matrices");
                }
                args = ops.iter().map(|&v| self.slot(v)).collect();
                MmaCall::Compute {
                    m: mm,
                    n: nn,
                    k: kk,
                    a: ea,
                    b: eb,
                    c: ec,
                }
            }
            MmaOp::Constant => {
                let (Some(&r), [v]) = (res.first(), &ops[..]) else {
                    return self.error("gpu.subgroup_mma_constant_matrix needs one value");
                };
                let Some((rows, cols)) = dims(r) else {
                    return self.unsupported(op, "a result that is not a 2-D !gpu.mma_matrix");
                };
                args.push(self.slot(*v));
                MmaCall::Constant { len: rows * cols }
            }
            MmaOp::Elementwise => {
                let kind = attr(ctx, d, "opType").and_then(|a| {
                    crate::dialect::gpu::syntax::gpu_enum_value(ctx, a, "mma_element_wise")
                });
                let k = kind.and_then(|k| ELEMENTWISE_OPS.iter().position(|&e| e == k));
                let (Some(k), Some(&r), Some(&x)) = (k, res.first(), ops.first()) else {
                    return self.error("gpu.subgroup_mma_elementwise without its kind or operands");
                };
                let (Some(arg), Some(re)) = (elem(x), elem(r)) else {
                    return self.unsupported(op, "an unsupported matrix element type");
                };
                let name = ELEMENTWISE_OPS[k];
                let unary = matches!(name, "negatef" | "negates" | "extf");
                let float_op = name.ends_with('f');
                if ops.len() != if unary { 1 } else { 2 }
                    || float_op != is_float(arg.0)
                    || float_op != is_float(re.0)
                    || ops
                        .iter()
                        .any(|&v| elem(v) != Some(arg) || dims(v) != dims(r))
                {
                    return self.unsupported(
                        op,
                        "operands whose count, shapes or element types do not fit its kind",
                    );
                }
                args = ops.iter().map(|&v| self.slot(v)).collect();
                MmaCall::Elementwise {
                    op: k as u8,
                    arg,
                    res: re,
                }
            }
            MmaOp::Extract => {
                let ([mv, i], Some(_)) = (&ops[..], res.first()) else {
                    return self.unsupported(op, "more than one index");
                };
                let Some((rows, cols)) = dims(*mv) else {
                    return self.unsupported(op, "an operand that is not a 2-D !gpu.mma_matrix");
                };
                args.push(self.slot(*mv));
                args.push(lane(self, GpuIdKind::LaneId));
                args.push(lane(self, GpuIdKind::SubgroupSize));
                args.push(self.slot(*i));
                MmaCall::Extract { len: rows * cols }
            }
            MmaOp::Insert => {
                let ([v, mv, i], Some(&r)) = (&ops[..], res.first()) else {
                    return self.unsupported(op, "more than one index");
                };
                if dims(*mv).is_none() {
                    return self.unsupported(op, "an operand that is not a 2-D !gpu.mma_matrix");
                }
                let (Slot::O(d), Slot::O(mo)) = (self.slot(r), self.slot(*mv)) else {
                    return self.error("a matrix that is not an object");
                };
                let (vr, ir) = (self.reg(*v), self.reg(*i));
                self.f.has_sync = true;
                return self.emit(Inst::Gpu(Box::new(super::inst::GpuOp::MmaInsert {
                    d,
                    m: mo,
                    v: vr,
                    i: ir,
                })));
            }
        };
        let rets = res.iter().map(|&r| self.slot(r)).collect();
        let id = self.f.rtcalls.len() as u32;
        self.f.rtcalls.push(super::inst::RtCall {
            func: super::runtime::RtFunc::Mma(call),
            args,
            rets,
            print: None,
            printf: None,
        });
        self.emit(Inst::CallRt { id });
    }
}
