//! The verifier: dominance, regions, terminators, symbol tables and per-op rules.
//!
//! [`verify`] walks every op (parents before children) and collects every error it finds,
//! each at the offending op's location with upstream MLIR's wording (`'<op>' op ...`):
//!
//! 1. the op's own rules (counts, attributes, types, traits, its dialect's `verify.rs`), of
//!    which, as upstream, the first failure is reported;
//! 2. the structure of its regions on entry: graph regions, entry-block predecessors, empty
//!    blocks, successors in the middle of a block;
//! 3. `IsolatedFromAbove`: uses of values defined outside the nearest isolated ancestor;
//! 4. SSA dominance of its operands (`operand #i does not dominate this use`), with one
//!    dominator tree per region (see [`dominance`]);
//! 5. its nested ops (skipped when the op's own rules failed);
//! 6. symbol tables: unique `sym_name`s (symbol uses are checked by the users' rules);
//! 7. after the nested ops, and only where they verified (as upstream, which stops at the
//!    first failure, so these checks never repeat an error): block terminators and
//!    successors, then the op's region rules (`SingleBlockImplicitTerminator`, loop-carried
//!    values, region control flow, `verifyRegions` of the dialect).
//!
//! Unregistered ops get the generic checks only: their regions may be graph regions (no
//! order within a block), their single-block regions need no terminator, and any of them
//! may end a block, as upstream.

pub mod check;
pub mod constraints;
pub mod dominance;
pub mod fmt;
pub mod interfaces;
pub mod structure;
pub mod symbols;
pub mod traits;

use crate::diag::{source_loc, Diagnostic, Diagnostics};
use crate::dialect::{self, Dialect, DialectOp, OpKind};
use crate::ir::{AttrKind, Context, Module, Op, ValueDef};
use check::{Check, OpCheck};
use dominance::Dominance;

/// Verifies `m`, returning every error found.
pub fn verify(ctx: &Context, m: &Module) -> Result<(), Diagnostics> {
    into_result(verify_all(ctx, m))
}

fn into_result(diags: Vec<Diagnostic>) -> Result<(), Diagnostics> {
    if diags.is_empty() {
        Ok(())
    } else {
        Err(Diagnostics(diags))
    }
}

/// Verifies `m` and returns every diagnostic (empty when the module is valid), in source
/// order (diagnostics without a location last).
pub fn verify_all(ctx: &Context, m: &Module) -> Vec<Diagnostic> {
    walk_forcing(ctx, m, Scope::All, &[])
}

/// Verifies what changed in `m` since its last [`Module::mark_verified`], as
/// [`verify`] would report it on the whole module provided the rest verified then.
///
/// The module records each change (see [`crate::ir::ChangeMark`]); this checks the changed
/// ops (with everything nested in those changed in full) and all their ancestors, whose
/// own checks read their regions. When a symbol was created, erased, moved or edited
/// ([`crate::ir::ChangeMark::DEFINITION`]), every op that refers to a symbol (holds a
/// symbol reference attribute) is checked too, wherever it is; new top-level ops verify
/// the whole module. An affine op is checked when an op it depends on changed: whether
/// an operand is a valid dimension or symbol depends on the ops that define it, through
/// chains of pure ops ([`affine_dependents`]).
pub fn verify_changed(ctx: &Context, m: &Module) -> Result<(), Diagnostics> {
    if !m.changed_since_verified() {
        return Ok(());
    }
    // A symbol, or an op that was in a symbol table (which may have been one: an edit can
    // drop its name).
    let symbol_changed = m.redefined_ops().any(|o| {
        symbols::symbol_name(ctx, m, o).is_some()
            || m.change_mark(o)
                .contains(crate::ir::ChangeMark::IN_SYMBOL_TABLE)
            || m.parent_op(o)
                .is_some_and(|p| symbols::is_symbol_table(m, p))
    });
    let scope = if !m.same_top_as_verified() {
        Scope::All
    } else if symbol_changed {
        Scope::ChangedAndSymbolUsers
    } else {
        Scope::Changed
    };
    let forced = if scope == Scope::All || !m.has_definition_checkers() {
        Vec::new()
    } else {
        affine_dependents(m)
    };
    into_result(walk_forcing(ctx, m, scope, &forced))
}

/// The affine ops whose check may depend on a changed op: users, through chains of the
/// ops that `isValidSymbol`/`isValidDim` look through (pure ops, `affine.apply`,
/// `memref.dim` and the ops whose sizes it reads), of the results of the ops changed since
/// the last verification. Each op is reached once.
fn affine_dependents(m: &Module) -> Vec<Op> {
    let mut seen = vec![false; m.op_capacity()];
    let mut queue: Vec<Op> = m.changed_ops().collect();
    for &op in &queue {
        // Reached from here already; as a user it adds nothing.
        seen[op.index()] = true;
    }
    let mut out = Vec::new();
    while let Some(op) = queue.pop() {
        for &r in m.op(op).results() {
            for u in m.uses(r) {
                let user = u.op;
                if std::mem::replace(&mut seen[user.index()], true) || m.is_erased(user) {
                    continue;
                }
                let kind = m.op(user).kind;
                if kind.is_some_and(traits::checks_operand_definitions) {
                    out.push(user);
                }
                let looked_through = crate::transforms::effects::is_pure(m, user)
                    || matches!(
                        kind,
                        Some(
                            OpKind::AffineApply
                                | OpKind::MemRefDim
                                | OpKind::MemRefAlloc
                                | OpKind::MemRefView
                                | OpKind::MemRefSubView
                        )
                    );
                if looked_through {
                    queue.push(user);
                }
            }
        }
    }
    out
}

/// A step of the verifier's walk ([`Verifier::run`]).
enum Task {
    /// Check `op` (pushing the tasks for what is nested in it), then the ops after it in
    /// its block.
    Siblings { op: Op, iso: Option<Op>, all: bool },
    /// A block's ops come next: record its isolated ancestor and (`framed`) the count of
    /// diagnostics so far.
    BlockStart {
        b: crate::ir::Block,
        iso: Option<Op>,
        framed: bool,
    },
    /// A block's ops are done: note in the frame whether they reported errors.
    BlockEnd { b: crate::ir::Block },
    /// The nested ops of the innermost frame's op are done: its closing checks.
    Exit,
}

/// An op whose nested ops are being checked.
struct Frame {
    op: Op,
    /// The count of diagnostics when the op was entered.
    start: usize,
    /// The count of diagnostics when the current block was entered.
    block_start: usize,
    /// The blocks whose ops reported errors: usually none, so the list never allocates.
    failed_blocks: Vec<crate::ir::Block>,
}

/// Which ops a walk of the verifier checks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Scope {
    /// Every op.
    All,
    /// The ops changed since the module was last verified, and their ancestors.
    Changed,
    /// Those, and every op that refers to a symbol.
    ChangedAndSymbolUsers,
}

/// The verifier's walk over the ops of `scope` and the ops `forced`; the diagnostics in
/// source order.
fn walk_forcing(ctx: &Context, m: &Module, scope: Scope, forced: &[Op]) -> Vec<Diagnostic> {
    let _symbols = symbols::cache_scope(m);
    // 1: check the op; 2: something below it is checked.
    let mut force = Vec::new();
    if !forced.is_empty() {
        force = vec![0u8; m.op_capacity()];
        for &op in forced {
            force[op.index()] |= 1;
            let mut cur = m.parent_op(op);
            while let Some(p) = cur {
                if force[p.index()] & 2 != 0 {
                    break;
                }
                force[p.index()] |= 2;
                cur = m.parent_op(p);
            }
        }
    }
    let mut v = Verifier {
        ctx,
        m,
        dom: Dominance::new(m),
        diags: Vec::new(),
        iso_of_block: vec![None; m.block_capacity()],
        scope,
        force,
    };
    for &top in &m.top {
        v.run(top);
    }
    let mut diags = v.diags;
    diags.sort_by(|a, b| match (&a.loc, &b.loc) {
        (Some(x), Some(y)) => x.cmp(y),
        (Some(_), None) => std::cmp::Ordering::Less,
        (None, Some(_)) => std::cmp::Ordering::Greater,
        (None, None) => std::cmp::Ordering::Equal,
    });
    diags
}

struct Verifier<'a> {
    ctx: &'a Context,
    m: &'a Module,
    dom: Dominance<'a>,
    diags: Vec<Diagnostic>,
    /// For each block visited so far, the nearest `IsolatedFromAbove` op enclosing it.
    iso_of_block: Vec<Option<Op>>,
    /// The ops to check.
    scope: Scope,
    /// Per op (empty when none): 1 check it whatever its marks, 2 an op below it is so.
    force: Vec<u8>,
}

impl Verifier<'_> {
    /// Verifies `top` and everything nested in it, in the phases the module documentation
    /// lists: a block's terminator checks run when its ops verified, the op's region rules
    /// when nothing in the op failed; symbol names are always checked.
    ///
    /// The walk keeps its own stack ([`Task`], one [`Frame`] per op being checked), so
    /// nesting depth costs heap, not call stack.
    ///
    /// Unless the scope is [`Scope::All`], an op unchanged with nothing changed inside is
    /// skipped (with [`Scope::ChangedAndSymbolUsers`], unless it or something in it
    /// refers to a symbol), and the ops nested in one changed in full are all checked.
    fn run(&mut self, top: Op) {
        let mut tasks = Vec::new();
        let mut frames: Vec<Frame> = Vec::new();
        self.enter(top, None, false, &mut tasks, &mut frames);
        while let Some(task) = tasks.pop() {
            match task {
                Task::Siblings { op, iso, all } => {
                    if let Some(next) = self.m.next_op(op) {
                        tasks.push(Task::Siblings { op: next, iso, all });
                    }
                    // Its nested ops go on top, before the next sibling.
                    self.enter(op, iso, all, &mut tasks, &mut frames);
                }
                Task::BlockStart { b, iso, framed } => {
                    if let Some(slot) = self.iso_of_block.get_mut(b.index()) {
                        *slot = iso;
                    }
                    if framed {
                        if let Some(f) = frames.last_mut() {
                            f.block_start = self.diags.len();
                        }
                    }
                }
                Task::BlockEnd { b } => {
                    if let Some(f) = frames.last_mut() {
                        if self.diags.len() != f.block_start {
                            f.failed_blocks.push(b);
                        }
                    }
                }
                Task::Exit => {
                    if let Some(f) = frames.pop() {
                        self.exit(f);
                    }
                }
            }
        }
    }

    /// The checks of `op` made before its nested ops, and the tasks that visit them.
    /// `iso` is the nearest `IsolatedFromAbove` op strictly enclosing `op` (known from the
    /// walk, so it is not searched for again for every op); with `all`, an enclosing op
    /// changed in full.
    fn enter(
        &mut self,
        op: Op,
        iso: Option<Op>,
        all: bool,
        tasks: &mut Vec<Task>,
        frames: &mut Vec<Frame>,
    ) {
        let mut all_inside = all;
        if self.scope != Scope::All && !all {
            let mark = self.m.change_mark(op);
            all_inside = mark.contains(crate::ir::ChangeMark::DEEP);
            let force = self.force.get(op.index()).copied().unwrap_or(0);
            if mark.is_none() && force & 1 == 0 && !self.refers_to_symbol(op) {
                if self.scope == Scope::ChangedAndSymbolUsers || force & 2 != 0 {
                    // Not checked itself, but something below it may be.
                    self.push_blocks(op, iso, false, false, tasks);
                }
                return;
            }
        }
        let start = self.diags.len();
        let c = OpCheck::new(self.ctx, self.m, op);
        let own = verify_op_rules(&c).and_then(|()| {
            crate::gpu::attrs::verify_op(self.ctx, self.m, op).map_err(|e| c.plain_err(e))
        });
        let failed = own.is_err();
        if let Err(d) = own {
            self.diags.push(d);
        }
        structure::verify_regions_entrance(&c, &mut self.diags);
        let mut skip = Vec::new();
        if let Some(iso) = iso {
            let known = &self.iso_of_block;
            let inside = |v: crate::ir::Value| {
                let b = match self.m.value(v).def {
                    ValueDef::BlockArg { block, .. } => Some(block),
                    ValueDef::OpResult { op, .. } => self.m.op(op).parent(),
                };
                b.and_then(|b| known.get(b.index()).copied().flatten()) == Some(iso)
            };
            if let Some((bad, d)) = structure::verify_isolation_in(&c, iso, &inside) {
                skip = bad;
                self.diags.push(d);
            }
        }
        self.verify_dominance(&c, &skip);
        if failed {
            // The op itself is malformed: its nested ops would mostly report consequences.
            return;
        }
        let frame = Frame {
            op,
            start,
            block_start: 0,
            failed_blocks: Vec::new(),
        };
        if c.regions().is_empty() {
            // Nothing nested: the closing checks at once (most ops).
            self.exit(frame);
            return;
        }
        frames.push(frame);
        tasks.push(Task::Exit);
        self.push_blocks(op, iso, all_inside, true, tasks);
    }

    /// Pushes the tasks that visit the blocks of `op` in order (`framed`: recording, in
    /// the op's frame, the blocks whose ops reported errors).
    fn push_blocks(&self, op: Op, iso: Option<Op>, all: bool, framed: bool, tasks: &mut Vec<Task>) {
        let inner_iso = if self
            .m
            .op(op)
            .kind
            .is_some_and(|k| k.is_isolated_from_above())
        {
            Some(op)
        } else {
            iso
        };
        for &r in self.m.op(op).regions().iter().rev() {
            for &b in self.m.region(r).blocks().iter().rev() {
                if framed {
                    tasks.push(Task::BlockEnd { b });
                }
                if let Some(first) = self.m.first_op(b) {
                    tasks.push(Task::Siblings {
                        op: first,
                        iso: inner_iso,
                        all,
                    });
                }
                tasks.push(Task::BlockStart {
                    b,
                    iso: inner_iso,
                    framed,
                });
            }
        }
    }

    /// The checks of an op made after its nested ops: symbol names, block terminators and
    /// successors, then (when nothing in the op failed) its region rules.
    fn exit(&mut self, f: Frame) {
        let c = OpCheck::new(self.ctx, self.m, f.op);
        if c.kind.is_some_and(|k| k.is_symbol_table()) {
            self.diags.extend(symbols::verify_symbol_table(&c));
        }
        let before_exit = self.diags.len();
        let failed_blocks = f.failed_blocks;
        structure::verify_blocks_exit_in(&c, &|b| !failed_blocks.contains(&b), &mut self.diags);
        if self.diags.len() != f.start || before_exit != self.diags.len() {
            return;
        }
        if let Err(d) = verify_region_rules(&c) {
            self.diags.push(d);
        }
    }

    /// Whether `op` is checked as a symbol user: with [`Scope::ChangedAndSymbolUsers`], when
    /// it holds a symbol reference (what every symbol lookup of a verifier starts from).
    fn refers_to_symbol(&self, op: Op) -> bool {
        if self.scope != Scope::ChangedAndSymbolUsers {
            return false;
        }
        let d = self.m.op(op);
        d.props
            .iter()
            .chain(d.attrs.iter())
            .any(|na| matches!(self.ctx.attr_kind(na.value), AttrKind::SymbolRef { .. }))
    }

    /// Reports the first operand of the op that its definition does not dominate.
    fn verify_dominance(&mut self, c: &OpCheck, skip: &[usize]) {
        if !self.dom.op_block_reachable(c.op) {
            return;
        }
        for (i, &v) in c.operands().iter().enumerate() {
            if skip.contains(&i) || self.dom.value_dominates_use(v, c.op) {
                continue;
            }
            let d = c.plain_err(format!("operand #{i} does not dominate this use"));
            self.diags.push(self.dominance_note(c, d, v));
            return;
        }
    }

    /// Upstream's note on where a non-dominating operand is defined.
    fn dominance_note(&self, c: &OpCheck, d: Diagnostic, v: crate::ir::Value) -> Diagnostic {
        let m = self.m;
        let use_block = c.data.parent();
        let use_region = use_block.and_then(|b| m.block(b).parent());
        let region_is_ancestor =
            |outer: Option<crate::ir::Region>, inner: Option<crate::ir::Region>| {
                let (Some(outer), Some(mut r)) = (outer, inner) else {
                    return false;
                };
                loop {
                    let Some(p) = m.region(r).parent() else {
                        return false;
                    };
                    let Some(b) = m.op(p).parent() else {
                        return false;
                    };
                    let Some(pr) = m.block(b).parent() else {
                        return false;
                    };
                    if pr == outer {
                        return true;
                    }
                    r = pr;
                }
            };
        match m.value(v).def {
            ValueDef::OpResult { op: def, .. } => {
                let def_block = m.op(def).parent();
                let def_region = def_block.and_then(|b| m.block(b).parent());
                let where_ = if def_block == use_block {
                    " (op in the same block)"
                } else if def_region == use_region {
                    " (op in the same region)"
                } else if region_is_ancestor(def_region, use_region) {
                    " (op in a parent region)"
                } else if region_is_ancestor(use_region, def_region) {
                    " (op in a child region)"
                } else {
                    " (op is neither in a parent nor in a child region)"
                };
                c.note_at(d, def, format!("operand defined here{where_}"))
            }
            ValueDef::BlockArg { block, .. } => {
                let def_region = m.block(block).parent();
                let loc = m
                    .block_parent_op(block)
                    .and_then(|p| source_loc(self.ctx, m.op(p).loc));
                let Some(r) = def_region else {
                    return d.with_note(loc, " (block without parent)");
                };
                let index = m
                    .region(r)
                    .blocks()
                    .iter()
                    .position(|b| *b == block)
                    .unwrap_or(0);
                let where_ = if def_region == use_region {
                    " in the same region)"
                } else if region_is_ancestor(def_region, use_region) {
                    " in a parent region)"
                } else if region_is_ancestor(use_region, def_region) {
                    " in a child region)"
                } else {
                    " neither in a parent nor in a child region)"
                };
                d.with_note(
                    loc,
                    format!("operand defined as a block argument (block #{index}{where_}"),
                )
            }
        }
    }
}

/// The op's own rules: the generic traits of its kind, then its dialect's rules.
fn verify_op_rules(c: &OpCheck) -> Check {
    let Some(kind) = c.kind else { return Ok(()) };
    if kind.is_terminator() {
        structure::verify_terminator_position(c)?;
    }
    if let Some((allowed, tail)) = kind.parent_constraint() {
        structure::verify_parent(c, allowed, tail)?;
    }
    if kind.is_single_block() {
        structure::verify_single_block(c, !kind.no_terminator())?;
    }
    if kind.no_region_arguments() {
        structure::verify_no_region_arguments(c)?;
    }
    // Properties with a default (`fastmath`, `overflowFlags`, `nontemporal`) are stored on
    // every op, as upstream stores them: the parser fills them in, and so must every
    // rewrite that builds or rebuilds an op. A missing one is a rewrite that dropped it.
    for (name, _) in kind.default_props() {
        if c.attr(name).is_none() {
            return Err(c.err(format!(
                "is missing its inherent property '{name}' (a rewrite that built the op dropped it)"
            )));
        }
    }
    let dialect = kind.dialect_id();
    if matches!(dialect, Dialect::Arith | Dialect::Math) {
        // The flags are typed: an unknown word is an error, not a silently ignored one.
        if let Some(a) = c.attr("fastmath") {
            dialect::arith::fastmath::FastMathFlags::of_attr(c.ctx, a).map_err(|e| c.err(e))?;
        }
    }
    match kind.split() {
        DialectOp::Builtin(k) => dialect::builtin::verify::verify(c, k),
        DialectOp::Func(k) => dialect::func::verify::verify(c, k),
        DialectOp::Arith(k) => dialect::arith::verify::verify(c, k),
        DialectOp::Math(k) => dialect::math::verify::verify(c, k),
        DialectOp::MemRef(k) => dialect::memref::verify::verify(c, k),
        DialectOp::Affine(k) => dialect::affine::verify::verify(c, k),
        DialectOp::Scf(k) => dialect::scf::verify::verify(c, k),
        DialectOp::Cf(k) => dialect::cf::verify::verify(c, k),
        DialectOp::Vector(k) => dialect::vector::verify::verify(c, k),
        DialectOp::Gpu(k) => dialect::gpu::verify::verify(c, k),
        DialectOp::Linalg(k) => dialect::linalg::verify::verify(c, k),
        DialectOp::Tensor(k) => {
            dialect::tensor::verify::verify(c, dialect::tensor::TensorLike::Tensor(k))
        }
        DialectOp::Bufferization(k) => {
            dialect::tensor::verify::verify(c, dialect::tensor::TensorLike::Bufferization(k))
        }
    }
}

/// The op's region rules, checked after its nested ops (upstream's `verifyRegions` and
/// region traits).
fn verify_region_rules(c: &OpCheck) -> Check {
    let Some(kind) = c.kind else { return Ok(()) };
    if let Some(t) = kind.implicit_terminator() {
        structure::verify_implicit_terminator(c, t)?;
    }
    match kind.split() {
        DialectOp::Affine(k) => dialect::affine::verify::verify_regions(c, k),
        DialectOp::Scf(k) => dialect::scf::verify::verify_regions(c, k),
        DialectOp::Gpu(k) => dialect::gpu::verify::verify_regions(c, k),
        DialectOp::Tensor(k) => {
            dialect::tensor::verify::verify_regions(c, dialect::tensor::TensorLike::Tensor(k))
        }
        DialectOp::Builtin(_)
        | DialectOp::Func(_)
        | DialectOp::Arith(_)
        | DialectOp::Math(_)
        | DialectOp::MemRef(_)
        | DialectOp::Cf(_)
        | DialectOp::Vector(_)
        | DialectOp::Bufferization(_)
        | DialectOp::Linalg(_) => Ok(()),
    }
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_parsed;
