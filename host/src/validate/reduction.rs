//! Reductions and their tolerance.
//!
//! A float reduction computed in a different order (tiles, parallel partial sums, fused
//! multiply-adds) legitimately differs from the reference. For a sum of `n` terms the
//! classical bound (Higham, *Accuracy and Stability of Numerical Algorithms*, §4.2) is
//!
//! ```text
//! |ŝ - s| <= γₙ · Σ|xᵢ|,   γₙ = n·u / (1 - n·u),   u = unit roundoff
//! ```
//!
//! for *any* summation order, so two implementations differ by at most `2·γₙ·Σ|xᵢ|`.
//!
//! The validator finds accumulations in the program before lowering — `arith.addf` whose
//! operand is an `iter_args` value yielded back by its loop, or whose operand is loaded
//! from the very element the sum is stored to — and counts their terms from constant loop
//! trip counts. It then runs a *shadow* of the reference program on the CPU in which
//! every accumulated term `x` is replaced by `|x|`: the shadow's outputs hold `Σ|xᵢ|` where
//! the real outputs hold `Σxᵢ`. The per-element absolute tolerance becomes
//! `2·γₙ·max(|shadow|, |reference|)`.
//!
//! The bound applies only to the elements a reduction reaches. A *taint* run of the
//! reference program replaces every accumulated term by `+inf` ([`make_taint`]); an output
//! element whose value differs from the reference's in that run depends on a reduction
//! (directly, or through later arithmetic such as a bias, a ReLU or a division by a sum),
//! and every other element is compared with the plain element-type tolerance. A copy, an
//! elementwise op or a dropped term outside any reduction therefore cannot hide in a
//! reduction's slack.

use tessera_lowering::dialect::OpKind;
use tessera_lowering::ir::{AttrKind, Context, Module, Op, OpSpec, Value, ValueDef};

/// Trip count assumed for loops whose bounds are not constant.
pub const UNKNOWN_TRIP_COUNT: u64 = 1 << 12;

/// One accumulation found in the program.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Accumulation {
    /// The `arith.addf`.
    pub add: Op,
    /// Which operand is the accumulated term.
    pub term: usize,
    /// Number of terms, when every loop involved has a constant trip count.
    pub terms: Option<u64>,
}

fn prop_i64(ctx: &Context, m: &Module, op: Op, name: &str) -> Option<i64> {
    let a = m.op(op).get_attr(ctx.lookup_ident(name)?)?;
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => i64::try_from(*value).ok(),
        _ => None,
    }
}

fn const_map(ctx: &Context, m: &Module, op: Op, name: &str) -> Option<i64> {
    let a = m.op(op).get_attr(ctx.lookup_ident(name)?)?;
    let AttrKind::AffineMap(map) = ctx.attr_kind(a) else {
        return None;
    };
    let d = ctx.map_data(*map);
    match d.results.as_slice() {
        [e] => ctx.as_const(*e),
        _ => None,
    }
}

fn const_value(ctx: &Context, m: &Module, v: Value) -> Option<i64> {
    let d = m.defining_op(v)?;
    if m.op(d).kind != Some(OpKind::ArithConstant) {
        return None;
    }
    prop_i64(ctx, m, d, "value")
}

/// The constant trip count of an `affine.for` or `scf.for`.
pub fn trip_count(ctx: &Context, m: &Module, op: Op) -> Option<u64> {
    let (lb, ub, step) = match m.op(op).kind? {
        OpKind::AffineFor => (
            const_map(ctx, m, op, "lowerBoundMap")?,
            const_map(ctx, m, op, "upperBoundMap")?,
            prop_i64(ctx, m, op, "step")?,
        ),
        OpKind::ScfFor => {
            let ops = m.op(op).operands();
            (
                const_value(ctx, m, *ops.first()?)?,
                const_value(ctx, m, *ops.get(1)?)?,
                const_value(ctx, m, *ops.get(2)?)?,
            )
        }
        _ => return None,
    };
    if step <= 0 {
        return None;
    }
    Some(if ub <= lb {
        0
    } else {
        ((ub - lb) as u64).div_ceil(step as u64)
    })
}

fn is_loop(m: &Module, op: Op) -> bool {
    matches!(m.op(op).kind, Some(OpKind::AffineFor | OpKind::ScfFor))
}

/// `(loop, iter_args position)` when `v` is an iter_args block argument of a loop body.
fn iter_arg_of(m: &Module, v: Value) -> Option<(Op, usize)> {
    let ValueDef::BlockArg { block, index } = m.value(v).def else {
        return None;
    };
    let owner = m.block_parent_op(block)?;
    (is_loop(m, owner) && index >= 1).then(|| (owner, index as usize - 1))
}

/// The memref and the index description of a load or store (`value_offset` skips the
/// stored value).
fn access(
    ctx: &Context,
    m: &Module,
    op: Op,
) -> Option<(Value, Vec<Value>, Option<tessera_lowering::ir::Attr>)> {
    let d = m.op(op);
    let (mem_at, map) = match d.kind? {
        OpKind::AffineLoad => (0, d.get_attr(ctx.lookup_ident("map")?)),
        OpKind::MemRefLoad => (0, None),
        OpKind::AffineStore => (1, d.get_attr(ctx.lookup_ident("map")?)),
        OpKind::MemRefStore => (1, None),
        _ => return None,
    };
    let ops = d.operands();
    Some((*ops.get(mem_at)?, ops.get(mem_at + 1..)?.to_vec(), map))
}

/// Loops between `op` and its function whose induction variable does not reach
/// `indices` (directly or through `affine.apply`).
fn reduction_loops(m: &Module, op: Op, indices: &[Value]) -> Vec<Op> {
    let mut used: Vec<Value> = Vec::new();
    let mut work: Vec<Value> = indices.to_vec();
    while let Some(v) = work.pop() {
        if used.contains(&v) {
            continue;
        }
        used.push(v);
        if let Some(d) = m.defining_op(v) {
            if m.op(d).kind == Some(OpKind::AffineApply) {
                work.extend(m.op(d).operands().iter().copied());
            }
        }
    }
    let mut out = Vec::new();
    let mut p = m.parent_op(op);
    while let Some(l) = p {
        if matches!(m.op(l).kind, Some(OpKind::FuncFunc | OpKind::GpuFunc)) {
            break;
        }
        if is_loop(m, l) {
            let iv = m
                .op(l)
                .regions()
                .first()
                .and_then(|&r| m.region(r).blocks().first().copied())
                .and_then(|b| m.block(b).args().first().copied());
            if iv.is_some_and(|iv| !used.contains(&iv)) {
                out.push(l);
            }
        }
        p = m.parent_op(l);
    }
    out
}

fn product(ctx: &Context, m: &Module, loops: &[Op]) -> Option<u64> {
    loops
        .iter()
        .try_fold(1u64, |acc, &l| acc.checked_mul(trip_count(ctx, m, l)?))
}

/// Every accumulation of `m`, in program order.
pub fn find_accumulations(ctx: &Context, m: &Module) -> Vec<Accumulation> {
    let mut adds = Vec::new();
    for &top in &m.top {
        m.walk_pre(top, &mut |op| {
            if m.op(op).kind == Some(OpKind::ArithAddF) {
                adds.push(op);
            }
        });
    }
    let mut out = Vec::new();
    for add in adds {
        let ops = m.op(add).operands().to_vec();
        let Some(&res) = m.op(add).results().first() else {
            continue;
        };
        if ops.len() != 2 {
            continue;
        }
        'operand: for (p, &acc) in ops.iter().enumerate() {
            // acc' = acc + x with acc an iter_arg and acc' yielded at its position.
            if let Some((l, pos)) = iter_arg_of(m, acc) {
                let yielded = m.uses(res).iter().any(|u| {
                    matches!(
                        m.op(u.op).kind,
                        Some(OpKind::AffineYield | OpKind::ScfYield)
                    ) && u.operand as usize == pos
                        && m.parent_op(u.op) == Some(l)
                });
                if yielded {
                    out.push(Accumulation {
                        add,
                        term: 1 - p,
                        terms: trip_count(ctx, m, l),
                    });
                    break 'operand;
                }
            }
            // M[i] = M[i] + x.
            let Some(load) = m.defining_op(acc) else {
                continue;
            };
            let Some((lm, li, lmap)) = access(ctx, m, load) else {
                continue;
            };
            if !matches!(
                m.op(load).kind,
                Some(OpKind::AffineLoad | OpKind::MemRefLoad)
            ) {
                continue;
            }
            for u in m.uses(res) {
                let st = u.op;
                if u.operand != 0
                    || !matches!(
                        m.op(st).kind,
                        Some(OpKind::AffineStore | OpKind::MemRefStore)
                    )
                {
                    continue;
                }
                let Some((sm, si, smap)) = access(ctx, m, st) else {
                    continue;
                };
                if sm == lm && si == li && smap == lmap {
                    let loops = reduction_loops(m, st, &si);
                    if loops.is_empty() {
                        // `y[i] = y[i] + x[i]`: an update, not a reduction.
                        continue;
                    }
                    out.push(Accumulation {
                        add,
                        term: 1 - p,
                        terms: product(ctx, m, &loops),
                    });
                    break 'operand;
                }
            }
        }
    }
    out
}

/// The largest term count of `accs` ([`UNKNOWN_TRIP_COUNT`] for unknown ones); `None`
/// when there are no accumulations.
pub fn max_terms(accs: &[Accumulation]) -> Option<u64> {
    accs.iter()
        .map(|a| a.terms.unwrap_or(UNKNOWN_TRIP_COUNT))
        .max()
}

/// Replaces each accumulated term `x` by `math.absf(x)`.
pub fn make_shadow(ctx: &mut Context, m: &mut Module, accs: &[Accumulation]) {
    let name = ctx.ident("math.absf");
    for a in accs {
        let Some(&x) = m.op(a.add).operands().get(a.term) else {
            continue;
        };
        let ty = m.value_type(x);
        let props = tessera_lowering::transforms::rewrite::default_props(ctx, OpKind::MathAbsF);
        let abs = m.create_op(OpSpec {
            name,
            kind: Some(OpKind::MathAbsF),
            operands: vec![x],
            result_types: vec![ty],
            props,
            attrs: Vec::new(),
            successors: Vec::new(),
            num_regions: 0,
            loc: m.op(a.add).loc,
        });
        m.insert_before(a.add, abs);
        if let Some(&r) = m.op(abs).results().first() {
            m.set_operand(a.add, a.term, r);
        }
    }
}

/// Replaces each accumulated term `x` by the constant `+inf` of its type (see the module
/// docs). Returns `false` when some term is not a scalar float, so the taint cannot be
/// trusted to reach every element the reduction does.
pub fn make_taint(ctx: &mut Context, m: &mut Module, accs: &[Accumulation]) -> bool {
    let mut complete = true;
    for a in accs {
        let Some(&x) = m.op(a.add).operands().get(a.term) else {
            complete = false;
            continue;
        };
        let ty = m.value_type(x);
        if !ctx.type_kind(ty).is_float() {
            complete = false;
            continue;
        }
        let b = tessera_lowering::gpu::build::Builder::before(m, a.add);
        let inf = b.const_scalar(ctx, m, ty, f64::INFINITY);
        m.set_operand(a.add, a.term, inf);
    }
    complete
}

/// `γₙ = n·u / (1 - n·u)` (infinite when `n·u >= 1`).
pub fn gamma(n: u64, u: f64) -> f64 {
    let nu = n as f64 * u;
    if nu >= 1.0 {
        f64::INFINITY
    } else {
        nu / (1.0 - nu)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tessera_lowering::parser::{parse_source, ParseOptions};

    const SRC: &str = r#"
func.func @k(%A: memref<8x16xf32>, %r: memref<8xf32>, %C: memref<8x8xf32>, %x: memref<8xf32>) {
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 8 {
    %s = affine.for %j = 0 to 16 iter_args(%acc = %z) -> (f32) {
      %a = affine.load %A[%i, %j] : memref<8x16xf32>
      %t = arith.addf %acc, %a : f32
      affine.yield %t : f32
    }
    affine.store %s, %r[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      affine.for %k = 0 to 16 {
        %a = affine.load %A[%i, %k] : memref<8x16xf32>
        %c = affine.load %C[%i, %j] : memref<8x8xf32>
        %t = arith.addf %a, %c : f32
        affine.store %t, %C[%i, %j] : memref<8x8xf32>
      }
    }
  }
  affine.for %i = 0 to 8 {
    %v = affine.load %x[%i] : memref<8xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %r[%i] : memref<8xf32>
  }
  return
}
"#;

    #[test]
    fn finds_iter_args_and_load_store_sums() {
        let mut ctx = Context::new();
        let mut m = parse_source(&mut ctx, SRC, "t.mlir", &ParseOptions::default()).unwrap();
        let accs = find_accumulations(&ctx, &m);
        assert_eq!(accs.len(), 2, "{accs:?}");
        assert_eq!(accs[0].terms, Some(16));
        assert_eq!(accs[0].term, 1);
        assert_eq!(accs[1].terms, Some(16));
        assert_eq!(accs[1].term, 0);
        assert_eq!(max_terms(&accs), Some(16));
        make_shadow(&mut ctx, &mut m, &accs);
        tessera_lowering::verify::verify(&ctx, &m).unwrap();
        let text = tessera_lowering::printer::print_module(&ctx, &m, &Default::default());
        assert_eq!(text.matches("math.absf").count(), 2, "{text}");
    }

    #[test]
    fn taint_replaces_each_term_by_infinity() {
        let mut ctx = Context::new();
        let mut m = parse_source(&mut ctx, SRC, "t.mlir", &ParseOptions::default()).unwrap();
        let accs = find_accumulations(&ctx, &m);
        assert!(make_taint(&mut ctx, &mut m, &accs));
        tessera_lowering::verify::verify(&ctx, &m).unwrap();
        let text = tessera_lowering::printer::print_module(&ctx, &m, &Default::default());
        assert_eq!(text.matches("0x7F800000").count(), 2, "{text}");
    }

    #[test]
    fn gamma_grows_linearly() {
        let u = 2f64.powi(-24);
        assert!((gamma(100, u) / (100.0 * u) - 1.0).abs() < 1e-5);
        assert!(gamma(1 << 30, 2f64.powi(-11)).is_infinite());
    }
}
