//! The [`OpPrinter`] state and its public toolkit for custom op forms.

use super::attrs::{write_escaped, write_keyword_or_string, Aliases, AttrPrinter, Elide};
use super::names::NameState;
use super::PrintOptions;
use crate::ir::{
    AffineExprKind, AffineMap, Attr, AttrKind, Block, Context, Ident, IntegerSet, Module,
    NamedAttr, Op, Type, Value,
};

/// The MLIR printer; also the API custom op printers use (upstream's `OpAsmPrinter`). See
/// the [module documentation](super) for an overview.
pub struct OpPrinter<'a> {
    pub(crate) ctx: &'a Context,
    pub(crate) m: &'a Module,
    pub(crate) opts: PrintOptions,
    pub(crate) out: String,
    pub(crate) indent: usize,
    pub(crate) names: NameState,
    pub(crate) aliases: Aliases,
    /// Write affine maps and integer sets in place instead of as aliases (an op printed
    /// alone, in a diagnostic).
    pub(crate) inline_aliases: bool,
    pub(crate) default_dialect: Vec<&'static str>,
    /// Identifier lookups by name (`Context::lookup_ident` allocates).
    ident_cache: std::cell::RefCell<crate::ir::fxhash::FxHashMap<Box<str>, Option<Ident>>>,
}

impl std::fmt::Write for OpPrinter<'_> {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.out.push_str(s);
        Ok(())
    }
}

impl<'a> OpPrinter<'a> {
    /// A printer over `m`.
    pub fn new(ctx: &'a Context, m: &'a Module, opts: PrintOptions) -> Self {
        OpPrinter {
            ctx,
            m,
            opts,
            out: String::new(),
            indent: 0,
            names: NameState::default(),
            aliases: Aliases::default(),
            inline_aliases: false,
            default_dialect: vec!["builtin"],
            ident_cache: Default::default(),
        }
    }

    /// Prints `op` at the top level (numbering names from it), followed by a newline.
    pub(crate) fn print_top_level(&mut self, op: Op) {
        self.names = NameState::compute(self.ctx, self.m, op, !self.opts.generic);
        self.print_operation(op);
        self.out.push('\n');
    }

    /// The alias definitions followed by the printed ops.
    pub(crate) fn finish(self) -> String {
        let mut s = self.aliases.header(self.ctx);
        s.push_str(&self.out);
        s
    }

    fn ap(&mut self) -> AttrPrinter<'a, '_> {
        AttrPrinter {
            ctx: self.ctx,
            out: &mut self.out,
            aliases: (!self.inline_aliases).then_some(&mut self.aliases),
        }
    }

    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.ctx
    }
    /// The module.
    pub fn module(&self) -> &'a Module {
        self.m
    }
    /// The attribute `name` of `op` (inherent first, then discardable).
    pub fn op_attr(&self, op: Op, name: &str) -> Option<Attr> {
        let n = self.lookup_ident(name)?;
        self.m.op(op).get_attr(n)
    }
    /// The identifier `name`, if it was ever interned (cached).
    pub fn lookup_ident(&self, name: &str) -> Option<Ident> {
        if let Some(i) = self.ident_cache.borrow().get(name) {
            return *i;
        }
        let i = self.ctx.lookup_ident(name);
        self.ident_cache.borrow_mut().insert(name.into(), i);
        i
    }
    /// The options.
    pub fn options(&self) -> &PrintOptions {
        &self.opts
    }
    /// Writes raw text.
    pub fn write_str(&mut self, s: &str) {
        self.out.push_str(s);
    }
    /// A newline followed by the current indentation.
    pub fn print_new_line(&mut self) {
        self.out.push('\n');
        self.write_indent();
    }
    pub(crate) fn write_indent(&mut self) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
    }
    /// Increases the indentation by one level.
    pub fn indent(&mut self) {
        self.indent += 1;
    }
    /// Decreases the indentation by one level.
    pub fn dedent(&mut self) {
        self.indent = self.indent.saturating_sub(1);
    }

    /// `%name` of a value (`%0`, `%arg1`, `%3#1`).
    pub fn print_operand(&mut self, v: Value) {
        self.names.write_value(self.m, v, &mut self.out);
    }
    /// Comma-separated operands.
    pub fn print_operands(&mut self, vs: &[Value]) {
        for (i, v) in vs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_operand(*v);
        }
    }
    /// A type.
    pub fn print_type(&mut self, t: Type) {
        self.ap().ty(t);
    }
    /// Comma-separated types.
    pub fn print_types(&mut self, ts: &[Type]) {
        self.ap().type_list(ts);
    }
    /// Function results: `i32`, `(i32, f32)`, `()`; a lone function type is parenthesized.
    pub fn print_arrow_type_list(&mut self, ts: &[Type]) {
        self.ap().result_types(ts);
    }
    /// `(inputs) -> results`
    pub fn print_function_type(&mut self, inputs: &[Type], results: &[Type]) {
        self.out.push('(');
        self.print_types(inputs);
        self.out.push_str(") -> ");
        self.print_arrow_type_list(results);
    }
    /// An attribute, with its type where the syntax needs it (`1 : i32`, `1.0 : f32`; `64`
    /// for i64 and `1.0` for f64 are printed bare, as upstream). Affine maps and integer
    /// sets print as aliases (`#map`, `#set1`).
    pub fn print_attribute(&mut self, a: Attr) {
        self.ap().attr(a, Elide::Never);
    }
    /// An attribute without its `: type` suffix (`42`, `1.5`, `"s"`).
    pub fn print_attribute_without_type(&mut self, a: Attr) {
        self.ap().attr(a, Elide::Must);
    }
    /// `@name`, quoted when it is not a valid bare identifier.
    pub fn print_symbol_name(&mut self, name: Ident) {
        self.out.push('@');
        write_keyword_or_string(&mut self.out, self.ctx.ident_str(name));
    }
    /// A bare keyword if valid as one, else a quoted string.
    pub fn print_keyword_or_string(&mut self, s: &str) {
        write_keyword_or_string(&mut self.out, s);
    }
    /// A quoted, escaped string literal.
    pub fn print_string_literal(&mut self, bytes: &[u8]) {
        write_escaped(&mut self.out, bytes);
    }
    /// ` {name = value, ...}` unless every attribute is elided; names in `elided` are
    /// skipped. Attributes print sorted by name.
    pub fn print_optional_attr_dict(&mut self, attrs: &[NamedAttr], elided: &[&str]) {
        self.attr_dict(attrs, elided, false);
    }
    /// ` attributes {...}` unless every attribute is elided.
    pub fn print_optional_attr_dict_with_keyword(&mut self, attrs: &[NamedAttr], elided: &[&str]) {
        self.attr_dict(attrs, elided, true);
    }
    fn attr_dict(&mut self, attrs: &[NamedAttr], elided: &[&str], keyword: bool) {
        let ctx = self.ctx;
        let mut list: Vec<&NamedAttr> = attrs
            .iter()
            .filter(|a| !elided.contains(&ctx.ident_str(a.name)))
            .collect();
        if list.is_empty() {
            return;
        }
        list.sort_by(|a, b| ctx.ident_str(a.name).cmp(ctx.ident_str(b.name)));
        self.out
            .push_str(if keyword { " attributes {" } else { " {" });
        self.named_attrs(&list);
        self.out.push('}');
    }
    pub(crate) fn named_attrs(&mut self, list: &[&NamedAttr]) {
        let ctx = self.ctx;
        for (i, a) in list.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            write_keyword_or_string(&mut self.out, ctx.ident_str(a.name));
            if !matches!(ctx.attr_kind(a.value), AttrKind::Unit) {
                self.out.push_str(" = ");
                self.print_attribute(a.value);
            }
        }
    }
    /// `{` newline, the blocks, `}`. The entry block label prints only when
    /// `print_entry_block_args` and it has arguments; the terminator of each block is
    /// skipped unless `print_block_terminators`.
    pub fn print_region(
        &mut self,
        r: crate::ir::Region,
        print_entry_block_args: bool,
        print_block_terminators: bool,
    ) {
        self.print_region_full(r, print_entry_block_args, print_block_terminators, false);
    }
    /// A block argument as a definition: `%arg0: i32`, then ` {attrs}` if `attrs` is a
    /// non-empty dictionary. (Block arguments carry no location in this IR.)
    pub fn print_argument(&mut self, v: Value, attrs: Option<Attr>) {
        self.print_operand(v);
        self.out.push_str(": ");
        let t = self.m.value_type(v);
        self.print_type(t);
        if let Some(a) = attrs {
            if let AttrKind::Dictionary(d) = self.ctx.attr_kind(a) {
                if !d.is_empty() {
                    self.out.push(' ');
                    self.print_attribute(a);
                }
            }
        }
    }
    /// `^bb1`
    pub fn print_successor(&mut self, b: Block) {
        self.names.write_block(b, &mut self.out);
    }
    /// `^bb1(%a, %b : i32, f32)` (no parentheses when `operands` is empty).
    pub fn print_successor_and_use_list(&mut self, b: Block, operands: &[Value]) {
        self.print_successor(b);
        if operands.is_empty() {
            return;
        }
        self.out.push('(');
        self.print_operands(operands);
        self.out.push_str(" : ");
        let tys: Vec<Type> = operands.iter().map(|v| self.m.value_type(*v)).collect();
        self.print_types(&tys);
        self.out.push(')');
    }
    /// The results of `map` with dims/symbols replaced by `operands` (dims first), e.g.
    /// `%i + 1, symbol(%n)`, without delimiters.
    pub fn print_affine_map_of_ssa_ids(&mut self, map: AffineMap, operands: &[Value]) {
        let d = self.ctx.map_data(map);
        let nd = d.num_dims;
        let names = &self.names;
        let m = self.m;
        let mut ap = AttrPrinter {
            ctx: self.ctx,
            out: &mut self.out,
            aliases: None,
        };
        for (i, e) in d.results.iter().enumerate() {
            if i > 0 {
                ap.out.push_str(", ");
            }
            ap.expr(*e, false, &mut |p, pos, is_sym| {
                let idx = if is_sym { nd + pos } else { pos } as usize;
                if is_sym {
                    p.out.push_str("symbol(");
                }
                match operands.get(idx) {
                    Some(v) => names.write_value(m, *v, p.out),
                    None => p.out.push_str("<<INVALID OPERAND>>"),
                }
                if is_sym {
                    p.out.push(')');
                }
            });
        }
    }
    /// `map` without the `affine_map<..>` wrapper: `(d0, d1) -> (d1, d0)`.
    pub fn print_bare_affine_map(&mut self, map: AffineMap) {
        let mut ap = AttrPrinter {
            ctx: self.ctx,
            out: &mut self.out,
            aliases: None,
        };
        ap.affine_map(map);
    }
    /// `(%d0, %d1)[%s0]`; the parentheses always, the brackets only with symbols.
    pub fn print_dim_and_symbol_list(&mut self, operands: &[Value], num_dims: u32) {
        let nd = (num_dims as usize).min(operands.len());
        self.out.push('(');
        self.print_operands(&operands[..nd]);
        self.out.push(')');
        if operands.len() > nd {
            self.out.push('[');
            self.print_operands(&operands[nd..]);
            self.out.push(']');
        }
    }
    /// An `affine.for` bound as upstream prints it: a constant, a single SSA id (symbol
    /// identity map), or `[max|min] #map(%a)[%s]`.
    pub fn print_affine_bound(&mut self, map: AffineMap, operands: &[Value], is_lower: bool) {
        let d = self.ctx.map_data(map);
        if d.results.len() == 1 {
            let e = self.ctx.expr(d.results[0]);
            if d.num_dims == 0 && d.num_symbols == 0 {
                if let AffineExprKind::Const(c) = e {
                    use std::fmt::Write;
                    let _ = write!(self.out, "{c}");
                    return;
                }
            }
            if d.num_dims == 0 && d.num_symbols == 1 {
                if let (AffineExprKind::Symbol(_), Some(v)) = (e, operands.first()) {
                    self.print_operand(*v);
                    return;
                }
            }
        } else {
            self.out.push_str(if is_lower { "max " } else { "min " });
        }
        let nd = d.num_dims;
        self.ap().map_ref(map);
        self.print_dim_and_symbol_list(operands, nd);
    }
    /// `#set(%i)[%N]`
    pub fn print_integer_set_ref(&mut self, set: IntegerSet, operands: &[Value]) {
        let nd = self.ctx.set_data(set).num_dims;
        self.ap().set_ref(set);
        self.print_dim_and_symbol_list(operands, nd);
    }
    /// ` loc(...)` when printing debug info.
    pub fn print_optional_location(&mut self, loc: Attr) {
        if !self.opts.debug_info {
            return;
        }
        self.out.push_str(" loc(");
        AttrPrinter {
            ctx: self.ctx,
            out: &mut self.out,
            aliases: None,
        }
        .location(loc);
        self.out.push(')');
    }
}
