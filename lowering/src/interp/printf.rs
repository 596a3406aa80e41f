//! `gpu.printf` on the interpreter: C's printf for the scalar arguments the op takes.
//!
//! The format is compiled once ([`Format::parse`]) into literal text and conversions; each
//! invocation formats its arguments ([`Format::render`]) and writes the text to the
//! interpreter's output, in the interpreter's order of invocations (the threads of a
//! kernel in the order the interpreter runs them).
//!
//! Conversions: `%d %i` (signed), `%u %x %X %o` (unsigned), `%c`, `%f %F %e %E %g %G %a
//! %A`-less floats (`%a` is refused), `%%`, with C's flags (`-+ #0`), width, precision
//! (`*` is refused: the op has no way to mark an argument as a width) and length modifiers
//! (`hh h l ll j z t L q`, which are accepted and ignored: an argument is printed at its
//! own width). An integer argument of a signed conversion is sign-extended from its width
//! (unsigned `uiN` types are zero-extended), of an unsigned one zero-extended, as C's
//! default promotions and `vprintf` make them; a float argument of an integer conversion,
//! or an integer argument of a float conversion, is refused, as are `%s`, `%p` and `%n`
//! (there are no string or pointer arguments), as is a format with more conversions than
//! arguments. Extra arguments are ignored, as C ignores them.

use super::value::Scalar;

/// One argument's kind, from its type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArgKind {
    /// An integer of this width, signless or signed.
    Signed(u8),
    /// An unsigned integer of this width.
    Unsigned(u8),
    /// `index`
    Index,
    /// A float of this scalar type.
    Float(Scalar),
}

/// A conversion of a format.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Spec {
    left: bool,
    plus: bool,
    space: bool,
    alt: bool,
    zero: bool,
    width: usize,
    precision: Option<usize>,
    conv: u8,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Piece {
    Text(Vec<u8>),
    Conv(Spec),
}

/// A compiled format.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Format {
    pieces: Vec<Piece>,
    kinds: Vec<ArgKind>,
}

impl Format {
    /// Compiles `fmt` for arguments of `args` kinds; the error says what is refused.
    pub fn parse(fmt: &[u8], args: &[ArgKind]) -> Result<Format, String> {
        let mut pieces = Vec::new();
        let mut text = Vec::new();
        let mut i = 0usize;
        let mut next_arg = 0usize;
        while i < fmt.len() {
            if fmt[i] != b'%' {
                text.push(fmt[i]);
                i += 1;
                continue;
            }
            i += 1;
            if fmt.get(i) == Some(&b'%') {
                text.push(b'%');
                i += 1;
                continue;
            }
            let mut s = Spec {
                left: false,
                plus: false,
                space: false,
                alt: false,
                zero: false,
                width: 0,
                precision: None,
                conv: 0,
            };
            while let Some(&c) = fmt.get(i) {
                match c {
                    b'-' => s.left = true,
                    b'+' => s.plus = true,
                    b' ' => s.space = true,
                    b'#' => s.alt = true,
                    b'0' => s.zero = true,
                    _ => break,
                }
                i += 1;
            }
            let number = |i: &mut usize| {
                let mut n = 0usize;
                while let Some(d) = fmt.get(*i).filter(|c| c.is_ascii_digit()) {
                    n = n.saturating_mul(10).saturating_add(usize::from(d - b'0'));
                    *i += 1;
                }
                n.min(4096)
            };
            if fmt.get(i) == Some(&b'*') {
                return Err("a '*' width or precision".into());
            }
            s.width = number(&mut i);
            if fmt.get(i) == Some(&b'.') {
                i += 1;
                if fmt.get(i) == Some(&b'*') {
                    return Err("a '*' width or precision".into());
                }
                s.precision = Some(number(&mut i));
            }
            while let Some(&c) = fmt.get(i) {
                if !matches!(c, b'h' | b'l' | b'j' | b'z' | b't' | b'L' | b'q') {
                    break;
                }
                i += 1;
            }
            let Some(&conv) = fmt.get(i) else {
                return Err("an incomplete conversion at the end of the format".into());
            };
            i += 1;
            let want_float = match conv {
                b'd' | b'i' | b'u' | b'x' | b'X' | b'o' | b'c' => false,
                b'f' | b'F' | b'e' | b'E' | b'g' | b'G' => true,
                _ => return Err(format!("the conversion '%{}'", conv as char)),
            };
            let Some(&arg) = args.get(next_arg) else {
                return Err(format!(
                    "more conversions than the {} argument(s) it is given",
                    args.len()
                ));
            };
            if want_float != matches!(arg, ArgKind::Float(_)) {
                return Err(format!(
                    "the conversion '%{}' of argument #{next_arg}, {}",
                    conv as char,
                    if want_float { "an integer" } else { "a float" }
                ));
            }
            next_arg += 1;
            s.conv = conv;
            if !text.is_empty() {
                pieces.push(Piece::Text(std::mem::take(&mut text)));
            }
            pieces.push(Piece::Conv(s));
        }
        if !text.is_empty() {
            pieces.push(Piece::Text(text));
        }
        Ok(Format {
            pieces,
            kinds: args.to_vec(),
        })
    }

    /// The text for the arguments' bits (of the kinds the format was compiled for).
    pub fn render(&self, bits: &[u64]) -> Vec<u8> {
        let mut out = Vec::new();
        let mut next = self.kinds.iter().copied().zip(bits.iter().copied());
        for p in &self.pieces {
            match p {
                Piece::Text(t) => out.extend_from_slice(t),
                Piece::Conv(s) => {
                    let Some((k, bits)) = next.next() else {
                        return out;
                    };
                    conv(s, k, bits, &mut out);
                }
            }
        }
        out
    }
}

/// Appends one conversion of argument `bits` of kind `k`.
fn conv(s: &Spec, k: ArgKind, bits: u64, out: &mut Vec<u8>) {
    // Zero padding is ignored with `-`, for inf and nan, and for an integer conversion
    // with a precision.
    let mut zero = s.zero && !s.left;
    let (neg, body, prefix): (bool, String, &str) = match k {
        ArgKind::Float(t) => {
            let v = super::value::get_float(t, bits);
            zero &= v.is_finite();
            let upper = s.conv.is_ascii_uppercase();
            let body = if v.is_nan() {
                "nan".to_string()
            } else if v.is_infinite() {
                "inf".to_string()
            } else {
                float_body(s, v.abs())
            };
            let body = if upper { body.to_uppercase() } else { body };
            (v.is_sign_negative(), body, "")
        }
        ArgKind::Signed(_) | ArgKind::Unsigned(_) | ArgKind::Index => {
            zero &= s.precision.is_none();
            let width = match k {
                ArgKind::Signed(w) | ArgKind::Unsigned(w) => w.clamp(1, 64),
                _ => 64,
            };
            let mask = if width == 64 {
                u64::MAX
            } else {
                (1u64 << width) - 1
            };
            let u = bits & mask;
            let signed_value = match k {
                ArgKind::Unsigned(_) => u as i128,
                _ => super::value::sext(u as i64, width) as i128,
            };
            match s.conv {
                b'c' => {
                    let mut o = vec![u as u8];
                    pad(s, false, "", &mut o, out);
                    return;
                }
                b'd' | b'i' => {
                    let mut d = signed_value.unsigned_abs().to_string();
                    min_digits(s, &mut d);
                    (signed_value < 0, d, "")
                }
                _ => {
                    let (mut d, prefix) = match s.conv {
                        b'x' => (format!("{u:x}"), if s.alt && u != 0 { "0x" } else { "" }),
                        b'X' => (format!("{u:X}"), if s.alt && u != 0 { "0X" } else { "" }),
                        b'o' => {
                            let mut d = format!("{u:o}");
                            if s.alt && !d.starts_with('0') {
                                d.insert(0, '0');
                            }
                            (d, "")
                        }
                        _ => (u.to_string(), ""),
                    };
                    min_digits(s, &mut d);
                    (false, d, prefix)
                }
            }
        }
    };
    let sign = if neg {
        "-"
    } else if s.plus
        && matches!(
            s.conv,
            b'd' | b'i' | b'f' | b'F' | b'e' | b'E' | b'g' | b'G'
        )
    {
        "+"
    } else if s.space
        && matches!(
            s.conv,
            b'd' | b'i' | b'f' | b'F' | b'e' | b'E' | b'g' | b'G'
        )
    {
        " "
    } else {
        ""
    };
    let mut prefix_all = String::from(sign);
    prefix_all.push_str(prefix);
    pad(s, zero, &prefix_all, &mut body.into_bytes(), out);
}

/// An integer's digits, at least the precision many (`%.0d` of 0 is empty).
fn min_digits(s: &Spec, d: &mut String) {
    if let Some(p) = s.precision {
        if p == 0 && d == "0" {
            d.clear();
        }
        while d.len() < p {
            d.insert(0, '0');
        }
    }
}

/// Writes `prefix` and `body` padded to the width: with spaces on the left (or the right
/// with `-`), or with zeros between the prefix and the body.
fn pad(s: &Spec, zero: bool, prefix: &str, body: &mut Vec<u8>, out: &mut Vec<u8>) {
    let len = prefix.len() + body.len();
    let fill = s.width.saturating_sub(len);
    if s.left {
        out.extend_from_slice(prefix.as_bytes());
        out.append(body);
        out.extend(std::iter::repeat_n(b' ', fill));
    } else if zero {
        out.extend_from_slice(prefix.as_bytes());
        out.extend(std::iter::repeat_n(b'0', fill));
        out.append(body);
    } else {
        out.extend(std::iter::repeat_n(b' ', fill));
        out.extend_from_slice(prefix.as_bytes());
        out.append(body);
    }
}

/// The digits of a finite, non-negative `v` for `%f`, `%e` or `%g` (lower case).
fn float_body(s: &Spec, v: f64) -> String {
    let p = s.precision.unwrap_or(6);
    match s.conv.to_ascii_lowercase() {
        b'f' => {
            let mut d = format!("{v:.p$}");
            if s.alt && p == 0 {
                d.push('.');
            }
            d
        }
        b'e' => exp_form(v, p, s.alt),
        _ => {
            // %g: the precision is the number of significant digits (0 counts as 1); the
            // exponent X of the %e form decides: %f with precision P-1-X if P > X >= -4,
            // else %e with precision P-1; then, without '#', no trailing zeros.
            let p = p.max(1);
            let e = exp_form(v, p - 1, false);
            let x: i64 = e
                .rsplit_once('e')
                .and_then(|(_, x)| x.parse().ok())
                .unwrap_or(0);
            let mut d = if (p as i64) > x && x >= -4 {
                let prec = (p as i64 - 1 - x).max(0) as usize;
                format!("{v:.prec$}")
            } else {
                exp_form(v, p - 1, false)
            };
            if s.alt {
                if !d.contains('.') {
                    match d.find('e') {
                        Some(at) => d.insert(at, '.'),
                        None => d.push('.'),
                    }
                }
            } else {
                let (mant, exp) = match d.find('e') {
                    Some(at) => (d[..at].to_string(), d[at..].to_string()),
                    None => (d.clone(), String::new()),
                };
                let mant = if mant.contains('.') {
                    mant.trim_end_matches('0').trim_end_matches('.').to_string()
                } else {
                    mant
                };
                d = mant + &exp;
            }
            d
        }
    }
}

/// `d.ddde±XX` with `p` digits after the point.
fn exp_form(v: f64, p: usize, alt: bool) -> String {
    let r = format!("{v:.p$e}");
    let (mant, exp) = r.split_once('e').unwrap_or((&r, "0"));
    let x: i64 = exp.parse().unwrap_or(0);
    let mut m = mant.to_string();
    if alt && p == 0 {
        m.push('.');
    }
    let sign = if x < 0 { '-' } else { '+' };
    format!("{m}e{sign}{:02}", x.unsigned_abs())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(fmt: &str, k: ArgKind, bits: u64) -> String {
        let f = Format::parse(fmt.as_bytes(), &[k]).expect("format");
        String::from_utf8(f.render(&[bits])).expect("utf8")
    }
    fn f64s(fmt: &str, v: f64) -> String {
        one(fmt, ArgKind::Float(Scalar::F64), v.to_bits())
    }

    #[test]
    fn integers_as_c_prints_them() {
        let i32k = ArgKind::Signed(32);
        let m1 = (-1i32) as u32 as u64;
        assert_eq!(one("%d", i32k, m1), "-1");
        assert_eq!(one("%u", i32k, m1), "4294967295");
        assert_eq!(one("%x", i32k, m1), "ffffffff");
        assert_eq!(one("%#X", i32k, 255), "0XFF");
        assert_eq!(one("%#o", i32k, 8), "010");
        assert_eq!(one("%5d|", i32k, 42), "   42|");
        assert_eq!(one("%-5d|", i32k, 42), "42   |");
        assert_eq!(one("%05d", i32k, m1), "-0001");
        assert_eq!(one("%+d", i32k, 7), "+7");
        assert_eq!(one("% d", i32k, 7), " 7");
        assert_eq!(one("%.3d", i32k, 7), "007");
        assert_eq!(one("%08.3d", i32k, 7), "     007");
        assert_eq!(one("%.0d|", i32k, 0), "|");
        assert_eq!(one("%lld", ArgKind::Index, u64::MAX), "-1");
        assert_eq!(one("%d", ArgKind::Unsigned(8), 255), "255");
        assert_eq!(one("%d", ArgKind::Signed(8), 255), "-1");
        assert_eq!(one("%c", i32k, 65), "A");
        assert_eq!(one("%d", ArgKind::Signed(1), 1), "-1");
    }

    #[test]
    fn floats_as_c_prints_them() {
        assert_eq!(f64s("%f", 1.5), "1.500000");
        assert_eq!(f64s("%.2f", 2.675), "2.67");
        assert_eq!(f64s("%e", 12345.678), "1.234568e+04");
        assert_eq!(f64s("%E", 0.0), "0.000000E+00");
        assert_eq!(f64s("%g", 0.0001), "0.0001");
        assert_eq!(f64s("%g", 0.00001), "1e-05");
        assert_eq!(f64s("%g", 123456.0), "123456");
        assert_eq!(f64s("%g", 1234567.0), "1.23457e+06");
        assert_eq!(f64s("%g", 100.0), "100");
        assert_eq!(f64s("%#g", 1.0), "1.00000");
        assert_eq!(f64s("%.3g", 1.23456), "1.23");
        assert_eq!(f64s("%g", 0.5), "0.5");
        assert_eq!(f64s("%G", 1e-10), "1E-10");
        assert_eq!(f64s("%8.3f|", -1.23456), "  -1.235|");
        assert_eq!(f64s("%-8.1f|", 2.0), "2.0     |");
        assert_eq!(f64s("%08.2f", -1.5), "-0001.50");
        assert_eq!(f64s("%+.1e", 1.0), "+1.0e+00");
        assert_eq!(f64s("%f", f64::INFINITY), "inf");
        assert_eq!(f64s("%F", f64::NEG_INFINITY), "-INF");
        assert_eq!(f64s("%05f", f64::NAN), "  nan");
        assert_eq!(f64s("%g", -0.0), "-0");
        assert_eq!(
            one("%f", ArgKind::Float(Scalar::F32), 0.1f32.to_bits() as u64),
            "0.100000"
        );
    }

    #[test]
    fn refusals_name_what_is_refused() {
        let i = [ArgKind::Signed(32)];
        assert!(Format::parse(b"%s", &i).is_err_and(|e| e.contains("'%s'")));
        assert!(Format::parse(b"%d %d", &i).is_err_and(|e| e.contains("more conversions")));
        assert!(Format::parse(b"%f", &i).is_err_and(|e| e.contains("an integer")));
        assert!(Format::parse(b"%*d", &i).is_err());
        assert!(Format::parse(b"%", &i).is_err());
        let f = Format::parse(b"100%% %d\n", &i).expect("format");
        assert_eq!(f.render(&[3]), b"100% 3\n");
        // Extra arguments are ignored.
        assert_eq!(Format::parse(b"x", &i).expect("format").render(&[3]), b"x");
    }
}
