//! Builtin types. Types are interned in the [`Context`](super::Context): two types are equal
//! exactly when their [`Type`] ids are equal.

use super::entity::entity_id;
use super::{AffineMap, Attr};

entity_id!(
    /// An interned type.
    Type,
    "ty"
);

/// The size of a dynamic dimension (`?`) in a shape, as upstream's `ShapedType::kDynamic`.
pub const DYNAMIC: i64 = i64::MIN;

/// Signedness of an integer type: `i32` (signless), `si32`, `ui32`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Signedness {
    /// `iN`
    Signless,
    /// `siN`
    Signed,
    /// `uiN`
    Unsigned,
}

/// Floating-point formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FloatKind {
    /// `bf16`
    BF16,
    /// `f16`
    F16,
    /// `tf32`
    TF32,
    /// `f32`
    F32,
    /// `f64`
    F64,
    /// `f80`
    F80,
    /// `f128`
    F128,
    /// `f4E2M1FN` (the small formats: see [`super::minifloat`])
    F4E2M1FN,
    /// `f6E2M3FN`
    F6E2M3FN,
    /// `f6E3M2FN`
    F6E3M2FN,
    /// `f8E5M2`
    F8E5M2,
    /// `f8E4M3`
    F8E4M3,
    /// `f8E4M3FN`
    F8E4M3FN,
    /// `f8E5M2FNUZ`
    F8E5M2FNUZ,
    /// `f8E4M3FNUZ`
    F8E4M3FNUZ,
    /// `f8E4M3B11FNUZ`
    F8E4M3B11FNUZ,
    /// `f8E3M4`
    F8E3M4,
    /// `f8E8M0FNU`
    F8E8M0FNU,
}

/// The or-pattern of the float formats narrower than 16 bits ([`FloatKind::SMALL`]), for
/// exhaustive matches that treat them alike (through `ir::minifloat`).
#[macro_export]
macro_rules! small_float_kinds {
    () => {
        $crate::ir::FloatKind::F4E2M1FN
            | $crate::ir::FloatKind::F6E2M3FN
            | $crate::ir::FloatKind::F6E3M2FN
            | $crate::ir::FloatKind::F8E5M2
            | $crate::ir::FloatKind::F8E4M3
            | $crate::ir::FloatKind::F8E4M3FN
            | $crate::ir::FloatKind::F8E5M2FNUZ
            | $crate::ir::FloatKind::F8E4M3FNUZ
            | $crate::ir::FloatKind::F8E4M3B11FNUZ
            | $crate::ir::FloatKind::F8E3M4
            | $crate::ir::FloatKind::F8E8M0FNU
    };
}

impl FloatKind {
    /// The formats narrower than 16 bits ([`super::minifloat`]).
    pub const SMALL: [FloatKind; 11] = [
        FloatKind::F4E2M1FN,
        FloatKind::F6E2M3FN,
        FloatKind::F6E3M2FN,
        FloatKind::F8E5M2,
        FloatKind::F8E4M3,
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
        FloatKind::F8E3M4,
        FloatKind::F8E8M0FNU,
    ];

    /// Whether this is one of the formats narrower than 16 bits.
    pub fn is_small(self) -> bool {
        Self::SMALL.contains(&self)
    }

    /// Bit width of the format.
    pub fn width(self) -> u32 {
        match self {
            FloatKind::F4E2M1FN => 4,
            FloatKind::F6E2M3FN | FloatKind::F6E3M2FN => 6,
            FloatKind::F8E5M2
            | FloatKind::F8E4M3
            | FloatKind::F8E4M3FN
            | FloatKind::F8E5M2FNUZ
            | FloatKind::F8E4M3FNUZ
            | FloatKind::F8E4M3B11FNUZ
            | FloatKind::F8E3M4
            | FloatKind::F8E8M0FNU => 8,
            FloatKind::BF16 | FloatKind::F16 => 16,
            FloatKind::TF32 => 19,
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
            FloatKind::F80 => 80,
            FloatKind::F128 => 128,
        }
    }
    /// The keyword spelling (`f32`, `bf16`, …).
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::BF16 => "bf16",
            FloatKind::F16 => "f16",
            FloatKind::TF32 => "tf32",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
            FloatKind::F4E2M1FN => "f4E2M1FN",
            FloatKind::F6E2M3FN => "f6E2M3FN",
            FloatKind::F6E3M2FN => "f6E3M2FN",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatKind::F8E3M4 => "f8E3M4",
            FloatKind::F8E8M0FNU => "f8E8M0FNU",
        }
    }
}

/// The structure of a type.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum TypeKind {
    /// `i32`, `si8`, `ui1`, …
    Integer { width: u32, signedness: Signedness },
    /// `index`
    Index,
    /// `f32`, `bf16`, …
    Float(FloatKind),
    /// `complex<f32>`
    Complex(Type),
    /// `tuple<i32, f32>`
    Tuple(Vec<Type>),
    /// `none`
    None,
    /// `(i32) -> f32`
    Function {
        inputs: Vec<Type>,
        results: Vec<Type>,
    },
    /// `vector<4x[8]xf32>`; `scalable[i]` marks `[8]` dims.
    Vector {
        shape: Vec<i64>,
        scalable: Vec<bool>,
        elem: Type,
    },
    /// `tensor<4x?xf32, #enc>`
    RankedTensor {
        shape: Vec<i64>,
        elem: Type,
        encoding: Option<Attr>,
    },
    /// `tensor<*xf32>`
    UnrankedTensor { elem: Type },
    /// `memref<4x?xf32, layout, space>`; `layout` is `None` for the identity layout.
    MemRef {
        shape: Vec<i64>,
        elem: Type,
        layout: Option<Attr>,
        memory_space: Option<Attr>,
    },
    /// `memref<*xf32, space>`
    UnrankedMemRef {
        elem: Type,
        memory_space: Option<Attr>,
    },
    /// A dialect type kept as text: `!dialect.body` (pretty) or `!dialect<"body">`.
    /// `body` is exactly the text after the dialect namespace (`.pretty<..>` or `<"..">`).
    Opaque { dialect: String, body: String },
}

impl TypeKind {
    /// The shape of a shaped type (vector, ranked tensor, ranked memref).
    pub fn shape(&self) -> Option<&[i64]> {
        match self {
            TypeKind::Vector { shape, .. }
            | TypeKind::RankedTensor { shape, .. }
            | TypeKind::MemRef { shape, .. } => Some(shape),
            _ => None,
        }
    }
    /// The element type of a shaped or complex type.
    pub fn element_type(&self) -> Option<Type> {
        match self {
            TypeKind::Vector { elem, .. }
            | TypeKind::RankedTensor { elem, .. }
            | TypeKind::UnrankedTensor { elem }
            | TypeKind::MemRef { elem, .. }
            | TypeKind::UnrankedMemRef { elem, .. }
            | TypeKind::Complex(elem) => Some(*elem),
            _ => None,
        }
    }
    /// Whether this is `index` or an integer type.
    pub fn is_int_or_index(&self) -> bool {
        matches!(self, TypeKind::Integer { .. } | TypeKind::Index)
    }
    /// Whether this is a float type.
    pub fn is_float(&self) -> bool {
        matches!(self, TypeKind::Float(_))
    }
    /// Whether this is a ranked or unranked memref.
    pub fn is_memref(&self) -> bool {
        matches!(
            self,
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
        )
    }
}

/// Layout of a memref, decoded from its layout attribute.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Layout {
    /// Row-major, no offset.
    Identity,
    /// `strided<[s0, s1], offset: o>`; `DYNAMIC` marks `?`.
    Strided { offset: i64, strides: Vec<i64> },
    /// An affine map from indices to the (possibly multi-dimensional) physical index.
    Map(AffineMap),
}
