//! `tessera-raise-scf-to-affine`: loops and accesses in `scf`/`memref` form whose bounds
//! and subscripts are affine become `affine` ops, so input that an upstream pipeline has
//! already lowered (`--lower-affine`, `--convert-linalg-to-parallel-loops`) gets the GPU
//! pipeline's full plan (upstream's `affine-raise-from-memref`, plus the loops).
//!
//! In the host functions (`func.func`, outside GPU kernels), in program order:
//!
//! - `scf.for %i = %lb to %ub step %s` over `index`, with a positive constant step, signed
//!   comparison, and `%lb`, `%ub` affine in the enclosing affine IVs (dims) and valid
//!   symbols, becomes `affine.for` (its `iter_args` and `scf.yield` too);
//! - `scf.parallel` without reductions, under the same conditions per dimension, becomes
//!   an `affine.parallel` (its iterations are independent by definition);
//! - then `memref.load`/`memref.store` whose subscripts are affine in the same sense
//!   become `affine.load`/`affine.store`.
//!
//! Affine here: constants, affine IVs, valid symbols (function arguments, values defined
//! at the top of the function), `arith.addi`, `arith.subi`, `arith.muli` by a constant,
//! `arith.floordivsi`/`arith.ceildivsi` by a positive constant and `affine.apply` of
//! those. A loop that stays in `scf` form gets a `tessera.host_reason` attribute naming why
//! (a step that is not a positive constant, a bound that is not affine, reductions), which
//! the GPU pipeline reports as a note.

use crate::affine::compose::replace_dims_and_symbols;
use crate::affine::ops;
use crate::diag::Diagnostics;
use crate::dialect::affine::verify::is_valid_symbol;
use crate::dialect::OpKind;
use crate::gpu::build::{functions, i32_array, i32_tensor, i64_array, set_attr, Builder};
use crate::ir::{
    AffineBinOp, AffineExpr, AffineMap, AttrKind, Context, Module, Op, TypeKind, Value,
};
use crate::pass::PassOptions;

/// The attribute naming why an `scf` loop stays on the host.
pub const HOST_REASON: &str = crate::gpu::attrs::HOST_REASON;

/// Runs the pass on the host functions under `anchor`.
pub fn run(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    opts: &PassOptions,
) -> Result<bool, Diagnostics> {
    opts.check_known("tessera-raise-scf-to-affine", &[])
        .map_err(|e| super::rewrite::op_error(ctx, m, anchor, e))?;
    Ok(raise(ctx, m, anchor))
}

/// Raises what it can under `anchor`; returns whether anything changed.
pub fn raise(ctx: &mut Context, m: &mut Module, anchor: Op) -> bool {
    let mut changed = false;
    for f in functions(m, anchor) {
        // Loops first, outermost first: an inner loop's bounds may use an outer IV,
        // which is an affine dim once the outer loop is raised.
        let mut loops = Vec::new();
        m.walk_pre(f, &mut |op| {
            if matches!(m.op(op).kind, Some(OpKind::ScfFor | OpKind::ScfParallel))
                && !in_kernel(m, op)
            {
                loops.push(op);
            }
        });
        for l in loops {
            if m.is_erased(l) {
                continue;
            }
            let r = match (writes_special_space(ctx, m, l), m.op(l).kind) {
                (Some(why), _) => Err(why),
                (None, Some(OpKind::ScfFor)) => raise_for(ctx, m, l),
                (None, _) => raise_parallel(ctx, m, l),
            };
            match r {
                Ok(()) => changed = true,
                Err(why) => {
                    let a = ctx.attr(AttrKind::String {
                        value: why.as_bytes().to_vec(),
                        ty: None,
                    });
                    set_attr(ctx, m, l, HOST_REASON, a);
                }
            }
        }
        let mut accesses = Vec::new();
        m.walk_pre(f, &mut |op| {
            if matches!(
                m.op(op).kind,
                Some(OpKind::MemRefLoad | OpKind::MemRefStore)
            ) && !in_kernel(m, op)
            {
                accesses.push(op);
            }
        });
        for a in accesses {
            changed |= raise_access(ctx, m, a);
        }
    }
    changed
}

/// Why loop `l` must stay on the host when it stores to a memref outside the default
/// memory space (a kernel cannot write a uniform or push-constant buffer, and the host
/// initialises them in loops): the first such store's memory space.
fn writes_special_space(ctx: &Context, m: &Module, l: Op) -> Option<String> {
    let mut why = None;
    m.walk_pre(l, &mut |op| {
        if why.is_some()
            || !matches!(
                m.op(op).kind,
                Some(OpKind::MemRefStore | OpKind::AffineStore)
            )
        {
            return;
        }
        let Some(&mem) = m.op(op).operands().get(1) else {
            return;
        };
        if let TypeKind::MemRef {
            memory_space: Some(space),
            ..
        } = ctx.type_kind(m.value_type(mem))
        {
            let default = matches!(ctx.attr_kind(*space), AttrKind::Integer { value: 0, .. });
            if !default {
                why = Some(format!(
                    "it writes a memref in memory space {}, which kernels do not write",
                    crate::printer::attr_to_string(ctx, *space)
                ));
            }
        }
    });
    why
}

/// Whether `op` is inside a `gpu.launch` body (kernel code is left as it is).
fn in_kernel(m: &Module, op: Op) -> bool {
    let mut cur = m.parent_op(op);
    while let Some(p) = cur {
        if m.op(p).kind == Some(OpKind::GpuLaunch) {
            return true;
        }
        cur = m.parent_op(p);
    }
    false
}

/// The dims and symbols of the maps being built, and the expressions over them.
#[derive(Default)]
struct Operands {
    dims: Vec<Value>,
    syms: Vec<Value>,
}

impl Operands {
    /// `v` as an affine expression over `self`'s dims and symbols (added as needed).
    fn expr(&mut self, ctx: &mut Context, m: &Module, v: Value, depth: u32) -> Option<AffineExpr> {
        if !matches!(ctx.type_kind(m.value_type(v)), TypeKind::Index) || depth > 32 {
            return None;
        }
        if let Some(c) = ops::constant_int(ctx, m, v) {
            return Some(ctx.cst(c));
        }
        if is_affine_iv(m, v) {
            let i = position(&mut self.dims, v);
            return Some(ctx.dim(i));
        }
        if is_valid_symbol(ctx, m, v) {
            let i = position(&mut self.syms, v);
            return Some(ctx.sym(i));
        }
        let d = m.defining_op(v)?;
        let o = m.op(d).operands().to_vec();
        match (m.op(d).kind, o.as_slice()) {
            (Some(OpKind::ArithAddI), &[a, b]) => {
                let (x, y) = (
                    self.expr(ctx, m, a, depth + 1)?,
                    self.expr(ctx, m, b, depth + 1)?,
                );
                Some(ctx.add(x, y))
            }
            (Some(OpKind::ArithSubI), &[a, b]) => {
                let (x, y) = (
                    self.expr(ctx, m, a, depth + 1)?,
                    self.expr(ctx, m, b, depth + 1)?,
                );
                Some(ctx.sub(x, y))
            }
            (Some(OpKind::ArithMulI), &[a, b]) => {
                let (x, y) = (
                    self.expr(ctx, m, a, depth + 1)?,
                    self.expr(ctx, m, b, depth + 1)?,
                );
                // A product is affine only with a constant factor.
                (ctx.as_const(x).is_some() || ctx.as_const(y).is_some()).then(|| ctx.mul(x, y))
            }
            (Some(k @ (OpKind::ArithFloorDivSI | OpKind::ArithCeilDivSI)), &[a, b]) => {
                let c = ops::constant_int(ctx, m, b).filter(|&c| c > 0)?;
                let x = self.expr(ctx, m, a, depth + 1)?;
                let y = ctx.cst(c);
                let op = if k == OpKind::ArithFloorDivSI {
                    AffineBinOp::FloorDiv
                } else {
                    AffineBinOp::CeilDiv
                };
                Some(ctx.bin(op, x, y))
            }
            (Some(OpKind::AffineApply), _) => {
                let map = ops::apply_map(ctx, m, d)?;
                let md = ctx.map_data(map).clone();
                let [res] = md.results.as_slice() else {
                    return None;
                };
                let nd = md.num_dims as usize;
                let mut dims = Vec::new();
                let mut syms = Vec::new();
                for (i, &x) in o.iter().enumerate() {
                    let e = self.expr(ctx, m, x, depth + 1)?;
                    if i < nd {
                        dims.push(e);
                    } else {
                        syms.push(e);
                    }
                }
                Some(replace_dims_and_symbols(ctx, *res, &dims, &syms))
            }
            _ => None,
        }
    }

    /// A one-result map of `e` and its operands (dims, then symbols).
    fn map(&self, ctx: &mut Context, results: Vec<AffineExpr>) -> (AffineMap, Vec<Value>) {
        let map = ctx.map(self.dims.len() as u32, self.syms.len() as u32, results);
        let mut operands = self.dims.clone();
        operands.extend_from_slice(&self.syms);
        (map, operands)
    }
}

fn position(list: &mut Vec<Value>, v: Value) -> u32 {
    match list.iter().position(|&x| x == v) {
        Some(i) => i as u32,
        None => {
            list.push(v);
            (list.len() - 1) as u32
        }
    }
}

/// An IV of an `affine.for` (argument 0) or `affine.parallel`.
fn is_affine_iv(m: &Module, v: Value) -> bool {
    let crate::ir::ValueDef::BlockArg { block, index } = m.value(v).def else {
        return false;
    };
    match m.block_parent_op(block).and_then(|p| m.op(p).kind) {
        Some(OpKind::AffineFor) => index == 0,
        Some(OpKind::AffineParallel) => true,
        _ => false,
    }
}

/// The positive constant step `s`.
fn const_step(ctx: &Context, m: &Module, s: Value) -> Result<i64, String> {
    ops::constant_int(ctx, m, s)
        .filter(|&c| c > 0)
        .ok_or_else(|| "its step is not a positive constant".to_string())
}

fn raise_for(ctx: &mut Context, m: &mut Module, l: Op) -> Result<(), String> {
    if ops::attr(ctx, m, l, "unsignedCmp").is_some() {
        return Err("it compares its bounds unsigned".into());
    }
    let o = m.op(l).operands().to_vec();
    let (&lb, &ub, &step) = match o.as_slice() {
        [a, b, c, ..] => (a, b, c),
        _ => return Err("it is malformed".into()),
    };
    if !matches!(ctx.type_kind(m.value_type(lb)), TypeKind::Index) {
        return Err("its induction variable is not an index".into());
    }
    let step = const_step(ctx, m, step)?;
    let mut lo = Operands::default();
    let lbe = lo
        .expr(ctx, m, lb, 0)
        .ok_or("its lower bound is not affine in the enclosing affine loops and symbols")?;
    let mut up = Operands::default();
    let ube = up
        .expr(ctx, m, ub, 0)
        .ok_or("its upper bound is not affine in the enclosing affine loops and symbols")?;
    let Some(body) = m.entry_block(l, 0) else {
        return Err("it has no body".into());
    };
    let Some(y) = m.last_op(body) else {
        return Err("it has no terminator".into());
    };
    if m.op(y).kind != Some(OpKind::ScfYield) {
        return Err("its body does not end with scf.yield".into());
    }
    let (lmap, lops) = lo.map(ctx, vec![lbe]);
    let (umap, uops) = up.map(ctx, vec![ube]);
    let inits = o[3..].to_vec();
    let seg = i32_array(
        ctx,
        &[lops.len() as i64, uops.len() as i64, inits.len() as i64],
    );
    let (la, ua) = (ctx.map_attr(lmap), ctx.map_attr(umap));
    let sa = ctx.index_attr(step);
    let mut operands = lops;
    operands.extend(uops);
    operands.extend(inits.iter().copied());
    let tys = m.op(l).results().iter().map(|&r| m.value_type(r)).collect();
    let b = Builder::before(m, l);
    let new = b.create(
        ctx,
        m,
        "affine.for",
        operands,
        tys,
        &[
            ("lowerBoundMap", la),
            ("upperBoundMap", ua),
            ("step", sa),
            ("operandSegmentSizes", seg),
        ],
        1,
    );
    finish(ctx, m, l, new, y);
    Ok(())
}

fn raise_parallel(ctx: &mut Context, m: &mut Module, l: Op) -> Result<(), String> {
    let Some(body) = m.entry_block(l, 0) else {
        return Err("it has no body".into());
    };
    let n = m.block(body).args().len();
    let o = m.op(l).operands().to_vec();
    if o.len() != 3 * n {
        return Err("it has reductions (scf.reduce with operands)".into());
    }
    let Some(y) = m.last_op(body) else {
        return Err("it has no terminator".into());
    };
    if m.op(y).kind != Some(OpKind::ScfReduce) || !m.op(y).operands().is_empty() {
        return Err("it has reductions (scf.reduce with operands)".into());
    }
    let mut lo = Operands::default();
    let mut up = Operands::default();
    let mut lbs = Vec::new();
    let mut ubs = Vec::new();
    let mut steps = Vec::new();
    for d in 0..n {
        lbs.push(
            lo.expr(ctx, m, o[d], 0)
                .ok_or("a lower bound is not affine in the enclosing affine loops and symbols")?,
        );
        ubs.push(
            up.expr(ctx, m, o[n + d], 0)
                .ok_or("an upper bound is not affine in the enclosing affine loops and symbols")?,
        );
        steps.push(const_step(ctx, m, o[2 * n + d])?);
    }
    let (lmap, lops) = lo.map(ctx, lbs);
    let (umap, uops) = up.map(ctx, ubs);
    let ones = vec![1; n];
    let props = [
        ("reductions", ctx.attr(AttrKind::Array(Vec::new()))),
        ("lowerBoundsMap", ctx.map_attr(lmap)),
        ("lowerBoundsGroups", i32_tensor(ctx, &ones)),
        ("upperBoundsMap", ctx.map_attr(umap)),
        ("upperBoundsGroups", i32_tensor(ctx, &ones)),
        ("steps", i64_array(ctx, &steps)),
    ];
    let mut operands = lops;
    operands.extend(uops);
    let b = Builder::before(m, l);
    let new = b.create(ctx, m, "affine.parallel", operands, vec![], &props, 1);
    finish(ctx, m, l, new, y);
    Ok(())
}

/// Moves `old`'s body into `new`, ends it with `affine.yield` (the operands of `old`'s
/// terminator `y`), and replaces `old`.
fn finish(ctx: &mut Context, m: &mut Module, old: Op, new: Op, y: Op) {
    let (src, dst) = (m.op(old).regions()[0], m.op(new).regions()[0]);
    m.take_region_blocks(src, dst);
    let vals = m.op(y).operands().to_vec();
    Builder::before(m, y).create(ctx, m, "affine.yield", vals, vec![], &[], 0);
    m.erase_op(y);
    let olds = m.op(old).results().to_vec();
    let news = m.op(new).results().to_vec();
    for (a, b) in olds.into_iter().zip(news) {
        m.replace_all_uses(a, b);
    }
    m.erase_op(old);
}

/// `memref.load`/`memref.store` with affine subscripts as `affine.load`/`affine.store`.
fn raise_access(ctx: &mut Context, m: &mut Module, a: Op) -> bool {
    // `affine.load`/`affine.store` have no `nontemporal` property to keep.
    if matches!(
        ops::attr(ctx, m, a, "nontemporal").map(|x| ctx.attr_kind(x)),
        Some(AttrKind::Bool(true))
    ) {
        return false;
    }
    let o = m.op(a).operands().to_vec();
    let store = m.op(a).kind == Some(OpKind::MemRefStore);
    let first = if store { 2 } else { 1 };
    let Some(&mem) = o.get(first - 1) else {
        return false;
    };
    let mut ops = Operands::default();
    let mut exprs = Vec::new();
    for &i in &o[first..] {
        let Some(e) = ops.expr(ctx, m, i, 0) else {
            return false;
        };
        exprs.push(e);
    }
    let (map, operands) = ops.map(ctx, exprs);
    let b = Builder::before(m, a);
    if store {
        b.affine_store(ctx, m, o[0], mem, map, &operands);
        m.erase_op(a);
    } else {
        let v = b.affine_load(ctx, m, mem, map, &operands);
        let old = m.op(a).results()[0];
        m.replace_all_uses(old, v);
        m.erase_op(a);
    }
    true
}

/// One line per `scf` loop that stayed on the host (the loops this pass could not raise,
/// still in the module): `FILE:LINE:COL: 'scf.for' stays on the host: REASON`.
pub fn host_loop_notes(ctx: &Context, m: &Module) -> Vec<String> {
    let mut out = Vec::new();
    let Some(id) = ctx.lookup_ident(HOST_REASON) else {
        return out;
    };
    for &top in &m.top {
        m.walk_pre(top, &mut |op| {
            let Some(a) = m.op(op).get_attr(id) else {
                return;
            };
            let AttrKind::String { value, .. } = ctx.attr_kind(a) else {
                return;
            };
            let at = crate::diag::source_loc(ctx, m.op(op).loc)
                .map(|l| format!("{}:{}:{}: ", l.file, l.line, l.col))
                .unwrap_or_default();
            out.push(format!(
                "{at}'{}' stays on the host: {}",
                ctx.ident_str(m.op(op).name),
                String::from_utf8_lossy(value)
            ));
        });
    }
    out
}
