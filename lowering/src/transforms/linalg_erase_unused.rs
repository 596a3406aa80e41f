//! Upstream's `populateEraseUnusedOperandsAndResultsPatterns`, which
//! `linalg-fuse-elementwise-ops` runs with its fusion patterns: a `linalg.generic` loses the
//! operands and results nothing needs.
//!
//! - **Unused cycles** (`RemoveUnusedCycleInGenericOp`): when result `i` of a generic on
//!   tensors has no use, and its init's block argument has one use, in a pure op `X` of the
//!   body whose one result only the yield reads, at position `i`, the yield returns the
//!   block argument instead and `X` goes. torch-mlir's `max` with its unused `argmax`
//!   (`select(cmpf(ogt, in, out), index, out_argmax)`) is such a cycle.
//! - **Dead results** (`DeduplicateAndRemoveDeadOperandsAndResults` with `removeOutputs`):
//!   on tensors, result `i` with no use whose init's block argument is unused, or used only
//!   by the yield at position `i`, is dropped with its init; a result whose init, indexing
//!   map and yielded value are those of an earlier one, and whose block argument is unused,
//!   is replaced by the earlier result.
//! - **Unused and duplicate inputs** (same pattern, on tensors and memrefs): an input whose
//!   block argument is unused is dropped; an input equal to an earlier one (same value and
//!   indexing map) is dropped and its block argument replaced by the earlier one's.
//!
//! - **Identity generics** (`EraseIdentityLinalgOp`, a canonicalization the pass runs too):
//!   see [`erase_identity`].
//!
//! Unlike upstream, an init that the body does not read is not replaced by a
//! `tensor.empty` (`RemoveOutsDependency`): one-shot-bufferize gives the same buffers
//! either way.
//!
//! An operand is dropped only when the loop ranges can still be computed from the
//! remaining indexing maps (upstream's `canOpOperandsBeDropped`: every loop is a result of
//! one of them), so the iteration domain never changes.

use crate::dialect::linalg::verify::maps_of;
use crate::dialect::OpKind;
use crate::ir::fxhash::FxHashMap;
use crate::ir::{
    AffineExprKind, AffineMap, Block, Context, Module, Op, OpSpec, Type, TypeKind, Value, ValueMap,
};

use super::linalg_fuse::{attr, num_inputs, with_maps_and_segments};

/// How many kept indexing maps have each loop as a result: an operand may be dropped
/// while every loop keeps one (upstream's `canOpOperandsBeDropped`).
struct Cover {
    count: Vec<u32>,
    dims: Vec<Vec<usize>>,
}

impl Cover {
    fn new(ctx: &Context, maps: &[AffineMap]) -> Self {
        let n = maps
            .first()
            .map_or(0, |&m| ctx.map_data(m).num_dims as usize);
        let mut count = vec![0u32; n];
        let dims: Vec<Vec<usize>> = maps
            .iter()
            .map(|&mp| {
                ctx.map_data(mp)
                    .results
                    .iter()
                    .filter_map(|&e| match ctx.expr(e) {
                        AffineExprKind::Dim(j) if (j as usize) < n => Some(j as usize),
                        _ => None,
                    })
                    .collect()
            })
            .collect();
        for ds in &dims {
            for &j in ds {
                count[j] += 1;
            }
        }
        Cover { count, dims }
    }

    /// Drops operand `k`'s map when every loop stays a result of another kept map.
    fn try_drop(&mut self, k: usize) -> bool {
        let Some(ds) = self.dims.get(k) else {
            return false;
        };
        let mut need = FxHashMap::default();
        for &j in ds {
            *need.entry(j).or_insert(0u32) += 1;
        }
        if need.iter().any(|(&j, &c)| self.count[j] <= c) {
            return false;
        }
        for &j in ds {
            self.count[j] -= 1;
        }
        true
    }

    /// Drops operand `k`'s map without the check (a duplicate of a kept operand).
    fn drop_duplicate(&mut self, k: usize) {
        if let Some(ds) = self.dims.get(k) {
            for &j in ds {
                self.count[j] -= 1;
            }
        }
    }
}

/// The parts of a generic the patterns read.
struct Generic {
    nin: usize,
    maps: Vec<AffineMap>,
    body: Block,
    yield_op: Op,
    tensors: bool,
}

fn generic(ctx: &Context, m: &Module, g: Op) -> Option<Generic> {
    if m.op(g).kind != Some(OpKind::LinalgGeneric) {
        return None;
    }
    let nin = num_inputs(ctx, m, g)?;
    let maps = maps_of(ctx, attr(ctx, m, g, "indexing_maps"))?;
    let d = m.op(g);
    let r = *d.regions().first()?;
    let [body] = m.region(r).blocks() else {
        return None;
    };
    let body = *body;
    let yield_op = m.last_op(body)?;
    let nout = d.operands().len() - nin;
    if maps.len() != d.operands().len()
        || m.block(body).args().len() != d.operands().len()
        || m.op(yield_op).kind != Some(OpKind::LinalgYield)
        || m.op(yield_op).operands().len() != nout
    {
        return None;
    }
    // Upstream's `hasPureTensorSemantics`: no memref operand, and one result per init.
    let tensors = !d
        .operands()
        .iter()
        .any(|&v| matches!(ctx.type_kind(m.value_type(v)), TypeKind::MemRef { .. }))
        && d.results().len() == nout;
    Some(Generic {
        nin,
        maps,
        body,
        yield_op,
        tensors,
    })
}

/// `RemoveUnusedCycleInGenericOp`; returns whether it removed one.
fn remove_unused_cycles(m: &mut Module, g: Op, gd: &Generic) -> bool {
    if !gd.tensors {
        return false;
    }
    let mut changed = false;
    let nout = m.op(g).results().len();
    for i in 0..nout {
        if !m.use_empty(m.op(g).results()[i]) {
            continue;
        }
        let arg = m.block(gd.body).args()[gd.nin + i];
        let [u] = m.uses(arg) else { continue };
        let x = u.op;
        if x == gd.yield_op
            || m.op(x).parent() != Some(gd.body)
            || !super::effects::is_pure(m, x)
            || m.op(x).results().len() != 1
        {
            continue;
        }
        let xr = m.op(x).results()[0];
        let [xu] = m.uses(xr) else { continue };
        if xu.op != gd.yield_op || xu.operand as usize != i {
            continue;
        }
        m.set_operand(gd.yield_op, i, arg);
        m.erase_op(x);
        changed = true;
    }
    changed
}

/// Erases the pure ops of `body` whose results have no use (what the greedy driver
/// erases after the patterns), last first.
fn erase_dead_ops(m: &mut Module, body: Block) {
    for o in m.block_ops_vec(body).into_iter().rev() {
        if super::effects::is_pure(m, o) && m.op(o).results().iter().all(|&r| m.use_empty(r)) {
            m.erase_op(o);
        }
    }
}

/// Upstream's `EraseIdentityLinalgOp` (a canonicalization of `linalg.generic`): a generic
/// whose indexing maps are all equal and whose body only yields block arguments returns
/// those operands. On tensors each result becomes the operand it yields (of the same type:
/// upstream casts a different one, which Tessera leaves as it is); on memrefs, a copy of a
/// buffer onto itself goes.
fn erase_identity(ctx: &Context, m: &mut Module, g: Op, gd: &Generic) -> bool {
    let ops = m.op(g).operands().to_vec();
    if gd.maps.windows(2).any(|w| w[0] != w[1]) || m.first_op(gd.body) != Some(gd.yield_op) {
        return false;
    }
    let args = m.block(gd.body).args().to_vec();
    let yielded = m.op(gd.yield_op).operands().to_vec();
    if !gd.tensors {
        let memrefs = ops
            .iter()
            .all(|&v| matches!(ctx.type_kind(m.value_type(v)), TypeKind::MemRef { .. }));
        if memrefs && gd.nin == 1 && ops.len() == 2 && ops[0] == ops[1] {
            m.erase_op(g);
            return true;
        }
        return false;
    }
    let results = m.op(g).results().to_vec();
    let mut with = Vec::with_capacity(results.len());
    for (&y, &r) in yielded.iter().zip(&results) {
        let Some(k) = args.iter().position(|&a| a == y) else {
            return false;
        };
        if m.value_type(ops[k]) != m.value_type(r) {
            return false;
        }
        with.push(ops[k]);
    }
    for (r, v) in results.into_iter().zip(with) {
        m.replace_all_uses(r, v);
    }
    m.erase_op(g);
    true
}

/// Applies the patterns to `g`; returns whether it changed anything.
pub fn erase_unused(ctx: &mut Context, m: &mut Module, g: Op) -> bool {
    let Some(gd) = generic(ctx, m, g) else {
        return false;
    };
    let mut changed = remove_unused_cycles(m, g, &gd);
    erase_dead_ops(m, gd.body);
    if erase_identity(ctx, m, g, &gd) {
        return true;
    }
    let d = m.op(g).clone();
    let ops = d.operands().to_vec();
    let nops = ops.len();
    let args = m.block(gd.body).args().to_vec();
    let yielded = m.op(gd.yield_op).operands().to_vec();
    let mut kept = vec![true; nops];
    let mut cover = Cover::new(ctx, &gd.maps);
    // Operand k is replaced by operand `same[k]` (a duplicate).
    let mut same: Vec<Option<usize>> = vec![None; nops];
    let mut seen_in: FxHashMap<(Value, AffineMap), usize> = FxHashMap::default();
    for j in 0..gd.nin {
        if m.use_empty(args[j]) && cover.try_drop(j) {
            kept[j] = false;
            continue;
        }
        match seen_in.get(&(ops[j], gd.maps[j])) {
            Some(&k) => {
                kept[j] = false;
                same[j] = Some(k);
                cover.drop_duplicate(j);
            }
            None => {
                seen_in.insert((ops[j], gd.maps[j]), j);
            }
        }
    }
    if gd.tensors {
        let mut seen_out: FxHashMap<(Value, AffineMap, Value), usize> = FxHashMap::default();
        for (i, &y) in yielded.iter().enumerate() {
            let k = gd.nin + i;
            let a = args[k];
            let dead_result = m.use_empty(d.results()[i]);
            let arg_unused = m.use_empty(a);
            let only_yielded =
                matches!(m.uses(a), [u] if u.op == gd.yield_op && u.operand as usize == i);
            if dead_result && (arg_unused || only_yielded) && cover.try_drop(k) {
                kept[k] = false;
                continue;
            }
            let key = (ops[k], gd.maps[k], y);
            match seen_out.get(&key) {
                Some(&o) if arg_unused => {
                    kept[k] = false;
                    same[k] = Some(o);
                    cover.drop_duplicate(k);
                }
                Some(_) => {}
                None => {
                    seen_out.insert(key, k);
                }
            }
        }
    }
    if kept.iter().all(|&k| k) {
        return changed;
    }
    changed = true;
    // The new op: the kept operands and maps, the same properties otherwise.
    let new_ops: Vec<Value> = (0..nops).filter(|&k| kept[k]).map(|k| ops[k]).collect();
    let nin = (0..gd.nin).filter(|&k| kept[k]).count();
    let maps: Vec<AffineMap> = (0..nops).filter(|&k| kept[k]).map(|k| gd.maps[k]).collect();
    let props = with_maps_and_segments(ctx, &d.props, &maps, nin, new_ops.len());
    let result_types: Vec<Type> = if gd.tensors {
        (gd.nin..nops)
            .filter(|&k| kept[k])
            .map(|k| m.value_type(d.results()[k - gd.nin]))
            .collect()
    } else {
        d.results().iter().map(|&r| m.value_type(r)).collect()
    };
    let f = m.create_op(OpSpec {
        name: d.name,
        kind: d.kind,
        operands: new_ops,
        result_types,
        props,
        attrs: d.attrs.clone(),
        successors: Vec::new(),
        num_regions: 1,
        loc: d.loc,
    });
    m.insert_before(g, f);
    let r = m.op(f).regions()[0];
    let fb = m.add_block(r);
    let mut map = ValueMap::default();
    let mut new_pos = vec![None; nops];
    for k in (0..nops).filter(|&k| kept[k]) {
        let t = m.value_type(args[k]);
        let a = m.add_block_arg(fb, t);
        map.values.insert(args[k], a);
        new_pos[k] = Some(new_pos.iter().flatten().count());
    }
    for k in 0..nops {
        if let Some(o) = same[k] {
            if let Some(&a) = map.values.get(&args[o]) {
                map.values.insert(args[k], a);
            }
        }
    }
    for o in m.block_ops_vec(gd.body) {
        if o == gd.yield_op {
            continue;
        }
        let n = m.clone_op(o, &mut map);
        m.append_op(fb, n);
    }
    let ys: Vec<Value> = (gd.nin..nops)
        .filter(|&k| kept[k])
        .map(|k| map.lookup(yielded[k - gd.nin]))
        .collect();
    let yd = m.op(gd.yield_op).clone();
    let y = m.create_op(OpSpec {
        name: yd.name,
        kind: yd.kind,
        operands: ys,
        result_types: Vec::new(),
        props: yd.props.clone(),
        attrs: yd.attrs.clone(),
        successors: Vec::new(),
        num_regions: 0,
        loc: yd.loc,
    });
    m.append_op(fb, y);
    // The results: a kept one is the new op's, a duplicate the new op's for its twin, a
    // dropped one has no use.
    if gd.tensors {
        let news = m.op(f).results().to_vec();
        let result_of = |k: usize| -> Option<Value> {
            let p = new_pos[k]? - nin;
            news.get(p).copied()
        };
        for (i, &old) in d.results().iter().enumerate() {
            let k = gd.nin + i;
            let new = result_of(same.get(k).copied().flatten().unwrap_or(k));
            if let Some(n) = new {
                m.replace_all_uses(old, n);
            }
        }
    } else {
        let news = m.op(f).results().to_vec();
        for (o, n) in d.results().iter().zip(news) {
            m.replace_all_uses(*o, n);
        }
    }
    m.erase_op(g);
    changed
}

/// Applies the patterns to every `linalg.generic` nested in `anchor`.
pub fn run_on(ctx: &mut Context, m: &mut Module, anchor: Op) -> bool {
    let mut changed = false;
    for g in super::linalg_generalize::nested_ops(m, anchor) {
        if !m.is_erased(g) && m.op(g).kind == Some(OpKind::LinalgGeneric) {
            changed |= erase_unused(ctx, m, g);
        }
    }
    changed
}
