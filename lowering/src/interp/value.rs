//! Runtime values: [`RtValue`], the values that cross the interpreter's API, and
//! [`VectorValue`].
//!
//! Inside the interpreter every scalar lives in a `u64` register, encoded as
//! `dialect::eval::encoding` describes (re-exported here: [`Scalar`], [`sext`], [`zext`],
//! [`get_float`], [`put_float`]), the encoding constant folding computes in too.
//!
//! Non-scalar values (memrefs and vectors) live in a separate object file of the frame, as
//! [`super::memory::MemRefDesc`] handles and small element arrays.

use half::{bf16, f16};

use super::memory::MemRefDesc;

pub use crate::dialect::eval::{get_float, put_float, sext, zext, Scalar};

/// A vector value crossing the API: its element type, shape and elements (row-major) in
/// register encoding.
#[derive(Debug, Clone, PartialEq)]
pub struct VectorValue {
    /// Element type.
    pub elem: Scalar,
    /// Shape (empty for a 0-D vector).
    pub shape: Vec<i64>,
    /// Elements in register encoding (see the module docs).
    pub bits: Vec<u64>,
}

/// A value passed to or returned from [`super::Interpreter::call`].
#[derive(Debug, Clone, PartialEq)]
pub enum RtValue {
    /// An integer of the given width (1..=64), canonical (sign-extended) value.
    Int {
        /// The value.
        value: i64,
        /// The bit width.
        width: u8,
    },
    /// An `index`.
    Index(i64),
    /// An `f16`.
    F16(f16),
    /// A `bf16`.
    BF16(bf16),
    /// An `f32`.
    F32(f32),
    /// An `f64`.
    F64(f64),
    /// A memref (ranked or unranked: the descriptor always knows its rank).
    MemRef(MemRefDesc),
    /// A vector.
    Vector(VectorValue),
    /// A function reference (`func.constant`), by symbol name.
    Func(String),
    /// A `!gpu.async.token` or other opaque value without content.
    Token,
}

impl RtValue {
    /// An `i32`.
    pub fn i32(v: i32) -> Self {
        RtValue::Int {
            value: v as i64,
            width: 32,
        }
    }
    /// An `i64`.
    pub fn i64(v: i64) -> Self {
        RtValue::Int {
            value: v,
            width: 64,
        }
    }
    /// An `i1`.
    pub fn bool(v: bool) -> Self {
        RtValue::Int {
            value: if v { -1 } else { 0 },
            width: 1,
        }
    }
    /// The scalar type and register bits of a scalar value.
    pub fn to_bits(&self) -> Option<(Scalar, u64)> {
        Some(match self {
            RtValue::Int { value, width } => (Scalar::Int(*width), sext(*value, *width) as u64),
            RtValue::Index(v) => (Scalar::Index, *v as u64),
            RtValue::F16(v) => (Scalar::F16, v.to_bits() as u64),
            RtValue::BF16(v) => (Scalar::BF16, v.to_bits() as u64),
            RtValue::F32(v) => (Scalar::F32, v.to_bits() as u64),
            RtValue::F64(v) => (Scalar::F64, v.to_bits()),
            _ => return None,
        })
    }
    /// Builds a scalar value from register bits.
    pub fn from_bits(t: Scalar, bits: u64) -> Self {
        match t {
            Scalar::Int(w) => RtValue::Int {
                value: sext(bits as i64, w),
                width: w,
            },
            Scalar::Index => RtValue::Index(bits as i64),
            Scalar::F16 => RtValue::F16(f16::from_bits(bits as u16)),
            Scalar::BF16 => RtValue::BF16(bf16::from_bits(bits as u16)),
            Scalar::F32 => RtValue::F32(f32::from_bits(bits as u32)),
            Scalar::F64 => RtValue::F64(f64::from_bits(bits)),
            // Every value of the small formats is exact in `f64`.
            Scalar::Small(_) => RtValue::F64(get_float(t, bits)),
        }
    }
    /// The integer value of an integer or index scalar.
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            RtValue::Int { value, .. } | RtValue::Index(value) => Some(*value),
            _ => None,
        }
    }
    /// The value of a float scalar, widened to `f64`.
    pub fn as_f64(&self) -> Option<f64> {
        match self {
            RtValue::F16(v) => Some(v.to_f64()),
            RtValue::BF16(v) => Some(v.to_f64()),
            RtValue::F32(v) => Some(*v as f64),
            RtValue::F64(v) => Some(*v),
            _ => None,
        }
    }
    /// The memref descriptor, if this is a memref.
    pub fn as_memref(&self) -> Option<&MemRefDesc> {
        match self {
            RtValue::MemRef(m) => Some(m),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonical_ints() {
        assert_eq!(sext(0xff, 8), -1);
        assert_eq!(sext(0x7f, 8), 127);
        assert_eq!(sext(1, 1), -1);
        assert_eq!(zext(-1, 8), 255);
        assert_eq!(zext(-1, 1), 1);
        assert_eq!(sext(i64::MIN, 64), i64::MIN);
    }

    #[test]
    fn float_roundtrip() {
        for t in [Scalar::F16, Scalar::BF16, Scalar::F32, Scalar::F64] {
            assert_eq!(get_float(t, put_float(t, 1.5)), 1.5);
        }
        let v = RtValue::F32(2.5);
        let (t, b) = v.to_bits().unwrap();
        assert_eq!(RtValue::from_bits(t, b), v);
        assert_eq!(Scalar::Int(1).byte_size(), 1);
        assert_eq!(Scalar::Index.byte_size(), 8);
    }
}
