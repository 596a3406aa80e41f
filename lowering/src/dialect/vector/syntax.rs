//! Custom assembly forms of the `vector` dialect, as upstream MLIR (LLVM 18–20) prints and
//! parses them.
//!
//! Storage follows upstream's generic form: `vector.extract`/`vector.insert` keep their
//! position as `static_position` (a dense `i64` array, [`DYNAMIC`] where an SSA index
//! stands) plus the dynamic indices as trailing operands; `vector.reduction` keeps
//! `kind = #vector.kind<..>` and `fastmath = #arith.fastmath<..>` (the default `none` is
//! stored, as upstream populates default-valued properties). Dialect attributes are kept as
//! opaque attributes (`AttrKind::Opaque { dialect: "vector", body: ".kind<add>" }`).
//!
//! On input the pre-LLVM-18 `vector.extract %v[0] : vector<4xf32>` (no `from`) is accepted
//! and the result type inferred.

use crate::dialect::memref::syntax::{
    dense_i64_array, dense_ints, memref_elem, move_inherent, op_attr, parse_alignment,
    parse_dynamic_index_list, parse_nontemporal, print_alignment, print_attr_dict,
    print_dynamic_index_list, print_nontemporal_and_attrs, set_prop, Nontemporal,
};
use crate::dialect::{OpKind, VectorOp};
use crate::ir::{Attr, AttrKind, Op, Type, TypeKind, DYNAMIC};
use crate::parser::{Delimiter, OpParser, OperationState, PResult, SrcPos};
use crate::printer::OpPrinter;

/// `vector::CombiningKind` spellings.
const COMBINING_KINDS: &[&str] = &[
    "add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf", "and", "or", "xor",
    "minimumf", "maximumf",
];

/// An opaque dialect attribute `#dialect<body>` / `#dialect.body`.
fn opaque(p: &mut OpParser<'_>, dialect: &str, body: String) -> Attr {
    p.ctx().attr(AttrKind::Opaque {
        dialect: dialect.to_string(),
        body,
        ty: None,
    })
}

/// The text inside `<..>` of an opaque attribute whose body is `prefix<..>`.
pub(crate) fn opaque_inner<'c>(
    ctx: &'c crate::ir::Context,
    a: Attr,
    dialect: &str,
    prefix: &str,
) -> Option<&'c str> {
    match ctx.attr_kind(a) {
        AttrKind::Opaque {
            dialect: d,
            body,
            ty: None,
        } if d == dialect => body
            .strip_prefix(prefix)?
            .strip_prefix('<')?
            .strip_suffix('>'),
        _ => None,
    }
}

/// `<add>` or the full `#vector.kind<add>`.
fn parse_combining_kind(p: &mut OpParser<'_>) -> PResult<Attr> {
    let pos = p.current_pos();
    if p.parse_optional_punct("<") {
        let k = p.parse_bare_id()?;
        if !COMBINING_KINDS.contains(&k) {
            return Err(p.error_at(pos, format!("invalid combining kind '{k}'")));
        }
        p.parse_punct(">")?;
        return Ok(opaque(p, "vector", format!(".kind<{k}>")));
    }
    let a = p.parse_attribute(None)?;
    if opaque_inner(p.ctx(), a, "vector", ".kind").is_none() {
        return Err(p.error_at(pos, "expected a combining kind `<kind>`"));
    }
    Ok(a)
}

/// `<flag(,flag)*>` of an `arith.fastmath` attribute (after the `fastmath` keyword).
fn parse_fastmath(p: &mut OpParser<'_>) -> PResult<Attr> {
    if !p.peek_punct("<") {
        let pos = p.current_pos();
        let a = p.parse_attribute(None)?;
        if opaque_inner(p.ctx(), a, "arith", ".fastmath").is_none() {
            return Err(p.error_at(pos, "expected fastmath flags"));
        }
        return Ok(a);
    }
    p.parse_punct("<")?;
    let mut flags = vec![p.parse_bare_id()?.to_string()];
    while p.parse_optional_punct(",") {
        flags.push(p.parse_bare_id()?.to_string());
    }
    p.parse_punct(">")?;
    Ok(opaque(
        p,
        "arith",
        format!(".fastmath<{}>", flags.join(",")),
    ))
}

/// The result type of extracting `npos` leading positions from `vty`.
fn extracted_type(p: &mut OpParser<'_>, vty: Type, npos: usize, pos: SrcPos) -> PResult<Type> {
    let TypeKind::Vector {
        shape,
        scalable,
        elem,
    } = p.ctx().type_kind(vty).clone()
    else {
        return Err(p.error_at(pos, "expected vector type"));
    };
    if npos > shape.len() {
        return Err(p.error_at(
            pos,
            "expected position attribute of rank no greater than vector rank",
        ));
    }
    if npos == shape.len() {
        return Ok(elem);
    }
    Ok(p.ctx().ty(TypeKind::Vector {
        shape: shape[npos..].to_vec(),
        scalable: scalable
            .get(npos..)
            .map(<[bool]>::to_vec)
            .unwrap_or_default(),
        elem,
    }))
}

/// Parses the custom form of a `vector` op; the results and the op name are already consumed.
pub fn parse(dk: VectorOp, p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let kind = OpKind::from(dk);
    let index = p.index_type();
    match dk {
        VectorOp::VectorMask => parse_mask(p, st)?,
        VectorOp::VectorYield => {
            p.parse_optional_attr_dict(&mut st.attrs)?;
            crate::dialect::memref::syntax::parse_optional_typed_operands(p, &mut st.operands)?;
        }
        VectorOp::VectorLoad | VectorOp::VectorStore => {
            let val = if kind == OpKind::VectorStore {
                let v = p.parse_operand()?;
                p.parse_punct(",")?;
                Some(v)
            } else {
                None
            };
            let base = p.parse_operand()?;
            let idx = p.parse_operand_list(Delimiter::Square)?;
            parse_nontemporal(p, st, Nontemporal::Equals)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            p.parse_punct(":")?;
            let mpos = p.current_pos();
            let mty = p.parse_type()?;
            memref_elem(p, mty, mpos)?;
            p.parse_punct(",")?;
            let vty = p.parse_type()?;
            if let Some(v) = val {
                st.operands.push(p.resolve_operand(&v, vty)?);
            }
            st.operands.push(p.resolve_operand(&base, mty)?);
            p.resolve_operands_same(&idx, index, &mut st.operands)?;
            if kind == OpKind::VectorLoad {
                st.result_types.push(vty);
            }
            move_inherent(p, st, &["nontemporal"]);
        }
        VectorOp::VectorFromElements => {
            // `%a, %b attr-dict : vector<..>`: one operand of the element type per element.
            let vals = p.parse_operand_list(Delimiter::None)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            p.parse_punct(":")?;
            let tpos = p.current_pos();
            let vty = p.parse_type()?;
            let (elem, n) = match p.ctx().type_kind(vty) {
                TypeKind::Vector { shape, elem, .. } => {
                    (*elem, shape.iter().product::<i64>().max(0) as usize)
                }
                _ => return Err(p.error_at(tpos, "expected a vector type")),
            };
            if vals.len() != n {
                return Err(p.error_at(
                    tpos,
                    format!(
                        "number of operands and types do not match: got {} operands and {n} types",
                        vals.len()
                    ),
                ));
            }
            p.resolve_operands_same(&vals, elem, &mut st.operands)?;
            st.result_types.push(vty);
        }
        VectorOp::VectorStep => {
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let t = p.parse_colon_type()?;
            st.result_types.push(t);
        }
        VectorOp::VectorBroadcast | VectorOp::VectorBitcast | VectorOp::VectorShapeCast => {
            parse_cast(p, st)?
        }
        VectorOp::VectorTypeCast => parse_type_cast(p, st)?,
        VectorOp::VectorExtractStridedSlice => parse_strided_slice(p, st, true)?,
        VectorOp::VectorInsertStridedSlice => parse_strided_slice(p, st, false)?,
        VectorOp::VectorTranspose => parse_transpose(p, st)?,
        VectorOp::VectorConstantMask => parse_constant_mask(p, st)?,
        VectorOp::VectorCreateMask => parse_create_mask(p, st)?,
        VectorOp::VectorToElements => parse_to_elements(p, st)?,
        VectorOp::VectorMaskedLoad
        | VectorOp::VectorMaskedStore
        | VectorOp::VectorGather
        | VectorOp::VectorScatter
        | VectorOp::VectorExpandLoad
        | VectorOp::VectorCompressStore => parse_masked(dk, p, st)?,
        VectorOp::VectorTransferRead => parse_transfer(p, st, true)?,
        VectorOp::VectorTransferWrite => parse_transfer(p, st, false)?,
        VectorOp::VectorPrint => parse_print(p, st)?,
        VectorOp::VectorVscale => parse_vscale(p, st)?,
        VectorOp::VectorScalableInsert | VectorOp::VectorScalableExtract => {
            parse_scalable(dk, p, st)?
        }
        VectorOp::VectorScan => parse_scan(p, st)?,
        VectorOp::VectorContract => parse_contract(p, st)?,
        VectorOp::VectorOuterproduct => parse_outerproduct(p, st)?,
        VectorOp::VectorMultiReduction => parse_multi_reduction(p, st)?,
        VectorOp::VectorExtract => {
            let v = p.parse_operand()?;
            let (dynv, statics) = parse_dynamic_index_list(p, "[", "]")?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            p.parse_punct(":")?;
            let tpos = p.current_pos();
            let first = p.parse_type()?;
            let (rty, vty) = if p.parse_optional_keyword("from") {
                (first, p.parse_type()?)
            } else {
                (extracted_type(p, first, statics.len(), tpos)?, first)
            };
            st.operands.push(p.resolve_operand(&v, vty)?);
            p.resolve_operands_same(&dynv, index, &mut st.operands)?;
            st.result_types.push(rty);
            let a = dense_i64_array(p.ctx(), &statics);
            move_inherent(p, st, &["static_position"]);
            set_prop(p, st, "static_position", a);
        }
        VectorOp::VectorInsert => {
            let s = p.parse_operand()?;
            p.parse_punct(",")?;
            let dst = p.parse_operand()?;
            let (dynv, statics) = parse_dynamic_index_list(p, "[", "]")?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let sty = p.parse_colon_type()?;
            p.parse_keyword("into")?;
            let dty = p.parse_type()?;
            st.operands.push(p.resolve_operand(&s, sty)?);
            st.operands.push(p.resolve_operand(&dst, dty)?);
            p.resolve_operands_same(&dynv, index, &mut st.operands)?;
            st.result_types.push(dty);
            let a = dense_i64_array(p.ctx(), &statics);
            move_inherent(p, st, &["static_position"]);
            set_prop(p, st, "static_position", a);
        }
        VectorOp::VectorFma => {
            let a = p.parse_operand()?;
            p.parse_punct(",")?;
            let b = p.parse_operand()?;
            p.parse_punct(",")?;
            let c = p.parse_operand()?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let ty = p.parse_colon_type()?;
            for u in [&a, &b, &c] {
                st.operands.push(p.resolve_operand(u, ty)?);
            }
            st.result_types.push(ty);
        }
        VectorOp::VectorReduction => {
            let k = parse_combining_kind(p)?;
            p.parse_punct(",")?;
            let v = p.parse_operand()?;
            let acc = if p.parse_optional_punct(",") {
                Some(p.parse_operand()?)
            } else {
                None
            };
            let fm = if p.parse_optional_keyword("fastmath") {
                parse_fastmath(p)?
            } else {
                opaque(p, "arith", ".fastmath<none>".to_string())
            };
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let vty = p.parse_colon_type()?;
            p.parse_keyword("into")?;
            let dty = p.parse_type()?;
            st.operands.push(p.resolve_operand(&v, vty)?);
            if let Some(a) = acc {
                st.operands.push(p.resolve_operand(&a, dty)?);
            }
            st.result_types.push(dty);
            move_inherent(p, st, &["kind", "fastmath"]);
            set_prop(p, st, "kind", k);
            if st.get(p.ident("fastmath")).is_none() {
                set_prop(p, st, "fastmath", fm);
            }
        }
        VectorOp::VectorShuffle => {
            let a = p.parse_operand()?;
            p.parse_punct(",")?;
            let b = p.parse_operand()?;
            let mpos = p.current_pos();
            let mask = parse_i64_list(p)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            p.parse_punct(":")?;
            let tpos = p.current_pos();
            let t1 = p.parse_type()?;
            p.parse_punct(",")?;
            let t2 = p.parse_type()?;
            let rty = shuffle_result_type(p, t1, mask.len(), tpos, mpos)?;
            st.operands.push(p.resolve_operand(&a, t1)?);
            st.operands.push(p.resolve_operand(&b, t2)?);
            st.result_types.push(rty);
            let m = dense_i64_array(p.ctx(), &mask);
            move_inherent(p, st, &["mask"]);
            set_prop(p, st, "mask", m);
        }
        VectorOp::VectorInterleave => {
            let a = p.parse_operand()?;
            p.parse_punct(",")?;
            let b = p.parse_operand()?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let t = p.parse_colon_type()?;
            p.parse_punct("->")?;
            let r = p.parse_type()?;
            p.resolve_operands_same(&[a, b], t, &mut st.operands)?;
            st.result_types.push(r);
        }
        VectorOp::VectorDeinterleave => {
            let s = p.parse_operand()?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let t = p.parse_colon_type()?;
            p.parse_punct("->")?;
            let r = p.parse_type()?;
            st.operands.push(p.resolve_operand(&s, t)?);
            st.result_types.push(r);
            st.result_types.push(r);
        }
    }
    Ok(())
}

/// `$source attr-dict : type to type` (`broadcast`, `bitcast`, `shape_cast`).
#[inline(never)]
fn parse_cast(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let s = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let from = p.parse_colon_type()?;
    p.parse_keyword("to")?;
    let to = p.parse_type()?;
    st.operands.push(p.resolve_operand(&s, from)?);
    st.result_types.push(to);
    Ok(())
}

/// `vector.type_cast %m attr-dict : memref<..> to memref<..>`: both types ranked memrefs
/// (upstream's `invalid kind of type specified` otherwise).
#[inline(never)]
fn parse_type_cast(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let s = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.parse_punct(":")?;
    let from = crate::dialect::gpu::syntax::parse_memref_kind(p, false)?;
    p.parse_keyword("to")?;
    let to = crate::dialect::gpu::syntax::parse_memref_kind(p, false)?;
    st.operands.push(p.resolve_operand(&s, from)?);
    st.result_types.push(to);
    Ok(())
}

#[inline(never)]
fn print_cast(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    let ([s], [r]) = (d.operands(), d.results()) else {
        return false;
    };
    let (st, rt) = (m.value_type(*s), m.value_type(*r));
    p.write_str(" ");
    p.print_operand(*s);
    print_attr_dict(p, op, &[]);
    p.write_str(" : ");
    p.print_type(st);
    p.write_str(" to ");
    p.print_type(rt);
    true
}

/// The keywords of the strided-slice ops' integer-array properties, in order.
fn slice_props(extract: bool) -> &'static [&'static str] {
    if extract {
        &["offsets", "sizes", "strides"]
    } else {
        &["offsets", "strides"]
    }
}

/// `extract_strided_slice`: `$source offsets = [..], sizes = [..], strides = [..] attr-dict
/// : type to type`; `insert_strided_slice`: `$valueToStore, $dest offsets = [..], strides =
/// [..] attr-dict : type into type`. The lists are `I64ArrayAttr`s.
#[inline(never)]
fn parse_strided_slice(
    p: &mut OpParser<'_>,
    st: &mut OperationState,
    extract: bool,
) -> PResult<()> {
    let v = p.parse_operand()?;
    let dest = if extract {
        None
    } else {
        p.parse_punct(",")?;
        Some(p.parse_operand()?)
    };
    let names = slice_props(extract);
    let mut lists = Vec::with_capacity(names.len());
    for (i, n) in names.iter().enumerate() {
        if i > 0 {
            p.parse_punct(",")?;
        }
        p.parse_keyword(n)?;
        p.parse_punct("=")?;
        let pos = p.current_pos();
        let a = p.parse_attribute(None)?;
        if !matches!(p.ctx().attr_kind(a), AttrKind::Array(_)) {
            return Err(p.error_at(pos, "invalid kind of attribute specified"));
        }
        lists.push(a);
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    p.parse_keyword(if extract { "to" } else { "into" })?;
    let r = p.parse_type()?;
    st.operands.push(p.resolve_operand(&v, t)?);
    if let Some(d) = dest {
        st.operands.push(p.resolve_operand(&d, r)?);
    }
    st.result_types.push(r);
    move_inherent(p, st, names);
    for (n, a) in names.iter().zip(lists) {
        set_prop(p, st, n, a);
    }
    Ok(())
}

#[inline(never)]
fn print_strided_slice(p: &mut OpPrinter<'_>, op: Op, extract: bool) -> bool {
    let m = p.module();
    let d = m.op(op);
    let (operands, results) = (d.operands().to_vec(), d.results().to_vec());
    let names = slice_props(extract);
    let lists: Option<Vec<Attr>> = names.iter().map(|n| op_attr(p, op, n)).collect();
    let (Some(lists), [r]) = (lists, &results[..]) else {
        return false;
    };
    let (v, dest) = match (&operands[..], extract) {
        ([v], true) => (*v, None),
        ([v, d], false) if m.value_type(*d) == m.value_type(*r) => (*v, Some(*d)),
        _ => return false,
    };
    let (vt, rt) = (m.value_type(v), m.value_type(*r));
    p.write_str(" ");
    p.print_operand(v);
    if let Some(d) = dest {
        p.write_str(", ");
        p.print_operand(d);
    }
    for (i, (n, a)) in names.iter().zip(lists).enumerate() {
        p.write_str(if i == 0 { " " } else { ", " });
        p.write_str(n);
        p.write_str(" = ");
        p.print_attribute(a);
    }
    print_attr_dict(p, op, names);
    p.write_str(" : ");
    p.print_type(vt);
    p.write_str(if extract { " to " } else { " into " });
    p.print_type(rt);
    true
}

/// `$vector, [perm] attr-dict : type to type`.
#[inline(never)]
fn parse_transpose(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.parse_punct(",")?;
    let perm = parse_i64_list(p)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    p.parse_keyword("to")?;
    let r = p.parse_type()?;
    st.operands.push(p.resolve_operand(&v, t)?);
    st.result_types.push(r);
    let a = dense_i64_array(p.ctx(), &perm);
    move_inherent(p, st, &["permutation"]);
    set_prop(p, st, "permutation", a);
    Ok(())
}

#[inline(never)]
fn print_transpose(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    let perm = op_attr(p, op, "permutation").and_then(|a| i64_array(p.ctx(), a));
    let (Some(perm), [v], [r]) = (perm, d.operands(), d.results()) else {
        return false;
    };
    let (v, vt, rt) = (*v, m.value_type(*v), m.value_type(*r));
    p.write_str(" ");
    p.print_operand(v);
    print_i64_list(p, &perm);
    print_attr_dict(p, op, &["permutation"]);
    p.write_str(" : ");
    p.print_type(vt);
    p.write_str(" to ");
    p.print_type(rt);
    true
}

/// `, [a, b]` / ` [a, b]`: a dense `i64` array in its custom form, after a comma when the
/// list follows an operand.
fn print_i64_list(p: &mut OpPrinter<'_>, v: &[i64]) {
    let text: Vec<String> = v.iter().map(i64::to_string).collect();
    p.write_str(", [");
    p.write_str(&text.join(", "));
    p.write_str("]");
}

/// `constant_mask [sizes] attr-dict : type`, `create_mask %a, .. attr-dict : type` and
/// `to_elements %v attr-dict : type` (one result per element).
#[inline(never)]
fn parse_constant_mask(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let sizes = parse_i64_list(p)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    st.result_types.push(t);
    let a = dense_i64_array(p.ctx(), &sizes);
    move_inherent(p, st, &["mask_dim_sizes"]);
    set_prop(p, st, "mask_dim_sizes", a);
    Ok(())
}

#[inline(never)]
fn parse_create_mask(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let index = p.index_type();
    let vals = p.parse_operand_list(Delimiter::None)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    p.resolve_operands_same(&vals, index, &mut st.operands)?;
    st.result_types.push(t);
    Ok(())
}

#[inline(never)]
fn parse_to_elements(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.parse_punct(":")?;
    let tpos = p.current_pos();
    let t = p.parse_type()?;
    let (elem, n) = match p.ctx().type_kind(t) {
        TypeKind::Vector { shape, elem, .. } => {
            (*elem, shape.iter().product::<i64>().max(0) as usize)
        }
        _ => return Err(p.error_at(tpos, "expected a vector type")),
    };
    st.operands.push(p.resolve_operand(&v, t)?);
    st.result_types.extend(std::iter::repeat_n(elem, n));
    Ok(())
}

#[inline(never)]
fn print_constant_mask(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    let results = d.results().to_vec();
    let sizes = op_attr(p, op, "mask_dim_sizes").and_then(|a| i64_array(p.ctx(), a));
    let (Some(sizes), [r]) = (sizes, &results[..]) else {
        return false;
    };
    let rt = m.value_type(*r);
    let text: Vec<String> = sizes.iter().map(i64::to_string).collect();
    p.write_str(" [");
    p.write_str(&text.join(", "));
    p.write_str("]");
    print_attr_dict(p, op, &["mask_dim_sizes"]);
    p.write_str(" : ");
    p.print_type(rt);
    true
}

#[inline(never)]
fn print_create_mask(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    let (operands, results) = (d.operands().to_vec(), d.results().to_vec());
    let [r] = results[..] else { return false };
    let rt = m.value_type(r);
    p.write_str(" ");
    p.print_operands(&operands);
    print_attr_dict(p, op, &[]);
    p.write_str(" : ");
    p.print_type(rt);
    true
}

#[inline(never)]
fn print_to_elements(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    let (operands, results) = (d.operands().to_vec(), d.results().to_vec());
    let [v] = operands[..] else { return false };
    let vt = m.value_type(v);
    // The custom form infers one result of the element type per element.
    let inferred = match p.ctx().type_kind(vt) {
        TypeKind::Vector { shape, elem, .. } => {
            shape.iter().product::<i64>().max(0) as usize == results.len()
                && results.iter().all(|&r| m.value_type(r) == *elem)
        }
        _ => false,
    };
    if !inferred {
        return false;
    }
    p.write_str(" ");
    p.print_operand(v);
    print_attr_dict(p, op, &[]);
    p.write_str(" : ");
    p.print_type(vt);
    true
}

/// `transfer_read %src[%i..], %pad (, %mask)? attr-dict : src-type, vector-type` and
/// `transfer_write %v, %dst[%i..] (, %mask)? attr-dict : vector-type, dst-type` (a tensor
/// destination gives a result of its type). The padding has the source's element type;
/// the mask type follows from the vector type and the permutation map; `in_bounds`
/// (all false) and `permutation_map` (the minor identity) get their defaults.
#[inline(never)]
fn parse_transfer(p: &mut OpParser<'_>, st: &mut OperationState, read: bool) -> PResult<()> {
    use super::transfer::{map_dims, mask_shape, minor_identity};
    let index = p.index_type();
    let first = p.parse_operand()?;
    let (vec, src) = if read {
        (None, first)
    } else {
        p.parse_punct(",")?;
        (Some(first), p.parse_operand()?)
    };
    let idx = p.parse_operand_list(Delimiter::Square)?;
    let pad = if read {
        p.parse_punct(",")?;
        Some(p.parse_operand()?)
    } else {
        None
    };
    let mask = if p.parse_optional_punct(",") {
        Some(p.parse_operand()?)
    } else {
        None
    };
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.parse_punct(":")?;
    let t1pos = p.current_pos();
    let t1 = p.parse_type()?;
    p.parse_punct(",")?;
    let t2pos = p.current_pos();
    let t2 = p.parse_type()?;
    let (vty, sty, spos) = if read {
        (t2, t1, t1pos)
    } else {
        (t1, t2, t2pos)
    };
    let (src_rank, src_elem, tensor) = match p.ctx().type_kind(sty) {
        TypeKind::MemRef { shape, elem, .. } => (shape.len(), *elem, false),
        TypeKind::RankedTensor { shape, elem, .. } => (shape.len(), *elem, true),
        _ => return Err(p.error_at(spos, "requires memref or ranked tensor type")),
    };
    let vshape = match p.ctx().type_kind(vty) {
        TypeKind::Vector { shape, .. } => shape.clone(),
        _ => return Err(p.error_at(t1pos, "requires vector type")),
    };
    move_inherent(p, st, &["in_bounds", "permutation_map"]);
    let map_name = p.ident("permutation_map");
    let map = match st.get(map_name).map(|a| p.ctx().attr_kind(a).clone()) {
        Some(AttrKind::AffineMap(m)) => m,
        _ => {
            let m = minor_identity(p.ctx(), src_rank, vshape.len());
            let a = p.ctx().map_attr(m);
            set_prop(p, st, "permutation_map", a);
            m
        }
    };
    if st.get(p.ident("in_bounds")).is_none() {
        let f = p.ctx().attr(AttrKind::Bool(false));
        let n = p.ctx().map_data(map).results.len();
        let a = p.ctx().attr(AttrKind::Array(vec![f; n]));
        set_prop(p, st, "in_bounds", a);
    }
    if let Some(v) = vec {
        st.operands.push(p.resolve_operand(&v, vty)?);
    }
    st.operands.push(p.resolve_operand(&src, sty)?);
    p.resolve_operands_same(&idx, index, &mut st.operands)?;
    if let Some(pd) = pad {
        st.operands.push(p.resolve_operand(&pd, src_elem)?);
    }
    if let Some(mk) = &mask {
        let shape = map_dims(p.ctx(), map)
            .ok()
            .and_then(|d| mask_shape(&vshape, &d))
            .ok_or_else(|| {
                p.error_at(
                    p.name_pos(),
                    "expected a permutation map without broadcasts with a mask",
                )
            })?;
        let i1 = p.ctx().int_type(1);
        let mty = p.ctx().ty(TypeKind::Vector {
            scalable: vec![false; shape.len()],
            shape,
            elem: i1,
        });
        st.operands.push(p.resolve_operand(mk, mty)?);
    }
    let m = usize::from(mask.is_some());
    let segs: &[usize] = if read {
        &[1, idx.len(), 1, m]
    } else {
        &[1, 1, idx.len(), m]
    };
    crate::dialect::memref::syntax::set_segments(p, st, segs);
    if read {
        st.result_types.push(vty);
    } else if tensor {
        st.result_types.push(sty);
    }
    Ok(())
}

#[inline(never)]
fn print_transfer(p: &mut OpPrinter<'_>, op: Op, read: bool) -> bool {
    use super::transfer::is_minor_identity;
    let m = p.module();
    let Some(segs) = crate::dialect::memref::syntax::segments(p, op, 4) else {
        return false;
    };
    let results = m.op(op).results().to_vec();
    let (vec, src, idx, pad, mask) = if read {
        let ([src], [pad]) = (&segs[0][..], &segs[2][..]) else {
            return false;
        };
        (None, *src, &segs[1], Some(*pad), segs[3].first().copied())
    } else {
        let ([v], [dst]) = (&segs[0][..], &segs[1][..]) else {
            return false;
        };
        (Some(*v), *dst, &segs[2], None, segs[3].first().copied())
    };
    let ctx = p.ctx();
    let map = op_attr(p, op, "permutation_map");
    let minor = map.is_some_and(|a| match ctx.attr_kind(a) {
        AttrKind::AffineMap(mm) => is_minor_identity(ctx, *mm),
        _ => false,
    });
    let in_bounds = op_attr(p, op, "in_bounds");
    let all_false = in_bounds.is_some_and(|a| match ctx.attr_kind(a) {
        AttrKind::Array(v) => v
            .iter()
            .all(|&b| matches!(ctx.attr_kind(b), AttrKind::Bool(false))),
        _ => false,
    });
    let vty = match (vec, results.first()) {
        (Some(v), _) => m.value_type(v),
        (None, Some(&r)) => m.value_type(r),
        (None, None) => return false,
    };
    let sty = m.value_type(src);
    // The custom form infers the padding's type and a write's result.
    if pad.is_some_and(|pd| Some(m.value_type(pd)) != ctx.type_kind(sty).element_type()) {
        return false;
    }
    if !read && results.first().is_some_and(|&r| m.value_type(r) != sty) {
        return false;
    }
    p.write_str(" ");
    if let Some(v) = vec {
        p.print_operand(v);
        p.write_str(", ");
    }
    p.print_operand(src);
    p.write_str("[");
    p.print_operands(idx);
    p.write_str("]");
    if let Some(pd) = pad {
        p.write_str(", ");
        p.print_operand(pd);
    }
    if let Some(mk) = mask {
        p.write_str(", ");
        p.print_operand(mk);
    }
    let mut elided = vec!["operandSegmentSizes"];
    if minor {
        elided.push("permutation_map");
    }
    if all_false {
        elided.push("in_bounds");
    }
    print_attr_dict(p, op, &elided);
    p.write_str(" : ");
    if read {
        p.print_type(sty);
        p.write_str(", ");
        p.print_type(vty);
    } else {
        p.print_type(vty);
        p.write_str(", ");
        p.print_type(sty);
    }
    true
}

/// The attributes `vector.contract` prints in its leading dictionary.
const CONTRACT_TRAITS: &[&str] = &["fastmath", "indexing_maps", "iterator_types", "kind"];

/// `vector.contract {traits} %lhs, %rhs, %acc attr-dict : type, type into type`: the leading
/// dictionary holds `indexing_maps`, `iterator_types` (strings, stored as
/// `#vector.iterator_type<..>`), and `kind` (default `add`) and `fastmath` (default `none`).
#[inline(never)]
fn parse_contract(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let pos = p.current_pos();
    let mut traits = Vec::new();
    p.parse_optional_attr_dict(&mut traits)?;
    let it_name = p.ident("iterator_types");
    for na in &mut traits {
        if na.name != it_name {
            continue;
        }
        let AttrKind::Array(items) = p.ctx().attr_kind(na.value).clone() else {
            return Err(p.error_at(pos, "expected an array of iterator types"));
        };
        let mut out = Vec::with_capacity(items.len());
        for a in items {
            let word = match p.ctx().attr_kind(a) {
                AttrKind::String { value, .. } => String::from_utf8_lossy(value).into_owned(),
                _ => match opaque_inner(p.ctx(), a, "vector", ".iterator_type") {
                    Some(w) => w.to_string(),
                    None => return Err(p.error_at(pos, "expected an iterator type")),
                },
            };
            if word != "parallel" && word != "reduction" {
                return Err(p.error_at(pos, format!("unknown iterator type '{word}'")));
            }
            out.push(opaque(p, "vector", format!(".iterator_type<{word}>")));
        }
        na.value = p.ctx().attr(AttrKind::Array(out));
    }
    let (l, r, a) = (
        p.parse_operand()?,
        {
            p.parse_punct(",")?;
            p.parse_operand()?
        },
        {
            p.parse_punct(",")?;
            p.parse_operand()?
        },
    );
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let tl = p.parse_colon_type()?;
    p.parse_punct(",")?;
    let tr = p.parse_type()?;
    p.parse_keyword("into")?;
    let ta = p.parse_type()?;
    st.operands.push(p.resolve_operand(&l, tl)?);
    st.operands.push(p.resolve_operand(&r, tr)?);
    st.operands.push(p.resolve_operand(&a, ta)?);
    st.result_types.push(ta);
    st.attrs.extend(traits);
    move_inherent(p, st, CONTRACT_TRAITS);
    if st.get(p.ident("kind")).is_none() {
        let k = opaque(p, "vector", ".kind<add>".to_string());
        set_prop(p, st, "kind", k);
    }
    if st.get(p.ident("fastmath")).is_none() {
        let f = opaque(p, "arith", ".fastmath<none>".to_string());
        set_prop(p, st, "fastmath", f);
    }
    Ok(())
}

#[inline(never)]
fn print_contract(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    let ([l, r, a], [res]) = (d.operands(), d.results()) else {
        return false;
    };
    let (l, r, a, res) = (*l, *r, *a, *res);
    if m.value_type(a) != m.value_type(res) {
        return false;
    }
    let ctx = p.ctx();
    let its = op_attr(p, op, "iterator_types").and_then(|x| match ctx.attr_kind(x) {
        AttrKind::Array(v) => v
            .iter()
            .map(|&i| opaque_inner(ctx, i, "vector", ".iterator_type").map(str::to_string))
            .collect::<Option<Vec<String>>>(),
        _ => None,
    });
    let (Some(its), Some(maps)) = (its, op_attr(p, op, "indexing_maps")) else {
        return false;
    };
    let fm = op_attr(p, op, "fastmath");
    let fm_set = fm.is_some_and(|f| opaque_inner(ctx, f, "arith", ".fastmath") != Some("none"));
    let kind = op_attr(p, op, "kind");
    p.write_str(" {");
    if let (Some(f), true) = (fm, fm_set) {
        p.write_str("fastmath = ");
        p.print_attribute(f);
        p.write_str(", ");
    }
    p.write_str("indexing_maps = ");
    p.print_attribute(maps);
    p.write_str(", iterator_types = [");
    let words: Vec<String> = its.iter().map(|w| format!("\"{w}\"")).collect();
    p.write_str(&words.join(", "));
    p.write_str("]");
    if let Some(k) = kind {
        p.write_str(", kind = ");
        p.print_attribute(k);
    }
    p.write_str("} ");
    p.print_operands(&[l, r, a]);
    print_attr_dict(p, op, CONTRACT_TRAITS);
    p.write_str(" : ");
    p.print_type(m.value_type(l));
    p.write_str(", ");
    p.print_type(m.value_type(r));
    p.write_str(" into ");
    p.print_type(m.value_type(res));
    true
}

/// `vector.print` punctuation spellings.
pub(crate) const PUNCTUATIONS: &[&str] = &["no_punctuation", "newline", "comma", "open", "close"];

/// `vector.print ($source : type)? (punctuation <p>)? (str "..")? attr-dict`,
/// `vector.vscale attr-dict`, `vector.scalable.insert %v, %dest[pos] attr-dict : type into
/// type`, `vector.scalable.extract %src[pos] attr-dict : type from type`, and
/// `vector.scan <kind>, %src, %init reduction_dim = N, inclusive = B attr-dict : type,
/// type`.
#[inline(never)]
fn parse_print(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    if let Some(v) = p.parse_optional_operand()? {
        let t = p.parse_colon_type()?;
        st.operands.push(p.resolve_operand(&v, t)?);
    }
    loop {
        if p.parse_optional_keyword("punctuation") {
            let pos = p.current_pos();
            p.parse_punct("<")?;
            let w = p.parse_bare_id()?.to_string();
            p.parse_punct(">")?;
            if !PUNCTUATIONS.contains(&w.as_str()) {
                return Err(p.error_at(pos, format!("invalid punctuation '{w}'")));
            }
            let a = opaque(p, "vector", format!(".punctuation<{w}>"));
            set_prop(p, st, "punctuation", a);
        } else if p.parse_optional_keyword("str") {
            let a = p.parse_attribute(None)?;
            set_prop(p, st, "stringLiteral", a);
        } else {
            break;
        }
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent(p, st, &["punctuation", "stringLiteral"]);
    if st.get(p.ident("punctuation")).is_none() {
        let a = opaque(p, "vector", ".punctuation<newline>".to_string());
        set_prop(p, st, "punctuation", a);
    }
    Ok(())
}

#[inline(never)]
fn parse_vscale(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let index = p.index_type();
    st.result_types.push(index);
    Ok(())
}

#[inline(never)]
fn parse_scalable(dk: VectorOp, p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let i64t = p.ctx().int_type(64);
    let insert = dk == VectorOp::VectorScalableInsert;
    let first = p.parse_operand()?;
    let dest = if insert {
        p.parse_punct(",")?;
        Some(p.parse_operand()?)
    } else {
        None
    };
    p.parse_punct("[")?;
    let pos = p.parse_integer()?;
    p.parse_punct("]")?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t1 = p.parse_colon_type()?;
    p.parse_keyword(if insert { "into" } else { "from" })?;
    let t2 = p.parse_type()?;
    if let Some(d) = dest {
        st.operands.push(p.resolve_operand(&first, t1)?);
        st.operands.push(p.resolve_operand(&d, t2)?);
        st.result_types.push(t2);
    } else {
        st.operands.push(p.resolve_operand(&first, t2)?);
        st.result_types.push(t1);
    }
    let a = p.ctx().int_attr(i128::from(pos), i64t);
    move_inherent(p, st, &["pos"]);
    set_prop(p, st, "pos", a);
    Ok(())
}

#[inline(never)]
fn parse_scan(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let i64t = p.ctx().int_type(64);
    let k = parse_combining_kind(p)?;
    p.parse_punct(",")?;
    let v = p.parse_operand()?;
    p.parse_punct(",")?;
    let init = p.parse_operand()?;
    p.parse_keyword("reduction_dim")?;
    p.parse_punct("=")?;
    let dim = p.parse_integer()?;
    p.parse_punct(",")?;
    p.parse_keyword("inclusive")?;
    p.parse_punct("=")?;
    let bpos = p.current_pos();
    let inc = p.parse_attribute(None)?;
    if !matches!(p.ctx().attr_kind(inc), AttrKind::Bool(_)) {
        return Err(p.error_at(bpos, "expected 'true' or 'false'"));
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    p.parse_punct(",")?;
    let it = p.parse_type()?;
    st.operands.push(p.resolve_operand(&v, t)?);
    st.operands.push(p.resolve_operand(&init, it)?);
    st.result_types.push(t);
    st.result_types.push(it);
    move_inherent(p, st, &["kind", "reduction_dim", "inclusive"]);
    set_prop(p, st, "kind", k);
    let d = p.ctx().int_attr(i128::from(dim), i64t);
    set_prop(p, st, "reduction_dim", d);
    set_prop(p, st, "inclusive", inc);
    Ok(())
}

#[inline(never)]
fn print_print(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    let operands = d.operands().to_vec();
    let ctx = p.ctx();
    let punct =
        op_attr(p, op, "punctuation").and_then(|a| opaque_inner(ctx, a, "vector", ".punctuation"));
    let text = op_attr(p, op, "stringLiteral");
    if operands.len() > 1
        || text.is_some_and(|a| !matches!(ctx.attr_kind(a), AttrKind::String { .. }))
    {
        return false;
    }
    // A value the custom form cannot spell (invalid IR, as the verifier says) prints in
    // the generic form, which reads back.
    let Some(punct) = punct.filter(|w| PUNCTUATIONS.contains(w)) else {
        return false;
    };
    let punct = punct.to_string();
    if let Some(&v) = operands.first() {
        let t = m.value_type(v);
        p.write_str(" ");
        p.print_operand(v);
        p.write_str(" : ");
        p.print_type(t);
    }
    if punct != "newline" {
        p.write_str(" punctuation <");
        p.write_str(&punct);
        p.write_str(">");
    }
    if let Some(a) = text {
        p.write_str(" str ");
        p.print_attribute(a);
    }
    print_attr_dict(p, op, &["punctuation", "stringLiteral"]);
    true
}

#[inline(never)]
fn print_vscale(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    let (operands, results) = (d.operands().to_vec(), d.results().to_vec());
    if !operands.is_empty() || results.len() != 1 {
        return false;
    }
    print_attr_dict(p, op, &[]);
    true
}

#[inline(never)]
fn print_scalable(dk: VectorOp, p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    let (operands, results) = (d.operands().to_vec(), d.results().to_vec());
    let ctx = p.ctx();
    let int = |a: Option<Attr>| {
        a.and_then(|a| match ctx.attr_kind(a) {
            AttrKind::Integer { value, ty }
                if matches!(ctx.type_kind(*ty), TypeKind::Integer { width: 64, .. }) =>
            {
                i64::try_from(*value).ok()
            }
            _ => None,
        })
    };
    let insert = dk == VectorOp::VectorScalableInsert;
    let pos = int(op_attr(p, op, "pos"));
    let (Some(pos), [r]) = (pos, &results[..]) else {
        return false;
    };
    let rt = m.value_type(*r);
    match (insert, &operands[..]) {
        (true, [v, dst]) if m.value_type(*dst) == rt => {
            let vt = m.value_type(*v);
            p.write_str(" ");
            p.print_operands(&[*v, *dst]);
            p.write_str(&format!("[{pos}]"));
            print_attr_dict(p, op, &["pos"]);
            p.write_str(" : ");
            p.print_type(vt);
            p.write_str(" into ");
            p.print_type(rt);
        }
        (false, [src]) => {
            let st = m.value_type(*src);
            p.write_str(" ");
            p.print_operand(*src);
            p.write_str(&format!("[{pos}]"));
            print_attr_dict(p, op, &["pos"]);
            p.write_str(" : ");
            p.print_type(rt);
            p.write_str(" from ");
            p.print_type(st);
        }
        _ => return false,
    }
    true
}

#[inline(never)]
fn print_scan(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    let (operands, results) = (d.operands().to_vec(), d.results().to_vec());
    let ctx = p.ctx();
    let int = |a: Option<Attr>| {
        a.and_then(|a| match ctx.attr_kind(a) {
            AttrKind::Integer { value, ty }
                if matches!(ctx.type_kind(*ty), TypeKind::Integer { width: 64, .. }) =>
            {
                i64::try_from(*value).ok()
            }
            _ => None,
        })
    };
    let k = op_attr(p, op, "kind").and_then(|a| opaque_inner(ctx, a, "vector", ".kind"));
    let dim = int(op_attr(p, op, "reduction_dim"));
    let inc = op_attr(p, op, "inclusive").and_then(|a| match ctx.attr_kind(a) {
        AttrKind::Bool(b) => Some(*b),
        _ => None,
    });
    let (Some(k), Some(dim), Some(inc), [v, init], [r0, r1]) =
        (k, dim, inc, &operands[..], &results[..])
    else {
        return false;
    };
    let (vt, it) = (m.value_type(*v), m.value_type(*init));
    if m.value_type(*r0) != vt || m.value_type(*r1) != it {
        return false;
    }
    let k = k.to_string();
    p.write_str(&format!(" <{k}>, "));
    p.print_operands(&[*v, *init]);
    p.write_str(&format!(" reduction_dim = {dim}, inclusive = {inc}"));
    print_attr_dict(p, op, &["kind", "reduction_dim", "inclusive"]);
    p.write_str(" : ");
    p.print_type(vt);
    p.write_str(", ");
    p.print_type(it);
    true
}

/// Whether a masked memory op loads (has a result and a pass-through operand).
fn masked_loads(dk: VectorOp) -> bool {
    matches!(
        dk,
        VectorOp::VectorMaskedLoad | VectorOp::VectorGather | VectorOp::VectorExpandLoad
    )
}

/// The masked memory ops: `$base[$indices] ([$index_vec])?, $mask, $value
/// (alignment = N)? attr-dict : type($base), (type($index_vec),)? type($mask),
/// type($value) (into type($result))?`, where `$value` is the pass-through of the loads
/// and the stored vector of the stores, and the index vector is gather's and scatter's.
#[inline(never)]
fn parse_masked(dk: VectorOp, p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let index = p.index_type();
    let indexed = matches!(dk, VectorOp::VectorGather | VectorOp::VectorScatter);
    let base = p.parse_operand()?;
    let idx = p.parse_operand_list(Delimiter::Square)?;
    let ivec = if indexed {
        p.parse_punct("[")?;
        let v = p.parse_operand()?;
        p.parse_punct("]")?;
        Some(v)
    } else {
        None
    };
    p.parse_punct(",")?;
    let mask = p.parse_operand()?;
    p.parse_punct(",")?;
    let val = p.parse_operand()?;
    parse_alignment(p, st, Nontemporal::Equals)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.parse_punct(":")?;
    let mpos = p.current_pos();
    let mty = p.parse_type()?;
    memref_elem(p, mty, mpos)?;
    let ity = if indexed {
        p.parse_punct(",")?;
        Some(p.parse_type()?)
    } else {
        None
    };
    p.parse_punct(",")?;
    let kty = p.parse_type()?;
    p.parse_punct(",")?;
    let vty = p.parse_type()?;
    st.operands.push(p.resolve_operand(&base, mty)?);
    p.resolve_operands_same(&idx, index, &mut st.operands)?;
    if let (Some(v), Some(t)) = (ivec, ity) {
        st.operands.push(p.resolve_operand(&v, t)?);
    }
    st.operands.push(p.resolve_operand(&mask, kty)?);
    st.operands.push(p.resolve_operand(&val, vty)?);
    if masked_loads(dk) {
        p.parse_keyword("into")?;
        let rty = p.parse_type()?;
        st.result_types.push(rty);
    }
    Ok(())
}

#[inline(never)]
fn print_masked(dk: VectorOp, p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    let (operands, results) = (d.operands().to_vec(), d.results().to_vec());
    let indexed = matches!(dk, VectorOp::VectorGather | VectorOp::VectorScatter);
    let fixed = if indexed { 4 } else { 3 };
    if operands.len() < fixed || results.len() != usize::from(masked_loads(dk)) {
        return false;
    }
    let n = operands.len();
    let (base, idx) = (operands[0], &operands[1..n + 1 - fixed]);
    let (ivec, mask, val) = (
        indexed.then(|| operands[n - 3]),
        operands[n - 2],
        operands[n - 1],
    );
    p.write_str(" ");
    p.print_operand(base);
    p.write_str("[");
    p.print_operands(idx);
    p.write_str("]");
    if let Some(v) = ivec {
        p.write_str(" [");
        p.print_operand(v);
        p.write_str("]");
    }
    p.write_str(", ");
    p.print_operands(&[mask, val]);
    let aligned = print_alignment(p, op, Nontemporal::Equals);
    print_attr_dict(p, op, if aligned { &["alignment"] } else { &[] });
    p.write_str(" : ");
    p.print_type(m.value_type(base));
    if let Some(v) = ivec {
        p.write_str(", ");
        p.print_type(m.value_type(v));
    }
    p.write_str(", ");
    p.print_type(m.value_type(mask));
    p.write_str(", ");
    p.print_type(m.value_type(val));
    if let Some(&r) = results.first() {
        p.write_str(" into ");
        p.print_type(m.value_type(r));
    }
    true
}

/// `$lhs, $rhs (, $acc)? attr-dict : type($lhs), type($rhs)`: the result type is inferred
/// (`vector<MxNxT>` for a vector rhs, `vector<MxT>` for a scalar one) and `kind` defaults
/// to `add` (upstream's custom parser and printer).
#[inline(never)]
fn parse_outerproduct(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let name_pos = p.name_pos();
    let vals = p.parse_operand_list(Delimiter::None)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let tl = p.parse_colon_type()?;
    p.parse_punct(",")?;
    let tr = p.parse_type()?;
    if vals.len() < 2 {
        return Err(p.error_at(name_pos, "expected at least 2 operands"));
    }
    let Some(rt) = outerproduct_type(p.ctx(), tl, tr) else {
        return Err(p.error_at(name_pos, "expected vector type for operand #1"));
    };
    st.operands.push(p.resolve_operand(&vals[0], tl)?);
    st.operands.push(p.resolve_operand(&vals[1], tr)?);
    if let Some(acc) = vals.get(2) {
        st.operands.push(p.resolve_operand(acc, rt)?);
    }
    st.result_types.push(rt);
    move_inherent(p, st, &["kind"]);
    if st.get(p.ident("kind")).is_none() {
        let k = opaque(p, "vector", ".kind<add>".to_string());
        set_prop(p, st, "kind", k);
    }
    Ok(())
}

/// The result type `vector.outerproduct` infers from its operand types.
fn outerproduct_type(ctx: &mut crate::ir::Context, tl: Type, tr: Type) -> Option<Type> {
    let TypeKind::Vector {
        shape: sl,
        scalable: cl,
        elem,
    } = ctx.type_kind(tl).clone()
    else {
        return None;
    };
    let (d0, c0) = (
        sl.first().copied().unwrap_or(1),
        cl.first().copied().unwrap_or(false),
    );
    let (shape, scalable) = match ctx.type_kind(tr) {
        TypeKind::Vector {
            shape: sr,
            scalable: cr,
            ..
        } => (
            vec![d0, sr.first().copied().unwrap_or(1)],
            vec![c0, cr.first().copied().unwrap_or(false)],
        ),
        _ => (vec![d0], vec![c0]),
    };
    // The parser keeps one flag per dimension.
    Some(ctx.ty(TypeKind::Vector {
        shape,
        scalable,
        elem,
    }))
}

#[inline(never)]
fn print_outerproduct(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    let (operands, results) = (d.operands().to_vec(), d.results().to_vec());
    let ([l, r, acc @ ..], [res]) = (&operands[..], &results[..]) else {
        return false;
    };
    let (tl, tr, rt) = (m.value_type(*l), m.value_type(*r), m.value_type(*res));
    // The custom form infers the result type, and drops the attributes without an
    // accumulator: the kind, which only combines with the accumulator, goes as upstream's
    // printer drops it; other attributes keep the op in generic form.
    let ctx = p.ctx();
    let plain = m.op(op).attrs.is_empty();
    let inferred = match ctx.type_kind(tl) {
        TypeKind::Vector { .. } => {
            let d0 = ctx.type_kind(tl).shape().and_then(|s| s.first().copied());
            let shape = ctx.type_kind(rt).shape().map(<[i64]>::to_vec);
            let expect = match ctx.type_kind(tr) {
                TypeKind::Vector { shape: sr, .. } => {
                    d0.zip(sr.first().copied()).map(|(a, b)| vec![a, b])
                }
                _ => d0.map(|a| vec![a]),
            };
            expect.is_some()
                && shape == expect
                && ctx.type_kind(rt).element_type() == ctx.type_kind(tl).element_type()
        }
        _ => false,
    };
    if acc.len() > 1 || !inferred || (acc.is_empty() && !plain) {
        return false;
    }
    p.write_str(" ");
    p.print_operands(&[*l, *r]);
    if let [a] = acc {
        p.write_str(", ");
        p.print_operand(*a);
        print_attr_dict(p, op, &[]);
    }
    p.write_str(" : ");
    p.print_type(tl);
    p.write_str(", ");
    p.print_type(tr);
    true
}

/// `<kind>, $source, $acc attr-dict [dims] : type to type`.
#[inline(never)]
fn parse_multi_reduction(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let k = parse_combining_kind(p)?;
    p.parse_punct(",")?;
    let v = p.parse_operand()?;
    p.parse_punct(",")?;
    let acc = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let dims = parse_i64_list(p)?;
    let t = p.parse_colon_type()?;
    p.parse_keyword("to")?;
    let r = p.parse_type()?;
    st.operands.push(p.resolve_operand(&v, t)?);
    st.operands.push(p.resolve_operand(&acc, r)?);
    st.result_types.push(r);
    move_inherent(p, st, &["kind", "reduction_dims"]);
    set_prop(p, st, "kind", k);
    let a = dense_i64_array(p.ctx(), &dims);
    set_prop(p, st, "reduction_dims", a);
    Ok(())
}

#[inline(never)]
fn print_multi_reduction(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    let ctx = p.ctx();
    let k = op_attr(p, op, "kind").and_then(|a| opaque_inner(ctx, a, "vector", ".kind"));
    let dims = op_attr(p, op, "reduction_dims").and_then(|a| i64_array(ctx, a));
    let (Some(k), Some(dims), [v, acc], [r]) = (k, dims, d.operands(), d.results()) else {
        return false;
    };
    let (v, acc, vt, rt) = (*v, *acc, m.value_type(*v), m.value_type(*r));
    if m.value_type(acc) != rt {
        return false;
    }
    let k = k.to_string();
    p.write_str(" <");
    p.write_str(&k);
    p.write_str(">, ");
    p.print_operands(&[v, acc]);
    print_attr_dict(p, op, &["kind", "reduction_dims"]);
    let text: Vec<String> = dims.iter().map(i64::to_string).collect();
    p.write_str(" [");
    p.write_str(&text.join(", "));
    p.write_str("] : ");
    p.print_type(vt);
    p.write_str(" to ");
    p.print_type(rt);
    true
}

/// `[i, j, ...]`: a `DenseI64ArrayAttr` in its custom form (negative entries allowed).
fn parse_i64_list(p: &mut OpParser<'_>) -> PResult<Vec<i64>> {
    p.parse_punct("[")?;
    let mut out = Vec::new();
    if p.parse_optional_punct("]") {
        return Ok(out);
    }
    loop {
        out.push(p.parse_integer()?);
        if !p.parse_optional_punct(",") {
            break;
        }
    }
    p.parse_punct("]")?;
    Ok(out)
}

/// The result type `vector.shuffle` infers: `v1`'s type with a leading dimension of the mask
/// length (a 0-D `v1` gives a 1-D result).
fn shuffle_result_type(
    p: &mut OpParser<'_>,
    v1: Type,
    mask_len: usize,
    tpos: SrcPos,
    mpos: SrcPos,
) -> PResult<Type> {
    let TypeKind::Vector {
        shape,
        scalable,
        elem,
    } = p.ctx().type_kind(v1).clone()
    else {
        return Err(p.error_at(tpos, "expected vector type"));
    };
    if mask_len == 0 {
        return Err(p.error_at(
            mpos,
            "vector types must have positive constant sizes but got 0",
        ));
    }
    let lead = i64::try_from(mask_len).map_err(|_| p.error_at(mpos, "mask too long"))?;
    let mut rshape = vec![lead];
    rshape.extend(shape.iter().skip(1));
    let mut rscalable = vec![false];
    rscalable.extend(scalable.iter().skip(1));
    Ok(p.ctx().ty(TypeKind::Vector {
        shape: rshape,
        scalable: rscalable,
        elem,
    }))
}

/// Prints the custom form of a `vector` op after its name; `false` falls back to the generic
/// form.
pub fn print(dk: VectorOp, p: &mut OpPrinter<'_>, op: Op) -> bool {
    let kind = OpKind::from(dk);
    let m = p.module();
    let d = m.op(op);
    let operands = d.operands().to_vec();
    let results = d.results().to_vec();
    let ty = |v| m.value_type(v);
    match dk {
        VectorOp::VectorMask => return print_mask(p, op),
        VectorOp::VectorYield => {
            print_attr_dict(p, op, &[]);
            crate::dialect::memref::syntax::print_typed_operands(p, &operands);
        }
        VectorOp::VectorLoad | VectorOp::VectorStore => {
            let (val, rest) = if kind == OpKind::VectorStore {
                match operands.split_first() {
                    Some((v, r)) => (Some(*v), r),
                    None => return false,
                }
            } else {
                (None, &operands[..])
            };
            let Some((&base, idx)) = rest.split_first() else {
                return false;
            };
            let vty = match (val, results.first()) {
                (Some(v), _) => ty(v),
                (None, Some(&r)) => ty(r),
                (None, None) => return false,
            };
            p.write_str(" ");
            if let Some(v) = val {
                p.print_operand(v);
                p.write_str(", ");
            }
            p.print_operand(base);
            p.write_str("[");
            p.print_operands(idx);
            p.write_str("]");
            print_nontemporal_and_attrs(p, op, Nontemporal::Equals);
            p.write_str(" : ");
            p.print_type(ty(base));
            p.write_str(", ");
            p.print_type(vty);
        }
        VectorOp::VectorFromElements => {
            let [r] = results[..] else { return false };
            p.write_str(" ");
            p.print_operands(&operands);
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_type(ty(r));
        }
        VectorOp::VectorStep => {
            let [r] = results[..] else { return false };
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_type(ty(r));
        }
        VectorOp::VectorBroadcast
        | VectorOp::VectorBitcast
        | VectorOp::VectorShapeCast
        | VectorOp::VectorTypeCast => {
            return print_cast(p, op);
        }
        VectorOp::VectorExtractStridedSlice => return print_strided_slice(p, op, true),
        VectorOp::VectorInsertStridedSlice => return print_strided_slice(p, op, false),
        VectorOp::VectorTranspose => return print_transpose(p, op),
        VectorOp::VectorConstantMask => return print_constant_mask(p, op),
        VectorOp::VectorCreateMask => return print_create_mask(p, op),
        VectorOp::VectorToElements => return print_to_elements(p, op),
        VectorOp::VectorMaskedLoad
        | VectorOp::VectorMaskedStore
        | VectorOp::VectorGather
        | VectorOp::VectorScatter
        | VectorOp::VectorExpandLoad
        | VectorOp::VectorCompressStore => return print_masked(dk, p, op),
        VectorOp::VectorTransferRead => return print_transfer(p, op, true),
        VectorOp::VectorTransferWrite => return print_transfer(p, op, false),
        VectorOp::VectorPrint => return print_print(p, op),
        VectorOp::VectorVscale => return print_vscale(p, op),
        VectorOp::VectorScalableInsert | VectorOp::VectorScalableExtract => {
            return print_scalable(dk, p, op);
        }
        VectorOp::VectorScan => return print_scan(p, op),
        VectorOp::VectorContract => return print_contract(p, op),
        VectorOp::VectorOuterproduct => return print_outerproduct(p, op),
        VectorOp::VectorMultiReduction => return print_multi_reduction(p, op),
        VectorOp::VectorExtract | VectorOp::VectorInsert => {
            let statics = op_attr(p, op, "static_position").and_then(|a| dense_ints(p.ctx(), a));
            let Some(statics) = statics else { return false };
            let ndyn = statics.iter().filter(|&&v| v == DYNAMIC).count();
            let nfixed = if kind == OpKind::VectorInsert { 2 } else { 1 };
            let [r] = results[..] else { return false };
            if operands.len() != nfixed + ndyn {
                return false;
            }
            let (fixed, dynv) = operands.split_at(nfixed);
            p.write_str(" ");
            p.print_operands(fixed);
            if kind == OpKind::VectorInsert {
                p.write_str(" ");
            }
            if !print_dynamic_index_list(p, dynv, &statics, "[", "]") {
                return false;
            }
            print_attr_dict(p, op, &["static_position"]);
            p.write_str(" : ");
            if kind == OpKind::VectorInsert {
                p.print_type(ty(fixed[0]));
                p.write_str(" into ");
                p.print_type(ty(fixed[1]));
            } else {
                p.print_type(ty(r));
                p.write_str(" from ");
                p.print_type(ty(fixed[0]));
            }
        }
        VectorOp::VectorFma => {
            let [a, _, _] = operands[..] else {
                return false;
            };
            p.write_str(" ");
            p.print_operands(&operands);
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_type(ty(a));
        }
        VectorOp::VectorReduction => {
            let ctx = p.ctx();
            let k = op_attr(p, op, "kind").and_then(|a| opaque_inner(ctx, a, "vector", ".kind"));
            let (Some(k), [v, acc @ ..], [r]) = (k, &operands[..], &results[..]) else {
                return false;
            };
            if acc.len() > 1 {
                return false;
            }
            p.write_str(" <");
            p.write_str(k);
            p.write_str(">, ");
            p.print_operand(*v);
            if let [a] = acc {
                p.write_str(", ");
                p.print_operand(*a);
            }
            let fm = op_attr(p, op, "fastmath");
            let fm_text = fm.and_then(|a| opaque_inner(ctx, a, "arith", ".fastmath"));
            match (fm, fm_text) {
                (None, _) | (_, Some("none")) => {}
                (Some(_), Some(flags)) => {
                    p.write_str(" fastmath<");
                    p.write_str(flags);
                    p.write_str(">");
                }
                (Some(_), None) => return false,
            }
            print_attr_dict(p, op, &["kind", "fastmath"]);
            p.write_str(" : ");
            p.print_type(ty(*v));
            p.write_str(" into ");
            p.print_type(ty(*r));
        }
        VectorOp::VectorShuffle => {
            let ([a, b], [r]) = (&operands[..], &results[..]) else {
                return false;
            };
            let mask = op_attr(p, op, "mask").and_then(|m| i64_array(p.ctx(), m));
            let Some(mask) = mask else { return false };
            // The custom form cannot carry a result type other than the inferred one.
            if !shuffle_type_is_inferred(p.ctx(), ty(*a), mask.len(), ty(*r)) {
                return false;
            }
            p.write_str(" ");
            p.print_operands(&[*a, *b]);
            p.write_str(" [");
            let text: Vec<String> = mask.iter().map(i64::to_string).collect();
            p.write_str(&text.join(", "));
            p.write_str("]");
            print_attr_dict(p, op, &["mask"]);
            p.write_str(" : ");
            p.print_type(ty(*a));
            p.write_str(", ");
            p.print_type(ty(*b));
        }
        VectorOp::VectorInterleave => {
            let ([a, b], [r]) = (&operands[..], &results[..]) else {
                return false;
            };
            if ty(*a) != ty(*b) {
                return false;
            }
            p.write_str(" ");
            p.print_operands(&[*a, *b]);
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_type(ty(*a));
            p.write_str(" -> ");
            p.print_type(ty(*r));
        }
        VectorOp::VectorDeinterleave => {
            let ([s], [r0, r1]) = (&operands[..], &results[..]) else {
                return false;
            };
            if ty(*r0) != ty(*r1) {
                return false;
            }
            p.write_str(" ");
            p.print_operand(*s);
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_type(ty(*s));
            p.write_str(" -> ");
            p.print_type(ty(*r0));
        }
    }
    true
}

/// The entries of an `array<i64: ...>` attribute (`None` for another attribute or element
/// type).
pub(crate) fn i64_array(ctx: &crate::ir::Context, a: Attr) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { elem, .. }
            if matches!(ctx.type_kind(*elem), TypeKind::Integer { width: 64, .. }) =>
        {
            dense_ints(ctx, a)
        }
        _ => None,
    }
}

/// Whether `r` is the type `vector.shuffle` infers from `v1` and a mask of `mask_len`.
pub(crate) fn shuffle_type_is_inferred(
    ctx: &crate::ir::Context,
    v1: Type,
    mask_len: usize,
    r: Type,
) -> bool {
    let (
        TypeKind::Vector {
            shape: s1,
            scalable: c1,
            elem: e1,
        },
        TypeKind::Vector {
            shape: sr,
            scalable: cr,
            elem: er,
        },
    ) = (ctx.type_kind(v1), ctx.type_kind(r))
    else {
        return false;
    };
    let tail = |s: &[i64]| s.get(1..).map(<[i64]>::to_vec).unwrap_or_default();
    let ctail = |s: &[bool]| s.get(1..).map(<[bool]>::to_vec).unwrap_or_default();
    e1 == er
        && sr.first().and_then(|&n| usize::try_from(n).ok()) == Some(mask_len)
        && tail(s1) == tail(sr)
        && cr.first() != Some(&true)
        && ctail(c1) == ctail(cr)
}

/// `vector.mask %mask[, %passthru] { op } attr-dict : mask-type [-> result types]`; the
/// region's `vector.yield` of the masked op's results is implicit.
#[inline(never)]
fn parse_mask(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let mask = p.parse_operand()?;
    let passthru = if p.parse_optional_punct(",") {
        Some(p.parse_operand()?)
    } else {
        None
    };
    let body = p.parse_region(&[], false)?;
    p.ensure_yield_of_last(body, OpKind::VectorYield, st.loc);
    st.regions.push(body);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let mt = p.parse_colon_type()?;
    let results = p.parse_optional_arrow_type_list()?;
    st.operands.push(p.resolve_operand(&mask, mt)?);
    if let Some(pt) = passthru {
        let Some(&t) = results.first() else {
            return Err(p.error_here("expects a result if passthru operand is provided"));
        };
        st.operands.push(p.resolve_operand(&pt, t)?);
    }
    st.result_types = results;
    Ok(())
}

/// The op a `vector.mask` masks: the first op of its block when the block's terminator
/// yields exactly that op's results (the custom form then writes only it).
pub fn masked_op(m: &crate::ir::Module, op: Op) -> Option<Op> {
    let b = m.entry_block(op, 0)?;
    let ops = m.block_ops_vec(b);
    let [inner, term] = ops[..] else {
        return None;
    };
    (m.op(term).operands() == m.op(inner).results()).then_some(inner)
}

#[inline(never)]
fn print_mask(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    let operands = d.operands().to_vec();
    let results = d.results().to_vec();
    let Some(b) = m.entry_block(op, 0) else {
        return false;
    };
    let ops = m.block_ops_vec(b);
    // The masked op alone, or the block's only op (its terminator).
    let shown = match (masked_op(m, op), &ops[..]) {
        (Some(inner), _) => inner,
        (None, [only]) => *only,
        _ => return false,
    };
    let Some((&mask, rest)) = operands.split_first() else {
        return false;
    };
    p.write_str(" ");
    p.print_operand(mask);
    if let Some(&pt) = rest.first() {
        p.write_str(", ");
        p.print_operand(pt);
    }
    p.write_str(" { ");
    p.print_op_without_results(shown);
    p.write_str(" }");
    print_attr_dict(p, op, &[]);
    p.write_str(" : ");
    p.print_type(m.value_type(mask));
    if !results.is_empty() {
        p.write_str(" -> ");
        let tys: Vec<Type> = results.iter().map(|&r| m.value_type(r)).collect();
        if tys.len() == 1 {
            p.print_type(tys[0]);
        } else {
            p.write_str("(");
            p.print_types(&tys);
            p.write_str(")");
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::opaque_inner;
    use crate::dialect::memref::syntax::dense_ints;
    use crate::dialect::memref::syntax::test_util::*;
    use crate::ir::DYNAMIC;

    #[test]
    fn vector_ops_round_trip() {
        let src = r#"
func.func @f(%m: memref<8x16xf32>, %i: index, %f: f32, %v: vector<4x8xf32>, %c: i32, %w: vector<16xf32>) -> f32 {
  %0 = vector.load %m[%i, %i] : memref<8x16xf32>, vector<4xf32>
  vector.store %0, %m[%i, %i] : memref<8x16xf32>, vector<4xf32>
  %1 = vector.broadcast %f : f32 to vector<4xf32>
  %2 = vector.splat %f : vector<4xf32>
  %3 = vector.fma %0, %1, %2 : vector<4xf32>
  %4 = vector.extract %v[0, %i] : f32 from vector<4x8xf32>
  %5 = vector.extract %v[1] : vector<4x8xf32>
  %6 = vector.insert %f, %v [2, 3] : f32 into vector<4x8xf32>
  %7 = vector.extractelement %w[%c : i32] : vector<16xf32>
  %8 = vector.insertelement %f, %w[%c : i32] : vector<16xf32>
  %9 = vector.reduction <add>, %3, %f : vector<4xf32> into f32
  %10 = vector.reduction <maximumf>, %3 fastmath<nnan,ninf> : vector<4xf32> into f32
  return %9 : f32
}
"#;
        let out = roundtrip(src);
        assert_lines(
            &out,
            &[
                "%0 = vector.load %arg0[%arg1, %arg1] : memref<8x16xf32>, vector<4xf32>",
                "vector.store %0, %arg0[%arg1, %arg1] : memref<8x16xf32>, vector<4xf32>",
                "%1 = vector.broadcast %arg2 : f32 to vector<4xf32>",
                "%2 = vector.broadcast %arg2 : f32 to vector<4xf32>",
                "%3 = vector.fma %0, %1, %2 : vector<4xf32>",
                "%4 = vector.extract %arg3[0, %arg1] : f32 from vector<4x8xf32>",
                "%5 = vector.extract %arg3[1] : vector<8xf32> from vector<4x8xf32>",
                "%6 = vector.insert %arg2, %arg3 [2, 3] : f32 into vector<4x8xf32>",
                // The removed extractelement/insertelement, upgraded on input.
                "%7 = arith.index_cast %arg4 : i32 to index",
                "%8 = vector.extract %arg5[%7] : f32 from vector<16xf32>",
                "%9 = arith.index_cast %arg4 : i32 to index",
                "%10 = vector.insert %arg2, %arg5 [%9] : f32 into vector<16xf32>",
                "%11 = vector.reduction <add>, %3, %arg2 : vector<4xf32> into f32",
                "%12 = vector.reduction <maximumf>, %3 fastmath<nnan,ninf> : vector<4xf32> into f32",
            ],
        );
    }

    #[test]
    fn vector_storage() {
        let src = "func.func @f(%v: vector<4x8xf32>, %i: index) -> f32 {\n  %0 = vector.extract \
                   %v[%i, 2] : f32 from vector<4x8xf32>\n  %1 = vector.reduction <add>, %v : \
                   vector<4x8xf32> into f32\n  return %0 : f32\n}\n";
        let (ctx, m, op) = parse_find(src, "vector.extract");
        let (pos, inherent) = attr_of(&ctx, &m, op, "static_position").expect("position");
        assert!(inherent);
        assert_eq!(dense_ints(&ctx, pos), Some(vec![DYNAMIC, 2]));
        let (ctx, m, op) = parse_find(src, "vector.reduction");
        let (fm, _) = attr_of(&ctx, &m, op, "fastmath").expect("default fastmath stored");
        assert_eq!(opaque_inner(&ctx, fm, "arith", ".fastmath"), Some("none"));
        let (k, _) = attr_of(&ctx, &m, op, "kind").expect("kind");
        assert_eq!(opaque_inner(&ctx, k, "vector", ".kind"), Some("add"));
    }

    #[test]
    fn vector_errors() {
        let e = parse_error(
            "func.func @f(%v: vector<4xf32>) -> f32 {\n  %0 = vector.reduction <bogus>, %v : \
             vector<4xf32> into f32\n  return %0 : f32\n}\n",
        );
        assert!(e.contains("invalid combining kind"), "{e}");
    }
}
