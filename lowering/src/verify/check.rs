//! [`OpCheck`]: the view of one op that per-op rules are written against.
//!
//! A rule is a function `fn(&OpCheck) -> Check`; it returns the first violation it finds as a
//! [`Diagnostic`], as upstream's `verify()` methods return the first failure. Errors made with
//! [`OpCheck::err`] start with `'<opname>' op ` and point at the op, exactly as upstream's
//! `emitOpError`. All accessors are total: a missing operand, result, attribute or region is
//! `None`, never a panic, since generic-form input can give an op any shape.

use super::fmt;
use crate::diag::{source_loc, Diagnostic};
use crate::dialect::OpKind;
use crate::ir::{
    AffineMap, Attr, AttrKind, Block, Context, DenseArrayData, DenseData, IntegerSet, Module, Op,
    OpData, Region, Type, TypeKind, Value, ValueDef,
};

/// The result of a rule: `Err` carries the first violation found.
pub type Check = Result<(), Diagnostic>;

/// One op under verification, with total accessors.
pub struct OpCheck<'a> {
    /// Interned data.
    pub ctx: &'a Context,
    /// The op graph.
    pub m: &'a Module,
    /// The op.
    pub op: Op,
    /// Its data.
    pub data: &'a OpData,
    /// Its registered kind, if any.
    pub kind: Option<OpKind>,
    /// Its full name.
    pub name: &'a str,
    /// `operandSegmentSizes`, read once (ops with segments ask for them many times).
    sizes: std::cell::OnceCell<Option<Vec<i64>>>,
}

impl<'a> OpCheck<'a> {
    /// A view of `op`.
    pub fn new(ctx: &'a Context, m: &'a Module, op: Op) -> Self {
        let data = m.op(op);
        OpCheck {
            ctx,
            m,
            op,
            data,
            kind: data.kind,
            name: ctx.ident_str(data.name),
            sizes: std::cell::OnceCell::new(),
        }
    }

    /// A view of another op (for rules that look at parents, callees, terminators).
    pub fn other(&self, op: Op) -> OpCheck<'a> {
        OpCheck::new(self.ctx, self.m, op)
    }

    // ----- diagnostics -----------------------------------------------------------------

    /// `'<name>' op <msg>` at the op, as upstream's `emitOpError`.
    pub fn err(&self, msg: impl AsRef<str>) -> Diagnostic {
        Diagnostic::error_at(
            self.ctx,
            self.data.loc,
            format!("'{}' op {}", self.name, msg.as_ref()),
        )
    }
    /// `<msg>` at the op without the op prefix, as upstream's `emitError`.
    pub fn plain_err(&self, msg: impl AsRef<str>) -> Diagnostic {
        Diagnostic::error_at(self.ctx, self.data.loc, msg.as_ref())
    }
    /// Adds a note at the location of `op` to `d`.
    pub fn note_at(&self, d: Diagnostic, op: Op, msg: impl AsRef<str>) -> Diagnostic {
        let loc = source_loc(self.ctx, self.m.op(op).loc);
        d.with_note(loc, msg.as_ref())
    }
    /// Adds a note at this op's location to `d` (upstream's `attachNote()` without a
    /// location).
    pub fn note_here(&self, d: Diagnostic, msg: impl AsRef<str>) -> Diagnostic {
        self.note_at(d, self.op, msg)
    }

    // ----- types -----------------------------------------------------------------------

    /// The structure of a type.
    pub fn tk(&self, t: Type) -> &'a TypeKind {
        self.ctx.type_kind(t)
    }
    /// A type quoted for a message: `'f32'`.
    pub fn q(&self, t: Type) -> String {
        fmt::quoted(self.ctx, t)
    }
    /// A type list quoted for a message: `'f32', 'i32'`.
    pub fn ql(&self, ts: &[Type]) -> String {
        fmt::quoted_list(self.ctx, ts)
    }
    /// The type of a value.
    pub fn vty(&self, v: Value) -> Type {
        self.m.value_type(v)
    }

    // ----- operands, results, regions --------------------------------------------------

    /// The operands.
    pub fn operands(&self) -> &'a [Value] {
        self.data.operands()
    }
    /// Operand `i`.
    pub fn operand(&self, i: usize) -> Option<Value> {
        self.data.operands().get(i).copied()
    }
    /// The type of operand `i`.
    pub fn operand_ty(&self, i: usize) -> Option<Type> {
        self.operand(i).map(|v| self.vty(v))
    }
    /// The types of all operands.
    pub fn operand_types(&self) -> Vec<Type> {
        self.operands().iter().map(|v| self.vty(*v)).collect()
    }
    /// The results.
    pub fn results(&self) -> &'a [Value] {
        self.data.results()
    }
    /// The type of result `i`.
    pub fn result_ty(&self, i: usize) -> Option<Type> {
        self.data.results().get(i).map(|v| self.vty(*v))
    }
    /// The types of all results.
    pub fn result_types(&self) -> Vec<Type> {
        self.results().iter().map(|v| self.vty(*v)).collect()
    }
    /// The regions.
    pub fn regions(&self) -> &'a [Region] {
        self.data.regions()
    }
    /// The blocks of region `i` (empty when the region is missing).
    pub fn region_blocks(&self, i: usize) -> &'a [Block] {
        match self.regions().get(i) {
            Some(r) => self.m.region(*r).blocks(),
            None => &[],
        }
    }
    /// The entry block of region `i`.
    pub fn entry(&self, i: usize) -> Option<Block> {
        self.region_blocks(i).first().copied()
    }
    /// The arguments of the entry block of region `i` (empty when there is none).
    pub fn entry_args(&self, i: usize) -> &'a [Value] {
        match self.entry(i) {
            Some(b) => self.m.block(b).args(),
            None => &[],
        }
    }
    /// The last op of the entry block of region `i`.
    pub fn entry_terminator(&self, i: usize) -> Option<Op> {
        self.entry(i).and_then(|b| self.m.last_op(b))
    }
    /// The op enclosing this one.
    pub fn parent_op(&self) -> Option<Op> {
        self.m.parent_op(self.op)
    }
    /// The registered kind of an op.
    pub fn kind_of(&self, op: Op) -> Option<OpKind> {
        self.m.op(op).kind
    }
    /// The name of an op.
    pub fn name_of(&self, op: Op) -> &'a str {
        self.ctx.ident_str(self.m.op(op).name)
    }
    /// The nearest enclosing op of kind `k`.
    pub fn ancestor_of_kind(&self, k: OpKind) -> Option<Op> {
        let mut cur = self.parent_op();
        while let Some(p) = cur {
            if self.kind_of(p) == Some(k) {
                return Some(p);
            }
            cur = self.m.parent_op(p);
        }
        None
    }
    /// The op that defines `v`, if it is an op result.
    pub fn def_op(&self, v: Value) -> Option<Op> {
        self.m.defining_op(v)
    }
    /// The op whose region holds block argument `v`, if it is one.
    pub fn arg_owner_op(&self, v: Value) -> Option<Op> {
        match self.m.value(v).def {
            ValueDef::BlockArg { block, .. } => self.m.block_parent_op(block),
            ValueDef::OpResult { .. } => None,
        }
    }

    // ----- attributes ------------------------------------------------------------------

    /// Looks an attribute up by name (inherent first, then discardable).
    pub fn attr(&self, name: &str) -> Option<Attr> {
        self.data.get_attr_named(self.ctx, name)
    }
    /// The structure of an attribute looked up by name.
    pub fn attr_kind(&self, name: &str) -> Option<&'a AttrKind> {
        self.attr(name).map(|a| self.ctx.attr_kind(a))
    }
    /// Whether attribute `name` is present.
    pub fn has_attr(&self, name: &str) -> bool {
        self.attr(name).is_some()
    }
    /// Attribute `name` as an affine map.
    pub fn map_attr(&self, name: &str) -> Option<AffineMap> {
        match self.attr_kind(name)? {
            AttrKind::AffineMap(m) => Some(*m),
            _ => None,
        }
    }
    /// Attribute `name` as an integer set.
    pub fn set_attr(&self, name: &str) -> Option<IntegerSet> {
        match self.attr_kind(name)? {
            AttrKind::IntegerSet(s) => Some(*s),
            _ => None,
        }
    }
    /// Attribute `name` as an integer.
    pub fn int_attr(&self, name: &str) -> Option<i128> {
        match self.attr_kind(name)? {
            AttrKind::Integer { value, .. } => Some(*value),
            _ => None,
        }
    }
    /// Attribute `name` as a string.
    pub fn str_attr(&self, name: &str) -> Option<std::borrow::Cow<'a, str>> {
        match self.attr_kind(name)? {
            AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value)),
            _ => None,
        }
    }
    /// Attribute `name` as a type attribute.
    pub fn type_attr(&self, name: &str) -> Option<Type> {
        match self.attr_kind(name)? {
            AttrKind::Type(t) => Some(*t),
            _ => None,
        }
    }
    /// Attribute `name` as a list of integers: accepts `array<i32: ...>`, `dense<...>` integer
    /// elements and `[1, 2]` arrays of integers, the spellings upstream used over time.
    pub fn int_list_attr(&self, name: &str) -> Option<Vec<i64>> {
        int_list(self.ctx, self.attr(name)?)
    }
    /// Fails with upstream's `requires attribute '<name>'` when `name` is absent.
    pub fn require(&self, name: &str) -> Result<Attr, crate::diag::Diagnostic> {
        self.attr(name)
            .ok_or_else(|| self.err(format!("requires attribute '{name}'")))
    }

    // ----- operand segments ------------------------------------------------------------

    /// The `operandSegmentSizes` attribute, if present.
    pub fn segment_sizes(&self) -> Option<Vec<i64>> {
        self.sizes().map(<[i64]>::to_vec)
    }
    /// `operandSegmentSizes`, borrowed from the cache.
    fn sizes(&self) -> Option<&[i64]> {
        self.sizes
            .get_or_init(|| self.int_list_attr("operandSegmentSizes"))
            .as_deref()
    }
    /// Operand segment `i` according to `operandSegmentSizes`, when the attribute is present,
    /// non-negative and adds up to the operand count.
    pub fn segment(&self, i: usize) -> Option<&'a [Value]> {
        let sizes = self.sizes()?;
        let mut start = 0usize;
        for (k, s) in sizes.iter().enumerate() {
            let n = usize::try_from(*s).ok()?;
            if k == i {
                return self.operands().get(start..start.checked_add(n)?);
            }
            start = start.checked_add(n)?;
        }
        None
    }
    /// Checks `operandSegmentSizes` against the operand count, with upstream's messages.
    /// `expected_len` is the number of segments the op declares (`None`: any).
    pub fn check_segments(&self, expected_len: Option<usize>) -> Check {
        let Some(sizes) = self.sizes() else {
            if !self.has_attr("operandSegmentSizes") {
                // Current upstream stores the sizes as a property whose default is all
                // zeros, so a missing attribute reads as segments of no operands.
                let n = self.operands().len();
                if n == 0 {
                    return Ok(());
                }
                return Err(self.err(format!(
                    "operand count ({n}) does not match with the total size (0) specified in \
                     attribute 'operandSegmentSizes'"
                )));
            }
            return Err(self.err(
                "attribute 'operandSegmentSizes' failed to satisfy constraint: i32 dense array attribute",
            ));
        };
        if let Some(n) = expected_len {
            if sizes.len() != n {
                return Err(self.err(format!(
                    "'operandSegmentSizes' attribute for specifying operand segments must have {n} elements, but got {}",
                    sizes.len()
                )));
            }
        }
        if sizes.iter().any(|s| *s < 0) {
            return Err(self.err("'operandSegmentSizes' attribute cannot have negative elements"));
        }
        let total = sizes.iter().fold(0i64, |a, b| a.saturating_add(*b));
        if total != self.operands().len() as i64 {
            return Err(self.err(format!(
                "operand count ({}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'",
                self.operands().len()
            )));
        }
        Ok(())
    }
}

/// An attribute as a list of integers (dense array, dense integer elements or an array of
/// integer attributes).
pub fn int_list(ctx: &Context, a: Attr) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray {
            data: DenseArrayData::Ints(v),
            ..
        } => v.iter().map(|x| i64::try_from(*x).ok()).collect(),
        AttrKind::DenseElements {
            data: DenseData::Ints(v),
            ty,
        } => {
            let n = match ctx.type_kind(*ty).shape() {
                Some(s) => {
                    s.iter().try_fold(
                        1i64,
                        |acc, d| if *d < 0 { None } else { acc.checked_mul(*d) },
                    )?
                }
                None => 1,
            };
            // A single stored element is a splat. Integer-list attributes describe operand
            // groups, steps and the like: a splat bigger than this is not one of them.
            if v.len() == 1 && n != 1 {
                if n > 1 << 16 {
                    return None;
                }
                let x = i64::try_from(v[0]).ok()?;
                return Some(vec![x; usize::try_from(n).ok()?]);
            }
            v.iter().map(|x| i64::try_from(*x).ok()).collect()
        }
        AttrKind::Array(items) => items
            .iter()
            .map(|x| match ctx.attr_kind(*x) {
                AttrKind::Integer { value, .. } => i64::try_from(*value).ok(),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}
