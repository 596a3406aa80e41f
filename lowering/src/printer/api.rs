//! The [`OpPrinter`] type and its public toolkit for custom op forms (skeleton).

use super::PrintOptions;
use crate::ir::{
    AffineMap, Attr, Block, Context, Ident, IntegerSet, Module, NamedAttr, Op, Region, Type, Value,
};

/// The MLIR printer; also the API custom op printers use (upstream's `OpAsmPrinter`).
pub struct OpPrinter<'a> {
    ctx: &'a Context,
    m: &'a Module,
    opts: PrintOptions,
    out: String,
    indent: usize,
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
        }
    }
    pub(crate) fn print_top_level(&mut self, op: Op) {
        let _ = op;
    }
    pub(crate) fn finish(self) -> String {
        self.out
    }

    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.ctx
    }
    /// The module.
    pub fn module(&self) -> &'a Module {
        self.m
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
        let _ = v;
    }
    /// Comma-separated operands.
    pub fn print_operands(&mut self, vs: &[Value]) {
        let _ = vs;
    }
    /// A type.
    pub fn print_type(&mut self, t: Type) {
        let _ = t;
    }
    /// Comma-separated types.
    pub fn print_types(&mut self, ts: &[Type]) {
        let _ = ts;
    }
    /// Function results: `i32`, `(i32, f32)`, `()`; a lone function type is parenthesized.
    pub fn print_arrow_type_list(&mut self, ts: &[Type]) {
        let _ = ts;
    }
    /// `(inputs) -> results`
    pub fn print_function_type(&mut self, inputs: &[Type], results: &[Type]) {
        let _ = (inputs, results);
    }
    /// An attribute, with its type where the syntax needs it (`1 : i32`, `1.0 : f32`; `64`
    /// for i64 and `1.0` for f64 are printed bare, as upstream). Affine maps and integer
    /// sets print as aliases (`#map`, `#set1`).
    pub fn print_attribute(&mut self, a: Attr) {
        let _ = a;
    }
    /// An attribute without its `: type` suffix (`42`, `1.5`, `"s"`).
    pub fn print_attribute_without_type(&mut self, a: Attr) {
        let _ = a;
    }
    /// `@name`, quoted when it is not a valid bare identifier.
    pub fn print_symbol_name(&mut self, name: Ident) {
        let _ = name;
    }
    /// A bare keyword if valid as one, else a quoted string.
    pub fn print_keyword_or_string(&mut self, s: &str) {
        let _ = s;
    }
    /// A quoted, escaped string literal.
    pub fn print_string_literal(&mut self, bytes: &[u8]) {
        let _ = bytes;
    }
    /// ` {name = value, ...}` unless every attribute is elided; names in `elided` are
    /// skipped. Attributes print sorted by name.
    pub fn print_optional_attr_dict(&mut self, attrs: &[NamedAttr], elided: &[&str]) {
        let _ = (attrs, elided);
    }
    /// ` attributes {...}` unless every attribute is elided.
    pub fn print_optional_attr_dict_with_keyword(&mut self, attrs: &[NamedAttr], elided: &[&str]) {
        let _ = (attrs, elided);
    }
    /// `{` newline, the blocks, `}`. The entry block label prints only when
    /// `print_entry_block_args` and it has arguments; the terminator of each block is
    /// skipped unless `print_block_terminators`.
    pub fn print_region(
        &mut self,
        r: Region,
        print_entry_block_args: bool,
        print_block_terminators: bool,
    ) {
        let _ = (r, print_entry_block_args, print_block_terminators);
    }
    /// A block argument as a definition: `%arg0: i32`, then ` {attrs}` if `attrs` is a
    /// non-empty dictionary, then its location under `debug_info`.
    pub fn print_argument(&mut self, v: Value, attrs: Option<Attr>) {
        let _ = (v, attrs);
    }
    /// `^bb1`
    pub fn print_successor(&mut self, b: Block) {
        let _ = b;
    }
    /// `^bb1(%a, %b : i32, f32)` (no parentheses when `operands` is empty).
    pub fn print_successor_and_use_list(&mut self, b: Block, operands: &[Value]) {
        let _ = (b, operands);
    }
    /// The results of `map` with dims/symbols replaced by `operands` (dims first), e.g.
    /// `%i + 1, symbol(%n)`, without delimiters.
    pub fn print_affine_map_of_ssa_ids(&mut self, map: AffineMap, operands: &[Value]) {
        let _ = (map, operands);
    }
    /// `(%d0, %d1)[%s0]`; the parentheses always, the brackets only with symbols.
    pub fn print_dim_and_symbol_list(&mut self, operands: &[Value], num_dims: u32) {
        let _ = (operands, num_dims);
    }
    /// An `affine.for` bound as upstream prints it: a constant, a single SSA id (symbol
    /// identity or single-dim identity map), or `[max|min] #map(%a)[%s]`.
    pub fn print_affine_bound(&mut self, map: AffineMap, operands: &[Value], is_lower: bool) {
        let _ = (map, operands, is_lower);
    }
    /// `#set(%i)[%N]`
    pub fn print_integer_set_ref(&mut self, set: IntegerSet, operands: &[Value]) {
        let _ = (set, operands);
    }
    /// ` loc(...)` when printing debug info.
    pub fn print_optional_location(&mut self, loc: Attr) {
        let _ = loc;
    }
}
