//! Test helpers: a small parser for affine maps and sets in MLIR syntax, so that unit
//! tests can be written as text without the full parser.
//!
//! Expressions are built through the upstream operator folds ([`fold`](super::fold)), as
//! upstream's own parser builds them, so `2 + d0` parses as `d0 + 2` and `a - b` as
//! `a + b * -1`.

use super::fold;
use crate::ir::{AffineBinOp, AffineExpr, AffineMap, Context, IntegerSet};

struct P<'a> {
    s: &'a [u8],
    i: usize,
    dims: Vec<String>,
    syms: Vec<String>,
}

impl P<'_> {
    fn ws(&mut self) {
        while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }
    fn eat(&mut self, t: &str) -> bool {
        self.ws();
        if self.s[self.i..].starts_with(t.as_bytes()) {
            let end = self.i + t.len();
            let word = t.bytes().all(|b| b.is_ascii_alphabetic());
            if word && end < self.s.len() && self.s[end].is_ascii_alphanumeric() {
                return false;
            }
            self.i = end;
            true
        } else {
            false
        }
    }
    fn expect(&mut self, t: &str) {
        assert!(
            self.eat(t),
            "expected `{t}` at {} in {:?}",
            self.i,
            String::from_utf8_lossy(self.s)
        );
    }
    fn ident(&mut self) -> String {
        self.ws();
        let st = self.i;
        while self.i < self.s.len()
            && (self.s[self.i].is_ascii_alphanumeric() || self.s[self.i] == b'_')
        {
            self.i += 1;
        }
        String::from_utf8_lossy(&self.s[st..self.i]).into_owned()
    }
    fn id_list(&mut self, close: &str) -> Vec<String> {
        let mut v = Vec::new();
        if self.eat(close) {
            return v;
        }
        loop {
            v.push(self.ident());
            if self.eat(close) {
                return v;
            }
            self.expect(",");
        }
    }
    fn inputs(&mut self) {
        self.expect("(");
        self.dims = self.id_list(")");
        if self.eat("[") {
            self.syms = self.id_list("]");
        }
    }
    fn sum(&mut self, ctx: &mut Context) -> AffineExpr {
        let mut e = self.product(ctx);
        loop {
            if self.eat("+") {
                let r = self.product(ctx);
                e = fold::add(ctx, e, r);
            } else if self.eat("-") {
                let r = self.product(ctx);
                e = fold::sub(ctx, e, r);
            } else {
                return e;
            }
        }
    }
    fn product(&mut self, ctx: &mut Context) -> AffineExpr {
        let mut e = self.unary(ctx);
        loop {
            let op = if self.eat("*") {
                AffineBinOp::Mul
            } else if self.eat("floordiv") {
                AffineBinOp::FloorDiv
            } else if self.eat("ceildiv") {
                AffineBinOp::CeilDiv
            } else if self.eat("mod") {
                AffineBinOp::Mod
            } else {
                return e;
            };
            let r = self.unary(ctx);
            e = fold::bin(ctx, op, e, r);
        }
    }
    fn unary(&mut self, ctx: &mut Context) -> AffineExpr {
        if self.eat("-") {
            let e = self.unary(ctx);
            return fold::mul_cst(ctx, e, -1);
        }
        if self.eat("(") {
            let e = self.sum(ctx);
            self.expect(")");
            return e;
        }
        self.ws();
        if self.i < self.s.len() && self.s[self.i].is_ascii_digit() {
            let st = self.i;
            while self.i < self.s.len() && self.s[self.i].is_ascii_digit() {
                self.i += 1;
            }
            let v: i64 = String::from_utf8_lossy(&self.s[st..self.i])
                .parse()
                .expect("integer");
            return ctx.cst(v);
        }
        let id = self.ident();
        if let Some(p) = self.dims.iter().position(|d| *d == id) {
            return ctx.dim(p as u32);
        }
        if let Some(p) = self.syms.iter().position(|d| *d == id) {
            return ctx.sym(p as u32);
        }
        panic!("unknown identifier `{id}`");
    }
}

/// Parses `(d0, d1)[s0] -> (e0, e1)`.
pub fn map(ctx: &mut Context, text: &str) -> AffineMap {
    let mut p = P {
        s: text.as_bytes(),
        i: 0,
        dims: Vec::new(),
        syms: Vec::new(),
    };
    p.inputs();
    p.expect("->");
    p.expect("(");
    let mut results = Vec::new();
    if !p.eat(")") {
        loop {
            results.push(p.sum(ctx));
            if p.eat(")") {
                break;
            }
            p.expect(",");
        }
    }
    ctx.map(p.dims.len() as u32, p.syms.len() as u32, results)
}

/// Parses `(d0)[s0] : (e0 >= 0, e1 == 0)`; `a >= b` and `a <= b` are accepted too.
pub fn set(ctx: &mut Context, text: &str) -> IntegerSet {
    let mut p = P {
        s: text.as_bytes(),
        i: 0,
        dims: Vec::new(),
        syms: Vec::new(),
    };
    p.inputs();
    p.expect(":");
    p.expect("(");
    let (mut cs, mut eqs) = (Vec::new(), Vec::new());
    loop {
        let a = p.sum(ctx);
        let (e, eq) = if p.eat("==") {
            let b = p.sum(ctx);
            (fold::sub(ctx, a, b), true)
        } else if p.eat(">=") {
            let b = p.sum(ctx);
            (fold::sub(ctx, a, b), false)
        } else {
            p.expect("<=");
            let b = p.sum(ctx);
            (fold::sub(ctx, b, a), false)
        };
        cs.push(e);
        eqs.push(eq);
        if p.eat(")") {
            break;
        }
        p.expect(",");
    }
    ctx.integer_set(p.dims.len() as u32, p.syms.len() as u32, cs, eqs)
}

/// Parses the single-result map text and returns its expression.
pub fn expr(ctx: &mut Context, text: &str) -> AffineExpr {
    let m = map(ctx, text);
    ctx.map_data(m).results[0]
}
