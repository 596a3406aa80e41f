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

/// Encodes an `f64` as a register of float type `t` (rounding to nearest).
#[inline]
pub fn put_float(t: Scalar, v: f64) -> u64 {
    match t {
        Scalar::F32 => (v as f32).to_bits() as u64,
        Scalar::F64 => v.to_bits(),
        Scalar::F16 => f16::from_f64(v).to_bits() as u64,
        Scalar::BF16 => bf16::from_f64(v).to_bits() as u64,
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
