//! The lexer: MLIR tokens over a byte slice, produced on demand.
//!
//! Tokens carry their kind and byte span; the parser slices the source for spellings, so
//! lexing allocates nothing. The rules follow upstream's `Lexer.cpp`: bare identifiers
//! (`[a-zA-Z_][a-zA-Z0-9_$.]*`), prefixed identifiers (`%`, `@`, `^`, `#`, `!` followed by a
//! suffix id `[0-9]+ | [a-zA-Z$._-][a-zA-Z0-9$._-]*`; `@"..."` string symbols), decimal and
//! `0x` hex integers, floats `[0-9]+.[0-9]*([eE][-+]?[0-9]+)?`, strings with `\n \t \" \\
//! \XX` escapes, `//` comments and the punctuation (`->`, `::`, `...`, `{-#`, `#-}`).

/// Token kinds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Tok {
    Eof,
    /// A lexing error; the message is in [`Lexer::error`].
    Error,
    BareId,
    PercentId,
    AtId,
    CaretId,
    HashId,
    BangId,
    Integer,
    Float,
    String,
    LParen,
    RParen,
    LSquare,
    RSquare,
    LBrace,
    RBrace,
    Less,
    Greater,
    Comma,
    Colon,
    ColonColon,
    Equal,
    Arrow,
    Question,
    Star,
    Plus,
    Minus,
    Vertical,
    Ellipsis,
    FileMetadataBegin,
    FileMetadataEnd,
}

/// One token: kind and byte span `[start, end)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Token {
    pub kind: Tok,
    pub start: u32,
    pub end: u32,
}

/// The lexer state: a cursor into the source.
#[derive(Debug, Clone)]
pub(crate) struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    /// The message of the last [`Tok::Error`] token.
    pub error: &'static str,
}

fn is_suffix_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'$' | b'.' | b'_' | b'-')
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a str) -> Self {
        Lexer {
            src: src.as_bytes(),
            pos: 0,
            error: "",
        }
    }

    /// Moves the cursor (used to re-lex `4x8xf32` after the `x`).
    pub fn reset(&mut self, pos: usize) {
        self.pos = pos.min(self.src.len());
    }

    /// The cursor.
    pub fn pos(&self) -> usize {
        self.pos
    }

    fn peek_at(&self, i: usize) -> u8 {
        self.src.get(i).copied().unwrap_or(0)
    }

    fn tok(&self, kind: Tok, start: usize) -> Token {
        Token {
            kind,
            start: start as u32,
            end: self.pos as u32,
        }
    }

    fn err(&mut self, start: usize, msg: &'static str) -> Token {
        self.error = msg;
        Token {
            kind: Tok::Error,
            start: start as u32,
            end: self.pos.max(start + 1) as u32,
        }
    }

    /// Lexes the next token.
    pub fn next_token(&mut self) -> Token {
        loop {
            let start = self.pos;
            let Some(&c) = self.src.get(self.pos) else {
                return self.tok(Tok::Eof, start);
            };
            self.pos += 1;
            return match c {
                b' ' | b'\t' | b'\n' | b'\r' => continue,
                b'/' => {
                    if self.peek_at(self.pos) == b'/' {
                        while self.pos < self.src.len() && self.src[self.pos] != b'\n' {
                            self.pos += 1;
                        }
                        continue;
                    }
                    self.err(start, "unexpected character")
                }
                b'(' => self.tok(Tok::LParen, start),
                b')' => self.tok(Tok::RParen, start),
                b'[' => self.tok(Tok::LSquare, start),
                b']' => self.tok(Tok::RSquare, start),
                b'{' => {
                    if self.peek_at(self.pos) == b'-' && self.peek_at(self.pos + 1) == b'#' {
                        self.pos += 2;
                        return self.tok(Tok::FileMetadataBegin, start);
                    }
                    self.tok(Tok::LBrace, start)
                }
                b'}' => self.tok(Tok::RBrace, start),
                b'<' => self.tok(Tok::Less, start),
                b'>' => self.tok(Tok::Greater, start),
                b',' => self.tok(Tok::Comma, start),
                b'=' => self.tok(Tok::Equal, start),
                b'?' => self.tok(Tok::Question, start),
                b'*' => self.tok(Tok::Star, start),
                b'+' => self.tok(Tok::Plus, start),
                b'|' => self.tok(Tok::Vertical, start),
                b':' => {
                    if self.peek_at(self.pos) == b':' {
                        self.pos += 1;
                        return self.tok(Tok::ColonColon, start);
                    }
                    self.tok(Tok::Colon, start)
                }
                b'-' => {
                    if self.peek_at(self.pos) == b'>' {
                        self.pos += 1;
                        return self.tok(Tok::Arrow, start);
                    }
                    self.tok(Tok::Minus, start)
                }
                b'.' => {
                    if self.peek_at(self.pos) == b'.' && self.peek_at(self.pos + 1) == b'.' {
                        self.pos += 2;
                        return self.tok(Tok::Ellipsis, start);
                    }
                    self.err(start, "unexpected character")
                }
                b'"' => self.lex_string(start),
                b'@' => {
                    if self.peek_at(self.pos) == b'"' {
                        self.pos += 1;
                        let t = self.lex_string(start);
                        if t.kind == Tok::Error {
                            return t;
                        }
                        return self.tok(Tok::AtId, start);
                    }
                    self.lex_prefixed(start, Tok::AtId, "expected valid @-identifier")
                }
                b'%' => self.lex_prefixed(start, Tok::PercentId, "invalid SSA name"),
                b'^' => self.lex_prefixed(start, Tok::CaretId, "invalid block name"),
                b'!' => self.lex_prefixed(start, Tok::BangId, "invalid type identifier"),
                b'#' => {
                    if self.peek_at(self.pos) == b'-' && self.peek_at(self.pos + 1) == b'}' {
                        self.pos += 2;
                        return self.tok(Tok::FileMetadataEnd, start);
                    }
                    self.lex_prefixed(start, Tok::HashId, "invalid attribute name")
                }
                b'0'..=b'9' => self.lex_number(start, c),
                c if c.is_ascii_alphabetic() || c == b'_' => {
                    while self.pos < self.src.len() {
                        let d = self.src[self.pos];
                        if d.is_ascii_alphanumeric() || matches!(d, b'_' | b'$' | b'.') {
                            self.pos += 1;
                        } else {
                            break;
                        }
                    }
                    self.tok(Tok::BareId, start)
                }
                _ => {
                    // Skip a whole UTF-8 sequence so the error span is a character.
                    while self.pos < self.src.len() && (self.src[self.pos] & 0xC0) == 0x80 {
                        self.pos += 1;
                    }
                    self.err(start, "unexpected character")
                }
            };
        }
    }

    fn lex_prefixed(&mut self, start: usize, kind: Tok, msg: &'static str) -> Token {
        let c = self.peek_at(self.pos);
        if c.is_ascii_digit() {
            while self.peek_at(self.pos).is_ascii_digit() {
                self.pos += 1;
            }
        } else if c.is_ascii_alphabetic() || matches!(c, b'$' | b'.' | b'_' | b'-') {
            while is_suffix_char(self.peek_at(self.pos)) {
                self.pos += 1;
            }
        } else {
            return self.err(start, msg);
        }
        self.tok(kind, start)
    }

    fn lex_number(&mut self, start: usize, first: u8) -> Token {
        if first == b'0' && self.peek_at(self.pos) == b'x' {
            if !self.peek_at(self.pos + 1).is_ascii_hexdigit() {
                return self.tok(Tok::Integer, start);
            }
            self.pos += 2;
            while self.peek_at(self.pos).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.tok(Tok::Integer, start);
        }
        while self.peek_at(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        if self.peek_at(self.pos) != b'.' {
            return self.tok(Tok::Integer, start);
        }
        self.pos += 1;
        while self.peek_at(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.peek_at(self.pos), b'e' | b'E') {
            let n1 = self.peek_at(self.pos + 1);
            let n2 = self.peek_at(self.pos + 2);
            if n1.is_ascii_digit() || (matches!(n1, b'+' | b'-') && n2.is_ascii_digit()) {
                self.pos += 2;
                while self.peek_at(self.pos).is_ascii_digit() {
                    self.pos += 1;
                }
            }
        }
        self.tok(Tok::Float, start)
    }

    fn lex_string(&mut self, start: usize) -> Token {
        loop {
            let Some(&c) = self.src.get(self.pos) else {
                return self.err(start, "expected '\"' in string literal");
            };
            self.pos += 1;
            match c {
                b'"' => return self.tok(Tok::String, start),
                b'\n' | b'\x0b' | b'\x0c' => {
                    self.pos -= 1;
                    return self.err(start, "expected '\"' in string literal");
                }
                b'\\' => {
                    let d = self.peek_at(self.pos);
                    if matches!(d, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 1;
                    } else if d.is_ascii_hexdigit()
                        && self.peek_at(self.pos + 1).is_ascii_hexdigit()
                    {
                        self.pos += 2;
                    } else {
                        return self.err(self.pos - 1, "unknown escape in string literal");
                    }
                }
                _ => {}
            }
        }
    }
}

/// Decodes the body of a string token (with its quotes) into bytes.
pub(crate) fn decode_string(tok_text: &str) -> Vec<u8> {
    let b = tok_text.as_bytes();
    let inner = if b.len() >= 2 {
        &b[1..b.len() - 1]
    } else {
        &b[..0]
    };
    let mut out = Vec::with_capacity(inner.len());
    let mut i = 0;
    while i < inner.len() {
        let c = inner[i];
        if c != b'\\' || i + 1 >= inner.len() {
            out.push(c);
            i += 1;
            continue;
        }
        let d = inner[i + 1];
        match d {
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            b'"' => out.push(b'"'),
            b'\\' => out.push(b'\\'),
            _ => {
                let hex = |x: u8| (x as char).to_digit(16).unwrap_or(0) as u8;
                let e = inner.get(i + 2).copied().unwrap_or(b'0');
                out.push(hex(d) * 16 + hex(e));
                i += 3;
                continue;
            }
        }
        i += 2;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<Tok> {
        let mut l = Lexer::new(s);
        let mut v = Vec::new();
        loop {
            let t = l.next_token();
            v.push(t.kind);
            if matches!(t.kind, Tok::Eof | Tok::Error) {
                return v;
            }
        }
    }

    #[test]
    fn punctuation_and_ids() {
        use Tok::*;
        assert_eq!(
            kinds("%0 = \"a.b\"(%x#1) -> :: ... {-# #-} // c\n ^bb0 #map !t @f @\"s y\" x.y$z"),
            vec![
                PercentId,
                Equal,
                String,
                LParen,
                PercentId,
                HashId,
                RParen,
                Arrow,
                ColonColon,
                Ellipsis,
                FileMetadataBegin,
                FileMetadataEnd,
                CaretId,
                HashId,
                BangId,
                AtId,
                AtId,
                BareId,
                Eof
            ]
        );
    }

    #[test]
    fn numbers() {
        use Tok::*;
        assert_eq!(
            kinds("42 0x1F 1.5 2.0e-3 1. 0xi32 4x8"),
            vec![Integer, Integer, Float, Float, Float, Integer, BareId, Integer, BareId, Eof]
        );
    }

    #[test]
    fn strings() {
        assert_eq!(decode_string(r#""a\n\t\"\\\41b""#), b"a\n\t\"\\Ab".to_vec());
        assert_eq!(kinds("\"abc"), vec![Tok::Error]);
        assert_eq!(kinds("\"a\\q\""), vec![Tok::Error]);
    }

    #[test]
    fn prefixed_with_dash() {
        let mut l = Lexer::new("%foo-bar ^x.y");
        let t = l.next_token();
        assert_eq!((t.kind, t.start, t.end), (Tok::PercentId, 0, 8));
    }
}
