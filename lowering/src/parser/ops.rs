//! Operations, blocks, regions and SSA names: the generic op form, the custom-form driver,
//! value scoping (isolated-from-above scopes, forward references with placeholders resolved
//! at definition), block labels and successors, and the top level (aliases, file metadata,
//! the implicit `builtin.module`).

use super::core::Binding;
use super::lexer::Tok;
use super::{
    legacy, Argument, Delimiter, OpParser, OperationState, PResult, SrcPos, UnresolvedOperand,
};
use crate::dialect::{self, OpKind};
use crate::ir::fxhash::FxHashMap;
use crate::ir::{
    Attr, AttrKind, Block, LocKind, Module, NamedAttr, Op, OpSpec, Region, Type, TypeKind, Value,
};

/// An isolated-from-above name scope: its id and its pending forward references.
#[derive(Debug, Default)]
pub(crate) struct IsoScope {
    pub id: u32,
    pub fwd: FxHashMap<(u32, u32), (Value, SrcPos)>,
}

/// The op whose custom form or regions are being parsed.
#[derive(Debug, Clone, Copy)]
pub(crate) struct OpCtx {
    pub kind: Option<OpKind>,
    pub num_results: usize,
    pub name_pos: SrcPos,
    pub isolated: bool,
}

/// A block name known in a region: defined, or referenced ahead of its label.
#[derive(Debug, Clone, Copy)]
pub(crate) struct BlockRef {
    block: Block,
    defined: bool,
    pos: SrcPos,
}

/// The region being parsed: its block names and where its SSA definitions start in the
/// undo log.
#[derive(Debug)]
pub(crate) struct RegionFrame<'a> {
    blocks: FxHashMap<&'a str, BlockRef>,
    undo_mark: usize,
    pushed_iso: bool,
}

/// Ops from the oldest documents that have no modern counterpart and are dropped
/// (implicit terminators of module-like ops).
const DROPPED_OPS: &[&str] = &[
    "module_terminator",
    "builtin.module_terminator",
    "gpu.module_end",
];

impl<'a> OpParser<'a> {
    // ----- names -------------------------------------------------------------------------

    fn intern_name(&mut self, name: &'a str) -> u32 {
        if let Some(&i) = self.name_ids.get(name) {
            return i;
        }
        let i = self.names.len() as u32;
        self.names.push(name);
        self.bindings.push(None);
        self.name_ids.insert(name, i);
        i
    }

    fn cur_iso(&self) -> u32 {
        self.iso_stack.last().map(|s| s.id).unwrap_or(0)
    }

    fn push_iso(&mut self) {
        self.next_iso += 1;
        self.iso_stack.push(IsoScope {
            id: self.next_iso,
            fwd: FxHashMap::default(),
        });
    }

    fn pop_iso(&mut self) -> PResult<()> {
        let Some(scope) = self.iso_stack.pop() else {
            return Ok(());
        };
        if let Some((_, pos)) = scope.fwd.values().min_by_key(|(_, p)| *p) {
            return Err(self.error_at(*pos, "use of undeclared SSA value name"));
        }
        Ok(())
    }

    /// The printed form of a type, for diagnostics.
    pub(crate) fn type_str(&self, t: Type) -> String {
        crate::printer::type_to_string(self.ctx, t)
    }

    /// Binds `name` to `count` consecutive values starting at `first`, resolving forward
    /// references to it.
    /// Whether `name` is bound to a value in the current isolation scope.
    fn is_bound_here(&self, name: u32) -> bool {
        let cur = self.cur_iso();
        self.bindings
            .get(name as usize)
            .copied()
            .flatten()
            .is_some_and(|b| b.iso == cur)
    }

    pub(crate) fn define_values(
        &mut self,
        name: u32,
        pos: SrcPos,
        first: Value,
        count: u32,
        shadow: bool,
    ) -> PResult<()> {
        let cur = self.cur_iso();
        let old = self.bindings.get(name as usize).copied().flatten();
        if !shadow {
            if let Some(b) = old {
                if b.iso == cur {
                    let n = self.names.get(name as usize).copied().unwrap_or("");
                    return Err(self.error_at(pos, format!("redefinition of SSA value '%{n}'")));
                }
            }
        }
        if self.iso_stack.last().is_some_and(|s| !s.fwd.is_empty()) {
            for k in 0..count {
                let Some(scope) = self.iso_stack.last_mut() else {
                    break;
                };
                let Some((ph, upos)) = scope.fwd.remove(&(name, k)) else {
                    continue;
                };
                let v = Value::from_index(first.index() + k as usize);
                let (pt, vt) = (self.m.value_type(ph), self.m.value_type(v));
                if pt != vt {
                    let n = self.names.get(name as usize).copied().unwrap_or("");
                    return Err(self.error_with_note(
                        pos,
                        format!(
                            "definition of SSA value '%{n}#{k}' has type '{}'",
                            self.type_str(vt)
                        ),
                        upos,
                        format!("previously used here with type '{}'", self.type_str(pt)),
                    ));
                }
                self.m.replace_all_uses(ph, v);
                if let Some(op) = self.placeholders.remove(&ph) {
                    self.m.erase_op(op);
                }
                self.replaced.insert(ph, v);
            }
        }
        self.undo.push((name, old));
        if let Some(slot) = self.bindings.get_mut(name as usize) {
            *slot = Some(Binding {
                iso: cur,
                first,
                count,
            });
        }
        Ok(())
    }

    // ----- operands ----------------------------------------------------------------------

    /// `%name` or `%name#n`.
    pub fn parse_operand(&mut self) -> PResult<UnresolvedOperand> {
        match self.parse_optional_operand()? {
            Some(u) => Ok(u),
            None => Err(self.error_wrong_token("expected SSA operand")),
        }
    }

    /// An operand if one is next.
    pub fn parse_optional_operand(&mut self) -> PResult<Option<UnresolvedOperand>> {
        if !self.at(Tok::PercentId) {
            return Ok(None);
        }
        let pos = self.current_pos();
        let name = self.text(self.tok.start + 1, self.tok.end);
        let id = self.intern_name(name);
        self.bump();
        let mut number = 0;
        if self.at(Tok::HashId) {
            let t = self.text(self.tok.start + 1, self.tok.end);
            match t.parse::<u32>() {
                Ok(n) if t.bytes().all(|b| b.is_ascii_digit()) => number = n,
                _ => return Err(self.error_here("invalid SSA value result number")),
            }
            self.bump();
        }
        Ok(Some(UnresolvedOperand {
            name: id,
            number,
            pos,
        }))
    }

    /// A comma-separated operand list in `delim`.
    pub fn parse_operand_list(&mut self, delim: Delimiter) -> PResult<Vec<UnresolvedOperand>> {
        let mut v = Vec::new();
        let close = match self.open_delimiter(delim)? {
            Some(c) => c,
            None => return Ok(v),
        };
        if close == Tok::Eof {
            // No delimiter: an optional list.
            if !self.at(Tok::PercentId) {
                return Ok(v);
            }
        } else if self.eat(close) {
            return Ok(v);
        }
        loop {
            v.push(self.parse_operand()?);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        if close != Tok::Eof {
            self.expect(
                close,
                &format!("'{}' in operand list", super::affine::tok_str(close)),
            )?;
        }
        Ok(v)
    }

    /// Consumes the opening of `delim`: `Ok(None)` when an optional delimiter is absent,
    /// `Ok(Some(Tok::Eof))` for [`Delimiter::None`], else the closing token to expect.
    pub(crate) fn open_delimiter(&mut self, delim: Delimiter) -> PResult<Option<Tok>> {
        let (open, close, optional) = match delim {
            Delimiter::None => return Ok(Some(Tok::Eof)),
            Delimiter::Paren => (Tok::LParen, Tok::RParen, false),
            Delimiter::Square => (Tok::LSquare, Tok::RSquare, false),
            Delimiter::LessGreater => (Tok::Less, Tok::Greater, false),
            Delimiter::Braces => (Tok::LBrace, Tok::RBrace, false),
            Delimiter::OptionalParen => (Tok::LParen, Tok::RParen, true),
            Delimiter::OptionalSquare => (Tok::LSquare, Tok::RSquare, true),
            Delimiter::OptionalLessGreater => (Tok::Less, Tok::Greater, true),
            Delimiter::OptionalBraces => (Tok::LBrace, Tok::RBrace, true),
        };
        if self.eat(open) {
            return Ok(Some(close));
        }
        if optional {
            return Ok(None);
        }
        Err(self.error_wrong_token(format!("expected '{}'", super::affine::tok_str(open))))
    }

    /// Resolves a use to a value of type `ty` (a forward reference gets a placeholder that is
    /// replaced when the definition is parsed).
    pub fn resolve_operand(&mut self, u: &UnresolvedOperand, ty: Type) -> PResult<Value> {
        let cur = self.cur_iso();
        if let Some(Some(b)) = self.bindings.get(u.name as usize).copied() {
            if b.iso == cur {
                if u.number >= b.count {
                    return Err(self.error_at(u.pos, "reference to invalid result number"));
                }
                let v = Value::from_index(b.first.index() + u.number as usize);
                return self.check_use_type(u, v, ty);
            }
        }
        if let Some(&(v, _)) = self
            .iso_stack
            .last()
            .and_then(|s| s.fwd.get(&(u.name, u.number)))
        {
            return self.check_use_type(u, v, ty);
        }
        // A forward reference: a detached placeholder op provides the value.
        let name = self.ctx.ident("builtin.unrealized_conversion_cast");
        let loc = self.ctx.unknown_loc();
        let op = self.m.create_op(OpSpec {
            name,
            kind: None,
            operands: Vec::new(),
            result_types: vec![ty],
            props: Vec::new(),
            attrs: Vec::new(),
            successors: Vec::new(),
            num_regions: 0,
            loc,
        });
        let v = self.m.op(op).results()[0];
        self.placeholders.insert(v, op);
        if self.iso_stack.is_empty() {
            self.push_iso();
        }
        if let Some(s) = self.iso_stack.last_mut() {
            s.fwd.insert((u.name, u.number), (v, u.pos));
        }
        Ok(v)
    }

    fn check_use_type(&self, u: &UnresolvedOperand, v: Value, ty: Type) -> PResult<Value> {
        let vt = self.m.value_type(v);
        if vt != ty {
            let n = self.operand_name(u);
            return Err(self.error_at(
                u.pos,
                format!(
                    "use of value '%{n}' expects different type than prior uses: '{}' vs '{}'",
                    self.type_str(ty),
                    self.type_str(vt)
                ),
            ));
        }
        Ok(v)
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
        if us.len() != tys.len() {
            return Err(self.error_at(
                pos,
                format!("{} operands present, but expected {}", us.len(), tys.len()),
            ));
        }
        for (u, t) in us.iter().zip(tys) {
            out.push(self.resolve_operand(u, *t)?);
        }
        Ok(())
    }

    /// Resolves uses that all have type `ty`, appending to `out`.
    pub fn resolve_operands_same(
        &mut self,
        us: &[UnresolvedOperand],
        ty: Type,
        out: &mut Vec<Value>,
    ) -> PResult<()> {
        for u in us {
            out.push(self.resolve_operand(u, ty)?);
        }
        Ok(())
    }

    // ----- arguments ---------------------------------------------------------------------

    /// A region/function argument `%x`, `: type` (when `allow_type`; then required),
    /// `{attrs}` (when `allow_attrs`), and an optional `loc(..)`.
    pub fn parse_argument(&mut self, allow_type: bool, allow_attrs: bool) -> PResult<Argument> {
        match self.parse_optional_argument(allow_type, allow_attrs)? {
            Some(a) => Ok(a),
            None => Err(self.error_here("expected SSA identifier")),
        }
    }

    /// An argument if a `%` identifier is next.
    pub fn parse_optional_argument(
        &mut self,
        allow_type: bool,
        allow_attrs: bool,
    ) -> PResult<Option<Argument>> {
        let Some(ssa) = self.parse_optional_operand()? else {
            return Ok(None);
        };
        if ssa.number != 0 {
            return Err(self.error_at(ssa.pos, "expected SSA identifier without result number"));
        }
        let mut ty = None;
        if allow_type {
            ty = Some(self.parse_colon_type()?);
        }
        let mut attrs = None;
        if allow_attrs && self.at(Tok::LBrace) {
            let d = self.parse_dictionary()?;
            attrs = Some(self.ctx.attr(AttrKind::Dictionary(d)));
        }
        let loc = self.parse_optional_location()?;
        Ok(Some(Argument {
            ssa,
            ty,
            attrs,
            loc,
        }))
    }

    /// A comma-separated argument list in `delim`.
    pub fn parse_argument_list(
        &mut self,
        delim: Delimiter,
        allow_type: bool,
        allow_attrs: bool,
    ) -> PResult<Vec<Argument>> {
        let mut v = Vec::new();
        let Some(close) = self.open_delimiter(delim)? else {
            return Ok(v);
        };
        if close == Tok::Eof {
            if !self.at(Tok::PercentId) {
                return Ok(v);
            }
        } else if self.eat(close) {
            return Ok(v);
        }
        loop {
            v.push(self.parse_argument(allow_type, allow_attrs)?);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        if close != Tok::Eof {
            self.expect(
                close,
                &format!("'{}' in argument list", super::affine::tok_str(close)),
            )?;
        }
        Ok(v)
    }

    // ----- regions and blocks ------------------------------------------------------------

    fn push_frame(&mut self, region: Region, isolated: bool) {
        if isolated {
            self.push_iso();
        }
        let _ = region;
        self.frames.push(RegionFrame {
            blocks: FxHashMap::default(),
            undo_mark: self.undo.len(),
            pushed_iso: isolated,
        });
    }

    fn pop_frame(&mut self) -> PResult<()> {
        let Some(frame) = self.frames.pop() else {
            return Ok(());
        };
        if let Some(b) = frame
            .blocks
            .values()
            .filter(|b| !b.defined)
            .min_by_key(|b| b.pos)
        {
            return Err(self.error_at(b.pos, "reference to an undefined block"));
        }
        if frame.pushed_iso {
            self.pop_iso()?;
        }
        while self.undo.len() > frame.undo_mark {
            if let Some((name, old)) = self.undo.pop() {
                if let Some(slot) = self.bindings.get_mut(name as usize) {
                    *slot = old;
                }
            }
        }
        Ok(())
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
        if !self.at(Tok::LBrace) {
            return Err(self.error_wrong_token("expected '{' to begin a region"));
        }
        self.enter_nesting()?;
        self.bump();
        let region = self.m.create_region();
        let ctx = self.op_stack.last().copied();
        let isolated = ctx.is_some_and(|c| c.isolated);
        self.push_frame(region, isolated);
        self.default_dialect.push(
            ctx.and_then(|c| c.kind)
                .map(|k| k.default_dialect())
                .unwrap_or(""),
        );
        let saved_block = self.cur_block;
        if !args.is_empty() || !self.at(Tok::RBrace) {
            self.parse_region_body(region, args, enable_name_shadowing)?;
        }
        self.expect(Tok::RBrace, "'}' to close region")?;
        self.cur_block = saved_block;
        self.default_dialect.pop();
        self.pop_frame()?;
        self.nesting -= 1;
        Ok(region)
    }

    /// A region if `{` is next.
    pub fn parse_optional_region(
        &mut self,
        args: &[Argument],
        enable_name_shadowing: bool,
    ) -> PResult<Option<Region>> {
        if !self.at(Tok::LBrace) {
            return Ok(None);
        }
        self.parse_region(args, enable_name_shadowing).map(Some)
    }

    fn parse_region_body(
        &mut self,
        region: Region,
        args: &[Argument],
        shadow: bool,
    ) -> PResult<()> {
        let entry = if self.at(Tok::CaretId) {
            if !args.is_empty() {
                return Err(self.error_here("invalid block name in region with named arguments"));
            }
            self.parse_block_label(region)?
        } else {
            let b = self.m.add_block(region);
            for a in args {
                let Some(ty) = a.ty else {
                    return Err(self.error_at(a.ssa.pos, "expected type for region argument"));
                };
                if !shadow && self.is_bound_here(a.ssa.name) {
                    let n = self.names.get(a.ssa.name as usize).copied().unwrap_or("");
                    return Err(self.error_at(
                        a.ssa.pos,
                        format!("region entry argument '%{n}' is already in use"),
                    ));
                }
                let v = self.m.add_block_arg(b, ty);
                self.define_values(a.ssa.name, a.ssa.pos, v, 1, shadow)?;
            }
            b
        };
        self.parse_block_ops(entry)?;
        while self.at(Tok::CaretId) {
            let b = self.parse_block_label(region)?;
            self.parse_block_ops(b)?;
        }
        Ok(())
    }

    fn parse_block_ops(&mut self, b: Block) -> PResult<()> {
        // As upstream, EOF here is an op that is missing ("expected operation name in
        // quotes" at the end of the last line), not a missing '}'.
        while !matches!(self.tok.kind, Tok::CaretId | Tok::RBrace) {
            self.cur_block = Some(b);
            self.parse_operation(b)?;
        }
        Ok(())
    }

    /// `^name(%a: t, ...):` — defines the block (created earlier if it was referenced).
    fn parse_block_label(&mut self, region: Region) -> PResult<Block> {
        let pos = self.current_pos();
        let name = self.text(self.tok.start + 1, self.tok.end);
        self.bump();
        let existing = self.frames.last().and_then(|f| f.blocks.get(name).copied());
        let block = match existing {
            Some(r) if r.defined => {
                return Err(self.error_at(pos, format!("redefinition of block '^{name}'")));
            }
            Some(r) => {
                let n = self.m.region(region).blocks().len();
                self.m.insert_block(region, n, r.block);
                r.block
            }
            None => self.m.add_block(region),
        };
        if let Some(f) = self.frames.last_mut() {
            f.blocks.insert(
                name,
                BlockRef {
                    block,
                    defined: true,
                    pos,
                },
            );
        }
        if self.eat(Tok::LParen) && !self.eat(Tok::RParen) {
            loop {
                if !self.at(Tok::PercentId) {
                    return Err(self.error_wrong_token("expected SSA operand"));
                }
                let a = self.parse_argument(true, false)?;
                let ty = a.ty.unwrap_or_else(|| self.ctx.none_type());
                let v = self.m.add_block_arg(block, ty);
                self.define_values(a.ssa.name, a.ssa.pos, v, 1, false)?;
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RParen, "')' to end argument list")?;
        }
        self.expect(Tok::Colon, "':' after block name")?;
        Ok(block)
    }

    /// Makes sure `region` has a block that ends in a `term` op, creating the block (when
    /// the region is empty) and an operand-less terminator at `loc` as needed (upstream's
    /// `ensureTerminator` for `SingleBlockImplicitTerminator` ops).
    pub fn ensure_terminator(&mut self, region: Region, term: OpKind, loc: Attr) {
        let b = match self.m.region(region).blocks().last() {
            Some(&b) => b,
            None => self.m.add_block(region),
        };
        let has_term = self
            .m
            .last_op(b)
            .and_then(|o| self.m.op(o).kind)
            .is_some_and(|k| k.is_terminator());
        if !has_term {
            let name = self.ctx.ident(term.name());
            // `scf.forall.in_parallel` holds one (empty) block, as its builder makes it.
            let with_region = term == OpKind::ScfForallInParallel;
            let op = self.m.create_op(OpSpec {
                name,
                kind: Some(term),
                operands: Vec::new(),
                result_types: Vec::new(),
                props: Vec::new(),
                attrs: Vec::new(),
                successors: Vec::new(),
                num_regions: usize::from(with_region),
                loc,
            });
            if let (true, Some(&r)) = (with_region, self.m.op(op).regions().first()) {
                self.m.add_block(r);
            }
            self.m.append_op(b, op);
        }
    }

    /// Makes sure the single block of `region` ends in a `term` op: when the region is
    /// empty it gets a block with an operand-less `term`; when its last op is not a
    /// terminator, `term` yields that op's results (upstream's `vector.mask`, whose
    /// custom form writes only the masked op).
    pub fn ensure_yield_of_last(&mut self, region: Region, term: OpKind, loc: Attr) {
        let b = match self.m.region(region).blocks().last() {
            Some(&b) => b,
            None => self.m.add_block(region),
        };
        let last = self.m.last_op(b);
        if last
            .and_then(|o| self.m.op(o).kind)
            .is_some_and(|k| k.is_terminator())
        {
            return;
        }
        let operands = last
            .map(|o| self.m.op(o).results().to_vec())
            .unwrap_or_default();
        let name = self.ctx.ident(term.name());
        let op = self.m.create_op(OpSpec {
            name,
            kind: Some(term),
            operands,
            result_types: Vec::new(),
            props: Vec::new(),
            attrs: Vec::new(),
            successors: Vec::new(),
            num_regions: 0,
            loc,
        });
        self.m.append_op(b, op);
    }

    /// `^bb` → the block (created on first reference, defined later in the region).
    pub fn parse_successor(&mut self) -> PResult<Block> {
        match self.parse_optional_successor()? {
            Some(b) => Ok(b),
            None => Err(self.error_wrong_token("expected block name")),
        }
    }

    /// A successor if a `^` identifier is next.
    pub fn parse_optional_successor(&mut self) -> PResult<Option<Block>> {
        if !self.at(Tok::CaretId) {
            return Ok(None);
        }
        let pos = self.current_pos();
        let name = self.text(self.tok.start + 1, self.tok.end);
        if self.frames.is_empty() {
            return Err(self.error_at(pos, "block references are only valid inside a region"));
        }
        self.bump();
        if let Some(r) = self.frames.last().and_then(|f| f.blocks.get(name)) {
            return Ok(Some(r.block));
        }
        let b = self.m.create_block();
        if let Some(f) = self.frames.last_mut() {
            f.blocks.insert(
                name,
                BlockRef {
                    block: b,
                    defined: false,
                    pos,
                },
            );
        }
        Ok(Some(b))
    }

    /// `^bb` with an optional `(%a, %b : t1, t2)` operand list, resolved into `operands`.
    pub fn parse_successor_and_use_list(&mut self, operands: &mut Vec<Value>) -> PResult<Block> {
        let b = self.parse_successor()?;
        if self.eat(Tok::LParen) {
            let pos = self.current_pos();
            let us = self.parse_operand_list(Delimiter::None)?;
            let tys = if us.is_empty() {
                Vec::new()
            } else {
                self.parse_colon_type_list()?
            };
            self.resolve_operands(&us, &tys, pos, operands)?;
            self.expect(Tok::RParen, "')'")?;
        }
        Ok(b)
    }

    // ----- operations --------------------------------------------------------------------

    /// Creates the op described by `st` (detached), attaching its regions.
    pub(crate) fn create_op_from_state(&mut self, mut st: OperationState) -> Op {
        legacy::upgrade_launch_segments(self.ctx, &mut st);
        if let Some(crate::dialect::DialectOp::Linalg(k)) = st.kind.map(|k| k.split()) {
            crate::dialect::linalg::syntax::upgrade_state(self, &mut st, k);
        }
        let mut operands = st.operands;
        if !self.replaced.is_empty() {
            for v in &mut operands {
                while let Some(&n) = self.replaced.get(v) {
                    *v = n;
                }
            }
        }
        let mut props = st.props;
        let mut attrs = st.attrs;
        if let (Some(k), false) = (st.kind, attrs.is_empty()) {
            // Inherent attributes written in the discardable dictionary (older syntax,
            // `attributes {sym_visibility = "private"}`) are properties.
            let mut i = 0;
            while i < attrs.len() {
                if k.is_inherent(self.ctx.ident_str(attrs[i].name)) {
                    let a = attrs.remove(i);
                    if !props.iter().any(|p| p.name == a.name) {
                        props.push(a);
                    }
                } else {
                    i += 1;
                }
            }
        }
        if let Some(k) = st.kind {
            if k.has_unit_props() {
                let ctx = &*self.ctx;
                props.retain(|p| {
                    !(k.is_unit_prop(ctx.ident_str(p.name))
                        && matches!(ctx.attr_kind(p.value), crate::ir::AttrKind::Bool(false)))
                });
            }
            for (name, def) in k.default_props() {
                let n = self.ident(name);
                if !props.iter().any(|p| p.name == n) {
                    let value = self.default_attr(def);
                    props.push(NamedAttr { name: n, value });
                }
            }
        }
        if props.len() > 1 {
            props.sort_by(|a, b| self.ctx.ident_str(a.name).cmp(self.ctx.ident_str(b.name)));
        }
        if attrs.len() > 1 {
            attrs.sort_by(|a, b| self.ctx.ident_str(a.name).cmp(self.ctx.ident_str(b.name)));
        }
        let op = self.m.create_op(OpSpec {
            name: st.name,
            kind: st.kind,
            operands,
            result_types: st.result_types,
            props,
            attrs,
            successors: st.successors,
            num_regions: 0,
            loc: st.loc,
        });
        for r in st.regions {
            self.m.attach_region(op, r);
        }
        op
    }

    /// One operation (results, generic or custom form, trailing location), appended to
    /// `block`.
    pub(crate) fn parse_operation(&mut self, block: Block) -> PResult<()> {
        let start = self.current_pos();
        let mut groups: Vec<(u32, SrcPos, u32)> = Vec::new();
        if self.at(Tok::PercentId) {
            loop {
                let pos = self.current_pos();
                if !self.at(Tok::PercentId) {
                    return Err(self.error_wrong_token("expected valid ssa identifier"));
                }
                let name = self.text(self.tok.start + 1, self.tok.end);
                let id = self.intern_name(name);
                self.bump();
                let mut count = 1;
                if self.eat(Tok::Colon) {
                    if !self.at(Tok::Integer) {
                        return Err(self.error_wrong_token("expected integer number of results"));
                    }
                    let n = self
                        .int_magnitude(self.tok_text())
                        .and_then(|n| u32::try_from(n).ok());
                    match n {
                        Some(n) if n >= 1 => count = n,
                        _ => {
                            return Err(self
                                .error_here("expected named operation to have at least 1 result"))
                        }
                    }
                    self.bump();
                }
                groups.push((id, pos, count));
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::Equal, "'=' after SSA name")?;
        }
        let num_results: usize = groups.iter().map(|g| g.2 as usize).sum();
        let op = match self.tok.kind {
            Tok::String => self.parse_generic_op(start, num_results)?,
            // Upstream lexes `i32`, `si8`, `ui16` as integer-type tokens, which cannot name
            // a custom op.
            Tok::BareId if !is_int_type_spelling(self.tok_text()) => {
                self.parse_custom_op(start, num_results)?
            }
            _ => return Err(self.error_wrong_token("expected operation name in quotes")),
        };
        let Some(op) = op else { return Ok(()) };
        if let Some(l) = self.parse_optional_location()? {
            self.m.op_mut(op).loc = l;
        }
        let nres = self.m.op(op).results().len();
        if num_results != 0 && nres == 0 {
            return Err(self.error_at(start, "cannot name an operation with no results"));
        }
        if num_results != 0 && nres != num_results {
            return Err(self.error_at(
                start,
                format!("operation defines {nres} results but was provided {num_results} to bind"),
            ));
        }
        if let Some(&first) = self.m.op(op).results().first() {
            let mut idx = 0usize;
            for (name, pos, count) in groups {
                let v = Value::from_index(first.index() + idx);
                self.define_values(name, pos, v, count, false)?;
                idx += count as usize;
            }
        }
        self.m.append_op(block, op);
        Ok(())
    }

    fn push_op_ctx(&mut self, kind: Option<OpKind>, num_results: usize, name_pos: SrcPos) {
        let isolated = kind.is_some_and(|k| k.is_isolated_from_above());
        self.op_stack.push(OpCtx {
            kind,
            num_results,
            name_pos,
            isolated,
        });
    }

    /// `"name"(operands)[successors] <{props}> (regions) {attrs} : (types) -> results`.
    fn parse_generic_op(&mut self, start: SrcPos, num_results: usize) -> PResult<Option<Op>> {
        let name_pos = self.current_pos();
        let raw = self.parse_optional_string_bytes().unwrap_or_default();
        let name_str = String::from_utf8_lossy(&raw).into_owned();
        if name_str.is_empty() {
            return Err(self.error_at(name_pos, "empty operation name is invalid"));
        }
        let dropped = DROPPED_OPS.contains(&name_str.as_str());
        let kind = OpKind::from_name(&name_str).or_else(|| legacy::upgrade_generic_name(&name_str));
        if kind.is_none() && !dropped {
            let dialect = name_str.split_once('.').map(|(d, _)| d).unwrap_or("");
            if dialect::is_registered_dialect(dialect) {
                return Err(self.error_at(
                    name_pos,
                    format!(
                        "unregistered operation '{name_str}' found in dialect ('{dialect}') that does not allow unknown operations"
                    ),
                ));
            }
            if !self.opts.allow_unregistered {
                // Upstream points after the name, at the operand list.
                return Err(self.error_here(
                    "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
                ));
            }
        }
        let name = match kind {
            Some(k) => self.kind_ident(k),
            None => self.ident(&name_str),
        };
        self.push_op_ctx(kind, num_results, name_pos);
        if !self.eat(Tok::LParen) {
            return Err(self.error_wrong_token("expected '(' to start operand list"));
        }
        let operands = self.parse_operand_list(Delimiter::None)?;
        self.expect(Tok::RParen, "')' to end operand list")?;
        let mut successors = Vec::new();
        let mut succ_operands = Vec::new();
        // Operands each successor takes in the old `[^bb(%v : t)]` form.
        let mut succ_counts = Vec::new();
        if self.eat(Tok::LSquare) {
            loop {
                let before = succ_operands.len();
                let b = self.parse_successor_and_use_list(&mut succ_operands)?;
                succ_counts.push(succ_operands.len() - before);
                successors.push(b);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RSquare, "']' to end successor list")?;
        }
        let mut props = Vec::new();
        if self.at(Tok::Less) {
            self.bump();
            let pos = self.current_pos();
            if !self.at(Tok::LBrace) {
                return Err(self.error_at(pos, "expected '{' in properties"));
            }
            for (n, v) in self.parse_dictionary()? {
                props.push(NamedAttr { name: n, value: v });
            }
            self.expect(Tok::Greater, "'>' to close properties")?;
        }
        let mut regions = Vec::new();
        if self.eat(Tok::LParen) {
            loop {
                regions.push(self.parse_region(&[], false)?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RParen, "')' to end region list")?;
        }
        let mut attrs = Vec::new();
        self.parse_optional_attr_dict(&mut attrs)?;
        if !self.eat(Tok::Colon) {
            return Err(self.error_wrong_token("expected ':' followed by operation type"));
        }
        let tpos = self.current_pos();
        let fty = self.parse_type()?;
        let TypeKind::Function { inputs, results } = self.ctx.type_kind(fty).clone() else {
            return Err(self.error_at(tpos, "expected function type"));
        };
        if inputs.len() != operands.len() {
            return Err(self.error_at(
                tpos,
                format!(
                    "expected {} operand type{} but had {}",
                    operands.len(),
                    if operands.len() == 1 { "" } else { "s" },
                    inputs.len()
                ),
            ));
        }
        let mut vals = Vec::with_capacity(operands.len() + succ_operands.len());
        for (u, t) in operands.iter().zip(&inputs) {
            vals.push(self.resolve_operand(u, *t)?);
        }
        // The old successor-operand form of `cond_br` (and the legacy name itself) predates
        // `operandSegmentSizes`: the segments are the condition and each successor's operands.
        let upgraded = OpKind::from_name(&name_str).is_none() || !succ_operands.is_empty();
        if kind == Some(OpKind::CfCondBr) && upgraded && succ_counts.len() == 2 {
            let seg_name = self.ident("operandSegmentSizes");
            let present = props.iter().chain(attrs.iter()).any(|a| a.name == seg_name);
            if !present {
                let segs = [vals.len(), succ_counts[0], succ_counts[1]];
                let segs: Vec<i32> = segs
                    .iter()
                    .map(|&n| n.min(i32::MAX as usize) as i32)
                    .collect();
                let a = self.i32_array_attr(&segs);
                props.push(NamedAttr {
                    name: seg_name,
                    value: a,
                });
            }
        }
        vals.extend(succ_operands);
        self.op_stack.pop();
        // An op's location is its name, as upstream's (not its first result).
        let loc = self.loc_attr(name_pos);
        let mut st = OperationState {
            name,
            kind,
            operands: vals,
            result_types: results,
            props,
            attrs,
            successors,
            regions,
            loc,
        };
        if OpKind::from_name(&name_str).is_none() {
            legacy::upgrade_generic_dim(self, &mut st, start)?;
            legacy::upgrade_vector_element(self, &mut st, start)?;
        }
        let op = self.create_op_from_state(st);
        if dropped {
            self.m.erase_op(op);
            return Ok(None);
        }
        Ok(Some(op))
    }

    fn parse_custom_op(&mut self, start: SrcPos, num_results: usize) -> PResult<Option<Op>> {
        let name_pos = self.current_pos();
        let name = self.tok_text();
        if DROPPED_OPS.contains(&name) {
            self.bump();
            return Ok(None);
        }
        let resolved = self.resolve_custom_name(name, name_pos)?;
        self.bump();
        let (kind, form) = resolved;
        let loc = self.loc_attr(name_pos);
        let mut st = OperationState {
            name: self.kind_ident(kind),
            kind: Some(kind),
            operands: Vec::new(),
            result_types: Vec::new(),
            props: Vec::new(),
            attrs: Vec::new(),
            successors: Vec::new(),
            regions: Vec::new(),
            loc,
        };
        self.push_op_ctx(Some(kind), num_results, name_pos);
        match form {
            Some(f) => legacy::parse_legacy_form(f, self, &mut st)?,
            None => dialect::parse_custom(kind, self, &mut st)?,
        }
        self.op_stack.pop();
        if num_results != 0 && st.result_types.is_empty() {
            return Err(self.error_at(start, "cannot name an operation with no results"));
        }
        if num_results != 0 && st.result_types.len() != num_results {
            return Err(self.error_at(
                start,
                format!(
                    "operation defines {} results but was provided {num_results} to bind",
                    st.result_types.len()
                ),
            ));
        }
        Ok(Some(self.create_op_from_state(st)))
    }

    /// Maps a custom-form op name to its kind (and a legacy form when the old syntax differs).
    fn resolve_custom_name(
        &mut self,
        name: &'a str,
        pos: SrcPos,
    ) -> PResult<(OpKind, Option<legacy::LegacyForm>)> {
        if let Some(k) = OpKind::from_name(name) {
            return Ok((k, None));
        }
        let bare = name.strip_prefix("std.").unwrap_or(name);
        if bare == "constant" {
            // `constant @f : type` is `func.constant`; anything else `arith.constant`.
            let saved = self.save();
            self.bump();
            let k = if self.at(Tok::AtId) {
                OpKind::FuncConstant
            } else {
                OpKind::ArithConstant
            };
            self.restore(saved);
            return Ok((k, None));
        }
        if !name.contains('.') {
            let dd = self.default_dialect.last().copied().unwrap_or("");
            if !dd.is_empty() {
                if let Some(k) = OpKind::from_name(&format!("{dd}.{name}")) {
                    return Ok((k, None));
                }
            }
        }
        if let Some(r) = legacy::lookup(bare) {
            return match r {
                legacy::Legacy::Op(k) => Ok((k, None)),
                legacy::Legacy::Form(k, f) => Ok((k, Some(f))),
                legacy::Legacy::Unsupported => Err(self.error_at(
                    pos,
                    format!(
                        "legacy operation '{name}' has no modern equivalent and is not supported"
                    ),
                )),
            };
        }
        if !name.contains('.') {
            if let Some(k) = OpKind::from_name(&format!("func.{name}")) {
                return Ok((k, None));
            }
            // Builtin ops were spelled without their prefix anywhere before the builtin
            // dialect got one (the 2021 docs' `unrealized_conversion_cast`).
            if let Some(k) = OpKind::from_name(&format!("builtin.{name}")) {
                return Ok((k, None));
            }
            return Err(self.error_at(
                pos,
                format!("custom op '{name}' is unknown (tried 'func.{name}' as well)"),
            ));
        }
        // As upstream: an unknown op of a registered dialect is unknown; a custom form of an
        // unregistered dialect cannot be parsed at all.
        match name.split_once('.') {
            Some((ns, _)) if !dialect::is_registered_dialect(ns) => Err(self.error_at(
                pos,
                format!("Dialect `{ns}' not found for custom op '{name}' "),
            )),
            _ => Err(self.error_at(pos, format!("custom op '{name}' is unknown"))),
        }
    }

    // ----- top level ---------------------------------------------------------------------

    /// Parses the whole source: aliases, file metadata and top-level ops, wrapped in a
    /// `builtin.module` unless the source is exactly one module op.
    pub(crate) fn parse_top_level(&mut self) -> PResult<Module> {
        let region = self.m.create_region();
        let block = self.m.add_block(region);
        self.push_frame(region, true);
        loop {
            match self.tok.kind {
                Tok::Eof => break,
                Tok::HashId => self.parse_attr_alias_def()?,
                Tok::BangId => self.parse_type_alias_def()?,
                Tok::FileMetadataBegin => self.skip_file_metadata()?,
                _ => {
                    self.cur_block = Some(block);
                    self.parse_operation(block)?;
                }
            }
        }
        self.pop_frame()?;
        self.resolve_deferred_locs()?;
        let ops = self.m.block_ops_vec(block);
        let single_module = ops.len() == 1 && self.m.op(ops[0]).kind == Some(OpKind::BuiltinModule);
        let top = if single_module {
            self.m.detach(ops[0]);
            ops[0]
        } else {
            let name = self.ctx.ident(OpKind::BuiltinModule.name());
            let loc = self.ctx.file_loc(self.file, 0, 0);
            let op = self.m.create_op(OpSpec {
                name,
                kind: Some(OpKind::BuiltinModule),
                operands: Vec::new(),
                result_types: Vec::new(),
                props: Vec::new(),
                attrs: Vec::new(),
                successors: Vec::new(),
                num_regions: 0,
                loc,
            });
            self.m.attach_region(op, region);
            op
        };
        let mut m = std::mem::take(&mut self.m);
        m.top = vec![top];
        Ok(m)
    }

    fn parse_attr_alias_def(&mut self) -> PResult<()> {
        let pos = self.current_pos();
        let id = self.text(self.tok.start + 1, self.tok.end);
        self.bump();
        if id.contains('.') || self.at(Tok::Less) {
            return Err(self.error_at(pos, "expected operation name in quotes"));
        }
        self.expect(Tok::Equal, "'=' in attribute alias definition")?;
        if self.attr_aliases.contains_key(id) {
            return Err(self.error_at(pos, format!("redefinition of attribute alias id '{id}'")));
        }
        let a = self.parse_attribute(None)?;
        self.attr_aliases.insert(id, a);
        Ok(())
    }

    fn parse_type_alias_def(&mut self) -> PResult<()> {
        let pos = self.current_pos();
        let id = self.text(self.tok.start + 1, self.tok.end);
        self.bump();
        if id.contains('.') || self.at(Tok::Less) {
            return Err(self.error_at(pos, "expected operation name in quotes"));
        }
        self.expect(Tok::Equal, "'=' in type alias definition")?;
        if self.type_aliases.contains_key(id) {
            return Err(self.error_at(pos, format!("redefinition of type alias id '{id}'")));
        }
        // The old spelling `!t = type i32`.
        if self.peek_keyword("type") {
            self.bump();
        }
        let t = self.parse_type()?;
        self.type_aliases.insert(id, t);
        Ok(())
    }

    /// Skips a `{-# ... #-}` block (dialect resources are not kept).
    fn skip_file_metadata(&mut self) -> PResult<()> {
        self.bump();
        loop {
            match self.tok.kind {
                Tok::FileMetadataEnd => {
                    self.bump();
                    return Ok(());
                }
                Tok::Eof => return Err(self.error_here("expected '#-}' to end file metadata")),
                Tok::Error => return Err(self.error_here("")),
                _ => self.bump(),
            }
        }
    }

    /// Replaces `loc(#alias)` placeholders now that every alias is known.
    fn resolve_deferred_locs(&mut self) -> PResult<()> {
        if self.deferred_locs.is_empty() {
            return Ok(());
        }
        let mut map: FxHashMap<Attr, Attr> = FxHashMap::default();
        for (name, pos, ph) in self.deferred_locs.clone() {
            let Some(&a) = self.attr_aliases.get(name) else {
                return Err(self.error_at(pos, format!("undefined symbol alias id '{name}'")));
            };
            if !matches!(self.ctx.attr_kind(a), AttrKind::Location(_)) {
                return Err(self.error_at(pos, "expected location, but found dialect attribute"));
            }
            map.insert(ph, a);
        }
        // Aliases may refer to other deferred aliases: resolve through the map.
        let n = self.m.op_capacity();
        for i in 0..n {
            let op = Op::from_index(i);
            let loc = self.m.op(op).loc;
            let nl = self.subst_loc(loc, &mut map, 0);
            if nl != loc {
                self.m.op_mut(op).loc = nl;
            }
        }
        Ok(())
    }

    fn subst_loc(&mut self, loc: Attr, map: &mut FxHashMap<Attr, Attr>, depth: u32) -> Attr {
        if depth > 64 {
            return loc;
        }
        if let Some(&r) = map.get(&loc) {
            if r == loc {
                return r;
            }
            let r2 = self.subst_loc(r, map, depth + 1);
            map.insert(loc, r2);
            return r2;
        }
        let AttrKind::Location(k) = self.ctx.attr_kind(loc).clone() else {
            return loc;
        };
        let nk = match k {
            LocKind::Name {
                name,
                child: Some(c),
            } => {
                let nc = self.subst_loc(c, map, depth + 1);
                if nc == c {
                    return loc;
                }
                LocKind::Name {
                    name,
                    child: Some(nc),
                }
            }
            LocKind::CallSite { callee, caller } => {
                let (a, b) = (
                    self.subst_loc(callee, map, depth + 1),
                    self.subst_loc(caller, map, depth + 1),
                );
                if a == callee && b == caller {
                    return loc;
                }
                LocKind::CallSite {
                    callee: a,
                    caller: b,
                }
            }
            LocKind::Fused { locs, metadata } => {
                let nl: Vec<Attr> = locs
                    .iter()
                    .map(|l| self.subst_loc(*l, map, depth + 1))
                    .collect();
                if nl == locs {
                    return loc;
                }
                LocKind::Fused { locs: nl, metadata }
            }
            _ => return loc,
        };
        self.ctx.attr(AttrKind::Location(nk))
    }
}

/// Whether a bare identifier is spelled as an integer type (`i<digits>`, `si<digits>`,
/// `ui<digits>`): upstream's lexer makes such a spelling an `inttype` token, not an
/// identifier.
fn is_int_type_spelling(s: &str) -> bool {
    let digits = s
        .strip_prefix('i')
        .or_else(|| s.strip_prefix("si"))
        .or_else(|| s.strip_prefix("ui"));
    digits.is_some_and(|d| !d.is_empty() && d.bytes().all(|c| c.is_ascii_digit()))
}
