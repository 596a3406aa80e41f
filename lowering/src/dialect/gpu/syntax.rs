//! Custom assembly forms of the `gpu` dialect, as upstream MLIR (LLVM 18–20) prints and
//! parses them.
//!
//! Storage follows upstream's generic form:
//! - `gpu.module {sym_name, targets?, offloadingHandler?}` with one block and no terminator
//!   (an explicit legacy `gpu.module_end` is dropped on input).
//! - `gpu.func {function_type, arg_attrs?, res_attrs?, workgroup_attrib_attrs?,
//!   private_attrib_attrs?, known_block_size?, known_grid_size?}` as properties, while
//!   `sym_name`, `workgroup_attributions` (an `i64`) and the unit `gpu.kernel` are
//!   discardable attributes, as upstream (they are not ODS arguments). The body's entry
//!   block takes the function arguments, then the workgroup, then the private attributions.
//! - `gpu.launch`: operands `asyncDeps.., gridX..Z, blockX..Z, clusterX..Z?, dynSmem?` with
//!   a 12-entry `operandSegmentSizes` (11 entries accepted on input); the body takes 12 index arguments (block ids, thread
//!   ids, grid sizes, block sizes), then 6 for clusters when present, then the attributions;
//!   `workgroup_attributions` is a discardable `i64`.
//! - `gpu.launch_func {kernel, operandSegmentSizes (13 entries)}`.
//! - Enum attributes are opaque: `#gpu<dim x>`, `#gpu<shuffle_mode xor>`,
//!   `#gpu<all_reduce_op add>` (`AttrKind::Opaque { dialect: "gpu", body: "<dim x>" }`).

use super::mma::{self, MmaOp};
use super::sparse_mm::{self, MmOp};
use crate::dialect::memref::syntax::{
    int_value, move_inherent, op_attr, parse_optional_typed_operands, print_attr_dict,
    print_attr_dict_with_keyword, print_symbol_bytes, print_typed_operands, segments, set_attr,
    set_prop, set_segments,
};
use crate::dialect::scf::syntax::types_of;
use crate::dialect::{GpuOp, OpKind};
use crate::ir::{Attr, AttrKind, Context, NamedAttr, Op, Type, TypeKind, Value};
use crate::parser::{Argument, Delimiter, OpParser, OperationState, PResult, UnresolvedOperand};
use crate::printer::OpPrinter;

/// The reduction kinds of `gpu.subgroup_reduce` (`gpu::AllReduceOperation`).
pub const REDUCE_OPS: &[&str] = &[
    "add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf", "and", "or", "xor",
    "minimumf", "maximumf",
];

/// `!gpu.async.token`
fn async_token_type(ctx: &mut Context) -> Type {
    ctx.ty(TypeKind::Opaque {
        dialect: "gpu".into(),
        body: ".async.token".into(),
    })
}

/// `#gpu<enum value>`
/// The GPU enum attributes. Tessera keeps them as `#gpu<name value>` (an opaque attribute
/// whose body is `<name value>`); current upstream writes `#gpu.name<value>`, which the
/// parser reads into the same attribute and the printer writes.
pub(crate) const ENUMS: &[&str] = &[
    "dim",
    "shuffle_mode",
    "all_reduce_op",
    "barrier_scope",
    "prune_2to4_spmat_flag",
    "mat_transpose_mode",
    "broadcast",
    "spgemm_work_estimation_or_compute_kind",
    "mma_element_wise",
];

/// The values of `#gpu.mat_transpose_mode` (`modeA`, `modeB`; the default is the first).
pub const TRANSPOSE_MODES: &[&str] = &["NON_TRANSPOSE", "TRANSPOSE", "CONJUGATE_TRANSPOSE"];

/// Operands (each with its transpose-mode property, if any) and results of a sparse
/// product.
pub type ProductSig = (
    &'static [(SparseTy, Option<&'static str>)],
    &'static [SparseTy],
);

/// The sparse products (`gpu.spmv`, `gpu.sddmm` and their buffer sizes): each operand
/// after the dependencies with the transpose-mode property written `{MODE}` after it (if
/// any), the results before the optional token. A memref operand (the workspace) is last
/// and its type is written before `into $computeType`.
pub fn sparse_product_sig(dk: GpuOp) -> Option<ProductSig> {
    use SparseTy::{DnTensor, Index, MemRef, SpMat};
    const SPMV: &[(SparseTy, Option<&str>)] =
        &[(SpMat, Some("modeA")), (DnTensor, None), (DnTensor, None)];
    const SPMV_ENV: &[(SparseTy, Option<&str>)] = &[
        (SpMat, Some("modeA")),
        (DnTensor, None),
        (DnTensor, None),
        (MemRef, None),
    ];
    const SDDMM: &[(SparseTy, Option<&str>)] = &[
        (DnTensor, Some("modeA")),
        (DnTensor, Some("modeB")),
        (SpMat, None),
    ];
    const SDDMM_ENV: &[(SparseTy, Option<&str>)] = &[
        (DnTensor, Some("modeA")),
        (DnTensor, Some("modeB")),
        (SpMat, None),
        (MemRef, None),
    ];
    type Sig = (
        GpuOp,
        &'static [(SparseTy, Option<&'static str>)],
        &'static [SparseTy],
    );
    const TABLE: &[Sig] = &[
        (GpuOp::GpuSpmvBufferSize, SPMV, &[Index]),
        (GpuOp::GpuSpmv, SPMV_ENV, &[]),
        (GpuOp::GpuSddmmBufferSize, SDDMM, &[Index]),
        (GpuOp::GpuSddmm, SDDMM_ENV, &[]),
    ];
    TABLE
        .iter()
        .find(|e| e.0 == dk)
        .map(|&(_, ins, outs)| (ins, outs))
}

/// The values of `#gpu.prune_2to4_spmat_flag` (`gpu.create_2to4_spmat`'s `pruneFlag`).
pub const PRUNE_FLAGS: &[&str] = &["NONE", "PRUNE_ONLY", "PRUNE_AND_CHECK"];

/// The kinds of the operands and results of the sparse library ops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SparseTy {
    /// `index`
    Index,
    /// A ranked memref (its type is written in the custom form).
    MemRef,
    /// `!gpu.sparse.spmat_handle`
    SpMat,
    /// `!gpu.sparse.dntensor_handle`
    DnTensor,
    /// `!gpu.sparse.spgemmop_handle`
    SpGemm,
}

/// The operands (after the async dependencies) and results (before the optional async
/// token) of a sparse library op with fixed operands; `None` for the other ops (and for
/// `gpu.create_dn_tensor`, whose dimensions are variadic).
pub fn sparse_sig(dk: GpuOp) -> Option<(&'static [SparseTy], &'static [SparseTy])> {
    use SparseTy::{DnTensor, Index, MemRef, SpGemm, SpMat};
    const COO: &[SparseTy] = &[Index, Index, Index, MemRef, MemRef, MemRef];
    Some(match dk {
        GpuOp::GpuDestroyDnTensor => (&[DnTensor], &[]),
        GpuOp::GpuCreateCoo | GpuOp::GpuCreateCsr | GpuOp::GpuCreateCsc => (COO, &[SpMat]),
        GpuOp::GpuCreateCooAos => (&[Index, Index, Index, MemRef, MemRef], &[SpMat]),
        GpuOp::GpuCreateBsr => (
            &[Index, Index, Index, Index, Index, MemRef, MemRef, MemRef],
            &[SpMat],
        ),
        GpuOp::GpuCreate2to4Spmat => (&[Index, Index, MemRef], &[SpMat]),
        GpuOp::GpuDestroySpMat => (&[SpMat], &[]),
        GpuOp::GpuSpgemmCreateDescr => (&[], &[SpGemm]),
        GpuOp::GpuSpgemmDestroyDescr => (&[SpGemm], &[]),
        GpuOp::GpuSpmatGetSize => (&[SpMat], &[Index, Index, Index]),
        GpuOp::GpuSetCsrPointers => (&[SpMat, MemRef, MemRef, MemRef], &[]),
        GpuOp::GpuModule
        | GpuOp::GpuFunc
        | GpuOp::GpuLaunch
        | GpuOp::GpuLaunchFunc
        | GpuOp::GpuThreadId
        | GpuOp::GpuBlockId
        | GpuOp::GpuBlockDim
        | GpuOp::GpuGridDim
        | GpuOp::GpuGlobalId
        | GpuOp::GpuClusterId
        | GpuOp::GpuClusterDim
        | GpuOp::GpuClusterBlockId
        | GpuOp::GpuClusterDimBlocks
        | GpuOp::GpuLaneId
        | GpuOp::GpuSubgroupId
        | GpuOp::GpuSubgroupSize
        | GpuOp::GpuNumSubgroups
        | GpuOp::GpuSubgroupReduce
        | GpuOp::GpuShuffle
        | GpuOp::GpuRotate
        | GpuOp::GpuBallot
        | GpuOp::GpuSubgroupBroadcast
        | GpuOp::GpuAllReduce
        | GpuOp::GpuDynamicSharedMemory
        | GpuOp::GpuBarrier
        | GpuOp::GpuInitializeNamedBarrier
        | GpuOp::GpuReturn
        | GpuOp::GpuTerminator
        | GpuOp::GpuYield
        | GpuOp::GpuWait
        | GpuOp::GpuAlloc
        | GpuOp::GpuDealloc
        | GpuOp::GpuMemcpy
        | GpuOp::GpuMemset
        | GpuOp::GpuHostRegister
        | GpuOp::GpuHostUnregister
        | GpuOp::GpuSetDefaultDevice
        | GpuOp::GpuCreateDnTensor
        | GpuOp::GpuSpmvBufferSize
        | GpuOp::GpuSpmv
        | GpuOp::GpuSddmmBufferSize
        | GpuOp::GpuSddmm
        | GpuOp::GpuSpmmBufferSize
        | GpuOp::GpuSpmm
        | GpuOp::GpuSpgemmWorkEstimationOrCompute
        | GpuOp::GpuSpgemmCopy
        | GpuOp::GpuBinary
        | GpuOp::GpuPrintf
        | GpuOp::GpuWarpExecuteOnLane0
        | GpuOp::GpuSubgroupMmaLoadMatrix
        | GpuOp::GpuSubgroupMmaStoreMatrix
        | GpuOp::GpuSubgroupMmaCompute
        | GpuOp::GpuSubgroupMmaConstantMatrix
        | GpuOp::GpuSubgroupMmaElementwise
        | GpuOp::GpuSubgroupMmaExtractThreadLocal
        | GpuOp::GpuSubgroupMmaInsertThreadLocal => return None,
    })
}

/// The body of a sparse handle type (`!gpu<body>`), `None` for index and memrefs.
pub fn sparse_handle_body(t: SparseTy) -> Option<&'static str> {
    match t {
        SparseTy::SpMat => Some(".sparse.spmat_handle"),
        SparseTy::DnTensor => Some(".sparse.dntensor_handle"),
        SparseTy::SpGemm => Some(".sparse.spgemmop_handle"),
        SparseTy::Index | SparseTy::MemRef => None,
    }
}

/// The type of an operand or result kind other than a memref.
pub(super) fn sparse_type(ctx: &mut Context, t: SparseTy) -> Type {
    match sparse_handle_body(t) {
        Some(body) => ctx.ty(TypeKind::Opaque {
            dialect: "gpu".into(),
            body: body.into(),
        }),
        None => ctx.ty(TypeKind::Index),
    }
}

/// The values of `#gpu.barrier_scope` (`gpu.barrier`'s `scope`; `workgroup` is the default).
pub const BARRIER_SCOPES: &[&str] = &["subgroup", "workgroup", "cluster"];

/// `.name<value>` (the body of `#gpu.name<value>`) as `<name value>`, for a name of [`ENUMS`]
/// and a bare-word value.
pub(crate) fn enum_body_from_pretty(body: &str) -> Option<String> {
    let rest = body.strip_prefix('.')?;
    let (name, v) = rest.split_once('<')?;
    let v = v.strip_suffix('>')?.trim();
    (ENUMS.contains(&name)
        && !v.is_empty()
        && v.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_'))
    .then(|| format!("<{name} {v}>"))
}

/// The name and value of a GPU enum attribute kept as `#gpu<name value>`, to be printed as
/// `#gpu.name<value>`.
pub(crate) fn enum_pretty<'b>(dialect: &str, body: &'b str) -> Option<(&'b str, &'b str)> {
    if dialect != "gpu" {
        return None;
    }
    let (name, v) = body.strip_prefix('<')?.strip_suffix('>')?.split_once(' ')?;
    (ENUMS.contains(&name) && !v.is_empty() && !v.contains(' ')).then_some((name, v))
}

pub(crate) fn gpu_enum(ctx: &mut Context, name: &str, value: &str) -> Attr {
    ctx.attr(AttrKind::Opaque {
        dialect: "gpu".into(),
        body: format!("<{name} {value}>"),
        ty: None,
    })
}

/// The value of a `#gpu<enum value>` attribute.
pub fn gpu_enum_value<'c>(ctx: &'c Context, a: Attr, name: &str) -> Option<&'c str> {
    match ctx.attr_kind(a) {
        AttrKind::Opaque {
            dialect,
            body,
            ty: None,
        } if dialect == "gpu" => body
            .strip_prefix('<')?
            .strip_prefix(name)?
            .strip_prefix(' ')?
            .strip_suffix('>'),
        _ => None,
    }
}

/// An enum written as a bare keyword (one of `allowed`) or as the full `#gpu<name ..>`.
fn parse_gpu_enum(p: &mut OpParser<'_>, name: &str, allowed: &[&str]) -> PResult<Attr> {
    let pos = p.current_pos();
    if let Some(k) = p.parse_optional_bare_id() {
        if !allowed.contains(&k) {
            return Err(p.error_at(pos, format!("invalid {name} '{k}'")));
        }
        return Ok(gpu_enum(p.ctx(), name, k));
    }
    let a = p.parse_attribute(None)?;
    match gpu_enum_value(p.ctx(), a, name) {
        Some(v) if allowed.contains(&v) => Ok(a),
        _ => Err(p.error_at(pos, format!("expected {name}"))),
    }
}

/// ` upper_bound N` if present.
fn parse_upper_bound(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    if p.parse_optional_keyword("upper_bound") {
        let index = p.index_type();
        let a = p.parse_attribute(Some(index))?;
        set_prop(p, st, "upper_bound", a);
    }
    Ok(())
}

/// A dictionary attribute from named attributes, sorted by name.
fn dictionary(ctx: &mut Context, mut entries: Vec<NamedAttr>) -> Attr {
    entries.sort_by(|a, b| ctx.ident_str(a.name).cmp(ctx.ident_str(b.name)));
    let items = entries.into_iter().map(|na| (na.name, na.value)).collect();
    ctx.attr(AttrKind::Dictionary(items))
}

/// Whether `a` is an empty dictionary (or absent).
fn dict_is_empty(ctx: &Context, a: Option<Attr>) -> bool {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Dictionary(items)) => items.is_empty(),
        _ => true,
    }
}

/// `[dict, ..]` of the argument attributes, or `None` when all are empty (as upstream,
/// which then leaves the attribute out).
fn arg_attr_array(ctx: &mut Context, dicts: &[Option<Attr>]) -> Option<Attr> {
    if dicts.iter().all(|d| dict_is_empty(ctx, *d)) {
        return None;
    }
    let empty = ctx.attr(AttrKind::Dictionary(Vec::new()));
    let items = dicts.iter().map(|d| d.unwrap_or(empty)).collect();
    Some(ctx.attr(AttrKind::Array(items)))
}

/// Entry `i` of an array-of-dictionaries attribute.
fn dict_at(ctx: &Context, arr: Option<Attr>, i: usize) -> Option<Attr> {
    match ctx.attr_kind(arr?) {
        AttrKind::Array(items) => items.get(i).copied(),
        _ => None,
    }
}

/// The named attributes of a dictionary attribute.
fn dict_entries(ctx: &Context, a: Option<Attr>) -> Vec<NamedAttr> {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Dictionary(items)) => items
            .iter()
            .map(|&(name, value)| NamedAttr { name, value })
            .collect(),
        _ => Vec::new(),
    }
}

/// `keyword(%a : type {attrs}?, ..)` if the keyword is present (upstream's
/// `parseAttributions`). Returns the arguments and their attribute dictionaries.
fn parse_attributions(p: &mut OpParser<'_>, keyword: &str) -> PResult<Vec<Argument>> {
    if !p.parse_optional_keyword(keyword) {
        return Ok(Vec::new());
    }
    p.parse_argument_list(Delimiter::Paren, true, true)
}

/// ` keyword(%a : type {attrs}, ..)` unless `values` is empty.
fn print_attributions(p: &mut OpPrinter<'_>, keyword: &str, values: &[Value], attrs: Option<Attr>) {
    if values.is_empty() {
        return;
    }
    let ctx = p.ctx();
    let m = p.module();
    p.write_str(" ");
    p.write_str(keyword);
    p.write_str("(");
    for (i, &v) in values.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_operand(v);
        p.write_str(" : ");
        p.print_type(m.value_type(v));
        let entries = dict_entries(ctx, dict_at(ctx, attrs, i));
        p.print_optional_attr_dict(&entries, &[]);
    }
    p.write_str(")");
}

/// `(%x, %y, %z) in (%sx = %a, %sy = %b, %sz = %c)`: the three ids, the three size
/// arguments and the three operands.
type SizeAssignment = (Vec<Argument>, Vec<Argument>, Vec<UnresolvedOperand>);

fn parse_size_assignment(p: &mut OpParser<'_>) -> PResult<SizeAssignment> {
    let pos = p.current_pos();
    let ids = p.parse_argument_list(Delimiter::Paren, false, false)?;
    if ids.len() != 3 {
        return Err(p.error_at(pos, "expected 3 identifiers"));
    }
    p.parse_keyword("in")?;
    p.parse_punct("(")?;
    let mut sizes = Vec::new();
    let mut operands = Vec::new();
    for i in 0..3 {
        if i > 0 {
            p.parse_punct(",")?;
        }
        sizes.push(p.parse_argument(false, false)?);
        p.parse_punct("=")?;
        operands.push(p.parse_operand()?);
    }
    p.parse_punct(")")?;
    Ok((ids, sizes, operands))
}

fn print_size_assignment(p: &mut OpPrinter<'_>, ids: &[Value], sizes: &[Value], ops: &[Value]) {
    p.write_str("(");
    p.print_operands(ids);
    p.write_str(") in (");
    for (i, (&s, &o)) in sizes.iter().zip(ops).enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_operand(s);
        p.write_str(" = ");
        p.print_operand(o);
    }
    p.write_str(")");
}

/// `(%a, %b, %c)` of exactly three operands.
fn parse_three(p: &mut OpParser<'_>) -> PResult<Vec<UnresolvedOperand>> {
    let pos = p.current_pos();
    let us = p.parse_operand_list(Delimiter::Paren)?;
    if us.len() != 3 {
        return Err(p.error_at(pos, "expected 3 operands"));
    }
    Ok(us)
}

/// `async`? `[%deps]`? (upstream's `custom<AsyncDependencies>`): the token type if `async`.
fn parse_async(
    p: &mut OpParser<'_>,
    st: &mut OperationState,
) -> PResult<(Option<Type>, Vec<UnresolvedOperand>)> {
    let pos = p.current_pos();
    let mut token = None;
    if p.parse_optional_keyword("async") {
        if p.num_results() == 0 {
            return Err(p.error_at(pos, "needs to be named when marked 'async'"));
        }
        token = Some(async_token_type(p.ctx()));
    }
    let deps = p.parse_operand_list(Delimiter::OptionalSquare)?;
    let tt = async_token_type(p.ctx());
    p.resolve_operands_same(&deps, tt, &mut st.operands)?;
    if let Some(t) = token {
        st.result_types.push(t);
    }
    Ok((token, deps))
}

fn print_async(p: &mut OpPrinter<'_>, is_async: bool, deps: &[Value]) {
    if is_async {
        p.write_str(" async");
    }
    if !deps.is_empty() {
        p.write_str(" [");
        p.print_operands(deps);
        p.write_str("]");
    }
}

/// Parses the custom form of a `gpu` op; the results and the op name are already consumed.
pub fn parse(dk: GpuOp, p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let kind = OpKind::from(dk);
    let index = p.index_type();
    match dk {
        GpuOp::GpuThreadId
        | GpuOp::GpuBlockId
        | GpuOp::GpuBlockDim
        | GpuOp::GpuGridDim
        | GpuOp::GpuGlobalId
        | GpuOp::GpuClusterId
        | GpuOp::GpuClusterDim
        | GpuOp::GpuClusterBlockId
        | GpuOp::GpuClusterDimBlocks => {
            let dim = parse_gpu_enum(p, "dim", &["x", "y", "z"])?;
            set_prop(p, st, "dimension", dim);
            parse_upper_bound(p, st)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            move_inherent(p, st, &["dimension", "upper_bound"]);
            st.result_types.push(index);
        }
        GpuOp::GpuLaneId
        | GpuOp::GpuSubgroupId
        | GpuOp::GpuSubgroupSize
        | GpuOp::GpuNumSubgroups => {
            parse_upper_bound(p, st)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            move_inherent(p, st, &["upper_bound"]);
            let ty = if kind == OpKind::GpuLaneId {
                index
            } else {
                p.parse_colon_type()?
            };
            st.result_types.push(ty);
        }
        GpuOp::GpuSubgroupReduce => {
            let pos = p.current_pos();
            let Some(k) = p.parse_optional_bare_id() else {
                return Err(p.error_at(pos, "expected reduction operation"));
            };
            if !REDUCE_OPS.contains(&k) {
                return Err(p.error_at(pos, "invalid op kind"));
            }
            let opa = gpu_enum(p.ctx(), "all_reduce_op", k);
            set_prop(p, st, "op", opa);
            let v = p.parse_operand()?;
            if p.parse_optional_keyword("uniform") {
                let u = p.ctx().unit_attr();
                set_prop(p, st, "uniform", u);
            }
            if p.parse_optional_keyword("cluster") {
                let i32t = p.ctx().int_type(32);
                p.parse_punct("(")?;
                p.parse_keyword("size")?;
                p.parse_punct("=")?;
                let size = p.parse_attribute(Some(i32t))?;
                set_prop(p, st, "cluster_size", size);
                if p.parse_optional_punct(",") {
                    p.parse_keyword("stride")?;
                    p.parse_punct("=")?;
                    let stride = p.parse_attribute(Some(i32t))?;
                    set_prop(p, st, "cluster_stride", stride);
                }
                p.parse_punct(")")?;
            }
            p.parse_optional_attr_dict(&mut st.attrs)?;
            move_inherent(p, st, &["op", "uniform", "cluster_size", "cluster_stride"]);
            p.parse_punct(":")?;
            let tpos = p.current_pos();
            let (ins, outs) = p.parse_function_type()?;
            let [ty] = ins[..] else {
                return Err(p.error_at(tpos, "expected one operand type"));
            };
            st.operands.push(p.resolve_operand(&v, ty)?);
            st.result_types = outs;
        }
        GpuOp::GpuShuffle => {
            let mode = parse_gpu_enum(p, "shuffle_mode", &["xor", "up", "down", "idx"])?;
            set_prop(p, st, "mode", mode);
            let v = p.parse_operand()?;
            p.parse_punct(",")?;
            let off = p.parse_operand()?;
            p.parse_punct(",")?;
            let width = p.parse_operand()?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            move_inherent(p, st, &["mode"]);
            let ty = p.parse_colon_type()?;
            let i32t = p.ctx().int_type(32);
            let i1 = p.ctx().int_type(1);
            st.operands.push(p.resolve_operand(&v, ty)?);
            st.operands.push(p.resolve_operand(&off, i32t)?);
            st.operands.push(p.resolve_operand(&width, i32t)?);
            st.result_types = vec![ty, i1];
        }
        GpuOp::GpuRotate => parse_rotate(p, st)?,
        GpuOp::GpuBallot => {
            let pred = p.parse_operand()?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let ty = p.parse_colon_type()?;
            let i1 = p.ctx().int_type(1);
            st.operands.push(p.resolve_operand(&pred, i1)?);
            st.result_types.push(ty);
        }
        GpuOp::GpuSubgroupBroadcast => parse_subgroup_broadcast(p, st)?,
        GpuOp::GpuAllReduce => parse_all_reduce(p, st)?,
        GpuOp::GpuDynamicSharedMemory => {
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let ty = p.parse_colon_type()?;
            st.result_types.push(ty);
        }
        GpuOp::GpuBarrier => {
            // `named(%b : !gpu.named_barrier)`, `memfence [spaces]`, then `scope <subgroup>`;
            // the default scope, `workgroup`, is not written.
            if p.parse_optional_keyword("named") {
                p.parse_punct("(")?;
                let b = p.parse_operand()?;
                let t = p.parse_colon_type()?;
                p.parse_punct(")")?;
                st.operands.push(p.resolve_operand(&b, t)?);
            }
            if p.parse_optional_keyword("memfence") {
                let a = p.parse_attribute(None)?;
                set_prop(p, st, "address_spaces", a);
            }
            if p.parse_optional_keyword("scope") {
                p.parse_punct("<")?;
                let pos = p.current_pos();
                let word = p.parse_bare_id()?.to_string();
                if !BARRIER_SCOPES.contains(&word.as_str()) {
                    return Err(p.error_at(
                        pos,
                        format!("expected one of [subgroup, workgroup, cluster] for barrier execution scope, got: {word}"),
                    ));
                }
                p.parse_punct(">")?;
                let a = gpu_enum(p.ctx(), "barrier_scope", &word);
                set_prop(p, st, "scope", a);
            }
            p.parse_optional_attr_dict(&mut st.attrs)?;
            move_inherent(p, st, &["scope", "address_spaces"]);
        }
        GpuOp::GpuInitializeNamedBarrier => {
            let n = p.parse_operand()?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let t = p.parse_colon_type()?;
            p.parse_punct("->")?;
            let rt = p.parse_type()?;
            st.operands.push(p.resolve_operand(&n, t)?);
            st.result_types.push(rt);
        }
        GpuOp::GpuTerminator => {
            p.parse_optional_attr_dict(&mut st.attrs)?;
        }
        GpuOp::GpuReturn | GpuOp::GpuYield => {
            p.parse_optional_attr_dict(&mut st.attrs)?;
            parse_optional_typed_operands(p, &mut st.operands)?;
        }
        GpuOp::GpuModule => parse_module(p, st)?,
        GpuOp::GpuFunc => parse_func(p, st)?,
        GpuOp::GpuLaunch => parse_launch(p, st)?,
        GpuOp::GpuLaunchFunc => parse_launch_func(p, st)?,
        GpuOp::GpuWait => parse_wait(p, st)?,
        GpuOp::GpuAlloc => parse_alloc(p, st)?,
        GpuOp::GpuDealloc => parse_dealloc(p, st)?,
        GpuOp::GpuMemcpy | GpuOp::GpuMemset => parse_memcpy_memset(dk, p, st)?,
        GpuOp::GpuHostRegister | GpuOp::GpuHostUnregister => parse_host_register(p, st)?,
        GpuOp::GpuSetDefaultDevice => parse_set_default_device(p, st)?,
        GpuOp::GpuCreateDnTensor => parse_create_dn_tensor(p, st)?,
        GpuOp::GpuDestroyDnTensor
        | GpuOp::GpuCreateCoo
        | GpuOp::GpuCreateCooAos
        | GpuOp::GpuCreateCsr
        | GpuOp::GpuCreateCsc
        | GpuOp::GpuCreateBsr
        | GpuOp::GpuCreate2to4Spmat
        | GpuOp::GpuDestroySpMat
        | GpuOp::GpuSpgemmCreateDescr
        | GpuOp::GpuSpgemmDestroyDescr
        | GpuOp::GpuSpmatGetSize
        | GpuOp::GpuSetCsrPointers => parse_sparse(dk, p, st)?,
        GpuOp::GpuSpmvBufferSize | GpuOp::GpuSpmv | GpuOp::GpuSddmmBufferSize | GpuOp::GpuSddmm => {
            parse_sparse_product(dk, p, st)?
        }
        GpuOp::GpuSpmmBufferSize => sparse_mm::parse(MmOp::SpmmBufferSize, p, st)?,
        GpuOp::GpuSpmm => sparse_mm::parse(MmOp::Spmm, p, st)?,
        GpuOp::GpuSpgemmWorkEstimationOrCompute => {
            sparse_mm::parse(MmOp::SpgemmWorkEstimationOrCompute, p, st)?
        }
        GpuOp::GpuSpgemmCopy => sparse_mm::parse(MmOp::SpgemmCopy, p, st)?,
        GpuOp::GpuBinary => super::binary::parse(p, st)?,
        GpuOp::GpuPrintf => super::printf::parse(p, st)?,
        GpuOp::GpuWarpExecuteOnLane0 => super::warp::parse(p, st)?,
        GpuOp::GpuSubgroupMmaLoadMatrix => mma::parse(MmaOp::Load, p, st)?,
        GpuOp::GpuSubgroupMmaStoreMatrix => mma::parse(MmaOp::Store, p, st)?,
        GpuOp::GpuSubgroupMmaCompute => mma::parse(MmaOp::Compute, p, st)?,
        GpuOp::GpuSubgroupMmaConstantMatrix => mma::parse(MmaOp::Constant, p, st)?,
        GpuOp::GpuSubgroupMmaElementwise => mma::parse(MmaOp::Elementwise, p, st)?,
        GpuOp::GpuSubgroupMmaExtractThreadLocal => mma::parse(MmaOp::Extract, p, st)?,
        GpuOp::GpuSubgroupMmaInsertThreadLocal => mma::parse(MmaOp::Insert, p, st)?,
    }
    Ok(())
}

/// `async? [%deps]? %a({MODE})?, %b({MODE})?, %c (, %env)? attr-dict (: memref)? into T`
#[inline(never)]
fn parse_sparse_product(dk: GpuOp, p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let pos = p.current_pos();
    let Some((ins, outs)) = sparse_product_sig(dk) else {
        return Err(p.error_at(pos, "not a sparse product op"));
    };
    let (token, _) = parse_async_deps(p, st)?;
    let mut us = Vec::with_capacity(ins.len());
    let mut names = Vec::new();
    for (i, &(_, mode)) in ins.iter().enumerate() {
        if i > 0 {
            p.parse_punct(",")?;
        }
        us.push(p.parse_operand()?);
        if let Some(name) = mode {
            names.push(name);
            if p.parse_optional_punct("{") {
                let wpos = p.current_pos();
                let word = p.parse_bare_id()?.to_string();
                if !TRANSPOSE_MODES.contains(&word.as_str()) {
                    return Err(p.error_at(
                        wpos,
                        format!(
                            "expected string or keyword containing one of the following enum \
                             values for attribute '{name}' [NON_TRANSPOSE, TRANSPOSE, \
                             CONJUGATE_TRANSPOSE]"
                        ),
                    ));
                }
                p.parse_punct("}")?;
                let a = gpu_enum(p.ctx(), "mat_transpose_mode", &word);
                set_prop(p, st, name, a);
            }
        }
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    names.push("computeType");
    move_inherent(p, st, &names);
    let mut env_ty = None;
    if ins.iter().any(|(k, _)| *k == SparseTy::MemRef) {
        p.parse_punct(":")?;
        env_ty = Some(parse_memref_kind(p, false)?);
    }
    p.parse_keyword("into")?;
    let ct = p.parse_type()?;
    let cta = p.ctx().type_attr(ct);
    set_prop(p, st, "computeType", cta);
    for (u, &(k, _)) in us.iter().zip(ins) {
        let ty = match (k, env_ty) {
            (SparseTy::MemRef, Some(t)) => t,
            _ => sparse_type(p.ctx(), k),
        };
        st.operands.push(p.resolve_operand(u, ty)?);
    }
    for &k in outs {
        let t = sparse_type(p.ctx(), k);
        st.result_types.push(t);
    }
    st.result_types.extend(token);
    Ok(())
}

/// The sparse library ops with fixed operands: `async? [%deps]? ({FLAG})? %operands
/// attr-dict (: memref types)?`, where only the memref operands' types are written (the
/// others are `index` or a handle, by position). `{FLAG}` is `gpu.create_2to4_spmat`'s
/// `pruneFlag`, right after the dependencies.
#[inline(never)]
fn parse_sparse(dk: GpuOp, p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let pos = p.current_pos();
    let Some((ins, outs)) = sparse_sig(dk) else {
        return Err(p.error_at(pos, "not a sparse library op"));
    };
    let (token, _) = parse_async_deps(p, st)?;
    if dk == GpuOp::GpuCreate2to4Spmat {
        p.parse_punct("{")?;
        let fpos = p.current_pos();
        let word = p.parse_bare_id()?.to_string();
        if !PRUNE_FLAGS.contains(&word.as_str()) {
            return Err(p.error_at(
                fpos,
                "expected string or keyword containing one of the following enum values for \
                 attribute 'pruneFlag' [NONE, PRUNE_ONLY, PRUNE_AND_CHECK]",
            ));
        }
        p.parse_punct("}")?;
        let a = gpu_enum(p.ctx(), "prune_2to4_spmat_flag", &word);
        set_prop(p, st, "pruneFlag", a);
    }
    // Exactly the operands of the signature (a list could run into the next op's results
    // after an op without operands).
    let mut us = Vec::with_capacity(ins.len());
    for i in 0..ins.len() {
        if i > 0 {
            p.parse_punct(",")?;
        }
        us.push(p.parse_operand()?);
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent(p, st, &["pruneFlag"]);
    let nmem = ins.iter().filter(|t| **t == SparseTy::MemRef).count();
    let mut mtys = Vec::with_capacity(nmem);
    if nmem > 0 {
        p.parse_punct(":")?;
        for i in 0..nmem {
            if i > 0 {
                p.parse_punct(",")?;
            }
            mtys.push(parse_memref_kind(p, false)?);
        }
    }
    let mut mtys = mtys.into_iter();
    for (u, &k) in us.iter().zip(ins) {
        let ty = match k {
            SparseTy::MemRef => match mtys.next() {
                Some(t) => t,
                None => return Err(p.error_at(pos, "missing memref type")),
            },
            _ => sparse_type(p.ctx(), k),
        };
        st.operands.push(p.resolve_operand(u, ty)?);
    }
    for &k in outs {
        let t = sparse_type(p.ctx(), k);
        st.result_types.push(t);
    }
    st.result_types.extend(token);
    Ok(())
}

/// `gpu.create_dn_tensor async? [%deps]? %memref, %dims attr-dict : index, .. into memref`
#[inline(never)]
fn parse_create_dn_tensor(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let (token, ndeps) = parse_async_deps(p, st)?;
    let m = p.parse_operand()?;
    let mut dims = Vec::new();
    while p.parse_optional_punct(",") {
        dims.push(p.parse_operand()?);
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.parse_punct(":")?;
    let tpos = p.current_pos();
    let mut dtys = Vec::new();
    if !p.peek_keyword("into") {
        loop {
            dtys.push(p.parse_type()?);
            if !p.parse_optional_punct(",") {
                break;
            }
        }
    }
    p.parse_keyword("into")?;
    let mt = parse_memref_kind(p, false)?;
    if dtys.len() != dims.len() {
        return Err(p.error_at(
            tpos,
            format!(
                "{} operands present, but expected {}",
                dims.len(),
                dtys.len()
            ),
        ));
    }
    st.operands.push(p.resolve_operand(&m, mt)?);
    for (u, t) in dims.iter().zip(dtys) {
        st.operands.push(p.resolve_operand(u, t)?);
    }
    let h = sparse_type(p.ctx(), SparseTy::DnTensor);
    st.result_types.push(h);
    st.result_types.extend(token);
    set_segments(p, st, &[ndeps, 1, dims.len()]);
    Ok(())
}

/// `async`? `[%deps]`? as [`parse_async`], but the token type is returned, not pushed to
/// the results (for ops whose token comes after another result).
#[inline(never)]
pub(super) fn parse_async_deps(
    p: &mut OpParser<'_>,
    st: &mut OperationState,
) -> PResult<(Option<Type>, usize)> {
    let pos = p.current_pos();
    let mut token = None;
    if p.parse_optional_keyword("async") {
        if p.num_results() == 0 {
            return Err(p.error_at(pos, "needs to be named when marked 'async'"));
        }
        token = Some(async_token_type(p.ctx()));
    }
    let deps = p.parse_operand_list(Delimiter::OptionalSquare)?;
    let tt = async_token_type(p.ctx());
    p.resolve_operands_same(&deps, tt, &mut st.operands)?;
    Ok((token, deps.len()))
}

/// A type that must be a ranked memref (`unranked == false`) or an unranked one, with
/// upstream's message (`invalid kind of type specified: expected builtin.memref, but found
/// 'f32'`).
#[inline(never)]
pub(crate) fn parse_memref_kind(p: &mut OpParser<'_>, unranked: bool) -> PResult<Type> {
    let pos = p.current_pos();
    let ty = p.parse_type()?;
    let ok = match p.ctx().type_kind(ty) {
        TypeKind::MemRef { .. } => !unranked,
        TypeKind::UnrankedMemRef { .. } => unranked,
        _ => false,
    };
    if ok {
        return Ok(ty);
    }
    let want = if unranked {
        "builtin.unranked_memref"
    } else {
        "builtin.memref"
    };
    let found = crate::printer::type_to_string(p.ctx(), ty);
    Err(p.error_at(
        pos,
        format!("invalid kind of type specified: expected {want}, but found '{found}'"),
    ))
}

/// `gpu.wait async? [%deps]? attr-dict`
#[inline(never)]
fn parse_wait(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let (token, _) = parse_async_deps(p, st)?;
    st.result_types.extend(token);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    Ok(())
}

/// `gpu.alloc async? [%deps]? host_shared? (%sizes) ([%symbols])? attr-dict : memref`;
/// the results are the memref, then the token.
#[inline(never)]
fn parse_alloc(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let (token, ndeps) = parse_async_deps(p, st)?;
    if p.parse_optional_keyword("host_shared") {
        let u = p.ctx().unit_attr();
        set_prop(p, st, "hostShared", u);
    }
    let sizes = p.parse_operand_list(Delimiter::Paren)?;
    let syms = p.parse_operand_list(Delimiter::OptionalSquare)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent(p, st, &["hostShared"]);
    p.parse_punct(":")?;
    let ty = parse_memref_kind(p, false)?;
    let index = p.index_type();
    p.resolve_operands_same(&sizes, index, &mut st.operands)?;
    p.resolve_operands_same(&syms, index, &mut st.operands)?;
    st.result_types.push(ty);
    st.result_types.extend(token);
    set_segments(p, st, &[ndeps, sizes.len(), syms.len()]);
    Ok(())
}

/// `gpu.dealloc async? [%deps]? %memref attr-dict : memref`
#[inline(never)]
fn parse_dealloc(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let (token, _) = parse_async_deps(p, st)?;
    st.result_types.extend(token);
    let u = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.parse_punct(":")?;
    let ty = parse_memref_kind(p, false)?;
    st.operands.push(p.resolve_operand(&u, ty)?);
    Ok(())
}

/// `gpu.memcpy async? [%deps]? %dst, %src : memref, memref attr-dict` and
/// `gpu.memset async? [%deps]? %dst, %value : memref, type attr-dict`.
#[inline(never)]
fn parse_memcpy_memset(dk: GpuOp, p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let (token, _) = parse_async_deps(p, st)?;
    st.result_types.extend(token);
    let dst = p.parse_operand()?;
    p.parse_punct(",")?;
    let src = p.parse_operand()?;
    p.parse_punct(":")?;
    let dt = parse_memref_kind(p, false)?;
    p.parse_punct(",")?;
    let st2 = if dk == GpuOp::GpuMemcpy {
        parse_memref_kind(p, false)?
    } else {
        p.parse_type()?
    };
    p.parse_optional_attr_dict(&mut st.attrs)?;
    st.operands.push(p.resolve_operand(&dst, dt)?);
    st.operands.push(p.resolve_operand(&src, st2)?);
    Ok(())
}

/// `gpu.host_register %value attr-dict : memref<*xT>` (and `host_unregister`).
#[inline(never)]
fn parse_host_register(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let u = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.parse_punct(":")?;
    let ty = parse_memref_kind(p, true)?;
    st.operands.push(p.resolve_operand(&u, ty)?);
    Ok(())
}

/// `gpu.set_default_device attr-dict %devIndex` (an `i32`).
#[inline(never)]
fn parse_set_default_device(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let u = p.parse_operand()?;
    let i32t = p.ctx().int_type(32);
    st.operands.push(p.resolve_operand(&u, i32t)?);
    Ok(())
}

/// `gpu.module @name (<handler>)? ([targets])? (attributes {..})? { .. }`
fn parse_module(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = p.parse_symbol_name()?;
    let s = p.ctx().ident_str(name).to_string();
    let na = p.ctx().str_attr(&s);
    set_prop(p, st, "sym_name", na);
    if p.parse_optional_punct("<") {
        let h = p.parse_attribute(None)?;
        p.parse_punct(">")?;
        set_prop(p, st, "offloadingHandler", h);
    }
    if p.peek_punct("[") {
        let t = p.parse_attribute(None)?;
        set_prop(p, st, "targets", t);
    }
    p.parse_optional_attr_dict_with_keyword(&mut st.attrs)?;
    move_inherent(p, st, &["targets", "offloadingHandler"]);
    let body = p.parse_region(&[], false)?;
    let m = p.module();
    if m.region(body).blocks().is_empty() {
        m.add_block(body);
    }
    // The legacy implicit terminator (LLVM ≤ 19) may be written out; it is not stored.
    let end = p.ctx().lookup_ident("gpu.module_end");
    let m = p.module();
    for b in m.region(body).blocks().to_vec() {
        for op in m.block_ops_vec(b) {
            if Some(m.op(op).name) == end && m.op(op).operands().is_empty() {
                m.erase_op(op);
            }
        }
    }
    st.regions.push(body);
    Ok(())
}

/// `gpu.func @name(args) (-> results)? workgroup(..)? private(..)? kernel? attributes? {..}`
fn parse_func(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = p.parse_symbol_name()?;
    let s = p.ctx().ident_str(name).to_string();
    let na = p.ctx().str_attr(&s);
    set_attr(p, st, "sym_name", na);
    let args = p.parse_argument_list(Delimiter::Paren, true, true)?;
    let mut results = Vec::new();
    let mut res_dicts = Vec::new();
    if p.parse_optional_punct("->") {
        if p.parse_optional_punct("(") {
            if !p.parse_optional_punct(")") {
                loop {
                    results.push(p.parse_type()?);
                    let mut entries = Vec::new();
                    p.parse_optional_attr_dict(&mut entries)?;
                    res_dicts.push(Some(dictionary(p.ctx(), entries)));
                    if !p.parse_optional_punct(",") {
                        break;
                    }
                }
                p.parse_punct(")")?;
            }
        } else {
            results.push(p.parse_type()?);
            res_dicts.push(None);
        }
    }
    let mut inputs = Vec::new();
    for a in &args {
        match a.ty {
            Some(t) => inputs.push(t),
            None => return Err(p.error_at(a.ssa.pos, "expected a type")),
        }
    }
    let fty = p.ctx().function_type(inputs, results);
    let fa = p.ctx().type_attr(fty);
    set_prop(p, st, "function_type", fa);
    let arg_dicts: Vec<Option<Attr>> = args.iter().map(|a| a.attrs).collect();
    if let Some(a) = arg_attr_array(p.ctx(), &arg_dicts) {
        set_prop(p, st, "arg_attrs", a);
    }
    if let Some(a) = arg_attr_array(p.ctx(), &res_dicts) {
        set_prop(p, st, "res_attrs", a);
    }
    let workgroup = parse_attributions(p, "workgroup")?;
    let i64t = p.ctx().int_type(64);
    let n = p.ctx().int_attr(workgroup.len() as i128, i64t);
    set_attr(p, st, "workgroup_attributions", n);
    let private = parse_attributions(p, "private")?;
    for (list, attr) in [
        (&workgroup, "workgroup_attrib_attrs"),
        (&private, "private_attrib_attrs"),
    ] {
        let dicts: Vec<Option<Attr>> = list.iter().map(|a| a.attrs).collect();
        if let Some(a) = arg_attr_array(p.ctx(), &dicts) {
            set_prop(p, st, attr, a);
        }
    }
    if p.parse_optional_keyword("kernel") {
        let u = p.ctx().unit_attr();
        set_prop(p, st, "kernel", u);
    }
    p.parse_optional_attr_dict_with_keyword(&mut st.attrs)?;
    move_inherent(
        p,
        st,
        &[
            "function_type",
            "arg_attrs",
            "res_attrs",
            "workgroup_attrib_attrs",
            "private_attrib_attrs",
            "known_block_size",
            "known_grid_size",
        ],
    );
    let mut entry: Vec<Argument> = args;
    entry.extend(workgroup);
    entry.extend(private);
    let body = p.parse_region(&entry, false)?;
    st.regions.push(body);
    Ok(())
}

/// `gpu.launch async? [deps]? clusters(..) in (..)? blocks(..) in (..) threads(..) in (..)
/// (dynamic_shared_memory_size %s)? workgroup(..)? private(..)? {..} {attrs}?`
fn parse_launch(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let index = p.index_type();
    let (_, deps) = parse_async(p, st)?;
    let cluster = if p.parse_optional_keyword("clusters") {
        Some(parse_size_assignment(p)?)
    } else {
        None
    };
    p.parse_keyword("blocks")?;
    let (block_ids, grid_sizes, grid_ops) = parse_size_assignment(p)?;
    p.parse_keyword("threads")?;
    let (thread_ids, block_sizes, block_ops) = parse_size_assignment(p)?;
    p.resolve_operands_same(&grid_ops, index, &mut st.operands)?;
    p.resolve_operands_same(&block_ops, index, &mut st.operands)?;
    if let Some((_, _, ops)) = &cluster {
        p.resolve_operands_same(ops, index, &mut st.operands)?;
    }
    let mut dyn_smem = 0;
    if p.parse_optional_keyword("dynamic_shared_memory_size") {
        let u = p.parse_operand()?;
        let i32t = p.ctx().int_type(32);
        st.operands.push(p.resolve_operand(&u, i32t)?);
        dyn_smem = 1;
    }
    let mut args: Vec<Argument> = Vec::new();
    for list in [&block_ids, &thread_ids, &grid_sizes, &block_sizes] {
        args.extend(list.iter().map(|a| Argument {
            ty: Some(index),
            ..*a
        }));
    }
    if let Some((ids, sizes, _)) = &cluster {
        for list in [ids, sizes] {
            args.extend(list.iter().map(|a| Argument {
                ty: Some(index),
                ..*a
            }));
        }
    }
    let workgroup = parse_attributions(p, "workgroup")?;
    let i64t = p.ctx().int_type(64);
    let n = p.ctx().int_attr(workgroup.len() as i128, i64t);
    set_attr(p, st, "workgroup_attributions", n);
    let private = parse_attributions(p, "private")?;
    args.extend(workgroup);
    args.extend(private);
    let body = p.parse_region(&args, false)?;
    st.regions.push(body);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let c = if cluster.is_some() { 1 } else { 0 };
    set_segments(p, st, &[deps.len(), 1, 1, 1, 1, 1, 1, c, c, c, dyn_smem, 0]);
    Ok(())
}

/// `gpu.launch_func async? [deps]? (<%obj : type>)? @m::@f clusters in (..)? blocks in (..)
/// threads in (..) (: type)? (dynamic_shared_memory_size %s)? args(..)? {attrs}?`
fn parse_launch_func(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let (_, deps) = parse_async(p, st)?;
    let mut object = None;
    if p.parse_optional_punct("<") {
        let u = p.parse_operand()?;
        let t = p.parse_colon_type()?;
        p.parse_punct(">")?;
        object = Some((u, t));
    }
    let kpos = p.current_pos();
    let kernel = p.parse_attribute(None)?;
    if !matches!(p.ctx().attr_kind(kernel), AttrKind::SymbolRef { .. }) {
        return Err(p.error_at(kpos, "expected a symbol reference to the kernel"));
    }
    set_prop(p, st, "kernel", kernel);
    let clusters = if p.parse_optional_keyword("clusters") {
        p.parse_keyword("in")?;
        Some(parse_three(p)?)
    } else {
        None
    };
    p.parse_keyword("blocks")?;
    p.parse_keyword("in")?;
    let grid = parse_three(p)?;
    p.parse_keyword("threads")?;
    p.parse_keyword("in")?;
    let block = parse_three(p)?;
    let dim_ty = if p.parse_optional_punct(":") {
        p.parse_type()?
    } else {
        p.index_type()
    };
    for us in [Some(&grid), Some(&block), clusters.as_ref()]
        .into_iter()
        .flatten()
    {
        p.resolve_operands_same(us, dim_ty, &mut st.operands)?;
    }
    let mut dyn_smem = 0;
    if p.parse_optional_keyword("dynamic_shared_memory_size") {
        let u = p.parse_operand()?;
        let i32t = p.ctx().int_type(32);
        st.operands.push(p.resolve_operand(&u, i32t)?);
        dyn_smem = 1;
    }
    let mut nargs = 0;
    if p.parse_optional_keyword("args") {
        p.parse_punct("(")?;
        if !p.parse_optional_punct(")") {
            loop {
                let u = p.parse_operand()?;
                let t = p.parse_colon_type()?;
                st.operands.push(p.resolve_operand(&u, t)?);
                nargs += 1;
                if !p.parse_optional_punct(",") {
                    break;
                }
            }
            p.parse_punct(")")?;
        }
    }
    if let Some((u, t)) = object {
        st.operands.push(p.resolve_operand(&u, t)?);
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent(p, st, &["kernel"]);
    let c = if clusters.is_some() { 1 } else { 0 };
    let o = if object.is_some() { 1 } else { 0 };
    set_segments(
        p,
        st,
        &[deps.len(), 1, 1, 1, 1, 1, 1, c, c, c, dyn_smem, nargs, o],
    );
    Ok(())
}

/// Prints the custom form of a `gpu` op after its name; `false` falls back to the generic
/// form.
pub fn print(dk: GpuOp, p: &mut OpPrinter<'_>, op: Op) -> bool {
    let kind = OpKind::from(dk);
    let ctx = p.ctx();
    let m = p.module();
    let d = m.op(op);
    let operands = d.operands().to_vec();
    let results = d.results().to_vec();
    match dk {
        GpuOp::GpuThreadId
        | GpuOp::GpuBlockId
        | GpuOp::GpuBlockDim
        | GpuOp::GpuGridDim
        | GpuOp::GpuGlobalId
        | GpuOp::GpuClusterId
        | GpuOp::GpuClusterDim
        | GpuOp::GpuClusterBlockId
        | GpuOp::GpuClusterDimBlocks => {
            let dim = op_attr(p, op, "dimension").and_then(|a| gpu_enum_value(ctx, a, "dim"));
            let Some(dim) = dim else { return false };
            p.write_str(" ");
            p.write_str(dim);
            print_upper_bound(p, op);
            print_attr_dict(p, op, &["dimension", "upper_bound"]);
        }
        GpuOp::GpuLaneId
        | GpuOp::GpuSubgroupId
        | GpuOp::GpuSubgroupSize
        | GpuOp::GpuNumSubgroups => {
            let [r] = results[..] else { return false };
            print_upper_bound(p, op);
            print_attr_dict(p, op, &["upper_bound"]);
            if kind != OpKind::GpuLaneId {
                p.write_str(" : ");
                p.print_type(m.value_type(r));
            }
        }
        GpuOp::GpuSubgroupReduce => {
            let k = op_attr(p, op, "op")
                .and_then(|a| gpu_enum_value(ctx, a, "all_reduce_op"))
                .filter(|k| REDUCE_OPS.contains(k));
            let (Some(k), [v]) = (k, &operands[..]) else {
                return false;
            };
            p.write_str(" ");
            p.write_str(k);
            p.write_str(" ");
            p.print_operand(*v);
            if op_attr(p, op, "uniform").is_some() {
                p.write_str(" uniform");
            }
            if let Some(size) = op_attr(p, op, "cluster_size") {
                p.write_str(" cluster(size = ");
                p.print_attribute_without_type(size);
                let stride = op_attr(p, op, "cluster_stride");
                if let Some(s) = stride.filter(|&s| int_value(ctx, s) != Some(1)) {
                    p.write_str(", stride = ");
                    p.print_attribute_without_type(s);
                }
                p.write_str(")");
            }
            print_attr_dict(p, op, &["op", "uniform", "cluster_size", "cluster_stride"]);
            p.write_str(" : ");
            let ins = types_of(p, &operands);
            let outs = types_of(p, &results);
            p.print_function_type(&ins, &outs);
        }
        GpuOp::GpuShuffle => {
            let mode = op_attr(p, op, "mode").and_then(|a| gpu_enum_value(ctx, a, "shuffle_mode"));
            let (Some(mode), [v, _, _]) = (mode, &operands[..]) else {
                return false;
            };
            p.write_str(" ");
            p.write_str(mode);
            p.write_str(" ");
            p.print_operands(&operands);
            print_attr_dict(p, op, &["mode"]);
            p.write_str(" : ");
            p.print_type(m.value_type(*v));
        }
        GpuOp::GpuRotate => {
            let (Some(o), Some(w), [v]) = (
                op_attr(p, op, "offset"),
                op_attr(p, op, "width"),
                &operands[..],
            ) else {
                return false;
            };
            p.write_str(" ");
            p.print_operand(*v);
            p.write_str(", ");
            p.print_attribute_without_type(o);
            p.write_str(", ");
            p.print_attribute_without_type(w);
            print_attr_dict(p, op, &["offset", "width"]);
            p.write_str(" : ");
            p.print_type(m.value_type(*v));
        }
        GpuOp::GpuBallot => {
            let ([pred], [r]) = (&operands[..], &results[..]) else {
                return false;
            };
            p.write_str(" ");
            p.print_operand(*pred);
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_type(m.value_type(*r));
        }
        GpuOp::GpuSubgroupBroadcast => return print_subgroup_broadcast(p, op),
        GpuOp::GpuAllReduce => return print_all_reduce(p, op),
        GpuOp::GpuDynamicSharedMemory => {
            let [r] = results[..] else { return false };
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_type(m.value_type(r));
        }
        GpuOp::GpuInitializeNamedBarrier => {
            let ([n], [r]) = (&operands[..], &results[..]) else {
                return false;
            };
            p.write_str(" ");
            p.print_operand(*n);
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_type(m.value_type(*n));
            p.write_str(" -> ");
            p.print_type(m.value_type(*r));
        }
        GpuOp::GpuBarrier => {
            if let [b] = operands[..] {
                p.write_str(" named(");
                p.print_operand(b);
                p.write_str(" : ");
                p.print_type(m.value_type(b));
                p.write_str(")");
            } else if !operands.is_empty() {
                return false;
            }
            if let Some(a) = op_attr(p, op, "address_spaces") {
                p.write_str(" memfence ");
                p.print_attribute(a);
            }
            let scope = op_attr(p, op, "scope")
                .and_then(|a| gpu_enum_value(p.ctx(), a, "barrier_scope"))
                .map(str::to_string);
            let elide: &[&str] = match scope.as_deref() {
                Some("workgroup") => &["scope", "address_spaces"],
                Some(v) => {
                    p.write_str(&format!(" scope <{v}>"));
                    &["scope", "address_spaces"]
                }
                None => &["address_spaces"],
            };
            print_attr_dict(p, op, elide)
        }
        GpuOp::GpuTerminator => print_attr_dict(p, op, &[]),
        GpuOp::GpuReturn | GpuOp::GpuYield => {
            print_attr_dict(p, op, &[]);
            print_typed_operands(p, &operands);
        }
        GpuOp::GpuModule => return print_module(p, op),
        GpuOp::GpuFunc => return print_func(p, op),
        GpuOp::GpuLaunch => return print_launch(p, op),
        GpuOp::GpuLaunchFunc => return print_launch_func(p, op),
        GpuOp::GpuWait => return print_wait(p, op),
        GpuOp::GpuAlloc => return print_alloc(p, op),
        GpuOp::GpuDealloc => return print_dealloc(p, op),
        GpuOp::GpuMemcpy | GpuOp::GpuMemset => return print_memcpy_memset(p, op),
        GpuOp::GpuHostRegister | GpuOp::GpuHostUnregister => {
            let [v] = operands[..] else { return false };
            p.write_str(" ");
            p.print_operand(v);
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_type(m.value_type(v));
        }
        GpuOp::GpuSetDefaultDevice => {
            let [v] = operands[..] else { return false };
            print_attr_dict(p, op, &[]);
            p.write_str(" ");
            p.print_operand(v);
        }
        GpuOp::GpuCreateDnTensor => return print_create_dn_tensor(p, op),
        GpuOp::GpuDestroyDnTensor
        | GpuOp::GpuCreateCoo
        | GpuOp::GpuCreateCooAos
        | GpuOp::GpuCreateCsr
        | GpuOp::GpuCreateCsc
        | GpuOp::GpuCreateBsr
        | GpuOp::GpuCreate2to4Spmat
        | GpuOp::GpuDestroySpMat
        | GpuOp::GpuSpgemmCreateDescr
        | GpuOp::GpuSpgemmDestroyDescr
        | GpuOp::GpuSpmatGetSize
        | GpuOp::GpuSetCsrPointers => return print_sparse(dk, p, op),
        GpuOp::GpuSpmvBufferSize | GpuOp::GpuSpmv | GpuOp::GpuSddmmBufferSize | GpuOp::GpuSddmm => {
            return print_sparse_product(dk, p, op)
        }
        GpuOp::GpuSpmmBufferSize => return sparse_mm::print(MmOp::SpmmBufferSize, p, op),
        GpuOp::GpuSpmm => return sparse_mm::print(MmOp::Spmm, p, op),
        GpuOp::GpuSpgemmWorkEstimationOrCompute => {
            return sparse_mm::print(MmOp::SpgemmWorkEstimationOrCompute, p, op)
        }
        GpuOp::GpuSpgemmCopy => return sparse_mm::print(MmOp::SpgemmCopy, p, op),
        GpuOp::GpuBinary => return super::binary::print(p, op),
        GpuOp::GpuPrintf => return super::printf::print(p, op),
        GpuOp::GpuWarpExecuteOnLane0 => return super::warp::print(p, op),
        GpuOp::GpuSubgroupMmaLoadMatrix => return mma::print(MmaOp::Load, p, op),
        GpuOp::GpuSubgroupMmaStoreMatrix => return mma::print(MmaOp::Store, p, op),
        GpuOp::GpuSubgroupMmaCompute => return mma::print(MmaOp::Compute, p, op),
        GpuOp::GpuSubgroupMmaConstantMatrix => return mma::print(MmaOp::Constant, p, op),
        GpuOp::GpuSubgroupMmaElementwise => return mma::print(MmaOp::Elementwise, p, op),
        GpuOp::GpuSubgroupMmaExtractThreadLocal => return mma::print(MmaOp::Extract, p, op),
        GpuOp::GpuSubgroupMmaInsertThreadLocal => return mma::print(MmaOp::Insert, p, op),
    }
    true
}

#[inline(never)]
fn print_sparse_product(dk: GpuOp, p: &mut OpPrinter<'_>, op: Op) -> bool {
    let Some((ins, outs)) = sparse_product_sig(dk) else {
        return false;
    };
    let Some((is_async, deps, rest)) = sparse_parts(p, op, ins.len(), outs) else {
        return false;
    };
    let (m, ctx) = (p.module(), p.ctx());
    if !rest
        .iter()
        .zip(ins)
        .all(|(&v, &(k, _))| sparse_kind_ok(ctx, m.value_type(v), k))
    {
        return false;
    }
    let ct = match op_attr(p, op, "computeType").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Type(t)) => *t,
        _ => return false,
    };
    let mut modes = Vec::new();
    for &(_, mode) in ins {
        let Some(name) = mode else {
            modes.push(None);
            continue;
        };
        match op_attr(p, op, name) {
            None => modes.push(None),
            Some(a) => match gpu_enum_value(ctx, a, "mat_transpose_mode") {
                Some("NON_TRANSPOSE") => modes.push(None),
                Some(v) if TRANSPOSE_MODES.contains(&v) => modes.push(Some(v)),
                _ => return false,
            },
        }
    }
    print_async_directive(p, is_async, &deps);
    p.write_str(" ");
    for (i, (&v, mode)) in rest.iter().zip(&modes).enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_operand(v);
        if let Some(mode) = mode {
            p.write_str("{");
            p.write_str(mode);
            p.write_str("}");
        }
    }
    print_attr_dict(p, op, &["modeA", "modeB", "computeType"]);
    if let Some((&env, _)) = rest
        .iter()
        .zip(ins)
        .find(|(_, (k, _))| *k == SparseTy::MemRef)
    {
        p.write_str(" : ");
        p.print_type(m.value_type(env));
    }
    p.write_str(" into ");
    p.print_type(ct);
    true
}

/// The parts of a sparse op that every custom form shares: whether it is async (its
/// results are `outs` then an optional token), its async dependencies, and its `n_ins`
/// other operands; `None` when the results or dependencies do not fit.
fn sparse_parts(
    p: &OpPrinter<'_>,
    op: Op,
    n_ins: usize,
    outs: &[SparseTy],
) -> Option<(bool, Vec<Value>, Vec<Value>)> {
    let (m, ctx) = (p.module(), p.ctx());
    let d = m.op(op);
    let results = d.results();
    let is_async = match results.len().checked_sub(outs.len())? {
        0 => false,
        1 => is_token(ctx, m, results[outs.len()]),
        _ => return None,
    };
    let outs_ok = results
        .iter()
        .zip(outs)
        .all(|(&r, &k)| sparse_kind_ok(ctx, m.value_type(r), k));
    let n = d.operands().len().checked_sub(n_ins)?;
    let (deps, rest) = d.operands().split_at(n);
    (outs_ok && deps.iter().all(|&v| is_token(ctx, m, v)))
        .then(|| (is_async, deps.to_vec(), rest.to_vec()))
}

/// Whether `t` has the kind `k` (any ranked memref for [`SparseTy::MemRef`]).
pub(super) fn sparse_kind_ok(ctx: &Context, t: Type, k: SparseTy) -> bool {
    match (ctx.type_kind(t), sparse_handle_body(k)) {
        (TypeKind::Opaque { dialect, body }, Some(want)) => dialect == "gpu" && body == want,
        (TypeKind::Index, None) => k == SparseTy::Index,
        (TypeKind::MemRef { .. }, None) => k == SparseTy::MemRef,
        _ => false,
    }
}

/// A sparse op with fixed operands: its results of their own, then the optional token.
#[inline(never)]
fn print_sparse(dk: GpuOp, p: &mut OpPrinter<'_>, op: Op) -> bool {
    let Some((ins, outs)) = sparse_sig(dk) else {
        return false;
    };
    let Some((is_async, deps, rest)) = sparse_parts(p, op, ins.len(), outs) else {
        return false;
    };
    print_sparse_body(dk, p, op, ins, is_async, &deps, &rest)
}

/// Prints a sparse op after its name, once its operands and results are checked.
fn print_sparse_body(
    dk: GpuOp,
    p: &mut OpPrinter<'_>,
    op: Op,
    ins: &[SparseTy],
    is_async: bool,
    deps: &[Value],
    rest: &[Value],
) -> bool {
    let m = p.module();
    let ctx = p.ctx();
    if !rest
        .iter()
        .zip(ins)
        .all(|(&v, &k)| sparse_kind_ok(ctx, m.value_type(v), k))
    {
        return false;
    }
    let flag = if dk == GpuOp::GpuCreate2to4Spmat {
        let f = op_attr(p, op, "pruneFlag")
            .and_then(|a| gpu_enum_value(ctx, a, "prune_2to4_spmat_flag"));
        match f {
            Some(f) if PRUNE_FLAGS.contains(&f) => Some(f),
            _ => return false,
        }
    } else {
        None
    };
    print_async_directive(p, is_async, deps);
    if let Some(f) = flag {
        p.write_str("{");
        p.write_str(f);
        p.write_str("}");
    }
    if !rest.is_empty() {
        p.write_str(" ");
        p.print_operands(rest);
    }
    print_attr_dict(p, op, &["pruneFlag"]);
    let mtys: Vec<Type> = rest
        .iter()
        .zip(ins)
        .filter(|(_, k)| **k == SparseTy::MemRef)
        .map(|(&v, _)| m.value_type(v))
        .collect();
    if !mtys.is_empty() {
        p.write_str(" : ");
        p.print_types(&mtys);
    }
    true
}

#[inline(never)]
fn print_create_dn_tensor(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let ctx = p.ctx();
    let Some(seg) = segments(p, op, 3) else {
        return false;
    };
    let results = m.op(op).results().to_vec();
    let dn = |v: Value| sparse_kind_ok(ctx, m.value_type(v), SparseTy::DnTensor);
    let is_async = match results[..] {
        [h] if dn(h) => false,
        [h, t] if dn(h) && is_token(ctx, m, t) => true,
        _ => return false,
    };
    let ([mem], dims) = (&seg[1][..], &seg[2]) else {
        return false;
    };
    let mem = *mem;
    if !seg[0].iter().all(|&v| is_token(ctx, m, v))
        || !matches!(ctx.type_kind(m.value_type(mem)), TypeKind::MemRef { .. })
        || dims.is_empty()
    {
        return false;
    }
    print_async_directive(p, is_async, &seg[0]);
    p.write_str(" ");
    p.print_operand(mem);
    for &d in dims {
        p.write_str(", ");
        p.print_operand(d);
    }
    print_attr_dict(p, op, &["operandSegmentSizes"]);
    p.write_str(" : ");
    let dtys: Vec<Type> = dims.iter().map(|&d| m.value_type(d)).collect();
    p.print_types(&dtys);
    p.write_str(" into ");
    p.print_type(m.value_type(mem));
    true
}

/// Whether `v` is a `!gpu.async.token`.
pub(super) fn is_token(ctx: &Context, m: &crate::ir::Module, v: Value) -> bool {
    matches!(ctx.type_kind(m.value_type(v)), TypeKind::Opaque { dialect, body }
        if dialect == "gpu" && body == ".async.token")
}

/// Upstream's `custom<AsyncDependencies>` as its generated printers write it: a space, then
/// `async`, a space if both, then `[%deps]` (nothing at all for a blocking op without
/// dependencies, which leaves the space).
#[inline(never)]
pub(super) fn print_async_directive(p: &mut OpPrinter<'_>, is_async: bool, deps: &[Value]) {
    p.write_str(" ");
    if is_async {
        p.write_str("async");
    }
    if !deps.is_empty() {
        if is_async {
            p.write_str(" ");
        }
        p.write_str("[");
        p.print_operands(deps);
        p.write_str("]");
    }
}

/// The leading token operands and the token result of an async op, or `None` when the
/// operands other than the tokens are not `rest` in number or a result is not a token.
fn async_parts(p: &OpPrinter<'_>, op: Op, rest: usize) -> Option<(bool, Vec<Value>, Vec<Value>)> {
    let m = p.module();
    let d = m.op(op);
    let n = d.operands().len().checked_sub(rest)?;
    let (deps, others) = d.operands().split_at(n);
    if !deps.iter().all(|&v| is_token(p.ctx(), m, v)) {
        return None;
    }
    let results = d.results();
    if results.len() > 1 || !results.iter().all(|&v| is_token(p.ctx(), m, v)) {
        return None;
    }
    Some((results.len() == 1, deps.to_vec(), others.to_vec()))
}

#[inline(never)]
fn print_wait(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let Some((is_async, deps, _)) = async_parts(p, op, 0) else {
        return false;
    };
    print_async_directive(p, is_async, &deps);
    print_attr_dict(p, op, &[]);
    true
}

#[inline(never)]
fn print_alloc(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let Some(seg) = segments(p, op, 3) else {
        return false;
    };
    let results = m.op(op).results().to_vec();
    let is_async = match results[..] {
        [_] => false,
        [_, t] if is_token(p.ctx(), m, t) => true,
        _ => return false,
    };
    let ty = m.value_type(results[0]);
    if !matches!(p.ctx().type_kind(ty), TypeKind::MemRef { .. })
        || !seg[0].iter().all(|&v| is_token(p.ctx(), m, v))
    {
        return false;
    }
    print_async_directive(p, is_async, &seg[0]);
    if op_attr(p, op, "hostShared").is_some() {
        p.write_str(" host_shared");
    }
    p.write_str(" (");
    p.print_operands(&seg[1]);
    p.write_str(")");
    if !seg[2].is_empty() {
        p.write_str("[");
        p.print_operands(&seg[2]);
        p.write_str("]");
    }
    print_attr_dict(p, op, &["hostShared", "operandSegmentSizes"]);
    p.write_str(" : ");
    p.print_type(ty);
    true
}

#[inline(never)]
fn print_dealloc(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let Some((is_async, deps, rest)) = async_parts(p, op, 1) else {
        return false;
    };
    let m = p.module();
    let [v] = rest[..] else { return false };
    print_async_directive(p, is_async, &deps);
    p.write_str(" ");
    p.print_operand(v);
    print_attr_dict(p, op, &[]);
    p.write_str(" : ");
    p.print_type(m.value_type(v));
    true
}

#[inline(never)]
fn print_memcpy_memset(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let Some((is_async, deps, rest)) = async_parts(p, op, 2) else {
        return false;
    };
    let m = p.module();
    let [d, s] = rest[..] else { return false };
    print_async_directive(p, is_async, &deps);
    p.write_str(" ");
    p.print_operands(&[d, s]);
    p.write_str(" : ");
    p.print_types(&[m.value_type(d), m.value_type(s)]);
    print_attr_dict(p, op, &[]);
    true
}

/// ` upper_bound N` if set.
fn print_upper_bound(p: &mut OpPrinter<'_>, op: Op) {
    if let Some(b) = op_attr(p, op, "upper_bound") {
        p.write_str(" upper_bound ");
        p.print_attribute_without_type(b);
    }
}

/// The text of a string attribute.
pub(super) fn string_of(ctx: &Context, a: Option<Attr>) -> Option<&[u8]> {
    match ctx.attr_kind(a?) {
        AttrKind::String { value, .. } => Some(value),
        _ => None,
    }
}

fn print_module(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let ctx = p.ctx();
    let Some(name) = string_of(ctx, op_attr(p, op, "sym_name")) else {
        return false;
    };
    let [body] = p.module().op(op).regions()[..] else {
        return false;
    };
    p.write_str(" ");
    print_symbol_bytes(p, name);
    if let Some(h) = op_attr(p, op, "offloadingHandler") {
        p.write_str(" <");
        p.print_attribute(h);
        p.write_str(">");
    }
    if let Some(t) = op_attr(p, op, "targets") {
        p.write_str(" ");
        p.print_attribute(t);
    }
    print_attr_dict_with_keyword(p, op, &["sym_name", "targets", "offloadingHandler"]);
    p.write_str(" ");
    p.print_region(body, true, true);
    true
}

fn print_func(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let ctx = p.ctx();
    let m = p.module();
    let Some(name) = string_of(ctx, op_attr(p, op, "sym_name")) else {
        return false;
    };
    let fty = op_attr(p, op, "function_type").map(|a| ctx.attr_kind(a));
    let Some(&AttrKind::Type(fty)) = fty else {
        return false;
    };
    let TypeKind::Function { inputs, results } = ctx.type_kind(fty) else {
        return false;
    };
    let [body] = m.op(op).regions()[..] else {
        return false;
    };
    let Some(entry) = m.region(body).blocks().first() else {
        return false;
    };
    let args = m.block(*entry).args();
    let nwg = op_attr(p, op, "workgroup_attributions").and_then(|a| int_value(ctx, a));
    let nwg = usize::try_from(nwg.unwrap_or(0)).unwrap_or(usize::MAX);
    if args.len() < inputs.len() || args.len() - inputs.len() < nwg {
        return false;
    }
    if args[..inputs.len()]
        .iter()
        .zip(inputs)
        .any(|(&a, &t)| m.value_type(a) != t)
    {
        return false;
    }
    let (fargs, rest) = args.split_at(inputs.len());
    let (wg, private) = rest.split_at(nwg);
    p.write_str(" ");
    print_symbol_bytes(p, name);
    p.write_str("(");
    let arg_attrs = op_attr(p, op, "arg_attrs");
    for (i, &a) in fargs.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_argument(a, dict_at(ctx, arg_attrs, i));
    }
    p.write_str(")");
    if !results.is_empty() {
        let res_attrs = op_attr(p, op, "res_attrs");
        let parens = results.len() > 1
            || matches!(ctx.type_kind(results[0]), TypeKind::Function { .. })
            || !dict_is_empty(ctx, dict_at(ctx, res_attrs, 0));
        p.write_str(" -> ");
        if parens {
            p.write_str("(");
        }
        for (i, &t) in results.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_type(t);
            let entries = dict_entries(ctx, dict_at(ctx, res_attrs, i));
            p.print_optional_attr_dict(&entries, &[]);
        }
        if parens {
            p.write_str(")");
        }
    }
    print_attributions(p, "workgroup", wg, op_attr(p, op, "workgroup_attrib_attrs"));
    print_attributions(
        p,
        "private",
        private,
        op_attr(p, op, "private_attrib_attrs"),
    );
    // The `kernel` property (current upstream), or the `gpu.kernel` attribute of older
    // generic input.
    if op_attr(p, op, "kernel").is_some() || op_attr(p, op, "gpu.kernel").is_some() {
        p.write_str(" kernel");
    }
    print_attr_dict_with_keyword(
        p,
        op,
        &[
            "sym_name",
            "function_type",
            "arg_attrs",
            "res_attrs",
            "workgroup_attributions",
            "workgroup_attrib_attrs",
            "private_attrib_attrs",
            "kernel",
            "gpu.kernel",
        ],
    );
    p.write_str(" ");
    p.print_region(body, false, true);
    true
}

fn print_launch(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let ctx = p.ctx();
    let m = p.module();
    // 12 segments (current upstream; the last one, an optional operand the custom form
    // cannot show, must be empty) or 11 (older input).
    let Some(seg) = segments(p, op, 12)
        .filter(|s| s[11].is_empty())
        .or_else(|| segments(p, op, 11))
    else {
        return false;
    };
    let [body] = m.op(op).regions()[..] else {
        return false;
    };
    let Some(entry) = m.region(body).blocks().first() else {
        return false;
    };
    let args = m.block(*entry).args();
    let grid: Vec<Value> = seg[1..4].concat();
    let block: Vec<Value> = seg[4..7].concat();
    let cluster: Vec<Value> = seg[7..10].concat();
    if grid.len() != 3 || block.len() != 3 || !(cluster.is_empty() || cluster.len() == 3) {
        return false;
    }
    let nconfig = if cluster.is_empty() { 12 } else { 18 };
    let nwg = op_attr(p, op, "workgroup_attributions").and_then(|a| int_value(ctx, a));
    let nwg = usize::try_from(nwg.unwrap_or(0)).unwrap_or(usize::MAX);
    if args.len() < nconfig || args.len() - nconfig < nwg {
        return false;
    }
    let is_async = m.op(op).results().len() == 1;
    print_async(p, is_async, &seg[0]);
    if !cluster.is_empty() {
        p.write_str(" clusters");
        print_size_assignment(p, &args[12..15], &args[15..18], &cluster);
    }
    p.write_str(" blocks");
    print_size_assignment(p, &args[0..3], &args[6..9], &grid);
    p.write_str(" threads");
    print_size_assignment(p, &args[3..6], &args[9..12], &block);
    if let [s] = seg[10][..] {
        p.write_str(" dynamic_shared_memory_size ");
        p.print_operand(s);
    }
    let (wg, private) = args[nconfig..].split_at(nwg);
    print_attributions(p, "workgroup", wg, None);
    print_attributions(p, "private", private, None);
    p.write_str(" ");
    p.print_region(body, false, true);
    print_attr_dict(p, op, &["operandSegmentSizes", "workgroup_attributions"]);
    true
}

fn print_launch_func(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let Some(seg) = segments(p, op, 13) else {
        return false;
    };
    let Some(kernel) = op_attr(p, op, "kernel") else {
        return false;
    };
    let grid: Vec<Value> = seg[1..4].concat();
    let block: Vec<Value> = seg[4..7].concat();
    let cluster: Vec<Value> = seg[7..10].concat();
    if grid.len() != 3 || block.len() != 3 || !(cluster.is_empty() || cluster.len() == 3) {
        return false;
    }
    // Upstream's assembly format, spaces included: every custom directive (async
    // dependencies, the size type, the kernel operands) is preceded by a space even when
    // it prints nothing, so `gpu.launch_func  @k::@f ... threads in (...)  ` has two
    // spaces after the name and two at the end when there is no `async` and no `args`.
    let is_async = m.op(op).results().len() == 1;
    print_async_directive(p, is_async, &seg[0]);
    if let [obj] = seg[12][..] {
        p.write_str(" <");
        p.print_operand(obj);
        p.write_str(" : ");
        p.print_type(m.value_type(obj));
        p.write_str(">");
    }
    p.write_str(" ");
    p.print_attribute(kernel);
    let three = |p: &mut OpPrinter<'_>, label: &str, vals: &[Value]| {
        p.write_str(label);
        p.write_str(" in (");
        p.print_operands(vals);
        p.write_str(")");
    };
    if !cluster.is_empty() {
        three(p, " clusters", &cluster);
    }
    three(p, " blocks", &grid);
    three(p, " threads", &block);
    let dim_ty = m.value_type(grid[0]);
    p.write_str(" ");
    if !matches!(p.ctx().type_kind(dim_ty), TypeKind::Index) {
        p.write_str(": ");
        p.print_type(dim_ty);
    }
    if let [s] = seg[10][..] {
        p.write_str(" dynamic_shared_memory_size ");
        p.print_operand(s);
    }
    p.write_str(" ");
    if !seg[11].is_empty() {
        p.write_str("args(");
        for (i, &a) in seg[11].iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_operand(a);
            p.write_str(" : ");
            p.print_type(m.value_type(a));
        }
        p.write_str(")");
    }
    print_attr_dict(p, op, &["kernel", "operandSegmentSizes"]);
    true
}

/// `gpu.rotate %v, offset, width : type`: the offset and width are `i32` attributes.
#[inline(never)]
fn parse_rotate(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let v = p.parse_operand()?;
    let i32t = p.ctx().int_type(32);
    p.parse_punct(",")?;
    let off = p.parse_attribute(Some(i32t))?;
    set_prop(p, st, "offset", off);
    p.parse_punct(",")?;
    let width = p.parse_attribute(Some(i32t))?;
    set_prop(p, st, "width", width);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent(p, st, &["offset", "width"]);
    let ty = p.parse_colon_type()?;
    let i1 = p.ctx().int_type(1);
    st.operands.push(p.resolve_operand(&v, ty)?);
    st.result_types = vec![ty, i1];
    Ok(())
}

/// The broadcast kinds of `gpu.subgroup_broadcast` (`#gpu.broadcast<..>`).
pub const BROADCAST_TYPES: &[&str] = &["first_active_lane", "specific_lane"];

/// `gpu.subgroup_broadcast %v, first_active_lane : type` or
/// `gpu.subgroup_broadcast %v, specific_lane %lane : type` (the lane is an `i32`).
#[inline(never)]
fn parse_subgroup_broadcast(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.parse_punct(",")?;
    let kind = parse_gpu_enum(p, "broadcast", BROADCAST_TYPES)?;
    let specific = gpu_enum_value(p.ctx(), kind, "broadcast") == Some("specific_lane");
    set_prop(p, st, "broadcast_type", kind);
    let lane = if specific {
        Some(p.parse_operand()?)
    } else {
        None
    };
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent(p, st, &["broadcast_type"]);
    let ty = p.parse_colon_type()?;
    st.operands.push(p.resolve_operand(&v, ty)?);
    if let Some(l) = lane {
        let i32t = p.ctx().int_type(32);
        st.operands.push(p.resolve_operand(&l, i32t)?);
    }
    st.result_types.push(ty);
    Ok(())
}

#[inline(never)]
fn print_subgroup_broadcast(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let ctx = p.ctx();
    let m = p.module();
    let operands = m.op(op).operands().to_vec();
    let kind = op_attr(p, op, "broadcast_type").and_then(|a| gpu_enum_value(ctx, a, "broadcast"));
    let (Some(kind), Some(&v)) = (kind, operands.first()) else {
        return false;
    };
    // A value the custom form cannot spell prints in the generic form, which reads back.
    if !BROADCAST_TYPES.contains(&kind) || (kind == "specific_lane") != (operands.len() == 2) {
        return false;
    }
    p.write_str(" ");
    p.print_operand(v);
    p.write_str(", ");
    p.write_str(kind);
    if let Some(&l) = operands.get(1) {
        p.write_str(" ");
        p.print_operand(l);
    }
    print_attr_dict(p, op, &["broadcast_type"]);
    p.write_str(" : ");
    p.print_type(m.value_type(v));
    true
}

/// `gpu.all_reduce [op] %v [uniform] { region } attr-dict : (type) -> type`; the region is
/// always written (empty with an operation kind).
#[inline(never)]
fn parse_all_reduce(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let pos = p.current_pos();
    if let Some(k) = p.parse_optional_bare_id() {
        if !REDUCE_OPS.contains(&k) {
            return Err(p.error_at(pos, "invalid op kind"));
        }
        let opa = gpu_enum(p.ctx(), "all_reduce_op", k);
        set_prop(p, st, "op", opa);
    }
    let v = p.parse_operand()?;
    if p.parse_optional_keyword("uniform") {
        let u = p.ctx().unit_attr();
        set_prop(p, st, "uniform", u);
    }
    let body = p.parse_region(&[], false)?;
    st.regions.push(body);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent(p, st, &["op", "uniform"]);
    p.parse_punct(":")?;
    let tpos = p.current_pos();
    let (ins, outs) = p.parse_function_type()?;
    let [ty] = ins[..] else {
        return Err(p.error_at(tpos, "expected one operand type"));
    };
    st.operands.push(p.resolve_operand(&v, ty)?);
    st.result_types = outs;
    Ok(())
}

#[inline(never)]
fn print_all_reduce(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let ctx = p.ctx();
    let m = p.module();
    let d = m.op(op);
    let (operands, results) = (d.operands().to_vec(), d.results().to_vec());
    let ([v], [body]) = (&operands[..], d.regions()) else {
        return false;
    };
    let body = *body;
    if let Some(k) = op_attr(p, op, "op") {
        let Some(k) = gpu_enum_value(ctx, k, "all_reduce_op").filter(|k| REDUCE_OPS.contains(k))
        else {
            return false;
        };
        p.write_str(" ");
        p.write_str(k);
    }
    p.write_str(" ");
    p.print_operand(*v);
    if op_attr(p, op, "uniform").is_some() {
        p.write_str(" uniform");
    }
    p.write_str(" ");
    p.print_region(body, true, true);
    print_attr_dict(p, op, &["op", "uniform"]);
    p.write_str(" : ");
    let ins = types_of(p, &operands);
    let outs = types_of(p, &results);
    p.print_function_type(&ins, &outs);
    true
}

#[cfg(test)]
mod tests {
    use super::gpu_enum_value;
    use crate::dialect::memref::syntax::dense_ints;
    use crate::dialect::memref::syntax::test_util::*;

    const KERNELS: &str = r#"
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<?xf32>, %n: index, %c: i32) workgroup(%w : memref<32xf32, #gpu.address_space<workgroup>>) kernel {
      %tx = gpu.thread_id x
      %ty = gpu.block_dim y upper_bound 64
      %l = gpu.lane_id
      %s = gpu.subgroup_size : index
      %v = memref.load %a[%tx] : memref<?xf32>
      %r = gpu.subgroup_reduce add %v uniform : (f32) -> f32
      %sh, %ok = gpu.shuffle xor %r, %c, %c : f32
      gpu.barrier
      gpu.return
    }
    gpu.func @dev(%x: f32) -> f32 {
      gpu.return %x : f32
    }
  }
  func.func @host(%a: memref<?xf32>, %n: index, %c1: index) {
    gpu.launch blocks(%bx, %by, %bz) in (%sx = %c1, %sy = %c1, %sz = %c1) threads(%tx, %ty, %tz) in (%tsx = %c1, %tsy = %c1, %tsz = %c1) {
      gpu.terminator
    }
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<?xf32>, %n : index, %c1 : index)
    return
  }
}
"#;

    #[test]
    fn gpu_round_trip() {
        let out = roundtrip(KERNELS);
        assert_lines(
            &out,
            &[
                "gpu.module @kernels {",
                "gpu.func @k(%arg0: memref<?xf32>, %arg1: index, %arg2: i32) workgroup(%arg3 : \
                 memref<32xf32, #gpu.address_space<workgroup>>) kernel {",
                "gpu.barrier",
                "gpu.return",
                "gpu.func @dev(%arg0: f32) -> f32 {",
                "gpu.return %arg0 : f32",
                "gpu.terminator",
            ],
        );
        for frag in [
            "= gpu.thread_id x",
            "= gpu.block_dim y upper_bound 64",
            "= gpu.lane_id\n",
            "= gpu.subgroup_size : index",
            "= gpu.subgroup_reduce add %",
            " uniform : (f32) -> f32",
            "= gpu.shuffle xor %",
            "gpu.launch blocks(%arg3, %arg4, %arg5) in (%arg9 = %arg2",
            // upstream's spacing: a space before each custom directive, printed or not
            "gpu.launch_func  @kernels::@k blocks in (%",
            ")  args(%arg0 : memref<?xf32>, %arg1 : index, %arg2 : index)\n",
        ] {
            assert!(out.contains(frag), "missing `{frag}` in:\n{out}");
        }
    }

    #[test]
    fn gpu_storage() {
        let (ctx, m, op) = parse_find(KERNELS, "gpu.func");
        let (_, inh) = attr_of(&ctx, &m, op, "function_type").expect("function_type");
        assert!(inh);
        assert!(attr_of(&ctx, &m, op, "sym_name").is_some());
        assert!(attr_of(&ctx, &m, op, "kernel").is_some());
        assert!(attr_of(&ctx, &m, op, "workgroup_attributions").is_some());
        let (ctx, m, op) = parse_find(KERNELS, "gpu.thread_id");
        let (d, _) = attr_of(&ctx, &m, op, "dimension").expect("dimension");
        assert_eq!(gpu_enum_value(&ctx, d, "dim"), Some("x"));
        let (ctx, m, op) = parse_find(KERNELS, "gpu.launch");
        let (seg, _) = attr_of(&ctx, &m, op, "operandSegmentSizes").expect("segments");
        assert_eq!(
            dense_ints(&ctx, seg),
            Some(vec![0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0])
        );
        let entry = m.entry_block(op, 0).expect("body");
        assert_eq!(m.block(entry).args().len(), 12);
        let (ctx, m, op) = parse_find(KERNELS, "gpu.launch_func");
        let (seg, _) = attr_of(&ctx, &m, op, "operandSegmentSizes").expect("segments");
        assert_eq!(
            dense_ints(&ctx, seg),
            Some(vec![0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 3, 0])
        );
    }

    #[test]
    fn gpu_async_clusters_targets() {
        let src = r#"
gpu.module @t [#nvvm.target<chip = "sm_90">] {
}
func.func @h(%c: index, %t: !gpu.async.token, %s: i32) {
  %0 = gpu.launch async [%t] clusters(%cx, %cy, %cz) in (%a = %c, %b = %c, %d = %c) blocks(%bx, %by, %bz) in (%e = %c, %f = %c, %g = %c) threads(%tx, %ty, %tz) in (%h = %c, %i = %c, %j = %c) dynamic_shared_memory_size %s {
    gpu.terminator
  }
  %1 = gpu.launch_func async [%0] @t::@k clusters in (%c, %c, %c) blocks in (%c, %c, %c) threads in (%c, %c, %c)
  return
}
"#;
        let out = roundtrip(src);
        for frag in [
            "gpu.module @t [#nvvm.target<chip = \"sm_90\">] {",
            "= gpu.launch async [%arg1] clusters(%arg15, %arg16, %arg17) in (%arg18 = %arg0, \
             %arg19 = %arg0, %arg20 = %arg0) blocks(%arg3, %arg4, %arg5) in (%arg9 = %arg0, %arg10 = \
             %arg0, %arg11 = %arg0) threads(%arg6, %arg7, %arg8) in (%arg12 = %arg0, %arg13 = \
             %arg0, %arg14 = %arg0) dynamic_shared_memory_size %arg2 {",
            "= gpu.launch_func async [%0] @t::@k clusters in (%arg0, %arg0, %arg0) blocks in \
             (%arg0, %arg0, %arg0) threads in (%arg0, %arg0, %arg0)  \n",
        ] {
            assert!(out.contains(frag), "missing `{frag}` in:\n{out}");
        }
        let (ctx, m, op) = parse_find(src, "gpu.launch");
        let (seg, _) = attr_of(&ctx, &m, op, "operandSegmentSizes").expect("segments");
        assert_eq!(
            dense_ints(&ctx, seg),
            Some(vec![1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0])
        );
        assert_eq!(m.op(op).results().len(), 1);
    }

    const HOST_OPS: &str = r#"
func.func @h(%n: index, %src: memref<4xf32>, %v: f32, %t: !gpu.async.token, %mf: memref<?xf64>) {
  %m, %t1 = gpu.alloc async [%t] host_shared (%n) : memref<?xf32>
  %t2 = gpu.memcpy async [%t1] %m, %src : memref<?xf32>, memref<4xf32>
  gpu.memset %m, %v : memref<?xf32>, f32
  gpu.wait
  %s = "gpu.create_2to4_spmat"(%n, %n, %mf) : (index, index, memref<?xf64>) -> !gpu.sparse.spmat_handle
  %dn = gpu.create_dn_tensor %mf, %n, %n : index, index into memref<?xf64>
  %d = gpu.spgemm_create_descr
  gpu.destroy_sp_mat %s
  return
}
"#;

    #[test]
    fn gpu_host_ops_round_trip_and_storage() {
        let out = roundtrip(HOST_OPS);
        for frag in [
            "%0:2 = gpu.alloc async [%arg3] host_shared (%arg0) : memref<?xf32>\n",
            "= gpu.memcpy async [%0#1] %0#0, %arg1 : memref<?xf32>, memref<4xf32>\n",
            "gpu.memset  %0#0, %arg2 : memref<?xf32>, f32\n",
            "gpu.wait \n",
            "= gpu.create_2to4_spmat {PRUNE_AND_CHECK} %arg0, %arg0, %arg4 : memref<?xf64>\n",
            "= gpu.create_dn_tensor  %arg4, %arg0, %arg0 : index, index into memref<?xf64>\n",
            "= gpu.spgemm_create_descr \n",
            "gpu.destroy_sp_mat  %",
        ] {
            assert!(out.contains(frag), "missing `{frag}` in:\n{out}");
        }
        let (ctx, m, op) = parse_find(HOST_OPS, "gpu.alloc");
        let (seg, inh) = attr_of(&ctx, &m, op, "operandSegmentSizes").expect("segments");
        assert!(inh);
        assert_eq!(dense_ints(&ctx, seg), Some(vec![1, 1, 0]));
        assert!(attr_of(&ctx, &m, op, "hostShared").is_some_and(|(_, inh)| inh));
        // Results: the memref, then the token.
        assert_eq!(m.op(op).results().len(), 2);
        let (ctx, m, op) = parse_find(HOST_OPS, "gpu.create_2to4_spmat");
        let (flag, _) = attr_of(&ctx, &m, op, "pruneFlag").expect("default pruneFlag");
        assert_eq!(
            gpu_enum_value(&ctx, flag, "prune_2to4_spmat_flag"),
            Some("PRUNE_AND_CHECK")
        );
        let (ctx, m, op) = parse_find(HOST_OPS, "gpu.create_dn_tensor");
        let (seg, _) = attr_of(&ctx, &m, op, "operandSegmentSizes").expect("segments");
        assert_eq!(dense_ints(&ctx, seg), Some(vec![0, 1, 2]));
    }

    #[test]
    fn gpu_host_op_errors() {
        let e = parse_error("func.func @f(%a: f32) {\n  gpu.dealloc %a : f32\n  return\n}\n");
        assert!(
            e.contains("invalid kind of type specified: expected builtin.memref, but found 'f32'"),
            "{e}"
        );
        let e = parse_error(
            "func.func @f(%n: index, %m: memref<?xf64>) {\n  %s = gpu.create_2to4_spmat {ALL} %n, \
             %n, %m : memref<?xf64>\n  return\n}\n",
        );
        assert!(e.contains("for attribute 'pruneFlag'"), "{e}");
        let e = parse_error("func.func @f() {\n  gpu.wait async\n  return\n}\n");
        assert!(e.contains("needs to be named"), "{e}");
    }

    #[test]
    fn gpu_errors() {
        let e = parse_error("func.func @f() {\n  %0 = gpu.thread_id w\n  return\n}\n");
        assert!(e.contains("invalid dim"), "{e}");
        let e = parse_error(
            "func.func @f(%c: index) {\n  gpu.launch async blocks(%a, %b, %d) in (%e = %c, %f = %c, \
             %g = %c) threads(%h, %i, %j) in (%k = %c, %l = %c, %m = %c) {\n    gpu.terminator\n  \
             }\n  return\n}\n",
        );
        assert!(e.contains("needs to be named"), "{e}");
    }
}
