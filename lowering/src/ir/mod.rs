//! The IR core: interned types, attributes and affine maps in a [`Context`], and the op graph
//! (ops, blocks, regions, values) in typed arenas in a [`Module`].

pub mod affine_expr;
pub mod attrs;
pub mod context;
pub mod entity;
pub mod fxhash;
pub mod minifloat;
pub mod module;
pub mod types;

pub use affine_expr::{
    AffineBinOp, AffineExpr, AffineExprKind, AffineMap, AffineMapData, IntegerSet, IntegerSetData,
};
pub use attrs::{Attr, AttrKind, DenseArrayData, DenseData, FloatBits, Ident, LocKind, NamedAttr};
pub use context::Context;
pub use module::{
    Block, BlockData, ChangeMark, Module, Op, OpData, OpSpec, Region, RegionData, Use, Value,
    ValueData, ValueDef, ValueMap,
};
pub use types::{FloatKind, Layout, Signedness, Type, TypeKind, DYNAMIC};
