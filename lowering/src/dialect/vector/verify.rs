//! Per-op verification rules of the `vector` dialect (the subset Tessera registers): memory
//! accesses (element types, one index per memref dimension), broadcasts, extracts and
//! inserts (positions against the vector rank and the implied result type), splats, `fma`
//! and reductions. Messages follow upstream's `VectorOps.cpp` and ODS constraints.

use crate::dialect::OpKind;
use crate::ir::{Type, TypeKind, DYNAMIC};
use crate::verify::check::{Check, OpCheck};
use crate::verify::constraints::{self as cs, shape, Count};

/// Verifies one `vector` op.
pub fn verify(c: &OpCheck, kind: OpKind) -> Check {
    use OpKind::*;
    match kind {
        VectorLoad => verify_load_store(c, true),
        VectorStore => verify_load_store(c, false),
        VectorBroadcast => verify_broadcast(c),
        VectorExtract => verify_extract(c),
        VectorInsert => verify_insert(c),
        VectorExtractElement => verify_extract_element(c),
        VectorInsertElement => verify_insert_element(c),
        VectorSplat => {
            shape(c, Count::Exact(1), Count::Exact(1), 0, 0)?;
            cs::all_results(c, cs::ANY_VECTOR)?;
            let (Some(s), Some(r)) = (c.operand_ty(0), c.result_ty(0)) else {
                return Ok(());
            };
            if c.tk(r).element_type() != Some(s) {
                return Err(
                    c.err("failed to verify that operand type matches element type of result")
                );
            }
            Ok(())
        }
        VectorFma => {
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
        VectorReduction => verify_reduction(c),
        _ => Ok(()),
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
            "base and result element type should match"
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
            return Err(c.err("source type is not a vector"));
        }
        return Ok(());
    };
    if selem != relem {
        return Err(c.err("source type is not a vector"));
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

fn verify_extract_element(c: &OpCheck) -> Check {
    shape(c, Count::AtLeast(1), Count::Exact(1), 0, 0)?;
    cs::operand_types(c, 0, 1, cs::ANY_VECTOR)?;
    let (Some(v), Some(r)) = (c.operand_ty(0), c.result_ty(0)) else {
        return Ok(());
    };
    let Some((s, e)) = vshape(c, v) else {
        return Ok(());
    };
    if e != r {
        return Err(
            c.err("failed to verify that result type matches element type of vector operand")
        );
    }
    match (s.len(), c.operands().len()) {
        (0, 1) | (1, 2) => Ok(()),
        (0, _) => Err(c.err("expected position to be empty with 0-D vector")),
        (1, _) => Err(c.err("expected position for 1-D vector")),
        _ => Err(c.err("unexpected >1 vector rank")),
    }
}

fn verify_insert_element(c: &OpCheck) -> Check {
    shape(c, Count::AtLeast(2), Count::Exact(1), 0, 0)?;
    cs::operand_types(c, 1, 1, cs::ANY_VECTOR)?;
    let (Some(src), Some(dst), Some(r)) = (c.operand_ty(0), c.operand_ty(1), c.result_ty(0)) else {
        return Ok(());
    };
    if dst != r {
        return Err(c.err("failed to verify that all of {dest, result} have same type"));
    }
    let Some((s, e)) = vshape(c, dst) else {
        return Ok(());
    };
    if e != src {
        return Err(
            c.err("failed to verify that source operand type matches element type of result")
        );
    }
    match (s.len(), c.operands().len()) {
        (0, 2) | (1, 3) => Ok(()),
        (0, _) => Err(c.err("expected position to be empty with 0-D vector")),
        (1, _) => Err(c.err("expected position for 1-D vector")),
        _ => Err(c.err("unexpected >1 vector rank")),
    }
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
