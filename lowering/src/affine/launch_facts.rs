//! What the launch sites of a kernel tell about it: workgroup and grid sizes, and the
//! values passed for its `index` arguments ([`LaunchFacts`]).
//!
//! - The workgroup size comes from the kernel's `known_block_size`, otherwise from the
//!   constant block sizes of its `gpu.launch_func`s (all equal); the grid from
//!   `known_grid_size`, otherwise from the largest constant grid size over the launch sites
//!   (unknown as soon as one site has a dynamic size).
//! - An `index` argument is a constant range when every site passes a constant, and the size
//!   of a memref argument's dimension when every site passes `memref.dim` of the memref it
//!   also passes as that argument (through `arith.maxsi` with 0 and `memref.cast`).
//!
//! A kernel with no launch site in the module gets only its `known_*` attributes.

use super::access_bounds::{ArgFact, LaunchFacts};
use super::ops;
use crate::dialect::OpKind;
use crate::ir::{AttrKind, Context, Module, Op, TypeKind, Value, DYNAMIC};
use std::collections::HashMap;

/// The facts of gpu.func `func`, from the launch sites anywhere in `m`.
///
/// Walks the whole module: for several kernels, build one [`LaunchIndex`] and ask it.
pub fn launch_facts(ctx: &Context, m: &Module, func: Op) -> LaunchFacts {
    LaunchIndex::new(ctx, m).facts(ctx, m, func)
}

/// The `gpu.launch_func` ops of a module by kernel symbol path, found in one walk, so that
/// the facts of every kernel cost O(module) in all rather than one walk per kernel.
///
/// The sites are read when [`facts`](Self::facts) is asked, so rewrites inside kernels
/// between questions are seen; launch sites erased since are skipped, and launch sites
/// added since are missed (build a new index after adding any).
#[derive(Default)]
pub struct LaunchIndex {
    sites: HashMap<(String, String), Vec<Op>>,
}

impl LaunchIndex {
    /// Indexes every `gpu.launch_func` in `m`.
    pub fn new(ctx: &Context, m: &Module) -> LaunchIndex {
        let mut sites: HashMap<(String, String), Vec<Op>> = HashMap::new();
        for &top in &m.top {
            m.walk_pre(top, &mut |op| {
                if ops::kind(m, op) != Some(OpKind::GpuLaunchFunc) {
                    return;
                }
                if let Some(AttrKind::SymbolRef { root, nested }) =
                    ops::attr(ctx, m, op, "kernel").map(|a| ctx.attr_kind(a))
                {
                    if let [leaf] = nested.as_slice() {
                        let key = (
                            ctx.ident_str(*root).to_string(),
                            ctx.ident_str(*leaf).to_string(),
                        );
                        sites.entry(key).or_default().push(op);
                    }
                }
            });
        }
        LaunchIndex { sites }
    }

    /// The facts of gpu.func `func` (see [`launch_facts`]).
    pub fn facts(&self, ctx: &Context, m: &Module, func: Op) -> LaunchFacts {
        facts_from_sites(ctx, m, func, self.sites_of(ctx, m, func))
    }

    fn sites_of(&self, ctx: &Context, m: &Module, func: Op) -> Vec<Site> {
        let Some(key) = symbol_path(ctx, m, func) else {
            return Vec::new();
        };
        let Some(ops) = self.sites.get(&key) else {
            return Vec::new();
        };
        ops.iter()
            .filter(|&&op| !m.is_erased(op))
            // A site that cannot be read tells nothing: it must not leave the facts to
            // the others.
            .map(|&op| site(ctx, m, op).unwrap_or_else(Site::unknown))
            .collect()
    }
}

fn facts_from_sites(ctx: &Context, m: &Module, func: Op, sites: Vec<Site>) -> LaunchFacts {
    let nargs = m
        .entry_block(func, 0)
        .map_or(0, |b| m.block(b).args().len());
    let mut facts = LaunchFacts {
        args: vec![ArgFact::Unknown; nargs],
        ..LaunchFacts::default()
    };
    let known = |name: &str| -> Option<Vec<i64>> {
        ops::ints_of(ctx, ops::attr(ctx, m, func, name)?).filter(|v| v.len() == 3)
    };
    let known_block = known("known_block_size");
    let known_grid = known("known_grid_size");
    for d in 0..3 {
        facts.block[d] = match &known_block {
            Some(v) => v.get(d).copied().filter(|&x| x > 0),
            None => common(sites.iter().map(|s| s.block[d])),
        };
        facts.grid[d] = match &known_grid {
            Some(v) => v.get(d).copied().filter(|&x| x > 0),
            None => largest(sites.iter().map(|s| s.grid[d])),
        };
    }
    if sites.is_empty() {
        return facts;
    }
    for (i, f) in facts.args.iter_mut().enumerate() {
        let mut acc: Option<ArgFact> = None;
        for s in &sites {
            let here = s.args.get(i).copied().unwrap_or(ArgFact::Unknown);
            acc = Some(match (acc, here) {
                (None, h) => h,
                (Some(ArgFact::Range(a, b)), ArgFact::Range(c, d)) => {
                    ArgFact::Range(a.min(c), b.max(d))
                }
                (Some(x), y) if x == y => x,
                _ => ArgFact::Unknown,
            });
        }
        *f = acc.unwrap_or(ArgFact::Unknown);
    }
    // Dynamic memref sizes constant at every site.
    let first = &sites[0];
    for (a, dims) in first.sizes.iter().enumerate() {
        for (d, &x) in dims.iter().enumerate() {
            let Some(x) = x else { continue };
            let (mut lo, mut hi) = (x, x);
            let all = sites.iter().all(|s| {
                match s.sizes.get(a).and_then(|v| v.get(d)).copied().flatten() {
                    Some(y) => {
                        lo = lo.min(y);
                        hi = hi.max(y);
                        true
                    }
                    None => false,
                }
            });
            if all {
                facts.sizes.push((a, d, lo, hi));
            }
        }
    }
    facts
}

struct Site {
    grid: [Option<i64>; 3],
    block: [Option<i64>; 3],
    args: Vec<ArgFact>,
    /// Per argument, per dimension: the size when the passed memref has it constant.
    sizes: Vec<Vec<Option<i64>>>,
}

impl Site {
    fn unknown() -> Site {
        Site {
            grid: [None; 3],
            block: [None; 3],
            args: Vec::new(),
            sizes: Vec::new(),
        }
    }
}

fn common(it: impl Iterator<Item = Option<i64>>) -> Option<i64> {
    let mut out = None;
    for x in it {
        match (out, x) {
            (_, None) => return None,
            (None, Some(v)) => out = Some(v),
            (Some(a), Some(b)) if a == b => {}
            _ => return None,
        }
    }
    out.filter(|&v| v > 0)
}

fn largest(it: impl Iterator<Item = Option<i64>>) -> Option<i64> {
    let mut out: Option<i64> = None;
    for x in it {
        out = Some(out.unwrap_or(0).max(x?));
    }
    out.filter(|&v| v > 0)
}

/// The symbol path `@module::@func` of a gpu.func.
fn symbol_path(ctx: &Context, m: &Module, func: Op) -> Option<(String, String)> {
    let name = |op: Op| match ctx.attr_kind(ops::attr(ctx, m, op, "sym_name")?) {
        AttrKind::String { value, .. } => String::from_utf8(value.clone()).ok(),
        _ => None,
    };
    let module = m.parent_op(func)?;
    Some((name(module)?, name(func)?))
}

/// Reads one `gpu.launch_func` (upstream's 12- or 13-segment form).
fn site(ctx: &Context, m: &Module, op: Op) -> Option<Site> {
    let segs = ops::segments(ctx, m, op)?;
    if segs.len() < 12 || segs[1..7].iter().any(|&s| s != 1) {
        return None;
    }
    let o = m.op(op).operands();
    let start = |k: usize| segs[..k].iter().sum::<usize>();
    let cst = |k: usize| o.get(start(k)).and_then(|&v| ops::constant_int(ctx, m, v));
    let kargs = o.get(start(11)..start(11) + segs[11])?;
    let args = kargs.iter().map(|&v| arg_fact(ctx, m, v, kargs)).collect();
    let sizes = kargs.iter().map(|&v| memref_sizes(ctx, m, v)).collect();
    Some(Site {
        grid: [cst(1), cst(2), cst(3)],
        block: [cst(4), cst(5), cst(6)],
        args,
        sizes,
    })
}

/// The sizes of memref `v` known on the host: static dimensions of its type or of the
/// memref it was cast from, and constant operands of the `memref.alloc`/`alloca` that
/// made it.
fn memref_sizes(ctx: &Context, m: &Module, v: Value) -> Vec<Option<i64>> {
    let shape_of = |x: Value| match ctx.type_kind(m.value_type(x)) {
        TypeKind::MemRef { shape, .. } => Some(shape.clone()),
        _ => None,
    };
    let Some(shape) = shape_of(v) else {
        return Vec::new();
    };
    let mut out: Vec<Option<i64>> = shape.iter().map(|&s| (s != DYNAMIC).then_some(s)).collect();
    let mut cur = v;
    for _ in 0..16 {
        let Some(op) = m.defining_op(cur) else { break };
        match ops::kind(m, op) {
            Some(OpKind::MemRefCast) => {
                let Some(&src) = m.op(op).operands().first() else {
                    break;
                };
                if let Some(sh) = shape_of(src).filter(|sh| sh.len() == out.len()) {
                    for (o, &s) in out.iter_mut().zip(&sh) {
                        if o.is_none() && s != DYNAMIC {
                            *o = Some(s);
                        }
                    }
                }
                cur = src;
            }
            Some(OpKind::MemRefAlloc | OpKind::MemRefAlloca) => {
                let Some(sh) = shape_of(cur).filter(|sh| sh.len() == out.len()) else {
                    break;
                };
                // Dynamic sizes are the leading operands, one per `?`.
                let o = m.op(op).operands();
                let mut k = 0;
                for (d, &s) in sh.iter().enumerate() {
                    if s == DYNAMIC {
                        if out[d].is_none() {
                            out[d] = o.get(k).and_then(|&x| ops::constant_int(ctx, m, x));
                        }
                        k += 1;
                    }
                }
                break;
            }
            _ => break,
        }
    }
    out
}

fn arg_fact(ctx: &Context, m: &Module, v: Value, kargs: &[Value]) -> ArgFact {
    if let Some(c) = ops::constant_int(ctx, m, v) {
        return ArgFact::Range(c, c);
    }
    let Some((mem, dim)) = dim_of(ctx, m, v, 0) else {
        return ArgFact::Unknown;
    };
    let root = strip_cast(m, mem);
    match kargs.iter().position(|&k| strip_cast(m, k) == root) {
        Some(arg) => ArgFact::DimOf { arg, dim },
        None => ArgFact::Unknown,
    }
}

/// `v` as `memref.dim %m, c` (through `maxsi(·, 0)`, sizes being non-negative).
fn dim_of(ctx: &Context, m: &Module, v: Value, depth: u32) -> Option<(Value, usize)> {
    if depth > 8 {
        return None;
    }
    let op = m.defining_op(v)?;
    let o = m.op(op).operands();
    match ops::kind(m, op)? {
        OpKind::MemRefDim => {
            let d = ops::constant_int(ctx, m, *o.get(1)?)?;
            Some((*o.first()?, usize::try_from(d).ok()?))
        }
        OpKind::ArithMaxSI => {
            let (a, b) = (*o.first()?, *o.get(1)?);
            if ops::constant_int(ctx, m, b) == Some(0) {
                dim_of(ctx, m, a, depth + 1)
            } else if ops::constant_int(ctx, m, a) == Some(0) {
                dim_of(ctx, m, b, depth + 1)
            } else {
                None
            }
        }
        _ => None,
    }
}

fn strip_cast(m: &Module, mut v: Value) -> Value {
    for _ in 0..16 {
        match m.defining_op(v) {
            Some(op) if ops::kind(m, op) == Some(OpKind::MemRefCast) => {
                match m.op(op).operands().first() {
                    Some(&s) => v = s,
                    None => break,
                }
            }
            _ => break,
        }
    }
    v
}
