//! Legacy op spellings (the 2019 specification and the 2020 docs) and the modern ops they
//! are upgraded to at parse time. This is the one table of old names.
//!
//! Most old ops kept their syntax when they moved to a dialect (`addf %a, %b : f32` is
//! `arith.addf`, `alloc() : memref<4xf32>` is `memref.alloc`), so they are renamed and
//! parsed by the modern custom parser. The few whose syntax changed have a [`LegacyForm`]
//! parsed here: `dim` with a constant index, `memref_cast` with `->`, and the standard
//! dialect's `dma_start` operand order. `constant` is resolved by the op parser (an `@`
//! operand makes it `func.constant`). `std.`-prefixed names are the same ops.

use super::{Delimiter, OpParser, OperationState, PResult};
use crate::dialect::OpKind;
use crate::ir::{AttrKind, NamedAttr, OpSpec, TypeKind};

/// A legacy op whose syntax differs from its modern form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum LegacyForm {
    /// `dim %m, 1 : memref<..>` (constant index) → `memref.dim` with an `arith.constant`
    /// (`tensor.dim` when `%m` is a tensor).
    Dim,
    /// `memref_cast %m : T to U` / `T -> U` → `memref.cast`.
    MemRefCast,
    /// `dma_start %src[..], %dst[..], %n, %tag[..] : ...` → `affine.dma_start`.
    DmaStart,
    /// `extract_element %v[%i, ..] : T` → `tensor.extract` on a tensor, `vector.extract`
    /// (dynamic positions) on a vector, as the standard op was split.
    ExtractElement,
    /// `func @f(...)`: a body-less declaration without visibility becomes `private` (old
    /// external functions were implicitly private).
    Func,
    /// `vector.extractelement %v[%i : i32] : vector<4xf32>` (removed upstream in 2025) →
    /// `vector.extract %v[%i'] : f32 from vector<4xf32>`, with `%i' = arith.index_cast %i`
    /// when the position is not an `index`; `%v[]` on a 0-D vector has no position.
    ExtractElement1D,
    /// `vector.insertelement %x, %v[%i : i32] : vector<4xf32>` → `vector.insert`, as above.
    InsertElement1D,
    /// `vector.splat %x : vector<4xf32>` and the standard dialect's `splat` (removed
    /// upstream in 2025) → `vector.broadcast %x : f32 to vector<4xf32>`; on a tensor,
    /// `splat %x : tensor<4xf32>` → `tensor.splat`.
    Splat,
}

/// What an old op name maps to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Legacy {
    /// A rename; the modern custom syntax parses it.
    Op(OpKind),
    /// A rename with a different syntax.
    Form(OpKind, LegacyForm),
    /// No modern equivalent.
    Unsupported,
}

/// The legacy table: old name (without `std.`) → modern op.
const LEGACY: &[(&str, Legacy)] = {
    use Legacy::{Form, Op, Unsupported};
    use OpKind as K;
    &[
        // func
        ("func", Form(K::FuncFunc, LegacyForm::Func)),
        ("return", Op(K::FuncReturn)),
        ("call", Op(K::FuncCall)),
        ("call_indirect", Op(K::FuncCallIndirect)),
        // arith
        ("addi", Op(K::ArithAddI)),
        ("subi", Op(K::ArithSubI)),
        ("muli", Op(K::ArithMulI)),
        ("addf", Op(K::ArithAddF)),
        ("subf", Op(K::ArithSubF)),
        ("mulf", Op(K::ArithMulF)),
        ("divf", Op(K::ArithDivF)),
        ("remf", Op(K::ArithRemF)),
        ("negf", Op(K::ArithNegF)),
        ("and", Op(K::ArithAndI)),
        ("or", Op(K::ArithOrI)),
        ("xor", Op(K::ArithXOrI)),
        ("divis", Op(K::ArithDivSI)),
        ("diviu", Op(K::ArithDivUI)),
        ("remis", Op(K::ArithRemSI)),
        ("remiu", Op(K::ArithRemUI)),
        ("divi_signed", Op(K::ArithDivSI)),
        ("divi_unsigned", Op(K::ArithDivUI)),
        ("remi_signed", Op(K::ArithRemSI)),
        ("remi_unsigned", Op(K::ArithRemUI)),
        ("ceildivi_signed", Op(K::ArithCeilDivSI)),
        ("floordivi_signed", Op(K::ArithFloorDivSI)),
        ("shift_left", Op(K::ArithShLI)),
        ("shift_right_signed", Op(K::ArithShRSI)),
        ("shift_right_unsigned", Op(K::ArithShRUI)),
        ("shli", Op(K::ArithShLI)),
        ("shrsi", Op(K::ArithShRSI)),
        ("shrui", Op(K::ArithShRUI)),
        ("maxf", Op(K::ArithMaximumF)),
        ("minf", Op(K::ArithMinimumF)),
        ("maxsi", Op(K::ArithMaxSI)),
        ("minsi", Op(K::ArithMinSI)),
        ("maxui", Op(K::ArithMaxUI)),
        ("minui", Op(K::ArithMinUI)),
        ("cmpi", Op(K::ArithCmpI)),
        ("cmpf", Op(K::ArithCmpF)),
        ("select", Op(K::ArithSelect)),
        ("index_cast", Op(K::ArithIndexCast)),
        ("sitofp", Op(K::ArithSIToFP)),
        ("uitofp", Op(K::ArithUIToFP)),
        ("fptosi", Op(K::ArithFPToSI)),
        ("fptoui", Op(K::ArithFPToUI)),
        ("fpext", Op(K::ArithExtF)),
        ("fptrunc", Op(K::ArithTruncF)),
        ("sexti", Op(K::ArithExtSI)),
        ("zexti", Op(K::ArithExtUI)),
        ("trunci", Op(K::ArithTruncI)),
        ("bitcast", Op(K::ArithBitcast)),
        // math
        ("absf", Op(K::MathAbsF)),
        ("ceilf", Op(K::MathCeil)),
        ("floorf", Op(K::MathFloor)),
        ("copysign", Op(K::MathCopySign)),
        ("exp", Op(K::MathExp)),
        ("exp2", Op(K::MathExp2)),
        ("log", Op(K::MathLog)),
        ("log2", Op(K::MathLog2)),
        ("log10", Op(K::MathLog10)),
        ("log1p", Op(K::MathLog1p)),
        ("tanh", Op(K::MathTanh)),
        ("sin", Op(K::MathSin)),
        ("cos", Op(K::MathCos)),
        ("sqrt", Op(K::MathSqrt)),
        ("rsqrt", Op(K::MathRsqrt)),
        ("atan", Op(K::MathAtan)),
        ("atan2", Op(K::MathAtan2)),
        ("powf", Op(K::MathPowF)),
        ("fmaf", Op(K::MathFma)),
        // memref / tensor / vector
        ("alloc", Op(K::MemRefAlloc)),
        ("alloca", Op(K::MemRefAlloca)),
        ("dealloc", Op(K::MemRefDealloc)),
        ("load", Op(K::MemRefLoad)),
        ("store", Op(K::MemRefStore)),
        ("dim", Form(K::MemRefDim, LegacyForm::Dim)),
        ("rank", Op(K::MemRefRank)),
        ("memref_cast", Form(K::MemRefCast, LegacyForm::MemRefCast)),
        ("view", Op(K::MemRefView)),
        ("subview", Op(K::MemRefSubView)),
        ("memref_reinterpret_cast", Op(K::MemRefReinterpretCast)),
        ("global_memref", Op(K::MemRefGlobal)),
        ("get_global_memref", Op(K::MemRefGetGlobal)),
        ("atomic_rmw", Op(K::MemRefAtomicRmw)),
        ("tensor_load", Op(K::BufferizationToTensor)),
        // Renamed `bufferization.to_buffer` upstream in 2025.
        ("bufferization.to_memref", Op(K::BufferizationToBuffer)),
        (
            "extract_element",
            Form(K::TensorExtract, LegacyForm::ExtractElement),
        ),
        ("tensor_cast", Op(K::TensorCast)),
        ("dma_start", Form(K::AffineDmaStart, LegacyForm::DmaStart)),
        ("dma_wait", Op(K::AffineDmaWait)),
        ("splat", Form(K::VectorBroadcast, LegacyForm::Splat)),
        ("vector.splat", Form(K::VectorBroadcast, LegacyForm::Splat)),
        // cf
        ("br", Op(K::CfBr)),
        ("cond_br", Op(K::CfCondBr)),
        ("switch", Op(K::CfSwitch)),
        ("assert", Op(K::CfAssert)),
        // renamed dialects and terminators
        ("affine.terminator", Op(K::AffineYield)),
        ("affine.load_vector", Op(K::AffineVectorLoad)),
        ("loop.for", Op(K::ScfFor)),
        ("loop.if", Op(K::ScfIf)),
        ("loop.yield", Op(K::ScfYield)),
        ("loop.terminator", Op(K::ScfYield)),
        ("loop.parallel", Op(K::ScfParallel)),
        ("loop.reduce", Op(K::ScfReduce)),
        ("loop.reduce.return", Op(K::ScfReduceReturn)),
        // vector (removed upstream in 2025)
        (
            "vector.extractelement",
            Form(K::VectorExtract, LegacyForm::ExtractElement1D),
        ),
        (
            "vector.insertelement",
            Form(K::VectorInsert, LegacyForm::InsertElement1D),
        ),
        // no modern equivalent
        ("alloc_static", Unsupported),
        ("tensor_store", Unsupported),
    ]
};

/// Looks an old custom-form op name (without `std.`) up.
pub(crate) fn lookup(name: &str) -> Option<Legacy> {
    LEGACY.iter().find(|(n, _)| *n == name).map(|(_, l)| *l)
}

/// The modern op for an old generic-form name (`"std.addf"`, `"affine.terminator"`).
pub(crate) fn upgrade_generic_name(name: &str) -> Option<OpKind> {
    let bare = name.strip_prefix("std.").unwrap_or(name);
    if bare == "constant" {
        return Some(OpKind::ArithConstant);
    }
    if let Some(k) = OpKind::from_name(bare) {
        return Some(k);
    }
    match lookup(bare)? {
        Legacy::Op(k) | Legacy::Form(k, _) => Some(k),
        Legacy::Unsupported => None,
    }
}

/// Parses the old syntax of `form` into `st`.
pub(crate) fn parse_legacy_form(
    form: LegacyForm,
    p: &mut OpParser<'_>,
    st: &mut OperationState,
) -> PResult<()> {
    match form {
        LegacyForm::Dim => parse_dim(p, st),
        LegacyForm::MemRefCast => {
            let src = p.parse_operand()?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let from = p.parse_colon_type()?;
            if !p.parse_optional_keyword("to") && !p.parse_optional_punct("->") {
                return Err(p.error_here("expected 'to'"));
            }
            let to = p.parse_type()?;
            let v = p.resolve_operand(&src, from)?;
            st.operands.push(v);
            st.result_types.push(to);
            Ok(())
        }
        LegacyForm::DmaStart => parse_dma_start(p, st),
        LegacyForm::ExtractElement => parse_extract_element(p, st),
        LegacyForm::ExtractElement1D => parse_vector_element(p, st, false),
        LegacyForm::InsertElement1D => parse_vector_element(p, st, true),
        LegacyForm::Splat => {
            let x = p.parse_operand()?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            p.parse_punct(":")?;
            let tpos = p.current_pos();
            let ty = p.parse_type()?;
            let elem = match p.ctx().type_kind(ty) {
                TypeKind::Vector { elem, .. } => *elem,
                // The tensor form became `tensor.splat`.
                TypeKind::RankedTensor { elem, .. } => {
                    let elem = *elem;
                    st.kind = Some(OpKind::TensorSplat);
                    st.name = p.kind_ident(OpKind::TensorSplat);
                    elem
                }
                _ => return Err(p.error_at(tpos, "expected vector or tensor type")),
            };
            st.operands.push(p.resolve_operand(&x, elem)?);
            st.result_types.push(ty);
            Ok(())
        }
        LegacyForm::Func => {
            crate::dialect::func::syntax::parse_legacy_func(p, st)?;
            let vis = p.ident("sym_visibility");
            let external = st
                .regions
                .first()
                .is_none_or(|r| p.module().region(*r).blocks().is_empty());
            if external && st.get(vis).is_none() {
                let a = p.ctx().str_attr("private");
                st.set_prop(vis, a);
            }
            Ok(())
        }
    }
}

/// `vector.extractelement %v[%i : T] attr-dict : V` and `vector.insertelement %x, %v[%i : T]
/// attr-dict : V` (the position optional for a 0-D `V`), parsed into `vector.extract` /
/// `vector.insert` (the op name is already resolved to them).
fn parse_vector_element(
    p: &mut OpParser<'_>,
    st: &mut OperationState,
    insert: bool,
) -> PResult<()> {
    let src = if insert {
        let s = p.parse_operand()?;
        p.parse_punct(",")?;
        Some(s)
    } else {
        None
    };
    let v = p.parse_operand()?;
    p.parse_punct("[")?;
    let mut position = None;
    if let Some(u) = p.parse_optional_operand()? {
        let t = p.parse_colon_type()?;
        position = Some((u, t));
    }
    p.parse_punct("]")?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.parse_punct(":")?;
    let tpos = p.current_pos();
    let vty = p.parse_type()?;
    let elem = match p.ctx().type_kind(vty) {
        TypeKind::Vector { elem, .. } => *elem,
        _ => return Err(p.error_at(tpos, "expected a vector type")),
    };
    if let Some(s) = src {
        st.operands.push(p.resolve_operand(&s, elem)?);
    }
    st.operands.push(p.resolve_operand(&v, vty)?);
    if let Some((u, t)) = position {
        let pv = p.resolve_operand(&u, t)?;
        st.operands.push(pv);
    }
    st.result_types.push(if insert { vty } else { elem });
    upgrade_vector_element(p, st, tpos)
}

/// Gives a `vector.extract`/`vector.insert` state that has no `static_position` (parsed
/// from `vector.extractelement`/`insertelement`, custom or generic form) current upstream's
/// form: one dynamic position, cast to `index` by an `arith.index_cast` placed before the
/// op when it is another integer type, or none for a 0-D vector.
pub(crate) fn upgrade_vector_element(
    p: &mut OpParser<'_>,
    st: &mut OperationState,
    pos: super::SrcPos,
) -> PResult<()> {
    let fixed = match st.kind {
        Some(OpKind::VectorExtract) => 1,
        Some(OpKind::VectorInsert) => 2,
        _ => return Ok(()),
    };
    let sp = p.ident("static_position");
    if st.get(sp).is_some() {
        return Ok(());
    }
    let statics: Vec<i64> = match st.operands.len().checked_sub(fixed) {
        Some(0) => Vec::new(),
        Some(1) => {
            let last = st.operands.len() - 1;
            let pv = st.operands[last];
            let index = p.index_type();
            let pt = p.module().value_type(pv);
            if pt != index {
                if !matches!(p.ctx().type_kind(pt), TypeKind::Integer { .. }) {
                    return Err(p.error_at(pos, "the position must be an integer or an index"));
                }
                st.operands[last] = materialize_index_cast(p, pv, pos)?;
            }
            vec![crate::ir::DYNAMIC]
        }
        _ => {
            return Err(p.error_at(
                pos,
                "expected the vector (and the value to insert) and at most one position",
            ))
        }
    };
    let a = crate::dialect::memref::syntax::dense_i64_array(p.ctx(), &statics);
    p.set_prop(st, "static_position", a);
    Ok(())
}

/// Appends `arith.index_cast %v : T to index` to the current block (before the op being
/// parsed) and returns its result.
fn materialize_index_cast(
    p: &mut OpParser<'_>,
    v: crate::ir::Value,
    pos: super::SrcPos,
) -> PResult<crate::ir::Value> {
    let index = p.index_type();
    let loc = p.loc_attr(pos);
    let Some(block) = p.cur_block else {
        return Err(p.error_at(pos, "a position cast outside of a block"));
    };
    let (ctx, _) = p.parts();
    let name = ctx.ident(OpKind::ArithIndexCast.name());
    let m = p.module();
    let op = m.create_op(OpSpec {
        name,
        kind: Some(OpKind::ArithIndexCast),
        operands: vec![v],
        result_types: vec![index],
        props: Vec::new(),
        attrs: Vec::new(),
        successors: Vec::new(),
        num_regions: 0,
        loc,
    });
    m.append_op(block, op);
    Ok(m.op(op).results()[0])
}

/// Whether `t` is a ranked or unranked tensor.
fn is_tensor(ctx: &crate::ir::Context, t: crate::ir::Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

/// Appends `arith.constant c : index` to the current block (before the op being parsed)
/// and returns its result: the old ops took some indices as attributes.
fn materialize_index_constant(
    p: &mut OpParser<'_>,
    c: i64,
    pos: super::SrcPos,
) -> PResult<crate::ir::Value> {
    let index = p.index_type();
    let (ctx, _) = p.parts();
    let value = ctx.index_attr(c);
    let name = ctx.ident(OpKind::ArithConstant.name());
    let vname = ctx.ident("value");
    let loc = p.loc_attr(pos);
    let Some(block) = p.cur_block else {
        return Err(p.error_at(pos, "an index constant outside of a block"));
    };
    let m = p.module();
    let op = m.create_op(OpSpec {
        name,
        kind: Some(OpKind::ArithConstant),
        operands: Vec::new(),
        result_types: vec![index],
        props: vec![NamedAttr { name: vname, value }],
        attrs: Vec::new(),
        successors: Vec::new(),
        num_regions: 0,
        loc,
    });
    m.append_op(block, op);
    Ok(m.op(op).results()[0])
}

/// The old generic `"std.dim"(%m) {index = 1}`: the `index` attribute becomes an
/// `arith.constant` operand, and the op `tensor.dim` when `%m` is a tensor. Other ops, and
/// a `dim` that already has its index operand, are left alone.
pub(crate) fn upgrade_generic_dim(
    p: &mut OpParser<'_>,
    st: &mut OperationState,
    pos: super::SrcPos,
) -> PResult<()> {
    if st.kind != Some(OpKind::MemRefDim) || st.operands.len() != 1 {
        return Ok(());
    }
    let iname = p.ident("index");
    let Some(i) = st.attrs.iter().position(|a| a.name == iname) else {
        return Ok(());
    };
    let c = match p.ctx().attr_kind(st.attrs[i].value) {
        AttrKind::Integer { value, .. } => i64::try_from(*value).ok(),
        _ => None,
    };
    let Some(c) = c else {
        return Err(p.error_at(pos, "expected an integer 'index' attribute"));
    };
    st.attrs.remove(i);
    let src_ty = p.module().value_type(st.operands[0]);
    if is_tensor(p.ctx(), src_ty) {
        st.kind = Some(OpKind::TensorDim);
        st.name = p.kind_ident(OpKind::TensorDim);
    }
    let r = materialize_index_constant(p, c, pos)?;
    st.operands.push(r);
    Ok(())
}

/// `extract_element %v[%i, ..] : type`: `tensor.extract` for a tensor, `vector.extract`
/// with every position dynamic for a vector.
fn parse_extract_element(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    let idx = p.parse_operand_list(Delimiter::Square)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let tpos = p.current_pos();
    let ty = p.parse_colon_type()?;
    let (is_vector, elem) = match p.ctx().type_kind(ty) {
        TypeKind::Vector { elem, .. } => (true, *elem),
        TypeKind::RankedTensor { elem, .. } | TypeKind::UnrankedTensor { elem } => (false, *elem),
        _ => return Err(p.error_at(tpos, "expected a tensor or vector type")),
    };
    let v = p.resolve_operand(&src, ty)?;
    st.operands.push(v);
    let index = p.index_type();
    p.resolve_operands_same(&idx, index, &mut st.operands)?;
    st.result_types.push(elem);
    if is_vector {
        st.kind = Some(OpKind::VectorExtract);
        st.name = p.kind_ident(OpKind::VectorExtract);
        let statics = vec![crate::ir::DYNAMIC; idx.len()];
        let a = crate::dialect::memref::syntax::dense_i64_array(p.ctx(), &statics);
        p.set_prop(st, "static_position", a);
    }
    Ok(())
}

/// `dim %m, 1 : type` or `dim %m, %i : type`; on a tensor the op is `tensor.dim`.
fn parse_dim(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    p.parse_punct(",")?;
    let cpos = p.current_pos();
    let cst = p.parse_optional_integer()?;
    let idx = if cst.is_none() {
        Some(p.parse_operand()?)
    } else {
        None
    };
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ty = p.parse_colon_type()?;
    let index = p.index_type();
    let v = p.resolve_operand(&src, ty)?;
    st.operands.push(v);
    if is_tensor(p.ctx(), ty) {
        st.kind = Some(OpKind::TensorDim);
        st.name = p.kind_ident(OpKind::TensorDim);
    }
    match (cst, idx) {
        (Some(c), _) => {
            // The old form takes the index as a constant: materialize it.
            let r = materialize_index_constant(p, c, cpos)?;
            st.operands.push(r);
        }
        (None, Some(u)) => {
            let v = p.resolve_operand(&u, index)?;
            st.operands.push(v);
        }
        _ => return Err(p.error_at(cpos, "expected index")),
    }
    st.result_types.push(index);
    Ok(())
}

/// `dma_start %src[%i..], %dst[%j..], %num, %tag[%k..] (, %stride, %per_stride)? :
/// src_type, dst_type, tag_type` → `affine.dma_start` with identity maps.
fn parse_dma_start(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let d = crate::dialect::memref::dma::parse_dma_start_syntax(p, &mut st.attrs)?;
    let (tpos, tys) = (d.types_at, d.types.clone());
    if tys.len() != 3 {
        return Err(p.error_at(tpos, "expected three types"));
    }
    for t in &tys {
        if !matches!(p.ctx().type_kind(*t), TypeKind::MemRef { .. }) {
            return Err(p.error_at(tpos, "expected memref types"));
        }
    }
    let (src, src_idx, dst, dst_idx, num, tag, tag_idx, stride) = (
        d.src, d.src_idx, d.dst, d.dst_idx, d.num, d.tag, d.tag_idx, d.stride,
    );
    let index = p.index_type();
    let mut maps = Vec::new();
    for (m, idx, t) in [
        (src, &src_idx, tys[0]),
        (dst, &dst_idx, tys[1]),
        (tag, &tag_idx, tys[2]),
    ] {
        let v = p.resolve_operand(&m, t)?;
        st.operands.push(v);
        p.resolve_operands_same(idx, index, &mut st.operands)?;
        let ctx = p.ctx();
        let map = ctx.identity_map(idx.len() as u32);
        maps.push(ctx.attr(AttrKind::AffineMap(map)));
    }
    let n = p.resolve_operand(&num, index)?;
    st.operands.push(n);
    p.resolve_operands_same(&stride, index, &mut st.operands)?;
    for (name, m) in ["src_map", "dst_map", "tag_map"].into_iter().zip(maps) {
        let id = p.ident(name);
        st.set_attr(id, m);
    }
    Ok(())
}

/// `gpu.launch` with the 11 operand segments of LLVM 18–21 or the 8 of older releases gets
/// current upstream's 12 (three cluster sizes after the block sizes, then the dynamic
/// shared memory size, then the optional segment added last), so that its generic form is
/// what upstream reads.
pub(crate) fn upgrade_launch_segments(ctx: &mut crate::ir::Context, st: &mut OperationState) {
    use crate::ir::{AttrKind, DenseArrayData};
    if st.kind != Some(OpKind::GpuLaunch) {
        return;
    }
    let Some(name) = ctx.lookup_ident("operandSegmentSizes") else {
        return;
    };
    let Some(slot) = st.props.iter_mut().find(|p| p.name == name) else {
        return;
    };
    let AttrKind::DenseArray {
        elem,
        data: DenseArrayData::Ints(v),
    } = ctx.attr_kind(slot.value).clone()
    else {
        return;
    };
    let upgraded: Vec<i128> = match v.len() {
        8 => v[..7]
            .iter()
            .copied()
            .chain([0, 0, 0])
            .chain(v[7..].iter().copied())
            .chain([0])
            .collect(),
        11 => v.iter().copied().chain([0]).collect(),
        _ => return,
    };
    slot.value = ctx.attr(AttrKind::DenseArray {
        elem,
        data: DenseArrayData::Ints(upgraded),
    });
}
