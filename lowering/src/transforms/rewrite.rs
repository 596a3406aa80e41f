//! Rewriting helpers shared by the generic transformation passes (`canonicalize`, `cse`,
//! `lower-affine`, `normalize-memrefs`, the unrolling passes).
//!
//! - [`OpBuilder`]: an insertion point plus a location; it creates ops in upstream's generic
//!   storage (inherent attributes in `props`, the `#arith.fastmath<none>` /
//!   `#arith.overflow<none>` defaults that the parser also gives arith ops) and inserts them.
//! - Region surgery: [`inline_block_before`] (splice a single-block region into its parent,
//!   the core of loop promotion and `if` folding), [`replace_op`], [`terminator`].
//! - Scopes: [`func_entry_block`] (where upstream's loop utilities put new constants),
//!   [`isolated_entry_block`] (where the folder materialises constants), [`functions`] (the
//!   function-like ops a function pass visits).
//! - [`op_error`]: a located error diagnostic for an op.

use crate::diag::{source_loc, Diagnostic, Diagnostics};
use crate::dialect::OpKind;
use crate::ir::{
    AffineMap, Attr, AttrKind, Block, Context, FloatBits, Module, NamedAttr, Op, OpSpec, Type,
    TypeKind, Value,
};

/// Where new ops go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InsertPoint {
    /// Just before an op.
    Before(Op),
    /// At the end of a block.
    End(Block),
    /// At the start of a block (each new op becomes the first one).
    Start(Block),
}

/// An insertion point and the location given to the ops it creates.
#[derive(Debug, Clone, Copy)]
pub struct OpBuilder {
    /// Where ops go.
    pub ip: InsertPoint,
    /// Their location.
    pub loc: Attr,
}

/// `arith.cmpi` predicates, by upstream enum value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(i64)]
pub enum CmpIPredicate {
    /// `eq`
    Eq = 0,
    /// `ne`
    Ne = 1,
    /// `slt`
    Slt = 2,
    /// `sle`
    Sle = 3,
    /// `sgt`
    Sgt = 4,
    /// `sge`
    Sge = 5,
    /// `ult`
    Ult = 6,
    /// `ule`
    Ule = 7,
    /// `ugt`
    Ugt = 8,
    /// `uge`
    Uge = 9,
}

impl CmpIPredicate {
    /// The predicate with enum value `v`.
    pub fn from_i64(v: i64) -> Option<Self> {
        use CmpIPredicate::*;
        Some(match v {
            0 => Eq,
            1 => Ne,
            2 => Slt,
            3 => Sle,
            4 => Sgt,
            5 => Sge,
            6 => Ult,
            7 => Ule,
            8 => Ugt,
            9 => Uge,
            _ => return None,
        })
    }
}

/// The default inherent attributes the parser gives an op of `kind` when its custom form
/// leaves them out (`fastmath`, `overflowFlags` set to `none`, `nontemporal` to `false`):
/// [`OpKind::default_props`], one table for the parser, the builders and the verifier.
pub fn default_props(ctx: &mut Context, kind: OpKind) -> Vec<NamedAttr> {
    kind.default_props()
        .map(|(name, def)| NamedAttr {
            name: ctx.ident(name),
            value: def.build(ctx),
        })
        .collect()
}

/// Whether `a` is the default value of a flag property (`#arith.fastmath<none>`,
/// `#arith.overflow<none>`), which upstream treats like an absent property.
pub fn is_default_flag(ctx: &Context, a: Attr) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Opaque { dialect, body, ty: None }
        if dialect == "arith" && (body == ".fastmath<none>" || body == ".overflow<none>"))
}

impl OpBuilder {
    /// Inserts before `op`, with `op`'s location.
    pub fn before(m: &Module, op: Op) -> Self {
        OpBuilder {
            ip: InsertPoint::Before(op),
            loc: m.op(op).loc,
        }
    }

    /// Inserts at `ip` with location `loc`.
    pub fn at(ip: InsertPoint, loc: Attr) -> Self {
        OpBuilder { ip, loc }
    }

    /// Inserts a detached op at the insertion point.
    pub fn insert(&self, m: &mut Module, op: Op) {
        match self.ip {
            InsertPoint::Before(a) => m.insert_before(a, op),
            InsertPoint::End(b) => m.append_op(b, op),
            InsertPoint::Start(b) => m.prepend_op(b, op),
        }
    }

    /// Creates a registered op with the given inherent attributes (plus the flag defaults)
    /// and empty regions, and inserts it.
    #[allow(clippy::too_many_arguments)]
    pub fn create(
        &self,
        ctx: &mut Context,
        m: &mut Module,
        kind: OpKind,
        operands: Vec<Value>,
        result_types: Vec<Type>,
        props: Vec<NamedAttr>,
        num_regions: usize,
    ) -> Op {
        let mut all = default_props(ctx, kind);
        for p in props {
            match all.iter_mut().find(|q| q.name == p.name) {
                Some(q) => q.value = p.value,
                None => all.push(p),
            }
        }
        all.sort_by(|a, b| ctx.ident_str(a.name).cmp(ctx.ident_str(b.name)));
        let spec = OpSpec {
            name: ctx.ident(kind.name()),
            kind: Some(kind),
            operands,
            result_types,
            props: all,
            attrs: Vec::new(),
            successors: Vec::new(),
            num_regions,
            loc: self.loc,
        };
        let op = m.create_op(spec);
        self.insert(m, op);
        op
    }

    /// Like [`OpBuilder::create`] for a one-result op; returns the result.
    pub fn create1(
        &self,
        ctx: &mut Context,
        m: &mut Module,
        kind: OpKind,
        operands: Vec<Value>,
        result_type: Type,
        props: Vec<NamedAttr>,
    ) -> Value {
        let op = self.create(ctx, m, kind, operands, vec![result_type], props, 0);
        m.op(op).results()[0]
    }

    /// `arith.constant value : ty`
    pub fn constant(&self, ctx: &mut Context, m: &mut Module, value: Attr, ty: Type) -> Value {
        let name = ctx.ident("value");
        self.create1(
            ctx,
            m,
            OpKind::ArithConstant,
            vec![],
            ty,
            vec![NamedAttr { name, value }],
        )
    }

    /// `arith.constant v : index`
    pub fn const_index(&self, ctx: &mut Context, m: &mut Module, v: i64) -> Value {
        let a = ctx.index_attr(v);
        let t = ctx.index_type();
        self.constant(ctx, m, a, t)
    }

    /// An integer (or `index`, or `i1`) constant; the value is truncated to the width.
    pub fn const_int(&self, ctx: &mut Context, m: &mut Module, v: i128, ty: Type) -> Value {
        let a = int_attr(ctx, v, ty);
        self.constant(ctx, m, a, ty)
    }

    /// A float constant of float type `ty`.
    pub fn const_float(&self, ctx: &mut Context, m: &mut Module, v: f64, ty: Type) -> Value {
        let a = ctx.attr(AttrKind::Float {
            value: FloatBits::new(v),
            ty,
        });
        self.constant(ctx, m, a, ty)
    }

    /// A two-operand op whose result has the type of `a` (`arith.addi`, `arith.maxsi`, …).
    pub fn binary(
        &self,
        ctx: &mut Context,
        m: &mut Module,
        kind: OpKind,
        a: Value,
        b: Value,
    ) -> Value {
        let t = m.value_type(a);
        self.create1(ctx, m, kind, vec![a, b], t, vec![])
    }

    /// `arith.cmpi pred, a, b`
    pub fn cmpi(
        &self,
        ctx: &mut Context,
        m: &mut Module,
        pred: CmpIPredicate,
        a: Value,
        b: Value,
    ) -> Value {
        let i64t = ctx.int_type(64);
        let p = ctx.int_attr(pred as i64 as i128, i64t);
        let name = ctx.ident("predicate");
        let i1 = ctx.int_type(1);
        self.create1(
            ctx,
            m,
            OpKind::ArithCmpI,
            vec![a, b],
            i1,
            vec![NamedAttr { name, value: p }],
        )
    }

    /// `arith.select c, a, b`
    pub fn select(&self, ctx: &mut Context, m: &mut Module, c: Value, a: Value, b: Value) -> Value {
        let t = m.value_type(a);
        self.create1(ctx, m, OpKind::ArithSelect, vec![c, a, b], t, vec![])
    }

    /// `affine.apply map(operands)`
    pub fn affine_apply(
        &self,
        ctx: &mut Context,
        m: &mut Module,
        map: AffineMap,
        operands: Vec<Value>,
    ) -> Value {
        let a = ctx.map_attr(map);
        let name = ctx.ident("map");
        let t = ctx.index_type();
        self.create1(
            ctx,
            m,
            OpKind::AffineApply,
            operands,
            t,
            vec![NamedAttr { name, value: a }],
        )
    }
}

/// An integer attribute of type `ty` holding `v` truncated and sign-extended to the type's
/// width (`i1` values become `true`/`false`, as the parser stores them).
pub fn int_attr(ctx: &mut Context, v: i128, ty: Type) -> Attr {
    let w = int_width(ctx, ty).unwrap_or(64);
    if w == 1 {
        return ctx.attr(AttrKind::Bool(v & 1 != 0));
    }
    ctx.int_attr(sext(v, w), ty)
}

/// The bit width of an integer type (64 for `index`).
pub fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

/// Sign-extends the low `w` bits of `v` (`w` in 1..=128).
pub fn sext(v: i128, w: u32) -> i128 {
    if w == 0 || w >= 128 {
        return v;
    }
    let sh = 128 - w;
    (v << sh) >> sh
}

/// Zero-extends the low `w` bits of `v`.
pub fn zext(v: i128, w: u32) -> u128 {
    if w == 0 || w >= 128 {
        return v as u128;
    }
    (v as u128) & ((1u128 << w) - 1)
}

/// The terminator of a block (its last op when registered as a terminator).
pub fn terminator(m: &Module, b: Block) -> Option<Op> {
    let last = m.last_op(b)?;
    m.op(last)
        .kind
        .is_some_and(|k| k.is_terminator())
        .then_some(last)
}

/// Replaces every use of the results of `op` by `values` (one per result) and erases `op`.
pub fn replace_op(m: &mut Module, op: Op, values: &[Value]) {
    let results = m.op(op).results().to_vec();
    for (r, v) in results.into_iter().zip(values) {
        m.replace_all_uses(r, *v);
    }
    m.erase_op(op);
}

/// Moves the ops of `block` (without its terminator) before `anchor`, replacing the block
/// arguments by `args`; returns the terminator's operands and erases it. The block is left
/// empty (its arguments stay, unused). `None` when the block has no terminator.
pub fn inline_block_before(
    m: &mut Module,
    block: Block,
    anchor: Op,
    args: &[Value],
) -> Option<Vec<Value>> {
    let term = terminator(m, block)?;
    let bargs = m.block(block).args().to_vec();
    for (a, v) in bargs.into_iter().zip(args) {
        m.replace_all_uses(a, *v);
    }
    let yielded = m.op(term).operands().to_vec();
    m.erase_op(term);
    for op in m.block_ops_vec(block) {
        m.move_before(op, anchor);
    }
    Some(yielded)
}

/// The nearest enclosing `func.func` or `gpu.func` of `op` (not `op` itself).
pub fn enclosing_func(m: &Module, op: Op) -> Option<Op> {
    let mut cur = m.parent_op(op);
    while let Some(p) = cur {
        if matches!(m.op(p).kind, Some(OpKind::FuncFunc | OpKind::GpuFunc)) {
            return Some(p);
        }
        cur = m.parent_op(p);
    }
    None
}

/// The entry block of the function enclosing `op` (where upstream's loop utilities put the
/// constants they create).
pub fn func_entry_block(m: &Module, op: Op) -> Option<Block> {
    enclosing_func(m, op).and_then(|f| m.entry_block(f, 0))
}

/// The entry block of the region, among those enclosing `op`, that belongs to the nearest
/// op isolated from above (where the folder materialises and uniques constants).
pub fn isolated_entry_block(m: &Module, op: Op) -> Option<Block> {
    let mut block = m.op(op).parent()?;
    loop {
        let region = m.block(block).parent()?;
        let owner = m.region(region).parent()?;
        if m.op(owner).kind.is_some_and(|k| k.is_isolated_from_above()) {
            return m.region(region).blocks().first().copied();
        }
        block = m.op(owner).parent()?;
    }
}

/// The function-like ops (`func.func`, `gpu.func`) at or under `anchor`, in program order,
/// with a body.
pub fn functions(m: &Module, anchor: Op) -> Vec<Op> {
    let mut out = Vec::new();
    m.walk_pre(anchor, &mut |op| {
        if matches!(m.op(op).kind, Some(OpKind::FuncFunc | OpKind::GpuFunc))
            && m.entry_block(op, 0).is_some()
        {
            out.push(op);
        }
    });
    out
}

/// Whether `v` is defined outside of `op` (not by an op nested in it, not a block argument
/// of one of its regions).
pub fn defined_outside(m: &Module, v: Value, op: Op) -> bool {
    match m.value_block(v).and_then(|b| m.block_parent_op(b)) {
        Some(owner) => !m.is_ancestor(op, owner),
        None => true,
    }
}

/// An error located at `op`.
pub fn op_error(ctx: &Context, m: &Module, op: Op, msg: impl Into<String>) -> Diagnostics {
    Diagnostics::from(Diagnostic::error(source_loc(ctx, m.op(op).loc), msg))
}

/// The value of an integer-like property or attribute of `op`.
pub fn int_prop(ctx: &Context, m: &Module, op: Op, name: &str) -> Option<i64> {
    crate::affine::ops::int_of(ctx, crate::affine::ops::attr(ctx, m, op, name)?)
}

/// Sets (or adds) the inherent attribute `name` of `op`.
pub fn set_prop(ctx: &mut Context, m: &mut Module, op: Op, name: &str, value: Attr) {
    let id = ctx.ident(name);
    let props = &mut m.op_mut(op).props;
    match props.iter_mut().find(|p| p.name == id) {
        Some(p) => p.value = value,
        None => {
            props.push(NamedAttr { name: id, value });
            props.sort_by(|a, b| ctx.ident_str(a.name).cmp(ctx.ident_str(b.name)));
        }
    }
}

/// `array<i32: ...>`, the storage of `operandSegmentSizes`.
pub fn segment_attr(ctx: &mut Context, sizes: &[usize]) -> Attr {
    let elem = ctx.int_type(32);
    ctx.attr(AttrKind::DenseArray {
        elem,
        data: crate::ir::DenseArrayData::Ints(sizes.iter().map(|&s| s as i128).collect()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extension() {
        assert_eq!(sext(255, 8), -1);
        assert_eq!(sext(127, 8), 127);
        assert_eq!(zext(-1, 8), 255);
        assert_eq!(sext(1, 1), -1);
        assert_eq!(CmpIPredicate::from_i64(9), Some(CmpIPredicate::Uge));
        assert_eq!(CmpIPredicate::from_i64(10), None);
    }
}
