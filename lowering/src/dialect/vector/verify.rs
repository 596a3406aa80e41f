//! Per-op verification rules of the `vector` dialect (the subset Tessera registers): memory
//! accesses (element types, one index per memref dimension), broadcasts, extracts and
//! inserts (positions against the vector rank and the implied result type), splats, `fma`,
//! reductions, and `shuffle`/`interleave`/`deinterleave`. Messages follow upstream's
//! `VectorOps.cpp` and ODS constraints (checked against iree-opt 3.13).

use crate::dialect::VectorOp;
use crate::ir::{Type, TypeKind, DYNAMIC};
use crate::verify::check::{Check, OpCheck};
use crate::verify::constraints::{self as cs, shape, Count};

/// Verifies one `vector` op.
pub fn verify(c: &OpCheck, kind: VectorOp) -> Check {
    match kind {
        VectorOp::VectorLoad => verify_load_store(c, true),
        VectorOp::VectorStore => verify_load_store(c, false),
        VectorOp::VectorBroadcast => verify_broadcast(c),
        VectorOp::VectorFromElements => {
            shape(c, Count::AtLeast(1), Count::Exact(1), 0, 0)?;
            cs::all_results(c, cs::ANY_VECTOR)?;
            let Some(rt) = c.result_ty(0) else {
                return Ok(());
            };
            let (n, elem) = match c.tk(rt) {
                TypeKind::Vector { shape, elem, .. } => (shape.iter().product::<i64>(), *elem),
                _ => return Ok(()),
            };
            if c.operands().len() as i64 != n {
                return Err(c.err(format!(
                    "expected {n} operands, but found {}",
                    c.operands().len()
                )));
            }
            if c.operand_types().iter().any(|&t| t != elem) {
                return Err(c.err("failed to verify that operand types match result element type"));
            }
            Ok(())
        }
        VectorOp::VectorStep => {
            shape(c, Count::Exact(0), Count::Exact(1), 0, 0)?;
            let Some(rt) = c.result_ty(0) else {
                return Ok(());
            };
            let ok = match c.tk(rt) {
                TypeKind::Vector { shape, elem, .. } => {
                    shape.len() == 1
                        && (cs::is_index(c.ctx, *elem)
                            || (cs::is_signless_int(c.ctx, *elem)
                                && matches!(c.tk(*elem), TypeKind::Integer { width, .. } if *width >= 8)))
                }
                _ => false,
            };
            if !ok {
                return Err(c.err(format!(
                    "result #0 must be vector of index or signless integer of at least 8 bits values of ranks 1, but got {}",
                    c.q(rt)
                )));
            }
            Ok(())
        }
        VectorOp::VectorExtract => verify_extract(c),
        VectorOp::VectorInsert => verify_insert(c),
        VectorOp::VectorFma => {
            shape(c, Count::Exact(3), Count::Exact(1), 0, 0)?;
            cs::all_operands(c, cs::ANY_VECTOR)?;
            let mut ts = c.operand_types();
            ts.extend(c.result_types());
            if ts.iter().any(|t| *t != ts[0]) {
                return Err(
                    c.err("failed to verify that all of {lhs, rhs, acc, result} have same type")
                );
            }
            if !cs::is_float(c.ctx, cs::value_elem(c.ctx, ts[0])) {
                return Err(c.err(format!(
                    "operand #0 must be vector of floating-point values, but got {}",
                    c.q(ts[0])
                )));
            }
            Ok(())
        }
        VectorOp::VectorReduction => verify_reduction(c),
        VectorOp::VectorShuffle => verify_shuffle(c),
        VectorOp::VectorInterleave => verify_interleave(c),
        VectorOp::VectorDeinterleave => verify_deinterleave(c),
    }
}

fn vshape<'a>(c: &OpCheck<'a>, t: Type) -> Option<(&'a [i64], Type)> {
    match c.tk(t) {
        TypeKind::Vector { shape, elem, .. } => Some((shape.as_slice(), *elem)),
        _ => None,
    }
}

fn verify_load_store(c: &OpCheck, load: bool) -> Check {
    let base = if load { 0 } else { 1 };
    if load {
        shape(c, Count::AtLeast(1), Count::Exact(1), 0, 0)?;
    } else {
        shape(c, Count::AtLeast(2), Count::Exact(0), 0, 0)?;
    }
    cs::operand_types(c, base, 1, cs::RANKED_MEMREF)?;
    for (i, v) in c.operands().iter().enumerate().skip(base + 1) {
        let t = c.vty(*v);
        if !cs::is_index(c.ctx, t) {
            return Err(c.err(format!(
                "operand #{i} must be variadic of index, but got {}",
                c.q(t)
            )));
        }
    }
    let vt = if load {
        c.result_ty(0)
    } else {
        c.operand_ty(0)
    };
    let (Some(mt), Some(vt)) = (c.operand_ty(base), vt) else {
        return Ok(());
    };
    let Some((_, velem)) = vshape(c, vt) else {
        let what = if load { "result #0" } else { "operand #0" };
        return Err(c.err(format!(
            "{what} must be vector of any type values, but got {}",
            c.q(vt)
        )));
    };
    let Some(mut melem) = c.tk(mt).element_type() else {
        return Ok(());
    };
    if let TypeKind::Vector { elem, .. } = c.tk(melem) {
        if melem != vt {
            return Err(c.err(if load {
                "base memref and result vector types should match"
            } else {
                "base memref and valueToStore vector types should match"
            }));
        }
        melem = *elem;
    }
    if melem != velem {
        return Err(c.err(if load {
            "base and result element types should match"
        } else {
            "base and valueToStore element type should match"
        }));
    }
    let rank = c.tk(mt).shape().map_or(0, <[i64]>::len);
    if c.operands().len() - base - 1 != rank {
        return Err(c.err(format!("requires {rank} indices")));
    }
    Ok(())
}

fn verify_broadcast(c: &OpCheck) -> Check {
    shape(c, Count::Exact(1), Count::Exact(1), 0, 0)?;
    cs::all_results(c, cs::ANY_VECTOR)?;
    let (Some(s), Some(r)) = (c.operand_ty(0), c.result_ty(0)) else {
        return Ok(());
    };
    let Some((rshape, relem)) = vshape(c, r) else {
        return Ok(());
    };
    let Some((sshape, selem)) = vshape(c, s) else {
        if s != relem {
            return Err(
                c.err("failed to verify that source operand and result have same element type")
            );
        }
        return Ok(());
    };
    if selem != relem {
        return Err(c.err("failed to verify that source operand and result have same element type"));
    }
    if sshape.len() > rshape.len() {
        return Err(c.err("source rank higher than destination rank"));
    }
    let lead = rshape.len() - sshape.len();
    for (i, d) in sshape.iter().enumerate() {
        let rd = rshape[lead + i];
        if *d != 1 && *d != rd {
            return Err(c.err(format!("dimension mismatch ({d} vs. {rd})")));
        }
    }
    Ok(())
}

/// The static positions of an extract/insert (`static_position`, or the older `position`).
fn positions(c: &OpCheck) -> Option<Vec<i64>> {
    c.int_list_attr("static_position")
        .or_else(|| c.int_list_attr("position"))
}

/// Checks positions against `vshape` (non-dynamic ones must be in range).
fn check_positions(c: &OpCheck, pos: &[i64], vshape: &[i64], what: &str) -> Check {
    if pos.len() > vshape.len() {
        return Err(c.err(format!(
            "expected position attribute of rank no greater than {what} vector rank"
        )));
    }
    for (i, (p, d)) in pos.iter().zip(vshape).enumerate() {
        if *p != DYNAMIC && (*p < 0 || *p >= *d) {
            return Err(c.err(format!(
                "expected position attribute #{} to be a non-negative integer smaller than the corresponding {what} vector dimension",
                i + 1
            )));
        }
    }
    Ok(())
}

/// The type that remains after indexing `vshape` with `npos` positions.
fn sub_type(c: &OpCheck, v: Type, npos: usize) -> Option<(Vec<i64>, Type)> {
    let (shape, elem) = vshape(c, v)?;
    Some((shape.get(npos..)?.to_vec(), elem))
}

fn type_matches(c: &OpCheck, t: Type, rest: &(Vec<i64>, Type)) -> bool {
    if rest.0.is_empty() {
        return t == rest.1;
    }
    matches!(vshape(c, t), Some((s, e)) if s == rest.0.as_slice() && e == rest.1)
}

fn verify_extract(c: &OpCheck) -> Check {
    shape(c, Count::AtLeast(1), Count::Exact(1), 0, 0)?;
    cs::operand_types(c, 0, 1, cs::ANY_VECTOR)?;
    let (Some(src), Some(res)) = (c.operand_ty(0), c.result_ty(0)) else {
        return Ok(());
    };
    let Some((sshape, _)) = vshape(c, src) else {
        return Ok(());
    };
    let pos = positions(c).unwrap_or_default();
    check_positions(c, &pos, sshape, "source")?;
    let dynamic = pos.iter().filter(|p| **p == DYNAMIC).count();
    if c.operands().len() - 1 != dynamic {
        return Err(c.err(format!("expected {dynamic} dynamic position values")));
    }
    if let Some(rest) = sub_type(c, src, pos.len()) {
        if !type_matches(c, res, &rest) {
            return Err(c.err(format!(
                "failed to verify that result type matches the type of the extracted element or sub-vector ({} given)",
                c.q(res)
            )));
        }
    }
    Ok(())
}

fn verify_insert(c: &OpCheck) -> Check {
    shape(c, Count::AtLeast(2), Count::Exact(1), 0, 0)?;
    cs::operand_types(c, 1, 1, cs::ANY_VECTOR)?;
    let (Some(src), Some(dst), Some(res)) = (c.operand_ty(0), c.operand_ty(1), c.result_ty(0))
    else {
        return Ok(());
    };
    if dst != res {
        return Err(c.err("failed to verify that all of {dest, result} have same type"));
    }
    let Some((dshape, _)) = vshape(c, dst) else {
        return Ok(());
    };
    let pos = positions(c).unwrap_or_default();
    check_positions(c, &pos, dshape, "dest")?;
    let dynamic = pos.iter().filter(|p| **p == DYNAMIC).count();
    if c.operands().len() - 2 != dynamic {
        return Err(c.err(format!("expected {dynamic} dynamic position values")));
    }
    if let Some(rest) = sub_type(c, dst, pos.len()) {
        if !type_matches(c, src, &rest) {
            return Err(
                c.err("expected position attribute rank + source rank to match dest vector rank")
            );
        }
    }
    Ok(())
}

fn verify_reduction(c: &OpCheck) -> Check {
    shape(c, Count::AtLeast(1), Count::Exact(1), 0, 0)?;
    c.require("kind")?;
    cs::operand_types(c, 0, 1, cs::ANY_VECTOR)?;
    let (Some(v), Some(r)) = (c.operand_ty(0), c.result_ty(0)) else {
        return Ok(());
    };
    let Some((s, e)) = vshape(c, v) else {
        return Ok(());
    };
    if e != r {
        return Err(c.err("failed to verify that source operand and result have same element type"));
    }
    if s.len() > 1 {
        return Err(c.err(format!("unsupported reduction rank: {}", s.len())));
    }
    if let Some(acc) = c.operand_ty(1) {
        if acc != r {
            return Err(c.err("failed to verify that all of {dest, acc} have same type"));
        }
    }
    Ok(())
}

/// Upstream's `AnyVectorOfAnyRank` (any vector, 0-D included) and, with `fixed`, its
/// fixed-length form; `AnyVectorOfNonZeroRank` with `nonzero_rank`.
fn vector_kind(c: &OpCheck, t: Type, fixed: bool, nonzero_rank: bool) -> bool {
    match c.tk(t) {
        TypeKind::Vector {
            shape, scalable, ..
        } => (!fixed || !scalable.iter().any(|s| *s)) && (!nonzero_rank || !shape.is_empty()),
        _ => false,
    }
}

const ANY_VECTOR_SUMMARY: &str = "vector of any non-token type values";

/// `operand #i` / `result #i must be <summary>, but got <type>` when `ok` fails.
fn check_type(c: &OpCheck, what: &str, t: Option<Type>, summary: &str, ok: bool) -> Check {
    match t {
        Some(t) if !ok => Err(c.err(format!("{what} must be {summary}, but got {}", c.q(t)))),
        _ => Ok(()),
    }
}

/// A vector's shape, scalable flags and element type.
fn vparts(c: &OpCheck, t: Type) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    match c.tk(t) {
        TypeKind::Vector {
            shape,
            scalable,
            elem,
        } => Some((shape.clone(), scalable.clone(), *elem)),
        _ => None,
    }
}

/// `t` with its trailing dimension scaled by `num / den` (a 0-D vector counts as one
/// element), or `None` when that is not a whole number or `t` is not a vector.
fn trailing_scaled(c: &OpCheck, t: Type, num: i64, den: i64) -> Option<TypeKind> {
    let (mut shape, mut scalable, elem) = vparts(c, t)?;
    if shape.is_empty() {
        shape.push(1);
        scalable.push(false);
    }
    let last = shape.last_mut()?;
    let scaled = last.checked_mul(num)?;
    if scaled % den != 0 {
        return None;
    }
    *last = scaled / den;
    Some(TypeKind::Vector {
        shape,
        scalable,
        elem,
    })
}

/// `vector.shuffle`: ODS constraints (fixed-length operands, a vector result, the element
/// types), then `ShuffleOp::verify` (ranks, trailing dimensions, mask length and indices,
/// `-1` being the poison index).
fn verify_shuffle(c: &OpCheck) -> Check {
    shape(c, Count::Exact(2), Count::Exact(1), 0, 0)?;
    let Some(mask_attr) = c.attr("mask") else {
        return Err(c.err("requires attribute 'mask'"));
    };
    let Some(mask) = super::syntax::i64_array(c.ctx, mask_attr) else {
        return Err(
            c.err("attribute 'mask' failed to satisfy constraint: i64 dense array attribute")
        );
    };
    const FIXED: &str = "fixed-length vector of any non-token type values";
    for i in 0..2 {
        let t = c.operand_ty(i);
        let ok = t.is_some_and(|t| vector_kind(c, t, true, false));
        check_type(c, &format!("operand #{i}"), t, FIXED, ok)?;
    }
    let r = c.result_ty(0);
    let ok = r.is_some_and(|t| vector_kind(c, t, false, false));
    check_type(c, "result #0", r, ANY_VECTOR_SUMMARY, ok)?;
    let (Some(v1), Some(v2), Some(r)) = (c.operand_ty(0), c.operand_ty(1), c.result_ty(0)) else {
        return Ok(());
    };
    let (Some((s1, _, e1)), Some((s2, _, e2)), Some((sr, _, er))) =
        (vparts(c, v1), vparts(c, v2), vparts(c, r))
    else {
        return Ok(());
    };
    if e1 != er {
        return Err(
            c.err("failed to verify that first operand v1 and result have same element type")
        );
    }
    if e2 != er {
        return Err(
            c.err("failed to verify that second operand v2 and result have same element type")
        );
    }
    let well_formed_0d = s1.is_empty() && s2.is_empty() && sr.len() == 1;
    let well_formed_nd = s1.len() == sr.len() && s2.len() == sr.len();
    if !well_formed_0d && !well_formed_nd {
        return Err(c.err("rank mismatch"));
    }
    let trailing = |s: &[i64]| s.get(1..).map(<[i64]>::to_vec).unwrap_or_default();
    if trailing(&sr) != trailing(&s1) || trailing(&s1) != trailing(&s2) {
        return Err(c.err("dimension mismatch"));
    }
    if mask.is_empty() {
        return Err(c.err("invalid mask length"));
    }
    if sr.first().and_then(|&n| usize::try_from(n).ok()) != Some(mask.len()) {
        return Err(c.err("mask length mismatch"));
    }
    let lead = |s: &[i64]| s.first().copied().unwrap_or(1);
    let size = lead(&s1).saturating_add(lead(&s2));
    for (k, &m) in mask.iter().enumerate() {
        if m != -1 && !(0..size).contains(&m) {
            return Err(c.err(format!("mask index #{} out of range", k + 1)));
        }
    }
    Ok(())
}

/// `vector.interleave`: two operands of one vector type (0-D allowed), the result that type
/// with its trailing dimension doubled.
fn verify_interleave(c: &OpCheck) -> Check {
    shape(c, Count::Exact(2), Count::Exact(1), 0, 0)?;
    for i in 0..2 {
        let t = c.operand_ty(i);
        let ok = t.is_some_and(|t| vector_kind(c, t, false, false));
        check_type(c, &format!("operand #{i}"), t, ANY_VECTOR_SUMMARY, ok)?;
    }
    let r = c.result_ty(0);
    let ok = r.is_some_and(|t| vector_kind(c, t, false, false));
    check_type(c, "result #0", r, ANY_VECTOR_SUMMARY, ok)?;
    let (Some(a), Some(b), Some(r)) = (c.operand_ty(0), c.operand_ty(1), c.result_ty(0)) else {
        return Ok(());
    };
    if a != b {
        return Err(c.err("failed to verify that all of {lhs, rhs} have same type"));
    }
    if trailing_scaled(c, a, 2, 1).as_ref() != Some(c.tk(r)) {
        return Err(
            c.err("failed to verify that type of 'result' is double the width of the inputs")
        );
    }
    Ok(())
}

/// `vector.deinterleave`: a vector of rank >= 1 with an even trailing dimension, and two
/// results of that type with the trailing dimension halved.
fn verify_deinterleave(c: &OpCheck) -> Check {
    shape(c, Count::Exact(1), Count::Exact(2), 0, 0)?;
    let s = c.operand_ty(0);
    let ok = s.is_some_and(|t| vector_kind(c, t, false, true));
    check_type(c, "operand #0", s, ANY_VECTOR_SUMMARY, ok)?;
    for i in 0..2 {
        let t = c.result_ty(i);
        let ok = t.is_some_and(|t| vector_kind(c, t, false, true));
        check_type(c, &format!("result #{i}"), t, ANY_VECTOR_SUMMARY, ok)?;
    }
    let (Some(s), Some(r0), Some(r1)) = (c.operand_ty(0), c.result_ty(0), c.result_ty(1)) else {
        return Ok(());
    };
    if vparts(c, s)
        .and_then(|(sh, _, _)| sh.last().copied())
        .is_some_and(|n| n % 2 != 0)
    {
        return Err(c.err(
            "failed to verify that the trailing dimension of the source vector has an even number of elements",
        ));
    }
    if r0 != r1 {
        return Err(c.err("failed to verify that all of {res1, res2} have same type"));
    }
    if trailing_scaled(c, s, 1, 2).as_ref() != Some(c.tk(r0)) {
        return Err(c.err(
            "failed to verify that the trailing dimension of the results is half the width of source trailing dimension",
        ));
    }
    Ok(())
}
