//! Type parsing: builtin types, `!alias` references and dialect types (kept opaque).

use super::lexer::Tok;
use super::{OpParser, PResult};
use crate::ir::{AttrKind, FloatKind, Signedness, Type, TypeKind, DYNAMIC};

/// Whether `s` is the spelling of a builtin type keyword (used to tell `(i32) -> i32`
/// function types from `(d0) -> (d0)` affine maps).
pub(crate) fn is_type_keyword(s: &str) -> bool {
    matches!(
        s,
        "index"
            | "bf16"
            | "f16"
            | "tf32"
            | "f32"
            | "f64"
            | "f80"
            | "f128"
            | "none"
            | "complex"
            | "tuple"
            | "vector"
            | "tensor"
            | "memref"
    ) || int_type_spelling(s).is_some()
        || FloatKind::SMALL.iter().any(|k| k.keyword() == s)
}

/// `iN`, `siN`, `uiN` → (width, signedness).
pub(crate) fn int_type_spelling(s: &str) -> Option<(u32, Signedness)> {
    let (rest, sg) = if let Some(r) = s.strip_prefix("si") {
        (r, Signedness::Signed)
    } else if let Some(r) = s.strip_prefix("ui") {
        (r, Signedness::Unsigned)
    } else if let Some(r) = s.strip_prefix('i') {
        (r, Signedness::Signless)
    } else {
        return None;
    };
    if rest.is_empty() || !rest.bytes().all(|b| b.is_ascii_digit()) || rest.starts_with('0') {
        return None;
    }
    let w: u32 = rest.parse().ok()?;
    Some((w, sg))
}

fn float_kind(s: &str) -> Option<FloatKind> {
    Some(match s {
        "bf16" => FloatKind::BF16,
        "f16" => FloatKind::F16,
        "tf32" => FloatKind::TF32,
        "f32" => FloatKind::F32,
        "f64" => FloatKind::F64,
        "f80" => FloatKind::F80,
        "f128" => FloatKind::F128,
        _ => return FloatKind::SMALL.into_iter().find(|k| k.keyword() == s),
    })
}

/// Upstream's limit on integer type widths.
const MAX_INT_WIDTH: u32 = 1 << 24;

impl<'a> OpParser<'a> {
    /// A type (builtin, `!alias`, or dialect type), or `expected non-function type` (upstream's
    /// message for anything that starts no type).
    pub fn parse_type(&mut self) -> PResult<Type> {
        match self.parse_optional_type()? {
            Some(t) => Ok(t),
            None => Err(self.error_wrong_token("expected non-function type")),
        }
    }

    /// A type if the current token can start one.
    pub fn parse_optional_type(&mut self) -> PResult<Option<Type>> {
        self.enter_nesting()?;
        let r = self.parse_optional_type_nested();
        self.nesting -= 1;
        r
    }

    fn parse_optional_type_nested(&mut self) -> PResult<Option<Type>> {
        match self.tok.kind {
            Tok::BareId => self.parse_keyword_type(),
            Tok::LParen => self.parse_function_type_inner().map(Some),
            Tok::BangId => self.parse_bang_type().map(Some),
            _ => Ok(None),
        }
    }

    /// `: type`
    pub fn parse_colon_type(&mut self) -> PResult<Type> {
        self.parse_punct(":")?;
        self.parse_type()
    }
    /// `: type (, type)*`
    pub fn parse_colon_type_list(&mut self) -> PResult<Vec<Type>> {
        self.parse_punct(":")?;
        self.parse_type_list()
    }
    /// `type (, type)*` (at least one).
    pub fn parse_type_list(&mut self) -> PResult<Vec<Type>> {
        let mut v = vec![self.parse_type()?];
        while self.eat(Tok::Comma) {
            v.push(self.parse_type()?);
        }
        Ok(v)
    }
    /// `( )` or `( type (, type)* )`.
    pub(crate) fn parse_paren_type_list(&mut self) -> PResult<Vec<Type>> {
        self.expect(Tok::LParen, "'('")?;
        if self.eat(Tok::RParen) {
            return Ok(Vec::new());
        }
        let v = self.parse_type_list()?;
        self.expect(Tok::RParen, "')'")?;
        Ok(v)
    }
    /// Function results after `->`: `(type, ...)` or a single non-function type.
    pub(crate) fn parse_function_result_types(&mut self) -> PResult<Vec<Type>> {
        if self.at(Tok::LParen) {
            return self.parse_paren_type_list();
        }
        let t = self.parse_non_function_type()?;
        Ok(vec![t])
    }
    fn parse_non_function_type(&mut self) -> PResult<Type> {
        if self.at(Tok::LParen) {
            return Err(self.error_wrong_token("expected non-function type"));
        }
        self.parse_type()
    }
    /// `-> type` or `-> (type, ...)` if an arrow is next; empty otherwise.
    pub fn parse_optional_arrow_type_list(&mut self) -> PResult<Vec<Type>> {
        if !self.eat(Tok::Arrow) {
            return Ok(Vec::new());
        }
        self.parse_function_result_types()
    }
    /// A function type `(inputs) -> results`, returned split.
    pub fn parse_function_type(&mut self) -> PResult<(Vec<Type>, Vec<Type>)> {
        let ins = self.parse_paren_type_list()?;
        self.expect(Tok::Arrow, "'->' in function type")?;
        let outs = self.parse_function_result_types()?;
        Ok((ins, outs))
    }
    fn parse_function_type_inner(&mut self) -> PResult<Type> {
        let (ins, outs) = self.parse_function_type()?;
        Ok(self.ctx.function_type(ins, outs))
    }

    fn parse_keyword_type(&mut self) -> PResult<Option<Type>> {
        let s = self.tok_text();
        if let Some(&t) = self.keyword_types.get(s) {
            self.bump();
            return Ok(Some(t));
        }
        if matches!(s, "vector" | "tensor" | "memref") {
            return self.parse_shaped_type_cached(s).map(Some);
        }
        let t = self.parse_keyword_type_uncached()?;
        if let Some(t) = t {
            if float_kind(s).is_some()
                || int_type_spelling(s).is_some()
                || s == "index"
                || s == "none"
            {
                self.keyword_types.insert(s, t);
            }
        }
        Ok(t)
    }

    /// Shaped types are looked up by their full spelling: a parse is done once per distinct
    /// text (aliases cannot be redefined, so the text determines the type).
    fn parse_shaped_type_cached(&mut self, kw: &str) -> PResult<Type> {
        let start = self.tok.start as usize;
        let span_end = self.shaped_type_span_end(start + kw.len());
        if let Some(end) = span_end {
            let text = self.src.get(start..end).unwrap_or("");
            if let Some(&t) = self.type_spans.get(text) {
                self.relex_from(end as u32);
                return Ok(t);
            }
        }
        let t = match kw {
            "vector" => self.parse_vector_type()?,
            "tensor" => self.parse_tensor_type()?,
            _ => self.parse_memref_type()?,
        };
        if let Some(end) = span_end {
            if let Some(text) = self.src.get(start..end) {
                self.type_spans.insert(text, t);
            }
        }
        Ok(t)
    }

    /// The end of `<...>` starting exactly at byte `i`, if the brackets balance (strings and
    /// `->` skipped).
    fn shaped_type_span_end(&self, mut i: usize) -> Option<usize> {
        let b = self.src.as_bytes();
        if b.get(i) != Some(&b'<') {
            return None;
        }
        let mut depth = 0usize;
        loop {
            let c = *b.get(i)?;
            i += 1;
            match c {
                b'<' | b'(' | b'[' | b'{' => depth += 1,
                b'-' if b.get(i) == Some(&b'>') => i += 1,
                b'>' | b')' | b']' | b'}' => {
                    depth = depth.checked_sub(1)?;
                    if depth == 0 {
                        return Some(i);
                    }
                }
                b'"' => {
                    while let Some(&d) = b.get(i) {
                        i += 1;
                        if d == b'\\' {
                            i += 1;
                        } else if d == b'"' {
                            break;
                        }
                    }
                }
                b'/' if b.get(i) == Some(&b'/') => return None,
                _ => {}
            }
        }
    }

    fn parse_keyword_type_uncached(&mut self) -> PResult<Option<Type>> {
        let s = self.tok_text();
        if let Some(fk) = float_kind(s) {
            self.bump();
            return Ok(Some(self.ctx.float_type(fk)));
        }
        if matches!(s, "i0" | "si0" | "ui0") {
            return Err(self.error_here("zero-width integer types (i0) are not supported"));
        }
        if let Some((width, signedness)) = int_type_spelling(s) {
            if width > MAX_INT_WIDTH {
                return Err(self.error_here(format!(
                    "integer bitwidth is limited to {MAX_INT_WIDTH} bits"
                )));
            }
            self.bump();
            return Ok(Some(self.ctx.ty(TypeKind::Integer { width, signedness })));
        }
        let t = match s {
            "index" => {
                self.bump();
                self.ctx.index_type()
            }
            "none" => {
                self.bump();
                self.ctx.none_type()
            }
            "complex" => {
                self.bump();
                self.expect(Tok::Less, "'<' in complex type")?;
                let e = self.parse_type()?;
                self.expect(Tok::Greater, "'>' in complex type")?;
                self.ctx.ty(TypeKind::Complex(e))
            }
            "tuple" => {
                self.bump();
                self.expect(Tok::Less, "'<' in tuple type")?;
                let mut v = Vec::new();
                if !self.eat(Tok::Greater) {
                    v = self.parse_type_list()?;
                    self.expect(Tok::Greater, "'>' in tuple type")?;
                }
                self.ctx.ty(TypeKind::Tuple(v))
            }
            "vector" => self.parse_vector_type()?,
            "tensor" => self.parse_tensor_type()?,
            "memref" => self.parse_memref_type()?,
            "opaque" => {
                // The old `opaque<"dialect", "body">` spelling of an unregistered type.
                self.bump();
                self.expect(Tok::Less, "'<' in opaque type")?;
                let d = self.parse_string()?;
                self.expect(Tok::Comma, "','")?;
                let body = self.parse_string()?;
                self.expect(Tok::Greater, "'>'")?;
                let body = format!("<{}>", quote_for_opaque(&body));
                self.ctx.ty(TypeKind::Opaque { dialect: d, body })
            }
            _ => return Ok(None),
        };
        Ok(Some(t))
    }

    /// After a dimension: consumes the `x` separator, re-lexing `x8xf32` from after the `x`.
    fn parse_x_in_dimension_list(&mut self) -> PResult<()> {
        if self.tok.kind != Tok::BareId || !self.tok_text().starts_with('x') {
            return Err(self.error_wrong_token("expected 'x' in dimension list"));
        }
        if self.tok.end - self.tok.start > 1 {
            let p = self.tok.start + 1;
            self.relex_from(p);
        } else {
            self.bump();
        }
        Ok(())
    }

    /// One dimension (`?` when `allow_dynamic`, or an integer); a `0x..` integer token is
    /// a `0` followed by `x`.
    fn parse_dimension(&mut self, allow_dynamic: bool) -> PResult<i64> {
        if self.at(Tok::Question) {
            if !allow_dynamic {
                // Upstream reads a vector's `?` as the start of its element type.
                return Err(self.error_wrong_token("expected non-function type"));
            }
            self.bump();
            return Ok(DYNAMIC);
        }
        let text = self.tok_text();
        if text.len() > 1 && text.as_bytes()[1] == b'x' {
            // `0x4xf32`: a zero dimension followed by `x`.
            let p = self.tok.start + 1;
            self.relex_from(p);
            return Ok(0);
        }
        let pos = self.current_pos();
        match self.int_magnitude(text).and_then(|v| i64::try_from(v).ok()) {
            Some(v) => {
                self.bump();
                Ok(v)
            }
            None => Err(self.error_at(pos, "invalid dimension")),
        }
    }

    /// `(dim x)*` for tensors and memrefs; `None` for `*x` (unranked).
    fn parse_dimension_list_ranked(&mut self, allow_unranked: bool) -> PResult<Option<Vec<i64>>> {
        if self.at(Tok::Star) {
            if !allow_unranked {
                return Err(self.error_here("expected dimension"));
            }
            self.bump();
            self.parse_x_in_dimension_list()?;
            return Ok(None);
        }
        let mut dims = Vec::new();
        while matches!(self.tok.kind, Tok::Question | Tok::Integer) {
            dims.push(self.parse_dimension(true)?);
            self.parse_x_in_dimension_list()?;
        }
        Ok(Some(dims))
    }

    fn parse_vector_type(&mut self) -> PResult<Type> {
        self.bump();
        self.expect(Tok::Less, "'<' in vector type")?;
        let mut shape = Vec::new();
        let mut scalable = Vec::new();
        loop {
            if self.at(Tok::LSquare) {
                self.bump();
                shape.push(self.parse_dimension(false)?);
                if !self.eat(Tok::RSquare) {
                    return Err(self.error_wrong_token("missing ']' closing scalable dimension"));
                }
                scalable.push(true);
            } else if matches!(self.tok.kind, Tok::Integer | Tok::Question) {
                shape.push(self.parse_dimension(false)?);
                scalable.push(false);
            } else {
                break;
            }
            self.parse_x_in_dimension_list()?;
        }
        let pos = self.current_pos();
        let elem = self.parse_type()?;
        if !self.is_valid_vector_elem(elem) {
            return Err(self.error_at(pos, "vector elements must be int/index/float type"));
        }
        self.expect(Tok::Greater, "'>' in vector type")?;
        if shape.contains(&0) {
            return Err(self.error_at(pos, "vector types must have positive constant sizes"));
        }
        Ok(self.ctx.ty(TypeKind::Vector {
            shape,
            scalable,
            elem,
        }))
    }

    fn is_valid_vector_elem(&self, t: Type) -> bool {
        matches!(
            self.ctx.type_kind(t),
            TypeKind::Integer { .. }
                | TypeKind::Index
                | TypeKind::Float(_)
                | TypeKind::Opaque { .. }
        )
    }

    fn parse_tensor_type(&mut self) -> PResult<Type> {
        self.bump();
        self.expect(Tok::Less, "'<' in tensor type")?;
        let dims = self.parse_dimension_list_ranked(true)?;
        let elem = self.parse_type()?;
        let mut encoding = None;
        if self.eat(Tok::Comma) {
            let pos = self.current_pos();
            encoding = Some(self.parse_attribute(None)?);
            if dims.is_none() {
                return Err(self.error_at(pos, "cannot apply encoding to unranked tensor"));
            }
        }
        self.expect(Tok::Greater, "'>' in tensor type")?;
        Ok(match dims {
            Some(shape) => self.ctx.ty(TypeKind::RankedTensor {
                shape,
                elem,
                encoding,
            }),
            None => self.ctx.ty(TypeKind::UnrankedTensor { elem }),
        })
    }

    fn parse_memref_type(&mut self) -> PResult<Type> {
        self.bump();
        self.expect(Tok::Less, "'<' in memref type")?;
        let dims = self.parse_dimension_list_ranked(true)?;
        let elem = self.parse_type()?;
        let mut layout = None;
        let mut space = None;
        let mut any = false;
        while self.eat(Tok::Comma) {
            any = true;
            let pos = self.current_pos();
            let attr = if self.peek_keyword("offset") {
                self.parse_legacy_strided_layout()?
            } else {
                self.parse_attribute(None)?
            };
            let is_layout = matches!(
                self.ctx.attr_kind(attr),
                AttrKind::AffineMap(_) | AttrKind::StridedLayout { .. }
            );
            if is_layout {
                if dims.is_none() {
                    return Err(
                        self.error_at(pos, "cannot have affine map for unranked memref type")
                    );
                }
                if space.is_some() {
                    return Err(
                        self.error_at(pos, "expected memory space to be last in memref type")
                    );
                }
                layout = Some(attr);
            } else {
                if space.is_some() {
                    return Err(
                        self.error_at(pos, "multiple memory spaces specified in memref type")
                    );
                }
                space = Some(attr);
            }
        }
        // Upstream's wording: `parseToken(comma, "expected ',' or '>' in memref type")`, then
        // `parseCommaSeparatedListUntil(greater)`'s "expected ',' or '>'".
        self.expect(
            Tok::Greater,
            if any {
                "',' or '>'"
            } else {
                "',' or '>' in memref type"
            },
        )?;
        // Canonical forms, as upstream: an identity map layout is no layout, and the integer
        // memory space 0 is the default one.
        if let (Some(l), Some(shape)) = (layout, dims.as_ref()) {
            if let AttrKind::AffineMap(m) = self.ctx.attr_kind(l) {
                let d = self.ctx.map_data(*m);
                let is_identity = d.num_symbols == 0
                    && d.num_dims as usize == shape.len()
                    && d.results.len() == shape.len()
                    && d.results.iter().enumerate().all(|(i, e)| {
                        matches!(self.ctx.expr(*e), crate::ir::AffineExprKind::Dim(k) if k as usize == i)
                    });
                if is_identity {
                    layout = None;
                }
            }
        }
        if let Some(s) = space {
            if matches!(self.ctx.attr_kind(s), AttrKind::Integer { value: 0, .. }) {
                space = None;
            }
        }
        Ok(match dims {
            Some(shape) => self.ctx.memref_type(shape, elem, layout, space),
            None => self.ctx.ty(TypeKind::UnrankedMemRef {
                elem,
                memory_space: space,
            }),
        })
    }

    /// The old `offset: 0, strides: [4, 1]` layout, as a `strided<>` attribute.
    fn parse_legacy_strided_layout(&mut self) -> PResult<crate::ir::Attr> {
        self.parse_keyword("offset")?;
        self.expect(Tok::Colon, "':' after offset")?;
        let offset = self.parse_stride_value()?;
        self.expect(Tok::Comma, "',' after offset value")?;
        self.parse_keyword("strides")?;
        self.expect(Tok::Colon, "':' after strides")?;
        self.expect(Tok::LSquare, "'['")?;
        let mut strides = Vec::new();
        if !self.eat(Tok::RSquare) {
            loop {
                strides.push(self.parse_stride_value()?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RSquare, "']'")?;
        }
        Ok(self.ctx.attr(AttrKind::StridedLayout { offset, strides }))
    }

    /// `?` or a (possibly negative) integer, in strided layouts.
    pub(crate) fn parse_stride_value(&mut self) -> PResult<i64> {
        if self.eat(Tok::Question) {
            return Ok(DYNAMIC);
        }
        self.parse_integer()
    }

    /// `!alias`, `!dialect.pretty<...>` or `!dialect<"...">`.
    fn parse_bang_type(&mut self) -> PResult<Type> {
        let pos = self.current_pos();
        let id = self.text(self.tok.start + 1, self.tok.end);
        let end = self.tok.end;
        self.bump();
        let has_body = self.at(Tok::Less);
        if !has_body && !id.contains('.') {
            return match self.type_aliases.get(id) {
                Some(&t) => Ok(t),
                None => Err(self.error_at(pos, format!("undefined symbol alias id '{id}'"))),
            };
        }
        let (dialect, pretty) = match id.split_once('.') {
            Some((d, rest)) => (d, format!(".{rest}")),
            None => (id, String::new()),
        };
        let mut body = pretty;
        if has_body {
            body.push_str(self.capture_dialect_body()?);
        }
        let _ = end;
        // `!gpu.mma_matrix` is checked as upstream's type parser does.
        if dialect == "gpu" {
            match crate::dialect::gpu::mma::check_matrix_body(&body) {
                Ok(Some(b)) => body = b,
                Ok(None) => {}
                Err(msg) => return Err(self.error_at(pos, msg)),
            }
        }
        Ok(self.ctx.ty(TypeKind::Opaque {
            dialect: dialect.to_string(),
            body,
        }))
    }

    /// With the current token `<`, captures the balanced text up to the matching `>`
    /// (nesting `<>[](){}`, skipping strings and `->`), and moves past it. Used for
    /// dialect type/attribute bodies and keyword bodies such as `fastmath<fast>`.
    pub fn capture_angle_body(&mut self) -> PResult<&'a str> {
        self.capture_dialect_body()
    }

    pub(crate) fn capture_dialect_body(&mut self) -> PResult<&'a str> {
        let start = self.tok.start as usize;
        let bytes = self.src.as_bytes();
        let mut stack: Vec<u8> = Vec::new();
        let mut i = start;
        loop {
            let Some(&c) = bytes.get(i) else {
                return Err(self.error_at(
                    super::SrcPos(start as u32),
                    "unbalanced '<' character in pretty dialect name",
                ));
            };
            i += 1;
            match c {
                b'<' | b'[' | b'(' | b'{' => stack.push(c),
                b'-' if bytes.get(i) == Some(&b'>') => i += 1,
                b'>' | b']' | b')' | b'}' => {
                    let open = match c {
                        b'>' => b'<',
                        b']' => b'[',
                        b')' => b'(',
                        _ => b'{',
                    };
                    if stack.pop() != Some(open) {
                        return Err(self.error_at(
                            super::SrcPos(i as u32 - 1),
                            format!(
                                "unbalanced '{}' character in pretty dialect name",
                                c as char
                            ),
                        ));
                    }
                    if stack.is_empty() {
                        break;
                    }
                }
                b'"' => {
                    while let Some(&d) = bytes.get(i) {
                        i += 1;
                        if d == b'\\' {
                            i += 1;
                        } else if d == b'"' {
                            break;
                        }
                    }
                }
                _ => {}
            }
        }
        let s = self.src.get(start..i).unwrap_or("");
        self.relex_from(i as u32);
        Ok(s)
    }
}

/// Escapes a string for the body of an opaque dialect item `<"...">`.
fn quote_for_opaque(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
