//! The [`OpParser`] type and its public toolkit for custom op forms (skeleton: the bodies
//! are filled in by the lexer/type/attribute/op modules).

use super::{
    Argument, Delimiter, OperationState, PResult, ParseError, ParseOptions, SrcPos,
    UnresolvedOperand,
};
use crate::diag::{Diagnostic, SourceLoc};
use crate::dialect::OpKind;
use crate::ir::{
    AffineMap, Attr, Block, Context, Ident, IntegerSet, Module, NamedAttr, Region, Type, Value,
};

/// The MLIR parser; also the API custom op parsers use (upstream's `OpAsmParser`).
pub struct OpParser<'a> {
    ctx: &'a mut Context,
    src: &'a str,
    file: &'a str,
    opts: ParseOptions,
    module: Module,
    pos: u32,
    num_results: usize,
    name_pos: SrcPos,
}

impl<'a> OpParser<'a> {
    /// A parser over `src`, reporting locations in `file`.
    pub fn new(ctx: &'a mut Context, src: &'a str, file: &'a str, opts: ParseOptions) -> Self {
        OpParser {
            ctx,
            src,
            file,
            opts,
            module: Module::new(),
            pos: 0,
            num_results: 0,
            name_pos: SrcPos(0),
        }
    }

    pub(crate) fn parse_top_level(&mut self) -> PResult<Module> {
        let _ = (self.src, self.opts);
        Err(self.error_here("parser not implemented yet"))
    }

    // ----- context, positions, errors ----------------------------------------------------

    /// The context (for interning types, attributes and identifiers).
    pub fn ctx(&mut self) -> &mut Context {
        self.ctx
    }
    /// The module being built.
    pub fn module(&mut self) -> &mut Module {
        &mut self.module
    }
    /// Both at once.
    pub fn parts(&mut self) -> (&mut Context, &mut Module) {
        (self.ctx, &mut self.module)
    }
    /// Interns an identifier.
    pub fn ident(&mut self, s: &str) -> Ident {
        self.ctx.ident(s)
    }
    /// `index`
    pub fn index_type(&mut self) -> Type {
        self.ctx.index_type()
    }
    /// The position of the current (next unconsumed) token.
    pub fn current_pos(&self) -> SrcPos {
        SrcPos(self.pos)
    }
    /// The position of the name of the op being parsed (upstream's `getNameLoc`).
    pub fn name_pos(&self) -> SrcPos {
        self.name_pos
    }
    /// The number of results named on the left of `=` (upstream's `getNumResults`).
    pub fn num_results(&self) -> usize {
        self.num_results
    }
    /// Resolves a position to file:line:col.
    pub fn source_loc(&self, pos: SrcPos) -> SourceLoc {
        SourceLoc {
            file: self.file.to_string(),
            line: 1,
            col: pos.0 + 1,
        }
    }
    /// The location attribute `loc("file":line:col)` of `pos`.
    pub fn loc_attr(&mut self, pos: SrcPos) -> Attr {
        let l = self.source_loc(pos);
        self.ctx.file_loc(&l.file, l.line, l.col)
    }
    /// An error at `pos`.
    pub fn error_at(&self, pos: SrcPos, msg: impl Into<String>) -> ParseError {
        Box::new(Diagnostic::error(Some(self.source_loc(pos)), msg))
    }
    /// An error at the current token.
    pub fn error_here(&self, msg: impl Into<String>) -> ParseError {
        self.error_at(self.current_pos(), msg)
    }
    /// The error a dialect returns for an op whose custom form it does not implement.
    pub fn custom_form_not_implemented(&self, kind: OpKind) -> ParseError {
        self.error_at(
            self.name_pos,
            format!("custom form of '{}' is not implemented", kind.name()),
        )
    }
    /// The spelling of an unresolved operand's name (without `%`).
    pub fn operand_name(&self, u: &UnresolvedOperand) -> &'a str {
        let _ = u;
        ""
    }

    fn todo<T>(&self) -> PResult<T> {
        Err(self.error_here("parser not implemented yet"))
    }

    // ----- tokens ------------------------------------------------------------------------

    /// Whether the current token is the punctuation `p` (`(`, `)`, `[`, `]`, `{`, `}`, `<`,
    /// `>`, `,`, `:`, `::`, `=`, `->`, `?`, `*`, `+`, `-`, `|`, `...`).
    pub fn peek_punct(&self, p: &str) -> bool {
        let _ = p;
        false
    }
    /// Consumes the punctuation `p` if it is next.
    pub fn parse_optional_punct(&mut self, p: &str) -> bool {
        let _ = p;
        false
    }
    /// Consumes the punctuation `p` or fails with `expected 'p'`.
    pub fn parse_punct(&mut self, p: &str) -> PResult<()> {
        let _ = p;
        self.todo()
    }
    /// Whether the current token is the bare identifier `kw`.
    pub fn peek_keyword(&self, kw: &str) -> bool {
        let _ = kw;
        false
    }
    /// Consumes the bare identifier `kw` if it is next.
    pub fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        let _ = kw;
        false
    }
    /// Consumes the bare identifier `kw` or fails with `expected 'kw'`.
    pub fn parse_keyword(&mut self, kw: &str) -> PResult<()> {
        let _ = kw;
        self.todo()
    }
    /// The current token if it is a bare identifier (keywords included).
    pub fn peek_bare_id(&self) -> Option<&'a str> {
        None
    }
    /// Consumes a bare identifier if one is next.
    pub fn parse_optional_bare_id(&mut self) -> Option<&'a str> {
        None
    }
    /// Consumes a bare identifier or fails with `expected valid keyword`.
    pub fn parse_bare_id(&mut self) -> PResult<&'a str> {
        self.todo()
    }
    /// A bare identifier or a string literal (upstream's `parseKeywordOrString`).
    pub fn parse_keyword_or_string(&mut self) -> PResult<String> {
        self.todo()
    }

    // ----- literals ----------------------------------------------------------------------

    /// An integer literal (decimal or hex) with an optional leading `-`.
    pub fn parse_integer(&mut self) -> PResult<i64> {
        self.todo()
    }
    /// An integer literal if one is next (a `-` followed by an integer counts).
    pub fn parse_optional_integer(&mut self) -> PResult<Option<i64>> {
        self.todo()
    }
    /// A float literal (an integer literal is accepted too), with an optional leading `-`.
    pub fn parse_float(&mut self) -> PResult<f64> {
        self.todo()
    }
    /// A string literal, escapes decoded.
    pub fn parse_string(&mut self) -> PResult<String> {
        self.todo()
    }
    /// A string literal if one is next.
    pub fn parse_optional_string(&mut self) -> PResult<Option<String>> {
        self.todo()
    }

    // ----- types -------------------------------------------------------------------------

    /// A type (builtin, `!alias`, or dialect type), or `expected type`.
    pub fn parse_type(&mut self) -> PResult<Type> {
        self.todo()
    }
    /// A type if the current token can start one.
    pub fn parse_optional_type(&mut self) -> PResult<Option<Type>> {
        self.todo()
    }
    /// `: type`
    pub fn parse_colon_type(&mut self) -> PResult<Type> {
        self.todo()
    }
    /// `: type (, type)*`
    pub fn parse_colon_type_list(&mut self) -> PResult<Vec<Type>> {
        self.todo()
    }
    /// `type (, type)*` (at least one).
    pub fn parse_type_list(&mut self) -> PResult<Vec<Type>> {
        self.todo()
    }
    /// `-> type` or `-> (type, ...)` if an arrow is next; empty otherwise.
    pub fn parse_optional_arrow_type_list(&mut self) -> PResult<Vec<Type>> {
        self.todo()
    }
    /// A function type `(inputs) -> results`, returned split.
    pub fn parse_function_type(&mut self) -> PResult<(Vec<Type>, Vec<Type>)> {
        self.todo()
    }

    // ----- attributes --------------------------------------------------------------------

    /// An attribute. `ty` is the type to give untyped integer/float literals (and the type
    /// expected of typed ones), as upstream's `parseAttribute(attr, type)`.
    pub fn parse_attribute(&mut self, ty: Option<Type>) -> PResult<Attr> {
        let _ = ty;
        self.todo()
    }
    /// An attribute if the current token can start one.
    pub fn parse_optional_attribute(&mut self, ty: Option<Type>) -> PResult<Option<Attr>> {
        let _ = ty;
        self.todo()
    }
    /// `{name = value, unit_name, ...}` if present, appended to `out` (duplicates are an
    /// error, as upstream).
    pub fn parse_optional_attr_dict(&mut self, out: &mut Vec<NamedAttr>) -> PResult<()> {
        let _ = out;
        self.todo()
    }
    /// `attributes {..}` if the keyword is present.
    pub fn parse_optional_attr_dict_with_keyword(
        &mut self,
        out: &mut Vec<NamedAttr>,
    ) -> PResult<()> {
        let _ = out;
        self.todo()
    }
    /// `@name` or `@"name"`: the symbol name.
    pub fn parse_symbol_name(&mut self) -> PResult<Ident> {
        self.todo()
    }
    /// A symbol name if one is next.
    pub fn parse_optional_symbol_name(&mut self) -> PResult<Option<Ident>> {
        self.todo()
    }
    /// `loc(...)` if present.
    pub fn parse_optional_location(&mut self) -> PResult<Option<Attr>> {
        self.todo()
    }

    // ----- operands ----------------------------------------------------------------------

    /// `%name` or `%name#n`.
    pub fn parse_operand(&mut self) -> PResult<UnresolvedOperand> {
        self.todo()
    }
    /// An operand if one is next.
    pub fn parse_optional_operand(&mut self) -> PResult<Option<UnresolvedOperand>> {
        self.todo()
    }
    /// A comma-separated operand list in `delim`.
    pub fn parse_operand_list(&mut self, delim: Delimiter) -> PResult<Vec<UnresolvedOperand>> {
        let _ = delim;
        self.todo()
    }
    /// Resolves a use to a value of type `ty` (a forward reference gets a placeholder that is
    /// replaced when the definition is parsed).
    pub fn resolve_operand(&mut self, u: &UnresolvedOperand, ty: Type) -> PResult<Value> {
        let _ = (u, ty);
        self.todo()
    }
    /// Resolves uses with one type each, appending to `out`; a count mismatch is reported
    /// at `pos` (`N operands present, but expected M`).
    pub fn resolve_operands(
        &mut self,
        us: &[UnresolvedOperand],
        tys: &[Type],
        pos: SrcPos,
        out: &mut Vec<Value>,
    ) -> PResult<()> {
        let _ = (us, tys, pos, out);
        self.todo()
    }
    /// Resolves uses that all have type `ty`, appending to `out`.
    pub fn resolve_operands_same(
        &mut self,
        us: &[UnresolvedOperand],
        ty: Type,
        out: &mut Vec<Value>,
    ) -> PResult<()> {
        let _ = (us, ty, out);
        self.todo()
    }

    // ----- arguments, regions, successors ------------------------------------------------

    /// A region/function argument `%x`, `: type` (when `allow_type`; then required),
    /// `{attrs}` (when `allow_attrs`), and an optional `loc(..)`.
    pub fn parse_argument(&mut self, allow_type: bool, allow_attrs: bool) -> PResult<Argument> {
        let _ = (allow_type, allow_attrs);
        self.todo()
    }
    /// An argument if a `%` identifier is next.
    pub fn parse_optional_argument(
        &mut self,
        allow_type: bool,
        allow_attrs: bool,
    ) -> PResult<Option<Argument>> {
        let _ = (allow_type, allow_attrs);
        self.todo()
    }
    /// A comma-separated argument list in `delim`.
    pub fn parse_argument_list(
        &mut self,
        delim: Delimiter,
        allow_type: bool,
        allow_attrs: bool,
    ) -> PResult<Vec<Argument>> {
        let _ = (delim, allow_type, allow_attrs);
        self.todo()
    }
    /// A region `{ ... }` whose entry block gets `args` as arguments (each must have a type).
    /// Returns a detached region; push it onto `st.regions`. With `enable_name_shadowing`
    /// the argument names may shadow outer names. Scoping is isolated when the op being
    /// parsed is isolated from above.
    pub fn parse_region(
        &mut self,
        args: &[Argument],
        enable_name_shadowing: bool,
    ) -> PResult<Region> {
        let _ = (args, enable_name_shadowing);
        self.todo()
    }
    /// A region if `{` is next.
    pub fn parse_optional_region(
        &mut self,
        args: &[Argument],
        enable_name_shadowing: bool,
    ) -> PResult<Option<Region>> {
        let _ = (args, enable_name_shadowing);
        self.todo()
    }
    /// Makes sure `region` has a block that ends in a `term` op, creating the block (when
    /// the region is empty) and an operand-less terminator at `loc` as needed (upstream's
    /// `ensureTerminator` for `SingleBlockImplicitTerminator` ops).
    pub fn ensure_terminator(&mut self, region: Region, term: OpKind, loc: Attr) {
        let _ = (region, term, loc);
    }
    /// `^bb` → the block (created on first reference, defined later in the region).
    pub fn parse_successor(&mut self) -> PResult<Block> {
        self.todo()
    }
    /// A successor if a `^` identifier is next.
    pub fn parse_optional_successor(&mut self) -> PResult<Option<Block>> {
        self.todo()
    }
    /// `^bb` with an optional `(%a, %b : t1, t2)` operand list, resolved into `operands`.
    pub fn parse_successor_and_use_list(&mut self, operands: &mut Vec<Value>) -> PResult<Block> {
        let _ = operands;
        self.todo()
    }

    // ----- affine ------------------------------------------------------------------------

    /// An affine map whose dims and symbols are SSA ids, in `delim` (e.g. `[%i + 1,
    /// symbol(%n) * 2]`): returns the map and its operands, dims first then symbols, each
    /// distinct SSA name once (upstream's `parseAffineMapOfSSAIds`).
    pub fn parse_affine_map_of_ssa_ids(
        &mut self,
        delim: Delimiter,
    ) -> PResult<(AffineMap, Vec<UnresolvedOperand>)> {
        let _ = delim;
        self.todo()
    }
    /// `(%d0, %d1)[%s0]` (either part optional): the operands and the number of dims.
    pub fn parse_dim_and_symbol_list(&mut self) -> PResult<(Vec<UnresolvedOperand>, u32)> {
        self.todo()
    }
    /// An `affine.for` bound: optional `max` (lower) / `min` (upper) prefix, then a map
    /// (`#map`/`affine_map<..>`) applied to a dim-and-symbol list, an integer constant
    /// (constant map), or a single SSA id (symbol identity map `()[s0] -> (s0)`).
    /// Errors as upstream (dim/symbol count mismatches, missing `max`/`min` for multi-result
    /// maps).
    pub fn parse_affine_bound(
        &mut self,
        is_lower: bool,
    ) -> PResult<(AffineMap, Vec<UnresolvedOperand>)> {
        let _ = is_lower;
        self.todo()
    }
    /// An integer set with its operands: `#set(%i)[%N]` or `affine_set<..>(%i)[%N]`.
    pub fn parse_integer_set_ref(&mut self) -> PResult<(IntegerSet, Vec<UnresolvedOperand>)> {
        self.todo()
    }
}

#[allow(dead_code)]
fn _unused(_: OperationState) {}
