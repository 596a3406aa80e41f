//! `tessera-if-convert`: guarded accumulations become unconditional ones.
//!
//! A padded convolution accumulates under a bounds condition:
//!
//! ```mlir
//! affine.if #in_bounds(%oh, %kh, %ow, %kw) {
//!   %x = affine.load %I[...]      // may be outside I when the condition is false
//!   %w = affine.load %W[...]      // always inside W
//!   %o = affine.load %O[%n, %f, %oh, %ow]
//!   %s = arith.addf %o, (%x * %w)
//!   affine.store %s, %O[%n, %f, %oh, %ow]
//! }
//! ```
//!
//! Because the store sits under the condition, the accumulator cannot live in a register,
//! and loads under a condition that differs between lanes cannot be shared. This pass
//! rewrites the pattern to
//!
//! ```mlir
//! %c = (the set's constraints as arith.cmpi on affine.apply, and-ed)
//! %x = memref.load %I[max(0, min(size - 1, index)) ...]   // clamped: always valid
//! %w = affine.load %W[...]                        // in bounds without the condition
//! %o = affine.load %O[...]                        // in bounds without the condition
//! %s = arith.addf %o, (%x * %w)
//! %r = arith.select %c, %s, %o                    // exactly the old value when false
//! affine.store %r, %O[...]
//! ```
//!
//! which has the same effect (a false condition stores back the value just read; the
//! clamped read's value is discarded). It applies only when the `affine.if` has no results and no else branch, its body is pure
//! arithmetic and `affine.load`s ending in one read-modify-write `addf` of one location,
//! nothing else in the body touches that memref, and the unconditional accesses are
//! proven in bounds by the bounds analysis (`affine::access_bounds`); otherwise the IR is
//! left as it was.
//!
//! No region is left, so a register tile's instances share the condition and the clamped
//! load of one column, and the accumulator becomes an `iter_args` value.

use crate::affine::access_bounds::{LaunchFacts, Verdict};
use crate::diag::Diagnostics;
use crate::dialect::{view, OpKind};
use crate::gpu::bounds::check::{access_of, analyze_access};
use crate::gpu::build::Builder;
use crate::ir::{AttrKind, Context, Module, Op, Value};
use crate::pass::PassOptions;

/// The registered pass.
pub fn run(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    _opts: &PassOptions,
) -> Result<bool, Diagnostics> {
    Ok(if_convert(ctx, m, anchor) > 0)
}

/// Converts every eligible guarded accumulation under `anchor`; returns how many.
pub fn if_convert(ctx: &mut Context, m: &mut Module, anchor: Op) -> usize {
    let mut ifs = Vec::new();
    m.walk_pre(anchor, &mut |op| {
        if m.op(op).kind == Some(OpKind::AffineIf) {
            ifs.push(op);
        }
    });
    // Innermost first.
    ifs.reverse();
    ifs.into_iter()
        .filter(|&g| !m.is_erased(g) && convert_one(ctx, m, g))
        .count()
}

/// Whether `op`'s access is proven in bounds (every dimension, both sides).
fn proven(ctx: &mut Context, m: &Module, op: Op) -> bool {
    let Some(a) = access_of(ctx, m, op) else {
        return false;
    };
    let (v, _) = analyze_access(ctx, m, &LaunchFacts::default(), None, &a);
    v.iter()
        .all(|(lo, hi)| *lo == Verdict::Proven && *hi == Verdict::Proven)
}

fn is_pure(m: &Module, op: Op) -> bool {
    let d = m.op(op);
    d.regions().is_empty() && matches!(d.kind.map(|k| k.dialect()), Some("arith" | "math"))
        || d.kind == Some(OpKind::AffineApply)
}

fn same_access(ctx: &Context, m: &Module, a: Op, b: Op) -> bool {
    let mp = |o: Op| crate::affine::ops::attr(ctx, m, o, "map");
    // The memref and indices of an affine.load or affine.store.
    let access = |o: Op| {
        let d = m.op(o);
        if let Ok(v) = view::AffineLoad::new(ctx, d) {
            return Some((v.memref(), v.indices()));
        }
        view::AffineStore::new(ctx, d)
            .ok()
            .map(|v| (v.memref(), v.indices()))
    };
    let (ia, ib) = (access(a), access(b));
    mp(a) == mp(b) && ia.is_some() && ia == ib
}

fn convert_one(ctx: &mut Context, m: &mut Module, g: Op) -> bool {
    let d = m.op(g);
    if !d.results().is_empty() {
        return false;
    }
    let regions = d.regions().to_vec();
    // No else branch (an empty region, or a block holding only its yield).
    if regions.len() != 2
        || m.region(regions[1])
            .blocks()
            .iter()
            .any(|&b| m.block_ops(b).count() > 1)
    {
        return false;
    }
    let Some(then_b) = m.entry_block(g, 0) else {
        return false;
    };
    let body = m.block_ops_vec(then_b);
    // [..., load o, ..., addf, store, yield]
    let n = body.len();
    if n < 4 || m.op(body[n - 1]).kind != Some(OpKind::AffineYield) {
        return false;
    }
    let store = body[n - 2];
    let Ok(sv) = view::AffineStore::new(ctx, m.op(store)) else {
        return false;
    };
    let (sval, mem) = (sv.value(), sv.memref());
    // The stored-to memref and indices, for the new store.
    let store_at: Vec<Value> = std::iter::once(mem)
        .chain(sv.indices().iter().copied())
        .collect();
    let Some(add) = m.defining_op(sval) else {
        return false;
    };
    if m.op(add).kind != Some(OpKind::ArithAddF)
        || m.op(add).parent != Some(then_b)
        || m.uses(sval).len() != 1
        || !m.op(add).attrs.is_empty()
    {
        return false;
    }
    let Ok(av) = view::ArithAddF::new(ctx, m.op(add)) else {
        return false;
    };
    let (lhs, rhs) = (av.lhs(), av.rhs());
    let is_old = |v: Value| {
        m.defining_op(v).is_some_and(|l| {
            m.op(l).kind == Some(OpKind::AffineLoad)
                && m.op(l).operands().first() == Some(&mem)
                && m.op(l).parent == Some(then_b)
                && same_access(ctx, m, l, store)
        })
    };
    let (old, p, old_first) = if is_old(lhs) {
        (lhs, rhs, true)
    } else if is_old(rhs) {
        (rhs, lhs, false)
    } else {
        return false;
    };
    if m.uses(old).len() != 1 || old == p {
        return false;
    }
    let Some(old_load) = m.defining_op(old) else {
        return false;
    };
    // Everything else: pure ops and loads of other memrefs.
    for &op in &body[..n - 2] {
        if op == old_load || op == add {
            continue;
        }
        let k = m.op(op).kind;
        let ok = is_pure(m, op)
            || (k == Some(OpKind::AffineLoad) && m.op(op).operands().first() != Some(&mem));
        if !ok {
            return false;
        }
    }
    // The unconditional read-modify-write must be in bounds on its own.
    let before = Builder::before(m, g);
    let map = crate::affine::ops::attr(ctx, m, old_load, "map");
    let Some(map_attr) = map else { return false };
    let lops_old = m.op(old_load).operands().to_vec();
    let elem = m.value_type(old);
    let probe = before.create(
        ctx,
        m,
        "affine.load",
        lops_old.clone(),
        vec![elem],
        &[("map", map_attr)],
        0,
    );
    if !proven(ctx, m, probe) {
        m.erase_op(probe);
        return false;
    }
    m.erase_op(probe);
    // The condition as an i1 (each constraint `e >= 0` / `e == 0` on the if's operands).
    let set = match crate::affine::ops::attr(ctx, m, g, "condition").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::IntegerSet(s)) => *s,
        _ => return false,
    };
    let sd = ctx.set_data(set).clone();
    let gops = m.op(g).operands().to_vec();
    // Loads that stay conditional are read at a clamped (always valid) index instead; the
    // select below discards their value when the condition is false. Static sizes only.
    let mut clamp = Vec::new();
    for &op in &body[..n - 2] {
        if op == old_load || m.op(op).kind != Some(OpKind::AffineLoad) {
            continue;
        }
        if proven_outside(ctx, m, op, g) {
            continue;
        }
        let Ok(load) = view::AffineLoad::new(ctx, m.op(op)) else {
            return false;
        };
        let shape = match ctx.type_kind(m.value_type(load.memref())) {
            crate::ir::TypeKind::MemRef { shape, .. } => shape.clone(),
            _ => return false,
        };
        if shape.iter().any(|&d| d < 1) {
            return false;
        }
        clamp.push((op, shape));
    }
    let b = Builder::before(m, g);
    let i1 = ctx.int_type(1);
    let it = ctx.index_type();
    let zero_idx = b.const_index(ctx, m, 0);
    let mut cond: Option<Value> = None;
    for (e, &eq) in sd.constraints.iter().zip(&sd.eq_flags) {
        let map = ctx.map(sd.num_dims, sd.num_symbols, vec![*e]);
        let a = ctx.map_attr(map);
        let ap = b.create(
            ctx,
            m,
            "affine.apply",
            gops.clone(),
            vec![it],
            &[("map", a)],
            0,
        );
        let v = m.op(ap).results()[0];
        let i64t = ctx.int_type(64);
        let pred = ctx.int_attr(if eq { 0 } else { 5 }, i64t);
        let c = b.create(
            ctx,
            m,
            "arith.cmpi",
            vec![v, zero_idx],
            vec![i1],
            &[("predicate", pred)],
            0,
        );
        let cv = m.op(c).results()[0];
        cond = Some(match cond {
            None => cv,
            Some(prev) => {
                let a = b.create(ctx, m, "arith.andi", vec![prev, cv], vec![i1], &[], 0);
                m.op(a).results()[0]
            }
        });
    }
    let cond = match cond {
        Some(c) => c,
        None => b.const_scalar(ctx, m, i1, 1.0),
    };
    for (op, shape) in clamp {
        let Some(map) = crate::affine::ops::map_attr(ctx, m, op, "map") else {
            return false;
        };
        let md = ctx.map_data(map).clone();
        let Ok(load) = view::AffineLoad::new(ctx, m.op(op)) else {
            return false;
        };
        let (lmem, lops) = (load.memref(), load.indices().to_vec());
        let mut idx = Vec::new();
        for (r, &e) in md.results.iter().enumerate() {
            let z = ctx.cst(0);
            let mx = ctx.map(md.num_dims, md.num_symbols, vec![e, z]);
            let lo = b.min_max(ctx, m, false, mx, &lops);
            let d0 = ctx.dim(0);
            let hi_c = ctx.cst(shape[r] - 1);
            let mn = ctx.map(1, 0, vec![d0, hi_c]);
            idx.push(b.min_max(ctx, m, true, mn, &[lo]));
        }
        // `affine.min`/`affine.max` results are not affine dims: a plain `memref.load`.
        let lty = m.value_type(m.op(op).results()[0]);
        let mut operands = vec![lmem];
        operands.extend(idx);
        let nl = b.create(ctx, m, "memref.load", operands, vec![lty], &[], 0);
        keep_props(ctx, m, op, nl);
        let nv = m.op(nl).results()[0];
        let old_v = m.op(op).results()[0];
        m.replace_all_uses(old_v, nv);
        m.erase_op(op);
    }
    // Everything else runs unconditionally (pure ops and in-bounds loads), before `g`.
    for op in m.block_ops_vec(then_b) {
        if op == old_load || op == add || op == store || m.op(op).kind == Some(OpKind::AffineYield)
        {
            continue;
        }
        m.detach(op);
        m.insert_before(g, op);
    }
    let after = Builder::before(m, g);
    let o = after.create(
        ctx,
        m,
        "affine.load",
        lops_old.clone(),
        vec![elem],
        &[("map", map_attr)],
        0,
    );
    keep_props(ctx, m, old_load, o);
    let ov = m.op(o).results()[0];
    let ty = m.value_type(p);
    let sum_ops = if old_first { vec![ov, p] } else { vec![p, ov] };
    let sum = after.create(ctx, m, "arith.addf", sum_ops, vec![ty], &[], 0);
    keep_props(ctx, m, add, sum);
    let sv = m.op(sum).results()[0];
    let sel = after.create(ctx, m, "arith.select", vec![cond, sv, ov], vec![ty], &[], 0);
    let selv = m.op(sel).results()[0];
    let mut st_ops = vec![selv];
    st_ops.extend_from_slice(&store_at);
    let st = after.create(
        ctx,
        m,
        "affine.store",
        st_ops,
        vec![],
        &[("map", map_attr)],
        0,
    );
    keep_props(ctx, m, store, st);
    m.erase_op(g);
    true
}

/// Gives `new`, rebuilt from `old`, the properties and attributes of `old` it lacks
/// (`fastmath`, `nontemporal`, ...); `map` only between ops of the same kind (a
/// `memref.load` made from an `affine.load` takes no map).
fn keep_props(ctx: &Context, m: &mut Module, old: Op, new: Op) {
    let same = m.op(old).kind == m.op(new).kind;
    let map = ctx.lookup_ident("map");
    let kind = m.op(new).kind;
    let from: Vec<_> = m
        .op(old)
        .props
        .iter()
        .chain(m.op(old).attrs.iter())
        .cloned()
        .collect();
    let to = m.op_mut(new);
    for a in from {
        if !same && Some(a.name) == map {
            continue;
        }
        // A property where the new op declares it (an `affine.load`'s discardable
        // `nontemporal` is a `memref.load` property), else a discardable attribute.
        let list = if kind.is_some_and(|k| k.is_inherent(ctx.ident_str(a.name))) {
            &mut to.props
        } else {
            &mut to.attrs
        };
        match list.iter_mut().find(|x| x.name == a.name) {
            Some(x) => x.value = a.value,
            None => list.push(a),
        }
    }
}

/// Whether load `op` (inside `g`) reads in bounds when moved before `g`; it is left there
/// when it does. Its operands must be defined outside `g`.
fn proven_outside(ctx: &mut Context, m: &mut Module, op: Op, g: Op) -> bool {
    let outside = m.op(op).operands().iter().all(|&v| {
        m.defining_op(v).is_none_or(|d| !m.is_ancestor(g, d)) && !inside_block_arg(m, v, g)
    });
    if !outside {
        return false;
    }
    let (parent, next) = (m.op(op).parent, m.next_op(op));
    m.detach(op);
    m.insert_before(g, op);
    if proven(ctx, m, op) {
        return true;
    }
    m.detach(op);
    match (next, parent) {
        (Some(nx), _) => m.insert_before(nx, op),
        (None, Some(pb)) => m.append_op(pb, op),
        (None, None) => {}
    }
    false
}

fn inside_block_arg(m: &Module, v: Value, g: Op) -> bool {
    m.defining_op(v).is_none()
        && m.value_block(v)
            .and_then(|b| m.block_parent_op(b))
            .is_some_and(|p| m.is_ancestor(g, p))
}

#[cfg(test)]
mod tests {
    use crate::gpu::testutil::run_pass;

    #[test]
    fn padded_accumulation_is_if_converted() {
        let src = r#"
func.func @f(%I: memref<10xf32>, %W: memref<3xf32>, %O: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %k = 0 to 3 {
      affine.if affine_set<(d0, d1) : (d0 + d1 - 1 >= 0, -d0 - d1 + 10 >= 0)>(%i, %k) {
        %x = affine.load %I[%i + %k - 1] : memref<10xf32>
        %w = affine.load %W[%k] : memref<3xf32>
        %o = affine.load %O[%i] : memref<10xf32>
        %p = arith.mulf %x, %w : f32
        %s = arith.addf %o, %p : f32
        affine.store %s, %O[%i] : memref<10xf32>
      }
    }
  }
  return
}
"#;
        let out = run_pass(src, "builtin.module(tessera-if-convert)");
        assert!(!out.contains("affine.if"), "{out}");
        assert!(out.contains("arith.select"), "{out}");
        // I is read at a clamped index; W's load is unconditional as written.
        assert!(out.contains("affine.max"), "{out}");
        assert!(out.contains("affine.min"), "{out}");
        assert!(out.contains("memref.load %arg0"), "{out}");
        assert!(out.contains("affine.load %arg1"), "{out}");
    }

    #[test]
    fn other_shapes_are_left_alone() {
        let src = r#"
func.func @f(%A: memref<10xf32>, %n: index) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 12 {
    affine.if affine_set<(d0) : (-d0 + 9 >= 0)>(%i) {
      %o = affine.load %A[%i] : memref<10xf32>
      %s = arith.addf %o, %c : f32
      affine.store %s, %A[%i] : memref<10xf32>
    }
  }
  return
}
"#;
        // %A[%i] for i up to 11 is out of bounds without the condition: unchanged.
        let out = run_pass(src, "builtin.module(tessera-if-convert)");
        assert!(!out.contains("arith.select"), "{out}");
    }
}
