//! Builtin attributes, including locations. Attributes are interned in the
//! [`Context`](super::Context): equal attributes have equal [`Attr`] ids.

use super::entity::entity_id;
use super::{AffineMap, IntegerSet, Type};

entity_id!(
    /// An interned attribute (locations are attributes too).
    Attr,
    "attr"
);

entity_id!(
    /// An interned identifier: attribute names, op names, symbol names.
    Ident,
    "id"
);

/// A float value stored by its bit pattern, so that attributes hash and compare exactly.
/// The value is kept as an `f64`; `f80`/`f128` constants beyond `f64` precision are rounded.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct FloatBits(pub u64);

impl FloatBits {
    /// Wraps an `f64`.
    pub fn new(v: f64) -> Self {
        FloatBits(v.to_bits())
    }
    /// The stored value.
    pub fn get(self) -> f64 {
        f64::from_bits(self.0)
    }
}

impl std::fmt::Debug for FloatBits {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}", self.get())
    }
}

/// The payload of a `dense<...>` elements attribute.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum DenseData {
    /// Integer (and `i1`) elements, row-major; a single element means splat.
    Ints(Vec<i128>),
    /// Float elements, row-major; a single element means splat.
    Floats(Vec<FloatBits>),
    /// Complex elements as (re, im) pairs of attributes (`dense<(1.0, 2.0)>`).
    Complex(Vec<(Attr, Attr)>),
    /// String elements; a single element means splat.
    Strings(Vec<Vec<u8>>),
    /// The raw hex form `dense<"0x...">`, kept as bytes.
    Hex(Vec<u8>),
}

/// Elements of a `array<T: ...>` dense array attribute.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum DenseArrayData {
    /// Integer or `i1` elements.
    Ints(Vec<i128>),
    /// Float elements.
    Floats(Vec<FloatBits>),
}

/// A source location (`loc(...)`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum LocKind {
    /// `loc(unknown)`
    Unknown,
    /// `loc("file":line:col)`
    FileLineCol { file: String, line: u32, col: u32 },
    /// `loc("name"(child))`; the child is a location attribute.
    Name { name: String, child: Option<Attr> },
    /// `loc(callsite(callee at caller))`
    CallSite { callee: Attr, caller: Attr },
    /// `loc(fused<metadata>[l1, l2])`
    Fused {
        locs: Vec<Attr>,
        metadata: Option<Attr>,
    },
}

/// The structure of an attribute.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum AttrKind {
    /// `unit`
    Unit,
    /// `true` / `false`
    Bool(bool),
    /// `42 : i32`; the value is sign-extended to 128 bits.
    Integer { value: i128, ty: Type },
    /// `1.0 : f32`
    Float { value: FloatBits, ty: Type },
    /// `"text"` or `"text" : type`; strings may hold arbitrary bytes.
    String { value: Vec<u8>, ty: Option<Type> },
    /// A type as an attribute.
    Type(Type),
    /// `affine_map<...>`
    AffineMap(AffineMap),
    /// `affine_set<...>`
    IntegerSet(IntegerSet),
    /// `[a, b]`
    Array(Vec<Attr>),
    /// `array<i32: 1, 2>`
    DenseArray { elem: Type, data: DenseArrayData },
    /// `{a = 1, b}`; entries are sorted by name, as upstream keeps them.
    Dictionary(Vec<(Ident, Attr)>),
    /// `@root::@nested`
    SymbolRef { root: Ident, nested: Vec<Ident> },
    /// `dense<...> : type`
    DenseElements { ty: Type, data: DenseData },
    /// `dense_resource<handle> : type`
    DenseResource { handle: String, ty: Type },
    /// `opaque<"dialect", "0xhex"> : type`
    OpaqueElements {
        dialect: String,
        hex: String,
        ty: Type,
    },
    /// `sparse<indices, values> : type`
    SparseElements {
        indices: Attr,
        values: Attr,
        ty: Type,
    },
    /// `strided<[1, ?], offset: ?>`; `DYNAMIC` marks `?`.
    StridedLayout { offset: i64, strides: Vec<i64> },
    /// A location.
    Location(LocKind),
    /// A dialect attribute kept as text: `#dialect.body` or `#dialect<"body">`, with an
    /// optional `: type`. `body` is the text after the namespace.
    Opaque {
        dialect: String,
        body: String,
        ty: Option<Type>,
    },
}

/// A named attribute.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct NamedAttr {
    /// The attribute name.
    pub name: Ident,
    /// The value.
    pub value: Attr,
}
