//! The [`Context`]: owner of all interned data (types, attributes, identifiers, affine
//! expressions, maps and integer sets). Interned objects are immutable and never freed, so
//! their ids stay valid for the life of the context and can be shared by several modules.

use super::affine_expr::{
    ceil_div, floor_div, modulo, AffineBinOp, AffineExpr, AffineExprKind, AffineMap, AffineMapData,
    IntegerSet, IntegerSetData,
};
use super::attrs::{Attr, AttrKind, Ident, LocKind};
use super::entity::Interner;
use super::types::{FloatKind, Signedness, Type, TypeKind};

/// Interned IR data shared by modules.
#[derive(Debug, Clone, Default)]
pub struct Context {
    types: Interner<TypeKind>,
    attrs: Interner<AttrKind>,
    idents: Interner<String>,
    exprs: Interner<AffineExprKind>,
    maps: Interner<AffineMapData>,
    sets: Interner<IntegerSetData>,
    /// Memo of `affine::simplify::simplify_expr`, a pure function of
    /// `(expr, num_dims, num_symbols)`; interned ids never change, so entries stay valid.
    simplified: SimplifyMemo,
}

type SimplifyMemo = std::collections::HashMap<
    (AffineExpr, u32, u32),
    AffineExpr,
    std::hash::BuildHasherDefault<super::fxhash::FxHasher>,
>;

impl Context {
    /// A new, empty context.
    pub fn new() -> Self {
        Self::default()
    }

    // ----- types -----------------------------------------------------------------------

    /// Interns a type.
    pub fn ty(&mut self, kind: TypeKind) -> Type {
        Type(self.types.intern(kind))
    }
    /// The structure of a type.
    #[inline]
    pub fn type_kind(&self, t: Type) -> &TypeKind {
        self.types.get(t.0)
    }
    /// `index`
    pub fn index_type(&mut self) -> Type {
        self.ty(TypeKind::Index)
    }
    /// Signless `iN`.
    pub fn int_type(&mut self, width: u32) -> Type {
        self.ty(TypeKind::Integer {
            width,
            signedness: Signedness::Signless,
        })
    }
    /// A float type.
    pub fn float_type(&mut self, kind: FloatKind) -> Type {
        self.ty(TypeKind::Float(kind))
    }
    /// `f32`
    pub fn f32_type(&mut self) -> Type {
        self.float_type(FloatKind::F32)
    }
    /// `none`
    pub fn none_type(&mut self) -> Type {
        self.ty(TypeKind::None)
    }
    /// `(inputs) -> results`
    pub fn function_type(&mut self, inputs: Vec<Type>, results: Vec<Type>) -> Type {
        self.ty(TypeKind::Function { inputs, results })
    }
    /// A ranked memref type.
    pub fn memref_type(
        &mut self,
        shape: Vec<i64>,
        elem: Type,
        layout: Option<Attr>,
        memory_space: Option<Attr>,
    ) -> Type {
        self.ty(TypeKind::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        })
    }
    /// A vector type with no scalable dims.
    pub fn vector_type(&mut self, shape: Vec<i64>, elem: Type) -> Type {
        let scalable = vec![false; shape.len()];
        self.ty(TypeKind::Vector {
            shape,
            scalable,
            elem,
        })
    }

    // ----- identifiers and attributes --------------------------------------------------

    /// Interns an identifier.
    pub fn ident(&mut self, s: &str) -> Ident {
        if let Some(i) = self.idents.lookup_borrowed(s) {
            return Ident(i);
        }
        Ident(self.idents.intern(s.to_string()))
    }
    /// Finds an identifier without interning it.
    pub fn lookup_ident(&self, s: &str) -> Option<Ident> {
        self.idents.lookup_borrowed(s).map(Ident)
    }
    /// The text of an identifier.
    #[inline]
    pub fn ident_str(&self, i: Ident) -> &str {
        self.idents.get(i.0)
    }
    /// Reserves room for `additional` more attributes, e.g. before parsing a large file
    /// whose ops each get a location attribute.
    pub fn reserve_attrs(&mut self, additional: usize) {
        self.attrs.reserve(additional);
    }
    /// Interns an attribute.
    pub fn attr(&mut self, mut kind: AttrKind) -> Attr {
        if let AttrKind::DenseElements { data, .. } = &mut kind {
            splat_if_uniform(data);
        }
        Attr(self.attrs.intern(kind))
    }
    /// The structure of an attribute.
    #[inline]
    pub fn attr_kind(&self, a: Attr) -> &AttrKind {
        self.attrs.get(a.0)
    }
    /// `unit`
    pub fn unit_attr(&mut self) -> Attr {
        self.attr(AttrKind::Unit)
    }
    /// An integer attribute of type `ty`.
    pub fn int_attr(&mut self, value: i128, ty: Type) -> Attr {
        self.attr(AttrKind::Integer { value, ty })
    }
    /// An `index`-typed integer attribute.
    pub fn index_attr(&mut self, value: i64) -> Attr {
        let ty = self.index_type();
        self.int_attr(value as i128, ty)
    }
    /// A string attribute.
    pub fn str_attr(&mut self, s: &str) -> Attr {
        self.attr(AttrKind::String {
            value: s.as_bytes().to_vec(),
            ty: None,
        })
    }
    /// A type attribute.
    pub fn type_attr(&mut self, t: Type) -> Attr {
        self.attr(AttrKind::Type(t))
    }
    /// A flat symbol reference `@name`.
    pub fn symbol_ref(&mut self, name: &str) -> Attr {
        let root = self.ident(name);
        self.attr(AttrKind::SymbolRef {
            root,
            nested: Vec::new(),
        })
    }
    /// An affine map attribute.
    pub fn map_attr(&mut self, m: AffineMap) -> Attr {
        self.attr(AttrKind::AffineMap(m))
    }
    /// `loc(unknown)`
    pub fn unknown_loc(&mut self) -> Attr {
        self.attr(AttrKind::Location(LocKind::Unknown))
    }
    /// `loc("file":line:col)`
    pub fn file_loc(&mut self, file: &str, line: u32, col: u32) -> Attr {
        self.attr(AttrKind::Location(LocKind::FileLineCol {
            file: file.to_string(),
            line,
            col,
        }))
    }
    /// The first file:line:col found in a location (through names, call sites and fusions).
    pub fn loc_file_line_col(&self, loc: Attr) -> Option<(&str, u32, u32)> {
        match self.attr_kind(loc) {
            AttrKind::Location(LocKind::FileLineCol { file, line, col }) => {
                Some((file.as_str(), *line, *col))
            }
            AttrKind::Location(LocKind::Name { child: Some(c), .. }) => self.loc_file_line_col(*c),
            AttrKind::Location(LocKind::CallSite { callee, .. }) => self.loc_file_line_col(*callee),
            AttrKind::Location(LocKind::Fused { locs, .. }) => {
                locs.iter().find_map(|l| self.loc_file_line_col(*l))
            }
            _ => None,
        }
    }

    // ----- affine ----------------------------------------------------------------------

    /// The structure of an affine expression.
    #[inline]
    pub fn expr(&self, e: AffineExpr) -> AffineExprKind {
        *self.exprs.get(e.0)
    }
    /// The memoized simplification of `e` over `num_dims` dims and `num_symbols` symbols,
    /// if [`Context::record_simplified`] stored one.
    #[inline]
    pub fn simplified(&self, e: AffineExpr, num_dims: u32, num_symbols: u32) -> Option<AffineExpr> {
        self.simplified.get(&(e, num_dims, num_symbols)).copied()
    }
    /// Stores the simplification of `e` (see [`Context::simplified`]).
    pub fn record_simplified(
        &mut self,
        e: AffineExpr,
        num_dims: u32,
        num_symbols: u32,
        simplified: AffineExpr,
    ) {
        self.simplified
            .insert((e, num_dims, num_symbols), simplified);
    }
    /// Interns an expression as given, without folding.
    pub fn expr_raw(&mut self, k: AffineExprKind) -> AffineExpr {
        AffineExpr(self.exprs.intern(k))
    }
    /// `d<i>`
    pub fn dim(&mut self, i: u32) -> AffineExpr {
        self.expr_raw(AffineExprKind::Dim(i))
    }
    /// `s<i>`
    pub fn sym(&mut self, i: u32) -> AffineExpr {
        self.expr_raw(AffineExprKind::Symbol(i))
    }
    /// A constant.
    pub fn cst(&mut self, c: i64) -> AffineExpr {
        self.expr_raw(AffineExprKind::Const(c))
    }
    /// The constant value of `e`, if it is a constant.
    pub fn as_const(&self, e: AffineExpr) -> Option<i64> {
        match self.expr(e) {
            AffineExprKind::Const(c) => Some(c),
            _ => None,
        }
    }
    /// Builds a binary expression, folding constants and trivial identities the way
    /// upstream's `AffineExpr` operators do (constants go to the right-hand side).
    pub fn bin(&mut self, op: AffineBinOp, a: AffineExpr, b: AffineExpr) -> AffineExpr {
        let (ca, cb) = (self.as_const(a), self.as_const(b));
        if let (Some(x), Some(y)) = (ca, cb) {
            let folded = match op {
                AffineBinOp::Add => x.checked_add(y),
                AffineBinOp::Mul => x.checked_mul(y),
                AffineBinOp::Mod => modulo(x, y),
                AffineBinOp::FloorDiv => floor_div(x, y),
                AffineBinOp::CeilDiv => ceil_div(x, y),
            };
            if let Some(v) = folded {
                return self.cst(v);
            }
        }
        match op {
            AffineBinOp::Add | AffineBinOp::Mul if ca.is_some() && cb.is_none() => {
                return self.bin(op, b, a);
            }
            AffineBinOp::Add if cb == Some(0) => return a,
            AffineBinOp::Mul if cb == Some(1) => return a,
            AffineBinOp::Mul if cb == Some(0) => return b,
            AffineBinOp::FloorDiv | AffineBinOp::CeilDiv if cb == Some(1) => return a,
            AffineBinOp::Mod if cb == Some(1) => return self.cst(0),
            _ => {}
        }
        // Fold `(x + c1) + c2` and `(x * c1) * c2`.
        if let (AffineBinOp::Add | AffineBinOp::Mul, Some(c2)) = (op, cb) {
            if let AffineExprKind::Bin(inner, x, y) = self.expr(a) {
                if inner == op {
                    if let Some(c1) = self.as_const(y) {
                        let c = if op == AffineBinOp::Add {
                            c1.checked_add(c2)
                        } else {
                            c1.checked_mul(c2)
                        };
                        if let Some(c) = c {
                            let cc = self.cst(c);
                            return self.bin(op, x, cc);
                        }
                    }
                }
            }
        }
        self.expr_raw(AffineExprKind::Bin(op, a, b))
    }
    /// `a + b`
    pub fn add(&mut self, a: AffineExpr, b: AffineExpr) -> AffineExpr {
        self.bin(AffineBinOp::Add, a, b)
    }
    /// `a * b`
    pub fn mul(&mut self, a: AffineExpr, b: AffineExpr) -> AffineExpr {
        self.bin(AffineBinOp::Mul, a, b)
    }
    /// `a - b`, built as `a + b * -1`.
    pub fn sub(&mut self, a: AffineExpr, b: AffineExpr) -> AffineExpr {
        let m1 = self.cst(-1);
        let nb = self.mul(b, m1);
        self.add(a, nb)
    }
    /// `-a`, built as `a * -1`.
    pub fn neg(&mut self, a: AffineExpr) -> AffineExpr {
        let m1 = self.cst(-1);
        self.mul(a, m1)
    }
    /// Interns an affine map.
    pub fn map(&mut self, num_dims: u32, num_symbols: u32, results: Vec<AffineExpr>) -> AffineMap {
        AffineMap(self.maps.intern(AffineMapData {
            num_dims,
            num_symbols,
            results,
        }))
    }
    /// The structure of an affine map.
    #[inline]
    pub fn map_data(&self, m: AffineMap) -> &AffineMapData {
        self.maps.get(m.0)
    }
    /// The identity map of rank `n`.
    pub fn identity_map(&mut self, n: u32) -> AffineMap {
        let results = (0..n).map(|i| self.dim(i)).collect();
        self.map(n, 0, results)
    }
    /// The map `() -> (c)`.
    pub fn constant_map(&mut self, c: i64) -> AffineMap {
        let e = self.cst(c);
        self.map(0, 0, vec![e])
    }
    /// Interns an integer set.
    pub fn integer_set(
        &mut self,
        num_dims: u32,
        num_symbols: u32,
        constraints: Vec<AffineExpr>,
        eq_flags: Vec<bool>,
    ) -> IntegerSet {
        IntegerSet(self.sets.intern(IntegerSetData {
            num_dims,
            num_symbols,
            constraints,
            eq_flags,
        }))
    }
    /// The structure of an integer set.
    #[inline]
    pub fn set_data(&self, s: IntegerSet) -> &IntegerSetData {
        self.sets.get(s.0)
    }
}

/// Elements that are all equal (bit for bit) become one element, a splat: upstream's
/// `DenseElementsAttr::get` detects splats, so `dense<[2, 2]>` is the same attribute as
/// `dense<2>` and prints as it. The raw hex form is left as written.
fn splat_if_uniform(data: &mut crate::ir::attrs::DenseData) {
    use crate::ir::attrs::DenseData;
    fn uniform<T: PartialEq>(v: &mut Vec<T>) {
        if v.len() > 1 && v.iter().all(|x| *x == v[0]) {
            v.truncate(1);
        }
    }
    match data {
        DenseData::Ints(v) => uniform(v),
        DenseData::Floats(v) => uniform(v),
        DenseData::Complex(v) => uniform(v),
        DenseData::Strings(v) => uniform(v),
        DenseData::Hex(_) => {}
    }
}
