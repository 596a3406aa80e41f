//! Static work counts of a kernel: floating-point operations and memref bytes.
//!
//! **FLOPs** are counted on the loop nest as written (before the GPU pipeline): every
//! floating-point `arith`/`math` op counts once per execution (`math.fma` twice,
//! comparisons and casts included), multiplied by the trip counts of the enclosing
//! `affine.for`/`scf.for` loops and the iteration counts of `affine.parallel`. Bounds
//! must be constants (or constant-valued operands); a loop whose trip count is not
//! constant counts once and marks the result inexact. `affine.if` bodies count as if
//! always taken (a padded convolution counts the dense MACs, the usual convention).
//! For a `gpu.func` (files that are already kernels) the count of its body is
//! multiplied by the invocations of its launch.
//!
//! **Bytes** are the compulsory traffic of the memref arguments: each argument's size
//! once if the code loads from it and once more if it stores to it (so `C += A·B` counts
//! C twice). Caches and re-reads are ignored, so achieved GB/s is a lower bound on the
//! memory traffic rate.

use tessera_lowering::affine::{eval_map, ops as aops};
use tessera_lowering::dialect::OpKind;
use tessera_lowering::ir::{Context, FloatKind, Module, Op, TypeKind, Value};

/// The work of one kernel.
#[derive(Debug, Clone, Copy, PartialEq, Default, serde::Serialize)]
pub struct Cost {
    /// Floating-point operations per run.
    pub flops: f64,
    /// Bytes of compulsory memref traffic per run.
    pub bytes: f64,
    /// Whether every trip count was static.
    pub exact: bool,
}

/// The byte size of a static memref type (`None`: dynamic or not a memref).
pub fn memref_bytes(ctx: &Context, ty: tessera_lowering::ir::Type) -> Option<u64> {
    let TypeKind::MemRef { shape, elem, .. } = ctx.type_kind(ty) else {
        return None;
    };
    let mut n: u64 = 1;
    for &d in shape {
        n = n.checked_mul(u64::try_from(d).ok()?)?;
    }
    n.checked_mul(elem_bytes(ctx, *elem))
}

/// Bytes of one element of scalar type `ty` (4 for `index`).
pub fn elem_bytes(ctx: &Context, ty: tessera_lowering::ir::Type) -> u64 {
    match ctx.type_kind(ty) {
        TypeKind::Index => 4,
        TypeKind::Integer { width, .. } => u64::from(*width).div_ceil(8).max(1),
        TypeKind::Vector { shape, elem, .. } => {
            shape.iter().map(|&d| d.max(1) as u64).product::<u64>() * elem_bytes(ctx, *elem)
        }
        TypeKind::Float(f) => match f {
            FloatKind::BF16 | FloatKind::F16 => 2,
            FloatKind::TF32 | FloatKind::F32 => 4,
            FloatKind::F64 => 8,
            FloatKind::F80 | FloatKind::F128 => 16,
            tessera_lowering::small_float_kinds!() => 1,
        },
        _ => 4,
    }
}

/// FLOPs one execution of `op` performs (not counting nested regions).
fn op_flops(ctx: &Context, m: &Module, op: Op) -> f64 {
    let d = m.op(op);
    let name = ctx.ident_str(d.name);
    let float_result = d
        .results()
        .iter()
        .chain(d.operands().iter().take(1))
        .any(|&v| {
            let t = m.value_type(v);
            let k = ctx.type_kind(t);
            k.is_float()
                || matches!(k, TypeKind::Vector { elem, .. } if ctx.type_kind(*elem).is_float())
        });
    if !float_result {
        return 0.0;
    }
    let lanes = d
        .results()
        .first()
        .map(|&v| match ctx.type_kind(m.value_type(v)) {
            TypeKind::Vector { shape, .. } => shape.iter().map(|&s| s.max(1) as f64).product(),
            _ => 1.0,
        })
        .unwrap_or(1.0);
    let per = if name == "math.fma" {
        2.0
    } else if name.starts_with("math.")
        || matches!(
            name.strip_prefix("arith."),
            Some(
                "addf"
                    | "subf"
                    | "mulf"
                    | "divf"
                    | "remf"
                    | "negf"
                    | "maximumf"
                    | "minimumf"
                    | "maxnumf"
                    | "minnumf"
                    | "cmpf"
            )
        )
    {
        1.0
    } else {
        0.0
    };
    per * lanes
}

/// The constant value of `v`, if `arith.constant` defines it.
fn const_of(ctx: &Context, m: &Module, v: Value) -> Option<i64> {
    aops::constant_int(ctx, m, v)
}

/// The trip count of a loop-like op (`None`: not a loop; `Some(None)`: not static).
fn trips(ctx: &Context, m: &Module, op: Op) -> Option<Option<f64>> {
    match m.op(op).kind {
        Some(OpKind::AffineFor) => {
            let Some(b) = aops::for_bounds(ctx, m, op) else {
                return Some(None);
            };
            let eval = |map, operands: &[Value]| -> Option<Vec<i64>> {
                let vals: Option<Vec<i64>> =
                    operands.iter().map(|&v| const_of(ctx, m, v)).collect();
                let vals = vals?;
                let nd = (ctx.map_data(map).num_dims as usize).min(vals.len());
                eval_map(ctx, map, &vals[..nd], &vals[nd..]).ok()
            };
            let lb = eval(b.lb_map, &b.lb_operands).and_then(|v| v.into_iter().max());
            let ub = eval(b.ub_map, &b.ub_operands).and_then(|v| v.into_iter().min());
            Some(match (lb, ub) {
                (Some(l), Some(u)) => Some(((u - l).max(0) as f64 / b.step as f64).ceil()),
                _ => None,
            })
        }
        Some(OpKind::ScfFor) => {
            let o = m.op(op).operands();
            let vals: Option<Vec<i64>> = o.iter().take(3).map(|&v| const_of(ctx, m, v)).collect();
            Some(match vals.as_deref() {
                Some([l, u, s]) if *s > 0 => Some(((u - l).max(0) as f64 / *s as f64).ceil()),
                _ => None,
            })
        }
        Some(OpKind::AffineParallel) => {
            let mut ctx2 = ctx.clone();
            let Some(pb) = aops::parallel_bounds(&mut ctx2, m, op) else {
                return Some(None);
            };
            let consts = |operands: &[Value]| -> Option<Vec<i64>> {
                operands.iter().map(|&v| const_of(ctx, m, v)).collect()
            };
            let (Some(lo), Some(hi)) = (consts(&pb.lb_operands), consts(&pb.ub_operands)) else {
                return Some(None);
            };
            let mut n = 1.0;
            for d in &pb.dims {
                let ev = |maps: &[tessera_lowering::ir::AffineMap], vals: &[i64]| {
                    maps.iter()
                        .map(|&mp| {
                            let nd = (ctx2.map_data(mp).num_dims as usize).min(vals.len());
                            eval_map(&ctx2, mp, &vals[..nd], &vals[nd..])
                                .ok()
                                .and_then(|r| r.first().copied())
                        })
                        .collect::<Option<Vec<i64>>>()
                };
                let (Some(l), Some(u)) = (
                    ev(&d.lbs, &lo).and_then(|v| v.into_iter().max()),
                    ev(&d.ubs, &hi).and_then(|v| v.into_iter().min()),
                ) else {
                    return Some(None);
                };
                n *= ((u - l).max(0) as f64 / d.step.max(1) as f64).ceil();
            }
            Some(Some(n))
        }
        _ => None,
    }
}

/// FLOPs of everything nested in `op`'s regions (times trip counts); clears `exact` when
/// a trip count is not static.
fn region_flops(ctx: &Context, m: &Module, op: Op, exact: &mut bool) -> f64 {
    let mut total = 0.0;
    for &r in m.op(op).regions() {
        for &b in m.region(r).blocks() {
            for inner in m.block_ops(b) {
                total += op_flops(ctx, m, inner);
                let nested = region_flops(ctx, m, inner, exact);
                let mult = match trips(ctx, m, inner) {
                    None => 1.0,
                    Some(Some(t)) => t,
                    Some(None) => {
                        *exact = false;
                        1.0
                    }
                };
                total += mult * nested;
            }
        }
    }
    total
}

/// Whether code under `op` loads from / stores to memref `v` (directly, or through a
/// view of it).
fn accesses(ctx: &Context, m: &Module, op: Op, v: Value, load: &mut bool, store: &mut bool) {
    let _ = ctx;
    for &r in m.op(op).regions() {
        for &b in m.region(r).blocks() {
            for inner in m.block_ops(b) {
                let d = m.op(inner);
                match d.kind {
                    Some(OpKind::AffineLoad | OpKind::MemRefLoad) => {
                        if d.operands().first() == Some(&v) {
                            *load = true;
                        }
                    }
                    Some(OpKind::AffineStore | OpKind::MemRefStore) => {
                        if d.operands().get(1) == Some(&v) {
                            *store = true;
                        }
                    }
                    _ => {
                        // Anything else that takes the memref (a call, a view, a vector
                        // transfer) may do both.
                        if d.operands().contains(&v) && d.regions().is_empty() {
                            let name = ctx.ident_str(d.name);
                            if name.contains("load") || name.contains("read") {
                                *load = true;
                            } else if name.contains("store") || name.contains("write") {
                                *store = true;
                            } else {
                                *load = true;
                                *store = true;
                            }
                        }
                    }
                }
                accesses(ctx, m, inner, v, load, store);
            }
        }
    }
}

/// The cost of function-like `func` (a `func.func` with loop nests, or a `gpu.func`
/// run by `invocations` invocations).
pub fn function_cost(ctx: &Context, m: &Module, func: Op, invocations: f64) -> Cost {
    let mut exact = true;
    let flops = region_flops(ctx, m, func, &mut exact) * invocations;
    let mut bytes = 0.0;
    if let Some(entry) = m.entry_block(func, 0) {
        for &arg in m.block(entry).args() {
            let Some(size) = memref_bytes(ctx, m.value_type(arg)) else {
                continue;
            };
            let (mut load, mut store) = (false, false);
            accesses(ctx, m, func, arg, &mut load, &mut store);
            bytes += size as f64 * (f64::from(u8::from(load)) + f64::from(u8::from(store)));
        }
    }
    Cost {
        flops,
        bytes,
        exact,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tessera_lowering::parser::{parse_source, ParseOptions};

    fn first_func(ctx: &Context, m: &Module) -> Op {
        let mut found = None;
        for &top in &m.top {
            m.walk_pre(top, &mut |op| {
                if found.is_none()
                    && m.op(op).kind == Some(OpKind::FuncFunc)
                    && m.entry_block(op, 0).is_some()
                {
                    found = Some(op);
                }
            });
        }
        let _ = ctx;
        found.unwrap()
    }

    #[test]
    fn matmul_counts_two_mnk_and_each_array() {
        let src = crate::bench::library::library_kernel("matmul")
            .unwrap()
            .instantiate(&[8, 4, 2])
            .unwrap();
        let mut ctx = Context::new();
        let m = parse_source(&mut ctx, &src, "m.mlir", &ParseOptions::default()).unwrap();
        let f = first_func(&ctx, &m);
        let c = function_cost(&ctx, &m, f, 1.0);
        assert_eq!(c.flops, 2.0 * 8.0 * 4.0 * 2.0);
        // A (8x2) and B (2x4) read once, C (8x4) read and written.
        assert_eq!(c.bytes, 4.0 * (16.0 + 8.0 + 2.0 * 32.0));
        assert!(c.exact);
    }
}
