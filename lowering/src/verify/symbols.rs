//! Symbol tables: lookup of `@sym` / `@outer::@inner` references and per-table checks.
//!
//! As upstream's `SymbolTable`: a symbol is an op with a `sym_name` string attribute directly
//! in the body of a symbol-table op (`builtin.module`, `gpu.module`). A reference is
//! resolved from the nearest symbol table enclosing the user (the user itself included);
//! nested references descend through nested symbol tables.

use super::check::{Check, OpCheck};
use crate::ir::fxhash::FxHashMap;
use crate::ir::{Attr, AttrKind, Context, Ident, Module, Op};
use std::cell::RefCell;

/// The `sym_name` of `op`, if it has one.
pub fn symbol_name<'a>(ctx: &'a Context, m: &Module, op: Op) -> Option<&'a [u8]> {
    let a = m.op(op).get_attr_named(ctx, "sym_name")?;
    match ctx.attr_kind(a) {
        AttrKind::String { value, .. } => Some(value.as_slice()),
        _ => None,
    }
}

/// Whether `op` is a (registered) symbol table.
pub fn is_symbol_table(m: &Module, op: Op) -> bool {
    m.op(op).kind.is_some_and(|k| k.is_symbol_table())
}

/// The nearest symbol table at or above `op`.
pub fn nearest_symbol_table(m: &Module, op: Op) -> Option<Op> {
    let mut cur = Some(op);
    while let Some(o) = cur {
        if is_symbol_table(m, o) {
            return Some(o);
        }
        cur = m.parent_op(o);
    }
    None
}

/// Looks `name` up among the symbols directly in `table`'s body (the first one of that
/// name). Inside a [`cache_scope`] each table is indexed once, on its second lookup (a
/// table looked up once, such as a `gpu.module` holding one kernel, is cheaper to scan
/// than to index); otherwise this scans the table.
pub fn lookup_in(ctx: &Context, m: &Module, table: Op, name: Ident) -> Option<Op> {
    let want = ctx.ident_str(name).as_bytes();
    let cached = TABLES.with(|t| {
        let mut t = t.borrow_mut();
        let cache = t.as_mut().filter(|c| c.module == module_key(m))?;
        let entry = cache.tables.entry(table).or_insert(None);
        match entry {
            // First lookup: scan, and index next time.
            None => {
                *entry = Some(TableIndex::default());
                None
            }
            Some(index) => {
                if index.is_empty() {
                    *index = index_table(ctx, m, table);
                }
                Some(index.get(want).copied())
            }
        }
    });
    if let Some(hit) = cached {
        return hit;
    }
    let r = *m.op(table).regions().first()?;
    let b = *m.region(r).blocks().first()?;
    m.block_ops(b)
        .find(|o| symbol_name(ctx, m, *o) == Some(want))
}

/// The symbols of a table by name, the first of each name kept (what a scan finds).
type TableIndex = FxHashMap<Box<[u8]>, Op>;

/// Symbol-table indexes kept while one module is verified, so that each `func.call`,
/// `gpu.launch_func` and `memref.get_global` costs a hash lookup, not a scan of its table
/// (a scan per reference made verification quadratic in the number of functions).
struct SymbolCache {
    module: usize,
    /// `None` after a table's first lookup, its index from the second on (an empty index
    /// is built again: a table without symbols costs nothing to index).
    tables: FxHashMap<Op, Option<TableIndex>>,
}

thread_local! {
    static TABLES: RefCell<Option<SymbolCache>> = const { RefCell::new(None) };
}

fn module_key(m: &Module) -> usize {
    m as *const Module as usize
}

fn index_table(ctx: &Context, m: &Module, table: Op) -> TableIndex {
    let mut index = TableIndex::default();
    let Some(&r) = m.op(table).regions().first() else {
        return index;
    };
    let Some(&b) = m.region(r).blocks().first() else {
        return index;
    };
    for o in m.block_ops(b) {
        if let Some(name) = symbol_name(ctx, m, o) {
            index.entry(name.into()).or_insert(o);
        }
    }
    index
}

/// While the returned guard lives, [`lookup_in`] on `m` indexes each symbol table once.
/// `m` must not change meanwhile (the verifier only reads it).
pub(crate) fn cache_scope(m: &Module) -> CacheScope {
    let prev = TABLES.with(|t| {
        t.borrow_mut().replace(SymbolCache {
            module: module_key(m),
            tables: FxHashMap::default(),
        })
    });
    CacheScope { prev }
}

/// Ends a [`cache_scope`], restoring the enclosing one.
pub(crate) struct CacheScope {
    prev: Option<SymbolCache>,
}

impl Drop for CacheScope {
    fn drop(&mut self) {
        let prev = self.prev.take();
        TABLES.with(|t| *t.borrow_mut() = prev);
    }
}

/// Resolves a symbol reference attribute inside `table` (nested references descend).
pub fn lookup_ref_in(ctx: &Context, m: &Module, table: Op, sym: Attr) -> Option<Op> {
    let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(sym) else {
        return None;
    };
    let mut cur = lookup_in(ctx, m, table, *root)?;
    for n in nested {
        if !is_symbol_table(m, cur) {
            return None;
        }
        cur = lookup_in(ctx, m, cur, *n)?;
    }
    Some(cur)
}

/// Upstream's `lookupNearestSymbolFrom(from, sym)`.
pub fn lookup_nearest(ctx: &Context, m: &Module, from: Op, sym: Attr) -> Option<Op> {
    let table = nearest_symbol_table(m, from)?;
    lookup_ref_in(ctx, m, table, sym)
}

/// The text of a symbol reference: `@a::@b`.
pub fn ref_str(ctx: &Context, sym: Attr) -> String {
    match ctx.attr_kind(sym) {
        AttrKind::SymbolRef { root, nested } => {
            let mut s = format!("@{}", ctx.ident_str(*root));
            for n in nested {
                s.push_str("::@");
                s.push_str(ctx.ident_str(*n));
            }
            s
        }
        _ => String::from("<not a symbol reference>"),
    }
}

/// Verifies a symbol-table op: one region with one block, unique symbol names. Returns every
/// redefinition (upstream stops at the first; we report all).
pub fn verify_symbol_table(c: &OpCheck) -> Vec<crate::diag::Diagnostic> {
    if c.regions().len() != 1 {
        return vec![c.err("Operations with a 'SymbolTable' must have exactly one region")];
    }
    if c.region_blocks(0).len() != 1 {
        return vec![c.err("Operations with a 'SymbolTable' must have exactly one block")];
    }
    let mut out = Vec::new();
    let mut seen: FxHashMap<&[u8], Op> = FxHashMap::default();
    for &b in c.region_blocks(0) {
        for o in c.m.block_ops(b) {
            let Some(name) = symbol_name(c.ctx, c.m, o) else {
                continue;
            };
            match seen.get(name) {
                None => {
                    seen.insert(name, o);
                }
                Some(first) => {
                    let oc = c.other(o);
                    let d = oc.plain_err(format!(
                        "redefinition of symbol named '{}'",
                        String::from_utf8_lossy(name)
                    ));
                    out.push(oc.note_at(d, *first, "see existing symbol definition here"));
                }
            }
        }
    }
    out
}

/// Upstream's `SymbolOpInterface` check on `sym_visibility`.
pub fn verify_visibility(c: &OpCheck) -> Check {
    let Some(a) = c.attr("sym_visibility") else {
        return Ok(());
    };
    match c.ctx.attr_kind(a) {
        AttrKind::String { value, .. }
            if matches!(value.as_slice(), b"public" | b"private" | b"nested") =>
        {
            Ok(())
        }
        AttrKind::String { value, .. } => Err(c.err(format!(
            "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"{}\"",
            String::from_utf8_lossy(value)
        ))),
        _ => Err(c.err(
            "attribute 'sym_visibility' failed to satisfy constraint: string attribute",
        )),
    }
}

/// Whether `op` is a public symbol (`sym_visibility` absent or `"public"`).
pub fn is_public(c: &OpCheck) -> bool {
    c.str_attr("sym_visibility").is_none_or(|v| v == "public")
}
