//! `canonicalize`: upstream's greedy canonicalizer, as a fixpoint over Tessera's patterns.
//!
//! Each iteration (at most `max-iterations`, default 10, as upstream):
//!
//! 1. **Constants** are uniqued and hoisted as upstream's `OperationFolder` does: every
//!    `arith.constant` belongs to the entry block of the nearest region owned by an op
//!    isolated from above (the function body); the first constant with a given value and
//!    type stays (moved to the front of that block unless it already sits in the leading
//!    run of constants), later duplicates are replaced by it.
//! 2. **Ops** are visited (pre-order with `top-down=true`, the default, else post-order):
//!    trivially dead ops are erased ([`effects`](super::effects)), `arith` ops are folded
//!    ([`fold`](super::fold); new constants are materialised at the front of the function
//!    entry block, reusing existing ones), then the dialect patterns run
//!    ([`canon_affine`](super::canon_affine), [`canon_scf`](super::canon_scf)).
//! 3. **Dead code** is swept to a fixpoint (users before definitions), and multi-block
//!    regions are simplified ([`canon_cfg`](super::canon_cfg): branch folding and block
//!    merging always; unreachable blocks and dead block arguments unless
//!    `region-simplify` is off).
//!
//! Options (upstream's): `max-iterations` (a negative value means no limit, capped at
//! 1000), `max-num-rewrites` (-1: unlimited), `top-down`, `region-simplify`
//! (`disabled`/`normal`/`aggressive`, or a boolean), `test-convergence` (an error when the
//! fixpoint is not reached), and `disable-patterns` / `enable-patterns` (accepted; Tessera's
//! patterns are not named, so they are ignored).

use super::effects::is_trivially_dead;
use super::fold::{fold_op, rewrite_op, Folded};
use super::rewrite::{isolated_entry_block, op_error, replace_op, InsertPoint, OpBuilder};
use crate::diag::Diagnostics;
use crate::dialect::OpKind;
use crate::ir::fxhash::{FxHashMap as HashMap, FxHashSet as HashSet};
use crate::ir::{Attr, Block, Context, Module, Op, Type, Value};
use crate::pass::PassOptions;

/// The uniqued constants of one canonicalization sweep, keyed by their insertion block.
#[derive(Debug, Default)]
pub struct Constants {
    table: HashMap<(Block, Attr, Type), Value>,
    owned: HashSet<Op>,
}

impl Constants {
    /// A constant `value : ty` usable at `near`: an existing uniqued one, or a new one at the
    /// front of the entry block of `near`'s isolated region (before `near` when it has
    /// none).
    pub fn get(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        near: Op,
        value: Attr,
        ty: Type,
    ) -> Value {
        let entry = isolated_entry_block(m, near);
        if let Some(b) = entry {
            if let Some(&v) = self.table.get(&(b, value, ty)) {
                if m.defining_op(v).is_some_and(|d| !m.is_erased(d)) {
                    return v;
                }
            }
        }
        let ip = match entry {
            Some(b) => InsertPoint::Start(b),
            None => InsertPoint::Before(near),
        };
        let loc = m.op(near).loc;
        let v = OpBuilder::at(ip, loc).constant(ctx, m, value, ty);
        if let (Some(b), Some(d)) = (entry, m.defining_op(v)) {
            self.table.insert((b, value, ty), v);
            self.owned.insert(d);
        }
        v
    }

    /// Uniques and hoists the constants under `anchor`; returns whether the IR changed.
    pub fn unique(&mut self, ctx: &Context, m: &mut Module, anchor: Op) -> bool {
        self.table.clear();
        self.owned.clear();
        let mut consts = Vec::new();
        m.walk_pre(anchor, &mut |op| {
            if m.op(op).kind == Some(OpKind::ArithConstant) && m.op(op).results().len() == 1 {
                consts.push(op);
            }
        });
        let mut changed = false;
        let value_name = ctx.lookup_ident("value");
        // The entry block depends only on the constant's block, and moving constants does
        // not change the nesting of blocks: remember the last answer (constants come in
        // runs within a block).
        let mut last: Option<(Block, Option<Block>)> = None;
        for op in consts {
            let entry = match (m.op(op).parent(), last) {
                (Some(b), Some((lb, e))) if lb == b => e,
                (Some(b), _) => {
                    let e = isolated_entry_block(m, op);
                    last = Some((b, e));
                    e
                }
                (None, _) => None,
            };
            let Some(entry) = entry else {
                continue;
            };
            let Some(value) = value_name.and_then(|id| m.op(op).get_attr(id)) else {
                continue;
            };
            let r = m.op(op).results()[0];
            let key = (entry, value, m.value_type(r));
            if let Some(&v) = self.table.get(&key) {
                m.replace_all_uses(r, v);
                m.erase_op(op);
                changed = true;
                continue;
            }
            let in_front = m.op(op).parent() == Some(entry)
                && match m.prev_op(op) {
                    None => true,
                    Some(p) => self.owned.contains(&p),
                };
            if !in_front {
                m.detach(op);
                m.prepend_op(entry, op);
                changed = true;
            }
            self.owned.insert(op);
            self.table.insert(key, r);
        }
        changed
    }
}

/// Parsed options.
#[derive(Debug, Clone, Copy)]
struct Options {
    max_iterations: usize,
    max_rewrites: Option<u64>,
    top_down: bool,
    region_simplify: bool,
    test_convergence: bool,
}

fn parse_options(opts: &PassOptions) -> Result<Options, String> {
    opts.check_known(
        "canonicalize",
        &[
            "max-iterations",
            "max-num-rewrites",
            "top-down",
            "region-simplify",
            "test-convergence",
            "disable-patterns",
            "enable-patterns",
        ],
    )?;
    let it = opts.get_i64("max-iterations", 10)?;
    let rw = opts.get_i64("max-num-rewrites", -1)?;
    let region_simplify = match opts.get("region-simplify") {
        None | Some("normal") | Some("aggressive") | Some("true") | Some("1") => true,
        Some("disabled") | Some("false") | Some("0") => false,
        Some(v) => return Err(format!("invalid value '{v}' for option 'region-simplify'")),
    };
    Ok(Options {
        max_iterations: if it < 0 { 1000 } else { it.min(1000) as usize },
        max_rewrites: (rw >= 0).then_some(rw as u64),
        top_down: opts.get_bool("top-down", true)?,
        region_simplify,
        test_convergence: opts.get_bool("test-convergence", false)?,
    })
}

/// Runs `canonicalize` on `anchor`.
pub fn run(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    opts: &PassOptions,
) -> Result<bool, Diagnostics> {
    let o = parse_options(opts).map_err(|e| op_error(ctx, m, anchor, e))?;
    let (changed, converged) = canonicalize_with(
        ctx,
        m,
        anchor,
        o.max_iterations,
        o.max_rewrites,
        o.top_down,
        o.region_simplify,
    );
    if o.test_convergence && !converged {
        return Err(op_error(
            ctx,
            m,
            anchor,
            "greedy pattern rewrite failed to converge",
        ));
    }
    Ok(changed)
}

/// Canonicalizes `anchor` with the default options; returns whether the IR changed. For
/// passes that clean up after themselves.
pub fn canonicalize(ctx: &mut Context, m: &mut Module, anchor: Op) -> bool {
    canonicalize_with(ctx, m, anchor, 10, None, true, true).0
}

/// The fixpoint loop; returns `(changed, converged)`.
fn canonicalize_with(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    max_iterations: usize,
    max_rewrites: Option<u64>,
    top_down: bool,
    region_simplify: bool,
) -> (bool, bool) {
    let mut consts = Constants::default();
    canonicalize_in(
        ctx,
        m,
        anchor,
        max_iterations,
        max_rewrites,
        top_down,
        region_simplify,
        &mut consts,
    )
}

/// [`canonicalize_with`] with the constant table of the caller: [`Constants::unique`]
/// clears it at the start of each sweep, so isolated children share one table (and its
/// allocation) instead of each growing its own.
#[allow(clippy::too_many_arguments)]
fn canonicalize_in(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    max_iterations: usize,
    max_rewrites: Option<u64>,
    top_down: bool,
    region_simplify: bool,
    consts: &mut Constants,
) -> (bool, bool) {
    if max_rewrites.is_none() {
        if let Some(children) = isolated_children(m, anchor) {
            // Each child to its own fixpoint, one after another: its ops stay in cache
            // across the sweeps, where whole-module sweeps stream every function through
            // memory once per sweep.
            let (mut any, mut converged) = (false, true);
            for c in children {
                let (a, cv) = canonicalize_in(
                    ctx,
                    m,
                    c,
                    max_iterations,
                    None,
                    top_down,
                    region_simplify,
                    consts,
                );
                any |= a;
                converged &= cv;
            }
            return (any, converged);
        }
    }
    let mut any = false;
    let mut rewrites = 0u64;
    for _ in 0..max_iterations.max(1) {
        let mut changed = consts.unique(ctx, m, anchor);
        let order = if top_down {
            let mut v = Vec::new();
            m.walk_pre(anchor, &mut |op| v.push(op));
            v
        } else {
            m.collect_post(anchor)
        };
        for op in order {
            if max_rewrites.is_some_and(|mx| rewrites >= mx) {
                return (any || changed, false);
            }
            if op == anchor || m.is_erased(op) || m.op(op).parent().is_none() {
                continue;
            }
            if visit(ctx, m, op, consts) {
                changed = true;
                rewrites += 1;
            }
        }
        // A sweep that changed nothing found every op of the anchor not trivially dead
        // (`visit` checks that first), and they still are: `dce` would find nothing.
        if changed {
            dce(m, anchor);
        }
        changed |= super::canon_cfg::simplify_regions(ctx, m, anchor, region_simplify);
        any |= changed;
        if !changed {
            return (any, true);
        }
    }
    (any, false)
}

/// The ops of a module-like `anchor` (`builtin.module`, `gpu.module`) when canonicalizing
/// each of them alone is the same as canonicalizing the anchor: every op of its body is
/// isolated from above (so no rewrite inside one can see or touch another, and none
/// uses or defines a value of the body: constants are uniqued per isolated region) or a
/// `memref.global` (which nothing rewrites). `None` otherwise: the anchor is then swept
/// as a whole.
fn isolated_children(m: &Module, anchor: Op) -> Option<Vec<Op>> {
    if !matches!(
        m.op(anchor).kind,
        Some(OpKind::BuiltinModule | OpKind::GpuModule)
    ) {
        return None;
    }
    let mut out = Vec::new();
    for &r in m.op(anchor).regions() {
        for &b in m.region(r).blocks() {
            for op in m.block_ops(b) {
                match m.op(op).kind {
                    Some(OpKind::MemRefGlobal) => {}
                    Some(k) if k.is_isolated_from_above() => out.push(op),
                    _ => return None,
                }
            }
        }
    }
    Some(out)
}

/// Applies dead-code elimination, folding and the dialect patterns to one op.
fn visit(ctx: &mut Context, m: &mut Module, op: Op, consts: &mut Constants) -> bool {
    if is_trivially_dead(m, op) {
        m.erase_op(op);
        return true;
    }
    let Some(kind) = m.op(op).kind else {
        return false;
    };
    if kind == OpKind::ArithConstant {
        return false;
    }
    if let Some(folded) = fold_op(ctx, m, op) {
        let results = m.op(op).results().to_vec();
        if folded.len() == results.len() {
            let mut vals = Vec::with_capacity(results.len());
            for (f, &r) in folded.iter().zip(&results) {
                vals.push(match *f {
                    Folded::Value(v) => v,
                    Folded::Attr(a) => {
                        let ty = m.value_type(r);
                        consts.get(ctx, m, op, a, ty)
                    }
                });
            }
            replace_op(m, op, &vals);
            return true;
        }
    }
    if rewrite_op(ctx, m, op) {
        return true;
    }
    match kind.dialect() {
        "affine" => super::canon_affine::canonicalize(ctx, m, op, kind, consts),
        "scf" => super::canon_scf::canonicalize(ctx, m, op, kind),
        "memref" => dead_alloc(m, op, kind),
        _ => false,
    }
}

/// Upstream's `SimplifyDeadAlloc`: an allocation only stored into (`memref.store` with it
/// as the memref) and deallocated is erased with those users.
fn dead_alloc(m: &mut Module, op: Op, kind: OpKind) -> bool {
    if !matches!(kind, OpKind::MemRefAlloc | OpKind::MemRefAlloca) {
        return false;
    }
    let Some(&r) = m.op(op).results().first() else {
        return false;
    };
    let uses = m.uses(r).to_vec();
    if uses.is_empty() {
        return false;
    }
    let removable = uses.iter().all(|u| match m.op(u.op).kind {
        Some(OpKind::MemRefDealloc) => true,
        Some(OpKind::MemRefStore) => u.operand == 1,
        _ => false,
    });
    if !removable {
        return false;
    }
    let users: Vec<Op> = uses.iter().map(|u| u.op).collect();
    for u in users {
        if !m.is_erased(u) {
            m.erase_op(u);
        }
    }
    m.erase_op(op);
    true
}

/// Erases trivially dead ops under `anchor` until none is left; returns whether any was.
pub fn dce(m: &mut Module, anchor: Op) -> bool {
    let mut any = false;
    loop {
        let mut changed = false;
        let order = m.collect_post(anchor);
        for &op in order.iter().rev() {
            if op == anchor || m.is_erased(op) || m.op(op).parent().is_none() {
                continue;
            }
            if is_trivially_dead(m, op) {
                m.erase_op(op);
                changed = true;
            }
        }
        any |= changed;
        if !changed {
            return any;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parser::{parse_source, ParseOptions};

    fn module(text: &str) -> (Context, Module) {
        let mut ctx = Context::new();
        let m = parse_source(&mut ctx, text, "t.mlir", &ParseOptions::default()).expect("parses");
        (ctx, m)
    }

    fn print(ctx: &Context, m: &Module) -> String {
        crate::printer::print_module(ctx, m, &crate::printer::PrintOptions::default())
    }

    const TWO_FUNCS: &str = r#"
module attributes {gpu.container_module} {
  memref.global "private" constant @g : memref<2xf32> = dense<1.0>
  func.func @a(%x: index) -> index {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %s = arith.addi %c1, %c2 : index
    %y = arith.addi %x, %s : index
    return %y : index
  }
  gpu.module @k {
    gpu.func @f(%x: index) kernel {
      %c0 = arith.constant 0 : index
      %y = arith.addi %x, %c0 : index
      gpu.return
    }
  }
}
"#;

    /// A module of isolated ops (and globals) is canonicalized one op at a time, to the
    /// same result as a sweep of the whole module; anything else at the top is swept
    /// whole.
    #[test]
    fn splits_only_modules_of_isolated_ops() {
        let (_, m) = module(TWO_FUNCS);
        let top = m.top[0];
        let children = isolated_children(&m, top).expect("splits");
        assert_eq!(children.len(), 2);
        let gpu_module = children[1];
        assert_eq!(
            isolated_children(&m, gpu_module).map(|c| c.len()),
            Some(1),
            "a gpu.module splits into its functions"
        );
        assert!(
            isolated_children(&m, children[0]).is_none(),
            "a function is swept whole"
        );

        // The split result equals a whole sweep of each function run on its own.
        let (mut ctx1, mut split) = module(TWO_FUNCS);
        let t = split.top[0];
        assert!(canonicalize(&mut ctx1, &mut split, t));
        let (mut ctx2, mut whole) = module(TWO_FUNCS);
        let funcs = isolated_children(&whole, whole.top[0]).expect("splits");
        let inner = isolated_children(&whole, funcs[1]).expect("splits");
        for f in [funcs[0], inner[0]] {
            canonicalize_with(&mut ctx2, &mut whole, f, 10, None, true, true);
        }
        assert_eq!(print(&ctx1, &split), print(&ctx2, &whole));
        let text = print(&ctx1, &split);
        assert!(text.contains("arith.constant 3 : index"), "{text}");
        assert!(!text.contains("arith.addi %x, %c0"), "{text}");

        // A top-level op that is not isolated: no split.
        let (_, m) = module("%c = arith.constant 1 : i32\nfunc.func @a() { return }\n");
        assert!(isolated_children(&m, m.top[0]).is_none());
    }
}
