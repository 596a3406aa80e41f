//! Affine expressions, maps and integer sets: the `affine_map<...>`/`affine_set<...>`
//! bodies (also the old bare `(d0) -> (d0)` form), and the SSA-id forms custom ops use
//! (`%A[%i + 1, symbol(%n)]`, affine.for bounds, `#set(%i)[%N]`).
//!
//! Precedence and associativity follow upstream's `AffineParser`: `+`/`-` bind loosest and
//! associate left; `*`, `floordiv`, `ceildiv`, `mod` bind tighter and associate left; unary
//! `-` applies to its operand (`-d0 * 2` is `(-d0) * 2`). Multiplication needs a symbolic or
//! constant side; the right operand of the division/modulo operators must be symbolic or
//! constant. Expressions are built through upstream's operator folds
//! ([`fold`](crate::affine::fold)), as upstream's parser builds them with `AffineExpr`'s
//! `operator+`/`operator*`: `33 + d0 + 64 * d1` is stored as `d0 + d1 * 64 + 33`.

use super::lexer::Tok;
use super::{Delimiter, OpParser, PResult, UnresolvedOperand};
use crate::affine::fold;
use crate::ir::{
    AffineBinOp, AffineExpr, AffineExprKind, AffineMap, Attr, AttrKind, Context, IntegerSet,
};

/// How identifiers in an expression are resolved.
enum Ids<'a> {
    /// Named dims and symbols of a map or set: `(d0, d1)[s0]`.
    Named {
        dims: Vec<&'a str>,
        syms: Vec<&'a str>,
    },
    /// SSA values: `%x` is a dim, `symbol(%x)` a symbol, each distinct value once.
    Ssa {
        seen: Vec<((u32, u32), AffineExpr)>,
        dims: Vec<UnresolvedOperand>,
        syms: Vec<UnresolvedOperand>,
    },
}

/// Whether `e` uses no dimension.
pub(crate) fn is_symbolic(ctx: &Context, e: AffineExpr) -> bool {
    match ctx.expr(e) {
        AffineExprKind::Dim(_) => false,
        AffineExprKind::Symbol(_) | AffineExprKind::Const(_) => true,
        AffineExprKind::Bin(_, a, b) => is_symbolic(ctx, a) && is_symbolic(ctx, b),
    }
}

impl<'a> OpParser<'a> {
    /// Whether the next token can start an operand of an affine binary operator.
    fn affine_operand_next(&self) -> bool {
        matches!(
            self.tok.kind,
            Tok::Minus | Tok::LParen | Tok::Integer | Tok::BareId | Tok::PercentId
        ) && !(self.peek_keyword("floordiv")
            || self.peek_keyword("ceildiv")
            || self.peek_keyword("mod"))
    }

    /// The right operand of a binary operator just consumed.
    fn affine_rhs(&mut self, ids: &mut Ids<'a>, high: bool) -> PResult<AffineExpr> {
        if !self.affine_operand_next() {
            return Err(self.error_here("missing right operand of binary operator"));
        }
        if high {
            self.affine_unary(ids)
        } else {
            self.affine_high(ids)
        }
    }

    fn affine_low(&mut self, ids: &mut Ids<'a>) -> PResult<AffineExpr> {
        let mut lhs = self.affine_high(ids)?;
        loop {
            if self.eat(Tok::Plus) {
                let rhs = self.affine_rhs(ids, false)?;
                lhs = fold::add(self.ctx, lhs, rhs);
            } else if self.eat(Tok::Minus) {
                let rhs = self.affine_rhs(ids, false)?;
                lhs = fold::sub(self.ctx, lhs, rhs);
            } else {
                return Ok(lhs);
            }
        }
    }

    fn affine_high(&mut self, ids: &mut Ids<'a>) -> PResult<AffineExpr> {
        let mut lhs = self.affine_unary(ids)?;
        loop {
            let (op, name) = if self.at(Tok::Star) {
                (AffineBinOp::Mul, "*")
            } else if self.peek_keyword("floordiv") || self.peek_keyword("div") {
                (AffineBinOp::FloorDiv, "floordiv")
            } else if self.peek_keyword("ceildiv") {
                (AffineBinOp::CeilDiv, "ceildiv")
            } else if self.peek_keyword("mod") {
                (AffineBinOp::Mod, "mod")
            } else {
                return Ok(lhs);
            };
            let pos = self.current_pos();
            self.bump();
            let rhs = self.affine_rhs(ids, true)?;
            if op == AffineBinOp::Mul {
                if !is_symbolic(self.ctx, lhs) && !is_symbolic(self.ctx, rhs) {
                    return Err(self.error_at(
                        pos,
                        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
                    ));
                }
            } else if !is_symbolic(self.ctx, rhs) {
                return Err(self.error_at(
                    pos,
                    format!("non-affine expression: right operand of {name} has to be either a constant or symbolic"),
                ));
            }
            lhs = fold::bin(self.ctx, op, lhs, rhs);
        }
    }

    fn affine_unary(&mut self, ids: &mut Ids<'a>) -> PResult<AffineExpr> {
        if self.eat(Tok::Minus) {
            self.enter_nesting()?;
            let e = self.affine_unary(ids);
            self.nesting -= 1;
            let e = e?;
            return Ok(fold::mul_cst(self.ctx, e, -1));
        }
        self.affine_primary(ids)
    }

    fn affine_primary(&mut self, ids: &mut Ids<'a>) -> PResult<AffineExpr> {
        self.enter_nesting()?;
        let r = self.affine_primary_nested(ids);
        self.nesting -= 1;
        r
    }

    fn affine_primary_nested(&mut self, ids: &mut Ids<'a>) -> PResult<AffineExpr> {
        match self.tok.kind {
            Tok::LParen => {
                self.bump();
                let e = self.affine_low(ids)?;
                self.expect(Tok::RParen, "')'")?;
                Ok(e)
            }
            Tok::Integer => {
                let v = self
                    .int_magnitude(self.tok_text())
                    .and_then(|v| i64::try_from(v).ok());
                let Some(v) = v else {
                    return Err(self.error_here("constant too large for index"));
                };
                self.bump();
                Ok(self.ctx.cst(v))
            }
            Tok::BareId => {
                let name = self.tok_text();
                match ids {
                    Ids::Named { dims, syms } => {
                        if let Some(i) = dims.iter().position(|d| *d == name) {
                            self.bump();
                            return Ok(self.ctx.dim(i as u32));
                        }
                        if let Some(i) = syms.iter().position(|d| *d == name) {
                            self.bump();
                            return Ok(self.ctx.sym(i as u32));
                        }
                        Err(self.error_wrong_token("use of undeclared identifier"))
                    }
                    Ids::Ssa { .. } => {
                        if name == "symbol" {
                            self.bump();
                            self.expect(Tok::LParen, "'('")?;
                            let e = self.affine_ssa_id(ids, true)?;
                            self.expect(Tok::RParen, "')'")?;
                            return Ok(e);
                        }
                        Err(self.error_wrong_token("use of undeclared identifier"))
                    }
                }
            }
            Tok::PercentId => match ids {
                Ids::Ssa { .. } => self.affine_ssa_id(ids, false),
                Ids::Named { .. } => Err(self.error_wrong_token("unexpected ssa identifier")),
            },
            Tok::Plus | Tok::Star => {
                Err(self.error_here("missing left operand of binary operator"))
            }
            _ if self.peek_keyword("floordiv")
                || self.peek_keyword("ceildiv")
                || self.peek_keyword("mod") =>
            {
                Err(self.error_here("missing left operand of binary operator"))
            }
            _ => Err(self.error_here("expected affine expression")),
        }
    }

    fn affine_ssa_id(&mut self, ids: &mut Ids<'a>, is_symbol: bool) -> PResult<AffineExpr> {
        if !self.at(Tok::PercentId) {
            return Err(self.error_wrong_token("expected ssa identifier"));
        }
        let u = self.parse_operand()?;
        let Ids::Ssa { seen, dims, syms } = ids else {
            return Err(self.error_at(u.pos, "unexpected ssa identifier"));
        };
        let key = (u.name, u.number);
        if let Some((_, e)) = seen.iter().find(|(k, _)| *k == key) {
            return Ok(*e);
        }
        let e = if is_symbol {
            syms.push(u);
            self.ctx.sym(syms.len() as u32 - 1)
        } else {
            dims.push(u);
            self.ctx.dim(dims.len() as u32 - 1)
        };
        seen.push((key, e));
        Ok(e)
    }

    fn parse_bare_id_list(&mut self, close: Tok, out: &mut Vec<&'a str>) -> PResult<()> {
        if self.eat(close) {
            return Ok(());
        }
        loop {
            let Some(id) = self.peek_bare_id() else {
                return Err(self.error_wrong_token("expected bare identifier"));
            };
            if out.contains(&id) {
                return Err(self.error_here(format!("redefinition of identifier '{id}'")));
            }
            self.bump();
            out.push(id);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        let what = if close == Tok::RParen { "')'" } else { "']'" };
        self.expect(close, what)
    }

    /// `(d0, ..)[s0, ..] -> (exprs)` or `(d0, ..)[s0, ..] : (constraints)`, as an
    /// `AffineMap` or `IntegerSet` attribute.
    pub(crate) fn parse_affine_map_or_set_attr(&mut self) -> PResult<Attr> {
        let mut dims = Vec::new();
        let mut syms = Vec::new();
        self.expect(Tok::LParen, "'(' at start of dimensional identifiers list")?;
        self.parse_bare_id_list(Tok::RParen, &mut dims)?;
        if self.eat(Tok::LSquare) {
            self.parse_bare_id_list(Tok::RSquare, &mut syms)?;
        }
        let (nd, ns) = (dims.len() as u32, syms.len() as u32);
        let mut ids = Ids::Named { dims, syms };
        if self.eat(Tok::Arrow) {
            let results = self.parse_affine_expr_list(&mut ids)?;
            let m = self.ctx.map(nd, ns, results);
            return Ok(self.ctx.map_attr(m));
        }
        if self.eat(Tok::Colon) {
            let s = self.parse_constraints(&mut ids, nd, ns)?;
            return Ok(self.ctx.attr(AttrKind::IntegerSet(s)));
        }
        Err(self.error_wrong_token("expected '->' or ':'"))
    }

    fn parse_affine_expr_list(&mut self, ids: &mut Ids<'a>) -> PResult<Vec<AffineExpr>> {
        self.expect(Tok::LParen, "'('")?;
        let mut v = Vec::new();
        if self.eat(Tok::RParen) {
            return Ok(v);
        }
        loop {
            v.push(self.affine_low(ids)?);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RParen, "')'")?;
        Ok(v)
    }

    fn parse_constraints(&mut self, ids: &mut Ids<'a>, nd: u32, ns: u32) -> PResult<IntegerSet> {
        self.expect(Tok::LParen, "'('")?;
        let mut cons = Vec::new();
        let mut eqs = Vec::new();
        if !self.eat(Tok::RParen) {
            loop {
                let lhs = self.affine_low(ids)?;
                let (e, eq) = if self.at(Tok::Greater) {
                    self.bump();
                    self.expect_constraint_eq()?;
                    let rhs = self.affine_low(ids)?;
                    (fold::sub(self.ctx, lhs, rhs), false)
                } else if self.at(Tok::Less) {
                    self.bump();
                    self.expect_constraint_eq()?;
                    let rhs = self.affine_low(ids)?;
                    (fold::sub(self.ctx, rhs, lhs), false)
                } else if self.at(Tok::Equal) {
                    self.bump();
                    self.expect_constraint_eq()?;
                    let rhs = self.affine_low(ids)?;
                    (fold::sub(self.ctx, lhs, rhs), true)
                } else {
                    return Err(self.error_here(
                        "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
                    ));
                };
                cons.push(e);
                eqs.push(eq);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RParen, "')'")?;
        }
        if cons.is_empty() {
            // No constraints: the degenerate "true" set `0 == 0`, as upstream.
            cons.push(self.ctx.cst(0));
            eqs.push(true);
        }
        Ok(self.ctx.integer_set(nd, ns, cons, eqs))
    }

    fn expect_constraint_eq(&mut self) -> PResult<()> {
        if self.eat(Tok::Equal) {
            Ok(())
        } else {
            Err(self.error_here(
                "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
            ))
        }
    }

    // ----- SSA-id forms ----------------------------------------------------------------

    /// An affine map whose dims and symbols are SSA ids, in `delim` (e.g. `[%i + 1,
    /// symbol(%n) * 2]`): returns the map and its operands, dims first then symbols, each
    /// distinct SSA name once (upstream's `parseAffineMapOfSSAIds`). An absent optional
    /// delimiter gives the empty map `() -> ()`.
    pub fn parse_affine_map_of_ssa_ids(
        &mut self,
        delim: Delimiter,
    ) -> PResult<(AffineMap, Vec<UnresolvedOperand>)> {
        let (open, close, optional) = match delim {
            Delimiter::Paren => (Some(Tok::LParen), Tok::RParen, false),
            Delimiter::OptionalParen => (Some(Tok::LParen), Tok::RParen, true),
            Delimiter::Square => (Some(Tok::LSquare), Tok::RSquare, false),
            Delimiter::OptionalSquare => (Some(Tok::LSquare), Tok::RSquare, true),
            Delimiter::LessGreater => (Some(Tok::Less), Tok::Greater, false),
            Delimiter::OptionalLessGreater => (Some(Tok::Less), Tok::Greater, true),
            Delimiter::Braces => (Some(Tok::LBrace), Tok::RBrace, false),
            Delimiter::OptionalBraces => (Some(Tok::LBrace), Tok::RBrace, true),
            Delimiter::None => (None, Tok::Eof, false),
        };
        let mut ids = Ids::Ssa {
            seen: Vec::new(),
            dims: Vec::new(),
            syms: Vec::new(),
        };
        let mut results = Vec::new();
        if let Some(open) = open {
            if !self.eat(open) {
                if optional {
                    let m = self.ctx.map(0, 0, Vec::new());
                    return Ok((m, Vec::new()));
                }
                return Err(self.error_wrong_token(format!("expected '{}'", tok_str(open))));
            }
            if !self.eat(close) {
                loop {
                    results.push(self.affine_low(&mut ids)?);
                    if !self.eat(Tok::Comma) {
                        break;
                    }
                }
                self.expect(close, &format!("'{}'", tok_str(close)))?;
            }
        } else {
            loop {
                results.push(self.affine_low(&mut ids)?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        let Ids::Ssa { mut dims, syms, .. } = ids else {
            return Err(self.error_here("internal error in affine parser"));
        };
        let nd = dims.len() as u32;
        let ns = syms.len() as u32;
        dims.extend(syms);
        let m = self.ctx.map(nd, ns, results);
        Ok((m, dims))
    }

    /// `(%d0, %d1)[%s0]` (the parentheses are required, the brackets optional): the operands
    /// and the number of dims.
    pub fn parse_dim_and_symbol_list(&mut self) -> PResult<(Vec<UnresolvedOperand>, u32)> {
        let mut ops = self.parse_operand_list(Delimiter::Paren)?;
        let nd = ops.len() as u32;
        ops.extend(self.parse_operand_list(Delimiter::OptionalSquare)?);
        Ok((ops, nd))
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
        let has_minmax = self.parse_optional_keyword(if is_lower { "max" } else { "min" });
        if self.at(Tok::PercentId) {
            let ops = self.parse_operand_list(Delimiter::None)?;
            if ops.len() > 1 {
                return Err(self.error_at(self.name_pos(), "expected only one loop bound operand"));
            }
            let s0 = self.ctx.sym(0);
            let m = self.ctx.map(0, 1, vec![s0]);
            return Ok((m, ops));
        }
        let index = self.ctx.index_type();
        let attr = self.parse_attribute(Some(index))?;
        match self.ctx.attr_kind(attr).clone() {
            AttrKind::AffineMap(m) => {
                let (ops, nd) = self.parse_dim_and_symbol_list()?;
                let d = self.ctx.map_data(m);
                if d.num_dims != nd {
                    return Err(self.error_at(
                        self.name_pos(),
                        "dim operand count and affine map dim count must match",
                    ));
                }
                if d.num_dims + d.num_symbols != ops.len() as u32 {
                    return Err(self.error_at(
                        self.name_pos(),
                        "symbol operand count and affine map symbol count must match",
                    ));
                }
                if d.results.len() > 1 && !has_minmax {
                    let (which, kw) = if is_lower {
                        ("lower", "max")
                    } else {
                        ("upper", "min")
                    };
                    return Err(self.error_at(
                        self.name_pos(),
                        format!("{which} loop bound affine map with multiple results requires '{kw}' prefix"),
                    ));
                }
                Ok((m, ops))
            }
            AttrKind::Integer { value, .. } => {
                let Ok(v) = i64::try_from(value) else {
                    return Err(self.error_at(self.name_pos(), "loop bound out of range"));
                };
                Ok((self.ctx.constant_map(v), Vec::new()))
            }
            _ => Err(self.error_at(
                self.name_pos(),
                "expected valid affine map representation for loop bounds",
            )),
        }
    }

    /// An integer set with its operands: `#set(%i)[%N]` or `affine_set<..>(%i)[%N]`.
    pub fn parse_integer_set_ref(&mut self) -> PResult<(IntegerSet, Vec<UnresolvedOperand>)> {
        let pos = self.current_pos();
        let attr = self.parse_attribute(None)?;
        let AttrKind::IntegerSet(s) = *self.ctx.attr_kind(attr) else {
            return Err(self.error_at(pos, "expected integer set attribute"));
        };
        let (ops, nd) = self.parse_dim_and_symbol_list()?;
        let d = self.ctx.set_data(s);
        if d.num_dims != nd {
            return Err(self.error_at(
                self.name_pos(),
                "dim operand count and integer set dim count must match",
            ));
        }
        if d.num_dims + d.num_symbols != ops.len() as u32 {
            return Err(self.error_at(
                self.name_pos(),
                "symbol operand count and integer set symbol count must match",
            ));
        }
        Ok((s, ops))
    }
}

pub(crate) fn tok_str(t: Tok) -> &'static str {
    match t {
        Tok::LParen => "(",
        Tok::RParen => ")",
        Tok::LSquare => "[",
        Tok::RSquare => "]",
        Tok::LBrace => "{",
        Tok::RBrace => "}",
        Tok::Less => "<",
        Tok::Greater => ">",
        _ => "?",
    }
}
