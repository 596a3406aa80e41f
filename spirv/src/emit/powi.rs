//! `math.ipowi` and `math.fpowi`: powers with an integer exponent, by binary powering
//! unrolled over the 32 bits of an `i32` exponent (`r = r·x` where bit `k` is set, `x =
//! x·x`), product for product what the interpreter computes (compiler-rt's `__powisf2`,
//! which LLVM's `llvm.powi` calls), so every path gives the same bits.
//!
//! - `ipowi` on `i32` (scalars and vectors) wraps; a negative exponent gives `1/a^|b|`
//!   truncated: 1 for `a = 1`, ±1 for `a = -1`, 0 otherwise, and 0 for `a = 0`, which is a
//!   division by zero (undefined upstream; the interpreter faults on it).
//! - `fpowi` on `f32`, `f16` (computed in `f32` and rounded once, as the interpreter does)
//!   and `f64`, with an `i32` exponent; a negative exponent gives `1/x^|n|`.
//!
//! A constant `i32`, `f16` or `f32` base is loaded from a `Private` variable first:
//! naga's front ends evaluate the squarings of a constant and refuse an `i32` overflow or
//! an infinite float as a shader-creation error, where the GPU wraps or overflows at run
//! time (an `f64` constant base goes through naga as it is: `run/math_powi_types.mlir`).
//! Other integer widths (the emulated `i8`/`i16`, `i64`, `index`), for the base of
//! `ipowi` or either exponent, are refused with a diagnostic.

use rspirv::spirv::{Op as SpvOp, Word};
use tessera_lowering::dialect::OpKind;
use tessera_lowering::ir::{Op, TypeKind};
use tessera_lowering::verify::constraints::value_elem;

use super::types::{Scalar, VTy};
use super::Cx;
use crate::error::Result;

impl Cx<'_> {
    /// The logical integer width of operand `i` of `op` (`None` for `index`).
    fn int_operand_width(&self, op: Op, i: usize) -> Option<u32> {
        let v = *self.m.op(op).operands().get(i)?;
        let e = value_elem(self.ctx, self.m.value_type(v));
        match self.ctx.type_kind(e) {
            TypeKind::Integer { width, .. } => Some(*width),
            _ => None,
        }
    }

    /// Refuses `op` unless operand `i` is an `i32` (scalar or vector) the GPU holds as one.
    fn require_i32_operand(&self, op: Op, i: usize, t: VTy, what: &str) -> Result<()> {
        let logical = self.int_operand_width(op, i);
        if t.scalar != Scalar::Int(32) || logical != Some(32) || self.emulated(t.scalar).is_some() {
            return Err(self.unsupported(
                op,
                format!(
                    "'{}' with {what} of {}: only i32 (scalars and vectors) is lowered to the GPU",
                    self.op_name(op),
                    match logical {
                        Some(w) => format!("i{w} elements"),
                        None => "index elements".to_string(),
                    }
                ),
            ));
        }
        Ok(())
    }

    /// `i32` lanes `w` of type `t`, loaded from `Private` variables when constant.
    fn opaque_i32(&mut self, t: VTy, w: Word) -> Result<Word> {
        let Some(lanes) = self.const_lane_bits(w, t.lanes.max(1)) else {
            return Ok(w);
        };
        let u32t = self.e.scalar_ty(Scalar::UInt(32));
        let ity = self.ty(VTy::scalar(t.scalar));
        let mut parts = Vec::new();
        for bits in lanes {
            let var = self.e.private_u32_var(bits as u32);
            let u = self.e.load(u32t, var)?;
            parts.push(self.e.op(SpvOp::Bitcast, ity, &[u])?);
        }
        if t.lanes <= 1 {
            return Ok(parts[0]);
        }
        let ty = self.ty(t);
        self.e.op(SpvOp::CompositeConstruct, ty, &parts)
    }

    /// Whether bit `k` of the `i32` lanes `n` (of shape `t`) is set.
    fn exponent_bit(&mut self, t: VTy, n: Word, k: u32) -> Result<Word> {
        let it = t.with_scalar(Scalar::Int(32));
        let ity = self.ty(it);
        let bty = self.ty(t.with_scalar(Scalar::Bool));
        let kw = self.splat_int(it, i64::from(k))?;
        let one = self.splat_int(it, 1)?;
        let zero = self.splat_int(it, 0)?;
        let s = self.e.op(SpvOp::ShiftRightLogical, ity, &[n, kw])?;
        let b = self.e.op(SpvOp::BitwiseAnd, ity, &[s, one])?;
        self.e.op(SpvOp::INotEqual, bty, &[b, zero])
    }

    /// `x^|n|` by binary powering over the 32 bits of `n` (`mul` is `OpIMul` or `OpFMul`).
    fn binary_power(&mut self, t: VTy, nt: VTy, x: Word, n: Word, one: Word) -> Result<Word> {
        let ty = self.ty(t);
        let mul = if t.scalar.is_float() {
            SpvOp::FMul
        } else {
            SpvOp::IMul
        };
        let (mut r, mut x) = (one, x);
        for k in 0..32 {
            let bit = self.exponent_bit(nt, n, k)?;
            let rx = self.e.op(mul, ty, &[r, x])?;
            r = self.e.op(SpvOp::Select, ty, &[bit, rx, r])?;
            if k < 31 {
                x = self.e.op(mul, ty, &[x, x])?;
            }
        }
        Ok(r)
    }

    /// `math.ipowi` and `math.fpowi`.
    pub(crate) fn emit_powi(&mut self, op: Op, kind: OpKind) -> Result<()> {
        let (a, at) = self.arg(op, 0)?;
        let (n, nt) = self.arg(op, 1)?;
        let r = self.result(op, 0)?;
        let t = self.vty_of(self.m.value_type(r), op)?;
        let it = nt.with_scalar(Scalar::Int(32));
        let ity = self.ty(it);
        let bty = self.ty(nt.with_scalar(Scalar::Bool));
        self.require_i32_operand(op, 1, nt, "an exponent")?;
        let zero = self.splat_int(it, 0)?;
        let neg = self.e.op(SpvOp::SLessThan, bty, &[n, zero])?;
        let w = if kind == OpKind::MathIPowI {
            self.require_i32_operand(op, 0, at, "operands")?;
            let x = self.opaque_i32(at, a)?;
            let one = self.splat_int(it, 1)?;
            let p = self.binary_power(t, nt, x, n, one)?;
            // b < 0: 1 for a = 1, ±1 (b odd: -1) for a = -1, else 0.
            let m1 = self.splat_int(it, -1)?;
            let is1 = self.e.op(SpvOp::IEqual, bty, &[a, one])?;
            let ism1 = self.e.op(SpvOp::IEqual, bty, &[a, m1])?;
            let odd = self.exponent_bit(nt, n, 0)?;
            let pm = self.e.op(SpvOp::Select, ity, &[odd, m1, one])?;
            let q = self.e.op(SpvOp::Select, ity, &[ism1, pm, zero])?;
            let q = self.e.op(SpvOp::Select, ity, &[is1, one, q])?;
            self.e.op(SpvOp::Select, ity, &[neg, q, p])?
        } else {
            if !at.scalar.is_float() || at != t {
                return Err(self.invalid(op, "expected a float base of the result's type"));
            }
            // |n| as the bits of n or of -n (|INT_MIN| = 2^31: bit 31 alone).
            let nn = self.e.op(SpvOp::SNegate, ity, &[n])?;
            let mag = self.e.op(SpvOp::Select, ity, &[neg, nn, n])?;
            let x = self.opaque_float(at, a)?;
            let wide = t.scalar == Scalar::Float(16);
            let ct = if wide {
                t.with_scalar(Scalar::Float(32))
            } else {
                t
            };
            let cty = self.ty(ct);
            let x = if wide {
                self.e.op(SpvOp::FConvert, cty, &[x])?
            } else {
                x
            };
            let one = self.splat_float(ct, 1.0);
            let p = self.binary_power(ct, nt, x, mag, one)?;
            let inv = self.e.op(SpvOp::FDiv, cty, &[one, p])?;
            let w = self.e.op(SpvOp::Select, cty, &[neg, inv, p])?;
            if wide {
                let ty = self.ty(t);
                self.e.op(SpvOp::FConvert, ty, &[w])?
            } else {
                w
            }
        };
        self.set_value(r, w, t);
        Ok(())
    }
}
