//! Attribute parsing: every builtin attribute, aliases, dialect attributes (kept opaque),
//! locations and attribute dictionaries.

use super::decimal::Decimal;
use super::lexer::Tok;
use super::types::is_type_keyword;
use super::{OpParser, PResult, SrcPos};
use crate::dialect::eval::encoding::f32_round_to_odd;
use crate::dialect::eval::{get_float, put_float, Scalar};
use crate::ir::{
    Attr, AttrKind, DenseArrayData, FloatBits, FloatKind, Ident, LocKind, NamedAttr, Signedness,
    Type, TypeKind,
};

/// Rounds `v` to the precision of the float type `k` (the value is stored as an `f64`),
/// to nearest, ties to even, once: `half`'s `from_f64` is not correctly rounded (it drops
/// the low 32 bits of the `f64` first, so `1 + 2^-11 + 2^-40` rounded to `f16` as a tie,
/// down to 1), so `f16`/`bf16`/`tf32` go through `f32` rounded to odd, as the
/// interpreter's [`put_float`] does.
pub(crate) fn round_to_float_kind(v: f64, k: FloatKind) -> f64 {
    match k {
        crate::small_float_kinds!() => crate::ir::minifloat::format(k).map_or(v, |f| f.round(v)),
        FloatKind::F16 => get_float(Scalar::F16, put_float(Scalar::F16, v)),
        FloatKind::BF16 => get_float(Scalar::BF16, put_float(Scalar::BF16, v)),
        FloatKind::F32 => v as f32 as f64,
        FloatKind::TF32 => {
            let f = f32_round_to_odd(v);
            if !f.is_finite() {
                return f as f64;
            }
            // Round the 23-bit mantissa to 10 bits, to nearest even.
            let b = f.to_bits();
            let lsb = (b >> 13) & 1;
            let r = b.wrapping_add(0x0FFF + lsb) & !0x1FFF;
            f32::from_bits(r) as f64
        }
        FloatKind::F64 | FloatKind::F80 | FloatKind::F128 => v,
    }
}

/// The value of the bit pattern `bits` in float format `k` (`None` when `k` has no
/// bit-exact representation here or `bits` is too wide).
pub(crate) fn float_from_bits(bits: u128, k: FloatKind) -> Option<f64> {
    let w = k.width();
    if w < 128 && bits >> w != 0 {
        return None;
    }
    if let Some((width, mant)) = nan_layout(k) {
        let exp_mask = ((1u128 << (width - 1 - mant)) - 1) << mant;
        if bits & exp_mask == exp_mask && bits & ((1u128 << mant) - 1) != 0 {
            return Some(nan_to_f64(bits as u64, width, mant));
        }
    }
    Some(match k {
        crate::small_float_kinds!() => crate::ir::minifloat::format(k)?.decode(bits as u64),
        FloatKind::F16 => half::f16::from_bits(bits as u16).to_f64(),
        FloatKind::BF16 => half::bf16::from_bits(bits as u16).to_f64(),
        FloatKind::F32 => f32::from_bits(bits as u32) as f64,
        FloatKind::TF32 => f32::from_bits((bits as u32) << 13) as f64,
        FloatKind::F64 => f64::from_bits(bits as u64),
        FloatKind::F80 | FloatKind::F128 => return None,
    })
}

/// The bit pattern of `v` in float format `k`, the inverse of [`float_from_bits`]: NaN
/// payloads (and signalling NaNs) survive the trip through `f64` bit for bit, as
/// upstream's `APFloat` keeps them (`0x7CFF : f16` prints back as `0x7CFF`). `None`
/// for formats without a bit-exact representation here.
pub(crate) fn float_to_bits(v: f64, k: FloatKind) -> Option<u128> {
    if v.is_nan() {
        if let Some((width, mant)) = nan_layout(k) {
            return Some(nan_from_f64(v, width, mant) as u128);
        }
    }
    Some(match k {
        crate::small_float_kinds!() => u128::from(crate::ir::minifloat::format(k)?.encode(v)),
        FloatKind::F16 => u128::from(put_float(Scalar::F16, v)),
        FloatKind::BF16 => u128::from(put_float(Scalar::BF16, v)),
        FloatKind::F32 => (v as f32).to_bits() as u128,
        FloatKind::TF32 => (round_to_float_kind(v, k) as f32).to_bits() as u128 >> 13,
        FloatKind::F64 => v.to_bits() as u128,
        FloatKind::F80 | FloatKind::F128 => return None,
    })
}

/// `(width, mantissa bits)` of the formats narrower than `f64` whose NaNs are widened by
/// hand (hardware and `half` conversions quiet signalling NaNs).
fn nan_layout(k: FloatKind) -> Option<(u32, u32)> {
    match k {
        FloatKind::F16 => Some((16, 10)),
        FloatKind::BF16 => Some((16, 7)),
        FloatKind::TF32 => Some((19, 10)),
        FloatKind::F32 => Some((32, 23)),
        _ => None,
    }
}

/// A NaN of a `width`-bit format with `mant` mantissa bits as an `f64` NaN with the same
/// sign and the payload left-aligned in the mantissa (the quiet bit stays the top bit).
fn nan_to_f64(bits: u64, width: u32, mant: u32) -> f64 {
    let sign = (bits >> (width - 1)) & 1;
    let payload = bits & ((1u64 << mant) - 1);
    f64::from_bits((sign << 63) | (0x7FFu64 << 52) | (payload << (52 - mant)))
}

/// The inverse of [`nan_to_f64`]: the NaN `v` in a `width`-bit format (a payload that
/// does not fit is truncated; an empty one becomes the quiet NaN).
fn nan_from_f64(v: f64, width: u32, mant: u32) -> u64 {
    let b = v.to_bits();
    let sign = b >> 63;
    let mut payload = (b & ((1u64 << 52) - 1)) >> (52 - mant);
    if payload == 0 {
        payload = 1u64 << (mant - 1);
    }
    let exp = ((1u64 << (width - 1 - mant)) - 1) << mant;
    (sign << (width - 1)) | exp | payload
}

/// A parsed elements literal (`dense<...>` contents), before its type is known.
#[derive(Debug, Clone)]
pub(crate) enum Lit {
    List(Vec<Lit>, SrcPos),
    Int {
        neg: bool,
        mag: u128,
        hex: bool,
        pos: SrcPos,
    },
    Float {
        v: Decimal,
        pos: SrcPos,
    },
    Bool(bool, SrcPos),
    Str(Vec<u8>, SrcPos),
    Complex(Box<Lit>, Box<Lit>, SrcPos),
}

impl Lit {
    fn pos(&self) -> SrcPos {
        match self {
            Lit::List(_, p) | Lit::Float { pos: p, .. } | Lit::Int { pos: p, .. } => *p,
            Lit::Bool(_, p) | Lit::Str(_, p) | Lit::Complex(_, _, p) => *p,
        }
    }
}

impl<'a> OpParser<'a> {
    /// An attribute. `ty` is the type to give untyped integer/float literals (and the type
    /// expected of typed ones), as upstream's `parseAttribute(attr, type)`: without it, an
    /// integer literal takes an optional `: type` (default `i64`), a float `f64`.
    pub fn parse_attribute(&mut self, ty: Option<Type>) -> PResult<Attr> {
        match self.parse_optional_attribute(ty)? {
            Some(a) => Ok(a),
            None => Err(self.error_wrong_token("expected attribute value")),
        }
    }

    /// An attribute if the current token can start one.
    pub fn parse_optional_attribute(&mut self, ty: Option<Type>) -> PResult<Option<Attr>> {
        self.enter_nesting()?;
        let r = self.parse_optional_attribute_nested(ty);
        self.nesting -= 1;
        r
    }

    fn parse_optional_attribute_nested(&mut self, ty: Option<Type>) -> PResult<Option<Attr>> {
        let a = match self.tok.kind {
            Tok::BareId => return self.parse_keyword_attribute(ty),
            Tok::LSquare => {
                self.bump();
                let mut elems = Vec::new();
                if !self.eat(Tok::RSquare) {
                    loop {
                        elems.push(self.parse_attribute(None)?);
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                    self.expect(Tok::RSquare, "']' in array attribute")?;
                }
                self.ctx.attr(AttrKind::Array(elems))
            }
            Tok::LBrace => {
                let entries = self.parse_dictionary()?;
                self.ctx.attr(AttrKind::Dictionary(entries))
            }
            Tok::AtId => self.parse_symbol_ref()?,
            Tok::HashId => self.parse_hash_attribute(ty)?,
            Tok::Integer | Tok::Float | Tok::Minus => self.parse_number_attribute(ty)?,
            Tok::String => {
                let s = self.parse_optional_string_bytes().unwrap_or_default();
                let mut sty = ty;
                if sty.is_none() && self.eat(Tok::Colon) {
                    sty = Some(self.parse_type()?);
                }
                self.ctx.attr(AttrKind::String { value: s, ty: sty })
            }
            Tok::LParen => self.parse_paren_attribute()?,
            Tok::BangId => {
                let t = self.parse_type()?;
                self.ctx.type_attr(t)
            }
            _ => return Ok(None),
        };
        Ok(Some(a))
    }

    fn parse_keyword_attribute(&mut self, ty: Option<Type>) -> PResult<Option<Attr>> {
        let kw = self.tok_text();
        let a = match kw {
            "true" | "false" => {
                self.bump();
                self.ctx.attr(AttrKind::Bool(kw == "true"))
            }
            "unit" => {
                self.bump();
                self.ctx.unit_attr()
            }
            "affine_map" | "affine_set" => {
                self.bump();
                self.expect(Tok::Less, "'<'")?;
                let a = self.parse_affine_map_or_set_attr()?;
                self.expect(Tok::Greater, "'>'")?;
                a
            }
            "array" => self.parse_dense_array()?,
            "dense" => self.parse_dense_elements()?,
            "dense_resource" => {
                self.bump();
                self.expect(Tok::Less, "'<'")?;
                let handle = match self.tok.kind {
                    Tok::BareId | Tok::String => {
                        let t = self.tok_text();
                        self.bump();
                        t.trim_matches('"').to_string()
                    }
                    _ => return Err(self.error_here("expected resource handle")),
                };
                self.expect(Tok::Greater, "'>'")?;
                let t = self.parse_colon_type()?;
                self.ctx.attr(AttrKind::DenseResource { handle, ty: t })
            }
            "opaque" => {
                self.bump();
                self.expect(Tok::Less, "'<'")?;
                let dialect = self.parse_string()?;
                self.expect(Tok::Comma, "','")?;
                let hex = self.parse_string()?;
                self.expect(Tok::Greater, "'>'")?;
                if self.eat(Tok::Colon) {
                    let t = self.parse_type()?;
                    self.ctx.attr(AttrKind::OpaqueElements {
                        dialect,
                        hex,
                        ty: t,
                    })
                } else {
                    // The old `opaque<"dialect", "body">` type, as a type attribute.
                    let mut body = String::from("<\"");
                    body.push_str(&hex.replace('\\', "\\\\").replace('"', "\\\""));
                    body.push_str("\">");
                    let t = self.ctx.ty(TypeKind::Opaque { dialect, body });
                    self.ctx.type_attr(t)
                }
            }
            "sparse" => self.parse_sparse_elements()?,
            "strided" => {
                self.bump();
                self.expect(Tok::Less, "'<'")?;
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
                let mut offset = 0;
                if self.eat(Tok::Comma) {
                    self.parse_keyword("offset")?;
                    self.expect(Tok::Colon, "':'")?;
                    offset = self.parse_stride_value()?;
                }
                self.expect(Tok::Greater, "'>'")?;
                self.ctx.attr(AttrKind::StridedLayout { offset, strides })
            }
            "loc" => {
                self.bump();
                self.expect(Tok::LParen, "'(' in location")?;
                let l = self.parse_location_inner()?;
                self.expect(Tok::RParen, "')' in location")?;
                l
            }
            _ => {
                if is_type_keyword(kw) {
                    let t = self.parse_type()?;
                    return Ok(Some(self.ctx.type_attr(t)));
                }
                let _ = ty;
                return Ok(None);
            }
        };
        Ok(Some(a))
    }

    /// `(`: an old-style bare affine map / integer set, or a function type attribute.
    fn parse_paren_attribute(&mut self) -> PResult<Attr> {
        let saved = self.save();
        let first = {
            self.bump();
            let k = self.tok.kind;
            let t = self.tok_text();
            self.restore(saved);
            (k, t)
        };
        let map_first = match first.0 {
            Tok::BareId => !is_type_keyword(first.1),
            Tok::RParen => false,
            _ => false,
        };
        if map_first {
            return self.parse_affine_map_or_set_attr();
        }
        match self.parse_type() {
            Ok(t) => Ok(self.ctx.type_attr(t)),
            Err(e) => {
                if first.0 != Tok::RParen {
                    return Err(e);
                }
                self.restore(saved);
                self.parse_affine_map_or_set_attr()
            }
        }
    }

    /// `#alias`, `#dialect.pretty<...>`, `#dialect<"...">` with an optional `: type`.
    fn parse_hash_attribute(&mut self, ty: Option<Type>) -> PResult<Attr> {
        let pos = self.current_pos();
        let id = self.text(self.tok.start + 1, self.tok.end);
        self.bump();
        let has_body = self.at(Tok::Less);
        if !has_body && !id.contains('.') {
            return match self.attr_aliases.get(id) {
                Some(&a) => Ok(a),
                None => Err(self.error_at(pos, format!("undefined symbol alias id '{id}'"))),
            };
        }
        let (dialect, mut body) = match id.split_once('.') {
            Some((d, rest)) => (d, format!(".{rest}")),
            None => (id, String::new()),
        };
        if has_body {
            body.push_str(self.capture_dialect_body()?);
        }
        // Current upstream's `#gpu.dim<x>` is the same attribute as the older
        // `#gpu<dim x>`, the form Tessera keeps (`dialect::gpu::syntax::ENUMS`).
        if dialect == "gpu" {
            if let Some(b) = crate::dialect::gpu::syntax::enum_body_from_pretty(&body) {
                body = b;
            }
            // `#gpu.object` and `#gpu.select_object` as upstream prints them.
            if let Some(b) = crate::dialect::gpu::binary::canonical_body(&body) {
                body = b;
            }
        }
        // `#arith.fastmath<ninf,nnan>` is kept in upstream's order (`<nnan,ninf>`).
        if let Some(b) =
            crate::dialect::arith::fastmath::FastMathFlags::canonical_body(dialect, &body)
        {
            body = b;
        }
        let mut aty = None;
        if ty.is_none() && self.eat(Tok::Colon) {
            aty = Some(self.parse_type()?);
        }
        Ok(self.ctx.attr(AttrKind::Opaque {
            dialect: dialect.to_string(),
            body,
            ty: aty,
        }))
    }

    /// `@a`, `@"a b"`, `@a::@b::@c`.
    fn parse_symbol_ref(&mut self) -> PResult<Attr> {
        let root = self.parse_symbol_name()?;
        let mut nested = Vec::new();
        while self.at(Tok::ColonColon) {
            self.bump();
            if !self.at(Tok::AtId) {
                return Err(self.error_here("expected nested symbol reference identifier"));
            }
            nested.push(self.parse_symbol_name()?);
        }
        Ok(self.ctx.attr(AttrKind::SymbolRef { root, nested }))
    }

    /// `@name` or `@"name"`: the symbol name.
    pub fn parse_symbol_name(&mut self) -> PResult<Ident> {
        match self.parse_optional_symbol_name()? {
            Some(i) => Ok(i),
            None => Err(self.error_here("expected valid '@'-identifier for symbol name")),
        }
    }

    /// A symbol name if one is next.
    pub fn parse_optional_symbol_name(&mut self) -> PResult<Option<Ident>> {
        if !self.at(Tok::AtId) {
            return Ok(None);
        }
        let t = self.text(self.tok.start + 1, self.tok.end);
        let id = if t.starts_with('"') {
            let b = super::lexer::decode_string(t);
            let s = String::from_utf8_lossy(&b).into_owned();
            self.ctx.ident(&s)
        } else {
            self.ctx.ident(t)
        };
        self.bump();
        Ok(Some(id))
    }

    // ----- numbers -----------------------------------------------------------------------

    fn parse_number_attribute(&mut self, ty: Option<Type>) -> PResult<Attr> {
        let neg = self.eat(Tok::Minus);
        let pos = self.current_pos();
        match self.tok.kind {
            Tok::Float => {
                let Some(v) = Decimal::parse(self.tok_text()) else {
                    return Err(self.error_here("invalid floating point value"));
                };
                self.bump();
                let v = if neg { v.neg() } else { v };
                let t = match ty {
                    Some(t) => t,
                    None => {
                        if self.eat(Tok::Colon) {
                            self.parse_type()?
                        } else {
                            self.ctx.float_type(FloatKind::F64)
                        }
                    }
                };
                match self.ctx.type_kind(t) {
                    TypeKind::Float(k) => {
                        let k = *k;
                        Ok(self.float_attr(v, k, t))
                    }
                    _ => {
                        Err(self.error_at(pos, "floating point value not valid for specified type"))
                    }
                }
            }
            Tok::Integer => {
                let text = self.tok_text();
                let hex = text.starts_with("0x");
                let Some(mag) = self.int_magnitude(text) else {
                    return Err(self.error_here("integer constant out of range for attribute"));
                };
                self.bump();
                let t = match ty {
                    Some(t) => t,
                    None => {
                        if self.eat(Tok::Colon) {
                            self.parse_type()?
                        } else {
                            self.ctx.int_type(64)
                        }
                    }
                };
                self.int_or_hex_float_attr(neg, mag, hex, t, pos)
            }
            _ => Err(self.error_wrong_token("expected constant integer or floating point value")),
        }
    }

    /// Builds a float attribute, rounding the literal once to the type's precision.
    pub(crate) fn float_attr(&mut self, v: Decimal, k: FloatKind, t: Type) -> Attr {
        let v = v.round(k);
        self.ctx.attr(AttrKind::Float {
            value: FloatBits::new(v),
            ty: t,
        })
    }

    /// An integer literal given type `t`: an integer attribute (range-checked as upstream),
    /// or for a float type a hexadecimal bit pattern.
    pub(crate) fn int_or_hex_float_attr(
        &mut self,
        neg: bool,
        mag: u128,
        hex: bool,
        t: Type,
        pos: SrcPos,
    ) -> PResult<Attr> {
        if let TypeKind::Float(k) = *self.ctx.type_kind(t) {
            if !hex {
                return Err(self.error_with_note(
                    pos,
                    "unexpected decimal integer literal for a floating point value",
                    pos,
                    "add a trailing dot to make the literal a float",
                ));
            }
            if neg {
                return Err(self.error_at(
                    pos,
                    "hexadecimal float literal should not have a leading minus",
                ));
            }
            let Some(v) = float_from_bits(mag, k) else {
                return Err(self.error_at(pos, "hexadecimal float constant out of range for type"));
            };
            return Ok(self.ctx.attr(AttrKind::Float {
                value: FloatBits::new(v),
                ty: t,
            }));
        }
        let v = self.check_int_value(neg, mag, t, pos)?;
        Ok(self.int_attr_normalized(v, t))
    }

    /// An integer attribute; `i1` values become `true`/`false` as upstream's `BoolAttr`.
    pub(crate) fn int_attr_normalized(&mut self, v: i128, t: Type) -> Attr {
        if matches!(
            self.ctx.type_kind(t),
            TypeKind::Integer {
                width: 1,
                signedness: Signedness::Signless
            }
        ) {
            return self.ctx.attr(AttrKind::Bool(v != 0));
        }
        self.ctx.int_attr(v, t)
    }

    /// Range-checks an integer literal for type `t` and returns its stored value
    /// (sign-extended for signless/signed types, zero-extended for unsigned).
    pub(crate) fn check_int_value(
        &self,
        neg: bool,
        mag: u128,
        t: Type,
        pos: SrcPos,
    ) -> PResult<i128> {
        let (width, sg) = match self.ctx.type_kind(t) {
            TypeKind::Index => (64, Signedness::Signed),
            TypeKind::Integer { width, signedness } => (*width, *signedness),
            _ => return Err(self.error_at(pos, "integer literal not valid for specified type")),
        };
        let oor = || self.error_at(pos, "integer constant out of range for attribute");
        if sg == Signedness::Unsigned && neg && mag != 0 {
            return Err(self.error_at(
                pos,
                "negative integer literal not valid for unsigned integer type",
            ));
        }
        let w = width.min(128);
        if neg {
            // Must fit as a negative `w`-bit two's complement value.
            let limit: u128 = 1u128 << (w - 1).min(127);
            if mag > limit {
                return Err(oor());
            }
            return Ok((mag as i128).wrapping_neg());
        }
        let fits = w >= 128 || mag < (1u128 << w);
        if !fits {
            return Err(oor());
        }
        match sg {
            Signedness::Unsigned => i128::try_from(mag).map_err(|_| oor()),
            Signedness::Signed => {
                if w < 128 && mag >= (1u128 << (w - 1)) {
                    return Err(oor());
                }
                i128::try_from(mag).map_err(|_| oor())
            }
            Signedness::Signless => {
                if w >= 128 {
                    return Ok(mag as i128);
                }
                // Reinterpret the `w`-bit pattern as signed.
                let shift = 128 - w;
                Ok(((mag << shift) as i128) >> shift)
            }
        }
    }

    // ----- dictionaries ------------------------------------------------------------------

    /// `{ entries }`: sorted, duplicate-free. Accepts the legacy `{key: value}` form.
    pub(crate) fn parse_dictionary(&mut self) -> PResult<Vec<(Ident, Attr)>> {
        self.expect(Tok::LBrace, "'{'")?;
        let mut entries: Vec<(Ident, Attr)> = Vec::new();
        let mut positions = Vec::new();
        if !self.eat(Tok::RBrace) {
            loop {
                let pos = self.current_pos();
                let name = match self.tok.kind {
                    Tok::BareId => {
                        let t = self.tok_text();
                        self.bump();
                        self.ctx.ident(t)
                    }
                    Tok::String => {
                        let b = self.parse_optional_string_bytes().unwrap_or_default();
                        if b.is_empty() {
                            return Err(self.error_at(pos, "expected valid attribute name"));
                        }
                        let s = String::from_utf8_lossy(&b).into_owned();
                        self.ctx.ident(&s)
                    }
                    _ => return Err(self.error_here("expected attribute name")),
                };
                let value = if self.eat(Tok::Equal) || self.eat(Tok::Colon) {
                    self.parse_attribute(None)?
                } else {
                    self.ctx.unit_attr()
                };
                entries.push((name, value));
                positions.push(pos);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RBrace, "'}' in attribute dictionary")?;
        }
        let mut order: Vec<usize> = (0..entries.len()).collect();
        order.sort_by(|&a, &b| {
            self.ctx
                .ident_str(entries[a].0)
                .cmp(self.ctx.ident_str(entries[b].0))
        });
        for w in order.windows(2) {
            if entries[w[0]].0 == entries[w[1]].0 {
                let later = w[0].max(w[1]);
                let name = self.ctx.ident_str(entries[later].0).to_string();
                return Err(self.error_at(
                    positions[later],
                    format!("duplicate key '{name}' in dictionary attribute"),
                ));
            }
        }
        Ok(order.into_iter().map(|i| entries[i]).collect())
    }

    /// `{name = value, unit_name, ...}` if present, appended to `out` (duplicates are an
    /// error, as upstream).
    pub fn parse_optional_attr_dict(&mut self, out: &mut Vec<NamedAttr>) -> PResult<()> {
        if !self.at(Tok::LBrace) {
            return Ok(());
        }
        let pos = self.current_pos();
        let entries = self.parse_dictionary()?;
        for (name, value) in entries {
            if out.iter().any(|a| a.name == name) {
                let n = self.ctx.ident_str(name).to_string();
                return Err(self.error_at(
                    pos,
                    format!("attribute '{n}' occurs more than once in the attribute list"),
                ));
            }
            out.push(NamedAttr { name, value });
        }
        Ok(())
    }

    /// `attributes {..}` if the keyword is present.
    pub fn parse_optional_attr_dict_with_keyword(
        &mut self,
        out: &mut Vec<NamedAttr>,
    ) -> PResult<()> {
        if self.parse_optional_keyword("attributes") {
            if !self.at(Tok::LBrace) {
                return Err(self.error_wrong_token("expected '{' in attribute dictionary"));
            }
            self.parse_optional_attr_dict(out)?;
        }
        Ok(())
    }

    // ----- locations ---------------------------------------------------------------------

    /// `loc(...)` if present.
    pub fn parse_optional_location(&mut self) -> PResult<Option<Attr>> {
        if !self.peek_keyword("loc") {
            return Ok(None);
        }
        self.bump();
        self.expect(Tok::LParen, "'(' in location")?;
        let l = self.parse_location_inner()?;
        self.expect(Tok::RParen, "')' in location")?;
        Ok(Some(l))
    }

    /// A location without the `loc(...)` wrapper.
    pub(crate) fn parse_location_inner(&mut self) -> PResult<Attr> {
        self.enter_nesting()?;
        let r = self.parse_location_inner_nested();
        self.nesting -= 1;
        r
    }

    fn parse_location_inner_nested(&mut self) -> PResult<Attr> {
        match self.tok.kind {
            Tok::Question => {
                self.bump();
                Ok(self.ctx.unknown_loc())
            }
            Tok::HashId => {
                let pos = self.current_pos();
                let id = self.text(self.tok.start + 1, self.tok.end);
                self.bump();
                if let Some(&a) = self.attr_aliases.get(id) {
                    if !matches!(self.ctx.attr_kind(a), AttrKind::Location(_)) {
                        return Err(
                            self.error_at(pos, "expected location, but found dialect attribute")
                        );
                    }
                    return Ok(a);
                }
                // Location aliases may be defined after their use (upstream prints them at the
                // end of the file): resolve once the whole file is parsed.
                let ph = self.ctx.attr(AttrKind::Opaque {
                    dialect: "\u{0}deferred_loc".to_string(),
                    body: id.to_string(),
                    ty: None,
                });
                self.deferred_locs.push((id, pos, ph));
                Ok(ph)
            }
            Tok::String => {
                let name = self.parse_string()?;
                if self.eat(Tok::Colon) {
                    let line = self.parse_loc_number()?;
                    self.expect(Tok::Colon, "':' in location")?;
                    let col = self.parse_loc_number()?;
                    // A range `"f":1:2 to 3:4` (newer upstream) keeps its start.
                    if self.parse_optional_keyword("to") {
                        if self.at(Tok::Colon) {
                            self.bump();
                            self.parse_loc_number()?;
                        } else {
                            self.parse_loc_number()?;
                            if self.eat(Tok::Colon) {
                                self.parse_loc_number()?;
                            }
                        }
                    }
                    return Ok(self.ctx.file_loc(&name, line, col));
                }
                let mut child = None;
                if self.eat(Tok::LParen) {
                    child = Some(self.parse_location_inner()?);
                    self.expect(Tok::RParen, "')' after child location of NameLoc")?;
                }
                Ok(self
                    .ctx
                    .attr(AttrKind::Location(LocKind::Name { name, child })))
            }
            Tok::BareId => {
                let kw = self.tok_text();
                match kw {
                    "unknown" => {
                        self.bump();
                        Ok(self.ctx.unknown_loc())
                    }
                    "callsite" => {
                        self.bump();
                        self.expect(Tok::LParen, "'(' in callsite location")?;
                        let callee = self.parse_location_inner()?;
                        self.parse_keyword("at").map_err(|_| {
                            self.error_wrong_token("expected 'at' in callsite location")
                        })?;
                        let caller = self.parse_location_inner()?;
                        self.expect(Tok::RParen, "')' in callsite location")?;
                        Ok(self
                            .ctx
                            .attr(AttrKind::Location(LocKind::CallSite { callee, caller })))
                    }
                    "fused" => {
                        self.bump();
                        let mut metadata = None;
                        if self.eat(Tok::Less) {
                            metadata = Some(self.parse_attribute(None)?);
                            self.expect(Tok::Greater, "'>' after fused location metadata")?;
                        }
                        self.expect(Tok::LSquare, "'[' in fused location")?;
                        let mut locs = Vec::new();
                        if !self.eat(Tok::RSquare) {
                            loop {
                                locs.push(self.parse_location_inner()?);
                                if !self.eat(Tok::Comma) {
                                    break;
                                }
                            }
                            self.expect(Tok::RSquare, "']' in fused location")?;
                        }
                        Ok(self
                            .ctx
                            .attr(AttrKind::Location(LocKind::Fused { locs, metadata })))
                    }
                    _ => Err(self.error_wrong_token("expected location instance")),
                }
            }
            _ => Err(self.error_wrong_token("expected location instance")),
        }
    }

    fn parse_loc_number(&mut self) -> PResult<u32> {
        if !self.at(Tok::Integer) {
            return Err(self.error_wrong_token("expected integer line number in FileLineColLoc"));
        }
        let v = self
            .int_magnitude(self.tok_text())
            .and_then(|v| u32::try_from(v).ok());
        match v {
            Some(v) => {
                self.bump();
                Ok(v)
            }
            None => Err(self.error_wrong_token("expected integer line number in FileLineColLoc")),
        }
    }

    // ----- dense arrays and elements -------------------------------------------------------

    /// `array<i32: 1, 2>` / `array<f32>`.
    fn parse_dense_array(&mut self) -> PResult<Attr> {
        self.bump();
        self.expect(Tok::Less, "'<' after 'array'")?;
        let tpos = self.current_pos();
        let elem = self.parse_type()?;
        let kind = self.ctx.type_kind(elem).clone();
        let mut data = match kind {
            TypeKind::Integer { .. } => DenseArrayData::Ints(Vec::new()),
            TypeKind::Float(_) => DenseArrayData::Floats(Vec::new()),
            _ => return Err(self.error_at(tpos, "expected integer or float type")),
        };
        if self.eat(Tok::Colon) {
            loop {
                let pos = self.current_pos();
                match (&mut data, &kind) {
                    (DenseArrayData::Ints(v), TypeKind::Integer { width: 1, .. })
                        if self.peek_keyword("true") || self.peek_keyword("false") =>
                    {
                        v.push(i128::from(self.tok_text() == "true"));
                        self.bump();
                    }
                    (DenseArrayData::Ints(v), _) => {
                        let neg = self.eat(Tok::Minus);
                        if !self.at(Tok::Integer) {
                            return Err(self.error_here("expected integer literal"));
                        }
                        let mag = self.int_magnitude(self.tok_text()).unwrap_or(u128::MAX);
                        self.bump();
                        let val = self.check_int_value(neg, mag, elem, pos)?;
                        let val = if matches!(kind, TypeKind::Integer { width: 1, .. }) {
                            val & 1
                        } else {
                            val
                        };
                        v.push(val);
                    }
                    (DenseArrayData::Floats(v), TypeKind::Float(k)) => {
                        let k = *k;
                        let neg = self.eat(Tok::Minus);
                        let x = match self.tok.kind {
                            Tok::Float => Decimal::parse(self.tok_text()),
                            Tok::Integer => {
                                let t = self.tok_text();
                                let m = self.int_magnitude(t);
                                if t.starts_with("0x") {
                                    m.and_then(|m| float_from_bits(m, k)).map(Decimal::exact)
                                } else {
                                    m.map(Decimal::from_int)
                                }
                            }
                            _ => return Err(self.error_here("expected float literal")),
                        };
                        let Some(x) = x else {
                            return Err(self.error_here("invalid float literal"));
                        };
                        self.bump();
                        let x = if neg { x.neg() } else { x };
                        v.push(FloatBits::new(x.round(k)));
                    }
                    _ => return Err(self.error_at(pos, "expected integer or float type")),
                }
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::Greater, "'>' to close an array attribute")?;
        Ok(self.ctx.attr(AttrKind::DenseArray { elem, data }))
    }

    /// An elements literal: nested `[...]`, scalars, `(re, im)`, strings, booleans.
    pub(crate) fn parse_elements_literal(&mut self) -> PResult<Lit> {
        self.enter_nesting()?;
        let r = self.parse_elements_literal_nested();
        self.nesting -= 1;
        r
    }

    fn parse_elements_literal_nested(&mut self) -> PResult<Lit> {
        let pos = self.current_pos();
        match self.tok.kind {
            Tok::LSquare => {
                self.bump();
                let mut v = Vec::new();
                if !self.eat(Tok::RSquare) {
                    loop {
                        v.push(self.parse_elements_literal()?);
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                    self.expect(Tok::RSquare, "']'")?;
                }
                Ok(Lit::List(v, pos))
            }
            Tok::LParen => {
                self.bump();
                let re = self.parse_elements_literal()?;
                self.expect(Tok::Comma, "','")?;
                let im = self.parse_elements_literal()?;
                self.expect(Tok::RParen, "')'")?;
                Ok(Lit::Complex(Box::new(re), Box::new(im), pos))
            }
            Tok::String => {
                let s = self.parse_optional_string_bytes().unwrap_or_default();
                Ok(Lit::Str(s, pos))
            }
            Tok::BareId if self.peek_keyword("true") || self.peek_keyword("false") => {
                let b = self.tok_text() == "true";
                self.bump();
                Ok(Lit::Bool(b, pos))
            }
            Tok::Minus | Tok::Integer | Tok::Float => {
                let neg = self.eat(Tok::Minus);
                let text = self.tok_text();
                match self.tok.kind {
                    Tok::Integer => {
                        let Some(mag) = self.int_magnitude(text) else {
                            return Err(self.error_here("integer constant out of range"));
                        };
                        self.bump();
                        Ok(Lit::Int {
                            neg,
                            mag,
                            hex: text.starts_with("0x"),
                            pos,
                        })
                    }
                    Tok::Float => {
                        let Some(v) = Decimal::parse(text) else {
                            return Err(self.error_here("invalid floating point value"));
                        };
                        self.bump();
                        Ok(Lit::Float {
                            v: if neg { v.neg() } else { v },
                            pos,
                        })
                    }
                    _ => Err(self.error_here("expected integer or floating point literal")),
                }
            }
            _ => Err(self.error_here("expected element literal of primitive type")),
        }
    }

    /// `dense<literal> : shaped-type`.
    fn parse_dense_elements(&mut self) -> PResult<Attr> {
        self.bump();
        self.expect(Tok::Less, "'<' after 'dense'")?;
        let lit = if self.at(Tok::Greater) {
            Lit::List(Vec::new(), self.current_pos())
        } else {
            self.parse_elements_literal()?
        };
        self.expect(Tok::Greater, "'>'")?;
        let tpos = self.current_pos();
        let ty = self.parse_colon_type()?;
        self.dense_from_literal(&lit, ty, tpos)
    }

    /// `sparse<indices, values> : shaped-type`, or the 2019 form with the type first:
    /// `sparse<tensor<3x4xi32>, indices, values>`.
    fn parse_sparse_elements(&mut self) -> PResult<Attr> {
        self.bump();
        self.expect(Tok::Less, "'<' after 'sparse'")?;
        if self.peek_keyword("tensor") || self.peek_keyword("vector") {
            let tpos = self.current_pos();
            let ty = self.parse_type()?;
            self.expect(Tok::Comma, "','")?;
            let i = self.parse_elements_literal()?;
            self.expect(Tok::Comma, "','")?;
            let v = self.parse_elements_literal()?;
            self.expect(Tok::Greater, "'>'")?;
            return self.sparse_from_literals(i, v, ty, tpos);
        }
        let (idx, vals) = if self.at(Tok::Greater) {
            let p = self.current_pos();
            (Lit::List(Vec::new(), p), Lit::List(Vec::new(), p))
        } else {
            let i = self.parse_elements_literal()?;
            self.expect(Tok::Comma, "','")?;
            let v = self.parse_elements_literal()?;
            (i, v)
        };
        self.expect(Tok::Greater, "'>'")?;
        let tpos = self.current_pos();
        let ty = self.parse_colon_type()?;
        self.sparse_from_literals(idx, vals, ty, tpos)
    }

    /// A sparse elements attribute of type `ty` from its indices and values literals.
    fn sparse_from_literals(
        &mut self,
        idx: Lit,
        vals: Lit,
        ty: Type,
        tpos: SrcPos,
    ) -> PResult<Attr> {
        let Some(elem) = self.ctx.type_kind(ty).element_type() else {
            return Err(self.error_at(tpos, "elements literal must be a shaped type"));
        };
        let ishape = self.literal_shape(&idx)?;
        let i64t = self.ctx.int_type(64);
        let ity = self.ctx.ty(TypeKind::RankedTensor {
            shape: ishape,
            elem: i64t,
            encoding: None,
        });
        let indices = self.dense_from_literal(&idx, ity, idx.pos())?;
        let vshape = self.literal_shape(&vals)?;
        let vty = self.ctx.ty(TypeKind::RankedTensor {
            shape: vshape,
            elem,
            encoding: None,
        });
        let values = self.dense_from_literal(&vals, vty, vals.pos())?;
        Ok(self.ctx.attr(AttrKind::SparseElements {
            indices,
            values,
            ty,
        }))
    }

    /// The shape of a (nested list) literal; scalars have shape `[]`.
    pub(crate) fn literal_shape(&self, lit: &Lit) -> PResult<Vec<i64>> {
        match lit {
            Lit::List(v, pos) => {
                let mut inner: Option<Vec<i64>> = None;
                for e in v {
                    let s = self.literal_shape(e)?;
                    match &inner {
                        None => inner = Some(s),
                        Some(i) if *i != s => return Err(self.error_at(
                            *pos,
                            "tensor literal is invalid; ranks are not consistent between elements",
                        )),
                        _ => {}
                    }
                }
                let mut shape = vec![v.len() as i64];
                shape.extend(inner.unwrap_or_default());
                Ok(shape)
            }
            _ => Ok(Vec::new()),
        }
    }
}
