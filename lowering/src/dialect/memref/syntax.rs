//! Custom assembly forms of the `memref` dialect, as upstream MLIR (LLVM 18–20) prints and
//! parses them, plus the small helpers the structured dialects (`affine`, `scf`, `vector`,
//! `gpu`) share: splitting an attribute dictionary into inherent and discardable entries,
//! `operandSegmentSizes`, dense `array<i64: ..>` properties and upstream's
//! `custom<DynamicIndexList>` (`[%a, 4, %b]`, where `?` entries of the static list are
//! taken by SSA operands in order).
//!
//! Every op is stored as upstream's generic form stores it: `memref.alloc` has operands
//! `dynamicSizes ++ symbolOperands` and `{operandSegmentSizes, alignment?}`;
//! `memref.subview` and `memref.reinterpret_cast` have `source ++ offsets ++ sizes ++
//! strides` with `static_offsets/static_sizes/static_strides` dense `i64` arrays (using
//! [`DYNAMIC`] for SSA entries) and `operandSegmentSizes`; `memref.global` keeps
//! `{sym_name, sym_visibility?, type, initial_value?, constant?, alignment?}`;
//! `memref.atomic_rmw` has `kind` as the `i64` value of `arith::AtomicRMWKind`.

use crate::dialect::{view, MemRefOp, OpKind};
use crate::ir::{
    Attr, AttrKind, Context, DenseArrayData, NamedAttr, Op, Type, TypeKind, Value, DYNAMIC,
};
use crate::parser::{Delimiter, OpParser, OperationState, PResult, SrcPos, UnresolvedOperand};
use crate::printer::OpPrinter;

// ----- helpers shared by the structured dialects ------------------------------------------

/// The attribute `name` of `op` (inherent first, then discardable).
pub(crate) fn op_attr(p: &OpPrinter<'_>, op: Op, name: &str) -> Option<Attr> {
    let id = p.ctx().lookup_ident(name)?;
    p.module().op(op).get_attr(id)
}

/// All attributes of `op`, inherent then discardable (upstream's `getAttrs()` with
/// properties merged in).
pub(crate) fn all_attrs(p: &OpPrinter<'_>, op: Op) -> Vec<NamedAttr> {
    let d = p.module().op(op);
    d.props.iter().chain(d.attrs.iter()).copied().collect()
}

/// ` {..}` with every attribute of `op` but `elided`.
pub(crate) fn print_attr_dict(p: &mut OpPrinter<'_>, op: Op, elided: &[&str]) {
    let attrs = all_attrs(p, op);
    p.print_optional_attr_dict(&attrs, elided);
}

/// ` attributes {..}` with every attribute of `op` but `elided`.
pub(crate) fn print_attr_dict_with_keyword(p: &mut OpPrinter<'_>, op: Op, elided: &[&str]) {
    let attrs = all_attrs(p, op);
    p.print_optional_attr_dict_with_keyword(&attrs, elided);
}

/// Moves the entries of `st.attrs` named in `inherent` to `st.props`, as upstream does when
/// an op with properties is created from a parsed attribute dictionary.
pub(crate) fn move_inherent(p: &mut OpParser<'_>, st: &mut OperationState, inherent: &[&str]) {
    let ctx = p.ctx();
    let mut keep = Vec::with_capacity(st.attrs.len());
    for na in std::mem::take(&mut st.attrs) {
        if inherent.contains(&ctx.ident_str(na.name)) {
            st.set_prop(na.name, na.value);
        } else {
            keep.push(na);
        }
    }
    st.attrs = keep;
}

/// Sets the inherent attribute `name`.
pub(crate) fn set_prop(p: &mut OpParser<'_>, st: &mut OperationState, name: &str, value: Attr) {
    let id = p.ident(name);
    st.set_prop(id, value);
}

/// Sets the discardable attribute `name`.
pub(crate) fn set_attr(p: &mut OpParser<'_>, st: &mut OperationState, name: &str, value: Attr) {
    let id = p.ident(name);
    st.set_attr(id, value);
}

/// `array<i64: ..>`
pub(crate) fn dense_i64_array(ctx: &mut Context, values: &[i64]) -> Attr {
    let elem = ctx.int_type(64);
    let data = DenseArrayData::Ints(values.iter().map(|&v| v as i128).collect());
    ctx.attr(AttrKind::DenseArray { elem, data })
}

/// `array<i32: ..>` (for `operandSegmentSizes`).
pub(crate) fn dense_i32_array(ctx: &mut Context, values: &[usize]) -> Attr {
    let elem = ctx.int_type(32);
    let data = DenseArrayData::Ints(values.iter().map(|&v| v as i128).collect());
    ctx.attr(AttrKind::DenseArray { elem, data })
}

/// Sets `operandSegmentSizes`.
pub(crate) fn set_segments(p: &mut OpParser<'_>, st: &mut OperationState, sizes: &[usize]) {
    let a = dense_i32_array(p.ctx(), sizes);
    set_prop(p, st, "operandSegmentSizes", a);
}

/// The integers of a dense array attribute.
pub(crate) fn dense_ints(ctx: &Context, a: Attr) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray {
            data: DenseArrayData::Ints(v),
            ..
        } => v.iter().map(|&x| i64::try_from(x).ok()).collect(),
        _ => None,
    }
}

/// An integer attribute's value.
pub(crate) fn int_value(ctx: &Context, a: Attr) -> Option<i64> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => i64::try_from(*value).ok(),
        _ => None,
    }
}

/// The operands of `op` split by its `operandSegmentSizes` (which must have `n` entries and
/// cover the operands exactly).
pub(crate) fn segments(p: &OpPrinter<'_>, op: Op, n: usize) -> Option<Vec<Vec<Value>>> {
    let sizes = dense_ints(p.ctx(), op_attr(p, op, "operandSegmentSizes")?)?;
    let ops = p.module().op(op).operands();
    if sizes.len() != n || sizes.iter().any(|&s| s < 0) {
        return None;
    }
    let total = sizes.iter().try_fold(0i64, |acc, &s| acc.checked_add(s));
    if total != Some(ops.len() as i64) {
        return None;
    }
    let mut out = Vec::with_capacity(n);
    let mut at = 0usize;
    for s in sizes {
        let s = s as usize;
        out.push(ops[at..at + s].to_vec());
        at += s;
    }
    Some(out)
}

/// Upstream's `custom<DynamicIndexList>`: `open (%v | int) (, ..)* close`. Returns the SSA
/// entries and the static list, with [`DYNAMIC`] where an SSA value stands.
pub(crate) fn parse_dynamic_index_list(
    p: &mut OpParser<'_>,
    open: &str,
    close: &str,
) -> PResult<(Vec<UnresolvedOperand>, Vec<i64>)> {
    let mut values = Vec::new();
    let mut ints = Vec::new();
    p.parse_punct(open)?;
    if p.parse_optional_punct(close) {
        return Ok((values, ints));
    }
    loop {
        if let Some(u) = p.parse_optional_operand()? {
            values.push(u);
            ints.push(DYNAMIC);
        } else {
            let pos = p.current_pos();
            match p.parse_optional_integer()? {
                Some(v) if v != DYNAMIC => ints.push(v),
                _ => return Err(p.error_at(pos, "expected SSA value or integer")),
            }
        }
        if !p.parse_optional_punct(",") {
            break;
        }
    }
    p.parse_punct(close)?;
    Ok((values, ints))
}

/// Prints a `custom<DynamicIndexList>`; `false` if the static list needs more SSA values
/// than `values` holds (or fewer).
pub(crate) fn print_dynamic_index_list(
    p: &mut OpPrinter<'_>,
    values: &[Value],
    ints: &[i64],
    open: &str,
    close: &str,
) -> bool {
    if ints.iter().filter(|&&v| v == DYNAMIC).count() != values.len() {
        return false;
    }
    p.write_str(open);
    let mut next = values.iter();
    for (i, &v) in ints.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        if v == DYNAMIC {
            if let Some(&val) = next.next() {
                p.print_operand(val);
            }
        } else {
            p.write_str(&v.to_string());
        }
    }
    p.write_str(close);
    true
}

/// `@name`, or `@"name"` when `name` is not a valid bare identifier (for symbol names kept
/// as string attributes, whose identifier may not be interned).
pub(crate) fn print_symbol_bytes(p: &mut OpPrinter<'_>, name: &[u8]) {
    let bare = name
        .first()
        .is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_')
        && name
            .iter()
            .all(|c| c.is_ascii_alphanumeric() || b"_$.".contains(c));
    p.write_str("@");
    match std::str::from_utf8(name) {
        Ok(s) if bare => p.write_str(s),
        _ => p.print_string_literal(name),
    }
}

/// The trailing `($values^ : type($values))?` of terminators and yields.
pub(crate) fn parse_optional_typed_operands(
    p: &mut OpParser<'_>,
    out: &mut Vec<Value>,
) -> PResult<()> {
    let pos = p.current_pos();
    let us = p.parse_operand_list(Delimiter::None)?;
    if us.is_empty() {
        return Ok(());
    }
    let tys = p.parse_colon_type_list()?;
    p.resolve_operands(&us, &tys, pos, out)
}

/// Prints ` %a, %b : t1, t2` (nothing for an empty list).
pub(crate) fn print_typed_operands(p: &mut OpPrinter<'_>, vals: &[Value]) {
    if vals.is_empty() {
        return;
    }
    let m = p.module();
    let tys: Vec<Type> = vals.iter().map(|&v| m.value_type(v)).collect();
    p.write_str(" ");
    p.print_operands(vals);
    p.write_str(" : ");
    p.print_types(&tys);
}

/// The element type of a memref (ranked or not), or an error at `pos`.
pub(crate) fn memref_elem(p: &mut OpParser<'_>, ty: Type, pos: SrcPos) -> PResult<Type> {
    match p.ctx().type_kind(ty) {
        TypeKind::MemRef { elem, .. } | TypeKind::UnrankedMemRef { elem, .. } => Ok(*elem),
        _ => Err(p.error_at(pos, "invalid kind of type specified: expected memref")),
    }
}

/// How an op spells its `nontemporal` property between the indices and the attribute
/// dictionary, as current upstream prints it (only when true).
#[derive(Clone, Copy)]
pub(crate) enum Nontemporal {
    /// `memref.load`/`store`: `nontemporal(true)`.
    Parens,
    /// `vector.load`/`store`: `nontemporal = true`.
    Equals,
}

/// Parses an optional `alignment(N)` / `alignment = N` into the property (an `i64`):
/// current upstream's form in `memref.alloc`, `alloca`, `global`, `load` and `store` and
/// the `vector` memory ops; older input has it in the dictionary (`{alignment = 64 :
/// i64}`), which the callers also accept (`move_inherent`).
pub(crate) fn parse_alignment(
    p: &mut OpParser<'_>,
    st: &mut OperationState,
    form: Nontemporal,
) -> PResult<()> {
    if !p.parse_optional_keyword("alignment") {
        return Ok(());
    }
    match form {
        Nontemporal::Parens => p.parse_punct("(")?,
        Nontemporal::Equals => p.parse_punct("=")?,
    }
    let v = p.parse_integer()?;
    if let Nontemporal::Parens = form {
        p.parse_punct(")")?;
    }
    let i64t = p.ctx().int_type(64);
    let a = p.ctx().int_attr(i128::from(v), i64t);
    set_prop(p, st, "alignment", a);
    Ok(())
}

/// Prints the `alignment` property as [`parse_alignment`] reads it (an `i64` integer;
/// anything else stays in the attribute dictionary, for the verifier to name). Returns
/// whether it printed it.
pub(crate) fn print_alignment(p: &mut OpPrinter<'_>, op: Op, form: Nontemporal) -> bool {
    let Some(a) = op_attr(p, op, "alignment") else {
        return false;
    };
    let AttrKind::Integer { value, ty } = p.ctx().attr_kind(a).clone() else {
        return false;
    };
    if !matches!(p.ctx().type_kind(ty), TypeKind::Integer { width: 64, .. }) {
        return false;
    }
    p.write_str(&match form {
        Nontemporal::Parens => format!(" alignment({value})"),
        Nontemporal::Equals => format!(" alignment = {value}"),
    });
    true
}

/// Parses an optional `alignment` (see [`parse_alignment`]) and then an optional
/// `nontemporal(BOOL)` / `nontemporal = BOOL` into the properties (the older
/// `{nontemporal = true}` in the attribute dictionary is read by `move_inherent`).
pub(crate) fn parse_nontemporal(
    p: &mut OpParser<'_>,
    st: &mut OperationState,
    form: Nontemporal,
) -> PResult<()> {
    parse_alignment(p, st, form)?;
    if !p.parse_optional_keyword("nontemporal") {
        return Ok(());
    }
    match form {
        Nontemporal::Parens => p.parse_punct("(")?,
        Nontemporal::Equals => p.parse_punct("=")?,
    }
    let pos = p.current_pos();
    let a = p.parse_attribute(None)?;
    if !matches!(p.ctx().attr_kind(a), AttrKind::Bool(_)) {
        return Err(p.error_at(pos, "expected 'true' or 'false' for 'nontemporal'"));
    }
    if let Nontemporal::Parens = form {
        p.parse_punct(")")?;
    }
    set_prop(p, st, "nontemporal", a);
    Ok(())
}

/// Prints the `nontemporal` property as [`parse_nontemporal`] reads it, then the attribute
/// dictionary without it (a `false` is the default and not printed).
pub(crate) fn print_nontemporal_and_attrs(p: &mut OpPrinter<'_>, op: Op, form: Nontemporal) {
    let aligned = print_alignment(p, op, form);
    let nt = op_attr(p, op, "nontemporal").map(|a| p.ctx().attr_kind(a).clone());
    if let Some(AttrKind::Bool(true)) = nt {
        p.write_str(match form {
            Nontemporal::Parens => " nontemporal(true)",
            Nontemporal::Equals => " nontemporal = true",
        });
    }
    // Anything but a boolean stays in the dictionary, for the verifier to name.
    let is_bool = matches!(nt, Some(AttrKind::Bool(_)));
    let elided: &[&str] = match (is_bool, aligned) {
        (true, true) => &["nontemporal", "alignment"],
        (true, false) => &["nontemporal"],
        (false, true) => &["alignment"],
        (false, false) => &[],
    };
    print_attr_dict(p, op, elided);
}

/// Parses `: type` and returns it with the position of the type.
fn colon_type_at(p: &mut OpParser<'_>) -> PResult<(Type, SrcPos)> {
    p.parse_punct(":")?;
    let pos = p.current_pos();
    Ok((p.parse_type()?, pos))
}

// ----- memref ops -------------------------------------------------------------------------

/// The value of an `AtomicRMWKind` spelling (`maxf`/`minf` are the pre-LLVM-18 names);
/// see [`AtomicRmwKind`](crate::dialect::arith::atomic_kind::AtomicRmwKind).
pub(crate) fn atomic_rmw_kind(s: &str) -> Option<i64> {
    crate::dialect::arith::atomic_kind::AtomicRmwKind::from_name(s).map(|k| k.value())
}

/// The spelling of an `AtomicRMWKind` value.
pub(crate) fn atomic_rmw_kind_name(v: i64) -> Option<&'static str> {
    crate::dialect::arith::atomic_kind::AtomicRmwKind::from_value(v).map(|k| k.name())
}

/// Parses the custom form of a `memref` op; the results and the op name are already consumed.
/// Parses the custom form of a `memref` op. The ops with regions are parsed by small
/// functions called from here, so that nested regions do not stack the large frame of
/// [`parse_op`] (`lowering/tests/deep_nesting.rs`).
pub fn parse(dk: MemRefOp, p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    match dk {
        MemRefOp::MemRefAllocaScope => parse_alloca_scope(p, st),
        MemRefOp::MemRefGenericAtomicRmw => parse_generic_atomic_rmw(p, st),
        other => parse_op(other, p, st),
    }
}

#[inline(never)]
fn parse_alloca_scope(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    // `(-> (types))? region attr-dict`
    st.result_types = p.parse_optional_arrow_type_list()?;
    let body = p.parse_region(&[], false)?;
    p.ensure_terminator(body, OpKind::MemRefAllocaScopeReturn, st.loc);
    st.regions.push(body);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    Ok(())
}

#[inline(never)]
fn parse_generic_atomic_rmw(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let index = p.index_type();
    // `%m[%i, ..] : type region attr-dict`
    let m = p.parse_operand()?;
    let idx = p.parse_operand_list(Delimiter::Square)?;
    let (ty, pos) = colon_type_at(p)?;
    let elem = memref_elem(p, ty, pos)?;
    st.operands.push(p.resolve_operand(&m, ty)?);
    p.resolve_operands_same(&idx, index, &mut st.operands)?;
    let body = p.parse_region(&[], false)?;
    st.regions.push(body);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    st.result_types.push(elem);
    Ok(())
}

#[inline(never)]
fn parse_op(dk: MemRefOp, p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let kind = OpKind::from(dk);
    let index = p.index_type();
    match dk {
        MemRefOp::MemRefAlloc | MemRefOp::MemRefAlloca => {
            let dims = p.parse_operand_list(Delimiter::Paren)?;
            let syms = p.parse_operand_list(Delimiter::OptionalSquare)?;
            parse_alignment(p, st, Nontemporal::Equals)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let ty = p.parse_colon_type()?;
            p.resolve_operands_same(&dims, index, &mut st.operands)?;
            p.resolve_operands_same(&syms, index, &mut st.operands)?;
            st.result_types.push(ty);
            move_inherent(p, st, &["alignment", "operandSegmentSizes"]);
            set_segments(p, st, &[dims.len(), syms.len()]);
        }
        MemRefOp::MemRefDealloc | MemRefOp::MemRefRank => {
            let m = p.parse_operand()?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let ty = p.parse_colon_type()?;
            st.operands.push(p.resolve_operand(&m, ty)?);
            if kind == OpKind::MemRefRank {
                st.result_types.push(index);
            }
        }
        MemRefOp::MemRefLoad => {
            let m = p.parse_operand()?;
            let idx = p.parse_operand_list(Delimiter::Square)?;
            parse_nontemporal(p, st, Nontemporal::Parens)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let (ty, pos) = colon_type_at(p)?;
            let elem = memref_elem(p, ty, pos)?;
            st.operands.push(p.resolve_operand(&m, ty)?);
            p.resolve_operands_same(&idx, index, &mut st.operands)?;
            st.result_types.push(elem);
            move_inherent(p, st, &["nontemporal"]);
        }
        MemRefOp::MemRefStore => {
            let v = p.parse_operand()?;
            p.parse_punct(",")?;
            let m = p.parse_operand()?;
            let idx = p.parse_operand_list(Delimiter::Square)?;
            parse_nontemporal(p, st, Nontemporal::Parens)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let (ty, pos) = colon_type_at(p)?;
            let elem = memref_elem(p, ty, pos)?;
            st.operands.push(p.resolve_operand(&v, elem)?);
            st.operands.push(p.resolve_operand(&m, ty)?);
            p.resolve_operands_same(&idx, index, &mut st.operands)?;
            move_inherent(p, st, &["nontemporal"]);
        }
        MemRefOp::MemRefDim => {
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let src = p.parse_operand()?;
            p.parse_punct(",")?;
            let i = p.parse_operand()?;
            let ty = p.parse_colon_type()?;
            st.operands.push(p.resolve_operand(&src, ty)?);
            st.operands.push(p.resolve_operand(&i, index)?);
            st.result_types.push(index);
        }
        MemRefOp::MemRefCast | MemRefOp::MemRefCopy => {
            let src = p.parse_operand()?;
            let dst = if kind == OpKind::MemRefCopy {
                p.parse_punct(",")?;
                Some(p.parse_operand()?)
            } else {
                None
            };
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let from = p.parse_colon_type()?;
            p.parse_keyword("to")?;
            let to = p.parse_type()?;
            st.operands.push(p.resolve_operand(&src, from)?);
            match dst {
                Some(d) => st.operands.push(p.resolve_operand(&d, to)?),
                None => st.result_types.push(to),
            }
        }
        MemRefOp::MemRefSubView => {
            let src = p.parse_operand()?;
            let (off, soff) = parse_dynamic_index_list(p, "[", "]")?;
            let (sz, ssz) = parse_dynamic_index_list(p, "[", "]")?;
            let (stv, sst) = parse_dynamic_index_list(p, "[", "]")?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let from = p.parse_colon_type()?;
            p.parse_keyword("to")?;
            let to = p.parse_type()?;
            finish_offsets_sizes_strides(p, st, src, from, to, [off, sz, stv], [soff, ssz, sst])?;
        }
        MemRefOp::MemRefReinterpretCast => {
            let src = p.parse_operand()?;
            p.parse_keyword("to")?;
            p.parse_keyword("offset")?;
            p.parse_punct(":")?;
            let (off, soff) = parse_dynamic_index_list(p, "[", "]")?;
            p.parse_punct(",")?;
            p.parse_keyword("sizes")?;
            p.parse_punct(":")?;
            let (sz, ssz) = parse_dynamic_index_list(p, "[", "]")?;
            p.parse_punct(",")?;
            p.parse_keyword("strides")?;
            p.parse_punct(":")?;
            let (stv, sst) = parse_dynamic_index_list(p, "[", "]")?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let from = p.parse_colon_type()?;
            p.parse_keyword("to")?;
            let to = p.parse_type()?;
            finish_offsets_sizes_strides(p, st, src, from, to, [off, sz, stv], [soff, ssz, sst])?;
        }
        MemRefOp::MemRefGlobal => parse_global(p, st)?,
        MemRefOp::MemRefGetGlobal => {
            let name = p.parse_symbol_name()?;
            let ty = p.parse_colon_type()?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let sym = p.ctx().attr(AttrKind::SymbolRef {
                root: name,
                nested: Vec::new(),
            });
            move_inherent(p, st, &["name"]);
            set_prop(p, st, "name", sym);
            st.result_types.push(ty);
        }
        MemRefOp::MemRefView => {
            let src = p.parse_operand()?;
            p.parse_punct("[")?;
            let shift = p.parse_operand()?;
            p.parse_punct("]")?;
            let sizes = p.parse_operand_list(Delimiter::Square)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let from = p.parse_colon_type()?;
            p.parse_keyword("to")?;
            let to = p.parse_type()?;
            st.operands.push(p.resolve_operand(&src, from)?);
            st.operands.push(p.resolve_operand(&shift, index)?);
            p.resolve_operands_same(&sizes, index, &mut st.operands)?;
            st.result_types.push(to);
        }
        MemRefOp::MemRefExpandShape | MemRefOp::MemRefCollapseShape => {
            parse_reshape(p, st, kind == OpKind::MemRefExpandShape)?;
        }
        MemRefOp::MemRefAssumeAlignment => {
            // `%m, 16 attr-dict : type`; the result has the operand's type.
            let m = p.parse_operand()?;
            p.parse_punct(",")?;
            let a = p.parse_integer()?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let ty = p.parse_colon_type()?;
            st.operands.push(p.resolve_operand(&m, ty)?);
            st.result_types.push(ty);
            let i32t = p.ctx().int_type(32);
            let v = p.ctx().int_attr(a as i128, i32t);
            set_prop(p, st, "alignment", v);
        }
        MemRefOp::MemRefPrefetch => {
            // `%m[%i, ..], read|write, locality<N>, data|instr attr-dict : type`
            let m = p.parse_operand()?;
            let idx = p.parse_operand_list(Delimiter::Square)?;
            p.parse_punct(",")?;
            let rw_pos = p.current_pos();
            let rw = p.parse_keyword_or_string()?;
            let is_write = match rw.as_str() {
                "read" => false,
                "write" => true,
                _ => return Err(p.error_at(rw_pos, "rw specifier has to be 'read' or 'write'")),
            };
            p.parse_punct(",")?;
            p.parse_keyword("locality")?;
            p.parse_punct("<")?;
            let hint = p.parse_integer()?;
            p.parse_punct(">")?;
            p.parse_punct(",")?;
            let c_pos = p.current_pos();
            let cache = p.parse_keyword_or_string()?;
            let is_data = match cache.as_str() {
                "data" => true,
                "instr" => false,
                _ => {
                    return Err(p.error_at(c_pos, "cache type has to be 'data' or 'instr'"));
                }
            };
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let ty = p.parse_colon_type()?;
            st.operands.push(p.resolve_operand(&m, ty)?);
            p.resolve_operands_same(&idx, index, &mut st.operands)?;
            let i32t = p.ctx().int_type(32);
            let h = p.ctx().int_attr(hint as i128, i32t);
            let w = p.ctx().attr(AttrKind::Bool(is_write));
            let dc = p.ctx().attr(AttrKind::Bool(is_data));
            set_prop(p, st, "isWrite", w);
            set_prop(p, st, "localityHint", h);
            set_prop(p, st, "isDataCache", dc);
        }
        MemRefOp::MemRefMemorySpaceCast => {
            let src = p.parse_operand()?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let from = p.parse_colon_type()?;
            p.parse_keyword("to")?;
            let to = p.parse_type()?;
            st.operands.push(p.resolve_operand(&src, from)?);
            st.result_types.push(to);
        }
        MemRefOp::MemRefTranspose => {
            // `%m (d0, d1) -> (d1, d0) attr-dict : type to type`
            let src = p.parse_operand()?;
            let mpos = p.current_pos();
            let perm = p.parse_affine_map_or_set_attr()?;
            if !matches!(p.ctx().attr_kind(perm), AttrKind::AffineMap(_)) {
                return Err(p.error_at(mpos, "expected an affine map"));
            }
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let from = p.parse_colon_type()?;
            p.parse_keyword("to")?;
            let to = p.parse_type()?;
            st.operands.push(p.resolve_operand(&src, from)?);
            st.result_types.push(to);
            move_inherent(p, st, &["permutation"]);
            set_prop(p, st, "permutation", perm);
        }
        MemRefOp::MemRefReshape => {
            // `%src(%shape) attr-dict : (src_type, shape_type) -> result_type`
            let src = p.parse_operand()?;
            p.parse_punct("(")?;
            let shape = p.parse_operand()?;
            p.parse_punct(")")?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            p.parse_punct(":")?;
            let tpos = p.current_pos();
            let (ins, outs) = p.parse_function_type()?;
            let ([a, b], [r]) = (&ins[..], &outs[..]) else {
                return Err(p.error_at(tpos, "expected 2 operand types and 1 result type"));
            };
            st.operands.push(p.resolve_operand(&src, *a)?);
            st.operands.push(p.resolve_operand(&shape, *b)?);
            st.result_types.push(*r);
        }
        MemRefOp::MemRefExtractStridedMetadata | MemRefOp::MemRefExtractAlignedPointerAsIndex => {
            // `%m attr-dict : type -> result types`
            let src = p.parse_operand()?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let from = p.parse_colon_type()?;
            p.parse_punct("->")?;
            let outs = p.parse_type_list()?;
            st.operands.push(p.resolve_operand(&src, from)?);
            st.result_types.extend(outs);
        }
        MemRefOp::MemRefRealloc => {
            // `%src (`(` %size `)`)? attr-dict : type to type`
            let src = p.parse_operand()?;
            let size = if p.parse_optional_punct("(") {
                let s = p.parse_operand()?;
                p.parse_punct(")")?;
                Some(s)
            } else {
                None
            };
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let from = p.parse_colon_type()?;
            p.parse_keyword("to")?;
            let to = p.parse_type()?;
            st.operands.push(p.resolve_operand(&src, from)?);
            if let Some(s) = size {
                st.operands.push(p.resolve_operand(&s, index)?);
            }
            st.result_types.push(to);
        }
        MemRefOp::MemRefAllocaScope => parse_alloca_scope(p, st)?,
        MemRefOp::MemRefAllocaScopeReturn => {
            // `attr-dict (%vals : types)?`
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let vals = p.parse_operand_list(Delimiter::None)?;
            if !vals.is_empty() {
                let tpos = p.current_pos();
                let tys = p.parse_colon_type_list()?;
                p.resolve_operands(&vals, &tys, tpos, &mut st.operands)?;
            }
        }
        MemRefOp::MemRefGenericAtomicRmw => parse_generic_atomic_rmw(p, st)?,
        MemRefOp::MemRefAtomicYield => {
            let v = p.parse_operand()?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let ty = p.parse_colon_type()?;
            st.operands.push(p.resolve_operand(&v, ty)?);
        }
        MemRefOp::MemRefDmaStart => {
            // Operands in the order they are written.
            let d = super::dma::parse_dma_start_syntax(p, &mut st.attrs)?;
            let [st_, dt, tt] = d.types[..] else {
                return Err(p.error_at(d.types_at, "expected 3 types"));
            };
            st.operands.push(p.resolve_operand(&d.src, st_)?);
            p.resolve_operands_same(&d.src_idx, index, &mut st.operands)?;
            st.operands.push(p.resolve_operand(&d.dst, dt)?);
            p.resolve_operands_same(&d.dst_idx, index, &mut st.operands)?;
            st.operands.push(p.resolve_operand(&d.num, index)?);
            st.operands.push(p.resolve_operand(&d.tag, tt)?);
            p.resolve_operands_same(&d.tag_idx, index, &mut st.operands)?;
            p.resolve_operands_same(&d.stride, index, &mut st.operands)?;
        }
        MemRefOp::MemRefDmaWait => {
            // `%tag[..], %num attr-dict : tag_type`
            let tag = p.parse_operand()?;
            let idx = p.parse_operand_list(Delimiter::Square)?;
            p.parse_punct(",")?;
            let num = p.parse_operand()?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let ty = p.parse_colon_type()?;
            st.operands.push(p.resolve_operand(&tag, ty)?);
            p.resolve_operands_same(&idx, index, &mut st.operands)?;
            st.operands.push(p.resolve_operand(&num, index)?);
        }
        MemRefOp::MemRefDistinctObjects => {
            // `%a, %b attr-dict : types`; the results have the operands' types.
            let vals = p.parse_operand_list(Delimiter::None)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let tpos = p.current_pos();
            let tys = p.parse_colon_type_list()?;
            p.resolve_operands(&vals, &tys, tpos, &mut st.operands)?;
            st.result_types.extend(tys);
        }
        MemRefOp::MemRefAtomicRmw => {
            let kpos = p.current_pos();
            let k = p.parse_keyword_or_string()?;
            let Some(kv) = atomic_rmw_kind(&k) else {
                return Err(p.error_at(kpos, format!("invalid atomic_rmw kind '{k}'")));
            };
            let v = p.parse_operand()?;
            p.parse_punct(",")?;
            let m = p.parse_operand()?;
            let idx = p.parse_operand_list(Delimiter::Square)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            p.parse_punct(":")?;
            p.parse_punct("(")?;
            let vty = p.parse_type()?;
            p.parse_punct(",")?;
            let mty = p.parse_type()?;
            p.parse_punct(")")?;
            p.parse_punct("->")?;
            let rty = p.parse_type()?;
            st.operands.push(p.resolve_operand(&v, vty)?);
            st.operands.push(p.resolve_operand(&m, mty)?);
            p.resolve_operands_same(&idx, index, &mut st.operands)?;
            st.result_types.push(rty);
            let i64t = p.ctx().int_type(64);
            let ka = p.ctx().int_attr(kv as i128, i64t);
            move_inherent(p, st, &["kind"]);
            set_prop(p, st, "kind", ka);
        }
    }
    Ok(())
}

/// Resolves and records the operands and properties of `memref.subview` and
/// `memref.reinterpret_cast`.
fn finish_offsets_sizes_strides(
    p: &mut OpParser<'_>,
    st: &mut OperationState,
    src: UnresolvedOperand,
    from: Type,
    to: Type,
    dynamic: [Vec<UnresolvedOperand>; 3],
    statics: [Vec<i64>; 3],
) -> PResult<()> {
    let index = p.index_type();
    st.operands.push(p.resolve_operand(&src, from)?);
    for d in &dynamic {
        p.resolve_operands_same(d, index, &mut st.operands)?;
    }
    st.result_types.push(to);
    let names = ["static_offsets", "static_sizes", "static_strides"];
    move_inherent(p, st, &["static_offsets", "static_sizes", "static_strides"]);
    for (name, s) in names.iter().zip(statics.iter()) {
        let a = dense_i64_array(p.ctx(), s);
        set_prop(p, st, name, a);
    }
    let [a, b, c] = &dynamic;
    set_segments(p, st, &[1, a.len(), b.len(), c.len()]);
    Ok(())
}

/// Whether `a` is an array of arrays of integers.
fn is_reassociation(ctx: &Context, a: Attr) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Array(groups) => groups.iter().all(|g| match ctx.attr_kind(*g) {
            AttrKind::Array(items) => items
                .iter()
                .all(|i| matches!(ctx.attr_kind(*i), AttrKind::Integer { .. })),
            _ => false,
        }),
        _ => false,
    }
}

/// `memref.global ("visibility")? (constant)? @name : type (= (uninitialized | value))? {..}`
fn parse_global(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    if let Some(vis) = p.parse_optional_string()? {
        let a = p.ctx().str_attr(&vis);
        set_prop(p, st, "sym_visibility", a);
    }
    if p.parse_optional_keyword("constant") {
        let u = p.ctx().unit_attr();
        set_prop(p, st, "constant", u);
    }
    let name = p.parse_symbol_name()?;
    let name_str = p.ctx().ident_str(name).to_string();
    let name_attr = p.ctx().str_attr(&name_str);
    set_prop(p, st, "sym_name", name_attr);
    p.parse_punct(":")?;
    let ty = p.parse_type()?;
    let tensor = match p.ctx().type_kind(ty).clone() {
        TypeKind::MemRef { shape, elem, .. } if !shape.contains(&DYNAMIC) => {
            Some(p.ctx().ty(TypeKind::RankedTensor {
                shape,
                elem,
                encoding: None,
            }))
        }
        _ => None,
    };
    let ta = p.ctx().type_attr(ty);
    set_prop(p, st, "type", ta);
    if p.parse_optional_punct("=") {
        // Without an initializer a bad type is left to the verifier; with one, the
        // initializer's tensor type cannot be formed, so fail here as upstream does.
        let Some(tensor) = tensor else {
            let shown = crate::printer::type_to_string(p.ctx(), ty);
            return Err(p.error_at(
                p.name_pos(),
                format!("type should be static shaped memref, but got '{shown}'"),
            ));
        };
        let init = if p.parse_optional_keyword("uninitialized") {
            p.ctx().unit_attr()
        } else {
            let vpos = p.current_pos();
            let v = if p.peek_keyword("dense") {
                // `dense<..>` takes its type from the memref (no `: type` follows, as
                // upstream's `parseAttribute(attr, tensorType)`).
                p.parse_keyword("dense")?;
                p.parse_punct("<")?;
                let lpos = p.current_pos();
                let lit = p.parse_elements_literal()?;
                p.parse_punct(">")?;
                p.dense_from_literal(&lit, tensor, lpos)?
            } else {
                p.parse_attribute(Some(tensor))?
            };
            let elements = matches!(
                p.ctx().attr_kind(v),
                AttrKind::DenseElements { .. }
                    | AttrKind::DenseResource { .. }
                    | AttrKind::OpaqueElements { .. }
                    | AttrKind::SparseElements { .. }
            );
            if !elements {
                return Err(
                    p.error_at(vpos, "initial value should be a unit or elements attribute")
                );
            }
            v
        };
        set_prop(p, st, "initial_value", init);
    }
    parse_alignment(p, st, Nontemporal::Equals)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent(p, st, &["alignment"]);
    Ok(())
}

/// Prints the custom form of a `memref` op after its name; `false` falls back to the generic
/// form.
/// Prints the custom form of a `memref` op after its name; `false` falls back to the generic
/// form. The ops with regions print in small functions called from here (see [`parse`]).
pub fn print(dk: MemRefOp, p: &mut OpPrinter<'_>, op: Op) -> bool {
    match dk {
        MemRefOp::MemRefAllocaScope => print_alloca_scope(p, op),
        MemRefOp::MemRefGenericAtomicRmw => print_generic_atomic_rmw(p, op),
        other => print_op(other, p, op),
    }
}

#[inline(never)]
fn print_alloca_scope(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    let results = d.results().to_vec();
    let ty = |v: Value| m.value_type(v);
    let [body] = d.regions()[..] else {
        return false;
    };
    if !results.is_empty() {
        p.write_str(" -> (");
        let tys: Vec<Type> = results.iter().map(|&v| ty(v)).collect();
        p.print_types(&tys);
        p.write_str(")");
    }
    p.write_str(" ");
    p.print_region(body, false, !results.is_empty());
    print_attr_dict(p, op, &[]);
    true
}

#[inline(never)]
fn print_generic_atomic_rmw(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    let operands = d.operands().to_vec();
    let ty = |v: Value| m.value_type(v);
    let ([mv, idx @ ..], [body]) = (&operands[..], d.regions()) else {
        return false;
    };
    p.write_str(" ");
    p.print_operand(*mv);
    p.write_str("[");
    p.print_operands(idx);
    p.write_str("] : ");
    p.print_type(ty(*mv));
    p.write_str(" ");
    p.print_region(*body, true, true);
    print_attr_dict(p, op, &[]);
    true
}

#[inline(never)]
fn print_op(dk: MemRefOp, p: &mut OpPrinter<'_>, op: Op) -> bool {
    let kind = OpKind::from(dk);
    let m = p.module();
    let d = m.op(op);
    let operands = d.operands().to_vec();
    let results = d.results().to_vec();
    let ty = |v: Value| m.value_type(v);
    match dk {
        MemRefOp::MemRefAlloc | MemRefOp::MemRefAlloca => {
            let groups = if dk == MemRefOp::MemRefAlloca {
                view::MemRefAlloca::new(p.ctx(), d)
                    .map(|v| (v.dynamic_sizes(), v.symbol_operands()))
            } else {
                view::MemRefAlloc::new(p.ctx(), d).map(|v| (v.dynamic_sizes(), v.symbol_operands()))
            };
            let (Ok((dynamic_sizes, symbols)), Some(&r)) = (groups, results.first()) else {
                return false;
            };
            p.write_str("(");
            p.print_operands(dynamic_sizes);
            p.write_str(")");
            if !symbols.is_empty() {
                p.write_str("[");
                p.print_operands(symbols);
                p.write_str("]");
            }
            let elided: &[&str] = if print_alignment(p, op, Nontemporal::Equals) {
                &["operandSegmentSizes", "alignment"]
            } else {
                &["operandSegmentSizes"]
            };
            print_attr_dict(p, op, elided);
            p.write_str(" : ");
            p.print_type(ty(r));
        }
        MemRefOp::MemRefDealloc | MemRefOp::MemRefRank => {
            let [mv] = operands[..] else { return false };
            p.write_str(" ");
            p.print_operand(mv);
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_type(ty(mv));
        }
        MemRefOp::MemRefLoad | MemRefOp::MemRefStore => {
            let parts = if dk == MemRefOp::MemRefStore {
                let v = view::MemRefStore::new(p.ctx(), d);
                v.map(|v| (Some(v.value()), v.memref(), v.indices()))
            } else {
                view::MemRefLoad::new(p.ctx(), d).map(|v| (None, v.memref(), v.indices()))
            };
            let Ok((val, mv, idx)) = parts else {
                return false;
            };
            p.write_str(" ");
            if let Some(v) = val {
                p.print_operand(v);
                p.write_str(", ");
            }
            p.print_operand(mv);
            p.write_str("[");
            p.print_operands(idx);
            p.write_str("]");
            print_nontemporal_and_attrs(p, op, Nontemporal::Parens);
            p.write_str(" : ");
            p.print_type(ty(mv));
        }
        MemRefOp::MemRefDim => {
            let [src, i] = operands[..] else { return false };
            print_attr_dict(p, op, &[]);
            p.write_str(" ");
            p.print_operand(src);
            p.write_str(", ");
            p.print_operand(i);
            p.write_str(" : ");
            p.print_type(ty(src));
        }
        MemRefOp::MemRefCast => {
            let ([src], [r]) = (&operands[..], &results[..]) else {
                return false;
            };
            p.write_str(" ");
            p.print_operand(*src);
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_type(ty(*src));
            p.write_str(" to ");
            p.print_type(ty(*r));
        }
        MemRefOp::MemRefCopy => {
            let [src, dst] = operands[..] else {
                return false;
            };
            p.write_str(" ");
            p.print_operand(src);
            p.write_str(", ");
            p.print_operand(dst);
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_type(ty(src));
            p.write_str(" to ");
            p.print_type(ty(dst));
        }
        MemRefOp::MemRefSubView | MemRefOp::MemRefReinterpretCast => {
            return print_offsets_sizes_strides(kind, p, op);
        }
        MemRefOp::MemRefGlobal => return print_global(p, op),
        MemRefOp::MemRefGetGlobal => {
            let (Some(name), [r]) = (op_attr(p, op, "name"), &results[..]) else {
                return false;
            };
            p.write_str(" ");
            p.print_attribute(name);
            p.write_str(" : ");
            p.print_type(ty(*r));
            print_attr_dict(p, op, &["name"]);
        }
        MemRefOp::MemRefView => {
            let ([src, shift, sizes @ ..], [r]) = (&operands[..], &results[..]) else {
                return false;
            };
            p.write_str(" ");
            p.print_operand(*src);
            p.write_str("[");
            p.print_operand(*shift);
            p.write_str("][");
            p.print_operands(sizes);
            p.write_str("]");
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_type(ty(*src));
            p.write_str(" to ");
            p.print_type(ty(*r));
        }
        MemRefOp::MemRefExpandShape | MemRefOp::MemRefCollapseShape => {
            return print_reshape(p, op, kind == OpKind::MemRefExpandShape);
        }
        MemRefOp::MemRefAssumeAlignment => {
            let ([m], [_]) = (&operands[..], &results[..]) else {
                return false;
            };
            let Some(a) = op_attr(p, op, "alignment").and_then(|a| int_value(p.ctx(), a)) else {
                return false;
            };
            p.write_str(" ");
            p.print_operand(*m);
            p.write_str(&format!(", {a}"));
            print_attr_dict(p, op, &["alignment"]);
            p.write_str(" : ");
            p.print_type(ty(*m));
        }
        MemRefOp::MemRefPrefetch => {
            let Some((&m, idx)) = operands.split_first() else {
                return false;
            };
            let flag = |p: &OpPrinter<'_>, n: &str| {
                op_attr(p, op, n).and_then(|a| match p.ctx().attr_kind(a) {
                    AttrKind::Bool(b) => Some(*b),
                    _ => None,
                })
            };
            let (Some(w), Some(d), Some(h)) = (
                flag(p, "isWrite"),
                flag(p, "isDataCache"),
                op_attr(p, op, "localityHint").and_then(|a| int_value(p.ctx(), a)),
            ) else {
                return false;
            };
            p.write_str(" ");
            p.print_operand(m);
            p.write_str("[");
            p.print_operands(idx);
            p.write_str("]");
            p.write_str(&format!(
                ", {}, locality<{h}>, {}",
                if w { "write" } else { "read" },
                if d { "data" } else { "instr" }
            ));
            print_attr_dict(p, op, &["isWrite", "localityHint", "isDataCache"]);
            p.write_str(" : ");
            p.print_type(ty(m));
        }
        MemRefOp::MemRefMemorySpaceCast => {
            let ([src], [r]) = (&operands[..], &results[..]) else {
                return false;
            };
            p.write_str(" ");
            p.print_operand(*src);
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_type(ty(*src));
            p.write_str(" to ");
            p.print_type(ty(*r));
        }
        MemRefOp::MemRefAtomicRmw => {
            let ([v, mv, idx @ ..], [r]) = (&operands[..], &results[..]) else {
                return false;
            };
            let k = op_attr(p, op, "kind").and_then(|a| int_value(p.ctx(), a));
            let Some(name) = k.and_then(atomic_rmw_kind_name) else {
                return false;
            };
            p.write_str(" ");
            p.write_str(name);
            p.write_str(" ");
            p.print_operand(*v);
            p.write_str(", ");
            p.print_operand(*mv);
            p.write_str("[");
            p.print_operands(idx);
            p.write_str("]");
            print_attr_dict(p, op, &["kind"]);
            p.write_str(" : (");
            p.print_type(ty(*v));
            p.write_str(", ");
            p.print_type(ty(*mv));
            p.write_str(") -> ");
            p.print_type(ty(*r));
        }
        MemRefOp::MemRefTranspose => {
            let ([src], [r]) = (&operands[..], &results[..]) else {
                return false;
            };
            let Some(AttrKind::AffineMap(map)) =
                op_attr(p, op, "permutation").map(|a| p.ctx().attr_kind(a).clone())
            else {
                return false;
            };
            p.write_str(" ");
            p.print_operand(*src);
            p.write_str(" ");
            p.print_bare_affine_map(map);
            print_attr_dict(p, op, &["permutation"]);
            p.write_str(" : ");
            p.print_type(ty(*src));
            p.write_str(" to ");
            p.print_type(ty(*r));
        }
        MemRefOp::MemRefReshape => {
            let ([src, shape], [r]) = (&operands[..], &results[..]) else {
                return false;
            };
            p.write_str(" ");
            p.print_operand(*src);
            p.write_str("(");
            p.print_operand(*shape);
            p.write_str(")");
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_function_type(&[ty(*src), ty(*shape)], &[ty(*r)]);
        }
        MemRefOp::MemRefExtractStridedMetadata | MemRefOp::MemRefExtractAlignedPointerAsIndex => {
            let [src] = operands[..] else { return false };
            if results.is_empty() {
                return false;
            }
            p.write_str(" ");
            p.print_operand(src);
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_type(ty(src));
            p.write_str(" -> ");
            let tys: Vec<Type> = results.iter().map(|&v| ty(v)).collect();
            p.print_types(&tys);
        }
        MemRefOp::MemRefRealloc => {
            let ([src, size @ ..], [r]) = (&operands[..], &results[..]) else {
                return false;
            };
            // Upstream's format has no place for `alignment`: the generic form carries it.
            if size.len() > 1 || op_attr(p, op, "alignment").is_some() {
                return false;
            }
            p.write_str(" ");
            p.print_operand(*src);
            if let [n] = size {
                p.write_str("(");
                p.print_operand(*n);
                p.write_str(")");
            }
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_type(ty(*src));
            p.write_str(" to ");
            p.print_type(ty(*r));
        }
        MemRefOp::MemRefAllocaScope => return print_alloca_scope(p, op),
        MemRefOp::MemRefAllocaScopeReturn => {
            print_attr_dict(p, op, &[]);
            if !operands.is_empty() {
                p.write_str(" ");
                p.print_operands(&operands);
                p.write_str(" : ");
                let tys: Vec<Type> = operands.iter().map(|&v| ty(v)).collect();
                p.print_types(&tys);
            }
        }
        MemRefOp::MemRefGenericAtomicRmw => return print_generic_atomic_rmw(p, op),
        MemRefOp::MemRefAtomicYield => {
            let [v] = operands[..] else { return false };
            p.write_str(" ");
            p.print_operand(v);
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_type(ty(v));
        }
        MemRefOp::MemRefDmaStart => {
            let rank = |i: usize| {
                operands
                    .get(i)
                    .and_then(|&v| p.ctx().type_kind(ty(v)).shape().map(<[i64]>::len))
            };
            let Ok(l) = super::dma::dma_start_layout(operands.len(), rank) else {
                return false;
            };
            let src = &operands[..l.src_idx.end];
            let dst = &operands[l.dst..l.dst_idx.end];
            let num = &operands[l.num..l.num + 1];
            let tag = &operands[l.tag..l.tag_idx.end];
            let stride = &operands[l.tag_idx.end..];
            p.write_str(" ");
            for (i, part) in [src, dst].into_iter().enumerate() {
                if i > 0 {
                    p.write_str(", ");
                }
                p.print_operand(part[0]);
                p.write_str("[");
                p.print_operands(&part[1..]);
                p.write_str("]");
            }
            p.write_str(", ");
            p.print_operand(num[0]);
            p.write_str(", ");
            p.print_operand(tag[0]);
            p.write_str("[");
            p.print_operands(&tag[1..]);
            p.write_str("]");
            if !stride.is_empty() {
                p.write_str(", ");
                p.print_operands(stride);
            }
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_types(&[ty(src[0]), ty(dst[0]), ty(tag[0])]);
        }
        MemRefOp::MemRefDmaWait => {
            let Some((&tag, rest)) = operands.split_first() else {
                return false;
            };
            let Some(nt) = p.ctx().type_kind(ty(tag)).shape().map(<[i64]>::len) else {
                return false;
            };
            if rest.len() != nt + 1 {
                return false;
            }
            p.write_str(" ");
            p.print_operand(tag);
            p.write_str("[");
            p.print_operands(&rest[..nt]);
            p.write_str("], ");
            p.print_operand(rest[nt]);
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_type(ty(tag));
        }
        MemRefOp::MemRefDistinctObjects => {
            if operands.is_empty() {
                return false;
            }
            p.write_str(" ");
            p.print_operands(&operands);
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            let tys: Vec<Type> = operands.iter().map(|&v| ty(v)).collect();
            p.print_types(&tys);
        }
    }
    true
}

/// `memref.subview` / `memref.reinterpret_cast`.
fn print_offsets_sizes_strides(kind: OpKind, p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let groups = if kind == OpKind::MemRefReinterpretCast {
        let v = view::MemRefReinterpretCast::new(p.ctx(), m.op(op));
        v.map(|v| (v.source(), [v.offsets(), v.sizes(), v.strides()]))
    } else {
        let v = view::MemRefSubView::new(p.ctx(), m.op(op));
        v.map(|v| (v.source(), [v.offsets(), v.sizes(), v.strides()]))
    };
    let (Ok((src, dynamic)), [r]) = (groups, m.op(op).results()) else {
        return false;
    };
    let mut statics = Vec::new();
    for name in ["static_offsets", "static_sizes", "static_strides"] {
        match op_attr(p, op, name).and_then(|a| dense_ints(p.ctx(), a)) {
            Some(v) => statics.push(v),
            None => return false,
        }
    }
    p.write_str(" ");
    p.print_operand(src);
    let labels: [&str; 3] = if kind == OpKind::MemRefReinterpretCast {
        [" to offset: ", ", sizes: ", ", strides: "]
    } else {
        ["", " ", " "]
    };
    for i in 0..3 {
        p.write_str(labels[i]);
        if !print_dynamic_index_list(p, dynamic[i], &statics[i], "[", "]") {
            return false;
        }
    }
    print_attr_dict(
        p,
        op,
        &[
            "operandSegmentSizes",
            "static_offsets",
            "static_sizes",
            "static_strides",
        ],
    );
    p.write_str(" : ");
    p.print_type(m.value_type(src));
    p.write_str(" to ");
    p.print_type(m.value_type(*r));
    true
}

/// `memref.global`
fn print_global(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let ctx = p.ctx();
    let name = op_attr(p, op, "sym_name");
    let Some(AttrKind::String { value: name, .. }) = name.map(|a| ctx.attr_kind(a)) else {
        return false;
    };
    let ty = op_attr(p, op, "type");
    let Some(&AttrKind::Type(ty)) = ty.map(|a| ctx.attr_kind(a)) else {
        return false;
    };
    if let Some(vis) = op_attr(p, op, "sym_visibility") {
        p.write_str(" ");
        p.print_attribute(vis);
    }
    if op_attr(p, op, "constant").is_some() {
        p.write_str(" constant");
    }
    p.write_str(" ");
    print_symbol_bytes(p, name);
    p.write_str(" : ");
    p.print_type(ty);
    if let Some(init) = op_attr(p, op, "initial_value") {
        p.write_str(" = ");
        if matches!(ctx.attr_kind(init), AttrKind::Unit) {
            p.write_str("uninitialized");
        } else {
            p.print_attribute_without_type(init);
        }
    }
    let aligned = print_alignment(p, op, Nontemporal::Equals);
    let mut elided = vec![
        "sym_name",
        "sym_visibility",
        "type",
        "initial_value",
        "constant",
    ];
    if aligned {
        elided.push("alignment");
    }
    print_attr_dict(p, op, &elided);
    true
}

/// Round-trip helpers for the unit tests of the structured dialects' custom forms.
#[cfg(test)]
pub(crate) mod test_util {
    use crate::ir::{Attr, Context, Module, Op};
    use crate::parser::{parse_source, ParseOptions};
    use crate::printer::{print_module, PrintOptions};

    /// Splits `s` at top-level `, ` (outside `<>`, `()`, `[]`, `{}`).
    fn split_top(s: &str) -> Vec<String> {
        let (mut depth, mut cur, mut out) = (0i32, String::new(), Vec::new());
        for c in s.chars() {
            match c {
                '<' | '(' | '[' | '{' => depth += 1,
                '>' | ')' | ']' | '}' => depth -= 1,
                ',' if depth == 0 => {
                    out.push(std::mem::take(&mut cur).trim().to_string());
                    continue;
                }
                _ => {}
            }
            cur.push(c);
        }
        if !cur.trim().is_empty() {
            out.push(cur.trim().to_string());
        }
        out
    }

    /// Rewrites single-line `func.func @f(args) -> res {` headers, `return` lines and the
    /// closing braces into the generic form, so that these tests do not depend on the custom
    /// form of `func.func` (another dialect's).
    fn genericize_funcs(src: &str) -> String {
        let mut out = String::new();
        let mut open: Vec<usize> = Vec::new();
        for line in src.lines() {
            let indent = line.len() - line.trim_start().len();
            let t = line.trim();
            if let Some(rest) = t.strip_prefix("func.func @") {
                let (name, rest) = rest.split_once('(').unwrap_or((rest, ""));
                let (args, rest) = rest.rsplit_once(')').unwrap_or((rest, ""));
                let res = rest.trim().trim_end_matches('{').trim();
                let res = res.strip_prefix("->").map(str::trim).unwrap_or("()");
                let args = split_top(args);
                let tys: Vec<&str> = args
                    .iter()
                    .map(|a| a.split_once(':').map_or("", |x| x.1).trim())
                    .collect();
                let defs: Vec<String> = args.iter().map(|a| a.replace(" :", ":")).collect();
                out.push_str(&format!(
                    "{}\"func.func\"() <{{function_type = ({}) -> {}, sym_name = \"{}\"}}> ({{\n^bb0({}):\n",
                    &line[..indent],
                    tys.join(", "),
                    res,
                    name,
                    defs.join(", ")
                ));
                open.push(indent);
            } else if t == "return" || t.starts_with("return ") {
                let body = t.trim_start_matches("return").trim();
                let (vals, tys) = body.split_once(':').unwrap_or(("", ""));
                out.push_str(&format!(
                    "{}\"func.return\"({}) : ({}) -> ()\n",
                    &line[..indent],
                    vals.trim(),
                    tys.trim()
                ));
            } else if t == "}" && open.last() == Some(&indent) {
                open.pop();
                out.push_str(&format!("{}}}) : () -> ()\n", &line[..indent]));
            } else {
                out.push_str(line);
                out.push('\n');
            }
        }
        out
    }

    /// Parses `src`, falling back to generic `func.func` while its custom form is missing.
    fn parse(ctx: &mut Context, src: &str) -> Result<Module, crate::diag::Diagnostics> {
        let opts = ParseOptions::default();
        match parse_source(ctx, src, "t.mlir", &opts) {
            Err(e) if format!("{e:?}").contains("custom form of 'func.func'") => {
                parse_source(ctx, &genericize_funcs(src), "t.mlir", &opts)
            }
            r => r,
        }
    }

    /// Parses `src`, prints it, and checks that print → parse → print is a fixpoint in both
    /// custom and generic form. Returns the custom-form text.
    pub fn roundtrip(src: &str) -> String {
        let mut ctx = Context::new();
        let opts = ParseOptions::default();
        let m = parse(&mut ctx, src).unwrap_or_else(|e| panic!("parse failed: {e:?}\n{src}"));
        for generic in [false, true] {
            let popts = PrintOptions {
                generic,
                debug_info: false,
            };
            let first = print_module(&ctx, &m, &popts);
            let m2 = parse_source(&mut ctx, &first, "t.mlir", &opts)
                .unwrap_or_else(|e| panic!("reparse failed: {e:?}\n{first}"));
            let second = print_module(&ctx, &m2, &popts);
            assert_eq!(first, second, "not a fixpoint (generic: {generic})");
        }
        print_module(&ctx, &m, &PrintOptions::default())
    }

    /// Asserts that every line of `expected` occurs in `out` (after trimming).
    pub fn assert_lines(out: &str, expected: &[&str]) {
        for e in expected {
            assert!(
                out.lines().any(|l| l.trim() == *e),
                "missing line `{e}` in:\n{out}"
            );
        }
    }

    /// The parse error message for `src`.
    pub fn parse_error(src: &str) -> String {
        let mut ctx = Context::new();
        match parse(&mut ctx, src) {
            Ok(_) => panic!("expected a parse error for:\n{src}"),
            Err(e) => format!("{e:?}"),
        }
    }

    /// Parses `src` and returns the context, the module and the first op named `name`.
    pub fn parse_find(src: &str, name: &str) -> (Context, Module, Op) {
        let mut ctx = Context::new();
        let m = parse(&mut ctx, src).unwrap_or_else(|e| panic!("parse failed: {e:?}"));
        let mut found = None;
        for &top in &m.top {
            m.walk_pre(top, &mut |op| {
                if found.is_none() && ctx.ident_str(m.op(op).name) == name {
                    found = Some(op);
                }
            });
        }
        let op = found.unwrap_or_else(|| panic!("no {name} in:\n{src}"));
        (ctx, m, op)
    }

    /// The attribute `name` of `op` and whether it is inherent.
    pub fn attr_of(ctx: &Context, m: &Module, op: Op, name: &str) -> Option<(Attr, bool)> {
        let id = ctx.lookup_ident(name)?;
        let d = m.op(op);
        if let Some(a) = d.props.iter().find(|a| a.name == id) {
            return Some((a.value, true));
        }
        d.attrs
            .iter()
            .find(|a| a.name == id)
            .map(|a| (a.value, false))
    }
}

#[cfg(test)]
mod tests {
    use super::test_util::*;
    use super::*;

    #[test]
    fn memref_ops_round_trip() {
        let src = r#"
func.func @f(%d: index, %s: index, %m: memref<8x16xf32>, %i: index, %v: f32) {
  %0 = memref.alloc(%d)[%s] {alignment = 8} : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %1 = memref.alloca() : memref<4xf32>
  %2 = memref.load %m[%i, %i] {nontemporal = true} : memref<8x16xf32>
  memref.store %2, %m[%i, %d] : memref<8x16xf32>
  %3 = memref.subview %m[%i, 0] [4, %s] [1, 1] : memref<8x16xf32> to memref<4x?xf32, strided<[16, 1], offset: ?>>
  %4 = memref.cast %1 : memref<4xf32> to memref<?xf32>
  memref.copy %1, %1 : memref<4xf32> to memref<4xf32>
  %5 = memref.atomic_rmw addf %v, %1[%i] : (f32, memref<4xf32>) -> f32
  %6 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<128xf32>
  memref.dealloc %1 : memref<4xf32>
  return
}
"#;
        let out = roundtrip(src);
        assert_lines(
            &out,
            &[
                // alloc, alloca, subview and cast name their results as upstream does.
                "%alloca = memref.alloca() : memref<4xf32>",
                "%0 = memref.load %arg2[%arg3, %arg3] nontemporal(true) : memref<8x16xf32>",
                "memref.store %0, %arg2[%arg3, %arg0] : memref<8x16xf32>",
                "%subview = memref.subview %arg2[%arg3, 0] [4, %arg1] [1, 1] : memref<8x16xf32> to \
                 memref<4x?xf32, strided<[16, 1], offset: ?>>",
                "%cast = memref.cast %alloca : memref<4xf32> to memref<?xf32>",
                "memref.copy %alloca, %alloca : memref<4xf32> to memref<4xf32>",
                "%1 = memref.atomic_rmw addf %arg4, %alloca[%arg3] : (f32, memref<4xf32>) -> f32",
                "%2 = memref.collapse_shape %arg2 [[0, 1]] : memref<8x16xf32> into memref<128xf32>",
                "memref.dealloc %alloca : memref<4xf32>",
            ],
        );
        assert!(
            out.contains("%alloc = memref.alloc(%arg0)[%arg1] alignment = 8 : memref<?xf32, #map>")
        );
    }

    #[test]
    fn memref_storage_matches_generic_form() {
        let src =
            "func.func @f(%m: memref<8x16xf32>, %i: index, %s: index) {\n  %0 = memref.subview \
                   %m[%i, 0] [4, %s] [1, 1] : memref<8x16xf32> to memref<4x?xf32, strided<[16, 1], \
                   offset: ?>>\n  return\n}\n";
        let (ctx, m, op) = parse_find(src, "memref.subview");
        let (offs, inherent) = attr_of(&ctx, &m, op, "static_offsets").expect("static_offsets");
        assert!(inherent);
        assert_eq!(dense_ints(&ctx, offs), Some(vec![DYNAMIC, 0]));
        let (seg, _) = attr_of(&ctx, &m, op, "operandSegmentSizes").expect("segments");
        assert_eq!(dense_ints(&ctx, seg), Some(vec![1, 1, 1, 0]));
        assert_eq!(m.op(op).operands().len(), 3);
    }

    #[test]
    fn memref_global_forms() {
        let src = r#"
memref.global "private" constant @c : memref<2xf32> = dense<[1.0, 2.0]>
memref.global @u : memref<4xi32> = uninitialized
memref.global @e : memref<3xf32>
func.func @f() {
  %0 = memref.get_global @c : memref<2xf32>
  return
}
"#;
        let out = roundtrip(src);
        assert_lines(
            &out,
            &[
                "memref.global \"private\" constant @c : memref<2xf32> = dense<[1.000000e+00, \
                 2.000000e+00]>",
                "memref.global @u : memref<4xi32> = uninitialized",
                "memref.global @e : memref<3xf32>",
                "%0 = memref.get_global @c : memref<2xf32>",
            ],
        );
    }

    #[test]
    fn memref_errors() {
        let e = parse_error(
            "func.func @f(%v: f32, %m: memref<4xf32>, %i: index) {\n  %0 = memref.atomic_rmw \
             bogus %v, %m[%i] : (f32, memref<4xf32>) -> f32\n  return\n}\n",
        );
        assert!(e.contains("invalid atomic_rmw kind"), "{e}");
        let e = parse_error("memref.global @g : memref<?xf32> = uninitialized\n");
        assert!(e.contains("static shaped memref"), "{e}");
        let e = parse_error(
            "func.func @f(%m: memref<?xf32>) {\n  %0 = memref.expand_shape %m [[0, 1]] : \
             memref<?xf32> into memref<?x4xf32>\n  return\n}\n",
        );
        assert!(e.contains("output_shape"), "{e}");
    }

    /// Ops whose stored structure does not fit their custom form (only reachable through
    /// the generic form) print generically instead of panicking.
    #[test]
    fn malformed_ops_fall_back_to_generic() {
        let src = r#"
"func.func"() <{function_type = (memref<4xf32>, index) -> (), sym_name = "f"}> ({
^bb0(%m: memref<4xf32>, %i: index):
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 5, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<4xf32>) -> memref<4xf32>
  %1 = "memref.alloc"(%i) <{operandSegmentSizes = array<i64: 9223372036854775807, 9223372036854775807>}> : (index) -> memref<?xf32>
  "affine.parallel"() <{lowerBoundsGroups = dense<[3, -1]> : tensor<2xi32>, lowerBoundsMap = affine_map<() -> (0, 0)>, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = affine_map<() -> (4, 4)>}> ({
  ^bb0(%a: index, %b: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  "gpu.launch"(%i, %i, %i, %i, %i, %i) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0>}> ({
  ^bb0(%x: index):
    "gpu.terminator"() : () -> ()
  }) : (index, index, index, index, index, index) -> ()
  %2 = "vector.extract"() <{static_position = array<i64: -9223372036854775808>}> : () -> f32
  "func.return"() : () -> ()
}) : () -> ()
"#;
        let out = roundtrip(src);
        for name in [
            "memref.subview",
            "memref.alloc",
            "affine.parallel",
            "gpu.launch",
            "vector.extract",
        ] {
            assert!(
                out.contains(&format!("\"{name}\"(")),
                "{name} not generic in:\n{out}"
            );
        }
    }

    #[test]
    fn atomic_kinds() {
        assert_eq!(atomic_rmw_kind("maxf"), Some(4));
        assert_eq!(atomic_rmw_kind_name(2), Some("andi"));
        assert_eq!(atomic_rmw_kind("nope"), None);
    }
}

/// `$src $reassociation (output_shape dynamic-index-list)? attr-dict : type($src) into
/// type($result)`: `memref`/`tensor` `expand_shape` (`expand`) and `collapse_shape`. An
/// expand without `output_shape` (the pre-LLVM-19 form) takes the static result shape.
pub(crate) fn parse_reshape(
    p: &mut OpParser<'_>,
    st: &mut OperationState,
    expand: bool,
) -> PResult<()> {
    let index = p.index_type();
    let src = p.parse_operand()?;
    let rpos = p.current_pos();
    let reassoc = p.parse_attribute(None)?;
    if !is_reassociation(p.ctx(), reassoc) {
        return Err(p.error_at(rpos, "expected reassociation indices `[[..], ..]`"));
    }
    let mut shape = None;
    if expand && p.parse_optional_keyword("output_shape") {
        shape = Some(parse_dynamic_index_list(p, "[", "]")?);
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let from = p.parse_colon_type()?;
    p.parse_keyword("into")?;
    let tpos = p.current_pos();
    let to = p.parse_type()?;
    st.operands.push(p.resolve_operand(&src, from)?);
    move_inherent(p, st, &["reassociation", "static_output_shape"]);
    set_prop(p, st, "reassociation", reassoc);
    if expand {
        let (dyn_vals, statics) = match shape {
            Some(s) => s,
            None => {
                // The pre-LLVM-19 form: the output shape is the (static) result shape.
                let s = p.ctx().type_kind(to).shape().map(<[i64]>::to_vec);
                match s {
                    Some(s) if !s.contains(&DYNAMIC) => (Vec::new(), s),
                    _ => {
                        return Err(p.error_at(
                            tpos,
                            "expected 'output_shape' for a result type with dynamic \
                             dimensions",
                        ))
                    }
                }
            }
        };
        p.resolve_operands_same(&dyn_vals, index, &mut st.operands)?;
        let a = dense_i64_array(p.ctx(), &statics);
        set_prop(p, st, "static_output_shape", a);
    }
    st.result_types.push(to);
    Ok(())
}

/// Prints the custom form [`parse_reshape`] reads; `false` for the generic form.
pub(crate) fn print_reshape(p: &mut OpPrinter<'_>, op: Op, expand: bool) -> bool {
    let m = p.module();
    let operands = m.op(op).operands().to_vec();
    let results = m.op(op).results().to_vec();
    let ty = |v: Value| m.value_type(v);
    let ([src, shape @ ..], [r]) = (&operands[..], &results[..]) else {
        return false;
    };
    let Some(reassoc) = op_attr(p, op, "reassociation") else {
        return false;
    };
    p.write_str(" ");
    p.print_operand(*src);
    p.write_str(" ");
    p.print_attribute(reassoc);
    if expand {
        let statics = op_attr(p, op, "static_output_shape");
        let Some(statics) = statics.and_then(|a| dense_ints(p.ctx(), a)) else {
            return false;
        };
        p.write_str(" output_shape ");
        if !print_dynamic_index_list(p, shape, &statics, "[", "]") {
            return false;
        }
    } else if !shape.is_empty() {
        return false;
    }
    print_attr_dict(p, op, &["reassociation", "static_output_shape"]);
    p.write_str(" : ");
    p.print_type(ty(*src));
    p.write_str(" into ");
    p.print_type(ty(*r));
    true
}
