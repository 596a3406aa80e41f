//! `normalize-memrefs`: memrefs with a non-identity affine-map layout become identity-layout
//! memrefs of their physical shape, as upstream's `NormalizeMemRefs.cpp` does.
//!
//! A tiled `memref<64x128xf32, (d0, d1) -> (d0 floordiv 32, d1 floordiv 64, d0 mod 32,
//! d1 mod 64)>` becomes `memref<2x2x32x64xf32>` (the shape from
//! [`physical_shape`](crate::affine::layout::physical_shape)), and every `affine.load` /
//! `affine.store` of it gets the layout composed into its access map. Allocations
//! (`memref.alloc`, `memref.alloca`), function arguments, function results (with the
//! `func.return` operands and the results of the `func.call`s of the function) and
//! external function signatures are retyped.
//!
//! As upstream, a memref is normalised only when all its users are affine loads and
//! stores, deallocations, calls and returns (upstream's `MemRefsNormalizable` trait; the
//! vector forms are left out because a tile boundary breaks their contiguity); a function
//! with a memref that is not (or whose layout cannot be normalised: symbols in the layout,
//! dynamic sizes, unbounded results) is left unchanged, and so are, transitively, the
//! functions it calls and that call it, so that call signatures stay consistent.
//! Strided layouts (`strided<[...], offset: ...>`) are left as they are, as upstream does:
//! they are already identity-indexed views of a linear buffer. The pass runs on a module
//! and has no options.

use super::rewrite::{op_error, set_prop};
use crate::affine::compose::compose;
use crate::affine::layout::{memref_layout, physical_shape};
use crate::affine::ops;
use crate::affine::simplify::simplify_map;
use crate::diag::Diagnostics;
use crate::dialect::OpKind;
use crate::ir::{AffineMap, AttrKind, Context, Layout, Module, Op, Type, TypeKind, Value, DYNAMIC};
use crate::pass::PassOptions;
use std::collections::{HashMap, HashSet};

/// Runs `normalize-memrefs` on the functions under `anchor`.
pub fn run(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    opts: &PassOptions,
) -> Result<bool, Diagnostics> {
    opts.check_known("normalize-memrefs", &[])
        .map_err(|e| op_error(ctx, m, anchor, e))?;
    Ok(normalize(ctx, m, anchor))
}

/// The normalised type of a memref type with an affine-map layout; `None` when the type
/// has no such layout, or it cannot be normalised.
pub fn normalized_type(ctx: &mut Context, ty: Type) -> Option<Type> {
    let (shape, layout) = memref_layout(ctx, ty).ok()?;
    let Layout::Map(map) = layout else {
        return None;
    };
    if ctx.map_data(map).num_symbols != 0 || shape.contains(&DYNAMIC) {
        return None;
    }
    let phys = physical_shape(ctx, ty).ok()?;
    if phys.contains(&DYNAMIC) {
        return None;
    }
    let TypeKind::MemRef {
        elem, memory_space, ..
    } = ctx.type_kind(ty).clone()
    else {
        return None;
    };
    Some(ctx.memref_type(phys, elem, None, memory_space))
}

/// The affine-map layout of a memref type, when it is not the identity.
fn layout_map(ctx: &Context, ty: Type) -> Option<AffineMap> {
    match memref_layout(ctx, ty).ok()?.1 {
        Layout::Map(m) => Some(m),
        _ => None,
    }
}

/// Whether `ty` has a non-identity affine-map layout.
fn has_map_layout(ctx: &Context, ty: Type) -> bool {
    layout_map(ctx, ty).is_some()
}

/// Whether every user of `v` is one upstream marks `MemRefsNormalizable`.
fn users_normalizable(m: &Module, v: Value) -> bool {
    m.uses(v).iter().all(|u| match m.op(u.op).kind {
        Some(OpKind::AffineLoad) => u.operand == 0,
        Some(OpKind::AffineStore) => u.operand == 1,
        Some(OpKind::MemRefDealloc | OpKind::FuncCall | OpKind::FuncReturn) => true,
        _ => false,
    })
}

/// The memref values of a function that carry a map layout: its arguments, allocations and
/// call results.
fn layout_values(ctx: &Context, m: &Module, func: Op) -> Vec<Value> {
    let mut out = Vec::new();
    if let Some(entry) = m.entry_block(func, 0) {
        for &a in m.block(entry).args() {
            if has_map_layout(ctx, m.value_type(a)) {
                out.push(a);
            }
        }
    }
    m.walk_pre(func, &mut |op| {
        if matches!(
            m.op(op).kind,
            Some(OpKind::MemRefAlloc | OpKind::MemRefAlloca | OpKind::FuncCall)
        ) {
            for &r in m.op(op).results() {
                if has_map_layout(ctx, m.value_type(r)) {
                    out.push(r);
                }
            }
        }
    });
    out
}

/// Whether every memref value with a map layout in `func` is one that the pass retypes
/// (an entry argument, an allocation, a call result): a value of such a type produced in
/// any other way (a view, a global, a loop argument) would keep its type and break the
/// consistency of the retyped values around it.
fn only_known_sources(ctx: &Context, m: &Module, func: Op) -> bool {
    let mut ok = true;
    m.walk_pre(func, &mut |op| {
        let known = matches!(
            m.op(op).kind,
            Some(OpKind::MemRefAlloc | OpKind::MemRefAlloca | OpKind::FuncCall)
        );
        if !known
            && m.op(op)
                .results()
                .iter()
                .any(|&r| has_map_layout(ctx, m.value_type(r)))
        {
            ok = false;
        }
        for (ri, &r) in m.op(op).regions().iter().enumerate() {
            for (bi, &b) in m.region(r).blocks().iter().enumerate() {
                if op == func && ri == 0 && bi == 0 {
                    continue;
                }
                if m.block(b)
                    .args()
                    .iter()
                    .any(|&a| has_map_layout(ctx, m.value_type(a)))
                {
                    ok = false;
                }
            }
        }
    });
    ok
}

fn func_name(ctx: &Context, m: &Module, f: Op) -> Option<String> {
    match ctx.attr_kind(ops::attr(ctx, m, f, "sym_name")?) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

fn callee_name(ctx: &Context, m: &Module, call: Op) -> Option<String> {
    match ctx.attr_kind(ops::attr(ctx, m, call, "callee")?) {
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => {
            Some(ctx.ident_str(*root).to_string())
        }
        _ => None,
    }
}

fn function_type(ctx: &Context, m: &Module, f: Op) -> Option<(Vec<Type>, Vec<Type>)> {
    match ctx.attr_kind(ops::attr(ctx, m, f, "function_type")?) {
        AttrKind::Type(t) => match ctx.type_kind(*t) {
            TypeKind::Function { inputs, results } => Some((inputs.clone(), results.clone())),
            _ => None,
        },
        _ => None,
    }
}

/// Normalises the memrefs of the functions under `anchor`; returns whether the IR changed.
pub fn normalize(ctx: &mut Context, m: &mut Module, anchor: Op) -> bool {
    let mut funcs = Vec::new();
    m.walk_pre(anchor, &mut |op| {
        if m.op(op).kind == Some(OpKind::FuncFunc) {
            funcs.push(op);
        }
    });
    let by_name: HashMap<String, Op> = funcs
        .iter()
        .filter_map(|&f| func_name(ctx, m, f).map(|n| (n, f)))
        .collect();
    // Call graph edges (both directions), and the calls of each function.
    let mut neighbours: HashMap<Op, Vec<Op>> = HashMap::new();
    let mut calls_to: HashMap<Op, Vec<Op>> = HashMap::new();
    let mut unknown_calls: HashSet<Op> = HashSet::new();
    for &f in &funcs {
        let mut calls = Vec::new();
        m.walk_pre(f, &mut |op| {
            if m.op(op).kind == Some(OpKind::FuncCall) {
                calls.push(op);
            }
        });
        for c in calls {
            match callee_name(ctx, m, c).and_then(|n| by_name.get(&n).copied()) {
                Some(g) => {
                    neighbours.entry(f).or_default().push(g);
                    neighbours.entry(g).or_default().push(f);
                    calls_to.entry(g).or_default().push(c);
                }
                None => {
                    // A call to an unknown symbol: its memref types cannot be updated.
                    let blocked = m
                        .op(c)
                        .results()
                        .iter()
                        .chain(m.op(c).operands())
                        .any(|&v| has_map_layout(ctx, m.value_type(v)));
                    if blocked {
                        unknown_calls.insert(f);
                    }
                }
            }
        }
    }
    // Functions that cannot be normalised, closed over the call graph.
    let mut bad: HashSet<Op> = unknown_calls;
    for &f in &funcs {
        let ok =
            layout_values(ctx, m, f).iter().all(|&v| {
                users_normalizable(m, v) && normalized_type(ctx, m.value_type(v)).is_some()
            }) && function_type(ctx, m, f).is_some_and(|(ins, outs)| {
                ins.iter()
                    .chain(&outs)
                    .all(|&t| !has_map_layout(ctx, t) || normalized_type(ctx, t).is_some())
            }) && only_known_sources(ctx, m, f);
        if !ok {
            bad.insert(f);
        }
    }
    let mut stack: Vec<Op> = bad.iter().copied().collect();
    while let Some(f) = stack.pop() {
        for &g in neighbours.get(&f).map(|v| v.as_slice()).unwrap_or(&[]) {
            if bad.insert(g) {
                stack.push(g);
            }
        }
    }
    let mut changed = false;
    for &f in &funcs {
        if bad.contains(&f) {
            continue;
        }
        changed |= normalize_function(ctx, m, f);
    }
    // Call results follow the callee's new signature.
    for &f in &funcs {
        if bad.contains(&f) {
            continue;
        }
        for &c in calls_to.get(&f).map(|v| v.as_slice()).unwrap_or(&[]) {
            for r in m.op(c).results().to_vec() {
                changed |= retype(ctx, m, r);
            }
        }
    }
    changed
}

/// Normalises the arguments, allocations and signature of one function.
fn normalize_function(ctx: &mut Context, m: &mut Module, f: Op) -> bool {
    let mut changed = false;
    for v in layout_values(ctx, m, f) {
        if m.defining_op(v)
            .is_some_and(|d| m.op(d).kind == Some(OpKind::FuncCall))
        {
            continue; // retyped with the callee
        }
        changed |= retype(ctx, m, v);
    }
    let Some((ins, outs)) = function_type(ctx, m, f) else {
        return changed;
    };
    let norm = |ctx: &mut Context, t: Type| normalized_type(ctx, t).unwrap_or(t);
    let new_ins: Vec<Type> = match m.entry_block(f, 0) {
        Some(entry) => m
            .block(entry)
            .args()
            .iter()
            .map(|&a| m.value_type(a))
            .collect(),
        None => ins.iter().map(|&t| norm(ctx, t)).collect(),
    };
    let new_outs: Vec<Type> = outs.iter().map(|&t| norm(ctx, t)).collect();
    if new_ins != ins || new_outs != outs {
        let ft = ctx.function_type(new_ins, new_outs);
        let a = ctx.type_attr(ft);
        set_prop(ctx, m, f, "function_type", a);
        changed = true;
    }
    changed
}

/// Retypes memref value `v` to its normalised type and composes its layout into the maps
/// of the affine accesses using it.
fn retype(ctx: &mut Context, m: &mut Module, v: Value) -> bool {
    let old = m.value_type(v);
    let (Some(layout), Some(new)) = (layout_map(ctx, old), normalized_type(ctx, old)) else {
        return false;
    };
    m.set_value_type(v, new);
    for u in m.uses(v).to_vec() {
        let Some((_, map, _, _)) = ops::affine_access(ctx, m, u.op) else {
            continue;
        };
        if let Ok(c) = compose(ctx, layout, map) {
            let c = simplify_map(ctx, c);
            let a = ctx.map_attr(c);
            set_prop(ctx, m, u.op, "map", a);
        }
    }
    true
}
