//! The [`OpParser`] state, token handling, positions, errors and literals.

use super::lexer::{decode_string, Lexer, Tok, Token};
use super::ops::{IsoScope, OpCtx, RegionFrame};
use super::{PResult, ParseError, ParseOptions, SrcPos, UnresolvedOperand};
use crate::diag::{Diagnostic, SourceLoc};
use crate::dialect::OpKind;
use crate::ir::fxhash::FxHashMap;
use crate::ir::{Attr, Block, Context, Ident, Module, Op, Type, Value};

/// The visible definition of an SSA name: `count` consecutive values starting at `first`,
/// defined in isolated scope `iso`.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Binding {
    pub iso: u32,
    pub first: Value,
    pub count: u32,
}

/// The MLIR parser; also the API custom op parsers use (upstream's `OpAsmParser`). See the
/// [module documentation](super) for an overview of the toolkit.
pub struct OpParser<'a> {
    pub(crate) ctx: &'a mut Context,
    pub(crate) src: &'a str,
    pub(crate) file: &'a str,
    pub(crate) opts: ParseOptions,
    pub(crate) m: Module,
    pub(crate) lex: Lexer<'a>,
    pub(crate) tok: Token,
    line_starts: Vec<u32>,
    pub(crate) type_aliases: FxHashMap<&'a str, Type>,
    pub(crate) attr_aliases: FxHashMap<&'a str, Attr>,
    /// Deferred `loc(#alias)` uses (location aliases may be defined at the end of the file).
    pub(crate) deferred_locs: Vec<(&'a str, SrcPos, Attr)>,
    // SSA names.
    pub(crate) name_ids: FxHashMap<&'a str, u32>,
    pub(crate) names: Vec<&'a str>,
    pub(crate) bindings: Vec<Option<Binding>>,
    pub(crate) undo: Vec<(u32, Option<Binding>)>,
    pub(crate) iso_stack: Vec<IsoScope>,
    pub(crate) next_iso: u32,
    pub(crate) placeholders: FxHashMap<Value, Op>,
    pub(crate) replaced: FxHashMap<Value, Value>,
    // Structure.
    pub(crate) frames: Vec<RegionFrame<'a>>,
    pub(crate) op_stack: Vec<OpCtx>,
    pub(crate) default_dialect: Vec<&'static str>,
    pub(crate) cur_block: Option<Block>,
    // Caches of interned data (the context interner hashes with SipHash).
    pub(crate) kind_idents: Vec<Option<Ident>>,
    pub(crate) ident_cache: FxHashMap<Box<str>, Ident>,
    pub(crate) default_attrs: [Option<Attr>; 3],
    pub(crate) keyword_types: FxHashMap<&'a str, Type>,
    pub(crate) type_spans: FxHashMap<&'a str, Type>,
    /// Current nesting of attributes, types, affine expressions and regions.
    pub(crate) nesting: u32,
}

/// The deepest nesting of attributes/types/regions accepted (bounds the recursion, so that
/// adversarial input cannot overflow the stack).
pub(crate) const MAX_NESTING: u32 = 256;

impl<'a> OpParser<'a> {
    /// A parser over `src`, reporting locations in `file`.
    pub fn new(ctx: &'a mut Context, src: &'a str, file: &'a str, opts: ParseOptions) -> Self {
        let mut line_starts = vec![0u32];
        for (i, b) in src.bytes().enumerate() {
            if b == b'\n' {
                line_starts.push(i as u32 + 1);
            }
        }
        // Every op gets a location attribute: make room for about one per line up front.
        ctx.reserve_attrs(line_starts.len());
        let mut lex = Lexer::new(src);
        let tok = lex.next_token();
        OpParser {
            ctx,
            src,
            file,
            opts,
            m: Module::new(),
            lex,
            tok,
            line_starts,
            type_aliases: FxHashMap::default(),
            attr_aliases: FxHashMap::default(),
            deferred_locs: Vec::new(),
            name_ids: FxHashMap::default(),
            names: Vec::new(),
            bindings: Vec::new(),
            undo: Vec::new(),
            iso_stack: Vec::new(),
            next_iso: 0,
            placeholders: FxHashMap::default(),
            replaced: FxHashMap::default(),
            frames: Vec::new(),
            op_stack: Vec::new(),
            default_dialect: vec!["builtin"],
            cur_block: None,
            kind_idents: vec![None; OpKind::ALL.len()],
            ident_cache: FxHashMap::default(),
            default_attrs: [None; 3],
            keyword_types: FxHashMap::default(),
            type_spans: FxHashMap::default(),
            nesting: 0,
        }
    }

    // ----- context, positions, errors ----------------------------------------------------

    /// The context (for interning types, attributes and identifiers).
    pub fn ctx(&mut self) -> &mut Context {
        self.ctx
    }
    /// The module being built.
    pub fn module(&mut self) -> &mut Module {
        &mut self.m
    }
    /// Both at once.
    pub fn parts(&mut self) -> (&mut Context, &mut Module) {
        (self.ctx, &mut self.m)
    }
    /// The parse options.
    pub fn options(&self) -> &ParseOptions {
        &self.opts
    }
    /// Interns an identifier.
    pub fn ident(&mut self, s: &str) -> Ident {
        if let Some(&i) = self.ident_cache.get(s) {
            return i;
        }
        let i = self.ctx.ident(s);
        self.ident_cache.insert(s.into(), i);
        i
    }
    /// The identifier of a registered op's name.
    pub(crate) fn kind_ident(&mut self, k: OpKind) -> Ident {
        if let Some(Some(i)) = self.kind_idents.get(k.index()) {
            return *i;
        }
        let i = self.ctx.ident(k.name());
        if let Some(slot) = self.kind_idents.get_mut(k.index()) {
            *slot = Some(i);
        }
        i
    }
    /// The attribute of a property default.
    pub(crate) fn default_attr(&mut self, d: crate::dialect::DefaultProp) -> Attr {
        let i = d as usize;
        if let Some(Some(a)) = self.default_attrs.get(i) {
            return *a;
        }
        let a = d.build(self.ctx);
        if let Some(slot) = self.default_attrs.get_mut(i) {
            *slot = Some(a);
        }
        a
    }
    /// Sets the inherent attribute `name` of `st` (interning the name).
    pub fn set_prop(&mut self, st: &mut super::OperationState, name: &str, value: Attr) {
        let n = self.ident(name);
        st.set_prop(n, value);
    }
    /// Sets the discardable attribute `name` of `st` (interning the name).
    pub fn set_attr(&mut self, st: &mut super::OperationState, name: &str, value: Attr) {
        let n = self.ident(name);
        st.set_attr(n, value);
    }
    /// `array<i32: ...>`, as used for `operandSegmentSizes`.
    pub fn i32_array_attr(&mut self, values: &[i32]) -> Attr {
        let elem = self.ctx.int_type(32);
        let data = crate::ir::DenseArrayData::Ints(values.iter().map(|v| *v as i128).collect());
        self.ctx
            .attr(crate::ir::AttrKind::DenseArray { elem, data })
    }
    /// `index`
    pub fn index_type(&mut self) -> Type {
        self.ctx.index_type()
    }
    /// The position of the current (next unconsumed) token.
    pub fn current_pos(&self) -> SrcPos {
        SrcPos(self.tok.start)
    }
    /// The position of the name of the op being parsed (upstream's `getNameLoc`).
    pub fn name_pos(&self) -> SrcPos {
        self.op_stack.last().map(|o| o.name_pos).unwrap_or_default()
    }
    /// The number of results named on the left of `=` (upstream's `getNumResults`).
    pub fn num_results(&self) -> usize {
        self.op_stack.last().map(|o| o.num_results).unwrap_or(0)
    }
    /// The kind of the op being parsed, if registered.
    pub fn op_kind(&self) -> Option<OpKind> {
        self.op_stack.last().and_then(|o| o.kind)
    }
    /// Resolves a position to file:line:col (1-based, columns in bytes, as upstream).
    pub fn source_loc(&self, pos: SrcPos) -> SourceLoc {
        let (line, col) = self.line_col(pos);
        SourceLoc {
            file: self.file.to_string(),
            line,
            col,
        }
    }
    pub(crate) fn line_col(&self, pos: SrcPos) -> (u32, u32) {
        let i = match self.line_starts.binary_search(&pos.0) {
            Ok(i) => i,
            Err(i) => i.saturating_sub(1),
        };
        let start = self.line_starts.get(i).copied().unwrap_or(0);
        (i as u32 + 1, pos.0.saturating_sub(start) + 1)
    }
    /// The location attribute `loc("file":line:col)` of `pos`.
    pub fn loc_attr(&mut self, pos: SrcPos) -> Attr {
        let (line, col) = self.line_col(pos);
        self.ctx.file_loc(self.file, line, col)
    }
    /// An error at `pos`.
    pub fn error_at(&self, pos: SrcPos, msg: impl Into<String>) -> ParseError {
        Box::new(Diagnostic::error(Some(self.source_loc(pos)), msg))
    }
    /// An error at the current token, one character back at EOF as upstream's
    /// `Parser::emitError` (a lexing error reports the lexer's message instead).
    pub fn error_here(&self, msg: impl Into<String>) -> ParseError {
        if self.tok.kind == Tok::Error {
            return self.error_at(self.current_pos(), self.lex.error);
        }
        let mut pos = self.current_pos();
        if self.tok.kind == Tok::Eof {
            pos.0 = pos.0.saturating_sub(1);
        }
        self.error_at(pos, msg)
    }
    /// Where upstream's `Parser::emitWrongTokenError` reports an error about the current
    /// token: at EOF one character back; then backwards over spaces and tabs, and over
    /// line ends, dropping each earlier line's `//` comment, to the end of the previous
    /// token — where the missing token belongs. At the token itself when nothing but
    /// blanks precede it. (A `//` inside a string literal is not a comment: iree-opt 24
    /// reports `{s = "a//b"}` + newline + `() -> i32` after the `}`.)
    pub(crate) fn wrong_token_pos(&self) -> SrcPos {
        let mut loc = self.tok.start as usize;
        if self.tok.kind == Tok::Eof {
            loc = loc.saturating_sub(1);
        }
        let bytes = self.src.as_bytes();
        let mut end = loc.min(bytes.len());
        loop {
            while end > 0 && matches!(bytes.get(end - 1), Some(b' ' | b'\t')) {
                end -= 1;
            }
            if end == 0 {
                return SrcPos(loc as u32);
            }
            if !matches!(bytes.get(end - 1), Some(b'\n' | b'\r')) {
                return SrcPos(end as u32);
            }
            end -= 1;
            // The preceding line, with the line break before it (as upstream's `prevLine`).
            let line_start = bytes
                .get(..end)
                .and_then(|b| b.iter().rposition(|c| matches!(c, b'\n' | b'\r')))
                .unwrap_or(0);
            if let Some(c) = bytes.get(line_start..end).and_then(comment_start) {
                end = line_start + c;
            }
        }
    }
    /// An error about the current token reported where upstream's `emitWrongTokenError`
    /// reports it (see [`Self::wrong_token_pos`]): for "expected X" errors where X is missing.
    /// A lexing error reports the lexer's message at the token instead.
    pub fn error_wrong_token(&self, msg: impl Into<String>) -> ParseError {
        if self.tok.kind == Tok::Error {
            return self.error_at(self.current_pos(), self.lex.error);
        }
        self.error_at(self.wrong_token_pos(), msg)
    }
    /// An error at `pos` with a note at `note_pos`.
    pub fn error_with_note(
        &self,
        pos: SrcPos,
        msg: impl Into<String>,
        note_pos: SrcPos,
        note: impl Into<String>,
    ) -> ParseError {
        let d = Diagnostic::error(Some(self.source_loc(pos)), msg)
            .with_note(Some(self.source_loc(note_pos)), note);
        Box::new(d)
    }
    /// The error a dialect returns for an op whose custom form it does not implement.
    pub fn custom_form_not_implemented(&self, kind: OpKind) -> ParseError {
        self.error_at(
            self.name_pos(),
            format!("custom form of '{}' is not implemented", kind.name()),
        )
    }
    /// The spelling of an unresolved operand's name (without `%`).
    pub fn operand_name(&self, u: &UnresolvedOperand) -> &'a str {
        self.names.get(u.name as usize).copied().unwrap_or("")
    }

    /// Enters one level of nesting; fails past [`MAX_NESTING`].
    pub(crate) fn enter_nesting(&mut self) -> PResult<()> {
        if self.nesting >= MAX_NESTING {
            return Err(self.error_here(format!(
                "nesting too deep: more than {MAX_NESTING} levels of regions, attributes, types and affine expressions"
            )));
        }
        self.nesting += 1;
        Ok(())
    }

    // ----- raw token access --------------------------------------------------------------

    /// The text of the current token.
    #[inline]
    pub(crate) fn tok_text(&self) -> &'a str {
        self.src
            .get(self.tok.start as usize..self.tok.end as usize)
            .unwrap_or("")
    }
    #[inline]
    pub(crate) fn text(&self, start: u32, end: u32) -> &'a str {
        self.src.get(start as usize..end as usize).unwrap_or("")
    }
    /// Advances to the next token.
    #[inline]
    pub(crate) fn bump(&mut self) {
        if self.tok.kind != Tok::Error {
            self.tok = self.lex.next_token();
        }
    }
    #[inline]
    pub(crate) fn at(&self, k: Tok) -> bool {
        self.tok.kind == k
    }
    #[inline]
    pub(crate) fn eat(&mut self, k: Tok) -> bool {
        if self.tok.kind == k {
            self.bump();
            true
        } else {
            false
        }
    }
    pub(crate) fn expect(&mut self, k: Tok, what: &str) -> PResult<()> {
        if self.eat(k) {
            Ok(())
        } else {
            Err(self.error_wrong_token(format!("expected {what}")))
        }
    }
    /// Re-lexes from byte `pos` (used for `x` in dimension lists).
    pub(crate) fn relex_from(&mut self, pos: u32) {
        self.lex.reset(pos as usize);
        self.tok = self.lex.next_token();
    }
    /// Lexer/parser state for backtracking.
    pub(crate) fn save(&self) -> (Token, usize) {
        (self.tok, self.lex.pos())
    }
    pub(crate) fn restore(&mut self, s: (Token, usize)) {
        self.tok = s.0;
        self.lex.reset(s.1);
    }
    // ----- tokens ------------------------------------------------------------------------

    fn punct_kind(p: &str) -> Option<Tok> {
        Some(match p {
            "(" => Tok::LParen,
            ")" => Tok::RParen,
            "[" => Tok::LSquare,
            "]" => Tok::RSquare,
            "{" => Tok::LBrace,
            "}" => Tok::RBrace,
            "<" => Tok::Less,
            ">" => Tok::Greater,
            "," => Tok::Comma,
            ":" => Tok::Colon,
            "::" => Tok::ColonColon,
            "=" => Tok::Equal,
            "->" => Tok::Arrow,
            "?" => Tok::Question,
            "*" => Tok::Star,
            "+" => Tok::Plus,
            "-" => Tok::Minus,
            "|" => Tok::Vertical,
            "..." => Tok::Ellipsis,
            _ => return None,
        })
    }

    /// Whether the current token is the punctuation `p` (`(`, `)`, `[`, `]`, `{`, `}`, `<`,
    /// `>`, `,`, `:`, `::`, `=`, `->`, `?`, `*`, `+`, `-`, `|`, `...`).
    pub fn peek_punct(&self, p: &str) -> bool {
        Self::punct_kind(p).is_some_and(|k| self.tok.kind == k)
    }
    /// Consumes the punctuation `p` if it is next.
    pub fn parse_optional_punct(&mut self, p: &str) -> bool {
        match Self::punct_kind(p) {
            Some(k) => self.eat(k),
            None => false,
        }
    }
    /// Consumes the punctuation `p` or fails with `expected 'p'`.
    pub fn parse_punct(&mut self, p: &str) -> PResult<()> {
        if self.parse_optional_punct(p) {
            Ok(())
        } else {
            Err(self.error_wrong_token(format!("expected '{p}'")))
        }
    }
    /// Whether the current token is the bare identifier `kw`.
    pub fn peek_keyword(&self, kw: &str) -> bool {
        self.tok.kind == Tok::BareId && self.tok_text() == kw
    }
    /// Consumes the bare identifier `kw` if it is next.
    pub fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        if self.peek_keyword(kw) {
            self.bump();
            true
        } else {
            false
        }
    }
    /// Consumes the bare identifier `kw` or fails with `expected 'kw'`.
    pub fn parse_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.parse_optional_keyword(kw) {
            Ok(())
        } else {
            Err(self.error_here(format!("expected '{kw}'")))
        }
    }
    /// The current token if it is a bare identifier (keywords included).
    pub fn peek_bare_id(&self) -> Option<&'a str> {
        (self.tok.kind == Tok::BareId).then(|| self.tok_text())
    }
    /// Consumes a bare identifier if one is next.
    pub fn parse_optional_bare_id(&mut self) -> Option<&'a str> {
        let s = self.peek_bare_id()?;
        self.bump();
        Some(s)
    }
    /// Consumes a bare identifier or fails with `expected valid keyword`.
    pub fn parse_bare_id(&mut self) -> PResult<&'a str> {
        self.parse_optional_bare_id()
            .ok_or_else(|| self.error_here("expected valid keyword"))
    }
    /// A bare identifier or a string literal (upstream's `parseKeywordOrString`).
    pub fn parse_keyword_or_string(&mut self) -> PResult<String> {
        if let Some(s) = self.parse_optional_bare_id() {
            return Ok(s.to_string());
        }
        if let Some(s) = self.parse_optional_string()? {
            return Ok(s);
        }
        Err(self.error_here("expected valid keyword or string"))
    }

    // ----- literals ----------------------------------------------------------------------

    /// Parses the text of an integer token (decimal or `0x` hex) as a magnitude.
    pub(crate) fn int_magnitude(&self, text: &str) -> Option<u128> {
        if let Some(h) = text.strip_prefix("0x") {
            u128::from_str_radix(h, 16).ok()
        } else {
            text.parse::<u128>().ok()
        }
    }
    /// An integer literal (decimal or hex) with an optional leading `-`.
    pub fn parse_integer(&mut self) -> PResult<i64> {
        match self.parse_optional_integer()? {
            Some(v) => Ok(v),
            None => Err(self.error_here("expected integer value")),
        }
    }
    /// An integer literal if one is next (a `-` followed by an integer counts).
    pub fn parse_optional_integer(&mut self) -> PResult<Option<i64>> {
        let start = self.save();
        let neg = self.eat(Tok::Minus);
        if !self.at(Tok::Integer) {
            self.restore(start);
            return Ok(None);
        }
        let pos = self.current_pos();
        let mag = self.int_magnitude(self.tok_text());
        self.bump();
        let v = mag.and_then(|m| {
            let m = i128::try_from(m).ok()?;
            i64::try_from(if neg { -m } else { m }).ok()
        });
        match v {
            Some(v) => Ok(Some(v)),
            None => Err(self.error_at(pos, "integer value too large")),
        }
    }
    /// Parses the text of a float token.
    pub(crate) fn float_value(text: &str) -> Option<f64> {
        super::decimal::Decimal::parse(text).map(|d| d.value)
    }
    /// A float literal (an integer literal is accepted too), with an optional leading `-`.
    pub fn parse_float(&mut self) -> PResult<f64> {
        let neg = self.eat(Tok::Minus);
        let v = match self.tok.kind {
            Tok::Float => Self::float_value(self.tok_text()),
            Tok::Integer => self.int_magnitude(self.tok_text()).map(|m| m as f64),
            _ => return Err(self.error_here("expected floating point literal")),
        };
        let Some(v) = v else {
            return Err(self.error_here("invalid floating point literal"));
        };
        self.bump();
        Ok(if neg { -v } else { v })
    }
    /// A string literal, escapes decoded (invalid UTF-8 is replaced).
    pub fn parse_string(&mut self) -> PResult<String> {
        match self.parse_optional_string()? {
            Some(s) => Ok(s),
            None => Err(self.error_here("expected string")),
        }
    }
    /// A string literal if one is next.
    pub fn parse_optional_string(&mut self) -> PResult<Option<String>> {
        Ok(self
            .parse_optional_string_bytes()
            .map(|b| String::from_utf8_lossy(&b).into_owned()))
    }
    /// A string literal as raw bytes, if one is next.
    pub(crate) fn parse_optional_string_bytes(&mut self) -> Option<Vec<u8>> {
        if !self.at(Tok::String) {
            return None;
        }
        let b = decode_string(self.tok_text());
        self.bump();
        Some(b)
    }
}

/// The offset of the `//` starting a comment in `line` (one line of source, possibly with
/// the line break before it), skipping string literals (which cannot span lines).
fn comment_start(line: &[u8]) -> Option<usize> {
    let mut in_string = false;
    let mut i = 0;
    while let Some(&c) = line.get(i) {
        if in_string {
            match c {
                b'\\' => i += 1,
                b'"' => in_string = false,
                _ => {}
            }
        } else if c == b'"' {
            in_string = true;
        } else if c == b'/' && line.get(i + 1) == Some(&b'/') {
            return Some(i);
        }
        i += 1;
    }
    None
}
