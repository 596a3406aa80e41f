//! The subgroup matrix ops (`gpu.subgroup_mma_*`) and the `!gpu.mma_matrix<RxCxT, "Op">`
//! type: syntax and verification, as upstream MLIR prints and checks them.
//!
//! The type is kept opaque (`!gpu.mma_matrix<16x16xf16, "AOp">`, body `.mma_matrix<..>`);
//! the parser checks it as upstream's type parser does ([`check_matrix_body`]) and keeps it
//! in upstream's spelling. [`matrix_type`] reads it back.
//!
//! Storage follows upstream's generic form: `load_matrix (memref, indices..)
//! {leadDimension: index, transpose?}`, `store_matrix (matrix, memref, indices..)` with the
//! same properties, `compute (a, b, c) {a_transpose?, b_transpose?}`, `constant_matrix
//! (value)`, `elementwise (args..) {opType: #gpu.mma_element_wise<..>}`,
//! `extract_thread_local (matrix, index)`, `insert_thread_local (value, matrix, index)`.

use crate::dialect::memref::syntax::{move_inherent, op_attr, print_attr_dict, set_prop};
use crate::ir::{AttrKind, Context, FloatKind, Op, Signedness, Type, TypeKind};
use crate::parser::{Delimiter, OpParser, OperationState, PResult};
use crate::printer::OpPrinter;
use crate::verify::check::{Check, OpCheck};

/// The ops of this module.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MmaOp {
    /// `gpu.subgroup_mma_load_matrix`
    Load,
    /// `gpu.subgroup_mma_store_matrix`
    Store,
    /// `gpu.subgroup_mma_compute`
    Compute,
    /// `gpu.subgroup_mma_constant_matrix`
    Constant,
    /// `gpu.subgroup_mma_elementwise`
    Elementwise,
    /// `gpu.subgroup_mma_extract_thread_local`
    Extract,
    /// `gpu.subgroup_mma_insert_thread_local`
    Insert,
}

/// The values of `#gpu.mma_element_wise` (`gpu.subgroup_mma_elementwise`'s `opType`).
pub const ELEMENTWISE_OPS: &[&str] = &[
    "addf", "mulf", "subf", "maxf", "minf", "divf", "addi", "muli", "subi", "divs", "divu",
    "negatef", "negates", "extf",
];

/// A `!gpu.mma_matrix` type, read back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MatrixType<'a> {
    /// Rows.
    pub rows: i64,
    /// Columns.
    pub cols: i64,
    /// The element type as written (`f16`, `f32`, `i32`, `si8`, `ui8`, ...).
    pub elem: &'a str,
    /// `AOp`, `BOp` or `COp`.
    pub operand: &'a str,
}

/// The shape, element type text and operand of a `!gpu.mma_matrix` body.
type BodyParts<'a> = (Vec<i64>, &'a str, &'a str);

/// Splits the body of a `!gpu.mma_matrix` (`.mma_matrix<RxCxT, "Op">`) into its shape,
/// element type text and operand; the error is upstream's message.
fn split_body(body: &str) -> Option<Result<BodyParts<'_>, &'static str>> {
    let inner = body.strip_prefix(".mma_matrix<")?.strip_suffix('>')?;
    let Some((dims, op)) = inner.rsplit_once(',') else {
        return Some(Err("expected ','"));
    };
    let mut parts: Vec<&str> = dims.trim().split('x').collect();
    let elem = parts.pop().unwrap_or_default();
    let mut shape = Vec::with_capacity(parts.len());
    for d in parts {
        match d.parse::<i64>() {
            Ok(n) if n > 0 => shape.push(n),
            _ => return Some(Err("expected a static shape")),
        }
    }
    let op = op.trim();
    let Some(op) = op.strip_prefix('"').and_then(|o| o.strip_suffix('"')) else {
        return Some(Err("expected string"));
    };
    Some(Ok((shape, elem, op)))
}

/// Checks the body of a `!gpu.mma_matrix` as upstream's type parser does: `Ok(None)` for
/// another type, `Ok(Some(body))` in upstream's spelling, or the error message.
pub(crate) fn check_matrix_body(body: &str) -> Result<Option<String>, String> {
    let Some(r) = split_body(body) else {
        return Ok(None);
    };
    let (shape, elem, op) = r.map_err(str::to_string)?;
    if shape.len() != 2 {
        return Err("MMAMatrixType must have exactly two dimensions".into());
    }
    if !["AOp", "BOp", "COp"].contains(&op) {
        return Err("operand expected to be one of AOp, BOp or COp".into());
    }
    if elem_type_kind(elem).is_none() {
        return Err(
            "MMAMatrixType elements must be SI8, UI8, I32, F16, F32, or F64 (got an \
             unsupported element type)"
                .into(),
        );
    }
    Ok(Some(format!(
        ".mma_matrix<{}x{}x{elem}, \"{op}\">",
        shape[0], shape[1]
    )))
}

/// `t` as a `!gpu.mma_matrix`.
pub fn matrix_type(ctx: &Context, t: Type) -> Option<MatrixType<'_>> {
    let TypeKind::Opaque { dialect, body } = ctx.type_kind(t) else {
        return None;
    };
    if dialect != "gpu" {
        return None;
    }
    let (shape, elem, operand) = split_body(body)?.ok()?;
    let [rows, cols] = shape[..] else {
        return None;
    };
    Some(MatrixType {
        rows,
        cols,
        elem,
        operand,
    })
}

/// The type kind of an element type's text (integers and floats only).
fn elem_type_kind(s: &str) -> Option<TypeKind> {
    let int = |rest: &str, signedness| {
        let width: u32 = rest.parse().ok()?;
        (1..=64)
            .contains(&width)
            .then_some(TypeKind::Integer { width, signedness })
    };
    match s {
        "f16" => Some(TypeKind::Float(FloatKind::F16)),
        "bf16" => Some(TypeKind::Float(FloatKind::BF16)),
        "f32" => Some(TypeKind::Float(FloatKind::F32)),
        "f64" => Some(TypeKind::Float(FloatKind::F64)),
        _ => {
            if let Some(r) = s.strip_prefix("si") {
                int(r, Signedness::Signed)
            } else if let Some(r) = s.strip_prefix("ui") {
                int(r, Signedness::Unsigned)
            } else {
                int(s.strip_prefix('i')?, Signedness::Signless)
            }
        }
    }
}

/// The element type of a matrix type, interned.
fn elem_type(ctx: &mut Context, t: Type) -> Option<Type> {
    let k = elem_type_kind(matrix_type(ctx, t)?.elem)?;
    Some(ctx.ty(k))
}

/// `[%i, ..]`
fn parse_indices(p: &mut OpParser<'_>) -> PResult<Vec<crate::parser::UnresolvedOperand>> {
    p.parse_operand_list(Delimiter::Square)
}

/// `leadDimension N (transpose)?`
fn parse_lead(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    p.parse_keyword("leadDimension")?;
    let index = p.index_type();
    let ld = p.parse_attribute(Some(index))?;
    set_prop(p, st, "leadDimension", ld);
    if p.parse_optional_keyword("transpose") {
        let u = p.ctx().unit_attr();
        set_prop(p, st, "transpose", u);
    }
    Ok(())
}

/// Parses the custom form of an op of this module (after its name).
#[inline(never)]
pub fn parse(mo: MmaOp, p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let index = p.index_type();
    match mo {
        MmaOp::Load => {
            let src = p.parse_operand()?;
            let idx = parse_indices(p)?;
            parse_lead(p, st)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            move_inherent(p, st, &["leadDimension", "transpose"]);
            p.parse_punct(":")?;
            let mt = p.parse_type()?;
            p.parse_punct("->")?;
            let rt = p.parse_type()?;
            st.operands.push(p.resolve_operand(&src, mt)?);
            p.resolve_operands_same(&idx, index, &mut st.operands)?;
            st.result_types.push(rt);
        }
        MmaOp::Store => {
            let v = p.parse_operand()?;
            p.parse_punct(",")?;
            let dst = p.parse_operand()?;
            let idx = parse_indices(p)?;
            parse_lead(p, st)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            move_inherent(p, st, &["leadDimension", "transpose"]);
            p.parse_punct(":")?;
            let vt = p.parse_type()?;
            p.parse_punct(",")?;
            let mt = p.parse_type()?;
            st.operands.push(p.resolve_operand(&v, vt)?);
            st.operands.push(p.resolve_operand(&dst, mt)?);
            p.resolve_operands_same(&idx, index, &mut st.operands)?;
        }
        MmaOp::Compute => {
            let mut us = vec![p.parse_operand()?];
            for _ in 0..2 {
                p.parse_punct(",")?;
                us.push(p.parse_operand()?);
            }
            for name in ["a_transpose", "b_transpose"] {
                if p.parse_optional_keyword(name) {
                    let u = p.ctx().unit_attr();
                    set_prop(p, st, name, u);
                }
            }
            p.parse_optional_attr_dict(&mut st.attrs)?;
            move_inherent(p, st, &["a_transpose", "b_transpose"]);
            p.parse_punct(":")?;
            let at = p.parse_type()?;
            p.parse_punct(",")?;
            let bt = p.parse_type()?;
            p.parse_punct("->")?;
            let ct = p.parse_type()?;
            for (u, t) in us.iter().zip([at, bt, ct]) {
                st.operands.push(p.resolve_operand(u, t)?);
            }
            st.result_types.push(ct);
        }
        MmaOp::Constant => {
            let v = p.parse_operand()?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let pos = p.current_pos();
            let rt = p.parse_colon_type()?;
            let Some(et) = elem_type(p.ctx(), rt) else {
                return Err(p.error_at(pos, "expected a !gpu.mma_matrix type"));
            };
            st.operands.push(p.resolve_operand(&v, et)?);
            st.result_types.push(rt);
        }
        MmaOp::Elementwise => {
            let pos = p.current_pos();
            let word = p.parse_bare_id()?.to_string();
            if !ELEMENTWISE_OPS.contains(&word.as_str()) {
                return Err(p.error_at(
                    pos,
                    format!(
                        "expected one of [{}] for elementwise operation to apply to mma \
                         matrix, got: {word}",
                        ELEMENTWISE_OPS.join(", ")
                    ),
                ));
            }
            let a = super::syntax::gpu_enum(p.ctx(), "mma_element_wise", &word);
            set_prop(p, st, "opType", a);
            let us = p.parse_operand_list(Delimiter::None)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            move_inherent(p, st, &["opType"]);
            p.parse_punct(":")?;
            let tpos = p.current_pos();
            let (ins, outs) = p.parse_function_type()?;
            p.resolve_operands(&us, &ins, tpos, &mut st.operands)?;
            st.result_types = outs;
        }
        MmaOp::Extract => {
            let m = p.parse_operand()?;
            let idx = parse_indices(p)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            p.parse_punct(":")?;
            let mt = p.parse_type()?;
            p.parse_punct("->")?;
            let rt = p.parse_type()?;
            st.operands.push(p.resolve_operand(&m, mt)?);
            p.resolve_operands_same(&idx, index, &mut st.operands)?;
            st.result_types.push(rt);
        }
        MmaOp::Insert => {
            let v = p.parse_operand()?;
            p.parse_punct(",")?;
            let m = p.parse_operand()?;
            let idx = parse_indices(p)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            p.parse_punct(":")?;
            let vt = p.parse_type()?;
            p.parse_punct(",")?;
            let mt = p.parse_type()?;
            p.parse_punct("->")?;
            let rt = p.parse_type()?;
            st.operands.push(p.resolve_operand(&v, vt)?);
            st.operands.push(p.resolve_operand(&m, mt)?);
            p.resolve_operands_same(&idx, index, &mut st.operands)?;
            st.result_types.push(rt);
        }
    }
    Ok(())
}

/// ` leadDimension N (transpose)?`
fn print_lead(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let Some(ld) = op_attr(p, op, "leadDimension") else {
        return false;
    };
    if !matches!(p.ctx().attr_kind(ld), AttrKind::Integer { .. }) {
        return false;
    }
    p.write_str(" leadDimension ");
    p.print_attribute_without_type(ld);
    if op_attr(p, op, "transpose").is_some() {
        p.write_str(" transpose");
    }
    true
}

/// Prints the custom form of an op of this module; `false` falls back to the generic form.
#[inline(never)]
pub fn print(mo: MmaOp, p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    let ops = d.operands().to_vec();
    let res = d.results().to_vec();
    let ty = |v| m.value_type(v);
    let one_result = res.len() == 1;
    match mo {
        MmaOp::Load => {
            let (Some((&src, idx)), true) = (ops.split_first(), one_result) else {
                return false;
            };
            p.write_str(" ");
            p.print_operand(src);
            p.write_str("[");
            p.print_operands(idx);
            p.write_str("]");
            if !print_lead(p, op) {
                return false;
            }
            print_attr_dict(p, op, &["leadDimension", "transpose"]);
            p.write_str(" : ");
            p.print_type(ty(src));
            p.write_str(" -> ");
            p.print_type(ty(res[0]));
        }
        MmaOp::Store => {
            let ([v, dst, idx @ ..], true) = (&ops[..], res.is_empty()) else {
                return false;
            };
            p.write_str(" ");
            p.print_operand(*v);
            p.write_str(", ");
            p.print_operand(*dst);
            p.write_str("[");
            p.print_operands(idx);
            p.write_str("]");
            if !print_lead(p, op) {
                return false;
            }
            print_attr_dict(p, op, &["leadDimension", "transpose"]);
            p.write_str(" : ");
            p.print_type(ty(*v));
            p.write_str(", ");
            p.print_type(ty(*dst));
        }
        MmaOp::Compute => {
            let ([a, b, c], true) = (&ops[..], one_result) else {
                return false;
            };
            if ty(*c) != ty(res[0]) {
                return false;
            }
            p.write_str(" ");
            p.print_operands(&ops);
            for name in ["a_transpose", "b_transpose"] {
                if op_attr(p, op, name).is_some() {
                    p.write_str(" ");
                    p.write_str(name);
                }
            }
            print_attr_dict(p, op, &["a_transpose", "b_transpose"]);
            p.write_str(" : ");
            p.print_type(ty(*a));
            p.write_str(", ");
            p.print_type(ty(*b));
            p.write_str(" -> ");
            p.print_type(ty(*c));
        }
        MmaOp::Constant => {
            let ([v], true) = (&ops[..], one_result) else {
                return false;
            };
            p.write_str(" ");
            p.print_operand(*v);
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_type(ty(res[0]));
        }
        MmaOp::Elementwise => {
            let ctx = p.ctx();
            let kind = op_attr(p, op, "opType")
                .and_then(|a| super::syntax::gpu_enum_value(ctx, a, "mma_element_wise"));
            let Some(kind) = kind.filter(|k| ELEMENTWISE_OPS.contains(k)) else {
                return false;
            };
            p.write_str(" ");
            p.write_str(kind);
            p.write_str(" ");
            p.print_operands(&ops);
            print_attr_dict(p, op, &["opType"]);
            p.write_str(" : ");
            let ins: Vec<Type> = ops.iter().map(|&v| ty(v)).collect();
            let outs: Vec<Type> = res.iter().map(|&v| ty(v)).collect();
            p.print_function_type(&ins, &outs);
        }
        MmaOp::Extract => {
            let (Some((&mat, idx)), true) = (ops.split_first(), one_result) else {
                return false;
            };
            p.write_str(" ");
            p.print_operand(mat);
            p.write_str("[");
            p.print_operands(idx);
            p.write_str("]");
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_type(ty(mat));
            p.write_str(" -> ");
            p.print_type(ty(res[0]));
        }
        MmaOp::Insert => {
            let ([v, mat, idx @ ..], true) = (&ops[..], one_result) else {
                return false;
            };
            p.write_str(" ");
            p.print_operand(*v);
            p.write_str(", ");
            p.print_operand(*mat);
            p.write_str("[");
            p.print_operands(idx);
            p.write_str("]");
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_type(ty(*v));
            p.write_str(", ");
            p.print_type(ty(*mat));
            p.write_str(" -> ");
            p.print_type(ty(res[0]));
        }
    }
    true
}

// ----- verification ----------------------------------------------------------------------

/// `MMAMatrixOf<[..]>` summaries and element sets.
const LOADABLE: &str = "gpu.mma_matrix of 8-bit signed integer or 8-bit unsigned integer or \
                        32-bit signless integer or 16-bit float or 32-bit float values";
const STORABLE: &str = LOADABLE;
const AB_ELEMS: &[&str] = &["si8", "ui8", "f16", "f32"];
const AB: &str = "gpu.mma_matrix of 8-bit signed integer or 8-bit unsigned integer or 16-bit \
                  float or 32-bit float values";
const C_ELEMS: &[&str] = &["i32", "f16", "f32"];
const C: &str = "gpu.mma_matrix of 32-bit signless integer or 16-bit float or 32-bit float \
                 values";
const ALL_ELEMS: &[&str] = &["si8", "ui8", "i32", "f16", "f32"];
const SCALAR: &str = "8-bit signed integer or 8-bit unsigned integer or 32-bit signless \
                      integer or 16-bit float or 32-bit float";

/// Checks that operand or result `i` (`what`) is a matrix of one of `elems` (any matrix
/// when `elems` is empty), with the summary `summary`.
fn matrix_check(c: &OpCheck, what: &str, i: usize, t: Type, elems: &[&str], s: &str) -> Check {
    match matrix_type(c.ctx, t) {
        Some(mt) if elems.is_empty() || elems.contains(&mt.elem) => Ok(()),
        _ => Err(c.err(format!("{what} #{i} must be {s}, but got {}", c.q(t)))),
    }
}

/// Whether `t` is written `elem`.
fn is_elem(c: &OpCheck, t: Type, elem: &str) -> bool {
    crate::printer::type_to_string(c.ctx, t) == elem
}

/// A memref of `GPU_MMAMemRef` (elements i8, i32, f16, f32, or vectors of them) whose
/// innermost stride is 1, or the message.
fn mma_memref(c: &OpCheck, i: usize, t: Type, which: &str) -> Check {
    let TypeKind::MemRef { .. } = c.tk(t) else {
        return Err(c.err(format!(
            "operand #{i} must be memref of 8-bit signless integer or 32-bit signless integer \
             or 16-bit float or 32-bit float or vector of 8-bit signless integer or 32-bit \
             signless integer or 16-bit float or 32-bit float values of ranks 1 values, but \
             got {}",
            c.q(t)
        )));
    };
    // A non-strided layout counts as unit stride (upstream's `isLastDimUnitStride` is
    // false for it; Tessera cannot tell).
    let unit = crate::dialect::memref::verify::strides_and_offset(c.ctx, t)
        .is_none_or(|(s, _)| s.last().is_none_or(|&x| x == 1));
    if !unit {
        return Err(c.plain_err(format!(
            "expected {which} memref most minor dim must have unit stride"
        )));
    }
    Ok(())
}

/// Verifies an op of this module with upstream's messages.
#[inline(never)]
pub fn verify(c: &OpCheck, mo: MmaOp) -> Check {
    use crate::verify::constraints::{self as cs, Count};
    cs::regions(c, 0)?;
    cs::successors(c, 0)?;
    match mo {
        MmaOp::Load => {
            if c.attr("leadDimension").is_none() {
                return Err(c.err("requires attribute 'leadDimension'"));
            }
            cs::operands(c, Count::AtLeast(1))?;
            cs::results(c, Count::Exact(1))?;
            let t = c.vty(c.operands()[0]);
            mma_memref(c, 0, t, "source")?;
            cs::operand_types(c, 1, c.operands().len() - 1, cs::INDEX)?;
            let rt = c.vty(c.results()[0]);
            matrix_check(c, "result", 0, rt, &[], "MMAMatrix type")?;
        }
        MmaOp::Store => {
            if c.attr("leadDimension").is_none() {
                return Err(c.err("requires attribute 'leadDimension'"));
            }
            cs::operands(c, Count::AtLeast(2))?;
            cs::results(c, Count::Exact(0))?;
            let vt = c.vty(c.operands()[0]);
            matrix_check(c, "operand", 0, vt, ALL_ELEMS, STORABLE)?;
            let t = c.vty(c.operands()[1]);
            mma_memref(c, 1, t, "destination")?;
            cs::operand_types(c, 2, c.operands().len() - 2, cs::INDEX)?;
            if matrix_type(c.ctx, vt).is_some_and(|m| m.operand != "COp") {
                return Err(c.plain_err(
                    "expected the operand matrix being stored to have 'COp' operand type",
                ));
            }
        }
        MmaOp::Compute => {
            cs::operands(c, Count::Exact(3))?;
            cs::results(c, Count::Exact(1))?;
            let ts: Vec<Type> = c.operands().iter().map(|&v| c.vty(v)).collect();
            matrix_check(c, "operand", 0, ts[0], AB_ELEMS, AB)?;
            matrix_check(c, "operand", 1, ts[1], AB_ELEMS, AB)?;
            matrix_check(c, "operand", 2, ts[2], C_ELEMS, C)?;
            let rt = c.vty(c.results()[0]);
            matrix_check(c, "result", 0, rt, &[], "MMAMatrix type")?;
            if ts[2] != rt {
                return Err(c.err("failed to verify that all of {opC, res} have same type"));
            }
            let (Some(a), Some(b), Some(cc)) = (
                matrix_type(c.ctx, ts[0]),
                matrix_type(c.ctx, ts[1]),
                matrix_type(c.ctx, ts[2]),
            ) else {
                return Ok(());
            };
            if a.operand != "AOp" || b.operand != "BOp" || cc.operand != "COp" {
                return Err(c.plain_err("operands must be in the order AOp, BOp, COp"));
            }
            if a.cols != b.rows || a.rows != cc.rows || b.cols != cc.cols {
                return Err(c.plain_err("operand shapes do not satisfy matmul constraints"));
            }
        }
        MmaOp::Constant => {
            cs::operands(c, Count::Exact(1))?;
            cs::results(c, Count::Exact(1))?;
            let vt = c.vty(c.operands()[0]);
            let scalar_ok = ALL_ELEMS.iter().any(|e| is_elem(c, vt, e));
            if !scalar_ok {
                return Err(c.err(format!("operand #0 must be {SCALAR}, but got {}", c.q(vt))));
            }
            let rt = c.vty(c.results()[0]);
            matrix_check(c, "result", 0, rt, &[], "MMAMatrix type")?;
            if matrix_type(c.ctx, rt).is_some_and(|m| !is_elem(c, vt, m.elem)) {
                return Err(
                    c.err("failed to verify that value type matches element type of mma_matrix")
                );
            }
        }
        MmaOp::Elementwise => {
            if c.attr("opType").is_none() {
                return Err(c.err("requires attribute 'opType'"));
            }
            cs::results(c, Count::Exact(1))?;
            for (i, &v) in c.operands().iter().enumerate() {
                matrix_check(c, "operand", i, c.vty(v), &[], "variadic of MMAMatrix type")?;
            }
            let rt = c.vty(c.results()[0]);
            matrix_check(c, "result", 0, rt, &[], "MMAMatrix type")?;
        }
        MmaOp::Extract | MmaOp::Insert => {
            let first = usize::from(mo == MmaOp::Insert);
            cs::operands(c, Count::AtLeast(first + 1))?;
            cs::results(c, Count::Exact(1))?;
            let mt = c.vty(c.operands()[first]);
            matrix_check(c, "operand", first, mt, &[], "MMAMatrix type")?;
            cs::operand_types(c, first + 1, c.operands().len() - first - 1, cs::INDEX)?;
            let scalar = if mo == MmaOp::Insert {
                let rt = c.vty(c.results()[0]);
                matrix_check(c, "result", 0, rt, &[], "MMAMatrix type")?;
                c.vty(c.operands()[0])
            } else {
                c.vty(c.results()[0])
            };
            if matrix_type(c.ctx, mt).is_some_and(|m| !is_elem(c, scalar, m.elem)) {
                return Err(
                    c.err("failed to verify that value type matches element type of mma_matrix")
                );
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::check_matrix_body;

    #[test]
    fn matrix_types_are_checked_as_upstream() {
        assert_eq!(
            check_matrix_body(".mma_matrix<16x16xf16,\"AOp\">"),
            Ok(Some(".mma_matrix<16x16xf16, \"AOp\">".to_string()))
        );
        assert_eq!(check_matrix_body(".async.token"), Ok(None));
        assert_eq!(
            check_matrix_body(".mma_matrix<16xf16, \"AOp\">"),
            Err("MMAMatrixType must have exactly two dimensions".to_string())
        );
        assert_eq!(
            check_matrix_body(".mma_matrix<16x16xf16, \"DOp\">"),
            Err("operand expected to be one of AOp, BOp or COp".to_string())
        );
    }
}
