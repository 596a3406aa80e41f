//! Scalar types and their encoding as 64-bit registers, shared by the interpreter and
//! constant folding:
//!
//! - integers of width `N` (`i1` … `i64`) and `index` hold the value truncated to `N` bits
//!   and then sign-extended to 64 bits (the *canonical* form; `i1` true is all ones);
//! - `f32` holds its bit pattern in the low 32 bits, `f64` its 64-bit pattern, `f16` and
//!   `bf16` their 16-bit patterns, the narrower float formats theirs in the low byte.

use half::{bf16, f16};

use crate::ir::{Attr, AttrKind, Context, FloatBits, FloatKind, Type, TypeKind};

/// A scalar type the interpreter and the folder compute with (also a memref element type).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Scalar {
    /// `iN` with `1 <= N <= 64` (signless, signed and unsigned integers alike).
    Int(u8),
    /// `index` (64-bit).
    Index,
    /// `f16`
    F16,
    /// `bf16`
    BF16,
    /// `f32`
    F32,
    /// `f64`
    F64,
    /// A float format narrower than 16 bits (`f8E4M3FN`, `f4E2M1FN`, ...), computed in
    /// `f64` and rounded to the format after each op (exact for `+ - * /` and `sqrt`: the
    /// formats have at most 4 mantissa bits, so rounding twice cannot differ), stored in
    /// one byte (see `ir::minifloat`).
    Small(crate::ir::FloatKind),
}

impl Scalar {
    /// Bytes one element occupies in a buffer (`i1` takes a byte, as in upstream's LLVM
    /// lowering; other integers round up to 1, 2, 4 or 8 bytes).
    pub fn byte_size(self) -> usize {
        match self {
            Scalar::Int(w) if w <= 8 => 1,
            Scalar::Int(w) if w <= 16 => 2,
            Scalar::Int(w) if w <= 32 => 4,
            Scalar::Int(_) | Scalar::Index | Scalar::F64 => 8,
            Scalar::F16 | Scalar::BF16 => 2,
            Scalar::F32 => 4,
            Scalar::Small(_) => 1,
        }
    }
    /// Whether this is a float type.
    pub fn is_float(self) -> bool {
        matches!(
            self,
            Scalar::F16 | Scalar::BF16 | Scalar::F32 | Scalar::F64 | Scalar::Small(_)
        )
    }
    /// The bit width of an integer or index type (64 for index); 0 for floats.
    pub fn int_width(self) -> u8 {
        match self {
            Scalar::Int(w) => w,
            Scalar::Index => 64,
            _ => 0,
        }
    }
    /// The bit width of the type.
    pub fn bit_width(self) -> u32 {
        match self {
            Scalar::Int(w) => w as u32,
            Scalar::Index | Scalar::F64 => 64,
            Scalar::F16 | Scalar::BF16 => 16,
            Scalar::F32 => 32,
            Scalar::Small(k) => k.width(),
        }
    }
    /// The MLIR spelling (`f32`, `i8`, `index`).
    pub fn spelling(self) -> String {
        match self {
            Scalar::Int(w) => format!("i{w}"),
            Scalar::Index => "index".into(),
            Scalar::F16 => "f16".into(),
            Scalar::BF16 => "bf16".into(),
            Scalar::F32 => "f32".into(),
            Scalar::F64 => "f64".into(),
            Scalar::Small(k) => k.keyword().into(),
        }
    }
}

/// Truncates `v` to `w` bits and sign-extends it back (the canonical register form).
#[inline]
pub fn sext(v: i64, w: u8) -> i64 {
    if w >= 64 || w == 0 {
        v
    } else {
        let sh = 64 - w as u32;
        (v << sh) >> sh
    }
}

/// The low `w` bits of `v`, zero-extended (the unsigned view of a canonical integer).
#[inline]
pub fn zext(v: i64, w: u8) -> u64 {
    if w >= 64 || w == 0 {
        v as u64
    } else {
        (v as u64) & ((1u64 << w) - 1)
    }
}

/// Reads a float register of type `t` as `f64`.
#[inline]
pub fn get_float(t: Scalar, bits: u64) -> f64 {
    match t {
        Scalar::F32 => f32::from_bits(bits as u32) as f64,
        Scalar::F64 => f64::from_bits(bits),
        Scalar::F16 => f16::from_bits(bits as u16).to_f64(),
        Scalar::BF16 => bf16::from_bits(bits as u16).to_f64(),
        Scalar::Small(k) => crate::ir::minifloat::format(k).map_or(f64::NAN, |f| f.decode(bits)),
        Scalar::Int(_) | Scalar::Index => bits as i64 as f64,
    }
}

/// `v` rounded to `f32` to odd (toward zero, the last bit set when inexact), from which
/// rounding to nearest in `f16` or `bf16` (at least two bits narrower) is the correctly
/// rounded conversion of `v`. `half`'s own `from_f64` is not: it drops the low 32 bits of
/// the `f64` before rounding, so a value just above a midpoint rounds as a tie.
pub fn f32_round_to_odd(v: f64) -> f32 {
    let r = v as f32;
    if !v.is_finite() || f64::from(r) == v {
        return r;
    }
    let mut bits = r.to_bits();
    if f64::from(r).abs() > v.abs() {
        bits -= 1;
    }
    f32::from_bits(bits | 1)
}

/// Encodes an `f64` as a register of float type `t` (rounding to nearest).
#[inline]
pub fn put_float(t: Scalar, v: f64) -> u64 {
    match t {
        Scalar::F32 => (v as f32).to_bits() as u64,
        Scalar::F64 => v.to_bits(),
        Scalar::F16 => u64::from(f16::from_f32(f32_round_to_odd(v)).to_bits()),
        Scalar::BF16 => u64::from(bf16::from_f32(f32_round_to_odd(v)).to_bits()),
        Scalar::Small(k) => crate::ir::minifloat::format(k).map_or(0, |f| f.encode(v)),
        Scalar::Int(w) => sext(v as i64, w) as u64,
        Scalar::Index => v as i64 as u64,
    }
}

/// The [`Scalar`] of a scalar IR type (`i1` … `i64`, `index`, the float types); `None`
/// for wider integers and non-scalar types.
pub fn scalar_type(ctx: &Context, t: Type) -> Option<Scalar> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } if (1..=64).contains(width) => {
            Some(Scalar::Int(*width as u8))
        }
        TypeKind::Index => Some(Scalar::Index),
        TypeKind::Float(FloatKind::F16) => Some(Scalar::F16),
        TypeKind::Float(FloatKind::BF16) => Some(Scalar::BF16),
        TypeKind::Float(k) if k.is_small() => Some(Scalar::Small(*k)),
        TypeKind::Float(FloatKind::F32) => Some(Scalar::F32),
        TypeKind::Float(FloatKind::F64) => Some(Scalar::F64),
        _ => None,
    }
}

/// The register of an integer attribute value in type `t` (an integer's truncated to the
/// width and sign-extended; a float type's rounded from the value).
pub fn encode_int(t: Scalar, v: i128) -> u64 {
    if t.is_float() {
        put_float(t, v as f64)
    } else {
        sext(v as i64, t.int_width()) as u64
    }
}

/// The register of a float attribute value in type `t`.
pub fn encode_float(t: Scalar, v: f64) -> u64 {
    if t.is_float() {
        put_float(t, v)
    } else {
        sext(v as i64, t.int_width()) as u64
    }
}

/// The register of a scalar constant attribute (integer, `true`/`false`, float) in type
/// `t`, as the interpreter loads `arith.constant`.
pub fn attr_bits(ctx: &Context, a: Attr, t: Scalar) -> Option<u64> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(encode_int(t, *value)),
        AttrKind::Bool(b) => Some(encode_int(t, i128::from(*b))),
        AttrKind::Float { value, .. } => Some(encode_float(t, value.get())),
        _ => None,
    }
}

/// The attribute of register `bits` of type `t` (IR type `ty`): `true`/`false` for `i1`,
/// an integer or a float attribute otherwise; `None` when the attribute would not load
/// back as the same bits ([`attr_bits`]), as a signalling NaN's payload would not.
pub fn bits_attr(ctx: &mut Context, bits: u64, t: Scalar, ty: Type) -> Option<Attr> {
    let kind = if t.is_float() {
        AttrKind::Float {
            value: FloatBits::new(get_float(t, bits)),
            ty,
        }
    } else if t == Scalar::Int(1) {
        AttrKind::Bool(bits & 1 != 0)
    } else {
        AttrKind::Integer {
            value: i128::from(sext(bits as i64, t.int_width())),
            ty,
        }
    };
    let a = ctx.attr(kind);
    (attr_bits(ctx, a, t) == Some(bits)).then_some(a)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn f64_to_half_formats_rounds_once() {
        // Just above the midpoint of 1 and 1 + 2^-10 (f16) / 1 + 2^-7 (bf16), by less than
        // the 32 low bits `half` ignores.
        let v = 1.0 + 2f64.powi(-11) + 2f64.powi(-40);
        assert_eq!(
            get_float(Scalar::F16, put_float(Scalar::F16, v)),
            1.0 + 2f64.powi(-10)
        );
        let v = 1.0 + 2f64.powi(-8) + 2f64.powi(-40);
        assert_eq!(
            get_float(Scalar::BF16, put_float(Scalar::BF16, v)),
            1.0 + 2f64.powi(-7)
        );
        // Ties still go to even; overflow, the zeros, NaN and the infinities keep their sign.
        let tie = 1.0 + 2f64.powi(-11);
        assert_eq!(get_float(Scalar::F16, put_float(Scalar::F16, tie)), 1.0);
        assert_eq!(put_float(Scalar::F16, 1e300), 0x7c00);
        assert_eq!(put_float(Scalar::BF16, -1e300), 0xff80);
        assert_eq!(put_float(Scalar::F16, -1e-300), 0x8000);
        assert_eq!(put_float(Scalar::F16, -0.0), 0x8000);
        assert_eq!(put_float(Scalar::F16, f64::NEG_INFINITY), 0xfc00);
        assert!(get_float(Scalar::BF16, put_float(Scalar::BF16, f64::NAN)).is_nan());
        // The least f16 denormal from just above half of it.
        let d = 2f64.powi(-25) * (1.0 + 2f64.powi(-40));
        assert_eq!(put_float(Scalar::F16, d), 1);
    }
}
