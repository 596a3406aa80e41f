//! The operation graph: operations, blocks, regions and values in typed arenas.
//!
//! A [`Module`] owns the arenas; the interned data they refer to lives in a
//! [`Context`](super::Context). The nesting is MLIR's: an operation holds regions, a region
//! holds an ordered list of blocks, a block holds a doubly linked list of operations and its
//! arguments. Every value is an op result or a block argument and keeps a use-list, so
//! [`Module::replace_all_uses`] costs O(uses).
//!
//! Nothing is deleted in place: an erased op is unlinked and marked dead; ids are never reused.

use super::attrs::{Attr, Ident, NamedAttr};
use super::entity::entity_id;
use super::fxhash::FxHashMap;
use super::types::Type;
use crate::dialect::OpKind;

entity_id!(
    /// An operation.
    Op,
    "op"
);
entity_id!(
    /// A basic block.
    Block,
    "bb"
);
entity_id!(
    /// A region.
    Region,
    "region"
);
entity_id!(
    /// An SSA value.
    Value,
    "v"
);

/// Where a value is defined.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ValueDef {
    /// Result `index` of `op`.
    OpResult { op: Op, index: u32 },
    /// Argument `index` of `block`.
    BlockArg { block: Block, index: u32 },
}

/// One use of a value: operand `operand` of `op`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Use {
    /// The using op.
    pub op: Op,
    /// The operand position.
    pub operand: u32,
}

/// An SSA value.
#[derive(Debug, Clone)]
pub struct ValueData {
    /// Its type.
    pub ty: Type,
    /// Its definition.
    pub def: ValueDef,
    pub(crate) uses: Vec<Use>,
}

/// An operation.
#[derive(Debug, Clone)]
pub struct OpData {
    /// The full name, `dialect.op`.
    pub name: Ident,
    /// The registered op this is, if any.
    pub kind: Option<OpKind>,
    pub(crate) operands: Vec<Value>,
    pub(crate) results: Vec<Value>,
    /// Inherent attributes (printed as properties `<{...}>` in generic form).
    pub props: Vec<NamedAttr>,
    /// Discardable attributes (`{...}` in generic form).
    pub attrs: Vec<NamedAttr>,
    /// Successor blocks; their operands are trailing operands (see `dialect::cf`).
    pub successors: Vec<Block>,
    pub(crate) regions: Vec<Region>,
    /// The location.
    pub loc: Attr,
    pub(crate) parent: Option<Block>,
    pub(crate) prev: Option<Op>,
    pub(crate) next: Option<Op>,
    pub(crate) erased: bool,
}

impl OpData {
    /// The operands.
    pub fn operands(&self) -> &[Value] {
        &self.operands
    }
    /// The results.
    pub fn results(&self) -> &[Value] {
        &self.results
    }
    /// The regions.
    pub fn regions(&self) -> &[Region] {
        &self.regions
    }
    /// The block holding this op.
    pub fn parent(&self) -> Option<Block> {
        self.parent
    }
    /// Looks an attribute up by name, inherent first.
    pub fn get_attr(&self, name: Ident) -> Option<Attr> {
        self.props
            .iter()
            .chain(self.attrs.iter())
            .find(|na| na.name == name)
            .map(|na| na.value)
    }
    /// Looks an attribute up by its text, inherent first. An op holds a handful of
    /// attributes: comparing their names costs less than hashing `name` to find its
    /// identifier (the verifier asks this for most ops, after every pass).
    #[inline]
    pub fn get_attr_named(&self, ctx: &super::Context, name: &str) -> Option<Attr> {
        self.props
            .iter()
            .chain(self.attrs.iter())
            .find(|na| ctx.ident_str(na.name) == name)
            .map(|na| na.value)
    }
}

/// A basic block.
#[derive(Debug, Clone, Default)]
pub struct BlockData {
    pub(crate) args: Vec<Value>,
    pub(crate) first: Option<Op>,
    pub(crate) last: Option<Op>,
    pub(crate) parent: Option<Region>,
}

impl BlockData {
    /// The block arguments.
    pub fn args(&self) -> &[Value] {
        &self.args
    }
    /// The region holding this block.
    pub fn parent(&self) -> Option<Region> {
        self.parent
    }
}

/// A region.
#[derive(Debug, Clone, Default)]
pub struct RegionData {
    pub(crate) blocks: Vec<Block>,
    pub(crate) parent: Option<Op>,
}

impl RegionData {
    /// The blocks, in order.
    pub fn blocks(&self) -> &[Block] {
        &self.blocks
    }
    /// The op holding this region.
    pub fn parent(&self) -> Option<Op> {
        self.parent
    }
}

/// Everything needed to create an op.
#[derive(Debug, Clone)]
pub struct OpSpec {
    /// Op name.
    pub name: Ident,
    /// Registered kind, if any.
    pub kind: Option<OpKind>,
    /// Operands.
    pub operands: Vec<Value>,
    /// Result types.
    pub result_types: Vec<Type>,
    /// Inherent attributes.
    pub props: Vec<NamedAttr>,
    /// Discardable attributes.
    pub attrs: Vec<NamedAttr>,
    /// Successors.
    pub successors: Vec<Block>,
    /// Number of (empty) regions to create.
    pub num_regions: usize,
    /// Location.
    pub loc: Attr,
}

/// Arena storage for an IR graph. The top-level op is usually a `builtin.module`.
#[derive(Debug, Clone, Default)]
pub struct Module {
    ops: Vec<OpData>,
    blocks: Vec<BlockData>,
    regions: Vec<RegionData>,
    values: Vec<ValueData>,
    /// The top-level ops (normally one `builtin.module`).
    pub top: Vec<Op>,
    /// Where the last use removed from a value's use-list was, for a few values (slot
    /// `value index % USE_HINTS`; value index + 1 and position, 0 for none): passes that
    /// rewrite ops in order remove a value's uses at consecutive positions, which the
    /// search then tries first. Only a hint: the position is checked.
    use_hints: [(u32, u32); USE_HINTS],
    /// What changed since [`Module::mark_verified`], for incremental verification.
    changes: Changes,
}

/// The changes made to a [`Module`] since it was last verified: per op, whether the op
/// itself ([`ChangeMark::SELF`]), everything nested in it ([`ChangeMark::DEEP`]) or
/// something below it ([`ChangeMark::SUBTREE`]) needs verifying again. Every mutation of
/// the module goes through a `Module` method, and each method records what it may have
/// invalidated (see [`Module::changed_ops`]): the verifier then checks those ops and
/// their ancestors only.
#[derive(Debug, Clone, Default)]
struct Changes {
    /// Marks per op, for the ops that existed at the last verification (ops created since,
    /// `index >= marks.len()`, are new, and checked in full).
    marks: Vec<u8>,
    /// The ops with a mark, each once (to clear them; the ones marked `SELF` or `DEEP`
    /// are the changed ops).
    marked: Vec<Op>,
    /// The top-level ops at the last verification.
    top: Vec<Op>,
    /// How many live ops check the definitions of their operands, transitively
    /// ([`crate::verify::traits::checks_operand_definitions`]): while there are none, a
    /// change needs no search for such ops downstream of it.
    definition_checkers: usize,
}

/// How an op has changed since the last verification ([`Module::change_mark`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChangeMark(u8);

impl ChangeMark {
    /// Unchanged, and nothing nested in it changed.
    pub const NONE: ChangeMark = ChangeMark(0);
    /// The op itself changed (operands, position, neighbours or users' view of it).
    pub const SELF: ChangeMark = ChangeMark(1);
    /// The op and everything nested in it may have changed (moved, edited through
    /// [`Module::op_mut`], its blocks restructured, or created since).
    pub const DEEP: ChangeMark = ChangeMark(2);
    /// Something nested in the op changed: its own checks that read its regions
    /// (terminators, region rules, symbol tables) must run again.
    pub const SUBTREE: ChangeMark = ChangeMark(4);
    /// What others see of the op may have changed: edited through [`Module::op_mut`]
    /// (attributes, name), inserted or moved, or erased. For a symbol, its users must
    /// check against it again.
    pub const DEFINITION: ChangeMark = ChangeMark(8);
    /// The op was directly in a symbol table when it was redefined (it may have been a
    /// symbol, even if it has lost its name or left the table since).
    pub const IN_SYMBOL_TABLE: ChangeMark = ChangeMark(16);

    /// Whether every bit of `other` is set.
    pub fn contains(self, other: ChangeMark) -> bool {
        self.0 & other.0 == other.0
    }
    /// Whether no bit is set.
    pub fn is_none(self) -> bool {
        self.0 == 0
    }
}

/// Number of slots of [`Module`]'s use-removal hints.
const USE_HINTS: usize = 16;

/// Maps values and blocks of a cloned region to their copies.
#[derive(Debug, Default, Clone)]
pub struct ValueMap {
    /// Value remapping.
    pub values: FxHashMap<Value, Value>,
    /// Block remapping.
    pub blocks: FxHashMap<Block, Block>,
}

impl ValueMap {
    /// The image of `v`, or `v` itself.
    pub fn lookup(&self, v: Value) -> Value {
        self.values.get(&v).copied().unwrap_or(v)
    }
}

impl Module {
    /// An empty module graph.
    pub fn new() -> Self {
        Self::default()
    }

    // ----- access ----------------------------------------------------------------------

    /// An op.
    #[inline]
    pub fn op(&self, op: Op) -> &OpData {
        &self.ops[op.index()]
    }
    /// An op, mutably. Do not edit operands through it; use [`Module::set_operand`].
    /// The op counts as changed in full, for the verifier (anything of it may change,
    /// including what its users and nested ops check against).
    #[inline]
    pub fn op_mut(&mut self, op: Op) -> &mut OpData {
        self.touch_with_users(op, true);
        self.redefine(op);
        if self.ops[op.index()].next.is_none() {
            // Its successors may change.
            self.touch_cfg_of(op);
        }
        &mut self.ops[op.index()]
    }
    /// A block.
    #[inline]
    pub fn block(&self, b: Block) -> &BlockData {
        &self.blocks[b.index()]
    }
    /// A region.
    #[inline]
    pub fn region(&self, r: Region) -> &RegionData {
        &self.regions[r.index()]
    }
    /// A value.
    #[inline]
    pub fn value(&self, v: Value) -> &ValueData {
        &self.values[v.index()]
    }
    /// The type of a value.
    #[inline]
    pub fn value_type(&self, v: Value) -> Type {
        self.values[v.index()].ty
    }
    /// Sets (or replaces) the discardable attribute `name` of `op`. Unlike an edit
    /// through [`Module::op_mut`], the verifier then re-checks the op (and, for a symbol,
    /// its users) but not what is nested in it: no check reads an enclosing op's
    /// discardable attributes.
    pub fn set_discardable_attr(&mut self, op: Op, name: Ident, value: Attr) {
        self.touch(op, false);
        self.redefine(op);
        let attrs = &mut self.ops[op.index()].attrs;
        match attrs.iter_mut().find(|na| na.name == name) {
            Some(na) => na.value = value,
            None => attrs.push(NamedAttr { name, value }),
        }
    }

    /// Removes the discardable attribute `name` of `op`, if present (see
    /// [`Module::set_discardable_attr`]).
    pub fn remove_discardable_attr(&mut self, op: Op, name: Ident) {
        if !self.ops[op.index()].attrs.iter().any(|na| na.name == name) {
            return;
        }
        self.touch(op, false);
        self.redefine(op);
        self.ops[op.index()].attrs.retain(|na| na.name != name);
    }

    /// Changes the type of a value (for passes that retype in place).
    pub fn set_value_type(&mut self, v: Value, ty: Type) {
        self.values[v.index()].ty = ty;
        self.touch_value(v);
    }
    /// The uses of a value.
    pub fn uses(&self, v: Value) -> &[Use] {
        &self.values[v.index()].uses
    }
    /// Whether a value has no uses.
    pub fn use_empty(&self, v: Value) -> bool {
        self.values[v.index()].uses.is_empty()
    }
    /// The op defining `v`, if it is a result.
    pub fn defining_op(&self, v: Value) -> Option<Op> {
        match self.values[v.index()].def {
            ValueDef::OpResult { op, .. } => Some(op),
            ValueDef::BlockArg { .. } => None,
        }
    }
    /// The block owning `v`: its defining op's block, or the block it is an argument of.
    pub fn value_block(&self, v: Value) -> Option<Block> {
        match self.values[v.index()].def {
            ValueDef::OpResult { op, .. } => self.op(op).parent,
            ValueDef::BlockArg { block, .. } => Some(block),
        }
    }
    /// Whether `op` has been erased.
    pub fn is_erased(&self, op: Op) -> bool {
        self.ops[op.index()].erased
    }
    /// The op whose region holds `block`.
    pub fn block_parent_op(&self, b: Block) -> Option<Op> {
        self.block(b).parent.and_then(|r| self.region(r).parent)
    }
    /// The op enclosing `op` (the owner of its block's region).
    pub fn parent_op(&self, op: Op) -> Option<Op> {
        self.op(op).parent.and_then(|b| self.block_parent_op(b))
    }
    /// Whether `ancestor` is `op` or encloses it.
    pub fn is_ancestor(&self, ancestor: Op, mut op: Op) -> bool {
        loop {
            if op == ancestor {
                return true;
            }
            match self.parent_op(op) {
                Some(p) => op = p,
                None => return false,
            }
        }
    }
    /// The ops of a block, in order.
    pub fn block_ops(&self, b: Block) -> BlockOps<'_> {
        BlockOps {
            m: self,
            next: self.block(b).first,
        }
    }
    /// The ops of a block, collected (useful while mutating).
    pub fn block_ops_vec(&self, b: Block) -> Vec<Op> {
        self.block_ops(b).collect()
    }
    /// The first op of a block.
    pub fn first_op(&self, b: Block) -> Option<Op> {
        self.block(b).first
    }
    /// The last op of a block (its terminator, when it has one).
    pub fn last_op(&self, b: Block) -> Option<Op> {
        self.block(b).last
    }
    /// The op following `op` in its block.
    pub fn next_op(&self, op: Op) -> Option<Op> {
        self.op(op).next
    }
    /// The op preceding `op` in its block.
    pub fn prev_op(&self, op: Op) -> Option<Op> {
        self.op(op).prev
    }
    /// The entry block of region `i` of `op`.
    pub fn entry_block(&self, op: Op, i: usize) -> Option<Block> {
        self.op(op)
            .regions
            .get(i)
            .and_then(|r| self.region(*r).blocks.first().copied())
    }
    /// Number of ops ever created (for side tables indexed by op).
    pub fn op_capacity(&self) -> usize {
        self.ops.len()
    }
    /// Number of values ever created (for side tables indexed by value).
    pub fn value_capacity(&self) -> usize {
        self.values.len()
    }
    /// Number of blocks ever created.
    pub fn block_capacity(&self) -> usize {
        self.blocks.len()
    }

    /// Visits `op` and every op nested in it, parents before children.
    ///
    /// Iterative: nesting depth costs heap, not stack. Generic over the callback (as
    /// [`Self::walk_nested`] is), so that it inlines: the passes walk the module many times.
    pub fn walk_pre<F: FnMut(Op) + ?Sized>(&self, op: Op, f: &mut F) {
        self.walk_nested(op, &mut |o, exit| {
            if !exit {
                f(o)
            }
        });
    }
    /// Every op nested in `op` (including it), children before parents. Collected first, so
    /// the callback may mutate the module.
    pub fn collect_post(&self, op: Op) -> Vec<Op> {
        let mut out = Vec::new();
        self.walk_nested(op, &mut |o, exit| {
            if exit {
                out.push(o)
            }
        });
        out
    }

    /// Calls `f(o, false)` when entering `o` and `f(o, true)` when leaving it (after every
    /// op nested in it), for `op` and every op nested in it, in program order. An explicit
    /// stack of block cursors stands in for recursion.
    fn walk_nested<F: FnMut(Op, bool) + ?Sized>(&self, op: Op, f: &mut F) {
        /// Where the walk stands inside one op with regions.
        struct Frame {
            op: Op,
            region: usize,
            block: usize,
            next: Option<Op>,
        }
        // The first block at or after (region, block) of `op`, as a frame.
        let frame = |op: Op, mut region: usize, mut block: usize| -> Option<Frame> {
            let regions = &self.op(op).regions;
            while let Some(&r) = regions.get(region) {
                if let Some(&b) = self.region(r).blocks.get(block) {
                    return Some(Frame {
                        op,
                        region,
                        block,
                        next: self.block(b).first,
                    });
                }
                region += 1;
                block = 0;
            }
            None
        };
        f(op, false);
        let mut stack: Vec<Frame> = Vec::new();
        match frame(op, 0, 0) {
            Some(fr) => stack.push(fr),
            None => {
                f(op, true);
                return;
            }
        }
        while let Some(top) = stack.last_mut() {
            if let Some(o) = top.next {
                let d = self.op(o);
                top.next = d.next;
                f(o, false);
                // Most ops have no region: leave them at once.
                match frame(o, 0, 0) {
                    Some(fr) => stack.push(fr),
                    None => f(o, true),
                }
                continue;
            }
            let (cur, region, block) = (top.op, top.region, top.block);
            match frame(cur, region, block + 1) {
                Some(fr) => *top = fr,
                None => {
                    stack.pop();
                    f(cur, true);
                }
            }
        }
    }

    // ----- change tracking (incremental verification) -----------------------------------

    /// How `op` changed since the last [`Module::mark_verified`]: ops created since are
    /// [`ChangeMark::DEEP`].
    pub fn change_mark(&self, op: Op) -> ChangeMark {
        match self.changes.marks.get(op.index()) {
            Some(&m) => ChangeMark(m),
            None => ChangeMark::DEEP,
        }
    }

    /// Whether anything changed since the last [`Module::mark_verified`] (everything has,
    /// when it was never called).
    pub fn changed_since_verified(&self) -> bool {
        !self.changes.marked.is_empty()
            || self.ops.len() > self.changes.marks.len()
            || self.top != self.changes.top
    }

    /// Whether the top-level ops are those of the last [`Module::mark_verified`].
    pub fn same_top_as_verified(&self) -> bool {
        self.top == self.changes.top
    }

    /// The ops that changed themselves since the last [`Module::mark_verified`] (marked
    /// [`ChangeMark::SELF`], [`ChangeMark::DEEP`] or [`ChangeMark::DEFINITION`], erased
    /// ones included, and the ops created since), each once.
    pub fn changed_ops(&self) -> impl Iterator<Item = Op> + '_ {
        self.marked_with(ChangeMark::SELF.0 | ChangeMark::DEEP.0 | ChangeMark::DEFINITION.0)
    }

    /// The ops whose definition changed since the last [`Module::mark_verified`] (marked
    /// [`ChangeMark::DEFINITION`], erased ones included, and the ops created since), each
    /// once.
    pub fn redefined_ops(&self) -> impl Iterator<Item = Op> + '_ {
        self.marked_with(ChangeMark::DEFINITION.0)
    }

    /// The ops with one of the mark `bits`, and the ops created since the last
    /// verification.
    fn marked_with(&self, bits: u8) -> impl Iterator<Item = Op> + '_ {
        let marks = &self.changes.marks;
        self.changes
            .marked
            .iter()
            .copied()
            .filter(move |o| marks[o.index()] & bits != 0)
            .chain((marks.len()..self.ops.len()).map(Op::from_index))
    }

    /// Records that the module as it is now verified: every op becomes unchanged.
    pub fn mark_verified(&mut self) {
        let c = &mut self.changes;
        for &o in &c.marked {
            c.marks[o.index()] = 0;
        }
        c.marked.clear();
        c.marks.resize(self.ops.len(), 0);
        c.top.clone_from(&self.top);
    }

    /// Marks `op` ([`ChangeMark::DEEP`] when `deep`, else [`ChangeMark::SELF`]) and its
    /// ancestors ([`ChangeMark::SUBTREE`]).
    fn touch(&mut self, op: Op, deep: bool) {
        let bit = if deep {
            ChangeMark::DEEP.0
        } else {
            ChangeMark::SELF.0
        };
        let c = &mut self.changes;
        if let Some(m) = c.marks.get_mut(op.index()) {
            if *m == 0 {
                c.marked.push(op);
            }
            *m |= bit;
        }
        // Up to the first ancestor already marked (its own ancestors are: they were
        // marked with it, or when it was last inserted) or created since the last
        // verification (checked in full; when it is inserted, or was, that marks its
        // ancestors).
        let mut cur = self.parent_op(op);
        while let Some(p) = cur {
            let c = &mut self.changes;
            let Some(m) = c.marks.get_mut(p.index()) else {
                break;
            };
            if *m & ChangeMark::SUBTREE.0 != 0 {
                break;
            }
            if *m == 0 {
                c.marked.push(p);
            }
            *m |= ChangeMark::SUBTREE.0;
            cur = self.parent_op(p);
        }
    }

    /// Marks `op` [`ChangeMark::DEFINITION`] (after a [`Module::touch`]), and
    /// [`ChangeMark::IN_SYMBOL_TABLE`] when it is directly in one.
    fn redefine(&mut self, op: Op) {
        if op.index() >= self.changes.marks.len() {
            // Created since: checked in full, and a symbol by its name.
            return;
        }
        let in_table = self
            .parent_op(op)
            .and_then(|p| self.ops[p.index()].kind)
            .is_some_and(|k| k.is_symbol_table());
        let c = &mut self.changes;
        if let Some(m) = c.marks.get_mut(op.index()) {
            if *m == 0 {
                c.marked.push(op);
            }
            *m |= ChangeMark::DEFINITION.0;
            if in_table {
                *m |= ChangeMark::IN_SYMBOL_TABLE.0;
            }
        }
    }

    /// [`Module::touch`] of `op` and of the users of its results (whose operands it
    /// defines: where it is, and what it is, decide whether they verify).
    fn touch_with_users(&mut self, op: Op, deep: bool) {
        self.touch(op, deep);
        for i in 0..self.ops[op.index()].results.len() {
            let v = self.ops[op.index()].results[i];
            self.touch_users(v);
        }
    }

    fn touch_users(&mut self, v: Value) {
        for i in 0..self.values[v.index()].uses.len() {
            let u = self.values[v.index()].uses[i].op;
            self.touch_operands_of(u);
        }
    }

    /// `op`'s operands changed: an op with regions in full (its nested ops may check
    /// against its operands), else the op itself.
    fn touch_operands_of(&mut self, op: Op) {
        let deep = !self.ops[op.index()].regions.is_empty();
        self.touch(op, deep);
    }

    /// `v`'s type or definition changed: its users, and its definer in full.
    fn touch_value(&mut self, v: Value) {
        self.touch_users(v);
        match self.values[v.index()].def {
            ValueDef::OpResult { op, .. } => self.touch(op, true),
            ValueDef::BlockArg { block, .. } => self.touch_block(block, true),
        }
    }

    /// The owner of `b` (its shape, or with `deep` everything in it, changed).
    fn touch_block(&mut self, b: Block, deep: bool) {
        if let Some(p) = self.block_parent_op(b) {
            self.touch(p, deep);
        }
    }

    /// The blocks of `r` changed: its owner in full (dominance in the region may differ).
    fn touch_region(&mut self, r: Region) {
        if let Some(p) = self.regions[r.index()].parent {
            self.touch(p, true);
        }
    }

    /// `op` is (or was) the last op of its block, which decides the block's successors:
    /// in a region of several blocks, the control flow and so dominance everywhere in the
    /// region may change, so its owner counts as changed in full.
    fn touch_cfg_of(&mut self, op: Op) {
        let Some(b) = self.ops[op.index()].parent else {
            return;
        };
        let Some(r) = self.blocks[b.index()].parent else {
            return;
        };
        if self.regions[r.index()].blocks.len() > 1 {
            self.touch_region(r);
        }
    }

    /// `op` was just inserted: it (in full), the op before it (no longer last in the
    /// block) and its users (whether its results dominate them).
    fn touch_inserted(&mut self, op: Op) {
        self.touch_with_users(op, true);
        self.redefine(op);
        if self.ops[op.index()].next.is_none() {
            self.touch_cfg_of(op);
        }
        if let Some(p) = self.ops[op.index()].prev {
            self.touch(p, false);
        }
    }

    // ----- creation --------------------------------------------------------------------

    fn new_value(&mut self, ty: Type, def: ValueDef) -> Value {
        let v = Value::from_index(self.values.len());
        self.values.push(ValueData {
            ty,
            def,
            uses: Vec::new(),
        });
        v
    }

    /// Creates a detached op with fresh results and empty regions.
    pub fn create_op(&mut self, spec: OpSpec) -> Op {
        let op = Op::from_index(self.ops.len());
        if spec
            .kind
            .is_some_and(crate::verify::traits::checks_operand_definitions)
        {
            self.changes.definition_checkers += 1;
        }
        self.ops.push(OpData {
            name: spec.name,
            kind: spec.kind,
            operands: Vec::new(),
            results: Vec::new(),
            props: spec.props,
            attrs: spec.attrs,
            successors: spec.successors,
            regions: Vec::new(),
            loc: spec.loc,
            parent: None,
            prev: None,
            next: None,
            erased: false,
        });
        let results: Vec<Value> = spec
            .result_types
            .iter()
            .enumerate()
            .map(|(i, &ty)| {
                self.new_value(
                    ty,
                    ValueDef::OpResult {
                        op,
                        index: i as u32,
                    },
                )
            })
            .collect();
        self.ops[op.index()].results = results;
        for (i, &v) in spec.operands.iter().enumerate() {
            self.values[v.index()].uses.push(Use {
                op,
                operand: i as u32,
            });
        }
        self.ops[op.index()].operands = spec.operands;
        for _ in 0..spec.num_regions {
            self.add_region(op);
        }
        op
    }

    /// Appends a fresh empty region to `op`.
    pub fn add_region(&mut self, op: Op) -> Region {
        let r = Region::from_index(self.regions.len());
        self.regions.push(RegionData {
            blocks: Vec::new(),
            parent: Some(op),
        });
        self.ops[op.index()].regions.push(r);
        self.touch(op, true);
        r
    }

    /// Creates a detached region (for parsers that build regions before their op).
    pub fn create_region(&mut self) -> Region {
        let r = Region::from_index(self.regions.len());
        self.regions.push(RegionData {
            blocks: Vec::new(),
            parent: None,
        });
        r
    }

    /// Attaches a detached region as the next region of `op`.
    pub fn attach_region(&mut self, op: Op, r: Region) {
        self.regions[r.index()].parent = Some(op);
        self.ops[op.index()].regions.push(r);
        self.touch(op, true);
    }

    /// Moves the blocks of `src` to the end of `dst`, leaving `src` empty.
    pub fn take_region_blocks(&mut self, src: Region, dst: Region) {
        let blocks = std::mem::take(&mut self.regions[src.index()].blocks);
        for &b in &blocks {
            self.blocks[b.index()].parent = Some(dst);
        }
        self.regions[dst.index()].blocks.extend(blocks);
        self.touch_region(src);
        self.touch_region(dst);
    }

    /// Creates a block at the end of `region`.
    pub fn add_block(&mut self, region: Region) -> Block {
        let b = self.create_block();
        self.blocks[b.index()].parent = Some(region);
        self.regions[region.index()].blocks.push(b);
        self.touch_region(region);
        b
    }

    /// Creates a detached block.
    pub fn create_block(&mut self) -> Block {
        let b = Block::from_index(self.blocks.len());
        self.blocks.push(BlockData::default());
        b
    }

    /// Inserts a detached block into `region` at position `pos`.
    pub fn insert_block(&mut self, region: Region, pos: usize, b: Block) {
        self.blocks[b.index()].parent = Some(region);
        let blocks = &mut self.regions[region.index()].blocks;
        let pos = pos.min(blocks.len());
        blocks.insert(pos, b);
        self.touch_region(region);
    }

    /// Adds an argument to a block.
    pub fn add_block_arg(&mut self, b: Block, ty: Type) -> Value {
        let index = self.blocks[b.index()].args.len() as u32;
        let v = self.new_value(ty, ValueDef::BlockArg { block: b, index });
        self.blocks[b.index()].args.push(v);
        self.touch_block(b, true);
        v
    }

    /// Removes argument `i` of block `b`; it must have no uses.
    pub fn erase_block_arg(&mut self, b: Block, i: usize) {
        let args = &mut self.blocks[b.index()].args;
        if i >= args.len() {
            return;
        }
        let gone = args[i];
        self.touch_value(gone);
        let args = &mut self.blocks[b.index()].args;
        args.remove(i);
        let rest: Vec<Value> = args[i..].to_vec();
        for (k, v) in rest.into_iter().enumerate() {
            self.values[v.index()].def = ValueDef::BlockArg {
                block: b,
                index: (i + k) as u32,
            };
        }
    }

    // ----- operands and uses -----------------------------------------------------------

    fn push_operand(&mut self, op: Op, v: Value) {
        self.touch_operands_of(op);
        let idx = self.ops[op.index()].operands.len() as u32;
        self.ops[op.index()].operands.push(v);
        self.values[v.index()].uses.push(Use { op, operand: idx });
    }

    fn remove_use(&mut self, v: Value, u: Use) {
        let slot = v.index() % USE_HINTS;
        let key = v.index() as u32 + 1;
        let uses = &self.values[v.index()].uses;
        let mut found = None;
        let (hv, hp) = self.use_hints[slot];
        if hv == key {
            let p = hp as usize;
            found = [p + 1, p, p.wrapping_sub(1)]
                .into_iter()
                .find(|&q| uses.get(q) == Some(&u));
        }
        if found.is_none() {
            // A use appears once in the list, so searching from both ends at once finds
            // the same position as a forward search, in at most half the steps.
            let (mut i, mut j) = (0, uses.len());
            while i < j {
                if uses[i] == u {
                    found = Some(i);
                    break;
                }
                j -= 1;
                if uses[j] == u {
                    found = Some(j);
                    break;
                }
                i += 1;
            }
        }
        if let Some(p) = found {
            self.values[v.index()].uses.swap_remove(p);
            self.use_hints[slot] = (key, p as u32);
        }
    }

    /// Replaces operand `i` of `op`.
    pub fn set_operand(&mut self, op: Op, i: usize, v: Value) {
        let old = self.ops[op.index()].operands[i];
        let u = Use {
            op,
            operand: i as u32,
        };
        self.remove_use(old, u);
        self.ops[op.index()].operands[i] = v;
        self.values[v.index()].uses.push(u);
        self.touch_operands_of(op);
    }

    /// Replaces all operands of `op`.
    pub fn set_operands(&mut self, op: Op, vals: Vec<Value>) {
        self.touch_operands_of(op);
        self.drop_operands(op);
        for v in vals {
            self.push_operand(op, v);
        }
    }

    /// Appends an operand to `op`.
    pub fn add_operand(&mut self, op: Op, v: Value) {
        self.push_operand(op, v);
    }

    fn drop_operands(&mut self, op: Op) {
        let operands = std::mem::take(&mut self.ops[op.index()].operands);
        for (i, v) in operands.into_iter().enumerate() {
            self.remove_use(
                v,
                Use {
                    op,
                    operand: i as u32,
                },
            );
        }
    }

    /// Rebuilds the use-lists of `values` from `users` alone: each list becomes the uses
    /// of that value by the ops of `users`, in that order (operands in order), as if the
    /// ops had been created in that order. Every use of `values` must be in `users` (for
    /// a pass that moves ops and wants the lists a clone would have had).
    pub fn rebuild_use_lists(&mut self, values: &[Value], users: &[Op]) {
        let set: FxHashMap<Value, ()> = values.iter().map(|&v| (v, ())).collect();
        for &v in values {
            self.values[v.index()].uses.clear();
        }
        for &op in users {
            for i in 0..self.ops[op.index()].operands.len() {
                let v = self.ops[op.index()].operands[i];
                if set.contains_key(&v) {
                    self.values[v.index()].uses.push(Use {
                        op,
                        operand: i as u32,
                    });
                }
            }
        }
    }

    /// Makes every use of `old` use `new` instead.
    pub fn replace_all_uses(&mut self, old: Value, new: Value) {
        if old == new {
            return;
        }
        let uses = std::mem::take(&mut self.values[old.index()].uses);
        for u in &uses {
            self.ops[u.op.index()].operands[u.operand as usize] = new;
            self.touch_operands_of(u.op);
        }
        self.values[new.index()].uses.extend(uses);
    }

    /// Replaces the uses of `old` that satisfy `pred`.
    pub fn replace_uses_where(
        &mut self,
        old: Value,
        new: Value,
        pred: &dyn Fn(&Module, Use) -> bool,
    ) {
        let uses = self.values[old.index()].uses.clone();
        for u in uses {
            if pred(self, u) {
                self.set_operand(u.op, u.operand as usize, new);
            }
        }
    }

    // ----- layout ----------------------------------------------------------------------

    /// Appends a detached op at the end of `b`.
    pub fn append_op(&mut self, b: Block, op: Op) {
        let last = self.blocks[b.index()].last;
        {
            let d = &mut self.ops[op.index()];
            d.parent = Some(b);
            d.prev = last;
            d.next = None;
        }
        match last {
            Some(l) => self.ops[l.index()].next = Some(op),
            None => self.blocks[b.index()].first = Some(op),
        }
        self.blocks[b.index()].last = Some(op);
        self.touch_inserted(op);
    }

    /// Inserts a detached op before `anchor`.
    pub fn insert_before(&mut self, anchor: Op, op: Op) {
        let Some(b) = self.ops[anchor.index()].parent else {
            return;
        };
        let prev = self.ops[anchor.index()].prev;
        {
            let d = &mut self.ops[op.index()];
            d.parent = Some(b);
            d.prev = prev;
            d.next = Some(anchor);
        }
        self.ops[anchor.index()].prev = Some(op);
        match prev {
            Some(p) => self.ops[p.index()].next = Some(op),
            None => self.blocks[b.index()].first = Some(op),
        }
        self.touch_inserted(op);
    }

    /// Inserts a detached op after `anchor`.
    pub fn insert_after(&mut self, anchor: Op, op: Op) {
        match self.ops[anchor.index()].next {
            Some(n) => self.insert_before(n, op),
            None => {
                if let Some(b) = self.ops[anchor.index()].parent {
                    self.append_op(b, op);
                }
            }
        }
    }

    /// Inserts a detached op at the start of `b`.
    pub fn prepend_op(&mut self, b: Block, op: Op) {
        match self.blocks[b.index()].first {
            Some(f) => self.insert_before(f, op),
            None => self.append_op(b, op),
        }
    }

    /// Unlinks `op` from its block, keeping it alive.
    pub fn detach(&mut self, op: Op) {
        if self.ops[op.index()].parent.is_none() {
            return;
        }
        // The op's users check that their operands still dominate them.
        self.touch_with_users(op, true);
        self.unlink(op);
    }

    /// Unlinks an attached `op`, marking what its old place changes: the block's owner
    /// checks its blocks' shape (terminators, successors), and a block's last op decides
    /// its successors. (A move marks the op and its users when it inserts it again.)
    fn unlink(&mut self, op: Op) {
        let Some(b) = self.ops[op.index()].parent else {
            return;
        };
        // Where it was may have been a symbol table.
        self.redefine(op);
        self.touch_block(b, false);
        if self.ops[op.index()].next.is_none() {
            self.touch_cfg_of(op);
        }
        let (prev, next) = (self.ops[op.index()].prev, self.ops[op.index()].next);
        match prev {
            Some(p) => self.ops[p.index()].next = next,
            None => self.blocks[b.index()].first = next,
        }
        match next {
            Some(n) => self.ops[n.index()].prev = prev,
            None => self.blocks[b.index()].last = prev,
        }
        let d = &mut self.ops[op.index()];
        d.parent = None;
        d.prev = None;
        d.next = None;
    }

    /// Moves `op` (attached or not) to just before `anchor`.
    pub fn move_before(&mut self, op: Op, anchor: Op) {
        if self.ops[anchor.index()].parent.is_none() {
            // Nowhere to insert it: it ends detached.
            self.detach(op);
            return;
        }
        self.unlink(op);
        self.insert_before(anchor, op);
    }

    /// Moves `op` to the end of `b`.
    pub fn move_to_end(&mut self, op: Op, b: Block) {
        self.unlink(op);
        self.append_op(b, op);
    }

    /// Moves all ops of `from` to the end of `to`.
    pub fn splice_block(&mut self, from: Block, to: Block) {
        for op in self.block_ops_vec(from) {
            self.move_to_end(op, to);
        }
    }

    /// Erases `op` and everything nested in it. Its results should have no uses left
    /// outside it; any remaining uses keep pointing at the dead values.
    pub fn erase_op(&mut self, op: Op) {
        // Marked even when detached: the verifier looks at erased symbols.
        self.touch_with_users(op, true);
        self.redefine(op);
        self.unlink(op);
        let ops = self.collect_post(op);
        if ops.len() == 1 {
            self.drop_operands(op);
            self.mark_erased(op);
            return;
        }
        // A value every use of which is in the erased ops ends with an empty use-list,
        // whatever the order of the removals: clear it at once rather than searching the
        // list for each use (quadratic for a constant used all over a big body). The
        // other values lose their uses one by one, in the same order as before.
        let mut from_here: FxHashMap<Value, u32> = FxHashMap::default();
        for &o in &ops {
            for &v in &self.ops[o.index()].operands {
                *from_here.entry(v).or_insert(0) += 1;
            }
        }
        let mut whole: Vec<Value> = Vec::new();
        for (&v, &n) in &from_here {
            if self.values[v.index()].uses.len() == n as usize {
                whole.push(v);
            }
        }
        for &v in &whole {
            self.values[v.index()].uses.clear();
        }
        for &o in &ops {
            let operands = std::mem::take(&mut self.ops[o.index()].operands);
            for (i, v) in operands.into_iter().enumerate() {
                if !self.values[v.index()].uses.is_empty() {
                    self.remove_use(
                        v,
                        Use {
                            op: o,
                            operand: i as u32,
                        },
                    );
                }
            }
            self.mark_erased(o);
        }
    }

    fn mark_erased(&mut self, op: Op) {
        let d = &mut self.ops[op.index()];
        d.erased = true;
        if d.kind
            .is_some_and(crate::verify::traits::checks_operand_definitions)
        {
            self.changes.definition_checkers -= 1;
        }
    }

    /// Whether some live op checks the definitions of its operands transitively
    /// ([`crate::verify::traits::checks_operand_definitions`]).
    pub fn has_definition_checkers(&self) -> bool {
        self.changes.definition_checkers > 0
    }

    /// Removes a block from its region, erasing its ops.
    pub fn erase_block(&mut self, b: Block) {
        for op in self.block_ops_vec(b) {
            self.erase_op(op);
        }
        if let Some(r) = self.blocks[b.index()].parent {
            self.touch_region(r);
        }
        if let Some(r) = self.blocks[b.index()].parent.take() {
            self.regions[r.index()].blocks.retain(|x| *x != b);
        }
    }

    // ----- cloning ---------------------------------------------------------------------

    /// Clones `op` (with its regions) as a detached op, remapping operands through `map`
    /// and recording the new results and blocks in it.
    pub fn clone_op(&mut self, op: Op, map: &mut ValueMap) -> Op {
        let d = &self.ops[op.index()];
        let spec = OpSpec {
            name: d.name,
            kind: d.kind,
            operands: d.operands.iter().map(|v| map.lookup(*v)).collect(),
            // The results are created below, straight from the original's types (the same
            // values, in the same order, as `create_op` would make: no value is created in
            // between).
            result_types: Vec::new(),
            props: d.props.clone(),
            attrs: d.attrs.clone(),
            successors: d
                .successors
                .iter()
                .map(|b| map.blocks.get(b).copied().unwrap_or(*b))
                .collect(),
            num_regions: 0,
            loc: d.loc,
        };
        let nregions = d.regions.len();
        let nresults = d.results.len();
        let new = self.create_op(spec);
        let mut results = Vec::with_capacity(nresults);
        for i in 0..nresults {
            let ty = self.values[self.ops[op.index()].results[i].index()].ty;
            results.push(self.new_value(
                ty,
                ValueDef::OpResult {
                    op: new,
                    index: i as u32,
                },
            ));
        }
        self.ops[new.index()].results = results;
        let (old_res, new_res) = (
            &self.ops[op.index()].results,
            &self.ops[new.index()].results,
        );
        map.values.reserve(old_res.len());
        for (a, b) in old_res.iter().zip(new_res) {
            map.values.insert(*a, *b);
        }
        for i in 0..nregions {
            let r = self.ops[op.index()].regions[i];
            let nr = self.add_region(new);
            self.clone_region_into(r, nr, map);
        }
        new
    }

    /// Clones the blocks of `src` to the end of `dst`, remapping through `map`.
    pub fn clone_region_into(&mut self, src: Region, dst: Region, map: &mut ValueMap) {
        let blocks = self.regions[src.index()].blocks.clone();
        // Create all blocks first so forward successor references resolve.
        for &b in &blocks {
            let nb = self.add_block(dst);
            map.blocks.insert(b, nb);
            for a in self.blocks[b.index()].args.clone() {
                let ty = self.value_type(a);
                let na = self.add_block_arg(nb, ty);
                map.values.insert(a, na);
            }
        }
        for &b in &blocks {
            let nb = map.blocks[&b];
            for op in self.block_ops_vec(b) {
                let c = self.clone_op(op, map);
                self.append_op(nb, c);
            }
        }
        // Successors and operands defined later in the region (graph regions, back edges)
        // may have been mapped after their users were cloned: fix them up.
        for &b in &blocks {
            let nb = map.blocks[&b];
            for op in self.block_ops_vec(nb) {
                self.remap_nested(op, map);
            }
        }
    }

    /// Remaps the operands and successors of `op` and every op nested in it through `map`,
    /// children before parents (the order of [`Module::collect_post`]).
    fn remap_nested(&mut self, op: Op, map: &ValueMap) {
        for o in self.collect_post(op) {
            self.remap_one(o, map);
        }
    }

    fn remap_one(&mut self, op: Op, map: &ValueMap) {
        for i in 0..self.ops[op.index()].operands.len() {
            let v = self.ops[op.index()].operands[i];
            let nv = map.lookup(v);
            if nv != v {
                self.set_operand(op, i, nv);
            }
        }
        if !map.blocks.is_empty() {
            self.touch(op, false);
            for s in self.ops[op.index()].successors.iter_mut() {
                if let Some(&nb) = map.blocks.get(s) {
                    *s = nb;
                }
            }
        }
    }
}

/// Iterator over the ops of a block.
pub struct BlockOps<'a> {
    m: &'a Module,
    next: Option<Op>,
}

impl Iterator for BlockOps<'_> {
    type Item = Op;
    fn next(&mut self) -> Option<Op> {
        let cur = self.next?;
        self.next = self.m.op(cur).next;
        Some(cur)
    }
}
