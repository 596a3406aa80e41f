//! Per-op verification rules of the `gpu` dialect, with upstream's messages: `gpu.module`,
//! `gpu.func` (signature, attributions, kernels return nothing), `gpu.return`, `gpu.launch`
//! (configuration operands, body arguments, `gpu.terminator`), `gpu.launch_func` (the
//! container-module rule and the kernel symbol use: container, function, `gpu.kernel`
//! attribute, operand count and types), the id/dimension ops and subgroup ops.

use super::mma::{self, MmaOp};
use super::sparse_mm::{self, MmOp};
use super::syntax::{
    sparse_handle_body, sparse_product_sig, sparse_sig, SparseTy, PRUNE_FLAGS, TRANSPOSE_MODES,
};
use crate::dialect::{GpuOp, OpKind};
use crate::ir::{AttrKind, Op, Type, TypeKind, Value};
use crate::verify::check::{Check, OpCheck};
use crate::verify::constraints::{self as cs, shape, Count};
use crate::verify::{fmt, symbols};

/// Number of block arguments of a `gpu.launch` body before the attributions (block ids,
/// thread ids, grid sizes, block sizes).
pub const LAUNCH_CONFIG_ARGS: usize = 12;

/// The region checks of one `gpu` op, run after its nested ops verified.
pub fn verify_regions(c: &OpCheck, kind: GpuOp) -> Check {
    match kind {
        GpuOp::GpuLaunch => verify_launch_regions(c),
        GpuOp::GpuAllReduce => verify_all_reduce_regions(c),
        GpuOp::GpuRotate
        | GpuOp::GpuBallot
        | GpuOp::GpuSubgroupBroadcast
        | GpuOp::GpuDynamicSharedMemory
        | GpuOp::GpuModule
        | GpuOp::GpuFunc
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
        | GpuOp::GpuDestroyDnTensor
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
        | GpuOp::GpuSetCsrPointers
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
        | GpuOp::GpuSubgroupMmaInsertThreadLocal => Ok(()),
    }
}

/// The `workgroup_attributions` count of a `gpu.func` / `gpu.launch` (0 when absent; clamped
/// so that arithmetic on it cannot overflow).
fn attribution_count(c: &OpCheck) -> usize {
    let n = c.int_attr("workgroup_attributions").unwrap_or(0);
    usize::try_from(n.clamp(0, u32::MAX as i128)).unwrap_or(0)
}

/// Verifies one `gpu` op.
pub fn verify(c: &OpCheck, kind: GpuOp) -> Check {
    match kind {
        GpuOp::GpuModule => {
            shape(c, Count::Exact(0), Count::Exact(0), 1, 0)?;
            if c.str_attr("sym_name").is_none() {
                return Err(c.err("requires attribute 'sym_name'"));
            }
            symbols::verify_visibility(c)
        }
        GpuOp::GpuFunc => verify_func(c),
        GpuOp::GpuReturn => verify_return(c),
        GpuOp::GpuLaunch => verify_launch(c),
        GpuOp::GpuLaunchFunc => verify_launch_func(c),
        GpuOp::GpuThreadId
        | GpuOp::GpuBlockId
        | GpuOp::GpuBlockDim
        | GpuOp::GpuGridDim
        | GpuOp::GpuGlobalId
        | GpuOp::GpuClusterId
        | GpuOp::GpuClusterDim
        | GpuOp::GpuClusterBlockId
        | GpuOp::GpuClusterDimBlocks => {
            shape(c, Count::Exact(0), Count::Exact(1), 0, 0)?;
            verify_dimension(c)?;
            cs::all_results(c, cs::INDEX)
        }
        GpuOp::GpuLaneId
        | GpuOp::GpuSubgroupId
        | GpuOp::GpuSubgroupSize
        | GpuOp::GpuNumSubgroups => {
            shape(c, Count::Exact(0), Count::Exact(1), 0, 0)?;
            cs::all_results(c, cs::INDEX)
        }
        GpuOp::GpuSubgroupReduce => {
            shape(c, Count::Exact(1), Count::Exact(1), 0, 0)?;
            c.require("op")?;
            cs::same_operands_and_result_type(c)
        }
        GpuOp::GpuRotate => verify_rotate(c),
        GpuOp::GpuBallot => {
            shape(c, Count::Exact(1), Count::Exact(1), 0, 0)?;
            cs::operand_types(c, 0, 1, cs::I1)?;
            cs::result_types(c, 0, 1, SIGNLESS_INT)
        }
        GpuOp::GpuSubgroupBroadcast => {
            shape(c, Count::AtLeast(1), Count::Exact(1), 0, 0)?;
            if c.operands().len() > 2 {
                let n = c.operands().len();
                return Err(c.err(format!("expected 1 or 2 operands, but found {n}")));
            }
            c.require("broadcast_type")?;
            let specific = c
                .attr("broadcast_type")
                .and_then(|a| super::syntax::gpu_enum_value(c.ctx, a, "broadcast"))
                == Some("specific_lane");
            if c.operand_ty(0) != c.result_ty(0) {
                return Err(c.err("failed to verify that all of {result, src} have same type"));
            }
            if c.operands().len() == 2 {
                cs::operand_types(c, 1, 1, I32)?;
            }
            match (specific, c.operands().len() == 2) {
                (true, false) => Err(c.err("lane must be specified for `specific_lane` broadcast")),
                (false, true) => {
                    Err(c.err("lane can only be specified for `specific_lane` broadcast"))
                }
                _ => Ok(()),
            }
        }
        GpuOp::GpuAllReduce => {
            shape(c, Count::Exact(1), Count::Exact(1), 1, 0)?;
            cs::operand_types(c, 0, 1, INT_OR_FLOAT)?;
            if c.operand_ty(0) != c.result_ty(0) {
                return Err(c.err("requires the same type for all operands and results"));
            }
            Ok(())
        }
        GpuOp::GpuDynamicSharedMemory => {
            shape(c, Count::Exact(0), Count::Exact(1), 0, 0)?;
            cs::result_types(c, 0, 1, BYTE_MEMREF_1D)?;
            let Some(t) = c.result_ty(0) else {
                return Ok(());
            };
            let TypeKind::MemRef {
                shape: dims,
                memory_space,
                layout,
                ..
            } = c.ctx.type_kind(t)
            else {
                return Ok(());
            };
            let workgroup = memory_space.is_some_and(|a| {
                super::syntax::gpu_enum_value(c.ctx, a, "address_space") == Some("workgroup")
                    || crate::printer::attr_to_string(c.ctx, a) == "#gpu.address_space<workgroup>"
            });
            if !workgroup {
                return Err(c.err("address space must be address_space<workgroup>"));
            }
            if dims[..] != [crate::ir::DYNAMIC] || layout.is_some() {
                return Err(c.err(
                    "result memref type must be memref<?xi8, #gpu.address_space<workgroup>>",
                ));
            }
            Ok(())
        }
        GpuOp::GpuShuffle => {
            shape(c, Count::Exact(3), Count::Exact(2), 0, 0)?;
            c.require("mode")?;
            cs::operand_types(c, 0, 1, cs::I32_I64_F32_F64)?;
            let i32c = cs::TypeConstraint {
                summary: "32-bit signless integer",
                pred: |ctx, t| {
                    matches!(
                        ctx.type_kind(t),
                        TypeKind::Integer {
                            width: 32,
                            signedness: crate::ir::Signedness::Signless
                        }
                    )
                },
            };
            cs::operand_types(c, 1, 2, i32c)?;
            if c.operand_ty(0) != c.result_ty(0) {
                return Err(
                    c.err("failed to verify that all of {value, shuffleResult} have same type")
                );
            }
            if !c.result_ty(1).is_some_and(|t| cs::is_i1(c.ctx, t)) {
                let t = c.result_ty(1).map_or_else(String::new, |t| c.q(t));
                return Err(c.err(format!(
                    "result #1 must be 1-bit signless integer, but got {t}"
                )));
            }
            Ok(())
        }
        GpuOp::GpuInitializeNamedBarrier => {
            shape(c, Count::Exact(1), Count::Exact(1), 0, 0)?;
            cs::operand_types(c, 0, 1, I32)?;
            cs::result_types(c, 0, 1, NAMED_BARRIER)
        }
        GpuOp::GpuBarrier => {
            shape(c, Count::AtLeast(0), Count::Exact(0), 0, 0)?;
            if c.operands().len() > 1 {
                let n = c.operands().len();
                return Err(c.err(format!("expected 0 or 1 operands, but found {n}")));
            }
            cs::operand_types(c, 0, 1, NAMED_BARRIER)?;
            let scope_name = c
                .attr("scope")
                .and_then(|a| super::syntax::gpu_enum_value(c.ctx, a, "barrier_scope"));
            if c.operands().len() == 1 && scope_name.is_some_and(|s| s != "workgroup") {
                return Err(c.err("named barriers require workgroup scope"));
            }
            let Some(scope) = c.attr("scope") else {
                return Ok(());
            };
            match super::syntax::gpu_enum_value(c.ctx, scope, "barrier_scope") {
                Some(v) if super::syntax::BARRIER_SCOPES.contains(&v) => Ok(()),
                // Not an enum at all: upstream's property conversion refuses it (its
                // message names the properties and the attribute).
                None => {
                    let a = crate::printer::attr_to_string(c.ctx, scope);
                    Err(c.plain_err(format!(
                        "invalid properties {{scope = {a}}} for op gpu.barrier: Invalid \
                         attribute `scope` in property conversion: {a}"
                    )))
                }
                Some(_) => Err(c.err(
                    "attribute 'scope' failed to satisfy constraint: gpu barrier scope (subgroup, workgroup or cluster)",
                )),
            }
        }
        GpuOp::GpuTerminator => shape(c, Count::Exact(0), Count::Exact(0), 0, 0),
        GpuOp::GpuYield => cs::results(c, Count::Exact(0)),
        GpuOp::GpuWait => verify_async(c, 0),
        GpuOp::GpuAlloc => verify_alloc(c),
        GpuOp::GpuDealloc => {
            verify_async(c, 1)?;
            let n = c.operands().len() - 1;
            cs::operand_types(c, n, 1, GPU_MEMREF)
        }
        GpuOp::GpuMemcpy => verify_memcpy(c),
        GpuOp::GpuMemset => verify_memset(c),
        GpuOp::GpuHostRegister | GpuOp::GpuHostUnregister => {
            shape(c, Count::Exact(1), Count::Exact(0), 0, 0)?;
            cs::operand_types(c, 0, 1, GPU_UNRANKED_MEMREF)
        }
        GpuOp::GpuSetDefaultDevice => {
            shape(c, Count::Exact(1), Count::Exact(0), 0, 0)?;
            cs::operand_types(c, 0, 1, I32)
        }
        GpuOp::GpuCreateDnTensor => verify_create_dn_tensor(c),
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
        | GpuOp::GpuSetCsrPointers => verify_sparse(c, kind),
        GpuOp::GpuSpmvBufferSize | GpuOp::GpuSpmv | GpuOp::GpuSddmmBufferSize | GpuOp::GpuSddmm => {
            verify_sparse_product(c, kind)
        }
        GpuOp::GpuSpmmBufferSize => sparse_mm::verify(c, MmOp::SpmmBufferSize),
        GpuOp::GpuSpmm => sparse_mm::verify(c, MmOp::Spmm),
        GpuOp::GpuSpgemmWorkEstimationOrCompute => {
            sparse_mm::verify(c, MmOp::SpgemmWorkEstimationOrCompute)
        }
        GpuOp::GpuSpgemmCopy => sparse_mm::verify(c, MmOp::SpgemmCopy),
        GpuOp::GpuBinary => super::binary::verify(c),
        GpuOp::GpuPrintf => super::printf::verify(c),
        GpuOp::GpuWarpExecuteOnLane0 => super::warp::verify(c),
        GpuOp::GpuSubgroupMmaLoadMatrix => mma::verify(c, MmaOp::Load),
        GpuOp::GpuSubgroupMmaStoreMatrix => mma::verify(c, MmaOp::Store),
        GpuOp::GpuSubgroupMmaCompute => mma::verify(c, MmaOp::Compute),
        GpuOp::GpuSubgroupMmaConstantMatrix => mma::verify(c, MmaOp::Constant),
        GpuOp::GpuSubgroupMmaElementwise => mma::verify(c, MmaOp::Elementwise),
        GpuOp::GpuSubgroupMmaExtractThreadLocal => mma::verify(c, MmaOp::Extract),
        GpuOp::GpuSubgroupMmaInsertThreadLocal => mma::verify(c, MmaOp::Insert),
    }
}

/// `invalid properties {..} for op ..: Invalid attribute `name` in property conversion: a`:
/// a property that is not of its kind, as upstream's property conversion refuses it. The
/// dictionary is the op's properties as written (sorted by name, as upstream's dictionary
/// attribute): the transpose modes and prune flag that the parser filled with their
/// default are left out.
pub(super) fn bad_property(c: &OpCheck, name: &str, a: crate::ir::Attr) -> crate::diag::Diagnostic {
    use super::syntax::gpu_enum_value;
    let text = |a| crate::printer::attr_to_string(c.ctx, a);
    let mut entries: Vec<(&str, String)> = c
        .m
        .op(c.op)
        .props
        .iter()
        .map(|na| (c.ctx.ident_str(na.name), na.value))
        .filter(|&(n, v)| {
            n == name
                || !(gpu_enum_value(c.ctx, v, "mat_transpose_mode") == Some("NON_TRANSPOSE")
                    || gpu_enum_value(c.ctx, v, "prune_2to4_spmat_flag") == Some("PRUNE_AND_CHECK"))
        })
        .map(|(n, v)| (n, text(v)))
        .collect();
    entries.sort_by(|x, y| x.0.cmp(y.0));
    let dict: Vec<String> = entries.iter().map(|(n, v)| format!("{n} = {v}")).collect();
    let a = text(a);
    let op = c.name_of(c.op);
    c.plain_err(format!(
        "invalid properties {{{}}} for op {op}: Invalid attribute `{name}` in property \
         conversion: {a}",
        dict.join(", ")
    ))
}

/// `gpu.spmv`, `gpu.sddmm` and their buffer sizes: the operands, results and optional
/// token of [`sparse_product_sig`], the transpose modes and `computeType` (a type).
fn verify_sparse_product(c: &OpCheck, kind: GpuOp) -> Check {
    let Some((ins, outs)) = sparse_product_sig(kind) else {
        return Ok(());
    };
    for &(_, mode) in ins {
        let Some(name) = mode else { continue };
        if let Some(a) = c.attr(name) {
            match super::syntax::gpu_enum_value(c.ctx, a, "mat_transpose_mode") {
                Some(v) if TRANSPOSE_MODES.contains(&v) => {}
                _ => return Err(bad_property(c, name, a)),
            }
        }
    }
    match c.attr("computeType") {
        None => return Err(c.err("requires attribute 'computeType'")),
        Some(a) if !matches!(c.ctx.attr_kind(a), AttrKind::Type(_)) => {
            return Err(bad_property(c, "computeType", a))
        }
        Some(_) => {}
    }
    cs::regions(c, 0)?;
    cs::successors(c, 0)?;
    cs::operands(c, Count::AtLeast(ins.len()))?;
    let ndeps = c.operands().len() - ins.len();
    cs::operand_types(c, 0, ndeps, TOKENS)?;
    for (j, &(k, _)) in ins.iter().enumerate() {
        if let Some(t) = c.operand_ty(ndeps + j) {
            sparse_check(c, "operand", ndeps + j, t, k)?;
        }
    }
    cs::results(c, Count::AtLeast(outs.len()))?;
    for (j, &k) in outs.iter().enumerate() {
        if let Some(t) = c.result_ty(j) {
            sparse_check(c, "result", j, t, k)?;
        }
    }
    verify_token_result(c, outs.len())
}

/// Upstream's summary of an operand or result kind of the sparse ops.
pub(super) fn sparse_summary(k: SparseTy) -> &'static str {
    match k {
        SparseTy::Index => "index",
        SparseTy::MemRef => "memref of any non-token type values",
        SparseTy::SpMat => "sparse matrix handle type",
        SparseTy::DnTensor => "dense tensor handle type",
        SparseTy::SpGemm => "SpGEMM operation handle type",
    }
}

/// Whether `t` is of kind `k`.
fn sparse_ok(c: &OpCheck, t: Type, k: SparseTy) -> bool {
    match sparse_handle_body(k) {
        Some(want) => {
            matches!(c.tk(t), TypeKind::Opaque { dialect, body } if dialect == "gpu" && body == want)
        }
        None if k == SparseTy::Index => cs::is_index(c.ctx, t),
        None => GPU_MEMREF.ok(c.ctx, t),
    }
}

/// Checks operand `i` (`what` is `operand` or `result`) against kind `k`.
fn sparse_check(c: &OpCheck, what: &str, i: usize, t: Type, k: SparseTy) -> Check {
    if sparse_ok(c, t, k) {
        return Ok(());
    }
    Err(c.err(format!(
        "{what} #{i} must be {}, but got {}",
        sparse_summary(k),
        c.q(t)
    )))
}

/// The sparse library ops with fixed operands: leading async dependencies, the operands of
/// [`sparse_sig`], its results, then the optional token.
fn verify_sparse(c: &OpCheck, kind: GpuOp) -> Check {
    let Some((ins, outs)) = sparse_sig(kind) else {
        return Ok(());
    };
    cs::regions(c, 0)?;
    cs::successors(c, 0)?;
    cs::operands(c, Count::AtLeast(ins.len()))?;
    let ndeps = c.operands().len() - ins.len();
    cs::operand_types(c, 0, ndeps, TOKENS)?;
    for (j, &k) in ins.iter().enumerate() {
        if let Some(t) = c.operand_ty(ndeps + j) {
            sparse_check(c, "operand", ndeps + j, t, k)?;
        }
    }
    cs::results(c, Count::AtLeast(outs.len()))?;
    for (j, &k) in outs.iter().enumerate() {
        if let Some(t) = c.result_ty(j) {
            sparse_check(c, "result", j, t, k)?;
        }
    }
    verify_token_result(c, outs.len())?;
    if kind == GpuOp::GpuCreate2to4Spmat {
        let Some(flag) = c.attr("pruneFlag") else {
            return Ok(());
        };
        match super::syntax::gpu_enum_value(c.ctx, flag, "prune_2to4_spmat_flag") {
            Some(v) if PRUNE_FLAGS.contains(&v) => {}
            _ => {
                let a = crate::printer::attr_to_string(c.ctx, flag);
                return Err(c.plain_err(format!(
                    "invalid properties {{pruneFlag = {a}}} for op gpu.create_2to4_spmat: \
                     Invalid attribute `pruneFlag` in property conversion: {a}"
                )));
            }
        }
    }
    Ok(())
}

/// `gpu.create_dn_tensor`: segments (dependencies, the memref, the dimensions), a dense
/// tensor handle and the optional token.
fn verify_create_dn_tensor(c: &OpCheck) -> Check {
    cs::regions(c, 0)?;
    cs::successors(c, 0)?;
    c.check_segments(Some(3))?;
    let seg = |i| c.segment(i).map_or(0, <[_]>::len);
    let (ndeps, nmem, ndims) = (seg(0), seg(1), seg(2));
    if nmem != 1 {
        return Err(c.err(format!(
            "operand group starting at #{ndeps} requires 1 element, but found {nmem}"
        )));
    }
    cs::operand_types(c, 0, ndeps, TOKENS)?;
    cs::operand_types(c, ndeps, 1, GPU_MEMREF)?;
    cs::operand_types(c, ndeps + 1, ndims, INDICES)?;
    cs::results(c, Count::AtLeast(1))?;
    if let Some(t) = c.result_ty(0) {
        sparse_check(c, "result", 0, t, SparseTy::DnTensor)?;
    }
    verify_token_result(c, 1)
}

/// Whether `t` is `!gpu.async.token`.
pub fn is_async_token(ctx: &crate::ir::Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Opaque { dialect, body }
        if dialect == "gpu" && body == ".async.token")
}

/// `Variadic<GPU_AsyncToken>` operands.
const TOKENS: cs::TypeConstraint = cs::TypeConstraint {
    summary: "variadic of async token type",
    pred: is_async_token,
};
/// `GPU_AsyncToken` results.
const TOKEN: cs::TypeConstraint = cs::TypeConstraint {
    summary: "async token type",
    pred: is_async_token,
};
/// `AnyMemRef` as the gpu dialect's ops name it.
const GPU_MEMREF: cs::TypeConstraint = cs::TypeConstraint {
    summary: "memref of any non-token type values",
    pred: |ctx, t| matches!(ctx.type_kind(t), TypeKind::MemRef { .. }),
};
/// `AnyUnrankedMemRef` as the gpu dialect's ops name it.
const GPU_UNRANKED_MEMREF: cs::TypeConstraint = cs::TypeConstraint {
    summary: "unranked.memref of any non-token type values",
    pred: |ctx, t| matches!(ctx.type_kind(t), TypeKind::UnrankedMemRef { .. }),
};
/// `Variadic<Index>`
const INDICES: cs::TypeConstraint = cs::TypeConstraint {
    summary: "variadic of index",
    pred: cs::is_index,
};
/// `I32`
const I32: cs::TypeConstraint = cs::TypeConstraint {
    summary: "32-bit signless integer",
    pred: |ctx, t| {
        matches!(
            ctx.type_kind(t),
            TypeKind::Integer {
                width: 32,
                signedness: crate::ir::Signedness::Signless
            }
        )
    },
};

/// An op of `GPU_AsyncOpInterface` without segments: leading `!gpu.async.token` operands,
/// then `fixed` others, and an optional token result.
fn verify_async(c: &OpCheck, fixed: usize) -> Check {
    cs::regions(c, 0)?;
    cs::successors(c, 0)?;
    cs::operands(c, Count::AtLeast(fixed))?;
    let ndeps = c.operands().len() - fixed;
    cs::operand_types(c, 0, ndeps, TOKENS)?;
    verify_token_result(c, 0)
}

/// The optional token result from `first` on: at most one, of type `!gpu.async.token`.
pub(super) fn verify_token_result(c: &OpCheck, first: usize) -> Check {
    let n = c.results().len().saturating_sub(first);
    if n > 1 {
        return Err(c.err(format!(
            "result group starting at #{first} requires 0 or 1 element, but found {n}"
        )));
    }
    if let Some(t) = c.result_ty(first) {
        if !TOKEN.ok(c.ctx, t) {
            return Err(c.err(format!(
                "result #{first} must be async token type, but got {}",
                c.q(t)
            )));
        }
    }
    Ok(())
}

fn verify_alloc(c: &OpCheck) -> Check {
    cs::regions(c, 0)?;
    cs::successors(c, 0)?;
    c.check_segments(Some(3))?;
    let seg = |i| c.segment(i).map_or(0, <[_]>::len);
    let (ndeps, nsizes, nsyms) = (seg(0), seg(1), seg(2));
    cs::operand_types(c, 0, ndeps, TOKENS)?;
    cs::operand_types(c, ndeps, nsizes + nsyms, INDICES)?;
    cs::results(c, Count::AtLeast(1))?;
    let Some(rt) = c.result_ty(0) else {
        return Ok(());
    };
    if !GPU_MEMREF.ok(c.ctx, rt) {
        return Err(c.err(format!(
            "result #0 must be memref of any non-token type values, but got {}",
            c.q(rt)
        )));
    }
    verify_token_result(c, 1)?;
    let TypeKind::MemRef { shape: dims, .. } = c.tk(rt) else {
        return Ok(());
    };
    let dynamic = dims.iter().filter(|d| **d == crate::ir::DYNAMIC).count();
    if nsizes != dynamic {
        return Err(c.err(format!(
            "incorrect number of dynamic sizes, has {nsizes}, expected {dynamic}"
        )));
    }
    if nsyms != crate::dialect::memref::verify::layout_symbols(c.ctx, rt) {
        return Err(c.err("symbol operand count does not equal memref symbol count"));
    }
    Ok(())
}

/// The element type of a memref (or the type itself).
fn elem_or_self(c: &OpCheck, t: Type) -> Type {
    match c.tk(t) {
        TypeKind::MemRef { elem, .. } | TypeKind::UnrankedMemRef { elem, .. } => *elem,
        _ => cs::value_elem(c.ctx, t),
    }
}

fn verify_memcpy(c: &OpCheck) -> Check {
    verify_async(c, 2)?;
    let n = c.operands().len() - 2;
    cs::operand_types(c, n, 2, GPU_MEMREF)?;
    let (Some(dt), Some(st)) = (c.operand_ty(n), c.operand_ty(n + 1)) else {
        return Ok(());
    };
    if elem_or_self(c, dt) != elem_or_self(c, st) {
        return Err(c.err("arguments have incompatible element type"));
    }
    let (TypeKind::MemRef { shape: a, .. }, TypeKind::MemRef { shape: b, .. }) =
        (c.tk(dt), c.tk(st))
    else {
        return Ok(());
    };
    let d = crate::ir::DYNAMIC;
    if a.len() != b.len() || a.iter().zip(b).any(|(x, y)| *x != d && *y != d && x != y) {
        return Err(c.err("arguments have incompatible shape"));
    }
    Ok(())
}

fn verify_memset(c: &OpCheck) -> Check {
    verify_async(c, 2)?;
    let n = c.operands().len() - 2;
    cs::operand_types(c, n, 1, GPU_MEMREF)?;
    let (Some(dt), Some(vt)) = (c.operand_ty(n), c.operand_ty(n + 1)) else {
        return Ok(());
    };
    if elem_or_self(c, dt) != elem_or_self(c, vt) {
        return Err(c.err("failed to verify that all of {dst, value} have same element type"));
    }
    Ok(())
}

/// The `dimension` of an id op: `#gpu<dim x|y|z>`.
fn verify_dimension(c: &OpCheck) -> Check {
    let a = c.require("dimension")?;
    let ok = match c.ctx.attr_kind(a) {
        AttrKind::Opaque { dialect, body, .. } => {
            dialect == "gpu" && matches!(body.as_str(), "<dim x>" | "<dim y>" | "<dim z>")
        }
        AttrKind::Integer { value, .. } => (0..3).contains(value),
        _ => false,
    };
    if !ok {
        return Err(c.err(
            "attribute 'dimension' failed to satisfy constraint: a dimension, either 'x', 'y', or 'z'",
        ));
    }
    Ok(())
}

/// The address space named by a memref's memory space attribute: `workgroup`, `private`,
/// `global`, or `None` when it is not a `#gpu.address_space`.
fn address_space(c: &OpCheck, t: Type) -> Option<String> {
    let TypeKind::MemRef {
        memory_space: Some(s),
        ..
    } = c.tk(t)
    else {
        return None;
    };
    match c.ctx.attr_kind(*s) {
        AttrKind::Opaque { dialect, body, .. } if dialect == "gpu" => body
            .strip_prefix(".address_space<")
            .or_else(|| body.strip_prefix("<address_space<"))
            .and_then(|r| r.split('>').next())
            .map(str::to_string),
        _ => None,
    }
}

fn verify_attributions(c: &OpCheck, vals: &[Value], space: &str) -> Check {
    for v in vals {
        let t = c.vty(*v);
        if !matches!(c.tk(t), TypeKind::MemRef { .. }) {
            return Err(c.err("expected memref type in attribution"));
        }
        if let Some(s) = address_space(c, t) {
            if s != space {
                return Err(c.err(format!("expected memory space {space} in attribution")));
            }
        }
    }
    Ok(())
}

/// Whether a function-like op is a kernel: the `kernel` unit property (current upstream's
/// `gpu.func`), or the `gpu.kernel` unit attribute (older generic input, and `func.func`).
pub fn is_kernel(c: &OpCheck) -> bool {
    c.has_attr("gpu.kernel") || c.has_attr("kernel")
}

fn verify_func(c: &OpCheck) -> Check {
    shape(c, Count::Exact(0), Count::Exact(0), 1, 0)?;
    if c.str_attr("sym_name").is_none() {
        return Err(c.err("requires attribute 'sym_name'"));
    }
    let Some(ft) = c.type_attr("function_type") else {
        return Err(c.err("requires attribute 'function_type'"));
    };
    let TypeKind::Function { inputs, results } = c.tk(ft) else {
        return Err(c.err(
            "attribute 'function_type' failed to satisfy constraint: type attribute of function type",
        ));
    };
    if is_kernel(c) && !results.is_empty() {
        return Err(c.err("expected void return type for kernel function"));
    }
    let Some(_) = c.entry(0) else {
        return Err(c.err("expected body with at least one block"));
    };
    let nwg = attribution_count(c);
    let args = c.entry_args(0);
    if args.len() < inputs.len() + nwg {
        return Err(c.err(format!(
            "expected at least {} arguments to body region",
            inputs.len() + nwg
        )));
    }
    for (i, (a, t)) in args.iter().zip(inputs).enumerate() {
        let at = c.vty(*a);
        if at != *t {
            return Err(c.err(format!(
                "expected body region argument #{i} to be of type {}, got {}",
                c.q(*t),
                c.q(at)
            )));
        }
    }
    let rest = &args[inputs.len()..];
    verify_attributions(c, &rest[..nwg], "workgroup")?;
    verify_attributions(c, &rest[nwg..], "private")
}

fn verify_return(c: &OpCheck) -> Check {
    cs::results(c, Count::Exact(0))?;
    let Some(f) = c.ancestor_of_kind(OpKind::GpuFunc) else {
        return Ok(());
    };
    let Some(ft) = c.other(f).type_attr("function_type") else {
        return Ok(());
    };
    let TypeKind::Function { results, .. } = c.tk(ft) else {
        return Ok(());
    };
    if results.len() != c.operands().len() {
        let d = c.err(format!("expected {} result operands", results.len()));
        return Err(c.note_at(d, f, "return type declared here"));
    }
    for (i, (v, t)) in c.operands().iter().zip(results).enumerate() {
        let vt = c.vty(*v);
        if vt != *t {
            return Err(c.err(format!(
                "unexpected type `{}' for operand #{i}",
                fmt::type_str(c.ctx, vt)
            )));
        }
    }
    Ok(())
}

/// The number of cluster-size operands of a `gpu.launch` (0 or 3; LLVM 18+ has three
/// optional cluster segments).
fn launch_cluster_operands(c: &OpCheck) -> usize {
    match c.segment_sizes() {
        Some(s) if matches!(s.len(), 11 | 12) => {
            s[7..10].iter().map(|x| (*x).clamp(0, 1) as usize).sum()
        }
        _ => 0,
    }
}

fn verify_launch(c: &OpCheck) -> Check {
    cs::regions(c, 1)?;
    let sizes = c.segment_sizes().unwrap_or_default();
    // Current upstream has 12 segments (the last one optional); 11 (LLVM 18 to 21) and 8
    // (older) are accepted on input.
    c.check_segments(Some(match sizes.len() {
        11 => 11,
        8 => 8,
        _ => 12,
    }))?;
    let nconfig = 6 + launch_cluster_operands(c);
    let async_n = c.segment(0).map_or(0, <[Value]>::len);
    if c.operands().len() < async_n + nconfig {
        return Err(c.err(format!(
            "expected {nconfig} or more operands, but found {}",
            c.operands().len()
        )));
    }
    cs::operand_types(c, async_n, nconfig, cs::INDEX)
}

/// The region checks of `gpu.launch`: body arguments, attributions, terminators.
fn verify_launch_regions(c: &OpCheck) -> Check {
    if c.entry(0).is_none() {
        return Ok(());
    }
    let nwg = attribution_count(c);
    let nargs = if launch_cluster_operands(c) > 0 {
        LAUNCH_CONFIG_ARGS + 6
    } else {
        LAUNCH_CONFIG_ARGS
    };
    let args = c.entry_args(0);
    if args.len() < nargs + nwg {
        return Err(c.err(format!(
            "expected at least {} region arguments, but got {}",
            nargs + nwg,
            args.len()
        )));
    }
    verify_attributions(c, &args[nargs..nargs + nwg], "workgroup")?;
    verify_attributions(c, &args[nargs + nwg..], "private")?;
    for &b in c.region_blocks(0) {
        let Some(last) = c.m.last_op(b) else { continue };
        let lc = c.other(last);
        if !lc.data.successors.is_empty() {
            continue;
        }
        let maybe_term = lc.kind.is_none_or(|k| k.is_terminator());
        if maybe_term && lc.kind != Some(OpKind::GpuTerminator) {
            let d = lc.plain_err("expected 'gpu.terminator' or a terminator with successors");
            return Err(c.note_here(d, "in 'gpu.launch' body region"));
        }
    }
    Ok(())
}

/// The `(grid, block, kernel operands)` of a `gpu.launch_func`, from its segment sizes
/// (LLVM 17: 9 segments, 18: 12 with cluster sizes, 19+: 13 with an async object).
pub fn launch_func_operands<'a>(c: &OpCheck<'a>) -> Option<(Vec<Value>, Vec<Value>, &'a [Value])> {
    let sizes = c.segment_sizes()?;
    let kernel_seg = match sizes.len() {
        9 => 8,
        12 => 11,
        13 => 11,
        _ => return None,
    };
    let grid = (1..4)
        .map(|i| c.segment(i).and_then(|s| s.first().copied()))
        .collect::<Option<Vec<_>>>()?;
    let block = (4..7)
        .map(|i| c.segment(i).and_then(|s| s.first().copied()))
        .collect::<Option<Vec<_>>>()?;
    Some((grid, block, c.segment(kernel_seg)?))
}

fn verify_launch_func(c: &OpCheck) -> Check {
    shape(c, Count::AtLeast(0), Count::AtLeast(0), 0, 0)?;
    let kernel = c.require("kernel")?;
    let sizes = c.segment_sizes().unwrap_or_default();
    let n = sizes.len();
    c.check_segments(if matches!(n, 9 | 12 | 13) {
        None
    } else {
        Some(12)
    })?;
    if c.operands().len() < 6 {
        return Err(c.err(format!(
            "expected 6 or more operands, but found {}",
            c.operands().len()
        )));
    }
    let async_n = c.segment(0).map_or(0, <[Value]>::len);
    let nconfig = if n == 9 {
        6
    } else {
        6 + sizes
            .get(7..10)
            .map_or(0, |s| s.iter().map(|x| (*x).clamp(0, 1) as usize).sum())
    };
    cs::operand_types(c, async_n, nconfig, cs::LAUNCH_INDEX)?;
    let AttrKind::SymbolRef { root, nested } = c.ctx.attr_kind(kernel) else {
        return Err(
            c.err("attribute 'kernel' failed to satisfy constraint: symbol reference attribute")
        );
    };
    // The closest surrounding module must be a GPU container module.
    let Some(module) = c.ancestor_of_kind(OpKind::BuiltinModule) else {
        return Err(c.err("expected to belong to a module"));
    };
    let mc = c.other(module);
    if !mc.has_attr("gpu.container_module") {
        return Err(c.err(
            "expected the closest surrounding module to have the 'gpu.container_module' attribute",
        ));
    }
    let container_name = c.ctx.ident_str(*root);
    let Some(container) = symbols::lookup_in(c.ctx, c.m, module, *root) else {
        return Err(c.err(format!("kernel container '{container_name}' is undefined")));
    };
    // A launch of a serialized binary's kernel is checked no further (as upstream).
    if c.kind_of(container) == Some(OpKind::GpuBinary) {
        return Ok(());
    }
    if c.kind_of(container) != Some(OpKind::GpuModule) {
        return Err(c.err(format!("kernel module '{container_name}' is undefined")));
    }
    // Formatted for the messages only.
    let kname = || symbols::ref_str(c.ctx, kernel);
    let func: Option<Op> =
        symbols::lookup_ref_in(c.ctx, c.m, module, kernel).filter(|_| !nested.is_empty());
    let Some(f) = func else {
        return Err(c.err(format!("kernel function '{}' is undefined", kname())));
    };
    if !matches!(c.kind_of(f), Some(OpKind::GpuFunc | OpKind::FuncFunc)) {
        let d = c.err(format!("referenced kernel '{}' is not a function", kname()));
        return Err(c.note_at(d, f, "see the kernel definition here"));
    }
    let fc = c.other(f);
    if !is_kernel(&fc) {
        return Err(c.err("kernel function is missing the 'gpu.kernel' attribute"));
    }
    if fc.kind != Some(OpKind::GpuFunc) {
        return Ok(());
    }
    let Some(ft) = fc.type_attr("function_type") else {
        return Ok(());
    };
    let TypeKind::Function { inputs, .. } = c.tk(ft) else {
        return Ok(());
    };
    let Some((_, _, kargs)) = launch_func_operands(c) else {
        return Ok(());
    };
    if kargs.len() != inputs.len() {
        return Err(c.err(format!(
            "got {} kernel operands but expected {}",
            kargs.len(),
            inputs.len()
        )));
    }
    for (i, (v, t)) in kargs.iter().zip(inputs).enumerate() {
        if c.vty(*v) != *t {
            return Err(c.err(format!("type of function argument {i} does not match")));
        }
    }
    Ok(())
}

/// `IntegerOrFloat` (`gpu.all_reduce`'s value).
const INT_OR_FLOAT: cs::TypeConstraint = cs::TypeConstraint {
    summary: "Integer or Float",
    pred: |ctx, t| cs::is_any_int(ctx, t) || cs::is_float(ctx, t),
};
/// `AnySignlessInteger` (`gpu.ballot`'s result).
const SIGNLESS_INT: cs::TypeConstraint = cs::TypeConstraint {
    summary: "signless integer",
    pred: cs::is_signless_int,
};
/// `gpu.dynamic_shared_memory`'s result.
const BYTE_MEMREF_1D: cs::TypeConstraint = cs::TypeConstraint {
    summary: "1D memref of 8-bit signless integer values",
    pred: |ctx, t| match ctx.type_kind(t) {
        TypeKind::MemRef { shape, elem, .. } => {
            shape.len() == 1
                && matches!(
                    ctx.type_kind(*elem),
                    TypeKind::Integer {
                        width: 8,
                        signedness: crate::ir::Signedness::Signless
                    }
                )
        }
        _ => false,
    },
};
/// `gpu.rotate`'s value: `AnyIntegerOrFloatOr1DVector`.
const INT_FLOAT_OR_1D_VECTOR: cs::TypeConstraint = cs::TypeConstraint {
    summary: "Integer or Float or fixed-length vector of Integer or Float values of ranks 1",
    pred: |ctx, t| {
        let scalar = |t| cs::is_any_int(ctx, t) || cs::is_float(ctx, t);
        match ctx.type_kind(t) {
            TypeKind::Vector {
                shape,
                elem,
                scalable,
            } => shape.len() == 1 && !scalable.iter().any(|s| *s) && scalar(*elem),
            _ => scalar(t),
        }
    },
};

fn verify_rotate(c: &OpCheck) -> Check {
    shape(c, Count::Exact(1), Count::Exact(2), 0, 0)?;
    c.require("offset")?;
    c.require("width")?;
    let (off, width) = (c.int_attr("offset"), c.int_attr("width"));
    if let Some(w) = width {
        if w <= 0 || w & (w - 1) != 0 {
            return Err(c.err(
                "attribute 'width' failed to satisfy constraint: 32-bit signless integer \
                 attribute whose value is a power of two > 0",
            ));
        }
    }
    if off.is_some_and(|o| o < 0) {
        return Err(c.err(
            "attribute 'offset' failed to satisfy constraint: 32-bit signless integer \
             attribute whose minimum value is 0",
        ));
    }
    cs::operand_types(c, 0, 1, INT_FLOAT_OR_1D_VECTOR)?;
    if c.operand_ty(0) != c.result_ty(0) {
        return Err(c.err("failed to verify that all of {value, rotateResult} have same type"));
    }
    cs::result_types(c, 1, 1, cs::I1)?;
    if let (Some(o), Some(w)) = (off, width) {
        if o >= w {
            return Err(c.err(format!("offset must be in the range [0, {w})")));
        }
    }
    Ok(())
}

/// Whether the reduction `kind` applies to `t` (upstream's `verifyReduceOpAndType`):
/// bitwise and integer min/max on integers, the float min/max on floats.
pub fn reduce_kind_fits(ctx: &crate::ir::Context, kind: &str, t: Type) -> bool {
    match kind {
        "add" | "mul" => true,
        "and" | "or" | "xor" | "minsi" | "minui" | "maxsi" | "maxui" => cs::is_any_int(ctx, t),
        _ => cs::is_float(ctx, t),
    }
}

/// `gpu.all_reduce`'s region: either an operation kind or a body of two arguments of the
/// value's type whose `gpu.yield`s yield one value of it (upstream's `verifyRegions`,
/// whose messages have no op prefix).
fn verify_all_reduce_regions(c: &OpCheck) -> Check {
    let Some(t) = c.operand_ty(0) else {
        return Ok(());
    };
    let kind = c
        .attr("op")
        .and_then(|a| super::syntax::gpu_enum_value(c.ctx, a, "all_reduce_op"));
    let blocks = c.region_blocks(0);
    if blocks.is_empty() == kind.is_none() {
        return Err(c.plain_err("expected either an op attribute or a non-empty body"));
    }
    if let Some(k) = kind {
        if !reduce_kind_fits(c.ctx, k, t) {
            return Err(c.plain_err(format!(
                "`{k}` reduction operation is not compatible with type {}",
                c.q(t)
            )));
        }
        return Ok(());
    }
    let args = c.entry_args(0);
    if args.len() != 2 {
        return Err(c.plain_err("expected two region arguments"));
    }
    if args.iter().any(|&a| c.m.value_type(a) != t) {
        return Err(c.plain_err("incorrect region argument type"));
    }
    let mut yields = 0;
    for &b in blocks {
        let Some(last) = c.m.last_op(b) else { continue };
        if c.kind_of(last) != Some(OpKind::GpuYield) {
            continue;
        }
        let ops = c.m.op(last).operands();
        if ops.len() != 1 {
            return Err(c.plain_err("expected one gpu.yield operand"));
        }
        if c.m.value_type(ops[0]) != t {
            return Err(c.plain_err("incorrect gpu.yield type"));
        }
        yields += 1;
    }
    if yields == 0 {
        return Err(c.plain_err("expected gpu.yield op in region"));
    }
    Ok(())
}

/// `!gpu.named_barrier`
const NAMED_BARRIER: cs::TypeConstraint = cs::TypeConstraint {
    summary: "named barrier type",
    pred: |ctx, t| matches!(ctx.type_kind(t), TypeKind::Opaque { dialect, body } if dialect == "gpu" && body == ".named_barrier"),
};
