//! Printing of types, attributes, affine expressions/maps/sets and float values, in
//! modern canonical syntax. Affine maps and integer sets print as `#mapN`/`#setN` aliases
//! when an alias table is given.

use crate::ir::fxhash::FxHashMap;
use crate::ir::{
    AffineBinOp, AffineExpr, AffineExprKind, AffineMap, Attr, AttrKind, Context, DenseArrayData,
    DenseData, FloatKind, IntegerSet, LocKind, Signedness, Type, TypeKind, DYNAMIC,
};
use std::fmt::Write;

/// Alias names for affine maps and integer sets, numbered in order of first use.
#[derive(Debug, Default)]
pub(crate) struct Aliases {
    maps: FxHashMap<AffineMap, u32>,
    sets: FxHashMap<IntegerSet, u32>,
    /// Definitions in order: `(is_set, map or set index, number)`.
    order: Vec<(bool, u32, u32)>,
}

impl Aliases {
    fn alias_name(is_set: bool, n: u32) -> String {
        let base = if is_set { "set" } else { "map" };
        if n == 0 {
            base.to_string()
        } else {
            format!("{base}{n}")
        }
    }
    /// The alias definitions, one per line.
    pub(crate) fn header(&self, ctx: &Context) -> String {
        let mut s = String::new();
        for &(is_set, idx, n) in &self.order {
            let _ = write!(s, "#{} = ", Self::alias_name(is_set, n));
            let mut ap = AttrPrinter {
                ctx,
                out: &mut s,
                aliases: None,
            };
            if is_set {
                ap.out.push_str("affine_set<");
                ap.integer_set(IntegerSet::from_index(idx as usize));
            } else {
                ap.out.push_str("affine_map<");
                ap.affine_map(AffineMap::from_index(idx as usize));
            }
            s.push_str(">\n");
        }
        s
    }
}

/// Whether `s` can print as a bare identifier (`[a-zA-Z_][a-zA-Z0-9_$.]*`).
pub(crate) fn is_bare_identifier(s: &str) -> bool {
    let b = s.as_bytes();
    match b.first() {
        Some(c) if c.is_ascii_alphabetic() || *c == b'_' => {}
        _ => return false,
    }
    b.iter()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
}

/// Appends a quoted string literal with upstream's escaping (`\"`, `\\` and non-printable
/// bytes as `\XX`).
pub(crate) fn write_escaped(out: &mut String, bytes: &[u8]) {
    out.push('"');
    for &c in bytes {
        if (0x20..0x7f).contains(&c) && c != b'"' && c != b'\\' {
            out.push(c as char);
        } else {
            let _ = write!(out, "\\{:02X}", c);
        }
    }
    out.push('"');
}

/// A bare keyword if valid as one, else a quoted string.
pub(crate) fn write_keyword_or_string(out: &mut String, s: &str) {
    if is_bare_identifier(s) {
        out.push_str(s);
    } else {
        write_escaped(out, s.as_bytes());
    }
}

fn round_to(v: f64, k: FloatKind) -> f64 {
    crate::parser::round_float_to_kind(v, k)
}

/// Formats a float as upstream's `printFloatValue`: `1.000000e+00` when six digits
/// round-trip, else the shortest round-tripping decimal, and the bit pattern in hex for
/// infinities and NaNs. Returns the text and whether it is hex.
pub(crate) fn format_float(v: f64, k: FloatKind) -> (String, bool) {
    if v.is_finite() {
        let s = six_digits(v);
        if let Ok(back) = s.parse::<f64>() {
            if round_to(back, k).to_bits() == v.to_bits() {
                return (s, false);
            }
        }
        let s = apfloat_default_string(v, k);
        if s.contains('.') {
            return (s, false);
        }
    }
    let hex = match crate::parser::float_to_bits(v, k) {
        Some(bits) => format!("0x{bits:X}"),
        None => format!("0x{:X}", v.to_bits()),
    };
    (hex, true)
}

/// Upstream's `APFloat::toString` with its defaults (natural precision, padding 3,
/// truncated zeros): `3.1415926535897931`, `0.333333343`, `1.0E-10`, `12345678`.
fn apfloat_default_string(v: f64, k: FloatKind) -> String {
    // 2 + floor(significand bits * 59 / 196) significant digits.
    let prec: usize = match k {
        FloatKind::F16 => 5,
        FloatKind::BF16 => 4,
        FloatKind::TF32 => 5,
        FloatKind::F32 => 9,
        _ => 17,
    };
    let mut out = String::new();
    if v.is_sign_negative() {
        out.push('-');
    }
    let a = v.abs();
    if a == 0.0 {
        out.push('0');
        return out;
    }
    let sci = format!("{:.*e}", prec - 1, a);
    let Some((mant, e)) = sci.split_once('e') else {
        return sci;
    };
    let e10: i64 = e.parse().unwrap_or(0);
    let mut digits: Vec<u8> = mant.bytes().filter(|b| b.is_ascii_digit()).collect();
    while digits.len() > 1 && digits.last() == Some(&b'0') {
        digits.pop();
    }
    let nd = digits.len() as i64;
    let exp = e10 - (nd - 1);
    let scientific = if exp >= 0 {
        exp > 3 || nd + exp > prec as i64
    } else {
        let msd = exp + nd - 1;
        msd < 0 && -msd > 3
    };
    let ds = |d: &[u8]| String::from_utf8_lossy(d).into_owned();
    if scientific {
        let e = exp + nd - 1;
        out.push(digits[0] as char);
        out.push('.');
        if nd == 1 {
            out.push('0');
        } else {
            out.push_str(&ds(&digits[1..]));
        }
        let _ = write!(out, "E{}{}", if e >= 0 { '+' } else { '-' }, e.abs());
        return out;
    }
    if exp >= 0 {
        out.push_str(&ds(&digits));
        for _ in 0..exp {
            out.push('0');
        }
        return out;
    }
    let whole = exp + nd;
    if whole > 0 {
        out.push_str(&ds(&digits[..whole as usize]));
        out.push('.');
        out.push_str(&ds(&digits[whole as usize..]));
    } else {
        out.push_str("0.");
        for _ in 0..(-whole) {
            out.push('0');
        }
        out.push_str(&ds(&digits));
    }
    out
}

/// `1.500000e0` → `1.500000e+00`.
/// `APFloat::toString(6, 0, false)` in scientific form: six significant digits (the first
/// dropped digit rounds half up, as `APFloat` does), a padding zero, and a two-digit
/// exponent: `1.500000e+00`, `1.953130e-03`.
fn six_digits(v: f64) -> String {
    let exact = format!("{:.20e}", v.abs());
    let Some((mant, e)) = exact.split_once('e') else {
        return fix_exponent(&format!("{v:.6e}"));
    };
    let mut exp: i64 = e.parse().unwrap_or(0);
    let digits: Vec<u8> = mant.bytes().filter(u8::is_ascii_digit).collect();
    let mut kept: Vec<u8> = digits.iter().take(6).map(|d| d - b'0').collect();
    if digits.get(6).is_some_and(|&d| d >= b'5') {
        let mut i = kept.len();
        loop {
            if i == 0 {
                kept.insert(0, 1);
                kept.truncate(6);
                exp += 1;
                break;
            }
            i -= 1;
            if kept[i] == 9 {
                kept[i] = 0;
            } else {
                kept[i] += 1;
                break;
            }
        }
    }
    let mut out = String::new();
    if v.is_sign_negative() {
        out.push('-');
    }
    out.push((b'0' + kept.first().copied().unwrap_or(0)) as char);
    out.push('.');
    for d in kept.iter().skip(1) {
        out.push((b'0' + d) as char);
    }
    out.push('0');
    let _ = write!(out, "e{}{:02}", if exp < 0 { '-' } else { '+' }, exp.abs());
    out
}

fn fix_exponent(s: &str) -> String {
    match s.split_once('e') {
        Some((m, e)) => {
            let (sign, digits) = match e.strip_prefix('-') {
                Some(d) => ('-', d),
                None => ('+', e),
            };
            if digits.len() < 2 {
                format!("{m}e{sign}0{digits}")
            } else {
                format!("{m}e{sign}{digits}")
            }
        }
        None => s.to_string(),
    }
}

/// When an attribute's `: type` suffix is dropped (upstream's `AttrTypeElision`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Elide {
    /// Always print the type (top-level attributes, dictionary values).
    Never,
    /// Drop `i64` of integers and `f64` of floats (array elements).
    May,
    /// Never print the type.
    Must,
}

/// Prints types and attributes into a string.
pub(crate) struct AttrPrinter<'c, 'o> {
    pub ctx: &'c Context,
    pub out: &'o mut String,
    pub aliases: Option<&'o mut Aliases>,
}

impl AttrPrinter<'_, '_> {
    fn dims(&mut self, shape: &[i64], scalable: Option<&[bool]>) {
        for (i, d) in shape.iter().enumerate() {
            let sc = scalable.and_then(|s| s.get(i).copied()).unwrap_or(false);
            if sc {
                self.out.push('[');
            }
            if *d == DYNAMIC {
                self.out.push('?');
            } else {
                let _ = write!(self.out, "{d}");
            }
            if sc {
                self.out.push(']');
            }
            self.out.push('x');
        }
    }

    /// Prints a type.
    pub fn ty(&mut self, t: Type) {
        let ctx = self.ctx;
        match ctx.type_kind(t) {
            TypeKind::Integer { width, signedness } => {
                let p = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                let _ = write!(self.out, "{p}{width}");
            }
            TypeKind::Index => self.out.push_str("index"),
            TypeKind::Float(k) => self.out.push_str(k.keyword()),
            TypeKind::None => self.out.push_str("none"),
            TypeKind::Complex(e) => {
                self.out.push_str("complex<");
                self.ty(*e);
                self.out.push('>');
            }
            TypeKind::Tuple(ts) => {
                self.out.push_str("tuple<");
                self.type_list(ts);
                self.out.push('>');
            }
            TypeKind::Function { inputs, results } => {
                self.out.push('(');
                self.type_list(inputs);
                self.out.push_str(") -> ");
                self.result_types(results);
            }
            TypeKind::Vector {
                shape,
                scalable,
                elem,
            } => {
                self.out.push_str("vector<");
                self.dims(shape, Some(scalable));
                self.ty(*elem);
                self.out.push('>');
            }
            TypeKind::RankedTensor {
                shape,
                elem,
                encoding,
            } => {
                self.out.push_str("tensor<");
                self.dims(shape, None);
                self.ty(*elem);
                if let Some(e) = encoding {
                    self.out.push_str(", ");
                    self.attr(*e, Elide::Never);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedTensor { elem } => {
                self.out.push_str("tensor<*x");
                self.ty(*elem);
                self.out.push('>');
            }
            TypeKind::MemRef {
                shape,
                elem,
                layout,
                memory_space,
            } => {
                self.out.push_str("memref<");
                self.dims(shape, None);
                self.ty(*elem);
                if let Some(l) = layout {
                    self.out.push_str(", ");
                    self.attr(*l, Elide::May);
                }
                if let Some(s) = memory_space {
                    self.out.push_str(", ");
                    self.attr(*s, Elide::May);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedMemRef { elem, memory_space } => {
                self.out.push_str("memref<*x");
                self.ty(*elem);
                if let Some(s) = memory_space {
                    self.out.push_str(", ");
                    self.attr(*s, Elide::May);
                }
                self.out.push('>');
            }
            TypeKind::Opaque { dialect, body } => {
                let _ = write!(self.out, "!{dialect}{body}");
            }
        }
    }

    /// Comma-separated types.
    pub fn type_list(&mut self, ts: &[Type]) {
        for (i, t) in ts.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.ty(*t);
        }
    }

    /// Function results: a single non-function type bare, otherwise parenthesized.
    pub fn result_types(&mut self, ts: &[Type]) {
        if ts.len() == 1 && !matches!(self.ctx.type_kind(ts[0]), TypeKind::Function { .. }) {
            self.ty(ts[0]);
        } else {
            self.out.push('(');
            self.type_list(ts);
            self.out.push(')');
        }
    }

    fn int_value(&mut self, value: i128, ty: Type) {
        let _ = ty;
        let _ = write!(self.out, "{value}");
    }

    /// Prints an attribute; `elide_type` drops the `: type` suffix of typed attributes.
    pub fn attr(&mut self, a: Attr, el: Elide) {
        let elide_type = el == Elide::Must;
        let ctx = self.ctx;
        match ctx.attr_kind(a) {
            AttrKind::Unit => self.out.push_str("unit"),
            AttrKind::Bool(b) => self.out.push_str(if *b { "true" } else { "false" }),
            AttrKind::Integer { value, ty } => {
                if matches!(
                    ctx.type_kind(*ty),
                    TypeKind::Integer {
                        width: 1,
                        signedness: Signedness::Signless
                    }
                ) {
                    self.out
                        .push_str(if *value != 0 { "true" } else { "false" });
                    return;
                }
                self.int_value(*value, *ty);
                let is_i64 = matches!(
                    ctx.type_kind(*ty),
                    TypeKind::Integer {
                        width: 64,
                        signedness: Signedness::Signless
                    }
                );
                if el == Elide::Never || (el == Elide::May && !is_i64) {
                    self.out.push_str(" : ");
                    self.ty(*ty);
                }
            }
            AttrKind::Float { value, ty } => {
                let k = match ctx.type_kind(*ty) {
                    TypeKind::Float(k) => *k,
                    _ => FloatKind::F64,
                };
                let (s, hex) = format_float(value.get(), k);
                self.out.push_str(&s);
                if el == Elide::Never || (el == Elide::May && (k != FloatKind::F64 || hex)) {
                    self.out.push_str(" : ");
                    self.ty(*ty);
                }
            }
            AttrKind::String { value, ty } => {
                write_escaped(self.out, value);
                if let (Some(t), false) = (ty, elide_type) {
                    if !matches!(ctx.type_kind(*t), TypeKind::None) {
                        self.out.push_str(" : ");
                        self.ty(*t);
                    }
                }
            }
            AttrKind::Type(t) => self.ty(*t),
            AttrKind::AffineMap(m) => self.map_ref(*m),
            AttrKind::IntegerSet(s) => self.set_ref(*s),
            AttrKind::Array(v) => {
                self.out.push('[');
                for (i, e) in v.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.attr(*e, Elide::May);
                }
                self.out.push(']');
            }
            AttrKind::DenseArray { elem, data } => {
                self.out.push_str("array<");
                self.ty(*elem);
                let ek = ctx.type_kind(*elem);
                match data {
                    DenseArrayData::Ints(v) => {
                        if !v.is_empty() {
                            self.out.push_str(": ");
                        }
                        let is_i1 = matches!(ek, TypeKind::Integer { width: 1, .. });
                        for (i, x) in v.iter().enumerate() {
                            if i > 0 {
                                self.out.push_str(", ");
                            }
                            if is_i1 {
                                self.out.push_str(if *x != 0 { "true" } else { "false" });
                            } else {
                                let _ = write!(self.out, "{x}");
                            }
                        }
                    }
                    DenseArrayData::Floats(v) => {
                        if !v.is_empty() {
                            self.out.push_str(": ");
                        }
                        let k = if let TypeKind::Float(k) = ek {
                            *k
                        } else {
                            FloatKind::F64
                        };
                        for (i, x) in v.iter().enumerate() {
                            if i > 0 {
                                self.out.push_str(", ");
                            }
                            self.out.push_str(&format_float(x.get(), k).0);
                        }
                    }
                }
                self.out.push('>');
            }
            AttrKind::Dictionary(entries) => {
                self.out.push('{');
                for (i, (n, v)) in entries.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    write_keyword_or_string(self.out, ctx.ident_str(*n));
                    if !matches!(ctx.attr_kind(*v), AttrKind::Unit) {
                        self.out.push_str(" = ");
                        self.attr(*v, Elide::Never);
                    }
                }
                self.out.push('}');
            }
            AttrKind::SymbolRef { root, nested } => {
                self.out.push('@');
                write_keyword_or_string(self.out, ctx.ident_str(*root));
                for n in nested {
                    self.out.push_str("::@");
                    write_keyword_or_string(self.out, ctx.ident_str(*n));
                }
            }
            AttrKind::DenseElements { ty, data } => {
                self.out.push_str("dense<");
                self.dense_body(*ty, data, true);
                self.out.push('>');
                if !elide_type {
                    self.out.push_str(" : ");
                    self.ty(*ty);
                }
            }
            AttrKind::DenseResource { handle, ty } => {
                let _ = write!(self.out, "dense_resource<{handle}>");
                if !elide_type {
                    self.out.push_str(" : ");
                    self.ty(*ty);
                }
            }
            AttrKind::OpaqueElements { dialect, hex, ty } => {
                self.out.push_str("opaque<");
                write_escaped(self.out, dialect.as_bytes());
                self.out.push_str(", ");
                write_escaped(self.out, hex.as_bytes());
                self.out.push('>');
                if !elide_type {
                    self.out.push_str(" : ");
                    self.ty(*ty);
                }
            }
            AttrKind::SparseElements {
                indices,
                values,
                ty,
            } => {
                self.out.push_str("sparse<");
                self.dense_part(*indices);
                self.out.push_str(", ");
                self.dense_part(*values);
                self.out.push('>');
                if !elide_type {
                    self.out.push_str(" : ");
                    self.ty(*ty);
                }
            }
            AttrKind::StridedLayout { offset, strides } => {
                self.out.push_str("strided<[");
                for (i, s) in strides.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.stride(*s);
                }
                self.out.push(']');
                if *offset != 0 {
                    self.out.push_str(", offset: ");
                    self.stride(*offset);
                }
                self.out.push('>');
            }
            AttrKind::Location(_) => {
                self.out.push_str("loc(");
                self.location(a);
                self.out.push(')');
            }
            AttrKind::Opaque { dialect, body, ty } => {
                match crate::dialect::gpu::syntax::enum_pretty(dialect, body) {
                    Some((name, value)) => {
                        let _ = write!(self.out, "#gpu.{name}<{value}>");
                    }
                    None => {
                        let _ = write!(self.out, "#{dialect}{body}");
                    }
                }
                if let (Some(t), false) = (ty, elide_type) {
                    self.out.push_str(" : ");
                    self.ty(*t);
                }
            }
        }
    }

    /// An affine map attribute: its alias when aliases are on, else `affine_map<...>`.
    pub fn map_ref(&mut self, m: AffineMap) {
        if let Some(al) = self.aliases.as_deref_mut() {
            let n = match al.maps.get(&m) {
                Some(&n) => n,
                None => {
                    let n = al.maps.len() as u32;
                    al.maps.insert(m, n);
                    al.order.push((false, m.index() as u32, n));
                    n
                }
            };
            let _ = write!(self.out, "#{}", Aliases::alias_name(false, n));
            return;
        }
        self.out.push_str("affine_map<");
        self.affine_map(m);
        self.out.push('>');
    }

    /// An integer set attribute: its alias when aliases are on, else `affine_set<...>`.
    pub fn set_ref(&mut self, s: IntegerSet) {
        if let Some(al) = self.aliases.as_deref_mut() {
            let n = match al.sets.get(&s) {
                Some(&n) => n,
                None => {
                    let n = al.sets.len() as u32;
                    al.sets.insert(s, n);
                    al.order.push((true, s.index() as u32, n));
                    n
                }
            };
            let _ = write!(self.out, "#{}", Aliases::alias_name(true, n));
            return;
        }
        self.out.push_str("affine_set<");
        self.integer_set(s);
        self.out.push('>');
    }

    fn stride(&mut self, s: i64) {
        if s == DYNAMIC {
            self.out.push('?');
        } else {
            let _ = write!(self.out, "{s}");
        }
    }

    /// The elements of one part of a sparse attribute, always as a nested list.
    fn dense_part(&mut self, a: Attr) {
        if let AttrKind::DenseElements { ty, data } = self.ctx.attr_kind(a) {
            self.dense_body(*ty, data, false);
        } else {
            self.attr(a, Elide::Must);
        }
    }

    fn dense_body(&mut self, ty: Type, data: &DenseData, allow_splat: bool) {
        let ctx = self.ctx;
        let (shape, elem) = match ctx.type_kind(ty) {
            TypeKind::RankedTensor { shape, elem, .. } | TypeKind::Vector { shape, elem, .. } => {
                (shape.clone(), *elem)
            }
            _ => (Vec::new(), ty),
        };
        let n: i64 = shape.iter().product();
        let len = match data {
            DenseData::Ints(v) => v.len(),
            DenseData::Floats(v) => v.len(),
            DenseData::Complex(v) => v.len(),
            DenseData::Strings(v) => v.len(),
            DenseData::Hex(b) => {
                self.out.push_str("\"0x");
                for x in b {
                    let _ = write!(self.out, "{:02X}", x);
                }
                self.out.push('"');
                return;
            }
        };
        if len == 0 {
            return;
        }
        let splat = len == 1;
        if splat && (allow_splat || n <= 1) {
            self.dense_elem(data, 0, elem);
            return;
        }
        if n as usize != len && !splat {
            // Malformed data: print it flat.
            self.out.push('[');
            for i in 0..len {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.dense_elem(data, i, elem);
            }
            self.out.push(']');
            return;
        }
        let mut idx = 0usize;
        self.dense_nested(data, &shape, elem, &mut idx, splat);
    }

    fn dense_nested(
        &mut self,
        data: &DenseData,
        shape: &[i64],
        elem: Type,
        idx: &mut usize,
        splat: bool,
    ) {
        let Some((&d, rest)) = shape.split_first() else {
            self.dense_elem(data, if splat { 0 } else { *idx }, elem);
            *idx += 1;
            return;
        };
        self.out.push('[');
        for i in 0..d.max(0) {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.dense_nested(data, rest, elem, idx, splat);
        }
        self.out.push(']');
    }

    fn dense_elem(&mut self, data: &DenseData, i: usize, elem: Type) {
        let ctx = self.ctx;
        match data {
            DenseData::Ints(v) => {
                let x = v.get(i).copied().unwrap_or(0);
                if matches!(ctx.type_kind(elem), TypeKind::Integer { width: 1, .. }) {
                    self.out.push_str(if x != 0 { "true" } else { "false" });
                } else {
                    let _ = write!(self.out, "{x}");
                }
            }
            DenseData::Floats(v) => {
                let k = if let TypeKind::Float(k) = ctx.type_kind(elem) {
                    *k
                } else {
                    FloatKind::F64
                };
                let x = v.get(i).map(|f| f.get()).unwrap_or(0.0);
                self.out.push_str(&format_float(x, k).0);
            }
            DenseData::Complex(v) => {
                if let Some((re, im)) = v.get(i) {
                    self.out.push('(');
                    self.attr(*re, Elide::Must);
                    self.out.push(',');
                    self.attr(*im, Elide::Must);
                    self.out.push(')');
                }
            }
            DenseData::Strings(v) => {
                if let Some(s) = v.get(i) {
                    write_escaped(self.out, s);
                }
            }
            DenseData::Hex(_) => {}
        }
    }

    /// A location without the `loc(...)` wrapper.
    pub fn location(&mut self, a: Attr) {
        let ctx = self.ctx;
        match ctx.attr_kind(a) {
            AttrKind::Location(k) => match k {
                LocKind::Unknown => self.out.push_str("unknown"),
                LocKind::FileLineCol { file, line, col } => {
                    write_escaped(self.out, file.as_bytes());
                    let _ = write!(self.out, ":{line}:{col}");
                }
                LocKind::Name { name, child } => {
                    write_escaped(self.out, name.as_bytes());
                    if let Some(c) = child {
                        self.out.push('(');
                        self.location(*c);
                        self.out.push(')');
                    }
                }
                LocKind::CallSite { callee, caller } => {
                    self.out.push_str("callsite(");
                    self.location(*callee);
                    self.out.push_str(" at ");
                    self.location(*caller);
                    self.out.push(')');
                }
                LocKind::Fused { locs, metadata } => {
                    self.out.push_str("fused");
                    if let Some(m) = metadata {
                        self.out.push('<');
                        self.attr(*m, Elide::Never);
                        self.out.push('>');
                    }
                    self.out.push('[');
                    for (i, l) in locs.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        self.location(*l);
                    }
                    self.out.push(']');
                }
            },
            _ => self.out.push_str("unknown"),
        }
    }

    /// `(d0, d1)[s0] -> (exprs)`
    pub fn affine_map(&mut self, m: AffineMap) {
        let d = self.ctx.map_data(m);
        self.dim_sym_header(d.num_dims, d.num_symbols);
        self.out.push_str(" -> (");
        for (i, e) in d.results.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.expr(*e, false, &mut |p, pos, is_sym| {
                let _ = write!(p.out, "{}{}", if is_sym { 's' } else { 'd' }, pos);
            });
        }
        self.out.push(')');
    }

    /// `(d0)[s0] : (constraints)`
    pub fn integer_set(&mut self, s: IntegerSet) {
        let d = self.ctx.set_data(s);
        self.dim_sym_header(d.num_dims, d.num_symbols);
        self.out.push_str(" : (");
        for (i, (e, eq)) in d.constraints.iter().zip(&d.eq_flags).enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.expr(*e, false, &mut |p, pos, is_sym| {
                let _ = write!(p.out, "{}{}", if is_sym { 's' } else { 'd' }, pos);
            });
            self.out.push_str(if *eq { " == 0" } else { " >= 0" });
        }
        self.out.push(')');
    }

    fn dim_sym_header(&mut self, nd: u32, ns: u32) {
        self.out.push('(');
        for i in 0..nd {
            if i > 0 {
                self.out.push_str(", ");
            }
            let _ = write!(self.out, "d{i}");
        }
        self.out.push(')');
        if ns > 0 {
            self.out.push('[');
            for i in 0..ns {
                if i > 0 {
                    self.out.push_str(", ");
                }
                let _ = write!(self.out, "s{i}");
            }
            self.out.push(']');
        }
    }

    /// Prints an affine expression as upstream (`d0 - 1`, `-d0`, `d0 - d1 * 2`, parentheses
    /// for strong binding); `leaf` prints dims and symbols.
    pub fn expr(
        &mut self,
        e: AffineExpr,
        strong: bool,
        leaf: &mut dyn FnMut(&mut Self, u32, bool),
    ) {
        let ctx = self.ctx;
        let (op, lhs, rhs) = match ctx.expr(e) {
            AffineExprKind::Dim(i) => return leaf(self, i, false),
            AffineExprKind::Symbol(i) => return leaf(self, i, true),
            AffineExprKind::Const(c) => {
                let _ = write!(self.out, "{c}");
                return;
            }
            AffineExprKind::Bin(op, a, b) => (op, a, b),
        };
        if op != AffineBinOp::Add {
            if strong {
                self.out.push('(');
            }
            if op == AffineBinOp::Mul && ctx.as_const(rhs) == Some(-1) {
                self.out.push('-');
                self.expr(lhs, true, leaf);
            } else {
                self.expr(lhs, true, leaf);
                self.out.push_str(match op {
                    AffineBinOp::Mul => " * ",
                    AffineBinOp::FloorDiv => " floordiv ",
                    AffineBinOp::CeilDiv => " ceildiv ",
                    AffineBinOp::Mod => " mod ",
                    AffineBinOp::Add => " + ",
                });
                self.expr(rhs, true, leaf);
            }
            if strong {
                self.out.push(')');
            }
            return;
        }
        if strong {
            self.out.push('(');
        }
        let mut done = false;
        if let AffineExprKind::Bin(AffineBinOp::Mul, rl, rr) = ctx.expr(rhs) {
            if let Some(c) = ctx.as_const(rr) {
                if c == -1 {
                    self.expr(lhs, false, leaf);
                    self.out.push_str(" - ");
                    let rl_is_add =
                        matches!(ctx.expr(rl), AffineExprKind::Bin(AffineBinOp::Add, _, _));
                    self.expr(rl, rl_is_add, leaf);
                    done = true;
                } else if c < -1 {
                    self.expr(lhs, false, leaf);
                    self.out.push_str(" - ");
                    self.expr(rl, true, leaf);
                    let _ = write!(self.out, " * {}", -(c as i128));
                    done = true;
                }
            }
        }
        if !done {
            match ctx.as_const(rhs) {
                Some(c) if c < 0 => {
                    self.expr(lhs, false, leaf);
                    let _ = write!(self.out, " - {}", -(c as i128));
                }
                _ => {
                    self.expr(lhs, false, leaf);
                    self.out.push_str(" + ");
                    self.expr(rhs, false, leaf);
                }
            }
        }
        if strong {
            self.out.push(')');
        }
    }
}
