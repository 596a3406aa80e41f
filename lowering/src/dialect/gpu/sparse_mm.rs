//! The sparse matrix products whose custom form has variadic parts or lists its operands
//! in another order than they are stored: `gpu.spmm_buffer_size`, `gpu.spmm`,
//! `gpu.spgemm_work_estimation_or_compute` and `gpu.spgemm_copy` (syntax and verification,
//! as upstream MLIR prints and checks them).
//!
//! Storage follows upstream's generic form:
//! - `gpu.spmm_buffer_size`: `deps.., spmatA, dnmatB, dnmatC` -> `sizes.. (index), token?`
//!   with `resultSegmentSizes = [sizes, token]`;
//! - `gpu.spmm`: `deps.., spmatA, dnmatB, dnmatC, buffers..` with a 5-entry
//!   `operandSegmentSizes`;
//! - `gpu.spgemm_work_estimation_or_compute`: `deps.., desc, spmatA, spmatB, spmatC,
//!   bufferSz, buffer` -> `index, token?`, `kind` a
//!   `#gpu.spgemm_work_estimation_or_compute_kind`;
//! - `gpu.spgemm_copy`: `deps.., desc, spmatA, spmatB, spmatC` -> `token?`.
//!
//! The custom forms write the descriptor after the three matrices and the `{MODE}` of
//! `modeA`/`modeB` right after their operand (omitted for `NON_TRANSPOSE`, the default).

use super::syntax::{
    gpu_enum, gpu_enum_value, is_token, parse_async_deps, parse_memref_kind, print_async_directive,
    sparse_kind_ok, sparse_type, SparseTy, TRANSPOSE_MODES,
};
use crate::diag::Diagnostic;
use crate::dialect::memref::syntax::{
    dense_i32_array, dense_ints, move_inherent, op_attr, print_attr_dict, set_prop,
};
use crate::ir::{AttrKind, Op, Type};
use crate::parser::{OpParser, OperationState, PResult, UnresolvedOperand};
use crate::printer::OpPrinter;
use crate::verify::check::{Check, OpCheck};

/// The values of `#gpu.spgemm_work_estimation_or_compute_kind`.
pub const SPGEMM_KINDS: &[&str] = &["WORK_ESTIMATION", "COMPUTE"];

/// The ops of this module.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MmOp {
    /// `gpu.spmm_buffer_size`
    SpmmBufferSize,
    /// `gpu.spmm`
    Spmm,
    /// `gpu.spgemm_work_estimation_or_compute`
    SpgemmWorkEstimationOrCompute,
    /// `gpu.spgemm_copy`
    SpgemmCopy,
}

/// How one of these ops is written.
struct Layout {
    /// The fixed operands after the dependencies, in custom-form order: kind, the
    /// transpose-mode property written `{MODE}` after it, and its stored position (counted
    /// after the dependencies).
    ins: &'static [(SparseTy, Option<&'static str>, usize)],
    /// Trailing variadic memref operands (`gpu.spmm`'s buffers).
    buffers: bool,
    /// Variadic `index` results (`gpu.spmm_buffer_size`'s sizes).
    sizes: bool,
    /// Fixed results before the optional token.
    outs: &'static [SparseTy],
    /// `{KIND}` after the dependencies (`gpu.spgemm_work_estimation_or_compute`).
    kind: bool,
}

use SparseTy::{DnTensor, Index, MemRef, SpGemm, SpMat};

const SPMM_INS: &[(SparseTy, Option<&str>, usize)] = &[
    (SpMat, Some("modeA"), 0),
    (DnTensor, Some("modeB"), 1),
    (DnTensor, None, 2),
];
const SPGEMM_INS: &[(SparseTy, Option<&str>, usize)] = &[
    (SpMat, Some("modeA"), 1),
    (SpMat, Some("modeB"), 2),
    (SpMat, None, 3),
    (SpGemm, None, 0),
];
const SPGEMM_WOC_INS: &[(SparseTy, Option<&str>, usize)] = &[
    (SpMat, Some("modeA"), 1),
    (SpMat, Some("modeB"), 2),
    (SpMat, None, 3),
    (SpGemm, None, 0),
    (Index, None, 4),
    (MemRef, None, 5),
];

/// The layout of an op of this module.
fn layout(mm: MmOp) -> Layout {
    let base = Layout {
        ins: SPMM_INS,
        buffers: false,
        sizes: false,
        outs: &[],
        kind: false,
    };
    match mm {
        MmOp::SpmmBufferSize => Layout {
            sizes: true,
            ..base
        },
        MmOp::Spmm => Layout {
            buffers: true,
            ..base
        },
        MmOp::SpgemmWorkEstimationOrCompute => Layout {
            ins: SPGEMM_WOC_INS,
            outs: &[Index],
            kind: true,
            ..base
        },
        MmOp::SpgemmCopy => Layout {
            ins: SPGEMM_INS,
            ..base
        },
    }
}

/// `{WORD}` where WORD is one of `allowed`, as upstream's enum parser words its error.
fn parse_braced_enum(
    p: &mut OpParser<'_>,
    st: &mut OperationState,
    prop: &str,
    enum_name: &str,
    allowed: &[&str],
) -> PResult<()> {
    p.parse_punct("{")?;
    let wpos = p.current_pos();
    let word = p.parse_bare_id()?.to_string();
    if !allowed.contains(&word.as_str()) {
        return Err(p.error_at(
            wpos,
            format!(
                "expected string or keyword containing one of the following enum values for \
                 attribute '{prop}' [{}]",
                allowed.join(", ")
            ),
        ));
    }
    p.parse_punct("}")?;
    let a = gpu_enum(p.ctx(), enum_name, &word);
    set_prop(p, st, prop, a);
    Ok(())
}

/// Parses the custom form of one of the ops of this module (after its name).
#[inline(never)]
pub fn parse(mm: MmOp, p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let pos = p.current_pos();
    let l = layout(mm);
    let (token, ndeps) = parse_async_deps(p, st)?;
    if l.kind {
        parse_braced_enum(
            p,
            st,
            "kind",
            "spgemm_work_estimation_or_compute_kind",
            SPGEMM_KINDS,
        )?;
    }
    let mut slots: Vec<Option<(UnresolvedOperand, SparseTy)>> = vec![None; l.ins.len()];
    for (i, &(k, mode, at)) in l.ins.iter().enumerate() {
        if i > 0 {
            p.parse_punct(",")?;
        }
        let u = p.parse_operand()?;
        if let Some(name) = mode {
            if p.peek_punct("{") {
                parse_braced_enum(p, st, name, "mat_transpose_mode", TRANSPOSE_MODES)?;
            }
        }
        if let Some(s) = slots.get_mut(at) {
            *s = Some((u, k));
        }
    }
    let mut bufs = Vec::new();
    if l.buffers {
        p.parse_punct(",")?;
        bufs = p.parse_operand_list(crate::parser::Delimiter::None)?;
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent(
        p,
        st,
        &[
            "modeA",
            "modeB",
            "computeType",
            "kind",
            "operandSegmentSizes",
            "resultSegmentSizes",
        ],
    );
    p.parse_punct(":")?;
    let tpos = p.current_pos();
    let mut size_tys = Vec::new();
    let mut buf_tys = Vec::new();
    let mut mem_ty = None;
    let ct = if l.sizes || l.buffers {
        let tys = p.parse_type_list()?;
        if l.sizes {
            size_tys = tys;
        } else {
            buf_tys = tys;
        }
        p.parse_keyword("into")?;
        p.parse_type()?
    } else {
        let ct = p.parse_type()?;
        if l.ins.iter().any(|&(k, _, _)| k == MemRef) {
            p.parse_keyword("into")?;
            mem_ty = Some(parse_memref_kind(p, false)?);
        }
        ct
    };
    let cta = p.ctx().type_attr(ct);
    set_prop(p, st, "computeType", cta);
    for slot in slots {
        let Some((u, k)) = slot else {
            return Err(p.error_at(pos, "operand missing from the layout"));
        };
        let ty = match (k, mem_ty) {
            (MemRef, Some(t)) => t,
            _ => sparse_type(p.ctx(), k),
        };
        st.operands.push(p.resolve_operand(&u, ty)?);
    }
    if l.buffers {
        p.resolve_operands(&bufs, &buf_tys, tpos, &mut st.operands)?;
        let a = dense_i32_array(p.ctx(), &[ndeps, 1, 1, 1, bufs.len()]);
        set_prop(p, st, "operandSegmentSizes", a);
    }
    for &k in l.outs {
        let t = sparse_type(p.ctx(), k);
        st.result_types.push(t);
    }
    if l.sizes {
        let a = dense_i32_array(p.ctx(), &[size_tys.len(), usize::from(token.is_some())]);
        set_prop(p, st, "resultSegmentSizes", a);
        st.result_types.extend(size_tys);
    }
    st.result_types.extend(token);
    Ok(())
}

/// Prints the custom form of one of the ops of this module; `false` falls back to the
/// generic form.
#[inline(never)]
pub fn print(mm: MmOp, p: &mut OpPrinter<'_>, op: Op) -> bool {
    let l = layout(mm);
    let (m, ctx) = (p.module(), p.ctx());
    let d = m.op(op);
    let (operands, results) = (d.operands().to_vec(), d.results().to_vec());
    // The dependencies, the fixed operands (stored order) and the buffers.
    let (ndeps, nbufs) = if l.buffers {
        let Some(seg) = op_attr(p, op, "operandSegmentSizes").and_then(|a| dense_ints(ctx, a))
        else {
            return false;
        };
        match seg[..] {
            [a, 1, 1, 1, b] if a >= 0 && b >= 0 => (a as usize, b as usize),
            _ => return false,
        }
    } else {
        match operands.len().checked_sub(l.ins.len()) {
            Some(n) => (n, 0),
            None => return false,
        }
    };
    if ndeps + l.ins.len() + nbufs != operands.len() {
        return false;
    }
    let deps = &operands[..ndeps];
    let fixed = &operands[ndeps..ndeps + l.ins.len()];
    let bufs = &operands[ndeps + l.ins.len()..];
    // The results: sizes (or the fixed ones), then the token.
    let nsizes = if l.sizes {
        let Some(seg) = op_attr(p, op, "resultSegmentSizes").and_then(|a| dense_ints(ctx, a))
        else {
            return false;
        };
        match seg[..] {
            [a, t] if a >= 0 && (0..=1).contains(&t) && (a + t) as usize == results.len() => {
                a as usize
            }
            _ => return false,
        }
    } else {
        l.outs.len()
    };
    let is_async = match results.len().checked_sub(nsizes) {
        Some(0) => false,
        Some(1) => is_token(ctx, m, results[nsizes]),
        _ => return false,
    };
    let outs_ok = if l.sizes {
        results[..nsizes]
            .iter()
            .all(|&r| sparse_kind_ok(ctx, m.value_type(r), Index))
    } else {
        results
            .iter()
            .zip(l.outs)
            .all(|(&r, &k)| sparse_kind_ok(ctx, m.value_type(r), k))
    };
    let ins_ok = l.ins.iter().all(|&(k, _, at)| {
        fixed
            .get(at)
            .is_some_and(|&v| sparse_kind_ok(ctx, m.value_type(v), k))
    });
    if !outs_ok || !ins_ok || !deps.iter().all(|&v| is_token(ctx, m, v)) {
        return false;
    }
    let ct = match op_attr(p, op, "computeType").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Type(t)) => *t,
        _ => return false,
    };
    let kind = if l.kind {
        match op_attr(p, op, "kind")
            .and_then(|a| gpu_enum_value(ctx, a, "spgemm_work_estimation_or_compute_kind"))
        {
            Some(k) if SPGEMM_KINDS.contains(&k) => Some(k),
            _ => return false,
        }
    } else {
        None
    };
    let mut modes = Vec::with_capacity(l.ins.len());
    for &(_, mode, _) in l.ins {
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
    let deps = deps.to_vec();
    print_async_directive(p, is_async, &deps);
    if let Some(k) = kind {
        p.write_str("{");
        p.write_str(k);
        p.write_str("}");
    } else {
        p.write_str(" ");
    }
    if kind.is_some() {
        p.write_str(" ");
    }
    let mut mem = None;
    for (i, (&(k, _, at), mode)) in l.ins.iter().zip(&modes).enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        let v = fixed[at];
        if k == MemRef {
            mem = Some(m.value_type(v));
        }
        p.print_operand(v);
        if let Some(mode) = mode {
            p.write_str("{");
            p.write_str(mode);
            p.write_str("}");
        }
    }
    if l.buffers {
        p.write_str(", ");
        p.print_operands(bufs);
    }
    print_attr_dict(
        p,
        op,
        &[
            "modeA",
            "modeB",
            "computeType",
            "kind",
            "operandSegmentSizes",
            "resultSegmentSizes",
        ],
    );
    p.write_str(" : ");
    if l.sizes || l.buffers {
        let tys: Vec<Type> = if l.sizes {
            results[..nsizes].iter().map(|&r| m.value_type(r)).collect()
        } else {
            bufs.iter().map(|&v| m.value_type(v)).collect()
        };
        p.print_types(&tys);
        p.write_str(" into ");
        p.print_type(ct);
    } else {
        p.print_type(ct);
        if let Some(t) = mem {
            p.write_str(" into ");
            p.print_type(t);
        }
    }
    true
}

// ----- verification ----------------------------------------------------------------------

/// Verifies one of the ops of this module with upstream's messages.
#[inline(never)]
pub fn verify(c: &OpCheck, mm: MmOp) -> Check {
    use crate::verify::constraints::{self as cs, Count};
    let l = layout(mm);
    let ct = c.attr("computeType");
    if ct.is_none() {
        return Err(c.err("requires attribute 'computeType'"));
    }
    if l.kind && c.attr("kind").is_none() {
        return Err(c.err("requires attribute 'kind'"));
    }
    for name in ["modeA", "modeB"] {
        if let Some(a) = c.attr(name) {
            match gpu_enum_value(c.ctx, a, "mat_transpose_mode") {
                Some(v) if TRANSPOSE_MODES.contains(&v) => {}
                _ => return Err(super::verify::bad_property(c, name, a)),
            }
        }
    }
    if let Some(a) = ct {
        if !matches!(c.ctx.attr_kind(a), AttrKind::Type(_)) {
            return Err(super::verify::bad_property(c, "computeType", a));
        }
    }
    if let Some(a) = c.attr("kind").filter(|_| l.kind) {
        match gpu_enum_value(c.ctx, a, "spgemm_work_estimation_or_compute_kind") {
            Some(v) if SPGEMM_KINDS.contains(&v) => {}
            _ => return Err(super::verify::bad_property(c, "kind", a)),
        }
    }
    cs::regions(c, 0)?;
    cs::successors(c, 0)?;
    let n_ops = c.operands().len();
    let (ndeps, nbufs) = if l.buffers {
        let sizes = segment_list(c, "operandSegmentSizes", 5, "operand", n_ops)?;
        for (i, &s) in sizes.iter().enumerate().take(4).skip(1) {
            if s != 1 {
                let start: usize = sizes[..i].iter().sum();
                return Err(c.err(format!(
                    "operand group starting at #{start} requires 1 element, but found {s}"
                )));
            }
        }
        (sizes[0], sizes[4])
    } else {
        cs::operands(c, Count::AtLeast(l.ins.len()))?;
        (n_ops - l.ins.len(), 0)
    };
    for i in 0..ndeps {
        if let Some(t) = c
            .operand_ty(i)
            .filter(|&t| !super::verify::is_async_token(c.ctx, t))
        {
            return Err(c.err(format!(
                "operand #{i} must be variadic of async token type, but got {}",
                c.q(t)
            )));
        }
    }
    let mut stored: Vec<(usize, SparseTy)> = l.ins.iter().map(|&(k, _, at)| (at, k)).collect();
    stored.sort_by_key(|e| e.0);
    for (at, k) in stored {
        let i = ndeps + at;
        if let Some(t) = c.operand_ty(i) {
            if !sparse_kind_ok(c.ctx, t, k) {
                return Err(c.err(format!(
                    "operand #{i} must be {}, but got {}",
                    super::verify::sparse_summary(k),
                    c.q(t)
                )));
            }
        }
    }
    let first_buf = ndeps + l.ins.len();
    for i in first_buf..first_buf + nbufs {
        if let Some(t) = c.operand_ty(i) {
            if !sparse_kind_ok(c.ctx, t, MemRef) {
                return Err(c.err(format!(
                    "operand #{i} must be variadic of memref of any non-token type values, but \
                     got {}",
                    c.q(t)
                )));
            }
        }
    }
    let n_res = c.results().len();
    if l.sizes {
        let sizes = segment_list(c, "resultSegmentSizes", 2, "result", n_res)?;
        if sizes[1] > 1 {
            return Err(c.err(format!(
                "result group starting at #{} requires 0 or 1 element, but found {}",
                sizes[0], sizes[1]
            )));
        }
        for i in 0..sizes[0] {
            if let Some(t) = c.result_ty(i).filter(|&t| !cs::is_index(c.ctx, t)) {
                return Err(c.err(format!(
                    "result #{i} must be variadic of index, but got {}",
                    c.q(t)
                )));
            }
        }
        if let Some(t) = c
            .result_ty(sizes[0])
            .filter(|&t| sizes[1] == 1 && !super::verify::is_async_token(c.ctx, t))
        {
            return Err(c.err(format!(
                "result #{} must be async token type, but got {}",
                sizes[0],
                c.q(t)
            )));
        }
        return Ok(());
    }
    cs::results(c, Count::AtLeast(l.outs.len()))?;
    for (j, &k) in l.outs.iter().enumerate() {
        if let Some(t) = c.result_ty(j).filter(|&t| !sparse_kind_ok(c.ctx, t, k)) {
            return Err(c.err(format!(
                "result #{j} must be {}, but got {}",
                super::verify::sparse_summary(k),
                c.q(t)
            )));
        }
    }
    super::verify::verify_token_result(c, l.outs.len())
}

/// A segment-size property (`operandSegmentSizes` or `resultSegmentSizes`, `what` is
/// `operand` or `result`) with `n` entries adding up to `total`; absent, it counts as
/// all zeros, as upstream's properties default it.
fn segment_list(
    c: &OpCheck,
    name: &str,
    n: usize,
    what: &str,
    total: usize,
) -> Result<Vec<usize>, Diagnostic> {
    let sizes = match c.attr(name) {
        None => vec![0; n],
        Some(a) => match dense_ints(c.ctx, a) {
            Some(v) => v,
            None => {
                return Err(c.err(format!(
                    "attribute '{name}' failed to satisfy constraint: i32 dense array attribute"
                )))
            }
        },
    };
    if sizes.len() != n {
        return Err(c.err(format!(
            "'{name}' attribute for specifying {what} segments must have {n} elements, but got {}",
            sizes.len()
        )));
    }
    if sizes.iter().any(|&s| s < 0) {
        return Err(c.err(format!("'{name}' attribute cannot have negative elements")));
    }
    let sum = sizes.iter().fold(0i64, |a, &b| a.saturating_add(b));
    if sum != total as i64 {
        return Err(c.err(format!(
            "{what} count ({total}) does not match with the total size ({sum}) specified in \
             attribute '{name}'"
        )));
    }
    Ok(sizes.into_iter().map(|s| s as usize).collect())
}
