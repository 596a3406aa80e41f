//! Custom assembly forms of the `linalg` dialect, as upstream MLIR prints them:
//! `linalg.generic {indexing_maps = [..], iterator_types = [..]} ins(%a : t) outs(%b : t)
//! {region}`, `linalg.matmul ins(%A, %B : t, t) outs(%C : t)`,
//! `linalg.transpose ins(..) outs(..) permutation = [1, 0]`,
//! `linalg.broadcast ins(..) outs(..) dimensions = [1]`, `linalg.index 0 : index`,
//! `linalg.yield %v : f32`.

use super::verify::{iterators_of, maps_of};
use super::Family;
use crate::dialect::memref::syntax::{
    move_inherent, op_attr, parse_optional_typed_operands, print_attr_dict, print_typed_operands,
    segments, set_segments,
};
use crate::dialect::{LinalgOp, OpKind};
use crate::ir::{AttrKind, DenseArrayData, Op, Type};
use crate::parser::{OpParser, OperationState, PResult};
use crate::printer::OpPrinter;

/// `ins(%a, %b : t1, t2)` (optional) then `outs(%c : t3)`, with `operandSegmentSizes` when
/// `with_segments`; returns (#ins, #outs).
fn parse_ins_outs(
    p: &mut OpParser<'_>,
    st: &mut OperationState,
    with_segments: bool,
) -> PResult<(usize, usize)> {
    let mut ins = Vec::new();
    if p.parse_optional_keyword("ins") {
        p.parse_punct("(")?;
        parse_optional_typed_operands(p, &mut ins)?;
        p.parse_punct(")")?;
    }
    let mut outs = Vec::new();
    if p.parse_optional_keyword("outs") {
        p.parse_punct("(")?;
        parse_optional_typed_operands(p, &mut outs)?;
        p.parse_punct(")")?;
    }
    let n = (ins.len(), outs.len());
    st.operands.extend(ins);
    st.operands.extend(outs);
    if with_segments {
        set_segments(p, st, &[n.0, n.1]);
    }
    Ok(n)
}

/// `-> t` or `-> (t1, t2)` (optional): the results of a structured op on tensors
/// (upstream's `parseOptionalArrowTypeList`; torch-mlir's argmax reductions have two).
fn parse_results(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let tys = p.parse_optional_arrow_type_list()?;
    st.result_types.extend(tys);
    Ok(())
}

/// One result per ranked-tensor init, of the init's type (upstream's `transpose`,
/// `broadcast`, `map` and `reduce`, which print no result types).
fn infer_results(p: &mut OpParser<'_>, st: &mut OperationState) {
    let Some(&init) = st.operands.last() else {
        return;
    };
    let (ctx, m) = p.parts();
    let t = m.value_type(init);
    if matches!(ctx.type_kind(t), crate::ir::TypeKind::RankedTensor { .. }) {
        st.result_types.push(t);
    }
}

/// ` -> t` or ` -> (t1, t2)` when `op` has results (upstream's `printOptionalArrowTypeList`).
fn print_results(p: &mut OpPrinter<'_>, op: Op) {
    let rs = p.module().op(op).results().to_vec();
    if rs.is_empty() {
        return;
    }
    let tys: Vec<Type> = rs.iter().map(|&v| p.module().value_type(v)).collect();
    p.write_str(" -> ");
    p.print_arrow_type_list(&tys);
}

/// `[1, 0]` as a dense i64 array property `name`.
fn parse_i64_list(p: &mut OpParser<'_>, st: &mut OperationState, name: &str) -> PResult<()> {
    p.parse_keyword(name)?;
    p.parse_punct("=")?;
    p.parse_punct("[")?;
    let mut v = Vec::new();
    if !p.parse_optional_punct("]") {
        loop {
            v.push(p.parse_integer()? as i128);
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct("]")?;
    }
    let ctx = p.ctx();
    let elem = ctx.int_type(64);
    let a = ctx.attr(AttrKind::DenseArray {
        elem,
        data: DenseArrayData::Ints(v),
    });
    p.set_prop(st, name, a);
    Ok(())
}

/// Parses the custom form of a `linalg` op; the results and op name are already consumed.
pub fn parse(dk: LinalgOp, p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let kind = OpKind::from(dk);
    let start = p.current_pos();
    use OpKind::*;
    match super::family(dk) {
        Family::Yield => {
            let mut vals = Vec::new();
            parse_optional_typed_operands(p, &mut vals)?;
            st.operands = vals;
            p.parse_optional_attr_dict(&mut st.attrs)
        }
        Family::Index => {
            let d = p.parse_integer()?;
            let ctx = p.ctx();
            let i64t = ctx.int_type(64);
            let a = ctx.int_attr(d as i128, i64t);
            p.set_prop(st, "dim", a);
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let t = p.parse_colon_type()?;
            st.result_types = vec![t];
            Ok(())
        }
        Family::Generic => {
            p.parse_optional_attr_dict(&mut st.attrs)?;
            move_inherent(
                p,
                st,
                &["indexing_maps", "iterator_types", "doc", "library_call"],
            );
            normalize_iterators(p, st);
            parse_ins_outs(p, st, true)?;
            if p.parse_optional_keyword("attrs") {
                p.parse_punct("=")?;
                p.parse_optional_attr_dict(&mut st.attrs)?;
            }
            let r = p.parse_region(&[], false)?;
            st.regions.push(r);
            parse_results(p, st)
        }
        Family::Simple(_) | Family::Contraction(_) => {
            if default_maps(p.ctx(), dk).is_some() && p.parse_optional_keyword("indexing_maps") {
                p.parse_punct("=")?;
                let a = p.parse_attribute(None)?;
                p.set_prop(st, "indexing_maps", a);
            }
            if super::has_segments(dk) {
                // Upstream's named ops print their attribute dictionary before `ins`.
                p.parse_optional_attr_dict(&mut st.attrs)?;
            }
            parse_ins_outs(p, st, super::has_segments(dk))?;
            if kind == LinalgTranspose {
                parse_i64_list(p, st, "permutation")?;
            }
            if kind == LinalgBroadcast {
                parse_i64_list(p, st, "dimensions")?;
            }
            p.parse_optional_attr_dict(&mut st.attrs)?;
            if super::has_segments(dk) {
                parse_results(p, st)?;
            } else {
                // `transpose` and `broadcast` infer their result from a tensor init.
                infer_results(p, st);
            }
            complete_named(p, st, dk)
                .map_err(|m| p.error_at(start, format!("custom op '{}' {m}", kind.name())))
        }
        Family::Map | Family::Reduce => parse_map_reduce(p, st, dk),
        Family::Elementwise => parse_elementwise(p, st),
        Family::Contract => parse_contract(p, st, dk),
        Family::Table => {
            p.parse_optional_attr_dict(&mut st.attrs)?;
            parse_ins_outs(p, st, true)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            move_inherent(p, st, &["strides", "dilations"]);
            parse_results(p, st)?;
            complete_named(p, st, dk)
                .map_err(|m| p.error_at(start, format!("custom op '{}' {m}", kind.name())))
        }
    }
}

/// `linalg.contract indexing_maps = [..] {attrs} ins(..) outs(..) [-> types]`, as upstream's
/// `ContractOp::parse`: the maps are mandatory (its messages), the body is implied.
fn parse_contract(p: &mut OpParser<'_>, st: &mut OperationState, dk: LinalgOp) -> PResult<()> {
    if !p.parse_optional_keyword("indexing_maps") {
        return Err(p.error_here("expected 'indexing_maps' attribute"));
    }
    p.parse_punct("=")?;
    let a = p.parse_attribute(None)?;
    if !matches!(p.ctx().attr_kind(a), AttrKind::Array(_)) || maps_of(p.ctx(), Some(a)).is_none() {
        return Err(p.error_here("element of indexing_maps array is not an affine_map"));
    }
    p.set_prop(st, "indexing_maps", a);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    parse_ins_outs(p, st, true)?;
    parse_results(p, st)?;
    // Element types its body cannot combine are the verifier's error.
    let _ = complete_named(p, st, dk).is_err();
    Ok(())
}

/// `linalg.elementwise <kind> [indexing_maps = [..]] {attrs} ins(..) outs(..) [-> types]`, as
/// iree-opt 3.13 prints it; the default maps (identities of the init's rank) and the body
/// of upstream's region builder are implied.
fn parse_elementwise(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    p.parse_punct("<")?;
    let pos = p.current_pos();
    let kind = p.parse_bare_id()?.to_string();
    p.parse_punct(">")?;
    if super::named::elementwise_arity(&kind).is_none() {
        return Err(p.error_at(pos, format!("unknown elementwise kind '{kind}'")));
    }
    let a = super::named::elementwise_kind_attr(p.ctx(), &kind);
    p.set_prop(st, "kind", a);
    if p.parse_optional_keyword("indexing_maps") {
        p.parse_punct("=")?;
        let a = p.parse_attribute(None)?;
        p.set_prop(st, "indexing_maps", a);
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    parse_ins_outs(p, st, true)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    parse_results(p, st)?;
    complete_elementwise(p, st);
    Ok(())
}

/// The default `indexing_maps` (identities of the init's rank) and the implicit region of a
/// `linalg.elementwise` that lacks them.
pub(crate) fn complete_elementwise(p: &mut OpParser<'_>, st: &mut OperationState) {
    let name = p.ident("indexing_maps");
    let loc = st.loc;
    let (ctx, m) = p.parts();
    if st.get(name).is_none() {
        if let Some(&init) = st.operands.last() {
            let t = m.value_type(init);
            let rank = match ctx.type_kind(t) {
                crate::ir::TypeKind::MemRef { shape, .. }
                | crate::ir::TypeKind::RankedTensor { shape, .. } => shape.len() as u32,
                _ => 0,
            };
            let id = ctx.identity_map(rank);
            let ma = ctx.map_attr(id);
            let maps = ctx.attr(AttrKind::Array(vec![ma; st.operands.len()]));
            st.set_prop(name, maps);
        }
    }
    if !st.regions.is_empty() {
        return;
    }
    let kind_name = ctx.ident("kind");
    let kind = super::named::elementwise_kind(ctx, st.get(kind_name));
    let r = m.create_region();
    let b = m.add_block(r);
    for &v in &st.operands {
        let t = m.value_type(v);
        let e = ctx.type_kind(t).element_type().unwrap_or(t);
        m.add_block_arg(b, e);
    }
    let built = kind.is_some_and(|k| super::named::build_elementwise(ctx, m, b, &k, loc).is_ok());
    if !built {
        for op in m.block_ops_vec(b).into_iter().rev() {
            m.erase_op(op);
        }
        crate::gpu::build::Builder::at_end(b, loc).create(
            ctx,
            m,
            "linalg.yield",
            vec![],
            vec![],
            &[],
            0,
        );
    }
    st.regions.push(r);
}

/// `linalg.map` / `linalg.reduce`: the short form `{ payload.op {attrs} }` or, after the
/// operands, `(%in: t, %init: t) { region }`.
fn parse_map_reduce(p: &mut OpParser<'_>, st: &mut OperationState, dk: LinalgOp) -> PResult<()> {
    let reduce = dk == LinalgOp::LinalgReduce;
    let mut payload = None;
    if p.parse_optional_punct("{") {
        let pos = p.current_pos();
        let name = p.parse_bare_id()?.to_string();
        let mut attrs = Vec::new();
        p.parse_optional_attr_dict(&mut attrs)?;
        p.parse_punct("}")?;
        payload = Some((name, attrs, pos));
    }
    let (nin, _) = parse_ins_outs(p, st, false)?;
    if reduce {
        parse_i64_list(p, st, "dimensions")?;
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent(p, st, &["dimensions"]);
    {
        // One result per ranked-tensor init, of the init's type.
        let (ctx, m) = p.parts();
        for &v in st.operands.iter().skip(nin) {
            let t = m.value_type(v);
            if matches!(ctx.type_kind(t), crate::ir::TypeKind::RankedTensor { .. }) {
                st.result_types.push(t);
            }
        }
    }
    let Some((name, attrs, pos)) = payload else {
        let args = p.parse_argument_list(crate::parser::Delimiter::Paren, true, true)?;
        let r = p.parse_region(&args, false)?;
        st.regions.push(r);
        return Ok(());
    };
    if st.operands.is_empty() {
        return Err(p.error_at(pos, "expected operands for the payload op"));
    }
    // Upstream's `addBodyWithPayloadOp`: one argument per operand (its element type); the
    // payload takes the inputs (`map`) or the init then the inputs (`reduce`) and returns
    // the init's element type.
    let loc = st.loc;
    let (ctx, m) = p.parts();
    let r = m.create_region();
    let b = m.add_block(r);
    let args: Vec<crate::ir::Value> = st
        .operands
        .iter()
        .map(|&v| {
            let t = m.value_type(v);
            let e = ctx.type_kind(t).element_type().unwrap_or(t);
            m.add_block_arg(b, e)
        })
        .collect();
    let Some((&init, rest)) = args.split_last() else {
        return Err(p.error_at(pos, "expected operands for the payload op"));
    };
    let operands = if reduce {
        std::iter::once(init).chain(rest.iter().copied()).collect()
    } else {
        rest.to_vec()
    };
    let rt = m.value_type(init);
    let props: Vec<(String, crate::ir::Attr)> = attrs
        .iter()
        .map(|na| (ctx.ident_str(na.name).to_string(), na.value))
        .collect();
    let props: Vec<(&str, crate::ir::Attr)> = props.iter().map(|(n, a)| (n.as_str(), *a)).collect();
    let bb = crate::gpu::build::Builder::at_end(b, loc);
    let op = bb.create(ctx, m, &name, operands, vec![rt], &props, 0);
    let y = m.op(op).results().to_vec();
    bb.create(ctx, m, "linalg.yield", y, vec![], &[], 0);
    st.regions.push(r);
    Ok(())
}

/// Upstream's default `indexing_maps` of `matmul` and `batch_matmul` (which store them) as
/// an attribute; `None` for the other ops.
pub fn default_maps(ctx: &mut crate::ir::Context, kind: LinalgOp) -> Option<crate::ir::Attr> {
    let (n, lists) = super::default_map_dims(kind)?;
    let maps = lists
        .iter()
        .map(|l| {
            let r = l.iter().map(|&d| ctx.dim(d)).collect();
            let m = ctx.map(n, 0, r);
            ctx.map_attr(m)
        })
        .collect();
    Some(ctx.attr(AttrKind::Array(maps)))
}

/// What the custom form of a named op implies: its default `indexing_maps` (`matmul`,
/// `batch_matmul`) and its implicit region. A generic form without the region (Tessera's
/// older output) gets them too.
///
/// The implied body is built as upstream's region builder builds it while parsing; element
/// types it cannot combine are its error (`Err`, the message without the op name), as
/// upstream reports it from the custom parser (`custom op 'linalg.matmul' Cannot build
/// binary Linalg operation: ...` for `index` elements).
pub(crate) fn complete_named(
    p: &mut OpParser<'_>,
    st: &mut OperationState,
    kind: LinalgOp,
) -> Result<(), String> {
    if let Some(maps) = default_maps(p.ctx(), kind) {
        let name = p.ident("indexing_maps");
        if st.get(name).is_none() {
            st.set_prop(name, maps);
        }
    }
    if st.regions.is_empty() {
        let loc = st.loc;
        let (ctx, m) = p.parts();
        let types: Vec<Type> = st.operands.iter().map(|&v| m.value_type(v)).collect();
        let cast = ctx
            .lookup_ident("cast")
            .and_then(|n| st.get(n))
            .filter(|_| super::honours_cast(kind));
        let unsigned = super::named::cast_is_unsigned(ctx, cast).unwrap_or(false);
        let elems: Vec<Type> = types
            .iter()
            .map(|&t| ctx.type_kind(t).element_type().unwrap_or(t))
            .collect();
        if let (Some(combiner), Some((&out, ins))) = (super::combiner(kind), elems.split_last()) {
            super::named::check_binary_classes(ctx, combiner, ins, out, unsigned)?;
        }
        let r = super::build_named_region(ctx, m, kind, &types, unsigned, loc);
        st.regions.push(r);
    }
    Ok(())
}

/// Brings a parsed linalg op (custom or generic form) to upstream's storage: named ops get
/// their default `indexing_maps` and implicit region when the text had none, `linalg.generic`
/// its iterators as enums, and `linalg.memoized_indexing_maps` (a cache upstream's printer
/// shows as a discardable attribute of `matvec`) is dropped.
pub(crate) fn upgrade_state(p: &mut OpParser<'_>, st: &mut OperationState, kind: LinalgOp) {
    if let Some(n) = p.ctx().lookup_ident("linalg.memoized_indexing_maps") {
        st.attrs.retain(|a| a.name != n);
    }
    match super::family(kind) {
        Family::Generic => normalize_iterators(p, st),
        // The verifier reports what the region builder could not build (generic form).
        Family::Simple(_) | Family::Contraction(_) | Family::Table | Family::Contract => {
            let _ = complete_named(p, st, kind).is_err();
        }
        Family::Elementwise => complete_elementwise(p, st),
        Family::Yield | Family::Index | Family::Map | Family::Reduce => {}
    }
}

/// `iterator_types` as upstream stores them: `"parallel"`/`"reduction"` strings (the custom
/// form, and older generic forms) become `#linalg.iterator_type<..>` enums. Anything else is
/// left for the verifier.
pub(crate) fn normalize_iterators(p: &mut OpParser<'_>, st: &mut OperationState) {
    let name = p.ident("iterator_types");
    let Some(a) = st.get(name) else { return };
    let Some(iters) = super::verify::iterators_of(p.ctx(), Some(a)) else {
        return;
    };
    let e = super::iterators_attr(p.ctx(), &iters);
    st.set_prop(name, e);
}

/// `%a, %b : t1, t2` (no leading space).
fn print_list(p: &mut OpPrinter<'_>, vals: &[crate::ir::Value]) {
    let tys: Vec<Type> = vals.iter().map(|&v| p.module().value_type(v)).collect();
    p.print_operands(vals);
    p.write_str(" : ");
    p.print_types(&tys);
}

fn print_ins_outs(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let Some(seg) = segments(p, op, 2) else {
        return false;
    };
    if !seg[0].is_empty() {
        p.write_str(" ins(");
        print_list(p, &seg[0]);
        p.write_str(")");
    }
    p.write_str(" outs(");
    print_list(p, &seg[1]);
    p.write_str(")");
    true
}

fn print_i64_list(p: &mut OpPrinter<'_>, op: Op, name: &str) -> bool {
    let Some(a) = op_attr(p, op, name) else {
        return false;
    };
    let AttrKind::DenseArray {
        data: DenseArrayData::Ints(v),
        ..
    } = p.ctx().attr_kind(a)
    else {
        return false;
    };
    let s: Vec<String> = v.iter().map(|x| x.to_string()).collect();
    p.write_str(&format!(" {name} = [{}]", s.join(", ")));
    true
}

/// Prints the custom form of a `linalg` op (after its name); `false` for the generic form.
pub fn print(dk: LinalgOp, p: &mut OpPrinter<'_>, op: Op) -> bool {
    let kind = OpKind::from(dk);
    use OpKind::*;
    match super::family(dk) {
        Family::Yield => {
            let vals = p.module().op(op).operands().to_vec();
            print_typed_operands(p, &vals);
            print_attr_dict(p, op, &[]);
            true
        }
        Family::Index => {
            let Some(d) = crate::dialect::linalg::verify::int_of(p.ctx(), op_attr(p, op, "dim"))
            else {
                return false;
            };
            let Some(&r) = p.module().op(op).results().first() else {
                return false;
            };
            let t: Type = p.module().value_type(r);
            p.write_str(&format!(" {d}"));
            print_attr_dict(p, op, &["dim"]);
            p.write_str(" : ");
            p.print_types(&[t]);
            true
        }
        Family::Generic => {
            if segments(p, op, 2).is_none() || p.module().op(op).regions().len() != 1 {
                return false;
            }
            let names = ["indexing_maps", "iterator_types", "doc", "library_call"];
            let d = p.module().op(op);
            let mut attrs = Vec::new();
            for na in d.props.iter().chain(d.attrs.iter()) {
                if names.contains(&p.ctx().ident_str(na.name)) {
                    attrs.push(*na);
                }
            }
            let others: Vec<_> = d
                .attrs
                .iter()
                .filter(|na| !names.contains(&p.ctx().ident_str(na.name)))
                .copied()
                .collect();
            attrs.sort_by(|a, b| p.ctx().ident_str(a.name).cmp(p.ctx().ident_str(b.name)));
            // The dictionary, with the iterators as strings (upstream's custom form).
            p.write_str(" {");
            for (i, na) in attrs.iter().enumerate() {
                if i > 0 {
                    p.write_str(", ");
                }
                let n = p.ctx().ident_str(na.name);
                p.write_str(n);
                p.write_str(" = ");
                match (n, iterators_of(p.ctx(), Some(na.value))) {
                    ("iterator_types", Some(its)) => {
                        let s: Vec<&str> = its
                            .iter()
                            .map(|&r| if r { "\"reduction\"" } else { "\"parallel\"" })
                            .collect();
                        p.write_str(&format!("[{}]", s.join(", ")));
                    }
                    _ => p.print_attribute(na.value),
                }
            }
            p.write_str("}");
            print_ins_outs(p, op);
            if !others.is_empty() {
                p.write_str(" attrs = ");
                p.print_optional_attr_dict(&others, &[]);
            }
            let r = p.module().op(op).regions()[0];
            p.write_str(" ");
            p.print_region(r, true, true);
            print_results(p, op);
            true
        }
        Family::Simple(_) | Family::Contraction(_) => {
            if p.module().op(op).regions().len() != 1 {
                return false;
            }
            if let Some(a) = op_attr(p, op, "indexing_maps") {
                let ctx = p.ctx();
                let is_default =
                    maps_of(ctx, Some(a)).is_some_and(|ms| super::are_default_maps(ctx, dk, &ms));
                if !is_default {
                    p.write_str(" indexing_maps = ");
                    p.print_attribute(a);
                }
            }
            let elided = [
                "operandSegmentSizes",
                "permutation",
                "dimensions",
                "indexing_maps",
            ];
            let printed = if super::has_segments(dk) {
                // Upstream's named ops print their attribute dictionary before `ins`.
                print_named_attr_dict(p, op, &elided);
                print_ins_outs(p, op)
            } else {
                match p.module().op(op).operands() {
                    [i, o] => {
                        let (i, o) = (*i, *o);
                        p.write_str(" ins(");
                        print_list(p, &[i]);
                        p.write_str(") outs(");
                        print_list(p, &[o]);
                        p.write_str(")");
                        true
                    }
                    _ => false,
                }
            };
            if !printed {
                return false;
            }
            if kind == LinalgTranspose && !print_i64_list(p, op, "permutation") {
                return false;
            }
            if kind == LinalgBroadcast && !print_i64_list(p, op, "dimensions") {
                return false;
            }
            if super::has_segments(dk) {
                print_results(p, op);
            } else {
                print_attr_dict(p, op, &elided);
            }
            true
        }
        Family::Map | Family::Reduce => print_map_reduce(p, op, dk),
        Family::Elementwise => print_elementwise(p, op),
        Family::Contract => print_contract(p, op),
        Family::Table => {
            if p.module().op(op).regions().len() != 1 || segments(p, op, 2).is_none() {
                return false;
            }
            print_named_attr_dict(p, op, &["operandSegmentSizes"]);
            print_ins_outs(p, op);
            print_results(p, op);
            true
        }
    }
}

/// The payload op of a `map`/`reduce` body that the short form `{ op }` can spell: the
/// block's only op before a `linalg.yield` of its one result, taking the inputs (`map`) or
/// the init then the input (`reduce`), as upstream's `findPayloadOp`.
fn find_payload(p: &OpPrinter<'_>, b: crate::ir::Block, reduce: bool) -> Option<Op> {
    let m = p.module();
    let ops = m.block_ops_vec(b);
    let [payload, yield_] = ops.as_slice() else {
        return None;
    };
    let args = &m.block(b).args;
    let pd = m.op(*payload);
    let (&init, rest) = args.split_last()?;
    let want: Vec<crate::ir::Value> = if reduce {
        std::iter::once(init).chain(rest.iter().copied()).collect()
    } else {
        rest.to_vec()
    };
    let ok = m.op(*yield_).kind == Some(OpKind::LinalgYield)
        && !want.is_empty()
        && pd.operands() == want.as_slice()
        && pd.regions().is_empty()
        && pd.successors.is_empty()
        && pd.results().len() == 1
        && m.value_type(pd.results()[0]) == m.value_type(init)
        && m.op(*yield_).operands() == pd.results();
    ok.then_some(*payload)
}

fn print_map_reduce(p: &mut OpPrinter<'_>, op: Op, dk: LinalgOp) -> bool {
    let reduce = dk == LinalgOp::LinalgReduce;
    let d = p.module().op(op);
    let operands = d.operands().to_vec();
    let [r] = d.regions() else {
        return false;
    };
    let r = *r;
    let [b] = p.module().region(r).blocks.as_slice() else {
        return false;
    };
    let b = *b;
    if operands.is_empty() || (reduce && !operands.len().is_multiple_of(2)) {
        return false;
    }
    let nin = if reduce {
        operands.len() / 2
    } else {
        operands.len() - 1
    };
    let payload = find_payload(p, b, reduce);
    if let Some(pl) = payload {
        let name = p.ctx().ident_str(p.module().op(pl).name).to_string();
        p.write_str(" { ");
        p.write_str(&name);
        // `fastmath = #arith.fastmath<none>` is elided, as upstream's `printShortForm`.
        let fm = op_attr(p, pl, "fastmath").filter(|&a| {
            matches!(p.ctx().attr_kind(a), AttrKind::Opaque { dialect, body, .. }
                if dialect == "arith" && body == ".fastmath<none>")
        });
        let elided: &[&str] = if fm.is_some() { &["fastmath"] } else { &[] };
        print_attr_dict(p, pl, elided);
        p.write_str(" }");
    }
    let (ins, outs) = operands.split_at(nin);
    if !ins.is_empty() {
        p.write_str(" ins(");
        print_list(p, ins);
        p.write_str(")");
    }
    p.write_str(" outs(");
    print_list(p, outs);
    p.write_str(")");
    if reduce {
        if !print_i64_list(p, op, "dimensions") {
            return false;
        }
        // Upstream's `printDenseI64ArrayAttr` ends with a space.
        p.write_str(" ");
    }
    print_attr_dict(p, op, &["dimensions"]);
    if payload.is_none() {
        p.indent();
        p.print_new_line();
        p.write_str("(");
        let args = p.module().block(b).args.clone();
        for (i, &a) in args.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_argument(a, None);
        }
        p.write_str(") ");
        p.print_region(r, false, true);
        p.dedent();
    }
    true
}

/// ` {..}` with the attributes of named op `op` but `elided`, as upstream's
/// `printNamedStructuredOp` prints its `getAttrs()`: the discardable ones, then the inherent
/// ones, each sorted (`{foo = 1 : i64, cast = #linalg.type_fn<cast_unsigned>}`).
fn print_named_attr_dict(p: &mut OpPrinter<'_>, op: Op, elided: &[&str]) {
    let d = p.module().op(op);
    let ctx = p.ctx();
    let sorted = |list: &[crate::ir::NamedAttr]| {
        let mut v: Vec<crate::ir::NamedAttr> = list
            .iter()
            .filter(|na| !elided.contains(&ctx.ident_str(na.name)))
            .copied()
            .collect();
        v.sort_by(|a, b| ctx.ident_str(a.name).cmp(ctx.ident_str(b.name)));
        v
    };
    let mut attrs = sorted(&d.attrs);
    attrs.extend(sorted(&d.props));
    if !attrs.is_empty() {
        let refs: Vec<&crate::ir::NamedAttr> = attrs.iter().collect();
        p.write_str(" {");
        p.named_attrs(&refs);
        p.write_str("}");
    }
}

/// `linalg.contract`, as upstream's `ContractOp::print`: the maps, the attributes
/// ([`print_named_attr_dict`]), `ins`/`outs` and the result types.
fn print_contract(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let Some(maps) = op_attr(p, op, "indexing_maps") else {
        return false;
    };
    let AttrKind::Array(items) = p.ctx().attr_kind(maps).clone() else {
        return false;
    };
    if p.module().op(op).regions().len() != 1 || segments(p, op, 2).is_none() {
        return false;
    }
    p.write_str(" indexing_maps = [");
    for (i, &a) in items.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_attribute(a);
    }
    p.write_str("]");
    print_named_attr_dict(p, op, &["indexing_maps", "operandSegmentSizes"]);
    print_ins_outs(p, op);
    print_results(p, op);
    true
}

fn print_elementwise(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let Some(kind) = super::named::elementwise_kind(p.ctx(), op_attr(p, op, "kind")) else {
        return false;
    };
    if p.module().op(op).regions().len() != 1 || segments(p, op, 2).is_none() {
        return false;
    }
    p.write_str(&format!(" <{kind}>"));
    if let Some(a) = op_attr(p, op, "indexing_maps") {
        // Printed unless every map is the identity of the init's rank.
        let rank = p
            .module()
            .op(op)
            .operands()
            .last()
            .map(|&v| p.module().value_type(v))
            .and_then(|t| match p.ctx().type_kind(t) {
                crate::ir::TypeKind::MemRef { shape, .. }
                | crate::ir::TypeKind::RankedTensor { shape, .. } => Some(shape.len()),
                _ => None,
            });
        let n = p.module().op(op).operands().len();
        let default = maps_of(p.ctx(), Some(a)).is_some_and(|ms| {
            ms.len() == n
                && ms.iter().all(|&m| {
                    let d = p.ctx().map_data(m);
                    Some(d.num_dims as usize) == rank
                        && d.num_symbols == 0
                        && d.results.len() == d.num_dims as usize
                        && d.results.iter().enumerate().all(|(i, &e)| {
                            matches!(p.ctx().expr(e), crate::ir::AffineExprKind::Dim(x) if x as usize == i)
                        })
                })
        });
        if !default {
            p.write_str(" indexing_maps = ");
            p.print_attribute(a);
        }
    }
    print_attr_dict(p, op, &["operandSegmentSizes", "kind", "indexing_maps"]);
    print_ins_outs(p, op);
    print_results(p, op);
    true
}
